"""Records of the cards first printed in the clan pack Underhand of the Emperor. One test each in
tests/test_l5r_records_underhand_of_the_emperor.py."""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import EACH, Target
from deckcheck.games.l5r.engine.hooks import CONDITIONS, STATE_WORDS
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.state import DISHONORED, L5rState
from deckcheck.games.l5r.engine.records.dsl import (
    LEAVES_PLAY, action, attached, bow_self, card, chars, choose, constant,
    draw, forced, helps, hurts,
    in_conflict, military, move_in, political,
    ready, self_is, statics,
    this,
)
from deckcheck.games.l5r.engine.records.words import (
    SUPPORT_ROLE,
    HOLDS_NO_HAND, NEVER_DEFENDS, NO_CARDS,
    NO_CHARACTERS, NO_DUELS, NO_EVENTS, NO_HAND, OWN_ONLY,
    SHORT, province,
)



# -- Underhand of the Emperor -----------------------------------------------------------------------

card("stolen-breath", "Stolen Breath",
     inert=f"keeps a character out of political conflicts: {NO_CHARACTERS} (putting it on one's "
           "own is not played)")

# -- the operations of the records added in this review ---------------------------------------
def _host_dishonored(state: L5rState, ctx, value) -> bool:
    return state.status.get(state.attached.get(ctx.source, -1), 0) == DISHONORED


def _bid_higher(state: L5rState, ctx, value) -> bool:
    other = state.opp.bid if state.opp is not None and state.opp.bid is not None else 3
    return state.bid > other


CONDITIONS.update({
    "host_dishonored": _host_dishonored,
    "bid_higher": _bid_higher,
})


STATE_WORDS.update({
    "dishonored_home": lambda state, c: (state.status.get(c, 0) == DISHONORED
                                         and c not in state.attackers),
})

SIX_OR_FEWER = when("honor_at_least", 7, negate=True)


card("liar-s-mask", "Liar's Mask",
     action(game("ps_discard_status", target=attached()), when=(when("host_dishonored"),)),
     note="Played only with 6 or fewer honor; discards its character's dishonored token "
          "(discarding an honored one never helps); +1/+1 is printed and played.")

statics("liar-s-mask", SIX_OR_FEWER)

card("bayushi-collector", "Bayushi Collector",
     missing=(helps("discards an attachment of the player's own dishonored character with its "
                    "status token: not played"),))

card("doji-fumiki", "Doji Fumiki", inert=f"bows a dishonored participant: {OWN_ONLY}")

card("opium-wastrel", "Opium Wastrel",
     missing=(hurts("played only while the player is less honorable than the opponent: the "
                    "engine does not check it"),),
     note=f"Setting a participant's glory to 0: {OWN_ONLY}.")

card("duty", "Duty",
     missing=(helps("cancels the loss of the player's last honor and gives 1: not modeled"),))

card("from-the-shadows", "From the Shadows",
     missing=(helps("puts a Shinobi into the conflict dishonored while the player is less "
                    "honorable: not played"),))

card("make-an-opening", "Make an Opening",
     inert=f"-X/-X to a participant of the opponent: {NO_CHARACTERS}")

card("offer-testimony", "Offer Testimony",
     inert=f"each player bows a participant by revealed cards: {NO_CHARACTERS} and "
           f"{HOLDS_NO_HAND}; only the player's own character could bow")

card("peasant-s-advice", "Peasant's Advice",
     missing=(helps("dishonors a character to shuffle a face-up card of a province into the "
                    "dynasty deck: not played"),))

card("stolen-secrets", "Stolen Secrets",
     inert="takes a card of the opponent's conflict deck: the passive opponent has no cards in "
           "the engine")

card("akodo-kage", "Akodo Kage",
     inert="sets the opponent's honor dial to the player's lower bid: that only cancels the "
           "honor the player receives, so it is never used")

card("alibi-artist", "Alibi Artist",
     action(game("look_take", 2, "bottom"), when=(SIX_OR_FEWER,)),
     note="With 6 or fewer honor: of the top 2 conflict cards, the dearest it can pay for goes "
          "to hand (else the cheapest), the other to the bottom.")

card("asako-maezawa", "Asako Maezawa",
     missing=(helps("doubles a participant's base political skill while the player counts more "
                    "glory: not modeled"),))

card("bayushi-aramoro", "Bayushi Aramoro",
     inert=f"-2 military to a participant of the opponent: {NO_CHARACTERS}")

card("bayushi-s-whisperers", "Bayushi's Whisperers",
     inert=f"its action looks at the opponent's hand: {NO_HAND} (No attachments is read by the "
           "engine)")

card("ignoble-enforcers", "Ignoble Enforcers",
     missing=(helps("after it is played, up to 3 honor for 1 fate on it each: not played"),))

card("insolent-rival", "Insolent Rival",
     constant(military(2, until=""), political(2, until=""), when=(when("bid_higher"),)),
     note=f"+2/+2 while the player's bid is higher than the opponent's; its duel: {NO_DUELS}.")

card("kitsuki-shomon", "Kitsuki Shomon",
     missing=(helps("takes the dishonor of another of the player's characters and readies: not "
                    "modeled"),))

card("seppun-truthseeker", "Seppun Truthseeker",
     forced(LEAVES_PLAY, draw(2), zone="dynasty_discard"),
     note="Asked when it reaches the dynasty discard pile: the player draws 2 (the passive "
          "opponent's draw does nothing). Leaving to the hand or a deck is not answered.")

card("shosuro-takao", "Shosuro Takao",
     action(move_in(this()),
            when=(in_conflict(), SHORT, self_is("home"), self_is("ready"),
                  when("dl_count_at_least", (Target(EACH, chars(), "conflict", "dishonored"), 1))),
            phases=("conflict",)),
     note="Moves itself in while a dishonored character participates (moving out is not "
          "played).")

card("soshi-aoi", "Soshi Aoi",
     missing=(helps("1 honor for +1 skill and a trait to a character: not played"),))

card("utaku-tetsuko", "Utaku Tetsuko",
     inert=f"raises the opponent's costs while it attacks: {NO_CARDS}")

card("yasuki-oguri", "Yasuki Oguri",
     inert=f"covert ({NEVER_DEFENDS}) and a defender's reaction to the opponent's events "
           f"({NO_EVENTS})")

card("court-of-deception", "Court of Deception",
     action(game("ps_discard_status", target=choose(chars(), state="dishonored_home")),
            when=(SIX_OR_FEWER,)),
     note="With 6 or fewer honor: discards the dishonored token of a character at home.")

province("brother-s-gift-dojo", "Brother’s Gift Dōjō", "moves a participant home")

card("kyuden-bayushi", "Kyūden Bayushi",
     action(ready(choose(chars(), state="dishonored")), costs=(bow_self(),)),
     missing=(helps("+1/+1 until the end of the phase with 6 or fewer honor: not modeled"),),
     note="Readies a bowed dishonored character.")

card("support-of-the-scorpion", "Support of the Scorpion",
     inert=SUPPORT_ROLE)
