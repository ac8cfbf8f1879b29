"""Core Set records of the Dragon and Lion clans (Ikoma Prodigy and Akodo Toturi are in
core.py), written from the card texts of the snapshot; one test each in
tests/test_l5r_records_core_dragon_lion.py.

The passive opponent never attacks, never defends, holds no characters, no hand and no
attachments: texts about its cards, its conflicts or the player's own provinces being
attacked or broken are inert. The player never loses a conflict either: the opponent never
wins one, and when nobody wins nobody loses [000] (the engine's CONTEST_LOST event means
"not won": only "as a result of the conflict's resolution" texts may answer it).
The ops beyond the dsl are in ops_dragon_lion.py.
"""
from deckcheck.goldfish.abilities.records import CHOOSE, PARTICIPANTS, Cost, Effect, Target
from deckcheck.games.l5r.engine import ops_dragon_lion  # noqa: F401  (registers the ops)
from deckcheck.games.l5r.engine.ops_dragon_lion import (
    HostTraits,
    OnePerHost,
)
from deckcheck.games.l5r.engine.records.dsl import OnlyAttachments, statics
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    LEAVES_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    PROVINCE_BROKEN,
    THE_PLAYER,
    action,
    attached,
    bow_self,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    discard,
    each,
    event_action,
    event_reaction,
    fate_cost,
    forced,
    gain_honor,
    helps,
    honor,
    in_conflict,
    military,
    participating,
    place_fate,
    political,
    put_into_play,
    reaction,
    ready,
    this,
)

FATE_TO_RING = Cost("dl_fate_to_ring")
NEVER_LOSES = ("Reacts to the player losing a conflict: only the passive opponent winning one "
               "would make the player lose, and it never does (with no winner nobody loses, "
               "[000 §Gewinnen (einen Konflikt gewinnen)]).")


def _op(name: str, target: Target = THE_PLAYER, amount: int = 0, until: str = "") -> Effect:
    return Effect("game", amount, target, until, (name,))


def _event_option(value: str):
    return cond("event_option", value)


# -- Dragon ---------------------------------------------------------------------------------------
card("agasha-swordsmith", "Agasha Swordsmith",
     action(_op("dl_search_attachment", amount=5)),
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
     forced(ENTERS_PLAY, _op("dl_refund_fate", this()), about="self",
            when=(_event_option("province"),)),
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
            _op("dl_double_if_two", Target(CHOOSE)),
            costs=(bow_self(),), when=(in_conflict(),), phases=("conflict",)),
     note="A character with a dash in one skill cannot be chosen (fails closed).")

card("niten-adept", "Niten Adept",
     inert="Bows a participating character without attachments: the opponent has no "
           "participants, and bowing one's own never helps.")

card("niten-master", "Niten Master",
     reaction(ENTERS_PLAY, ready(), about="any",
              when=(_event_option("attach"), cond("dl_attached_here", "weapon")), limit=2))

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

# -- Lion -------------------------------------------------------------------------------------------
card("akodo-gunso", "Akodo Gunsō",
     reaction(ENTERS_PLAY, _op("dl_refill_faceup"), about="self", when=(cond("dl_from_province"),)),
     note="Pride is read by the engine.")

card("deathseeker", "Deathseeker",
     inert="Needs a character of the opponent to choose: the passive opponent has none.")

card("for-greater-glory", "For Greater Glory",
     event_reaction(PROVINCE_BROKEN, place_fate(1, each(chars("bushi"), state="participating")),
                    when=(conflict_type("military"),
                          cond("dl_count_at_least", (each(chars("bushi"), state="participating"), 1))),
                    costs=(Cost("dl_max_per_conflict"),)))

card("guidance-of-the-ancestors", "Guidance of the Ancestors",
     action(_op("dl_attach_from_discard", choose(chars(), state="dl_guidance_host")),
            costs=(fate_cost(1),), zone="conflict_discard"))

card("honored-blade", "Honored Blade",
     reaction(CONTEST_WON, gain_honor(1), about="any", when=(cond("dl_host_participating"),)),
     note="Restricted is read by the engine.")

card("honored-general", "Honored General",
     constant(military(1, each(chars(clan="lion", not_self=True), state="participating"), until=""),
              when=(participating(),)),
     reaction(ENTERS_PLAY, honor(), about="self"))

card("ikoma-eiji", "Ikoma Eiji", inert=NEVER_LOSES)

card("kitsu-spiritcaller", "Kitsu Spiritcaller",
     action(put_into_play(choose(chars(), zone="dynasty_discard", state="dl_may_enter_conflict"),
                          into_conflict=True),
            Effect("return_to_deck", 0, Target(CHOOSE), "contest"),
            costs=(bow_self(),), when=(in_conflict(), cond("dl_sibling_unused", 1)),
            phases=("conflict",)),
     action(put_into_play(choose(chars(), zone="conflict_discard", state="dl_may_enter_conflict"),
                          into_conflict=True),
            Effect("return_to_deck", 0, Target(CHOOSE), "contest"),
            costs=(bow_self(),), when=(in_conflict(), cond("dl_sibling_unused", 0)),
            phases=("conflict",)))

card("lion-s-pride-brawler", "Lion's Pride Brawler",
     inert="Bows a character: the passive opponent has none, and bowing one's own never helps.")

card("master-of-the-spear", "Master of the Spear",
     inert="The opponent sends one of its participating characters home: it never has any.")

card("matsu-beiona", "Matsu Beiona",
     reaction(ENTERS_PLAY, place_fate(2), about="self",
              when=(cond("dl_count_at_least", (each(chars("bushi", not_self=True)), 3)),)))

card("matsu-berserker", "Matsu Berserker", note="No text.")

card("obstinate-recruit", "Obstinate Recruit",
     *(forced(kind, discard(this()), about="any", when=(cond("dl_opp_more_honor"),))
       for kind in (ENTERS_PLAY, PHASE_BEGINS, PHASE_ENDS, CONTEST_DECLARED, LEAVES_PLAY)),
     note="The honor comparison is checked when a card enters or leaves play, when a phase "
          "begins or ends and when a conflict is declared (honor changes between those points "
          "wait for the next one).")

card("ready-for-battle", "Ready for Battle",
     inert="Answers a character bowed by an opponent's card or a ring effect: the opponent "
           "plays no cards and the pilot's ring effects never bow its own characters.")

card("sashimono", "Sashimono",
     forced(CONTEST_WON, ready(attached(), until="contest"),
            when=(_event_option("military"), cond("dl_host_participating"), cond("dl_host_ready"))),
     forced(CONTEST_LOST, ready(attached(), until="contest"),
            when=(_event_option("military"), cond("dl_host_participating"), cond("dl_host_ready"))),
     note="Its character bows with the others and readies at the end of the conflict.")
statics("sashimono", HostTraits(("bushi",)))

card("staging-ground", "Staging Ground",
     action(_op("dl_reveal_facedown", amount=2), when=(cond("dl_facedown"),)),
     note="Turns the first two face-down province cards face up (slot order).")

card("stand-your-ground", "Stand Your Ground",
     missing=(helps("Interrupt: an honored character that would leave play stays and loses its "
                    "status token instead (the engine has no window before a character leaves "
                    "play)."),))

card("steadfast-samurai", "Steadfast Samurai",
     forced(PHASE_BEGINS, _op("dl_fate_shield", this()), about="any",
            when=(_event_option("fate"), cond("dl_honor_lead", 5))))

card("strength-in-numbers", "Strength in Numbers",
     inert="Moves a defending character home: the passive opponent never defends.")

card("the-art-of-war", "The Art of War",
     inert="Interrupts this province being broken: the passive opponent never attacks.")

card("venerable-historian", "Venerable Historian",
     action(honor(), when=(participating(), cond("more_honor")), phases=("conflict",)))

card("vengeful-oathkeeper", "Vengeful Oathkeeper", inert=NEVER_LOSES)

card("way-of-the-lion", "Way of the Lion",
     event_action(military(1, choose(chars(clan="lion"), state="participating"),
                           per="dl_target_printed_military"),
                  when=(in_conflict(),), phases=("conflict",)),
     note="Only participating Lion characters are offered (doubling anyone else's skill "
          "changes nothing).")

card("yojin-no-shiro", "Yōjin no Shiro",
     action(military(1, each(chars(), state="participating")), costs=(bow_self(),),
            when=(in_conflict(), conflict_type("military")), phases=("conflict",)),
     note="Offered in military conflicts only: +1 military in a political conflict changes nothing.")

