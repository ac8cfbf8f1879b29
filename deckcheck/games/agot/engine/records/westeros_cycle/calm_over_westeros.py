"""Records of the cards first printed in Calm over Westeros (Westeros Cycle). Tests in
tests/test_agot_records_westeros_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CHARACTER, CONTEST_WON, KNEEL_FACTION, KNEEL_SELF, LOCATION, MARSHALED,
    OPPONENT_ONLY, SACRIFICE_SELF, UNTIL_PHASE, WOULD_BE_KILLED, ambush, attachments, blank, card,
    cards, challenge_is, choose, cond, constant, draw, each, event_action,
    helps, hurts, interrupt,
    keyword, per, reaction,
    reserve, save, search, strength,
)
from deckcheck.games.agot.engine.records.words import (
    FOR_OPPONENTS_CHARACTER,
    NO_OPPONENT, used_plots,
)


SAVE = ("the engine has no 'would be killed' interrupt window; only the deck's own kill "
        "effects kill here")

card("02081", "Greatjon's Vanguard",
     constant(strength(2), keyword("renown"),
              when=(cond("count_at_least", ("used_plots", 3), negate=True),)),
     note="'No attachments' is a keyword.")
card("02082", "Winterfell Crypt",
     inert=f"shuffles a character back into its owner's deck: {NO_OPPONENT} has none, and the "
           "player's own would only go away.")
card("02083", "Roseroad Patrol",
     inert=f"gains stealth, which bypasses defenders; {NO_OPPONENT} never defends.")
card("02084", "Pulling the Strings",
     inert=f"copies a plot from an opponent's used pile; {NO_OPPONENT} has none.")
card("20012", "Bronn",
     constant(per(strength(2), "gold_on_card")),
     missing=(helps(f"Interrupt: discard his gold to save a Lord or Lady from being killed "
                    f"({SAVE})"),),
     note="+2 STR per gold bestowed on him (the greedy pilot bestows none). Bestow and his "
          "attachment restriction are keywords.")
card("02085", "Chett",
     missing=(helps("kneel a Steward in the dominance phase to return a Direwolf or Raven card "
                    "from the discard pile to hand"),))
card("02086", "Northern Rookery", reaction(MARSHALED, draw(1), about="self"),
     statics=(reserve(1),))
card("02087", "Kingswood",
     missing=(hurts("sacrificed after the player loses a [power] challenge"),),
     note=f"Its STR penalty acts while the player defends; {NO_OPPONENT} never attacks.")
card("02088", "Stinking Drunk", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02089", "Bronn",
     inert=f"his icons come while defending and his control changes by an opponent's action; "
           f"{NO_OPPONENT} does neither, so he is a 5-STR [military] character.")
card("02090", "Trial by Combat",
     inert=f"changes which claim is applied; claim does nothing against {NO_OPPONENT}.")
card("02091", "Raider from Pyke",
     missing=(helps("Weapon cards in hand gain ambush (their printed cost): the engine reads "
                    "ambush from printed text only"),))
card("17107", "Raider from Pyke",
     constant(ambush(each(attachments("Item", "Weapon"), zone="hand"), 0)))
card("02092", "Iron Mines",
     interrupt(WOULD_BE_KILLED, save(), costs=(SACRIFICE_SELF,), pilot="save_worth"),
     note="Only the player's own effects kill here (e.g. Theon Greyjoy 26083 when the "
          "marshaling phase begins).")
card("17108", "Iron Mines",
     interrupt(WOULD_BE_KILLED, save(), costs=(KNEEL_SELF, SACRIFICE_SELF),
               when=(cond("phase", "plot", negate=True),), pilot="save_worth"),
     note="Only the player's own effects kill here (e.g. Theon Greyjoy 26083 when the "
          "marshaling phase begins; not Wildfire Assault, revealed in the plot phase).")
card("02093", "Mirri Maz Duur",
     inert=f"replaces claim to kill a character of the losing opponent; {NO_OPPONENT} has none.")
card("02094", "Blood Magic Ritual",
     missing=(helps("saves a non-Army character from being killed (the player's own effects), "
                    "blanking it"),))
card("02095", "Knights of the Sun", constant(keyword("renown"), when=(used_plots(3),)))
card("02096", "Vengeance for Elia",
     inert=f"played only while defending; {NO_OPPONENT} never attacks.")
card("02097", "Street of Steel",
     reaction(CONTEST_WON, search(attachments("Weapon", "Item"), top=10),
              when=(challenge_is("military"),), costs=(KNEEL_FACTION,)))
card("02098", "The Eyrie",
     missing=(helps("kneel it: a character cannot be killed this phase"),))
card("02099", "Nightmares",
     event_action(blank(choose(cards(kinds=(CHARACTER, LOCATION))), until=UNTIL_PHASE),
                  pilot="never"),
     note="Meant for an opponent's card; the passive opponent has none, so the pilot never "
          "plays it (on its own card it would only blank it).")
card("02100", "Famine", inert=f"raises an opponent's marshaling costs; {NO_OPPONENT} marshals "
                              "nothing.")
