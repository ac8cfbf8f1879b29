"""Per-process state: the ValidationService with every game's CardPool."""
from __future__ import annotations

from flask import Flask, current_app

from api.validation import ValidationService


def init_service(app: Flask) -> None:
    service = app.config.get("VALIDATION_SERVICE")
    if service is None:
        from card_db.database import get_engine

        engine = get_engine(app.config.get("DATABASE_URL"))
        service = ValidationService.from_database(engine)
    app.extensions["deckcheck"] = service


def service() -> ValidationService:
    return current_app.extensions["deckcheck"]
