"""Core Set (01xxx): reviewed records."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD,
    DOMINANCE_WON,
    KNEEL_SELF,
    PHASE_BEGINS,
    action,
    attachments,
    blank,
    card,
    cap_standing,
    chars,
    choose,
    constant,
    discard,
    forced,
    game_op,
    kneel,
    only,
    phase_is,
    power,
    reaction,
    search,
    stand,
    when_revealed,
)

card("01002", "A Feast for Crows", reaction(DOMINANCE_WON, power(2), zone="plot"))
card("01009", "Confiscation",
     when_revealed(discard(choose(attachments()))),
     note="Only the player has attachments, so the forced choice discards one of its own.")
card("01011", "Filthy Accusations", when_revealed(kneel(choose(chars(), state="standing"))),
     note="Only the player has characters, so one of its own kneels.")
card("01022", "Summons", when_revealed(search(chars(), top=10)))
card("01023", "Supporting the Faith",
     forced(PHASE_BEGINS, game_op("return_gold"), when=(phase_is("challenges"),), zone="plot"))
card("01032", "Seal of the Hand",
     action(stand(ATTACHED_CARD), costs=(KNEEL_SELF,)),
     statics=(only(chars("Lord", "Lady")),))
card("01035", "Milk of the Poppy", constant(blank(ATTACHED_CARD)), pilot="never",
     note="Meant for an opponent's character; the passive opponent has none, so the pilot "
          "never attaches it (to its own character it would blank it).")
card("01052", "Stannis Baratheon", constant(cap_standing(2)))
