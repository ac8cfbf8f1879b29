"""Records of the cards first printed in Vessel of the Winds (Bloodquest Cycle). Tests in
tests/test_whi_records_bloodquest_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    attached,
    card,
    constant,
    corrupt,
    each,
    forced,
    helps,
    modify,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
)
from deckcheck.goldfish.abilities.records import THIS
from deckcheck.games.whi.engine.records.bloodquest_cycle.shared import (
    BLACK_ARK,
    BODYGUARD,
)


card("09061", "Windcatcher Prism",
     missing=(helps("Resources for random discards (its host, a Hero or legend, is a rule the "
                    "engine does not read: it is never played)."),))
# "Each of your attacking units gains [Power]."
card("09062", "Gorbad Ironclaw", constant(modify(each(units(), state="attacking"), 1)))
card("09063", "Brom Longbellow", inert=f"Acts when the capital takes combat damage: "
     f"{NO_ATTACKS}.")
card("09064", "Ale Hall",
     missing=(helps("Discarding a quest or Grudge card for [Power]: the pilot has no plan for "
                    "it."),))
card("09065", "Honouring the Ancestors", inert=f"Puts a defender into play: {NO_ATTACKS}.")
card("09066", "Da Immortulz", missing=(helps(BODYGUARD),))
card("09067", "Morglor the Mangler",
     missing=(helps("+2 damage in combat (and +4 more for a legend while opposed): its host, "
                    "an Orc unit or legend, is a rule the engine does not read, so it is never "
                    "played."),))
card("09068", "Master Engineer",
     missing=(helps("A Siege or Fortification from hand into play for 1 resource: not "
                    "modeled."),))
# "Attach to an [Empire] unit you control. Kingdom. Attached unit gains Counterstrike 3. Quest.
# Attached unit gets +4 hit points. Battlefield. Attached unit gains [Power][Power]." (each part
# in the zone it names: Counterstrike only matters when defending)
card("09069", "Runefang of Drakwald",
     constant(modify(attached(), 4, stat="hit_points"), zone="quest"),
     constant(modify(attached(), 2), zone="battlefield"))
card("09070", "Learned Mage",
     missing=(helps("Damaging itself to order the top card of a deck: the pilot has no plan "
                    "for it."),))
card("09071", "Echoes of Magic", inert="Answers a quest just played; the passive opponent "
     "plays none.")
card("09072", "Xirat'p",
     missing=(helps("Corrupting itself to play a Spell from the top of the deck: not "
                    "modeled."),))
card("09073", "P'tarix",
     missing=(helps("Corrupting itself to put a Spell from hand on top of the deck: not "
                    "modeled."),))
card("09074", "Elkana", missing=(helps("Black Ark tokens for [Power]: not modeled."),))
card("09075", "Temple of Spite", missing=(helps(BLACK_ARK),))
card("09076", "Mage-Priest of Itza",
     missing=(helps("Five cards of the discard pile back into the deck: not modeled."),))
# "Battlefield only. This unit enters play corrupted. Action: When this unit enters or leaves
# play, deal 2 damage to target unit..." (only the player's own units are there: not used)
card("09077", "Clan Eshin Mutant", forced(ENTERS_PLAY, corrupt(THIS), about="self"))
card("09078", "Gathering the Horde",
     missing=(helps("Its tokens putting Orc units of the top of the deck into play: not "
                    "modeled."),))
card("09079", "Pleasure Cults",
     missing=(helps("An Invasion quest played into the opponent's zone: not modeled."),))
card("09080", "Secret Crypts",
     missing=(helps("Tokens for Undead units entering play, spent on returning one: not "
                    "modeled."),))
