"""The WHI report on real games of the engine: the same for any number of workers, and
consistent with the records it sums up (two real decks of two races)."""
from __future__ import annotations

from pathlib import Path

import pytest
from test_api_helpers import need_cards

from deckcheck.decklists.plaintext import read_plain_text
from deckcheck.games.whi.engine import history as h
from deckcheck.games.whi.engine import table_for
from deckcheck.goldfish import runner
from deckcheck.goldfish.state import WIN
from deckcheck.model import Deck
from deckcheck.services import goldfish as service

DATA = Path(__file__).parent / "data" / "decklists" / "whi"


def _deck(pool, name: str) -> Deck:
    need_cards(pool, "whi")
    read = read_plain_text((DATA / name).read_text(encoding="utf-8"), pool).deck
    return Deck(game="whi", cards=dict(read.cards), name=name)


@pytest.fixture(scope="module")
def orc(whi_pool):
    return _deck(whi_pool, "ffg-2011-lcg-days-regional-lyons-orc.txt")


@pytest.fixture(scope="module")
def high_elf(whi_pool):
    return _deck(whi_pool, "ffg-2012-stuff-of-legends-zieniewicz-high-elf.txt")


def test_the_report_agrees_with_the_records(whi_pool, high_elf):
    table = table_for(whi_pool, high_elf.cards, None)
    records = runner.play_records("whi", table, 300, 1, max_rounds=15)
    rep = runner.run("whi", table, 300, 1, max_rounds=15)
    assert rep["games"] == 300 and rep["deck"]["race"] == "high_elf"
    assert sum(o["share"] for o in rep["outcomes"].values()) == pytest.approx(1.0, abs=1e-3)
    wins = [r for r in records if r[h.OUTCOME] == WIN]
    for r in wins:                          # the win turn is the turn of the last burn
        assert r[h.ENDED] == r[h.ROWS][-1][h.T_TURN] == r[h.BURNED][-1][1]
        assert r[h.ROWS][-1][h.T_BURNED] == len(r[h.BURNED]) in (2, 3)
    dist = rep["win_turn"]["distribution"]
    assert sum(d["games"] for d in dist) == len(wins) == rep["outcomes"]["win"]["games"]
    cumulative = [d["cumulative"] for d in dist]
    assert cumulative == sorted(cumulative) and cumulative[-1] == rep["outcomes"]["win"]["share"]
    turns = rep["turns"]
    assert turns[0]["games_playing"] == 300
    damage = [t["damage_total_all_games"] for t in turns]
    assert damage == sorted(damage)         # damage on the passive capital never heals
    assert [t["turn"] for t in turns] == list(range(1, len(turns) + 1))
    assert rep["opening"]["games"] == 300
    for title in rep["cards"]["titles"]:    # seen by turn N next to the exact odds
        for row in title["by_turn"][:3]:
            assert abs(row["seen"] - row["hypergeometric"]) < 0.12, (title["name"], row)
        odds = [row["hypergeometric"] for row in title["by_turn"]]
        assert odds == sorted(odds)


def test_two_races_compared_on_the_same_seeds(whi_pool, orc, high_elf):
    c = service.compare_report(orc, high_elf, whi_pool, games=60, seed=4, check=None)
    assert c["a"]["race"] == "orc" and c["b"]["race"] == "high_elf"
    assert not all(m["identical"] for m in c["metrics"].values())
    same = service.compare_report(orc, orc, whi_pool, games=30, seed=4, check=None)
    assert all(m["identical"] and m["ci95"] == [0.0, 0.0] for m in same["metrics"].values())


def test_a_legend_on_the_capital_counts_as_in_play(whi_pool, high_elf):
    """Eltharion the Grim (a legend, the High Elf deck's default key card) reaches the
    capital in some games; the report's key-card timing must see it."""
    rep = service.run_report(high_elf, whi_pool, games=100, seed=1, workers=1, check=None)
    eltharion = next(t for t in rep["key_cards"]["titles"] if t["name"] == "Eltharion the Grim")
    assert eltharion["type"] == "legend" and eltharion["never"] < 1.0
