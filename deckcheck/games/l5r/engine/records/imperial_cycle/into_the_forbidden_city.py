"""Records of the cards first printed in Into the Forbidden City (Imperial Cycle). Tests in
tests/test_l5r_records_imperial_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    action,
    card,
    chars,
    choose,
    event_action,
    helps,
    honor,
    hurts,
    in_conflict,
    military,
    move_in,
    participating,
    reaction,
    ready,
    statics,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
    SHORT,
    TRAIT_GRANT,
    bow_one,
    province,
    restrict,
)
from deckcheck.games.l5r.engine.hooks import COUNTS, GAME_OPS, REDUCTIONS
from deckcheck.games.l5r.engine.cards import EVENT
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine import play_rules


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

class RaisesEventCost:
    """"During a conflict in which this character is participating, increase the cost for each
    player to play each event by 1" (a static read by the cost reduction below)."""

    raises_event_cost = 1


def _event_tax(state: L5rState, c: int) -> int:
    """Fate off an event's cost: minus 1 per participating Ageless Crone."""
    t = state.table
    if not state.c_type or t.type[c] != EVENT:
        return 0
    return -sum(getattr(rule, "raises_event_cost", 0) for a in state.attackers
                if t.records[a] is not None for rule in t.records[a].statics)


REDUCTIONS.append(_event_tax)


card("ageless-crone", "Ageless Crone",
     note="Each event the player plays costs 1 more while it participates (the opponent plays "
          "none).")

statics("ageless-crone", RaisesEventCost())

card("back-alley-hideaway", "Back-Alley Hideaway",
     missing=(helps("keeps a Scorpion character leaving play under it, to be played again from "
                    "there"),))

card("bayushi-kachiko", "Bayushi Kachiko",
     inert=f"moves home a participant with less political skill: {NO_CHARACTERS}, and the "
           "player's own would only leave its attack")

card("child-of-the-plains", "Child of the Plains",
     inert="gives the attacker the first action opportunity: the passive opponent takes no "
           "actions, so the player has every one already")

card("chisei-district", "Chisei District", inert=f"no military conflict against its province: {NEVER_ATTACKS}")

card("enigmatic-magistrate", "Enigmatic Magistrate",
     missing=(hurts("while it attacks, only characters of odd printed cost count their skill"),))

province("feast-or-famine", "Feast or Famine", "when it is broken")

card("kakita-yoshi", "Kakita Yoshi",
     missing=(helps("discarding the Imperial Favor to draw 3 cards and play events for 2 less "
                    "in the conflict"),))

card("mantra-of-water", "Mantra of Water", inert="answers the opponent declaring a conflict: it never does")

card("misinformation", "Misinformation", inert=f"weakens the opponent's participants: {NO_CHARACTERS}")

card("seal-of-the-crab", "Seal of the Crab",
     missing=(helps(TRAIT_GRANT.format(what="Crab clan symbol and the Berserker trait")),),
     note="+1 military is printed and played.")

card("tattered-missive", "Tattered Missive",
     missing=(helps("bowing its Courtier host to search the top 5 conflict cards for one"),),
     note="Attach to a Courtier (its host rule); +1 political is printed and played.")

restrict("tattered-missive", when("uni_host_trait", "courtier"))

card("test-of-courage", "Test of Courage",
     event_action(move_in(choose(chars(clan="lion"), state="home")), honor(choose(chars(clan="lion"), state="home")),
                  when=(when("uni_bid_lower"), SHORT), phases=("conflict",)),
     note="With a lower honor bid than the opponent's: a Lion character at home moves in and is "
          "honored, while the conflict's skill is below the province's strength.")

MARK_DOG = -(139 << 20)          # state.used: the cost War Dog Master discarded (l5r-b: 130-149)


def _discard_top_dynasty(state: L5rState, ctx, eff, cards) -> None:
    """War Dog Master: the top dynasty card to the discard pile, its printed cost kept for the
    conflict's +X (count ``dog_master_cost``)."""
    if state.dynasty:
        c = state.dynasty.pop()
        play_rules.seen(state, c)
        state.dynasty_discard.append(c)
        state.used[MARK_DOG - ctx.source] = state.table.cost[c] or 0
    else:
        state.used.pop(MARK_DOG - ctx.source, None)


GAME_OPS["discard_top_dynasty"] = _discard_top_dynasty
COUNTS["dog_master_cost"] = lambda state, ctx, value: state.used.get(MARK_DOG - ctx.source, 0)


card("war-dog-master", "War Dog Master",
     reaction(CONTEST_DECLARED, game("discard_top_dynasty"), military(1, per="dog_master_cost"),
              about="any", when=(participating(),)),
     note="Declared as an attacker: the top dynasty card is discarded and it gets +X military "
          "(X the card's printed cost) for the conflict.")
