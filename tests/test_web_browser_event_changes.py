"""Issue 19 in a real browser (Chromium, desktop and phone, screenshots in tests/artifacts/):
the organizer reopens one registration after the lock and the player registers a new version,
uploads a list for the event, runs the list-change report and applies it; the check page shows
a deck's legality timeline."""
from __future__ import annotations

import re
from pathlib import Path

from test_api_helpers import KINGSMOOT, OOTB, read_sample
from test_web_browser import ARTIFACTS, PHONE, browser, page, server, shoot  # noqa: F401  (fixtures)

from playwright.sync_api import expect  # noqa: E402  (test_web_browser skips without playwright)

HOUSE_LIST = """versions:
  - code: browser-house
    format: joust
    name: "Browser Joust house list"
    issuer: "Browser Joust organizers"
    effective: 2017-06-01
    source: "players' meeting"
    banned: ["01047"]
"""
DECKS = Path(__file__).resolve().parent / "data" / "decklists"


def register(browser, url: str, player: str, decklist: str, token: str | None = None,  # noqa: F811
             shot: str | None = None) -> str | None:
    ctx = browser.new_context(viewport=PHONE, locale="en-US")
    pg = ctx.new_page()
    try:
        pg.goto(url + "/submit?lang=en")
        pg.fill("#player", player)
        pg.fill("#sub-decklist", decklist)
        if token:
            pg.fill("#sub-token", token)
        pg.click("button:has-text('Register')")
        expect(pg.locator("#registration")).to_be_visible()
        if shot:
            pg.screenshot(path=str(ARTIFACTS / f"{shot}-phone.png"), full_page=True)
        return pg.locator("#player-token").text_content() if pg.locator("#player-token").count() else None
    finally:
        ctx.close()


def test_organizer_reopens_uploads_a_list_checks_and_applies(server, browser, page):  # noqa: F811
    base, key, _ = server
    page.goto(base + "/events?lang=en")
    if page.locator("#api-key").count():
        page.fill("#api-key", key)
        page.click("text=Sign in")
    page.fill("#ev-name", "Changes Joust")
    page.select_option("#ev-game", "agot")
    page.fill("#ev-deadline", "2099-12-05T09:00")
    page.fill("#ev-as-of", "2017-06-01")
    page.click("button:has-text('Create')")
    expect(page.locator("h1")).to_contain_text("Changes Joust")
    event_url = page.url.split("?")[0]

    bo_token = register(browser, event_url, "Bo", read_sample(OOTB[0]))
    register(browser, event_url, "Ann", read_sample(KINGSMOOT))
    assert bo_token and bo_token.startswith("dcp_")
    page.goto(event_url + "?lang=en")
    page.check("#lock-form input[name=confirm]")          # issue 35: lock asks for a confirmation
    page.click("button:has-text('Lock the event')")
    expect(page.locator("dl.facts").first).to_contain_text("closed")

    # reopen Bo's registration with a reason
    page.select_option("#reopen-player", "Bo")
    page.fill("#reopen-until", "2099-12-31T18:00")
    page.select_option("#reopen-tz", "60")
    page.fill("#reopen-reason", "sent the out-of-the-box deck by mistake")
    page.check("#reopen-form input[name=confirm]")
    page.click("button:has-text('Reopen')")
    expect(page.locator("#audit-trail")).to_contain_text("Registration reopened")
    expect(page.locator("#audit-trail")).to_contain_text("until Dec 31, 2099, 5:00\u202fPM (UTC+00:00)")  # the event's zone

    # Bo registers the fixed list with the token (phone)
    register(browser, event_url, "Bo", read_sample(KINGSMOOT), bo_token, shot="event-changes-resubmitted")
    page.goto(event_url + "/changes?lang=en")
    expect(page.locator("#audit-trail")).to_contain_text("New list after the lock")
    expect(page.locator("#audit-trail")).to_contain_text("Bo (player)")

    # upload a house list; a mistake first
    page.fill("#list-yaml", HOUSE_LIST.replace('"01047"', '"no-such-card"'))
    page.click("button:has-text('Upload and check')")
    expect(page.locator("#upload-form .alert.error")).to_contain_text("no-such-card")
    page.fill("#list-yaml", HOUSE_LIST)
    page.click("button:has-text('Upload and check')")
    expect(page.locator("#uploads")).to_contain_text("Browser Joust house list")
    expect(page.locator("#uploads")).to_contain_text("Not applied")
    page.locator("#changes-h").scroll_into_view_if_needed()
    shoot(page, "event-changes")

    # what if: both decks (Ann's and Bo's new one) become illegal; nothing stored yet
    house = page.locator("#whatif-target option", has_text="Browser Joust house list (house-")   # issue 35: own code
    page.select_option("#whatif-target", value=house.get_attribute("value"))
    page.click("button:has-text('Check every deck')")
    expect(page.locator("#lc-summary")).to_contain_text("Becomes illegal: 2")
    expect(page.locator("#lc-players")).to_contain_text("AGOT_BANNED")
    expect(page.locator("#not-stored-note")).to_be_visible()
    shoot(page, "event-list-change")
    page.fill("#apply-reason", "house ban announced at the players' meeting")
    page.check("#apply-form input[name=confirm]")
    page.click("button:has-text('Apply this list')")
    expect(page.locator("#applied-note")).to_be_visible()

    page.goto(event_url + "?lang=en")
    expect(page.locator("#players")).to_contain_text("invalid")
    expect(page.locator("#list-in-use")).to_contain_text("Browser Joust house list")
    expect(page.locator("#audit-trail")).to_contain_text("List applied")
    expect(page.locator("#audit-trail")).to_contain_text("Verdict changed by a new list")
    shoot(page, "event-changes-applied")


def test_check_page_shows_the_timeline_strip(server, page):  # noqa: F811
    base, _, _ = server
    page.goto(base + "/?lang=en")
    text = (DECKS / "agot" / "danurai-fat-cat-crossing.txt").read_text(encoding="utf-8")
    page.select_option("#game", "agot")
    page.fill("#decklist", text)
    page.click("button:has-text('Check')")
    strip = page.locator("#timeline")
    expect(strip).to_contain_text("Legality over time")
    expect(strip.locator("li.illegal").first).to_contain_text("Robb Stark: not listed → restricted")
    assert strip.locator("li").count() >= 4
    strip.scroll_into_view_if_needed()
    shoot(page, "check-timeline")
    assert re.search(r"gotstandard|GoT Standard|Standard", strip.text_content())
