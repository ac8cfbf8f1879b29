"""The AGoT goldfish engine on real cards: a hand-checked game, setup legality, plots,
taxation, elimination, determinism, replay and the JSON round trip.

The walk deck is 20 real Core Set cards plus three plots, so every number below can be
checked by hand (instances are the deck's cards sorted by id, copies next to each other):
  0 A Noble Cause (plot: 5 gold, init 0, claim 1, reserve 6; first Lord/Lady costs 2 less)
  1 Counting Coppers (plot: 2 gold, init 3, reserve 10; When Revealed: draw 3)
  2 The Winds of Winter (plot: 3 gold, init 4, claim 2, reserve 5)
  3-5 Littlefinger (5 gold, 4 STR, int+pow, unique Lord; after you marshal him draw 2; +1 Income)
  6-8 The Roseroad (0 gold, Limited, +1 Income)
  9-11 Samwell Tarly (2 gold, 1 STR, int, unique, Insight, +1 Reserve)
  12-14 Ranging Party (4 gold, 5 STR, mil+pow)
  15-17 Steward at the Wall (1 gold, 1 STR, int; kneel: next [thenightswatch] character -1)
  18-19 Longclaw (2 gold, unique attachment, [thenightswatch] character only, +1 STR and renown)
  20-22 Tumblestone Knight (2 gold, 2 STR, mil+pow)
Seed 3 deals 18, 22, 12, 13, 16, 11, 4; the deck then reads (top first)
10, 5, 8, 6, 14, 17, 7, 9, 15, 19, 21, 3, 20.
"""
from __future__ import annotations


import pytest
from test_goldfish_support import OCTGN, octgn_deck, snapshot_pool

from deckcheck.goldfish.actions import Action as A
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.runner import play_game
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN
from deckcheck.games.agot.engine import ENGINE, GreedyPilot, table_for
from deckcheck.games.agot.engine import play_rules

WALK_DECK = {"01132": 3, "01127": 3, "01133": 3, "01135": 2, "01040": 3, "01028": 3, "01150": 3,
             "01004": 1, "01010": 1, "01025": 1}


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


@pytest.fixture(scope="module")
def walk_table(pool):
    return table_for(pool, WALK_DECK, "thenightswatch")


@pytest.fixture(scope="module")
def tournament(pool):
    faction, cards = octgn_deck(OCTGN / "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d", pool)
    return table_for(pool, cards, faction)


def run(state, *actions):
    for a in actions:
        ENGINE.apply(state, a)
    return state


def test_table_orders_instances_by_card_id(walk_table):
    t = walk_table
    assert t.names[0] == "A Noble Cause" and t.names[3] == "Littlefinger"
    assert t.names[12] == "Ranging Party" and t.names[22] == "Tumblestone Knight"
    assert t.plots == (0, 1, 2) and len(t.draw_cards) == 20


def test_hand_checked_game(walk_table):
    s = ENGINE.start(walk_table, 3)
    assert s.pending == "mulligan"
    assert s.hand == [18, 22, 12, 13, 16, 11, 4]
    assert [c for c in reversed(s.draw)][:4] == [10, 5, 8, 6]

    # -- setup: Ranging Party (4) + Samwell (2) + Longclaw on Ranging Party (2) = 8 gold
    run(s, A("keep"), A("place", 12), A("place", 11))
    legal = ENGINE.legal_actions(s)
    assert A("place", 18, 12) in legal and A("place", 18, 11) in legal   # both are Night's Watch
    assert A("place", 4) not in legal                                     # 5 gold > 2 left
    assert s.setup_gold == 6
    run(s, A("place", 18, 12), A("done"))
    # revealed; hand refilled from 4 to 7 (Samwell 10, Littlefinger 5, Roseroad 8); round 1 plot
    assert s.round == 1 and s.pending == "plot"
    assert s.characters == [12, 11] and s.attachments == [18] and s.parent[18] == 12
    assert s.hand == [22, 13, 16, 4, 10, 5, 8] and len(s.draw) == 10
    assert s.setup_record[:5] == (8, 3, 2, 0b111, 0)   # 8 gold, 3 cards, 2 characters, all icons

    # -- round 1: A Noble Cause; draw Roseroad 6 + Ranging Party 14; income 5
    run(s, A("plot", 0))
    assert s.pending == "marshal" and s.plot == 0 and s.gold == 5
    assert s.hand == [22, 13, 16, 4, 10, 5, 8, 6, 14] and len(s.draw) == 8
    run(s, A("marshal", 8))                  # The Roseroad: 0 gold, Limited
    assert A("marshal", 6) not in ENGINE.legal_actions(s)      # second Limited this round
    run(s, A("marshal", 4))                  # Littlefinger: Lord, 5 - 2 (A Noble Cause) = 3 gold
    assert s.gold == 2 and s.pending == "respond"                # his reaction: draw 2
    run(s, A("trigger", 4, -1, 0))
    assert s.hand == [22, 13, 16, 10, 5, 6, 14, 17, 7]        # drew Steward 17 + Roseroad 7
    assert A("marshal", 5, 4) in ENGINE.legal_actions(s)      # Littlefinger 5: a duplicate
    run(s, A("marshal", 10, 11), A("marshal", 16))            # Samwell duplicate (free), Steward (1)
    assert s.gold == 1 and s.duplicates == [10] and s.characters == [12, 11, 4, 16]
    run(s, A("pass"))
    assert s.pending == "challenges"
    assert play_rules.strength(s, 12) == 6                          # 5 + Longclaw

    # -- challenges: military (Ranging Party, renown via Longclaw), intrigue (Samwell,
    #    insight: draws Samwell 9), power (Littlefinger); each unopposed: +1
    run(s, A("challenge", option="military"), A("attacker", 12), A("confirm"))
    assert s.power == 1 and s.card_power == {12: 1} and 12 in s.knelt
    run(s, A("challenge", option="intrigue"), A("attacker", 11), A("confirm"))
    assert s.power == 2 and s.hand[-1] == 9 and len(s.draw) == 5
    run(s, A("challenge", option="power"), A("attacker", 4), A("confirm"))
    # nothing left to initiate: "pass" was the only action and resolved itself; dominance
    # (standing Steward 1 STR + 1 gold > 0: +1), standing, taxation (gold back; reserve
    # 6 + Samwell's +1 = 7 < 8 cards in hand: discard one)
    assert s.pending == "discard" and s.power == 4 and play_rules.total_power(s) == 5
    assert s.knelt == set() and s.gold == 0 and play_rules.reserve(s) == 7
    assert len(s.hand) == 8
    run(s, A("discard", 22))
    assert s.discard == [22] and len(s.hand) == 7
    assert s.rounds[0][:6] == (5, 4, 7, 4, 5, 15)  # income, spent, hand, characters, power, drawn

    # -- round 2: The Winds of Winter (initiative 4 > 0); draw Steward 15 + Longclaw 19;
    #    income 3 + Littlefinger 1 + Roseroad 1 = 5
    assert s.pending == "plot" and s.round == 2
    run(s, A("plot", 2))
    assert s.initiative_winner == 0 and s.used_plots == [0] and s.plot_deck == [1]
    assert s.gold == 5 and s.hand == [13, 5, 6, 14, 17, 7, 9, 15, 19]
    run(s, A("marshal", 5, 4), A("marshal", 9, 11))            # two free duplicates
    run(s, A("reduce", 16, -1, 1))                             # kneel Steward 16
    run(s, A("marshal", 13))                                   # Ranging Party: 4 - 1 = 3
    assert s.gold == 2 and 16 in s.knelt and s.reductions == []
    run(s, A("marshal", 19, 18))                               # Longclaw duplicate
    run(s, A("marshal", 17), A("marshal", 6), A("pass"))       # Steward (1), Roseroad (0)
    assert s.gold == 1 and s.locations == [8, 6] and s.duplicates == [10, 5, 9, 19]
    assert s.characters == [12, 11, 4, 16, 13, 17]
    run(s, A("challenge", option="military"), A("attacker", 12), A("confirm"),
        A("challenge", option="intrigue"), A("attacker", 11), A("confirm"))
    assert play_rules.total_power(s) == 8 and len(s.draw) == 2      # 5 + 2 + 1; insight drew 21
    run(s, A("challenge", option="power"), A("attacker", 13), A("confirm"))
    # dominance: Littlefinger 4 + Steward 17 1 + 1 gold -> +1; reserve 5 + 1 = 6 >= 4 cards
    assert s.rounds[1][:6] == (5, 4, 4, 6, 10, 18)
    assert s.power == 8 and s.card_power == {12: 2}

    # -- round 3: one plot left (Counting Coppers) is chosen by itself; the used pile
    #    (A Noble Cause, The Winds of Winter) returns; When Revealed draws the last 2 cards:
    #    the empty draw deck eliminates at once
    assert s.outcome == ELIMINATED and s.ended_round == 3
    assert s.plot == 1 and sorted(s.plot_deck) == [0, 2] and s.used_plots == []
    assert s.draw == [] and len(s.hand) == 6


def test_setup_limits(pool, walk_table):
    s = ENGINE.start(walk_table, 4)           # hand: Steward 17, Tumblestone 22, Littlefinger 5,
    assert s.hand == [17, 22, 5, 13, 7, 14, 6]   # Ranging Party 13, Roseroad 7, RP 14, Roseroad 6
    run(s, A("keep"))
    legal = ENGINE.legal_actions(s)
    assert A("place", 7) in legal and A("place", 6) in legal
    run(s, A("place", 7))
    assert A("place", 6) not in ENGINE.legal_actions(s)        # at most 1 Limited card
    run(s, A("place", 13), A("place", 14))                      # 0 + 4 + 4 = 8 gold
    legal = ENGINE.legal_actions(s)
    assert [a for a in legal if a.kind == "place"] == []        # nothing costs 0 any more
    run(s, A("unplace", 14))
    assert s.setup_gold == 4 and 14 in s.hand
    assert A("place", 5) not in ENGINE.legal_actions(s)         # Littlefinger: 5 > 4


def test_attachments_need_a_placed_target_and_duplicates_are_free(walk_table):
    s = run(ENGINE.start(walk_table, 3), A("keep"))
    assert not [a for a in ENGINE.legal_actions(s) if a.card == 18]   # no Night's Watch placed
    run(s, A("place", 22))                                      # Tumblestone (Stark): no target
    assert not [a for a in ENGINE.legal_actions(s) if a.card == 18]
    s2 = run(ENGINE.start(walk_table, 2), A("keep"))            # hand holds Samwell 10 and 11
    run(s2, A("place", 10))
    assert A("place", 11, 10) in ENGINE.legal_actions(s2)
    run(s2, A("place", 11, 10))
    assert s2.setup_gold == 2 and s2.duplicates == [11]


def test_mulligan_reshuffles_and_must_keep(walk_table):
    s = run(ENGINE.start(walk_table, 3), A("mulligan"))
    assert s.mulligan_taken and s.pending == "setup" and len(s.hand) == 7
    assert len(s.draw) == 13 and s.drawn == 7


def test_plot_deck_cycles_through_the_used_pile(tournament):
    pilot = GreedyPilot()
    s = ENGINE.start(tournament, 11, max_rounds=16)
    plots = set(tournament.plots)
    history = []
    while not s.outcome:
        acts = ENGINE.legal_actions(s)
        action = acts[0] if len(acts) == 1 else pilot.choose(s, acts)
        if s.pending == "challenges" and action.kind in ("challenge", "ability"):
            action = A("pass")               # never score: play many rounds
        elif action.kind in ("trigger", "ability"):
            action = A("decline") if s.pending == "respond" else A("pass")
        ENGINE.step(s, action, len(acts) > 1)
        if s.pending == "marshal" and s.gold == play_rules.income(s):
            history.append((s.round, s.plot, len(s.plot_deck), len(s.used_plots)))
            assert set(s.plot_deck) | set(s.used_plots) | {s.plot} == plots
            assert s.plot not in s.plot_deck
    by_round = {r: (n, u) for r, _, n, u in history}
    assert by_round[1] == (6, 0) and by_round[6] == (1, 5)
    assert by_round[7] == (6, 0)          # 7th plot revealed: the 6 used plots return
    assert by_round[8] == (5, 1) and by_round[13] == (6, 0)
    assert len({p for r, p, _, _ in history if r <= 7}) == 7   # every plot once per cycle


def test_win_at_15_power_and_timeout(tournament):
    s = play_game(ENGINE, tournament, GreedyPilot(), 5)
    assert s.outcome == WIN and play_rules.total_power(s) >= 15
    assert play_rules.total_power(s) <= 16              # the game stops as soon as 15 is reached
    t = play_game(ENGINE, tournament, GreedyPilot(), 5, max_rounds=2)
    assert t.outcome == TIMEOUT and t.ended_round == 2 and len(t.rounds) == 2


def test_illegal_and_malformed_actions_are_refused(walk_table):
    s = ENGINE.start(walk_table, 3)
    with pytest.raises(ActionError) as err:
        ENGINE.apply(s, A("marshal", 4))
    assert err.value.code == "ILLEGAL_ACTION" and err.value.details["pending"] == "mulligan"
    before = s.to_json()
    with pytest.raises(ActionError):
        ENGINE.apply(s, A("manual", option="explode"))
    assert s.to_json() == before


def test_manual_escape_hatch_marks_the_game_unscored_and_replays(walk_table):
    s = run(ENGINE.start(walk_table, 3), A("keep"), A("place", 12), A("place", 18, 12), A("done"))
    assert not s.unscored
    run(s, A("manual", 4, option="discard"), A("manual", amount=3, option="power"))
    assert s.unscored and 4 in s.discard and 4 not in s.hand and s.power == 3
    replayed = ENGINE.replay(walk_table, 3, s.log)
    assert replayed.to_json() == s.to_json()
    run(s, A("manual", 12, option="kill"))
    # Ranging Party dies; Longclaw (not Terminal) goes back to its owner's hand
    assert s.dead == [12] and s.characters == [] and 18 in s.hand and s.attachments == []


def test_greedy_setup_ranking(walk_table):
    s = ENGINE.start(walk_table, 1)     # hand: Steward 15, 17, Ranging Party 12, Littlefinger 4,
    assert sorted(s.hand) == [4, 12, 15, 17, 20, 21, 22]    # Tumblestone Knight 20, 21, 22
    pilot = GreedyPilot()
    score, plan = pilot.best_setup(s)
    # all three icons first, then most characters: both Stewards (intrigue) and all three
    # Tumblestone Knights (military, power), non-unique copies = 1 + 1 + 2 + 2 + 2 = 8 gold,
    # 5 characters (Ranging Party instead would give 4 at most)
    assert score[:3] == (3, 5, 8)
    assert sorted(c for c, _ in plan) == [15, 17, 20, 21, 22]
    assert pilot.keep_hand(s)
    run(s, A("keep"))
    while s.pending == "setup":
        ENGINE.apply(s, pilot.choose(s, ENGINE.legal_actions(s)))
    assert sorted(s.characters) == [15, 17, 20, 21, 22] and s.setup_record[0] == 8


def test_runner_fast_path_plays_the_same_games(pool, tournament, walk_table):
    tables = [tournament, walk_table]
    for name in ("OOTB-The-Old-Ways-Stark-Greyjoy.o8d", "OOTB-At-the-Wall-NW-Baratheon.o8d"):
        faction, cards = octgn_deck(OCTGN / name, pool)
        tables.append(table_for(pool, cards, faction))
    for table in tables:
        for seed in range(25):
            slow = play_game(ENGINE, table, GreedyPilot(), seed, fast=False)
            fast = play_game(ENGINE, table, GreedyPilot(), seed, fast=True)
            assert fast.to_json() == slow.to_json()
            assert ENGINE.replay(table, seed, fast.log).to_json() == fast.to_json()


def test_manual_moves_refuse_facedown_setup_cards_and_stray_power(walk_table):
    """A manual move of a card placed facedown in setup used to leave it both in play and in
    its new pile; power could be put on a card in hand or outside the deck (and counted)."""
    s = run(ENGINE.start(walk_table, 3), A("keep"), A("place", 12))
    before = s.to_json()
    for op in ("discard", "to_hand", "to_deck_bottom"):
        with pytest.raises(ActionError) as err:
            ENGINE.apply(s, A("manual", 12, option=op))
        assert err.value.code == "INVALID_CARD"
    assert s.to_json() == before and s.characters == [12] and 12 not in s.draw + s.hand + s.discard
    run(s, A("done"))
    for card in (22, 9999):                 # in hand; not an instance of this deck
        with pytest.raises(ActionError):
            ENGINE.apply(s, A("manual", card, amount=5, option="power"))
    assert play_rules.total_power(s) == 0
    run(s, A("manual", 12, amount=2, option="power"))
    assert s.card_power == {12: 2}
