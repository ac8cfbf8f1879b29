"""Card records of Dragons of the East (codes 15xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, Cost, ENTERS_PLAY, KNEEL_SELF, MARSHALED, PHASE_BEGINS, PHASE_ENDS,
    THIS, UNTIL_PHASE, action, at_end_of, attachments, bonus, card, chars, choose, cond,
    considered_loyal, constant, draw, each, forced, game_op, gold, helps, hurts, keyword,
    keywords_of, only, phase_is, put_into_play, reaction, sacrifice, search, stand, stat, strength,
    to_hand, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CHALLENGES_BEGIN, NO_OPPONENT, NO_OPPONENT_CARDS, TEMPORARY, put_best, setting,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

_DOTHRAKI = chars("Dothraki")
_WILDLING = chars("Wildling")


# -- Dragons of the East -----------------------------------------------------------------------
card("15002", "Drogon", constant(keyword("renown", each(chars("Stormborn")))),
     note=f"His reaction kills the defending player's weak characters; {NO_OPPONENT} has none. "
          "'No attachments' is a keyword.")
card("15003", "Rhaegal",
     reaction(CONTEST_WON, stand(choose(chars(), state="knelt_other")),
              when=(cond("source_participating"),), limit=1, limit_per="phase"),
     missing=(helps("then, if the character stood is a Dragon or Stormborn, Rhaegal stands "
                    "too"),))
card("15004", "Viserion",
     missing=(hurts("while he attacks, each other participating non-Dragon, non-Stormborn "
                    "character (the player's own) gets -2 STR"),),
     note="Stealth for Stormborn characters bypasses no one here.")
card("15006", "Galazza Galare",
     reaction(MARSHALED, search(chars(factions=("targaryen",), min_printed_cost=6), top=10),
              about="self"),
     missing=(helps("the other choice: up to 3 [targaryen] characters of printed cost 2 or "
                    "lower from the top 10"),))
card("15007", "Jhogo", inert=f"moves power from the losing opponent's faction card; {NO_OPPONENT} has none.")
card("15008", "The Shavepate",
     missing=(helps("pay X gold to put a character of printed cost X or lower into play from "
                    "the discard pile (once per phase)"),))
card("15010", "The Titan's Bastard",
     action(to_hand(choose(chars("Mercenary"), zone="discard")), costs=(KNEEL_SELF,)))
card("15011", "Barsena Blackhair",
     missing=(helps("+3 STR while a Weapon is attached to her"),))
card("15012", "Captain Groleo",
     reaction(ENTERS_PLAY, gold(1), when=(cond("event_card", attachments()),), limit=1,
              limit_per="phase"))
card("15013", "Blue Graces",
     missing=(helps("removed from the game to shuffle a card of printed cost 6 or higher from "
                    "the discard or dead pile back into the deck"),))
card("15014", "Dothraki Handmaiden",
     missing=(helps("attachments placed under her may be marshaled while the player controls "
                    "Daenerys Targaryen"),))
card("15015", "Horselord", missing=(helps("+1 STR for each other attacking Dothraki"),))
card("15016", "Brown Ben Plumm",
     forced(PHASE_ENDS, sacrifice(THIS),
            when=(phase_is("challenges"), cond("count_at_least", ("gold_pool", 1), negate=True))))
card("15017", "Womb of the World",
     reaction(PHASE_BEGINS, put_into_play(choose(_DOTHRAKI, zone="deck", state="top_5")),
              game_op("shuffle"), at_end_of(UNTIL_PHASE, to_hand(choose())),
              costs=(KNEEL_SELF,), when=(CHALLENGES_BEGIN,)),
     note="Used as the challenges phase begins (its first action window), so the Dothraki "
          "character can attack; it returns to hand when the phase ends.")
card("17132", "Womb of the World",
     missing=(helps("kneel it: the cheapest Dothraki of the top 5 comes into play for the phase"),))
card("15018", "Pentos",
     missing=(helps("kneel it after drawing an attachment to put that attachment into play, "
                    "then draw a card"),))
card("15019", "Khaleesi",
     reaction(CONTEST_WON, stand(ATTACHED_CARD), when=(cond("host_participating"),),
              costs=(KNEEL_SELF,)),
     statics=(only(chars("Lady")),),
     note="The other choice raises the claim, which takes nothing from the passive opponent.")
card("15020", "Dragon Egg", statics=(only(chars()), bonus(keywords=("insight",))),
     missing=(helps("on Daenerys Targaryen, sacrificed as the marshaling phase begins to put a "
                    "Hatchling from the deck into play"),))
card("15021", "Pit Fighter's Blade",
     constant(keyword("renown", ATTACHED_CARD), when=(cond("in_challenge", "military"),)),
     statics=(only(chars()),))
card("15022", "Overwhelming Numbers",
     missing=(helps("during a challenge with 2 attacking Dothraki, put up to 2 Dothraki "
                    "characters into play from hand or discard pile, knelt and attacking (their "
                    "Renown counts), returned to hand after the challenge"),))
card("15023", "Fire Made Flesh",
     missing=(helps("sacrifice a Hatchling to put the Dragon of the same title into play from "
                    "hand or deck"),))
card("15024", "Incinerate",
     inert="lowers the STR of a participating character: the passive opponent never defends, "
           "and lowering its own attacker would only hurt")
card("15025", "Delena Florent", reaction(ENTERS_PLAY, search(chars("Bastard")), about="self"),
     missing=(hurts("in the challenges phase, the player's non-Bastard characters cannot "
                    "stand"),))
card("15026", "Dragonstone Convert",
     inert=f"forbids an event by its title; {NO_OPPONENT} plays none, and forbidding the "
           "player's own only hurts.")
card("15027", "Hotho Humpback", action(draw(1), phases=("challenges",)),
     missing=(hurts("then each player checks reserve: the player discards down to its reserve "
                    "value"),),
     note="The passive opponent draws nothing.")
card("15028", "Ten Towers Galley",
     inert=f"lowers an opponent's reserve; {NO_OPPONENT} reveals no plot and has no hand.")
card("15029", "Ser Meryn Trant",
     inert=f"removes cards discarded from an opponent's hand; {NO_OPPONENT_CARDS}.")
card("15031", "Spotted Sylva",
     missing=(hurts("after she attacks in a lost challenge, the player returns one of its "
                    "participating characters to hand"),))
card("15032", "Choosing the Spear",
     inert="raises the claim, which takes nothing from the passive opponent, and kills one of "
           "the player's characters if it loses: the player never plays it.")
card("15033", "Clydas", inert=f"Moves gold from an opponent's gold pool; {NO_OPPONENT} has none.")
card("17117", "Clydas",
     inert=f"moves gold from an opponent; {NO_OPPONENT} has none.")
card("15034", "Cage of Ravens",
     missing=(helps("kneel it to put a card of printed cost 1 or lower into play from hand"),))
card("15035", "Wylla Manderly",
     missing=(helps("after one of the player's characters is killed or sacrificed, a card of "
                    "the discard pile goes to the bottom of the deck"),))
card("15036", "Fight to the Last",
     missing=(helps("saves a character from being killed (by the player's own effects), "
                    "stands it at STR 1, and kills it at the end of the phase"),))
card("15037", "Mathis Rowan",
     missing=(helps("give the opponent one of the player's cards (the least useful) to gain 2 "
                    "gold"),))
card("15038", "Champion's Favor",
     missing=(helps("kneel its Lady to give a participating non-Lady +X STR (X: her STR + 2)"),))
card("15039", "Lysa Arryn",
     inert="Removes another card from the game when she is killed: meant for an opponent's "
           "card; on its own it only hurts.")
card("26057", "Lysa Arryn",
     constant(considered_loyal(each(chars("House Arryn")))),
     constant(keywords_of(chars(loyal=True)), when=(cond("initiative_at_most", 0),)),
     note="House Arryn characters (she is one) count as loyal for every filter (rules."
          "in_filter): e.g. Lady Stoneheart's kill, Gendry's renown, The Hollow Hill.")
card("15040", "Tormund Giantsbane",
     reaction(CONTEST_WON, game_op("token_on_self"), when=(cond("source_participating"),)),
     action(strength(2, choose(_WILDLING, state="attacking"), UNTIL_PHASE),
            keyword("renown", choose(_WILDLING, state="attacking"), UNTIL_PHASE),
            costs=(Cost("discard_token", 1),), limit=0),
     action(strength(2, choose(_WILDLING), UNTIL_PHASE),
            keyword("renown", choose(_WILDLING), UNTIL_PHASE),
            costs=(Cost("discard_token", 1),), limit=0, pilot="never"),
     note="Tale tokens on him (state.tokens). The action is two abilities split by the chosen "
          "Wildling only so that the greedy pilot gives renown to an attacker inside a "
          "challenge, never after its challenges. Intimidate is read as a keyword (inert "
          "against a passive opponent).")


def _token_on_self(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """One token on the ability's card in play (Tormund Giantsbane's tale tokens; a card
    carries one kind of token, kept in ``state.tokens``)."""
    c = ctx.source
    if state.zone[c] == PLAY:
        n = state.tokens.get(c, 0) + 1
        state.tokens[c] = n
        play_rules.note(state, "token", c, n)


GAME_OPS["token_on_self"] = _token_on_self

card("15041", "Archmaester Marwyn",
     missing=(helps("the top 2 cards go under the agenda as he enters play; one of them may be "
                    "marshaled or played per phase"),))
card("15042", "Braavos",
     missing=(helps("kneel it in the marshaling phase for 1 gold per faction among the "
                    "player's characters"),))
card("15043", "Water Dancer's Sword",
     forced(PHASE_ENDS, to_hand(THIS), when=(phase_is("challenges"),)),
     statics=(only(chars(max_printed_strength=3)), bonus(strength=2)),
     note="Ambush (1) is a keyword.")
card("15044", "Lay Waste",
     inert=f"discards a location or attachment: {NO_OPPONENT} has none, and the player's own "
           "are never worth it.")
card("15045", "Bribery",
     inert="Kneels (or takes) a character: meant for an opponent's; kneeling its own only "
           "hurts.")
card("17146", "Bribery",
     inert=f"Kneels or takes control of an opponent's character; {NO_OPPONENT} has none.")
card("15046", "Fury of the Khalasar",
     reaction(PHASE_BEGINS, put_best("hand", _DOTHRAKI), TEMPORARY, when=(CHALLENGES_BEGIN,),
              zone="plot"),
     forced(PHASE_ENDS, game_op("return_marked"), when=(cond("marked"),), zone="plot"),
     note="The best Dothraki character of the hand attacks this phase, then goes back to hand.")
card("15047", "The Lost Message",
     missing=(helps("shuffle the hand into the deck and draw as many (a new hand)"),))
card("15048", "The White Swords",
     when_revealed(put_best("hand+discard", chars("Kingsguard"))),
     note="The optional put is always taken: the best Kingsguard character (highest printed "
          "cost) from hand or discard pile.")
card("15049", "Champion's Challenge",
     inert=f"ends a challenge an opponent initiates; {NO_OPPONENT} never attacks (the plot's "
           "numbers are read as printed).")
card("15050", "At the Palace of Sorrows", constant(setting("set_strength", 3), zone="plot"),
     note="The same card as 17156 (text and numbers).")
card("17156", "At the Palace of Sorrows", constant(setting("set_strength", 3), zone="plot"),
     note="Every character's STR is 3 while this plot is revealed; a set value overrides all "
          "other modifiers [001 §Modifikatoren].")
card("15051", "Loan from the Iron Bank", constant(stat("income", -1), zone="used"),
     note="The printed 10 gold is the plot's income; while it lies in the used pile the "
          "revealed plot's gold is 1 lower (until the used pile returns to the plot deck).")
card("15052", "The Prince Who Came Too Late",
     missing=(helps("a Standing Action: search the deck for a character and put it into play "
                    "(the engine opens no action window in the standing phase)"),))
