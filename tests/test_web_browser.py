"""The pages in a real browser: headless Chromium (Debian's /usr/bin/chromium) driven by
Playwright, against the app served from a thread on a free loopback port.

Screenshots of every page (desktop and phone) go to tests/artifacts/ for a human look.
Skips cleanly when Chromium or the playwright package is missing."""
from __future__ import annotations

import importlib.util
import re
import threading
from pathlib import Path

import pytest
from test_api_helpers import make_app, need_rules
from test_decklists_plaintext import THRONESDB_EXPORT
from test_web_pages import BROKEN_EXPORT, MISSPELT, UNREAD_EXPORT, UNREAD_LINE, pretend_corrected

from api.extensions import event_service
from card_db.database import get_engine, upgrade

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).parent / "artifacts"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)", allow_module_level=True)
if importlib.util.find_spec("playwright") is None:
    pytest.skip("the playwright package is missing (pip install playwright)", allow_module_level=True)

from playwright.sync_api import expect, sync_playwright  # noqa: E402


@pytest.fixture(scope="module")
def server(all_db, tmp_path_factory):
    """The app on 127.0.0.1:<free port> in a thread; yields (base URL, organizer key, app)."""
    from werkzeug.serving import make_server

    need_rules("agot")
    url = f"sqlite:///{tmp_path_factory.mktemp('web') / 'events.sqlite'}"
    upgrade(url)
    key = event_service(get_engine(url)).create_api_key("Browser TO")[1]
    app = make_app(all_db, url, SECRET_KEY="browser-test")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}", key, app
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


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport=DESKTOP, locale="en-US")
    context.set_default_timeout(10_000)
    pg = context.new_page()
    yield pg
    context.close()


def shoot(pg, name: str) -> None:
    """Screenshots of the current page, desktop and phone width."""
    pg.set_viewport_size(DESKTOP)
    pg.screenshot(path=str(ARTIFACTS / f"{name}-desktop.png"), full_page=True)
    pg.set_viewport_size(PHONE)
    pg.screenshot(path=str(ARTIFACTS / f"{name}-phone.png"), full_page=True)
    pg.set_viewport_size(DESKTOP)


def test_paste_thronesdb_export_validates_as_you_type_then_german(server, page):
    base, _, _ = server
    page.goto(base + "/?lang=en")
    page.select_option("#game", "agot")
    page.fill("#as_of", "2017-06-01")
    page.fill("#decklist", BROKEN_EXPORT)            # fires 'input': the script asks the API
    verdict = page.locator("#result-body .verdict")
    expect(verdict).to_have_attribute("data-valid", "false")
    # each violation headed by its message, its code a small detail under it
    expect(page.locator("#result-body .group h4")).to_have_text([re.compile("plot deck", re.I),
                                                                  re.compile("Melisandre: 4 copies")])
    expect(page.locator("#result-body .group .code code")).to_have_text(["AGOT_PLOT_DECK_SIZE", "AGOT_COPIES"])
    expect(page.locator("#result-body")).to_contain_text("Melisandre: 4 copies")
    expect(page.locator("#result-body .cards a")).to_have_text("Melisandre")
    expect(page.locator("#result-body")).to_contain_text("FFG FAQ v1.1")
    shoot(page, "check-violations")

    # the fix makes it legal while typing; the section counts appear
    page.fill("#decklist", THRONESDB_EXPORT)
    expect(verdict).to_have_attribute("data-valid", "true")
    expect(page.locator("#result-body .counts")).to_contain_text("Plot deck 7")

    # German: the header's language link sends the form; chrome and messages are German
    page.fill("#decklist", BROKEN_EXPORT)
    expect(verdict).to_have_attribute("data-valid", "false")
    page.click(".langs a[hreflang=de]")
    page.wait_for_url(re.compile(r"/$"))
    expect(page.locator("h1")).to_have_text("Deck prüfen")
    expect(page.locator("#result-body")).to_contain_text("Melisandre: 4 Kopien; erlaubt: höchstens 3.")
    expect(page.locator("#result-body")).to_contain_text("Der Strategiestapel hat 6 Karten")
    assert page.locator("html").get_attribute("lang") == "de"
    shoot(page, "check-german")


def test_check_form_works_without_javascript(server, browser):
    base, _, _ = server
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    pg = context.new_page()
    try:
        pg.goto(base + "/?lang=pl")
        pg.fill("#decklist", BROKEN_EXPORT)
        pg.fill("#as_of", "2017-06-01")
        pg.click("button[type=submit]")
        expect(pg.locator("#result-body")).to_contain_text("Talia nielegalna")
        expect(pg.locator("#result-body .group .code").first).to_contain_text("AGOT_PLOT_DECK_SIZE")
        shoot(pg, "check-nojs-polish")
    finally:
        context.close()


def verdict_text(pg) -> str:
    return " ".join(pg.locator("#result-body .verdict").inner_text().split())


def test_use_this_card_turns_the_verdict_legal_and_the_script_draws_what_the_server_does(server, browser, page):
    base, _, _ = server
    # without JavaScript: the server's panel, and its button sends the form
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    nojs = context.new_page()
    try:
        nojs.goto(base + "/?lang=en")
        nojs.select_option("#game", "agot")
        nojs.fill("#as_of", "2017-06-01")
        nojs.fill("#decklist", UNREAD_EXPORT)
        nojs.click("button[type=submit].primary")
        expect(nojs.locator("#result-body .verdict")).to_have_attribute("data-valid", "false")
        server_text = verdict_text(nojs)
        nojs.locator(f'#read-line-{UNREAD_LINE} button.use:not(.link)[data-card="01064"]').click()
        expect(nojs.locator("#result-body .verdict")).to_have_attribute("data-valid", "true")
        assert nojs.input_value("#decklist").splitlines()[UNREAD_LINE - 1] == "3x Seen In Flames (Core Set)"
    finally:
        context.close()

    # with JavaScript: the verdict follows the typing, the button rewrites the line and checks again
    page.goto(base + "/?lang=en")
    page.select_option("#game", "agot")
    page.fill("#as_of", "2017-06-01")
    page.fill("#decklist", UNREAD_EXPORT)
    verdict = page.locator("#result-body .verdict")
    expect(verdict).to_have_attribute("data-valid", "false")
    expect(page.locator("#result-body .unread-note")).to_contain_text(
        "One line of this list was not read, so the deck cannot be judged legal.")
    expect(page.locator("#result-body .badge.ok")).to_have_count(0)
    row = page.locator(f"#read-line-{UNREAD_LINE}")
    expect(row).to_contain_text(MISSPELT)
    expect(row.locator(".candidates li").first).to_contain_text("Seen In Flames Core Set · House Baratheon")
    assert verdict_text(page) == server_text           # the script draws what the server renders
    shoot(page, "check-unread")
    row.locator('button.use:not(.link)[data-card="01064"]').click()
    expect(verdict).to_have_attribute("data-valid", "true")
    expect(page.locator("#result-body .badge.ok")).to_have_text("✓ Legal deck")
    assert page.input_value("#decklist").splitlines()[UNREAD_LINE - 1] == "3x Seen In Flames (Core Set)"
    expect(page.locator(f"#read-line-{UNREAD_LINE}")).to_contain_text("Seen In Flames")
    expect(page.locator(f"#read-line-{UNREAD_LINE}")).to_contain_text("Baratheon")
    assert page.evaluate("document.activeElement.id") == "result-h"
    shoot(page, "check-card-used")


REWRITE_CASES = [
    # (text, line, written, shared): line_fit, then apply_use with the whole-line or entry form
    ("Plots\r\n1x A Noble Cause\r\n3x Seen In Flamxx\r\n", 3, "3x Seen In Flamxx", False),
    ("Plots\n1x A Noble Cause\n3x Seen In Flamxx", 3, "3x Seen In Flamxx", True),
    ("  • 3x  Seen\u00a0In Flamxx  \n", 1, "3x Seen In Flamxx", False),
    ("\ufeffHouse Baratheon\n- 2x Melisandre\n", 2, "2x Melisandre", False),
    ('{"cards": []}\n3x Seen In Flamxx', 2, "3x Seen In Flamxx", False),
    ("<deck>\n3x Seen In Flamxx\n</deck>", 2, "3x Seen In Flamxx", False),
    ("Units: 3 Orc Raiders, 3 Spida Ridaz, 2 Orc Raiders Boss", 1, "3 Spida Ridaz", True),
    ("Units: 3 Orc Raiders, 3 Spida Ridaz", 1, "3 Orc Raid", True),
    ("3 Orc Raiders, 3 Orc Raiders Boss", 1, "3 Orc Raiders", True),
    ("Spida Ridaz x3, Zzz", 1, "Spida Ridaz x3", True),
    ("Line one\n\nLine three", 5, "Line three", False),
]


def test_the_script_rewrites_lines_as_the_server_does(server, page):
    from api.pages.reading import apply_use, line_fit, replacement, use_value

    base, _, _ = server
    page.goto(base + "/?lang=en")
    page.wait_for_function("window.deckcheckReading !== undefined")
    for text, line, written, shared in REWRITE_CASES:
        fit = line_fit(text, line, written, shared)
        new = replacement(written, fit == "whole", 3, "Core Set", "Seen In Flames")
        value = use_value(line, written, new)
        js = page.evaluate("""([text, line, written, shared, value]) => {
            const r = window.deckcheckReading;
            const fit = r.lineFit(text, line, written, shared);
            return [fit, r.replacement(written, fit === "whole", 3, "Core Set", "Seen In Flames"), r.applyUse(text, value)];
        }""", [text, line, written, shared, value])
        assert js == [fit, new, apply_use(text, value)], (text, written)


def test_corrections_drawn_by_the_script_as_the_server_renders_them(server, browser, page, monkeypatch):
    base, _, app = server
    text = pretend_corrected(app.extensions["deckcheck"], monkeypatch)
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    nojs = context.new_page()
    try:
        nojs.goto(base + "/?lang=de")
        nojs.fill("#decklist", text)
        nojs.fill("#as_of", "2017-06-01")
        nojs.click("button[type=submit].primary")
        expect(nojs.locator("#result-body .corrections")).to_contain_text("Korrigierte Zeilen")
        server_text = verdict_text(nojs)
    finally:
        context.close()
    page.goto(base + "/?lang=de")
    page.fill("#as_of", "2017-06-01")
    page.fill("#decklist", text)
    expect(page.locator("#result-body .verdict")).to_have_attribute("data-valid", "true")
    expect(page.locator("#result-body .corrections li")).to_contain_text(
        f"Zeile {UNREAD_LINE}: gelesen als Visionen im Feuer Grundspiel · Haus Baratheon — du hast „3x Seen In Flamez“")
    expect(page.locator(f"#read-line-{UNREAD_LINE}")).to_contain_text("korrigiert")
    assert verdict_text(page) == server_text
    shoot(page, "check-corrected-german")


def test_search_a_card_by_its_german_name(server, page):
    base, _, _ = server
    page.goto(base + "/cards?lang=de")
    page.fill("#q", "Zeit der Krähen")
    page.press("#q", "Enter")
    first = page.locator("table tbody tr").first
    expect(first).to_contain_text("Zeit der Krähen")
    expect(first).to_contain_text("A Feast for Crows")
    shoot(page, "cards-search")
    first.locator("a").first.click()
    expect(page.locator("h1")).to_have_text("Zeit der Krähen")
    expect(page.locator("#print-h")).to_have_text("Drucke")
    shoot(page, "card-page")

    page.goto(base + "/lists/agot?lang=en")
    expect(page.locator("h1")).to_have_text("Restricted and banned lists")
    expect(page.locator(".badge", has_text="in force today").first).to_be_visible()
    shoot(page, "lists")


def test_event_flow_organizer_and_player(server, browser, page):
    base, key, _ = server
    page.goto(base + "/events?lang=en")
    page.fill("#api-key", key)
    page.click("text=Sign in")
    expect(page.locator("text=Signed in with key")).to_be_visible()
    page.fill("#ev-name", "Browser Joust")
    page.select_option("#ev-game", "agot")
    page.fill("#ev-deadline", "2099-12-05T09:00")
    page.fill("#ev-as-of", "2017-06-01")
    page.check("#ev-strict")
    page.locator("#create-h").scroll_into_view_if_needed()
    shoot(page, "events-create-form")
    page.click("button:has-text('Create')")
    expect(page.locator("h1")).to_contain_text("Browser Joust")
    expect(page.locator("#event-reading")).to_contain_text("Read strictly: a misspelled card name is not corrected")
    event_url = page.url
    assert "api_key" not in event_url and key not in event_url
    shoot(page, "events-created")

    # a player in another browser context registers a list for the open event
    player_ctx = browser.new_context(viewport=PHONE)
    player = player_ctx.new_page()
    try:
        player.goto(event_url + "/submit?lang=en")
        player.fill("#player", "Ann Example")
        player.fill("#sub-decklist", BROKEN_EXPORT)
        player.click("button:has-text('Register')")
        expect(player.locator("#player-token")).to_have_text(re.compile(r"^dcp_"))
        expect(player.locator("#sha256")).to_have_text(re.compile(r"^[0-9a-f]{64}$"))
        expect(player.locator("#registration .verdict")).to_have_attribute("data-valid", "false")
        player.screenshot(path=str(ARTIFACTS / "event-submit-phone.png"), full_page=True)
    finally:
        player_ctx.close()

    page.goto(event_url)
    row = page.locator("#players tbody tr", has_text="Ann Example")
    expect(row).to_contain_text("invalid")
    expect(row).to_contain_text("AGOT_COPIES")
    shoot(page, "event-organizer")
    with page.expect_download() as download:
        page.click("text=Download the CSV report")
    csv_text = Path(download.value.path()).read_text(encoding="utf-8")
    assert csv_text.startswith("player,valid,") and "Ann Example,no," in csv_text
    page.check("#lock-form input[name=confirm]")          # issue 35: lock asks for a confirmation
    page.click("button:has-text('Lock the event')")
    expect(page.locator("dl.facts")).to_contain_text("closed")
    shoot(page, "event-locked")
