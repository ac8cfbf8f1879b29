"""The passive opponent of a WHI goldfish game, as data.

Its capital has three zones, kingdom, quest and battlefield, each with 8 hit points; each
development in a zone would add 1 hit point (halogenandtoast/WarhammerInvasion
docs/rules/game-structure.md "Zones"; cautionsmallparts.com "Warhammer: Invasion": "8 damage
points to 2 of the 3 sides"), but the passive opponent plays no cards, so it has none.
The capital board's race changes nothing for a player who never plays cards: the race is a
name in the report (every capital board of the six races has the same zones and hit points
in the engine). The deck wins by burning 2 zones (game-structure.md "Players and goal";
the card data's "you must burn 3 zones instead of 2" on six legends raises it for the
player who plays one, see capital.enter_legend).

It never defends (no units), never attacks, never plays tactics, never damages the
player's units or capital; its turns pass without anything happening, and nothing of the
player's is restored or gained in them.
"""
from __future__ import annotations

from deckcheck.games.whi.races import MAIN_RACES, race_key
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.opponent import Opponent, Part

ZONE_HIT_POINTS = 8
BREAKS_TO_WIN = 2
PASSIVE = ("The opponent plays no cards: its capital has no units, supports or "
           "developments, it never defends or attacks, and its turns pass without action.")


def capital(race: str = "empire") -> Opponent:
    """The passive capital of ``race`` (a race key or name: empire, dwarf, high_elf, orc,
    chaos, dark_elf)."""
    key = race_key(race)
    if key not in MAIN_RACES:
        raise ActionError("WHI_UNKNOWN_RACE", race=str(race)[:40])
    parts = tuple(Part(name, ZONE_HIT_POINTS, "zone", note="8 hit points, no developments")
                  for name in ("kingdom", "quest", "battlefield"))
    return Opponent(name=f"passive {key} capital", passive=PASSIVE, parts=parts,
                    breaks=BREAKS_TO_WIN, extra={"race": key})


OPPONENTS = {key: capital(key) for key in MAIN_RACES}
DEFAULT = "empire"


def opponent_of(state) -> Opponent:
    return OPPONENTS.get(state.opponent or DEFAULT, OPPONENTS[DEFAULT])


def hit_points_of(state, zone: int) -> int:
    return opponent_of(state).parts[zone].toughness


def breaks_to_win(state) -> int:
    """Zones to burn for the win: the opponent's (2), or 3 once the deck's legend says so."""
    return state.zones_to_win or opponent_of(state).breaks
