"""The card catalog over the database: implements the CardCatalog, CardRecords and
Pingable ports of deckcheck.services.ports (pools, pack hints, game names, the stamp,
one card's rows, the packs)."""
from __future__ import annotations

from typing import Any

from sqlalchemy import select, text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import OperationalError, ProgrammingError

from card_db import schema as s
from card_db.pools import current_stamp, load_pool, load_pools
from card_db.queries import card_rows
from deckcheck.pool import CardPool
from deckcheck.services.ports import CatalogUnavailable
from deckcheck.text import normalize_name


class SqlCardCatalog:
    def __init__(self, engine: Engine):
        self.engine = engine

    # -- CardCatalog ---------------------------------------------------------------------
    def load_pools(self) -> dict[str, CardPool]:
        try:
            return load_pools(self.engine)
        except (OperationalError, ProgrammingError) as exc:
            raise CatalogUnavailable(str(exc)) from exc

    def load_pool(self, game: str) -> CardPool:
        try:
            return load_pool(self.engine, game)
        except (OperationalError, ProgrammingError) as exc:
            raise CatalogUnavailable(str(exc)) from exc

    def stamp(self) -> str:
        return current_stamp(self.engine)

    def pack_hints(self) -> dict[str, dict[str, str]]:
        packs: dict[str, dict[str, str]] = {}
        try:
            with self.engine.connect() as conn:
                for row in conn.execute(select(s.Pack.game, s.Pack.id, s.Pack.name, s.Pack.code)):
                    table = packs.setdefault(row.game, {})
                    for label in (row.name, row.code, row.id):
                        if label and not str(label).isdigit():   # '(16)' is no pack hint
                            table.setdefault(normalize_name(label), row.id)
        except Exception:  # noqa: BLE001  (no schema yet: no pack hints)
            return {}
        return packs

    def game_names(self) -> dict[str, str]:
        try:
            with self.engine.connect() as conn:
                return {row.id: row.name for row in conn.execute(select(s.Game.id, s.Game.name))}
        except Exception:  # noqa: BLE001  (no schema yet: the default game names)
            return {}

    # -- CardRecords -----------------------------------------------------------------------
    def card_rows(self, game: str, card_id: str) -> dict[str, Any]:
        return card_rows(self.engine, game, card_id)

    def packs_in_release_order(self) -> dict[str, list[dict[str, Any]]]:
        table: dict[str, list[dict[str, Any]]] = {}
        with self.engine.connect() as conn:
            rows = conn.execute(select(s.Pack.game, s.Pack.id, s.Pack.name, s.Pack.released)
                                .order_by(s.Pack.game, s.Pack.released, s.Pack.position, s.Pack.id))
            for row in rows:
                table.setdefault(row.game, []).append(
                    {"id": row.id, "name": row.name,
                     "released": row.released.isoformat() if row.released else None})
        return table

    # -- Pingable ------------------------------------------------------------------------------
    def ping(self) -> None:
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))
