"""Records of the cards first printed in A Crimson Offering (Temptations Cycle). Tests in
tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    OnlyAttachments,
    card,
    constant,
    event_reaction,
    forced,
    glory,
    helps,
    honor_cost,
    military,
    place_fate,
    political,
    reaction,
    ready,
    self_is,
    statics,
    this,
)
from deckcheck.games.l5r.engine.ops.statics import PaidFromCharacters
from deckcheck.goldfish.abilities.records import (
    ATTACHED,
    Effect,
    Target,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_DEFENDS,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    province,
    restrict,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import best_card
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState


card("tetsubo-of-blood", "Tetsubō of Blood",
     constant(Effect("cannot", 0, Target(ATTACHED), value="be_honored")),
     note="Its cost is paid with fate on the player's characters, from the one with the most "
          "(PaidFromCharacters); the host cannot be honored. +4 military, Limited and "
          "Restricted are printed and played.")

statics("tetsubo-of-blood", PaidFromCharacters())

card("feeding-an-army", "Feeding an Army",
     inert="breaks a face-up friendly province: the player's provinces stay facedown against a "
           "passive opponent (Eminent provinces are missing in their own records)")

card("lion-s-pride-paragon", "Lion's Pride Paragon",
     forced(CONTEST_WON, ready(this(), until="contest"), about="any",
            when=(self_is("participating"), self_is("no_fate"), self_is("ready"))),
     forced(CONTEST_LOST, ready(this(), until="contest"), about="any",
            when=(self_is("participating"), self_is("no_fate"), self_is("ready"))),
     note="Dire (no fate on it): bows with the others and readies at the end of the conflict.")

card("damned-hida", "Damned Hida",
     constant(military(3, until=""), when=(self_is("no_fate"),)),
     note="Dire: +3 military while it has no fate.")

card("disparaging-challenge", "Disparaging Challenge", inert=NO_DUELS)

province("the-eternal-watch", "The Eternal Watch", "during a conflict at this province")

card("bonds-of-blood", "Bonds of Blood",
     inert=f"moves home a dishonored participant and another character: {NO_CHARACTERS}, so it "
           "could only cost the player")

province("by-onnotangu-s-light", "By Onnotangu's Light", "during conflicts at this province")

card("command-the-tributary", "Command the Tributary",
     missing=(helps("moving 1 fate from its character to another"),),
     note="+1 political is printed and played.")

card("desperate-negotiator", "Desperate Negotiator",
     constant(military(2, until=""), political(2, until=""), when=(self_is("no_fate"),)),
     note="Dire: +2/+2 while it has no fate.")

card("forward-garrison", "Forward Garrison", inert=f"protects fate from the opponent's effects: {NO_CARDS}")

card("in-harmony", "In Harmony",
     inert=f"protects its character's fate from card and ring effects: {NO_CARDS}, and the "
           "player's own never remove it",
     note="Played only with a ring in the player's claimed pool (its play rule); +1 political "
          "and Ancestral are printed and played.")

restrict("in-harmony", when("claimed_at_least", 1))

CONDITIONS["event_trait_in"] = lambda state, ctx, traits: (
    ctx.event is not None and ctx.event.card >= 0
    and any(tr in state.table.traits[ctx.event.card] for tr in traits))


card("iuchi-shahai-2", "Iuchi Shahai",
     reaction(CARD_PLAYED, place_fate(1), costs=(honor_cost(1),), about="any",
              when=(when("event_trait_in", ("meishodo", "maho")),)),
     missing=(helps("Meishōdō and Mahō attachments played (the engine tells the cards of "
                    "events played only)"),),
     note=f"1 honor for 1 fate on itself after a Meishōdō or Mahō event. Covert does nothing: "
          f"{NEVER_DEFENDS}.")

card("kaito-mai", "Kaito Mai",
     constant(glory(3, until=""), when=(self_is("no_fate"),)),
     note=f"Dire: +3 glory. Its reaction removes fate from another character: {NO_CHARACTERS}.")


def _dig_kiho(state: L5rState, ctx, eff, cards) -> None:
    """Ki Alignment: up to 2 Kihō cards of different titles of the top 8 to the hand; shuffle."""
    t = state.table
    top = state.conflict[-8:]
    for c in top:
        play_rules.seen(state, c)
    taken: list[int] = []
    for _ in range(2):
        found = [c for c in top if "kiho" in t.traits[c] and c not in taken
                 and all(t.title[c] != t.title[x] for x in taken)]
        if found:
            taken.append(best_card(state, found))
    for c in taken:
        state.conflict.remove(c)
        state.hand.append(c)
    piles.shuffle(state, state.conflict)


GAME_OPS["dig_kiho"] = _dig_kiho
CONDITIONS["attacker_trait"] = lambda state, ctx, trait: (
    ctx.event is not None and any(trait in state.table.traits[c] for c in ctx.event.cards))


card("ki-alignment", "Ki Alignment",
     event_reaction(CONTEST_DECLARED, game("dig_kiho"), when=(when("attacker_trait", "monk"),)),
     note="After a Monk is declared as an attacker: up to 2 Kihō cards of different titles of "
          "the top 8 (the dearest the player can pay for first).")

card("resourceful-maho-tsukai", "Resourceful Mahō-Tsukai",
     missing=(helps("while dishonored, the player's Mahō cards cost 1 less"),),
     note="No attachments except Shadowlands or Spell (its host rule).")

statics("resourceful-maho-tsukai", OnlyAttachments(("shadowlands", "spell")))

card("sanguine-mastery", "Sanguine Mastery",
     inert=f"discards attachments: {NO_CHARACTERS}, so only the player's own could go")

province("seeking-enlightenment", "Seeking Enlightenment", "after it is revealed")

card("seize-the-mind", "Seize the Mind", inert=f"takes control of a character: {NO_CHARACTERS}")

card("shadowed-village", "Shadowed Village",
     missing=(helps("a card drawn when fate is removed from the player's character outside the "
                    "fate phase"),))

card("togashi-kazue-2", "Togashi Kazue",
     missing=(helps("Dire characters trigger their abilities once more a round"),))

card("yogo-paramour", "Yogo Paramour",
     inert=f"Dire: bows itself to dishonor another character: {NO_CHARACTERS}, so only the "
           "player's own could be dishonored")
