"""The real server: `deckcheck serve` (gunicorn) on a free loopback port validates a deck
over HTTP, and the requests gunicorn refuses itself (request line or headers too large,
garbage) answer in the JSON error shape. Bounded in time and always stopped."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from processes import running
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


@pytest.fixture(scope="module", params=["auto", "python"])
def server(all_db, tmp_path_factory, request):
    """One server for this module's tests, reading requests with gunicorn's C parser
    (gunicorn_h1c, a dependency) and then with its Python parser."""
    need_rules("agot")
    tmp_path = tmp_path_factory.mktemp("gunicorn")
    if not DECKCHECK.exists():
        pytest.skip("the deckcheck command is not installed in this environment")
    port = free_port()
    # no local goldfish worker: it would open the suite's shared card cache (and a broker file
    # beside it) for the rest of the session; the jobs tests start their own on a copy
    env = {**os.environ, "DATABASE_URL": all_db, "DECKCHECK_ACCESSLOG": str(tmp_path / "access.log"),
           "DECKCHECK_TIMEOUT": "30", "DECKCHECK_LOCAL_WORKER": "0", "DECKCHECK_HTTP_PARSER": request.param}
    argv = [str(DECKCHECK), "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "1"]
    with running(argv, tmp_path / "server.log", env) as proc:
        base = f"http://127.0.0.1:{port}"
        wait_until_up(base, proc)
        yield base


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


def raw_request(base: str, data: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send ``data`` as is on a new connection; the status, headers and body of the answer."""
    host, port = base.rsplit("/", 1)[1].split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
    head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), headers, body


def test_gunicorns_own_refusals_answer_in_the_json_error_shape(server):
    long_line = b"GET /api/v1/games?q=" + b"x" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    big_header = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"y" * 9000 + b"\r\n\r\n"
    many_headers = (b"GET /healthz HTTP/1.1\r\nHost: x\r\n"
                    + b"".join(b"X-H%d: 1\r\n" % i for i in range(120)) + b"\r\n")
    cases = [(long_line, 414, "URI_TOO_LONG", {"limit": 4094}),
             (big_header, 431, "HEADERS_TOO_LARGE", {"fields": 100, "field_size": 8190}),
             (many_headers, 431, "HEADERS_TOO_LARGE", {"fields": 100, "field_size": 8190}),
             (b"NOT A REQUEST\r\n\r\n", 400, "BAD_REQUEST", None),
             (b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Length: 1" + b"0" * 5000 + b"\r\n\r\n",
              400, "BAD_REQUEST", None)]
    for data, status, code, details in cases:
        got, headers, body = raw_request(server, data)
        assert got == status, (status, body[:200])
        assert headers["Content-Type"] == "application/json" and int(headers["Content-Length"]) == len(body)
        assert headers.get("X-Request-ID")
        error = json.loads(body)["error"]
        assert set(error) == {"code", "message", "details"} and error["code"] == code and error["message"]
        assert error["details"] == details
    with urllib.request.urlopen(f"{server}/healthz", timeout=10) as r:        # still serving
        assert r.status == 200


def read_answer(sock: socket.socket) -> tuple[int, dict]:
    """One answer on a kept-alive connection (read up to its Content-Length): status, body."""
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536)
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v for k, v in (line.split(": ", 1) for line in lines[1:])}
    while len(body) < int(headers["content-length"]):
        body += sock.recv(65536)
    return int(lines[0].split()[1]), json.loads(body)


def chunked(data: bytes, size: int = 65536) -> bytes:
    return b"".join(b"%x\r\n%s\r\n" % (len(data[i:i + size]), data[i:i + size]) for i in range(0, len(data), size))


HEAD = b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"


def test_a_chunked_body_over_the_limit_is_refused_as_it_arrives(server):
    """413, answered while the body is still coming (its end is never sent), not a 400 for
    the first 2 MiB read as if they were the whole body."""
    host, port = server.rsplit("/", 1)[1].split(":")
    with socket.create_connection((host, int(port)), timeout=15) as sock:
        sock.sendall(HEAD + b"Transfer-Encoding: chunked\r\n\r\n" + chunked(b" " * (2 * 1024 * 1024 + 65536)))
        status, body = read_answer(sock)            # no last chunk: the body never ends
    assert status == 413 and body["error"]["code"] == "BODY_TOO_LARGE"
    assert body["error"]["details"] == {"limit": 2 * 1024 * 1024}


def test_a_chunked_body_within_the_limit_is_read(server):
    deck = json.dumps({"game": "agot", "faction": "stark", "cards": {"01001": 1}}).encode()
    host, port = server.rsplit("/", 1)[1].split(":")
    with socket.create_connection((host, int(port)), timeout=15) as sock:
        sock.sendall(HEAD + b"Transfer-Encoding: chunked\r\n\r\n" + chunked(deck, 7) + b"0\r\n\r\n")
        status, body = read_answer(sock)
    assert status == 200 and body["valid"] is False


def test_a_declared_length_over_the_limit_is_refused_before_the_body_is_read(server):
    host, port = server.rsplit("/", 1)[1].split(":")
    with socket.create_connection((host, int(port)), timeout=15) as sock:
        sock.sendall(HEAD + b"Content-Length: 100000000\r\n\r\n")      # and not one byte of it
        status, body = read_answer(sock)
    assert status == 413 and body["error"]["code"] == "BODY_TOO_LARGE"


def test_an_empty_body_and_a_body_not_sent_as_json_say_so(server):
    for path in ("/api/v1/validate", "/api/v1/validate/batch"):
        req = urllib.request.Request(f"{server}{path}", data=b"", method="POST",
                                     headers={"Content-Type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as empty:
            urllib.request.urlopen(req, timeout=20)
        error = json.loads(empty.value.read())["error"]
        assert empty.value.code == 400 and error["code"] == "EMPTY_BODY" and "no body" in error["message"]
        req = urllib.request.Request(f"{server}{path}", data=b'{"game": "agot", "cards": {}}', method="POST",
                                     headers={"Content-Type": "text/plain"})
        with pytest.raises(urllib.error.HTTPError) as plain:
            urllib.request.urlopen(req, timeout=20)
        error = json.loads(plain.value.read())["error"]
        assert plain.value.code == 415 and error["code"] == "UNSUPPORTED_MEDIA_TYPE"
        assert "application/json" in error["message"] and error["details"] == {"content_type": "text/plain"}


def test_every_worker_kind_answers_gunicorns_errors_in_json(monkeypatch):
    from api import server as gunicorn_server

    monkeypatch.setenv("DECKCHECK_THREADS", "4")
    assert gunicorn_server.options()["worker_class"] is gunicorn_server.JsonErrorThreadWorker
    monkeypatch.setenv("DECKCHECK_THREADS", "1")
    assert gunicorn_server.options()["worker_class"] is gunicorn_server.JsonErrorSyncWorker
    assert gunicorn_server.options()["http_parser"] == "auto" and gunicorn_server.options()["reuse_port"] is True
    monkeypatch.setenv("DECKCHECK_REUSE_PORT", "0")
    assert gunicorn_server.options()["reuse_port"] is False
    monkeypatch.setenv("DECKCHECK_HTTP_PARSER", "python")
    assert gunicorn_server.options()["http_parser"] == "python"
    head, _, body = gunicorn_server.json_error(417, "Expectation Failed").partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 417 Expectation Failed\r\n") and b"application/json" in head
    assert json.loads(body)["error"]["code"] == "HTTP_ERROR"


def test_the_loaded_app_is_warmed_unless_turned_off(monkeypatch):
    """The loaded app is warmed unless DECKCHECK_WARM=0; Python's own switch interval is kept."""
    import api
    import api.extensions
    import api.warm
    from api import server as gunicorn_server

    before = sys.getswitchinterval()
    monkeypatch.setattr(api, "create_app", lambda: "the app")
    monkeypatch.setattr(api.extensions, "freeze_heap", lambda: None)
    warmed: list[str] = []
    monkeypatch.setattr(api.warm, "warm", warmed.append)
    monkeypatch.delenv("DECKCHECK_WARM", raising=False)
    assert gunicorn_server._Gunicorn({"workers": 1}).load() == "the app"
    assert sys.getswitchinterval() == before
    assert warmed == ["the app"]           # DECKCHECK_WARM: on unless "0" (api/warm.py)
    monkeypatch.setenv("DECKCHECK_WARM", "0")
    assert gunicorn_server._Gunicorn({"workers": 1}).load() == "the app" and warmed == ["the app"]


def test_a_taken_address_is_refused_before_gunicorn_starts():
    from api import server as gunicorn_server

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit, match="another server"):
            gunicorn_server.refuse_taken_address(f"127.0.0.1:{port}")
    gunicorn_server.refuse_taken_address(f"127.0.0.1:{port}")          # free again: no complaint


def test_each_server_has_its_own_control_socket(monkeypatch):
    """Every gunicorn of a user shared one control socket, and stopping one server removed
    the others' (issue 41): each address gets its own; it can be named or turned off."""
    from api import server as gunicorn_server
    from api.server import control_socket

    one = control_socket("", "127.0.0.1:8000")["control_socket"]
    other = control_socket("", "127.0.0.1:8001")["control_socket"]
    assert one != other and one.endswith("deckcheck-127.0.0.1-8000.ctl")
    v6 = control_socket("", "[::1]:8000")["control_socket"]
    assert v6.endswith("-8000.ctl") and "[" not in v6 and v6 != one
    assert control_socket("/run/dc.ctl", "127.0.0.1:8000") == {"control_socket": "/run/dc.ctl"}
    assert control_socket("off", "127.0.0.1:8000") == {"control_socket_disable": True}
    monkeypatch.setenv("DECKCHECK_PORT", "8123")
    assert gunicorn_server.options()["control_socket"].endswith("-8123.ctl")
