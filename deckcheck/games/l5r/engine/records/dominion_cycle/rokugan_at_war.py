"""Records of the cards first printed in Rokugan at War (Dominion Cycle). Tests in
tests/test_l5r_records_dominion_cycle.py."""
from __future__ import annotations


from deckcheck.games.l5r.engine.records.dsl import (
    OnlyAttachments,
    card,
    helps,
    statics,
)
from deckcheck.games.l5r.engine.ops.statics import RefillTo
from deckcheck.games.l5r.engine.records.words import (
    NEVER_REVEALED,
    NO_CARDS,
    NO_CHARACTERS,
    PLAYER_NEVER_DEFENDS,
    province,
)


# -- records -----------------------------------------------------------------------------------
card("city-of-the-rich-frog", "City of the Rich Frog",
     note="Refilled to 3 cards instead of 1 (play_rules.refill reads its RefillTo); filled to 3 "
          "after setup, after the dynasty mulligan (setup.after_setup); "
          "Eminent (faceup, never the stronghold province) changes nothing here: the player's "
          "provinces are never attacked and setup puts the strongest one under the stronghold.")

statics("city-of-the-rich-frog", RefillTo(3))

card("a-season-of-war", "A Season of War",
     missing=(helps("discards and refills every province faceup, then an additional dynasty "
                    "phase without fate: the engine's round has one dynasty phase"),),
     note="Rally is a keyword the engine plays.")

card("pledge-of-loyalty", "Pledge of Loyalty", inert=f"a province's interrupt: {NEVER_REVEALED}")

card("cycle-of-rebirth", "Cycle of Rebirth",
     missing=(helps("shuffles a card of a province back into its deck and refills the province "
                    "faceup: the engine has no effect choosing a province's card to shuffle "
                    "away"),))

card("scouted-terrain", "Scouted Terrain",
     missing=(helps("attacking the opponent's stronghold province once 4 of its provinces are "
                    "faceup (the engine keeps the stronghold province for last)"),))

province("shrug-off-despair", "Shrug Off Despair", "moves a conflict at another of its provinces")

card("white-horde-vanguard", "White Horde Vanguard",
     inert=f"protects it from the opponent's bows and moves: {NO_CARDS}",
     note="No attachments except Weapon (its host rule).")

statics("white-horde-vanguard", OnlyAttachments(("weapon",)))

card("akodo-reserve-company", "Akodo Reserve Company",
     missing=(helps("with a Battlefield in play, switching places with a participant"),),
     note="No attachments except Weapon (its host rule); Rally is read from the text.")

statics("akodo-reserve-company", OnlyAttachments(("weapon",)))

card("captivating-story", "Captivating Story",
     missing=(helps("+1 political per faceup province of the player, and 1 fate of the character "
                    "to honor it"),))

card("countryside-trader", "Countryside Trader",
     inert="resolves an ability printed on the attacked province: the passive opponent's "
           "provinces have none")

card("educated-heimin", "Educated Heimin",
     missing=(helps("choosing the card a province is refilled with among the top 2 (or 4)"),))

card("field-of-ruin", "Field of Ruin",
     missing=(helps("a Battlefield on a province, discarding its cards as the conflict phase "
                    "begins"),))

card("garanto-guardian", "Garanto Guardian", inert=f"wins a conflict as the defender: {PLAYER_NEVER_DEFENDS}")

card("governor-s-spy", "Governor's Spy",
     missing=(helps("turning the player's province cards facedown and sorting them among the "
                    "provinces"),))

card("kakita-yoshi-2", "Kakita Yoshi",
     inert=f"dishonors up to X characters after a political win: {NO_CHARACTERS}, so it chooses "
           "none")

card("kakudaira", "Kakudaira",
     missing=(helps("Eminent: faceup from the start, its facedown cards revealed as each phase "
                    "begins (the engine plays the player's provinces facedown and without "
                    "text)"),))

card("ninkatoshi", "Ninkatoshi",
     missing=(helps("Eminent: each of the opponent's other provinces gets -1 strength (the engine "
                    "plays the player's provinces facedown and without text)"),))

card("our-foe-does-not-wait", "Our Foe Does Not Wait",
     missing=(helps("after passing a conflict, a card of the top 8 dynasty cards put faceup "
                    "into a province"),))

card("paralyzing-delicacy", "Paralyzing Delicacy",
     inert=f"-1 military per facedown card of its controller's provinces: {NO_CHARACTERS}, and "
           "the player's own could only lose by it")

card("prepared-ambush", "Prepared Ambush",
     missing=(helps("a Battlefield letting the player play the characters of its provinces into "
                    "a conflict at the attached province"),))

card("recalled-defenses", "Recalled Defenses",
     missing=(helps("moves a province card to the stronghold province: the engine's "
                    "stronghold province holds no dynasty card"),))

card("serene-ise-zumi", "Serene Ise Zumi",
     missing=(helps("played as an attachment for 2 less; the engine plays it as a character "
                    "only"),),
     note="Sincerity is read from the text.")

province("sharing-shinsei-s-wisdom", "Sharing Shinsei's Wisdom", "after it is revealed")

card("wandering-mediator", "Wandering Mediator",
     missing=(helps("moving itself in during a conflict at an Air province (the passive "
                    "opponent's provinces have no elements in the engine)"),))
