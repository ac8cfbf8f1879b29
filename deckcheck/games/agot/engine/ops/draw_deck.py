"""Card operations several records share on the draw deck: shuffling it, looking at its top
cards, searching it."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import ATTACHMENT, EVENT
from deckcheck.games.agot.engine.hooks import GAME_OPS, put_cards_into_play
from deckcheck.games.agot.engine.state import AgotState, HAND
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


def _shuffle_deck(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Shuffle the draw deck (after a card was put into it)."""
    state.rng = rng.shuffle(state.rng, state.draw)


def _look_top_keep_one(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Look at the top ``amount`` cards: the one of highest printed cost (non-events first;
    the top one on a tie) goes to hand, the others to the bottom of the deck in their order."""
    deck = state.draw
    n = min(eff.amount, len(deck))
    if n <= 0:
        return
    top = deck[::-1][:n]                        # top card first
    t = state.table
    keep = max(top, key=lambda c: (t.kind[c] != EVENT, t.cost[c], -top.index(c)))
    for c in top:
        deck.remove(c)
    play_rules.move_to(state, keep, HAND)
    play_rules.note(state, "search", keep)
    rest = [c for c in top if c != keep]
    deck[:0] = rest[::-1]                       # the bottom is index 0; keep their order


def _search_or_put(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """``cards`` = the deck's cards matching the effect's target (top first): the first one
    is taken; with printed cost ``amount`` or lower it is put into play when it may enter
    (an attachment needs a legal host), else it goes to hand; the deck is shuffled
    (A Time For Wolves)."""
    t = state.table
    if cards:
        c = cards[0]
        hosts_ok = t.kind[c] != ATTACHMENT or bool(play_rules.targets(state, c))
        if t.cost[c] <= eff.amount and play_rules.may_enter(state, c) and hosts_ok:
            put_cards_into_play(state, ctx, eff, [c])
        else:
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND)
            play_rules.note(state, "search", c)
    state.rng = rng.shuffle(state.rng, state.draw)


def _shuffle(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Shuffle the draw deck."""
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["look_top_keep_one"] = _look_top_keep_one
GAME_OPS["search_or_put"] = _search_or_put
GAME_OPS["shuffle"] = _shuffle
GAME_OPS["shuffle_deck"] = _shuffle_deck
