"""Write a game's Bundle into the database in one transaction.

Either every table of the game is replaced, or (on any error) nothing changes.
A bundle whose content hash equals the stored one is skipped (idempotent sync).
"""
from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from sqlalchemy import delete, insert, select
from sqlalchemy.engine import Connection, Engine

from card_db import schema as s
from card_db.bundle import Bundle
from deckcheck.text import normalize_name

_CARD_COLUMNS = set(s.Card.__table__.columns.keys())


def _card_row(game: str, row: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in row.items() if k in _CARD_COLUMNS}
    unknown = set(row) - _CARD_COLUMNS
    if unknown:
        raise ValueError(f"card {row.get('id')}: unknown columns {sorted(unknown)}")
    out["game"] = game
    out.setdefault("normalized_name", normalize_name(out["name"]))
    out.setdefault("title", out["normalized_name"])
    for key in ("traits", "elements", "allowed_clans", "icons", "race_only", "non_race_only"):
        out[key] = list(out.get(key) or [])
    out["extra"] = dict(out.get("extra") or {})
    return out


def _rows(game: str, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{**r, "game": game} for r in rows]


def stored_hash(conn: Connection, game: str) -> str | None:
    return conn.execute(select(s.SyncState.content_hash).where(s.SyncState.game == game)).scalar()


def clear_game(conn: Connection, game: str) -> None:
    list_ids = select(s.ListVersion.id).where(s.ListVersion.game == game)
    conn.execute(delete(s.ListEntry).where(s.ListEntry.list_id.in_(list_ids)))
    for table in (s.ListVersion, s.Printing, s.Erratum, s.Alias, s.Ruling, s.ClanRole, s.Card,
                  s.Pack, s.Cycle):
        conn.execute(delete(table).where(table.game == game))


def write_bundles(engine: Engine, bundles: list[Bundle], force: bool = False) -> dict[str, bool]:
    """Replace each game's data with its bundle, all in one transaction.

    Returns game -> whether it changed (an unchanged bundle is not written again)."""
    changed: dict[str, bool] = {}
    with engine.begin() as conn:
        for bundle in bundles:
            changed[bundle.game] = write_bundle(conn, bundle, force)
        if any(changed.values()):
            now = dt.datetime.now(dt.timezone.utc)
            conn.execute(delete(s.PoolStamp))
            conn.execute(insert(s.PoolStamp).values(id=1, stamp=uuid.uuid4().hex, changed_at=now))
    return changed


def write_bundle(conn: Connection, bundle: Bundle, force: bool = False) -> bool:
    """Replace the game's data with the bundle (inside the caller's transaction)."""
    digest = bundle.content_hash()
    game = bundle.game
    if not force and stored_hash(conn, game) == digest:
        return False
    if conn.execute(select(s.Game.id).where(s.Game.id == game)).scalar() is None:
        conn.execute(insert(s.Game).values(id=game, name=bundle.name))
    clear_game(conn, game)
    if bundle.cycles:
        conn.execute(insert(s.Cycle), _rows(game, bundle.cycles))
    if bundle.packs:
        conn.execute(insert(s.Pack), _rows(game, bundle.packs))
    if bundle.cards:
        conn.execute(insert(s.Card), [_card_row(game, r) for r in bundle.cards])
    if bundle.printings:
        conn.execute(insert(s.Printing), _rows(game, bundle.printings))
    if bundle.errata:
        conn.execute(insert(s.Erratum), _rows(game, bundle.errata))
    if bundle.aliases:
        conn.execute(insert(s.Alias), [{**r, "game": game,
                                        "normalized": r.get("normalized") or normalize_name(r["name"])}
                                       for r in bundle.aliases])
    if bundle.rulings:
        conn.execute(insert(s.Ruling), _rows(game, bundle.rulings))
    if bundle.clan_roles:
        conn.execute(insert(s.ClanRole), _rows(game, bundle.clan_roles))
    for lv in bundle.lists:
        entries = lv.get("entries", [])
        head = {k: v for k, v in lv.items() if k != "entries"}
        list_pk = conn.execute(insert(s.ListVersion).values(**head, game=game)
                               .returning(s.ListVersion.id)).scalar_one()
        if entries:
            conn.execute(insert(s.ListEntry), [{**e, "list_id": list_pk} for e in entries])
    now = dt.datetime.now(dt.timezone.utc)
    conn.execute(delete(s.SyncState).where(s.SyncState.game == game))
    conn.execute(insert(s.SyncState).values(game=game, source=bundle.source, content_hash=digest,
                                            imported_at=now, summary=bundle.summary()))
    return True
