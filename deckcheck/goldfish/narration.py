"""A goldfish game log in words: each game gives its phrasebook as data, this module says
an event with it, in English, German or Polish.

An engine notes what happens in a verbose game as events, tuples ``(round, kind, *values)``
in ``state.events``. A game's ``Narration`` reads them with three tables:

- ``shapes``: event kind -> the names of its values, in order, separated by spaces. A name
  says how its value is read: ``card:card`` a card instance, said by its name (nothing for
  -1); ``cards:cards`` several, joined with commas; ``cards:listed`` joined with commas
  and "and"; ``type:word`` a word of the game (below); ``zone:zone`` a reader the game
  gives (``readers``); a bare name the value as it is; ``_`` a value no sentence says. A
  missing value reads as nothing. A name may also pick the phrase: ``name?`` the phrase
  ``<kind>+<name>`` when the value is there (a card, a list with something in it, a number
  above 0; a number is said without its sign), else ``<kind>``; ``name=`` the phrase
  ``<kind>.<value>``.
- ``phrases``: phrase -> English ``str.format`` template; its fields are the shape's names
  and ``{round}`` (the event's round); a noun after a number is written with its forms,
  ``{n:plural:card|cards}``, so that Polish can give its three.
- ``words``: word -> English, the words events carry (``ring.air``: "air"; a reader may
  use words with fields, ``province.other``: "province {n}"). ``same(field, *values)``
  gives the words whose English is the value itself.

For example, AGoT's ``"power": "n on:card? why="`` says the event ``(3, "power", 1, 17,
"renown")`` with the phrase ``power+on.renown``, "Gains {n:plural:power|power} on {on}
(Renown).": "Gains 1 power on Robert Baratheon (Renown)."; ``(3, "power", 2, -1,
"dominance")`` with ``power.dominance``: "Gains 2 power for dominance.". WHI's
``"manual": "card:card? _ what"`` reads ``(4, "manual", -1, 0, "kneel")`` (a turn, the kind,
no card, a value no sentence says, the words typed) with the phrase ``manual``.

German and Polish are in the messages catalogue: ``msgctxt`` ``goldfish-log:<game>:<phrase>``
or ``goldfish-log:<game>:<word>`` (docs/translating.md). An event whose phrase is missing
is said as ``(kind: values)``, never as a sentence it does not mean (a test plays many
games of every engine and fails on it). The game logs of reports, the CLI and the API stay
English; a page says a log again in its reader's language.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckcheck.goldfish.headlines import Phrasebook
from deckcheck.message_entries import CATALOGUES, LANGS
from deckcheck.translations import Plural

LOG = "goldfish-log:"

FRAME_GAME = "frame"

Word = Callable[..., str]          # word(key, **fields) -> the word in the sentence's language
Reader = Callable[[Any, Word], str]


def same(name: str, *values: str) -> dict[str, str]:
    """Words whose English is the value: ``same("ring", "air")`` -> {"ring.air": "air"}."""
    return {f"{name}.{v}": v for v in values}


def card_name(state: Any, c: Any) -> str:
    """A card instance by its name in the state's table; nothing for -1 or a non-card."""
    names = state.table.names
    return names[c] if _instance(c) and 0 <= c < len(names) else ""


def _instance(value: Any) -> bool:
    """Can ``value`` be a card instance (a whole number, not True or False)?"""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class _Value:
    name: str
    read: str          # "" (as it is), card, cards, listed, word, or a reader's name
    pick: str          # "" | "?" | "="


def _shape(text: str) -> tuple[_Value, ...]:
    out = []
    for token in text.split():
        pick = token[-1] if token[-1] in "?=" else ""
        name, _, read = token.rstrip("?=").partition(":")
        out.append(_Value(name, read, pick))
    return tuple(out)


@dataclass(frozen=True)
class Narration:
    """One game's log in words (see the module text)."""

    game: str
    shapes: Mapping[str, str]
    phrases: Mapping[str, str]
    words: Mapping[str, str] = field(default_factory=dict)
    readers: Mapping[str, Reader] = field(default_factory=dict)
    card: Callable[[Any, Any], str] = card_name
    # caches: each kind's shape read once, each phrase compiled once per language
    _parsed: dict[str, tuple[_Value, ...]] = field(init=False, default_factory=dict, compare=False, repr=False)
    _compiled: dict[tuple[str, str], str | Plural] = field(init=False, default_factory=dict, compare=False,
                                                           repr=False)

    def __post_init__(self) -> None:
        both = set(self.phrases) & set(self.words)     # one catalogue context for the two
        if both:
            raise ValueError(f"{self.game}: a phrase and a word under one key: {sorted(both)}")

    def entries(self) -> Iterator[tuple[str, str]]:
        """(catalogue context, English) of every phrase and word."""
        for key, english in self.phrases.items():
            yield f"{LOG}{self.game}:{key}", english
        for key, english in self.words.items():
            yield f"{LOG}{self.game}:{key}", english

    def _template(self, key: str, lang: str) -> str | Plural:
        found = self._compiled.get((key, lang))
        if found is None:
            english = self.phrases[key] if key in self.phrases else self.words[key]
            found = self._compiled[(key, lang)] = CATALOGUES.compile(lang, f"{LOG}{self.game}:{key}", english)
        return found

    def _say(self, key: str, lang: str, fields: Mapping[str, Any]) -> str:
        template = self._template(key, lang)
        if isinstance(template, Plural):
            template = template.form(fields)
        return template.format_map(fields)

    def phrase(self, event: Sequence[Any]) -> str:
        """The phrase an event is said with ("" for a kind the game has no shape for)."""
        kind = event[1]
        values = self._values(kind)
        if values is None:
            return ""
        key = kind
        for k, v in enumerate(values):
            value = event[2 + k] if len(event) > 2 + k else None
            if v.pick == "?" and _there(value, v.read):
                key += "+" + v.name
            elif v.pick == "=" and value not in (None, ""):
                key += f".{value}"
        return key

    def unsaid(self, event: Sequence[Any]) -> list[str]:
        """What the game has no words for in ``event``: its phrase, the words of its values
        (empty when the event is said in full)."""
        key = self.phrase(event)
        missing = [] if key in self.phrases else [key or event[1]]
        for k, v in enumerate(self._values(event[1]) or ()):
            value = event[2 + k] if len(event) > 2 + k else None
            if v.read == "word" and value not in (None, "") and f"{v.name}.{value}" not in self.words:
                missing.append(f"{v.name}.{value}")
        return missing

    def _values(self, kind: str) -> tuple[_Value, ...] | None:
        found = self._parsed.get(kind)
        if found is None and kind in self.shapes:
            found = self._parsed[kind] = _shape(self.shapes[kind])
        return found

    def sentence(self, state: Any, event: Sequence[Any], lang: str = "en") -> str:
        """The event in words in ``lang`` (English for a language without a catalogue)."""
        lang = lang if lang in LANGS else "en"
        key = self.phrase(event)
        if key not in self.phrases:
            values = ", ".join(str(v) for v in event[2:])
            return f"({event[1]}: {values})" if values else f"({event[1]})"

        def word(name: str, **fields: Any) -> str:
            return self._say(name, lang, fields)

        fields: dict[str, Any] = {"round": event[0]}
        for k, v in enumerate(self._values(event[1]) or ()):
            if v.name != "_":
                fields[v.name] = self._read(state, v, event[2 + k] if len(event) > 2 + k else None, word, lang)
        return self._say(key, lang, fields)

    def _read(self, state: Any, v: _Value, value: Any, word: Word, lang: str) -> Any:
        if v.read == "card":
            return self.card(state, value)
        if v.read in ("cards", "listed"):
            names = [self.card(state, c) for c in value or ()]
            if v.read == "cards" or len(names) < 2:
                return ", ".join(names)
            return FRAME.say("listed", lang, first=", ".join(names[:-1]), last=names[-1])
        if v.read == "word":
            key = f"{v.name}.{value}"
            return word(key) if key in self.words else ("" if value is None else str(value))
        if v.read:                  # a game's reader: a missing value reads as nothing
            return "" if value is None else self.readers[v.read](value, word)
        if v.pick == "?" and isinstance(value, int) and not isinstance(value, bool):
            return abs(value)
        return "" if value is None else value


def _there(value: Any, read: str) -> bool:
    if read == "card":
        return _instance(value) and value >= 0
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return bool(value)
    return value > 0


# the words every game's log says alike (goldfish-log:frame:<key>)
FRAME = Phrasebook(FRAME_GAME, {"listed": "{first} and {last}"}, prefix=LOG)


__all__ = ["FRAME", "LOG", "Narration", "Reader", "Word", "card_name", "same"]
