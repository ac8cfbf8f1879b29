"""Records of the cards first printed in Days of Blood (Eternal War Cycle). Tests in
tests/test_whi_records_eternal_war_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.ops.choices import op, register_words
from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    card,
    cond,
    forced,
    helps,
    hurts,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_UNITS,
)
from deckcheck.games.whi.engine.state import DISCARD, WhiState
from deckcheck.games.whi.engine.records.eternal_war_cycle.shared import (
    EXPERIENCE,
    MISSION,
    RAIDER,
    ambush,
    pure,
)


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
register_words(h.GAME_OPS, {"ghorgon": _ghorgon})


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
