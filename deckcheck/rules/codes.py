"""The registry of violation codes and their message templates (en, de, pl).

A code is a public contract: it never changes meaning. Templates use
``str.format`` fields: ``{expected}``, ``{actual}``, ``{cards}`` (card names joined,
in the message's language where a translation is known) and any ``params`` of the
violation.

Violations share one registry with the error and parse-problem texts
(``deckcheck.messages``); ``REGISTRY`` here holds the violation codes only. A game's
codes are defined in its ``codes`` module (``CodeTable`` or ``code_entries``) and
registered when the game is (``deckcheck.games.register_game``), never on import.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from deckcheck.message_entries import LANGS
from deckcheck.message_entries import Message as Code
from deckcheck.messages import MESSAGES, VIOLATIONS, add, register, remove, render, template_fields

REGISTRY = VIOLATIONS

__all__ = ["LANGS", "REGISTRY", "Code", "CodeTable", "code_entries", "conflicts", "register",
           "register_codes", "render", "template_fields", "unregister"]


def register_codes(entries: Iterable[Code]) -> None:
    for entry in entries:
        add(entry)


def conflicts(entries: Iterable[Code]) -> list[str]:
    """The codes among ``entries`` registered already with other texts."""
    return [e.code for e in entries if MESSAGES.get(e.key, e) != e]


def unregister(keys: Iterable[str]) -> None:
    """Remove entries by key (a violation's key is its code; a text's ``CODE.variant``)."""
    for key in keys:
        remove(key)


def code_entries(entries: Iterable[Mapping[str, Any]]) -> tuple[Code, ...]:
    """``{"code", "en", "warning"?}`` dicts (``"de"`` / ``"pl"`` until moved to the catalogue)
    -> Code entries."""
    return tuple(Code(e["code"], e["en"], e.get("de"), e.get("pl"), e.get("warning", False)) for e in entries)


class CodeTable:
    """A game's codes as its ``codes`` module defines them, one ``define`` each; they are
    registered when the game is (``deckcheck.games.register_game``), not on import."""

    __slots__ = ("_entries",)

    def __init__(self) -> None:
        self._entries: list[Code] = []

    def define(self, code: str, *, en: str, de: str | None = None, pl: str | None = None,
               warning: bool = False) -> str:
        self._entries.append(Code(code, en, de, pl, warning))
        return code

    def codes(self) -> tuple[Code, ...]:
        return tuple(self._entries)
