"""Records of the cards first printed in Tears of Amaterasu (Imperial Cycle). Tests in
tests/test_l5r_records_imperial_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    ENTERS_PLAY,
    PHASE_BEGINS,
    action,
    card,
    conflict_type,
    draw,
    fate,
    helps,
    hurts,
    interrupt,
    participating,
    place_fate,
    reaction,
    statics,
)
from deckcheck.goldfish.abilities.records import Cost
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NEVER_LOSES,
    NEVER_REVEALED,
    NOT_IN_CONFLICT,
    NO_CHARACTERS,
    PLAYER_NEVER_DEFENDS,
    TRAIT_GRANT,
    province,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, sacrifice
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import SH_SLOT
from deckcheck.games.l5r.engine.ops.greedy_choices import free_rings, host_of, next_ring


# -- the operations only these records use ----------------------------------------------------
def _ring_fate_to_gather(state, ctx, v):
    to = next_ring(state)
    return to >= 0 and any(state.ring_fate.get(r, 0) for r in free_rings(state) if r != to)


def _host_has_fate(state, ctx, v):
    h = host_of(state, ctx.source)
    return h in state.play and state.fate_on.get(h, 0) > 0


def _gather_ring_fate(state, ctx, eff, cards):
    to = next_ring(state)
    rich = [r for r in free_rings(state) if r != to and state.ring_fate.get(r, 0)]
    if to >= 0 and rich:
        src = min(rich, key=lambda r: (state.ring_fate[r], r))
        piles.remove(state.ring_fate, src, 1)
        piles.add(state.ring_fate, to, 1)


CONDITIONS.update({
    "dc_ring_fate_to_gather": _ring_fate_to_gather,
    "dc_host_has_fate": _host_has_fate,
})
GAME_OPS["dc_gather_ring_fate"] = _gather_ring_fate


# -- records -----------------------------------------------------------------------------------
card("jade-masterpiece", "Jade Masterpiece",
     action(game("dc_gather_ring_fate"), costs=(Cost("bow_self"),),
            when=(NOT_IN_CONFLICT, when("dc_ring_fate_to_gather")), phases=("conflict",)),
     note="Before a conflict is declared: 1 fate from the poorest other unclaimed ring with fate "
          "onto the ring the pilot declares on next (the one with the most fate).")

card("embrace-the-void", "Embrace the Void",
     interrupt(PHASE_BEGINS, fate(1), about="any",
               when=(when("event_option", "fate"), when("dc_host_has_fate"))),
     note="The fate the fate phase removes from the host goes to the player's pool (1 fate as "
          "the phase begins, when the host has fate). The player's own abilities remove no fate "
          "from its characters here.")

statics("embrace-the-void", when("dc_control_trait", "shugenja"))

card("isawa-kaede", "Isawa Kaede",
     inert="immunity to the opponent's ring effects (it resolves none); the void element her "
           "attack adds to the contested ring resolves nothing against a passive opponent (no "
           "opposing character has fate) and the ring's own element resolves as usual; Isawa "
           "Ujina's record reads the added void element")

card("goblin-sneak", "Goblin Sneak",
     reaction(ENTERS_PLAY, place_fate(1)),
     note="The opponent's fate pool is never empty (it gains fate each round and spends none).")

card("finger-of-jade", "Finger of Jade",
     inert="cancels the opponent's abilities that target the host: the passive opponent uses "
           "none")

card("seal-of-the-crane", "Seal of the Crane",
     missing=(helps(TRAIT_GRANT.format(what="Crane clan symbol and the Duelist trait")),),
     note="+1 political is printed and played.")

card("staunch-hida", "Staunch Hida", inert=f"wins a conflict as a defender: {PLAYER_NEVER_DEFENDS}")

province("blood-of-onnotangu", "Blood of Onnotangu", "no fate spent during conflicts at this province")

card("disdainful-remark", "Disdainful Remark",
     inert=f"the attacked province gets +1 strength per card in the opponent's hand: "
           f"{HOLDS_NO_HAND} (and a stronger province could only hurt the attacking player)")

card("doji-representative", "Doji Representative",
     inert="moves itself home from the conflict: the passive opponent never attacks, so it is "
           "only ever in the player's own attack, where leaving could only hurt the player")

card("gifted-tactician", "Gifted Tactician",
     reaction(CONTEST_WON, draw(1), about="any", when=(participating(), conflict_type("military"))))

card("hito-district", "Hito District", inert=f"no political conflict against its province: {NEVER_ATTACKS}")

card("karada-district", "Karada District",
     inert=f"takes an attachment from the opponent's characters: {NO_CHARACTERS}")

card("kitsuki-yaruma", "Kitsuki Yaruma",
     inert="turns a province facedown: the opponent's provinces have no text in the engine and "
           f"the player's own are never revealed ({NEVER_ATTACKS}); Courtesy is read from the "
           "text, and No Poison attachments only forbids the player harming it")

card("meek-informant", "Meek Informant", inert=f"looks at the opponent's hand: {HOLDS_NO_HAND}")

card("smoke-and-mirrors", "Smoke and Mirrors",
     inert="moves the player's own attacking Shinobi home: it could only hurt the attack")

card("swift-magistrate", "Swift Magistrate",
     missing=(hurts("while it attacks, the other attackers with fate on them count no skill"),))

card("tears-of-amaterasu", "Tears of Amaterasu", inert=f"after this province is revealed: {NEVER_REVEALED}")

card("time-for-war", "Time for War", inert=NEVER_LOSES)

def _sacrifice_refill_faceup(state: L5rState, ctx, eff, cards) -> None:
    """Windswept Yurt: the holding is sacrificed and its province refilled faceup."""
    slot = piles.place_of(state.provinces, ctx.source)
    if 0 <= slot < SH_SLOT:
        sacrifice(state, ctx.source)
        play_rules.reveal(state, slot)


GAME_OPS["sacrifice_refill_faceup"] = _sacrifice_refill_faceup


card("windswept-yurt", "Windswept Yurt",
     action(fate(2), game("sacrifice_refill_faceup")),
     note="Sacrificed for 2 fate (the opponent's 2 fate do nothing: it never spends fate); the "
          "2 honor each player would gain instead are never chosen. Its province is refilled "
          "and turned faceup.")
