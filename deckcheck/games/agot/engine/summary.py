"""The AGoT run report in a few lines for a terminal (``deckcheck goldfish``): coverage and
lean first, the pilot's assumptions, the headline sentences, then the numbers (rounded) and
the card odds."""
from __future__ import annotations

from deckcheck.goldfish.summary import (
    assumption_lines, card_odds_lines, coverage_lines, headline_lines, num, pct, period_row)


def summary_text(r: dict) -> str:
    win, setup, cov = r["win_round"], r["setup"], r["coverage"]
    head = r["headline"]
    cumulative = ", ".join(f"round {d['round']}: {pct(d['cumulative'])}" for d in win["distribution"])
    lines = [f"{r['games']} games of {r['game']} (seed {r['seed']}, pilot {r['pilot']['name']}, "
             f"turn cap {r['max_rounds']})"]
    lines += coverage_lines(cov)
    lines += assumption_lines(r["pilot"])
    lines.append(f"opponent: {r['opponent']}")
    lines += headline_lines(head, f"headline (means over the games; {head['ceiling']}):")
    lines += ["outcomes: " + ", ".join(f"{k} {pct(v['share'])}" for k, v in r["outcomes"].items()),
              f"round reaching {win['target']}: mean {num(win['mean'])}, median {num(win['median'])}, "
              f"sd {num(win['stdev'])}; cumulative {cumulative}",
              f"setup: mulligan {pct(setup['mulligan_rate'])}, poor setup {pct(setup['poor_setup_rate'])}, "
              f"gold used {num(setup['gold_used']['mean'])}, cards placed {num(setup['cards_placed']['mean'])}, "
              f"characters {num(setup['characters_placed']['mean'])}, key card placed "
              f"{pct(setup['key_card_placed_rate'])}"]
    for row in r["rounds"][:5]:
        behind = row["strength_behind"]
        lines.append(period_row(
            "round", row, "games_playing",
            f"income {num(row['gold_income'])}, spent {num(row['gold_spent'])}, "
            f"hand {num(row['hand_size'])}, characters {num(row['characters'])}, power "
            f"{num(row['power'])} (gained {num(row['power_gained'])} of a ceiling of "
            f"{num(row['ceiling'])}), STR behind mil/int/pow {num(behind['military'])}/"
            f"{num(behind['intrigue'])}/{num(behind['power'])}"))
    lines += card_odds_lines(r)
    return "\n".join(lines)
