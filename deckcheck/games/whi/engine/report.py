"""The WHI Monte-Carlo report: the games' records (history.py) summed up for people.

Every number comes with the pilot and its assumptions, the passive opponent, and the
deck's coverage: which cards the engine plays (modeled), which do nothing against a
passive opponent (inert) and which it leaves out (missing, and whether that would help or
hurt the deck: the way the numbers lean). The headline (headline.py) holds the few numbers
a player compares, each with a sentence; ``compare`` pairs two decks on the same seeds.
The period is the player's turn (turn 1 = its first turn).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from deckcheck.games.whi.engine import headline as hl
from deckcheck.games.whi.engine import opponent
from deckcheck.games.whi.engine.cards import KIND_NAMES, LEGEND, QUEST_CARD, SUPPORT, TACTIC, UNIT
from deckcheck.games.whi.engine.history import (
    ENDED,
    OUTCOME,
    REASON,
    ROWS,
    SEEN,
    T_BURNED,
    T_CARDS_PLAYED,
    T_DAMAGE_DEALT,
    T_DAMAGE_TOTAL,
    T_DECK_LEFT,
    T_DEVELOPMENTS,
    T_DRAWN,
    T_HAND,
    T_POWER_BATTLEFIELD,
    T_POWER_KINGDOM,
    T_POWER_QUEST,
    T_RESOURCES_GAINED,
    T_RESOURCES_SPENT,
    T_UNITS,
)
from deckcheck.games.whi.engine.opening import opening
from deckcheck.games.whi.engine.setup import HAND_SIZE as OPENING_HAND

from deckcheck.goldfish.headlines import share
from deckcheck.goldfish import stats
from deckcheck.goldfish.abilities import coverage as cov
from deckcheck.goldfish.report import ReportFrame, key_card_section
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN
from deckcheck.games.whi.engine.events import GAME_BEGINS

ENGINE_VERSION = "whi-goldfish-2"   # 2: the first player by the seed, attachments, moves
SEEN_TURNS = 6           # "seen by turn N" and key cards "in play by turn N" for N <= 6


def coverage(table: Any) -> dict[str, Any]:
    """Every card of the deck as modeled, inert against a passive opponent (with the
    reason) or missing (each missing part with its lean), the shares of copies, and which
    way the numbers lean (deckcheck.goldfish.abilities.coverage). A card without a record
    and without text the engine would have to play counts as modeled (played as printed)."""
    rows = []
    for t, i in hl.first_instances(table).items():
        record = table.records[i]
        vanilla = record is None and table.status[i] != cov.MISSING
        rows.append((table.ids[i], table.names[i], KIND_NAMES[table.kind[i]], table.title_copies[t],
                     record, vanilla, table.text[i]))
    split = cov.split(rows)
    counts = split["copies"]
    return {
        "cards_total": split["total"],
        **cov.report_fields(split),
        "note": f"{counts[cov.MISSING]} cards in this deck have abilities the engine does not "
                f"model (played as if they had none); all numbers below leave those abilities "
                f"out. {counts[cov.INERT]} more do nothing against a passive opponent, "
                f"{counts[cov.MODELED]} are played as printed.",
        "titles": split["cards"],
        "loyalty_unknown": _loyalty_unknown(table),
    }


def _loyalty_unknown(table: Any) -> dict[str, Any]:
    """Race cards whose loyalty the card data lacks: the engine reads loyalty 0, so they
    never pay the loyalty tax and the numbers lean high for them."""
    flags = table.loyalty_unknown or (False,) * table.size
    first = hl.first_instances(table)
    titles = [table.title_names[t] for t, i in first.items() if flags[i]]
    copies = sum(1 for f in flags if f)
    return {"copies": copies, "titles": titles,
            "note": (f"{copies} race cards have no loyalty in the card data ({', '.join(titles)}); "
                     f"the engine reads loyalty 0, so they never pay the loyalty tax and the "
                     f"numbers lean high for them.") if copies else
            "Every race card of the deck has its loyalty in the card data."}


def opponent_json(table: Any) -> dict[str, Any]:
    """The passive opponent the games were played against: the runner starts every game
    against opponent.py's default capital."""
    return opponent.OPPONENTS[opponent.DEFAULT].to_json()


def summarize(records: list, table: Any, pilot: Any, seed: int, max_rounds: int,
              key_cards: list[str] | tuple[str, ...] | None = None) -> dict[str, Any]:
    """The report of ``records`` (game order). ``key_cards``: codes or names of the deck's
    key cards (None = headline.KEY_CARD_RULE); UNKNOWN_KEY_CARD for one the deck lacks."""
    start, keys, key_rule = FRAME.start(records, table, pilot, seed, max_rounds, key_cards, opponent_json(table))
    return {
        **start,
        "outcomes": outcomes(records),
        "win_turn": win_turn(records, table),
        "turns": turns(records),
        "turns_note": TURNS_NOTE,
        "opening": opening(records),
        "key_cards": _key_cards(records, table, keys, key_rule),
        "cards": _cards(records, table),
    }



def deck_facts(table: Any) -> dict[str, Any]:
    kinds = Counter(table.kind)
    return {"race": table.race, "cards": table.size,
            **{name: kinds.get(k, 0) for k, name in ((UNIT, "units"), (SUPPORT, "supports"),
                                                    (TACTIC, "tactics"), (QUEST_CARD, "quests"),
                                                    (LEGEND, "legends"))}}


REASONS = {"zones_burned": "2 of the opponent's capital zones burned",
           "decked": "the deck ran out of cards",
           "timeout": "the turn cap came first"}


def outcomes(records: list) -> dict[str, Any]:
    """Per outcome: games and share, and the reasons (the engine's codes) it came from."""
    n = len(records)
    counts = Counter(r[OUTCOME] for r in records)
    reasons = Counter((r[OUTCOME], r[REASON]) for r in records)
    out: dict[str, Any] = {}
    for k in (WIN, ELIMINATED, TIMEOUT):
        out[k] = {"games": counts.get(k, 0), "share": share(counts.get(k, 0), n),
                  "reasons": {why: {"games": c, "share": share(c, n),
                                    "text": REASONS.get(why, why)}
                              for (o, why), c in sorted(reasons.items()) if o == k}}
    return out


WIN_NOTE = ("the player's turn (1 = its first) in which the last zone it needed burned, over the "
            "games it won; shares and cumulative shares are of all games")


def win_turn(records: list, table: Any) -> dict[str, Any]:
    n = len(records)
    wins = [r[ENDED] for r in records if r[OUTCOME] == WIN]
    counts = Counter(r[OUTCOME] for r in records)
    return {
        "target": hl.win_target(table),
        "distribution": [{"turn": d["value"], "games": d["games"], "share": d["share"],
                          "cumulative": d["cumulative"]} for d in stats.distribution(wins, n)],
        **stats.summary(wins),
        "timeout_share": share(counts.get(TIMEOUT, 0), n),
        "eliminated_share": share(counts.get(ELIMINATED, 0), n),
        "note": WIN_NOTE,
    }


def _mean(rows: list[tuple], field: int) -> float | None:
    return stats.mean([row[field] for row in rows])


def turns(records: list) -> list[dict[str, Any]]:
    """One entry per turn: means over the games still playing it, and where a finished game
    keeps its last value (damage, zones burned) means over all games."""
    n = len(records)
    last = max((len(r[ROWS]) for r in records), default=0)
    out = []
    for k in range(last):
        rows = [r[ROWS][k] for r in records if len(r[ROWS]) > k]
        carried = [r[ROWS][min(k, len(r[ROWS]) - 1)] for r in records if r[ROWS]]
        won = sum(1 for r in records if r[OUTCOME] == WIN and r[ENDED] <= k + 1)
        out.append(stats.sampled({
            "turn": k + 1,
            "games_playing": len(rows),
            "won_by_now": share(won, n),
            "damage_dealt": _mean(rows, T_DAMAGE_DEALT),
            "damage_total": _mean(rows, T_DAMAGE_TOTAL),
            "damage_total_all_games": _mean(carried, T_DAMAGE_TOTAL),
            "zones_burned": _mean(rows, T_BURNED),
            "zones_burned_all_games": _mean(carried, T_BURNED),
            "resources_gained": _mean(rows, T_RESOURCES_GAINED),
            "resources_spent": _mean(rows, T_RESOURCES_SPENT),
            "cards_drawn": _mean(rows, T_DRAWN),
            "hand": _mean(rows, T_HAND),
            "units": _mean(rows, T_UNITS),
            "power": {"kingdom": _mean(rows, T_POWER_KINGDOM), "quest": _mean(rows, T_POWER_QUEST),
                      "battlefield": _mean(rows, T_POWER_BATTLEFIELD)},
            "developments": _mean(rows, T_DEVELOPMENTS),
            "cards_played": _mean(rows, T_CARDS_PLAYED),
            "deck_left": _mean(rows, T_DECK_LEFT),
        }, len(rows)))
    return out


TURNS_NOTE = ("per turn of the player, means over the games still playing it (games_playing); "
              "*_all_games: a finished game keeps its last value (damage stays on burned zones); "
              "power = each zone's power at the end of the turn: its printed power (kingdom 3, "
              "quest 1, battlefield 0) plus its cards' power icons; the next turn's kingdom "
              "power is its resources, its quest power the cards it draws")


KEY_CARDS_NOTE = ("the turn a copy was first in play at the end of a turn (a tactic: the first turn it "
                  "could be played, i.e. drawn; the opening hand counts as turn 1); turn = over the "
                  "games where it was, never = share of games that ended first")


def _key_cards(records: list, table: Any, keys: tuple[int, ...], rule: str) -> dict[str, Any]:
    """When each key card is first in play: cumulative shares by turn."""
    first = hl.first_instances(table)
    return key_card_section(table, keys, len(records), lambda t: [hl.key_turn(r, table, t, first) for r in records],
                            "turn", range(1, SEEN_TURNS + 1), rule, KEY_CARDS_NOTE,
                            lambda t, got: {"type": KIND_NAMES[table.kind[first[t]]]})


def drawn_by(record: tuple, turn: int) -> int:
    """Cards drawn by the end of ``turn`` (0 = the opening hand; the hand given back at a
    mulligan is not counted: the engine forgets what it saw)."""
    return OPENING_HAND + sum(row[T_DRAWN] for row in record[ROWS][:turn])


def starts_in_play(table: Any) -> set[int]:
    """Titles whose record puts the card into play at setup (a GAME_BEGINS trigger: "Start
    the game with this card in play"): seen at turn 0 in every game, not drawn."""
    return {table.title[c] for c in range(table.size)
            if any(getattr(ab, "on", "") == GAME_BEGINS for ab in table.abilities[c])}


def _cards(records: list, table: Any) -> dict[str, Any]:
    deck_size = table.size
    per_turn: list[list[tuple]] = []          # turn -> [(seen tuple, cards drawn)]
    for k in range(SEEN_TURNS + 1):
        per_turn.append([(r[SEEN], drawn_by(r, k)) for r in records
                         if r[SEEN] and (k == 0 or len(r[ROWS]) >= k)])
    starts = starts_in_play(table)
    titles = []
    for t, name in enumerate(table.title_names):
        copies = table.title_copies[t]
        by_turn = []
        for k, entries in enumerate(per_turn):
            if not entries:
                continue
            seen = sum(1 for s, _ in entries if 0 <= s[t] <= k)
            drawn = Counter(d for _, d in entries)
            exact = len(entries) if t in starts else sum(
                stats.at_least_one(deck_size, copies, d) * c for d, c in drawn.items())
            by_turn.append(stats.sampled({"turn": k, "games": len(entries), "seen": share(seen, len(entries)),
                                          "hypergeometric": round(exact / len(entries), 4)}, len(entries)))
        titles.append({"name": name, "copies": copies, "by_turn": by_turn})
    return {
        "deck": deck_size,
        "opening_hand": OPENING_HAND,
        "note": f"seen = drawn (or searched out of the deck) at least once by the end of turn N "
                f"(turn 0 = the opening hand); "
                f"hypergeometric = exact chance of at least one copy among the cards each game "
                f"had drawn by then ({OPENING_HAND} + the cards drawn in turns 1-N, out of the "
                f"{deck_size}-card deck), averaged over games; a hand given back at the mulligan "
                f"counts as not seen, and the pilot's keep rule favours hands with units, so "
                f"units can be seen a little more often than the exact value; a card searched out of "
                f"the deck counts as seen too, and a card that starts the game in play is seen "
                f"at turn 0 for certain. Turn N counts only "
                f"the games still running at its end, so late turns (the slow games) drift "
                f"away from the exact value.",
        "titles": titles,
    }


__all__ = ["ENGINE_VERSION", "OPENING_HAND", "TURNS_NOTE", "compare", "coverage", "deck_facts",
           "drawn_by", "outcomes", "summarize", "turns", "win_turn"]


FRAME = ReportFrame(game="whi", engine=ENGINE_VERSION, hl=hl, coverage=coverage, deck=deck_facts,
                    opponent=opponent_json, period="turn")
compare = FRAME.compare
