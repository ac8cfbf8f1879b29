"""Card records of the War of Five Kings Cycle: Across the Seven Kingdoms, Called to Arms, For
Family Honor, There Is My Claim, Ghosts of Harrenhal, Tyrion's Chain."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import marks_of
from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS, put_cards_into_play
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CARD_PLAYED, Cost, DOMINANCE_WON, EVENT_CARD_T, FirstCostReduction, KILLED,
    KNEEL_SELF, PHASE_ENDS, PLOT, PLOT_REVEALED, ambush, cannot, card, cards, chars, choose,
    cond, constant, draw, each, event_action, forced, game_op, gold, helps, income, initiative,
    interrupt, keyword, locations, mark, only, phase_is, power, put_into_play, reaction,
    reserve, stat, strength, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState, DEAD, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

POWER_GAINED = "power_gained"       # rules.gain_power: card, amount (power on a card)
SUMMER = cond("plot_trait", "summer")
NOT_SUMMER = cond("plot_trait", "summer", negate=True)
WINTER = cond("plot_trait", "winter")
NOT_WINTER = cond("plot_trait", "winter", negate=True)


# -- Across the Seven Kingdoms -----------------------------------------------------------------
card("04001", "The Dragon's Tail", event_action(draw(2)),
     note="The opponent's 2 cards do nothing for the passive opponent.")
card("17147", "The Dragon's Tail",
     inert="Melee format only; the goldfish plays joust")
card("04003", "Riverrun",
     reaction(POWER_GAINED, power(1, EVENT_CARD_T), when=(cond("event_card", chars("House Tully")),),
              costs=(KNEEL_SELF,)),
     note="Power is never moved to the player's characters here, only gained.")
card("04004", "Ser Colen of Greenpools",
     constant(strength(3), when=(cond("in_challenge", "power"),)))
card("04005", "Bitterbridge Encampment",
     reaction(PLOT_REVEALED, put_into_play(choose(chars(), zone="hand")),
              when=(cond("event_card", cards("Summer", kinds=(PLOT,))),), costs=(KNEEL_SELF,)),
     note=f"{NO_OPPONENT} has no hand: only the player puts a character into play.")
card("04007", "White Tree",
     inert=f"takes gold from an opponent who collects income; {NO_OPPONENT} has no gold.")
card("04008", "White Raven",
     reaction(DOMINANCE_WON, power(1), when=(cond("plot_trait", ("Summer", "Winter")),)),
     note=f"Its forced sacrifice follows a lost [power] challenge; against {NO_OPPONENT} the "
          "player never loses one.")
card("04012", "Captain's Daughter",
     inert="meant for an opponent's character entering play; on the player's own it only "
           "puts its own character back on its deck.")
card("04013", "Pyke",
     inert="Gives stealth until the end of the phase: the passive opponent never defends.")
card("17163", "Pyke",
     constant(ambush(each(locations("Warship"), zone="hand"), -1)),
     inert="The reaction puts a card on top of its owner's deck: meant for an opponent's "
           "card; its own would only be delayed.",
     note="Warship locations in hand gain Ambush (printed cost - 1) (rules.ambush_cost); the "
          "greedy pilot ambushes characters only.")
card("22006", "Pyke",
     constant(ambush(each(locations("Warship"), zone="hand"), -1)),
     missing=(helps("after a [greyjoy] location enters play, kneel Pyke to put another "
                    "card on top of its owner's deck, drawn at the end of the phase (the "
                    "player's own card, to replay it)"),),
     note="Warship locations in hand gain Ambush (printed cost - 1) (rules.ambush_cost); the "
          "greedy pilot ambushes characters only.")
card("04017", "Tower of the Sun", reaction(CARD_PLAYED, gold(1), limit=1, limit_per="phase"),
     note="Only the player plays events.")
card("04018", "Pyromancers",
     inert="Its Dominance action discards a location: meant for an opponent's; on its own it "
           "only hurts (and the engine has no dominance action window).")

# -- Called to Arms ----------------------------------------------------------------------------
card("04021", "Donella Hornwood",
     statics=(FirstCostReduction(cards(loyal=True), 1, play=True),),
     note="The first loyal card marshaled or played from hand each round (rules.event_cost).")
card("04023", "Knight of Summer",
     constant(strength(2), keyword("renown"), when=(SUMMER, NOT_WINTER)))
card("04024", "There Is My Claim",
     inert="Raises claim: claim takes nothing from the passive opponent.")
card("04025", "Dolorous Edd",
     inert="His action works only while defending; the passive opponent never attacks.")
card("04026", "Craven", pilot="never",
     inert="Meant for an opponent's character (it cannot attack); on its own it only hurts.")
card("04034", "Beggar King", statics=(only(chars(factions=("targaryen",))),), pilot="never",
     inert="Reacts to an opponent revealing a plot with more gold; the passive opponent "
           "reveals none. The King trait is not given.")
card("04037", "Kings of Summer",
     constant(stat("income", 1), when=(SUMMER, NOT_WINTER), zone="agenda"),
     statics=(reserve(1),),
     note="'No Winter plots' is a deck-building rule (checked by the validator).")
card("04038", "Kings of Winter", statics=(reserve(-1),),
     note="The gold reduction falls on the opponent's plots (inert: it reveals none); "
          "'no Summer plots' is a deck-building rule.")
card("04039", "Summer Harvest", statics=(income(2),),
     missing=(helps("X is 2 higher than the printed gold of the opponent's revealed plot: "
                    "the passive opponent reveals no plot, so the engine gives 2 gold, where a "
                    "real opponent's plot adds its printed gold"),),
     note="Its gold is modeled as 2 (the part it adds to a revealed plot's gold); the plot's "
          "gold itself is the missing part, leaning low.")
card("04040", "Winter Festival",
     interrupt(PHASE_ENDS, power(2), when=(phase_is("challenges"), NOT_SUMMER), zone="plot"),
     note="Only the player's own (Winter) plot is revealed, so the condition always holds.")

# -- For Family Honor --------------------------------------------------------------------------
card("04041", "Ser Edmure Tully",
     inert="Moves power between the player's own characters: its total is unchanged.")
card("04045", "Thoren Smallwood",
     inert="Reacts to winning a challenge as the defender; the passive opponent never attacks.")
card("04047", "Asshai Priestess",
     inert="Kneels a character with STR 2 or lower: meant for an opponent's; on its own "
           "characters it only hurts, so the player never uses it.")
card("04053", "Devoted Bloodrider", constant(strength(1, each(chars("Bloodrider")))))
card("04059", "Dissension",
     inert=f"Discards an Ally character: meant for an opponent's; {NO_OPPONENT} has none.")

# -- There Is My Claim -------------------------------------------------------------------------
card("04062", "The Wolf King",
     constant(trait("King", ATTACHED_CARD)),
     constant(cannot("kneel_to_attack", ATTACHED_CARD), when=(cond("in_challenge", "military"),)),
     statics=(only(chars(factions=("stark",))),))
card("04066", "The Haunted Forest",
     inert="adds STR when the player defends and kneels after a lost challenge: the passive "
           "opponent never attacks")
card("04068", "Red God's Blessing",
     *(constant(strength(1, ATTACHED_CARD),
                when=(cond("count_with_host", (chars("R'hllor"), n)),)) for n in range(1, 9)),
     note="+1 STR per R'hllor character, the host counted (it gains the trait), up to +8. "
          "The R'hllor trait itself is not given to the host for other cards.")
card("04079", "King Beyond the Wall", statics=(only(chars("Wildling")),), pilot="never",
     inert="Raises claim while attacking a player with more power: the passive opponent has "
           "0 power and claim takes nothing from it; the King trait is not given.")
card("04080", "Valar Morghulis", when_revealed(game_op("kill_each_character")),
     note="Every character the player controls dies (the opponent has none), except those "
          "immune to Omen card effects (Craster).")


def _kill_each_character(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kill each character in play, except those immune to the source's card effects by one
    of its traits (``cannot`` "<trait>_effects", e.g. Craster: "omen_effects") - Valar
    Morghulis."""
    t = state.table
    traits = t.traits[ctx.source]
    doomed = [c for c in state.characters if state.zone[c] == PLAY
              and not any(play_rules.cannot(state, c, f"{tr}_effects") for tr in traits)]
    EFFECTS["kill"](state, ctx, eff, doomed)


GAME_OPS["kill_each_character"] = _kill_each_character


# -- Ghosts of Harrenhal -----------------------------------------------------------------------
card("04083", "Brienne of Tarth",
     inert="Not kneeling as a defender: the player never defends. Renown is read as a keyword.")
card("04085", "Craster",
     constant(cannot("omen_effects")),
     forced(KILLED, mark("killed", EVENT_CARD_T), about="mine",
            when=(cond("event_card", chars()),)),
     reaction(KILLED, game_op("put_marked_into_play"), about="mine",
              costs=(Cost("sacrifice_self"),), when=(cond("marked_in", ("dead", 2)),)),
     note="He remembers the characters killed this phase while he is in play (a character "
          "killed before he entered play is missed); his action is offered right after a "
          "kill, once 2 or more of them are in the dead pile (after Valar Morghulis, an Omen "
          "plot that spares him, all the dead come back).")


def _put_marked_into_play(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put every card this ability's card marked (Craster: each character killed this
    phase) into play from the dead pile."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == DEAD]
    for c in marked:
        put_cards_into_play(state, ctx, eff, [c])


GAME_OPS["put_marked_into_play"] = _put_marked_into_play


# -- Tyrion's Chain ----------------------------------------------------------------------------
card("04101", "House Manderly Knight", constant(strength(2), when=(WINTER,)))
card("00280", "Ser Robar Royce",
     constant(cannot("attack"), when=(cond("challenges_initiated", 0),)),
     statics=(initiative(-1),),
     note="Not an attacker in the first challenge the player initiates each round; not "
          "declared as a defender: the player never defends. The same text as 23015.")
card("23015", "Ser Robar Royce",
     constant(cannot("attack"), when=(cond("challenges_initiated", 0),)),
     statics=(initiative(-1),),
     note="Not an attacker in the first challenge the player initiates each round (the "
          "defender part is inert: the passive opponent never attacks); the greedy pilot "
          "plans him into the later challenges.")
card("04104", "Renly's Pavilion",
     inert="Moves 1 STR from one character to another: STR does not decide an unopposed "
           "challenge, and the opponent has no character to lower.")
card("04117", "Northern Refugee",
     statics=(SelfCostReduction(chars(), 1, plot_trait="winter"),),
     note="The passive opponent reveals no plot: a Winter plot is the player's.")
