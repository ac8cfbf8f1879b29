"""Prometheus figures: requests, validations, goldfish games and jobs, shared stores that
failed; ``/metrics`` answers them (summed over gunicorn's workers when
``PROMETHEUS_MULTIPROC_DIR`` names a folder they share, see api/ops.py)."""
from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response, current_app
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from api.config import app_settings

log = logging.getLogger("deckcheck.request")

# -- metrics (module level: one set per process; summed over workers in multiprocess mode) --
REQUESTS = Counter("deckcheck_http_requests", "HTTP requests answered.", ["method", "endpoint", "status"])
LATENCY = Histogram("deckcheck_http_request_duration_seconds", "Time to answer a request.",
                    ["method", "endpoint"],
                    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10))
VALIDATIONS = Counter("deckcheck_validations", "Decks validated.", ["game", "valid"])
GOLDFISH_GAMES = Counter("deckcheck_goldfish_games", "Goldfish games played.", ["game", "mode"])
# goldfish jobs: read from the job table when /metrics is asked (the same on every worker)
# a shared store that failed while a request was served without it (fail open, logged too)
STORE_OUTAGES = Counter("deckcheck_store_outages", "Requests served without a shared store that "
                        "failed (work_quota: counted as within the quota; sessions: as signed out).",
                        ["store"])
GOLDFISH_JOBS = Gauge("deckcheck_goldfish_jobs", "Goldfish jobs by state (queued, running, finished, "
                      "failed, cancelled) in the job table.", ["state"], multiprocess_mode="mostrecent")
GOLDFISH_GAMES_PER_SECOND = Gauge("deckcheck_goldfish_job_games_per_second",
                                  "Games per second of the running goldfish jobs (games done / time "
                                  "since each started, summed).", multiprocess_mode="mostrecent")


def _child(metric: Any, children: dict[tuple, Any], labels: tuple) -> Any:
    """``metric.labels(*labels)``, remembered (prometheus-client looks the labels up under a
    lock on every call). The label values are bounded: routes, methods, statuses, games."""
    child = children.get(labels)
    if child is None:
        child = children[labels] = metric.labels(*labels)
    return child


_REQUESTS: dict[tuple, Any] = {}
_LATENCY: dict[tuple, Any] = {}
_VALIDATIONS: dict[tuple, Any] = {}


class PrometheusObserver:
    """The services' observer (deckcheck.services.observers) that feeds the counters."""

    def validated(self, game: str, valid: bool) -> None:
        _child(VALIDATIONS, _VALIDATIONS, (game, "true" if valid else "false")).inc()

    def validated_many(self, game: str, valid: bool, count: int) -> None:
        _child(VALIDATIONS, _VALIDATIONS, (game, "true" if valid else "false")).inc(count)

    def goldfish_games(self, game: str, games: int, mode: str) -> None:
        GOLDFISH_GAMES.labels(game, mode).inc(games)


METRICS = PrometheusObserver()     # one per process: adding it twice to a service is a no-op


def count_request(method: str, endpoint: str, status: int, elapsed: float) -> None:
    """One answered request in the request counter and the latency histogram."""
    _child(REQUESTS, _REQUESTS, (method, endpoint, str(status))).inc()
    _child(LATENCY, _LATENCY, (method, endpoint)).observe(elapsed)


def metrics_text() -> tuple[bytes, str]:
    if app_settings(current_app).prometheus_multiproc_dir:
        from prometheus_client import multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry), CONTENT_TYPE_LATEST
    from prometheus_client import REGISTRY

    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST


def job_figures(app: Flask) -> None:
    """Set the goldfish job gauges from the job table (a database outage leaves them as they were)."""
    jobs = app.extensions.get("goldfish_jobs")
    if jobs is None:
        return
    try:
        figures = jobs.figures()
    except Exception:  # noqa: BLE001  (/metrics answers without them)
        log.warning("goldfish job figures unavailable", exc_info=True)
        return
    for state, count in figures["jobs"].items():
        GOLDFISH_JOBS.labels(state).set(count)
    GOLDFISH_GAMES_PER_SECOND.set(figures["games_per_second"])


def init_metrics(app: Flask) -> None:
    services = app.extensions.get("deckcheck_services")
    if services is not None:
        services.observers.add(METRICS)    # verdicts (validate, batch, events) and goldfish runs

    @app.get("/metrics", endpoint="ops_metrics")
    def metrics():
        job_figures(app)
        body, content_type = metrics_text()
        return Response(body, content_type=content_type)
