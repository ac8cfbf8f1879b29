"""A quota of heavy work per client, so that a few clients sending the most expensive
requests the limits allow, back to back, cannot take the CPU from everybody else.

The work budget (``deckcheck.decklists.budget``) bounds one request; nothing bounds how
many such requests one client sends. So the CPU time of every request that can spend more than
a few milliseconds on a client's input (``METERED``: validation, batches, decklist parsing,
registrations, the check page and its statistics, the timeline, the goldfish requests that
read a deck) is measured (the worker thread's own, ``time.thread_time``), and what one request uses beyond ``FREE_MS``
(an ordinary validation needs a few milliseconds and never counts) is charged to its
client: its verified API key, else its address (the rate limiter's buckets,
``api.clients.rate_limit_key``). A client over its quota for the current window is answered
429 ``WORK_QUOTA_EXCEEDED`` with ``Retry-After`` before any work is done; a client this worker
charged within the last window's length has its metered requests played by the heavy lane's process (api/heavy.py), so
that its work does not hold the interpreter lock of the threads serving everybody else.

Settings (deckcheck/settings.py: environment ``DECKCHECK_<NAME>`` or app config ``<NAME>``):

- ``WORK_QUOTA``: CPU milliseconds of heavy work per client and window, in the notation
  of the ``limits`` package (default ``1000/minute``: one second a minute; empty turns
  the quota off);
- ``WORK_QUOTA_KEY``: the same for a client with a verified API key (default
  ``30000/minute``: organizers checking many decklists);
- ``ORGANIZER_QUOTA``: the budget of an event's heavy operations and pages (``ORGANIZER``:
  list changes, the event's page, reports; default ``600000/hour``), counted apart;
- ``RATE_LIMIT_STORAGE``: where the counters live (default ``memory://``, one counter
  per worker process; ``redis://host:6379`` shares them across workers and replicas).
"""
from __future__ import annotations

import logging
import threading
import time

from flask import Flask, current_app, g, jsonify, request

from api.errors import error_body
from api.config import app_settings
from api.statuses import ApiError
from api.heavy import init_lane, relay
from api.clients import VerifiedKeys, rate_limit_key
from api.metrics import STORE_OUTAGES
from deckcheck.errors import DeckcheckError

FREE_MS = 20           # CPU milliseconds a request may use without being charged
cpu_seconds = time.thread_time      # the worker thread's own CPU time (a patch point for tests)
# what can spend more than a few milliseconds of CPU on a client's input (bench/hostile_attacks.py
# --costs measures each): reading decks from the client's text, the timeline and statistics of
# a deck, the goldfish requests that read and check a deck before a job or a table starts
# (the games themselves have their own limits); health, card and list pages are cheap
METERED = frozenset({"validate.validate_deck", "validate.validate_batch", "decklists.parse_decklist",
                     "decklists.export_decklist", "decklists.import_decklist", "events.register",
                     "pages.check", "pages.submit", "pages.export_deck_file", "pages.check_stats",
                     "timeline.post_timeline", "timeline.get_timeline",
                     "goldfish.game_log", "goldfish.run", "goldfish.start", "goldfish.compare",
                     "goldfish.compare_job", "pages.goldfish_run", "pages.goldfish_compare",
                     "pages.goldfish_table_start"})
# an event's heavy operations and pages (their cost grows with the players): their own budget,
# ``ORGANIZER_QUOTA``, so that they neither use up nor are refused by the work quota
ORGANIZER = frozenset({"event_changes.apply_list", "event_changes.list_change", "event_changes.upload_list",
                       "event_edits.update_event", "events.report", "events.report_csv",
                       "event_decks.decks", "event_decks.decks_csv", "event_decks.decks_txt",
                       "event_decks.decklists", "pages.list_change", "pages.upload_list", "pages.edit_event",
                       "pages.event", "pages.report_csv", "pages.event_decks", "pages.event_decks_download",
                       "pages.sheets", "pages.published_decklists"})
# the GET requests among them that cost work (a GET of the check page only shows the form)
COSTLY_GETS = ORGANIZER | {"timeline.get_timeline"}


def counted_as(endpoint: str | None, method: str) -> str | None:
    """The budget a request is counted against: "work", "organizer", or None (not metered)."""
    if method == "GET" and endpoint not in COSTLY_GETS or method in ("HEAD", "OPTIONS"):
        return None
    if endpoint in METERED:
        return "work"
    return "organizer" if endpoint in ORGANIZER else None


log = logging.getLogger("deckcheck.api")


class WorkQuota:
    """The counters of heavy work per client (see the module's text): ``fits`` before a
    request, ``charge`` after it (the hooks below)."""

    def __init__(self, counters, items: dict):
        from cachetools import TTLCache

        self.counters, self.items = counters, items
        # the clients this worker charged lately (each for the longest window; the oldest
        # forgotten past 10,000): read without a store lookup, a dict's
        longest = max(item.get_expiry() for item in items.values())
        self.charged: TTLCache = TTLCache(maxsize=10_000, ttl=longest)
        self.lock = threading.Lock()

    def item(self, bucket: str, budget: str = "work"):
        if budget == "organizer" and "organizer" in self.items:
            return self.items["organizer"]
        return self.items["key" if bucket.startswith("key:") else "ip"]

    def fits(self, bucket: str, budget: str = "work") -> bool:
        try:
            return self.counters.test(self.item(bucket, budget), budget, bucket)
        except Exception:  # noqa: BLE001  (the counters' store is down: serve, never a 500 here)
            log.warning("work quota check failed", exc_info=True)
            STORE_OUTAGES.labels("work_quota").inc()
            return True

    def heavy(self, bucket: str, budget: str = "work") -> bool:
        """Whether this worker charged the client's work quota within a window's length: an
        anonymous heavy client, whose metered requests api/heavy.py plays in the lane's
        process. A client with a verified key (an organizer: 30 times the quota, batches and
        bursts of small requests) is served by the request threads as before."""
        # (read without the lock: one dict lookup, atomic under the interpreter lock; only
        # ``charge`` writes and expires, under it)
        return budget == "work" and not bucket.startswith("key:") and (bucket, budget) in self.charged

    def retry_after(self, bucket: str, budget: str = "work") -> int:
        try:
            reset = self.counters.get_window_stats(self.item(bucket, budget), budget, bucket).reset_time
        except Exception:  # noqa: BLE001  (the store went down since ``fits``: the window's length)
            STORE_OUTAGES.labels("work_quota").inc()
            return max(1, int(self.item(bucket, budget).get_expiry()))
        return max(1, int(reset - time.time()) + 1)

    def charge(self, bucket: str, cpu: float, budget: str = "work") -> None:
        """Charge ``cpu`` seconds of a request beyond FREE_MS to ``bucket``'s ``budget``."""
        used = int(cpu * 1000) - FREE_MS
        if used > 0:
            with self.lock:
                self.charged[(bucket, budget)] = True
            try:
                self.counters.hit(self.item(bucket, budget), budget, bucket, cost=used)
            except Exception:  # noqa: BLE001
                log.warning("work quota charge failed", exc_info=True)
                STORE_OUTAGES.labels("work_quota").inc()


def work_quota(app: Flask) -> WorkQuota | None:
    """The app's work quota, None when it is off."""
    return app.extensions.get("deckcheck_work_quota")


def init_quota(app: Flask) -> None:
    anonymous = app_settings(app).work_quota.strip()
    if not anonymous:
        return
    from limits import parse
    from limits.storage import storage_from_string
    from limits.strategies import FixedWindowRateLimiter

    app.extensions.setdefault("deckcheck_verified_keys", VerifiedKeys())
    items = {"ip": parse(anonymous), "key": parse(app_settings(app).work_quota_key.strip()
                                                  or anonymous)}
    organizer = app_settings(app).organizer_quota.strip()
    if organizer:
        items["organizer"] = parse(organizer)
    quota = WorkQuota(FixedWindowRateLimiter(storage_from_string(app_settings(app).rate_limit_storage)), items)
    app.extensions["deckcheck_work_quota"] = quota
    init_lane(app)

    @app.before_request
    def _within_quota():
        budget = counted_as(request.endpoint, request.method)
        if budget is None:
            return None
        bucket = rate_limit_key()
        if not quota.fits(bucket, budget):
            retry = quota.retry_after(bucket, budget)
            if request.blueprint == "pages":      # the pages' own error page, in the page's language
                from api.pages.page_context import choose_language

                choose_language()
                raise ApiError(429, "WORK_QUOTA_EXCEEDED", {"retry_after": retry}, seconds=retry)
            refused = DeckcheckError("WORK_QUOTA_EXCEEDED", {"retry_after": retry}, seconds=retry)
            return jsonify(error_body(refused)), 429, {"Retry-After": str(retry)}
        g.work_quota = (bucket, cpu_seconds(), budget)
        return relay() if quota.heavy(bucket, budget) else None     # a heavy client: the lane answers

    @app.teardown_request
    def _charge(_exc=None):
        started = g.pop("work_quota", None)
        if started is None:
            return
        bucket, t0, budget = started
        current_app.extensions["deckcheck_work_quota"].charge(
            bucket, cpu_seconds() - t0 - g.pop("uncharged_cpu", 0.0) + g.pop("heavy_cpu", 0.0), budget)
