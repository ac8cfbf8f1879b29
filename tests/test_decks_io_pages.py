"""The check page's deck link field and download button (issue 38), in en/de/pl."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import responses
from test_api_helpers import KINGSMOOT, make_app, read_sample

EMERALD = Path(__file__).parent / "data" / "decklists" / "l5r" / "emeralddb-lion-duelist.json"
UUID = "a2058c37-5909-4119-bf16-bdddd3a80262"


@pytest.fixture(scope="module")
def client(all_db):
    return make_app(all_db).test_client()


@pytest.mark.parametrize(("lang", "words"), [("en", ["Download the deck as", "Or check a deck by its link"]),
                                             ("de", ["Deck herunterladen als", "über seinen Link"]),
                                             ("pl", ["Pobierz talię jako", "po jej linku"])])
def test_the_page_offers_both_in_each_language(client, lang, words):
    page = client.get(f"/?lang={lang}").get_data(as_text=True)
    assert all(w in page for w in words)
    assert 'name="deck_link"' in page and 'formaction="/export"' in page and 'value="o8d"' in page


def test_a_link_fills_the_list_and_checks_it(client):
    with responses.RequestsMock() as mock:
        mock.get(f"https://www.emeralddb.org/api/decklists/{UUID}", body=EMERALD.read_text(encoding="utf-8"))
        r = client.post("/", data={"deck_link": f"https://www.emeralddb.org/decks/{UUID}/", "lang": "en"})
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "kyuden-ikoma" in page        # the site's JSON is in the text box
    verdict = page.split('id="result-body"')[1].split('<section class="timeline"')[0]   # not the timeline
    assert "Legal deck" in verdict and "Not legal" not in verdict


def test_a_link_off_the_list_is_refused_in_words(client):
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        r = client.post("/", data={"deck_link": "https://thronesdb.com@evil.example/decklist/view/1", "lang": "de"})
        assert len(mock.calls) == 0
    assert r.status_code == 422 and "Benutzernamen" in r.get_data(as_text=True)


def test_download_in_each_format(client):
    text = read_sample(KINGSMOOT)
    for fmt, kind, start in (("thronesdb-json", "application/json", "{"), ("o8d", "application/xml", "<?xml"),
                             ("text", "text/plain", "")):
        r = client.post("/export", data={"decklist": text, "export": fmt})
        assert r.status_code == 200 and r.mimetype == kind, r.get_data(as_text=True)[:300]
        assert "attachment" in r.headers["Content-Disposition"]
        assert r.get_data(as_text=True).startswith(start)
    body = json.loads(client.post("/export", data={"decklist": text, "export": "thronesdb-json"}).data)
    assert body["faction_code"] == "baratheon"


def test_download_refuses_unread_lines_and_other_games_formats(client):
    r = client.post("/export", data={"decklist": "1x Shizuka Toshi\n2x Hodor the Great\n", "game": "l5r",
                                     "export": "o8d", "lang": "pl"})
    assert r.status_code == 422 and "Popraw je najpierw" in r.get_data(as_text=True)
    r = client.post("/export", data={"decklist": "1x Shizuka Toshi\n", "game": "l5r", "export": "thronesdb-json"})
    assert r.status_code == 422 and "emeralddb-json" in r.get_data(as_text=True)
    r = client.post("/export", data={"decklist": "", "export": "o8d"})
    assert r.status_code == 422
