"""Records of the cards first printed in True Steel (Westeros Cycle). Tests in
tests/test_agot_records_westeros_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, Cost, FirstCostReduction, KILLED, KNEEL_FACTION, OPPONENT_ONLY, THIS, WOULD_BE_KILLED, bonus, card,
    cards, challenge_is, chars, choose, cond, constant, discard, draw, each, event_action,
    event_reaction, helps, hurts, icon, interrupt,
    keyword, locations, only, power, reaction,
    save, search, strength, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    FOR_OPPONENTS_CHARACTER,
    NO_OPPONENT, ONLY_OWN_KILLS, named,
)
from deckcheck.games.agot.engine.records.westeros_cycle.shared import (
    SANSA,
)


ARYA = named("Arya Stark")

card("02101", "Septa Mordane",
     constant(strength(2, each(SANSA)), keyword("renown", each(SANSA))),
     constant(icon("intrigue", each(ARYA))),
     note=f"Arya's \"immune to opponents' plot effects\" has nothing to act on against "
          f"{NO_OPPONENT}.")
card("02102", "Ward", statics=(only(chars(max_printed_cost=4)),), pilot="never",
     inert=f"Takes control of the attached character: meant for an opponent's; "
           f"{NO_OPPONENT} has none.")
card("17126", "Ward", pilot="never",
     inert=f"takes control of a cheap unique character; {NO_OPPONENT} has none.")
card("02103", "Butterbumps",
     missing=(hurts("after a lost challenge he is in, a card of the hand is discarded at "
                    "random"),),
     note="Insight is a keyword.")
card("02104", "A Gift of Arbor Red",
     event_action(search(None, top=4), costs=(KNEEL_FACTION,)),
     note="The opponent reveals nothing; the player's pick among its top 4 is the first one "
          "(as the engine's searches take it).")
card("02105", "Sworn Brother", statics=(FirstCostReduction(locations(), 1),))
card("02106", "Old Bear's Raven",
     constant(icon("intrigue", ATTACHED_CARD),
              when=(cond("attached_to", named("Old Bear Mormont")),)),
     statics=(only(chars()), bonus(keywords=("stealth",))),
     note="Stealth has nothing to bypass here; the icon is what counts.")
card("02107", "Ser Barristan Selmy",
     interrupt(WOULD_BE_KILLED, save(), costs=(Cost("stand_self"),),
               when=(cond("event_card", chars("Lord", "Lady")),)),
     note=f"Standing him is the cost: he saves only while knelt; {ONLY_OWN_KILLS}. Renown is "
          "a keyword.")
card("02108", "City Watch",
     missing=(helps("its Ambush (6) costs 2 less while the player has more faction power than "
                    "the opponent (any power at all here)"),))
card("02109", "Ser Ilyn Payne",
     inert=f"kills a character of printed cost 3 or lower; {NO_OPPONENT} has none, and killing "
           "the player's own only hurts.")
card("02110", "Small Council Chamber",
     reaction(CONTEST_WON, power(1, THIS), when=(challenge_is("intrigue"),)),
     note="Immune to events: the player's own do not aim at it.")
card("02111", "Dagmer Cleftjaw",
     inert=f"takes a location of the losing opponent instead of claim; {NO_OPPONENT} has "
           "none (renown is read as a keyword).")
card("02112", "Drowned God's Blessing", constant(trait("Drowned God", ATTACHED_CARD)),
     statics=(only(chars(factions=("greyjoy",))),),
     note="+1 Initiative changes nothing: the player wins initiative anyway.")
card("02113", "Jhogo",
     inert="Stealth (with another Bloodrider) acts on nothing, and the defending player's "
           "dead pile is empty: +0 STR.")
card("02114", "Funeral Pyre",
     event_reaction(KILLED, draw(3), when=(cond("event_card", chars("Lord", "Lady")),),
                    costs=(KNEEL_FACTION,)),
     note="Only the player's own characters die here (its own kill effects).")
card("02115", "Tyene Sand",
     inert=f"poisons a character without an [intrigue] icon; {NO_OPPONENT} has none, and "
           "poisoning the player's own only hurts.")
card("02116", "Imprisoned", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02117", "Maester's Chain",
     inert=f"discards a Condition attachment; {NO_OPPONENT} puts none on the player's "
           "characters.")
card("02118", "Street of Silk",
     reaction(CONTEST_WON, search(cards("Ally", "Companion"), top=5),
              when=(cond("event_cards_include", chars("Lord", "Lady")),), costs=(KNEEL_FACTION,)))
card("02119", "Forgotten Plans",
     inert="blanks the other revealed non-Scheme plots: while it is revealed, the player's plot "
           f"is this Scheme, and {NO_OPPONENT} reveals none.")
card("02120", "Close Call",
     when_revealed(discard(choose(chars(), zone="dead")), draw(1)),
     note="Close Call is the only revealed plot (Summer): the draw always follows a move "
          "[001 §Dann]; with an empty dead pile nothing happens. The forced choice moves the "
          "cheapest dead character.")
