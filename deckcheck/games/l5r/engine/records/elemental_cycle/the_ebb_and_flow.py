"""Records of the cards first printed in The Ebb and Flow (Elemental Cycle). Tests in
tests/test_l5r_records_elemental_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict
from deckcheck.games.l5r.engine.ops.province_strength import province_lower_to_1
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import COUNTS
from deckcheck.goldfish.abilities.records import Constant
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    ENTERS_PLAY,
    OnlyAttachments,
    action,
    attached,
    card,
    chars,
    choose,
    constant,
    event_action,
    helps,
    in_conflict,
    military,
    move_in,
    political,
    reaction,
    ready,
    statics,
)
from deckcheck.goldfish.abilities.records import (
    EVENT_CARD,
    Target,
)
from deckcheck.games.l5r.engine.records.words import (
    NO_CHARACTERS,
    PLAYER_NEVER_DEFENDS,
    province,
    restrict,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS


# -- the operations only these records use ----------------------------------------------------
MARK_ANCESTOR = -(82 << 20)


MARK_ANCESTOR_FROM = -(83 << 20)


def _skill_of(state: L5rState, c: int, stat: int) -> int:
    t = state.table
    return (t.military[c] if stat == 1 else t.political[c]) or 0


def _ancestor_pick(state: L5rState) -> tuple[int, int]:
    """(the participating Shugenja, the dynasty discard pile's character) whose printed skill
    of the conflict's type gains most, or -1s when none gains."""
    t = state.table
    stat = state.c_type
    if stat not in (1, 2):
        return -1, -1
    best, pick = 0, (-1, -1)
    shugenja = [c for c in state.attackers if "shugenja" in t.traits[c]]
    dead = [d for d in state.dynasty_discard if t.type[d] == CHARACTER]
    for s in shugenja:
        for d in dead:
            gain = _skill_of(state, d, stat) - _skill_of(state, s, stat)
            if gain > best:
                best, pick = gain, (s, d)
    return pick


def _ancestor_gain(state: L5rState, ctx, value) -> bool:
    return _ancestor_pick(state)[0] >= 0


def _ancestor(state: L5rState, ctx, eff, cards) -> None:
    s, d = _ancestor_pick(state)
    k = next((i for i, ab in enumerate(state.table.abilities[ctx.source])
              if isinstance(ab, Constant)), -1)
    if s < 0 or k < 0:
        return
    state.used[MARK_ANCESTOR - ctx.source] = s + 1
    state.used[MARK_ANCESTOR_FROM - ctx.source] = d + 1
    for e in (0, 1):
        state.lasting.append((ctx.source, k, e, s, "contest"))


def _ancestor_change(stat: int):
    def count(state: L5rState, ctx, value) -> int:
        s = state.used.get(MARK_ANCESTOR - ctx.source, 0) - 1
        d = state.used.get(MARK_ANCESTOR_FROM - ctx.source, 0) - 1
        if s < 0 or d < 0:
            return 0
        return _skill_of(state, d, stat) - _skill_of(state, s, stat)
    return count


def _honor_twice(state, ctx, eff, cards):
    for c in cards:
        play_rules.honor_character(state, c)
        play_rules.honor_character(state, c)


CONDITIONS["mb_ancestor_gain"] = _ancestor_gain
COUNTS["mb_ancestor_military"] = _ancestor_change(1)
COUNTS["mb_ancestor_political"] = _ancestor_change(2)
GAME_OPS["mb_ancestor"] = _ancestor
GAME_OPS["ma_honor_twice"] = _honor_twice


card("ofushikai", "Ofushikai",
     inert=f"the Champion's action moves a participating character home: {NO_CHARACTERS} (moving "
           "one's own home is not played); +2/+3, Ancestral and Restricted are printed and played")

statics("ofushikai", when("dc_host_unique_clan", "phoenix"))

card("soul-beyond-reproach", "Soul Beyond Reproach",
     event_action(game("ma_honor_twice", target=choose(chars(), state="ma_not_honored"))),
     note="Honors a character that is not honored yet, twice (a dishonored one ends honored, an "
          "ordinary one honored). Air role only: deck building.")

card("my-ancestor-s-strength", "My Ancestor's Strength",
     constant(military(1, Target(EVENT_CARD), until="", per="mb_ancestor_military"),
              political(1, Target(EVENT_CARD), until="", per="mb_ancestor_political")),
     event_action(game("mb_ancestor"), when=(when("in_conflict"), when("mb_ancestor_gain")),
                  phases=("conflict",)),
     note="Played when a participating Shugenja gains skill of the conflict's type: its base "
          "skills become the printed skills of the dynasty discard pile's character that gives "
          "most, until the end of the conflict (the constant is the bookkeeping, as Bayushi "
          "Yunako's: the change to its printed skills). Base-skill changes of other cards are "
          "not kept apart from the printed skills.")

card("asako-azunami", "Asako Azunami",
     inert="replaces the water ring's effect with bowing one character and readying another: "
           f"the normal effect readies one already, and bowing is meant for the opponent's "
           f"characters ({NO_CHARACTERS}; bowing the player's own never helps)")

card("deceptive-offer", "Deceptive Offer",
     missing=(helps("+2 military and +2 political to a participant, or 1 honor from the "
                    "opponent, as the opponent chooses (the passive opponent makes no choice)"),))

card("hawk-tattoo", "Hawk Tattoo",
     reaction(ENTERS_PLAY, move_in(attached()), when=(in_conflict(),)),
     note="Played during a conflict, it moves its host in. The Monk's extra action changes "
          "nothing: the passive opponent passes anyway. +1 military is printed and played.")

card("yoritomo", "Yoritomo",
     constant(military(1, until="", per="fate"), political(1, until="", per="fate")),
     note="+1/+1 per fate in the player's pool, counted whenever its skill is asked.")

card("disguised-protector", "Disguised Protector",
     missing=(helps("each player adds its honor bid to its side of the conflict (an action the "
                    "player would use only when its bid beats the opponent's 3)"),))

card("fight-on", "Fight On", inert=f"the player as the defender: {PLAYER_NEVER_DEFENDS}")

province("flooded-waste", "Flooded Waste", "after it is revealed")

card("force-of-the-river", "Force of the River",
     missing=(helps("the facedown province cards put into the conflict as 1-military Cavalry "
                    "spirits"),),
     note="Attach to a Shugenja (its host rule).")

restrict("force-of-the-river", when("uni_host_trait", "shugenja"))


card("heroic-resolve", "Heroic Resolve",
     action(ready(attached()), when=(when("claimed_at_least", 2),)),
     note="Readies its character with 2 or more rings in the player's claimed pool; +1/+1 is "
          "printed and played.")

card("hidden-moon-dojo", "Hidden Moon Dōjō",
     missing=(helps("playing the cards of the adjacent provinces as if in hand, and turning one "
                    "faceup"),))

card("ikebana-artisan", "Ikebana Artisan",
     inert=f"cancels the honor lost for an unopposed conflict, a defender's loss: {PLAYER_NEVER_DEFENDS}")

card("master-of-the-swift-waves", "Master of the Swift Waves",
     missing=(helps("switching a participant with a character at home"),))

card("menacing-iron-warrior", "Menacing Iron Warrior",
     inert=f"stops the opponent's participants' abilities: {NO_CHARACTERS}")

_NEZUMI_MAX, _NEZUMI_COUNT = per_conflict(1, "title")


card("nezumi-infiltrator", "Nezumi Infiltrator",
     reaction(ENTERS_PLAY, province_lower_to_1(), _NEZUMI_COUNT, when=(in_conflict(), _NEZUMI_MAX)),
     note="Entering play during a conflict, it lowers the attacked province's strength by 1 (to "
          "a minimum of 1; raising it is never chosen). Its immunity does nothing here.")

province("seeking-the-truth", "Seeking the Truth", "its strength and when it is broken")

card("tireless-sodan-senzo", "Tireless Sōdan Senzo",
     inert="does not bow in a conflict it lost: the player never loses one (with no winner "
           "nobody loses)")

card("volcanic-troll", "Volcanic Troll",
     constant(military(2, until=""), political(2, until=""),
              when=(when("mb_claimed_any", ("fire",), negate=True),)),
     note="+2/+2 while the Fire ring is unclaimed (the opponent claims none).")

statics("volcanic-troll", OnlyAttachments(("weapon",)))
