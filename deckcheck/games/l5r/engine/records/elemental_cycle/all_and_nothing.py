"""Records of the cards first printed in All and Nothing (Elemental Cycle). Tests in
tests/test_l5r_records_elemental_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.ops.greedy_choices import next_ring
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED
from deckcheck.games.l5r.engine.records.dsl import (
    LEAVES_PLAY,
    PHASE_BEGINS,
    RING_CLAIMED,
    THIS,
    action,
    card,
    chars,
    choose,
    conflict_type,
    constant,
    draw,
    each,
    event_action,
    event_reaction,
    forced,
    glory,
    helps,
    honor,
    in_conflict,
    interrupt,
    lose_honor,
    military,
    move_in,
    political,
    reaction,
    resolve_ring,
    self_is,
)
from deckcheck.games.l5r.engine.records.words import (
    Effect,
    NEVER_DEFENDS,
    NOT_IN_CONFLICT,
    NO_CHARACTERS,
    NO_DUELS,
    SHORT,
    province,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import COUNTS


# -- the operations only these records use ----------------------------------------------------
MARK_DREAMER = -(5 << 20)


def _dreamer_ring(state, ctx, v):
    return state.c_type != 0 and state.used.get(MARK_DREAMER - ctx.source, 0) == state.c_ring + 1


def _dreamer_pick(state, ctx, eff, cards):
    ring = next_ring(state)
    if ring >= 0:
        state.used[MARK_DREAMER - ctx.source] = ring + 1


CONDITIONS["dc_dreamer_ring"] = _dreamer_ring
GAME_OPS["dc_dreamer_pick"] = _dreamer_pick


card("game-of-sadane", "Game of Sadane", inert=NO_DUELS)

card("ethereal-dreamer", "Ethereal Dreamer",
     reaction(PHASE_BEGINS, game("dc_dreamer_pick"), about="any",
              when=(when("event_option", "conflict"),)),
     constant(military(2, until=""), political(2, until=""), when=(when("dc_dreamer_ring"),)),
     note="Chooses the ring the pilot declares its first conflict on (the one with the most "
          "fate).")

card("callow-delegate", "Callow Delegate",
     interrupt(LEAVES_PLAY, honor(choose(chars(not_self=True), state="ma_not_honored")),
               about="self", zone="dynasty_discard"),
     note="Asked when it reaches the dynasty discard pile; leaving to the hand or a deck is not "
          "answered.")

card("matsu-mitsuko", "Matsu Mitsuko",
     action(move_in(choose(chars(), state="home")),
            when=(conflict_type("military"), when("more_honor"), when("uni_short")),
            phases=("conflict",)),
     note="Moves the player's character at home (the pilot's pick) into a military conflict "
          "while the player has more honor than the opponent. The pilot uses it only while "
          "the conflict's skill is below the province's strength (a character moved in bows "
          "and is lost for the political conflict).")

card("tactician-s-apprentice", "Tactician's Apprentice",
     reaction(DIALS_REVEALED, draw(1), about="any", when=(when("uni_bid_lower"),),
              limit_per="phase"),
     note="Draws 1 when the player's honor bid is lower than the opponent's.")

province("appealing-to-the-fortunes", "Appealing to the Fortunes",
         "its strength and when it is broken")

card("tainted-hero", "Tainted Hero",
     constant(Effect("cannot", 0, THIS, value="attack")),
     action(Effect("sacrifice", 0, choose(chars(not_self=True), state="spent")),
            Effect("blank", 0, THIS, until="phase"), when=(NOT_IN_CONFLICT,), phases=("conflict",)),
     note="It cannot be declared as an attacker (it never defends) unless its text is blank: "
          "between conflicts the pilot sacrifices a spent character (bowed, no fate) to blank "
          "it until the end of the phase, so it may attack.")

card("void-fist", "Void Fist",
     inert=f"moves home and bows a participant: {NO_CHARACTERS}, and on the player's own "
           "characters it could only hurt them")

card("all-and-nothing", "All and Nothing",
     event_reaction(RING_CLAIMED, resolve_ring("air"), draw(1), when=(when("event_option", "void"),)),
     note="The Void ring's effect does nothing against the passive opponent (its characters "
          "have no fate): played as it is claimed, the Air ring's effect resolves instead and "
          "the player draws 1.")

card("bustling-academy", "Bustling Academy",
     missing=(helps("with a Scholar, discarding a province card to refill it faceup"),))

card("discourage-pursuit", "Discourage Pursuit",
     inert=f"-4 military to a participant: {NO_CHARACTERS}, and the player's own could only "
           "lose by it")

card("dispatch", "Dispatch",
     event_action(move_in(choose(chars(clan="unicorn"), state="ready_home")),
                  when=(in_conflict(), SHORT), phases=("conflict",)),
     note="Moves a ready Unicorn character at home in while the conflict's skill is below the "
          "province's strength; moving one home is never chosen. Limited is read from the text.")

card("imperial-librarian", "Imperial Librarian",
     constant(glory(1, each(chars(not_self=True)), until="")),
     note="Fire role only: deck building.")

card("iuchi-shahai", "Iuchi Shahai",
     missing=(helps("Meishōdō attachments on it or a neutral character cost 1 less"),),
     note=f"Covert does nothing: {NEVER_DEFENDS}.")

card("kuni-laboratory", "Kuni Laboratory",
     constant(military(1, each(chars()), until=""), political(1, each(chars()), until="")),
     forced(PHASE_BEGINS, lose_honor(1), about="any", when=(when("event_option", "conflict"),)),
     note="+1/+1 to the player's characters while faceup; 1 honor lost as each conflict phase "
          "begins.")

card("mark-of-shame", "Mark of Shame",
     inert=f"dishonors its character twice: {NO_CHARACTERS}, and the player's own could only "
           "lose by it")

def _more_dishonored(state: L5rState, ctx, value) -> bool:
    tokens = list(state.status.values())
    return tokens.count(-1) > tokens.count(1)


def _discard_all_status(state: L5rState, ctx, eff, cards) -> None:
    state.status.clear()


CONDITIONS["more_dishonored"] = _more_dishonored
GAME_OPS["discard_all_status"] = _discard_all_status


card("perfect-land-ethos", "Perfect Land Ethos",
     event_action(game("discard_all_status"), when=(when("more_dishonored"),)),
     note="Played when the player's characters hold more dishonored than honored tokens.")

province("raging-battleground", "Raging Battleground", "after it is revealed")

COUNTS["self_glory"] = lambda state, ctx, value: play_rules.glory(state, ctx.source)


card("shosuro-sadako", "Shosuro Sadako",
     constant(military(2, until="", per="self_glory"), political(2, until="", per="self_glory"),
              when=(self_is("dishonored"),)),
     note="Dishonored, it adds its glory instead of subtracting it: +2 x glory on top of the "
          "token's -glory.")

card("togashi-mitsu", "Togashi Mitsu",
     missing=(helps("playing a Monk, Tattoo or Kihō card from the conflict discard pile"),),
     note=f"Covert does nothing: {NEVER_DEFENDS}.")
