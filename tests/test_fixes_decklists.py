"""Fix suggestions for the real decklists of tests/data/decklists (ThronesDB, FiveRingsDB,
EmeraldDB, OCTGN, forum exports of all three games), on their own date and on dates where
lists or releases make them illegal: whatever is suggested holds up (fixes_support)."""
from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from fixes_support import assert_sound

from deckcheck.decklists.detect import read_decklist
from deckcheck.games import game_ids

DECKLISTS = Path(__file__).parent / "data" / "decklists"
FILES = sorted(p for p in DECKLISTS.glob("*/*") if not p.name.endswith(".yaml"))
#: a date early in each game's life (many cards unreleased) and one after its lists changed
DATES = {"agot": (date(2016, 6, 1), date(2026, 8, 1)), "l5r": (date(2018, 1, 1), date(2021, 3, 1)),
         "whi": (date(2010, 1, 1), date(2014, 1, 1))}


@pytest.fixture(scope="module")
def pools(l5r_pool, agot_pool, whi_pool):
    return {"l5r": l5r_pool, "agot": agot_pool, "whi": whi_pool}


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_suggestions_for_a_real_decklist_hold_up(pools, path):
    game = path.parent.name
    result = read_decklist(path.read_text(encoding="utf-8"), game=game, pools={game: pools[game]})
    deck = result.deck
    for day in DATES[game]:
        assert_sound(pools[game], replace(deck, as_of=day))


def test_the_decklists_are_there():
    assert len(FILES) >= 30 and {p.parent.name for p in FILES} == set(game_ids())
