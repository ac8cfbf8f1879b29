"""Records of the cards first printed in For Honor and Glory (Imperial Cycle). Tests in
tests/test_l5r_records_imperial_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.hooks import COUNTS
from deckcheck.games.l5r.engine.state import POLITICAL
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    ENTERS_PLAY,
    action,
    card,
    chars,
    choose,
    conflict_type,
    fate_cost,
    helps,
    hurts,
    military,
    move_in,
    participating,
    reaction,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NO_CHARACTERS,
    NO_DUELS,
    NO_EVENTS,
    OPPONENT_DECK,
    OWN_PROVINCE,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    TRAIT_GRANT,
    restrict,
)


# -- the operations only these records use ----------------------------------------------------
def _shrine(state, ctx, eff, cards):
    t = state.table
    for _ in range(3):
        if not state.conflict:
            break
        c = state.conflict.pop()
        play_rules.seen(state, c)
        if "spell" in t.traits[c] or "kiho" in t.traits[c]:
            state.hand.append(c)
        else:
            state.conflict_discard.append(c)


GAME_OPS["ma_shrine"] = _shrine


# -- the operations only these records use ----------------------------------------------------
COUNTS["self_political"] = lambda state, ctx, value: play_rules.skill(state, ctx.source, POLITICAL) or 0


COUNTS["self_political"] = lambda state, ctx, value: play_rules.skill(state, ctx.source, POLITICAL) or 0


# -- records -----------------------------------------------------------------------------------
card("pathfinder-s-blade", "Pathfinder's Blade",
     inert="cancels abilities of the attacked province: the passive opponent's provinces have "
           "none; +1 military is printed and played")

card("riot-in-the-streets", "Riot in the Streets",
     inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("shrine-maiden", "Shrine Maiden",
     reaction(ENTERS_PLAY, game("ma_shrine")))

card("frostbitten-crossing", "Frostbitten Crossing", inert=OWN_PROVINCE)

card("kakita-blade", "Kakita Blade",
     inert=f"its skill while in a duel and its honor for a won duel: {NO_DUELS}; +2 military "
           "is printed and played")

card("policy-debate", "Policy Debate", inert=NO_DUELS)

card("raise-the-alarm", "Raise the Alarm", inert=f"the player as the defender: {PLAYER_NEVER_DEFENDS}")

def _reattach(state: L5rState, ctx, eff, cards) -> None:
    """Shinjo Saddle: this attachment moves to the chosen character."""
    for c in cards:
        if ctx.source in state.attached and c in state.play:
            state.attached[ctx.source] = c


GAME_OPS["reattach"] = _reattach


card("shinjo-saddle", "Shinjo Saddle",
     action(game("reattach", target=choose(chars("cavalry"), state="participating")),
            when=(when("mb_host_participating", negate=True), SHORT), phases=("conflict",)),
     note="Cavalry character only (its host rule); +1 military is printed and played. Its "
          "action moves it from a character at home to a participating Cavalry character while "
          "the conflict's skill is below the province's strength.")

restrict("shinjo-saddle", when("uni_host_trait", "cavalry"))

card("bayushi-yojiro", "Bayushi Yojiro",
     missing=(helps("while it participates, dishonored participants count their skill without "
                    "the token"),
              hurts("while it participates, honored participants count their skill without the "
                    "token")))

card("harmonize", "Harmonize", inert=f"the player as the defender: {PLAYER_NEVER_DEFENDS}")

card("high-kick", "High Kick", inert=f"bows an opposing participant: {NO_CHARACTERS}")

card("ide-tadaji", "Ide Tadaji",
     action(move_in(choose(chars(max_cost=2), state="ready_home")),
            when=(participating(), SHORT), phases=("conflict",)),
     note="Moves the player's ready character of printed cost 2 or lower at home into the "
          "conflict (the opponent has none), while the conflict's skill is below the "
          "province's strength.")

card("ikoma-ujiaki", "Ikoma Ujiaki",
     missing=(helps("discarding the Imperial Favor to turn the provinces faceup and put 2 of "
                    "their characters into the conflict"),))

card("kabuki-hero", "Kabuki Hero",
     action(military(1, per="self_political"), costs=(fate_cost(1),),
            when=(participating(), conflict_type("military"), SHORT), phases=("conflict",)),
     note="Spends 1 fate for +X military (X its political skill) while it attacks in a military "
          "conflict short of the province's strength.")

card("kamayari", "Kamayari",
     inert="bows a character that triggers an ability in its host's conflict: only the player's "
           "own characters trigger abilities there, so it is never worth it",
     note="Bushi character only (its host rule); +3 military and Restricted are printed and "
          "played.")

restrict("kamayari", when("uni_host_trait", "bushi"))

card("magnificent-lighthouse", "Magnificent Lighthouse", missing=(helps(OPPONENT_DECK),))

card("miwaku-kabe", "Miwaku Kabe", inert=f"when its province is broken: {NEVER_ATTACKS}")

card("northern-wall-sensei", "Northern Wall Sensei", inert=f"immunity to events: {NO_EVENTS}")

card("seal-of-the-scorpion", "Seal of the Scorpion",
     missing=(helps(TRAIT_GRANT.format(what="Scorpion clan symbol and the Shinobi trait")),),
     note="+1 political is printed and played.")

card("stoic-magistrate", "Stoic Magistrate", inert=f"while it defends: {PLAYER_NEVER_DEFENDS}")
