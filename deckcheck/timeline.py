"""A deck's legality timeline: under which restricted/banned list versions it was legal, and
which of its cards changed that.

One period per list version of the format's list family (oldest first), plus, when the
family's first version did not open the game's history, a period "before the first list"
(no list in force). Each period is checked on its LAST day: the day before the next
version took effect (today, or the given day, for the version in force; the version's own
day for one not yet in force): the deck, the rules version and the card releases as they
stood when that list was about to be replaced. A card not yet released by then is a
violation of that period like any other (fail closed), so an old period of a new deck reads
"not legal: not yet released".

``changes`` names the deck's cards whose standing on the list differs from the period
before: ``{"card", "before", "after"}`` with ``None`` (not listed), ``"restricted"``,
``"banned"``, ``"banned_printing"`` or ``"pod"``.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, replace

from deckcheck.games import get_game
from deckcheck.model import Deck, ListVersion, Verdict
from deckcheck.pool import CardPool
from deckcheck.validator import resolve, validate

__all__ = ["Change", "Period", "list_standing", "timeline"]


@dataclass(frozen=True, slots=True)
class Change:
    card: str                  # card id
    before: str | None         # standing on the previous period's list (None: not listed)
    after: str | None


@dataclass(frozen=True, slots=True)
class Period:
    list_version: ListVersion | None      # None: no list in force (before the first one)
    starts: dt.date | None                # the version's effective day (None: before any list)
    ends: dt.date | None                  # the last day it was in force (None: still in force)
    checked_on: dt.date
    verdict: Verdict
    changes: tuple[Change, ...]

    @property
    def legal(self) -> bool:
        return self.verdict.valid


def list_standing(card_id: str, lv: ListVersion | None) -> str | None:
    """How ``lv`` names the card: banned, restricted, banned_printing, pod or None."""
    if lv is None:
        return None
    if card_id in lv.banned:
        return "banned"
    if card_id in lv.restricted:
        return "restricted"
    if card_id in lv.banned_printings:
        return "banned_printing"
    if any(card_id in pod.cards or pod.restricted == card_id for pod in lv.pods):
        return "pod"
    return None


def timeline(deck: Deck, pool: CardPool, fmt: str | None = None, unread: Iterable = (),
             today: dt.date | None = None) -> list[Period]:
    """The deck's periods, oldest first (see the module's docstring). ``unread``: the
    problems of the decklist it was read from; they make every period not legal."""
    unread = tuple(unread)
    today = today or dt.date.today()
    fmt_obj = get_game(deck.game).format(fmt or deck.format)
    versions: tuple[ListVersion, ...] = pool.list_versions(fmt_obj.list_format) if fmt_obj.list_format else ()
    deck = replace(deck, format=fmt_obj.name, list_id=None, rules_version=None)
    spans: list[tuple[ListVersion | None, dt.date | None, dt.date | None]] = []
    if versions:
        spans.append((None, None, versions[0].effective - dt.timedelta(days=1)))
    for i, version in enumerate(versions):
        ends = versions[i + 1].effective - dt.timedelta(days=1) if i + 1 < len(versions) else None
        spans.append((version, version.effective, ends))
    if not spans:
        spans.append((None, None, None))
    ids = [card.id for card, _ in resolve(deck, pool)[0]]
    periods: list[Period] = []
    previous: ListVersion | None = None
    for lv, starts, ends in spans:
        checked_on = ends if ends is not None else max(today, starts or today)
        if starts is not None and checked_on < starts:     # two versions of one day
            checked_on = starts
        # before the first version the pool has no list in force on checked_on
        verdict = validate(replace(deck, as_of=checked_on), pool, unread=unread, list_version=lv)
        changes = tuple(Change(cid, list_standing(cid, previous), list_standing(cid, lv)) for cid in ids
                        if list_standing(cid, previous) != list_standing(cid, lv)) if periods else ()
        periods.append(Period(lv, starts, ends, checked_on, verdict, changes))
        previous = lv
    return periods
