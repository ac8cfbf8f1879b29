"""Goldfish comparisons as jobs: two decks (or two versions of one) played on the same
seeds by a task-queue worker, never in a web request (no Flask, no SQL, no Celery here).

A comparison is a job of the goldfish job store (``kind`` "comparison"), beside the runs:
``submit`` checks both decks at once, as ``compare_report`` does before its first game (an
illegal deck, an unread line, a key card in neither deck: refused now, the refusal naming
deck "a" or "b"), then reuses a stored job of the identical request or, within the
client's quota (2 x games count against it), stores a new job and dispatches it. The
worker's ``play`` runs ``compare_report`` in one task (its progress, games of both decks
done / 2 x games, is written every ``progress_every`` seconds) and stores the comparison
as the job's report. A cancelled comparison stops at its next progress step.
"""
from __future__ import annotations

import json
import time
from typing import Any

from deckcheck.errors import DeckcheckError
from deckcheck.goldfish.games import engine_module
from deckcheck.goldfish.headlines import named_titles
from deckcheck.model import Deck
from deckcheck.services.goldfish import (
    ActionError,
    DeckInvalid,
    checked_key_cards,
    checked_max_rounds,
    playable,
    compare_report,
    validate_deck,
)
from deckcheck.services.goldfish_jobs import GoldfishJobs, request_hash

__all__ = ["COMPARISON", "GoldfishComparisons"]

COMPARISON = "comparison"


class _Cancelled(Exception):
    """The job was cancelled while it was played."""


def _deck_request(deck: Deck) -> dict[str, Any]:
    return {"cards": dict(sorted(deck.cards.items())), "faction": deck.faction, "name": deck.name}


class GoldfishComparisons:
    """Comparisons on the jobs of ``jobs`` (its store, dispatch, quota, pools, stamp)."""

    def __init__(self, jobs: GoldfishJobs, max_games: int = 5000, progress_every: float = 0.5):
        self.jobs = jobs
        self.max_games = int(max_games)
        self.progress_every = progress_every

    # -- the web side ----------------------------------------------------------------------------
    def request_of(self, deck_a: Deck, deck_b: Deck, pool: Any, games: int, seed: int,
                   max_rounds: int = 20, key_cards: list[str] | None = None) -> dict[str, Any]:
        if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= self.max_games:
            raise ActionError("INVALID_GAMES", maximum=self.max_games)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**31:
            raise ActionError("INVALID_SEED")
        if deck_a.game != deck_b.game:
            raise ActionError("MIXED_GAMES", game_a=deck_a.game, game_b=deck_b.game)
        rounds = checked_max_rounds(max_rounds)
        keys = checked_key_cards(key_cards)
        played = []
        for which, deck in (("a", deck_a), ("b", deck_b)):
            try:
                played.append(playable(deck, pool, None, validate_deck))
            except DeckInvalid as exc:
                raise exc.of_deck(which) from None
        if not hasattr(engine_module(deck_a.game), "compare"):
            raise ActionError("NO_ENGINE", game=deck_a.game)
        for key in keys or ():            # each key card must be in one of the decks (refused now)
            name = pool.card(key).name if pool.card(key) is not None else key
            try:
                named_titles(played[0][2], [name])
            except DeckcheckError:
                named_titles(played[1][2], [name])
        module = engine_module(deck_a.game)
        return {"kind": COMPARISON, "game": deck_a.game, "a": _deck_request(played[0][0]),
                "b": _deck_request(played[1][0]), "games": games, "seed": seed, "max_rounds": rounds,
                "key_cards": keys, "engine": getattr(module, "ENGINE_VERSION", deck_a.game),
                "card_data": getattr(pool, "stamp", "") or self.jobs.stamp()}

    def submit(self, deck_a: Deck, deck_b: Deck, pool: Any, client: str, games: int, seed: int = 1,
               max_rounds: int = 20, key_cards: list[str] | None = None) -> tuple[dict[str, Any], bool]:
        """(the job, True when it is a stored job of the identical request)."""
        request = self.request_of(deck_a, deck_b, pool, games, seed, max_rounds, key_cards)
        return self.jobs.enqueue(request, request_hash(request), client, 2 * games, COMPARISON)

    def get(self, job_id: str) -> dict[str, Any]:
        return self.jobs.get(job_id, COMPARISON)

    def cancel(self, job_id: str, client: str) -> dict[str, Any]:
        return self.jobs.cancel(job_id, client, COMPARISON)

    # -- the worker side -------------------------------------------------------------------------
    def play(self, job_id: str) -> dict[str, Any] | None:
        """Play the comparison and store it as the job's report (None when it was cancelled
        or failed)."""
        store = self.jobs.store
        job = store.get(job_id)
        if job is None or not store.mark_running(job_id):
            return None
        request = job["request"]
        last = [time.monotonic()]

        def progress(done: int, _total: int) -> None:
            now = time.monotonic()
            if now - last[0] < self.progress_every:
                return
            last[0] = now
            if not store.set_done(job_id, done):
                raise _Cancelled

        try:
            pool = self.jobs.pool_for(request["game"])
            decks = [Deck(game=request["game"], cards=request[w]["cards"], faction=request[w]["faction"],
                          name=request[w].get("name")) for w in ("a", "b")]
            comparison = compare_report(decks[0], decks[1], pool, games=request["games"], seed=request["seed"],
                                        progress=progress, max_rounds=request["max_rounds"],
                                        key_cards=request["key_cards"] or None)
        except _Cancelled:
            return None
        except Exception as exc:  # noqa: BLE001  (stored as a failure; the traceback goes to the log)
            self.jobs.fail(job_id, exc)
            return None
        comparison = json.loads(json.dumps(comparison))
        if store.finish(job_id, comparison, None):
            self.jobs.observers.goldfish_games(request["game"], job["total"], "compare")
        return comparison
