"""Tests of the card records of the War of Five Kings Cycle (records/war_of_five_kings_cycle/, one
module per pack): one test per card code, real cards from the snapshot, positions built with
agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BOUNTY, DAYNE, DRAGONS_TAIL, FEAST, PENTOSHI, RANGING, SANSA, TUMBLESTONE, _pyke,
    ability, assert_for_opponents_character, assert_inert_at, assert_inert_card,
    assert_inert_in_play, assert_inert_record, assert_inert_where_played, do, leans, record_tests,
    step_checked, step_unlogged, to_used, triggers,
)
from agot_scenario import assert_missing, act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import RENOWN
from deckcheck.games.agot.engine.hooks import HOOKS
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.games.agot.engine.state import DEAD, DISCARD, PLAY
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_04001_the_dragons_tail(pool):
    record(pool, "04001")
    s = scenario(pool, hand=[DRAGONS_TAIL])
    step_checked(s, ability(s, DRAGONS_TAIL))
    assert len(s.state.hand) == 2 and s.state.zone[s.card(DRAGONS_TAIL)] == DISCARD


def test_04003_riverrun(pool):
    record(pool, "04003")
    s = scenario(pool, play=["04003"], hand=["03009"], gold=4)
    riverrun, minstrel = s.card("04003"), s.card("03009")
    step_unlogged(s, A("marshal", minstrel), A("trigger", minstrel, minstrel, 0))
    assert triggers(s) == [A("trigger", riverrun, -1, 0)]
    step_unlogged(s, A("trigger", riverrun, -1, 0))
    assert s.state.card_power[minstrel] == 2 and riverrun in s.state.knelt
    assert s.state.pending == "marshal"


def test_04004_ser_colen_of_greenpools(pool):
    record(pool, "04004")
    s = scenario(pool, play=["04004"])
    colen = s.card("04004")
    assert play_rules.strength(s.state, colen) == 1
    s.state.challenge = 2                                   # a [power] challenge
    assert play_rules.strength(s.state, colen) == 4


def test_04005_bitterbridge_encampment(pool):
    record(pool, "04005")
    s = scenario(pool, play=["04005"], hand=["02107"], plots=["03050"], step="plot.choose")
    camp, barristan = s.card("04005"), s.card("02107")
    step_unlogged(s, A("plot", s.card("03050")))
    assert triggers(s) == [A("trigger", camp, barristan, 0)]
    step_unlogged(s, A("trigger", camp, barristan, 0))
    assert s.state.zone[barristan] == PLAY and camp in s.state.knelt
    winter = scenario(pool, play=["04005"], hand=["02107"], plots=["03049"], step="plot.choose")
    step_unlogged(winter, A("plot", winter.card("03049")))
    assert not triggers(winter)


def test_04007_white_tree(pool):
    assert_inert_card(pool, "04007")


def test_04008_white_raven(pool):
    record(pool, "04008")
    s = scenario(pool, plot="03050", play=["04008"], step="dominance.count")
    raven = s.card("04008")
    assert triggers(s) == [A("trigger", raven, -1, 0)]
    step_unlogged(s, A("trigger", raven, -1, 0))
    assert play_rules.total_power(s.state) == 2                  # dominance + the raven
    plain = scenario(pool, plot="01009", play=["04008"], step="dominance.count")
    assert not triggers(plain) and play_rules.total_power(plain.state) == 1


def test_04012_captains_daughter(pool):
    assert_inert_card(pool, "04012")


def test_04013_pyke(pool):
    assert_inert_in_play(pool, "04013")


def test_04017_tower_of_the_sun(pool):
    record(pool, "04017")
    s = scenario(pool, play=["04017"], hand=[BOUNTY], gold=2)
    tower, bounty = s.card("04017"), s.card(BOUNTY)
    do(s, A("ability", bounty, -1, 0))
    assert window(s) == [A("trigger", tower, -1, 0)]
    do(s, A("trigger", tower, -1, 0))
    assert s.state.gold == 5 + 1
    fire(s, "card_played", bounty)
    assert s.state.pending == "marshal"                      # once per phase


def test_04018_pyromancers(pool):
    assert_inert_at(pool, "04018")


def test_04021_donella_hornwood(pool):
    rec = record(pool, "04021")
    assert rec.status == "modeled"
    s = scenario(pool, play=["04021"], hand=["01131", "01130", TUMBLESTONE, "01159"], gold=10)
    hunter, raven, winter = s.card("01131"), s.card("01130"), s.card("01159")   # all loyal
    assert play_rules.marshal_cost(s.state, hunter) == 2 - 1
    assert play_rules.marshal_cost(s.state, s.card(TUMBLESTONE)) == 2
    assert HOOKS.play_cost(s.state, winter) == 1 - 1            # a loyal event too
    act(s, A("marshal", hunter))
    assert s.state.gold == 9
    assert play_rules.marshal_cost(s.state, raven) == 1              # the first one only
    assert HOOKS.play_cost(s.state, winter) == 1


def test_04023_knight_of_summer(pool):
    record(pool, "04023")
    s = scenario(pool, play=["04023"], plot="04039")            # Summer
    k = s.card("04023")
    assert play_rules.strength(s.state, k) == 3 + 2 and play_rules.keywords(s.state, k) & RENOWN
    s = scenario(pool, play=["04023"], plot="00006")            # Summer and Winter: 1 vs 1
    k = s.card("04023")
    assert play_rules.strength(s.state, k) == 3 and not play_rules.keywords(s.state, k) & RENOWN


def test_04024_there_is_my_claim(pool):
    assert_inert_at(pool, "04024", where="hand")


def test_04025_dolorous_edd(pool):
    assert_inert_at(pool, "04025", where="hand")


def test_04026_craven(pool):
    rec = assert_inert_at(pool, "04026", where="hand")
    assert rec.pilot == "never"
    s = scenario(pool, play=[BASTARD], hand=["04026"], gold=5)
    assert s.state.table.pilot_never[s.card("04026")]


def test_04034_beggar_king(pool):
    rec = record(pool, "04034")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=["04053", BASTARD], hand=["04034"], gold=5)
    assert play_rules.targets(s.state, s.card("04034")) == [s.card("04053")]


def test_04037_kings_of_summer(pool):
    record(pool, "04037")
    s = scenario(pool, play=[BASTARD], plot="04039", agenda="04037", step="marshaling.income")
    assert s.state.gold == 3                            # Summer Harvest 2 + 1
    assert play_rules.reserve(s.state) == 7
    both = scenario(pool, play=[BASTARD], plot="00006", agenda="04037", step="marshaling.income")
    assert both.state.gold == 2                         # Feast or Famine is Winter too
    assert play_rules.reserve(both.state) == 6


def test_04038_kings_of_winter(pool):
    record(pool, "04038")
    s = scenario(pool, play=[BASTARD], plot="04040", agenda="04038")
    assert play_rules.reserve(s.state) == 5 and play_rules.income(s.state) == 5


def test_04039_summer_harvest(pool):
    """"X is 2 higher than the printed gold value on that player's revealed plot card": the
    passive opponent reveals none, so 2 gold is modeled and the rest is a missing part that
    helps (the numbers lean low), never a silent X = 2."""
    rec = record(pool, "04039")
    assert_missing(rec, "helps")
    assert "revealed plot" in rec.missing[0].text
    s = scenario(pool, play=[BASTARD], plot="04039", step="marshaling.income")
    assert s.state.gold == 2 and play_rules.income(s.state) == 2     # X = 0 + 2


def test_04040_winter_festival(pool):
    record(pool, "04040")
    s = scenario(pool, play=[BASTARD], plot="04040", step="challenges.ends")
    plot = s.card("04040")
    assert window(s) == [A("trigger", plot, -1, 0)]
    act(s, A("trigger", plot, -1, 0))
    assert (1, "power", 2, -1, "ability") in s.state.events
    other = scenario(pool, play=[BASTARD], plot="04040", step="marshaling.ends")
    assert other.state.pending != "respond"


def test_04041_ser_edmure_tully(pool):
    assert_inert_at(pool, "04041")


def test_04045_thoren_smallwood(pool):
    assert_inert_at(pool, "04045")


def test_04047_asshai_priestess(pool):
    assert_inert_at(pool, "04047")


def test_04053_devoted_bloodrider(pool):
    record(pool, "04053")
    s = scenario(pool, play=["04053", "04053", "15009", BASTARD])
    a, b = s.cards("04053")
    assert play_rules.strength(s.state, a) == 2 + 2 and play_rules.strength(s.state, b) == 2 + 2
    assert play_rules.strength(s.state, s.card("15009")) == 4 + 2
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2


def test_04059_dissension(pool):
    assert_inert_where_played(pool, "04059")


def test_04062_the_wolf_king(pool):
    rec = record(pool, "04062")
    assert rec.status == "modeled"
    s = scenario(pool, play=[TUMBLESTONE, BASTARD], hand=["04062"], gold=5)
    assert play_rules.targets(s.state, s.card("04062")) == [s.card(TUMBLESTONE)]
    s = scenario(pool, play=[TUMBLESTONE, "01187"], attach={"04062": TUMBLESTONE},
                 step="challenges.initiate")                   # the Courtesan: intrigue
    knight = s.card(TUMBLESTONE)
    assert play_rules.in_filter(s.state, chars("King"), knight)          # gains the King trait
    act(s, A("challenge", option="military"), A("attacker", knight), A("confirm"))
    assert knight not in s.state.knelt                              # [military]: stands
    act(s, A("challenge", option="power"), A("attacker", knight), A("confirm"))
    assert knight in s.state.knelt                                  # [power]: kneels


def test_04066_the_haunted_forest(pool):
    assert_inert_record(pool, "04066")


def test_04068_red_gods_blessing(pool):
    record(pool, "04068")
    # Stannis 14002 and Gendry are R'hllor; the Bastard gains the trait with the Blessing
    s = scenario(pool, play=["14002", "22001", BASTARD], attach={"04068": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2 + 3
    s = scenario(pool, play=["14002", "22001", BASTARD], attach={"04068": "14002"})
    assert play_rules.strength(s.state, s.card("14002")) == 7 + 2
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2


def test_04079_king_beyond_the_wall(pool):
    rec = record(pool, "04079")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=["07041", BASTARD], hand=["04079"], gold=5)
    kbtw = s.card("04079")
    assert play_rules.targets(s.state, kbtw) == [s.card("07041")]
    assert s.state.table.pilot_never[kbtw]


def test_04080_valar_morghulis(pool):
    record(pool, "04080")
    s = scenario(pool, play=[BASTARD, RANGING], plots=["04080"], step="plot.choose")
    act(s, A("plot", s.card("04080")))
    assert s.state.zone[s.card(BASTARD)] == DEAD and s.state.zone[s.card(RANGING)] == DEAD
    assert not [c for c in s.state.characters if s.state.zone[c] == PLAY]


def test_04083_brienne_of_tarth(pool):
    assert_inert_in_play(pool, "04083")


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


def test_04101_house_manderly_knight(pool):
    record(pool, "04101")
    s = scenario(pool, play=["04101"], plot="04040")             # Winter
    assert play_rules.strength(s.state, s.card("04101")) == 1 + 2
    s = scenario(pool, play=["04101"], plot="04039")             # Summer
    assert play_rules.strength(s.state, s.card("04101")) == 1


def test_04104_renlys_pavilion(pool):
    assert_inert_at(pool, "04104")


def test_04117_northern_refugee(pool):
    rec = record(pool, "04117")
    assert rec.status == "modeled"
    s = scenario(pool, hand=["04117"], plot="04040")                     # Winter
    assert play_rules.marshal_cost(s.state, s.card("04117")) == 2 - 1
    s = scenario(pool, hand=["04117"], plot="04039")                     # Summer
    assert play_rules.marshal_cost(s.state, s.card("04117")) == 2


def test_17147_the_dragons_tail(pool):
    rec = assert_inert_record(pool, "17147")
    assert "Melee" in rec.inert


def test_17163_pyke(pool):
    _pyke(pool, "17163")


def test_22006_pyke(pool):
    rec = record(pool, "22006")
    assert rec.status == "missing" and leans(rec) == [HELPS]
    s = scenario(pool, play=["22006", BASTARD], hand=["01078"], gold=2, step="challenges.initiate")
    kraken = s.card("01078")                          # Great Kraken: a Warship location, cost 3
    assert play_rules.ambush_cost(s.state, kraken) == 2
    step_checked(s, A("ambush", kraken))
    assert s.state.zone[kraken] == PLAY and s.state.gold == 0


def test_23015_ser_robar_royce(pool):
    rec = record(pool, "23015")
    assert rec.status == "modeled"
    s = scenario(pool, play=["23015"], plot="01009")
    assert play_rules.initiative(s.state) == 5 - 1
    s = scenario(pool, play=["23015", BASTARD], step="challenges.initiate")
    robar, bastard = s.card("23015"), s.card(BASTARD)
    act(s, A("challenge", option="military"))
    assert A("attacker", robar) not in legal(s) and A("attacker", bastard) in legal(s)
    act(s, A("attacker", bastard), A("confirm"))
    act(s, A("challenge", option="power"))
    assert A("attacker", robar) in legal(s)                              # the second one
    # the greedy pilot makes its first challenge without him, then attacks with him
    s = scenario(pool, play=["23015", BASTARD], step="challenges.initiate")
    plan = GreedyPilot()._make_plan(s.state, -1)
    assert all(s.card("23015") not in group for _, group in plan)


INERT = ["04009", "04011", "04020", "04022", "04032", "04046", "04055", "04060", "04070",
         "04075", "04076", "04077", "04081", "04082", "04087", "04089", "04096", "04098",
         "04099", "04105", "04108", "04109", "04112", "04113", "04114", "04115", "04119"]
MISSING = {"04006": (HELPS, HURTS), "04010": (HELPS,), "04019": (HURTS,), "04030": (HELPS,),
           "04031": (HELPS,), "04033": (HELPS,), "04044": (HELPS,), "04050": (HELPS,),
           "04051": (HELPS,), "04054": (HELPS,), "04056": (HELPS,), "04057": (HELPS,),
           "04061": (HELPS,), "04064": (HELPS,), "04065": (HELPS,), "04071": (HELPS,),
           "04072": (HELPS,), "04073": (HELPS,), "04074": (HELPS,), "04078": (HELPS,),
           "04084": (HELPS,), "04086": (HELPS,), "04088": (HELPS,), "04090": (HELPS,),
           "04091": (HURTS,), "04092": (HELPS,), "04094": (HELPS,), "04097": (HELPS,),
           "04100": (HELPS,), "04102": (HELPS,), "04110": (HELPS,), "04111": (HURTS,),
           "04116": (HELPS,), "04118": (HELPS,), "04120": (HURTS,)}
USED3 = ("01009", "01005", "01002")


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_04015_shierak_qiya(pool):
    record(pool, "04015")
    s = scenario(pool, play=[TUMBLESTONE], hand=["04015"], knelt=[TUMBLESTONE])
    knight = s.card(TUMBLESTONE)
    fire(s, CONTEST_WON, -1, "power", 5, (knight,))
    step_unlogged(s, A("trigger", s.card("04015"), knight, 0))
    assert knight not in s.state.knelt


def test_04016_harmen_uller(pool):
    record(pool, "04016")
    s = scenario(pool, play=["04016"], hand=["10008"], gold=5, step="challenges.initiate")
    assert play_rules.ambush_cost(s.state, s.card("10008")) == 4 - 1    # Tyene Sand
    plain = scenario(pool, hand=["10008"], gold=5, step="challenges.initiate")
    assert play_rules.ambush_cost(plain.state, plain.card("10008")) == -1


def test_04028_the_stone_drum(pool):
    record(pool, "04028")
    kingdom = scenario(pool, play=["04028"], plot=PENTOSHI)
    plain = scenario(pool, plot=PENTOSHI)
    assert play_rules.income(kingdom.state) == play_rules.income(plain.state) + 1
    edict = scenario(pool, play=["04028"], plot=FEAST)
    assert play_rules.income(edict.state) == play_rules.income(scenario(pool, plot=FEAST).state)


def test_04029_shae(pool):
    record(pool, "04029")
    s = scenario(pool, play=["04029"], knelt=["04029"], gold=3, step="challenges.initiate")
    shae = s.card("04029")
    step_checked(s, A("ability", shae, -1, 0))
    assert shae not in s.state.knelt and s.state.gold == 2


def test_04035_starfall_cavalry(pool):
    record(pool, "04035")
    s = scenario(pool, hand=["04035"], gold=6)
    step_unlogged(s, A("marshal", s.card("04035")))
    assert [a.amount for a in triggers(s)] == [0]
    step_unlogged(s, triggers(s)[0])
    assert len(s.state.hand) == 1
    late = scenario(pool, hand=["04035"], plots=list(USED3), gold=6)
    to_used(late, *USED3)
    step_unlogged(late, A("marshal", late.card("04035")))
    step_unlogged(late, triggers(late)[0])
    assert len(late.state.hand) == 3


def test_04036_venomous_blade(pool):
    record(pool, "04036")
    s = scenario(pool, play=[DAYNE], attach={"04036": DAYNE})
    assert play_rules.strength(s.state, s.card(DAYNE)) == 3
    other = scenario(pool, play=[TUMBLESTONE], hand=["04036"], gold=3)
    assert play_rules.targets(other.state, other.card("04036")) == []


def test_04042_bear_island(pool):
    record(pool, "04042")
    s = scenario(pool, play=["04042"], hand=[SANSA, BASTARD], gold=5)
    step_unlogged(s, A("marshal", s.card(BASTARD)))            # not loyal
    assert not triggers(s)
    step_unlogged(s, A("marshal", s.card(SANSA)))
    step_unlogged(s, A("trigger", s.card("04042"), -1, 0))
    assert s.state.gold == 5 - 2 - 2 + 1                    # both cost 2


def test_04048_visited_by_shadows(pool):
    assert_for_opponents_character(pool, "04048")


def test_04049_ser_amory_lorch(pool):
    record(pool, "04049")
    s = scenario(pool, play=["04049"])
    assert play_rules.keywords(s.state, s.card("04049")) & RENOWN


def test_04052_king_of_salt_and_rock(pool):
    record(pool, "04052")
    s = scenario(pool, play=["12003"], attach={"04052": "12003"})
    assert play_rules.in_filter(s.state, chars("King"), s.card("12003"))
    other = scenario(pool, play=[TUMBLESTONE], hand=["04052"], gold=1)
    assert play_rules.targets(other.state, other.card("04052")) == []


def test_04058_the_gods_eye(pool):
    record(pool, "04058")
    s = scenario(pool, play=["04058"], plot=FEAST)
    plain = scenario(pool, plot=FEAST)
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 1
    assert play_rules.reserve(s.state) == play_rules.reserve(plain.state) + 1


def test_04063_king_renlys_host(pool):
    record(pool, "04063")
    summer = scenario(pool, play=["04063"], plot="05051")                # Time of Plenty
    assert play_rules.strength(summer.state, summer.card("04063")) == 8
    winter = scenario(pool, play=["04063"], plot="05052")                # Early Frost
    host = winter.card("04063")
    assert play_rules.strength(winter.state, host) == 4
    assert play_rules.cannot(winter.state, host, "attack")


def test_04069_tanda_stokeworth(pool):
    record(pool, "04069")
    s = scenario(pool, hand=["04069"], gold=3)
    step_unlogged(s, A("marshal", s.card("04069")))
    step_unlogged(s, A("trigger", s.card("04069"), -1, 0))
    assert s.state.gold == 3


def test_04093_xaro_xhoan_daxos(pool):
    record(pool, "04093")
    s = scenario(pool, play=["04093", TUMBLESTONE], hand=["14034", "02008"], gold=5)
    step_unlogged(s, A("marshal", s.card("14034"), s.card(TUMBLESTONE)))   # not unique
    assert not triggers(s)
    step_unlogged(s, A("marshal", s.card("02008"), s.card(TUMBLESTONE)))   # unique
    step_unlogged(s, A("trigger", s.card("04093"), -1, 0))
    assert s.state.gold == 5 - 1 - 2 + 2


def test_04095_myrcella_baratheon(pool):
    record(pool, "04095")
    s = scenario(pool, play=["04095"])
    assert play_rules.keywords(s.state, s.card("04095")) & RENOWN
    king = scenario(pool, play=["04095", "01048"])                       # Robert: a King
    assert not play_rules.keywords(king.state, king.card("04095")) & RENOWN


def test_04103_ser_robar_royce(pool):
    record(pool, "04103")
    s = scenario(pool, play=["04103"], plots=["05051"], step="plot.choose")
    step_unlogged(s, A("plot", s.card("05051")))
    step_unlogged(s, A("trigger", s.card("04103"), -1, 0))
    assert s.state.card_power[s.card("04103")] == 1
    w = scenario(pool, play=["04103"], plots=["05052"], step="plot.choose")
    step_unlogged(w, A("plot", w.card("05052")))
    assert w.card("04103") in w.state.knelt


def test_04106_fist_of_the_first_men(pool):
    record(pool, "04106")
    s = scenario(pool, play=["04106", RANGING, TUMBLESTONE])
    assert play_rules.strength(s.state, s.card(RANGING)) == 6
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 2


def test_04107_salladhor_saan(pool):
    record(pool, "04107")
    s = scenario(pool, play=["04107"], hand=["07026", BASTARD])
    fire(s, CONTEST_WON, -1, "power", 3, (s.card("04107"),))
    step_unlogged(s, A("trigger", s.card("04107"), -1, 0))
    assert s.state.zone[s.card("07026")] == PLAY                          # Black Betha
