"""Fail closed: what a decklist reader did not read makes the deck illegal.

Every problem of the reading (an unknown or ambiguous name, an unknown id, an unreadable
line, a faction line naming nothing known, ...) becomes one ``<PREFIX>_UNREAD_LINE``
violation carrying the line, its text, why it was not read and the candidates, so that
``valid`` keeps meaning "no violation". A count rule that found too few cards, while
unread lines could hold the missing ones, says so (``unread_lines_may_explain``).
"""
from __future__ import annotations

from collections.abc import Iterable

from deckcheck.messages import Localized
from deckcheck.model import Violation

CODE_SUFFIX = "_UNREAD_LINE"


def unread_code(prefix: str) -> str:
    return prefix + CODE_SUFFIX


def unread_violations(problems: Iterable, prefix: str) -> list[Violation]:
    """One violation per parse problem (``deckcheck.decklists.problems.ParseProblem``)."""
    code = unread_code(prefix)
    out = []
    for p in problems:
        sentence = Localized(p.message_in("en"), p.message_in("de"), p.message_in("pl"))
        details = {"line": p.line, "text": p.text, "reason": p.code,
                   "candidates": [c.card.id for c in p.candidates]}
        if p.copies is not None:
            details["copies"] = p.copies
        out.append(Violation(code, tuple(c.card.id for c in p.candidates), params={"problem": sentence},
                             details=details))
    return out


def mark_explained(violations: Iterable[Violation], unread: list[Violation]) -> None:
    """Flag the count violations (too few of something) that the unread lines could explain."""
    if not unread:
        return
    for v in violations:
        if (v.expected is not None and v.actual is not None and v.actual < v.expected
                and not v.code.endswith(CODE_SUFFIX)):
            v.details = {**(v.details or {}), "unread_lines_may_explain": True}
