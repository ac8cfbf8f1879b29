"""Core Set records: the Crane cards. One test each in tests/test_l5r_records_core_set_crane.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops_crab_crane import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    HONORED,
    LEAVES_PLAY,
    RING_CLAIMED,
    UNTIL_PHASE,
    action,
    bow_self,
    card,
    chars,
    choose,
    conflict_type,
    draw,
    event_action,
    forced,
    honor,
    in_conflict,
    participating,
    political,
    reaction,
    resolve_ring,
    take_honor,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
    restrict,
)


card("asahina-artisan", "Asahina Artisan",
     action(political(3, choose(chars(clan="crane", not_self=True))), costs=(bow_self(),),
            when=(in_conflict(),), phases=("conflict",)))

card("savvy-politician", "Savvy Politician",
     reaction(HONORED, honor(choose(chars(not_self=True))), about="self"))

card("doji-hotaru", "Doji Hotaru",
     reaction(RING_CLAIMED, resolve_ring(), about="any",
              when=(conflict_type("political"), participating())))

card("asahina-storyteller", "Asahina Storyteller",
     forced(LEAVES_PLAY, draw(1), about="any",
            when=(when("event_character"), when("event_clan", "crane"),
                  when("event_amount_at_least", 1), when("event_lacks_keyword", "sincerity"))),
     note="Its own Sincerity is a keyword the engine plays; an honored Crane character of the "
          "player leaving play draws 1 card (LEAVES_PLAY's amount: the status it had).")

card("brash-samurai", "Brash Samurai",
     action(honor(), when=(when("alone"),), phases=("conflict",)))

card("cautious-scout", "Cautious Scout",
     inert="blanks the defending province's text: the passive opponent's provinces have none")

card("daidoji-nerishma", "Daidoji Nerishma",
     action(game("reveal_facedown"), when=(when("facedown_card"),)),
     note="Turns the first facedown province card face up (the player does not know them). "
          "The greedy pilot uses it in the dynasty phase once it cannot buy more (then buys "
          "what it revealed), else in a conflict.")

card("doji-challenger", "Doji Challenger",
     inert=f"moves an opponent's character to the conflict: {NO_CHARACTERS}")

card("doji-gift-giver", "Doji Gift Giver",
     inert=f"gives the opponent 1 fate to bow one of its participating characters: {NO_CHARACTERS}")

card("doji-whisperer", "Doji Whisperer", note="No text.")

card("guest-of-honor", "Guest of Honor",
     inert=f"stops the opponent's events: {NO_EVENTS}")

card("kakita-asami", "Kakita Asami",
     action(take_honor(1), when=(participating(), conflict_type("political"), when("winning")),
            phases=("conflict",)))

card("kakita-kaezin", "Kakita Kaezin",
     inert=f"a duel with a participating character of the opponent: {NO_CHARACTERS}")

card("political-rival", "Political Rival",
     inert=f"+3 political while defending, Covert: {NEVER_DEFENDS}")

card("steward-of-law", "Steward of Law",
     inert="stops dishonored status tokens: the passive opponent never dishonors the player's "
           "characters (the player's own dishonoring effects are not stopped)")

card("above-question", "Above Question",
     inert=f"protects against the opponent's events: {NO_EVENTS}")

card("duelist-training", "Duelist Training",
     inert=f"a duel with a participating character of the opponent: {NO_CHARACTERS}")

card("height-of-fashion", "Height of Fashion",
     note="+4 political (printed bonus); cannot be played during a conflict (a play restriction).")

restrict("height-of-fashion", when("in_conflict", negate=True))

card("admit-defeat", "Admit Defeat",
     inert=f"bows a character defending alone: {NEVER_DEFENDS}")

card("noble-sacrifice", "Noble Sacrifice",
     inert="discards a dishonored character: the passive opponent controls none (sacrificing an "
           "honored character to discard one's own dishonored one is not played)")

card("the-perfect-gift", "The Perfect Gift",
     event_action(game("look_take", 4, "shuffle")),
     note="Keeps the dearest of its top 4 cards it can pay for now (else the cheapest); the card "
          "given to the passive opponent changes nothing.")

card("voice-of-honor", "Voice of Honor",
     inert=f"cancels an event: {NO_EVENTS}")

card("way-of-the-crane", "Way of the Crane",
     event_action(honor(choose(chars(clan="crane")))))

card("artisan-academy", "Artisan Academy",
     action(game("academy_reveal"), game("academy_end", until=UNTIL_PHASE),
            phases=("conflict",)),
     note="The revealed card waits in the hand until the end of the phase (played from there "
          "as if in hand), then goes back on top of the conflict deck.")

card("the-art-of-peace", "The Art of Peace",
     inert=f"when this province is broken: {NEVER_ATTACKS}")

card("shizuka-toshi", "Shizuka Toshi",
     inert=f"bows a participating character with 2 political or less: {NO_CHARACTERS} (bowing "
           "one's own attacker is not played); its fate, honor and province strength bonus are "
           "printed and played")
