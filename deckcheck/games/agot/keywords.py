"""Printed keywords and "X format only" text of AGoT cards.

Keywords are printed as short sentences on the first line of a card's text
("Ambush (3). Stealth."). Both the importer and the rules read them from here, so
the database and the validator agree on what a card prints.
"""
from __future__ import annotations

import re

_TAG = re.compile(r"<[^>]+>")
_KEYWORD = re.compile(
    r"^(ambush|assault|bestow|insight|intimidate|limited|no attachments|pillage|prized|"
    r"renown|shadow|stealth|terminal)(?: \((\d+|x)\))?$", re.IGNORECASE)
_FORMAT_ONLY = re.compile(r"^\s*([A-Za-z][A-Za-z' ]*?) format only\.\s*$", re.IGNORECASE | re.MULTILINE)


def plain(text: str) -> str:
    """Card text without its HTML markup."""
    return _TAG.sub("", text or "")


def printed_keywords(text: str) -> tuple[tuple[str, str | None], ...]:
    """The keywords of the first text line: ``(("shadow", "2"), ("stealth", None))``.

    Only whole sentences count, so "gains shadow (X)" in an ability is not a keyword.
    """
    first = plain(text).split("\n", 1)[0]
    found = []
    for sentence in first.split("."):
        match = _KEYWORD.match(sentence.strip())
        if match:
            value = match.group(2)
            found.append((match.group(1).lower(), value.upper() if value else None))
    return tuple(found)


def has_keyword(text: str, keyword: str) -> bool:
    return any(k == keyword for k, _ in printed_keywords(text))


def format_only(text: str) -> str | None:
    """``"Draft format only."`` -> ``"draft"``, ``"Hand of the King format only."`` ->
    ``"hand_of_the_king"``; None when the card names no format."""
    match = _FORMAT_ONLY.search(plain(text))
    if not match:
        return None
    return "_".join(match.group(1).lower().replace("'", "").split())
