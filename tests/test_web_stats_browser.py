"""Issue 20 in a real browser (Chromium, desktop and phone, en/de/pl): the deck statistics
and odds under the verdict (drawn by the script while typing, by the server without it), the
card picker, and an event deadline in the organizer's +05:30. Screenshots in tests/artifacts/."""
from __future__ import annotations

from test_decklists_plaintext import THRONESDB_EXPORT
from test_web_browser import DESKTOP, browser, page, server, shoot  # noqa: F401  (fixtures)

from playwright.sync_api import expect  # noqa: E402


def test_statistics_while_typing_and_the_card_picker(server, page):  # noqa: F811
    base, _, _ = server
    page.goto(base + "/?lang=en")
    page.fill("#as_of", "2017-06-01")
    page.fill("#decklist", THRONESDB_EXPORT)
    stats = page.locator("#deck-stats")
    expect(stats).to_contain_text("Deck statistics")
    expect(stats.locator("table.odds caption")).to_have_text("Draw deck · 60")
    expect(stats.locator("table.odds tr[data-copies='3'] td").first).to_have_text("31.5 %")
    expect(stats.locator("ol.bars li")).not_to_have_count(0)
    option = stats.locator("#odds-card option", has_text="Melisandre")
    page.select_option("#odds-card", option.first.get_attribute("value"))
    expect(page.locator("#odds-sentence")).to_have_text(
        "Melisandre (3×): 31.5 % in the opening hand, 63.9 % by round 5.")
    expect(stats.locator("tr.picked")).to_have_count(1)
    shoot(page, "check-stats")
    # a change of the list redraws the block (one Melisandre less: 2 copies)
    page.fill("#decklist", THRONESDB_EXPORT.replace("3x Melisandre (Core Set)", "2x Melisandre (Core Set)"))
    expect(stats.locator("table.odds caption")).to_have_text("Draw deck · 59")


def test_statistics_in_german_and_polish_on_a_phone(server, browser):  # noqa: F811
    base, _, _ = server
    for lang, words in (("de", ("Deckstatistik", "Starthand", "31,5 %")),
                        ("pl", ("Statystyki talii", "Ręka startowa", "31,5 %"))):
        context = browser.new_context(viewport={"width": 390, "height": 844}, java_script_enabled=(lang == "de"))
        pg = context.new_page()
        try:
            pg.goto(f"{base}/?lang={lang}")
            pg.fill("#as_of", "2017-06-01")
            pg.fill("#decklist", THRONESDB_EXPORT)
            if lang == "pl":                       # without the script: the form posts, the server draws
                pg.click("button[type=submit]")
            for word in words:
                expect(pg.locator("#deck-stats")).to_contain_text(word)
            width = pg.evaluate("document.documentElement.scrollWidth")
            assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
            shoot(pg, f"check-stats-{lang}")
        finally:
            context.close()


def test_event_deadline_in_the_organizers_offset(server, page):  # noqa: F811
    base, key, app = server
    client = app.test_client()
    r = client.post("/api/v1/events", headers={"Authorization": f"Bearer {key}"},
                    json={"name": "Mumbai Joust", "game": "agot", "deadline": "2099-12-05T09:00:00+05:30"})
    event_id = r.get_json()["public_id"]
    page.goto(f"{base}/events/{event_id}/submit?lang=pl")
    expect(page.locator("#event-deadline")).to_have_text("5 gru 2099, 09:00 (UTC+05:30)")
    page.fill("#player", "Ann Example")
    page.fill("#sub-decklist", THRONESDB_EXPORT)
    page.click("form[action$='/submit'] button[type=submit]")
    expect(page.locator("#player-token")).to_be_visible()
    expect(page.locator("#sub-decklist")).to_have_value(THRONESDB_EXPORT.replace("\r\n", "\n"))
    shoot(page, "event-offset-polish")
