"""Pages for people in a real browser (issue 20, items 3 and 4): list pages folded by
year (heights measured, en/de/pl, desktop and phone), their filter, card search as you
type, "Did you mean" fixing the line, the HTML 404 page and favicon, the card page
without internals. Screenshots go to tests/artifacts/ (look at them)."""
# ruff: noqa: F811  (the fixtures imported from test_web_browser are the tests' parameters)
from __future__ import annotations

import re

import pytest
from test_web_browser import DESKTOP, PHONE, browser, page, server, shoot  # noqa: F401  (fixtures)
from test_web_pages import BROKEN_EXPORT, MISSPELT, UNREAD_EXPORT, UNREAD_LINE

from playwright.sync_api import expect  # noqa: E402  (test_web_browser skips without playwright)

# the heights of /lists/agot before the versions were folded (issue 20)
OLD_HEIGHT = {"desktop": 20_873, "phone": 38_357}


def height(pg) -> int:
    return pg.evaluate("document.documentElement.scrollHeight")


@pytest.mark.parametrize("lang, heading", [("en", "Joust (two players)"), ("de", "Joust (zwei Spieler)"),
                                           ("pl", "Joust (dwóch graczy)")])
def test_list_pages_are_short_on_desktop_and_phone(server, page, lang, heading):
    base, _, _ = server
    page.goto(f"{base}/lists/agot?lang={lang}")
    expect(page.locator("#fam-joust")).to_contain_text(heading)
    desktop = height(page)
    shoot(page, f"people-lists-agot-{lang}")
    page.set_viewport_size(PHONE)
    phone = height(page)
    page.set_viewport_size(DESKTOP)
    print(f"/lists/agot {lang}: {desktop} px desktop, {phone} px phone "
          f"(before: {OLD_HEIGHT['desktop']} / {OLD_HEIGHT['phone']})")
    assert desktop < OLD_HEIGHT["desktop"] / 4 and phone < OLD_HEIGHT["phone"] / 4
    assert page.locator("details.year[open]").count() == 0


def test_the_list_filter_opens_the_years_that_match(server, page):
    base, _, _ = server
    page.goto(base + "/lists/agot?lang=en")
    page.fill("#list-filter", "v1.5")
    rows = page.locator("[data-search]:visible")
    expect(rows).to_have_count(2)                          # Standard v1.5, joust and melee
    expect(rows.first).to_contain_text("Standard v1.5")
    expect(page.locator("details.year[open]")).to_have_count(2)
    shoot(page, "people-lists-filtered")
    page.fill("#list-filter", "no such list anywhere")
    expect(page.locator("#list-filter-none")).to_be_visible()
    page.fill("#list-filter", "")
    expect(page.locator("details.year[open]")).to_have_count(0)


def test_card_search_as_you_type(server, page):
    base, _, _ = server
    page.goto(base + "/cards?lang=de")
    expect(page.locator("#hits-h")).to_have_text("Neueste Karten")    # not empty when opened
    expect(page.locator("#hit-rows tr")).to_have_count(30)
    shoot(page, "people-cards-newest")
    page.locator("#q").press_sequentially("Zeit der Krähen", delay=40)  # no Enter: the results follow
    first = page.locator("#hit-rows tr").first
    expect(first).to_contain_text("Zeit der Krähen")
    expect(first).to_contain_text("A Feast for Crows")
    expect(page.locator("#hits-h")).to_have_text(re.compile(r"^Gefundene Karten: \d+$"))
    assert re.search(r"q=Zeit(\+|%20)der(\+|%20)Kr", page.url)
    shoot(page, "people-cards-typed")
    page.select_option("#type", "plot")                                # a filter follows too
    expect(page.locator("#hit-rows tr td[data-label=Typ]").first).to_have_text("Strategiekarte")
    page.fill("#q", "xqxqxqxq")
    expect(page.locator("#no-hits")).to_be_visible()


def test_did_you_mean_fixes_the_line_in_the_box(server, page):
    base, _, _ = server
    page.goto(base + "/?lang=pl")
    page.select_option("#game", "agot")
    page.fill("#as_of", "2017-06-01")
    page.fill("#decklist", UNREAD_EXPORT)
    verdict = page.locator("#result-body .verdict")
    expect(verdict).to_have_attribute("data-valid", "false")
    name = page.locator(f'#read-line-{UNREAD_LINE} button.use.link[data-card="01064"]')
    expect(name).to_have_text("Seen In Flames")
    shoot(page, "people-did-you-mean-pl")
    name.click()                                                        # the name, not a card page
    expect(verdict).to_have_attribute("data-valid", "true")
    assert page.url.rstrip("/").endswith(base.rsplit("/", 1)[-1]) or "/cards/" not in page.url
    lines = page.input_value("#decklist").splitlines()
    assert lines[UNREAD_LINE - 1] == "3x Seen In Flames (Core Set)" and MISSPELT not in lines


def test_violations_headed_by_message_and_the_folded_list_picker(server, page):
    base, _, _ = server
    page.goto(base + "/?lang=de")
    expect(page.locator("details.list-pick")).not_to_have_attribute("open", "")
    expect(page.locator("#list")).to_be_hidden()
    page.select_option("#game", "agot")
    page.fill("#as_of", "2017-06-01")
    page.fill("#decklist", BROKEN_EXPORT)
    expect(page.locator("#result-body .group h4").first).to_have_text(re.compile("^Der Strategiestapel hat 6 Karten"))
    expect(page.locator("#result-body .headline .meta")).to_contain_text("Joust (zwei Spieler)")
    shoot(page, "people-check-violations-de")
    page.click("details.list-pick summary")
    expect(page.locator("#list")).to_be_visible()
    assert page.locator("#list option").count() > 60


@pytest.mark.parametrize("lang, title", [("en", "Not found"), ("de", "Nicht gefunden"), ("pl", "Nie znaleziono")])
def test_a_mistyped_address_shows_a_page_with_a_favicon(server, page, lang, title):
    base, _, _ = server
    response = page.goto(f"{base}/lisst/agot?lang={lang}")
    assert response.status == 404 and "text/html" in response.headers["content-type"]
    expect(page.locator("h1")).to_have_text(title)
    icon = page.locator('link[rel="icon"]').get_attribute("href")
    assert page.request.get(base + icon).status == 200
    shoot(page, f"people-404-{lang}")


def test_card_page_without_internals(server, page):
    base, _, _ = server
    page.goto(base + "/cards/l5r/calling-in-favors?lang=pl")
    text = page.locator("main").inner_text()
    for raw in ("seed 0", "allowed_clans", "octgn_id", "](", "power_icons"):
        assert raw not in text
    expect(page.locator(".ruling a", has_text="Young Rumormonger").first).to_have_attribute(
        "href", "/cards/l5r/young-rumormonger")
    shoot(page, "people-card-rulings-pl")
    page.goto(base + "/cards/l5r/city-of-the-open-hand?lang=de")
    expect(page.locator("#errata-h")).to_be_visible()
    assert "Referenzhandbuch, Version 10" in page.locator("main").inner_text()
    shoot(page, "people-card-errata-de")
