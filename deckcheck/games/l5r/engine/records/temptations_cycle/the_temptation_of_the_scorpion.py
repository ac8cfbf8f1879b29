"""Records of the cards first printed in The Temptation of the Scorpion (Temptations Cycle). Tests in
tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    card,
    forced,
    helps,
    hurts,
    lose_honor,
    participating,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_DEFENDS,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    restrict,
)


card("solitary-hero", "Solitary Hero",
     inert=f"covert and removing fate from other participants with less military skill: "
           f"{NEVER_DEFENDS} and {NO_CHARACTERS}")

card("arrogant-kakita", "Arrogant Kakita",
     inert=f"the duel it must initiate after defenders are declared: {NO_DUELS}; Pride is read "
           "from the text")

card("iuchi-soulweaver", "Iuchi Soulweaver",
     missing=(helps("Dire: counted as participating (without bowing) in each conflict another "
                    "of the player's characters attacks in"),))

card("promising-youth", "Promising Youth",
     missing=(helps("played as an attachment (+2/+2, a character again when its host leaves "
                    "play); the engine plays it as a character only"),))

card("unleashed-experiment", "Unleashed Experiment",
     forced(CONTEST_DECLARED, lose_honor(2), about="any", when=(participating(),)),
     note="The 2 honor of its additional cost is lost when it is declared as an attacker (the "
          "pilot does not weigh it). Dire blanks no ability: it has no other.")

card("an-agreeable-arrangement", "An Agreeable Arrangement",
     inert=f"gives a character to the opponent to bow one of its own: {NO_CHARACTERS}, so it "
           "could only cost the player")

card("blessed-by-fukurokujin", "Blessed By Fukurokujin",
     inert="protects its character from dishonor: the passive opponent never dishonors the "
           "player's characters; +1/+1 is printed and played")

card("dark-resurrection", "Dark Resurrection",
     missing=(helps("up to 3 cheap characters of the dynasty discard pile put into a military "
                    "conflict dishonored"),))

card("enraged", "Enraged", inert="no text beyond its skill bonus: +2/-2 is printed and played")

card("meticulous-scout", "Meticulous Scout",
     inert="blanks one of the opponent's provinces: the passive opponent's provinces have no text")

card("mushin-no-shin", "Mushin no Shin",
     inert=f"cancels abilities targeting the player's character: {NO_CARDS}")

card("reconnaissance", "Reconnaissance",
     missing=(helps("discarding cards from the player's provinces with 5 more honor than the "
                    "opponent"),))

card("shadow-step", "Shadow Step",
     missing=(helps("one of the player's characters removed and put into play again"),))

card("talented-performer", "Talented Performer",
     missing=(hurts("must be the target of each of the player's events, if able"),))

card("the-skin-of-fu-leng", "The Skin of Fu Leng",
     inert=f"triggers the abilities of characters without fate as their controller: "
           f"{NO_CHARACTERS}, and the player controls its own already",
     note="Attach to a unique character (its host rule); +3 political and Restricted are "
          "printed and played.")

restrict("the-skin-of-fu-leng", when("mb_host_unique"))

card("the-western-wind", "The Western Wind",
     missing=(helps("characters of the top 8 dynasty cards put into a province, one per faceup "
                    "province of the opponent"),))

card("untainted", "Untainted",
     missing=(helps("after a won conflict at its province, a status token discarded for 1 "
                    "honor"),))

card("whispers-of-power", "Whispers of Power",
     inert=f"+3 political per opposing character without fate: {NO_CHARACTERS}")

card("yogo-junzo", "Yogo Junzo",
     missing=(helps("moving fate from one of the player's characters back to the pool"),),
     note=f"Its Dire action discards fate from a character: {NO_CHARACTERS}, and the player's "
          "own could only lose it.")

card("young-philosopher", "Young Philosopher", inert="no text: its printed skills and glory are played")
