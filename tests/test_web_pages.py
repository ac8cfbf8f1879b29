"""The HTML pages through Flask's test client (no browser): the check form without
JavaScript, card search and card pages, lists, and the event pages (sign-in with the
API key in the session, CSRF, player tokens, lock, CSV)."""
from __future__ import annotations

import csv
import io
import json
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
    assert "FFG FAQ v1.1" in page and "ffg1.1" not in page      # the list version used, by its name
    assert 'href="/lists/agot/joust/ffg1.1"' in r.get_data(as_text=True)
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
    assert "Not legal" in page and "Legal deck" not in page
    assert "Zeen Inn Flamesss" in page and "Did you mean: Seen In Flames Core Set · House Baratheon" in page


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
    assert 'href="/lists/agot/joust/ffg2.0"' in r.get_data(as_text=True) and "ffg2.0" not in text_of(r)


def test_the_json_api_still_answers_json(client):
    r = client.post("/api/v1/validate", json={"decklist": BROKEN_EXPORT, "as_of": "2017-06-01"})
    assert r.status_code == 200 and r.is_json
    assert {v["code"] for v in r.get_json()["violations"]} == {"AGOT_COPIES", "AGOT_PLOT_DECK_SIZE"}
    assert client.get("/api/v1/nothing-here").is_json


# -- the deck as read: unread lines in place, "use this card", corrections ----------------------
MISSPELT = "3x Zeen Inn Flamesss"     # 4 edits from the name: suggested, never corrected
UNREAD_EXPORT = THRONESDB_EXPORT.replace("3x Seen In Flames (Core Set)", MISSPELT)
UNREAD_LINE = UNREAD_EXPORT.splitlines().index(MISSPELT) + 1


def verdict_html(response) -> str:
    html = response.get_data(as_text=True)
    return html[html.index('id="result-body"'):html.index('id="ui-strings"')]


def read_rows(html: str) -> dict[int, str]:
    """The deck-as-read table: line number -> the row's visible text."""
    rows = re.findall(r'<tr class="(?:read|corrected|unread)" id="read-line-(\d+)">(.*?)</tr>', html, re.S)
    return {int(n): " ".join(re.sub(r"<[^>]+>", " ", unescape_entities(row)).split()) for n, row in rows}


def use_buttons(html: str) -> dict[str, str]:
    """The "use this card" buttons of the verdict: card id -> the value the button sends."""
    return {card: unescape_entities(value) for value, card in
            re.findall(r'name="use" value="([^"]*)" class="use" data-card="([^"]+)"', html)}


def test_unread_line_no_legal_badge_and_a_plain_sentence(client):
    r = client.post("/", data={"decklist": UNREAD_EXPORT, "as_of": "2017-06-01", "lang": "en"})
    html = verdict_html(r)
    assert 'data-valid="false"' in html and "badge ok" not in html
    note = text_of_html(html.split('class="alert error unread-note">')[1].split("</div>")[0])
    assert note == ("One line of this list was not read, so the deck cannot be judged legal. "
                    f"Pick the card you meant below, or correct the line in the list. Line {UNREAD_LINE}: {MISSPELT}")
    assert f'<a href="#read-line-{UNREAD_LINE}">' in html and f'id="read-line-{UNREAD_LINE}"' in html
    two = client.post("/", data={"decklist": UNREAD_EXPORT + "1x Qwxzv Plmbrtq\n", "as_of": "2017-06-01"})
    assert "2 lines of this list were not read, so the deck cannot be judged legal." in text_of(two)


def text_of_html(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", unescape_entities(html)).split())


def test_deck_as_read_by_section_with_the_unread_line_in_place(client):
    r = client.post("/", data={"decklist": UNREAD_EXPORT, "as_of": "2017-06-01", "lang": "en"})
    html = verdict_html(r)
    table = html[html.index('id="deck-read"'):]
    headings = [text_of_html(h) for h in re.findall(r'<th colspan="5" scope="rowgroup">(.*?)</th>', table, re.S)]
    assert headings == ["Before the first heading Cards read: 1", "Plots Cards read: 7", "Characters Cards read: 30",
                        "Locations Cards read: 16", "Attachments Cards read: 6", "Events Cards read: 5"]
    rows = read_rows(table)
    melisandre = THRONESDB_EXPORT.splitlines().index("3x Melisandre (Core Set)") + 1
    assert rows[melisandre] == f"{melisandre} 3× Melisandre Core Set House Baratheon"
    assert 'href="/cards/agot/01047">Melisandre</a>' in table
    assert rows[4] == "4 1× Fealty Core Set Neutral"
    # the unread line stands in its section at its number, with candidates naming pack and faction
    events = table[table.index("Events"):]
    assert f'id="read-line-{UNREAD_LINE}"' in events
    unread = rows[UNREAD_LINE]
    assert unread.startswith(f"{UNREAD_LINE} 3× not read {MISSPELT} Line {UNREAD_LINE}: no card is named")
    assert "Did you mean: Seen In Flames Core Set · House Baratheon card page Use this card" in unread
    assert unread.count("Use this card") >= 2 and "Ice Core Set · House Stark" in unread   # other candidates
    buttons = use_buttons(table)
    assert json.loads(buttons["01064"]) == [UNREAD_LINE, MISSPELT, "3x Seen In Flames (Core Set)"]
    assert f'aria-label="Use this card: Seen In Flames (Core Set), line {UNREAD_LINE}"' in table
    # the candidates are not repeated as the violation's "cards"
    assert "Cards:" not in text_of_html(html[:html.index('id="deck-read"')])


def test_use_this_card_without_javascript_rewrites_the_line_and_checks_again(client):
    first = client.post("/", data={"decklist": UNREAD_EXPORT, "as_of": "2017-06-01", "lang": "en"})
    value = use_buttons(verdict_html(first))["01064"]
    r = client.post("/", data={"decklist": UNREAD_EXPORT.replace("\n", "\r\n"), "as_of": "2017-06-01",
                               "lang": "en", "use": value})
    assert r.status_code == 200
    html = r.get_data(as_text=True)
    text = unescape_entities(re.search(r'<textarea id="decklist"[^>]*>(.*?)</textarea>', html, re.S).group(1))
    assert text.splitlines()[UNREAD_LINE - 1] == "3x Seen In Flames (Core Set)"
    assert text.splitlines()[:UNREAD_LINE - 1] == UNREAD_EXPORT.splitlines()[:UNREAD_LINE - 1]
    assert 'data-valid="true"' in html and "Legal deck" in text_of(r)
    assert read_rows(verdict_html(r))[UNREAD_LINE] == f"{UNREAD_LINE} 3× Seen In Flames Core Set House Baratheon"
    # a button of an older verdict whose line has changed since leaves the list alone
    stale = client.post("/", data={"decklist": THRONESDB_EXPORT, "as_of": "2017-06-01", "use": value})
    kept = re.search(r'<textarea id="decklist"[^>]*>(.*?)</textarea>', stale.get_data(as_text=True), re.S).group(1)
    assert unescape_entities(kept).splitlines() == THRONESDB_EXPORT.splitlines()


@pytest.mark.parametrize("lang, sentence, words", [
    ("de", "Eine Zeile dieser Liste wurde nicht gelesen, daher kann das Deck nicht als legal beurteilt werden.",
     ["Das Deck, wie es gelesen wurde", "Vor der ersten Überschrift", "Gelesene Karten: 30", "nicht gelesen",
      "Meintest du:", "Diese Karte verwenden", "Visionen im Feuer Grundspiel · Haus Baratheon", "Anzahl"]),
    ("pl", "Nie odczytano jednego wiersza tej listy, dlatego talii nie można uznać za legalną.",
     ["Talia tak, jak ją odczytano", "Przed pierwszym nagłówkiem", "Odczytane karty: 30", "nie odczytano",
      "Czy chodziło o:", "Użyj tej karty", "Liczba"]),
])
def test_deck_as_read_in_german_and_polish(client, lang, sentence, words):
    r = client.post("/", data={"decklist": UNREAD_EXPORT, "as_of": "2017-06-01", "lang": lang})
    page = text_of_html(verdict_html(r))
    assert sentence in page and "badge ok" not in verdict_html(r)
    for word in words:
        assert word in page, word
    assert "UNKNOWN_NAME" not in page


@pytest.mark.parametrize("lang, did_you_mean, sentence, where", [
    ("en", "Did you mean", "Ice (Core Set, House Stark)", " Core Set · House Stark"),
    ("pl", "Czy chodziło o", "Ice (Zestaw podstawowy, Ród Starków)", " Zestaw podstawowy · Ród Starków"),
])
def test_the_candidates_of_an_unread_line_are_read_once(client, lang, did_you_mean, sentence, where):
    """The problem's message ends "Did you mean A (pack, faction), B ...?" and the panel lists
    the same candidates with their buttons: the page keeps the list, not the sentence (in the
    violation, in the row), so a person reads the candidates once."""
    r = client.post("/", data={"decklist": UNREAD_EXPORT, "as_of": "2017-06-01", "lang": lang})
    page = text_of_html(verdict_html(r))
    assert page.count(did_you_mean) == 1 and f"{did_you_mean}:" in page
    assert sentence.split(" (")[0] + where in page and page.count(where) == 1
    assert sentence not in page
    assert page.count(f"'{MISSPELT[3:]}'") + page.count(f"„{MISSPELT[3:]}”") == 2      # violation and row
    violations = page[:page.index(did_you_mean)]
    assert "UNREAD_LINE" in violations and MISSPELT[3:] in violations
    # the API's verdict keeps the whole sentence (the contract's message)
    api = client.post("/api/v1/validate", json={"decklist": UNREAD_EXPORT, "as_of": "2017-06-01"},
                      query_string={"lang": lang})
    message = api.get_json()["violations"][0]["message"]
    assert did_you_mean in message and sentence in message


def test_a_problem_without_candidates_keeps_its_whole_message(client):
    r = client.post("/", data={"decklist": UNREAD_EXPORT + "1x Qwxzv Plmbrtq\n", "as_of": "2017-06-01",
                               "lang": "en"})
    rows = read_rows(verdict_html(r))
    last = max(rows)
    assert rows[last].startswith(f"{last} 1× not read 1x Qwxzv Plmbrtq Line {last}: no card is named 'Qwxzv Plmbrtq'.")
    assert rows[last].endswith("No card comes close: correct the line in the list.")


CORRECTABLE = "3x Seen In Flamez"
CORRECTABLE_EXPORT = THRONESDB_EXPORT.replace("3x Seen In Flames (Core Set)", CORRECTABLE)


def pretend_corrected(svc, monkeypatch) -> str:
    """What the reader is to do with a plainly misspelt name (issue 13, item 3), until it
    does: the line is read as the one card far ahead, listed as a correction, and no
    problem remains. Returns the list with that line."""
    from dataclasses import replace

    from deckcheck.decklists.problems import CORRECTED, Correction

    original = svc.read_payload

    def read_payload(*args, **kwargs):
        result = original(*args, **kwargs)
        if not any(r.text == CORRECTABLE for r in result.lines):
            return result
        lines = tuple(replace(r, card_id="01064", status=CORRECTED) if r.text == CORRECTABLE else r
                      for r in result.lines)
        fixed = next(r for r in lines if r.status == CORRECTED)
        deck = replace(result.deck, cards={**result.deck.cards, "01064": 3})
        return replace(result, deck=deck, problems=(), lines=lines,
                       corrections=(Correction(fixed.line, fixed.text, "01064", 96.0),))

    monkeypatch.setattr(svc, "read_payload", read_payload)
    return CORRECTABLE_EXPORT


@pytest.fixture
def corrected(client, monkeypatch):
    return pretend_corrected(client.application.extensions["deckcheck"], monkeypatch)


def test_corrections_are_shown_and_marked_in_the_deck_as_read(client, corrected):
    r = client.post("/", data={"decklist": corrected, "as_of": "2017-06-01", "lang": "en"})
    html = verdict_html(r)
    assert 'data-valid="true"' in html           # a correction alone does not make the deck illegal
    page = text_of_html(html)
    assert (f"Corrected lines These lines named no card exactly; each was read as the one card that came far "
            f"closest. Check that it is the card you meant. Line {UNREAD_LINE}: read as Seen In Flames "
            f"Core Set · House Baratheon — you wrote “3x Seen In Flamez”") in page
    assert read_rows(html)[UNREAD_LINE] == (f"{UNREAD_LINE} 3× Seen In Flames corrected you wrote "
                                            f"“3x Seen In Flamez” Core Set House Baratheon")
    assert '<tr class="corrected"' in html
    de = text_of_html(verdict_html(client.post("/", data={"decklist": corrected, "as_of": "2017-06-01",
                                                          "lang": "de"})))
    assert f"Zeile {UNREAD_LINE}: gelesen als Visionen im Feuer Grundspiel · Haus Baratheon — du hast „3x Seen In Flamez“ " \
           "geschrieben" in de


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
    assert "Restricted List 1 (Maintaining Balance)" in page and "2018-05-29" in page and "in force today" in page
    assert "rl-2018-05-29" not in page and "shared/spec" not in page
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
    return r.headers["Location"].rsplit("/", 1)[1]      # the public id (issue 35)


def test_event_flow_for_organizer_and_player(client, key):
    assert client.post("/events/login", data={"api_key": "dck_wrong", "csrf": csrf(client)}).status_code == 401
    login(client, key)
    event_id = create_event(client)
    page = text_of(client.get(f"/events/{event_id}", query_string={"lang": "en"}))
    assert "Winter Joust" in page and "Dec 5, 2099, 9:00 AM (UTC+01:00)" in page and "No player has registered yet." in page

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

    assert client.post(f"/events/{event_id}/lock", data={"csrf": csrf(client), "confirm": "1"}).status_code == 303
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


def test_event_pages_show_the_stored_corrections_and_deck_as_read(client, key, corrected):
    """A registration's stored verdict that carries corrections and the deck as read (the
    event service stores them with the verdict): the organizer's page lists each player's
    corrected lines, the player's page shows them and the deck as read, without buttons."""
    from dataclasses import replace

    from api.extensions import services
    from deckcheck.rules.codes import LANGS

    login(client, key)
    event_id = create_event(client)
    svc = client.application.extensions["deckcheck"]
    with client.application.app_context():
        events = services().events
        ev = events.public_event(event_id)
        result = svc.read_payload({"decklist": corrected, "game": "agot", "as_of": "2017-06-01"})
        stored = {lang: svc.validate_result(result, lang) for lang in LANGS}
        submission = replace(events.submission(ev, decklist=corrected), verdict=stored, valid=True, problems=[])
        token = events.register(ev.id, "Cora Example", submission).player_token
    page = text_of(client.get(f"/events/{event_id}", query_string={"lang": "en"}))
    assert (f"Cora Example ✓ valid – Names corrected: 1 Line {UNREAD_LINE}: read as Seen In Flames "
            f"Core Set · House Baratheon — you wrote “3x Seen In Flamez”") in page
    player = client.application.test_client()
    r = player.post(f"/events/{event_id}/mine", data={"player": "Cora Example", "token": token, "lang": "pl",
                                                     "csrf": csrf(player, f"/events/{event_id}/submit")})
    html = r.get_data(as_text=True)
    page = text_of(r)
    assert "Talia legalna" in page and "Poprawione wiersze" in page
    assert f"Wiersz {UNREAD_LINE}: odczytano jako Seen In Flames Zestaw podstawowy · Ród Baratheonów — wpisano „3x Seen In Flamez”" \
        in page
    assert "Talia tak, jak ją odczytano" in page and read_rows(html)[UNREAD_LINE].startswith(
        f"{UNREAD_LINE} 3× Seen In Flames poprawiono wpisano „3x Seen In Flamez”")
    assert 'name="use"' not in html                    # no list to rewrite on this page


def test_use_this_card_rewrites_only_what_it_can_tell_apart():
    from api.pages.reading import apply_use, line_fit, replacement, use_value

    text = "Plots\n1x A Noble Cause\n3x Seen In Flamxx\n"
    assert line_fit(text, 3, "3x Seen In Flamxx", shared=False) == "whole"
    assert line_fit(text, 3, "3x Seen In Flamxx", shared=True) is None      # the line holds other entries too
    assert line_fit(text, 2, "3x Seen In Flamxx", shared=False) is None     # another line
    assert line_fit('{"cards": []}\n3x Seen In Flamxx', 2, "3x Seen In Flamxx", shared=False) is None   # JSON
    value = use_value(3, "3x Seen In Flamxx", replacement("3x Seen In Flamxx", True, 3, "Core Set", "Seen In Flames"))
    assert apply_use(text, value) == "Plots\n1x A Noble Cause\n3x Seen In Flames (Core Set)\n"
    assert apply_use("Plots\n1x A Noble Cause\n3x Seen In Flames\n", value) == \
        "Plots\n1x A Noble Cause\n3x Seen In Flames\n"                         # changed since: left alone
    assert apply_use(text, "not json") == text and apply_use(text, '[3, "x", "a\\nb"]') == text
    # several cards on one line (as FFG printed Warhammer: Invasion lists): only the entry's name changes
    line = "Units: 3 Orc Raiders, 3 Spida Ridaz, 2 Orc Raiders Boss"
    assert line_fit(line, 1, "3 Spida Ridaz", shared=True) == "part"
    assert replacement("3 Spida Ridaz", False, 3, "x", "Spida Riders") == "3 Spida Riders"
    assert replacement("Spida Ridaz x3", False, 3, "x", "Spida Riders") == "Spida Riders x3"
    assert apply_use(line, use_value(1, "3 Spida Ridaz", "3 Spida Riders")) == \
        "Units: 3 Orc Raiders, 3 Spida Riders, 2 Orc Raiders Boss"
    assert line_fit(line, 1, "3 Orc Raid", shared=True) is None              # only the start of a name
    assert line_fit("3 Orc Raiders, 3 Orc Raiders Boss", 1, "3 Orc Raiders", shared=True) is None  # twice


# -- strict reading of an event's decklists ----------------------------------------------------
@pytest.fixture(params=["sqlite", "postgres"])
def any_events_url(request, tmp_path):
    """A fresh migrated events database: SQLite, and PostgreSQL when asked for."""
    from card_db.database import upgrade

    url = request.getfixturevalue("pg_url") if request.param == "postgres" else \
        f"sqlite:///{tmp_path / 'events.sqlite'}"
    upgrade(url)
    yield url
    get_engine(url).dispose()


@pytest.fixture
def events_client(all_db, any_events_url):
    need_rules("agot")
    app = make_app(all_db, any_events_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    client = app.test_client()
    login(client, event_service(get_engine(any_events_url)).create_api_key("Regional TO")[1])
    return client


STRICT_HINT = ("Read decklists strictly A misspelled card name is never read as the card it is close to; such a "
               "line makes the deck not legal.")


def register(event_id: int, app, player: str, decklist: str, lang: str = "en"):
    browser = app.test_client()
    return browser.post(f"/events/{event_id}/submit", data={
        "player": player, "decklist": decklist, "lang": lang, "csrf": csrf(browser, f"/events/{event_id}/submit")})


def test_the_create_event_form_sets_strict_reading(events_client):
    from api.extensions import services

    client = events_client
    form = client.get("/events", query_string={"lang": "en"})
    assert STRICT_HINT in text_of(form)
    html = form.get_data(as_text=True)
    assert re.search(r'<input id="ev-strict" name="strict" type="checkbox" value="1" '
                     r'aria-describedby="ev-strict-hint">', html)
    assert "Decklisten streng lesen Ein falsch geschriebener Kartenname wird nie als die Karte gelesen" in \
        text_of(client.get("/events", query_string={"lang": "de"}))
    strict = create_event(client, name="Strict Joust", strict="1")
    lenient = create_event(client, name="Lenient Joust")
    with client.application.app_context():
        events = services().events
        assert events.public_event(strict).strict is True and events.public_event(lenient).strict is False

    # the event's page says how names are read, to the organizer and to the players
    page = text_of(client.get(f"/events/{strict}", query_string={"lang": "en"}))
    assert ("Card names Read strictly: a misspelled card name is not corrected, and the deck is not legal until "
            "the line is fixed.") in page
    page = text_of(client.get(f"/events/{lenient}", query_string={"lang": "en"}))
    assert ("Card names A misspelled name that is plainly one card is read as that card and shown as a "
            "correction.") in page and "Read strictly" not in page
    player = client.application.test_client()
    assert "Nazwy kart Odczyt ścisły: błędnie zapisana nazwa karty nie jest poprawiana" in text_of(
        player.get(f"/events/{strict}/submit", query_string={"lang": "pl"}))

    # the same misspelt name: read as the card at the lenient event, a line not read at the strict one
    r = register(strict, client.application, "Ann Example", CORRECTABLE_EXPORT)
    assert r.status_code == 201
    html = r.get_data(as_text=True)
    assert 'data-valid="false"' in html and "Corrected lines" not in text_of(r)
    assert read_rows(html)[UNREAD_LINE].startswith(
        f"{UNREAD_LINE} 3× not read {CORRECTABLE} Line {UNREAD_LINE}: no card is named 'Seen In Flamez'; "
        "strict reading does not correct names.")
    r = register(lenient, client.application, "Ann Example", CORRECTABLE_EXPORT)
    assert r.status_code == 201 and 'data-valid="true"' in r.get_data(as_text=True)
    assert (f"Line {UNREAD_LINE}: read as Seen In Flames Core Set · House Baratheon — you wrote “{CORRECTABLE}”"
            in text_of(r))


def test_the_organizer_sees_corrected_names_in_the_row_and_the_csv(events_client):
    client = events_client
    event_id = create_event(client)
    assert register(event_id, client.application, "Cora Example", CORRECTABLE_EXPORT).status_code == 201
    assert register(event_id, client.application, "Dan Example", THRONESDB_EXPORT).status_code == 201
    html = client.get(f"/events/{event_id}", query_string={"lang": "en"}).get_data(as_text=True)
    rows = [text_of_html(row) for row in re.findall(r"<tr>(.*?)</tr>", html[html.index('id="players"'):], re.S)]
    cora = next(text for text in rows if text.startswith("Cora Example"))
    dan = next(text for text in rows if text.startswith("Dan Example"))
    assert cora.startswith("Cora Example ✓ valid – Names corrected: 1 ")
    assert (f"Line {UNREAD_LINE}: read as Seen In Flames Core Set · House Baratheon — you wrote “{CORRECTABLE}”") in cora
    assert "corrected" not in dan
    assert "Korrigierte Namen: 1" in text_of(client.get(f"/events/{event_id}", query_string={"lang": "de"}))
    # the page's CSV link: the report with its corrections column
    assert f'href="/events/{event_id}/report.csv"' in html
    report = client.get(f"/events/{event_id}/report.csv", query_string={"lang": "en"})
    assert report.status_code == 200 and report.mimetype == "text/csv"
    rows = {r["player"]: r for r in csv.DictReader(io.StringIO(report.get_data(as_text=True)))}
    assert rows["Cora Example"]["valid"] == "yes" and "Seen In Flamez" in rows["Cora Example"]["corrections"]
    assert "Seen In Flames" in rows["Cora Example"]["corrections"] and rows["Dan Example"]["corrections"] == ""


def test_a_refused_event_form_keeps_the_strict_box_ticked(events_client):
    r = events_client.post("/events", data={"name": "Past", "game": "agot", "deadline": "2001-01-01T10:00",
                                            "strict": "1", "csrf": csrf(events_client), "lang": "en"})
    assert r.status_code == 422
    assert re.search(r'id="ev-strict" name="strict" type="checkbox" value="1" checked', r.get_data(as_text=True))
