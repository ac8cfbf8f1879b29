"""The AGoT run report in a few lines for a terminal (``deckcheck goldfish``)."""
from __future__ import annotations

from deckcheck.goldfish.summary import assumption_lines, coverage_lines


def summary_text(r: dict) -> str:
    win, setup, cov = r["win_round"], r["setup"], r["coverage"]
    head = r["headline"]
    cumulative = ", ".join(f"round {d['round']}: {d['cumulative']:.0%}" for d in win["distribution"])
    lines = [f"{r['games']} games of {r['game']} (seed {r['seed']}, pilot {r['pilot']['name']}, "
             f"turn cap {r['max_rounds']})"]
    lines += coverage_lines(cov)
    lines += assumption_lines(r["pilot"])
    lines.append(f"key cards: {', '.join(head['key_cards']) or 'none'} ({head['key_card_rule']})")
    lines.append(f"headline (means over the games; {head['ceiling']}):")
    for entry in head.values():
        if isinstance(entry, dict) and "sentence" in entry:
            lines.append(f"  - {entry['sentence']}")
    lines += ["outcomes: " + ", ".join(f"{k} {v['share']:.1%}" for k, v in r["outcomes"].items()),
              f"round reaching {win['target']}: mean {win['mean']}, median {win['median']}, "
              f"sd {win['stdev']}; cumulative {cumulative}",
              f"setup: mulligan {setup['mulligan_rate']:.1%}, poor setup {setup['poor_setup_rate']:.1%}, "
              f"gold used {setup['gold_used']['mean']}, cards placed {setup['cards_placed']['mean']}, "
              f"characters {setup['characters_placed']['mean']}, key card placed "
              f"{setup['key_card_placed_rate']:.1%}"]
    for row in r["rounds"][:5]:
        behind = row["strength_behind"]
        lines.append(f"  round {row['round']}: income {row['gold_income']}, spent {row['gold_spent']}, "
                     f"hand {row['hand_size']}, characters {row['characters']}, power {row['power']} "
                     f"(gained {row['power_gained']} of a ceiling of {row['ceiling']}), STR behind "
                     f"mil/int/pow {behind['military']}/{behind['intrigue']}/{behind['power']}")
    lines.append(cov["note"])
    lines.append(f"opponent: {r['opponent']}")
    return "\n".join(lines)
