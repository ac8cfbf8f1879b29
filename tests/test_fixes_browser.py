"""Fix suggestions in a real browser (headless Chromium, as tests/test_web_browser.py):
the script draws them under the violation while typing, the server draws the same without
JavaScript; screenshots (desktop and phone) in tests/artifacts/fixes-*.png."""
from __future__ import annotations

import importlib.util
import threading

import pytest
from test_api_helpers import make_app, need_rules
from test_fixes_pages import FOUR_MELISANDRE

from card_db.database import get_engine, upgrade

from test_web_browser import ARGS, ARTIFACTS, CHROMIUM, DESKTOP, shoot  # noqa: I001  (skips without Chromium)

if importlib.util.find_spec("playwright") is None:
    pytest.skip("the playwright package is missing (pip install playwright)", allow_module_level=True)

from playwright.sync_api import expect, sync_playwright  # noqa: E402


@pytest.fixture(scope="module")
def base(all_db, tmp_path_factory):
    from werkzeug.serving import make_server

    need_rules("agot")
    url = f"sqlite:///{tmp_path_factory.mktemp('fixes-web') / 'events.sqlite'}"
    upgrade(url)
    app = make_app(all_db, url, SECRET_KEY="browser-test")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()
        thread.join(10)
        get_engine(url).dispose()


@pytest.fixture(scope="module")
def browser():
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield b
        finally:
            b.close()


def fixes_text(pg) -> str:
    return " ".join(pg.locator("#result-body .fixes").inner_text().split())


def test_fix_suggestions_while_typing_and_without_javascript(base, browser):
    context = browser.new_context(viewport=DESKTOP, locale="en-US")
    context.set_default_timeout(10_000)
    page = context.new_page()
    try:
        page.goto(base + "/?lang=en")
        page.select_option("#game", "agot")
        page.fill("#as_of", "2017-06-01")
        page.fill("#decklist", FOUR_MELISANDRE)          # the script asks the API with suggest=true
        expect(page.locator("#result-body .verdict")).to_have_attribute("data-valid", "false")
        fixes = page.locator("#result-body .fixes")
        expect(fixes).to_contain_text("How to fix it")
        expect(fixes).to_contain_text("Keep 3 copies of Melisandre")
        script_text = fixes_text(page)
        shoot(page, "fixes-check")
    finally:
        context.close()
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    nojs = context.new_page()
    try:
        nojs.goto(base + "/?lang=pl")
        nojs.fill("#decklist", FOUR_MELISANDRE)
        nojs.fill("#as_of", "2017-06-01")
        nojs.click("button[type=submit].primary")
        expect(nojs.locator("#result-body .fixes")).to_contain_text("Zostaw 3 kopie karty Melisandre")
        shoot(nojs, "fixes-check-nojs-polish")
        nojs.goto(base + "/?lang=en")
        nojs.fill("#decklist", FOUR_MELISANDRE)
        nojs.fill("#as_of", "2017-06-01")
        nojs.click("button[type=submit].primary")
        assert fixes_text(nojs) == script_text          # the script draws what the server does
    finally:
        context.close()
