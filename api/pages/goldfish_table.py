"""``/goldfish/table/<session>``: one goldfish game step by step, for people.

The table shows the state the engine describes (deckcheck/games/<game>/engine/view.py:
hand, board, the plot (AGoT), the provinces (L5R) or the capital (WHI), resources and
score), the legal actions as buttons labelled with the card names, the game so far in
words, and an undo button (GoldfishService.undo: the game replayed from its seed and its
log without the last decision). Every button is a plain form post answered with a
redirect to the table (no JavaScript needed); a refused action shows the table again
with the refusal in the page's language.

A *selection* decision (the cards to replace at a mulligan, the attackers to declare)
lists actions whose ``cards`` are candidates: the table shows a checkbox per candidate
and sends the action back with the ticked ones.
"""
from __future__ import annotations

import json
from typing import Any

from flask import g, redirect, render_template, request, url_for

from api.extensions import services
from api.pages.blueprint import bp, page_error
from api.pages.page_context import check_csrf, t
from api.statuses import error_status
from api.pages.game_templates import part
from api.pages.goldfish import deck_payload, refusal, render_start, run_form
from deckcheck.errors import DeckcheckError
from deckcheck.goldfish.actions import action_from_json
from deckcheck.goldfish.games import engine_module
from deckcheck.goldfish.view import titled

MAX_ACTION_CHARS = 4000
LOG_LINES = 400          # the most recent lines of the game shown (the API's log has them all)


def _session_or_404(session_id: str):
    try:
        return services().goldfish.get_session(session_id[:64]), None
    except DeckcheckError as exc:
        if exc.code == "UNKNOWN_SESSION":
            return None, page_error(404, "not_found", t("gf_session_not_found"), exc.code)
        raise


def selection(game: str, pending: str | None) -> bool:
    """Does the pending decision ask for a subset of the listed actions' cards?"""
    if not pending:
        return False
    decision = engine_module(game).ENGINE.decisions.get(pending)
    return bool(decision is not None and decision.select)


def _names(state: dict[str, Any]) -> dict[int, str]:
    """Card instance -> name, from everything the state shows (for the candidates' labels)."""
    names: dict[int, str] = {}

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if isinstance(value.get("card"), int) and isinstance(value.get("name"), str):
                names.setdefault(value["card"], value["name"])
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(state)
    return names


def action_buttons(game: str, state: dict[str, Any], actions: list[dict[str, Any]],
                   table: Any = None, live: Any = None, lang: str = "en") -> list[dict[str, Any]]:
    """The legal actions as the table's buttons: each with its JSON to send back, and for a
    selection its candidates (instance and name: from the state, else the game's card table,
    e.g. for the face-down cards of a mulligan). With the game's ``live`` state, an engine
    that words its actions in every language (``ACTION_WORDS``) labels them in ``lang``."""
    select = selection(game, state.get("pending"))
    names = _names(state)
    table_names = getattr(table, "names", None) or ()
    module = engine_module(game)
    words = live is not None and lang != "en" and getattr(module, "ACTION_WORDS", None) is not None
    out = []
    for action in actions:
        sent = {k: v for k, v in action.items() if k != "label"}
        said = module.label(live, action_from_json(sent), lang) if words else None
        item: dict[str, Any] = {"label": said or action.get("label") or action.get("kind"), "json": json.dumps(sent, sort_keys=True),
                "kind": action.get("kind"), "candidates": []}
        if select and action.get("cards"):
            # the label names the listed cards; the ticked ones are chosen: keep what it does
            item["label"] = str(item["label"]).split(":")[0]
            item["candidates"] = [{"card": c, "name": names.get(c) or (
                table_names[c] if isinstance(c, int) and 0 <= c < len(table_names) else f"#{c}")} for c in action["cards"]]
        out.append(item)
    return out


def render_table(session, state: dict[str, Any], actions: list[dict[str, Any]], error: str | None = None,
                 status: int = 200):
    goldfish = services().goldfish
    lang = g.get("lang", "en")
    told = goldfish.session_log(session, lang)       # the game so far in the reader's language
    lines = told.get("lines") or []
    buttons = action_buttons(session.game, state, actions, session.state.table, session.state, lang)
    return render_template("pages/goldfish_table.html", active="goldfish", session=session.summary(),
                           state=titled(session.game, state, lang),
                           buttons=buttons,
                           error=error,
                           lines=lines[-LOG_LINES:], lines_cut=max(0, len(lines) - LOG_LINES),
                           decisions=len(told.get("log") or ()), game=session.game,
                           period=engine_module(session.game).ENGINE.period,
                           parts_template=part(session.game, "goldfish_table.html", "pages/_goldfish_table_parts.html")), status


@bp.route("/goldfish/table", methods=["POST"])
def goldfish_table_start():
    """The start form's "step by step" button: a new session, then its table."""
    check_csrf()
    form = run_form()
    text = request.form.get("decklist", "")
    goldfish = services().goldfish
    try:
        deck, pool = goldfish.read_deck(deck_payload(text, form))
        session, _, _ = goldfish.start_session(deck, pool, form["seed"], max_rounds=form["max_rounds"])
    except DeckcheckError as exc:
        return render_start(form, text, refusal(exc, text), error_status(exc))
    return redirect(url_for("pages.goldfish_table", session_id=session.id), 303)


@bp.route("/goldfish/table/<session_id>", methods=["GET"])
def goldfish_table(session_id: str):
    session, missing = _session_or_404(session_id)
    if missing:
        return missing
    state, actions = services().goldfish.view(session)
    return render_table(session, state, actions)


@bp.route("/goldfish/table/<session_id>", methods=["POST"])
def goldfish_table_act(session_id: str):
    """One of the listed actions (its JSON in ``action``; a selection's ticked ``pick``)."""
    check_csrf()
    session, missing = _session_or_404(session_id)
    if missing:
        return missing
    goldfish = services().goldfish
    raw = request.form.get("action", "")
    try:
        action = json.loads(raw) if 0 < len(raw) <= MAX_ACTION_CHARS else None
    except ValueError:
        action = None
    if not isinstance(action, dict):
        state, actions = goldfish.view(session)
        return render_table(session, state, actions, t("gf_bad_action"), 400)
    if request.form.get("select") == "1":
        try:
            action["cards"] = [int(c) for c in request.form.getlist("pick")][:200]
        except ValueError:
            action["cards"] = []
    try:
        goldfish.act(session, action)
    except DeckcheckError as exc:
        state, actions = goldfish.view(session)
        return render_table(session, state, actions, exc.message_in(g.lang), error_status(exc))
    return redirect(url_for("pages.goldfish_table", session_id=session.id), 303)


@bp.route("/goldfish/table/<session_id>/undo", methods=["POST"])
def goldfish_table_undo(session_id: str):
    check_csrf()
    session, missing = _session_or_404(session_id)
    if missing:
        return missing
    goldfish = services().goldfish
    try:
        goldfish.undo(session)
    except DeckcheckError as exc:
        state, actions = goldfish.view(session)
        return render_table(session, state, actions, exc.message_in(g.lang), error_status(exc))
    return redirect(url_for("pages.goldfish_table", session_id=session.id), 303)
