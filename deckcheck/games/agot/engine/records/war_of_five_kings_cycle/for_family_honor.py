"""Records of the cards first printed in For Family Honor (War of Five Kings Cycle). Tests in
tests/test_agot_records_war_of_five_kings_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, MARSHALED, OPPONENT_ONLY, card, cards,
    chars, cond, constant, each, gold, helps, income, keyword, only, reaction, reserve, strength, trait,
)
from deckcheck.games.agot.engine.records.words import (
    FOR_OPPONENTS_CHARACTER, NO_OPPONENT, NO_OPPONENT_CARDS,
)


card("04041", "Ser Edmure Tully",
     inert="Moves power between the player's own characters: its total is unchanged.")
card("04042", "Bear Island",
     reaction(MARSHALED, gold(1), when=(cond("event_card", cards(loyal=True)),), limit=2,
              limit_per="phase"))
card("04044", "Crown of Golden Roses", constant(trait("King", ATTACHED_CARD)),
     statics=(only(chars("Lord")),),
     missing=(helps("discard a card: +X STR to its host (X: its icons)"),))
card("04045", "Thoren Smallwood",
     inert="Reacts to winning a challenge as the defender; the passive opponent never attacks.")
card("04046", "Night Gathers...", inert=f"marshals from an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("04047", "Asshai Priestess",
     inert="Kneels a character with STR 2 or lower: meant for an opponent's; on its own "
           "characters it only hurts, so the player never uses it.")
card("04048", "Visited by Shadows", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("04049", "Ser Amory Lorch", constant(keyword("renown")),
     note=f"{NO_OPPONENT} controls no character, never more than 3.")
card("04050", "Harrenhal",
     missing=(helps("kneel it: a [lannister] or House Bolton character from hand attacks this "
                    "phase, then is killed"),))
card("04051", "Lordsport Fisherman",
     missing=(helps("after he is marshaled, the bottom card of the deck goes to hand"),))
card("04052", "King of Salt and Rock", constant(trait("King", ATTACHED_CARD)),
     statics=(only(chars("Ironborn")),),
     note=f"Pillage and the power after it act on the opponent's deck; {NO_OPPONENT} has none.")
card("04053", "Devoted Bloodrider", constant(strength(1, each(chars("Bloodrider")))))
card("04054", "Blood of My Blood",
     missing=(helps("a Bloodrider of the deck comes into play for the phase, then to hand"),))
card("04055", "Spearmaiden", inert=f"chooses a character for the claim; {NO_OPPONENT} has none.")
card("04056", "The Scorpion's Sting",
     missing=(helps("after a lost challenge, up to X [martell] characters gain renown (X: used "
                    "plots)"),))
card("04057", "Hot Pie",
     missing=(helps("kneel a Companion: the next unique character costs 1 less"),))
card("04058", "The God's Eye", statics=(income(1), reserve(1)))
card("04059", "Dissension",
     inert=f"Discards an Ally character: meant for an opponent's; {NO_OPPONENT} has none.")
