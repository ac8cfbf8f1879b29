"""The whole log of one game, readable by a person: every decision the pilot took (with
the action's label, e.g. "Marshal Robert Baratheon (7 gold)") and every event in words
("Draws 2 cards: ..."), in order, round by round.

The game is the one the Monte-Carlo runner plays as game ``i`` of a run with base seed
``s`` when ``seed = s + i``: same pilot, same actions (the runner's fast path gives the
same actions, a test checks it). A game module provides ``ENGINE`` (whose ``start``
accepts ``verbose=True``), ``label(state, action)`` and ``sentence(state, event)``.

A log is English (reports, the CLI, the API). A page tells it again in its reader's
language (``lang``): the events with the game's ``NARRATION``
(deckcheck.goldfish.narration), the decisions with its ``ACTION_WORDS`` and the phases
with the titles of its flow (deckcheck.goldfish.view); an engine without them tells its
English.
"""
from __future__ import annotations

from typing import Any

from deckcheck.goldfish.games import engine_module
from deckcheck.goldfish.pilot import get_pilot
from deckcheck.goldfish.runner import MAX_DECISIONS_PER_ROUND, answer
from deckcheck.goldfish.view import flow_title


class _Teller:
    """Collects the lines of a game as it is played: decisions and events in words."""

    def __init__(self, module: Any, state: Any, lang: str = "en"):
        self.module = module
        self.state = state
        self.lines: list[dict[str, Any]] = []
        self.told = 0
        self.lang = lang
        narration = getattr(module, "NARRATION", None) if lang != "en" else None
        self.sentence = (module.sentence if narration is None
                         else lambda state, event: narration.sentence(state, event, lang))
        words = lang != "en" and getattr(module, "ACTION_WORDS", None) is not None
        self.label = (module.label if not words
                      else lambda state, action: module.label(state, action, lang))

    def events(self) -> None:
        state = self.state
        for event in state.events[self.told:]:
            self.lines.append({"round": event[0], "text": self.sentence(state, event)})
        self.told = len(state.events)

    def decision(self, action: Any, options: int) -> None:
        where = self.module.ENGINE.where(self.state)
        phase = flow_title(self.state.game, where["phase_title"], self.lang)
        self.lines.append({"round": self.state.round, "phase": phase,
                           "decision": where["pending"],
                           "choice": self.label(self.state, action), "options": options})

    def result(self, **extra: Any) -> dict[str, Any]:
        state = self.state
        return {"game": state.game, "seed": state.seed, **extra, "outcome": state.outcome or None,
                "reason": state.reason or None, "period": self.module.ENGINE.period,
                "ended_round": state.ended_round, "unscored": state.unscored,
                "lines": self.lines, "log": [list(a) for a in state.log]}


def game_log(game: str, table: Any, seed: int, max_rounds: int = 20, pilot: Any = None) -> dict[str, Any]:
    """The pilot's game with this seed, told in words."""
    module = engine_module(game)
    engine = module.ENGINE
    pilot_obj = pilot if pilot is not None and not isinstance(pilot, str) else get_pilot(game, pilot)
    state = engine.start(table, seed, max_rounds, verbose=True)
    teller = _Teller(module, state)
    teller.events()
    budget = MAX_DECISIONS_PER_ROUND * (max_rounds + 1)
    while not state.outcome and budget > 0:
        budget -= 1
        actions = engine.legal_actions(state)
        if engine.trivial(state, actions):
            engine.step(state, actions[0], False)
        else:
            action = answer(engine, pilot_obj, state, actions)
            teller.decision(action, len(actions))
            engine.step(state, action)
        teller.events()
    return teller.result(pilot=getattr(pilot_obj, "name", ""))


def replay_told(game: str, table: Any, seed: int, log: Any, max_rounds: int = 20,
                lang: str = "en") -> dict[str, Any]:
    """A logged game (an interactive session's seed and actions) played again and told in
    words (in ``lang`` for a page), each logged action with the label it had when it was
    chosen."""
    from deckcheck.goldfish.actions import Action, action_from_json

    module = engine_module(game)
    engine = module.ENGINE
    state = engine.start(table, seed, max_rounds, verbose=True)
    teller = _Teller(module, state, lang)
    teller.events()
    for entry in log:
        action = entry if isinstance(entry, Action) else action_from_json(entry)
        teller.decision(action, len(engine.legal_actions(state)))
        engine.apply(state, action)
        teller.events()
    return teller.result(pilot="person")


def as_text(log: dict[str, Any]) -> str:
    """The log as plain text: a heading per round, decisions marked with '>'."""
    out = [f"{log['game']} goldfish game, seed {log['seed']}, pilot {log['pilot']}"]
    period = (log.get("period") or "round").capitalize()
    current = None
    for line in log["lines"]:
        if line["round"] != current:
            current = line["round"]
            out.append("")
            out.append("Setup" if current == 0 else f"{period} {current}")
        if "choice" in line:
            out.append(f"  > {line['choice']}")
        else:
            out.append(f"    {line['text']}")
    out.append("")
    end = log["outcome"] or "not finished"
    if log.get("reason") and log["reason"] != log["outcome"]:
        end += f" ({log['reason'].replace('_', ' ')})"
    out.append(f"Outcome: {end} in {period.lower()} {log['ended_round']}." if log["outcome"]
               else f"Outcome: {end}.")
    return "\n".join(out)
