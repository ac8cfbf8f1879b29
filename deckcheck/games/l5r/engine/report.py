"""The L5R Monte-Carlo report: the records of the games (history.py), then the summary.

Every number comes with the pilot and its assumptions and the opponent it played against,
and the report says which cards of the deck the engine plays (modeled), which do nothing
against a passive opponent (inert) and which it leaves out (missing, and whether that would
help or hurt the deck: the way the numbers lean). The headline (headline.py) holds the few
numbers a player compares, each with a sentence; the per-round, opening, key-card and
per-card sections are in sections.py.

What the report reads of the card table: ``ids``, ``names``, ``type``, ``side``, ``title``,
``title_names``, ``title_copies``, ``title_side``, ``cost``, ``unique``, ``records``,
``texts`` (when the table has them), ``stronghold``, ``role``, ``provinces``,
``dynasty_cards``, ``conflict_cards``, ``stronghold_fate``, ``stronghold_honor``,
``clan_name``.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Any

from deckcheck.games.l5r.engine import headline as hl
from deckcheck.games.l5r.engine import sections
from deckcheck.games.l5r.engine.cards import KEYWORDS
from deckcheck.games.l5r.engine.history import BROKEN, ENDED, OUTCOME, REASON
from deckcheck.goldfish.headlines import share as _share
from deckcheck.goldfish import stats
from deckcheck.goldfish.abilities import coverage as cov
from deckcheck.goldfish.report import ReportFrame
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN
from deckcheck.games.l5r.engine import opponent

ENGINE_VERSION = "l5r-goldfish-1"
BREAKS = (1, 2, 3)              # the round of the 1st, 2nd, 3rd province broken
REASONS = {
    "stronghold": "broke the opponent's stronghold province",
    "stronghold_broken": "broke the opponent's stronghold province",
    "honor_25": "reached 25 honor",
    "opponent_dishonored": "the opponent fell to 0 honor",
    "honor_zero": "the deck's honor fell to 0",
    "opponent_honor_25": "the opponent reached 25 honor (the honor the deck's bids gave it)",
    "timeout": "the round cap came first",
}
_KEYWORD = re.compile(r"\b(?:" + "|".join(KEYWORDS) + r")\.")
_TAG = re.compile(r"<[^>]+>|\[[^\]]+\]")


def _vanilla(text: str | None) -> bool:
    """A card without a record plays as printed when its text is empty or keywords only;
    without its text (None) it counts as missing (fail closed)."""
    if text is None:
        return False
    return not _KEYWORD.sub("", _TAG.sub("", text)).strip()


def coverage(table: Any) -> dict[str, Any]:
    """Every card of the deck (dynasty, conflict, provinces, stronghold, role) as modeled,
    inert against a passive opponent (with the reason) or missing (each missing part with
    its lean), the shares of copies and which way the numbers lean
    (deckcheck.goldfish.abilities.coverage over the engine's records registry)."""
    first: dict[str, int] = {}
    copies: Counter[str] = Counter()
    for i in range(table.size):
        first.setdefault(table.ids[i], i)
        copies[table.ids[i]] += 1
    texts = getattr(table, "texts", None)          # a table without texts: nothing is vanilla
    rows = []
    for code, i in first.items():
        record = table.records[i]
        text = texts[i] if texts is not None else None
        rows.append((code, table.names[i], _kind(table, i), copies[code], record,
                     record is None and _vanilla(text), text or ""))
    split = cov.split(rows)
    counts = split["copies"]
    missing = [e for e in split["cards"] if e["status"] == cov.MISSING]
    return {
        "cards_not_modeled": counts[cov.MISSING],
        "titles_not_modeled": len(missing),
        "cards_total": split["total"],
        "note": f"{counts[cov.MISSING]} cards of this deck (provinces, stronghold and role "
                f"included) have abilities the engine does not model (played as if they had "
                f"none); all numbers below leave those abilities out. {counts[cov.INERT]} more "
                f"do nothing against a passive opponent, {counts[cov.MODELED]} are played as "
                f"printed.",
        "cards": missing,
        **cov.report_fields(split),
        "titles": split["cards"],
    }


def _kind(table: Any, i: int) -> str:
    side, kind = table.side[i], table.type[i]
    return kind if side in (kind, "") else f"{side} {kind}"


def opponent_json() -> dict[str, Any]:
    """The passive opponent the engine plays against (its opponent.py)."""

    return opponent.DEFAULT.to_json()


def summarize(records: list, table: Any, pilot: Any, seed: int, max_rounds: int,
              key_cards: list[str] | tuple[str, ...] | None = None) -> dict[str, Any]:
    """The report of ``records`` (game order). ``key_cards``: codes or names of the deck's
    key cards (None = headline.KEY_CARD_RULE); UNKNOWN_KEY_CARD for one the deck lacks."""
    start, keys, key_rule = FRAME.start(records, table, pilot, seed, max_rounds, key_cards, opponent_json())
    return {
        **start,
        "outcomes": outcomes(records),
        "outcomes_note": OUTCOMES_NOTE,
        "stronghold_round": stronghold_round(records),
        "provinces": provinces(records),
        "rounds": sections.rounds(records),
        "rounds_note": sections.ROUNDS_NOTE,
        "round_fields": sections.ROUND_FIELDS,
        "opening": sections.opening(records),
        "key_cards": sections.key_cards(records, table, keys, key_rule),
        "cards": sections.cards(records, table),
    }



def deck_json(table: Any) -> dict[str, Any]:
    return {"clan": table.clan_name,
            "stronghold": table.names[table.stronghold],
            "role": table.names[table.role] if table.role >= 0 else None,
            "provinces": [table.names[i] for i in table.provinces],
            "dynasty": len(table.dynasty_cards), "conflict": len(table.conflict_cards),
            "stronghold_fate": table.stronghold_fate, "stronghold_honor": table.stronghold_honor}


def outcomes(records: list) -> dict[str, Any]:
    """Games and shares per outcome (win, eliminated, timeout), each split by its reason."""
    n = len(records)
    out: dict[str, Any] = {}
    for outcome in (WIN, ELIMINATED, TIMEOUT):
        mine = [r for r in records if r[OUTCOME] == outcome]
        reasons = Counter(r[REASON] or outcome for r in mine)
        out[outcome] = {
            "games": len(mine), "share": _share(len(mine), n),
            "reasons": {reason: {"games": k, "share": _share(k, n),
                                 "label": REASONS.get(reason, reason)}
                        for reason, k in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))},
        }
    return out


OUTCOMES_NOTE = ("win: the opponent's stronghold province broke, the deck reached 25 honor or the "
                 "opponent fell to 0; eliminated: the deck fell to 0 honor (or the opponent "
                 "reached 25 through the bids); timeout: the round cap came first. Shares are of "
                 "all games.")


def _round_distribution(values: list[int], n: int) -> list[dict[str, Any]]:
    return [{"round": d["value"], "games": d["games"], "share": d["share"],
             "cumulative": d["cumulative"]} for d in stats.distribution(values, n)]


STRONGHOLD_NOTE = ("round in which the deck broke the opponent's stronghold province (the game ends "
                   "there), over the games where it did; cumulative shares are of all games. other_end = "
                   "games that ended another way first (honor).")


def stronghold_round(records: list) -> dict[str, Any]:
    """The round the opponent's stronghold province breaks: distribution with cumulative
    shares of all games, mean / median / sd over the games where it broke."""
    n = len(records)
    rounds = [r[ENDED] for r in records if hl.stronghold_broken(r)]
    return {
        "distribution": _round_distribution(rounds, n),
        **stats.summary(rounds),
        "broken_share": _share(len(rounds), n),
        "timeout_share": _share(sum(1 for r in records if r[OUTCOME] == TIMEOUT), n),
        "other_end_share": _share(sum(1 for r in records if r[OUTCOME] != TIMEOUT
                                      and not hl.stronghold_broken(r)), n),
        "note": STRONGHOLD_NOTE,
    }


def provinces(records: list) -> dict[str, Any]:
    """Provinces broken by round (mean over all games, a finished game keeps its count) and
    the round of the 1st, 2nd and 3rd province broken."""
    n = len(records)
    last = max((hl.last_round(r) for r in records), default=0)
    by_round = [stats.sampled({"round": k, "games": n, "mean_broken": stats.mean([hl.broken_by(r, k) for r in records]),
                               "games_with_one": _share(sum(1 for r in records if hl.broken_by(r, k)), n)}, n)
                for k in range(1, last + 1)]
    nth = []
    for x in BREAKS:
        got = [r[BROKEN][x - 1] for r in records if len(r[BROKEN]) >= x]
        nth.append({"break": x, "reached": _share(len(got), n), **stats.summary(got),
                    "distribution": _round_distribution(got, n)})
    return {"by_round": by_round, "nth_break": nth,
            "note": "provinces broken by the end of each round (the stronghold counts as one), "
                    "mean over all games (a game that ended keeps its count); nth_break = the "
                    "round of the 1st, 2nd and 3rd province broken, over the games that got "
                    "there (reached = their share; cumulative shares are of all games)"}


__all__ = ["ENGINE_VERSION", "REASONS", "compare", "coverage", "deck_json", "opponent_json",
           "outcomes", "provinces", "stronghold_round", "summarize"]


FRAME = ReportFrame(game="l5r", engine=ENGINE_VERSION, hl=hl, coverage=coverage, deck=deck_json,
                    opponent=lambda table: opponent_json(), period="round")
compare = FRAME.compare
