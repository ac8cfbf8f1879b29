"""Records of the cards first printed in The Skavenblight Threat (Corruption Cycle). Tests in
tests/test_whi_records_corruption_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.dsl import (
    LEAVES_PLAY,
    THIS,
    UNTIL_ROUND,
    action,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    corrupt_self,
    each,
    forced,
    helps,
    keyword,
    modify,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    NO_UNITS,
    OWN_ONLY,
    in_zone,
)
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import DISCARD, WhiState
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, THE_PLAYER
from deckcheck.games.whi.engine.records.corruption_cycle.shared import (
    FALLEN,
    PUMP,
    corrupt_host_on_attach,
)


def _watch_discard(state: WhiState, ctx, v) -> bool:
    ev = ctx.event
    if ev is not None and ev.card >= 0 and state.where[ev.card] == DISCARD \
            and state.table.kind[ev.card] == UNIT:
        state.used[FALLEN - ev.card] = 1
    return False


NOTHING = Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="decks_a_nothing")


HOOKS.conditions.update({
    "decks_a_watch_discard": _watch_discard,
})


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
