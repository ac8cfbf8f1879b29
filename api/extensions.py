"""Per-process state: the ValidationService with every game's CardPool, loaded once per
worker; the database engine for events and API keys."""
from __future__ import annotations

from flask import Flask, current_app
from sqlalchemy.engine import Engine

from api.validation import ValidationService


def init_service(app: Flask) -> None:
    service = app.config.get("VALIDATION_SERVICE")
    if service is None:
        from card_db.database import get_engine

        engine = get_engine(app.config.get("DATABASE_URL"))
        service = ValidationService.from_database(engine, reload_interval=app.config["RELOAD_SECONDS"])
    app.extensions["deckcheck"] = service


def service() -> ValidationService:
    """The worker's service; checks (throttled) whether a sync changed the card data."""
    svc: ValidationService = current_app.extensions["deckcheck"]
    svc.reload_if_due()
    return svc


def engine() -> Engine:
    """The database of events and API keys (the card database unless EVENTS_DATABASE_URL)."""
    app = current_app
    url = app.config.get("EVENTS_DATABASE_URL")
    if url:
        from card_db.database import get_engine

        return get_engine(url)
    svc: ValidationService = app.extensions["deckcheck"]
    if svc.engine is None:
        from card_db.database import get_engine

        return get_engine(app.config.get("DATABASE_URL"))
    return svc.engine
