"""The OpenAPI document, the docs page, and a short schemathesis run against the app:
generated requests for every operation never give a 5xx, and every response matches
the status codes, content types and schemas the document declares."""
from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from test_api_helpers import make_app, need_rules

from api.extensions import event_service
from card_db.database import get_engine, upgrade
from deckcheck.games import game_ids


@pytest.fixture(scope="module")
def events_url(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('openapi') / 'events.sqlite'}"
    upgrade(url)
    yield url
    get_engine(url).dispose()


@pytest.fixture(scope="module")
def api_key(events_url):
    return event_service(get_engine(events_url)).create_api_key("schemathesis")[1]


@pytest.fixture(scope="module")
def app(all_db, events_url):
    for game in game_ids():
        need_rules(game)
    return make_app(all_db, events_url)


@pytest.fixture(scope="module")
def spec(app):
    r = app.test_client().get("/api/v1/openapi.json")
    assert r.status_code == 200
    return r.get_json()


@pytest.fixture(scope="module")
def api_schema(app):
    return schemathesis.openapi.from_wsgi("/api/v1/openapi.json", app)


def test_document_lists_every_operation(spec):
    assert spec["openapi"].startswith("3.")
    ops = {(path, method) for path, item in spec["paths"].items() for method in item
           if method in ("get", "post")}
    expected = {("/api/v1/validate", "post"), ("/api/v1/validate/batch", "post"),
                ("/api/v1/decklists/parse", "post"), ("/api/v1/decklists/export", "post"),
                ("/api/v1/games", "get"), ("/api/v1/games/{game}/formats", "get"),
                ("/api/v1/games/{game}/lists", "get"), ("/api/v1/games/{game}/cards", "get"),
                ("/api/v1/games/{game}/cards/{card_id}", "get"), ("/api/v1/events", "post"),
                ("/api/v1/events/{event_id}", "get"), ("/api/v1/events/{event_id}/lock", "post"),
                ("/api/v1/events/{event_id}/registrations", "post"),
                ("/api/v1/events/{event_id}/registrations/{player}", "get"),
                ("/api/v1/events/{event_id}/report", "get"), ("/api/v1/events/{event_id}/report.csv", "get"),
                ("/healthz", "get")}
    assert expected <= ops


def test_schemas_and_error_shape_are_documented(spec):
    schemas = spec["components"]["schemas"]
    assert {"Verdict", "Violation", "Error", "Deck", "ValidateRequest", "BatchResponse", "Event",
            "Registration", "Report", "CardDetail"} <= set(schemas)
    assert schemas["Error"]["properties"]["error"]["$ref"].endswith("/ErrorDetail")
    validate = spec["paths"]["/api/v1/validate"]["post"]
    assert validate["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("ValidateRequest")
    assert "default" in validate["responses"] and "422" in validate["responses"]
    assert {"ApiKey", "Bearer", "PlayerToken"} <= set(spec["components"]["securitySchemes"])
    assert spec["paths"]["/api/v1/events"]["post"]["security"]


def test_docs_page_needs_no_network(app):
    r = app.test_client().get("/api/v1/docs")
    assert r.status_code == 200 and r.mimetype == "text/html"
    html = r.get_data(as_text=True)
    assert "/api/v1/validate/batch" in html and "ValidateRequest" in html
    assert "http://" not in html.replace("http://x", "") and "<script" not in html
    assert app.test_client().get("/docs").status_code in (301, 302, 308)


CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
          response_schema_conformance]


def test_generated_requests(api_schema, api_key):
    """Hypothesis drives schemathesis' strategies directly (its pytest plugin does not run under
    pytest 9): about a dozen generated requests per operation, all checks must hold."""
    from hypothesis import given

    headers = {"Authorization": f"Bearer {api_key}"}
    operations = [result.ok() for result in api_schema.get_all_operations()]
    assert len(operations) >= 17
    for operation in operations:
        @given(case=operation.as_strategy())
        @settings(max_examples=12, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate])
        def run(case):
            case.call_and_validate(headers=headers, checks=CHECKS)

        run()
