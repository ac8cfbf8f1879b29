"""Card records of the Dance of Shadows: The Shadow City, The March on Winterfell, Streets of
King's Landing, Music of Dragons, In Daznak's Pit, Daggers in the Dark."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import marks_of
from deckcheck.games.agot.engine.effects import EVENT
from deckcheck.games.agot.engine.hooks import (
    EFFECTS, GAME_CHECKS, GAME_OPS, HOOKS, put_cards_into_play,
)
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ATTACHMENT, CHARACTER, CONTEST_WON, Cost, ENTERS_PLAY, KILLED, KNEEL_FACTION,
    KNEEL_SELF, KNELT, LEAVES_PLAY, LOCATION, MARSHALED, NextCostReduction, PHASE_BEGINS,
    PHASE_ENDS, THIS, UNTIL_PHASE, action, at_end_of, bonus, cannot, card, cards, chars, choose,
    cond, constant, draw, event_action, event_reaction, forced, game_op, gold, helps, hurts, icon,
    income, initiative, keyword, kill, locations, one_of, only, phase_is, power, put_into_play,
    reaction, reserve, sacrifice, search, stand, strength, to_deck, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, DISCARD_FROM_HAND, NO_OPPONENT, NO_OPPONENT_CARDS, TEMPORARY, put_best, reveal_top_draw_if,
)
from deckcheck.games.agot.engine.state import AgotState, DECK, DISCARD, HAND, OUT, PLAY
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context, Event

NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"

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
card("11002", "Bolton Flayer",
     missing=(hurts("at the end of the challenges phase the player kills its cheapest character "
                    "(cannot be saved)"),),
     note="Shadow (2) is a keyword.")
card("11003", "Northern Armory",
     action(stand(choose(chars(factions=("stark",)), state="knelt")), costs=(KNEEL_SELF,)),
     constant(cannot("stand")), statics=(income(1),))
card("11004", "Scheming Septon",
     action(draw(1), gold(2), game_op("self_to_deck_top"), phases=("challenges",),
            limit_per="phase"),
     note="Once per phase, in the challenges phase only. The greedy pilot "
          "uses it after its challenges: a card now, 2 gold for Ambush or events, and Septon "
          "is the next card drawn. Shadow (2) is read as a keyword.")


def _self_to_deck_top(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card leaves play to the top of the draw deck (Scheming Septon)."""
    c = ctx.source
    if state.zone[c] == PLAY:
        play_rules.leave_play(state, c, DECK)
        play_rules.note(state, "to_deck_top", c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))


GAME_OPS["self_to_deck_top"] = _self_to_deck_top

card("11005", "Margaery's Influence",
     missing=(helps("kneel it and pay 1 gold to stand its participating host and remove it from "
                    "the challenge"),))
card("11006", "Janos Slynt",
     missing=(hurts("after he comes out of shadows, the player sacrifices a [thenightswatch] "
                    "character"),),
     note="Shadow (0) is a keyword.")
card("11007", "Fresh Recruits",
     missing=(helps("a Ranger, a Builder and a Steward character from the deck to hand"),))
card("11008", "Shadow Priestess",
     inert=f"kneels a character without attachments; {NO_OPPONENT} has none (Shadow (3) is a "
           "keyword).")
card("11009", "Stormlands Fiefdom", statics=(income(1),),
     note="Its action moves power from the player's own card to its faction card: no total "
          "changes.")
card("11010", "Ser Robert Strong",
     inert=f"kills a kneeling character; {NO_OPPONENT} has none (Shadow (5) is a keyword).")
card("11011", "Beneath the Bridge of Dream",
     missing=(helps("the revealed plot's gold +2 for the round"), hurts("the plot is chosen at random from the reshuffled plot deck")))
card("11012", "Nighttime Marauders",
     inert=f"Its reaction discards from an opponent's hand; {NO_OPPONENT} has none. (Pillage "
           "and Shadow are keywords.)")
card("17104", "Nighttime Marauders",
     inert=f"discards from an opponent's hand; {NO_OPPONENT_CARDS} (Pillage and Shadow (3) are "
           "keywords).")
card("11013", "Seize the Initiative",
     inert="makes the player first player: it is already, every round here.")
card("11014", "Aegon Targaryen",
     reaction(ENTERS_PLAY, put_best("deck", chars("Army", "Mercenary")), TEMPORARY,
              about="self"),
     forced(PHASE_ENDS, game_op("return_marked"), when=(cond("marked"),)),
     missing=(hurts("the card returns to hand at the end of the phase only while Aegon is "
                    "still in play"),),
     note="The best Army or Mercenary character of the deck comes into play until the end of "
          "the phase, then goes to hand (coming out of shadows in the marshaling phase, this "
          "is a search to hand with its enters-play triggers).")
card("17172", "Aegon Targaryen",
     reaction(ENTERS_PLAY, put_best("deck", chars("Army", "Mercenary"), top=10), TEMPORARY,
              about="self"),
     forced(PHASE_ENDS, game_op("return_marked"), when=(cond("marked"),)),
     missing=(hurts("the card returns to hand at the end of the phase only while it is "
                    "still in play (not modeled apart)"),),
     note="The best Army or Mercenary of the top 10 comes into play until the end of the "
          "phase, then goes to hand. Shadow (3) is a keyword.")


def _return_marked(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Return to hand every card in play this ability's card marked (Aegon Targaryen: "at the
    end of the phase, if that card is still in play, return it to your hand")."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == PLAY]
    EFFECTS["return_to_hand"](state, ctx, eff, marked)


GAME_OPS["return_marked"] = _return_marked

card("11015", "Unexpected Return",
     event_action(put_best("discard", chars()), phases=("challenges",)),
     note="The most expensive character of the discard pile comes back.")
card("11016", "Ser Gerris Drinkwater",
     missing=(helps("out of shadows, a plot of the plot deck switches with one of the used pile"),),
     note="Renown and Shadow (5) are keywords.")
card("11017", "The Shadow City",
     missing=(helps("cards cost 1 less to marshal into shadows; kneel it and discard a card from "
                    "shadows to draw 2"),))
card("11018", "Nefarious Acolyte",
     inert=f"blanks a plot: the player's own only, and {NO_OPPONENT} reveals none (Shadow (2) is "
           "a keyword).")
card("11019", "Burning the Dead", event_action(draw(1)),
     note="Removing the non-unique characters of the dead piles is not modeled: only "
          "cards that bring characters back from the dead pile would miss them.")
card("11020", "Exchange of Information", when_revealed(game_op("exchange_info", 10)),
     note="The opponent chooses which revealed cards the player gets: the least valuable "
          "character, location, attachment and event of the top 10 (one of each type).")


def _exchange_info(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Exchange of Information: of the top ``amount`` cards, one character, one location,
    one attachment and one event go to hand, chosen by the opponent - the least valuable of
    each type (``AgotHooks.pick``); then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    for kind in (CHARACTER, LOCATION, ATTACHMENT, EVENT):
        options = [c for c in top if t.kind[c] == kind]
        if options:
            c = HOOKS.pick(state, ctx, None, options)
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND)
            play_rules.note(state, "search", c)
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["exchange_info"] = _exchange_info


# -- The March on Winterfell -------------------------------------------------------------------
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

# -- Streets of King's Landing -----------------------------------------------------------------
card("11040", "The Bloody Flux",
     missing=(hurts("no character can be saved (the player's own saves)"),))
card("11041", "Umber Loyalist", reaction(ENTERS_PLAY, draw(2), about="self"),
     missing=(hurts("as it leaves play, the player discards 2 cards from hand"),))
card("11042", "White Harbor",
     missing=(helps("after a won challenge, 1 of the top 2 cards to hand"),))
card("11043", "Lazy Leo",
     missing=(helps("out of shadows, events of the discard pile shuffle back into the deck"),))
card("11044", "Growing Ambition",
     missing=(helps("pay X to search the deck for X different cards, discard them, then take "
                    "back X cards of the discard pile chosen by an opponent (also from "
                    "shadows for X)"),))
card("11045", "Naive Scout",
     inert=f"cannot defend while a card is in shadows; {NEVER_DEFENDS}.")
card("11046", "Miner's Pick",
     statics=(only(chars("Builder", "Steward")), bonus(strength=1), income(1)))
card("11047", "Valyrian's Crew",
     inert=f"takes cards from the losing opponent's deck; {NO_OPPONENT} has none (Stealth is a "
           "keyword).")
card("11048", "Blackwater Bay",
     inert=f"draws for an opponent's kneeling characters; {NO_OPPONENT} has none.")
card("11049", "Catspaw",
     inert=f"returns a character to hand; {NO_OPPONENT} has none, and the player's own only hurts "
           "(Shadow (2) is a keyword).")
card("11050", "Gold Mine", action(draw(1), costs=(KNEEL_SELF, DISCARD_FROM_HAND)),
     statics=(income(1),),
     note="The pilot discards its least valuable card (lowest printed cost) to draw one.")
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
card("11052", "Dragonbinder",
     missing=(helps("after winning dominance, kill its host to put a [greyjoy] character of the "
                    "top 10 into play"),),
     note="Intimidate acts on nothing here.")
card("11053", "Hired Assassin",
     inert=f"looks at a card in shadows to kill it; {NO_OPPONENT} has none (Shadow (2) is a "
           "keyword).")
card("11054", "Queensguard",
     action(stand(ATTACHED_CARD), costs=(DISCARD_FROM_HAND,),
            when=(cond("can_attack_again", "attached"),), limit=3),
     statics=(only(chars(exclude_traits=frozenset({"lady"}))),),
     note="Offered only when standing the character lets it make a challenge still open - the "
          "one use against the passive opponent. Discards the least valuable card in hand. "
          "Shadow (2) is read as a keyword.")
card("17173", "Queensguard",
     missing=(helps("discard a [targaryen] card to stand its host (twice per round)"),),
     note="Shadow (2) is a keyword.")


# -- Music of Dragons --------------------------------------------------------------------------
card("11055", "Ser Archibald Yronwood",
     inert=f"acts after losing dominance; {NO_OPPONENT} never wins it (Shadow (4) is a keyword).")
card("11056", "Summer Sea Port", statics=(income(1), reserve(1)))
card("11057", "Poor Fellows",
     missing=(helps("after a won challenge it attacks in, 1 power on it or 1 card (the opponent's "
                    "choice)"),))
card("11058", "King's Landing",
     missing=(helps("a location of the discard pile marshaled each marshaling phase; discard a "
                    "location from hand to draw 1"),))
card("11059", "Glass Candle",
     constant(keyword("insight", ATTACHED_CARD), when=(cond("attached_to", chars("Maester")),)),
     statics=(only(chars()),),
     missing=(helps("kneel it to look at the top card of the deck and discard it if "
                    "unwanted"),))
card("11060", "Uneasy Truce",
     missing=(hurts("the player gains faction power only during challenges (no dominance "
                    "power), and each challenge it initiates moves 1 of its faction power to "
                    "the opponent"),))
card("11061", "Meera Reed",
     inert="Blanking a character when she comes out of shadows is meant for an opponent's; "
           "going back to shadows after a [stark] character is sacrificed only lets her do "
           "that again. (Shadow and Stealth are keywords.)")
card("17123", "Meera Reed",
     missing=(hurts("she returns to shadows when a Winter plot is revealed"),),
     note="Her blanking acts on an opponent's character; Shadow (2) and Stealth are keywords.")
card("11062", "Shaggydog",
     inert=f"has the losing opponent kill a defender; {NO_OPPONENT} has none (moving it changes "
           "nothing).")
card("11063", "Ser Mark Mullendore",
     missing=(helps("after a won challenge, the revealed top card may come into play (he goes on "
                    "top of the deck)"),))
card("11064", "Bonds of Chivalry",
     missing=(helps("stand a participating Knight and kneel another into the challenge"),))
card("11065", "Jon Snow", constant(keyword("insight"), when=(cond("controls", (chars("Steward"), 1)),)),
     note="Stealth (with a Builder) and intimidate (with a Ranger) act on nothing here.")
card("11066", "Lord Commander",
     reaction(CONTEST_WON, power(1, ATTACHED_CARD),
              when=(cond("event_cards_include", chars(factions=("thenightswatch",))),)),
     statics=(only(chars(factions=("thenightswatch",), min_printed_cost=5)),))
card("11068", "Privileged Position",
     inert=CANCEL)
card("11069", "Tithe Collector", statics=(income(1),),
     missing=(helps("after income, 2 gold for 1 power on it"),))
card("11070", "Clever Feint",
     missing=(helps("kneel the faction card to return the player's own cards with shadow to "
                    "shadows (to bring them out again for their abilities)"),))
card("17167", "Clever Feint",
     missing=(helps("kneel the faction card to return X cards with shadow to shadows"),))
card("11071", "Victarion Greyjoy",
     missing=(helps("kneel a Warship to stand him or give him renown for the challenge"),))
card("11072", "Grey Ghost",
     inert=f"keeps characters from defending; {NO_OPPONENT} never defends (Shadow (2) is a "
           "keyword).")
card("11073", "Rhaegal",
     inert=f"stands after an opponent's character is killed; {NO_OPPONENT} has none (Ambush (5) "
           "is a keyword).")
card("11074", "Meereenese Market",
     action(to_deck(choose(cards(), zone="discard")), costs=(KNEEL_SELF,)),
     statics=(income(1),),
     note="Only the player's discard pile has cards: one goes to the bottom of its deck "
          "(it only delays running out of cards).")
card("11075", "House Manwoody Guard",
     inert=f"helps Guards defend; {NEVER_DEFENDS}.")
card("11076", "A Mission in Essos",
     missing=(helps("played from shadows: the deck (but its bottom card) leaves the game, the "
                    "discard pile is shuffled in and 3 cards are drawn"),))
card("17115", "A Mission in Essos",
     missing=(helps("return a [martell] character to put a cheaper one sharing a trait into play "
                    "from the deck"),),
     note="Shadow (0) is a keyword.")
card("11077", "Wun Wun",
     inert="He joins a challenge only for his STR (no icons, no keywords): an unopposed "
           "challenge is won with any STR.")
card("17150", "The Free Folk",
     inert="Raising claim does nothing against a passive opponent (claim takes nothing "
           "from it); the rest is a deck-building rule.")

# -- In Daznak's Pit ---------------------------------------------------------------------------
card("11078", "Poisoned Coin",
     inert=f"poisons a character of the losing opponent; {NO_OPPONENT} has none.")
card("11079", "The Free Folk",
     inert="its deck-building rule is the validator's, and applying another claim takes nothing "
           "from the passive opponent.")
card("11080", "Winter Reserves",
     missing=(helps("from the used pile, +1 gold and reserve on the player's Winter plots"),))
card("11081", "Bear Island Scout",
     reaction(MARSHALED, search(_MORMONT), about="self",
              when=(cond("controls", (chars(exclude_faction="stark"), 1), negate=True),
                    cond("deck_has", _MORMONT))),
     note="Every character in play must be [stark] (neutral ones are not); the search takes "
          "the first House Mormont card from the top.")
card("17124", "Bear Island Scout",
     reaction(MARSHALED, search(cards("House Mormont"), top=10), about="self",
              when=(cond("controls_only", chars(factions=("stark",))),)))
card("11082", "Skagos",
     missing=(helps("Action: kneel it and sacrifice a standing [stark] card to put a copy of "
                    "that card from the deck into play (standing again, its enter-play "
                    "abilities again)"),),
     note="Shadow is a keyword.")
card("17125", "Skagos",
     missing=(helps("Action: kneel and return Skagos to shadows and sacrifice a standing "
                    "[stark] card to put a copy of it from the deck into play knelt"),),
     note="Shadow (1) is read as a keyword.")
card("11083", "Brightwater Host",
     missing=(helps("after a won challenge, return a card of shadows for 2 power on a unique "
                    "[tyrell] character"),))
card("11084", "The Might of the Reach",
     missing=(helps("+10 STR to a participant (for 'won by 5' effects)"),))
card("11085", "Three-Finger Hobb",
     reaction("reserve_checked", draw(2), when=(cond("reserve_margin", 1),)),
     note="His attachment restriction is a keyword.")
card("17119", "Three-Finger Hobb",
     reaction("reserve_checked", draw(1),
              when=(cond("reserve_margin", 1), cond("reserve_margin", 5, negate=True))),
     reaction("reserve_checked", draw(2), when=(cond("reserve_margin", 5),)),
     note="His attachment restriction is a keyword.")
card("11086", "Hardhome",
     inert=f"makes an opponent sacrifice a character; {NO_OPPONENT} has none (Shadow (2) is a "
           "keyword).")
card("11087", "Storm's End Maester",
     missing=(helps("kneel him to draw 1 while the player has more faction power (any here)"),))
card("11088", "Glamor", statics=(only(chars()), bonus(strength=2)),
     missing=(helps("kill its host to return a character killed this phase"),),
     note="Shadow (2) and Terminal are keywords.")
card("11089", "Painted Dogs",
     action(game_op("stand_for_challenge",
                    target=choose(chars("Clansman", names=("Tyrion Lannister",)), state="other")),
            costs=(Cost("return_self"),), phases=("challenges",), limit=0),
     note="Used in the challenges phase for a character that can then make a challenge still "
          "open (otherwise it would only send him back to hand). Ambush is a keyword.")
card("11090", "Walk of Atonement",
     missing=(helps("power of a character traded for cards"),))
card("11091", "Iron Victory's Crew", reaction(ENTERS_PLAY, search(locations("Warship")), about="self"),
     missing=(helps("Iron Victory found this way is put into play instead of into hand"),))
card("11092", "Refurbished Hulk", statics=(income(1), initiative(1)))
card("11094", "In Daznak's Pit",
     missing=(helps("each character stands and a second challenges phase follows"),))
card("11095", "Maester Myles",
     inert=f"takes a challenge icon from a character; {NO_OPPONENT} has none.")
card("11096", "He Calls It Thinking", inert=CANCEL)

# -- Daggers in the Dark -----------------------------------------------------------------------
card("11097", "Old Bill Bone",
     inert=f"kneels each opponent's faction card; {NO_OPPONENT} has nothing to kneel (Shadow (1) "
           "is a keyword).")
card("11098", "The Inn at the Crossroads",
     missing=(helps("kneel it in the dominance phase to draw 3, then it goes to the opponent"),),
     note="Shadow (1) is a keyword.")
card("11099", "A Pinch of Powder",
     missing=(helps("returns its host to hand after a challenge won by 5 (to use it again)"),))
card("11100", "Double-Dealing",
     inert=f"copies a plot of an opponent's used pile; {NO_OPPONENT} has none (the plot's numbers "
           "are read as printed).")
card("11101", "Ser Jason Mallister",
     missing=(helps("renown while no card is in shadows"),))
card("11102", "The Bastard's Letter",
     inert=f"answers a [military] challenge against the player; {NO_OPPONENT} never attacks.")
card("11103", "Shrewd Diplomat",
     missing=(helps("entering during a challenge, stand a participant and remove it"),),
     note="Ambush (5) and Shadow (3) are keywords.")
card("11104", "Arbor Marketplace", statics=(income(1),),
     missing=(helps("kneel it: +1 STR to a participant"),))
card("11105", "Nightfort Builder",
     reaction(KNELT, reveal_top_draw_if(cards(kinds=(LOCATION, ATTACHMENT),
                                              factions=("thenightswatch",))), about="self"))
card("11106", "Daggers in the Dark",
     inert=f"needs the player to win as the defender; {NO_OPPONENT} never attacks.")
card("11107", "Red Ronnet",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("11108", "Banished from the Light",
     inert=f"places a character in shadows; {NO_OPPONENT} has none, and the player's own only "
           "leave play.")
card("11110", "Underhanded Methods",
     missing=(helps("+1 STR per card in the player's shadows"),))
card("11111", "Moqorro",
     inert=f"puts a defending character on its deck; {NO_OPPONENT} never defends (Shadow (5) is a "
           "keyword).")
card("11112", "Rhymes With Meek", event_reaction(CONTEST_WON, draw(2)),
     missing=(helps("3 cards instead when played from shadows"),),
     note="Every challenge here is unopposed. Shadow (0) is a keyword.")
card("11113", "Brazen Beast",
     missing=(helps("3 gold: back into shadows from the discard pile"),))
card("11114", "Gifts for the Widow", event_action(game_op("search_attachment_x")),
     note="X = the printed cost of the most expensive attachment in the deck the gold pool "
          "pays for; it goes onto the strongest legal character.")


def _attachment_for_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> list:
    """The attachments of the draw deck the gold in the pool pays for (X = the printed
    cost) that have a legal character host."""
    t = state.table
    return [c for c in state.draw if t.kind[c] == ATTACHMENT and t.cost[c] <= state.gold
            and play_rules.may_enter(state, c)
            and any(t.kind[h] == CHARACTER for h in play_rules.targets(state, c))]


def _search_attachment_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gifts for the Widow: X = the printed cost of the best attachment the pool pays for
    (highest cost); X gold is paid, the attachment enters play on the strongest legal
    character, the deck is shuffled."""
    t = state.table
    found = _attachment_for_x(state, ctx, eff, cards)
    if found:
        c = max(found, key=lambda c: (t.cost[c], -c))
        HOOKS.pay_resources(state, t.cost[c])
        host = max((h for h in play_rules.targets(state, c) if t.kind[h] == CHARACTER),
                   key=lambda h: (play_rules.strength(state, h), -h))
        play_rules.take_from(state, c)
        play_rules.put_into_play(state, c, host)
        play_rules.note(state, "put", c)
        play_rules.entered_play(state, c, marshaled=False, how="put")
    state.rng = rng.shuffle(state.rng, state.draw)


def _can_search_attachment_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_attachment_for_x(state, ctx, eff, cards))


GAME_OPS["search_attachment_x"] = _search_attachment_x
GAME_CHECKS["search_attachment_x"] = _can_search_attachment_x

card("17135", "Gifts for the Widow",
     event_action(game_op("attachment_for_gold"), costs=(KNEEL_FACTION,)),
     note="X is the printed cost of the costliest attachment of the deck the player can pay "
          "for and attach; it goes on the first legal host.")


def _attachments_for_gold(state: AgotState) -> list[int]:
    t = state.table
    return [c for c in state.draw if t.kind[c] == ATTACHMENT and t.cost[c] <= state.gold
            and play_rules.may_enter(state, c) and play_rules.targets(state, c)]


def _attachment_for_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gifts for the Widow: the player names X = the printed cost of the most expensive
    attachment in its deck that it can pay for and attach; it pays X, the attachment is put
    into play on a character it controls (the first legal host), the deck is shuffled."""
    found = _attachments_for_gold(state)
    if found:
        t = state.table
        c = max(found, key=lambda x: (t.cost[x], -x))
        state.gold -= t.cost[c]
        state.spent_round += t.cost[c]
        put_cards_into_play(state, ctx, eff, [c])
    state.rng = rng.shuffle(state.rng, state.draw)


def _can_attachment_for_gold(state: AgotState, ctx: Context, eff: Effect,
                             cards: list[int]) -> bool:
    """An attachment the player could pay for and attach is in the deck."""
    return bool(_attachments_for_gold(state))


GAME_OPS["attachment_for_gold"] = _attachment_for_gold
GAME_CHECKS["attachment_for_gold"] = _can_attachment_for_gold

card("11115", "Starfall Spy",
     missing=(helps("after a won challenge, it goes back to shadows to bring another card out"),))
card("11116", "Blood of the Viper",
     missing=(helps("stands its host after a lost challenge"),))
card("11117", '"On a Misty Morn"',
     missing=(helps("up to 2 non-unique characters of the dead pile back to hand"),))
card("11118", "Assault from the Shadows", statics=(income(-1),),
     missing=(helps("Marshaling Action: kneel the faction card to place a card from hand in "
                    "shadows, with shadow (its printed cost) (the greedy pilot uses no "
                    "shadows)"),),
     note="The gold reduction is modeled as -1 income.")
card("11119", "Varys",
     inert=f"kills a character with power; {NO_OPPONENT} has none, and the player's own only "
           "hurts (Shadow (8) and Stealth are keywords).")
card("11120", "Ravages of War",
     missing=(hurts("when revealed, the player sacrifices a character or location and discards "
                    "from hand and shadows"),))
