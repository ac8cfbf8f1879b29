"""Attachments: supports played onto a unit in play (the "host").

Rules [004 §Verstärkungen]: an attachment must be attached, when it enters play, to a
target in play that the card names ("Attach to a target unit in your battlefield"); without
"you control" it could go onto an opponent's card too (the passive opponent has none, so
the player's own units are the only hosts here). A zone requirement holds only when the
card is played: if the host later moves, the attachment stays attached (the engine moves
it along, in the host's zone). When the host leaves play the attachment goes to the
discard pile too (halogenandtoast/WarhammerInvasion docs/rules/effects.md "Sacrifice":
attachments are sacrificed automatically when the host leaves play).

The host restriction is read from the card text (``host_rule``): "Attach to [a / an]
[target] [[Race] | Trait] unit [you control | in your <zone>]" and "Attach to a target in
your <zone>" (Choppa: a unit in that zone). A restriction the engine does not understand
("a target support card", "a target Hero or legend", "a unit or development") gives a card
no legal host: it cannot be played (fail closed) and counts as missing (the record says so).

Putting an attachment into play (``capital.attach``) and discarding it with its host
(``capital.host_left``) are moves of the capital's. ``state.attached``: attachment -> host.
``WhiHooks.host`` reads it, so records can name ``attached()`` (dsl) as a target and
``about="attached"`` for triggers on the host.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from deckcheck.games.whi.engine.state import BATTLEFIELD, IN_ZONE, KINGDOM, QUEST, UNIT
from deckcheck.goldfish import piles

_ATTACH = re.compile(
    r"\bAttach to (?:an? )?(?:target )?(?:\[(?P<race>[A-Za-z ]+)\] |(?P<trait>[A-Z][a-z]+) )?"
    r"(?P<unit>unit)?\s*(?:(?P<yours>you control)|in your (?P<zone>battlefield|kingdom|quest zone))?"
    r"\s*\.")
_ZONES = {"battlefield": BATTLEFIELD, "kingdom": KINGDOM, "quest zone": QUEST}
_RACE_KEYS = {"dwarf": "dwarf", "empire": "empire", "high elf": "high_elf", "orc": "orc",
              "chaos": "chaos", "dark elf": "dark_elf"}


@dataclass(frozen=True, slots=True)
class HostRule:
    """Which units may host the attachment (the player's own units in play)."""

    race: str = ""          # a race key ("orc") or "" any
    trait: str = ""         # a trait ("Skaven") or "" any
    zone: int = -1          # the zone the host must be in when the card is played, -1 any
    understood: bool = True  # False: a restriction the engine cannot read (no legal host)


NOT_UNDERSTOOD = HostRule(understood=False)


def is_attachment(card: Any) -> bool:
    return "Attachment" in (card.traits or ()) or bool(re.search(r"\bAttach to\b", card.text or ""))


def host_rule(card: Any) -> HostRule | None:
    """The host restriction of an attachment (None: the card is no attachment)."""
    if card.type != "support" or not is_attachment(card):
        return None
    found = _ATTACH.search(card.text or "")
    if not found:
        return NOT_UNDERSTOOD
    if not found.group("unit") and not found.group("zone"):
        return NOT_UNDERSTOOD            # "a target" with no unit and no zone: not read
    race = ""
    if found.group("race"):
        race = _RACE_KEYS.get(found.group("race").lower(), "")
        if not race:
            return NOT_UNDERSTOOD
    zone = _ZONES[found.group("zone")] if found.group("zone") else -1
    return HostRule(race=race, trait=found.group("trait") or "", zone=zone)


def legal_hosts(state: Any, card: int) -> list[int]:
    """The player's units in play that ``card`` may be attached to now (in zone order)."""
    rule = state.table.attach_to[card]
    if rule is None or not rule.understood:
        return []
    t = state.table
    out = []
    for z in (KINGDOM, QUEST, BATTLEFIELD):
        if rule.zone >= 0 and z != rule.zone:
            continue
        for c in state.zones[z]:
            if t.kind[c] != UNIT or state.where[c] != IN_ZONE:
                continue
            if rule.race and t.race_of[c] != rule.race:
                continue
            if rule.trait and rule.trait not in t.traits[c]:
                continue
            out.append(c)
    return out


def attachments_on(state: Any, host: int) -> list[int]:
    return [a for a, h in state.attached.items() if h == host]


def moved_with(state: Any, host: int, to: int) -> list[int]:
    """The host moved to zone ``to``: its attachments go along (still attached)."""
    moved = []
    for a in attachments_on(state, host):
        z = piles.place_of(state.zones, a)
        if z >= 0 and z != to:
            piles.take(state.zones, z, a)
            piles.put(state.zones, to, a)
            moved.append(a)
    return moved
