"""validate(deck, pool, format) -> Verdict: run every rule, collect every violation."""
from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from deckcheck.games import get_game
from deckcheck.model import Card, Deck, DeckInputError, ListVersion, Verdict, Violation
from deckcheck.pool import CardPool
from deckcheck.rules.codes import REGISTRY
from deckcheck.rules.context import Context
from deckcheck.rules.unread import mark_explained, unread_violations


def resolve(deck: Deck, pool: CardPool) -> tuple[tuple[tuple[Card, int], ...], tuple[str, ...]]:
    """Map the deck's ids (and id aliases) to cards, merging counts per card. Entries
    with a count of 0 (or less) are not cards of the deck and are left out."""
    ids = deck.cards
    counts = ids.values()
    found = list(map(pool.by_id.get, ids))
    if all(found) and (not found or min(counts) > 0):   # the usual deck: every id a card's own,
        return tuple(zip(found, counts, strict=True)), ()  # type: ignore[arg-type]  # (all found)
    known: dict[str, tuple[Card, int]] = {}
    unknown: list[str] = []
    cards = pool.by_id
    for card_id, count in ids.items():
        if count <= 0:
            continue
        card = cards.get(card_id)
        if card is None:
            card = pool.card(card_id)
            if card is None:
                unknown.append(card_id)
                continue
        cid = card.id
        seen = known.get(cid)
        known[cid] = (card, count) if seen is None else (card, seen[1] + count)
    return tuple(known.values()), tuple(unknown)


def validate(deck: Deck, pool: CardPool, fmt: str | None = None, unread: Iterable = (),
             list_version: ListVersion | None = None) -> Verdict:
    """Every violation of ``deck``. ``unread``: the problems of the decklist it was read
    from (``ParseResult.problems``); each one is a violation too (fail closed).
    ``list_version``: the restricted/banned list to check against instead of the pool's
    (``deck.list_id`` or the one in force): an event's own list, a proposed one. Each call
    works the verdict out anew: a deckbuilding site sends a changed deck after every edit,
    and an unchanged one is answered by HTTP caching (the verdict's ETag), not here."""
    if deck.game != pool.game:
        raise DeckInputError("WRONG_GAME", {"game": deck.game}, pool_game=pool.game)
    return _validate(deck, pool, fmt, deck.as_of or date.today(), unread, list_version)


def _validate(deck: Deck, pool: CardPool, fmt: str | None, as_of: date, unread: Iterable,
              list_version: ListVersion | None = None) -> Verdict:
    ctx = _context(deck, pool, fmt, as_of, list_version)
    found = _unknown_cards(ctx)
    fmt_obj = ctx.format
    if fmt_obj.prepare:
        fmt_obj.prepare(ctx)
    for rule in fmt_obj.rules:
        found.extend(rule(ctx))
    return _verdict(ctx, found, unread)


def _context(deck: Deck, pool: CardPool, fmt: str | None, as_of: date,
             list_version: ListVersion | None) -> Context:
    """What every rule sees: the deck's format, its cards resolved, the list and rules version."""
    fmt_obj = get_game(deck.game).format(fmt or deck.format)
    entries, unknown = resolve(deck, pool)
    if list_version is None and fmt_obj.list_format:
        if deck.list_id:
            list_version = pool.list_by_id(fmt_obj.list_format, deck.list_id)
            if list_version is None:
                known = [lv.id for lv in pool.list_versions(fmt_obj.list_format)]
                raise DeckInputError("UNKNOWN_LIST", {"list": deck.list_id, "lists": known},
                                     game=deck.game, format=fmt_obj.name)
        else:
            list_version = pool.list_in_force(fmt_obj.list_format, as_of)
    rules_version = fmt_obj.rules_version(as_of, deck.rules_version) if fmt_obj.rules_version else None
    return Context(deck, pool, fmt_obj, as_of, entries, unknown, list_version, rules_version)


def _unknown_cards(ctx: Context) -> list[Violation]:
    """The violations found before any rule: the ids the pool does not know."""
    unknown = ctx.unknown
    if not unknown:
        return []
    return [Violation(f"{get_game(ctx.deck.game).code_prefix}_UNKNOWN_CARD", unknown, actual=len(unknown),
                      params={"ids": ", ".join(unknown)})]


def _verdict(ctx: Context, found: list[Violation], unread: Iterable) -> Verdict:
    """The verdict of what the rules found (and of the decklist's unread lines)."""
    deck, fmt_obj = ctx.deck, ctx.format
    not_read = unread_violations(unread, get_game(deck.game).code_prefix) if unread else []
    if not_read:
        mark_explained(found, not_read)
        found = not_read + found
    violations: tuple[Violation, ...] = ()
    warnings: tuple[Violation, ...] = ()
    if found:
        warned = [_is_warning(v) for v in found]
        if True in warned:
            violations = tuple(v for v, w in zip(found, warned, strict=True) if not w)
            warnings = tuple(v for v, w in zip(found, warned, strict=True) if w)
        else:
            violations = tuple(found)
    counts = fmt_obj.counts(ctx) if fmt_obj.counts else {"deck": sum(n for _, n in ctx.entries)}
    list_version = ctx.list_version
    return Verdict(deck.game, fmt_obj.name, ctx.rules_version,
                   (list_version,) if list_version else (), counts, violations, warnings)


def _is_warning(v: Violation) -> bool:
    entry = REGISTRY.get(v.code)
    return entry is not None and entry.warning
