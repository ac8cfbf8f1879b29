"""Core Set records: the Dragon cards. One test each in tests/test_l5r_records_core_set_dragon.py."""
from __future__ import annotations


from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    ENTERS_PLAY,
    OnlyAttachments,
    action,
    bow_self,
    card,
    chars,
    choose,
    cond,
    constant,
    event_reaction,
    forced,
    helps,
    honor,
    in_conflict,
    military,
    participating,
    political,
    reaction,
    ready,
    statics,
    this,
)
from deckcheck.goldfish.abilities.records import CHOOSE, PARTICIPANTS, Target
from deckcheck.games.l5r.engine.records.words import FATE_TO_RING, event_option, game_op
from dataclasses import dataclass
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import hooks as l5r_hooks
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import ATTACHMENT, CHARACTER
from deckcheck.games.l5r.engine.hooks import HOOKS, STATE_WORDS
from deckcheck.games.l5r.engine.state import L5rState


# -- the operations only these records use ----------------------------------------------------
@dataclass(frozen=True, slots=True)
class OnePerHost:
    """"Limit 1 per character": no other copy of the title on the host."""

    def host_ok(self, state: L5rState, a: int, c: int) -> bool:
        t = state.table
        return not any(h == c and x != a and t.title[x] == t.title[a] for x, h in state.attached.items())


def _single_participant(state, ctx, value):
    return (ctx.event is not None and len(ctx.event.cards) == 1
            and ctx.event.cards[0] in state.play and ctx.event.cards[0] not in state.bowed)


def _attached_here(state, ctx, value):
    a = ctx.event.card if ctx.event is not None else -1
    return a >= 0 and state.attached.get(a, -1) == ctx.source and value in state.table.traits[a]


def _unclaimed_ring_fate(state, ctx, value):
    return sum(n for r, n in state.ring_fate.items() if r not in state.claimed and r != state.c_ring)


def _monk(state: L5rState, c: int) -> bool:
    t = state.table
    if t.type[c] != CHARACTER or c not in state.play:
        return False
    return "monk" in t.traits[c] or any(h == c and "monk" in t.traits[a] for a, h in state.attached.items())


def _participating_attached(state: L5rState, c: int) -> bool:
    return c in state.attackers and c in state.attached.values()


def _search_attachment(state, ctx, eff, cards):
    t = state.table
    top = state.conflict[-(eff.amount or 5):]            # the deck's top is its end
    found = [c for c in top if t.type[c] == ATTACHMENT]
    if found:
        best = max(found, key=lambda c: (t.military_bonus[c] + t.political_bonus[c], c))
        state.conflict.remove(best)
        state.hand.append(best)
        play_rules.seen(state, best)
    piles.shuffle(state, state.conflict)


def _refund_fate(state, ctx, eff, cards):
    for c in cards:
        n = state.fate_on.pop(c, 0)
        state.fate += n
        state.fate_spent -= n


def _double_if_two(state, ctx, eff, cards):
    for c in cards:
        if sum(1 for h in state.attached.values() if h == c) >= 2:
            mine = [e for e in state.lasting if e[0] == ctx.source and e[1] == ctx.ability and e[3] == c]
            state.lasting.extend(mine)


HOOKS.conditions.update({
    "dl_single_participant": _single_participant,
    "dl_attached_here": _attached_here,
})


HOOKS.counts.update({
    "dl_unclaimed_ring_fate": _unclaimed_ring_fate,
})


STATE_WORDS.update({
    "dl_monk": _monk,
    "dl_participating_attached": _participating_attached,
})


l5r_hooks.GAME_OPS.update({
    "dl_search_attachment": _search_attachment,
    "dl_refund_fate": _refund_fate,
    "dl_double_if_two": _double_if_two,
})


# -- records -----------------------------------------------------------------------------------
card("agasha-swordsmith", "Agasha Swordsmith",
     action(game_op("dl_search_attachment", amount=5)),
     note="The attachment taken is the one with the highest skill bonus among the top 5.")

card("ancestral-daisho", "Ancestral Daishō",
     note="Keywords only (Ancestral, Restricted), read by the engine; +2 military.")

card("ascetic-visionary", "Ascetic Visionary",
     action(ready(choose(chars(), state="dl_monk")), costs=(FATE_TO_RING,),
            when=(participating(),), phases=("conflict",)))

statics("ascetic-visionary", OnlyAttachments(("monk", "tattoo")))

card("daimyo-s-favor", "Daimyō's Favor",
     missing=(helps("Action: bow it to reduce the cost of the next attachment played on its "
                    "character this phase by 1 (cost reductions are not modeled; the pilot "
                    "does not play it)."),))

card("doomed-shugenja", "Doomed Shugenja",
     forced(ENTERS_PLAY, game_op("dl_refund_fate", this()), about="self",
            when=(event_option("province"),)),
     note="Limited is read by the engine; fate the pilot places on it when it is played from "
          "a province goes back to the pool at once.")

card("enlightened-warrior", "Enlightened Warrior",
     inert="Reacts to an opponent selecting a ring: the passive opponent never declares a conflict.")

card("indomitable-will", "Indomitable Will",
     event_reaction(CONTEST_WON, ready(Target(PARTICIPANTS), until="contest"),
                    when=(cond("dl_single_participant"),)),
     note="The lone winner bows with the others and readies at the end of the conflict.")

card("kitsuki-investigator", "Kitsuki Investigator",
     inert="Discards from the opponent's hand: the passive opponent holds no cards.")

card("kitsuki-s-method", "Kitsuki's Method",
     note="Keywords only (Ancestral, Restricted), read by the engine; +2 political.")

card("let-go", "Let Go",
     inert="Discards an attachment: the passive opponent has none, and discarding one's own "
           "never helps.")

card("mantra-of-fire", "Mantra of Fire",
     inert="Reacts to an opponent declaring a fire conflict: the passive opponent never declares one.")

card("mirumoto-prodigy", "Mirumoto Prodigy",
     inert="Limits the opponent's defenders: the passive opponent never defends.")

card("mirumoto-raitsugu", "Mirumoto Raitsugu",
     inert="Duels a participating character of the opponent: the passive opponent has none.")

card("mirumoto-s-fury", "Mirumoto's Fury",
     inert="Bows an attacking character: only the player attacks, and bowing its own attackers "
           "never helps.")

card("mountain-s-anvil-castle", "Mountain's Anvil Castle",
     action(military(1, choose(chars(), state="dl_participating_attached")),
            political(1, choose(chars(), state="dl_participating_attached")),
            game_op("dl_double_if_two", Target(CHOOSE)),
            costs=(bow_self(),), when=(in_conflict(),), phases=("conflict",)),
     note="A character with a dash in one skill cannot be chosen (fails closed).")

card("niten-adept", "Niten Adept",
     inert="Bows a participating character without attachments: the opponent has no "
           "participants, and bowing one's own never helps.")

card("niten-master", "Niten Master",
     reaction(ENTERS_PLAY, ready(), about="any",
              when=(event_option("attach"), cond("dl_attached_here", "weapon")), limit=2))

card("restoration-of-balance", "Restoration of Balance",
     inert="Interrupts this province being broken: the passive opponent never attacks.")

card("secluded-temple", "Secluded Temple",
     inert="Removes fate from the opponent's characters: the passive opponent has none.")

card("seeker-of-enlightenment", "Seeker of Enlightenment",
     constant(military(1, this(), until="", per="dl_unclaimed_ring_fate"),
              political(1, this(), until="", per="dl_unclaimed_ring_fate")))

card("tattooed-wanderer", "Tattooed Wanderer",
     inert="Played as an attachment it only grants Covert, which does nothing when the "
           "opponent never defends; as a character it has no text.")

card("togashi-initiate", "Togashi Initiate",
     action(honor(), costs=(FATE_TO_RING,), when=(participating(),), phases=("conflict",)))

card("togashi-kazue", "Togashi Kazue",
     missing=(helps("Playing it as an attachment (moves 1 fate from another participating "
                    "character to its host) is not modeled: the engine plays it only as a "
                    "character."),))

card("togashi-yokuni", "Togashi Yokuni",
     missing=(helps("Action: gaining another character's triggered ability until the end of "
                    "the phase is not modeled."),))

card("tranquility", "Tranquility",
     inert="Stops the opponent's characters from triggering abilities: the passive opponent has none.")

card("way-of-the-dragon", "Way of the Dragon",
     missing=(helps("Its character's triggered abilities may be used one more time each round "
                    "(not modeled); its +1/+1 and 'Limit 1 per character' are."),))

statics("way-of-the-dragon", OnePerHost())
