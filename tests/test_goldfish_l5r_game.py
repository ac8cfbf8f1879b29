"""The L5R goldfish engine on the real Core Set Crane deck (tests/data/decklists/l5r/
core-suggested-crane.json, read with the project's decklist reader): a game checked by hand
through rounds 1 and 2, determinism, replay from the log, the JSON round trip, and the
runner's records for 1 and 2 workers.

Instances are the deck's cards sorted by id (copies next to each other); the ones below:
  5 Banzai! (0 fate, event: +2 military to a participating character)
  8 Cautious Scout (2 fate, 2 mil / 0 pol, glory 1)   16 Doji Gift-Giver (2, 0/2, glory 1)
  17 Doji Hotaru (5)   31 Imperial Storehouse (holding)   38 Miya Mystic (2, 1/1, glory 1)
  44 Otomo Courtier (1, dash/2, glory 1)   56 Seppun Guardsman (1, 2/dash, glory 1)
  64 Wandering Ronin (3, 2/2, glory 0)
  provinces 22, 35, 57, 60 in the row and 20 Entrenched Position (strength 5, the strongest)
  under Shizuka Toshi (7 fate, 11 honor, +2 province strength).
The passive opponent: provinces of strength 4 (its stronghold province 4 + 2), 10 honor,
bids 3. Seed 2 makes the deck the first player of round 1 (no setup fate) and deals the
provinces Doji Gift-Giver, Imperial Storehouse, Doji Hotaru and Miya Mystic.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.decklists.detect import read_decklist
from deckcheck.games.l5r.engine import ENGINE, record, table_for
from deckcheck.games.l5r.engine import history as H
from deckcheck.goldfish.actions import Action as A

DECKS = Path(__file__).parent / "data" / "decklists" / "l5r"


def deck_table(pool, name):
    result = read_decklist((DECKS / name).read_text(encoding="utf-8"), "l5r", {"l5r": pool})
    return table_for(pool, dict(result.deck.cards))


@pytest.fixture(scope="module")
def crane(l5r_pool):
    return deck_table(l5r_pool, "core-suggested-crane.json")


def run(state, *actions):
    for a in actions:
        ENGINE.apply(state, a)
    return state


def test_table_facts(crane):
    t = crane
    assert t.size == 67 and len(t.dynasty_cards) == 29 and len(t.conflict_cards) == 31
    assert (t.stronghold_fate, t.stronghold_honor, t.stronghold_bonus) == (7, 11, 2)
    assert t.names[56] == "Seppun Guardsman" and t.political[56] is None and t.military[56] == 2
    assert t.military_bonus[23] == 2 and "restricted" in t.keywords[23]      # Fine Katana
    assert "sincerity" in t.keywords[4] and "covert" in t.keywords[48]


def test_hand_checked_game(crane):
    s = ENGINE.start(crane, 2, verbose=True)
    # -- setup: the deck is first player, so no extra fate; Entrenched Position (5) lies under
    # the stronghold; the four provinces show Gift-Giver, Storehouse, Hotaru, Mystic face down
    assert s.first and s.fate == 0 and s.honor == 11 and s.opp_honor == 10
    assert s.province_card == (22, 35, 57, 60, 20)
    assert s.provinces == [(16,), (31,), (17,), (38,), ()] and s.facedown == {16, 31, 17, 38}
    assert s.pending == "dynasty_mulligan"
    top = list(reversed(s.dynasty))[0]
    run(s, A("mulligan", cards=(17,)))               # Hotaru replaced by the top card
    assert s.provinces[2] == (top,) == (56,) and 17 in s.dynasty and len(s.dynasty) == 29 - 4
    assert s.hand == [9, 12, 46, 27] and s.pending == "conflict_mulligan"
    run(s, A("mulligan", cards=()))                  # keeps the 4 conflict cards

    # -- round 1, dynasty: all four cards turn face up, 7 fate from the stronghold
    assert s.round == 1 and s.pending == "dynasty" and not s.facedown and s.fate == 7
    run(s, A("play", 16, amount=1))                  # 2 + 1 fate
    assert s.fate == 4 and s.fate_on == {16: 1} and s.provinces[0] == (44,) and 44 in s.facedown
    run(s, A("play", 56, amount=1), A("play", 38, amount=0))    # 1 + 1, then 2 + 0
    assert s.fate == 0 and s.play == [16, 56, 38] and s.provinces == [(44,), (31,), (8,), (64,), ()]
    run(s, A("pass"))                                # not first to pass: it acted before
    assert s.fate == 0

    # -- draw: bids 2 against 3, so the opponent gives 1 honor; draws 2
    assert s.pending == "bid"
    run(s, A("bid", amount=2))
    assert (s.honor, s.opp_honor) == (12, 9) and s.hand == [9, 12, 46, 27, 5, 33]

    # -- conflict 1: military, fire ring, at province 0 with Guardsman (2) and Mystic (1)
    assert s.pending == "conflict"
    legal = ENGINE.legal_actions(s)
    assert A("declare", 0, 2, option="military", cards=(16, 56, 38)) in legal
    assert not [a for a in legal if a.kind == "declare" and a.card == 4]   # stronghold closed
    run(s, A("declare", 0, 2, option="military", cards=(38, 56)))
    run(s, A("ability", 5, 56, 0))                   # Banzai! +2 on Guardsman: 4 + 1 = 5
    run(s, A("resolve"))                             # 5 >= 4: won unopposed and broken
    assert s.opp_honor == 8 and s.opp_broken == [0] and s.pending == "ring"
    run(s, A("ring", 38, option="fire", amount=1))  # fire: honor Miya Mystic
    assert s.status == {38: 1} and s.claimed == {2} and s.bowed == {56, 38}

    # -- conflict 2: political, earth ring, at province 1 with Gift-Giver (2): won, not broken
    run(s, A("declare", 1, 1, option="political", cards=(16,)), A("resolve"))
    assert s.opp_honor == 7 and s.opp_broken == [0] and s.pending == "ring"
    run(s, A("ring", option="earth"))                # draws Display of Power
    assert s.hand == [9, 12, 46, 27, 33, 14] and s.claimed == {1, 2}

    # -- Imperial Favor: 0 glory on ready characters (all bowed) + 2 claimed rings > 0
    assert s.pending == "favor"
    run(s, A("favor", option="political"))
    # -- fate phase: Mystic (no fate, honored) is discarded: +1 honor; the others lose their
    # fate; air, water and void get 1 fate each. Regroup: keeps the Storehouse
    assert s.play == [16, 56] and s.fate_on == {} and s.honor == 13
    assert s.ring_fate == {0: 1, 3: 1, 4: 1}
    assert s.pending == "regroup_discard"
    run(s, A("discard", cards=()))
    row = s.rows[0]
    assert dict(zip(H.ROW_FIELDS, row, strict=True)) == {
        "round": 1, "honor": 13, "fate_gained": 7, "fate_spent": 7, "fate_left": 0,
        "characters": 3, "military": 4, "political": 4, "conflicts": 2, "conflicts_won": 2,
        "broken": 1, "hand": 6, "drawn": 7, "bid": 2, "rings": 2, "favor": 1,
        "dynasty_played": 3, "conflict_played": 1, "dynasty_revealed": 4}

    # -- round 2: the opponent is first player and passes first; 7 fate
    assert s.round == 2 and not s.first and s.fate == 7 and s.claimed == set()
    run(s, A("play", 8, amount=1), A("play", 64, amount=0), A("play", 44, amount=0))
    assert s.fate == 0
    run(s, A("pass"))                                # no bonus: the opponent passed first
    run(s, A("bid", amount=1))                       # 3 - 1 = 2 honor from the opponent
    assert (s.honor, s.opp_honor, s.fate) == (15, 5, 0) and len(s.hand) == 7
    # military at province 1 with the void ring (1 fate): 2 + 2 + 2 = 6 >= 4
    run(s, A("declare", 1, 4, option="military", cards=(8, 56, 64)), A("resolve"))
    assert s.fate == 1 and s.opp_broken == [0, 1] and s.opp_honor == 4
    assert s.pending == "conflict" and s.claimed == {4}       # void: nothing to resolve
    # political at province 2 with the air ring: 2 + 2 + 1 (the political Favor) = 5 >= 4
    run(s, A("declare", 2, 0, option="political", cards=(16, 44)), A("resolve"))
    assert s.fate == 2 and s.opp_broken == [0, 1, 2] and s.opp_honor == 3
    run(s, A("ring", option="air", amount=0))        # gain 2 honor
    assert s.honor == 17
    run(s, A("favor", option="military"))
    # fate phase: only Cautious Scout had fate; regroup
    assert s.play == [8] and s.favor == 1 and s.ring_fate == {1: 1, 2: 1, 3: 2}   # earth, fire: 0 + 1; water 1 + 1
    rec = record(s)
    assert rec[H.BROKEN] == (1, 2, 2) and rec[H.SETUP][H.S_FIRST_PLAYER] == 1
    assert rec[H.SETUP][:3] == (1, 0, 3)             # 1 dynasty card replaced, 3 characters up


