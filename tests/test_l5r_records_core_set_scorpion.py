"""The records of deckcheck/games/l5r/engine/records/core_set/scorpion.py, one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import HOOKS
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import MIL, POL, abilities, act, fire, scenario, stronghold


INERT = ('secret-cache', 'sinister-soshi', 'shosuro-actress', 'shosuro-miyako', 'bayushi-shoju',
    'unassuming-yojimbo', 'court-mask', 'fiery-madness', 'forged-edict',
    'way-of-the-scorpion', 'calling-in-favors', 'i-can-swim', 'blackmail')


MISSING = {"young-rumormonger": "helps"}

globals().update(record_tests(inert=INERT, missing=MISSING, plain=["serene-warrior"]))


def test_city_of_the_open_hand_gains_1_honor_while_less_honorable(l5r_pool):
    s, sh = stronghold(l5r_pool, "city-of-the-open-hand", honor=10)
    assert s.opp_honor == 10 and not abilities(s, sh)           # as honorable: not offered
    s.state.honor = 6
    act(s, Action("ability", sh, -1, 0))
    assert s.honor == 7 and sh in s.bowed and not abilities(s, sh)


def test_bayushi_manipulator_raises_the_bid_by_1(l5r_pool):
    s = scenario(l5r_pool, play=["bayushi-manipulator"], honor=12, step="draw.bid")
    hand = len(s.hand)
    act(s, Action("bid", amount=3))                              # against the opponent's 3
    assert s.bid == 4 and s.honor == 11 and s.opp_honor == 11 and len(s.hand) == hand + 4
    s = scenario(l5r_pool, play=["bayushi-manipulator"], honor=8, step="draw.bid")
    act(s, Action("bid", amount=3))                              # 7 honor left: not used
    assert s.bid == 3 and s.honor == 8


def test_blackmail_artist_takes_1_honor_after_winning_a_political_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["blackmail-artist"], honor=10)
    b = s.card("blackmail-artist")
    fire(s, "contest_won", option="military", amount=1, cards=(b,))
    assert s.pending != "respond"
    fire(s, "contest_won", option="political", amount=2, cards=(b,))
    act(s, Action("trigger", b, -1, 0))
    assert s.honor == 11 and s.opp_honor == 9


def test_soshi_illusionist_spends_1_fate_to_discard_a_dishonored_token(l5r_pool):
    s = scenario(l5r_pool, play=["soshi-illusionist", "doji-whisperer", "cautious-scout"],
                 dishonored=["doji-whisperer"], honored=["cautious-scout"], fate=2)
    i, w = s.card("soshi-illusionist"), s.card("doji-whisperer")
    assert abilities(s, i) == [Action("ability", i, w, 0)]
    act(s, Action("ability", i, w, 0))
    assert w not in s.status and s.fate == 1 and s.honor == 10


def test_yogo_outcast_gets_1_1_while_less_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["yogo-outcast"], honor=10)
    y = s.card("yogo-outcast")
    assert play_rules.skill(s.state, y, MIL) == 2
    s.state.honor = 9
    assert play_rules.skill(s.state, y, MIL) == 3 and play_rules.skill(s.state, y, POL) == 3


def test_favored_niece_cycles_a_dead_card_twice_per_round(l5r_pool):
    s = scenario(l5r_pool, play=["favored-niece"],
                 hand=["banzai", "forged-edict", "fiery-madness", "way-of-the-scorpion"])
    n = s.card("favored-niece")
    edict, way = s.card("forged-edict"), s.card("way-of-the-scorpion")
    hand = len(s.hand)
    act(s, Action("ability", n, -1, 0))
    act(s, Action("ability", n, -1, 0))
    assert len(s.hand) == hand and s.conflict_discard == [edict, way]   # the 0-cost ones first
    assert s.card("banzai") in s.hand                            # a card it plays is kept
    assert not abilities(s, n)                                   # limit twice per round
    s = scenario(l5r_pool, play=["favored-niece"], hand=["banzai"])
    assert not abilities(s, s.card("favored-niece"))             # nothing dead to cycle


def test_yogo_hiroue_moves_a_ready_character_into_its_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["yogo-hiroue", "doji-whisperer", "cautious-scout"],
                 bowed=["cautious-scout"])
    h, w = s.card("yogo-hiroue"), s.card("doji-whisperer")
    assert not abilities(s, h)                                   # not participating
    s.declare("political", [h])
    assert abilities(s, h) == [Action("ability", h, w, 0)]       # not the bowed scout
    act(s, Action("ability", h, w, 0))
    assert (1, "won", "political", 4 + 3) in s.events


def test_city_of_lies_takes_1_fate_off_the_next_event_this_phase(l5r_pool):

    s = scenario(l5r_pool, play=["solemn-scholar"], province=["city-of-lies"],
                 hand=["against-the-waves", "against-the-waves"], bowed=["solemn-scholar"], fate=0)
    lies, scholar = s.card("city-of-lies"), s.card("solemn-scholar")
    atw, atw2 = s.cards("against-the-waves")
    assert not abilities(s, atw)                                 # 1 fate: cannot pay
    act(s, Action("ability", lies, -1, 0))
    assert not abilities(s, lies)                                # once per round
    act(s, Action("ability", atw, scholar, 0))                   # now free
    assert scholar not in s.bowed and s.fate == 0
    assert HOOKS.play_cost(s.state, atw2) == 1                   # the next one pays again
    s = scenario(l5r_pool, province=["city-of-lies"], hand=["against-the-waves"])
    act(s, Action("ability", s.card("city-of-lies"), -1, 0))
    assert HOOKS.play_cost(s.state, s.card("against-the-waves")) == 0
    fire(s, "phase_ends", option="conflict")                     # "this phase" is over
    assert HOOKS.play_cost(s.state, s.card("against-the-waves")) == 1


def test_bayushi_yunako_switches_the_skills_of_the_participant_that_gains(l5r_pool):
    s = scenario(l5r_pool, play=["bayushi-yunako", "doji-whisperer"])
    y, w = s.card("bayushi-yunako"), s.card("doji-whisperer")
    s.declare("military", [y, w])
    assert abilities(s, y) == [Action("ability", y, -1, 1)]      # Whisperer: 0 mil, 3 pol
    act(s, Action("ability", y, -1, 1))
    assert (1, "won", "military", 4 + 3) in s.events
    act(s, Action("decline"))                                    # the air ring's effect
    assert s.c_type == 0 and play_rules.skill(s.state, w, MIL) == 0   # the conflict is over
    s = scenario(l5r_pool, play=["bayushi-yunako", "cautious-scout"])
    s.declare("military", [s.card("bayushi-yunako"), s.card("cautious-scout")])
    assert not abilities(s)                                      # nobody gains


def test_adept_of_shadows_returns_to_hand_for_1_honor_when_bowed_without_fate(l5r_pool):
    s = scenario(l5r_pool, play=["adept-of-shadows"], honor=10)
    a = s.card("adept-of-shadows")
    assert not abilities(s, a)                                   # ready: not offered
    s.state.bowed.add(a)
    act(s, Action("ability", a, -1, 0))
    assert a in s.hand and a not in s.play and s.honor == 9


def test_ambush_puts_two_scorpion_characters_into_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["cautious-scout"], hand=["ambush", "adept-of-shadows"],
                 province=["bayushi-yunako", "bayushi-shoju"], fate=3)
    scout, amb = s.card("cautious-scout"), s.card("ambush")
    yunako, shoju, adept = s.card("bayushi-yunako"), s.card("bayushi-shoju"), s.card("adept-of-shadows")
    assert not abilities(s, amb)                                 # only during a conflict
    s.declare("military", [scout])
    act(s, Action("ability", amb, -1, 0))
    assert s.attackers == [scout, yunako, adept] and shoju not in s.play   # cost 4 + 2 <= 6
    assert s.fate == 0 and s.provinces[0] and yunako not in s.provinces[0]
