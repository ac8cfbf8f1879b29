"""Deck statistics and draw odds (deckcheck.stats, issue 20) with real decks: the exact
hypergeometric chances (values checked by hand and against ThronesDB's draw simulator), each
game's draw model from the rules digests, the figures of each game, and the optional
``stats`` of POST /validate and ``deckcheck validate --stats`` (the default verdict has none)."""
from __future__ import annotations

from fractions import Fraction
from math import comb
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_api_helpers import KINGSMOOT, make_app, read_sample, shared_service

from api.cli import main
from deckcheck.stats import at_least_one, deck_stats, draw_models, with_mulligan

DECKS = Path(__file__).parent / "data" / "decklists"


def test_hypergeometric_values_known_by_hand():
    assert at_least_one(60, 1, 7) == Fraction(7, 60)
    assert at_least_one(60, 3, 7) == 1 - Fraction(comb(57, 7), comb(60, 7))
    assert round(float(at_least_one(60, 3, 7)), 4) == 0.3154      # ThronesDB: 31.54 % for 3 of 60 in 7
    assert round(float(at_least_one(60, 2, 9)), 4) == 0.2797
    assert at_least_one(40, 3, 40) == 1 and at_least_one(40, 3, 99) == 1
    assert at_least_one(40, 0, 7) == 0 and at_least_one(0, 1, 7) == 0
    assert with_mulligan(Fraction(1, 2)) == Fraction(3, 4)


def _stats(all_db, game: str, text: str) -> dict:
    service = shared_service(all_db)
    parsed = service.read_payload({"decklist": text, "game": game})
    return deck_stats(parsed.deck, service.pool(game))


def test_agot_khalasar_setup_hand_and_two_cards_a_round(all_db):
    stats = _stats(all_db, "agot", (DECKS / "agot" / "danurai-khalasar.txt").read_text(encoding="utf-8"))
    draw = next(s for s in stats["sections"] if s["section"] == "draw")
    assert draw["cards"] == 60 and sum(draw["cost_curve"].values()) == 60
    assert draw["types"] == {"character": 35, "event": 10, "location": 9, "attachment": 6}
    assert draw["factions"] == {"targaryen": 51, "neutral": 9}
    assert stats["figures"]["icons"] == {"military": 24, "intrigue": 11, "power": 22}
    assert stats["figures"]["characters"] == 35
    (odds,) = stats["odds"]
    assert (odds["opening"], odds["per_round"], odds["deck_size"]) == (7, 2, 60)
    assert [s["seen"] for s in odds["steps"]] == [7, 9, 11, 13, 15, 17]
    assert odds["by_copies"]["3"]["chances"][:2] == [0.3154, 0.3914]
    assert odds["by_copies"]["1"]["chances"][0] == round(7 / 60, 4)
    assert odds["by_copies"]["3"]["opening_with_mulligan"] == round(1 - (1 - 0.31542957) ** 2, 4)
    aggo = next(c for c in stats["cards"] if c["name"] == "Aggo")
    assert aggo == {"id": "03035", "name": "Aggo", "section": "draw", "copies": 2}


def test_l5r_conflict_hand_of_four_dynasty_provinces_and_influence(all_db):
    stats = _stats(all_db, "l5r", (DECKS / "l5r" / "core-suggested-crane.json").read_text(encoding="utf-8"))
    figures = stats["figures"]
    assert figures["clan"] == "crane" and figures["influence"] == {"spent": 10, "budget": 10}
    assert figures["political"] > figures["military"] > 0
    conflict, dynasty = stats["odds"]
    assert conflict["section"] == "conflict" and conflict["opening"] == 4 and conflict["per_round"] == 2
    size = conflict["deck_size"]
    assert conflict["by_copies"]["1"]["chances"][0] == round(4 / size, 4)
    assert conflict["by_copies"]["2"]["opening_with_mulligan"] is None     # L5R's mulligan is partial
    assert dynasty["section"] == "dynasty" and [s["seen"] for s in dynasty["steps"]] == [4]
    sections = {s["section"]: s for s in stats["sections"]}
    assert sections["provinces"]["cards"] == 5 and sections["stronghold"]["cards"] == 1
    assert sections["conflict"]["factions"].get("phoenix") == 5           # the splash


def test_whi_dwarves_hand_of_seven_and_one_card_a_turn(all_db):
    stats = _stats(all_db, "whi", (DECKS / "whi" / "ffg-forum-dwarf-midrange.txt").read_text(encoding="utf-8"))
    (deck,) = stats["sections"]
    assert deck["section"] == "deck" and deck["cards"] == 50 and deck["types"]["unit"] == 22
    assert stats["figures"]["loyalty"] > 0 and stats["figures"]["power"] > 0
    (odds,) = stats["odds"]
    assert odds["unit"] == "turn" and [s["seen"] for s in odds["steps"]] == [7, 8, 9, 10, 11, 12]
    assert odds["by_copies"]["1"]["chances"][0] == 0.14 and odds["by_copies"]["3"]["chances"][0] == 0.3704


def test_draw_models_follow_the_rules_digests():
    assert [(m.section, m.opening, m.per_round) for m in draw_models("agot")] == [("draw", 7, 2)]
    assert [(m.section, m.opening) for m in draw_models("l5r")] == [("conflict", 4), ("dynasty", 4)]
    assert [(m.section, m.opening, m.per_round, m.unit) for m in draw_models("whi")] == [("deck", 7, 1, "turn")]


@pytest.fixture
def client(all_db):
    return make_app(all_db).test_client()


def test_validate_carries_stats_only_when_asked(client):
    body = {"decklist": read_sample(KINGSMOOT), "game": "agot"}
    plain = client.post("/api/v1/validate", json=body)
    asked = client.post("/api/v1/validate", json={**body, "stats": True})
    assert plain.status_code == asked.status_code == 200
    assert "stats" not in plain.get_json()
    verdict = asked.get_json()
    stats = verdict.pop("stats")
    assert verdict == plain.get_json()                    # the rest is the same verdict
    assert stats["odds"][0]["deck_size"] == 60 and stats["cards"]
    off = client.post("/api/v1/validate", json={**body, "stats": False})
    assert off.get_data() == plain.get_data()             # byte-identical without stats


def test_cli_validate_stats(all_db, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", all_db)
    result = CliRunner().invoke(main, ["validate", str(KINGSMOOT), "--stats"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "cost curve (draw, 60 cards):" in out
    assert "chance to have a card in hand (draw deck of 60, no mulligan;" in out
    assert "3 copies" in out and "31.5%" in out


def _text(response) -> str:
    import re
    from html import unescape

    html = re.sub(r"<script.*?</script>", " ", unescape(response.get_data(as_text=True)), flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_check_page_shows_statistics_and_odds_in_the_pages_language(client):
    text = read_sample(KINGSMOOT)
    english = _text(client.post("/", data={"decklist": text, "lang": "en"}))
    assert "Deck statistics" in english and "Cost curve" in english and "Average cost: 2.5" in english
    assert "Chance to have a card in hand" in english and "31.5 %" in english and "53.1 %" in english
    assert "Characters with a challenge icon Military 17 · Intrigue 10 · Power 26" in english
    assert "the 7-card setup hand, then 2 cards in each draw phase" in english
    german = _text(client.post("/", data={"decklist": text, "lang": "de"}))
    assert "Deckstatistik" in german and "Kostenkurve" in german and "31,5 %" in german
    assert "Starthand" in german and "bis Runde 5" in german and "Nachziehstapel" in german
    polish = _text(client.post("/", data={"decklist": text, "lang": "pl"}))
    assert "Statystyki talii" in polish and "Szansa na kartę w ręce" in polish and "do rundy 5" in polish


def test_check_stats_block_for_the_script(client):
    l5r = (DECKS / "l5r" / "core-suggested-crane.json").read_text(encoding="utf-8")
    r = client.post("/check/stats", data={"decklist": l5r, "lang": "en"})
    assert r.status_code == 200
    block = _text(r)
    assert block.startswith("Deck statistics") and "Conflict deck" in block and "Dynasty deck" in block
    assert "Influence spent 10 / 10" in block and "an honor bid of 2 each round" in block
    assert 'id="odds-cards"' in r.get_data(as_text=True)
    assert client.post("/check/stats", data={"decklist": "   "}).status_code == 204
    assert client.post("/check/stats", data={"decklist": "no card at all here", "game": "whi"}).status_code in (200, 204)
