"""The AGoT goldfish report's honest coverage, its headline and the paired comparison of
two decks on the same seeds (real decks: the OCTGN samples and tests/data decklists)."""
from __future__ import annotations

import math
from pathlib import Path

import pytest
from agot_scenario import act, scenario
from test_goldfish_support import OCTGN, octgn_deck, snapshot_pool

from deckcheck.games.agot.engine import ENGINE, build_table, phases, table_for
from deckcheck.games.agot.engine import headline as hl
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.games.agot.engine.report import coverage
from deckcheck.goldfish import runner, stats
from deckcheck.goldfish.abilities.records import CardRecord, Missing
from deckcheck.goldfish.actions import Action as A
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.pilot import get_pilot
from deckcheck.model import Deck, Verdict, Violation
from deckcheck.services import goldfish as service

KINGSMOOT = OCTGN / "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d"
NIGHTS_WATCH = OCTGN / "OOTB-At-the-Wall-NW-Baratheon.o8d"
DECKLISTS = Path(__file__).parent / "data" / "decklists" / "agot"


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def _deck(pool, path: Path, name: str) -> Deck:
    faction, cards = octgn_deck(path, pool)
    return Deck(game="agot", cards=cards, faction=faction, name=name)


@pytest.fixture(scope="module")
def kingsmoot(pool):
    return _deck(pool, KINGSMOOT, "Bend the Knee")


@pytest.fixture(scope="module")
def nights_watch(pool):
    return _deck(pool, NIGHTS_WATCH, "At the Wall")


# -- statistics -------------------------------------------------------------------------------
def test_paired_difference_mean_and_confidence_interval():
    same = stats.paired([1, 2, 3, 5], [1, 2, 3, 5])
    assert same == {"games": 4, "mean_difference": 0.0, "sd": 0.0, "ci95": [0.0, 0.0],
                    "identical": True}
    d = stats.paired([0, 0, 0, 0], [1, 2, 1, 2])             # differences 1, 2, 1, 2
    sd = math.sqrt(1 / 3)
    half = 1.959964 * sd / 2
    assert d["mean_difference"] == 1.5 and d["sd"] == pytest.approx(sd, abs=1e-4)
    assert d["ci95"] == pytest.approx([1.5 - half, 1.5 + half], abs=1e-4) and not d["identical"]
    assert stats.paired([3], [5])["ci95"] is None             # one game: no interval
    assert stats.paired([], [])["mean_difference"] is None
    with pytest.raises(ValueError):
        stats.paired([1, 2], [1])


def test_comparison_sentences_say_the_direction_and_the_interval():
    rounds = next(m for m in hl.METRICS if m.name == "round_8_power")
    diff = {"mean_difference": -0.4, "ci95": [-0.5, -0.3], "identical": False}
    assert hl.compare_sentence(rounds, diff, "A", "B") == \
        "B reaches 8 power 0.4 rounds earlier than A (95% CI 0.3 to 0.5)."
    later = {"mean_difference": 0.1, "ci95": [-0.05, 0.25], "identical": False}
    assert hl.compare_sentence(rounds, later, "A", "B").endswith(
        "0.1 rounds later than A (95% CI -0.05 to 0.25); the interval includes no difference.")
    gold = next(m for m in hl.METRICS if m.name == "setup_gold")
    assert hl.compare_sentence(gold, {"mean_difference": -0.25, "ci95": [-0.4, -0.1],
                                      "identical": False}, "A", "B") == \
        "B uses 0.25 less gold in setup than A (95% CI 0.1 to 0.4)."
    same = {"mean_difference": 0.0, "ci95": [0.0, 0.0], "identical": True}
    assert "the same value on every seed" in hl.compare_sentence(gold, same, "A", "B")


# -- per-round bookkeeping ------------------------------------------------------------------------
def test_strength_behind_each_challenge_type_at_the_start_of_the_challenges_phase(pool):
    # Bastard in Hiding 2 STR mil/pow, House Dayne Knight 2 STR mil/int, Courtesan of the
    # Rose 2 STR int/pow (knelt: does not count), Tumblestone Knight 2 STR mil/pow
    s = scenario(pool, play=["01053", "01113", "01187", "01150"], knelt=["01187"],
                 step="challenges.initiate")
    assert s.state.pending == "challenges"
    assert s.state.str_round == (6, 2, 4)
    assert hl.weakest((0,) * hl.R_STR + s.state.str_round) == 2


def test_challenges_dominance_and_renown_are_counted_per_round(pool):
    s = scenario(pool, play=["13107", "01053"], step="challenges.initiate")   # Robert: Renown
    robert, bastard = s.card("13107"), s.card("01053")
    assert s.state.str_round == (7, 0, 7)                 # Robert 5 + Bastard 2, no intrigue
    act(s, A("challenge", option="power"), A("attacker", robert), A("confirm"))
    assert s.state.won_round == 1 and s.state.renown_round == 1
    if s.state.pending == "respond":                      # a record's reaction: decline it
        act(s, A("decline"))
    act(s, A("challenge", option="military"), A("attacker", bastard), A("confirm"))
    # nothing is left to decide: the round runs on to its end and its row is written
    row = s.state.rounds[0] if s.state.rounds else phases.round_row(s.state)
    assert (row[hl.R_WON], row[hl.R_RENOWN]) == (2, 1)
    assert row[hl.R_DOMINANCE] == 0                       # all knelt, no gold: no dominance
    assert row[hl.R_STR:hl.R_STR + 3] == (7, 0, 7)
    d = scenario(pool, play=["01053"])
    phases.dominance(d.state)
    assert d.state.dominance_round == 1
    assert phases.round_row(d.state)[hl.R_STR:] == (-1, -1, -1)   # no challenges phase yet


def test_the_first_round_in_play_of_each_title(pool):
    s = scenario(pool, play=["01053"], hand=["01113"])
    state = s.state
    t = state.table
    state.round = 2
    state.in_play_round = phases.first_in_play(state)
    assert state.in_play_round[t.title[s.card("01053")]] == 2
    assert state.in_play_round[t.title[s.card("01113")]] == -1
    state.round = 3
    assert phases.first_in_play(state)[t.title[s.card("01053")]] == 2


def test_game_rows_are_consistent(pool, kingsmoot):
    table = table_for(pool, kingsmoot.cards, kingsmoot.faction)
    state = runner.play_game(ENGINE, table, get_pilot("agot"), 5)
    from deckcheck.games.agot.engine.report import record
    rec = record(state)
    rows = rec[hl.ROWS]
    assert rows and len(rec) == 8 and len(rec[hl.IN_PLAY]) == len(table.title_names)
    for row, ceiling in zip(rows, hl.ceilings(rec), strict=True):
        assert 0 <= row[hl.R_WON] <= 3 and row[hl.R_DOMINANCE] in (0, 1)
        assert ceiling <= 4 + row[hl.R_RENOWN]
        if row[hl.R_STR] >= 0:      # no more challenges won than types with STR behind them
            assert row[hl.R_WON] <= sum(1 for x in row[hl.R_STR:hl.R_STR + 3] if x > 0)
    assert sum(hl.gained(rows)) == rows[-1][hl.R_POWER]


# -- coverage --------------------------------------------------------------------------------------
def test_coverage_splits_modeled_inert_and_missing_with_the_lean(pool, monkeypatch):
    # records of our own for three real cards (whatever the shared records say today)
    monkeypatch.setitem(RECORDS, "01187", CardRecord("01187", "Courtesan of the Rose",
                                                     inert="needs an opponent's card"))
    monkeypatch.setitem(RECORDS, "01113", CardRecord("01113", "House Dayne Knight", missing=(
        Missing("more power", "helps"), Missing("kneels itself", "hurts"))))
    for code in ("01053", "01048", "01025"):
        monkeypatch.delitem(RECORDS, code, raising=False)
    cards = {"01053": 3, "01187": 2, "01113": 1, "01048": 1, "01025": 1}
    table = build_table([(pool.card(c), n) for c, n in cards.items()], "baratheon")
    cov = coverage(table)
    assert cov["cards_total"] == 8
    assert cov["copies"] == {"modeled": 3 + 1, "inert": 2, "missing": 1 + 1}   # 01025: a plot, no text
    assert cov["shares"]["inert"] == 0.25 and cov["modeled_or_inert"] == 0.75
    # Robert Baratheon has no record: nobody judged him, so no lean can be said
    assert cov["lean"] == "unknown" and cov["lean_copies"] == {"helps": 1, "hurts": 1, "unknown": 1}
    assert cov["unreviewed"] == 1 and "cannot be told" in cov["lean_note"]
    by_name = {e["name"]: e for e in cov["titles"]}
    assert by_name["Courtesan of the Rose"]["status"] == "inert"
    assert by_name["Courtesan of the Rose"]["reason"] == "needs an opponent's card"
    assert by_name["Bastard in Hiding"]["status"] == "modeled"
    dayne = by_name["House Dayne Knight"]
    assert [(m["text"], m["lean"]) for m in dayne["missing"]] == [("more power", "helps"),
                                                                  ("kneels itself", "hurts")]
    assert by_name["Robert Baratheon"]["status"] == "missing" and not by_name["Robert Baratheon"]["reviewed"]
    # the older keys say the same: "not modeled" = missing
    assert cov["cards_not_modeled"] == 2 and cov["titles_not_modeled"] == 2
    assert sorted(e["name"] for e in cov["cards"]) == ["House Dayne Knight", "Robert Baratheon"]
    assert cov["cards"][0]["not_modeled"]
    assert cov["note"].startswith("2 cards in this deck have abilities the engine does not model")


def test_coverage_of_a_real_deck_adds_up(pool, kingsmoot):
    cov = coverage(table_for(pool, kingsmoot.cards, kingsmoot.faction))
    assert cov["cards_total"] == 68 == sum(cov["copies"].values()) == sum(e["copies"] for e in cov["titles"])
    assert cov["cards_not_modeled"] == cov["copies"]["missing"]
    assert cov["titles_not_modeled"] == len(cov["cards"]) == sum(
        1 for e in cov["titles"] if e["status"] == "missing")
    assert cov["modeled_or_inert"] == round(1 - cov["copies"]["missing"] / 68, 4)
    assert cov["lean"] in ("low", "high", "both", "none", "unknown") and cov["lean_note"]


# -- headline and key cards -----------------------------------------------------------------------
def test_report_has_a_headline_with_a_sentence_per_number(pool, kingsmoot):
    rep = service.run_report(kingsmoot, pool, games=80, seed=3, check=None)
    assert list(rep)[:7] == ["game", "engine", "games", "seed", "seeds", "max_rounds", "headline"]
    head = rep["headline"]
    for name in hl.METRIC_NAMES:
        entry = head[name]
        assert entry["sentence"] and entry["value"] is not None, name
        assert ("reached" in entry) == any(m.censored for m in hl.METRICS if m.name == name)
    assert head["round_15_power"]["value"] == pytest.approx(rep["win_round"]["mean"], abs=0.05)
    assert 0 <= head["setup_gold"]["value"] <= 8 and 0 <= head["setup_icons"]["value"] <= 3
    assert head["setup_gold"]["value"] == pytest.approx(rep["setup"]["gold_used"]["mean"], abs=1e-3)
    assert head["setup_key_card"]["value"] == rep["setup"]["key_card_placed_rate"]
    assert head["power_vs_ceiling"]["value"] > 0.5
    # default key cards: the unique characters of cost 5 or more
    assert head["key_cards"] == ["Littlefinger", "Melisandre", "Robert Baratheon", "Stannis Baratheon"]
    assert [t["name"] for t in rep["key_cards"]["titles"]] == head["key_cards"]
    for t in rep["key_cards"]["titles"]:
        shares = [r["share"] for r in t["in_play_by_round"]]
        assert shares == sorted(shares) and shares[0] == t["placed_in_setup"]
        assert t["never"] == pytest.approx(1 - shares[-1], abs=1e-4) or shares[-1] < 1 - t["never"]
    row = rep["rounds"][0]
    assert row["power_gained"] == row["power"] and row["ceiling"] >= 4
    assert row["challenges_won"] <= 3 and 0 <= row["dominance_won"] <= 1
    assert row["ability_power"] == pytest.approx(
        row["power_gained"] - row["challenges_won"] - row["dominance_won"] - row["renown_power"], abs=1e-3)
    behind = row["strength_behind"]
    assert behind["weakest"] <= min(behind["military"], behind["intrigue"], behind["power"])
    thresholds = rep["strength"]["thresholds"]
    assert [t["strength"] for t in thresholds] == list(hl.STR_THRESHOLDS)
    assert [t["reached"] for t in thresholds] == sorted((t["reached"] for t in thresholds), reverse=True)
    assert thresholds[0]["reached"] == head["round_str_3"]["reached"]


def test_key_cards_by_name_or_code_and_refusals(pool, kingsmoot):
    rep = service.run_report(kingsmoot, pool, games=20, seed=1, check=None,
                             key_cards=["robert baratheon", "01052"])
    assert rep["headline"]["key_cards"] == ["Robert Baratheon", "Stannis Baratheon"]
    assert rep["headline"]["key_card_rule"] == "named by the user"
    with pytest.raises(ActionError) as err:
        service.run_report(kingsmoot, pool, games=5, seed=1, check=None, key_cards=["Jon Snow"])
    assert err.value.code == "UNKNOWN_KEY_CARD" and "Jon Snow" in err.value.message_in("en")
    with pytest.raises(ActionError) as err:
        service.run_report(kingsmoot, pool, games=5, seed=1, check=None, key_cards="Robert")
    assert err.value.code == "INVALID_KEY_CARDS"


def test_default_key_cards_without_expensive_unique_characters(pool):
    # no unique character of cost 5+: the 3 most expensive titles (ties: more copies, then name)
    cards = {"01053": 3, "01113": 3, "01150": 3, "01187": 3, "01061": 1, "01035": 2, "01025": 1}
    table = table_for(pool, cards, "baratheon")
    keys, rule = hl.key_titles(table)
    assert rule == hl.KEY_CARD_RULE
    assert [table.title_names[t] for t in keys] == sorted(
        ["The Red Keep", "Bastard in Hiding", "Courtesan of the Rose"], key=table.title_names.index)


# -- paired comparison -----------------------------------------------------------------------------
def test_a_deck_compared_with_itself_differs_by_exactly_zero(pool, kingsmoot):
    seen = []
    c = service.compare_report(kingsmoot, kingsmoot, pool, games=50, seed=2, check=None,
                               progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (100, 100)
    assert c["games"] == 50 and c["a"]["name"] == c["b"]["name"] == "Bend the Knee"
    assert set(c["metrics"]) == set(hl.METRIC_NAMES)
    for name, m in c["metrics"].items():
        assert m["identical"] and m["mean_difference"] == 0.0, name
        assert m["ci95"] == [0.0, 0.0] and not m["clear"]
        assert m["a"] == m["b"] and "do not differ" in m["sentence"]
    assert c["a"]["headline"] == c["b"]["headline"]


def test_two_different_decks_differ(pool, kingsmoot, nights_watch):
    c = service.compare_report(kingsmoot, nights_watch, pool, games=150, seed=1, check=None)
    single = service.run_report(nights_watch, pool, games=150, seed=1, check=None)
    assert c["b"]["headline"]["setup_gold"] == single["headline"]["setup_gold"]   # same seeds as a run
    m = c["metrics"]
    assert any(x["mean_difference"] != 0 for x in m.values())
    clear = [name for name, x in m.items() if x["clear"]]
    assert clear, m
    for x in m.values():
        lo, hi = x["ci95"]
        assert lo <= x["mean_difference"] <= hi
        assert x["mean_difference"] == pytest.approx(x["b"] - x["a"], abs=2e-4)
        if not x["identical"]:
            assert "95% CI" in x["sentence"]
    # the Kingsmoot deck names 4 key characters, the Night's Watch starter fewer in setup
    assert c["a"]["key_cards"] and c["b"]["key_card_rule"] == hl.KEY_CARD_RULE


def test_comparison_with_named_key_cards_and_refusals(pool, kingsmoot, nights_watch):
    c = service.compare_report(kingsmoot, nights_watch, pool, games=10, seed=1, check=None,
                               key_cards=["Melisandre", "Lightbringer"])
    assert sorted(c["a"]["key_cards"]) == ["Lightbringer", "Melisandre"]
    assert set(c["b"]["key_cards"]) <= {"Lightbringer", "Melisandre"}
    with pytest.raises(ActionError) as err:
        service.compare_report(kingsmoot, nights_watch, pool, games=5, seed=1, check=None,
                               key_cards=["Jon Snow (Wolves)"])
    assert err.value.code == "UNKNOWN_KEY_CARD"

    def refuse_b(deck, p):
        if deck is nights_watch:
            return Verdict("agot", "joust", None, (), {}, (Violation("AGOT_DRAW_DECK_SIZE", expected=60,
                                                                      actual=46),))
        return Verdict("agot", "joust", None, (), {}, ())
    with pytest.raises(ActionError) as err:
        service.compare_report(kingsmoot, nights_watch, pool, games=5, seed=1, check=refuse_b)
    assert err.value.code == "DECK_INVALID" and err.value.details["deck"] == "b"
    with pytest.raises(ActionError) as err:
        service.compare_report(kingsmoot, Deck(game="whi", cards={"01116": 1}), pool, games=5, check=None)
    assert err.value.code == "MIXED_GAMES"
    with pytest.raises(ActionError) as err:
        service.compare_report(kingsmoot, kingsmoot, pool, games=0, check=None)
    assert err.value.code == "INVALID_GAMES"


def test_two_versions_of_a_real_decklist(all_db):
    """Summer Stag Do and Summer Stags Event: one Baratheon deck in two versions (a plot
    differs), read from their decklist files and checked as legal, compared on the same seeds."""
    from test_api_helpers import shared_service

    goldfish = service.GoldfishService(service.MemorySessionStore(), validation=shared_service(all_db))
    payloads = [{"decklist": (DECKLISTS / f).read_text(encoding="utf-8"), "game": "agot",
                 "as_of": "2016-12-01"} for f in ("danurai-summer-stag-do.txt", "danurai-summer-stags-event.txt")]
    deck_a, deck_b, pool = goldfish.read_decks(*payloads)
    assert deck_a.cards != deck_b.cards
    c = goldfish.compare(deck_a, deck_b, pool, games=60, seed=4)
    assert c["a"]["validated"] and c["b"]["validated"]
    assert not all(m["identical"] for m in c["metrics"].values())
    same = goldfish.compare(deck_a, deck_a, pool, games=20, seed=4)
    assert all(m["identical"] for m in same["metrics"].values())
    # an illegal second deck is refused before any game, and the refusal names it
    core = {"decklist": (DECKLISTS / "cardgamedb-export-targaryen-core-set.txt").read_text(encoding="utf-8"),
            "game": "agot", "as_of": "2015-10-08"}
    a, b, _ = goldfish.read_decks(payloads[0], core)
    with pytest.raises(ActionError) as err:
        goldfish.compare(a, b, pool, games=5)
    assert err.value.code == "DECK_INVALID" and err.value.details["deck"] == "b"


def test_rounds_never_reached_count_as_the_round_after_the_last(pool, kingsmoot):
    rep = service.run_report(kingsmoot, pool, games=10, seed=1, max_rounds=2, check=None)
    win = rep["headline"]["round_15_power"]
    assert rep["outcomes"]["timeout"]["share"] == 1.0
    assert win["value"] == 3.0 and win["reached"] == 0.0
    assert "0% of the games got there before they ended" in win["sentence"]
