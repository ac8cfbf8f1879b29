"""L5R goldfish rules, one at a time, on real cards: setup, the pass bonus, bids, conflicts
(the stronghold province, the Imperial Favor, Pride, unopposed), the fate phase, status
tokens leaving play, the empty decks, every way a game ends, and the decks the engine refuses."""
from __future__ import annotations

import pytest
from l5r_scenario import act, legal, scenario

from deckcheck.games.l5r.engine import ENGINE, FLOW, play_rules, table_for
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action as A
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN

CRANE = {"shizuka-toshi": 1, "seeker-of-air": 1, "the-art-of-peace": 1, "fertile-fields": 1,
         "entrenched-position": 1, "meditations-on-the-tao": 1, "shameful-display": 1,
         "doji-whisperer": 10, "cautious-scout": 10, "fine-katana": 10, "ornate-fan": 10}


def test_setup_second_player_takes_1_fate_and_the_strongest_province_is_under_the_stronghold(l5r_pool):
    t = table_for(l5r_pool, CRANE)
    for seed in range(8):
        s = ENGINE.start(t, seed)
        assert s.fate == (0 if s.first else 1)
        assert t.names[s.province_card[4]] == "Entrenched Position"        # strength 5
        assert all(len(slot) == 1 for slot in s.provinces[:4]) and s.provinces[4] == ()
        assert s.pending == "dynasty_mulligan" and len(s.facedown) == 4
    firsts = {ENGINE.start(t, seed).first for seed in range(8)}
    assert firsts == {True, False}


def test_conflict_mulligan_replaces_the_chosen_cards(l5r_pool):
    s = ENGINE.start(table_for(l5r_pool, CRANE), 3)
    ENGINE.apply(s, A("mulligan", cards=()))
    kept, gone = s.hand[:2], s.hand[2:]
    ENGINE.apply(s, A("mulligan", cards=tuple(gone)))
    assert len(s.hand) == 4 and s.hand[:2] == kept and s.mull_conflict == 2
    assert not set(gone) & set(s.hand[2:])
    with pytest.raises(ActionError):                     # cards not offered
        ENGINE.apply(s, A("mulligan", cards=(999,)))


def test_first_player_passing_first_gains_1_fate(l5r_pool):
    s = scenario(l5r_pool, province=["doji-whisperer"], fate=7, step="dynasty.act")
    s.state.first = True
    act(s, A("pass"))
    assert s.fate == 8
    s = scenario(l5r_pool, province=["doji-whisperer", "doji-whisperer"], fate=7, step="dynasty.act")
    s.state.first = True
    act(s, A("play", s.card("doji-whisperer")))
    act(s, A("pass"))                                    # the opponent passed first
    assert s.fate == 6


def test_bids_move_honor_and_draw(l5r_pool):
    s = scenario(l5r_pool, step="draw.bid", honor=10)
    act(s, A("bid", amount=5))
    assert (s.honor, s.opp_honor, len(s.hand)) == (8, 12, 5)


def test_the_stronghold_province_opens_after_three_broken_and_breaking_it_wins(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"] * 3)
    assert not [a for a in legal(s) if a.kind == "declare" and a.card == 4]
    s.state.opp_broken = [0, 1, 2]
    declares = [a for a in legal(s) if a.kind == "declare"]
    assert {a.card for a in declares} == {3, 4}
    w = tuple(s.cards("doji-whisperer"))
    act(s, A("declare", 4, 0, option="political", cards=w[:2]))     # 3 + 3 = 6 >= 4 + 2
    assert s.outcome == WIN and s.reason == "stronghold_broken"


def test_a_won_conflict_below_the_strength_does_not_break_and_the_favor_adds_1(l5r_pool):
    s = scenario(l5r_pool, play=["cautious-scout"])
    scout = s.card("cautious-scout")
    act(s, A("declare", 0, 1, option="military", cards=(scout,)))   # 2 < 4
    assert s.opp_broken == [] and s.opp_honor == 9                    # unopposed
    s = scenario(l5r_pool, play=["cautious-scout", "cautious-scout"])
    a, b = s.cards("cautious-scout")
    s.state.favor = MILITARY
    act(s, A("declare", 0, 1, option="military", cards=(a,)))       # 2 + 1 < 4
    assert s.opp_broken == []
    act(s, A("ring", option="earth"))
    s.state.bowed.discard(a)
    s.state.favor = POLITICAL
    assert play_rules.skill(s.state, a, MILITARY) == 2


def test_pride_honors_a_winner_and_the_fire_ring_honors(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-gunso"])
    g = s.card("akodo-gunso")
    act(s, A("declare", 0, 2, option="military", cards=(g,)))
    assert s.status[g] == 1                               # Pride
    assert A("ring", g, option="fire", amount=1) not in legal(s)       # already honored
    act(s, A("ring", g, option="fire", amount=0))
    assert g not in s.status                              # dishonored from honored: ordinary


def test_imperial_favor_goes_to_the_glory_count(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], step="conflict.favor")
    assert s.pending == "favor"
    act(s, A("favor", option="political"))
    assert s.favor == POLITICAL
    s = scenario(l5r_pool, play=["doji-whisperer"], bowed=["doji-whisperer"], step="conflict.favor")
    assert s.pending != "favor" and s.favor == 0           # 0 glory against 0: no change


def test_fate_phase_and_a_dishonored_character_leaving(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], dishonored=["doji-whisperer"],
                 fate_on={"cautious-scout": 2}, step="fate.discard", honor=10)
    assert s.play == [s.card("cautious-scout")] and s.honor == 9
    assert s.fate_on == {s.card("cautious-scout"): 1}
    assert s.ring_fate == {r: 1 for r in range(5)}


def test_an_empty_conflict_deck_costs_5_honor_and_reshuffles(l5r_pool):
    s = scenario(l5r_pool, honor=10)
    s.state.conflict_discard.extend(s.state.conflict)
    s.state.conflict.clear()
    n = len(s.conflict_discard)
    play_rules.draw(s.state, 2)
    assert s.honor == 5 and len(s.hand) == 2 and len(s.conflict) == n - 2 and not s.conflict_discard


def test_an_empty_dynasty_deck_costs_5_honor_and_can_lose_the_game(l5r_pool):
    s = scenario(l5r_pool, honor=5)
    s.state.dynasty_discard.extend(s.state.dynasty)
    s.state.dynasty.clear()
    s.state.provinces[0] = ()
    play_rules.refill(s.state, 0)
    assert s.outcome == ELIMINATED and s.reason == "honor_zero"


def test_honor_25_wins_and_the_opponent_at_0_loses(l5r_pool):
    s = scenario(l5r_pool, step="draw.bid", honor=24)
    act(s, A("bid", amount=1))                            # + 2 honor
    assert s.outcome == WIN and s.reason == "honor_25"
    s = scenario(l5r_pool, play=["doji-whisperer"])
    s.state.opp_honor = 1
    act(s, A("declare", 0, 0, option="political", cards=(s.card("doji-whisperer"),)))
    assert s.outcome == WIN and s.reason == "opponent_dishonored"


def test_the_opponent_at_25_honor_wins(l5r_pool):
    s = scenario(l5r_pool, step="draw.bid", honor=10)
    s.state.opp_honor = 23
    act(s, A("bid", amount=5))
    assert s.outcome == ELIMINATED and s.reason == "opponent_honor_25"


def test_timeout_after_the_round_cap(l5r_pool):
    s = scenario(l5r_pool, step="round.begin")
    s.state.round = s.state.max_rounds
    s.state.step = FLOW.at("round.begin")
    s.state.pending = ""
    ENGINE.advance(s.state)
    assert s.outcome == TIMEOUT and s.reason == "timeout"


@pytest.mark.parametrize("drop, code", [("shizuka-toshi", "L5R_NO_STRONGHOLD"),
                                        ("shameful-display", "L5R_PROVINCES")])
def test_decks_the_engine_cannot_play_are_refused(l5r_pool, drop, code):
    deck = dict(CRANE)
    del deck[drop]
    with pytest.raises(ActionError) as err:
        table_for(l5r_pool, deck)
    assert err.value.code == code


def test_a_deck_too_small_is_refused(l5r_pool):
    deck = {k: v for k, v in CRANE.items() if v == 1}
    deck["doji-whisperer"] = 3
    with pytest.raises(ActionError) as err:
        table_for(l5r_pool, deck)
    assert err.value.code == "L5R_DECK_TOO_SMALL"


def test_the_opponent_is_replaceable_data(l5r_pool):
    from deckcheck.games.l5r.engine.opponent import PASSIVE, strength
    from deckcheck.goldfish.opponent import Opponent, Part

    assert [strength(PASSIVE, s) for s in range(5)] == [4, 4, 4, 4, 6]
    assert PASSIVE.score == 10 and PASSIVE.bid == 3 and PASSIVE.to_json()["last"]["after"] == 3
    tough = Opponent("tough", "Never defends.", tuple(Part(f"p{i}", 9, "province") for i in range(4))
                     + (Part("sh", 9, "stronghold", 3),), score=15, bid=1)
    s = ENGINE.start(table_for(l5r_pool, CRANE), 1, opponent=tough)
    assert s.opp_honor == 15 and s.opp is tough
    ENGINE.apply(s, A("mulligan", cards=()))
    ENGINE.apply(s, A("mulligan", cards=()))
    while s.pending != "bid":
        ENGINE.apply(s, A("pass"))
    ENGINE.apply(s, A("bid", amount=1))
    assert s.opp_honor == 15 and s.honor == 11          # equal bids: no honor moves


def test_no_attachments_is_read_whatever_its_case(l5r_pool):
    """The data prints the keyword both ways ("No Attachments." / "No attachments.");
    Fushichō and seven more cards print it in lower case."""
    from deckcheck.games.l5r.engine.cards import keywords_of

    for code in ("fushicho", "aranat", "wild-stallion"):
        assert "no attachments" in keywords_of(l5r_pool.card(code).text)
    assert "no attachments" not in keywords_of("No attachments except <i>Weapon</i>.")
