"""Records of the cards first printed in the clan pack Seekers of Wisdom. One test each in
tests/test_l5r_records_seekers_of_wisdom.py."""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.records import EACH, Target
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.ops.conflict_plays import PlayedExtra
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.records.dsl import (
    ENTERS_PLAY,
    OnlyAttachments,
    action, attached, bow_self, card, chars, choose, helps, hurts,
    draw, event_action, in_conflict, participating, reaction, ready, resolve_ring, statics,
)
from deckcheck.games.l5r.engine.records.words import (
    SUPPORT_ROLE,
    NEVER_ATTACKS, NO_CARDS,
    NO_CHARACTERS, NO_DUELS, NO_HAND, OWN_ONLY,
    province,
)
from deckcheck.games.l5r.engine.ops.greedy_choices import host_of


# -- the operations only these records use ----------------------------------------------------
def _host_max_cost(state, ctx, n):
    h = host_of(state, ctx.source)
    return h in state.play and state.table.cost[h] <= n


CONDITIONS.update({
    "dc_host_max_cost": _host_max_cost,
})


# -- Seekers of Wisdom ------------------------------------------------------------------------------

card("elegant-tessen", "Elegant Tessen",
     reaction(ENTERS_PLAY, ready(attached()), when=(when("dc_host_max_cost", 2),)),
     note="+1/+1 and Restricted are printed and played.")

card("asako-togama", "Asako Togama",
     action(game("ps_swap_ring"), when=(participating(), when("ps_ring_gain", 1)),
            phases=("conflict",)),
     note="While participating, a claimed ring is switched with the unclaimed ring holding the "
          "most fate (at least 1), and the player gains its fate.")

# -- the operations of the records added in this review ---------------------------------------
def _ready_event_host(state: L5rState, ctx, eff, cards) -> None:
    host = state.attached.get(ctx.event.card, -1) if ctx.event is not None else -1
    if host in state.play:
        play_rules.ready(state, host)


def _richest_ring(state: L5rState) -> int:
    rings = [r for r, n in state.ring_fate.items() if n > 0]
    return max(rings, key=lambda r: (state.ring_fate[r], -r)) if rings else -1


def _ring_fate_to_monk(state: L5rState, ctx, eff, cards) -> None:
    r = _richest_ring(state)
    if r >= 0 and cards:
        piles.remove(state.ring_fate, r, 1)
        piles.add(state.fate_on, cards[0], 1)


CONDITIONS.update({
    "ring_has_fate": lambda state, ctx, value: _richest_ring(state) >= 0,
})


GAME_OPS.update({
    "ready_event_host": _ready_event_host,
    "ring_fate_to_one": _ring_fate_to_monk,
})

PLAYED_5 = when("played_in_conflict_at_least", 5)


card("an-ocean-in-a-drop", "An Ocean in a Drop",
     missing=(helps("sacrificed to put the player's hand under the deck and draw as many: not "
                    "played"),))

card("dragon-tattoo", "Dragon Tattoo",
     missing=(helps("an event that chose its character is played again: not modeled; nor "
                    "the Tattooed trait it gives"),),
     note="+2/+0 and Restricted are printed and played.")

card("four-temples-advisor", "Four Temples Advisor",
     missing=(helps("draws 1 after each fate the player takes from a ring: the engine fires "
                    "no event for ring fate"),))

card("niten", "Niten",
     missing=(helps("trades itself for another attachment from hand on its character: not "
                    "played"),),
     note="Attaches to a Dragon character only; +1/+1 is printed and played.")

statics("niten", when("host_clan", "dragon"))

card("vine-tattoo", "Vine Tattoo",
     missing=(helps("its character gains the Tattooed trait: not added"),),
     note="Its protection answers the opponent's keywords and abilities: the passive opponent "
          "has none. +0/+1 is printed and played.")

card("hida-kotoe", "Hida Kotoe", inert=f"after it wins a conflict as the defender: {NEVER_ATTACKS}")

card("togashi-acolyte", "Togashi Acolyte",
     missing=(helps("played as an attachment (+1/+1 for each card played in its conflict): "
                    "not played"),))

card("iron-foundations-stance", "Iron Foundations Stance",
     event_action(draw(1),
                  when=(when("dl_count_at_least", (Target(EACH, chars("monk"), "conflict"), 1)),
                        when("another_played_with_trait", "kiho")),
                  phases=("conflict",)),
     note="Played on a participating Monk when another Kihō was played in the conflict: the "
          "player draws 1. Its protection answers the opponent's effects: the passive opponent "
          "has none, so without the draw the pilot keeps it.")

card("wildfire-kick", "Wildfire Kick",
     inert=f"-2/-2 to the opponent's participants: {NO_CHARACTERS}")

card("asahina-maeko", "Asahina Maeko",
     inert=f"raises the cost of cards for both players: {NO_CARDS}, so only the player would pay")

card("austere-exemplar", "Austere Exemplar",
     inert="takes 3 actions in a row: the passive opponent passes every action window, so the "
           "player takes as many actions as it likes already")

card("bayushi-gensato", "Bayushi Gensato", inert=NO_DUELS)

card("ichiro", "Ichirō",
     missing=(hurts("characters with attachments cannot be honored or dishonored: the player's "
                    "own honoring still works in the engine"),))

card("iuchi-rimei", "Iuchi Rimei", inert=f"moves an attachment of the opponent: {NO_CHARACTERS}")

card("matsu-koso", "Matsu Koso", inert=f"-X military to each participant: {OWN_ONLY}")

card("mirumoto-masashige", "Mirumoto Masashige",
     inert=f"needs the opponent to control more characters: {NO_CHARACTERS}")

card("monastery-protector", "Monastery Protector",
     note="No attachments except Monk or Tattoo (a host rule); the extra fate for events is "
          "the opponent's to pay: the passive opponent plays none.")

statics("monastery-protector", OnlyAttachments(("monk", "tattoo")))

card("perceptive-kitsuki", "Perceptive Kitsuki", inert=f"looks at the opponent's hand: {NO_HAND}")

card("taoist-adept", "Taoist Adept", inert=NO_DUELS)

card("togashi-gaijutsu", "Togashi Gaijutsu",
     reaction(ENTERS_PLAY, game("ready_event_host"), about="any",
              when=(when("event_option", "attach"), when("mb_event_trait", "tattoo"))),
     note="After the player attaches a Tattoo: its character readies.")

card("togashi-hoshi", "Togashi Hoshi",
     missing=(helps("turns an attachment into a character: not played"),),
     note="No attachments except Monk or Tattoo (a host rule).")

statics("togashi-hoshi", OnlyAttachments(("monk", "tattoo")))

card("togashi-mitsu-2", "Togashi Mitsu",
     action(resolve_ring(), when=(participating(), PLAYED_5), phases=("conflict",)),
     note="With 5 cards played in its conflict: the contested ring's effect resolves for the "
          "player (the greedy choice among the rings). Covert answers the opponent's "
          "defenders: the passive opponent declares none.")

card("shintao-monastery", "Shintao Monastery",
     note="Counts 1 more card played in each conflict (ops/conflict_plays.py).")

statics("shintao-monastery", PlayedExtra(1))

province("fuchi-mura", "Fuchi Mura", "places fate on the rings after an attack on it")

card("high-house-of-light", "High House of Light",
     action(game("ring_fate_to_one", target=choose(chars("monk"), state="participating")),
            costs=(bow_self(),),
            when=(in_conflict(), PLAYED_5, when("ring_has_fate"))),
     note="Bowed with 5 cards played in the conflict: 1 fate of the richest ring goes to a "
          "participating Monk; the protection from the opponent's events does nothing.")

card("support-of-the-dragon", "Support of the Dragon",
     inert=SUPPORT_ROLE)
