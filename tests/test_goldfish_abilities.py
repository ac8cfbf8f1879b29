"""The ability layer on AGoT: the defects the goldfish issue names, pinned with real cards."""
from __future__ import annotations

import pytest
from agot_scenario import act, fire, legal, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import rules
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_a_feast_for_crows_gains_two_power_after_dominance(pool):
    s = scenario(pool, play=["01053"], plot="01002", step="dominance.count")
    # dominance won (+1), then the reaction is offered; the player takes it (+2)
    assert s.state.pending == "respond"
    assert A("trigger", s.card("01002"), -1, 0) in legal(s)
    before = rules.total_power(s.state)
    act(s, A("trigger", s.card("01002"), -1, 0))
    assert rules.total_power(s.state) == before + 2


def test_milk_of_the_poppy_blanks_robert_renown(pool):
    # Robert Baratheon (01048) has Renown; with Milk of the Poppy attached he has none
    s = scenario(pool, play=["01048"], attach={"01035": "01048"})
    robert = s.card("01048")
    assert not rules.keywords(s.state, robert) & 1
    plain = scenario(pool, play=["01048"])
    assert rules.keywords(plain.state, plain.card("01048")) & 1


def test_stannis_caps_standing_at_two(pool):
    s = scenario(pool, play=["01052", "01053", "01113", "01150"], knelt=["01052", "01053", "01113", "01150"],
                 step="standing.stand")
    standing = [c for c in s.state.characters if c not in s.state.knelt]
    assert len(standing) == 2
    assert s.card("01052") in standing            # the strongest stand


def test_fire_without_listeners_is_free(pool):
    s = scenario(pool, play=["01053"])
    fire(s, "dominance_won")
    assert s.state.pending == "marshal" and not s.state.window
