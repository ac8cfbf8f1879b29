"""The one way the tests start and stop their own processes (`deckcheck serve`, gunicorn;
`deckcheck worker`, Celery): each in its own process group, its output in a log file, dying
with this process (PR_SET_PDEATHSIG on Linux: a killed pytest leaves nothing behind), and
stopped by ``stop``: SIGTERM to the group, SIGKILL to the group after a grace period, the
leader reaped, and the group's leftovers (children orphaned by a killed leader) killed."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path


def start(argv: Sequence[str], log: Path, env: Mapping[str, str] | None = None,
          cwd: Path | str | None = None) -> subprocess.Popen:
    """``argv`` started in a new session (its own process group), stdout and stderr to
    ``log`` (the file is closed here: the child holds its own descriptor), no stdin."""
    with log.open("wb") as out:
        return subprocess.Popen(list(argv), cwd=cwd, env=dict(env) if env is not None else None,
                                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True,
                                preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None)


def stop(*procs: subprocess.Popen, grace: float = 15.0) -> None:
    """Stop each of ``procs`` and its process group: SIGTERM to every group at once, SIGKILL
    to a group whose leader is still there ``grace`` seconds later, the leaders reaped, then
    whatever is left in the groups (workers orphaned by a killed master) killed, for up to
    10 s; their pipes closed. Safe on processes that have ended already, and to repeat."""
    alive = [proc for proc in procs if proc.poll() is None]
    for proc in alive:
        _signal_group(proc.pid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    for proc in alive:
        try:
            proc.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            _signal_group(proc.pid, signal.SIGKILL)
            proc.wait(10)
    deadline = time.monotonic() + 10
    for proc in procs:
        while _signal_group(proc.pid, signal.SIGKILL) and time.monotonic() < deadline:
            time.sleep(0.1)
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()


@contextmanager
def running(argv: Sequence[str], log: Path, env: Mapping[str, str] | None = None,
            cwd: Path | str | None = None, grace: float = 15.0) -> Iterator[subprocess.Popen]:
    """``start`` on entry, ``stop`` on exit (however the block ends)."""
    proc = start(argv, log, env, cwd)
    try:
        yield proc
    finally:
        stop(proc, grace=grace)


def _signal_group(pgid: int, sig: int) -> bool:
    """Send ``sig`` to the process group; False when the group has no process left."""
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        return False
    return True


def _die_with_parent() -> None:      # runs in the child before exec
    import ctypes

    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)     # PR_SET_PDEATHSIG
    except OSError:
        pass
