"""Requests read whole before a thread takes them (issue 41: slow clients).

gunicorn's gthread worker hands a connection to one of its few threads as soon as the first
byte arrives, and that thread then blocks until the request is complete: a client that
drips its headers, or announces a body and sends a byte every few seconds, holds it, and a
few dozen such clients hold every thread of the server. ``WholeRequestThreadWorker`` keeps
a connection on the worker's event loop (gunicorn's own poller) until its whole request has
arrived, then gives gunicorn the bytes to parse as usual: a slow client costs a buffer, not
a thread. The request's head must arrive within ``DECKCHECK_HEADER_TIMEOUT`` seconds and its
body within ``DECKCHECK_BODY_TIMEOUT`` more, else 408 and the connection is closed.

Where one request ends is h11's decision (Content-Length, chunked framing, the end of the
head); gunicorn still parses and judges the request itself. A request h11 cannot frame goes
to gunicorn at once, which answers it (400). A body over ``DECKCHECK_MAX_BODY`` (declared, or
chunked and arriving) is answered 413 here and the connection closed: handed on, gunicorn
would hold a thread draining the rest of it.

The bytes held for requests still arriving are bounded per worker (``HELD_BODIES`` times
``DECKCHECK_MAX_BODY``): a connection whose bytes would go past that is answered 503 and
closed, so many connections each stalling just short of a whole body cannot fill the memory.
"""
from __future__ import annotations

import json
import re
import selectors
import socket
import time
import uuid
from functools import partial

import h11
from gunicorn.workers.gthread import TConn

from deckcheck.settings import Settings

CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"
HELD_BODIES = 16        # bodies of the largest size a worker holds while they arrive
LENGTH = re.compile(rb"\r\ncontent-length:[ \t]*([0-9]{1,12})[ \t]*\r\n", re.IGNORECASE)


def plainly_whole(data: bytes) -> bool:
    """Whether ``data`` is plainly one whole request: a head, no transfer coding, at most one
    Content-Length and that many bytes after the head. Only a shortcut past h11 for the usual
    request arriving in one piece: anything else (False) is framed by h11."""
    end = data.find(b"\r\n\r\n")
    if end < 0:
        return False
    head = data[:end + 2]
    if b"transfer-encoding" in head.lower():
        return False
    lengths = LENGTH.findall(head)
    if head.lower().count(b"content-length") != len(lengths) or len(lengths) > 1:
        return False
    return len(data) - end - 4 >= (int(lengths[0]) if lengths else 0)



def json_error(status: int, reason: str, limits: dict[str, int] | None = None) -> bytes:
    """The whole HTTP response for an error gunicorn answers itself (the request was never
    parsed, so the message is English); ``details`` names the limit a 413/414/431 is about."""
    from api.statuses import CODE_BY_STATUS
    from deckcheck.errors import DeckcheckError

    code = CODE_BY_STATUS.get(status)
    limits = limits or {}
    details = ({"limit": limits.get("line")} if status == 414 else {"limit": limits.get("body")} if status == 413 else
               {"fields": limits.get("fields"), "field_size": limits.get("field_size")} if status == 431 else None)
    error = DeckcheckError(code, details) if code else DeckcheckError("HTTP_ERROR", details, status=status)
    body = json.dumps({"error": error.to_dict("en")}, ensure_ascii=False).encode("utf-8")
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nX-Request-ID: {uuid.uuid4().hex}\r\n\r\n")
    return head.encode("latin-1") + body


class Arrival:
    """The bytes of one request so far, and whether they are all there."""

    def __init__(self, now: float, header_timeout: float, body_timeout: float, max_body: int,
                 max_head: int):
        self.parser: h11.Connection | None = None        # made only for a request in pieces
        self.max_head = max_head
        self.data = bytearray()
        self.deadline = now + header_timeout
        self.body_timeout = body_timeout
        self.max_body = max_body
        self.complete = False
        self.too_large = False
        self.body = 0
        self.wants_continue = False

    def feed(self, data: bytes, now: float) -> bool:
        """Add bytes; True once the request (or the point where gunicorn must judge it) is
        reached."""
        if not self.data and plainly_whole(data):
            self.data += data
            return self._done()
        if self.parser is None:
            self.parser = h11.Connection(h11.SERVER, max_incomplete_event_size=self.max_head)
            if self.data:                            # (empty bytes would mean "closed" to h11)
                self.parser.receive_data(bytes(self.data))
        self.data += data
        self.parser.receive_data(data)
        try:
            while True:
                event = self.parser.next_event()
                if event is h11.NEED_DATA:
                    return False
                if isinstance(event, h11.Request):
                    self.deadline = now + self.body_timeout
                    length = dict(event.headers).get(b"content-length")
                    if length is not None and length.isdigit() and int(length) > self.max_body:
                        self.too_large = True
                        return self._done()
                    self.wants_continue = self.parser.they_are_waiting_for_100_continue
                elif isinstance(event, h11.Data):
                    self.body += len(event.data)
                    if self.body > self.max_body:
                        self.too_large = True
                        return self._done()
                elif isinstance(event, (h11.EndOfMessage, h11.ConnectionClosed)):
                    return self._done()
                elif event is h11.PAUSED:
                    return self._done()
        except h11.RemoteProtocolError:
            return self._done()                      # gunicorn's parser answers it

    def _done(self) -> bool:
        self.complete = True
        return True


class WholeRequestWorkerMixin:
    """For gunicorn's ``ThreadWorker``: every connection (new, kept alive, or with bytes of a
    next request already read) waits on the poller until its request has arrived whole."""

    cfg: object
    poller: object
    nr_conns: int

    def init_process(self) -> None:
        settings = Settings.from_env()
        self.arrivals: dict[TConn, Arrival] = {}
        self.arrival_limits = (float(settings.header_timeout), float(settings.body_timeout),
                               settings.max_body)
        cfg = self.cfg
        self.max_head = (getattr(cfg, "limit_request_line", 4094) + 2
                         + getattr(cfg, "limit_request_fields", 100)
                         * (getattr(cfg, "limit_request_field_size", 8190) + 2) + 2)
        self.next_sweep = 0.0
        self.held = 0                                # bytes of the requests still arriving
        self.max_held = HELD_BODIES * settings.max_body
        super().init_process()  # type: ignore[misc]

    def enqueue_req(self, conn: TConn) -> None:
        if getattr(conn, "arrived", None) is not None or getattr(self.cfg, "is_ssl", False):
            super().enqueue_req(conn)  # type: ignore[misc]
            return
        early = conn.parser.unreader.take_buffered() if conn.parser is not None else b""
        header_timeout, body_timeout, max_body = self.arrival_limits
        arrival = Arrival(time.monotonic(), header_timeout, body_timeout, max_body, self.max_head)
        conn.sock.setblocking(False)
        self.arrivals[conn] = arrival
        if conn.parser is not None and not early:
            # a kept-alive connection the poller found readable: its request is most often
            # all there already, so read it now rather than after another turn of the loop
            try:
                early = conn.sock.recv(65536)
                if not early:                        # the client closed it
                    self._drop(conn)
                    return
            except (BlockingIOError, InterruptedError):
                early = b""
            except OSError:
                self._drop(conn)
                return
        if early and self._take(conn, arrival, early):
            return
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._on_bytes, conn))  # type: ignore[attr-defined]

    def _on_bytes(self, conn: TConn, _sock: socket.socket) -> None:
        arrival = self.arrivals.get(conn)
        if arrival is None:
            return
        try:
            data = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._drop(conn)
            return
        if not data:
            self._drop(conn)                         # the client went away mid-request
            return
        self._take(conn, arrival, data)

    def _take(self, conn: TConn, arrival: Arrival, data: bytes) -> bool:
        """Add bytes to the arrival; True once the connection left it (handed to a thread, or
        answered and closed)."""
        if self.held + len(data) > self.max_held:
            self._refuse(conn, 503, "Service Unavailable")   # too much arriving at once
            return True
        self.held += len(data)
        if not arrival.feed(data, time.monotonic()):
            if arrival.wants_continue:
                arrival.wants_continue = False       # gunicorn may send its own later: allowed
                try:
                    conn.sock.send(CONTINUE)
                except OSError:
                    pass
            return False
        if arrival.too_large:
            self._refuse(conn, 413, "Payload Too Large")
            return True
        del self.arrivals[conn]
        self.held -= len(arrival.data)
        self._unregister(conn)
        conn.arrived = bytes(arrival.data)           # type: ignore[attr-defined]
        conn.data_ready = True
        super().enqueue_req(conn)  # type: ignore[misc]
        return True

    def _unregister(self, conn: TConn) -> None:
        try:
            self.poller.unregister(conn.sock)  # type: ignore[attr-defined]
        except (KeyError, ValueError, OSError):
            pass

    def handle(self, conn: TConn):
        arrived = getattr(conn, "arrived", None)
        conn.arrived = None                          # type: ignore[attr-defined]
        if arrived:
            conn.sock.setblocking(True)
            conn.init()
            conn.parser.unreader.unread(arrived)
        return super().handle(conn)  # type: ignore[misc]

    def murder_pending(self) -> None:
        super().murder_pending()  # type: ignore[misc]
        now = time.monotonic()
        if now < self.next_sweep:
            return
        self.next_sweep = now + 0.5
        for conn in [c for c, a in self.arrivals.items() if a.deadline <= now]:
            self._refuse(conn, 408, "Request Timeout")

    def _refuse(self, conn: TConn, status: int, reason: str) -> None:
        try:
            conn.sock.send(json_error(status, reason, {"body": self.arrival_limits[2]}))
        except OSError:
            pass
        self._drop(conn)

    def _drop(self, conn: TConn) -> None:
        arrival = self.arrivals.pop(conn, None)
        if arrival is not None:
            self.held -= len(arrival.data)
        self._unregister(conn)
        self.nr_conns -= 1
        conn.close()
