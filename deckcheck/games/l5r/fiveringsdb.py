"""FiveRingsDB and EmeraldDB deck JSON (L5R): ``{"cards": {"card-id": count, ...}, ...}``
(``slots`` instead of ``cards`` is read too), and a deck whose ``cards`` list the card ids,
one entry per copy: ``{"name": ..., "cards": ["shizuka-toshi", "otomo-courtier",
"otomo-courtier", ...]}`` (tests/data/decklists/l5r/core-suggested-crane.json).

FiveRingsDB's API wraps the deck as ``{"record": {...}}``; EmeraldDB exports the deck
object itself. Both use the unprefixed card ids (``guest-of-honor``); the prefixed
ids of fiveringsdb-data (``01-guest-of-honor``) are id aliases and resolve as well.
Their format names map to ours; a format we do not have (EmeraldDB's community formats
"emerald", "sanctuary", "obsidian") is reported as a problem and the deck is checked in the
default format. The deck as read (``ParseResult.lines``) has one entry per card id, its
position in the JSON as the line.

One of L5R's JSON deck readers (``GAME.json_readers``): ``match`` says how surely a
decoded JSON object is a FiveRingsDB/EmeraldDB deck, ``read`` reads it.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.decklists import problems as P
from deckcheck.decklists.canonical import read_cards
from deckcheck.decklists.problems import ParseProblem, ParseResult, ReadLine
from deckcheck.model import Deck, DeckInputError

# site format name -> our L5R format name
FORMATS = {"standard": "stronghold", "stronghold": "stronghold", "imperial": "stronghold",
           "single-core": "single-core", "single_core": "single-core", "skirmish": "skirmish",
           "jade-edict": "jade-edict", "jade": "jade-edict"}
_SITE_KEYS = ("primary_clan", "secondary_clan", "record", "user_id", "published_date")


def unwrap(data: Any) -> Any:
    if isinstance(data, Mapping) and isinstance(data.get("record"), Mapping):
        return data["record"]
    return data


def _id_list(value: Any) -> bool:
    """A non-empty list of L5R card ids: slugs of letters, digits and hyphens, with a letter
    (AGoT and WHI codes are digits only)."""
    return isinstance(value, list) and bool(value) and all(
        isinstance(v, str) and 0 < len(v) <= 100 and v.strip() == v and " " not in v
        and any(ch.isalpha() for ch in v) for v in value)


def looks_like_fiveringsdb(data: Any) -> bool:
    data_ = unwrap(data)
    if not isinstance(data_, Mapping) or "game" in data_:
        return False
    if _id_list(data_.get("cards")):
        return True
    cards = data_.get("cards", data_.get("slots"))
    if not isinstance(cards, Mapping) and "cards" not in data_:
        return False
    if data_ is not data or any(k in data_ for k in _SITE_KEYS):
        return True
    # a bare {"slots": {...}}: L5R ids are words ("guest-of-honor"), AGoT codes five digits
    return isinstance(cards, Mapping) and bool(cards) and not all(
        isinstance(k, str) and len(k) == 5 and k.isdigit() for k in cards)


def match(data: Mapping[str, Any], asked: bool = False) -> int:
    """2 for a FiveRingsDB/EmeraldDB deck; when L5R is the game asked for, a bare
    ``{"slots": ...}`` without ``cards`` is read as one whatever its ids look like. (A
    ThronesDB deck that names its faction or agendas outranks it: 3.)"""
    if asked and "slots" in data and "cards" not in data:
        return 2
    return 2 if looks_like_fiveringsdb(data) else 0


def read_fiveringsdb(data: Mapping[str, Any]) -> ParseResult:
    deck_data = unwrap(data)
    key = "cards" if isinstance(deck_data, Mapping) and "cards" in deck_data else "slots"
    if not isinstance(deck_data, Mapping) or key not in deck_data:
        raise DeckInputError("INVALID_CARDS", {"field": "cards"}, variant="missing")
    raw = deck_data[key]
    entries = _count_ids(raw) if _id_list(raw) else raw
    cards = read_cards(entries)
    problems: list[ParseProblem] = []
    fmt = None
    site_format = deck_data.get("format")
    if isinstance(site_format, str) and site_format.strip():
        fmt = FORMATS.get(site_format.strip().lower())
        if fmt is None:
            problems.append(ParseProblem(P.UNSUPPORTED_FORMAT, {"format": site_format[:40]}, None,
                                         f"format: {site_format[:40]}"))
    name = deck_data.get("name")
    deck = Deck(game="l5r", cards=cards, format=fmt,
                name=name.strip()[:200] if isinstance(name, str) and name.strip() else None)
    return ParseResult(deck, tuple(problems), "fiveringsdb", lines=_read_lines(entries))


def _count_ids(ids: list[str]) -> dict[str, int]:
    """["a", "b", "a"] -> {"a": 2, "b": 1} (in the order of first appearance)."""
    counts: dict[str, int] = {}
    for card_id in ids:
        counts[card_id] = counts.get(card_id, 0) + 1
    return counts


def _read_lines(entries: Any) -> tuple[ReadLine, ...]:
    """The entries as read, numbered by their position (JSON has no lines to point to)."""
    if isinstance(entries, Mapping):
        pairs = list(entries.items())
    else:
        pairs = [(e.get("id"), e.get("count", 1)) for e in entries if isinstance(e, Mapping)]
    return tuple(ReadLine(position, f"{card_id}: {count}", count, str(card_id).strip())
                 for position, (card_id, count) in enumerate(pairs, 1) if count)


read = read_fiveringsdb
