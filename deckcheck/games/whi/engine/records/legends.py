"""Records of the cards first printed in Legends: Legends. One test each in
tests/test_whi_records_legends.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import play
from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    LEAVES_PLAY,
    THIS,
    action,
    card,
    choose,
    cond,
    draw,
    modify,
    reaction,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import BATTLE, NO_CARDS, ON_OWN
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.state import DISCARD, WhiState
from deckcheck.games.whi.engine.ops.choices import one, register_words

# -- Legends ----------------------------------------------------------------------------------------

# Swarm of Bats: "Necromancy. Action: When this unit attacks, discard the top four cards of
# your deck. This unit gains power equal to the number of units discarded this way until the
# end of the turn."
# Necromancy ("You may play this card from your discard pile. If you do, put it on the bottom of
# your deck at the end of the turn.") as Wight Lord's in march_of_the_damned.py: in the capital phase, its
# cost paid, into the zone plays.zone_plan picks.


# -- the operations only these records use ----------------------------------------------------
MILL = -(1 << 21)                 # state.used keys: MILL - source = units milled this turn


def _mill_units(state: WhiState, ctx, eff, cards) -> None:
    units = 0
    for _ in range(eff.amount):
        if not state.deck:
            break
        c = state.deck.pop()
        state.discard.append(c)
        state.where[c] = DISCARD
        units += state.table.kind[c] == UNIT
    state.used[MILL - ctx.source] = state.used.get(MILL - ctx.source, 0) + units
    cap.check_deck(state)


def _cheapest_attacker_key(state, ctx, u):
    return (state.table.cost[u], cap.power(state, u)) if u in state.attackers else None


register_words(h.GAME_OPS, {
    "mill_units": _mill_units,
})


register_words(h.HOOKS.counts, {
    "milled_units": lambda s, ctx, v: s.used.get(MILL - ctx.source, 0),
})


register_words(h.STATE_WORDS, {
    "cheapest_attacker": one(_cheapest_attacker_key),
})


# -- records -----------------------------------------------------------------------------------
card("07052", "Swarm of Bats",
     reaction(CONTEST_DECLARED, op("mill_units", 4),
              modify(THIS, 1, until=UNTIL_ROUND, per="milled_units"),
              when=(cond("attacking"), cond("deck_at_most", 10, negate=True))),
     action(play(THIS), Effect("return_to_deck", 0, THIS, until=UNTIL_ROUND),
            when=(cond("decks_a_castable"),), zone="discard", phases=("capital",),
            title="Necromancy: play it from the discard pile"))

# Thief of Essence: "Action: When one or more units leaves play, draw a card." (one draw per
# unit leaving: the engine has each leave on its own, never several at once)
card("07038", "Thief of Essence",
     reaction(LEAVES_PLAY, draw(1), when=(cond("event_card", units()),), limit=0))

# Warpstone Experiments: "Skaven. Action: Choose a target unit you control. That unit gains
# [Power][Power][Power] until the end of the turn. Sacrifice that unit at the end of the
# turn."
_BOOSTED = choose(units(), state="cheapest_attacker")

card("07048", "Warpstone Experiments",
     tactic(modify(_BOOSTED, 3, until=UNTIL_ROUND),
            Effect("sacrifice", 0, _BOOSTED, until=UNTIL_ROUND),
            phases=BATTLE, when=(cond("before_combat_damage"), cond("burns_with", 3))))

# Judgement of Loec: "Attachment. Spell. Attach to a target unit or development. Attached card
# is considered to have a blank text box, loses all power, and becomes a development."
card("07026", "Judgement of Loec", inert=f"Only an opponent's card would be worth it ("
     f"{ON_OWN.format('card')}): {NO_CARDS}.", pilot="never")
