"""Tests of the card records of the Blood and Gold (records/blood_and_gold/, one module per pack):
one test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BOUNTY, COPPERS, DAYNE, DRAGONS_TAIL, FEAST, INCINERATE, MARGAERY, MASON, PENTOSHI,
    RANGING, ROBERT, SECRET_SCHEMES, SIX_MAIDS, STORM, TANDA, TUMBLESTONE, VANGUARD, abilities_of,
    abilities_of_first, ability, assert_for_opponents_character, assert_inert_at,
    assert_inert_placed, assert_inert_record, assert_inert_where_played, assert_missing_record,
    challenge_checked, challenge_unlogged, do, leans, offered_abilities, record_tests, step_checked,
    step_unlogged, to_used, trigger, used_pile,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import FLOW, play_rules
from deckcheck.games.agot.engine.hooks import HOOKS
from deckcheck.games.agot.engine.state import DISCARD, HAND, OUT, PLAY
from deckcheck.goldfish.abilities.records import (
    CONTEST_DECLARED, CONTEST_WON, HELPS, HURTS, PHASE_BEGINS,
)
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_06004_all_men_are_fools(pool):
    record(pool, "06004")
    s = scenario(pool, play=[RANGING, MARGAERY, TANDA], hand=["06004"],
                 step="challenges.initiate")
    challenge_checked(s, "power", RANGING)                       # won by 5
    step_checked(s, A("resolve"))            # the window inside the challenge (Margaery's action)
    assert s.state.pending == "respond"
    step_checked(s, trigger(s, "06004"))
    assert s.state.card_power == {s.card(MARGAERY): 1, s.card(TANDA): 1}
    small = scenario(pool, play=[BASTARD, MARGAERY], hand=["06004"], step="challenges.initiate")
    challenge_checked(small, "power", BASTARD)                   # won by 2 only
    step_checked(small, A("resolve"))
    assert small.state.pending != "respond"


def test_06011_drowned_disciple(pool):
    record(pool, "06011")
    # Aeron Damphair puts Black Wind's Crew (Ironborn) into play from the dead pile
    s = scenario(pool, play=["06011", "01065"], dead=["01072"], step="dominance.count")
    disciple, aeron, crew = s.card("06011"), s.card("01065"), s.card("01072")
    aeron_trigger = [a for a in window(s) if a.card == aeron]
    act(s, aeron_trigger[0])
    assert s.state.zone[crew] == PLAY
    offered = window(s)
    assert {a.target for a in offered if a.card == disciple} == {disciple, aeron}
    act(s, A("trigger", disciple, aeron, 0))
    assert s.state.card_power.get(aeron) == 1
    # a character marshaled is not from the dead pile
    s = scenario(pool, play=["06011"], hand=[BASTARD], gold=5)
    do(s, A("marshal", s.card(BASTARD)))
    assert s.state.pending == "marshal"


def test_06017_ygritte(pool):
    rec = record(pool, "06017")
    assert rec.status == "modeled" and rec.inert
    # Consolidation of Power cannot choose her; attacking still kneels her
    s = scenario(pool, play=["06017", BASTARD], hand=["01062"], gold=1)
    ygritte = s.card("06017")
    targets = {a.target for a in legal(s) if a.kind == "ability"}
    assert ygritte not in targets and s.card(BASTARD) in targets
    HOOKS.effects["kneel"](s.state, None, None, [ygritte])
    assert ygritte not in s.state.knelt
    s = scenario(pool, play=["06017"], step="challenges.initiate")
    act(s, A("challenge", option="military"), A("attacker", s.card("06017")))
    assert s.state.pending == "attackers"


def test_06034_a_dragon_is_no_slave(pool):
    assert_inert_placed(pool, "06034", hand=["06034"])


def test_06038_great_hall(pool):
    record(pool, "06038")
    s = scenario(pool, play=["06038"], hand=[ROBERT], gold=10)
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [s.card("06038")]
    act(s, reduce[0])
    assert play_rules.marshal_cost(s.state, s.card(ROBERT)) == 7 - 2


def test_06039_the_dornishmans_wife(pool):
    assert_inert_record(pool, "06039")


def test_06040_the_annals_of_castle_black(pool):
    rec = record(pool, "06040")
    assert leans(rec) == [HURTS]
    s = scenario(pool, discard=[DRAGONS_TAIL], plot="06040")
    dt = s.card(DRAGONS_TAIL)
    hand = len(s.state.hand)
    step_checked(s, A("ability", dt, -1, 0))
    assert len(s.state.hand) == hand + 2
    assert s.state.zone[dt] == OUT                     # removed from the game
    plain = scenario(pool, discard=[DRAGONS_TAIL], plot=COPPERS)
    assert not abilities_of(plain, DRAGONS_TAIL)


def test_06045_recruiter_for_the_watch(pool):
    assert_inert_placed(pool, "06045")


def test_06061_dacey_mormont(pool):
    record(pool, "06061")
    s = scenario(pool, play=["06061", TUMBLESTONE, BASTARD])
    assert play_rules.strength(s.state, s.card("06061")) == 2           # two [stark] characters


def test_06063_oldtown_informer(pool):
    record(pool, "06063")
    s = scenario(pool, play=["06063"], hand=[BASTARD], step="challenges.initiate")
    informer = s.card("06063")
    fire(s, "enters_play", s.card(BASTARD), "ambush")
    assert s.state.pending != "respond"                      # no gold on her
    s.state.card_gold[informer] = 2
    fire(s, "enters_play", s.card(BASTARD), "ambush")
    hand, discard = len(s.state.hand), len(s.state.discard)
    act(s, A("trigger", informer, -1, 0))
    assert len(s.state.hand) == hand and len(s.state.discard) == discard + 2
    # not outside the challenges phase
    s = scenario(pool, play=["06063"], hand=[BASTARD], gold=5)
    s.state.card_gold[s.card("06063")] = 2
    do(s, A("marshal", s.card(BASTARD)))
    assert s.state.pending == "marshal"


def test_06076_secret_schemes(pool):
    record(pool, "06076")
    s = scenario(pool, hand=[SECRET_SCHEMES], plots=[COPPERS, "01009"], gold=1)
    assert not abilities_of(s, SECRET_SCHEMES)           # no plot in the used pile yet
    to_used(s, COPPERS, "01009")
    step_checked(s, ability(s, SECRET_SCHEMES))
    assert len(s.state.hand) == 2 and s.state.faction_knelt and s.state.gold == 0


def test_06082_passing_the_black_gate(pool):
    record(pool, "06082")
    s = scenario(pool, hand=["06082", TUMBLESTONE, VANGUARD], gold=4, faction="stark")
    step_checked(s, ability(s, "06082"))
    assert s.state.faction_knelt
    assert play_rules.marshal_cost(s.state, s.card(VANGUARD)) == 3
    step_checked(s, A("marshal", s.card(TUMBLESTONE)))
    assert s.state.gold == 3
    assert play_rules.marshal_cost(s.state, s.card(VANGUARD)) == 3   # each one this phase
    none = scenario(pool, hand=["06082", BASTARD], gold=4)
    assert not abilities_of(none, "06082")              # no [stark] character in hand


def test_06086_mutiny_at_crasters_keep(pool):
    assert_inert_where_played(pool, "06086")


def test_06097_begging_brother(pool):
    assert_inert_at(pool, "06097")


def test_06098_flea_bottom(pool):
    record(pool, "06098")
    s = scenario(pool, play=["06098"], discard=[BASTARD, RANGING], gold=2,
                 step="challenges.initiate")
    flea, bastard = s.card("06098"), s.card(BASTARD)
    assert offered_abilities(s, "06098") == [A("ability", flea, bastard, 0)]   # printed cost 3 or less
    act(s, A("ability", flea, bastard, 0))
    assert s.state.zone[bastard] == PLAY and s.state.gold == 1 and flea in s.state.knelt
    act(s, A("pass"))                                        # the challenges phase ends
    assert s.state.draw[0] == bastard                        # the bottom of the deck
    s = scenario(pool, play=["06098"], discard=[BASTARD], gold=2, step="challenges.initiate")
    s.state.challenges_left = 0
    assert not offered_abilities(s, "06098")


def test_06100_wheels_within_wheels(pool):
    record(pool, "06100")
    s = scenario(pool, deck=[DRAGONS_TAIL, SECRET_SCHEMES, INCINERATE], plot="06100")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(SECRET_SCHEMES)] == HAND   # playable, highest cost
    assert s.state.zone[s.card(DRAGONS_TAIL)] == DISCARD
    assert s.state.zone[s.card(INCINERATE)] == DISCARD


def test_06103_highgarden_minstrel(pool):
    record(pool, "06103")
    s = scenario(pool, play=["06103", MARGAERY], hand=[SIX_MAIDS, BOUNTY], gold=5)
    minstrel = s.card("06103")
    act(s, A("ability", s.card(SIX_MAIDS), -1, 0))
    assert s.state.gold == 3
    assert window(s) == [A("trigger", minstrel, -1, 0)]
    act(s, A("trigger", minstrel, -1, 0))
    assert s.state.gold == 4
    act(s, A("ability", s.card(BOUNTY), -1, 0))            # not a Song
    assert s.state.pending == "marshal" and s.state.gold == 4 - 2 + 5


def test_06118_unbridled_generosity(pool):
    record(pool, "06118")
    s = scenario(pool, play=["20045", BASTARD], hand=["06118"])
    act(s, A("ability", s.card("06118"), -1, 0))
    assert s.state.card_gold == {s.card("20045"): 1}
    none = scenario(pool, play=[BASTARD], hand=["06118"])
    assert not abilities_of_first(none, "06118")


def test_17144_great_hall(pool):
    record(pool, "17144")
    s = scenario(pool, play=["17144"], hand=["01052", "01084", BASTARD], gold=10)
    hall = s.card("17144")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [hall]
    act(s, reduce[0])
    assert play_rules.marshal_cost(s.state, s.card("01052")) == 6 - 2     # printed cost 6: -2
    assert play_rules.marshal_cost(s.state, s.card("01084")) == 4 - 1
    assert play_rules.marshal_cost(s.state, s.card(BASTARD)) == 2         # not unique


def test_17158_the_annals_of_castle_black(pool):
    rec = record(pool, "17158")
    assert leans(rec) == [HURTS]
    s = scenario(pool, discard=[DRAGONS_TAIL] * 3, plot="17158")
    for _ in range(2):
        step_checked(s, abilities_of(s, DRAGONS_TAIL)[0])
    zones = [s.state.zone[c] for c in s.cards(DRAGONS_TAIL)]
    assert zones.count(OUT) == 2 and zones.count(DISCARD) == 1
    assert not abilities_of(s, DRAGONS_TAIL)             # twice per phase
    s.state.step, s.state.pending = FLOW.at("challenges.initiate"), "challenges"
    assert abilities_of(s, DRAGONS_TAIL)


def test_17169_secret_schemes(pool):
    record(pool, "17169")
    s = scenario(pool, play=[BASTARD], hand=["17169"], plots=[COPPERS, FEAST], gold=1,
                 step="challenges.initiate")
    used_pile(s, COPPERS, FEAST)
    schemes = s.card("17169")
    assert abilities_of_first(s, "17169") == [A("ability", schemes, -1, 0)]
    act(s, A("ability", schemes, -1, 0))
    assert len(s.state.hand) == 2 and s.state.faction_knelt and s.state.gold == 0
    none = scenario(pool, play=[BASTARD], hand=["17169"], gold=1, step="challenges.initiate")
    assert not abilities_of_first(none, "17169")                  # no used plot
    six = (COPPERS, FEAST, STORM, PENTOSHI, "01009", "01011")
    many = scenario(pool, play=[BASTARD], hand=["17169"], plots=six, gold=1,
                    step="challenges.initiate")
    used_pile(many, *six)
    act(many, A("ability", many.card("17169"), -1, 0))
    assert len(many.state.hand) == 5                     # to a maximum of 5 cards


def test_put_into_play_tells_where_the_card_came_from(pool, monkeypatch):
    """A card put into play by an effect enters play "put", or "shadows" / "dead" when it
    came out of shadows / from the dead pile (hooks.put_cards_into_play)."""
    from deckcheck.games.agot.engine.hooks import put_cards_into_play
    from deckcheck.goldfish.abilities.runtime import Context
    s = scenario(pool, play=["06011"], hand=[TUMBLESTONE], shadows=[BASTARD], dead=[DAYNE])
    how = {}
    entered = play_rules.entered_play

    def spy(state, c, marshaled, how_=""):
        how[c] = how_
        entered(state, c, marshaled, how_)
    monkeypatch.setattr(play_rules, "entered_play",
                        lambda state, c, marshaled, how="": spy(state, c, marshaled, how))
    ctx = Context(s.card("06011"), 0)
    for code in (TUMBLESTONE, BASTARD, DAYNE):
        put_cards_into_play(s.state, ctx, None, [s.card(code)])
        assert s.state.zone[s.card(code)] == PLAY
    assert how == {s.card(TUMBLESTONE): "put", s.card(BASTARD): "shadows", s.card(DAYNE): "dead"}
    assert window(s) == [A("trigger", s.card("06011"), s.card("06011"), 0)]   # the dead one


INERT = ["06009", "06012", "06018", "06020", "06022", "06025", "06026", "06027", "06029",
         "06031", "06036", "06042", "06051", "06053", "06054", "06055", "06058", "06059",
         "06060", "06062", "06067", "06068", "06070", "06072", "06079", "06080", "06085",
         "06087", "06091", "06094", "06095", "06096", "06108", "06109", "06111", "06112",
         "06115", "06116"]
MISSING = {code: (HELPS,) for code in (
    "06001", "06002", "06003", "06005", "06008", "06013", "06015", "06016", "06021", "06024",
    "06028", "06030", "06035", "06037", "06041", "06043", "06044", "06048", "06065", "06066",
    "06069", "06071", "06073", "06074", "06075", "06077", "06078", "06081", "06083", "06084",
    "06089", "06092", "06093", "06099", "06101", "06104", "06105", "06107", "06113", "06114",
    "06117", "06119", "06120")} | {code: (HURTS,) for code in ("06007", "06019", "06033", "06088")}
SUMMER, WINTER = "05051", "05052"      # Time of Plenty, Early Frost


globals().update(record_tests(inert=INERT, missing=MISSING))


@pytest.mark.parametrize("code, plot, gold", [
    ("06014", "01009", 1), ("06032", "01009", 1), ("06046", "01009", 1), ("06056", "01009", 1),
    ("06064", SUMMER, 2), ("06064", WINTER, 1), ("06102", WINTER, 2), ("06102", SUMMER, 1),
    ("06088", "01009", 2),
])
def test_locations_kneeled_for_gold(pool, code, plot, gold):
    """"06014" Slaver's Bay Port, "06032" Iron Islands Market, "06046" Underground Vault,
    "06056" Dornish Fiefdom, "06064" Arbor Vineyard, "06102" Northern Keep, "06088" Northern
    Encampment: kneel in the marshaling phase for gold."""
    record(pool, code)
    s = scenario(pool, play=[code], plot=plot, gold=0)
    offered = [a for a in legal(s) if a.kind == "ability" and a.card == s.card(code)]
    assert len(offered) == 1
    step_unlogged(s, offered[0])
    assert s.state.gold == gold and s.card(code) in s.state.knelt
    later = scenario(pool, play=[code], plot=plot, step="challenges.initiate")
    assert not [a for a in legal(later) if a.kind == "ability" and a.card == later.card(code)]


def test_06110_the_goldroad(pool):
    record(pool, "06110")
    s = scenario(pool, play=["06110"], plot="01009", gold=0, step="challenges.initiate")
    plain = scenario(pool, plot="01009")
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 1
    step_unlogged(s, A("ability", s.card("06110"), -1, 0))
    assert s.state.gold == 1


def test_06006_eastwatch_by_the_sea(pool):
    record(pool, "06006")
    s = scenario(pool, play=["06006"], plot="01009")
    plain = scenario(pool, plot="01009")
    assert play_rules.reserve(s.state) == play_rules.reserve(plain.state) + 1
    fire(s, PHASE_BEGINS, -1, "dominance")
    step_unlogged(s, A("trigger", s.card("06006"), -1, 0))
    assert len(s.state.hand) == 1


def test_06010_attack_from_the_mountains(pool):
    record(pool, "06010")
    s = scenario(pool, play=["05011"], hand=["06010", "05004"], gold=2)
    fire(s, CONTEST_WON, -1, "military", 3, (s.card("05011"),))
    step_unlogged(s, A("trigger", s.card("06010"), -1, 0))
    assert s.state.zone[s.card("05004")] == PLAY               # Timett: a Clansman


def test_06023_knight_of_the_reach(pool):
    record(pool, "06023")
    s = scenario(pool, play=["06023", MARGAERY])
    fire(s, CONTEST_WON, -1, "military", 3, (s.card("06023"),))
    step_unlogged(s, A("trigger", s.card("06023"), s.card(MARGAERY), 0))
    assert s.state.card_power[s.card(MARGAERY)] == 1


def test_06047_flea_bottom_bastard(pool):
    record(pool, "06047")
    s = scenario(pool, play=["06047"])
    assert play_rules.strength(s.state, s.card("06047")) == 1
    s.state.step = FLOW.at("dominance.count")                     # counting dominance
    assert play_rules.strength(s.state, s.card("06047")) == 4


def test_06049_cersei_s_attendant(pool):
    record(pool, "06049")
    s = scenario(pool, play=["06049"], step="challenges.initiate")
    challenge_unlogged(s, "intrigue", "06049")
    assert len(s.state.hand) == 1                              # insight


def test_06050_fever_dreams(pool):
    assert_for_opponents_character(pool, "06050")


def test_06052_corsairs_dirk(pool):
    record(pool, "06052")
    s = scenario(pool, play=["12003"], attach={"06052": "12003"})
    assert play_rules.strength(s.state, s.card("12003")) == 7
    other = scenario(pool, play=[TUMBLESTONE], hand=["06052"], gold=1)
    assert play_rules.targets(other.state, other.card("06052")) == []


def test_06057_frey_lordling(pool):
    record(pool, "06057")
    s = scenario(pool, play=["06057"], step="challenges.initiate")
    fire(s, CONTEST_DECLARED, -1, "military", 0, (s.card("06057"),))
    step_unlogged(s, A("trigger", s.card("06057"), -1, 0))
    assert play_rules.strength(s.state, s.card("06057")) == 3


def test_06090_a_task_for_every_tool(pool):
    record(pool, "06090")
    s = scenario(pool, hand=["06090", "05013", "05003"], gold=1, step="challenges.initiate")
    step_unlogged(s, A("ability", s.card("06090"), -1, 0))
    assert s.state.zone[s.card("05013")] == PLAY                 # Alayaya: STR 2
    assert s.state.zone[s.card("05003")] == HAND                 # Ser Kevan: STR 4


def test_06106_rangers_bow(pool):
    record(pool, "06106")
    s = scenario(pool, play=[MASON], attach={"06106": MASON})
    assert play_rules.strength(s.state, s.card(MASON)) == 3


REDESIGNS_MISSING = {
    "17138": ("helps",), "17142": ("helps",), "17145": ("helps",)}


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])


def test_17105_drowned_disciple(pool):
    record(pool, "17105")
    s = scenario(pool, play=["17105", "01065"], dead=["01072"], step="dominance.count")
    disciple, aeron, crew = s.card("17105"), s.card("01065"), s.card("01072")
    act(s, [a for a in window(s) if a.card == aeron][0])
    assert s.state.zone[crew] == PLAY                            # from the dead pile
    act(s, A("trigger", disciple, aeron, 0))
    assert s.state.card_power.get(aeron) == 1
    assert RECORDS["17105"].abilities[0].limit_per == "phase"    # twice per phase


def test_17140_all_men_are_fools(pool):
    record(pool, "17140")
    s = scenario(pool, play=[MARGAERY, "03013", BASTARD], hand=["17140"])
    fire(s, CONTEST_WON, -1, "power", 5, (s.card(BASTARD),))
    step_unlogged(s, A("trigger", s.card("17140"), -1, 0))
    assert s.state.card_power[s.card(MARGAERY)] == 1 and s.state.card_power[s.card("03013")] == 1
    assert not s.state.card_power.get(s.card(BASTARD))
