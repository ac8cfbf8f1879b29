"""Records of the non-Core-Set cards of the project's test decks: the cards with text of five
real decks (tests/data/decklists/l5r: ffg-forum-dragon-fate-denial, fiveringsdb-text-scorpion,
octgn-converter-output-crane-core, emeralddb-phoenix-for-honor-and-glory,
emeralddb-dragon-attachments) and the cards 3 or more test decks use; reviewed against the
card texts of the snapshot, one test each in tests/test_l5r_records_decks_common.py.

The passive opponent never attacks, defends, plays cards nor controls characters, holds no
hand (as for the earth ring) and never claims a ring; it has a fate pool it never spends.
Texts about its characters, hand, events, duels, defending or an attack on the player's
provinces do nothing (``inert``). Greedy policies written into the records (the pilot uses
every offered ability): a "bow a friendly character" cost bows the weakest ready character
at home, never an attacker; a choice among the player's own characters takes the one it
misses least.
"""
from __future__ import annotations


from deckcheck.goldfish.abilities.records import ATTACHED, EACH, EVENT_CARD, Cost, Effect, Target
from deckcheck.games.l5r.engine.hooks import HAND_CARD
from deckcheck.games.l5r.engine import ops_decks_common  # noqa: F401  (registers the ops)
from deckcheck.games.l5r.engine.ops_crab_crane import game, when
from deckcheck.games.l5r.engine.statics_decks_common import (
    BowToReduce,
    ExtraRestricted,
    GloryCount,
    GrantsAncestral,
    PaidFromCharacters,
    RefillTo,
)
from deckcheck.games.l5r.engine.records.dsl import OnlyAttachments, statics
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    RING_CLAIMED,
    action,
    attached,
    card,
    chars,
    choose,
    conflict_type,
    constant,
    draw,
    event_action,
    fate,
    forced,
    helps,
    honor,
    in_conflict,
    interrupt,
    lose_honor,
    military,
    opponent_loses_honor,
    place_fate,
    political,
    put_into_play,
    reaction,
    ready,
    this,
)

NO_CHARACTERS = "the passive opponent controls no characters"
NEVER_ATTACKS = "the passive opponent never attacks the player's provinces"
NEVER_DEFENDS = "the passive opponent never defends"
NO_EVENTS = "the passive opponent plays no events"
NO_DUELS = f"a duel needs a character of the opponent: {NO_CHARACTERS}"
DYNASTY_EVENTS = ("dynasty events are not played from the provinces (engine); it waits there "
                  "until the regroup phase")


def bow_one(f) -> Cost:
    """"Bow a (friendly) <...> character" as a cost: the weakest ready one at home."""
    return Cost("dc_bow_one", 0, Target(EACH, f, "play", "home"))


NOT_IN_CONFLICT = when("in_conflict", negate=True)

# -- Dragon ------------------------------------------------------------------------------------------
card("the-stone-of-sorrows", "The Stone of Sorrows",
     inert="stops the opponent removing or gaining fate from rings: the passive opponent never "
           "does; +1/+1 is printed and played (Seeker role only: deck building)")

card("written-in-the-stars", "Written in the Stars",
     event_action(game("dc_rings_place"),
                  when=(NOT_IN_CONFLICT, when("dc_empty_rings_at_least", 2)), phases=("conflict",)),
     note="Played before a conflict is declared when 2 or more unclaimed rings have no fate: 1 "
          "fate on each of them (the player takes a ring's fate when it declares a conflict on "
          "it; the passive opponent never does). Removing fate from the rings is never chosen.")

card("jade-masterpiece", "Jade Masterpiece",
     action(game("dc_gather_ring_fate"), costs=(Cost("bow_self"),),
            when=(NOT_IN_CONFLICT, when("dc_ring_fate_to_gather")), phases=("conflict",)),
     note="Before a conflict is declared: 1 fate from the poorest other unclaimed ring with fate "
          "onto the ring the pilot declares on next (the one with the most fate).")

card("adopted-kin", "Adopted Kin",
     note="The host's other attachments go back to the hand when it leaves play (play_rules.leave_play "
          "reads its GrantsAncestral); Limit 1 per character; Fire role only: deck building.")
statics("adopted-kin", when("host_without_copy"), GrantsAncestral())

card("stoic-rival", "Stoic Rival",
     inert=f"dishonors another participating character with fewer attachments: {NO_CHARACTERS} "
           "(dishonoring one's own is not played); Rally is a keyword the engine plays")

card("keen-warrior", "Keen Warrior",
     inert="after looking at the opponent's hand: the passive opponent holds none; Sincerity is "
           "a keyword the engine plays")

card("solitary-hero", "Solitary Hero",
     inert=f"covert and removing fate from other participants with less military skill: "
           f"{NEVER_DEFENDS} and {NO_CHARACTERS}")

card("agasha-sumiko-2", "Agasha Sumiko",
     interrupt(LEAVES_PLAY, opponent_loses_honor(2), about="self", zone="dynasty_discard",
               when=(when("dc_opp_more_honor_before"),)),
     note="The opponent loses 2 honor when it has more honor than the player had before her "
          "status token counted. Asked when she reaches the discard pile (the fate phase, a "
          "sacrifice): leaving to the hand, a deck or out of the game is not answered. Its "
          "fate pool and hand do nothing (the passive opponent spends no fate, holds no hand).")

card("inscribed-tanto", "Inscribed Tantō",
     inert="immunity to the opponent's ring effects: the passive opponent resolves none; +1 "
           "military is printed and played")

card("kitsuki-yuikimi", "Kitsuki Yuikimi",
     inert="protects from the opponent's triggered abilities: the passive opponent uses none")

card("kitsuki-counselor", "Kitsuki Counselor",
     constant(military(1, until=""), political(1, until=""), when=(when("dc_composure"),)),
     note="Composure: the player's honor bid (from the draw phase on) is lower than the "
          "opponent's.")

card("inventive-mirumoto", "Inventive Mirumoto",
     action(game("dc_mirumoto_play"),
            when=(when("claimed", "water"), when("dc_mirumoto_attachment"))),
     note="Plays the attachment of the conflict discard pile with the biggest skill bonus it can "
          "pay for and put on this character.")

card("iron-mountain-castle", "Iron Mountain Castle",
     note="Bowed to pay 1 fate less for an attachment played from hand (or by Inventive "
          "Mirumoto) whenever that helps (play_rules.hand_cost reads its BowToReduce); a Dragon "
          "character may hold 3 restricted attachments (ExtraRestricted). Its fate, honor and "
          "province strength bonus are printed and played.")
statics("iron-mountain-castle", BowToReduce(), ExtraRestricted("dragon"))

card("mountaintop-statuary", "Mountaintop Statuary",
     reaction(PHASE_ENDS, game("dc_to_stronghold_province"), about="any",
              when=(when("event_option", "dynasty"), when("dc_in_row"))),
     note="Moved onto the stronghold province as the dynasty phase ends (its province is refilled "
          "facedown as at its reveal); the action moves an attacker home: "
          f"{NEVER_ATTACKS}.")

card("two-heavens-technique", "Two-Heavens Technique",
     inert=f"covert with two weapons: {NEVER_DEFENDS}; +1 military is printed and played")
statics("two-heavens-technique", when("dc_host_trait", "bushi"))

# -- Crab ----------------------------------------------------------------------------------------------
card("tetsubo-of-blood", "Tetsubō of Blood",
     constant(Effect("cannot", 0, Target(ATTACHED), value="be_honored")),
     note="Its cost is paid with fate on the player's characters, from the one with the most "
          "(PaidFromCharacters); the host cannot be honored. +4 military, Limited and "
          "Restricted are printed and played.")
statics("tetsubo-of-blood", PaidFromCharacters())

card("hiruma-skirmisher", "Hiruma Skirmisher",
     inert=f"gains covert: {NEVER_DEFENDS}")

card("pathfinder-s-blade", "Pathfinder's Blade",
     inert="cancels abilities of the attacked province: the passive opponent's provinces have "
           "none; +1 military is printed and played")

# -- Crane --------------------------------------------------------------------------------------------
card("doji-hotaru-2", "Doji Hotaru",
     forced(ENTERS_PLAY, game("dc_discard_ids", ("doji-kuwanan",)), about="any",
            when=(when("dc_ids_in_play", ("doji-kuwanan",)),)),
     note=f"Doji Kuwanan in play with her is discarded. The honor reaction answers the opponent "
          f"playing cards: {NO_EVENTS}.")

card("game-of-sadane", "Game of Sadane", inert=NO_DUELS)

card("iron-crane-legion", "Iron Crane Legion",
     inert="X = the cards in the opponent's hand: the passive opponent holds none, so X is 0 (the "
           "engine reads X as a dash: it never attacks in military conflicts, where it would add "
           "0); No attachments except Weapon is played (OnlyAttachments)")
statics("iron-crane-legion", OnlyAttachments(("weapon",)))

# -- Phoenix -------------------------------------------------------------------------------------------
card("embrace-the-void", "Embrace the Void",
     interrupt(PHASE_BEGINS, fate(1), about="any",
               when=(when("event_option", "fate"), when("dc_host_has_fate"))),
     note="The fate the fate phase removes from the host goes to the player's pool (1 fate as "
          "the phase begins, when the host has fate). The player's own abilities remove no fate "
          "from its characters here.")
statics("embrace-the-void", when("dc_control_trait", "shugenja"))

card("consumed-by-five-fires", "Consumed by Five Fires",
     inert=f"removes fate from the opponent's characters: {NO_CHARACTERS}")

card("ofushikai", "Ofushikai",
     inert=f"the Champion's action moves a participating character home: {NO_CHARACTERS} (moving "
           "one's own home is not played); +2/+3, Ancestral and Restricted are printed and played")
statics("ofushikai", when("dc_host_unique_clan", "phoenix"))

card("asako-tsuki", "Asako Tsuki",
     reaction(RING_CLAIMED, honor(choose(chars("scholar"))), about="any",
              when=(when("event_option", "water"),)))

card("isawa-kaede", "Isawa Kaede",
     inert="immunity to the opponent's ring effects (it resolves none); the void element her "
           "attack adds to the contested ring resolves nothing against a passive opponent (no "
           "opposing character has fate) and the ring's own element resolves as usual; Isawa "
           "Ujina's record reads the added void element")

card("isawa-ujina", "Isawa Ujina",
     forced(RING_CLAIMED, game("dc_remove_unfated"), about="any",
            when=(when("dc_void_claimed"),)),
     note="The only characters without fate are the player's own: the one it misses least "
          "(bowed first, then the lowest value) is removed from the game. A ring claimed while "
          "Isawa Kaede attacks is the void ring too.")

card("feral-ningyo", "Feral Ningyo",
     action(put_into_play(this(), into_conflict=True),
            game("dc_shuffle_into_deck", target=this(), until="contest"),
            when=(in_conflict(), when("ring", "water")), phases=("conflict",), zone=HAND_CARD),
     note="Put into a water conflict from the hand without paying its cost; shuffled into the "
          "conflict deck at the conflict's end.")

card("benten-s-touch", "Benten's Touch",
     event_action(honor(choose(chars(), state="participating")),
                  costs=(bow_one(chars("shugenja", clan="phoenix")),),
                  when=(in_conflict(),), phases=("conflict",)),
     note="Bows a ready Phoenix Shugenja at home (never an attacker).")

card("ethereal-dreamer", "Ethereal Dreamer",
     reaction(PHASE_BEGINS, game("dc_dreamer_pick"), about="any",
              when=(when("event_option", "conflict"),)),
     constant(military(2, until=""), political(2, until=""), when=(when("dc_dreamer_ring"),)),
     note="Chooses the ring the pilot declares its first conflict on (the one with the most "
          "fate).")

card("prodigy-of-the-waves", "Prodigy of the Waves",
     action(ready(), when=(when("claimed", "water"),)))

card("chikai-order-protector", "Chikai Order Protector",
     inert=f"only while defending: {NEVER_DEFENDS}")

# -- Scorpion, Lion ------------------------------------------------------------------------------------
card("bayushi-shoju-2", "Bayushi Shoju",
     forced(PHASE_BEGINS, draw(2), lose_honor(1), opponent_loses_honor(1), about="any",
            when=(when("event_option", "conflict"),)),
     note="Each player draws 2 and loses 1 honor (the opponent's draw changes nothing); the "
          "passive opponent never has the Imperial Favor anyway.")

card("forebearer-s-echoes", "Forebearer's Echoes",
     event_action(game("dc_echoes"),
                  Effect("return_to_deck", target=Target(EVENT_CARD), until="contest"),
                  when=(conflict_type("military"), when("dc_echoes_candidate")),
                  phases=("conflict",)),
     note="Puts the character of the dynasty discard pile with the most military skill into the "
          "conflict; still in play at its end, it goes to the bottom of the dynasty deck. Air "
          "role only: deck building.")

card("in-service-to-my-lord", "In Service to My Lord",
     event_action(game("dc_ready_best_unique"), costs=(bow_one(chars(unique=False)),),
                  when=(NOT_IN_CONFLICT, when("dc_service_trade")), phases=("conflict",)),
     action(game("dc_ready_best_unique"), game("dc_bottom_self"),
            costs=(bow_one(chars(unique=False)),),
            when=(NOT_IN_CONFLICT, when("dc_service_trade")), phases=("conflict",),
            zone="conflict_discard"),
     forced(CARD_PLAYED, game("dc_bottom_self"), zone="conflict_discard"),
     note="Before a conflict is declared, when a bowed unique character is worth more than the "
          "weakest ready non-unique one at home: that one bows, the unique one readies; the "
          "card goes to the bottom of the conflict deck (played from the hand or the discard "
          "pile).")

card("honored-veterans", "Honored Veterans",
     missing=(helps(f"honors a Bushi played this phase: {DYNASTY_EVENTS}"),),
     note="Rally is a keyword the engine plays.")

# -- neutral -------------------------------------------------------------------------------------------
card("censure", "Censure", inert=f"cancels an event: {NO_EVENTS}")

card("goblin-sneak", "Goblin Sneak",
     reaction(ENTERS_PLAY, place_fate(1)),
     note="The opponent's fate pool is never empty (it gains fate each round and spends none).")

card("kiku-matsuri", "Kiku Matsuri", inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("vassal-fields", "Vassal Fields", inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("riot-in-the-streets", "Riot in the Streets",
     inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("illustrious-forge", "Illustrious Forge",
     inert=f"after this province is revealed: {NEVER_ATTACKS}, so it stays facedown")

card("before-the-throne", "Before the Throne",
     inert=f"when this province is broken: {NEVER_ATTACKS}")

card("city-of-the-rich-frog", "City of the Rich Frog",
     note="Refilled to 3 cards instead of 1, at setup too (play_rules.refill reads its RefillTo); "
          "Eminent (faceup, never the stronghold province) changes nothing here: the player's "
          "provinces are never attacked and setup puts the strongest one under the stronghold.")
statics("city-of-the-rich-frog", RefillTo(3))

card("the-imperial-palace", "The Imperial Palace",
     note="+3 to the player's side of the glory count while face up (conflicts.glory_bonus reads "
          "its GloryCount). Its province strength bonus only matters to a defender; Limit 1 per "
          "deck: deck building.")
statics("the-imperial-palace", GloryCount(3))

card("proving-ground", "Proving Ground", inert=NO_DUELS)

card("elegant-tessen", "Elegant Tessen",
     reaction(ENTERS_PLAY, ready(attached()), when=(when("dc_host_max_cost", 2),)),
     note="+1/+1 and Restricted are printed and played.")

card("finger-of-jade", "Finger of Jade",
     inert="cancels the opponent's abilities that target the host: the passive opponent uses "
           "none")

card("a-season-of-war", "A Season of War",
     missing=(helps(f"discards and refills every province, then an extra dynasty phase: "
                    f"{DYNASTY_EVENTS}"),),
     note="Rally is a keyword the engine plays.")

card("a-perfect-cut", "A Perfect Cut",
     event_action(game("dc_mark_won"),
                  military(2, choose(chars("bushi"), state="participating")),
                  game("dc_honor_if_won", target=choose(chars("bushi"), state="participating"),
                       until="contest"),
                  when=(conflict_type("military"),), phases=("conflict",)),
     note="The Bushi is honored at the conflict's end when the player won it.")

card("make-your-case", "Make Your Case", inert=NO_DUELS)

card("kudaka", "Kudaka",
     reaction(RING_CLAIMED, fate(1), draw(1), about="any", limit=2,
              when=(when("event_option", "air"),)))
