"""What every game's step-by-step table shows alike: where the game is and how it stands,
around the game's own board, the last events, and the legal actions with their labels.

Each game's ``engine/view.py`` gives its board (``describe``: hand, zones, scores, in the
game's words and numbers) and its buttons' words (``ACTION_WORDS``, ``label``). A page
shows the phase and step titles of the game's Flow (the decision's prompt) in its reader's
language: German and Polish in the messages catalogue, ``msgctxt`` ``goldfish-flow:<game>``
and the English title as ``msgid``.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.flow import Flow
from deckcheck.goldfish.headlines import Phrasebook
from deckcheck.message_entries import CATALOGUES, LANGS

ACTION = "goldfish-action:"
FLOW = "goldfish-flow:"
EVENTS_SHOWN = 50      # the last events a state shows (the game log has them all)


def described(state: Any, flow: Flow, board: Mapping[str, Any], period: str = "round") -> dict[str, Any]:
    """A state as the table shows it: the game, the ``period`` (round or turn) it is in and
    its last, the phase and step, the pending decision, the outcome and why, whether it is
    scored; then the game's ``board``; last the events."""
    return {
        "game": state.game,
        period: state.round,
        f"max_{period}s": state.max_rounds,
        **flow.describe(state.step),
        "pending": state.pending,
        "outcome": state.outcome or None,
        f"ended_{period}": state.ended_round if state.outcome else None,
        "reason": state.reason or None,
        "unscored": state.unscored,
        **board,
        "events": [list(e) for e in state.events[-EVENTS_SHOWN:]],
    }


def labelled(state: Any, actions: Sequence[Action],
             label: Callable[[Any, Action], str]) -> list[dict[str, Any]]:
    """The legal actions as JSON, each with its label for a person."""
    return [dict(a.to_json(), label=label(state, a)) for a in actions]


def action_words(game: str, templates: Mapping[str, str]) -> Phrasebook:
    """A game's words for its action buttons: English templates by name; German and Polish in
    the messages catalogue under ``goldfish-action:<game>:<name>``. A game log keeps the
    English; the table page says them in its reader's language."""
    return Phrasebook(game, templates, prefix=ACTION)


def flow_entries(game: str, flow: Flow) -> Iterator[tuple[str, str]]:
    """(catalogue context, English) of the title of every phase and step, each title once (a
    step without a title shows its name, which is not for translating)."""
    titles = [p.title for p in flow.phases] + [s.title for s in flow.steps]
    for title in dict.fromkeys(t for t in titles if t):
        yield FLOW + game, title


def flow_title(game: str, title: str, lang: str = "en") -> str:
    """A phase's or step's title in ``lang`` (the English title when nobody translated it)."""
    if lang == "en" or lang not in LANGS:
        return title
    said = CATALOGUES.compile(lang, FLOW + game, title)
    return said if isinstance(said, str) else title       # a title counts nothing


def titled(game: str, state: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """A described state with its phase and step titles in ``lang``."""
    return dict(state, phase_title=flow_title(game, str(state.get("phase_title", "")), lang),
                step_title=flow_title(game, str(state.get("step_title", "")), lang))
