"""The AGoT 2nd edition goldfish engine (one deck against a passive opponent).

- ``ENGINE`` (game.AgotEngine): start / legal_actions / apply / step / replay / load;
- ``table_for(pool, cards, faction)``: the deck's card table (cached per pool);
- ``GreedyPilot``: the default pilot (registered as "greedy");
- ``record`` / ``summarize``: the AGoT Monte-Carlo report; ``compare``: two decks' paired
  comparison (headline.py holds the numbers it compares); ``summary_text``: a report in
  a few lines for the terminal;
- ``describe`` / ``actions_json`` / ``label``: what a person sees of a state and its
  legal actions; ``sentence``: a narrative event in words (the game log).

Decisions and their actions are documented in setup.py, phases.py, marshaling.py and
challenges.py; the phase structure in game.py.
"""
from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.cards import CardTable, build_table, pool_table, table_for
from deckcheck.games.agot.engine.game import ENGINE, FLOW, AgotEngine, start_game
from deckcheck.games.agot.engine.headline import COMPARISON, HEADLINE, PHRASES, headline_sentences
from deckcheck.games.agot.engine.labels import REPORT_LABELS, REPORT_TEXTS
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.plot import plot_svg
from deckcheck.games.agot.engine.report import compare, coverage, record, summarize
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.games.agot.engine.narrate import NARRATION, sentence
from deckcheck.games.agot.engine.summary import summary_text
from deckcheck.games.agot.engine.view import ACTION_WORDS, actions_json, describe, label

__all__ = ["ACTION_WORDS", "NARRATION", "ENGINE", "COMPARISON", "HEADLINE", "PHRASES", "REPORT_LABELS", "REPORT_TEXTS", "headline_sentences", "FLOW", "AgotEngine", "AgotState", "CardTable", "GreedyPilot",
           "actions_json", "build_table", "compare", "coverage", "describe", "label", "plot_svg", "pool_table", "play_rules", "record",
           "sentence", "start_game", "summarize", "summary_text", "table_for"]
