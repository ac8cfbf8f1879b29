"""Records of the cards first printed in The Red Wedding (Blood and Gold cycle). Tests in
tests/test_agot_records_blood_and_gold.py."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS, HOOKS
from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_DECLARED, ENTERS_PLAY, KNEEL_FACTION, KNEEL_SELF,
    OPPONENT_ONLY, THIS, UNTIL_PHASE, action, bonus,
    card, chars, cond, constant, count_in_play, draw, event_action,
    game_op, gold, helps, keyword, only, per,
    reaction, strength,
)
from deckcheck.games.agot.engine.records.words import (
    FOR_OPPONENTS_CHARACTER, NO_OPPONENT, NO_OPPONENT_CARDS, USED_PLOTS_1, used_plots,
)
from deckcheck.games.agot.engine.state import AgotState, DISCARD
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


card("06046", "Underground Vault", action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",)),
     note=f"1 gold: {NO_OPPONENT} reveals no plot. Limited is a keyword.")
card("06047", "Flea Bottom Bastard", constant(strength(3), when=(cond("phase", "dominance"),)))
card("06048", "Spears of the Merling King",
     missing=(helps("sacrifice it to return a character of the player that is killed to hand"),))
card("06049", "Cersei's Attendant", constant(keyword("insight"), when=(cond("attacking"),)),
     note=f"{NO_OPPONENT} never holds a card: insight whenever she attacks.")
card("06050", "Fever Dreams", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("06051", "Theon Greyjoy",
     inert="takes the STR of stronger characters out while he attacks alone: only he participates "
           "then.")
card("06052", "Corsair's Dirk", statics=(only(chars("Ironborn")), bonus(strength=2)),
     note=f"Its gold comes from the losing opponent; {NO_OPPONENT} has none.")
card("06053", "Grey Worm",
     inert=f"lowers a defender's STR; {NO_OPPONENT} never defends.")
card("06054", "Astapor",
     inert="lowers a participant's STR: only the player's own participate here (Bestow (4) is a "
           "keyword).")
card("06055", "Maester of Sunspear",
     inert="returns an attachment to hand after a lost challenge: only the player's own "
           "attachments are in play.")
card("06056", "Dornish Fiefdom", action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",)),
     note="1 gold: the player is the first player every round here. Limited is a keyword.")
card("06057", "Frey Lordling", reaction(CONTEST_DECLARED, strength(1, THIS, until=UNTIL_PHASE)))
card("06058", "The Twins",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("06059", "Lay Siege",
     inert=f"kneels a location; {NO_OPPONENT} has none.")
card("06060", "Duel",
     inert=f"makes an opponent kneel and kill its characters; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
card("06061", "Dacey Mormont",
     constant(strength(1), per=count_in_play(chars(factions=("stark",)))),
     note="X counts every [stark] character in play, herself included. Renown is a keyword.")
card("06062", "Winterfell Archery Range",
     inert="removes a weak participant from a [military] challenge: only the player's own "
           "participate.")
card("06063", "Oldtown Informer",
     reaction(ENTERS_PLAY, per(draw(1), "gold_on_card"),
              per(game_op("discard_from_hand", 1), "gold_on_card"),
              when=(cond("phase", "challenges"), cond("count_at_least", ("gold_on_card", 1)))),
     note="X = the gold bestowed on her (the greedy pilot bestows none); the player discards "
          "its least valuable cards. Ambush and Bestow are keywords.")
card("17138", "Oldtown Informer",
     missing=(helps("draw and discard X after a card enters play in the challenges phase (X: its "
                    "gold)"),),
     note="Ambush (2) and Bestow (3) are keywords.")


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

card("06064", "Arbor Vineyard",
     action(gold(2), costs=(KNEEL_SELF,), phases=("marshaling",),
            when=(cond("plot_trait", "Summer"),)),
     action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",),
            when=(cond("plot_trait", "Summer", negate=True),)),
     note="Only the player's plot is revealed: 2 gold under a Summer plot. Limited is a keyword.")
card("06065", "Othell Yarwyck",
     missing=(helps("kneel a [thenightswatch] location: a [thenightswatch] character gains a "
                    "challenge icon for the phase"),))
card("06066", "Improved Fortifications",
     missing=(helps("sacrificed to save its location from leaving play"),))
card("06067", "Ser Axell Florent",
     inert=f"kneels a character without attachments; {NO_OPPONENT} has none (Bestow (3) is a "
           "keyword).")
card("06068", "Saving the Kingdom",
     inert=f"kneels a weak character; {NO_OPPONENT} has none.")
card("06069", "Ser Osmund Kettleblack",
     missing=(helps("discard 1 of his gold: a Knight from hand attacks this phase, then is "
                    "discarded"),))
card("06070", "Tywin's Stratagem",
     inert="returns a cheap character of each player to hand: only the player's own, so it never "
           "plays it.")
card("06071", "Silence's Crew",
     missing=(helps("+2 STR for each gold on it"),),
     note="Pillage and Bestow (3) are keywords.")
card("06072", "Plunder",
     inert=f"gold for an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("06073", "Strong Belwas",
     missing=(helps("discard 1 of his gold to save another unique [targaryen] character"),))
card("06074", "Breaker of Chains",
     missing=(helps("+1 STR per cheap character; a character of printed cost 2 or lower comes "
                    "into play from hand as its host attacks"),))
card("06075", "Ellaria Sand",
     missing=(helps("after a lost challenge, discard 1 of her gold to stand each Bastard"),))
card("06076", "Secret Schemes",
     event_action(per(draw(1), "used_plots"), costs=(KNEEL_FACTION,), when=(USED_PLOTS_1,)),
     note="Offered once at least one plot is in the used pile.")
card("17169", "Secret Schemes",
     event_action(replace(draw(1), per="used_plots_max5"), costs=(KNEEL_FACTION,),
                  when=(used_plots(1),), phases=("challenges",)))
