"""``/embed.js`` (issue 38): a site shows a deck and the script checks it through the API.

The browser test puts the script on a page of another origin (a second server on another
port), so the call goes through CORS as on a real site."""
from __future__ import annotations

import importlib.util
import json
import threading
from pathlib import Path

import pytest
from test_api_helpers import KINGSMOOT, make_app, read_sample

CHROMIUM = Path("/usr/bin/chromium")


@pytest.fixture(scope="module")
def app(all_db):
    return make_app(all_db, CORS_ORIGINS="*")


def test_the_script_carries_the_words_of_each_language(app):
    r = app.test_client().get("/embed.js")
    assert r.status_code == 200 and r.mimetype == "text/javascript"
    script = r.get_data(as_text=True)
    words = json.loads(script.split("var WORDS = ", 1)[1].split(";\n", 1)[0])
    assert words["en"]["legal"] == "Legal deck" and words["de"]["problems"] == "Probleme: {n}"
    assert words["pl"]["by"] == "sprawdzone przez deckcheck"
    assert "innerHTML" not in script               # answers become text nodes only


def _serve(app):
    from werkzeug.serving import make_server

    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


@pytest.mark.skipif(not CHROMIUM.exists() or importlib.util.find_spec("playwright") is None,
                    reason="needs /usr/bin/chromium and playwright")
def test_a_deck_on_another_site_is_checked_in_the_page_language(app):
    from flask import Flask
    from playwright.sync_api import sync_playwright

    api = _serve(app)
    deck = read_sample(KINGSMOOT)
    site = Flask("site")
    base = f"http://127.0.0.1:{api.server_port}"

    @site.route("/")
    def index():
        from markupsafe import escape

        return (f'<!doctype html><html lang="de"><body><pre data-deckcheck data-game="agot">{escape(deck)}</pre>'
                f'<pre data-deckcheck data-game="agot">1x Eddard Stark (Core Set)</pre>'
                f'<script src="{base}/embed.js" defer></script></body></html>')

    other = _serve(site)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=["--headless", "--no-sandbox"])
            page = browser.new_page(viewport={"width": 390, "height": 844})
            page.goto(f"http://127.0.0.1:{other.server_port}/")
            page.wait_for_selector('.deckcheck-verdict[data-valid="false"]', timeout=20_000)
            page.wait_for_selector('.deckcheck-verdict[data-valid="true"]', timeout=20_000)
            texts = page.locator(".deckcheck-verdict").all_inner_texts()
            assert texts[0].startswith("\u2713 Legales Deck") and texts[1].startswith("\u2717 Nicht legal")
            assert "Probleme:" in texts[1]
            browser.close()
    finally:
        api.shutdown()
        other.shutdown()
