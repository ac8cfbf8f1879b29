"""GET /healthz: the worker is up and which card data it holds."""
from __future__ import annotations

from api.blueprints import Blueprint
from api.extensions import service
from api.schemas import HealthSchema

blp = Blueprint("health", __name__, description="Liveness.")


@blp.route("/healthz", methods=["GET"])
@blp.response(200, HealthSchema)
def healthz():
    """Liveness and the number of cards loaded per game (0 = no data: run 'deckcheck db sync')."""
    svc = service()
    return {"status": "ok", "games": {g: len(svc.pools[g]) if g in svc.pools else 0
                                      for g in ("l5r", "agot", "whi")},
            "stamp": svc.stamp()}
