"""FiveRingsDB and EmeraldDB deck JSON (L5R): ``{"cards": {"card-id": count, ...}, ...}``
(``slots`` instead of ``cards`` is read too).

FiveRingsDB's API wraps the deck as ``{"record": {...}}``; EmeraldDB exports the deck
object itself. Both use the unprefixed card ids (``guest-of-honor``); the prefixed
ids of fiveringsdb-data (``01-guest-of-honor``) are id aliases and resolve as well.
Their format names map to ours; a format we do not have is reported as a problem and
the deck is checked in the default format.

One of L5R's JSON deck readers (``GAME.json_readers``): ``match`` says how surely a
decoded JSON object is a FiveRingsDB/EmeraldDB deck, ``read`` reads it.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.decklists import problems as P
from deckcheck.decklists.canonical import read_cards
from deckcheck.decklists.problems import ParseProblem, ParseResult
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


def looks_like_fiveringsdb(data: Any) -> bool:
    data_ = unwrap(data)
    if not isinstance(data_, Mapping) or "game" in data_:
        return False
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
    cards = read_cards(deck_data[key])
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
    return ParseResult(deck, tuple(problems), "fiveringsdb")


read = read_fiveringsdb
