"""The L5R game log in words: one sentence per narrative event, card names not indexes.

Events are the tuples ``honor.note`` appends to ``state.events`` in verbose games:
``(round, kind, *values)``; the framework's ``deckcheck.goldfish.gamelog`` interleaves them
with the decisions of a game.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.goldfish.words import plural


def sentence(state: L5rState, event: Sequence[Any]) -> str:
    t = state.table
    kind = event[1]
    v = list(event[2:])

    def name(i: int) -> str:
        return t.names[v[i]] if len(v) > i and isinstance(v[i], int) and 0 <= v[i] < t.size else ""

    def province(slot: int) -> str:
        return "stronghold province" if slot == 4 else f"province {slot + 1}"

    def where(slot: int) -> str:      # "at the stronghold province", "at province 2"
        return ("the " if slot == 4 else "") + province(slot)

    simple = {
        "round": lambda: f"Round {event[0]} begins.",
        "phase": lambda: f"The {v[0]} phase begins.",
        "first_player": lambda: "You are the first player." if v[0] else
        "The opponent is the first player; you take 1 fate.",
        "mulligan": lambda: f"{v[0].capitalize()} mulligan: {plural(v[1], 'card')} replaced.",
        "draw": lambda: f"Draws {plural(v[0], 'card')}.",
        "revealed": lambda: f"{name(0)} is revealed in a province.",
        "fate": lambda: f"Gains {v[0]} fate ({v[1]} in the pool).",
        "opponent_passes_first": lambda: "The opponent passes first and takes the pass bonus.",
        "passes_first": lambda: "Passes first: gains 1 fate.",
        "enters": lambda: f"{name(0)} enters play" + (f" with {v[2]} fate." if v[2] else "."),
        "attached": lambda: f"{name(0)} is attached to {name(1)}.",
        "restricted_discard": lambda: (f"{name(0)} is discarded: {name(1)} may have at most {v[2]} "
                                       f"restricted attachments."),
        "leaves": lambda: f"{name(0)} leaves play ({v[1]}).",
        "honor": lambda: f"{'Gains' if v[0] > 0 else 'Loses'} {abs(v[0])} honor ({v[1]}).",
        "opp_honor": lambda: f"The opponent {'gains' if v[0] > 0 else 'loses'} {abs(v[0])} honor ({v[1]}).",
        "take_honor": lambda: f"Takes {v[0]} honor from the opponent ({v[1]}).",
        "honored": lambda: f"{name(0)} is honored.",
        "dishonored": lambda: f"{name(0)} is dishonored.",
        "bid": lambda: f"Bids {v[0]} honor against the opponent's {v[1]}.",
        "declare": lambda: (f"Declares a {v[0]} conflict with the {v[1]} ring at {where(v[2])}, "
                            f"attacking with {', '.join(t.names[c] for c in v[3])}."),
        "pass_conflict": lambda: f"Passes the {v[0]} conflict.",
        "won": lambda: f"Wins the {v[0]} conflict unopposed with {v[1]} skill.",
        "lost": lambda: f"The {v[0]} conflict is not won ({v[1]} skill).",
        "broken": lambda: f"Breaks the opponent's {province(v[0])}.",
        "ring_effect": lambda: f"Resolves the {v[0]} ring's effect.",
        "claimed": lambda: f"Claims the {v[0]} ring.",
        "favor": lambda: f"Takes the Imperial Favor ({v[0]}).",
        "deck_out": lambda: f"The {v[0]} deck is empty: loses 5 honor and reshuffles its discard pile.",
        "duplicate": lambda: f"Discards a copy of {name(1)} to put 1 fate on it.",
        "regroup_discard": lambda: f"Discards {', '.join(t.names[c] for c in v[0])} from the provinces.",
        "ability": lambda: f"Uses {name(0)}" + (f" on {name(1)}." if name(1) else "."),
        "manual": lambda: f"Manual edit: {v[0]}.",
    }
    fn = simple.get(kind)
    return fn() if fn is not None else f"{kind}: {', '.join(str(x) for x in v)}"
