"""Records of the cards first printed in Arcane Fire (Corruption Cycle). Tests in
tests/test_whi_records_corruption_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    UNTIL_ROUND,
    card,
    cards,
    choose,
    cond,
    constant,
    damage_capital,
    each,
    forced,
    helps,
    modify,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MAIN,
    NO_ATTACKS,
    NO_DAMAGE,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, THE_PLAYER
from deckcheck.games.whi.engine.records.corruption_cycle.shared import (
    PUMP3,
)


# Easy Pickin's: "Action: The unit in play with the lowest printed cost must be sacrificed."
card("02112", "Easy Pickin's", inert=OWN_ONLY.format("units"))

card("02102", "Rune of Hearth and Home", inert=f"Heals the player's capital: {NO_DAMAGE}.")
card("02103", "Hewn From the Mountain", inert=f"Power for defenders: {NO_ATTACKS}.")
card("02104", "Helblaster Crew",
     missing=(helps("Moving an attachment to another unit of the zone as it enters play: the "
                    "pilot has no plan for it."),))
card("02105", "Sigmar's Brilliance",
     missing=(helps("Moving any of the player's units and supports into new zones: the pilot "
                    "has no plan for it."),))
card("02106", "Protect the Empire", inert=f"Lets its unit defend other zones: {NO_ATTACKS}.")
# "Elite. Forced: When this unit enters play, put the top card of your deck into your
# battlefield as a development."
card("02107", "Ellyrian Reavers",
     forced(ENTERS_PLAY, Effect(GAME_SPECIFIC, 1, THE_PLAYER, value=("develop_into", "battlefield")),
            about="self"))
# "Epic Spell. Play only during your turn. Action: Put into play all units in your discard
# pile."
card("02108", "Morvael's Legacy",
     tactic(put(each(units(), zone="discard")), when=(cond("discard_units_at_least", 1),),
            phases=MAIN))
# "Action: One of your target units gets -1 hit points and gains [Power][Power][Power] until
# the end of the turn."
card("02109", "Charge of the Silver Helms",
     tactic(modify(choose(units(), state="attacking"), 3, until=UNTIL_ROUND),
            modify(choose(units(), state="attacking"), -1, stat="hit_points", until=UNTIL_ROUND),
            when=PUMP3, phases=BATTLE))
card("02110", "Snotling Saboteurs", inert=OWN_ONLY.format("supports and developments"))
card("02111", "Da Brainbusta!", inert=f"Destroys the opponents' units: {NO_UNITS}.")
# "Epic Spell. Play at the beginning of your turn. Action: Deal 8 damage to one section of
# target capital (you choose which section)." (played in the kingdom phase)
card("02114", "Cacophonic Scream", tactic(damage_capital(8), phases=("kingdom",)))
card("02115", "Blessings of Tzeentch",
     missing=(helps("Sacrificing a unit to put a random unit of the top five cards into play: "
                    "the pilot has no plan for when that pays."),))
card("02116", "Slave Driver", inert=f"Stops a unit from attacking or defending: {NO_UNITS}.")
card("02117", "Your Will Is Mine", inert=f"Takes control of the opponent's units: {NO_UNITS}.")
card("02118", "Witch Hag's Curse", inert="Blanks the text of the unit it is attached to: worth "
     f"it only on an opponent's unit, and {NO_UNITS}.", pilot="never")
# "Kingdom. Lower the cost of the first Skaven card you play each turn by 1." (a Skaven card
# played earlier in the turn, before the Lair entered play, is not seen)
card("02119", "Greyseer's Lair",
     constant(modify(each(cards(traits=("Skaven",)), zone="hand"), -1, stat="cost"),
              when=(cond("ability_unused", 1),)),
     forced(CARD_PLAYED, Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="use"),
            when=(cond("event_card", cards(traits=("Skaven",))),), limit=1))
card("02120", "Plague Monk",
     missing=(helps("Looking at the top two cards of its deck and discarding any whenever the "
                    "player plays a Spell: not modeled."),))
