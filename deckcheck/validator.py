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
    known: dict[str, tuple[Card, int]] = {}
    unknown: list[str] = []
    cards = pool.cards
    for card_id, count in deck.cards.items():
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
    (``deck.list_id`` or the one in force): an event's own list, a proposed one."""
    if deck.game != pool.game:
        raise DeckInputError("WRONG_GAME", {"game": deck.game}, pool_game=pool.game)
    game = get_game(deck.game)
    fmt_obj = game.format(fmt or deck.format)
    as_of = deck.as_of or date.today()
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
    ctx = Context(deck, pool, fmt_obj, as_of, entries, unknown, list_version, rules_version)
    found: list[Violation] = []
    if unknown:
        found.append(Violation(f"{game.code_prefix}_UNKNOWN_CARD", unknown, actual=len(unknown),
                               params={"ids": ", ".join(unknown)}))
    if fmt_obj.prepare:
        fmt_obj.prepare(ctx)
    for rule in fmt_obj.rules:
        found.extend(rule(ctx))
    not_read = unread_violations(unread, game.code_prefix) if unread else []
    if not_read:
        mark_explained(found, not_read)
        found = not_read + found
    violations = tuple(v for v in found if not _is_warning(v))
    warnings = tuple(v for v in found if _is_warning(v))
    counts = fmt_obj.counts(ctx) if fmt_obj.counts else {"deck": sum(n for _, n in entries)}
    return Verdict(deck.game, fmt_obj.name, rules_version,
                   (list_version,) if list_version else (), counts, violations, warnings)


def _is_warning(v: Violation) -> bool:
    entry = REGISTRY.get(v.code)
    return entry is not None and entry.warning
