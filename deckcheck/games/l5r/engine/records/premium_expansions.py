"""Records of the cards first printed in the Premium Expansions: Children of the Empire, Clan War.
One test each in tests/test_l5r_records_premium_expansions.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    RING_CLAIMED,
    action,
    card,
    chars,
    choose,
    constant,
    event_action,
    forced,
    honor,
    military,
    participating,
    place_fate,
    political,
)
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NO_CHARACTERS,
    NO_DUELS,
    NO_EVENTS,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import ATTACHMENT
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.ops.greedy_choices import value
from deckcheck.games.l5r.engine import honor as honor_rules

# -- Children of the Empire -------------------------------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _return_rings(state: L5rState, ctx, eff, cards) -> None:
    n = len(state.claimed)
    state.claimed.clear()
    if n:
        honor_rules.gain(state, n)


GAME_OPS.update({
    "mb_return_rings": _return_rings,
})


# -- records -----------------------------------------------------------------------------------
def _helpful(state: L5rState, a: int) -> bool:
    t = state.table
    rec = t.records[a]
    if rec is not None and rec.pilot == "never":
        return False
    return t.military_bonus[a] + t.political_bonus[a] > 0 or bool(t.abilities[a])


def mirumoto_options(state: L5rState, c: int) -> list[int]:
    """Attachments of the conflict discard pile the player can pay for and play on c."""
    t = state.table
    out = []
    for a in state.conflict_discard:
        if t.type[a] != ATTACHMENT or not play_rules.can_pay_hand(state, a) or not _helpful(state, a):
            continue
        if "limited" in t.keywords[a] and state.limited_round == state.round:
            continue
        if c in play_rules.attachment_hosts(state, a):
            out.append(a)
    return out


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


def _mirumoto_attachment(state, ctx, v):
    return bool(mirumoto_options(state, ctx.source))


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


def _mirumoto_play(state, ctx, eff, cards):
    found = mirumoto_options(state, ctx.source)
    if not found:
        return
    t = state.table
    a = max(found, key=lambda x: (t.military_bonus[x] + t.political_bonus[x], t.cost[x], -x))
    play_rules.pay_hand(state, a)
    if "limited" in t.keywords[a]:
        state.limited_round = state.round
    state.conflict_played += 1
    play_rules.attach(state, a, ctx.source)


CONDITIONS.update({
    "dc_void_claimed": _void_claimed,
    "dc_composure": _composure,
    "dc_mirumoto_attachment": _mirumoto_attachment,
})


GAME_OPS.update({
    "dc_remove_unfated": _remove_unfated,
    "dc_mirumoto_play": _mirumoto_play,
})


# -- records -----------------------------------------------------------------------------------
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

# -- Clan War ---------------------------------------------------------------------------------------

card("inscribed-tanto", "Inscribed Tantō",
     inert="immunity to the opponent's ring effects: the passive opponent resolves none; +1 "
           "military is printed and played")

card("inventive-mirumoto", "Inventive Mirumoto",
     action(game("dc_mirumoto_play"),
            when=(when("claimed", "water"), when("dc_mirumoto_attachment"))),
     note="Plays the attachment of the conflict discard pile with the biggest skill bonus it can "
          "pay for and put on this character.")

card("called-to-war", "Called to War",
     event_action(place_fate(1, choose(chars("bushi")))),
     note="The passive opponent never gives the honor to choose a second character.")

card("return-the-offense", "Return the Offense", inert=NO_DUELS)

card("chancellor-s-aide", "Chancellor's Aide",
     inert=f"a chosen player discards a card: {HOLDS_NO_HAND} (and never gives honor); choosing "
           "oneself is not played")

card("privileged-position", "Privileged Position",
     inert=f"limits the conflicts the opponent declares: {NEVER_ATTACKS}")

card("bushido-adherent", "Bushidō Adherent",
     action(honor(choose(chars(), state="participating")), when=(participating(),),
            phases=("conflict",)),
     note="Honors a participating character; the opponent's draw does nothing (it never plays "
          "cards). Support is not played (the opponent pays nothing).")
