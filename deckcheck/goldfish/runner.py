"""Monte-Carlo runner: play N games of one deck with a pilot, in parallel, reproducibly.

Game i of a run uses seed ``seed + i``. Games are split into chunks of consecutive
indexes and played in a ``multiprocessing`` pool (or in this process for one worker);
each game returns a compact record, the records are put back in game order and the
game's ``summarize`` turns them into the report. Nothing in the report depends on the
number of workers or on timing, so the same deck, seed and pilot always give the same
report.
"""
from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from typing import Any

from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.games import engine_for, engine_module
from deckcheck.goldfish.pilot import get_pilot

KEEP = Action("keep")
MULLIGAN = Action("mulligan")
MULLIGAN_DECISION = "mulligan"
MAX_GAMES = 1_000_000
MAX_DECISIONS_PER_ROUND = 2000     # a pilot that loops (place / take back ...) is stopped

Progress = Callable[[int, int], None]


def play_game(engine: Any, table: Any, pilot: Any, seed: int, max_rounds: int = 20,
              fast: bool = True) -> Any:
    """One full game with the pilot; returns the final state.

    With ``fast``, a pilot that has ``plan_actions(state)`` may answer a decision point with
    a sequence of actions (e.g. a challenge, its attackers and the confirmation) that are
    applied without listing the legal actions in between; the pilot guarantees they are
    legal and non-trivial, so the game and its log are the same as without ``fast`` (a
    test checks it)."""
    state = engine.start(table, seed, max_rounds)
    legal_actions = engine.legal_actions
    trivial = engine.trivial
    step = engine.step
    only_action = engine.only_action
    plan_actions = getattr(pilot, "plan_actions", None) if fast else None
    budget = MAX_DECISIONS_PER_ROUND * (max_rounds + 1)
    while not state.outcome:
        budget -= 1
        if budget < 0:
            raise RuntimeError(f"the pilot made no progress (seed {seed}, round {state.round}, "
                               f"waiting for {state.pending})")
        if plan_actions is not None:        # planned answers are never the only legal action
            planned = plan_actions(state)
            if planned:
                for action in planned:
                    step(state, action)
                continue
        only = only_action(state)          # a decision known to have one action: no listing
        if only is not None:
            step(state, only, False)
            continue
        actions = legal_actions(state)
        if trivial(state, actions):
            step(state, actions[0], False)
        else:
            step(state, answer(engine, pilot, state, actions))
    return state


def answer(engine: Any, pilot: Any, state: Any, actions: list[Action]) -> Action:
    """The pilot's answer to a decision with a choice: ``keep_hand`` for a keep-or-mulligan
    decision, ``choose`` for every other (also a mulligan that selects cards)."""
    if state.pending == MULLIGAN_DECISION and not engine.decisions[MULLIGAN_DECISION].select:
        return KEEP if pilot.keep_hand(state) else MULLIGAN
    return pilot.choose(state, actions)


# -- worker side ------------------------------------------------------------------------------
class _Player:
    """What one run plays its games with. A run in this process keeps its own player, so
    runs on several threads (Celery worker threads, a server's request threads) never see
    each other's deck."""

    def __init__(self, game: str, table: Any, pilot: Any, max_rounds: int) -> None:
        self.engine = engine_for(game)
        self.table = table
        self.pilot = pilot if not isinstance(pilot, str) else get_pilot(game, pilot)
        self.record = engine_module(game).record
        self.max_rounds = max_rounds

    def play(self, chunk: tuple[int, int, int]) -> tuple[int, list]:
        seed, start, count = chunk
        return start, [self.record(play_game(self.engine, self.table, self.pilot, seed + i,
                                             self.max_rounds))
                       for i in range(start, start + count)]


# A pool process plays the chunks of one run only: its player is set once by the pool's
# initializer (the only way to hand a large table to a pool process once, not per chunk).
_POOL_PLAYER: list[_Player] = []


def _init_pool_process(game: str, table: Any, pilot: Any, max_rounds: int) -> None:
    _POOL_PLAYER[:] = [_Player(game, table, pilot, max_rounds)]


def _play_in_pool(chunk: tuple[int, int, int]) -> tuple[int, list]:
    return _POOL_PLAYER[0].play(chunk)


def play_records(game: str, table: Any, games: int, seed: int, workers: int | None = 1,
                 pilot: Any = None, max_rounds: int = 20, progress: Progress | None = None,
                 chunk_size: int | None = None) -> list:
    """Records of games 0 .. games-1 (in order)."""
    if not 0 < games <= MAX_GAMES:
        raise ValueError(f"games must be between 1 and {MAX_GAMES}")
    pilot = pilot if pilot is not None else get_pilot(game)
    workers = max(1, min(workers or os.cpu_count() or 1, games))
    size = chunk_size or max(10, min(500, games // (workers * 8) or 1))
    chunks = [(seed, start, min(size, games - start)) for start in range(0, games, size)]
    results: dict[int, list] = {}
    done = 0
    if workers == 1:
        player = _Player(game, table, pilot, max_rounds)
        for chunk in chunks:
            start, recs = player.play(chunk)
            results[start] = recs
            done += len(recs)
            if progress:
                progress(done, games)
    else:
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        with ctx.Pool(workers, initializer=_init_pool_process,
                      initargs=(game, table, pilot, max_rounds)) as pool:
            for start, recs in pool.imap_unordered(_play_in_pool, chunks):
                results[start] = recs
                done += len(recs)
                if progress:
                    progress(done, games)
    out: list = []
    for start in sorted(results):
        out.extend(results[start])
    return out


def run(game: str, table: Any, games: int, seed: int, workers: int | None = 1,
        pilot: Any = None, max_rounds: int = 20, progress: Progress | None = None,
        extra: dict[str, Any] | None = None,
        options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``games`` games and return the game's report (a JSON-ready dict); ``options``
    go to the game's ``summarize`` (AGoT: ``key_cards``)."""
    pilot_obj = pilot if pilot is not None and not isinstance(pilot, str) else get_pilot(game, pilot)
    records = play_records(game, table, games, seed, workers, pilot_obj, max_rounds, progress)
    report = report_of(game, records, table, pilot_obj, seed, max_rounds, options)
    if extra:
        report.update(extra)
    return report


def report_of(game: str, records: list, table: Any, pilot: Any, seed: int, max_rounds: int = 20,
              options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The game's report of the records of games 0 .. len(records)-1 (in order), however
    they were played: in this process, a pool, or chunks on task-queue workers."""
    return engine_module(game).summarize(records, table, pilot, seed=seed, max_rounds=max_rounds,
                                         **(options or {}))


def seeds(seed: int, games: int) -> Sequence[int]:
    return range(seed, seed + games)
