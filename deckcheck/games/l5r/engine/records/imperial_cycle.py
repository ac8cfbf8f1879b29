"""Records of the cards first printed in the Imperial Cycle: Tears of Amaterasu, For Honor and
Glory, Into the Forbidden City, The Chrysanthemum Throne, Fate Has No Secrets, Meditations on
the Ephemeral. One test each in tests/test_l5r_records_imperial_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED
from deckcheck.games.l5r.engine.records.dsl import (
    ENTERS_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    RING_CLAIMED,
    action,
    card,
    chars,
    choose,
    event_action,
    event_reaction,
    fate,
    helps,
    honor,
    hurts,
    in_conflict,
    interrupt,
    place_fate,
    reaction,
    ready,
    statics,
)
from deckcheck.games.l5r.engine.ops.statics import GloryCount
from deckcheck.goldfish.abilities.records import Cost
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NOT_IN_CONFLICT,
    NO_CHARACTERS,
    NO_DUELS,
    NO_EVENTS,
    OWN_PROVINCE,
    PLAYER_NEVER_DEFENDS,
    TRAIT_GRANT,
    bow_one,
    province,
    restrict,
)
from deckcheck.goldfish.abilities.base import Context
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import SH_SLOT
from deckcheck.games.l5r.engine.ops.greedy_choices import free_rings, host_of, next_ring
from deckcheck.games.l5r.engine import honor as honor_rules
from deckcheck.games.l5r.engine.hooks import phase_name

# -- Tears of Amaterasu -----------------------------------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _opp_bid(state: L5rState) -> int:
    return state.opp.bid if state.opp.bid is not None else 3


def _bid_gift(state, ctx, value_):
    return phase_name(state) == "draw" and _opp_bid(state) > state.bid


def _bid_gift_op(state, ctx, eff, cards):
    n = _opp_bid(state) - state.bid
    if n > 0:
        honor_rules.gain(state, n)


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


CONDITIONS.update({
    "ma_bid_gift": _bid_gift,
})


GAME_OPS.update({
    "ma_bid_gift": _bid_gift_op,
    "ma_shrine": _shrine,
})


# -- records -----------------------------------------------------------------------------------
def _empty_rings_at_least(state, ctx, n):
    return sum(1 for r in free_rings(state) if not state.ring_fate.get(r, 0)) >= n


def _ring_fate_to_gather(state, ctx, v):
    to = next_ring(state)
    return to >= 0 and any(state.ring_fate.get(r, 0) for r in free_rings(state) if r != to)


def _control_trait(state, ctx, trait):
    t = state.table
    return any(trait in t.traits[c] for c in play_rules.characters(state))


def _host_has_fate(state, ctx, v):
    h = host_of(state, ctx.source)
    return h in state.play and state.fate_on.get(h, 0) > 0


def _in_row(state, ctx, v):
    return 0 <= piles.place_of(state.provinces, ctx.source) < SH_SLOT


def _rings_place(state, ctx, eff, cards):
    for r in free_rings(state):
        if not state.ring_fate.get(r, 0):
            state.ring_fate[r] = 1


def _gather_ring_fate(state, ctx, eff, cards):
    to = next_ring(state)
    rich = [r for r in free_rings(state) if r != to and state.ring_fate.get(r, 0)]
    if to >= 0 and rich:
        src = min(rich, key=lambda r: (state.ring_fate[r], r))
        piles.remove(state.ring_fate, src, 1)
        piles.add(state.ring_fate, to, 1)


def _to_stronghold_province(state, ctx, eff, cards):
    c = ctx.source
    slot = piles.place_of(state.provinces, c)
    if 0 <= slot < SH_SLOT:
        piles.take(state.provinces, slot, c)
        piles.put(state.provinces, SH_SLOT, c)
        play_rules.refill(state, slot)


CONDITIONS.update({
    "dc_empty_rings_at_least": _empty_rings_at_least,
    "dc_ring_fate_to_gather": _ring_fate_to_gather,
    "dc_control_trait": _control_trait,
    "dc_host_has_fate": _host_has_fate,
    "dc_in_row": _in_row,
})


GAME_OPS.update({
    "dc_rings_place": _rings_place,
    "dc_gather_ring_fate": _gather_ring_fate,
    "dc_to_stronghold_province": _to_stronghold_province,
})


# -- records -----------------------------------------------------------------------------------
MARK_CARD = -(37 << 20)


MARK_TITLE = -(38 << 20)


SLOT = 64


def _mark_key(state: L5rState, ctx: Context, key: str) -> int:
    if key == "title":
        return MARK_TITLE - state.table.title[ctx.source]
    return MARK_CARD - ctx.source


def _uses(state: L5rState, ctx: Context, per: str, key: str) -> int:
    value = state.used.get(_mark_key(state, ctx, key), 0)
    if per == "conflict":
        return value % SLOT if value // SLOT == state.conflicts else 0
    return value % SLOT


def _limit(state, ctx, value):
    n, per, key = value
    return _uses(state, ctx, per, key) < n


def _count(state, ctx, eff, cards):
    _, per, key = eff.value
    k = _mark_key(state, ctx, key)
    uses = _uses(state, ctx, per, key) + 1
    state.used[k] = (state.conflicts if per == "conflict" else 0) * SLOT + uses


CONDITIONS.update({
    "uni_limit": _limit,
})


GAME_OPS.update({
    "uni_count": _count,
})


# -- records -----------------------------------------------------------------------------------
card("jade-masterpiece", "Jade Masterpiece",
     action(game("dc_gather_ring_fate"), costs=(Cost("bow_self"),),
            when=(NOT_IN_CONFLICT, when("dc_ring_fate_to_gather")), phases=("conflict",)),
     note="Before a conflict is declared: 1 fate from the poorest other unclaimed ring with fate "
          "onto the ring the pilot declares on next (the one with the most fate).")

card("embrace-the-void", "Embrace the Void",
     interrupt(PHASE_BEGINS, fate(1), about="any",
               when=(when("event_option", "fate"), when("dc_host_has_fate"))),
     note="The fate the fate phase removes from the host goes to the player's pool (1 fate as "
          "the phase begins, when the host has fate). The player's own abilities remove no fate "
          "from its characters here.")

statics("embrace-the-void", when("dc_control_trait", "shugenja"))

card("isawa-kaede", "Isawa Kaede",
     inert="immunity to the opponent's ring effects (it resolves none); the void element her "
           "attack adds to the contested ring resolves nothing against a passive opponent (no "
           "opposing character has fate) and the ring's own element resolves as usual; Isawa "
           "Ujina's record reads the added void element")

card("goblin-sneak", "Goblin Sneak",
     reaction(ENTERS_PLAY, place_fate(1)),
     note="The opponent's fate pool is never empty (it gains fate each round and spends none).")

card("finger-of-jade", "Finger of Jade",
     inert="cancels the opponent's abilities that target the host: the passive opponent uses "
           "none")

card("seal-of-the-crane", "Seal of the Crane",
     missing=(helps(TRAIT_GRANT.format(what="Crane clan symbol and the Duelist trait")),),
     note="+1 political is printed and played.")

card("staunch-hida", "Staunch Hida", inert=f"wins a conflict as a defender: {PLAYER_NEVER_DEFENDS}")


# -- For Honor and Glory ----------------------------------------------------------------------------

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

card("shinjo-saddle", "Shinjo Saddle",
     missing=(helps("its action moving it to another Cavalry character"),),
     note="Cavalry character only (its host rule); +1 military is printed and played.")

restrict("shinjo-saddle", when("uni_host_trait", "cavalry"))


# -- Into the Forbidden City ------------------------------------------------------------------------

card("hiruma-skirmisher", "Hiruma Skirmisher",
     inert=f"gains covert: {NEVER_DEFENDS}")

card("benten-s-touch", "Benten's Touch",
     event_action(honor(choose(chars(), state="participating")),
                  costs=(bow_one(chars("shugenja", clan="phoenix")),),
                  when=(in_conflict(),), phases=("conflict",)),
     note="Bows a ready Phoenix Shugenja at home (never an attacker).")

card("prodigy-of-the-waves", "Prodigy of the Waves",
     action(ready(), when=(when("claimed", "water"),)))

card("censure", "Censure", inert=f"cancels an event: {NO_EVENTS}")

card("public-forum", "Public Forum",
     inert=f"saves the player's own province from breaking: {NEVER_ATTACKS}")

card("chasing-the-sun", "Chasing the Sun",
     missing=(helps("moving the conflict to another eligible province of the opponent (a "
                    "weaker one would break sooner)"),))


# -- The Chrysanthemum Throne -----------------------------------------------------------------------

card("mountaintop-statuary", "Mountaintop Statuary",
     reaction(PHASE_ENDS, game("dc_to_stronghold_province"), about="any",
              when=(when("event_option", "dynasty"), when("dc_in_row"))),
     note="Moved onto the stronghold province as the dynasty phase ends (its province is refilled "
          "facedown as at its reveal); the action moves an attacker home: "
          f"{NEVER_ATTACKS}.")

card("before-the-throne", "Before the Throne",
     inert=f"when this province is broken: {NEVER_ATTACKS}")

card("the-imperial-palace", "The Imperial Palace",
     note="+3 to the player's side of the glory count while face up (conflicts.glory_bonus reads "
          "its GloryCount). Its province strength bonus only matters to a defender; Limit 1 per "
          "deck: deck building.")

statics("the-imperial-palace", GloryCount(3))

card("way-of-the-chrysanthemum", "Way of the Chrysanthemum",
     event_reaction(DIALS_REVEALED, game("ma_bid_gift"), game("uni_count", "round", "title"),
                    when=(when("ma_bid_gift"), when("uni_limit", (1, "round", "title")))),
     note="Played when the player's bid was lower than the opponent's: it gains the honor the "
          "bid gave again. The window opens after the draw of the bid (rules: before it), so a "
          "copy just drawn may answer.")

card("implacable-magistrate", "Implacable Magistrate",
     missing=(hurts("while it attacks, only it and honored characters count their skill"),))

card("centipede-tattoo", "Centipede Tattoo",
     missing=(helps(TRAIT_GRANT.format(what="Tattooed trait")),),
     note="Monk character only (its host rule). Not bowing in a lost conflict does nothing: the "
          "player never loses one (with no winner nobody loses).")

restrict("centipede-tattoo", when("uni_host_trait", "monk"))

card("pit-trap", "Pit Trap",
     inert=f"played only on an attacking character: {NEVER_ATTACKS}, and on one of the player's "
           "own attackers it could only hurt them")


# -- Fate Has No Secrets ----------------------------------------------------------------------------

card("the-stone-of-sorrows", "The Stone of Sorrows",
     inert="stops the opponent removing or gaining fate from rings: the passive opponent never "
           "does; +1/+1 is printed and played (Seeker role only: deck building)")

card("consumed-by-five-fires", "Consumed by Five Fires",
     inert=f"removes fate from the opponent's characters: {NO_CHARACTERS}")

province("massing-at-twilight", "Massing at Twilight", "skill counted at this province")


# -- Meditations on the Ephemeral -------------------------------------------------------------------

card("written-in-the-stars", "Written in the Stars",
     event_action(game("dc_rings_place"),
                  when=(NOT_IN_CONFLICT, when("dc_empty_rings_at_least", 2)), phases=("conflict",)),
     note="Played before a conflict is declared when 2 or more unclaimed rings have no fate: 1 "
          "fate on each of them (the player takes a ring's fate when it declares a conflict on "
          "it; the passive opponent never does). Removing fate from the rings is never chosen.")

card("asako-tsuki", "Asako Tsuki",
     reaction(RING_CLAIMED, honor(choose(chars("scholar"))), about="any",
              when=(when("event_option", "water"),)))

card("iron-mine", "Iron Mine",
     missing=(helps("sacrificing itself to keep a character in play (the fate phase's discard "
                    "of a character without fate)"),))

card("kuni-ritsuko", "Kuni Ritsuko", inert=f"wins a conflict as a defender: {PLAYER_NEVER_DEFENDS}")

card("seal-of-the-unicorn", "Seal of the Unicorn",
     missing=(helps(TRAIT_GRANT.format(what="Unicorn clan symbol and the Cavalry trait")),),
     note="+1 military is printed and played.")
