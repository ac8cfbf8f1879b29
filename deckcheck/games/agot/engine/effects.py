"""The AGoT engine's static card facts: kinds, icons, keywords, card filters, and the
precomputed effects (income modifiers, cost reducers, draw triggers, an attachment's
restriction and bonus) that reviewed records list as ``statics`` (see records/).
Everything is static data; the game's card table turns filters into sets of card
instances once per deck.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

# card kinds (CardTable.kind)
CHARACTER, LOCATION, ATTACHMENT, EVENT, PLOT, AGENDA, OTHER = range(7)
KIND_NAMES = ("character", "location", "attachment", "event", "plot", "agenda", "other")
KIND_OF_TYPE = {name: i for i, name in enumerate(KIND_NAMES)}

# challenge icons (bit masks)
MILITARY, INTRIGUE, POWER = 1, 2, 4
ICON_BITS = {"military": MILITARY, "intrigue": INTRIGUE, "power": POWER}
CHALLENGES = ("military", "intrigue", "power")

# keywords (bit masks)
RENOWN, INSIGHT, STEALTH, INTIMIDATE, PILLAGE, TERMINAL, NO_ATTACHMENTS, LIMITED, ASSAULT = (
    1, 2, 4, 8, 16, 32, 64, 128, 256)
KEYWORD_BITS = {"renown": RENOWN, "insight": INSIGHT, "stealth": STEALTH,
                "intimidate": INTIMIDATE, "pillage": PILLAGE, "terminal": TERMINAL,
                "no attachments": NO_ATTACHMENTS, "limited": LIMITED, "assault": ASSAULT}


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards an effect applies to; every set field must match (sets mean "any of")."""

    kinds: frozenset[int] = frozenset()          # empty = any card
    exclude_kinds: frozenset[int] = frozenset()
    factions: frozenset[str] = frozenset()
    exclude_faction: str = ""
    traits: frozenset[str] = frozenset()          # lower case
    names: frozenset[str] = frozenset()           # lower case; alternative to traits
    unique: bool | None = None
    limited: bool | None = None
    loyal: bool | None = None
    out_of_faction: bool | None = None            # True: neutral or another faction
    min_printed_cost: int = 0
    max_printed_strength: int | None = None       # "with printed STR N or lower"
    max_printed_cost: int | None = None           # None = no upper bound
    exclude_traits: frozenset[str] = frozenset()  # lower case: "Non-Lady character only"
    shadow: bool | None = None                    # True: has the Shadow (X) keyword


@dataclass(frozen=True, slots=True)
class Modifier:
    """Constant "+N Income." style modifier while the card is active (in play, revealed
    plot, agenda). ``stat``: income | initiative | reserve | draw (cards drawn in the
    draw phase) | dominance (STR counted for dominance)."""

    stat: str
    amount: int


@dataclass(frozen=True, slots=True)
class NextCostReduction:
    """Marshaling action: pay ``pay`` to reduce the cost of the next matching card you
    marshal this phase (``play``: or play - an event from hand; rules.event_cost). ``pay``:
    kneel | kneel_sacrifice | faction (kneel your faction card)
    | trigger (never offered as an action: a card ability arms it, hooks "arm_reducer" -
    Brandon's Gift, Passing the Black Gate) | ability (the card's record pays in its own way
    and applies it: game op own_reduction). ``big_amount`` applies instead when the card's
    printed cost is ``big_cost`` or more. ``each``: once armed, it reduces each matching
    card marshaled this phase, not only the next one."""

    filter: CardFilter
    amount: int
    pay: str = "kneel"
    big_cost: int = 0
    big_amount: int = 0
    each: bool = False
    play: bool = False             # "... you marshal or play": events played from hand too


@dataclass(frozen=True, slots=True)
class FirstCostReduction:
    """Reduce the cost of the first matching card you marshal each round (a revealed
    plot: this round) by ``amount``; a filter naming events reduces the first matching
    event played from hand instead (events are never marshaled); ``play``: "the first
    matching card you marshal or play", an event played from hand counts too."""

    filter: CardFilter
    amount: int
    play: bool = False


@dataclass(frozen=True, slots=True)
class EachCostReduction:
    """Reduce the cost of each matching card you marshal by ``amount``."""

    filter: CardFilter
    amount: int


@dataclass(frozen=True, slots=True)
class SelfCostReduction:
    """Reduce the cost to marshal this card by ``amount`` for each card the player controls
    in play that matches ``filter`` (Dothraki Outriders: each Dothraki character); with
    ``plot_trait``, by ``amount`` while the revealed plot has that trait (lower case) instead
    (Northern Refugee: a Winter plot)."""

    filter: CardFilter
    amount: int = 1
    plot_trait: str = ""


@dataclass(frozen=True, slots=True)
class DrawCards:
    """Draw ``amount`` cards ``when``: reveal (plot When Revealed) | marshal (after you
    marshal this card) | enter (after this card enters play)."""

    when: str
    amount: int


@dataclass(frozen=True, slots=True)
class AttachedBonus:
    """Attachment: attached character gets +``strength`` STR, gains icons / keywords."""

    strength: int = 0
    icons: int = 0
    keywords: int = 0


@dataclass(frozen=True, slots=True)
class AttachTarget:
    """Attachment restriction ("Unique [stark] character only."): one filter per
    alternative; ``opponent`` = only cards an opponent controls (the goldfish opponent
    has none, so such attachments have no legal target)."""

    alternatives: tuple[CardFilter, ...]
    opponent: bool = False


Effect = Union[Modifier, NextCostReduction, FirstCostReduction, EachCostReduction, DrawCards,
               AttachedBonus, AttachTarget, SelfCostReduction]
