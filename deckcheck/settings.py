"""Every setting deckcheck reads from the environment, in one typed object.

``Settings.from_env()`` reads the environment once (the app, the server, the CLI and the
goldfish worker each build one when they start); nothing else reads ``os.environ``. Each
field declares its variable, its type (from the annotation), its default and one sentence;
``docs/deploy.md``'s table is generated from these declarations (``python -m
deckcheck.settings``) and a test keeps it and the README in step.

Adding a setting: one field here, with ``var("DECKCHECK_NAME", default, "What it does.")``;
then ``python -m deckcheck.settings > /tmp/table.md`` and paste it into docs/deploy.md.

The app's ``config`` mapping (``create_app(config)``) overrides a field by its name in capitals
(``WORK_QUOTA`` for ``work_quota``): ``Settings.overridden``.

A value that cannot be read as its type stops the start with a message naming the variable
(an empty value means the default for numbers and flags; for text it is the text "", which
for some settings means "off", as each sentence says).
"""
from __future__ import annotations

import dataclasses
import os
import sys
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any


class SettingError(ValueError):
    """A variable whose value cannot be read as its type."""


def var(name: str, default: Any, doc: str) -> Any:
    """A field read from the environment variable ``name``."""
    return field(default=default, metadata={"env": name, "doc": doc})


_ON = ("1", "true", "yes", "on")
_OFF = ("0", "false", "no", "off")


@dataclass(frozen=True)
class Settings:
    # -- card data and database ---------------------------------------------------------------
    database_url: str | None = var(
        "DATABASE_URL", None, "SQLAlchemy URL of the database (`deckcheck --db` sets it for one "
        "command); unset: `deckcheck.sqlite` in the user's data folder.")
    events_database_url: str | None = var(
        "EVENTS_DATABASE_URL", None, "Another database for events, API keys and sessions than "
        "the card data's (`deckcheck worker` reads it); unset: the same database.")
    db: str | None = var(
        "DECKCHECK_DB", None, "Another SQLite file for the embedded database, when `DATABASE_URL` "
        "is not set.")
    db_pool: int = var("DECKCHECK_DB_POOL", 5, "Connections each process keeps open to PostgreSQL.")
    db_connect_timeout: int = var(
        "DECKCHECK_DB_CONNECT_TIMEOUT", 3, "Seconds to wait for PostgreSQL to accept a connection.")
    retry_after: int = var(
        "DECKCHECK_RETRY_AFTER", 5, "Seconds a client is told to wait (`Retry-After`) before asking "
        "again when a 503 says the database or the goldfish broker cannot be reached.")
    data: str | None = var(
        "DECKCHECK_DATA", None, "Card data folder (or URL) for `db sync`; unset: `../shared/carddata` "
        "if present, else the upstream repositories.")
    cache: str | None = var(
        "DECKCHECK_CACHE", None, "Download cache of the upstream sync; unset: `~/.cache/deckcheck`.")
    reload_seconds: float = var(
        "DECKCHECK_RELOAD_SECONDS", 5.0, "How often a worker asks whether a sync changed the card data.")
    # -- the server (`deckcheck serve`) -------------------------------------------------------------
    host: str = var("DECKCHECK_HOST", "127.0.0.1", "Address `deckcheck serve` listens on.")
    port: int = var("DECKCHECK_PORT", 8000, "Port `deckcheck serve` listens on.")
    workers: int = var("DECKCHECK_WORKERS", 2, "gunicorn worker processes; each loads the card pools once.")
    threads: int = var(
        "DECKCHECK_THREADS", 4, "Threads per worker (gunicorn's gthread worker: kept-alive connections, "
        "a short request beside a long one, each request read whole before a thread takes it); 1: "
        "gunicorn's sync worker, held by a request until it has arrived: only behind a buffering proxy.")
    timeout: int = var("DECKCHECK_TIMEOUT", 30, "Seconds before a stuck worker is restarted.")
    heavy_workers: int = var(
        "DECKCHECK_HEAVY_WORKERS", 1, "Processes of the heavy lane (gunicorn's dirty workers): the "
        "metered requests of an anonymous client the work quota has charged within the last window run there, not in the "
        "threads serving everybody else (api/heavy.py); 0, or `DECKCHECK_THREADS=1`: no lane.")
    heavy_nice: int = var(
        "DECKCHECK_HEAVY_NICE", 10, "How much lower the heavy lane's CPU priority is than the request "
        "workers' (`nice`); 0: the same priority.")
    reuse_port: bool = var(
        "DECKCHECK_REUSE_PORT", True, "Each worker gets its own listening socket (`SO_REUSEPORT`) so "
        "the kernel spreads connections over the workers; off: one socket shared by all.")
    accesslog: str = var(
        "DECKCHECK_ACCESSLOG", "", "gunicorn's access log, `-` for stdout; empty: none (the app writes "
        "one JSON line per request, without the query string).")
    preload: bool = var("DECKCHECK_PRELOAD", False, "Load the app (and the pools) once before forking.")
    http_parser: str = var(
        "DECKCHECK_HTTP_PARSER", "auto", "`auto`: gunicorn's C parser (`gunicorn_h1c`) when installed; "
        "`python`: gunicorn's own.")
    control_socket: str = var(
        "DECKCHECK_CONTROL_SOCKET", "", "gunicorn's control socket (for `gunicornc`); empty: one per "
        "address, `deckcheck-<host>-<port>.ctl` in `$XDG_RUNTIME_DIR` (else `~/.gunicorn`), so stopping "
        "one server never removes another's; `off`: none.")
    warm: bool = var(
        "DECKCHECK_WARM", True, "Each worker compiles the templates and renders the main pages in every "
        "language before its first request (about 1 s of CPU at start).")
    trim_bytes: int = var(
        "DECKCHECK_TRIM_BYTES", 256 * 1024, "After a request whose body or answer had at least this many "
        "bytes the worker hands the freed memory back to the system (glibc's `malloc_trim`); 0: never.")
    max_requests: int = var(
        "DECKCHECK_MAX_REQUESTS", 20000, "A worker is replaced after about this many requests (a backstop "
        "against memory no one found yet, not the bound: see `DECKCHECK_TRIM_BYTES`); 0: never.")
    max_requests_jitter: int = var(
        "DECKCHECK_MAX_REQUESTS_JITTER", 2000, "Up to this many requests more or less for each worker, so "
        "that the workers are not replaced all at once.")
    prometheus_multiproc_dir: str | None = var(
        "PROMETHEUS_MULTIPROC_DIR", None, "A folder for the workers' metric files (emptied at start), so "
        "/metrics on any worker reports the whole server.")
    # -- requests -------------------------------------------------------------------------------------
    max_body: int = var("DECKCHECK_MAX_BODY", 2 * 1024 * 1024, "Largest accepted request body in bytes.")
    header_timeout: float = var(
        "DECKCHECK_HEADER_TIMEOUT", 10.0, "Seconds a request's head (request line and headers) may take "
        "to arrive, from its first byte or the connection's opening; then 408 and the connection is "
        "closed (with `DECKCHECK_THREADS` > 1: requests are read whole before a thread takes them).")
    body_timeout: float = var(
        "DECKCHECK_BODY_TIMEOUT", 30.0, "Seconds a request's body may take to arrive after its head; "
        "then 408 and the connection is closed.")
    log_level: str = var("DECKCHECK_LOG_LEVEL", "INFO", "Level of the app's log.")
    json_logs: bool = var("DECKCHECK_JSON_LOGS", True, "Log lines as JSON; off: plain text.")
    request_log: bool = var("DECKCHECK_REQUEST_LOG", True, "One log line per request.")
    cors_origins: str = var(
        "DECKCHECK_CORS_ORIGINS", "", "Comma-separated origins allowed to call the API from a browser; "
        "empty: none.")
    rate_limit: str = var(
        "DECKCHECK_RATE_LIMIT", "", "Requests per verified API key, else per client address, e.g. "
        "`120/minute;2000/hour`; empty: no limit.")
    rate_limit_storage: str = var(
        "DECKCHECK_RATE_LIMIT_STORAGE", "memory://", "Where the rate-limit and quota counters live; with "
        "several workers a shared store such as `redis://redis:6379/0`.")
    trusted_proxies: int = var(
        "DECKCHECK_TRUSTED_PROXIES", 0, "Proxies in front of the app whose `X-Forwarded-*` headers are "
        "believed.")
    work_quota: str = var(
        "DECKCHECK_WORK_QUOTA", "1000/minute", "CPU milliseconds of heavy work per client without a key; "
        "over it: 429 `WORK_QUOTA_EXCEEDED`; empty: off.")
    work_quota_key: str = var(
        "DECKCHECK_WORK_QUOTA_KEY", "30000/minute", "The same for a client with a verified organizer key.")
    organizer_quota: str = var(
        "DECKCHECK_ORGANIZER_QUOTA", "600000/hour", "CPU milliseconds of an event's heavy pages and "
        "operations (list changes, the event's page, reports, deck lists) per client, counted apart "
        "from the work quota; over it: 429 `WORK_QUOTA_EXCEEDED`; empty: the work quota's counters.")
    cards_max_age: int = var(
        "DECKCHECK_CARDS_MAX_AGE", 300, "Seconds a client or proxy may keep an answer of the card and "
        "list endpoints without asking again (`Cache-Control: max-age`); after that the ETag makes "
        "asking again cheap (304).")
    # -- import by link ---------------------------------------------------------------------------
    thronesdb_url: str | None = var(
        "DECKCHECK_THRONESDB_URL", None, "The ThronesDB API base that deck links are read from; unset: "
        "https://thronesdb.com (a mirror or a test server can stand in).")
    emeralddb_url: str | None = var(
        "DECKCHECK_EMERALDDB_URL", None, "The same for EmeraldDB; unset: https://www.emeralddb.org.")
    fiveringsdb_url: str | None = var(
        "DECKCHECK_FIVERINGSDB_URL", None, "The same for FiveRingsDB; unset: https://api.fiveringsdb.com.")
    import_timeout: float = var(
        "DECKCHECK_IMPORT_TIMEOUT", 10.0, "Seconds one fetch of a deck link may take in all.")
    import_max_bytes: int = var(
        "DECKCHECK_IMPORT_MAX_BYTES", 1 << 20, "The largest answer of a deck site read, counted as it "
        "arrives.")
    import_cache_seconds: float = var(
        "DECKCHECK_IMPORT_CACHE_SECONDS", 300.0, "How long a deck site's answer is kept.")
    # -- the pages' sessions --------------------------------------------------------------------------
    secret_key: str | None = var(
        "SECRET_KEY", None, "Flask's signing key (also read as `DECKCHECK_SECRET_KEY`); unset: a random "
        "key kept in a file.")
    deckcheck_secret_key: str | None = var("DECKCHECK_SECRET_KEY", None, "The same as `SECRET_KEY`.")
    secret_file: str | None = var(
        "DECKCHECK_SECRET_FILE", None, "The file of the random signing key; unset: `secret_key` in the "
        "user's data folder.")
    session_cookie_secure: bool | None = var(
        "SESSION_COOKIE_SECURE", None, "On: the session cookie is `Secure`; off: never; unset: whenever "
        "the site is served over HTTPS.")
    session_cookie_samesite: str = var("SESSION_COOKIE_SAMESITE", "Lax", "`Lax`, `Strict` or `None`.")
    https: bool = var("DECKCHECK_HTTPS", False, "The site is served over HTTPS (the cookie is always `Secure`).")
    session_lifetime: int = var(
        "DECKCHECK_SESSION_LIFETIME", 43200, "Seconds a session lives after it last changed.")
    session_max: int = var(
        "DECKCHECK_SESSION_MAX", 100000, "The most sessions kept; beyond it the ones closest to expiring go.")
    # -- goldfish ---------------------------------------------------------------------------------------
    goldfish_ttl: float = var("DECKCHECK_GOLDFISH_TTL", 3600.0, "Seconds an idle goldfish session is kept.")
    goldfish_max_sessions: int = var("DECKCHECK_GOLDFISH_MAX_SESSIONS", 10000, "Goldfish sessions kept at most.")
    goldfish_max_runs: int = var("DECKCHECK_GOLDFISH_MAX_RUNS", 500, "Finished goldfish runs kept at most.")
    goldfish_chunk: int = var(
        "DECKCHECK_GOLDFISH_CHUNK", 1000, "Games per chunk (the unit a worker takes, and of the progress).")
    goldfish_max_games: int = var("DECKCHECK_GOLDFISH_MAX_GAMES", 100000, "Games of one run (422 above).")
    goldfish_concurrent_jobs: int = var(
        "DECKCHECK_GOLDFISH_CONCURRENT_JOBS", 2, "Jobs one client may have queued or running.")
    goldfish_games_per_hour: int = var(
        "DECKCHECK_GOLDFISH_GAMES_PER_HOUR", 200000, "Games one client may ask for in an hour; over either "
        "quota: 429 `GOLDFISH_QUOTA_EXCEEDED`.")
    goldfish_stall_seconds: int = var(
        "DECKCHECK_GOLDFISH_STALL_SECONDS", 900, "Seconds without a sign of life after which a goldfish "
        "job is ended (its worker was lost).")
    celery_broker_url: str | None = var(
        "CELERY_BROKER_URL", None, "The goldfish workers' broker, e.g. `redis://redis:6379/0`; unset: "
        "`REDIS_URL`, else an SQLite file beside the embedded database (or the database itself).")
    redis_url: str | None = var("REDIS_URL", None, "The broker when `CELERY_BROKER_URL` is not set.")
    celery_result_backend: str | None = var(
        "CELERY_RESULT_BACKEND", None, "Where the chords count their chunks; unset: the Redis broker, "
        "else the database.")
    job_workers: int | None = var(
        "DECKCHECK_JOB_WORKERS", None, "Processes of one goldfish worker; unset: the number of cores "
        "(`deckcheck serve`'s local worker: 1).")
    worker_nice: int = var(
        "DECKCHECK_WORKER_NICE", 10, "How much a goldfish worker lowers its CPU priority, so the web "
        "workers win the CPU; 0: the same priority.")
    local_worker: bool | None = var(
        "DECKCHECK_LOCAL_WORKER", None, "Whether `deckcheck serve` starts a goldfish worker beside "
        "gunicorn; unset: only without a broker setting.")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """The settings of ``environ`` (default: this process's environment)."""
        env = os.environ if environ is None else environ
        read = {}
        for f in fields(cls):
            raw = env.get(f.metadata["env"])
            if raw is not None:
                read[f.name] = _parse(f, raw)
        return cls(**read)

    def overridden(self, config: Mapping[str, Any]) -> Settings:
        """These settings with the fields ``config`` names in capitals (``WORK_QUOTA``) replaced."""
        found = {}
        for f in fields(self):
            value = config.get(f.name.upper())
            if value is not None:
                found[f.name] = _parse(f, value) if isinstance(value, str) else value
        return dataclasses.replace(self, **found) if found else self

    @property
    def signing_key(self) -> str | None:
        return self.secret_key or self.deckcheck_secret_key

    @property
    def broker(self) -> str:
        """The broker setting (empty: the embedded one)."""
        return (self.celery_broker_url or self.redis_url or "").strip()


def _types(f: dataclasses.Field) -> tuple[type, bool]:
    """(the value's type, whether it may be None) of a field."""
    hint = typing.get_type_hints(Settings)[f.name]
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return next(a for a in args if a is not type(None)), True
    return hint, False


def _parse(f: dataclasses.Field, raw: str) -> Any:
    kind, optional = _types(f)
    if kind is str:
        return raw
    text = raw.strip()
    if not text:
        return f.default
    name = f.metadata["env"]
    if kind is bool:
        if text.lower() in _ON or text.lower() in _OFF:
            return text.lower() in _ON
        raise SettingError(f"{name} must be 1 or 0 (on or off), not {raw!r}")
    try:
        return kind(text)
    except ValueError:
        raise SettingError(f"{name} must be {'a whole number' if kind is int else 'a number'}, "
                           f"not {raw!r}") from None


def variables() -> list[tuple[str, str, str, str]]:
    """(variable, type, default, sentence) of every setting, in declaration order."""
    out = []
    for f in fields(Settings):
        kind, optional = _types(f)
        default = f.default
        shown = ("" if default is None else ("`1`" if default else "`0`") if kind is bool
                 else f"`{default}`" if default != "" else "empty")
        out.append((f.metadata["env"], kind.__name__ + (" (optional)" if optional else ""), shown,
                    f.metadata["doc"]))
    return out


def markdown_table() -> str:
    """The table of docs/deploy.md (flags: `1` on, `0` off)."""
    rows = ["| variable | type | default | meaning |", "|---|---|---|---|"]
    rows += [f"| `{name}` | {kind} | {default} | {doc} |" for name, kind, default, doc in variables()]
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    sys.stdout.write(markdown_table())
