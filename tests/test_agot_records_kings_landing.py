"""Tests of the card records of the King's Landing (records/kings_landing/, one module per pack):
one test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, CITY_OF_SECRETS, COPPERS, DAYNE, KINGSROAD, LITTLE_BIRD, RANGING, ROBERT, ROSEROAD,
    SYRIO, TUMBLESTONE, assert_inert_placed, assert_inert_record, assert_inert_where_played,
    assert_missing_record, challenge, challenge_checked, do, offered_abilities, record_tests,
    step_unlogged, to_used, won,
)
from agot_scenario import act, assert_missing, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, RENOWN
from deckcheck.games.agot.engine.state import DECK, DISCARD, HAND, OPPONENT, PLAY, US, USED
from deckcheck.games.agot.engine.records.dsl import POWER_GAINED
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_13001_alysane_mormont(pool):
    record(pool, "13001")
    s = scenario(pool, play=["13001", TUMBLESTONE], step="challenges.initiate")
    challenge_checked(s, "military", "13001")
    assert s.card("13001") not in s.state.knelt and len(won(s)) == 1
    mixed = scenario(pool, play=["13001", BASTARD], step="challenges.initiate")
    challenge_checked(mixed, "military", "13001")
    assert mixed.card("13001") in mixed.state.knelt


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


def test_13032_nightflyer(pool):
    record(pool, "13032")
    s = scenario(pool, play=["13032"], plot=COPPERS)
    assert play_rules.initiative(s.state) == s.state.table.initiative[s.state.plot] + 1


def test_13034_shadow_of_the_east(pool):
    assert_inert_record(pool, "13034")


def test_13040_a_city_besieged(pool):
    record(pool, "13040")
    s = scenario(pool, play=["01038", BASTARD], plot="13040")
    fire(s, "plot_revealed", s.card("13040"))
    assert s.card("01038") in s.state.knelt
    # a City plot in the used pile: "up to 2" - the player kneels none of its own
    s = scenario(pool, play=["01038"], plot="13040", plots=["13019"])
    city = s.card("13019")
    s.state.plot_deck.remove(city)
    s.state.used_plots.append(city)
    s.state.zone[city] = USED
    fire(s, "plot_revealed", s.card("13040"))
    assert s.card("01038") not in s.state.knelt


def test_13044_unexpected_guile(pool):
    assert_missing_record(pool, "13044", "hurts")
    s = scenario(pool, play=["11061", BASTARD], hand=["13044"], gold=5)
    guile, meera = s.card("13044"), s.card("11061")
    assert play_rules.targets(s.state, guile) == [meera]          # a character with shadow
    act(s, A("marshal", guile, meera))
    assert play_rules.strength(s.state, meera) == 1 + 2
    assert play_rules.keywords(s.state, meera) & INSIGHT


def test_13070_tunnels_of_the_red_keep(pool):
    assert_inert_placed(pool, "13070")


def test_13079_kingdom_of_shadows(pool):
    rec = record(pool, "13079")
    assert_missing(rec, "helps")
    s = scenario(pool, hand=[BASTARD, LITTLE_BIRD], agenda="13079", gold=5)
    assert play_rules.marshal_cost(s.state, s.card(BASTARD)) == 2 + 1
    assert play_rules.marshal_cost(s.state, s.card(LITTLE_BIRD)) == 1


def test_13086_bound_for_the_wall(pool):
    assert_inert_where_played(pool, "13086")


def test_13092_the_bloody_cup(pool):
    assert_inert_placed(pool, "13092", hand=["13092"])


def test_13097_sparrows(pool):
    assert_inert_placed(pool, "13097")


def test_13099_the_white_book(pool):
    record(pool, "13099")
    s = scenario(pool, agenda="13099", play=[ROBERT, "02107"], step="challenges.initiate")
    agenda, barristan = s.card("13099"), s.card("02107")
    challenge(s, "power", "02107")
    assert barristan in s.state.knelt
    assert window(s) == [A("trigger", agenda, -1, 0)]
    act(s, A("trigger", agenda, -1, 0))
    assert barristan not in s.state.knelt and s.state.faction_knelt
    # without a King or Queen nothing stands
    s = scenario(pool, agenda="13099", play=["02107"], step="challenges.initiate")
    do(s, A("challenge", option="power"), A("attacker", s.card("02107")), A("confirm"))
    assert s.state.pending != "respond" and s.card("02107") in s.state.knelt


def test_13103_the_queens_retinue(pool):
    record(pool, "13103")
    s = scenario(pool, shadows=["13103"])
    retinue = s.card("13103")
    assert offered_abilities(s, "13103") == [A("ability", retinue, -1, 0)]
    act(s, A("ability", retinue, -1, 0))
    assert s.state.zone[retinue] == PLAY and s.state.gold == 0
    # placed in shadows this round: not yet
    s = scenario(pool, shadows=["13103"])
    s.state.shadow_round[s.card("13103")] = s.state.round
    assert not offered_abilities(s, "13103")


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


def test_13120_expose_duplicity(pool):
    record(pool, "13120")
    s = scenario(pool, shadows=["25101", "11067"], plot="13120")
    fire(s, "plot_revealed", s.card("13120"))
    assert not s.state.shadows
    assert s.state.zone[s.card("25101")] == DISCARD and s.state.zone[s.card("11067")] == DISCARD


INERT = [
    "13009", "13011", "13013", "13022", "13023", "13024", "13028", "13035", "13036", "13038",
    "13041", "13045", "13046", "13048", "13050", "13054", "13055", "13056", "13057", "13059",
    "13061", "13067", "13068", "13071", "13072", "13073", "13082", "13087", "13101", "13105",
    "13110", "13111", "13112"]
MISSING = {
    "13003": (HELPS,), "13007": (HELPS,), "13010": (HELPS,), "13015": (HELPS,), "13016": (HELPS,),
    "13017": (HELPS,), "13018": (HURTS,), "13019": (HELPS,), "13021": (HURTS,), "13025": (HURTS,),
    "13026": (HELPS,), "13027": (HELPS,), "13029": (HELPS,), "13030": (HELPS,), "13033": (HELPS,),
    "13037": (HELPS,), "13039": (HURTS,), "13042": (HELPS,), "13043": (HELPS,), "13049": (HELPS,),
    "13051": (HELPS,), "13052": (HELPS,), "13053": (HELPS,), "13058": (HELPS,), "13060": (HELPS,),
    "13062": (HELPS,), "13063": (HELPS,), "13064": (HELPS,), "13065": (HELPS,), "13066": (HELPS,),
    "13069": (HELPS,), "13074": (HELPS,), "13075": (HELPS,), "13076": (HELPS,), "13078": (HELPS,),
    "13080": (HELPS,), "13081": (HELPS,), "13083": (HURTS,), "13084": (HELPS,), "13088": (HELPS,),
    "13089": (HELPS,), "13090": (HELPS,), "13091": (HELPS,), "13093": (HELPS,), "13095": (HELPS,),
    "13098": (HELPS,), "13100": (HURTS,), "13102": (HELPS,), "13104": (HELPS,), "13106": (HELPS,),
    "13115": (HELPS,), "13119": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


@pytest.mark.parametrize("code, setup, ok", [
    ("13002", {"play": [TUMBLESTONE]}, True), ("13002", {"play": [TUMBLESTONE, BASTARD]}, False),
    ("13004", {"play": [BASTARD]}, True), ("13004", {}, False),
    ("13008", {"play": [BASTARD], "power": 5}, True), ("13008", {"play": [BASTARD], "power": 4}, False),
    ("13012", {"play": [BASTARD], "first": True}, True), ("13012", {"play": [BASTARD], "first": False}, False),
    ("13014", {"play": [BASTARD], "attach": 2}, True), ("13014", {"play": [BASTARD], "attach": 1}, False),
])
def test_gates_of_kings_landing(pool, code, setup, ok):
    """"13002" Old Gate, "13004" Gate of the Gods, "13008" King's Gate, "13012" Iron Gate,
    "13014" Dragon Gate: +1 Income; sacrifice in the challenges phase to draw 2, each when
    its condition holds."""
    record(pool, code)
    attach = {LITTLE_BIRD: BASTARD} if setup.get("attach") == 2 else {}
    play = list(setup.get("play", [])) + ([SYRIO] if setup.get("attach") else [])
    s = scenario(pool, play=[code, *play], attach=attach, plot=COPPERS,
                 step="challenges.initiate")
    if SYRIO in play:
        s.state.parent[s.card(SYRIO)] = s.card(BASTARD)
    s.state.power = setup.get("power", 0)
    if "first" in setup:
        s.state.first_player = US if setup["first"] else OPPONENT
    plain = scenario(pool, plot=COPPERS)
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 1
    offered = [a for a in legal(s) if a.kind == "ability" and a.card == s.card(code)]
    assert bool(offered) == ok
    if ok:
        step_unlogged(s, offered[0])
        assert len(s.state.hand) == 2 and s.state.zone[s.card(code)] != PLAY


def test_13005_aged_craftsman(pool):
    record(pool, "13005")
    s = scenario(pool, hand=["13005"], deck=["06046", "12032", RANGING], gold=3)
    step_unlogged(s, A("marshal", s.card("13005")))
    step_unlogged(s, A("trigger", s.card("13005"), -1, 0))
    assert s.state.zone[s.card("06046")] == PLAY               # cost 2: the best
    assert s.state.zone[s.card("12032")] != PLAY


def test_13006_flea_bottom_alley(pool):
    record(pool, "13006")
    s = scenario(pool, play=["13006"], hand=["04065", RANGING], deck=[BASTARD])
    step_unlogged(s, A("ability", s.card("13006"), -1, 0))
    assert s.state.zone[s.card("04065")] == PLAY               # cost 2; Ranging Party costs 4
    assert s.state.zone[s.card("13006")] != PLAY and s.card(BASTARD) in s.state.hand


def test_13047_ser_eldon_estermont(pool):
    record(pool, "13047")
    s = scenario(pool, play=["13047", "14017", "01038"], knelt=["14017", "01038"])
    offered = {a.target for a in legal(s) if a.kind == "ability" and a.card == s.card("13047")}
    assert offered == {s.card("14017")}                        # [baratheon] only


def test_13077_advisor_to_the_crown(pool):
    record(pool, "13077")
    s = scenario(pool, play=["13077"], hand=["09014", BASTARD], gold=5)
    act(s, [a for a in legal(s) if a.kind == "reduce"][0])
    assert play_rules.marshal_cost(s.state, s.card("09014")) == 1
    assert play_rules.marshal_cost(s.state, s.card(BASTARD)) == 2


def test_13094_music_of_dragons(pool):
    record(pool, "13094")
    s = scenario(pool, hand=["13094"], deck=["15002", BASTARD], gold=1, step="challenges.initiate")
    step_unlogged(s, A("ability", s.card("13094"), -1, 0))
    assert s.card("15002") in s.state.hand


def test_13096_the_mountains_skull(pool):
    record(pool, "13096")
    s = scenario(pool, play=[BASTARD], attach={"13096": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 4
    assert play_rules.keywords(s.state, s.card(BASTARD)) & RENOWN


def test_13107_robert_baratheon(pool):
    record(pool, "13107")
    s = scenario(pool, play=["13107"])
    robert = s.card("13107")
    fire(s, POWER_GAINED, robert, "renown", 1)
    step_unlogged(s, A("trigger", robert, -1, 0))
    assert s.state.power == 1


def test_13108_long_may_he_reign(pool):
    record(pool, "13108")
    s = scenario(pool, play=[ROBERT], attach={"13108": ROBERT})
    assert play_rules.cannot(s.state, s.card(ROBERT), "be_killed")


def test_13109_the_bastard_of_driftmark(pool):
    record(pool, "13109")
    s = scenario(pool, play=["13109", "01038"], knelt=["01038"])
    fire(s, CONTEST_WON, -1, "intrigue", 3, (s.card("13109"),))
    step_unlogged(s, A("trigger", s.card("13109"), s.card("01038"), 0))
    assert s.card("01038") not in s.state.knelt


def test_13116_poisoned_dagger(pool):
    record(pool, "13116")
    s = scenario(pool, play=[BASTARD], attach={"13116": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 4


REDESIGNS_INERT = ["17121", "17164"]
REDESIGNS_MISSING = {
    "17137": ("helps",), "17139": ("helps",), "17148": ("hurts",), "17152": ("helps",)}


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])
