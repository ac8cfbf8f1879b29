"""One test per WHI Core Set record of the Empire, Dwarf and neutral cards
(records/core_order.py), on real cards of the pool."""
from __future__ import annotations

import pytest
from whi_scenario import act, fire, legal, scenario

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import table_for
from deckcheck.games.whi.engine.hooks import HOOKS, PHASE_ENDS, ROUND_BEGINS, ROUND_ENDS
from deckcheck.games.whi.engine.records.dsl import THIS, move
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import BATTLEFIELD, DISCARD, IN_ZONE, KINGDOM, QUEST
from deckcheck.goldfish.actions import Action

MILITIA = "01026"          # Empire unit, cost 0, power 0, hit points 3, no text
FREE_CO = "01035"          # Empire unit, cost 3, power 1, Scout only
HAMMERER = "01003"         # Dwarf unit, power 1, Toughness 1 only
FORGE = "01014"            # Keystone Forge: Dwarf support, cost 2
DISMAY = "01016"           # Master Rune of Dismay: Dwarf support, cost 4
GATES = "01040"            # City Gates: Empire support, cost 2


def abilities(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


# == Dwarf ======================================================================================
def test_troll_slayers_gain_two_power_with_two_developments_in_their_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["01004"], developments={"battlefield": [MILITIA]},
                 race="dwarf")
    slayers = s.card("01004")
    assert cap.power(s.state, slayers) == 1
    s2 = scenario(whi_pool, battlefield=["01004"],
                  developments={"battlefield": [MILITIA, MILITIA]}, race="dwarf")
    assert cap.power(s2.state, s2.card("01004")) == 3


def test_runesmith_in_the_quest_zone_buys_an_attacker_one_power(whi_pool):
    s = scenario(whi_pool, quest=["01005"], battlefield=[FREE_CO], resources=2, race="dwarf",
                 step="battlefield.zone")
    attack_with(s, s.card(FREE_CO))
    use = abilities(s, "01005")
    assert len(use) == 1 and use[0].target == s.card(FREE_CO)
    act(s, use[0])                                          # the game runs on to the next turn
    assert s.state.rows[-1][2] == 2                         # 2 resources spent
    assert s.state.opp_damage[KINGDOM] == 2                 # 1 + 1
    away = scenario(whi_pool, kingdom=["01005"], battlefield=[FREE_CO], resources=2,
                    race="dwarf", step="battlefield.zone")
    attack_with(away, away.card(FREE_CO))
    assert away.state.opp_damage[KINGDOM] == 1              # not in the quest zone: no action


def test_dwarf_cannon_crew_puts_a_cheap_support_from_the_top_five_into_its_zone(whi_pool):
    s = scenario(whi_pool, hand=["01008"], deck=[FORGE, DISMAY], resources=2, race="dwarf")
    act(s, Action("play", s.card("01008"), option="battlefield"))
    forge, dismay = s.card(FORGE), s.card(DISMAY)
    assert s.state.where[forge] == IN_ZONE and cap.zone_of(s.state, forge) == BATTLEFIELD
    assert dismay in s.state.deck                            # cost 4: not taken


def test_dwarf_masons_develop_the_top_card_into_their_zone(whi_pool):
    s = scenario(whi_pool, hand=["01009"], deck=[MILITIA], resources=3, race="dwarf")
    top = s.card(MILITIA)
    act(s, Action("play", s.card("01009"), option="kingdom"))
    assert s.state.developments[KINGDOM] == (top,)
    assert s.state.developed_turn != s.state.round         # the turn's own development is left


def test_dwarf_ranger_in_the_quest_zone_deals_one_damage_when_another_dwarf_leaves(whi_pool):
    s = scenario(whi_pool, quest=["01010"], kingdom=[HAMMERER, MILITIA], race="dwarf")
    cap.leave_play(s.state, s.card(MILITIA), "destroyed")  # not a Dwarf
    assert sum(s.state.opp_damage) == 0
    cap.leave_play(s.state, s.card(HAMMERER), "destroyed")
    assert sum(s.state.opp_damage) == 1


def test_grudge_thrower_sacrifices_a_spare_unit_to_give_three_attackers_one_power(whi_pool):
    s = scenario(whi_pool, battlefield=["01018", FREE_CO, FREE_CO, FREE_CO], kingdom=[MILITIA],
                 resources=1, race="dwarf", step="battlefield.zone")
    attack_with(s, *s.cards(FREE_CO))
    use = abilities(s, "01018")
    assert len(use) == 1
    act(s, use[0])
    assert s.state.where[s.card(MILITIA)] == DISCARD        # the unit not attacking paid
    assert s.state.opp_damage[KINGDOM] == 6                 # 3 x (1 + 1)
    two = scenario(whi_pool, battlefield=["01018", FREE_CO, FREE_CO], kingdom=[MILITIA],
                   resources=1, race="dwarf", step="battlefield.zone")
    attack_with(two, *two.cards(FREE_CO))
    assert two.state.opp_damage[KINGDOM] == 2               # two attackers: not worth a unit


def test_striking_the_grudge_gives_an_attacker_two_power(whi_pool):
    s = scenario(whi_pool, battlefield=[FREE_CO], hand=["01021"], resources=1, race="dwarf",
                 step="battlefield.zone")
    assert not abilities(s, "01021")
    attack_with(s, s.card(FREE_CO))
    act(s, abilities(s, "01021")[0])
    assert s.state.opp_damage[KINGDOM] == 3
    assert s.state.where[s.card("01021")] == DISCARD


def test_wake_the_mountain_develops_the_top_three_cards_in_one_zone(whi_pool):
    s = scenario(whi_pool, hand=["01024", FREE_CO], resources=3, race="dwarf")
    use = abilities(s, "01024")
    assert [a.amount for a in use] == [0, 1]                # kingdom or battlefield
    act(s, use[1])
    assert len(s.state.developments[BATTLEFIELD]) == 3 and not s.state.developments[KINGDOM]
    assert s.resources == 0


# == Empire =====================================================================================
def test_nuln_tinkerers_lower_the_first_support_of_the_turn_by_one(whi_pool):
    s = scenario(whi_pool, kingdom=["01029"], hand=[FORGE, GATES], resources=3)
    forge, gates = s.card(FORGE), s.card(GATES)
    assert cap.play_cost(s.state, forge) == 1 and cap.play_cost(s.state, gates) == 1
    act(s, Action("play", forge, option="kingdom"))
    assert s.resources == 2
    assert cap.play_cost(s.state, gates) == 2               # the second support: full cost
    q = scenario(whi_pool, quest=["01029"], hand=[FORGE], resources=3)
    assert cap.play_cost(q.state, q.card(FORGE)) == 2       # "Kingdom.": only from the kingdom


def test_the_greatswords_gain_one_power_when_a_unit_enters_their_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["01030"], hand=[MILITIA, MILITIA, FREE_CO])
    great = s.card("01030")
    s.state.lasting.clear()                                 # forget its own entering at setup
    assert cap.power(s.state, great) == 1
    a, b = s.cards(MILITIA)
    act(s, Action("play", a, option="kingdom"))
    assert cap.power(s.state, great) == 1
    act(s, Action("play", b, option="battlefield"))
    assert cap.power(s.state, great) == 2
    HOOKS.effects["game"](s.state, None, move(THIS, "battlefield"), [a])   # moved in
    assert cap.power(s.state, great) == 3


def test_thyrus_gorman_takes_one_damage_at_the_end_of_each_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["01032"])
    thyrus = s.card("01032")
    fire(s, ROUND_ENDS)
    assert s.state.damage[thyrus] == 1
    fire(s, ROUND_ENDS)
    fire(s, ROUND_ENDS)
    assert s.state.where[thyrus] == DISCARD                 # 3 hit points


def test_pistoliers_pay_one_resource_to_join_the_battlefield_before_the_attack(whi_pool):
    s = scenario(whi_pool, kingdom=["01036"], battlefield=[FREE_CO], resources=1,
                 step="battlefield.begin")
    pist = s.card("01036")
    use = [a for a in abilities(s, "01036") if a.amount == 0]
    assert len(use) == 1
    act(s, use[0])
    assert cap.zone_of(s.state, pist) == BATTLEFIELD and s.resources == 0
    assert s.pending == "attack"                            # nothing else to use: on to the attack
    attack_with(s, pist, s.card(FREE_CO))
    assert s.state.opp_damage[KINGDOM] == 2


def test_johannes_broheim_moves_kingdom_quest_battlefield_at_the_ends_of_phases(whi_pool):
    s = scenario(whi_pool, kingdom=["01037"])
    jo = s.card("01037")
    fire(s, PHASE_ENDS, option="capital")
    assert not abilities(s, "01037")
    fire(s, PHASE_ENDS, option="kingdom")
    act(s, abilities(s, "01037")[0])
    assert cap.zone_of(s.state, jo) == QUEST
    fire(s, PHASE_ENDS, option="quest")
    act(s, abilities(s, "01037")[0])
    assert cap.zone_of(s.state, jo) == BATTLEFIELD


def test_shrine_to_taal_gives_a_unit_of_its_zone_power_per_development(whi_pool):
    s = scenario(whi_pool, kingdom=["01041", FREE_CO],
                 developments={"kingdom": [MILITIA, MILITIA]})
    fire(s, ROUND_BEGINS)
    assert cap.power(s.state, s.card(FREE_CO)) == 3
    assert cap.zone_power(s.state, KINGDOM) == 3 + 0 + 3


def test_twin_tailed_comet_copies_the_tactic_just_played(whi_pool):
    s = scenario(whi_pool, battlefield=[FREE_CO], hand=["01021", "01045", MILITIA], resources=3,
                 step="battlefield.zone")
    assert not abilities(s, "01045")                        # nothing played yet
    attack_with(s, s.card(FREE_CO))
    act(s, abilities(s, "01021")[0])                        # Striking the Grudge: +2
    copy = abilities(s, "01045")
    assert s.pending == "respond" and len(copy) == 1
    act(s, copy[0])
    assert s.state.opp_damage[KINGDOM] == 5                 # 1 + 2 + 2
    assert s.state.rows[-1][2] == 3                         # 1 + 2 resources


# == Neutral ====================================================================================
def test_contested_stronghold_gains_power_per_development_in_its_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["01113"], developments={"kingdom": [MILITIA] * 3})
    assert cap.power(s.state, s.card("01113")) == 4


@pytest.mark.parametrize("code,home,away", [("01114", "kingdom", "quest"),
                                            ("01115", "quest", "kingdom")])
def test_armoury_and_forgotten_cemetery_gain_power_with_two_developments_at_home(whi_pool, code,
                                                                                home, away):
    s = scenario(whi_pool, **{home: [code]}, developments={home: [MILITIA, MILITIA]})
    assert cap.power(s.state, s.card(code)) == 2
    one = scenario(whi_pool, **{home: [code]}, developments={home: [MILITIA]})
    assert cap.power(one.state, one.card(code)) == 1
    other = scenario(whi_pool, **{away: [code]}, developments={away: [MILITIA, MILITIA]})
    assert cap.power(other.state, other.card(code)) == 1


def test_warpstone_excavation_corrupts_units_entering_its_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["01116"], hand=[MILITIA, MILITIA, FREE_CO])
    a, b = s.cards(MILITIA)
    act(s, Action("play", a, option="battlefield"))
    act(s, Action("play", b, option="kingdom"))
    assert a in s.state.corrupted and b not in s.state.corrupted
    HOOKS.effects["game"](s.state, None, move(THIS, "battlefield"), [b])   # moved in: corrupted
    assert b in s.state.corrupted


def test_prepare_for_war_gains_tokens_and_its_quester_buys_back_discarded_units(whi_pool):
    s = scenario(whi_pool, quest=["01121", FREE_CO], hand=[HAMMERER],
                 discard=[MILITIA, MILITIA, FORGE], filler=4)
    quest, unit = s.card("01121"), s.card(FREE_CO)
    fire(s, ROUND_BEGINS)
    assert not s.state.tokens.get(quest)                    # nobody questing: no token
    s.state.questing[quest] = unit
    fire(s, ROUND_BEGINS)
    fire(s, ROUND_BEGINS)
    assert s.state.tokens[quest] == 2
    deck = len(s.state.deck)
    assert deck <= 5
    act(s, abilities(s, "01121")[0])
    assert s.state.where[unit] == DISCARD and quest not in s.state.questing
    assert len(s.state.deck) == deck + 2
    assert s.state.discard.count(s.card(FORGE)) == 1        # units first: both Militia went back
    assert all(s.state.where[m] != DISCARD for m in s.cards(MILITIA))
    big = scenario(whi_pool, quest=["01121", FREE_CO], hand=[HAMMERER], discard=[MILITIA])
    big.state.questing[big.card("01121")] = big.card(FREE_CO)
    big.state.tokens[big.card("01121")] = 2
    assert not abilities(big, "01121")                      # a deck of 30: kept for later


def test_innovation_gains_one_resource_per_kingdom_development(whi_pool):
    s = scenario(whi_pool, hand=["01119", FREE_CO], developments={"kingdom": [MILITIA, MILITIA]})
    act(s, abilities(s, "01119")[0])
    assert s.resources == 2
    none = scenario(whi_pool, hand=["01119"], developments={"battlefield": [MILITIA]})
    assert not abilities(none, "01119")


ALLIANCES = [("01122", "dwarf", "empire"), ("01123", "empire", "high_elf"),
             ("01124", "dwarf", "high_elf"), ("01125", "chaos", "orc"),
             ("01126", "chaos", "dark_elf"), ("01127", "orc", "dark_elf")]


@pytest.mark.parametrize("code,a,b", ALLIANCES)
def test_an_alliance_provides_a_loyalty_symbol_of_both_its_races(whi_pool, code, a, b):
    """No record: the engine reads the symbols from the text (cards.py); checked here because
    the group's coverage counts on it."""
    def loyal(race):
        return min((c for c in whi_pool.cards.values()
                    if c.id.startswith("01") and c.faction == race and (c.loyalty or 0) >= 2),
                   key=lambda c: c.id).id

    for race, other in ((a, b), (b, a)):
        capital = next(r for r in ("empire", "dwarf", "high_elf", "orc", "chaos", "dark_elf")
                       if r not in (a, b))
        probe = loyal(race)
        s = scenario(whi_pool, kingdom=[code], hand=[probe], race=capital)
        bare = scenario(whi_pool, kingdom=["01111"], hand=[probe], race=capital)
        assert cap.loyalty_tax(s.state, s.card(probe)) == \
            cap.loyalty_tax(bare.state, bare.card(probe)) - 1, (race, other)


# == inert and missing records ==================================================================
INERT = ["01002", "01006", "01013", "01015", "01016", "01017", "01022", "01023",
         "01025", "01028", "01034", "01039", "01043", "01047", "01049", "01050", "01112",
         "01118", "01120"]
MISSING = {"01019": "helps", "01020": "helps", "01031": "hurts",
           "01042": "helps", "01044": "helps", "01048": "helps",
           }


@pytest.mark.parametrize("code", INERT + sorted(MISSING))
def test_inert_and_missing_records_say_so(whi_pool, code):
    rec = RECORDS[code]
    assert rec.name == whi_pool.card(code).name
    if code in MISSING:
        assert rec.status == "missing" and {m.lean for m in rec.missing} == {MISSING[code]}
    else:
        assert rec.status == "inert" and rec.inert and not rec.abilities
        kind = whi_pool.card(code).type
        where = {"tactic": "hand", "quest": "quest"}.get(kind, "kingdom")
        s = scenario(whi_pool, **{where: [code]}, resources=9)
        assert not abilities(s, code)


def test_every_card_of_the_group_is_modeled_inert_or_declared_missing(whi_pool):
    codes = [f"01{n:03d}" for n in list(range(1, 51)) + list(range(111, 128))]
    table = table_for(whi_pool, dict.fromkeys(codes, 1), "empire")
    status = dict(zip(table.ids, table.status, strict=True))
    assert {c for c, st in status.items() if st == "missing"} == set(MISSING)
    assert all(whi_pool.card(c).type != "draft" for c in codes)
    assert all(whi_pool.card(f"01{n}").type == "draft" for n in range(128, 132))


def test_knight_training_gives_its_host_one_power_and_leaves_play_with_it(whi_pool):
    s = scenario(whi_pool, hand=["01038"], battlefield=["01026"], kingdom=["01035"], resources=3)
    training, host = s.card("01038"), s.card("01026")
    assert [a.target for a in legal(s) if a.card == training and a.kind == "play"] == [host]
    act(s, Action("play", training, host, 0, "attach"))
    assert cap.power(s.state, host) == whi_pool.card("01026").power_icons + 1
    assert cap.zone_of(s.state, training) == BATTLEFIELD
    cap.leave_play(s.state, host, "destroyed")
    assert s.state.where[training] == DISCARD and not s.attached
