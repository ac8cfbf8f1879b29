"""Clan and influence rules ([000 §Deckbau], [000 §Einfluss, Einflusskosten], [000 §Klan]).

Dynasty cards are in-clan or neutral. Conflict cards are in-clan, neutral, or bought with
influence from one single other clan; a clan card without an influence cost can never
be bought, and a card whose ``allowed_clans`` lists clans ("[Crab] and [Phoenix] only")
goes only into decks of those clans. The budget is the stronghold's influence value
(or the format's fixed value) plus the role's bonus (Keeper +3, Support of X +8); with a
Support role influence may only be spent on X's cards. Up to rules v11 the conflict deck
holds at most 10 character cards. The clan rules stay silent while the clan is unknown.
The classification itself happens once in ``deck.prepare``; these rules report it.
"""
from __future__ import annotations

from deckcheck.games.l5r import codes
from deckcheck.games.l5r.vocabulary import localized
from deckcheck.model import Violation
from deckcheck.rules.context import Context

Found = tuple[Violation, ...]


def dynasty_clan(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    if not v.dynasty_out_of_clan:
        return ()
    return (Violation(codes.DYNASTY_CLAN, tuple(v.dynasty_out_of_clan),
                      actual=len(v.dynasty_out_of_clan), params=localized("clan", [v.clan])),)


def splash_clans(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    if len(v.splash) < 2:
        return ()
    clans = sorted(v.splash)
    ids = tuple(cid for clan in clans for cid in v.splash[clan])
    return (Violation(codes.CONFLICT_SPLASH_CLANS, ids, expected=1, actual=len(clans),
                      params=localized("clans", clans)),)


def not_splashable(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    if not v.not_splashable:
        return ()
    return (Violation(codes.CONFLICT_NOT_SPLASHABLE, tuple(v.not_splashable),
                      actual=len(v.not_splashable)),)


def clan_only(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    if not v.clan_only:
        return ()
    return (Violation(codes.CLAN_ONLY, tuple(v.clan_only), actual=len(v.clan_only),
                      params=localized("clan", [v.clan])),)


def influence(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    if v.influence_budget is None or v.influence_spent <= v.influence_budget:
        return ()
    ids = tuple(cid for clan in sorted(v.splash) for cid in v.splash[clan])
    return (Violation(codes.CONFLICT_INFLUENCE, ids, expected=v.influence_budget,
                      actual=v.influence_spent),)


def support_clan(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    clan = v.role_effect.support_clan
    if clan is None or not v.splash:
        return ()
    other = tuple(cid for splash in sorted(v.splash) if splash != clan for cid in v.splash[splash])
    if not other:
        return ()
    return (Violation(codes.SUPPORT_CLAN, other, actual=len(other),
                      params={"role": v.role.name if v.role else "", **localized("clan", [clan])}),)


def conflict_characters(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    limit = v.rules.conflict_character_limit
    if limit is None or v.n_conflict_characters <= limit:
        return ()
    ids = tuple(c.id for c, _ in v.conflict if c.type == "character")
    return (Violation(codes.CONFLICT_CHARACTERS, ids, expected=limit,
                      actual=v.n_conflict_characters, params={"rules": v.rules.name}),)
