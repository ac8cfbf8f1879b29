"""Bounded memory per worker (issue 40 item 1): the parts a test can hold. A request whose
body or answer is big hands the freed memory back once it is answered (api/memory.py), a
small one costs nothing; gunicorn replaces a worker after DECKCHECK_MAX_REQUESTS requests,
with jitter, as a backstop. The soak itself (RSS per worker under the hostile mix, served on
loopback) is bench/hostile_soak.py; its figures are in docs/performance.md."""
from __future__ import annotations

import pytest
from test_api_helpers import make_app, need_rules
from test_api_validate import KINGSMOOT_DECK

import api.memory


@pytest.fixture
def trims(all_db, monkeypatch):
    need_rules("agot")
    calls: list[int] = []
    monkeypatch.setattr(api.memory, "malloc_trim", lambda: lambda: calls.append(1))
    app = make_app(all_db)
    return app.test_client(), calls


def test_a_big_batch_hands_its_memory_back_a_small_request_does_not(trims):
    client, calls = trims
    res = client.post("/api/v1/validate", json=KINGSMOOT_DECK)
    res.close()
    assert res.status_code == 200 and calls == []
    res = client.post("/api/v1/validate/batch", json={"decks": [KINGSMOOT_DECK] * 500})
    assert res.status_code == 200 and calls == []          # not before the answer is sent
    res.close()
    assert calls == [1]
    refused = client.post("/api/v1/validate", data=b"x" * (3 * 1024 * 1024), content_type="application/json")
    refused.close()
    assert refused.status_code == 413 and calls == [1, 1]   # a refused big body too


def test_no_trim_where_there_is_none_or_it_is_off(all_db, monkeypatch):
    monkeypatch.setattr(api.memory, "malloc_trim", lambda: None)
    client = make_app(all_db).test_client()
    assert client.post("/api/v1/validate/batch", json={"decks": [KINGSMOOT_DECK] * 50}).status_code == 200
    calls: list[int] = []
    monkeypatch.setattr(api.memory, "malloc_trim", lambda: lambda: calls.append(1))
    off = make_app(all_db, TRIM_BYTES=0).test_client()
    off.post("/api/v1/validate/batch", json={"decks": [KINGSMOOT_DECK] * 500}).close()
    assert calls == []


def test_glibc_trim_is_found_here():
    import platform

    if platform.libc_ver()[0] != "glibc":
        pytest.skip("not glibc")
    trim = api.memory.malloc_trim()
    assert trim is not None
    trim()


def test_workers_are_replaced_after_many_requests_with_jitter(monkeypatch):
    from api import server

    defaults = server.options()
    assert defaults["max_requests"] == 20000 and defaults["max_requests_jitter"] == 2000
    monkeypatch.setenv("DECKCHECK_MAX_REQUESTS", "0")
    assert server.options()["max_requests"] == 0
