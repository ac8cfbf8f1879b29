"""German and Polish texts from gettext catalogues (Babel), English from the code.

Every text a person reads has its English template in the code (the message registry of
``deckcheck.messages``, the pages' ``STRINGS``) and its German and Polish translations in
a gettext catalogue: ``<root>/<lang>/LC_MESSAGES/<domain>.po``. A catalogue entry is found
by its context (``msgctxt``: the message's key, e.g. ``AGOT_COPIES`` or
``DECK_TOO_LARGE.lines``, so that two codes with the same English sentence stay apart) and
its ``msgid`` (the English template): when the English changes, the translation is stale
and must be looked at again (``make messages`` marks it fuzzy).

Plural forms. An English template gives the forms of the noun after a number with
``{n:plural:card|cards}``; in the catalogue that entry has a ``msgid`` ("{n} card"), a
``msgid_plural`` ("{n} cards") and one ``msgstr[i]`` per plural form of the language (Polish
has three: 1 karta, 2-4 karty, 5 kart). Which form a number takes is decided by the
``Plural-Forms`` expression of the catalogue's header (compiled with :func:`gettext.c2py`),
for English by Babel's CLDR rule: nothing here is hand-written. One template has at most
one counted field (gettext's ``n``).

The ``.po`` files are read (``babel.messages.pofile.read_po``) once per process and turned
into per-language lookup tables by the registries; nothing is compiled to ``.mo``.
"""
from __future__ import annotations

import functools
import gettext
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

SOURCE_LANG = "en"
TRANSLATED = ("de", "pl")

_PARSER = string.Formatter()


@dataclass(frozen=True, slots=True)
class Plural:
    """A template whose wording depends on one number: ``forms[rule(n)]``."""

    field: str
    forms: tuple[str, ...]
    rule: Callable[[int], int]

    def form(self, fields: Mapping[str, Any]) -> str:
        """The form for the number in ``fields[field]`` (the last, "many/other" form when the
        value is not a whole number)."""
        try:
            n = fields[self.field]
        except KeyError:
            n = None
        if isinstance(n, bool) or not isinstance(n, int):
            return self.forms[-1]
        index = self.rule(abs(n))
        return self.forms[index if index < len(self.forms) else -1]



def _field_text(name: str, conversion: str | None, spec: str) -> str:
    return "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"


def split_plural(template: str) -> tuple[str, list[str]] | None:
    """``"Has {n:plural:card|cards}."`` -> ``("n", ["Has {n} card.", "Has {n} cards."])``; None
    for a template without a plural field. ValueError for two counted fields."""
    parts = list(_PARSER.parse(template))
    plural = [(i, name, spec) for i, (_, name, spec, _) in enumerate(parts) if spec and spec.startswith("plural:")]
    if not plural:
        return None
    if len({name for _, name, _ in plural}) > 1:
        raise ValueError(f"one counted field per template (gettext's n): {template!r}")
    field = str(plural[0][1])     # (a field with a spec has a name)
    words_per_field = [spec[7:].split("|") for _, _, spec in plural]
    count = max(len(w) for w in words_per_field)
    forms = []
    for k in range(count):
        out = []
        for literal, name, spec, conversion in parts:
            out.append(literal.replace("{", "{{").replace("}", "}}"))
            if name is None:
                continue
            if spec and spec.startswith("plural:"):
                words = spec[7:].split("|")
                out.append("{" + name + "} " + words[min(k, len(words) - 1)])
            else:
                out.append(_field_text(name, conversion, spec or ""))
        forms.append("".join(out))
    return field, forms


def fields_of(template: str) -> set[str]:
    return {name for _, name, _, _ in _PARSER.parse(template) if name}


@functools.cache
def plural_rule(lang: str, expression: str | None = None) -> Callable[[int], int]:
    """The gettext plural function: the catalogue header's expression, else Babel's
    (CLDR) expression for the language."""
    expr = expression or Catalog(locale=lang).plural_expr
    return gettext.c2py(expr)


@functools.cache
def read_catalogue(path: Path) -> Catalog | None:
    """One ``.po`` file (None when there is none), read once per process."""
    if not path.exists():
        return None
    with path.open("rb") as f:
        return read_po(f)


class Catalogues:
    """The German and Polish catalogues of one gettext domain."""

    def __init__(self, root: Path, domain: str):
        self.root = Path(root)
        self.domain = domain

    def path(self, lang: str) -> Path:
        return self.root / lang / "LC_MESSAGES" / f"{self.domain}.po"

    def catalogue(self, lang: str) -> Catalog | None:
        return read_catalogue(self.path(lang))

    def rule(self, lang: str) -> Callable[[int], int]:
        cat = self.catalogue(lang) if lang != SOURCE_LANG else None
        return plural_rule(lang, cat.plural_expr if cat is not None else None)

    def compile(self, lang: str, context: str, english: str, legacy: str | None = None) -> str | Plural:
        """The template of one entry in ``lang``: the catalogue's translation, else an inline
        text still carried by the code (before ``tools/i18n.py import-legacy`` moved it), else
        the English."""
        plural = split_plural(english)
        if lang != SOURCE_LANG:
            cat = self.catalogue(lang)
            msgid = plural[1][0] if plural else english
            entry = cat.get(msgid, context=context) if cat is not None else None
            if entry is not None and not entry.fuzzy:
                found = entry.string
                if isinstance(found, (tuple, list)):
                    if plural and all(found):
                        return Plural(plural[0], tuple(found), self.rule(lang))
                elif found:
                    return found
            if legacy:
                return compile_inline(legacy, self.rule(lang))
        if plural:
            return Plural(plural[0], tuple(plural[1]), plural_rule(SOURCE_LANG))
        return english


def compile_inline(template: str, rule: Callable[[int], int]) -> str | Plural:
    """A template written with ``{n:plural:...}`` forms -> a Plural (or the text itself)."""
    plural = split_plural(template)
    if plural is None:
        return template
    return Plural(plural[0], tuple(plural[1]), rule)


def forms_of(template: str | Plural) -> tuple[str, ...]:
    return template.forms if isinstance(template, Plural) else (template,)
