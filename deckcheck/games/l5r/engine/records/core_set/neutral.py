"""Core Set records: the Neutral cards. One test each in
tests/test_l5r_records_core_set_neutral.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game
from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict, uni, uni_when
from deckcheck.games.l5r.engine.records.dsl import (
    RING_CLAIMED,
    action,
    card,
    chars,
    choose,
    conflict_type,
    draw,
    event_action,
    helps,
    honor,
    in_conflict,
    military,
    move_home,
    move_in,
    participating,
    place_fate,
    political,
    put_into_play,
    reaction,
    remove_fate_self,
    sacrifice_self,
    this,
)
from deckcheck.games.l5r.engine import conflicts
from deckcheck.games.l5r.engine.hooks import STATE_WORDS, conflict_skill
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL, SH_SLOT, L5rState
from deckcheck.games.l5r.engine.records.words import (
    KEYWORDS_ONLY,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_FAVOR,
    NO_HAND,
    SHORT,
    province,
)
from dataclasses import dataclass
from typing import Any
from deckcheck.games.l5r.engine.filters import Filter
from deckcheck.games.l5r.engine import honor as honor_track
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import RINGS


# -- the operations only these records use ----------------------------------------------------
@dataclass(frozen=True, slots=True)
class MinCost(Filter):
    """A filter that also asks for a printed cost of at least ``min_cost``."""

    min_cost: int = 0

    def ok(self, table: Any, c: int, source: int = -1) -> bool:
        return Filter.ok(self, table, c, source) and table.cost[c] >= self.min_cost


def _role_element(state, ctx, value):
    t = state.table
    e = ctx.event
    return t.role >= 0 and e is not None and e.option in RINGS and e.option in t.traits[t.role]


CONDITIONS.update({
    "uni_role_element": _role_element,
})


def _banzai_twice(state, ctx, eff, cards):
    """Banzai!'s "you may lose 1 honor to resolve this ability twice": the greedy pilot pays
    while the conflict is still short after the first +2 and it keeps at least 1 honor; the
    second resolution gives the same character +2 military again (its lasting effect twice)."""
    mine = [e for e in state.lasting if e[0] == ctx.source and e[1] == ctx.ability]
    if mine and state.honor > 1 and CONDITIONS["uni_short"](state, ctx, None):
        honor_track.lose(state, 1)
        state.lasting.append(mine[-1])


GAME_OPS["banzai_twice"] = _banzai_twice


# -- records -----------------------------------------------------------------------------------
card("imperial-storehouse", "Imperial Storehouse",
     action(draw(1), costs=(sacrifice_self(),)))

_BANZAI_MAX, _BANZAI_COUNT = per_conflict(1, "title")

card("banzai", "Banzai!",
     event_action(military(2, choose(chars(), state="participating")), uni("banzai_twice"),
                  _BANZAI_COUNT, when=(in_conflict(), _BANZAI_MAX), phases=("conflict",)),
     note="Loses 1 honor for the second +2 only while the conflict is still short of the "
          "province's strength and the player keeps at least 1 honor; (Max 1 per conflict) "
          "counted per title.")

_role_claim = (uni_when("uni_role_element"),)

card("keeper-initiate", "Keeper Initiate",
     reaction(RING_CLAIMED, put_into_play(this()), place_fate(1, this()), about="any",
              when=_role_claim, zone="dynasty_discard", limit=0),
     reaction(RING_CLAIMED, put_into_play(this()), place_fate(1, this()), about="any",
              when=_role_claim, zone="province", limit=0),
     note="From the dynasty discard pile or face up in a province; the role's element is one "
          "of its traits.")

card("seeker-initiate", "Seeker Initiate",
     reaction(RING_CLAIMED, game("look_take", 5, "shuffle"), about="any", when=_role_claim),
     note="Takes the dearest card it can pay for among the top 5 (else the cheapest).")

card("miya-mystic", "Miya Mystic",
     inert=f"discards an attachment: only the player's own are in play ({NO_CHARACTERS})")

card("otomo-courtier", "Otomo Courtier", inert=f"cannot attack a player holding the Favor: {NO_FAVOR}")

card("seppun-guardsman", "Seppun Guardsman",
     inert=f"cannot attack a player holding the Favor: {NO_FAVOR}")

card("wandering-ronin", "Wandering Ronin",
     action(military(2), political(2), per_conflict(2)[1], costs=(remove_fate_self(1),),
            when=(in_conflict(), participating(), SHORT, per_conflict(2)[0]),
            phases=("conflict",), limit=0),
     note="The pilot's policy: only while it participates.")

card("fine-katana", "Fine Katana", note=KEYWORDS_ONLY)

card("ornate-fan", "Ornate Fan", note=KEYWORDS_ONLY)

card("cloud-the-mind", "Cloud the Mind",
     inert=f"blanks a character's text: only the player's own are in play ({NO_CHARACTERS})")

card("assassination", "Assassination",
     inert=f"discards a cheap character: only the player's own are in play ({NO_CHARACTERS})")

card("charge", "Charge!",
     event_action(uni("uni_put_best", "province", "", 0),
                  when=(conflict_type("military"), uni_when("uni_put_best", ("province", "", 0))),
                  phases=("conflict",)),
     note="The face-up province character with the most military skill (not a copy of a "
          "unique character in play).")

card("contingency-plan", "Contingency Plan",
     missing=(helps("Changing the honor bid by 1 after the dials are revealed (the engine "
                    "fires no event there)."),))

_limit, _count = per_conflict(1, "title")

card("court-games", "Court Games",
     event_action(honor(choose(chars(), state="participating")), _count,
                  when=(conflict_type("political"), _limit), phases=("conflict",)),
     note="Honors a participating character (the other choice is the opponent's: it has none).")

card("fallen-in-battle", "Fallen in Battle",
     inert=f"discards a participating character: only the player's own participate ({NO_CHARACTERS})")

card("for-shame", "For Shame!", inert=f"targets the opponent's participating character: {NO_CHARACTERS}")

card("good-omen", "Good Omen",
     event_action(place_fate(1, choose(MinCost(types=("character",), min_cost=3))),
                  when=(uni_when("uni_bid_lower"),)))

card("outwit", "Outwit", inert=f"moves an opponent's character home: {NO_CHARACTERS}")

card("rout", "Rout", inert=f"moves an opponent's character home: {NO_CHARACTERS}")

card("spies-at-court", "Spies at Court", inert=f"discards from the opponent's hand: {NO_HAND}")

def _spare_attacker(state: L5rState, c: int) -> bool:
    """An attacker the conflict does not need (it still breaks the attacked province without
    it) that could attack in the conflict still to come this round: moved home, it does not
    bow when the conflict resolves. Not at the stronghold province (breaking it ends the game)
    nor a Pride character (a won conflict honors it)."""
    if c not in state.attackers or state.conflicts_done == MILITARY | POLITICAL \
            or state.c_slot == SH_SLOT or "pride" in state.table.keywords[c]:
        return False
    other = POLITICAL if state.c_type == MILITARY else MILITARY
    t = state.table
    if (t.military if other == MILITARY else t.political)[c] is None:
        return False
    state.attackers.remove(c)
    try:
        return bool(state.attackers) and conflict_skill(state) >= conflicts.strength(state, state.c_slot)
    finally:
        state.attackers.append(c)


STATE_WORDS.update({"spare_attacker": _spare_attacker})


card("favorable-ground", "Favorable Ground",
     action(move_in(choose(chars(), state="ready")), costs=(sacrifice_self(),),
            when=(in_conflict(), SHORT), phases=("conflict",)),
     action(move_home(choose(chars(), state="spare_attacker")), costs=(sacrifice_self(),),
            when=(in_conflict(),), phases=("conflict",)),
     note="Moves a ready character in while the conflict is short of the attacked province's "
          "strength; or moves home an attacker the conflict does not need (it still breaks "
          "the province without it, not the stronghold's; not a Pride character) that could "
          "attack in the conflict still to come, so it does not bow when the conflict resolves.")

province("ancestral-lands", "Ancestral Lands", "more strength when defending")

province("entrenched-position", "Entrenched Position", "more strength when defending")

province("elemental-fury", "Elemental Fury", "after it is revealed")

province("night-raid", "Night Raid", "after it is revealed")

province("rally-to-the-cause", "Rally to the Cause", "after it is revealed")

province("fertile-fields", "Fertile Fields", "during a conflict at this province")

province("manicured-garden", "Manicured Garden", "during a conflict at this province")

province("meditations-on-the-tao", "Meditations on the Tao", "during a conflict at this province")

province("shameful-display", "Shameful Display", "during a conflict at this province")

province("pilgrimage", "Pilgrimage", "during a conflict at this province")

for _el in ("air", "earth", "fire", "void", "water"):
    card(f"keeper-of-{_el}", f"Keeper of {_el.capitalize()}",
         inert=f"gains fate after a won {_el} conflict as the defender: {NEVER_DEFENDS} "
               "(the influence bonus is deckbuilding)")
    card(f"seeker-of-{_el}", f"Seeker of {_el.capitalize()}",
         inert=f"gains fate after an own {_el} province is revealed: {NEVER_ATTACKS} "
               "(the extra province is deckbuilding)")
