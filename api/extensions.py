"""The composition root of the web app: card_db's repositories, built from the app's
configuration, handed to the services of deckcheck.services; one set per app, kept in
``app.extensions["deckcheck_services"]`` (the ValidationService also under
``app.extensions["deckcheck"]``, the goldfish stores under ``"goldfish_stores"``, the
pages' session store under ``"web_sessions"``).

Blueprints and pages reach them through ``services()`` (or ``service()`` for the
ValidationService), which also asks (throttled) whether a sync changed the card data.

Configuration: ``DATABASE_URL`` (the cards; also events and goldfish unless
``EVENTS_DATABASE_URL``), ``VALIDATION_SERVICE`` (a ready ValidationService instead of
loading the pools), ``RELOAD_SECONDS``, ``GOLDFISH_STORE`` ("database" or "memory");
settings (deckcheck/settings.py): ``DECKCHECK_GOLDFISH_TTL`` (seconds, default 3600),
``DECKCHECK_GOLDFISH_MAX_SESSIONS`` (10000), ``DECKCHECK_GOLDFISH_MAX_RUNS`` (500);
``WEB_SESSION_MAX`` (from ``DECKCHECK_SESSION_MAX``, 100000) bounds the pages' sessions.
"""
from __future__ import annotations

import gc
import time
from collections.abc import Callable, Mapping
from typing import Any

from celery import Celery
from flask import Flask, current_app, g
from sqlalchemy.engine import Engine

from card_db.catalog import SqlCardCatalog
from card_db.database import get_engine
from card_db.event_changes import SqlEventChangeRepository
from card_db.event_edits import SqlEventEditRepository
from card_db.events import SqlEventRepository
from api.jobs import BrokerProbe
from deckcheck.services import (
    CardsService,
    DecklistService,
    EventChangeService,
    EventEditService,
    EventService,
    GoldfishService,
    HealthService,
    Services,
    ValidationService,
)
from deckcheck.services.deck_links import DeckLinkService
from deckcheck.services.event_desk import EventDeskService
from deckcheck.services.goldfish import MemoryRunStore, MemorySessionStore
from deckcheck.services.goldfish_jobs import DEFAULT_CHUNK, GoldfishJobs, JobQuota
from deckcheck.settings import Settings


def validation_service(engine: Engine, reload_interval: float = 5.0) -> ValidationService:
    """A ValidationService over the card database of ``engine`` (pools loaded now)."""
    return ValidationService.from_catalog(SqlCardCatalog(engine), reload_interval=reload_interval)


def event_service(engine: Engine, validation: ValidationService | None = None) -> EventService:
    """An EventService over the events database of ``engine``."""
    return EventService(SqlEventRepository(engine), validation)


def _goldfish_stores(config: Mapping[str, Any], engine: Engine, validation: ValidationService
                     ) -> tuple[Any, Any]:
    if config.get("GOLDFISH_STORE", "database") == "memory":
        return MemorySessionStore(), MemoryRunStore()
    from card_db.goldfish_store import DatabaseRunStore, DatabaseSessionStore

    settings = _settings(config)
    ttl = settings.goldfish_ttl
    return (DatabaseSessionStore(engine, validation.pool, ttl=ttl, max_sessions=settings.goldfish_max_sessions),
            DatabaseRunStore(engine, ttl=ttl, max_runs=settings.goldfish_max_runs))


def web_session_store(config: Mapping[str, Any]) -> Any:
    """The pages' sessions in the database that holds the events (a WebSessionStore)."""
    from card_db.web_sessions import DEFAULT_MAX_SESSIONS, DatabaseWebSessionStore

    url = config.get("EVENTS_DATABASE_URL") or config.get("DATABASE_URL")
    return DatabaseWebSessionStore(get_engine(url), max_sessions=config.get("WEB_SESSION_MAX", DEFAULT_MAX_SESSIONS))


def build_services(config: Mapping[str, Any]) -> Services:
    """One of each service, wired to the databases the configuration names."""
    card_engine = get_engine(config.get("DATABASE_URL"))
    catalog = SqlCardCatalog(card_engine)
    validation = config.get("VALIDATION_SERVICE")
    if validation is None:
        validation = ValidationService.from_catalog(catalog, reload_interval=config.get("RELOAD_SECONDS", 5.0))
    events_url = config.get("EVENTS_DATABASE_URL")
    events_engine = get_engine(events_url) if events_url else card_engine
    events_repository = SqlEventRepository(events_engine)
    probes: dict[str, Any] = {"database": catalog}
    if events_engine is not card_engine:
        probes["events_database"] = events_repository
    sessions, runs = _goldfish_stores(config, events_engine, validation)
    events = EventService(events_repository, validation)
    changes = EventChangeService(events, SqlEventChangeRepository(events_engine))
    return Services(
        validation=validation,
        decklists=DecklistService(validation),
        events=events,
        event_changes=changes,
        event_edits=EventEditService(changes, SqlEventEditRepository(events_engine)),
        goldfish=GoldfishService(sessions, runs, validation, observers=validation.observers),
        cards=CardsService(validation, catalog),
        health=HealthService(validation, probes))


def deck_link_service(config: Mapping[str, Any], decklists: DecklistService) -> DeckLinkService:
    """Import by link, with the sites' API bases and the fetch limits of the settings."""
    settings = _settings(config)
    return DeckLinkService(decklists, {"thronesdb": settings.thronesdb_url,
                                       "emeralddb": settings.emeralddb_url,
                                       "fiveringsdb": settings.fiveringsdb_url},
                           timeout=settings.import_timeout, max_bytes=settings.import_max_bytes,
                           cache_seconds=settings.import_cache_seconds)


def deck_links() -> DeckLinkService:
    return current_app.extensions["deck_links"]


def init_services(app: Flask) -> None:
    built = build_services(app.config)
    app.extensions["deck_links"] = deck_link_service(app.config, built.decklists)
    app.extensions["event_desk"] = event_desk_service(app.config, built.events)
    app.extensions["deckcheck_services"] = built
    app.extensions["deckcheck"] = built.validation
    app.extensions["goldfish_stores"] = (built.goldfish.sessions, built.goldfish.runs)
    app.extensions["web_sessions"] = web_session_store(app.config)
    jobs, celery = goldfish_jobs(app.config, built.validation)
    app.extensions["goldfish_jobs"] = jobs()         # runs as jobs (api/jobs, Celery)
    app.extensions["celery"] = celery
    built.health.probes["broker"] = BrokerProbe(celery)


# -- goldfish jobs (Celery) ------------------------------------------------------------------
def _settings(config: Mapping[str, Any]) -> Settings:
    """The settings of an app's ``config`` (create_app's), else of the environment overridden
    by ``config`` (the worker command's)."""
    found = config.get("DECKCHECK_SETTINGS")
    return found if isinstance(found, Settings) else Settings.from_env().overridden(config)


def goldfish_jobs(config: Mapping[str, Any], validation: ValidationService | None = None
                  ) -> tuple[Callable[[], GoldfishJobs], Celery]:
    """The goldfish job service (a function that builds it on first call) and its Celery
    app, over the database that holds the events (jobs) and the card pools of
    ``validation`` (None: loaded on first use, as a worker process does: nothing touches
    the database before the worker forks its processes). Settings: environment, overridden by the same keys in
    ``config``; ``GOLDFISH_QUOTA`` (a JobQuota) and ``GOLDFISH_CHUNK`` in ``config``."""
    from api.jobs import broker_url, make_celery
    from card_db.database import default_url, normalize_url
    from card_db.goldfish_jobs import SqlGoldfishJobStore
    from card_db.message_broker import use_reconnecting_transport

    url = normalize_url(config.get("EVENTS_DATABASE_URL") or config.get("DATABASE_URL") or default_url())
    settings = _settings(config)
    built: dict[str, GoldfishJobs] = {}

    def context() -> GoldfishJobs:
        if "jobs" not in built:
            service = validation or ValidationService.from_catalog(
                SqlCardCatalog(get_engine(config.get("DATABASE_URL"))), reload_interval=30.0)
            built["jobs"] = _job_service(config, service, SqlGoldfishJobStore(get_engine(url)), celery)
        return built["jobs"]

    use_reconnecting_transport()         # a restarted database must read as a lost connection
    celery = make_celery(broker_url(settings, url), context, settings.goldfish_reap_seconds)
    return context, celery


def _job_service(config: Mapping[str, Any], validation: ValidationService, store: Any, celery: Celery
                 ) -> GoldfishJobs:
    from api.jobs import dispatcher

    def pool_for(game: str):
        validation.reload_if_due()                 # a worker follows a sync of the card data
        return validation.pool(game)

    return GoldfishJobs(store, pool_for, dispatcher(celery),
                        config.get("GOLDFISH_QUOTA") or JobQuota.from_settings(_settings(config)),
                        chunk_size=_settings(config).goldfish_chunk or DEFAULT_CHUNK,
                        stamp=validation.stamp, observers=validation.observers)


def jobs() -> GoldfishJobs:
    """This app's goldfish job service."""
    return current_app.extensions["goldfish_jobs"]


def event_desk_service(config: Mapping[str, Any], events: EventService) -> EventDeskService:
    """The organizer's desk (picks, consent, publication) in the database that holds the events."""
    from card_db.event_desk import SqlEventDeskRepository

    url = config.get("EVENTS_DATABASE_URL") or config.get("DATABASE_URL")
    return EventDeskService(SqlEventDeskRepository(get_engine(url)), events)


def event_desk() -> EventDeskService:
    """This app's EventDeskService (the events' service after the throttled reload check)."""
    services()
    return current_app.extensions["event_desk"]


# -- the heap of a served worker ----------------------------------------------------------------
_frozen = False


def freeze_heap() -> None:
    """Move everything alive now (the card pools, the app) out of the garbage collector's
    sight (``gc.freeze``): a full collection then looks at the requests' garbage only instead
    of pausing the worker over the pools' objects. The server calls it once the
    app is loaded (api/server.py); after a card data reload it is done again."""
    global _frozen
    gc.freeze()
    _frozen = True


def reloaded() -> None:
    """After a card data reload: the old pools collected, the new ones frozen (when frozen)."""
    if _frozen:
        gc.unfreeze()
        gc.collect()
        gc.freeze()


def services(reload: bool = True) -> Services:
    """This app's services; first checks (throttled) whether a sync changed the card data
    (``reload=False`` skips that)."""
    found: Services = current_app.extensions["deckcheck_services"]
    if reload:
        spent = follow_sync(found.validation)
        if spent:
            g.uncharged_cpu = g.get("uncharged_cpu", 0.0) + spent
    return found


def follow_sync(validation: ValidationService) -> float:
    """The throttled check whether a sync changed the card data (the pools reloaded, the heap
    frozen again); the CPU seconds a reload took, the server's own work that is never charged
    to a client (0.0 without one). Also api/lane.py's. (The CPU clock is a system call: read
    only when the check is due.)"""
    if not validation.reload_due():
        return 0.0
    started = time.thread_time()
    if not validation.reload_if_due():
        return 0.0
    reloaded()
    return time.thread_time() - started


def service() -> ValidationService:
    """The app's ValidationService (after the throttled reload check)."""
    return services().validation
