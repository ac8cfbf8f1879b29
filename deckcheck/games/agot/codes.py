"""AGoT violation codes with their en/de/pl messages.

German follows the vocabulary of seed 001 (Strategiestapel, Nachziehstapel,
Agendakarte, Fraktion, loyal, Deck-Limit, Strategiestapel-Limit, Merkmal); Polish
follows the Polish edition (talia intryg, talia dobierania, agenda, frakcja, lojalna).
The shared codes AGOT_UNKNOWN_CARD, AGOT_COPIES, AGOT_RESTRICTED_LIST, AGOT_BANNED and
AGOT_UNRELEASED come from ``deckcheck.rules.common_codes``. ``CODES`` is registered with
the game (its ``GAME`` record), not when this module is imported.

Every language uses the same fields. Fields: ``{cards}`` (card names in the message's
language), ``{expected}``, ``{actual}``, and per code ``{agenda}`` (the agenda's
printed English name), ``{faction}`` (the code the deck gave), ``{factions}``,
``{list}``, ``{card_set}``, ``{format}``, ``{title}``, ``{distinct}``.
"""
from __future__ import annotations

from deckcheck.message_entries import problem
from deckcheck.rules.codes import code_entries

FACTION_REQUIRED = "AGOT_FACTION_REQUIRED"
FACTION_UNKNOWN = "AGOT_FACTION_UNKNOWN"
AGENDA_COUNT = "AGOT_AGENDA_COUNT"
ALLIANCE_BANNER = "AGOT_ALLIANCE_BANNER"
PLOT_DECK_SIZE = "AGOT_PLOT_DECK_SIZE"
PLOT_DOUBLED = "AGOT_PLOT_DOUBLED"
PLOT_LIMIT = "AGOT_PLOT_LIMIT"
DRAW_DECK_SIZE = "AGOT_DRAW_DECK_SIZE"
FACTION_CARDS = "AGOT_FACTION_CARDS"
LOYAL_OUT_OF_FACTION = "AGOT_LOYAL_OUT_OF_FACTION"
BANNER_CARDS = "AGOT_BANNER_CARDS"
HOUSE_ARRYN_CARDS = "AGOT_HOUSE_ARRYN_CARDS"
MAESTER_CHARACTERS = "AGOT_MAESTER_CHARACTERS"
KINGSGUARD_CHARACTERS = "AGOT_KINGSGUARD_CHARACTERS"
SMALL_COUNCIL_CHARACTERS = "AGOT_SMALL_COUNCIL_CHARACTERS"
FEALTY_NEUTRAL = "AGOT_FEALTY_NEUTRAL"
SCHEME_PLOTS = "AGOT_SCHEME_PLOTS"
AGENDA_CANNOT_INCLUDE = "AGOT_AGENDA_CANNOT_INCLUDE"
AGENDA_SINGLE_COPY = "AGOT_AGENDA_SINGLE_COPY"
AGENDA_FACTION_TITLES = "AGOT_AGENDA_FACTION_TITLES"
FORMAT_ONLY = "AGOT_FORMAT_ONLY"
NOT_DECK_CARD = "AGOT_NOT_DECK_CARD"
CARD_SET = "AGOT_CARD_SET"
POD_RESTRICTED = "AGOT_POD_RESTRICTED"
POD = "AGOT_POD"
# shared codes (deckcheck.rules.common_codes)
UNKNOWN_CARD = "AGOT_UNKNOWN_CARD"
COPIES = "AGOT_COPIES"
RESTRICTED_LIST = "AGOT_RESTRICTED_LIST"
BANNED = "AGOT_BANNED"
UNRELEASED = "AGOT_UNRELEASED"

TEXTS = (
    {"code": FACTION_REQUIRED,
     "en": "The deck names no faction; choose one of {factions}."},
    {"code": FACTION_UNKNOWN,
     "en": "Unknown faction '{faction}'; use one of {factions}."},
    {"code": AGENDA_COUNT,
     "en": "The deck has {actual:plural:agenda|agendas} ({cards}); at most {expected} are "
           "allowed."},
    {"code": ALLIANCE_BANNER,
     "en": "Alliance allows only Banner agendas in addition to itself; not a Banner: {cards}."},
    {"code": PLOT_DECK_SIZE,
     "en": "The plot deck has {actual:plural:card|cards}; it must have exactly {expected}."},
    {"code": PLOT_DOUBLED,
     "en": "{actual:plural:plot title is|plot titles are} in the plot deck more than once "
           "({cards}); at most {expected} may be."},
    {"code": PLOT_LIMIT,
     "en": "{cards}: {actual:plural:copy|copies} in the plot deck; its plot deck limit "
           "allows {expected}."},
    {"code": DRAW_DECK_SIZE,
     "en": "The draw deck has {actual:plural:card|cards}; at least {expected} are required."},
    {"code": FACTION_CARDS,
     "en": "Cards of another faction that no agenda allows in this deck: {cards}."},
    {"code": LOYAL_OUT_OF_FACTION,
     "en": "Loyal cards may only be in a deck of their own faction: {cards}."},
    {"code": BANNER_CARDS,
     "en": "{cards}: the draw deck must include at least {expected:plural:card|cards} of "
           "the banner's faction; it has {actual}."},
    {"code": HOUSE_ARRYN_CARDS,
     "en": "{cards}: the draw deck must include at least {expected:plural:House Arryn "
           "card|House Arryn cards}; it has {actual}."},
    {"code": MAESTER_CHARACTERS,
     "en": "{cards}: the draw deck must include at least {expected:plural:Maester "
           "character|Maester characters}; it has {actual}."},
    {"code": KINGSGUARD_CHARACTERS,
     "en": "{cards}: the draw deck must include at least {expected} different Kingsguard characters; "
           "it has {actual}."},
    {"code": SMALL_COUNCIL_CHARACTERS,
     "en": "{cards}: the draw deck must include at least {expected} different Small Council "
           "characters; it has {actual}."},
    {"code": FEALTY_NEUTRAL,
     "en": "{cards}: the draw deck cannot include more than {expected:plural:neutral "
           "card|neutral cards}; it has {actual}."},
    {"code": SCHEME_PLOTS,
     "en": "{cards}: the plot deck must include exactly {expected} different Scheme plots; "
           "it has {actual} Scheme plots, {distinct} of them different."},
    {"code": AGENDA_CANNOT_INCLUDE,
     "en": "The agenda {agenda} does not allow these cards in the deck: {cards}."},
    {"code": AGENDA_SINGLE_COPY,
     "en": "The agenda {agenda} allows at most {expected} copy of each of these cards (by title); "
           "up to {actual} found: {cards}."},
    {"code": AGENDA_FACTION_TITLES,
     "en": "The agenda {agenda} allows at most {expected} different cards (by title) from each faction; "
           "{actual} from one faction: {cards}."},
    {"code": FORMAT_ONLY,
     "en": "Cards for another format only cannot be used in {format}: {cards}."},
    {"code": NOT_DECK_CARD,
     "en": "Title cards are not part of a deck: {cards}."},
    {"code": CARD_SET,
     "en": "Printings not legal in the card set '{card_set}' of {list}: {cards}."},
    {"code": POD_RESTRICTED,
     "en": "{list}: a restricted card and cards of its pod are in the deck together: {cards}."},
    {"code": POD,
     "en": "{list}: at most {expected:plural:card|cards} of this pod may be in the deck; "
           "found {actual}: {cards}."},
)

CODES = code_entries(TEXTS)

# AGoT's own parse-problem sentences (registered with the game): the ThronesDB reader's
OWN_TEXTS = (
    problem("UNKNOWN_FACTION.thronesdb",
            en="{value!r} is not an AGoT faction code."),
)

ALL = tuple(c.code for c in CODES) + (UNKNOWN_CARD, COPIES, RESTRICTED_LIST, BANNED, UNRELEASED)
