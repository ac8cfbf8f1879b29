"""The numbers a player compares between two WHI decks, per game and as a headline.

A WHI goldfish game is won by burning 2 of the passive opponent's 3 capital zones (3 once
a legend of the deck that says so is on the capital). The
turn of the win is the number a player asks for first; the headline adds numbers that
separate decks before that:

- the mean turn of the win and the share of games won by turn WIN_MARK;
- the turn the first zone burns;
- damage on the opponent's capital by the end of turns DAMAGE_TURNS (how fast the deck
  gets going, also in the games it wins late);
- resources gained and cards drawn per turn over turns 1-ECONOMY_TURNS (the engine of
  the deck: kingdom and quest power, card abilities);
- key-card timing: the first turn a key card is in play (a tactic: the first turn it
  could be played from hand).

Every number is a value per game (``per_game``), so the same definitions give the
report's headline (means) and the paired comparison of two decks on the same seeds
(``compare``). A "turn" number for a game that ended before it got there counts as the
turn after its last one (a lower bound); the headline says how many games got there.
The record layout is history.py's.
"""
from __future__ import annotations

import re

from collections.abc import Iterable, Sequence
from functools import partial
from typing import Any

from deckcheck.games.whi.engine.cards import LEGEND, TACTIC, UNIT
from deckcheck.games.whi.engine.history import (
    BURNED,
    ENDED,
    IN_PLAY,
    OUTCOME,
    ROWS,
    SEEN,
    T_DAMAGE_TOTAL,
    T_DRAWN,
    T_RESOURCES_GAINED,
)
from deckcheck.goldfish import headlines, stats
from deckcheck.goldfish.headlines import Metric, num
from deckcheck.goldfish.state import WIN

WIN_MARK = 6
DAMAGE_TURNS = (3, 5)
ECONOMY_TURNS = 5
DEFAULT_KEY_TITLES = 3
WIN_TARGET = "burn 2 of the opponent's 3 capital zones"
KEY_CARD_RULE = (f"default key cards: the deck's Heroes and legends; a deck without one takes "
                 f"its {DEFAULT_KEY_TITLES} most expensive units (ties: more copies, then name)")
HEADLINE_NOTE = ("Means over all games. The opponent is passive (no units, no defenders), so every attack "
                 "hits its capital; the turn of the win measures how fast the deck builds its battlefield, "
                 "the damage and economy numbers separate decks before that. Compare decks with `goldfish "
                 "A --compare B` (same seeds, paired differences).")


def metrics() -> tuple[Metric, ...]:
    out = [Metric("win_turn", "turn of the win", "turns", "lower", True),
           Metric(f"won_by_turn_{WIN_MARK}", f"games won by turn {WIN_MARK}", "share", "higher"),
           Metric("first_burn_turn", "turn the first capital zone burns", "turns", "lower", True)]
    out += [Metric(f"damage_turn_{n}", f"damage on the opponent's capital by the end of turn {n}",
                   "damage", "higher") for n in DAMAGE_TURNS]
    out += [Metric("resources_per_turn", f"resources gained per turn (turns 1-{ECONOMY_TURNS})",
                   "resources", "higher"),
            Metric("cards_per_turn", f"cards drawn per turn (turns 1-{ECONOMY_TURNS})", "cards",
                   "higher"),
            Metric("key_card_turn", "first turn with a key card in play", "turns", "lower", True)]
    return tuple(out)


METRICS = metrics()
METRIC_NAMES = tuple(m.name for m in METRICS)


# -- key cards ---------------------------------------------------------------------------------
def key_titles(table: Any, key_cards: Sequence[str] | None = None,
               required: bool = True) -> tuple[tuple[int, ...], str]:
    """The key cards (headlines.key_titles; by default KEY_CARD_RULE)."""
    return headlines.key_titles(table, key_cards, required, _default_keys, KEY_CARD_RULE)


def win_target(table: Any) -> str:
    """What winning takes: 2 zones, or 3 once a legend of the deck that says so is in play."""
    first = first_instances(table)
    three = table.burn_three or (False,) * table.size
    names = [table.title_names[t] for t, i in first.items() if three[i]]
    return PHRASES.say("win_target.three", names=PHRASES.say("or").join(names)) if names else WIN_TARGET


def first_instances(table: Any) -> dict[int, int]:
    """title -> its first card instance."""
    first: dict[int, int] = {}
    for i in range(table.size):
        first.setdefault(table.title[i], i)
    return first


def _default_keys(table: Any) -> tuple[int, ...]:
    first = first_instances(table)
    big = [t for t, i in first.items()
           if table.kind[i] == LEGEND or (table.kind[i] == UNIT and table.hero[i])]
    units = [t for t, i in first.items() if table.kind[i] == UNIT] or list(first)
    return headlines.default_titles(table, first, big, units, DEFAULT_KEY_TITLES)


def key_turn(record: tuple, table: Any, t: int, first: dict[int, int] | None = None) -> int:
    """The turn key title ``t`` was first in play in one game; a tactic counts from the
    first turn it could be played (drawn in the opening hand = turn 1); -1 = never."""
    i = (first or first_instances(table))[t]
    if table.kind[i] == TACTIC:
        seen = record[SEEN][t] if record[SEEN] else -1
        return max(1, seen) if seen >= 0 else -1
    return record[IN_PLAY][t] if record[IN_PLAY] else -1


# -- values per game ---------------------------------------------------------------------------
def after_last(record: tuple) -> int:
    """The turn after the game's last one (what a turn never reached counts as)."""
    return record[ENDED] + 1 if record[ENDED] >= 0 else len(record[ROWS]) + 1


def damage_by(rows: Sequence[tuple], turn: int) -> int:
    """Damage on the opponent's capital at the end of ``turn`` (a game that ended before
    keeps its last total)."""
    if not rows:
        return 0
    return rows[min(turn, len(rows)) - 1][T_DAMAGE_TOTAL]


def per_game(records: Sequence[tuple], table: Any, keys: Iterable[int]) -> dict[str, list]:
    """Every METRICS value of every game, in game order; "turn" values a game never
    reached count as the turn after its last (``reached`` below tells which)."""
    keys = tuple(keys)
    first = first_instances(table)
    out: dict[str, list] = {m.name: [] for m in METRICS}
    for r in records:
        rows = r[ROWS]
        after = after_last(r)
        won = r[OUTCOME] == WIN
        out["win_turn"].append(r[ENDED] if won else after)
        out[f"won_by_turn_{WIN_MARK}"].append(int(won and r[ENDED] <= WIN_MARK))
        burned = r[BURNED]
        out["first_burn_turn"].append(burned[0][1] if burned else after)
        for n in DAMAGE_TURNS:
            out[f"damage_turn_{n}"].append(damage_by(rows, n))
        early = rows[:ECONOMY_TURNS]
        out["resources_per_turn"].append(stats.mean([row[T_RESOURCES_GAINED] for row in early])
                                         or 0.0)
        out["cards_per_turn"].append(stats.mean([row[T_DRAWN] for row in early]) or 0.0)
        turns = [x for x in (key_turn(r, table, t, first) for t in keys) if x >= 0]
        out["key_card_turn"].append(min(turns) if turns else after)
    return out


def reached(records: Sequence[tuple], values: dict[str, list]) -> dict[str, int]:
    """How many games got to each censored "turn" value before they ended."""
    return headlines.reached(METRICS, records, values, after_last)


# -- the headline --------------------------------------------------------------------------------
PHRASES = headlines.Phrasebook("whi", {
    "tail.all": " (every game got there)",
    "tail.some": "; {share} of the games got there before they ended, the others count as the turn "
                 "after their last",
    "win_target": WIN_TARGET,
    "win_target.three": WIN_TARGET + " (3 once {names} is on the capital)",
    "or": " or ",
    "win_turn": "The deck wins ({target}) in turn {v} on average{tail}.",
    "won_by_turn": "{share} of the games are won by turn {turn}.",
    "first_burn_turn": "The first capital zone burns in turn {v} on average{tail}.",
    "damage_turn": "By the end of turn {turn} the opponent's capital holds {v} damage on average.",
    "resources_per_turn": "The deck gains {v} resources per turn in turns 1-{turns} on average.",
    "cards_per_turn": "The deck draws {v} cards per turn in turns 1-{turns} on average.",
    "key_card_turn": "A key card ({named}) is first in play in turn {v} on average{tail}.",
    "none": "none",
    # a paired comparison: one clear difference
    "compare.turns": "{b} {what} {amount} turns {way} than {a}{ci}",
    "compare.earlier": "earlier",
    "compare.later": "later",
    "compare.what.win_turn": "wins",
    "compare.what.first_burn_turn": "burns its first zone",
    "compare.what.key_card_turn": "has a key card in play",
    "compare.share": "{b} wins by turn {turn} in {amount} percentage points {way} of the games than {a}{ci}",
    "compare.more": "more",
    "compare.fewer": "fewer",
    "compare.damage.more": "{b} has {amount} more damage on the opponent's capital by the end of turn {turn} than "
                           "{a}{ci}",
    "compare.damage.less": "{b} has {amount} less damage on the opponent's capital by the end of turn {turn} than "
                           "{a}{ci}",
    "compare.resources.more": "{b} gains {amount} more resources per turn in turns 1-{turns} than {a}{ci}",
    "compare.resources.less": "{b} gains {amount} fewer resources per turn in turns 1-{turns} than {a}{ci}",
    "compare.cards.more": "{b} draws {amount} more cards per turn in turns 1-{turns} than {a}{ci}",
    "compare.cards.less": "{b} draws {amount} fewer cards per turn in turns 1-{turns} than {a}{ci}",
})
THREE_ZONES = re.compile(r" \(3 once (.+) is on the capital\)$")


def target_in(target: str, lang: str = "en") -> str:
    """What winning takes (``win_target``'s words) in ``lang``."""
    three = THREE_ZONES.search(target)
    if three is None:
        return PHRASES.say("win_target", lang)
    names = three.group(1).split(" or ")
    return PHRASES.say("win_target.three", lang, names=PHRASES.say("or", lang).join(names))


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}".rstrip("0").rstrip(".")


def _sentence(m: Metric, mean: float | None, got: float | None, keys: list[str],
              target: str = WIN_TARGET, lang: str = "en") -> str:
    say = partial(PHRASES.say, lang=lang)
    tail = PHRASES.tail(got, lang, "{:.0%}".format)
    v = _fmt(mean)
    if m.name == "win_turn":
        return say("win_turn", target=target, v=v, tail=tail)
    if m.name.startswith("won_by_turn_"):
        return say("won_by_turn", share=f"{mean:.0%}" if mean is not None else "-", turn=WIN_MARK)
    if m.name == "first_burn_turn":
        return say("first_burn_turn", v=v, tail=tail)
    if m.name.startswith("damage_turn_"):
        return say("damage_turn", turn=m.name.rsplit("_", 1)[1], v=v)
    if m.name in ("resources_per_turn", "cards_per_turn"):
        return say(m.name, v=v, turns=ECONOMY_TURNS)
    return say("key_card_turn", named=", ".join(keys) if keys else say("none"), v=v, tail=tail)


HEADLINE = headlines.Headline(
    METRICS, per_game, reached, _sentence,
    notes={"note": HEADLINE_NOTE},
    own=win_target,
    own_again=lambda report, lang: target_in(str((report.get("win_turn") or {}).get("target") or WIN_TARGET),
                                             lang))
headline = HEADLINE.of
headline_sentences = HEADLINE.sentences


# -- paired comparison -------------------------------------------------------------------------
def _negligible(m: Metric, mean: float) -> bool:
    """A difference that reads as 0 at one decimal (of percentage points for a share)."""
    return num(abs(mean) * (100 if m.unit == "share" else 1), 1) == "0"


COMPARISON = headlines.Comparison(
    METRICS, PHRASES,
    fields=lambda m: {"turn": WIN_MARK if m.unit == "share" else m.name.rsplit("_", 1)[1], "turns": ECONOMY_TURNS},
    negligible=_negligible)
compare = COMPARISON.compare
compare_sentence = COMPARISON.sentence


__all__ = ["DAMAGE_TURNS", "ECONOMY_TURNS", "KEY_CARD_RULE", "METRICS", "METRIC_NAMES", "Metric", "PHRASES",
           "headline_sentences", "target_in",
           "WIN_MARK", "WIN_TARGET", "compare", "compare_sentence", "damage_by", "headline", "key_titles",
           "key_turn", "per_game", "reached"]
