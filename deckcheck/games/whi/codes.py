"""Violation codes of Warhammer: Invasion (besides the shared WHI_UNKNOWN_CARD,
WHI_COPIES, WHI_RESTRICTED_LIST, WHI_BANNED and WHI_UNRELEASED). ``CODES`` is
registered with the game (its ``GAME`` record), not when this module is imported.

German wording follows seed 004 (Heidelberger edition: Deck, Hauptstadt, Rasse,
"Nur Zerstörung", Eingeschränkte/Verbotene Karten); Polish follows the Galakta edition
("Warhammer: Inwazja": talia, stolica, rasa, Porządek, Zniszczenie).
"""
from __future__ import annotations

from deckcheck.rules.codes import CodeTable

_TABLE = CodeTable()
define = _TABLE.define

DECK_SIZE = define(
    "WHI_DECK_SIZE",
    en="The deck has {actual:plural:card|cards}; at least {expected} are required.")

ORDER_DESTRUCTION = define(
    "WHI_ORDER_DESTRUCTION",
    en="Order and Destruction cards cannot be combined in one deck ({order} Order, "
       "{destruction} Destruction); cards of the smaller side ({actual}): {cards}.")

RACE_ONLY = define(
    "WHI_RACE_ONLY",
    en="These cards are reserved for a race other than the capital's ({capital}): {cards}.")

NON_RACE_ONLY = define(
    "WHI_NON_RACE_ONLY",
    en="These cards may not be used with a capital of their race ({capital}): {cards}.")

RACE_ONLY_CONFLICT = define(
    "WHI_RACE_ONLY_CONFLICT",
    en="No capital fits all of these race-restricted cards: {cards}.")

RACE_ONLY_UNCHECKED = define(
    "WHI_RACE_ONLY_UNCHECKED",
    en="No capital given: the race restrictions of these cards were not checked: {cards}.",
    warning=True)

CAPITAL_UNKNOWN = define(
    "WHI_CAPITAL_UNKNOWN",
    en="Unknown capital race '{capital}'; use one of {races}.")

CAPITAL_RACE = define(
    "WHI_CAPITAL_RACE",
    en="The deck has no card of its capital's race ({capital}).")

NOT_DECK_CARD = define(
    "WHI_NOT_DECK_CARD",
    en="These cards do not belong in a deck (draft variant cards, Cataclysm fulcrums, "
       "capital boards): {cards}.")

TEXT_MISSING = define(
    "WHI_TEXT_MISSING",
    en="The card data has no rules text for these cards, so restrictions printed on them "
       "could not be checked: {cards}.",
    warning=True)

CODES = _TABLE.codes()

COPIES = "WHI_COPIES"
RESTRICTED_LIST = "WHI_RESTRICTED_LIST"
BANNED = "WHI_BANNED"
UNRELEASED = "WHI_UNRELEASED"
