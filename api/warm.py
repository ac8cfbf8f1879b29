"""Warming a served worker before it takes its first request.

A fresh worker pays once for what its first requests touch: Jinja compiles each page
template on first use, the game modules and the fix search are imported on first use, and
each language's messages, page strings and card names are put together on its first page
(figures: docs/performance.md). Without warming, the first
clients of every new worker (after a start, a restart or a worker that gunicorn replaced)
wait that long, and the work quota charges the first client that CPU as its own.

``warm(app)`` does that work before the worker accepts connections: it compiles every
template and renders the main pages (the check page with a one-line decklist of each game,
the card list, the goldfish and events pages) in every language, by calling the pages'
views directly in a request context of their own. No request is made: nothing is logged,
counted in the metrics or charged to a quota, no session is stored, and the services'
observers are not told of the warm-up verdicts. A page that fails to warm is logged and
skipped (the worker then pays for it on first use, as without warming); it never stops the
worker.

``deckcheck serve`` warms each worker as it loads the app (with ``DECKCHECK_PRELOAD=1`` the
app is loaded once, in the master, and the workers inherit it warmed); ``DECKCHECK_WARM=0``:
not. A template that does not compile is logged and listed like a page that fails.
"""
from __future__ import annotations

import gc
import logging
import time
from typing import Any

from flask import Flask, g

from api.pages.i18n import LANGS
from deckcheck.games import game_ids

log = logging.getLogger("deckcheck.warm")

# the pages rendered (endpoint, method): the ones a visitor opens first
_PAGES = (("pages.cards", "GET"), ("pages.goldfish", "GET"), ("pages.events", "GET"))


def _decklists(app: Flask) -> dict[str, str]:
    """A one-line decklist of each game with cards: the pool's first card by id."""
    pools = app.extensions["deckcheck_services"].validation.pools
    out = {}
    for game in game_ids():
        pool = pools.get(game)
        if pool is not None and len(pool):
            card = pool.cards[min(pool.cards)]
            out[game] = f"1x {card.name}\n"
    return out


def _view(app: Flask, endpoint: str, method: str, lang: str, data: dict[str, str] | None = None) -> None:
    view = app.view_functions[endpoint]
    with app.test_request_context("/", method=method, data=data, query_string={"lang": lang}):
        g.lang = lang              # (what the pages' language hook sets, without the session)
        view()


def warm(app: Flask) -> dict[str, Any]:
    """Do the one-time work of a fresh worker now (see the module's text); what was warmed,
    what failed, and the CPU and wall time it took (milliseconds)."""
    started, cpu = time.perf_counter(), time.process_time()
    failed: list[str] = []
    compiled = rendered = 0
    env = app.jinja_env
    for name in env.list_templates():
        try:
            env.get_template(name)
            compiled += 1
        except Exception:                  # noqa: BLE001 (warming is an optimization: never fatal)
            log.exception("compiling the template %s failed", name)
            failed.append(name)
    try:
        observers = app.extensions["deckcheck_services"].observers
        decklists = _decklists(app)
    except Exception:                      # noqa: BLE001
        log.exception("warming the pages failed")
        failed.append("pages")
        observers, decklists = None, {}
    if observers is not None:
        with observers.muted():
            for lang in LANGS:
                steps = [("pages.check", "POST", {"decklist": text, "game": game, "lang": lang})
                         for game, text in decklists.items()]
                steps += [(endpoint, method, None) for endpoint, method in _PAGES]
                for endpoint, method, data in steps:
                    try:
                        _view(app, endpoint, method, lang, data)
                        rendered += 1
                    except Exception:      # noqa: BLE001
                        log.exception("warming %s (%s) failed", endpoint, lang)
                        failed.append(f"{endpoint} {lang}")
    gc.collect()                           # (the warm-up's garbage, before the heap is frozen)
    figures = {"templates": compiled, "pages": rendered, "failed": failed,
               "ms": round((time.perf_counter() - started) * 1000, 1),
               "cpu_ms": round((time.process_time() - cpu) * 1000, 1)}
    log.info("worker warmed", extra=figures)
    return figures
