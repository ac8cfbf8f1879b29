"""The census of a game's card pool (`deckcheck goldfish coverage`): every card counted once
under the deck report's statuses, the totals and the packs adding up."""
from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from test_api_cli import run

from deckcheck.goldfish.census import KEYS, MISSING_REVIEWED, UNREVIEWED, card_statuses, census, count
from deckcheck.goldfish.games import engine_module

MODELED_CARD = "01002"       # A Feast for Crows: its record plays it
INERT_CARD = "14012"         # Red Priest: nothing to do against a passive opponent
REVIEWED_MISSING = "22008"   # Casterly Rock: a record with parts not modeled
DECKS = Path(__file__).parent / "data" / "decklists" / "agot"


def assert_adds_up(result: dict) -> None:
    assert result["total"] == sum(result[k] for k in KEYS)
    for key in ("total", *KEYS):
        assert sum(p[key] for p in result["packs"].values()) == result[key]
    assert sum(result["inert_reasons"].values()) == result["inert"]


def test_agot_census_counts_every_card_once_where_it_belongs(agot_pool):
    engine = engine_module("agot")
    result = census(engine, agot_pool)
    assert_adds_up(result)
    assert result["total"] + result["not_deck_cards"]["count"] == len(agot_pool)
    statuses = card_statuses(engine, agot_pool)
    assert statuses[MODELED_CARD] == "modeled"
    assert statuses[INERT_CARD] == "inert"
    assert statuses[REVIEWED_MISSING] == MISSING_REVIEWED
    assert result[UNREVIEWED] == 0          # every AGoT deck card is reviewed (issue 37)
    from deckcheck.games.agot.engine.records import RECORDS

    assert all(code not in RECORDS for code, s in statuses.items() if s == UNREVIEWED)
    assert all(RECORDS[code].status == "inert" for code, s in statuses.items() if s == "inert")


def test_agot_draft_and_variant_cards_are_no_deck_cards(agot_pool):
    """The draft sets (Valyrian, Tower of Joy), the Hand of the King agenda and every title
    (melee, Kingsmoot) are legal in no format the goldfish plays: the census counts them
    apart, and a deck holding one is refused."""
    from deckcheck.games.agot.formats import FORMATS

    outside = set(census(engine_module("agot"), agot_pool)["not_deck_cards"]["ids"])
    packs = {"VDS", "ToJ", "VHotK", "VKm"}
    variant = {c.id for c in agot_pool.cards.values() if set(c.packs) & packs}
    titles = {c.id for c in agot_pool.cards.values() if c.type == "title"}
    assert len(variant) == 21 + 281 + 1 + 8 and {"01206", "01211"} <= titles
    assert outside == variant | titles
    for card_id in ("00018", "00101", "00280", "00030", "00022", "01208"):
        for name in FORMATS:
            refused = refusals(agot_pool, card_id, name)
            assert refused & {"AGOT_FORMAT_ONLY", "AGOT_NOT_DECK_CARD"}, (card_id, name, refused)


def refusals(pool, card_id: str, format_name: str) -> set[str]:
    """The codes of the violations naming the card, in a real legal deck (Wolves of the
    North's standalone deck) with one copy of the card added."""
    from deckcheck.model import Deck
    from deckcheck.validator import validate

    raw = json.loads((DECKS / "throneteki-json-data-standalone-wotn-1.json").read_text())
    cards = {e["code"]: e["count"] for e in raw["cards"]} | {raw["agenda"]: 1}
    cards[card_id] = cards.get(card_id, 0) + 1
    verdict = validate(Deck(game="agot", cards=cards, format=format_name, faction=raw["faction"]), pool)
    return {v.code for v in verdict.violations if card_id in v.cards}


def test_l5r_and_whi_census_add_up(l5r_pool, whi_pool):
    for pool in (l5r_pool, whi_pool):
        result = census(engine_module(pool.game), pool)
        assert_adds_up(result)
        assert result["total"] + result["not_deck_cards"]["count"] == len(pool)
    assert census(engine_module("whi"), whi_pool)["not_deck_cards"]["count"] > 0   # fulcrums


entries = st.lists(st.fixed_dictionaries({
    "id": st.text("0123456789", min_size=1, max_size=5),
    "copies": st.integers(1, 3),
    "status": st.sampled_from(["modeled", "inert", "missing"]),
    "reviewed": st.booleans(),
    "reason": st.sampled_from(["a", "b", ""]),
}), max_size=40)


@given(entries, st.dictionaries(st.text("0123456789", min_size=1, max_size=5), st.sampled_from("PQR")))
def test_count_adds_up_for_any_report(titles, pack_of):
    result = count(titles, pack_of)
    assert_adds_up(result)
    assert result["total"] == sum(e["copies"] for e in titles)
    assert result[UNREVIEWED] == sum(e["copies"] for e in titles
                                     if e["status"] == "missing" and not e["reviewed"])


def test_cli_prints_the_census(all_db):
    done = run(["goldfish", "coverage", "--game", "agot", "--json"], all_db)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert {"total", "modeled", "inert", "missing_reviewed", "unreviewed", "packs"} <= set(result)
    assert_adds_up(result)
    text = run(["goldfish", "coverage", "--game", "whi"], all_db)
    assert text.returncode == 0 and "By pack:" in text.stdout and "unreviewed" in text.stdout
    unknown = run(["goldfish", "coverage", "--game", "chess"], all_db)
    assert unknown.returncode == 2 and "Traceback" not in unknown.stderr
