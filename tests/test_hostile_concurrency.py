"""Concurrency (issue 40 item 2): one app answers N threads of mixed requests (validate, batch,
card search and card pages, goldfish comparisons in the request, goldfish runs and
comparisons as jobs on two worker threads, event registrations) and every answer equals the
same request answered alone. A comparison once answered another request's decks when two ran
at the same time (the goldfish runner's module state): such a leak shows here as a different
answer.

Answers are compared whole, except what differs between two askings by design: ids, tokens,
times and the event a registration belongs to (each asking registers anew).
"""
from __future__ import annotations

import json
import random
import threading
from concurrent.futures import ThreadPoolExecutor

from jobs_helpers import ENDED, workers
from test_api_helpers import make_app, need_rules
from test_api_validate import KINGSMOOT_DECK

from api.extensions import event_service
from card_db.database import get_engine, upgrade
from deckcheck.services.goldfish_jobs import JobQuota

THREADS = 8
ROUNDS = 3                          # each request asked this many times among the others
OTHER = {**KINGSMOOT_DECK, "cards": {**KINGSMOOT_DECK["cards"], "01053": 1, "01055": 3}}   # plays differently
BROKEN = {**KINGSMOOT_DECK, "cards": {**KINGSMOOT_DECK["cards"], "01002": 4}}
VOLATILE = {"id", "created", "started", "finished", "public_id", "player_token", "registered_at", "created_at", "started_at", "finished_at",
            "moved_at", "links", "event", "request_id", "history", "deadline", "player"}


def fresh_app(all_db, folder):
    """An app over its own events and jobs database (so a job of one app is never the stored
    answer of the other), with an API key and an event of its own."""
    url = f"sqlite:///{folder / 'events.sqlite'}"
    upgrade(url)
    app = make_app(all_db, url, SECRET_KEY="concurrency", GOLDFISH_CHUNK=10,
                   GOLDFISH_QUOTA=JobQuota(concurrent=1000, games_per_hour=10**7))
    key = event_service(get_engine(url)).create_api_key("concurrency")[1]
    made = app.test_client().post("/api/v1/events", json={"name": "Threads Open", "game": "agot",
                                                          "deadline": "2099-01-01T00:00:00Z"},
                                  headers={"Authorization": f"Bearer {key}"})
    assert made.status_code == 201, made.get_json()
    return app, requests(key, made.get_json()["id"])


def requests(key: str, event_id: int) -> list[tuple[str, str, dict | None, dict]]:
    auth = {"Authorization": f"Bearer {key}"}
    out: list[tuple[str, str, dict | None, dict]] = [
        ("POST", "/api/v1/validate", KINGSMOOT_DECK, {}),
        ("POST", "/api/v1/validate", BROKEN, {}),
        ("POST", "/api/v1/validate", {"game": "agot", "decklist": "3x Kingsmoot\n2x Tywin Lannister\n"}, {}),
        ("POST", "/api/v1/validate/batch", {"decks": [KINGSMOOT_DECK, BROKEN, OTHER] * 5}, {}),
        ("GET", "/api/v1/games/agot/cards?q=lannister", None, {}),
        ("GET", "/api/v1/games/agot/cards/01027", None, {}),
        ("GET", "/api/v1/games/l5r/cards?q=crane", None, {}),
    ]
    for seed in (3, 4, 5):
        out.append(("POST", "/api/v1/goldfish/compare", {"a": KINGSMOOT_DECK, "b": OTHER, "games": 8, "seed": seed}, {}))
    for seed in (6, 7):
        out.append(("POST", "/api/v1/goldfish/runs", {**KINGSMOOT_DECK, "games": 20, "seed": seed}, {}))
        out.append(("POST", "/api/v1/goldfish/comparisons", {"a": KINGSMOOT_DECK, "b": OTHER, "games": 10,
                                                             "seed": seed}, {}))
    for deck in (KINGSMOOT_DECK, BROKEN):
        out.append(("POST", f"/api/v1/events/{event_id}/registrations", {"player": "P", "deck": deck}, auth))
    return out


def stable(value):
    """The answer without what differs between two askings by design."""
    if isinstance(value, dict):
        return {k: stable(v) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, list):
        return [stable(v) for v in value]
    return value


def ask(app, request, players: iter) -> tuple[int, str]:
    """One request on its own client; a job is followed to its end (its report); a
    registration goes to a player name of its own."""
    import time

    method, path, body, headers = request
    client = app.test_client()
    if "registrations" in path:
        body = {**body, "player": next(players)}
    res = client.open(path, method=method, json=body, headers=headers)
    answer, status = res.get_json(), res.status_code
    if path.endswith(("/runs", "/comparisons")) and status in (200, 202):
        status = 202                      # 200: the stored job of an identical request, by design
        deadline = time.monotonic() + 180
        while answer["state"] not in ENDED:
            assert time.monotonic() < deadline, answer
            time.sleep(0.05)
            answer = client.get(answer["links"]["self"]).get_json()
    return status, json.dumps(stable(answer), sort_keys=True)


def test_each_answer_under_threads_equals_the_answer_alone(all_db, tmp_path):
    need_rules("agot")
    (tmp_path / "alone").mkdir()
    (tmp_path / "together").mkdir()
    lock = threading.Lock()
    names = iter(f"player {i}" for i in range(10**6))

    def players():
        while True:
            with lock:
                yield next(names)

    single, todo = fresh_app(all_db, tmp_path / "alone")
    with workers(single, 1):
        alone = [ask(single, request, players()) for request in todo]
    for request, (status, answer) in zip(todo, alone, strict=True):
        assert status in (200, 201, 202), (request[:2], status, answer[:300])
    shared, todo = fresh_app(all_db, tmp_path / "together")
    asked = [i for i in range(len(todo)) for _ in range(ROUNDS)]
    random.Random(40).shuffle(asked)
    with workers(shared, 2), ThreadPoolExecutor(THREADS) as pool:
        together = list(pool.map(lambda i: ask(shared, todo[i], players()), asked))
    wrong = [(todo[i][:2], got[0], first_difference(json.loads(alone[i][1]), json.loads(got[1])))
             for i, got in zip(asked, together, strict=True) if got != alone[i]]
    assert not wrong, wrong[:3]


def first_difference(a, b, path: str = "") -> str:
    """Where two answers part (for the failure message)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if a.get(k) != b.get(k):
                return first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {str(a)[:150]} != {str(b)[:150]}"
