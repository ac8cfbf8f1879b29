"""The WHI goldfish game state: plain data, card instances as indexes into the card table.

The player's capital has three zones (``KINGDOM``, ``QUEST``, ``BATTLEFIELD``); each holds
its units and supports (``zones``, one tuple per zone) and its facedown developments
(``developments``). The passive opponent's capital is three numbers of damage
(``opp_damage``, same zone order) and the zones burned so far (``burned``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from deckcheck.goldfish.state import BaseState

# the three zones of a capital (also the index into ``zones`` / ``opp_damage``)
KINGDOM, QUEST, BATTLEFIELD = range(3)
ZONE_NAMES = ("kingdom", "quest", "battlefield")
UNIT, SUPPORT, TACTIC, QUEST_CARD, LEGEND, OTHER = range(6)      # a card's kind (cards.py)

# where a card instance is (state.where[i])
DECK, HAND, DISCARD, IN_ZONE, DEVELOPMENT, ON_CAPITAL, OUT = range(7)   # ON_CAPITAL: a legend


@dataclass(slots=True, kw_only=True)
class WhiState(BaseState):
    race: str = ""                                       # the capital's race
    opponent: str = ""                                   # the passive opponent's name (opponent.py)
    first_player: bool = True                            # the deck takes the first turn (setup.py)
    where: list[int] = field(default_factory=list)       # per instance: DECK, HAND, ...
    deck: list[int] = field(default_factory=list)        # top card last
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    zones: list[tuple[int, ...]] = field(default_factory=lambda: [(), (), ()])
    developments: list[tuple[int, ...]] = field(default_factory=lambda: [(), (), ()])
    legend: int = -1                                     # the legend on the capital, -1 none
    damage: dict[int, int] = field(default_factory=dict)  # damage on the player's cards
    capital_damage: list[int] = field(default_factory=lambda: [0, 0, 0])   # on its own capital
    corrupted: set[int] = field(default_factory=set)
    tokens: dict[int, int] = field(default_factory=dict)  # resource tokens on cards (quests)
    questing: dict[int, int] = field(default_factory=dict)  # quest card -> unit questing on it
    attached: dict[int, int] = field(default_factory=dict)  # attachment -> its host (attachments.py)
    resources: int = 0
    limited_turn: int = -1                               # the turn a Limited card was played
    developed_turn: int = -1                             # the turn a development was played
    attack_zone: int = -1                                # the opponent zone attacked, -1 none
    attackers: tuple[int, ...] = ()
    attacks: int = 0                                     # attacks declared this turn
    mulligan_taken: bool = False
    opp_damage: list[int] = field(default_factory=lambda: [0, 0, 0])
    burned: list[tuple[int, int]] = field(default_factory=list)   # (zone, turn) in order
    zones_to_win: int = 0                                # 0: the opponent's (2); 3 after a legend
    #                                                      says "burn 3 zones instead of 2"
    # -- bookkeeping for reports (never read by the rules) ----------------------------------
    gained: int = 0                                      # this turn: resources gained
    spent: int = 0                                       # resources spent
    drawn: int = 0                                       # cards drawn
    dealt: int = 0                                       # damage dealt to the opponent's capital
    played: int = 0                                      # cards played
    rows: list[tuple[int, ...]] = field(default_factory=list)     # history.T_* per turn
    setup_row: tuple[int, ...] = ()                               # history.S_*
    seen: dict[int, int] = field(default_factory=dict)            # title -> first turn drawn
    in_play: dict[int, int] = field(default_factory=dict)         # title -> first turn in play
    events: list[tuple] = field(default_factory=list)             # narrative (only when verbose)
    verbose: bool = False

    def in_play_cards(self) -> tuple[int, ...]:
        z = self.zones
        return z[0] + z[1] + z[2]
