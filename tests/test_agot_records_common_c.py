"""Reviewed records of common cards of the format, third group (records/common_c.py): one
test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_scenario import act, assert_missing, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.challenges import LOST_CHALLENGES
from deckcheck.games.agot.engine.effects import INSIGHT, STEALTH
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.state import (
    DEAD,
    DECK,
    DISCARD,
    HAND,
    PLAY,
    PLOT_DECK,
    REVEALED,
    USED,
)
from deckcheck.goldfish.actions import Action as A

# Core Set characters without text (tests/agot_scenario.FILLER), with what the tests use
BASTARD = "01053"        # Bastard in Hiding: baratheon, cost 2, STR 2, military + power
DAYNE = "01113"          # House Dayne Knight: martell, cost 2, STR 2, military + intrigue
TUMBLESTONE = "01150"    # Tumblestone Knight: stark, cost 2, STR 2, military + power
COURTESAN = "01187"      # Courtesan of the Rose: tyrell, cost 2, STR 2, intrigue + power
RANGING = "01132"        # Ranging Party: NW Army Ranger, cost 4, STR 5, military + power
BRAIDED = "01168"        # Braided Warrior: Dothraki, cost 2, STR 3, military only
ROBERT = "01048"         # Robert Baratheon: a King
LITTLE_BIRD = "01034"    # Little Bird: attachment, cost 1, any character
SYRIO = "01037"          # Syrio's Training: attachment, cost 1, any character
WESTERN_FIEFDOM = "01099"   # kneel: the next [lannister] card costs 1 less
COPPERS = "01010"        # Counting Coppers: 2 gold, reserve 10, draw 3 when revealed
PENTOSHI = "02039"       # Trading with the Pentoshi: 10 gold (Kingdom)
FEAST = "01002"          # A Feast for Crows: 6 gold, reserve 4 (Edict)
STORM = "01005"          # A Storm of Swords: 3 gold (War)


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def assert_inert(pool, code, **placed):
    """An inert record: a reason, no abilities, and nothing offered for the card where it
    is placed (``placed``: scenario keywords, by default in play)."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert and not rec.abilities and not rec.statics
    s = scenario(pool, **(placed or {"play": [code]}), gold=20)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert not [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]
    return rec


def abilities(s, code):
    return [a for a in legal(s) if a.kind == "ability" and a.card == s.card(code)]


def challenge(s, kind, *attackers):
    act(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in attackers),
        A("confirm"))


def used_pile(s, *codes):
    """Move these plots (in the plot deck) to the used pile."""
    for code in codes:
        p = s.card(code)
        s.state.plot_deck.remove(p)
        s.state.used_plots.append(p)
        s.state.zone[p] = USED


# -- plots -----------------------------------------------------------------------------------------
def test_04080_valar_morghulis(pool):
    record(pool, "04080")
    s = scenario(pool, play=[BASTARD, RANGING], plots=["04080"], step="plot.choose")
    act(s, A("plot", s.card("04080")))
    assert s.state.zone[s.card(BASTARD)] == DEAD and s.state.zone[s.card(RANGING)] == DEAD
    assert not [c for c in s.state.characters if s.state.zone[c] == PLAY]


def test_08080_the_king_in_the_north(pool):
    record(pool, "08080")
    placed = dict(play=["11074", WESTERN_FIEFDOM], hand=["01085"], discard=[BASTARD], gold=5)
    s = scenario(pool, plot="08080", **placed)
    assert not [a for a in legal(s) if a.kind in ("ability", "reduce")]   # no King
    s = scenario(pool, plot="08080", **{**placed, "play": placed["play"] + [ROBERT]})
    assert abilities(s, "11074") and [a for a in legal(s) if a.kind == "reduce"]
    s = scenario(pool, plot=COPPERS, **placed)                        # another plot
    assert abilities(s, "11074")


def test_10046_at_prince_dorans_behest(pool):
    record(pool, "10046")
    s = scenario(pool, play=[BASTARD], plots=["10046", COPPERS], step="plot.choose")
    behest, coppers = s.card("10046"), s.card(COPPERS)
    act(s, A("plot", behest))
    assert s.state.plot == coppers and s.state.zone[coppers] == REVEALED
    assert s.state.zone[behest] == PLOT_DECK             # the used pile came back
    assert len(s.state.hand) == 3 + 2                    # Counting Coppers, then the draw phase
    s = scenario(pool, play=[BASTARD], plots=["10046", COPPERS, PENTOSHI], step="plot.choose")
    act(s, A("plot", s.card("10046")))
    assert s.state.plot == s.card(PENTOSHI) and s.state.gold == 10     # the most gold
    assert s.state.used_plots == [s.card("10046")]
    s = scenario(pool, play=[BASTARD], plots=["10046", "10046"], step="plot.choose")
    act(s, A("plot", s.card("10046")))                   # never reveals its other copy
    assert s.state.plot == s.card("10046") and s.state.zone[s.card("10046", 1)] == PLOT_DECK


def test_12047_return_to_the_fields(pool):
    rec = record(pool, "12047")
    assert [ab.pilot for ab in rec.abilities] == ["spare"] * 3
    s = scenario(pool, play=[BASTARD, DAYNE, RANGING], plots=["12047"], step="plot.choose")
    fields = s.card("12047")
    act(s, A("plot", fields))
    offered = window(s)
    assert {a.target for a in offered} == {s.card(BASTARD), s.card(DAYNE)}   # cost 2 or lower
    assert {a.amount for a in offered} == {0, 1, 2}
    act(s, A("trigger", fields, s.card(BASTARD), 0))
    assert s.state.zone[s.card(BASTARD)] == DISCARD
    assert len(s.state.hand) == 1 and s.state.gold == 1
    assert {a.target for a in window(s)} == {s.card(DAYNE)}
    act(s, A("trigger", fields, s.card(DAYNE), 1))       # no candidate left: the game goes on
    assert s.state.pending == "marshal"
    assert len(s.state.hand) == 2 + 2 and s.state.gold == 2 + 4    # + draw phase, + income


def test_20059_the_stranger(pool):
    record(pool, "20059")
    s = scenario(pool, play=[BASTARD, DAYNE, RANGING], plots=["20059"], step="plot.choose")
    act(s, A("plot", s.card("20059")))
    assert s.state.zone[s.card(BASTARD)] == DEAD and s.state.zone[s.card(DAYNE)] == DEAD
    assert s.state.zone[s.card(RANGING)] == PLAY          # cost 4: not the chosen cost


def test_22030_the_mad_kings_command(pool):
    record(pool, "22030")
    s = scenario(pool, play=[RANGING, ROBERT, BASTARD, DAYNE],
                 hand=["01089", "01085", TUMBLESTONE, COURTESAN], plot="22030",
                 step="challenges.begins")
    zone = s.state.zone
    assert zone[s.card(DAYNE)] == DECK and s.state.draw[0] in (s.card(DAYNE), s.card(COURTESAN))
    assert {c for c in s.state.characters if zone[c] == PLAY} == {
        s.card(RANGING), s.card(ROBERT), s.card(BASTARD)}
    assert set(s.state.hand) == {s.card("01089"), s.card("01085"), s.card(TUMBLESTONE)}
    assert zone[s.card(COURTESAN)] == DECK


def test_25082_roberts_rebellion(pool):
    record(pool, "25082")
    s = scenario(pool, play=[BASTARD], plot="25082", step="challenges.initiate")
    s.state.power = 5
    s.state.used[LOST_CHALLENGES] = 4                 # a [power] challenge lost this round
    act(s, A("pass"))
    assert s.state.power == 5 - 3 + 1                 # then dominance
    s = scenario(pool, play=[BASTARD], plot="25082", step="challenges.initiate")
    s.state.power = 5
    s.state.used[LOST_CHALLENGES] = 1                 # only a [military] one
    act(s, A("pass"))
    assert s.state.power == 5 + 1


def test_25100_the_last_greenseer(pool):
    assert_inert(pool, "25100", plot="25100")


# -- agendas ---------------------------------------------------------------------------------------
def test_11118_assault_from_the_shadows(pool):
    rec = record(pool, "11118")
    assert_missing(rec, "helps")
    s = scenario(pool, play=[BASTARD], plot=COPPERS, agenda="11118", step="marshaling.income")
    assert play_rules.income(s.state) == 2 - 1 and s.state.gold == 1


def test_13079_kingdom_of_shadows(pool):
    rec = record(pool, "13079")
    assert_missing(rec, "helps")
    s = scenario(pool, hand=[BASTARD, LITTLE_BIRD], agenda="13079", gold=5)
    assert play_rules.marshal_cost(s.state, s.card(BASTARD)) == 2 + 1
    assert play_rules.marshal_cost(s.state, s.card(LITTLE_BIRD)) == 1


def test_13118_valyrian_steel(pool):
    rec = record(pool, "13118")
    assert_missing(rec, "helps")
    s = scenario(pool, play=[BASTARD], hand=[LITTLE_BIRD, SYRIO], agenda="13118", gold=5)
    steel = s.card("13118")
    act(s, A("marshal", s.card(LITTLE_BIRD), s.card(BASTARD)))
    assert window(s) == [A("trigger", steel, -1, 0), A("trigger", steel, -1, 1)]
    act(s, A("trigger", steel, -1, 0))                # a card (one option per attachment)
    assert s.state.pending == "marshal" and len(s.state.hand) == 1 + 1
    act(s, A("marshal", s.card(SYRIO), s.card(BASTARD)))
    act(s, A("trigger", steel, -1, 1))                # or 1 gold
    assert s.state.gold == 5 - 1 - 1 + 1


def test_21030_battle_of_the_trident(pool):
    rec = record(pool, "21030")
    assert_missing(rec, "hurts")
    s = scenario(pool, play=[RANGING, COURTESAN], plot=COPPERS, plots=[STORM, FEAST],
                 agenda="21030", step="challenges.initiate")
    trident = s.card("21030")
    challenge(s, "military", RANGING)                 # an Army attacks
    assert window(s) == [A("trigger", trident, -1, 0)]
    act(s, A("trigger", trident, -1, 0))
    assert s.state.plot == s.card(STORM) and s.state.faction_knelt
    assert s.card(COPPERS) in s.state.used_plots
    challenge(s, "intrigue", COURTESAN)               # no Army or Commander attacks
    assert s.state.pending != "respond"


# -- Baratheon -------------------------------------------------------------------------------------
def test_12025_khorane_sathmantes(pool):
    assert_inert(pool, "12025")


def test_14001_robert_baratheon(pool):
    assert_inert(pool, "14001")


def test_14008_selyse_baratheon(pool):
    record(pool, "14008")
    s = scenario(pool, play=["14008", BASTARD], hand=["04068", LITTLE_BIRD], gold=5)
    assert play_rules.marshal_cost(s.state, s.card("04068")) == 0          # R'hllor: 2 - 3
    assert play_rules.marshal_cost(s.state, s.card(LITTLE_BIRD)) == 1


def test_14011_ser_imry_florent(pool):
    assert_inert(pool, "14011")


# -- Greyjoy ---------------------------------------------------------------------------------------
def test_11012_nighttime_marauders(pool):
    assert_inert(pool, "11012")


def test_12019_maidens_bane(pool):
    record(pool, "12019")
    s = scenario(pool, play=["12019", "12025", BASTARD], step="challenges.initiate")
    bane, khorane = s.card("12019"), s.card("12025")     # Khorane Sathmantes: a Captain
    challenge(s, "military", "12025")
    assert A("trigger", bane, khorane, 0) in window(s)
    act(s, A("trigger", bane, khorane, 0))
    assert khorane not in s.state.knelt and bane not in s.state.knelt    # Captain: stands too
    assert s.state.pending == "challenges"
    challenge(s, "power", BASTARD)
    assert window(s) == [A("trigger", bane, s.card(BASTARD), 1)]        # not a Captain
    act(s, A("trigger", bane, s.card(BASTARD), 1))
    assert s.card(BASTARD) not in s.state.knelt and bane in s.state.knelt


def test_13092_the_bloody_cup(pool):
    assert_inert(pool, "13092", hand=["13092"])


def test_25023_ralf_kenning(pool):
    assert_inert(pool, "25023")


# -- Lannister -------------------------------------------------------------------------------------
def test_02050_i_never_bet_against_my_family(pool):
    record(pool, "02050")
    # Tyrion Lannister on top of a 5-card deck: among its bottom 5 cards
    s = scenario(pool, play=[BASTARD], hand=["02050"], deck=["01089"], filler=4,
                 step="challenges.begins")
    inbaf, tyrion = s.card("02050"), s.card("01089")
    assert window(s) == [A("trigger", inbaf, tyrion, 0)]
    act(s, A("trigger", inbaf, tyrion, 0))
    assert s.state.zone[tyrion] == PLAY and s.state.faction_knelt
    assert s.state.zone[inbaf] == DISCARD
    act(s, A("pass"))                                   # the challenges phase ends
    assert s.state.zone[tyrion] == DISCARD
    deep = scenario(pool, play=[BASTARD], hand=["02050"], deck=["01089"], filler=8,
                    step="challenges.begins")           # Tyrion is not among the bottom 5
    assert deep.state.pending != "respond"


def test_13070_tunnels_of_the_red_keep(pool):
    assert_inert(pool, "13070")


def test_15030_the_red_keep(pool):
    record(pool, "15030")
    s = scenario(pool, play=["15030"], plot=COPPERS)
    assert play_rules.income(s.state) == 2 + 1


def test_25106_a_lannisters_honor(pool):
    assert_inert(pool, "25106", hand=["25106"])


# -- Martell ---------------------------------------------------------------------------------------
def test_10017_dorne(pool):
    record(pool, "10017")
    s = scenario(pool, play=["10017"], plot=COPPERS, deck=[BASTARD, RANGING], filler=4)
    assert play_rules.reserve(s.state) == 10 + 1
    dorne = s.card("10017")
    fire(s, "contest_lost", option="military")
    act(s, A("trigger", dorne, -1, 0))
    assert s.state.hand == [s.card(RANGING)]            # the costlier of the top 2
    assert s.state.draw[0] == s.card(BASTARD)           # the other to the bottom


def test_10024_to_the_spears(pool):
    record(pool, "10024")
    s = scenario(pool, play=[DAYNE, BASTARD], hand=["10024"], plots=[COPPERS, FEAST, STORM],
                 step="challenges.initiate")
    used_pile(s, COPPERS, FEAST, STORM)
    spears = s.card("10024")
    challenge(s, "military", DAYNE, BASTARD)
    assert window(s) == [A("trigger", spears, -1, 0)]
    act(s, A("trigger", spears, -1, 0))
    assert s.card(DAYNE) not in s.state.knelt            # [martell]: stands again
    assert s.card(BASTARD) in s.state.knelt
    s = scenario(pool, play=[DAYNE], hand=["10024"], plots=[COPPERS, FEAST, STORM],
                 step="challenges.initiate")
    used_pile(s, COPPERS, FEAST)                         # only 2 used plots
    challenge(s, "military", DAYNE)
    assert s.state.pending != "respond"


def test_17169_secret_schemes(pool):
    record(pool, "17169")
    s = scenario(pool, play=[BASTARD], hand=["17169"], plots=[COPPERS, FEAST], gold=1,
                 step="challenges.initiate")
    used_pile(s, COPPERS, FEAST)
    schemes = s.card("17169")
    assert abilities(s, "17169") == [A("ability", schemes, -1, 0)]
    act(s, A("ability", schemes, -1, 0))
    assert len(s.state.hand) == 2 and s.state.faction_knelt and s.state.gold == 0
    none = scenario(pool, play=[BASTARD], hand=["17169"], gold=1, step="challenges.initiate")
    assert not abilities(none, "17169")                  # no used plot
    six = (COPPERS, FEAST, STORM, PENTOSHI, "01009", "01011")
    many = scenario(pool, play=[BASTARD], hand=["17169"], plots=six, gold=1,
                    step="challenges.initiate")
    used_pile(many, *six)
    act(many, A("ability", many.card("17169"), -1, 0))
    assert len(many.state.hand) == 5                     # to a maximum of 5 cards


def test_26027_ghost_hill_elite(pool):
    assert_missing(record(pool, "26027"), "helps")


# -- Night's Watch ---------------------------------------------------------------------------------
def test_02065_halder(pool):
    assert_inert(pool, "02065")


def test_04085_craster(pool):
    record(pool, "04085")
    s = scenario(pool, play=["04085", BASTARD, RANGING], plots=["04080"], step="plot.choose")
    craster = s.card("04085")
    act(s, A("plot", s.card("04080")))                   # Valar Morghulis (Omen): he is immune
    assert s.state.zone[craster] == PLAY
    assert s.state.zone[s.card(BASTARD)] == DEAD and s.state.zone[s.card(RANGING)] == DEAD
    assert window(s)[0] == A("trigger", craster, -1, 2)  # right after the kills
    act(s, A("trigger", craster, -1, 2))
    assert s.state.zone[craster] == DISCARD
    assert s.state.zone[s.card(BASTARD)] == PLAY and s.state.zone[s.card(RANGING)] == PLAY
    s = scenario(pool, play=["04085", BASTARD], plots=["04080"], step="plot.choose")
    act(s, A("plot", s.card("04080")))                   # only one character died
    assert s.state.pending != "respond"


def test_06045_recruiter_for_the_watch(pool):
    assert_inert(pool, "06045")


def test_11085_three_finger_hobb(pool):
    record(pool, "11085")
    s = scenario(pool, play=["11085"], hand=[BASTARD], plot=COPPERS, step="taxation.reserve")
    act(s, window(s)[0])
    assert len(s.state.hand) == 1 + 2
    full = scenario(pool, play=["11085"], hand=[BASTARD, DAYNE, TUMBLESTONE, COURTESAN],
                    plot=FEAST, step="taxation.reserve")          # 4 cards, reserve 4
    assert full.state.pending != "respond"


def test_15033_clydas(pool):
    assert_inert(pool, "15033")


def test_17119_three_finger_hobb(pool):
    record(pool, "17119")
    s = scenario(pool, play=["17119"], hand=[BASTARD], plot=COPPERS, step="taxation.reserve")
    hobb = s.card("17119")
    assert window(s) == [A("trigger", hobb, -1, 1)]      # 9 below reserve 10: 2 cards
    act(s, A("trigger", hobb, -1, 1))
    assert len(s.state.hand) == 1 + 2
    s = scenario(pool, play=["17119"], hand=[BASTARD, DAYNE, TUMBLESTONE, COURTESAN, RANGING,
                                             BRAIDED], plot=COPPERS, step="taxation.reserve")
    hobb = s.card("17119")
    assert window(s) == [A("trigger", hobb, -1, 0)]      # 4 below: 1 card
    act(s, A("trigger", hobb, -1, 0))
    assert len(s.state.hand) == 6 + 1


def test_17170_great_ranging(pool):
    record(pool, "17170")
    s = scenario(pool, hand=["17170"], deck=["04106"], gold=8)
    ranging, fist = s.card("17170"), s.card("04106")
    act(s, A("marshal", ranging))
    assert window(s) == [A("trigger", ranging, fist, 0)]
    act(s, A("trigger", ranging, fist, 0))
    assert s.state.zone[fist] == PLAY and s.state.pending != "respond"
    s = scenario(pool, hand=["17170"], discard=["04106"], gold=8)
    act(s, A("marshal", s.card("17170")))
    assert window(s) == [A("trigger", s.card("17170"), s.card("04106"), 2)]


def test_25010_sentinel_stand(pool):
    record(pool, "25010")
    s = scenario(pool, play=["25010", BRAIDED, BASTARD])
    assert play_rules.strength(s.state, s.card(BRAIDED)) == 3 + 2      # 1 icon
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2          # 2 icons
    s = scenario(pool, play=["25010", BRAIDED], knelt=["25010"])
    assert play_rules.strength(s.state, s.card(BRAIDED)) == 3          # knelt: no bonus
    s = scenario(pool, play=["25010", BRAIDED], attach={LITTLE_BIRD: BRAIDED})
    assert play_rules.strength(s.state, s.card(BRAIDED)) == 3          # gained a second icon


def test_25090_saved_by_the_watch(pool):
    assert_inert(pool, "25090", hand=["25090"])


# -- Stark -----------------------------------------------------------------------------------------
def test_06061_dacey_mormont(pool):
    record(pool, "06061")
    s = scenario(pool, play=["06061", TUMBLESTONE, BASTARD])
    assert play_rules.strength(s.state, s.card("06061")) == 2           # two [stark] characters


def test_08082_i_am_no_one(pool):
    rec = record(pool, "08082")
    assert_missing(rec, "hurts")
    s = scenario(pool, play=[DAYNE, RANGING], hand=["08082"], gold=1, step="challenges.begins")
    no_one, dayne = s.card("08082"), s.card(DAYNE)
    assert window(s) == [A("trigger", no_one, dayne, 0)]            # printed cost 3 or lower
    act(s, A("trigger", no_one, dayne, 0))
    assert play_rules.keywords(s.state, dayne) & INSIGHT and s.state.gold == 0
    challenge(s, "military", DAYNE)
    assert dayne not in s.state.knelt and len(s.state.hand) == 1   # insight drew a card
    act(s, A("pass"))
    assert not play_rules.keywords(s.state, dayne) & INSIGHT            # until the end of the phase


def test_11081_bear_island_scout(pool):
    record(pool, "11081")
    s = scenario(pool, play=[TUMBLESTONE], hand=["11081"], deck=["03012"], gold=2)
    scout, loyalist = s.card("11081"), s.card("03012")
    act(s, A("marshal", scout))
    act(s, window(s)[0])
    assert s.state.zone[loyalist] == HAND
    s = scenario(pool, play=[BASTARD], hand=["11081"], deck=["03012"], gold=2)
    act(s, A("marshal", s.card("11081")))                          # a [baratheon] character
    assert s.state.pending != "respond"


def test_17122_wyman_manderly(pool):
    rec = record(pool, "17122")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, play=["17122", BASTARD, DAYNE], hand=[TUMBLESTONE], knelt=["17122"],
                 gold=5)                                   # the marshaling phase goes on
    wyman = s.card("17122")
    act(s, A("ability", wyman, s.card(BASTARD), 0))                 # he kills one of his own
    assert window(s) == [A("trigger", wyman, -1, 1)]
    act(s, A("trigger", wyman, -1, 1))
    assert wyman not in s.state.knelt and len(s.state.hand) == 1 + 1
    fire(s, "killed", s.card(DAYNE))                                 # once per phase
    assert s.state.pending != "respond"
    s = scenario(pool, play=["17122", BASTARD])                      # standing: only the card
    act(s, A("ability", s.card("17122"), s.card(BASTARD), 0))
    assert window(s) == [A("trigger", s.card("17122"), -1, 2)]


def test_21018_grey_wind(pool):
    record(pool, "21018")
    s = scenario(pool, play=["01146", TUMBLESTONE], attach={"21018": "01146"})
    assert play_rules.keywords(s.state, s.card("01146")) & STEALTH
    assert play_rules.targets(s.state, s.card("21018")) == [s.card("01146")]   # unique [stark]


# -- Targaryen -------------------------------------------------------------------------------------
def test_02034_crown_of_gold(pool):
    rec = record(pool, "02034")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=[RANGING], attach={"02034": RANGING})
    assert play_rules.strength(s.state, s.card(RANGING)) == 5 - 4


def test_06034_a_dragon_is_no_slave(pool):
    assert_inert(pool, "06034", hand=["06034"])


def test_10035_missandei(pool):
    record(pool, "10035")
    s = scenario(pool, hand=["10035", BASTARD, DAYNE, TUMBLESTONE, COURTESAN], plot=FEAST,
                 step="taxation.reserve")
    missandei = s.card("10035")
    act(s, A("discard", missandei))
    assert window(s) == [A("trigger", missandei, -1, 0)]
    act(s, A("trigger", missandei, -1, 0))
    assert s.state.zone[missandei] == PLAY and missandei not in s.state.discard


def test_11074_meereenese_market(pool):
    record(pool, "11074")
    s = scenario(pool, play=["11074"], hand=[DAYNE], discard=[BASTARD], plot=COPPERS, gold=5)
    assert play_rules.income(s.state) == 2 + 1
    market, bastard = s.card("11074"), s.card(BASTARD)
    act(s, A("ability", market, bastard, 0))
    assert s.state.zone[bastard] == DECK and s.state.draw[0] == bastard
    assert market in s.state.knelt


def test_11093_drogon(pool):
    assert_inert(pool, "11093")


def test_13114_mercenary_contract(pool):
    rec = record(pool, "13114")
    assert_missing(rec, "helps")
    s = scenario(pool, play=[BASTARD, DAYNE], attach={"13114": BASTARD}, gold=1,
                 step="challenges.initiate")
    contract = s.card("13114")
    challenge(s, "power", BASTARD)
    assert window(s) == [A("trigger", contract, -1, 0)]
    act(s, A("trigger", contract, -1, 0))
    assert s.card(BASTARD) not in s.state.knelt and contract in s.state.knelt
    assert s.state.gold == 0
    challenge(s, "military", DAYNE)                     # its host does not attack
    assert s.state.pending != "respond"


def test_15001_daenerys_targaryen(pool):
    record(pool, "15001")
    s = scenario(pool, play=["15001"], deck=[LITTLE_BIRD], filler=4)
    dany, bird = s.card("15001"), s.card(LITTLE_BIRD)
    act(s, A("ability", dany, -1, 0))
    assert s.state.zone[bird] == PLAY and s.state.parent[bird] == dany    # cost 1: into play
    assert not abilities(s, "15001")                    # once per round
    s = scenario(pool, play=["15001"], deck=["01164"], filler=4)          # Rhaegal: a Dragon
    assert abilities(s, "15001") == [A("ability", s.card("15001"), -1, 1)]
    act(s, A("ability", s.card("15001"), -1, 1))
    assert s.state.zone[s.card("01164")] == PLAY                         # cost 3
    deep = scenario(pool, play=["15001"], deck=[LITTLE_BIRD], filler=12)
    bird = deep.card(LITTLE_BIRD)
    deep.state.draw.remove(bird)
    deep.state.draw.insert(0, bird)                     # not among the top 10 any more
    assert not abilities(deep, "15001")


def test_15017_womb_of_the_world(pool):
    record(pool, "15017")
    s = scenario(pool, play=["15017", BASTARD], deck=[BRAIDED], filler=8, plot=COPPERS,
                 step="challenges.begins")
    womb, braided = s.card("15017"), s.card(BRAIDED)
    assert window(s) == [A("trigger", womb, braided, 0)]
    act(s, A("trigger", womb, braided, 0))
    assert s.state.zone[braided] == PLAY and womb in s.state.knelt
    act(s, A("pass"))                                   # the challenges phase ends
    assert s.state.zone[braided] == HAND


def test_15022_overwhelming_numbers(pool):
    assert_missing(record(pool, "15022"), "helps")


def test_17135_gifts_for_the_widow(pool):
    record(pool, "17135")
    s = scenario(pool, play=[BASTARD], hand=["17135"], deck=[LITTLE_BIRD, "02034"], gold=3)
    gifts, bird = s.card("17135"), s.card(LITTLE_BIRD)
    assert abilities(s, "17135") == [A("ability", gifts, -1, 0)]
    act(s, A("ability", gifts, -1, 0))
    assert s.state.zone[bird] == PLAY and s.state.parent[bird] == s.card(BASTARD)
    assert s.state.gold == 3 - 1 and s.state.faction_knelt   # Crown of Gold (4) too dear
    broke = scenario(pool, play=[BASTARD], hand=["17135"], deck=["02034"], gold=3)
    assert not abilities(broke, "17135")


def test_19014_tyrion_lannister(pool):
    record(pool, "19014")
    s = scenario(pool, play=["19014"], discard=["20045"], plot=COPPERS)
    tyrion, shagwell = s.card("19014"), s.card("20045")
    s.state.card_gold[tyrion] = 1
    act(s, A("pass"))                                   # on to the challenges phase
    assert window(s) == [A("trigger", tyrion, shagwell, 0)]
    act(s, A("trigger", tyrion, shagwell, 0))
    assert s.state.zone[shagwell] == PLAY and not s.state.card_gold.get(tyrion)
    act(s, A("pass"))
    assert s.state.zone[shagwell] == DECK and s.state.draw[0] == shagwell   # the bottom
    poor = scenario(pool, play=["19014"], discard=["20045"])
    act(poor, A("pass"))                                # no gold on him
    assert poor.state.pending != "respond"


# -- Tyrell ----------------------------------------------------------------------------------------
def test_11044_growing_ambition(pool):
    assert_missing(record(pool, "11044"), "helps")


# -- neutral ---------------------------------------------------------------------------------------
def test_06118_unbridled_generosity(pool):
    record(pool, "06118")
    s = scenario(pool, play=["20045", BASTARD], hand=["06118"])
    act(s, A("ability", s.card("06118"), -1, 0))
    assert s.state.card_gold == {s.card("20045"): 1}
    none = scenario(pool, play=[BASTARD], hand=["06118"])
    assert not abilities(none, "06118")


def test_13097_sparrows(pool):
    assert_inert(pool, "13097")


def test_15045_bribery(pool):
    assert_inert(pool, "15045", hand=["15045"])


def test_18017_vargo_hoat(pool):
    rec = record(pool, "18017")
    assert_missing(rec, "helps")
    assert rec.abilities[0].limit == 2 and rec.abilities[0].limit_per == "phase"
    s = scenario(pool, play=["18017"], hand=["20045", BASTARD], gold=5)
    vargo, shagwell = s.card("18017"), s.card("20045")
    act(s, A("marshal", shagwell))                      # Bestow (1)
    assert window(s) == [A("trigger", vargo, -1, 0)]
    act(s, A("trigger", vargo, -1, 0))
    assert s.state.card_gold[shagwell] == 1
    act(s, A("marshal", s.card(BASTARD)))               # no Bestow
    assert s.state.pending != "respond"


def test_20045_shagwell(pool):
    assert_missing(record(pool, "20045"), "helps")


# -- the pilot ---------------------------------------------------------------------------------------
def test_pilot_sacrifices_only_spare_characters_to_return_to_the_fields(pool):
    s = scenario(pool, play=[BRAIDED, COURTESAN, DAYNE, BASTARD, RANGING], plots=["12047"],
                 step="plot.choose")
    act(s, A("plot", s.card("12047")))
    choice = GreedyPilot().choose(s.state, legal(s))
    assert choice.kind == "trigger"                     # a character the challenges do not need
    assert choice.target in (s.card(DAYNE), s.card(BASTARD), s.card(BRAIDED), s.card(COURTESAN))
    s = scenario(pool, play=[BRAIDED, COURTESAN], plots=["12047"], step="plot.choose")
    act(s, A("plot", s.card("12047")))
    assert GreedyPilot().choose(s.state, legal(s)).kind == "decline"   # both carry challenges
