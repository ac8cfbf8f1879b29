"""ThronesDB deck JSON (its public API and the deck builder's JSON export).

Shape: ``{"name": ..., "faction_code": "stark", "agendas": ["06018"] or [{"code": ...}],
"slots": {"01001": 1, ...}}``. The agendas are normally in ``slots`` too; an agenda
that is missing there is added once. Card codes are our AGoT ids, so unknown codes
stay in the deck and the validator reports them (AGOT_UNKNOWN_CARD).

One of AGoT's JSON deck readers (``GAME.json_readers``): ``match`` says how surely a
decoded JSON object is a ThronesDB deck, ``read`` reads it.
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


def looks_like_thronesdb(data: Any) -> bool:
    return isinstance(data, Mapping) and "slots" in data and (
        "faction_code" in data or "agendas" in data or "game" not in data)


def match(data: Mapping[str, Any], asked: bool = False) -> int:
    """3 with keys only ThronesDB writes (``faction_code``, ``agendas``), 1 for a bare
    ``{"slots": ...}`` without a ``game``, 0 for no ThronesDB deck."""
    if not looks_like_thronesdb(data):
        return 0
    return 3 if "faction_code" in data or "agendas" in data else 1


def read_thronesdb(data: Mapping[str, Any]) -> ParseResult:
    slots = data.get("slots")
    if not isinstance(slots, Mapping):
        raise DeckInputError("INVALID_CARDS", {"field": "slots"}, variant="slots")
    if len(slots) > MAX_ENTRIES:
        raise DeckInputError("DECK_TOO_LARGE", {"entries": len(slots), "maximum": MAX_ENTRIES},
                             variant="entries")
    entries = Entries()
    for code, count in slots.items():
        entries.add(code, count, "slots")
    problems: list[ParseProblem] = []
    agendas = data.get("agendas") or []
    if not isinstance(agendas, list):
        raise DeckInputError("INVALID_CARDS", {"field": "agendas"}, variant="agendas")
    for entry in agendas[:10]:
        code = entry.get("code") if isinstance(entry, Mapping) else entry
        if not isinstance(code, str) or not code.strip():
            raise DeckInputError("INVALID_CARD_ID", {"field": "agendas", "entry": str(entry)[:100]},
                                 variant="agenda")
        entries.add_once(code.strip(), "agendas")
    faction = None
    raw_faction = data.get("faction_code")
    if raw_faction is not None:
        if not isinstance(raw_faction, str):
            raise DeckInputError("INVALID_FIELD", {"field": "faction_code"}, variant="string")
        faction = vocabulary("agot").factions.get(normalize_name(raw_faction))
        if faction is None:
            problems.append(ParseProblem(P.UNKNOWN_FACTION, {"value": raw_faction[:40]}, None,
                                         f"faction_code: {raw_faction[:40]}", variant="thronesdb"))
    name = data.get("name")
    deck = Deck(game="agot", cards=entries.cards, faction=faction,
                name=name.strip()[:200] if isinstance(name, str) and name.strip() else None)
    return ParseResult(deck, tuple(problems), "thronesdb", lines=tuple(entries.lines))


read = read_thronesdb
