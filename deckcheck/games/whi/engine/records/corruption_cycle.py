"""Records of the cards first printed in the Corruption Cycle: The Skavenblight Threat, Path of the
Zealot, Tooth and Claw, Warpstone Chronicles, Arcane Fire. One test each in
tests/test_whi_records_corruption_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    ROUND_ENDS,
    THIS,
    UNTIL_ROUND,
    action,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    corrupt,
    corrupt_self,
    cost,
    damage_capital,
    draw,
    each,
    forced,
    heal_capital,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    restore,
    search,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MAIN,
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    NO_PLAYS,
    NO_TARGET,
    NO_UNITS,
    OWN_ONLY,
    in_zone,
)
from deckcheck.games.whi.engine.ops.choices import op, register_words
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import BATTLEFIELD, DISCARD, WhiState
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
card("02082", "Great Book of Grudges", constant(modify(attached(), 2)),
     missing=(helps("6 indirect damage to each opponent when the attached unit enters a discard "
                    "pile from play (the player's units die only by its own effects): not "
                    "modeled."),))

# Basha's Bloodaxe: "Attachment. Relic. Attach to a target [Orc] unit. Corrupt that unit.
# Attached unit deals +2 damage in combat. While attached unit is attacking, double all damage
# dealt to the defending opponent's capital."
card("02091", "Basha's Bloodaxe",
     forced(ENTERS_PLAY, corrupt(attached()), about="self"),
     constant(modify(attached(), 2, stat="combat_damage")),
     missing=(helps("Doubling all damage dealt to the defending capital while the attached unit "
                    "attacks: not modeled."),))

# -- Arcane Fire ------------------------------------------------------------------------------------

# Easy Pickin's: "Action: The unit in play with the lowest printed cost must be sacrificed."
card("02112", "Easy Pickin's", inert=OWN_ONLY.format("units"))


# == The rest of the cycle (issue 37's review), pack by pack ==================================
# Power pumps are offered before combat damage, on an attacker, only when the power added
# burns the zone attacked (``burns_with``): against the passive opponent more power pays
# only then.
PUMP = (cond("before_combat_damage"), cond("burns_with", 1))
PUMP3 = (cond("before_combat_damage"), cond("burns_with", 3))


def _damage_on(state: WhiState, c: int) -> int:
    return state.damage.get(c, 0) if c >= 0 else 0


register_words(h.HOOKS.counts, {
    "damage_on_self": lambda s, ctx, v: _damage_on(s, ctx.source),
    "damage_on_host": lambda s, ctx, v: _damage_on(s, s.attached.get(ctx.source, -1)),
    "attachments_on_self": lambda s, ctx, v: sum(1 for h_ in s.attached.values() if h_ == ctx.source),
    "developments_in_battlefield": lambda s, ctx, v: len(s.developments[BATTLEFIELD]),
})


register_words(h.HOOKS.conditions, {
    "developments_in_battlefield_at_least": lambda s, ctx, v: len(s.developments[BATTLEFIELD]) >= v,
    "discard_units_at_least": lambda s, ctx, v: sum(
        1 for c in s.discard if s.table.kind[c] == UNIT) >= v,
    "any_corrupted": lambda s, ctx, v: any(c in s.corrupted for c in s.in_play_cards()),
    "host_attacking": lambda s, ctx, v: s.attached.get(ctx.source, -1) in s.attackers,
})


register_words(h.STATE_WORDS, {
    "has_attachment": lambda s, ctx, c: c in s.attached.values(),
})


def _x_devs(state: WhiState, ctx) -> int:
    z = cap.zone_of(state, ctx.source)
    return len(state.developments[z]) if z >= 0 else 0


register_words(h.HOOKS.costs, {
    # "Spend X resources ... X is the number of your developments in this zone"
    "spend_developments_in_zone": (
        lambda s, ctx, cost: 0 < _x_devs(s, ctx) <= s.resources,
        lambda s, ctx, cost: cap.spend(s, _x_devs(s, ctx))),
})


def indirect(n: int = 1, per=None) -> Effect:
    """n indirect damage to the passive opponent (it assigns it itself: its healthiest zone)."""
    return op("opponent_indirect", n, per=per)


def corrupt_host_on_attach(*extra) -> tuple:
    """"Attach to ... Corrupt that unit." (the host is corrupted as the attachment enters play)."""
    return (forced(ENTERS_PLAY, corrupt(attached()), about="self"), *extra)


# -- The Skavenblight Threat: the rest --------------------------------------------------------
card("02003", "Nordland Halberdiers", inert="Playing it at any action window only matters to "
     "surprise an opponent; against the passive one a play in the capital phase is as good.")
card("02004", "Infiltrate", inert=f"Limits an opponent's draws: {NO_HAND}.")
card("02005", "Tyriel", inert=f"Acts when an opponent attacks its zone: {NO_ATTACKS}.")
card("02006", "Steel's Bane", inert=f"Cancels damage to a High Elf unit: {NO_DAMAGE} (the "
     "player's own damage effects are its own choice).")
card("02007", "Repair the Waystones",
     missing=(helps("Its tokens (one per turn while a unit quests here) and taking a support "
                    "from the discard pile into the quest zone for 3 of them: the player's "
                    "supports reach the discard pile only by its own effects."),))
# "Attachment. Attach to a target unit in your battlefield. Attached unit gains [Power] for
# each damage on it."
card("02009", "War Paint", constant(modify(attached(), 1, per="damage_on_host")))
card("02010", "Chosen of Tzeentch", inert=OWN_ONLY.format("damaged units"))
card("02011", "Bolt of Change",
     missing=(helps("A development becomes a 2-power unit until the end of the turn (it could "
                    "attack): not modeled."),))
card("02012", "Malus Darkblade", inert=f"Damages the opponent's units that could have defended: "
     f"{NO_UNITS}.")
card("02013", "Morathi's Pegasus", inert="Its Toughness 3 is read by the engine; its action only "
     "an opponent may trigger, and the passive opponent triggers nothing.")
# "This unit may attack from any zone. While attacking, this unit gains [Power] for each
# Skaven unit you control."
card("02015", "Greyseer Thanquol",
     constant(modify(THIS, 1, per=each(units(traits=("Skaven",)))), when=(cond("attacking"),)),
     constant(keyword(THIS, "attack_from_any")))
# "Action: Corrupt this unit to have one other target Skaven unit gain [Power] until the end
# of the turn."
card("02016", "Clan Rats",
     action(modify(choose(units(traits=("Skaven",), other=True), state="attacking"), 1,
                   until=UNTIL_ROUND),
            costs=(corrupt_self,), when=PUMP, phases=BATTLE))
# "Attach to a target unit. Corrupt that unit. Attached unit gains [Power][Power][Power] while
# attacking or defending."
card("02017", "Warp Lightning Cannon",
     *corrupt_host_on_attach(constant(modify(attached(), 3), when=(cond("host_attacking"),))))
card("02018", "Marius the Righteous", inert=OWN_ONLY.format("corrupted units"))
card("02019", "Abandoned Mine",
     missing=(helps("Taking one of its developments back into hand at the beginning of the "
                    "turn (a may): the pilot has no plan for it."),))
# "Kingdom. While you control two or more developments in this zone, lower the cost for you to
# play Attachment cards by 1."
card("02020", "Forge",
     constant(modify(each(cards(traits=("Attachment",)), zone="hand"), -1, stat="cost"),
              when=(cond("developments_in_zone_at_least", 2),)))

# -- Path of the Zealot: the rest -------------------------------------------------------------
# "Forced: After this unit enters play, heal up to 2 damage from this zone's section of your
# capital."
card("02021", "Dwarf Miner", forced(ENTERS_PLAY, heal_capital(2), about="self"))
card("02022", "Gromril Armour", constant(keyword(attached(), "toughness", 1)))
card("02023", "Gustav the Bear", inert=f"Cancels damage while an opponent controls a corrupted "
     f"unit: {NO_UNITS}.")
card("02024", "Talabheim Detachment", inert="Returning itself to hand only undoes its play: "
     "nothing threatens it against the passive opponent and it has no ability on entering play.")
card("02025", "Gate of Sigmar", inert=f"Cancels damage to the player's capital: {NO_DAMAGE}.")
card("02026", "Vaul's Unmaking", inert=NO_TARGET.format("attachments"))
# "Battlefield. Action: Spend X resources to deal X indirect damage to target opponent. X is
# the number of your developments in this zone. (Limit once per turn.)"
card("02027", "Repeater Bolt Thrower",
     action(indirect(per="developments_in_zone"), costs=(cost("spend_developments_in_zone"),),
            limit=1, phases=MAIN))
card("02028", "Arrer Boyz", inert=OWN_ONLY.format("units"))
card("02029", "Wolf Rider Assault",
     missing=(helps("Moving an Orc unit from the kingdom or quest zone into the battlefield to "
                    "attack: the pilot has no plan for when that pays (the unit stays there)."),))
# "Forced: At the beginning of your turn, corrupt one target unit." (the player's least useful)
card("02030", "Bule, Lord of Pus", forced(ROUND_BEGINS, corrupt(choose(units()))))
card("02031", "Bloodsworn", inert=f"Heals when an opponent's unit dies: {NO_UNITS}.")
card("02032", "Wolves of the North",
     missing=(helps("An attack in the quest phase by the unit questing here: the engine attacks "
                    "only in the battlefield phase."),))
# "This unit gains [Power] while any unit in play is corrupted."
card("02033", "Dark Riders", constant(modify(THIS, 1), when=(cond("any_corrupted"),)))
# "Action: Search the top five cards of your deck. You may reveal any number of Skaven cards
# found and put them into your hand." The engine's search takes the first one found.
card("02036", "Chittering Horde", tactic(search(cards(traits=("Skaven",)), top=5)),
     missing=(helps("Every Skaven card of the five, not only the first."),))
# "Action: Deal X indirect damage to one target player. X is the number of developments in
# your battlefield."
card("02039", "Surprise Assault",
     tactic(indirect(per="developments_in_battlefield"),
            when=(cond("developments_in_battlefield_at_least", 1),)))
card("02040", "Animosity", inert=f"Makes an opponent's unit defend: {NO_UNITS}.")

# -- Tooth and Claw: the rest -----------------------------------------------------------------
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

# -- The Deathmaster's Dance: the rest --------------------------------------------------------
card("02062", "Empty the Hold",
     missing=(helps("Putting a unit of cost 3 or lower from the top five cards into play: not "
                    "modeled."),))
card("02063", "Reclaim the Hold",
     missing=(helps("Its tokens (one per turn while a unit quests here) turning a card that "
                    "leaves play into a development: the player's cards leave play only by its "
                    "own effects."),))
card("02064", "Vigilant Elector", inert="Attached unit is destroyed at the end of its "
     f"controller's turn: worth it only on an opponent's unit, and {NO_UNITS}.")
card("02065", "Flagellants", inert=f"Cancels damage to the player's capital: {NO_DAMAGE}.")
card("02066", "Ulric's Fury", inert=f"Counterstrike for defenders: {NO_ATTACKS}.")
# "Elite. This unit enters play with 3 resource tokens on it. Action: Remove a resource token
# from this unit to have it gain [Power] until the end of the turn (limit once per turn)."
card("02067", "Silver Helm Detachment",
     forced(ENTERS_PLAY, tokens(3), about="self"),
     action(modify(THIS, 1, until=UNTIL_ROUND), costs=(cost("remove_tokens", 1),),
            when=(cond("attacking"), *PUMP), limit=1, phases=BATTLE))
card("02068", "Isha's Gaze",
     missing=(helps("Attached unit gains [Power] whenever a unit is healed: not modeled."),))
card("02069", "Banish", inert=NO_TARGET.format("units"))
card("02071", "Grimgor's Spike", inert=f"Works while its unit defends: {NO_ATTACKS}.")
card("02072", "Swarm 'Em", inert=f"Damages a defending unit: {NO_ATTACKS}.")
card("02073", "Great Unclean One",
     missing=(helps("Sacrificing a corrupted unit for [Power] until the end of the turn: the "
                    "pilot has no plan for when that pays."),))
card("02074", "Hellcannon Reserves",
     missing=(helps("One more damage to each target of the player's damaging tactics: not "
                    "modeled."),))
card("02075", "Offering of Blood",
     missing=(helps("Sacrificing a unit for 1 damage to each zone of the opponent's capital: "
                    "not modeled."),))
card("02076", "War Hydra", inert=f"Its tokens cancel damage assigned to it (and then pay a "
     f"resource): {NO_DAMAGE}.")
# "Battlefield. Action: Spend 2 resources to deal 2 indirect damage to each opponent. (Limit
# once per turn.)"
card("02077", "Reaper Bolt Thrower",
     action(indirect(2), costs=(cost("gold", 2),), limit=1, phases=MAIN))
card("02078", "Caught the Scent", inert=f"Discards from an opponent's hand: {NO_HAND}.")
card("02079", "Deathmaster Sniktch", inert=OWN_ONLY.format("units"))
card("02080", "Juvenile Wyvern", inert=f"Works when it defends: {NO_ATTACKS}.")

# -- Warpstone Chronicles: the rest -----------------------------------------------------------
# "Slayer. Toughness 2 ... When you attack during your battlefield phase, this unit may attack
# from your quest zone." (its Toughness is read by the engine)
card("02081", "Dragonslayer", constant(keyword(THIS, "attack_from_quest")))
card("02083", "Flame Cannon", inert=f"Counts enemy units in the battle: {NO_UNITS}.")
card("02084", "Vigilant Pistoliers",
     missing=(helps("Going to the kingdom instead of the discard pile when destroyed in the "
                    "battlefield: its units are destroyed only by the player's own effects."),))
# "Attach to a target [Empire] unit. Attached unit gains [Power][Power]. Action: Sacrifice
# attached unit to lower the cost of the next non-Epic tactic you play this turn to 0."
card("02085", "Runefang of Solland", constant(modify(attached(), 2)),
     missing=(helps("Sacrificing its unit for a free tactic: the pilot has no plan for it."),))
# "Attach to a target unit in your battlefield. Attached unit deals +X damage in combat, where
# X is the number of developments in your battlefield."
card("02086", "Helblaster Volley Gun",
     constant(modify(attached(), 1, stat="combat_damage", per="developments_in_battlefield")))
# "Attach to a target [High Elf] unit. Attached unit gains [Power] for each resource token on
# this card. Forced: At the beginning of your turn, place a resource token on this card."
card("02088", "War Crown of Saphery",
     constant(modify(attached(), 1, per="tokens")), forced(ROUND_BEGINS, tokens(1)))
# "Spell. Action: Look at each opponent's hand. Then, draw a card."
card("02089", "Second Sight", tactic(draw(1)))
card("02092", "Thick-Skinned", inert=f"Redirects combat damage assigned to its unit: {NO_DAMAGE}.")
card("02093", "Alluring Daemonettes", inert=f"Makes a unit defend: {NO_UNITS}.")
# "Action: One target unit gains [Power][Power][Power] until the end of the turn. At the end of
# the turn, that unit takes 2 damage."
card("02094", "Berserk Fury",
     tactic(modify(choose(units(), state="attacking"), 3, until=UNTIL_ROUND),
            Effect(GAME_SPECIFIC, 2, choose(units(), state="attacking"), until=UNTIL_ROUND,
                   value="deal_damage"),
            when=PUMP3, phases=BATTLE))
# "Attach to a target [Chaos] unit. Corrupt that unit. Attached unit gains [Power][Power][Power]
# and gets +2 hit points."
card("02095", "Daemonsword",
     *corrupt_host_on_attach(constant(modify(attached(), 3), modify(attached(), 2,
                                                                    stat="hit_points"))))
card("02096", "Naggaroth Spearmen",
     missing=(helps("+X combat damage for X resources: the engine has no combat damage "
                    "bonus."),))
# "Attach to a target [Dark Elf] unit. Corrupt that unit. Attached unit gains [Power][Power].
# If attached unit would be destroyed, you may pay 2 resources to ... leave it in play."
card("02097", "Hydra Blade", *corrupt_host_on_attach(constant(modify(attached(), 2))),
     missing=(helps("Paying 2 resources to keep its unit from being destroyed: the player's "
                    "units are destroyed only by its own effects."),))
card("02098", "Slaver Raid", inert="Takes a unit from an opponent's discard pile; the passive "
     "opponent has none (its tokens serve only that).")
card("02099", "Ancient Waystone", inert=OWN_ONLY.format("units"))
card("02100", "Fellblade",
     missing=(helps("Attached unit deals +X damage in combat (tokens added whenever a unit is "
                    "corrupted): not modeled."),
              hurts("Attaching corrupts the unit (not modeled either).")))

# -- Arcane Fire: the rest --------------------------------------------------------------------
card("02102", "Rune of Hearth and Home", inert=f"Heals the player's capital: {NO_DAMAGE}.")
card("02103", "Hewn From the Mountain", inert=f"Power for defenders: {NO_ATTACKS}.")
card("02104", "Helblaster Crew",
     missing=(helps("Moving an attachment to another unit of the zone as it enters play: the "
                    "pilot has no plan for it."),))
card("02105", "Sigmar's Brilliance",
     missing=(helps("Moving any of the player's units and supports into new zones: the pilot "
                    "has no plan for it."),))
card("02106", "Protect the Empire", inert=f"Lets its unit defend other zones: {NO_ATTACKS}.")
# "Elite. Forced: When this unit enters play, put the top card of your deck into your
# battlefield as a development."
card("02107", "Ellyrian Reavers",
     forced(ENTERS_PLAY, Effect(GAME_SPECIFIC, 1, THE_PLAYER, value=("develop_into", "battlefield")),
            about="self"))
# "Epic Spell. Play only during your turn. Action: Put into play all units in your discard
# pile."
card("02108", "Morvael's Legacy",
     tactic(put(each(units(), zone="discard")), when=(cond("discard_units_at_least", 1),),
            phases=MAIN))
# "Action: One of your target units gets -1 hit points and gains [Power][Power][Power] until
# the end of the turn."
card("02109", "Charge of the Silver Helms",
     tactic(modify(choose(units(), state="attacking"), 3, until=UNTIL_ROUND),
            modify(choose(units(), state="attacking"), -1, stat="hit_points", until=UNTIL_ROUND),
            when=PUMP3, phases=BATTLE))
card("02110", "Snotling Saboteurs", inert=OWN_ONLY.format("supports and developments"))
card("02111", "Da Brainbusta!", inert=f"Destroys the opponents' units: {NO_UNITS}.")
# "Epic Spell. Play at the beginning of your turn. Action: Deal 8 damage to one section of
# target capital (you choose which section)." (played in the kingdom phase)
card("02114", "Cacophonic Scream", tactic(damage_capital(8), phases=("kingdom",)))
card("02115", "Blessings of Tzeentch",
     missing=(helps("Sacrificing a unit to put a random unit of the top five cards into play: "
                    "the pilot has no plan for when that pays."),))
card("02116", "Slave Driver", inert=f"Stops a unit from attacking or defending: {NO_UNITS}.")
card("02117", "Your Will Is Mine", inert=f"Takes control of the opponent's units: {NO_UNITS}.")
card("02118", "Witch Hag's Curse", inert="Blanks the text of the unit it is attached to: worth "
     f"it only on an opponent's unit, and {NO_UNITS}.", pilot="never")
# "Kingdom. Lower the cost of the first Skaven card you play each turn by 1." (a Skaven card
# played earlier in the turn, before the Lair entered play, is not seen)
card("02119", "Greyseer's Lair",
     constant(modify(each(cards(traits=("Skaven",)), zone="hand"), -1, stat="cost"),
              when=(cond("ability_unused", 1),)),
     forced(CARD_PLAYED, Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="use"),
            when=(cond("event_card", cards(traits=("Skaven",))),), limit=1))
card("02120", "Plague Monk",
     missing=(helps("Looking at the top two cards of its deck and discarding any whenever the "
                    "player plays a Spell: not modeled."),))
