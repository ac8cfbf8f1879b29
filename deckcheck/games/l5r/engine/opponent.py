"""The passive opponent an L5R deck plays against, as data (``deckcheck.goldfish.opponent``).

It plays no cards, never defends, never declares conflicts and never takes actions; what the
rules still need from it:
- four provinces of strength 4 and a stronghold province of strength 4 with a stronghold
  bonus of +2 (strength 4 is the most common printed province strength of the card pool: 44
  of 96 provinces; +2 the most common stronghold bonus: 13 of 23 strongholds);
- 10 starting honor (the most common stronghold honor: 10 of 23 strongholds);
- a fixed honor bid of 3 (the middle of the dial);
- it holds no characters, so its glory count for the Imperial Favor is 0, and it never
  wins a conflict (it has no skill).
Replace it by passing another ``Opponent`` to ``ENGINE.start(..., opponent=...)``.
"""
from __future__ import annotations

from deckcheck.goldfish.opponent import Opponent, Part

PROVINCE_STRENGTH = 4
STRONGHOLD_BONUS = 2
STARTING_HONOR = 10
BID = 3

PASSIVE = Opponent(
    name="passive",
    passive=("The opponent plays no cards, never defends and never declares conflicts; it "
             f"bids {BID} every round and starts with {STARTING_HONOR} honor."),
    parts=tuple(Part(f"province {i + 1}", PROVINCE_STRENGTH, "province") for i in range(4))
    + (Part("stronghold province", PROVINCE_STRENGTH, "stronghold", STRONGHOLD_BONUS),),
    score=STARTING_HONOR, bid=BID, breaks=0, last="stronghold province", opens_last=3)

OPPONENTS = {"passive": PASSIVE}
DEFAULT = PASSIVE


def strength(opponent: Opponent, slot: int) -> int:
    """What an attack must reach to break the opponent's province in ``slot`` (4 = the
    stronghold province: its strength plus the stronghold bonus)."""
    part = opponent.parts[slot]
    return part.toughness + part.bonus
