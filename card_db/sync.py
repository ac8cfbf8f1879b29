"""``deckcheck db sync``: read every game's snapshot, then write them all at once.

Reading happens before any write, and all writes share one transaction, so a
missing or corrupt file leaves the database as it was.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from sqlalchemy.engine import Engine
from tqdm import tqdm

from card_db import database
from card_db.bundle import Bundle
from card_db.importers import importable_games, read
from card_db.writer import write_bundles
from deckcheck.settings import Settings


@dataclass
class SyncReport:
    source: str
    seconds: float
    changed: dict[str, bool]
    summaries: dict[str, dict[str, int]] = field(default_factory=dict)
    warnings: dict[str, list[str]] = field(default_factory=dict)

    def lines(self, verbose: bool = False) -> list[str]:
        """The report: the source, one line per game, the import notes (repairs of known gaps
        in the community data) in ONE line, or each of them with ``verbose``."""
        out = [f"source: {self.source}"]
        for game, summary in self.summaries.items():
            state = "updated" if self.changed.get(game) else "unchanged"
            parts = ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in summary.items())
            out.append(f"{game}: {state}: {parts}")
            if verbose:
                out.extend(f"  note: {w}" for w in self.warnings.get(game, []))
        counted = {g: len(w) for g, w in self.warnings.items() if w}
        if counted and not verbose:
            total = sum(counted.values())
            per_game = ", ".join(f"{n} {g}" for g, n in counted.items())
            out.append(f"{total} import note{'s' if total != 1 else ''} ({per_game}): gaps of the "
                       "community data that the import repaired or set aside; nothing to do "
                       "(--verbose lists them)")
        out.append(f"done in {self.seconds:.2f} s")
        return out


def default_source() -> str | None:
    env = Settings.from_env().data
    if env:
        return env
    for candidate in (Path("../shared/carddata"), Path(__file__).resolve().parents[2] / "shared" / "carddata"):
        if candidate.is_dir():
            return str(candidate.resolve())
    return None


def resolve_source(source: str | None) -> Path:
    source = source or default_source()
    if source is None or source.startswith(("http://", "https://", "upstream")):
        from card_db.download import fetch_upstream
        return fetch_upstream(None if source in (None, "upstream") else source)
    path = Path(source).expanduser()
    if not path.is_dir():
        raise FileNotFoundError(f"{path}: the data folder does not exist")
    return path.resolve()


def read_bundles(root: Path, games: Iterable[str], progress: bool = True) -> list[Bundle]:
    games = list(games)
    bundles = []
    for game in tqdm(games, desc="reading snapshots", unit="game", disable=not progress):
        bundles.append(read(game, root))
    return bundles


def sync(engine: Engine | None = None, source: str | None = None, games: Iterable[str] | None = None,
         progress: bool = True, force: bool = False,
         migrate: Callable[[str], None] | None = database.upgrade) -> SyncReport:
    """Import ``games`` (default: every registered game that has an importer)."""
    start = time.perf_counter()
    games = importable_games() if games is None else games
    engine = engine or database.get_engine()
    root = resolve_source(source)
    bundles = read_bundles(root, games, progress)
    if migrate:
        migrate(engine.url.render_as_string(hide_password=False))
    changed = write_bundles(engine, bundles, force)
    return SyncReport(str(root), time.perf_counter() - start, changed,
                      {b.game: b.summary() for b in bundles},
                      {b.game: b.warnings for b in bundles})
