"""The real server: `deckcheck serve` (gunicorn) on a free loopback port validates a deck
over HTTP. Bounded in time and always stopped."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from test_api_helpers import KINGSMOOT, need_rules, read_sample

DECKCHECK = Path(sys.executable).with_name("deckcheck")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(base: str, proc: subprocess.Popen, seconds: float = 40.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"gunicorn exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{base}/healthz", timeout=2) as r:
                if r.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
    raise AssertionError(f"gunicorn did not answer within {seconds} s")


def post(url: str, body: dict) -> tuple[int, dict]:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json", "Accept-Language": "de"})
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


@pytest.fixture
def server(all_db, tmp_path):
    need_rules("agot")
    if not DECKCHECK.exists():
        pytest.skip("the deckcheck command is not installed in this environment")
    port = free_port()
    env = {**os.environ, "DATABASE_URL": all_db, "DECKCHECK_ACCESSLOG": str(tmp_path / "access.log"),
           "DECKCHECK_TIMEOUT": "30"}
    log = (tmp_path / "server.log").open("w")
    proc = subprocess.Popen([str(DECKCHECK), "serve", "--host", "127.0.0.1", "--port", str(port),
                             "--workers", "1"], env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base, proc)
        yield base
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)
        log.close()


def test_gunicorn_validates_a_deck_over_http(server):
    status, body = post(f"{server}/api/v1/validate",
                        {"decklist": read_sample(KINGSMOOT), "as_of": "2017-06-01"})
    assert status == 200 and body["valid"] is True and body["deck"]["faction"] == "baratheon"
    status, body = post(f"{server}/api/v1/validate", {"game": "agot", "faction": "stark", "cards": {"01001": 1}})
    assert status == 200 and body["valid"] is False
    assert any("Nachziehstapel" in v["message"] for v in body["violations"])     # Accept-Language: de
    status, body = post(f"{server}/api/v1/validate", {"game": "agot", "cards": {"01001": -1}})
    assert status == 422 and body["error"]["code"] == "INVALID_COUNT"
    with urllib.request.urlopen(f"{server}/api/v1/openapi.json", timeout=10) as r:
        assert json.loads(r.read())["paths"]
