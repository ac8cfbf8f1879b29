"""The short phases of a round: plot, draw, dominance, standing, taxation, and the
round's beginning and end [001 §Anhang I].

Events for card abilities (besides the phase frames): "plot_revealed" (then "modified"
for a card whose STR the plot's constant effects raise: ``play_rules.strength_raised``),
"dominance_won", "discarded" (card, option = "hand") for a card discarded from hand at
taxation, and "reserve_checked" once the hand fits the reserve value at taxation.

At a round's end its numbers for the report are written (``round_row``; the layout is in
state.py) and the titles in play noted (``first_in_play``); dominance won is counted.

Decisions:
- ``plot``: Action("plot", card) — choose the plot to reveal;
- ``dominance``: Action("ability", card[, target], amount=ability) | Action("pass") — the
  action window after dominance is determined, asked only when an action ability can be
  used in it (e.g. Messenger Raven's Dominance Action);
- ``discard``: Action("discard", card) — taxation, discard down to the reserve value.
"""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.state import (
    DISCARD,
    OPPONENT,
    PLAY,
    US,
    AgotState,
)
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.state import TIMEOUT

PASS = Action("pass")
OPPONENT_INITIATIVE = 0      # the passive opponent reveals no plot: initiative 0, power 0


# -- round ------------------------------------------------------------------------------
def begin_round(state: AgotState) -> None:
    if state.round >= state.max_rounds:
        state.end(TIMEOUT)
        return
    state.round += 1
    runtime.new_round(state)
    state.limited_used = False
    state.first_used.clear()
    state.reductions.clear()
    state.challenges_left = 7
    state.extra_challenges[:] = [0, 0, 0]
    state.initiated = 0
    state.income_round = 0
    state.spent_round = 0
    state.won_round = state.dominance_round = state.renown_round = 0
    state.str_round = ()
    play_rules.note(state, "round")
    state.step += 1


NOT_REACHED = (-1, -1, -1)     # STR behind each challenge type when no challenges phase began


def round_row(state: AgotState) -> tuple[int, ...]:
    """The round's numbers for the report (state.rounds documents the layout)."""
    chars = sum(1 for c in state.characters if state.zone[c] == PLAY)
    return (state.income_round, state.spent_round, len(state.hand), chars,
            play_rules.total_power(state), state.drawn, state.held_mask, state.won_round,
            state.dominance_round, state.renown_round, *(state.str_round or NOT_REACHED))


def first_in_play(state: AgotState) -> list[int]:
    """Report bookkeeping: per title, the round in which it was first in play (noted at a
    round's end; the cards placed in setup are in ``setup_titles``), the cards in play now
    included; a new list, the state is left as it is."""
    first = list(state.in_play_round) or [-1] * len(state.table.title_names)
    title = state.table.title
    zone = state.zone
    for group in (state.characters, state.locations, state.attachments):
        for c in group:
            t = title[c]
            if first[t] < 0 and zone[c] == PLAY:
                first[t] = state.round
    return first


def end_round(state: AgotState, first_step: int) -> None:
    state.rounds.append(round_row(state))
    state.in_play_round = first_in_play(state)
    runtime.expire(state, "round", state.hooks)
    state.step = first_step


def phase_begins(name: str):
    """A step that opens a phase: "after the X phase begins" triggers."""
    def run(state: AgotState) -> None:
        state.step += 1
        play_rules.fire(state, "phase_begins", option=name)
    run.__name__ = f"{name}_begins"
    return run



def phase_ends(name: str):
    """A step that closes a phase: "when the X phase ends" triggers, then the lasting
    effects "until the end of the phase" expire and the delayed ones "at the end of the
    phase" resolve; the uses of "once per phase" abilities and the "next card this phase"
    cost reductions end."""
    def run(state: AgotState) -> None:
        state.step += 1
        play_rules.fire(state, "phase_ends", option=name)
        if state.pending == "respond":      # the reactions come first, while the phase's
            state.window_resume = "end_phase"     # lasting effects still hold
            return
        _close_phase(state)
    run.__name__ = f"{name}_ends"
    return run


END_PHASE = Action("end_phase")


def end_phase_actions(state: AgotState) -> list[Action]:
    """The phase's "when it ends" reactions were answered: end it (one action)."""
    return [END_PHASE]


def resolve_end_phase(state: AgotState, action: Action) -> None:
    state.pending = ""
    _close_phase(state)


def _close_phase(state: AgotState) -> None:
    """The phase's lasting effects expire (its delayed ones resolve), the uses of "once per
    phase" abilities and the "next card this phase" cost reductions end."""
    state.reductions.clear()
    runtime.end_phase(state, state.hooks)


# -- 1. plot phase ----------------------------------------------------------------------
def ask_plot(state: AgotState) -> None:
    state.pending = "plot"


def plot_actions(state: AgotState) -> list[Action]:
    titles = state.table.title
    seen = set()
    out = []
    for p in sorted(state.plot_deck):
        if titles[p] not in seen:        # two copies of one plot are the same choice
            seen.add(titles[p])
            out.append(Action("plot", p))
    return out


def resolve_plot(state: AgotState, action: Action) -> None:
    """Reveal the chosen plot (1.3): the previous one goes to the used pile; initiative;
    When Revealed; then an empty plot deck takes back the used pile."""
    p = action.card
    state.pending = ""
    play_rules.reveal_plot(state, p)
    ours = play_rules.initiative(state)
    if ours > OPPONENT_INITIATIVE:
        winner = US
    elif ours < OPPONENT_INITIATIVE:
        winner = OPPONENT
    else:
        mine = play_rules.total_power(state)
        if mine != state.opponent_power:
            winner = US if mine < state.opponent_power else OPPONENT
        else:
            state.rng, coin = rng.below(state.rng, 2)
            winner = US if coin == 0 else OPPONENT
    state.initiative_winner = winner
    state.first_player = winner      # the winner names itself; order has no effect here
    state.step += 1
    play_rules.after_reveal(state, p)
    play_rules.fire(state, "plot_revealed", p)
    play_rules.strength_raised(state, p)         # its constant STR effects begin (Randyll Tarly)


# -- 2. draw phase ------------------------------------------------------------------------
def draw_phase(state: AgotState) -> None:
    state.step += 1
    play_rules.draw(state, play_rules.draw_phase_cards(state))
    state.held_mask = play_rules.held_mask(state)


# -- 5. dominance -------------------------------------------------------------------------
def dominance(state: AgotState) -> None:
    """Standing STR plus gold in the pool, plus what cards contribute ("dominance"
    modifiers: The Iron Throne); the passive opponent counts 0. Then the action window of
    the phase (a ``dominance`` decision, only when an action can be used in it; the
    "dominance_won" reactions come first)."""
    total = state.gold + play_rules.modifier(state, "dominance")
    zone = state.zone
    knelt = state.knelt
    for c in state.characters:
        if zone[c] == PLAY and c not in knelt:
            total += play_rules.strength(state, c)
    state.step += 1
    if state.table.index.actions and runtime.any_action(state, state.hooks, "dominance"):
        state.pending = "dominance"
    if total > 0:
        state.dominance_round = 1
        play_rules.gain_power(state, 1, why="dominance")
        play_rules.fire(state, "dominance_won")



def dominance_actions(state: AgotState) -> list[Action]:
    return runtime.action_choices(state, state.hooks, "dominance") + [PASS]


def resolve_dominance_action(state: AgotState, action: Action) -> None:
    if action.kind == "ability":
        runtime.use_action(state, state.hooks, action)
    else:
        state.pending = ""


# -- 6. standing --------------------------------------------------------------------------
def standing(state: AgotState) -> None:
    """Stand every card [001 §Anhang I 6.], except those that cannot stand; with a cap on
    standing characters (Stannis Baratheon), the player stands its strongest ones. Each
    card that stood tells the bus "stood" (Sansa Stark)."""
    state.step += 1
    state.faction_knelt = False
    knelt = state.knelt
    if not knelt:
        return
    cap = play_rules.standing_cap(state)
    keep = set()
    if cap >= 0:
        knelt_chars = [c for c in state.characters if c in knelt and state.zone[c] == PLAY
                       and not play_rules.cannot(state, c, "stand")]
        knelt_chars.sort(key=lambda c: (-play_rules.strength(state, c), c))
        keep = set(knelt_chars[cap:])
    if "stand" in state.table.forbidden:
        keep |= {c for c in knelt if play_rules.cannot(state, c, "stand")}
    state.knelt = keep
    if "stood" in state.table.index.triggers:
        for c in sorted(knelt - keep):
            play_rules.fire(state, "stood", c)


# -- 7. taxation --------------------------------------------------------------------------
def return_gold(state: AgotState) -> None:
    state.gold = 0
    state.step += 1


def ask_discard(state: AgotState) -> None:
    """Check reserve: discard down to the reserve value (one ``discard`` decision per
    card); once the hand fits, the cards hear "reserve_checked" (Three-Finger Hobb)."""
    if len(state.hand) > play_rules.reserve(state):
        state.pending = "discard"
    else:
        state.step += 1
        play_rules.fire(state, "reserve_checked")


def discard_actions(state: AgotState) -> list[Action]:
    return [Action("discard", c) for c in play_rules.one_per_title(state, state.hand)]


def resolve_discard(state: AgotState, action: Action) -> None:
    """Discard one card from hand; the cards hear "discarded" (card, option = "hand")."""
    state.pending = ""
    state.hand.remove(action.card)
    play_rules.move_to(state, action.card, DISCARD)
    play_rules.fire(state, "discarded", action.card, "hand")


