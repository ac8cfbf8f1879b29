"""Records of the most played cards of the format, group A (records/common_a.py): one test
per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_scenario import fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import ENGINE, FLOW, play_rules
from deckcheck.games.agot.engine.effects import RENOWN
from deckcheck.games.agot.engine.state import DEAD, DECK, DISCARD, HAND, OUT, PLAY, USED
from deckcheck.goldfish.abilities.records import HELPS, HURTS
from deckcheck.goldfish.actions import Action as A

# support cards (no record, or a record that stays quiet in these positions)
BASTARD = "01053"        # Bastard in Hiding: baratheon, cost 2, STR 2, military + power, no text
DAYNE = "01113"          # House Dayne Knight: martell Knight, cost 2, STR 2, no text
TUMBLESTONE = "01150"    # Tumblestone Knight: stark Knight, cost 2, STR 2, military + power
RANGING = "01132"        # Ranging Party: thenightswatch Army, cost 4, STR 5, military + power
UNSULLIED = "01171"      # Unsullied: targaryen Army, cost 4, STR 3
MERYN = "15029"          # Ser Meryn Trant: lannister Kingsguard Knight, cost 3
BARRISTAN = "02107"      # Ser Barristan Selmy: baratheon Kingsguard, cost 7
ARYS = "04115"           # Ser Arys Oakheart: martell Kingsguard Knight, cost 4
RED_PRIEST = "14012"     # Red Priest: R'hllor, military + intrigue, STR 2 (inert record)
MARGAERY = "01181"       # Margaery Tyrell: unique tyrell Lady, STR 3
TANDA = "04069"          # Tanda Stokeworth: unique lannister Lady, STR 3
MOON_BOY = "02047"       # Moon Boy: a Fool
OLD_STEWARD = "19010"    # Old Steward: a Steward
SEA_BITCH = "04112"      # Sea Bitch: greyjoy Warship location, cost 1
IRON_VICTORY = "06092"   # Iron Victory: greyjoy Warship location
WARDENS = "01190"        # Wardens of the Reach: tyrell Army, cost 4, STR 3
MASON = "04065"          # Shadow Tower Mason: thenightswatch Builder, cost 2
VANGUARD = "01151"       # Vanguard of the North: stark, cost 4
FIST = "04106"           # Fist of the First Men
PENNY = "11029"          # Penny: lannister, Shadow (1)
STEWARD_AT_WALL = "01133"  # Steward at the Wall: cost 1
BLACK_WIND = "01072"     # Black Wind's Crew: greyjoy, Pillage only
ROSEROAD = "01040"       # The Roseroad: Limited, cost 0, +1 Income
KINGSROAD = "01039"      # The Kingsroad: Limited, cost 1
CITY_OF_SECRETS = "13019"  # a City plot
COPPERS = "01010"        # Counting Coppers (a plot)
DRAGONS_TAIL = "04001"
SECRET_SCHEMES = "06076"
INCINERATE = "15024"


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def assert_inert(pool, code: str):
    rec = record(pool, code)
    assert rec.status == "inert"
    assert rec.inert
    assert not rec.abilities and not rec.statics
    return rec


def act(s, *actions: A) -> None:
    """Checked, one decision at a time: each action must be legal; the game does not run on
    through decisions with a single choice (so a position can be inspected)."""
    for a in actions:
        assert a in legal(s), a
        ENGINE.step(s.state, a)


def leans(rec) -> list[str]:
    return [m.lean for m in rec.missing]


def trigger(s, code: str, target: int = -1, ability: int = 0) -> A:
    return A("trigger", s.card(code), target, ability)


def ability(s, code: str, target: int = -1, k: int = 0) -> A:
    return A("ability", s.card(code), target, k)


def abilities_of(s, code: str) -> list[A]:
    mine = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in mine]


def challenge(s, kind: str, *attackers: str) -> None:
    act(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in attackers),
        A("confirm"))


def won(s, rnd: int = 1) -> list[tuple]:
    return [e for e in s.state.events if e[0] == rnd and e[1] == "challenge_won"]


def to_used(s, *codes: str) -> None:
    """Move plots of the scenario's plot deck to the used pile."""
    for code in codes:
        for p in s.cards(code):
            s.state.plot_deck.remove(p)
            s.state.used_plots.append(p)
            s.state.zone[p] = USED


# -- plots -----------------------------------------------------------------------------------------
def test_15048_the_white_swords(pool):
    record(pool, "15048")
    s = scenario(pool, hand=[MERYN], discard=[BARRISTAN], plot="15048")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(BARRISTAN)] == PLAY       # cost 7 from the discard pile
    assert s.state.zone[s.card(MERYN)] == HAND


def test_11020_exchange_of_information(pool):
    record(pool, "11020")
    named = [RANGING, BASTARD, ROSEROAD, "01034", DRAGONS_TAIL]
    s = scenario(pool, deck=named, plot="11020", filler=0)
    fire(s, "plot_revealed", s.state.plot)
    got = {s.state.table.ids[c] for c in s.state.hand}
    assert got == {BASTARD, ROSEROAD, "01034", DRAGONS_TAIL}    # the cheaper character
    assert s.state.zone[s.card(RANGING)] == DECK


def test_13020_at_the_gates(pool):
    record(pool, "13020")
    s = scenario(pool, deck=[KINGSROAD, ROSEROAD], plot="13020")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(ROSEROAD)] == PLAY        # +1 Income: into play, no City plot
    assert s.state.zone[s.card(KINGSROAD)] == DECK
    city = scenario(pool, deck=[KINGSROAD, ROSEROAD], plots=[CITY_OF_SECRETS], plot="13020")
    to_used(city, CITY_OF_SECRETS)
    fire(city, "plot_revealed", city.state.plot)
    assert city.state.zone[city.card(ROSEROAD)] == HAND


def test_17156_at_the_palace_of_sorrows(pool):
    record(pool, "17156")
    s = scenario(pool, play=[RANGING, BASTARD], plot="17156")
    assert [play_rules.strength(s.state, s.card(c)) for c in (RANGING, BASTARD)] == [3, 3]
    plain = scenario(pool, play=[RANGING, BASTARD], plot=COPPERS)
    assert [play_rules.strength(plain.state, plain.card(c)) for c in (RANGING, BASTARD)] == [5, 2]


def test_15051_loan_from_the_iron_bank(pool):
    record(pool, "15051")
    s = scenario(pool, plots=["15051"], plot=COPPERS)
    printed = s.state.table.income[s.state.plot]
    assert play_rules.income(s.state) == printed
    to_used(s, "15051")
    assert play_rules.income(s.state) == printed - 1


def test_06040_the_annals_of_castle_black(pool):
    rec = record(pool, "06040")
    assert leans(rec) == [HURTS]
    s = scenario(pool, discard=[DRAGONS_TAIL], plot="06040")
    dt = s.card(DRAGONS_TAIL)
    hand = len(s.state.hand)
    act(s, A("ability", dt, -1, 0))
    assert len(s.state.hand) == hand + 2
    assert s.state.zone[dt] == OUT                     # removed from the game
    plain = scenario(pool, discard=[DRAGONS_TAIL], plot=COPPERS)
    assert not abilities_of(plain, DRAGONS_TAIL)


def test_17158_the_annals_of_castle_black(pool):
    rec = record(pool, "17158")
    assert leans(rec) == [HURTS]
    s = scenario(pool, discard=[DRAGONS_TAIL] * 3, plot="17158")
    for _ in range(2):
        act(s, abilities_of(s, DRAGONS_TAIL)[0])
    zones = [s.state.zone[c] for c in s.cards(DRAGONS_TAIL)]
    assert zones.count(OUT) == 2 and zones.count(DISCARD) == 1
    assert not abilities_of(s, DRAGONS_TAIL)             # twice per phase
    s.state.step, s.state.pending = FLOW.at("challenges.initiate"), "challenges"
    assert abilities_of(s, DRAGONS_TAIL)


def test_20058_the_smith(pool):
    assert_inert(pool, "20058")


def test_06100_wheels_within_wheels(pool):
    record(pool, "06100")
    s = scenario(pool, deck=[DRAGONS_TAIL, SECRET_SCHEMES, INCINERATE], plot="06100")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(SECRET_SCHEMES)] == HAND   # playable, highest cost
    assert s.state.zone[s.card(DRAGONS_TAIL)] == DISCARD
    assert s.state.zone[s.card(INCINERATE)] == DISCARD


def test_05049_littlefingers_meddling(pool):
    record(pool, "05049")
    s = scenario(pool, hand=[SECRET_SCHEMES], plots=[COPPERS], plot="05049", gold=0)
    to_used(s, COPPERS)
    assert abilities_of(s, SECRET_SCHEMES)               # cost 1 - 2: free
    plain = scenario(pool, hand=[SECRET_SCHEMES], plots=["01009"], plot=COPPERS, gold=0)
    to_used(plain, "01009")
    assert not abilities_of(plain, SECRET_SCHEMES)


# -- agendas ----------------------------------------------------------------------------------------
def test_16027_aloof_and_apart(pool):
    record(pool, "16027")
    s = scenario(pool, hand=[BARRISTAN, ARYS], agenda="16027", gold=10)
    assert play_rules.marshal_cost(s.state, s.card(BARRISTAN)) == 5
    assert play_rules.marshal_cost(s.state, s.card(ARYS)) == 4     # printed cost below 6
    act(s, A("marshal", s.card(BARRISTAN)))
    assert s.state.gold == 5


def test_20051_a_mummers_farce(pool):
    rec = record(pool, "20051")
    assert sorted(leans(rec)) == [HELPS, HELPS, HURTS]
    s = scenario(pool, play=[MOON_BOY, BASTARD], knelt=[MOON_BOY, BASTARD], agenda="20051",
                 step="standing.stand")
    assert len(s.state.hand) == 1                        # only the Fool draws
    plain = scenario(pool, play=[MOON_BOY], knelt=[MOON_BOY], step="standing.stand")
    assert len(plain.state.hand) == 0


def test_11039_trading_with_qohor(pool):
    rec = record(pool, "11039")
    assert rec.status == "missing" and leans(rec) == [HELPS]


# -- characters -------------------------------------------------------------------------------------
def test_08051_asha_greyjoy(pool):
    assert_inert(pool, "08051")


def test_08093_daenerys_targaryen(pool):
    assert_inert(pool, "08093")


def test_21013_great_ranging(pool):
    record(pool, "21013")
    s = scenario(pool, hand=["21013"], discard=[FIST], gold=8)
    act(s, A("marshal", s.card("21013")))
    assert s.state.pending == "respond"
    act(s, trigger(s, "21013"))
    assert s.state.zone[s.card(FIST)] == PLAY
    assert play_rules.reserve(s.state) == s.state.table.reserve[s.state.plot] + 1


def test_19006_ser_boros_blount(pool):
    rec = record(pool, "19006")
    assert leans(rec) == [HURTS]
    s = scenario(pool, hand=["19006"], deck=[ARYS], gold=3, step="challenges.initiate")
    act(s, A("ambush", s.card("19006")))
    assert s.state.pending == "respond"
    act(s, trigger(s, "19006"))
    arys = s.card(ARYS)
    assert s.state.zone[arys] == PLAY                    # cost 4 beats the cost-2 Knights
    fire(s, "phase_ends", option="challenges")
    assert s.state.zone[arys] == DISCARD


def test_13001_alysane_mormont(pool):
    record(pool, "13001")
    s = scenario(pool, play=["13001", TUMBLESTONE], step="challenges.initiate")
    challenge(s, "military", "13001")
    assert s.card("13001") not in s.state.knelt and len(won(s)) == 1
    mixed = scenario(pool, play=["13001", BASTARD], step="challenges.initiate")
    challenge(mixed, "military", "13001")
    assert mixed.card("13001") in mixed.state.knelt


def test_08069_ser_balon_swann(pool):
    record(pool, "08069")
    s = scenario(pool, play=["08069"], hand=[TUMBLESTONE, DAYNE, MERYN], gold=10)
    act(s, A("marshal", s.card(TUMBLESTONE)))
    assert s.state.pending == "respond"
    act(s, trigger(s, "08069"))
    assert s.state.gold == 10 - 2 + 2
    act(s, A("marshal", s.card(DAYNE)))                 # once per phase
    assert s.state.pending == "marshal"
    lannister = scenario(pool, play=["08069"], hand=[MERYN], gold=10)
    act(lannister, A("marshal", lannister.card(MERYN)))
    assert lannister.state.pending == "marshal"         # a [lannister] Knight: no gold


def test_13031_alannys_greyjoy(pool):
    record(pool, "13031")
    s = scenario(pool, play=["13031"], hand=[SEA_BITCH, IRON_VICTORY], gold=5)
    act(s, A("marshal", s.card(SEA_BITCH)))
    act(s, trigger(s, "13031"))
    assert len(s.state.hand) == 1 + 1
    act(s, A("marshal", s.card(IRON_VICTORY)))          # once per phase
    assert s.state.pending == "marshal"


def test_11014_aegon_targaryen(pool):
    rec = record(pool, "11014")
    assert leans(rec) == [HURTS]
    s = scenario(pool, shadows=["11014"], deck=[UNSULLIED, RANGING], gold=3)
    act(s, A("unshadow", s.card("11014")))
    act(s, trigger(s, "11014"))
    ranging = s.card(RANGING)
    assert s.state.zone[ranging] == PLAY                 # the best Army: STR 5
    fire(s, "phase_ends", option="marshaling")
    assert s.state.zone[ranging] == HAND


def test_11004_scheming_septon(pool):
    record(pool, "11004")
    s = scenario(pool, play=["11004"], step="challenges.initiate")
    septon = s.card("11004")
    hand = len(s.state.hand)
    act(s, A("ability", septon, -1, 0))
    assert len(s.state.hand) == hand + 1 and s.state.gold == 2
    assert s.state.draw[-1] == septon and s.state.zone[septon] == DECK
    marshal = scenario(pool, play=["11004"])
    assert not abilities_of(marshal, "11004")             # challenges phase only


def test_07013_satin(pool):
    record(pool, "07013")
    s = scenario(pool, play=["07013", OLD_STEWARD], knelt=[OLD_STEWARD],
                 step="challenges.initiate")
    challenge(s, "intrigue", "07013")
    assert s.state.pending == "respond"
    steward = s.card(OLD_STEWARD)
    options = [a for a in legal(s) if a.kind == "trigger"]
    assert [a.target for a in options] == [steward]       # not Satin herself
    act(s, options[0], A("resolve"))
    assert steward not in s.state.knelt and len(won(s)) == 1


def test_17102_victarion_greyjoy(pool):
    record(pool, "17102")
    s = scenario(pool, play=["17102", SEA_BITCH, IRON_VICTORY], knelt=["17102"],
                 step="challenges.initiate")
    vic = s.card("17102")
    act(s, A("ability", vic, -1, 0))
    assert vic not in s.state.knelt
    assert len([c for c in s.state.locations if c in s.state.knelt]) == 1
    challenge(s, "military", "17102")
    assert s.state.pending == "resolve_challenge"      # the window inside the challenge
    assert A("ability", vic, -1, 1) in abilities_of(s, "17102")
    act(s, A("ability", vic, -1, 1))
    assert play_rules.keywords(s.state, vic) & RENOWN
    assert A("ability", vic, -1, 1) not in abilities_of(s, "17102")    # has renown now
    act(s, A("resolve"))
    assert s.state.card_power.get(vic) == 1             # renown until the end of the challenge
    assert not play_rules.keywords(s.state, vic) & RENOWN


def test_17106_drowned_god_fanatic(pool):
    rec = record(pool, "17106")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, dead=["17106"], play=[BLACK_WIND])
    act(s, ability(s, "17106"))
    assert s.state.zone[s.card("17106")] == PLAY
    assert s.state.zone[s.card(BLACK_WIND)] == DEAD
    alone = scenario(pool, dead=["17106"], play=[BASTARD])
    assert not abilities_of(alone, "17106")              # no [greyjoy] character to kill


def test_08111_saltcliffe_sailor(pool):
    assert_inert(pool, "08111")


def test_05010_taena_merryweather(pool):
    record(pool, "05010")
    s = scenario(pool, play=["05010"], hand=[DRAGONS_TAIL, BASTARD])
    act(s, ability(s, DRAGONS_TAIL))
    assert s.state.pending == "respond" and len(s.state.hand) == 1 + 2
    act(s, trigger(s, "05010"))
    assert len(s.state.hand) == 3                        # 1 discarded, 1 drawn
    assert len(s.state.discard) == 2                     # the event and the discarded card


def test_08115_host_of_the_boneway(pool):
    record(pool, "08115")
    s = scenario(pool, play=["08115"], plots=[COPPERS, "01009"])
    host = s.card("08115")
    assert play_rules.strength(s.state, host) == 4
    to_used(s, COPPERS, "01009")
    assert play_rules.strength(s.state, host) == 6


def test_14012_red_priest(pool):
    assert_inert(pool, "14012")


def test_05001_cersei_lannister(pool):
    record(pool, "05001")
    s = scenario(pool, play=["05001"], step="challenges.initiate")
    cersei = s.card("05001")
    challenge(s, "intrigue", "05001")
    assert cersei not in s.state.knelt
    challenge(s, "power", "05001")
    assert cersei in s.state.knelt and len(won(s)) == 2


def test_09001_mace_tyrell(pool):
    rec = record(pool, "09001")
    assert leans(rec) == [HELPS]
    s = scenario(pool, play=["09001"], hand=[WARDENS, MARGAERY], gold=8)
    act(s, A("marshal", s.card(WARDENS)))
    act(s, trigger(s, "09001"))
    assert s.state.card_power.get(s.card("09001")) == 1 and s.state.gold == 8 - 4 - 1
    act(s, A("marshal", s.card(MARGAERY)))              # once per phase
    assert s.state.pending == "marshal"


def test_14033_she_bear(pool):
    record(pool, "14033")
    s = scenario(pool, hand=["14033", TUMBLESTONE, VANGUARD], gold=3)
    act(s, A("marshal", s.card("14033")))
    act(s, trigger(s, "14033"))
    assert s.state.zone[s.card(TUMBLESTONE)] == PLAY
    assert s.state.zone[s.card(VANGUARD)] == HAND        # printed cost 4


# -- attachments ------------------------------------------------------------------------------------
def test_11054_queensguard(pool):
    record(pool, "11054")
    hosts = scenario(pool, play=[BASTARD, MARGAERY], hand=["11054"], gold=3)
    assert play_rules.targets(hosts.state, hosts.card("11054")) == [hosts.card(BASTARD)]  # no Lady
    s = scenario(pool, play=[BASTARD], attach={"11054": BASTARD}, hand=[DAYNE],
                 step="challenges.initiate")
    challenge(s, "military", BASTARD)
    bastard = s.card(BASTARD)
    assert bastard in s.state.knelt
    act(s, ability(s, "11054"))
    assert bastard not in s.state.knelt and s.state.zone[s.card(DAYNE)] == DISCARD
    challenge(s, "power", BASTARD)                       # the stand lets it attack again
    assert len(won(s)) == 2
    assert not abilities_of(s, "11054")                  # no open type it has the icon of


def test_14020_azor_ahai_reborn(pool):
    record(pool, "14020")
    hosts = scenario(pool, play=[BASTARD, MARGAERY], hand=["14020"], gold=3)
    assert play_rules.targets(hosts.state, hosts.card("14020")) == [hosts.card(MARGAERY)]  # unique
    s = scenario(pool, play=[RED_PRIEST, MARGAERY], attach={"14020": MARGAERY},
                 step="challenges.initiate")
    challenge(s, "military", RED_PRIEST)
    act(s, A("resolve"))            # the window inside the challenge (Margaery's action)
    assert won(s)[0][2:] == ("military", 2 + 3)
    assert s.card(MARGAERY) not in s.state.knelt


def test_08009_traitor_to_the_crown(pool):
    rec = record(pool, "08009")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=[BASTARD], hand=["08009"], gold=1)
    assert play_rules.targets(s.state, s.card("08009")) == []


# -- locations --------------------------------------------------------------------------------------
def test_13032_nightflyer(pool):
    record(pool, "13032")
    s = scenario(pool, play=["13032"], plot=COPPERS)
    assert play_rules.initiative(s.state) == s.state.table.initiative[s.state.plot] + 1


def test_08024_oldtown(pool):
    record(pool, "08024")
    s = scenario(pool, play=["08024"])                  # the deck: characters only
    hand, power = len(s.state.hand), play_rules.total_power(s.state)
    act(s, ability(s, "08024"))
    assert len(s.state.hand) == hand + 1 and play_rules.total_power(s.state) == power + 1
    assert s.card("08024") in s.state.knelt
    miss = scenario(pool, play=["08024"], deck=[ROSEROAD])   # a location on top
    act(miss, ability(miss, "08024"))
    assert len(miss.state.hand) == 0 and play_rules.total_power(miss.state) == 0


def test_22008_casterly_rock(pool):
    rec = record(pool, "22008")
    assert leans(rec) == [HELPS]
    s = scenario(pool, play=["22008", MERYN, BASTARD])
    rock = s.card("22008")
    act(s, ability(s, "22008"))
    assert rock in s.state.knelt
    assert s.state.card_gold == {rock: 1, s.card(MERYN): 1}   # [lannister] cards only
    fire(s, "phase_begins", option="marshaling")
    assert s.state.gold == 0                              # knelt: the gold stays on the cards
    s.state.knelt.discard(rock)
    fire(s, "phase_begins", option="marshaling")
    assert s.state.gold == 2 and not s.state.card_gold


def test_12020_scouting_vessel(pool):
    assert_inert(pool, "12020")


def test_11030_bowels_of_casterly_rock(pool):
    record(pool, "11030")
    s = scenario(pool, play=["11030"], shadows=[PENNY, "13032"], gold=5)
    act(s, A("unshadow", s.card(PENNY)))
    assert s.state.pending == "respond"
    assert {a.amount for a in legal(s) if a.kind == "trigger"} == {0, 1}
    hand = len(s.state.hand)
    act(s, trigger(s, "11030"))                          # the gold
    assert s.state.gold == 5 - 1 + 2 and len(s.state.hand) == hand
    assert s.state.pending == "marshal"                   # the draw is gone with it
    act(s, A("unshadow", s.card("13032")))
    assert s.state.pending == "marshal"                   # once per phase


def test_17125_skagos(pool):
    rec = record(pool, "17125")
    assert rec.status == "missing" and leans(rec) == [HELPS]


def test_22014_castle_black(pool):
    assert_inert(pool, "22014")


def test_22006_pyke(pool):
    rec = record(pool, "22006")
    assert rec.status == "missing" and leans(rec) == [HELPS]
    s = scenario(pool, play=["22006", BASTARD], hand=["01078"], gold=2, step="challenges.initiate")
    kraken = s.card("01078")                          # Great Kraken: a Warship location, cost 3
    assert play_rules.ambush_cost(s.state, kraken) == 2
    act(s, A("ambush", kraken))
    assert s.state.zone[kraken] == PLAY and s.state.gold == 0


def test_19019_gulltown(pool):
    record(pool, "19019")
    s = scenario(pool, play=["19019"], deck=[ROSEROAD], plot="13020")
    assert play_rules.income(s.state) == s.state.table.income[s.state.plot] + 1
    fire(s, "plot_revealed", s.state.plot)               # At the Gates: a City plot counts
    assert s.state.zone[s.card(ROSEROAD)] == HAND


def test_04066_the_haunted_forest(pool):
    assert_inert(pool, "04066")


def test_02026_brandons_gift(pool):
    record(pool, "02026")
    s = scenario(pool, play=["02026"], hand=[MASON, RANGING], gold=10)
    assert not [a for a in legal(s) if a.kind == "reduce"]   # never a marshaling action
    act(s, A("marshal", s.card(MASON)))
    act(s, trigger(s, "02026"))
    assert play_rules.marshal_cost(s.state, s.card(RANGING)) == 3
    act(s, A("marshal", s.card(RANGING)))
    assert s.state.gold == 10 - 2 - 3 and not s.state.reductions


def test_21024_goldengrove(pool):
    rec = record(pool, "21024")
    assert leans(rec) == [HELPS]
    s = scenario(pool, play=["21024", STEWARD_AT_WALL, RANGING],
                 knelt=[STEWARD_AT_WALL, RANGING])
    grove, steward = s.card("21024"), s.card(STEWARD_AT_WALL)
    assert [a.target for a in abilities_of(s, "21024")] == [steward]   # printed cost 1 or lower
    act(s, ability(s, "21024", steward))
    assert steward not in s.state.knelt and grove in s.state.knelt


# -- events -----------------------------------------------------------------------------------------
def test_06076_secret_schemes(pool):
    record(pool, "06076")
    s = scenario(pool, hand=[SECRET_SCHEMES], plots=[COPPERS, "01009"], gold=1)
    assert not abilities_of(s, SECRET_SCHEMES)           # no plot in the used pile yet
    to_used(s, COPPERS, "01009")
    act(s, ability(s, SECRET_SCHEMES))
    assert len(s.state.hand) == 2 and s.state.faction_knelt and s.state.gold == 0


def test_02036_in_dorans_name(pool):
    record(pool, "02036")
    s = scenario(pool, hand=["02036"], plots=[COPPERS, "01009", CITY_OF_SECRETS])
    to_used(s, COPPERS, "01009", CITY_OF_SECRETS)
    act(s, ability(s, "02036"))
    assert s.state.gold == 3 and s.state.faction_knelt


def test_13034_shadow_of_the_east(pool):
    assert_inert(pool, "13034")


def test_08116_someone_always_tells(pool):
    assert_inert(pool, "08116")


def test_11096_he_calls_it_thinking(pool):
    assert_inert(pool, "11096")


def test_15024_incinerate(pool):
    assert_inert(pool, "15024")


def test_06082_passing_the_black_gate(pool):
    record(pool, "06082")
    s = scenario(pool, hand=["06082", TUMBLESTONE, VANGUARD], gold=4, faction="stark")
    act(s, ability(s, "06082"))
    assert s.state.faction_knelt
    assert play_rules.marshal_cost(s.state, s.card(VANGUARD)) == 3
    act(s, A("marshal", s.card(TUMBLESTONE)))
    assert s.state.gold == 3
    assert play_rules.marshal_cost(s.state, s.card(VANGUARD)) == 3   # each one this phase
    none = scenario(pool, hand=["06082", BASTARD], gold=4)
    assert not abilities_of(none, "06082")              # no [stark] character in hand


def test_03038_to_the_rose_banner(pool):
    rec = record(pool, "03038")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, play=[WARDENS], hand=["03038"])
    act(s, ability(s, "03038", s.card(WARDENS)))
    assert s.state.gold == 3 and s.state.zone[s.card(WARDENS)] == DISCARD


def test_04001_the_dragons_tail(pool):
    record(pool, "04001")
    s = scenario(pool, hand=[DRAGONS_TAIL])
    act(s, ability(s, DRAGONS_TAIL))
    assert len(s.state.hand) == 2 and s.state.zone[s.card(DRAGONS_TAIL)] == DISCARD


def test_17147_the_dragons_tail(pool):
    rec = assert_inert(pool, "17147")
    assert "Melee" in rec.inert


def test_06004_all_men_are_fools(pool):
    record(pool, "06004")
    s = scenario(pool, play=[RANGING, MARGAERY, TANDA], hand=["06004"],
                 step="challenges.initiate")
    challenge(s, "power", RANGING)                       # won by 5
    act(s, A("resolve"))            # the window inside the challenge (Margaery's action)
    assert s.state.pending == "respond"
    act(s, trigger(s, "06004"))
    assert s.state.card_power == {s.card(MARGAERY): 1, s.card(TANDA): 1}
    small = scenario(pool, play=[BASTARD, MARGAERY], hand=["06004"], step="challenges.initiate")
    challenge(small, "power", BASTARD)                   # won by 2 only
    act(small, A("resolve"))
    assert small.state.pending != "respond"


def test_06039_the_dornishmans_wife(pool):
    assert_inert(pool, "06039")


# -- the greedy pilot with these records -------------------------------------------------------------
def pilot_round(s) -> None:
    """Let the greedy pilot play on until the round ends."""
    from deckcheck.games.agot.engine.pilot import GreedyPilot
    pilot = GreedyPilot()
    for _ in range(300):
        if s.state.round != 1 or s.state.outcome:
            return
        actions = legal(s)
        ENGINE.step(s.state, actions[0] if len(actions) == 1 else pilot.choose(s.state, actions))
    raise AssertionError("the pilot made no progress")


def test_pilot_stands_victarion_to_attack_again(pool):
    s = scenario(pool, play=["17102", SEA_BITCH, IRON_VICTORY], step="challenges.initiate")
    pilot_round(s)
    assert sorted(e[2] for e in won(s)) == ["military", "power"]   # stood between them


def test_pilot_uses_queensguard_for_another_challenge(pool):
    s = scenario(pool, play=[BASTARD], attach={"11054": BASTARD}, hand=[DAYNE],
                 step="challenges.initiate")
    pilot_round(s)
    assert sorted(e[2] for e in won(s)) == ["military", "power"]
    assert s.state.zone[s.card(DAYNE)] == DISCARD
