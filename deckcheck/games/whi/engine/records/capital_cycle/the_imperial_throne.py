"""Records of the cards first printed in The Imperial Throne (Capital Cycle). Tests in
tests/test_whi_records_capital_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    ROUND_BEGINS,
    THIS,
    UNTIL_ROUND,
    cannot,
    card,
    choose,
    cond,
    constant,
    deal_damage,
    draw,
    each,
    forced,
    helps,
    hurts,
    modify,
    reaction,
    search,
    tactic,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_HAND,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.capital_cycle.shared import (
    quest_draw,
    support_played,
)


card("08101", "Clan Armoury",
     missing=(helps("Dwarf attachments back to hand for 1 resource when they leave play."),))
# "Forced: At the beginning of your turn, deal 1 damage to another target unit you control in
# this zone."
card("08102", "Baby Squig",
     forced(ROUND_BEGINS, deal_damage(choose(units(other=True), state="same_zone"), 1)))
# "Battlefield. Warrior units in this zone gain [Power]."
card("08103", "Imperial Drummer",
     constant(modify(each(units(traits=("Warrior",)), state="same_zone"), 1)))
# "While this unit is questing, it gains [Power][Power]. Action: Move this unit onto a quest you
# control."
card("08104", "Werner Ludenhof", constant(modify(THIS, 2), when=(cond("self_questing"),)),
     missing=(helps("Moving itself onto a quest: the pilot has no plan for it."),))
card("08105", "Devotee of Chamon",
     missing=(helps("Damaging a Mage for [Power]: the pilot has no plan for it."),))
card("08107", "Stirland Deathjacks", inert=OWN_ONLY.format("corrupted units"))
# "Action: When this unit attacks, it gains [Power] for each other attacking unit."
card("08108", "Winged Riders of Kislev",
     reaction(CONTEST_DECLARED,
              modify(THIS, 1, until=UNTIL_ROUND, per=each(units(other=True), state="attacking")),
              when=(cond("attacking"),)))
card("08109", "The Imperial Zoo",
     missing=(helps("Buying tokens (X resources for the X+1st) for power: the pilot has no "
                    "plan for it."),))
card("08110", "Boiling Oil", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("08111", "Cathedral of Sigmar",
     missing=(helps("Its countdown to a turn of [Power] for every Empire card: not "
                    "modeled."),))
card("08112", "Doubling of the Guard",
     missing=(helps("Discarding a card to draw by its loyalty: the pilot has no plan for "
                    "it."),))
card("08113", "Mage of the White Tower", constant(modify(THIS, 1, per="attachments_on_self")),
     missing=(helps("A card drawn whenever an attachment goes onto it."),))
# "Battlefield only. This unit cannot be declared as an attacker or defender unless it has
# exactly 3 resource tokens on it. Action: Sacrifice a unit to put a resource token on this unit."
card("08114", "Daemon Prince",
     constant(cannot(THIS, "attack"), when=(cond("tokens_at_least", 3, negate=True),)),
     constant(cannot(THIS, "attack"), when=(cond("tokens_at_least", 4),)),
     missing=(helps("Sacrificing units for its tokens: the pilot has no plan for it."),))
card("08115", "Sacrificial Pyre", inert=OWN_ONLY.format("units"))
card("08116", "Warlock Engineer", inert=OWN_ONLY.format("supports"))
card("08117", "Gaze of Nagash", inert=f"Discards from an opponent's hand: {NO_HAND}.")
# "Play only if you control a Capital Center or a legend. Action: Search your deck for a unit,
# reveal it, and add it to your hand."
card("08118", "A Promise of War", tactic(search(units()), when=(cond("center_or_legend"),)))
card("08119", "Captured Gunpowder",
     missing=(helps("Attached support gains [Power] (its host, a support, is a rule the engine "
                    "does not read: it is never played)."),
              hurts("Each turn it destroys the player's supports of its zone with the top "
                    "card's cost.")))
card("08120", "Recruiting for War", quest_draw(),
     reaction(CARD_PLAYED, draw(1), when=support_played("empire"), limit=0))
