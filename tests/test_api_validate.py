"""POST /api/v1/validate and /validate/batch, languages, and every client-mistake path."""
from __future__ import annotations

import json
import os

import pytest
from test_api_helpers import KINGSMOOT, OOTB, error_of, make_app, need_rules, read_sample

KINGSMOOT_CARDS = {"01027": 1, "01002": 1, "01004": 1, "01009": 1, "01011": 2, "01022": 1, "01026": 1,
                   "01028": 2, "01046": 2, "01047": 3, "01048": 3, "01049": 2, "01050": 2, "01051": 1,
                   "01052": 3, "01053": 3, "01054": 3, "01055": 1, "01056": 3, "01057": 2, "01038": 2,
                   "01039": 3, "01040": 3, "01059": 3, "01060": 2, "01061": 3, "01032": 1, "01033": 1,
                   "01035": 3, "01058": 1, "01062": 3, "01063": 2, "01064": 3}
KINGSMOOT_DECK = {"game": "agot", "faction": "baratheon", "as_of": "2017-06-01", "cards": KINGSMOOT_CARDS}


@pytest.fixture(scope="module")
def client(all_db):
    need_rules("agot")
    app = make_app(all_db)
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app.test_client()


def test_canonical_deck_passes_with_the_list_of_its_date(client):
    r = client.post("/api/v1/validate", json=KINGSMOOT_DECK)
    assert r.status_code == 200
    body = r.get_json()
    assert body["valid"] is True and body["violations"] == []
    assert body["game"] == "agot" and body["format"] == "joust"
    assert body["counts"] == {"agenda": 1, "plot": 7, "draw": 60}
    assert body["lists"][0]["effective"] <= "2017-06-01"
    assert "parse_problems" not in body and "deck" not in body


def test_every_violation_with_code_cards_and_numbers(client):
    cards = dict(KINGSMOOT_CARDS)
    cards["01011"] = 3                       # a plot tripled, 8 plots
    del cards["01064"]                       # 57 draw cards
    r = client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "cards": cards})
    body = r.get_json()
    assert r.status_code == 200 and body["valid"] is False
    by_code = {v["code"]: v for v in body["violations"]}
    assert by_code["AGOT_DRAW_DECK_SIZE"]["actual"] == 57 and by_code["AGOT_DRAW_DECK_SIZE"]["expected"] == 60
    assert by_code["AGOT_PLOT_DECK_SIZE"]["actual"] == 8
    assert all(isinstance(v["message"], str) and v["message"] for v in body["violations"])


@pytest.mark.parametrize("query,headers,word", [
    ("?lang=de", {}, "Nachziehstapel"),
    ("", {"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"}, "Nachziehstapel"),
    ("?lang=en", {"Accept-Language": "de"}, "draw deck"),
    ("", {}, "draw deck"),
])
def test_messages_follow_lang_then_accept_language(client, query, headers, word):
    cards = {k: v for k, v in KINGSMOOT_CARDS.items() if k != "01064"}
    r = client.post(f"/api/v1/validate{query}", json={**KINGSMOOT_DECK, "cards": cards}, headers=headers)
    (violation,) = [v for v in r.get_json()["violations"] if v["code"] == "AGOT_DRAW_DECK_SIZE"]
    assert word.lower() in violation["message"].lower()


def test_polish_messages(client):
    r = client.post("/api/v1/validate?lang=pl", json={"game": "agot", "faction": "stark", "cards": {"01001": 1}})
    messages = {v["code"]: v["message"] for v in r.get_json()["violations"]}
    english = {v["code"]: v["message"] for v in
               client.post("/api/v1/validate", json={"game": "agot", "faction": "stark",
                                                     "cards": {"01001": 1}}).get_json()["violations"]}
    assert messages.keys() == english.keys()
    assert all(messages[c] != english[c] for c in messages)


def test_decklist_body_carries_the_deck_and_parse_problems(client):
    text = read_sample(KINGSMOOT).replace(
        '<card qty="1" id="a380b0e0-610c-47f9-ac9f-ae12163b45fd">Summons</card>',
        '<card qty="1" id="nope">Sumons</card>')
    r = client.post("/api/v1/validate", json={"decklist": text, "as_of": "2017-06-01"})
    body = r.get_json()
    assert r.status_code == 200
    assert body["deck"]["faction"] == "baratheon" and body["deck"]["as_of"] == "2017-06-01"
    (problem,) = body["parse_problems"]
    assert problem["code"] == "UNKNOWN_ID" and problem["candidates"][0]["name"] == "Summons"
    assert any(v["code"] == "AGOT_PLOT_DECK_SIZE" and v["actual"] == 6 for v in body["violations"])


def test_decklist_overrides_format_and_list(client):
    text = read_sample(KINGSMOOT)
    body = client.post("/api/v1/validate", json={"decklist": text, "format": "melee",
                                                 "as_of": "2017-06-01"}).get_json()
    assert body["format"] == "melee"
    r = client.post("/api/v1/validate", json={"decklist": text, "list": "no-such-list"})
    assert r.status_code == 422 and error_of(r)["code"] == "UNKNOWN_LIST"


def test_unknown_card_ids_in_a_deck_are_violations(client):
    """A card id the data does not know is a deck problem (AGOT_UNKNOWN_CARD), not a 4xx."""
    r = client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "cards": {**KINGSMOOT_CARDS, "99999": 1}})
    body = r.get_json()
    (unknown,) = [v for v in body["violations"] if v["code"] == "AGOT_UNKNOWN_CARD"]
    assert unknown["cards"] == ["99999"]


def test_other_games(client, l5r_pool, whi_pool):
    if len(l5r_pool):
        need_rules("l5r")
        body = client.post("/api/v1/validate", json={"game": "l5r", "cards": {"guest-of-honor": 4,
                                                                               "nope-card": 1}}).get_json()
        codes = {v["code"] for v in body["violations"]}
        assert {"L5R_UNKNOWN_CARD", "L5R_COPIES"} <= codes
    if len(whi_pool):
        need_rules("whi")
        body = client.post("/api/v1/validate", json={"game": "whi", "cards": {"01116": 4}}).get_json()
        assert body["game"] == "whi" and "WHI_COPIES" in {v["code"] for v in body["violations"]}


# -- client mistakes: each a 4xx with the JSON error shape ------------------------------------------
def test_malformed_json(client):
    r = client.post("/api/v1/validate", data='{"game": "agot", "cards": {', content_type="application/json")
    assert r.status_code == 400 and error_of(r)["code"] == "MALFORMED_JSON"


def test_deeply_nested_json(client):
    r = client.post("/api/v1/validate", data="[" * 100_000 + "]" * 100_000, content_type="application/json")
    assert r.status_code == 400 and error_of(r)["code"] == "MALFORMED_JSON"


def test_body_that_is_not_an_object(client):
    for body in ("[1, 2]", '"deck"', "42", "null"):
        r = client.post("/api/v1/validate", data=body, content_type="application/json")
        assert 400 <= r.status_code < 500, body
        error_of(r)


def test_ten_megabyte_body(client):
    big = json.dumps({"game": "agot", "cards": {"01001": 1}, "name": "x" * (10 * 1024 * 1024)})
    r = client.post("/api/v1/validate", data=big, content_type="application/json")
    assert r.status_code == 413
    assert error_of(r)["code"] == "BODY_TOO_LARGE"


def test_wrong_types(client):
    cases = [{"game": 3, "cards": {}}, {"game": "agot", "cards": "01001"}, {"game": "agot", "cards": {"01001": "3"}},
             {"game": "agot", "cards": {"01001": 1.5}}, {"game": "agot", "cards": {"01001": True}},
             {"game": "agot", "as_of": "yesterday", "cards": {}}, {"game": "agot", "faction": ["stark"], "cards": {}},
             {"cards": {"01001": 1}}, {"game": "agot"}, {"game": "agot", "cards": {}, "decklist": "x"},
             {"game": "agot", "cards": {}, "colour": "red"}, {"game": "agot", "cards": [{"count": 2}]}]
    for case in cases:
        r = client.post("/api/v1/validate", json=case)
        assert r.status_code == 422, (case, r.get_json())
        assert error_of(r)["code"] in {"INVALID_REQUEST", "INVALID_COUNT", "INVALID_CARDS", "INVALID_CARD_ID"}


def test_unknown_game_format_and_list(client):
    r = client.post("/api/v1/validate", json={"game": "mtg", "cards": {}})
    assert r.status_code == 422 and "game" in error_of(r)["details"]
    r = client.post("/api/v1/validate", json={"game": "agot", "format": "vintage", "cards": {}})
    assert r.status_code == 422 and error_of(r)["code"] == "UNKNOWN_FORMAT"
    r = client.post("/api/v1/validate", json={"game": "agot", "list": "nope", "cards": {}})
    assert r.status_code == 422 and error_of(r)["code"] == "UNKNOWN_LIST"
    r = client.post("/api/v1/validate?lang=fr", json=KINGSMOOT_DECK)
    assert r.status_code == 422 and "lang" in json.dumps(error_of(r)["details"])


def test_unknown_ids(client):
    """Unknown ids of resources are 4xx errors; an unknown card id inside a deck is a
    violation of the deck (see test_unknown_card_ids_in_a_deck_are_violations)."""
    for path, code in (("/api/v1/games/agot/cards/no-such-card", "CARD_NOT_FOUND"),
                       ("/api/v1/games/nope/lists", "UNKNOWN_GAME"),
                       ("/api/v1/events/424242", "EVENT_NOT_FOUND"),
                       ("/api/v1/events/99999999999999999999999", "EVENT_NOT_FOUND")):
        r = client.get(path)
        assert r.status_code == 404 and error_of(r)["code"] == code, path
    r = client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "list": "gotstandard9.9"})
    assert r.status_code == 422 and "gotstandard2.1" in error_of(r)["details"]["lists"]
    r = client.post("/api/v1/validate", json={"game": "agot", "cards": {"": 1}})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_CARD_ID"


def test_negative_counts(client):
    r = client.post("/api/v1/validate", json={"game": "agot", "cards": {"01001": -1}})
    err = error_of(r)
    assert r.status_code == 422 and err["code"] == "INVALID_COUNT" and err["details"]["count"] == -1
    r = client.post("/api/v1/validate", json={"decklist": "House Stark\n-3x Hodor\n", "game": "agot"})
    assert r.status_code == 422 and error_of(r)["details"]["line"] == 2


def test_ten_thousand_card_deck(client):
    ids = [f"{n:05d}" for n in range(1001, 1201)]
    r = client.post("/api/v1/validate", json={"game": "agot", "cards": {i: 50 for i in ids}})
    err = error_of(r)
    assert r.status_code == 422 and err["code"] == "DECK_TOO_LARGE" and err["details"]["cards"] == 10_000
    r = client.post("/api/v1/validate", json={"game": "agot", "cards": [{"id": f"x{n}", "count": 1}
                                                                         for n in range(10_000)]})
    assert r.status_code == 422 and error_of(r)["code"] == "DECK_TOO_LARGE"
    text = "House Stark\n" + "99x Hodor\n" * 102
    r = client.post("/api/v1/validate", json={"decklist": text, "game": "agot"})
    assert r.status_code == 422 and error_of(r)["code"] == "DECK_TOO_LARGE"


def test_unicode_junk(client):
    r = client.post("/api/v1/validate", data=b'{"game": "agot", "cards": {"\xff\xfe\xfd": 1}}',
                    content_type="application/json")
    assert r.status_code == 400 and error_of(r)["code"] == "MALFORMED_JSON"
    r = client.post("/api/v1/validate", data="\u202e💥\x00ꙮ".encode(), content_type="application/json")
    assert r.status_code == 400
    r = client.post("/api/v1/validate", json={"game": "\u202e\ud800agot", "cards": {}})
    assert r.status_code in (400, 422)
    error_of(r)
    r = client.post("/api/v1/validate", json={"decklist": "\u202e\u0001💥\nꙮꙮꙮ\n\ufffd", "game": "agot"})
    assert r.status_code == 422 and error_of(r)["code"] == "NO_CARDS_FOUND"
    r = client.post("/api/v1/validate", json={"decklist": "\u202e\u0001💥\nꙮꙮꙮ\n"})
    assert r.status_code == 422 and error_of(r)["code"] == "UNKNOWN_GAME"
    # NUL is refused everywhere (issue 14: PostgreSQL cannot store it)
    r = client.post("/api/v1/validate", json={"decklist": "\u202e\u0000💥\nꙮꙮꙮ\n\ufffd", "game": "agot"})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_TEXT"


def test_wrong_method_and_unknown_path(client):
    r = client.get("/api/v1/validate")
    assert r.status_code == 405 and error_of(r)["code"] == "METHOD_NOT_ALLOWED"
    r = client.get("/api/v1/nothing-here")
    assert r.status_code == 404 and error_of(r)["code"] == "NOT_FOUND"


def test_form_body_instead_of_json(client):
    r = client.post("/api/v1/validate", data={"game": "agot"})
    assert r.status_code == 415             # said as such (issue 41), no longer a schema's 422
    assert error_of(r)["code"] == "UNSUPPORTED_MEDIA_TYPE" and "application/json" in error_of(r)["message"]


# -- batch -----------------------------------------------------------------------------------------
def test_batch_keeps_order_and_isolates_bad_decks(client):
    ootb = read_sample(OOTB[0])
    decks = [KINGSMOOT_DECK, {"game": "agot", "cards": {"01001": -5}}, "not a deck",
             {"decklist": ootb}, {"game": "agot", "cards": {}, "bogus": 1}, {"decklist": "ꙮꙮ", "game": "agot"}]
    r = client.post("/api/v1/validate/batch?lang=de", json={"decks": decks})
    assert r.status_code == 200
    body = r.get_json()
    results = body["results"]
    assert [x["index"] for x in results] == list(range(6))
    assert results[0]["verdict"]["valid"] is True and results[0]["error"] is None
    assert results[1]["error"]["code"] == "INVALID_COUNT" and results[1]["verdict"] is None
    assert results[2]["error"]["code"] == "INVALID_REQUEST"
    assert results[3]["verdict"]["valid"] is False and results[3]["verdict"]["deck"]["game"] == "agot"
    assert "Nachziehstapel" in json.dumps(results[3]["verdict"]["violations"], ensure_ascii=False)
    assert results[4]["error"]["code"] == "INVALID_REQUEST"
    assert results[5]["error"]["code"] == "NO_CARDS_FOUND"
    assert body["summary"] == {"total": 6, "valid": 1, "invalid": 1, "errors": 4}


def test_batch_limits(client):
    r = client.post("/api/v1/validate/batch", json={"decks": [KINGSMOOT_DECK] * 501})
    assert r.status_code == 422 and "decks" in error_of(r)["details"]
    r = client.post("/api/v1/validate/batch", json={"decks": []})
    assert r.status_code == 422
    r = client.post("/api/v1/validate/batch", json={"decks": {"a": 1}})
    assert r.status_code == 422
    r = client.post("/api/v1/validate/batch", json={"decks": [KINGSMOOT_DECK] * 500})
    assert r.status_code == 200 and r.get_json()["summary"]["valid"] == 500


def test_a_crashing_rule_fails_only_its_deck(client, monkeypatch):
    """A rule that raises for one deck (here an extra rule of the AGoT default format that
    breaks on Stark decks): that deck's answer is INTERNAL_ERROR, the batch's others stand."""
    import dataclasses
    from types import MappingProxyType

    from deckcheck.games import get_game

    module = get_game("agot").load_formats()
    name = module.DEFAULT_FORMAT

    def flaky(ctx):
        if ctx.deck.faction == "stark":
            raise RuntimeError("bug in a rule")
        return ()

    fmt = module.FORMATS[name]
    monkeypatch.setattr(module, "FORMATS", MappingProxyType(
        {**module.FORMATS, name: dataclasses.replace(fmt, rules=(*fmt.rules, flaky))}))
    r = client.post("/api/v1/validate/batch", json={"decks": [{**KINGSMOOT_DECK, "faction": "stark"},
                                                              KINGSMOOT_DECK]})
    results = r.get_json()["results"]
    assert results[0]["error"]["code"] == "INTERNAL_ERROR" and results[1]["verdict"]["valid"]
    r = client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "faction": "stark"})
    assert r.status_code == 500 and error_of(r)["code"] == "INTERNAL_ERROR"


def test_request_ids_are_unique_in_a_worker_and_across_workers():
    from api.ops import new_request_id

    ids = {new_request_id() for _ in range(1000)}
    assert len(ids) == 1000 and all(len(i) == 32 and int(i, 16) >= 0 for i in ids)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:                                   # a forked worker draws its own random half
        os.write(write, new_request_id().encode())
        os._exit(0)
    os.waitpid(pid, 0)
    child = os.read(read, 64).decode()
    assert len(child) == 32 and child[:16] != new_request_id()[:16]


def test_a_reload_refreezes_the_heap_of_a_served_worker(client, monkeypatch):
    import api.extensions as extensions

    calls = []
    for name in ("freeze", "unfreeze", "collect"):
        monkeypatch.setattr(f"gc.{name}", lambda name=name: calls.append(name))
    monkeypatch.setattr(extensions, "_frozen", extensions._frozen)     # (restored after the test)
    extensions.freeze_heap()
    assert calls == ["freeze"]
    service = client.application.extensions["deckcheck"]
    monkeypatch.setattr(service, "reload_due", lambda: True)
    monkeypatch.setattr(service, "reload_if_due", lambda: True)
    assert client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "name": "after a reload"}).status_code == 200
    assert calls == ["freeze", "unfreeze", "collect", "freeze"]


def test_the_same_deck_again_gets_the_same_answer_worked_out_anew(client):
    """No answer is kept: a caller may change what it got (the fix suggestions add to the
    violations in place) and the next answer is still the verdict."""
    service = client.application.extensions["deckcheck"]
    deck = {**KINGSMOOT_DECK, "cards": {**KINGSMOOT_DECK["cards"], "01011": 3, "01064": 4}}
    first = service.validate_payload(dict(deck), "de")
    assert not first["valid"]
    first["violations"][0]["cards"].append("changed")
    first["counts"]["draw"] = -1
    first["warnings"].append({})
    again = service.validate_payload(dict(deck), "de")
    assert again != first and again == service.validate_payload(dict(deck), "de")
    one, two = (client.post("/api/v1/validate", json=deck) for _ in range(2))
    assert one.status_code == two.status_code == 200 and one.data == two.data
