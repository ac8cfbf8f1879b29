"""Every registered goldfish engine, and the toy game's, keeps the framework's contract
(``deckcheck.goldfish.contract``); the model is OpenSpiel's games_sim_test.

- random legal play reaches the end from many seeds; each decision's ``only`` test agrees
  with its listed actions; the same choices give the same game;
- the game replays from its JSON log, and its state round-trips through JSON (``load``) in
  the middle of a game and plays on to the same end;
- the pilot's games: the same seed gives the same game, other seeds other games, the
  runner's fast path the same games as the listing, a game stopped, stored and loaded the
  same end;
- reports, comparisons and records are byte-identical on one and two workers, and another
  seed gives another report.

Real decks: the first two of tests/data/decklists/<game> that read cleanly (the decks of
tests/goldfish_golden.py); the toy game plays three copies of each of its six cards.
"""
from __future__ import annotations

import copy
import json
import random
from dataclasses import replace
from datetime import date

import pytest
from goldfish_golden import decks
from toygame import DATA as TOY_DATA
from toygame import GAME as TOY

from deckcheck.games import register_game, unregister_game
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.contract import REQUIRED
from deckcheck.goldfish.engine import GameEngine
from deckcheck.goldfish.games import engine_games, engine_module
from deckcheck.goldfish.pilot import get_pilot
from deckcheck.goldfish.runner import MAX_DECISIONS_PER_ROUND, answer, play_game, play_records
from deckcheck.goldfish.state import OUTCOMES
from deckcheck.model import Card, Deck
from deckcheck.pool import CardPool
from deckcheck.services import goldfish as service

GAMES = (*engine_games(), TOY.id)
RANDOM_SEEDS = 10
RANDOM_ROUNDS = 8          # random play is slow to win: a short cap keeps the test short
PILOT_SEEDS = 8
REPORT_GAMES = 24


def toy_pool() -> CardPool:
    data = json.loads((TOY_DATA / "toy" / "cards.json").read_text(encoding="utf-8"))
    return CardPool("toy", [Card(id=c["id"], game="toy", name=c["name"], type=c["type"],
                                 faction=c["colour"], cost=c.get("cost"), deck_limit=c.get("limit", 3),
                                 released=date(2020, 1, 1)) for c in data["cards"]])


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    """(engine module, pool, two decks) of one game; the toy game registered meanwhile."""
    name = request.param
    if name == TOY.id:
        register_game(TOY)
        pool = toy_pool()
        pair = [Deck(game="toy", cards={c.id: 3 for c in pool.cards.values()}, name="all"),
                Deck(game="toy", cards={c.id: 3 for c in pool.cards.values() if c.type == "creature"},
                     name="creatures")]
        try:
            yield engine_module(name), pool, pair
        finally:
            unregister_game(TOY.id)
        return
    pool = request.getfixturevalue(f"{name}_pool")
    yield engine_module(name), pool, decks(name, pool)


def tables(game):
    module, pool, pair = game
    return [module.table_for(pool, deck.cards, deck.faction) for deck in pair]


def test_the_module_has_every_part_of_the_contract(game):
    module = game[0]
    assert [name for name in REQUIRED if not hasattr(module, name)] == []
    assert isinstance(module.ENGINE, GameEngine) and module.ENGINE.period in ("round", "turn")
    assert all(name == d.name for name, d in module.ENGINE.decisions.items())
    assert get_pilot(module.ENGINE.game).name


def random_answer(engine, state, legal, chooser: random.Random) -> Action:
    """A random legal action; a selection with a random subset of its candidates (all of
    them, then none, when the decision does not accept the subset)."""
    action = chooser.choice(legal)
    if not engine.decisions[state.pending].select:
        return action
    picked = tuple(c for c in action.cards if chooser.random() < 0.5)
    for cards in (picked, action.cards, ()):
        if engine.allowed(state, legal, action._replace(cards=cards)):
            return action._replace(cards=cards)
    return answer(engine, get_pilot(engine.game), state, legal)


def random_game(engine, table, seed: int, pool, check_json: bool):
    """A game of random legal actions (checked by ``apply``); halfway, when ``check_json``,
    the state goes through JSON and the loaded state plays on beside it."""
    chooser = random.Random(seed)
    state = engine.start(table, seed, RANDOM_ROUNDS)
    budget = MAX_DECISIONS_PER_ROUND * (RANDOM_ROUNDS + 1)
    halfway = chooser.randrange(5, 60)
    twin = None
    while not state.outcome:
        budget -= 1
        assert budget > 0, f"no end after many decisions (seed {seed}, waiting for {state.pending})"
        legal = engine.legal_actions(state)
        assert legal, f"no legal action for {state.pending}"
        only = engine.only_action(state)
        if only is not None:
            assert legal == [only] and engine.trivial(state, legal)
        action = random_answer(engine, state, legal, chooser)
        engine.apply(state, action)
        if twin is not None:
            engine.apply(twin, action)
            assert twin.to_json() == state.to_json()
        if check_json and twin is None and len(state.log) == halfway and not state.outcome:
            twin = engine.load(json.loads(json.dumps(state.to_json())), pool)
            assert twin.to_json() == state.to_json() and state.copy().to_json() == state.to_json()
    assert state.outcome in OUTCOMES and state.reason
    assert 0 <= state.ended_round <= RANDOM_ROUNDS
    return state


def test_random_legal_play_ends_replays_and_round_trips(game):
    module, pool, _ = game
    engine = module.ENGINE
    for table in tables(game):
        ends = set()
        for seed in range(RANDOM_SEEDS):
            state = random_game(engine, table, seed, pool, check_json=True)
            again = random_game(engine, table, seed, pool, check_json=False)
            assert again.to_json() == state.to_json()
            log = json.loads(json.dumps([a.to_json() for a in state.log]))
            assert engine.replay(table, seed, log, RANDOM_ROUNDS).to_json() == state.to_json()
            ends.add(json.dumps(state.log))
        assert len(ends) > 1                     # other seeds, other games


def listing(engine: GameEngine) -> GameEngine:
    """The engine without its decisions' ``only`` tests: every decision is listed."""
    slow = copy.copy(engine)
    slow.decisions = {k: replace(d, only=None) for k, d in engine.decisions.items()}
    return slow


def test_the_pilots_games(game):
    module, pool, _ = game
    engine, record = module.ENGINE, module.record
    pilot = get_pilot(engine.game)
    slow = listing(engine)
    for table in tables(game):
        logs = set()
        for seed in range(PILOT_SEEDS):
            fast = play_game(engine, table, pilot, seed, fast=True)
            listed = play_game(slow, table, pilot, seed, fast=False)
            assert fast.log == listed.log and fast.to_json() == listed.to_json()
            assert record(fast) == record(listed)
            assert play_game(engine, table, pilot, seed).to_json() == fast.to_json()
            assert engine.replay(table, seed, fast.log).to_json() == fast.to_json()
            logs.add(json.dumps(fast.log))
        assert len(logs) > 1


def test_only_agrees_with_the_listed_actions(game):
    module = game[0]
    engine, pilot = module.ENGINE, get_pilot(module.ENGINE.game)
    answered = 0
    for table in tables(game):
        for seed in range(3):
            state = listing(engine).start(table, seed)
            while not state.outcome:           # the runner's loop, checking every decision
                legal = engine.legal_actions(state)
                only = engine.only_action(state)
                if only is not None:
                    assert legal == [only] and engine.trivial(state, legal)
                    answered += 1
                if engine.trivial(state, legal):
                    engine.step(state, legal[0], log=False)
                else:
                    engine.step(state, answer(engine, pilot, state, legal))
            assert state.log == play_game(engine, table, pilot, seed).log
    assert answered or not any(d.only for d in engine.decisions.values())


def test_a_game_stored_and_loaded_halfway_ends_the_same(game):
    module, pool, _ = game
    engine = module.ENGINE
    pilot = get_pilot(engine.game)
    table = tables(game)[0]
    whole = play_game(engine, table, pilot, 123)
    state = engine.start(table, 123)
    while len(state.log) < len(whole.log) // 2:
        engine.apply(state, answer(engine, pilot, state, engine.legal_actions(state)))
    loaded = engine.load(json.loads(json.dumps(state.to_json())), pool)
    assert isinstance(loaded, engine.state_class) and loaded.to_json() == state.to_json()
    for s in (state, loaded):
        while not s.outcome:
            engine.apply(s, answer(engine, pilot, s, engine.legal_actions(s)))
    assert loaded.to_json() == state.to_json() == whole.to_json()


def test_reports_are_byte_identical_on_one_and_two_workers(game):
    module, pool, (a, b) = game
    run = service.run_report
    one = run(a, pool, games=REPORT_GAMES, seed=9, workers=1, check=None)
    two = run(a, pool, games=REPORT_GAMES, seed=9, workers=2, check=None)
    assert json.dumps(one) == json.dumps(two)
    other = run(a, pool, games=REPORT_GAMES, seed=10, workers=1, check=None)
    assert json.dumps(other) != json.dumps(one)
    table = module.table_for(pool, a.cards, a.faction)
    game_id = module.ENGINE.game
    assert play_records(game_id, table, 12, 100, workers=1) == play_records(game_id, table, 12, 100, workers=2)
    compare = service.compare_report
    c1 = compare(a, b, pool, games=REPORT_GAMES // 2, seed=11, workers=1, check=None)
    c2 = compare(a, b, pool, games=REPORT_GAMES // 2, seed=11, workers=2, check=None)
    assert json.dumps(c1) == json.dumps(c2)
    assert module.summary_text(one) and module.plot_svg(one).startswith("<?xml")
