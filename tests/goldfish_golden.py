"""What the goldfish engines say of real decks, as text: the thing a refactoring of the
engines must leave byte-identical.

For each game with an engine, two real decks of tests/data/decklists/<game> and a few seeds:
the Monte-Carlo report (JSON), the report in a few lines (``summary_text``), its plot (SVG),
the paired comparison of the two decks, and whole games told in words with their action
logs. ``outputs(game, pool)`` gives {name: text}; tests/test_goldfish_golden.py compares
their SHA-256 with tests/data/goldfish_golden.json.

    .venv/bin/python tests/goldfish_golden.py write DIR     # every output as a file in DIR
    .venv/bin/python tests/goldfish_golden.py compare DIR   # the same, compared with DIR
    .venv/bin/python tests/goldfish_golden.py hashes        # the JSON of the checked-in hashes
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
DECKLISTS = HERE / "data" / "decklists"
HASHES = HERE / "data" / "goldfish_golden.json"
DECKS_PER_GAME = 2
REPORT_SEEDS = (1, 1000)
REPORT_GAMES = 24
LOG_SEEDS = (3, 11)


def decks(game: str, pool: Any) -> list[Any]:
    """The game's first real decks (by file name) that read without a problem."""
    from deckcheck.decklists.detect import read_decklist

    found = []
    for path in sorted(p for p in (DECKLISTS / game).iterdir() if not p.name.endswith(".yaml")):
        result = read_decklist(path.read_text(encoding="utf-8"), game, {game: pool})
        if result.problems or result.deck is None or not result.deck.cards:
            continue
        found.append(result.deck)
        if len(found) == DECKS_PER_GAME:
            break
    return found


def dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False)


def outputs(game: str, pool: Any) -> dict[str, str]:
    """{name: text} of everything the engine says of the game's real decks."""
    from deckcheck.goldfish.summary import comparison_text, report_text
    from deckcheck.services import goldfish as service

    out: dict[str, str] = {}
    pair = decks(game, pool)
    for k, deck in enumerate(pair):
        for seed in REPORT_SEEDS:
            report = service.run_report(deck, pool, games=REPORT_GAMES, seed=seed, workers=1, check=None)
            out[f"{game}-deck{k}-seed{seed}-report.json"] = dump(report)
            out[f"{game}-deck{k}-seed{seed}-summary.txt"] = report_text(report)
            out[f"{game}-deck{k}-seed{seed}-plot.svg"] = service.plot_svg(report)
        for seed in LOG_SEEDS:
            told = service.game_log(deck, pool, seed=seed, check=None)
            out[f"{game}-deck{k}-seed{seed}-log.json"] = dump(told)
    comparison = service.compare_report(pair[0], pair[1], pool, games=REPORT_GAMES, seed=5, check=None)
    out[f"{game}-compare-seed5.json"] = dump(comparison)
    out[f"{game}-compare-seed5.txt"] = comparison_text(comparison)
    return out


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _pools() -> dict[str, Any]:
    sys.path.insert(0, str(HERE))
    import conftest
    from card_db.database import get_engine
    from card_db.pools import load_pool
    from deckcheck.goldfish.games import engine_games

    return {g: load_pool(get_engine(conftest.build_db((g,))), g) for g in engine_games()}


def main(argv: list[str]) -> int:
    what = argv[0] if argv else "hashes"
    everything: dict[str, str] = {}
    for game, pool in _pools().items():
        everything.update(outputs(game, pool))
    if what == "hashes":
        print(json.dumps({name: digest(text) for name, text in sorted(everything.items())}, indent=1))
        return 0
    folder = Path(argv[1])
    if what == "write":
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in everything.items():
            (folder / name).write_text(text, encoding="utf-8")
        print(f"{len(everything)} files written to {folder}")
        return 0
    differ = [name for name, text in sorted(everything.items())
              if not (folder / name).is_file() or (folder / name).read_text(encoding="utf-8") != text]
    print(f"{len(everything)} outputs, {len(differ)} differ" + "".join(f"\n  {n}" for n in differ))
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
