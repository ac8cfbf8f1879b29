"""The service layer: pools loaded once per process, decks in, verdict dicts out.

Used by the CLI and the REST API; translates input (canonical JSON or a decklist in
any supported format) into a Deck and the Verdict into the contract's JSON. Pools
are reloaded when the database's pool stamp changes (after a sync); the REST API
asks at most every ``reload_interval`` seconds per worker.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from dataclasses import replace
from datetime import date
from typing import Any

from deckcheck.decklists.canonical import canonical_json, deck_from_dict, parse_date
from deckcheck.decklists.problems import ParseResult
from deckcheck.games import all_games, game_ids
from deckcheck.model import Deck, DeckInputError, Verdict
from deckcheck.pool import CardPool
from deckcheck.report import verdict_to_dict
from deckcheck.text import normalize_name
from deckcheck.validate import validate

_OVERRIDES = ("format", "faction", "capital", "rules_version", "name")


class ValidationService:
    def __init__(self, pools: Mapping[str, CardPool], engine: Any = None,
                 packs: Mapping[str, Mapping[str, str]] | None = None,
                 game_names: Mapping[str, str] | None = None, reload_interval: float = 5.0):
        self.pools = dict(pools)
        self.engine = engine
        self.packs = {g: dict(v) for g, v in (packs or {}).items()}
        self.game_names = {**_game_names(), **(game_names or {})}
        self.reload_interval = reload_interval
        self._next_check = time.monotonic() + reload_interval
        self._lock = threading.Lock()

    @classmethod
    def from_database(cls, engine: Any = None, reload_interval: float = 5.0) -> ValidationService:
        from sqlalchemy.exc import OperationalError, ProgrammingError

        from card_db.database import get_engine
        from card_db.pools import load_pools

        engine = engine or get_engine()
        packs, names = _load_extras(engine)
        try:
            pools = load_pools(engine)
        except (OperationalError, ProgrammingError):   # no schema yet: serve 503s until a sync
            pools = {}
        return cls(pools, engine, packs, names, reload_interval)

    # -- pools ---------------------------------------------------------------------
    def pool(self, game: str) -> CardPool:
        if game not in game_ids():
            raise DeckInputError("UNKNOWN_GAME", f"Unknown game {game!r}; use one of {', '.join(game_ids())}.",
                                 {"game": game})
        pool = self.pools.get(game)
        if pool is None or not len(pool):
            raise DeckInputError("NO_CARD_DATA", f"No {game} cards are loaded; run 'deckcheck db sync'.",
                                 {"game": game})
        return pool

    def formats(self, game: str):
        """The game's formats module (DEFAULT_FORMAT, FORMATS)."""
        from deckcheck.games import formats_module

        try:
            return formats_module(game)
        except ImportError as exc:
            raise DeckInputError("RULES_UNAVAILABLE", f"The {game} rules are not installed on this server.",
                                 {"game": game}) from exc

    def stamp(self) -> str:
        return next((p.stamp for p in self.pools.values() if p.stamp), "")

    def reload_if_changed(self) -> bool:
        """Reload every pool if the database's stamp moved (cheap: one query)."""
        if self.engine is None:
            return False
        from card_db.pools import current_stamp, load_pools

        stamp = current_stamp(self.engine)
        if self.pools and all(p.stamp == stamp for p in self.pools.values()):
            return False
        with self._lock:
            pools = load_pools(self.engine)
            packs, names = _load_extras(self.engine)
            self.pools, self.packs = pools, packs
            self.game_names = {**_game_names(), **names}
        return True

    def reload_if_due(self) -> bool:
        """``reload_if_changed`` at most once per ``reload_interval`` seconds."""
        now = time.monotonic()
        if now < self._next_check:
            return False
        self._next_check = now + self.reload_interval
        try:
            return self.reload_if_changed()
        except Exception:  # noqa: BLE001  (a database hiccup must not fail requests: keep the pools)
            return False

    # -- reading ---------------------------------------------------------------------------
    def read_decklist(self, text: str, game: str | None = None, as_of: date | None = None,
                      suggest: bool = True) -> ParseResult:
        from deckcheck.decklists.detect import read_decklist

        result = read_decklist(text, game=game, pools=self.pools, packs=self.packs, as_of=as_of,
                               suggest=suggest)
        deck = result.deck
        try:       # a JSON decklist may spell unpaired surrogates ("\\ud800"): no UTF-8 text
            canonical_json(deck).encode("utf-8")
            (deck.name or "").encode("utf-8")
        except UnicodeEncodeError:
            raise DeckInputError("INVALID_TEXT", "The decklist holds text that is not valid Unicode "
                                 "(an unpaired surrogate escape such as \\ud800).", None) from None
        return result

    def parse_text(self, text: str, game: str | None = None) -> tuple[Deck, list[dict[str, Any]]]:
        """Read a canonical JSON deck or a decklist in an outside format."""
        result = self.read_decklist(text, game)
        return result.deck, result.problem_dicts()

    def read_payload(self, data: Mapping[str, Any], suggest: bool = True) -> ParseResult:
        """A request body: a canonical deck, or ``{"decklist": text, ...overrides}``."""
        if "decklist" not in data:
            return ParseResult(deck_from_dict(data), (), "canonical")
        as_of = parse_date(data.get("as_of"))
        result = self.read_decklist(data["decklist"], data.get("game"), as_of, suggest)
        overrides = {k: data[k] for k in _OVERRIDES if data.get(k) is not None}
        if as_of is not None:
            overrides["as_of"] = as_of
        if data.get("list") is not None:
            overrides["list_id"] = data["list"]
        if overrides:
            result = replace(result, deck=replace(result.deck, **overrides))
        return result

    # -- validation ----------------------------------------------------------------------
    def check(self, deck: Deck, fmt: str | None = None) -> Verdict:
        pool = self.pool(deck.game)
        self.formats(deck.game)
        return validate(deck, pool, fmt)

    def render(self, verdict: Verdict, lang: str = "en") -> dict[str, Any]:
        return verdict_to_dict(verdict, self.pool(verdict.game), lang)

    def validate_deck(self, deck: Deck, fmt: str | None = None, lang: str = "en") -> dict[str, Any]:
        return self.render(self.check(deck, fmt), lang)

    def validate_dict(self, data: Any, lang: str = "en") -> dict[str, Any]:
        return self.validate_deck(deck_from_dict(data), lang=lang)

    def validate_result(self, result: ParseResult, lang: str = "en") -> dict[str, Any]:
        out = self.validate_deck(result.deck, lang=lang)
        if result.source_format != "canonical":
            out["parse_problems"] = result.problem_dicts()
            from deckcheck.decklists.canonical import deck_to_dict

            out["deck"] = {**deck_to_dict(result.deck), "name": result.deck.name}
        return out

    def validate_text(self, text: str, game: str | None = None, fmt: str | None = None,
                      as_of: str | None = None, list_id: str | None = None,
                      lang: str = "en") -> dict[str, Any]:
        payload: dict[str, Any] = {"decklist": text, "game": game, "format": fmt, "as_of": as_of,
                                   "list": list_id}
        result = self.read_payload(payload)
        out = self.validate_deck(result.deck, lang=lang)
        if result.problems:
            out["parse_problems"] = result.problem_dicts()
        return out


def _game_names() -> dict[str, str]:
    """Each registered game's English name (the database's names win where it has them)."""
    return {g.id: g.names["en"] for g in all_games()}


def _load_extras(engine: Any) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """Pack names and codes per game (for '(Core Set)' hints in decklists), game names."""
    from sqlalchemy import select

    from card_db import schema as s

    packs: dict[str, dict[str, str]] = {}
    names: dict[str, str] = {}
    try:
        with engine.connect() as conn:
            for row in conn.execute(select(s.Pack.game, s.Pack.id, s.Pack.name, s.Pack.code)):
                table = packs.setdefault(row.game, {})
                for label in (row.name, row.code, row.id):
                    if label and not str(label).isdigit():   # '(16)' is no pack hint
                        table.setdefault(normalize_name(label), row.id)
            for row in conn.execute(select(s.Game.id, s.Game.name)):
                names[row.id] = row.name
    except Exception:  # noqa: BLE001  (no schema yet: no pack hints, default game names)
        return {}, {}
    return packs, names
