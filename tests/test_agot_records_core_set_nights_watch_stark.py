"""The Core Set Night's Watch and Stark records (01122-01159), one test per card code,
each on a position built with real cards from the snapshot."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, LADY_IN_WAITING, SANSA, TUMBLESTONE, abilities_of_card, assert_inert_at,
    assert_inert_record, assert_inert_where_played, challenge_unlogged, pilot_choice,
    step_unlogged,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import ENGINE, play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, RENOWN, STEALTH
from deckcheck.games.agot.engine.hooks import EFFECTS, HOOKS
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.games.agot.engine.records.dsl import THIS, kill
from deckcheck.games.agot.engine.state import DEAD, DECK, DISCARD, DUPLICATE, HAND, PLAY
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.runtime import Context
from deckcheck.goldfish.actions import Action as A


INERT = ("01123", "01128", "01129", "01136", "01138", "01139", "01140", "01142", "01143",
         "01144", "01145", "01158", "01159")


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def assert_inert(pool, code):
    rec = record(pool, code)
    assert rec.status == "inert"
    assert rec.inert and not rec.abilities and not rec.statics and not rec.missing


def kill_card(s, card):
    """Kill a card in play as the deck's own effects do (the bus hears it)."""
    HOOKS.effects["kill"](s.state, Context(-1, 0), kill(THIS), [card])


def step(s, action):
    """Resolve one action and run on to the next decision, without resolving the trivial
    ones (``act`` would, and could play on through the standing phase)."""
    ENGINE.step(s.state, action, log=False)


def respond(s, action):
    """Resolve a trigger of the open window, and stop there."""
    runtime.resolve_window(s.state, HOOKS, action)


def triggers(s):
    return [a for a in legal(s) if a.kind == "trigger"]


def abilities(s):
    return [a for a in legal(s) if a.kind == "ability"]


# -- The Night's Watch ---------------------------------------------------------------------------
def test_01122_benjen_stark(pool):
    rec = record(pool, "01122")
    assert rec.status == "modeled" and "stealth" in rec.inert
    s = scenario(pool, play=["01122"])
    benjen = s.card("01122")
    kill_card(s, benjen)
    assert s.state.pending == "respond"
    before = play_rules.total_power(s.state)
    act(s, A("trigger", benjen, -1, 0))
    assert play_rules.total_power(s.state) == before + 2
    assert s.state.zone[benjen] == DECK and benjen in s.state.draw
    assert benjen not in s.state.dead
    assert s.state.pending == "marshal"


def test_01123_ghost(pool):
    assert_inert(pool, "01123")


def test_01124_jon_snow(pool):
    record(pool, "01124")
    # Jon with Longclaw (Renown) joins the military challenge of Ranging Party, unknelt
    s = scenario(pool, play=["01124", "01132"], attach={"01135": "01124"},
                 step="challenges.initiate")
    jon, party = s.card("01124"), s.card("01132")
    act(s, A("challenge", option="military"), A("attacker", party), A("confirm"))
    assert s.state.card_power.get(jon, 0) == 1             # Renown: he participated
    assert jon not in s.state.knelt and party in s.state.knelt
    assert ("challenge_won", "military", 10) in [e[1:] for e in s.state.events]  # 5 + 4 + 1
    # a non-[thenightswatch] attacker alone: Jon stays out
    s = scenario(pool, play=["01124", "01053"], attach={"01135": "01124"},
                 step="challenges.initiate")
    jon = s.card("01124")
    act(s, A("challenge", option="military"), A("attacker", s.card("01053")), A("confirm"))
    assert s.state.card_power.get(jon, 0) == 0


def test_01125_maester_aemon(pool):
    rec = record(pool, "01125")
    assert rec.status == "modeled"
    s = scenario(pool, play=["01125", "01134", "01150"])       # Veteran Builder: [thenightswatch]
    aemon, builder, knight = s.card("01125"), s.card("01134"), s.card("01150")
    kill_card(s, knight)                                         # not [thenightswatch]: dies
    assert s.state.zone[knight] == DEAD and s.state.pending == "marshal"
    kill_card(s, builder)
    assert triggers(s) == [A("trigger", aemon, -1, 0)]
    assert s.state.zone[builder] == PLAY                          # waits for the answer
    step(s, A("trigger", aemon, -1, 0))
    assert s.state.zone[builder] == PLAY and aemon in s.state.knelt
    assert s.state.pending == "marshal" and not s.state.dying
    kill_card(s, builder)                                        # Aemon knelt: no save
    assert s.state.zone[builder] == DEAD
    # the greedy pilot saves
    t = scenario(pool, play=["01125", "01134"])
    kill_card(t, t.card("01134"))
    assert GreedyPilot().choose(t.state, legal(t)) == A("trigger", t.card("01125"), -1, 0)


def test_01126_old_bear_mormont(pool):
    record(pool, "01126")
    s = scenario(pool, play=["01126"], hand=["01132", "01139", "01053"], step="challenges.ends")
    bear, party = s.card("01126"), s.card("01132")
    # only the [thenightswatch] card that can enter play is offered (not the event, not
    # the Baratheon character)
    assert triggers(s) == [A("trigger", bear, party, 0)]
    act(s, A("trigger", bear, party, 0))
    assert s.state.zone[party] == PLAY and party not in s.state.hand


def test_01127_samwell_tarly(pool):
    record(pool, "01127")
    s = scenario(pool, play=["01127"], plot="01002")
    plain = scenario(pool, play=["01053"], plot="01002")
    assert play_rules.reserve(s.state) == play_rules.reserve(plain.state) + 1 == 5
    assert play_rules.keywords(s.state, s.card("01127")) & INSIGHT


def test_01128_ser_waymar_royce(pool):
    assert_inert(pool, "01128")


def test_01129_yoren(pool):
    assert_inert(pool, "01129")


def test_01130_messenger_raven(pool):
    record(pool, "01130")
    s = scenario(pool, play=["01130"])
    raven = s.card("01130")
    assert not abilities(s)                                # not a marshaling action
    s = scenario(pool, play=["01130"], step="dominance.count")
    assert s.state.pending == "dominance"
    use = A("ability", raven, -1, 0)
    assert legal(s) == [use, A("pass")]
    assert GreedyPilot().choose(s.state, legal(s)) == use
    hand = len(s.state.hand)
    act(s, use)
    assert s.state.zone[raven] == HAND
    assert len(s.state.hand) == hand + 2                   # Raven itself and the card drawn
    assert s.state.pending != "dominance"                  # once per round: the window closed


def test_01131_old_forest_hunter(pool):
    rec = record(pool, "01131")
    assert [ab.pilot for ab in rec.abilities] == ["always", "never"]
    s = scenario(pool, play=["01131"], hand=["01053", "01137"], gold=0)
    hunter, cheap = s.card("01131"), s.card("01053")
    use = A("ability", hunter, -1, 0)
    assert abilities(s) == [use]
    step(s, use)
    assert s.state.gold == 1
    assert s.state.zone[cheap] == DISCARD                  # the cheapest card goes
    assert s.state.pending == "marshal" and not abilities(s)   # once per phase
    step(s, A("pass"))
    assert s.state.pending == "challenges"
    assert abilities(s) == [A("ability", hunter, -1, 1)]   # a person may use it again here
    assert GreedyPilot().choose(s.state, legal(s)).kind != "ability"


def test_01133_steward_at_the_wall(pool):
    record(pool, "01133")
    s = scenario(pool, play=["01133"], hand=["01132", "01053"], gold=3)
    steward, party = s.card("01133"), s.card("01132")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [steward]
    assert A("marshal", party) not in legal(s)
    act(s, reduce[0])
    assert steward in s.state.knelt
    assert play_rules.marshal_cost(s.state, party) == 3
    assert play_rules.marshal_cost(s.state, s.card("01053")) == 2   # only [thenightswatch]
    act(s, A("marshal", party))
    assert s.state.zone[party] == PLAY and s.state.gold == 0


def test_01134_veteran_builder(pool):
    rec = record(pool, "01134")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, play=["01134", "01137"], knelt=["01137"])
    builder, wall = s.card("01134"), s.card("01137")
    use = A("ability", builder, wall, 0)
    assert abilities(s) == [use]
    assert GreedyPilot().choose(s.state, legal(s)).kind != "ability"
    act(s, use)
    assert wall not in s.state.knelt and s.state.zone[builder] == DISCARD


def test_01135_longclaw(pool):
    record(pool, "01135")
    s = scenario(pool, play=["01132", "01150"], hand=["01135"])
    claw, party = s.card("01135"), s.card("01132")
    assert play_rules.targets(s.state, claw) == [party]         # not the Stark knight
    s = scenario(pool, play=["01132"], attach={"01135": "01132"})
    party = s.card("01132")
    assert play_rules.strength(s.state, party) == 6
    assert play_rules.keywords(s.state, party) & RENOWN


def test_01136_castle_black(pool):
    assert_inert(pool, "01136")


def test_01137_the_wall(pool):
    rec = record(pool, "01137")
    assert "unopposed" in rec.inert
    s = scenario(pool, play=["01137", "01132", "01053"], step="challenges.ends")
    wall = s.card("01137")
    assert play_rules.strength(s.state, s.card("01132")) == 6
    assert play_rules.strength(s.state, s.card("01053")) == 2
    use = A("trigger", wall, -1, 1)
    assert triggers(s) == [use]
    before = play_rules.total_power(s.state)
    respond(s, use)
    assert play_rules.total_power(s.state) == before + 2 and wall in s.state.knelt
    # knelt, The Wall cannot pay again; its STR bonus stays
    assert play_rules.strength(s.state, s.card("01132")) == 6


def test_01138_a_meager_contribution(pool):
    assert_inert(pool, "01138")


def test_01139_take_the_black(pool):
    assert_inert(pool, "01139")


def test_01140_the_sword_in_the_darkness(pool):
    assert_inert(pool, "01140")


# -- Stark ------------------------------------------------------------------------------------------
def test_01141_arya_stark(pool):
    record(pool, "01141")
    s = scenario(pool, hand=["01141"], deck=["01053"], gold=3)
    arya, top = s.card("01141"), s.card("01053")
    deck = len(s.state.draw)
    act(s, A("marshal", arya))
    assert not play_rules.icons(s.state, arya) & 1              # no duplicate yet
    act(s, A("trigger", arya, -1, 1))
    assert s.state.zone[top] == DUPLICATE and s.state.parent[top] == arya
    assert len(s.state.draw) == deck - 1
    assert play_rules.icons(s.state, arya) & 1                  # military while she has a duplicate


def test_01142_bran_stark(pool):
    assert_inert(pool, "01142")


def test_01143_catelyn_stark(pool):
    assert_inert(pool, "01143")


def test_01144_eddard_stark(pool):
    assert_inert(pool, "01144")


def test_01145_grey_wind(pool):
    assert_inert(pool, "01145")


def test_01146_robb_stark(pool):
    record(pool, "01146")
    s = scenario(pool, play=["01146", "01152", "01152", "01132"],
                 knelt=["01146", "01132"])
    robb, party = s.card("01146"), s.card("01132")
    steward, other = s.cards("01152")
    kill_card(s, steward)
    assert triggers(s) == [A("trigger", robb, -1, 0)]
    act(s, A("trigger", robb, -1, 0))
    assert robb not in s.state.knelt and party not in s.state.knelt
    # limit once per round: a second Stark character sacrificed (a cost) is not heard
    s.state.knelt.add(party)
    HOOKS.costs["sacrifice_self"][1](s.state, Context(other, 0), None)
    assert s.state.zone[other] == DISCARD and not triggers(s)
    # a fresh round: a sacrifice paid as a cost is heard, a non-[stark] kill is not
    s = scenario(pool, play=["01146", "01152", "01132"], knelt=["01146", "01132"])
    kill_card(s, s.card("01132"))
    assert not triggers(s)
    HOOKS.costs["sacrifice_self"][1](s.state, Context(s.card("01152"), 0), None)
    assert triggers(s) == [A("trigger", s.card("01146"), -1, 0)]


def test_01147_sansa_stark(pool):
    record(pool, "01147")
    s = scenario(pool, hand=["01147"], gold=3)
    sansa = s.card("01147")
    step(s, A("marshal", sansa))
    assert sansa in s.state.knelt                          # enters play knelt
    s = scenario(pool, play=["01147"], knelt=["01147"], step="standing.stand")
    sansa = s.card("01147")
    assert sansa not in s.state.knelt
    use = A("trigger", sansa, -1, 1)
    assert triggers(s) == [use]
    before = play_rules.total_power(s.state)
    respond(s, use)
    assert play_rules.total_power(s.state) == before + 1
    # stood again by an effect the same round: limit once per round
    s.state.knelt.add(sansa)
    HOOKS.effects["stand"](s.state, Context(-1, 0), None, [sansa])
    assert sansa not in s.state.knelt and not s.state.window


def test_01148_summer(pool):
    record(pool, "01148")
    s = scenario(pool, play=["01142", "01148"])
    assert play_rules.keywords(s.state, s.card("01142")) & INSIGHT
    s = scenario(pool, hand=["01148"], discard=["01152", "01144"], dead=["01141"], gold=3)
    summer, steward, arya = s.card("01148"), s.card("01152"), s.card("01141")
    act(s, A("marshal", summer))
    # printed STR 2 or lower, [stark], from the discard or the dead pile (not Eddard, STR 5)
    assert sorted(a.target for a in triggers(s)) == sorted([steward, arya])
    act(s, A("trigger", summer, arya, 1))
    assert s.state.zone[arya] == HAND and arya not in s.state.dead
    assert s.state.zone[steward] == DISCARD                # only one card returns
    assert not s.state.window


def test_01149_direwolf_pup(pool):
    record(pool, "01149")
    s = scenario(pool, play=["01149"])
    assert play_rules.strength(s.state, s.card("01149")) == 1
    s = scenario(pool, play=["01149", "01149", "01148", "01145"])
    first, second = s.cards("01149")
    assert play_rules.strength(s.state, first) == 4             # 3 other Direwolf cards
    assert play_rules.strength(s.state, s.card("01148")) == 3   # Summer itself is unchanged


def test_01151_vanguard_of_the_north(pool):
    record(pool, "01151")
    for plot, knelt in (("01005", False), ("01002", True)):    # War plot, Edict plot
        s = scenario(pool, play=["01151"], plot=plot, step="challenges.initiate")
        vanguard = s.card("01151")
        for a in (A("challenge", option="military"), A("attacker", vanguard), A("confirm")):
            step(s, a)
        assert s.state.pending == "challenges"             # still in the challenges phase
        assert (vanguard in s.state.knelt) is knelt
        assert play_rules.total_power(s.state) == 1             # the challenge was won


def test_01152_winterfell_steward(pool):
    record(pool, "01152")
    s = scenario(pool, play=["01152"], hand=["01146"], gold=5)
    steward, robb = s.card("01152"), s.card("01146")
    act(s, A("reduce", steward, -1, 0))
    assert play_rules.marshal_cost(s.state, robb) == 5
    act(s, A("marshal", robb))
    assert s.state.zone[robb] == PLAY and s.state.gold == 0


def test_01153_ice(pool):
    rec = record(pool, "01153")
    assert rec.status == "modeled" and rec.inert
    s = scenario(pool, play=["01150", "01132"], hand=["01153"])
    assert play_rules.targets(s.state, s.card("01153")) == [s.card("01150")]
    s = scenario(pool, play=["01150"], attach={"01153": "01150"})
    assert play_rules.strength(s.state, s.card("01150")) == 4


def test_01154_gates_of_winterfell(pool):
    record(pool, "01154")
    s = scenario(pool, play=["01154", "01053"], deck=["01150"], step="challenges.initiate")
    gates, knight = s.card("01154"), s.card("01150")
    use = A("ability", gates, -1, 0)
    assert use in legal(s)
    act(s, use)
    assert s.state.zone[knight] == HAND and gates in s.state.knelt
    s = scenario(pool, play=["01154", "01053"], deck=["01132"], step="challenges.initiate")
    party = s.card("01132")
    hand = len(s.state.hand)
    act(s, A("ability", s.card("01154"), -1, 0))
    assert len(s.state.hand) == hand and s.state.draw[-1] == party   # stays on top


def test_01155_the_wolfswood(pool):
    rec = record(pool, "01155")
    assert rec.status == "modeled"
    s = scenario(pool, play=["01155", "01150"], hand=["01149", "02004", "01153"], gold=2,
                 step="challenges.initiate")
    pup, lady, knight = s.card("01149"), s.card("02004"), s.card("01150")
    ambush = [a for a in legal(s) if a.kind == "ambush"]
    assert ambush == [A("ambush", pup), A("ambush", lady, knight)]     # not the Ice
    assert play_rules.ambush_cost(s.state, pup) == 2 and play_rules.ambush_cost(s.state, lady) == 1
    act(s, A("ambush", pup))
    assert s.state.zone[pup] == PLAY and s.state.gold == 0
    plain = scenario(pool, play=["01150"], hand=["01149"], gold=2, step="challenges.initiate")
    assert not [a for a in legal(plain) if a.kind == "ambush"]


def test_01156_heart_tree_grove(pool):
    record(pool, "01156")
    s = scenario(pool, play=["01156", "01150"], hand=["01153"], gold=2)
    grove, ice = s.card("01156"), s.card("01153")
    act(s, A("reduce", grove, -1, 0))
    assert play_rules.marshal_cost(s.state, ice) == 2           # a [stark] attachment too
    act(s, A("marshal", ice, s.card("01150")))
    assert s.state.zone[ice] == PLAY and s.state.gold == 0


def test_01157_for_the_north(pool):
    record(pool, "01157")
    s = scenario(pool, play=["01150", "01187"], hand=["01157"], step="challenges.initiate")
    knight, event = s.card("01150"), s.card("01157")
    assert not [a for a in legal(s) if a.card == event]    # only during a challenge
    act(s, A("challenge", option="intrigue"), A("attacker", s.card("01187")), A("confirm"))
    assert s.state.pending == "challenges" and s.state.zone[event] == HAND   # military only
    for a in (A("challenge", option="military"), A("attacker", knight), A("confirm")):
        step(s, a)
    use = A("ability", event, knight, 0)
    assert s.state.pending == "resolve_challenge"
    assert legal(s) == [use, A("resolve")]
    hand = len(s.state.hand)
    step(s, use)
    assert s.state.zone[event] == DISCARD
    assert len(s.state.hand) == hand                       # the event left, a card came
    assert play_rules.strength(s.state, knight) == 4            # during the challenge
    assert legal(s) == [A("resolve")]
    step(s, A("resolve"))
    assert ("challenge_won", "military", 4) in [e[1:] for e in s.state.events]
    assert play_rules.strength(s.state, knight) == 2            # +2 STR ended with the challenge


def test_01158_like_warm_rain(pool):
    assert_inert(pool, "01158")


def test_01159_winter_is_coming(pool):
    assert_inert(pool, "01159")


def test_every_code_has_a_reviewed_record_or_is_vanilla(pool):
    codes = [f"01{n}" for n in range(122, 160)]
    vanilla = {"01132", "01150"}
    for code in codes:
        if code in vanilla:
            assert code not in RECORDS
        else:
            record(pool, code)
    assert all(RECORDS[c].status == "inert" for c in INERT)


def test_unique_card_blocked_is_not_offered_to_put_into_play(pool):
    # Old Bear Mormont's choice skips a unique card whose copy is already in play
    s = scenario(pool, play=["01126", "01137"], hand=["01137"], step="challenges.ends")
    assert all(a.card != s.card("01126") for a in triggers(s))
    assert s.state.zone[s.cards("01137")[1]] == HAND and s.state.zone[s.card("01137")] == PLAY


def test_03002_catelyn_stark(pool):
    record(pool, "03002")
    s = scenario(pool, play=["03002", TUMBLESTONE, TUMBLESTONE, TUMBLESTONE, BASTARD])
    cat = s.card("03002")
    assert play_rules.strength(s.state, cat) == 5
    s.state.card_power[cat] = 3
    assert play_rules.strength(s.state, cat) == 8                   # +1 STR per power on her
    ctx = Context(cat, 0)
    EFFECTS["kill"](s.state, ctx, None, [s.card(TUMBLESTONE, 0)])
    assert s.state.zone[s.card(TUMBLESTONE, 0)] == DEAD
    assert triggers(s) == [A("trigger", cat, -1, 1)]
    step_unlogged(s, A("trigger", cat, -1, 1))
    assert s.state.card_power[cat] == 4
    EFFECTS["sacrifice"](s.state, ctx, None, [s.card(BASTARD)])  # not [stark]: nothing
    assert not triggers(s)
    EFFECTS["sacrifice"](s.state, ctx, None, [s.card(TUMBLESTONE, 1)])
    step_unlogged(s, A("trigger", cat, -1, 1))
    assert s.state.card_power[cat] == 5
    EFFECTS["kill"](s.state, ctx, None, [s.card(TUMBLESTONE, 2)])
    assert not triggers(s)                                     # limit twice per round
    assert s.state.zone[s.card(TUMBLESTONE, 2)] == DEAD


def test_03003_eddard_stark(pool):
    record(pool, "03003")
    s = scenario(pool, play=["03003", TUMBLESTONE, SANSA], step="challenges.initiate")
    ned, knight, sansa = s.card("03003"), s.card(TUMBLESTONE), s.card(SANSA)
    challenge_unlogged(s, "power", "03003", TUMBLESTONE, SANSA)
    assert s.state.card_power[ned] == 1                        # renown
    assert triggers(s) == [A("trigger", ned, -1, 0)]
    step_unlogged(s, A("trigger", ned, -1, 0))
    assert s.state.card_power[ned] == 1
    assert s.state.card_power.get(knight, 0) + s.state.card_power.get(sansa, 0) == 1
    assert ned not in s.state.card_power or s.state.card_power[ned] == 1
    # alone: no other participating character to choose
    alone = scenario(pool, play=["03003", TUMBLESTONE], step="challenges.initiate")
    challenge_unlogged(alone, "military", "03003")
    assert not triggers(alone) and alone.state.card_power[alone.card("03003")] == 1
    # not participating: nothing
    other = scenario(pool, play=["03003", TUMBLESTONE, BASTARD], step="challenges.initiate")
    challenge_unlogged(other, "military", TUMBLESTONE, BASTARD)
    assert not triggers(other)


def test_03005_jon_snow(pool):
    record(pool, "03005")
    s = scenario(pool, play=["03005", SANSA, TUMBLESTONE, BASTARD], knelt=[SANSA, TUMBLESTONE],
                 step="challenges.initiate")
    jon, sansa, knight = s.card("03005"), s.card(SANSA), s.card(TUMBLESTONE)
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert offered == [A("ability", jon, sansa, 0)]            # unique [stark], knelt
    step_unlogged(s, offered[0])
    assert sansa not in s.state.knelt
    assert s.state.zone[knight] == DISCARD                    # the knelt [stark] character
    assert s.state.zone[jon] == PLAY
    assert not [a for a in legal(s) if a.kind == "ability"]   # once per round
    # no challenge Sansa could still make: not offered
    t = scenario(pool, play=["03005", SANSA, TUMBLESTONE], knelt=[SANSA],
                 step="challenges.initiate")
    t.state.challenges_left = 1                               # only military left
    assert not [a for a in legal(t) if a.kind == "ability"]
    # the only other [stark] character is the one to stand: Jon sacrifices himself
    u = scenario(pool, play=["03005", SANSA], knelt=[SANSA], step="challenges.initiate")
    step_unlogged(u, A("ability", u.card("03005"), u.card(SANSA), 0))
    assert u.state.zone[u.card("03005")] == DISCARD and u.card(SANSA) not in u.state.knelt


def test_04002_robb_stark(pool):
    record(pool, "04002")
    s = scenario(pool, play=["04002", SANSA, LADY_IN_WAITING, TUMBLESTONE])
    robb = s.card("04002")
    assert play_rules.strength(s.state, robb) == 5 and play_rules.keywords(s.state, robb) & RENOWN
    s.state.challenge = 0                                   # a [military] challenge
    assert play_rules.strength(s.state, robb) == 5 + 3           # Robb, Sansa, Lady-in-Waiting
    s.state.challenge = 1
    assert play_rules.strength(s.state, robb) == 5
    # his action: stand and remove a participating non-King character (never by the pilot)
    s = scenario(pool, play=["04002", TUMBLESTONE], step="challenges.initiate")
    robb, knight = s.card("04002"), s.card(TUMBLESTONE)
    k = len(RECORDS["04002"].abilities) - 1
    challenge_unlogged(s, "military", "04002", TUMBLESTONE)
    assert abilities_of_card(s, robb) == [A("ability", robb, knight, k)]     # not Robb, a King
    assert pilot_choice(s) == A("resolve")
    step_unlogged(s, A("ability", robb, knight, k))
    assert knight not in s.state.knelt and s.state.attackers == [robb]
    assert not abilities_of_card(s, robb)                         # once per challenge


def test_13085_yoren(pool):
    assert_inert_where_played(pool, "13085")


def test_16010_old_bear_mormont(pool):
    record(pool, "16010")
    # Old Forest Hunter ([thenightswatch]) attacked and knelt; Robert (Lord) too
    s = scenario(pool, play=["16010", "01131", "01048"], knelt=["01131", "01048"],
                 step="challenges.initiate")
    bear, hunter, robert = s.card("16010"), s.card("01131"), s.card("01048")
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert A("ability", bear, hunter, 0) in offered and A("ability", bear, robert, 1) in offered
    assert not [a for a in offered if a.target == bear]
    act(s, A("ability", bear, robert, 1))
    assert bear in s.state.knelt and robert not in s.state.knelt
    assert not [a for a in legal(s) if a.kind == "ability"]   # he is knelt now
    # a character of his dies: he stands
    fire(s, "killed", hunter)
    assert window(s) == [A("trigger", bear, -1, 2)]
    act(s, A("trigger", bear, -1, 2))
    assert bear not in s.state.knelt
    # not in the marshaling window
    m = scenario(pool, play=["16010", "01131"], knelt=["01131"])
    assert not [a for a in legal(m) if a.kind == "ability"]


def test_16011_catelyn_stark(pool):
    assert_inert_at(pool, "16011", where="hand")


def test_21018_grey_wind(pool):
    record(pool, "21018")
    s = scenario(pool, play=["01146", TUMBLESTONE], attach={"21018": "01146"})
    assert play_rules.keywords(s.state, s.card("01146")) & STEALTH
    assert play_rules.targets(s.state, s.card("21018")) == [s.card("01146")]   # unique [stark]


def test_22014_castle_black(pool):
    assert_inert_record(pool, "22014")


def test_25052_ice(pool):
    rec = record(pool, "25052")
    assert rec.inert and rec.status == "modeled"
    s = scenario(pool, play=["01143", TUMBLESTONE, "01084"], hand=["25052"], gold=5)
    ice, catelyn = s.card("25052"), s.card("01143")
    assert play_rules.targets(s.state, ice) == [catelyn]              # unique [stark] only
    act(s, A("marshal", ice, catelyn))
    assert play_rules.strength(s.state, catelyn) == 4 + 2


def test_an_event_card_already_played_is_not_usable_from_a_leftover_window_entry(pool):
    """A window entry of an event card (here Funeral Pyre) may outlive the card's play (two
    kills open two entries); once the card is in the discard pile, the entry must not play
    it again - even when its cost could be paid again."""
    from deckcheck.games.agot.engine.hooks import HOOKS
    from deckcheck.goldfish.abilities import runtime

    s = scenario(pool, play=["04002"], hand=["02114"])
    pyre, robb = s.card("02114"), s.card("04002")
    play_rules.leave_play(s.state, robb, DEAD)
    fire(s, "killed", robb)
    ability = s.state.table.abilities[pyre][0]
    ctx = runtime.Context(pyre, 0, runtime.Event("killed", robb))
    assert runtime.usable(s.state, HOOKS, ctx, ability) == [-1]
    step_unlogged(s, A("trigger", pyre, -1, 0))
    s.state.faction_knelt = False                    # the cost could be paid again
    assert s.state.zone[pyre] == DISCARD
    assert runtime.usable(s.state, HOOKS, ctx, ability) == []


REDESIGNS_INERT = ["17116"]


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)
