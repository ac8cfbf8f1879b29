"""Records of the cards first printed in March of the Damned: March of the Damned. One test each
in tests/test_whi_records_march_of_the_damned.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import play, put
from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    THE_PLAYER,
    THIS,
    action,
    card,
    choose,
    cond,
    constant,
    cost,
    forced,
    helps,
    modify,
    reaction,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import OWN_ONLY, back_to_deck
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import DISCARD, WhiState
from deckcheck.games.whi.engine.ops.plays import castable, zone_plan
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.ops.choices import gains_by_leaving, leave_trigger, register_words

# -- March of the Damned ----------------------------------------------------------------------------

# Lord of Change: "Daemon. Players play with the top card of their decks revealed. You may
# play the top card of your deck as though it were in your hand." Units, supports and quests
# from the top in the capital phase (not the last card of the deck).


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _fodder(state: WhiState) -> list[int]:
    questing = set(state.questing.values())
    out = [c for c in cap.units(state) if cap.power(state, c) == 0 and c not in state.attackers
           and c not in questing]
    return sorted(out, key=lambda c: (not leave_trigger(state, c), state.table.cost[c], c))


def _pay_fodder(state: WhiState, ctx, cost) -> None:
    fodder = _fodder(state)
    if fodder:
        cap.leave_play(state, fodder[0], "sacrificed")


register_words(h.STATE_WORDS, {
    "gains_by_leaving": gains_by_leaving,
})


register_words(h.HOOKS.costs, {
    "sacrifice_fodder": (lambda s, ctx, cost: bool(_fodder(s)), _pay_fodder),
})


# -- records -----------------------------------------------------------------------------------
def _top_playable(state: WhiState, ctx, v) -> bool:
    return len(state.deck) >= 2 and castable(state, state.deck[-1])


def _best(state: WhiState, ctx, c: int) -> bool:
    t = state.table
    fits = [u for u in state.discard if t.kind[u] == UNIT and zone_plan(state, u) >= 0]
    if c not in fits:
        return False
    return c == max(fits, key=lambda u: (t.cost[u], t.power[u], state.discard.index(u)))


HOOKS.conditions.update({
    "decks_a_top_playable": _top_playable,
})


h.STATE_WORDS.update({
    "decks_a_best": _best,
    "decks_a_iseara": lambda s, ctx, c: (s.where[c] == DISCARD and s.table.kind[c] == UNIT
                                         and castable(s, c, spare=1)),
})


# -- records -----------------------------------------------------------------------------------
card("05021", "Lord of Change",
     action(play(THE_PLAYER), when=(cond("decks_a_top_playable"),), phases=("capital",),
            title="Play the top card of the deck"),
     missing=(helps("Tactics, legends and developments from the top of the deck are not "
                    "played."),))

# Countess Iseara: "Hero. Undead. Vampire. Destruction only. Action: Spend 1 resource and
# choose a target unit in your discard pile. That unit gains Necromancy until the end of the
# turn." Used in the capital phase only when the unit is then played from the discard pile at
# once (Necromancy: "You may play this card from your discard pile. If you do, put it on the
# bottom of your deck at the end of the turn."), paying its cost.
_RAISED = choose(units(), zone="discard", state="decks_a_iseara")

card("05049", "Countess Iseara",
     action(play(_RAISED), back_to_deck(_RAISED), costs=(cost("gold", 1),), phases=("capital",),
            title="1 resource: a unit of the discard pile gains Necromancy; play it"))

# Raise Dead: "Undead. Spell. Destruction only. Play during your turn. Action: Choose a target
# unit in your discard pile and put it into play (you choose which zone the unit enters)."
# The most expensive unit, in the capital phase (after the plays from hand).
card("05053", "Raise Dead",
     tactic(put(choose(units(), zone="discard", state="decks_a_best")), phases=("capital",)))

# Wight Lord: "Necromancy (...) Action: When this unit enters play, destroy target unit in any
# corresponding zone." Necromancy is played (from the discard pile in the capital phase, its
# cost paid; to the bottom of the deck at the end of the turn); the destroy is not used: only
# the player's own units are there.
card("05048", "Wight Lord",
     action(play(THIS), back_to_deck(), when=(cond("decks_a_castable"),), zone="discard",
            phases=("capital",), title="Necromancy: play it from the discard pile"),
     note=OWN_ONLY.format("units") + " (its entering-play destroy)")

# Seasoned Corsair: "Action: When this unit enters play, target unit gets -2 hit points until
# the end of the turn." Used on the player's own unit that gains by leaving play (a Walking
# Sacrifice: a card drawn), which the lost hit points destroy.
card("05026", "Seasoned Corsair",
     reaction(ENTERS_PLAY, modify(choose(units(), state="gains_by_leaving"), -2,
                                  stat="hit_points", until=UNTIL_ROUND),
              op("check_destroyed"), about="self"))

# Slave Pen: "Building. This card gains [Power] for each resource token on it. Action:
# Sacrifice a unit to put a resource token on this card (limit once per turn)."
card("05029", "Slave Pen",
     constant(modify(THIS, 1), per=cond("tokens")),
     action(tokens(1), costs=(cost("sacrifice_fodder"),), limit=1,
            title="sacrifice a unit of power 0: 1 resource token"))

# Citadel of Dusk: "Building. When this card enters play, place 3 resource tokens on it.
# Action: Remove a resource token from this card to have it gain [Power] until the end of the
# turn (limit once per turn)."
card("05013", "Citadel of Dusk",
     forced(ENTERS_PLAY, tokens(3), about="self"),
     action(modify(THIS, 1, until=UNTIL_ROUND), costs=(cost("remove_tokens", 1),), limit=1,
            phases=("turn",), when=(cond("in_zone", "battlefield", negate=True),),
            title="1 token off: +1 power this turn"))
