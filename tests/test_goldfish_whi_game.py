"""The WHI goldfish engine on real cards: a hand-checked game, determinism, replay, the JSON
round trip and worker-count independence.

The walk deck is 18 Core Set cards of the Empire (capital: Empire), instances sorted by id:
  0-2   Peasant Militia      unit, cost 0, loyalty 1, power 0, 3 hit points
  3-5   Reiksguard Knights   unit, cost 3, loyalty 1, power 1, 2 hit points (Counterstrike 2)
  6-8   Huntsmen             unit, cost 1, loyalty 1, power 1, 1 hit point, "Quest zone only"
  9-11  Free Company         unit, cost 3, loyalty 1, power 1, 3 hit points (Scout)
  12-14 City Gates           support, cost 2, loyalty 1, power 1; Forced: after your turn
                             begins, the top card of your deck becomes a development here
  15-17 Contested Village    neutral support, cost 1, power 1, Limited
Every loyalty icon is offset by the Empire capital, so no card pays a loyalty tax.
Seed 2 deals 5, 4, 7, 16, 8, 13, 15; the deck then reads (top first) 17, 10, 11, 3, 12, 14,
0, 6, 1, 2, 9.
"""
from __future__ import annotations

import json

import pytest

from deckcheck.games.whi.engine import ENGINE, GreedyPilot, describe, record, sentence, table_for
from deckcheck.games.whi.engine.history import ROW_FIELDS
from deckcheck.goldfish.actions import Action as A
from deckcheck.goldfish.runner import answer, play_game
from deckcheck.goldfish.state import ELIMINATED, WIN

WALK = {"01026": 3, "01027": 3, "01033": 3, "01035": 3, "01040": 3, "01111": 3}


@pytest.fixture(scope="module")
def walk(whi_pool):
    return table_for(whi_pool, WALK, "empire")


def run(state, *actions):
    for a in actions:
        ENGINE.apply(state, a)
    return state


def row(state, turn):
    return dict(zip(ROW_FIELDS, state.rows[turn - 1], strict=True))


def test_the_walk_table_is_the_empire_core_cards_by_id(walk):
    assert walk.race == "empire"
    assert walk.names[3] == "Reiksguard Knights" and walk.names[15] == "Contested Village"
    assert walk.only_zone[6] == 1 and walk.limited[15] and walk.kind[12] == 1


def test_a_hand_checked_game_turns_1_to_3(walk):
    s = ENGINE.start(walk, 2, verbose=True)
    assert not s.first_player          # seed 2's coin: the opponent goes first ...
    s.first_player = True              # ... the walk was checked with the deck going first
    assert s.pending == "mulligan" and s.hand == [5, 4, 7, 16, 8, 13, 15]
    assert list(reversed(s.deck))[:4] == [17, 10, 11, 3]
    # turn 1: kingdom 3 (printed power, nothing in play); the first player has no quest and
    # no battlefield phase, so no draw
    run(s, A("keep"))
    assert (s.round, s.pending, s.resources, len(s.hand), len(s.deck)) == (1, "capital", 3, 7, 11)
    # Reiksguard Knights: cost 3, its loyalty icon offset by the capital: 3 resources
    run(s, A("play", 5, option="battlefield"))
    assert s.resources == 0 and s.zones == [(), (), (5,)]
    # one development per turn; with nothing left to do the capital phase passes by itself
    run(s, A("develop", 7, option="kingdom"))
    assert row(s, 1) == dict(turn=1, resources_gained=3, resources_spent=3, drawn=0, hand=5,
                             units=1, power_kingdom=3, power_quest=1, power_battlefield=1,
                             damage_dealt=0, damage_total=0, burned=0, developments=1,
                             cards_played=1, deck_left=11)
    # turn 2: kingdom 3 again (the development has no power); the quest zone's 1 power draws 17
    assert (s.round, s.pending, s.resources, s.hand) == (2, "capital", 3, [4, 16, 8, 13, 15, 17])
    run(s, A("play", 13, option="kingdom"), A("play", 16, option="kingdom"))
    assert s.resources == 0
    # Limited: the second Contested Village is not offered (nor affordable)
    assert not [a for a in ENGINE.legal_actions(s) if a.kind == "play"]
    run(s, A("develop", 8, option="quest"))
    assert s.pending == "attack"
    run(s, A("attack", option="kingdom"))
    assert s.pending == "attackers"
    assert ENGINE.legal_actions(s) == [A("declare", cards=(5,))]
    run(s, A("declare", cards=(5,)))
    assert row(s, 2) == dict(turn=2, resources_gained=3, resources_spent=3, drawn=1, hand=3,
                             units=1, power_kingdom=5, power_quest=1, power_battlefield=1,
                             damage_dealt=1, damage_total=1, burned=0, developments=2,
                             cards_played=2, deck_left=10)
    # turn 3: City Gates puts the top card (10) facedown in the kingdom; kingdom 3 + City
    # Gates 1 + Contested Village 1 = 5 resources; the quest draw takes 11
    assert s.developments == [(7, 10), (8,), ()]
    assert (s.round, s.resources, s.hand) == (3, 5, [4, 15, 17, 11])
    run(s, A("play", 4, option="battlefield"), A("play", 15, option="kingdom"))
    assert s.resources == 1
    run(s, A("pass"), A("attack", option="kingdom"), A("declare", cards=(5, 4)))
    assert s.opp_damage == [3, 0, 0]
    assert row(s, 3) == dict(turn=3, resources_gained=5, resources_spent=4, drawn=1, hand=2,
                             units=2, power_kingdom=6, power_quest=1, power_battlefield=2,
                             damage_dealt=2, damage_total=3, burned=0, developments=3,
                             cards_played=2, deck_left=8)
    words = [sentence(s, e) for e in s.events if e[0] == 3]
    assert "Deals 2 damage to the opponent's kingdom." in words
    # the pilot plays on: 3 more damage on turn 4 (three attackers of 1 power), on turn 5 the
    # kingdom burns at 8 (2 of the 3 damage: a burning zone takes no more); on turn 6 the two
    # City Gates take the last 2 cards as developments and the quest draw (2 power: Huntsmen)
    # takes the last card: with no card left in its deck the player is eliminated at once
    pilot = GreedyPilot()
    while not s.outcome:
        run(s, answer(ENGINE, pilot, s, ENGINE.legal_actions(s)))
    assert s.burned == [(0, 5)] and s.opp_damage == [8, 0, 0]
    assert (s.outcome, s.reason, s.ended_round) == (ELIMINATED, "decked", 6)
    rec = record(s)                  # adds the row of turn 6, which ended in its quest phase
    assert [r[9] for r in rec[5]] == [0, 1, 2, 3, 2, 0]
    assert rec[5][5][-1] == 0 and rec[5][5][1] == 8      # deck empty; 8 resources gained
    assert rec[:3] == (ELIMINATED, "decked", 6) and rec[8] == ((0, 5),)
    assert describe(s)["opponent"]["zones"][0] == {"zone": "kingdom", "damage": 8,
                                                  "hit_points": 8, "burned": True}


def test_the_seed_decides_who_goes_first_and_the_second_player_has_a_full_first_turn(walk):
    from deckcheck.games.whi.engine.history import S_FIRST_PLAYER
    from deckcheck.games.whi.engine.setup import first_player
    firsts = [first_player(seed) for seed in range(2000)]
    assert 900 < sum(firsts) < 1100                       # a fair coin
    assert [ENGINE.start(walk, seed).first_player for seed in range(8)] == firsts[:8]
    s = ENGINE.start(walk, 2, verbose=True)               # seed 2: the deck goes second
    assert s.hand == [5, 4, 7, 16, 8, 13, 15]             # the same shuffle as going first
    run(s, A("keep"))
    assert s.round == 1 and len(s.hand) == 8              # turn 1 has its quest draw
    assert s.setup_row[S_FIRST_PLAYER] == 0
    pilot = GreedyPilot()
    while s.round == 1 and not s.outcome:
        run(s, answer(ENGINE, pilot, s, ENGINE.legal_actions(s)))
    phases = [e[-1] for e in s.events if e[0] == 1 and e[1] == "phase"]
    assert "quest" in phases and "battlefield" in phases


def test_a_50_card_core_empire_deck_wins_by_burning_two_zones(whi_pool):
    # the walk deck's cards plus more Core Set Empire units and neutral supports: 51 cards
    core = dict(WALK, **{"01028": 3, "01029": 3, "01034": 3, "01036": 3, "01112": 3,
                         "01120": 3, "01121": 3, "01031": 3, "01041": 3, "01042": 3, "01032": 3})
    table = table_for(whi_pool, core, "empire")
    assert table.size == 51
    s = play_game(ENGINE, table, GreedyPilot(), 1)
    assert (s.outcome, s.reason) == (WIN, "zones_burned") and len(s.burned) == 2


def test_an_interactive_session_shows_names_labels_and_tells_the_game(whi_pool):
    from deckcheck.services.goldfish import GoldfishService, MemorySessionStore

    service = GoldfishService(MemorySessionStore())
    session, view, actions = service.start_session(WALK, whi_pool, 2, faction="empire", check=None)
    assert view["game"] == "whi" and view["turn"] == 0 and view["pending"] == "mulligan"
    assert [a["label"] for a in actions] == ["Keep this hand",
                                             "Mulligan: shuffle the hand back and draw 7 new cards"]
    view, actions = service.act(session.id, {"kind": "keep"})
    assert view["phase"] == "capital" and view["resources"] == 3
    assert "Play Reiksguard Knights into the battlefield (3 resources)" in [a["label"] for a in actions]
    json.dumps(view)
    view, _ = service.act(session.id, {"kind": "manual", "option": "opponent_damage", "target": 1,
                                       "amount": 8})
    assert view["opponent"]["zones"][1]["burned"] and view["unscored"]
    told = service.session_log(session.id)
    assert any("burns" in line.get("text", "") for line in told["lines"] if isinstance(line, dict)) \
        or any("burns" in str(line) for line in told["lines"])
