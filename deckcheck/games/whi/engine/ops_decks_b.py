"""WHI ability words the Dark Elf and High Elf test-deck records need (records/decks_b.py)
beyond hooks.py, ops_order.py and ops_destruction.py, registered into the hooks' tables on
import.

Game operations (``Effect(GAME_SPECIFIC, n, target, value=name)``, see ``op``):
- ``mill_units``: discard the top n cards of the deck; how many were units is kept for the
  turn (the count ``milled_units``);
- ``opponent_indirect``: n indirect damage to the passive opponent, who puts it one point at
  a time on its healthiest zone (as ops_destruction's ``indirect`` does for its side);
- ``("search_useful", filter)``: the top n cards of the deck searched for a match, the
  player's pick (one whose record does something, else the first from the top) to hand,
  then the deck shuffled;
- ``start_in_play`` (setup, from the deck): the source quest into the quest zone with one
  card of the deck set aside facedown under it (a legend of the capital's race first, else
  the most expensive card); ``take_set_aside``: that card into the hand, then the source
  is sacrificed;
- ``remove_token``: n resource tokens off the target (the source for the player target);
- ``war_room``: one token off the source; then, with none left, 10 indirect damage to the
  opponent (the removal must happen: with no token to remove the record is not offered);
- ``play_spell_from_discard``: the source's tokens pay the printed cost of a Spell of the
  discard pile, played at no cost (``spell_plan``: a tactic that can resolve now, with its
  first target, before a unit or support whose record does something; the most expensive
  first); then the source is sacrificed.
Conditions: ``legend_or_artefact`` (the player has a legend or an Artefact support in play),
``return_ready`` (that, and a card in the discard pile), ``spell_ready`` (``spell_plan``
finds a Spell), ``has_set_aside`` (a card is set aside under the source),
``survives_damage`` n (the source has more than n hit points left), ``free_play`` (the
source costs nothing to play now, loyalty tax included), ``burns_with`` n (attackers are
declared and n more power burns the attacked zone the attack alone would not), ``short_of``
n (a card in hand that may be played now costs more than the resources, at most n more).
Counts: ``milled_units``. Costs: ``sacrifice_fodder`` (a unit of power 0 that is not
attacking or questing: one that gains by leaving play first, then the cheapest),
``remove_tokens_from`` (``amount`` tokens in all from the cost's target cards, the source
first).
State words: ``frail`` (fewer than 2 hit points), ``gains_by_leaving`` (a power-0 unit whose
record triggers on its own leaving play and that 2 fewer hit points destroy),
``spare_tokens`` (a ``token_holder`` that is not a unit: a unit's tokens, such as Lothern
Sea Master's, count for its own ability), ``damage_capped`` (an attacker with 1 hit point left whose record has an action that
damages itself, e.g. Dreamer of Dragons), ``priciest`` / ``priciest_unit`` (one card: the most expensive card / unit of the discard
pile, ties: the one discarded last), ``token_holder`` (a card in play with a resource token, not a countdown card such as
Eataine War Room), ``cheapest_attacker`` (one card: the attacker with the lowest cost, then
power), ``chill_victim`` (one card: the least useful uncorrupted unit outside the
battlefield, whose power is spent for the turn), ``least_hurt`` (one card: the unit that
loses least by 2 fewer hit points: one that survives it, else one that gains by leaving
play, else the least useful).
Zone word ``left_to_hand``: the hand, for a trigger of a card that just left play to it (a
trigger with zone "hand" would be paid and discarded as a tactic from hand).
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, TACTIC, UNIT
from deckcheck.games.whi.engine.ops_destruction import opponent_healthiest
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.state import (
    BATTLEFIELD,
    DECK,
    DISCARD,
    HAND,
    IN_ZONE,
    OUT,
    QUEST,
    WhiState,
)
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Context
from deckcheck.goldfish.abilities.records import (
    GAME_SPECIFIC,
    LEAVES_PLAY,
    THE_PLAYER,
    THIS,
    ActionAbility,
    Effect,
    Triggered,
)

MILL = -(1 << 21)                 # state.used keys: MILL - source = units milled this turn
COUNTDOWN = frozenset({"08032"})  # cards whose tokens count down (Eataine War Room)
LEFT_TO_HAND = "left_to_hand"


def _register(table: dict, words: dict) -> None:
    """Add this module's words to a hooks table; a word some other module registered
    already is an error (the tables are shared by every record module)."""
    taken = sorted(set(table) & set(words))
    if taken:
        raise ValueError(f"ops_decks_b: already registered: {taken}")
    table.update(words)


def op(name: str, n: int = 0, target=THE_PLAYER, per=None) -> Effect:
    """One of this module's (or ops_destruction's) game operations."""
    return Effect(GAME_SPECIFIC, n, target, value=name, per=per)


# -- effects ----------------------------------------------------------------------------------------
def _mill_units(state: WhiState, ctx, eff, cards) -> None:
    units = 0
    for _ in range(eff.amount):
        if not state.deck:
            break
        c = state.deck.pop()
        state.discard.append(c)
        state.where[c] = DISCARD
        units += state.table.kind[c] == UNIT
    state.used[MILL - ctx.source] = state.used.get(MILL - ctx.source, 0) + units
    cap.check_deck(state)


def opponent_indirect(state: WhiState, n: int) -> None:
    from deckcheck.games.whi.engine.battlefield import damage_opponent
    for _ in range(n):
        z = opponent_healthiest(state)
        if z < 0 or state.outcome:
            return
        damage_opponent(state, z, 1, ())


def _opponent_indirect(state: WhiState, ctx, eff, cards) -> None:
    opponent_indirect(state, eff.amount)


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


def _remove_token(state: WhiState, ctx, eff, cards) -> None:
    for c in cards:
        piles.remove(state.tokens, c if c >= 0 else ctx.source, max(1, eff.amount))


def _war_room(state: WhiState, ctx, eff, cards) -> None:
    if not state.tokens.get(ctx.source):
        return
    piles.remove(state.tokens, ctx.source, 1)
    if not state.tokens.get(ctx.source):
        opponent_indirect(state, 10)


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


_register(h.GAME_OPS, {"mill_units": _mill_units, "opponent_indirect": _opponent_indirect,
                   "remove_token": _remove_token, "search_useful": _search_useful,
                   "start_in_play": _start_in_play, "take_set_aside": _take_set_aside, "war_room": _war_room,
                   "play_spell_from_discard": _play_spell_from_discard})


# -- conditions and counts --------------------------------------------------------------------------
def _legend_or_artefact(state: WhiState, ctx, v) -> bool:
    t = state.table
    return state.legend >= 0 or any(t.kind[c] == SUPPORT and "Artefact" in t.traits[c]
                                    for c in state.in_play_cards())


def _left(state: WhiState, c: int) -> int:
    return cap.hit_points(state, c) - state.damage.get(c, 0)


def _burns_with(state: WhiState, ctx, n) -> bool:
    z = state.attack_zone
    if z < 0 or not state.attackers or z in {b for b, _ in state.burned}:
        return False
    room = hit_points_of(state, z) - state.opp_damage[z]
    power = sum(cap.power(state, c) for c in state.attackers)
    return power < room <= power + n


def _short_of(state: WhiState, ctx, n) -> bool:
    """A card in hand (not the source) that may be played now costs more than the resources,
    but at most n more."""
    t = state.table
    for c in state.hand:
        if c == ctx.source or t.kind[c] not in (UNIT, SUPPORT, QUEST_CARD, LEGEND):
            continue
        if not cap.may_play(state, c) or (t.kind[c] != LEGEND and not cap.zones_for(state, c)):
            continue
        if state.resources < cap.play_cost(state, c) <= state.resources + n:
            return True
    return False


_register(h.HOOKS.conditions, {
    "legend_or_artefact": _legend_or_artefact,
    "return_ready": lambda s, ctx, v: bool(s.discard) and _legend_or_artefact(s, ctx, v),
    "survives_damage": lambda s, ctx, v: s.where[ctx.source] == IN_ZONE and _left(s, ctx.source) > v,
    "free_play": lambda s, ctx, v: cap.play_cost(s, ctx.source) == 0,
    "burns_with": _burns_with,
    "short_of": _short_of,
    "has_set_aside": lambda s, ctx, v: bool(set_aside(s, ctx.source)),
    "spell_ready": lambda s, ctx, v: spell_plan(s, ctx) is not None,
})
_register(h.HOOKS.counts, {"milled_units": lambda s, ctx, v: s.used.get(MILL - ctx.source, 0)})


# -- state words ----------------------------------------------------------------------------------
def _leave_trigger(state: WhiState, c: int) -> bool:
    return any(isinstance(ab, Triggered) and ab.on == LEAVES_PLAY and ab.about == "self"
               for ab in state.table.abilities[c])


def _unit_in_play(state: WhiState, c: int) -> bool:
    return state.where[c] == IN_ZONE and state.table.kind[c] == UNIT


def _gains_by_leaving(state: WhiState, ctx, c) -> bool:
    return (_unit_in_play(state, c) and cap.power(state, c) == 0 and _leave_trigger(state, c)
            and _left(state, c) <= 2)


def _self_damager(state: WhiState, c: int) -> bool:
    """c's record has an action that deals damage to c itself (e.g. Dreamer of Dragons)."""
    for ab in state.table.abilities[c]:
        if isinstance(ab, ActionAbility) and ab.zone == "play" and any(
                e.op == GAME_SPECIFIC and e.value == "deal_damage" and e.target.who == THIS.who
                for e in ab.effects):
            return True
    return False


def _damage_capped(state: WhiState, ctx, c) -> bool:
    return (c in state.attackers and _unit_in_play(state, c) and _left(state, c) == 1
            and _self_damager(state, c))


def _token_holder(state: WhiState, ctx, c) -> bool:
    return state.tokens.get(c, 0) > 0 and state.table.ids[c] not in COUNTDOWN


def _one(key):
    """A state word naming one card: the best of the player's units by ``key`` (lowest)."""
    def word(state: WhiState, ctx, c) -> bool:
        pool = [u for u in cap.units(state) if key(state, ctx, u) is not None]
        return bool(pool) and c == min(pool, key=lambda u: (key(state, ctx, u), u))
    return word


def _priciest(kind):
    """A state word naming one card of the discard pile (of ``kind``, None any): the most
    expensive (ties: the one discarded last) - the card a "return target card from your
    discard pile" is best spent on."""
    def word(state: WhiState, ctx, c) -> bool:
        t = state.table
        pool = [d for d in state.discard if kind is None or t.kind[d] == kind]
        return bool(pool) and c == max(reversed(pool), key=lambda d: t.cost[d])
    return word


def _cheapest_attacker_key(state, ctx, u):
    return (state.table.cost[u], cap.power(state, u)) if u in state.attackers else None


def _chill_key(state, ctx, u):
    if u in state.corrupted or cap.zone_of(state, u) == BATTLEFIELD:
        return None
    return (cap.power(state, u), state.table.cost[u])


def _least_hurt_key(state, ctx, u):
    dies = _left(state, u) <= 2
    gains = _gains_by_leaving(state, ctx, u)
    return (dies, not gains, u in state.attackers, cap.power(state, u), state.table.cost[u])


_register(h._STATE_WORDS, {
    "frail": lambda s, ctx, c: _unit_in_play(s, c) and cap.hit_points(s, c) < 2,
    "gains_by_leaving": _gains_by_leaving,
    "token_holder": _token_holder,
    "damage_capped": _damage_capped,
    "priciest": _priciest(None),
    "priciest_unit": _priciest(UNIT),
    "spare_tokens": lambda s, ctx, c: (_token_holder(s, ctx, c) and s.table.kind[c] != UNIT
                                       and s.where[c] != DISCARD),
    "cheapest_attacker": _one(_cheapest_attacker_key),
    "chill_victim": _one(_chill_key),
    "least_hurt": _one(_least_hurt_key),
})
_register(h._WHERE, {LEFT_TO_HAND: HAND})


# -- costs ------------------------------------------------------------------------------------------
def _token_pool(state: WhiState, ctx, cost) -> list[int]:
    """The cards a "remove X tokens from cards you control" cost takes from: the cost's
    target cards with a spare token (the source first)."""
    cards = [c for c in runtime.candidates(state, h.HOOKS, ctx, cost.target)
             if state.tokens.get(c, 0) > 0]
    return sorted(cards, key=lambda c: (c != ctx.source, c))


def _pay_token_pool(state: WhiState, ctx, cost) -> None:
    need = cost.amount
    for c in _token_pool(state, ctx, cost):
        take = min(need, state.tokens.get(c, 0))
        piles.remove(state.tokens, c, take)
        need -= take
        if not need:
            return


_register(h.HOOKS.costs, {"remove_tokens_from": (
    lambda s, ctx, cost: sum(s.tokens.get(c, 0) for c in _token_pool(s, ctx, cost)) >= cost.amount,
    _pay_token_pool)})


def _fodder(state: WhiState) -> list[int]:
    questing = set(state.questing.values())
    out = [c for c in cap.units(state) if cap.power(state, c) == 0 and c not in state.attackers
           and c not in questing]
    return sorted(out, key=lambda c: (not _leave_trigger(state, c), state.table.cost[c], c))


def _pay_fodder(state: WhiState, ctx, cost) -> None:
    fodder = _fodder(state)
    if fodder:
        cap.leave_play(state, fodder[0], "sacrificed")


_register(h.HOOKS.costs, {"sacrifice_fodder": (lambda s, ctx, cost: bool(_fodder(s)), _pay_fodder)})

__all__ = ["COUNTDOWN", "LEFT_TO_HAND", "MILL", "op", "opponent_indirect", "set_aside",
           "spell_plan"]
