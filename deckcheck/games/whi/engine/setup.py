"""Setup: shuffle, draw 7, one mulligan (Universal Head player aid v1.4 for Warhammer:
Invasion, "Setup" 5, "Draw Setup Hand": 7 cards; a player who does not like them shuffles
them back and draws 7 new ones, and must keep the second hand; halogenandtoast/
WarhammerInvasion docs/rules/game-structure.md "Setup" says the same).

The first player is chosen at random (halogenandtoast docs/rules/game-structure.md "Setup";
the rulebook's "Startspielernachteil" [004 §HgF] restricts that player's first turn, see
phases.py): ``first_player(seed)`` flips a coin from the game's seed, apart from the
generator that shuffles the deck, so a seed's shuffles are the same whoever goes first. When
the passive opponent goes first its turn passes without action, and the deck's first turn
is a full one.

Before the deck is shuffled, the GAME_BEGINS event lets a card that starts the game in play
put itself there (its record; Heroic Task: "Start the game with this card in play and 1 card
attached to it facedown. You cannot take a mulligan.").

Decision ``mulligan``: ``Action("keep")`` or ``Action("mulligan")`` (offered once; only
``keep`` when a card in play forbids the mulligan).
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import history
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.events import GAME_BEGINS, fire_event
from deckcheck.games.whi.engine.hooks import note
from deckcheck.games.whi.engine.state import DECK, HAND, WhiState
from deckcheck.goldfish import piles
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish import rng

HAND_SIZE = 7
KEEP = Action("keep")
MULLIGAN = Action("mulligan")
TURN1_RESOURCES = cap.ZONE_POWER[0]          # an empty kingdom: its printed power


_FIRST_SALT = 0x46495253545F504C      # keeps the coin apart from the shuffling generator


def first_player(seed: int) -> bool:
    """Does the deck take the first turn? A coin flip decided by the seed alone."""
    return rng.below(rng.seed_state(seed) ^ _FIRST_SALT, 2)[1] == 0


def deal(state: WhiState) -> None:
    fire_event(state, GAME_BEGINS)           # a card that starts the game in play (its text)
    piles.shuffle(state, state.deck)
    _draw_hand(state)
    state.pending = "mulligan"


def _draw_hand(state: WhiState) -> None:
    got = piles.draw(state, state.deck, state.hand, HAND_SIZE)
    t = state.table
    for c in got:
        state.where[c] = HAND
        state.seen.setdefault(t.title[c], 0)
    note(state, "hand", -1, len(got))


def legal_mulligan(state: WhiState) -> list[Action]:
    return [KEEP] if state.mulligan_taken or no_mulligan(state) else [KEEP, MULLIGAN]


def no_mulligan(state: WhiState) -> bool:
    """A card in play says "You cannot take a mulligan" (Heroic Task, which starts the game
    in play)."""
    text = state.table.text
    return any("You cannot take a mulligan" in text[c] for c in state.in_play_cards())


def resolve_mulligan(state: WhiState, action: Action) -> None:
    state.pending = ""
    if action.kind == "mulligan" and not state.mulligan_taken:
        state.mulligan_taken = True
        for c in state.hand:
            state.where[c] = DECK
        state.deck.extend(state.hand)
        state.hand.clear()
        state.seen.clear()
        piles.shuffle(state, state.deck)
        note(state, "mulligan", -1, 0)
        _draw_hand(state)
    state.step += 1


def done(state: WhiState) -> None:
    """The setup record (history.S_*), then on to the first turn."""
    t = state.table
    costs = [cap.play_cost(state, c) for c in state.hand]
    row = [0] * len(history.SETUP_FIELDS)
    row[history.S_MULLIGAN] = int(state.mulligan_taken)
    row[history.S_PLAYABLE_T1] = sum(1 for c in costs if c <= TURN1_RESOURCES)
    row[history.S_PLAYABLE_T2] = sum(1 for c in costs if c <= TURN1_RESOURCES + 1)
    row[history.S_UNITS_IN_HAND] = sum(1 for c in state.hand if t.kind[c] == UNIT)
    row[history.S_HAND_COST] = sum(t.cost[c] for c in state.hand)
    row[history.S_FIRST_PLAYER] = int(state.first_player)
    state.setup_row = tuple(row)
    state.step += 1
