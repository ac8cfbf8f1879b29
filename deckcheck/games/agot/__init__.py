"""A Game of Thrones: The Card Game, second edition (FFG LCG, 2015-2021)."""
from pathlib import Path

from deckcheck.games.agot import codes
from deckcheck.games.base import Game, SheetSection

GAME = Game(
    id="agot",
    names={"en": "A Game of Thrones: The Card Game (Second Edition)",
           "de": "A Game of Thrones: Der Eiserne Thron – Das Kartenspiel (Zweite Edition)",  # seed 001
           "pl": "Gra o Tron: Gra karciana (druga edycja)"},
    code_prefix="AGOT",
    codes=codes.CODES,
    texts=codes.OWN_TEXTS,
    fixes="deckcheck.games.agot.fixes",
    formats_module="deckcheck.games.agot.formats",
    vocabulary=Path(__file__).with_name("decklists.yaml"),
    order=2,
    json_readers=("deckcheck.games.agot.thronesdb", "deckcheck.games.agot.throneteki",
                  "deckcheck.games.agot.codelist"),
    octgn_game_ids=("30c200c9-6c98-49a4-a293-106c06295c05",),
    deck_writers=("deckcheck.games.agot.thronesdb_writer", "deckcheck.games.agot.throneteki_writer"),
    deck_sites="deckcheck.games.agot.deck_sites",
    importer="card_db.importers.agot",
    engine="deckcheck.games.agot.engine",
    pages=Path(__file__).with_name("pages"),
    deck_stats="deckcheck.games.agot.deck_stats",
    sheet_sections=(
        SheetSection("agenda", {"en": "Agenda", "de": "Agenda", "pl": "Agenda"}, types=("agenda",)),
        SheetSection("plot_deck", {"en": "Plot deck", "de": "Strategiestapel", "pl": "Talia intryg"},
                     types=("plot",)),
        SheetSection("draw_deck", {"en": "Draw deck", "de": "Nachziehstapel", "pl": "Talia dobierania"},
                     types=("character", "location", "attachment", "event")),
    ),
    card_fields="deckcheck.games.agot.card_fields",
)
