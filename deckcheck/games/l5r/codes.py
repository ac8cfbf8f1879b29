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

from deckcheck.messages import error
from deckcheck.rules.codes import CodeTable

_TABLE = CodeTable()
define = _TABLE.define

STRONGHOLD_COUNT = define(
    "L5R_STRONGHOLD_COUNT",
    en="Stronghold cards in the deck: {actual}; this format requires exactly {expected}.",
    de="Festungskarten im Deck: {actual}; dieses Format verlangt genau {expected}.",
    pl="Liczba kart twierdzy w talii: {actual}; ten format wymaga dokładnie {expected}.")

ROLE_COUNT = define(
    "L5R_ROLE_COUNT",
    en="Role cards in the deck: {actual}; at most {expected} may be used.",
    de="Rollenkarten im Deck: {actual}; höchstens {expected} darf verwendet werden.",
    pl="Liczba kart roli w talii: {actual}; można użyć najwyżej {expected}.")

DYNASTY_SIZE = define(
    "L5R_DYNASTY_SIZE",
    en="Cards in the dynasty deck: {actual}; it must have between {minimum} and {maximum}.",
    de="Karten im Dynastiedeck: {actual}; es muss zwischen {minimum} und {maximum} Karten enthalten.",
    pl="Liczba kart w talii dynastii: {actual}; talia musi zawierać od {minimum} do {maximum} kart.")

CONFLICT_SIZE = define(
    "L5R_CONFLICT_SIZE",
    en="Cards in the conflict deck: {actual}; it must have between {minimum} and {maximum}.",
    de="Karten im Konfliktdeck: {actual}; es muss zwischen {minimum} und {maximum} Karten enthalten.",
    pl="Liczba kart w talii konfliktu: {actual}; talia musi zawierać od {minimum} do {maximum} kart.")

DYNASTY_CLAN = define(
    "L5R_DYNASTY_CLAN",
    en="Dynasty cards that are neither {clan} clan cards nor neutral: {cards}.",
    de="Dynastiekarten, die weder zum {clan_de} gehören noch neutral sind: {cards}.",
    pl="Karty talii dynastii, które nie należą do klanu {clan_pl} ani nie są neutralne: {cards}.")

CONFLICT_SPLASH_CLANS = define(
    "L5R_CONFLICT_SPLASH_CLANS",
    en="The conflict deck takes out-of-clan cards from {actual} clans ({clans}); "
       "they may come from one other clan only: {cards}.",
    de="Das Konfliktdeck enthält nicht-klangetreue Karten aus {actual} Klanen ({clans_de}); "
       "sie dürfen nur aus einem einzigen anderen Klan stammen: {cards}.",
    pl="Talia konfliktu zawiera karty nieklanowe z kilku klanów (liczba klanów: {actual}; "
       "klany: {clans_pl}); mogą one pochodzić tylko z jednego innego klanu: {cards}.")

CONFLICT_NOT_SPLASHABLE = define(
    "L5R_CONFLICT_NOT_SPLASHABLE",
    en="Out-of-clan conflict cards without an influence cost cannot be included: {cards}.",
    de="Nicht-klangetreue Konfliktkarten ohne Einflusskosten können nicht aufgenommen werden: {cards}.",
    pl="Nieklanowych kart konfliktu bez kosztu wpływu nie można włączyć do talii: {cards}.")

CONFLICT_INFLUENCE = define(
    "L5R_CONFLICT_INFLUENCE",
    en="The out-of-clan conflict cards cost {actual} influence; the deck has {expected}: {cards}.",
    de="Die nicht-klangetreuen Konfliktkarten kosten {actual} Einfluss; "
       "das Deck hat {expected} Einfluss zur Verfügung: {cards}.",
    pl="Koszt wpływu nieklanowych kart konfliktu: {actual}; "
       "talia ma do dyspozycji tylko {expected}: {cards}.")

CLAN_ONLY = define(
    "L5R_CLAN_ONLY",
    en="Cards that the {clan} clan may not include (only the clans named on the card may): {cards}.",
    de="Karten, die der {clan_de} nicht aufnehmen darf (nur die auf der Karte genannten Klane "
       "dürfen es): {cards}.",
    pl="Karty, których klan {clan_pl} nie może włączyć do talii (mogą to zrobić tylko klany "
       "wymienione na karcie): {cards}.")

SUPPORT_CLAN = define(
    "L5R_SUPPORT_CLAN",
    en="With {role} influence may only be spent on {clan} clan cards, not on: {cards}.",
    de="Mit der Rolle {role} darf Einfluss nur für Karten aus dem {clan_de} ausgegeben werden, "
       "nicht für: {cards}.",
    pl="Z rolą {role} wpływ można wydawać tylko na karty klanu {clan_pl}, nie na: {cards}.")

CONFLICT_CHARACTERS = define(
    "L5R_CONFLICT_CHARACTERS",
    en="Character cards in the conflict deck: {actual}; at most {expected} are allowed ({rules}).",
    de="Charakterkarten im Konfliktdeck: {actual}; höchstens {expected} sind erlaubt ({rules}).",
    pl="Liczba kart postaci w talii konfliktu: {actual}; dozwolonych jest najwyżej {expected} ({rules}).")

DECK_LIMIT = define(
    "L5R_DECK_LIMIT",
    en="{title}: {actual} copies; the card allows at most {expected} per deck.",
    de="{title}: {actual} Kopien; die Karte erlaubt nur {expected} pro Deck.",
    pl="{title}: liczba kopii {actual}; limit talii tej karty wynosi {expected}.")

PROVINCE_COUNT = define(
    "L5R_PROVINCE_COUNT",
    en="Provinces in the province set: {actual}; this format requires exactly {expected}.",
    de="Provinzen im Provinzset: {actual}; dieses Format verlangt genau {expected}.",
    pl="Liczba prowincji w zestawie prowincji: {actual}; ten format wymaga dokładnie {expected}.")

PROVINCE_COPIES = define(
    "L5R_PROVINCE_COPIES",
    en="{title}: {actual} copies in the province set; at most {expected} is allowed.",
    de="{title}: {actual} Kopien im Provinzset; erlaubt ist höchstens {expected}.",
    pl="{title}: liczba kopii w zestawie prowincji {actual}; dozwolona jest najwyżej {expected}.")

PROVINCE_CLAN = define(
    "L5R_PROVINCE_CLAN",
    en="Provinces that are neither {clan} clan cards nor neutral: {cards}.",
    de="Provinzen, die weder zum {clan_de} gehören noch neutral sind: {cards}.",
    pl="Prowincje, które nie należą do klanu {clan_pl} ani nie są neutralne: {cards}.")

PROVINCE_ELEMENTS = define(
    "L5R_PROVINCE_ELEMENTS",
    en="Only {actual} of the {expected} provinces fit one element each: no province is left for "
       "{missing}, too many provinces need {doubled}: {cards}.",
    de="Nur {actual} der {expected} Provinzen lassen sich je einem Element zuordnen: für "
       "{missing_de} bleibt keine Provinz, zu viele Provinzen brauchen {doubled_de}: {cards}.",
    pl="Po jednej prowincji na każdy krąg da się przypisać tylko {actual} z {expected} prowincji: "
       "brak prowincji dla kręgu: {missing_pl}; za dużo prowincji dla kręgu: {doubled_pl}; "
       "prowincje: {cards}.")

ROLE_ONLY = define(
    "L5R_ROLE_ONLY",
    en="Role-only cards without the matching role card: {cards}.",
    de="Karten mit „Nur für die …-Rolle“ ohne passende Rollenkarte: {cards}.",
    pl="Karty przeznaczone tylko dla określonej roli, bez odpowiedniej karty roli: {cards}.")

ROLE_AVAILABILITY = define(
    "L5R_ROLE_AVAILABILITY",
    en="The role {cards} is not available to the {clan} clan in the role table of {table} "
       "(available: {roles}).",
    de="Die Rolle {cards} ist laut Rollentabelle vom {table} für den {clan_de} nicht verfügbar "
       "(verfügbar: {roles}).",
    pl="Rola {cards} nie jest dostępna dla klanu {clan_pl} według tabeli ról z dnia {table} "
       "(dostępne: {roles}).")

NOT_DECK_CARD = define(
    "L5R_NOT_DECK_CARD",
    en="These cards never go into a player's decks or province set: {cards}.",
    de="Diese Karten gehören weder in die Decks noch in das Provinzset eines Spielers: {cards}.",
    pl="Te karty nigdy nie trafiają do talii ani do zestawu prowincji gracza: {cards}.")

FORMAT_ONLY = define(
    "L5R_FORMAT_ONLY",
    en="Cards for the {only} format only cannot be used in {format}: {cards}.",
    de="Karten nur für das Format {only} sind in {format} nicht erlaubt: {cards}.",
    pl="Kart przeznaczonych tylko do formatu {only} nie można używać w formacie {format}: {cards}.")

CARD_POOL = define(
    "L5R_CARD_POOL",
    en="Cards from outside the card pool of this format ({pool}): {cards}.",
    de="Karten außerhalb des Kartenpools dieses Formats ({pool_de}): {cards}.",
    pl="Karty spoza puli kart tego formatu ({pool_pl}): {cards}.")

CLAN_UNDECLARED = define(
    "L5R_CLAN_UNDECLARED",
    en="The deck's clan is unknown: name it in 'faction' (for example \"crab\") or build the "
       "dynasty deck from one clan.",
    de="Der Klan des Decks ist unbekannt: gib ihn unter „faction“ an (zum Beispiel „crab“) oder "
       "baue das Dynastiedeck aus den Karten eines Klans.",
    pl="Klan talii jest nieznany: podaj go w polu „faction” (na przykład „crab”) albo zbuduj "
       "talię dynastii z kart jednego klanu.")

ALL = (STRONGHOLD_COUNT, ROLE_COUNT, DYNASTY_SIZE, CONFLICT_SIZE, DYNASTY_CLAN,
       CONFLICT_SPLASH_CLANS, CONFLICT_NOT_SPLASHABLE, CONFLICT_INFLUENCE, CLAN_ONLY, SUPPORT_CLAN,
       CONFLICT_CHARACTERS, DECK_LIMIT, PROVINCE_COUNT, PROVINCE_COPIES, PROVINCE_CLAN,
       PROVINCE_ELEMENTS, ROLE_ONLY, ROLE_AVAILABILITY, NOT_DECK_CARD, FORMAT_ONLY, CARD_POOL,
       CLAN_UNDECLARED)

CODES = _TABLE.codes()

# L5R's own error sentences (registered with the game)
OWN_TEXTS = (
    error("UNKNOWN_CLAN",
          en="Unknown L5R clan {faction!r}; use one of {clans}.",
          de="Unbekannter L5R-Klan „{faction}“; erlaubt sind: {clans}.",
          pl="Nieznany klan L5R „{faction}”; dozwolone są: {clans}."),
)

# the shared codes every game has
UNKNOWN_CARD = "L5R_UNKNOWN_CARD"
COPIES = "L5R_COPIES"
RESTRICTED_LIST = "L5R_RESTRICTED_LIST"
BANNED = "L5R_BANNED"
UNRELEASED = "L5R_UNRELEASED"
