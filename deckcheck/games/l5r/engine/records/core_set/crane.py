"""Core Set records: the Crane cards. One test each in tests/test_l5r_records_core_set_crane.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    HONORED,
    LEAVES_PLAY,
    RING_CLAIMED,
    UNTIL_PHASE,
    action,
    bow_self,
    card,
    chars,
    choose,
    conflict_type,
    draw,
    event_action,
    forced,
    honor,
    in_conflict,
    participating,
    political,
    reaction,
    resolve_ring,
    take_honor,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
    restrict,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import SH_SLOT


# -- the operations only these records use ----------------------------------------------------
MARK_ACADEMY = -(1 << 20)


def _alone(state, ctx, value):
    return state.c_type != 0 and state.attackers == [ctx.source]


def _facedown_card(state, ctx, value):
    return any(c in state.facedown for slot in state.provinces[:SH_SLOT] for c in slot)


def _event_clan(state, ctx, value):
    e = ctx.event
    return e is not None and e.card >= 0 and state.table.clan[e.card] == value


def _event_lacks_keyword(state, ctx, value):
    e = ctx.event
    return e is not None and e.card >= 0 and value not in state.table.keywords[e.card]


def _reveal_facedown(state, ctx, eff, cards):
    for slot in range(SH_SLOT):
        down = [c for c in state.provinces[slot] if c in state.facedown]
        if down:
            state.facedown.discard(down[0])
            play_rules.seen(state, down[0])
            play_rules.note(state, "revealed", down[0])
            return


def _academy_reveal(state, ctx, eff, cards):
    if not state.conflict:
        return
    c = state.conflict.pop()
    play_rules.seen(state, c)
    state.hand.append(c)
    state.used[MARK_ACADEMY - c] = 1


def _academy_end(state, ctx, eff, cards):
    for key in [k for k in state.used if MARK_ACADEMY - (1 << 20) < k <= MARK_ACADEMY]:
        c = MARK_ACADEMY - key
        del state.used[key]
        if c in state.hand:                 # not played: back on top of the deck
            state.hand.remove(c)
            state.conflict.append(c)


CONDITIONS.update({
    "alone": _alone,
    "facedown_card": _facedown_card,
    "event_clan": _event_clan,
    "event_lacks_keyword": _event_lacks_keyword,
})


GAME_OPS.update({
    "reveal_facedown": _reveal_facedown,
    "academy_reveal": _academy_reveal,
    "academy_end": _academy_end,
})


# -- records -----------------------------------------------------------------------------------
card("asahina-artisan", "Asahina Artisan",
     action(political(3, choose(chars(clan="crane", not_self=True))), costs=(bow_self(),),
            when=(in_conflict(),), phases=("conflict",)))

card("savvy-politician", "Savvy Politician",
     reaction(HONORED, honor(choose(chars(not_self=True))), about="self"))

card("doji-hotaru", "Doji Hotaru",
     reaction(RING_CLAIMED, resolve_ring(), about="any",
              when=(conflict_type("political"), participating())))

card("asahina-storyteller", "Asahina Storyteller",
     forced(LEAVES_PLAY, draw(1), about="any",
            when=(when("event_character"), when("event_clan", "crane"),
                  when("event_amount_at_least", 1), when("event_lacks_keyword", "sincerity"))),
     note="Its own Sincerity is a keyword the engine plays; an honored Crane character of the "
          "player leaving play draws 1 card (LEAVES_PLAY's amount: the status it had).")

card("brash-samurai", "Brash Samurai",
     action(honor(), when=(when("alone"),), phases=("conflict",)))

card("cautious-scout", "Cautious Scout",
     inert="blanks the defending province's text: the passive opponent's provinces have none")

card("daidoji-nerishma", "Daidoji Nerishma",
     action(game("reveal_facedown"), when=(when("facedown_card"),)),
     note="Turns the first facedown province card face up (the player does not know them). "
          "The greedy pilot uses it in the dynasty phase once it cannot buy more (then buys "
          "what it revealed), else in a conflict.")

card("doji-challenger", "Doji Challenger",
     inert=f"moves an opponent's character to the conflict: {NO_CHARACTERS}")

card("doji-gift-giver", "Doji Gift Giver",
     inert=f"gives the opponent 1 fate to bow one of its participating characters: {NO_CHARACTERS}")

card("doji-whisperer", "Doji Whisperer", note="No text.")

card("guest-of-honor", "Guest of Honor",
     inert=f"stops the opponent's events: {NO_EVENTS}")

card("kakita-asami", "Kakita Asami",
     action(take_honor(1), when=(participating(), conflict_type("political"), when("winning")),
            phases=("conflict",)))

card("kakita-kaezin", "Kakita Kaezin",
     inert=f"a duel with a participating character of the opponent: {NO_CHARACTERS}")

card("political-rival", "Political Rival",
     inert=f"+3 political while defending, Covert: {NEVER_DEFENDS}")

card("steward-of-law", "Steward of Law",
     inert="stops dishonored status tokens: the passive opponent never dishonors the player's "
           "characters (the player's own dishonoring effects are not stopped)")

card("above-question", "Above Question",
     inert=f"protects against the opponent's events: {NO_EVENTS}")

card("duelist-training", "Duelist Training",
     inert=f"a duel with a participating character of the opponent: {NO_CHARACTERS}")

card("height-of-fashion", "Height of Fashion",
     note="+4 political (printed bonus); cannot be played during a conflict (a play restriction).")

restrict("height-of-fashion", when("in_conflict", negate=True))

card("admit-defeat", "Admit Defeat",
     inert=f"bows a character defending alone: {NEVER_DEFENDS}")

card("noble-sacrifice", "Noble Sacrifice",
     inert="discards a dishonored character: the passive opponent controls none (sacrificing an "
           "honored character to discard one's own dishonored one is not played)")

card("the-perfect-gift", "The Perfect Gift",
     event_action(game("look_take", 4, "shuffle")),
     note="Keeps the dearest of its top 4 cards it can pay for now (else the cheapest); the card "
          "given to the passive opponent changes nothing.")

card("voice-of-honor", "Voice of Honor",
     inert=f"cancels an event: {NO_EVENTS}")

card("way-of-the-crane", "Way of the Crane",
     event_action(honor(choose(chars(clan="crane")))))

card("artisan-academy", "Artisan Academy",
     action(game("academy_reveal"), game("academy_end", until=UNTIL_PHASE),
            phases=("conflict",)),
     note="The revealed card waits in the hand until the end of the phase (played from there "
          "as if in hand), then goes back on top of the conflict deck.")

card("the-art-of-peace", "The Art of Peace",
     inert=f"when this province is broken: {NEVER_ATTACKS}")

card("shizuka-toshi", "Shizuka Toshi",
     inert=f"bows a participating character with 2 political or less: {NO_CHARACTERS} (bowing "
           "one's own attacker is not played); its fate, honor and province strength bonus are "
           "printed and played")
