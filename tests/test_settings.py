"""deckcheck.settings: every variable declared once, with its type and default; the documents'
tables in step with the declarations; nothing else reads the environment."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckcheck.settings import SettingError, Settings, markdown_table, variables

ROOT = Path(__file__).resolve().parents[1]
NAME = re.compile(r"`([A-Z][A-Z0-9_]*_[A-Z0-9_]+|SECRET_KEY)`")


def test_the_defaults_and_reading_by_type():
    s = Settings.from_env({})
    assert (s.workers, s.threads, s.reuse_port, s.work_quota, s.rate_limit_storage) == (
        2, 4, True, "1000/minute", "memory://")
    read = Settings.from_env({"DECKCHECK_WORKERS": "3", "DECKCHECK_REUSE_PORT": "0", "DECKCHECK_WORK_QUOTA": "",
                              "DECKCHECK_RELOAD_SECONDS": "0.5", "DECKCHECK_PORT": " ", "REDIS_URL": "redis://r"})
    assert (read.workers, read.reuse_port, read.work_quota, read.reload_seconds, read.port) == (3, False, "", 0.5, 8000)
    assert read.broker == "redis://r" and Settings.from_env({}).broker == ""


@pytest.mark.parametrize("name,value", [("DECKCHECK_WORKERS", "two"), ("DECKCHECK_RELOAD_SECONDS", "soon"),
                                        ("DECKCHECK_WARM", "maybe"), ("SESSION_COOKIE_SECURE", "maybe")])
def test_a_value_not_of_its_type_names_the_variable(name, value):
    with pytest.raises(SettingError, match=name):
        Settings.from_env({name: value})


def test_the_apps_config_overrides_a_field_by_its_name_in_capitals():
    s = Settings.from_env({"DECKCHECK_WORK_QUOTA": "5/minute"})
    assert s.overridden({"WORK_QUOTA": "", "TRUSTED_PROXIES": 1, "OTHER": "x"}).work_quota == ""
    assert s.overridden({"TRUSTED_PROXIES": "2"}).trusted_proxies == 2
    assert s.overridden({}) is s


def test_every_variable_is_declared_once_with_a_sentence():
    names = [name for name, _, _, _ in variables()]
    assert len(names) == len(set(names))
    assert all(doc.endswith(".") and len(doc) > 20 for _, _, _, doc in variables())


def test_the_deploy_table_is_generated_from_the_declarations():
    text = (ROOT / "docs" / "deploy.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- settings table: generated -->\n(.*?)<!-- end of settings table -->", text, re.S)
    assert found and found.group(1) == markdown_table(), "run python -m deckcheck.settings"


@pytest.mark.parametrize("doc", ["README.md", "docs/deploy.md", "docs/api.md"])
def test_every_variable_the_documents_name_in_a_table_is_declared(doc):
    declared = {name for name, _, _, _ in variables()} | {"SESSION_COOKIE_NAME"}
    rows = [line for line in (ROOT / doc).read_text(encoding="utf-8").splitlines() if line.startswith("| `")]
    named = {n for row in rows for n in NAME.findall(row.split("|")[1])}
    named = {n for n in named if n.startswith(("DECKCHECK_", "CELERY_", "SESSION_", "PROMETHEUS_")) or
             n.endswith("_URL") or n == "SECRET_KEY"}
    assert named - declared == set()


def test_nothing_else_reads_the_environment():
    readers = set()
    for folder in ("api", "deckcheck", "card_db", "tools", "restricted_lists"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            if re.search(r"os\.environ(?!\[\"DATABASE_URL\"\] = )|os\.getenv|environ\.get\(\"(DECKCHECK|DATABASE)", text):
                readers.add(str(path.relative_to(ROOT)))
    assert readers == {"deckcheck/settings.py"}
