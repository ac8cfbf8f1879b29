"""The `deckcheck` command from any folder (issue 20): the default database is one file in
the user's data folder, not under the working directory; --db / DATABASE_URL choose another;
a command that finds no cards names the database and the sync that fills it, and leaves no
file behind. One slow end-to-end test in a subprocess with a fresh HOME, the rest in process."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from api.cli import main
from card_db.database import default_url, describe, url_for

ROOT = Path(__file__).resolve().parents[1]
KINGSMOOT = (Path(os.environ.get("DECKCHECK_DATA", ROOT.parent / "shared" / "carddata")).parent
             / "sample-decklists" / "agot-octgn" / "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d")


def _fresh_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DECKCHECK_DB")}
    return {**env, "HOME": str(home), "XDG_DATA_HOME": str(home / ".local" / "share"),
            "PYTHONPATH": str(ROOT)}


def test_sync_and_validate_from_a_folder_outside_the_project(tmp_path, carddata):
    home, elsewhere = tmp_path / "home", tmp_path / "somewhere"
    home.mkdir()
    elsewhere.mkdir()
    env = _fresh_env(home)
    deckcheck = [sys.executable, "-m", "api.cli"]

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([*deckcheck, *args], cwd=elsewhere, env=env, capture_output=True,
                              text=True, timeout=300)

    before = run("validate", str(KINGSMOOT))
    database = home / ".local" / "share" / "deckcheck" / "deckcheck.sqlite"
    assert before.returncode == 2
    assert (f"No agot cards are loaded in the database {database}; load them with "
            "'deckcheck db sync'.") in before.stderr
    assert not database.exists() and not (elsewhere / "var").exists()

    sync = run("db", "sync", "--source", str(carddata), "--game", "agot", "--quiet")
    assert sync.returncode == 0, sync.stderr
    assert f"database: {database}" in sync.stdout and database.is_file()
    assert "warning:" not in sync.stdout
    assert "import note" in sync.stdout and "--verbose" in sync.stdout

    verdict = run("validate", str(KINGSMOOT))
    assert verdict.returncode == 0, verdict.stdout + verdict.stderr
    assert verdict.stdout.startswith("VALID: agot / joust")
    assert list(elsewhere.iterdir()) == []          # nothing left in the working folder


def test_the_default_database_is_in_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.delenv("DECKCHECK_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    assert default_url() == f"sqlite:///{tmp_path / 'data' / 'deckcheck' / 'deckcheck.sqlite'}"
    monkeypatch.setenv("DATABASE_URL", "postgresql://deckcheck:secret@db/deckcheck")
    assert describe(default_url()) == "postgresql+psycopg://deckcheck:***@db/deckcheck"


def test_db_option_chooses_the_database_and_the_advice_names_it(tmp_path, monkeypatch):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    chosen = tmp_path / "mine.sqlite"
    assert url_for(str(chosen)) == f"sqlite:///{chosen}"
    assert url_for("sqlite:///x.sqlite") == "sqlite:///x.sqlite"
    result = CliRunner().invoke(main, ["--db", str(chosen), "cards", "show", "01001", "--lang", "de"])
    assert result.exit_code == 1
    assert (f"In der Datenbank {chosen} sind keine Karten geladen; lade sie mit "
            f"'deckcheck --db {chosen} db sync'.") in result.output
    assert not chosen.exists()                       # a read never creates the file


def test_sync_verbose_lists_each_import_note(tmp_path, monkeypatch, carddata):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'whi.sqlite'}")
    result = CliRunner().invoke(main, ["db", "sync", "--source", str(carddata), "--game", "whi",
                                       "--quiet", "--verbose"])
    assert result.exit_code == 0, result.output
    notes = [line for line in result.output.splitlines() if line.startswith("  note: ")]
    assert len(notes) >= 10 and any("repair cost-plus-suffix" in n for n in notes)
    quiet = CliRunner().invoke(main, ["db", "sync", "--source", str(carddata), "--game", "whi", "--quiet"])
    summary = [line for line in quiet.output.splitlines() if "import note" in line]
    assert summary == [f"{len(notes)} import notes ({len(notes)} whi): gaps of the community data that "
                       "the import repaired or set aside; nothing to do (--verbose lists them)"]
