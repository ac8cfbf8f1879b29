"""Records of the cards first printed in Tyrion's Chain (War of Five Kings Cycle). Tests in
tests/test_agot_records_war_of_five_kings_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, MARSHALED, PLOT_REVEALED, THIS, attachments, cannot, card, chars, cond, constant, each, forced, gold, helps, hurts, initiative, keyword, kneel,
    locations, power, reaction, strength,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, put_best,
)


WINTER = cond("plot_trait", "winter")


card("04086", "Dragonglass Dagger",
     missing=(helps("+2 STR to its [thenightswatch] host while it participates"),),
     note=f"Immunity to an opponent's character abilities: {NO_OPPONENT} has none.")
card("04087", "Ser Davos Seaworth",
     inert=f"reacts to bypassing a character with stealth; {NO_OPPONENT} has none (Stealth is "
           "a keyword).")
card("04088", "Ritual of R'hllor",
     missing=(helps("X gold after winning dominance: X standing R'hllor characters gain 1 "
                    "power"),))
card("04089", "Joffrey Baratheon",
     inert=f"kills a cheaper non-King character; {NO_OPPONENT} has none, and killing the "
           "player's own only hurts.")
card("04090", "Chataya's Brothel",
     missing=(helps("kneel a character with an [intrigue] icon for 1 gold (twice per "
                    "phase)"),))
card("04091", "Helya",
     missing=(hurts("every attachment gains terminal: the player's go to the discard pile "
                    "instead of back to hand"),))
card("04092", "Bless Him With Salt",
     missing=(helps("in a [power] challenge, +3 STR to a Drowned God or Ironborn participant "
                    "and 1 card if it is won"),))
card("04093", "Xaro Xhoan Daxos",
     reaction(MARSHALED, gold(2), when=(cond("event_card", attachments(unique=True)),), limit=1,
              limit_per="phase"))
card("04094", "Mother of Dragons",
     missing=(helps("kneel it to have its host join a challenge with a participating "
                    "Dragon"),))
card("04095", "Myrcella Baratheon",
     constant(keyword("renown"), when=(cond("controls", (chars("King"), 1), negate=True),)),
     note=f"{NO_OPPONENT} has no King: only the player's own count. Defending never happens.")
card("04096", "The Prince's Pass", inert=f"acts after a challenge lost while defending; {NO_OPPONENT} never attacks.")
card("04097", "Silent Sisters", missing=(helps("+1 STR for each character in the dead pile"),))
card("04098", "The Frostfangs", pilot="never",
     inert="goes to the opponent as it enters play, and its -1 Reserve with it: the player "
           "never marshals it.")
card("04099", "Quiet as a Shadow", inert=f"gives stealth; {NO_OPPONENT} never defends.")
card("04100", "Ghosts of Harrenhal",
     missing=(helps("when revealed, the top character of the dead pile comes back into "
                    "play"),))
card("04101", "House Manderly Knight", constant(strength(2), when=(WINTER,)))
card("23015", "Ser Robar Royce",
     constant(cannot("attack"), when=(cond("challenges_initiated", 0),)),
     statics=(initiative(-1),),
     note="Not an attacker in the first challenge the player initiates each round (the "
          "defender part is inert: the passive opponent never attacks); the greedy pilot "
          "plans him into the later challenges.")
card("04102", '"Wolf in the Night"',
     missing=(helps("+3 STR and renown for a [stark] character attacking alone"),))
card("04103", "Ser Robar Royce",
     reaction(PLOT_REVEALED, power(1, THIS), when=(cond("plot_trait", "Summer"),), limit=1,
              limit_per="phase"),
     forced(PLOT_REVEALED, kneel(THIS), when=(cond("plot_trait", "Winter"),)),
     note="Only the player's plot is revealed here.")
card("04104", "Renly's Pavilion",
     inert="Moves 1 STR from one character to another: STR does not decide an unopposed "
           "challenge, and the opponent has no character to lower.")
card("04105", "Qhorin Halfhand",
     inert=f"kills a character of the losing opponent; {NO_OPPONENT} has none (Renown is a "
           "keyword).")
card("04106", "Fist of the First Men", constant(strength(1, each(chars("Ranger")))),
     note=f"{NO_OPPONENT} reveals no plot (reserve 0): the player's reserve is always higher.")
card("04107", "Salladhor Saan",
     reaction(CONTEST_WON, put_best("hand", locations("Warship"), attachments("Weapon")),
              when=(cond("source_participating"),)))
card("04108", "The Valyrian",
     inert=f"adds the defending player's gold to an attacker's STR; {NO_OPPONENT} has none "
           "(Ambush (2) is a keyword).")
card("04109", "Podrick Payne", inert=f"saves a character killed for [military] claim; {NO_OPPONENT} never wins a challenge.")
card("04110", "Tyrion's Chain",
     missing=(helps("after a won challenge, the when revealed ability of a revealed War plot "
                    "again"),))
card("04111", "Esgred",
     missing=(hurts("sacrificed while the player controls Asha Greyjoy (who gains 1 "
                    "power)"),),
     note="Stealth bypasses no one here.")
card("04112", "Sea Bitch", inert=f"takes control of a location; {NO_OPPONENT} has none.")
card("04113", "Quaithe of the Shadow",
     inert="removes every character with STR 2 or lower from the challenge: only the "
           "player's own participate, herself among them (Ambush (3) is a keyword).")
card("04114", "House of the Undying", inert=f"takes characters from an opponent's dead pile; {NO_OPPONENT_CARDS}.")
card("04115", "Ser Arys Oakheart",
     inert=f"discards an Ally; {NO_OPPONENT} has none, and discarding the player's own only "
           "hurts.")
card("04116", "The Greenblood",
     missing=(helps("+1 STR to each [martell] character while a Summer plot is revealed"),))
card("04117", "Northern Refugee",
     statics=(SelfCostReduction(chars(), 1, plot_trait="winter"),),
     note="The passive opponent reveals no plot: a Winter plot is the player's.")
card("04118", "Relentless Assault",
     missing=(helps("after a challenge won by 5 STR, kneel the faction card for an additional "
                    "challenge of that type"),))
card("04119", "Tarred Heads", inert=f"discards from the losing opponent's hand; {NO_OPPONENT_CARDS}.")
card("04120", "Battle of the Blackwater",
     missing=(hurts("when revealed, every duplicate the player controls is discarded"),))
