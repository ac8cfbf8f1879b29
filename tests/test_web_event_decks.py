"""The organizer's desk in the pages (Flask test client): players register through the
submit page (with the deck code, QR code and consent on the receipt), the organizer sees
the decks as read (a German L5R list with both names), prints the sheets, checks a
receipt's code, picks decks to check and publishes; the public list honours consent."""
from __future__ import annotations

import re

import pytest
from test_api_event_decks import WHI_ORC
from test_api_helpers import KINGSMOOT, make_app, need_rules, read_sample
from test_decklists_plaintext import GERMAN_L5R, THRONESDB_EXPORT
from test_web_pages import csrf, login, text_of

from api.extensions import event_service
from card_db.database import get_engine
from deckcheck.services.event_sheets import deck_code
from deckcheck.games import game_ids


@pytest.fixture
def app(all_db, events_url):
    for game in game_ids():
        need_rules(game)
    app = make_app(all_db, events_url, SECRET_KEY="test-secret")
    if not all(len(app.extensions["deckcheck"].pools.get(g, ())) for g in game_ids()):
        pytest.skip("the three games' cards are not imported")
    return app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def key(events_url):
    return event_service(get_engine(events_url)).create_api_key("Regional TO")[1]


def new_event(client, game="agot", as_of="2017-06-01", name="Winter Joust"):
    form = {"name": name, "game": game, "format": "", "deadline": "2099-12-05T09:00", "tz": "60",
            "as_of": as_of, "csrf": csrf(client)}
    r = client.post("/events", data=form)
    assert r.status_code == 303, text_of(r)
    return r.headers["Location"].rsplit("/", 1)[1]      # the public id (issue 35)


def submit(player, event_id, name, decklist, consent=False):
    data = {"player": name, "decklist": decklist, "csrf": csrf(player, f"/events/{event_id}/submit")}
    if consent:
        data["publish_consent"] = "1"
    r = player.post(f"/events/{event_id}/submit", data=data)
    assert r.status_code == 201, text_of(r)
    return r


def test_receipt_has_the_deck_code_qr_and_consent(client, key):
    login(client, key)
    event_id = new_event(client)
    player = client.application.test_client()
    r = submit(player, event_id, "Ann", THRONESDB_EXPORT, consent=True)
    html = r.get_data(as_text=True)
    sha = re.search(r'id="sha256">([0-9a-f]{64})<', html).group(1)
    assert re.search(r'id="deck-code">([0-9A-Z-]+)<', html).group(1) == deck_code(sha)
    assert '<svg' in html and 'class="qr"' in html
    assert "Publication after the event: yes" in text_of(r)
    r = submit(player, event_id, "Ben", THRONESDB_EXPORT)
    assert "Publication after the event: no" in text_of(r)


def test_organizer_sees_german_l5r_names_beside_english_and_prints_sheets(client, key):
    login(client, key)
    event_id = new_event(client, game="l5r", as_of="2018-09-12", name="Kranich-Cup")
    player = client.application.test_client()
    html = submit(player, event_id, "Jörg", GERMAN_L5R).get_data(as_text=True)
    code = re.search(r'id="deck-code">([0-9A-Z-]+)<', html).group(1)

    event_page = client.get(f"/events/{event_id}?lang=en").get_data(as_text=True)
    assert f'href="/events/{event_id}/decks"' in event_page
    r = client.get(f"/events/{event_id}/decks?lang=en")
    page = text_of(r)
    assert r.status_code == 200
    assert "City of the Open Hand Stadt der Offenen Hand DE" in page
    assert "Feast or Famine Überfluss oder Mangel DE" in page
    assert "The player wrote this list in German" in page
    assert "Gracz napisał tę listę w języku niemieckim" in text_of(client.get(f"/events/{event_id}/decks?lang=pl"))
    headings = re.findall(r'data-section="[a-z_]+">\s*<h4>([^<]+)<', r.get_data(as_text=True))
    assert [h.strip() for h in headings] == ["Stronghold", "Role", "Provinces", "Dynasty deck", "Conflict deck"]
    assert code in page

    sheet = client.get(f"/events/{event_id}/sheets/Jörg?lang=en&code={code.lower()}")
    assert sheet.status_code == 200
    assert f"Deck code {code.lower()} is the code of this registered list." in text_of(sheet)
    assert "List version Restricted List 1 (Maintaining Balance)" in text_of(sheet)
    wrong = text_of(client.get(f"/events/{event_id}/sheets/Jörg?code=0000-0000"))
    assert "is NOT the code of this player's registered list" in wrong
    all_sheets = client.get(f"/events/{event_id}/sheets?lang=de").get_data(as_text=True)
    assert all_sheets.count('<article class="sheet') == 1 and "Festung" in all_sheets and "☐" in all_sheets
    assert "@media print" in client.get("/static/pages/sheets.css").get_data(as_text=True)

    # the sheets are the organizer's: another browser is sent to sign in
    assert player.get(f"/events/{event_id}/sheets").status_code == 303
    assert player.get(f"/events/{event_id}/decks").status_code == 303


def test_pick_publish_and_public_list(client, key):
    login(client, key)
    event_id = new_event(client, game="whi", as_of="2011-05-14", name="LCG Days")
    player = client.application.test_client()
    submit(player, event_id, "Timothy", WHI_ORC, consent=True)
    submit(player, event_id, "Zoe", WHI_ORC)

    token = csrf(client, f"/events/{event_id}/decks")
    r = client.post(f"/events/{event_id}/picks", data={"round": "1", "n": "1", "seed": "r1", "csrf": token})
    assert r.status_code == 303
    page = text_of(client.get(f"/events/{event_id}/decks?lang=en"))
    assert "r1" in page and "1 of 2" in page
    bad = client.post(f"/events/{event_id}/picks", data={"round": "0", "n": "x", "csrf": token})
    assert bad.status_code == 422 and "Enter a round from 1 to 99" in text_of(bad)

    assert "The decklists can be published after the event is locked." in page
    assert player.get(f"/events/{event_id}/decklists?lang=en").status_code == 404
    assert client.post(f"/events/{event_id}/publish", data={"csrf": token}).status_code == 409
    assert client.post(f"/events/{event_id}/lock", data={"csrf": token, "confirm": "1"}).status_code == 303
    assert client.post(f"/events/{event_id}/publish", data={"csrf": token}).status_code == 303

    public = player.get(f"/events/{event_id}/decklists?lang=pl")
    text = text_of(public)
    assert public.status_code == 200 and "Opublikowane listy talii" in text
    assert "Timothy" in text and "Zoe Lista nieopublikowana (gracz nie wyraził zgody)." in text
    assert text.count("Talia") >= 1


def test_agot_decks_page_for_many_players(client, key):
    login(client, key)
    event_id = new_event(client)
    player = client.application.test_client()
    submit(player, event_id, "Ann", read_sample(KINGSMOOT))
    submit(player, event_id, "Ben", THRONESDB_EXPORT)
    submit(player, event_id, "R/B Tom", THRONESDB_EXPORT)
    html = client.get(f"/events/{event_id}/decks?lang=de").get_data(as_text=True)
    assert f'href="/events/{event_id}/sheets/R/B%20Tom"' in html
    assert "R/B Tom" in text_of(client.get(f"/events/{event_id}/sheets/R/B%20Tom"))
    assert html.count('class="panel deck"') == 3
    assert "Strategiestapel" in html and "Nachziehstapel" in html
    csv_text = client.get(f"/events/{event_id}/decks.csv").get_data(as_text=True)
    assert csv_text.startswith("player,version,deck_code") and "Ben" in csv_text
    txt = client.get(f"/events/{event_id}/decks.txt").get_data(as_text=True)
    assert "# Ann - v1 - " in txt and "# Ben - v1 - " in txt
