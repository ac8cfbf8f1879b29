"""Records of the cards first printed in the clan pack Defenders of Rokugan (the Crab's). One
test each in tests/test_l5r_records_defenders_of_rokugan.py.

Most of the pack answers an attack on the player's provinces (the Kaiu Wall holdings, the
defenders' abilities): against the passive opponent, which never attacks, they do nothing."""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import dynasty, play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    ENTERS_PLAY,
    action,
    bow_self,
    card,
    helps,
    honor_cost,
    hurts,
    in_conflict,
    move_in,
    reaction,
    self_is,
    this,
)
from deckcheck.games.l5r.engine.records.words import (
    SUPPORT_ROLE,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
    OWN_ONLY,
    OWN_PROVINCE,
    SHORT,
    province,
)
from deckcheck.games.l5r.engine.state import L5rState

DEFENDING = f"answers the player defending: {NEVER_ATTACKS}"
KAIU_WALL = f"a Kaiu Wall's ability {OWN_PROVINCE}; its strength bonus is printed"


# -- the operations only these records use ----------------------------------------------------
def _cost_one(state: L5rState) -> list[int]:
    """Characters of printed cost 1 in the dynasty deck that may enter play."""
    t = state.table
    return [c for c in state.dynasty if t.type[c] == CHARACTER and t.cost[c] == 1
            and play_rules.duplicate_in_play(state, c) < 0]


def _put_cost_one(state: L5rState, ctx, eff, cards) -> None:
    found = _cost_one(state)
    if found:
        t = state.table
        best = max(found, key=lambda c: ((t.military[c] or 0) + (t.political[c] or 0), -c))
        play_rules.enter_play(state, best, "put")
    piles.shuffle(state, state.dynasty)


def _hida_choice(state: L5rState) -> int:
    """Kyuden Hida: the dearest character among the top 3 dynasty cards the player can pay
    for (a unique one not already in play), or -1."""
    t = state.table
    top = [c for c in state.dynasty[-3:] if t.type[c] == CHARACTER and t.cost[c] <= state.fate
           and play_rules.duplicate_in_play(state, c) < 0]
    return max(top, key=lambda c: (t.cost[c], -c)) if top else -1


def _hida_play(state: L5rState, ctx, eff, cards) -> None:
    top = state.dynasty[-3:]
    chosen = _hida_choice(state)
    if chosen >= 0:
        dynasty.play_from_province(state, chosen, 0)
    for c in top:
        if c != chosen and c in state.dynasty:
            state.dynasty.remove(c)
            play_rules.seen(state, c)
            state.dynasty_discard.append(c)


CONDITIONS.update({
    "hida_top_character": lambda state, ctx, value: _hida_choice(state) >= 0,
})


GAME_OPS.update({
    "put_cost_one_from_dynasty_deck": _put_cost_one,
    "hida_play_from_top": _hida_play,
})


# -- Defenders of Rokugan ---------------------------------------------------------------------------
card("reinforced-plate", "Reinforced Plate",
     inert=f"immunity to the opponent's events: {NO_EVENTS}; +1/+0 is printed and played")

card("subterranean-guile", "Subterranean Guile",
     inert=f"gives covert: {NEVER_DEFENDS}, so covert keeps nobody out; +1/+0 is printed and "
           "played")

card("isawa-eju", "Isawa Eju",
     missing=(helps("with the air ring claimed, discards a province's cards and refills it "
                    "face up (3 times a round): not played"),),
     note="Courtesy and Sincerity are keywords the engine reads from the text.")

card("slovenly-scavenger", "Slovenly Scavenger",
     missing=(helps("sacrificed after a won conflict to shuffle a discard pile back into its "
                    "deck: not played"),))

card("desolation", "Desolation",
     inert="blanks the text of the opponent's provinces: the passive opponent's provinces have "
           "no text (the engine plays them as strength only), so only the 2 honor would go")

card("fruitful-respite", "Fruitful Respite",
     inert=f"after the opponent passes a conflict while it controls ready characters: "
           f"{NO_CHARACTERS}")

card("siege-warfare", "Siege Warfare",
     missing=(helps("the attacked province gets -2 strength while the player controls a "
                    "holding: province strength changes are not modeled"),))

card("the-strength-of-the-mountain", "The Strength of the Mountain",
     inert=f"protects defending characters: {NEVER_ATTACKS}")

card("agasha-hiyori", "Agasha Hiyori",
     inert=f"blanks an attachment on a character: only the player's own are in play "
           f"({NO_CHARACTERS}), so it could only hurt them")

card("daidoji-netsu", "Daidoji Netsu",
     missing=(hurts("other characters cannot leave play during the conflict phase: the "
                    "player's own sacrifices in that phase are not stopped"),))

card("favorable-dealbroker", "Favorable Dealbroker",
     reaction(ENTERS_PLAY, game("put_cost_one_from_dynasty_deck")),
     note="After it enters play: the cost-1 character of the dynasty deck with the most skill "
          "enters play (none: the deck is shuffled all the same).")

card("hida-o-ushi", "Hida O-Ushi", inert=DEFENDING)

card("hida-sukune", "Hida Sukune", inert=DEFENDING)

card("kaiu-shihobu", "Kaiu Shihobu",
     missing=(helps("puts the dynasty deck's holdings under the stronghold province and "
                    "later into a province: not played"),))

card("kaiu-siege-force", "Kaiu Siege Force",
     missing=(helps("puts a holding on the bottom of the dynasty deck to ready itself: not "
                    "played"),),
     note="No attachments is read by the engine.")

card("moto-eviscerator", "Moto Eviscerator",
     action(move_in(this()), costs=(honor_cost(1),),
            when=(in_conflict(), SHORT, self_is("home"), self_is("ready")), phases=("conflict",)),
     note="Loses 1 honor to move itself into the conflict; the pilot's policy: ready, and only "
          "while the conflict's skill is short of the province's strength.")

card("purifier-apprentice", "Purifier Apprentice", inert=DEFENDING)

card("shadowlands-hunter", "Shadowlands Hunter",
     inert="makes its won attacks unopposed: the passive opponent never defends, so every won "
           "conflict is unopposed already")

card("shinjo-yasamura", "Shinjo Yasamura",
     inert=f"covert and what it evades: {NEVER_DEFENDS}")

card("unyielding-sensei", "Unyielding Sensei",
     missing=(helps("puts a character of the top 2 dynasty cards into a province with a "
                    "holding: not played"),))

card("yogo-asami", "Yogo Asami",
     inert=f"-2 military to a participant: {OWN_ONLY}; Bayushi Kachiko's protection answers the "
           "opponent, who triggers nothing")

card("kaiu-forges", "Kaiu Forges",
     missing=(helps("switches a Kaiu Wall for a holding of the top 10 dynasty cards: not "
                    "played"),))

card("kansen-haunt", "Kansen Haunt", inert=DEFENDING)

card("northern-curtain-wall", "Northern Curtain Wall",
     inert=f"raises the strength of the player's provinces: {NEVER_ATTACKS}")

card("river-of-the-last-stand", "River of the Last Stand", inert=KAIU_WALL)

card("seventh-tower", "Seventh Tower", inert=DEFENDING)

card("third-whisker-warrens", "Third Whisker Warrens", inert=KAIU_WALL)

card("watchtower-of-valor", "Watchtower of Valor", inert=DEFENDING)

province("kuni-wasteland", "Kuni Wasteland", "stops characters during a conflict at it")

card("kyuden-hida", "Kyūden Hida",
     action(game("hida_play_from_top"), costs=(bow_self(),), when=(when("hida_top_character"),),
            phases=("dynasty",)),
     note="Bowed in the dynasty phase when one of the top 3 dynasty cards is a character the "
          "player can pay for: the dearest is played as from a province (no extra fate), the "
          "rest discarded.")

card("support-of-the-crab", "Support of the Crab",
     inert=SUPPORT_ROLE)

card("matsu-agetoki", "Matsu Agetoki",
     inert="moves the conflict to another eligible province: the passive opponent's provinces "
           "all have strength 4 (moving away from its stronghold province would only give up "
           "the win)")
