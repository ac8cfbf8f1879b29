"""Records of the cards first printed in The Road to Winterfell (Westeros Cycle). Tests in
tests/test_agot_records_westeros_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ATTACKERS, CONTEST_WON, Cost, KNEEL_FACTION, MARSHALED,
    NextCostReduction, action, card,
    cards, challenge_is, chars, choose, cond, constant, draw, event_action,
    event_reaction, events, game_op, gold, helps, hurts, per, power, reaction,
    search, strength, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, USED_PLOTS_1,
    put_best,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context
from deckcheck.games.agot.engine.records.westeros_cycle.shared import (
    KNIGHT,
    LADY_CHAR,
    STARK_CHARS,
)


DIREWOLF_CHAR = chars("Direwolf")

card("02020", "Here to Serve",
     when_revealed(put_best("deck", chars("Maester", max_printed_cost=3))))
card("02021", "Winterfell Kennel Master",
     action(game_op("kneel_to_join", target=choose(DIREWOLF_CHAR, state="standing")),
            when=(cond("an_attacker", STARK_CHARS),), phases=("challenges",), limit=1,
            pilot="join"),
     missing=(helps("kneeling a character with a Direwolf attachment (not a Direwolf itself) "
                    "to have it join the challenge"),),
     note="Used in the action window inside a challenge; once per phase = once per round "
          "(a challenges action). The pilot has a Direwolf the challenge plan does not need "
          "join when it has Renown or Insight.")
card("02022", "Winterfell Castle",
     missing=(helps("+2 STR to each of 2 or more unique participating [stark] characters in "
                    "[military] and [power] challenges"),))
card("02023", "Lady-in-Waiting",
     inert="Its only text lets it be marshaled as a free duplicate on a Lady instead of as a "
           "character: a duplicate adds no STR, icon or ability and only saves the Lady from "
           "leaving play, which the passive opponent never makes happen; as a 1-STR [intrigue] "
           "character it wins challenges, so the engine marshals it as one.")
card("02024", "Lady Sansa's Rose",
     event_reaction(CONTEST_WON, power(1, ATTACKERS),
                    when=(cond("alone_attacker", KNIGHT),
                          cond("controls", (LADY_CHAR, 1), negate=True)),
                    costs=(Cost("once_per_challenge"),)),
     event_reaction(CONTEST_WON, power(3, ATTACKERS),
                    when=(cond("alone_attacker", KNIGHT), cond("controls", (LADY_CHAR, 1))),
                    costs=(Cost("once_per_challenge"),)),
     note="Only attacking alone happens here; a Knight trait granted (Knighted) counts.")
card("02025", "Unsworn Apprentice",
     missing=(helps("gains a challenge icon of the player's choice for the phase (he has none "
                    "of his own)"),))
card("02026", "Brandon's Gift",
     reaction(MARSHALED, game_op("arm_reducer"), about="mine",
              when=(cond("event_card", chars("Builder")),), limit=3, limit_per="phase"),
     statics=(NextCostReduction(cards(factions=("thenightswatch",)), 1, pay="trigger"),))
card("02027", "Royal Entourage",
     missing=(hurts("kneels after the player loses an [intrigue] challenge"),))
card("02028", "In the Name of Your King!",
     inert=f"played only while defending a [military] challenge; {NO_OPPONENT} never attacks.")
card("02029", "Brothel Madame",
     inert=f"asks a player for gold or forbids its [military] challenges; {NO_OPPONENT} has no "
           "gold and never attacks, and choosing the player itself gives it nothing.")
card("02030", "Wardens of the West",
     inert=f"makes the losing opponent discard from hand; {NO_OPPONENT_CARDS} (the plot's "
           "numbers are read as printed).")
card("02031", "The Reader",
     reaction(CONTEST_WON, draw(1),
              when=(cond("event_cards_include", chars(factions=("greyjoy",), unique=True)),),
              limit=1, limit_per="phase"),
     note="Every challenge is unopposed here. The other choice (discard the top 3 cards of "
          "each opponent's deck) has nothing to act on.")
card("02032", "Raiding Longship",
     inert=f"Takes a defending character's STR out of a challenge; {NO_OPPONENT} never "
           "defends.")
card("02033", "Rakharo",
     inert="Intimidate (with another Bloodrider) acts on nothing, and claim kills no character "
           "of the passive opponent, so his reaction never fires.")
card("15009", "Rakharo",
     inert="Discards from the losing opponent's hand; the passive opponent has no hand.")
card("02034", "Crown of Gold", constant(strength(-4, ATTACHED_CARD)), pilot="never",
     inert="Meant for an opponent's character (-4 STR, killed at 0); the King trait is not "
           "given.")
card("17134", "Crown of Gold", constant(strength(-4, ATTACHED_CARD)), pilot="never",
     inert="Meant for an opponent's character (-4 STR); the King trait is not given.")
card("02035", "Nymeria Sand",
     inert=f"takes a challenge icon from an opponent's character; {NO_OPPONENT} has none.")
card("02036", "In Doran's Name",
     event_action(per(gold(1), "used_plots"), costs=(KNEEL_FACTION,), when=(USED_PLOTS_1,)),
     note="Offered once at least one plot is in the used pile.")
card("02037", "Syrio Forel",
     missing=(helps("a character gains a [military] icon (and stealth) for the phase"),))
card("02038", "Shadowblack Lane",
     reaction(CONTEST_WON, search(events(out_of_faction=False), top=10),
              when=(challenge_is("intrigue"),), costs=(KNEEL_FACTION,)))
card("02039", "Trading with the Pentoshi",
     inert=f"its When Revealed gives gold to {NO_OPPONENT}, who does nothing with it "
           "(the printed 10 gold are the plot's income).")
card("02040", "Political Disaster", when_revealed(game_op("keep_locations", 2)),
     note="The player keeps its two most expensive locations; the opponent has none.")


def _keep_locations(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The player keeps up to ``amount`` of its locations (the most expensive ones) and
    discards the rest from play (Political Disaster)."""
    t = state.table
    mine = [c for c in state.locations if state.zone[c] == PLAY]
    mine.sort(key=lambda c: (-t.cost[c], c))
    EFFECTS["discard"](state, ctx, eff, mine[eff.amount:])


GAME_OPS["keep_locations"] = _keep_locations
