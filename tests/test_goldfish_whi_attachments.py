"""WHI attachments (engine/attachments.py), moves and leaving play, the end of combat and the
forced choices, on real cards."""
from __future__ import annotations

from whi_scenario import act, legal, scenario

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import events
from deckcheck.games.whi.engine.attachments import host_rule, legal_hosts
from deckcheck.games.whi.engine.game import FLOW
from deckcheck.games.whi.engine.hooks import HOOKS, LEAVES_PLAY, MOVED, usefulness
from deckcheck.games.whi.engine.pilot import GreedyPilot
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.records.dsl import THIS, choose, forced, modify, move, units
from deckcheck.games.whi.engine.state import BATTLEFIELD, DISCARD, IN_ZONE, KINGDOM, QUEST
from deckcheck.goldfish.abilities.base import Context, Event
from deckcheck.goldfish.actions import Action

CHOPPA, CLOUD, KNIGHT_TRAINING = "01069", "01093", "01038"
ORCS, MARAUDERS, MILITIA, FREE_CO = "01060", "01082", "01026", "01035"


# -- which hosts ------------------------------------------------------------------------------
def test_host_rules_are_read_from_the_text(whi_pool):
    assert host_rule(whi_pool.card(CHOPPA)).zone == BATTLEFIELD      # "a target in your battlefield"
    assert host_rule(whi_pool.card(CLOUD)).zone == -1                # "a target unit you control"
    too_ard = host_rule(whi_pool.card("04071"))                      # "target [Orc] unit in your battlefield"
    assert (too_ard.race, too_ard.zone) == ("orc", BATTLEFIELD)
    assert host_rule(whi_pool.card("02100")).trait == "Skaven"       # Fellblade
    for code in ("09101", "04077", "07026"):     # a Hero or legend; a support; a unit or development
        assert not host_rule(whi_pool.card(code)).understood, code
    assert host_rule(whi_pool.card("01070")) is None                 # Totem of Gork: no attachment


def test_an_attachment_is_offered_only_onto_its_legal_hosts(whi_pool):
    s = scenario(whi_pool, hand=["04071"], kingdom=[ORCS], battlefield=[ORCS, MILITIA],
                 resources=9, race="orc")
    too_ard = s.card("04071")
    orcs_here = s.cards(ORCS)[1]
    plays = [a for a in legal(s) if a.card == too_ard and a.kind == "play"]
    assert plays == [Action("play", too_ard, orcs_here, 0, "attach")]


def test_an_attachment_whose_host_rule_is_not_understood_cannot_be_played(whi_pool):
    s = scenario(whi_pool, hand=["04077"], kingdom=[MILITIA], resources=9, race="orc")
    hex_ = s.card("04077")
    assert not legal_hosts(s.state, hex_)
    assert not [a for a in legal(s) if a.card == hex_ and a.kind == "play"]
    assert GreedyPilot()._dead(s.state, hex_)                       # the pilot develops it


def test_the_pilot_attaches_to_the_strongest_unit_in_the_battlefield(whi_pool):
    s = scenario(whi_pool, hand=[CLOUD], kingdom=["01061"], battlefield=[MILITIA, ORCS],
                 resources=9, race="chaos")
    (plan,) = GreedyPilot().plan_actions(s.state)
    assert plan == Action("play", s.card(CLOUD), s.card(ORCS), 0, "attach")
    act(s, plan)
    assert s.attached == {s.card(CLOUD): s.card(ORCS)}
    assert cap.zone_of(s.state, s.card(CLOUD)) == BATTLEFIELD


# -- with the host ------------------------------------------------------------------------------
def test_an_attachment_moves_with_its_host_and_leaves_play_with_it(whi_pool, monkeypatch):
    s = scenario(whi_pool, battlefield=[CHOPPA, ORCS, "01010"], quest=["01116"],
                 attached={CHOPPA: ORCS}, race="orc")      # Ranger, Excavation: they listen
    choppa, orcs = s.card(CHOPPA), s.card(ORCS)
    assert HOOKS.host(s.state, choppa) == orcs
    seen = []
    real = events.runtime.fire
    monkeypatch.setattr(events.runtime, "fire",
                        lambda st, hooks, e: (seen.append(e), real(st, hooks, e)))
    HOOKS.effects["game"](s.state, None, move(THIS, "kingdom"), [orcs])
    assert cap.zone_of(s.state, orcs) == cap.zone_of(s.state, choppa) == KINGDOM
    assert s.attached == {choppa: orcs}                  # still attached [004]
    assert Event(MOVED, orcs, "kingdom", 0 + BATTLEFIELD) in seen
    cap.leave_play(s.state, orcs, "destroyed")
    assert s.state.where[choppa] == DISCARD and not s.attached
    left = [e for e in seen if e.kind == LEAVES_PLAY]
    assert [(e.card, e.option, e.amount) for e in left] == [(choppa, "discarded", KINGDOM),
                                                           (orcs, "destroyed", KINGDOM)]


def test_a_put_into_play_attachment_goes_onto_a_host_or_stays(whi_pool):
    s = scenario(whi_pool, hand=[KNIGHT_TRAINING], battlefield=[FREE_CO])
    training = s.card(KNIGHT_TRAINING)
    HOOKS.effects["put_into_play"](s.state, Context(training, 0), RECORDS["01038"].abilities[0]
                                   .effects[0], [training])
    assert s.attached == {training: s.card(FREE_CO)}
    bare = scenario(whi_pool, hand=[KNIGHT_TRAINING], kingdom=[FREE_CO])
    training = bare.card(KNIGHT_TRAINING)
    HOOKS.effects["put_into_play"](bare.state, Context(training, 0), RECORDS["01038"]
                                   .abilities[0].effects[0], [training])
    assert bare.state.where[training] != IN_ZONE        # no unit in the battlefield: no host


# -- leaving play and moving: the zone ----------------------------------------------------------
def test_the_zone_conditions_read_the_zone_left_and_entered(whi_pool):
    s = scenario(whi_pool, quest=["01010"], battlefield=[MILITIA], race="dwarf")
    ranger, militia = s.card("01010"), s.card(MILITIA)
    cond = HOOKS.conditions
    left = Context(ranger, 0, Event(LEAVES_PLAY, militia, "destroyed", BATTLEFIELD))
    assert cond["event_from"](s.state, left, "battlefield")
    assert not cond["event_from"](s.state, left, "same")            # the ranger is in the quest zone
    moved = Context(ranger, 0, Event(MOVED, militia, "quest", BATTLEFIELD))
    HOOKS.effects["game"](s.state, None, move(THIS, "quest"), [militia])
    assert cond["event_into"](s.state, moved, "same") and cond["event_from"](s.state, moved,
                                                                             "battlefield")
    assert cap.zone_of(s.state, militia) == QUEST


# -- the end of combat --------------------------------------------------------------------------
def test_units_stop_attacking_when_the_battlefield_phase_ends(whi_pool):
    s = scenario(whi_pool, battlefield=["01068", ORCS, MARAUDERS], resources=2,
                 step="battlefield.begin", race="orc")
    while s.pending != "attackers":
        act(s, next(a for a in legal(s) if a.kind in ("attack", "pass")))
    orcs = s.card(ORCS)
    act(s, Action("declare", cards=(orcs,)))
    assert sum(s.opp_damage) == cap.power(s.state, orcs)
    while s.pending == "action" and s.state.step != FLOW.at("end.window"):
        act(s, Action("pass"))
    assert s.state.step == FLOW.at("end.window")        # Rock Lobber's window after combat
    assert s.attackers == () and s.attack_zone == -1
    assert not any(HOOKS.matches(s.state, Context(orcs, 0), choose(units(), state="attacking"),
                                 c) for c in (orcs,))


# -- forced choices -----------------------------------------------------------------------------
def test_a_forced_choice_takes_the_least_useful_card_when_it_hurts_and_the_best_when_it_helps(
        whi_pool):
    s = scenario(whi_pool, battlefield=[ORCS, MILITIA, MARAUDERS], race="orc")
    orcs, militia, marauders = s.card(ORCS), s.card(MILITIA), s.card(MARAUDERS)
    night_goblins = RECORDS["01064"].abilities[0]                    # destroys the chosen card
    helps = forced("enters_play", modify(choose(units()), 1))
    ctx = Context(orcs, 0)
    choices = [orcs, marauders, militia]
    weakest = min(choices, key=lambda c: usefulness(s.state, c))
    strongest = max(choices, key=lambda c: usefulness(s.state, c)[:3])
    assert HOOKS.pick(s.state, ctx, night_goblins, choices) == weakest == militia
    assert HOOKS.pick(s.state, ctx, helps, choices) == strongest
    s.state.attackers = (militia,)                                   # attacking: most useful
    assert HOOKS.pick(s.state, ctx, night_goblins, choices) != militia
