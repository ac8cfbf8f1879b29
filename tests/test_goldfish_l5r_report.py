"""The L5R goldfish report of real games of real decks (the engine plays them)."""
from __future__ import annotations

import math

import pytest
from test_api_helpers import shared_service

from deckcheck.games.l5r.engine import headline as hl
from deckcheck.games.l5r.engine import table_for
from deckcheck.games.l5r.engine.plot import plot_svg
from deckcheck.games.l5r.engine.summary import summary_text
from deckcheck.goldfish.actions import ActionError
from deckcheck.services import goldfish as service
from conftest import ROOT

LISTS = ROOT / "tests" / "data" / "decklists" / "l5r"
CRAB = LISTS / "emeralddb-crab-berserker-sacrifice.json"
CRANE = LISTS / "emeralddb-crane-courtier-honor.json"
GAMES = 30


def read(l5r_db, path):
    svc = shared_service(l5r_db)
    result = svc.read_payload({"decklist": path.read_text(encoding="utf-8"), "game": "l5r"})
    assert not result.problems
    return result.deck, svc.pool("l5r")


@pytest.fixture(scope="module")
def crab(l5r_db):
    return read(l5r_db, CRAB)


@pytest.fixture(scope="module")
def report(crab):
    deck, pool = crab
    return service.run_report(deck, pool, games=GAMES, seed=3, workers=1)


def test_report_fields(report):
    assert report["game"] == "l5r" and report["period"] == "round" and report["games"] == GAMES
    assert report["deck"]["validated"] is True and report["deck"]["clan"] == "crab"
    assert report["deck"]["dynasty"] == 40 and report["deck"]["conflict"] == 40
    assert len(report["deck"]["provinces"]) == 5
    assert report["opponent"]["name"] and report["opponent"]["passive"]
    assert report["pilot"]["assumptions"]
    for name in hl.METRIC_NAMES:
        assert report["headline"][name]["sentence"]


def test_coverage_counts_every_card_of_the_deck(report):
    cov = report["coverage"]
    # 40 dynasty + 40 conflict + 5 provinces + stronghold + role
    assert cov["cards_total"] == sum(cov["copies"].values()) == 87
    assert sum(t["copies"] for t in cov["titles"]) == 87
    kinds = {t["type"] for t in cov["titles"]}
    assert {"stronghold", "role", "province"} <= kinds
    assert math.isclose(sum(cov["shares"].values()), 1.0, abs_tol=1e-3)
    assert cov["lean"] in ("low", "high", "both", "none", "unknown") and cov["lean_note"]
    assert (cov["lean"] == "unknown") == (cov["unreviewed"] > 0 or cov["lean_copies"]["unknown"] > 0)


def test_outcome_shares_sum_to_one_and_cumulative_shares_climb(report):
    out = report["outcomes"]
    assert sum(out[k]["games"] for k in ("win", "eliminated", "timeout")) == GAMES
    assert math.isclose(sum(out[k]["share"] for k in ("win", "eliminated", "timeout")), 1.0,
                        abs_tol=1e-3)
    for o in ("win", "eliminated", "timeout"):
        assert sum(r["games"] for r in out[o]["reasons"].values()) == out[o]["games"]
    sh = report["stronghold_round"]
    cum = [d["cumulative"] for d in sh["distribution"]]
    assert cum == sorted(cum) and (not cum or cum[-1] == sh["broken_share"])
    assert math.isclose(sh["broken_share"] + sh["timeout_share"] + sh["other_end_share"], 1.0,
                        abs_tol=1e-3)
    broken = [p["mean_broken"] for p in report["provinces"]["by_round"]]
    assert broken == sorted(broken) and broken[-1] <= 5
    firsts = [p["mean"] for p in report["provinces"]["nth_break"] if p["mean"] is not None]
    assert firsts == sorted(firsts)


def test_rounds_and_opening(report):
    rounds = report["rounds"]
    assert rounds[0]["round"] == 1 and rounds[0]["games_playing"] == GAMES
    playing = [r["games_playing"] for r in rounds]
    assert playing == sorted(playing, reverse=True)
    assert rounds[0]["fate_gained"] >= report["deck"]["stronghold_fate"]
    assert all(0 <= r["conflicts_won"] <= r["conflicts"] <= 2 for r in rounds)
    opening = report["opening"]
    assert opening["games"] == GAMES
    # four provinces of one card each, plus the top card of the deck for each Rally card revealed
    # (Mercenary Company in the Crab deck)
    assert 0 <= opening["affordable_characters"]["mean"] <= opening["province_characters"]["mean"] <= 8
    for deck in ("dynasty", "conflict"):
        assert 0 <= opening["mulligan"][deck]["rate"] <= 1


def test_seen_by_round_against_the_exact_odds(report):
    cards = report["cards"]
    assert cards["dynasty"]["deck_size"] == 40 and cards["conflict"]["deck_size"] == 40
    assert "face up in a province" in cards["note"]
    for side, start in (("dynasty", 1), ("conflict", 0)):
        for title in cards[side]["titles"]:
            first = title["by_round"][0]
            # the opening hand is 4 conflict cards; the provinces show 4 dynasty cards in round 1,
            # more with Rally (Mercenary Company) or cards that reveal
            assert first["round"] == start
            assert first["cards_drawn"] == 4 if side == "conflict" else first["cards_drawn"] >= 4
            exact = 1 - math.comb(40 - title["copies"], 4) / math.comb(40, 4)
            if side == "conflict":
                assert first["hypergeometric"] == round(exact, 4)
            else:
                assert first["hypergeometric"] >= round(exact, 4)
            seen = [r["seen"] for r in title["by_round"]]
            assert all(0 <= s <= 1 for s in seen)
    drawn = [r["cards_drawn"] for r in cards["conflict"]["titles"][0]["by_round"]]
    assert drawn[1] > drawn[0]


def test_key_cards_default_and_named(crab, report):
    deck, pool = crab
    keys = report["key_cards"]
    assert keys["rule"] == hl.KEY_CARD_RULE
    table = table_for(pool, deck.cards)
    big = {table.names[i] for i in (*table.dynasty_cards, *table.conflict_cards)
           if table.type[i] == "character" and table.unique[i] and table.cost[i] >= 4}
    assert not big                      # this deck has none: its 3 most expensive titles
    top = sorted({(-table.cost[i], table.names[i]) for i in (*table.dynasty_cards,
                                                              *table.conflict_cards)})
    names = {t["name"] for t in keys["titles"]}
    assert len(names) == 3 and min(-c for c, n in top if n in names) >= -top[2][0]
    for title in keys["titles"]:
        shares = [r["share"] for r in title["in_play_by_round"]]
        assert shares == sorted(shares) and shares[-1] + title["never"] <= 1 + 1e-9
    named = service.run_report(deck, pool, games=5, seed=1, workers=1, key_cards=["Banzai!"])
    assert named["headline"]["key_cards"] == ["Banzai!"]
    assert named["key_cards"]["rule"] == "named by the user"
    with pytest.raises(ActionError) as err:
        service.run_report(deck, pool, games=5, seed=1, workers=1, key_cards=["Doji Hotaru"])
    assert err.value.code == "UNKNOWN_KEY_CARD"


def test_compare_crab_with_crane_and_with_itself(l5r_db, crab):
    deck, pool = crab
    crane, _ = read(l5r_db, CRANE)
    same = service.compare_report(deck, deck, pool, games=10, seed=2, workers=1)
    assert all(m["identical"] for m in same["metrics"].values())
    other = service.compare_report(deck, crane, pool, games=10, seed=2, workers=1)
    assert other["game"] == "l5r" and other["b"]["clan"] == "crane"
    # the default rule: the crane deck's unique characters of cost 4 or more
    assert set(other["b"]["key_cards"]) == {"Doji Hotaru", "Hantei Sotorii"}
    assert other["b"]["key_card_rule"] == hl.KEY_CARD_RULE
    assert not all(m["identical"] for m in other["metrics"].values())
    assert all(m["sentence"] for m in other["metrics"].values())


def test_terminal_text_and_plot(report):
    text = summary_text(report)
    lines = text.splitlines()
    assert lines[1].startswith("coverage: ") and "all numbers below leave those abilities out" in lines[2]
    assert lines[3].startswith("  not modeled: ") and lines[4].startswith("reviewed: ")
    assert lines[5].startswith("lean: ")
    assert text.index("lean: ") < text.index("pilot greedy:") < text.index("headline (means")
    assert "stronghold broken in round:" in text and "  round 1 (" in text and "opening:" in text
    svg = plot_svg(report)
    assert "<svg" in svg and svg == service.plot_svg(report)
