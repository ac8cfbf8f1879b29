"""Records of the cards first printed in Twisted Loyalties (Temptations Cycle). Tests in
tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import (
    Cost,
)

from deckcheck.games.l5r.engine.hooks import COSTS
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    ENTERS_PLAY,
    PHASE_BEGINS,
    action,
    card,
    chars,
    choose,
    draw,
    fate,
    forced,
    helps,
    reaction,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    PLAYER_NEVER_DEFENDS,
    province,
    restrict,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine import rings


# -- the operations only these records use ----------------------------------------------------
MARK_HONOR = -(78 << 20)


def _gained_this_phase(state: L5rState, ctx, n) -> bool:
    mark = state.used.get(MARK_HONOR - ctx.source, 0)
    return mark > 0 and state.honor - (mark - 1) >= n


def _mark_honor(state: L5rState, ctx, eff, cards) -> None:
    state.used[MARK_HONOR - ctx.source] = state.honor + 1


CONDITIONS.update({
    "mb_gained_this_phase": _gained_this_phase,
})


GAME_OPS.update({
    "mb_mark_honor": _mark_honor,
})


# -- records -----------------------------------------------------------------------------------
card("keen-warrior", "Keen Warrior",
     inert="after looking at the opponent's hand: the passive opponent holds none; Sincerity is "
           "a keyword the engine plays")

card("make-your-case", "Make Your Case", inert=NO_DUELS)

card("revered-ikoma", "Revered Ikoma",
     forced(PHASE_BEGINS, game("mb_mark_honor"), about="any"),
     action(fate(1), when=(when("mb_gained_this_phase", 2),)),
     missing=(helps("honor gained this phase is counted net (the honor above the player's "
                    "honor as the phase began, or as it entered play later: not offered then); "
                    "losses in the same phase hide gains"),
              helps("cannot receive dishonored status tokens (the player's own costs and ring "
                    "choices never dishonor it here)")))

card("procedural-interference", "Procedural Interference",
     missing=(helps("2 honor, or the cards of an opponent's province discarded, as the "
                    "opponent selects (the passive opponent makes no choice)"),))

card("guardians-of-rokugan", "Guardians of Rokugan",
     inert=f"after the player wins as the defender: {PLAYER_NEVER_DEFENDS}")

card("khanbulak-benefactor", "Khanbulak Benefactor",
     reaction(ENTERS_PLAY, draw(2)),
     missing=(helps("Dire: while it participates with no fate, the cards in the hand cost 1 "
                    "less"),))

card("watchtower-of-sun-s-shadow", "Watchtower of Sun's Shadow",
     inert=f"weakens attackers of the player's provinces and loses fate when its province "
           f"breaks: {NEVER_ATTACKS}")

card("asako-maezawa-2", "Asako Maezawa",
     inert=f"bows a character without fate after a win: {NO_CHARACTERS}, so only the player's "
           "own could be bowed")

province("brushfires", "Brushfires", "after it is revealed")

card("chikara", "Chikara",
     inert=f"the reaction a Champion host gains sacrifices a participant: {NO_CHARACTERS}, and "
           "the player's own could only be lost",
     note="Attach to a unique Crab character (its host rule); +4/+1, Ancestral and Restricted "
          "are printed and played.")

restrict("chikara", when("dc_host_unique_clan", "crab"))

card("daughter-of-war", "Daughter of War",
     missing=(helps("a cheaper character of the dynasty deck put into play when its character "
                    "leaves play"),),
     note="+2 military is printed and played.")

card("diplomatic-gift-giver", "Diplomatic Gift-Giver",
     missing=(helps("the opponent moving 1 fate from its pool onto a character of the player's "
                    "(the player's own fate has no opposing character to go to)"),))

card("exemplary-etiquette", "Exemplary Etiquette",
     inert="stops character abilities in the conflict: only the player triggers them, so it "
           "could only cost the player")

card("heresy", "Heresy!", inert=NO_DUELS)

card("kunshu", "Kunshu",
     inert=f"the action it gives plays a card of the opponent's discard pile: {NO_CARDS}",
     note="Attach to a unique character (its host rule); +2/+2, Ancestral and Restricted are "
          "printed and played.")

restrict("kunshu", when("mb_host_unique"))

def _ok_return_ring(state: L5rState, ctx, cost) -> bool:
    return bool(state.claimed)


def _pay_return_ring(state: L5rState, ctx, cost) -> None:
    state.claimed.discard(max(state.claimed))


COSTS["return_claimed_ring"] = (_ok_return_ring, _pay_return_ring)


card("overlooked-community", "Overlooked Community",
     action(game("ps_discard_status", target=choose(chars(), state="dishonored")),
            costs=(Cost("return_claimed_ring"),)),
     note="Returns a claimed ring to the unclaimed pool to discard one of the player's "
          "dishonored status tokens (discarding an honored one never helps).")

card("renowned-singer", "Renowned Singer",
     missing=(helps("a card of the conflict discard pile back to the hand after gaining 2 "
                    "honor in a phase (the opponent picks of two)"),))


def _resolve_claimed(state: L5rState, ctx, eff, cards) -> None:
    """Self-Understanding: the effect of each ring in the player's claimed pool."""
    for r in sorted(state.claimed):
        rings.resolve_best(state, r)


GAME_OPS["resolve_claimed_rings"] = _resolve_claimed


card("self-understanding", "Self-Understanding",
     reaction(CONTEST_WON, game("resolve_claimed_rings"), about="any",
              when=(when("mb_host_participating"), when("claimed_at_least", 1))),
     note="After its character wins, each ring of the player's claimed pool resolves its effect "
          "(each the way the engine resolves a won ring). +3 political and Restricted are "
          "printed and played; immunity to the opponent's events does nothing.")

card("sinister-peacekeeper", "Sinister Peacekeeper",
     missing=(helps("1 honor lost by the opponent each time it gains honor (from the bids)"),))

card("superior-authority", "Superior Authority",
     inert=f"characters without fate count no skill: {NO_CHARACTERS}, so it could only cost the "
           "player")

province("the-scorpion-clan-coup", "The Scorpion Clan Coup", "weakens the attackers of the player's provinces")

card("yasuki-oguri-2", "Yasuki Oguri",
     inert=f"while it defends: {PLAYER_NEVER_DEFENDS}; covert does nothing: {NEVER_DEFENDS}")
