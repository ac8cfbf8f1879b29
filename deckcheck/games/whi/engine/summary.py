"""The WHI run report in a few lines for a terminal (``deckcheck goldfish``): coverage and
lean first, the pilot's assumptions, the headline sentences, then the numbers."""
from __future__ import annotations

from deckcheck.names import faction_name
from deckcheck.goldfish.summary import (
    assumption_lines, card_odds_lines, coverage_lines, headline_lines, num, pct, period_row)

SUMMARY_TURNS = 6


def summary_text(r: dict) -> str:
    win, opening, head = r["win_turn"], r["opening"], r["headline"]
    lines = [f"{r['games']} games of {r['game']} (seed {r['seed']}, pilot {r['pilot']['name']}, "
             f"turn cap {r['max_rounds']}, deck {faction_name(r['deck']['race'], 'en')}, {r['deck']['cards']} cards)"]
    lines += coverage_lines(r["coverage"])
    if r["coverage"]["loyalty_unknown"]["copies"]:
        lines.append(f"loyalty: {r['coverage']['loyalty_unknown']['note']}")
    lines += assumption_lines(r["pilot"])
    lines.append(f"opponent {r['opponent'].get('name', '')}: {r['opponent'].get('passive', '')}")
    lines += headline_lines(head)
    parts = []
    for outcome, o in r["outcomes"].items():
        why = "; ".join(f"{v['text']} {pct(v['share'])}" for v in o["reasons"].values())
        parts.append(f"{outcome} {pct(o['share'])}" + (f" ({why})" if why else ""))
    lines.append("outcomes: " + ", ".join(parts))
    cumulative = ", ".join(f"turn {d['turn']}: {pct(d['cumulative'])}" for d in win["distribution"])
    lines.append(f"turn of the win ({win['target']}): mean {num(win['mean'])}, median "
                 f"{num(win['median'])}, sd {num(win['stdev'])}; won by turn (cumulative) "
                 f"{cumulative or 'none'}; timeout {pct(win['timeout_share'])}")
    lines.append("per turn (games still playing): damage dealt / on the capital, zones burned, "
                 "resources gained / spent, cards drawn, hand, units, power kingdom/quest/"
                 "battlefield, cards played")
    for t in r["turns"][:SUMMARY_TURNS]:
        p = t["power"]
        lines.append(period_row(
            "turn", t, "games_playing",
            f"damage {num(t['damage_dealt'])}"
            f" / {num(t['damage_total'])}, burned {num(t['zones_burned'])}, resources "
            f"{num(t['resources_gained'])} / {num(t['resources_spent'])}, drawn "
            f"{num(t['cards_drawn'])}, hand {num(t['hand'])}, units {num(t['units'])}, power "
            f"{num(p['kingdom'])}/{num(p['quest'])}/{num(p['battlefield'])}, played "
            f"{num(t['cards_played'])}"))
    lines.append(f"opening: mulligan {pct(opening['mulligan_rate'])}, playable on turn 1 "
                 f"{num(opening['playable_turn1']['mean'])}, on turn 2 "
                 f"{num(opening['playable_turn2']['mean'])}, units in hand "
                 f"{num(opening['units_in_hand']['mean'])}, hand cost "
                 f"{num(opening['hand_cost']['mean'])}, nothing to play on turn 1 "
                 f"{pct(opening['no_play_turn1_rate'])}, first player "
                 f"{pct(opening.get('first_player_rate', 0.0))}")
    lines += card_odds_lines(r)
    return "\n".join(lines)
