"""Codes every game has: ``<PREFIX>_UNKNOWN_CARD`` & co., registered with each game
under its code prefix (L5R_, AGOT_, WHI_) by ``deckcheck.games.register_game``; one
catalogue entry each (``msgctxt`` ``*_UNKNOWN_CARD`` & co.) serves every prefix."""
from deckcheck.rules.codes import Code

COMMON = {
    "UNKNOWN_CARD": dict(
        en="Unknown card ids: {ids}.",
        de="Unbekannte Karten-IDs: {ids}.",
        pl="Nieznane identyfikatory kart: {ids}."),
    "COPIES": dict(
        en="{title}: {actual} copies; at most {expected} allowed.",
        de="{title}: {actual} Kopien; erlaubt: höchstens {expected}.",
        pl="{title}: liczba kopii {actual}; dozwolone najwyżej {expected}."),
    "RESTRICTED_LIST": dict(
        en="Cards of {actual} titles from the restricted list ({list}): {cards}; at most {expected} title is allowed.",
        de="Karten von {actual} Titeln der Liste eingeschränkter Karten ({list}): {cards}; erlaubt ist höchstens {expected} Titel.",
        pl="Karty {actual} tytułów z listy kart ograniczonych ({list}): {cards}; dozwolony jest najwyżej {expected} tytuł."),
    "BANNED": dict(
        en="Banned cards ({list}): {cards}.",
        de="Verbotene Karten ({list}): {cards}.",
        pl="Karty zakazane ({list}): {cards}."),
    # a decklist line (or entry) that was not read: the deck cannot be legal (fail closed);
    # {problem} is the reader's own sentence ("Line 12: no card is named ...") in the language
    "UNREAD_LINE": dict(
        en="{problem} A deck with a line that was not read is never reported legal.",
        de="{problem} Ein Deck mit einer nicht gelesenen Zeile gilt nie als legal.",
        pl="{problem} Talia z nieodczytanym wierszem nigdy nie jest uznawana za legalną."),
    "UNRELEASED": dict(
        en="Cards not yet released on {date}: {cards}.",
        de="Am {date} noch nicht erschienene Karten: {cards}.",
        pl="Karty jeszcze niewydane w dniu {date}: {cards}."),
}


def common_codes(prefix: str) -> tuple[Code, ...]:
    """The shared codes under one game's prefix."""
    return tuple(Code(f"{prefix}_{suffix}", **texts, context=f"*_{suffix}") for suffix, texts in COMMON.items())
