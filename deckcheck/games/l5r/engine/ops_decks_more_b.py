"""Conditions and game ops the records of records/decks_more_b.py need beyond the dsl and the
other groups' ops (registered into the L5R hooks' tables on import; every name starts with
``mb_``).

Conditions: mb_event_trait (the event's card has the trait: "after you play a Spell card"),
mb_claimed_any (the player has claimed one of these rings), mb_host_glory (attachment play
restriction: the chosen host's printed glory is at least n), mb_host_unique (the chosen
host is unique), mb_host_participating (this attachment's host takes part in the conflict),
mb_battlefield_in_play (a Battlefield card is in play: in play, or face up in a province),
mb_conflict_discard (the conflict discard pile holds a card other than this one),
mb_participating_trait (a participating character has the trait), mb_regal_ok (Regal
Bearing not yet played this round: political conflicts come once a round, so "max 1 per
conflict" is once a round), mb_attacked_breakable (the attacked province is not the
stronghold's and not broken), mb_gained_this_phase (the player's honor is n or more above
the mark this card set as the phase began: net gain, losses count against it), mb_walk_gain
(Walking the Way finds a character among the top 3 dynasty cards worth more than the worst
province card), mb_second_slot (another eligible province than the attacked one is open),
mb_front_marked (A War on Two Fronts marked a second province for this conflict),
mb_invoker_safe (the pilot's policy for Inferno Guard Invoker: a military conflict whose
skill, with the most glory a participant could add by being honored, stays below the
attacked province's strength, so no province breaks and nobody is sacrificed),
mb_invoker_marked, mb_ancestor_gain (My Ancestor's Strength: a participating Shugenja gains
skill of the conflict's type from a character of the dynasty discard pile), mb_courtyard_ok
(the conflict deck holds 6 cards or more: milling 2 does not hasten a deck-out much),
mb_courtyard_marked, mb_courtyard_played (the event Exposed Courtyard lent was played).

Game ops: mb_discard_from_hand (discard the cheapest card of the hand: "then discard 1
card"), mb_regrow (the most expensive other card of the conflict discard pile to the hand),
mb_return_rings (every claimed ring back to the unclaimed pool, 1 honor each), mb_regal (the
bid becomes 1, draw the difference to the opponent's bid), mb_break_attacked (break the
attacked province), mb_mark_honor (remember the player's honor as a phase begins), mb_walk (Walking the Way: the
most expensive character of the top 3 dynasty cards replaces the worst province card, face
up; the deck is shuffled).

mb_second_front (A War on Two Fronts: mark the second attacked province, the stronghold's
when it is open, else the first open one), mb_break_second (the conflict won with skill
reaching the marked province's strength breaks it too; the mark goes), mb_front_clear, mb_invoker_mark (remember the honored character and the broken provinces),
mb_invoker_doom (at the conflict's result: a province broken since, the honored character is
sacrificed; the mark goes).
mb_ancestor (that Shugenja's base skills become the printed skills of the dynasty discard
pile's character that gives the most: lasting entries, until the end of the conflict, of
the event's constant whose effects count ``mb_ancestor_military`` / ``mb_ancestor_political``,
the change to its printed skills).
mb_courtyard (Exposed Courtyard: the top 2 conflict cards to the discard pile, then the most
expensive event of the discard pile with a reviewed ability that the player can pay goes to
the hand for the conflict), mb_courtyard_end (a lent event not played goes back to the
discard pile), mb_courtyard_bottom (a lent event played goes to the bottom of the deck).

Cost reduction (hooks.REDUCTIONS): Walking the Way costs 1 less while the player controls a
Shugenja.

Marks live in ``state.used`` under negative keys (cleared when the round begins):
``MARK_REGAL`` (Regal Bearing played this round), ``MARK_FRONT`` (the second province + 1),
``MARK_ANCESTOR - c`` / ``MARK_ANCESTOR_FROM - c`` (My Ancestor's Strength's Shugenja and
the character it copies), ``MARK_COURTYARD - c`` (the event Exposed Courtyard lent + 1), ``MARK_INVOKER - c`` / ``MARK_INVOKER_BROKEN - c`` (the honored character + 1, the broken
provinces + 1 when it was honored), ``MARK_HONOR - c`` (the player's honor
+ 1 as the current phase began, set by card c).
"""
from __future__ import annotations
from deckcheck.games.l5r.engine import honor, play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, REDUCTIONS
from deckcheck.games.l5r.engine.state import L5rState


MARK_INVOKER = -(80 << 20)


MARK_INVOKER_BROKEN = -(81 << 20)


def _event_trait(state: L5rState, ctx, trait) -> bool:
    e = ctx.event
    return e is not None and isinstance(e.card, int) and e.card >= 0 \
        and trait in state.table.traits[e.card]


def _return_rings(state: L5rState, ctx, eff, cards) -> None:
    n = len(state.claimed)
    state.claimed.clear()
    if n:
        honor.gain(state, n)


def _walk_reduction(state: L5rState, c: int) -> int:
    t = state.table
    if t.ids[c] != "walking-the-way":
        return 0
    return 1 if any("shugenja" in t.traits[x] for x in play_rules.characters(state)) else 0


REDUCTIONS.append(_walk_reduction)


CONDITIONS.update({
    "mb_event_trait": _event_trait,
})


GAME_OPS.update({
    "mb_return_rings": _return_rings,
})
