"""Shared helpers of the API and decklist tests (imported by the other test_api_* and
test_decklists_* files), plus tests of the helpers' own assumptions."""
from __future__ import annotations

import functools
import importlib
from pathlib import Path

import pytest
from card_cache import fresh_events_url
from conftest import SAMPLES

OCTGN_DIR = SAMPLES / "agot-octgn"
KINGSMOOT = OCTGN_DIR / "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d"
OOTB = sorted(OCTGN_DIR.glob("OOTB-*.o8d"))


def read_sample(path: Path) -> str:
    if not path.is_file():
        pytest.skip(f"sample decklist {path} is missing")
    return path.read_text(encoding="utf-8")


def need_cards(pool, game: str = "") -> None:
    if pool is None or not len(pool):
        pytest.skip(f"no {game or 'game'} cards imported yet (importer not there)")


def need_rules(game: str) -> None:
    try:
        importlib.import_module(f"deckcheck.games.{game}.formats")
    except ImportError:
        pytest.skip(f"the {game} rules (deckcheck/games/{game}/formats.py) are not there yet")


@functools.lru_cache(maxsize=4)
def shared_service(url: str):
    """One ValidationService per database file for the whole session (pools load once)."""
    from api.extensions import validation_service
    from card_db.database import get_engine

    return validation_service(get_engine(url), reload_interval=3600)


def make_app(url: str, events_url: str | None = None, **config):
    """The app on the shared card database, which it only reads: its events, API keys, web
    and goldfish sessions and goldfish jobs (and their Celery broker file) go to
    ``events_url``, else to a fresh database of this app alone (tests/card_cache.py). The
    work quota is off unless a test sets ``WORK_QUOTA`` (tests/test_hostile_quota.py does):
    the CPU a request is charged grows with the machine's load, and a fresh app's first page
    (templates, catalogs, indexes: about 0.3 s idle, 1 s seen in a loaded CI run) must not
    turn a later request of the same test into a 429."""
    from api import create_app

    cfg = {"VALIDATION_SERVICE": shared_service(url), "DATABASE_URL": url, "WORK_QUOTA": "",
           "EVENTS_DATABASE_URL": events_url or fresh_events_url(), **config}
    app = create_app(cfg)
    app.testing = False        # unexpected exceptions become JSON 500s, as in production
    return app


def error_of(response) -> dict:
    """The error object of a JSON error response (asserting the shape)."""
    assert response.is_json, response.data[:200]
    body = response.get_json()
    assert set(body) == {"error"}, body
    assert set(body["error"]) == {"code", "message", "details"}, body
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    return body["error"]


def test_samples_are_there():
    assert KINGSMOOT.is_file() and len(OOTB) == 4
