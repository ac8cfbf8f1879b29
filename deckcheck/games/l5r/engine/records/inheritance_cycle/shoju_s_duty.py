"""Records of the cards first printed in Shoju's Duty (Inheritance Cycle). Tests in
tests/test_l5r_records_inheritance_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.hooks import conflict_skill
from deckcheck.games.l5r.engine import conflicts
from deckcheck.games.l5r.engine import effects
from deckcheck.games.l5r.engine.ops.greedy_choices import ready_at_home
from deckcheck.games.l5r.engine.ops.greedy_choices import value
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_LOST,
    CONTEST_WON,
    LEAVES_PLAY,
    PHASE_BEGINS,
    action,
    card,
    chars,
    choose,
    conflict_type,
    draw,
    event_action,
    fate,
    forced,
    glory,
    helps,
    honor,
    interrupt,
    lose_honor,
    opponent_loses_honor,
    participating,
    ready,
)
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NOT_IN_CONFLICT,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    NO_HAND_TO_COMPARE,
    SHORT,
    bow_one,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import best_card
from deckcheck.goldfish import piles


# -- the operations only these records use ----------------------------------------------------
MARK_INVOKER = -(80 << 20)          # state.used: the character Inferno Guard Invoker chose + 1


MARK_INVOKER_BROKEN = -(81 << 20)   # state.used: the opponent's broken provinces then + 1


def _invoker_safe(state: L5rState, ctx, value) -> bool:
    slot = state.c_slot
    if state.c_type != 1 or slot < 0 or slot in state.opp_broken:
        return False
    ordinary = [c for c in state.attackers if c not in state.status]
    if not ordinary:
        return False
    most = max(play_rules.glory(state, c) for c in ordinary)
    return conflict_skill(state) + most < conflicts.strength(state, slot)


def _invoker_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_INVOKER - ctx.source, 0) > 0


def _invoker_mark(state: L5rState, ctx, eff, cards) -> None:
    if ctx.chosen >= 0:
        state.used[MARK_INVOKER - ctx.source] = ctx.chosen + 1
        state.used[MARK_INVOKER_BROKEN - ctx.source] = len(state.opp_broken) + 1


def _invoker_doom(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_INVOKER - ctx.source, 0) - 1
    before = state.used.pop(MARK_INVOKER_BROKEN - ctx.source, 0) - 1
    if c >= 0 and len(state.opp_broken) > before and c in state.play:
        effects.sacrifice(state, c)


def _service_pair(state: L5rState) -> tuple[int, int]:
    """(the weakest ready non-unique character at home, the best bowed unique one) when the
    trade gains skill, else (-1, -1)."""
    t = state.table
    chars = play_rules.characters(state)
    cheap = [c for c in chars if not t.unique[c] and ready_at_home(state, c)]
    best = [c for c in chars if t.unique[c] and c in state.bowed]
    if not cheap or not best:
        return -1, -1
    low = min(cheap, key=lambda c: (value(state, c), c))
    high = max(best, key=lambda c: (value(state, c), -c))
    return (low, high) if value(state, high) > value(state, low) else (-1, -1)


def _service_trade(state, ctx, v):
    return _service_pair(state)[0] >= 0


def _bottom_self(state, ctx, eff, cards):
    c = ctx.source
    for pile in (state.conflict_discard, state.hand):
        if c in pile:
            pile.remove(c)
            state.conflict.insert(0, c)
            return


def _ready_best_unique(state, ctx, eff, cards):
    t = state.table
    best = [c for c in play_rules.characters(state) if t.unique[c] and c in state.bowed]
    if best:
        play_rules.ready(state, max(best, key=lambda c: (value(state, c), -c)))


CONDITIONS["mb_invoker_safe"] = _invoker_safe
CONDITIONS["mb_invoker_marked"] = _invoker_marked
GAME_OPS["mb_invoker_mark"] = _invoker_mark
GAME_OPS["mb_invoker_doom"] = _invoker_doom
CONDITIONS["dc_service_trade"] = _service_trade
GAME_OPS["dc_bottom_self"] = _bottom_self
GAME_OPS["dc_ready_best_unique"] = _ready_best_unique


card("bayushi-shoju-2", "Bayushi Shoju",
     forced(PHASE_BEGINS, draw(2), lose_honor(1), opponent_loses_honor(1), about="any",
            when=(when("event_option", "conflict"),)),
     note="Each player draws 2 and loses 1 honor (the opponent's draw changes nothing); the "
          "passive opponent never has the Imperial Favor anyway.")

card("in-service-to-my-lord", "In Service to My Lord",
     event_action(game("dc_ready_best_unique"), costs=(bow_one(chars(unique=False)),),
                  when=(NOT_IN_CONFLICT, when("dc_service_trade")), phases=("conflict",)),
     action(game("dc_ready_best_unique"), game("dc_bottom_self"),
            costs=(bow_one(chars(unique=False)),),
            when=(NOT_IN_CONFLICT, when("dc_service_trade")), phases=("conflict",),
            zone="conflict_discard"),
     forced(CARD_PLAYED, game("dc_bottom_self"), zone="conflict_discard"),
     note="Before a conflict is declared, when a bowed unique character is worth more than the "
          "weakest ready non-unique one at home: that one bows, the unique one readies; the "
          "card goes to the bottom of the conflict deck (played from the hand or the discard "
          "pile).")

card("inferno-guard-invoker", "Inferno Guard Invoker",
     action(honor(choose(chars(), state="participating")), game("mb_invoker_mark"),
            when=(conflict_type("military"), when("mb_invoker_safe")), phases=("conflict",)),
     forced(CONTEST_WON, game("mb_invoker_doom"), about="any", when=(when("mb_invoker_marked"),)),
     forced(CONTEST_LOST, game("mb_invoker_doom"), about="any", when=(when("mb_invoker_marked"),)),
     note="Honors a participant of a military conflict; a province broken during the conflict "
          "sacrifices it at the conflict's result. The pilot uses it only while the conflict, "
          "with the glory the honor adds, stays below the province's strength (nothing breaks).")

card("hero-of-three-trees", "Hero of Three Trees", inert=NO_HAND_TO_COMPARE)

card("daidoji-harrier", "Daidoji Harrier", inert=f"reveals and discards from the opponent's hand: {HOLDS_NO_HAND}")

card("gallant-quartermaster", "Gallant Quartermaster",
     interrupt(LEAVES_PLAY, fate(2), about="self", zone="dynasty_discard",
               when=(when("event_option", "sacrifice"),)),
     note="2 fate when it is sacrificed (LEAVES_PLAY's option), asked as it reaches the dynasty "
          "discard pile.")

card("kakita-s-final-stance", "Kakita's Final Stance",
     inert=f"keeps a participant from being bowed by the opponent ({NO_CARDS}) and, after a "
           f"duel, by the conflict's resolution ({NO_DUELS})")

card("moto-outrider", "Moto Outrider",
     action(ready(), when=(conflict_type("military"), participating()), phases=("conflict",)))

card("togashi-ichi", "Togashi Ichi",
     action(game("break_province"),
            when=(participating(), when("played_in_conflict_at_least", 10),
                  when("attacked_breakable")), phases=("conflict",)),
     note="Disguised is read from the text. Participating is attacking (the player only "
          "attacks): once 10 cards were played in the conflict, the attacked non-stronghold "
          "province breaks whatever its strength.")

card("castigated", "Castigated",
     inert=f"discards a participant with 0 political: {NO_CHARACTERS}, and on the player's own "
           "it could only hurt them")

card("chrysanthemum-steward", "Chrysanthemum Steward",
     inert=f"a card of the opponent's conflict discard pile: {NO_CARDS}")

card("cloak-of-night", "Cloak of Night",
     event_action(glory(3, choose(chars(), state="honored_participant"), until="contest"),
                  when=(when("dc_control_trait", "shugenja"), SHORT), phases=("conflict",)),
     note="+3 glory to an honored participant (its status adds its glory to its skill) while "
          "the conflict's skill is below the province's strength; the immunity does nothing: "
          f"{NO_CARDS}.")

card("golden-plains-raider", "Golden Plains Raider",
     inert="discards a faceup card in the opponent's provinces: the passive opponent's "
           "provinces hold no cards")

card("hitsu-do-disciple", "Hitsu-do Disciple",
     inert="dishonors another participant: only the player's own participate, so it could only "
           "hurt them")

card("know-the-terrain", "Know the Terrain", inert=f"when an attack is declared against the player: {NEVER_ATTACKS}")

card("mantra-of-air", "Mantra of Air", inert="answers the opponent declaring a conflict: it never does")

card("persuasive-counselor", "Persuasive Counselor",
     inert=f"keeps the player's events from being canceled: {NO_CARDS}")

card("root-out-heresy", "Root Out Heresy",
     inert=f"a random card of the opponent's hand weakens the province: {HOLDS_NO_HAND}")

card("student-of-esoterica", "Student of Esoterica",
     missing=(helps("its fate spent on the player's Spell cards"),))


def _dig_attachment(state: L5rState, ctx, eff, cards) -> None:
    """Yasuki Hatsu: of the top 5 conflict cards, the best attachment to the hand; shuffle."""
    t = state.table
    top = state.conflict[-5:]
    for c in top:
        play_rules.seen(state, c)
    found = [c for c in top if t.type[c] == "attachment"]
    if found:
        keep = best_card(state, found)
        state.conflict.remove(keep)
        state.hand.append(keep)
    piles.shuffle(state, state.conflict)


GAME_OPS["dig_attachment"] = _dig_attachment


card("yasuki-hatsu", "Yasuki Hatsu",
     action(game("dig_attachment"), when=(participating(), when("ps_less_honor")),
            phases=("conflict",)),
     note="The attachment kept is the dearest the player can pay for (else the cheapest).")
