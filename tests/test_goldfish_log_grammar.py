"""The game logs of every engine read as English sentences: no article after a possessive
("the opponent's the stronghold province"), no doubled article, and a count of one with
its noun in the singular ("1 resources"). Checked on the golden decks' logs over several
seeds, so a sentence a later engine change makes is checked too."""
from __future__ import annotations

import json
import re

import pytest
from goldfish_golden import decks

from deckcheck.services import goldfish as service

BROKEN = re.compile(r"'s (?:the|a|an) |\b(?:the|a|an) (?:the|a|an) |(?<![\d.])1 (?:resources|cards|points|golds|fates|honors)\b")


@pytest.mark.parametrize("game", ["agot", "l5r", "whi"])
def test_game_logs_have_no_broken_article_or_plural(game, request):
    pool = request.getfixturevalue(f"{game}_pool")
    said = []
    for deck in decks(game, pool):
        for seed in (1, 2, 3, 4, 5, 6):
            said.append(json.dumps(service.game_log(deck, pool, seed=seed, check=None), ensure_ascii=False))
    text = "\n".join(said)
    assert len(text) > 10_000
    assert sorted(set(BROKEN.findall(text))) == []
