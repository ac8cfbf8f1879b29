"""Monte-Carlo runner, report, plot and the service interface (sessions) for AGoT."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_goldfish_support import OCTGN, octgn_deck, snapshot_pool

from deckcheck.goldfish import runner
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.pilot import FirstChoicePilot, get_pilot
from deckcheck.games.agot.engine import table_for
from deckcheck.model import Deck, Verdict, Violation
from deckcheck.services import goldfish as service

ROOT = Path(__file__).resolve().parents[1]
TOURNAMENT = OCTGN / "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d"
HAS_IMPORTER = (ROOT / "card_db" / "importers" / "agot.py").is_file()


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


@pytest.fixture(scope="module")
def deck(pool):
    faction, cards = octgn_deck(TOURNAMENT, pool)
    return Deck(game="agot", cards=cards, faction=faction, name="Bend the Knee")


def test_report_contents(pool, deck):
    seen = []
    rep = service.run_report(deck, pool, games=200, seed=1, progress=lambda d, n: seen.append((d, n)),
                             check=None)
    assert seen[-1] == (200, 200)
    assert rep["games"] == 200 and rep["deck"]["name"] == "Bend the Knee"
    assert rep["deck"] == {"faction": "baratheon", "draw": 60, "plots": 7, "agendas": ["Fealty"],
                           "validated": False, "name": "Bend the Knee"}
    assert rep["pilot"]["name"] == "greedy" and len(rep["pilot"]["assumptions"]) >= 5
    assert "cards in this deck have abilities the engine does not model" in rep["coverage"]["note"]
    win = rep["win_round"]
    shares = sum(o["share"] for o in rep["outcomes"].values())
    assert shares == pytest.approx(1.0)
    assert win["distribution"][-1]["cumulative"] == rep["outcomes"]["win"]["share"]
    assert win["min"] <= win["median"] <= win["max"] and win["stdev"] >= 0
    setup = rep["setup"]
    assert 0 <= setup["mulligan_rate"] <= 1 and setup["gold_used"]["max"] <= 8
    assert setup["most_common_setups"][0]["games"] >= setup["most_common_setups"][-1]["games"]
    rounds = rep["rounds"]
    assert rounds[0]["round"] == 1 and rounds[0]["games_playing"] == 200
    powers = [r["power_all_games"] for r in rounds]
    assert powers == sorted(powers)            # power never goes down against the goldfish
    # "seen by round" next to the exact hypergeometric value: close in early rounds
    for title in rep["cards"]["titles"]:
        for row in title["by_round"][:3]:
            assert abs(row["seen"] - row["hypergeometric"]) < 0.12, (title["name"], row)
    svg = service.plot_svg(rep)
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    assert service.plot_svg(rep) == svg


def test_runner_accepts_another_pilot(pool, deck):
    table = table_for(pool, deck.cards, deck.faction)
    rep = runner.run("agot", table, 20, 3, pilot=FirstChoicePilot(), max_rounds=5)
    assert rep["pilot"]["name"] == "first" and rep["max_rounds"] == 5
    assert get_pilot("agot").name == "greedy"
    with pytest.raises(ActionError) as err:
        service.run_report(deck, pool, games=5, seed=1, pilot="nobody", check=None)
    assert err.value.code == "UNKNOWN_PILOT"


def test_session_flow(pool, deck):
    store = service.MemorySessionStore()
    goldfish = service.GoldfishService(store)
    session, state, actions = goldfish.start_session(deck, pool, seed=4, check=None)
    assert state["pending"] == "mulligan" and [a["kind"] for a in actions] == ["keep", "mulligan"]
    assert actions[0]["label"] == "Keep this hand" and len(state["hand"]) == 7
    state, actions = goldfish.act(session.id, {"kind": "keep"})
    assert state["pending"] == "setup" and actions[-1]["kind"] == "done"
    place = next(a for a in actions if a["kind"] == "place")
    state, actions = goldfish.act(session.id, place)
    assert state["setup_gold"] > 0 or place["label"].endswith("(0 gold)")
    state, actions = goldfish.act(session.id, {"kind": "done"})
    assert state["round"] == 1 and state["pending"] == "plot"
    assert json.loads(json.dumps([state, actions]))[0]["phase"] == "plot"
    state, _ = goldfish.act(session.id, {"kind": "manual", "option": "gold", "amount": 2})
    assert state["unscored"] and state["gold"] == 2
    with pytest.raises(ActionError) as err:
        goldfish.act(session.id, {"kind": "marshal", "card": 0})
    assert err.value.code == "ILLEGAL_ACTION"
    log = goldfish.session_log(session.id)
    assert [a["kind"] for a in log["log"]] == ["keep", "place", "done", "manual"]
    assert log["unscored"]
    replayed = service.replay_log(json.loads(json.dumps(log)), pool)
    assert replayed.to_json() == session.state.to_json()
    stored = json.loads(json.dumps(session.to_json()))
    back = service.Session.from_json(stored, pool)
    assert back.state.to_json() == session.state.to_json()
    with pytest.raises(ActionError) as err:
        goldfish.view("nope")
    assert err.value.code == "UNKNOWN_SESSION"


def test_invalid_decks_are_refused(pool, deck):
    def refuse(d, p):
        return Verdict("agot", "joust", None, (), {}, (Violation("AGOT_DRAW_DECK_SIZE", expected=60,
                                                                  actual=1),))
    with pytest.raises(ActionError) as err:
        service.GoldfishService(service.MemorySessionStore()).start_session(deck, pool, seed=1, check=refuse)
    assert err.value.code == "DECK_INVALID"
    with pytest.raises(ActionError):
        service.run_report(deck, pool, games=3, seed=1, check=refuse)
    with pytest.raises(ActionError) as err:
        service.run_report({"01001": 7}, pool, games=3, seed=1, check=None)
    assert err.value.code in ("DRAW_DECK_TOO_SMALL", "NO_PLOTS")
    with pytest.raises(ActionError) as err:
        service.GoldfishService(service.MemorySessionStore()).start_session({"99999": 1}, pool, seed=1, check=None)
    assert err.value.code == "UNKNOWN_CARD"


@pytest.mark.skipif(not HAS_IMPORTER, reason="card_db/importers/agot.py is not there yet")
def test_real_pool_validated_session_and_report(agot_pool):
    faction, cards = octgn_deck(TOURNAMENT, agot_pool)
    deck = Deck(game="agot", cards=cards, faction=faction, as_of=None)
    verdict = service.validate_deck(deck, agot_pool)
    if verdict is None:
        pytest.skip("deckcheck.games.agot.formats is not there yet")
    ootb_faction, ootb = octgn_deck(OCTGN / "OOTB-The-Old-Ways-Stark-Greyjoy.o8d", agot_pool)
    with pytest.raises(ActionError) as err:       # 45 draw cards, two factions: not legal
        service.GoldfishService(service.MemorySessionStore()).start_session(Deck(game="agot", cards=ootb, faction=ootb_faction), agot_pool, 1)
    assert err.value.code == "DECK_INVALID" and err.value.details["violations"]
    rep = service.run_report(Deck(game="agot", cards=ootb, faction=ootb_faction), agot_pool,
                             games=30, seed=2, check=None)
    assert rep["deck"]["faction"] == "stark" and rep["games"] == 30
    if verdict.valid:
        session, state, _ = service.GoldfishService(service.MemorySessionStore()).start_session(deck, agot_pool, 1)
        assert session.validated and state["pending"] == "mulligan"


def test_runs_on_threads_each_equal_their_run_alone(pool, deck):
    """Runs on several threads of one process (Celery worker threads, request threads) never
    see each other's deck: each equals the same run played alone."""
    from concurrent.futures import ThreadPoolExecutor

    from deckcheck.games.agot.engine import table_for as agot_table

    other_faction, other_cards = octgn_deck(sorted(OCTGN.glob("*.o8d"))[0], pool)
    tables = [table_for(pool, deck.cards, deck.faction), agot_table(pool, other_cards, other_faction)]
    jobs = [(tables[i % 2], 3 + i) for i in range(8)]
    alone = [runner.play_records("agot", table, 12, seed) for table, seed in jobs]
    with ThreadPoolExecutor(8) as threads:
        together = list(threads.map(lambda job: runner.play_records("agot", job[0], 12, job[1]), jobs))
    assert together == alone
    assert alone[0] != alone[1]
