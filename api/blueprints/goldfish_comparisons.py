"""Goldfish comparisons as jobs: ``/api/v1/goldfish/comparisons`` (routes of the goldfish
blueprint, api/blueprints/goldfish.py).

Two decks (or two versions of one) played on the same seeds by a goldfish worker, never in
the web request (deckcheck.services.goldfish_comparisons): POST answers 202 with the job
(or the stored job of the identical request: 200 once finished), GET shows its state and
progress (games of both decks done / 2 x games) and, once finished, the comparison; DELETE
(or POST .../cancel) cancels it. The quota is the runs' (2 x games count against it). The
old ``POST /compare`` stays, played in the request, capped small (api.schemas).
"""
from __future__ import annotations

from typing import Any

from flask import url_for
from marshmallow import Schema, fields, validate

from api.blueprints.goldfish import JobErrorSchema, iso_time, blp
from api.errors import answer_lang
from api.extensions import jobs, services
from api.clients import rate_limit_key
from api.schemas import ErrorSchema, GoldfishCompareRequestSchema
from deckcheck.services.goldfish_comparisons import GoldfishComparisons
from deckcheck.services.goldfish_jobs import JOB_STATES

MAX_COMPARISON_GAMES = 5000     # per deck (both decks: twice that, within the client's quota)


class _ComparisonRequest(GoldfishCompareRequestSchema):
    games = fields.Integer(load_default=500, strict=True, validate=validate.Range(min=1, max=MAX_COMPARISON_GAMES),
                           metadata={"description": f"Games per deck (1..{MAX_COMPARISON_GAMES}); "
                                                    "both decks' games count against the quota."})


class _ComparisonJob(Schema):
    id = fields.String(required=True)
    state = fields.String(required=True, validate=validate.OneOf(JOB_STATES))
    done = fields.Integer(required=True, metadata={"description": "Games of both decks played so far."})
    total = fields.Integer(required=True, metadata={"description": "2 x games per deck."})
    game = fields.String(required=True)
    games = fields.Integer(required=True, metadata={"description": "Games per deck."})
    seed = fields.Integer(required=True)
    created = fields.String(required=True)
    finished = fields.String(allow_none=True)
    links = fields.Dict(required=True, metadata={"description": "self, cancel (while queued or running)."})
    comparison = fields.Dict(metadata={"description": "Only when finished: as POST /compare's."})
    error = fields.Nested(JobErrorSchema, metadata={"description": "Only when failed: why."})


def comparisons() -> GoldfishComparisons:
    return GoldfishComparisons(jobs(), max_games=MAX_COMPARISON_GAMES)


def comparison_view(job: dict[str, Any]) -> dict[str, Any]:
    """A comparison job as the API shows it."""
    job_id = job["id"]
    links = {"self": url_for("goldfish.show_comparison", job_id=job_id)}
    if job["state"] in ("queued", "running"):
        links["cancel"] = url_for("goldfish.cancel_comparison_post", job_id=job_id)
    out = {"id": job_id, "state": job["state"], "done": job["done"], "total": job["total"], "game": job["game"],
           "games": job["request"].get("games"), "seed": job["request"].get("seed"),
           "created": iso_time(job["created_at"]), "finished": iso_time(job["finished_at"]), "links": links}
    if job["state"] == "finished" and job["report"] is not None:
        out["comparison"] = job["report"]
    if job["state"] == "failed" and job["error"]:
        messages = job["error"].get("messages") or {}
        out["error"] = {"code": job["error"].get("code", "GOLDFISH_JOB_FAILED"),
                        "message": messages.get(answer_lang()) or messages.get("en", "")}
    return out


@blp.route("/comparisons", methods=["POST"])
@blp.arguments(_ComparisonRequest(), description=f"Two legal decks (a, b), games per deck "
                                                 f"(1..{MAX_COMPARISON_GAMES}), seed, key cards.")
@blp.response(202, _ComparisonJob, description="The job, queued; follow links.self until it is finished.")
@blp.alt_response(200, schema=_ComparisonJob, description="A finished job of the identical request.")
@blp.alt_response(429, schema=ErrorSchema, description="GOLDFISH_QUOTA_EXCEEDED (Retry-After).")
def compare_job(payload):
    """Compare two decks on the same seeds as a job (game i of both with seed + i): the decks
    are read and checked now (422 DECK_INVALID naming deck "a" or "b", MIXED_GAMES, an unknown
    key card), a worker plays them; the comparison (as POST /compare answers it) comes with
    the job once its state is ``finished``."""
    goldfish = services().goldfish
    deck_a, deck_b, pool = goldfish.read_decks(payload["a"], payload["b"])
    # over the quota: 429 with Retry-After from the app's error handler (api/errors.py)
    job, reused = comparisons().submit(deck_a, deck_b, pool, rate_limit_key(), games=payload["games"],
                                       seed=payload["seed"], max_rounds=payload["max_rounds"],
                                       key_cards=payload.get("key_cards"))
    status = 200 if reused and job["state"] == "finished" else 202
    return comparison_view(job), status, {"Location": url_for("goldfish.show_comparison", job_id=job["id"])}


@blp.route("/comparisons/<job_id>", methods=["GET"])
@blp.response(200, _ComparisonJob)
def show_comparison(job_id):
    """A comparison job: state, games done of both decks, the comparison once finished
    (404 UNKNOWN_RUN for an unknown id or a run's id)."""
    return comparison_view(comparisons().get(job_id))


@blp.route("/comparisons/<job_id>", methods=["DELETE"])
@blp.response(200, _ComparisonJob)
def cancel_comparison(job_id):
    """Cancel a queued or running comparison (it stops at its next progress step)."""
    return comparison_view(comparisons().cancel(job_id, rate_limit_key()))


@blp.route("/comparisons/<job_id>/cancel", methods=["POST"])
@blp.response(200, _ComparisonJob)
def cancel_comparison_post(job_id):
    """The same as DELETE /comparisons/<id>, for clients that only send GET and POST."""
    return comparison_view(comparisons().cancel(job_id, rate_limit_key()))
