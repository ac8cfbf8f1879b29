"""Records of the cards first printed in Taking the Black (Westeros Cycle). Tests in
tests/test_agot_records_westeros_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, DRAWN,
    FirstCostReduction, KNEEL_FACTION, MARSHALED,
    UNTIL_CONTEST,
    action, bonus, card,
    cards, challenge_is, chars, choose, cond, constant, draw, event_reaction, game_on, helps, hurts, income, keyword, locations, only, pay_gold, power, reaction,
    stand, strength,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, named, put_best,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context
from deckcheck.games.agot.engine.records.westeros_cycle.shared import (
    SANSA,
)


BY_5 = cond("event_amount_at_least", 5)


card("02001", "Will",
     missing=(hurts("after the player loses an unopposed challenge it must sacrifice a "
                    "Ranger"),),
     note="Stealth and Insight are keywords.")
card("02002", "The Watch Has Need",
     missing=(helps("every Builder, Ranger or Steward character of the top X cards to hand "
                    "(X: reserve)"),))
card("02003", "Maester Luwin",
     constant(keyword("insight"), when=(cond("controls", (named("Robb Stark"), 1)),)),
     note="With Jon Snow he gains stealth, with Rickon Stark pillage, with Bran Stark immunity "
          f"to opponents' plot effects: none acts on {NO_OPPONENT}.")
card("02004", "Lady",
     action(game_on("move_attachment", choose(SANSA, state="knelt")),
            stand(choose(SANSA, state="knelt")), costs=(pay_gold(1),), limit=1,
            limit_per="phase"),
     statics=(only(chars(factions=("stark",))), bonus(strength=2)),
     note="The move is modeled onto a knelt Sansa Stark (who then stands); moving Lady to any "
          "other character changes nothing against a passive opponent. Terminal is a keyword.")


def _move_attachment(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """This attachment (the ability's card) moves to the chosen card (Lady)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY and c != state.parent.get(ctx.source, -1):
            state.parent[ctx.source] = c
            play_rules.note(state, "move", ctx.source, c)


def _can_move_attachment(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """The attachment moves to a different character (not the one it is attached to)."""
    host = state.parent.get(ctx.source, -1)
    return any(c >= 0 and c != host and state.zone[c] == PLAY for c in cards)


GAME_OPS["move_attachment"] = _move_attachment
GAME_CHECKS["move_attachment"] = _can_move_attachment

card("02005", "Arbor Knight",
     action(strength(1, choose(chars("House Redwyne"), state="attacking"), until=UNTIL_CONTEST),
            costs=(pay_gold(1),), phases=("challenges",), limit=3, pilot="never"),
     note=f"Used in the action window inside a challenge; the limit of 3 per phase counts per "
          f"round (a challenges action). +1 STR in a challenge that {NO_OPPONENT} never "
          "contests changes no result (only a 'won by 5 STR' card such as Street of the "
          "Sisters could care), so the greedy pilot keeps its gold.")
card("04043", "Renly Baratheon",
     reaction(DRAWN, draw(1), when=(cond("event_option", "insight"),
                                    cond("event_cards_include", cards(loyal=True)))),
     note="One extra card per Insight draw that holds a loyal card. 'Cannot be saved while "
          "an opponent controls a King' is inert.")
card("02006", "Pleasure Barge", reaction(MARSHALED, draw(3), about="self"),
     statics=(income(-1),),
     missing=(hurts("draws only if the player has drawn no card yet this phase (played as "
                    "always)"),),
     note="Immune to card effects: the player's own do not aim at it.")
card("02007", "Renly Baratheon",
     statics=(FirstCostReduction(chars(exclude_faction="baratheon"), 1),))
card("02008", "King Robert's Warhammer", statics=(only(chars()), bonus(strength=1)),
     note=f"Its reaction kneels characters of the losing opponent; {NO_OPPONENT} has none.")
card("02009", "The Hound",
     missing=(hurts("after each challenge he wins, the player discards a card at random or he "
                    "returns to hand"),),
     note="Ambush (4) is a keyword.")
card("02010", "Cersei's Wheelhouse",
     missing=(helps("1 gold or 1 card after the player becomes first player (every round "
                    "here)"),),
     note="-1 Initiative changes nothing: the player wins initiative anyway.")
card("02011", "The Seastone Chair",
     inert=f"replaces claim to kill a character of the losing opponent; {NO_OPPONENT} has none.")
card("02012", "Rise of the Kraken",
     missing=(helps("2 power instead of 1 for each unopposed challenge won (against the "
                    "passive opponent every challenge won is unopposed)"),))
card("02013", "Merchant Prince",
     missing=(helps("+1 STR and a [military] icon while he has an attachment"),))
card("02014", "Vaes Dothrak",
     inert=f"discards an attachment from play; {NO_OPPONENT} has none, and the player's own are "
           "never worth it.")
card("02015", "Bastard Daughter",
     inert=f"discards from each opponent's hand; {NO_OPPONENT_CARDS}.")
card("02016", "The Long Plan",
     missing=(helps("unspent gold is kept through taxation, and 1 gold after each challenge "
                    "the player loses"),))
card("02017", "Support of the People",
     event_reaction(CONTEST_WON, put_best("deck", locations(max_printed_cost=3)),
                    when=(challenge_is("power"), BY_5)))
card("02018", "Street of the Sisters",
     reaction(CONTEST_WON, power(1),
              when=(challenge_is("power"), cond("event_amount_at_least", 5)),
              costs=(KNEEL_FACTION,)),
     note="Unopposed, the challenge is won by the whole attacking STR.")
card("02019", "Muster the Realm",
     inert=f"raises the claim value; claim does nothing against {NO_OPPONENT}.")
