"""Operations (issue 9): /healthz and /readyz, request ids and JSON logs, Prometheus
metrics, CORS, rate limits (429 in our error shape), body and batch limits."""
from __future__ import annotations

import io
import json
import logging

import pytest
from jobs_helpers import run_job, workers
from test_api_helpers import error_of, make_app, need_rules, shared_service
from test_api_validate import KINGSMOOT_DECK

from api.extensions import event_service
from api.ops import JsonFormatter
from card_db.database import get_engine, upgrade


@pytest.fixture(scope="module")
def events_url(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('ops') / 'events.sqlite'}"
    upgrade(url)
    yield url
    get_engine(url).dispose()


@pytest.fixture(scope="module")
def app(all_db, events_url):
    need_rules("agot")
    return make_app(all_db, events_url)


@pytest.fixture
def client(app):
    return app.test_client()


def test_healthz_and_readyz_when_ready(client):
    health = client.get("/healthz")
    assert health.status_code == 200 and health.json["games"]["agot"] > 2000
    ready = client.get("/readyz")
    assert ready.status_code == 200, ready.json
    assert ready.json["status"] == "ready"
    assert ready.json["checks"]["database"] == "ok" and ready.json["checks"]["events_database"] == "ok"
    assert ready.json["checks"]["games"]["l5r"] > 1000


def test_readyz_is_503_without_database_or_cards(all_db, tmp_path):
    missing = f"sqlite:///{tmp_path / 'no' / 'such' / 'folder' / 'events.sqlite'}"
    client = make_app(all_db, missing).test_client()
    r = client.get("/readyz")
    assert r.status_code == 503
    err = error_of(r)
    assert err["code"] == "NOT_READY" and "events_database" in err["message"]
    assert err["details"]["events_database"].startswith("unreachable")
    assert client.get("/healthz").status_code == 200          # alive all the same

    from card_db.catalog import SqlCardCatalog
    from deckcheck.services.validation import ValidationService

    empty = make_app(all_db, VALIDATION_SERVICE=ValidationService({}, SqlCardCatalog(get_engine(all_db))))
    r = empty.test_client().get("/readyz")
    assert r.status_code == 503
    assert error_of(r)["details"]["games"] == {"l5r": 0, "agot": 0, "whi": 0}
    assert "agot cards" in error_of(r)["message"]


def test_request_id_in_and_out(client):
    r = client.get("/healthz", headers={"X-Request-ID": "abc-123.x"})
    assert r.headers["X-Request-ID"] == "abc-123.x"
    fresh = client.get("/healthz").headers["X-Request-ID"]
    assert len(fresh) == 32 and fresh != client.get("/healthz").headers["X-Request-ID"]
    hostile = client.get("/healthz", headers={"X-Request-ID": "a b\"<script>"}).headers["X-Request-ID"]
    assert hostile != "a b\"<script>" and len(hostile) == 32
    assert len(client.get("/healthz", headers={"X-Request-ID": "x" * 129}).headers["X-Request-ID"]) == 32


def test_request_log_is_one_json_object_with_the_request_id(client):
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("deckcheck.request")
    logger.addHandler(handler)
    try:
        client.post("/api/v1/validate", json=KINGSMOOT_DECK, headers={"X-Request-ID": "log-test-1"})
    finally:
        logger.removeHandler(handler)
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    mine = [x for x in lines if x.get("request_id") == "log-test-1"]
    assert len(mine) == 1, lines
    entry = mine[0]
    assert entry["msg"] == "request" and entry["status"] == 200 and entry["method"] == "POST"
    assert entry["endpoint"] == "/api/v1/validate" and entry["ms"] >= 0 and entry["level"] == "info"


def _sample(text: str, name: str, **labels: str) -> float:
    for line in text.splitlines():
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items()):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def test_metrics_count_requests_validations_and_goldfish(client):
    before = client.get("/metrics").get_data(as_text=True)
    assert client.post("/api/v1/validate", json=KINGSMOOT_DECK).json["valid"] is True
    broken = {**KINGSMOOT_DECK, "cards": {"01001": 1}}
    assert client.post("/api/v1/validate", json=broken).json["valid"] is False
    with workers(client.application):     # a run is a job: the worker counts its games
        assert run_job(client, {**KINGSMOOT_DECK, "games": 5})["state"] == "finished"
    r = client.get("/metrics")
    assert r.status_code == 200 and r.mimetype == "text/plain"
    after = r.get_data(as_text=True)
    req = dict(method="POST", endpoint="/api/v1/validate", status="200")
    assert _sample(after, "deckcheck_http_requests_total", **req) - \
        _sample(before, "deckcheck_http_requests_total", **req) == 2
    for valid in ("true", "false"):
        assert _sample(after, "deckcheck_validations_total", game="agot", valid=valid) - \
            _sample(before, "deckcheck_validations_total", game="agot", valid=valid) == 1
    # the job's games, by their mode: the counters are the process's, and another test's games
    # of another mode ("run", "compare") may stand first under game="agot"
    assert _sample(after, "deckcheck_goldfish_games_total", game="agot", mode="job") - \
        _sample(before, "deckcheck_goldfish_games_total", game="agot", mode="job") == 5
    assert 'deckcheck_http_request_duration_seconds_bucket{endpoint="/api/v1/validate"' in after
    # unknown paths share one label (no label per URL)
    client.get("/no/such/page/12345")
    assert "/no/such/page" not in client.get("/metrics").get_data(as_text=True)


def test_cors_only_for_configured_origins(all_db):
    plain = make_app(all_db).test_client()
    r = plain.post("/api/v1/validate", json=KINGSMOOT_DECK, headers={"Origin": "https://thronesdb.com"})
    assert "Access-Control-Allow-Origin" not in r.headers

    app = make_app(all_db, CORS_ORIGINS="https://thronesdb.com, https://fiveringsdb.com")
    client = app.test_client()
    pre = client.options("/api/v1/validate", headers={
        "Origin": "https://fiveringsdb.com", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Content-Type, X-Request-ID"})
    assert pre.status_code == 200
    assert pre.headers["Access-Control-Allow-Origin"] == "https://fiveringsdb.com"
    assert "POST" in pre.headers["Access-Control-Allow-Methods"]
    r = client.post("/api/v1/validate", json=KINGSMOOT_DECK, headers={"Origin": "https://thronesdb.com"})
    assert r.headers["Access-Control-Allow-Origin"] == "https://thronesdb.com"
    assert "X-Request-ID" in r.headers["Access-Control-Expose-Headers"]
    other = client.post("/api/v1/validate", json=KINGSMOOT_DECK, headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_rate_limit_per_key_and_ip_answers_429_in_our_shape(all_db, events_url):
    client = make_app(all_db, events_url, RATE_LIMIT="3/minute").test_client()
    for _ in range(3):
        assert client.post("/api/v1/validate", json=KINGSMOOT_DECK).status_code == 200
    r = client.post("/api/v1/validate", json=KINGSMOOT_DECK)
    assert r.status_code == 429
    assert error_of(r)["code"] == "TOO_MANY_REQUESTS" and "Retry-After" in r.headers
    # another caller (an organizer's API key) has its own budget; health checks are never limited
    key = {"Authorization": f"Bearer {event_service(get_engine(events_url)).create_api_key('o')[1]}"}
    assert client.post("/api/v1/validate", json=KINGSMOOT_DECK, headers=key).status_code == 200
    assert client.post("/api/v1/validate", json=KINGSMOOT_DECK,
                       environ_base={"REMOTE_ADDR": "127.0.0.9"}).status_code == 200
    for _ in range(5):
        assert client.get("/healthz").status_code == 200
    # off unless configured
    free = make_app(all_db).test_client()
    assert all(free.get("/api/v1/games").status_code == 200 for _ in range(6))


def test_rate_limits_outlive_their_store(all_db, events_url):
    """The shared rate-limit store (Redis) is down: requests are answered, never a 500, and
    the limits still hold, counted in the worker's memory."""
    import socket

    with socket.socket() as probe:                      # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    client = make_app(all_db, events_url, RATE_LIMIT="3/minute",
                      RATE_LIMIT_STORAGE=f"redis://127.0.0.1:{port}/0").test_client()
    answers = [client.post("/api/v1/validate", json=KINGSMOOT_DECK).status_code for _ in range(4)]
    assert answers == [200, 200, 200, 429]
    assert client.get("/healthz").status_code == 200


def test_body_and_batch_limits(all_db):
    client = make_app(all_db, MAX_CONTENT_LENGTH=50_000).test_client()
    big = client.post("/api/v1/validate", data=b'{"decklist": "' + b"x" * 60_000 + b'"}',
                      content_type="application/json")
    assert big.status_code == 413 and error_of(big)["code"] == "BODY_TOO_LARGE"
    assert error_of(big)["details"]["limit"] == 50_000
    from api.schemas import MAX_BATCH

    many = make_app(all_db).test_client().post("/api/v1/validate/batch",
                                               json={"decks": [KINGSMOOT_DECK] * (MAX_BATCH + 1)})
    assert many.status_code == 422 and error_of(many)["code"] == "INVALID_REQUEST"


def test_validations_are_counted_once_however_many_apps_share_the_service(all_db):
    svc = shared_service(all_db)
    make_app(all_db)
    client = make_app(all_db).test_client()
    from api.metrics import METRICS   # the metrics hook replaced the patch's marker (issue 12)

    assert METRICS in svc.observers and len(svc.observers) == 1
    before = client.get("/metrics").get_data(as_text=True)
    assert client.post("/api/v1/validate", json=KINGSMOOT_DECK).status_code == 200
    after = client.get("/metrics").get_data(as_text=True)
    assert _sample(after, "deckcheck_validations_total", game="agot", valid="true") - \
        _sample(before, "deckcheck_validations_total", game="agot", valid="true") == 1
