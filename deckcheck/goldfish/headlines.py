"""The game-neutral part of a goldfish headline: metrics, shares, numbers in words and the
paired comparison of two decks with its sentence frame.

A game's headline module keeps its own words: its METRICS (labels, units), and a ``said``
function that phrases one clear difference (``b`` reaches X N rounds earlier than ``a``).
This module gives the frame around it: no games, the same value on every seed, no
difference on average, a negative difference said as a positive amount in the direction
it goes, and whether the 95% interval includes no difference.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckcheck.goldfish import stats
from deckcheck.goldfish.actions import ActionError
from deckcheck.message_entries import CATALOGUES, LANGS
from deckcheck.text import normalize_name


@dataclass(frozen=True, slots=True)
class Metric:
    name: str
    label: str            # what the number is, for a person
    unit: str             # the game's units: rounds | turns | ratio | share | gold | ...
    better: str           # lower | higher
    censored: bool = False   # a "round" or "turn" that a game may never reach


# said(m, mean, amount, ci, pct_ci, a, b, lang): one clear difference in the game's words, in
# ``lang``; ``ci`` / ``pct_ci``: the 95% interval in words (of percentage points), or ""
Said = Callable[[Metric, float, float, str, str, str, str, str], str]


MAX_KEY_CARDS = 20
NAMED_RULE = "named by the user"


def named_titles(table: Any, key_cards: Sequence[str], required: bool = True,
                 ) -> tuple[tuple[int, ...], str]:
    """Key cards named by the user as title indexes of ``table`` (``ids``, ``title``,
    ``title_names``, ``title_copies``): card codes or names (any case, accents and articles
    folded). With ``required``, a name the deck does not hold is refused
    (UNKNOWN_KEY_CARD); otherwise it is skipped (a comparison names the key cards of two
    decks)."""
    if len(key_cards) > MAX_KEY_CARDS:
        raise ActionError("INVALID_KEY_CARDS", maximum=MAX_KEY_CARDS)
    by_name = {normalize_name(n): t for t, n in enumerate(table.title_names)}
    by_code = {table.ids[i]: table.title[i] for i in range(table.size)}
    found: list[int] = []
    for wanted in key_cards:
        if not isinstance(wanted, str) or not wanted.strip():
            raise ActionError("INVALID_KEY_CARDS", maximum=MAX_KEY_CARDS)
        t = by_code.get(wanted.strip(), by_name.get(normalize_name(wanted)))
        if t is None or not table.title_copies[t]:
            if required:
                raise ActionError("UNKNOWN_KEY_CARD", {"key_card": wanted[:100]}, name=wanted[:100])
            continue
        if t not in found:
            found.append(t)
    return tuple(sorted(found)), NAMED_RULE


def reached(metrics: Sequence[Metric], records: Sequence[tuple], values: dict[str, list],
            after: Callable[[tuple], int]) -> dict[str, int]:
    """How many games got to each censored "round" or "turn" value before they ended:
    the value is below ``after(record)``, the round or turn after the game's last."""
    out = {}
    for m in metrics:
        if m.censored:
            out[m.name] = sum(1 for r, v in zip(records, values[m.name], strict=True)
                              if v < after(r))
    return out


def means(metrics: Sequence[Metric], values: dict[str, list], got: dict[str, int], n: int,
          sentence: Callable[[Metric, float | None, float | None], str]) -> dict[str, Any]:
    """Per metric of a report's headline: its mean over the ``n`` games, unit, which way is
    better, for a censored one the share of games that ``reached`` it, and
    ``sentence(m, mean, reached)``."""
    out: dict[str, Any] = {}
    for m in metrics:
        mean = stats.mean(values[m.name])
        entry: dict[str, Any] = {"value": mean, "unit": m.unit, "better": m.better}
        if m.censored:
            entry["reached"] = share(got[m.name], n)
        entry["sentence"] = sentence(m, mean, entry.get("reached"))
        out[m.name] = entry
    return out


HEADLINE = "goldfish-headline:"


@dataclass(frozen=True)
class Phrasebook:
    """A game's headline sentences in words: English ``str.format`` templates by name; German
    and Polish in the messages catalogue (``msgctxt`` ``goldfish-headline:<game>:<name>``,
    docs/translating.md). The engine says a report's sentences in English with them, and a
    page says them again, from the report's numbers, in its reader's language."""

    game: str
    templates: Mapping[str, str]
    prefix: str = HEADLINE      # the catalogue context starts with it
    _compiled: dict[str, dict[str, str]] = field(default_factory=dict, compare=False, repr=False)

    def entries(self) -> Iterator[tuple[str, str]]:
        """(catalogue context, English) of every template."""
        for name, english in self.templates.items():
            yield f"{self.prefix}{self.game}:{name}", english

    def template(self, name: str, lang: str = "en") -> str:
        if lang == "en" or lang not in LANGS:
            return self.templates[name]
        table = self._compiled.get(lang)
        if table is None:
            table = self._compiled[lang] = {
                name: str(CATALOGUES.compile(lang, ctx, english))
                for (ctx, english), name in zip(self.entries(), self.templates, strict=True)}
        return table[name]

    def say(self, name: str, lang: str = "en", **fields: Any) -> str:
        """The sentence ``name`` in ``lang`` with its ``{fields}`` filled."""
        return self.template(name, lang).format(**fields)

    def tail(self, got: float | None, lang: str, share: Callable[[float], str]) -> str:
        """What a censored metric's sentence ends with: nothing (not censored), every game got
        there (``tail.all``), or the share that did (``tail.some``, ``share(got)`` in words)."""
        if got is None:
            return ""
        return self.say("tail.all", lang) if got >= 1 else self.say("tail.some", lang, share=share(got))


# the words of a paired comparison that every game says alike
FRAME = Phrasebook("frame", {
    "ci": " (95% CI {lo} to {hi})",
    "no_games": "No games to compare for the {label}.",
    "identical": "{b} and {a} do not differ in the {label}: the same value on every seed.",
    "no_difference": "{b} and {a} do not differ on average in the {label}{ci}.",
    "clear": ".",
    "unclear": "; the interval includes no difference.",
})


# sentence(m, mean, reached, key card names, the game's own words, lang): one metric in words
Sentence = Callable[[Metric, Any, Any, list[str], Any, str], str]


def _nothing(*_: Any) -> None:
    return None


@dataclass(frozen=True)
class Headline:
    """A game's headline: its metrics, their values per game (``per_game(records, table,
    keys)``) and how many games reached each censored one (``reached(records, values)``), one
    ``sentence`` per metric, and its notes (added after the key cards, in order). ``own``
    gives what the sentences need of the deck's table besides the numbers (L5R: the
    stronghold's fate), ``own_again`` the same from a finished report, in a language."""

    metrics: Sequence[Metric]
    per_game: Callable[[Sequence[tuple], Any, Sequence[int]], dict[str, list]]
    reached: Callable[[Sequence[tuple], dict[str, list]], dict[str, int]]
    sentence: Sentence
    notes: Mapping[str, str] = field(default_factory=dict)
    own: Callable[[Any], Any] = _nothing
    own_again: Callable[[Mapping[str, Any], str], Any] = _nothing

    def of(self, records: Sequence[tuple], table: Any, keys: Sequence[int], key_rule: str) -> dict[str, Any]:
        """The report's headline: per metric its mean over the games and one sentence, the key
        cards by name and the rule that chose them, then the notes."""
        values = self.per_game(records, table, keys)
        names = [table.title_names[t] for t in keys]
        own = self.own(table)
        out = means(self.metrics, values, self.reached(records, values), len(records),
                    lambda m, mean, got: self.sentence(m, mean, got, names, own, "en"))
        out["key_cards"] = names
        out["key_card_rule"] = key_rule
        out.update(self.notes)
        return out

    def sentences(self, report: Mapping[str, Any], lang: str = "en") -> list[str]:
        """The headline's sentences said again from a report's numbers, in ``lang`` (in
        English they are the report's own)."""
        head = report.get("headline") or {}
        names = list(head.get("key_cards") or ())
        own = self.own_again(report, lang)
        return [self.sentence(m, head[m.name]["value"], head[m.name].get("reached"), names, own, lang)
                for m in self.metrics if isinstance(head.get(m.name), Mapping)]


def key_titles(table: Any, key_cards: Sequence[str] | None, required: bool,
               default: Callable[[Any], tuple[int, ...]], rule: str) -> tuple[tuple[int, ...], str]:
    """The key cards as title indexes of ``table`` and how they were chosen: none named =
    the game's ``default`` and its ``rule``, else ``named_titles`` (``required``: refuse a name
    the deck lacks)."""
    if not key_cards:
        return default(table), rule
    return named_titles(table, key_cards, required)


def share(k: int, n: int) -> float:
    """k of n as a share rounded to 4 digits (0 for no games)."""
    return round(k / n, 4) if n else 0.0


def num(x: float | None, digits: int = 2) -> str:
    """A number in words: at most ``digits`` decimals, no trailing zeros, never "-0"."""
    if x is None:
        return "-"
    text = f"{x:.{digits}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def ci_text(lo: float, hi: float, has_ci: bool, scale: float = 1, digits: int = 2, lang: str = "en") -> str:
    """" (95% CI lo to hi)" or "" without an interval; ``scale`` 100 for percentage points."""
    return FRAME.say("ci", lang, lo=num(lo * scale, digits), hi=num(hi * scale, digits)) if has_ci else ""


def compare(metrics: Sequence[Metric], values_a: dict[str, list], values_b: dict[str, list],
            sentence: Callable[[Metric, dict[str, Any], str, str], str], label_a: str = "A",
            label_b: str = "B") -> dict[str, Any]:
    """Per metric: the means of both decks and the paired difference B - A over the games
    played on the same seeds (stats.paired: mean, 95% confidence interval), ``clear`` when
    the interval leaves out 0, and one sentence (``sentence(m, diff, label_a, label_b)``)."""
    out: dict[str, Any] = {}
    for m in metrics:
        a, b = values_a[m.name], values_b[m.name]
        diff = stats.paired(a, b)
        ci = diff["ci95"]
        out[m.name] = {"label": m.label, "unit": m.unit, "better": m.better,
                       "a": stats.mean(a), "b": stats.mean(b), **diff,
                       "clear": bool(ci) and (ci[0] > 0 or ci[1] < 0),
                       "sentence": sentence(m, diff, label_a, label_b)}
    return out


def compare_sentence(m: Metric, diff: dict[str, Any], a: str, b: str, said: Said,
                     negligible: Callable[[Metric, float], bool] | None = None, lang: str = "en",
                     label: str | None = None) -> str:
    """One paired difference in words: the frame around the game's ``said``, in ``lang``
    (``label``: the metric's label in that language; its English one by default).
    ``negligible(m, mean)``: a nonzero mean difference the game says as no difference."""
    mean, ci = diff["mean_difference"], diff["ci95"]
    label = m.label if label is None else label
    if mean is None:
        return FRAME.say("no_games", lang, label=label)
    if diff["identical"]:
        return FRAME.say("identical", lang, a=a, b=b, label=label)
    if mean == 0 or (negligible is not None and negligible(m, mean)):
        text = ci_text(ci[0], ci[1], True, lang=lang) if ci is not None else ""
        return FRAME.say("no_difference", lang, a=a, b=b, label=label, ci=text)
    lo, hi = ci if ci is not None else (mean, mean)
    if mean < 0:                 # say it as a positive amount in the direction it goes
        amount, lo, hi = -mean, -hi, -lo
    else:
        amount = mean
    has_ci = ci is not None
    return said(m, mean, amount, ci_text(lo, hi, has_ci, lang=lang), ci_text(lo, hi, has_ci, 100, 1, lang),
                a, b, lang) + FRAME.say("clear" if ci is None or lo > 0 else "unclear", lang)


@dataclass(frozen=True)
class Comparison:
    """A game's paired comparison: its METRICS and its words for one clear difference, from
    its Phrasebook ``book``: ``compare.<unit>`` for a round or turn metric (with
    ``compare.what.<what(m)>`` and ``compare.earlier`` / ``later``), ``compare.ratio`` and
    ``compare.share`` (``compare.more`` / ``less`` / ``fewer``), ``compare.<unit>.more`` /
    ``.less`` for any other unit; ``fields(m)``: the game's numbers those templates name.
    ``negligible``: a nonzero mean it says as no difference."""

    metrics: Sequence[Metric]
    book: Phrasebook
    fields: Callable[[Metric], dict[str, Any]]
    what: Callable[[Metric], str] = lambda m: m.name
    negligible: Callable[[Metric, float], bool] | None = None

    def said(self, m: Metric, mean: float, amount: float, ci: str, pct_ci: str, a: str, b: str,
             lang: str = "en") -> str:
        """One clear difference (``Said``), in ``lang``."""
        def say(name: str, **fields: Any) -> str:
            return self.book.say(name, lang, **fields)

        fields = self.fields(m)
        if m.unit in ("rounds", "turns"):
            return say(f"compare.{m.unit}", b=b, what=say(f"compare.what.{self.what(m)}", **fields),
                       amount=num(amount), way=say("compare.earlier" if mean < 0 else "compare.later"), a=a, ci=ci)
        if m.unit in ("ratio", "share"):
            way = "compare.more" if mean > 0 else "compare.less" if m.unit == "ratio" else "compare.fewer"
            return say(f"compare.{m.unit}", b=b, amount=num(amount * 100, 1), way=say(way), a=a, ci=pct_ci,
                       **fields)
        return say(f"compare.{m.unit}.{'more' if mean > 0 else 'less'}", b=b, amount=num(amount), a=a, ci=ci,
                   **fields)

    def compare(self, values_a: dict[str, list], values_b: dict[str, list], label_a: str = "A",
                label_b: str = "B") -> dict[str, Any]:
        """``compare`` over the game's metrics, each difference said in its words."""
        return compare(self.metrics, values_a, values_b, self.sentence, label_a, label_b)

    def sentence(self, m: Metric, diff: dict[str, Any], a: str, b: str, lang: str = "en",
                 label: str | None = None) -> str:
        return compare_sentence(m, diff, a, b, self.said, self.negligible, lang, label)


def default_titles(table: Any, first: dict[int, int], big: list[int], pool: list[int],
                   count: int) -> tuple[int, ...]:
    """The default key titles: the ``big`` ones (a game's rule: unique expensive characters,
    Heroes and legends) if any, else the ``count`` most expensive of ``pool`` (ties: more
    copies, then name); ``first`` maps a title to its first instance."""
    if big:
        return tuple(sorted(big))
    ranked = sorted(pool, key=lambda t: (-table.cost[first[t]], -table.title_copies[t],
                                         table.title_names[t]))
    return tuple(sorted(ranked[:count]))


__all__ = ["FRAME", "HEADLINE", "MAX_KEY_CARDS", "Comparison", "Headline", "Metric", "NAMED_RULE", "Phrasebook", "Said",
           "Sentence", "ci_text", "compare", "compare_sentence", "default_titles", "key_titles", "means",
           "named_titles", "num", "reached", "share"]
