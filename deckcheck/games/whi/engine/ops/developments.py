"""Developments, searches and copied tactics shared by the records of several packs
(registered into the hooks' tables on import): the conditions
``developments_in_zone_at_least``, ``event_card``, ``attack_not_declared``, ``deck_at_most``;
the game ops ``search_into_zone``, ``develop_into``, ``copy_tactic`` (``copy_plan``) and
``sacrifice_quester_reshuffle``.
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import TACTIC, UNIT
from deckcheck.games.whi.engine.hooks import HOOKS, ZONE_INDEX
from deckcheck.games.whi.engine.state import DECK, HAND, WhiState
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Context
from deckcheck.goldfish.abilities.records import ActionAbility


def _devs_here(state: WhiState, ctx, v) -> bool:
    z = cap.zone_of(state, ctx.source)
    return z >= 0 and len(state.developments[z]) >= v


def _event_card(state: WhiState, ctx, v) -> bool:
    ev = ctx.event
    return ev is not None and ev.card >= 0 and v.ok(state.table, ctx.source, ev.card)


def _search_into_zone(state: WhiState, ctx, eff, cards) -> None:
    z = cap.zone_of(state, ctx.source)
    t = state.table
    f = eff.value[1]
    look = list(reversed(state.deck[-eff.amount:] if eff.amount else state.deck))
    fits = [c for c in look if f.ok(t, ctx.source, c) and z >= 0
            and t.only_zone[c] in (-1, z)]
    if fits:
        best = max(fits, key=lambda c: (t.cost[c], -look.index(c)))
        cap.enter_zone(state, best, z, "put")
    piles.shuffle(state, state.deck)
    cap.check_deck(state)


def _develop_into(state: WhiState, ctx, eff, cards) -> None:
    z = ZONE_INDEX[eff.value[1]]
    for _ in range(max(1, eff.amount)):
        if not state.deck:
            break
        c = state.deck.pop()
        state.where[c] = HAND             # cap.develop takes the card from the hand
        state.hand.append(c)
        cap.develop(state, c, z, played=False)
    cap.check_deck(state)


def _sacrifice_quester_reshuffle(state: WhiState, ctx, eff, cards) -> None:
    """Sacrifice the unit on the source quest, then shuffle X cards of the discard pile into
    the deck, X = the quest's tokens (read before the sacrifice takes them away); the cards
    (chosen before the sacrifice): units first, then the most expensive."""
    unit = state.questing.get(ctx.source, -1)
    if unit < 0:
        return
    x = state.tokens.get(ctx.source, 0)
    t = state.table
    picked = sorted(state.discard, key=lambda c: (t.kind[c] != UNIT, -t.cost[c], c))[:x]
    cap.leave_play(state, unit, "sacrificed")
    for c in picked:
        state.discard.remove(c)
        state.deck.append(c)
        state.where[c] = DECK
    piles.shuffle(state, state.deck)


def copy_plan(state: WhiState, ctx) -> tuple[Context, tuple] | None:
    """The tactic of the triggering event (a CARD_PLAYED) as a copy would resolve it: its
    first action ability from hand whose conditions hold and that has a target, with the
    first target (its cost and its extra costs are not paid: "without paying its cost")."""
    ev = ctx.event
    if ev is None or ev.card < 0 or state.table.kind[ev.card] != TACTIC:
        return None
    for k, ab in enumerate(state.table.abilities[ev.card]):
        if not isinstance(ab, ActionAbility) or ab.zone != "hand":
            continue
        base = Context(ev.card, k)
        if ab.when and not runtime.conditions_hold(state, HOOKS, base, ab.when):
            continue
        picks = runtime.choices(state, HOOKS, base, ab.effects)
        if picks:
            return base._replace(chosen=picks[0]), ab.effects
    return None


def _copy_tactic(state: WhiState, ctx, eff, cards) -> None:
    plan = copy_plan(state, ctx)
    if plan is not None:
        runtime.apply_effects(state, HOOKS, plan[0], plan[1])


__all__ = []


HOOKS.conditions.update({
    "developments_in_zone_at_least": _devs_here,
    "event_card": _event_card,
    "attack_not_declared": lambda s, ctx, v: s.attack_zone < 0 and not s.attackers,
    "deck_at_most": lambda s, ctx, v: len(s.deck) <= v,
})


h.GAME_OPS.update({
    "search_into_zone": _search_into_zone,
    "develop_into": _develop_into,
    "copy_tactic": _copy_tactic,
    "sacrifice_quester_reshuffle": _sacrifice_quester_reshuffle,
    "use": lambda state, ctx, eff, cards: None,
})
