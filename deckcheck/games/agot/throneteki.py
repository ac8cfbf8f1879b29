"""The deck JSON of throneteki and of the AGoT card-data repositories.

Shape: ``{"name": ..., "faction": "stark" | {"value": "stark", "name": "House Stark"},
"agenda": "01027" | {"code": "01027", ...}, "bannerCards": [...], "plotCards": [...],
"drawCards": [...]}``, or, as the standalone decks of throneteki-json-data
(``standalone-decks.json``), ``{"id": "Core-1", "name": ..., "faction": "stark", "agenda":
"01199", "cards": [...]}`` with plots and draw cards in one list. The entries of
``plotCards`` / ``drawCards`` / ``cards`` are ``{"code": "01001", "count": 1}`` or ``{"card":
{"code": "01001", ...}, "count": 1}``; ``bannerCards`` (the
banners of an Alliance agenda) and ``agendas`` hold codes or such objects, each in the deck
once. Unknown codes stay in the deck and the validator reports them (AGOT_UNKNOWN_CARD).

One of AGoT's JSON deck readers (``GAME.json_readers``).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.decklists import problems as P
from deckcheck.decklists.canonical import MAX_ENTRIES
from deckcheck.decklists.problems import ParseProblem, ParseResult
from deckcheck.decklists.vocabulary import vocabulary
from deckcheck.games.agot.jsonlines import Entries
from deckcheck.model import Deck, DeckInputError
from deckcheck.text import normalize_name

LISTS = ("plotCards", "drawCards", "cards")
SINGLES = ("agenda", "agendas", "bannerCards")


def match(data: Any, asked: bool = False) -> int:
    """3 for an object with ``plotCards`` or ``drawCards``, or with ``cards`` entries that give
    a ``code`` (and no ``game``), else 0."""
    if not isinstance(data, Mapping) or "game" in data:
        return 0
    if any(isinstance(data.get(key), list) for key in LISTS[:2]):
        return 3
    cards = data.get("cards")
    return 3 if isinstance(cards, list) and cards and all(
        isinstance(e, Mapping) and ("code" in e or isinstance(e.get("card"), Mapping)) for e in cards) else 0


def _code(entry: Any, field: str) -> str:
    """The card code of an entry: a code, ``{"code": ...}`` or ``{"card": {"code": ...}}``."""
    if isinstance(entry, Mapping):
        inner = entry.get("card")
        entry = inner.get("code") if isinstance(inner, Mapping) else entry.get("code")
    if not isinstance(entry, str) or not entry.strip() or len(entry) > 100:
        raise DeckInputError("INVALID_CARD_ID", {"field": field, "entry": str(entry)[:100]},
                             variant="agenda")
    return entry.strip()


def _faction(raw: Any) -> tuple[str | None, str | None]:
    """(faction code, the value as written) of ``faction``: a code, a name or an object."""
    if isinstance(raw, Mapping):
        raw = raw.get("value") or raw.get("code") or raw.get("name")
    if raw is None:
        return None, None
    if not isinstance(raw, str):
        raise DeckInputError("INVALID_FIELD", {"field": "faction"}, variant="string")
    return vocabulary("agot").factions.get(normalize_name(raw)), raw.strip()[:40]


def read_throneteki(data: Mapping[str, Any]) -> ParseResult:
    entries = Entries()
    for key in LISTS:
        items = data.get(key) or []
        if not isinstance(items, list):
            raise DeckInputError("INVALID_CARDS", {"field": key}, variant="shape")
        if len(items) > MAX_ENTRIES:
            raise DeckInputError("DECK_TOO_LARGE", {"entries": len(items), "maximum": MAX_ENTRIES},
                                 variant="entries")
        for item in items:
            if not isinstance(item, Mapping):
                raise DeckInputError("INVALID_CARDS", {"entry": str(item)[:100]}, variant="entry")
            code = _code(item, key)
            count = item.get("count", item.get("quantity", 1))
            entries.add(code, count, key, f'{key}: "{code}" x{count}')
    for key in SINGLES:
        raw = data.get(key)
        for item in (raw if isinstance(raw, list) else [raw] if raw else [])[:10]:
            code = _code(item, key)
            entries.add_once(code, key)
    problems: list[ParseProblem] = []
    faction, written = _faction(data.get("faction"))
    if faction is None and written is not None:
        problems.append(ParseProblem(P.UNKNOWN_FACTION, {"value": written}, None, f"faction: {written}",
                                     variant="thronesdb"))
    name = data.get("name")
    deck = Deck(game="agot", cards=entries.cards, faction=faction,
                name=name.strip()[:200] if isinstance(name, str) and name.strip() else None)
    return ParseResult(deck, tuple(problems), "throneteki", lines=tuple(entries.lines))


read = read_throneteki
