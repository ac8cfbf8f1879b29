"""``/cards``: search by name in any language with filters; ``/cards/<game>/<id>``: one card."""
from __future__ import annotations

import math
from datetime import date
from typing import Any
from urllib.parse import urlsplit

from flask import abort, g, render_template, request
from markupsafe import Markup, escape

from api.extensions import services
from api.pages.blueprint import bp
from api.pages.page_context import t
from api.pages.card_facts import card_facts, format_name, ruling_html
from api.pages.i18n import STRINGS, label
from deckcheck.errors import DeckcheckError
from deckcheck.games import game_ids
from deckcheck.pool import CardPool
from deckcheck.services.cards import version_ends
from deckcheck.sources import source_text

PER_PAGE = 30


@bp.route("/cards")
def cards():
    cards_svc = services().cards
    svc = cards_svc.validation
    args = {k: (request.args.get(k) or "").strip()[:100] for k in ("q", "game", "type", "faction", "pack")}
    if args["game"] not in game_ids():
        args["game"] = ""
    try:
        page = max(1, int(request.args.get("page", "1")))
    except ValueError:
        page = 1
    searched = any(args.values())
    hits = cards_svc.search(args["q"], args["game"], args["type"], args["faction"], args["pack"], g.lang) \
        if searched \
        else newest(cards_svc.search("", "", "", "", ""))
    total = len(hits)
    pages = math.ceil(total / PER_PAGE) if total else 0
    page = min(page, pages) if pages else 1
    packs = cards_svc.packs()
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
                           pages=pages, searched=searched, base=base, filters=cards_svc.filters(args["game"]),
                           packs=packs)


def newest(hits: list, count: int = PER_PAGE) -> list:
    """The page opened without a search: the most recently released cards (newest pack
    first, then by name), one page of them."""
    dated = [h for h in hits if h[0].released is not None]
    dated.sort(key=lambda h: (-h[0].released.toordinal(), h[0].name.lower()))
    return dated[:count]


def status_runs(entries: list[dict[str, Any]], pool: CardPool, today: date) -> dict[str, list[dict[str, Any]]]:
    """Per list family, consecutive versions with the same status folded into one row
    (``first`` .. ``last`` version), newest first; each run with its last day (``until``:
    the day before the next version took effect) or, for the run holding the version in
    force ``today``, ``in_force`` and no end."""
    runs: dict[str, list[dict[str, Any]]] = {}
    for entry in sorted(entries, key=lambda e: (e["format"], e["effective"], e["list"])):
        rows = runs.setdefault(entry["format"], [])
        if rows and rows[-1]["status"] == entry["status"]:
            rows[-1]["last"] = entry
        else:
            rows.append({"status": entry["status"], "first": entry, "last": entry})
    for family, rows in runs.items():
        ends = version_ends(pool.lists.get(family, ()))
        current = pool.list_in_force(family, today)
        for run in rows:
            until = ends.get(run["last"]["list"])
            run["in_force"] = current is not None and run["first"]["effective"] <= current.effective.isoformat() \
                <= run["last"]["effective"]
            run["until"] = None if run["in_force"] or until is None else until.isoformat()
    return {family: rows[::-1] for family, rows in runs.items()}


def card_text(text: str) -> Markup:
    """Card text with the data's <b>/<i> markup kept and everything else escaped."""
    html = str(escape(text))
    for tag in ("b", "i", "em", "strong"):
        html = html.replace(f"&lt;{tag}&gt;", f"<{tag}>").replace(f"&lt;/{tag}&gt;", f"</{tag}>")
    return Markup(html)


@bp.route("/cards/<game>/<path:card_id>")
def card(game: str, card_id: str):
    cards_svc = services().cards
    try:
        found, pool = cards_svc.find_card(game, card_id)
    except DeckcheckError:     # unknown game, no card data, no such card
        abort(404)
    detail = cards_svc.detail(found, pool, g.lang)
    timeline = status_runs(detail["list_timeline"], pool, date.today())
    rulings = [{**r, "html": ruling_html(r.get("text") or "", game),
                "link_text": urlsplit(r["link"]).netloc if str(r.get("link") or "").startswith(("https://", "http://")) else ""}
               for r in detail["rulings"]]
    return render_template("pages/card.html", active="cards", card=found, detail=detail, timeline=timeline,
                           names=detail["names"], printings=detail["printings"], text=card_text(found.text),
                           facts=card_facts(detail["attributes"], g.lang), rulings=rulings, source=source_text,
                           field_name=lambda f: t(f"errf_{f}") if f"errf_{f}" in STRINGS else label(f),
                           format_name=lambda f: format_name(f, g.lang))
