"""Server-rendered HTML pages for people (Flask + Jinja, a little plain JavaScript).

- ``/``: check a deck (paste a decklist, pick game, format, date or list version,
  language); with JavaScript the verdict follows the typing through POST /api/v1/validate.
  The verdict shows the deck as read by section, corrected lines, and each unread line in
  place with its candidates and a "use this card" button (api/pages/reading.py).
- ``/cards``, ``/cards/<game>/<id>``: card search in any language; one card's data,
  errata, names, printings and restricted/banned status over time.
- ``/lists/<game>``: the restricted/banned list versions of each format.
- ``/goldfish``: play a deck alone (many games with a report and plots, two decks
  compared on the same seeds, one game step by step at a table with undo): see
  api/pages/goldfish.py and api/pages/goldfish_table.py.
- ``/events``: organizers sign in with their API key (checked once; the server-side
  session keeps only the key's id, the cookie only a random session id: see
  api/pages/sessions.py), create and lock events, see registrations, download the CSV
  report; players register a decklist for an open event.

The pages call the same service and store functions as the JSON API in-process; they
never change the API's behaviour. ``init_app`` installs the server-side sessions and sets
``SECRET_KEY`` (Flask's signing key; the session cookie needs none) from the environment
(``SECRET_KEY`` or ``DECKCHECK_SECRET_KEY``); without one, a random key is created once in
``$DECKCHECK_SECRET_FILE`` (default ``secret_key`` in the user's data folder, beside the
default database, whatever the working directory; mode 600) so that every gunicorn
worker and every restart on this machine shares it. Replicas on several machines need the
environment variable.
"""
from __future__ import annotations

import os
import secrets
import time
from pathlib import Path

from flask import Flask

from api.pages.blueprint import bp
from api.pages.sessions import init_sessions
from deckcheck.settings import Settings


def secret_key() -> str:
    settings = Settings.from_env()
    if settings.signing_key:
        return settings.signing_key
    named = settings.secret_file
    if named:
        path = Path(named)
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("deckcheck", appauthor=False)) / "secret_key"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass
        else:
            with os.fdopen(fd, "w") as fh:
                fh.write(secrets.token_hex(32))
        for _ in range(50):          # another worker may be writing it right now
            key = path.read_text(encoding="ascii").strip()
            if key:
                return key
            time.sleep(0.01)
    except OSError:
        pass
    return secrets.token_hex(32)     # no writable place: one key per process


def init_app(app: Flask) -> None:
    if not app.secret_key:
        app.secret_key = secret_key()
    init_sessions(app, app.extensions["web_sessions"])
    from api.pages import (  # noqa: F401  (attach the routes to bp)
        cards, check, embed, event_decks, events, goldfish, goldfish_table, lists)
    from api.pages import event_changes  # noqa: F401  (issue 19: changes after registration)
    from api.pages import event_edits  # noqa: F401  (issue 35: settings edited, players withdrawn)

    from jinja2 import ChoiceLoader

    from api.pages.game_templates import GamePages

    app.jinja_env.loader = ChoiceLoader([app.jinja_env.loader, GamePages()])
    app.register_blueprint(bp)
