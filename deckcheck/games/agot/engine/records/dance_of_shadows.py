"""Card records of the Dance of Shadows: The Shadow City, The March on Winterfell, Streets of
King's Landing, Music of Dragons, In Daznak's Pit, Daggers in the Dark."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD,
    ATTACHMENT,
    CHARACTER,
    Cost,
    ENTERS_PLAY,
    KILLED,
    KNEEL_FACTION,
    KNEEL_SELF,
    LEAVES_PLAY,
    LOCATION,
    MARSHALED,
    NextCostReduction,
    PHASE_BEGINS,
    PHASE_ENDS,
    THIS,
    UNTIL_PHASE,
    action,
    at_end_of,
    card,
    cards,
    chars,
    choose,
    cond,
    draw,
    event_action,
    forced,
    game_op,
    gold,
    helps,
    hurts,
    icon,
    income,
    keyword,
    kill,
    one_of,
    only,
    phase_is,
    put_into_play,
    reaction,
    sacrifice,
    search,
    stand,
    strength,
    to_deck,
    when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL,
    DISCARD_FROM_HAND,
    NO_OPPONENT,
    TEMPORARY,
    put_best,
)

MARSHALABLE = cards(kinds=(CHARACTER, LOCATION, ATTACHMENT))
ONCE_THIS_PHASE = cond("no_lasting_from_source")
PHASE_MARKER = strength(0, THIS, until=UNTIL_PHASE)   # marks "used this phase" (no change)
_MORMONT = cards("House Mormont")


# -- The Shadow City ---------------------------------------------------------------------------
card("11001", "Varamyr Sixskins",
     reaction(PHASE_BEGINS, icon("intrigue", THIS, UNTIL_PHASE),
              keyword("insight", THIS, UNTIL_PHASE), when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, icon("power", THIS, UNTIL_PHASE), keyword("stealth", THIS, UNTIL_PHASE),
              when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, keyword("intimidate", THIS, UNTIL_PHASE),
              strength(2, THIS, UNTIL_PHASE), when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, strength(5, THIS, UNTIL_PHASE),
              when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     note="One mode per phase (Eagle, Cat, Wolf, Bear - the pilot takes the first, Eagle: an "
          "intrigue icon and insight). The animal traits are not given.")
card("11004", "Scheming Septon",
     action(draw(1), gold(2), game_op("self_to_deck_top"), phases=("challenges",),
            limit_per="phase"),
     note="Once per phase, in the challenges phase only. The greedy pilot "
          "uses it after its challenges: a card now, 2 gold for Ambush or events, and Septon "
          "is the next card drawn. Shadow (2) is read as a keyword.")
card("11012", "Nighttime Marauders",
     inert=f"Its reaction discards from an opponent's hand; {NO_OPPONENT} has none. (Pillage "
           "and Shadow are keywords.)")
card("11014", "Aegon Targaryen",
     reaction(ENTERS_PLAY, put_best("deck", chars("Army", "Mercenary")), TEMPORARY,
              about="self"),
     forced(PHASE_ENDS, game_op("return_marked"), when=(cond("marked"),)),
     missing=(hurts("the card returns to hand at the end of the phase only while Aegon is "
                    "still in play"),),
     note="The best Army or Mercenary character of the deck comes into play until the end of "
          "the phase, then goes to hand (coming out of shadows in the marshaling phase, this "
          "is a search to hand with its enters-play triggers).")
card("11020", "Exchange of Information", when_revealed(game_op("exchange_info", 10)),
     note="The opponent chooses which revealed cards the player gets: the least valuable "
          "character, location, attachment and event of the top 10 (one of each type).")

# -- The March on Winterfell -------------------------------------------------------------------
card("11021", "Wyman Manderly",
     action(sacrifice(choose(chars())), limit=0, pilot="never"),
     reaction(LEAVES_PLAY, game_op("stand_if_knelt", target=THIS), draw(1),
              when=(cond("event_option", ("sacrifice", "kill")), cond("event_card", chars())),
              limit=3),
     note="The reaction answers each character sacrificed or killed (several at once count "
          "once each). The pilot never uses his action (sacrificing its own character only "
          "pays for his reaction).")
card("17122", "Wyman Manderly",
     action(kill(choose(chars(), state="standing")), pilot="never"),
     reaction(KILLED, stand(THIS), draw(1), PHASE_MARKER, about="mine",
              when=(ONCE_THIS_PHASE, cond("source_standing", negate=True))),
     reaction(KILLED, draw(1), PHASE_MARKER, about="mine",
              when=(ONCE_THIS_PHASE, cond("source_standing"))),
     reaction(LEAVES_PLAY, stand(THIS), draw(1), PHASE_MARKER, about="mine",
              when=(cond("event_option", "sacrifice"), cond("event_card", chars()),
                    ONCE_THIS_PHASE, cond("source_standing", negate=True))),
     reaction(LEAVES_PLAY, draw(1), PHASE_MARKER, about="mine",
              when=(cond("event_option", "sacrifice"), cond("event_card", chars()),
                    ONCE_THIS_PHASE, cond("source_standing"))),
     note="Limit once per phase: the reaction leaves a marker until the end of the phase "
          "(standing him is skipped when he already stands; the card is drawn anyway). The "
          "pilot never kills its own character with his action.")
card("11030", "Bowels of Casterly Rock",
     reaction(ENTERS_PLAY, gold(2), about="mine", when=(cond("event_option", "shadows"),),
              costs=(one_of(1),)),
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_option", "shadows"),),
              costs=(one_of(1),)),
     note="Either option once per phase; cards come out of shadows in the marshaling phase "
          "only here, so the limit is counted per round. The greedy pilot takes the gold.")
card("11033", "Hizdahr zo Loraq",
     action(game_op("own_reduction", 3), costs=(Cost("discard_hand"),),
            when=(cond("reduction_affords", 3), cond("hand_at_most", 1, negate=True)),
            phases=("marshaling",)),
     statics=(NextCostReduction(MARSHALABLE, 3, pay="ability"),),
     missing=(helps("the reduction also applies to a card ambushed or brought out of shadows "
                    "(only marshaled cards are reduced)"),),
     note="The pilot uses it only for a card it then marshals (unaffordable now, affordable "
          "3 cheaper) and discards its least valuable other card.")
card("11034", "Meereen",
     action(game_op("place_hand_under"), draw(3),
            at_end_of(UNTIL_PHASE, game_op("return_from_under")), costs=(KNEEL_SELF,),
            when=(cond("count_at_least", ("gold_pool", 1)),), phases=("marshaling",)),
     note="Used in the marshaling phase with gold left: the hand goes under Meereen, 3 cards "
          "are drawn; at the end of the phase the hand is discarded and the cards come back "
          "(when Meereen leaves play they come back at once, the hand is not discarded).")
card("11039", "Trading With Qohor",
     missing=(helps("after claim is applied for a won challenge, sacrifice an attachment to "
                    "put a different one of equal or lower printed cost into play from the "
                    "deck"),),
     note="Raising an opponent's plot gold does nothing for the passive opponent.")

# -- Streets of King's Landing -----------------------------------------------------------------
card("11044", "Growing Ambition",
     missing=(helps("pay X to search the deck for X different cards, discard them, then take "
                    "back X cards of the discard pile chosen by an opponent (also from "
                    "shadows for X)"),))
card("11051", "Drowned God Fanatic",
     missing=(helps("Action: kill a character to put him into play from the dead pile (once "
                    "per round), e.g. to trigger Drowned Disciple"),),
     note="Cancelling an opponent's triggered ability is inert.")
card("17106", "Drowned God Fanatic",
     action(put_into_play(THIS), costs=(Cost("kill", 0, choose(chars(factions=("greyjoy",)))),),
            zone="dead", limit=1, pilot="never"),
     note="Killing a [greyjoy] character to bring it back from the dead pile is offered to a "
          "person, never used by the greedy pilot. Its cancel interrupt has nothing to cancel "
          "against the passive opponent.")
card("11054", "Queensguard",
     action(stand(ATTACHED_CARD), costs=(DISCARD_FROM_HAND,),
            when=(cond("can_attack_again", "attached"),), limit=3),
     statics=(only(chars(exclude_traits=frozenset({"lady"}))),),
     note="Offered only when standing the character lets it make a challenge still open - the "
          "one use against the passive opponent. Discards the least valuable card in hand. "
          "Shadow (2) is read as a keyword.")

# -- Music of Dragons --------------------------------------------------------------------------
card("11061", "Meera Reed",
     inert="Blanking a character when she comes out of shadows is meant for an opponent's; "
           "going back to shadows after a [stark] character is sacrificed only lets her do "
           "that again. (Shadow and Stealth are keywords.)")
card("11070", "Clever Feint",
     missing=(helps("kneel the faction card to return the player's own cards with shadow to "
                    "shadows (to bring them out again for their abilities)"),))
card("11074", "Meereenese Market",
     action(to_deck(choose(cards(), zone="discard")), costs=(KNEEL_SELF,)),
     statics=(income(1),),
     note="Only the player's discard pile has cards: one goes to the bottom of its deck "
          "(it only delays running out of cards).")
card("11076", "A Mission in Essos",
     missing=(helps("played from shadows: the deck (but its bottom card) leaves the game, the "
                    "discard pile is shuffled in and 3 cards are drawn"),))
card("11077", "Wun Wun",
     inert="He joins a challenge only for his STR (no icons, no keywords): an unopposed "
           "challenge is won with any STR.")
card("17150", "The Free Folk",
     inert="Raising claim does nothing against a passive opponent (claim takes nothing "
           "from it); the rest is a deck-building rule.")

# -- In Daznak's Pit ---------------------------------------------------------------------------
card("11081", "Bear Island Scout",
     reaction(MARSHALED, search(_MORMONT), about="self",
              when=(cond("controls", (chars(exclude_faction="stark"), 1), negate=True),
                    cond("deck_has", _MORMONT))),
     note="Every character in play must be [stark] (neutral ones are not); the search takes "
          "the first House Mormont card from the top.")
card("11082", "Skagos",
     missing=(helps("Action: kneel it and sacrifice a standing [stark] card to put a copy of "
                    "that card from the deck into play (standing again, its enter-play "
                    "abilities again)"),),
     note="Shadow is a keyword.")
card("17125", "Skagos",
     missing=(helps("Action: kneel and return Skagos to shadows and sacrifice a standing "
                    "[stark] card to put a copy of it from the deck into play knelt"),),
     note="Shadow (1) is read as a keyword.")
card("11085", "Three-Finger Hobb",
     reaction("reserve_checked", draw(2), when=(cond("reserve_margin", 1),)),
     note="His attachment restriction is a keyword.")
card("17119", "Three-Finger Hobb",
     reaction("reserve_checked", draw(1),
              when=(cond("reserve_margin", 1), cond("reserve_margin", 5, negate=True))),
     reaction("reserve_checked", draw(2), when=(cond("reserve_margin", 5),)),
     note="His attachment restriction is a keyword.")
card("11089", "Painted Dogs",
     action(game_op("stand_for_challenge",
                    target=choose(chars("Clansman", names=("Tyrion Lannister",)), state="other")),
            costs=(Cost("return_self"),), phases=("challenges",), limit=0),
     note="Used in the challenges phase for a character that can then make a challenge still "
          "open (otherwise it would only send him back to hand). Ambush is a keyword.")
card("11096", "He Calls It Thinking", inert=CANCEL)

# -- Daggers in the Dark -----------------------------------------------------------------------
card("11114", "Gifts for the Widow", event_action(game_op("search_attachment_x")),
     note="X = the printed cost of the most expensive attachment in the deck the gold pool "
          "pays for; it goes onto the strongest legal character.")
card("17135", "Gifts for the Widow",
     event_action(game_op("attachment_for_gold"), costs=(KNEEL_FACTION,)),
     note="X is the printed cost of the costliest attachment of the deck the player can pay "
          "for and attach; it goes on the first legal host.")
card("11118", "Assault from the Shadows", statics=(income(-1),),
     missing=(helps("Marshaling Action: kneel the faction card to place a card from hand in "
                    "shadows, with shadow (its printed cost) (the greedy pilot uses no "
                    "shadows)"),),
     note="The gold reduction is modeled as -1 income.")
