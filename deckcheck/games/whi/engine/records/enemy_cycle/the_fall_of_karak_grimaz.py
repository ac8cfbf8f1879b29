"""Records of the cards first printed in The Fall of Karak Grimaz (Enemy Cycle). Tests in
tests/test_whi_records_enemy_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    COMBAT_DAMAGE,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THIS,
    action,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    cost,
    develop_top,
    each,
    forced,
    gain,
    helps,
    modify,
    reaction,
    search,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MILLS,
    NO_HAND,
    NO_UNITS,
    OPPONENT_ONLY,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.enemy_cycle.shared import (
    PUMP,
)


# Master Rune of Spite: "Rune. Action: Each unit deals damage to itself equal to its power."
card("04021", "Master Rune of Spite", inert=OWN_ONLY.format("units (all of them)"))

# Grudgebearer: "This unit gains [Power] for each resource token on it. Forced: When one of
# your other [Dwarf] units leaves play, put a resource token on this card."
card("04024", "Grudgebearer",
     constant(modify(THIS, 1), per=cond("tokens")),
     forced(LEAVES_PLAY, tokens(1),
            when=(cond("decks_a_event_card", units(races=("dwarf",), other=True)),)),
     note="A Dwarf unit card leaving play as a facedown development also counts (the engine's "
          "leaving-play event does not say from where).")

# Ancestral Tomb: "Building. Action: When this card enters play, put the top two cards of your
# deck into this zone as developments." (not with fewer than 8 cards left in the deck)
card("04023", "Ancestral Tomb",
     reaction(ENTERS_PLAY, develop_top(2), about="self",
              when=(cond("decks_a_deck_at_least", 8),)))

# Stunty Smasha: "Warrior. Action: Sacrifice this unit to destroy target development."
card("04030", "Stunty Smasha", inert=OWN_ONLY.format("developments"))

# Wilhelm of the Osterknacht: "Hero. Knight. Action: When this unit attacks, move one unit from
# the defending zone to another zone controlled by the same player." [004 ZdF 25]
card("04025", "Wilhelm of the Osterknacht", inert=f"Moves a defending player's unit: {NO_UNITS}.")

# "Action: When this unit enters play, search the top five cards of your deck for any number of
# Rune cards ... and put them into your hand."
card("04022", "Runesmith Apprentice",
     reaction(ENTERS_PLAY, search(cards(traits=("Rune",)), top=5), about="self"),
     missing=(helps("Every Rune card of the five, not only the first."),))
card("04026", "Called Back", inert=OWN_ONLY.format("units"))
card("04027", "Scroll of Asur",
     missing=(helps("Ordering the top five cards of the deck: the pilot has no plan for it."),))
# "Kingdom. Action: When you play a Spell card, gain 1 resource." (each Spell)
card("04028", "Watchstone of Athel Tamarha",
     reaction(CARD_PLAYED, gain(1), when=(cond("event_card", cards(traits=("Spell",))),),
              limit=0))
# "This unit gains [Power] and +1 hit points for every other copy of "Followers of Skarsnik"
# you control."
SKARSNIK = each(units(names=("Followers of Skarsnik",), other=True))
card("04029", "Followers of Skarsnik",
     constant(modify(THIS, 1, per=SKARSNIK), modify(THIS, 1, stat="hit_points", per=SKARSNIK)))
# "Attach to a target [Orc] unit. Attached unit gains [Power] for each resource token on this
# card. Forced: When attached unit deals combat damage, put 1 resource token on this card."
card("04031", "Savage Rage",
     constant(modify(attached(), 1, per="tokens")),
     forced(COMBAT_DAMAGE, tokens(1), when=(cond("attached_dealt_damage"),)))
card("04032", "Fanatic Frenzy",
     missing=(helps("[Power] per damaged unit for a battlefield unit, sacrificed at the end of "
                    "the turn: the pilot has no plan for when that pays."),))
# "Quest. Action: Discard 1 resource token from this card to have target unit in the
# battlefield gain [Power] until the end of the turn. Forced: Place 1 resource token on this
# card at the beginning of your turn if a unit is questing here."
card("04033", "Smash 'em, Bash 'em",
     forced(ROUND_BEGINS, tokens(1), when=(cond("questing_here"),)),
     action(modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND),
            costs=(cost("remove_tokens", 1),), when=PUMP, phases=BATTLE))
card("04034", "Effulgent Boils", inert=f"Corrupts the unit it is attached to for good: "
     f"{OPPONENT_ONLY}.", pilot="never")
card("04035", "Grandfather's Call",
     missing=(helps("Sacrificing a unit to take the Disease cards of the top five: the pilot "
                    "has no plan for it."),))
card("04036", "Vanguard of Woe", inert=f"Makes an opponent discard: {NO_HAND}.")
card("04037", "Helbane's Raiders", inert=f"Acts when an opponent discards from hand: {NO_HAND}.")
# "Limited. Kingdom. This card gains [Power][Power] if there are at least two units in this
# zone."
card("04038", "Bottomless Mine",
     constant(modify(THIS, 2), when=(cond("units_in_zone_at_least", 2),)))
card("04039", "Dark Abyss", inert=MILLS)
card("04040", "Long Winter",
     missing=(helps("One of the player's developments back into hand: the pilot has no plan "
                    "for it."),))
