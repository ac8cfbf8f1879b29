"""The WHI goldfish engine (one deck against a passive capital).

- ``ENGINE`` (game.WhiEngine, ``period = "turn"``): start / legal_actions / apply / step /
  replay / load;
- ``table_for(pool, cards, race)``: the deck's card table (cached per pool);
- ``GreedyPilot``: the default pilot (registered as "greedy");
- ``record``: one game's record (history.py); ``summarize``: the WHI Monte-Carlo report
  (report.py; headline.py holds the numbers a player compares); ``compare``: two decks'
  paired comparison on the same seeds; ``summary_text``: a report in a few lines for the
  terminal; ``plot_svg``: damage and zone power by turn, the turn of the win;
- ``describe`` / ``actions_json`` / ``label``: what a person sees of a state and its legal
  actions; ``sentence``: a narrative event in words (the game log).

Rules: capital.py (zones, costs, loyalty, damage, drawing), phases.py (the turn and its
action windows), battlefield.py (attacks and burning), setup.py, opponent.py (the passive
capital), hooks.py (the ability layer), records/ (card records).
"""
from deckcheck.games.whi.engine.cards import WhiTable, build_table, pool_table, table_for
from deckcheck.games.whi.engine.game import ENGINE, FLOW, WhiEngine, start_game
from deckcheck.games.whi.engine.headline import COMPARISON, HEADLINE, PHRASES, headline_sentences
from deckcheck.games.whi.engine.labels import REPORT_LABELS, REPORT_TEXTS
from deckcheck.games.whi.engine.history import record
from deckcheck.games.whi.engine.hooks import HOOKS, WhiHooks
from deckcheck.games.whi.engine.narrate import NARRATION, sentence
from deckcheck.games.whi.engine.pilot import GreedyPilot
from deckcheck.games.whi.engine.plot import plot_svg
from deckcheck.games.whi.engine.report import compare, coverage, summarize
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.games.whi.engine.summary import summary_text
from deckcheck.games.whi.engine.view import ACTION_WORDS, actions_json, describe, label

__all__ = ["ACTION_WORDS", "NARRATION", "ENGINE", "COMPARISON", "HEADLINE", "PHRASES", "REPORT_LABELS", "REPORT_TEXTS", "headline_sentences", "FLOW", "HOOKS", "GreedyPilot", "WhiEngine", "WhiHooks", "WhiState",
           "WhiTable", "actions_json", "build_table", "compare", "coverage", "describe", "label", "plot_svg", "pool_table",
           "record", "sentence", "start_game", "summarize", "summary_text", "table_for"]
