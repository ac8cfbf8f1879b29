"""The games' own parts of the pages: ``games/<game>/<file>`` is ``<file>`` in the folder the
game's record names as ``pages`` (e.g. deckcheck/games/agot/pages/goldfish_table.html).

The registry is asked each time a template is looked up, so a game registered after the app
was made is found; a game without such a folder has none (the page uses its default part).
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from jinja2 import BaseLoader, Environment, TemplateNotFound

from deckcheck.games import all_games, find_game

PREFIX = "games"


def part(game: str, name: str, default: str) -> str:
    """The template of the game's part ``name``, or ``default`` when the game has none."""
    record = find_game(game)
    folder = record.pages if record is not None else None
    return f"{PREFIX}/{game}/{name}" if folder is not None and (folder / name).is_file() else default


class GamePages(BaseLoader):
    def get_source(self, environment: Environment, template: str) -> tuple[str, str, Callable[[], bool]]:
        parts = template.split("/")
        record = find_game(parts[1]) if len(parts) == 3 and parts[0] == PREFIX else None
        folder = record.pages if record is not None else None
        path = folder / parts[2] if folder is not None else None
        if path is None or not path.is_file():
            raise TemplateNotFound(template)
        mtime = path.stat().st_mtime
        return path.read_text(encoding="utf-8"), str(path), lambda: _mtime(path) == mtime

    def list_templates(self) -> list[str]:
        return sorted(f"{PREFIX}/{g.id}/{p.name}" for g in all_games() if g.pages is not None
                      for p in Path(g.pages).glob("*.html"))


def _mtime(path: Path) -> float | None:
    try:
        return path.stat().st_mtime
    except OSError:
        return None
