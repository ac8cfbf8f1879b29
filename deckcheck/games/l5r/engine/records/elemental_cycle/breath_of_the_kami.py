"""Records of the cards first printed in Breath of the Kami (Elemental Cycle). Tests in
tests/test_l5r_records_elemental_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import when
from deckcheck.games.l5r.engine.records.dsl import (
    OnlyAttachments,
    RING_CLAIMED,
    action,
    attached,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    draw,
    each,
    event_action,
    fate,
    helps,
    honor,
    in_conflict,
    military,
    move_in,
    participating,
    political,
    reaction,
    statics,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
    OPPONENT_DECK,
    province,
    restrict,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.state import L5rState


# -- the operations only these records use ----------------------------------------------------


def _host_glory(state: L5rState, ctx, n) -> bool:
    h = ctx.chosen
    t = state.table
    return h >= 0 and t.type[h] == CHARACTER and t.glory[h] >= n


CONDITIONS.update({
    "mb_host_glory": _host_glory,
})


# -- records -----------------------------------------------------------------------------------
card("kudaka", "Kudaka",
     reaction(RING_CLAIMED, fate(1), draw(1), about="any", limit=2,
              when=(when("event_option", "air"),)))

card("formal-invitation", "Formal Invitation",
     action(move_in(attached()),
            when=(conflict_type("political"), when("uni_host_ready"), when("uni_short")),
            phases=("conflict",)),
     note="Moves its ready character at home into a political conflict while the conflict's "
          "skill is below the province's strength (the pilot's policy); +1 political is "
          "printed and played.")

statics("formal-invitation", when("mb_host_glory", 2))

card("even-the-odds", "Even the Odds",
     inert=f"needs fewer participants than the opponent: {NO_CHARACTERS}, the player never has "
           "fewer than 0")

card("ancient-master", "Ancient Master",
     missing=(helps("played as an attachment whose host, declared as an attacker, searches the "
                    "top 5 conflict cards for a Kihō or Tattoo card; the engine plays it as a "
                    "character only"),))

card("hurricane-punch", "Hurricane Punch",
     event_action(military(2, choose(chars("monk"), state="participating")), draw(1),
                  when=(in_conflict(),), phases=("conflict",)))

province("sacred-sanctuary", "Sacred Sanctuary", "after an attack at this province")

card("shinjo-shono", "Shinjo Shono",
     action(military(1, each(chars("cavalry"), state="participating")),
            political(1, each(chars("cavalry"), state="participating")),
            when=(participating(),), phases=("conflict",)),
     note="The passive opponent has no participating character, so the player always controls "
          "more. Pride is read from the text.")

card("shiotome-encampment", "Shiotome Encampment",
     missing=(helps("readying a Cavalry character while a ring claimed in a military conflict "
                    "is in the player's pool (the engine does not keep the type a ring was "
                    "claimed in)"),))

province("demonstrating-excellence", "Demonstrating Excellence", "its strength and when it is broken")

card("fu-sui-disciple", "Fū Sui Disciple",
     action(honor(choose(chars(), state="ordinary")), when=(cond("claimed", "air"),)),
     note="With the Air ring in the player's claimed pool, the player chooses its own ordinary "
          "character and honors it (the opponent never claims a ring).")

card("heartless-intimidator", "Heartless Intimidator", missing=(helps(OPPONENT_DECK),))

card("hiruma-outpost", "Hiruma Outpost", inert="answers the opponent declaring a conflict: it never does")

card("hisu-mori-toride-lion", "Hisu Mori Toride",
     missing=(helps("an extra military conflict after winning one by 5 or more, for a "
                    "sacrificed Bushi"),),
     note="Its fate and honor are printed and played.")

card("isawa-uona", "Isawa Uona",
     inert=f"bows a non-unique participant: {NO_CHARACTERS}, and the player's own could only "
           "lose by it")

card("matsu-seventh-legion", "Matsu Seventh Legion",
     inert=f"keeps Courtiers from defending: {NEVER_DEFENDS}",
     note="No attachments except Weapon (its host rule).")

statics("matsu-seventh-legion", OnlyAttachments(("weapon",)))

card("maze-of-illusion", "Maze of Illusion", inert=f"bows and dishonors an opposing participant: {NO_CHARACTERS}")

card("soshi-shadowshaper", "Soshi Shadowshaper",
     inert="returns a cheap character played this phase to its owner's hand: only the player "
           "plays characters, so it could only undo the player's own play")

card("the-mirror-s-gaze", "The Mirror's Gaze", inert=f"copies an event of the opponent: {NO_EVENTS}",
     note="Attach to a Shugenja (its host rule).")

restrict("the-mirror-s-gaze", when("uni_host_trait", "shugenja"))

card("third-tower-guard", "Third Tower Guard",
     constant(military(2, until=""), when=(when("mb_claimed_any", ("earth", "water")),)))

card("winds-of-change", "Winds of Change",
     missing=(helps("returning the claimed Air ring to the unclaimed rings, to be contested "
                    "again"),))
