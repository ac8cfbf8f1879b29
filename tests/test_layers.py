"""The layering rule (DESIGN.md): api -> deckcheck.services -> deckcheck (domain);
card_db implements the services' ports; only the composition root wires card_db in."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WEB_OR_SQL = ("flask", "werkzeug", "flask_smorest", "marshmallow", "sqlalchemy", "sqlmodel", "alembic",
              "psycopg", "click", "card_db", "api")
# api/ modules allowed to name card_db or SQLAlchemy: the composition root (builds the
# repositories) and the two places that turn a database outage into a 503
COMPOSITION_ROOT = {"api/extensions.py", "api/cli.py", "api/errors.py", "api/ops.py"}


def imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def test_the_domain_and_services_import_no_web_and_no_sql():
    bad = {str(p.relative_to(ROOT)): sorted(imports(p) & set(WEB_OR_SQL)) for p in files("deckcheck")}
    assert {k: v for k, v in bad.items() if v} == {}


def test_entry_points_reach_the_database_only_through_the_composition_root():
    bad = {}
    for path in files("api"):
        rel = str(path.relative_to(ROOT))
        found = imports(path) & {"card_db", "sqlalchemy", "sqlmodel"}
        if found and rel not in COMPOSITION_ROOT:
            bad[rel] = sorted(found)
    assert bad == {}


def test_no_sql_statements_under_api():
    bad = [str(p.relative_to(ROOT)) for p in files("api")
           if any(word in p.read_text(encoding="utf-8") for word in ("select(", "Session(", ".execute("))]
    assert bad == []


def test_card_db_never_imports_the_entry_points():
    bad = [str(p.relative_to(ROOT)) for p in files("card_db") if "api" in imports(p)]
    assert bad == []
