"""Build an AGoT goldfish position by hand, for the per-card tests of the records.

    s = scenario(pool, play=["01052"], hand=["01062"], plot="01002", gold=5,
                 step="marshaling.marshal")
    c = s.card("01052")                   # the instance of a code (first copy; s.cards(code) all)
    legal(s)                              # the legal actions now
    act(s, Action("ability", c, -1, 0))   # checked apply, runs on to the next decision
    fire(s, "dominance_won")              # an event, as the engine fires it

Every listed code becomes one card instance (repeat a code for more copies); the rest
of the deck is filled with Core Set characters that have no text at all (``FILLER``),
so the game can run on, and a plot when none is named. Cards go
to the zone named; ``attach={attachment_code: host_code}`` attaches in play;
``knelt=[code]`` kneels; ``plot`` is revealed; ``step`` puts the game at that step
(waiting for its decision when the step asks one).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from deckcheck.games.agot.engine import ENGINE, FLOW, play_rules, table_for
from deckcheck.games.agot.engine.state import (
    DECK, DISCARD, HAND, PLOT_DECK, REVEALED, SHADOWS, DEAD, AgotState)
from deckcheck.goldfish.actions import Action

# Core Set characters whose text is empty or keywords only: safe filler for the draw deck
FILLER = ("01053", "01113", "01150", "01187")   # Core Set characters with no text at all


class Scenario:
    def __init__(self, state: AgotState, by_code: dict[str, list[int]]):
        self.state = state
        self.by_code = by_code

    def card(self, code: str, copy: int = 0) -> int:
        return self.by_code[code][copy]

    def cards(self, code: str) -> list[int]:
        return list(self.by_code[code])

    def __getattr__(self, name: str) -> Any:
        return getattr(self.state, name)


def scenario(pool: Any, *, play=(), hand=(), deck=(), discard=(), dead=(), shadows=(),
             plots=(), plot: str | None = None, agenda: str | None = None,
             attach: dict[str, str] | None = None, knelt=(), gold: int = 0,
             step: str = "marshaling.marshal", faction: str | None = None, filler: int = 40,
             seed: int = 1, verbose: bool = True) -> Scenario:
    attach = attach or {}
    wanted: list[tuple[str, str]] = []
    for zone, codes in (("play", play), ("hand", hand), ("deck", deck), ("discard", discard),
                        ("dead", dead), ("shadows", shadows), ("plots", plots)):
        wanted.extend((zone, c) for c in codes)
    wanted.extend(("play", a) for a in attach)
    if plot:
        wanted.append(("plot", plot))
    if agenda:
        wanted.append(("agenda", agenda))
    counts = Counter(code for _, code in wanted)
    fill = Counter()
    for i in range(filler):
        fill[FILLER[i % len(FILLER)]] += 1
    if not any(pool.card(c).type == "plot" for c in counts):
        fill["01009" if "01009" not in counts else "01011"] += 1    # some plot for the plot deck
    all_counts = counts + fill
    table = table_for(pool, dict(all_counts), faction)
    state = ENGINE.new_state(table, seed, 20, verbose)
    state.round = 1
    free: dict[str, list[int]] = {}
    for i, cid in enumerate(table.ids):
        free.setdefault(cid, []).append(i)
    by_code: dict[str, list[int]] = {}
    for lst in (state.draw, state.plot_deck):
        lst.clear()
    hosts = {}
    for zone, code in wanted:
        i = free[code].pop(0)
        by_code.setdefault(code, []).append(i)
        if zone == "play":
            if code in attach:
                hosts[i] = attach[code]
                continue
            play_rules.put_into_play(state, i)
        elif zone == "hand":
            state.hand.append(i)
            state.zone[i] = HAND
        elif zone == "deck":
            state.draw.append(i)
            state.zone[i] = DECK
        elif zone == "discard":
            state.discard.append(i)
            state.zone[i] = DISCARD
        elif zone == "dead":
            state.dead.append(i)
            state.zone[i] = DEAD
        elif zone == "shadows":
            state.shadows.append(i)
            state.zone[i] = SHADOWS
            state.shadow_round[i] = 0
        elif zone == "plots":
            state.plot_deck.append(i)
            state.zone[i] = PLOT_DECK
        elif zone == "plot":
            state.plot = i
            state.zone[i] = REVEALED
    for a, host_code in hosts.items():
        play_rules.put_into_play(state, a, by_code[host_code][0])
    for rest in free.values():
        for i in rest:
            kind = table.kind[i]
            if kind == 4:                     # plot
                state.plot_deck.append(i)
                state.zone[i] = PLOT_DECK
            elif kind <= 3:
                state.draw.insert(0, i)       # the named deck cards stay on top
                state.zone[i] = DECK
    for code in knelt:
        state.knelt.add(by_code[code][0])
    state.gold = gold
    state.step = FLOW.at(step)
    state.pending = ""
    ENGINE.advance(state)
    return Scenario(state, by_code)


def record(pool: Any, code: str) -> Any:
    """The reviewed record of ``code``, whose name must be the pool's name of the card."""
    from deckcheck.games.agot.engine.records import RECORDS
    rec = RECORDS[code]
    assert rec.code == code
    assert rec.name == pool.card(code).name
    return rec


def assert_missing(rec: Any, *leans: str) -> None:
    """A record with missing parts, tagged with these leans in order."""
    assert rec.status == "missing"
    assert [m.lean for m in rec.missing] == list(leans)
    assert all(m.text for m in rec.missing)


def window(s: Scenario) -> list[Action]:
    """The trigger actions of the open window."""
    assert s.state.pending == "respond"
    return [a for a in legal(s) if a.kind == "trigger"]


def legal(s: Scenario | AgotState) -> list[Action]:
    state = s.state if isinstance(s, Scenario) else s
    return ENGINE.legal_actions(state)


def act(s: Scenario | AgotState, *actions: Action) -> AgotState:
    state = s.state if isinstance(s, Scenario) else s
    for a in actions:
        ENGINE.apply(state, a)
    return state


def fire(s: Scenario | AgotState, kind: str, card: int = -1, option: str = "", amount: int = 0,
         cards: tuple[int, ...] = ()) -> AgotState:
    state = s.state if isinstance(s, Scenario) else s
    play_rules.fire(state, kind, card, option, amount, cards)
    return state
