"""Every engine's game log said from its phrasebook (deckcheck.goldfish.narration).

Every event kind an engine's code can note has a shape and a phrase; every event of many
seeded games of the test decklists (the pilot's and random legal play, verbose) is said in
full: its phrase and the words its values carry are there. In German and Polish each
sentence is another text than the English (unless it is only names and numbers), keeps
its card names and numbers, and leaves no field unfilled. The English is the report's and
the CLI's, byte for byte (tests/test_goldfish_golden.py)."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from goldfish_golden import DECKLISTS

from deckcheck.goldfish import narration
from deckcheck.goldfish.games import engine_games, engine_module
from deckcheck.goldfish.pilot import get_pilot
from deckcheck.goldfish.runner import answer
from deckcheck.translations import fields_of

GAMES = [g for g in engine_games() if getattr(engine_module(g), "NARRATION", None) is not None]
NUMBER = re.compile(r"(?<![A-Za-z])\d+(?![A-Za-z])")
NOTED = re.compile(r'\bnote\(\s*\w+,\s*"([a-z_]+)"')


def noted_kinds(game: str) -> set[str]:
    """The event kinds the engine's code notes (records and operations too), and the
    framework's abilities runtime's."""
    roots = [Path(engine_module(game).__file__).parent, Path(narration.__file__).parent / "abilities"]
    return {kind for root in roots for path in root.rglob("*.py")
            for kind in NOTED.findall(path.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_the_engine_notes_has_a_shape_and_a_phrase(game):
    said = engine_module(game).NARRATION
    kinds = noted_kinds(game)
    assert len(kinds) > 20
    assert sorted(kinds - set(said.shapes)) == []
    for kind in kinds:
        assert any(key == kind or key.startswith((kind + "+", kind + ".")) for key in said.phrases), kind


@pytest.mark.parametrize("game", GAMES)
def test_every_phrase_fills_its_fields_from_its_shape(game):
    said = engine_module(game).NARRATION
    for key, english in said.phrases.items():
        kind = re.split(r"[+.]", key, maxsplit=1)[0]
        assert kind in said.shapes, key
        names = {token.rstrip("?=").partition(":")[0] for token in said.shapes[kind].split()}
        assert fields_of(english) <= names | {"round"}, key


def _tables(game: str, pool):
    """The card table of every test decklist of the game the engine can play."""
    from deckcheck.decklists.detect import read_decklist
    from deckcheck.errors import DeckcheckError

    module = engine_module(game)
    for path in sorted(p for p in (DECKLISTS / game).iterdir() if not p.name.endswith(".yaml")):
        deck = read_decklist(path.read_text(encoding="utf-8"), game, {game: pool}).deck
        if deck is not None and deck.cards:
            try:
                yield module.table_for(pool, deck.cards, deck.faction)
            except DeckcheckError:         # e.g. an L5R list without a stronghold
                continue


def _games(game: str, pool):
    """Verbose games of the test decklists: the pilot's and random legal play, a few seeds."""
    engine = engine_module(game).ENGINE
    pilot = get_pilot(game, None)
    for k, table in enumerate(_tables(game, pool)):
        for seed in range(1, 5):
            for chooser in (None, random.Random(seed * 10 + k)):
                state = engine.start(table, seed, 20, verbose=True)
                for _ in range(3000):
                    if state.outcome:
                        break
                    legal = engine.legal_actions(state)
                    if chooser is None:
                        engine.step(state, answer(engine, pilot, state, legal))
                    else:
                        engine.apply(state, chooser.choice(legal) if not engine.decisions[state.pending].select
                                     else legal[0])
                yield state


@pytest.mark.parametrize("game", GAMES)
def test_every_event_of_many_games_is_said_in_every_language(game, request):
    pool = request.getfixturevalue(f"{game}_pool")
    module = engine_module(game)
    said = module.NARRATION
    kinds: set[str] = set()
    for state in _games(game, pool):
        names = state.table.names
        for event in state.events:
            kinds.add(event[1])
            assert said.unsaid(event) == [], event
            english = module.sentence(state, event)
            shown = [names[c] for v in event[2:] for c in (v if isinstance(v, tuple) else (v,))
                     if isinstance(c, int) and 0 <= c < len(names) and names[c] in english]
            bare = english
            for name in sorted(shown, key=len, reverse=True):
                bare = bare.replace(name, "")
            for lang in ("de", "pl"):
                other = said.sentence(state, event, lang)
                assert "{" not in other and "}" not in other, (lang, other)
                assert other != english or not re.search(r"[A-Za-z]{3}", bare), (lang, english)
                assert all(name in other for name in shown), (lang, english, other)
                if not shown:
                    assert sorted(NUMBER.findall(other)) == sorted(NUMBER.findall(english)), (lang, english, other)
    assert len(kinds) >= {"agot": 24, "l5r": 28, "whi": 20}.get(game, 1), sorted(kinds)


def test_the_registered_games_with_a_phrasebook():
    assert set(GAMES) >= {"agot", "l5r", "whi"}


def test_an_event_without_a_phrase_is_shown_as_data_not_as_a_sentence():
    from deckcheck.games.agot.engine import NARRATION

    assert NARRATION.sentence(None, (1, "no_such_kind", 3, "x")) == "(no_such_kind: 3, x)"
    assert NARRATION.sentence(None, (1, "no_such_kind"), "de") == "(no_such_kind)"
    assert NARRATION.unsaid((1, "no_such_kind")) == ["no_such_kind"]
    assert NARRATION.unsaid((1, "power", 1, -1, "no_such_reason")) == ["power.no_such_reason"]
