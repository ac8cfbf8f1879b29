"""Issue 35 on the pages, in en/de/pl: the desk's share link, edit form and remove buttons,
confirmations for lock, reopen, apply and withdraw, times in the event's time zone and the
reader's language, consent kept when a player sends a new version, a withdrawn player's page."""
from __future__ import annotations

import re

import pytest
from test_api_helpers import KINGSMOOT, OOTB, make_app, need_rules, read_sample
from test_web_pages import csrf, login, text_of

from api.extensions import event_service
from card_db.database import get_engine


@pytest.fixture
def client(all_db, events_url):
    need_rules("agot")
    app = make_app(all_db, events_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    client = app.test_client()
    login(client, event_service(get_engine(events_url)).create_api_key("Delhi desk")[1])
    return client


def new_event(client, tz="330"):
    r = client.post("/events", data={"name": "Delhi Joust", "game": "agot", "format": "joust",
                                     "deadline": "2099-12-05T09:00", "tz": tz, "as_of": "2017-06-01",
                                     "csrf": csrf(client)})
    assert r.status_code == 303
    return r.headers["Location"].rsplit("/", 1)[1]


def submit(client, event, player, decklist, consent="", token=None, reason=None):
    browser = client.application.test_client()
    url = f"/events/{event}/submit"
    data = {"player": player, "decklist": decklist, "publish_consent": consent, "csrf": csrf(browser, url)}
    data.update({k: v for k, v in (("token", token), ("reason", reason)) if v})
    return browser.post(url, data=data)


@pytest.mark.parametrize("lang,words", [
    ("en", ("Link for players", "Change the event's settings", "Remove", "Yes, lock the event now")),
    ("de", ("Link für die Spieler", "Einstellungen des Turniers ändern", "Entfernen", "Ja, das Turnier jetzt sperren")),
    ("pl", ("Link dla graczy", "Zmień ustawienia turnieju", "Usuń", "Tak, zablokuj turniej teraz")),
])
def test_the_desk_in_three_languages(client, lang, words):
    event = new_event(client)
    assert submit(client, event, "Ann", read_sample(KINGSMOOT)).status_code == 201
    page = text_of(client.get(f"/events/{event}?lang={lang}"))
    for word in words:
        assert word in page, word
    assert f"/events/{event}/submit" in page
    deadline = {"en": "Dec 5, 2099, 9:00 AM (UTC+05:30)", "de": "05.12.2099, 09:00 (UTC+05:30)",
                "pl": "5 gru 2099, 09:00 (UTC+05:30)"}[lang]
    assert deadline in page


def test_lock_and_withdraw_need_a_confirmation(client):
    event = new_event(client)
    submit(client, event, "Ann", read_sample(KINGSMOOT))
    submit(client, event, "Spam", read_sample(OOTB[0]))
    r = client.post(f"/events/{event}/lock?lang=de", data={"csrf": csrf(client)})
    assert r.status_code == 422 and "Setze zur Bestätigung das Häkchen" in text_of(r)
    assert "Turnier sperren" in text_of(r)             # still open: the lock form is there again
    r = client.post(f"/events/{event}/withdraw?lang=pl", data={"player": "Spam", "reason": "spam",
                                                                "csrf": csrf(client)})
    assert r.status_code == 422 and "zaznacz pole" in text_of(r)
    r = client.post(f"/events/{event}/withdraw?lang=en", data={"player": "Spam", "reason": "", "confirm": "1",
                                                        "csrf": csrf(client)})
    assert r.status_code == 422 and "Say why the player is withdrawn." in text_of(r)
    r = client.post(f"/events/{event}/withdraw", data={"player": "Spam", "reason": "spam", "confirm": "1",
                                                        "csrf": csrf(client)})
    assert r.status_code == 303
    page = text_of(client.get(f"/events/{event}?lang=pl"))
    assert "Wycofane przez organizatora" in page and "spam" in page
    assert "Spam" not in client.get(f"/events/{event}/report.csv").get_data(as_text=True)
    assert client.post(f"/events/{event}/lock", data={"csrf": csrf(client), "confirm": "1"}).status_code == 303
    r = client.post(f"/events/{event}/edit?lang=de", data={"name": "Zu spät", "csrf": csrf(client)})
    assert r.status_code == 409 and "können nicht mehr geändert werden" in text_of(r)


def test_edit_on_the_page_is_audited(client):
    event = new_event(client)
    r = client.post(f"/events/{event}/edit", data={"name": "Delhi Joust II", "format": "joust",
                                                    "deadline": "2099-12-06T18:30", "tz": "330", "csrf": csrf(client)})
    assert r.status_code == 303
    page = text_of(client.get(f"/events/{event}?lang=en"))
    assert "Delhi Joust II" in page and "Dec 6, 2099, 6:30 PM (UTC+05:30)" in page
    assert "Event settings changed" in page and "Delhi Joust → Delhi Joust II" in page
    r = client.post(f"/events/{event}/edit?lang=pl", data={"name": "x", "deadline": "2001-01-01T00:00",
                                                            "tz": "0", "csrf": csrf(client)})
    assert r.status_code == 422 and 'id="edit" open' in r.get_data(as_text=True)


def test_consent_survives_a_new_version_and_the_withdrawn_player_is_told(client):
    event = new_event(client)
    first = submit(client, event, "Ann", read_sample(OOTB[0]), consent="yes")
    token = re.search(r'id="player-token">([^<]+)<', first.get_data(as_text=True)).group(1)
    again = submit(client, event, "Ann", read_sample(KINGSMOOT), token=token)      # the choice left as it was
    assert again.status_code == 200 and "Publication after the event: yes" in text_of(again)
    no = submit(client, event, "Ann", read_sample(KINGSMOOT), consent="no", token=token)
    assert "Publication after the event: no" in text_of(no)
    client.post(f"/events/{event}/withdraw", data={"player": "Ann", "reason": "duplicate entry", "confirm": "1",
                                                    "csrf": csrf(client)})
    player = client.application.test_client()
    r = player.post(f"/events/{event}/mine?lang=de", data={"player": "Ann", "token": token,
                                                           "csrf": csrf(player, f"/events/{event}/submit")})
    assert r.status_code == 410
    assert "Deine Anmeldung wurde vom Veranstalter zurückgezogen." in text_of(r) and "duplicate entry" in text_of(r)
    r = player.post(f"/events/{event}/mine", data={"player": "Ann", "token": "dcp_guess",
                                                   "csrf": csrf(player, f"/events/{event}/submit")})
    assert r.status_code == 403                        # a guessed token learns nothing (as for any name)


def test_the_event_number_opens_nothing_for_a_stranger(client):
    event = new_event(client)
    number = re.search(r'<span class="meta">#(\d+)</span>', client.get(f"/events/{event}").get_data(as_text=True))
    stranger = client.application.test_client()
    assert stranger.get(f"/events/{number.group(1)}/submit").status_code == 404
    assert stranger.get(f"/events/{number.group(1)}").status_code == 404
    assert stranger.get(f"/events/{event}").status_code == 200
    assert stranger.get("/events/go", query_string={"id": event}).headers["Location"].endswith(f"/events/{event}")


def test_a_full_event_turns_new_players_away_in_their_language(client):
    r = client.post("/events", data={"name": "Small Joust", "game": "agot", "format": "joust", "max_players": "1",
                                     "deadline": "2099-12-05T09:00", "tz": "60", "as_of": "2017-06-01",
                                     "csrf": csrf(client)})
    assert r.status_code == 303
    event = r.headers["Location"].rsplit("/", 1)[1]
    assert submit(client, event, "Ann", read_sample(KINGSMOOT)).status_code == 201
    full = submit(client, event, "Bo", read_sample(OOTB[0]))
    assert full.status_code == 409
    browser = client.application.test_client()
    page = text_of(browser.get(f"/events/{event}/submit?lang=pl"))
    assert "1 z 1" in page
    r = client.post("/events?lang=de", data={"name": "x", "game": "agot", "max_players": "viele",
                                             "deadline": "2099-12-05T09:00", "tz": "0", "csrf": csrf(client)})
    assert r.status_code == 422 and "ganze Zahl" in text_of(r)
