"""The deck's parts: 1 stronghold, at most 1 role, the dynasty and conflict deck sizes,
cards that belong in no player deck, cards of another format, cards outside the
format's card pool ([000 §Deckbau]; [002 §Budowanie talii]).

Like every L5R rule module, each rule returns a tuple of violations (empty when the deck
keeps the rule): cheaper than generators for the many rules a legal deck passes.
"""
from __future__ import annotations

from deckcheck.games.l5r import codes
from deckcheck.model import Violation
from deckcheck.rules import primitives
from deckcheck.rules.context import Context

Found = tuple[Violation, ...]
_POOL_NAMES = {"core": {"pool": "Core Set", "pool_de": "Grundspiel", "pool_pl": "zestaw podstawowy"}}


def stronghold_count(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    expected = ctx.format.params["strongholds"]
    if v.n_stronghold == expected:
        return ()
    return (Violation(codes.STRONGHOLD_COUNT, tuple(c.id for c, _ in v.strongholds),
                      expected=expected, actual=v.n_stronghold),)


def role_count(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    allowed = ctx.format.params["roles"]
    if v.n_role <= allowed:
        return ()
    return (Violation(codes.ROLE_COUNT, tuple(c.id for c, _ in v.roles), expected=allowed,
                      actual=v.n_role),)


def dynasty_size(ctx: Context) -> Found:
    low, high = ctx.format.params["dynasty"]
    count = ctx.cache["l5r"].n_dynasty
    if low <= count <= high:
        return ()
    return tuple(primitives.deck_size(count, codes.DYNASTY_SIZE, low, high, "dynasty"))


def conflict_size(ctx: Context) -> Found:
    low, high = ctx.format.params["conflict"]
    count = ctx.cache["l5r"].n_conflict
    if low <= count <= high:
        return ()
    return tuple(primitives.deck_size(count, codes.CONFLICT_SIZE, low, high, "conflict"))


def not_deck_cards(ctx: Context) -> Found:
    """Treaties, warlords and the Shadowlands opponent cards (importer: deck_card False)."""
    other = ctx.cache["l5r"].other
    return tuple(primitives.not_deck_cards(other, codes.NOT_DECK_CARD)) if other else ()


def format_only(ctx: Context) -> Found:
    """"Draft format only." cards outside that format."""
    v = ctx.cache["l5r"]
    if not v.special or v.index.format_only.isdisjoint(v.ids):
        return ()
    name = ctx.format.name
    wrong = [(c.id, c.format_only) for c, n in ctx.entries if n > 0 and c.format_only and c.format_only != name]
    if not wrong:
        return ()
    return (Violation(codes.FORMAT_ONLY, tuple(cid for cid, _ in wrong), actual=len(wrong),
                      params={"only": wrong[0][1], "format": name}),)


def card_pool(ctx: Context) -> Found:
    """Formats built from one product (single-core: the Core Set only)."""
    pack = ctx.format.params.get("card_pool")
    if not pack:
        return ()
    outside = tuple(c.id for c, n in ctx.entries if n > 0 and pack not in c.packs)
    if not outside:
        return ()
    return (Violation(codes.CARD_POOL, outside, actual=len(outside),
                      params=_POOL_NAMES.get(pack, {"pool": pack, "pool_de": pack, "pool_pl": pack})),)


def clan_undeclared(ctx: Context) -> Found:
    return (Violation(codes.CLAN_UNDECLARED),) if ctx.cache["l5r"].clan_undeclared else ()
