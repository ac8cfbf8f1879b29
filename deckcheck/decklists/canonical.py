"""The canonical deck JSON of the contract <-> Deck, with clear errors for bad input."""
from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from deckcheck.games import game_ids
from deckcheck.model import Deck, DeckInputError

MAX_COPIES = 99          # one card id: more is certainly a typo or an attack
MAX_CARDS = 1000         # the whole deck
MAX_ENTRIES = 1000       # distinct ids
MAX_TEXT_FIELD = 200     # characters of a text field (format, faction, name, ...)
_OPTIONAL_TEXT = ("format", "faction", "capital", "list", "rules_version", "name")


def _encodable(value: str) -> bool:
    """False for text with unpaired surrogates (valid JSON escapes, not valid UTF-8)."""
    if value.isascii():
        return True
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _checked_text(value: Any, key: str) -> str | None:
    """The value of the text field ``key`` (None when absent or blank); INVALID_FIELD for
    anything but text of at most MAX_TEXT_FIELD characters that UTF-8 can carry."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > MAX_TEXT_FIELD or not _encodable(value):
        raise DeckInputError("INVALID_FIELD", {"field": key}, variant="text", maximum=MAX_TEXT_FIELD)
    return value.strip() or None


def parse_date(value: Any, field: str = "as_of") -> date | None:
    if value is None or value == "":
        return None
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        try:
            return date.fromisoformat(value.strip())
        except ValueError:
            pass
    raise DeckInputError("INVALID_DATE", {"field": field, "value": str(value)[:40]})


def _count(card_id: Any, count: Any) -> int:
    if not isinstance(card_id, str) or not card_id.strip() or len(card_id) > 100 or not _encodable(card_id):
        raise DeckInputError("INVALID_CARD_ID", {"id": str(card_id)[:100]})
    if isinstance(count, bool) or not isinstance(count, int):
        raise DeckInputError("INVALID_COUNT", {"id": card_id, "count": str(count)[:40]}, variant="whole")
    if count < 0 or count > MAX_COPIES:
        raise DeckInputError("INVALID_COUNT", {"id": card_id, "count": count}, variant="range",
                             maximum=MAX_COPIES)
    return count


def checked_count(card_id: Any, count: Any) -> int:
    """The count of one entry of a JSON deck (INVALID_CARD_ID / INVALID_COUNT otherwise)."""
    return _count(card_id, count)


_INT = {int}
_COUNTS = frozenset(range(MAX_COPIES + 1))
_POSITIVE = frozenset(range(1, MAX_COPIES + 1))


def _plain_cards(raw: dict) -> dict[str, int] | None:
    """The cards of the usual JSON object (up to MAX_ENTRIES ids of 1 to 100 printable ASCII
    characters without spaces - nothing to strip -, whole counts 0..MAX_COPIES, at most
    MAX_CARDS cards), checked by a few whole-mapping passes in C; None for anything else
    (``read_cards`` then checks entry by entry and raises the precise error)."""
    if not raw or len(raw) > MAX_ENTRIES or "" in raw:
        return None
    counts = raw.values()
    if set(map(type, counts)) != _INT:                 # (no bool, no float, no text)
        return None
    positive = _POSITIVE.issuperset(counts)
    if not positive and not _COUNTS.issuperset(counts) or sum(counts) > MAX_CARDS:
        return None
    try:
        ids = "".join(raw)
    except TypeError:                                   # an id that is not text
        return None
    if not (ids.isascii() and ids.isprintable()) or " " in ids or max(map(len, raw)) > 100:
        return None
    if positive:
        return dict(raw)
    return {card_id: count for card_id, count in raw.items() if count}


def read_cards(raw: Any) -> dict[str, int]:
    pairs: list[tuple[Any, Any]]
    if type(raw) is dict:
        plain = _plain_cards(raw)
        if plain is not None:
            return plain
    if isinstance(raw, Mapping):
        pairs = list(raw.items())
    elif isinstance(raw, list):
        pairs = []
        for item in raw:
            if not isinstance(item, Mapping) or "id" not in item:
                raise DeckInputError("INVALID_CARDS", {"entry": str(item)[:100]}, variant="entry")
            pairs.append((item.get("id"), item.get("count", 1)))
    else:
        raise DeckInputError("INVALID_CARDS", {"field": "cards"}, variant="shape")
    if len(pairs) > MAX_ENTRIES:
        raise DeckInputError("DECK_TOO_LARGE", {"entries": len(pairs), "maximum": MAX_ENTRIES},
                             variant="entries")
    cards: dict[str, int] = {}
    for card_id, count in pairs:
        # the usual entry (an ASCII id, a whole count in range) checked inline; anything
        # else by _count, which raises the precise error
        if (type(count) is int and 0 <= count <= MAX_COPIES and type(card_id) is str
                and card_id.isascii() and 0 < len(card_id) <= 100 and not card_id.isspace()):
            n = count
        else:
            n = _count(card_id, count)
        if n:
            key = card_id.strip()
            cards[key] = cards.get(key, 0) + n
    total = sum(cards.values())
    if total > MAX_CARDS:
        raise DeckInputError("DECK_TOO_LARGE", {"cards": total, "maximum": MAX_CARDS}, variant="cards")
    return cards


def deck_from_dict(data: Any, default_game: str | None = None) -> Deck:
    if type(data) is not dict and not isinstance(data, Mapping):      # (a dict: no ABC look-up)
        raise DeckInputError("INVALID_DECK")
    game = data.get("game", default_game)
    games = game_ids()
    if not isinstance(game, str) or game not in games:
        raise DeckInputError("UNKNOWN_GAME", {"game": str(game)[:40] if game is not None else None},
                             variant="field", games=games)
    if "cards" not in data:
        raise DeckInputError("INVALID_CARDS", {"field": "cards"}, variant="missing")
    get = data.get
    # the text fields first, then the cards, then the day: the first error in this order is told
    fmt, faction, capital, list_id, rules_version, name = [
        None if (value := get(key)) is None else _checked_text(value, key) for key in _OPTIONAL_TEXT]
    cards = read_cards(data["cards"])
    return Deck(game=game, cards=cards, format=fmt, faction=faction, capital=capital,
                as_of=parse_date(get("as_of")), list_id=list_id, rules_version=rules_version, name=name)


def deck_to_dict(deck: Deck) -> dict[str, Any]:
    return {"game": deck.game, "format": deck.format, "faction": deck.faction,
            "capital": deck.capital, "as_of": deck.as_of.isoformat() if deck.as_of else None,
            "list": deck.list_id, "cards": dict(sorted(deck.cards.items()))}


def canonical_json(deck: Deck) -> str:
    """The deck's canonical form as compact JSON with sorted keys (what gets hashed)."""
    import json

    return json.dumps(deck_to_dict(deck), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical_hash(deck: Deck) -> str:
    """SHA-256 (hex) of ``canonical_json(deck)`` encoded as UTF-8."""
    import hashlib

    return hashlib.sha256(canonical_json(deck).encode("utf-8")).hexdigest()
