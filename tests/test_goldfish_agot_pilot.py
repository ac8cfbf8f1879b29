"""The AGoT pilot plays toward 15 power: against the passive opponent each challenge type it
can make is 1 power a round (won unopposed), so a character that brings a challenge icon no
character in play has is marshaled before a better card per gold that brings none."""
from __future__ import annotations

from agot_scenario import legal, scenario

from deckcheck.games.agot.engine import GreedyPilot

BRAIDED_WARRIOR = "01168"      # 2 gold, STR 3, military only
HANDMAIDEN = "01169"           # 2 gold, STR 1, intrigue and power


def test_a_character_with_a_missing_icon_is_marshaled_first(agot_pool):
    s = scenario(agot_pool, play=[BRAIDED_WARRIOR], hand=[BRAIDED_WARRIOR, HANDMAIDEN], gold=4,
                 faction="targaryen")
    choice = GreedyPilot().choose(s.state, legal(s))       # not the Warrior, better per gold
    assert (choice.kind, choice.card) == ("marshal", s.card(HANDMAIDEN))


def test_with_every_icon_in_play_value_per_gold_decides(agot_pool):
    """The same hand with both in play: the Warrior (value 4 for 2 gold) before the
    Handmaiden (3 for 2 gold)."""
    s = scenario(agot_pool, play=[BRAIDED_WARRIOR, HANDMAIDEN], hand=[BRAIDED_WARRIOR, HANDMAIDEN],
                 gold=4, faction="targaryen")
    choice = GreedyPilot().choose(s.state, legal(s))
    assert (choice.kind, choice.card) == ("marshal", s.cards(BRAIDED_WARRIOR)[1])
