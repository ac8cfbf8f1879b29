"""One test per WHI record of the Dark Elf and High Elf test decks' non-Core-Set cards
(records/decks_b.py), on real cards of the pool."""
from __future__ import annotations

import pytest
from whi_scenario import act, fire, legal, scenario

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import ENGINE, GreedyPilot, table_for
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DECK, DISCARD, HAND, IN_ZONE, KINGDOM, OUT, QUEST
from deckcheck.goldfish.actions import Action

MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text
FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only
FORGE = "01014"            # Keystone Forge: Dwarf support
WALKING = "03023"          # Walking Sacrifice: power 0, 1 hit point, draws as it leaves play
ARCANE = "09057"           # Arcane Power: a Spell tactic, cost 1
DREAMER = "04068"
CITADEL = "05013"
ELTHARION = "09002"


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


# == Dark Elf ===================================================================================
def test_walking_sacrifice_draws_a_card_as_it_leaves_play_to_the_discard_or_the_hand(whi_pool):
    s = scenario(whi_pool, battlefield=[WALKING], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card(WALKING), "sacrificed")
    assert len(s.hand) == hand + 1
    s = scenario(whi_pool, battlefield=[WALKING], race="dark_elf")
    cap.leave_play(s.state, s.card(WALKING), "returned", to="hand")
    assert len(s.hand) == hand + 2                         # itself and the card drawn
    assert where(s, WALKING) == HAND                       # not played as a tactic


def test_swarm_of_bats_gains_a_power_per_unit_among_the_four_cards_it_discards(whi_pool):
    s = scenario(whi_pool, battlefield=["07052"], deck=[MILITIA, FORGE, FREE_CO, MILITIA],
                 step="battlefield.zone", race="dark_elf")
    deck = len(s.deck)
    attack_with(s, s.card("07052"))
    (trigger,) = uses(s, "07052")
    act(s, trigger)
    assert len(s.state.discard) == 4 and len(s.deck) <= deck - 4
    assert s.opp_damage[KINGDOM] == 1 + 3                  # three units discarded
    low = scenario(whi_pool, battlefield=["07052"], step="battlefield.zone", race="dark_elf",
                   filler=8)
    attack_with(low, low.card("07052"))
    assert not uses(low, "07052")                          # a short deck is not milled


def test_swarm_of_bats_comes_back_from_the_discard_pile_for_a_turn(whi_pool):
    s = scenario(whi_pool, discard=["07052"], resources=2, race="dark_elf")
    bats = s.card("07052")
    (use,) = uses(s, "07052")
    act(s, use)
    assert s.state.where[bats] == IN_ZONE and s.resources == 0
    act(s, Action("pass"))                                 # to the battlefield phase
    act(s, Action("pass"))                                 # no attack; the turn ends
    assert s.state.where[bats] == DECK and s.state.deck[0] == bats   # the bottom of the deck
    s = scenario(whi_pool, discard=["07052"], resources=1, race="dark_elf")
    assert not uses(s, "07052")                            # 2 resources needed


def test_thief_of_essence_draws_when_a_unit_leaves_play(whi_pool):
    s = scenario(whi_pool, kingdom=["07038"], battlefield=[MILITIA], hand=[FORGE], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card(MILITIA), "destroyed")
    (trigger,) = uses(s, "07038")
    act(s, trigger)
    assert len(s.hand) == hand + 1
    cap.leave_play(s.state, s.card(FORGE), "destroyed")   # not in play: nothing
    assert len(s.hand) == hand + 1


def test_seasoned_corsair_destroys_a_walking_sacrifice_for_a_card(whi_pool):
    s = scenario(whi_pool, hand=["05026"], battlefield=[WALKING, MILITIA], resources=5,
                 race="dark_elf")
    hand = len(s.hand)
    act(s, Action("play", s.card("05026"), option="battlefield"))
    (trigger,) = uses(s, "05026")
    assert trigger.target == s.card(WALKING)               # never the Militia
    act(s, trigger)
    assert where(s, WALKING) == DISCARD
    assert len(s.hand) == hand - 1 + 1                     # the Corsair played, a card drawn
    s = scenario(whi_pool, hand=["05026"], battlefield=[MILITIA], resources=5, race="dark_elf")
    act(s, Action("play", s.card("05026"), option="battlefield"))
    assert not uses(s, "05026")


def test_slave_pen_sacrifices_a_unit_of_power_zero_for_a_token_and_power(whi_pool):
    s = scenario(whi_pool, kingdom=["05029"], battlefield=[WALKING, FREE_CO], race="dark_elf")
    pen = s.card("05029")
    assert cap.power(s.state, pen) == 1
    (use,) = uses(s, "05029")
    act(s, use)
    assert where(s, WALKING) == DISCARD and where(s, FREE_CO) == IN_ZONE
    assert s.tokens[pen] == 1 and cap.power(s.state, pen) == 2
    assert not uses(s, "05029")                            # once per turn
    s = scenario(whi_pool, kingdom=["05029"], battlefield=[FREE_CO], race="dark_elf")
    assert not uses(s, "05029")                            # no unit of power 0


def test_har_ganeth_returns_a_walking_sacrifice_at_the_beginning_of_the_turn(whi_pool):
    s = scenario(whi_pool, kingdom=["03035"], battlefield=[WALKING], race="dark_elf")
    hand = len(s.hand)
    fire(s, ROUND_BEGINS)
    (trigger,) = uses(s, "03035")
    act(s, trigger)
    assert where(s, WALKING) == HAND and len(s.hand) == hand + 2
    s = scenario(whi_pool, quest=["03035"], battlefield=[WALKING], race="dark_elf")
    fire(s, ROUND_BEGINS)
    assert not uses(s, "03035")                            # "Kingdom." only


def test_corsairs_of_ghrond_take_two_hit_points_from_the_unit_that_loses_least(whi_pool):
    s = scenario(whi_pool, battlefield=["03029", WALKING, FREE_CO], race="dark_elf")
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 1   # survives it
    assert where(s, WALKING) == IN_ZONE
    s = scenario(whi_pool, battlefield=["03029", WALKING], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert where(s, WALKING) == DISCARD and len(s.hand) == hand + 1
    s = scenario(whi_pool, kingdom=["03029"], battlefield=[WALKING], race="dark_elf")
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert where(s, WALKING) == IN_ZONE                    # "Battlefield." only


def test_chillwind_restores_a_corrupted_attacker_for_a_spent_unit(whi_pool):
    s = scenario(whi_pool, hand=["03039"], kingdom=[MILITIA], battlefield=[FREE_CO],
                 corrupted=[FREE_CO], resources=1, step="battlefield.window", race="dark_elf")
    (use,) = uses(s, "03039")
    assert use.target == s.card(FREE_CO)
    act(s, use)
    assert s.card(FREE_CO) not in s.corrupted and s.card(MILITIA) in s.corrupted
    s = scenario(whi_pool, hand=["03039"], kingdom=[MILITIA], battlefield=[FREE_CO],
                 resources=1, step="battlefield.window", race="dark_elf")
    assert not uses(s, "03039")                            # nothing to restore


def test_warpstone_experiments_burns_a_zone_with_the_cheapest_attacker(whi_pool):
    s = scenario(whi_pool, hand=["07048"], battlefield=[FREE_CO], resources=1,
                 opp_damage=(6, 0, 0), step="battlefield.zone", race="dark_elf")
    attack_with(s, s.card(FREE_CO))
    (use,) = uses(s, "07048")
    act(s, use)
    assert s.state.burned and s.state.burned[0][0] == KINGDOM
    assert where(s, FREE_CO) == DISCARD                    # sacrificed at the end of the turn
    s = scenario(whi_pool, hand=["07048"], battlefield=[FREE_CO], resources=1,
                 step="battlefield.zone", race="dark_elf")
    attack_with(s, s.card(FREE_CO))
    assert not uses(s, "07048")                            # 3 power would not burn it


# == High Elf ===================================================================================
def test_eltharion_gathers_tokens_and_spends_three_on_five_indirect_damage(whi_pool):
    s = scenario(whi_pool, legend=ELTHARION, race="high_elf")
    leg = s.card(ELTHARION)
    assert len(uses(s, ELTHARION)) == 1                    # 3 tokens needed to spend
    act(s, uses(s, ELTHARION)[0])
    assert s.tokens[leg] == 1
    assert s.pending == "attack"                           # once per turn: the phase ran on
    s = scenario(whi_pool, legend=ELTHARION, kingdom=[CITADEL, "08032"], race="high_elf")
    leg, citadel = s.card(ELTHARION), s.card(CITADEL)
    s.state.tokens[leg] = 1
    put, spend, gain = uses(s, ELTHARION)
    assert s.state.table.abilities[leg][gain.amount].pilot == "never"
    act(s, spend)
    assert sum(s.opp_damage) == 5 and max(s.opp_damage) == 2   # spread on its healthiest zones
    assert not s.tokens.get(leg) and s.tokens[citadel] == 1    # its own token, then 2 more
    assert s.tokens[s.card("08032")] == 4                      # never the countdown's


def test_dreamer_of_dragons_takes_damage_for_power_while_it_survives(whi_pool):
    s = scenario(whi_pool, battlefield=[DREAMER], step="battlefield.zone", race="high_elf")
    dreamer = s.card(DREAMER)
    attack_with(s, dreamer)
    act(s, uses(s, DREAMER)[0])
    act(s, uses(s, DREAMER)[0])
    assert not uses(s, DREAMER)                            # a third would destroy it
    assert s.state.opp_damage[KINGDOM] == 3 and s.damage[dreamer] == 2


def test_lion_standard_lets_dreamer_of_dragons_take_one_more_damage_to_burn_a_zone(whi_pool):
    s = scenario(whi_pool, battlefield=[DREAMER, "09045"], resources=1, step="battlefield.zone",
                 opp_damage=(4, 0, 0), race="high_elf")
    dreamer = s.card(DREAMER)
    attack_with(s, dreamer)
    assert not uses(s, "09045")                            # Dreamer can still take damage
    act(s, uses(s, DREAMER)[0])
    act(s, uses(s, DREAMER)[0])
    (use,) = uses(s, "09045")
    assert use.target == dreamer
    act(s, use)
    act(s, uses(s, DREAMER)[0])                            # the game runs on to the next turn
    assert s.state.burned[0][0] == KINGDOM
    assert s.state.where[dreamer] == DISCARD               # 3 damage, 3 hit points again
    s = scenario(whi_pool, battlefield=[DREAMER, "09045"], resources=1, step="battlefield.zone",
                 race="high_elf")
    attack_with(s, s.card(DREAMER))
    act(s, uses(s, DREAMER)[0])
    act(s, uses(s, DREAMER)[0])
    assert s.state.opp_damage[KINGDOM] == 3                # the game ran on: no burn in reach,
    assert s.state.rows[-1][2] == 0                        # so no resource spent on the Standard


def test_elven_scout_puts_a_token_on_a_card_that_has_one(whi_pool):
    s = scenario(whi_pool, hand=["08073"], kingdom=[CITADEL, "08032"], resources=3,
                 race="high_elf")
    citadel = s.card(CITADEL)
    assert s.tokens[citadel] == 3
    act(s, Action("play", s.card("08073"), option="quest"))
    (trigger,) = uses(s, "08073")
    assert trigger.target == citadel                       # not the War Room's countdown
    act(s, trigger)
    assert s.tokens[citadel] == 4 and s.tokens[s.card("08032")] == 4


def test_helm_of_fortune_gives_the_attached_unit_a_hit_point(whi_pool):
    s = scenario(whi_pool, battlefield=["09011", DREAMER, FREE_CO], attached={"09011": DREAMER},
                 race="high_elf")
    assert cap.hit_points(s.state, s.card(DREAMER)) == 4
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 3


def test_lothern_sea_master_deals_indirect_damage_by_its_tokens(whi_pool):
    s = scenario(whi_pool, hand=["09009"], resources=5, race="high_elf")
    master = s.card("09009")
    act(s, Action("play", master, option="battlefield"))
    assert s.tokens[master] == 3
    (use,) = uses(s, "09009")
    act(s, use)
    assert sum(s.opp_damage) == 3 and s.tokens[master] == 2
    assert not uses(s, "09009")                            # once per turn
    s = scenario(whi_pool, hand=["09009"], resources=5, race="high_elf")
    act(s, Action("play", s.card("09009"), option="kingdom"))
    assert not s.tokens.get(s.card("09009"))               # tokens only in the battlefield


def test_valorous_mage_finds_a_spell_in_the_top_five_cards(whi_pool):
    s = scenario(whi_pool, hand=["06089"], deck=[ARCANE, MILITIA, "04048"], resources=3,
                 race="high_elf")
    act(s, Action("play", s.card("06089"), option="kingdom"))
    (trigger,) = uses(s, "06089")
    act(s, trigger)
    assert where(s, ARCANE) == HAND                        # not Drain Magic, nearer the top
    assert where(s, "04048") != HAND


def test_heroic_task_starts_in_play_with_the_legend_set_aside_and_no_mulligan(whi_pool):
    deck = {"09020": 1, ELTHARION: 1, MILITIA: 25, FREE_CO: 25}
    table = table_for(whi_pool, deck, "high_elf")
    task, leg = table.ids.index("09020"), table.ids.index(ELTHARION)
    state = ENGINE.start(table, 3, 20)
    assert state.where[task] == IN_ZONE and cap.zone_of(state, task) == QUEST
    assert state.where[leg] == OUT and state.attached == {leg: task}
    assert leg not in state.hand and len(state.deck) == 52 - 2 - 7
    assert not state.mulligan_taken and state.pending != "mulligan"
    plain = ENGINE.start(table_for(whi_pool, {ELTHARION: 1, MILITIA: 25, FREE_CO: 25},
                                   "high_elf"), 3, 20)
    assert plain.pending == "mulligan"


def test_heroic_task_gathers_tokens_on_draws_and_gives_back_the_card_set_aside(whi_pool):
    s = scenario(whi_pool, quest=["09020", MILITIA], deck=[ELTHARION], race="high_elf")
    task, leg = s.card("09020"), s.card(ELTHARION)
    s.state.deck.remove(leg)
    s.state.where[leg] = OUT
    s.state.attached[leg] = task
    cap.draw(s.state, 1)
    assert not uses(s, "09020")                            # no unit questing on it
    s.state.questing[task] = s.card(MILITIA)
    cap.draw(s.state, 1)
    act(s, uses(s, "09020")[0])
    assert s.tokens[task] == 1
    s.state.tokens[task] = 3
    (take,) = uses(s, "09020")
    act(s, take)
    assert where(s, ELTHARION) == HAND and where(s, "09020") == DISCARD
    assert not s.state.attached


def test_planning_for_war_draws_and_returns_a_unit_for_a_high_elf_support(whi_pool):
    s = scenario(whi_pool, hand=["08040"], race="high_elf", resources=3)
    hand = len(s.hand)
    act(s, Action("play", s.card("08040"), option="quest"))
    (trigger,) = uses(s, "08040")
    act(s, trigger)
    assert len(s.hand) == hand                             # played one, drew one
    s = scenario(whi_pool, quest=["08040", MILITIA], hand=[CITADEL, FORGE],
                 discard=[MILITIA, DREAMER, "09009", MILITIA],
                 resources=9, race="high_elf")
    s.state.questing[s.card("08040")] = s.card(MILITIA)
    act(s, Action("play", s.card(FORGE), option="kingdom"))
    assert not uses(s, "08040")                            # not a High Elf support
    act(s, Action("play", s.card(CITADEL), option="kingdom"))
    (trigger,) = uses(s, "08040")
    assert trigger.target == s.card("09009")               # the most expensive (3, discarded last)
    act(s, trigger)
    assert where(s, "09009") == HAND


def test_citadel_of_dusk_spends_a_token_for_a_power_before_the_kingdom_collects(whi_pool):
    s = scenario(whi_pool, kingdom=[CITADEL], step="turn.window", race="high_elf")
    citadel = s.card(CITADEL)
    assert s.tokens[citadel] == 3
    (use,) = uses(s, CITADEL)
    act(s, use)
    assert s.tokens[citadel] == 2
    assert s.state.gained == 3 + 1 + 1                     # printed kingdom, the Citadel, +1
    s = scenario(whi_pool, kingdom=[CITADEL], step="turn.window", race="high_elf")
    act(s, Action("pass"))
    assert s.state.gained == 3 + 1


def test_eataine_war_room_counts_down_to_ten_indirect_damage(whi_pool):
    s = scenario(whi_pool, kingdom=["08032"], race="high_elf")
    room = s.card("08032")
    assert s.tokens[room] == 4
    s.state.tokens[room] = 2
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "08032")[0])
    assert s.tokens[room] == 1 and sum(s.opp_damage) == 0
    s.state.used.clear()
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "08032")[0])
    assert not s.tokens.get(room) and sum(s.opp_damage) == 10
    fire(s, ROUND_BEGINS)
    assert not uses(s, "08032")                            # nothing left to remove


def test_gathering_the_winds_takes_a_token_for_each_spell_played(whi_pool):
    s = scenario(whi_pool, kingdom=["09010"], hand=[ARCANE, FORGE], resources=3, race="high_elf")
    winds = s.card("09010")
    act(s, Action("play", s.card(FORGE), option="kingdom"))
    assert not s.tokens.get(winds)
    (play,) = uses(s, ARCANE)
    act(s, play)
    assert s.tokens[winds] == 1


def test_gathering_the_winds_plays_a_spell_from_the_discard_pile_for_its_tokens(whi_pool):
    s = scenario(whi_pool, kingdom=["09010"], discard=[ARCANE, "07026"], race="high_elf")
    winds = s.card("09010")
    assert not uses(s, "09010")                            # no token: nothing it can pay
    s.state.tokens[winds] = 1
    hand = len(s.hand)
    (use,) = uses(s, "09010")
    act(s, use)
    assert len(s.hand) == hand + 1                         # Arcane Power drew a card
    assert where(s, "09010") == DISCARD and where(s, ARCANE) == DISCARD
    s = scenario(whi_pool, kingdom=["09010"], discard=["07026"], race="high_elf")
    s.state.tokens[s.card("09010")] = 3
    assert not uses(s, "09010")                            # Judgement of Loec does nothing here


def test_arcane_power_draws_and_with_a_legend_returns_a_card(whi_pool):
    s = scenario(whi_pool, hand=[ARCANE], discard=[DREAMER], resources=1, race="high_elf")
    hand = len(s.hand)
    (play,) = uses(s, ARCANE)
    act(s, play)
    assert len(s.hand) == hand and where(s, DREAMER) == DISCARD    # no legend: a card drawn
    s = scenario(whi_pool, hand=[ARCANE], discard=[MILITIA, DREAMER, MILITIA],
                 legend=ELTHARION, resources=1, race="high_elf")
    hand = len(s.hand)
    play = [a for a in uses(s, ARCANE)]
    assert len(play) == 1 and play[0].target == s.card(DREAMER)
    act(s, play[0])
    assert where(s, DREAMER) == HAND and len(s.hand) == hand + 1


def test_convocation_of_eagles_gains_the_resource_a_card_in_hand_lacks(whi_pool):
    s = scenario(whi_pool, hand=["08084", DREAMER], kingdom=[CITADEL], resources=2,
                 race="high_elf")
    (play,) = uses(s, "08084")
    act(s, play)
    assert where(s, "08084") == DISCARD and s.resources == 3
    assert any(a.kind == "play" and a.card == s.card(DREAMER) for a in legal(s))
    s = scenario(whi_pool, hand=["08084", DREAMER], kingdom=[CITADEL], resources=1,
                 race="high_elf")
    assert not uses(s, "08084")                            # 1 resource would not be enough
    s = scenario(whi_pool, hand=["08084", DREAMER], resources=2, race="high_elf")
    assert not uses(s, "08084")                            # 1 loyalty tax: a resource for one


# == inert and missing-only records ===============================================================
INERT = ("03025", "06075", "06037", "04097", "04077", "02035", "03027", "02014", "02034",
         "02052", "08091", "08018", "08055", "03033", "07026", "03019", "04048")
MISSING_ONLY = ("09001",)


@pytest.mark.parametrize("code", INERT + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"


def test_attachments_only_worth_an_opponents_card_are_kept_out_of_play(whi_pool):
    s = scenario(whi_pool, hand=["03033", "04077", "07026", "09001", FORGE],
                 battlefield=[FREE_CO], resources=9, race="dark_elf")
    choice = GreedyPilot().choose(s.state, legal(s))        # the Sword costs 4, the Forge 2
    assert choice.kind == "play" and choice.card == s.card(FORGE)
    for code in ("03033", "04077", "07026", "09001"):
        assert RECORDS[code].pilot == "never"


def test_every_card_of_the_group_has_a_record(whi_pool):
    group = ("03023 07052 03025 07038 06075 05026 06037 04097 05029 03035 04077 09002 04068 "
             "08073 09045 09009 06089 09020 08040 05013 09001 08032 09010 09011 07026 09057 "
             "03019 08084 04048 03029 02035 03027 02014 02034 02052 08091 08018 03039 07048 "
             "08055 03033").split()
    assert len(group) == 41
    for code in group:
        assert RECORDS[code].name == whi_pool.card(code).name, code
