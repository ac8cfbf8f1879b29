"""Names read in context (issue 13, items 2 and 3): the day, the deck's faction / clan /
capital and the section heading decide between same-named cards; bare card ids; candidates
named with pack and faction; plainly misspelled names read as their card and listed as
corrections (the threshold of deckcheck.decklists.names), or left unread when reading
strictly, on every surface (domain, service, API, batch, CLI, events).

All cards are real cards of the snapshots; the legal deck is the Kingsmoot 2015 winner
(shared OCTGN sample) written out as plain text by our own writer."""
from __future__ import annotations

import csv
import io
from dataclasses import replace
from datetime import date

import pytest
from click.testing import CliRunner
from test_api_helpers import KINGSMOOT, make_app, need_rules, read_sample, shared_service

from deckcheck.decklists.names import CORRECTION_GAP, NameResolver, max_edits
from deckcheck.decklists.plaintext import read_plain_text, write_plain_text
from deckcheck.decklists.problems import candidate_labels
from deckcheck.pool import Candidate
from deckcheck.validator import validate

FUTURE = "2099-06-01T09:00:00+02:00"
AS_OF = "2017-06-01"


def ids(result) -> dict[str, int]:
    return dict(result.deck.cards)


# -- the day ------------------------------------------------------------------------------------------
def test_a_card_released_later_is_no_candidate(agot_pool, l5r_pool):
    # Randyll Tarly: 01183 (Core, 2015), 19015 (Jade Sea, 2021, loyal), 17174 (Redesigns II, 2026)
    text = "House Tyrell\nCharacters\n1x 01181\n2x Randyll Tarly\n"
    assert ids(read_plain_text(text, agot_pool, date(2017, 6, 1))) == {"01181": 1, "01183": 2}
    later = read_plain_text(text, agot_pool, date(2022, 1, 1))
    (problem,) = later.problems
    assert problem.code == "AMBIGUOUS_NAME"
    assert {c.card.id for c in problem.candidates} == {"01183", "19015"}     # 17174: not yet
    # L5R: akodo-toturi-2 (neutral) came out in 2019
    assert ids(read_plain_text("1x Akodo Toturi\n", l5r_pool, date(2017, 12, 1))) == {"akodo-toturi": 1}
    assert read_plain_text("1x Akodo Toturi\n1x Guest of Honor\n", l5r_pool,
                           date(2020, 1, 1)).problems[0].code == "AMBIGUOUS_NAME"


def test_a_name_only_unreleased_cards_have_is_read_and_the_rules_say_not_yet_released(agot_pool):
    need_rules("agot")
    # Hodor (02061) came out on 2016-03-24: in January the line still names it, and the
    # tournament rules report it as not yet released (not as an unknown name)
    result = read_plain_text("House Stark\n1x Hodor\n", agot_pool, date(2016, 1, 1))
    assert ids(result) == {"02061": 1} and not result.problems
    verdict = validate(replace(result.deck, as_of=date(2016, 1, 1)), agot_pool)
    codes = {v.code for v in verdict.violations}
    assert "AGOT_UNRELEASED" in codes and "AGOT_UNREAD_LINE" not in codes


def test_suggestions_and_corrections_skip_cards_not_yet_released(agot_pool):
    # "Hodorr" is one edit from Hodor, which did not exist in 2015
    early = NameResolver(agot_pool, date(2015, 12, 1)).resolve("Hodorr")
    assert early.card is None and "02061" not in {c.card.id for c in early.candidates}
    assert NameResolver(agot_pool, date(2016, 6, 1)).resolve("Hodorr").card.id == "02061"


# -- the deck's faction, clan, capital and the heading ------------------------------------------------
def test_the_factions_line_decides_between_namesakes(agot_pool):
    # five Melisandres: 01047 / 14003 (Baratheon), 06027 / 26101 (Baratheon, loyal), 00198 (Night's Watch)
    plain = read_plain_text("Characters\n1x Hodor\n3x Melisandre\n", agot_pool, date(2026, 1, 1))
    assert "00198" in {c.card.id for c in plain.problems[0].candidates}
    baratheon = read_plain_text("House Baratheon\nCharacters\n1x Hodor\n3x Melisandre\n", agot_pool,
                                date(2026, 1, 1))
    (problem,) = baratheon.problems
    assert {c.card.faction for c in problem.candidates} == {"baratheon"}       # the Night's Watch one is out
    assert ids(read_plain_text("House Baratheon\nCharacters\n3x Melisandre\n", agot_pool,
                               date(2016, 6, 1))) == {"01047": 3}
    # the faction line may come last: such lines are read after the whole list
    assert read_plain_text("Characters\n1x Hodor\n3x Melisandre\nHouse Baratheon\n", agot_pool,
                           date(2026, 1, 1)).problems[0].candidates == problem.candidates


def test_the_stronghold_or_a_clan_line_decides_in_l5r(l5r_pool):
    when = date(2020, 1, 1)
    # Yojin no Shiro is the Lion stronghold; it may stand below the characters
    lion = read_plain_text("Dynasty Deck\n1x Akodo Toturi\nStronghold\n1x Yojin no Shiro\n", l5r_pool, when)
    assert ids(lion) == {"akodo-toturi": 1, "yojin-no-shiro": 1} and not lion.problems
    # a Crane deck can only mean the neutral Toturi
    crane = read_plain_text("Crane Clan\n1x Akodo Toturi\n", l5r_pool, when)
    assert ids(crane) == {"akodo-toturi-2": 1}
    crane = read_plain_text("1x Shizuka Toshi\n1x Akodo Toturi\n", l5r_pool, when)
    assert ids(crane) == {"shizuka-toshi": 1, "akodo-toturi-2": 1}


def test_the_heading_still_decides_first(agot_pool, l5r_pool):
    # AGoT Lady: a Stark attachment (2015) and a Stark character (2022)
    when = date(2023, 1, 1)
    assert read_plain_text("House Stark\n1x Hodor\n1x Lady\n", agot_pool, when).problems[0].code \
        == "AMBIGUOUS_NAME"
    assert ids(read_plain_text("House Stark\nAttachments\n1x Lady\n", agot_pool, when)) == {"02004": 1}
    assert ids(read_plain_text("House Stark\nCharacters\n1x Lady\n", agot_pool, when)) == {"22017": 1}
    assert ids(read_plain_text("House Stark\n1x Lady\n", agot_pool, date(2020, 1, 1))) == {"02004": 1}
    assert ids(read_plain_text("Konfliktdeck\n3x Isawa Tadaka\n", l5r_pool)) == {"isawa-tadaka-2": 3}


# -- bare card ids ---------------------------------------------------------------------------------------
def test_a_bare_card_id_is_that_card(agot_pool, l5r_pool, whi_pool):
    # exactly that printing, not the newest of its name (14003 is a later Melisandre)
    assert ids(read_plain_text("House Baratheon\n3x 01047\n", agot_pool, date(2020, 1, 1))) == {"01047": 3}
    assert ids(read_plain_text("1x guest-of-honor\n2x 01-guest-of-honor\n", l5r_pool)) == {"guest-of-honor": 3}
    assert ids(read_plain_text("Capital: Empire\n01116\n2 01116\n", whi_pool)) == {"01116": 3}
    # a number that is no card id stays a line not read (never a count of nothing)
    result = read_plain_text("Capital: Empire\n01116\n99999\n", whi_pool)
    assert ids(result) == {"01116": 1} and [p.line for p in result.problems] == [3]


# -- candidates people can tell apart ---------------------------------------------------------------------
def test_candidates_name_pack_and_faction_and_never_read_alike(agot_pool):
    result = read_plain_text("House Tyrell\nCharacters\n1x 01181\n2x Randyll Tarly\n", agot_pool,
                             date(2022, 1, 1))
    (problem,) = result.problems
    message = problem.message_in("en")
    assert message.startswith("Line 4: 'Randyll Tarly' names 2 different cards; add the pack in parentheses")
    assert "Did you mean Randyll Tarly (Core Set, House Tyrell) or Randyll Tarly (Jade Sea, House Tyrell)?" \
        in message
    assert "Haus Tyrell" in problem.message_in("de") and "Czy chodziło o" in problem.message_in("pl")
    packs = {c["id"]: c["pack"] for c in problem.to_dict()["candidates"]}
    assert packs == {"01183": "Core Set", "19015": "Jade Sea"}
    # the fail-closed violation says the same
    need_rules("agot")
    verdict = validate(result.deck, agot_pool, unread=result.problems)
    (unread,) = [v for v in verdict.violations if v.code == "AGOT_UNREAD_LINE"]
    assert "Randyll Tarly (Jade Sea, House Tyrell)" in unread.params["problem"].en


def test_labels_that_would_read_alike_add_the_card_id(l5r_pool):
    a, b = l5r_pool.card("akuma-no-oni-challenge"), l5r_pool.card("akuma-no-oni-coop")
    pack = l5r_pool.pack_name(a.packs[-1])
    labels = candidate_labels((Candidate(a, 90, a.name, "en", pack), Candidate(b, 90, b.name, "en", pack)))
    assert len(set(labels)) == 2
    assert labels[0].endswith(", akuma-no-oni-challenge)") and labels[1].endswith(", akuma-no-oni-coop)")


# -- corrections: the threshold -----------------------------------------------------------------------------
def test_the_threshold():
    assert [max_edits(n) for n in (3, 4, 7, 8, 12, 14, 20, 30)] == [0, 1, 1, 2, 2, 2, 4, 6]
    assert CORRECTION_GAP == 2


@pytest.mark.parametrize(("game", "typed", "card_id"), [
    ("whi", "Sorcerer of Tzneetch", "06053"),      # Sorcerer of Tzeentch: 2 edits of 4
    ("whi", "Clan Moulder Elite", "02057"),        # Clan Moulder's Elite: 1 of 3
    ("whi", "Spida Riders", "02008"),              # Spider Riders: 2 of 2, Dark Riders 5 away
    ("l5r", "Gest of Honour", "guest-of-honor"),   # Guest of Honor: 2 of 2
    ("agot", "Hodorr", "02061"),                   # Hodor: 1 of 1
    ("agot", "Dragonstone Faithfull", "01056"),
])
def test_a_plain_misspelling_is_read_and_listed(game, typed, card_id, request):
    pool = request.getfixturevalue(f"{game}_pool")
    result = read_plain_text(f"3x {typed}\n", pool, date(2020, 1, 1))
    assert ids(result) == {card_id: 3} and not result.problems
    (fix,) = result.corrections
    assert (fix.line, fix.text, fix.card_id, fix.name) == (1, f"3x {typed}", card_id, typed)
    assert 0 < fix.score < 100
    (line,) = result.lines
    assert line.status == "corrected" and line.card_id == card_id
    strict = read_plain_text(f"3x {typed}\n1x {pool.card(card_id).name}\n", pool, date(2020, 1, 1), strict=True)
    (problem,) = strict.problems
    assert problem.code == "UNKNOWN_NAME" and problem.variant == "strict" and not strict.corrections
    assert [c.card.id for c in problem.candidates] == [card_id]
    assert "strict reading does not correct names" in problem.message and pool.card(card_id).name in problem.message


@pytest.mark.parametrize(("game", "typed"), [
    ("agot", "Kingsrood"),           # one edit from The Kingsroad and from Kingswood
    ("l5r", "Seal of the Cran"),     # Seal of the Crane and Seal of the Crab, 1 edit each
    ("whi", "Mountain Brigande"),    # Mountain Brigade and Mountain Brigands, 1 edit each
    ("agot", "Banana Phone"),        # nothing near
    ("agot", "Hodorrr"),             # 2 edits in 7 letters: too far
])
def test_no_clear_single_candidate_stays_unread(game, typed, request):
    pool = request.getfixturevalue(f"{game}_pool")
    anchor = {"agot": "Hodor", "l5r": "Guest of Honor", "whi": "Spider Riders"}[game]
    result = read_plain_text(f"1x {anchor}\n3x {typed}\n", pool, date(2020, 1, 1))
    assert not result.corrections
    (problem,) = result.problems
    assert problem.line == 2 and problem.code == "UNKNOWN_NAME"
    assert result.lines[1].status == "unread"


def test_a_corrected_name_with_several_cards_stays_unread_with_them(agot_pool):
    # Tyrion Lanister -> Tyrion Lannister (Tywin is 3 away), but there are two Tyrions then
    result = read_plain_text("House Lannister\n1x 01090\n1x Tyrion Lanister\n", agot_pool,
                             date(2020, 1, 1))
    (problem,) = result.problems
    assert problem.code == "UNKNOWN_NAME" and not result.corrections
    assert {c.card.name for c in problem.candidates} == {"Tyrion Lannister"} and len(problem.candidates) == 2


def test_fuzzy_look_ups_are_memoized_per_resolver(agot_pool, monkeypatch):
    resolver = NameResolver(agot_pool)
    calls = []
    search, nearest = agot_pool.search, agot_pool.nearest
    monkeypatch.setattr(agot_pool, "search", lambda *a, **k: calls.append("s") or search(*a, **k))
    monkeypatch.setattr(agot_pool, "nearest", lambda *a, **k: calls.append("n") or nearest(*a, **k))
    for _ in range(3):
        resolver.resolve("Banana Phone")
    assert sorted(calls) == ["n", "s"]


# -- every surface ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def kingsmoot(all_db):
    """The Kingsmoot winner as plain text, legal on its day, and with two names misspelled."""
    need_rules("agot")
    svc = shared_service(all_db)
    text = write_plain_text(svc.read_decklist(read_sample(KINGSMOOT), "agot").deck, svc.pool("agot"))
    assert "3x Fiery Followers\n" in text and "3x Milk of the Poppy\n" in text
    typo = text.replace("3x Fiery Followers\n", "3x Fiery Folowers\n").replace(
        "3x Milk of the Poppy\n", "3x Milk of the Popy\n")
    lines = typo.splitlines()
    return {"good": text, "typo": typo, "lines": [lines.index("3x Fiery Folowers") + 1,
                                                   lines.index("3x Milk of the Popy") + 1]}


def test_service_reads_corrections_and_strict_refuses_them(all_db, kingsmoot):
    svc = shared_service(all_db)
    out = svc.validate_payload({"decklist": kingsmoot["typo"], "game": "agot", "as_of": AS_OF})
    assert out["valid"] is True, out["violations"]
    assert [(c["line"], c["read_as"]["name"]) for c in out["corrections"]] == \
        list(zip(kingsmoot["lines"], ["Fiery Followers", "Milk of the Poppy"], strict=True))
    assert out["corrections"][0]["message"].startswith(
        f"Line {kingsmoot['lines'][0]}: 'Fiery Folowers' was read as Fiery Followers (Core Set, House Baratheon)")
    german = svc.validate_payload({"decklist": kingsmoot["typo"], "game": "agot", "as_of": AS_OF}, "de")
    assert "wurde als Glühende Anhänger (Grundspiel, Haus Baratheon) gelesen" in german["corrections"][0]["message"]
    read = {r["line"]: r["status"] for r in out["read"]}
    assert [read[n] for n in kingsmoot["lines"]] == ["corrected", "corrected"]
    strict = svc.validate_payload({"decklist": kingsmoot["typo"], "game": "agot", "as_of": AS_OF, "strict": True})
    assert strict["valid"] is False and strict["corrections"] == []
    unread = [v for v in strict["violations"] if v["code"] == "AGOT_UNREAD_LINE"]
    assert [v["line"] for v in unread] == kingsmoot["lines"]
    assert "Fiery Followers (Core Set, House Baratheon)" in unread[0]["message"]


def test_api_single_and_batch(all_db, events_url, kingsmoot):
    client = make_app(all_db, events_url).test_client()
    body = {"decklist": kingsmoot["typo"], "game": "agot", "as_of": AS_OF}
    r = client.post("/api/v1/validate", json=body).get_json()
    assert r["valid"] is True and len(r["corrections"]) == 2
    r = client.post("/api/v1/validate", json={**body, "strict": True}).get_json()
    assert r["valid"] is False and r["parse_problems"][0]["candidates"][0]["pack"] == "Core Set"
    assert client.post("/api/v1/validate", json={**body, "strict": "very"}).status_code == 422
    batch = client.post("/api/v1/validate/batch", json={"decks": [body, {**body, "strict": True}]}).get_json()
    assert [x["verdict"]["valid"] for x in batch["results"]] == [True, False]
    batch = client.post("/api/v1/validate/batch", json={"strict": True, "decks": [body]}).get_json()
    assert [x["verdict"]["valid"] for x in batch["results"]] == [False]
    parsed = client.post("/api/v1/decklists/parse", json={"decklist": "House Stark\n3x Hodorr\n",
                                                          "game": "agot"}).get_json()
    assert parsed["deck"]["cards"] == {"02061": 3} and parsed["corrections"][0]["read_as"]["id"] == "02061"
    parsed = client.post("/api/v1/decklists/parse", json={"decklist": "House Stark\n3x Hodorr\n1x Hodor\n",
                                                          "game": "agot", "strict": True}).get_json()
    assert parsed["corrections"] == [] and parsed["problems"][0]["candidates"][0]["id"] == "02061"
    spec = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    assert "strict" in spec["ValidateRequest"]["properties"] and "strict" in spec["BatchRequest"]["properties"]
    assert "corrections" in spec["Verdict"]["properties"] and "strict" in spec["EventCreate"]["properties"]


def test_cli_prints_corrections_and_takes_strict(all_db, tmp_path, kingsmoot, monkeypatch):
    import api.cli as cli

    monkeypatch.setattr(cli, "_validation", lambda: shared_service(all_db))    # the pools already loaded
    path = tmp_path / "typo.txt"
    path.write_text(kingsmoot["typo"], encoding="utf-8")
    ok = CliRunner().invoke(cli.main, ["validate", str(path), "--as-of", AS_OF])
    assert ok.exit_code == 0, ok.output
    assert "[CORRECTED 01054] Line" in ok.output and "was read as Fiery Followers" in ok.output
    assert ok.output.count("was read as") == 2
    no = CliRunner().invoke(cli.main, ["validate", str(path), "--as-of", AS_OF, "--strict", "--lang", "de"])
    assert no.exit_code == 1, no.output
    assert "beim strengen Lesen werden Namen nicht korrigiert" in no.output and "wurde als" not in no.output


def test_event_strict_setting_and_report(all_db, events_url, kingsmoot):
    from api.extensions import event_service
    from card_db.database import get_engine

    key = event_service(get_engine(events_url)).create_api_key("organizer")[1]
    client = make_app(all_db, events_url).test_client()
    auth = {"Authorization": f"Bearer {key}"}
    base = {"name": "Kingsmoot", "game": "agot", "deadline": FUTURE, "as_of": AS_OF}
    lenient = client.post("/api/v1/events", json=base, headers=auth).get_json()
    strict = client.post("/api/v1/events", json={**base, "strict": True}, headers=auth).get_json()
    assert lenient["strict"] is False and strict["strict"] is True
    assert client.get(f"/api/v1/events/{strict['public_id']}").get_json()["strict"] is True
    for event, valid in ((lenient, True), (strict, False)):
        r = client.post(f"/api/v1/events/{event['id']}/registrations",
                        json={"player": "Ann", "decklist": kingsmoot["typo"]}, headers=auth)
        assert r.status_code == 201, r.get_json()
        reg = r.get_json()
        assert reg["valid"] is valid
        assert len(reg["verdict"]["corrections"]) == (2 if valid else 0)
        report = client.get(f"/api/v1/events/{event['id']}/report?lang=de", headers=auth).get_json()
        (row,) = report["players"]
        assert len(row["corrections"]) == (2 if valid else 0)
        text = client.get(f"/api/v1/events/{event['id']}/report.csv", headers=auth).get_data(as_text=True)
        (line,) = list(csv.DictReader(io.StringIO(text)))
        if valid:
            assert "Fiery Folowers" in line["corrections"] and " | " in line["corrections"]
        else:
            assert line["corrections"] == "" and "AGOT_UNREAD_LINE" in line["violation_codes"]


def test_corrections_do_not_depend_on_the_suggestion_budget(agot_pool):
    # a batch that spent its suggestions still reads the same deck the same way
    spent = read_plain_text("House Stark\n3x Hodorr\n1x Banana Phone\n", agot_pool, suggest=False)
    assert ids(spent) == {"02061": 3} and len(spent.corrections) == 1
    assert spent.problems[0].candidates == ()
