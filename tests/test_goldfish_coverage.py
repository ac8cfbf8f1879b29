"""Honest coverage on real decks: every card of the Core Set is modeled or tagged inert,
and in every real deck of the project at least 80 % of the card copies are."""
from __future__ import annotations

from pathlib import Path

import pytest
from test_goldfish_support import AGOT_PACKS, OCTGN, octgn_deck, snapshot_pool

from deckcheck.decklists.detect import read_decklist
from deckcheck.games.agot.engine import table_for
from deckcheck.games.agot.engine.records import RECORDS

REAL = Path(__file__).parent / "data" / "decklists" / "agot"
DECKS = sorted(p for p in REAL.iterdir() if p.suffix in (".txt", ".o8d")) + sorted(OCTGN.glob("*.o8d"))


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def _cards(path: Path, pool) -> tuple[str | None, dict[str, int]]:
    if path.suffix == ".o8d" and path.parent == OCTGN:
        return octgn_deck(path, pool)
    result = read_decklist(path.read_text(encoding="utf-8"), "agot", {"agot": pool})
    if not result.deck.cards:         # the first edition file: nothing read, never played
        pytest.skip(f"{path.name}: no card read ({len(result.problems)} problems)")
    return result.deck.faction, dict(result.deck.cards)


def share(table) -> float:
    return sum(1 for s in table.status if s != "missing") / table.size


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_real_deck_is_at_least_80_percent_modeled_or_inert(path, pool):
    faction, cards = _cards(path, pool)
    if not cards:                       # a first-edition file: no 2nd edition card is read
        pytest.skip("no AGoT 2nd edition card read (its sidecar expects an invalid deck)")
    table = table_for(pool, cards, faction)
    missing = sorted({f"{table.ids[i]} {table.names[i]}" for i in range(table.size)
                      if table.status[i] == "missing"})
    assert share(table) >= 0.8, missing


def test_every_core_set_card_is_modeled_or_inert(pool):
    core = [c for c in pool.cards.values()
            if c.id.startswith("01") and len(c.id) == 5 and c.type != "title"]   # titles: no deck cards
    assert len(core) == 205
    missing = []
    for card in core:
        table = table_for(pool, {card.id: 1, "01053": 40, "01009": 1}, None)
        i = table.ids.index(card.id)
        if table.status[i] == "missing":
            missing.append(f"{card.id} {card.name}")
    assert not missing, missing


def test_every_record_names_its_card_and_has_a_test(pool):
    tests = "".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_*.py"))
    for code, record in RECORDS.items():
        card = pool.card(code)
        assert card is not None and card.name == record.name, code
        assert f'"{code}"' in tests, f"{code} {record.name} has no test"


def test_snapshot_has_the_packs():
    assert any(AGOT_PACKS.glob("*.json"))
