"""WHI event kinds and the small helpers every rule module shares: the narrative note, firing
an event at the cards, reading changed stats, "cannot" effects, the phase now and the
opponent zone damage goes to. The hook table is the state's (``state.hooks``, given by game.py)."""
from __future__ import annotations

from typing import Any

from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.state import ZONE_NAMES, WhiState
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Event, Hooks
from deckcheck.goldfish.abilities.records import (  # noqa: F401  (the generic kinds, re-exported)
    CARD_PLAYED,
    CONTEST_DECLARED,
    DRAWN,
    ENTERS_PLAY,
    LEAVES_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    ROUND_BEGINS,
    ROUND_ENDS,
)

DAMAGED = "damaged"
COMBAT_DAMAGE = "combat_damage"
ZONE_BURNED = "zone_burned"
DEVELOPED = "developed"
CORRUPTED = "corrupted"
RESTORED = "restored"
QUESTING = "questing"            # a unit was played onto a quest: card = the unit, cards = (quest,)
MOVED = "moved"                  # a card in play moved to another zone: card, option = the zone
#                                  it entered, amount = the zone it left (0 kingdom .. 2 battlefield)
GAME_BEGINS = "game_begins"      # setup, before the deck is shuffled: cards that start the game
#                                  in play ("Start the game with this card in play") answer it
#                                  from the deck
WHI_EVENTS = frozenset({DAMAGED, COMBAT_DAMAGE, ZONE_BURNED, DEVELOPED, CORRUPTED, RESTORED,
                        QUESTING, MOVED, GAME_BEGINS})
ZONE_INDEX = {name: i for i, name in enumerate(ZONE_NAMES)}




def note(state: WhiState, *event: Any) -> None:
    """A line of the narrative (state.events: the turn first), only when verbose."""
    if state.verbose:
        state.events.append((state.round, *event))


def fire_event(state: WhiState, kind: str, card: int = -1, option: str = "", amount: int = 0,
               cards: tuple[int, ...] = ()) -> None:
    if state.table.index.triggers.get(kind):
        runtime.fire(state, state.hooks, Event(kind, card, option, amount, cards))


def stat(state: WhiState, hooks: Hooks, card: int, name: str) -> int:
    """The change of a stat (power, hit_points, cost, a zone's power for card -1) by the
    active constants and lasting effects."""
    if not state.lasting and not state.table.index.constants.get("modify"):
        return 0
    return runtime.constant_total(state, hooks, "modify", card, name)


def phase_name(state: WhiState) -> str:
    return state.flow.phase_of[state.step].name


def cannot(state: WhiState, card: int, what: str) -> bool:
    return runtime.cannot(state, state.hooks, card, what)


def capital_target(state: WhiState) -> int:
    """The opponent zone a "damage to a capital" effect goes to: the unburned zone closest
    to burning (ties: the lower index), -1 when all are burned."""
    best, left = -1, 1 << 30
    burned = {z for z, _ in state.burned}
    for z in range(3):
        if z in burned:
            continue
        rest = hit_points_of(state, z) - state.opp_damage[z]
        if rest < left:
            best, left = z, rest
    return best


