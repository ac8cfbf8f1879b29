"""Per-pool facts the L5R rules need, computed once per CardPool and kept while it lives.

- the section of every card (stronghold, role, province, dynasty, conflict, or not a deck
  card at all), selected by type because strongholds carry side "province" in the data;
- whether its copies need a closer look (its copy-counting title is shared with another
  id, as with 3 + 3 printings of a name, or its deck limit is below 3), whether it is a
  character, and its first release - one ``CardFacts`` per id, read once per deck entry;
- the ids of "X role only" cards and of cards made for another format;
- per clan (on first use): the dynasty and conflict cards that are not simply in-clan or
  neutral for it - out of clan, not splashable, not allowed for the clan, or a splash;
- what each role card does to deckbuilding, read once from its English text: the
  influence bonus ("Increase your deckbuilding influence value by N"), the Support clan
  ("You may only spend influence on [clan-X] clan cards"), the Seeker element ("replace 1
  province of any element with an additional [element-X] province"), and whether it is a
  Keeper or Seeker role (its traits);
- the newest release date (decks dated later cannot hold unreleased cards);
- the Keeper/Seeker tables per clan from ``pool.extras["clan_roles"]``.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from deckcheck.memo import per_pool
from deckcheck.model import Card
from deckcheck.pool import CardPool

STRONGHOLD, ROLE, PROVINCE, DYNASTY, CONFLICT, OTHER = range(6)

_BONUS = re.compile(r"deckbuilding influence value by (\d+)")
_SUPPORT = re.compile(r"only spend influence on \[clan-(\w+)\]")
_SEEKER = re.compile(r"additional \[element-(\w+)\] province")


@dataclass(frozen=True, slots=True)
class RoleEffect:
    influence_bonus: int = 0
    support_clan: str | None = None
    seeker_element: str | None = None
    keeper: bool = False
    seeker: bool = False


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What one validation reads about a card, once per deck entry."""

    section: int          # STRONGHOLD | ROLE | PROVINCE | DYNASTY | CONFLICT | OTHER
    look_closer: bool     # title shared with another id, or a deck limit below 3
    character: bool
    released: int         # first release as a date ordinal, 0 when unknown


#: how a dynasty or conflict card stands for a clan (cards absent from ``L5RIndex.odd``
#: are in-clan or neutral and allowed)
DYNASTY_OUT, NOT_SPLASHABLE, CLAN_ONLY, SPLASH = range(1, 5)


@dataclass(frozen=True, slots=True)
class Standing:
    """How a dynasty or conflict card that is not simply in-clan stands for a clan."""

    kind: int             # DYNASTY_OUT | NOT_SPLASHABLE | CLAN_ONLY | SPLASH
    clan: str             # the card's own clan
    cost: int             # its influence cost


@dataclass(frozen=True, slots=True)
class L5RIndex:
    meta: Mapping[str, CardFacts]      # card id -> what a validation reads about it
    roles: Mapping[str, RoleEffect]
    role_only: frozenset[str]          # ids with an "X role only" restriction
    format_only: frozenset[str]        # ids of cards made for another format ("Draft format only.")
    special: frozenset[str]            # both of the above
    element: Mapping[str, str]         # province id -> its element, for one-element provinces
    latest_release: date | None
    clan_roles: tuple[tuple[date, Mapping[str, frozenset[str]]], ...]
    deck_cards: tuple[Card, ...]       # the dynasty and conflict cards
    _odd: dict[str, Mapping[str, Standing]]

    def odd(self, clan: str) -> Mapping[str, Standing]:
        """For a deck of ``clan``: id -> its ``Standing`` for every dynasty/conflict card
        that is not simply in-clan or neutral ([000 §Deckbau], [000 §Einfluss, Einflusskosten]); built
        once per clan."""
        found = self._odd.get(clan)
        if found is None:
            found = self._odd[clan] = {c.id: kind for c in self.deck_cards
                                       if (kind := standing(c, clan)) is not None}
        return found


def section_of(card: Card) -> int:
    if not card.deck_card:
        return OTHER
    kind = card.type
    if kind == "stronghold":
        return STRONGHOLD
    if kind == "role":
        return ROLE
    if kind == "province":
        return PROVINCE
    if card.side == "dynasty":
        return DYNASTY
    if card.side == "conflict":
        return CONFLICT
    return OTHER


def role_effect(card: Card) -> RoleEffect:
    text = card.text or ""
    bonus = _BONUS.search(text)
    support = _SUPPORT.search(text)
    seeker = _SEEKER.search(text)
    return RoleEffect(influence_bonus=int(bonus.group(1)) if bonus else 0,
                      support_clan=support.group(1) if support else None,
                      seeker_element=seeker.group(1) if seeker else None,
                      keeper="keeper" in card.traits, seeker="seeker" in card.traits)


def standing(card: Card, clan: str) -> Standing | None:
    faction = card.faction or "neutral"
    allowed = card.allowed_clans
    cost = card.influence_cost
    if faction == clan or faction == "neutral":
        kind = CLAN_ONLY if allowed and clan not in allowed else None
    elif card.side == "dynasty":
        kind = DYNASTY_OUT
    elif cost is None:
        kind = NOT_SPLASHABLE
    elif allowed and clan not in allowed:
        kind = CLAN_ONLY
    else:
        kind = SPLASH
    return None if kind is None else Standing(kind, faction, cost or 0)


@per_pool
def index_for(pool: CardPool) -> L5RIndex:
    """The pool's L5R index, built on first use."""
    cards = pool.cards.values()
    shared = frozenset(c.id for group in pool.by_title.values() if len(group) > 1 for c in group)
    releases = [c.released for c in cards if c.released is not None]
    tables = tuple(pool.extras.get("clan_roles") or ())
    sections = {c.id: section_of(c) for c in cards}
    role_only = frozenset(c.id for c in cards if c.role_restriction)
    format_only = frozenset(c.id for c in cards if c.format_only)
    return L5RIndex(meta={c.id: CardFacts(sections[c.id], c.id in shared or c.deck_limit < 3,
                                          c.type == "character", c.released.toordinal() if c.released else 0)
                          for c in cards},
                    roles={c.id: role_effect(c) for c in cards if c.type == "role"},
                    role_only=role_only,
                    format_only=format_only,
                    special=role_only | format_only,
                    element={c.id: c.elements[0] for c in cards if c.type == "province" and len(c.elements) == 1},
                    latest_release=max(releases) if releases else None,
                    clan_roles=tables,
                    deck_cards=tuple(c for c in cards if sections[c.id] in (DYNASTY, CONFLICT)),
                    _odd={})
