"""Card records of Watchers on the Wall (codes 07xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHMENT, CONTEST_WON, Cost, ENTERS_PLAY, LOCATION, NextCostReduction, PHASE_ENDS,
    SACRIFICE_SELF, THIS, UNTIL_PHASE, WOULD_BE_KILLED, action, at_end_of, card, cards, chars,
    choose, cond, constant, draw, each, event_action, forced, gold, helps, hurts, icon, interrupt,
    keyword, kill, kneel_a, only, phase_is, power, put_into_play, reaction, reserve, sacrifice,
    save, stand, to_hand,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, NO_OPPONENT_CARDS, named
from deckcheck.goldfish.abilities.records import KNELT

BY_5 = cond("event_amount_at_least", 5)
NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"
_GIANT = choose(chars(factions=("neutral",)), zone="hand")


# -- Watchers on the Wall ----------------------------------------------------------------------
card("07001", "Jon Snow",
     reaction(CONTEST_WON, stand(each(chars("Wildling"), state="attacking")),
              when=(cond("source_participating"),), limit=1, limit_per="phase"),
     note="The option that stands each defending [thenightswatch] character has nothing to "
          f"stand: {NEVER_DEFENDS}. Stealth is a keyword.")
card("07002", "Bowen Marsh",
     constant(keyword("insight", each(chars("Steward"))), when=(cond("in_challenge", "intrigue"),)),
     statics=(reserve(1),))
card("07003", "Old Bear Mormont",
     inert=f"takes a character from the losing opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("07004", "Cotter Pyke",
     inert=f"reacts to bypassing a character with stealth; {NO_OPPONENT} has no character to "
           "bypass (Stealth is a keyword).")
card("07005", "Maester Aemon",
     inert=f"makes an opponent satisfy a claim; {NO_OPPONENT} has nothing to lose. 'No "
           "attachments except Item' only narrows where the player attaches.")
card("07006", "Grizzled Miner",
     missing=(helps("costs 1 less to marshal for each [thenightswatch] attachment and location "
                    "the player controls (to a minimum of 1)"),))
card("07007", "Ser Denys Mallister", inert=f"gains renown while defending; {NEVER_DEFENDS}.")
card("07008", "Ser Jaremy Rykker",
     constant(icon("power", each(chars("Ranger"), state="other"))),
     note="'No attachments except Weapon' only narrows where the player attaches.")
card("07009", "Castle Black Mason",
     missing=(helps("kneel 2 Builder characters to search the top 10 cards for a location or "
                    "attachment (twice per round)"),))
card("07010", "Grenn",
     inert=f"moves power from the losing opponent's faction card; {NO_OPPONENT} has none.")
card("07011", "Pyp",
     missing=(helps("after a won challenge he attacks in, another attacking [thenightswatch] "
                    "character gains insight for the phase"),))
card("07012", "Samwell Tarly",
     missing=(hurts("while he participates, the other participating non-Steward characters "
                    "(here only the player's own) lose their printed text"),))
card("07013", "Satin",
     reaction(KNELT, stand(choose(chars("Steward"), state="knelt_other")), about="self",
              limit=2, limit_per="phase"),
     note="No attachments except Weapon is read as a keyword.")
card("07014", "Lost Ranger",
     forced(PHASE_ENDS, sacrifice(THIS),
            when=(phase_is("challenges"), cond("controls", (chars("Ranger"), 2), negate=True))),
     note="'No other Ranger': fewer than 2 Rangers in play, Lost Ranger being one.")
card("07015", "Seasoned Woodsman",
     reaction(ENTERS_PLAY, draw(1), when=(cond("event_attached_here"),),
              costs=(Cost("one_of", 2),)),
     reaction(ENTERS_PLAY, gold(1), when=(cond("event_attached_here"),),
              costs=(Cost("one_of", 2),)),
     note="One choice per attachment (the pilot takes the card), twice per round.")
card("07016", "Builder at the Wall",
     statics=(NextCostReduction(cards(kinds=(ATTACHMENT, LOCATION), factions=("thenightswatch",)),
                                1, "kneel"),))
card("07017", "The New Gift",
     action(gold(1), costs=(kneel_a(choose(chars("Steward"))),), phases=("marshaling",), limit=2,
            limit_per="phase"),
     action(draw(1), costs=(kneel_a(choose(chars("Steward"))),), phases=("challenges",), limit=2,
            limit_per="phase"),
     note="Limited is a keyword.")
card("07018", "Abandoned Stronghold", inert=f"raises a defender's STR; {NEVER_DEFENDS}.")
card("17120", "Abandoned Stronghold",
     inert=f"raises a defender's STR; {NO_OPPONENT} never attacks, so the player never defends "
           "(the same card as 07018).")
card("07019", "Queenscrown", inert=f"reveals the top of an opponent's deck; {NO_OPPONENT_CARDS}.")
card("07020", "Catapult on the Wall",
     inert=f"kills an attacking character; {NO_OPPONENT} never attacks, and the player's own "
           "attackers are never worth killing.")
card("07021", "Ghost",
     interrupt(WOULD_BE_KILLED, save(), to_hand(THIS), about="attached"),
     statics=(only(chars(factions=("thenightswatch", "stark"))),),
     note="Only the player's own effects kill here.")
card("07022", "Sworn to the Watch",
     missing=(helps("its host gains the [thenightswatch] affiliation and the Ranger, Steward or "
                    "Builder trait for each of its icons"),))
card("07023", "Now My Watch Begins",
     inert=f"takes a character placed in an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("07024", "I Shall Win No Glory",
     inert=f"ends a challenge initiated against the player; {NO_OPPONENT} never attacks.")
card("07025", "Marya Seaworth",
     inert=f"kneels a character bypassed by stealth; {NO_OPPONENT} has no character to bypass.")
card("07026", "Black Betha",
     constant(keyword("renown", each(named("Ser Davos Seaworth")))),
     note=f"Its action adds the defending player's kneeling characters to an attacker's STR: "
          f"{NO_OPPONENT} has none (X = 0).")
card("07027", "Salt Wife",
     inert=f"keeps a character from being declared as a defender; {NO_OPPONENT} never "
           "defends.")
card("07028", "Raiding the Bay of Ice",
     inert=f"puts a location of the losing opponent on its deck; {NO_OPPONENT} has none.")
card("07029", "Ulf Son of Umar",
     missing=(helps("+X STR for the phase after a Clansman enters play (X: its printed STR; "
                    "3 times per phase)"),))
card("07030", "There Are No Men Like Me",
     missing=(helps("a Knight does not kneel when declared as an attacker in [military] "
                    "challenges for the phase"),))
card("07031", "Southron Messenger",
     inert="returns a participating character with fewer than 2 icons to hand: only the "
           "player's own participate here, and bouncing one only hurts (Ambush (5) is a "
           "keyword, read as such).")
card("07032", "Lingering Venom", pilot="never",
     inert="a Terminal condition that kills its host after challenges the player loses: meant "
           f"for an opponent's character, and {NO_OPPONENT} has none.")
card("07033", "Jeyne Poole",
     action(to_hand(choose(chars("Lady"), zone="discard")), costs=(SACRIFICE_SELF,),
            phases=("marshaling",)))
card("07034", "Summer",
     missing=(helps("kneel its host to have it join a [military] challenge on the player's "
                    "side; moving Summer for 1 gold changes little"),))
card("07035", "Dothraki Honor Guard",
     missing=(hurts("-1 STR for each card in the player's hand"),))
card("07036", "Plaza of Pride",
     missing=(helps("kneel and discard a card from hand to stand a character of printed cost "
                    "up to 3 more than the discarded card's"),))
card("07037", "Ser Jon Fossoway", missing=(helps("renown while his STR is 5 or higher"),))
card("07038", "The Honeywine", reaction(CONTEST_WON, power(1, THIS), when=(BY_5,)),
     note="The player is always the attacking player.")
card("07039", "Rattleshirt", inert="Restricts defenders: the passive opponent never defends.")
card("07040", "Dalla",
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_card", chars("Wildling")),),
              limit=1, limit_per="phase"))
card("07041", "Crow Killers",
     inert="Does not kneel against an opponent with a higher reserve value; the passive "
           "opponent reveals no plot (reserve 0).")
card("07042", "The Frozen Shore",
     missing=(helps("kneel to stand an attacking Wildling after a won challenge while the "
                    "player's revealed plot is a Winter plot"),))
card("07043", "Weirwood Bow", inert=f"lowers a defender's STR; {NEVER_DEFENDS}.")
card("07044", "Scaling the Wall",
     inert=f"returns a location of the losing opponent to hand; {NO_OPPONENT} has none.")
card("07045", '"The Last of the Giants"',
     event_action(put_into_play(_GIANT), keyword("intimidate", _GIANT, UNTIL_PHASE),
                  at_end_of(UNTIL_PHASE, kill(_GIANT)), pilot="open_challenge"),
     note="The greedy pilot plays it in the challenges phase for a character whose icon makes "
          "a challenge still open that no standing character can make (pilot hint "
          "open_challenge); the character is killed at the end of the phase (intimidate does "
          "nothing against a passive opponent).")
card("07046", "The Fire That Burns",
     inert=f"keeps defenders standing; {NEVER_DEFENDS} (the plot's numbers are read as "
           "printed).")
card("07047", "Retaliation",
     missing=(hurts("the player never becomes first player when it wins initiative (cards "
                    "that ask for the first player)"),))
card("07048", "Whisper Campaign",
     missing=(hurts("each character without an [intrigue] icon kneels as it enters play (the "
                    "player's own)"),))
card("07049", "Called Into Service",
     missing=(helps("when revealed: the top card of the deck is put into play if it is a "
                    "character, else drawn with 2 gold"),))
card("07050", "The White Shadows",
     inert=f"takes a killed character of an opponent; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
card("07051", "Name Day Tourney",
     reaction(CONTEST_WON, power(1, choose(chars("Lord", "Lady"))),
              when=(cond("alone_attacker", chars("Knight")),), zone="plot"),
     note="Defending alone never happens here.")
card("07052", "Frozen Expanse",
     missing=(hurts("characters with STR 2 or lower cannot stand (the player's own)"),))
