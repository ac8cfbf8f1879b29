"""Coverage says only what was judged: on every real deck of the three games no card nobody
reviewed carries a lean, the copies nobody reviewed are counted, and while there are any
the report says the direction cannot be told (never "lean low" or "lean high")."""
from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from deckcheck.decklists.detect import read_decklist
from deckcheck.goldfish.abilities import coverage
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.abilities.records import CardRecord, Missing
from deckcheck.goldfish.games import engine_games, engine_module
from deckcheck.goldfish.summary import coverage_lines

DECKLISTS = Path(__file__).resolve().parent / "data" / "decklists"


def real_decks(game, pool):
    for path in sorted(p for p in (DECKLISTS / game).iterdir() if not p.name.endswith(".yaml")):
        result = read_decklist(path.read_text(encoding="utf-8"), game, {game: pool})
        if result.deck is not None and result.deck.cards:
            yield path.name, result.deck


@pytest.mark.parametrize("game", engine_games())
def test_no_unreviewed_card_leans_on_any_real_deck(game, request):
    pool = request.getfixturevalue(f"{game}_pool")
    report = importlib.import_module(f"deckcheck.games.{game}.engine.report")
    seen = 0
    for name, deck in real_decks(game, pool):
        try:
            table = engine_module(game).table_for(pool, deck.cards, deck.faction)
        except ActionError:                   # a deck the engine cannot play (no stronghold)
            continue
        cov = report.coverage(table)
        seen += 1
        unreviewed = [t for t in cov["titles"] if t["status"] == "missing" and not t["reviewed"]]
        assert cov["unreviewed"] == sum(t["copies"] for t in unreviewed), name
        assert cov["unreviewed_titles"] == len(unreviewed), name
        for title in unreviewed:
            assert {p["lean"] for p in title["missing"]} == {"unknown"}, (name, title["name"])
        for title in cov["titles"]:
            assert isinstance(title["reviewed"], bool), (name, title["name"])
            if title["status"] == "missing" and title["reviewed"]:
                assert all(p["lean"] in ("helps", "hurts", "unknown") for p in title["missing"])
        if cov["unreviewed"]:
            assert cov["lean"] == "unknown" and "cannot be told" in cov["lean_note"], name
            assert "lean low" not in cov["lean_note"] and "lean high" not in cov["lean_note"]
        lines = coverage_lines(cov)
        reviewed_at = next(i for i, line in enumerate(lines) if line.startswith("reviewed"))
        assert reviewed_at < next(i for i, line in enumerate(lines) if line.startswith("lean")), name
    assert seen >= 2


def row(code, record, vanilla=False, copies=1, text="Some text."):
    return (code, code, "character", copies, record, vanilla, text)


def test_a_card_without_a_record_has_no_lean():
    split = coverage.split([row("1", None, copies=3),
                            row("2", CardRecord("2", "B", missing=(Missing("draws more", "helps"),)))])
    unreviewed = next(c for c in split["cards"] if c["id"] == "1")
    assert unreviewed["reviewed"] is False and unreviewed["missing"] == [{"text": "Some text.", "lean": "unknown"}]
    assert split["unreviewed"] == 3 and split["lean"] == "unknown"
    assert split["note"].startswith("3 cards") and "cannot be told" in split["note"]
    assert split["lean_copies"] == {"helps": 1, "hurts": 0, "unknown": 3}


def test_a_lean_comes_only_from_a_judgement_in_a_record():
    unjudged = coverage.split([row("1", CardRecord("1", "A", missing=(Missing("something"),)))])
    assert unjudged["unreviewed"] == 0 and unjudged["lean"] == "unknown"
    judged = coverage.split([row("1", CardRecord("1", "A", missing=(Missing("draws more", "helps"),)))])
    assert judged["lean"] == "low" and judged["note"].startswith("The numbers lean low")


@pytest.mark.parametrize("text", [
    "You may lose 1 honor to resolve this ability twice (not modeled).",   # Banzai!
    "Then, you may lose 1 honor to resolve this ability again.",
    "may kneel your faction card to draw 1 card"])
def test_an_effect_the_player_may_decline_never_hurts(text):
    split = coverage.split([row("1", CardRecord("1", "A", missing=(Missing(text, "hurts"),)))])
    assert split["lean"] == "low" and split["lean_copies"]["hurts"] == 0
    assert split["cards"][0]["missing"] == [{"text": text, "lean": "helps", "optional": True}]


def test_an_effect_that_must_resolve_may_hurt():
    text = "When it leaves play it must return a unit of its zone to its owner's hand."
    split = coverage.split([row("1", CardRecord("1", "A", missing=(Missing(text, "hurts"),)))])
    assert split["lean"] == "high" and not coverage.declinable(text)
