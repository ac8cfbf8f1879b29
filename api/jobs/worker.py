"""The goldfish worker process: ``deckcheck worker`` (alone, e.g. one service per machine)
and the local worker ``deckcheck serve`` starts beside gunicorn on the embedded default.

Settings (deckcheck/settings.py; the command's options win):

- ``DECKCHECK_JOB_WORKERS``: processes of one worker (Celery's prefork pool; default: the
  number of cores; ``deckcheck serve``'s local worker: 1);
- ``DECKCHECK_WORKER_NICE``: how much lower the worker's CPU priority is than the web's
  (``os.nice`` before the pool forks, so every process inherits it; default 10, 0 = the
  same), so that validation stays fast while runs are played;
- ``DECKCHECK_LOCAL_WORKER``: "1" makes ``deckcheck serve`` start a local worker, "0" not
  (default: "1" unless ``CELERY_BROKER_URL`` / ``REDIS_URL`` name a broker, where workers
  are services of their own).

The reaper's schedule (Celery beat, api/jobs) runs in the local worker (``--beat``: Celery's
embedded beat, a process of the worker's own) or, where workers are scaled out, as one
``deckcheck beat`` service: one beat per deployment (a second one only sends the reaper twice
as often; each run is a few conditional statements).
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys

from celery import Celery

from api.jobs import QUEUE, REAPER_QUEUE, is_embedded
from deckcheck.settings import Settings


def lower_priority(nice: int | None = None) -> int:
    """Lower this process's CPU priority by ``nice`` (default $DECKCHECK_WORKER_NICE or 10);
    returns the new niceness."""
    step = nice if nice is not None else Settings.from_env().worker_nice
    return os.nice(max(0, step))


def worker_argv(celery: Celery, concurrency: int, loglevel: str = "INFO", beat: bool = False) -> list[str]:
    argv = ["worker", f"--concurrency={concurrency}", f"--loglevel={loglevel}", "-Q", f"{QUEUE},{REAPER_QUEUE}",
            "--pool=prefork" if concurrency > 1 else "--pool=solo"]
    if beat:
        argv.append("--beat")
    if is_embedded(str(celery.conf.broker_url)):     # no fanout on the SQL transport
        argv += ["--without-gossip", "--without-mingle", "--without-heartbeat"]
    return argv


def run(celery: Celery, concurrency: int | None = None, nice: int | None = None, loglevel: str = "INFO",
        beat: bool = False) -> None:
    """Run a worker in this process until it is stopped (SIGTERM: warm shutdown); with
    ``beat``, the reaper's schedule too."""
    lower_priority(nice)
    n = concurrency or Settings.from_env().job_workers or os.cpu_count() or 1
    celery.worker_main(worker_argv(celery, n, loglevel, beat))


def run_beat(celery: Celery, loglevel: str = "INFO") -> None:
    """Run Celery beat (the reaper's schedule) in this process until it is stopped."""
    celery.start(["beat", f"--loglevel={loglevel}"])


def local_worker_wanted(settings: Settings) -> bool:
    if settings.local_worker is not None:
        return settings.local_worker
    return not settings.broker


def _die_with_parent() -> None:      # pragma: no cover  (runs in the child before exec)
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG
    except OSError:
        pass


def start_local(concurrency: int | None = None) -> subprocess.Popen:
    """``deckcheck worker --beat`` as a child process (it ends when this process ends): the
    one worker of the embedded setup also sends the reaper."""
    n = concurrency or Settings.from_env().job_workers or 1
    preexec = _die_with_parent if sys.platform.startswith("linux") else None
    return subprocess.Popen([sys.executable, "-m", "api.cli", "worker", f"--concurrency={n}", "--beat"],
                            preexec_fn=preexec)


def stop_local(process: subprocess.Popen, timeout: float = 30.0) -> None:
    """Warm shutdown (the chunk being played finishes), then kill after ``timeout``."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
