"""Tests of the card records of the Dance of Shadows (records/dance_of_shadows/, one module per
pack): one test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BLACK_WIND, BRAIDED, COPPERS, COURTESAN, DAYNE, DRAGONS_TAIL, FEAST, LITTLE_BIRD,
    MARGAERY, PENNY, RANGING, ROBERT, ROSEROAD, TUMBLESTONE, UNSULLIED, abilities_of,
    abilities_of_first, ability, assert_inert_at, assert_inert_placed, assert_inert_record,
    assert_inert_where_played, assert_missing_record, challenge_checked, do, leans,
    offered_abilities, pilot_round, record_tests, step_checked, step_unlogged, trigger, won,
)
from agot_scenario import act, assert_missing, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, INTRIGUE, POWER, STEALTH
from deckcheck.games.agot.engine.state import DEAD, DECK, DISCARD, HAND, OUT, PLAY
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS, KNELT
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_11001_varamyr_sixskins(pool):
    record(pool, "11001")
    s = scenario(pool, play=["11001"], step="challenges.begins")
    varamyr = s.card("11001")
    modes = window(s)
    assert modes == [A("trigger", varamyr, -1, k) for k in range(4)]
    assert not play_rules.icons(s.state, varamyr) & INTRIGUE
    act(s, modes[0])                                          # Eagle
    assert s.state.pending == "challenges"                    # the other modes are gone
    assert play_rules.icons(s.state, varamyr) & INTRIGUE
    assert play_rules.keywords(s.state, varamyr) & INSIGHT
    s = scenario(pool, play=["11001"], step="challenges.begins")
    act(s, A("trigger", varamyr, -1, 1))                      # Cat
    assert play_rules.icons(s.state, varamyr) & POWER and play_rules.keywords(s.state, varamyr) & STEALTH
    act(s, A("pass"))                                         # the phase ends: it expires
    assert not play_rules.icons(s.state, varamyr) & POWER


def test_11004_scheming_septon(pool):
    record(pool, "11004")
    s = scenario(pool, play=["11004"], step="challenges.initiate")
    septon = s.card("11004")
    hand = len(s.state.hand)
    step_checked(s, A("ability", septon, -1, 0))
    assert len(s.state.hand) == hand + 1 and s.state.gold == 2
    assert s.state.draw[-1] == septon and s.state.zone[septon] == DECK
    marshal = scenario(pool, play=["11004"])
    assert not abilities_of(marshal, "11004")             # challenges phase only


def test_11012_nighttime_marauders(pool):
    assert_inert_placed(pool, "11012")


def test_11014_aegon_targaryen(pool):
    rec = record(pool, "11014")
    assert leans(rec) == [HURTS]
    s = scenario(pool, shadows=["11014"], deck=[UNSULLIED, RANGING], gold=3)
    step_checked(s, A("unshadow", s.card("11014")))
    step_checked(s, trigger(s, "11014"))
    ranging = s.card(RANGING)
    assert s.state.zone[ranging] == PLAY                 # the best Army: STR 5
    fire(s, "phase_ends", option="marshaling")
    assert s.state.zone[ranging] == HAND


def test_11020_exchange_of_information(pool):
    record(pool, "11020")
    named = [RANGING, BASTARD, ROSEROAD, "01034", DRAGONS_TAIL]
    s = scenario(pool, deck=named, plot="11020", filler=0)
    fire(s, "plot_revealed", s.state.plot)
    got = {s.state.table.ids[c] for c in s.state.hand}
    assert got == {BASTARD, ROSEROAD, "01034", DRAGONS_TAIL}    # the cheaper character
    assert s.state.zone[s.card(RANGING)] == DECK


def test_11021_wyman_manderly(pool):
    rec = record(pool, "11021")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, play=["11021", BASTARD], knelt=["11021"])
    wyman, bastard = s.card("11021"), s.card(BASTARD)
    assert A("ability", wyman, bastard, 0) in offered_abilities(s)
    hand = len(s.state.hand)
    act(s, A("ability", wyman, bastard, 0))
    assert s.state.zone[bastard] == DISCARD
    assert window(s) == [A("trigger", wyman, -1, 1)]
    act(s, A("trigger", wyman, -1, 1))
    assert wyman not in s.state.knelt and len(s.state.hand) == hand + 1
    # standing already: he still draws for a killed character
    s = scenario(pool, play=["11021", BASTARD])
    hand = len(s.state.hand)
    fire(s, "leaves_play", s.card(BASTARD), "kill")
    act(s, A("trigger", s.card("11021"), -1, 1))
    assert len(s.state.hand) == hand + 1
    # a character returned to hand does not count
    fire(s, "leaves_play", s.card(BASTARD), "hand")
    assert s.state.pending != "respond"


def test_11030_bowels_of_casterly_rock(pool):
    record(pool, "11030")
    s = scenario(pool, play=["11030"], shadows=[PENNY, "13032"], gold=5)
    step_checked(s, A("unshadow", s.card(PENNY)))
    assert s.state.pending == "respond"
    assert {a.amount for a in legal(s) if a.kind == "trigger"} == {0, 1}
    hand = len(s.state.hand)
    step_checked(s, trigger(s, "11030"))                          # the gold
    assert s.state.gold == 5 - 1 + 2 and len(s.state.hand) == hand
    assert s.state.pending == "marshal"                   # the draw is gone with it
    step_checked(s, A("unshadow", s.card("13032")))
    assert s.state.pending == "marshal"                   # once per phase


def test_11033_hizdahr_zo_loraq(pool):
    record(pool, "11033")
    s = scenario(pool, play=["11033"], hand=[ROBERT, BASTARD], gold=5)
    hizdahr, robert, bastard = s.card("11033"), s.card(ROBERT), s.card(BASTARD)
    assert not [a for a in legal(s) if a.kind == "reduce"]   # only through the action
    assert offered_abilities(s, "11033") == [A("ability", hizdahr, -1, 0)]
    act(s, A("ability", hizdahr, -1, 0))
    assert s.state.zone[bastard] == DISCARD                 # the least valuable card
    assert play_rules.marshal_cost(s.state, robert) == 4
    act(s, A("marshal", robert))
    assert s.state.gold == 1 and s.state.zone[robert] == PLAY
    # Robert affordable anyway: no use for it
    s = scenario(pool, play=["11033"], hand=[ROBERT, BASTARD], gold=8)
    assert not offered_abilities(s, "11033")


def test_11034_meereen(pool):
    record(pool, "11034")
    s = scenario(pool, play=["11034"], hand=[BASTARD, DAYNE], deck=[TUMBLESTONE, COURTESAN,
                                                                   ROSEROAD], gold=1)
    meereen = s.card("11034")
    act(s, A("ability", meereen, -1, 0))
    assert s.state.zone[s.card(BASTARD)] == OUT and s.state.zone[s.card(DAYNE)] == OUT
    assert sorted(s.state.hand) == sorted(s.cards(TUMBLESTONE) + s.cards(COURTESAN)
                                          + s.cards(ROSEROAD))
    do(s, A("marshal", s.card(ROSEROAD)), A("pass"))        # the marshaling phase ends
    assert sorted(s.state.hand) == sorted([s.card(BASTARD), s.card(DAYNE)])
    assert s.state.zone[s.card(TUMBLESTONE)] == DISCARD
    assert s.state.zone[s.card(ROSEROAD)] == PLAY
    # no gold left: not used
    s = scenario(pool, play=["11034"], hand=[BASTARD], gold=0)
    assert not offered_abilities(s, "11034")


def test_11039_trading_with_qohor(pool):
    rec = record(pool, "11039")
    assert rec.status == "missing" and leans(rec) == [HELPS]


def test_11044_growing_ambition(pool):
    assert_missing(record(pool, "11044"), "helps")


def test_11051_drowned_god_fanatic(pool):
    assert_missing_record(pool, "11051", "helps")


def test_11054_queensguard(pool):
    record(pool, "11054")
    hosts = scenario(pool, play=[BASTARD, MARGAERY], hand=["11054"], gold=3)
    assert play_rules.targets(hosts.state, hosts.card("11054")) == [hosts.card(BASTARD)]  # no Lady
    s = scenario(pool, play=[BASTARD], attach={"11054": BASTARD}, hand=[DAYNE],
                 step="challenges.initiate")
    challenge_checked(s, "military", BASTARD)
    bastard = s.card(BASTARD)
    assert bastard in s.state.knelt
    step_checked(s, ability(s, "11054"))
    assert bastard not in s.state.knelt and s.state.zone[s.card(DAYNE)] == DISCARD
    challenge_checked(s, "power", BASTARD)                       # the stand lets it attack again
    assert len(won(s)) == 2
    assert not abilities_of(s, "11054")                  # no open type it has the icon of


def test_11061_meera_reed(pool):
    assert_inert_where_played(pool, "11061")


def test_11070_clever_feint(pool):
    assert_missing_record(pool, "11070", "helps")


def test_11074_meereenese_market(pool):
    record(pool, "11074")
    s = scenario(pool, play=["11074"], hand=[DAYNE], discard=[BASTARD], plot=COPPERS, gold=5)
    assert play_rules.income(s.state) == 2 + 1
    market, bastard = s.card("11074"), s.card(BASTARD)
    act(s, A("ability", market, bastard, 0))
    assert s.state.zone[bastard] == DECK and s.state.draw[0] == bastard
    assert market in s.state.knelt


def test_11076_a_mission_in_essos(pool):
    assert_missing_record(pool, "11076", "helps")


def test_11077_wun_wun(pool):
    assert_inert_at(pool, "11077")


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


def test_11082_skagos(pool):
    assert_missing_record(pool, "11082", "helps")


def test_11085_three_finger_hobb(pool):
    record(pool, "11085")
    s = scenario(pool, play=["11085"], hand=[BASTARD], plot=COPPERS, step="taxation.reserve")
    act(s, window(s)[0])
    assert len(s.state.hand) == 1 + 2
    full = scenario(pool, play=["11085"], hand=[BASTARD, DAYNE, TUMBLESTONE, COURTESAN],
                    plot=FEAST, step="taxation.reserve")          # 4 cards, reserve 4
    assert full.state.pending != "respond"


def test_11089_painted_dogs(pool):
    record(pool, "11089")
    s = scenario(pool, play=["11089", "01091"], knelt=["11089", "01091"],
                 step="challenges.initiate")
    dogs, burned = s.card("11089"), s.card("01091")
    assert offered_abilities(s, "11089") == [A("ability", dogs, burned, 0)]   # not himself
    act(s, A("ability", dogs, burned, 0))
    assert s.state.zone[dogs] == HAND and burned not in s.state.knelt
    # Burned Men ([military] only) cannot make the challenge left: not used
    s = scenario(pool, play=["11089", "01091"], knelt=["11089", "01091"],
                 step="challenges.initiate")
    s.state.challenges_left = 2                              # intrigue only
    assert not offered_abilities(s, "11089")


def test_11096_he_calls_it_thinking(pool):
    assert_inert_record(pool, "11096")


def test_11114_gifts_for_the_widow(pool):
    record(pool, "11114")
    s = scenario(pool, play=[BASTARD], hand=["11114"], deck=[LITTLE_BIRD, "01036", "01153"],
                 gold=1)
    act(s, A("ability", s.card("11114"), -1, 0))
    bird = s.card(LITTLE_BIRD)
    assert s.state.zone[bird] == PLAY and s.state.parent[bird] == s.card(BASTARD)
    assert s.state.gold == 0
    s = scenario(pool, play=[BASTARD], hand=["11114"], deck=["01153"], gold=5)
    assert not offered_abilities(s)                                  # Ice has no legal host


def test_11118_assault_from_the_shadows(pool):
    rec = record(pool, "11118")
    assert_missing(rec, "helps")
    s = scenario(pool, play=[BASTARD], plot=COPPERS, agenda="11118", step="marshaling.income")
    assert play_rules.income(s.state) == 2 - 1 and s.state.gold == 1


def test_17106_drowned_god_fanatic(pool):
    rec = record(pool, "17106")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, dead=["17106"], play=[BLACK_WIND])
    step_checked(s, ability(s, "17106"))
    assert s.state.zone[s.card("17106")] == PLAY
    assert s.state.zone[s.card(BLACK_WIND)] == DEAD
    alone = scenario(pool, dead=["17106"], play=[BASTARD])
    assert not abilities_of(alone, "17106")              # no [greyjoy] character to kill


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


def test_17125_skagos(pool):
    rec = record(pool, "17125")
    assert rec.status == "missing" and leans(rec) == [HELPS]


def test_17135_gifts_for_the_widow(pool):
    record(pool, "17135")
    s = scenario(pool, play=[BASTARD], hand=["17135"], deck=[LITTLE_BIRD, "02034"], gold=3)
    gifts, bird = s.card("17135"), s.card(LITTLE_BIRD)
    assert abilities_of_first(s, "17135") == [A("ability", gifts, -1, 0)]
    act(s, A("ability", gifts, -1, 0))
    assert s.state.zone[bird] == PLAY and s.state.parent[bird] == s.card(BASTARD)
    assert s.state.gold == 3 - 1 and s.state.faction_knelt   # Crown of Gold (4) too dear
    broke = scenario(pool, play=[BASTARD], hand=["17135"], deck=["02034"], gold=3)
    assert not abilities_of_first(broke, "17135")


def test_17150_the_free_folk(pool):
    rec = record(pool, "17150")
    assert rec.status == "inert" and "claim" in rec.inert and not rec.abilities


def test_meereen_leaving_play_gives_the_cards_back(pool):
    s = scenario(pool, play=["11034"], hand=[BASTARD, DAYNE], gold=1)
    meereen = s.card("11034")
    do(s, A("ability", meereen, -1, 0))
    assert s.state.zone[s.card(BASTARD)] == OUT
    play_rules.leave_play(s.state, meereen, DISCARD)
    assert s.state.zone[s.card(BASTARD)] == HAND and s.state.zone[s.card(DAYNE)] == HAND
    hand = list(s.state.hand)
    do(s, A("pass"))                                         # the phase ends: nothing more
    assert all(s.state.zone[c] == HAND for c in hand)


def test_pilot_uses_queensguard_for_another_challenge(pool):
    s = scenario(pool, play=[BASTARD], attach={"11054": BASTARD}, hand=[DAYNE],
                 step="challenges.initiate")
    pilot_round(s)
    assert sorted(e[2] for e in won(s)) == ["military", "power"]
    assert s.state.zone[s.card(DAYNE)] == DISCARD


INERT = [
    "11008", "11010", "11013", "11018", "11022", "11025", "11035", "11036", "11045", "11047",
    "11048", "11049", "11053", "11055", "11062", "11068", "11072", "11073", "11075", "11078",
    "11079", "11086", "11095", "11097", "11100", "11102", "11106", "11107", "11108", "11111",
    "11119"]
MISSING = {
    "11060": (HURTS,),
    "11002": (HURTS,), "11005": (HELPS,), "11006": (HURTS,), "11007": (HELPS,),
    "11011": (HELPS, HURTS), "11016": (HELPS,), "11017": (HELPS,), "11023": (HELPS,),
    "11024": (HELPS,), "11026": (HELPS, HURTS), "11027": (HELPS,), "11028": (HELPS,),
    "11029": (HELPS,), "11031": (HELPS,), "11032": (HELPS,), "11037": (HURTS,), "11038": (HELPS,),
    "11040": (HURTS,), "11041": (HURTS,), "11042": (HELPS,), "11043": (HELPS,), "11052": (HELPS,),
    "11057": (HELPS,), "11058": (HELPS,), "11059": (HELPS,), "11063": (HELPS,), "11064": (HELPS,),
    "11069": (HELPS,), "11071": (HELPS,), "11080": (HELPS,), "11083": (HELPS,), "11084": (HELPS,),
    "11087": (HELPS,), "11088": (HELPS,), "11090": (HELPS,), "11091": (HELPS,), "11094": (HELPS,),
    "11098": (HELPS,), "11099": (HELPS,), "11101": (HELPS,), "11103": (HELPS,), "11104": (HELPS,),
    "11110": (HELPS,), "11112": (HELPS,), "11113": (HELPS,), "11115": (HELPS,), "11116": (HELPS,),
    "11117": (HELPS,), "11120": (HURTS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def income_bonus(pool, code):
    s = scenario(pool, play=[code], plot=FEAST)
    return play_rules.income(s.state) - play_rules.income(scenario(pool, plot=FEAST).state)


def test_11003_northern_armory(pool):
    record(pool, "11003")
    assert income_bonus(pool, "11003") == 1
    s = scenario(pool, play=["11003", TUMBLESTONE, BASTARD], knelt=[TUMBLESTONE, BASTARD])
    offered = {a.target for a in legal(s) if a.kind == "ability" and a.card == s.card("11003")}
    assert offered == {s.card(TUMBLESTONE)}                      # [stark] only
    assert play_rules.cannot(s.state, s.card("11003"), "stand")


def test_11009_stormlands_fiefdom(pool):
    record(pool, "11009")
    assert income_bonus(pool, "11009") == 1


def test_11015_unexpected_return(pool):
    record(pool, "11015")
    s = scenario(pool, hand=["11015"], discard=[BASTARD, RANGING], gold=5,
                 step="challenges.initiate")
    step_unlogged(s, A("ability", s.card("11015"), -1, 0))
    assert s.state.zone[s.card(RANGING)] == PLAY and s.state.zone[s.card(BASTARD)] == DISCARD


def test_11019_burning_the_dead(pool):
    record(pool, "11019")
    s = scenario(pool, hand=["11019"], gold=1)
    step_unlogged(s, A("ability", s.card("11019"), -1, 0))
    assert len(s.state.hand) == 1 and s.state.gold == 0


def test_11046_miners_pick(pool):
    record(pool, "11046")
    s = scenario(pool, play=["04065"], attach={"11046": "04065"}, plot=FEAST)
    assert play_rules.strength(s.state, s.card("04065")) == 3
    assert play_rules.income(s.state) == play_rules.income(scenario(pool, plot=FEAST).state) + 1
    other = scenario(pool, play=[TUMBLESTONE], hand=["11046"], gold=1)
    assert play_rules.targets(other.state, other.card("11046")) == []


def test_11050_gold_mine(pool):
    record(pool, "11050")
    assert income_bonus(pool, "11050") == 1
    s = scenario(pool, play=["11050"], hand=[BASTARD], deck=[RANGING])
    step_unlogged(s, A("ability", s.card("11050"), -1, 0))
    assert s.state.hand == [s.card(RANGING)] and s.card(BASTARD) in s.state.discard


def test_11056_summer_sea_port(pool):
    record(pool, "11056")
    s = scenario(pool, play=["11056"], plot=FEAST)
    plain = scenario(pool, plot=FEAST)
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 1
    assert play_rules.reserve(s.state) == play_rules.reserve(plain.state) + 1


def test_11065_jon_snow(pool):
    record(pool, "11065")
    s = scenario(pool, play=["11065", "19010"])
    assert play_rules.keywords(s.state, s.card("11065")) & INSIGHT       # Old Steward
    alone = scenario(pool, play=["11065"])
    assert not play_rules.keywords(alone.state, alone.card("11065")) & INSIGHT


def test_11066_lord_commander(pool):
    record(pool, "11066")
    s = scenario(pool, play=["11065"], attach={"11066": "11065"})
    fire(s, CONTEST_WON, -1, "power", 6, (s.card("11065"),))
    step_unlogged(s, A("trigger", s.card("11066"), -1, 0))
    assert s.state.card_power[s.card("11065")] == 1
    cheap = scenario(pool, play=["04065"], hand=["11066"], gold=3)
    assert cheap.card("04065") not in play_rules.targets(cheap.state, cheap.card("11066"))


def test_11092_refurbished_hulk(pool):
    record(pool, "11092")
    s = scenario(pool, play=["11092"], plot=FEAST)
    plain = scenario(pool, plot=FEAST)
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 1
    assert play_rules.initiative(s.state) == play_rules.initiative(plain.state) + 1


def test_11105_nightfort_builder(pool):
    record(pool, "11105")
    s = scenario(pool, play=["11105"], deck=["07020"])                  # Catapult on the Wall
    fire(s, KNELT, s.card("11105"))
    step_unlogged(s, A("trigger", s.card("11105"), -1, 0))
    assert s.card("07020") in s.state.hand


REDESIGNS_INERT = ["17104"]
REDESIGNS_MISSING = {
    "17115": ("helps",), "17123": ("hurts",), "17130": ("helps",), "17133": ("helps",), "17167": ("helps",),
    "17172": ("hurts",), "17173": ("helps",)}


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])


def test_17124_bear_island_scout(pool):
    record(pool, "17124")
    s = scenario(pool, hand=["17124"], deck=["14034", BASTARD], gold=2, faction="stark")
    step_unlogged(s, A("marshal", s.card("17124")))
    step_unlogged(s, A("trigger", s.card("17124"), -1, 0))
    assert s.card("14034") not in s.state.hand                  # Bearskin Cloak: no House Mormont
    s = scenario(pool, hand=["17124"], deck=["08021", BASTARD], gold=2, faction="stark")
    step_unlogged(s, A("marshal", s.card("17124")))
    step_unlogged(s, A("trigger", s.card("17124"), -1, 0))
    assert s.card("08021") in s.state.hand                      # Maege Mormont
    mixed = scenario(pool, play=[BASTARD], hand=["17124"], deck=["08021"], gold=2)
    step_unlogged(mixed, A("marshal", mixed.card("17124")))
    assert not [a for a in legal(mixed) if a.kind == "trigger"]  # a [baratheon] character
