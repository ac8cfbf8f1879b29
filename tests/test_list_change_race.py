"""A list change racing registrations (issue 41), on SQLite and on PostgreSQL
(DECKCHECK_TEST_POSTGRES=1): the decklists registered while the change's checks ran are
checked inside its transaction, and a registration checked under the old list that waits
for the change's lock is checked again under the new one, so every stored verdict is the
verdict under the list the event has."""
from __future__ import annotations

import threading
import time

import pytest
from test_api_event_changes import HOUSE_LIST, auth, setup_event
from test_api_helpers import KINGSMOOT, make_app, need_rules, read_sample
from test_hostile_sessions import db_url  # noqa: F401  (a migrated events database, SQLite and PostgreSQL)

from api.extensions import event_service
from card_db.database import get_engine
from card_db.event_changes import SqlEventChangeRepository
from deckcheck.services.event_changes import EventChangeService
from deckcheck.services.events import EventService


@pytest.fixture
def client(all_db, db_url):  # noqa: F811
    need_rules("agot")
    return make_app(all_db, db_url).test_client()


@pytest.fixture
def key(db_url):  # noqa: F811
    return event_service(get_engine(db_url)).create_api_key("Kingsmoot desk")[1]


def stored(client, url, key) -> dict[str, bool]:
    report = client.get(f"{url}/report", headers=auth(key)).get_json()
    return {p["player"]: p["valid"] for p in report["players"]}


def test_a_registration_between_the_checks_and_the_write_is_checked_inside(client, key, monkeypatch):
    url, _ = setup_event(client, key)
    upload = client.post(f"{url}/lists", json={"yaml": HOUSE_LIST}, headers=auth(key)).get_json()
    recheck = EventChangeService.recheck

    def recheck_while_someone_registers(self, changed, lang=None, shared=None, **kw):
        out = recheck(self, changed, lang, shared, **kw)
        r = client.post(f"{url}/registrations", json={"player": "Cy", "decklist": read_sample(KINGSMOOT)},
                        headers=auth(key))
        assert r.status_code == 201 and r.get_json()["valid"]       # legal under the list it had then
        return out

    monkeypatch.setattr(EventChangeService, "recheck", recheck_while_someone_registers)
    r = client.post(f"{url}/list-change", json={"upload": upload["id"]}, headers=auth(key))
    assert r.status_code == 200, r.get_json()
    assert stored(client, url, key) == {"Ann": False, "Bo": False, "Cy": False}


def test_a_registration_waiting_for_the_change_is_checked_under_the_new_list(client, key, monkeypatch):
    """The registration is checked under the old list, then waits for the event's lock while
    the change is written; it is written after, with its verdict under the new list."""
    url, _ = setup_event(client, key)
    upload = client.post(f"{url}/lists", json={"yaml": HOUSE_LIST}, headers=auth(key)).get_json()
    apply_list, register_checked = SqlEventChangeRepository.apply_list, EventService.register
    inside, checked, answers = threading.Event(), threading.Event(), {}
    other = client.application.test_client()

    def register() -> None:
        r = other.post(f"{url}/registrations", json={"player": "Cy", "decklist": read_sample(KINGSMOOT)},
                       headers=auth(key))
        answers["Cy"] = r.status_code

    def holding_the_lock(guard):
        def guarded(event):         # the change's guard: the event is locked until it commits
            guard(event)
            inside.set()
            thread.start()
            assert checked.wait(30)        # the registration was checked (under the old list) ...
            time.sleep(0.5)                # ... and now waits for the event's lock
        return guarded

    def apply_holding_the_lock(self, event_id, guard, *args, **kwargs):
        return apply_list(self, event_id, holding_the_lock(guard), *args, **kwargs)

    def register_after_its_check(self, *args, **kwargs):
        checked.set()
        return register_checked(self, *args, **kwargs)

    thread = threading.Thread(target=register)
    monkeypatch.setattr(SqlEventChangeRepository, "apply_list", apply_holding_the_lock)
    monkeypatch.setattr(EventService, "register", register_after_its_check)
    r = client.post(f"{url}/list-change", json={"upload": upload["id"]}, headers=auth(key))
    thread.join(30)
    assert r.status_code == 200, r.get_json()
    assert inside.is_set() and answers == {"Cy": 201}
    assert stored(client, url, key) == {"Ann": False, "Bo": False, "Cy": False}
    history = client.get(f"{url}/registrations/Cy/history", headers=auth(key)).get_json()
    assert [v["valid"] for v in history["versions"]] == [False]
