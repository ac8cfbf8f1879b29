"""A large event's heavy answers come a page at a time (issue 41): the report, the decks and
the published decklists take ``limit`` and answer ``next``; the downloads stay whole
(streamed); the organizer's pages show a page of players with links that work in en/de/pl."""
from __future__ import annotations

import csv
import io
import re

import pytest
from test_api_event_changes import auth, client, keys  # noqa: F401  (fixtures)
from test_api_helpers import KINGSMOOT, read_sample

import api.pages.event_decks as deck_pages
import api.pages.events as event_pages

PLAYERS = [f"Player {c}" for c in "GCAFEDB"]


@pytest.fixture
def event(client, keys):  # noqa: F811
    key = keys["Kingsmoot desk"]
    body = {"name": "Big", "game": "agot", "deadline": "2099-01-01T00:00:00Z", "as_of": "2017-06-01"}
    event = client.post("/api/v1/events", json=body, headers=auth(key)).get_json()
    url = f"/api/v1/events/{event['id']}"
    text = read_sample(KINGSMOOT)
    for name in PLAYERS:
        r = client.post(f"{url}/registrations", json={"player": name, "decklist": text, "publish_consent": True},
                        headers=auth(key))
        assert r.status_code == 201
    return event, url, key


def all_pages(client, first: str, key: str, field: str) -> tuple[list[list[str]], dict]:  # noqa: F811
    pages, address, body = [], first, {}
    while address:
        r = client.get(address, headers=auth(key))
        assert r.status_code == 200, r.get_json()
        body = r.get_json()
        pages.append([row["player"] for row in body[field]])
        address = body["next"]
    return pages, body


def test_the_report_and_the_decks_come_a_page_at_a_time(client, event):  # noqa: F811
    _, url, key = event
    pages, last = all_pages(client, f"{url}/report?limit=3&lang=de", key, "players")
    assert pages == [sorted(PLAYERS)[:3], sorted(PLAYERS)[3:6], sorted(PLAYERS)[6:]]
    assert last["summary"]["players"] == 7 and last["next"] is None
    pages, _ = all_pages(client, f"{url}/decks?limit=4", key, "decks")
    assert [len(p) for p in pages] == [4, 3] and sum(pages, []) == sorted(PLAYERS)
    assert len(client.get(f"{url}/report", headers=auth(key)).get_json()["players"]) == 7    # default 100
    r = client.get(f"{url}/report?after=%%%", headers=auth(key))
    assert r.status_code == 422
    assert client.get(f"{url}/report?limit=501", headers=auth(key)).status_code == 422


def test_the_downloads_hold_every_player(client, event):  # noqa: F811
    _, url, key = event
    rows = list(csv.reader(io.StringIO(client.get(f"{url}/report.csv", headers=auth(key)).get_data(as_text=True))))
    assert [r[0] for r in rows[1:]] == sorted(PLAYERS)
    decks = client.get(f"{url}/decks.csv", headers=auth(key)).get_data(as_text=True)
    assert {r[0] for r in list(csv.reader(io.StringIO(decks)))[1:]} == set(PLAYERS)
    text = client.get(f"{url}/decks.txt", headers=auth(key)).get_data(as_text=True)
    assert [line.split(" - ")[0][2:] for line in text.splitlines() if line.startswith("# Player")] == sorted(PLAYERS)


def test_the_published_decklists_come_a_page_at_a_time(client, event):  # noqa: F811
    info, url, key = event
    client.post(f"{url}/lock", headers=auth(key))
    assert client.post(f"{url}/publish", headers=auth(key)).status_code == 200
    pages, _ = all_pages(client, f"/api/v1/events/{info['public_id']}/decklists?limit=5", key, "players")
    assert pages == [sorted(PLAYERS)[:5], sorted(PLAYERS)[5:]]


@pytest.mark.parametrize("lang,next_words", [("en", "Next 3 players"), ("de", "Nächste 3 Spieler"),
                                             ("pl", "Następni gracze (3)")])
def test_the_organizer_pages_show_a_page_of_players_with_links(client, event, monkeypatch, lang,  # noqa: F811
                                                               next_words):
    info, _, key = event
    monkeypatch.setattr(event_pages, "PLAYERS_PER_PAGE", 3)
    monkeypatch.setattr(deck_pages, "PLAYERS_PER_PAGE", 3)
    html = client.get("/events").get_data(as_text=True)
    csrf = re.search(r'name="csrf" value="([^"]+)"', html).group(1)
    assert client.post("/events/login", data={"api_key": key, "csrf": csrf}).status_code == 303
    desk = f"/events/{info['public_id']}?lang={lang}"
    for first in (desk, f"/events/{info['id']}/decks?lang={lang}", f"/events/{info['id']}/sheets?lang={lang}"):
        seen, address = [], first
        while address:
            page = client.get(address).get_data(as_text=True)
            table = page[page.find('id="players-table"'):page.find("</table>")] if first == desk else page
            shown = [p for p in sorted(PLAYERS) if f">{p}<" in table or f'data-player="{p}"' in table]
            assert len(shown) <= 3 and shown, address
            seen += shown
            found = re.search(r'<a href="([^"]+)">([^<]+) →</a>', page)
            address = found.group(1).replace("&amp;", "&").split("#")[0] if found else None
            if found:
                assert found.group(2) == next_words
                address += ("&" if "?" in address else "?") + f"lang={lang}"
        assert seen == sorted(PLAYERS), first
