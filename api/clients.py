"""Who a request's client is, for the rate limits and the work quota: its API key once
verified (``key:<id>``), else its address (``ip:<address>``)."""
from __future__ import annotations

import hashlib
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from flask import Flask, current_app, g, request

from deckcheck.services.events import KEY_PREFIX

log = logging.getLogger("deckcheck.request")

KEY_CACHE_SECONDS = 60.0
KEY_CACHE_SIZE = 4096


class VerifiedKeys:
    """API keys verified lately, for the rate limiter: SHA-256 of the token -> (key id, time
    of expiry). Bounded (the oldest entry goes first) and thread-safe; only keys that exist
    and are not revoked are kept, so made-up tokens never fill it. A revoked key may keep
    its own bucket for up to ``ttl`` seconds; the operations themselves always ask the
    database."""

    def __init__(self, ttl: float = KEY_CACHE_SECONDS, size: int = KEY_CACHE_SIZE,
                 clock: Callable[[], float] = time.monotonic):
        self.ttl, self.size, self.clock = ttl, size, clock
        self._keys: OrderedDict[str, tuple[int, float]] = OrderedDict()
        self._lock = threading.Lock()

    def key_id(self, token: str, lookup: Callable[[str], Any]) -> int | None:
        """The id of the token's active key (``lookup(token)`` -> ApiKey or None, asked only
        when the token is not remembered), or None."""
        digest = hashlib.sha256(token.encode("utf-8")).hexdigest()
        now = self.clock()
        with self._lock:
            hit = self._keys.get(digest)
            if hit is not None and hit[1] > now:
                return hit[0]
        key = lookup(token)
        if key is None:
            return None
        with self._lock:
            self._keys[digest] = (key.id, now + self.ttl)
            self._keys.move_to_end(digest)
            while len(self._keys) > self.size:
                self._keys.popitem(last=False)
        return key.id


def sent_token(authorization: str, api_key: str) -> str:
    """The API key a request sends: ``Authorization: Bearer <key>``, else ``X-API-Key``."""
    token = authorization[7:] if authorization[:7].lower() == "bearer " else api_key
    return token.strip()


def client_bucket(app: Flask, address: str | None, token: str) -> str:
    """The caller's bucket: its API key once verified (``key:<id>``), else its IP
    (``ip:<address>``). A token counts only if it is the key of an active organizer (looked
    up by its hash, remembered for KEY_CACHE_SECONDS); a made-up token per request is the
    IP's bucket, so it cannot escape the limit. Requests without a token, and tokens that
    are not shaped like our keys, never touch the database."""
    bucket = "ip:" + (address or "unknown")
    if token.startswith(KEY_PREFIX) and len(token) <= 200:
        verified: VerifiedKeys = app.extensions["deckcheck_verified_keys"]
        try:
            key_id = verified.key_id(token, app.extensions["deckcheck_services"].events.find_api_key)
        except Exception:  # noqa: BLE001  (database down: the IP's bucket, never a 500 here)
            log.warning("API key check for the rate limit failed", exc_info=True)
            key_id = None
        if key_id is not None:
            bucket = f"key:{key_id}"
    return bucket


def rate_limit_key() -> str:
    """The request's bucket (``client_bucket``), worked out once per request."""
    bucket = g.get("rate_limit_bucket")
    if bucket is None:
        headers = request.headers
        token = sent_token(headers.get("Authorization", ""), headers.get("X-API-Key", ""))
        bucket = g.rate_limit_bucket = client_bucket(current_app._get_current_object(), request.remote_addr,
                                                     token)
    return bucket
