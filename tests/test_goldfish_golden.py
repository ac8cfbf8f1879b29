"""Every engine says the same of the same real decks on the same seeds: reports, summaries,
plots, comparisons and whole game logs hash as recorded in tests/data/goldfish_golden.json.

A change that means to change what an engine says (a new card record, a rule mended)
records the new hashes with ``.venv/bin/python tests/goldfish_golden.py hashes >
tests/data/goldfish_golden.json`` and says why in its commit; ``write DIR`` / ``compare DIR``
show which text moved and how."""
from __future__ import annotations

import json

import pytest
from goldfish_golden import HASHES, digest, outputs

from deckcheck.goldfish.games import engine_games

RECORDED = json.loads(HASHES.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", engine_games())
def test_what_the_engine_says_is_unchanged(game, request):
    pool = request.getfixturevalue(f"{game}_pool")
    said = {name: digest(text) for name, text in outputs(game, pool).items()}
    recorded = {name: h for name, h in RECORDED.items() if name.startswith(game + "-")}
    assert said == recorded
