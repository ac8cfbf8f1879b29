"""POST /decklists/parse, /decklists/export and /decklists/import: outside formats <-> the
canonical deck; a deck read from a ThronesDB, EmeraldDB or FiveRingsDB link."""
from __future__ import annotations

from api.config import API_PREFIX
from api.blueprints import Blueprint
from api.extensions import deck_links, services
from api.helpers import request_lang
from api.schemas import (
    ExportRequestSchema,
    ExportResponseSchema,
    ImportRequestSchema,
    ImportResponseSchema,
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
    """Write a canonical deck in a format the peers' tools read.

    ``text``: a plain-text decklist (headings and names in en, de or pl); ``thronesdb-json``,
    ``throneteki-json`` (AGoT); ``emeralddb-json`` (L5R); ``o8d`` (OCTGN, every game: the
    cards' OCTGN ids where the card data has them). A format of another game is refused
    (422 ``EXPORT_FORMAT``, naming the deck's formats)."""
    return services().decklists.export(body["deck"], request_lang(lang), body["format"])


@blp.route("/import", methods=["POST"])
@blp.arguments(ImportRequestSchema())
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, ImportResponseSchema)
def import_decklist(body, lang=None):
    """Read a deck by its link: ThronesDB decks and decklists, EmeraldDB decks, FiveRingsDB decklists.

    Only the site's own API address for the link's id is fetched (no other host, no
    redirect); a link to anything else is refused (422 ``LINK_NOT_ALLOWED``), a site that
    fails, is too slow or answers too much is 502 ``LINK_FETCH_FAILED``. Answers are kept for
    a few minutes. The answer is ``/decklists/parse``'s, with the site and its deck JSON."""
    return deck_links().import_link(body["url"], body.get("as_of"), request_lang(lang),
                                    strict=body.get("strict", False))
