"""The WHI goldfish report on records laid out as history.py says (built here by hand, so
every expected number is known): outcomes and reasons, the win-turn distribution, turns,
the opening, key cards, "seen by turn N" against the exact hypergeometric odds, the
headline and the paired comparison, the terminal summary and the plot. The real games
are in test_goldfish_whi_runs.py."""
from __future__ import annotations

import math
import random
from dataclasses import replace
from pathlib import Path

import pytest
from test_api_helpers import need_cards

from deckcheck.decklists.plaintext import read_plain_text
from deckcheck.games.whi.engine import headline as hl
from deckcheck.games.whi.engine import history as h
from deckcheck.games.whi.engine.cards import TACTIC, UNIT, table_for
from deckcheck.games.whi.engine.plot import plot_svg
from deckcheck.games.whi.engine.report import compare, summarize
from deckcheck.games.whi.engine.summary import summary_text
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN

DATA = Path(__file__).parent / "data" / "decklists" / "whi"
ORC = DATA / "ffg-2011-lcg-days-regional-lyons-orc.txt"
DARK_ELF = DATA / "ffg-2011-worlds-lyons-dark-elf.txt"


class Pilot:
    name = "greedy"
    description = "a test pilot"
    assumptions = ("Plays the most expensive card it can pay for. Then the next.",)


def _table(pool, path: Path):
    need_cards(pool, "whi")
    deck = read_plain_text(path.read_text(encoding="utf-8"), pool).deck
    return table_for(pool, deck.cards, None)


@pytest.fixture(scope="module")
def orc(whi_pool):
    return _table(whi_pool, ORC)


@pytest.fixture(scope="module")
def dark_elf(whi_pool):
    return _table(whi_pool, DARK_ELF)


def row(turn: int, damage: int, total: int, burned: int = 0, drawn: int = 1, gained: int = 3):
    out = [0] * len(h.ROW_FIELDS)
    out[h.T_TURN], out[h.T_DAMAGE_DEALT], out[h.T_DAMAGE_TOTAL] = turn, damage, total
    out[h.T_BURNED], out[h.T_DRAWN], out[h.T_RESOURCES_GAINED] = burned, drawn, gained
    out[h.T_RESOURCES_SPENT], out[h.T_HAND], out[h.T_UNITS] = gained, 5, turn
    out[h.T_POWER_KINGDOM], out[h.T_POWER_QUEST], out[h.T_POWER_BATTLEFIELD] = 3 + turn, 1, turn
    return tuple(out)


def game(table, outcome: str, reason: str, damage: list[int], seen=None, in_play=None,
         mulligan: int = 0) -> tuple:
    """One record: ``damage`` dealt per turn; zones burn at 8 damage each (the first zone,
    then the second)."""
    rows, total, burned = [], 0, []
    for k, d in enumerate(damage, start=1):
        total += d
        while len(burned) < min(2, total // 8):
            burned.append((len(burned), k))
        rows.append(row(k, d, total, len(burned)))
    titles = len(table.title_names)
    setup = (mulligan, 2, 3, 3, 14)
    return (outcome, reason, len(rows) if outcome != TIMEOUT else len(rows), 0, setup,
            tuple(rows), tuple(seen or [-1] * titles), tuple(in_play or [-1] * titles),
            tuple(burned))


def games(table, n: int = 200, seed: int = 3) -> list[tuple]:
    """``n`` made-up games: a win in turn 4-9 (16 damage), a timeout at 10 or a decking."""
    rng = random.Random(seed)
    titles = len(table.title_names)
    out = []
    for _ in range(n):
        kind = rng.random()
        turns = rng.randint(4, 9)
        if kind < 0.8:
            damage = [0] + [rng.randint(2, 6) for _ in range(turns - 1)]
            total, cut = 0, []
            for d in damage:
                cut.append(d)
                total += d
                if total >= 16:
                    break
            if total < 16:
                cut[-1] += 16 - total
            outcome, reason, damage = WIN, "zones_burned", cut
        elif kind < 0.9:
            outcome, reason, damage = TIMEOUT, "timeout", [1] * 10
        else:
            outcome, reason, damage = ELIMINATED, "decked", [0] * turns
        # seen: the opening hand gets titles at random, later ones turn by turn
        seen = [rng.choice([-1, 0, 1, 2, 3, 5]) for _ in range(titles)]
        in_play = [s + 1 if s >= 0 and s + 1 <= len(damage) else -1 for s in seen]
        out.append(game(table, outcome, reason, damage, seen, in_play, int(rng.random() < 0.2)))
    return out


def test_outcomes_and_win_turn_add_up(orc):
    recs = games(orc)
    rep = summarize(recs, orc, Pilot(), seed=1, max_rounds=10)
    assert rep["game"] == "whi" and rep["period"] == "turn" and rep["games"] == 200
    assert sum(o["share"] for o in rep["outcomes"].values()) == pytest.approx(1.0)
    for o in rep["outcomes"].values():
        assert sum(v["games"] for v in o["reasons"].values()) == o["games"]
    assert rep["outcomes"]["win"]["reasons"]["zones_burned"]["text"].startswith("2 of the opponent")
    win = rep["win_turn"]
    cumulative = [d["cumulative"] for d in win["distribution"]]
    assert cumulative == sorted(cumulative) and cumulative[-1] == rep["outcomes"]["win"]["share"]
    assert sum(d["games"] for d in win["distribution"]) == rep["outcomes"]["win"]["games"]
    assert win["timeout_share"] == rep["outcomes"]["timeout"]["share"]
    assert win["min"] <= win["median"] <= win["max"]


def test_turns_average_over_the_games_still_playing_and_over_all(orc):
    a = game(orc, WIN, "zones_burned", [8, 8])                 # won in turn 2, 16 damage
    b = game(orc, TIMEOUT, "timeout", [1, 1, 1, 1])            # 4 damage by turn 4
    rep = summarize([a, b], orc, Pilot(), seed=1, max_rounds=4)
    turns = rep["turns"]
    assert [t["games_playing"] for t in turns] == [2, 2, 1, 1]
    assert turns[0]["damage_dealt"] == 4.5 and turns[1]["damage_total"] == 9.0
    assert turns[3]["damage_total"] == 4.0 and turns[3]["damage_total_all_games"] == 10.0
    assert turns[1]["zones_burned"] == 1.0 and turns[3]["zones_burned_all_games"] == 1.0
    assert [t["won_by_now"] for t in turns] == [0.0, 0.5, 0.5, 0.5]
    assert turns[2]["power"] == {"kingdom": 6.0, "quest": 1.0, "battlefield": 3.0}
    head = rep["headline"]
    assert head["win_turn"]["value"] == 3.5                    # 2, and 5 for the timeout
    assert head["win_turn"]["reached"] == 0.5
    assert head["damage_turn_3"]["value"] == 9.5               # 16 (kept), 3
    assert head["first_burn_turn"]["value"] == 3.0             # turn 1, and 5 for the timeout
    assert head[f"won_by_turn_{hl.WIN_MARK}"]["value"] == 0.5


def test_seen_by_turn_against_the_exact_hypergeometric_odds(orc):
    recs = games(orc)
    rep = summarize(recs, orc, Pilot(), seed=1, max_rounds=10)
    cards = rep["cards"]
    assert cards["deck"] == 50 == sum(orc.title_copies)
    # every game has drawn the 7 cards of its opening hand by turn 0: the exact odds of at
    # least one of 3 copies among 7 of 50 cards
    exact = 1 - math.comb(47, 7) / math.comb(50, 7)
    three = next(t for t in cards["titles"] if t["copies"] == 3)
    assert three["by_turn"][0] == {"turn": 0, "games": 200, "seen": three["by_turn"][0]["seen"],
                                   "hypergeometric": round(exact, 4), "too_few_games": False}
    two = next(t for t in cards["titles"] if t["copies"] == 2)
    # turn 2: 7 + 1 + 1 cards drawn in every game still running
    assert two["by_turn"][2]["hypergeometric"] == round(1 - math.comb(48, 9) / math.comb(50, 9), 4)
    odds = [t["hypergeometric"] for t in three["by_turn"]]
    assert odds == sorted(odds)


def test_opening_and_key_cards(orc):
    titles = len(orc.title_names)
    t = orc.title_names.index("Grimgor Ironhide")
    in_play = [-1] * titles
    in_play[t] = 3
    recs = [game(orc, WIN, "zones_burned", [8, 8, 8], in_play=in_play, mulligan=1),
            game(orc, WIN, "zones_burned", [8, 8, 8])]
    rep = summarize(recs, orc, Pilot(), seed=1, max_rounds=10)
    assert rep["opening"]["mulligan_rate"] == 0.5 and rep["opening"]["hand_cost"]["mean"] == 14
    keys = rep["key_cards"]
    assert keys["rule"] == hl.KEY_CARD_RULE and "Grimgor Ironhide" in rep["headline"]["key_cards"]
    grimgor = next(k for k in keys["titles"] if k["name"] == "Grimgor Ironhide")
    assert grimgor["never"] == 0.5 and grimgor["in_play_by_turn"][2] == {"turn": 3, "games": 2, "share": 0.5,
                                                                                   "too_few_games": True}
    named = summarize(recs, orc, Pilot(), 1, 10, key_cards=["grimgor ironhide"])
    assert named["headline"]["key_cards"] == ["Grimgor Ironhide"]
    assert named["headline"]["key_card_turn"]["value"] == 3.5       # 3, and 4 after the last
    code = orc.ids[hl.first_instances(orc)[t]]
    assert hl.key_titles(orc, [code, "GRIMGOR IRONHIDE"]) == ((t,), "named by the user")
    with pytest.raises(ActionError) as err:
        summarize(recs, orc, Pilot(), 1, 10, key_cards=["Tyrion Lannister"])
    assert err.value.code == "UNKNOWN_KEY_CARD"


def test_a_tactic_counts_from_the_first_turn_it_can_be_played(orc):
    first = hl.first_instances(orc)
    tactic = next(t for t, i in first.items() if orc.kind[i] == TACTIC)
    unit = next(t for t, i in first.items() if orc.kind[i] == UNIT)
    seen = [-1] * len(orc.title_names)
    seen[tactic] = 0
    rec = game(orc, WIN, "zones_burned", [8, 8], seen=seen)
    assert hl.key_turn(rec, orc, tactic) == 1 and hl.key_turn(rec, orc, unit) == -1


def test_comparison_is_paired_and_says_the_direction(orc, dark_elf):
    fast = [game(orc, WIN, "zones_burned", [8, 8]) for _ in range(5)]
    slow = [game(dark_elf, WIN, "zones_burned", [4, 4, 4, 4]) for _ in range(4)]
    slow.append(game(dark_elf, WIN, "zones_burned", [4, 4, 4, 2, 2]))
    same = compare((fast, orc, "Orc", True), (fast, orc, "Orc", True), Pilot(), 1, 10)
    assert all(m["identical"] and m["mean_difference"] == 0 for m in same["metrics"].values())
    c = compare((fast, orc, "Orc", True), (slow, dark_elf, "Dark Elf", False), Pilot(), 1, 10)
    win = c["metrics"]["win_turn"]
    assert win["a"] == 2 and win["b"] == 4.2 and win["mean_difference"] == 2.2 and win["clear"]
    assert win["sentence"].startswith("B wins 2.2 turns later than A (95% CI")
    dmg = c["metrics"]["damage_turn_3"]["sentence"]
    assert dmg.startswith("B has 4 less damage on the opponent's capital by the end of turn 3 than A")
    assert c["a"]["race"] == "orc" and c["b"]["race"] == "dark_elf" and c["b"]["validated"] is False
    with pytest.raises(ActionError):
        compare((fast, orc, "", True), (slow, dark_elf, "", True), Pilot(), 1, 10,
                key_cards=["Jon Snow"])


def test_summary_puts_coverage_first_and_the_plot_is_stable(orc):
    rep = summarize(games(orc, 50), orc, Pilot(), seed=1, max_rounds=10)
    lines = summary_text(rep).splitlines()
    assert lines[1].startswith("coverage: ") and "all numbers below leave those abilities out" in lines[2]
    assert lines[3].startswith("  not modeled: ") and lines[4].startswith("reviewed: ")
    assert lines[5].startswith("lean: ")
    assert lines[6].startswith("loyalty: 3 race cards have no loyalty in the card data (Pillage)")
    assert lines[7].startswith("pilot greedy: ") and lines[8] == "  - Plays the most expensive card it can pay for."
    text = "\n".join(lines)
    assert text.index("headline (means") < text.index("outcomes: win") < text.index("turn of the win")
    assert "  turn 6 (" in text and "opening: mulligan" in text and "(2 of the opponent's capital zones burned" in text
    svg = plot_svg(rep)
    assert svg.lstrip().startswith("<?xml") and svg == plot_svg(rep)


def test_a_difference_that_rounds_to_nothing_is_said_as_none():
    m = next(m for m in hl.METRICS if m.name == "cards_per_turn")
    diff = {"mean_difference": -0.0004, "ci95": [-0.001, 0.0002], "identical": False}
    assert hl.compare_sentence(m, diff, "A", "B") == (
        "B and A do not differ on average in the cards drawn per turn (turns 1-5) "
        "(95% CI 0 to 0).")
    diff = {"mean_difference": -0.25, "ci95": [-0.3, -0.2], "identical": False}
    assert hl.compare_sentence(m, diff, "A", "B") == (
        "B draws 0.25 fewer cards per turn in turns 1-5 than A (95% CI 0.2 to 0.3).")


def test_the_win_target_and_the_cards_without_loyalty_are_said(orc):
    rep = summarize(games(orc, 20), orc, Pilot(), seed=1, max_rounds=10)
    assert rep["win_turn"]["target"] == "burn 2 of the opponent's 3 capital zones"
    assert rep["headline"]["win_turn"]["sentence"].startswith(
        "The deck wins (burn 2 of the opponent's 3 capital zones) in turn ")
    unknown = rep["coverage"]["loyalty_unknown"]
    flagged = [orc.title_names[orc.title[i]] for i in range(orc.size) if orc.loyalty_unknown[i]]
    assert unknown["copies"] == len(flagged) and unknown["titles"] == list(dict.fromkeys(flagged))
    grimgor = orc.title_names.index("Grimgor Ironhide")
    three = replace(orc, burn_three=tuple(orc.title[i] == grimgor for i in range(orc.size)))
    assert hl.win_target(three) == ("burn 2 of the opponent's 3 capital zones (3 once Grimgor "
                                    "Ironhide is on the capital)")
