"""HTML error pages for browsers outside the pages' blueprint (a mistyped URL, a 405 on a
page address): the same page as the blueprint's own errors, in the visitor's language.
``api.errors.wants_html`` decides; /api/* and API clients keep the JSON body."""
from __future__ import annotations

from flask import g, render_template

from api.pages.page_context import choose_language, template_helpers
from deckcheck.errors import DeckcheckError


def html_error(status: int, error: DeckcheckError) -> tuple[str, int]:
    """The error page: "Not found" with a way on for a 404, else the message in the
    visitor's language; the error code only as a small detail."""
    if "lang" not in g:
        choose_language()
    helpers = template_helpers()
    t = helpers["t"]
    if status == 404:
        title, message = t("not_found"), t("not_found_text")
    else:
        title, message = t("error"), error.message_in(g.lang)
    return render_template("pages/error.html", title=title, message=message, code=error.code,
                           status=status, **helpers), status
