"""Core Set records: the Crab and Crane cards (characters, attachments, events, holdings,
provinces, strongholds), reviewed against the card texts of the snapshot; one test each in
tests/test_l5r_records_core_crab_crane.py. Asahina Artisan, Savvy Politician and Doji Hotaru
are in records/core.py.

The passive opponent never attacks, defends, plays cards nor controls characters: texts about
defending, the opponent's characters, its events or an attack on the player's provinces do
nothing (``inert``). Abilities with a "sacrifice a character" cost only offer a *spent*
character (bowed without fate: one the fate phase discards anyway); this is the greedy
pilot's policy, written into the records because the pilot uses every offered ability.
"""
from __future__ import annotations

from dataclasses import replace

from deckcheck.games.l5r.engine.ops_crab_crane import cannot, game, sacrifice, when
from deckcheck.games.l5r.engine.records.dsl import (
    LEAVES_PLAY,
    PHASE_BEGINS,
    RECORDS,
    UNTIL_PHASE,
    action,
    card,
    chars,
    choose,
    conflict_type,
    constant,
    draw,
    event_action,
    fate,
    forced,
    holdings,
    honor,
    in_conflict,
    military,
    opponent_loses_honor,
    participating,
    place_fate,
    political,
    reaction,
    self_is,
    take_honor,
    this,
)

NO_CHARACTERS = "the passive opponent controls no characters"
NEVER_ATTACKS = "the passive opponent never attacks the player's provinces"
NEVER_DEFENDS = "the passive opponent never defends"
NO_EVENTS = "the passive opponent plays no events"


def restrict(code: str, *conds) -> None:
    """An attachment's play restrictions (``rules.attachment_hosts`` reads them)."""
    RECORDS[code] = replace(RECORDS[code], statics=tuple(conds))


# -- characters: Crab ------------------------------------------------------------------------------
card("borderlands-defender", "Borderlands Defender",
     inert=f"only while defending: {NEVER_DEFENDS}")

card("hida-guardian", "Hida Guardian",
     action(military(2, choose(chars(not_self=True), state="participating"), per="holdings"),
            political(2, choose(chars(not_self=True), state="participating"), per="holdings"),
            when=(participating(), when("holding_in_play")), phases=("conflict",)),
     note="Offered only with a holding in play (with none it gives +0). A character with a "
          "dash skill gets the other skill's bonus only.")

card("hida-kisada", "Hida Kisada",
     inert=f"cancels the opponent's action abilities: {NO_CHARACTERS} and triggers none")

card("hida-tomonatsu", "Hida Tomonatsu",
     inert=f"after winning a conflict as a defender: {NEVER_DEFENDS}")

card("hiruma-ambusher", "Hiruma Ambusher",
     inert=f"after entering play as a defender: {NEVER_DEFENDS}")

card("hiruma-yojimbo", "Hiruma Yōjimbō",
     constant(cannot("attack")))

card("intimidating-hida", "Intimidating Hida",
     reaction(PHASE_BEGINS, opponent_loses_honor(1), about="any",
              when=(when("event_option", "conflict"),)),
     note="The passive opponent never declares a conflict: it passes its conflict "
          "opportunities each round; the reaction (once per round) is taken as the conflict "
          "phase begins.")

card("kaiu-envoy", "Kaiu Envoy",
     note="Courtesy and Sincerity only: keywords the engine plays itself (play_rules.leave_play).")

card("kaiu-shuichi", "Kaiu Shuichi",
     action(fate(1), when=(in_conflict(), participating(), when("holding_in_play")),
            phases=("conflict",)),
     note="Covert does nothing: the passive opponent never declares defenders.")

card("shrewd-yasuki", "Shrewd Yasuki",
     action(game("look_take", 2, "bottom"),
            when=(participating(), when("holding_in_play")), phases=("conflict",)),
     note="Keeps the dearest card it can pay for now (else the cheapest).")

card("steadfast-witch-hunter", "Steadfast Witch Hunter",
     action(sacrifice(choose(chars(), state="spent")), game("ready_best"),
            when=(when("bowed_at_least", 2),)),
     note="Sacrifices a spent character (bowed, no fate) and readies the bowed character with "
          "the most skill.")

card("stoic-gunso", "Stoic Gunsō",
     action(sacrifice(choose(chars(not_self=True), state="spent")), military(3),
            when=(in_conflict(), participating()), phases=("conflict",)),
     note="Used while it participates (the skill counts only then), sacrificing a spent "
          "character (bowed, no fate).")

card("vanguard-warrior", "Vanguard Warrior",
     action(sacrifice(this()), place_fate(1, choose(chars(not_self=True))),
            when=(self_is("spent"),)),
     note="Sacrifices itself only when spent (bowed, no fate: the fate phase would discard it).")

card("vengeful-berserker", "Vengeful Berserker",
     reaction(LEAVES_PLAY, game("freeze_military"), military(1, per="frozen_military"),
              about="any", when=(in_conflict(), when("event_character"))),
     note="Doubling = + its military skill when the reaction resolves.")

# -- characters: Crane -----------------------------------------------------------------------------
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

card("eager-scout", "Eager Scout", note="No text.")

# -- attachments -------------------------------------------------------------------------------------
card("above-question", "Above Question",
     inert=f"protects against the opponent's events: {NO_EVENTS}")

card("duelist-training", "Duelist Training",
     inert=f"a duel with a participating character of the opponent: {NO_CHARACTERS}")

card("height-of-fashion", "Height of Fashion",
     note="+4 political (printed bonus); cannot be played during a conflict (a play restriction).")
restrict("height-of-fashion", when("in_conflict", negate=True))

card("jade-tetsubo", "Jade Tetsubō",
     inert=f"returns the fate of a weaker participating character: {NO_CHARACTERS} (taking the "
           "fate of one's own character is not played); +3 military and Restricted are "
           "printed and played")

card("reprieve", "Reprieve",
     reaction(PHASE_BEGINS, game("keep_host"), sacrifice(this()), about="any",
              when=(when("event_option", "fate"), when("host_no_fate"))),
     note="Used as the fate phase begins, when the host has no fate (the only way a character "
          "of the player leaves play against its will here): Reprieve is discarded and the host "
          "stays (1 fate token is put on it and taken off by the phase's fate removal). Its "
          "protection from sacrifices the player chooses itself is not used.")

card("watch-commander", "Watch Commander",
     inert=f"the reaction answers the opponent playing cards: {NO_EVENTS}; +1/+1 and the limit "
           "of 1 per character are played")
restrict("watch-commander", when("host_without_copy"))

# -- events -------------------------------------------------------------------------------------------
card("admit-defeat", "Admit Defeat",
     inert=f"bows a character defending alone: {NEVER_DEFENDS}")

card("levy", "Levy",
     event_action(fate(1)),
     note="The passive opponent chooses to give 1 fate (it keeps its honor, by which it can "
          "lose the game).")

card("noble-sacrifice", "Noble Sacrifice",
     inert="discards a dishonored character: the passive opponent controls none (sacrificing an "
           "honored character to discard one's own dishonored one is not played)")

card("rebuild", "Rebuild",
     event_action(game("rebuild", target=choose(holdings(), zone="dynasty_discard")),
                  when=(when("rebuild_slot"),)),
     note="The province used: an empty one, else one with a facedown card, else the dearest "
          "face-up character; never one showing a holding.")

card("the-mountain-does-not-fall", "The Mountain Does Not Fall",
     inert=f"only while defending: {NEVER_DEFENDS}")

card("the-perfect-gift", "The Perfect Gift",
     event_action(game("look_take", 4, "shuffle")),
     note="Keeps the dearest of its top 4 cards it can pay for now (else the cheapest); the card "
          "given to the passive opponent changes nothing.")

card("voice-of-honor", "Voice of Honor",
     inert=f"cancels an event: {NO_EVENTS}")

card("way-of-the-crab", "Way of the Crab",
     inert=f"the opponent sacrifices a character: {NO_CHARACTERS}")

card("way-of-the-crane", "Way of the Crane",
     event_action(honor(choose(chars(clan="crane")))))

# -- holdings -----------------------------------------------------------------------------------------
card("artisan-academy", "Artisan Academy",
     action(game("academy_reveal"), game("academy_end", until=UNTIL_PHASE),
            phases=("conflict",)),
     note="The revealed card waits in the hand until the end of the phase (played from there "
          "as if in hand), then goes back on top of the conflict deck.")

card("borderlands-fortifications", "Borderlands Fortifications",
     inert=f"switches cards between provinces, which only matters for defending them: "
           f"{NEVER_ATTACKS}")

card("funeral-pyre", "Funeral Pyre",
     action(sacrifice(choose(chars(), state="spent")), draw(1)),
     note="Sacrifices a spent character (bowed, no fate).")

# -- provinces and strongholds --------------------------------------------------------------------------
card("defend-the-wall", "Defend the Wall",
     inert=f"after winning a conflict at this province: {NEVER_ATTACKS}")

card("the-art-of-peace", "The Art of Peace",
     inert=f"when this province is broken: {NEVER_ATTACKS}")

card("shiro-nishiyama", "Shiro Nishiyama",
     inert=f"+1/+1 to defending characters: {NEVER_DEFENDS}; its fate, honor and province "
           "strength bonus are printed and played")

card("shizuka-toshi", "Shizuka Toshi",
     inert=f"bows a participating character with 2 political or less: {NO_CHARACTERS} (bowing "
           "one's own attacker is not played); its fate, honor and province strength bonus are "
           "printed and played")
