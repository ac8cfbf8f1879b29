"""``/lists/<game>``: every restricted/banned list version per format, with its cards."""
from __future__ import annotations

from datetime import date
from typing import Any

from flask import abort, g, redirect, render_template, url_for

from api.extensions import service, services
from api.pages.blueprint import bp
from api.pages.card_facts import format_name
from api.pages.views import card_ref
from deckcheck.games import game_ids
from deckcheck.model import ListVersion
from deckcheck.pool import CardPool
from deckcheck.services.cards import version_ends, versions_in_force
from deckcheck.sources import source_view


def _cards(pool: CardPool, ids: frozenset[str] | set[str], lang: str) -> list[dict[str, Any]]:
    return sorted((card_ref(pool, cid, lang) for cid in ids), key=lambda c: c["name"].lower())


def version_view(pool: CardPool, lv: ListVersion, in_force: bool, lang: str) -> dict[str, Any]:
    """One list version for the pages; ``until`` is its last day (the day before the next
    version took effect), None for the version in force today and for the newest."""
    until = None if in_force else version_ends(pool.lists.get(lv.format, ())).get(lv.id)
    pods = [{"restricted": card_ref(pool, pod.restricted, lang) if pod.restricted else None,
             "cards": _cards(pool, pod.cards, lang)} for pod in lv.pods]
    return {"id": lv.id, "name": lv.name, "issuer": lv.issuer, "effective": lv.effective.isoformat(),
            "until": until.isoformat() if until else None, "year": lv.effective.year, "source": source_view(lv.source),
            "card_set": lv.card_set, "in_force": in_force,
            "restricted": _cards(pool, lv.restricted, lang), "banned": _cards(pool, lv.banned, lang),
            "banned_printings": _cards(pool, lv.banned_printings, lang), "pods": pods}


@bp.route("/lists")
def lists_index():
    games = game_ids()
    if not games:
        abort(404)
    return redirect(url_for("pages.lists", game=games[0]))


@bp.route("/lists/<game>")
def lists(game: str):
    svc = service()
    if game not in game_ids():
        abort(404)
    pool = svc.pools.get(game)
    families = []
    if pool is not None:
        today = date.today()
        for family in pool.lists:
            versions = [version_view(pool, lv, in_force, g.lang)
                        for lv, in_force in reversed(versions_in_force(pool, family, today))]
            families.append(family_view(family, versions, g.lang))
    return render_template("pages/lists.html", active="lists", game=game, families=families)


def family_view(family: str, versions: list[dict[str, Any]], lang: str) -> dict[str, Any]:
    """One format's list versions for the page: the one in force (else the newest) shown
    open, the others folded by year, newest first; each with the words the filter searches."""
    current = next((v for v in versions if v["in_force"]), versions[0] if versions else None)
    years: dict[int, list[dict[str, Any]]] = {}
    for v in versions:
        v["search"] = " ".join([v["name"], v["effective"], v["issuer"]] + [c["name"] for key in (
            "restricted", "banned", "banned_printings") for c in v[key]] + [c["name"] for pod in v["pods"]
                                                                           for c in pod["cards"]]).lower()
        if v is not current:
            years.setdefault(v["year"], []).append(v)
    return {"name": family, "title": format_name(family, lang), "current": current, "count": len(versions),
            "years": sorted(years.items(), reverse=True)}


@bp.route("/lists/<game>/<family>/<list_id>")
def list_version(game: str, family: str, list_id: str):
    """One list version with every card, banned printings included."""
    svc = service()
    pool = svc.pools.get(game) if game in game_ids() else None
    lv = pool.list_by_id(family, list_id) if pool is not None else None
    if lv is None and pool is not None and services().event_changes is not None:   # an event's own list
        lv = services().event_changes.house_list(game, family, list_id)
    if lv is None:
        abort(404)
    in_force = dict((v.id, now) for v, now in versions_in_force(pool, family, date.today()))
    view = version_view(pool, lv, in_force.get(lv.id, False), g.lang)
    return render_template("pages/list_version.html", active="lists", game=game, family=family, v=view,
                           family_title=format_name(family, g.lang))
