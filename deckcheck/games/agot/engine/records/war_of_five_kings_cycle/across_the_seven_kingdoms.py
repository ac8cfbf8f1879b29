"""Records of the cards first printed in Across the Seven Kingdoms (War of Five Kings Cycle). Tests in
tests/test_agot_records_war_of_five_kings_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CARD_PLAYED, CONTEST_WON, DOMINANCE_WON, EVENT_CARD_T,
    KNEEL_FACTION, KNEEL_SELF, PLOT, PLOT_REVEALED, ambush, card, cards,
    challenge_is, chars, choose, cond, constant, draw, each, event_action, event_reaction,
    gold, helps, hurts, locations, power, put_into_play, reaction, stand,
    strength,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS,
)


BY_5 = cond("event_amount_at_least", 5)

POWER_GAINED = "power_gained"       # rules.gain_power: card, amount (power on a card)


card("04001", "The Dragon's Tail", event_action(draw(2)),
     note="The opponent's 2 cards do nothing for the passive opponent.")
card("17147", "The Dragon's Tail",
     inert="Melee format only; the goldfish plays joust")
card("04003", "Riverrun",
     reaction(POWER_GAINED, power(1, EVENT_CARD_T), when=(cond("event_card", chars("House Tully")),),
              costs=(KNEEL_SELF,)),
     note="Power is never moved to the player's characters here, only gained.")
card("04004", "Ser Colen of Greenpools",
     constant(strength(3), when=(cond("in_challenge", "power"),)))
card("04005", "Bitterbridge Encampment",
     reaction(PLOT_REVEALED, put_into_play(choose(chars(), zone="hand")),
              when=(cond("event_card", cards("Summer", kinds=(PLOT,))),), costs=(KNEEL_SELF,)),
     note=f"{NO_OPPONENT} has no hand: only the player puts a character into play.")
card("04006", "Arry",
     missing=(helps("return him to hand to draw 1 card"),
              hurts("sacrificed while the player controls Arya Stark")),
     note="Ambush (4) is a keyword.")
card("04007", "White Tree",
     inert=f"takes gold from an opponent who collects income; {NO_OPPONENT} has no gold.")
card("04008", "White Raven",
     reaction(DOMINANCE_WON, power(1), when=(cond("plot_trait", ("Summer", "Winter")),)),
     note=f"Its forced sacrifice follows a lost [power] challenge; against {NO_OPPONENT} the "
          "player never loses one.")
card("04009", "Ruby of R'hllor", inert=f"discards named cards from the losing opponent's hand; {NO_OPPONENT_CARDS}.")
card("04010", "Janos Slynt", missing=(helps("1 gold: +2 STR for the phase"),),
     note="Intimidate is a keyword.")
card("04011", "Levies at the Rock", inert=f"answers a challenge initiated against the player; {NO_OPPONENT} never attacks.")
card("04012", "Captain's Daughter",
     inert="meant for an opponent's character entering play; on the player's own it only "
           "puts its own character back on its deck.")
card("04013", "Pyke",
     inert="Gives stealth until the end of the phase: the passive opponent never defends.")
card("17163", "Pyke",
     constant(ambush(each(locations("Warship"), zone="hand"), -1)),
     inert="The reaction puts a card on top of its owner's deck: meant for an opponent's "
           "card; its own would only be delayed.",
     note="Warship locations in hand gain Ambush (printed cost - 1) (rules.ambush_cost); the "
          "greedy pilot ambushes characters only.")
card("22006", "Pyke",
     constant(ambush(each(locations("Warship"), zone="hand"), -1)),
     missing=(helps("after a [greyjoy] location enters play, kneel Pyke to put another "
                    "card on top of its owner's deck, drawn at the end of the phase (the "
                    "player's own card, to replay it)"),),
     note="Warship locations in hand gain Ambush (printed cost - 1) (rules.ambush_cost); the "
          "greedy pilot ambushes characters only.")
card("04015", "Shierak Qiya",
     event_reaction(CONTEST_WON, stand(choose(chars(), state="participant")),
                    when=(challenge_is("power"), BY_5), costs=(KNEEL_FACTION,)))
card("04016", "Harmen Uller", constant(ambush(each(chars("Sand Snake"), zone="hand"), -1)),
     note="Renown is a keyword.")
card("04017", "Tower of the Sun", reaction(CARD_PLAYED, gold(1), limit=1, limit_per="phase"),
     note="Only the player plays events.")
card("04018", "Pyromancers",
     inert="Its Dominance action discards a location: meant for an opponent's; on its own it "
           "only hurts (and the engine has no dominance action window).")
