"""Agendas that change deck construction, as small declarative records.

Each record is a class whose docstring quotes the card; its attributes say what the
validator checks. Wording decisions (see also the report of the AGoT rules):

- "deck" means the draw deck; the plot deck is always named as such
  [seed 001 §Deck, Nachziehstapel]. So Banners and the "may include ... in your deck"
  agendas never allow out-of-faction plots, and "at least 12 ... cards in your deck"
  counts draw-deck cards.
- "at least N X cards/characters" counts copies; "at least N different X characters"
  counts titles.
- "no more than 1 copy of each attachment/event/location" counts copies by title
  across every printing (copies are always by title in AGoT).

Attributes (all optional):

``may_include(card)``      non-loyal out-of-faction draw-deck cards the agenda allows
``forbids(card)``          cards the agenda does not allow (any section it names)
``at_least``               (code, number, counter) draw-deck minimums
``at_most``                (code, number, counter) draw-deck maximums
``single_copy(card)``      cards limited to 1 copy per title
``titles_per_faction``     at most N different titles from each faction (draw deck)
``scheme_plots``           exactly N different Scheme plots, each once
``plot_deck_size``, ``doubled_plots``, ``draw_minimum``
``extra_agendas`` / ``extra_agenda_trait``   more agendas the deck may run

The card predicates are evaluated once per card pool (``deck.PoolFacts.ids_matching``),
so validation only looks card ids up in sets.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import ClassVar

from deckcheck.games.agot import codes
from deckcheck.games.agot.keywords import has_keyword
from deckcheck.model import Card

DRAW_TYPES = frozenset({"character", "location", "attachment", "event"})


@lru_cache(maxsize=8192)
def _printed_shadow(text: str) -> bool:
    return has_keyword(text, "shadow")


def printed_shadow(card: Card) -> bool:
    """The card prints the Shadow (X) keyword."""
    return _printed_shadow(card.text)


def non_loyal_character_with(trait: str) -> Callable[[Card], bool]:
    def check(card: Card) -> bool:
        return card.type == "character" and not card.loyal and trait in card.traits
    return check


def plot_with_trait(*traits: str) -> Callable[[Card], bool]:
    def check(card: Card) -> bool:
        return card.type == "plot" and any(t in card.traits for t in traits)
    return check


@dataclass(frozen=True, slots=True)
class Count:
    """A draw-deck count an agenda sets a bound on, reported under ``code``."""

    code: str
    number: int
    matches: Callable[[Card], bool]
    distinct: bool = False          # count different titles instead of copies


class Agenda:
    """An agenda without deck-building text (the default for every other agenda)."""

    ids: ClassVar[tuple[str, ...]] = ()
    plot_deck_size: ClassVar[int | None] = None
    doubled_plots: ClassVar[int | None] = None
    draw_minimum: ClassVar[int | None] = None
    extra_agendas: ClassVar[int] = 0
    extra_agenda_trait: ClassVar[str | None] = None
    at_least: ClassVar[tuple[Count, ...]] = ()
    at_most: ClassVar[tuple[Count, ...]] = ()
    titles_per_faction: ClassVar[int | None] = None
    scheme_plots: ClassVar[int | None] = None
    may_include: ClassVar[staticmethod[[Card], bool] | None] = None   # (staticmethod: no self)
    forbids: ClassVar[staticmethod[[Card], bool] | None] = None
    single_copy: ClassVar[staticmethod[[Card], bool] | None] = None


# -- Banners ------------------------------------------------------------------------------
class Banner(Agenda):
    """"You may include non-loyal [faction] cards in your deck. You must include at least
    12 [faction] cards in your deck." (the eight core set Banners)"""

    faction: ClassVar[str] = ""

    def __init_subclass__(cls, **kw: object) -> None:
        super().__init_subclass__(**kw)
        faction = cls.faction
        cls.may_include = staticmethod(lambda card: card.faction == faction and not card.loyal
                                       and card.type in DRAW_TYPES)
        cls.at_least = (Count(codes.BANNER_CARDS, 12, lambda card: card.faction == faction),)


class BannerOfTheStag(Banner):
    """Banner of the Stag (01198): non-loyal [baratheon] cards; at least 12 [baratheon] cards."""
    ids = ("01198",)
    faction = "baratheon"


class BannerOfTheKraken(Banner):
    """Banner of the Kraken (01199): non-loyal [greyjoy] cards; at least 12 [greyjoy] cards."""
    ids = ("01199",)
    faction = "greyjoy"


class BannerOfTheLion(Banner):
    """Banner of the Lion (01200): non-loyal [lannister] cards; at least 12 [lannister] cards."""
    ids = ("01200",)
    faction = "lannister"


class BannerOfTheSun(Banner):
    """Banner of the Sun (01201): non-loyal [martell] cards; at least 12 [martell] cards."""
    ids = ("01201",)
    faction = "martell"


class BannerOfTheWatch(Banner):
    """Banner of the Watch (01202): non-loyal [thenightswatch] cards; at least 12 of them."""
    ids = ("01202",)
    faction = "thenightswatch"


class BannerOfTheWolf(Banner):
    """Banner of the Wolf (01203): non-loyal [stark] cards; at least 12 [stark] cards."""
    ids = ("01203",)
    faction = "stark"


class BannerOfTheDragon(Banner):
    """Banner of the Dragon (01204): non-loyal [targaryen] cards; at least 12 [targaryen] cards."""
    ids = ("01204",)
    faction = "targaryen"


class BannerOfTheRose(Banner):
    """Banner of the Rose (01205): non-loyal [tyrell] cards; at least 12 [tyrell] cards."""
    ids = ("01205",)
    faction = "tyrell"


class BannerOfTheFalcon(Agenda):
    """Banner of the Falcon (23040): "You must include at least 12 House Arryn cards in
    your deck." (a trait, not a faction: it allows no out-of-faction card)"""
    ids = ("23040",)
    at_least = (Count(codes.HOUSE_ARRYN_CARDS, 12, lambda card: "House Arryn" in card.traits),)


# -- counts and sizes ---------------------------------------------------------------------------
class Fealty(Agenda):
    """Fealty (01027): "You cannot include more than 15 neutral cards in your deck." """
    ids = ("01027",)
    at_most = (Count(codes.FEALTY_NEUTRAL, 15, lambda card: card.faction == "neutral"),)


class Alliance(Agenda):
    """Alliance (06018): "Your minimum deck size is 75 cards. You may run 2 Banner
    agendas in addition to this agenda." """
    ids = ("06018",)
    draw_minimum = 75
    extra_agendas = 2
    extra_agenda_trait = "Banner"


class TheLongVoyage(Agenda):
    """The Long Voyage (16030): "Your minimum deck size is 100 cards." """
    ids = ("16030",)
    draw_minimum = 100


class ValyrianSteel(Agenda):
    """Valyrian Steel (13118, redesign 17152): "Your minimum deck size is 75 cards. Your
    deck cannot include more than 1 copy of each attachment (by title)." """
    ids = ("13118", "17152")
    draw_minimum = 75
    single_copy = staticmethod(lambda card: card.type == "attachment")


class DarkWingsDarkWords(Agenda):
    """Dark Wings, Dark Words (16028): "Your minimum deck size is 75 cards. You cannot
    include more than 1 copy of each event in your deck." """
    ids = ("16028",)
    draw_minimum = 75
    single_copy = staticmethod(lambda card: card.type == "event")


class TradingWithBraavos(Agenda):
    """Trading With Braavos (26080): "Your deck may include non-loyal Warship locations
    from any faction. Your deck cannot include more than 1 copy of each non-limited
    location." """
    ids = ("26080",)
    may_include = staticmethod(lambda card: card.type == "location" and not card.loyal
                               and "Warship" in card.traits)
    single_copy = staticmethod(lambda card: card.type == "location" and not card.limited)


# -- plot deck -------------------------------------------------------------------------------------
class TheRainsOfCastamere(Agenda):
    """"The Rains of Castamere" (05045): "Your plot deck must be 12 cards, including
    exactly 5 different Scheme cards." Read as five Scheme plots, all different."""
    ids = ("05045",)
    plot_deck_size = 12
    scheme_plots = 5


class TheWarsToCome(Agenda):
    """The Wars To Come (10045, redesign 17151): "Your plot deck must be exactly 10
    cards. You may include a second copy of up to 2 different cards in your plot deck." """
    ids = ("10045", "17151")
    plot_deck_size = 10
    doubled_plots = 2


class BattleOfTheTrident(Agenda):
    """Battle of the Trident (21030): "Your plot deck must be exactly 10 Edict, Siege, or
    War cards." """
    ids = ("21030",)
    plot_deck_size = 10
    forbids = staticmethod(lambda card: card.type == "plot"
                           and not ("Edict" in card.traits or "Siege" in card.traits
                                    or "War" in card.traits))


class KingsOfSummer(Agenda):
    """Kings of Summer (04037): "You cannot include Winter plot cards in your plot deck." """
    ids = ("04037",)
    forbids = staticmethod(plot_with_trait("Winter"))


class KingsOfWinter(Agenda):
    """Kings of Winter (04038): "You cannot include Summer plot cards in your plot deck." """
    ids = ("04038",)
    forbids = staticmethod(plot_with_trait("Summer"))


class TheManyFacedGod(Agenda):
    """The Many-Faced God (20052): "Your plot deck cannot include Kingdom plot cards." """
    ids = ("20052",)
    forbids = staticmethod(plot_with_trait("Kingdom"))


class TheGiftOfMercy(Agenda):
    """The Gift of Mercy (25080): "Your plot deck cannot include Omen plot cards." """
    ids = ("25080",)
    forbids = staticmethod(plot_with_trait("Omen"))


# -- what the deck may or may not include ----------------------------------------------------------
class TheBrotherhoodWithoutBanners(Agenda):
    """The Brotherhood Without Banners (06119): "You cannot include loyal characters in
    your deck." """
    ids = ("06119",)
    forbids = staticmethod(lambda card: card.type == "character" and card.loyal)


class TheConclave(Agenda):
    """The Conclave (09045): "Your deck may include non-loyal Maester characters from any
    faction. Your deck must include at least 12 Maester characters." """
    ids = ("09045",)
    may_include = staticmethod(non_loyal_character_with("Maester"))
    at_least = (Count(codes.MAESTER_CHARACTERS, 12,
                      lambda card: card.type == "character" and "Maester" in card.traits),)


class TheFreeFolk(Agenda):
    """The Free Folk (11079): "Your plot deck and draw deck can only include neutral
    cards." """
    ids = ("11079",)
    forbids = staticmethod(lambda card: card.faction != "neutral")


class TheFreeFolkRedesign(Agenda):
    """The Free Folk (17150): "Your plot deck and draw deck can only include neutral cards
    and non-loyal Wildling characters from any faction." """
    ids = ("17150",)
    may_include = staticmethod(non_loyal_character_with("Wildling"))
    forbids = staticmethod(lambda card: card.faction != "neutral"
                           and not (card.type == "character" and not card.loyal
                                    and "Wildling" in card.traits))


class KingdomOfShadows(Agenda):
    """Kingdom of Shadows (13079, redesign 17148): "You may include non-loyal characters
    with the printed shadow keyword from any faction in your deck." """
    ids = ("13079", "17148")
    may_include = staticmethod(lambda card: card.type == "character" and not card.loyal
                               and printed_shadow(card))


class TheWhiteBook(Agenda):
    """The White Book (13099): "You may include non-loyal Kingsguard characters from any
    faction in your deck. You must include at least 7 different Kingsguard characters in
    your deck." """
    ids = ("13099",)
    may_include = staticmethod(non_loyal_character_with("Kingsguard"))
    at_least = (Count(codes.KINGSGUARD_CHARACTERS, 7,
                      lambda card: card.type == "character" and "Kingsguard" in card.traits,
                      distinct=True),)


class TheSmallCouncil(Agenda):
    """The Small Council (26040): "You may include non-loyal Small Council characters from
    any faction in your deck. You must include at least 7 different Small Council
    characters in your deck." """
    ids = ("26040",)
    may_include = staticmethod(non_loyal_character_with("Small Council"))
    at_least = (Count(codes.SMALL_COUNCIL_CHARACTERS, 7,
                      lambda card: card.type == "character" and "Small Council" in card.traits,
                      distinct=True),)


class SeaOfBloodRedesign(Agenda):
    """Sea of Blood (17149): "You cannot include neutral events in your deck." (The
    original 12045 has no deck-building text.)"""
    ids = ("17149",)
    forbids = staticmethod(lambda card: card.type == "event" and card.faction == "neutral")


class AMummersFarce(Agenda):
    """A Mummer's Farce (20051): "Your deck may include non-loyal Fool characters from any
    faction." """
    ids = ("20051",)
    may_include = staticmethod(non_loyal_character_with("Fool"))


class UnitingTheRealm(Agenda):
    """Uniting the Realm (25120): "You may include non-loyal characters, locations, and
    attachments from any faction in your deck. You cannot include more than 3 different
    cards (by title) from each faction in your deck." Each faction includes the deck's
    own; neutral is no faction."""
    ids = ("25120",)
    may_include = staticmethod(lambda card: not card.loyal
                               and card.type in ("character", "location", "attachment"))
    titles_per_faction = 3


class ArmedToTheTeeth(Agenda):
    """Armed to the Teeth (26120): "Your deck cannot include non-Weapon attachments." """
    ids = ("26120",)
    forbids = staticmethod(lambda card: card.type == "attachment" and "Weapon" not in card.traits)


class TheKingsVoice(Agenda):
    """The King's Voice (00030, Hand of the King format only): "You may run an agenda in
    addition to this one and may include non-loyal Small Council characters from any
    faction in your deck." (Illegal in joust and melee; modelled so that a deck with it
    is reported for the format, not for its second agenda.)"""
    ids = ("00030",)
    extra_agendas = 1
    may_include = staticmethod(non_loyal_character_with("Small Council"))


def _collect() -> Mapping[str, type[Agenda]]:
    found: dict[str, type[Agenda]] = {}
    todo = list(Agenda.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        for agenda_id in cls.ids:
            if agenda_id in found:
                raise ValueError(f"agenda {agenda_id} has two records")
            found[agenda_id] = cls
    return MappingProxyType(found)


AGENDAS: Mapping[str, type[Agenda]] = _collect()


def agenda_for(card_id: str) -> type[Agenda]:
    """The record of an agenda card (the plain ``Agenda`` when its text changes nothing)."""
    return AGENDAS.get(card_id, Agenda)
