"""Player names (issue 41 item 8): look-alikes of a registered name are that name or are
refused, and the "my registration" form does not tell a registered name from an unknown one."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from test_hostile_sessions import app, csrf, db_url, events, new_event, organizer, page_submit  # noqa: F401

from deckcheck.inputs import mixed_script_word, person_name
from deckcheck.services.events import player_key


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
