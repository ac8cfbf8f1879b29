"""Records of the cards first printed in No Middle Ground (Westeros Cycle). Tests in
tests/test_agot_records_westeros_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    DOMINANCE_WON, KNEEL_SELF, KNELT, OPPONENT_ONLY, PHASE_BEGINS, THIS, UNTIL_PHASE, action, card,
    chars, choose, cond, constant, draw, each, forced, game_op, helps, hurts, income, keyword, keywords_of, phase_is, power, reaction,
    stand, strength,
)
from deckcheck.games.agot.engine.records.words import (
    FOR_OPPONENTS_CHARACTER,
    LOYAL, NO_OPPONENT, NO_OPPONENT_CARDS,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context
from deckcheck.games.agot.engine.records.westeros_cycle.shared import (
    LADY_CHAR,
    STARK_CHARS,
)


_ARMED = choose(chars(loyal=False), state="with:Weapon")

card("02061", "Hodor",
     missing=(hurts("cannot be declared as an attacker unless the player controls Bran Stark"),
              hurts("does not count his STR for dominance")))
card("02062", "Wardens of the North",
     action(game_op("kneel_to_join", target=choose(STARK_CHARS, state="standing")),
            when=(cond("an_attacker", STARK_CHARS),), phases=("challenges",), limit=2,
            zone="plot", pilot="join"),
     note="Used in the action window inside a challenge with an attacking [stark] character; "
          "the one knelt stands outside the challenge, so it is another. The pilot has a "
          "character the challenge plan does not need join when it has Renown or Insight.")
card("02063", "Ser Horas Redwyne",
     reaction(KNELT, stand(choose(LADY_CHAR, state="knelt")), about="self"),
     note="Knelt as an attacker, by an effect or to pay a cost: each tells the cards 'knelt'.")
card("02064", "The Arbor", statics=(income(3),), note="Limited is a keyword.")
card("02065", "Halder",
     inert="+1 STR until the end of the phase: STR does not decide an unopposed challenge, "
           "and dominance is counted before any action window of its phase; kneeling a "
           "location or attachment for it only costs. (His attachment restriction is a "
           "keyword.)")
card("17118", "Halder",
     missing=(helps("kneel [thenightswatch] locations and attachments: +X STR to a "
                    "[thenightswatch] character"),))
card("02066", "The Watcher on the Walls",
     inert=f"kills each attacking character in a [military] challenge: {NO_OPPONENT} never "
           "attacks, and killing the player's own attackers only hurts.")
card("02067", "For the Watch!",
     inert=f"protects the player in challenges initiated against it; {NO_OPPONENT} "
           "initiates none (the plot's numbers are read as printed).")
card("02068", "Gendry",
     reaction(DOMINANCE_WON, power(1, THIS)),
     note="The forced reaction after an opponent wins dominance never fires: the passive "
          "opponent counts 0 and a tie wins nothing.")
card("22001", "Gendry",
     constant(keyword("renown"), when=(cond("controls", (LOYAL, 1), negate=True),)),
     reaction(PHASE_BEGINS, strength(2, _ARMED, UNTIL_PHASE),
              keywords_of(chars(names=("Gendry",)), _ARMED, UNTIL_PHASE),
              when=(phase_is("challenges"),)),
     note="The chosen character gains the keywords Gendry has while the phase lasts (his "
          "renown while no loyal character is in play).")
card("02069", "Tobho Mott's Armory", reaction(DOMINANCE_WON, draw(1), costs=(KNEEL_SELF,)))
card("02070", "Red Cloaks",
     missing=(helps("+1 STR in [intrigue] challenges for each gold moved onto it"),))
card("02071", "Paid Off", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02072", "Priest of the Drowned God",
     constant(strength(1, each(chars("Drowned God")))))
card("02073", "Loot",
     inert=f"paid from the losing opponent's gold and discards from its deck; "
           f"{NO_OPPONENT_CARDS} and no gold.")
card("02074", "Dothraki Outriders", statics=(SelfCostReduction(chars("Dothraki")),),
     note="No attachments and Pillage are keywords.")
card("02075", "Blood of the Dragon",
     missing=(hurts("each non-Dragon character (the player's own) gets -1 STR and dies at 0"),))
card("02076", "Maester of Starfall",
     inert=f"takes a keyword from a character: {NO_OPPONENT} has none, and taking one "
           "from the player's own only hurts.")
card("02077", "Condemned", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02078", "Wildling Scout",
     inert=f"sacrifices itself to grant stealth; {NO_OPPONENT} never declares defenders to "
           "bypass.")
card("02079", "The First Snow of Winter",
     forced(PHASE_BEGINS, game_op("return_cheap", 3), when=(phase_is("challenges"),),
            zone="plot"),
     note="Only the player has characters: its own cheap ones go back to hand.")


def _return_cheap(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each character in play with printed cost ``amount`` or lower returns to its owner's
    hand (The First Snow of Winter)."""
    t = state.table
    cheap = [c for c in state.characters if state.zone[c] == PLAY and t.cost[c] <= eff.amount]
    EFFECTS["return_to_hand"](state, ctx, eff, cheap)


GAME_OPS["return_cheap"] = _return_cheap

card("02080", "Wraiths in Their Midst",
     inert=f"lowers the reserve of an opponent's plot; {NO_OPPONENT} reveals none.")
