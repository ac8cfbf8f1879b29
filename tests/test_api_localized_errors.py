"""Every error a person sees comes in their language: the API's errors (the domain's, the
events', the goldfish sessions', the HTTP-level ones) answer in the request's language
(``?lang=`` beats Accept-Language; default English) with the same code and details; parse
problems follow the verdict's language; the pages and ``deckcheck validate --lang`` too."""
from __future__ import annotations

import pytest
from test_api_cli import run
from test_api_events import FUTURE, auth
from test_api_helpers import KINGSMOOT, error_of, make_app, need_rules, read_sample
from test_web_pages import text_of

from api.extensions import event_service
from card_db.database import get_engine, upgrade
from deckcheck.games import game_ids
from deckcheck.model import DeckInputError

# (query, headers, the language the answer must speak)
ASKED = [("", {}, "en"),
         ("", {"Accept-Language": "de"}, "de"),
         ("?lang=pl", {}, "pl"),
         ("?lang=pl", {"Accept-Language": "de-DE,de;q=0.9"}, "pl")]       # ?lang= beats the header


@pytest.fixture(scope="module")
def client(all_db, tmp_path_factory):
    need_rules("agot")
    url = f"sqlite:///{tmp_path_factory.mktemp('errors') / 'store.sqlite'}"
    upgrade(url)                                # events and goldfish sessions are written here
    app = make_app(all_db, url)
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    app.config["TEST_STORE_URL"] = url
    yield app.test_client()
    get_engine(url).dispose()


def answers(client, method: str, path: str, headers: dict | None = None, same_details: bool = True,
            **kwargs) -> dict[str, dict]:
    """The error object in every language of ASKED (same status and code each time; the same
    details unless they hold messages)."""
    found, statuses = {}, set()
    for query, asked, lang in ASKED:
        r = getattr(client, method)(path + query, headers={**(headers or {}), **asked}, **kwargs)
        statuses.add(r.status_code)
        error = error_of(r)
        if lang in found:
            assert error == found[lang], (query, headers)
        found[lang] = error
    assert len(statuses) == 1, statuses
    assert len({e["code"] for e in found.values()}) == 1
    if same_details:
        assert all(e["details"] == found["en"]["details"] for e in found.values())
    assert len({e["message"] for e in found.values()}) == 3
    return found


def test_unknown_game_in_the_path(client):
    found = answers(client, "get", "/api/v1/games/nope/formats")
    assert found["en"]["code"] == "UNKNOWN_GAME"
    assert found["en"]["details"] == {"game": "nope", "games": list(game_ids())}
    games = ", ".join(game_ids())
    assert found["en"]["message"] == f"Unknown game 'nope'; use one of {games}."
    assert found["de"]["message"] == f"Unbekanntes Spiel „nope“; erlaubt sind: {games}."
    assert found["pl"]["message"] == f"Nieznana gra „nope”; dozwolone są: {games}."
    r = client.get("/api/v1/games/nope/formats?lang=fr", headers={"Accept-Language": "de"})
    assert error_of(r)["message"] == found["de"]["message"]          # an unknown ?lang= is ignored


def test_malformed_json(client):
    found = answers(client, "post", "/api/v1/validate", data="{not json", content_type="application/json")
    assert found["en"]["code"] == "MALFORMED_JSON"
    assert found["en"]["message"] == "The body is not valid JSON."
    assert found["de"]["message"] == "Der Anfragetext ist kein gültiges JSON."
    assert found["pl"]["message"] == "Treść żądania nie jest poprawnym JSON-em."


def test_schema_errors_and_http_errors(client):
    found = answers(client, "post", "/api/v1/validate", json={"game": "agot", "cards": {}, "colour": "red"})
    assert found["en"]["code"] == "INVALID_REQUEST" and found["en"]["details"]
    assert found["de"]["message"] == "Die Anfrage entspricht nicht ihrem Schema; siehe Details."
    found = answers(client, "put", "/api/v1/validate", json={})
    assert found["en"]["code"] == "METHOD_NOT_ALLOWED"
    assert found["de"]["message"] == "Die Methode ist für die angefragte URL nicht erlaubt."
    found = answers(client, "get", "/api/v1/nowhere")
    assert found["en"]["code"] == "NOT_FOUND" and found["pl"]["message"].startswith("Nie znaleziono")


def test_a_deck_too_large(client):
    ids = [f"{n:05d}" for n in range(1001, 1201)]
    found = answers(client, "post", "/api/v1/validate", json={"game": "agot", "cards": {i: 50 for i in ids}})
    assert found["en"]["code"] == "DECK_TOO_LARGE" and found["en"]["details"]["cards"] == 10_000
    maximum = found["en"]["details"]["maximum"]
    assert found["en"]["message"] == f"The deck has 10000 cards; at most {maximum} are accepted."
    assert found["de"]["message"] == f"Das Deck hat 10000 Karten; angenommen werden höchstens {maximum}."
    assert found["pl"]["message"] == f"Talia ma 10000 kart; przyjmowanych jest najwyżej {maximum}."


def test_an_event_closed_by_its_lock(client):
    key = event_service(get_engine(client.application.config["TEST_STORE_URL"])).create_api_key("TO")[1]
    event = client.post("/api/v1/events", json={"name": "Kingsmoot", "game": "agot", "deadline": FUTURE},
                        headers=auth(key)).get_json()
    url = f"/api/v1/events/{event['id']}"
    locked_at = client.post(f"{url}/lock", headers=auth(key)).get_json()["locked_at"]
    found = answers(client, "post", f"{url}/registrations",
                    json={"player": "Ann", "decklist": read_sample(KINGSMOOT)}, headers=auth(key))
    assert found["en"]["code"] == "EVENT_CLOSED"
    assert found["en"]["details"] == {"event": event["id"], "locked": True}
    assert found["en"]["message"] == (f"Decklists of event {event['id']} can no longer change: "
                                      f"the event was locked at {locked_at}.")
    assert found["de"]["message"] == (f"Die Decklisten von Turnier {event['id']} können nicht mehr "
                                      f"geändert werden: Das Turnier ist seit {locked_at} gesperrt.")
    assert found["pl"]["message"].startswith(f"Listy talii turnieju {event['id']} nie mogą już")
    found = answers(client, "get", "/api/v1/events/999999")
    assert found["en"]["code"] == "EVENT_NOT_FOUND" and found["de"]["message"] == "Es gibt kein Turnier 999999."
    found = answers(client, "post", "/api/v1/events", json={"name": "x", "game": "agot", "deadline": FUTURE})
    assert found["en"]["code"] == "API_KEY_REQUIRED" and "API-Schlüssel" in found["de"]["message"]


def test_an_unknown_goldfish_session(client):
    found = answers(client, "get", "/api/v1/goldfish/sessions/nope")
    assert found["en"]["code"] == "UNKNOWN_SESSION" and found["en"]["details"] == {"session": "nope"}
    assert found["en"]["message"] == "No such goldfish session (it may have expired)."
    assert found["de"]["message"] == "Diese Goldfish-Sitzung gibt es nicht (sie ist vielleicht abgelaufen)."
    assert found["pl"]["message"] == "Nie ma takiej sesji goldfish (mogła wygasnąć)."


def test_an_illegal_goldfish_deck_answers_its_verdict_in_the_language(client):
    found = answers(client, "post", "/api/v1/goldfish/sessions",
                    json={"game": "agot", "faction": "stark", "cards": {"01027": 1}}, same_details=False)
    assert found["en"]["code"] == "DECK_INVALID"
    assert found["de"]["message"].startswith("Das Deck ist in seinem Format nicht legal")
    # details are the verdict: the same codes, each message in the reader's language
    english, german = found["en"]["details"], found["de"]["details"]
    assert "AGOT_DRAW_DECK_SIZE" in [v["code"] for v in english["violations"]]
    assert [v["code"] for v in german["violations"]] == [v["code"] for v in english["violations"]]
    assert german["violations"][0]["message"] != english["violations"][0]["message"]


HODOR = "House Stark\n3x Hodor\n2x Hodorrr\n"     # 2 edits in 7 letters: too far to be corrected
EN_HODORRR = "Line 3: no card is named 'Hodorrr'. Did you mean Hodor (No Middle Ground, House Stark)"
DE_HODORRR = "Zeile 3: Keine Karte heißt „Hodorrr“. Meintest du Hodor (Dazwischen gibt es Nichts, Haus Stark)"
PL_HODORRR = "Wiersz 3: żadna karta nie nazywa się „Hodorrr”. Czy chodziło o Hodor (No Middle Ground, Ród Starków)"


def test_parse_problems_of_a_decklist_follow_the_language(client):
    english = client.post("/api/v1/validate", json={"decklist": HODOR, "game": "agot"}).get_json()
    german = client.post("/api/v1/validate?lang=de", json={"decklist": HODOR, "game": "agot"}).get_json()
    polish = client.post("/api/v1/validate", json={"decklist": HODOR, "game": "agot"},
                         headers={"Accept-Language": "pl"}).get_json()
    assert english["parse_problems"][0]["message"].startswith(EN_HODORRR)
    assert german["parse_problems"][0]["message"].startswith(DE_HODORRR)
    assert polish["parse_problems"][0]["message"].startswith(PL_HODORRR)
    for verdict in (german, polish):
        assert [dict(p, message="") for p in verdict["parse_problems"]] == \
            [dict(p, message="") for p in english["parse_problems"]]
        assert verdict["violations"][0]["message"] != english["violations"][0]["message"]

    parsed = client.post("/api/v1/decklists/parse?lang=de", json={"decklist": HODOR, "game": "agot"}).get_json()
    assert parsed["problems"][0]["message"].startswith(DE_HODORRR)


def test_batch_items_answer_in_the_language(client):
    body = {"decks": [{"decklist": HODOR, "game": "agot"}, {"game": "agot", "cards": "many"},
                      {"decklist": "House Stark\n100x Hodor\n", "game": "agot"}]}
    results = client.post("/api/v1/validate/batch?lang=de", json=body).get_json()["results"]
    assert results[0]["verdict"]["parse_problems"][0]["message"].startswith(DE_HODORRR)
    assert results[1]["error"]["code"] == "INVALID_REQUEST"
    assert results[1]["error"]["message"] == "Das Deck entspricht nicht dem Schema der Anfrage; siehe Details."
    assert results[2]["error"]["code"] == "INVALID_COUNT"
    assert results[2]["error"]["message"] == "Zeile 2: Die Anzahl 100 ist nicht möglich; erlaubt sind 0 bis 99."
    english = client.post("/api/v1/validate/batch", json=body).get_json()["results"]
    assert [r["error"] and r["error"]["details"] for r in results] == \
        [r["error"] and r["error"]["details"] for r in english]


def test_a_no_cards_found_error_lists_its_problems_in_the_language(client):
    text = "Meine Liste\nDies ist keine Karte\nund diese Zeile auch nicht\n"
    found = answers(client, "post", "/api/v1/validate", json={"decklist": text, "game": "agot"},
                    same_details=False)
    assert found["en"]["code"] == "NO_CARDS_FOUND"
    assert found["de"]["details"]["problems"][0]["message"].startswith("Zeile ")
    assert found["en"]["details"]["problems"][0]["message"].startswith("Line ")
    assert [p["code"] for p in found["pl"]["details"]["problems"]] == \
        [p["code"] for p in found["en"]["details"]["problems"]]


def test_not_ready_and_a_database_outage(all_db, tmp_path):
    missing = f"sqlite:///{tmp_path / 'no' / 'such' / 'folder' / 'events.sqlite'}"
    app = make_app(all_db, missing)
    found = answers(app.test_client(), "get", "/readyz")
    assert found["en"]["code"] == "NOT_READY" and found["en"]["details"]["events_database"].startswith("unreachable")
    # the goldfish jobs' embedded broker is a file beside the events database: not there either
    assert found["en"]["details"]["broker"].startswith("unreachable")
    assert found["en"]["message"] == "Not ready: events_database, broker."
    assert found["de"]["message"] == "Nicht bereit: events_database, broker."
    assert found["pl"]["message"] == "Usługa nie jest gotowa: events_database, broker."
    found = answers(app.test_client(), "get", "/api/v1/events/1")
    assert found["en"]["code"] in {"EVENTS_UNAVAILABLE", "DATABASE_ERROR", "DATABASE_UNAVAILABLE"}
    assert "database" in found["en"]["message"].lower() and "Datenbank" in found["de"]["message"]


# -- the pages -------------------------------------------------------------------------------------
def test_the_check_page_shows_a_refusal_in_the_page_language(client):
    r = client.post("/", data={"decklist": "House Stark\n100x Hodor\n", "game": "agot", "lang": "de"})
    assert r.status_code == 422
    assert "Zeile 2: Die Anzahl 100 ist nicht möglich; erlaubt sind 0 bis 99." in text_of(r)
    assert "INVALID_COUNT" in text_of(r)
    r = client.post("/", data={"decklist": "House Stark\n100x Hodor\n", "game": "agot", "lang": "pl"})
    assert "Wiersz 2: liczba 100 jest niemożliwa" in text_of(r)


# -- the command ----------------------------------------------------------------------------------
def test_cli_validate_speaks_its_lang(all_db):
    need_rules("agot")
    long_line = "x" * 400
    done = run(["validate", "-", "--game", "agot", "--lang", "de"], all_db,
               stdin=f"House Stark\n3x Hodor\n{long_line}\n2x Hodorrr\n")
    assert done.returncode == 1, done.stderr
    assert "Zeile 3 ist zu lang für eine Kartenzeile." in done.stdout
    assert "Zeile 4: Keine Karte heißt „Hodorrr“. Meintest du Hodor (Dazwischen gibt es Nichts, Haus Stark)" in done.stdout
    bad = run(["validate", "-", "--game", "agot", "--lang", "pl"], all_db, stdin="House Stark\n100x Hodor\n")
    assert bad.returncode == 2
    assert "błąd: Wiersz 2: liczba 100 jest niemożliwa" in bad.stderr
    none = run(["validate", "-", "--game", "agot", "--lang", "de"], all_db,
               stdin="Meine Liste\nDies ist keine Karte\nund diese Zeile auch nicht\n")
    assert none.returncode == 2
    assert "Fehler: Keine Zeile der Deckliste nennt eine Karte" in none.stderr
    assert '"message": "Zeile 2' in none.stderr                     # the details' problems too
    english = DeckInputError("INVALID_COUNT", {"line": 2, "count": 100, "maximum": 99}, variant="line")
    assert english.message in run(["validate", "-", "--game", "agot"], all_db,
                                  stdin="House Stark\n100x Hodor\n").stderr
