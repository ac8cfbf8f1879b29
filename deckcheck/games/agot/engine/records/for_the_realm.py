"""Card records of For the Realm (codes 17xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, FirstCostReduction, KNEEL_FACTION, KNEEL_SELF, MARSHALED, NextCostReduction, PLOT,
    Target, action, bonus, card, cards, challenge_is, chars, choose, cond, constant, each, game_op,
    helps, hurts, income, only, put_into_play, reaction, reserve, stand, strength,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, NO_OPPONENT_CARDS, put_best
from deckcheck.goldfish.abilities.records import PLAYER



def plot_with(trait: str) -> Target:
    """The player, naming plot cards with ``trait`` (for "reveal_new_plot")."""
    return Target(PLAYER, cards(trait, kinds=(PLOT,)))


# -- For the Realm -----------------------------------------------------------------------------
card("17170", "Great Ranging",
     reaction(MARSHALED, put_into_play(choose(cards(names=("Fist of the First Men",)),
                                              zone="deck")),
              game_op("shuffle"), about="self"),
     reaction(MARSHALED, put_into_play(choose(cards(names=("Fist of the First Men",)),
                                              zone="hand")), about="self"),
     reaction(MARSHALED, put_into_play(choose(cards(names=("Fist of the First Men",)),
                                              zone="discard")), about="self"),
     note="One copy of Fist of the First Men comes into play (deck first, then hand, then "
          "discard pile). Assault, Intimidate and No attachments are keywords.")
card("21001", "King Stannis's Host",
     inert=f"lowers the opponent's participants in [power] challenges; {NO_OPPONENT} has none "
           "(Assault, Renown and 'No attachments' are keywords; stealth for Stannis bypasses no "
           "one).")
card("21002", "The Holy Hundred", constant(strength(1, each(chars("The Seven")))),
     note="Assault and 'No attachments except Weapon' are keywords.")
card("21003", "Summerhall",
     missing=(hurts("while it stands, no card enters or leaves play during [power] challenges "
                    "(the player's own)"),))
card("21004", "The Iron Fleet",
     missing=(helps("each Raider character costs 1 less to marshal"),),
     note="Its deck discards act on the opponent's deck, which the passive opponent does not "
          "have. Assault, Pillage and 'No attachments' are keywords.")
card("21005", "Foamdrinker",
     missing=(helps("kneel it: a Captain or Raider gains a challenge icon for the phase"),))
card("21006", "Valyrian Steel Armor",
     missing=(helps("its host cannot be killed or discarded without other big non-Army "
                    "characters; insight for Euron"),))
card("21007", "Lord Tywin's Host",
     inert=f"makes the losing opponent discard after pillage; {NO_OPPONENT_CARDS} (Assault, "
           "Pillage and 'No attachments' are keywords; the [military] icon for Tywin is not "
           "given).")
card("21008", "Ser Jacelyn Bywater",
     missing=(helps("non-unique [lannister] characters may be ambushed from the discard pile"),),
     note="Ambush (5) is a keyword.")
card("21009", "Fair Isle", statics=(income(1),),
     note=f"Its action works on an opponent's hand; {NO_OPPONENT_CARDS}.")
card("21010", "Lord Anders's Host",
     inert="returns a cheaper participant to hand: only the player's own participate (Ambush (8), "
           "Assault and 'No attachments' are keywords; +1 Initiative changes nothing here).")
card("21011", "Windblown",
     missing=(helps("after a won challenge it goes back to shadows to stand an Army or Mercenary"),),
     note="Assault and Shadow (3) are keywords.")
card("21012", "Sandstone",
     inert=f"gives power per defending character; {NO_OPPONENT} never defends.")
card("21013", "Great Ranging",
     reaction(MARSHALED, put_best("hand+deck+discard", cards(names=("Fist of the First Men",))),
              about="self"),
     statics=(reserve(1),),
     note="Assault, Insight, Intimidate and No attachments are read as keywords.")
card("21014", "Old Bear's Raven",
     missing=(helps("return it to hand to stand Old Bear Mormont"),),
     note="Ambush (2) is a keyword.")
card("21015", "You Know Nothing",
     inert=f"takes keywords from an opponent's characters; {NO_OPPONENT} has none.")
card("21017", "Brynden's Outriders",
     missing=(helps("a [power] icon while the player controls a Commander"),),
     note="Assault is a keyword; stealth with a The Riverlands location bypasses no one.")
card("21019", "Ser Barristan Selmy",
     inert="discards a card to stand defending Knights or raise the claim: the player never "
           "defends, and the claim takes nothing from the passive opponent (Renown is a keyword).")
card("21020", "Mother's Men",
     inert=f"returns after an opponent's character is killed; {NO_OPPONENT} has none (Assault is "
           "a keyword).")
card("21021", "Griffin's Roost",
     missing=(helps("after a won [power] challenge, a card of the hand goes to shadows; a [power] "
                    "icon for Jon Connington"),))
card("21022", "The Redwyne Fleet",
     missing=(helps("1 gold after a House Redwyne card kneels (3 times per round)"),),
     note="Assault and 'No attachments' are keywords.")
card("21023", "Longtable", constant(strength(1, each(chars("Small Council")))),
     missing=(helps("the first Small Council or Spy character each phase costs 1 less"),))
card("21024", "Goldengrove",
     action(stand(choose(cards(max_printed_cost=1), state="knelt_other")), costs=(KNEEL_SELF,),
            limit=2),
     missing=(helps("kneeling a Small Council character instead of Goldengrove, to stand a "
                    "card of that character's printed cost or lower"),),
     note="Stands another knelt card of printed cost 1 or lower (a reducer location to use "
          "again, a cheap character for another challenge); taking control does nothing "
          "here.")
card("17176", "Goldengrove",
     missing=(helps("kneel it or a Small Council character to stand a cheaper [tyrell] card"),))
card("21025", "Harma Dogshead",
     inert=f"reacts to pillage on the opponent's deck; {NO_OPPONENT} has none (Pillage is a "
           "keyword).")
card("21026", "Thenns",
     inert="Assault and its restriction act on an opponent's location; the passive opponent "
           "has none. (Assault and Pillage are read as keywords.)")
card("21027", "Squire", statics=(NextCostReduction(chars("Army", "Knight"), 1, "kneel"),),
     missing=(helps("2 less instead for a character of printed cost 6 or higher"),))
card("21028", "Magnar of Thenn", statics=(only(chars("Wildling", unique=True)),
                                          bonus(keywords=("pillage",))),
     inert="Saving the host by sacrificing another Wildling trades one character for "
           "another; the Lord trait is not given.")
card("21029", "For the Realm", statics=(FirstCostReduction(cards("Army", "Stronghold"), 4),))
card("21030", "Battle of the Trident",
     *(reaction(CONTEST_WON, game_op("reveal_new_plot", target=plot_with(trait)),
                costs=(KNEEL_FACTION,),
                when=(challenge_is(kind), cond("event_cards_include", chars("Army", "Commander"))),
                zone="agenda")
       for kind, trait in (("military", "War"), ("intrigue", "Edict"), ("power", "Siege"))),
     missing=(hurts("then a plot of the used pile is removed from the game until the plot "
                    "deck is down to 1 card"),),
     note="'After claim is applied' is read right after the challenge is won (claim takes "
          "nothing from the passive opponent). The new plot (the best of its trait: most "
          "gold, cards drawn, reserve) replaces the revealed one for the rest of the round; "
          "its When Revealed resolves. The plot deck rule is a deck-building rule.")
