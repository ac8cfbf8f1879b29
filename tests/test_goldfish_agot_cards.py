"""AGoT card text the goldfish engine reads (real cards), and the keywords and effects at work."""
from __future__ import annotations

import pytest
from test_goldfish_support import snapshot_pool

from deckcheck.goldfish.actions import Action as A
from deckcheck.games.agot.engine import ENGINE, play_rules, table_for
from deckcheck.games.agot.engine.cardtext import recognize
from deckcheck.games.agot.engine.effects import (
    CHARACTER, INSIGHT, LIMITED, NO_ATTACHMENTS, RENOWN, AttachedBonus,
    AttachTarget, DrawCards, EachCostReduction, FirstCostReduction, Modifier, NextCostReduction)
from deckcheck.games.agot.engine.report import coverage
from deckcheck.games.agot.engine.state import PLAY


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def rec(pool, code):
    c = pool.card(code)
    return recognize(c.id, c.name, c.type, c.text)


def test_economy_and_draw_effects_are_recognized(pool):
    lf = rec(pool, "01028")                       # Littlefinger
    assert lf.modeled and DrawCards("marshal", 2) in lf.effects and Modifier("income", 1) in lf.effects
    kingsroad = rec(pool, "01039")
    assert kingsroad.modeled and kingsroad.keywords & LIMITED
    nxt = [e for e in kingsroad.effects if isinstance(e, NextCostReduction)][0]
    assert (nxt.amount, nxt.pay, nxt.filter.kinds) == (3, "kneel_sacrifice", frozenset({CHARACTER}))
    assert Modifier("initiative", 1) in kingsroad.effects
    hall = [e for e in rec(pool, "06038").effects if isinstance(e, NextCostReduction)][0]
    assert (hall.amount, hall.big_cost, hall.big_amount, hall.filter.unique) == (1, 6, 2, True)
    fealty = rec(pool, "01027")                   # construction line is not an ability
    assert fealty.modeled and fealty.effects[0].pay == "faction" and fealty.effects[0].filter.loyal
    assert rec(pool, "01010").effects == [DrawCards("reveal", 3)]       # Counting Coppers
    noble = rec(pool, "01004").effects[0]                              # A Noble Cause
    assert isinstance(noble, FirstCostReduction) and noble.filter.traits == {"lord", "lady"}
    selyse = rec(pool, "14008").effects[0]
    assert isinstance(selyse, EachCostReduction) and selyse.filter.traits == {"r'hllor"}
    hollow = rec(pool, "13039")                   # Knights of the Hollow Hill (agenda)
    assert [e.amount for e in hollow.effects] == [3, 2, 1] and not hollow.modeled
    harlaw = rec(pool, "19003")
    assert not harlaw.modeled and Modifier("reserve", 1) in harlaw.effects


def test_keywords_and_attachment_rules_are_recognized(pool):
    assert rec(pool, "01127").keywords & INSIGHT                         # Samwell Tarly
    assert rec(pool, "08063").ambush == 3                                # Hightower Spy
    assert rec(pool, "08074").bestow == 4                                # Yunkai
    assert rec(pool, "13066").shadow == 1                                # Blackbird
    nightflyer = rec(pool, "13032")
    assert nightflyer.shadow == 0 and "shadow (X)" in nightflyer.unmodeled
    party = rec(pool, "01132")                                           # Ranging Party
    assert party.keywords & NO_ATTACHMENTS and party.attach_except == {"weapon"}
    longclaw = rec(pool, "01135")
    assert AttachedBonus(1, 0, RENOWN) in longclaw.effects
    target = [e for e in longclaw.effects if isinstance(e, AttachTarget)][0]
    assert target.alternatives[0].factions == {"thenightswatch"}
    assert rec(pool, "01035").keywords and not rec(pool, "01035").modeled   # Milk of the Poppy


def test_attachment_targets_in_the_table(pool):
    t = table_for(pool, {"01135": 1, "01132": 1, "01127": 1, "01058": 1, "14008": 1, "01025": 1},
                  "thenightswatch")
    longclaw, lightbringer = t.names.index("Longclaw"), t.names.index("Lightbringer")
    party, sam, selyse = (t.names.index(n) for n in ("Ranging Party", "Samwell Tarly", "Selyse Baratheon"))
    # Longclaw: [thenightswatch] only, and a Weapon, so Ranging Party ("No attachments
    # except Weapon") takes it; Lightbringer is a Weapon too, but [baratheon] only
    assert t.attach_targets[longclaw] == {sam, party}
    assert t.attach_targets[lightbringer] == {selyse}
    t2 = table_for(pool, {"01035": 1, "01132": 1, "01127": 1, "01025": 1}, "thenightswatch")
    milk = t2.names.index("Milk of the Poppy")               # a Condition: not on Ranging Party
    assert t2.attach_targets[milk] == {t2.names.index("Samwell Tarly")}


def _state_with(pool, cards, faction, in_play=(), hand=()):
    table = table_for(pool, cards, faction)
    s = ENGINE.new_state(table, 1)
    for name in in_play:
        c = next(i for i in table.draw_cards if table.names[i] == name and s.zone[i] != PLAY)
        s.draw.remove(c)
        play_rules.put_into_play(s, c)
    for name in hand:
        c = next(i for i in table.draw_cards if table.names[i] == name and s.zone[i] == 0)
        s.draw.remove(c)
        play_rules.move_to(s, c, 1)
    return table, s


def test_each_reduction_and_minimum_zero(pool):
    cards = {"14008": 1, "01058": 1, "01025": 1, "01053": 10}
    table, s = _state_with(pool, cards, "baratheon", hand=["Lightbringer"])
    lb = table.names.index("Lightbringer")
    assert play_rules.marshal_cost(s, lb) == 2
    table, s = _state_with(pool, cards, "baratheon", in_play=["Selyse Baratheon"], hand=["Lightbringer"])
    assert play_rules.marshal_cost(s, lb) == 0               # 2 - 3, never below 0


def test_ambush_bestow_and_shadows(pool):
    cards = {"08063": 1, "08074": 1, "13066": 1, "01053": 10, "01025": 1}   # + Winds of Winter
    table, s = _state_with(pool, cards, "tyrell", hand=["Yunkai", "Blackbird", "Hightower Spy"])
    spy, yunkai, blackbird = (table.names.index(n) for n in ("Hightower Spy", "Yunkai", "Blackbird"))
    s.plot = table.plots[0]
    s.gold = 3
    s.round = 1
    acts = __import__("deckcheck.games.agot.engine.marshaling", fromlist=["x"]).marshal_actions(s)
    assert A("marshal", yunkai) in acts and A("marshal", yunkai, -1, 2) in acts   # bestow 1..2
    assert A("marshal", yunkai, -1, 3) not in acts
    assert A("shadow", blackbird) in acts
    from deckcheck.games.agot.engine import challenges, marshaling
    marshaling.resolve_marshal(s, A("shadow", blackbird))
    assert s.gold == 1 and blackbird in s.shadows
    assert A("unshadow", blackbird) not in marshaling.marshal_actions(s)      # same round
    s.round = 2
    assert A("unshadow", blackbird) in marshaling.marshal_actions(s)
    marshaling.resolve_marshal(s, A("unshadow", blackbird))
    assert s.gold == 0 and blackbird in s.locations
    s.gold = 3
    assert A("ambush", spy) in challenges.challenge_actions(s)
    challenges.resolve_challenge_choice(s, A("ambush", spy))
    assert spy in s.characters and s.gold == 0 and not s.limited_used


def test_coverage_counts_cards_with_unmodeled_abilities(pool):
    t = table_for(pool, {"01028": 3, "08063": 2, "01025": 1}, "lannister")
    cov = coverage(t)
    # Littlefinger is fully modeled, The Winds of Winter has no text; Hightower Spy's
    # reaction is not modeled (its record names the part: +X STR from the revealed card)
    assert cov["cards_not_modeled"] == 2
    assert cov["note"].startswith("2 cards in this deck have abilities the engine does not model")
    assert [e["name"] for e in cov["cards"]] == ["Hightower Spy"]
    assert cov["cards"][0]["not_modeled"][0].startswith("+X STR for the phase")


def test_terminal_attachments_are_discarded_with_their_host(pool):
    cards = {"01035": 1, "01135": 1, "01132": 1, "01025": 1, "01053": 10}
    table, s = _state_with(pool, cards, "thenightswatch", in_play=["Ranging Party"],
                           hand=["Milk of the Poppy", "Longclaw"])
    party, milk, claw = (table.names.index(n) for n in ("Ranging Party", "Milk of the Poppy", "Longclaw"))
    for a in (milk, claw):
        s.hand.remove(a)
        play_rules.put_into_play(s, a, party)
    s.card_power[party] = 2
    play_rules.leave_play(s, party, 4)                       # killed: to the dead pile
    assert s.dead == [party] and milk in s.discard and claw in s.hand
    assert s.card_power == {} and s.attachments == [] and s.parent == {}
