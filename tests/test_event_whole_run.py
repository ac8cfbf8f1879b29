"""Issue 35, done when: an organizer runs a whole event, from creation to published lists,
through the pages and the API only (the key from ``deckcheck apikey create``, as an operator
makes it): players register real decks through the shared link, a fake registration is
withdrawn, the event is edited, a house list with bare ids is applied, the event is locked,
decks are picked for checking and the lists are published, with the players' consent."""
from __future__ import annotations

import csv
import io
import re

import pytest
from test_api_cli import run
from test_api_helpers import KINGSMOOT, OOTB, make_app, need_rules, read_sample
from test_decklists_plaintext import THRONESDB_EXPORT
from test_web_pages import csrf, text_of

HOUSE_LIST = """versions:
  - code: my-bans
    format: joust
    name: FFG FAQ v1.1
    issuer: Fantasy Flight Games
    effective: 2017-06-01
    source: announced at the players' meeting
    restricted: []
    banned: [01047]
"""


@pytest.fixture
def app(all_db, events_url):
    need_rules("agot")
    app = make_app(all_db, events_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app


def register(app, url, player, decklist, consent):
    browser = app.test_client()
    r = browser.post(url, data={"player": player, "decklist": decklist, "publish_consent": consent,
                                "csrf": csrf(browser, url)})
    assert r.status_code == 201, text_of(r)
    token = re.search(r'id="player-token">([^<]+)<', r.get_data(as_text=True)).group(1)
    return browser, token


def test_an_organizer_runs_a_whole_event_without_the_database(app, events_url):
    done = run(["apikey", "create", "--name", "Winter Joust desk"], events_url)
    assert done.returncode == 0, done.stderr
    key = done.stdout.strip()
    api = {"Authorization": f"Bearer {key}"}
    desk = app.test_client()

    # sign in and create the event on the events page
    assert desk.post("/events/login", data={"api_key": key, "csrf": csrf(desk)}).status_code == 303
    r = desk.post("/events", data={"name": "Winter Joust", "game": "agot", "format": "joust",
                                   "deadline": "2099-12-05T09:00", "tz": "60", "as_of": "2017-06-01",
                                   "csrf": csrf(desk)})
    assert r.status_code == 303
    event_page = r.headers["Location"]
    html = desk.get(event_page).get_data(as_text=True)
    share = re.search(r'id="share-url">[^<]*(/events/[\w-]+/submit)<', html).group(1)
    listed = app.test_client().get("/api/v1/events", headers=api).get_json()
    assert listed["total"] == 1
    event = listed["events"][0]
    assert share == f"/events/{event['public_id']}/submit" and event_page.endswith(event["public_id"])

    # four registrations through the shared link, one of them fake
    register(app, share, "Ann Example", read_sample(KINGSMOOT), "yes")
    register(app, share, "Bo", read_sample(OOTB[0]), "yes")
    register(app, share, "Cy", THRONESDB_EXPORT, "")
    spam, spam_token = register(app, share, "Spam Bot", read_sample(OOTB[1]), "yes")
    assert "4" in text_of(desk.get(event_page)) and "Spam Bot" in text_of(desk.get(event_page))

    # the organizer moves the deadline on the page and renames the event through the API
    r = desk.post(f"/events/{event['public_id']}/edit", data={
        "name": "Winter Joust", "format": "joust", "deadline": "2099-12-06T10:00", "tz": "60", "csrf": csrf(desk)})
    assert r.status_code == 303
    r = app.test_client().patch(f"/api/v1/events/{event['id']}", json={"name": "Winter Joust 2099"}, headers=api)
    assert r.status_code == 200 and r.get_json()["deadline_local"] == "2099-12-06T10:00:00+01:00"

    # the fake registration goes, after a confirmation
    form = {"player": "Spam Bot", "reason": "not a real player", "csrf": csrf(desk)}
    assert desk.post(f"/events/{event['public_id']}/withdraw", data=form).status_code == 422
    assert desk.post(f"/events/{event['public_id']}/withdraw", data={**form, "confirm": "1"}).status_code == 303
    r = spam.post(f"/events/{event['public_id']}/mine?lang=de",
                  data={"player": "Spam Bot", "token": spam_token, "csrf": csrf(spam, share)})
    assert r.status_code == 410 and "not a real player" in text_of(r)

    # a house list banning 01047 (written bare), checked and applied with a confirmation
    r = app.test_client().post(f"/api/v1/events/{event['id']}/lists", json={"yaml": HOUSE_LIST}, headers=api)
    assert r.status_code == 201, r.get_json()
    upload = r.get_json()
    assert upload["name"] == "Winter Joust 2099 house list, based on FFG FAQ v1.1"
    change = f"/events/{event['public_id']}/list-change"
    page = text_of(desk.get(f"{change}?target=upload:{upload['id']}&lang=en"))
    assert "Becomes illegal: 2" in page         # Ann and Cy play Melisandre
    assert "Banned cards (Winter Joust 2099 house list, based on FFG FAQ v1.1): Melisandre" in page
    r = desk.post(f"{change}?lang=en", data={"target": f"upload:{upload['id']}", "confirm": "1",
                                             "reason": "house ban", "csrf": csrf(desk)})
    assert r.status_code == 200 and "Applied" in text_of(r)

    # lock (confirmed), pick two decks to check, publish
    assert desk.post(f"/events/{event['public_id']}/lock", data={"csrf": csrf(desk), "confirm": "1"}).status_code == 303
    pick = app.test_client().post(f"/api/v1/events/{event['id']}/picks", json={"round": 1, "n": 2, "seed": "r1"},
                                  headers=api).get_json()
    assert pick["candidates"] == ["Ann Example", "Bo", "Cy"] and len(pick["picked"]) == 2
    assert desk.post(f"/events/{event['public_id']}/publish", data={"csrf": csrf(desk)}).status_code == 303

    report = desk.get(f"/events/{event['public_id']}/report.csv?lang=en").get_data(as_text=True)
    rows = {row["player"]: row for row in csv.DictReader(io.StringIO(report))}
    assert set(rows) == {"Ann Example", "Bo", "Cy"} and "AGOT_BANNED" in rows["Ann Example"]["violation_codes"]

    public = app.test_client().get(f"/events/{event['public_id']}/decklists?lang=pl")
    text = text_of(public)
    assert public.status_code == 200 and "Opublikowane listy talii" in text
    assert "Ann Example" in text and "Cy Lista nieopublikowana" in text and "Spam Bot" not in text

    # every player's verdict names the house list as what it is, and its page opens
    ann = app.test_client().get(f"/api/v1/events/{event['id']}/registrations/Ann%20Example", headers=api).get_json()
    house = ann["verdict"]["lists"][0]
    assert house["name"] == "Winter Joust 2099 house list, based on FFG FAQ v1.1"
    assert house["issuer"] == "Winter Joust desk"
    assert app.test_client().get(f"/lists/agot/joust/{house['id']}?lang=de").status_code == 200
