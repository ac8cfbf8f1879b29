"""Fix suggestions in a real browser (headless Chromium, as tests/test_web_browser.py):
the script draws them under the violation while typing, the server draws the same without
JavaScript; screenshots (desktop and phone) in tests/artifacts/fixes-*.png."""
from __future__ import annotations

import importlib.util

import pytest
from test_fixes_pages import FOUR_MELISANDRE

from test_web_browser import DESKTOP, browser, server, shoot  # noqa: F401,I001  (skips without Chromium)

if importlib.util.find_spec("playwright") is None:
    pytest.skip("the playwright package is missing (pip install playwright)", allow_module_level=True)

from playwright.sync_api import expect  # noqa: E402


@pytest.fixture(scope="module")
def base(server):  # noqa: F811  (test_web_browser's app on a free port)
    return server[0]


def fixes_text(pg) -> str:
    return " ".join(pg.locator("#result-body .fixes").inner_text().split())


def test_fix_suggestions_while_typing_and_without_javascript(base, browser):  # noqa: F811
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
