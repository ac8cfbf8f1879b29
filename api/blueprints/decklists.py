"""POST /decklists/parse and /decklists/export: outside formats <-> the canonical deck."""
from __future__ import annotations

from api import API_PREFIX
from api.blueprints import Blueprint
from api.extensions import services
from api.helpers import request_lang
from api.schemas import (
    ExportRequestSchema,
    ExportResponseSchema,
    LangQuerySchema,
    ParseRequestSchema,
    ParseResponseSchema,
)

blp = Blueprint("decklists", __name__, url_prefix=f"{API_PREFIX}/decklists",
                description="Read decklists in outside formats; write them back.")


@blp.route("/parse", methods=["POST"])
@blp.arguments(ParseRequestSchema())
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, ParseResponseSchema)
def parse_decklist(body, lang=None):
    """Read a decklist (plain text, ThronesDB JSON, FiveRingsDB/EmeraldDB JSON, OCTGN .o8d).

    Returns the canonical deck, every entry that was not understood (line number, text,
    ranked candidates), the lines read only after correcting a misspelled name (none with
    ``"strict": true``) and the deck written back as plain text in the requested language.
    """
    return services().decklists.parse(body["decklist"], body.get("game"), body.get("as_of"),
                                      request_lang(lang), strict=body.get("strict", False))


@blp.route("/export", methods=["POST"])
@blp.arguments(ExportRequestSchema())
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, ExportResponseSchema)
def export_decklist(body, lang=None):
    """Write a canonical deck as a plain-text decklist (headings and names in en, de or pl)."""
    return services().decklists.export(body["deck"], request_lang(lang))
