"""The WHI goldfish engine (one deck against a passive capital).

- ``ENGINE`` (game.WhiEngine, ``period = "turn"``): start / legal_actions / apply / step /
  replay / load;
- ``table_for(pool, cards, race)``: the deck's card table (cached per pool);
- ``GreedyPilot``: the default pilot (registered as "greedy");
- ``record``: one game's record (history.py);
- ``describe`` / ``actions_json`` / ``label``: what a person sees of a state and its legal
  actions; ``sentence``: a narrative event in words (the game log).

Rules: capital.py (zones, costs, loyalty, damage, drawing), phases.py (the turn and its
action windows), battlefield.py (attacks and burning), setup.py, opponent.py (the passive
capital), hooks.py (the ability layer), records/ (card records).
"""
from deckcheck.games.whi.engine.cards import WhiTable, build_table, table_for
from deckcheck.games.whi.engine.game import ENGINE, FLOW, WhiEngine, start_game
from deckcheck.games.whi.engine.history import record
from deckcheck.games.whi.engine.hooks import HOOKS, WhiHooks
from deckcheck.games.whi.engine.narrate import sentence
from deckcheck.games.whi.engine.pilot import GreedyPilot
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.games.whi.engine.view import actions_json, describe, label

__all__ = ["ENGINE", "FLOW", "HOOKS", "GreedyPilot", "WhiEngine", "WhiHooks", "WhiState",
           "WhiTable", "actions_json", "build_table", "describe", "label", "record", "sentence",
           "start_game", "table_for"]
