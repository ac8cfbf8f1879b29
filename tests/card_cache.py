"""The shared card cache (``build_db``'s ``/tmp/deckcheck-test-*.sqlite``, reused by every
test session of every checkout) is only ever read by the tests:

- ``fresh_events_url``: a new, migrated SQLite database for the events, API keys, web and
  goldfish sessions and goldfish jobs of one app (``make_app`` without an events URL) or one
  test (the ``events_url`` fixture), a copy of a template migrated once per session, so its
  Celery broker file (``<events>.celery.sqlite``) is made beside it and not beside the cache;
- ``watch`` and ``changes``: the content of each cached database is read when the session
  first uses it and again at its end (the ``card_cache_read_only`` fixture in conftest.py
  fails the session on a difference, or on a Celery broker file beside the cache).

Every read goes through SQLite (a read-only connection, the backup API), never plain file
I/O: see ``conftest.copy_db`` for why.
"""
from __future__ import annotations

import hashlib
import itertools
import shutil
import sqlite3
import tempfile
from pathlib import Path

Fingerprint = dict[str, tuple[int, str]]        # table -> (rows, hash of the rows)

_baselines: dict[Path, Fingerprint] = {}
_scratch: list[Path] = []
_template: list[str] = []
_numbers = itertools.count(1)


def broker_file(path: Path) -> Path:
    """The embedded Celery broker an app over ``path`` would make (api/jobs/__init__.py)."""
    return path.with_name(path.stem + ".celery.sqlite")


def fingerprint(path: Path) -> Fingerprint:
    """Each table's row count and a hash of its rows, read by a read-only connection."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = [name for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        found: Fingerprint = {}
        for table in tables:
            digest, rows = hashlib.sha256(), 0
            for row in conn.execute(f'SELECT * FROM "{table}"'):
                digest.update(repr(row).encode())
                rows += 1
            found[table] = (rows, digest.hexdigest())
        return found
    finally:
        conn.close()


def watch(path: Path) -> None:
    """Remember the content of the cached database at ``path`` (once a session)."""
    if path not in _baselines:
        _baselines[path] = fingerprint(path)


def changes() -> list[str]:
    """What changed in the watched databases since ``watch``, for people (empty: nothing)."""
    found = []
    for path, before in _baselines.items():
        after = fingerprint(path)
        changed = sorted(t for t in before.keys() | after.keys() if before.get(t) != after.get(t))
        if changed:
            rows = ", ".join(f"{t} ({before.get(t, (0, ''))[0]} -> {after.get(t, (0, ''))[0]} rows)" for t in changed)
            found.append(f"{path} was written during the session: {rows}")
        if broker_file(path).exists():
            found.append(f"{broker_file(path)} exists: an app kept its goldfish jobs beside the card cache")
    return found


def _scratch_dir() -> Path:
    if not _scratch:
        _scratch.append(Path(tempfile.mkdtemp(prefix="deckcheck-events-")))
    return _scratch[0]


def fresh_events_url(dest: Path | None = None) -> str:
    """The URL of a new migrated SQLite database at ``dest`` (default: a new file in the
    session's scratch folder); about 2 ms, against 0.2 s for running the migrations."""
    from conftest import copy_db
    from card_db.database import get_engine, upgrade

    if not _template:
        url = f"sqlite:///{_scratch_dir() / 'template.sqlite'}"
        upgrade(url)
        get_engine(url).dispose()
        _template.append(url)
    return copy_db(_template[0], dest or _scratch_dir() / f"events-{next(_numbers)}.sqlite")


def remove_scratch() -> None:
    """The scratch folder and its databases, at the session's end."""
    if _scratch:
        shutil.rmtree(_scratch.pop(), ignore_errors=True)
        _template.clear()
