"""Flask entry point: ``create_app(config)``. ``flask --app api run`` for development,
``deckcheck serve`` (gunicorn) for serving.

Configuration: ``deckcheck.settings.Settings`` read from the environment once per app, each
field overridden by the ``config`` mapping under its name in capitals (``WORK_QUOTA``);
``api.config.app_settings(app)`` gives it to the rest of the app.

Operations (request ids, JSON logs, CORS, rate limits): see api/ops.py; /metrics: api/metrics.py; who a client is: api/clients.py.

Keys of ``config`` used by tests and embedders: ``VALIDATION_SERVICE`` (a ready
ValidationService instead of loading the pools), ``EVENTS_DATABASE_URL`` (events, API
keys and goldfish sessions in another database than the card data).

This is the composition root: ``init_services`` (api/extensions.py) builds card_db's
repositories and the application services (deckcheck/services/) once per app; the
blueprints and pages only translate HTTP and forms into service calls.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Flask

from api.config import API_PREFIX
from deckcheck.settings import Settings

def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    from api.pages.sessions import session_config

    settings = Settings.from_env().overridden(config or {})
    app = Flask(__name__)
    from api.bodies import Request

    app.request_class = Request         # a chunked body over the limit: 413 as it arrives
    app.config.update(
        DECKCHECK_SETTINGS=settings,
        **session_config(settings),
        DATABASE_URL=settings.database_url,
        EVENTS_DATABASE_URL=settings.events_database_url,     # as `deckcheck worker` reads it
        MAX_CONTENT_LENGTH=settings.max_body,
        RELOAD_SECONDS=settings.reload_seconds,
        JSON_SORT_KEYS=False,
        API_TITLE="deckcheck",
        API_VERSION="v1",
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX=API_PREFIX,
        OPENAPI_JSON_PATH="openapi.json",
    )
    if config:
        app.config.update(config)
    from api.errors import SafeJSONProvider, register_error_handlers
    from api.extensions import init_services
    from api.guards import init_app as init_guards
    from api.ops import init_app as init_ops
    from api.pages import init_app as init_pages
    from api.routes import register_blueprints

    app.json = SafeJSONProvider(app)
    app.json.sort_keys = False
    init_services(app)               # the services over card_db's repositories
    init_ops(app)                    # request ids, logs, metrics, CORS, rate limits
    init_guards(app)                 # NUL in path, query or form: 422 before any view
    register_error_handlers(app)
    register_blueprints(app)
    init_pages(app)                  # the HTML pages
    return app
