"""Slow clients (issue 41 item 1): gunicorn holds a thread per request until it has arrived
whole, so the deployment reads requests in a buffering proxy (deploy/nginx.conf, the only
published port of docker-compose.yml) and ``deckcheck serve`` warns when it is reachable
from other machines without one. The attack itself is bench/slow_clients.py."""
from __future__ import annotations

from pathlib import Path

import yaml

from api.server import slow_clients_warning

ROOT = Path(__file__).resolve().parents[1]


def test_serve_warns_only_when_reachable_without_a_proxy():
    assert "buffering proxy" in (slow_clients_warning("0.0.0.0:8000", 0) or "")
    assert "buffering proxy" in (slow_clients_warning("[::]:8000", 0) or "")
    assert slow_clients_warning("0.0.0.0:8000", 1) is None
    for bind in ("127.0.0.1:8000", "localhost:8000", "[::1]:8000"):
        assert slow_clients_warning(bind, 0) is None


def test_compose_publishes_only_the_buffering_proxy():
    services = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    published = [name for name, service in services.items() if service.get("ports")]
    assert published == ["proxy"]
    assert services["api"]["environment"]["DECKCHECK_TRUSTED_PROXIES"].startswith("${DECKCHECK_TRUSTED_PROXIES:-1}")
    conf = (ROOT / "deploy" / "nginx.conf").read_text()
    for directive in ("client_header_timeout", "client_body_timeout", "proxy_request_buffering on",
                      "client_max_body_size 2m", "proxy_pass http://deckcheck"):
        assert directive in conf
