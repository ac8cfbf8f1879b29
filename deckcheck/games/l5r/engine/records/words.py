"""Words shared by the records of several packs: the reasons a text does nothing against the
passive opponent, and short record writers (attachment restrictions, provinces, costs)."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import when
from deckcheck.games.l5r.engine.ops.conflict_limits import uni_when
from deckcheck.games.l5r.engine.records.dsl import (
    PHASE_BEGINS, PHASE_ENDS, RECORDS, THE_PLAYER, card, cond, reaction)
from deckcheck.goldfish.abilities.records import Cost, EACH, Effect, Target


NO_CHARACTERS = "the passive opponent controls no characters"
NEVER_ATTACKS = "the passive opponent never attacks the player's provinces"
NEVER_DEFENDS = "the passive opponent never defends"
NO_EVENTS = "the passive opponent plays no events"


def restrict(code: str, *conds) -> None:
    """An attachment's play restrictions (``play_rules.attachment_hosts`` reads them, asked with
    the host as the chosen card)."""
    RECORDS[code] = replace(RECORDS[code], statics=tuple(conds))


FATE_TO_RING = Cost("dl_fate_to_ring")
NEVER_LOSES = ("Reacts to the player losing a conflict: only the passive opponent winning one "
               "would make the player lose, and it never does (with no winner nobody loses, "
               "[000 §Gewinnen (einen Konflikt gewinnen)]).")


SUPPORT_ROLE = "deck building only: the influence the deck may spend"


def opponent_passes(*effects: Effect) -> tuple:
    """"After a player passes on declaring a conflict - <effects>. (Limit twice per round.)":
    the passive opponent passes both of its conflict opportunities each round, and the engine
    plays no opponent's turn, so the two answers come as the conflict phase begins and ends."""
    return (reaction(PHASE_BEGINS, *effects, when=(event_option("conflict"),)),
            reaction(PHASE_ENDS, *effects, when=(event_option("conflict"),)))


def game_op(name: str, target: Target = THE_PLAYER, amount: int = 0, until: str = "") -> Effect:
    return Effect("game", amount, target, until, (name,))


def event_option(value: str):
    return cond("event_option", value)


NO_CARDS = "the passive opponent plays no cards"
OWN_ONLY = "every participating character is the player's own: it could only hurt them"
KEYWORD_ONLY = "keyword only: the engine reads it from the card's text"
NO_HAND = "the passive opponent has no hand of cards"
HOLDS_NO_HAND = "the passive opponent holds no hand"
NO_HAND_TO_COMPARE = "the passive opponent holds no hand, so the player never has fewer cards than it"
NO_FAVOR = "the passive opponent never holds the Imperial Favor"
KEYWORDS_ONLY = "keywords and skill bonuses only: the engine reads them itself"
SHORT = uni_when("uni_short")


def province(code: str, name: str, what: str) -> None:
    card(code, name, inert=f"{what}: {NEVER_ATTACKS}, so its provinces are never contested or revealed")


NO_DUELS = f"a duel needs a character of the opponent: {NO_CHARACTERS}"


def bow_one(f) -> Cost:
    """"Bow a (friendly) <...> character" as a cost: the weakest ready one at home."""
    return Cost("dc_bow_one", 0, Target(EACH, f, "play", "home"))


NOT_IN_CONFLICT = when("in_conflict", negate=True)
NEVER_REVEALED = (f"{NEVER_ATTACKS}, so this province is never revealed (and the engine gives "
                  "province cards no abilities)")


def participants(f) -> Target:
    return Target(EACH, f, "play", "participating")


OWN_PROVINCE = f"answers a conflict at or a reveal of the player's own province: {NEVER_ATTACKS}"
PLAYER_NEVER_DEFENDS = f"{NEVER_ATTACKS}, so the player never defends"
OPPONENT_DECK = ("discards from the opponent's conflict deck: the passive opponent's decks are not "
                 "modeled (emptying its conflict deck would cost it 5 honor)")
TRAIT_GRANT = ("the {what} it gives its host (read by other cards' clan and trait choices; the "
               "engine reads printed traits only)")
OWN_ATTACHMENT = "on the player's own characters it could only hurt them"
