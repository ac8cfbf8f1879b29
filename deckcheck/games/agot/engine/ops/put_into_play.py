"""Card operations several records share that put cards into play, and discard those put into
play only for a while (the ``TEMPORARY`` mark of ``records.words``)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import MARK, marks_of
from deckcheck.games.agot.engine.effects import ATTACHMENT
from deckcheck.games.agot.engine.hooks import (
    EFFECTS, GAME_CHECKS, GAME_OPS, UNSAVABLE, cards_in_zone, put_cards_into_play,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


DISCARD_UNSAVABLE = Effect("discard", value=UNSAVABLE)


def _discard_marked(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard from play every card this ability's card marked (a delayed "at the end of
    the phase, discard it from play (cannot be saved)": Gold Cloaks, Hear Me Roar!)."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == PLAY]
    EFFECTS["discard"](state, ctx, DISCARD_UNSAVABLE, marked)


def _put_best_candidates(state: AgotState, eff: Effect) -> list[int]:
    """The cards a "put_best" effect may put into play: in the zones of its target ("+"
    joined, e.g. "hand+deck+discard"; of the deck only the top ``amount`` cards, 0 = all),
    matching one of the filters of its value, allowed to enter (a unique card with no copy
    in play or in the dead pile; an attachment with a legal host)."""
    t = state.table
    sets = [t.filter_sets[f] for f in eff.value[1:]]
    found: list[int] = []
    for zone in eff.target.zone.split("+"):
        pile = cards_in_zone(state, zone)
        if zone == "deck" and eff.amount:
            pile = pile[:eff.amount]
        found.extend(c for c in pile if any(c in m for m in sets))
    return [c for c in found if play_rules.may_enter(state, c)
            and (t.kind[c] != ATTACHMENT or play_rules.targets(state, c))]


def _put_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put the best candidate (highest printed cost, then printed STR) into play (The White
    Swords, She-Bear, Great Ranging, Ser Boros Blount, Aegon Targaryen); the deck is shuffled
    when it was searched. A mark effect of the same ability (target nowhere) marks the card
    put into play, for a delayed "at the end of the phase" (``discard_marked`` /
    ``return_marked``)."""
    t = state.table
    found = _put_best_candidates(state, eff)
    if found:
        best = max(found, key=lambda c: (t.cost[c], t.strength[c], -c))
        put_cards_into_play(state, ctx, eff, [best])
        ab = t.abilities[ctx.source][ctx.ability]
        for e, x in enumerate(ab.effects):
            if x.op == "grant" and isinstance(x.value, tuple) and x.value[0] == MARK:
                state.lasting.append((ctx.source, ctx.ability, e, best, x.until))
    if "deck" in eff.target.zone.split("+"):
        state.rng = rng.shuffle(state.rng, state.draw)


def _can_put_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_put_best_candidates(state, eff))


GAME_OPS["discard_marked"] = _discard_marked
GAME_OPS["put_best"] = _put_best
GAME_CHECKS["put_best"] = _can_put_best
