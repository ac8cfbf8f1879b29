"""The organizer's desk in Chromium (desktop and phone screenshots in tests/artifacts/):
players register through the submit page (receipt with deck code and QR code, consent),
the organizer signs in, sees the decks as read (a German list with both names), prints
every deck-check sheet (a PDF page per player), opens a sheet from the receipt's QR
link, picks decks to check, locks and publishes; the public list shows the consenting
player's deck only."""
from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import expect
from test_decklists_plaintext import GERMAN_L5R
from test_web_browser import ARTIFACTS, PHONE, browser, page, server, shoot  # noqa: F401  (fixtures)

from test_api_helpers import need_rules

DATA = Path(__file__).parent / "data" / "decklists" / "l5r"
SCORPION = (DATA / "fiveringsdb-text-scorpion.txt").read_text(encoding="utf-8")
LION = (DATA / "winter-court-2017-lion.txt").read_text(encoding="utf-8")


def register(chromium, url: str, player: str, decklist: str, consent: bool) -> str:
    """A player registers on a phone; the receipt's deck code."""
    ctx = chromium.new_context(viewport=PHONE, locale="en-US")
    pg = ctx.new_page()
    try:
        pg.goto(url + "/submit?lang=en")
        pg.fill("#player", player)
        pg.fill("#sub-decklist", decklist)
        if consent:
            pg.select_option("#sub-consent", "yes")
        pg.click("button:has-text('Register')")
        code = pg.locator("#deck-code")
        expect(code).to_have_text(re.compile(r"^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$"))
        expect(pg.locator("#registration svg.qr")).to_be_visible()
        expect(pg.locator("#consent")).to_contain_text("yes" if consent else "no")
        if consent:
            pg.locator("#deck-code").scroll_into_view_if_needed()
            pg.screenshot(path=str(ARTIFACTS / "desk-receipt-phone.png"), full_page=True)
        return code.inner_text()
    finally:
        ctx.close()


def test_organizer_sees_prints_picks_and_publishes(server, browser, page):  # noqa: F811
    need_rules("l5r")
    base, key, app = server
    if not len(app.extensions["deckcheck"].pools.get("l5r", ())):
        import pytest

        pytest.skip("no L5R cards imported")
    page.goto(base + "/events?lang=en")
    page.fill("#api-key", key)
    page.click("text=Sign in")
    page.fill("#ev-name", "Kranich-Cup")
    page.select_option("#ev-game", "l5r")
    page.fill("#ev-deadline", "2099-12-05T09:00")
    page.fill("#ev-as-of", "2018-09-12")
    page.click("button:has-text('Create')")
    expect(page.locator("h1")).to_contain_text("Kranich-Cup")
    event_url = page.url

    codes = {"Jörg": register(browser, event_url, "Jörg", GERMAN_L5R, consent=True),
             "Kaito": register(browser, event_url, "Kaito", SCORPION, consent=False),
             "Lena": register(browser, event_url, "Lena", LION, consent=False)}

    # the decks as read, from the event page
    page.goto(event_url + "?lang=en")
    shoot(page, "desk-event")
    page.click("#see-decks")
    expect(page.locator("h1")).to_contain_text("Registered decks")
    joerg = page.locator("details.deck[data-player='Jörg']")
    expect(joerg).to_contain_text(codes["Jörg"])
    expect(joerg.locator("[data-section=stronghold]")).to_contain_text("City of the Open Hand")
    expect(joerg.locator("[data-section=stronghold] .written")).to_contain_text("Stadt der Offenen Hand")
    expect(joerg.locator("[data-section=provinces] h4")).to_contain_text("2")
    expect(page.locator("details.deck")).to_have_count(3)
    shoot(page, "desk-decks")

    # pick two decks to check in round 1, with the organizer's seed: logged
    page.fill("#pick-round", "1")
    page.fill("#pick-n", "2")
    page.fill("#pick-seed", "round 1 09:30")
    page.click("button:has-text('Pick')")
    log = page.locator("#pick-log tbody tr").first
    expect(log).to_contain_text("round 1 09:30")
    expect(log).to_contain_text("2 of 3")
    expect(log).to_contain_text("Browser TO")
    page.locator("#picks").scroll_into_view_if_needed()
    shoot(page, "desk-pick")

    # every sheet, printed: one PDF page per player at least
    page.click("text=Print all deck-check sheets")
    expect(page.locator("article.sheet")).to_have_count(3)
    expect(page.locator("article.sheet").first.locator("svg.qr")).to_be_visible()
    shoot(page, "desk-sheets")
    page.emulate_media(media="print")
    breaks = page.eval_on_selector_all("article.sheet", "els => els.map(e => getComputedStyle(e).breakAfter)")
    assert breaks[:-1] == ["page", "page"], breaks          # each player's sheet on its own pages
    page.screenshot(path=str(ARTIFACTS / "desk-sheets-print.png"), full_page=True)
    pdf = page.pdf(format="A4", print_background=True)
    (ARTIFACTS / "desk-sheets.pdf").write_bytes(pdf)
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
    assert pages >= 3, pages
    print(f"deck-check sheets of 3 L5R decks: {pages} A4 pages")
    page.emulate_media(media="screen")

    # the receipt's QR link opens the sheet and checks the code
    page.goto(f"{event_url}/sheets/Jörg?code={codes['Jörg']}&lang=de")
    expect(page.locator("#code-check")).to_contain_text("gehört zu dieser angemeldeten Liste")
    expect(page.locator("article.sheet [data-section=stronghold] h4")).to_contain_text("Festung")
    shoot(page, "desk-sheet-german")

    # the decks page in Polish: chrome, headings and names (where the cards have Polish ones)
    page.goto(event_url + "/decks?lang=pl")
    expect(page.locator("h1")).to_contain_text("Zgłoszone talie")
    expect(page.locator("details.deck[data-player='Jörg'] [data-section=dynasty_deck] h4")).to_contain_text(
        "Talia dynastii")
    shoot(page, "desk-decks-polish")

    # lock, publish; the public page shows Jörg's list only
    page.goto(event_url + "?lang=en")
    page.check("#lock-form input[name=confirm]")          # issue 35: lock asks for a confirmation
    page.click("button:has-text('Lock the event')")
    page.goto(event_url + "/decks?lang=en#publish")
    page.click("#publish button:has-text('Publish')")
    expect(page.locator("#publish")).to_contain_text("Published")
    visitor = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    try:
        visitor.goto(event_url + "/decklists?lang=en")
        expect(visitor.locator("h1")).to_contain_text("Published decklists")
        expect(visitor.locator("details.deck[data-player='Jörg']")).to_contain_text("City of the Open Hand")
        expect(visitor.locator(".deck.unpublished")).to_have_count(2)
        visitor.screenshot(path=str(ARTIFACTS / "desk-published-phone.png"), full_page=True)
    finally:
        visitor.context.close()
    page.goto(event_url + "/decklists?lang=en")
    shoot(page, "desk-published")
