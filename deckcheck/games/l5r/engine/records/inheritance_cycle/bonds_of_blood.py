"""Records of the cards first printed in Bonds of Blood (Inheritance Cycle). Tests in
tests/test_l5r_records_inheritance_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.state import MILITARY
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    card,
    chars,
    choose,
    conflict_type,
    constant,
    discard_from_hand,
    each,
    event_action,
    gain_honor,
    glory,
    helps,
    honor,
    participating,
    reaction,
    statics,
)
from deckcheck.goldfish.abilities.records import EVENT_CARD, Effect, Target
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NOT_IN_CONFLICT,
    NO_CHARACTERS,
    NO_DUELS,
    OWN_ATTACHMENT,
    TRAIT_GRANT,
    province,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine import honor as honor_rules
from deckcheck.games.l5r.engine.ops.greedy_choices import value


# -- the operations only these records use ----------------------------------------------------
def echoes_options(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in state.dynasty_discard
            if t.type[c] == CHARACTER and t.military[c] is not None
            and play_rules.duplicate_in_play(state, c) < 0]


def _host_trait(state, ctx, trait):
    return ctx.chosen >= 0 and trait in state.table.traits[ctx.chosen]


def _echoes_candidate(state, ctx, v):
    return bool(echoes_options(state))


def _echoes(state, ctx, eff, cards):
    found = echoes_options(state)
    if not found or state.c_type != MILITARY:
        return
    t = state.table
    c = max(found, key=lambda x: (t.military[x] or 0, t.cost[x], -x))
    play_rules.enter_play(state, c, "put", participating=True)
    # "if it is still in play at the end of the conflict, put it on the bottom of your
    # dynasty deck": the ability's next effect, delayed to the conflict's end on this card
    state.lasting.append((ctx.source, ctx.ability, 1, c, "contest"))


CONDITIONS["dc_host_trait"] = _host_trait
CONDITIONS["dc_echoes_candidate"] = _echoes_candidate
GAME_OPS["dc_echoes"] = _echoes


card("kitsuki-yuikimi", "Kitsuki Yuikimi",
     inert="protects from the opponent's triggered abilities: the passive opponent uses none")

card("two-heavens-technique", "Two-Heavens Technique",
     inert=f"covert with two weapons: {NEVER_DEFENDS}; +1 military is printed and played")

statics("two-heavens-technique", when("dc_host_trait", "bushi"))

card("forebearer-s-echoes", "Forebearer's Echoes",
     event_action(game("dc_echoes"),
                  Effect("return_to_deck", target=Target(EVENT_CARD), until="contest"),
                  when=(conflict_type("military"), when("dc_echoes_candidate")),
                  phases=("conflict",)),
     note="Puts the character of the dynasty discard pile with the most military skill into the "
          "conflict; still in play at its end, it goes to the bottom of the dynasty deck. Air "
          "role only: deck building.")

card("earth-becomes-sky", "Earth Becomes Sky",
     inert=f"bows a readied character of the opponent: {NO_CHARACTERS}")

card("isawa-tadaka-2", "Isawa Tadaka",
     inert=f"discards from the opponent's hand: {HOLDS_NO_HAND}",
     missing=(helps("Disguised: played over a Shugenja in play (the engine plays him from the "
                    "hand at full cost only)"),))

card("dishonorable-assault", "Dishonorable Assault",
     inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("arbiter-of-authority", "Arbiter of Authority", inert=NO_DUELS)

card("duel-to-the-death", "Duel to the Death", inert=NO_DUELS)

card("softskin", "Softskin", inert=f"{NO_CHARACTERS} to poison; {OWN_ATTACHMENT}")

card("a-new-name", "A New Name",
     missing=(helps(TRAIT_GRANT.format(what="Bushi and Courtier traits")),),
     note="+1/+1 is printed and played.")

card("akodo-kaede", "Akodo Kaede",
     missing=(helps("1 of its fate instead of another character leaving play (the fate "
                    "phase's discard)"),),
     note="Immunity to the opponent's ring effects does nothing: it resolves none.")

card("alluring-patron", "Alluring Patron",
     inert=f"moves in or dishonors a character of the opponent: {NO_CHARACTERS}")


def _opponent_gains(state: L5rState, ctx, eff, cards) -> None:
    honor_rules.opponent_gains(state, eff.amount or 1)


GAME_OPS["opponent_gains_honor"] = _opponent_gains


card("benevolent-ambassador", "Benevolent Ambassador",
     reaction(CONTEST_WON, gain_honor(1), game("opponent_gains_honor", amount=1), about="any",
              when=(participating(),)),
     note="After it wins: the player and the opponent each gain 1 honor (always used). "
          "Courtesy is read from the text.")

province("festival-of-the-departed", "Festival of the Departed", "during conflicts at this province")

card("fury-of-the-damned", "Fury of the Damned",
     missing=(helps("doubling participating Bushi's base military, sacrificed at the end of the "
                    "conflict (never used)"),))

card("hiruma-yoshino", "Hiruma Yoshino",
     inert="adds a character card of the attacked province to the player's side: the passive "
           "opponent's provinces hold no cards; Disguised is read from the text")

card("niten-pupil", "Niten Pupil", inert=NO_DUELS)


def _ready_within_cost(state: L5rState, ctx, eff, cards) -> None:
    """Unfulfilled Duty: bowed characters without fate readied, printed costs adding up to
    ``amount`` at most (the most valuable first)."""
    t = state.table
    left = eff.amount
    for c in sorted(_spent(state), key=lambda c: (-value(state, c), c)):
        if t.cost[c] <= left:
            left -= t.cost[c]
            play_rules.ready(state, c)


def _spent(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in play_rules.characters(state) if c in state.bowed
            and not state.fate_on.get(c, 0) and t.cost[c] <= 6]


CONDITIONS["spent_character"] = lambda state, ctx, value: bool(_spent(state))
GAME_OPS["ready_within_cost"] = _ready_within_cost


card("unfulfilled-duty", "Unfulfilled Duty",
     event_action(game("ready_within_cost", amount=6),
                  when=(NOT_IN_CONFLICT, when("spent_character")), phases=("conflict",)),
     note="Played between conflicts: the most valuable bowed characters without fate whose "
          "printed costs add up to 6 or less are readied.")

province("untamed-steppe", "Untamed Steppe", "during a conflict at this province")

card("utaku-rumaru", "Utaku Rumaru",
     constant(glory(1, each(chars(), state="honored"), until=""),
              glory(-1, each(chars(), state="dishonored"), until="")),
     reaction(CONTEST_WON, honor(choose(chars(not_self=True), state="participating")),
              costs=(discard_from_hand(1),), about="any", when=(participating(),)),
     note="After it wins, the cheapest card of the hand is discarded to honor another "
          "participant.")

card("valiant-oathkeeper", "Valiant Oathkeeper",
     inert="no text: its printed skills and glory are played")

card("yogo-preserver", "Yogo Preserver",
     missing=(helps("sincerity for the player's dishonored characters"),))
