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
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]

# Hypothesis times every test with the wall clock: a test whose first 10 examples took over
# 1 s to generate fails HealthCheck.too_slow, one whose example took over 200 ms fails its
# deadline. On the shared CI machine (2 cores, load 12-20) a process gets a fraction of a core
# and waits on the collection of the session's large heap (the card pools): test_goldfish_census'
# generated reports (0.1 s for 10 examples here) failed too_slow so once. Slow generation is no
# fault of the code under test: neither check is wanted in this suite (a test may still set them).
settings.register_profile("deckcheck", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("deckcheck")
SHARED = Path(os.environ.get("DECKCHECK_SHARED", ROOT.parent / "shared")).resolve()
CARDDATA = Path(os.environ.get("DECKCHECK_DATA", SHARED / "carddata")).resolve()
SAMPLES = SHARED / "sample-decklists"


def _code_paths(game: str) -> list[Path]:
    """The import code and data one game's test database depends on."""
    from card_db.importers import importer

    paths = [p for p in (ROOT / "card_db").glob("*.py")]
    paths += [ROOT / "card_db" / "importers" / "__init__.py", Path(importer(game).__file__),
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
    from card_db.importers import snapshot_dirs

    h = hashlib.sha256()
    for game in games:
        for sub in snapshot_dirs(game):
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
        olds = [old for old in path.parent.iterdir() if stale.match(old.name)]
        busy = _open_elsewhere(olds)
        for old in olds:                     # superseded by a change of data or code; files
            try:                             # another checkout may still be using are kept a day,
                if old not in busy and time.time() - old.stat().st_mtime > 86400:    # open ones always
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
    _watch(path)
    return f"sqlite:///{path}"


def _watch(path: Path) -> None:
    """The session reads ``path`` only (tests/card_cache.py); a Celery broker file an older
    checkout's app made beside it is removed first, unless some process still has it open."""
    import card_cache

    broker = card_cache.broker_file(path)
    files = [broker, broker.with_name(broker.name + "-wal"), broker.with_name(broker.name + "-shm")]
    if broker.exists() and not _open_elsewhere(files):
        for file in files:
            file.unlink(missing_ok=True)
    card_cache.watch(path)


def copy_db(url: str, dest: Path) -> str:
    """A private copy of a SQLite database (e.g. a cached one of ``build_db``) at ``dest``;
    returns its URL. The copy is made with SQLite's online backup API, page by page under
    SQLite's own locks.

    Never copy or read a live database file with plain file I/O (shutil.copy, open(),
    read_bytes): SQLite's locks are POSIX advisory locks, and closing ANY descriptor of the
    file in a process drops ALL of that process's locks on it, including those of the
    connections the session's engines keep open. Another process (a server or worker a test
    started) closing its last connection then believes it is the last user, checkpoints and
    deletes the -wal and -shm files under the open connections: later writes are lost and new
    connections fail with "disk I/O error" on PRAGMA journal_mode=WAL. A failing backup fails
    the test: there is no plain-file fallback on purpose."""
    import sqlite3

    if not url.startswith("sqlite:///"):
        raise ValueError(f"not a SQLite file URL: {url}")
    path = url.removeprefix("sqlite:///")
    if not Path(path).is_file():             # sqlite3.connect would create an empty one
        raise FileNotFoundError(path)
    src = sqlite3.connect(path)
    dst = sqlite3.connect(dest)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()
    return f"sqlite:///{dest}"


def _open_elsewhere(paths: list[Path]) -> set[Path]:
    """Those of ``paths`` some process holds open (Linux: /proc/<pid>/fd). An old cached
    database is not idle because its mtime is old: a session of another checkout may read it
    for days, and deleting its -wal/-shm under open connections breaks that session."""
    wanted = {str(p): p for p in paths}
    found: set[Path] = set()
    if not wanted or not Path("/proc/self/fd").is_dir():
        return found
    for fd_dir in Path("/proc").glob("[0-9]*/fd"):
        try:
            for fd in fd_dir.iterdir():
                target = os.readlink(fd)
                if target in wanted:
                    found.add(wanted[target])
        except OSError:                      # gone, or not ours to look at
            continue
    return found


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
    from deckcheck.games import game_ids

    return build_db(game_ids())


@pytest.fixture(scope="session")
def l5r_pool(l5r_db):
    return _pool("l5r")


@pytest.fixture(scope="session")
def agot_pool(agot_db):
    return _pool("agot")


@pytest.fixture(scope="session")
def whi_pool(whi_db):
    return _pool("whi")


# -- PostgreSQL (issue 9) ----------------------------------------------------------------------
# The database-touching tests run against PostgreSQL too when DECKCHECK_TEST_POSTGRES=1
# (set by .ci/run) or with ``pytest --postgres``: a throwaway cluster is created with the
# machine's own binaries (/usr/lib/postgresql/*/bin, Debian's ``postgresql`` package) in a
# temporary folder, listens on a free loopback port and a socket in that folder, and is
# stopped at the end of the session. Postgres refuses to run as root: as root the cluster
# runs as ``nobody`` (via runuser) in a folder owned by it.
PG_ENV = "DECKCHECK_TEST_POSTGRES"
PG_USER = "deckcheck"


def pytest_addoption(parser) -> None:
    parser.addoption("--postgres", action="store_true", default=False,
                     help=f"also run the database tests against a temporary PostgreSQL ({PG_ENV}=1)")


def postgres_bindir() -> Path | None:
    """The newest PostgreSQL server binaries on this machine (None when not installed)."""
    found = []
    for initdb in Path("/usr/lib/postgresql").glob("*/bin/initdb"):
        try:
            found.append((int(initdb.parts[-3]), initdb.parent))
        except ValueError:
            continue
    if not found:
        return None
    bindir = max(found)[1]
    return bindir if (bindir / "pg_ctl").exists() and (bindir / "postgres").exists() else None


class PostgresCluster:
    """A temporary PostgreSQL cluster on 127.0.0.1:<port> (trust authentication, loopback only)."""

    def __init__(self, bindir: Path, port: int | None = None):
        import shutil
        import socket

        self.bindir = bindir
        self.root = Path(tempfile.mkdtemp(prefix="deckcheck-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "postgres.log"
        if port is None:
            with socket.socket() as s:
                s.bind(("127.0.0.1", 0))
                port = s.getsockname()[1]
        self.port = port
        self._runuser = []
        if os.geteuid() == 0:
            self._runuser = [shutil.which("runuser") or "/usr/sbin/runuser", "-u", "nobody", "--"]
            shutil.chown(self.root, "nobody")
        self._counter = 0

    def _run(self, *args: str, check: bool = True, timeout: float = 60):
        import subprocess

        return subprocess.run([*self._runuser, *args], check=check, timeout=timeout, cwd=self.root,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)

    def init(self) -> None:
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-U", PG_USER, "--auth=trust",
                  "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync")

    def start(self) -> None:
        opts = (f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.root} "
                "-c fsync=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=32MB")
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-o", opts,
                  "-w", "-t", "30", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "-t", "30",
                  "stop", check=False)

    def running(self) -> bool:
        return self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "status", check=False).returncode == 0

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://{PG_USER}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str | None = None) -> str:
        """A new empty database; returns its SQLAlchemy URL."""
        import sqlalchemy as sa

        self._counter += 1
        name = name or f"t{os.getpid()}_{self._counter}"
        engine = sa.create_engine(self.url(), isolation_level="AUTOCOMMIT", poolclass=sa.pool.NullPool)
        with engine.connect() as conn:
            conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
        engine.dispose()
        return self.url(name)

    def remove(self) -> None:
        import shutil

        if self.running():
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)


def postgres_wanted(config) -> bool:
    return bool(config.getoption("--postgres")) or os.environ.get(PG_ENV, "") not in ("", "0")


@pytest.fixture(scope="session")
def postgres(request):
    """The session's temporary PostgreSQL cluster (skips unless asked for and installed)."""
    if not postgres_wanted(request.config):
        pytest.skip(f"PostgreSQL tests are off (set {PG_ENV}=1 or pass --postgres)")
    bindir = postgres_bindir()
    if bindir is None:
        pytest.skip("PostgreSQL binaries are missing (apt-get install postgresql)")
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.skip("the psycopg driver is missing (pip install 'psycopg[binary]')")
    with started_cluster(bindir) as cluster:
        yield cluster


@contextmanager
def started_cluster(bindir: Path):
    """A new PostgreSQL cluster, initialized and started; removed on exit."""
    cluster = PostgresCluster(bindir)
    try:
        cluster.init()
        cluster.start()
        yield cluster
    finally:
        cluster.remove()


@pytest.fixture
def own_cluster(request):
    """A PostgreSQL cluster of one test alone, which it may stop and start (the session's
    ``postgres`` is shared and never stopped); skips as ``postgres`` does."""
    request.getfixturevalue("postgres")               # skips when PostgreSQL tests are off
    with started_cluster(postgres_bindir()) as cluster:
        yield cluster


@pytest.fixture
def pg_url(postgres) -> str:
    """A fresh, empty PostgreSQL database for one test."""
    from card_db.database import get_engine

    url = postgres.create_database()
    yield url
    get_engine(url).dispose()


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def events_db(request, tmp_path_factory):
    """A module's events database, once on each engine: a migrated SQLite file, then a fresh
    PostgreSQL database (skipped unless the PostgreSQL tests are on). The hostile suites
    (tests/test_hostile_*.py) run every finding on both."""
    from card_db.database import get_engine, upgrade

    if request.param == "postgres":
        url = request.getfixturevalue("postgres").create_database()
    else:
        url = f"sqlite:///{tmp_path_factory.mktemp('events') / 'events.sqlite'}"
    upgrade(url)
    yield url
    get_engine(url).dispose()


@pytest.fixture
def events_url(tmp_path):
    """A fresh migrated SQLite database for tests that write (events, keys, sessions)."""
    from card_cache import fresh_events_url
    from card_db.database import get_engine

    url = fresh_events_url(tmp_path / "events.sqlite")
    yield url
    get_engine(url).dispose()


@pytest.fixture(scope="session", autouse=True)
def card_cache_read_only():
    """Fails the session when the shared card cache (``build_db``) was written during it, or
    an app made its Celery broker file beside it (tests/card_cache.py)."""
    import card_cache

    yield
    try:
        changed = card_cache.changes()
    finally:
        card_cache.remove_scratch()
    if changed:
        pytest.fail("the shared card cache must only be read by the tests:\n" + "\n".join(changed))


# -- Redis (the goldfish jobs' deployment broker) --------------------------------------------------
@pytest.fixture(scope="session")
def redis_url():
    """A temporary redis-server on 127.0.0.1:<free port>, its files in a temporary folder
    (skips when Debian's redis-server is not installed)."""
    import shutil
    import socket
    import subprocess
    import time

    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is missing (apt-get install redis-server)")
    root = Path(tempfile.mkdtemp(prefix="deckcheck-redis-"))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(root),
                               "--save", "", "--appendonly", "no", "--protected-mode", "yes"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=root)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1) as conn:
                    conn.sendall(b"PING\r\n")
                    if conn.recv(16).startswith(b"+PONG"):
                        break
            except OSError:
                pass
            if time.monotonic() > deadline or server.poll() is not None:
                pytest.fail("redis-server did not start")
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def a_card_unreviewed(monkeypatch):
    """Every card has a record now: one taken away stands for a card printed (or imported)
    after the review. The deck tables are cached per pool, so they are dropped before and
    after: no table built with the record is read here, none built without it later."""
    from deckcheck.games.l5r.engine.cards import table_for
    from deckcheck.games.l5r.engine.records import RECORDS

    table_for.cache_clear()
    monkeypatch.delitem(RECORDS, "exposed-secrets")
    yield "exposed-secrets"
    table_for.cache_clear()
