"""Core Set records: the Crab cards. One test each in tests/test_l5r_records_core_set_crab.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import cannot, game, sacrifice, when
from deckcheck.games.l5r.engine.records.dsl import (
    LEAVES_PLAY,
    PHASE_BEGINS,
    action,
    card,
    chars,
    choose,
    constant,
    draw,
    event_action,
    fate,
    holdings,
    in_conflict,
    military,
    opponent_loses_honor,
    participating,
    place_fate,
    political,
    reaction,
    self_is,
    this,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
    restrict,
)


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

card("eager-scout", "Eager Scout", note="No text.")

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

card("levy", "Levy",
     event_action(fate(1)),
     note="The passive opponent chooses to give 1 fate (it keeps its honor, by which it can "
          "lose the game).")

card("rebuild", "Rebuild",
     event_action(game("rebuild", target=choose(holdings(), zone="dynasty_discard")),
                  when=(when("rebuild_slot"),)),
     note="The province used: an empty one, else one with a facedown card, else the dearest "
          "face-up character; never one showing a holding.")

card("the-mountain-does-not-fall", "The Mountain Does Not Fall",
     inert=f"only while defending: {NEVER_DEFENDS}")

card("way-of-the-crab", "Way of the Crab",
     inert=f"the opponent sacrifices a character: {NO_CHARACTERS}")

card("borderlands-fortifications", "Borderlands Fortifications",
     inert=f"switches cards between provinces, which only matters for defending them: "
           f"{NEVER_ATTACKS}")

card("funeral-pyre", "Funeral Pyre",
     action(sacrifice(choose(chars(), state="spent")), draw(1)),
     note="Sacrifices a spent character (bowed, no fate).")

card("defend-the-wall", "Defend the Wall",
     inert=f"after winning a conflict at this province: {NEVER_ATTACKS}")

card("shiro-nishiyama", "Shiro Nishiyama",
     inert=f"+1/+1 to defending characters: {NEVER_DEFENDS}; its fate, honor and province "
           "strength bonus are printed and played")
