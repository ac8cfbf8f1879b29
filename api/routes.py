"""Blueprint registration (one blueprint per resource)."""
from __future__ import annotations

from flask import Flask, jsonify, request
from werkzeug.exceptions import HTTPException

from api.extensions import service
from deckcheck.model import DeckInputError


def register_blueprints(app: Flask) -> None:
    from flask import Blueprint

    bp = Blueprint("validate", __name__, url_prefix="/api/v1")

    @bp.post("/validate")
    def validate_deck():
        data = request.get_json(silent=True)
        if data is None:
            raise DeckInputError("MALFORMED_JSON", "The body must be a JSON object.", None)
        lang = request.args.get("lang") or (request.accept_languages.best_match(["en", "de", "pl"]) or "en")
        if isinstance(data, dict) and "decklist" in data:
            return jsonify(service().validate_text(str(data["decklist"]), game=data.get("game"),
                                                   fmt=data.get("format"), as_of=data.get("as_of"),
                                                   list_id=data.get("list"), lang=lang))
        return jsonify(service().validate_dict(data, lang=lang))

    @app.get("/healthz")
    def healthz():
        return jsonify({"status": "ok"})

    @app.errorhandler(DeckInputError)
    def deck_input_error(exc: DeckInputError):
        return jsonify({"error": {"code": exc.code, "message": exc.message, "details": exc.details}}), 400

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        code = (exc.name or "error").upper().replace(" ", "_")
        return jsonify({"error": {"code": code, "message": exc.description, "details": None}}), exc.code

    app.register_blueprint(bp)
