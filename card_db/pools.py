"""Build deckcheck CardPools from the database (a handful of queries per game)."""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Engine

from card_db import schema as s
from deckcheck import model as m
from deckcheck.games import find_game
from deckcheck.pool import CardPool


def _card(row: Any, released: dt.date | None, packs: tuple[str, ...], own: Any) -> m.Card:
    """A stored card -> Card: the shared columns, then the game's own fields (``own``: the
    record's ``read_card_fields``; AGoT's plot stats, a new game's ``extra``)."""
    return m.Card(
        id=row.id, game=row.game, name=row.name, type=row.type, faction=row.faction, cost=row.cost,
        deck_limit=row.deck_limit, unique=row.unique, traits=tuple(row.traits or ()), text=row.text,
        title=row.title, released=released, packs=packs, deck_card=row.deck_card,
        side=row.side, influence_cost=row.influence_cost, influence_pool=row.influence_pool,
        elements=tuple(row.elements or ()), allowed_clans=tuple(row.allowed_clans or ()),
        role_restriction=row.role_restriction, glory=row.glory, military=row.military,
        political=row.political, strength=row.strength, fate=row.fate, honor=row.honor,
        loyal=row.loyal, icons=tuple(row.icons or ()), octgn_id=row.octgn_id,
        format_only=row.format_only, loyalty=row.loyalty, power_icons=row.power_icons,
        hit_points=row.hit_points, alignment=row.alignment, race_only=tuple(row.race_only or ()),
        non_race_only=tuple(row.non_race_only or ()), limited=row.limited, hero=row.hero,
        **own(row))


def _no_fields(row: Any) -> dict[str, Any]:
    return {}


def current_stamp(engine: Engine) -> str:
    with engine.connect() as conn:
        return conn.execute(select(s.PoolStamp.stamp)).scalar() or ""


def load_pool(engine: Engine, game: str) -> CardPool:
    with engine.connect() as conn:
        stamp_row = conn.execute(select(s.PoolStamp.stamp, s.PoolStamp.changed_at)).first()
        stamp = (stamp_row.stamp if stamp_row is not None else "") or ""
        packs = list(conn.execute(select(s.Pack.id, s.Pack.name, s.Pack.code, s.Pack.released)
                                   .where(s.Pack.game == game)))
        released = {p.id: p.released for p in packs}
        printings: dict[str, list[tuple[dt.date, str]]] = {}
        for pr in conn.execute(select(s.Printing.card_id, s.Printing.pack_id).where(s.Printing.game == game)):
            printings.setdefault(pr.card_id, []).append((released.get(pr.pack_id) or dt.date.max, pr.pack_id))
        record = find_game(game)
        own = record.read_card_fields if record is not None else _no_fields
        cards = []
        for row in conn.execute(select(s.Card).where(s.Card.game == game)):
            prs = sorted(printings.get(row.id, ()))
            first = prs[0][0] if prs and prs[0][0] != dt.date.max else None
            cards.append(_card(row, first, tuple(p for _, p in prs), own))
        aliases = [m.Alias(a.card_id, a.locale, a.name, a.source)
                   for a in conn.execute(select(s.Alias).where(s.Alias.game == game).order_by(s.Alias.id))]
        lists = _lists(conn, game)
        extras: dict[str, Any] = {"pack_names": {p.id: p.name for p in packs if p.name},
                                  "pack_codes": {p.id: p.code for p in packs if p.code}}
        roles: dict[dt.date, dict[str, set[str]]] = {}
        for r in conn.execute(select(s.ClanRole).where(s.ClanRole.game == game)):
            roles.setdefault(r.effective, {}).setdefault(r.clan, set()).add(r.role_id)
        if roles:
            extras["clan_roles"] = tuple(
                (day, {clan: frozenset(ids) for clan, ids in table.items()})
                for day, table in sorted(roles.items()))
    return CardPool(game, cards, aliases, lists, extras, stamp,
                    stamp_row.changed_at if stamp_row is not None else None)


def _lists(conn: Any, game: str) -> list[m.ListVersion]:
    heads = list(conn.execute(select(s.ListVersion).where(s.ListVersion.game == game)))
    entries: dict[int, list[Any]] = {}
    if heads:
        ids = [h.id for h in heads]
        for e in conn.execute(select(s.ListEntry).where(s.ListEntry.list_id.in_(ids))):
            entries.setdefault(e.list_id, []).append(e)
    out = []
    for h in heads:
        rows = entries.get(h.id, [])
        pods: dict[int, list[Any]] = {}
        for e in rows:
            if e.kind == "pod":
                pods.setdefault(e.pod or 0, []).append(e)
        out.append(m.ListVersion(
            id=h.code, game=game, format=h.format, name=h.name, issuer=h.issuer,
            effective=h.effective, source=h.source, card_set=h.card_set,
            restricted=frozenset(e.card_id for e in rows if e.kind == "restricted"),
            banned=frozenset(e.card_id for e in rows if e.kind == "banned"),
            banned_printings=frozenset(e.card_id for e in rows if e.kind == "banned_printing"),
            pods=tuple(m.Pod(frozenset(e.card_id for e in group),
                             next((e.pod_restricted for e in group if e.pod_restricted), None))
                       for _, group in sorted(pods.items()))))
    return out


def load_pools(engine: Engine) -> dict[str, CardPool]:
    """The pool of every game the database holds and the registry knows (a game's cards
    are of no use without its rules)."""
    with engine.connect() as conn:
        games = [g for g in conn.execute(select(s.Game.id)).scalars() if find_game(g) is not None]
    return {g: load_pool(engine, g) for g in games}
