"""How the ability records run on the AGoT state: zones, targets, conditions, costs and
the generic effects, for ``deckcheck.goldfish.abilities.runtime``.

Zones a record may name: play, hand, plot (the revealed plot), agenda, discard, dead,
discard_or_dead (either pile: "from your discard or dead pile"), deck, shadows, used
(the used plot pile), hand_card (the ability of a card in hand that is not an event, e.g.
Qotho's: no printed cost is paid and the card is not discarded after it); "hand" also
takes in an event in the discard pile while an effect lets events be played from there
(The Annals of Castle Black). Target state words: standing, knelt, knelt_other (knelt, and
not the ability's own card), attacking (among the attackers of the challenge being
resolved), opponent (a card the passive opponent controls: there is none, so such a target
never exists), other (not the ability's own card), and the words of
conditions.STATE_WORDS.

Events the engine fires from here and from the phases: "stood" and "knelt" (card = the
card that stood / knelt: the stand and kneel effects, kneeling costs, attackers kneeling,
the standing phase).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import (
    AGENDA,
    ATTACHMENT,
    CHALLENGES,
    CHARACTER,
    EVENT,
    LIMITED,
    PLOT,
)
from deckcheck.games.agot.engine.state import (
    DEAD,
    DECK,
    DISCARD,
    HAND,
    OUT,
    PLAY,
    REVEALED,
    SHADOWS,
    USED,
    AgotState,
)
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import (
    CARD_PLAYED,
    KILLED,
    LEAVES_PLAY,
    Effect,
)
from deckcheck.goldfish.abilities.runtime import BASE_CONDITIONS, Context, Event
from deckcheck.games.agot.engine.effects import ICON_BITS, KEYWORD_BITS


def game_constants(state: AgotState, name: str) -> list[tuple[int, int]]:
    """(source, amount) of every active constant game effect called ``name`` (a rule reads
    it by name: "set_strength", "events_from_discard", "event_discount", ...)."""
    found = state.table.index.constants.get("game")
    if not found:
        return []
    abilities = state.table.abilities
    return [(s, eff.amount) for s, k, e in found for eff in (abilities[s][k].effects[e],)
            if eff.value == name and play_rules.is_active(state, s)]


def cards_in_zone(state: AgotState, zone: str) -> list[int]:
    """The cards of a zone a record may name (see above); the deck's top card first."""
    if zone == "play":
        z = state.zone
        return [c for g in (state.characters, state.locations, state.attachments)
                for c in g if z[c] == PLAY]
    if zone == "hand":
        return state.hand
    if zone == "discard":
        return state.discard
    if zone == "dead":
        return state.dead
    if zone == "discard_or_dead":
        return state.discard + state.dead
    if zone == "deck":
        return state.draw[::-1]              # top card first
    if zone == "shadows":
        return state.shadows
    if zone == "used":
        return state.used_plots
    if zone == "plot":
        return [state.plot] if state.plot >= 0 else []
    if zone == "agenda":
        return list(state.table.agendas)
    return []


# -- conditions ------------------------------------------------------------------------------
def in_phase(state: AgotState, ctx: Context | None, value: Any) -> bool:
    """value: the phase name (plot, draw, marshaling, challenges, dominance, standing, taxation)."""
    return state.flow.phase_of[state.step].name == value


def _in_challenge(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type, or None for any challenge being resolved."""
    if state.challenge < 0:
        return False
    return value is None or CHALLENGES[state.challenge] == value


def _attacking(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card (or, with value "attached", its host) is attacking."""
    c = state.parent.get(ctx.source, -1) if value == "attached" else ctx.source
    return state.challenge >= 0 and c in state.attackers


def _controls(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: (filter, n): the player controls at least n cards in play matching it."""
    filt, n = value
    matches = play_rules.filter_set(state, filt)
    if matches is not None:                  # usually a few cards: look them up
        zone = state.zone
        return sum(1 for c in matches if zone[c] == PLAY) >= n
    return len(cards_in_zone(state, "play")) >= n


def _hand_at_most(state: AgotState, ctx: Context, value: Any) -> bool:
    return len(state.hand) <= value


def _source_standing(state: AgotState, ctx: Context, value: Any) -> bool:
    return ctx.source not in state.knelt


def _attached_to(state: AgotState, ctx: Context, value: Any) -> bool:
    """This attachment is attached to a card matching the filter ``value``."""
    host = state.parent.get(ctx.source, -1)
    matches = state.table.filter_sets.get(value)
    return host >= 0 and (matches is None or host in matches)


CONDITIONS = dict(BASE_CONDITIONS)
CONDITIONS.update({
    "phase": in_phase, "in_challenge": _in_challenge, "attacking": _attacking,
    "controls": _controls, "hand_at_most": _hand_at_most, "source_standing": _source_standing,
    "attached_to": _attached_to,
})


# -- effects -----------------------------------------------------------------------------------
def _draw(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    play_rules.draw(state, eff.amount)


def _gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    state.gold = max(0, state.gold + eff.amount)


def _power(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    for c in cards:
        if c < 0:
            play_rules.gain_power(state, eff.amount, why="ability")
        elif state.zone[c] == PLAY:
            play_rules.gain_power(state, eff.amount, c, why="ability")


def _stand(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the knelt cards (not those that cannot stand); each tells the bus "stood"."""
    for c in cards:
        if c >= 0 and c in state.knelt and not play_rules.cannot(state, c, "stand"):
            state.knelt.discard(c)
            play_rules.fire(state, "stood", c)


def _kneel(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kneel the standing cards in play (not those that cannot be knelt by card effects);
    each tells the bus "knelt"."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY and c not in state.knelt \
                and not play_rules.cannot(state, c, "kneel"):
            play_rules.kneel(state, c)


def _search(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The first card from the top (of the top ``amount``, 0 = all) that matches ``value``
    goes to hand; then the deck is shuffled."""
    matches = state.table.filter_sets.get(eff.value)
    deck = state.draw
    looked = deck[::-1] if not eff.amount else deck[:-eff.amount - 1:-1]
    for c in looked:
        if matches is None or c in matches:
            deck.remove(c)
            play_rules.move_to(state, c, HAND)
            play_rules.note(state, "search", c)
            break
    state.rng = rng.shuffle(state.rng, deck)


def put_cards_into_play(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put the cards into play (an attachment onto its first legal host); each enters play
    "put", or "dead" / "shadows" when it came from the dead pile / out of shadows."""
    for c in cards:
        if c < 0 or state.zone[c] == PLAY or not play_rules.may_enter(state, c):
            continue
        host = -1
        if state.table.kind[c] == ATTACHMENT:
            hosts = play_rules.targets(state, c)
            if not hosts:
                continue
            host = hosts[0]
        how = "dead" if state.zone[c] == DEAD else "shadows" if state.zone[c] == SHADOWS else "put"
        play_rules.take_from(state, c)
        play_rules.put_into_play(state, c, host)
        play_rules.note(state, "put", c)
        play_rules.entered_play(state, c, marshaled=False, how=how)


# "would be" interrupts [001 §Retten]: before a card in play is killed or discarded, a
# duplicate on it saves it; else the cards hear WOULD[why] (card = it), and a "save" effect
# (ops/saves.py) cancels the leaving. When the player may answer (an optional interrupt opened
# the trigger window), the card waits in ``state.dying`` (card, why) and leaves when the
# window is answered (``resolve_saves``). Sacrificed cards cannot be saved [001 §Opfern], nor
# cards a "(cannot be saved)" effect removes (its value is UNSAVABLE).
WOULD = {"kill": "would_be_killed", "discard": "would_be_discarded"}
LEAVE_ZONE = {"kill": DEAD, "discard": DISCARD}
UNSAVABLE = "cannot_be_saved"       # the value of a kill / discard effect "(cannot be saved)"
# the kill of Wildfire Assault and Vanquish the Unbelievers: "(cannot be saved)"
KILL_UNSAVABLE = Effect("kill", value=UNSAVABLE)


def characters_in_play(state: AgotState) -> list[int]:
    """The player's characters in play."""
    zone = state.zone
    return [c for c in state.characters if zone[c] == PLAY]


def _duplicate_save(state: AgotState, c: int) -> bool:
    """A duplicate on c is discarded to save it [001 §Duplikate]: the engine always uses
    it (a duplicate has no other use, and only the player's own effects remove its cards)."""
    for d in state.duplicates:
        if state.parent.get(d) == c:
            play_rules.leave_play(state, d, DISCARD)
            play_rules.note(state, "saved", c, d)
            return True
    return False


def _would_leave(state: AgotState, c: int, why: str) -> bool:
    """Save c with a duplicate, else fire the "would be" interrupt for it; True when c does
    not leave now (saved, or waiting for the player's answer in the trigger window)."""
    if state.duplicates and _duplicate_save(state, c):
        return True
    kind = WOULD[why]
    if kind not in state.table.index.triggers:
        return False
    entry = (c, why)
    state.dying.append(entry)
    runtime.fire(state, HOOKS, Event(kind, c))
    if entry not in state.dying:
        return True                                   # saved at once
    if any(e[2] == kind and e[3] == c for e in state.window):
        return True                                   # the player answers first
    state.dying.remove(entry)
    return False


def resolve_saves(state: AgotState) -> None:
    """The trigger window is answered: the cards still waiting in ``state.dying`` (not
    saved) leave play now."""
    waiting, state.dying = state.dying, []
    for c, why in waiting:
        if state.zone[c] == PLAY:
            leave_from_play(state, c, LEAVE_ZONE[why], why)


def _grant_changes(state: AgotState, value: tuple, cards: list[int]) -> bool:
    """Would granting a keyword / an icon change anything: does a card lack it now? (An
    in-challenge action granting renown is not used twice: Victarion Greyjoy.)"""
    kind, name = value
    bit = (KEYWORD_BITS if kind == "keyword" else ICON_BITS).get(name)
    if bit is None:
        return True
    have = play_rules.keywords if kind == "keyword" else play_rules.icons
    return any(c >= 0 and not have(state, c) & bit for c in cards)


def leave_from_play(state: AgotState, c: int, to_zone: int, why: str) -> None:
    """c leaves play for ``to_zone`` (a card put into the deck goes to the bottom); the
    cards hear "leaves_play" (option = why) and, for a kill, "killed"."""
    play_rules.leave_play(state, c, to_zone)
    if to_zone == DECK and state.zone[c] == DECK:
        state.draw.remove(c)
        state.draw.insert(0, c)                       # the bottom of the deck
    runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, why))
    if why == "kill":
        runtime.fire(state, HOOKS, Event(KILLED, c))


def _leave(to_zone: int, why: str):
    def effect(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
        for c in cards:
            if c < 0:
                continue
            if state.zone[c] == PLAY or c in state.duplicates:
                if (why in WOULD and getattr(eff, "value", None) != UNSAVABLE
                        and state.zone[c] == PLAY and _would_leave(state, c, why)):
                    continue
                leave_from_play(state, c, to_zone, why)
            elif state.zone[c] in (HAND, DISCARD, DEAD, SHADOWS, DECK) and why != "kill":
                play_rules.take_from(state, c)
                if to_zone == DECK:
                    state.draw.insert(0, c)
                    state.zone[c] = DECK
                else:
                    play_rules.move_to(state, c, to_zone)
    return effect


def _return_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Supporting the Faith: gold in the pool goes back to the treasury."""
    state.gold = 0


GAME_OPS = {"return_gold": _return_gold}
# name -> fn(state, ctx, effect, cards) -> bool: would the game operation change anything
# (an ability whose operation would not cannot be used); an operation without one always can
GAME_CHECKS: dict[str, Any] = {}
COUNTS: dict[str, Any] = {}
STATE_WORDS: dict[str, Any] = {}   # more target state words: fn(state, ctx, card) (conditions.py)      # an effect's ``per`` by name: fn(state, ctx) -> int (conditions.py)


def op_name(value: Any) -> str:
    """A game operation's name: its effect's ``value``, or the first item of a value
    (name, *arguments) - e.g. ("put_best", filter, ...)."""
    return value[0] if isinstance(value, tuple) else value


def _game(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    GAME_OPS[op_name(eff.value)](state, ctx, eff, cards)


EFFECTS = {
    "draw": _draw, "gain_resource": _gold, "gain_score": _power, "stand": _stand,
    "kneel": _kneel, "search": _search, "put_into_play": put_cards_into_play,
    "discard": _leave(DISCARD, "discard"), "kill": _leave(DEAD, "kill"),
    "return_to_hand": _leave(HAND, "hand"), "return_to_deck": _leave(DECK, "deck"),
    "sacrifice": _leave(DISCARD, "sacrifice"), "game": _game,
}


# -- costs -------------------------------------------------------------------------------------
def _can_kneel_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY and ctx.source not in state.knelt


def _kneel_self(state: AgotState, ctx: Context, cost: Any) -> None:
    play_rules.kneel(state, ctx.source)


def _can_kneel_faction(state: AgotState, ctx: Context, cost: Any) -> bool:
    return not state.faction_knelt


def _kneel_faction(state: AgotState, ctx: Context, cost: Any) -> None:
    state.faction_knelt = True


def _can_sacrifice_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY


def _sacrifice_self(state: AgotState, ctx: Context, cost: Any) -> None:
    play_rules.leave_play(state, ctx.source, DISCARD)
    runtime.fire(state, HOOKS, Event(LEAVES_PLAY, ctx.source, "sacrifice"))


def _can_discard_power(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.card_power.get(ctx.source, 0) >= cost.amount


def _discard_power(state: AgotState, ctx: Context, cost: Any) -> None:
    left = state.card_power.get(ctx.source, 0) - cost.amount
    if left:
        state.card_power[ctx.source] = left
    else:
        state.card_power.pop(ctx.source, None)


def _can_discard_gold(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.card_gold.get(ctx.source, 0) >= cost.amount


def _discard_gold(state: AgotState, ctx: Context, cost: Any) -> None:
    state.card_gold[ctx.source] -= cost.amount


def _kneel_candidates(state: AgotState, ctx: Context, cost: Any) -> list[int]:
    return [c for c in runtime.candidates(state, HOOKS, ctx, cost.target)
            if c not in state.knelt and not play_rules.cannot(state, c, "kneel")]


def _can_kneel_other(state: AgotState, ctx: Context, cost: Any) -> bool:
    return bool(_kneel_candidates(state, ctx, cost))


def _kneel_other(state: AgotState, ctx: Context, cost: Any) -> None:
    """Kneel a matching card: the one of lowest STR (the pilot keeps its best standing)."""
    found = _kneel_candidates(state, ctx, cost)
    play_rules.kneel(state, min(found, key=lambda c: (play_rules.strength(state, c), c)))


COSTS: dict[str, tuple[Callable[[Any, Context, Any], bool], Callable[[Any, Context, Any], None]]] = {
    "kneel_self": (_can_kneel_self, _kneel_self),
    "kneel_faction": (_can_kneel_faction, _kneel_faction),
    "sacrifice_self": (_can_sacrifice_self, _sacrifice_self),
    "discard_power": (_can_discard_power, _discard_power),
    "discard_gold": (_can_discard_gold, _discard_gold),
    "kneel": (_can_kneel_other, _kneel_other),
}


#
# AGoT marks kept in ``state.used`` (cleared when a round begins) under negative keys, apart
# from the runtime's uses per round (card * 32 + ability, never negative):
#   -1                        the challenge types lost this round (challenges.LOST_CHALLENGES)
#   used_mark(1, card, ability)   the phase in which a once-per-phase ability was last used
#   used_mark(2, card)            the uses this round of a card's "either ... or" alternatives
#   used_mark(3, title, type)     a "max 1 per challenge" title used in a challenge of that type
#   used_mark(4, card)            events played from the discard pile under this card's effect
def used_mark(slot: int, card: int, ability: int = 0) -> int:
    """The key of an AGoT mark in ``state.used`` (see above)."""
    return -(16 + 8 * (card * 32 + ability) + slot)


def phase_number(state: AgotState) -> int:
    """1 + the index of the current phase in the game's flow."""
    return state.flow.phase_number[state.step]


def _discard_plays(state: AgotState, source: int) -> int:
    """Events played from the discard pile in this phase under ``source``'s effect."""
    value = state.used.get(used_mark(4, source), 0)
    return value % 16 if value // 16 == phase_number(state) else 0


def playable_from_discard(state: AgotState, card: int) -> bool:
    """An event in the discard pile counts as in hand while a revealed plot lets events be
    played from there (The Annals of Castle Black), within its uses per phase."""
    if state.table.kind[card] != EVENT:
        return False
    return any(not limit or _discard_plays(state, s) < limit
               for s, limit in game_constants(state, "events_from_discard"))


def remove_played_event(state: AgotState, card: int) -> bool:
    """An event played while events may be played from the discard pile is removed from the
    game instead of going to the discard pile (the plot's forced reaction), and a play from
    the discard pile counts against the plot's uses this phase. True when it was removed."""
    annals = game_constants(state, "events_from_discard") if state.table.kind[card] == EVENT \
        else []
    if not annals:
        return False
    if state.zone[card] == DISCARD:
        source, limit = annals[0]
        key = used_mark(4, source)
        state.used[key] = phase_number(state) * 16 + _discard_plays(state, source) + 1
    play_rules.take_from(state, card)
    state.zone[card] = OUT
    play_rules.note(state, "removed", card)
    return True


class AgotHooks(runtime.Hooks):
    conditions = CONDITIONS
    effects = EFFECTS
    costs = COSTS

    def in_zone(self, state: AgotState, card: int, zone: str) -> bool:
        z = state.zone[card]
        if zone == "play":
            return z == PLAY
        if zone == "hand":                  # an event in the discard pile may be played
            return z == HAND or (z == DISCARD and self.playable_from_discard(state, card))
        if zone == "plot":
            return z == REVEALED
        if zone == "agenda":
            return z == OUT and state.table.kind[card] == AGENDA
        if zone == "discard":
            return z == DISCARD
        if zone == "dead":
            return z == DEAD
        if zone == "discard_or_dead":
            return z in (DISCARD, DEAD)
        if zone == "shadows":
            return z == SHADOWS
        if zone == "used":
            return z == USED
        if zone == "deck":
            return z == DECK
        if zone == "hand_card":         # a non-event card's ability used from hand (Qotho)
            return z == HAND
        return False

    def playable_from_discard(self, state: AgotState, card: int) -> bool:
        """May this event in the discard pile be played as if in hand? (The Annals of Castle
        Black: playable_from_discard)"""
        return playable_from_discard(state, card)

    def may_play(self, state: AgotState, card: int) -> bool:
        """An event card may be played unless an effect says it cannot ("play": Marching
        Orders), and a Limited one only while the round's Limited card is unused
        [001 §Limitiert]."""
        if state.limited_used and state.table.keywords[card] & LIMITED:
            return False
        return not play_rules.cannot(state, card, "play")

    def may_use(self, state: AgotState, ctx: Context, ab: Any) -> bool:
        """A triggered ability of a card in play cannot be used while an effect says its card
        cannot trigger abilities ("trigger": The King in the North); an event's from hand can
        [001 §Ausgelöste Fähigkeiten]."""
        return ab.zone == "hand" or not play_rules.cannot(state, ctx.source, "trigger")

    def host(self, state: AgotState, card: int) -> int:
        host = state.parent.get(card, -1)
        return host if host >= 0 and state.zone[card] == PLAY else -1

    def matches(self, state: AgotState, ctx: Context, target: Any, card: int) -> bool:
        if card < 0:
            return False
        if target.filter is not None and not play_rules.in_filter(state, target.filter, card):
            return False
        if target.zone and not self.in_zone(state, card, target.zone):
            return False
        word = target.state
        if word == "standing":
            return card not in state.knelt
        if word == "knelt":
            return card in state.knelt
        if word == "attacking":
            return state.challenge >= 0 and card in state.attackers
        if word == "opponent":
            return False
        if word == "other":
            return card != ctx.source
        if word == "knelt_other":
            return card in state.knelt and card != ctx.source
        more = STATE_WORDS.get(word)                     # conditions.py adds words
        return more is None or more(state, ctx, card)

    def zone_cards(self, state: AgotState, zone: str) -> list[int]:
        return cards_in_zone(state, zone)

    def can_apply(self, state: AgotState, ctx: Context, effect: Effect, cards: list[int]) -> bool:
        op = effect.op
        if op == "stand":
            return any(c in state.knelt for c in cards)
        if op == "kneel":
            return any(c >= 0 and c not in state.knelt and not play_rules.cannot(state, c, "kneel")
                       for c in cards)
        if op == "draw":
            return bool(state.draw)
        if op == "put_into_play":
            return any(c >= 0 and state.zone[c] != PLAY and play_rules.may_enter(state, c)
                       and (state.table.kind[c] != ATTACHMENT or play_rules.targets(state, c))
                       for c in cards)
        if op in ("kill", "discard", "sacrifice", "return_to_hand", "return_to_deck"):
            return bool(cards)
        if op == "game":
            check = GAME_CHECKS.get(op_name(effect.value))
            return check is None or check(state, ctx, effect, cards)
        if op == "grant" and effect.value[0] in ("keyword", "icon"):
            return _grant_changes(state, effect.value, cards)
        return True

    def play_cost(self, state: AgotState, card: int) -> int:
        """The printed cost, less the reducers of events (play_rules.event_cost) and every active
        "event_discount" (Littlefinger's Meddling)."""
        t = state.table
        if t.first_reducers or t.each_reducers or state.reductions:
            cost = play_rules.event_cost(state, card)
        else:
            cost = t.cost[card]
        if "game" in t.index.constants:
            cost -= sum(n for _, n in game_constants(state, "event_discount"))
        return max(0, cost)

    def resources(self, state: AgotState) -> int:
        return state.gold

    def pay_resources(self, state: AgotState, amount: int) -> None:
        state.gold -= amount
        state.spent_round += amount

    def after_play(self, state: AgotState, card: int) -> None:
        """An event played: its reducers are used up, a Limited one uses the round's Limited
        card [001 §Limitiert], it goes to the discard pile - or out of the game while events
        may be played from the discard pile (remove_played_event) -, and the cards
        hear "card_played"."""
        t = state.table
        if t.first_reducers or state.reductions:
            play_rules.event_cost(state, card, consume=True)     # "the first event each round"
        if t.kind[card] == EVENT and t.keywords[card] & LIMITED:
            state.limited_used = True
        if not remove_played_event(state, card) and state.zone[card] == HAND:
            state.hand.remove(card)
            play_rules.move_to(state, card, DISCARD)
        runtime.fire(state, self, Event(CARD_PLAYED, card))

    def note(self, state: AgotState, *event: Any) -> None:
        play_rules.note(state, *event)

    def count(self, state: AgotState, ctx: Context, name: str) -> int:
        """An effect's ``per`` count (COUNTS, at the end of this module)."""
        return COUNTS[name](state, ctx)

    def pick(self, state: AgotState, ctx: Context, ability: Any, choices: list[int]) -> int:
        """A forced choice falls on the player's least valuable card: lowest cost, then STR."""
        t = state.table
        return min(choices, key=lambda c: (c < 0, t.cost[c] if c >= 0 else 0,
                                           play_rules.strength(state, c) if c >= 0 else 0, c))


HOOKS = AgotHooks()



__all__ = ["HOOKS", "AgotHooks", "PLOT", "CHARACTER"]

