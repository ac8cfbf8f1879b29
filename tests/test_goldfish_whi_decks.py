"""The greedy WHI pilot plays the project's real WHI test decks (tests/data/decklists/whi)
without errors: 200 games each, every game ends with one of the engine's reasons."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from deckcheck.decklists.plaintext import read_plain_text
from deckcheck.games.whi.engine import ENGINE, GreedyPilot, record, table_for
from deckcheck.goldfish.runner import play_game

DATA = Path(__file__).parent / "data" / "decklists" / "whi"
DECKS = sorted(p.name for p in DATA.glob("*.txt"))


@pytest.mark.parametrize("name", DECKS)
def test_the_pilot_plays_200_games_of_a_real_deck(whi_pool, name):
    deck = read_plain_text((DATA / name).read_text(), whi_pool, date(2013, 1, 1)).deck
    table = table_for(whi_pool, deck.cards, deck.faction or deck.capital)
    pilot = GreedyPilot()
    reasons = set()
    for seed in range(200):
        state = play_game(ENGINE, table, pilot, seed, 20)
        rec = record(state)
        reasons.add(rec[1])
        assert rec[5] and rec[5][-1][0] == rec[2]          # a row for every turn played
    assert reasons <= {"zones_burned", "decked", "timeout"}


def test_there_are_real_decks_to_play():
    assert len(DECKS) >= 5


def test_every_event_of_a_verbose_game_reads_as_a_sentence(whi_pool):
    from deckcheck.games.whi.engine import actions_json, describe, sentence
    from deckcheck.goldfish.runner import answer

    kinds = set()
    for name in DECKS[:3]:
        deck = read_plain_text((DATA / name).read_text(), whi_pool, date(2013, 1, 1)).deck
        table = table_for(whi_pool, deck.cards, deck.faction)
        state = ENGINE.start(table, 11, 20, verbose=True)
        pilot = GreedyPilot()
        while not state.outcome:
            actions = ENGINE.legal_actions(state)
            assert all(a["label"] != a["kind"] for a in actions_json(state, actions))
            ENGINE.apply(state, answer(ENGINE, pilot, state, actions))
        for event in state.events:
            kinds.add(event[1])
            text = sentence(state, event)
            assert text.endswith(".") and not text.startswith(event[1] + " ")
        assert describe(state)["outcome"] == state.outcome
    assert {"turn", "play", "enters", "attack", "damage", "burned", "develop"} <= kinds
