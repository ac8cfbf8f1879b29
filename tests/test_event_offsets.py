"""Issue 20, the small items of the event pages: the deadline shown in the organizer's UTC
offset (any offset, +05:30 included, through the form and the API) and the decklist kept in
the box after a registration."""
from __future__ import annotations

import re

import pytest
from test_api_helpers import make_app, need_rules
from test_decklists_plaintext import THRONESDB_EXPORT

from api.extensions import event_service
from card_db.database import get_engine


@pytest.fixture
def app(all_db, events_url):
    need_rules("agot")
    app = make_app(all_db, events_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app


@pytest.fixture
def key(events_url):
    return event_service(get_engine(events_url)).create_api_key("Regional TO")[1]


def _text(response) -> str:
    from html import unescape

    html = re.sub(r"<script.*?</script>", " ", unescape(response.get_data(as_text=True)), flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def _csrf(client, path: str = "/events") -> str:
    return re.search(r'name="csrf" value="([^"]+)"', client.get(path).get_data(as_text=True)).group(1)


def test_the_api_keeps_the_organizers_offset(app, key):
    client = app.test_client()
    r = client.post("/api/v1/events", headers={"Authorization": f"Bearer {key}"},
                    json={"name": "Delhi Joust", "game": "agot", "deadline": "2099-12-05T09:00:00+05:30"})
    assert r.status_code == 201, r.get_json()
    event = r.get_json()
    assert event["deadline"] == "2099-12-05T03:30:00Z"              # the instant, in UTC as before
    assert event["deadline_local"] == "2099-12-05T09:00:00+05:30"    # as the organizer typed it
    assert event["utc_offset"] == "+05:30"
    player_page = _text(app.test_client().get(f"/events/{event['public_id']}/submit", query_string={"lang": "de"}))
    assert "05.12.2099, 09:00 (UTC+05:30)" in player_page and "03:30" not in player_page   # Babel, de


def test_the_form_offers_half_hour_offsets_and_players_see_them(app, key):
    organizer = app.test_client()
    r = organizer.post("/events/login", data={"api_key": key, "csrf": _csrf(organizer)})
    assert r.status_code == 303
    form = organizer.get("/events").get_data(as_text=True)
    assert '<option value="330">UTC+05:30</option>' in form
    assert '<option value="-210">UTC-03:30</option>' in form and '<option value="345">UTC+05:45</option>' in form
    r = organizer.post("/events", data={"name": "Newfoundland Melee", "game": "agot", "format": "joust",
                                        "deadline": "2099-03-01T18:00", "tz": "-210", "csrf": _csrf(organizer)})
    assert r.status_code == 303, _text(r)
    event_id = r.headers["Location"].rsplit("/", 1)[1]
    listing = _text(organizer.get("/events"))
    assert "Mar 1, 2099, 6:00 PM (UTC-03:30)" in listing, listing[listing.find("Your events"):][:400]
    api = organizer.get(f"/api/v1/events/{event_id}", headers={"Authorization": f"Bearer {key}"}).get_json()
    assert api["deadline"] == "2099-03-01T21:30:00Z" and api["utc_offset"] == "-03:30"
    player = app.test_client()
    assert "1 mar 2099, 18:00 (UTC-03:30)" in _text(player.get(f"/events/{api['public_id']}/submit",
                                                               query_string={"lang": "pl"}))


def test_the_decklist_stays_in_the_box_after_a_registration(app, key):
    client = app.test_client()
    r = client.post("/api/v1/events", headers={"Authorization": f"Bearer {key}"},
                    json={"name": "Kingsmoot", "game": "agot", "deadline": "2099-06-01T09:00:00+02:00",
                          "as_of": "2017-06-01"})
    event_id = r.get_json()["public_id"]
    player = app.test_client()
    r = player.post(f"/events/{event_id}/submit", data={
        "player": "Ann Example", "decklist": THRONESDB_EXPORT, "csrf": _csrf(player, f"/events/{event_id}/submit")})
    assert r.status_code == 201
    box = re.search(r'<textarea id="sub-decklist"[^>]*>(.*?)</textarea>', r.get_data(as_text=True), re.S)
    assert box is not None and "3x Melisandre (Core Set)" in box.group(1)
    assert 'id="player-token"' in r.get_data(as_text=True)


def test_a_closed_event_names_its_deadline_in_the_organizers_offset(app, key, monkeypatch):
    import datetime as dt

    from deckcheck.services import events as event_rules

    client = app.test_client()
    headers = {"Authorization": f"Bearer {key}"}
    event = client.post("/api/v1/events", headers=headers, json={
        "name": "Kathmandu Joust", "game": "agot", "deadline": "2099-01-01T09:00:00+05:45"}).get_json()
    monkeypatch.setattr(event_rules, "utcnow", lambda: dt.datetime(2099, 1, 1, 3, 16, tzinfo=dt.UTC))
    r = client.post(f"/api/v1/events/{event['id']}/registrations", headers=headers,
                    json={"player": "Ann", "decklist": THRONESDB_EXPORT})
    assert r.status_code == 409
    assert "the registration deadline 2099-01-01T09:00:00+05:45 has passed" in r.get_json()["error"]["message"]
