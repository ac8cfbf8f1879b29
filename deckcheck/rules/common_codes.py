"""Codes every game has, registered once per game prefix (L5R_, AGOT_, WHI_)."""
from deckcheck.rules.codes import register

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
    "UNRELEASED": dict(
        en="Cards not yet released on {date}: {cards}.",
        de="Am {date} noch nicht erschienene Karten: {cards}.",
        pl="Karty jeszcze niewydane w dniu {date}: {cards}."),
}


def register_common(prefix: str) -> None:
    for suffix, texts in COMMON.items():
        register(f"{prefix}_{suffix}", **texts)


for _prefix in ("L5R", "AGOT", "WHI"):
    register_common(_prefix)
