"""Records of the cards first printed in The Burning of Derricksburg (Enemy Cycle). Tests in
tests/test_whi_records_enemy_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    DEVELOPED,
    ENTERS_PLAY,
    THIS,
    action,
    attached,
    cannot,
    card,
    choose,
    cond,
    constant,
    corrupt_self,
    draw,
    each,
    gain,
    helps,
    hurts,
    modify,
    reaction,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    MILLS,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.records.enemy_cycle.shared import (
    indirect,
)


card("04002", "Mining Tunnels",
     reaction(DEVELOPED, draw(1), when=(cond("decks_a_developed_this_turn"),), limit=1))


register_words(h.HOOKS.counts, {
    "own_power": lambda s, ctx, v: cap.power(s, ctx.source),
})


card("04003", "Knights of the Blazing Sun", constant(cannot(THIS, "be_corrupted")))
card("04004", "Gryphon Legionnaire", inert="Playing it at any action window only matters to "
     "surprise an opponent (its Counterstrike 2 only when defending); against the passive one "
     "a play in the capital phase is as good.")
# "Kingdom. Action: When this card enters play, gain 1 resource. Quest. Action: When this card
# enters play, draw a card."
card("04005", "Derricksburg Forge",
     reaction(ENTERS_PLAY, gain(1), about="self", zone="kingdom"),
     reaction(ENTERS_PLAY, draw(1), about="self", zone="quest"))
# "Attach to an [Empire] unit in your battlefield. Attached unit gains [Power] for each
# [Empire] unit in this zone."
card("04006", "Griffon Standard",
     constant(modify(attached(), 1, per=each(units(races=("empire",)), state="same_zone"))))
card("04007", "Lelansi",
     missing=(helps("Another unit of its zone returns to hand instead of being destroyed: the "
                    "player's units are destroyed only by its own effects."),))
card("04008", "Do You Know Who I Am?", inert=OWN_ONLY.format("non-High Elf units"))
card("04009", "Great Cave Squig",
     missing=(hurts("At the beginning of the turn, sacrifice a development of its zone or deal "
                    "its power in damage to one of the player's units: not modeled."),))
card("04010", "Squig Pen",
     missing=(hurts("Played only into a zone without developments, which then cannot be "
                    "developed: not enforced."),))
card("04011", "Scheming Cultist", inert=OWN_ONLY.format("corrupted units"))
card("04012", "Braying Gor",
     missing=(helps("Corrupting itself to lower the next Chaos unit's cost by 1: the pilot "
                    "has no plan for it."),))
card("04013", "Winged Fury", inert=f"Counts an opponent's corrupted units: {NO_UNITS}.")
card("04014", "Spreading Darkness", inert=f"Counts corrupted units in the defending zone: "
     f"{NO_UNITS}.")
card("04015", "Extending the Wastes", inert=OWN_ONLY.format("units") + " Its tokens serve only "
     "that.")
# "Elite. Noble. Action: When this unit attacks, it gains [Power] and target unit loses [Power]
# until the end of the turn." (the target: the player's least useful unit not attacking)
card("04016", "Druchii Noble",
     reaction(CONTEST_DECLARED, modify(THIS, 1, until=UNTIL_ROUND),
              modify(choose(units(), state="spare"), -1, until=UNTIL_ROUND),
              when=(cond("attacking"),)))
card("04017", "Whip the Slaves",
     missing=(helps("Sacrificing a unit to draw 2 cards: the pilot has no plan for when that "
                    "pays."),))
card("04018", "Order in Chaos",
     missing=(helps("The top two cards of the player's discard pile back on its deck: the "
                    "pilot has no plan for it."),))
card("04019", "Entropy", inert=MILLS)
# "Skaven. Action: Corrupt this unit to deal indirect damage equal to its power to target
# opponent." Used at the end of the turn (after it could attack; the kingdom phase restores
# it when it is the only corrupted card).
card("04020", "Night Runners",
     action(indirect(per="own_power"), costs=(corrupt_self,), phases=("end",)))
