"""The AGoT Monte-Carlo report: one compact record per game, then the summary.

Every number comes with the pilot and its assumptions, and the report says how many
cards of the deck have abilities the engine does not model.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from deckcheck.games.agot.engine import phases
from deckcheck.games.agot.engine.cards import CardTable
from deckcheck.games.agot.engine.effects import CHALLENGES, KIND_NAMES
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish import stats
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN

SEEN_ROUNDS = 6          # "seen by round N" for N = 0 .. 6
TOP_SETUPS = 10
ENGINE_VERSION = "agot-goldfish-1"

# record layout
OUTCOME, ENDED, UNSCORED, SETUP, SETUP_TITLES, ROWS, SEEN = range(7)
# round row layout (phases.round_row)
R_INCOME, R_SPENT, R_HAND, R_CHARS, R_POWER, R_DRAWN, R_HELD = range(7)


def record(state: AgotState) -> tuple:
    rows = list(state.rounds)
    if state.outcome in (WIN, ELIMINATED) and state.round > len(rows) and state.round >= 1:
        rows.append(phases.round_row(state))
    return (state.outcome, state.ended_round, state.unscored, state.setup_record,
            state.setup_titles, tuple(rows), tuple(state.seen_round))


def coverage(table: CardTable) -> dict[str, Any]:
    """Which cards of the deck have abilities the engine does not model."""
    titles: dict[str, dict[str, Any]] = {}
    copies = 0
    for i in range(table.size):
        if table.modeled[i]:
            continue
        copies += 1
        entry = titles.setdefault(table.ids[i], {"id": table.ids[i], "name": table.names[i],
                                                 "type": KIND_NAMES[table.kind[i]], "copies": 0,
                                                 "not_modeled": list(table.unmodeled_text[i])})
        entry["copies"] += 1
    return {
        "cards_not_modeled": copies,
        "titles_not_modeled": len(titles),
        "cards_total": table.size,
        "note": f"{copies} cards in this deck have abilities the engine does not model "
                f"(played as if they had none); all numbers below leave those abilities out.",
        "cards": sorted(titles.values(), key=lambda e: (e["type"], e["name"])),
    }


def summarize(records: list, table: CardTable, pilot: Any, seed: int,
              max_rounds: int) -> dict[str, Any]:
    n = len(records)
    outcomes = Counter(r[OUTCOME] for r in records)
    wins = [r[ENDED] for r in records if r[OUTCOME] == WIN]
    report: dict[str, Any] = {
        "game": "agot",
        "engine": ENGINE_VERSION,
        "games": n,
        "seed": seed,
        "seeds": f"game i uses seed {seed} + i",
        "max_rounds": max_rounds,
        "pilot": {"name": getattr(pilot, "name", type(pilot).__name__),
                  "description": getattr(pilot, "description", ""),
                  "assumptions": list(getattr(pilot, "assumptions", ()))},
        "opponent": "passive goldfish: no cards, no gold, no power; declines everything, never "
                    "defends (every challenge with 1 STR is won unopposed)",
        "deck": _deck(table),
        "coverage": coverage(table),
        "outcomes": {k: {"games": outcomes.get(k, 0), "share": _share(outcomes.get(k, 0), n)}
                     for k in (WIN, ELIMINATED, TIMEOUT)},
        "win_round": {
            "target": "15 power",
            "distribution": [{"round": d["value"], "games": d["games"], "share": d["share"],
                              "cumulative": d["cumulative"]}
                             for d in stats.distribution(wins, n)],
            **{k: v for k, v in stats.summary(wins).items()},
            "timeout_share": _share(outcomes.get(TIMEOUT, 0), n),
            "eliminated_share": _share(outcomes.get(ELIMINATED, 0), n),
            "note": "round in which the deck reached 15 power, over the games it won; "
                    "cumulative shares are of all games",
        },
        "setup": _setup(records, table, pilot),
        "rounds": _rounds(records),
        "cards": _cards(records, table),
    }
    return report


def _share(k: int, n: int) -> float:
    return round(k / n, 4) if n else 0.0


def _deck(table: CardTable) -> dict[str, Any]:
    return {"faction": table.faction, "draw": len(table.draw_cards), "plots": len(table.plots),
            "agendas": [table.names[i] for i in table.agendas]}


def _setup(records: list, table: CardTable, pilot: Any) -> dict[str, Any]:
    setups = [r[SETUP] for r in records if r[SETUP]]
    n = len(setups)
    gold = [s[0] for s in setups]
    cards = [s[1] for s in setups]
    chars = [s[2] for s in setups]
    icons = [s[3] for s in setups]
    min_chars = getattr(pilot, "poor_min_characters", 2)
    min_gold = getattr(pilot, "poor_min_gold", 5)
    poor = sum(1 for s in setups if s[2] < min_chars or s[0] < min_gold)
    counts = Counter(r[SETUP_TITLES] for r in records if r[SETUP])
    top = []
    for titles, k in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_SETUPS]:
        top.append({"cards": [table.title_names[t] for t in titles], "games": k,
                    "share": _share(k, n)})
    return {
        "games": n,
        "mulligan_rate": _share(sum(s[5] for s in setups), n),
        "poor_setup_rate": _share(poor, n),
        "poor_setup": f"fewer than {min_chars} characters or less than {min_gold} gold used "
                      f"(after the mulligan)",
        "gold_used": {**stats.summary(gold), "distribution": stats.distribution(gold)},
        "cards_placed": {**stats.summary(cards), "distribution": stats.distribution(cards)},
        "characters_placed": {**stats.summary(chars), "distribution": stats.distribution(chars)},
        "icons_covered": {
            "distribution": stats.distribution([bin(i).count("1") for i in icons]),
            **{name: _share(sum(1 for i in icons if i & (1 << k)), n)
               for k, name in enumerate(CHALLENGES)},
        },
        "limited_placed_rate": _share(sum(1 for s in setups if s[4]), n),
        "shadows_placed_rate": _share(sum(1 for s in setups if s[6]), n),
        "most_common_setups": top,
    }


def _rounds(records: list) -> list[dict[str, Any]]:
    last = max((len(r[ROWS]) for r in records), default=0)
    out = []
    for k in range(last):
        rows = [r[ROWS][k] for r in records if len(r[ROWS]) > k]
        carried = [r[ROWS][min(k, len(r[ROWS]) - 1)][R_POWER] if r[ROWS] else 0 for r in records]
        won = sum(1 for r in records if r[OUTCOME] == WIN and r[ENDED] <= k + 1)
        out.append({
            "round": k + 1,
            "games_playing": len(rows),
            "gold_income": stats.mean([row[R_INCOME] for row in rows]),
            "gold_spent": stats.mean([row[R_SPENT] for row in rows]),
            "hand_size": stats.mean([row[R_HAND] for row in rows]),
            "characters": stats.mean([row[R_CHARS] for row in rows]),
            "power": stats.mean([row[R_POWER] for row in rows]),
            "power_all_games": stats.mean(carried),
            "won_by_now": _share(won, len(records)),
        })
    return out


def _cards(records: list, table: CardTable) -> dict[str, Any]:
    deck_size = len(table.draw_cards)
    per_round: list[list[tuple]] = []       # round -> [(seen tuple, drawn, held mask)]
    for k in range(SEEN_ROUNDS + 1):
        entries = []
        for r in records:
            if not r[SETUP]:
                continue
            if k == 0:
                entries.append((r[SEEN], r[SETUP][7], None))
            elif len(r[ROWS]) >= k:
                row = r[ROWS][k - 1]
                entries.append((r[SEEN], row[R_DRAWN], row[R_HELD]))
        per_round.append(entries)
    cards = []
    for t, name in enumerate(table.title_names):
        copies = table.title_copies[t]
        if not copies:
            continue
        rounds = []
        bit = 1 << t
        for k, entries in enumerate(per_round):
            if not entries:
                continue
            seen = sum(1 for s, _, _ in entries if 0 <= s[t] <= k)
            drawn = Counter(d for _, d, _ in entries)
            exact = sum(stats.at_least_one(deck_size, copies, d) * c for d, c in drawn.items())
            item = {"round": k, "games": len(entries), "seen": _share(seen, len(entries)),
                    "hypergeometric": round(exact / len(entries), 4)}
            if k > 0:
                item["in_hand_or_play"] = _share(sum(1 for _, _, h in entries if h & bit),
                                                 len(entries))
            rounds.append(item)
        cards.append({"name": name, "copies": copies, "by_round": rounds})
    return {
        "draw_deck": deck_size,
        "note": "seen = drawn at least once by the end of round N (round 0 = after setup); "
                "hypergeometric = exact chance of at least one copy among the cards each game "
                "had drawn by then (averaged over games); a mulligan gives a second look at 7 "
                "cards, which is why seen can exceed it. in_hand_or_play = after the draw phase "
                "of round N. Round N counts only the games still running at its end, so late "
                "rounds (few games left, the slow ones) drift away from the exact value.",
        "titles": cards,
    }
