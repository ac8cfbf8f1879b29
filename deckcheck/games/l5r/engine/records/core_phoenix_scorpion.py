"""Core Set records: the Phoenix and Scorpion cards (characters, attachments, events,
holdings, provinces, strongholds), reviewed against the card texts of the snapshot; one test
each in tests/test_l5r_records_core_phoenix_scorpion.py.

The passive opponent never attacks, defends, plays cards, bids anything but its fixed bid,
nor controls characters or attachments: texts about its characters, its events, its
attachments, defending or an attack on the player's provinces do nothing (``inert``).
Abilities that could only hurt the player's own characters (bow, discard or dishonor a
participating character: every participant is the player's) are inert too. Where a card
lets the player pick a target anywhere, the record offers only the targets where the effect
changes something against a passive opponent (the greedy pilot uses every offered ability on
the first offered target); each such choice is said in the record's note.
"""
from __future__ import annotations

from dataclasses import replace

from deckcheck.goldfish.abilities.records import EVENT_CARD, Cost, Effect, Target
from deckcheck.games.l5r.engine.ops_phoenix_scorpion import game, when
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED
from deckcheck.games.l5r.engine.records.dsl import (
    THIS,
    CARD_PLAYED,
    CONTEST_LOST,
    CONTEST_WON,
    PHASE_BEGINS,
    PHASE_ENDS,
    RECORDS,
    UNTIL_PHASE,
    action,
    attached,
    bow_self,
    card,
    chars,
    choose,
    cond,
    constant,
    dishonor,
    draw,
    each,
    event_action,
    fate_cost,
    forced,
    gain_honor,
    glory,
    helps,
    honor,
    honor_cost,
    in_conflict,
    interrupt,
    military,
    move_in,
    participating,
    political,
    reaction,
    ready,
    return_to_hand,
    self_is,
    take_honor,
)

NO_CHARACTERS = "the passive opponent controls no characters"
NEVER_ATTACKS = "the passive opponent never attacks the player's provinces"
NEVER_DEFENDS = "the passive opponent never defends"
NO_CARDS = "the passive opponent plays no cards"
OWN_ONLY = "every participating character is the player's own: it could only hurt them"
KEYWORD_ONLY = "keyword only: the engine reads it from the card's text"


def restrict(code: str, *conds) -> None:
    """An attachment's play restrictions (``play_rules.attachment_hosts`` reads them, asked with
    the host as the chosen card)."""
    RECORDS[code] = replace(RECORDS[code], statics=tuple(conds))


# -- strongholds -----------------------------------------------------------------------------------
card("isawa-mori-seido", "Isawa Mori Seidō",
     action(glory(2, choose(chars(), zone="conflict", state="honored"), until=UNTIL_PHASE),
            costs=(bow_self(),), when=(in_conflict(),), phases=("conflict",)),
     note="Offered on an honored participating character, where +2 glory adds 2 skill; "
          "elsewhere glory only counts for the Imperial Favor, which the passive opponent "
          "never contests.")

card("city-of-the-open-hand", "City of the Open Hand",
     action(gain_honor(1), costs=(bow_self(),), when=(when("ps_less_honor"),)))

# -- provinces ---------------------------------------------------------------------------------------
card("kuroi-mori", "Kuroi Mori",
     inert=f"acts during a conflict at this province: {NEVER_ATTACKS} (and which province "
           "lies under the stronghold changes nothing)")

card("secret-cache", "Secret Cache",
     inert=f"after a conflict is declared against this province: {NEVER_ATTACKS}")

# -- characters: Phoenix --------------------------------------------------------------------------------
card("naive-student", "Naive Student", note=f"Sincerity: {KEYWORD_ONLY}")

card("shiba-peacemaker", "Shiba Peacemaker",
     constant(Effect("cannot", 0, THIS, value="attack")),
     note="It never attacks; the passive opponent never attacks, so it never participates.")

card("solemn-scholar", "Solemn Scholar",
     inert=f"bows an attacking character: {OWN_ONLY}")

card("adept-of-the-waves", "Adept of the Waves",
     inert=f"grants covert, which only keeps defenders out: {NEVER_DEFENDS}")

card("asako-diplomat", "Asako Diplomat",
     reaction(CONTEST_WON, honor(choose(chars())), about="any",
              when=(cond("source_participating"),)),
     note="Only the honor choice is offered (dishonoring one of the player's own characters "
          "never helps); an honored character cannot be chosen.")

card("meddling-mediator", "Meddling Mediator",
     inert=f"needs 2 conflicts declared against the player: {NEVER_ATTACKS}")

card("radiant-orator", "Radiant Orator",
     inert=f"moves an enemy character home: {NO_CHARACTERS}")

card("serene-warrior", "Serene Warrior", note="no text")

card("shiba-yojimbo", "Shiba Yōjimbō",
     inert=f"cancels the opponent's triggered abilities: {NO_CARDS} and has no characters")

card("isawa-masahiro", "Isawa Masahiro",
     inert=f"discards a participating character: {OWN_ONLY}")

card("fearsome-mystic", "Fearsome Mystic",
     constant(glory(2), when=(cond("ring", "air"),)),
     note="+2 glory during air conflicts is played (it counts for an honored or dishonored "
          f"Mystic's skill); its action removes fate from the opponent's characters: "
          f"{NO_CHARACTERS}.")

card("isawa-atsuko", "Isawa Atsuko",
     action(military(1, each(chars(), state="participating")),
            political(1, each(chars(), state="participating")),
            when=(cond("ring", "void"),), phases=("conflict",)),
     note="The opponent's half (-1/-1 to its participants) does nothing: it has none. Not "
          "offered while a participant has a dash skill (the engine refuses to modify a dash).")

card("shiba-tsukune", "Shiba Tsukune",
     interrupt(PHASE_ENDS, game("ps_unclaimed_rings", 2), about="any",
               when=(cond("event_option", "conflict"),)),
     note="Resolves the effects of 2 unclaimed rings, greedy order air, fire, earth, water "
          "(void does nothing: the opponent has no character).")

card("forgotten-library", "Forgotten Library",
     reaction(PHASE_BEGINS, draw(1), about="any", when=(cond("event_option", "draw"),)))

# -- characters: Scorpion ---------------------------------------------------------------------------------
card("bayushi-liar", "Bayushi Liar", note=f"Sincerity: {KEYWORD_ONLY}")

card("bayushi-manipulator", "Bayushi Manipulator",
     forced(DIALS_REVEALED, game("ps_bid_up", 1), about="any", when=(when("ps_bid_up_ok"),),
            limit=1),
     note="The reaction is written as forced with the greedy pilot's policy as its condition "
          "(the draw phase has no window to ask in): +1 to the bid (1 more card, 1 honor more "
          "to the opponent) while the player's honor stays above 7 and the opponent's at 17 "
          "or under.")

card("sinister-soshi", "Sinister Soshi",
     inert=f"gives a participating character -2/-2: {OWN_ONLY}")

card("blackmail-artist", "Blackmail Artist",
     reaction(CONTEST_WON, take_honor(1), about="any",
              when=(cond("event_option", "political"), cond("source_participating"))))

card("soshi-illusionist", "Soshi Illusionist",
     action(game("ps_discard_status", target=choose(chars(), state="dishonored")),
            costs=(fate_cost(1),)),
     note="Offered on a dishonored character (discarding an honored status token never "
          "helps the player).")

card("yogo-outcast", "Yogo Outcast",
     constant(military(1, until=""), political(1, until=""), when=(when("ps_less_honor"),)))

card("young-rumormonger", "Young Rumormonger",
     missing=(helps("Interrupt: passing an honor or dishonor on to another of the player's "
                    "characters is not played."),))

card("favored-niece", "Favored Niece",
     action(draw(1), costs=(Cost("ps_discard_dead"),), limit=2),
     note="Cycles only cards the greedy pilot would never play (event cards that do nothing "
          "against a passive opponent, attachments it keeps in hand), the cheapest first.")

card("shosuro-actress", "Shosuro Actress",
     inert="puts a character from the opponent's discard pile into play: the passive "
           "opponent's discard pile holds no characters")

card("shosuro-miyako", "Shosuro Miyako",
     inert="the opponent discards from its hand or dishonors a character: the passive "
           "opponent has neither")

card("bayushi-yunako", "Bayushi Yunako",
     constant(military(1, Target(EVENT_CARD), until="", per="ps_swapped_military"),
              political(1, Target(EVENT_CARD), until="", per="ps_swapped_political")),
     action(game("ps_swap_skills"), when=(participating(), when("ps_swap_gain")),
            phases=("conflict",)),
     note="The switch goes to the participant that gains most skill in the conflict from it "
          "(only offered when one gains). The constant is the switch's bookkeeping: it takes "
          "in no card by itself; the action's lasting entries point at it.")

card("yogo-hiroue", "Yogo Hiroue",
     action(move_in(choose(chars(), state="ready")), when=(participating(),),
            phases=("conflict",)),
     note="Offered on a ready character at home; the optional dishonor after winning is "
          "declined (it would dishonor the player's own character).")

card("bayushi-shoju", "Bayushi Shoju",
     inert=f"targets a participating character of the opponent: {NO_CHARACTERS}")

card("city-of-lies", "City of Lies",
     action(game("ps_reduce_next_event", 1), when=(when("ps_event_in_hand"),),
            phases=("conflict",)),
     forced(CARD_PLAYED, game("ps_reduction_spent"), about="any",
            when=(when("ps_reduction_pending"),)),
     forced(PHASE_ENDS, game("ps_reduction_spent"), about="any",
            when=(cond("event_option", "conflict"), when("ps_reduction_pending"))),
     note="Used in the conflict phase (the only phase the pilot plays events in) while an event "
          "card in hand costs fate; the reduction goes with the next event played, or at the "
          "end of the phase.")

# -- conflict characters ------------------------------------------------------------------------------------
card("ishiken-initiate", "Ishiken Initiate",
     constant(military(1, until="", per="claimed_rings"),
              political(1, until="", per="claimed_rings")))

card("seeker-of-knowledge", "Seeker of Knowledge",
     constant(Effect("grant", 0, THIS, value=("ring_element", "air")), when=(cond("attacking"),)),
     note="While it attacks the contested ring also has the air element (conditions on air "
          "conflicts see it); the player resolving the ring chooses one of its elements "
          "[000 §Ringeffekte], which covers \"choose which of its ring effects to resolve\".")

card("adept-of-shadows", "Adept of Shadows",
     action(return_to_hand(), costs=(honor_cost(1),),
            when=(self_is("bowed"), self_is("no_fate"), cond("in_conflict", negate=True)),
            phases=("conflict",)),
     note="Used when it is bowed without fate outside a conflict (the fate phase would "
          "discard it): back to hand, to be played again.")

card("unassuming-yojimbo", "Unassuming Yōjimbō",
     inert=f"covert only keeps a defender out: {NEVER_DEFENDS}")

# -- attachments ------------------------------------------------------------------------------------------------
card("magnificent-kimono", "Magnificent Kimono",
     forced(CONTEST_WON, honor(attached()), about="any", when=(when("ps_host_in_event"),)),
     forced(CONTEST_LOST, dishonor(attached()), about="any", when=(when("ps_host_in_event"),)),
     note="Pride granted: the host is honored after it wins a conflict, dishonored after it "
          "loses one; +1 political is the printed bonus.")

card("grasp-of-earth", "Grasp of Earth",
     note="+1/+1 is the printed bonus; its action keeps the opponent's characters out of the "
          f"conflict: {NO_CHARACTERS}.")
restrict("grasp-of-earth", when("ps_host_trait", "shugenja"))

card("pacifism", "Pacifism",
     inert=f"the attached character cannot join military conflicts: meant for the opponent's "
           f"characters ({NO_CHARACTERS}); the pilot never plays it",
     pilot="never")

card("court-mask", "Court Mask",
     inert="its action returns it to hand and dishonors the player's own character (never "
           "worth it); +1/+2 is the printed bonus")

card("fiery-madness", "Fiery Madness",
     inert=f"no text: -2/-2 is meant for the opponent's characters ({NO_CHARACTERS}); the "
           "pilot never plays it",
     pilot="never")

# -- events ---------------------------------------------------------------------------------------------------------
card("supernatural-storm", "Supernatural Storm",
     event_action(military(1, choose(chars(), state="participating"), per=each(chars("shugenja"))),
                  political(1, choose(chars(), state="participating"), per=each(chars("shugenja"))),
                  when=(in_conflict(), when("ps_trait_in_play", "shugenja")), phases=("conflict",)),
     note="X (Shugenja the player controls) is counted while the effect lasts. Not offered "
          "without a Shugenja (X = 0).")

card("way-of-the-phoenix", "Way of the Phoenix",
     inert=f"the opponent cannot declare conflicts of an element: {NEVER_ATTACKS}")

card("against-the-waves", "Against the Waves",
     event_action(ready(choose(chars("shugenja"), state="bowed"))),
     note="Only the ready choice is offered (bowing an own Shugenja never helps).")

card("know-the-world", "Know the World",
     event_action(game("ps_swap_ring"), when=(when("ps_ring_gain", 2),)),
     note="Played when an unclaimed ring holds 2 fate or more (it costs 1): a claimed ring is "
          "switched with the unclaimed ring holding the most fate.")

card("display-of-power", "Display of Power",
     inert=f"after losing an unopposed conflict, which only a defender can: {NEVER_ATTACKS}")

card("forged-edict", "Forged Edict",
     inert=f"cancels an event: {NO_CARDS}")

card("way-of-the-scorpion", "Way of the Scorpion",
     inert=f"dishonors a participating non-Scorpion character: {OWN_ONLY}")

card("calling-in-favors", "Calling in Favors",
     inert="takes control of an opponent's attachment: the passive opponent has none")

card("i-can-swim", "I Can Swim",
     inert=f"discards a dishonored character of the opponent: {NO_CHARACTERS}")

card("ambush", "Ambush",
     event_action(game("ps_ambush"), when=(in_conflict(), when("ps_ambush_ready")),
                  phases=("conflict",)),
     note="Puts the Scorpion characters (up to 2, total printed cost 6 or lower, from hand and "
          "the face-up provinces) with the most skill of the conflict's type into it.")

card("blackmail", "Blackmail",
     inert=f"takes control of an opponent's character: {NO_CHARACTERS}")
