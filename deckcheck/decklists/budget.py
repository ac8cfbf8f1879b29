"""The work one request may do while reading decks: decks, lines, fuzzy name look-ups.

Reading costs CPU time per deck, per decklist line and character (read again for every
game tried when a decklist does not say its game) and above all per fuzzy search for a
name no card has (several milliseconds each). Nothing else bounds the total of one
request: a batch of decklists full of misspelled names under the body limit held a
worker for longer than its timeout. So the service makes one ``WorkBudget`` per request
(a single ``POST /validate``, a whole batch) and hands it down to the readers
(``detect.read_decklist`` -> the reader -> ``NameResolver``), which spend it:

- ``spend_deck()`` per deck; ``spend_text(lines, characters)`` per decklist read (plain
  text, OCTGN): its lines (OCTGN: its card entries) plus one line for every
  ``CHARS_PER_LINE`` characters, as long lines cost more; ``spend_entries(n)`` for the
  entries of a canonical or JSON deck, ``ENTRIES_PER_LINE`` to a line (they cost less
  than a line). Going over ``Limits.decks`` or ``Limits.lines`` raises
  ``WorkLimitExceeded``: the request is refused (``REQUEST_TOO_LARGE``, 413), not half
  answered.
- Fuzzy look-ups go through ``search`` (memoized: the same name searched in the same pool
  again, say the same misspelling in 500 decks, costs nothing and is counted once). A
  look-up for ranked suggestions is a courtesy: once ``Limits.suggestions`` look-ups are
  spent it finds nothing, the line stays unread all the same (a violation: the deck is
  never valid) and the request goes on. A look-up ``needed`` to read a line (a
  correction) spends up to ``Limits.fuzzy`` (suggestions included) and then refuses the
  request.

The limits are sized so that one request spending all of them holds a core of the
reference machine (2 cores, shared) for about a second; ``bench/hostile_batch.py --costs``
measures what each unit costs.
"""
from __future__ import annotations

import gc
import time
from dataclasses import dataclass
from typing import Any

from deckcheck.model import DeckInputError
from deckcheck.pool import Candidate, CardPool
from deckcheck.text import normalize_name


CHARS_PER_LINE = 50      # a decklist's text counts one line more for every 50 characters
ENTRIES_PER_LINE = 2     # entries of a canonical or JSON deck that count as one line


@dataclass(frozen=True, slots=True)
class Limits:
    decks: int = 500           # decks (batch items) read and validated
    lines: int = 15_000        # lines (+ characters / CHARS_PER_LINE) and entries, every game tried
    fuzzy: int = 20            # fuzzy look-ups of names, suggestions included (memo hits are free)
    suggestions: int = 8       # look-ups for ranked suggestions (then: none, and no refusal)
    corrections: int = 400     # look-ups of the nearest names, to correct a misspelling (~0.5 ms each)
    cpu_ms: int = 1000         # CPU time of the request's thread, whatever the counts above say


LIMITS = Limits()

cpu_clock = time.thread_time       # the request thread's CPU time (a system call: read rarely)
wall_clock = time.perf_counter     # read without a system call


def full_collections() -> int:
    """How many full (oldest generation) garbage collections this process has run."""
    return gc.get_stats()[-1]["collections"]


class WorkLimitExceeded(DeckInputError):
    """REQUEST_TOO_LARGE: the request needs more work than one request may do. ``details``:
    ``limit`` (decks | lines | fuzzy | corrections | time: CPU milliseconds), ``used`` (what the request would have spent, at
    least), ``maximum`` and ``deck`` (the 0-based position of the deck being read)."""

    def __init__(self, limit: str, used: int, maximum: int, deck: int):
        super().__init__("REQUEST_TOO_LARGE", {"limit": limit, "used": used, "maximum": maximum,
                                               "deck": deck}, variant=limit)


class WorkBudget:
    """The counters of one request against its ``Limits``, and its look-up memo."""

    def __init__(self, limits: Limits = LIMITS):
        self.limits = limits
        self.decks = 0
        self.lines = 0
        self.fuzzy = 0                 # look-ups run (memo hits not counted)
        self.corrections = 0           # nearest-name look-ups run
        self.started = cpu_clock()
        self._full_collections: int | None = full_collections()     # None: the clock restarted once
        # a thread's CPU time never runs ahead of the wall clock: before this moment the
        # request cannot have used its CPU time, and the clock is not read (a system call)
        self._sure_until = wall_clock() + limits.cpu_ms / 1000
        self.memo_hits = 0
        self.unsuggested = 0           # look-ups for suggestions not run: their allowance was spent
        self._found: dict[tuple, Any] = {}    # by the normalized name (candidates, or nearest ids)
        self._seen: dict[tuple, tuple[Candidate, ...]] = {}     # by the text as given (cheaper)

    def _over(self, limit: str, used: int, maximum: int, deck: int | None = None) -> None:
        if used > maximum:
            raise WorkLimitExceeded(limit, used, maximum, max(self.decks - 1, 0) if deck is None else deck)

    def check_time(self) -> None:
        """The request's thread has used at most ``Limits.cpu_ms`` of CPU time (the counts
        bound the work; this bounds it whatever a unit turns out to cost on this machine)."""
        if wall_clock() < self._sure_until:
            return
        used = int((cpu_clock() - self.started) * 1000)
        if (used > self.limits.cpu_ms and self._full_collections is not None
                and full_collections() != self._full_collections):
            # a full garbage collection ran meanwhile (maybe in this thread): its pause walks every object
            # of the process (in a test process, hundreds of MB), not this request's input, and
            # can exceed the whole limit (CI: a German check page refused "send fewer decks").
            # The clock starts again, once: the counts above still bound the request's work
            self._full_collections = None
            self.started = cpu_clock()
            self._sure_until = wall_clock() + self.limits.cpu_ms / 1000
            return
        self._over("time", used, self.limits.cpu_ms)

    # (spend_deck and spend_lines run for every deck of a batch: the limit compared here, and
    # _over called only to refuse)
    def spend_deck(self) -> None:
        self.check_time()
        decks = self.decks + 1
        if decks > self.limits.decks:
            self._over("decks", decks, self.limits.decks, self.decks)
        self.decks = decks

    def spend_lines(self, n: int) -> None:
        self.check_time()
        lines = self.lines + n
        if lines > self.limits.lines:
            self._over("lines", lines, self.limits.lines)
        self.lines = lines

    def spend_text(self, lines: int, characters: int) -> None:
        """A decklist read: its lines, and one more for every CHARS_PER_LINE characters."""
        self.spend_lines(lines + characters // CHARS_PER_LINE)

    def spend_entries(self, n: int) -> None:
        """A canonical or JSON deck read: its entries, ENTRIES_PER_LINE to a line."""
        self.spend_lines(-(-n // ENTRIES_PER_LINE))

    def spend_fuzzy(self) -> None:
        self.check_time()
        self._over("fuzzy", self.fuzzy + 1, self.limits.fuzzy)
        self.fuzzy += 1

    def may_suggest(self) -> bool:
        """Whether a look-up for ranked suggestions may still run."""
        return self.fuzzy < min(self.limits.suggestions, self.limits.fuzzy)

    def search(self, pool: CardPool, text: str, limit: int = 10, cutoff: float = 60.0,
               needed: bool = False) -> tuple[Candidate, ...]:
        """``pool.search`` memoized per budget. A look-up that runs is spent: one for
        suggestions finds nothing once their allowance is spent; one ``needed`` to read a
        line refuses the request (WorkLimitExceeded) once ``fuzzy`` is spent."""
        given = (pool, text, limit, cutoff)           # the pool: its game, this version of it
        found = self._seen.get(given)
        if found is not None:
            self.memo_hits += 1
            return found
        if not needed and not self.may_suggest():      # (not even normalized: long lines cost)
            self.unsuggested += 1
            return ()
        key = (pool, normalize_name(text), limit, cutoff)
        found = self._found.get(key)
        if found is not None:
            self.memo_hits += 1
        else:
            self.spend_fuzzy()
            found = self._found[key] = pool.search(text, limit=limit, cutoff=cutoff)
        self._seen[given] = found
        return found

    def nearest(self, pool: CardPool, key: str, max_edits: int, limit: int) -> tuple[tuple[str, int], ...]:
        """``pool.nearest`` memoized per budget; past ``corrections`` look-ups the request is
        refused (WorkLimitExceeded)."""
        memo_key = ("nearest", pool, key, max_edits, limit)
        found = self._found.get(memo_key)
        if found is not None:
            self.memo_hits += 1
            return found
        self.check_time()
        self._over("corrections", self.corrections + 1, self.limits.corrections)
        self.corrections += 1
        found = self._found[memo_key] = pool.nearest(key, max_edits, limit)
        return found

    def counts(self) -> dict[str, Any]:
        return {"decks": self.decks, "lines": self.lines, "fuzzy": self.fuzzy,
                "corrections": self.corrections,
                "memo_hits": self.memo_hits, "unsuggested": self.unsuggested}


def search(pool: CardPool, text: str, limit: int = 10, budget: WorkBudget | None = None,
           cutoff: float = 60.0, needed: bool = False) -> tuple[Candidate, ...]:
    """The one way decklist readers search a name fuzzily: through ``budget`` (the request's)
    when there is one. ``needed``: the look-up decides how a line is read (a correction),
    not only which suggestions it gets."""
    if budget is None:
        return pool.search(text, limit=limit, cutoff=cutoff)
    return budget.search(pool, text, limit, cutoff, needed)


def nearest(pool: CardPool, key: str, max_edits: int, limit: int,
            budget: WorkBudget | None = None) -> tuple[tuple[str, int], ...]:
    """The one way decklist readers look up the nearest names: through ``budget`` when there
    is one."""
    if budget is None:
        return pool.nearest(key, max_edits, limit)
    return budget.nearest(pool, key, max_edits, limit)
