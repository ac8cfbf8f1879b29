"""The L5R LCG goldfish engine (one deck against a passive opponent).

- ``ENGINE`` (game.L5rEngine): start / legal_actions / apply / step / replay / load;
- ``table_for(pool, cards, clan=None)``: the deck's card table (cached per pool);
- ``GreedyPilot``: the default pilot (registered as "greedy");
- ``record``: the compact record of a game (history.py names its fields);
- ``describe`` / ``actions_json`` / ``label``: what a person sees of a state and its legal
  actions; ``sentence``: a narrative event in words (the game log).

Decisions and their actions are documented in setup.py, dynasty.py, conflicts.py, rings.py
and regroup.py; the phase structure in game.py; the passive opponent in opponent.py; the
ability layer in hooks.py and records/.
"""
from deckcheck.games.l5r.engine.cards import CardTable, build_table, pool_table, table_for
from deckcheck.games.l5r.engine.game import DECISIONS, ENGINE, FLOW, L5rEngine
from deckcheck.games.l5r.engine.headline import COMPARISON, HEADLINE, PHRASES, headline_sentences
from deckcheck.games.l5r.engine.labels import REPORT_LABELS, REPORT_TEXTS
from deckcheck.games.l5r.engine.history import record
from deckcheck.games.l5r.engine.narrate import NARRATION, sentence
from deckcheck.games.l5r.engine.pilot import GreedyPilot
from deckcheck.games.l5r.engine.plot import plot_svg
from deckcheck.games.l5r.engine.report import compare, coverage, summarize
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.summary import summary_text
from deckcheck.games.l5r.engine.view import ACTION_WORDS, actions_json, describe, label

__all__ = ["ACTION_WORDS", "NARRATION", "COMPARISON", "HEADLINE", "PHRASES", "REPORT_LABELS", "REPORT_TEXTS", "headline_sentences", "DECISIONS", "ENGINE", "FLOW", "CardTable", "GreedyPilot", "L5rEngine", "L5rState",
           "actions_json", "build_table", "compare", "coverage", "describe", "label", "plot_svg", "pool_table", "record",
           "sentence", "summarize", "summary_text", "table_for"]
