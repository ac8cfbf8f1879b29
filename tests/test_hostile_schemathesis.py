"""Generated hostile requests against the OpenAPI document (issue 40): for every operation,
requests that follow the document and requests that break it on purpose (schemathesis'
negative mode: wrong types, missing fields, values past their bounds), in process over the
WSGI app, with a fixed seed and a bounded number of examples so that CI runs the same cases
each time. No answer may be a 5xx or carry a traceback. The events database is SQLite, and
PostgreSQL too with DECKCHECK_TEST_POSTGRES=1 (its 32-bit integers and its refusal of NUL
are where generated values once gave 500s). The long run is bench/schemathesis_long.py;
tests/test_api_openapi.py checks that answers conform to the document.
"""
from __future__ import annotations

import pytest
import schemathesis
import schemathesis.specs.openapi.schemas  # noqa: F401  (loaded at collection: see test_hostile_inputs.generated)
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from test_api_helpers import make_app, need_rules

from api.extensions import event_service
from card_db.database import get_engine
from deckcheck.games import game_ids

EXAMPLES = 6        # per operation and mode: about 500 requests, a minute at most on a busy CI box
SEED = 40


@pytest.fixture(scope="module")
def app(all_db, events_db):
    for game in game_ids():
        need_rules(game)
    return make_app(all_db, events_db, SECRET_KEY="hostile-schemathesis")


def no_error_of_ours(case, response) -> None:
    text = response.text or ""
    where = f"{case.method} {case.formatted_path}: {response.status_code} {text[:300]}"
    assert response.status_code < 500, where
    assert "Traceback" not in text and 'File "' not in text, where


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=str)
def test_generated_requests_never_answer_5xx(app, events_db, mode):
    key = event_service(get_engine(events_db)).create_api_key(f"hostile {mode}")[1]
    schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", app)
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 17
    # an event that exists, so that generated ids sometimes hit one (most miss: 404)
    app.test_client().post("/api/v1/events", json={"name": "Generated", "game": "agot",
                                                   "deadline": "2099-01-01T00:00:00Z"},
                           headers={"Authorization": f"Bearer {key}"})
    headers = {"Authorization": f"Bearer {key}"}
    for operation in operations:
        @given(case=operation.as_strategy(generation_mode=mode))
        @seed(SEED)
        @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=False,
                  suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate])
        def run(case):
            no_error_of_ours(case, case.call(headers=headers))

        try:
            run()
        except Unsatisfiable:       # negative mode: an operation with nothing to break
            assert mode is GenerationMode.NEGATIVE, operation.label
