"""Records of the cards first printed in Tooth and Claw (Corruption Cycle). Tests in
tests/test_whi_records_corruption_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    ROUND_BEGINS,
    THIS,
    card,
    constant,
    corrupt,
    each,
    forced,
    helps,
    modify,
    reaction,
    restore,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_PLAYS,
    NO_TARGET,
)
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine import hooks as h


# Blessing of Valaya: "Spell. Rune. Action: The next 2 damage dealt to one target unit this
# turn are redirected to another target unit." [004 ZdV 43: until the end of the turn]
card("02043", "Blessing of Valaya",
     missing=(helps("Redirecting 2 damage from one of the player's units to another: only the "
                    "deck's own effects damage its units (never the passive opponent); not "
                    "played."),))

# Clan Moulder's Elite: "Destruction only. Battlefield only. This unit cannot defend."
card("02057", "Clan Moulder's Elite", inert=f"Cannot defend: {NO_ATTACKS} (Battlefield only is "
     "read by the engine).")

# Brutal Offering: "Action: Sacrifice a unit. If you do, deal X damage to each unit in all
# battlefields, where X is the sacrificed unit's power."
card("02052", "Brutal Offering", inert="Only the player's own battlefield has units: a player "
     "would not sacrifice one to damage the rest of its own.")


register_words(h.STATE_WORDS, {
    "has_attachment": lambda s, ctx, c: c in s.attached.values(),
})

card("02041", "Gurni Thorgrimson", constant(modify(THIS, 1, per="attachments_on_self")))
# "Kingdom. Units in your battlefield with one or more Attachment cards attached gain [Power]."
card("02042", "Anvil of Doom",
     constant(modify(each(units(), zone="battlefield", state="has_attachment"), 1)))
card("02045", "Iron Discipline", inert=f"Taxes the opponent's actions: {NO_PLAYS}.")
card("02046", "Dragonmage", inert=f"Cancels damage assigned to it: {NO_DAMAGE}.")
card("02047", "Gifts of Aenarion", inert=f"Cancels damage to the player's capital: {NO_DAMAGE}.")
card("02048", "Ugrok Beardburna", constant(modify(THIS, 1, per="damage_on_self")))
card("02049", "Mob Up", inert="Stops combat damage from being cancelled; the passive opponent "
     "has no defenders and cancels nothing.")
card("02050", "Dat's Mine",
     missing=(helps("Its tokens (one per turn while a unit quests here) paying for "
                    "attachments: not modeled."),))
card("02051", "Blue Horrors",
     missing=(helps("Putting another Blue Horrors from hand into play when it leaves play: "
                    "its units leave play only by the player's own effects."),))
# "Hit Points: X. X is the number of developments in this zone."
card("02053", "Cold One Chariot",
     constant(modify(THIS, 1, stat="hit_points", per="developments_in_zone")))
card("02054", "Grasping Darkness", inert=NO_TARGET.format("units"))
# "Action: At the beginning of your turn, uncorrupt all Skaven units."
card("02055", "Rat Ogres",
     reaction(ROUND_BEGINS, restore(each(units(traits=("Skaven",)), state="corrupted"))))
# "Battlefield only. Scout. This unit enters play corrupted."
card("02056", "Gutter Runners", forced(ENTERS_PLAY, corrupt(THIS), about="self"))
card("02059", "Reap What's Sown",
     missing=(helps("Discarding the hand to draw X cards (X = the player's developments): the "
                    "pilot has no plan for when that pays."),))
card("02060", "Scout Camp",
     missing=(helps("One more card looked at in each search of the deck."),))
