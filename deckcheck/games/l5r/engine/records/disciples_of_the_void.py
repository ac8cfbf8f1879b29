"""Records of the cards first printed in the clan pack Disciples of the Void. One test each in
tests/test_l5r_records_disciples_of_the_void.py."""
from __future__ import annotations

from dataclasses import dataclass

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED, CONTEST_WON, LEAVES_PLAY, OnlyAttachments,
    action, attached, card, chars, choose, conflict_type, constant,
    event_action,
    event_reaction, fate, glory, helps, hurts,
    interrupt, military, participating, political,
    reaction, ready, resolve_ring, sacrifice_self, statics,
)
from deckcheck.games.l5r.engine.records.words import (
    opponent_passes,
    SUPPORT_ROLE,
    NEVER_ATTACKS, NO_CHARACTERS, NO_EVENTS, OWN_ONLY,
    participants, province,
)
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER, HOLDING
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COUNTS, GAME_OPS, HOOKS, REDUCTIONS
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState


# -- the operations only these records use ----------------------------------------------------
def walk_reduction(state: L5rState, c: int) -> int:
    """Walking the Way costs 1 less while the player controls a Shugenja."""
    t = state.table
    if t.ids[c] != "walking-the-way":
        return 0
    return 1 if any("shugenja" in t.traits[x] for x in play_rules.characters(state)) else 0


REDUCTIONS.append(walk_reduction)


def _worth(state: L5rState, c: int) -> int:
    """How much a province card is worth keeping: a character its cost, a holding more than
    any character, anything else nothing."""
    t = state.table
    if t.type[c] == HOLDING:
        return 99
    return t.cost[c] if t.type[c] == CHARACTER else -1


def _walk_choice(state: L5rState) -> tuple[int, int, int]:
    """(the looked-at character, the province slot, its card to discard), or -1s."""
    t = state.table
    top = [c for c in state.dynasty[-3:] if t.type[c] == CHARACTER]
    if not top:
        return -1, -1, -1
    new = max(top, key=lambda c: (t.cost[c], c))
    worst = [(_worth(state, c), slot, c) for slot in range(SH_SLOT)
             for c in state.provinces[slot]]
    if not worst:
        return -1, -1, -1
    value, slot, old = min(worst)
    if value >= t.cost[new]:
        return -1, -1, -1
    return new, slot, old


def _walk_gain(state: L5rState, ctx, value) -> bool:
    return _walk_choice(state)[0] >= 0


def _walk(state: L5rState, ctx, eff, cards) -> None:
    new, slot, old = _walk_choice(state)
    if new < 0:
        return
    piles.take(state.provinces, slot, old)
    state.facedown.discard(old)
    state.dynasty_discard.append(old)
    state.dynasty.remove(new)
    piles.put(state.provinces, slot, new)
    state.facedown.discard(new)
    piles.shuffle(state, state.dynasty)



def _won_by(state, ctx, n):
    return ctx.event is not None and ctx.event.amount >= n



def _put_fate(state, ctx, eff, cards):
    max_cost = eff.value[1] if len(eff.value) > 1 else 99
    for c in cards:
        if state.table.type[c] != CHARACTER or c in state.play:
            continue
        slot = piles.place_of(state.provinces, c)
        play_rules.enter_play(state, c, "put")
        if slot >= 0:
            play_rules.refill(state, slot)
        if c in state.play and state.table.cost[c] <= max_cost:
            piles.add(state.fate_on, c, 1)



CONDITIONS.update({
    "mb_walk_gain": _walk_gain,
    "ma_won_by": _won_by,
})


GAME_OPS.update({
    "mb_walk": _walk,
    "ma_put_fate": _put_fate,
})


# -- Disciples of the Void --------------------------------------------------------------------------
card("clarity-of-purpose", "Clarity of Purpose",
     event_action(ready(choose(chars(), state="ready_participating"), until="contest"),
                  when=(conflict_type("political"),), phases=("conflict",)),
     note="Played in a political conflict on a ready participant: it is readied at the end of "
          "the conflict (it does not bow from the resolution). Stopping the opponent's bowing "
          "effects is inert: the passive opponent plays none; in military conflicts it does "
          "nothing else.")

card("the-path-of-man", "The Path of Man",
     event_reaction(CONTEST_WON, fate(2), when=(when("ma_won_by", 5),)),
     note="The passive opponent counts no skill: won by the player's whole skill.")

card("fushicho", "Fushichō",
     interrupt(LEAVES_PLAY, game("ma_put_fate", target=choose(chars(clan="phoenix", not_self=True),
                                                               zone="dynasty_discard")),
               about="self", zone="dynasty_discard"),
     note="Asked when it reaches the dynasty discard pile (a fate phase discard, a sacrifice): "
          "the best Phoenix character there enters play with 1 fate. Leaving to the hand or a "
          "deck is not answered. No attachments (OnlyAttachments with no trait).")

statics("fushicho", OnlyAttachments(()))

card("ikoma-tsanuri", "Ikoma Tsanuri",
     action(military(1, participants(chars())), political(1, participants(chars())),
            when=(participating(),
                  when("dl_count_at_least", (participants(chars("bushi")), 3))),
            phases=("conflict",)))

card("kyuden-isawa", "Kyūden Isawa",
     missing=(helps("bow it and discard a Spell event to play a Spell event from the conflict "
                    "discard pile: replaying events from the discard pile is not modeled"),),
     note="Its fate, honor and province strength bonus are printed and played.")

card("shiba-tetsu", "Shiba Tetsu",
     reaction(CARD_PLAYED, military(1), political(1), about="any",
              when=(when("in_conflict"), when("mb_event_trait", "spell")), limit=0),
     note="After the player plays a Spell event during a conflict: +1/+1 until the end of the "
          "conflict; unlimited.",
     missing=(helps("Spell attachments played from hand fire no card-played event in the "
                    "engine: they do not trigger it"),))

card("walking-the-way", "Walking the Way",
     event_action(game("mb_walk"), when=(when("mb_walk_gain"),)),
     note="Played when a character among the top 3 dynasty cards costs more than the worst "
          "card of the four provinces (holdings are kept, events go first): that card is "
          "discarded and the character put face up in its place; the deck is shuffled. 1 "
          "fate less with a Shugenja in play (hooks.REDUCTIONS).")

card("kami-unleashed", "Kami Unleashed",
     action(resolve_ring(), costs=(sacrifice_self(),), when=(participating(),),
            phases=("conflict",)),
     note="Sacrificed while attacking: the contested ring's effect resolves for the player. "
          "Max 1 per conflict is kept by the sacrifice (one copy in play at a time in the "
          "test decks). Seeker role only is deck building.")

# -- the operations of the records added in this review ---------------------------------------
def _fire_cards(state: L5rState, ctx, value) -> int:
    """Fire cards the player controls: characters, attachments and holdings with the trait."""
    return sum(1 for c in HOOKS.zone_cards(state, "play") if "fire" in state.table.traits[c])


COUNTS.update({
    "fire_cards": _fire_cards,
})


card("favor-of-the-kami", "Favor of the Kami", constant(glory(1, attached())),
     note="+1 glory to its character (the Imperial Favor's glory count reads it).")

card("katana-of-fire", "Katana of Fire",
     constant(military(1, attached(), until="", per="fire_cards")),
     constant(military(2, attached(), until=""), when=(when("claimed", "fire"),)),
     note="Played only while the player controls a Shugenja; Restricted is read by the engine.")

statics("katana-of-fire", when("dc_control_trait", "shugenja"))

card("guardian-kami", "Guardian Kami",
     inert=f"sacrificed while defending: {NEVER_ATTACKS} (Keeper role only: deck building)")

card("kaito-kosori", "Kaito Kosori",
     missing=(helps("in air conflicts it counts its skill from home while ready: the engine "
                    "counts participants only"),))

card("yogo-kikuyo", "Yogo Kikuyo", inert=f"cancels a Spell event of the opponent: {NO_EVENTS}")

card("karmic-twist", "Karmic Twist",
     missing=(helps("moves the fate of one of the player's non-unique characters to another "
                    "without fate: not played"),))

card("wholeness-of-the-world", "Wholeness of the World",
     missing=(helps("keeps a claimed ring claimed when the rings return: not played"),))

card("doji-shigeru", "Doji Shigeru", inert=f"after the opponent plays an event: {NO_EVENTS}")

card("fire-elemental-guard", "Fire Elemental Guard",
     note=f"No attachments except Spell (a host rule). Its action discards an attachment: "
          f"only the player's own are in play ({NO_CHARACTERS}), so it is never used.")

statics("fire-elemental-guard", OnlyAttachments(("spell",)))

card("fire-tensai-initiate", "Fire Tensai Initiate",
     inert="no text: its skills and glory are printed and played")

card("hida-amoro", "Hida Amoro",
     missing=(hurts("after the player passes a conflict it must sacrifice a character: the "
                    "engine makes no one sacrifice (the passive opponent has no character)"),))

card("inquisitive-ishika", "Inquisitive Ishika",
     missing=(helps("cards with a trait of the contested ring's element cost 1 less during a "
                    "conflict: not modeled"),))

card("isawa-tadaka", "Isawa Tadaka",
     inert=f"stops the opponent replaying events from its discard pile: {NO_EVENTS}")

card("kaito-temple-protector", "Kaito Temple Protector",
     inert=f"works while it defends: {NEVER_ATTACKS}")

card("moto-nergui", "Moto Nergüi",
     inert=f"moves the participant with the highest glory home: {OWN_ONLY}")

card("pacifist-philosopher", "Pacifist Philosopher",
     *opponent_passes(fate(1)),
     note="The passive opponent passes both of its conflict opportunities each round: the "
          "engine plays no opponent's turn, so the two passes (limit twice per round) give 1 "
          "fate as the conflict phase begins and 1 as it ends.")

@dataclass(frozen=True, slots=True)
class DefenderChoosesElement:
    """"The defending player chooses the element during each conflict declared against him or
    her" (conflicts.actions)."""

    defender_chooses_element: bool = True


card("togashi-tadakatsu", "Togashi Tadakatsu",
     note="While he is in play the defending player chooses the contested ring's element: when "
          "the player attacks, the passive opponent does, always the first unclaimed ring in "
          "the order air, earth, fire, water, void (a fixed choice, like its bid); the player "
          "still chooses the type, attackers and province. Conflicts declared against the "
          "player: the opponent never attacks.")

statics("togashi-tadakatsu", DefenderChoosesElement())

card("secluded-shrine", "Secluded Shrine",
     missing=(helps("a ring the player counts as claimed for the conflict phase: not "
                    "modeled"),))

province("sanpuku-seido", "Sanpuku Seidō", "counts glory in a conflict at this province")

card("support-of-the-phoenix", "Support of the Phoenix",
     inert=SUPPORT_ROLE)
