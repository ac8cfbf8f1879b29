"""The L5R goldfish state: one player's decks, provinces, characters, fate and honor, the
rings and the Imperial Favor, and what the passive opponent keeps (its honor and broken
provinces). Plain data only (see deckcheck.goldfish.state).

Provinces are slots 0-4 (``provinces``): 0-3 the row, 4 the stronghold province (it holds
no dynasty card). ``province_card[i]`` is the province card instance lying in slot i.
Rings are 0-4 in ``RINGS`` order. Conflict types: 1 military, 2 political.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from deckcheck.goldfish.state import BaseState

RINGS = ("air", "earth", "fire", "water", "void")
MILITARY, POLITICAL = 1, 2
TYPES = {MILITARY: "military", POLITICAL: "political"}
TYPE_OF = {"military": MILITARY, "political": POLITICAL}
SH_SLOT = 4
HONORED, DISHONORED = 1, -1


@dataclass(slots=True, kw_only=True)
class L5rState(BaseState):
    clan: str = ""
    # -- decks and hand
    dynasty: list[int] = field(default_factory=list)        # top at the end
    dynasty_discard: list[int] = field(default_factory=list)
    conflict: list[int] = field(default_factory=list)
    conflict_discard: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)        # removed from the game
    # -- provinces
    province_card: tuple[int, ...] = ()
    provinces: list[tuple[int, ...]] = field(default_factory=list)
    facedown: set[int] = field(default_factory=set)
    # -- characters in play (home or in the conflict) and attachments
    play: list[int] = field(default_factory=list)
    attached: dict[int, int] = field(default_factory=dict)  # attachment -> host
    bowed: set[int] = field(default_factory=set)
    fate_on: dict[int, int] = field(default_factory=dict)
    status: dict[int, int] = field(default_factory=dict)    # 1 honored, -1 dishonored
    # -- the player's pools
    fate: int = 0
    honor: int = 0
    bid: int = 0
    first: bool = True                     # the player holds the first-player token
    favor: int = 0                         # 0 none, 1 military, 2 political (the player's)
    limited_round: int = 0                 # the round a Limited card was last played
    # -- rings: fate on unclaimed rings, rings the player claimed this round
    ring_fate: dict[int, int] = field(default_factory=dict)
    claimed: set[int] = field(default_factory=set)
    # -- phases in progress
    dyn_passed: bool = False
    dyn_acted: bool = False                # the player used an opportunity this dynasty phase
    conflicts_done: int = 0                # bits: 1 military, 2 political (declared or passed)
    c_type: int = 0                        # the conflict in progress (0 = none)
    c_ring: int = -1
    c_slot: int = -1                       # the attacked opponent province
    attackers: list[int] = field(default_factory=list)
    c_played: list[int] = field(default_factory=list)       # cards played in the conflict
    played_phase: list[int] = field(default_factory=list)   # characters played this phase
    ring_pending: int = -1                 # a won ring whose effect is being chosen
    # -- the passive opponent (``opponent.OPPONENTS`` name; ``opp`` the record itself)
    opponent: str = "passive"
    opp: Any = field(default=None, repr=False, compare=False, metadata={"transient": True})
    opp_honor: int = 0
    opp_broken: list[int] = field(default_factory=list)     # its slots, in the order they broke
    opp_revealed: set[int] = field(default_factory=set)     # its slots face up (attacked or revealed)
    broken_rounds: list[int] = field(default_factory=list)
    # -- for the report (history.py)
    fate_gained: int = 0
    fate_spent: int = 0
    conflicts: int = 0
    conflicts_won: int = 0
    rings_claimed: int = 0
    dynasty_played: int = 0
    conflict_played: int = 0
    drawn: int = 0
    rows: list[tuple] = field(default_factory=list)
    setup_row: tuple = ()
    mull_dynasty: int = 0
    mull_conflict: int = 0
    seen_round: list[int] = field(default_factory=list)
    in_play_round: list[int] = field(default_factory=list)
    round_military: int = 0
    round_political: int = 0
    round_characters: int = 0
    # -- the narrative log (only with verbose)
    verbose: bool = False
    events: list[tuple] = field(default_factory=list)
