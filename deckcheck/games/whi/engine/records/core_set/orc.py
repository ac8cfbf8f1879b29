"""Core Set records: the Orc cards. One test each in tests/test_whi_records_core_set_orc.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    ROUND_BEGINS,
    THIS,
    action,
    attached,
    card,
    choose,
    cond,
    constant,
    cost,
    damage_capital,
    each,
    event_card,
    forced,
    helps,
    modify,
    supports,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import IN_BATTLEFIELD, IN_KINGDOM, OWN_ONLY
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine.state import DEVELOPMENT, IN_ZONE
from deckcheck.goldfish import piles
from deckcheck.games.whi.engine.ops.damage import damage_opponent, damage_own_capital, zone_of_source, opponent_healthiest, own_healthiest, own_room, unmark

# Waaagh! (Orc tactic, cost 3, loyalty 2): "Action: Each attacking unit gains [Power][Power]
# until the end of the turn." Usable in the battlefield phase's windows once attackers are
# declared (with no attacker it would change nothing, so it is not offered).


# -- the operations only these records use ----------------------------------------------------
def _indirect(state, ctx, eff, cards):
    """Each player takes n indirect damage, allocated by its owner: the passive opponent
    (no units) puts it on its healthiest zone; the player on its own healthiest zone (a
    passive opponent never damages the capital, so that costs it nothing until it burns)."""
    for _ in range(eff.amount):
        damage_opponent(state, opponent_healthiest(state), 1)
        if state.outcome:
            return
    for _ in range(eff.amount):
        z = own_healthiest(state)
        if z < 0 or state.outcome:
            return
        damage_own_capital(state, z, 1)


def _doom_divers(state, ctx, eff, cards):
    """Each player sacrifices a development or takes 1 damage on each zone of its capital:
    the passive opponent has no developments; the player takes the damage unless it would
    lose by it and has a development to sacrifice (the one in its most damaged zone)."""
    burned = {z for z, _ in state.burned}
    for z in range(3):
        if z not in burned:
            damage_opponent(state, z, 1)
            if state.outcome:
                return
    would_burn = sum(1 for z in range(3) if own_room(state, z) <= 1)
    devs = [(own_room(state, z), z) for z in range(3) if state.developments[z]]
    if would_burn >= 2 and devs:
        z = min(devs)[1]
        cap.leave_play(state, state.developments[z][-1], "sacrificed")
        return
    for z in range(3):
        damage_own_capital(state, z, 1)
        if state.outcome:
            return


def _destroy_here(state, ctx, eff, cards):
    """Destroy every support and development in the source's zone (the opponent has none)."""
    z = zone_of_source(state, ctx.source)
    if z < 0:
        return
    kind = state.table.kind
    for c in [c for c in state.zones[z] if kind[c] == SUPPORT] + list(state.developments[z]):
        cap.leave_play(state, c, "destroyed")


def _flip_development(state, ctx, eff, cards):
    """A unit development turned faceup stays in play in the development's zone (the record
    sacrifices it at the end of the turn); it does not "enter play" (no event), and a Hero
    where a Hero is already does nothing [004 GS 75, §HgF]."""
    for c in cards:
        if not _flippable(state, ctx, c):
            continue
        z = piles.place_of(state.developments, c)
        cap.from_where(state, c)
        piles.put(state.zones, z, c)
        state.where[c] = IN_ZONE
        state.in_play.setdefault(state.table.title[c], state.round)
        h.note(state, "enters", c, z)
        if cap.hit_points(state, c) <= 0:
            cap.leave_play(state, c, "destroyed")


def _flippable(state, ctx, c) -> bool:
    """A unit among the player's developments that may be turned faceup where it is."""
    t = state.table
    if state.where[c] != DEVELOPMENT or t.kind[c] != UNIT:
        return False
    return not (t.hero[c] and cap.hero_in(state, piles.place_of(state.developments, c)))


def _bigga(state, ctx, eff, cards):
    """The unit just played comes into play with 1 damage; the tactic's mark (and with it
    its cost reduction) is cleared."""
    unmark(state, ctx, eff, cards)
    for c in cards:
        if state.where[c] == IN_ZONE:
            piles.add(state.damage, c, eff.amount)
            if state.damage[c] >= cap.hit_points(state, c):
                cap.leave_play(state, c, "destroyed")


def _spend_damage(state, ctx, eff, cards):
    """Damage on the source spent as resources: one damage off, one resource (not counted
    as gained from the kingdom)."""
    if cap.heal(state, ctx.source, 1):
        state.resources += 1


def _damage_pays(state, ctx, v) -> bool:
    dmg = state.damage.get(ctx.source, 0)
    if not dmg:
        return False
    t = state.table
    for c in state.hand:
        if t.kind[c] in (UNIT, SUPPORT, QUEST_CARD) and cap.may_play(state, c) and cap.zones_for(state, c):
            need = cap.play_cost(state, c)
            if state.resources < need <= state.resources + dmg:
                return True
    return False


def _event_card_race(state, ctx, v) -> bool:
    e = ctx.event
    return e is not None and e.card >= 0 and state.table.race_of[e.card] == v


h.GAME_OPS.update({
    "indirect": _indirect,
    "doom_divers": _doom_divers,
    "destroy_here": _destroy_here,
    "flip_development": _flip_development,
    "bigga": _bigga,
    "spend_damage": _spend_damage,
})


h.HOOKS.conditions.update({
    "damaged_unit": lambda s, ctx, v: any(s.damage.get(c, 0) > 0 and s.where[c] == IN_ZONE
                                          for c in cap.units(s)),
    "event_card_race": _event_card_race,
    "unit_in_hand": lambda s, ctx, v: any(s.table.kind[c] == UNIT for c in s.hand),
    "damage_pays": _damage_pays,
})


h.STATE_WORDS["flippable"] = _flippable


# -- records -----------------------------------------------------------------------------------
card("01079", "Waaagh!", tactic(modify(each(units(), state="attacking"), 2, until=UNTIL_ROUND),
                                phases=("battlefield",)))

# Squig Herders: "gains [P] while you control at least one damaged unit."
card("01057", "Squig Herders", constant(modify(THIS, 1), when=(cond("damaged_unit"),)))

# Followers of Mork: "Forced: After this unit enters play, each player takes 2 indirect
# damage. (Players allocate their own indirect damage.)" The passive opponent puts it on its
# healthiest zone; the player on its own capital (nothing else damages it).
card("01059", "Followers of Mork", forced(ENTERS_PLAY, op("indirect", 2), about="self"))

# Boar Boyz: "This unit gains [Power][Power] while you control at least one damaged unit."
card("01061", "Boar Boyz", constant(modify(THIS, 2), when=(cond("damaged_unit"),)))

# Urguck: "During your capital phase, you may spend damage on this unit as though it were
# resources." An action of the capital phase: one damage off, one resource on; offered only
# when that makes a card in hand affordable (spending it otherwise gains nothing).
card("01062", "Urguck", action(op("spend_damage", 1), phases=("capital",),
                               when=(cond("damage_pays"),), limit=0))

# Grimgor Ironhide: "Forced: After this unit enters play, destroy all support cards and
# developments in each player's corresponding zone." (the opponent has none: only the
# player's own, in Grimgor's zone)
card("01063", "Grimgor Ironhide", forced(ENTERS_PLAY, op("destroy_here"), about="self"))

# Night Goblins: "Forced: After this unit enters play, destroy one target Attachment card in
# any player's corresponding zone, if able." Only the player's own attachments are there.
card("01064", "Night Goblins",
     forced(ENTERS_PLAY, Effect("kill", 0, choose(supports(traits=("Attachment",)),
                                                   state="same_zone")), about="self"))

# Doom Divers: "Battlefield. Forced: After your turn begins, each player must either
# sacrifice a development or deal 1 damage to each section of his capital." The passive
# opponent has no development: 1 damage on each zone.
card("01065", "Doom Divers", forced(ROUND_BEGINS, op("doom_divers"), when=(IN_BATTLEFIELD,)))

# Lobber Crew: "Kingdom. Action: Sacrifice this unit to force an opponent to sacrifice a
# unit he controls, if able."
card("01066", "Lobber Crew", inert="The passive opponent has no unit to sacrifice.")

# Big 'Uns: "Battlefield. Your damaged units gain Toughness 1."
card("01067", "Big 'Uns", missing=(helps("Battlefield: your damaged units gain Toughness 1 "
                                         "(the engine reads Toughness from the printed text "
                                         "only; only the deck's own effects damage its "
                                         "units)."),))

# Rock Lobber: "Battlefield. Action: Pay 2 resources and sacrifice one of your units in this
# zone to deal 2 damage to one section of any capital (limit once per turn)." Used in the end
# of the turn's window (after combat), sacrificing the least useful unit there.
card("01068", "Rock Lobber",
     action(damage_capital(2), costs=(cost("gold", 2),
                                      cost("sacrifice_least", target=each(units(),
                                                                         state="same_zone"))),
            when=(IN_BATTLEFIELD,), phases=("end",), limit=1))

# Choppa: "Attachment. Weapon. Attach to a target in your battlefield. Attached unit gains
# [Power][Power]."
card("01069", "Choppa", constant(modify(attached(), 2)))

# Totem of Gork: "Siege. Units in this zone gain [Power] while attacking or defending."
card("01070", "Totem of Gork",
     constant(modify(each(units(), state="attacking"), 1), when=(IN_BATTLEFIELD,)))

# Banna of da Red Sunz: "Kingdom. Each opponent that collects 7 or more resources ..."
card("01071", "Banna of da Red Sunz", inert="The passive opponent has no unit to put the "
     "damage on (and collects 3 resources).")

# Smash 'Em All! (quest): the snapshot has no text for it.
card("01072", "Smash 'Em All!", missing=(helps("The card data has no text for this quest "
                                               "(the printed text is not in the snapshot): "
                                               "whatever it gives a questing unit is not "
                                               "played."),))

# Grimgor's Camp: "Kingdom. Lower the cost of the first [Orc] unit you play each turn by 1."
# The first Orc unit played while the Camp is in play sets its mark for the turn.
card("01073", "Grimgor's Camp",
     constant(modify(each(units(races=("orc",)), zone="hand"), -1, stat="cost"),
              when=(IN_KINGDOM, cond("marked", negate=True))),
     forced(CARD_PLAYED, op("mark"), when=(cond("event_option", "unit"),
                                           cond("event_card_race", "orc"),
                                           cond("marked", negate=True))))

# Smash-Go-Boom!: "Play during your turn. Action: Destroy X target developments in one zone."
card("01074", "Smash-Go-Boom!", inert=OWN_ONLY.format("developments"))

# Rip Dere 'Eads Off!: "Action: Turn one target development faceup. If it is a unit, leave it
# in play and sacrifice it at the end of the turn. Otherwise, sacrifice it immediately."
# Offered on the player's own unit developments (a non-unit one would only be lost); the
# unit does not "enter play", and a Hero where a Hero is already is not offered (the effect
# would not resolve) [004 GS 75, §HgF].
_UNIT_DEV = choose(units(), zone="development", state="flippable")

card("01075", "Rip Dere 'Eads Off!",
     tactic(op("flip_development", 0, _UNIT_DEV),
            Effect("sacrifice", 0, _UNIT_DEV, until=UNTIL_ROUND)))

# We'z Bigga!: "Action: Lower the cost of the next unit you play this turn by 1. That unit
# comes into play with 1 damage on it." Playing it marks the copy for the turn; while marked
# (in the discard pile), units in hand cost 1 less; the next unit played takes the damage and
# clears the mark.
card("01076", "We'z Bigga!",
     tactic(op("mark"), when=(cond("unit_in_hand"),)),
     constant(modify(each(units(), zone="hand"), -1, stat="cost"), zone="discard",
              when=(cond("marked"),)),
     forced(CARD_PLAYED, op("bigga", 1, event_card()), zone="discard",
            when=(cond("event_option", "unit"), cond("marked"))))

# Favour of Mork: "Spell. Action: One target unit loses [Power] and another target unit gains
# [Power] until the end of the turn." Only the player's units are targets: once attackers are
# declared, its least useful unit not attacking loses [Power] (the kingdom's resources and the
# quest's cards are already taken this turn) and an attacker gains [Power].
card("01077", "Favour of Mork",
     tactic(modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND),
            modify(each(units(), state="spare"), -1, until=UNTIL_ROUND),
            phases=("battlefield",), when=(cond("before_combat_damage"),)))

# Pillage: "Action: Destroy one target support card."
card("01078", "Pillage", inert=OWN_ONLY.format("supports"))

# Troll Vomit: "Play during your turn. Action: Destroy all units in play."
card("01080", "Troll Vomit", inert="Only the player's own units are in play; a player would "
     "not destroy them against the passive opponent.")
