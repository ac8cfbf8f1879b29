"""Flask entry point: ``create_app(config)``. ``flask --app api run`` for development,
``deckcheck serve`` (gunicorn) for serving.

Configuration (environment variables, overridden by the ``config`` mapping):

- ``DATABASE_URL``: the database (default: the embedded SQLite file, see card_db.database)
- ``DECKCHECK_MAX_BODY``: largest accepted request body in bytes (default 2 MiB)
- ``DECKCHECK_RELOAD_SECONDS``: how often a worker asks whether a sync changed the
  card data (default 5)
- ``DECKCHECK_THRONESDB_URL`` (default https://thronesdb.com), ``DECKCHECK_EMERALDDB_URL``
  (https://www.emeralddb.org), ``DECKCHECK_FIVERINGSDB_URL`` (https://api.fiveringsdb.com):
  the API bases that import by link reads decks from (a mirror or a test server can stand in;
  links to the host of a base are accepted besides the sites' own hosts)
- ``DECKCHECK_IMPORT_TIMEOUT``: seconds one fetch of a deck link may take in all (default 10);
  ``DECKCHECK_IMPORT_MAX_BYTES``: the largest answer read (default 1 MiB, counted as it
  arrives); ``DECKCHECK_IMPORT_CACHE_SECONDS``: how long an answer is kept (default 300)
- ``DECKCHECK_CARDS_MAX_AGE``: seconds a client or proxy may keep an answer of the card and
  list endpoints without asking again (Cache-Control max-age, default 300); after that the
  ETag makes asking again cheap (304)
- ``SESSION_COOKIE_SECURE``, ``SESSION_COOKIE_SAMESITE``, ``DECKCHECK_HTTPS``,
  ``DECKCHECK_SESSION_LIFETIME``, ``DECKCHECK_SESSION_MAX``: the pages' server-side
  sessions (see api/pages/sessions.py)

Operations (request ids, JSON logs, /metrics, CORS, rate limits): see api/ops.py.

Keys of ``config`` used by tests and embedders: ``VALIDATION_SERVICE`` (a ready
ValidationService instead of loading the pools), ``EVENTS_DATABASE_URL`` (events, API
keys and goldfish sessions in another database than the card data).

This is the composition root: ``init_services`` (api/extensions.py) builds card_db's
repositories and the application services (deckcheck/services/) once per app; the
blueprints and pages only translate HTTP and forms into service calls.
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from flask import Flask

API_PREFIX = "/api/v1"


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    from api.pages.sessions import settings_from_env

    app = Flask(__name__)
    app.config.update(
        **settings_from_env(os.environ),
        DATABASE_URL=os.environ.get("DATABASE_URL"),
        MAX_CONTENT_LENGTH=int(os.environ.get("DECKCHECK_MAX_BODY", str(2 * 1024 * 1024))),
        RELOAD_SECONDS=float(os.environ.get("DECKCHECK_RELOAD_SECONDS", "5")),
        CARDS_MAX_AGE=int(os.environ.get("DECKCHECK_CARDS_MAX_AGE", "300")),
        THRONESDB_URL=os.environ.get("DECKCHECK_THRONESDB_URL"),
        EMERALDDB_URL=os.environ.get("DECKCHECK_EMERALDDB_URL"),
        FIVERINGSDB_URL=os.environ.get("DECKCHECK_FIVERINGSDB_URL"),
        IMPORT_TIMEOUT=float(os.environ.get("DECKCHECK_IMPORT_TIMEOUT", "10")),
        IMPORT_MAX_BYTES=int(os.environ.get("DECKCHECK_IMPORT_MAX_BYTES", str(1 << 20))),
        IMPORT_CACHE_SECONDS=float(os.environ.get("DECKCHECK_IMPORT_CACHE_SECONDS", "300")),
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
    from api.lane import init_app as init_lane
    from api.ops import init_app as init_ops
    from api.pages import init_app as init_pages
    from api.routes import register_blueprints

    app.json = SafeJSONProvider(app)
    app.json.sort_keys = False
    init_services(app)               # the services over card_db's repositories
    init_lane(app)                   # canonical decks to POST /validate(/batch) in front of Flask
    init_ops(app)                    # request ids, logs, metrics, CORS, rate limits
    init_guards(app)                 # NUL in path, query or form: 422 before any view
    register_error_handlers(app)
    register_blueprints(app)
    init_pages(app)                  # the HTML pages
    return app
