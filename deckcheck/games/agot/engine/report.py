"""The AGoT Monte-Carlo report: one compact record per game, then the summary.

Every number comes with the pilot and its assumptions, and the report says which cards
of the deck the engine plays (modeled), which do nothing against a passive opponent
(inert) and which it leaves out (missing, and whether that would help or hurt the deck:
the way the numbers lean). The headline (headline.py) holds the few numbers a player
compares, each with a sentence.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from deckcheck.games.agot.engine import headline as hl
from deckcheck.games.agot.engine import phases
from deckcheck.games.agot.engine.cards import CardTable
from deckcheck.games.agot.engine.effects import CHALLENGES, KIND_NAMES
from deckcheck.games.agot.engine.headline import (
    ENDED,
    OUTCOME,
    R_CHARS,
    R_DOMINANCE,
    R_DRAWN,
    R_HAND,
    R_HELD,
    R_INCOME,
    R_POWER,
    R_RENOWN,
    R_SPENT,
    R_STR,
    R_WON,
    ROWS,
    SEEN,
    SETUP,
    SETUP_TITLES,
)
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.headlines import share as _share
from deckcheck.goldfish import stats
from deckcheck.goldfish.abilities import coverage as cov
from deckcheck.goldfish.report import ReportFrame, key_card_section
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN

SEEN_ROUNDS = 6          # "seen by round N" for N = 0 .. 6
TOP_SETUPS = 10
ENGINE_VERSION = "agot-goldfish-1"


def record(state: AgotState) -> tuple:
    """One game as plain ints and tuples (the layout is in headline.py); the state is left
    as it is (a game ended inside a round gets that round's row and cards in play)."""
    rows = list(state.rounds)
    in_play = state.in_play_round
    if state.outcome in (WIN, ELIMINATED) and state.round > len(rows) and state.round >= 1:
        rows.append(phases.round_row(state))
        in_play = phases.first_in_play(state)
    return (state.outcome, state.ended_round, state.unscored, state.setup_record,
            state.setup_titles, tuple(rows), tuple(state.seen_round), tuple(in_play))


def coverage(table: CardTable) -> dict[str, Any]:
    """Every card of the deck (draw deck, plots, agenda) as modeled, inert against a passive
    opponent (with the reason) or missing (each missing part with its lean), the shares of
    copies, and which way the numbers lean (deckcheck.goldfish.abilities.coverage).

    The first keys (cards_not_modeled, titles_not_modeled, cards_total, note, cards) are the
    report's older ones: "not modeled" is the status "missing"; ``cards`` lists those titles."""
    first: dict[str, int] = {}
    copies: Counter[str] = Counter()
    for i in range(table.size):
        first.setdefault(table.ids[i], i)
        copies[table.ids[i]] += 1
    rows = []
    for code, i in first.items():
        record = table.records[i]
        vanilla = record is None and table.status[i] == cov.MODELED
        text = " ".join(table.unmodeled_text[i]) or table.texts[i]
        rows.append((code, table.names[i], KIND_NAMES[table.kind[i]], copies[code], record,
                     vanilla, text))
    split = cov.split(rows)
    missing = [dict(e, not_modeled=list(table.unmodeled_text[first[e["id"]]]))
               for e in split["cards"] if e["status"] == cov.MISSING]
    counts = split["copies"]
    not_modeled = counts[cov.MISSING]
    return {
        "cards_not_modeled": not_modeled,
        "titles_not_modeled": len(missing),
        "cards_total": split["total"],
        "note": f"{not_modeled} cards in this deck have abilities the engine does not model "
                f"(played as if they had none); all numbers below leave those abilities out. "
                f"{counts[cov.INERT]} more do nothing against a passive opponent, "
                f"{counts[cov.MODELED]} are played as printed.",
        "cards": sorted(missing, key=lambda e: (e["type"], e["name"])),
        **cov.report_fields(split),
        "titles": split["cards"],
    }


WIN_NOTE = ("round in which the deck reached 15 power, over the games it won; cumulative shares "
            "are of all games")


WIN_TARGET = "15 power"
OPPONENT = ("passive goldfish: no cards, no gold, no power; declines everything, never defends (every "
            "challenge with 1 STR is won unopposed)")


def summarize(records: list, table: CardTable, pilot: Any, seed: int, max_rounds: int,
              key_cards: list[str] | tuple[str, ...] | None = None) -> dict[str, Any]:
    """The report of ``records`` (game order). ``key_cards``: codes or names of the deck's
    key cards (None = headline.KEY_CARD_RULE); UNKNOWN_KEY_CARD for one the deck lacks."""
    n = len(records)
    outcomes = Counter(r[OUTCOME] for r in records)
    wins = [r[ENDED] for r in records if r[OUTCOME] == WIN]
    start, keys, key_rule = FRAME.start(records, table, pilot, seed, max_rounds, key_cards, OPPONENT)
    report: dict[str, Any] = {
        **start,
        "outcomes": {k: {"games": outcomes.get(k, 0), "share": _share(outcomes.get(k, 0), n)}
                     for k in (WIN, ELIMINATED, TIMEOUT)},
        "win_round": {
            "target": WIN_TARGET,
            "distribution": [{"round": d["value"], "games": d["games"], "share": d["share"],
                              "cumulative": d["cumulative"]}
                             for d in stats.distribution(wins, n)],
            **{k: v for k, v in stats.summary(wins).items()},
            "timeout_share": _share(outcomes.get(TIMEOUT, 0), n),
            "eliminated_share": _share(outcomes.get(ELIMINATED, 0), n),
            "note": WIN_NOTE,
        },
        "setup": _setup(records, table, pilot, keys),
        "rounds": _rounds(records),
        "strength": _strength(records),
        "key_cards": _key_cards(records, table, keys, key_rule),
        "cards": _cards(records, table),
    }
    return report



def _deck(table: CardTable) -> dict[str, Any]:
    return {"faction": table.faction, "draw": len(table.draw_cards), "plots": len(table.plots),
            "agendas": [table.names[i] for i in table.agendas]}


def _setup(records: list, table: CardTable, pilot: Any, keys: tuple[int, ...]) -> dict[str, Any]:
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
        "key_card_placed_rate": _share(sum(1 for r in records if r[SETUP] and any(
            t in r[SETUP_TITLES] for t in keys)), n),
        "limited_placed_rate": _share(sum(1 for s in setups if s[4]), n),
        "shadows_placed_rate": _share(sum(1 for s in setups if s[6]), n),
        "most_common_setups": top,
    }


def _rounds(records: list) -> list[dict[str, Any]]:
    last = max((len(r[ROWS]) for r in records), default=0)
    gains = [hl.gained(r[ROWS]) for r in records]
    ceils = [hl.ceilings(r) for r in records]
    out = []
    for k in range(last):
        playing = [j for j, r in enumerate(records) if len(r[ROWS]) > k]
        rows = [records[j][ROWS][k] for j in playing]
        carried = [r[ROWS][min(k, len(r[ROWS]) - 1)][R_POWER] if r[ROWS] else 0 for r in records]
        won = sum(1 for r in records if r[OUTCOME] == WIN and r[ENDED] <= k + 1)
        gained = [gains[j][k] for j in playing]
        ceiling = [ceils[j][k] for j in playing]
        basic = [row[R_WON] + row[R_DOMINANCE] + row[R_RENOWN] for row in rows]
        behind = [row for row in rows if row[R_STR] >= 0]
        out.append(stats.sampled({
            "round": k + 1,
            "games_playing": len(rows),
            "gold_income": stats.mean([row[R_INCOME] for row in rows]),
            "gold_spent": stats.mean([row[R_SPENT] for row in rows]),
            "hand_size": stats.mean([row[R_HAND] for row in rows]),
            "characters": stats.mean([row[R_CHARS] for row in rows]),
            "power": stats.mean([row[R_POWER] for row in rows]),
            "power_all_games": stats.mean(carried),
            "won_by_now": _share(won, len(records)),
            "power_gained": stats.mean(gained),
            "ceiling": stats.mean(ceiling),
            "power_vs_ceiling": round(sum(gained) / sum(ceiling), 4) if sum(ceiling) else None,
            "challenges_won": stats.mean([row[R_WON] for row in rows]),
            "dominance_won": stats.mean([row[R_DOMINANCE] for row in rows]),
            "renown_power": stats.mean([row[R_RENOWN] for row in rows]),
            "ability_power": stats.mean([g - b for g, b in zip(gained, basic, strict=True)]),
            "strength_behind": {
                "games": len(behind),
                **{name: stats.mean([row[R_STR + x] for row in behind])
                   for x, name in enumerate(CHALLENGES)},
                "weakest": stats.mean([hl.weakest(row) for row in behind]),
            },
        }, len(rows)))
    return out


ROUNDS_NOTE = ("per round, over the games still playing it: power_gained against the ceiling ("
               + hl.CEILING_NOTE + "); ability_power = power gained beyond challenges, dominance "
               "and Renown (card abilities; negative when power was lost); strength_behind = STR "
               "of the standing characters with each icon at the start of the challenges phase "
               "(games that reached it), weakest = the lowest of the three")


def _strength(records: list) -> dict[str, Any]:
    """The first round whose challenges phase begins with >= N STR behind every challenge
    type, for N in headline.STR_THRESHOLDS."""
    n = len(records)
    out = []
    for x in hl.STR_THRESHOLDS:
        firsts = [next((k + 1 for k, row in enumerate(r[ROWS]) if hl.weakest(row) >= x), None)
                  for r in records]
        got = [f for f in firsts if f is not None]
        out.append({"strength": x, "reached": _share(len(got), n),
                    "round": {**stats.summary(got),
                              "distribution": [{"round": d["value"], "games": d["games"],
                                                "share": d["share"],
                                                "cumulative": d["cumulative"]}
                                               for d in stats.distribution(got, n)]}})
    return {"thresholds": out, "rounds_note": ROUNDS_NOTE,
            "note": "round = the first round whose challenges phase began with at least that "
                    "much STR behind every challenge type (standing characters with the icon; "
                    "a character with two icons counts for both), over the games that got "
                    "there; cumulative shares are of all games"}


KEY_CARDS_NOTE = ("the round a copy was first in play at a round's end (0 = placed in setup; an event "
                  "counts when first drawn); round = over the games where it was, never = share of "
                  "games that ended first")


def _key_cards(records: list, table: CardTable, keys: tuple[int, ...],
               rule: str) -> dict[str, Any]:
    """When each key card is first in play (0 = setup): cumulative shares by round."""
    n = len(records)
    return key_card_section(table, keys, n, lambda t: [hl.key_round(r, table, t) for r in records],
                            "round", range(SEEN_ROUNDS + 1), rule, KEY_CARDS_NOTE,
                            lambda t, got: {"placed_in_setup": _share(sum(1 for x in got if x == 0), n)})


CARDS_NOTE = ("seen = drawn at least once by the end of round N (round 0 = after setup); "
              "hypergeometric = exact chance of at least one copy among the cards each game had "
              "drawn by then (averaged over games); a mulligan gives a second look at 7 cards, "
              "which is why seen can exceed it. in_hand_or_play = after the draw phase of round N. "
              "Round N counts only the games still running at its end, so late rounds (few games "
              "left, the slow ones) drift away from the exact value.")


def _cards(records: list, table: CardTable) -> dict[str, Any]:
    deck_size = len(table.draw_cards)
    per_round: list[list[tuple[Any, int, int | None]]] = []   # round -> [(seen, drawn, held mask)]
    for k in range(SEEN_ROUNDS + 1):
        entries: list[tuple[Any, int, int | None]] = []
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
            item: dict[str, Any] = stats.sampled(
                {"round": k, "games": len(entries), "seen": _share(seen, len(entries)),
                 "hypergeometric": round(exact / len(entries), 4)}, len(entries))
            if k > 0:
                item["in_hand_or_play"] = _share(sum(1 for _, _, h in entries if h is not None and h & bit),
                                                 len(entries))
            rounds.append(item)
        cards.append({"name": name, "copies": copies, "by_round": rounds})
    return {
        "draw_deck": deck_size,
        "note": CARDS_NOTE,
        "titles": cards,
    }


FRAME = ReportFrame(game="agot", engine=ENGINE_VERSION, hl=hl, coverage=coverage, deck=_deck,
                    opponent=lambda table: "passive goldfish (see a run's report)")
compare = FRAME.compare
