"""The L5R run report in a few lines for a terminal (``deckcheck goldfish``)."""
from __future__ import annotations

import math

from deckcheck.goldfish.summary import assumption_lines, card_odds_lines, coverage_lines, pct

SHOWN_ROUNDS = 5


def _pct(x: float | None) -> str:
    return pct(x)


def _num(x: float | None) -> str:
    """A mean for a person: at most 2 decimals, "-" for none."""
    return "-" if x is None else f"{x:.2f}".rstrip("0").rstrip(".")


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
    lines.append(f"key cards: {', '.join(head['key_cards']) or 'none'} ({head['key_card_rule']})")
    lines.append("headline (means over the games):")
    for entry in head.values():
        if isinstance(entry, dict) and "sentence" in entry:
            lines.append(f"  - {entry['sentence']}")
    parts = []
    for outcome, o in r["outcomes"].items():
        why = "; ".join(f"{v['label']}: {pct(v['share'])}" for v in o["reasons"].values())
        parts.append(f"{outcome} {pct(o['share'])}" + (f" ({why})" if why and outcome != "timeout" else ""))
    lines.append("outcomes: " + ", ".join(parts))
    cumulative = ", ".join(f"round {d['round']}: {math.floor(d['cumulative'] * 100)}%"
                           for d in sh["distribution"])
    lines.append(f"stronghold broken in round: mean {_num(sh['mean'])}, median {_num(sh['median'])}, "
                 f"sd {_num(sh['stdev'])}; cumulative {cumulative or '-'} ({_pct(sh['broken_share'])} "
                 f"of the games); timeout {_pct(sh['timeout_share'])}")
    nth = ", ".join(f"{p['break']}. in round {_num(p['mean'])} ({pct(p['reached'])} of games)"
                    for p in r["provinces"]["nth_break"])
    lines.append(f"provinces broken: {nth}")
    for row in r["rounds"][:SHOWN_ROUNDS]:
        v = {k: _num(x) for k, x in row.items() if not isinstance(x, dict)}
        lines.append(
            f"  round {row['round']} ({row['games_playing']} games): honor {v['honor']}, fate "
            f"+{v['fate_gained']} -{v['fate_spent']} left {v['fate_left']}, characters "
            f"{v['characters']} (mil {v['military']}, pol {v['political']}), conflicts won "
            f"{v['conflicts_won']} of {v['conflicts']}, broken {v['broken']}, hand {v['hand']}, "
            f"rings {v['rings']}, favor {_pct(row['favor'])}")
    mull = opening["mulligan"]
    lines.append(
        f"opening: provinces show {_num(opening['province_characters']['mean'])} characters "
        f"({_num(opening['affordable_characters']['mean'])} affordable, none affordable in "
        f"{_pct(opening['none_affordable'])}), {_num(opening['province_holdings']['mean'])} "
        f"holdings; mulligan dynasty {_pct(mull['dynasty']['rate'])} (mean "
        f"{_num(mull['dynasty']['cards_replaced']['mean'])} cards), conflict "
        f"{_pct(mull['conflict']['rate'])} (mean {_num(mull['conflict']['cards_replaced']['mean'])} "
        f"cards); first player {_pct(opening['first_player_share'])}")
    lines += card_odds_lines(r)
    return "\n".join(lines)
