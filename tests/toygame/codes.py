"""The toy game's one code of its own (the shared TOY_COPIES & co. come with the prefix)."""
from deckcheck.rules.codes import CodeTable

_TABLE = CodeTable()

TWO_COLOURS = _TABLE.define(
    "TOY_TWO_COLOURS",
    en="Red and blue cards cannot share a deck; cards of the smaller colour ({actual}): {cards}.",
    de="Rote und blaue Karten dürfen nicht in einem Deck sein; Karten der kleineren Farbe "
       "({actual}): {cards}.",
    pl="Czerwone i niebieskie karty nie mogą być w jednej talii; karty mniej licznego koloru "
       "({actual}): {cards}.")

CODES = _TABLE.codes()
