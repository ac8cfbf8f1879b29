"""Card records of Wolves of the North (codes 03xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, Cost, ENTERS_PLAY, EVENT_CARD_T, ONCE_PER_PHASE, PHASE_ENDS, SACRIFICE_SELF,
    THIS, WOULD_BE_KILLED, action, bonus, cannot, card, challenge_is, chars, choose, cond,
    constant, draw, each, event_action, forced, game_on, game_op, gold, helps, icon, interrupt,
    kneel, only, phase_is, power, reaction, sacrifice, save, stand, strength, when_revealed,
)
from deckcheck.games.agot.engine.records.words import DIREWOLF, NO_OPPONENT, ONLY_OWN_KILLS, named
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

RICKON = named("Rickon Stark")
UNIQUE_STARK = chars(factions=("stark",), unique=True)


# -- Wolves of the North -----------------------------------------------------------------------
card("03001", "King Robb's Host",
     inert=f"moves power from the losing opponent's faction card; {NO_OPPONENT} has none.")
card("03004", "The Blackfish",
     constant(cannot("kneel_to_attack", each(chars("House Tully"))),
              when=(cond("count_at_least", ("power_on_self", 4)),)),
     reaction(CONTEST_WON, draw(1), when=(challenge_is("military"),), costs=(ONCE_PER_PHASE,)),
     note="Renown is read as a keyword.")
card("21016", "The Blackfish",
     constant(icon("intrigue", each(chars("Army", factions=("stark",))))))
card("03006", "Wolves of the North",
     inert=f"reacts to bypassing a character with stealth; {NO_OPPONENT} never defends.")
card("03008", "Jory Cassel",
     interrupt(WOULD_BE_KILLED, save(), costs=(SACRIFICE_SELF,),
               when=(cond("event_card", UNIQUE_STARK), cond("event_other"),
                     cond("plot_trait", "winter", negate=True)), pilot="save_worth"),
     interrupt(WOULD_BE_KILLED, save(), power(1, EVENT_CARD_T), costs=(SACRIFICE_SELF,),
               when=(cond("event_card", UNIQUE_STARK), cond("event_other"),
                     cond("plot_trait", "winter")), pilot="save_worth"),
     note=f"Two abilities: without and with a Winter plot revealed (the player's own: "
          f"{NO_OPPONENT} reveals none). He saves another character; {ONLY_OWN_KILLS}. The "
          "pilot sacrifices him only for a character worth more.")
card("03009", "Riverrun Minstrel",
     reaction(ENTERS_PLAY, power(1, choose(chars("House Tully"))), about="self"))
card("03011", "Osha",
     action(game_op("remove_from_challenge", target=THIS), stand(THIS),
            when=(cond("attacking"),), phases=("challenges",), limit=1, pilot="never"),
     note="Used in the action window inside a challenge she attacks in; once per phase = once "
          "per round (a challenges action). Removing her before the result and standing her "
          f"is the same as not declaring her against {NO_OPPONENT}: the greedy pilot never "
          "uses it.")
card("03014", "Shaggydog",
     constant(strength(2, each(RICKON)), icon("military", each(RICKON))),
     note="'He' is Rickon Stark. No attachments is a keyword.")
card("03016", "Rickon Stark",
     inert="cancels search effects: the opponent searches nothing, and cancelling the "
           "player's own searches only hurts.")
card("03017", "Winterfell", constant(strength(1, each(chars(factions=("stark",))))),
     note="Its reaction (kneel Winterfell: a player with a non-Winter plot cannot trigger card "
          f"abilities this challenge) only stops the player's own abilities against "
          f"{NO_OPPONENT}; never used.")
card("03019", "Nymeria",
     statics=(only(chars(factions=("stark",), unique=True)), bonus(keywords=("intimidate",))),
     pilot="never",
     inert=f"intimidate has nothing to kneel against {NO_OPPONENT}, and moving her changes "
           "nothing.")
card("03026", "Even Handed Justice",
     event_action(kneel(choose(chars(), state="standing")), pilot="never"),
     note="Each player kneels a standing character: the passive opponent has none, so only "
          "one of the player's own kneels - the pilot never plays it.")
card("03027", "Fishwhiskers",
     inert=f"only takes defenders' STR away; {NO_OPPONENT} never defends.")
card("03034", "The Shadow Tower",
     inert="Reacts to winning a challenge as the defender: the passive opponent never attacks.")
card("24014", "The Shadow Tower",
     inert="Both abilities concern cards owned by an opponent (its characters under the "
           "player's control, its shadows area); the passive opponent has none.")
card("03035", "Aggo",
     action(stand(choose(chars("Bloodrider"), state="knelt")),
            when=(cond("plot_trait", "Summer"),), limit=1))
card("03037", "House Florent Knight",
     forced(ENTERS_PLAY, game_op("discard_weakest"), about="self"),
     note="The opponent has no character: one of the player's own with the lowest STR (he "
          "himself when he is the weakest) is discarded.")


def _discard_weakest(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """A character with the lowest STR in play is discarded from play (the opponent has
    none, so it is one of the player's; among ties the cheapest) - House Florent Knight."""
    mine = [c for c in state.characters if state.zone[c] == PLAY]
    if not mine:
        return
    low = min(play_rules.strength(state, c) for c in mine)
    weakest = [c for c in mine if play_rules.strength(state, c) == low]
    EFFECTS["discard"](state, ctx, eff, [min(weakest, key=lambda c: (state.table.cost[c], c))])


GAME_OPS["discard_weakest"] = _discard_weakest

card("03038", "To the Rose Banner!",
     event_action(game_on("gold_by_str", choose(chars(factions=("tyrell",)))),
                  sacrifice(choose(chars(factions=("tyrell",)))),
                  phases=("marshaling",), pilot="never"),
     note="Sacrificing a character for gold is offered to a person, never used blindly by the "
          "greedy pilot.")


def _gold_by_str(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gain gold equal to the STR of the effect's card (To the Rose Banner!)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY:
            state.gold += play_rules.strength(state, c)


GAME_OPS["gold_by_str"] = _gold_by_str

card("17141", "To the Rose Banner!",
     missing=(helps("kneel the faction card to remove a [tyrell] character until the next "
                    "phase (it comes back standing and enters play again)"),))
card("03046", "A Time For Wolves",
     when_revealed(game_on("search_or_put", each(DIREWOLF, zone="deck"), 3)),
     note="The first Direwolf card from the top is taken; with printed cost 3 or lower it is "
          "put into play (when it may enter) instead of going to hand.")
card("03048", "Snowed Under",
     inert=f"its own base initiative is already 0, and {NO_OPPONENT} reveals no plot.")
card("03049", "The Long Winter", when_revealed(game_op("lose_power", 1)),
     note="It is the only revealed plot (Winter, no Summer): the player discards 1 power.")


def _lose_power(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The player discards ``amount`` power from a card it controls: from its cheapest
    character with power (power counts the same wherever it lies), else from the faction
    card (The Long Winter)."""
    for _ in range(eff.amount):
        holders = [c for c, n in state.card_power.items() if n > 0]
        if holders:
            c = min(holders, key=lambda x: (state.table.cost[x], x))
            state.card_power[c] -= 1
            if not state.card_power[c]:
                del state.card_power[c]
        elif state.power > 0:
            state.power -= 1
        play_rules.note(state, "lose_power", 1)


GAME_OPS["lose_power"] = _lose_power

card("03050", "A Song of Summer", constant(strength(1, each(chars())), zone="plot"),
     note="It is the only revealed plot (Summer), so no Winter plot is revealed.")
card("03052", "Ranger's Cache",
     interrupt(PHASE_ENDS, draw(2), when=(phase_is("taxation"),), limit=1,
               costs=(Cost("unless_used", 1),), zone="plot"),
     interrupt(PHASE_ENDS, gold(3), when=(phase_is("taxation"),), limit=1,
               costs=(Cost("unless_used", 0),), zone="plot"),
     note="Either choice closes the other; the gold stays in the pool until the next "
          "taxation phase.")
