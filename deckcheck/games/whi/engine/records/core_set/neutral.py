"""Core Set records: the Neutral cards. One test each in
tests/test_whi_records_core_set_neutral.py."""
from __future__ import annotations

from dataclasses import replace

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    MOVED,
    ROUND_BEGINS,
    THIS,
    action,
    card,
    cond,
    constant,
    corrupt,
    event_card,
    forced,
    gain,
    modify,
    tactic,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import NO_CARDS_CAPITALIZED, NO_DAMAGE, in_zone
from deckcheck.games.whi.engine.hooks import HOOKS, ZONE_INDEX
from deckcheck.games.whi.engine.state import KINGDOM, WhiState
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, THE_PLAYER, Effect

# Contested Village (neutral support): "Limited (...)" - the engine reads Limited itself.


# -- the operations only these records use ----------------------------------------------------
def _devs_at_least(state: WhiState, ctx, v) -> bool:
    zone, n = v
    return len(state.developments[ZONE_INDEX[zone]]) >= n


def sacrifice_quester_reshuffle() -> Effect:
    return Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="sacrifice_quester_reshuffle")


HOOKS.conditions.update({
    "developments_at_least": _devs_at_least,
})


HOOKS.counts.update({
    "developments_kingdom": lambda s, ctx, v: len(s.developments[KINGDOM]),
})


# -- records -----------------------------------------------------------------------------------
card("01111", "Contested Village", inert="Limited only; the engine reads the keyword itself.")

card("01112", "Contested Fortress",
     inert=f"Cancels damage to the player's capital: {NO_DAMAGE} (Limited is read by the engine).")

# "Building. Limited. This support gains [Power] for each of your developments in this zone."
card("01113", "Contested Stronghold",
     constant(modify(THIS, 1), per=cond("developments_in_zone")))

# "Building. Limited. Kingdom. This card gains [Power] while you have at least two developments
# in this zone."
card("01114", "Armoury",
     constant(modify(THIS, 1), when=(in_zone("kingdom"), cond("developments_in_zone_at_least", 2))))

# "Building. Limited. Quest. This card gains [Power] while you have at least two developments
# in this zone."
card("01115", "Forgotten Cemetery",
     constant(modify(THIS, 1), when=(in_zone("quest"), cond("developments_in_zone_at_least", 2))))

# "Warpstone. Restricted. Your units enter this zone corrupted." (units put or played into
# its zone, and a unit moved into it: it is corrupted then [004 §HgF, Warpsteinausgrabung])
card("01116", "Warpstone Excavation",
     forced(ENTERS_PLAY, corrupt(event_card()),
            when=(cond("event_zone"), cond("event_card", units()))),
     forced(MOVED, corrupt(event_card()),
            when=(cond("event_into", "same"), cond("event_card", units()))))

card("01118", "Burn it Down", inert=f"Destroys a support card: {NO_CARDS_CAPITALIZED}.")

# "Restricted. Action: Gain 1 resource for each development in your kingdom." Offered in the
# kingdom, quest and capital phases (resources reset at the next kingdom phase) when the
# kingdom has a development.
card("01119", "Innovation",
     tactic(replace(gain(1), per="developments_kingdom"),
            when=(cond("developments_at_least", ("kingdom", 1)),),
            phases=("kingdom", "quest", "capital")))

card("01120", "Infiltrate!",
     inert="Discards the top of the opponent's deck; the passive opponent has no deck to lose "
     "by (its tokens serve only that).")

# "Quest. Action: Sacrifice the unit on this quest to shuffle X target cards from your discard
# pile into your deck, where X is the number of resource tokens on this quest. Quest. Forced:
# At the beginning of your turn, place 1 resource token on this quest if a unit is questing
# here." The action is used when the deck is down to 5 cards (against running out).
card("01121", "Prepare for War!",
     forced(ROUND_BEGINS, tokens(1), when=(cond("questing_here"),)),
     action(sacrifice_quester_reshuffle(),
            when=(cond("questing_here"), cond("tokens_at_least", 1), cond("deck_at_most", 5)),
            title="sacrifice the questing unit: shuffle X discarded cards into the deck"))
