"""POST /decklists/parse and /decklists/export: outside formats <-> the canonical deck."""
from __future__ import annotations

from api import API_PREFIX
from api.blueprints import Blueprint
from api.extensions import service
from api.helpers import request_lang
from api.schemas import (
    ExportRequestSchema,
    ExportResponseSchema,
    LangQuerySchema,
    ParseRequestSchema,
    ParseResponseSchema,
)
from deckcheck.decklists.canonical import canonical_hash, deck_from_dict, deck_to_dict
from deckcheck.decklists.plaintext import write_plain_text

blp = Blueprint("decklists", __name__, url_prefix=f"{API_PREFIX}/decklists",
                description="Read decklists in outside formats; write them back.")


def _canonical(deck) -> dict:
    return {**deck_to_dict(deck), "name": deck.name}


@blp.route("/parse", methods=["POST"])
@blp.arguments(ParseRequestSchema())
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, ParseResponseSchema)
def parse_decklist(body, lang=None):
    """Read a decklist (plain text, ThronesDB JSON, FiveRingsDB/EmeraldDB JSON, OCTGN .o8d).

    Returns the canonical deck, every entry that was not understood (line number, text,
    ranked candidates) and the deck written back as plain text in the requested language.
    """
    svc = service()
    result = svc.read_decklist(body["decklist"], body.get("game"), body.get("as_of"))
    pool = svc.pool(result.deck.game)
    return {"source_format": result.source_format, "deck": _canonical(result.deck),
            "problems": result.problem_dicts(),
            "text": write_plain_text(result.deck, pool, request_lang(lang)),
            "sha256": canonical_hash(result.deck)}


@blp.route("/export", methods=["POST"])
@blp.arguments(ExportRequestSchema())
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, ExportResponseSchema)
def export_decklist(body, lang=None):
    """Write a canonical deck as a plain-text decklist (headings and names in en, de or pl)."""
    svc = service()
    deck = deck_from_dict(body["deck"])
    pool = svc.pool(deck.game)
    return {"deck": _canonical(deck), "text": write_plain_text(deck, pool, request_lang(lang)),
            "sha256": canonical_hash(deck)}
