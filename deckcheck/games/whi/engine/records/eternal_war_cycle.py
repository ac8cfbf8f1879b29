"""Records of the cards first printed in the Eternal War Cycle: Days of Blood, Oaths of
Vengeance, Battle for the Old World, Glory of Days Past, The Ruinous Hordes, Faith and Steel.
One test each in tests/test_whi_records_eternal_war_cycle.py.

The cycle's own words, as the engine plays them: Ambush is not played (cards.py: a record that
names Ambush says what its ambush would do); "attach 1 experience" takes the top card of the
deck facedown onto the unit (not modeled: each record says so); Missions are quests played into
an opponent's zone (not modeled); a second attack in a turn never comes (one battlefield phase
a turn); "you must burn 3 zones instead of 2" is read by the engine from a legend's text.
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.ops.choices import op, register_words
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    ENTERS_PLAY,
    THE_PLAYER,
    THIS,
    card,
    cond,
    constant,
    each,
    forced,
    gain,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    sacrifice,
    tactic,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_CARDS,
    NO_DAMAGE,
    NO_HAND,
    NO_PLAYS,
    NO_UNITS,
    OPPONENT_ONLY,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.state import DISCARD, WhiState
from deckcheck.goldfish.abilities.records import (
    GAME_SPECIFIC,
    UNTIL_PHASE,
    ActionAbility,
    Effect,
)

OPPONENT_DECK = "Reaches into an opponent's deck; the passive opponent's never matters."
MISSION = ("A Mission: played into an opponent's zone, it takes combat damage tokens for its "
           "reward: not modeled.")
SECOND_ATTACK = "Acts on a second attack in one turn: the engine plays one attack a turn."
RAIDER = "Raider {}: read by the engine but not played (the sources do not explain it)."
TIMING_ONLY = ("Playing a card at another time only matters to surprise an opponent; against "
               "the passive one a play in the capital phase is as good.")
COMBAT_DAMAGE_BONUS = "not modeled"
EXPERIENCE = "attaching experience (the top card of the deck, facedown): not modeled"


def ambush(n: int, what: str) -> str:
    return f"Ambush {n} and, when it ambushes, {what}: ambushing is not played."


def _foreign(state: WhiState, ctx, race: str) -> bool:
    """The player controls a faceup card (not a development) of another race than ``race``."""
    t = state.table
    cards_ = state.in_play_cards() + ((state.legend,) if state.legend >= 0 else ())
    return any(t.race_of[c] != race for c in cards_)


def _ghorgon(state: WhiState, ctx, eff, cards_) -> None:
    """"Discard the top card of your deck. If the discarded card is not a unit, sacrifice this
    unit.\""""
    if not state.deck:
        return
    c = state.deck.pop()
    state.discard.append(c)
    state.where[c] = DISCARD
    cap.check_deck(state)
    if state.table.kind[c] != UNIT and state.where[ctx.source] != DISCARD:
        cap.leave_play(state, ctx.source, "sacrificed")


register_words(h.HOOKS.conditions, {
    "controls_other_race": _foreign,
    "attacking_with_trait": lambda s, ctx, v: any(v in s.table.traits[c] for c in s.attackers),
})


def trait_pump(trait: str, *extra: Effect) -> ActionAbility:
    """"Until the end of the phase, each <trait> unit you control deals +1 damage in combat"
    (and ``extra``): played once a unit of the trait attacks, before combat damage."""
    return tactic(modify(each(units(traits=(trait,)), state="attacking"), 1,
                         stat="combat_damage", until=UNTIL_PHASE), *extra,
                  when=(cond("before_combat_damage"), cond("attacking_with_trait", trait)),
                  phases=("battlefield",))
register_words(h.GAME_OPS, {"ghorgon": _ghorgon})


def pure(race: str) -> tuple:
    """"If you control a non-[race] card, sacrifice this card." (checked whenever a card enters
    play, this one included)"""
    return (forced(ENTERS_PLAY, sacrifice(THIS), when=(cond("controls_other_race", race),)),)


def use_mark() -> Effect:
    return Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="use")


# -- Days of Blood ----------------------------------------------------------------------------
card("10001", "Crone Hellebron", inert="Burning 3 zones to win is read by the engine; the rest "
     "discards from an opponent's deck, which never matters against the passive opponent.")
card("10002", "Capture Slaves", missing=(helps(MISSION),))
card("10003", "Bride of Khaine", inert=f"Its Ambush action needs an attacking unit: "
     f"{NO_ATTACKS}.")
card("10004", "Chill Sea Watchtower", *pure("dark_elf"))
card("10006", "Doors of Karak Hirn", inert=f"Its zone cannot be attacked: {NO_ATTACKS}.")
card("10007", "Ludwig Schwarzheim",
     missing=(hurts(f"Toughness from experience ({EXPERIENCE}; Toughness only matters against "
                    "damage the passive opponent never deals)."),))
card("10008", "Middenheim Lookout", inert=f"Its Ambush action declares a defender: "
     f"{NO_ATTACKS}.")
card("10009", "Midden Moors Watchtower", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("10010", "Great Fire Dragon", inert=f"Its tokens deal damage to a unit of the attacked "
     f"zone: {NO_UNITS}.")
card("10011", "Shadowlands Hunter",
     missing=(helps(ambush(1, "a token on a High Elf card that has one")),))
card("10012", "Magic Ward", inert=f"Blanks the units of an opponent's zone: {NO_UNITS}.")
card("10013", "'Idden Boy", missing=(helps(ambush(1, "[Power][Power] for the phase")),))
card("10014", "Banna Bearer",
     missing=(helps("Put into play from hand as an attacker when a Hero or legend attacks: not "
                    "modeled."),))
card("10015", "Warboss Banna",
     missing=(helps("Discarding an Orc unit from hand for [Power] while its unit attacks: the "
                    "pilot has no plan for it."),))
card("10016", "Norse Marauders", missing=(helps(RAIDER.format(3)),))
# "Battlefield only. Forced: When this unit attacks, discard the top card of your deck. If the
# discarded card is not a unit, sacrifice this unit."
card("10017", "Ghorgon", forced(CONTEST_DECLARED, op("ghorgon"), when=(cond("attacking"),)))
card("10018", "Reckless Attack", inert="Acts when an opponent declares defenders; the passive "
     "opponent never defends.")
card("10019", "Bordertown", inert=f"Acts when its zone takes combat damage: {NO_ATTACKS}.")
card("10020", "Muster for War",
     missing=(helps("2 resources and 2 cards in the quest phase: not modeled."),
              hurts("No battlefield phase that turn.")))

# -- Oaths of Vengeance -----------------------------------------------------------------------
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

# -- Battle for the Old World -----------------------------------------------------------------
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

# -- Glory of Days Past -----------------------------------------------------------------------
card("10061", "Thorek Ironbrow",
     missing=(helps("A Dwarf support from hand into play as it attacks (its burning 3 zones to "
                    "win is read by the engine): not modeled."),))
card("10062", "Recover Mithril Lode", missing=(helps(MISSION),))
card("10063", "Mine Engineers", inert=f"Its Ambush action heals the capital: {NO_DAMAGE}.")
card("10064", "Karak Hirn Mine", *pure("dwarf"))
card("10066", "Fulminating Cage", inert=f"Its Ambush cancels an attack: {NO_ATTACKS}.")
card("10067", "Master of Qhaysh",
     missing=(helps("A token on a card that has one after it attacks: not modeled."),))
# "Spell. Action: Until the end of the phase, each Mage unit you control deals +1 damage in
# combat and gains: "Redirect the first point of damage dealt to this unit ..."" (no damage is
# dealt to the player's units)
card("10068", "Guarding Boon", trait_pump("Mage"))
card("10069", "White Lion Master", inert=f"Cancels an action on its unit: {NO_PLAYS}.")
card("10070", "Borgut Facebeater", missing=(helps(SECOND_ATTACK),))
card("10071", "Boar Rider", missing=(helps(SECOND_ATTACK + " " + RAIDER.format(1)),))
card("10072", "Get 'Em Ladz!",
     missing=(helps("A card for each damage dealt to a zone this phase (its Ambush 0 is not "
                    "played either): not modeled."),))
card("10073", "Chaos Dragon", inert=f"Corrupts a unit of the defending zone: {NO_UNITS}.")
card("10074", "Wasting Disease", inert=OWN_ONLY.format("units"))
card("10075", "Painful Mutation", inert="Its unit's controller takes indirect damage by its "
     f"power each turn: {OPPONENT_ONLY}.", pilot="never")
card("10076", "Outlaw Sorcerer", inert=f"Its Ambush action discards from the attacking "
     f"opponent's hand: {NO_ATTACKS}.")
card("10077", "Ghrond Errand Riders", inert=f"Moves when an opponent discards: {NO_HAND}.")
card("10078", "Marked for Death", inert=f"Mills its unit's controller: {OPPONENT_ONLY}.",
     pilot="never")
# "Ambush 1. Raider 1. This unit deals +3 damage in combat. Forced: When this unit survives an
# attack on an opponent's zone, turn this unit facedown as a development."
card("10079", "Rogue Warrior", constant(modify(THIS, 3, stat="combat_damage")),
     missing=(helps("Ambush 1 and Raider 1: not played."),
              hurts("Turned facedown as a development after an attack: not modeled.")))
card("10080", "Strength of Emperors", inert=f"Heals a legend for cards: {NO_DAMAGE}.")

# -- The Ruinous Hordes -----------------------------------------------------------------------
card("10081", "Sigvald the Magnificent",
     missing=(helps("+X combat damage by the top card as it attacks (its burning 3 zones to win "
                    f"is read by the engine): {COMBAT_DAMAGE_BONUS}."),))
card("10082", "Dominion of Chaos", missing=(helps(MISSION),))
card("10083", "Northern Wastes", *pure("chaos"))
card("10084", "Norse Charger", inert=f"Destroys a development of the defending zone: "
     f"{NO_CARDS}.")
card("10085", "Steel Behemoth", inert=f"Its Toughness counts an opponent's units in combat: "
     f"{NO_UNITS}.")
card("10086", "Panther Champion", inert=f"Acts when it defends: {NO_ATTACKS}.")
card("10087", "Pyromancy",
     missing=(hurts("Each turn its unit deals its damage to a target unit (only the player's "
                    "own are there): not modeled."),))
# "Battlefield only. This unit gains [Power] for each resource you have in your pool."
card("10088", "King Alrik", constant(modify(THIS, 1, per="resources")))
# "While you have at least 3 resources in your pool, this unit gains Toughness 2. Action: When
# this unit attacks or defends, gain 1 resource." (Toughness: against damage never dealt)
card("10089", "Horn Hold Defender",
     reaction(CONTEST_DECLARED, gain(1), when=(cond("attacking"),)))
card("10090", "Open the Armoury", inert=TIMING_ONLY)
card("10091", "Avelorn Sojourner", inert=f"Taxes an opponent's tactics: {NO_PLAYS}.")
card("10092", "Sally Forth",
     missing=(helps("Attacking from another zone this phase: not modeled."),))
card("10093", "Orc Warboss",
     missing=(helps("Sacrificed for a second battlefield phase: not modeled."),))
card("10094", "Wolf Gobbos", inert=f"Destroys a unit of the attacked zone: {NO_UNITS}.")
card("10095", "Ded 'Ard", inert=f"Cancels an action on a damaged unit: {NO_PLAYS}.")
card("10096", "Cold One Champion", missing=(helps(RAIDER.format(2)),))
card("10097", "Test of Will", inert=f"Its Ambush answers an attack: {NO_ATTACKS}.")
card("10098", "Spellweaver", missing=(helps(ambush(1, "two developments from the deck")),))
card("10099", "Restless Corpse",
     missing=(helps(ambush(1, "a card from the bottom of the deck")),))
card("10100", "Lying in Wait", inert=OWN_ONLY.format("units"))

# -- Faith and Steel --------------------------------------------------------------------------
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
