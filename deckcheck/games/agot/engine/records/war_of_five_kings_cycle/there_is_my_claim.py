"""Records of the cards first printed in There Is My Claim (War of Five Kings Cycle). Tests in
tests/test_agot_records_war_of_five_kings_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, MARSHALED, cannot, card, chars, cond, constant, game_op, gold, helps, only, reaction, strength, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


card("04060", "Battle of Oxcross",
     inert=f"limits defenders; {NO_OPPONENT} never defends (the plot's numbers are read as "
           "printed).")
card("04061", "Jojen Reed",
     missing=(helps("after he stands, the player draws 1 (or discards the revealed top "
                    "cards)"),),
     note="Stealth is a keyword.")
card("04062", "The Wolf King",
     constant(trait("King", ATTACHED_CARD)),
     constant(cannot("kneel_to_attack", ATTACHED_CARD), when=(cond("in_challenge", "military"),)),
     statics=(only(chars(factions=("stark",))),))
card("04063", "King Renly's Host",
     constant(strength(4), when=(cond("plot_trait", "Summer"),)),
     constant(cannot("attack"), when=(cond("plot_trait", "Winter"),)),
     note="Only the player's plot is revealed here. Intimidate and 'No attachments' are "
          "keywords.")
card("04064", "Caswell's Keep",
     missing=(helps("after a plot is revealed, the better of the top 2 cards stays on top"),))
card("04065", "Shadow Tower Mason",
     missing=(helps("[military] and [intrigue] icons with 3 or more [thenightswatch] locations "
                    "and attachments"),))
card("04066", "The Haunted Forest",
     inert="adds STR when the player defends and kneels after a lost challenge: the passive "
           "opponent never attacks")
card("04068", "Red God's Blessing",
     *(constant(strength(1, ATTACHED_CARD),
                when=(cond("count_with_host", (chars("R'hllor"), n)),)) for n in range(1, 9)),
     note="+1 STR per R'hllor character, the host counted (it gains the trait), up to +8. "
          "The R'hllor trait itself is not given to the host for other cards.")
card("04069", "Tanda Stokeworth", reaction(MARSHALED, gold(3), about="self"),
     note="Each player gains 3 gold: the passive opponent does nothing with its own.")
card("04070", "Without His Beard", inert=f"discards from the losing opponent's hand; {NO_OPPONENT_CARDS}.")
card("04071", "Aeron Damphair",
     missing=(helps("after a character is saved, stand it"),))
card("04072", "King Balon's Solar",
     missing=(helps("1 gold after the player wins initiative (every round here)"),))
card("04073", "Pyat Pree",
     missing=(helps("after a won challenge, a [targaryen] attachment or event of the top X "
                    "cards to hand (X: the STR it was won by)"),))
card("04074", "Vaes Tolorro",
     missing=(helps("power of a killed character (the player's own) moves onto it"),))
card("04075", "Elia Sand", inert=f"gives stealth after a lost challenge; {NO_OPPONENT} never defends.")
card("04076", "Burning on the Sand", inert=f"lowers the winning opponent's claim; {NO_OPPONENT} never wins a challenge.")
card("04077", "Jaqen H'ghar",
     inert=f"marks unique characters to kill after a challenge: {NO_OPPONENT} has none, and "
           "killing the player's own only hurts.")
card("04078", "Isle of Ravens",
     missing=(helps("kneel it to shuffle a card of the player's discard pile into its deck"),))
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
