"""Card records of For the Realm (codes 17xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, KNEEL_FACTION, KNEEL_SELF, MARSHALED, PLOT, Target, action, bonus, card, cards,
    challenge_is, chars, choose, cond, game_op, helps, hurts, only, put_into_play, reaction,
    reserve, stand,
)
from deckcheck.games.agot.engine.records.words import put_best
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
card("21013", "Great Ranging",
     reaction(MARSHALED, put_best("hand+deck+discard", cards(names=("Fist of the First Men",))),
              about="self"),
     statics=(reserve(1),),
     note="Assault, Insight, Intimidate and No attachments are read as keywords.")
card("21024", "Goldengrove",
     action(stand(choose(cards(max_printed_cost=1), state="knelt_other")), costs=(KNEEL_SELF,),
            limit=2),
     missing=(helps("kneeling a Small Council character instead of Goldengrove, to stand a "
                    "card of that character's printed cost or lower"),),
     note="Stands another knelt card of printed cost 1 or lower (a reducer location to use "
          "again, a cheap character for another challenge); taking control does nothing "
          "here.")
card("21026", "Thenns",
     inert="Assault and its restriction act on an opponent's location; the passive opponent "
           "has none. (Assault and Pillage are read as keywords.)")
card("21028", "Magnar of Thenn", statics=(only(chars("Wildling", unique=True)),
                                          bonus(keywords=("pillage",))),
     inert="Saving the host by sacrificing another Wildling trades one character for "
           "another; the Lord trait is not given.")
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
