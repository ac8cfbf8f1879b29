"""Records of the cards first printed in Battle for the Old World (Eternal War Cycle). Tests in
tests/test_whi_records_eternal_war_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    THE_PLAYER,
    card,
    cond,
    constant,
    each,
    forced,
    helps,
    hurts,
    modify,
    reaction,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_CARDS,
    NO_DAMAGE,
    NO_HAND,
    NO_UNITS,
)
from deckcheck.goldfish.abilities.records import (
    GAME_SPECIFIC,
    Effect,
)
from deckcheck.games.whi.engine.records.eternal_war_cycle.shared import (
    EXPERIENCE,
    MISSION,
    pure,
)


def use_mark() -> Effect:
    return Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="use")

card("10041", "Wurrzag",
     missing=(helps("A free Orc Spell from hand as it attacks (its burning 3 zones to win is "
                    "read by the engine): not modeled."),))
card("10042", "Da Great Waaagh!", missing=(helps(MISSION),))
card("10043", "Mob O' Hutz", *pure("orc"))
card("10044", "Ded Scary Boy", inert="Its Ambush action damages itself and takes power from "
     f"undamaged units: {NO_UNITS}, and the player's own would only lose it.")
card("10045", "Iron Defenders", inert=f"Its Ambush action gives Toughness: {NO_DAMAGE}.")
card("10046", "Dead-Eye Cannon Crew", inert=f"Destroys a support of the attacked zone: "
     f"{NO_CARDS}.")
card("10047", "Reiksguard Elite",
     missing=(hurts(f"Hit points from experience ({EXPERIENCE}; hit points only matter against "
                    "damage the passive opponent never deals)."),))
card("10048", "Devoted to Taal", missing=(helps(f"Swapping experience ({EXPERIENCE})."),))
# "Lower the cost of the first Knight unit you play each turn by 1." (a Knight played earlier in
# the turn, before the Stables entered play, is not seen)
card("10049", "Chapterhouse Stables",
     constant(modify(each(units(traits=("Knight",)), zone="hand"), -1, stat="cost"),
              when=(cond("ability_unused", 1),)),
     forced(CARD_PLAYED, use_mark(), when=(cond("event_card", units(traits=("Knight",))),),
            limit=1))
# "Action: When this unit attacks, put 1 resource token on it. Then, deal X indirect damage to
# target opponent. X is the number of resource tokens on this unit."
card("10050", "Lilea",
     reaction(CONTEST_DECLARED, tokens(1), op("opponent_indirect", 1, per="tokens"),
              when=(cond("attacking"),)))
card("10051", "Nagarythe Warrior", inert="Its Ambush action damages damaged units: only the "
     "player's own could be, which only hurts.")
card("10052", "Hidden Outpost",
     missing=(helps("The first ambush each turn costs 1 less: ambushing is not played."),))
card("10053", "Norse Clansman", inert="Acts when it is opposed in combat; the passive opponent "
     "never opposes it.")
card("10054", "Power of Chaos",
     missing=(helps("Any number of Limited cards this turn: not modeled."),))
card("10055", "Summoning Tower", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("10056", "Slave Hunter", inert=f"Takes control of a unit of the attacked zone: "
     f"{NO_UNITS}.")
card("10057", "Captured Mind", inert=f"Plays a unit from an opponent's hand: {NO_HAND}.")
card("10058", "Hag Graef Mine", inert="Needs a unit the player controls but does not own; the "
     "passive opponent gives none.")
card("10059", "Pegasus Knight",
     missing=(helps("Attacking another zone than the other attackers: not modeled."),))
card("10060", "Bonegrinder Giant", inert="Assigns damage to the capital before defenders; the "
     "passive opponent never defends.")
