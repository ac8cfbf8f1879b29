"""The registry of violation codes and their message templates (en, de, pl).

A code is a public contract: it never changes meaning. Templates use
``str.format`` fields: ``{expected}``, ``{actual}``, ``{cards}`` (card names joined,
in the message's language where a translation is known) and any ``params`` of the
violation.

Violations share one registry with the error and parse-problem texts
(``deckcheck.messages``); ``REGISTRY`` here holds the violation codes only.
"""
from __future__ import annotations

from deckcheck.messages import LANGS, VIOLATIONS, register, register_all, render, template_fields
from deckcheck.messages import Message as Code

REGISTRY = VIOLATIONS

__all__ = ["LANGS", "REGISTRY", "Code", "register", "register_all", "render",
           "template_fields"]
