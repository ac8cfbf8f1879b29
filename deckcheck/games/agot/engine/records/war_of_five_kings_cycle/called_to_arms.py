"""Records of the cards first printed in Called to Arms (War of Five Kings Cycle). Tests in
tests/test_agot_records_war_of_five_kings_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ENTERS_PLAY, FirstCostReduction, PHASE_ENDS,
    THIS, action, bonus, cannot, card, cards,
    chars, cond, constant, draw, helps, hurts, income, interrupt, keyword, only, pay_gold, phase_is, power, reaction, reserve, stand,
    stat, strength, trait,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, NO_OPPONENT, used_plots,
)


SUMMER = cond("plot_trait", "summer")
NOT_SUMMER = cond("plot_trait", "summer", negate=True)
NOT_WINTER = cond("plot_trait", "winter", negate=True)

card("04019", "Rains of Autumn",
     missing=(hurts("the player's characters and locations give no gold bonus (income)"),))
card("04020", "Varys's Riddle",
     inert=f"copies the when revealed ability of another revealed plot: the player's revealed "
           f"plot is this one and {NO_OPPONENT} reveals none.")
card("04021", "Donella Hornwood",
     statics=(FirstCostReduction(cards(loyal=True), 1, play=True),),
     note="The first loyal card marshaled or played from hand each round (rules.event_cost).")
card("04022", "Fear Cuts Deeper Than Swords", inert=CANCEL)
card("04023", "Knight of Summer",
     constant(strength(2), keyword("renown"), when=(SUMMER, NOT_WINTER)))
card("04024", "There Is My Claim",
     inert="Raises claim: claim takes nothing from the passive opponent.")
card("04025", "Dolorous Edd",
     inert="His action works only while defending; the passive opponent never attacks.")
card("04026", "Craven", pilot="never",
     inert="Meant for an opponent's character (it cannot attack); on its own it only hurts.")
card("04028", "The Stone Drum",
     constant(stat("income", 1), when=(cond("plot_trait", "Kingdom"),)),
     note="Only the player's plot is revealed here.")
card("04029", "Shae",
     action(stand(THIS), costs=(pay_gold(1),), phases=("challenges",), limit=2, limit_per="phase"))
card("04030", "The Boy King", constant(trait("King", ATTACHED_CARD)),
     statics=(only(chars("Lord")),),
     missing=(helps("1 power on its host after a character of printed cost 3 or lower is "
                    "killed (the player's own)"),))
card("04031", "Balon Greyjoy",
     constant(cannot("kneel_to_attack"), when=(cond("in_challenge", "military"),)),
     missing=(helps("kneel a [greyjoy] location: +1 STR to each loyal character for the "
                    "challenge"),),
     note=f"{NO_OPPONENT} controls no King, so he never kneels to attack in [military] "
          "challenges. Renown is a keyword.")
card("04032", "Ours is the Old Way", inert=f"gives or takes stealth; {NO_OPPONENT} never defends.")
card("04033", "Doreah",
     missing=(helps("insight in a challenge with a participating Lord or Lady"),))
card("04034", "Beggar King", statics=(only(chars(factions=("targaryen",))),), pilot="never",
     inert="Reacts to an opponent revealing a plot with more gold; the passive opponent "
           "reveals none. The King trait is not given.")
card("04035", "Starfall Cavalry",
     reaction(ENTERS_PLAY, draw(1), about="self",
              when=(cond("count_at_least", ("used_plots", 3), negate=True),)),
     reaction(ENTERS_PLAY, draw(3), about="self", when=(used_plots(3),)))
card("04036", "Venomous Blade",
     statics=(only(chars(factions=("martell",))), bonus(strength=1)),
     note=f"Its poison is for a character of {NO_OPPONENT}, who has none. Ambush (3) is a "
          "keyword.")
card("04037", "Kings of Summer",
     constant(stat("income", 1), when=(SUMMER, NOT_WINTER), zone="agenda"),
     statics=(reserve(1),),
     note="'No Winter plots' is a deck-building rule (checked by the validator).")
card("04038", "Kings of Winter", statics=(reserve(-1),),
     note="The gold reduction falls on the opponent's plots (inert: it reveals none); "
          "'no Summer plots' is a deck-building rule.")
card("04039", "Summer Harvest", statics=(income(2),),
     missing=(helps("X is 2 higher than the printed gold of the opponent's revealed plot: "
                    "the passive opponent reveals no plot, so the engine gives 2 gold, where a "
                    "real opponent's plot adds its printed gold"),),
     note="Its gold is modeled as 2 (the part it adds to a revealed plot's gold); the plot's "
          "gold itself is the missing part, leaning low.")
card("04040", "Winter Festival",
     interrupt(PHASE_ENDS, power(2), when=(phase_is("challenges"), NOT_SUMMER), zone="plot"),
     note="Only the player's own (Winter) plot is revealed, so the condition always holds.")
