"""Records of the cards first printed in Fragments of Power (Bloodquest Cycle). Tests in
tests/test_whi_records_bloodquest_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    attached,
    cannot,
    card,
    choose,
    cond,
    constant,
    each,
    helps,
    keyword,
    modify,
    reaction,
    tactic,
    units,
)
from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_UNITS,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import BATTLE
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.goldfish.abilities.records import THIS


register_words(h.HOOKS.conditions, {
    "orc_attacking": lambda s, ctx, v: any(s.table.race_of[c] == "orc" for c in s.attackers),
})

card("09021", "Star Crown Fragments",
     missing=(helps("Sacrificed to take five cards of the discard pile back (its host, a Hero "
                    "or legend, is a rule the engine does not read: it is never played)."),))
card("09022", "Ungrim Baragor", inert=f"Takes power from units of a trait as it attacks: "
     f"{NO_UNITS}, and the player's own would only lose it.")
card("09023", "Master of Maps",
     missing=(helps("A second Limited card in a turn a quest is played: not modeled."),))
# "Grudge. When your capital is dealt combat damage, you may put this card into play from your
# hand (in any zone). Each [Dwarf] unit in this zone deals +1 damage in combat." (played from
# hand as usual: the capital never takes combat damage)
card("09024", "Blood Vengeance",
     constant(modify(each(units(races=("dwarf",)), state="same_zone"), 1, stat="combat_damage")))
# "Battlefield only. Action: When you play this unit from your hand, put up to 2 Goblin units
# into play in your battlefield from your hand." (one each)
GOBLIN_FROM_HAND = put(choose(units(traits=("Goblin",)), zone="hand"), "battlefield")
card("09025", "Arachnarok Spider",
     reaction(ENTERS_PLAY, GOBLIN_FROM_HAND, about="self", when=(cond("event_option", "play"),)),
     reaction(ENTERS_PLAY, GOBLIN_FROM_HAND, about="self", when=(cond("event_option", "play"),)))
# "Play only if you control a legend or Artefact support card. Action: Each [Orc] unit you
# control gains [Power][Power] until the end of the turn." (once Orc units attack)
card("09026", "Da Great Leader",
     tactic(modify(each(units(races=("orc",))), 2, until=UNTIL_ROUND),
            when=(cond("legend_or_artefact"), cond("before_combat_damage"),
                  cond("orc_attacking")), phases=BATTLE))
# "This unit deals +2 damage in combat. Action: When this unit defends, ..." (it never defends)
card("09027", "Averheim Soldiers", constant(modify(THIS, 2, stat="combat_damage")))
card("09028", "Higher Learning",
     missing=(helps("Cards with Kingdom or Quest abilities count as developments: not "
                    "modeled."),))
card("09029", "Ellyrian Patron",
     missing=(helps("A quest of the top five cards into play: not modeled."),))
card("09030", "Tor Elyr", inert="Protects supports from an opponent's card effects; the "
     "passive opponent plays none.")
# "Battlefield only. This unit cannot attack unless the defending zone has at least 1 corrupted
# unit." (the passive opponent has no units)
card("09031", "Sworn of Khorne", constant(cannot(THIS, "attack")))
# "Attach to a target [Chaos] unit. Attached unit gains Toughness 1. If attached unit survives
# combat, heal all damage on it." (the passive opponent deals no combat damage)
card("09032", "Stolen Skin", constant(keyword(attached(), "toughness", 1)))
card("09033", "Agent of the Malekith", inert="Removes a token from a card: only the player's "
     "own have any.")
card("09034", "Swift-moving Storm", inert="Scout makes the opponent discard from its hand; the "
     "passive opponent has none.")
card("09035", "Arkayne Vampire", inert=f"Its hit points grow with damage on it, and its action "
     f"moves damage between units: {NO_DAMAGE}, and only the player's own units are there.")
card("09036", "Descendant of Gods", inert=f"Hit points and defence for a legend: {NO_ATTACKS}.")
card("09037", "Dance to Loec",
     missing=(helps("Played as an extra development: not modeled."),))
card("09038", "Snotling Invasion",
     missing=(helps("An Invasion quest played into the opponent's zone: not modeled."),))
card("09039", "Summon the Reserves", inert=f"Acts when a zone is attacked: {NO_ATTACKS}.")
card("09040", "We Hates Them All",
     missing=(helps("Tokens for Skaven units entering play, spent on attacking Skaven: not "
                    "modeled."),))
