"""The numbers a player compares between two L5R decks, per game and as a headline.

Against the passive opponent (no defenders, no cards) every conflict with a skill total at
least the province's strength breaks a province, so what separates decks is how soon the
board gets there and how the fate is used:

- the round the opponent's stronghold breaks, the round of the win (any way: the
  stronghold, 25 honor, the opponent at 0 honor) and the share of games won by round 5;
- provinces broken by the end of round 3 (the stronghold counts as one);
- fate spent in rounds 1-3 against what the stronghold gives in those rounds;
- military + political skill on the board at the end of rounds 2 and 3;
- conflicts won in rounds 1-3;
- the opening: characters in the round-1 provinces the round-1 fate could buy;
- key-card timing: the first round a key card is in play at the end of a round.

Every number is a value per game (``per_game``), so the same definitions give the report's
headline (means) and the paired comparison of two decks on the same seeds (``compare``).
A "round" number for a game that ended before it got there counts as the round after its
last one (a lower bound); the headline says how many games got there. Records are read
through the names of history.py only.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import partial
from typing import Any

from deckcheck.games.l5r.engine.cards import CHARACTER, EVENT
from deckcheck.games.l5r.engine.history import (
    BROKEN,
    ENDED,
    IN_PLAY,
    OUTCOME,
    R_CONFLICTS_WON,
    R_FATE_SPENT,
    R_MILITARY,
    R_POLITICAL,
    REASON,
    ROWS,
    S_AFFORDABLE,
    SEEN,
    SETUP,
)
from deckcheck.goldfish import headlines
from deckcheck.goldfish.headlines import Metric, num
from deckcheck.goldfish.state import WIN

STRONGHOLD_REASONS = ("stronghold", "stronghold_broken")   # state.reason of a stronghold win
EARLY_ROUND = 5             # "won by round 5"
FATE_ROUNDS = 3             # fate spent in rounds 1-3 against the stronghold's fate
PROVINCE_ROUND = 3          # provinces broken by the end of round 3
SKILL_ROUNDS = (2, 3)
DEFAULT_KEY_COST = 4
DEFAULT_KEY_TITLES = 3
KEY_CARD_RULE = (f"default key cards: the deck's unique characters (dynasty or conflict) of "
                 f"printed fate cost >= {DEFAULT_KEY_COST}; a deck without one takes its "
                 f"{DEFAULT_KEY_TITLES} most expensive dynasty or conflict titles (ties: more "
                 f"copies, then name)")
HEADLINE_NOTE = ("Means over all games. The opponent never defends, so a conflict breaks a province once "
                 "the attackers' skill reaches its strength; the round of the stronghold saturates once "
                 "the board is big enough, the other numbers separate decks. Compare decks with `goldfish "
                 "A --compare B` (same seeds, paired differences).")


def metrics() -> tuple[Metric, ...]:
    out = [
        Metric("round_stronghold", "round the opponent's stronghold breaks", "rounds", "lower",
               True),
        Metric("round_win", "round the deck wins (any way)", "rounds", "lower", True),
        Metric(f"won_by_round_{EARLY_ROUND}", f"games won by round {EARLY_ROUND}", "share",
               "higher"),
        Metric(f"provinces_round_{PROVINCE_ROUND}", f"provinces broken by the end of round "
               f"{PROVINCE_ROUND}", "provinces", "higher"),
        Metric("fate_spent_vs_stronghold", f"fate spent in rounds 1-{FATE_ROUNDS} against the "
               "stronghold's fate", "ratio", "higher"),
    ]
    out += [Metric(f"skill_round_{k}", f"military + political skill on the board at the end of "
                   f"round {k}", "skill", "higher") for k in SKILL_ROUNDS]
    out += [
        Metric(f"conflicts_won_1_{FATE_ROUNDS}", f"conflicts won in rounds 1-{FATE_ROUNDS}",
               "conflicts", "higher"),
        Metric("opening_affordable", "characters in the round-1 provinces the round-1 fate "
               "could buy", "characters", "higher"),
        Metric("round_key_card", "first round with a key card in play", "rounds", "lower", True),
    ]
    return tuple(out)


METRICS = metrics()
METRIC_NAMES = tuple(m.name for m in METRICS)


# -- key cards ---------------------------------------------------------------------------------
def _first_instances(table: Any) -> dict[int, int]:
    """Title -> its first instance, over the dynasty and conflict decks."""
    first: dict[int, int] = {}
    for i in (*table.dynasty_cards, *table.conflict_cards):
        first.setdefault(table.title[i], i)
    return first


def key_titles(table: Any, key_cards: Sequence[str] | None = None,
               required: bool = True) -> tuple[tuple[int, ...], str]:
    """The key cards (headlines.key_titles; by default KEY_CARD_RULE). Provinces, the
    stronghold and the role may be named too."""
    return headlines.key_titles(table, key_cards, required, _default_keys, KEY_CARD_RULE)


def _default_keys(table: Any) -> tuple[int, ...]:
    first = _first_instances(table)
    big = [t for t, i in first.items() if table.type[i] == CHARACTER and table.unique[i]
           and table.cost[i] >= DEFAULT_KEY_COST]
    return headlines.default_titles(table, first, big, list(first), DEFAULT_KEY_TITLES)


def key_round(record: tuple, table: Any, t: int) -> int:
    """The round key title ``t`` was first in play at the end of a round in one game (an
    event counts when first seen: the engine never keeps one in play), -1 = never."""
    i = table.title.index(t)
    if table.type[i] == EVENT:
        seen = record[SEEN]
        return seen[t] if seen else -1
    in_play = record[IN_PLAY]
    return in_play[t] if in_play else -1


# -- values per game ---------------------------------------------------------------------------
def stronghold_broken(record: tuple) -> bool:
    """The game ended because the deck broke the opponent's stronghold province."""
    return record[OUTCOME] == WIN and record[REASON] in STRONGHOLD_REASONS


def last_round(record: tuple) -> int:
    """The last round the game played (the round it ended in, else its last row)."""
    return record[ENDED] if record[ENDED] >= 1 else len(record[ROWS])


def broken_by(record: tuple, k: int) -> int:
    """Provinces (the stronghold counts as one) broken by the end of round ``k``."""
    return sum(1 for r in record[BROKEN] if r <= k)


def carried(rows: Sequence[tuple], k: int) -> tuple | None:
    """The row of round ``k`` (1-based), or the last row when the game ended before it."""
    if not rows:
        return None
    return rows[min(k, len(rows)) - 1]


def per_game(records: Sequence[tuple], table: Any, keys: Iterable[int]) -> dict[str, list]:
    """Every METRICS value of every game, in game order; "round" values a game never
    reached count as the round after its last (``reached`` below tells which)."""
    keys = tuple(keys)
    fate = max(table.stronghold_fate, 1)
    out: dict[str, list] = {m.name: [] for m in METRICS}
    for r in records:
        rows = r[ROWS]
        after = last_round(r) + 1
        out["round_stronghold"].append(r[ENDED] if stronghold_broken(r) else after)
        out["round_win"].append(r[ENDED] if r[OUTCOME] == WIN else after)
        out[f"won_by_round_{EARLY_ROUND}"].append(
            int(r[OUTCOME] == WIN and 1 <= r[ENDED] <= EARLY_ROUND))
        out[f"provinces_round_{PROVINCE_ROUND}"].append(broken_by(r, PROVINCE_ROUND))
        first = rows[:FATE_ROUNDS]
        out["fate_spent_vs_stronghold"].append(
            round(sum(row[R_FATE_SPENT] for row in first) / (fate * len(first)), 4) if first else 0.0)
        for k in SKILL_ROUNDS:
            row = carried(rows, k)
            out[f"skill_round_{k}"].append(row[R_MILITARY] + row[R_POLITICAL] if row else 0)
        out[f"conflicts_won_1_{FATE_ROUNDS}"].append(sum(row[R_CONFLICTS_WON] for row in first))
        setup = r[SETUP]
        out["opening_affordable"].append(setup[S_AFFORDABLE] if setup else 0)
        rounds = [x for x in (key_round(r, table, t) for t in keys) if x >= 0]
        out["round_key_card"].append(min(rounds) if rounds else after)
    return out


def reached(records: Sequence[tuple], values: dict[str, list]) -> dict[str, int]:
    """How many games got to each censored "round" value before they ended."""
    return headlines.reached(METRICS, records, values, lambda r: last_round(r) + 1)


# -- the headline --------------------------------------------------------------------------------
PHRASES = headlines.Phrasebook("l5r", {
    "tail.all": " (every game got there)",
    "tail.some": "; {share} of the games got there before they ended, the others count as the round "
                 "after their last",
    "round_stronghold": "The opponent's stronghold breaks in round {v} on average{tail}.",
    "round_win": "The deck wins (the stronghold, 25 honor or the opponent at 0 honor) in round {v} on "
                 "average{tail}.",
    "won_by_round": "{share} of the games are won by the end of round {round}.",
    "provinces_round": "By the end of round {round} the deck has broken {v} of the opponent's provinces "
                       "on average (the stronghold counts as one).",
    "fate_spent_vs_stronghold": "In rounds 1-{rounds} the deck spends {v} times the fate its stronghold "
                                "gives ({fate} a round); above 1, passing first, rings and cards add "
                                "fate, below 1 fate is left unspent.",
    "skill_round": "At the end of round {round} the deck's characters have {v} military + political "
                   "skill on average (games that ended earlier keep their last board).",
    "conflicts_won": "The deck wins {v} conflicts in rounds 1-{rounds} on average (at most 2 a round).",
    "opening_affordable": "The round-1 provinces show {v} characters the round-1 fate could buy on "
                          "average.",
    "round_key_card": "A key card ({named}) is first in play in round {v} on average{tail}.",
    "none": "none",
    # a paired comparison: one clear difference
    "compare.rounds": "{b} {what} {amount} rounds {way} than {a}{ci}",
    "compare.earlier": "earlier",
    "compare.later": "later",
    "compare.what.round_stronghold": "breaks the opponent's stronghold",
    "compare.what.round_win": "wins",
    "compare.what.round_key_card": "has a key card in play",
    "compare.ratio": "{b} spends {amount} percentage points of its stronghold's fate {way} than {a} in rounds "
                     "1-{rounds}{ci}",
    "compare.share": "{b} wins by round {round} in {amount} percentage points {way} of the games than {a}{ci}",
    "compare.more": "more",
    "compare.less": "less",
    "compare.fewer": "fewer",
    "compare.provinces.more": "{b} breaks {amount} more provinces by round {round} than {a}{ci}",
    "compare.provinces.less": "{b} breaks {amount} fewer provinces by round {round} than {a}{ci}",
    "compare.skill.more": "{b} has {amount} more skill on the board at the end of round {round} than {a}{ci}",
    "compare.skill.less": "{b} has {amount} less skill on the board at the end of round {round} than {a}{ci}",
    "compare.conflicts.more": "{b} wins {amount} more conflicts in rounds 1-{rounds} than {a}{ci}",
    "compare.conflicts.less": "{b} wins {amount} fewer conflicts in rounds 1-{rounds} than {a}{ci}",
    "compare.characters.more": "{b} shows {amount} more affordable characters in the round-1 provinces than {a}{ci}",
    "compare.characters.less": "{b} shows {amount} fewer affordable characters in the round-1 provinces than "
                               "{a}{ci}",
})


def _floor_pct(share: float) -> str:
    """A share below 1 as a percentage that never reads 100% (rounded down to 0.1)."""
    return f"{math.floor(share * 1000) / 10:g}%"


def _sentence(m: Metric, mean: float | None, got: float | None, keys: list[str],
              stronghold_fate: Any, lang: str = "en") -> str:
    say = partial(PHRASES.say, lang=lang)
    tail = PHRASES.tail(got, lang, _floor_pct)
    v = num(mean)
    number = m.name.rsplit("_", 1)[1]
    if m.name in ("round_stronghold", "round_win"):
        return say(m.name, v=v, tail=tail)
    if m.name.startswith("won_by_round_"):
        return say("won_by_round", share=f"{mean:.0%}" if mean is not None else "-", round=EARLY_ROUND)
    if m.name.startswith("provinces_round_"):
        return say("provinces_round", round=PROVINCE_ROUND, v=v)
    if m.name == "fate_spent_vs_stronghold":
        return say("fate_spent_vs_stronghold", rounds=FATE_ROUNDS, v=v, fate=stronghold_fate)
    if m.name.startswith("skill_round_"):
        return say("skill_round", round=number, v=v)
    if m.name.startswith("conflicts_won_"):
        return say("conflicts_won", v=v, rounds=FATE_ROUNDS)
    if m.name == "opening_affordable":
        return say("opening_affordable", v=v)
    return say("round_key_card", named=", ".join(keys) if keys else say("none"), v=v, tail=tail)


HEADLINE = headlines.Headline(
    METRICS, per_game, reached, _sentence,
    notes={"note": HEADLINE_NOTE},
    own=lambda table: table.stronghold_fate,
    own_again=lambda report, lang: (report.get("deck") or {}).get("stronghold_fate"))
headline = HEADLINE.of
headline_sentences = HEADLINE.sentences


# -- paired comparison -------------------------------------------------------------------------
COMPARISON = headlines.Comparison(
    METRICS, PHRASES,
    fields=lambda m: {"rounds": FATE_ROUNDS, "round": EARLY_ROUND if m.unit == "share" else
                      PROVINCE_ROUND if m.unit == "provinces" else m.name.rsplit("_", 1)[1]})
compare = COMPARISON.compare
compare_sentence = COMPARISON.sentence


__all__ = ["KEY_CARD_RULE", "METRICS", "METRIC_NAMES", "PHRASES", "Metric", "headline_sentences", "broken_by", "carried",
           "compare", "compare_sentence", "headline", "key_round", "key_titles", "last_round",
           "per_game", "reached", "stronghold_broken"]
