"""The L5R report's arithmetic on synthetic records whose numbers are known exactly."""
from __future__ import annotations

import math

import pytest

from deckcheck.games.l5r.engine import headline as hl
from deckcheck.games.l5r.engine import report, sections
from deckcheck.games.l5r.engine.plot import plot_svg
from deckcheck.games.l5r.engine.summary import summary_text
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN
from tests.l5r_records import record, row, table

T = table()
N_TITLES = len(T.title_names)
KEY = T.title_names.index("Dynasty 0")
EVENT = T.title_names.index("Conflict 0")


class Pilot:
    name = "test"
    description = "synthetic"
    assumptions = ("Nothing is chosen. The records are made up.",)


def games() -> list[tuple]:
    fast = record(WIN, "stronghold",
                  [row(1, honor=11, fate_spent=7, fate_gained=7, military=3, political=2,
                       conflicts=2, conflicts_won=2, broken=1, drawn=7, dynasty_played=2, dynasty_revealed=4),
                   row(2, honor=12, fate_spent=7, military=6, political=4, conflicts_won=2,
                       broken=3, drawn=10, dynasty_played=1,
                       dynasty_revealed=6),
                   row(3, honor=13, fate_spent=7, military=9, political=6, conflicts_won=2,
                       broken=5, drawn=13, dynasty_revealed=7)],
                  (1, 2, 2, 3, 3), N_TITLES, seen={KEY: 0, EVENT: 2}, in_play={KEY: 2})
    slow = record(WIN, "stronghold", [row(k, honor=10, fate_spent=3, military=2, broken=min(k - 1, 5),
                                          drawn=4 + 2 * k, dynasty_revealed=4) for k in range(1, 6)],
                  (2, 3, 4, 5), N_TITLES, seen={EVENT: 1})
    honor = record(WIN, "honor_25", [row(1, honor=18, drawn=5, dynasty_revealed=4),
                                       row(2, honor=25, drawn=6, dynasty_revealed=4)], (2,),
                   N_TITLES)
    lost = record(ELIMINATED, "honor_zero", [row(1, honor=0, drawn=5, dynasty_revealed=4)], (), N_TITLES,
                  setup=(2, 1, 0, 0, 0, 0, 0))
    timeout = record(TIMEOUT, "timeout", [row(k, honor=8, drawn=4 + k, dynasty_revealed=4)
                                         for k in range(1, 7)], (4,),
                     N_TITLES)
    return [fast, slow, honor, lost, timeout]


@pytest.fixture()
def rep(monkeypatch):
    monkeypatch.setattr(report, "opponent_json", lambda: {"name": "passive", "passive": "does nothing"})
    return report.summarize(games(), T, Pilot(), seed=7, max_rounds=6)


def test_outcomes_shares_sum_to_one_and_split_by_reason(rep):
    out = rep["outcomes"]
    assert math.isclose(sum(out[k]["share"] for k in (WIN, ELIMINATED, TIMEOUT)), 1.0)
    assert out[WIN]["games"] == 3
    assert out[WIN]["reasons"]["stronghold"]["games"] == 2
    assert out[WIN]["reasons"]["honor_25"]["share"] == 0.2
    assert out[ELIMINATED]["reasons"]["honor_zero"]["label"] == "the deck's honor fell to 0"
    assert rep["game"] == "l5r" and rep["period"] == "round" and rep["seeds"] == "game i uses seed 7 + i"


def test_stronghold_round_is_cumulative_over_all_games(rep):
    sh = rep["stronghold_round"]
    assert [(d["round"], d["games"]) for d in sh["distribution"]] == [(3, 1), (5, 1)]
    assert [d["cumulative"] for d in sh["distribution"]] == [0.2, 0.4]
    assert sh["mean"] == 4 and sh["timeout_share"] == 0.2 and sh["other_end_share"] == 0.4


def test_provinces_broken_by_round_and_nth_break(rep):
    by = rep["provinces"]["by_round"]
    # round 2: fast 3, slow 1, honor 1, lost 0, timeout 0
    assert by[1] == {"round": 2, "games": 5, "mean_broken": 1.0, "games_with_one": 0.6,
                     "too_few_games": True}
    means = [b["mean_broken"] for b in by]
    assert means == sorted(means)
    first = rep["provinces"]["nth_break"][0]
    assert first["reached"] == 0.8 and first["mean"] == 2.25


def test_rounds_means_over_games_playing(rep):
    r1, r6 = rep["rounds"][0], rep["rounds"][5]
    assert r1["games_playing"] == 5 and r1["honor"] == (11 + 10 + 18 + 0 + 8) / 5
    assert r6["games_playing"] == 1 and r6["honor"] == 8
    assert r6["all_games"]["honor"] == (13 + 10 + 25 + 0 + 8) / 5
    assert r6["won_by_now"] == 0.6


def test_conflict_hypergeometric_is_exact():
    cards = sections.cards(games(), T)
    con = cards["conflict"]
    assert con["deck_size"] == 40
    by = {c["name"]: c for c in con["titles"]}["Conflict 0"]["by_round"]
    assert by[0]["hypergeometric"] == round(1 - math.comb(38, 4) / math.comb(40, 4), 4)
    # round 1: drawn 7, 6, 5, 5, 5
    expect = sum(1 - math.comb(38, d) / math.comb(40, d) for d in (7, 6, 5, 5, 5)) / 5
    assert by[1]["hypergeometric"] == round(expect, 4)
    assert by[1]["seen"] == 0.2 and by[2]["seen"] == 0.5     # round 2: four games playing


def test_dynasty_draws_are_the_engines_count_of_cards_turned_face_up():
    dyn = sections.cards(games(), T)["dynasty"]
    assert dyn["deck_size"] == 40
    key = {c["name"]: c for c in dyn["titles"]}["Dynasty 0"]["by_round"]
    assert key[0]["round"] == 1 and key[0]["cards_drawn"] == 4 and key[0]["seen"] == 0.2
    # round 2: the fast game had turned 6 face up, the others 4
    assert key[1]["cards_drawn"] == (6 + 4 + 4 + 4) / 4
    assert key[1]["hypergeometric"] == round(
        (1 - math.comb(37, 6) / math.comb(40, 6) + 3 * (1 - math.comb(37, 4) / math.comb(40, 4))) / 4, 4)


def test_headline_values_per_game():
    values = hl.per_game(games(), T, (KEY,))
    assert values["round_stronghold"] == [3, 5, 3, 2, 7]
    assert values["round_win"] == [3, 5, 2, 2, 7]
    assert values["won_by_round_5"] == [1, 1, 1, 0, 0]
    assert values["provinces_round_3"] == [5, 2, 1, 0, 0]
    assert values["fate_spent_vs_stronghold"][0] == 1.0
    assert values["skill_round_2"][0] == 10 and values["skill_round_3"][1] == 2
    assert values["conflicts_won_1_3"][0] == 6
    assert values["round_key_card"] == [2, 6, 3, 2, 7]
    assert hl.reached(games(), values)["round_stronghold"] == 2
    assert hl.reached(games(), values)["round_win"] == 3


def test_key_cards_default_named_and_unknown():
    assert hl.key_titles(T) == ((KEY,), hl.KEY_CARD_RULE)
    assert hl.key_titles(T, ["conflict 0"]) == ((EVENT,), "named by the user")
    assert hl.key_titles(T, ["c0"])[0] == (EVENT,)
    with pytest.raises(ActionError) as err:
        hl.key_titles(T, ["Hida Kisada"])
    assert err.value.code == "UNKNOWN_KEY_CARD"


def test_event_key_card_counts_when_seen(monkeypatch):
    monkeypatch.setattr(report, "opponent_json", lambda: {"name": "passive", "passive": "-"})
    rep = report.summarize(games(), T, Pilot(), 1, 6, key_cards=["Conflict 0"])
    title = rep["key_cards"]["titles"][0]
    assert title["in_play_by_round"][1] == {"round": 2, "games": 5, "share": 0.4, "too_few_games": True}
    assert title["never"] == 0.6


def test_compare_with_itself_is_identical(monkeypatch):
    monkeypatch.setattr(report, "opponent_json", lambda: {"name": "passive", "passive": "-"})
    side = (games(), T, "same", True)
    c = report.compare(side, side, Pilot(), 1, 6)
    assert all(m["identical"] and m["mean_difference"] == 0 for m in c["metrics"].values())
    assert "do not differ" in c["metrics"]["round_stronghold"]["sentence"]


def test_compare_sentences_say_the_direction(monkeypatch):
    monkeypatch.setattr(report, "opponent_json", lambda: {"name": "passive", "passive": "-"})
    a = games()
    b = [a[0]] * 5                    # every game the fast one
    c = report.compare((a, T, "A", True), (b, T, "B", True), Pilot(), 1, 6)
    m = c["metrics"]["round_stronghold"]
    assert m["mean_difference"] < 0 and "earlier than A" in m["sentence"]
    assert "more provinces by round 3" in c["metrics"]["provinces_round_3"]["sentence"]


def test_opening_and_terminal_text(rep):
    op = rep["opening"]
    assert op["mulligan"]["dynasty"]["rate"] == 0.2 and op["first_player_share"] == 0.8
    assert op["none_affordable"] == 0.2
    text = summary_text(rep)
    assert text.index("coverage:") < text.index("pilot test:") < text.index("headline")
    assert "stronghold broken in round: mean 4" in text
    svg = plot_svg(rep)
    assert svg.startswith("<?xml") and svg == plot_svg(rep)


def test_coverage_counts_a_keywords_only_card_as_modeled():
    from types import SimpleNamespace

    texts = list(T.texts)
    texts[T.title.index(KEY)] = "<b>Covert.</b> Pride."
    texts[T.title.index(EVENT)] = "<b>Action:</b> Draw 1 card."
    cov = report.coverage(SimpleNamespace(**{**vars(T), "texts": tuple(texts)}))
    status = {t["name"]: t["status"] for t in cov["titles"]}
    assert status["Dynasty 0"] == "modeled" and status["Conflict 0"] == "missing"
    assert status["Stronghold"] == "modeled"            # an empty text
    assert cov["cards_total"] == len(T.ids) and cov["copies"]["missing"] == 2
    missing = {t["name"]: t for t in cov["cards"]}
    assert missing["Conflict 0"]["missing"][0]["lean"] == "unknown"      # nobody reviewed it
    assert cov["unreviewed"] == 2 and cov["lean"] == "unknown"
    no_texts = report.coverage(SimpleNamespace(**{k: v for k, v in vars(T).items() if k != "texts"}))
    assert no_texts["copies"]["missing"] == len(T.ids)     # without texts nothing counts as vanilla


def test_compare_names_key_cards_of_either_deck(monkeypatch):
    monkeypatch.setattr(report, "opponent_json", lambda: {"name": "passive", "passive": "-"})
    side = (games(), T, "", True)
    c = report.compare(side, side, Pilot(), 1, 6, key_cards=["Conflict 0"])
    assert c["a"]["key_cards"] == ["Conflict 0"] and "name" not in c["a"]
    with pytest.raises(ActionError) as err:
        report.compare(side, side, Pilot(), 1, 6, key_cards=["Conflict 0", "Nope"])
    assert err.value.code == "UNKNOWN_KEY_CARD"


def test_a_real_table_carries_the_texts_so_a_card_without_text_counts_as_modeled(l5r_pool):
    from deckcheck.games.l5r.engine import table_for

    cards = {"shizuka-toshi": 1, "seeker-of-air": 1, "the-art-of-peace": 1, "fertile-fields": 1,
             "entrenched-position": 1, "meditations-on-the-tao": 1, "shameful-display": 1,
             "serene-warrior": 3, "goblin-brawler": 3, "doji-challenger": 3,
             "fine-katana": 3, "ornate-fan": 3, "way-of-the-crane": 3}
    table = table_for(l5r_pool, cards)
    status = {t["name"]: t["status"] for t in report.coverage(table)["titles"]}
    assert status["Serene Warrior"] == status["Goblin Brawler"] == "modeled"   # no text at all
    assert table.texts[table.ids.index("doji-challenger")]                    # printed text kept
