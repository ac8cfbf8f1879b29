"""Copies, deck limits and the lists ([000 §Deckbau], [000 §Deckbeschränkungen],
[000 §Anhang V: Liste eingeschränkter Karten]; shared/spec/decisions.md).

- At most 3 copies per name (the format may lower it) over the dynasty and conflict
  decks together, counted by name over every id of that name. "Limit X per deck" with
  X <= 2 lowers the cap for that name (data ``deck_limit``; reported as L5R_DECK_LIMIT);
  X >= 4 would raise it.
- Restricted list: cards of at most one restricted name in the decks and the province
  set (membership by card id, any legal number of copies). Banned list: none; a card on
  both lists is reported as banned only.
- Cards released after ``as_of`` (tournament formats).
The shared primitives do the counting; flags from ``deck.prepare`` and set checks skip
them for the usual deck that has nothing to report.
"""
from __future__ import annotations

from deckcheck.games.l5r import codes
from deckcheck.model import Violation
from deckcheck.rules import primitives
from deckcheck.rules.context import Context

Found = tuple[Violation, ...]


def copies(ctx: Context) -> Found:
    closer = ctx.cache["l5r"].closer       # every id of a shared title is in it, so totals hold
    if not closer:
        return ()
    cap = ctx.format.params["copies"]
    found = []
    # the format's cap only lowers limits (Skirmish: 2); "Limit X per deck" with X >= 4
    # must still permit more than 3 in the standard formats
    for violation in primitives.copies_by_title(closer, codes.COPIES, cap if cap < 3 else None):
        if violation.expected is not None and violation.expected < cap:
            violation = Violation(codes.DECK_LIMIT, violation.cards, violation.expected,
                                  violation.actual, violation.params)
        found.append(violation)
    return tuple(found)


def restricted_list(ctx: Context) -> Found:
    lv = ctx.list_version
    if lv is None or not lv.restricted:
        return ()
    listed = lv.restricted
    entries = [e for e in ctx.cache["l5r"].listed if e[0].id in listed]      # in deck order
    if not entries:
        return ()
    return tuple(primitives.restricted_list(entries, lv, codes.RESTRICTED_LIST))


def banned(ctx: Context) -> Found:
    lv = ctx.list_version
    if lv is None or not lv.banned:
        return ()
    listed = lv.banned
    entries = [e for e in ctx.cache["l5r"].listed if e[0].id in listed]      # in deck order
    if not entries:
        return ()
    return tuple(primitives.banned(entries, lv, codes.BANNED))


def unreleased(ctx: Context) -> Found:
    if not ctx.format.tournament or not ctx.cache["l5r"].unreleased:
        return ()
    return tuple(primitives.unreleased(ctx.entries, ctx.as_of, codes.UNRELEASED))
