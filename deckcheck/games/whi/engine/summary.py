"""The WHI run report in a few lines for a terminal (``deckcheck goldfish``): coverage and
lean first, the pilot's assumptions, the headline sentences, then the numbers."""
from __future__ import annotations

from deckcheck.goldfish.summary import assumption_lines, card_odds_lines, coverage_lines, pct

SUMMARY_TURNS = 6


def _n(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}".rstrip("0").rstrip(".")


def summary_text(r: dict) -> str:
    win, opening, head = r["win_turn"], r["opening"], r["headline"]
    lines = [f"{r['games']} games of {r['game']} (seed {r['seed']}, pilot {r['pilot']['name']}, "
             f"turn cap {r['max_rounds']}, deck {r['deck']['race']}, {r['deck']['cards']} cards)"]
    lines += coverage_lines(r["coverage"])
    if r["coverage"]["loyalty_unknown"]["copies"]:
        lines.append(f"loyalty: {r['coverage']['loyalty_unknown']['note']}")
    lines += assumption_lines(r["pilot"])
    lines.append(f"opponent {r['opponent'].get('name', '')}: {r['opponent'].get('passive', '')}")
    lines.append(f"key cards: {', '.join(head['key_cards']) or 'none'} ({head['key_card_rule']})")
    lines.append("headline (means over the games):")
    for entry in head.values():
        if isinstance(entry, dict) and "sentence" in entry:
            lines.append(f"  - {entry['sentence']}")
    parts = []
    for outcome, o in r["outcomes"].items():
        why = "; ".join(f"{v['text']} {pct(v['share'])}" for v in o["reasons"].values())
        parts.append(f"{outcome} {pct(o['share'])}" + (f" ({why})" if why else ""))
    lines.append("outcomes: " + ", ".join(parts))
    cumulative = ", ".join(f"turn {d['turn']}: {pct(d['cumulative'])}" for d in win["distribution"])
    lines.append(f"turn of the win ({win['target']}): mean {_n(win['mean'])}, median "
                 f"{_n(win['median'])}, sd {_n(win['stdev'])}; won by turn (cumulative) "
                 f"{cumulative or 'none'}; timeout {pct(win['timeout_share'])}")
    lines.append("per turn (games still playing): damage dealt / on the capital, zones burned, "
                 "resources gained / spent, cards drawn, hand, units, power kingdom/quest/"
                 "battlefield, cards played")
    for t in r["turns"][:SUMMARY_TURNS]:
        p = t["power"]
        lines.append(f"  turn {t['turn']} ({t['games_playing']} games): damage {_n(t['damage_dealt'])}"
                     f" / {_n(t['damage_total'])}, burned {_n(t['zones_burned'])}, resources "
                     f"{_n(t['resources_gained'])} / {_n(t['resources_spent'])}, drawn "
                     f"{_n(t['cards_drawn'])}, hand {_n(t['hand'])}, units {_n(t['units'])}, power "
                     f"{_n(p['kingdom'])}/{_n(p['quest'])}/{_n(p['battlefield'])}, played "
                     f"{_n(t['cards_played'])}")
    lines.append(f"opening: mulligan {pct(opening['mulligan_rate'])}, playable on turn 1 "
                 f"{_n(opening['playable_turn1']['mean'])}, on turn 2 "
                 f"{_n(opening['playable_turn2']['mean'])}, units in hand "
                 f"{_n(opening['units_in_hand']['mean'])}, hand cost "
                 f"{_n(opening['hand_cost']['mean'])}, nothing to play on turn 1 "
                 f"{pct(opening['no_play_turn1_rate'])}, first player "
                 f"{pct(opening.get('first_player_rate', 0.0))}")
    lines += card_odds_lines(r)
    return "\n".join(lines)
