"""What the rest of the app reads of its configuration: the address prefix of the JSON API,
and the settings ``create_app`` (api/__init__.py) read for an app (deckcheck/settings.py).
Kept apart from ``create_app``, which imports every part of the app, so that those parts
read it without importing the function that assembles them."""
from __future__ import annotations

from flask import Flask

from deckcheck.settings import Settings

API_PREFIX = "/api/v1"


def app_settings(app: Flask) -> Settings:
    """The settings ``create_app`` read for ``app`` (deckcheck/settings.py)."""
    return app.config["DECKCHECK_SETTINGS"]
