"""The memory a big request used goes back to the system once it is answered (issue 40).

Python frees a request's objects when the request ends, but glibc's allocator keeps the
freed pages in its arenas (one per thread that allocated: a gthread worker has several), so
a worker's resident size climbs to what its threads' biggest requests needed at once and
stays there: measured with bench/hostile_soak.py, tracemalloc saw no object outlive its
request while each worker's RSS kept 1.3x its warm size after the mix. ``malloc_trim(0)``
hands the free pages of every arena back to the system. It costs a few milliseconds, so it
runs only after a request whose body or answer was big (``DECKCHECK_TRIM_BYTES``), after
the answer was sent. Without glibc (musl, macOS) there is nothing to call and nothing done.
"""
from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Callable

from flask import Flask, Response, request

from api.config import app_settings


def malloc_trim() -> Callable[[], None] | None:
    """glibc's ``malloc_trim(0)``, or None where there is no such function."""
    try:
        trim = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return lambda: trim(0)


def init_memory_return(app: Flask) -> None:
    limit = app_settings(app).trim_bytes
    trim = malloc_trim() if limit > 0 else None
    if trim is None:
        return

    @app.after_request
    def _after_big(response: Response) -> Response:
        # a chunked body has no length up front: it may have been big (api/bodies.py counts it)
        req = request._get_current_object()  # type: ignore[attr-defined]  # (one context lookup)
        sent = req.content_length
        if sent is None:
            sent = limit if "chunked" in (req.environ.get("HTTP_TRANSFER_ENCODING") or "").lower() else 0
        answered = response.content_length or 0
        if sent >= limit or answered >= limit:
            response.call_on_close(trim)          # after the answer, the request's objects freed
        return response
