"""Blueprint registration (one blueprint per resource) and the OpenAPI document."""
from __future__ import annotations

from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Flask, redirect

from api.errors import DeckcheckApi


class RulesPlugin(MarshmallowPlugin):
    """apispec's marshmallow plugin, adding a schema class's ``openapi_rules`` (JSON Schema
    keywords such as ``oneOf``: the rules its ``validates_schema`` checks) to its component,
    so that the document states every rule a valid request must follow."""

    def schema_helper(self, name, definition, schema=None, **kwargs):
        out = super().schema_helper(name, definition, schema=schema, **kwargs)
        rules = getattr(schema, "openapi_rules", None)
        if out is not None and rules:
            out.update(rules)
        return out


def register_blueprints(app: Flask) -> None:
    from api.blueprints import decklists, docs, event_decks, events, games, goldfish, health, validate
    from api.blueprints import event_changes, timeline  # issue 19: changes after the lock, timelines
    from api.blueprints import event_edits  # issue 35: the key's events, edits, withdrawals
    from api.blueprints import goldfish_comparisons  # noqa: F401  (its routes join goldfish.blp: /comparisons)
    from deckcheck.games import all_games

    names = [g.names["en"] for g in all_games()]      # the games registered when the app is created
    listed = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names) or "card games"
    api = DeckcheckApi(app, spec_kwargs={"info": {"description": f"Deck legality for {listed}."},
                                         "marshmallow_plugin": RulesPlugin()})
    api.spec.components.security_scheme("ApiKey", {"type": "apiKey", "in": "header", "name": "X-API-Key"})
    api.spec.components.security_scheme("Bearer", {"type": "http", "scheme": "bearer"})
    api.spec.components.security_scheme("PlayerToken", {"type": "apiKey", "in": "header",
                                                        "name": "X-Player-Token"})
    from api.helpers import EventConverter

    app.url_map.converters["event"] = EventConverter       # an event's number or public id (issue 35)
    api.register_converter(EventConverter, lambda _: {
        "type": "string", "description": "The event's public id, or its number (with its organizer's key)."})
    for module in (validate, decklists, games, events, event_edits, event_decks, goldfish, health, timeline,
                   event_changes):
        api.register_blueprint(module.blp)
    app.register_blueprint(docs.bp)
    app.extensions["deckcheck_api"] = api

    @app.get("/docs")
    def docs_redirect():
        return redirect("/api/v1/docs")
