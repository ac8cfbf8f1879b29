"""Core Set Baratheon and Greyjoy records (01046-01083): one test per card code, real cards."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    assert_missing_record,
    assert_inert_where_played,
    BASTARD, COPPERS, COURTESAN, IRON_THRONE, IRON_VICTORY, LITTLE_BIRD, SEA_BITCH,
    assert_inert_at, assert_inert_placed, assert_inert_record, step_checked, step_unlogged,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import ENGINE, challenges, play_rules, table_for
from deckcheck.games.agot.engine.effects import (
    INTRIGUE,
    LIMITED,
    NO_ATTACHMENTS,
    PILLAGE,
    RENOWN,
    STEALTH,
)
from deckcheck.games.agot.engine.hooks import EFFECTS
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.games.agot.engine.state import DEAD, DISCARD, HAND, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def named(pool, code):
    """The record of ``code``, checked against the pool's card name."""
    rec = RECORDS[code]
    assert rec.name == pool.card(code).name
    return rec


def inert(pool, code):
    rec = named(pool, code)
    assert rec.status == "inert" and rec.inert and not rec.abilities
    return rec


def vanilla(pool, code):
    """No record: the card's text is keywords only (or none), so nothing is missing."""
    assert code not in RECORDS
    t = table_for(pool, {code: 1, "01009": 1}, None)
    i = t.ids.index(code)
    assert t.status[i] == "modeled" and not t.abilities[i]
    return t, i


def reducer(s, code):
    """The reduce action of the card ``code`` in play."""
    c = s.card(code)
    keys = [r.key for r in s.state.table.next_reducers if r.source == c]
    assert len(keys) == 1
    return A("reduce", c, -1, keys[0])


def trigger(s, code, target=-1, ability=0):
    return A("trigger", s.card(code), target, ability)


def kill(s, c):
    """Kill a character the way card effects do (hooks' kill effect)."""
    EFFECTS["kill"](s.state, Context(-1, 0), Effect("kill"), [c])


# -- House Baratheon ------------------------------------------------------------------------
def test_01046_maester_cressen(pool):
    named(pool, "01046")
    s = scenario(pool, play=["01046", "01053"], attach={"01035": "01053"})
    cressen, milk = s.card("01046"), s.card("01035")
    use = A("ability", cressen, milk, 0)
    assert use in legal(s)
    assert GreedyPilot()._ability(s.state, legal(s), "ability") is None    # pilot "never"
    act(s, use)
    assert s.state.zone[milk] == DISCARD and cressen in s.state.knelt
    c = scenario(pool, play=["01046", "01053"], attach={"01035": "01053"},
                 step="challenges.initiate")
    assert not [a for a in legal(c) if a.kind == "ability"]              # marshaling only


def test_01047_melisandre(pool):
    inert(pool, "01047")


def test_01048_robert_baratheon(pool):
    named(pool, "01048")
    s = scenario(pool, play=["01048", "01053", "01054", "01059"])
    robert = s.card("01048")
    assert play_rules.strength(s.state, robert) == 5
    assert play_rules.keywords(s.state, robert) & RENOWN
    s.state.knelt.update({s.card("01053"), s.card("01054"), s.card("01059"), robert})
    # two other kneeling characters; neither Robert himself nor a location counts
    assert play_rules.strength(s.state, robert) == 7


def test_01049_selyse_baratheon(pool):
    named(pool, "01049")
    s = scenario(pool, play=["01049", "01053"], knelt=["01049"], gold=2,
                 step="challenges.initiate")
    selyse, bastard = s.card("01049"), s.card("01053")
    use = A("ability", selyse, bastard, 0)
    assert use in legal(s)
    # the intrigue challenge is open and no standing character has the icon: the pilot pays
    s.state.challenges_left = 2
    pilot = GreedyPilot()
    assert pilot.choose(s.state, legal(s)) == use
    act(s, use)
    assert play_rules.icons(s.state, bastard) & INTRIGUE and s.state.gold == 1
    assert pilot.choose(s.state, legal(s)) == A("challenge", option="intrigue")
    s.state.challenges_left = 0                  # nothing left to open: the pilot passes
    assert pilot.choose(s.state, legal(s)) == A("pass")
    act(s, A("pass"))                            # the challenges phase ends, the icon too
    assert not play_rules.icons(s.state, bastard) & INTRIGUE


def test_01050_ser_davos_seaworth(pool):
    named(pool, "01050")
    s = scenario(pool, play=["01050", "01053"])
    davos = s.card("01050")
    assert play_rules.keywords(s.state, davos) & STEALTH
    kill(s, davos)
    assert s.state.pending == "respond" and trigger(s, "01050") in legal(s)
    act(s, trigger(s, "01050"))
    assert s.state.zone[davos] == HAND and davos not in s.state.dead


def test_01051_shireen_baratheon(pool):
    inert(pool, "01051")
    s = scenario(pool, play=["01051", "01053"])
    kill(s, s.card("01051"))
    assert s.state.pending == "marshal" and not s.state.window


def test_01052_stannis_baratheon(pool):
    named(pool, "01052")
    four = ["01052", "01053", "01054", "01049"]
    s = scenario(pool, play=four, knelt=four, step="standing.stand")
    standing = [c for c in s.state.characters if c not in s.state.knelt]
    assert len(standing) == 2 and s.card("01052") in standing        # the strongest stand


def test_01053_bastard_in_hiding(pool):
    t, i = vanilla(pool, "01053")
    assert t.strength[i] == 2


def test_01054_fiery_followers(pool):
    named(pool, "01054")
    s = scenario(pool, play=["01054"], knelt=["01054"], step="dominance.begins")
    assert s.state.pending == "respond"
    act(s, trigger(s, "01054"))
    assert s.card("01054") not in s.state.knelt
    other = scenario(pool, play=["01054"], knelt=["01054"], step="challenges.begins")
    assert other.state.pending != "respond" and other.card("01054") in other.state.knelt


def test_01055_kings_hunting_party(pool):
    inert(pool, "01055")
    s = scenario(pool, play=["01055"])
    party = s.card("01055")
    assert play_rules.keywords(s.state, party) & NO_ATTACHMENTS
    assert not play_rules.icons(s.state, party) & INTRIGUE


def test_01056_dragonstone_faithful(pool):
    named(pool, "01056")
    s = scenario(pool, play=["01056"], hand=["01049", "01071"], gold=2)
    selyse, theon = s.card("01049"), s.card("01071")
    assert A("marshal", selyse) not in legal(s)                      # 3 gold
    act(s, reducer(s, "01056"))
    assert s.card("01056") in s.state.knelt
    assert play_rules.marshal_cost(s.state, selyse) == 2 and play_rules.marshal_cost(s.state, theon) == 4
    assert A("marshal", selyse) in legal(s)


def test_01057_vanguard_lancer(pool):
    inert(pool, "01057")


def test_01058_lightbringer(pool):
    named(pool, "01058")
    s = scenario(pool, play=["01052", "01049", "01071"], attach={"01058": "01052"},
                 hand=["01053"], gold=5)                  # a marshaling decision to wait in
    stannis, lb = s.card("01052"), s.card("01058")
    assert play_rules.keywords(s.state, stannis) & RENOWN
    assert set(play_rules.targets(s.state, lb)) == {stannis, s.card("01049")}    # [baratheon] only
    other = scenario(pool, play=["01049"], attach={"01058": "01049"})
    assert not play_rules.keywords(other.state, other.card("01049")) & RENOWN
    # after the attached character gains power, it stands (once per phase)
    s.state.knelt.add(stannis)
    play_rules.gain_power(s.state, 1, stannis)
    act(s, trigger(s, "01058", ability=1))
    assert stannis not in s.state.knelt
    s.state.knelt.add(stannis)
    play_rules.gain_power(s.state, 1, stannis)
    assert s.state.pending == "marshal" and stannis in s.state.knelt
    act(s, A("pass"))                                                 # next phase
    play_rules.gain_power(s.state, 1, stannis)
    assert trigger(s, "01058", ability=1) in legal(s)
    # with Consolidation of Power: kneel the bearer, it gains power and stands again
    c = scenario(pool, play=["01049"], hand=["01062"], attach={"01058": "01049"}, gold=1)
    selyse = c.card("01049")
    act(c, A("ability", c.card("01062"), selyse, 0), trigger(c, "01058", ability=1))
    assert c.state.card_power[selyse] == 1 and selyse not in c.state.knelt


def test_01059_dragonstone_port(pool):
    named(pool, "01059")
    s = scenario(pool, play=["01059", "01052"], hand=["01058", "01074"], gold=1)
    lb, fishmonger = s.card("01058"), s.card("01074")
    assert play_rules.keywords(s.state, s.card("01059")) & LIMITED
    act(s, reducer(s, "01059"))
    assert play_rules.marshal_cost(s.state, lb) == 1 and play_rules.marshal_cost(s.state, fishmonger) == 1
    assert A("marshal", lb, s.card("01052")) in legal(s)


def test_01060_chamber_of_the_painted_table(pool):
    inert(pool, "01060")
    s = scenario(pool, play=["01060", "01053"], step="dominance.count")
    assert s.state.pending != "respond" and s.card("01060") not in s.state.knelt


def _won(s):
    return [e for e in s.state.events if e[1] == "challenge_won"]


def test_01061_the_red_keep(pool):
    named(pool, "01061")
    s = scenario(pool, play=["01061", "01053", "01076"], step="challenges.initiate")
    bastard, salty = s.card("01053"), s.card("01076")
    act(s, A("challenge", option="power"), A("attacker", bastard), A("confirm"))
    act(s, A("challenge", option="military"), A("attacker", salty), A("confirm"))
    assert [e[2:] for e in _won(s)] == [("power", 4), ("military", 2)]   # +2 STR in power only
    # no intrigue icon: the challenges phase ended by itself - draw 2?
    assert s.state.pending == "respond" and s.state.window[0][2:5] == ("phase_ends", -1,
                                                                       "challenges")
    rk = s.card("01061")
    act(s, trigger(s, "01061", ability=1))     # (the game then runs on to the next round)
    notes = [e[1:] for e in s.state.events if e[0] == 1]
    assert notes[notes.index(("ability", rk, -1)) + 1][:2] == ("draw", 2)
    # resolved without running on: 2 cards, and The Red Keep knelt
    d = scenario(pool, play=["01061", "01053"], step="challenges.ends")
    hand = len(d.state.hand)
    challenges.resolve_window(d.state, trigger(d, "01061", ability=1))
    assert len(d.state.hand) == hand + 2 and d.card("01061") in d.state.knelt
    # a power challenge lost (no STR) this round: no draw
    lost = scenario(pool, play=["01061", "01053"], step="challenges.initiate")
    lost.state.challenge, lost.state.attackers = 2, []
    challenges._outcome(lost.state)
    assert lost.state.used[challenges.LOST_CHALLENGES] == 4
    act(lost, A("pass"))
    assert not [e for e in lost.state.events if e[1] == "ability"]
    assert lost.card("01061") not in lost.state.knelt


def test_01062_consolidation_of_power(pool):
    named(pool, "01062")
    s = scenario(pool, play=["01052", "01053"], hand=["01062"], gold=1)
    cop, stannis, bastard = s.card("01062"), s.card("01052"), s.card("01053")
    uses = [a for a in legal(s) if a.kind == "ability"]
    assert uses == [A("ability", cop, bastard, 0)]             # Stannis has 5 STR: too many
    act(s, uses[0])
    assert bastard in s.state.knelt and s.state.card_power == {bastard: 1}
    assert s.state.gold == 0 and s.state.zone[cop] == DISCARD and stannis not in s.state.knelt
    # the pilot: Fiery Followers carries intrigue, a Bastard military, Shireen power; the
    # other Bastard is spare - but only while something is left for dominance
    board = ["01054", "01053", "01053", "01051"]
    poor = scenario(pool, play=board, hand=["01062"], gold=1)
    assert GreedyPilot().choose(poor.state, legal(poor)) == A("pass")
    rich = scenario(pool, play=board, hand=["01062"], gold=2)
    spare = rich.cards("01053")[1]
    choice = GreedyPilot().choose(rich.state, legal(rich))
    assert choice == A("ability", rich.card("01062"), spare, 0)
    act(rich, choice)
    assert rich.state.card_power == {spare: 1} and rich.state.knelt == {spare}


def test_01063_ours_is_the_fury(pool):
    inert(pool, "01063")


def test_01064_seen_in_flames(pool):
    inert(pool, "01064")
    s = scenario(pool, play=["01047"], hand=["01064"], gold=1, step="challenges.initiate")
    assert not [a for a in legal(s) if a.kind == "ability"]


# -- House Greyjoy ---------------------------------------------------------------------------
def test_01065_aeron_damphair(pool):
    named(pool, "01065")
    s = scenario(pool, play=["01065"], dead=["01071", "01072"], step="dominance.count")
    theon, crew = s.card("01071"), s.card("01072")
    assert s.state.pending == "respond"
    assert {trigger(s, "01065", theon), trigger(s, "01065", crew)} <= set(legal(s))
    act(s, trigger(s, "01065", theon))             # the only copy of a unique may come back
    assert s.state.zone[theon] == PLAY and theon not in s.state.dead
    two = scenario(pool, play=["01065"], dead=["01071", "01071"], step="dominance.count")
    # another copy is in the dead pile: Theon cannot come back, so he is not offered
    assert all(a.target not in two.cards("01071") for a in legal(two) if a.kind == "trigger")
    assert all(two.state.zone[c] == DEAD for c in two.cards("01071"))


def test_01066_alannys_greyjoy(pool):
    inert(pool, "01066")


def test_01067_asha_greyjoy(pool):
    named(pool, "01067")
    s = scenario(pool, play=["01067", "01072"], step="challenges.initiate")
    asha = s.card("01067")
    act(s, A("challenge", option="military"), A("attacker", asha), A("confirm"))
    assert s.state.pending == "respond"
    act(s, trigger(s, "01067"))
    assert asha not in s.state.knelt
    # the pilot plans her into the power challenge it had left out (Black Wind's Crew and
    # Asha share military and power; one carrier each)
    p = scenario(pool, play=["01067"], step="challenges.initiate")
    pilot = GreedyPilot()
    while p.state.round == 1:
        act(p, pilot.choose(p.state, legal(p)))
    assert [e[2] for e in _won(p) if e[0] == 1] == ["military", "power"]


def test_01068_balon_greyjoy(pool):
    inert(pool, "01068")
    s = scenario(pool, play=["01068"])
    assert play_rules.keywords(s.state, s.card("01068")) & RENOWN


def test_01069_euron_crows_eye(pool):
    inert(pool, "01069")
    s = scenario(pool, play=["01069"])
    assert play_rules.keywords(s.state, s.card("01069")) & (PILLAGE | RENOWN) == PILLAGE | RENOWN


def test_01070_maester_wendamyr(pool):
    t, i = vanilla(pool, "01070")
    assert t.keywords[i] & STEALTH


def test_01071_theon_greyjoy(pool):
    named(pool, "01071")
    s = scenario(pool, play=["01071", "01072"], step="challenges.initiate")
    theon, crew = s.card("01071"), s.card("01072")
    act(s, A("challenge", option="military"), A("attacker", crew), A("confirm"))
    assert s.state.pending != "respond"                    # Theon did not take part
    act(s, A("challenge", option="power"), A("attacker", theon), A("confirm"))
    act(s, trigger(s, "01071"))
    assert s.state.card_power == {theon: 1}


def test_01072_black_winds_crew(pool):
    t, i = vanilla(pool, "01072")
    assert t.keywords[i] & PILLAGE


def test_01073_drowned_men(pool):
    named(pool, "01073")
    s = scenario(pool, play=["01073", "01078", "01079", "01080"])
    men = s.card("01073")
    assert play_rules.keywords(s.state, men) & NO_ATTACHMENTS
    assert play_rules.strength(s.state, men) == 5          # two Warships; Sea Tower is not one
    s.state.knelt.add(s.card("01078"))
    assert play_rules.strength(s.state, men) == 5          # kneeling Warships count too


def test_01074_iron_islands_fishmonger(pool):
    named(pool, "01074")
    s = scenario(pool, play=["01074"], hand=["01071", "01049", "01078"], gold=3)
    act(s, reducer(s, "01074"))
    assert play_rules.marshal_cost(s.state, s.card("01071")) == 3
    assert play_rules.marshal_cost(s.state, s.card("01049")) == 3     # not [greyjoy]
    assert play_rules.marshal_cost(s.state, s.card("01078")) == 3     # not a character


def test_01075_lordsport_shipwright(pool):
    inert(pool, "01075")


def test_01076_salty_navigator(pool):
    named(pool, "01076")
    s = scenario(pool, play=["01076"], plot="01009")
    base = s.state.table.initiative[s.state.plot]
    assert play_rules.initiative(s.state) == base + 1


def test_01077_throwing_axe(pool):
    rec = named(pool, "01077")
    assert rec.inert and not rec.abilities
    s = scenario(pool, play=["01071", "01070", "01053"], hand=["01077"])
    assert play_rules.targets(s.state, s.card("01077")) == [s.card("01071")]   # Ironborn only


def test_01078_great_kraken(pool):
    named(pool, "01078")
    s = scenario(pool, play=["01078", "01076", "01054", "01072"], step="challenges.initiate")
    salty, fiery, crew = s.card("01076"), s.card("01054"), s.card("01072")
    act(s, A("challenge", option="military"), A("attacker", salty), A("confirm"))
    both = {trigger(s, "01078", ability=1), trigger(s, "01078", ability=2)}
    assert both <= set(legal(s))                       # either power or a card
    hand = len(s.state.hand)
    act(s, trigger(s, "01078", ability=2))
    assert len(s.state.hand) == hand + 1 and s.state.pending == "challenges"   # one per win
    act(s, A("challenge", option="intrigue"), A("attacker", fiery), A("confirm"))
    power = s.state.power
    assert GreedyPilot().choose(s.state, legal(s)) == trigger(s, "01078", ability=1)  # power
    act(s, trigger(s, "01078", ability=1))
    assert s.state.power == power + 1
    act(s, A("challenge", option="power"), A("attacker", crew), A("confirm"))
    kraken = s.card("01078")                            # twice per round: not a third time
    assert len([e for e in _won(s) if e[0] == 1]) == 3
    assert len([e for e in s.state.events if e[1] == "ability" and e[2] == kraken]) == 2
    assert not [e for e in s.state.window if e[0] == kraken]
    balon = scenario(pool, play=["01078", "01068"])
    assert play_rules.keywords(balon.state, balon.card("01068")) & STEALTH


def test_01079_iron_fleet_scout(pool):
    assert named(pool, "01079").status == "modeled"
    s = scenario(pool, play=["01079", "01072", "01053"], step="challenges.initiate")
    scout, crew, bastard = s.card("01079"), s.card("01072"), s.card("01053")
    assert not [a for a in legal(s) if a.card == scout]          # no challenge in progress
    act(s, A("challenge", option="military"), A("attacker", bastard), A("confirm"))
    assert s.state.pending == "challenges"                        # no [greyjoy] attacker: no window
    s.state.first_player = 1                                      # not the first player: +1
    act(s, A("challenge", option="power"), A("attacker", crew), A("confirm"))
    assert legal(s) == [A("ability", scout, crew, 0), A("resolve")]
    ENGINE.step(s.state, A("ability", scout, crew, 0), log=False)
    assert play_rules.strength(s.state, crew) == 4 and scout in s.state.knelt
    act(s, A("resolve"))
    assert play_rules.strength(s.state, crew) == 3                     # until the end of the challenge
    t = scenario(pool, play=["01079", "01072"], step="challenges.initiate")
    act(t, A("challenge", option="military"), A("attacker", t.card("01072")), A("confirm"))
    assert t.state.first_player == 0                              # the first player: +2
    assert legal(t) == [A("ability", t.card("01079"), t.card("01072"), 1), A("resolve")]
    ENGINE.step(t.state, legal(t)[0], log=False)
    assert play_rules.strength(t.state, t.card("01072")) == 5


def test_01080_sea_tower(pool):
    named(pool, "01080")
    s = scenario(pool, play=["01080", "01071"], hand=["01077", "01058"], gold=0)
    axe, lb = s.card("01077"), s.card("01058")
    assert play_rules.keywords(s.state, s.card("01080")) & LIMITED
    act(s, reducer(s, "01080"))
    assert play_rules.marshal_cost(s.state, axe) == 0 and play_rules.marshal_cost(s.state, lb) == 2
    assert A("marshal", axe, s.card("01071")) in legal(s)


def test_01081_risen_from_the_sea(pool):
    assert named(pool, "01081").status == "modeled"
    s = scenario(pool, play=["01072", "01053"], hand=["01081"])
    crew, bastard, risen = s.card("01072"), s.card("01053"), s.card("01081")
    kill(s, bastard)                                              # not [greyjoy]: dies
    assert s.state.zone[bastard] == DEAD
    kill(s, crew)
    assert [a for a in legal(s) if a.kind == "trigger"] == [A("trigger", risen, -1, 0)]
    act(s, A("trigger", risen, -1, 0))
    assert s.state.zone[crew] == PLAY and s.state.zone[risen] == PLAY
    assert s.state.parent[risen] == crew and risen not in s.state.hand
    assert play_rules.strength(s.state, crew) == 3 + 1                 # the Condition: +1 STR
    kill(s, crew)                                                 # no save left: dies
    assert s.state.zone[crew] == DEAD and s.state.zone[risen] == DISCARD   # Terminal


def test_01082_the_krakens_grasp(pool):
    inert(pool, "01082")


def test_01083_we_do_not_sow(pool):
    inert(pool, "01083")
    s = scenario(pool, play=["01072"], hand=["01083"], gold=1, step="challenges.initiate")
    act(s, A("challenge", option="military"), A("attacker", s.card("01072")), A("confirm"))
    assert _won(s) and not [e for e in s.state.events if e[1] == "ability"]


# -- the marks these records keep in the state survive its JSON form ----------------------------
def test_marks_and_window_survive_the_json_round_trip(pool):
    s = scenario(pool, play=["01078", "01076", "01054"], step="challenges.initiate")
    act(s, A("challenge", option="military"), A("attacker", s.card("01076")), A("confirm"))
    loaded = ENGINE.load(s.state.to_json(), pool)
    act(loaded, A("trigger", s.card("01078"), -1, 1))     # power: the draw option goes too
    assert loaded.pending == "challenges" and not loaded.window
    again = ENGINE.load(loaded.to_json(), pool)
    assert again.used == loaded.used and any(k < 0 for k in again.used)


def test_01052_stannis_baratheon_stands_two_of_four(pool):
    record(pool, "01052")
    s = scenario(pool, play=["01052", "01053", "01113", "01150"],
                 knelt=["01052", "01053", "01113", "01150"], step="standing.stand")
    standing = [c for c in s.state.characters if c not in s.state.knelt]
    assert len(standing) == 2 and s.card("01052") in standing


def test_04067_stannis_baratheon(pool):
    record(pool, "04067")
    s = scenario(pool, play=["04067", BASTARD, COURTESAN], step="challenges.initiate")
    stannis, bastard, courtesan = s.card("04067"), s.card(BASTARD), s.card(COURTESAN)
    step_unlogged(s, A("challenge", option="power"), A("attacker", bastard), A("attacker", stannis))
    assert play_rules.strength(s.state, bastard) == 1               # participating non-King
    assert play_rules.strength(s.state, stannis) == 6               # a King
    assert play_rules.strength(s.state, courtesan) == 2             # not participating
    step_unlogged(s, A("cancel"))
    step_unlogged(s, A("challenge", option="military"), A("attacker", bastard))
    assert play_rules.strength(s.state, bastard) == 2               # not a power challenge


def test_08051_asha_greyjoy(pool):
    assert_inert_record(pool, "08051")


def test_11067_shireen_baratheon(pool):
    assert_inert_at(pool, "11067")


def test_12001_balon_greyjoy(pool):
    assert_inert_at(pool, "12001")


def test_12002_euron_crows_eye(pool):
    record(pool, "12002")
    s = scenario(pool, hand=["12002"], deck=["12016"], gold=10)
    euron, silence = s.card("12002"), s.card("12016")
    act(s, A("marshal", euron))
    assert window(s) == [A("trigger", euron, silence, 0)]      # only the deck holds it
    act(s, A("trigger", euron, silence, 0))
    assert s.state.zone[silence] == PLAY
    s = scenario(pool, hand=["12002", "12016"], gold=10)
    act(s, A("marshal", s.card("12002")))
    assert window(s) == [A("trigger", s.card("12002"), s.card("12016"), 2)]


def test_13031_alannys_greyjoy(pool):
    record(pool, "13031")
    s = scenario(pool, play=["13031"], hand=[SEA_BITCH, IRON_VICTORY], gold=5)
    step_checked(s, A("marshal", s.card(SEA_BITCH)))
    step_checked(s, trigger(s, "13031"))
    assert len(s.state.hand) == 1 + 1
    step_checked(s, A("marshal", s.card(IRON_VICTORY)))          # once per phase
    assert s.state.pending == "marshal"


def test_14001_robert_baratheon(pool):
    assert_inert_placed(pool, "14001")


def test_14002_stannis_baratheon(pool):
    record(pool, "14002")
    s = scenario(pool, play=["14002"], plot="01025", step="challenges.initiate")   # claim 2
    stannis = s.card("14002")
    fire(s, "contest_won", option="power", amount=7, cards=(stannis,))
    assert window(s) == [A("trigger", stannis, -1, 0)]
    act(s, A("trigger", stannis, -1, 0))
    assert len(s.state.hand) == 2
    s = scenario(pool, play=["14002"], plot="01025", step="challenges.initiate")
    fire(s, "contest_won", option="military", amount=7, cards=(s.card("14002"),))
    assert s.state.pending == "challenges" and not s.state.hand


def test_14008_selyse_baratheon(pool):
    record(pool, "14008")
    s = scenario(pool, play=["14008", BASTARD], hand=["04068", LITTLE_BIRD], gold=5)
    assert play_rules.marshal_cost(s.state, s.card("04068")) == 0          # R'hllor: 2 - 3
    assert play_rules.marshal_cost(s.state, s.card(LITTLE_BIRD)) == 1


def test_15030_the_red_keep(pool):
    record(pool, "15030")
    s = scenario(pool, play=["15030"], plot=COPPERS)
    assert play_rules.income(s.state) == 2 + 1


def test_17111_the_red_keep(pool):
    record(pool, "17111")
    s = scenario(pool, play=["17111"], plot="01010")
    plain = scenario(pool, play=[IRON_THRONE], plot="01010")
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 1


def test_25101_maester_cressen(pool):
    assert_inert_at(pool, "25101")


def test_26083_theon_greyjoy(pool):
    record(pool, "26083")
    s = scenario(pool, play=["26083", "01084", BASTARD], plot="01009", step="marshaling.begins")
    st = s.state
    assert st.zone[s.card(BASTARD)] == DEAD                 # the cheapest character dies
    assert st.zone[s.card("26083")] == PLAY and st.zone[s.card("01084")] == PLAY
    assert st.pending == "marshal" and st.gold == 4           # income after the kill


REDESIGNS_INERT = ["17162"]
REDESIGNS_MISSING = {
    "17103": ("helps",)}


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])


def test_17101_selyse_baratheon(pool):
    record(pool, "17101")
    s = scenario(pool, play=["17101"], hand=["04009"], gold=5)       # Ruby of R'hllor: cost 3
    assert play_rules.marshal_cost(s.state, s.card("04009")) == 0
