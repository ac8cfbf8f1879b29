"""The ability layer on its own (no game): records, the event bus, the trigger window,
limits per round, lasting effects and constants, on a tiny hand-made table."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from deckcheck.goldfish.abilities import coverage, runtime
from deckcheck.goldfish.abilities.records import (
    BLANK, CHOOSE, EACH, MODIFY, UNTIL_PHASE, ActionAbility, CardRecord, Cond, Constant, Cost,
    Effect, Missing, Target, Triggered)
from deckcheck.goldfish.actions import Action

GAIN = Effect("gain_score", 1)


@dataclass
class Table:
    abilities: tuple
    index: runtime.AbilityIndex = None

    def __post_init__(self):
        self.index = runtime.AbilityIndex.build(self.abilities)


@dataclass
class State:
    table: Table
    game: str = "toy"
    zone: list = field(default_factory=list)           # "play" | "hand" | "gone"
    score: int = 0
    gold: int = 3
    knelt: set = field(default_factory=set)
    pending: str = "main"
    outcome: str = ""
    window: list = field(default_factory=list)
    window_resume: str = ""
    lasting: list = field(default_factory=list)
    used: dict = field(default_factory=dict)


class ToyHooks(runtime.Hooks):
    conditions = {**runtime.BASE_CONDITIONS, "rich": lambda s, ctx, v: s.gold >= v}

    def __init__(self):
        self.effects = {"gain_score": self._score, "kneel": self._kneel}
        self.costs = {"kneel_self": (lambda s, ctx, c: ctx.source not in s.knelt,
                                     lambda s, ctx, c: s.knelt.add(ctx.source))}

    @staticmethod
    def _score(s, ctx, eff, cards):
        s.score += eff.amount

    @staticmethod
    def _kneel(s, ctx, eff, cards):
        s.knelt.update(cards)

    def in_zone(self, s, card, zone):
        return s.zone[card] == zone

    def matches(self, s, ctx, target, card):
        return s.zone[card] == target.zone and (target.state != "standing" or card not in s.knelt)

    def zone_cards(self, s, zone):
        return [c for c, z in enumerate(s.zone) if z == zone]

    def resources(self, s):
        return s.gold

    def pay_resources(self, s, amount):
        s.gold -= amount

    def play_cost(self, s, card):
        return 1

    def after_play(self, s, card):
        s.zone[card] = "gone"


HOOKS = ToyHooks()


def make(*abilities, zones=None):
    table = Table(tuple(tuple(a) for a in abilities))
    return State(table, zone=list(zones or ["play"] * len(abilities)))


def test_forced_triggers_resolve_and_optional_ones_open_a_window():
    s = make([Triggered("won", (GAIN,), forced=True)], [Triggered("won", (Effect("gain_score", 2),))])
    runtime.fire(s, HOOKS, runtime.Event("won"))
    assert s.score == 1 and s.pending == runtime.RESPOND and s.window_resume == "main"
    assert runtime.window_actions(s, HOOKS) == [Action("trigger", 1, -1, 0), runtime.DECLINE]
    runtime.resolve_window(s, HOOKS, Action("trigger", 1, -1, 0))
    assert s.score == 3 and s.pending == "main" and not s.window


def test_decline_closes_the_window_and_events_without_listeners_cost_nothing():
    s = make([Triggered("won", (GAIN,))])
    runtime.fire(s, HOOKS, runtime.Event("lost"))
    assert s.pending == "main"
    runtime.fire(s, HOOKS, runtime.Event("won"))
    runtime.resolve_window(s, HOOKS, runtime.DECLINE)
    assert s.score == 0 and s.pending == "main"


def test_limits_per_round_costs_and_conditions():
    ab = ActionAbility((GAIN,), costs=(Cost("kneel_self"),), when=(Cond("rich", 2),), limit=1)
    s = make([ab])
    assert runtime.action_choices(s, HOOKS, "any") == [Action("ability", 0, -1, 0)]
    runtime.use_action(s, HOOKS, Action("ability", 0, -1, 0))
    assert s.score == 1 and 0 in s.knelt
    s.knelt.clear()
    assert runtime.action_choices(s, HOOKS, "any") == []          # limit 1 per round
    runtime.new_round(s)
    assert runtime.action_choices(s, HOOKS, "any")
    s.gold = 1
    assert runtime.action_choices(s, HOOKS, "any") == []          # the condition fails


def test_limits_per_phase_start_again_when_the_phase_ends():
    twice = ActionAbility((GAIN,), limit=2, limit_per="phase")
    s = make([twice], [Triggered("won", (GAIN,), forced=True, limit=1, limit_per="phase")])
    for _ in range(2):
        runtime.use_action(s, HOOKS, runtime.action_choices(s, HOOKS, "any")[0])
    assert s.score == 2 and runtime.action_choices(s, HOOKS, "any") == []   # twice per phase
    runtime.fire(s, HOOKS, runtime.Event("won"))
    runtime.fire(s, HOOKS, runtime.Event("won"))
    assert s.score == 3 and runtime.uses(s, 1, 0, "phase") == 1              # once per phase
    runtime.end_phase(s, HOOKS)
    assert runtime.action_choices(s, HOOKS, "any") and runtime.uses(s, 0, 0, "phase") == 0
    runtime.fire(s, HOOKS, runtime.Event("won"))
    assert s.score == 4
    s.used[7] = 1                                 # a use counted per round stays
    runtime.end_phase(s, HOOKS)
    assert s.used == {7: 1}
    with pytest.raises(ValueError):
        ActionAbility((GAIN,), limit_per="challenge")
    # a card that leaves play comes back as a new copy of its abilities: its uses are forgotten
    s.used = {runtime._key(0, 0): 1, runtime._key(0, 1, "phase"): 1, runtime._key(1, 0): 1, -5: 1}
    runtime.forget_uses(s, 0)
    assert s.used == {runtime._key(1, 0): 1, -5: 1}


def test_event_cards_are_played_from_hand_for_their_cost():
    s = make([ActionAbility((GAIN,), limit=0, zone="hand")], zones=["hand"])
    action = runtime.action_choices(s, HOOKS, "any")[0]
    runtime.use_action(s, HOOKS, action)
    assert s.score == 1 and s.gold == 2 and s.zone == ["gone"]


def test_choices_list_one_action_per_candidate_and_forced_ones_pick():
    kneel_one = Effect("kneel", 0, Target(CHOOSE, None, "play", "standing"))
    s = make([ActionAbility((kneel_one,))], [], [])
    assert [a.target for a in runtime.action_choices(s, HOOKS, "any")] == [0, 1, 2]
    s.knelt.update({0, 1, 2})
    assert runtime.action_choices(s, HOOKS, "any") == []          # nothing to choose: unusable


def test_lasting_effects_and_constants_add_up_and_expire():
    plus = Effect(MODIFY, 2, Target(EACH, None, "play"), "", "strength")
    s = make([Constant((plus,), when=(Cond("rich", 3),))], [])
    assert runtime.constant_total(s, HOOKS, MODIFY, 1, "strength") == 2
    s.gold = 0
    assert runtime.constant_total(s, HOOKS, MODIFY, 1, "strength") == 0
    boost = Effect(MODIFY, 3, Target(CHOOSE, None, "play"), UNTIL_PHASE, "strength")
    s2 = make([ActionAbility((boost,))], [])
    runtime.use_action(s2, HOOKS, Action("ability", 0, 1, 0))
    assert runtime.constant_total(s2, HOOKS, MODIFY, 1, "strength") == 3
    runtime.expire(s2, "round")
    assert runtime.constant_total(s2, HOOKS, MODIFY, 1, "strength") == 3
    runtime.expire(s2, UNTIL_PHASE)
    assert runtime.constant_total(s2, HOOKS, MODIFY, 1, "strength") == 0


def test_a_blank_card_loses_its_abilities():
    blank_other = Constant((Effect(BLANK, 0, Target(EACH, None, "play")),))
    s = make([Constant((Effect(MODIFY, 1, Target("self"), "", "strength"),))], [blank_other])
    assert runtime.blank(s, HOOKS, 0)
    assert runtime.constant_total(s, HOOKS, MODIFY, 0, "strength") == 0


def test_records_refuse_unknown_words():
    with pytest.raises(ValueError):
        Effect("teleport")
    with pytest.raises(ValueError):
        Effect("draw", 1, until="forever")
    with pytest.raises(ValueError):
        Missing("x", "maybe")


def test_coverage_split_and_lean():
    helps = CardRecord("2", "B", missing=(Missing("draws more", "helps"),))
    inert = CardRecord("3", "C", inert="targets an opponent's card only")
    split = coverage.split([("1", "A", "character", 3, None, True, ""),
                            ("2", "B", "event", 2, helps, False, "text"),
                            ("3", "C", "attachment", 1, inert, False, "text"),
                            ("4", "D", "location", 1, None, False, "Reaction: ...")])
    assert split["copies"] == {"modeled": 3, "inert": 1, "missing": 3}
    assert split["modeled_or_inert"] == round(4 / 7, 4)
    assert split["unreviewed"] == 1 and split["lean"] == "unknown"      # D: nobody reviewed it
    assert [e["status"] for e in split["cards"]][:2] == ["missing", "missing"]
    hurt = coverage.split([("5", "E", "plot", 1, CardRecord("5", "E", missing=(Missing("x", "hurts"),)), False, "")])
    assert hurt["lean"] == "high"


def test_triggers_are_indexed_by_the_event_option():
    only_a = Triggered("phase_begins", (GAIN,), when=(Cond("event_option", "a"),), forced=True)
    always = Triggered("phase_begins", (GAIN,), forced=True)
    s = make([only_a], [always])
    index = s.table.index
    assert index.triggers_for("phase_begins", "a") == ((0, 0), (1, 0))
    assert index.triggers_for("phase_begins", "b") == ((1, 0),)
    runtime.fire(s, HOOKS, runtime.Event("phase_begins", option="b"))
    assert s.score == 1
    runtime.fire(s, HOOKS, runtime.Event("phase_begins", option="a"))
    assert s.score == 3


class CheckingHooks(ToyHooks):
    """Kneeling applies to standing cards only; the count "chosen" is the chosen card + 1."""

    def can_apply(self, s, ctx, effect, cards):
        return effect.op != "kneel" or any(c not in s.knelt for c in cards)

    def count(self, s, ctx, name):
        return ctx.chosen + 1


def test_a_delayed_effect_is_checked_when_it_resolves():
    later = Effect("kneel", 0, Target("self"), UNTIL_PHASE)       # "kneel it at the end of the phase"
    s = make([Triggered("won", (later,), forced=True)])
    hooks = CheckingHooks()
    s.knelt.add(0)                                                # kneeling it now would change nothing
    runtime.fire(s, hooks, runtime.Event("won"))
    assert [e[:4] for e in s.lasting] == [(0, 0, 0, 0)]
    s.knelt.clear()
    runtime.end_phase(s, hooks)
    assert s.knelt == {0} and not s.lasting
    s.lasting.append((0, 0, 0, 0, UNTIL_PHASE))                   # already knelt when it resolves
    runtime.end_phase(s, hooks)
    assert s.knelt == {0}


def test_a_lasting_effect_counted_per_something_keeps_its_chosen_card():
    boost = Effect(MODIFY, 1, Target(CHOOSE, None, "play"), UNTIL_PHASE, "strength", per="chosen")
    s = make([ActionAbility((boost,))], [], [])
    hooks = CheckingHooks()
    runtime.use_action(s, hooks, Action("ability", 0, 2, 0))
    assert runtime.constant_total(s, hooks, MODIFY, 2, "strength") == 3      # chosen 2: 2 + 1


class AnyEffectHooks(CheckingHooks):
    any_effect = True


def test_with_any_effect_one_effect_that_changes_the_game_is_enough():
    kneel_one = Effect("kneel", 0, Target(CHOOSE, None, "play"))
    ab = ActionAbility((kneel_one, Effect("kneel", 0, Target("self"))))
    s = make([ab], [], [])
    s.knelt.update({0, 1})
    assert runtime.action_choices(s, CheckingHooks(), "any") == []           # every effect must
    assert [a.target for a in runtime.action_choices(s, AnyEffectHooks(), "any")] == [2]
    s.knelt = {1}
    assert [a.target for a in runtime.action_choices(s, AnyEffectHooks(), "any")] == [0, 1, 2]
    assert not runtime.Hooks.any_effect
