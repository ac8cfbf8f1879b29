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

from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import conflicts, effects, honor, play_rules
from deckcheck.games.l5r.engine.hooks import conflict_skill
from deckcheck.games.l5r.engine.cards import CHARACTER, EVENT, HOLDING
from deckcheck.goldfish.abilities.records import Constant
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COUNTS, GAME_OPS, REDUCTIONS
from deckcheck.games.l5r.engine.state import RINGS, SH_SLOT, L5rState

MARK_REGAL = -(77 << 20)
MARK_HONOR = -(78 << 20)
MARK_FRONT = -(79 << 20)
MARK_INVOKER = -(80 << 20)
MARK_INVOKER_BROKEN = -(81 << 20)
MARK_ANCESTOR = -(82 << 20)
MARK_ANCESTOR_FROM = -(83 << 20)
MARK_COURTYARD = -(84 << 20)


# -- conditions --------------------------------------------------------------------------------
def _event_trait(state: L5rState, ctx, trait) -> bool:
    e = ctx.event
    return e is not None and isinstance(e.card, int) and e.card >= 0 \
        and trait in state.table.traits[e.card]


def _claimed_any(state: L5rState, ctx, names) -> bool:
    return any(RINGS[r] in names for r in state.claimed)


def _host_glory(state: L5rState, ctx, n) -> bool:
    h = ctx.chosen
    t = state.table
    return h >= 0 and t.type[h] == CHARACTER and t.glory[h] >= n


def _host_unique(state: L5rState, ctx, value) -> bool:
    h = ctx.chosen
    return h >= 0 and state.table.unique[h]


def _host_participating(state: L5rState, ctx, value) -> bool:
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and host in state.attackers


def _battlefield_in_play(state: L5rState, ctx, value) -> bool:
    t = state.table
    if any("battlefield" in t.traits[c] for c in state.play):
        return True
    return any("battlefield" in t.traits[c] for slot in state.provinces for c in slot
               if c not in state.facedown)


def _conflict_discard(state: L5rState, ctx, value) -> bool:
    return any(c != ctx.source for c in state.conflict_discard)


def _participating_trait(state: L5rState, ctx, trait) -> bool:
    return any(trait in state.table.traits[c] for c in state.attackers)


def _regal_ok(state: L5rState, ctx, value) -> bool:
    return not state.used.get(MARK_REGAL, 0)


def _attacked_breakable(state: L5rState, ctx, value) -> bool:
    return state.c_type != 0 and 0 <= state.c_slot != SH_SLOT and state.c_slot not in state.opp_broken


def _worth(state: L5rState, c: int) -> int:
    """How much a province card is worth keeping: a character its cost, a holding more than
    any character, anything else nothing."""
    t = state.table
    if t.type[c] == HOLDING:
        return 99
    return t.cost[c] if t.type[c] == CHARACTER else -1


def _walk_choice(state: L5rState) -> tuple[int, int, int]:
    """(the looked-at character, the province slot, its card to discard), or -1s."""
    t = state.table
    top = [c for c in state.dynasty[-3:] if t.type[c] == CHARACTER]
    if not top:
        return -1, -1, -1
    new = max(top, key=lambda c: (t.cost[c], c))
    worst = [(_worth(state, c), slot, c) for slot in range(SH_SLOT)
             for c in state.provinces[slot]]
    if not worst:
        return -1, -1, -1
    value, slot, old = min(worst)
    if value >= t.cost[new]:
        return -1, -1, -1
    return new, slot, old


def _walk_gain(state: L5rState, ctx, value) -> bool:
    return _walk_choice(state)[0] >= 0


def _second_slots(state: L5rState) -> list[int]:
    return [s for s in conflicts.open_slots(state) if s != state.c_slot]


def _second_slot(state: L5rState, ctx, value) -> bool:
    return state.c_type != 0 and bool(_second_slots(state))


def _front_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_FRONT, 0) > 0


def _invoker_safe(state: L5rState, ctx, value) -> bool:
    slot = state.c_slot
    if state.c_type != 1 or slot < 0 or slot in state.opp_broken:
        return False
    ordinary = [c for c in state.attackers if c not in state.status]
    if not ordinary:
        return False
    most = max(play_rules.glory(state, c) for c in ordinary)
    return conflict_skill(state) + most < conflicts.strength(state, slot)


def _invoker_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_INVOKER - ctx.source, 0) > 0


def _skill_of(state: L5rState, c: int, stat: int) -> int:
    t = state.table
    return (t.military[c] if stat == 1 else t.political[c]) or 0


def _ancestor_pick(state: L5rState) -> tuple[int, int]:
    """(the participating Shugenja, the dynasty discard pile's character) whose printed skill
    of the conflict's type gains most, or -1s when none gains."""
    t = state.table
    stat = state.c_type
    if stat not in (1, 2):
        return -1, -1
    best, pick = 0, (-1, -1)
    shugenja = [c for c in state.attackers if "shugenja" in t.traits[c]]
    dead = [d for d in state.dynasty_discard if t.type[d] == CHARACTER]
    for s in shugenja:
        for d in dead:
            gain = _skill_of(state, d, stat) - _skill_of(state, s, stat)
            if gain > best:
                best, pick = gain, (s, d)
    return pick


def _ancestor_gain(state: L5rState, ctx, value) -> bool:
    return _ancestor_pick(state)[0] >= 0


def _courtyard_ok(state: L5rState, ctx, value) -> bool:
    return len(state.conflict) >= 6


def _courtyard_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_COURTYARD - ctx.source, 0) > 0


def _courtyard_played(state: L5rState, ctx, value) -> bool:
    e = ctx.event
    return e is not None and state.used.get(MARK_COURTYARD - ctx.source, 0) == e.card + 1


def _gained_this_phase(state: L5rState, ctx, n) -> bool:
    mark = state.used.get(MARK_HONOR - ctx.source, 0)
    return mark > 0 and state.honor - (mark - 1) >= n


CONDITIONS.update({
    "mb_courtyard_ok": _courtyard_ok, "mb_courtyard_marked": _courtyard_marked,
    "mb_courtyard_played": _courtyard_played, "mb_ancestor_gain": _ancestor_gain, "mb_invoker_safe": _invoker_safe, "mb_invoker_marked": _invoker_marked,
    "mb_second_slot": _second_slot, "mb_front_marked": _front_marked, "mb_walk_gain": _walk_gain, "mb_gained_this_phase": _gained_this_phase,
    "mb_participating_trait": _participating_trait, "mb_regal_ok": _regal_ok,
    "mb_attacked_breakable": _attacked_breakable,
    "mb_event_trait": _event_trait, "mb_claimed_any": _claimed_any, "mb_host_glory": _host_glory,
    "mb_host_unique": _host_unique, "mb_host_participating": _host_participating,
    "mb_battlefield_in_play": _battlefield_in_play, "mb_conflict_discard": _conflict_discard,
})


# -- game ops ------------------------------------------------------------------------------------
def _discard_from_hand(state: L5rState, ctx, eff, cards) -> None:
    for _ in range(max(1, eff.amount)):
        if not state.hand:
            return
        c = min(state.hand, key=lambda x: (state.table.cost[x], x))
        state.hand.remove(c)
        state.conflict_discard.append(c)


def _regrow(state: L5rState, ctx, eff, cards) -> None:
    pool = [c for c in state.conflict_discard if c != ctx.source]
    if not pool:
        return
    c = max(pool, key=lambda x: (state.table.cost[x], -x))
    state.conflict_discard.remove(c)
    state.hand.append(c)


def _return_rings(state: L5rState, ctx, eff, cards) -> None:
    n = len(state.claimed)
    state.claimed.clear()
    if n:
        honor.gain(state, n)


def _regal(state: L5rState, ctx, eff, cards) -> None:
    state.used[MARK_REGAL] = 1
    other = state.opp.bid if state.opp.bid is not None else 3
    state.bid = 1
    if other > 1:
        play_rules.draw(state, other - 1)


def _break_attacked(state: L5rState, ctx, eff, cards) -> None:
    if _attacked_breakable(state, ctx, None):
        conflicts.break_province(state, state.c_slot)


def _mark_honor(state: L5rState, ctx, eff, cards) -> None:
    state.used[MARK_HONOR - ctx.source] = state.honor + 1


def _walk(state: L5rState, ctx, eff, cards) -> None:
    new, slot, old = _walk_choice(state)
    if new < 0:
        return
    piles.take(state.provinces, slot, old)
    state.facedown.discard(old)
    state.dynasty_discard.append(old)
    state.dynasty.remove(new)
    piles.put(state.provinces, slot, new)
    state.facedown.discard(new)
    piles.shuffle(state, state.dynasty)


def _second_front(state: L5rState, ctx, eff, cards) -> None:
    slots = _second_slots(state)
    if slots:
        state.used[MARK_FRONT] = (SH_SLOT if SH_SLOT in slots else min(slots)) + 1


def _break_second(state: L5rState, ctx, eff, cards) -> None:
    slot = state.used.pop(MARK_FRONT, 0) - 1
    total = ctx.event.amount if ctx.event is not None else 0
    if 0 <= slot and slot not in state.opp_broken and total >= conflicts.strength(state, slot):
        conflicts.break_province(state, slot)


def _front_clear(state: L5rState, ctx, eff, cards) -> None:
    state.used.pop(MARK_FRONT, None)


def _invoker_mark(state: L5rState, ctx, eff, cards) -> None:
    if ctx.chosen >= 0:
        state.used[MARK_INVOKER - ctx.source] = ctx.chosen + 1
        state.used[MARK_INVOKER_BROKEN - ctx.source] = len(state.opp_broken) + 1


def _invoker_doom(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_INVOKER - ctx.source, 0) - 1
    before = state.used.pop(MARK_INVOKER_BROKEN - ctx.source, 0) - 1
    if c >= 0 and len(state.opp_broken) > before and c in state.play:
        effects.sacrifice(state, c)


def _ancestor(state: L5rState, ctx, eff, cards) -> None:
    s, d = _ancestor_pick(state)
    k = next((i for i, ab in enumerate(state.table.abilities[ctx.source])
              if isinstance(ab, Constant)), -1)
    if s < 0 or k < 0:
        return
    state.used[MARK_ANCESTOR - ctx.source] = s + 1
    state.used[MARK_ANCESTOR_FROM - ctx.source] = d + 1
    for e in (0, 1):
        state.lasting.append((ctx.source, k, e, s, "contest"))


def _ancestor_change(stat: int):
    def count(state: L5rState, ctx, value) -> int:
        s = state.used.get(MARK_ANCESTOR - ctx.source, 0) - 1
        d = state.used.get(MARK_ANCESTOR_FROM - ctx.source, 0) - 1
        if s < 0 or d < 0:
            return 0
        return _skill_of(state, d, stat) - _skill_of(state, s, stat)
    return count


COUNTS.update({"mb_ancestor_military": _ancestor_change(1),
               "mb_ancestor_political": _ancestor_change(2)})


def _courtyard(state: L5rState, ctx, eff, cards) -> None:
    for _ in range(2):
        if state.conflict:
            state.conflict_discard.append(state.conflict.pop())
    t = state.table
    events = [c for c in state.conflict_discard if t.type[c] == EVENT and t.records[c] is not None
              and t.records[c].abilities and t.cost[c] <= state.fate]
    if not events:
        return
    c = max(events, key=lambda x: (t.cost[x], x))
    state.conflict_discard.remove(c)
    state.hand.append(c)
    state.used[MARK_COURTYARD - ctx.source] = c + 1


def _courtyard_end(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_COURTYARD - ctx.source, 0) - 1
    if c >= 0 and c in state.hand:
        state.hand.remove(c)
        state.conflict_discard.append(c)


def _courtyard_bottom(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_COURTYARD - ctx.source, 0) - 1
    if c >= 0 and c in state.conflict_discard:
        state.conflict_discard.remove(c)
        piles.bottom(c, state.conflict)


def _walk_reduction(state: L5rState, c: int) -> int:
    t = state.table
    if t.ids[c] != "walking-the-way":
        return 0
    return 1 if any("shugenja" in t.traits[x] for x in play_rules.characters(state)) else 0


REDUCTIONS.append(_walk_reduction)


GAME_OPS.update({"mb_courtyard": _courtyard, "mb_courtyard_end": _courtyard_end,
                 "mb_courtyard_bottom": _courtyard_bottom, "mb_ancestor": _ancestor, "mb_invoker_mark": _invoker_mark, "mb_invoker_doom": _invoker_doom,
                 "mb_second_front": _second_front, "mb_break_second": _break_second,
                 "mb_front_clear": _front_clear, "mb_walk": _walk, "mb_mark_honor": _mark_honor, "mb_discard_from_hand": _discard_from_hand, "mb_regrow": _regrow,
                 "mb_return_rings": _return_rings, "mb_regal": _regal,
                 "mb_break_attacked": _break_attacked})
