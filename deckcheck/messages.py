"""Every text a person reads, in en, de and pl: one registry of message templates.

Three kinds of entries share it:

- **violations** (``AGOT_COPIES``, ...): a broken deck rule; registered by each game's
  ``codes`` module and ``deckcheck.rules.common_codes``, rendered on the validation hot
  path by :func:`render` (``VIOLATIONS`` holds only these);
- **errors** (``DECK_TOO_LARGE``, ``UNKNOWN_SESSION``, ...): input the domain or a service
  refuses (``deckcheck.errors.DeckcheckError`` and its subclasses);
- **problems** (``UNKNOWN_NAME``, ...): what a decklist reader did not understand
  (``deckcheck.decklists.problems.ParseProblem``).

A code is a public contract and never changes meaning. One code may have several
sentences (variants): the entry's key is then ``CODE.variant`` (``DECK_TOO_LARGE.lines``,
``DECK_TOO_LARGE.cards``); clients only ever see the code. Templates use ``str.format``
fields; every language of an entry uses the same fields (a field may have a per-language
twin ``<field>_<lang>``, e.g. ``{capital_de}``); error and problem templates may give a
noun's plural forms after a number (``{cards:plural:Karte|Karten}``, in Polish
``{cards:plural:karta|karty|kart}``). The error and problem texts live in
``deckcheck/texts/`` and are registered the first time one of them is looked up.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

LANGS = ("en", "de", "pl")

VIOLATION = "violation"
ERROR = "error"
PROBLEM = "problem"
SUGGESTION = "suggestion"     # fix suggestions (deckcheck.fixes): sentences about edits
KINDS = (VIOLATION, ERROR, PROBLEM, SUGGESTION)


@dataclass(frozen=True, slots=True)
class Message:
    code: str                     # the public code
    en: str
    de: str
    pl: str
    warning: bool = False         # violations: reported under "warnings" (never invalid)
    kind: str = VIOLATION
    variant: str | None = None    # one of several sentences of one code

    @property
    def key(self) -> str:
        return self.code if self.variant is None else f"{self.code}.{self.variant}"

    def template(self, lang: str) -> str:
        return getattr(self, lang if lang in LANGS else "en")


MESSAGES: dict[str, Message] = {}     # key -> entry, every kind
VIOLATIONS: dict[str, Message] = {}   # violation code -> entry (the validation hot path)


def message_key(code: str, variant: str | None = None) -> str:
    return code if variant is None else f"{code}.{variant}"


def split_key(key: str) -> tuple[str, str | None]:
    code, dot, variant = key.partition(".")
    return code, (variant if dot else None)


def add(entry: Message) -> str:
    """Add an entry; the same key registered twice with other texts is a bug."""
    if entry.kind not in KINDS:
        raise ValueError(f"{entry.key}: unknown message kind {entry.kind!r}")
    key = entry.key
    old = MESSAGES.get(key)
    if old is not None and old != entry:
        raise ValueError(f"message {key} registered twice with different texts")
    MESSAGES[key] = entry
    if entry.kind == VIOLATION:
        VIOLATIONS[key] = entry
    return entry.code


def register(code: str, *, en: str, de: str, pl: str, warning: bool = False,
             kind: str = VIOLATION, variant: str | None = None) -> str:
    return add(Message(code, en, de, pl, warning, kind, variant))


def register_all(entries: Iterable[Mapping[str, Any] | Message]) -> None:
    for e in entries:
        if isinstance(e, Message):
            add(e)
        else:
            register(e["code"], en=e["en"], de=e["de"], pl=e["pl"], warning=e.get("warning", False),
                     kind=e.get("kind", VIOLATION), variant=e.get("variant"))


def error(key: str, *, en: str, de: str, pl: str) -> Message:
    """An error template (for ``deckcheck/texts``): ``error("DECK_TOO_LARGE.lines", en=...)``."""
    code, variant = split_key(key)
    return Message(code, en, de, pl, kind=ERROR, variant=variant)


def problem(key: str, *, en: str, de: str, pl: str) -> Message:
    """A parse problem template (for ``deckcheck/texts``)."""
    code, variant = split_key(key)
    return Message(code, en, de, pl, kind=PROBLEM, variant=variant)


def suggestion(key: str, *, en: str, de: str, pl: str) -> Message:
    """A fix-suggestion sentence (for ``deckcheck/texts``)."""
    code, variant = split_key(key)
    return Message(code, en, de, pl, kind=SUGGESTION, variant=variant)


# -- localized field values ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Localized:
    """A field value that reads differently per language (a word, a joined list)."""

    en: str
    de: str
    pl: str

    def in_lang(self, lang: str) -> str:
        return getattr(self, lang if lang in LANGS else "en")

    def __str__(self) -> str:
        return self.en


_OR = {"en": " or ", "de": " oder ", "pl": " lub "}


def one_of(items: Iterable[Any]) -> Localized:
    """``["l5r", "agot", "whi"]`` -> "l5r, agot or whi" / "l5r, agot oder whi" / "... lub whi"."""
    words = [str(i) for i in items]

    def joined(lang: str) -> str:
        if len(words) < 2:
            return "".join(words)
        return ", ".join(words[:-1]) + _OR[lang] + words[-1]

    return Localized(joined("en"), joined("de"), joined("pl"))


# -- rendering ------------------------------------------------------------------------------------
class _Lenient(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


_FORMATTER = string.Formatter()


def render(code: str, lang: str, fields: Mapping[str, Any]) -> str:
    """A violation's message (the hot path: one dict lookup, one format)."""
    entry = VIOLATIONS.get(code)
    if entry is None:
        return code
    return _FORMATTER.vformat(entry.template(lang), (), _Lenient(fields))


def lookup(code: str, variant: str | None = None) -> Message | None:
    """The entry of ``code`` (and ``variant``); the code's own entry when the variant has none."""
    load_texts()
    if variant is not None:
        entry = MESSAGES.get(f"{code}.{variant}")
        if entry is not None:
            return entry
    return MESSAGES.get(code)


class _Fields(dict):
    """The fields of one message, each read in the message's language when used."""

    def __init__(self, fields: Mapping[str, Any], lang: str):
        super().__init__(fields)
        self.lang = lang

    def __getitem__(self, key: str) -> Any:
        if key not in self:
            return "{" + key + "}"
        return field_value(dict.__getitem__(self, key), self.lang)


def field_value(value: Any, lang: str) -> Any:
    """Lists read as "a, b, c"; Localized values in the message's language."""
    if isinstance(value, Localized):
        return value.in_lang(lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(field_value(v, lang)) for v in value)
    return value


def plural_form(n: Any, forms: list[str], lang: str) -> str:
    """The form of a noun after the number ``n``: en/de ``one|other``, pl ``one|few|many``
    (1 karta, 2-4 / 22-24 karty, 5-21 / 25-31 kart); the last form for anything else."""
    if isinstance(n, bool) or not isinstance(n, int):
        return forms[-1]
    if n == 1:
        index = 0
    elif lang == "pl" and n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        index = 1
    else:
        index = 2 if lang == "pl" else 1
    return forms[min(index, len(forms) - 1)]


class _MessageFormatter(string.Formatter):
    """``{n:plural:Zeile|Zeilen}`` -> "1 Zeile" / "3 Zeilen" (forms as in ``plural_form``)."""

    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec.startswith("plural:"):
            return f"{value} {plural_form(value, format_spec[7:].split('|'), self.lang)}"
        return super().format_field(value, format_spec)


_MESSAGE_FORMATTERS = {lang: _MessageFormatter(lang) for lang in LANGS}


def render_message(code: str, lang: str, fields: Mapping[str, Any], variant: str | None = None) -> str:
    """An error's or a problem's message in ``lang`` (English for an unknown language); the
    code itself when nothing is registered for it. Templates may use plural forms
    (``{lines:plural:wiersz|wiersze|wierszy}``)."""
    entry = lookup(code, variant)
    if entry is None:
        return code
    lang = lang if lang in LANGS else "en"
    return _MESSAGE_FORMATTERS[lang].vformat(entry.template(lang), (), _Fields(fields, lang))


def template_fields(template: str) -> set[str]:
    return {name for _, name, _, _ in _FORMATTER.parse(template) if name}


def entries(kind: str | None = None) -> list[Message]:
    """Every registered entry (of one kind), texts loaded."""
    load_texts()
    return [e for e in MESSAGES.values() if kind is None or e.kind == kind]


def codes(kind: str) -> set[str]:
    """The public codes of one kind."""
    return {e.code for e in entries(kind)}


_LOADED = False


def load_texts() -> None:
    """Register the error and problem texts of ``deckcheck/texts`` (once)."""
    global _LOADED
    if _LOADED:
        return
    from deckcheck.texts import ALL

    register_all(ALL)
    _LOADED = True

