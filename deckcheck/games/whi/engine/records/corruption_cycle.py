"""Records of the cards first printed in the Corruption Cycle: The Skavenblight Threat, Path of the
Zealot, Tooth and Claw, Warpstone Chronicles, Arcane Fire. One test each in
tests/test_whi_records_corruption_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_ENDS,
    THIS,
    card,
    choose,
    cond,
    constant,
    forced,
    helps,
    hurts,
    modify,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine.records.words import NO_ATTACKS, OWN_ONLY, in_zone
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import DISCARD, WhiState
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, THE_PLAYER
from deckcheck.games.whi.engine.ops.plays import zone_plan

# -- The Skavenblight Threat ------------------------------------------------------------------------

# Stand Your Ground: "Action: Put into play one target [Dwarf] unit that entered your discard
# pile this turn. (You choose the zone in which the unit enters play.)" However it got there
# [004 §HgF: also a destroyed development]. The four Forced abilities are bookkeeping only:
# wherever a copy is, it notes each unit that enters the discard pile (they never resolve).


# -- the operations only these records use ----------------------------------------------------
FALLEN = -(3 << 20)           # state.used key FALLEN - card: the card entered the discard


def _watch_discard(state: WhiState, ctx, v) -> bool:
    ev = ctx.event
    if ev is not None and ev.card >= 0 and state.where[ev.card] == DISCARD \
            and state.table.kind[ev.card] == UNIT:
        state.used[FALLEN - ev.card] = 1
    return False


def _least(state: WhiState, cards: list[int]) -> int:
    t = state.table
    return min(cards, key=lambda u: (u in state.attackers, cap.power(state, u), t.cost[u], u),
               default=-1)


def _foreign_least(state: WhiState, ctx, c: int) -> bool:
    t = state.table
    foreign = [u for u in cap.units(state) if t.race_of[u] != state.race]
    return c == _least(state, foreign) and c >= 0


def give_away(target) -> Effect:
    return Effect(GAME_SPECIFIC, 0, target, value="decks_a_give_away")


NOTHING = Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="decks_a_nothing")


HOOKS.conditions.update({
    "decks_a_watch_discard": _watch_discard,
})


h.STATE_WORDS.update({
    "decks_a_fallen": lambda s, ctx, c: (s.where[c] == DISCARD and bool(s.used.get(FALLEN - c))
                                         and zone_plan(s, c) >= 0),
    "decks_a_foreign_least": _foreign_least,
})


# -- records -----------------------------------------------------------------------------------
card("02002", "Stand Your Ground",
     tactic(put(choose(units(races=("dwarf",)), zone="discard", state="decks_a_fallen"))),
     *(forced(LEAVES_PLAY, NOTHING, when=(cond("decks_a_watch_discard"),), zone=z)
       for z in ("deck", "hand", "discard", "development")),
     note="A unit discarded from hand is not seen (the engine fires no event for it).")

# Spider Riders: "Cavalry. Battlefield. This unit gains [Power][Power] while attacking."
card("02008", "Spider Riders",
     constant(modify(THIS, 2), when=(in_zone("battlefield"), cond("attacking"))))

# We Need Your Blood: "Action: One target unit gets -1 hit points and another target unit gets
# +1 hit points until the end of the turn."
card("02014", "We Need Your Blood", inert=OWN_ONLY.format("units"))

# -- Path of the Zealot -----------------------------------------------------------------------------

# Zealot Hunter: "Order only. Forced: After this unit enters play, destroy a unit that does not
# share the racial affiliation of its controller's capital." [004 ZdV 37] Only the player's
# units are there: the least useful of those not of its capital's race (the Hunter itself is
# neutral, so in a deck without other such units it destroys itself; a player would not
# play it against a passive opponent, pilot="never").
card("02037", "Zealot Hunter",
     forced(ENTERS_PLAY, Effect("kill", 0, choose(units(), state="decks_a_foreign_least")),
            about="self"),
     pilot="never")

# Veteran Sellswords: "Warrior. Battlefield only. Forced: At the end of your turn, target
# opponent gains control of this unit and moves it to his corresponding zone." The passive
# opponent never defends with it.
card("02038", "Veteran Sellswords", forced(ROUND_ENDS, give_away(THIS)))

# Poison Wind Globadiers: "Battlefield. Action: Corrupt this unit to deal 1 damage to one target
# attacking or defending unit."
card("02035", "Poison Wind Globadiers", inert=OWN_ONLY.format("attacking units"))

# Call the Blood: "Spell. Action: Destroy one target damaged unit."
card("02034", "Call the Blood", inert=OWN_ONLY.format("damaged units"))

# -- Tooth and Claw ---------------------------------------------------------------------------------

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

# -- Warpstone Chronicles ---------------------------------------------------------------------------

# Great Book of Grudges: "Attachment. Relic. Attach to a target [Dwarf] unit. Attached unit
# gains [Power][Power]. When attached unit enters a discard pile from play, each opponent takes
# 6 indirect damage."
card("02082", "Great Book of Grudges",
     missing=(helps("Attached unit gains [Power][Power] (the engine has no attachments: it is "
                    "played as a support without power)."),
              helps("6 indirect damage to the opponent when the attached unit dies (the "
                    "player's units die only by its own effects)."),))

# Basha's Bloodaxe: "Attachment. Relic. Attach to a target [Orc] unit. Corrupt that unit.
# Attached unit deals +2 damage in combat. While attached unit is attacking, double all damage
# dealt to the defending opponent's capital." (the engine reads none of it)
card("02091", "Basha's Bloodaxe",
     missing=(helps("Attached unit deals +2 damage in combat and doubles the damage dealt to the "
                    "capital while it attacks (the engine has no attachments)."),
              hurts("Attaching corrupts the unit (it cannot attack until restored)."),))

# -- Arcane Fire ------------------------------------------------------------------------------------

# Easy Pickin's: "Action: The unit in play with the lowest printed cost must be sacrificed."
card("02112", "Easy Pickin's", inert=OWN_ONLY.format("units"))
