"""What a person sees of an L5R game: describe (JSON-ready), action labels with card names,
and the game log in sentences (every event kind the engine writes has its own sentence)."""
from __future__ import annotations

import json
from pathlib import Path

from deckcheck.decklists.detect import read_decklist
from deckcheck.games.l5r.engine import ENGINE, actions_json, describe, label, sentence, table_for
from deckcheck.goldfish.actions import Action as A
from deckcheck.goldfish.gamelog import as_text, game_log

DECK = Path(__file__).parent / "data" / "decklists" / "l5r" / "core-suggested-lion.json"


def lion(pool):
    deck = read_decklist(DECK.read_text(encoding="utf-8"), "l5r", {"l5r": pool}).deck
    return table_for(pool, dict(deck.cards))


def test_describe_and_labels(l5r_pool):
    s = ENGINE.start(lion(l5r_pool), 4, verbose=True)
    ENGINE.apply(s, A("mulligan", cards=()))
    ENGINE.apply(s, A("mulligan", cards=()))
    view = json.loads(json.dumps(describe(s)))
    assert view["game"] == "l5r" and view["phase"] == "dynasty" and view["pending"] == "dynasty"
    assert view["stronghold"]["name"] == "Yōjin no Shiro" and view["honor"] == s.honor
    assert len(view["provinces"]) == 5 and view["provinces"][4]["stronghold"]
    assert view["opponent"]["honor"] == 10 and len(view["opponent"]["provinces"]) == 5
    acts = actions_json(s, ENGINE.legal_actions(s))
    assert acts[-1]["label"] == "Pass"
    play = next(a for a in acts if a["kind"] == "play")
    assert play["label"].startswith("Play " + s.table.names[play["card"]])
    assert label(s, A("declare", 4, 0, option="military", cards=(1,))).startswith(
        "Declare a military conflict with the air ring at the stronghold province")


def test_every_event_has_a_sentence(l5r_pool):
    t = lion(l5r_pool)
    log = game_log("l5r", t, 7)
    text = as_text(log)
    assert "Round 1 begins." in text and "Declares a" in text
    s = ENGINE.start(t, 7, verbose=True)
    from deckcheck.games.l5r.engine import GreedyPilot
    pilot = GreedyPilot()
    while not s.outcome:
        ENGINE.apply(s, pilot.choose(s, ENGINE.legal_actions(s)))
    for event in s.events:
        words = sentence(s, event)
        assert words and not words.startswith(event[1] + ":"), event
