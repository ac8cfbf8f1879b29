"""Fix suggestions on the pages: under each violation of the check page (without
JavaScript, in en/de/pl) and, on request, in the organizer's event view."""
from __future__ import annotations

import re

import pytest
from test_api_helpers import make_app, need_rules
from test_decklists_plaintext import THRONESDB_EXPORT
from test_web_pages import BROKEN_EXPORT, create_event, csrf, login, text_of

from api.extensions import event_service
from card_db.database import get_engine


@pytest.fixture
def client(all_db, events_url):
    need_rules("agot")
    app = make_app(all_db, events_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app.test_client()


@pytest.fixture
def key(events_url):
    return event_service(get_engine(events_url)).create_api_key("Regional TO")[1]


# one violation only: a fourth Melisandre (the plot deck is complete)
FOUR_MELISANDRE = THRONESDB_EXPORT.replace("3x Melisandre (Core Set)", "4x Melisandre (Core Set)")


def test_check_page_shows_fix_suggestions_under_the_violation(client):
    r = client.post("/", data={"decklist": FOUR_MELISANDRE, "as_of": "2017-06-01", "lang": "en"})
    assert r.status_code == 200
    page = text_of(r)
    assert "AGOT_COPIES" in page and "How to fix it" in page
    assert "Keep 3 copies of Melisandre" in page
    assert "Each suggestion was checked" in page
    html = r.get_data(as_text=True)
    assert html.index("Melisandre: 4 copies") < html.index('class="fixes"')


def test_check_page_fix_suggestions_in_german_and_polish(client):
    page = text_of(client.post("/", data={"decklist": FOUR_MELISANDRE, "as_of": "2017-06-01", "lang": "de"}))
    assert "So wird es legal" in page and "Von Melisandre nur 3 Kopien behalten" in page
    page = text_of(client.post("/", data={"decklist": FOUR_MELISANDRE, "as_of": "2017-06-01", "lang": "pl"}))
    assert "Jak to naprawić" in page and "Zostaw 3 kopie karty Melisandre" in page


def test_check_page_says_when_there_is_no_automatic_fix(client):
    text = THRONESDB_EXPORT + "2x Zeen Inn Flamesss\n"          # a line that is not read
    page = text_of(client.post("/", data={"decklist": text, "as_of": "2017-06-01", "lang": "en"}))
    assert "No automatic fix: the line was not read" in page


def test_organizer_sees_fix_suggestions_on_request(client, key):
    login(client, key)
    event_id = create_event(client)
    player = client.application.test_client()
    token = csrf(player, f"/events/{event_id}/submit")
    r = player.post(f"/events/{event_id}/submit", data={"player": "Ann Example", "decklist": BROKEN_EXPORT,
                                                       "csrf": token})
    assert r.status_code == 201
    assert "Keep 3 copies of Melisandre" in text_of(r)           # the player sees how to fix it
    plain = client.get(f"/events/{event_id}", query_string={"lang": "en"})
    page = text_of(plain)
    assert "AGOT_COPIES" in page and "How to fix it" not in page
    link = re.search(r'href="([^"]*fixes=1[^"]*)"', plain.get_data(as_text=True)).group(1)
    shown = text_of(client.get(link.replace("&amp;", "&")))
    assert "How to fix it" in shown and "Keep 3 copies of Melisandre" in shown
    assert "up to 20 decks" in shown
    # the plot deck of 6: a plot to add, checked against the event's date and list
    assert re.search(r"Add 1 × [^;(]+ \(0 cards out, 1 card in\)", shown), shown
