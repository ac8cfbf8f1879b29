"""Records of the cards first printed in Atonement (Dominion Cycle). Tests in
tests/test_l5r_records_dominion_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.cards import EVENT

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.core_set.crab import rebuild_slot
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    LEAVES_PLAY,
    action,
    card,
    chars,
    choose,
    conflict_type,
    forced,
    helps,
    holdings,
    honor,
    interrupt,
    opponent_loses_honor,
    put_into_play,
    reaction,
    sacrifice_self,
    statics,
)
from deckcheck.games.l5r.engine.ops.statics import BowToReduce, ExtraRestricted
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_REVEALED,
    NO_CHARACTERS,
    NO_EVENTS,
    OWN_ATTACHMENT,
    province,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.goldfish import piles


# -- the operations only these records use ----------------------------------------------------
MARK_COURTYARD = -(84 << 20)


def _courtyard_ok(state: L5rState, ctx, value) -> bool:
    return len(state.conflict) >= 6


def _courtyard_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_COURTYARD - ctx.source, 0) > 0


def _courtyard_played(state: L5rState, ctx, value) -> bool:
    e = ctx.event
    return e is not None and state.used.get(MARK_COURTYARD - ctx.source, 0) == e.card + 1


def _courtyard(state: L5rState, ctx, eff, cards) -> None:
    for _ in range(2):
        if state.conflict:
            state.conflict_discard.append(state.conflict.pop())
    t = state.table
    events = [c for c in state.conflict_discard if t.type[c] == EVENT and t.records[c] is not None
              and t.records[c].abilities and t.cost[c] <= state.fate]
    if not events:
        return
    c = max(events, key=lambda x: (t.cost[x], x))
    state.conflict_discard.remove(c)
    state.hand.append(c)
    state.used[MARK_COURTYARD - ctx.source] = c + 1


def _courtyard_end(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_COURTYARD - ctx.source, 0) - 1
    if c >= 0 and c in state.hand:
        state.hand.remove(c)
        state.conflict_discard.append(c)


def _courtyard_bottom(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_COURTYARD - ctx.source, 0) - 1
    if c >= 0 and c in state.conflict_discard:
        state.conflict_discard.remove(c)
        piles.bottom(c, state.conflict)


def _opp_more_honor_before(state, ctx, v):
    before = state.honor - (ctx.event.amount if ctx.event is not None else 0)
    return state.opp_honor > before


CONDITIONS["mb_courtyard_ok"] = _courtyard_ok
CONDITIONS["mb_courtyard_marked"] = _courtyard_marked
CONDITIONS["mb_courtyard_played"] = _courtyard_played
GAME_OPS["mb_courtyard"] = _courtyard
GAME_OPS["mb_courtyard_end"] = _courtyard_end
GAME_OPS["mb_courtyard_bottom"] = _courtyard_bottom
CONDITIONS["dc_opp_more_honor_before"] = _opp_more_honor_before


card("agasha-sumiko-2", "Agasha Sumiko",
     interrupt(LEAVES_PLAY, opponent_loses_honor(2), about="self", zone="dynasty_discard",
               when=(when("dc_opp_more_honor_before"),)),
     note="The opponent loses 2 honor when it has more honor than the player had before her "
          "status token counted. Asked when she reaches the discard pile (the fate phase, a "
          "sacrifice): leaving to the hand, a deck or out of the game is not answered. Its "
          "fate pool and hand do nothing (the passive opponent spends no fate, holds no hand).")

card("iron-mountain-castle", "Iron Mountain Castle",
     note="Bowed to pay 1 fate less for an attachment played from hand (or by Inventive "
          "Mirumoto) whenever that helps (play_rules.hand_cost reads its BowToReduce); a Dragon "
          "character may hold 3 restricted attachments (ExtraRestricted). Its fate, honor and "
          "province strength bonus are printed and played.")

statics("iron-mountain-castle", BowToReduce(), ExtraRestricted("dragon"))

card("daidoji-yari", "Daidoji Yari",
     inert=f"takes covert from the opponent's characters: {NO_CHARACTERS}; +2 military and "
           "Restricted are printed and played")

card("doji-diplomat", "Doji Diplomat",
     inert="reveals a facedown province of the opponent: information only, the opponent's "
           "provinces are data")

card("weight-of-duty", "Weight of Duty",
     inert=f"a province's action against the opponent's characters: {NEVER_REVEALED}; "
           f"{NO_CHARACTERS}")

card("shiba-pureheart", "Shiba Pureheart",
     inert=f"answers the opponent's second conflict: {NEVER_ATTACKS}; Rally is a keyword the "
           "engine plays")

card("righteous-samurai", "Righteous Samurai",
     inert="answers honor lost to the opponent's card or ring effect: the passive opponent has "
           "no card abilities and never resolves a ring (a lost bid is no card effect)")

card("exposed-courtyard", "Exposed Courtyard",
     action(game("mb_courtyard"), when=(conflict_type("military"), when("mb_courtyard_ok")),
            phases=("conflict",)),
     forced(CARD_PLAYED, game("mb_courtyard_bottom"), about="any",
            when=(when("mb_courtyard_played"),)),
     forced(CONTEST_WON, game("mb_courtyard_end"), about="any", when=(when("mb_courtyard_marked"),)),
     forced(CONTEST_LOST, game("mb_courtyard_end"), about="any", when=(when("mb_courtyard_marked"),)),
     note="In a military conflict (while the conflict deck holds 6 cards or more): the top 2 "
          "conflict cards are discarded, then the most expensive event of the discard pile "
          "with a reviewed ability that the player can pay is lent to the hand for the "
          "conflict (played: to the bottom of the deck; not played: back to the discard pile "
          "at the conflict's result). It counts as a Battlefield for Chronicler of Conquests.",
     missing=(helps("the lent event is the pilot's guess (the most expensive one it can pay), "
                    "not the one that helps most in the conflict"),))

def _holding_into_province(state: L5rState, ctx, eff, cards) -> None:
    """Apprentice Engineer: the chosen holding of the dynasty discard pile into the province
    ``rebuild_slot`` picks, each other card there discarded."""
    slot = rebuild_slot(state)
    for h in cards:
        if slot < 0 or h not in state.dynasty_discard:
            return
        for c in list(state.provinces[slot]):
            piles.take(state.provinces, slot, c)
            state.facedown.discard(c)
            state.dynasty_discard.append(c)
        state.dynasty_discard.remove(h)
        piles.put(state.provinces, slot, h)
        play_rules.seen(state, h)
        play_rules.note(state, "revealed", h)


GAME_OPS["holding_into_province"] = _holding_into_province


card("apprentice-engineer", "Apprentice Engineer",
     reaction(ENTERS_PLAY, game("holding_into_province",
                                target=choose(holdings(), zone="dynasty_discard")),
              when=(when("rebuild_slot"),)),
     note="The holding goes into the province Rebuild would choose (an empty one, else a "
          "facedown one, else the one with the cheapest cards); the cards there are discarded.")

card("compromised-secrets", "Compromised Secrets",
     inert=f"taxes the abilities of its host: {NO_CHARACTERS}; {OWN_ATTACHMENT}")

card("flank-the-enemy", "Flank the Enemy",
     inert=f"the opponent bows one of its participants: {NO_CHARACTERS}")

card("ganzu-warrior", "Ganzu Warrior",
     missing=(helps("a ring effect of the element of an opponent's province revealed while it "
                    "attacks (the passive opponent's provinces have no elements in the "
                    "engine)"),))

card("inventive-buttressing", "Inventive Buttressing",
     inert=f"strength for the player's own province: {NEVER_ATTACKS}")

card("worldly-shiotome", "Worldly Shiotome",
     reaction(CARD_PLAYED, honor(), about="any", when=(when("mb_event_trait", "gaijin"),)),
     missing=(helps("Gaijin characters and attachments played (the engine tells the cards of "
                    "events played only)"),),
     note="Honors itself after the player plays a Gaijin event.")

card("bayushi-kachiko-2", "Bayushi Kachiko",
     inert=f"plays events of the opponent's discard pile: {NO_EVENTS}")

card("fire-and-oil", "Fire and Oil", inert=f"dishonors a character attacking the player: {NEVER_ATTACKS}")

card("in-search-of-self", "In Search of Self",
     inert="bows an attacker: only the player attacks, so it could only hurt the player")

card("magistrate-s-intervention", "Magistrate's Intervention",
     inert="dishonors an attacker: only the player attacks, so it could only hurt the player")

card("spiritcaller-prodigy", "Spiritcaller Prodigy",
     action(put_into_play(choose(chars(clan="lion", max_cost=3), zone="dynasty_discard")),
            costs=(sacrifice_self(),)),
     note="Sacrificed to put a Lion character of printed cost 3 or lower from the dynasty "
          "discard pile into play (the pilot's pick).")

card("sudden-tempest", "Sudden Tempest",
     inert="takes an unclaimed ring out of the round: the passive opponent declares no "
           "conflicts, so it only takes a ring from the player")

card("treasured-gift", "Treasured Gift", inert=f"attached to a character of the opponent: {NO_CHARACTERS}")

province("unbridled-ambition", "Unbridled Ambition", "during conflicts at this province")
