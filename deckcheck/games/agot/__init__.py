"""A Game of Thrones: The Card Game, second edition (FFG LCG, 2015-2021)."""
from pathlib import Path

from deckcheck.games.agot import codes
from deckcheck.games.base import Game

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
    importer="card_db.importers.agot",
    engine="deckcheck.games.agot.engine",
    card_fields="deckcheck.games.agot.card_fields",
)
