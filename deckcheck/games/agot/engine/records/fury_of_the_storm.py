"""Card records of Fury of the Storm (codes 14xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_DECLARED, CONTEST_WON, ENTERS_PLAY, KNEEL_FACTION, KNEEL_SELF,
    MARSHALED, NextCostReduction, PHASE_ENDS, THIS, UNTIL_PHASE, action, at_end_of, attachments,
    bonus, cannot, card, challenge_is, chars, choose, cond, constant, discard, draw,
    extra_challenge, forced, game_op, helps, hurts, icon, interrupt, locations, only, phase_is,
    reaction, search, stand, strength, to_hand,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, LOYAL, NO_OPPONENT, NO_OPPONENT_CARDS, put_best,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

CLAIM = f"changes the claim value, and claim takes nothing from {NO_OPPONENT}"


# -- Fury of the Storm -------------------------------------------------------------------------
card("14003", "Melisandre",
     inert=f"moves power from a character of the losing opponent; {NO_OPPONENT} has none "
           "(Stealth is a keyword).")
card("14004", "Renly Baratheon",
     action(put_best("hand", chars(exclude_faction="baratheon", max_printed_cost=3)),
            costs=(KNEEL_FACTION,)),
     missing=(helps("X is his STR: above its printed 3 (STR raised), more expensive characters "
                    "could come in"),),
     note="The most expensive non-[baratheon] character of printed cost 3 or lower in hand is "
          "put into play. Renown is a keyword.")
card("14005", "Salladhor Saan",
     missing=(helps("after a Smuggler is marshaled, kneel a location to gain gold equal to its "
                    "printed cost (once per round)"),))
card("14006", "Ser Davos Seaworth",
     inert=f"discards power from the losing opponent's faction card before his King gains 1: "
           f"{NO_OPPONENT} has no power, so the 'then' never comes (Stealth is a keyword).")
card("14007", "Alester Florent",
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_card", chars("House Florent")),),
              limit=1),
     note=f"His interrupt kneels a character an opponent controls; {NO_OPPONENT} has none.")
card("14009", "Griffin's Roost Knight",
     interrupt(PHASE_ENDS, stand(THIS),
               when=(phase_is("challenges"), cond("challenge_lost", "power", negate=True))))
card("14010", "Dale Seaworth",
     reaction(MARSHALED, to_hand(choose(locations(factions=("baratheon",)), zone="discard")),
              about="self"))
card("14011", "Ser Imry Florent",
     inert=f"He dies and locations are sacrificed so that an opponent kneels characters; "
           f"{NO_OPPONENT} has none.")
card("14012", "Red Priest",
     inert="looks at an opponent's hand and removes a card from it: " + NO_OPPONENT_CARDS)
card("17161", "Red Priest",
     inert=f"takes a card from an opponent's hand; {NO_OPPONENT_CARDS}.")
card("14013", "Shyra Errol",
     missing=(helps("sacrifice her when a character is killed to move its power to the "
                    "faction card (the player's own, killed by its own effects)"),))
card("14014", "Acolyte of the Flame", inert=f"looks at an opponent's deck; {NO_OPPONENT} has none.")
card("14015", "Bastard of Robert",
     reaction(ENTERS_PLAY, draw(1), about="self", when=(cond("controls", (chars("King"), 1)),)),
     missing=(helps("costs 2 less to marshal while the player controls Robert Baratheon"),))
card("14016", "Wily Smuggler",
     inert="puts a card of the hand on top of the deck and draws it again at the end of the "
           "phase: the hand ends the same (it only hides a card from an opponent).")
card("14017", "The Stormlands",
     constant(extra_challenge("power")),
     reaction(CONTEST_WON, stand(choose(chars("King", "Queen"), state="participant")),
              when=(challenge_is("power"),), costs=(KNEEL_SELF,)))
card("14018", "Cape Wrath", inert=CLAIM)
card("14019", "Lyseni Galley",
     missing=(helps("kneel it: +1 STR for the phase to a character"),),
     note="Stealth for a Captain or Smuggler bypasses no one here.")
card("14020", "Azor Ahai Reborn",
     forced(CONTEST_DECLARED, game_op("host_joins"),
            when=(cond("event_cards_include", chars("R'hllor")),)),
     statics=(only(chars(unique=True)),),
     note="The attached character participates (knelt or standing) in each challenge an "
          "R'hllor character of the player attacks in. Terminal is read as a keyword.")


def _host_joins(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The attachment's host counts as participating on the attacking side of the challenge
    being resolved, knelt or not (its STR counts, its Renown / Insight apply) - Azor Ahai
    Reborn."""
    host = state.parent.get(ctx.source, -1)
    if state.challenge >= 0 and host >= 0 and state.zone[host] == PLAY \
            and host not in state.attackers:
        state.attackers.append(host)
        play_rules.note(state, "joins", host)


def _can_host_join(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    host = state.parent.get(ctx.source, -1)
    return state.challenge >= 0 and host >= 0 and host not in state.attackers


GAME_OPS["host_joins"] = _host_joins
GAME_CHECKS["host_joins"] = _can_host_join

card("14021", "Hunting Accident", pilot="never",
     inert="a Terminal condition keeping its host from standing: meant for an opponent's "
           f"character, and {NO_OPPONENT} has none.")
card("14022", "Warhammer",
     constant(strength(2, ATTACHED_CARD),
              when=(cond("attached_to", chars(max_printed_strength=4)),)),
     statics=(only(chars()),),
     note=f"A host of printed STR 5 or more gains intimidate: nothing to kneel against "
          f"{NO_OPPONENT}.")
card("14023", '"A Cask of Ale"',
     inert="moves power between two cards of one player: the player's own, which changes no "
           f"total ({NO_OPPONENT} has no power).")
card("14024", "Nightfire Visions",
     inert=f"draws when an opponent reveals a plot with the named trait; {NO_OPPONENT} reveals "
           "none.")
card("14025", "Botley Crew", inert=f"returns gold of an opponent; {NO_OPPONENT} collects none.")
card("14026", "Every Captain is a King",
     missing=(helps("Captains gain the King trait and do not kneel to attack in [power] "
                    "challenges for the phase"),))
card("14027", "Ser Gregor Clegane",
     missing=(hurts("after each challenge he wins, the player must kill one of its own "
                    "characters"),),
     note="Intimidate and Pillage are keywords.")
card("14028", "Lionstar",
     action(game_op("put_for_challenge",
                    target=choose(chars(factions=("lannister",), max_printed_cost=4),
                                  zone="hand")),
            at_end_of(UNTIL_PHASE, discard(choose(chars(factions=("lannister",),
                                                        max_printed_cost=4), zone="hand"))),
            costs=(KNEEL_SELF,), phases=("challenges",)),
     missing=(helps("the action in other phases (e.g. a character for its enter-play "
                    "ability)"),),
     note="Used in the challenges phase for a character that can make a challenge still "
          "open; it is discarded at the end of the phase.")
card("14029", "Prince's Attendant",
     statics=(NextCostReduction(chars("Lord", "Lady", factions=("martell",)), 2, "kneel"),))
card("14030", "Kingsgrave",
     inert="acts after the player loses a [power] challenge by 5 STR: without defenders it "
           "never does.")
card("14031", "Protectors of the Realm",
     missing=(helps("its STR is the player's reserve value (played as 0)"),))
card("14032", "The Horn that Wakes the Sleepers",
     inert=f"answers a challenge initiated against the player; {NO_OPPONENT} never attacks.")
card("14033", "She-Bear",
     reaction(MARSHALED,
              put_best("hand", chars(factions=("stark",), max_printed_cost=3),
                       attachments(factions=("stark",), max_printed_cost=3)),
              about="self"),
     note="Puts the best [stark] character or attachment of printed cost 3 or lower from hand "
          "into play (an attachment onto its first legal host).")
card("14034", "Bearskin Cloak", statics=(only(chars()), bonus(strength=1)),
     note="Stealth for a House Mormont character bypasses no one here.")
card("14035", "Haggo",
     missing=(helps("after a won challenge, trade a card of the hand for a Dothraki card of the "
                    "discard pile"),))
card("14036", "Dothraki Steed", missing=(helps("+1 STR (+3 for a Dothraki) while attacking"),))
card("14037", "Hightower Knight",
     missing=(helps("put into play from hand by kneeling a non-[tyrell] Knight"),))
card("14038", "Fields of the Reach", inert=CLAIM)
card("14039", "Lyn Corbray",
     inert=f"stands when an opponent initiates a [power] challenge; {NO_OPPONENT} never does "
           "(Stealth is a keyword).")
card("14040", "Unlikely Champion",
     constant(icon("power"), when=(cond("controls", (chars("Lord", "Lady"), 1)),)))
card("14041", "Anguy the Archer",
     constant(cannot("kneel_to_attack"),
              when=(cond("in_challenge", "military"), cond("controls", (LOYAL, 1), negate=True))))
card("14042", "The Hollow Hill",
     action(search(chars(loyal=False), top=10), costs=(KNEEL_SELF,),
            when=(cond("controls", (chars(loyal=True), 1), negate=True),),
            phases=("dominance",)))
card("14043", "Lady Forlorn",
     missing=(helps("+1 STR for each neutral location; a [power] icon for Lyn Corbray"),))
card("14044", "Defiance",
     missing=(helps("stand a character that has not participated in a challenge this phase"),))
card("14045", "The Prince that was Promised",
     missing=(hurts("the player's characters other than the named one cannot gain power"),
              helps("after a [power] challenge won by 5 STR: stand the named character and draw, "
                    "or fetch it")))
card("14046", "Parley at Storm's End",
     missing=(hurts("the named challenge type cannot be initiated (by the player either) until "
                    "a new plot is revealed"),))
card("14047", "Outwit", inert=CANCEL)
card("14048", "Siege Preparations",
     missing=(helps("in the dominance phase, draw up to the reserve value"),))
card("14049", "Rationing",
     missing=(hurts("no reactions to winning or losing challenges (the player's own)"),))
card("14050", "Desperate Attack",
     inert=f"raises the claim while the player defends; {NO_OPPONENT} never attacks (the plot's "
           "numbers are read as printed).")
card("14051", "The Hand's Tourney", inert=CLAIM)
card("14052", "The New Gods",
     missing=(helps("The Seven characters do not kneel to attack in the first challenge"),))
