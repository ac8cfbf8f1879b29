"""WHI ability words of records/decks_b.py that play cards from unusual places: a search
that takes the card a player would want, a quest that starts the game in play with a card
set aside under it (Heroic Task), a Spell played from the discard pile for tokens (Gathering
the Winds). Registered into the hooks' tables on import (ops_decks_b's ``register_words``: a word
taken already is an error).

Game operations: ``("search_useful", filter)`` (the top n cards of the deck searched for a
match; the player's pick, one whose record does something, else the first from the top,
goes to hand; the deck is shuffled); ``start_in_play`` (setup, GAME_BEGINS, from the deck:
the source quest into the quest zone with one card of the deck set aside facedown under it
(``state.attached``, the card OUT of every pile): a legend of the capital's race first,
else the most expensive card); ``take_set_aside`` (that card into the hand, then the source
sacrificed); ``play_spell_from_discard`` (the source's tokens pay the printed cost of a
Spell of the discard pile, played at no cost, see ``spell_plan``; then the source is
sacrificed). Conditions: ``has_set_aside`` (a card is set aside under the source),
``spell_ready`` (``spell_plan`` finds a Spell).
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import LEGEND, SUPPORT, TACTIC, UNIT
from deckcheck.games.whi.engine.ops_decks_b import register_words
from deckcheck.games.whi.engine.state import DECK, HAND, OUT, QUEST, WhiState
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Context
from deckcheck.goldfish.abilities.records import ActionAbility


def _search_useful(state: WhiState, ctx, eff, cards) -> None:
    """Search the top n cards of the deck for a card matching the filter, put it into the
    hand, shuffle the deck: the player's pick is a card whose record does something (a
    tactic with an ability, a card that is not inert), the first from the top; else the
    first match from the top."""
    t = state.table
    f = eff.value[1]
    look = list(reversed(state.deck[-eff.amount:] if eff.amount else state.deck))
    fits = [c for c in look if f.ok(t, ctx.source, c)]
    if fits:
        useful = [c for c in fits if t.abilities[c]]
        c = (useful or fits)[0]
        state.deck.remove(c)
        state.hand.append(c)
        state.where[c] = HAND
        state.seen.setdefault(t.title[c], state.round)
    piles.shuffle(state, state.deck)
    cap.check_deck(state)


def _start_in_play(state: WhiState, ctx, eff, cards) -> None:
    """Setup (GAME_BEGINS, the card still in the deck): the source quest goes into the quest
    zone, and one card of the deck is set aside facedown under it (``state.attached``, the
    card OUT of every pile): the pilot's pick is a legend its capital may play, else the most
    expensive card (ties: the first in the deck list)."""
    c = ctx.source
    if state.where[c] != DECK:
        return
    cap.enter_zone(state, c, QUEST, "setup")
    t = state.table
    state.seen.setdefault(t.title[c], 0)             # known from the start (report.py)
    pool = list(state.deck)
    if not pool:
        return
    legends = [d for d in pool if t.kind[d] == LEGEND and t.race_of[d] in (state.race, "neutral")]
    pick = (legends or sorted(pool, key=lambda d: (-t.cost[d], d)))[0]
    state.deck.remove(pick)
    state.where[pick] = OUT
    state.attached[pick] = c
    h.note(state, "attach", pick, c)


def set_aside(state: WhiState, source: int) -> list[int]:
    """The cards set aside facedown under ``source`` (not in play)."""
    return [a for a, host in state.attached.items() if host == source and state.where[a] == OUT]


def _take_set_aside(state: WhiState, ctx, eff, cards) -> None:
    """The cards set aside under the source go into the hand; then the source is
    sacrificed."""
    t = state.table
    for a in set_aside(state, ctx.source):
        del state.attached[a]
        state.hand.append(a)
        state.where[a] = HAND
        state.seen.setdefault(t.title[a], state.round)
    cap.leave_play(state, ctx.source, "sacrificed")


def spell_plan(state: WhiState, ctx) -> tuple | None:
    """What the source's tokens can play at no cost from the discard pile: a Spell whose
    printed cost is at most the tokens. A Spell tactic with an ability from hand usable in
    this phase, with no cost but its resources (with its first target), before a Spell unit
    or support whose record does something (not inert) that may be played into a zone now;
    the most expensive first (ties: the first in the pile). (spell, the context to resolve a
    tactic with or None, its effects or the zone) or None."""
    t = state.table
    have = state.tokens.get(ctx.source, 0)
    phase = h.phase_name(state)
    spells = sorted((c for c in state.discard if "Spell" in t.traits[c] and t.cost[c] <= have),
                    key=lambda c: (t.kind[c] != TACTIC, -t.cost[c]))
    for c in spells:
        if t.kind[c] in (UNIT, SUPPORT):
            rec = t.records[c]
            zones = cap.zones_for(state, c) if cap.may_play(state, c) else []
            if rec is not None and rec.abilities and zones:
                return c, None, zones[0] if t.kind[c] == SUPPORT else zones[-1]
            continue
        for k, ab in enumerate(t.abilities[c]):
            if not isinstance(ab, ActionAbility) or ab.zone != "hand":
                continue
            if (ab.phases and phase not in ab.phases) or any(x.op != "gold" for x in ab.costs):
                continue
            base = Context(c, k)
            if ab.when and not runtime.conditions_hold(state, h.HOOKS, base, ab.when):
                continue
            picks = runtime.choices(state, h.HOOKS, base, ab.effects)
            if picks:
                return c, base._replace(chosen=picks[0]), ab.effects
    return None


def _play_spell_from_discard(state: WhiState, ctx, eff, cards) -> None:
    """Remove tokens equal to the Spell's printed cost and play it at no cost (a tactic
    resolves and stays in the discard pile; a unit or support enters its zone); then
    sacrifice the source."""
    plan = spell_plan(state, ctx)
    if plan is None:
        return
    spell, sctx, what = plan
    piles.remove(state.tokens, ctx.source, state.table.cost[spell])
    state.played += 1
    if sctx is None:
        h.note(state, "play", spell, 0)
        cap.enter_zone(state, spell, what, "play")
    else:
        h.note(state, "ability", spell, sctx.chosen)
        runtime.apply_effects(state, h.HOOKS, sctx, what)
    if not state.outcome:
        cap.leave_play(state, ctx.source, "sacrificed")
        kind = ("unit", "support", "tactic")[state.table.kind[spell]]
        h.fire_event(state, h.CARD_PLAYED, spell, kind)


register_words(h.GAME_OPS, {"search_useful": _search_useful, "start_in_play": _start_in_play,
                       "take_set_aside": _take_set_aside,
                       "play_spell_from_discard": _play_spell_from_discard})
register_words(h.HOOKS.conditions, {
    "has_set_aside": lambda s, ctx, v: bool(set_aside(s, ctx.source)),
    "spell_ready": lambda s, ctx, v: spell_plan(s, ctx) is not None,
})

__all__ = ["set_aside", "spell_plan"]
