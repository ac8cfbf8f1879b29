"""Legend of the Five Rings: The Card Game (FFG LCG, 2017-2021)."""
from pathlib import Path

from deckcheck.games.base import Game, SheetSection
from deckcheck.games.l5r import codes

GAME = Game(
    id="l5r",
    names={"en": "Legend of the Five Rings: The Card Game",
           "de": "Legend of the Five Rings: Das Kartenspiel",         # seed 000
           "pl": "Legenda Pięciu Kręgów: Gra karciana"},              # seed 002
    code_prefix="L5R",
    codes=codes.CODES,
    texts=codes.OWN_TEXTS,
    fixes="deckcheck.games.l5r.fixes",
    formats_module="deckcheck.games.l5r.formats",
    vocabulary=Path(__file__).with_name("decklists.yaml"),
    order=1,
    json_readers=("deckcheck.games.l5r.fiveringsdb",),
    octgn_game_ids=("bb0f02e7-2a6f-4ae3-84a2-c501b4176844",),   # the L5R LCG OCTGN plugin
    deck_writers=("deckcheck.games.l5r.emeralddb_writer",),
    deck_sites="deckcheck.games.l5r.deck_sites",
    importer="card_db.importers.l5r",
    engine="deckcheck.games.l5r.engine",
    pages=Path(__file__).with_name("pages"),
    deck_stats="deckcheck.games.l5r.deck_stats",
    sheet_sections=(
        SheetSection("stronghold", {"en": "Stronghold", "de": "Festung", "pl": "Twierdza"},
                     types=("stronghold",)),
        SheetSection("role", {"en": "Role", "de": "Rolle", "pl": "Rola"}, types=("role",)),
        SheetSection("provinces", {"en": "Provinces", "de": "Provinzen", "pl": "Prowincje"},
                     types=("province",)),
        SheetSection("dynasty_deck", {"en": "Dynasty deck", "de": "Dynastiedeck", "pl": "Talia dynastii"},
                     side="dynasty"),
        SheetSection("conflict_deck", {"en": "Conflict deck", "de": "Konfliktdeck", "pl": "Talia konfliktu"},
                     side="conflict"),
    ),
    card_fields="deckcheck.games.l5r.card_fields",
)
