"""Role rules ([000 §Rollenkarten]; shared/spec/decisions.md, l5r-lists.md).

- "X role only" cards (data ``role_restriction``: keeper, seeker or an element) need a
  role card whose traits include X (Keeper of Air satisfies "Keeper" and "Air").
- Keeper and Seeker roles were limited per clan by seasonal tables in sanctioned play
  (files in ``carddata/l5r-roles``, ``pool.extras["clan_roles"]``); the table in force on
  ``as_of`` applies while the rules version still has them (v11 and older), before the
  tables ended in 2019-11, and only in formats for sanctioned play. Every other role is
  open to every clan.
A deck with several different role cards has no single role: role-dependent rules treat
it as having none (the role count rule reports the extra roles).
"""
from __future__ import annotations

from deckcheck.games.l5r import codes
from deckcheck.games.l5r.rules_versions import CLAN_ROLE_TABLES_END
from deckcheck.games.l5r.vocabulary import localized
from deckcheck.model import Violation
from deckcheck.rules.context import Context

Found = tuple[Violation, ...]


def role_only(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    if not v.special or v.index.role_only.isdisjoint(v.ids):
        return ()
    traits = v.role.traits if v.role is not None else ()
    wrong = tuple(c.id for c, n in ctx.entries
                  if n > 0 and c.role_restriction is not None and c.role_restriction not in traits)
    return (Violation(codes.ROLE_ONLY, wrong, actual=len(wrong)),) if wrong else ()


def role_availability(ctx: Context) -> Found:
    if ctx.as_of >= CLAN_ROLE_TABLES_END:
        return ()
    v = ctx.cache["l5r"]
    role, effect, clan = v.role, v.role_effect, v.clan
    if role is None or clan is None or not (effect.keeper or effect.seeker):
        return ()
    if not (ctx.format.params["role_tables"] and v.rules.clan_role_tables):
        return ()
    table = None
    for day, roles in v.index.clan_roles:
        if day <= ctx.as_of:
            table = (day, roles)
    if table is None:
        return ()
    day, roles = table
    available = roles.get(clan, frozenset())
    if role.id in available:
        return ()
    names = ", ".join(sorted(ctx.pool.display_name(r) for r in available)) or "-"
    return (Violation(codes.ROLE_AVAILABILITY, (role.id,), params={
        "table": day.isoformat(), "roles": names, **localized("clan", [clan])}),)
