"""The registry of violation codes and their message templates (en, de, pl).

A code is a public contract: it never changes meaning. Templates use
``str.format`` fields: ``{expected}``, ``{actual}``, ``{cards}`` (card names joined,
in the message's language where a translation is known) and any ``params`` of the
violation.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

LANGS = ("en", "de", "pl")


@dataclass(frozen=True, slots=True)
class Code:
    code: str
    en: str
    de: str
    pl: str
    warning: bool = False   # reported under "warnings" (never makes a deck invalid)

    def template(self, lang: str) -> str:
        return getattr(self, lang if lang in LANGS else "en")


REGISTRY: dict[str, Code] = {}


def register(code: str, *, en: str, de: str, pl: str, warning: bool = False) -> str:
    """Add a code; registering the same code twice with other texts is a bug."""
    entry = Code(code, en, de, pl, warning)
    old = REGISTRY.get(code)
    if old is not None and old != entry:
        raise ValueError(f"violation code {code} registered twice with different texts")
    REGISTRY[code] = entry
    return code


def register_all(entries: Iterable[Mapping[str, Any]]) -> None:
    for e in entries:
        register(e["code"], en=e["en"], de=e["de"], pl=e["pl"], warning=e.get("warning", False))


class _Lenient(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


_FORMATTER = string.Formatter()


def render(code: str, lang: str, fields: Mapping[str, Any]) -> str:
    entry = REGISTRY.get(code)
    if entry is None:
        return code
    return _FORMATTER.vformat(entry.template(lang), (), _Lenient(fields))


def template_fields(template: str) -> set[str]:
    return {name for _, name, _, _ in _FORMATTER.parse(template) if name}
