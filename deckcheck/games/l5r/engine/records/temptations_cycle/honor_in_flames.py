"""Records of the cards first printed in Honor in Flames (Temptations Cycle). Tests in
tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.province_strength import province_gets
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.hooks import STATE_WORDS
from deckcheck.games.l5r.engine.records.dsl import (
    PHASE_BEGINS,
    action,
    attached,
    card,
    chars,
    choose,
    cond,
    constant,
    each,
    event_action,
    forced,
    helps,
    honor_cost,
    hurts,
    in_conflict,
    military,
    move_in,
    participating,
    place_fate,
    political,
    ready,
    self_is,
    statics,
)
from deckcheck.games.l5r.engine.ops.statics import PaidFromCharacters
from deckcheck.goldfish.abilities.records import (
    ATTACHED,
    Effect,
    Target,
)
from deckcheck.games.l5r.engine.records.words import (
    KEYWORD_ONLY,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    SHORT,
    TRAIT_GRANT,
    province,
)


card("commander-of-the-legions", "Commander of the Legions",
     constant(military(1, each(chars(clan="lion", not_self=True)), until="")),
     forced(PHASE_BEGINS, game("dl_fate_shield",
                               target=each(chars(clan="lion", max_cost=3), state="has_fate")),
            about="any", when=(when("event_option", "fate"), when("dl_honor_lead", 5))),
     note="The fate phase's removal is answered by 1 fate more, as the phase begins, on each "
          "Lion character with printed cost 3 or lower that has fate while the player leads "
          "by 5 honor (one without fate is still discarded: only the removal is stopped).")

card("under-amaterasu-s-gaze", "Under Amaterasu's Gaze",
     inert="raises the costs of cards played during conflicts at a province: only the player "
           "plays cards, so it only hurts; the pilot never plays it (attachments go on "
           "characters)",
     pilot="never")

card("daidoji-uji-2", "Daidoji Uji",
     missing=(helps("4 conflict cards searched for and put under it as it enters play, played "
                    "from there while it is honored"),))

card("silent-skirmisher", "Silent Skirmisher",
     action(Effect("sacrifice", 0, choose(chars(not_self=True), state="spent")), military(2),
            when=(in_conflict(), participating()), phases=("conflict",)),
     note="Used while it participates (the skill counts only then), sacrificing a spent "
          "character (bowed, no fate).")

card("curse-of-misfortune", "Curse of Misfortune",
     inert=f"makes the other attachments restricted: {NO_CHARACTERS}, and on the player's own it "
           "could only hurt them")

province("cycle-of-vengeance", "Cycle of Vengeance", "when it is broken")

card("darkness-rising", "Darkness Rising",
     inert=f"bows the participants weaker than a dishonored one: {NO_CHARACTERS}, so only the "
           "player's own could be bowed")

card("guardian-dojo", "Guardian Dōjō",
     missing=(helps("characters played from the adjacent provinces enter play honored"),
              hurts("no fate may be placed on those characters as they are played")))

card("master-of-jade", "Master of Jade",
     action(place_fate(1, choose(chars(), state="no_fate")), costs=(honor_cost(2),)),
     note="2 honor for 1 fate on a character without fate (the pilot's pick). Keeper role "
          "only: deck building.")

card("messenger-of-misery", "Messenger of Misery", inert=KEYWORD_ONLY)

card("nimble-noyan", "Nimble Noyan",
     missing=(helps("Dire: bowed participants count their skill while it participates"),))

card("perfect-land-believer", "Perfect Land Believer",
     constant(military(2, until=""), political(2, until=""), when=(self_is("ordinary"),)))

card("raze-to-the-ground", "Raze to the Ground",
     missing=(helps("breaking the attacked province after a military win, for a dishonored "
                    "participant and a faceup province of the player's"),))

card("reserve-tents", "Reserve Tents",
     action(move_in(choose(chars(), state="ready_home")), when=(in_conflict(), SHORT),
            phases=("conflict",), limit=2),
     note="Moves a ready character at home into the conflict while its skill is below the "
          "province's strength (twice a round).")

card("shadow-steed", "Shadow Steed",
     action(ready(attached()), costs=(honor_cost(1),), when=(when("host_no_fate"),)),
     missing=(helps(TRAIT_GRANT.format(what="Cavalry trait")),),
     note="Paid with fate on the player's characters; readies its character without fate for 1 "
          "honor. +1 military and Ancestral are printed and played.")

statics("shadow-steed", PaidFromCharacters())

card("shape-the-flesh", "Shape the Flesh",
     constant(Effect("cannot", 0, Target(ATTACHED), value="be_honored")),
     note=f"Paid with fate on the player's characters; its character cannot be honored. Covert "
          f"does nothing: {NEVER_DEFENDS}. +1/+1 is printed and played.")

statics("shape-the-flesh", PaidFromCharacters())

card("shoju-s-diviner", "Shoju's Diviner",
     missing=(helps("Dire: the top 8 conflict cards looked at, discarded or put back in any "
                    "order"),))

STATE_WORDS["bowed_ordinary"] = lambda state, c: c in state.bowed and c not in state.status


card("shoshi-ni-kie", "Shoshi ni Kie",
     event_action(ready(choose(chars(), state="bowed_ordinary"))),
     note="Readies a bowed ordinary character. Its cost, revealing one of the player's facedown "
          "provinces, is not kept by the engine (5 provinces: more than a deck's copies).")

card("steward-of-cryptic-lore", "Steward of Cryptic Lore",
     constant(political(3, until=""), when=(self_is("no_fate"),)),
     action(province_gets(-3), when=(cond("ring", "earth"), SHORT), phases=("conflict",)),
     note="Dire: +3 political while it has no fate. In an Earth conflict short of the "
          "province's strength, the attacked province gets -3 (+3 is never chosen).")

province("the-roar-of-the-lioness", "The Roar of the Lioness", "its strength")

province("the-way-of-peace", "The Way of Peace", "when it is broken")

card("unhallow", "Unhallow", inert=f"strength for one of the player's provinces: {NEVER_ATTACKS}")
