"""Warhammer: Invasion (FFG LCG, 2009-2013)."""
from pathlib import Path

from deckcheck.games.base import Game, SheetSection
from deckcheck.games.whi import codes

GAME = Game(
    id="whi",
    names={"en": "Warhammer: Invasion",
           "de": "Warhammer: Invasion – Das Kartenspiel",               # seed 004
           "pl": "Warhammer: Inwazja"},                                 # Galakta's edition
    code_prefix="WHI",
    codes=codes.CODES,
    fixes="deckcheck.games.whi.fixes",
    formats_module="deckcheck.games.whi.formats",
    vocabulary=Path(__file__).with_name("decklists.yaml"),
    order=3,
    deck_faction_field="capital",
    faction_word="race",
    importer="card_db.importers.whi",
    engine="deckcheck.games.whi.engine",
    pages=Path(__file__).with_name("pages"),
    deck_stats="deckcheck.games.whi.deck_stats",
    sheet_sections=(SheetSection("deck", {"en": "Deck", "de": "Deck", "pl": "Talia"}),),
)
