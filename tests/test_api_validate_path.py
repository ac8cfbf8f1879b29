"""POST /api/v1/validate answered by the one Flask path: request ids unique across workers,
a card data reload refreezes the served worker's heap, each answer a new one."""
from __future__ import annotations

import os

import pytest
from test_api_helpers import make_app, need_rules
from test_hostile_budget import KINGSMOOT_DECK


@pytest.fixture(scope="module")
def app(all_db):
    need_rules("agot")
    found = make_app(all_db)
    if not len(found.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return found


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


def test_a_reload_refreezes_the_heap_of_a_served_worker(app, monkeypatch):
    import api.extensions as extensions

    calls = []
    for name in ("freeze", "unfreeze", "collect"):
        monkeypatch.setattr(f"gc.{name}", lambda name=name: calls.append(name))
    monkeypatch.setattr(extensions, "_frozen", extensions._frozen)     # (restored after the test)
    extensions.freeze_heap()
    assert calls == ["freeze"]
    service = app.extensions["deckcheck"]
    monkeypatch.setattr(service, "reload_due", lambda: True)
    monkeypatch.setattr(service, "reload_if_due", lambda: True)
    client = app.test_client()
    assert client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "name": "after a reload"}).status_code == 200
    assert calls == ["freeze", "unfreeze", "collect", "freeze"]


def test_the_same_deck_again_gets_the_same_answer_worked_out_anew(app):
    """No answer is kept: a caller may change what it got (the fix suggestions add to the
    violations in place) and the next answer is still the verdict."""
    service = app.extensions["deckcheck"]
    deck = {**KINGSMOOT_DECK, "cards": {**KINGSMOOT_DECK["cards"], "01011": 3, "01064": 4}}
    first = service.validate_payload(dict(deck), "de")
    assert not first["valid"]
    first["violations"][0]["cards"].append("changed")
    first["counts"]["draw"] = -1
    first["warnings"].append({})
    again = service.validate_payload(dict(deck), "de")
    assert again != first and again == service.validate_payload(dict(deck), "de")
    client = app.test_client()
    one, two = (client.post("/api/v1/validate", json=deck) for _ in range(2))
    assert one.status_code == two.status_code == 200 and one.data == two.data
