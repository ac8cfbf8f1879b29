"""Records of the cards first printed in The Brotherhood Without Banners (Blood and Gold cycle). Tests in
tests/test_agot_records_blood_and_gold.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    CARD_PLAYED, KNEEL_SELF,
    action, bonus,
    card, chars, cond, each, event_action,
    events, game_op, gold, helps, income, only, reaction,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS,
)
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


card("06101", "Sansa's Maid",
     missing=(helps("+1 STR to each Lady per gold on her"),))
card("06102", "Northern Keep",
     action(gold(2), costs=(KNEEL_SELF,), phases=("marshaling",),
            when=(cond("plot_trait", "Winter"),)),
     action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",),
            when=(cond("plot_trait", "Winter", negate=True),)),
     note="Only the player's plot is revealed: 2 gold under a Winter plot. Limited is a keyword.")
card("06103", "Highgarden Minstrel",
     reaction(CARD_PLAYED, gold(1), when=(cond("event_card", events("Song")),), limit=3))
card("06104", "Horn Hill",
     missing=(helps("kneel it: +X STR to each participating [tyrell] character (X: its gold)"),))
card("06105", "Donal Noye",
     missing=(helps("discard 1 of his gold to put a Weapon from hand into play"),))
card("06106", "Ranger's Bow",
     statics=(only(chars(factions=("thenightswatch",))), bonus(strength=1)),
     note=f"Its action helps a defender; {NO_OPPONENT} never attacks.")
card("06107", "Patchface",
     missing=(helps("gains the keywords and icons of the other Fool characters"),))
card("06108", "King's Blood",
     inert=f"discards power from each opponent's faction card; {NO_OPPONENT} has none (Bestow (3) "
           "is a keyword).")
card("06109", "Genna Frey",
     inert=f"discards from the losing opponent's hand; {NO_OPPONENT_CARDS}.")
card("06110", "The Goldroad", action(gold(1), costs=(KNEEL_SELF,), phases=("challenges",)),
     statics=(income(1),), note="Limited is a keyword.")
card("06111", "Stony Shore Raider",
     inert=f"kneels a location; {NO_OPPONENT} has none (Bestow (3) is a keyword).")
card("06112", "Pay The Iron Price",
     inert=f"takes an attachment from an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("06113", "Freedmen",
     missing=(helps("put into play from the discard pile after a challenge won by 5 STR"),))
card("06114", "Warrior's Braid",
     missing=(helps("renown, and +1 STR per bell token from [military] challenges won"),))
card("06115", "Dornish Spy",
     inert=f"takes a challenge icon from a character; {NO_OPPONENT} has none (Ambush (4) is a "
           "keyword).")
card("06116", "Locked Away", pilot="never",
     inert="a Terminal condition that returns its host to hand: meant for an opponent's "
           f"character, and {NO_OPPONENT} has none.")
card("06117", "Beric Dondarrion",
     missing=(helps("his STR is his kiss tokens (6 when marshaled; played as 0), one discarded to "
                    "save him"),),
     note="Renown is a keyword.")
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
card("06119", "The Brotherhood Without Banners",
     missing=(helps("as the challenges phase begins, kneel the faction card: a neutral character "
                    "gains insight, intimidate, renown or stealth"),))
card("06120", "Favors From the Crown",
     missing=(helps("1 gold (2 with 3 or more) on each card with bestow that enters play"),))
