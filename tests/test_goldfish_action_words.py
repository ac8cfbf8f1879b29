"""The step-by-step table's buttons in the reader's language (each engine's ACTION_WORDS):
at every decision of random legal games of the golden decks, each legal action's German
and Polish label is another text than its English one (a label that is only card names
aside), names the same cards and leaves no template field unfilled. (The English labels
are the game logs' words: the golden outputs hold them.)"""
from __future__ import annotations

import random
import re

import pytest
from goldfish_golden import decks

from deckcheck.goldfish.games import engine_module

NUMBER = re.compile(r"(?<![A-Za-z])\d+(?![A-Za-z])")


@pytest.mark.parametrize("game", ["agot", "l5r", "whi"])
def test_every_legal_action_is_labelled_in_every_language(game, request):
    pool = request.getfixturevalue(f"{game}_pool")
    module = engine_module(game)
    engine = module.ENGINE
    seen = set()
    for k, deck in enumerate(decks(game, pool)):
        table = module.table_for(pool, deck.cards, deck.faction)
        for seed in (1, 2):
            chooser = random.Random(seed * 10 + k)
            state = engine.start(table, seed, 4)
            for _ in range(400):
                if state.outcome:
                    break
                legal = engine.legal_actions(state)
                for action in legal:
                    english = module.label(state, action)
                    names = {table.names[c] for c in (action.card, action.target, *action.cards)
                             if isinstance(c, int) and 0 <= c < len(table.names)}
                    bare = english
                    for name in sorted(names, key=len, reverse=True):
                        bare = bare.replace(name, "")
                    for lang in ("de", "pl"):
                        said = module.label(state, action, lang)
                        assert "{" not in said and "}" not in said, (lang, said)
                        assert said != english or not re.search(r"[A-Za-z]{3}", bare), (lang, english)
                        assert sorted(NUMBER.findall(said)) == sorted(NUMBER.findall(english)) or names, (lang, said)
                        assert all(name in said for name in names if name in english), (lang, english, said)
                    seen.add(action.kind)
                engine.apply(state, chooser.choice(legal) if not engine.decisions[state.pending].select
                             else legal[0])
    assert len(seen) >= 5
