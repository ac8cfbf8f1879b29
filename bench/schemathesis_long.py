"""A long schemathesis run against the OpenAPI document (issue 9): the short run of
tests/test_api_openapi.py with many more generated requests per operation. Not part of
every CI run; run it before a release or after changing schemas:

    .venv/bin/python bench/schemathesis_long.py                       # 300 examples per operation
    .venv/bin/python bench/schemathesis_long.py --examples 1000 --minutes 30
    .venv/bin/python bench/schemathesis_long.py --events-url postgresql://...   # events on PostgreSQL

The app runs in-process (WSGI, no network): card data from the test suite's cached
SQLite database, events and goldfish sessions in a fresh temporary database (SQLite unless
--events-url). Every response must not be a 5xx and must match the status codes, content
types and schemas the document declares. Failures are printed with a curl line to
reproduce them; the exit status is the number of failing operations (0 = all good).
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--examples", type=int, default=300, help="generated requests per operation")
    ap.add_argument("--minutes", type=float, default=20.0, help="stop starting new operations after this")
    ap.add_argument("--events-url", help="database for events/goldfish (default: a temporary SQLite file)")
    ap.add_argument("--seed", type=int, default=None, help="hypothesis seed (default: random)")
    args = ap.parse_args()

    import schemathesis
    from conftest import build_db
    from hypothesis import HealthCheck, Phase, given, seed, settings
    from schemathesis.checks import not_a_server_error
    from schemathesis.specs.openapi.checks import (
        content_type_conformance,
        response_schema_conformance,
        status_code_conformance,
    )
    from test_api_helpers import make_app

    from api.extensions import event_service
    from card_db.database import get_engine, upgrade

    checks = [not_a_server_error, status_code_conformance, content_type_conformance,
              response_schema_conformance]
    tmp = tempfile.TemporaryDirectory(prefix="deckcheck-schemathesis-")
    events_url = args.events_url or f"sqlite:///{Path(tmp.name) / 'events.sqlite'}"
    upgrade(events_url)
    key = event_service(get_engine(events_url)).create_api_key("schemathesis-long")[1]
    app = make_app(build_db(("l5r", "agot", "whi")), events_url, REQUEST_LOG="0")
    schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", app)
    headers = {"Authorization": f"Bearer {key}"}
    operations = [result.ok() for result in schema.get_all_operations()]
    stop_at = time.monotonic() + args.minutes * 60
    failed: list[str] = []
    started = time.monotonic()
    for operation in operations:
        if time.monotonic() > stop_at:
            print(f"time is up: {operation.label} and later operations not run")
            break
        t0 = time.monotonic()

        @given(case=operation.as_strategy())
        @settings(max_examples=args.examples, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate, Phase.shrink])
        def run(case):
            case.call_and_validate(headers=headers, checks=checks)

        if args.seed is not None:
            run = seed(args.seed)(run)
        try:
            run()
            print(f"ok    {operation.label}  ({time.monotonic() - t0:.1f} s)")
        except Exception as exc:  # noqa: BLE001  (report every failing operation, then go on)
            failed.append(operation.label)
            print(f"FAIL  {operation.label}\n{exc}\n")
    print(f"{len(operations) - len(failed)} of {len(operations)} operations passed, "
          f"{args.examples} examples each, {time.monotonic() - started:.0f} s")
    get_engine(events_url).dispose()
    tmp.cleanup()
    return len(failed)


if __name__ == "__main__":
    sys.exit(main())
