"""``/cards``: search by name in any language with filters; ``/cards/<game>/<id>``: one card."""
from __future__ import annotations

import math
import threading
import weakref
from typing import Any

from flask import abort, g, render_template, request
from markupsafe import Markup, escape
from sqlalchemy import select

from api.card_detail import card_detail_dict
from api.extensions import service
from api.pages.blueprint import bp
from api.validation import ValidationService
from card_db import schema as s
from deckcheck.games import game_ids
from deckcheck.model import Card
from deckcheck.pool import CardPool

PER_PAGE = 30
MAX_HITS = 200
_PACKS: dict[str, dict[str, list[dict[str, Any]]]] = {}     # pool stamp -> game -> packs in release order
_PACKS_LOCK = threading.Lock()
_VALUES: weakref.WeakKeyDictionary[CardPool, tuple[frozenset[str], frozenset[str]]] = weakref.WeakKeyDictionary()


def pack_table(svc: ValidationService) -> dict[str, list[dict[str, Any]]]:
    """Every game's packs (id, name, released) in release order; read once per card data."""
    stamp = svc.stamp()
    table = _PACKS.get(stamp)
    if table is not None:
        return table
    table = {game: [] for game in game_ids()}
    if svc.engine is not None:
        try:
            with svc.engine.connect() as conn:
                rows = conn.execute(select(s.Pack.game, s.Pack.id, s.Pack.name, s.Pack.released)
                                    .order_by(s.Pack.game, s.Pack.released, s.Pack.position, s.Pack.id))
                for row in rows:
                    table.setdefault(row.game, []).append(
                        {"id": row.id, "name": row.name,
                         "released": row.released.isoformat() if row.released else None})
        except Exception:  # noqa: BLE001  (no pack table: the filter falls back to pack ids)
            table = {game: [] for game in game_ids()}
    with _PACKS_LOCK:
        _PACKS.clear()
        _PACKS[stamp] = table
    return table


def _filters(svc: ValidationService, game: str) -> dict[str, list[str]]:
    """The types and factions/clans/races of the game's cards (of every game without one)."""
    types: set[str] = set()
    factions: set[str] = set()
    for gid in ([game] if game else game_ids()):
        pool = svc.pools.get(gid)
        if pool is None:
            continue
        values = _VALUES.get(pool)
        if values is None:
            values = _VALUES[pool] = (frozenset(c.type for c in pool.cards.values()),
                                      frozenset(c.faction for c in pool.cards.values() if c.faction))
        types.update(values[0])
        factions.update(values[1])
    return {"types": sorted(types), "factions": sorted(factions)}


def search(svc: ValidationService, q: str, game: str, type_: str, faction: str,
           pack: str) -> list[tuple[Card, dict[str, Any]]]:
    """Cards matching the query (best first) or, without a query, in name order."""
    games = [game] if game else [gid for gid in game_ids() if svc.pools.get(gid) is not None]
    hits: list[tuple[Card, dict[str, Any]]] = []
    for gid in games:
        pool = svc.pools[gid]
        if q:
            hits.extend((c.card, {"score": c.score, "matched": c.matched, "locale": c.locale})
                        for c in pool.search(q, limit=MAX_HITS))
        else:
            hits.extend((c, {}) for c in pool.cards.values())
    if q:
        hits.sort(key=lambda h: -h[1]["score"])
        hits = hits[:MAX_HITS]
    else:
        hits.sort(key=lambda h: (h[0].name.lower(), h[0].game, h[0].id))
    if type_:
        hits = [h for h in hits if h[0].type == type_]
    if faction:
        hits = [h for h in hits if (h[0].faction or "") == faction]
    if pack:
        pack_game, _, pack_id = pack.partition("/")
        hits = [h for h in hits if h[0].game == pack_game and pack_id in h[0].packs]
    return hits


@bp.route("/cards")
def cards():
    svc = service()
    args = {k: (request.args.get(k) or "").strip()[:100] for k in ("q", "game", "type", "faction", "pack")}
    if args["game"] not in game_ids():
        args["game"] = ""
    try:
        page = max(1, int(request.args.get("page", "1")))
    except ValueError:
        page = 1
    searched = any(args.values())
    hits = search(svc, args["q"], args["game"], args["type"], args["faction"], args["pack"]) if searched else []
    total = len(hits)
    pages = math.ceil(total / PER_PAGE) if total else 0
    page = min(page, pages) if pages else 1
    packs = pack_table(svc)
    pack_names = {(game, p["id"]): p["name"] for game, rows in packs.items() for p in rows}
    rows = []
    for card, extra in hits[(page - 1) * PER_PAGE: page * PER_PAGE]:
        pool = svc.pools[card.game]
        display = pool.display_name(card.id, g.lang)
        matched = extra.get("matched")
        rows.append({"card": card, "display": display,
                     "matched": matched if matched and matched not in (display, card.name) else None,
                     "locale": extra.get("locale"),
                     "packs": [pack_names.get((card.game, p), p) for p in card.packs]})
    base = {k: v for k, v in args.items() if v}
    return render_template("pages/cards.html", active="cards", args=args, rows=rows, total=total, page=page,
                           pages=pages, searched=searched, base=base, filters=_filters(svc, args["game"]),
                           packs=packs)


def status_runs(entries: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Per list family, consecutive versions with the same status folded into one row
    (``first`` .. ``last`` version), newest first."""
    runs: dict[str, list[dict[str, Any]]] = {}
    for entry in sorted(entries, key=lambda e: (e["format"], e["effective"], e["list"])):
        rows = runs.setdefault(entry["format"], [])
        if rows and rows[-1]["status"] == entry["status"]:
            rows[-1]["last"] = entry
        else:
            rows.append({"status": entry["status"], "first": entry, "last": entry})
    return {family: rows[::-1] for family, rows in runs.items()}


def card_text(text: str) -> Markup:
    """Card text with the data's <b>/<i> markup kept and everything else escaped."""
    html = str(escape(text))
    for tag in ("b", "i", "em", "strong"):
        html = html.replace(f"&lt;{tag}&gt;", f"<{tag}>").replace(f"&lt;/{tag}&gt;", f"</{tag}>")
    return Markup(html)


@bp.route("/cards/<game>/<path:card_id>")
def card(game: str, card_id: str):
    svc = service()
    if game not in game_ids() or svc.pools.get(game) is None:
        abort(404)
    pool = svc.pools[game]
    found = pool.card(card_id)
    if found is None:
        abort(404)
    detail = card_detail_dict(found, pool, svc.engine, g.lang)
    timeline = status_runs(detail["list_timeline"])
    others = [n for n in detail["names"] if n["locale"] != "id"]
    return render_template("pages/card.html", active="cards", card=found, detail=detail, timeline=timeline,
                           names=others, printings=detail["printings"], text=card_text(found.text))
