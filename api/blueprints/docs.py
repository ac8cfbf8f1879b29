"""GET /api/v1/docs: an HTML page of the site (its navigation, its style, a phone's
viewport) listing every operation of the OpenAPI document (no JavaScript, no CDN: this
server may have no internet). The machine-readable document is /api/v1/openapi.json."""
from __future__ import annotations

import re
import inspect
from html import escape
from typing import Any

from flask import Blueprint, Response, current_app, g, render_template, request
from markupsafe import Markup
from markdown_it import MarkdownIt

from api.config import API_PREFIX

bp = Blueprint("docs", __name__, url_prefix=API_PREFIX)

# the docstrings are RST-flavoured markdown: ``code`` -> `code`; raw HTML in them is escaped
_md = MarkdownIt("commonmark", {"html": False}).disable(["image"])
_RST_LITERAL = re.compile(r"``([^`]+?)``")


def doc_html(text: str) -> str:
    """An operation's docstring as HTML paragraphs, lists and code (never raw HTML)."""
    return _md.render(_RST_LITERAL.sub(r"`\1`", inspect.cleandoc(text or "")))


def doc_inline(text: str) -> str:
    """A one-line description (a summary, a field's) with its `code` marked up."""
    return _md.renderInline(_RST_LITERAL.sub(r"`\1`", text or ""))


def _ref_name(schema: dict[str, Any]) -> str:
    if "$ref" in schema:
        return schema["$ref"].rsplit("/", 1)[-1]
    if schema.get("type") == "array" and "items" in schema:
        return f"array of {_ref_name(schema['items'])}"
    return schema.get("type", "object")


def _fields(spec: dict[str, Any], name: str) -> str:
    schema = spec.get("components", {}).get("schemas", {}).get(name)
    if not schema or "properties" not in schema:
        return ""
    required = set(schema.get("required", ()))
    rows = []
    for prop, body in schema["properties"].items():
        kind = _ref_name(body) if ("$ref" in body or body.get("type") == "array") else body.get("type", "any")
        rows.append(f"<tr><td><code>{escape(prop)}</code>{' *' if prop in required else ''}</td>"
                    f"<td>{escape(str(kind))}</td><td>{doc_inline(body.get('description', ''))}</td></tr>")
    return f"<details><summary>{escape(name)}</summary><table>{''.join(rows)}</table></details>"


def render(spec: dict[str, Any]) -> str:
    """The operations of ``spec`` as HTML (the content of the docs page), grouped by tag."""
    info = spec.get("info", {})
    parts = [f"<h1>{escape(info.get('title', ''))} API {escape(info.get('version', ''))}</h1>",
             (f"<p>OpenAPI 3 document: <a href='{API_PREFIX}/openapi.json'><code>{API_PREFIX}/openapi.json"
              "</code></a>. Errors are <code>{\"error\": {\"code\", \"message\", \"details\"}}</code>. "
              "Messages in en, de, pl via <code>?lang=</code> or <code>Accept-Language</code>. "
              "Organizer operations need <code>Authorization: Bearer &lt;key&gt;</code>.</p>")]
    by_tag: dict[str, list[str]] = {}
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            tag = (op.get("tags") or ["other"])[0]
            doc = op.get("description") or ""
            params = [p for p in op.get("parameters", []) if isinstance(p, dict)]
            rows = "".join(f"<tr><td><code>{escape(p.get('name', ''))}</code></td><td>{escape(p.get('in', ''))}"
                           f"</td><td>{escape((p.get('schema') or {}).get('type', ''))}</td>"
                           f"<td>{doc_inline(p.get('description', ''))}</td></tr>" for p in params)
            body = ""
            content = (op.get("requestBody") or {}).get("content", {})
            for media, media_obj in content.items():
                name = _ref_name(media_obj.get("schema", {}))
                body += f"<p>Body <code>{escape(media)}</code>: {escape(name)}</p>{_fields(spec, name)}"
            responses = []
            for status, resp in op.get("responses", {}).items():
                if "$ref" in resp:
                    resp = spec.get("components", {}).get("responses", {}).get(
                        resp["$ref"].rsplit("/", 1)[-1], {})
                schema = next(iter(resp.get("content", {}).values()), {}).get("schema", {})
                name = _ref_name(schema) if schema else ""
                responses.append(f"<li><code>{escape(str(status))}</code> {doc_inline(resp.get('description', ''))}"
                                 f"{' - ' + escape(name) if name else ''}{_fields(spec, name) if name else ''}</li>")
            by_tag.setdefault(tag, []).append(
                f"<div class=op><span class='m {method}'>{method.upper()}</span><code>{escape(path)}</code>"
                f"<p><b>{doc_inline(op.get('summary', ''))}</b></p><div class=doc>{doc_html(doc)}</div>"
                + (f"<table><tr><th>parameter</th><th>in</th><th>type</th><th></th></tr>{rows}</table>"
                   if rows else "") + body + f"<ul>{''.join(responses)}</ul></div>")
    for tag, ops in by_tag.items():
        parts.append(f"<h2>{escape(tag)}</h2>{''.join(ops)}")
    return "".join(parts)


@bp.get("/docs")
def docs_page():
    from api.pages.page_context import template_helpers
    from api.pages.i18n import LANGS

    # the navigation in the reader's language (the API keeps no session: ?lang=, else the browser's)
    chosen = request.args.get("lang")
    g.lang = chosen if chosen in LANGS else request.accept_languages.best_match(LANGS) or "en"
    spec = current_app.extensions["deckcheck_api"].spec.to_dict()
    page = render_template("pages/api_docs.html", active="api", operations=Markup(render(spec)),
                           **template_helpers())
    return Response(page, mimetype="text/html")
