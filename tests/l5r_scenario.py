"""Build an L5R goldfish position by hand, for the per-card tests of the records.

    s = scenario(l5r_pool, play=["asahina-artisan", "doji-whisperer"], hand=["banzai"],
                 fate=5, step="conflict.declare")
    c = s.card("asahina-artisan")          # the instance of an id (first copy; s.cards(id) all)
    s.declare("military", [c])             # a conflict in progress with these attackers
    legal(s)                               # the legal actions now
    act(s, Action("ability", c, target, 0))   # checked apply, runs on to the next decision
    fire(s, "fate_placed", card=c, amount=1)  # an event, as the engine fires it
    finish_conflict(s)                     # resolve it, declining what is offered

Every listed id becomes one card instance (repeat an id for more copies); the rest of the
deck is the Core Set Crane suggested deck's stronghold, role and provinces plus text-free
Core Set characters and conflict cards as filler, so the game can run on. Cards go to the
zone named (``play``: in play at home; ``province``: face up in provinces 0-3, in order;
``hand``, ``dynasty_discard``, ``conflict_discard``); ``attach={attachment_id: host_id}``
attaches in play; ``bowed=[id]`` bows; ``honored`` / ``dishonored`` set status tokens;
``fate_on={id: n}`` puts fate on characters; ``step`` puts the game at that step (waiting for
its decision when the step asks one). ``stronghold`` builds a position around a given
stronghold; ``on_top`` stacks the conflict deck; ``give`` gives a card abilities written for
the test. ``MIL``/``POL`` are the conflict types, ``AIR`` ... ``VOID`` the rings.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from deckcheck.games.l5r.engine import ENGINE, FLOW, play_rules, table_for
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL, TYPE_OF
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Event
from deckcheck.goldfish.abilities.index import AbilityIndex
from deckcheck.goldfish.actions import Action
from deckcheck.games.l5r.engine.hooks import HOOKS

BASE = {"shizuka-toshi": 1, "seeker-of-air": 1, "the-art-of-peace": 1, "fertile-fields": 1,
        "entrenched-position": 1, "meditations-on-the-tao": 1, "shameful-display": 1}
FILLER_DYNASTY = ("doji-whisperer", "cautious-scout")     # cautious-scout: no effect solo
FILLER_CONFLICT = ("fine-katana", "ornate-fan")           # keyword Restricted only
MIL, POL = MILITARY, POLITICAL
AIR, EARTH, FIRE, WATER, VOID = range(5)                  # the rings, in RINGS order


class Scenario:
    def __init__(self, state: Any, by_code: dict[str, list[int]]):
        self.state = state
        self.by_code = by_code

    def card(self, code: str, copy: int = 0) -> int:
        return self.by_code[code][copy]

    def cards(self, code: str) -> list[int]:
        return list(self.by_code[code])

    def declare(self, kind: str, attackers: list[int], ring: int = 0, slot: int = 0) -> None:
        """A conflict in progress (its action window) with these attackers."""
        s = self.state
        s.c_type, s.c_ring, s.c_slot = TYPE_OF[kind], ring, slot
        s.attackers = list(attackers)
        s.step = FLOW.at("conflict.window")
        s.pending = "conflict_action"

    def __getattr__(self, name: str) -> Any:
        return getattr(self.state, name)


def scenario(pool: Any, *, play=(), hand=(), province=(), dynasty_discard=(), conflict_discard=(),
             attach: dict[str, str] | None = None, bowed=(), honored=(), dishonored=(),
             fate_on: dict[str, int] | None = None, fate: int = 0, honor: int = 10,
             step: str = "conflict.declare", filler: int = 10, seed: int = 1,
             verbose: bool = True) -> Scenario:
    attach = attach or {}
    wanted: list[tuple[str, str]] = []
    for zone, codes in (("play", play), ("hand", hand), ("province", province),
                        ("dynasty_discard", dynasty_discard), ("conflict_discard", conflict_discard)):
        wanted.extend((zone, c) for c in codes)
    wanted.extend(("attach", a) for a in attach)
    counts = Counter(code for _, code in wanted) + Counter(BASE)
    for i in range(filler):
        counts[FILLER_DYNASTY[i % 2]] += 1
        counts[FILLER_CONFLICT[i % 2]] += 1
    table = table_for(pool, dict(counts))
    state = ENGINE.new_state(table, seed, 20, verbose)
    state.round = 1
    state.fate, state.honor, state.opp_honor = fate, honor, state.opp.score
    state.province_card = table.provinces
    state.provinces = [() for _ in range(5)]
    free: dict[str, list[int]] = {}
    for i, cid in enumerate(table.ids):
        free.setdefault(cid, []).append(i)
    state.dynasty.clear()
    state.conflict.clear()
    by_code: dict[str, list[int]] = {}
    slot = 0
    for zone, code in wanted:
        i = free[code].pop(0)
        by_code.setdefault(code, []).append(i)
        if zone == "play":
            state.play.append(i)
        elif zone == "hand":
            state.hand.append(i)
        elif zone == "province":
            piles.put(state.provinces, slot % 4, i)
            slot += 1
        elif zone == "dynasty_discard":
            state.dynasty_discard.append(i)
        elif zone == "conflict_discard":
            state.conflict_discard.append(i)
        elif zone == "attach":
            state.attached[i] = -1
    for a in list(state.attached):
        host_code = attach[table.ids[a]]
        state.attached[a] = by_code[host_code][0]
    for rest in free.values():
        for i in rest:
            if table.side[i] == "dynasty":
                state.dynasty.insert(0, i)
            elif table.side[i] == "conflict":
                state.conflict.insert(0, i)
    for s in range(4):
        if not state.provinces[s]:
            play_rules.refill(state, s)
    for code in bowed:
        state.bowed.add(by_code[code][0])
    for code in honored:
        state.status[by_code[code][0]] = 1
    for code in dishonored:
        state.status[by_code[code][0]] = -1
    for code, n in (fate_on or {}).items():
        state.fate_on[by_code[code][0]] = n
    state.step = FLOW.at(step)
    state.pending = ""
    ENGINE.advance(state)
    return Scenario(state, by_code)


def stronghold(pool: Any, code: str, **kw: Any) -> tuple[Scenario, int]:
    """A position whose deck has ``code`` as its stronghold (it sorts before the filler's)."""
    s = scenario(pool, dynasty_discard=[code], **kw)
    sh = s.card(code)
    s.state.dynasty_discard.remove(sh)
    assert s.table.stronghold == sh
    return s, sh


def on_top(s: Scenario, *codes: str) -> list[int]:
    """Put these cards (from the conflict discard pile) on top of the conflict deck, the last
    one on top."""
    out = []
    for code in codes:
        c = s.card(code)
        s.state.conflict_discard.remove(c)
        s.state.conflict.append(c)
        out.append(c)
    return out


def give(s: Scenario, c: int, *abilities: Any) -> None:
    """Card ``c`` of the position has these abilities (a record written for the test)."""
    t = s.table
    table = list(t.abilities)
    table[c] = tuple(abilities)
    s.state.table = replace(t, abilities=tuple(table), index=AbilityIndex.build(table))


def legal(s: Scenario) -> list[Action]:
    return ENGINE.legal_actions(s.state)


def act(s: Scenario, action: Action) -> Scenario:
    ENGINE.apply(s.state, action)
    return s


def fire(s: Scenario, kind: str, card: int = -1, option: str = "", amount: int = 0,
         cards: tuple[int, ...] = ()) -> None:
    """Tell the cards an event happened (optional triggers open the ``respond`` window)."""
    runtime.fire(s.state, HOOKS, Event(kind, card, option, amount, tuple(cards)))


def window(s: Scenario) -> list[Action]:
    """The triggers offered in the open ``respond`` window (without the decline)."""
    assert s.state.pending == "respond", s.state.pending
    return [a for a in legal(s) if a.kind == "trigger"]


def use(s: Scenario, action: Action) -> None:
    """A legal action, resolved without answering the trivial decisions that follow (the
    conflict stays open to look at)."""
    assert action in legal(s), (action, legal(s))
    ENGINE.step(s.state, action)


def trigger(s: Scenario, action: Action) -> None:
    """Resolve one offered trigger of the open window, without running the game on."""
    assert action in window(s), (action, window(s))
    runtime.resolve_window(s.state, HOOKS, action)


def abilities(s: Scenario, c: int | None = None) -> list[Action]:
    """The actions of card ``c``'s abilities offered now (of every card's without ``c``)."""
    return [a for a in legal(s) if a.kind == "ability" and (c is None or a.card == c)]


def plays(s: Scenario, c: int) -> list[Action]:
    """The ways to play card ``c`` offered now (one per host for an attachment)."""
    return [a for a in legal(s) if a.kind == "play" and a.card == c]


def trigger_card(s: Scenario, c: int) -> None:
    """Take the first trigger of card ``c`` offered in the open window and run on."""
    mine = [a for a in window(s) if a.card == c]
    assert mine, window(s)
    act(s, mine[0])


def finish_conflict(s: Scenario, take: tuple[int, ...] = ()) -> None:
    """Resolve the open conflict: trigger the listed cards' abilities when offered, decline
    the rest and the ring's effect, until the next conflict decision."""
    if s.pending == "conflict_action":
        act(s, Action("resolve"))
    while s.pending in ("respond", "ring"):
        if s.pending == "respond":
            mine = [a for a in window(s) if a.card in take]
            act(s, mine[0] if mine else Action("decline"))
        else:
            act(s, Action("decline"))
