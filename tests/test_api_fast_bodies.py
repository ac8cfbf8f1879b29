"""api/bodies.py: the canonical deck read with one orjson parse answers exactly as the schema
path (webargs + marshmallow + the standard library's JSON) answers the same request, for
plain decks and for every body orjson reads otherwise (huge integers, NaN, surrogates,
duplicate keys, BOM, NUL) or the schema must judge (types, lengths, unknown fields)."""
from __future__ import annotations

import json

import pytest
from test_api_helpers import make_app, need_rules
from test_api_validate import KINGSMOOT_CARDS

import api.bodies as bodies
from api.schemas import ValidateRequestSchema

DECK = json.dumps({"game": "agot", "faction": "baratheon", "cards": KINGSMOOT_CARDS})[:-1]


def deck(extra: str = "") -> bytes:
    return (DECK + extra + "}").encode()


SINGLE = [
    deck(), deck(', "as_of": "2017-06-01"'), deck(', "as_of": "2017-6-1"'), deck(', "as_of": "20170601"'),
    deck(', "as_of": ""'), deck(', "as_of": null'), deck(', "as_of": "2017-02-30"'), deck(', "as_of": 5'),
    deck(', "strict": "yes"'), deck(', "strict": true'), deck(', "unknown": 1'), deck(', "format": "melee"'),
    deck(', "format": "' + "x" * 201 + '"'), deck(', "name": 7'), deck(', "list": "nope"'),
    deck(', "game": "chess"'), deck(', "decklist": "x"'),
    b'{"game": "agot", "cards": {"01001": 12345678901234567890123}}',      # orjson: a float
    b'{"game": "agot", "cards": {"01001": ' + b"9" * 5000 + b'}}',          # MALFORMED_JSON
    b'{"game": "agot", "cards": {"01001": -9223372036854775809}}',
    b'{"game": "agot", "cards": {"01001": NaN}}', b'{"game": "agot", "cards": {"01001": 1e400}}',
    b'{"game": "agot", "cards": {"01001": 1.0}}', b'{"game": "agot", "cards": {"01001": true}}',
    b'{"game": "agot", "cards": {"01001": 100}}', b'{"game": "agot", "cards": {"01001": "2"}}',
    b'{"game": "agot", "cards": {"01001": 1, "01001": 3}}',                 # the last one wins
    b'{"game": "agot", "cards": {"0100\\u00001": 1}}', b'{"game": "agot", "cards": {"\\ud800": 1}}',
    b'{"game": "agot", "cards": {"\\ud83d\\ude00": 1}}', b'\xef\xbb\xbf{"game": "agot", "cards": {}}',
    b'{"game": "agot", "cards": {"01001": 1},}', b'{"game": "agot", "cards": {"\xff": 1}}', b"", b"[]",
    b"[" * 3000 + b"]" * 3000, b'{"game": "agot", "cards": [{"id": "01001", "count": 2}]}',
    b'{"cards": {"01001": 1}}', b'{"game": "agot", "decklist": "Fealty\\n3x Stannis Baratheon"}',
]
BATCH = [
    b'{"decks": [' + deck() + b", " + deck(', "strict": 1') + b', 5, {"game": "agot", "cards": '
    b'{"01001": 123456789012345678901}}, {"game": "agot", "cards": {"a\\u0000": 1}}]}',
    b'{"decks": []}', b'{"decks": 5}', b'{"decks": [' + b",".join([deck()] * 501) + b"]}",
    b'{"decks": [' + deck() + b'], "strict": "no"}', b'{"decks": [' + deck() + b'], "x": 1}',
    b'{"decks": [' + deck() + b'], "strict": true}',
    b'{"decks": [{"game": "agot", "decklist": "Fealty\\n3x Stanis Baratheon"}, ' + deck() + b"]}",
]


@pytest.fixture(scope="module")
def client(all_db):
    need_rules("agot")
    app = make_app(all_db)
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app.test_client()


def answers(client, path: str, body: bytes, headers: dict) -> tuple[int, object]:
    r = client.post(path, data=body, headers={"Content-Type": "application/json", **headers})
    return r.status_code, json.loads(r.data)


@pytest.mark.parametrize("path,body", [("/api/v1/validate", b) for b in SINGLE]
                         + [("/api/v1/validate/batch", b) for b in BATCH])
@pytest.mark.parametrize("query,headers", [("", {}), ("?lang=de", {}), ("?lang=xx", {}),
                                           ("", {"Accept-Language": "pl;q=0.5, de;q=0.6"})])
def test_fast_reading_answers_as_the_schema_does(client, monkeypatch, path, body, query, headers):
    fast = answers(client, path + query, body, headers)
    monkeypatch.setattr(bodies, "_plain_json", lambda: None)          # the schema path only
    assert fast == answers(client, path + query, body, headers)


def test_a_plain_canonical_deck_skips_the_schema(client, monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the schema was asked")

    monkeypatch.setattr(ValidateRequestSchema, "load", refuse)
    r = client.post("/api/v1/validate?lang=de", data=deck(', "as_of": "2017-06-01"'),
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 200 and r.get_json()["valid"] is True
    r = client.post("/api/v1/validate/batch", data=b'{"decks": [' + deck() + b"]}",
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 200 and r.get_json()["summary"]["total"] == 1


def test_canonical_deck_reads_only_what_the_schema_would_load_unchanged():
    assert bodies.canonical_deck({"game": "agot", "cards": {"01001": 1}, "as_of": "2017-06-01"}) == {
        "game": "agot", "cards": {"01001": 1}, "as_of": ValidateRequestSchema().load(
            {"game": "agot", "cards": {}, "as_of": "2017-06-01"})["as_of"], "strict": False}
    for refused in ({"game": "agot", "cards": {"01001": 1.0}}, {"game": "agot", "cards": {"01001": True}},
                    {"game": "agot", "cards": [], "x": 1}, {"game": "agot", "cards": {}, "as_of": "2017-6-1"},
                    {"game": "agot", "cards": {}, "strict": 1}, {"game": "agot", "cards": {}, "name": "x" * 201},
                    {"game": "chess", "cards": {}}, {"game": "agot", "decklist": "x"}, ["agot"]):
        assert bodies.canonical_deck(refused) is None


def test_no_session_is_opened_for_the_api(client):
    r = client.post("/api/v1/validate", data=deck(), headers={"Content-Type": "application/json"})
    assert r.status_code == 200 and "Set-Cookie" not in r.headers and "Cookie" not in r.headers.get("Vary", "")


def test_which_raw_bodies_orjson_may_read():
    """plain_json leaves to the standard path: 19 digits in a row anywhere (orjson reads an
    integer beyond 64 bits as a float), an escaped NUL or surrogate; other escapes are read."""
    assert bodies.plain_json(b'{"cards": {"01001": 999999999999999999}}') == {"cards": {"01001": 10**18 - 1}}
    assert bodies.plain_json(b'{"cards": {"01001": 1000000000000000000}}') is None
    assert bodies.plain_json(b'{"name": "1234567890123456789"}') is None
    assert bodies.plain_json(b'{"name": "123456789-123456789"}') == {"name": "123456789-123456789"}
    assert bodies.plain_json(b'{"name": "Caf\\u00e9"}') == {"name": "Caf\u00e9"}
    assert bodies.plain_json(b'{"name": "\\u0000"}') is None
    assert bodies.plain_json(b'{"name": "\\uD83D\\uDE00"}') is None
    assert bodies.plain_json(b'{"name": "\\ud83d\\ude00"}') is None
    assert bodies.plain_json(b'{"name": ') is None


def test_a_streamed_body_is_counted_to_the_byte(all_db):
    """Without Content-Length (chunked), a body of exactly the limit is read whole and one
    byte more is a 413 (werkzeug alone hands back the first ``limit`` bytes as the body)."""
    import io

    from werkzeug.exceptions import RequestEntityTooLarge
    from werkzeug.test import EnvironBuilder

    app = make_app(all_db, MAX_CONTENT_LENGTH=10)
    for size, refused in ((10, False), (11, True), (0, False)):
        environ = EnvironBuilder(method="POST").get_environ()
        environ.update({"wsgi.input": io.BytesIO(b"x" * size), "wsgi.input_terminated": True})
        environ.pop("CONTENT_LENGTH", None)
        with app.request_context(environ):
            from flask import request

            if refused:
                with pytest.raises(RequestEntityTooLarge):
                    request.get_data()
            else:
                assert request.get_data() == b"x" * size
