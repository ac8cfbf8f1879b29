"""A quota of heavy work per client, so that a few clients sending the most expensive
requests the limits allow, back to back, cannot take the CPU from everybody else.

The work budget (``deckcheck.decklists.budget``) bounds one request; nothing bounds how
many such requests one client sends. So the CPU time of every request that reads decks
(``METERED``: validation, batches, decklist parsing, registrations, the check page) is
measured (the
worker thread's own, ``time.thread_time``), and what one request uses beyond ``FREE_MS``
(an ordinary validation needs a few milliseconds and never counts) is charged to its
client: its verified API key, else its address (the rate limiter's buckets,
``api.ops.rate_limit_key``). A client over its quota for the current window is answered
429 ``WORK_QUOTA_EXCEEDED`` with ``Retry-After`` before any work is done.

Settings (environment ``DECKCHECK_<NAME>`` or app config ``<NAME>``):

- ``WORK_QUOTA``: CPU milliseconds of heavy work per client and window, in the notation
  of the ``limits`` package (default ``1000/minute``: one second a minute; empty turns
  the quota off);
- ``WORK_QUOTA_KEY``: the same for a client with a verified API key (default
  ``30000/minute``: organizers checking many decklists);
- ``RATE_LIMIT_STORAGE``: where the counters live (default ``memory://``, one counter
  per worker process; ``redis://host:6379`` shares them across workers and replicas).
"""
from __future__ import annotations

import logging
import time

from flask import Flask, current_app, g, jsonify, request

from api.errors import ApiError, error_body
from deckcheck.errors import DeckcheckError

FREE_MS = 20           # CPU milliseconds a request may use without being charged
cpu_seconds = time.thread_time      # the worker thread's own CPU time (a patch point for tests)
# what reads decks from the client's text: the work the budget bounds per request (goldfish
# runs have their own limits; health, lists and card pages are cheap)
METERED = frozenset({"validate.validate_deck", "validate.validate_batch", "decklists.parse_decklist",
                     "decklists.export_decklist", "events.register", "pages.check", "pages.submit",
                     "goldfish.game_log"})

log = logging.getLogger("deckcheck.api")


def init_quota(app: Flask) -> None:
    from api.ops import VerifiedKeys, _setting, rate_limit_key

    anonymous = _setting(app, "WORK_QUOTA", "1000/minute").strip()
    if not anonymous:
        return
    from limits import parse
    from limits.storage import storage_from_string
    from limits.strategies import FixedWindowRateLimiter

    app.extensions.setdefault("deckcheck_verified_keys", VerifiedKeys())
    items = {"ip": parse(anonymous), "key": parse(_setting(app, "WORK_QUOTA_KEY", "30000/minute").strip()
                                                  or anonymous)}
    counters = FixedWindowRateLimiter(storage_from_string(_setting(app, "RATE_LIMIT_STORAGE", "memory://")))
    app.extensions["deckcheck_work_quota"] = (counters, items)

    @app.before_request
    def _within_quota():
        if request.endpoint not in METERED or request.method != "POST":
            return None
        bucket = rate_limit_key()
        item = items["key" if bucket.startswith("key:") else "ip"]
        try:
            fits = counters.test(item, "work", bucket)
        except Exception:  # noqa: BLE001  (the counters' store is down: serve, never a 500 here)
            log.warning("work quota check failed", exc_info=True)
            fits = True
        if not fits:
            reset = counters.get_window_stats(item, "work", bucket).reset_time
            retry = max(1, int(reset - time.time()) + 1)
            if request.blueprint == "pages":      # the pages' own error page, in the page's language
                from api.pages.blueprint import choose_language

                choose_language()
                raise ApiError(429, "WORK_QUOTA_EXCEEDED", {"retry_after": retry}, seconds=retry)
            refused = DeckcheckError("WORK_QUOTA_EXCEEDED", {"retry_after": retry}, seconds=retry)
            return jsonify(error_body(refused)), 429, {"Retry-After": str(retry)}
        g.work_quota = (bucket, item, cpu_seconds())
        return None

    @app.teardown_request
    def _charge(_exc=None):
        started = g.pop("work_quota", None)
        if started is None:
            return
        bucket, item, t0 = started
        used = int((cpu_seconds() - t0 - g.pop("uncharged_cpu", 0.0)) * 1000) - FREE_MS
        if used > 0:
            try:
                current_app.extensions["deckcheck_work_quota"][0].hit(item, "work", bucket, cost=used)
            except Exception:  # noqa: BLE001
                log.warning("work quota charge failed", exc_info=True)
