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

from deckcheck.messages import problem
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
     "en": "The deck names no faction; choose one of {factions}.",
     "de": "Das Deck nennt keine Fraktion; wähle eine von: {factions}.",
     "pl": "Talia nie wskazuje frakcji; wybierz jedną z: {factions}."},
    {"code": FACTION_UNKNOWN,
     "en": "Unknown faction '{faction}'; use one of {factions}.",
     "de": "Unbekannte Fraktion „{faction}“; erlaubt sind: {factions}.",
     "pl": "Nieznana frakcja „{faction}”; dozwolone są: {factions}."},
    {"code": AGENDA_COUNT,
     "en": "The deck has {actual} agendas ({cards}); at most {expected} are allowed.",
     "de": "Das Deck hat {actual} Agendakarten ({cards}); erlaubt sind höchstens {expected}.",
     "pl": "Talia ma {actual} kart agendy ({cards}); dozwolone są najwyżej {expected}."},
    {"code": ALLIANCE_BANNER,
     "en": "Alliance allows only Banner agendas in addition to itself; not a Banner: {cards}.",
     "de": "Bündnis erlaubt als weitere Agenden nur Banner-Agenden; kein Banner: {cards}.",
     "pl": "Sojusz pozwala dołączyć tylko agendy z cechą Sztandar; to nie Sztandar: {cards}."},
    {"code": PLOT_DECK_SIZE,
     "en": "The plot deck has {actual} cards; it must have exactly {expected}.",
     "de": "Der Strategiestapel hat {actual} Karten; er muss aus genau {expected} Karten bestehen.",
     "pl": "Talia intryg ma {actual} kart; musi mieć dokładnie {expected}."},
    {"code": PLOT_DOUBLED,
     "en": "{actual} plot titles are in the plot deck more than once ({cards}); at most {expected} may be.",
     "de": "{actual} Strategiekarten sind mehrfach im Strategiestapel ({cards}); "
           "erlaubt ist das für höchstens {expected}.",
     "pl": "{actual} tytułów intryg występuje w talii intryg więcej niż raz ({cards}); "
           "dozwolone jest to najwyżej dla {expected}."},
    {"code": PLOT_LIMIT,
     "en": "{cards}: {actual} copies in the plot deck; its plot deck limit allows {expected}.",
     "de": "{cards}: {actual} Kopien im Strategiestapel; das Strategiestapel-Limit erlaubt {expected}.",
     "pl": "{cards}: {actual} kopii w talii intryg; limit talii intryg pozwala na {expected}."},
    {"code": DRAW_DECK_SIZE,
     "en": "The draw deck has {actual} cards; at least {expected} are required.",
     "de": "Der Nachziehstapel hat {actual} Karten; mindestens {expected} sind erforderlich.",
     "pl": "Talia dobierania ma {actual} kart; wymagane jest co najmniej {expected}."},
    {"code": FACTION_CARDS,
     "en": "Cards of another faction that no agenda allows in this deck: {cards}.",
     "de": "Karten einer anderen Fraktion, die keine Agenda in diesem Deck erlaubt: {cards}.",
     "pl": "Karty innej frakcji, na które żadna agenda nie pozwala w tej talii: {cards}."},
    {"code": LOYAL_OUT_OF_FACTION,
     "en": "Loyal cards may only be in a deck of their own faction: {cards}.",
     "de": "Loyale Karten dürfen nur in ein Deck ihrer eigenen Fraktion: {cards}.",
     "pl": "Karty lojalne mogą trafić tylko do talii własnej frakcji: {cards}."},
    {"code": BANNER_CARDS,
     "en": "{cards}: the draw deck must include at least {expected} cards of the banner's faction; "
           "it has {actual}.",
     "de": "{cards}: Der Nachziehstapel muss mindestens {expected} Karten der Fraktion des Banners "
           "enthalten; er enthält {actual}.",
     "pl": "{cards}: talia dobierania musi zawierać co najmniej {expected} kart frakcji sztandaru; "
           "zawiera {actual}."},
    {"code": HOUSE_ARRYN_CARDS,
     "en": "{cards}: the draw deck must include at least {expected} House Arryn cards; it has {actual}.",
     "de": "{cards}: Der Nachziehstapel muss mindestens {expected} Karten mit dem Merkmal Haus Arryn "
           "enthalten; er enthält {actual}.",
     "pl": "{cards}: talia dobierania musi zawierać co najmniej {expected} kart z cechą Ród Arryn; "
           "zawiera {actual}."},
    {"code": MAESTER_CHARACTERS,
     "en": "{cards}: the draw deck must include at least {expected} Maester characters; it has {actual}.",
     "de": "{cards}: Der Nachziehstapel muss mindestens {expected} Maester-Charaktere enthalten; "
           "er enthält {actual}.",
     "pl": "{cards}: talia dobierania musi zawierać co najmniej {expected} postaci z cechą Maester; "
           "zawiera {actual}."},
    {"code": KINGSGUARD_CHARACTERS,
     "en": "{cards}: the draw deck must include at least {expected} different Kingsguard characters; "
           "it has {actual}.",
     "de": "{cards}: Der Nachziehstapel muss mindestens {expected} verschiedene Charaktere mit dem "
           "Merkmal Königsgarde enthalten; er enthält {actual}.",
     "pl": "{cards}: talia dobierania musi zawierać co najmniej {expected} różnych postaci z cechą "
           "Gwardia Królewska; zawiera {actual}."},
    {"code": SMALL_COUNCIL_CHARACTERS,
     "en": "{cards}: the draw deck must include at least {expected} different Small Council "
           "characters; it has {actual}.",
     "de": "{cards}: Der Nachziehstapel muss mindestens {expected} verschiedene Charaktere mit dem "
           "Merkmal Kleiner Rat enthalten; er enthält {actual}.",
     "pl": "{cards}: talia dobierania musi zawierać co najmniej {expected} różnych postaci z cechą "
           "Mała Rada; zawiera {actual}."},
    {"code": FEALTY_NEUTRAL,
     "en": "{cards}: the draw deck cannot include more than {expected} neutral cards; it has {actual}.",
     "de": "{cards}: Der Nachziehstapel darf höchstens {expected} neutrale Karten enthalten; "
           "er enthält {actual}.",
     "pl": "{cards}: talia dobierania może zawierać najwyżej {expected} kart neutralnych; "
           "zawiera {actual}."},
    {"code": SCHEME_PLOTS,
     "en": "{cards}: the plot deck must include exactly {expected} different Scheme plots; "
           "it has {actual} Scheme plots, {distinct} of them different.",
     "de": "{cards}: Der Strategiestapel muss genau {expected} verschiedene Komplott-Strategiekarten "
           "enthalten; er enthält {actual}, davon {distinct} verschiedene.",
     "pl": "{cards}: talia intryg musi zawierać dokładnie {expected} różnych intryg z cechą Spisek; "
           "zawiera ich {actual}, w tym {distinct} różnych."},
    {"code": AGENDA_CANNOT_INCLUDE,
     "en": "The agenda {agenda} does not allow these cards in the deck: {cards}.",
     "de": "Die Agenda „{agenda}“ erlaubt diese Karten im Deck nicht: {cards}.",
     "pl": "Agenda „{agenda}” nie pozwala na te karty w talii: {cards}."},
    {"code": AGENDA_SINGLE_COPY,
     "en": "The agenda {agenda} allows at most {expected} copy of each of these cards (by title); "
           "up to {actual} found: {cards}.",
     "de": "Die Agenda „{agenda}“ erlaubt von diesen Karten höchstens {expected} Kopie je Titel; "
           "gefunden bis zu {actual}: {cards}.",
     "pl": "Agenda „{agenda}” pozwala najwyżej na {expected} kopię każdej z tych kart (według tytułu); "
           "znaleziono do {actual}: {cards}."},
    {"code": AGENDA_FACTION_TITLES,
     "en": "The agenda {agenda} allows at most {expected} different cards (by title) from each faction; "
           "{actual} from one faction: {cards}.",
     "de": "Die Agenda „{agenda}“ erlaubt höchstens {expected} verschiedene Karten (nach Titel) je "
           "Fraktion; {actual} aus einer Fraktion: {cards}.",
     "pl": "Agenda „{agenda}” pozwala najwyżej na {expected} różne karty (według tytułu) z każdej "
           "frakcji; {actual} z jednej frakcji: {cards}."},
    {"code": FORMAT_ONLY,
     "en": "Cards for another format only cannot be used in {format}: {cards}.",
     "de": "Karten, die nur für ein anderes Format bestimmt sind, sind in {format} nicht erlaubt: {cards}.",
     "pl": "Karty przeznaczone wyłącznie do innego formatu nie są dozwolone w formacie {format}: {cards}."},
    {"code": NOT_DECK_CARD,
     "en": "Title cards are not part of a deck: {cards}.",
     "de": "Titelkarten gehören nicht zum Deck: {cards}.",
     "pl": "Karty tytułów nie należą do talii: {cards}."},
    {"code": CARD_SET,
     "en": "Printings not legal in the card set '{card_set}' of {list}: {cards}.",
     "de": "Im Kartenpool „{card_set}“ von {list} nicht erlaubte Drucke: {cards}.",
     "pl": "Wydania niedozwolone w puli kart „{card_set}” według {list}: {cards}."},
    {"code": POD_RESTRICTED,
     "en": "{list}: a restricted card and cards of its pod are in the deck together: {cards}.",
     "de": "{list}: Eine eingeschränkte Karte und Karten ihres Pods sind zusammen im Deck: {cards}.",
     "pl": "{list}: karta ograniczona i karty z jej grupy (pod) są razem w talii: {cards}."},
    {"code": POD,
     "en": "{list}: at most {expected} card of this pod may be in the deck; found {actual}: {cards}.",
     "de": "{list}: Höchstens {expected} Karte dieses Pods darf im Deck sein; gefunden {actual}: {cards}.",
     "pl": "{list}: w talii może być najwyżej {expected} karta z tej grupy (pod); "
           "znaleziono {actual}: {cards}."},
)

CODES = code_entries(TEXTS)

# AGoT's own parse-problem sentences (registered with the game): the ThronesDB reader's
OWN_TEXTS = (
    problem("UNKNOWN_FACTION.thronesdb",
            en="{value!r} is not an AGoT faction code.",
            de="„{value}“ ist kein Fraktionscode von AGoT.",
            pl="„{value}” nie jest kodem frakcji AGoT."),
)

ALL = tuple(c.code for c in CODES) + (UNKNOWN_CARD, COPIES, RESTRICTED_LIST, BANNED, UNRELEASED)
