"""The `deckcheck` command: apikey create/list/revoke, validate with outside formats and its
exit codes, cards show. Run as subprocesses (each with its own DATABASE_URL)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_api_helpers import KINGSMOOT, OOTB, need_rules

from api.extensions import event_service
from card_db.database import get_engine

DECKCHECK = Path(sys.executable).with_name("deckcheck")


def run(args: list[str], url: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    if not DECKCHECK.exists():
        pytest.skip("the deckcheck command is not installed in this environment")
    env = {**os.environ, "DATABASE_URL": url}
    return subprocess.run([str(DECKCHECK), *args], env=env, input=stdin, capture_output=True,
                          text=True, check=False, timeout=120)


def test_apikey_create_prints_a_working_key_once(tmp_path):
    url = f"sqlite:///{tmp_path / 'keys.sqlite'}"
    done = run(["apikey", "create", "--name", "Regional TO"], url)
    assert done.returncode == 0, done.stderr
    token = done.stdout.strip()
    assert token.startswith("dck_") and len(token) > 40
    assert "cannot be shown again" in done.stderr
    engine = get_engine(url)
    key = event_service(engine).find_api_key(token)
    assert key is not None and key.name == "Regional TO" and key.key_hash != token
    listed = run(["apikey", "list"], url)
    assert "Regional TO" in listed.stdout and token not in listed.stdout
    assert run(["apikey", "revoke", str(key.id)], url).returncode == 0
    assert event_service(engine).find_api_key(token) is None
    assert run(["apikey", "revoke", str(key.id)], url).returncode == 1
    engine.dispose()


def test_validate_outside_formats_and_exit_codes(all_db, tmp_path):
    need_rules("agot")
    ok = run(["validate", str(KINGSMOOT), "--as-of", "2017-06-01"], all_db)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert ok.stdout.startswith("VALID: agot / joust")
    bad = run(["validate", str(OOTB[0]), "--json", "--lang", "de"], all_db)
    assert bad.returncode == 1
    verdict = json.loads(bad.stdout)
    assert verdict["valid"] is False and "AGOT_DRAW_DECK_SIZE" in {v["code"] for v in verdict["violations"]}
    text = run(["validate", "-", "--game", "agot"], all_db, stdin="House Stark\n3x Hodor\n2x Hodorrr\n")
    assert text.returncode == 1
    assert "Line 3: no card is named 'Hodorrr'. Did you mean Hodor (No Middle Ground, House Stark)" in text.stdout
    junk = run(["validate", "-", "--game", "agot"], all_db, stdin="ꙮꙮ\n\u202e\n")
    assert junk.returncode == 2 and "error:" in junk.stderr and "Traceback" not in junk.stderr
    missing = run(["validate", str(tmp_path / "nope.txt")], all_db)
    assert missing.returncode == 2


def test_cards_show_prints_list_status(all_db):
    words = run(["cards", "show", "01-guest-of-honor", "--game", "l5r"], all_db)
    assert words.returncode == 0 and "Guest of Honor" in words.stdout and ": banned" in words.stdout
    done = run(["cards", "show", "01-guest-of-honor", "--game", "l5r", "--json"], all_db)
    assert done.returncode == 0, done.stderr
    detail = json.loads(done.stdout)
    assert detail["id"] == "guest-of-honor"
    assert {"banned", "restricted"} <= {s["kind"] for s in detail["list_status"]}


def test_apikey_create_writes_to_the_events_database(tmp_path, monkeypatch):
    """With EVENTS_DATABASE_URL the server looks for keys there: the key went to the card
    database (DATABASE_URL) all the same, where no server read it."""
    cards, events = (f"sqlite:///{tmp_path / name}" for name in ("cards.sqlite", "events.sqlite"))
    monkeypatch.setenv("EVENTS_DATABASE_URL", events)
    done = run(["apikey", "create", "--name", "Desk"], cards)
    assert done.returncode == 0, done.stderr
    assert event_service(get_engine(events)).find_api_key(done.stdout.strip()) is not None
