"""Records of the cards first printed in Oaths of Vengeance (Eternal War Cycle). Tests in
tests/test_whi_records_eternal_war_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    THIS,
    card,
    cond,
    constant,
    gain,
    helps,
    keyword,
    tactic,
)
from deckcheck.games.whi.engine.records.words import (
    NO_DAMAGE,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.eternal_war_cycle.shared import (
    EXPERIENCE,
    MISSION,
    ambush,
    pure,
)


OPPONENT_DECK = "Reaches into an opponent's deck; the passive opponent's never matters."

card("10021", "Alith Anar",
     missing=(helps("Turning a development faceup to ambush with it as the legend attacks (its "
                    "burning 3 zones to win is read by the engine): not modeled."),))
card("10022", "Rescue Prisoners", missing=(helps(MISSION),))
card("10023", "Outlying Tower", *pure("high_elf"))
card("10024", "Nagarythe Archer",
     missing=(helps(ambush(2, "3 indirect damage to the opponent")),))
# "Elite. While you have at least 3 resources in your pool, this unit may attack from any zone
# and may defend any zone." (defending never comes)
card("10025", "Karak Hirn Warrior",
     constant(keyword(THIS, "attack_from_any"), when=(cond("resources_at_least", 3),)))
# "Dwarf only. Ambush 0. Action: Gain 3 resources." (played from hand at its cost)
card("10026", "Band Together", tactic(gain(3)),
     missing=(helps(ambush(0, "the same 3 resources")),))
card("10027", "Wealth of the Hold",
     missing=(helps("A resource at the beginning of each opponent's turn: the engine plays no "
                    "opponent's turns."),))
card("10028", "Maid Of Sigmar",
     missing=(helps(f"[Power] per experience as it attacks ({EXPERIENCE})."),))
card("10029", "Distribute the Spoils", missing=(helps(f"Two experience ({EXPERIENCE})."),))
card("10030", "Wolf Chariot",
     missing=(helps("Sacrificing a unit as it attacks for power by the unit's loyalty: the "
                    "pilot has no plan for it."),))
card("10032", "Get Outta My Way!", inert=OWN_ONLY.format("undamaged units"))
# "Hit Points: X ... This unit gains [Power] equal to X. X is the fewest number of cards in any
# opponent's hand. Forced: When this unit attacks, each player draws a card." (cost X as well)
card("10033", "Shaggoth Champion", inert="X is the fewest cards in an opponent's hand: 0 against "
     "the passive opponent, so it enters play with 0 hit points and is destroyed at once, never "
     "attacking.")
card("10034", "Summons of Chaos",
     missing=(helps("A Chaos unit of the top X cards into play: not modeled."),))
card("10035", "Vaedra Bloodsworn", inert=OPPONENT_DECK)
card("10037", "Cavalry Raid", inert=OWN_ONLY.format("non-Cavalry attackers"))
card("10038", "Stealthy Skink", inert=f"Its Ambush action gives Lizardmen hit points: "
     f"{NO_DAMAGE}.")
card("10039", "Skaven Packmaster", missing=(helps(ambush(1, "restoring two units")),))
card("10040", "All Out War",
     missing=(helps("One attack against every unburned zone of the opponent: not modeled."),))
