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
    en="The deck has {actual} cards; at least {expected} are required.",
    de="Das Deck hat {actual} Karten; mindestens {expected} sind erforderlich.",
    pl="Liczba kart w talii: {actual}; wymagane jest co najmniej {expected}.")

ORDER_DESTRUCTION = define(
    "WHI_ORDER_DESTRUCTION",
    en="Order and Destruction cards cannot be combined in one deck ({order} Order, "
       "{destruction} Destruction); cards of the smaller side ({actual}): {cards}.",
    de="Karten der Ordnung und der Zerstörung dürfen nicht in einem Deck kombiniert werden "
       "({order} Ordnung, {destruction} Zerstörung); Karten der kleineren Seite ({actual}): "
       "{cards}.",
    pl="Kart Porządku i Zniszczenia nie można łączyć w jednej talii (Porządek: {order}, "
       "Zniszczenie: {destruction}); karty mniejszej strony ({actual}): {cards}.")

RACE_ONLY = define(
    "WHI_RACE_ONLY",
    en="These cards are reserved for a race other than the capital's ({capital}): {cards}.",
    de="Diese Karten sind einer anderen Rasse als der der Hauptstadt ({capital_de}) vorbehalten: "
       "{cards}.",
    pl="Te karty są zastrzeżone dla innej rasy niż rasa stolicy ({capital_pl}): {cards}.")

NON_RACE_ONLY = define(
    "WHI_NON_RACE_ONLY",
    en="These cards may not be used with a capital of their race ({capital}): {cards}.",
    de="Diese Karten dürfen nicht mit einer Hauptstadt ihrer Rasse ({capital_de}) gespielt "
       "werden: {cards}.",
    pl="Tych kart nie można używać ze stolicą ich rasy ({capital_pl}): {cards}.")

RACE_ONLY_CONFLICT = define(
    "WHI_RACE_ONLY_CONFLICT",
    en="No capital fits all of these race-restricted cards: {cards}.",
    de="Keine Hauptstadt passt zu all diesen rassengebundenen Karten: {cards}.",
    pl="Żadna stolica nie pasuje do wszystkich tych kart przypisanych do ras: {cards}.")

RACE_ONLY_UNCHECKED = define(
    "WHI_RACE_ONLY_UNCHECKED",
    en="No capital given: the race restrictions of these cards were not checked: {cards}.",
    de="Keine Hauptstadt angegeben: die Rassenbeschränkungen dieser Karten wurden nicht "
       "geprüft: {cards}.",
    pl="Nie podano stolicy: ograniczenia rasowe tych kart nie zostały sprawdzone: {cards}.",
    warning=True)

CAPITAL_UNKNOWN = define(
    "WHI_CAPITAL_UNKNOWN",
    en="Unknown capital race '{capital}'; use one of {races}.",
    de="Unbekannte Rasse der Hauptstadt '{capital}'; erlaubt sind {races}.",
    pl="Nieznana rasa stolicy '{capital}'; dozwolone są: {races}.")

CAPITAL_RACE = define(
    "WHI_CAPITAL_RACE",
    en="The deck has no card of its capital's race ({capital}).",
    de="Das Deck enthält keine Karte der Rasse seiner Hauptstadt ({capital_de}).",
    pl="Talia nie zawiera żadnej karty rasy swojej stolicy ({capital_pl}).")

NOT_DECK_CARD = define(
    "WHI_NOT_DECK_CARD",
    en="These cards do not belong in a deck (draft variant cards, Cataclysm fulcrums, "
       "capital boards): {cards}.",
    de="Diese Karten gehören nicht in ein Deck (Karten der Draft-Variante, Fulcrum-Karten "
       "aus Cataclysm, Hauptstadttafeln): {cards}.",
    pl="Te karty nie należą do talii (karty wariantu draft, karty Fulcrum z dodatku "
       "Cataclysm, plansze stolic): {cards}.")

TEXT_MISSING = define(
    "WHI_TEXT_MISSING",
    en="The card data has no rules text for these cards, so restrictions printed on them "
       "could not be checked: {cards}.",
    de="Die Kartendaten enthalten keinen Regeltext für diese Karten; aufgedruckte "
       "Beschränkungen konnten nicht geprüft werden: {cards}.",
    pl="Dane kart nie zawierają tekstu zasad tych kart, więc nadrukowanych ograniczeń nie "
       "można było sprawdzić: {cards}.",
    warning=True)

CODES = _TABLE.codes()

COPIES = "WHI_COPIES"
RESTRICTED_LIST = "WHI_RESTRICTED_LIST"
BANNED = "WHI_BANNED"
UNRELEASED = "WHI_UNRELEASED"
