"""The `deckcheck` command on a database no sync has filled (no tables): a sentence and a
non-zero exit, never a traceback. In process (click's CliRunner)."""
from __future__ import annotations

from click.testing import CliRunner

from api.cli import main


def test_cards_commands_on_an_empty_database(tmp_path, monkeypatch):
    empty = tmp_path / "empty.sqlite"
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{empty}")
    runner = CliRunner()
    search = runner.invoke(main, ["cards", "search", "x", "--game", "agot"])
    assert search.exit_code == 1
    assert (f"No agot cards are loaded in the database {empty}; load them with "
            "'deckcheck db sync'.") in search.output
    shown = runner.invoke(main, ["cards", "show", "01001"])
    assert shown.exit_code == 1
    assert f"No cards are loaded in the database {empty}; load them" in shown.output
    german = runner.invoke(main, ["cards", "show", "01001", "--game", "agot", "--lang", "de"])
    assert german.exit_code == 1
    assert f"In der Datenbank {empty} sind keine Karten für agot geladen" in german.output
    empty.touch()           # a file without tables (an interrupted first sync): the same advice
    again = runner.invoke(main, ["cards", "search", "x", "--game", "agot"])
    assert again.exit_code == 1 and f"in the database {empty}; load them" in again.output
    assert "Traceback" not in search.output + shown.output + german.output


def test_the_engine_follows_the_database_url_of_each_call(tmp_path, monkeypatch):
    """The process keeps one engine per database URL, not one for "the default": a command
    run after another one with a different DATABASE_URL reads its own database."""
    from card_db.database import get_engine

    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'a.sqlite'}")
    first = get_engine()
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'b.sqlite'}")
    second = get_engine()
    assert first is not second and str(second.url).endswith("b.sqlite")
    assert get_engine() is second
