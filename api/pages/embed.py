"""``/embed.js``: a script a site puts on its pages to check the decks shown there through
this server's API (issue 38; the usage is at the top of templates/pages/embed.js and in
docs/api.md). Its words come from the pages' catalogues, all three languages at once, since
the embedding page's language is known only in the browser."""
from __future__ import annotations

from flask import Response, render_template

from api.pages.blueprint import bp
from api.pages.i18n import LANGS, translate

KEYS = {"legal": "legal", "illegal": "illegal", "checking": "checking", "failed": "embed_failed",
        "problems": "embed_problems", "by": "embed_by"}


@bp.route("/embed.js", methods=["GET"])
def embed_script() -> Response:
    words = {lang: {name: translate(key, lang, n="{n}") for name, key in KEYS.items()} for lang in LANGS}
    response = Response(render_template("pages/embed.js", words=words), mimetype="text/javascript")
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response
