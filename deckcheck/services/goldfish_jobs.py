"""Goldfish runs as jobs: asked for by the web, played in chunks by task-queue workers,
merged into the same report a single process gives (no Flask, no SQL, no Celery here).

The web side (``submit``, ``get``, ``cancel``) checks the deck as a run always did (an
illegal deck, an unknown key card, an engine that cannot play it: refused at once), then
either points at a stored job of the identical request (same deck, games, seed, pilot,
rounds, key cards, engine version and card data: ``request_hash``) or, within the
client's quota, stores a new job and hands its id to ``dispatch`` (the task queue).

The worker side plays it: ``plan`` (the chunks: consecutive games, ``chunk_size`` each),
``play_chunk`` (game i of the run always uses seed + i, whichever worker plays it; the
chunk that completes the job merges it) and ``merge`` (the records of every chunk in game
order, summarized by the runner's own ``report_of``: the report is the one ``run_report``
gives in one process, byte for byte; its SVG plot is rendered there, once, and stored with
the job). A failure is stored as an error code with its message in every language, never a
traceback; a cancelled job's remaining chunks are skipped; ``sweep`` (periodic) ends the
jobs that stopped moving and deletes chunk records left behind.

Jobs are stored through a GoldfishJobStore (card_db.goldfish_jobs.SqlGoldfishJobStore).
"""
from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from deckcheck.errors import DeckcheckError
from deckcheck.goldfish import runner
from deckcheck.goldfish.games import engine_module
from deckcheck.goldfish.headlines import named_titles
from deckcheck.goldfish.pilot import get_pilot
from deckcheck.message_entries import LANGS
from deckcheck.model import Deck
from deckcheck.services.goldfish import (
    ActionError,
    checked_key_cards,
    checked_max_rounds,
    playable,
    decorate_report,
    plot_svg,
    validate_deck,
)
from deckcheck.services.observers import Observers
from deckcheck.settings import Settings

__all__ = ["JOB_STATES", "GoldfishJobs", "JobQuota", "request_hash"]

JOB_STATES = ("queued", "running", "finished", "failed", "cancelled")
DEFAULT_CHUNK = 1000
log = logging.getLogger("deckcheck.jobs")


class GoldfishJobStore(Protocol):
    def create(self, job: dict[str, Any]) -> None: ...
    def get(self, job_id: str) -> dict[str, Any] | None: ...
    def find_reusable(self, request_hash: str, client: str) -> dict[str, Any] | None: ...
    def usage(self, client: str, since: dt.datetime) -> tuple[int, int]: ...
    def mark_running(self, job_id: str) -> bool: ...
    def set_done(self, job_id: str, done: int) -> bool: ...
    def add_chunk(self, job_id: str, start: int, count: int, records: list) -> bool: ...
    def chunk_records(self, job_id: str) -> Any: ...
    def finish(self, job_id: str, report: dict[str, Any], plot: str | None = None) -> bool: ...
    def plot(self, job_id: str) -> str | None: ...
    def end(self, job_id: str, state: str, error: dict[str, Any] | None = None) -> bool: ...
    def counts(self) -> dict[str, int]: ...
    def running_progress(self) -> list[tuple[int, dt.datetime | None]]: ...
    def reap(self, stalled_before: dt.datetime, error: dict[str, Any]) -> int: ...
    def prune_chunks(self, ended_before: dt.datetime) -> int: ...
    def unmerged(self, stalled_before: dt.datetime) -> list[str]: ...


@dataclass(frozen=True)
class JobQuota:
    """Per client: games asked for per hour, jobs queued or running at once, games per run;
    and how long a job may go without a sign of life, how long chunk records an ended job
    left behind are kept."""

    games_per_hour: int = 200_000
    concurrent: int = 2
    max_games: int = 100_000
    stall_seconds: int = 900      # a job with no sign of life this long is ended (its worker was lost)
    chunk_keep_seconds: int = 3600

    @classmethod
    def from_settings(cls, settings: Settings) -> JobQuota:
        """``goldfish_games_per_hour``, ``goldfish_concurrent_jobs``, ``goldfish_max_games``,
        ``goldfish_stall_seconds``, ``goldfish_chunk_keep_seconds`` (0 = the default)."""
        return cls(settings.goldfish_games_per_hour or cls.games_per_hour,
                   settings.goldfish_concurrent_jobs or cls.concurrent,
                   settings.goldfish_max_games or cls.max_games,
                   settings.goldfish_stall_seconds or cls.stall_seconds,
                   settings.goldfish_chunk_keep_seconds or cls.chunk_keep_seconds)


def request_hash(request: Mapping[str, Any]) -> str:
    """SHA-256 of the request in a canonical JSON form (keys sorted)."""
    text = json.dumps(request, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _tuples(value: Any) -> Any:
    """A record back from JSON: its lists are the tuples the engine wrote."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


class GoldfishJobs:
    """``store``: the jobs; ``dispatch(job_id)``: enqueue a stored job (the task queue);
    ``pool_for(game)``: the CardPool a worker plays with; ``stamp()``: the card data's
    stamp (part of a request's identity); ``observers`` hear of the games played."""

    def __init__(self, store: GoldfishJobStore, pool_for: Callable[[str], Any],
                 dispatch: Callable[[str], None] | None = None, quota: JobQuota | None = None,
                 chunk_size: int = DEFAULT_CHUNK, stamp: Callable[[], str] = lambda: "",
                 observers: Observers | None = None, clock: Callable[[], dt.datetime] = _now):
        self.store = store
        self.pool_for = pool_for
        self.dispatch = dispatch
        self.quota = quota or JobQuota()
        self.chunk_size = max(1, int(chunk_size))
        self.stamp = stamp
        self.observers = observers if observers is not None else Observers()
        self.clock = clock

    # -- the web side ----------------------------------------------------------------------------
    def request_of(self, deck: Deck, pool: Any, games: int, seed: int, max_rounds: int = 20,
                   key_cards: list[str] | None = None, pilot: str | None = None) -> dict[str, Any]:
        """The job's request after the checks a run makes before its first game (refusals
        raise ActionError / DeckInvalid): everything a worker needs to play it."""
        if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= self.quota.max_games:
            raise ActionError("INVALID_GAMES", maximum=self.quota.max_games)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**31:
            raise ActionError("INVALID_SEED")
        rounds = checked_max_rounds(max_rounds)
        keys = checked_key_cards(key_cards)
        deck_obj, validated, table = playable(deck, pool, None, validate_deck)
        if keys:
            named_titles(table, keys)              # an unknown key card is refused now, not after the games
        try:
            get_pilot(deck_obj.game, pilot)
        except KeyError as exc:
            raise ActionError("UNKNOWN_PILOT", pilot=pilot or "", game=deck_obj.game) from exc
        module = engine_module(deck_obj.game)
        return {"game": deck_obj.game, "cards": dict(sorted(deck_obj.cards.items())),
                "faction": deck_obj.faction, "name": deck_obj.name, "validated": validated,
                "games": games, "seed": seed, "max_rounds": rounds, "key_cards": keys,
                "pilot": pilot, "engine": getattr(module, "ENGINE_VERSION", deck_obj.game),
                "card_data": getattr(pool, "stamp", "") or self.stamp()}

    def submit(self, deck: Deck, pool: Any, client: str, games: int, seed: int = 1,
               max_rounds: int = 20, key_cards: list[str] | None = None,
               pilot: str | None = None) -> tuple[dict[str, Any], bool]:
        """(the job, True when it is a stored job of the identical request). A new job
        counts against the client's quota (GOLDFISH_QUOTA_EXCEEDED when over it)."""
        request = self.request_of(deck, pool, games, seed, max_rounds, key_cards, pilot)
        return self.enqueue(request, request_hash(request), client, games, "run",
                            -(-games // self.chunk_size))

    def enqueue(self, request: dict[str, Any], digest: str, client: str, games: int, kind: str,
                chunks: int = 1) -> tuple[dict[str, Any], bool]:
        """A stored job of the identical request (digest), else a new one within the client's
        quota (``games`` count against it), dispatched to the task queue. A finished report is
        shared with anyone who asks for it; a job still queued or running is handed back only
        to the client that created it, since that client alone may cancel it."""
        found = self.store.find_reusable(digest, client[:200])
        if found is not None:
            return found, True
        self._within_quota(client, games)
        job_id = secrets.token_urlsafe(12)
        self.store.create({"id": job_id, "request_hash": digest, "game": request["game"], "kind": kind,
                           "client": client[:200], "state": "queued", "done": 0, "total": games,
                           "chunks": chunks, "request": request})
        if self.dispatch is not None:
            try:
                self.dispatch(job_id)
            except Exception as exc:  # noqa: BLE001  (the broker is down: the job can never start)
                log.warning("could not enqueue goldfish job %s: %s", job_id, type(exc).__name__)
                self.store.end(job_id, "failed", _error(DeckcheckError("JOBS_UNAVAILABLE")))
                raise DeckcheckError("JOBS_UNAVAILABLE") from None
        return self.get(job_id, kind), False

    def reap(self) -> int:
        """End the jobs that stopped moving (their worker, task or broker was lost while they
        were queued or running): failed with GOLDFISH_JOB_STALLED, so that they no longer hold
        their client's slots and their chunks are dropped. The periodic ``sweep`` calls it
        (so a job nobody watches ends too, and the job table and its gauge say so); a reader
        of a stalled job and a new submission call it as well, so that nobody is told
        "running" or refused a slot in the time between two sweeps."""
        stalled_before = self.clock() - dt.timedelta(seconds=self.quota.stall_seconds)
        minutes = max(1, self.quota.stall_seconds // 60)
        return self.store.reap(stalled_before, _error(DeckcheckError("GOLDFISH_JOB_STALLED",
                                                                     {"minutes": minutes})))

    def sweep(self) -> tuple[int, int]:
        """The periodic reaper's work (api/jobs: a Celery beat task every
        ``goldfish_reap_seconds``): merge the stalled jobs whose every chunk is stored (the
        worker merging them was lost: their games are not lost), end the other stalled jobs,
        then delete the chunk records ended jobs left behind ``chunk_keep_seconds`` ago or
        more; (jobs ended, chunks deleted)."""
        for job_id in self.store.unmerged(self.clock() - dt.timedelta(seconds=self.quota.stall_seconds)):
            self.merge(job_id)
        ended = self.reap()
        pruned = self.store.prune_chunks(self.clock() - dt.timedelta(seconds=self.quota.chunk_keep_seconds))
        if ended or pruned:
            log.warning("goldfish reaper: %d stalled jobs ended, %d chunk records deleted", ended, pruned)
        return ended, pruned

    def _stalled(self, job: dict[str, Any]) -> bool:
        last = job.get("moved_at") or job.get("created_at")
        return (job["state"] in ("queued", "running") and last is not None
                and (self.clock() - last).total_seconds() > self.quota.stall_seconds)

    def _within_quota(self, client: str, games: int) -> None:
        self.reap()
        since = self.clock() - dt.timedelta(hours=1)
        used, active = self.store.usage(client, since)
        if active >= self.quota.concurrent:
            raise DeckcheckError("GOLDFISH_QUOTA_EXCEEDED", {"active": active, "limit": self.quota.concurrent},
                                 variant="concurrent", seconds=30)
        if used + games > self.quota.games_per_hour:
            raise DeckcheckError("GOLDFISH_QUOTA_EXCEEDED", {"used": used, "limit": self.quota.games_per_hour},
                                 variant="games", seconds=600)

    def get(self, job_id: str, kind: str = "run") -> dict[str, Any]:
        """The job (a run, or with ``kind`` "comparison" a comparison; UNKNOWN_RUN else)."""
        job = self.store.get(job_id) if isinstance(job_id, str) and "\x00" not in job_id else None
        if job is None or job.get("kind", "run") != kind:
            raise ActionError("UNKNOWN_RUN", {"run": str(job_id)[:64]})
        if self._stalled(job) and self.reap():
            return self.get(job_id, kind)
        return job

    def cancel(self, job_id: str, client: str, kind: str = "run") -> dict[str, Any]:
        """Cancel a queued or running job (its chunks not yet played are skipped); a job that
        has ended stays as it is. Only the client that created the job may cancel it: to any
        other it is unknown (UNKNOWN_RUN), as if it did not exist."""
        job = self.get(job_id, kind)
        if job.get("client") != client[:200]:
            raise ActionError("UNKNOWN_RUN", {"run": str(job_id)[:64]})
        self.store.end(job_id, "cancelled")
        return self.get(job_id, kind)

    def report(self, job_id: str) -> dict[str, Any]:
        """The report of a finished job (UNKNOWN_RUN for any other)."""
        job = self.get(job_id)
        if job["state"] != "finished" or not job["report"]:
            raise ActionError("UNKNOWN_RUN", {"run": str(job_id)[:64]})
        return job["report"]

    def plot(self, job_id: str) -> str:
        """The SVG plot of a finished job, rendered once when it was merged (UNKNOWN_RUN for
        any other job: never rendered here, in a web request)."""
        self.get(job_id)
        svg = self.store.plot(job_id)
        if not svg:
            raise ActionError("UNKNOWN_RUN", {"run": str(job_id)[:64]})
        return svg

    def figures(self) -> dict[str, Any]:
        """Jobs per state and the games per second of the running jobs (for /metrics)."""
        counts = {state: 0 for state in JOB_STATES}
        counts.update(self.store.counts())
        now = self.clock()
        rate = sum(done / max(1.0, (now - started).total_seconds())
                   for done, started in self.store.running_progress() if started is not None)
        return {"jobs": counts, "games_per_second": rate}

    # -- the worker side -------------------------------------------------------------------------
    def plan(self, job_id: str) -> list[tuple[int, int]]:
        """The job's chunks (start, count) in game order; [] when it is not to be played."""
        job = self.store.get(job_id)
        if job is None or job.get("kind", "run") != "run" or not self.store.mark_running(job_id):
            return []
        total = job["total"]
        return [(start, min(self.chunk_size, total - start)) for start in range(0, total, self.chunk_size)]

    def _game_of(self, job: dict[str, Any]) -> tuple[dict[str, Any], Any, Any]:
        request = job["request"]
        pool = self.pool_for(request["game"])
        deck = Deck(game=request["game"], cards=request["cards"], faction=request["faction"],
                    name=request.get("name"))
        _deck, _validated, table = playable(deck, pool, None, None)
        return request, table, get_pilot(request["game"], request.get("pilot"))

    def play_chunk(self, job_id: str, start: int, count: int) -> int:
        """Play games start .. start + count - 1 of the job (game i with seed + i) and store
        their records; returns how many were played (0 when the job was cancelled). The chunk
        whose records complete the job merges it, in the same task: no task polls for the
        last chunk (a lost chunk leaves the job to the reaper)."""
        job = self.store.get(job_id)
        if job is None or job["state"] != "running":
            return 0
        try:
            request, table, pilot = self._game_of(job)
            records = runner.play_records(request["game"], table, count, request["seed"] + start, 1,
                                          pilot, request["max_rounds"])
        except Exception as exc:  # noqa: BLE001  (stored as a failure; the traceback goes to the log)
            self.fail(job_id, exc)
            return 0
        try:
            complete = self.store.add_chunk(job_id, start, count, records)
        except Exception as exc:  # noqa: BLE001  (the store failed: the job cannot complete)
            self.fail(job_id, exc)
            return 0
        if complete:
            self.merge(job_id)
        return count

    def merge(self, job_id: str) -> dict[str, Any] | None:
        """The report from every chunk's records, in game order (None when the job was
        cancelled or failed meanwhile); a job with games missing fails (never a report of
        part of its games)."""
        job = self.store.get(job_id)
        if job is None or job["state"] != "running":
            return None
        try:
            request, table, pilot = self._game_of(job)
            records: list = []
            for start, count, chunk in self.store.chunk_records(job_id):
                if start != len(records) or len(chunk) != count:
                    break
                records.extend(_tuples(r) for r in chunk)
            if len(records) != job["total"]:
                self.store.end(job_id, "failed", _error(DeckcheckError("GOLDFISH_JOB_INCOMPLETE")))
                return None
            options = {"key_cards": request["key_cards"]} if request["key_cards"] else None
            report = runner.report_of(request["game"], records, table, pilot, request["seed"],
                                      request["max_rounds"], options)
            decorate_report(report, request.get("name"), request["validated"])
            report = json.loads(json.dumps(report))      # as stored and answered: JSON
            svg = plot_svg(report)                         # once, here: GET plot.svg serves it stored
        except Exception as exc:  # noqa: BLE001
            self.fail(job_id, exc)
            return None
        if self.store.finish(job_id, report, svg):
            self.observers.goldfish_games(request["game"], job["total"], "job")
        return report

    def fail(self, job_id: str, exc: BaseException) -> None:
        """The job failed: a DeckcheckError keeps its code and message; anything else is
        GOLDFISH_JOB_FAILED (the traceback goes to the worker's log, never to the client).
        When the store cannot even record that (the database is down), the job is left to
        the reaper, which ends it once the database is back: nothing is raised into the task
        queue's error handling (a worker whose error path fails stops)."""
        if not isinstance(exc, DeckcheckError):
            log.error("goldfish job %s failed", job_id, exc_info=exc)
            exc = DeckcheckError("GOLDFISH_JOB_FAILED")
        try:
            self.store.end(job_id, "failed", _error(exc))
        except Exception as lost:  # noqa: BLE001
            log.warning("goldfish job %s: its failure could not be stored (%s); the reaper ends it",
                        job_id, type(lost).__name__)


def _error(exc: DeckcheckError) -> dict[str, Any]:
    """A stored failure: its code and its message in every language."""
    return {"code": exc.code, "messages": {lang: exc.message_in(lang) for lang in LANGS}}
