"""Records of the cards first printed in The Eclipse of Hope (Morrslieb Cycle). Tests in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THE_PLAYER,
    THIS,
    UNTIL_ROUND,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    draw,
    forced,
    helps,
    modify,
    reaction,
    sacrifice,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, GAME_SPECIFIC
from deckcheck.games.whi.engine.records.words import (
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import LEFT_TO_HAND, register_words
from deckcheck.games.whi.engine.state import HAND, WhiState
from deckcheck.goldfish import piles


# Sacrifice to Khaine: "Spell. Action: Each opponent must sacrifice a unit he controls."


def _search_useful(state: WhiState, ctx, eff, cards) -> None:
    """Search the top n cards of the deck for a card matching the filter, put it into the
    hand, shuffle the deck: the player's pick is a card whose record does something (a
    tactic with an ability, a card that is not inert), the first from the top; else the
    first match from the top."""
    t = state.table
    f = eff.value[1]
    look = list(reversed(state.deck[-eff.amount:] if eff.amount else state.deck))
    fits = [c for c in look if f.ok(t, ctx.source, c)]
    if fits:
        useful = [c for c in fits if t.abilities[c]]
        c = (useful or fits)[0]
        state.deck.remove(c)
        state.hand.append(c)
        state.where[c] = HAND
        state.seen.setdefault(t.title[c], state.round)
    piles.shuffle(state, state.deck)
    cap.check_deck(state)


register_words(h.GAME_OPS, {
    "search_useful": _search_useful,
})


# Valorous Mage: "Action: When this unit enters play, search the top five cards of your deck
# for a Spell card, reveal it, and put it into your hand. Then, shuffle your deck."
card("06089", "Valorous Mage",
     reaction(ENTERS_PLAY, Effect(GAME_SPECIFIC, 5, THE_PLAYER,
                                  value=("search_useful", cards(traits=("Spell",)))),
              about="self"))
DEVELOP_BATTLEFIELD = Effect(GAME_SPECIFIC, 1, THE_PLAYER, value=("develop_into", "battlefield"))

card("06082", "Tunnel Fighter",
     missing=(helps("Sacrificing 3 developments to play it for nothing: the pilot has no plan "
                    "for it."),))
card("06083", "Crafting the Rune", inert=OWN_ONLY.format("supports") + " (Its target is needed "
     "to play it.)")
# "Forced: At the beginning of your turn, the unit with the lowest printed cost must be
# sacrificed. You choose in case of a tie."
card("06084", "Big Boss", forced(ROUND_BEGINS, sacrifice(choose(units(), state="cheapest_unit"))))
# "Spell. Action: Put the top card of your deck into play facedown as a development. Then,
# target attacking unit gains [Power] for each development you control." (into the battlefield)
card("06085", "Firin' Da Spell",
     tactic(DEVELOP_BATTLEFIELD,
            modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND, per="developments"),
            when=(cond("before_combat_damage"),), phases=("battlefield",)))
# "Action: When this unit enters or leaves play, draw a card."
card("06086", "Glorious Preceptor",
     reaction(ENTERS_PLAY, draw(1), about="self"),
     reaction(LEAVES_PLAY, draw(1), about="self", zone="discard"),
     reaction(LEAVES_PLAY, draw(1), about="self", zone=LEFT_TO_HAND))
card("06087", "Osterknacht Elite", inert=f"Needs an opponent's unit as a target: {NO_UNITS}.")
card("06088", "Mastering the Spell",
     missing=(helps("A development, then moving a unit to another zone: not modeled."),))
# "Attach to a target [High Elf] unit you control. Action: When you play a Spell card, attached
# unit gains [Power] until the end of the turn."
card("06090", "Starwood Staff",
     reaction(CARD_PLAYED, modify(attached(), 1, until=UNTIL_ROUND),
              when=(cond("event_card", cards(traits=("Spell",))),), limit=0))
card("06091", "Perfecting the Spell", tactic(DEVELOP_BATTLEFIELD),
     missing=(helps("Ordering the top X cards of the deck after the development."),))
# "Lower the cost to play this unit into your kingdom by 2. Quest. This unit gains [Power].
# Battlefield. This unit gains Scout and Toughness 1."
card("06092", "The Changeling", constant(modify(THIS, 1), when=(cond("in_zone", "quest"),)),
     missing=(helps("2 less when played into the kingdom."),))
card("06093", "Branded by Khorne", inert="Destroys its unit when damaged: worth it only on an "
     f"opponent's unit, and {NO_UNITS}.", pilot="never")
card("06094", "Unleashing the Spell", tactic(DEVELOP_BATTLEFIELD),
     missing=(helps("Sacrificing developments for damage to the opponent's capital after the "
                    "development: not modeled."),))
card("06095", "Toxic Hydra", inert=OWN_ONLY.format("units"))
card("06096", "Testing the Spell", inert=f"Needs an opponent's unit as a target: {NO_UNITS}.")
card("06097", "Malekith's Rage", inert=OWN_ONLY.format("units") + " Its tokens serve only that.")
card("06099", "Deadly Salamander", inert="Savage and its action act when it is dealt damage or "
     "opposed in combat; the passive opponent does neither.")
card("06100", "Asrai Longbow", inert=OWN_ONLY.format("units"))
