"""Flask entry point: ``create_app(config)``. ``flask --app api run`` for development,
``deckcheck serve`` (gunicorn) for serving."""
from __future__ import annotations

import os
from typing import Any, Mapping

from flask import Flask


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(
        DATABASE_URL=os.environ.get("DATABASE_URL"),
        MAX_CONTENT_LENGTH=int(os.environ.get("DECKCHECK_MAX_BODY", 2 * 1024 * 1024)),
        JSON_SORT_KEYS=False,
    )
    if config:
        app.config.update(config)
    from api.extensions import init_service
    from api.routes import register_blueprints

    init_service(app)
    register_blueprints(app)
    return app
