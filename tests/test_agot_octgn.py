"""Real OCTGN decks (shared/sample-decklists/agot-octgn): their GUIDs map to cards through
the pool, and the verdicts are the expected ones. Only the GUID mapping is done here;
the .o8d decklist parser is a separate component."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path

import pytest
from conftest import SAMPLES

from deckcheck.games.agot.factions import faction_code
from deckcheck.model import Deck
from deckcheck.validator import validate

FOLDER = SAMPLES / "agot-octgn"
KINGSMOOT = "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d"
# Core set only, so played between the Core set (2015-10-08) and the first list (FFG FAQ
# v1.1, 2016-10-10); no list version was in force then.
KINGSMOOT_DAY = date(2015, 12, 1)


def read_o8d(path: Path, pool) -> tuple[str | None, dict[str, int], list[str]]:
    """(faction code, card id -> count, GUIDs the pool does not know)."""
    root = ET.parse(path).getroot()
    faction = None
    cards: dict[str, int] = {}
    unknown: list[str] = []
    for section in root.iter("section"):
        for entry in section.iter("card"):
            if section.get("name") == "Faction":           # faction cards are not in the data
                faction = faction_code(entry.text)
                continue
            card = pool.card(entry.get("id"))
            if card is None:
                unknown.append(entry.get("id"))
                continue
            cards[card.id] = cards.get(card.id, 0) + int(entry.get("qty"))
    return faction, cards, unknown


def test_every_guid_maps_to_a_card(agot_pool):
    files = sorted(FOLDER.glob("*.o8d"))
    assert len(files) == 5
    for path in files:
        faction, cards, unknown = read_o8d(path, agot_pool)
        assert unknown == [] and faction is not None, path.name
    # "Steward of the Rock" (pre-release name in the file) is 01094 Lannisport Merchant by GUID
    _, cards, _ = read_o8d(FOLDER / "OOTB-Secrets-and-Schemes-Lannister-Tyrell.o8d", agot_pool)
    assert cards["01094"] == 1


def test_kingsmoot_deck_is_legal(agot_pool):
    faction, cards, _ = read_o8d(FOLDER / KINGSMOOT, agot_pool)
    assert faction == "baratheon" and cards["01027"] == 1          # Fealty
    verdict = validate(Deck(game="agot", faction=faction, cards=cards, as_of=KINGSMOOT_DAY), agot_pool)
    assert verdict.valid, verdict.violations
    assert verdict.lists == ()
    assert dict(verdict.counts) == {"agenda": 1, "plot": 7, "draw": 60}
    # it is still legal under every joust and melee list version, including today's
    for fmt in ("joust", "melee"):
        for lv in agot_pool.list_versions(fmt):
            deck = Deck(game="agot", faction=faction, cards=cards, as_of=date(2026, 8, 1),
                        format=fmt, list_id=lv.id)
            assert validate(deck, agot_pool).valid, (fmt, lv.id)


@pytest.mark.parametrize("name,faction,draw,loyal,other", [
    ("OOTB-At-the-Wall-NW-Baratheon.o8d", "thenightswatch", 46, 6, 13),
    ("OOTB-From-East-to-West-Targ-Martell.o8d", "targaryen", 43, 6, 13),
    ("OOTB-Secrets-and-Schemes-Lannister-Tyrell.o8d", "lannister", 46, 5, 14),
    ("OOTB-The-Old-Ways-Stark-Greyjoy.o8d", "stark", 45, 5, 14)])
def test_out_of_the_box_decks_fail(agot_pool, name, faction, draw, loyal, other):
    found, cards, _ = read_o8d(FOLDER / name, agot_pool)
    assert found == faction
    verdict = validate(Deck(game="agot", faction=found, cards=cards, as_of=date(2016, 1, 1)), agot_pool)
    assert [v.code for v in verdict.violations] == [
        "AGOT_DRAW_DECK_SIZE", "AGOT_LOYAL_OUT_OF_FACTION", "AGOT_FACTION_CARDS"]
    size, loyal_v, other_v = verdict.violations
    assert (size.expected, size.actual) == (60, draw)
    assert loyal_v.actual == loyal and other_v.actual == other
    assert all(agot_pool.cards[i].faction != faction for i in loyal_v.cards + other_v.cards)
    assert dict(verdict.counts) == {"agenda": 0, "plot": 7, "draw": draw}


def test_out_of_the_box_deck_under_todays_list(agot_pool):
    """Under Standard v2.1 the Core printing of Doran's Game is replaced by its redesign."""
    found, cards, _ = read_o8d(FOLDER / "OOTB-From-East-to-West-Targ-Martell.o8d", agot_pool)
    verdict = validate(Deck(game="agot", faction=found, cards=cards, as_of=date(2026, 8, 1)), agot_pool)
    codes = [v.code for v in verdict.violations]
    assert codes == ["AGOT_DRAW_DECK_SIZE", "AGOT_LOYAL_OUT_OF_FACTION", "AGOT_FACTION_CARDS",
                     "AGOT_CARD_SET"]
    assert verdict.violations[-1].cards == ("01119",)
