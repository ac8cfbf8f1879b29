"""A deck's legality timeline (deckcheck/timeline.py, GET/POST /api/v1/decks/timeline) on real
decks whose legality changed with a list version: an AGoT deck with cards restricted later, an
L5R deck across the FFG lists, a WHI deck with Visit the Haunted City before and after its ban."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from test_api_helpers import make_app, need_rules

from deckcheck.decklists.detect import read_decklist
from deckcheck.timeline import timeline

DECKS = Path(__file__).resolve().parent / "data" / "decklists"
TODAY = dt.date(2026, 11, 24)


def read(game: str, name: str, pool, replace: tuple[str, str] | None = None):
    text = (DECKS / game / name).read_text(encoding="utf-8")
    if replace:
        assert replace[0] in text
        text = text.replace(*replace)
    result = read_decklist(text, game, {game: pool})
    assert result.problems == ()
    return result


def by_list(periods):
    return {(p.list_version.id if p.list_version else None): p for p in periods}


# the FFG forum's Dwarf midrange deck (legal before the first list) with its three Innovation
# (restricted from 2011-07-13) swapped for three Visit the Haunted City (banned then)
HAUNTED = ("3x Innovation", "3x Visit the Haunted City")


def test_whi_visit_the_haunted_city_before_and_after_its_ban(whi_pool):
    need_rules("whi")
    result = read("whi", "ffg-forum-dwarf-midrange.txt", whi_pool, HAUNTED)
    assert result.deck.cards["06008"] == 3
    periods = timeline(result.deck, whi_pool, today=TODAY)
    assert [p.list_version.id if p.list_version else None for p in periods] == [None, "whi-faq-3d"]
    before, after = periods
    assert before.legal and before.checked_on == dt.date(2011, 7, 12) and before.changes == ()
    assert not after.legal and after.starts == dt.date(2011, 7, 13) and after.ends is None
    assert [(v.code, v.cards) for v in after.verdict.violations] == [("WHI_BANNED", ("06008",))]
    changed = {c.card: (c.before, c.after) for c in after.changes}
    assert changed["06008"] == (None, "banned")
    assert changed["01116"] == (None, "restricted")     # Warpstone Excavation: one restricted card is fine


def test_whi_the_same_deck_with_innovation_breaks_only_the_restricted_list(whi_pool):
    need_rules("whi")
    periods = timeline(read("whi", "ffg-forum-dwarf-midrange.txt", whi_pool).deck, whi_pool, today=TODAY)
    assert [p.legal for p in periods] == [True, False]
    assert [v.code for v in periods[1].verdict.violations] == ["WHI_RESTRICTED_LIST"]


def test_agot_deck_with_cards_restricted_later(agot_pool):
    need_rules("agot")
    result = read("agot", "danurai-fat-cat-crossing.txt", agot_pool)
    periods = by_list(timeline(result.deck, agot_pool, today=TODAY))
    assert periods["gotstandard1.4"].legal
    restricted = periods["gotstandard1.5"]
    assert not restricted.legal
    assert [(v.code, set(v.cards)) for v in restricted.verdict.violations] == [
        ("AGOT_RESTRICTED_LIST", {"01146", "02101"})]                    # Robb Stark, Septa Mordane
    assert {(c.card, c.before, c.after) for c in restricted.changes} == {
        ("01146", None, "restricted"), ("02101", None, "restricted")}
    assert [v.code for v in periods["gotstandard1.7"].verdict.violations] == ["AGOT_POD"]
    assert periods["gotstandard1.10"].legal                             # the pod lifted
    assert ("02101", "pod", None) in {(c.card, c.before, c.after) for c in periods["gotstandard1.10"].changes}


def test_l5r_deck_across_the_ffg_lists(l5r_pool):
    need_rules("l5r")
    result = read("l5r", "emeralddb-phoenix-for-honor-and-glory.json", l5r_pool)
    periods = timeline(result.deck, l5r_pool, today=TODAY)
    ids = [p.list_version.id if p.list_version else None for p in periods]
    assert ids[:3] == [None, "rl-2018-05-29", "rl-2018-12-13"] and ids[-1] == "il-2021-02-23"
    legal = {i: p.legal for i, p in zip(ids, periods, strict=True)}
    assert legal["rrg-v10"] and legal["rrg-v11"]
    assert not legal["il-2020-01-06"] and legal["il-2020-04-21"]
    imperial = by_list(periods)["il-2020-01-06"]
    assert [(v.code, set(v.cards)) for v in imperial.verdict.violations] == [
        ("L5R_RESTRICTED_LIST", {"kuroi-mori", "the-imperial-palace"})]
    lifted = by_list(periods)["il-2020-04-21"]
    assert [(c.card, c.before, c.after) for c in lifted.changes] == [("kuroi-mori", "restricted", None)]
    # the first list's day: cards not yet released then are violations of that period (fail closed)
    assert "L5R_UNRELEASED" in {v.code for v in periods[0].verdict.violations}


def test_unread_lines_make_every_period_illegal(whi_pool):
    need_rules("whi")
    text = (DECKS / "whi" / "ffg-forum-dwarf-midrange.txt").read_text(encoding="utf-8") + "\n2x Nonexistent Card Zzz\n"
    result = read_decklist(text, "whi", {"whi": whi_pool})
    assert result.problems
    periods = timeline(result.deck, whi_pool, unread=result.problems, today=TODAY)
    assert periods and not any(p.legal for p in periods)


# -- the API ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def client(all_db):
    need_rules("whi")
    return make_app(all_db).test_client()


def test_post_timeline_with_a_decklist(client):
    text = (DECKS / "whi" / "ffg-forum-dwarf-midrange.txt").read_text(encoding="utf-8").replace(*HAUNTED)
    r = client.post("/api/v1/decks/timeline?lang=de", json={"decklist": text, "game": "whi"})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert body["game"] == "whi" and body["format"] == "standard" and body["list_family"] == "standard"
    assert body["legal_now"] is False and body["unread"] == 0
    first, second = body["periods"]
    assert first["list"] is None and first["legal"] is True and first["until"] == "2011-07-12"
    assert second["list"] == "whi-faq-3d" and second["effective"] == "2011-07-13" and second["in_force"]
    assert second["issuer"].startswith("Fantasy Flight Games")
    assert [v["code"] for v in second["violations"]] == ["WHI_BANNED"]
    assert "Besuch der Geisterstadt" in second["violations"][0]["message"]        # German names
    assert {"card": "06008", "name": "Besuch der Geisterstadt", "before": None, "after": "banned"} in second["changes"]


def test_post_timeline_with_a_canonical_deck_and_get_with_a_query(client):
    deck = {"game": "l5r", "cards": {"kuroi-mori": 1, "the-imperial-palace": 1}}
    r = client.post("/api/v1/decks/timeline", json=deck)
    assert r.status_code == 200
    periods = {p["list"]: p for p in r.get_json()["periods"]}
    assert {"card": "kuroi-mori", "name": "Kuroi Mori", "before": None, "after": "restricted"} in \
        periods["il-2020-01-06"]["changes"]
    assert "L5R_RESTRICTED_LIST" in {v["code"] for v in periods["il-2020-01-06"]["violations"]}
    g = client.get("/api/v1/decks/timeline", query_string={"game": "whi", "decklist": "3x Visit the Haunted City"})
    assert g.status_code == 200
    assert [p["list"] for p in g.get_json()["periods"]] == [None, "whi-faq-3d"]


@pytest.mark.parametrize("request_kwargs,status", [
    ({"method": "POST", "json": {"decklist": ""}}, 422),
    ({"method": "POST", "json": {"game": "nope", "cards": {"a": 1}}}, 422),
    ({"method": "GET", "query_string": {"game": "whi"}}, 422),
    ({"method": "GET", "query_string": {"game": "whi", "decklist": "x" * 7000}}, 422),
])
def test_bad_requests_are_clear_4xx(client, request_kwargs, status):
    r = client.open("/api/v1/decks/timeline", **request_kwargs)
    assert r.status_code == status
    assert r.get_json()["error"]["code"]
