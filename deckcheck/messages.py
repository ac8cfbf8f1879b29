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
twin ``<field>_<lang>``, e.g. ``{capital_de}``); a template may give a noun's forms after
a number (``{cards:plural:card|cards}``).

Only the English template is in the code; German and Polish come from the gettext
catalogues ``deckcheck/locale/<lang>/LC_MESSAGES/messages.po`` (``msgctxt`` = the key,
plural forms as gettext defines them; see ``deckcheck.translations`` and
``docs/translating.md``). An entry may still carry inline ``de``/``pl`` texts (the way
texts were written before the catalogues): they are used until ``python -m tools.i18n
import-legacy`` moves them into the catalogues. Per-language lookup tables are built
once, on first use after the registry changed.

An entry (``Message``) and its constructors live in ``deckcheck.message_entries``: the text
modules build their entries there and this registry loads them (``load_texts``).
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from deckcheck.message_entries import CATALOGUES, KINDS, LANGS, VIOLATION, Message
from deckcheck.texts import ALL
from deckcheck.translations import Plural

MESSAGES: dict[str, Message] = {}     # key -> entry, every kind
VIOLATIONS: dict[str, Message] = {}   # violation code -> entry (the validation hot path)


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
    if old is None:
        _TABLES.clear()
    return entry.code


def remove(key: str) -> None:
    VIOLATIONS.pop(key, None)
    if MESSAGES.pop(key, None) is not None:
        _TABLES.clear()


def register(code: str, *, en: str, de: str | None = None, pl: str | None = None, warning: bool = False,
             kind: str = VIOLATION, variant: str | None = None) -> str:
    return add(Message(code, en, de, pl, warning, kind, variant))


def register_all(entries: Iterable[Mapping[str, Any] | Message]) -> None:
    for e in entries:
        if isinstance(e, Message):
            add(e)
        else:
            register(e["code"], en=e["en"], de=e.get("de"), pl=e.get("pl"), warning=e.get("warning", False),
                     kind=e.get("kind", VIOLATION), variant=e.get("variant"))



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


def joined(words: list[str], lang: str) -> str:
    """``["a", "b", "c"]`` -> "a, b or c" / "a, b oder c" / "a, b lub c"."""
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + _OR[lang if lang in _OR else "en"] + words[-1]


def one_of(items: Iterable[Any]) -> Localized:
    """``["red", "green", "blue"]`` -> "red, green or blue" / "red, green oder blue" / "... lub blue"."""
    words = [str(i) for i in items]
    return Localized(joined(words, "en"), joined(words, "de"), joined(words, "pl"))


# -- rendering ------------------------------------------------------------------------------------
_TABLES: dict[str, dict[str, str | Plural]] = {}    # lang -> key -> compiled template


def _table(lang: str) -> dict[str, str | Plural]:
    """Every registered entry's template in ``lang``, compiled once (until the registry
    changes: ``add`` / ``remove`` clear the tables)."""
    table = _TABLES.get(lang)
    if table is None:
        if lang not in LANGS:
            return _table("en")
        table = {key: entry.compiled(lang) for key, entry in list(MESSAGES.items())}
        _TABLES[lang] = table
    return table


def compiled_table(lang: str) -> Mapping[str, str | Plural]:
    """Every registered template in ``lang`` (English for another language). A new table
    object whenever the registry changed: what was rendered with another one is stale."""
    return _TABLES.get(lang) or _table(lang)


class LenientFields(dict):
    """A message's fields; a field the template names and nobody filled reads "{field}"."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


_Lenient = LenientFields


_FORMATTER = string.Formatter()


def render(code: str, lang: str, fields: Mapping[str, Any]) -> str:
    """A violation's message (the hot path: two dict lookups, one format). ``fields`` may be
    a LenientFields the caller built for this message alone (it is then used as it is)."""
    template = (_TABLES.get(lang) or _table(lang)).get(code)
    if template is None or code not in VIOLATIONS:
        return code
    values = fields if fields.__class__ is LenientFields else LenientFields(fields)
    if not isinstance(template, str):
        template = template.form(values)
    return template.format_map(values)      # (C; a missing field stays "{field}": __missing__)


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
    """The form of a noun after the number ``n`` by the language's gettext plural rule (the
    catalogue's ``Plural-Forms``): en/de ``one|other``, pl ``one|few|many`` (1 karta, 2-4 /
    22-24 karty, 5-21 / 25-31 kart); the last form for anything else."""
    return Plural("n", tuple(forms), CATALOGUES.rule(lang if lang in LANGS else "en")).form({"n": n})


def render_message(code: str, lang: str, fields: Mapping[str, Any], variant: str | None = None) -> str:
    """An error's or a problem's message in ``lang`` (English for an unknown language); the
    code itself when nothing is registered for it. Counted templates take the plural form of
    their number (``{lines:plural:line|lines}``)."""
    entry = lookup(code, variant)
    if entry is None:
        return code
    lang = lang if lang in LANGS else "en"
    template = _table(lang).get(entry.key)
    if template is None:                 # registered after the table was built: rebuild once
        _TABLES.clear()
        template = _table(lang)[entry.key]
    values = _Fields(fields, lang)
    if not isinstance(template, str):
        template = template.form(values)
    return template.format_map(values)      # (format_map reads fields by _Fields.__getitem__)


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
    register_all(ALL)
    _LOADED = True

