"""Core Set records: the High Elf cards. One test each in
tests/test_whi_records_core_set_high_elf.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    DAMAGED,
    ENTERS_PLAY,
    action,
    attached,
    cannot,
    card,
    choose,
    constant,
    draw,
    each,
    forced,
    heal,
    restore,
    tactic,
    units,
)
from deckcheck.games.whi.engine.records.words import IN_QUEST, NO_TARGET


# Silver Helm Brigade: "Forced: After this unit takes 1 or more damage, draw a card."
card("01051", "Silver Helm Brigade", forced(DAMAGED, draw(1), about="self"))

# Archmage of Saphery: "Quest. Action: During your quest phase, you may heal 1 damage on one
# target unit. (Limit once per turn.)" ("Quest." = while this unit is in the quest zone.)
card("01052", "Archmage of Saphery",
     action(heal(choose(units(), state="damaged"), 1), phases=("quest",), when=(IN_QUEST,),
            limit=1))

# Blessing of Isha: "Attachment. Spell. Attach to a target unit. Restore that unit, if able.
# Attached unit cannot be corrupted." (attached to one of the player's units: the opponent
# has none; the pilot's host rule picks it, attachments.py / pilot.host_for)
card("01053", "Blessing of Isha",
     forced(ENTERS_PLAY, restore(attached()), about="self"),
     constant(cannot(attached(), "be_corrupted")))

# Radiant Gaze: "Action: Choose an opponent's zone. All units in that zone lose [Power]..."
card("01054", "Radiant Gaze", inert=NO_TARGET.format("units"))

# Greater Heal: "Spell. Action: Heal all damage on your units." [004 GS 55: the replaced text]
# Offered when one is damaged; the greedy pilot does not spend 3 resources on it (the passive
# opponent never adds damage, so healing rarely saves a unit).
card("01055", "Greater Heal", tactic(heal(each(units(), state="damaged"), 99), pilot="never"))
