"""The numbers a player compares between two AGoT decks, per game and as a headline.

Against the passive opponent every deck wins its challenges, so the round of the win
saturates (about round 4 for any deck that has a character with each icon). The
headline adds numbers that still separate decks:

- power against the ceiling: power gained in rounds 1-3 divided by what an unopposed
  game without card abilities can give (CEILING_NOTE); card abilities can take a deck
  above 1;
- the round of 8 power and of 15 power (the win);
- board strength: the first round whose challenges phase begins with at least N STR
  behind every challenge type (STR of the standing characters with that icon; a
  character with two icons counts for both), N in STR_THRESHOLDS;
- setup quality by Lightbringer's criteria: gold used, characters, challenge icons
  covered, a key card placed;
- key-card timing: the first round a key card is in play (0 = placed in setup).

Every number is a value per game (``per_game``), so the same definitions give the
report's headline (means) and the paired comparison of two decks on the same seeds
(``compare``). A "round" number for a game that ended before it got there counts as the
round after its last one (a lower bound); the headline says how many games got there.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import partial
from typing import Any

from deckcheck.games.agot.engine.cards import CardTable
from deckcheck.games.agot.engine.effects import CHARACTER, EVENT
from deckcheck.goldfish import headlines
from deckcheck.goldfish.headlines import Metric
from deckcheck.goldfish.state import WIN

# record layout (report.record)
OUTCOME, ENDED, UNSCORED, SETUP, SETUP_TITLES, ROWS, SEEN, IN_PLAY = range(8)
# round row layout (phases.round_row)
(R_INCOME, R_SPENT, R_HAND, R_CHARS, R_POWER, R_DRAWN, R_HELD, R_WON, R_DOMINANCE, R_RENOWN,
 R_STR) = range(11)
# setup record layout (setup.reveal)
S_GOLD, S_CARDS, S_CHARS, S_ICONS = range(4)

CEILING_ROUNDS = 3
POWER_MARK = 8
STR_THRESHOLDS = (3, 5, 7)
DEFAULT_KEY_COST = 5
DEFAULT_KEY_TITLES = 3
CEILING_NOTE = ("the ceiling of a round is what an unopposed game without card abilities can "
                "give: 3 challenges won + dominance + 1 per participating Renown character; in "
                "the round the deck reaches 15 power it counts only up to the power gained")
KEY_CARD_RULE = (f"default key cards: the deck's unique characters of printed cost "
                 f">= {DEFAULT_KEY_COST}; a deck without one takes its {DEFAULT_KEY_TITLES} "
                 f"most expensive titles (ties: more copies, then name)")
HEADLINE_NOTE = ("Means over all games. The opponent is passive (every challenge is won unopposed), so the "
                 "round of the win saturates near round 4; the other numbers separate decks. Compare decks "
                 "with `goldfish A --compare B` (same seeds, paired differences).")
_BITS = (0, 1, 1, 2, 1, 2, 2, 3)


def metrics() -> tuple[Metric, ...]:
    out = [
        Metric("power_vs_ceiling", f"power gained in rounds 1-{CEILING_ROUNDS} against the "
               "ceiling", "ratio", "higher"),
        Metric(f"round_{POWER_MARK}_power", f"round reaching {POWER_MARK} power", "rounds",
               "lower", True),
        Metric("round_15_power", "round reaching 15 power (the win)", "rounds", "lower", True),
    ]
    out += [Metric(f"round_str_{n}", f"first round with {n} STR behind every challenge type",
                   "rounds", "lower", True) for n in STR_THRESHOLDS]
    out += [
        Metric("setup_gold", "gold used in setup", "gold", "higher"),
        Metric("setup_characters", "characters placed in setup", "characters", "higher"),
        Metric("setup_icons", "challenge icons covered by the setup", "icons", "higher"),
        Metric("setup_key_card", "games with a key card placed in setup", "share", "higher"),
        Metric("round_key_card", "first round with a key card in play (0 = setup)", "rounds",
               "lower", True),
    ]
    return tuple(out)


METRICS = metrics()
METRIC_NAMES = tuple(m.name for m in METRICS)


# -- key cards ---------------------------------------------------------------------------------
def key_titles(table: CardTable, key_cards: Sequence[str] | None = None,
               required: bool = True) -> tuple[tuple[int, ...], str]:
    """The key cards (headlines.key_titles; by default KEY_CARD_RULE)."""
    return headlines.key_titles(table, key_cards, required, _default_keys, KEY_CARD_RULE)


def _default_keys(table: CardTable) -> tuple[int, ...]:
    first: dict[Any, int] = {}
    for i in table.draw_cards:
        first.setdefault(table.title[i], i)
    big = [t for t, i in first.items() if table.kind[i] == CHARACTER and table.unique[i]
           and table.cost[i] >= DEFAULT_KEY_COST]
    return headlines.default_titles(table, first, big, list(first), DEFAULT_KEY_TITLES)


def key_round(record: tuple, table: CardTable, t: int) -> int:
    """The round key title ``t`` was first in play in one game (0 = placed in setup; an
    event counts when first drawn, the engine never keeps one in play), -1 = never."""
    if t in record[SETUP_TITLES]:
        return 0
    i = next(i for i in table.draw_cards if table.title[i] == t)
    if table.kind[i] == EVENT:
        return record[SEEN][t] if record[SEEN] else -1
    in_play = record[IN_PLAY]
    return in_play[t] if in_play else -1


# -- values per game ---------------------------------------------------------------------------
def gained(rows: Sequence[tuple]) -> list[int]:
    """Power gained in each round (power at its end minus at the end of the one before)."""
    out = []
    before = 0
    for row in rows:
        out.append(row[R_POWER] - before)
        before = row[R_POWER]
    return out


def ceilings(record: tuple) -> list[int]:
    """The ceiling of each round played (CEILING_NOTE)."""
    rows = record[ROWS]
    out = [3 + 1 + row[R_RENOWN] for row in rows]
    if record[OUTCOME] == WIN and out:
        out[-1] = min(out[-1], gained(rows)[-1])
    return out


def weakest(row: tuple) -> int:
    """STR behind the weakest challenge type at the start of the round's challenges
    phase (-1 when the phase did not begin)."""
    return min(row[R_STR], row[R_STR + 1], row[R_STR + 2])


def _first_round(rows: Sequence[tuple], hit, after: int) -> int:
    for k, row in enumerate(rows):
        if hit(row):
            return k + 1
    return after


def per_game(records: Sequence[tuple], table: CardTable, keys: Iterable[int]) -> dict[str, list]:
    """Every METRICS value of every game, in game order; "round" values a game never
    reached count as the round after its last (``reached`` below tells which)."""
    keys = tuple(keys)
    out: dict[str, list] = {m.name: [] for m in METRICS}
    for r in records:
        rows = r[ROWS]
        after = r[ENDED] + 1 if r[ENDED] >= 0 else len(rows) + 1
        first = rows[:CEILING_ROUNDS]
        ceiling = sum(ceilings(r)[:CEILING_ROUNDS])
        out["power_vs_ceiling"].append(round(sum(gained(first)) / ceiling, 4) if ceiling else 0.0)
        out[f"round_{POWER_MARK}_power"].append(
            _first_round(rows, lambda row: row[R_POWER] >= POWER_MARK, after))
        out["round_15_power"].append(r[ENDED] if r[OUTCOME] == WIN else after)
        for n in STR_THRESHOLDS:
            out[f"round_str_{n}"].append(_first_round(rows, lambda row, n=n: weakest(row) >= n, after))
        setup = r[SETUP] or (0, 0, 0, 0)
        out["setup_gold"].append(setup[S_GOLD])
        out["setup_characters"].append(setup[S_CHARS])
        out["setup_icons"].append(_BITS[setup[S_ICONS] & 7])
        out["setup_key_card"].append(int(any(t in r[SETUP_TITLES] for t in keys)))
        rounds = [x for x in (key_round(r, table, t) for t in keys) if x >= 0]
        out["round_key_card"].append(min(rounds) if rounds else after)
    return out


def reached(records: Sequence[tuple], values: dict[str, list]) -> dict[str, int]:
    """How many games got to each censored "round" value before they ended."""
    return headlines.reached(METRICS, records, values,
                             lambda r: (r[ENDED] if r[ENDED] >= 0 else len(r[ROWS])) + 1)


# -- the headline --------------------------------------------------------------------------------
PHRASES = headlines.Phrasebook("agot", {
    "tail.all": " (every game got there)",
    "tail.some": "; {share} of the games got there before they ended, the others count as the round "
                 "after their last",
    "power_vs_ceiling": "In rounds 1-{rounds} the deck gains {v} times the ceiling's power (3 challenges "
                        "+ dominance + Renown a round, no card abilities); above 1, card abilities add "
                        "power.",
    "round_power": "The deck reaches {power} power in round {v} on average{tail}.",
    "round_15_power": "The deck reaches 15 power in round {v} on average{tail}; against a passive "
                      "opponent this saturates near round 4.",
    "round_str": "Every challenge type first has {n} STR behind it (standing characters with the icon "
                 "as the challenges phase begins) in round {v} on average{tail}.",
    "setup_gold": "The setup uses {v} of 8 gold on average.",
    "setup_characters": "The setup places {v} characters on average.",
    "setup_icons": "The setup covers {v} of the 3 challenge icons on average.",
    "setup_key_card": "{share} of the setups place a key card ({named}).",
    "round_key_card": "A key card is first in play in round {v} on average (0 = setup){tail}.",
    "none": "none",
    # a paired comparison: one clear difference
    "compare.rounds": "{b} {what} {amount} rounds {way} than {a}{ci}",
    "compare.earlier": "earlier",
    "compare.later": "later",
    "compare.what.round_power": "reaches {power} power",
    "compare.what.round_15_power": "reaches 15 power",
    "compare.what.round_key_card": "has a key card in play",
    "compare.what.round_str": "has {n} STR behind every challenge type",
    "compare.ratio": "{b} gains {amount} percentage points of the ceiling {way} than {a} in rounds 1-{rounds}{ci}",
    "compare.share": "{b} places a key card in setup in {amount} percentage points {way} of the games than {a}{ci}",
    "compare.more": "more",
    "compare.less": "less",
    "compare.fewer": "fewer",
    "compare.gold.more": "{b} uses {amount} more gold in setup than {a}{ci}",
    "compare.gold.less": "{b} uses {amount} less gold in setup than {a}{ci}",
    "compare.characters.more": "{b} places {amount} more characters in setup than {a}{ci}",
    "compare.characters.less": "{b} places {amount} fewer characters in setup than {a}{ci}",
    "compare.icons.more": "{b} covers {amount} more challenge icons in setup than {a}{ci}",
    "compare.icons.less": "{b} covers {amount} fewer challenge icons in setup than {a}{ci}",
})


def _fmt(x: float | None, digits: int = 2) -> str:
    if x is None:
        return "-"
    return f"{x:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{x:.0f}"


def _sentence(m: Metric, mean: float | None, got: float | None, keys: list[str], _own: Any,
              lang: str = "en") -> str:
    say = partial(PHRASES.say, lang=lang)
    tail = PHRASES.tail(got, lang, "{:.0%}".format)
    v = _fmt(mean)
    if m.name == "power_vs_ceiling":
        return say("power_vs_ceiling", rounds=CEILING_ROUNDS, v=v)
    if m.name == f"round_{POWER_MARK}_power":
        return say("round_power", power=POWER_MARK, v=v, tail=tail)
    if m.name == "round_15_power":
        return say("round_15_power", v=v, tail=tail)
    if m.name.startswith("round_str_"):
        return say("round_str", n=m.name.rsplit("_", 1)[1], v=v, tail=tail)
    if m.name in ("setup_gold", "setup_characters", "setup_icons"):
        return say(m.name, v=v)
    if m.name == "setup_key_card":
        return say("setup_key_card", share=f"{mean:.0%}" if mean is not None else "-",
                   named=", ".join(keys) if keys else say("none"))
    return say("round_key_card", v=v, tail=tail)


HEADLINE = headlines.Headline(METRICS, per_game, reached, _sentence, notes={
    "ceiling": CEILING_NOTE,
    "note": HEADLINE_NOTE,
})
headline = HEADLINE.of
headline_sentences = HEADLINE.sentences


# -- paired comparison -------------------------------------------------------------------------
COMPARISON = headlines.Comparison(
    METRICS, PHRASES,
    fields=lambda m: {"power": POWER_MARK, "n": m.name.rsplit("_", 1)[1], "rounds": CEILING_ROUNDS},
    what=lambda m: ("round_power" if m.name == f"round_{POWER_MARK}_power" else
                    "round_str" if m.name.startswith("round_str_") else m.name))
compare = COMPARISON.compare
compare_sentence = COMPARISON.sentence


__all__ = ["CEILING_NOTE", "KEY_CARD_RULE", "METRICS", "METRIC_NAMES", "PHRASES", "STR_THRESHOLDS", "Metric",
           "ceilings", "compare", "compare_sentence", "gained", "headline", "headline_sentences", "key_round",
           "key_titles", "per_game", "reached", "weakest"]
