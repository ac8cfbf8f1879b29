"""Card records of the Blood and Gold: All Men Are Fools, Guarding the Realm, The Fall of
Astapor, The Red Wedding, Oberyn's Revenge, The Brotherhood Without Banners."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import EVENT
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS, HOOKS
from deckcheck.games.agot.engine.records.dsl import (
    CARD_PLAYED, CONTEST_WON, Cost, ENTERS_PLAY, KNEEL_FACTION, KNEEL_SELF, NextCostReduction,
    UNTIL_PHASE, action, at_end_of, cannot, card, chars, choose, cond, constant, count_in_play,
    draw, each, event_action, event_reaction, events, game_op, gold, hurts, pay_gold, per,
    power, reaction, strength, to_deck, when_revealed,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, USED_PLOTS_1, setting, used_plots
from deckcheck.games.agot.engine.state import AgotState, DISCARD, HAND
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

ONCE_PER_CHALLENGE = Cost("once_per_challenge")
ANNALS_NOT_REMOVED = ("events discarded other than by being played (taxation, costs) are not "
                      "removed from the game, so they stay playable from the discard pile")


# -- All Men Are Fools -------------------------------------------------------------------------
card("06004", "All Men Are Fools",
     event_reaction(CONTEST_WON, power(1, each(chars("Lady"))),
                    when=(cond("event_amount_at_least", 5), cond("controls", (chars("Lady"), 1))),
                    costs=(ONCE_PER_CHALLENGE,)),
     note="Unopposed, the margin of the win is the attacking STR.")
card("06011", "Drowned Disciple",
     reaction(ENTERS_PLAY, power(1, choose(chars("Drowned God"))),
              when=(cond("event_option", "dead"), cond("event_card", chars())), limit=2),
     note="Only the player's own cards put characters into play from its dead pile.")
card("06017", "Ygritte",
     constant(cannot("kneel")),
     inert="Stealth (while another Wildling is in play) does nothing against a passive "
           "opponent.",
     note="Card effects and costs that kneel a chosen character pass her by (she still "
          "kneels to attack).")

# -- Guarding the Realm ------------------------------------------------------------------------
card("06034", "A Dragon Is No Slave",
     inert="Its action lowers a character's STR: meant for the opponent's; the reaction only "
           "returns it to hand for another use.")
card("06038", "Great Hall",
     statics=(NextCostReduction(chars(unique=True), 1, "kneel", big_cost=6, big_amount=2),),
     note="Limited is a keyword.")
card("17144", "Great Hall",
     statics=(NextCostReduction(chars(unique=True), 1, "kneel", big_cost=6, big_amount=2),))
card("06039", '"The Dornishman\'s Wife"',
     inert="each part needs the opponent to have more power, cards in hand or characters than "
           "the player: the passive opponent has none")
card("06040", "The Annals of Castle Black",
     constant(setting("events_from_discard", 0), zone="plot"),
     missing=(hurts(ANNALS_NOT_REMOVED),),
     note="Events in the discard pile are offered as if in hand; an event played while the "
          "plot is revealed (from hand or discard) is removed from the game.")
card("17158", "The Annals of Castle Black",
     constant(setting("events_from_discard", 2), zone="plot"),
     missing=(hurts(ANNALS_NOT_REMOVED),),
     note="Twice per phase an event in the discard pile is offered as if in hand; an event "
          "played while the plot is revealed is removed from the game.")

# -- The Fall of Astapor -----------------------------------------------------------------------
card("06045", "Recruiter for the Watch",
     inert=f"Takes control of an opponent's character; {NO_OPPONENT} has none.")

# -- The Red Wedding ---------------------------------------------------------------------------
card("06061", "Dacey Mormont",
     constant(strength(1), per=count_in_play(chars(factions=("stark",)))),
     note="X counts every [stark] character in play, herself included. Renown is a keyword.")
card("06063", "Oldtown Informer",
     reaction(ENTERS_PLAY, per(draw(1), "gold_on_card"),
              per(game_op("discard_from_hand", 1), "gold_on_card"),
              when=(cond("phase", "challenges"), cond("count_at_least", ("gold_on_card", 1)))),
     note="X = the gold bestowed on her (the greedy pilot bestows none); the player discards "
          "its least valuable cards. Ambush and Bestow are keywords.")


def _discard_from_hand(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard ``amount`` cards from hand: the least valuable ones (AgotHooks.pick)."""
    for _ in range(eff.amount):
        rest = [c for c in state.hand if c != ctx.source]
        if not rest:
            return
        c = HOOKS.pick(state, ctx, None, rest)
        state.hand.remove(c)
        play_rules.move_to(state, c, DISCARD)
        play_rules.note(state, "discard", c)


GAME_OPS["discard_from_hand"] = _discard_from_hand

card("06076", "Secret Schemes",
     event_action(per(draw(1), "used_plots"), costs=(KNEEL_FACTION,), when=(USED_PLOTS_1,)),
     note="Offered once at least one plot is in the used pile.")
card("17169", "Secret Schemes",
     event_action(replace(draw(1), per="used_plots_max5"), costs=(KNEEL_FACTION,),
                  when=(used_plots(1),), phases=("challenges",)))

# -- Oberyn's Revenge --------------------------------------------------------------------------
card("06082", "Passing the Black Gate",
     event_action(game_op("arm_reducer"), costs=(KNEEL_FACTION,), phases=("marshaling",),
                  when=(cond("in_hand", chars(factions=("stark",))),)),
     statics=(NextCostReduction(chars(factions=("stark",)), 1, pay="trigger", each=True),),
     note="Each [stark] character marshaled after it this phase costs 1 less.")
card("06086", "Mutiny At Craster's Keep",
     inert=f"Sacrifices the player's own character to discard an opponent's; {NO_OPPONENT} "
           "has none.")
card("06097", "Begging Brother",
     inert="Cancels a triggered character ability: the passive opponent has none. "
           "(Bestow is read as a keyword.)")
card("06098", "Flea Bottom",
     action(game_op("put_for_challenge", target=choose(chars(max_printed_cost=3),
                                                       zone="discard")),
            at_end_of(UNTIL_PHASE, to_deck(choose(chars(max_printed_cost=3), zone="discard"))),
            costs=(pay_gold(1), KNEEL_SELF), phases=("challenges",)),
     note="Used for a character that can make a challenge still open; at the end of the "
          "phase it goes to the bottom of the deck.")
card("06100", "Wheels Within Wheels", when_revealed(game_op("wheels", 10)),
     note="Of the events among the top 10, one the pilot can play (highest printed cost) goes "
          "to hand, the others to the discard pile.")


def _wheels(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Wheels Within Wheels: the events among the top ``amount`` cards are revealed; one goes
    to hand (one the records let the pilot play, then the highest printed cost), the others
    to the discard pile; then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    events = [c for c in top if t.kind[c] == EVENT]
    if events:
        def playable(c: int) -> bool:
            return any(getattr(ab, "pilot", "always") != "never" for ab in t.abilities[c])
        keep = max(events, key=lambda c: (playable(c), t.cost[c], -top.index(c)))
        for c in events:
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND if c == keep else DISCARD)
        play_rules.note(state, "search", keep)
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["wheels"] = _wheels


# -- The Brotherhood Without Banners -----------------------------------------------------------
card("06103", "Highgarden Minstrel",
     reaction(CARD_PLAYED, gold(1), when=(cond("event_card", events("Song")),), limit=3))
card("06118", "Unbridled Generosity",
     event_action(game_op("gold_to_cards", 3, each(chars("Mercenary", "Fool")))),
     note="The gold goes on the cards that can use it: Mercenary and Fool characters (Tyrion "
          "Lannister, Vargo Hoat, Shagwell); played only when one is in play.")


def _gold_to_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """1 gold from the treasury onto each of up to ``amount`` of the target's cards, in the
    target's order (Unbridled Generosity)."""
    for c in [c for c in cards if c >= 0][:eff.amount]:
        state.card_gold[c] = state.card_gold.get(c, 0) + 1
        play_rules.note(state, "card_gold", c, 1)


def _any_card(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """The target names at least one card."""
    return any(c >= 0 for c in cards)


GAME_OPS["gold_to_cards"] = _gold_to_cards
GAME_CHECKS["gold_to_cards"] = _any_card

