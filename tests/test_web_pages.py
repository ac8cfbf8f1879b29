"""The HTML pages through Flask's test client (no browser): the check form without
JavaScript, card search and card pages, lists, and the event pages (sign-in with the
API key in the session, CSRF, player tokens, lock, CSV)."""
from __future__ import annotations

import csv
import io
import re

import pytest
from test_api_helpers import make_app, need_rules
from test_decklists_plaintext import THRONESDB_EXPORT

from api.extensions import event_service
from card_db.database import get_engine

# the Kingsmoot export with a fourth Melisandre and without "Summons": 6 plots
BROKEN_EXPORT = (THRONESDB_EXPORT.replace("3x Melisandre (Core Set)", "4x Melisandre (Core Set)")
                 .replace("1x Summons (Core Set)\n", ""))


@pytest.fixture
def app(all_db, events_url):
    need_rules("agot")
    app = make_app(all_db, events_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app


@pytest.fixture
def client(app):
    return app.test_client()


def unescape_entities(html: str) -> str:
    from html import unescape

    return unescape(html)


def text_of(response) -> str:
    """The page's visible text, tags removed and blanks collapsed."""
    html = unescape_entities(response.get_data(as_text=True))
    html = re.sub(r"<script.*?</script>", " ", html, flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def csrf(client, path="/events") -> str:
    html = client.get(path).get_data(as_text=True)
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


# -- check a deck -----------------------------------------------------------------------------
def test_check_page_form_without_javascript_shows_violations_grouped_with_numbers(client):
    r = client.post("/", data={"decklist": BROKEN_EXPORT, "game": "agot", "as_of": "2017-06-01", "lang": "en"})
    assert r.status_code == 200
    page = text_of(r)
    assert "Not legal" in page and "Violations: 2" in page
    assert "AGOT_PLOT_DECK_SIZE" in page and "AGOT_COPIES" in page
    assert "Melisandre: 4 copies" in page or "Melisandre" in page
    assert "expected: 3 actual: 4" in page and "expected: 7 actual: 6" in page
    assert "FFG FAQ v1.1" in page and "ffg1.1" in page          # the list version used
    assert 'href="/cards/agot/01047"' in r.get_data(as_text=True)   # Melisandre links to her page


def test_check_page_legal_deck_shows_its_section_counts(client):
    r = client.post("/", data={"decklist": THRONESDB_EXPORT, "as_of": "2017-06-01", "lang": "en"})
    page = text_of(r)
    assert "Legal deck" in page and "Violations" not in page
    assert "Agenda 1" in page and "Plot deck 7" in page and "Draw deck 60" in page


def test_check_page_in_german_and_polish(client):
    r = client.post("/", data={"decklist": BROKEN_EXPORT, "as_of": "2017-06-01", "lang": "de"})
    page = text_of(r)
    assert "Deck prüfen" in page and "Nicht legal" in page
    assert "Melisandre: 4 Kopien; erlaubt: höchstens 3." in page
    assert "Der Strategiestapel hat 6 Karten" in page
    assert "erwartet: 7 tatsächlich: 6" in page
    r = client.post("/", data={"decklist": BROKEN_EXPORT, "as_of": "2017-06-01", "lang": "pl"})
    assert "Talia nielegalna" in text_of(r)
    assert client.get("/").get_data(as_text=True).startswith("<!doctype html>\n<html lang=\"pl\">")  # kept


def test_check_page_lists_unreadable_lines_with_suggestions(client):
    r = client.post("/", data={"decklist": THRONESDB_EXPORT + "2x Zeen Inn Flamesss\n", "as_of": "2017-06-01",
                               "lang": "en"})        # 4 edits from the name: suggested, not corrected
    page = text_of(r)
    assert "Lines not understood" in page and "Zeen Inn Flamesss" in page
    assert "Did you mean: Seen In Flames" in page


def test_check_page_reports_bad_input_in_the_page(client):
    r = client.post("/", data={"decklist": "   ", "lang": "en"})
    assert r.status_code == 422 and "Paste a decklist first." in text_of(r)
    r = client.post("/", data={"decklist": THRONESDB_EXPORT, "as_of": "21.11.2026", "lang": "en"})
    assert r.status_code == 422 and "INVALID_DATE" in text_of(r)
    r = client.post("/", data={"decklist": THRONESDB_EXPORT, "game": "agot", "format": "stronghold"})
    assert r.status_code == 422 and "UNKNOWN_FORMAT" in text_of(r)


def test_check_page_list_version_overrides_the_date(client):
    r = client.post("/", data={"decklist": THRONESDB_EXPORT, "game": "agot", "as_of": "2017-06-01",
                               "list": "ffg2.0", "lang": "en"})
    assert "ffg2.0" in text_of(r)


def test_the_json_api_still_answers_json(client):
    r = client.post("/api/v1/validate", json={"decklist": BROKEN_EXPORT, "as_of": "2017-06-01"})
    assert r.status_code == 200 and r.is_json
    assert {v["code"] for v in r.get_json()["violations"]} == {"AGOT_COPIES", "AGOT_PLOT_DECK_SIZE"}
    assert client.get("/api/v1/nothing-here").is_json


# -- cards and lists ------------------------------------------------------------------------------
def test_card_search_by_german_name_and_filters(client):
    r = client.get("/cards", query_string={"q": "Zeit der Krähen", "lang": "de"})
    page = text_of(r)
    assert "Zeit der Krähen" in page and "A Feast for Crows" in page
    r = client.get("/cards", query_string={"game": "agot", "type": "plot", "faction": "neutral", "lang": "en"})
    rows = re.findall(r'<td data-label="Type">([^<]+)</td>', r.get_data(as_text=True))
    assert rows and set(rows) == {"Plot"}
    r = client.get("/cards", query_string={"game": "agot", "pack": "agot/Core", "q": "Robert Baratheon"})
    assert 'href="/cards/agot/01048"' in r.get_data(as_text=True)
    assert 'href="/cards/agot/13107"' not in r.get_data(as_text=True)


def test_card_page_shows_names_printings_and_list_status(client):
    r = client.get("/cards/agot/01001", query_string={"lang": "en"})
    assert r.status_code == 200
    page = text_of(r)
    assert "A Clash of Kings" in page and "Core Set" in page and "restricted" in page
    assert "Restricted/banned status over time" in page and "FFG FAQ v1.1" in page
    r = client.get("/cards/l5r/01-guest-of-honor")          # an id alias works too
    assert r.status_code == 200 and "Guest of Honor" in text_of(r)
    r = client.get("/cards/agot/no-such-card")
    assert r.status_code == 404 and "text/html" in r.content_type


def test_lists_page_has_versions_with_dates_issuers_and_cards(client):
    r = client.get("/lists/l5r", query_string={"lang": "en"})
    page = text_of(r)
    assert "rl-2018-05-29" in page and "2018-05-29" in page and "in force today" in page
    r = client.get("/lists/agot/joust/gotstandard2.1")
    assert r.status_code == 200 and "Banned printings" in text_of(r)
    assert client.get("/lists/xyz").status_code == 404


# -- events -----------------------------------------------------------------------------------------
@pytest.fixture
def key(events_url):
    return event_service(get_engine(events_url)).create_api_key("Regional TO")[1]


def login(client, key):
    r = client.post("/events/login", data={"api_key": key, "csrf": csrf(client)})
    assert r.status_code == 303


def create_event(client, **extra):
    form = {"name": "Winter Joust", "game": "agot", "format": "joust", "deadline": "2099-12-05T09:00",
            "tz": "60", "as_of": "2017-06-01", "csrf": csrf(client), **extra}
    r = client.post("/events", data=form)
    assert r.status_code == 303, text_of(r)
    return int(r.headers["Location"].rsplit("/", 1)[1])


def test_event_flow_for_organizer_and_player(client, key):
    assert client.post("/events/login", data={"api_key": "dck_wrong", "csrf": csrf(client)}).status_code == 401
    login(client, key)
    event_id = create_event(client)
    page = text_of(client.get(f"/events/{event_id}", query_string={"lang": "en"}))
    assert "Winter Joust" in page and "2099-12-05T08:00:00Z" in page and "No player has registered yet." in page

    player = client.application.test_client()          # another browser: no organizer session
    token = csrf(player, f"/events/{event_id}/submit")
    r = player.post(f"/events/{event_id}/submit", data={"player": "Ann Example", "decklist": BROKEN_EXPORT,
                                                       "csrf": token})
    assert r.status_code == 201
    html = r.get_data(as_text=True)
    player_token = re.search(r'id="player-token">([^<]+)<', html).group(1)
    sha = re.search(r'id="sha256">([0-9a-f]{64})<', html).group(1)
    assert "AGOT_COPIES" in text_of(r)
    # replacing needs the player's token
    r = player.post(f"/events/{event_id}/submit", data={"player": "ann example", "decklist": THRONESDB_EXPORT,
                                                       "csrf": token})
    assert r.status_code == 403
    r = player.post(f"/events/{event_id}/submit", data={"player": "ann example", "decklist": THRONESDB_EXPORT,
                                                       "token": player_token, "csrf": token})
    assert r.status_code == 200 and "Legal deck" in text_of(r)
    r = player.post(f"/events/{event_id}/mine", data={"player": "Ann Example", "token": player_token,
                                                     "csrf": token})
    page = text_of(r)
    assert r.status_code == 200 and "History" in page and sha[:16] in page
    assert player.post(f"/events/{event_id}/mine", data={"player": "Ann Example", "token": "dcp_x",
                                                        "csrf": token}).status_code == 403
    assert "Sign in with the organizer's key" in text_of(player.get(f"/events/{event_id}"))
    assert player.get(f"/events/{event_id}/report.csv").status_code == 401

    page = text_of(client.get(f"/events/{event_id}"))
    assert "Ann Example" in page and "1 valid, 0 invalid" in page
    report = client.get(f"/events/{event_id}/report.csv")
    assert report.mimetype == "text/csv"
    rows = list(csv.DictReader(io.StringIO(report.get_data(as_text=True))))
    assert [(r["player"], r["valid"], r["version"]) for r in rows] == [("ann example", "yes", "2")] \
        or [(r["player"], r["valid"], r["version"]) for r in rows] == [("Ann Example", "yes", "2")]

    assert client.post(f"/events/{event_id}/lock", data={"csrf": csrf(client)}).status_code == 303
    assert "closed" in text_of(client.get(f"/events/{event_id}"))
    r = player.post(f"/events/{event_id}/submit", data={"player": "Bob", "decklist": THRONESDB_EXPORT,
                                                       "csrf": token})
    assert r.status_code == 409


def test_event_forms_need_the_session_token(client, key):
    r = client.post("/events/login", data={"api_key": key})
    assert r.status_code == 400 and "form expired" in text_of(r)
    login(client, key)
    r = client.post("/events", data={"name": "X", "game": "agot", "deadline": "2099-01-01T10:00", "csrf": "nope"})
    assert r.status_code == 400


def test_event_creation_errors_stay_in_the_form(client, key):
    login(client, key)
    r = client.post("/events", data={"name": "Past", "game": "agot", "deadline": "2001-01-01T10:00",
                                     "csrf": csrf(client), "lang": "en"})
    assert r.status_code == 422 and "The deadline must be in the future." in text_of(r)
    r = client.post("/events", data={"name": "Bad list", "game": "agot", "deadline": "2099-01-01T10:00",
                                     "list": "rl-2018-05-29", "csrf": csrf(client)})
    assert r.status_code == 422 and "rl-2018-05-29" in text_of(r)
    assert client.get("/events/999999").status_code == 404


def test_secret_key_is_shared_by_processes_through_a_file(tmp_path, monkeypatch):
    from api.pages import secret_key

    monkeypatch.delenv("SECRET_KEY", raising=False)
    monkeypatch.delenv("DECKCHECK_SECRET_KEY", raising=False)
    monkeypatch.setenv("DECKCHECK_SECRET_FILE", str(tmp_path / "k" / "secret"))
    first = secret_key()
    assert len(first) == 64 and secret_key() == first
    assert oct((tmp_path / "k" / "secret").stat().st_mode & 0o777) == "0o600"
    monkeypatch.setenv("SECRET_KEY", "from-env")
    assert secret_key() == "from-env"
