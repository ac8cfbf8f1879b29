"""The `deckcheck` command on a database no sync has filled (no tables): a sentence and a
non-zero exit, never a traceback. In process (click's CliRunner)."""
from __future__ import annotations

from click.testing import CliRunner

from api.cli import main


def test_cards_commands_on_an_empty_database(tmp_path, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'empty.sqlite'}")
    runner = CliRunner()
    search = runner.invoke(main, ["cards", "search", "x", "--game", "agot"])
    assert search.exit_code == 1
    assert "No agot cards are loaded; run 'deckcheck db sync'." in search.output
    shown = runner.invoke(main, ["cards", "show", "01001"])
    assert shown.exit_code == 1 and "No cards are loaded; run 'deckcheck db sync'." in shown.output
    german = runner.invoke(main, ["cards", "show", "01001", "--game", "agot", "--lang", "de"])
    assert german.exit_code == 1 and "Es sind keine Karten für agot geladen" in german.output
    assert "Traceback" not in search.output + shown.output + german.output
