"""The pages' blueprint: language choice, form token and template helpers (from
api/pages/page_context.py) run for each of its requests, the content security policy, HTML errors."""
from __future__ import annotations

from flask import Blueprint, g, redirect, render_template, url_for
from werkzeug.exceptions import HTTPException

from api.pages.page_context import FormExpired, choose_language, set_cookies, t, template_helpers
from api.statuses import error_status, http_headers
from api.statuses import http_error as answer
from deckcheck.errors import DeckcheckError

bp = Blueprint("pages", __name__)
bp.before_request(choose_language)
bp.context_processor(template_helpers)


# No inline script or handler runs on a page, no page is framed by another site, forms post
# only here; style attributes stay allowed (the bars' widths), style elements do not.
CONTENT_SECURITY_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; "
                           "style-src-attr 'unsafe-inline'; img-src 'self' data:; object-src 'none'; "
                           "base-uri 'self'; form-action 'self'; frame-ancestors 'none'")


@bp.after_request
def content_security_policy(response):
    if response.mimetype == "text/html":
        response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
    return response


bp.after_request(set_cookies)


@bp.route("/favicon.ico")
def favicon():
    """Browsers that ask for /favicon.ico before reading the page's <link rel="icon">."""
    return redirect(url_for("static", filename="pages/favicon.svg"), 301)


def page_error(status: int, title_key: str, message: str = "", code: str = ""):
    return render_template("pages/error.html", title=t(title_key), message=message, code=code), status


@bp.errorhandler(FormExpired)
def form_expired(_exc: FormExpired):
    return page_error(400, "error", t("bad_form"))


@bp.errorhandler(DeckcheckError)
def deckcheck_error(exc: DeckcheckError):
    """Every refusal (unreadable deck, event errors, ...) in the page's language, with the
    status the API would answer."""
    if exc.code == "EVENT_NOT_FOUND":
        return page_error(404, "not_found", t("event_not_found"), exc.code)
    return page_error(error_status(exc), "error", exc.message_in(g.get("lang", "en")), exc.code)


@bp.errorhandler(HTTPException)
def http_error(exc: HTTPException):
    key = "not_found" if exc.code == 404 else "error"
    message = answer(exc).message_in(g.get("lang", "en")) if exc.code != 404 else t("not_found_text")
    body, status = page_error(exc.code or 500, key, message)
    return body, status, http_headers(exc)
