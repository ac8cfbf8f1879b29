"""Session fixtures: the real snapshots imported once into temporary SQLite files.

Each game gets its own database file in the temp folder, named by a hash of that
game's snapshot files and of the import code and data, so it is built once and
reused by later test sessions until something it depends on changes.
"""
from __future__ import annotations

import hashlib
import os
import re
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("DECKCHECK_SHARED", ROOT.parent / "shared")).resolve()
CARDDATA = Path(os.environ.get("DECKCHECK_DATA", SHARED / "carddata")).resolve()
SAMPLES = SHARED / "sample-decklists"
SNAPSHOT_DIRS = {"l5r": ("l5r-final", "l5r", "l5r-roles"), "agot": ("agot", "agot-translations"),
                 "whi": ("whi",)}


def _code_paths(game: str) -> list[Path]:
    """The import code and data one game's test database depends on."""
    paths = [p for p in (ROOT / "card_db").glob("*.py")]
    paths += [ROOT / "card_db" / "importers" / "__init__.py", ROOT / "card_db" / "importers" / f"{game}.py",
              ROOT / "card_db" / "data" / game, ROOT / "card_db" / "migrations",
              ROOT / "restricted_lists" / "__init__.py", ROOT / "restricted_lists" / "data" / f"{game}.yaml"]
    return paths


def _hash_tree(h: "hashlib._Hash", folder: Path) -> None:
    if folder.is_file():
        h.update(folder.name.encode())
        h.update(folder.read_bytes())
        return
    if not folder.is_dir():
        return
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        h.update(str(path.relative_to(folder)).encode())
        h.update(path.read_bytes())


def snapshot_key(games: tuple[str, ...]) -> str:
    h = hashlib.sha256()
    for game in games:
        for sub in SNAPSHOT_DIRS[game]:
            if (CARDDATA / sub).is_dir():
                _hash_tree(h, CARDDATA / sub)
        for path in _code_paths(game):
            _hash_tree(h, path)
    return h.hexdigest()[:20]


def build_db(games: tuple[str, ...]) -> str:
    """Path of a SQLite database holding ``games``, built on first use."""
    from card_db.database import get_engine
    from card_db.sync import sync

    name = "-".join(games)
    path = Path(tempfile.gettempdir()) / f"deckcheck-test-{name}-{snapshot_key(games)}.sqlite"
    if not path.exists():
        stale = re.compile(rf"deckcheck-test-{re.escape(name)}-[0-9a-f]{{20}}\.sqlite(-wal|-shm)?$")
        for old in path.parent.iterdir():   # superseded by a change of data or code; files
            try:                             # another checkout may still be using are kept a day
                if stale.match(old.name) and time.time() - old.stat().st_mtime > 86400:
                    old.unlink(missing_ok=True)
            except OSError:
                pass
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.unlink(missing_ok=True)
        url = f"sqlite:///{tmp}"
        sync(get_engine(url), source=str(CARDDATA), games=games, progress=False)
        get_engine(url).dispose()
        get_engine.cache_clear()
        os.replace(tmp, path)
    return f"sqlite:///{path}"


def _pool(game: str):
    from card_db.database import get_engine
    from card_db.pools import load_pool

    return load_pool(get_engine(build_db((game,))), game)


@pytest.fixture(scope="session")
def carddata() -> Path:
    if not CARDDATA.is_dir():
        pytest.fail(f"card data snapshots not found at {CARDDATA}")
    return CARDDATA


@pytest.fixture(scope="session")
def l5r_db(carddata) -> str:
    return build_db(("l5r",))


@pytest.fixture(scope="session")
def agot_db(carddata) -> str:
    return build_db(("agot",))


@pytest.fixture(scope="session")
def whi_db(carddata) -> str:
    return build_db(("whi",))


@pytest.fixture(scope="session")
def all_db(carddata) -> str:
    return build_db(("l5r", "agot", "whi"))


@pytest.fixture(scope="session")
def l5r_pool(l5r_db):
    return _pool("l5r")


@pytest.fixture(scope="session")
def agot_pool(agot_db):
    return _pool("agot")


@pytest.fixture(scope="session")
def whi_pool(whi_db):
    return _pool("whi")
