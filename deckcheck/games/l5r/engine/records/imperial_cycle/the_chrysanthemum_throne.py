"""Records of the cards first printed in The Chrysanthemum Throne (Imperial Cycle). Tests in
tests/test_l5r_records_imperial_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import STATE_WORDS
from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.state import SH_SLOT
from deckcheck.games.l5r.engine import honor as honor_rules
from deckcheck.games.l5r.engine.hooks import phase_name
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED
from deckcheck.games.l5r.engine.ops.imperial_favor import claim_favor
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_LOST,
    CONTEST_WON,
    LEAVES_PLAY,
    PHASE_ENDS,
    card,
    chars,
    choose,
    constant,
    event_action,
    event_reaction,
    forced,
    helps,
    hurts,
    interrupt,
    military,
    opponent_loses_honor,
    participating,
    political,
    reaction,
    ready,
    statics,
    this,
)
from deckcheck.games.l5r.engine.ops.statics import GloryCount
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    PLAYER_NEVER_DEFENDS,
    TRAIT_GRANT,
    province,
    restrict,
)


# -- the operations only these records use ----------------------------------------------------
def _opp_bid(state: L5rState) -> int:
    return state.opp.bid if state.opp.bid is not None else 3


def _bid_gift(state, ctx, value_):
    return phase_name(state) == "draw" and _opp_bid(state) > state.bid


def _bid_gift_op(state, ctx, eff, cards):
    n = _opp_bid(state) - state.bid
    if n > 0:
        honor_rules.gain(state, n)


def _in_row(state, ctx, v):
    return 0 <= piles.place_of(state.provinces, ctx.source) < SH_SLOT


def _to_stronghold_province(state, ctx, eff, cards):
    c = ctx.source
    slot = piles.place_of(state.provinces, c)
    if 0 <= slot < SH_SLOT:
        piles.take(state.provinces, slot, c)
        piles.put(state.provinces, SH_SLOT, c)
        play_rules.refill(state, slot)


CONDITIONS.update({
    "ma_bid_gift": _bid_gift,
    "dc_in_row": _in_row,
})
GAME_OPS.update({
    "ma_bid_gift": _bid_gift_op,
    "dc_to_stronghold_province": _to_stronghold_province,
})


# -- records -----------------------------------------------------------------------------------
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

card("agasha-sumiko", "Agasha Sumiko",
     forced(CONTEST_WON, ready(this(), until="contest"), about="any",
            when=(participating(), when("has_favor"))),
     forced(CONTEST_LOST, ready(this(), until="contest"), about="any",
            when=(participating(), when("has_favor"))),
     note="While the player holds the Imperial Favor, it readies at the end of a conflict it "
          "attacked in (it does not stay bowed by the conflict's resolution).")

card("akodo-toshiro", "Akodo Toshiro",
     missing=(helps("+5 military while it attacks, no province broken in that conflict, then "
                    "discarded without a Commander (never used)"),))

card("backhanded-compliment", "Backhanded Compliment",
     event_action(opponent_loses_honor(1)),
     note="The opponent is chosen: it loses 1 honor (the card it draws does nothing: it plays "
          "none).")

card("curry-favor", "Curry Favor",
     missing=(helps("readies a character bowed by the resolution of the player's second "
                    "conflict"),))

card("doji-shizue", "Doji Shizue",
     missing=(helps("with the Imperial Favor she keeps her fate and stays in play in the fate "
                    "phase"),))

card("fawning-diplomat", "Fawning Diplomat",
     interrupt(LEAVES_PLAY, claim_favor(), about="self", zone="dynasty_discard"),
     note="Claims the Imperial Favor (military) when it reaches the dynasty discard pile; "
          "leaving to the hand or a deck is not answered.")

STATE_WORDS["bowed_non_unicorn"] = lambda state, c: c in state.bowed and state.table.clan[c] != "unicorn"
CONDITIONS["control_clan_card"] = lambda state, ctx, clan: any(
    state.table.clan[c] == clan for c in (*state.play, *state.attached, state.table.stronghold))


card("gaijin-customs", "Gaijin Customs",
     event_action(ready(choose(chars(), state="bowed_non_unicorn")),
                  when=(when("control_clan_card", "unicorn"),)),
     note="With a Unicorn card in play (the stronghold counts), readies a bowed non-Unicorn "
          "character.")

card("guard-duty", "Guard Duty", inert=f"honors a defending character: {PLAYER_NEVER_DEFENDS}")

province("guardians-of-the-seikitsu", "Guardians of the Seikitsu", "after it is revealed")

card("haughty-magistrate", "Haughty Magistrate",
     missing=(hurts("while it attacks, characters with less glory than it count no skill"),))

card("kaiu-inventor", "Kaiu Inventor",
     missing=(helps("a holding's triggered abilities once more this round"),))

card("seal-of-the-phoenix", "Seal of the Phoenix",
     missing=(helps(TRAIT_GRANT.format(what="Phoenix clan symbol and the Scholar trait")),),
     note="+1 political is printed and played.")

card("utaku-mediator", "Utaku Mediator",
     constant(military(1, until=""), political(1, until=""), when=(when("has_favor", negate=True),)))
