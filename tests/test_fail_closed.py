"""Fail closed: a decklist with a line that was not read is never legal, on any surface.

The Kingsmoot 2015 winner (a real tournament deck, OCTGN file from the shared samples),
written out as a plain-text list by our own writer, is legal; the same list with one card
line misspelled beyond recognition must be reported illegal by the domain, the API, the
CLI, the web page and an event's report and CSV, with an AGOT_UNREAD_LINE violation that
names the line, its text and why it was not read."""
from __future__ import annotations

import csv
import io

import pytest
from click.testing import CliRunner
from test_api_helpers import KINGSMOOT, make_app, need_rules, read_sample, shared_service

from api.cli import main
from deckcheck.decklists.plaintext import write_plain_text

FUTURE = "2099-06-01T09:00:00+02:00"
AS_OF = "2017-06-01"
GARBLE = "3x Qwxzv Plmbrtq"


@pytest.fixture(scope="module")
def lists(all_db):
    need_rules("agot")
    svc = shared_service(all_db)
    result = svc.read_decklist(read_sample(KINGSMOOT), "agot")
    text = write_plain_text(result.deck, svc.pool("agot"))
    lines = text.splitlines()
    # replace the last three-copy line (a draw card: the deck loses 3 of its 60) by a name no card has
    at = max(i for i, line in enumerate(lines) if line.startswith("3x "))
    garbled = "\n".join(lines[:at] + [GARBLE] + lines[at + 1:]) + "\n"
    return {"good": text, "bad": garbled, "line": at + 1}


def test_domain_and_service(all_db, lists):
    svc = shared_service(all_db)
    good = svc.validate_payload({"decklist": lists["good"], "game": "agot", "as_of": AS_OF})
    assert good["valid"] is True, good["violations"]
    bad = svc.validate_payload({"decklist": lists["bad"], "game": "agot", "as_of": AS_OF})
    assert bad["valid"] is False
    (unread,) = [v for v in bad["violations"] if v["code"] == "AGOT_UNREAD_LINE"]
    assert unread["line"] == lists["line"] and unread["text"] == GARBLE
    assert unread["reason"] == "UNKNOWN_NAME" and unread["copies"] == 3
    assert f"Line {lists['line']}" in unread["message"] and "never reported legal" in unread["message"]
    # the draw deck fell under 60: the count violation says the unread line may explain it
    sizes = [v for v in bad["violations"] if v["code"] == "AGOT_DRAW_DECK_SIZE"]
    assert sizes and sizes[0]["unread_lines_may_explain"] is True
    assert "may hold the missing cards" in sizes[0]["message"]
    # the deck as read: every card line, the unread one in place
    read = {r["line"]: r for r in bad["read"]}
    assert read[lists["line"]]["status"] == "unread" and read[lists["line"]]["card"] is None
    assert sum(1 for r in bad["read"] if r["status"] == "read") == len(bad["read"]) - 1


def test_messages_in_german_and_polish(all_db, lists):
    svc = shared_service(all_db)
    for lang, words in (("de", "nie als legal"), ("pl", "nigdy nie jest uznawana")):
        out = svc.validate_payload({"decklist": lists["bad"], "game": "agot", "as_of": AS_OF}, lang)
        (unread,) = [v for v in out["violations"] if v["code"] == "AGOT_UNREAD_LINE"]
        assert words in unread["message"] and str(lists["line"]) in unread["message"]


def test_api(all_db, events_url, lists):
    client = make_app(all_db, events_url).test_client()
    r = client.post("/api/v1/validate", json={"decklist": lists["bad"], "game": "agot", "as_of": AS_OF})
    assert r.status_code == 200 and r.get_json()["valid"] is False
    r = client.post("/api/v1/validate/batch", json={"decks": [
        {"decklist": lists["good"], "game": "agot", "as_of": AS_OF},
        {"decklist": lists["bad"], "game": "agot", "as_of": AS_OF}]})
    assert [x["verdict"]["valid"] for x in r.get_json()["results"]] == [True, False]


def test_cli_exit_code(all_db, tmp_path, lists):
    good, bad = tmp_path / "good.txt", tmp_path / "bad.txt"
    good.write_text(lists["good"], encoding="utf-8")
    bad.write_text(lists["bad"], encoding="utf-8")
    env = {"DATABASE_URL": all_db}
    ok = CliRunner().invoke(main, ["validate", str(good), "--as-of", AS_OF], env=env)
    assert ok.exit_code == 0, ok.output
    no = CliRunner().invoke(main, ["validate", str(bad), "--as-of", AS_OF], env=env)
    assert no.exit_code == 1, no.output
    assert "AGOT_UNREAD_LINE" in no.output or "not read" in no.output


def test_web_page_shows_no_legal_badge(all_db, events_url, lists):
    client = make_app(all_db, events_url).test_client()
    page = client.post("/?lang=en", data={"decklist": lists["bad"], "game": "agot", "as_of": AS_OF})
    html = page.get_data(as_text=True)
    assert 'data-valid="false"' in html and "✓" not in html.split('class="verdict')[1][:400]
    good = client.post("/?lang=en", data={"decklist": lists["good"], "game": "agot", "as_of": AS_OF})
    assert 'data-valid="true"' in good.get_data(as_text=True)


def test_event_report_and_csv(all_db, events_url, lists):
    from api.extensions import event_service
    from card_db.database import get_engine

    key = event_service(get_engine(events_url)).create_api_key("organizer")[1]
    client = make_app(all_db, events_url).test_client()
    auth = {"Authorization": f"Bearer {key}"}
    event = client.post("/api/v1/events", json={"name": "Kingsmoot", "game": "agot", "deadline": FUTURE,
                                                "as_of": AS_OF}, headers=auth).get_json()
    for player, text in (("Good", lists["good"]), ("Bad", lists["bad"])):
        r = client.post(f"/api/v1/events/{event['id']}/registrations",
                        json={"player": player, "decklist": text}, headers=auth)
        assert r.status_code in (200, 201), r.get_json()
    report = client.get(f"/api/v1/events/{event['id']}/report", headers=auth).get_json()
    assert report["summary"] == {"players": 2, "valid": 1, "invalid": 1}
    text = client.get(f"/api/v1/events/{event['id']}/report.csv", headers=auth).get_data(as_text=True)
    rows = {row["player"]: row for row in csv.DictReader(io.StringIO(text))}
    assert rows["Good"]["valid"] == "yes" and rows["Bad"]["valid"] == "no"
    assert "AGOT_UNREAD_LINE" in rows["Bad"]["violation_codes"]
