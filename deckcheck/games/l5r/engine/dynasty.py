"""The dynasty phase [000 §Anhang I, 1.1-1.5], the draw phase (honor bids), and the frame
every phase shares (begins / ends steps, the round's start and end).

Dynasty (decision ``dynasty``): the face-down cards in the provinces turn face up, the
stronghold's fate is gained, then the player acts once per opportunity:
- Action("play", c, amount=extra fate): a character from a province (cost + extra fate;
  it enters ready at home; the province is refilled face down); Limited: one per round;
- Action("duplicate", c, target=p): discard a copy of the unique character p in play
  (from a province or the hand) to put 1 fate on p (the province is refilled);
- Action("ability", c, chosen, amount=k): an action ability usable in the dynasty phase,
  or a dynasty event face up in a province played (zone ``province_event``: its fate cost
  is paid; it goes to the dynasty discard pile and the province is refilled facedown);
- Action("pass"): final for the phase. The first player to pass gains 1 fate: the passive
  opponent passes at its first opportunity, so the player gets it only as first player
  passing before taking any other opportunity.
Holdings face up in a province are in play; they are never "played". A dynasty event whose
record has no ``dynasty_event`` (or that cannot change the game now) stays face up in its
province until it is played later or discarded in the regroup phase.

Draw (decision ``bid``): Action("bid", amount=1..5). The dials are revealed (event
``dials_revealed``: a forced trigger may raise ``state.bid``); the higher bidder gives the
difference in honor to the lower one, then each draws cards equal to its own bid.
"""
from __future__ import annotations

from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Event
from deckcheck.goldfish.abilities.records import PHASE_BEGINS, PHASE_ENDS, ROUND_BEGINS
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.state import TIMEOUT
from deckcheck.games.l5r.engine import honor, play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import HOOKS
from deckcheck.games.l5r.engine.honor import note
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState
from deckcheck.goldfish import piles

PASS_BONUS = 1
BIDS = (1, 2, 3, 4, 5)


# -- the frame ----------------------------------------------------------------------------------
def phase_begins(name: str):
    def run(state: L5rState) -> None:
        state.step += 1
        state.played_phase.clear()
        note(state, "phase", name)
        play_rules.fire(state, Event(PHASE_BEGINS, -1, name))
    return run


def phase_ends(name: str):
    def run(state: L5rState) -> None:
        state.step += 1
        runtime.end_phase(state, HOOKS)
        play_rules.fire(state, Event(PHASE_ENDS, -1, name))
    return run


def begin_round(state: L5rState) -> None:
    if state.round >= state.max_rounds:
        state.end(TIMEOUT)
        return
    state.round += 1
    state.fate_gained = state.fate_spent = state.conflicts = state.conflicts_won = 0
    state.rings_claimed = state.dynasty_played = state.conflict_played = 0
    state.dyn_passed = state.dyn_acted = False
    state.conflicts_done = 0
    runtime.new_round(state)
    note(state, "round", state.round)
    state.step += 1
    play_rules.fire(state, Event(ROUND_BEGINS))


# -- dynasty ------------------------------------------------------------------------------------
def reveal(state: L5rState) -> None:
    for slot in range(SH_SLOT):
        play_rules.reveal(state, slot)
    state.step += 1


def gain_fate(state: L5rState) -> None:
    play_rules.gain_fate(state, state.table.stronghold_fate)
    if state.round == 1 and not state.setup_row:
        state.setup_row = setup_row(state)
    if not state.first:
        note(state, "opponent_passes_first")
    state.step += 1


def setup_row(state: L5rState) -> tuple:
    """history.S_*: the mulligans and what the provinces show at the start of round 1."""
    t = state.table
    up = [c for slot in state.provinces[:SH_SLOT] for c in slot if c not in state.facedown]
    chars = [c for c in up if t.type[c] == CHARACTER]
    return (state.mull_dynasty, state.mull_conflict, len(chars),
            sum(1 for c in up if t.type[c] == "holding"),
            sum(1 for c in chars if t.cost[c] <= state.fate), sum(t.cost[c] for c in chars),
            1 if state.first else 0)


def ask(state: L5rState) -> None:
    state.pending = "dynasty"


def can_play(state: L5rState, c: int, fate: int | None = None) -> bool:
    t = state.table
    if t.type[c] != CHARACTER or play_rules.duplicate_in_play(state, c) >= 0:
        return False
    if "limited" in t.keywords[c] and state.limited_round == state.round:
        return False
    return t.cost[c] <= (state.fate if fate is None else fate)


def province_characters(state: L5rState) -> list[int]:
    return [c for slot in state.provinces[:SH_SLOT] for c in slot
            if c not in state.facedown and state.table.type[c] == CHARACTER]


def actions(state: L5rState) -> list[Action]:
    t = state.table
    out: list[Action] = []
    for c in province_characters(state):
        if can_play(state, c):
            for extra in range(state.fate - t.cost[c] + 1):
                out.append(Action("play", c, amount=extra))
    out.extend(duplicates(state))
    out.extend(runtime.action_choices(state, HOOKS, "dynasty"))
    out.append(Action("pass"))
    return out


PASS = Action("pass")


def only(state: L5rState) -> Action | None:
    """The one action (pass) when nothing can be played, no duplicate discarded and no
    ability used (``Decision.only``)."""
    for c in province_characters(state):
        if can_play(state, c):
            return None
    for c in [*province_characters(state), *state.hand]:
        if play_rules.duplicate_in_play(state, c) >= 0:
            return None
    if runtime.any_action(state, HOOKS, "dynasty"):
        return None
    return PASS


def duplicates(state: L5rState) -> list[Action]:
    out = []
    for c in [*province_characters(state), *state.hand]:
        p = play_rules.duplicate_in_play(state, c)
        if p >= 0:
            out.append(Action("duplicate", c, p))
    return out


def resolve(state: L5rState, action: Action) -> None:
    kind = action.kind
    if kind == "pass":
        state.dyn_passed = True
        if state.first and not state.dyn_acted:
            play_rules.gain_fate(state, PASS_BONUS)
            note(state, "passes_first")
        state.pending = ""
        state.step += 1
        return
    state.dyn_acted = True
    if kind == "play":
        play_from_province(state, action.card, action.amount)
    elif kind == "duplicate":
        discard_duplicate(state, action.card, action.target)
    elif kind == "ability":
        runtime.use_action(state, HOOKS, action)


def play_from_province(state: L5rState, c: int, extra: int) -> None:

    t = state.table
    slot = piles.place_of(state.provinces, c)
    play_rules.pay(state, t.cost[c])
    if "limited" in t.keywords[c]:
        state.limited_round = state.round
    state.dynasty_played += 1
    play_rules.enter_play(state, c, "province", extra)
    if slot >= 0:
        play_rules.refill(state, slot)


def discard_duplicate(state: L5rState, c: int, p: int) -> None:

    slot = piles.place_of(state.provinces, c)
    play_rules.take_from(state, c)
    (state.dynasty_discard if state.table.side[c] == "dynasty" else state.conflict_discard).append(c)
    play_rules.place_fate(state, p, 1, from_pool=False)
    note(state, "duplicate", c, p)
    if slot >= 0:
        play_rules.refill(state, slot)


# -- draw ----------------------------------------------------------------------------------------
def ask_bid(state: L5rState) -> None:
    state.pending = "bid"


def bid_actions(state: L5rState) -> list[Action]:
    return [Action("bid", amount=n) for n in BIDS]


def resolve_bid(state: L5rState, action: Action) -> None:
    n = action.amount
    other = state.opp.bid if state.opp.bid is not None else 3
    state.bid = n
    state.pending = ""
    state.step += 1
    play_rules.fire(state, Event(play_rules.DIALS_REVEALED, -1, "", n))
    n = state.bid                          # "increase the value of your bid" (forced only)
    note(state, "bid", n, other)
    if n > other:
        honor.lose(state, n - other)
        honor.opponent_gains(state, n - other)
    elif other > n:
        honor.opponent_loses(state, other - n)
        honor.gain(state, other - n)
    if not state.outcome:
        play_rules.draw(state, n)
