"""The per-round, opening, key-card and per-card sections of the L5R report (report.py).

Records are read through the names of history.py only.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from deckcheck.games.l5r.engine import headline as hl
from deckcheck.games.l5r.engine import history as h
from deckcheck.games.l5r.engine.history import (
    ENDED,
    OUTCOME,
    R_DRAWN,
    ROW_FIELDS,
    ROWS,
    S_AFFORDABLE,
    S_CONFLICT_MULLIGANED,
    S_DYNASTY_MULLIGANED,
    S_FIRST_PLAYER,
    S_PROVINCE_CHARACTERS,
    S_PROVINCE_COST,
    S_PROVINCE_HOLDINGS,
    SEEN,
    SETUP,
)

from deckcheck.goldfish.headlines import share as _share
from deckcheck.goldfish.report import key_card_section
from deckcheck.goldfish import stats
from deckcheck.goldfish.state import WIN

SEEN_ROUNDS = 6          # "seen by round N" for N = 0 .. 6
OPENING_HAND = 4         # conflict cards drawn in setup
PROVINCES = 4            # dynasty cards face down on the provinces in setup
_MEANS = ("honor", "fate_gained", "fate_spent", "fate_left", "characters", "military",
          "political", "conflicts", "conflicts_won", "broken", "hand", "drawn", "bid", "rings",
          "dynasty_played", "conflict_played")
# the exact count of dynasty cards turned face up so far, when the engine records it
R_DYNASTY_REVEALED = h.R_DYNASTY_REVEALED



def rounds(records: list) -> list[dict[str, Any]]:
    """Per round: means of every row field over the games still playing it; honor, fate left
    and provinces broken also over all games (a game that ended keeps its last values)."""
    n = len(records)
    last = max((len(r[ROWS]) for r in records), default=0)
    index = {name: k for k, name in enumerate(ROW_FIELDS)}
    out = []
    for k in range(1, last + 1):
        rows = [r[ROWS][k - 1] for r in records if len(r[ROWS]) >= k]
        kept: list[Any] = [hl.carried(r[ROWS], k) for r in records if r[ROWS]]
        entry: dict[str, Any] = stats.sampled({"round": k, "games_playing": len(rows)}, len(rows))
        for name in _MEANS:
            entry[name] = stats.mean([row[index[name]] for row in rows])
        entry["favor"] = _share(sum(1 for row in rows if row[index["favor"]]), len(rows))
        entry["all_games"] = {name: stats.mean([row[index[name]] for row in kept])
                              for name in ("honor", "fate_left", "broken", "characters")}
        entry["won_by_now"] = _share(sum(1 for r in records if r[OUTCOME] == WIN
                                         and 1 <= r[ENDED] <= k), n)
        out.append(entry)
    return out


ROUNDS_NOTE = ("means over the games still playing each round (games_playing); all_games: "
               "over every game, a game that ended keeps its last values; favor = share of "
               "the games playing that hold the Imperial Favor at the round's end; "
               "won_by_now = share of all games won by then. Skill is the characters' total "
               "at the end of the conflict phase, bowed or not.")
_FIELD_NOTES = (
    "the round", "honor at the round's end", "fate gained in the round",
    "fate spent (costs and fate placed on characters)", "fate in the pool at the round's end",
    "characters in play at the end of the conflict phase", "their total military skill",
    "their total political skill", "conflicts declared (0-2)", "conflicts won",
    "opponent provinces broken so far (the stronghold counts as one)",
    "conflict cards in hand at the round's end", "conflict cards drawn so far (setup included)",
    "the deck's honor bid", "rings claimed in the round", "1 if the deck holds the Imperial Favor",
    "dynasty cards played in the round", "conflict cards played in the round",
    "dynasty cards seen face up so far (taken from the dynasty deck, no longer face down)")
ROUND_FIELDS = dict(zip(ROW_FIELDS, _FIELD_NOTES, strict=True))


def _summary(values: list[int]) -> dict[str, Any]:
    return {**stats.summary(values), "distribution": stats.distribution(values)}


OPENING_NOTE = ("the four provinces as they turn face up at the start of round 1 (after the dynasty "
                "mulligan): characters, holdings, how many of those characters the round-1 fate could "
                "buy, and the total fate cost of the characters shown; mulligan rate = share of games "
                "that replaced at least one card of that deck (cards_replaced: how many, 0-4); "
                "first_player_share = games the deck went first")


def opening(records: list) -> dict[str, Any]:
    """What the provinces show in round 1, the mulligans and the first player share."""
    setups = [r[SETUP] for r in records if r[SETUP]]
    n = len(setups)

    def mulligan(field: int) -> dict[str, Any]:
        replaced = [s[field] for s in setups]
        return {"rate": _share(sum(1 for x in replaced if x), n), "cards_replaced": _summary(replaced)}

    affordable = [s[S_AFFORDABLE] for s in setups]
    return {
        "games": n,
        "province_characters": _summary([s[S_PROVINCE_CHARACTERS] for s in setups]),
        "province_holdings": _summary([s[S_PROVINCE_HOLDINGS] for s in setups]),
        "affordable_characters": _summary(affordable),
        "none_affordable": _share(sum(1 for x in affordable if not x), n),
        "province_cost": _summary([s[S_PROVINCE_COST] for s in setups]),
        "mulligan": {"dynasty": mulligan(S_DYNASTY_MULLIGANED),
                     "conflict": mulligan(S_CONFLICT_MULLIGANED)},
        "first_player_share": _share(sum(1 for s in setups if s[S_FIRST_PLAYER]), n),
        "note": OPENING_NOTE,
    }


KEY_CARDS_NOTE = ("the round a copy was first in play at the end of a round (an event counts when first "
                  "seen); round = over the games where it was, never = share of games that ended first "
                  "(shares are of all games)")


def key_cards(records: list, table: Any, keys: tuple[int, ...], rule: str) -> dict[str, Any]:
    """When each key card is first in play at the end of a round: cumulative shares by round."""
    return key_card_section(table, keys, len(records), lambda t: [hl.key_round(r, table, t) for r in records],
                            "round", range(1, SEEN_ROUNDS + 1), rule, KEY_CARDS_NOTE,
                            lambda t, got: {"deck": table.title_side[t]})


def _dynasty_seen(rows: tuple, k: int) -> int:
    """Dynasty cards turned face up by the end of round ``k`` (>= 1), as the engine counts them."""
    return rows[k - 1][R_DYNASTY_REVEALED]


def _conflict_drawn(rows: tuple, k: int) -> int:
    return OPENING_HAND if k == 0 else rows[k - 1][R_DRAWN]


def _deck_cards(records: list, table: Any, cards: tuple[int, ...], drawn_by, first: int) -> dict:
    size = len(cards)
    titles = sorted({table.title[i] for i in cards})
    rounds = []                     # (round, seen tuples, Counter of cards drawn, mean drawn)
    for k in range(first, SEEN_ROUNDS + 1):
        playing = [r for r in records if k == 0 or len(r[ROWS]) >= k]
        if playing:
            drawn = [drawn_by(r[ROWS], k) for r in playing]
            rounds.append((k, [r[SEEN] for r in playing], Counter(drawn), stats.mean(drawn)))
    out = []
    for t in titles:
        copies = table.title_copies[t]
        by_round = []
        for k, seens, drawn_counts, mean_drawn in rounds:
            n = len(seens)
            seen = sum(1 for s in seens if s and 0 <= s[t] <= k)
            exact = sum(stats.at_least_one(size, copies, d) * c for d, c in drawn_counts.items())
            by_round.append(stats.sampled({"round": k, "games": n, "seen": _share(seen, n),
                                           "hypergeometric": round(exact / n, 4),
                                           "cards_drawn": mean_drawn}, n))
        out.append({"name": table.title_names[t], "copies": copies, "by_round": by_round})
    return {"deck_size": size, "titles": out}


CARDS_NOTE = ("seen by round N: a conflict card drawn into hand (N = 0: the opening hand); a "
              "dynasty card face up in a province (or in hand) by the end of round N (from round 1: "
              "the provinces turn face up then). hypergeometric = exact chance of at least one copy "
              "among the cards the game had taken from that deck by then (cards_drawn; conflict: 4 "
              "in setup, then the engine's count of cards drawn; dynasty: the cards taken from the "
              "dynasty deck that are no longer face down), averaged over games. The mulligans move "
              "seen away from the exact value both ways: a second look at up to 4 cards raises it, "
              "cards the pilot sends back (expensive ones) never show; round N counts only the "
              "games still running at its end, so late rounds (few games, the slow ones) drift.")


def cards(records: list, table: Any) -> dict[str, Any]:
    """"Seen by round N" per title of the dynasty and the conflict deck, next to the exact
    hypergeometric chance of at least one copy among the cards each game had taken from
    that deck by then."""
    return {
        "dynasty": _deck_cards(records, table, table.dynasty_cards, _dynasty_seen, 1),
        "conflict": _deck_cards(records, table, table.conflict_cards, _conflict_drawn, 0),
        "note": CARDS_NOTE,
    }


__all__ = ["ROUNDS_NOTE", "ROUND_FIELDS", "SEEN_ROUNDS", "cards", "key_cards", "opening", "rounds"]
