"""Records of the cards first printed in For the Empire (Inheritance Cycle). Tests in
tests/test_l5r_records_inheritance_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    OnlyAttachments,
    action,
    attached,
    bow,
    card,
    chars,
    choose,
    conflict_type,
    event_action,
    glory,
    helps,
    honor,
    in_conflict,
    military,
    move_in,
    participating,
    reaction,
    statics,
)
from deckcheck.games.l5r.engine.records.words import (
    NO_CARDS,
    NO_CHARACTERS,
    NO_EVENTS,
    NO_HAND_TO_COMPARE,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    province,
    restrict,
)
from deckcheck.goldfish.abilities.base import Event
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import RINGS, L5rState
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import best_card
from deckcheck.games.l5r.engine.ops.skill_swaps import best_free_ring
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.hooks import STATE_WORDS
from deckcheck.games.l5r.engine.state import HONORED
from deckcheck.games.l5r.engine.rings import elements


# -- the operations only these records use ----------------------------------------------------


def _conflict_discard(state: L5rState, ctx, value) -> bool:
    return any(c != ctx.source for c in state.conflict_discard)


def _regrow(state: L5rState, ctx, eff, cards) -> None:
    pool = [c for c in state.conflict_discard if c != ctx.source]
    if not pool:
        return
    c = max(pool, key=lambda x: (state.table.cost[x], -x))
    state.conflict_discard.remove(c)
    state.hand.append(c)


CONDITIONS.update({
    "mb_conflict_discard": _conflict_discard,
})


GAME_OPS.update({
    "mb_regrow": _regrow,
})


# -- records -----------------------------------------------------------------------------------
def _honored_participating(state: L5rState, c: int) -> bool:
    return c in state.attackers and state.status.get(c, 0) == HONORED


STATE_WORDS.update({
    "ma_honored_participating": _honored_participating,
})


# -- records -----------------------------------------------------------------------------------
MARK_WON = -(6 << 20)


def _mark_won(state, ctx, eff, cards):
    state.used[MARK_WON - ctx.source] = state.conflicts_won + 1


def _honor_if_won(state, ctx, eff, cards):
    mark = state.used.get(MARK_WON - ctx.source, 0)
    if mark and state.conflicts_won >= mark:
        for c in cards:
            if c in state.play and play_rules.honor.honor_card(state, c):
                play_rules.fire(state, Event(play_rules.HONORED, c))


GAME_OPS.update({
    "dc_mark_won": _mark_won,
    "dc_honor_if_won": _honor_if_won,
})


# -- records -----------------------------------------------------------------------------------
card("a-perfect-cut", "A Perfect Cut",
     event_action(game("dc_mark_won"),
                  military(2, choose(chars("bushi"), state="participating")),
                  game("dc_honor_if_won", target=choose(chars("bushi"), state="participating"),
                       until="contest"),
                  when=(conflict_type("military"),), phases=("conflict",)),
     note="The Bushi is honored at the conflict's end when the player won it.")

card("hantei-sotorii", "Hantei Sotorii",
     action(glory(3, choose(chars(), state="ma_honored_participating"), until="contest"),
            when=(conflict_type("military"), participating()), phases=("conflict",)),
     note="+3 glory on an honored participant (glory counts in the skill of honored characters "
          "only). Pride is a keyword the engine plays.")

card("esteemed-tea-house", "Esteemed Tea House",
     inert=f"returns an attachment of a participant to its owner's hand: {NO_CHARACTERS} "
           "(returning one's own is not played)")

card("blade-of-10-000-battles", "Blade of 10,000 Battles",
     reaction(CONTEST_WON, game("mb_regrow"), about="any",
              when=(when("ps_host_in_event"), when("more_honor"), when("mb_conflict_discard"))),
     note="After its character wins a conflict while the player has more honor: the most "
          "expensive other card of the conflict discard pile back to the hand. +3/+1, Limited "
          "and Restricted are printed and played.")

statics("blade-of-10-000-battles", when("mb_host_unique"))

card("command-respect", "Command Respect",
     inert=f"taxes the opponent's events and needs fewer cards in hand: {NO_HAND_TO_COMPARE}; {NO_EVENTS}")

card("akodo-zentaro", "Akodo Zentarō",
     note="Its action takes a holding from the attacked province: the passive opponent's "
          "provinces hold no cards (nothing to do).",
     missing=(helps("Disguised Bushi: the engine reads the keyword but never plays him over a "
                    "non-unique Bushi (he is played from a province at full cost)"),))

card("adorned-barcha", "Adorned Barcha",
     action(bow(choose(chars(), state="participating")), move_in(attached()),
            when=(conflict_type("military"), when("uni_host_ready"), SHORT),
            phases=("conflict",)),
     note="Attach to a unique character (its host rule). With no opposing participant the chosen "
          "participant is one of the player's own (the one it misses least): it bows and the "
          "host moves in, only while the conflict's skill is below the province's strength. "
          "+3 military, Limited and Restricted are printed and played.")

restrict("adorned-barcha", when("mb_host_unique"))

card("fifth-tower-watch", "Fifth Tower Watch",
     inert=f"the opponent bows a character when the player sacrifices one: {NO_CHARACTERS}",
     note="No attachments except Weapon (its host rule).")

statics("fifth-tower-watch", OnlyAttachments(("weapon",)))

card("give-no-ground", "Give No Ground", inert=f"a defending character: {PLAYER_NEVER_DEFENDS}")

card("hiruma-signaller", "Hiruma Signaller", inert=f"while it defends: {PLAYER_NEVER_DEFENDS}")

card("false-loyalties", "False Loyalties", inert="answers the opponent winning a conflict: it never wins one")

province("gateway-to-meido", "Gateway to Meido", "during conflicts at this province")

card("greater-understanding", "Greater Understanding",
     missing=(helps("attached to a ring, that ring's effect each time fate is placed on it"),))

card("magistrate-of-reason", "Magistrate of Reason", inert=f"taxes the opponent's abilities: {NO_CARDS}")

card("moment-of-perfect-beauty", "Moment of Perfect Beauty",
     inert="resolves the conflict after the opponent's next action opportunity: the passive "
           "opponent takes no actions, so the conflict resolves when the player passes anyway")

card("purity-of-spirit", "Purity of Spirit",
     event_action(honor(choose(chars("bushi"), state="participating")),
                  game("ps_discard_status", target=choose(chars("bushi"), state="participating"),
                       until="contest"),
                  when=(in_conflict(), SHORT), phases=("conflict",)),
     note="Honors a participating Bushi while the conflict's skill is below the province's "
          "strength; its status token is discarded at the end of the conflict.")

province("scene-of-the-crime", "Scene of the Crime", "after it is revealed")

card("sententious-poet", "Sententious Poet", inert=f"answers the opponent spending fate on cards: {NO_CARDS}")

card("shameless-gossip", "Shameless Gossip",
     missing=(helps("moving a status token between two of the player's characters"),))


def _sophist(state: L5rState, ctx, eff, cards) -> None:
    """Shiba Sophist: of the top 5 conflict cards, the best one with a trait named for an
    element of the contested ring goes to the hand; the deck is shuffled."""
    t = state.table
    names = {RINGS[r] for r in elements(state, state.c_ring)} if state.c_ring >= 0 else set()
    top = state.conflict[-5:]
    for c in top:
        play_rules.seen(state, c)
    found = [c for c in top if names & t.traits[c]]
    if found:
        keep = best_card(state, found)
        state.conflict.remove(keep)
        state.hand.append(keep)
    piles.shuffle(state, state.conflict)


GAME_OPS["sophist"] = _sophist


card("shiba-sophist", "Shiba Sophist",
     action(game("sophist"), when=(participating(),), phases=("conflict",)),
     note="The card kept is the dearest one the player can pay for (else the cheapest).")


def _ring_switch_gain(state: L5rState, ctx, value) -> bool:
    r = best_free_ring(state)
    return state.c_ring >= 0 and r >= 0 and state.ring_fate.get(r, 0) > 0


def _switch_contested(state: L5rState, ctx, eff, cards) -> None:
    """Shinjo Kyōra: the contested ring switched with the unclaimed ring with the most fate,
    whose fate the attacking player takes."""
    r = best_free_ring(state)
    if state.c_ring >= 0 and r >= 0:
        play_rules.gain_fate(state, state.ring_fate.pop(r, 0))
        state.c_ring = r


CONDITIONS["ring_switch_gain"] = _ring_switch_gain
GAME_OPS["switch_contested"] = _switch_contested


card("shinjo-kyora", "Shinjo Kyōra",
     action(game("switch_contested"), when=(participating(), when("ring_switch_gain")),
            phases=("conflict",)),
     note="Used when an unclaimed ring has fate: the player takes it and that ring is contested "
          "instead. Disguised is read from the text.")

card("toshi-ranbo", "Toshi Ranbo",
     missing=(helps("faceup from the start, characters played from it enter play with 1 more "
                    "fate (the engine plays the player's provinces facedown and without "
                    "text)"),))
