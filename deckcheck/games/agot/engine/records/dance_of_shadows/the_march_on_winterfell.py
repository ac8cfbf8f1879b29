"""Records of the cards first printed in The March on Winterfell (Dance of Shadows cycle). Tests in
tests/test_agot_records_dance_of_shadows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import (
    EFFECTS, GAME_OPS,
)
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHMENT, CHARACTER, Cost, ENTERS_PLAY, KILLED, KNEEL_SELF, LEAVES_PLAY, LOCATION, NextCostReduction, THIS, UNTIL_PHASE, action, at_end_of, card, cards, chars, choose,
    cond, constant, draw, game_op, gold, helps, hurts, income, keyword, kill, one_of, reaction, sacrifice, stand, strength,
)
from deckcheck.games.agot.engine.state import AgotState, DISCARD, HAND, OUT, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context
from deckcheck.games.agot.engine.records.dance_of_shadows.shared import (
    NEVER_DEFENDS,
    ONCE_THIS_PHASE,
)


MARSHALABLE = cards(kinds=(CHARACTER, LOCATION, ATTACHMENT))
PHASE_MARKER = strength(0, THIS, until=UNTIL_PHASE)   # marks "used this phase" (no change)


card("11021", "Wyman Manderly",
     action(sacrifice(choose(chars())), limit=0, pilot="never"),
     reaction(LEAVES_PLAY, game_op("stand_if_knelt", target=THIS), draw(1),
              when=(cond("event_option", ("sacrifice", "kill")), cond("event_card", chars())),
              limit=3),
     note="The reaction answers each character sacrificed or killed (several at once count "
          "once each). The pilot never uses his action (sacrificing its own character only "
          "pays for his reaction).")


def _stand_if_knelt(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the target cards that are knelt; with none knelt it does nothing, and unlike the
    generic stand it never keeps the ability's other effects from resolving ("stand Wyman
    Manderly and draw 1 card")."""
    EFFECTS["stand"](state, ctx, eff, cards)


GAME_OPS["stand_if_knelt"] = _stand_if_knelt

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
card("11022", "Honor-Bound", pilot="never",
     inert="meant for an opponent's character: on the player's own it forbids [intrigue] "
           "challenges for +2 STR in [military] ones, which decides nothing here.")
card("11023", "The Queen of Thorns",
     missing=(helps("after a won challenge she is in, a card of the player's shadows comes into "
                    "play"),),
     note="Shadow (4) and Stealth are keywords.")
card("11024", "Oldtown Undercity",
     missing=(helps("after a card comes out of shadows, 1 of the top 3 cards to hand (once per "
                    "phase)"),))
card("11025", "Cunning Steward",
     inert=f"gains icons while the player defends; {NEVER_DEFENDS} (Shadow (3) is a keyword).")
card("11026", "The Wall",
     missing=(helps("every character of the player counts as [thenightswatch]"), hurts("they lose their other factions")))
card("11027", "Ser Justin Massey",
     constant(keyword("renown"), when=(cond("controls", (chars("King"), 1)),)),
     missing=(helps("stand a [baratheon] character after it gains power (once per phase)"),))
card("11028", "March on Winterfell",
     missing=(helps("end a challenge of the player's for an additional [power] challenge"),))
card("11029", "Penny",
     missing=(helps("an [intrigue] icon and stealth while the player has a card in shadows"),),
     note="Shadow (1) is a keyword.")
card("11030", "Bowels of Casterly Rock",
     reaction(ENTERS_PLAY, gold(2), about="mine", when=(cond("event_option", "shadows"),),
              costs=(one_of(1),)),
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_option", "shadows"),),
              costs=(one_of(1),)),
     note="Either option once per phase; cards come out of shadows in the marshaling phase "
          "only here, so the limit is counted per round. The greedy pilot takes the gold.")
card("11031", "Hagen's Daughter",
     missing=(helps("saved from being killed and returned to shadows"),),
     note="Shadow (2) is a keyword.")
card("11032", '"Steel Rain"',
     missing=(helps("sacrifice [greyjoy] locations to put others from the deck into play"),))
card("11033", "Hizdahr zo Loraq",
     action(game_op("own_reduction", 3), costs=(Cost("discard_hand"),),
            when=(cond("reduction_affords", 3), cond("hand_at_most", 1, negate=True)),
            phases=("marshaling",)),
     statics=(NextCostReduction(MARSHALABLE, 3, pay="ability"),),
     missing=(helps("the reduction also applies to a card ambushed or brought out of shadows "
                    "(only marshaled cards are reduced)"),),
     note="The pilot uses it only for a card it then marshals (unaffordable now, affordable "
          "3 cheaper) and discards its least valuable other card.")
card("17130", "Hizdahr zo Loraq",
     missing=(helps("discard a character card: the next card costs 3 less"),))
card("11034", "Meereen",
     action(game_op("place_hand_under"), draw(3),
            at_end_of(UNTIL_PHASE, game_op("return_from_under")), costs=(KNEEL_SELF,),
            when=(cond("count_at_least", ("gold_pool", 1)),), phases=("marshaling",)),
     note="Used in the marshaling phase with gold left: the hand goes under Meereen, 3 cards "
          "are drawn; at the end of the phase the hand is discarded and the cards come back "
          "(when Meereen leaves play they come back at once, the hand is not discarded).")
card("17133", "Meereen",
     missing=(helps("kneel it and discard a card to set the hand aside and draw 3 for the phase"),))


def _cards_under(state: AgotState, source: int) -> list[int]:
    return [c for c, host in state.parent.items() if host == source and state.zone[c] == OUT]


def _place_hand_under(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each card in hand goes facedown under the ability's card (out of the game, its
    ``parent`` the card: if that card leaves play they return to hand, play_rules.leave_play)
    - Meereen."""
    for c in list(state.hand):
        state.hand.remove(c)
        state.zone[c] = OUT
        state.parent[c] = ctx.source
    play_rules.note(state, "under", ctx.source)


def _return_from_under(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Meereen at the end of the phase: discard the hand, then the cards under the ability's
    card return to hand. Nothing when the card left play (they came back with it)."""
    if state.zone[ctx.source] != PLAY:
        return
    for c in list(state.hand):
        state.hand.remove(c)
        play_rules.move_to(state, c, DISCARD)
    for c in _cards_under(state, ctx.source):
        del state.parent[c]
        play_rules.move_to(state, c, HAND)
    play_rules.note(state, "return_under", ctx.source)


GAME_OPS["place_hand_under"] = _place_hand_under
GAME_OPS["return_from_under"] = _return_from_under

card("11035", "Maiden of Poisons",
     inert="returns a participant to hand after a lost challenge: only the player's own "
           "participate (Shadow (2) is a keyword).")
card("11036", "Serve. Obey. Protect.",
     inert=f"needs a challenge lost while defending; {NEVER_DEFENDS}.")
card("11037", "Tycho Nestoris", statics=(income(3),),
     missing=(hurts("the player cannot win the game while he is in play (6 gold blanks him "
                    "for the phase)"),))
card("11038", "City Gates", statics=(income(1),),
     missing=(helps("from hand: 1 gold and discard it to draw 1"),),
     note="Limited is a keyword.")
card("11039", "Trading With Qohor",
     missing=(helps("after claim is applied for a won challenge, sacrifice an attachment to "
                    "put a different one of equal or lower printed cost into play from the "
                    "deck"),),
     note="Raising an opponent's plot gold does nothing for the passive opponent.")
