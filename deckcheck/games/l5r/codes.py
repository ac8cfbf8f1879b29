"""L5R violation codes with their en/de/pl messages.

The shared codes L5R_UNKNOWN_CARD, L5R_COPIES, L5R_RESTRICTED_LIST, L5R_BANNED and
L5R_UNRELEASED come from ``deckcheck.rules.common_codes``. ``CODES`` is registered with
the game (its ``GAME`` record), not when this module is imported.

German follows seed 000 (Festung, Rollenkarte, Dynastiedeck, Konfliktdeck, Provinzset,
klangetreu, Einfluss, Einflusskosten, Decklimit, "Nur für die ...-Rolle"); Polish follows
seed 002 (twierdza, karta roli, talia dynastii, talia konfliktu, zestaw prowincji,
klanowa/nieklanowa/neutralna, wpływ, koszt wpływu, krąg, limit talii).

Fields: ``{cards}`` (card names in the message's language), ``{expected}``,
``{actual}``; per code: ``{minimum}``/``{maximum}`` (deck sizes), ``{clan}``/``{clans}``,
``{missing}``/``{doubled}`` (elements) - each of these three also as ``*_de`` and
``*_pl`` with that language's word - ``{title}``, ``{rules}``, ``{table}``, ``{only}``,
``{format}``, ``{pool}``.
"""
from __future__ import annotations

from deckcheck.message_entries import error
from deckcheck.rules.codes import CodeTable

_TABLE = CodeTable()
define = _TABLE.define

STRONGHOLD_COUNT = define(
    "L5R_STRONGHOLD_COUNT",
    en="Stronghold cards in the deck: {actual}; this format requires exactly {expected}.")

ROLE_COUNT = define(
    "L5R_ROLE_COUNT",
    en="Role cards in the deck: {actual}; at most {expected} may be used.")

DYNASTY_SIZE = define(
    "L5R_DYNASTY_SIZE",
    en="Cards in the dynasty deck: {actual}; it must have between {minimum} and {maximum}.")

CONFLICT_SIZE = define(
    "L5R_CONFLICT_SIZE",
    en="Cards in the conflict deck: {actual}; it must have between {minimum} and {maximum}.")

DYNASTY_CLAN = define(
    "L5R_DYNASTY_CLAN",
    en="Dynasty cards that are neither {clan} clan cards nor neutral: {cards}.")

CONFLICT_SPLASH_CLANS = define(
    "L5R_CONFLICT_SPLASH_CLANS",
    en="The conflict deck takes out-of-clan cards from {actual} clans ({clans}); "
       "they may come from one other clan only: {cards}.")

CONFLICT_NOT_SPLASHABLE = define(
    "L5R_CONFLICT_NOT_SPLASHABLE",
    en="Out-of-clan conflict cards without an influence cost cannot be included: {cards}.")

CONFLICT_INFLUENCE = define(
    "L5R_CONFLICT_INFLUENCE",
    en="The out-of-clan conflict cards cost {actual} influence; the deck has {expected}: {cards}.")

CLAN_ONLY = define(
    "L5R_CLAN_ONLY",
    en="Cards that the {clan} clan may not include (only the clans named on the card may): {cards}.")

SUPPORT_CLAN = define(
    "L5R_SUPPORT_CLAN",
    en="With {role} influence may only be spent on {clan} clan cards, not on: {cards}.")

CONFLICT_CHARACTERS = define(
    "L5R_CONFLICT_CHARACTERS",
    en="Character cards in the conflict deck: {actual}; at most {expected} are allowed ({rules}).")

DECK_LIMIT = define(
    "L5R_DECK_LIMIT",
    en="{title}: {actual:plural:copy|copies}; the card allows at most {expected} per deck.")

PROVINCE_COUNT = define(
    "L5R_PROVINCE_COUNT",
    en="Provinces in the province set: {actual}; this format requires exactly {expected}.")

PROVINCE_COPIES = define(
    "L5R_PROVINCE_COPIES",
    en="{title}: {actual:plural:copy|copies} in the province set; at most {expected} is allowed.")

PROVINCE_CLAN = define(
    "L5R_PROVINCE_CLAN",
    en="Provinces that are neither {clan} clan cards nor neutral: {cards}.")

PROVINCE_ELEMENTS = define(
    "L5R_PROVINCE_ELEMENTS",
    en="Only {actual} of the {expected} provinces fit one element each: no province is left for "
       "{missing}, too many provinces need {doubled}: {cards}.")

ROLE_ONLY = define(
    "L5R_ROLE_ONLY",
    en="Role-only cards without the matching role card: {cards}.")

ROLE_AVAILABILITY = define(
    "L5R_ROLE_AVAILABILITY",
    en="The role {cards} is not available to the {clan} clan in the role table of {table} "
       "(available: {roles}).")

NOT_DECK_CARD = define(
    "L5R_NOT_DECK_CARD",
    en="These cards never go into a player's decks or province set: {cards}.")

FORMAT_ONLY = define(
    "L5R_FORMAT_ONLY",
    en="Cards for the {only} format only cannot be used in {format}: {cards}.")

CARD_POOL = define(
    "L5R_CARD_POOL",
    en="Cards from outside the card pool of this format ({pool}): {cards}.")

CLAN_UNDECLARED = define(
    "L5R_CLAN_UNDECLARED",
    en="The deck's clan is unknown: name it in 'faction' (for example \"crab\") or build the "
       "dynasty deck from one clan.")

ALL = (STRONGHOLD_COUNT, ROLE_COUNT, DYNASTY_SIZE, CONFLICT_SIZE, DYNASTY_CLAN,
       CONFLICT_SPLASH_CLANS, CONFLICT_NOT_SPLASHABLE, CONFLICT_INFLUENCE, CLAN_ONLY, SUPPORT_CLAN,
       CONFLICT_CHARACTERS, DECK_LIMIT, PROVINCE_COUNT, PROVINCE_COPIES, PROVINCE_CLAN,
       PROVINCE_ELEMENTS, ROLE_ONLY, ROLE_AVAILABILITY, NOT_DECK_CARD, FORMAT_ONLY, CARD_POOL,
       CLAN_UNDECLARED)

CODES = _TABLE.codes()

# L5R's own error sentences (registered with the game)
OWN_TEXTS = (
    error("UNKNOWN_CLAN",
          en="Unknown L5R clan {faction!r}; use one of {clans}."),
)

# the shared codes every game has
UNKNOWN_CARD = "L5R_UNKNOWN_CARD"
COPIES = "L5R_COPIES"
RESTRICTED_LIST = "L5R_RESTRICTED_LIST"
BANNED = "L5R_BANNED"
UNRELEASED = "L5R_UNRELEASED"
