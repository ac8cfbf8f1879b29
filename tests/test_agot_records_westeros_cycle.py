"""Tests of the card records of the Westeros Cycle (records/westeros_cycle/, one module per pack):
one test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, CITY_OF_SECRETS, COPPERS, COURTESAN, DAYNE, LADY_IN_WAITING, MASON, POWER_BIT, RANGING,
    ROBERT, SANSA, TUMBLESTONE, abilities_of_card, ability, assert_for_opponents_character,
    assert_inert_at, assert_inert_card, assert_inert_in_play, assert_inert_placed,
    assert_inert_where_played, assert_missing_leaning, assert_missing_record, challenge_unlogged,
    kill, pilot_choice, record_tests, step_checked, step_unlogged, to_used, trigger, triggers,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, INTRIGUE, MILITARY, POWER, RENOWN, STEALTH
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.games.agot.engine.state import DEAD, DISCARD, HAND, PLAY
from deckcheck.goldfish.abilities.records import CONTEST_WON, DOMINANCE_WON, HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_02003_maester_luwin(pool):
    record(pool, "02003")
    s = scenario(pool, play=["02003", "04002"])
    assert play_rules.keywords(s.state, s.card("02003")) & INSIGHT
    alone = scenario(pool, play=["02003"])
    assert not play_rules.keywords(alone.state, alone.card("02003")) & INSIGHT


def test_02004_lady(pool):
    rec = record(pool, "02004")
    assert rec.status == "modeled"
    s = scenario(pool, play=[SANSA, TUMBLESTONE, BASTARD], attach={"02004": TUMBLESTONE},
                 knelt=[SANSA], gold=2)
    lady, sansa, knight = s.card("02004"), s.card(SANSA), s.card(TUMBLESTONE)
    assert play_rules.strength(s.state, knight) == 4
    assert set(play_rules.targets(s.state, lady)) == {sansa, knight}      # [stark] only
    assert A("ability", lady, sansa, 0) in legal(s)
    step_unlogged(s, A("ability", lady, sansa, 0))
    assert s.state.parent[lady] == sansa and sansa not in s.state.knelt
    assert play_rules.strength(s.state, sansa) == 6 and play_rules.strength(s.state, knight) == 2
    assert s.state.gold == 1
    s.state.knelt.add(sansa)
    s.state.parent[lady] = knight
    assert A("ability", lady, sansa, 0) not in legal(s)        # once per phase
    step_unlogged(s, A("pass"))                                          # the challenges phase
    assert s.state.pending == "challenges"
    assert A("ability", lady, sansa, 0) in legal(s)            # again in another phase
    s.state.parent[lady] = sansa
    assert A("ability", lady, sansa, 0) not in legal(s)        # only to a different character


def test_02005_arbor_knight(pool):
    assert record(pool, "02005").status == "modeled"
    s = scenario(pool, play=["02005", DAYNE], gold=5, step="challenges.initiate")
    knight = s.card("02005")
    assert not abilities_of_card(s, knight)                       # no challenge in progress
    challenge_unlogged(s, "intrigue", "02005")
    assert abilities_of_card(s, knight) == [A("ability", knight, knight, 0)]
    assert pilot_choice(s) == A("resolve")                # the pilot keeps its gold
    for _ in range(3):
        step_unlogged(s, A("ability", knight, knight, 0))
    assert play_rules.strength(s.state, knight) == 1 + 3 and s.state.gold == 2
    assert not abilities_of_card(s, knight)                       # 3 times per phase (= round)
    step_unlogged(s, A("resolve"))
    assert ("challenge_won", "intrigue", 4) in [e[1:] for e in s.state.events]


def test_02011_the_seastone_chair(pool):
    assert_inert_card(pool, "02011")


def test_02012_rise_of_the_kraken(pool):
    assert_missing_record(pool, "02012", "helps")


def test_02015_bastard_daughter(pool):
    assert_inert_in_play(pool, "02015")


def test_02016_the_long_plan(pool):
    assert_missing_record(pool, "02016", "helps")


def test_02018_street_of_the_sisters(pool):
    record(pool, "02018")
    s = scenario(pool, play=["02018", TUMBLESTONE, BASTARD, COURTESAN],
                 step="challenges.initiate")
    street = s.card("02018")
    challenge_unlogged(s, "power", TUMBLESTONE, BASTARD, COURTESAN)          # 6 STR
    assert triggers(s) == [A("trigger", street, -1, 0)]
    before = play_rules.total_power(s.state)
    step_unlogged(s, A("trigger", street, -1, 0))
    assert play_rules.total_power(s.state) == before + 1 and s.state.faction_knelt
    weak = scenario(pool, play=["02018", TUMBLESTONE, BASTARD], step="challenges.initiate")
    challenge_unlogged(weak, "power", TUMBLESTONE, BASTARD)                   # 4 STR
    assert weak.state.pending == "challenges" and not triggers(weak)


def test_02019_muster_the_realm(pool):
    assert_inert_card(pool, "02019")


def test_02021_winterfell_kennel_master(pool):
    assert_missing_leaning(pool, "02021", HELPS)
    s = scenario(pool, play=["02021", TUMBLESTONE, "01149", DAYNE], step="challenges.initiate")
    master, knight, pup = s.card("02021"), s.card(TUMBLESTONE), s.card("01149")
    challenge_unlogged(s, "intrigue", DAYNE)                       # no participating [stark] character
    assert s.state.pending == "challenges"
    challenge_unlogged(s, "power", TUMBLESTONE)
    assert abilities_of_card(s, master) == [A("ability", master, pup, 0)]
    assert pilot_choice(s) == A("resolve")                # the Pup has no Renown / Insight
    step_unlogged(s, A("ability", master, pup, 0))
    assert pup in s.state.knelt and s.state.attackers == [knight, pup]
    step_unlogged(s, A("resolve"))
    assert ("challenge_won", "power", 2 + 1) in [e[1:] for e in s.state.events]
    assert s.state.pending == "challenges"
    s.state.knelt.discard(pup)
    s.state.knelt.discard(knight)
    challenge_unlogged(s, "military", TUMBLESTONE)
    assert not abilities_of_card(s, master)                       # once per phase (= round)


def test_02023_lady_in_waiting(pool):
    assert_inert_card(pool, "02023")
    assert "duplicate" in RECORDS["02023"].inert
    s = scenario(pool, play=[SANSA], hand=[LADY_IN_WAITING], gold=2)
    # marshaled as a character (2 gold), never as a duplicate on the Lady
    assert [a for a in legal(s) if a.kind == "marshal"] == [A("marshal", s.card(LADY_IN_WAITING))]


def test_02024_lady_sansas_rose(pool):
    record(pool, "02024")
    s = scenario(pool, play=[TUMBLESTONE], hand=["02024", "02024"], gold=2,
                 step="challenges.initiate")
    knight = s.card(TUMBLESTONE)
    challenge_unlogged(s, "military", TUMBLESTONE)
    offered = triggers(s)
    assert {a.card for a in offered} == set(s.cards("02024")) and {a.amount for a in offered} == {0}
    step_unlogged(s, offered[0])
    assert s.state.card_power[knight] == 1 and s.state.gold == 1
    # max 1 per challenge: the copy is not offered; the challenge closes after the window
    assert s.state.pending == "close_challenge"
    # with a Lady in play: 3 power instead
    s = scenario(pool, play=[TUMBLESTONE, SANSA], hand=["02024"], gold=1,
                 step="challenges.initiate")
    challenge_unlogged(s, "military", TUMBLESTONE)
    assert triggers(s) == [A("trigger", s.card("02024"), -1, 1)]
    step_unlogged(s, triggers(s)[0])
    assert s.state.card_power[s.card(TUMBLESTONE)] == 3
    # two attackers: not alone
    s = scenario(pool, play=[TUMBLESTONE, BASTARD], hand=["02024"], gold=1,
                 step="challenges.initiate")
    challenge_unlogged(s, "military", TUMBLESTONE, BASTARD)
    assert not triggers(s)


def test_02026_brandons_gift(pool):
    record(pool, "02026")
    s = scenario(pool, play=["02026"], hand=[MASON, RANGING], gold=10)
    assert not [a for a in legal(s) if a.kind == "reduce"]   # never a marshaling action
    step_checked(s, A("marshal", s.card(MASON)))
    step_checked(s, trigger(s, "02026"))
    assert play_rules.marshal_cost(s.state, s.card(RANGING)) == 3
    step_checked(s, A("marshal", s.card(RANGING)))
    assert s.state.gold == 10 - 2 - 3 and not s.state.reductions


def test_02028_in_the_name_of_your_king(pool):
    assert_inert_card(pool, "02028")


def test_02029_brothel_madame(pool):
    assert_inert_in_play(pool, "02029")


def test_02030_wardens_of_the_west(pool):
    assert_inert_card(pool, "02030")


def test_02031_the_reader(pool):
    record(pool, "02031")
    s = scenario(pool, play=["02031"], step="challenges.initiate")
    reader = s.card("02031")
    challenge_unlogged(s, "intrigue", "02031")
    assert triggers(s) == [A("trigger", reader, -1, 0)]
    before = len(s.state.hand)
    step_unlogged(s, A("trigger", reader, -1, 0))
    assert len(s.state.hand) == before + 1
    step_unlogged(s, A("close"))
    s.state.knelt.discard(reader)
    challenge_unlogged(s, "power", "02031")
    assert not triggers(s)                           # once per phase
    other = scenario(pool, play=["02031", TUMBLESTONE], step="challenges.initiate")
    challenge_unlogged(other, "military", TUMBLESTONE)        # no unique [greyjoy] participant
    assert not triggers(other)


def test_02032_raiding_longship(pool):
    assert_inert_where_played(pool, "02032")


def test_02033_rakharo(pool):
    assert_inert_in_play(pool, "02033")


def test_02034_crown_of_gold(pool):
    rec = record(pool, "02034")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=[RANGING], attach={"02034": RANGING})
    assert play_rules.strength(s.state, s.card(RANGING)) == 5 - 4


def test_02035_nymeria_sand(pool):
    assert_inert_in_play(pool, "02035")


def test_02036_in_dorans_name(pool):
    record(pool, "02036")
    s = scenario(pool, hand=["02036"], plots=[COPPERS, "01009", CITY_OF_SECRETS])
    to_used(s, COPPERS, "01009", CITY_OF_SECRETS)
    step_checked(s, ability(s, "02036"))
    assert s.state.gold == 3 and s.state.faction_knelt


def test_02039_trading_with_the_pentoshi(pool):
    assert_inert_card(pool, "02039")


def test_02040_political_disaster(pool):
    record(pool, "02040")
    s = scenario(pool, plot="02040", play=["02018", "02064", "04007"])
    fire(s, "plot_revealed", s.card("02040"))
    assert [c for c in s.state.locations if s.state.zone[c] == PLAY] == [
        s.card("02064"), s.card("04007")]
    assert s.state.zone[s.card("02018")] == DISCARD


def test_02042_wolf_dreams(pool):
    record(pool, "02042")
    s = scenario(pool, hand=["02042"], deck=["01149"])
    dreams, pup = s.card("02042"), s.card("01149")
    assert A("ability", dreams, -1, 0) in legal(s)
    step_unlogged(s, A("ability", dreams, -1, 0))
    assert s.state.zone[pup] == HAND and s.state.zone[dreams] == DISCARD
    assert s.state.faction_knelt
    none_left = scenario(pool, hand=["02042"])
    assert not [a for a in legal(none_left) if a.kind == "ability"]


def test_02043_ser_hobber_redwyne(pool):
    record(pool, "02043")
    s = scenario(pool, hand=["02043"], deck=[SANSA], gold=5)
    hobber = s.card("02043")
    step_unlogged(s, A("marshal", hobber))
    assert triggers(s) == [A("trigger", hobber, -1, 0)]
    step_unlogged(s, A("trigger", hobber, -1, 0))
    assert s.state.zone[s.card(SANSA)] == HAND


def test_02044_mare_in_heat(pool):
    rec = record(pool, "02044")
    assert rec.inert and not rec.abilities and rec.pilot == "never"
    s = scenario(pool, play=[TUMBLESTONE, COURTESAN], hand=["02044"], gold=2)
    mare = s.card("02044")
    assert play_rules.targets(s.state, mare) == [s.card(TUMBLESTONE)]    # Knight only
    assert s.state.table.pilot_never[mare]


def test_02045_ser_alliser_thorne(pool):
    assert_inert_card(pool, "02045")


def test_02048_the_kings_peace(pool):
    assert_inert_card(pool, "02048")


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


def test_02051_newly_made_lord(pool):
    assert_inert_card(pool, "02051")
    s = scenario(pool, play=["02018"], hand=["02051"], gold=4)
    step_unlogged(s, A("marshal", s.card("02051")))
    assert s.state.pending == "marshal" and s.state.zone[s.card("02018")] == PLAY


def test_02052_fishing_net(pool):
    assert_for_opponents_character(pool, "02052")


def test_02053_crone_of_vaes_dothrak(pool):
    assert_inert_card(pool, "02053")


def test_02055_attainted(pool):
    assert_for_opponents_character(pool, "02055")


def test_02057_hedge_knight(pool):
    record(pool, "02057")
    s = scenario(pool, play=["02057"])
    hedge = s.card("02057")
    assert play_rules.strength(s.state, hedge) == 2 and not play_rules.icons(s.state, hedge) & POWER
    s = scenario(pool, play=["02057", TUMBLESTONE])
    hedge = s.card("02057")
    assert play_rules.strength(s.state, hedge) == 3 and play_rules.icons(s.state, hedge) & POWER


def test_02058_knighted(pool):
    assert record(pool, "02058").status == "modeled"
    s = scenario(pool, play=[COURTESAN, BASTARD], attach={"02058": COURTESAN})
    assert play_rules.strength(s.state, s.card(COURTESAN)) == 3
    assert set(play_rules.targets(s.state, s.card("02058"))) == {s.card(COURTESAN), s.card(BASTARD)}
    # the Knight trait: Hedge Knight sees a second Knight, A Tourney for the King gives renown
    s = scenario(pool, play=["02057", COURTESAN], attach={"02058": COURTESAN}, plot="02059")
    hedge, court = s.card("02057"), s.card(COURTESAN)
    assert play_rules.strength(s.state, hedge) == 3 and play_rules.icons(s.state, hedge) & POWER
    assert play_rules.keywords(s.state, court) & RENOWN
    assert play_rules.in_filter(s.state, chars("Knight"), court)
    plain = scenario(pool, play=["02057", COURTESAN], plot="02059")
    assert play_rules.strength(plain.state, plain.card("02057")) == 2
    assert not play_rules.keywords(plain.state, plain.card(COURTESAN)) & RENOWN


def test_02059_a_tourney_for_the_king(pool):
    record(pool, "02059")
    s = scenario(pool, plot="02059", play=[TUMBLESTONE, COURTESAN])
    assert play_rules.keywords(s.state, s.card(TUMBLESTONE)) & RENOWN
    assert not play_rules.keywords(s.state, s.card(COURTESAN)) & RENOWN


def test_02060_the_lord_of_the_crossing(pool):
    record(pool, "02060")
    s = scenario(pool, agenda="02060", play=[LADY_IN_WAITING, TUMBLESTONE, BASTARD],
                 step="challenges.initiate")
    challenge_unlogged(s, "intrigue", LADY_IN_WAITING)        # first: 1 - 1 = 0 STR, not won
    assert play_rules.total_power(s.state) == 0
    challenge_unlogged(s, "military", TUMBLESTONE)            # second: no change
    assert play_rules.total_power(s.state) == 1
    challenge_unlogged(s, "power", BASTARD)                   # third: won, +1 for the agenda
    assert play_rules.total_power(s.state) == 3
    # STR during the third challenge
    t = scenario(pool, agenda="02060", play=[BASTARD], step="challenges.initiate")
    t.state.challenges_left = 0                     # military and intrigue done, power now
    t.state.challenge = 2
    t.state.attackers = [t.card(BASTARD)]
    assert play_rules.strength(t.state, t.card(BASTARD)) == 4


def test_02061_hodor(pool):
    assert_missing_record(pool, "02061", "hurts", "hurts")


def test_02062_wardens_of_the_north(pool):
    assert record(pool, "02062").status == "modeled"
    s = scenario(pool, plot="02062", play=[TUMBLESTONE, "01146", DAYNE], gold=1,
                 step="challenges.initiate")
    wardens, robb = s.card("02062"), s.card("01146")
    s.state.challenges_left = POWER_BIT                   # the last challenge of the round
    challenge_unlogged(s, "power", TUMBLESTONE)
    assert abilities_of_card(s, wardens) == [A("ability", wardens, robb, 0)]   # another [stark] one
    assert pilot_choice(s) == A("ability", wardens, robb, 0)   # spare, and he has Renown
    step_unlogged(s, A("ability", wardens, robb, 0))
    assert robb in s.state.knelt and robb in s.state.attackers
    step_unlogged(s, A("resolve"))
    assert s.state.card_power[robb] == 1                   # his Renown
    # with a challenge still open that needs him, the pilot keeps him standing
    t = scenario(pool, plot="02062", play=[TUMBLESTONE, "01146"], gold=1,
                 step="challenges.initiate")
    challenge_unlogged(t, "power", TUMBLESTONE)
    assert abilities_of_card(t, t.card("02062")) and pilot_choice(t) == A("resolve")


def test_02063_ser_horas_redwyne(pool):
    assert record(pool, "02063").status == "modeled"
    s = scenario(pool, play=["02063", SANSA], knelt=[SANSA], step="challenges.initiate")
    horas, sansa = s.card("02063"), s.card(SANSA)
    challenge_unlogged(s, "military", "02063")
    assert triggers(s) == [A("trigger", horas, sansa, 0)]
    step_unlogged(s, A("trigger", horas, sansa, 0))
    assert sansa not in s.state.knelt
    step_unlogged(s, A("resolve"))
    assert play_rules.total_power(s.state) == 1
    # knelt by a card effect (Consolidation of Power kneels him): the Lady stands too
    s = scenario(pool, play=["02063", SANSA, BASTARD], knelt=[SANSA], hand=["01062"], gold=1)
    horas, sansa = s.card("02063"), s.card(SANSA)
    step_unlogged(s, A("ability", s.card("01062"), horas, 0))
    assert horas in s.state.knelt and triggers(s) == [A("trigger", horas, sansa, 0)]
    step_unlogged(s, A("trigger", horas, sansa, 0))
    assert sansa not in s.state.knelt


def test_02064_the_arbor(pool):
    record(pool, "02064")
    s = scenario(pool, plot="01009", play=["02064"])
    plain = scenario(pool, plot="01009")
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 3


def test_02065_halder(pool):
    assert_inert_placed(pool, "02065")


def test_02066_the_watcher_on_the_walls(pool):
    assert_inert_card(pool, "02066", zone="hand")


def test_02067_for_the_watch(pool):
    assert_inert_card(pool, "02067")


def test_02068_gendry(pool):
    record(pool, "02068")
    s = scenario(pool, play=["02068"])
    gendry = s.card("02068")
    fire(s, "dominance_won")
    assert triggers(s) == [A("trigger", gendry, -1, 0)]
    step_unlogged(s, A("trigger", gendry, -1, 0))
    assert s.state.card_power[gendry] == 1
    assert len(RECORDS["02068"].abilities) == 1              # the opponent's dominance: never


def test_02071_paid_off(pool):
    assert_for_opponents_character(pool, "02071")


def test_02073_loot(pool):
    assert_inert_card(pool, "02073", zone="hand")


def test_02074_dothraki_outriders(pool):
    record(pool, "02074")
    s = scenario(pool, play=["02053", "03035", TUMBLESTONE], hand=["02074"], gold=6)
    riders = s.card("02074")
    assert play_rules.marshal_cost(s.state, riders) == 6          # 8 - 2 Dothraki
    assert A("marshal", riders) in legal(s)
    s.state.gold = 5
    assert A("marshal", riders) not in legal(s)
    s.state.gold = 6
    step_unlogged(s, A("marshal", riders))
    assert s.state.zone[riders] == PLAY and s.state.gold == 0


def test_02076_maester_of_starfall(pool):
    assert_inert_in_play(pool, "02076")


def test_02077_condemned(pool):
    assert_for_opponents_character(pool, "02077")


def test_02078_wildling_scout(pool):
    assert_inert_card(pool, "02078")


def test_02079_the_first_snow_of_winter(pool):
    record(pool, "02079")
    s = scenario(pool, plot="02079", play=[TUMBLESTONE, "02107"], step="challenges.begins")
    assert s.state.zone[s.card(TUMBLESTONE)] == HAND
    assert s.state.zone[s.card("02107")] == PLAY


def test_02080_wraiths_in_their_midst(pool):
    assert_inert_card(pool, "02080")


def test_02084_pulling_the_strings(pool):
    assert_inert_card(pool, "02084")


def test_02088_stinking_drunk(pool):
    assert_for_opponents_character(pool, "02088")


def test_02090_trial_by_combat(pool):
    assert_inert_card(pool, "02090", zone="hand")


def test_02091_raider_from_pyke(pool):
    assert_missing_record(pool, "02091", "helps")


def test_02092_iron_mines(pool):
    assert record(pool, "02092").status == "modeled"
    # Theon Greyjoy (26083) kills the cheapest character as the marshaling phase begins: the
    # pilot's Iron Mines may save it (sacrificed); here the player saves Bastard in Hiding
    s = scenario(pool, play=["26083", "02092", BASTARD], plot="01009", step="marshaling.begins")
    mines, bastard = s.card("02092"), s.card(BASTARD)
    assert A("trigger", mines, -1, 0) in legal(s)
    act(s, A("trigger", mines, -1, 0))
    assert s.state.zone[bastard] == PLAY and s.state.zone[mines] == DISCARD


def test_02093_mirri_maz_duur(pool):
    assert_inert_card(pool, "02093")


def test_02096_vengeance_for_elia(pool):
    assert_inert_card(pool, "02096", zone="hand")


def test_02099_nightmares(pool):
    rec = record(pool, "02099")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, plot="01009", play=["02064"], hand=["02099"], gold=1)
    arbor, nightmares = s.card("02064"), s.card("02099")
    with_arbor = play_rules.income(s.state)
    assert A("ability", nightmares, arbor, 0) in legal(s)
    step_unlogged(s, A("ability", nightmares, arbor, 0))
    assert play_rules.income(s.state) == with_arbor - 3 and s.state.gold == 0


def test_02100_famine(pool):
    assert_inert_card(pool, "02100")


def test_02101_septa_mordane(pool):
    record(pool, "02101")
    s = scenario(pool, play=["02101", SANSA, "01141"])
    sansa, arya = s.card(SANSA), s.card("01141")
    assert play_rules.strength(s.state, sansa) == 6 and play_rules.keywords(s.state, sansa) & RENOWN
    assert play_rules.icons(s.state, arya) & INTRIGUE
    plain = scenario(pool, play=[SANSA, "01141"])
    assert play_rules.strength(plain.state, plain.card(SANSA)) == 4
    assert not play_rules.icons(plain.state, plain.card("01141")) & INTRIGUE


def test_02102_ward(pool):
    rec = record(pool, "02102")
    assert rec.pilot == "never" and rec.inert
    s = scenario(pool, play=[BASTARD, ROBERT], hand=["02102"], gold=10)
    ward = s.card("02102")
    assert s.state.table.pilot_never[ward]
    assert play_rules.targets(s.state, ward) == [s.card(BASTARD)]   # printed cost 4 or lower


def test_02104_a_gift_of_arbor_red(pool):
    record(pool, "02104")
    s = scenario(pool, hand=["02104"], deck=["02043", SANSA])      # Sansa on top
    gift = s.card("02104")
    step_unlogged(s, A("ability", gift, -1, 0))
    assert s.state.zone[s.card(SANSA)] == HAND and s.state.zone[s.card("02043")] != HAND
    assert s.state.faction_knelt and s.state.zone[gift] == DISCARD


def test_02106_old_bears_raven(pool):
    record(pool, "02106")
    s = scenario(pool, play=["01126"], attach={"02106": "01126"})
    bear = s.card("01126")
    assert play_rules.icons(s.state, bear) & INTRIGUE and play_rules.keywords(s.state, bear) & STEALTH
    other = scenario(pool, play=[TUMBLESTONE], attach={"02106": TUMBLESTONE})
    knight = other.card(TUMBLESTONE)
    assert not play_rules.icons(other.state, knight) & INTRIGUE
    assert play_rules.keywords(other.state, knight) & STEALTH


def test_02107_ser_barristan_selmy(pool):
    assert record(pool, "02107").status == "modeled"
    s = scenario(pool, play=["02107", "01086", TUMBLESTONE], knelt=["02107"])
    barristan, joffrey, knight = s.card("02107"), s.card("01086"), s.card(TUMBLESTONE)
    assert play_rules.keywords(s.state, barristan) & RENOWN
    kill(s, knight)                                       # not a Lord or Lady
    assert s.state.zone[knight] == DEAD
    kill(s, joffrey)                                      # Joffrey Baratheon: a Lord
    assert triggers(s) == [A("trigger", barristan, -1, 0)]
    assert pilot_choice(s) == A("trigger", barristan, -1, 0)
    step_unlogged(s, A("trigger", barristan, -1, 0))
    assert s.state.zone[joffrey] == PLAY and barristan not in s.state.knelt
    kill(s, joffrey)                                      # he stands: no save left
    assert s.state.zone[joffrey] == DEAD


def test_02111_dagmer_cleftjaw(pool):
    assert_inert_in_play(pool, "02111")


def test_02113_jhogo(pool):
    assert_inert_in_play(pool, "02113")
    s = scenario(pool, play=["02113", "02033"], step="challenges.initiate")
    jhogo = s.card("02113")
    step_unlogged(s, A("challenge", option="military"), A("attacker", jhogo))
    assert play_rules.strength(s.state, jhogo) == 3                 # the opponent's dead pile: empty


def test_02114_funeral_pyre(pool):
    record(pool, "02114")
    s = scenario(pool, play=["04002", TUMBLESTONE], hand=["02114"])
    pyre, robb, knight = s.card("02114"), s.card("04002"), s.card(TUMBLESTONE)
    play_rules.leave_play(s.state, knight, DEAD)
    fire(s, "killed", knight)                                    # not a Lord or Lady
    assert not triggers(s)
    play_rules.leave_play(s.state, robb, DEAD)
    fire(s, "killed", robb)
    assert triggers(s) == [A("trigger", pyre, -1, 0)]
    before = len(s.state.hand)
    step_unlogged(s, A("trigger", pyre, -1, 0))
    assert len(s.state.hand) == before - 1 + 3 and s.state.faction_knelt


def test_02116_imprisoned(pool):
    assert_for_opponents_character(pool, "02116")


def test_02120_close_call(pool):
    record(pool, "02120")
    s = scenario(pool, plot="02120", dead=[TUMBLESTONE])
    before = len(s.state.hand)
    fire(s, "plot_revealed", s.card("02120"))
    assert s.state.zone[s.card(TUMBLESTONE)] == DISCARD
    assert len(s.state.hand) == before + 1
    empty = scenario(pool, plot="02120")
    fire(empty, "plot_revealed", empty.card("02120"))
    assert len(empty.state.hand) == 0                         # nothing moved: no draw [001 §Dann]


def test_04043_renly_baratheon(pool):
    record(pool, "04043")
    # Renly attacks with Insight and draws Summer (loyal): he draws one more card
    s = scenario(pool, play=["04043"], deck=[TUMBLESTONE, "01148"], plot="01009",
                 step="challenges.initiate")
    renly = s.card("04043")
    act(s, A("challenge", option="power"), A("attacker", renly), A("confirm"))
    assert s.state.hand == [s.card("01148")]
    assert window(s)[0] == A("trigger", renly, -1, 0)
    act(s, A("trigger", renly, -1, 0))
    assert s.card(TUMBLESTONE) in s.state.hand
    # a non-loyal card drawn with Insight: nothing
    s = scenario(pool, play=["04043"], deck=[BASTARD], plot="01009", step="challenges.initiate")
    fire(s, "drawn", option="insight", amount=1, cards=(s.card(BASTARD),))
    assert s.state.pending == "challenges"


def test_15009_rakharo(pool):
    assert_inert_at(pool, "15009")


def test_17108_iron_mines(pool):
    assert record(pool, "17108").status == "modeled"
    # Theon Greyjoy kills the cheapest character as the marshaling phase begins: saved
    s = scenario(pool, play=["26083", "17108", BASTARD], plot="01009", step="marshaling.begins")
    mines, bastard = s.card("17108"), s.card(BASTARD)
    assert window(s) == [A("trigger", mines, -1, 0)]
    assert s.state.zone[bastard] == PLAY
    act(s, A("trigger", mines, -1, 0))
    assert s.state.zone[bastard] == PLAY and s.state.zone[mines] == DISCARD
    assert (1, "income", 4) in s.state.events                     # then income, as before
    # not in the plot phase
    from deckcheck.games.agot.engine.hooks import EFFECTS
    from deckcheck.goldfish.abilities.records import Effect
    from deckcheck.goldfish.abilities.runtime import Context
    p = scenario(pool, play=["17108", BASTARD], plots=["01009", "01004"], step="plot.choose")
    EFFECTS["kill"](p.state, Context(-1, 0), Effect("kill"), [p.card(BASTARD)])
    assert p.state.zone[p.card(BASTARD)] == DEAD and p.state.pending == "plot"


def test_17134_crown_of_gold(pool):
    rec = record(pool, "17134")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=["14002", BASTARD], attach={"17134": "14002"})
    assert play_rules.strength(s.state, s.card("14002")) == 7 - 4
    s = scenario(pool, play=[BASTARD], hand=["17134"], gold=5)
    assert s.state.table.pilot_never[s.card("17134")]


def test_20012_bronn(pool):
    assert_missing_record(pool, "20012", "helps")
    s = scenario(pool, play=["20012"])
    bronn = s.card("20012")
    assert play_rules.strength(s.state, bronn) == 0
    s.state.card_gold[bronn] = 2
    assert play_rules.strength(s.state, bronn) == 4


def test_22001_gendry(pool):
    rec = record(pool, "22001")
    assert rec.status == "modeled"
    s = scenario(pool, play=["22001", BASTARD])
    assert play_rules.keywords(s.state, s.card("22001")) & RENOWN
    s = scenario(pool, play=["22001", "01084"])           # Cersei is loyal
    assert not play_rules.keywords(s.state, s.card("22001")) & RENOWN
    # the challenges phase begins: a non-loyal character with a Weapon attachment (Bastard in
    # Hiding with Lightbringer) gets +2 STR and Gendry's keywords
    s = scenario(pool, play=["22001", BASTARD, DAYNE], attach={"01058": BASTARD},
                 step="challenges.begins")
    gendry, bastard = s.card("22001"), s.card(BASTARD)
    assert [a for a in legal(s) if a.kind == "trigger"] == [A("trigger", gendry, bastard, 1)]
    act(s, A("trigger", gendry, bastard, 1))
    assert play_rules.strength(s.state, bastard) == 2 + 2
    assert play_rules.keywords(s.state, bastard) & RENOWN                  # Gendry's renown
    assert not play_rules.keywords(s.state, s.card(DAYNE)) & RENOWN


INERT = ["02014", "02049", "02082", "02083", "02089", "02109", "02115", "02117", "02119"]
MISSING = {"02001": (HURTS,), "02002": (HELPS,), "02006": (HURTS,), "02009": (HURTS,),
           "02010": (HELPS,), "02013": (HELPS,), "02022": (HELPS,), "02025": (HELPS,),
           "02027": (HURTS,), "02037": (HELPS,), "02041": (HELPS,), "02047": (HURTS,),
           "02054": (HELPS,), "02056": (HELPS,), "02070": (HELPS,), "02075": (HURTS,),
           "02085": (HELPS,), "02087": (HURTS,), "02094": (HELPS,), "02098": (HELPS,),
           "02103": (HURTS,), "02108": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_02006_pleasure_barge_draws_3(pool):
    s = scenario(pool, hand=["02006"], plot="01009")
    plain = scenario(pool, plot="01009")
    step_unlogged(s, A("marshal", s.card("02006")))
    step_unlogged(s, A("trigger", s.card("02006"), -1, 0))
    assert len(s.state.hand) == 3
    assert play_rules.income(s.state) == play_rules.income(plain.state) - 1


def test_02007_renly_baratheon(pool):
    record(pool, "02007")
    s = scenario(pool, play=["02007"], hand=[TUMBLESTONE], gold=5)
    assert play_rules.marshal_cost(s.state, s.card(TUMBLESTONE)) == 1
    baratheon = scenario(pool, play=["02007"], hand=[BASTARD], gold=5)
    assert play_rules.marshal_cost(baratheon.state, baratheon.card(BASTARD)) == 2


def test_02008_king_roberts_warhammer(pool):
    record(pool, "02008")
    s = scenario(pool, play=[TUMBLESTONE], attach={"02008": TUMBLESTONE})
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 3


def test_02017_support_of_the_people(pool):
    record(pool, "02017")
    s = scenario(pool, play=[TUMBLESTONE], hand=["02017"], deck=["01039", "02110"], gold=1)
    fire(s, CONTEST_WON, -1, "power", 5, (s.card(TUMBLESTONE),))
    step_unlogged(s, A("trigger", s.card("02017"), -1, 0))
    assert s.state.zone[s.card("02110")] == PLAY          # cost 3: the best one
    short = scenario(pool, play=[TUMBLESTONE], hand=["02017"], gold=1)
    fire(short, CONTEST_WON, -1, "power", 4, (short.card(TUMBLESTONE),))
    assert not triggers(short)


def test_02020_here_to_serve(pool):
    record(pool, "02020")
    s = scenario(pool, deck=["09014"], plots=["02020"], step="plot.choose")
    step_unlogged(s, A("plot", s.card("02020")))
    assert s.state.zone[s.card("09014")] == PLAY


def test_02038_shadowblack_lane(pool):
    record(pool, "02038")
    s = scenario(pool, play=["02038", COURTESAN], deck=["09024", "04001"], faction="tyrell")
    fire(s, CONTEST_WON, -1, "intrigue", 2, (s.card(COURTESAN),))
    step_unlogged(s, A("trigger", s.card("02038"), -1, 0))
    assert [s.state.table.ids[c] for c in s.state.hand] == ["09024"]   # the [tyrell] event


def test_02046_practice_blade(pool):
    record(pool, "02046")
    s = scenario(pool, play=[MASON], attach={"02046": MASON})
    assert play_rules.strength(s.state, s.card(MASON)) == 2 + 1
    assert play_rules.icons(s.state, s.card(MASON)) & MILITARY
    other = scenario(pool, play=[TUMBLESTONE], hand=["02046"], gold=1)
    assert play_rules.targets(other.state, other.card("02046")) == []


def test_02069_tobho_motts_armory(pool):
    record(pool, "02069")
    s = scenario(pool, play=["02069"])
    fire(s, DOMINANCE_WON)
    step_unlogged(s, A("trigger", s.card("02069"), -1, 0))
    assert len(s.state.hand) == 1 and s.card("02069") in s.state.knelt


def test_02072_priest_of_the_drowned_god(pool):
    record(pool, "02072")
    s = scenario(pool, play=["02072", "12012", TUMBLESTONE])
    assert play_rules.strength(s.state, s.card("12012")) == 4 + 1
    assert play_rules.strength(s.state, s.card("02072")) == 2 + 1      # a Drowned God himself
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 2


def test_02081_greatjons_vanguard(pool):
    record(pool, "02081")
    s = scenario(pool, play=["02081"])
    c = s.card("02081")
    assert play_rules.strength(s.state, c) == 6 and play_rules.keywords(s.state, c) & RENOWN
    late = scenario(pool, play=["02081"], plots=[COPPERS, "01005", "01002"])
    to_used(late, COPPERS, "01005", "01002")
    assert play_rules.strength(late.state, late.card("02081")) == 4


def test_02086_northern_rookery(pool):
    record(pool, "02086")
    s = scenario(pool, hand=["02086"], gold=2, plot="01009")
    plain = scenario(pool, plot="01009")
    step_unlogged(s, A("marshal", s.card("02086")))
    step_unlogged(s, A("trigger", s.card("02086"), -1, 0))
    assert len(s.state.hand) == 1
    assert play_rules.reserve(s.state) == play_rules.reserve(plain.state) + 1


def test_02095_knights_of_the_sun(pool):
    record(pool, "02095")
    s = scenario(pool, play=["02095"], plots=[COPPERS, "01005", "01002"])
    assert not play_rules.keywords(s.state, s.card("02095")) & RENOWN
    to_used(s, COPPERS, "01005", "01002")
    assert play_rules.keywords(s.state, s.card("02095")) & RENOWN


def test_02097_street_of_steel(pool):
    record(pool, "02097")
    s = scenario(pool, play=["02097", TUMBLESTONE], deck=["02008", "01034"])
    fire(s, CONTEST_WON, -1, "military", 2, (s.card(TUMBLESTONE),))
    step_unlogged(s, A("trigger", s.card("02097"), -1, 0))
    assert [s.state.table.ids[c] for c in s.state.hand] == ["02008"]   # a Weapon


def test_02105_sworn_brother(pool):
    record(pool, "02105")
    s = scenario(pool, play=["02105"], hand=["02110"], gold=5)
    assert play_rules.marshal_cost(s.state, s.card("02110")) == 2


def test_02110_small_council_chamber(pool):
    record(pool, "02110")
    s = scenario(pool, play=["02110", COURTESAN])
    fire(s, CONTEST_WON, -1, "intrigue", 2, (s.card(COURTESAN),))
    step_unlogged(s, A("trigger", s.card("02110"), -1, 0))
    assert s.state.card_power[s.card("02110")] == 1


def test_02112_drowned_gods_blessing(pool):
    record(pool, "02112")
    s = scenario(pool, play=["02072", "12003"], attach={"02112": "12003"})
    assert play_rules.strength(s.state, s.card("12003")) == 5 + 1      # now a Drowned God
    other = scenario(pool, play=[TUMBLESTONE], hand=["02112"], gold=1)
    assert play_rules.targets(other.state, other.card("02112")) == []


def test_02118_street_of_silk(pool):
    record(pool, "02118")
    s = scenario(pool, play=["02118", "01181"], deck=[COURTESAN, BASTARD])
    fire(s, CONTEST_WON, -1, "power", 3, (s.card("01181"),))
    step_unlogged(s, A("trigger", s.card("02118"), -1, 0))
    assert [s.state.table.ids[c] for c in s.state.hand] == [COURTESAN]


REDESIGNS_INERT = ["17126"]
REDESIGNS_MISSING = {
    "17118": ("helps",)}


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])


def test_17107_raider_from_pyke(pool):
    record(pool, "17107")
    s = scenario(pool, play=["17107"], hand=["14034"], gold=5, step="challenges.initiate")
    assert play_rules.ambush_cost(s.state, s.card("14034")) == 1     # Bearskin Cloak: an Item
    plain = scenario(pool, hand=["14034"], gold=5, step="challenges.initiate")
    assert play_rules.ambush_cost(plain.state, plain.card("14034")) == -1
