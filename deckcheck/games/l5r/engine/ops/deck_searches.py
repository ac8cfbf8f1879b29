"""Searching the top of the player's dynasty deck for a character to put into play, shared by
the records of several packs (Shinjo Gunsō, Shinjo Altansarnai): ``search_put`` with
``dynasty_search(n, max_cost, ...)``. The greedy pilot takes the character with the most skill
of the conflict's type (military outside a conflict), the cheaper one on a tie; a unique
character whose copy is in play is not a choice."""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.records import THE_PLAYER, Effect
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.ops.conflict_limits import skill_or_zero
from deckcheck.games.l5r.engine.state import MILITARY, L5rState


def dynasty_search(n: int, max_cost: int, non_unique: bool = False, into_conflict: bool = False,
                   rest: str = "discard") -> Effect:
    """"Look at (search) the top ``n`` cards of your dynasty deck for a [non-unique] character
    with cost ``max_cost`` or lower and put it into play [in the conflict]"; the other cards
    are discarded (``rest="discard"``) or shuffled back (``"shuffle"``)."""
    return Effect("game", 0, THE_PLAYER, "", ("search_put", n, max_cost, non_unique, into_conflict, rest))


def _search_put(state: L5rState, ctx, eff, cards) -> None:
    _, n, max_cost, non_unique, into_conflict, rest = eff.value
    t = state.table
    top = state.dynasty[-n:]
    for c in top:
        state.dynasty.remove(c)
        play_rules.seen(state, c)
    found = [c for c in top if t.type[c] == CHARACTER and t.cost[c] <= max_cost
             and not (non_unique and t.unique[c]) and play_rules.duplicate_in_play(state, c) < 0]
    ctype = state.c_type or MILITARY
    pick = min(found, key=lambda c: (-skill_or_zero(state, c, ctype), t.cost[c], c)) if found else -1
    others = [c for c in top if c != pick]
    if rest == "discard":
        state.dynasty_discard.extend(others)
    else:
        state.dynasty.extend(others)
        piles.shuffle(state, state.dynasty)
    if pick >= 0:
        play_rules.enter_play(state, pick, "put", participating=into_conflict)


GAME_OPS.update({
    "search_put": _search_put,
})
