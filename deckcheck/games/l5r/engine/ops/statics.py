"""Statics the records of several packs use: card facts the engine reads from a
record's ``statics`` by attribute (duck typing, so the engine never imports a records
module):

- ``refill_to`` (play_rules.refill): a province refilled to n cards instead of 1 (``RefillTo``);
- ``glory_count`` (conflicts.glory_bonus): a face-up holding adding n to the player's side
  of the glory count (``GloryCount``);
- ``grants_ancestral`` (play_rules.leave_play): the other attachments on the host go to the hand
  when it leaves play (``GrantsAncestral``);
- ``reduces(state, card)`` / ``extra_restricted(state, host)`` (play_rules.hand_cost, play_rules.attach):
  a stronghold's cost reduction, used by bowing it, and more restricted attachments
  (``BowToReduce``, ``ExtraRestricted``);
- ``paid_from_characters`` (play_rules.can_pay_hand / pay_hand): a cost paid with fate on the
  player's characters (``PaidFromCharacters``);
- ``fate_to_rings`` (fate.remove_fate): a face-up holding sends the fate removed from
  characters in the fate phase to the unclaimed rings (``FateToRings``);
- ``counts_less_honorable`` (hooks.less_honorable): while the card is in play the player counts
  as less honorable than the opponent (``CountsLessHonorable``);
"""
from __future__ import annotations

from dataclasses import dataclass

from deckcheck.games.l5r.engine.cards import ATTACHMENT
from deckcheck.games.l5r.engine.state import L5rState


@dataclass(frozen=True, slots=True)
class RefillTo:
    """"When you would refill this province, refill it to n cards instead of 1"."""

    refill_to: int


@dataclass(frozen=True, slots=True)
class GloryCount:
    """"This holding adds +n to your side during each glory count" (conflicts.glory_bonus)."""

    glory_count: int


@dataclass(frozen=True, slots=True)
class GrantsAncestral:
    """"Each other attachment on attached character gains ancestral" (play_rules.leave_play)."""

    grants_ancestral: bool = True


@dataclass(frozen=True, slots=True)
class BowToReduce:
    """A stronghold's "bow this stronghold - reduce the cost to play that <kind> by n"
    (play_rules.hand_cost / pay_hand: used whenever it applies)."""

    kinds: tuple[str, ...] = (ATTACHMENT,)
    amount: int = 1

    def reduces(self, state: L5rState, c: int) -> int:
        return self.amount if state.table.type[c] in self.kinds else 0


@dataclass(frozen=True, slots=True)
class ExtraRestricted:
    """A stronghold's "each <clan> character you control can have an additional restricted
    attachment" (play_rules.attach)."""

    clan: str

    def extra_restricted(self, state: L5rState, host: int) -> int:
        return 1 if state.table.clan[host] == self.clan else 0


@dataclass(frozen=True, slots=True)
class PaidFromCharacters:
    """"This card's fate cost can only be paid for with fate on characters you control"
    (play_rules.can_pay_hand / pay_hand)."""

    paid_from_characters: bool = True


@dataclass(frozen=True, slots=True)
class CountsLessHonorable:
    """"You are considered to be less honorable than each opponent" (hooks.less_honorable)."""

    counts_less_honorable: bool = True


@dataclass(frozen=True, slots=True)
class FateToRings:
    """"When fate would be removed from characters during the fate phase, instead distribute
    that fate among unclaimed rings as evenly as possible" (fate.remove_fate)."""

    fate_to_rings: bool = True
