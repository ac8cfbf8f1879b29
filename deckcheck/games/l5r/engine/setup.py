"""Setup [000 §Vorbereitung], [000 §Mulligan], [002 §Przygotowanie gry], [003 §Spielvorbereitung].

- the first player is chosen at random (the seed); the second player takes 1 fate
  [002], [003] (v10 [000] is silent: the learn-to-play and the Polish rules are followed);
- both decks are shuffled; the provinces are placed: the strongest province (by printed
  strength, then by id) lies under the stronghold (slot 4), the others fill slots 0-3 in id
  order (the passive opponent never attacks, so the choice only matters to province abilities);
- the top dynasty card goes face down on each of the four provinces (one card each, also on
  a province that refills to more); the dynasty mulligan (``dynasty_mulligan``, a selection
  decision: Action("mulligan", cards=the cards to replace)) sets the chosen ones aside,
  replaces them one for one and shuffles them back;
- 4 conflict cards are drawn; the conflict mulligan (``conflict_mulligan``) likewise;
- after setup, a province that says "After setup, fill this province to 3 cards" (City of
  the Rich Frog) is filled (``after_setup``);
- the player takes honor equal to the stronghold's honor, the opponent its own.
"""
from __future__ import annotations

from deckcheck.goldfish import piles, rng
from deckcheck.goldfish.actions import Action
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.honor import note
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState

SECOND_PLAYER_FATE = 1
HAND_SIZE = 4


def begin(state: L5rState) -> None:
    t = state.table
    state.rng, who = rng.below(state.rng, 2)
    state.first = who == 0
    piles.shuffle(state, state.dynasty)
    piles.shuffle(state, state.conflict)
    sh = max(t.provinces, key=lambda p: (t.strength[p], -p))
    row = [p for p in t.provinces if p != sh]
    state.province_card = (*row, sh)
    state.provinces = [() for _ in range(SH_SLOT + 1)]
    for slot in range(SH_SLOT):
        play_rules.refill(state, slot, size=1)
    state.honor = t.stronghold_honor
    state.opp_honor = state.opp.score
    if not state.first:
        state.fate += SECOND_PLAYER_FATE
    note(state, "first_player", 1 if state.first else 0)
    state.step += 1


def ask_dynasty(state: L5rState) -> None:
    state.pending = "dynasty_mulligan"


def dynasty_actions(state: L5rState) -> list[Action]:
    return [Action("mulligan", cards=tuple(c for slot in state.provinces[:SH_SLOT] for c in slot))]


def resolve_dynasty(state: L5rState, action: Action) -> None:
    aside = [c for c in action.cards]
    for c in aside:
        slot = piles.place_of(state.provinces, c)
        piles.take(state.provinces, slot, c)
        state.facedown.discard(c)
        play_rules.refill(state, slot, size=1)
    if aside:
        state.dynasty.extend(aside)
        piles.shuffle(state, state.dynasty)
    state.mull_dynasty = len(aside)
    note(state, "mulligan", "dynasty", len(aside))
    state.pending = ""
    state.step += 1


def deal(state: L5rState) -> None:
    play_rules.draw(state, HAND_SIZE)
    state.drawn = HAND_SIZE
    state.step += 1


def ask_conflict(state: L5rState) -> None:
    state.pending = "conflict_mulligan"


def conflict_actions(state: L5rState) -> list[Action]:
    return [Action("mulligan", cards=tuple(state.hand))]


def resolve_conflict(state: L5rState, action: Action) -> None:
    aside = [c for c in action.cards]
    for c in aside:
        state.hand.remove(c)
    if aside:
        piles.draw(state, state.conflict, state.hand, len(aside))
        for c in state.hand:
            play_rules.seen(state, c)
        state.conflict.extend(aside)
        piles.shuffle(state, state.conflict)
    state.mull_conflict = len(aside)
    note(state, "mulligan", "conflict", len(aside))
    state.pending = ""
    state.step += 1
    after_setup(state)


def after_setup(state: L5rState) -> None:
    """"After setup, fill this province to 3 cards" (City of the Rich Frog): setup fills
    every province with one card and the dynasty mulligan replaces one for one [000
    §Vorbereitung 6, §Mulligan]; such a province gets its other cards only now, after the
    last step of setup."""
    for slot in range(SH_SLOT):
        n = play_rules.refill_size(state, slot)
        if n > 1 and state.provinces[slot]:
            play_rules.fill_to(state, slot, n)
