"""Slow clients (issue 41 item 1): `deckcheck serve` reads each request whole on its workers'
event loops before a thread takes it (api/arrival.py), so connections that drip their
headers or their body cost no thread; heads and bodies that take too long get 408. The
deployment also reads requests in a buffering proxy (deploy/nginx.conf, the only published
port of docker-compose.yml). The long attack is bench/slow_clients.py; here a bounded one
against a real server, and the framing cases the reader must get right."""
from __future__ import annotations

import json
import os
import socket
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest
import yaml
from processes import running
from test_api_gunicorn import free_port, wait_until_up

from api.arrival import Arrival, plainly_whole
from api.server import slow_clients_warning

ROOT = Path(__file__).resolve().parents[1]
DECKCHECK = Path(sys.executable).with_name("deckcheck")
DECK = json.dumps({"game": "agot", "faction": "stark", "cards": {"01027": 1}}).encode()


def test_serve_warns_only_for_a_reachable_sync_worker_without_a_proxy():
    assert "buffering proxy" in (slow_clients_warning("0.0.0.0:8000", 0, 1) or "")
    assert "buffering proxy" in (slow_clients_warning("[::]:8000", 0, 1) or "")
    assert slow_clients_warning("0.0.0.0:8000", 0, 4) is None      # threads read requests whole
    assert slow_clients_warning("0.0.0.0:8000", 1, 1) is None
    for bind in ("127.0.0.1:8000", "localhost:8000", "[::1]:8000"):
        assert slow_clients_warning(bind, 0, 1) is None


def test_compose_publishes_only_the_buffering_proxy():
    services = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    published = [name for name, service in services.items() if service.get("ports")]
    assert published == ["proxy"]
    assert services["api"]["environment"]["DECKCHECK_TRUSTED_PROXIES"].startswith("${DECKCHECK_TRUSTED_PROXIES:-1}")
    conf = (ROOT / "deploy" / "nginx.conf").read_text()
    for directive in ("client_header_timeout", "client_body_timeout", "proxy_request_buffering on",
                      "client_max_body_size 2m", "proxy_pass http://deckcheck"):
        assert directive in conf


def whole(chunks: list[bytes]) -> bool:
    arrival = Arrival(0.0, 10, 30, 2 * 1024 * 1024, 65536)
    return [arrival.feed(c, 0.0) for c in chunks][-1]


def test_a_request_is_whole_only_when_its_framing_says_so():
    head = b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n"
    assert plainly_whole(head + b"12345") and not plainly_whole(head + b"1234")
    assert whole([head[:10], head[10:], b"12", b"345"]) and not whole([head, b"1234"])
    assert not whole([b"GET /healthz HTTP/1.1\r\nHost: x\r\n"])
    assert whole([b"GET /healthz HTTP/1.1\r\n", b"Host: x\r\n\r\n"])
    chunked = b"POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
    assert not plainly_whole(chunked + b"3\r\nabc\r\n0\r\n\r\n")
    assert not whole([chunked, b"3\r\nabc\r\n"]) and whole([chunked, b"3\r\nabc\r\n", b"0\r\n\r\n"])
    twice = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 9\r\n\r\nx"
    assert not plainly_whole(twice) and whole([twice])       # h11 refuses it: gunicorn answers
    over = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\n"
    assert whole([over])                                      # answered 413 by the worker
    assert whole([b"\x16\x03\x01 not http\r\n\r\n"])         # gunicorn answers 400


@pytest.fixture(scope="module")
def served(all_db, tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("slow")
    if not DECKCHECK.exists():
        pytest.skip("the deckcheck command is not installed in this environment")
    port = free_port()
    env = {**os.environ, "DATABASE_URL": all_db, "DECKCHECK_LOCAL_WORKER": "0", "DECKCHECK_THREADS": "2",
           "DECKCHECK_HEADER_TIMEOUT": "2", "DECKCHECK_BODY_TIMEOUT": "3", "DECKCHECK_MAX_BODY": "4096",
           "EVENTS_DATABASE_URL": f"sqlite:///{tmp_path}/events.sqlite"}
    argv = [str(DECKCHECK), "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "1"]
    with running(argv, tmp_path / "server.log", env) as proc:
        wait_until_up(f"http://127.0.0.1:{port}", proc)
        yield port


def drip(port: int, first: bytes, then: bytes, stop: threading.Event, answers: list) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(first)
        try:
            while not stop.wait(0.5):
                sock.sendall(then)
        except OSError:
            pass
        try:
            answers.append(sock.recv(4096))
        except OSError:
            answers.append(b"")


def test_slow_connections_hold_no_thread_and_time_out(served):
    """20 dripping connections on a server of 1 worker x 2 threads: /healthz and /validate
    answer within 1 s meanwhile; each drip ends with 408 once its deadline passes."""
    stop = threading.Event()
    answers: list = []
    body = (b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 4000\r\n\r\n")
    threads = [threading.Thread(target=drip, args=(served, body, b" ", stop, answers)) for _ in range(10)]
    threads += [threading.Thread(target=drip, args=(served, b"GET /healthz HTTP/1.1\r\n", b"X-Slow: a\r\n",
                                                    stop, answers)) for _ in range(10)]
    for t in threads:
        t.start()
    try:
        time.sleep(0.5)
        base = f"http://127.0.0.1:{served}"
        for _ in range(5):
            start = time.monotonic()
            with urllib.request.urlopen(f"{base}/healthz", timeout=5) as r:
                assert r.status == 200
            req = urllib.request.Request(f"{base}/api/v1/validate", data=DECK,
                                         headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(req, timeout=5) as r:
                assert r.status == 200
            assert time.monotonic() - start < 1.0
            time.sleep(0.2)
        for t in threads:
            t.join(15)                 # the server closes them: header 2 s, body 2 + 3 s
    finally:
        stop.set()
    assert len(answers) == 20
    assert all(a.startswith(b"HTTP/1.1 408") and b"REQUEST_TIMEOUT" in a for a in answers), answers[:2]


def raw(port: int, request: bytes, pause: float = 0.0, split: int | None = None) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        if split is None:
            sock.sendall(request)
        else:
            sock.sendall(request[:split])
            time.sleep(pause)
            sock.sendall(request[split:])
        sock.shutdown(socket.SHUT_WR)
        out = b""
        while chunk := sock.recv(65536):
            out += chunk
        return out


def test_requests_in_pieces_pipelined_chunked_and_expecting_100_are_answered(served):
    head = (b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: %d\r\n" % len(DECK))
    out = raw(served, head + b"\r\n" + DECK, pause=0.3, split=len(head) + 10)
    assert out.startswith(b"HTTP/1.1 200")
    two = head + b"\r\n" + DECK
    out = raw(served, two + two.replace(b"HTTP/1.1", b"HTTP/1.1", 1) + b"GET /healthz HTTP/1.1\r\nHost: x\r\n"
              b"Connection: close\r\n\r\n", pause=0.3, split=len(two) + 20)
    assert out.count(b"HTTP/1.1 200") == 3
    chunked = (b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
               b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
               + b"%x\r\n" % len(DECK) + DECK + b"\r\n0\r\n\r\n")
    assert raw(served, chunked, pause=0.3, split=len(chunked) - 3).startswith(b"HTTP/1.1 200")
    expect = (head + b"Expect: 100-continue\r\nConnection: close\r\n\r\n")
    with socket.create_connection(("127.0.0.1", served), timeout=10) as sock:
        sock.sendall(expect)
        assert sock.recv(100).startswith(b"HTTP/1.1 100 Continue")
        sock.sendall(DECK)
        out = b""
        while chunk := sock.recv(65536):
            out += chunk
        assert b"HTTP/1.1 200" in out
    too_big = b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n"
    answer = raw(served, too_big)
    assert answer.startswith(b"HTTP/1.1 413") and b'"BODY_TOO_LARGE"' in answer and b'"limit": 4096' in answer
    chunks = b"".join(b"400\r\n" + b"x" * 1024 + b"\r\n" for _ in range(5))     # 5 KiB, no end yet
    with socket.create_connection(("127.0.0.1", served), timeout=10) as sock:
        sock.sendall(b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Transfer-Encoding: chunked\r\n\r\n" + chunks)
        assert sock.recv(100).startswith(b"HTTP/1.1 413")


def test_the_bytes_held_while_requests_arrive_are_bounded(served):
    """Connections each stalling just short of a whole body: past HELD_BODIES bodies of the
    largest size (here 16 x 4 KiB) the next ones are answered 503 and closed."""
    from api.arrival import HELD_BODIES

    head = (b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 4000\r\n\r\n")
    socks = []
    try:
        for _ in range(HELD_BODIES + 8):
            sock = socket.create_connection(("127.0.0.1", served), timeout=5)
            sock.sendall(head + b" " * 3990)
            socks.append(sock)
        time.sleep(0.5)
        refused = 0
        for sock in socks:
            sock.settimeout(0.2)
            try:
                refused += sock.recv(100).startswith(b"HTTP/1.1 503")
            except OSError:
                pass
        assert refused >= 4
        with urllib.request.urlopen(f"http://127.0.0.1:{served}/healthz", timeout=5) as r:
            assert r.status == 200
    finally:
        for sock in socks:
            sock.close()
