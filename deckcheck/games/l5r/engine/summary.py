"""The L5R run report in a few lines for a terminal (``deckcheck goldfish``)."""
from __future__ import annotations

import math

from deckcheck.goldfish.summary import (
    assumption_lines, card_odds_lines, coverage_lines, headline_lines, num, pct, period_row)

SHOWN_ROUNDS = 5


def summary_text(r: dict) -> str:
    cov, head, sh, opening = r["coverage"], r["headline"], r["stronghold_round"], r["opening"]
    deck = r["deck"]
    lines = [f"{r['games']} games of {r['game']} (seed {r['seed']}, pilot {r['pilot']['name']}, "
             f"round cap {r['max_rounds']}); {deck['clan']} deck, {deck['stronghold']}, "
             f"{deck['dynasty']} dynasty + {deck['conflict']} conflict cards"]
    lines += coverage_lines(cov)
    lines += assumption_lines(r["pilot"])
    opp = r["opponent"]
    lines.append(f"opponent: {opp['passive'] if isinstance(opp, dict) else opp}")
    lines += headline_lines(head)
    parts = []
    for outcome, o in r["outcomes"].items():
        why = "; ".join(f"{v['label']}: {pct(v['share'])}" for v in o["reasons"].values())
        parts.append(f"{outcome} {pct(o['share'])}" + (f" ({why})" if why and outcome != "timeout" else ""))
    lines.append("outcomes: " + ", ".join(parts))
    cumulative = ", ".join(f"round {d['round']}: {math.floor(d['cumulative'] * 100)}%"
                           for d in sh["distribution"])
    lines.append(f"stronghold broken in round: mean {num(sh['mean'])}, median {num(sh['median'])}, "
                 f"sd {num(sh['stdev'])}; cumulative {cumulative or '-'} ({pct(sh['broken_share'])} "
                 f"of the games); timeout {pct(sh['timeout_share'])}")
    nth = ", ".join(f"{p['break']}. in round {num(p['mean'])} ({pct(p['reached'])} of games)"
                    for p in r["provinces"]["nth_break"])
    lines.append(f"provinces broken: {nth}")
    for row in r["rounds"][:SHOWN_ROUNDS]:
        v = {k: num(x) for k, x in row.items() if not isinstance(x, dict)}
        lines.append(period_row(
            "round", row, "games_playing",
            f"honor {v['honor']}, fate "
            f"+{v['fate_gained']} -{v['fate_spent']} left {v['fate_left']}, characters "
            f"{v['characters']} (mil {v['military']}, pol {v['political']}), conflicts won "
            f"{v['conflicts_won']} of {v['conflicts']}, broken {v['broken']}, hand {v['hand']}, "
            f"rings {v['rings']}, favor {pct(row['favor'])}"))
    mull = opening["mulligan"]
    lines.append(
        f"opening: provinces show {num(opening['province_characters']['mean'])} characters "
        f"({num(opening['affordable_characters']['mean'])} affordable, none affordable in "
        f"{pct(opening['none_affordable'])}), {num(opening['province_holdings']['mean'])} "
        f"holdings; mulligan dynasty {pct(mull['dynasty']['rate'])} (mean "
        f"{num(mull['dynasty']['cards_replaced']['mean'])} cards), conflict "
        f"{pct(mull['conflict']['rate'])} (mean {num(mull['conflict']['cards_replaced']['mean'])} "
        f"cards); first player {pct(opening['first_player_share'])}")
    lines += card_odds_lines(r)
    return "\n".join(lines)
