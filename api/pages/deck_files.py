"""The check page's ways in and out (issue 38): a deck read from its ThronesDB, EmeraldDB or
FiveRingsDB link (the check page's "deck link" field, through the same DeckLinkService as
POST /api/v1/decklists/import), and the list of the check form as a file in another tool's
format (``POST /export``, api/pages/check.py: the form's "download" button posts there).

A list with lines that were not understood is not written to a file: the file would lack
cards without saying so; the page says which to correct first."""
from __future__ import annotations

from flask import Response

from api.extensions import deck_links, service
from api.pages.page_context import t
from api.schemas import MAX_DECKLIST_CHARS
from deckcheck.decklists.exports import export_deck, export_formats
from deckcheck.model import DeckInputError
from deckcheck.services.decklists import file_name


def export_options() -> list[dict[str, str]]:
    """The download choices of the check form: format name and its words."""
    return [{"name": name, "label": t("expf_" + name.replace("-", "_"))} for name in export_formats()]


def read_deck_link(url: str, lang: str) -> tuple[str, str, dict[str, str] | None]:
    """(the site's deck JSON, its game, None) for a deck link, or ("", "", the error to show)."""
    try:
        link = deck_links().link(url)
        return deck_links().fetch(link), link.site.game, None
    except DeckInputError as exc:
        return "", "", {"code": exc.code, "message": exc.message_in(lang)}


def deck_file(text: str, form: dict[str, str], chosen: str, lang: str) -> Response | dict[str, str]:
    """The list of the check form as a download in the format ``chosen``, or the error to show
    on the check page (an empty list, lines not understood, a format of another game)."""
    if not text.strip() or len(text) > MAX_DECKLIST_CHARS:
        return {"code": "EMPTY_DECKLIST", "message": t("empty_list")}
    try:
        parsed = service().read_payload({"decklist": text, "game": form["game"] or None,
                                         "format": form["format"] or None, "as_of": form["as_of"] or None})
        if parsed.problems:
            return {"code": "UNREAD_LINES", "message": t("export_unread")}
        deck = parsed.deck
        written = export_deck(deck, service().pool(deck.game), chosen, lang)
    except DeckInputError as exc:
        return {"code": exc.code, "message": exc.message_in(lang)}
    fmt = export_formats()[chosen]
    response = Response(written, mimetype=fmt.media_type.split(";")[0])
    response.headers.set("Content-Disposition", "attachment", filename=file_name(deck, fmt.extension))
    return response
