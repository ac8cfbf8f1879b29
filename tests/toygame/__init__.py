"""Toy Tavern: a made-up fourth game defined entirely here, for the registry tests.

Everything a game brings is in this folder: the record (``GAME``), one violation code in
en/de/pl (``codes.py``), one rule and one format (``formats.py``), the decklist words
(``decklists.yaml``), its own card field (``card_fields.py``), a card importer (``importer.py``) reading a snapshot folder laid
out like ``shared/carddata`` (``data/toy/cards.json``) and a tiny goldfish engine (``engine.py``). Nothing outside this folder knows
the game: the tests register it (``deckcheck.games.register_game``) and unregister it.
"""
from pathlib import Path

from deckcheck.games.base import Game
from toygame import codes

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"            # the carddata root of the toy game: data/toy/cards.json

GAME = Game(
    id="toy",
    names={"en": "Toy Tavern", "de": "Spielzeugschenke", "pl": "Zabawkowa Karczma"},
    code_prefix="TOY",
    codes=codes.CODES,
    formats_module="toygame.formats",
    vocabulary=HERE / "decklists.yaml",
    order=4,
    faction_word="colour",
    importer="toygame.importer",
    card_fields="toygame.card_fields",
    engine="toygame.engine",
)
