"""Records of the cards first printed in Portent of Doom (Bloodquest Cycle). Tests in
tests/test_whi_records_bloodquest_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    action,
    card,
    cards,
    choose,
    cond,
    cost,
    forced,
    helps,
    hurts,
    modify,
    tactic,
    tokens,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_UNITS,
    OPPONENT_CARD_ONLY,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import BATTLE
from deckcheck.games.whi.engine.cards import QUEST_CARD
from deckcheck.goldfish.abilities.records import THIS
from deckcheck.games.whi.engine.records.bloodquest_cycle.shared import (
    BODYGUARD,
)


PUMP = (cond("before_combat_damage"), cond("burns_with", 1))

card("09081", "Eye of Sheerian",
     missing=(helps("Looking at and discarding top cards of a deck (its host, a Hero or "
                    "legend, is a rule the engine does not read: it is never played)."),))
card("09082", "Skarbrand",
     missing=(helps("Each player takes 1 damage whenever a unit leaves play: not modeled."),
              hurts("The player's own capital takes it too.")))
card("09083", "Spirit Slayer", inert=f"Makes units of a trait defend: {NO_UNITS}.")
card("09084", "Strollaz's Banner",
     missing=(helps("A unit of the discard pile back into the deck and a quest token whenever "
                    "a unit enters its zone: not modeled."),))
card("09085", "Roving Goblins",
     missing=(helps("More units questing on one quest, and a token for it: not modeled."),))
# "Action: Put 1 resource token on target quest for each unit questing here." (one unit quests
# on a quest in this engine)
card("09086", "Progress In Numbers",
     tactic(tokens(1, choose(cards(kinds=(QUEST_CARD,)), state="has_quester"))))
card("09087", "Carroburg Cutthroats", inert="Takes a resource from an opponent; the passive "
     "opponent has none.")
card("09088", "The Sealed Vaults",
     missing=(helps("Three cards of the deck discarded for resources: the pilot has no plan "
                    "for it."),))
# "This unit enters play with 1 resource token on it. Action: Remove 1 resource token from a
# unit you control to have this unit gain [Power] until the end of the turn." (its own token)
card("09089", "Prince Althran",
     forced(ENTERS_PLAY, tokens(1), about="self"),
     action(modify(THIS, 1, until=UNTIL_ROUND), costs=(cost("remove_tokens", 1),),
            when=(cond("attacking"), *PUMP), phases=BATTLE),
     missing=(helps("Tokens of the player's other units paying for it too."),))
card("09090", "Mage of Loec", inert="Cancels an action just triggered; the passive opponent "
     "triggers none.")
card("09091", "Fleeting Shade", inert=f"Black Ark tokens for Toughness: {NO_DAMAGE}.")
card("09092", "Possess Mind", inert=f"Its unit damages its controller's units: {OPPONENT_CARD_ONLY}.",
     pilot="never")
card("09093", "Murderlust",
     missing=(helps("Sacrificing a unit to restore two: the pilot has no plan for it."),))
card("09094", "Swords of Chaos", missing=(helps(BODYGUARD),))
card("09095", "Northern Forge",
     missing=(helps("Corrupting itself to put an attachment from hand into play: not "
                    "modeled."),))
card("09096", "Council of Thirteen",
     missing=(hurts("Each turn it discards the top card of the deck (a card drawn if a unit of "
                    "that cost dies): not modeled."),))
card("09097", "Ghostly Apparition", inert=f"Protects an Undead unit: {NO_DAMAGE}, and the "
     "passive opponent plays no card effects.")
card("09098", "Shield of the Gods", inert=f"Lizardmen defend any zone: {NO_ATTACKS}.")
card("09099", "Unstable Flux",
     missing=(helps("Tokens for Spells, spent on damage to each player by the top cards: not "
                    "modeled."),))
card("09100", "Border Patrol", inert=f"Acts when a zone is attacked: {NO_ATTACKS}.")
