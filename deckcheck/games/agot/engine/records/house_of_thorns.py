"""Card records of House of Thorns (codes 09xxx)."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CARD_PLAYED, CONTEST_WON, Cost, ENTERS_PLAY, KNEEL_SELF, THIS, UNTIL_PHASE,
    WOULD_BE_DISCARDED, WOULD_BE_KILLED, action, attachments, bonus, cannot, card, cards,
    challenge_is, chars, choose, cond, constant, count_in_play, discard, draw, each, event_action,
    extra_challenge, gold, helps, hurts, income, interrupt, locations, only, pay_gold, power,
    put_into_play, reaction, save, search, strength, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, NO_OPPONENT_CARDS

LADY = chars("Lady")
KNIGHT = chars("Knight")
LADY_CARD = cond("event_card", LADY)
CLAIM = ("raises the claim value, and claim takes nothing from the passive opponent (the card "
         "discarded for it is only a cost)")


# -- House of Thorns ---------------------------------------------------------------------------
card("09001", "Mace Tyrell",
     reaction(ENTERS_PLAY, power(1, THIS), about="mine",
              when=(cond("event_card", chars(factions=("tyrell",))),),
              costs=(pay_gold(1),), limit=1, limit_per="phase"),
     missing=(helps("Action: kneel the faction card to remove another [tyrell] character from "
                    "the game until the next phase begins (it comes back and enters play "
                    "again)"),))
card("17136", "Mace Tyrell",
     missing=(helps("1 gold: 1 power on a unique [tyrell] character entering play; another "
                    "[tyrell] character leaves the game for the phase"),))
card("09002", "Brienne of Tarth",
     missing=(helps("after a won challenge she is in: 1 power at STR 6 or more (+3 STR to "
                    "another character at 10, stand and draw 1 at 15)"),))
card("09003", "Ser Garlan Tyrell", inert=CLAIM)
card("09004", "The Queen of Thorns",
     missing=(helps("after she kneels, discard an event from hand to search the deck for an "
                    "event"),),
     note="Insight is a keyword.")
card("09005", "Highgarden Honor Guard",
     missing=(helps("its Ambush (6) costs 1 less for each The Reach location the player "
                    "controls"),))
card("09006", "Margaery Tyrell",
     inert=f"her STR bonus counts defending characters and her reaction kneels one of the "
           f"defending player's: {NO_OPPONENT} has none.")
card("09007", "The Knight of Flowers",
     reaction(CARD_PLAYED, strength(2, THIS, until=UNTIL_PHASE)),
     note="Renown is a keyword.")
card("09008", "Willas Tyrell",
     missing=(helps("kneel him to stand Margaery Tyrell, give The Knight of Flowers insight or "
                    "Ser Garlan Tyrell renown for the phase"),))
card("09009", "Garth the Gross",
     missing=(helps("a [military] icon and renown with another [tyrell] Lord, an [intrigue] "
                    "icon and +2 STR with a [tyrell] Lady"),))
card("09010", "The Blue Bard",
     missing=(helps("as he leaves play, every Song event of the top 10 cards goes to hand"),))
card("09011", "Emissary of the Hightower",
     missing=(helps("after entering play, an event of the discard pile may be played this "
                    "phase"),),
     note="Ambush (4) is a keyword.")
card("09012", "Green-Apple Knight",
     constant(strength(1), per=count_in_play(KNIGHT, other=True)),
     constant(cannot("kneel_to_attack"), when=(cond("controls", (KNIGHT, 3)),)),
     note="He is a Knight himself: 3 Knights in play means 2 others.")
card("09013", "Desmera Redwyne",
     missing=(helps("1 gold: +2 STR for the phase to a character removed from a challenge (the "
                    "player's own removal effects)"),))
card("09014", "Maester Ballabar",
     missing=(helps("kneel him to stand the weakest participating character and remove it "
                    "from the challenge"),))
card("09015", "Highgarden Courtier",
     missing=(helps("kneel her to stand a character whose STR a card effect raised"),))
card("09016", "Jousting Knight",
     missing=(hurts("adds no STR to a challenge unless it attacks alone"),))
card("09017", "The Hightower",
     reaction(ENTERS_PLAY, gold(1), draw(1),
              when=(cond("event_card", chars(factions=("tyrell",))),), limit=1,
              limit_per="phase"))
card("09018", "Redwyne Straits", statics=(income(2),), note="Limited is a keyword.")
card("09019", "Jousting Pavilion",
     missing=(helps("+1 STR to each Knight attacking alone"),))
card("09020", "Queen of the Seven Kingdoms",
     constant(trait("Queen", ATTACHED_CARD)), statics=(only(LADY),),
     missing=(helps("stand its host and remove it from the challenge, and another "
                    "participant with it (once per phase)"),))
card("09021", "Tourney Lance", statics=(only(KNIGHT), bonus(strength=1)),
     note=f"Its limit on defenders acts on nothing: {NO_OPPONENT} never defends.")
card("09022", "Melee at Bitterbridge",
     missing=(helps("X gold: the strongest of X chosen participants gains renown for the "
                    "challenge"),))
card("09023", '"Six Maids in a Pool"',
     event_action(replace(draw(1), per=each(LADY)), when=(cond("controls", (LADY, 1)),)))
card("09024", "Hidden Thorns",
     inert=f"makes the losing opponent discard from hand; {NO_OPPONENT_CARDS}.")
card("09025", "River Runner", inert=f"limits defenders; {NO_OPPONENT} never defends.")
card("09026", "Bend the Knee",
     inert=f"kneels a Lord or Lady: {NO_OPPONENT} has none, and kneeling the player's own only "
           "hurts.")
card("09027", "Drowned God's Apostle",
     missing=(helps("after winning dominance, kill it to put a non-unique [greyjoy] character "
                    "of printed cost 3 or lower into play from the dead pile"),))
card("09028", "Corpse Lake",
     inert=f"gains power when a character is discarded from an opponent's deck; {NO_OPPONENT} "
           "has no deck.")
card("09029", "The Hound",
     inert=f"returns a Knight without attachments to hand: {NO_OPPONENT} has none, and "
           "returning the player's own only hurts. 'No attachments except Weapon' only narrows "
           "where the player attaches.")
card("09030", "Lion's Tooth",
     statics=(only(chars(factions=("lannister",), unique=True)), bonus(strength=1)),
     note="Its action returns a participating character to hand: only the player's own "
          "participate here. Ambush (2) is a keyword.")
card("09031", "The Bastard of Godsgrace",
     missing=(helps("discard 1 power from him: the next card played or ambushed this phase "
                    "costs 2 less"),),
     note="Renown is a keyword.")
card("09032", "Hellholt",
     inert="gains power when the player loses a challenge by 5 STR: without defenders the "
           "player never does.")
card("09033", "Small Paul",
     missing=(helps("when killed (by the player's own effects), the Steward characters of the "
                    "top X cards go to hand (X: reserve)"),))
card("09034", "Broken Vows",
     inert=f"exchanges characters with an opponent; {NO_OPPONENT} has none.")
card("09035", "Ser Dontos Hollard",
     interrupt(WOULD_BE_KILLED, save(), costs=(Cost("stand_self"),), when=(LADY_CARD,)),
     interrupt(WOULD_BE_DISCARDED, save(), costs=(Cost("stand_self"),), when=(LADY_CARD,)),
     note="Standing him is the cost: he saves only while knelt; only the player's own effects "
          "kill or discard here.")
card("09036", "Last Hearth",
     missing=(helps("kneel it: +2 STR (+3 with fewer than 3 used plots) to a participating "
                    "[stark] character"),))
card("09037", "Qotho",
     action(put_into_play(THIS),
            costs=(Cost("discard_matching", 2, each(cards(factions=("targaryen",)),
                                                    zone="hand")),),
            zone="hand_card", limit=0),
     note="The player discards its 2 least valuable [targaryen] cards from hand.")
card("17131", "Qotho",
     missing=(helps("under a Summer plot, discard 2 [targaryen] cards to put him into play"),))
card("09038", "Tokar",
     missing=(helps("+1 STR to its host for each attachment it has"),
              hurts("while its host participates, characters without attachments (the player's "
                    "own) cannot gain power")))
card("09039", "Archmaester Ebrose",
     missing=(helps("kneel a Maester to stand another Maester (once per phase)"),))
card("09040", "Faceless Man",
     missing=(helps("copies the icons, keywords, factions and traits of a character in a "
                    "dead pile for the phase (he has no icon of his own)"),),
     note="Ambush (4) is a keyword.")
card("09041", "Citadel Novice",
     missing=(helps("after she kneels, the top card is drawn if it is an attachment or a "
                    "Maester character (once per phase)"),))
card("09042", "The Citadel", action(search(chars("Maester"), top=10), costs=(KNEEL_SELF,),
                                        when=(cond("deck_has", chars("Maester")),)))
card("09043", "Strangler", pilot="never",
     inert="a Terminal condition setting its host's STR to 1 in challenges: meant for an "
           f"opponent's character, and {NO_OPPONENT} has none.")
card("09044", "Words Are Wind", inert=f"answers an opponent's event; {NO_OPPONENT} plays none.")
card("09045", "The Conclave",
     missing=(helps("7 cards set aside under the agenda, one switched with the top card of "
                    "the deck after each challenge won with a Maester"),),
     note="Its deck-building rules are the validator's.")
card("09046", "Wardens of the South",
     missing=(helps("+2 STR for the challenge to each [tyrell] attacker"),))
card("09047", "Besieged",
     inert=f"forces defenders; {NO_OPPONENT} never declares one (the plot's numbers are read "
           "as printed).")
card("09048", "Your King Commands It",
     missing=(hurts("the player's characters that are neither King nor Queen gain no power "
                    "(renown)"),))
card("09049", "The Spider's Web",
     reaction(CONTEST_WON, extra_challenge("intrigue", until=UNTIL_PHASE),
              when=(challenge_is("intrigue"),), zone="plot", limit=1, limit_per="phase"),
     note="The raised claim does nothing against the passive opponent.")
card("09050", "Now It Comes To War",
     inert=f"changes which claim is applied; claim does nothing against {NO_OPPONENT} (the "
           "plot's numbers are read as printed).")
card("09051", "Trade Routes", when_revealed(replace(gold(1), per=each(locations()))),
     note=f"1 gold per location the player controls; {NO_OPPONENT} controls none. The gold "
          "stays in the pool until the taxation phase.")
card("17160", "Trade Routes", when_revealed(replace(gold(1), per=each(locations()))),
     note="The player chooses itself: 1 gold per location it controls.")
card("09052", "Nothing Burns Like The Cold",
     when_revealed(discard(choose(attachments()))),
     when_revealed(discard(choose(locations(limited=False)))),
     note="Only the player controls cards: it discards its own least valuable attachment and "
          "non-limited location.")
