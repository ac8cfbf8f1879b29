"""The service layer: pools loaded once per process, decks in, verdict dicts out.

Used by the CLI and the REST API; translates input (JSON or decklist text) into a
Deck and the Verdict into the contract's JSON. Pools are reloaded when the
database's pool stamp changes (after a sync).
"""
from __future__ import annotations

import json
import threading
from typing import Any

from deckcheck.decklists.canonical import deck_from_dict, parse_date
from deckcheck.model import GAMES, Deck, DeckInputError
from deckcheck.pool import CardPool
from deckcheck.report import verdict_to_dict
from deckcheck.validate import validate


class ValidationService:
    def __init__(self, pools: dict[str, CardPool], engine: Any = None):
        self.pools = dict(pools)
        self.engine = engine
        self._lock = threading.Lock()

    @classmethod
    def from_database(cls, engine: Any = None) -> "ValidationService":
        from card_db.database import get_engine
        from card_db.pools import load_pools

        engine = engine or get_engine()
        return cls(load_pools(engine), engine)

    # -- pools ---------------------------------------------------------------------
    def pool(self, game: str) -> CardPool:
        if game not in GAMES:
            raise DeckInputError("UNKNOWN_GAME", f"Unknown game {game!r}; use one of {', '.join(GAMES)}.",
                                 {"game": game})
        pool = self.pools.get(game)
        if pool is None or not len(pool):
            raise DeckInputError("NO_CARD_DATA", f"No {game} cards are loaded; run 'deckcheck db sync'.",
                                 {"game": game})
        return pool

    def reload_if_changed(self) -> bool:
        """Reload every pool if the database's stamp moved (cheap: one query)."""
        if self.engine is None:
            return False
        from card_db.pools import current_stamp, load_pools

        stamp = current_stamp(self.engine)
        if all(p.stamp == stamp for p in self.pools.values()) and self.pools:
            return False
        with self._lock:
            self.pools = load_pools(self.engine)
        return True

    # -- validation ----------------------------------------------------------------------
    def validate_deck(self, deck: Deck, fmt: str | None = None, lang: str = "en") -> dict[str, Any]:
        pool = self.pool(deck.game)
        return verdict_to_dict(validate(deck, pool, fmt), pool, lang)

    def validate_dict(self, data: Any, lang: str = "en") -> dict[str, Any]:
        return self.validate_deck(deck_from_dict(data), lang=lang)

    def parse_text(self, text: str, game: str | None = None) -> tuple[Deck, list[dict[str, Any]]]:
        """Read a canonical JSON deck or a decklist in an outside format."""
        stripped = text.lstrip()
        if stripped.startswith(("{", "[")):
            try:
                data = json.loads(text)
            except json.JSONDecodeError as exc:
                raise DeckInputError("MALFORMED_JSON", f"The JSON is malformed: {exc.msg} (line {exc.lineno}).",
                                     {"line": exc.lineno, "column": exc.colno}) from exc
            if isinstance(data, dict) and "cards" in data and ("game" in data or game):
                return deck_from_dict(data, default_game=game), []
        try:
            from deckcheck.decklists import detect
        except ImportError:
            raise DeckInputError("UNKNOWN_DECK_FORMAT", "Only canonical deck JSON can be read so far.", None)
        return detect.parse(text, game=game, pools=self.pools)

    def validate_text(self, text: str, game: str | None = None, fmt: str | None = None,
                      as_of: str | None = None, list_id: str | None = None,
                      lang: str = "en") -> dict[str, Any]:
        deck, problems = self.parse_text(text, game)
        overrides: dict[str, Any] = {}
        if as_of:
            overrides["as_of"] = parse_date(as_of)
        if list_id:
            overrides["list_id"] = list_id
        if fmt:
            overrides["format"] = fmt
        if overrides:
            deck = Deck(**{**{f: getattr(deck, f) for f in Deck.__dataclass_fields__}, **overrides})
        result = self.validate_deck(deck, lang=lang)
        if problems:
            result["parse_problems"] = problems
        return result
