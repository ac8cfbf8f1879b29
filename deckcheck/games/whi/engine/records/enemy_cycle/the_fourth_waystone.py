"""Records of the cards first printed in The Fourth Waystone (Enemy Cycle). Tests in
tests/test_whi_records_enemy_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    ROUND_BEGINS,
    ROUND_ENDS,
    THIS,
    card,
    cards,
    choose,
    cond,
    deal_damage,
    forced,
    heal,
    helps,
    reaction,
    tactic,
    tokens,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_CARDS,
    NO_DAMAGE,
    NO_HAND,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import QUEST_CARD
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.records.enemy_cycle.shared import (
    indirect,
)


# Offering to Hekarti: "Quest. Action: Discard X resource tokens from this card to give target
# unit -X hit points ... Quest. Forced: After a unit is put into target opponent's discard
# pile from play, put a resource token on this card if a unit is questing here."
card("04097", "Offering to Hekarti",
     inert=f"Its tokens come only from the opponent's units leaving play: {NO_CARDS}.")
register_words(h.STATE_WORDS, {"has_quester": lambda s, ctx, c: c in s.questing})

card("04081", "Duregan Thorgrimson", inert=OWN_ONLY.format("units"))
card("04082", "My Life For The Hold!", inert=f"Cancels damage to the player's capital: "
     f"{NO_DAMAGE}.")
# "Forced: When your turn ends, this unit takes 1 uncancellable damage."
card("04083", "Bright Wizard Acolyte", forced(ROUND_ENDS, deal_damage(THIS, 1)))
card("04084", "Douse the Flames",
     missing=(helps("Moving 1 damage between the player's units: the pilot has no plan for "
                    "it."),))
card("04085", "Scion of the Everqueen", inert="Keeps its hit points from being reduced by card "
     "effects: the passive opponent plays none, and the player would not lower its own.")
# "Action: When this unit attacks, deal 2 indirect damage to target opponent."
card("04086", "Spearhost of Asuryan",
     reaction(CONTEST_DECLARED, indirect(2), when=(cond("attacking"),)))
card("04087", "White Tower Aspirant", inert="Makes indirect damage uncancellable; the passive "
     "opponent cancels nothing.")
card("04088", "Lion Chariot of Chrace", inert=f"Damages itself for Counterstrike, which works "
     f"only when defending: {NO_ATTACKS}.")
# "Forced: At the beginning of your turn, heal all damage on this unit."
card("04089", "High Mountain Troll", forced(ROUND_BEGINS, heal(THIS, 99)))
card("04090", "Dis Stuff Burns Gud", inert=OWN_ONLY.format("Building supports"))
card("04091", "Vicious Marauder", inert="Must attack when able: against the passive opponent "
     "an attack costs nothing, so the rule changes nothing.")
card("04092", "Tainted Well", inert=OWN_ONLY.format("corrupted units"))
card("04093", "Bloodburn Poison", inert=OWN_ONLY.format("units"))
card("04094", "Disciple of Malekith", inert=f"Acts when an opponent discards: {NO_HAND}.")
card("04095", "Barbed Whip", inert=f"Lowers a defending unit's hit points: {NO_UNITS}.")
card("04096", "Eye for Cruelty", inert=OWN_ONLY.format("units"))
# "Order only. Action: Put 1 resource token on a quest if a unit is questing there."
card("04098", "A Noble Quest",
     tactic(tokens(1, choose(cards(kinds=(QUEST_CARD,)), state="has_quester"))))
card("04099", "Corruption of Purity", inert=OWN_ONLY.format("units"))
card("04100", "Mountain Brigands", inert="Takes a resource from an opponent; the passive "
     "opponent has none.")
