"""Records of the cards first printed in In Pursuit of Truth (Dominion Cycle). Tests in
tests/test_l5r_records_dominion_cycle.py."""
from __future__ import annotations


from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    card,
    conflict_type,
    draw,
    helps,
    participating,
    reaction,
    take_honor,
)
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NO_CHARACTERS,
    NO_EVENTS,
    province,
    restrict,
)


card("makeshift-war-camp", "Makeshift War Camp",
     inert=f"during a conflict at the attached province of the player: {NEVER_ATTACKS}")

card("tsuma", "Tsuma",
     missing=(helps("Eminent: starts face up, and each character played from it enters play "
                    "honored (the engine keeps the player's provinces facedown and gives province "
                    "cards no abilities)"),))

card("silent-ones-monastery", "Silent Ones Monastery",
     missing=(helps("Eminent: faceup from the start, the opponent gains no more than 2 honor a "
                    "phase (the engine plays the player's provinces facedown)"),))

card("asahina-augur", "Asahina Augur",
     missing=(helps("discarding cards from the player's provinces to refill them (3 times a "
                    "round)"),))

card("blatant-swindler", "Blatant Swindler", inert=f"the opponent moves a participant home: {NO_CHARACTERS}")

province("courteous-greeting", "Courteous Greeting", "during a conflict at an Earth province")

card("cursecatcher", "Cursecatcher",
     inert="cancels a province's triggered ability: the passive opponent's provinces have none")

card("hunting-falcon", "Hunting Falcon",
     inert="looks at a facedown province: the passive opponent's provinces hold nothing to "
           "see; +1 military is printed and played")

card("kitsuki-chiari", "Kitsuki Chiari",
     inert=f"after one of the player's provinces is revealed: {NEVER_ATTACKS}")

card("lost-papers", "Lost Papers",
     inert=f"bows the character with the most fate: {NO_CHARACTERS}, so only the player's own "
           "could be bowed; Rally is read from the text")

card("mantra-of-void", "Mantra of Void", inert="answers the opponent declaring a conflict: it never does")

card("master-tactician", "Master Tactician",
     missing=(helps("with a Battlefield in play, playing the top card of the conflict deck"),))

card("return-from-shadows", "Return From Shadows",
     inert="blanks one of the opponent's provinces: the passive opponent's provinces have no text")

card("scholar-of-old-rempet", "Scholar of Old Rempet",
     inert=f"immunity to events: {NO_EVENTS}; Rally is read from the text")

card("shori", "Shori",
     missing=(helps("an extra military conflict for a Champion host"),),
     note="Attach to a unique Lion character (its host rule); +4/+1, Ancestral and Restricted "
          "are printed and played.")

restrict("shori", when("dc_host_unique_clan", "lion"))

card("shrewd-investigator", "Shrewd Investigator", inert=f"looks at the opponent's hand: {HOLDS_NO_HAND}")

card("student-of-the-tao", "Student of the Tao",
     inert=f"moves home a character the player does not control: {NO_CHARACTERS}; Rally is "
           "read from the text")

card("studious", "Studious",
     reaction(CONTEST_WON, draw(1), about="any", when=(when("mb_host_participating"),)),
     missing=(helps("sincerity for its character"),),
     note="Attach to a Scholar (its host rule): its character draws 1 after it wins a conflict; "
          "+1 political is printed and played.")

restrict("studious", when("uni_host_trait", "scholar"))

card("study-the-natural-world", "Study the Natural World",
     missing=(helps("the attacked province's elements added to the contested ring (the passive "
                    "opponent's provinces have no elements in the engine)"),))

card("the-wealth-of-the-crane", "The Wealth of the Crane",
     missing=(helps("a card of the top 10 dynasty cards put faceup into each province"),))

card("third-whisker-sneak", "Third Whisker Sneak",
     reaction(CONTEST_WON, game("look_take", 5, "shuffle"), about="any", when=(participating(),)),
     note="Every conflict it wins is unopposed; X is 5 (the player's provinces never break): "
          "the dearest card of the top 5 the player can pay for goes to the hand.")

card("way-with-words", "Way With Words",
     reaction(CONTEST_WON, take_honor(1), about="any",
              when=(when("mb_host_participating"), conflict_type("political"))),
     note="Its character takes 1 honor after winning a political conflict; +1 political is "
          "printed and played.")
