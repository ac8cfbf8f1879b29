"""A Content-Security-Policy on every page (issue 41 item 8): no inline script or handler
runs, no other site frames a page, forms post only here. The pages themselves carry no
inline script or handler (JSON data blocks are data, not script) so the policy breaks none."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_api_helpers import make_app, need_rules

ROOT = Path(__file__).resolve().parents[1]
INLINE_HANDLER = re.compile(r"<[^>]*\son[a-z]+\s*=", re.IGNORECASE)
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\b(src=|type=\"application/json\"))[^>]*>", re.IGNORECASE)


@pytest.fixture(scope="module")
def client(all_db):
    need_rules("agot")
    return make_app(all_db).test_client()


@pytest.mark.parametrize("path", ["/", "/?lang=de", "/events", "/goldfish", "/cards", "/lists", "/api/v1/docs",
                                  "/no-such-page", "/goldfish/runs/no-such-run"])
def test_pages_carry_the_policy(client, path):
    page = client.get(path)
    if page.mimetype != "text/html":
        pytest.skip(f"{path} is not a page")
    policy = page.headers.get("Content-Security-Policy", "")
    if path in ("/no-such-page", "/api/v1/docs"):
        return                                   # not the pages' blueprint (JSON 404, API docs)
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy, path
    html = page.get_data(as_text=True)
    assert not INLINE_HANDLER.search(html) and not INLINE_SCRIPT.search(html), path


def test_no_template_has_an_inline_handler_or_script():
    for template in [*(ROOT / "api" / "templates").rglob("*.html"), *(ROOT / "deckcheck" / "games").rglob("pages/*.html")]:
        text = template.read_text()
        assert not INLINE_HANDLER.search(text), template
        assert not INLINE_SCRIPT.search(text), template


def test_the_api_answers_carry_no_page_policy(client):
    assert "Content-Security-Policy" not in client.get("/api/v1/games").headers
