"""Core Set records: the Dragon cards. One test each in tests/test_l5r_records_core_set_dragon.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops_dragon_lion import OnePerHost
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    ENTERS_PLAY,
    OnlyAttachments,
    action,
    bow_self,
    card,
    chars,
    choose,
    cond,
    constant,
    event_reaction,
    forced,
    helps,
    honor,
    in_conflict,
    military,
    participating,
    political,
    reaction,
    ready,
    statics,
    this,
)
from deckcheck.goldfish.abilities.records import CHOOSE, PARTICIPANTS, Target
from deckcheck.games.l5r.engine.records.words import FATE_TO_RING, event_option, game_op


card("agasha-swordsmith", "Agasha Swordsmith",
     action(game_op("dl_search_attachment", amount=5)),
     note="The attachment taken is the one with the highest skill bonus among the top 5.")

card("ancestral-daisho", "Ancestral Daishō",
     note="Keywords only (Ancestral, Restricted), read by the engine; +2 military.")

card("ascetic-visionary", "Ascetic Visionary",
     action(ready(choose(chars(), state="dl_monk")), costs=(FATE_TO_RING,),
            when=(participating(),), phases=("conflict",)))

statics("ascetic-visionary", OnlyAttachments(("monk", "tattoo")))

card("daimyo-s-favor", "Daimyō's Favor",
     missing=(helps("Action: bow it to reduce the cost of the next attachment played on its "
                    "character this phase by 1 (cost reductions are not modeled; the pilot "
                    "does not play it)."),))

card("doomed-shugenja", "Doomed Shugenja",
     forced(ENTERS_PLAY, game_op("dl_refund_fate", this()), about="self",
            when=(event_option("province"),)),
     note="Limited is read by the engine; fate the pilot places on it when it is played from "
          "a province goes back to the pool at once.")

card("enlightened-warrior", "Enlightened Warrior",
     inert="Reacts to an opponent selecting a ring: the passive opponent never declares a conflict.")

card("indomitable-will", "Indomitable Will",
     event_reaction(CONTEST_WON, ready(Target(PARTICIPANTS), until="contest"),
                    when=(cond("dl_single_participant"),)),
     note="The lone winner bows with the others and readies at the end of the conflict.")

card("kitsuki-investigator", "Kitsuki Investigator",
     inert="Discards from the opponent's hand: the passive opponent holds no cards.")

card("kitsuki-s-method", "Kitsuki's Method",
     note="Keywords only (Ancestral, Restricted), read by the engine; +2 political.")

card("let-go", "Let Go",
     inert="Discards an attachment: the passive opponent has none, and discarding one's own "
           "never helps.")

card("mantra-of-fire", "Mantra of Fire",
     inert="Reacts to an opponent declaring a fire conflict: the passive opponent never declares one.")

card("mirumoto-prodigy", "Mirumoto Prodigy",
     inert="Limits the opponent's defenders: the passive opponent never defends.")

card("mirumoto-raitsugu", "Mirumoto Raitsugu",
     inert="Duels a participating character of the opponent: the passive opponent has none.")

card("mirumoto-s-fury", "Mirumoto's Fury",
     inert="Bows an attacking character: only the player attacks, and bowing its own attackers "
           "never helps.")

card("mountain-s-anvil-castle", "Mountain's Anvil Castle",
     action(military(1, choose(chars(), state="dl_participating_attached")),
            political(1, choose(chars(), state="dl_participating_attached")),
            game_op("dl_double_if_two", Target(CHOOSE)),
            costs=(bow_self(),), when=(in_conflict(),), phases=("conflict",)),
     note="A character with a dash in one skill cannot be chosen (fails closed).")

card("niten-adept", "Niten Adept",
     inert="Bows a participating character without attachments: the opponent has no "
           "participants, and bowing one's own never helps.")

card("niten-master", "Niten Master",
     reaction(ENTERS_PLAY, ready(), about="any",
              when=(event_option("attach"), cond("dl_attached_here", "weapon")), limit=2))

card("restoration-of-balance", "Restoration of Balance",
     inert="Interrupts this province being broken: the passive opponent never attacks.")

card("secluded-temple", "Secluded Temple",
     inert="Removes fate from the opponent's characters: the passive opponent has none.")

card("seeker-of-enlightenment", "Seeker of Enlightenment",
     constant(military(1, this(), until="", per="dl_unclaimed_ring_fate"),
              political(1, this(), until="", per="dl_unclaimed_ring_fate")))

card("tattooed-wanderer", "Tattooed Wanderer",
     inert="Played as an attachment it only grants Covert, which does nothing when the "
           "opponent never defends; as a character it has no text.")

card("togashi-initiate", "Togashi Initiate",
     action(honor(), costs=(FATE_TO_RING,), when=(participating(),), phases=("conflict",)))

card("togashi-kazue", "Togashi Kazue",
     missing=(helps("Playing it as an attachment (moves 1 fate from another participating "
                    "character to its host) is not modeled: the engine plays it only as a "
                    "character."),))

card("togashi-yokuni", "Togashi Yokuni",
     missing=(helps("Action: gaining another character's triggered ability until the end of "
                    "the phase is not modeled."),))

card("tranquility", "Tranquility",
     inert="Stops the opponent's characters from triggering abilities: the passive opponent has none.")

card("way-of-the-dragon", "Way of the Dragon",
     missing=(helps("Its character's triggered abilities may be used one more time each round "
                    "(not modeled); its +1/+1 and 'Limit 1 per character' are."),))

statics("way-of-the-dragon", OnePerHost())
