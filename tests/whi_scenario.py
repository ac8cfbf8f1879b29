"""Build a WHI goldfish position by hand, for the per-card tests of the records.

    s = scenario(pool, kingdom=["01014"], battlefield=["01026"], hand=["01111"],
                 resources=5, step="capital.play")
    c = s.card("01014")                    # the instance of a code (first copy; s.cards(code) all)
    legal(s)                               # the legal actions now
    act(s, Action("play", h, option="kingdom"))   # checked apply, runs on to the next decision
    fire(s, ROUND_BEGINS)                  # an event, as the engine fires it

Every listed code becomes one card instance (repeat a code for more copies); the rest of
the deck is filled with Core Set units without text (``FILLER``) so the game can run on.
``developments={"kingdom": [code, ...]}`` puts facedown developments; ``legend`` puts a
legend on the capital; ``corrupted`` / ``damage={code: n}`` mark cards in play;
``attached={attachment: host}`` attaches (both listed in the same zone);
``opp_damage=[k, q, b]`` damages the passive capital; ``step`` puts the game at that step
(waiting for its decision when the step asks one); ``turn`` is state.round.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from deckcheck.games.whi.engine import ENGINE, FLOW, table_for
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.state import DECK, DISCARD, HAND, ZONE_NAMES, WhiState
from deckcheck.goldfish.actions import Action

# Core Set Empire units whose text is traits only (or keywords the engine reads itself)
FILLER = ("01026", "01035")


class Scenario:
    def __init__(self, state: WhiState, by_code: dict[str, list[int]]):
        self.state = state
        self.by_code = by_code

    def card(self, code: str, copy: int = 0) -> int:
        return self.by_code[code][copy]

    def cards(self, code: str) -> list[int]:
        return list(self.by_code[code])

    def __getattr__(self, name: str) -> Any:
        return getattr(self.state, name)


def scenario(pool: Any, *, kingdom=(), quest=(), battlefield=(), hand=(), deck=(), discard=(),
             developments: dict[str, list[str]] | None = None, legend: str | None = None,
             corrupted=(), damage: dict[str, int] | None = None, resources: int = 0,
             attached: dict[str, str] | None = None,
             opp_damage=(0, 0, 0), step: str = "capital.play", race: str = "empire",
             turn: int = 2, filler: int = 30, seed: int = 1, verbose: bool = True) -> Scenario:
    developments = developments or {}
    wanted: list[tuple[str, str]] = []
    for zone, codes in (("kingdom", kingdom), ("quest", quest), ("battlefield", battlefield),
                        ("hand", hand), ("deck", deck), ("discard", discard)):
        wanted.extend((zone, c) for c in codes)
    for zone, codes in developments.items():
        wanted.extend(("dev:" + zone, c) for c in codes)
    if legend:
        wanted.append(("legend", legend))
    counts = Counter(code for _, code in wanted)
    for i in range(filler):
        counts[FILLER[i % len(FILLER)]] += 1
    table = table_for(pool, dict(counts), race)
    state = ENGINE.new_state(table, seed, 20, verbose)
    state.first_player = True                   # the deck went first (the seed's coin aside)
    state.round = turn
    state.deck.clear()
    free: dict[str, list[int]] = {}
    for i, cid in enumerate(table.ids):
        free.setdefault(cid, []).append(i)
    by_code: dict[str, list[int]] = {}
    for zone, code in wanted:
        i = free[code].pop(0)
        by_code.setdefault(code, []).append(i)
        if zone in ZONE_NAMES:
            state.hand.append(i)
            state.where[i] = HAND
            cap.enter_zone(state, i, ZONE_NAMES.index(zone), "setup")
        elif zone.startswith("dev:"):
            state.hand.append(i)
            state.where[i] = HAND
            cap.develop(state, i, ZONE_NAMES.index(zone[4:]), played=False)
        elif zone == "legend":
            state.hand.append(i)
            state.where[i] = HAND
            cap.enter_legend(state, i)
        elif zone == "hand":
            state.hand.append(i)
            state.where[i] = HAND
        elif zone == "deck":
            state.deck.append(i)
            state.where[i] = DECK
        elif zone == "discard":
            state.discard.append(i)
            state.where[i] = DISCARD
    rest = [i for lst in free.values() for i in lst]
    state.deck[:0] = rest                       # the named deck cards stay on top
    for i in rest:
        state.where[i] = DECK
    for code, host in (attached or {}).items():   # both in play, the attachment in the host's zone
        state.attached[by_code[code][0]] = by_code[host][0]
    for code in corrupted:
        state.corrupted.add(by_code[code][0])
    for code, n in (damage or {}).items():
        state.damage[by_code[code][0]] = n
    state.opp_damage = list(opp_damage)
    state.resources = resources
    state.window.clear()
    state.pending = ""
    state.events.clear()
    state.step = FLOW.at(step)
    ENGINE.advance(state)
    return Scenario(state, by_code)


def legal(s: Scenario) -> list[Action]:
    return ENGINE.legal_actions(s.state)


def act(s: Scenario, action: Action) -> WhiState:
    return ENGINE.apply(s.state, action)


def fire(s: Scenario, kind: str, card: int = -1, option: str = "", amount: int = 0,
         cards: tuple[int, ...] = ()) -> None:
    h.fire_event(s.state, kind, card, option, amount, cards)
