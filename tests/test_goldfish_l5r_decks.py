"""The greedy pilot plays GAMES games of every real L5R test deck (tests/data/decklists/l5r)
without errors; a deck the engine cannot play (no stronghold) is refused with its reason.
(Long runs of many games are the bench's and the runner tests' business; here every deck is
played enough to meet its cards.)"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from deckcheck.decklists.detect import read_decklist
from deckcheck.games.l5r.engine import ENGINE, GreedyPilot, table_for
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.runner import play_game
from deckcheck.goldfish.state import OUTCOMES

DECKS = Path(__file__).parent / "data" / "decklists" / "l5r"
FILES = sorted(p.name for p in DECKS.iterdir() if not p.name.endswith(".yaml"))
REFUSED = {"octgn-sample.o8d": "L5R_NO_STRONGHOLD"}      # a sample without a stronghold
GAMES = 25
REASONS = {"stronghold_broken", "honor_25", "opponent_dishonored", "honor_zero",
           "opponent_honor_25", "timeout"}


@pytest.mark.parametrize("name", FILES)
def test_the_pilot_plays_every_deck(l5r_pool, name):
    deck = read_decklist((DECKS / name).read_text(encoding="utf-8"), "l5r", {"l5r": l5r_pool}).deck
    if name in REFUSED:
        with pytest.raises(ActionError) as err:
            table_for(l5r_pool, dict(deck.cards))
        assert err.value.code == REFUSED[name]
        return
    table = table_for(l5r_pool, dict(deck.cards))
    pilot = GreedyPilot()
    reasons = Counter()
    for seed in range(GAMES):
        s = play_game(ENGINE, table, pilot, seed)
        assert s.outcome in OUTCOMES and s.reason in REASONS
        assert 1 <= s.ended_round <= s.max_rounds
        reasons[s.reason] += 1
    assert reasons["stronghold_broken"] > GAMES // 2    # a passive opponent falls quickly
