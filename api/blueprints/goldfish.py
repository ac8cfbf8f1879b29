"""Goldfish: step through a game alone (sessions) or play many games (runs).

Sessions and run reports live in the database (card_db/goldfish_store.py: bounded, with
a TTL), so any replica answers any request. ``GOLDFISH_STORE = "memory"`` in the app
config keeps them in per-process memory instead (one process only, e.g. embedded use).
Settings: ``DECKCHECK_GOLDFISH_TTL`` (seconds, default 3600),
``DECKCHECK_GOLDFISH_MAX_SESSIONS`` (10000), ``DECKCHECK_GOLDFISH_MAX_RUNS`` (500).
"""
from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from typing import Any

import os

from flask import Response, current_app, jsonify
from marshmallow import Schema, fields, validate

from api import API_PREFIX
from api.blueprints import Blueprint
from api.errors import ApiError, error_body
from api.extensions import engine, service
from api.ops import count_goldfish_games
from api.schemas import ValidateRequestSchema
from deckcheck.goldfish import ActionError
from deckcheck.goldfish import service as goldfish

blp = Blueprint("goldfish", __name__, url_prefix=f"{API_PREFIX}/goldfish",
                description="Play a deck alone against a passive opponent (AGoT).")

MAX_RUN_GAMES = 2000          # per request; the CLI plays more (all cores)
MAX_STORED_RUNS = 200
RUN_TTL = 3600.0

STATUS_BY_CODE = {"UNKNOWN_SESSION": 404, "GAME_OVER": 409, "NO_ENGINE": 422}


class _Start(ValidateRequestSchema):
    seed = fields.Integer(validate=validate.Range(min=0, max=2**31 - 1),
                          metadata={"description": "Same deck + seed + actions = same game."})
    max_rounds = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))


class _Run(_Start):
    games = fields.Integer(load_default=500, validate=validate.Range(min=1, max=MAX_RUN_GAMES))
    seed = fields.Integer(load_default=1, validate=validate.Range(min=0, max=2**31 - 1))


class _Action(Schema):
    kind = fields.String(required=True, validate=validate.Length(min=1, max=40))
    card = fields.Integer(allow_none=True)
    target = fields.Integer(allow_none=True)
    amount = fields.Integer(allow_none=True)
    option = fields.String(allow_none=True, validate=validate.Length(max=80))
    label = fields.String(allow_none=True, validate=validate.Length(max=400))


class _Game(Schema):
    session = fields.Dict(required=True)
    state = fields.Dict(required=True, metadata={"description": "Round, phase, gold, power, hand, board..."})
    actions = fields.List(fields.Dict(), required=True, metadata={"description": "The legal actions; send one back."})


class _Report(Schema):
    id = fields.String(required=True)
    report = fields.Dict(required=True)


class _MemoryRunStore:
    """Run reports in per-process memory (GOLDFISH_STORE = "memory")."""

    def __init__(self) -> None:
        self._runs: OrderedDict[str, tuple[float, dict[str, Any]]] = OrderedDict()
        self._lock = threading.Lock()

    def put(self, report: dict[str, Any]) -> str:
        run_id = secrets.token_urlsafe(9)
        with self._lock:
            now = time.time()
            self._runs[run_id] = (now, report)
            while len(self._runs) > MAX_STORED_RUNS or (
                    self._runs and next(iter(self._runs.values()))[0] < now - RUN_TTL):
                self._runs.popitem(last=False)
        return run_id

    def get(self, run_id: str) -> dict[str, Any] | None:
        with self._lock:
            found = self._runs.get(run_id)
        if found is None or found[0] < time.time() - RUN_TTL:
            return None
        return found[1]


def _stores() -> tuple[Any, Any]:
    """(session store, run store) of this app, made on first use."""
    stores = current_app.extensions.get("goldfish_stores")
    if stores is None:
        if current_app.config.get("GOLDFISH_STORE", "database") == "memory":
            stores = (goldfish.MemorySessionStore(), _MemoryRunStore())
        else:
            from card_db.goldfish_store import DatabaseRunStore, DatabaseSessionStore

            ttl = float(os.environ.get("DECKCHECK_GOLDFISH_TTL", "3600"))
            db = engine()
            stores = (DatabaseSessionStore(db, lambda game: service().pool(game), ttl=ttl,
                                           max_sessions=int(os.environ.get("DECKCHECK_GOLDFISH_MAX_SESSIONS",
                                                                           "10000"))),
                      DatabaseRunStore(db, ttl=ttl,
                                       max_runs=int(os.environ.get("DECKCHECK_GOLDFISH_MAX_RUNS", "500"))))
        current_app.extensions["goldfish_stores"] = stores
    return stores


def _sessions():
    return _stores()[0]


def _run_report(run_id: str) -> dict[str, Any]:
    report = _stores()[1].get(run_id)
    if report is None:
        raise ApiError(404, "UNKNOWN_RUN", "No such goldfish run (it may have expired).", {"run": run_id[:64]})
    return report


def _deck(payload: dict[str, Any]):
    svc = service()
    deck = svc.read_payload({k: v for k, v in payload.items() if k not in ("seed", "max_rounds", "games")}).deck
    return deck, svc.pool(deck.game)


def _game(session, state, actions) -> dict[str, Any]:
    return {"session": session.summary(), "state": state, "actions": actions}


@blp.errorhandler(ActionError)
def _action_error(exc: ActionError):
    status = STATUS_BY_CODE.get(exc.code, 422)
    return jsonify(error_body(exc.code, exc.message, exc.details)), status


@blp.route("/sessions", methods=["POST"])
@blp.arguments(_Start(), description="A legal deck (canonical or decklist), an optional seed.")
@blp.response(201, _Game)
def start(payload):
    """Start an interactive game: the state and the legal actions. Illegal decks are refused
    with their verdict (422 DECK_INVALID)."""
    deck, pool = _deck(payload)
    session, state, actions = goldfish.start_session(deck, pool, payload.get("seed"),
                                                     max_rounds=payload["max_rounds"], store=_sessions())
    return _game(session, state, actions)


@blp.route("/sessions/<session_id>", methods=["GET"])
@blp.response(200, _Game)
def show(session_id):
    """The session's current state and legal actions."""
    session = goldfish.get_session(session_id, _sessions())
    state, actions = goldfish.view(session)
    return _game(session, state, actions)


@blp.route("/sessions/<session_id>/actions", methods=["POST"])
@blp.arguments(_Action(), description="One of the legal actions, sent back as listed "
                                      "(or the 'manual' escape hatch, which marks the game unscored).")
@blp.response(200, _Game)
def act(action, session_id):
    """Apply one action; the game runs to the next decision."""
    store = _sessions()
    session = goldfish.get_session(session_id, store)
    state, actions = goldfish.act(session, {k: v for k, v in action.items() if v is not None}, store)
    return _game(session, state, actions)


@blp.route("/sessions/<session_id>/log", methods=["GET"])
@blp.response(200, description="{seed, cards, faction, max_rounds, log: [actions]}")
def log(session_id):
    """Seed, deck and every action so far: replays the game exactly."""
    return goldfish.session_log(session_id, _sessions())


@blp.route("/runs", methods=["POST"])
@blp.arguments(_Run(), description=f"A legal deck, games (1..{MAX_RUN_GAMES}), seed.")
@blp.response(201, _Report)
def run(payload):
    """Play many games with the greedy pilot and report setup, economy, power by round, the
    round of the win and card odds (game i uses seed + i)."""
    deck, pool = _deck(payload)
    report = goldfish.run_report(deck, pool, games=payload["games"], seed=payload["seed"],
                                 workers=1, max_rounds=payload["max_rounds"])
    count_goldfish_games(deck.game, payload["games"])
    return {"id": _stores()[1].put(report), "report": report}


@blp.route("/runs/<run_id>", methods=["GET"])
@blp.response(200, _Report)
def show_run(run_id):
    """A stored run report."""
    return {"id": run_id, "report": _run_report(run_id)}


@blp.route("/runs/<run_id>/plot.svg", methods=["GET"])
@blp.response(200, description="SVG: power by round and the win-round histogram.")
def run_plot(run_id):
    """The run's plot as SVG."""
    return Response(goldfish.plot_svg(_run_report(run_id)), mimetype="image/svg+xml")
