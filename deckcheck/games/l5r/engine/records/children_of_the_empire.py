"""Records of the cards first printed in the premium expansion Children of the Empire. One test each in
tests/test_l5r_records_children_of_the_empire.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine import honor as honor_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.ops.greedy_choices import value
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    RING_CLAIMED, action, card, constant, forced, military, political,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS, NO_CHARACTERS,
    NO_DUELS, NO_EVENTS,
)
from deckcheck.games.l5r.engine.state import L5rState


# -- the operations only these records use ----------------------------------------------------
def _return_rings(state: L5rState, ctx, eff, cards) -> None:
    n = len(state.claimed)
    state.claimed.clear()
    if n:
        honor_rules.gain(state, n)


GAME_OPS.update({
    "mb_return_rings": _return_rings,
})


def _void_claimed(state, ctx, v):
    e = ctx.event
    if e is None:
        return False
    if e.option == "void":
        return True
    t = state.table
    return state.c_type != 0 and any(t.ids[c] == "isawa-kaede" for c in state.attackers)


def _composure(state, ctx, v):
    other = state.opp.bid if state.opp is not None and state.opp.bid is not None else 3
    return 0 < state.bid < other



def _remove_unfated(state, ctx, eff, cards):
    """Remove from the game the character without fate the player misses least (bowed ones
    first, then the lowest value)."""
    found = [c for c in play_rules.characters(state) if not state.fate_on.get(c, 0)]
    if not found:
        return
    c = min(found, key=lambda c: (c not in state.bowed, value(state, c), c))
    play_rules.leave_play(state, c, "removed")
    for pile in (state.dynasty_discard, state.conflict_discard):
        if c in pile:
            pile.remove(c)
    state.removed.append(c)



CONDITIONS.update({
    "dc_void_claimed": _void_claimed,
    "dc_composure": _composure,
})


GAME_OPS.update({
    "dc_remove_unfated": _remove_unfated,
})


# -- Children of the Empire -------------------------------------------------------------------------
card("kitsuki-counselor", "Kitsuki Counselor",
     constant(military(1, until=""), political(1, until=""), when=(when("dc_composure"),)),
     note="Composure: the player's honor bid (from the draw phase on) is lower than the "
          "opponent's.")

card("isawa-ujina", "Isawa Ujina",
     forced(RING_CLAIMED, game("dc_remove_unfated"), about="any",
            when=(when("dc_void_claimed"),)),
     note="The only characters without fate are the player's own: the one it misses least "
          "(bowed first, then the lowest value) is removed from the game. A ring claimed while "
          "Isawa Kaede attacks is the void ring too.")

card("kiku-matsuri", "Kiku Matsuri", inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("vassal-fields", "Vassal Fields", inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("illustrious-forge", "Illustrious Forge",
     inert=f"after this province is revealed: {NEVER_ATTACKS}, so it stays facedown")

card("proving-ground", "Proving Ground", inert=NO_DUELS)

card("try-again-tomorrow", "Try Again Tomorrow",
     inert=f"moves an attacking character of the opponent home: {NO_CHARACTERS} (moving one's own "
           "home is not played)")

card("kirei-ko", "Kirei-ko",
     inert=f"bows a character of the opponent that triggered an ability: {NO_CHARACTERS}")

card("true-strike-kenjutsu", "True Strike Kenjutsu", inert=NO_DUELS)

card("ancestral-shrine", "Ancestral Shrine",
     action(game("mb_return_rings"), when=(when("claimed"), when("in_conflict", negate=True)),
            phases=("conflict",)),
     note="Used before a conflict is declared while the player holds claimed rings: every "
          "claimed ring goes back, 1 honor each (returned rings may be contested again). The "
          "engine opens no action window after the last conflict, so a ring claimed in the "
          "second conflict is not returned for honor.")

card("defend-your-honor", "Defend Your Honor", inert=f"cancels an opponent's event: {NO_EVENTS}")
