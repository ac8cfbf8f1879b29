"""Records of the cards first printed in Faith and Steel (Eternal War Cycle). Tests in
tests/test_whi_records_eternal_war_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    THIS,
    card,
    constant,
    each,
    helps,
    keyword,
    modify,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_CARDS,
    NO_PLAYS,
    NO_UNITS,
)
from deckcheck.goldfish.abilities.records import (
    UNTIL_PHASE,
)
from deckcheck.games.whi.engine.records.eternal_war_cycle.shared import (
    EXPERIENCE,
    MISSION,
    RAIDER,
    pure,
    trait_pump,
)


card("10101", "Balthasar Gelt",
     missing=(helps(f"Cards cost less per experience ({EXPERIENCE}; its burning 3 zones to win "
                    "is read by the engine)."),))
card("10102", "Recon in Force", missing=(helps(MISSION),))
card("10103", "The Emperor's Statue", *pure("empire"))
card("10104", "Celestial Wizard Acolyte", inert=f"Its Ambush action gives Counterstrike: "
     f"{NO_ATTACKS}.")
card("10105", "Vengeful Slayer", inert=f"Enters from hand when the capital takes combat "
     f"damage: {NO_ATTACKS} (played as a unit it has no other text).")
card("10106", "Doom-Seeker", inert=f"Destroys a support of the attacked zone: {NO_CARDS}.")
# "Slayer. Action: Until the end of the phase, each Slayer unit you control deals +1 damage in
# combat and gains Toughness 1."
card("10107", "Fearless in Battle",
     trait_pump("Slayer", keyword(each(units(traits=("Slayer",)), state="attacking"), "toughness",
                                  1, until=UNTIL_PHASE)))
card("10108", "Warding Mage", inert=f"Takes an opponent's effects on itself: {NO_PLAYS}.")
card("10109", "Strike from the Shadows", inert=f"Acts when a zone is attacked: {NO_ATTACKS}.")
card("10110", "Saphery Waystone", inert=f"Its tokens come when an opponent plays a tactic: "
     f"{NO_PLAYS}.")
# "This unit gains [Power] for each attacking or defending [Orc] unit you control."
card("10111", "Gobbo Big Boss",
     constant(modify(THIS, 1, per=each(units(races=("orc",)), state="attacking"))))
card("10112", "Orc Warning Post", inert=f"Its zone cannot be attacked: {NO_ATTACKS}.")
card("10113", "Skulltaker", inert=f"Takes an opponent's unit as experience: {NO_UNITS}.")
card("10114", "Daemon Summoner",
     missing=(helps("Sacrificed to play a Daemon from hand for 2 less: the pilot has no plan "
                    "for it."),))
card("10115", "Nurgle's Reach", inert=f"Destroys an opponent's ambushers: {NO_CARDS}.")
card("10116", "Spawn of Sulekh", inert="Makes defenders cost a sacrifice; the passive opponent "
     "never defends.")
card("10117", "Vigilant Druchii", inert="Keeps cards in an opponent's discard pile; the passive "
     "opponent has none.")
card("10118", "Sacred Cauldron", inert="Its tokens come when an opponent's deck is milled, "
     "which never matters against the passive opponent.")
card("10119", "Plunderer", missing=(helps(RAIDER.format(2)),))
card("10120", "End Times",
     missing=(helps("Shuffling discard piles back and playing units of the top ten: not "
                    "modeled."),))
