"""Records of the cards first printed in the Draft Pack (cards of the draft format). One test
each in tests/test_l5r_records_draft_pack.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.records.dsl import card, helps
from deckcheck.games.l5r.engine.records.words import NEVER_REVEALED, province

ALLIED = "deck building only (draft format): which out-of-clan cards the deck may hold"


# -- Draft Pack -------------------------------------------------------------------------------------
province("empty-pockets", "Empty Pockets", "the opponent loses a card, fate and honor when revealed")

province("enticing-wares", "Enticing Wares", "bows an attacker in a conflict at this province")

province("fruitful-crossroads", "Fruitful Crossroads", "answers this province breaking")

card("noteworthy-deeds", "Noteworthy Deeds", inert=f"a province's action: {NEVER_REVEALED}")

province("overlooked-virtues", "Overlooked Virtues", "honors a character when revealed")

card("closed-shell-castle", "Closed Shell Castle",
     missing=(helps("bows and spends its honor token to ready a character (once a game): not "
                    "played"),),
     note="Choosing a clan at the start of the game is deck building (draft format).")

for _code, _name in (("allied-with-the-crab", "Allied with the Crab"),
                     ("allied-with-the-crane", "Allied with the Crane"),
                     ("allied-with-the-dragon", "Allied with the Dragon"),
                     ("allied-with-the-lion", "Allied with the Lion"),
                     ("allied-with-the-phoenix", "Allied with the Phoenix"),
                     ("allied-with-the-scorpion", "Allied with the Scorpion"),
                     ("allied-with-the-unicorn", "Allied with the Unicorn"),
                     ("allies-of-convenience", "Allies of Convenience")):
    card(_code, _name, inert=ALLIED)
