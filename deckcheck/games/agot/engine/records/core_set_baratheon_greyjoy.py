"""Card records of the Core Set (01xxx): House Baratheon and House Greyjoy."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import CHARACTER
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, DOMINANCE_WON, ENTERS_PLAY, EachCostReduction, FirstCostReduction,
    KILLED, KNEEL_SELF, MARSHALED, NextCostReduction, PHASE_BEGINS, PHASE_ENDS, POWER_GAINED, THIS,
    UNTIL_CONTEST, UNTIL_PHASE, WOULD_BE_KILLED, action, attachments, cap_standing, card, cards,
    challenge_is, chars, choose, cond, constant, count_in_play, discard, draw, each, event_action,
    event_interrupt, forced, game_op, helps, icon, income, initiative, interrupt, keyword, kill,
    locations, one_of, only, pay_gold, phase_is, power, put_into_play, reaction, save, stand, stat,
    strength, to_hand,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState, HAND, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

SILENCE = cards(names=("Silence",))
NO_OPPONENT_POWER = "the passive opponent has no power to discard or move"
NO_DEFENDERS = "the passive opponent never defends"
GREYJOY_ATTACKER = choose(chars(factions=("greyjoy",)), state="attacking")
NON_KING = chars(exclude_traits=frozenset({"king"}))


# -- Core Set ----------------------------------------------------------------------------------
card("01046", "Maester Cressen",
     action(discard(choose(attachments("Condition"))), costs=(KNEEL_SELF,),
            phases=("marshaling",), pilot="never"),
     note="The passive opponent attaches no Conditions; the player's own Conditions are ones "
          "it put there, so the pilot never discards them (a person may).")
card("25101", "Maester Cressen",
     inert="Places the top 2 cards of the deck under the agenda: only agendas that use "
           "such cards care; otherwise it only thins the own deck, and the player declines.")
card("01047", "Melisandre",
     inert="Kneels a character after a R'hllor card is marshaled or played: the opponent has "
           "none, and kneeling one of the player's own only hurts (the reaction is optional).")
card("01048", "Robert Baratheon",
     constant(strength(1), per=count_in_play(chars(), state="knelt", other=True)),
     note="Intimidate and Renown are keywords (Intimidate has nothing to act on here).")
card("14001", "Robert Baratheon",
     inert="His reaction stops characters or locations from standing: meant for the "
           f"opponent's; {NO_OPPONENT} has none, so each choice could only hurt the player "
           "(declined). (Renown is a keyword.)")
card("01049", "Selyse Baratheon",
     action(icon("intrigue", choose(chars(factions=("baratheon",))), until=UNTIL_PHASE),
            costs=(pay_gold(1),), phases=("challenges",), limit=0, pilot="open_challenge"),
     note="No printed limit. The pilot pays only when the icon opens an intrigue challenge "
          "no standing character could make (pilot hint open_challenge).")
card("17101", "Selyse Baratheon", statics=(FirstCostReduction(attachments("R'hllor"), 3),))
card("14008", "Selyse Baratheon", statics=(EachCostReduction(attachments("R'hllor"), 3),))
card("01050", "Ser Davos Seaworth",
     interrupt(KILLED, to_hand(THIS), about="self", zone="dead"),
     note="Stealth is a keyword. Killed, he goes to the dead pile and the interrupt takes him "
          "back to hand at once, which ends where \"instead\" ends.")
card("01051", "Shireen Baratheon",
     inert="Kneels a character when she is killed: the opponent has none, and kneeling one of "
           "the player's own only hurts (the interrupt is optional).")
card("11067", "Shireen Baratheon",
     inert="Her action takes two participants' STR out of a challenge: against a passive "
           "opponent only the player's own attackers, which only hurts.")
card("01052", "Stannis Baratheon", constant(cap_standing(2)))
card("04067", "Stannis Baratheon",
     constant(strength(-1, each(NON_KING, state="attacking")),
              when=(cond("in_challenge", "power"),)),
     note="The player's own non-King attackers get -1 STR in power challenges (a 1 STR attacker "
          "alone loses it). His reaction after winning dominance (a non-loyal character cannot "
          "stand this round) could only choose the player's own characters: never used.")
card("14002", "Stannis Baratheon",
     reaction(CONTEST_WON, game_op("draw_claim"), when=(challenge_is("power"),)),
     note="Immune to opponents' events: the passive opponent plays none.")


def _draw_claim(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Draw as many cards as the claim value on the player's revealed plot (Stannis
    Baratheon 14002)."""
    if state.plot >= 0:
        play_rules.draw(state, state.table.claim[state.plot])


GAME_OPS["draw_claim"] = _draw_claim

card("01054", "Fiery Followers",
     reaction(PHASE_BEGINS, stand(THIS), when=(phase_is("dominance"),)))
card("01055", "King's Hunting Party",
     inert="The intrigue icon needs an opponent controlling a King character: the passive "
           "opponent controls none. (No attachments is a keyword.)")
card("01056", "Dragonstone Faithful",
     statics=(NextCostReduction(chars(factions=("baratheon",)), 1),))
card("01057", "Vanguard Lancer",
     inert=f"Discards 1 power from an opponent's character or faction card: {NO_OPPONENT_POWER}.")
card("01058", "Lightbringer",
     constant(keyword("renown", ATTACHED_CARD),
              when=(cond("attached_to", chars(names=("Stannis Baratheon",))),)),
     reaction(POWER_GAINED, stand(ATTACHED_CARD), about="attached", limit=1,
              limit_per="phase"),
     statics=(only(chars(factions=("baratheon",))),))
card("01059", "Dragonstone Port",
     statics=(NextCostReduction(cards(factions=("baratheon",)), 1),),
     note="Limited is a keyword.")
card("01060", "Chamber of the Painted Table",
     inert=f"Moves 1 power from an opponent's faction card: {NO_OPPONENT_POWER}.")
card("01061", "The Red Keep",
     constant(stat("challenge_strength", 2), when=(cond("in_challenge", "power"),)),
     interrupt(PHASE_ENDS, draw(2), costs=(KNEEL_SELF,),
               when=(phase_is("challenges"), cond("challenge_lost", "power", negate=True))),
     note="The 2 STR count while a power challenge with an attacking character resolves; "
          "the draw is offered when the challenges phase ends unless a power challenge was "
          "lost this round (only with less than 1 STR: the opponent never defends).")
card("15030", "The Red Keep", statics=(income(1),),
     note=f"The interrupt cancels an opponent's triggered ability: {NO_OPPONENT} has none.")
card("17111", "The Red Keep", statics=(income(1),),
     note="Cancelling an opponent's triggered ability is inert against the passive opponent.")
card("01062", "Consolidation of Power",
     event_action(game_op("consolidate", 4, choose(chars(), state="standing")),
                  phases=("marshaling",), pilot="spare"),
     note="Kneels one standing character of at most 4 STR and gives it 1 power: 'up to 4 total "
          "STR' of characters may be one (kneeling more of the player's own only hurts here). "
          "The pilot plays it only on a character its challenge plan does not need, lowest STR "
          "first, and only while STR or gold remains for dominance (pilot hint spare). "
          "Lightbringer on the character stands it again (power_gained).")


def _consolidate(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Consolidation of Power: the chosen standing characters kneel, then the first of them
    gains 1 power (the record's check keeps their total STR within ``eff.amount``)."""
    chosen = [c for c in cards if c >= 0 and state.zone[c] == PLAY and c not in state.knelt]
    for c in chosen:
        play_rules.kneel(state, c)
    if chosen:
        play_rules.gain_power(state, 1, chosen[0], why="ability")


def _can_consolidate(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """Standing characters in play with at most ``eff.amount`` STR in all."""
    kind = state.table.kind
    return bool(cards) and all(
        c >= 0 and kind[c] == CHARACTER and state.zone[c] == PLAY and c not in state.knelt
        and not play_rules.cannot(state, c, "kneel")
        for c in cards) and sum(play_rules.strength(state, c) for c in cards) <= eff.amount


GAME_OPS["consolidate"] = _consolidate
GAME_CHECKS["consolidate"] = _can_consolidate

card("01063", "Ours is the Fury",
     inert=f"Playable only while defending: {NO_DEFENDERS}.")
card("01064", "Seen In Flames",
     inert="Discards from an opponent's hand: the passive opponent has no hand.")
card("01065", "Aeron Damphair",
     reaction(DOMINANCE_WON, put_into_play(choose(chars("Ironborn"), zone="dead"))),
     note="A unique Ironborn may come back when it is the only copy in the dead pile "
          "[001 §Totenstapel]. The pilot takes the first Ironborn of the dead pile.")
card("01066", "Alannys Greyjoy",
     inert="Lowers the reserve of an opponent's revealed plot: the passive opponent has none.")
card("13031", "Alannys Greyjoy",
     reaction(ENTERS_PLAY, draw(1), about="mine",
              when=(cond("event_card", locations(factions=("greyjoy",))),),
              limit=1, limit_per="phase"))
card("01067", "Asha Greyjoy",
     reaction(CONTEST_WON, stand(THIS), when=(cond("source_participating"),)),
     note="Every challenge won here is unopposed. Stealth is a keyword.")
card("17162", "Asha Greyjoy",
     inert=f"searches after pillage discards from the opponent's deck; {NO_OPPONENT} has none "
           "(Pillage and Stealth are keywords).")
card("08051", "Asha Greyjoy",
     inert="reacts to discarding with pillage; the passive opponent has no deck to discard "
           "from (Pillage and Stealth are read as keywords)")
card("01068", "Balon Greyjoy",
     inert=f"Acts on defending characters: {NO_DEFENDERS}. (Renown is a keyword.)")
card("12001", "Balon Greyjoy",
     inert="His action takes a card from an opponent's discard pile; the passive opponent "
           "has none. (Pillage and Renown are read as keywords.)")
card("01069", "Euron Crow's Eye",
     inert="Reacts to a card discarded by Pillage: the passive opponent has no deck to "
           "discard from, nor a discard pile. (Pillage and Renown are keywords.)")
card("17103", "Euron Crow's Eye",
     missing=(helps("as he enters play, a Warship from hand into play or Silence from the deck to "
                    "hand"),),
     note="Intimidate with another Raider acts on nothing.")
card("12002", "Euron Crow's Eye",
     reaction(MARSHALED, put_into_play(choose(SILENCE, zone="deck")), game_op("shuffle_deck"),
              about="self"),
     reaction(MARSHALED, put_into_play(choose(SILENCE, zone="discard")),
              game_op("shuffle_deck"), about="self"),
     reaction(MARSHALED, put_into_play(choose(SILENCE, zone="hand")), game_op("shuffle_deck"),
              about="self"),
     note="Silence comes from the deck first, then the discard pile, then the hand (the "
          "pilot takes the first offer). Intimidate is a keyword.")
card("01071", "Theon Greyjoy",
     reaction(CONTEST_WON, power(1, THIS), when=(cond("source_participating"),)),
     note="Every challenge won here is unopposed. Stealth is a keyword.")
card("26083", "Theon Greyjoy",
     forced(PHASE_BEGINS, kill(choose(chars())), when=(phase_is("marshaling"),)),
     note="'After a player collects income' is read at the beginning of the marshaling "
          "phase (income comes next, nothing happens in between); the player kills its "
          "cheapest character. The opponent's 2 power when he leaves play is not counted "
          "(it only matters for initiative ties).")
card("01073", "Drowned Men",
     constant(strength(1), per=count_in_play(locations("Warship"))),
     note="No attachments is a keyword.")
card("01074", "Iron Islands Fishmonger",
     statics=(NextCostReduction(chars(factions=("greyjoy",)), 1),))
card("01075", "Lordsport Shipwright",
     inert="Kneels a location: the opponent has none, and kneeling one of the player's own "
           "only hurts.")
card("01076", "Salty Navigator", statics=(initiative(1),))
card("01077", "Throwing Axe",
     statics=(only(chars("Ironborn")),),
     inert=f"Kills a defending character: {NO_DEFENDERS}. It may still be attached (no bonus).")
card("01078", "Great Kraken",
     constant(keyword("stealth", each(chars(names=("Balon Greyjoy",))))),
     reaction(CONTEST_WON, power(1), costs=(one_of(2),)),
     reaction(CONTEST_WON, draw(1), costs=(one_of(2),)),
     note="Either power or a card, twice per round in all; the pilot takes the power (the "
          "first option). Every challenge won here is unopposed.")
card("01079", "Iron Fleet Scout",
     action(strength(1, GREYJOY_ATTACKER, until=UNTIL_CONTEST), costs=(KNEEL_SELF,),
            when=(cond("first_player", negate=True),), phases=("challenges",), limit=0),
     action(strength(2, GREYJOY_ATTACKER, until=UNTIL_CONTEST), costs=(KNEEL_SELF,),
            when=(cond("first_player"),), phases=("challenges",), limit=0),
     note="Used in the action window inside a challenge ('participating' = attacking: the "
          "player never defends). Unopposed, 1 STR wins already: the STR only counts for "
          "'won by N STR' cards; kneeling the location costs nothing else.")
card("01080", "Sea Tower",
     statics=(NextCostReduction(cards(factions=("greyjoy",)), 1),),
     note="Limited is a keyword.")
card("01081", "Risen from the Sea",
     event_interrupt(WOULD_BE_KILLED, save(), game_op("attach_to_event_card"),
                     when=(cond("event_card", chars(factions=("greyjoy",))),)),
     constant(strength(1, ATTACHED_CARD)),
     note="Played from hand when a [greyjoy] character would be killed (only the player's own "
          "effects kill here); it then stays attached as a Condition: +1 STR, and as Terminal "
          "it is discarded when the character leaves play.")


def _attach_to_event_card(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card (an event card resolving from hand) is attached to the event's
    card as a Condition attachment (Risen from the Sea); its record's constants then apply
    to the card it is attached to, and it is discarded when that card leaves play (an event
    in play counts as Terminal: play_rules.leave_play)."""
    c = ctx.source
    host = ctx.event.card if ctx.event is not None else -1
    if host < 0 or state.zone[c] != HAND or state.zone[host] != PLAY:
        return
    state.hand.remove(c)
    state.zone[c] = PLAY
    state.attachments.append(c)
    state.parent[c] = host
    play_rules.note(state, "attach", c, host)


GAME_OPS["attach_to_event_card"] = _attach_to_event_card

card("01082", "The Kraken's Grasp",
     inert=f"Acts on a defending character: {NO_DEFENDERS}.")
card("01083", "We Do Not Sow",
     inert="Discards an attachment or location of the losing opponent: the passive opponent "
           "has none.")
