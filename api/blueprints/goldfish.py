"""Goldfish: step through a game alone (sessions) or play many games (runs).

Sessions live in the database (card_db/goldfish_store.py: bounded, with a TTL), so any
replica answers any request; ``GOLDFISH_STORE = "memory"`` in the app config keeps them in
per-process memory instead (see api/extensions.py). Runs are jobs that Celery workers play
(api/jobs, deckcheck.services.goldfish_jobs): POST answers 202 with the job, GET shows its
progress and, once finished, its report. The rules of sessions are
deckcheck.services.goldfish.GoldfishService's; its refusals
(ActionError) answer through api/errors.py like every error (UNKNOWN_SESSION / UNKNOWN_RUN
404, GAME_OVER 409, others 422), in the request's language.
"""
from __future__ import annotations

from typing import Any

from flask import Response, current_app, url_for
from marshmallow import Schema, fields, validate

from api.config import API_PREFIX
from api.blueprints import Blueprint
from api.errors import answer_lang
from api.extensions import jobs, services
from api.clients import VerifiedKeys, rate_limit_key
from api.schemas import (
    ErrorSchema,
    GOLDFISH_MAX_COMPARE_GAMES,
    GoldfishComparisonSchema,
    GoldfishCompareRequestSchema,
    ValidateRequestSchema,
    key_cards_field,
)
from deckcheck.services.goldfish_jobs import JOB_STATES, JobQuota

blp = Blueprint("goldfish", __name__, url_prefix=f"{API_PREFIX}/goldfish",
                description="Play a deck alone against a passive opponent (games with a goldfish engine).")

MAX_RUN_GAMES = JobQuota.max_games     # per run (DECKCHECK_GOLDFISH_MAX_GAMES); quotas per client
MAX_COMPARE_GAMES = GOLDFISH_MAX_COMPARE_GAMES   # per deck: both decks play as many games as a run


class _Start(ValidateRequestSchema):
    seed = fields.Integer(strict=True, validate=validate.Range(min=0, max=2**31 - 1),
                          metadata={"description": "Same deck + seed + actions = same game."})
    max_rounds = fields.Integer(strict=True, load_default=20, validate=validate.Range(min=1, max=100))


class _Run(_Start):
    # the most games a run may have is the deployment's (JobQuota.max_games: INVALID_GAMES names it)
    games = fields.Integer(load_default=500, strict=True, validate=validate.Range(min=1))
    seed = fields.Integer(strict=True, load_default=1, validate=validate.Range(min=0, max=2**31 - 1))
    key_cards = key_cards_field()


class _GameLog(_Start):
    seed = fields.Integer(strict=True, load_default=1, validate=validate.Range(min=0, max=2**31 - 1),
                          metadata={"description": "Game i of a run with base seed s has seed s + i."})


class _Told(Schema):
    game = fields.String(required=True)
    seed = fields.Integer(required=True)
    pilot = fields.String()
    outcome = fields.String(allow_none=True)
    ended_round = fields.Integer()
    unscored = fields.Boolean()
    lines = fields.List(fields.Dict(), required=True, metadata={
        "description": "In order: decisions {round, phase, decision, choice, options} and events "
                       "{round, text}, card names in words."})
    log = fields.List(fields.List(fields.Raw()), metadata={"description": "The actions, to replay."})
    text = fields.String(metadata={"description": "The same game as plain text."})


class _Action(Schema):
    kind = fields.String(required=True, validate=validate.Length(min=1, max=40))
    card = fields.Integer(allow_none=True, strict=True)
    target = fields.Integer(allow_none=True, strict=True)
    amount = fields.Integer(allow_none=True, strict=True)
    option = fields.String(allow_none=True, validate=validate.Length(max=80))
    cards = fields.List(fields.Integer(), allow_none=True, validate=validate.Length(max=200), metadata={
        "description": "Several card instances in one action (attackers, the cards to mulligan). In "
                       "a selection decision the listed action's cards are the candidates: send it "
                       "back with the chosen subset."})
    label = fields.String(allow_none=True, validate=validate.Length(max=400))


class _Game(Schema):
    session = fields.Dict(required=True)
    state = fields.Dict(required=True, metadata={"description": "Round, phase, gold, power, hand, board..."})
    actions = fields.List(fields.Dict(), required=True, metadata={"description": "The legal actions; send one back."})


class JobErrorSchema(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True, metadata={"description": "In the request's language."})


class _Job(Schema):
    id = fields.String(required=True)
    state = fields.String(required=True, validate=validate.OneOf(JOB_STATES), metadata={
        "description": "queued, running, finished, failed or cancelled"})
    done = fields.Integer(required=True, metadata={"description": "Games played so far."})
    total = fields.Integer(required=True, metadata={"description": "Games asked for."})
    game = fields.String(required=True)
    seed = fields.Integer(required=True)
    created = fields.String(required=True, metadata={"description": "ISO 8601, UTC."})
    finished = fields.String(allow_none=True, metadata={"description": "ISO 8601, UTC; null while it runs."})
    links = fields.Dict(required=True, metadata={"description": "self, plot (once finished), cancel."})
    report = fields.Dict(metadata={"description": "Only when finished: the run report."})
    error = fields.Nested(JobErrorSchema, metadata={"description": "Only when failed: why."})


def _goldfish():
    return services().goldfish


RUN_FIELDS = ("seed", "max_rounds", "games", "key_cards")


def _deck(payload: dict[str, Any]):
    return _goldfish().read_deck({k: v for k, v in payload.items() if k not in RUN_FIELDS})


def iso_time(value) -> str | None:
    return value.isoformat(timespec="seconds") if value is not None else None


def _job_view(job: dict[str, Any]) -> dict[str, Any]:
    """A job as the API shows it (the report only when finished, the error only when failed)."""
    run_id = job["id"]
    links = {"self": url_for("goldfish.show_run", run_id=run_id)}
    if job["state"] in ("queued", "running"):
        links["cancel"] = url_for("goldfish.cancel_run_post", run_id=run_id)
    out = {"id": run_id, "state": job["state"], "done": job["done"], "total": job["total"],
           "game": job["game"], "seed": job["request"].get("seed"), "created": iso_time(job["created_at"]),
           "finished": iso_time(job["finished_at"]), "links": links}
    if job["state"] == "finished" and job["report"] is not None:
        out["report"] = job["report"]
        links["plot"] = url_for("goldfish.run_plot", run_id=run_id)
    if job["state"] == "failed" and job["error"]:
        messages = job["error"].get("messages") or {}
        out["error"] = {"code": job["error"].get("code", "GOLDFISH_JOB_FAILED"),
                        "message": messages.get(answer_lang()) or messages.get("en", "")}
    return out


def _game(session, state, actions) -> dict[str, Any]:
    return {"session": session.summary(), "state": state, "actions": actions}


@blp.route("/sessions", methods=["POST"])
@blp.arguments(_Start(), description="A legal deck (canonical or decklist), an optional seed.")
@blp.response(201, _Game)
def start(payload):
    """Start an interactive game: the state and the legal actions. Illegal decks are refused
    with their verdict (422 DECK_INVALID)."""
    deck, pool = _deck(payload)
    session, state, actions = _goldfish().start_session(deck, pool, payload.get("seed"),
                                                        max_rounds=payload["max_rounds"])
    return _game(session, state, actions)


@blp.route("/sessions/<session_id>", methods=["GET"])
@blp.response(200, _Game)
def show(session_id):
    """The session's current state and legal actions."""
    goldfish = _goldfish()
    session = goldfish.get_session(session_id)
    state, actions = goldfish.view(session)
    return _game(session, state, actions)


@blp.route("/sessions/<session_id>/actions", methods=["POST"])
@blp.arguments(_Action(), description="One of the legal actions, sent back as listed "
                                      "(or the 'manual' escape hatch, which marks the game unscored).")
@blp.response(200, _Game)
def act(action, session_id):
    """Apply one action; the game runs to the next decision."""
    goldfish = _goldfish()
    session = goldfish.get_session(session_id)
    state, actions = goldfish.act(session, {k: v for k, v in action.items() if v is not None})
    return _game(session, state, actions)


@blp.route("/sessions/<session_id>/log", methods=["GET"])
@blp.response(200, description="{seed, cards, faction, max_rounds, log: [actions], lines: the game in words}")
def log(session_id):
    """Seed, deck and every action so far (replays the game exactly), and the whole game in
    words: every decision with its label, every event with card names."""
    return _goldfish().session_log(session_id)


@blp.route("/game-log", methods=["POST"])
@blp.arguments(_GameLog(), description="A legal deck (canonical or decklist), the seed of the game.")
@blp.response(200, _Told)
def game_log(payload):
    """One whole game the greedy pilot plays with this seed, in words: every decision with
    its label and every event with card names (game i of a run with seed s is seed s + i)."""
    from deckcheck.services.goldfish import game_log as told

    deck, pool = _deck(payload)
    return told(deck, pool, payload["seed"], max_rounds=payload["max_rounds"])


@blp.route("/runs", methods=["POST"])
@blp.arguments(_Run(), description=f"A legal deck, games (1..{MAX_RUN_GAMES} by default: "
                                   "DECKCHECK_GOLDFISH_MAX_GAMES), seed, key cards.")
@blp.response(202, _Job, description="The job, queued (or a job of the identical request still "
                                     "being played); follow links.self until its state is finished.")
@blp.alt_response(200, schema=_Job, description="A finished job of the identical request, with its report.")
@blp.alt_response(429, schema=ErrorSchema, description="GOLDFISH_QUOTA_EXCEEDED: too many jobs at once or "
                                                       "games per hour for this client (Retry-After).")
def run(payload):
    """Start a run of many games with the greedy pilot (game i uses seed + i): a job that the
    workers play in chunks. The deck is checked now (an illegal deck, an unknown key card:
    422 at once); the report (setup, economy, power by round, the round of the win, card odds)
    comes with the job once its state is ``finished``. An identical request (same deck, games,
    seed, rounds, key cards, pilot, engine version and card data) is answered with the stored
    job: 200 when it has finished, 202 while it is played."""
    deck, pool = _deck(payload)
    current_app.extensions.setdefault("deckcheck_verified_keys", VerifiedKeys())
    # over the quota: 429 with Retry-After from the app's error handler (api/errors.py)
    job, reused = jobs().submit(deck, pool, rate_limit_key(), games=payload["games"], seed=payload["seed"],
                                max_rounds=payload["max_rounds"], key_cards=payload.get("key_cards"))
    status = 200 if reused and job["state"] == "finished" else 202
    return _job_view(job), status, {"Location": url_for("goldfish.show_run", run_id=job["id"])}


@blp.route("/runs/<run_id>", methods=["GET"])
@blp.response(200, _Job)
def show_run(run_id):
    """A run: its state (queued, running, finished, failed, cancelled), games done of the
    total and, once finished, the report; a failed run says why in ``error``."""
    return _job_view(jobs().get(run_id))


@blp.route("/runs/<run_id>", methods=["DELETE"])
@blp.response(200, _Job)
def cancel_run(run_id):
    """Cancel a queued or running run (the chunks not yet played are skipped; its state
    becomes ``cancelled``). A run that has ended stays as it is."""
    return _job_view(jobs().cancel(run_id, rate_limit_key()))


@blp.route("/runs/<run_id>/cancel", methods=["POST"])
@blp.response(200, _Job)
def cancel_run_post(run_id):
    """The same as DELETE /runs/<id>, for clients that only send GET and POST."""
    return _job_view(jobs().cancel(run_id, rate_limit_key()))


@blp.route("/runs/<run_id>/plot.svg", methods=["GET"])
@blp.response(200, description="SVG: power by round and the win-round histogram.")
def run_plot(run_id):
    """The plot of a finished run as SVG (404 UNKNOWN_RUN before it has finished). It was
    rendered once, by the worker that finished the run, and is served as stored."""
    response = Response(jobs().plot(run_id), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "public, max-age=86400"     # a finished run never changes
    return response


@blp.route("/compare", methods=["POST"])
@blp.arguments(GoldfishCompareRequestSchema(), description=f"Two legal decks (a, b), games per deck "
                                                           f"(1..{MAX_COMPARE_GAMES}), seed.")
@blp.response(200, GoldfishComparisonSchema)
def compare(payload):
    """Play deck A and deck B on the same seeds (game i of both with seed + i) and compare the
    headline numbers: per metric both means, the mean of the per-game differences B - A, its
    95% confidence interval and a sentence. Decks are read, checked and refused as for runs
    (422 DECK_INVALID, its verdict saying which deck: ``deck`` "a" or "b"); nothing is stored."""
    goldfish = _goldfish()
    deck_a, deck_b, pool = goldfish.read_decks(payload["a"], payload["b"])
    comparison = goldfish.compare(deck_a, deck_b, pool, games=payload["games"], seed=payload["seed"],
                                  max_rounds=payload["max_rounds"], key_cards=payload.get("key_cards"))
    return {"comparison": comparison}


# -- the table view's undo (the goldfish page) ------------------------------------------------------
@blp.route("/sessions/<session_id>/undo", methods=["POST"])
@blp.response(200, _Game)
def undo(session_id):
    """Take back the last decision: the game is replayed from its seed and its log without
    the last action, and stops at that decision again (409 NOTHING_TO_UNDO before the first)."""
    goldfish = _goldfish()
    session = goldfish.get_session(session_id)
    state, actions = goldfish.undo(session)
    return _game(session, state, actions)
