"""The pages' sessions, kept on the server (Flask-Session) in the database that holds the
events: the cookie carries only a random session id; the signed-in organizer's key id
(never the key itself) is in the ``web_session`` table (card_db/web_sessions.py, through
the WebSessionStore port). Only signing in makes a session: the page language and the form
token are cookies of their own (api/pages/blueprint.py), so visitors who only read pages
or fail to sign in write no row and cannot push a signed-in session out. Signing in gives a new
session id; signing out deletes the stored session, so a copy of the old cookie opens
nothing any more.

Flask-Session's CacheLibSessionInterface does the session protocol (ids, the cookie,
saving only changed sessions, deleting emptied ones, ``regenerate``); ``StoreCache`` is
the cachelib-shaped adapter to the store. Requests to the JSON API, the static files and
the health and metrics endpoints never read the store.

Settings (deckcheck/settings.py; the ``config`` mapping of create_app overrides them):

- ``SESSION_COOKIE_SECURE``: ``1`` / ``0``. Unset: the cookie is ``Secure`` whenever the
  site is served over HTTPS: ``DECKCHECK_HTTPS=1``, ``PREFERRED_URL_SCHEME=https``, or a
  request that came over HTTPS (behind a proxy: ``DECKCHECK_TRUSTED_PROXIES`` and
  ``X-Forwarded-Proto``).
- ``SESSION_COOKIE_SAMESITE``: ``Lax`` (default), ``Strict`` or ``None`` (``None`` makes
  the cookie ``Secure`` too, as browsers demand).
- ``DECKCHECK_SESSION_LIFETIME``: seconds a session lives after it last changed (default
  43200, 12 hours); the cookie expires with it.
- ``DECKCHECK_SESSION_MAX``: the most sessions kept (default 100000); beyond it the ones
  closest to expiring are dropped.
"""
from __future__ import annotations

import datetime as dt
import logging
from typing import Any

from cachelib import BaseCache
from flask import Flask, Request, current_app, has_request_context, request
from flask.sessions import SessionMixin
from flask_session.cachelib import CacheLibSessionInterface

from api.config import API_PREFIX
from api.metrics import STORE_OUTAGES
from deckcheck.services.ports import WebSessionStore
from deckcheck.settings import Settings

log = logging.getLogger("deckcheck.api")

DEFAULT_LIFETIME = 12 * 3600
DEFAULT_MAX_SESSIONS = 100_000
SAMESITE = {"lax": "Lax", "strict": "Strict", "none": "None"}
# paths that never use the session (the JSON API, static files, probes and metrics)
SESSIONLESS = (API_PREFIX + "/", "/static/")
SESSIONLESS_EXACT = {API_PREFIX, "/healthz", "/readyz", "/metrics"}


def session_config(settings: Settings) -> dict[str, Any]:
    """The session settings as Flask's config (create_app's defaults)."""
    return {
        "SESSION_COOKIE_SECURE": settings.session_cookie_secure,     # None: HTTPS decides
        "SESSION_COOKIE_SAMESITE": settings.session_cookie_samesite or "Lax",
        "PERMANENT_SESSION_LIFETIME": dt.timedelta(seconds=settings.session_lifetime or DEFAULT_LIFETIME),
        "DECKCHECK_HTTPS": settings.https,
        "WEB_SESSION_MAX": settings.session_max or DEFAULT_MAX_SESSIONS,
    }


class StoreCache(BaseCache):
    """A WebSessionStore as the cachelib backend Flask-Session's CacheLibSessionInterface
    expects. A store that cannot be read (database down) gives no session, and one that
    cannot be written loses the change: the pages that need no session still answer.
    Deleting (signing out) never fails silently."""

    def __init__(self, store: WebSessionStore, default_timeout: int):
        super().__init__(default_timeout=default_timeout)
        self.store = store

    def get(self, key: str) -> Any:
        try:
            return self.store.get(key)
        except Exception:
            log.exception("web session store: read failed")
            STORE_OUTAGES.labels("sessions").inc()
            return None

    def set(self, key: str, value: Any, timeout: int | None = None) -> bool:
        try:
            self.store.set(key, dict(value), self._normalize_timeout(timeout) or self.default_timeout)
        except Exception:
            log.exception("web session store: write failed")
            STORE_OUTAGES.labels("sessions").inc()
            return False
        return True

    def add(self, key: str, value: Any, timeout: int | None = None) -> bool:
        return False if self.has(key) else self.set(key, value, timeout)

    def delete(self, key: str) -> bool:
        return self.store.delete(key)

    def has(self, key: str) -> bool:
        return self.get(key) is not None


class PageSessionInterface(CacheLibSessionInterface):
    """Flask-Session's cachelib sessions over the store, plus: no store access for the API
    and the probes, and the cookie's Secure flag following HTTPS unless it is set."""

    def open_session(self, app: Flask, request: Request):
        path = request.path
        if path.startswith(SESSIONLESS) or path in SESSIONLESS_EXACT:
            # no session at all (nothing to generate, nothing saved after the response): the
            # API never writes one; Flask's null session reads as empty
            return self.make_null_session(app)
        return super().open_session(app, request)

    def get_cookie_secure(self, app: Flask) -> bool:
        if app.config.get("SESSION_COOKIE_SAMESITE") == "None":
            return True
        setting = app.config.get("SESSION_COOKIE_SECURE")
        if setting is not None:
            return bool(setting)
        return bool(app.config.get("DECKCHECK_HTTPS") or app.config.get("PREFERRED_URL_SCHEME") == "https"
                    or (has_request_context() and request.is_secure))


def init_sessions(app: Flask, store: WebSessionStore) -> None:
    """Install the server-side sessions on the app (after create_app's configuration)."""
    samesite = str(app.config.get("SESSION_COOKIE_SAMESITE") or "Lax")
    if samesite.lower() not in SAMESITE:
        raise ValueError(f"SESSION_COOKIE_SAMESITE must be Lax, Strict or None, not {samesite!r}")
    app.config["SESSION_COOKIE_SAMESITE"] = SAMESITE[samesite.lower()]
    app.config["SESSION_COOKIE_HTTPONLY"] = True
    # a session is written when it changes (sign-in, language, form token), not on every page
    app.config["SESSION_REFRESH_EACH_REQUEST"] = False
    lifetime = int(app.permanent_session_lifetime.total_seconds())
    app.session_interface = PageSessionInterface(client=StoreCache(store, lifetime), key_prefix="",
                                                 permanent=True)


def renew(session: SessionMixin) -> None:
    """A new id for the session: the stored one under the old id is deleted (sign-in against
    session fixation, sign-out against copies of the old cookie)."""
    regenerate = getattr(current_app.session_interface, "regenerate", None)
    if regenerate is not None and session:
        regenerate(session)
    elif session is not None:
        session.clear()
