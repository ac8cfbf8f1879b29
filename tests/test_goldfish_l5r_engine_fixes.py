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
