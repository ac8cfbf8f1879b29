"""The pages of issue 19 without a browser: the organizer reopens one registration after the
lock, the player registers a new version and sees the history with the changes, the organizer
uploads a list for the event, checks what it would change and applies it; the check page shows
the legality timeline."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_api_helpers import KINGSMOOT, OOTB, read_sample
from test_web_pages import app, client, create_event, csrf, key, login, text_of  # noqa: F401  (fixtures)

HOUSE_LIST = """versions:
  - code: winter-house
    format: joust
    name: "Winter Joust house list"
    issuer: "Winter Joust organizers"
    effective: 2017-06-01
    source: "players' meeting"
    banned: ["01047"]
"""
DECKS = Path(__file__).resolve().parent / "data" / "decklists"


def register(player_client, event_id, player, decklist, token=None, reason=None):
    data = {"player": player, "decklist": decklist, "csrf": csrf(player_client, f"/events/{event_id}/submit")}
    if token:
        data["token"] = token
    if reason:
        data["reason"] = reason
    return player_client.post(f"/events/{event_id}/submit", data=data)


def test_reopen_one_registration_and_the_player_resubmits(client, key):  # noqa: F811
    login(client, key)
    event_id = create_event(client)
    player = client.application.test_client()
    r = register(player, event_id, "Bo", read_sample(OOTB[0]))
    assert r.status_code == 201
    token = re.search(r'id="player-token">([^<]+)<', r.get_data(as_text=True)).group(1)
    assert register(client.application.test_client(), event_id, "Ann", read_sample(KINGSMOOT)).status_code == 201
    assert client.post(f"/events/{event_id}/lock", data={"csrf": csrf(client)}).status_code == 422   # unconfirmed
    assert client.post(f"/events/{event_id}/lock", data={"csrf": csrf(client), "confirm": "1"}).status_code == 303
    assert register(player, event_id, "Bo", read_sample(KINGSMOOT), token).status_code == 409

    page = text_of(client.get(f"/events/{event_id}?lang=en"))
    assert "Changes after registration" in page and "What if the list changes" in page
    r = client.post(f"/events/{event_id}/reopen", data={"player": "Bo", "until": "2099-12-31T18:00", "tz": "60", "confirm": "1",
                                                        "reason": "sent the wrong deck", "csrf": csrf(client)})
    assert r.status_code == 303
    page = text_of(client.get(f"/events/{event_id}/changes?lang=en"))
    assert "Registration reopened" in page and "until Dec 31, 2099, 6:00 PM (UTC+01:00)" in page and "Regional TO" in page

    submit_page = text_of(player.get(f"/events/{event_id}/submit?lang=en"))
    assert "can still register a new version" in submit_page
    assert register(player, event_id, "Ann", read_sample(OOTB[1]), "dcp_wrong").status_code in (403, 409)
    assert 'id="sub-reason"' in player.get(f"/events/{event_id}/submit").get_data(as_text=True)
    r = register(player, event_id, "Bo", read_sample(KINGSMOOT), token, reason="my real deck")
    assert r.status_code == 200 and "Legal deck" in text_of(r)
    r = player.post(f"/events/{event_id}/mine?lang=de", data={"player": "Bo", "token": token,
                                                             "csrf": csrf(player, f"/events/{event_id}/submit")})
    mine = text_of(r)
    assert "Änderungen nach der Sperre" in mine and "Anmeldung wieder geöffnet" in mine
    assert "Neue Liste nach der Sperre" in mine and "sent the wrong deck" in mine
    audit = text_of(client.get(f"/events/{event_id}/changes?lang=pl"))
    assert "Nowa lista po zablokowaniu" in audit and "Bo (gracz)" in audit
    assert "my real deck" in audit


def test_upload_a_list_check_it_and_apply(client, key):  # noqa: F811
    login(client, key)
    event_id = create_event(client)
    assert register(client.application.test_client(), event_id, "Ann", read_sample(KINGSMOOT)).status_code == 201
    r = client.post(f"/events/{event_id}/lists?lang=en", data={"yaml": HOUSE_LIST.replace('"01047"', '"nope"'),
                                                              "csrf": csrf(client)})
    assert r.status_code == 422 and "cards this game does not have" in text_of(r) and "nope" in text_of(r)
    r = client.post(f"/events/{event_id}/lists", data={"yaml": HOUSE_LIST, "csrf": csrf(client)})
    assert r.status_code == 303
    changes = client.get(f"/events/{event_id}/changes?lang=en").get_data(as_text=True)
    upload_id = re.search(r'value="upload:(\d+)"', changes).group(1)
    assert "Winter Joust house list" in text_of(client.get(f"/events/{event_id}/changes"))
    template = client.get(f"/events/{event_id}/changes?template=1").get_data(as_text=True)
    assert re.search(r'<textarea id="list-yaml"[^>]*>versions:\n- code: house-[\w-]{16}\n', template)
    assert "name: Winter Joust house list" in template

    r = client.get(f"/events/{event_id}/list-change?target=upload:{upload_id}&lang=en")
    page = text_of(r)
    assert r.status_code == 200 and "Becomes illegal: 1" in page and "AGOT_BANNED" in page
    assert "Nothing has been stored" in page
    assert "1 valid, 0 invalid" in text_of(client.get(f"/events/{event_id}?lang=en"))
    r = client.post(f"/events/{event_id}/list-change?lang=en", data={"target": f"upload:{upload_id}",
                                                                     "reason": "house ban", "csrf": csrf(client)})
    assert r.status_code == 422 and "tick the box to confirm" in text_of(r)       # issue 35: nothing applied
    r = client.post(f"/events/{event_id}/list-change?lang=en", data={"target": f"upload:{upload_id}", "confirm": "1",
                                                                     "reason": "house ban", "csrf": csrf(client)})
    assert r.status_code == 200 and "Applied" in text_of(r)
    event_page = text_of(client.get(f"/events/{event_id}?lang=en"))
    assert "0 valid, 1 invalid" in event_page and "Winter Joust house list" in event_page
    assert "List applied" in event_page and "house ban" in event_page
    r = client.get(f"/events/{event_id}/list-change?target=list:nope&lang=en")
    assert r.status_code == 422
    assert client.get(f"/events/{event_id}/list-change?target=upload:999").status_code == 404
    assert client.get(f"/events/{event_id}/list-change").status_code == 422


def test_the_changes_pages_need_the_organizer(client, key):  # noqa: F811
    login(client, key)
    event_id = create_event(client)
    stranger = client.application.test_client()
    assert stranger.get(f"/events/{event_id}/changes").status_code == 401
    assert stranger.get(f"/events/{event_id}/list-change?target=list:ffg1.1").status_code == 401
    assert "Changes after registration" not in text_of(stranger.get(f"/events/{event_id}?lang=en"))
    r = stranger.post(f"/events/{event_id}/reopen", data={"until": "2099-12-31T18:00", "tz": "0"})
    assert r.status_code in (400, 401, 403)


@pytest.mark.parametrize("lang,words", [("en", ["Legality over time", "not listed → banned"]),
                                        ("pl", ["Legalność w czasie", "poza listą → zakazana"])])
def test_check_page_shows_the_timeline(client, lang, words):  # noqa: F811
    text = (DECKS / "whi" / "ffg-forum-dwarf-midrange.txt").read_text(encoding="utf-8")
    r = client.post("/", data={"decklist": text.replace("3x Innovation", "3x Visit the Haunted City"),
                               "game": "whi", "lang": lang})
    page = text_of(r)
    assert r.status_code == 200
    for word in words:
        assert word in page
