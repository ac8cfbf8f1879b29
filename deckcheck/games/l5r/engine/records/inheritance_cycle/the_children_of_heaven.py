"""Records of the cards first printed in The Children of Heaven (Inheritance Cycle). Tests in
tests/test_l5r_records_inheritance_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    LEAVES_PLAY,
    OnlyAttachments,
    card,
    chars,
    choose,
    conflict_type,
    event_action,
    helps,
    in_conflict,
    interrupt,
    military,
    participating,
    reaction,
    return_to_hand,
    statics,
)
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_DEFENDS,
    NEVER_REVEALED,
    NO_CHARACTERS,
    NO_DUELS,
    OPPONENT_DECK,
    SHORT,
    province,
    restrict,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.ops.skill_swaps import best_free_ring
from deckcheck.goldfish import piles


# -- the operations only these records use ----------------------------------------------------
MARK_REGAL = -(77 << 20)


def _participating_trait(state: L5rState, ctx, trait) -> bool:
    return any(trait in state.table.traits[c] for c in state.attackers)


def _regal_ok(state: L5rState, ctx, value) -> bool:
    return not state.used.get(MARK_REGAL, 0)


def _regal(state: L5rState, ctx, eff, cards) -> None:
    state.used[MARK_REGAL] = 1
    other = state.opp.bid if state.opp.bid is not None else 3
    state.bid = 1
    if other > 1:
        play_rules.draw(state, other - 1)


CONDITIONS["mb_participating_trait"] = _participating_trait
CONDITIONS["mb_regal_ok"] = _regal_ok
GAME_OPS["mb_regal"] = _regal


card("iron-crane-legion", "Iron Crane Legion",
     inert="X = the cards in the opponent's hand: the passive opponent holds none, so X is 0 (the "
           "engine reads X as a dash: it never attacks in military conflicts, where it would add "
           "0); No attachments except Weapon is played (OnlyAttachments)")

statics("iron-crane-legion", OnlyAttachments(("weapon",)))

card("emperor-s-summons", "Emperor's Summons", inert=f"after this province is revealed: {NEVER_REVEALED}")

card("regal-bearing", "Regal Bearing",
     event_action(game("mb_regal"),
                  when=(conflict_type("political"), when("mb_participating_trait", "courtier"),
                        when("mb_regal_ok")), phases=("conflict",)),
     note="The bid becomes 1 and the player draws the difference to the opponent's bid (it "
          "bids 3: 2 cards). One political conflict a round: max 1 per conflict is once a round.")

province("fortified-assembly", "Fortified Assembly", "after an attack against this province")

card("graceful-guardian", "Graceful Guardian",
     inert="raises the cost of the next cards each player plays in the conflict: the passive "
           "opponent plays none, so it could only cost the player")

card("issue-a-challenge", "Issue a Challenge", inert=f"limits the defenders: {NEVER_DEFENDS}")

card("licensed-quarter", "Licensed Quarter", missing=(helps(OPPONENT_DECK),))

card("sharpened-tsuruhashi", "Sharpened Tsuruhashi",
     interrupt(LEAVES_PLAY, return_to_hand(), about="self", zone="conflict_discard",
               when=(when("event_option", "host_sacrificed"),)),
     note="Back to the hand when its character is sacrificed (its LEAVES_PLAY's option), asked "
          "as it reaches the conflict discard pile. +1 military is printed and played.")

card("emissary-of-lies", "Emissary of Lies", inert=f"moves an opposing participant home: {NO_CHARACTERS}")

card("hantei-daisetsu", "Hantei Daisetsu",
     inert=f"blanks a participant: {NO_CHARACTERS}, and the player's own could only lose by it; "
           "Sincerity is read from the text")

card("ide-ryoma", "Ide Ryōma",
     missing=(helps("bowing one of the player's characters to ready another (one Unicorn, one "
                    "not)"),))

card("ikoma-kiyono", "Ikoma Kiyono",
     missing=(helps("readied for the glory count while the player is more honorable"),))

card("invoke-the-divine", "Invoke the Divine",
     missing=(helps("up to 3 Spell cards from the hand played without their costs"),))

card("natural-negotiator", "Natural Negotiator",
     missing=(helps("1 honor to the opponent to switch its Courtier's base skills"),),
     note="Attach to a Courtier (its host rule).")

restrict("natural-negotiator", when("uni_host_trait", "courtier"))

card("overhear", "Overhear", inert=f"a random card of the opponent's hand: {HOLDS_NO_HAND}")

card("righteous-delegate", "Righteous Delegate",
     missing=(helps("+1/+1 to the non-Bushi participants and -1/-1 to the Bushi (used when it "
                    "gains)"),))

_KATA_MAX, _KATA_COUNT = per_conflict(1, "title")


card("rising-stars-kata", "Rising Stars Kata",
     event_action(military(3, choose(chars(unique=True), state="participating")), _KATA_COUNT,
                  when=(in_conflict(), _KATA_MAX, SHORT), phases=("conflict",)),
     note=f"+3 military to a unique participant (Max 1 per conflict, per title); the +5 after a "
          f"won duel never happens: {NO_DUELS}.")

card("starry-heaven-sanctuary", "Starry Heaven Sanctuary",
     missing=(helps("2 fate when the fate phase removes 4 or more fate from characters"),))

card("student-of-anatomies", "Student of Anatomies",
     inert=f"sacrifices a character to blank one: {NO_CHARACTERS}, so only the player's own "
           "could be blanked")


def _take_ring_fate(state: L5rState, ctx, eff, cards) -> None:
    """Togashi Yoshi: 1 fate from the unclaimed ring with the most."""
    r = best_free_ring(state)
    if r >= 0 and state.ring_fate.get(r, 0):
        piles.remove(state.ring_fate, r, 1)
        play_rules.gain_fate(state, 1)


CONDITIONS["free_ring_fate"] = lambda state, ctx, value: state.ring_fate.get(best_free_ring(state), 0) > 0
GAME_OPS["take_ring_fate"] = _take_ring_fate


card("togashi-yoshi", "Togashi Yoshi",
     reaction(CONTEST_WON, game("take_ring_fate"), about="any",
              when=(participating(), when("free_ring_fate"))))

card("truthseeker", "Truthseeker",
     missing=(helps("putting the top 3 cards of a deck back in the order the player wants"),))

card("unspoken-etiquette", "Unspoken Etiquette",
     inert="dishonors the participating non-Courtiers: only the player's own participate, so it "
           "could only hurt them")
