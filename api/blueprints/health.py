"""GET /healthz (the worker is up, which card data it holds) and GET /readyz (this
replica can serve: database reachable and every game's cards loaded; 503 otherwise).

Orchestrators restart a replica whose /healthz fails and send no traffic to one whose
/readyz fails; /healthz answers 200 whether or not the database does (it only asks,
throttled, whether a sync changed the card data), so an outage of the database does
not make every replica restart.
"""
from __future__ import annotations

from flask import current_app, jsonify
from marshmallow import Schema, fields
from sqlalchemy import text

from api.blueprints import Blueprint
from api.errors import error_body
from api.schemas import ErrorSchema, HealthSchema
from deckcheck.games import game_ids

blp = Blueprint("health", __name__, description="Liveness and readiness.")

class ReadySchema(Schema):
    status = fields.String(required=True, metadata={"description": "ready"})
    checks = fields.Dict(required=True, metadata={"description": "database, events database, games"})


def _cards_loaded(svc) -> dict[str, int]:
    return {g: len(svc.pools[g]) if g in svc.pools else 0 for g in game_ids()}


@blp.route("/healthz", methods=["GET"])
@blp.response(200, HealthSchema)
def healthz():
    """Liveness and the number of cards loaded per game (0 = no data: run 'deckcheck db sync')."""
    from api.extensions import service

    svc = service()              # picks up a sync (throttled; a database error keeps the pools)
    return {"status": "ok", "games": _cards_loaded(svc), "stamp": svc.stamp()}


def _ping(engine) -> str:
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        return "ok"
    except Exception as exc:  # noqa: BLE001  (any failure means: not ready)
        return f"unreachable ({type(exc).__name__})"


@blp.route("/readyz", methods=["GET"])
@blp.response(200, ReadySchema)
@blp.alt_response(503, schema=ErrorSchema, description="Not ready: details name the failed checks.")
def readyz():
    """Ready to serve: the database answers and every game's card pool is loaded."""
    from api.extensions import engine, service

    svc = current_app.extensions["deckcheck"]
    checks: dict[str, object] = {}
    if svc.engine is not None:
        checks["database"] = _ping(svc.engine)
    events = engine()
    if events is not svc.engine:
        checks["events_database"] = _ping(events)
    if all(v == "ok" for v in checks.values()):
        service()                                   # picks up a sync that happened meanwhile
    cards = _cards_loaded(svc)
    checks["games"] = cards
    failed = [k for k, v in checks.items() if k != "games" and v != "ok"]
    failed += [f"{g} cards" for g, n in cards.items() if n == 0]
    if failed:
        body = error_body("NOT_READY", f"Not ready: {', '.join(failed)}.", checks)
        return jsonify(body), 503
    return {"status": "ready", "checks": checks}
