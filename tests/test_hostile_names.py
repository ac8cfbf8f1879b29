"""Player names (issue 41 item 8): look-alikes of a registered name are that name or are
refused (the same confusable skeleton, Unicode TS #39, as a whole word in another alphabet),
and the "my registration" form does not tell a registered name from an unknown one."""
from __future__ import annotations

import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_hostile_sessions import app, csrf, db_url, events, new_event, organizer, page_submit  # noqa: F401

from deckcheck.inputs import confusable_prototypes, mixed_script_word, name_skeleton, person_name
from deckcheck.model import DeckInputError
from deckcheck.services.events import EventError, PlayerNameTaken, player_key
from deckcheck.services.ports import Submission

SUBMISSION = Submission(submitted="x", source_format="canonical", canonical={}, sha256="0" * 64, valid=True,
                        verdict={}, problems=[])


def _stable(ch: str) -> bool:
    """A character a stored name can hold as it is: NFKC leaves it (names are stored NFKC, so a
    look-alike that NFKC changes is stored, and seen, as another letter: "ϲ" becomes "ς") and
    NFD does not split it (the skeleton compares the NFD forms: "Ѝ" is "И" + a grave accent)."""
    return unicodedata.normalize("NFKC", ch) == ch == unicodedata.normalize("NFD", ch) and \
        unicodedata.category(ch) != "Cf"


def _classes() -> list[list[str]]:
    """Unicode's confusable classes (each prototype with its one-character sources), of the
    characters a stored name can hold."""
    found: dict[str, set[str]] = {}
    for char, prototype in confusable_prototypes().items():
        found.setdefault(prototype, {prototype} if len(prototype) == 1 else set()).add(char)
    return [sorted(c for c in members if _stable(c)) for members in found.values()]


LOOK_ALIKES = {ch: members for members in _classes() if len(members) > 1 for ch in members}
LETTERS = sorted(ch for ch in LOOK_ALIKES if unicodedata.category(ch).startswith("L"))


@st.composite
def name_and_look_alike(draw) -> tuple[str, str]:
    """A name of letters that have look-alikes (and some that may not), and the same name with
    any of its letters swapped for a member of its confusable class."""
    chars = draw(st.lists(st.one_of(st.sampled_from(LETTERS), st.sampled_from("abcdefghijk ")), min_size=1,
                          max_size=12))
    swapped = [draw(st.sampled_from(LOOK_ALIKES[c])) if c in LOOK_ALIKES and draw(st.booleans()) else c
               for c in chars]
    return "".join(chars), "".join(swapped)


def test_a_name_is_stored_without_format_characters_and_in_nfkc():
    assert person_name("Ann\u200b") == "Ann" == person_name("\u200dA\u00adnn\ufeff")
    assert person_name("Ａｎｎ") == "Ann"                       # full-width letters
    assert person_name("  Ann \n Lee ") == "Ann Lee"
    assert player_key("Ann\u200b") == player_key("ANN") == player_key("Ａｎｎ")


def test_words_mixing_alphabets_are_refused_and_real_names_are_not():
    assert mixed_script_word("\u0410nn") == "\u0410nn"          # Cyrillic А in a Latin name
    assert mixed_script_word("J\u03bfhn Smith") == "J\u03bfhn"  # Greek ο
    for name in ("Ann", "Иванова", "Ann Иванова", "Zoë O'Brien-Núñez", "山田たろう", "김민준", "Ἀθηνᾶ",
                 "李小龙 Bruce", "Team 3", "R2-D2"):
        assert mixed_script_word(name) is None, name


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.text(max_size=40))
def test_the_key_of_a_stored_name_is_the_key_of_what_was_sent(text):
    """Invariants: storing is idempotent, and the key does not change with storing."""
    stored = person_name(text)
    assert person_name(stored) == stored
    assert player_key(stored) == player_key(text)
    assert not any(ch in stored for ch in "\u200b\u200c\u200d\u2060\ufeff\u00ad")


def test_look_alike_registrations(app, events, organizer):  # noqa: F811  (the fixtures imported above)
    event = new_event(events, organizer[0])
    client = app.test_client()
    token = csrf(client, f"/events/{event.public_id}/submit")
    status, player_token = page_submit(client, event.public_id, token, "Ann")()
    assert status == 201 and player_token
    for look_alike in ("Ann\u200b", "ANN", "Ａｎｎ"):            # the same player: their token is needed
        assert page_submit(client, event.public_id, token, look_alike)()[0] == 403, look_alike
    assert page_submit(client, event.public_id, token, "\u0410nn")()[0] == 422
    assert page_submit(client, event.public_id, token, "Иванова")()[0] == 201


def test_my_registration_does_not_tell_names_apart(app, events, organizer):  # noqa: F811
    event = new_event(events, organizer[0])
    client = app.test_client()
    token = csrf(client, f"/events/{event.public_id}/submit")
    assert page_submit(client, event.public_id, token, "Bea")()[0] == 201

    def mine(player):
        r = client.post(f"/events/{event.public_id}/mine", data={"player": player, "token": "pt_wrong", "csrf": token})
        return r.status_code, r.get_data(as_text=True).count("No registration matches this name and token")

    assert mine("Bea") == mine("Nobody") == (403, 1)


def test_a_whole_word_in_another_alphabet_is_the_name_it_looks_like():
    assert name_skeleton("\u0422\u0435\u043e") == name_skeleton("Teo")        # Cyrillic Тео, Latin Teo
    assert name_skeleton("\u0415\u0432\u0430") != name_skeleton("Eva")        # Ева: в is no v
    assert name_skeleton("\u0391\u039d\u039d\u0391") == name_skeleton("Anna")  # Greek capitals ΑΝΝΑ
    for a, b in (("Zoë", "Zoe"), ("Łukasz", "Lukasz"), ("Paweł", "Pawel"), ("Müller", "Muller"),
                 ("Иванова", "Ivanova"), ("Ἀθηνᾶ", "Αθηνα")):
        assert name_skeleton(a) != name_skeleton(b), (a, b)


def register(service, event_id, owner, name):
    try:
        service.register(event_id, name, SUBMISSION, owner=owner)
        return True
    except (EventError, DeckInputError):
        return False


def test_a_look_alike_name_is_refused_as_taken_and_real_names_register(events, organizer):  # noqa: F811
    key = organizer[0]
    event = new_event(events, key)
    for name in ("Teo", "Иванова", "Ivanova", "Zoë", "Zoe", "Łukasz", "Lukasz", "Ἀθηνᾶ", "Παύλος", "Paweł"):
        events.register(event.id, name, SUBMISSION, owner=key)
    with pytest.raises(PlayerNameTaken) as taken:
        events.register(event.id, "\u0422\u0435\u043e", SUBMISSION, owner=key)          # Тео
    assert taken.value.code == "PLAYER_NAME_TAKEN"
    assert "already registered" in taken.value.message_in("en")
    assert "schon angemeldet" in taken.value.message_in("de")
    assert "już zapisanego" in taken.value.message_in("pl")
    assert len(events.current_decklists(event.id)) == 10


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pair=name_and_look_alike())
def test_a_name_and_a_look_alike_of_it_are_never_both_registered(events, organizer, pair):  # noqa: F811
    name, look_alike = pair
    key = organizer[0]
    event = new_event(events, key)
    first = register(events, event.id, key, name)
    register(events, event.id, key, look_alike)
    registered = len(events.current_decklists(event.id))
    assert registered <= 1 and registered == 1 or not first
    stored = [reg.player for reg, _ in events.current_decklists(event.id)]
    assert all(person_name(p) == p and unicodedata.is_normalized("NFKC", p) for p in stored)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pair=name_and_look_alike(), other=st.text(min_size=1, max_size=12))
def test_my_registration_answers_alike_for_look_alikes_and_strangers(app, events, organizer, pair, other):  # noqa: F811
    name, look_alike = pair
    event = new_event(events, organizer[0])
    if not register(events, event.id, organizer[0], name):
        return
    client = app.test_client()
    token = csrf(client, f"/events/{event.public_id}/submit")

    def mine(player):
        r = client.post(f"/events/{event.public_id}/mine", data={"player": player, "token": "dcp_wrong", "csrf": token})
        return r.status_code, r.get_data(as_text=True).count("No registration matches this name and token")

    assert mine(name) == mine(look_alike) == mine(other + "\u2060zz") == (403, 1)
