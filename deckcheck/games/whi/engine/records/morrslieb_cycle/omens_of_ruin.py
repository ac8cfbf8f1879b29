"""Records of the cards first printed in Omens of Ruin (Morrslieb Cycle). Tests in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    ENTERS_PLAY,
    ROUND_BEGINS,
    THIS,
    attached,
    card,
    cond,
    constant,
    corrupt,
    deal_damage,
    develop_top,
    each,
    event_card,
    forced,
    heal,
    helps,
    hurts,
    modify,
    reaction,
    supports,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    MILLS,
    NO_ATTACKS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.morrslieb_cycle.shared import (
    HIDES,
)


# "Action: When this unit attacks or defends, put the top card of your deck into this zone as a
# development."
card("06001", "Ancient Longbeards",
     reaction(CONTEST_DECLARED, develop_top(1), when=(cond("attacking"),)))
# "Building. Support cards in a zone with no developments lose all power." (the player's own:
# Und Dokbar's too)
card("06002", "Und Dokbar",
     constant(modify(each(supports(), state="undeveloped_zone"), -99)))
card("06004", "River Troll", forced(ROUND_BEGINS, heal(THIS, 99)))
card("06005", "Boar Pen", inert=f"Stops units from defending: {NO_ATTACKS}.")
# "War Machine. This unit gains [Power] for each resource token on it. Action: At the beginning
# of your turn, put a resource token on this unit."
card("06006", "Steam Tank",
     constant(modify(THIS, 1, per="tokens")), reaction(ROUND_BEGINS, tokens(1)))
# "Building. Units in a zone with no developments lose all power." (the player's own)
card("06007", "Hidden Grove", constant(modify(each(units(), state="undeveloped_zone"), -99)))
card("06008", "Visit the Haunted City",
     missing=(helps("Its tokens (a development played while a unit quests here) moving a unit "
                    "or support to another zone: not modeled."),))
card("06009", "Korhil",
     missing=(helps("A High Elf unit of cost 3 or less from the top of the deck joining the "
                    "attack: not modeled."),))
card("06010", "Tiranoc Chariot",
     missing=(helps("A High Elf unit of cost 2 or less from the top of the deck joining the "
                    "attack: not modeled."),))
card("06011", "Eatine Harbour",
     missing=(hurts("The player's units in zones without developments lose their actions and "
                    "triggered abilities: not modeled."),))
card("06012", "Ungor Raiders", inert=OWN_ONLY.format("developments"))
# "Attachment. Spell. Attach to a target unit. Attached unit gains [Power][Power]. Forced: At
# the beginning of your turn, attached unit takes 1 uncancellable damage."
card("06013", "Mark of Chaos",
     constant(modify(attached(), 2)), forced(ROUND_BEGINS, deal_damage(attached(), 1)))
# "Building. Units in a zone with no developments enter play corrupted." (the player's own)
card("06014", "Den of Iniquity",
     forced(ENTERS_PLAY, corrupt(event_card()),
            when=(cond("event_card", units()), cond("event_in_undeveloped_zone"))))
card("06015", "Witch Hag", inert=MILLS)
card("06016", "Dark Elf Infiltrator", inert="Takes resources from an opponent; the passive "
     "opponent has none.")
# "Building. Units in a zone with no developments get -1 hit points." (the player's own)
card("06017", "Malekith's Throne",
     constant(modify(each(units(), state="undeveloped_zone"), -1, stat="hit_points")))
card("06018", "Tree Kin", inert=HIDES)
# "Action: When this unit enters play, put the top card of your deck into this zone facedown
# as a development."
card("06019", "Nimble Spearman", reaction(ENTERS_PLAY, develop_top(1), about="self"))
card("06020", "Bribery", inert=OWN_ONLY.format("units and supports"))
