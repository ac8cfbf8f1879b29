"""``/goldfish``: play a deck alone, for people.

- ``/goldfish``: paste a decklist (read like the check page's), choose the game, games
  and seed; "Play games" starts a run, "Play one game step by step" opens the table view.
  With JavaScript (static/pages/goldfish.js) the run goes through the JSON API
  (``POST /api/v1/goldfish/runs``: a job polled every second with a progress bar) and the
  browser then opens the report page. Without it the form posts here: the run is submitted
  as the same job (the same quota; the client is the sender's address, as for the API
  without a key) and the answer is a 303 to the report page. No game is played in a web
  request.
- ``/goldfish/runs/<id>``: a run's job (the jobs service's ``get``, as
  ``GET /api/v1/goldfish/runs/<id>``), shareable: queued or running shows its progress and
  refreshes itself; finished shows the report in words, tables and the stored SVG plot;
  failed or cancelled says so in words; an unknown id is a 404 page.
- ``/goldfish/compare``: two decks (or two versions) on the same seeds: a comparison job
  (as ``POST /api/v1/goldfish/comparisons``), then ``/goldfish/comparisons/<id>`` (its
  progress, then the comparison; shareable).
- ``/goldfish/table/<session>``: one game step by step (api/pages/goldfish_table.py).

An illegal deck or a line that was not read is shown as the check page shows it (the
verdict, in the page's language); nothing is played.
"""
from __future__ import annotations

from typing import Any

from flask import g, redirect, render_template, request, url_for

from api.extensions import jobs, services
from api.pages.blueprint import bp, page_error
from api.pages.page_context import check_csrf, t
from api.statuses import error_status, retry_after
from api.pages.check import run_check
from api.pages.reading import apply_use
from api.pages.goldfish_views import FINISHED, compare_view, report_view, run_state
from api.pages.views import verdict_view
from api.schemas import MAX_DECKLIST_CHARS
from deckcheck.errors import DeckcheckError
from deckcheck.goldfish.games import engine_games
from deckcheck.model import DeckInputError
from deckcheck.services.goldfish import DeckInvalid
from deckcheck.services.goldfish_comparisons import GoldfishComparisons

PAGE_COMPARE_GAMES = 1000       # games per deck of a comparison from the page (a job: twice that in all)
DEFAULT_GAMES = 200
MAX_SEED = 2**31 - 1


def api_max_games() -> int:
    """The most games one run may ask for (the jobs' quota: DECKCHECK_GOLDFISH_MAX_GAMES)."""
    return int(jobs().quota.max_games)


def _int(name: str, default: int, low: int, high: int) -> int:
    try:
        value = int((request.form.get(name) or request.args.get(name) or "").strip() or default)
    except ValueError:
        return default
    return min(max(value, low), high)


def _text(name: str) -> str:
    return (request.form.get(name) or request.args.get(name) or "").strip()[:200]


def run_form() -> dict[str, Any]:
    """The start form: game, format and day (as the CLI's --format and --as-of: a deck is
    played as it was legal that day), games, seed and rounds."""
    game = _text("game")
    return {"game": game if game in engine_games() else "",
            "format": _text("format"), "as_of": _text("as_of"),
            "games": _int("games", DEFAULT_GAMES, 1, api_max_games()),
            "seed": _int("seed", 1, 0, MAX_SEED),
            "max_rounds": _int("max_rounds", 20, 1, 100)}


def deck_payload(text: str, form: dict[str, Any]) -> dict[str, Any]:
    """The decklist with the form's game, format and day (empty: the list's own, else today)."""
    if not text.strip():
        raise DeckInputError("EMPTY_DECKLIST")
    if len(text) > MAX_DECKLIST_CHARS:
        raise DeckInputError("BODY_TOO_LARGE", {"maximum": MAX_DECKLIST_CHARS}, variant="decklist")
    return {"decklist": text, "game": form["game"] or None, "format": form.get("format") or None,
            "as_of": form.get("as_of") or None}


def refusal(exc: DeckcheckError, text: str | None) -> dict[str, Any]:
    """A refused deck as the page shows it: the verdict panel for an illegal deck (with the
    unread lines in place; with the pasted ``text`` their "use this card" buttons, which
    send the start form), else the message."""
    lang = g.get("lang", "en")
    if isinstance(exc, DeckInvalid) and text:      # the check page's panel: the deck as read, "use this card"
        form = run_form()
        try:
            view = run_check(text, {"game": form["game"], "format": form["format"], "as_of": form["as_of"],
                                    "list": ""}, lang)
        except DeckcheckError:
            view = None
        if view is not None and not view["valid"]:
            return {"code": exc.code, "verdict": view, "deck": None, "message": exc.message_in(lang)}
    if isinstance(exc, DeckInvalid):
        verdict = exc.details_in(lang)
        pool = services().validation.pools.get(verdict.get("game")) if verdict.get("game") else None
        return {"code": exc.code, "verdict": verdict_view(verdict, pool, lang, text=text),
                "deck": verdict.get("deck"), "message": exc.message_in(lang)}
    return {"code": exc.code, "message": exc.message_in(lang), "verdict": None, "deck": None}


def render_start(form: dict[str, Any], text: str = "", error: dict[str, Any] | None = None,
                 status: int = 200, compare: dict[str, Any] | None = None, texts: tuple[str, str] = ("", ""),
                 comparison: dict[str, Any] | None = None, notice: str | None = None):
    return render_template("pages/goldfish.html", active="goldfish", form=form, text=text, error=error,
                           notice=notice,
                           compare_error=compare, texts=texts, comparison=comparison,
                           games=[gm for gm in services().cards.game_options() if gm["id"] in engine_games()],
                           page_compare_games=PAGE_COMPARE_GAMES,
                           api_max_games=api_max_games()), status


@bp.route("/goldfish", methods=["GET"])
def goldfish():
    return render_start(run_form())


@bp.route("/goldfish/runs", methods=["POST"])
def goldfish_run():
    """The form without JavaScript: the run becomes a job (as with the API), then its page."""
    check_csrf()
    form = run_form()
    text = request.form.get("decklist", "")
    goldfish = services().goldfish
    if request.form.get("use"):         # a "use this card" button of the verdict: fix the line, play nothing
        text = apply_use(text, request.form["use"])
        try:
            goldfish.read_deck(deck_payload(text, form))
        except DeckcheckError as exc:
            return render_start(form, text, refusal(exc, text), error_status(exc))
        return render_start(form, text, notice=t("gf_list_fixed"))
    try:
        deck, pool = goldfish.read_deck(deck_payload(text, form))
        job, _reused = jobs().submit(deck, pool, page_client(), games=form["games"], seed=form["seed"],
                                     max_rounds=form["max_rounds"])
    except DeckcheckError as exc:
        page, code = render_start(form, text, refusal(exc, text), error_status(exc))
        return page, code, retry_after(exc)
    return redirect(url_for("pages.goldfish_report", run_id=job["id"]), 303)


def page_client() -> str:
    """Whose quota a run from the page counts against: the sender's address (the bucket the
    API uses for a request without a key)."""
    return "ip:" + (request.remote_addr or "unknown")


@bp.route("/goldfish/runs/<run_id>", methods=["GET"])
def goldfish_report(run_id: str):
    """A run's job (a link to share): its progress while queued or running (the page
    refreshes itself), its report once finished, in words when it failed or was cancelled."""
    try:
        job = jobs().get(run_id[:64])
    except DeckcheckError as exc:
        if exc.code == "UNKNOWN_RUN":
            return page_error(404, "not_found", t("gf_run_not_found"), exc.code)
        raise
    run = run_state(job)
    view = report_view(run["report"], g.get("lang", "en")) if run["state"] == FINISHED else None
    error = job.get("error") or {}
    reason = (error.get("messages") or {}).get(g.get("lang", "en")) if run["state"] == "failed" else None
    return render_template("pages/goldfish_run.html", active="goldfish", run_id=job["id"], run=run, report=view,
                           reason=reason, has_plot=run["state"] == FINISHED,
                           share_url=url_for("pages.goldfish_report", run_id=job["id"], _external=True))


@bp.route("/goldfish/compare", methods=["POST"])
def goldfish_compare():
    """Deck A and deck B on the same seeds: a comparison job (as POST
    /api/v1/goldfish/comparisons, the same quota), then its page; a refusal below the form."""
    check_csrf()
    form = run_form()
    form["games"] = min(form["games"], PAGE_COMPARE_GAMES)
    texts = (request.form.get("decklist_a", ""), request.form.get("decklist_b", ""))
    goldfish = services().goldfish
    try:
        deck_a, deck_b, pool = goldfish.read_decks(deck_payload(texts[0], form),
                                                   deck_payload(texts[1], form))
        job, _reused = GoldfishComparisons(jobs(), max_games=PAGE_COMPARE_GAMES).submit(
            deck_a, deck_b, pool, page_client(), games=form["games"], seed=form["seed"],
            max_rounds=form["max_rounds"])
    except DeckcheckError as exc:
        details = exc.details_in(g.lang)
        which = details.get("deck") if isinstance(details, dict) else None
        shown = refusal(exc, None)
        shown["deck"] = shown.get("deck") or which
        page, code = render_start(form, compare=shown, texts=texts, status=error_status(exc))
        return page, code, retry_after(exc)
    return redirect(url_for("pages.goldfish_comparison", job_id=job["id"]), 303)


@bp.route("/goldfish/comparisons/<job_id>", methods=["GET"])
def goldfish_comparison(job_id: str):
    """A comparison job (a link to share): progress while queued or running (the page
    refreshes itself), the comparison once finished, in words when it failed or was cancelled."""
    try:
        job = GoldfishComparisons(jobs()).get(job_id[:64])
    except DeckcheckError as exc:
        if exc.code == "UNKNOWN_RUN":
            return page_error(404, "not_found", t("gf_run_not_found"), exc.code)
        raise
    run = run_state({k: v for k, v in job.items() if k != "report"})
    comparison = compare_view(job["report"], g.get("lang", "en")) if job["state"] == FINISHED and job["report"] else None
    error = job.get("error") or {}
    reason = (error.get("messages") or {}).get(g.get("lang", "en")) if job["state"] == "failed" else None
    return render_template("pages/goldfish_comparison.html", active="goldfish", run=run, comparison=comparison,
                           reason=reason,
                           share_url=url_for("pages.goldfish_comparison", job_id=job["id"], _external=True))
