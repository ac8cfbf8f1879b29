"""GET /healthz (the worker is up, which card data it holds) and GET /readyz (this
replica can serve: database reachable and every game's cards loaded; 503 otherwise).

Orchestrators restart a replica whose /healthz fails and send no traffic to one whose
/readyz fails; /healthz answers 200 whether or not the database does (it only asks,
throttled, whether a sync changed the card data), so an outage of the database does
not make every replica restart.
"""
from __future__ import annotations

from flask import jsonify
from marshmallow import Schema, fields

from api.blueprints import Blueprint
from api.errors import error_body
from api.extensions import services
from api.schemas import ErrorSchema, HealthSchema
from deckcheck.errors import DeckcheckError

blp = Blueprint("health", __name__, description="Liveness and readiness.")


class ReadySchema(Schema):
    status = fields.String(required=True, metadata={"description": "ready"})
    checks = fields.Dict(required=True, metadata={"description": "database, events database, games"})


@blp.route("/healthz", methods=["GET"])
@blp.response(200, HealthSchema)
def healthz():
    """Liveness and the number of cards loaded per game (0 = no data: run 'deckcheck db sync')."""
    return services().health.liveness()     # picks up a sync (throttled; a database error keeps the pools)


@blp.route("/readyz", methods=["GET"])
@blp.response(200, ReadySchema)
@blp.alt_response(503, schema=ErrorSchema, description="Not ready: details name the failed checks.")
def readyz():
    """Ready to serve: the database answers and every game's card pool is loaded."""
    readiness = services(reload=False).health.readiness()
    if not readiness.ready:
        return jsonify(error_body(DeckcheckError("NOT_READY", readiness.checks, failed=readiness.failed))), 503
    return {"status": "ready", "checks": readiness.checks}
