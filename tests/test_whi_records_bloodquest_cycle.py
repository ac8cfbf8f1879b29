"""The records of deckcheck/games/whi/engine/records/bloodquest_cycle.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

from deckcheck.games.whi.engine import ENGINE, capital as cap, table_for
from deckcheck.games.whi.engine.state import DISCARD, HAND, IN_ZONE, KINGDOM, OUT, QUEST
from deckcheck.goldfish.actions import Action
from whi_scenario import act, legal, scenario


DREAMER = "04068"


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only


ELTHARION = "09002"


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


ARCANE = "09057"           # Arcane Power: a Spell tactic, cost 1


FORGE = "01014"            # Keystone Forge: Dwarf support


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
