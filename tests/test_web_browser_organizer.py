"""Issue 35 in Chromium on a phone (390 px), in en/de/pl: the desk with the players' link,
the edit form, a player's remove button with its reason and box, the lock asking for its box;
the players' page with the publication choice; a withdrawn player's lookup; the published
lists marking a list changed after publication. Screenshots in tests/artifacts/organizer-*."""
from __future__ import annotations

import datetime as dt

from playwright.sync_api import expect
from test_api_helpers import KINGSMOOT, OOTB, read_sample
from test_web_browser import ARTIFACTS, PHONE, browser, server  # noqa: F401  (fixtures)

TEXTS = {"en": ("Link for players", "Remove", "Yes, lock the event now", "withdrawn by the organizer"),
         "de": ("Link für die Spieler", "Entfernen", "Ja, das Turnier jetzt sperren",
                "vom Veranstalter zurückgezogen"),
         "pl": ("Link dla graczy", "Usuń", "Tak, zablokuj turniej teraz", "wycofane przez organizatora")}


def phone(chromium, lang):
    ctx = chromium.new_context(viewport=PHONE, locale={"en": "en-US", "de": "de-DE", "pl": "pl-PL"}[lang])
    ctx.set_default_timeout(15_000)
    return ctx, ctx.new_page()


def shot(pg, name):
    pg.screenshot(path=str(ARTIFACTS / f"organizer-{name}-phone.png"), full_page=True)


def sign_in(pg, base, key, lang):
    pg.goto(f"{base}/events?lang={lang}")
    pg.fill("#api-key", key)
    pg.click("#login-h ~ form button[type=submit]")


def no_sideways_scroll(pg):
    assert pg.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1


def test_the_desk_and_the_players_pages_on_a_phone(server, browser):  # noqa: F811
    from deckcheck.services import events as event_rules

    base, key, app = server
    ARTIFACTS.mkdir(exist_ok=True)
    desks = {}
    for lang in ("en", "de", "pl"):
        link_text, remove, lock_box, withdrawn = TEXTS[lang]
        ctx, pg = phone(browser, lang)
        try:
            sign_in(pg, base, key, lang)
            pg.fill("#ev-name", f"Phone Joust {lang}")
            pg.select_option("#ev-game", "agot")
            pg.fill("#ev-deadline", "2099-12-05T09:00")
            pg.select_option("#ev-tz", "60")
            pg.fill("#ev-as-of", "2017-06-01")
            pg.fill("#ev-cap", "64")
            pg.click("#create-h ~ form button[type=submit]")
            expect(pg.locator("#share-url")).to_contain_text("/submit")
            share = pg.locator("#share-url").inner_text().strip()
            desk = desks[lang] = pg.url.split("?")[0]

            player_ctx, player = phone(browser, lang)
            for name, path, consent in (("Ann", KINGSMOOT, "yes"), ("Spam Bot", OOTB[0], "")):
                player.goto(f"{share}?lang={lang}")
                player.fill("#player", name)
                player.fill("#sub-decklist", read_sample(path))
                player.select_option("#sub-consent", consent)
                player.click("#submit-h ~ form button[type=submit]")
                expect(player.locator("#player-token")).to_be_visible()
                if name == "Ann":
                    shot(player, f"receipt-{lang}")
                else:
                    spam_token = player.locator("#player-token").inner_text().strip()
            no_sideways_scroll(player)

            pg.goto(f"{desk}?lang={lang}")
            expect(pg.get_by_text(link_text)).to_be_visible()
            expect(pg.locator("#event-players")).to_contain_text("64")
            pg.locator("#edit summary").click()
            shot(pg, f"desk-{lang}")
            no_sideways_scroll(pg)
            row = pg.locator("#players tbody tr", has_text="Spam Bot")
            row.locator("summary", has_text=remove).click()
            row.locator("input[name=reason]").fill("not a real player")
            shot(pg, f"remove-{lang}")
            row.locator("input[name=confirm]").check()
            row.locator("button[type=submit]").click()
            expect(pg.locator("#players tbody tr", has_text="Spam Bot")).to_have_count(0)
            expect(pg.get_by_text(lock_box)).to_be_visible()

            player.goto(f"{share}?lang={lang}")
            player.fill("#mine-player", "Spam Bot")
            player.fill("#mine-token", spam_token)
            player.click("#mine-h ~ form button[type=submit]")
            expect(player.locator("#withdrawn")).to_contain_text(withdrawn, ignore_case=True)
            shot(player, f"withdrawn-{lang}")
            player_ctx.close()
        finally:
            ctx.close()

    # the published lists, one changed after publication (German)
    ctx, pg = phone(browser, "de")
    try:
        sign_in(pg, base, key, "de")
        desk = desks["de"]
        pg.goto(desk + "?lang=de")
        pg.locator("#lock-form input[name=confirm]").check()
        pg.click("#lock-form button[type=submit]")
        public_id = desk.rstrip("/").rsplit("/", 1)[1]
        pg.goto(f"{base}/events/{public_id}/decks?lang=de")
        pg.click("form[action$='/publish'] button[type=submit]")
        api, auth = app.test_client(), {"Authorization": f"Bearer {key}"}
        later = dt.datetime.now(dt.UTC).replace(microsecond=0) + dt.timedelta(minutes=2)
        original = event_rules.utcnow
        event_rules.utcnow = lambda: later         # times are kept to the second: the change comes later
        try:
            url = f"/api/v1/events/{public_id}"
            assert api.post(f"{url}/reopen", json={"player": "Ann", "until": "2099-12-31T00:00:00Z"},
                            headers=auth).status_code == 200
            assert api.post(f"{url}/registrations", json={"player": "Ann", "decklist": read_sample(OOTB[1]),
                                                          "reason": "wrong file"}, headers=auth).status_code == 200
            pg.goto(f"{base}/events/{public_id}/decklists?lang=de")
            expect(pg.locator(".changed").first).to_be_visible()
            shot(pg, "published-changed-de")
            no_sideways_scroll(pg)
        finally:
            event_rules.utcnow = original
    finally:
        ctx.close()
