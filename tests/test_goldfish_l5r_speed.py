"""The shortcuts that make L5R games fast play the very same games: a decision's ``only``
test (the conflict window with nothing to do, the dynasty phase with nothing to buy) answers
exactly what listing the legal actions would, and the pilot's planned answers equal its
answers to the listed actions."""
from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from deckcheck.games.l5r.engine import ENGINE, GreedyPilot, record
from deckcheck.goldfish.runner import answer, play_game
from test_goldfish_l5r_game import deck_table

DECKS = ("core-suggested-crane.json", "core-suggested-lion.json",
         "emeralddb-dragon-attachments.json", "emeralddb-precon15-crab-defense.json")


def listing_engine():
    """ENGINE without its ``only`` tests: every decision is listed."""
    slow = copy.copy(ENGINE)
    slow.decisions = {k: replace(d, only=None) for k, d in ENGINE.decisions.items()}
    return slow


@pytest.mark.parametrize("name", DECKS)
def test_only_agrees_with_the_listed_actions_and_games_stay_the_same(l5r_pool, name):
    table = deck_table(l5r_pool, name)
    pilot, slow = GreedyPilot(), listing_engine()
    answered = 0
    for seed in range(4):
        state = slow.start(table, seed)
        while not state.outcome:                   # the runner's loop, checking every decision
            legal = ENGINE.legal_actions(state)
            only = ENGINE.only_action(state)
            trivial = ENGINE.trivial(state, legal)
            if state.pending in ("conflict_action", "dynasty"):
                assert (only is not None) == trivial         # known exactly when trivial
            if only is not None:
                assert legal == [only]
                answered += 1
            if trivial:
                ENGINE.step(state, legal[0], log=False)
            else:
                ENGINE.step(state, answer(ENGINE, pilot, state, legal))
        fast = play_game(ENGINE, table, pilot, seed)
        listed = play_game(slow, table, pilot, seed, fast=False)
        assert fast.log == listed.log == state.log and record(fast) == record(listed) == record(state)
    assert answered
