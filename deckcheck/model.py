"""The domain's nouns: Card, ListVersion, Deck, Violation, Verdict.

Small frozen dataclasses with ``__slots__``; no Flask, no SQL. A Card carries the
fields every game shares plus the fields each game's rules read (unused ones keep
their defaults). Everything here is read-only once built.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, Mapping

from deckcheck.errors import DeckInputError as DeckInputError  # re-exported (its old home)


_NO_EXTRA: Mapping[str, Any] = {}     # shared by every card without fields of its own: never written


@dataclass(frozen=True, slots=True)
class PlotStats:
    income: int | None
    initiative: int | None
    claim: int | None
    reserve: int | None


@dataclass(frozen=True, slots=True)
class Card:
    # -- shared by every game ------------------------------------------------------
    id: str
    game: str
    name: str
    type: str                       # lower case: stronghold, character, plot, unit, ...
    faction: str | None = None      # L5R clan, AGoT faction, WHI race; "neutral" if none
    cost: int | None = None
    deck_limit: int = 3
    unique: bool = False
    traits: tuple[str, ...] = ()
    text: str = ""
    title: str = ""                 # copy-counting key (normalized name, or a shared title)
    released: date | None = None    # first release among its printings
    packs: tuple[str, ...] = ()     # pack ids of its printings, oldest first
    deck_card: bool = True          # False: capital boards, draft-only, fulcrums, ...
    # -- L5R --------------------------------------------------------------------------
    side: str | None = None         # dynasty | conflict | province | role
    influence_cost: int | None = None
    influence_pool: int | None = None
    elements: tuple[str, ...] = ()  # provinces: one or two elements, or all five (tomoe)
    allowed_clans: tuple[str, ...] = ()
    role_restriction: str | None = None   # keeper | seeker | air | earth | fire | water | void
    glory: int | None = None
    military: int | None = None
    political: int | None = None
    strength: int | None = None     # L5R province strength; AGoT character STR
    fate: int | None = None         # L5R stronghold fate per round
    honor: int | None = None        # L5R stronghold starting honor
    # -- AGoT -------------------------------------------------------------------------
    loyal: bool = False
    plot_stats: PlotStats | None = None
    icons: tuple[str, ...] = ()     # military / intrigue / power
    octgn_id: str | None = None
    format_only: str | None = None  # "draft", "melee", "hand_of_the_king" from card text
    # -- WHI --------------------------------------------------------------------------
    loyalty: int | None = None
    power_icons: int | None = None
    hit_points: int | None = None
    alignment: str | None = None    # order | destruction (race or "X only" text)
    race_only: tuple[str, ...] = ()      # "Orc only": races allowed
    non_race_only: tuple[str, ...] = ()  # "Non-Chaos only": races excluded
    limited: bool = False           # WHI "Limited" text; AGoT Limited keyword
    hero: bool = False
    # -- a game's own fields (read by its Game.card_fields from the stored card) ------
    extra: Mapping[str, Any] = field(default_factory=lambda: _NO_EXTRA, compare=False, hash=False)


@dataclass(frozen=True, slots=True)
class Pod:
    """AGoT pod: with ``restricted`` in the deck none of ``cards`` may be; without
    ``restricted``, at most one of ``cards``."""

    cards: frozenset[str]
    restricted: str | None = None


@dataclass(frozen=True, slots=True)
class ListVersion:
    """One version of a restricted/banned list for one format of one game."""

    id: str
    game: str
    format: str
    name: str
    issuer: str
    effective: date
    source: str
    restricted: frozenset[str] = frozenset()
    banned: frozenset[str] = frozenset()
    pods: tuple[Pod, ...] = ()
    card_set: str | None = None
    banned_printings: frozenset[str] = frozenset()   # AGoT cardSet "bannedCards"

    def to_dict(self) -> dict[str, Any]:
        """The version as served: its source named as the world knows it (deckcheck.sources),
        ``source`` in one line and ``document`` field by field."""
        from deckcheck.sources import source_text, source_view   # data read on first use

        return {"id": self.id, "name": self.name, "issuer": self.issuer,
                "effective": self.effective.isoformat(), "source": source_text(self.source),
                "document": source_view(self.source), "format": self.format}


@dataclass(frozen=True, slots=True)
class Deck:
    """A canonical deck: card id -> count for every section together."""

    game: str
    cards: Mapping[str, int]
    format: str | None = None
    faction: str | None = None
    capital: str | None = None
    as_of: date | None = None
    list_id: str | None = None
    rules_version: str | None = None
    name: str | None = None


@dataclass(slots=True)
class Violation:
    """One broken rule. ``code`` is public and stable; ``params`` fill the message.

    Read-only by convention (not ``frozen``: a frozen init costs three times as much,
    and invalid decks create many of these on the validation hot path)."""

    code: str
    cards: tuple[str, ...] = ()
    expected: int | None = None
    actual: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    details: Mapping[str, Any] | None = None   # extra JSON fields of the violation (line, text, ...)


@dataclass(frozen=True, slots=True)
class Verdict:
    game: str
    format: str
    rules_version: str | None
    lists: tuple[ListVersion, ...]
    counts: Mapping[str, int]
    violations: tuple[Violation, ...]
    warnings: tuple[Violation, ...] = ()

    @property
    def valid(self) -> bool:
        return not self.violations


@dataclass(frozen=True, slots=True)
class Alias:
    """Another name of a card: a translation (``locale`` de/pl/fr/es), an older
    printed name, or another id (``locale`` "id": prefixed ids, OCTGN GUIDs)."""

    card_id: str
    locale: str
    name: str
    source: str = ""
