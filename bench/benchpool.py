"""One game's CardPool for the benchmarks: from ``--db URL``, else a fresh import of the
snapshots (``$DECKCHECK_DATA``, default ``../shared/carddata``) into a temp SQLite file."""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from deckcheck.pool import CardPool

ROOT = Path(__file__).resolve().parents[1]


def load_pool(game: str, db_url: str | None = None) -> tuple[CardPool, float]:
    """(pool, seconds it took to import and load)."""
    pool, _, seconds = load_pool_and_packs(game, db_url)
    return pool, seconds


def load_pool_and_packs(game: str, db_url: str | None = None) -> tuple[CardPool, dict, float]:
    """(pool, the pack hints the decklist readers use - {game: {pack name: id}} -, seconds)."""
    from card_db.catalog import SqlCardCatalog
    from card_db.database import get_engine
    from card_db.pools import load_pool as pool_from_db
    from card_db.sync import sync

    start = time.perf_counter()
    if db_url is None:
        data = os.environ.get("DECKCHECK_DATA", str(ROOT.parent / "shared" / "carddata"))
        path = Path(tempfile.mkdtemp(prefix="deckcheck-bench-")) / f"{game}.sqlite"
        db_url = f"sqlite:///{path}"
        sync(get_engine(db_url), source=data, games=(game,), progress=False)
    engine = get_engine(db_url)
    return (pool_from_db(engine, game), SqlCardCatalog(engine).pack_hints(),
            time.perf_counter() - start)
