"""What the records of several packs of the Capital Cycle share."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    ROUND_BEGINS,
    THE_PLAYER,
    cards,
    cond,
    draw,
    forced,
    reaction,
    supports,
    tokens,
)
from deckcheck.games.whi.engine.ops.damage import damage_opponent, damage_own_capital
from deckcheck.games.whi.engine.ops.plays import zone_plan
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, Effect, Triggered
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.state import HAND, WhiState
from deckcheck.goldfish import piles
from deckcheck.games.whi.engine.ops.choices import priciest, register_words, token_holder


register_words(h.STATE_WORDS, {
    "token_holder": token_holder,
    "priciest_unit": priciest(UNIT),
})


def _countdown(state: WhiState, ctx, eff, cards) -> None:
    """A Capital Center's turn: remove a token; when the last one goes, the card's effect
    (value = ("countdown", effect name)) with the effect's amount."""
    if not state.tokens.get(ctx.source):
        return
    piles.remove(state.tokens, ctx.source, 1)
    if not state.tokens.get(ctx.source):
        h.GAME_OPS[eff.value[1]](state, ctx, eff, cards)


def _draw_n(state: WhiState, ctx, eff, cards) -> None:
    cap.draw(state, eff.amount)


def _supports_to_hand(state: WhiState, ctx, eff, cards) -> None:
    """Up to n support cards of the deck matching the filter (eff.value[2]) into hand (the
    most expensive first), then shuffle."""
    t, f = state.table, eff.value[2]
    found = sorted((c for c in state.deck if f is None or f.ok(t, ctx.source, c)),
                   key=lambda c: (-t.cost[c], c))[:eff.amount]
    for c in found:
        state.deck.remove(c)
        state.hand.append(c)
        state.where[c] = HAND
        state.seen.setdefault(t.title[c], state.round)
    piles.shuffle(state, state.deck)


def _units_into_play(state: WhiState, ctx, eff, cards) -> None:
    """Up to n units matching the filter (eff.value[2]) from the hand or the discard pile
    into play (the most expensive first), each into the zone the pilot picks."""
    t, f = state.table, eff.value[2]
    pool = [c for c in list(state.hand) + list(state.discard)
            if t.kind[c] == UNIT and (f is None or f.ok(t, ctx.source, c))]
    for c in sorted(pool, key=lambda c: (-t.cost[c], c))[:eff.amount]:
        z = zone_plan(state, c)
        if z >= 0:
            cap.enter_zone(state, c, z, "put")


def _van_klumpf(state: WhiState, ctx, eff, cards) -> None:
    """Damage equal to the source's power to each zone with no units: every unburned zone of
    the passive opponent, and the player's own zones without a unit."""
    n = cap.power(state, ctx.source)
    burned = {z for z, _ in state.burned}
    for z in range(3):
        if z not in burned and not state.outcome:
            damage_opponent(state, z, n)
    for z in range(3):
        if not cap.units(state, z) and not state.outcome:
            damage_own_capital(state, z, n)


def _highest_loyalty(race: str):
    """A count: the highest printed loyalty of a [race] card the player controls."""
    def count(state: WhiState, ctx, v) -> int:
        t = state.table
        return max((t.loyalty[c] for c in state.in_play_cards() if t.race_of[c] == race),
                   default=0)
    return count


register_words(h.HOOKS.counts, {
    "highest_chaos_loyalty": _highest_loyalty("chaos"),
    "highest_dwarf_loyalty": _highest_loyalty("dwarf"),
})


register_words(h.GAME_OPS, {
    "countdown": _countdown,
    "draw_n": _draw_n,
    "supports_to_hand": _supports_to_hand,
    "units_into_play": _units_into_play,
    "van_klumpf": _van_klumpf,
})


def countdown(then: str, n: int = 0, filter=None) -> tuple:
    """"This card enters play with 4 resource tokens on it. Action: At the beginning of your
    turn, remove a resource token from this card. Then, if there are no resource tokens on this
    card, <then>.\""""
    return (forced(ENTERS_PLAY, tokens(4), about="self"),
            reaction(ROUND_BEGINS, Effect(GAME_SPECIFIC, n, THE_PLAYER,
                                          value=("countdown", then, filter)),
                     when=(cond("tokens_at_least", 1),)))


def quest_draw() -> Triggered:
    """"Quest. Action: When this card enters play, draw a card.\""""
    return reaction(ENTERS_PLAY, draw(1), about="self")


def support_played(race: str) -> tuple:
    """A [race] non-Attachment support card played from hand while a unit quests here."""
    return (cond("event_option", "support"), cond("event_card", supports(races=(race,))),
            cond("event_card", cards(traits=("Attachment",)), negate=True), cond("questing_here"))

register_words(h.HOOKS.conditions, {
    "host_corrupted": lambda s, ctx, v: s.attached.get(ctx.source, -1) in s.corrupted,
    "self_questing": lambda s, ctx, v: ctx.source in s.questing.values(),
    "center_or_legend": lambda s, ctx, v: s.legend >= 0 or any(
        "Capital Center" in s.table.traits[c] for c in s.in_play_cards()),
})
