"""How the ability records run on the AGoT state: zones, targets, conditions, costs and
the generic effects, for ``deckcheck.goldfish.abilities.runtime``.

Zones a record may name: play, hand, plot (the revealed plot), agenda, discard, dead,
discard_or_dead (either pile: "from your discard or dead pile"), deck, shadows, used
(the used plot pile); "hand" also takes in an event in the discard pile while an effect
lets events be played from there (The Annals of Castle Black). Target state words:
standing, knelt, knelt_other (knelt, and not the ability's own card), attacking (among the
attackers of the challenge being resolved), opponent (a card the passive opponent
controls: there is none, so such a target never exists).

Events the engine fires from here and from the phases: "stood" and "knelt" (card = the
card that stood / knelt: the stand and kneel effects, kneeling costs, attackers kneeling,
the standing phase).
"""
from __future__ import annotations

from typing import Any

from deckcheck.games.agot.engine import rules
from deckcheck.games.agot.engine.effects import (
    AGENDA,
    ATTACHMENT,
    CHALLENGES,
    CHARACTER,
    EVENT,
    LIMITED,
    LOCATION,
    PLOT,
)
from deckcheck.games.agot.engine.state import (
    DEAD,
    DECK,
    DISCARD,
    DUPLICATE,
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
    ENTERS_PLAY,
    KILLED,
    LEAVES_PLAY,
    Effect,
)
from deckcheck.goldfish.abilities.runtime import BASE_CONDITIONS, Context, Event


def _pile(state: AgotState, zone: str) -> list[int]:
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
def _phase(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: the phase name (plot, draw, marshaling, challenges, dominance, standing, taxation)."""
    from deckcheck.games.agot.engine.game import FLOW
    return FLOW.phase_of[state.step].name == value


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
    matches = state.table.filter_sets.get(filt)
    count = sum(1 for c in _pile(state, "play") if matches is None or c in matches)
    return count >= n


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
    "phase": _phase, "in_challenge": _in_challenge, "attacking": _attacking,
    "controls": _controls, "hand_at_most": _hand_at_most, "source_standing": _source_standing,
    "attached_to": _attached_to,
})


# -- effects -----------------------------------------------------------------------------------
def _draw(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    rules.draw(state, eff.amount)


def _gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    state.gold = max(0, state.gold + eff.amount)


def _power(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    for c in cards:
        if c < 0:
            rules.gain_power(state, eff.amount, why="ability")
        elif state.zone[c] == PLAY:
            rules.gain_power(state, eff.amount, c, why="ability")


def _stand(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the knelt cards (not those that cannot stand); each tells the bus "stood"."""
    for c in cards:
        if c >= 0 and c in state.knelt and not rules.cannot(state, c, "stand"):
            state.knelt.discard(c)
            rules.fire(state, "stood", c)


def _kneel(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kneel the standing cards in play; each tells the bus "knelt"."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY and c not in state.knelt:
            state.knelt.add(c)
            rules.fire(state, "knelt", c)


def _search(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The first card from the top (of the top ``amount``, 0 = all) that matches ``value``
    goes to hand; then the deck is shuffled."""
    matches = state.table.filter_sets.get(eff.value)
    deck = state.draw
    looked = deck[::-1] if not eff.amount else deck[:-eff.amount - 1:-1]
    for c in looked:
        if matches is None or c in matches:
            deck.remove(c)
            rules.move_to(state, c, HAND)
            rules.note(state, "search", c)
            break
    state.rng = rng.shuffle(state.rng, deck)


def _put_into_play(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    for c in cards:
        if c < 0 or state.zone[c] == PLAY or not rules.may_enter(state, c):
            continue
        host = -1
        if state.table.kind[c] == ATTACHMENT:
            hosts = rules.targets(state, c)
            if not hosts:
                continue
            host = hosts[0]
        rules.take_from(state, c)
        rules.put_into_play(state, c, host)
        rules.note(state, "put", c)
        rules.entered_play(state, c, marshaled=False, how="put")


def _leave(to_zone: int, why: str):
    def effect(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
        for c in cards:
            if c < 0:
                continue
            if state.zone[c] == PLAY or c in state.duplicates:
                rules.leave_play(state, c, to_zone)
                runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, why))
                if why == "kill":
                    runtime.fire(state, HOOKS, Event(KILLED, c))
            elif state.zone[c] in (HAND, DISCARD, DEAD, SHADOWS, DECK) and why != "kill":
                rules.take_from(state, c)
                if to_zone == DECK:
                    state.draw.insert(0, c)
                    state.zone[c] = DECK
                else:
                    rules.move_to(state, c, to_zone)
    return effect


def _return_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Supporting the Faith: gold in the pool goes back to the treasury."""
    state.gold = 0


GAME_OPS = {"return_gold": _return_gold}
# name -> fn(state, ctx, effect, cards) -> bool: would the game operation change anything
# (an ability whose operation would not cannot be used); an operation without one always can
GAME_CHECKS: dict[str, Any] = {}


def op_name(value: Any) -> str:
    """A game operation's name: its effect's ``value``, or the first item of a value
    (name, *arguments) - e.g. ("put_best", filter, ...)."""
    return value[0] if isinstance(value, tuple) else value


def _game(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    GAME_OPS[op_name(eff.value)](state, ctx, eff, cards)


EFFECTS = {
    "draw": _draw, "gain_resource": _gold, "gain_score": _power, "stand": _stand,
    "kneel": _kneel, "search": _search, "put_into_play": _put_into_play,
    "discard": _leave(DISCARD, "discard"), "kill": _leave(DEAD, "kill"),
    "return_to_hand": _leave(HAND, "hand"), "return_to_deck": _leave(DECK, "deck"),
    "sacrifice": _leave(DISCARD, "sacrifice"), "game": _game,
}


# -- costs -------------------------------------------------------------------------------------
def _can_kneel_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY and ctx.source not in state.knelt


def _kneel_self(state: AgotState, ctx: Context, cost: Any) -> None:
    state.knelt.add(ctx.source)
    rules.fire(state, "knelt", ctx.source)


def _can_kneel_faction(state: AgotState, ctx: Context, cost: Any) -> bool:
    return not state.faction_knelt


def _kneel_faction(state: AgotState, ctx: Context, cost: Any) -> None:
    state.faction_knelt = True


def _can_sacrifice_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY


def _sacrifice_self(state: AgotState, ctx: Context, cost: Any) -> None:
    rules.leave_play(state, ctx.source, DISCARD)
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
    return [c for c in runtime.candidates(state, HOOKS, ctx, cost.target) if c not in state.knelt]


def _can_kneel_other(state: AgotState, ctx: Context, cost: Any) -> bool:
    return bool(_kneel_candidates(state, ctx, cost))


def _kneel_other(state: AgotState, ctx: Context, cost: Any) -> None:
    """Kneel a matching card: the one of lowest STR (the pilot keeps its best standing)."""
    found = _kneel_candidates(state, ctx, cost)
    c = min(found, key=lambda c: (rules.strength(state, c), c))
    state.knelt.add(c)
    rules.fire(state, "knelt", c)


COSTS = {
    "kneel_self": (_can_kneel_self, _kneel_self),
    "kneel_faction": (_can_kneel_faction, _kneel_faction),
    "sacrifice_self": (_can_sacrifice_self, _sacrifice_self),
    "discard_power": (_can_discard_power, _discard_power),
    "discard_gold": (_can_discard_gold, _discard_gold),
    "kneel": (_can_kneel_other, _kneel_other),
}


class AgotHooks(runtime.Hooks):
    conditions = CONDITIONS
    effects = EFFECTS
    costs = COSTS

    def in_zone(self, state: AgotState, card: int, zone: str) -> bool:
        z = state.zone[card]
        if zone == "play":
            return z == PLAY
        if zone == "hand":                  # an event in the discard pile may be played
            return z == HAND or (z == DISCARD and _playable_from_discard(state, card))
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
        return False

    def host(self, state: AgotState, card: int) -> int:
        host = state.parent.get(card, -1)
        return host if host >= 0 and state.zone[card] == PLAY else -1

    def matches(self, state: AgotState, ctx: Context, target: Any, card: int) -> bool:
        if card < 0:
            return False
        if target.filter is not None and card not in state.table.filter_sets[target.filter]:
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
        return True

    def zone_cards(self, state: AgotState, zone: str) -> list[int]:
        return _pile(state, zone)

    def can_apply(self, state: AgotState, ctx: Context, effect: Effect, cards: list[int]) -> bool:
        op = effect.op
        if op == "stand":
            return any(c in state.knelt for c in cards)
        if op == "kneel":
            return any(c >= 0 and c not in state.knelt for c in cards)
        if op == "draw":
            return bool(state.draw)
        if op == "put_into_play":
            return any(c >= 0 and state.zone[c] != PLAY and rules.may_enter(state, c)
                       and (state.table.kind[c] != ATTACHMENT or rules.targets(state, c))
                       for c in cards)
        if op in ("kill", "discard", "sacrifice", "return_to_hand", "return_to_deck"):
            return bool(cards)
        if op == "game":
            check = GAME_CHECKS.get(op_name(effect.value))
            return check is None or check(state, ctx, effect, cards)
        return True

    def play_cost(self, state: AgotState, card: int) -> int:
        return state.table.cost[card]

    def resources(self, state: AgotState) -> int:
        return state.gold

    def pay_resources(self, state: AgotState, amount: int) -> None:
        state.gold -= amount
        state.spent_round += amount

    def after_play(self, state: AgotState, card: int) -> None:
        if state.zone[card] == HAND:
            state.hand.remove(card)
            rules.move_to(state, card, DISCARD)
        runtime.fire(state, self, Event(CARD_PLAYED, card))

    def note(self, state: AgotState, *event: Any) -> None:
        rules.note(state, *event)

    def count(self, state: AgotState, ctx: Context, name: str) -> int:
        """An effect's ``per`` count (COUNTS, at the end of this module)."""
        return COUNTS[name](state, ctx)

    def pick(self, state: AgotState, ctx: Context, ability: Any, choices: list[int]) -> int:
        """A forced choice falls on the player's least valuable card: lowest cost, then STR."""
        t = state.table
        return min(choices, key=lambda c: (c < 0, t.cost[c] if c >= 0 else 0,
                                           rules.strength(state, c) if c >= 0 else 0, c))


HOOKS = AgotHooks()


def enters_play(state: AgotState, c: int, how: str) -> None:
    runtime.fire(state, HOOKS, Event(ENTERS_PLAY, c, how))


__all__ = ["HOOKS", "AgotHooks", "enters_play", "PLOT", "CHARACTER"]


# -- added for the Core Set neutral cards (records/core.py) --
# -- added for the Core Set Night's Watch and Stark records --------------------------------------
STOOD = "stood"    # event: card = a card that just stood (phases.standing, the stand effect)


def _event_card_in(state: AgotState, ctx: Context, value: Any) -> bool:
    """The triggering event's card matches the filter ``value`` (e.g. "a [stark] character")."""
    if ctx.event is None or ctx.event.card < 0:
        return False
    matches = state.table.filter_sets.get(value)
    return matches is None or ctx.event.card in matches


# -- added for the Core Set Lannister and Martell records ---------------------------------------
# Marks: a lasting GRANT of ("mark", name) on a card remembers something about it until the
# end of a period (Gold Cloaks "entered play using ambush this phase", the character Hear Me
# Roar! put into play). Marks are neither icons nor keywords, so nothing else reads them.
MARK = "mark"


def _marks_of(state: AgotState, source: int) -> list[int]:
    """The cards carrying a lasting mark that ``source``'s abilities placed."""
    out = []
    for entry in state.lasting:
        if entry[0] == source:
            eff = state.table.abilities[entry[0]][entry[1]].effects[entry[2]]
            if eff.op == "grant" and eff.value[0] == MARK:
                out.append(entry[3])
    return out


def _marked(state: AgotState, ctx: Context, value: Any) -> bool:
    """A card still in play carries a lasting mark placed by this ability's card."""
    return any(c >= 0 and state.zone[c] == PLAY for c in _marks_of(state, ctx.source))


def _event_card_is(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a filter; the triggering event's card matches it (e.g. the killed character
    is a Lord or Lady)."""
    if ctx.event is None or ctx.event.card < 0:
        return False
    matches = state.table.filter_sets.get(value)
    return matches is None or ctx.event.card in matches


CONDITIONS["event_card"] = _event_card_in      # Taxation: a Limited card was marshaled


def _close_challenges(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The challenge types of the bit mask ``amount`` (1 military, 2 intrigue, 4 power)
    cannot be initiated any more this phase (Sneak Attack, A Game of Thrones)."""
    state.challenges_left &= ~eff.amount


def _open_challenges(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The challenge types of the bit mask ``amount`` may be initiated (again) this phase
    (A Storm of Swords: one more military challenge; A Game of Thrones after an intrigue
    win)."""
    state.challenges_left |= eff.amount


def _extra_limited(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """One more Limited card may be marshaled this round (Taxation)."""
    state.limited_used = False


def _shuffle_back(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Up to ``amount`` cards of the discard pile (the player takes its most expensive
    ones) are shuffled into the draw deck (Rebuilding)."""
    t = state.table
    chosen = sorted(state.discard, key=lambda c: (-t.cost[c], -t.strength[c], c))[:eff.amount]
    for c in chosen:
        state.discard.remove(c)
        state.draw.append(c)
        state.zone[c] = DECK
    if chosen:
        rules.note(state, "shuffle_back", len(chosen))
    state.rng = rng.shuffle(state.rng, state.draw)


def _reinforce(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put into play the best character (highest printed cost, then STR) with printed
    cost ``amount`` or lower from the hand or the discard pile (Reinforcements)."""
    t = state.table
    found = [c for c in state.hand + state.discard
             if t.kind[c] == CHARACTER and t.cost[c] <= eff.amount and rules.may_enter(state, c)]
    if found:
        best = max(found, key=lambda c: (t.cost[c], t.strength[c], -c))
        _put_into_play(state, ctx, eff, [best])


def _keep_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kill every character the player controls except the ``amount`` it keeps (its most
    valuable: power on it, printed cost, STR) - Wildfire Assault."""
    t = state.table
    mine = [c for c in state.characters if state.zone[c] == PLAY]
    mine.sort(key=lambda c: (-state.card_power.get(c, 0), -t.cost[c],
                             -rules.strength(state, c), c))
    EFFECTS["kill"](state, ctx, eff, mine[eff.amount:])


GAME_OPS.update({
    "close_challenges": _close_challenges, "open_challenges": _open_challenges,
    "extra_limited": _extra_limited, "shuffle_back": _shuffle_back, "reinforce": _reinforce,
    "keep_best": _keep_best,
})


def _can_remove_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY


def _remove_self(state: AgotState, ctx: Context, cost: Any) -> None:
    """Remove the card from the game (Varys)."""
    rules.leave_play(state, ctx.source, OUT)


def _contest_key(state: AgotState, ctx: Context) -> int:
    """A "used" key per title and challenge type (negative: apart from the ability keys)."""
    return -(1 + state.table.title[ctx.source] * 3 + max(state.challenge, 0))


def _can_once_per_challenge(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"(Max 1 per challenge.)": no copy of this title was used in this challenge yet."""
    return _contest_key(state, ctx) not in state.used


def _once_per_challenge(state: AgotState, ctx: Context, cost: Any) -> None:
    state.used[_contest_key(state, ctx)] = 1


COSTS["remove_self"] = (_can_remove_self, _remove_self)
COSTS["once_per_challenge"] = (_can_once_per_challenge, _once_per_challenge)


def _may_play(self: AgotHooks, state: AgotState, card: int) -> bool:
    """An event card may be played from hand unless an effect says it cannot ("play":
    Marching Orders)."""
    return not rules.cannot(state, card, "play")


AgotHooks.may_play = _may_play      # type: ignore[method-assign]
def _other_attacker(state: AgotState, ctx: Context, value: Any) -> bool:
    """Another card than the ability's own attacks in the challenge being resolved and matches
    the filter ``value``."""
    if state.challenge < 0:
        return False
    matches = state.table.filter_sets.get(value)
    return any(c != ctx.source and (matches is None or c in matches) for c in state.attackers)


def _has_duplicate(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card has at least one duplicate on it."""
    parent = state.parent
    return any(parent.get(d) == ctx.source for d in state.duplicates)


def _plot_trait(state: AgotState, ctx: Context, value: Any) -> bool:
    """The revealed plot has the trait ``value`` (lower case); the passive opponent reveals
    none, so "a player has a War plot revealed" reads the player's plot only."""
    return state.plot >= 0 and value in state.table.traits[state.plot]


CONDITIONS.update({
    "event_card_in": _event_card_in, "other_attacker": _other_attacker,
    "has_duplicate": _has_duplicate, "plot_trait": _plot_trait,
})


def _shuffle_deck(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Shuffle the draw deck (after a card was put into it)."""
    state.rng = rng.shuffle(state.rng, state.draw)


def _join_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card counts as participating on the attacking side of the challenge
    being resolved, without kneeling (its STR counts, its Renown / Insight apply)."""
    c = ctx.source
    if state.challenge >= 0 and state.zone[c] == PLAY and c not in state.attackers:
        state.attackers.append(c)
        rules.note(state, "joins", c)


def _top_card_as_duplicate(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The top card of the draw deck goes facedown onto the ability's card as a duplicate
    (an empty draw deck eliminates, as after a draw [001 §Spielsieg])."""
    c = ctx.source
    if not state.draw or state.zone[c] != PLAY:
        return
    top = state.draw.pop()
    state.zone[top] = DUPLICATE
    state.duplicates.append(top)
    state.parent[top] = c
    rules.note(state, "duplicate", top, c)
    if not state.draw:
        rules.draw(state, 0)


def _draw_top_if(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Reveal the top card of the draw deck; draw it when it matches the filter of the
    effect's target (``Target(PLAYER, filter)``), else it stays on top."""
    if not state.draw:
        return
    matches = state.table.filter_sets.get(eff.target.filter)
    top = state.draw[-1]
    rules.note(state, "reveal_top", top)
    if eff.target.filter is None or top in matches:
        rules.draw(state, 1)


GAME_OPS.update({
    "shuffle_deck": _shuffle_deck, "join_challenge": _join_challenge,
    "top_card_as_duplicate": _top_card_as_duplicate, "draw_top_if": _draw_top_if,
})


def _discard_choice(state: AgotState, ctx: Context) -> list[int]:
    return [c for c in state.hand if c != ctx.source]


def _can_discard_hand(state: AgotState, ctx: Context, cost: Any) -> bool:
    return bool(_discard_choice(state, ctx))


def _discard_hand(state: AgotState, ctx: Context, cost: Any) -> None:
    """Discard 1 card from hand: the least valuable one (lowest printed cost, then STR,
    as ``AgotHooks.pick``)."""
    c = HOOKS.pick(state, ctx, None, _discard_choice(state, ctx))
    state.hand.remove(c)
    rules.move_to(state, c, DISCARD)
    rules.note(state, "discard", c)


def _can_return_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY


def _return_self(state: AgotState, ctx: Context, cost: Any) -> None:
    """Return the ability's card from play to hand."""
    rules.leave_play(state, ctx.source, HAND)
    runtime.fire(state, HOOKS, Event(LEAVES_PLAY, ctx.source, "hand"))


COSTS.update({
    "discard_hand": (_can_discard_hand, _discard_hand),
    "return_self": (_can_return_self, _return_self),
})
def _first_player(state: AgotState, ctx: Context, value: Any) -> bool:
    """The player is the first player this round (it chose itself after winning initiative)."""
    from deckcheck.games.agot.engine.state import US
    return state.first_player == US


def _count_at_least(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: (count name, n): the count (see COUNTS) is at least n."""
    name, n = value
    return COUNTS[name](state, ctx) >= n


def _has_icon(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the ability's card has that icon now."""
    from deckcheck.games.agot.engine.effects import ICON_BITS
    return bool(rules.icons(state, ctx.source) & ICON_BITS[value])


def _challenge_open(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the player may still initiate a challenge of it this phase."""
    from deckcheck.games.agot.engine.challenges import open_mask
    return bool(open_mask(state) & (1 << CHALLENGES.index(value)))


CONDITIONS.update({
    "marked": _marked, "event_card_is": _event_card_is, "first_player": _first_player,
    "count_at_least": _count_at_least, "has_icon": _has_icon, "challenge_open": _challenge_open,
})


# counts an effect's amount may be multiplied by (Effect.per)
def _gold_pool(state: AgotState, ctx: Context) -> int:
    """Gold in the player's gold pool."""
    return state.gold


def _used_plots(state: AgotState, ctx: Context) -> int:
    """Plot cards in the player's used pile."""
    return len(state.used_plots)


def _won_by_fives(state: AgotState, ctx: Context) -> int:
    """On a won challenge: every full 5 STR by which it was won (the passive opponent
    defends with 0 STR, so the margin is the attacking STR)."""
    return ctx.event.amount // 5 if ctx.event is not None else 0


COUNTS = {"gold_pool": _gold_pool, "used_plots": _used_plots, "won_by_fives": _won_by_fives}


def _discard_marked(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard from play every card this ability's card marked (a delayed "at the end of
    the phase, discard it from play")."""
    marked = [c for c in _marks_of(state, ctx.source) if c >= 0 and state.zone[c] == PLAY]
    EFFECTS["discard"](state, ctx, eff, marked)


def _drop_other_copies(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """"(Max 1 per challenge)": the other copies of this title waiting in the open trigger
    window for the same event are dropped [001 §„Nur“ und „maximal“]."""
    title = state.table.title
    mine = title[ctx.source]
    ev = ctx.event
    same = (ev.kind, ev.card, ev.option, ev.amount, tuple(ev.cards)) if ev is not None else ()
    state.window[:] = [e for e in state.window
                       if e[0] == ctx.source or title[e[0]] != mine or tuple(e[2:]) != same]


def _look_top_keep_one(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Look at the top ``amount`` cards: the one of highest printed cost (non-events first;
    the top one on a tie) goes to hand, the others to the bottom of the deck in their order."""
    deck = state.draw
    n = min(eff.amount, len(deck))
    if n <= 0:
        return
    top = deck[::-1][:n]                        # top card first
    t = state.table
    from deckcheck.games.agot.engine.effects import EVENT
    keep = max(top, key=lambda c: (t.kind[c] != EVENT, t.cost[c], -top.index(c)))
    for c in top:
        deck.remove(c)
    rules.move_to(state, keep, HAND)
    rules.note(state, "search", keep)
    rest = [c for c in top if c != keep]
    deck[:0] = rest[::-1]                       # the bottom is index 0; keep their order


GAME_OPS.update({"discard_marked": _discard_marked, "drop_other_copies": _drop_other_copies,
                 "look_top_keep_one": _look_top_keep_one})


# -- added for the cards of packs 00-04 in the test decks (records/packs_00_04.py) --
def _event_cards_include(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; one of the event's cards (the attackers of a challenge) matches
    it (The Reader: a unique [greyjoy] character participated)."""
    if ctx.event is None:
        return False
    matches = state.table.filter_sets.get(value)
    return any(matches is None or c in matches for c in ctx.event.cards)


def _alone_attacker(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; the event's cards are one single attacker, and it matches the
    filter (Lady Sansa's Rose: a Knight attacking alone)."""
    if ctx.event is None or len(ctx.event.cards) != 1:
        return False
    matches = state.table.filter_sets.get(value)
    return matches is None or ctx.event.cards[0] in matches


def _plot_trait(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a trait or a tuple of traits; the player's revealed plot has one of them (the
    passive opponent reveals no plot, so "a Summer plot card revealed" means the player's)."""
    if state.plot < 0:
        return False
    traits = state.table.traits[state.plot]
    wanted = (value,) if isinstance(value, str) else value
    return any(t.lower() in traits for t in wanted)


def _challenge_number(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: n; a challenge is being resolved and it is the n-th the player initiated this
    phase (counted from the challenge types already used; The Lord of the Crossing)."""
    if state.challenge < 0:
        return False
    return 3 - bin(state.challenges_left & 7).count("1") == value


def _deck_has(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; a matching card is in the draw deck (a search would find one)."""
    matches = state.table.filter_sets.get(value)
    return any(matches is None or c in matches for c in state.draw)


def _new_faction(state: AgotState, ctx: Context, value: Any) -> bool:
    """The event's card is a character with a faction affiliation (neutral has none [001
    §Neutral]) that no other card the player controls shares: not the faction card, nor a
    card in play, nor the revealed plot, nor the agenda (Hollow Hill)."""
    if ctx.event is None or ctx.event.card < 0:
        return False
    t = state.table
    c = ctx.event.card
    faction = t.card_faction[c]
    if t.kind[c] != CHARACTER or faction == "neutral" or faction == state.faction:
        return False
    others = [x for x in _pile(state, "play") if x != c]
    others.extend(_pile(state, "plot"))
    others.extend(_pile(state, "agenda"))
    return all(t.card_faction[x] != faction for x in others)


CONDITIONS.update({
    "event_cards_include": _event_cards_include,
    "alone_attacker": _alone_attacker, "plot_trait": _plot_trait,
    "challenge_number": _challenge_number, "deck_has": _deck_has,
    "new_faction": _new_faction,
})


def _lose_power(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The player discards ``amount`` power from a card it controls: from its cheapest
    character with power (power counts the same wherever it lies), else from the faction
    card (The Long Winter)."""
    for _ in range(eff.amount):
        holders = [c for c, n in state.card_power.items() if n > 0]
        if holders:
            c = min(holders, key=lambda x: (state.table.cost[x], x))
            state.card_power[c] -= 1
            if not state.card_power[c]:
                del state.card_power[c]
        elif state.power > 0:
            state.power -= 1
        rules.note(state, "lose_power", 1)


def _return_cheap(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each character in play with printed cost ``amount`` or lower returns to its owner's
    hand (The First Snow of Winter)."""
    t = state.table
    cheap = [c for c in state.characters if state.zone[c] == PLAY and t.cost[c] <= eff.amount]
    EFFECTS["return_to_hand"](state, ctx, eff, cheap)


def _keep_locations(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The player keeps up to ``amount`` of its locations (the most expensive ones) and
    discards the rest from play (Political Disaster)."""
    t = state.table
    mine = [c for c in state.locations if state.zone[c] == PLAY]
    mine.sort(key=lambda c: (-t.cost[c], c))
    EFFECTS["discard"](state, ctx, eff, mine[eff.amount:])


def _discard_weakest(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """A character with the lowest STR in play is discarded from play (the opponent has
    none, so it is one of the player's; among ties the cheapest) - House Florent Knight."""
    mine = [c for c in state.characters if state.zone[c] == PLAY]
    if not mine:
        return
    low = min(rules.strength(state, c) for c in mine)
    weakest = [c for c in mine if rules.strength(state, c) == low]
    EFFECTS["discard"](state, ctx, eff, [min(weakest, key=lambda c: (state.table.cost[c], c))])


def _search_or_put(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """``cards`` = the deck's cards matching the effect's target (top first): the first one
    is taken; with printed cost ``amount`` or lower it is put into play when it may enter
    (an attachment needs a legal host), else it goes to hand; the deck is shuffled
    (A Time For Wolves)."""
    t = state.table
    if cards:
        c = cards[0]
        hosts_ok = t.kind[c] != ATTACHMENT or bool(rules.targets(state, c))
        if t.cost[c] <= eff.amount and rules.may_enter(state, c) and hosts_ok:
            _put_into_play(state, ctx, eff, [c])
        else:
            state.draw.remove(c)
            rules.move_to(state, c, HAND)
            rules.note(state, "search", c)
    state.rng = rng.shuffle(state.rng, state.draw)


def _move_attachment(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """This attachment (the ability's card) moves to the chosen card (Lady)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY and c != state.parent.get(ctx.source, -1):
            state.parent[ctx.source] = c
            rules.note(state, "move", ctx.source, c)


GAME_OPS.update({
    "lose_power": _lose_power, "return_cheap": _return_cheap,
    "keep_locations": _keep_locations, "discard_weakest": _discard_weakest,
    "search_or_put": _search_or_put, "move_attachment": _move_attachment,
})


def _contest_key(state: AgotState, ctx: Context) -> int:
    """A "used" key per title and challenge type (negative: apart from the ability keys).
    The type is the triggering event's (a "contest_won" window is answered after the
    challenge closed), else the challenge being resolved."""
    option = ctx.event.option if ctx.event is not None else ""
    k = CHALLENGES.index(option) if option in CHALLENGES else max(state.challenge, 0)
    return -(1 + state.table.title[ctx.source] * 3 + k)


def _can_once_per_challenge(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"(Max 1 per challenge.)" [001 §Maximal]: no copy of this title was used in this
    challenge yet."""
    return _contest_key(state, ctx) not in state.used


def _once_per_challenge(state: AgotState, ctx: Context, cost: Any) -> None:
    state.used[_contest_key(state, ctx)] = 1


def _can_unless_used(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"Either ... or ...": the card's other ability (index ``amount``, with a limit so its
    uses are counted) was not used this round."""
    return state.used.get(ctx.source * 32 + cost.amount, 0) == 0


def _unless_used(state: AgotState, ctx: Context, cost: Any) -> None:
    """Nothing to pay: the ability's own use (its limit) closes the other choice."""


COSTS["once_per_challenge"] = (_can_once_per_challenge, _once_per_challenge)
COSTS["unless_used"] = (_can_unless_used, _unless_used)
# -- added for the Core Set Baratheon and Greyjoy records --
#
# AGoT marks kept in ``state.used`` (cleared when a round begins) under negative keys, apart
# from the runtime's uses per round (card * 32 + ability, never negative):
#   -1                        the challenge types lost this round (challenges.LOST_CHALLENGES)
#   _mark(1, card, ability)   the phase in which a once-per-phase ability was last used
#   _mark(2, card)            the uses this round of a card's "either ... or" alternatives
def _mark(slot: int, card: int, ability: int = 0) -> int:
    return -(1 + 4 * (card * 32 + ability) + slot)


def _count_in_play(state: AgotState, ctx: Context, value: Any) -> int:
    """value: (filter, state word, other): how many cards in play match the filter (None =
    any) and are "knelt" / "standing" ("" = either); with ``other`` the ability's own card
    does not count. The passive opponent has no cards, so "in play" is the player's."""
    filt, word, other = value
    matches = state.table.filter_sets.get(filt) if filt is not None else None
    knelt = state.knelt
    n = 0
    for c in _pile(state, "play"):
        if (matches is not None and c not in matches) or (other and c == ctx.source):
            continue
        if (word == "knelt" and c not in knelt) or (word == "standing" and c in knelt):
            continue
        n += 1
    return n


AgotHooks.counts = {"in_play": _count_in_play}    # counts with a value (a constant's ``per``)


def _challenge_lost(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type: has the player lost a challenge of that type this round
    (reads the bits challenges.py keeps in ``state.used[LOST_CHALLENGES]``)?"""
    from deckcheck.games.agot.engine.challenges import LOST_CHALLENGES
    return bool(state.used.get(LOST_CHALLENGES, 0) & (1 << CHALLENGES.index(value)))


CONDITIONS["challenge_lost"] = _challenge_lost

_PHASE_NUMBER: dict[str, int] = {}


def _phase_number(state: AgotState) -> int:
    """1 + the index of the current phase in the round's flow."""
    from deckcheck.games.agot.engine.game import FLOW
    if not _PHASE_NUMBER:
        _PHASE_NUMBER.update({p.name: i + 1 for i, p in enumerate(FLOW.phases)})
    return _PHASE_NUMBER[FLOW.phase_of[state.step].name]


def _can_once_per_phase(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"(Limit once per phase.)": the ability was not used yet in this phase."""
    return state.used.get(_mark(1, ctx.source, ctx.ability)) != _phase_number(state)


def _once_per_phase(state: AgotState, ctx: Context, cost: Any) -> None:
    state.used[_mark(1, ctx.source, ctx.ability)] = _phase_number(state)


def _can_one_of(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"Either: A, or B. (Limit N per round.)" written as one triggered ability per option,
    each with this cost: together at most ``cost.amount`` uses per round."""
    return state.used.get(_mark(2, ctx.source), 0) < cost.amount


def _one_of(state: AgotState, ctx: Context, cost: Any) -> None:
    """Count the use, and take the card's other options for the same event out of the
    trigger window (one option per event)."""
    key = _mark(2, ctx.source)
    state.used[key] = state.used.get(key, 0) + 1
    ev = ctx.event
    if ev is not None:
        same = (ev.kind, ev.card, ev.option, ev.amount, tuple(ev.cards))
        state.window[:] = [e for e in state.window
                           if not (e[0] == ctx.source
                                   and (e[2], e[3], e[4], e[5], tuple(e[6])) == same)]


COSTS["once_per_phase"] = (_can_once_per_phase, _once_per_phase)
COSTS["one_of"] = (_can_one_of, _one_of)


def _consolidate(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Consolidation of Power: the chosen standing characters kneel, then the first of them
    gains 1 power (the record's check keeps their total STR within ``eff.amount``)."""
    chosen = [c for c in cards if c >= 0 and state.zone[c] == PLAY and c not in state.knelt]
    state.knelt.update(chosen)
    if chosen:
        rules.gain_power(state, 1, chosen[0], why="ability")


def _can_consolidate(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """Standing characters in play with at most ``eff.amount`` STR in all."""
    kind = state.table.kind
    return bool(cards) and all(
        c >= 0 and kind[c] == CHARACTER and state.zone[c] == PLAY and c not in state.knelt
        for c in cards) and sum(rules.strength(state, c) for c in cards) <= eff.amount


GAME_OPS["consolidate"] = _consolidate
GAME_CHECKS["consolidate"] = _can_consolidate


# -- added for the common cards of the format (records/common_a.py) --
# Game-op values may carry arguments: ("put_best", filter, ...) - see ``op_name``.
# Constants a rule reads by name (GAME_SPECIFIC effects of constant abilities, never resolved
# as operations): "set_strength" (rules.fixed_strength), "events_from_discard" (amount =
# plays per phase, 0 = any: The Annals of Castle Black), "event_discount" (gold off each
# event played: Littlefinger's Meddling), "extra_city_plot" (counted as City plot cards in
# the used pile: Gulltown).
# Marks in ``state.used`` (cleared when a round begins): _DISCARD_PLAYS - card (a plot
# letting events be played from the discard pile): phase number * 16 + plays this phase.
_DISCARD_PLAYS = 10_000_000
KNELT = "knelt"    # event: card = a card that just knelt (kneel effects and costs, attackers)


def _game_constants(state: AgotState, name: str) -> list[tuple[int, int]]:
    """(source, amount) of every active constant game effect called ``name``."""
    found = state.table.index.constants.get("game")
    if not found:
        return []
    abilities = state.table.abilities
    return [(s, eff.amount) for s, k, e in found for eff in (abilities[s][k].effects[e],)
            if eff.value == name and rules.is_active(state, s)]


def _discard_plays(state: AgotState, source: int) -> int:
    """Events played from the discard pile in this phase under ``source``'s effect."""
    value = state.used.get(-(_DISCARD_PLAYS + source), 0)
    return value % 16 if value // 16 == _phase_number(state) else 0


def _playable_from_discard(state: AgotState, card: int) -> bool:
    """An event in the discard pile counts as in hand while a revealed plot lets events be
    played from there (The Annals of Castle Black), within its uses per phase."""
    if state.table.kind[card] != EVENT:
        return False
    return any(not limit or _discard_plays(state, s) < limit
               for s, limit in _game_constants(state, "events_from_discard"))


_plain_after_play = AgotHooks.after_play


def _after_play(self: AgotHooks, state: AgotState, card: int) -> None:
    """An event played while events may be played from the discard pile: it is removed from
    the game instead of staying in the discard pile (the plot's forced reaction), and a play
    from the discard pile is counted against the plot's uses this phase."""
    annals = _game_constants(state, "events_from_discard") if state.table.kind[card] == EVENT \
        else []
    if not annals:
        _plain_after_play(self, state, card)
        return
    if state.zone[card] == DISCARD:
        source, limit = annals[0]
        key = -(_DISCARD_PLAYS + source)
        state.used[key] = _phase_number(state) * 16 + _discard_plays(state, source) + 1
    rules.take_from(state, card)
    state.zone[card] = OUT
    rules.note(state, "removed", card)
    runtime.fire(state, self, Event(CARD_PLAYED, card))


def _play_cost(self: AgotHooks, state: AgotState, card: int) -> int:
    """An event's printed cost, less every active "event_discount" (Littlefinger's Meddling)."""
    cost = state.table.cost[card]
    if "game" in state.table.index.constants:
        cost -= sum(n for _, n in _game_constants(state, "event_discount"))
    return max(0, cost)


AgotHooks.after_play = _after_play      # type: ignore[method-assign]
AgotHooks.play_cost = _play_cost        # type: ignore[method-assign]


def _city_plots(state: AgotState, ctx: Context | None = None) -> int:
    """City plot cards in the player's used pile, plus those an effect says it is considered
    to have ("extra_city_plot": Gulltown)."""
    traits = state.table.traits
    return (sum(1 for p in state.used_plots if "city" in traits[p])
            + sum(n for _, n in _game_constants(state, "extra_city_plot")))


COUNTS["city_plots"] = _city_plots


# -- conditions
def _controls_only(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; every character the player controls matches it (Alysane
    Mormont: "while each character you control has the [stark] affiliation")."""
    matches = state.table.filter_sets.get(value)
    return all(c in matches for c in state.characters if state.zone[c] == PLAY)


def _can_attack_again(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card (value "attached": its host) is a knelt character that could make
    a challenge still open if it stood: the challenges phase, between challenges, an open
    type it has the icon of, STR 1 or more. Against the passive opponent standing a
    character matters only for that (Queensguard)."""
    from deckcheck.games.agot.engine.challenges import open_mask
    c = state.parent.get(ctx.source, -1) if value == "attached" else ctx.source
    if c < 0 or state.zone[c] != PLAY or c not in state.knelt or state.challenge >= 0:
        return False
    if not _phase(state, ctx, "challenges"):
        return False
    return bool(open_mask(state) & rules.icons(state, c)) and rules.strength(state, c) >= 1


def _in_hand(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; a card in the player's hand matches it."""
    matches = state.table.filter_sets.get(value)
    return any(matches is None or c in matches for c in state.hand)


CONDITIONS.update({"controls_only": _controls_only, "can_attack_again": _can_attack_again,
                   "in_hand": _in_hand})


# -- game operations
def _put_best_candidates(state: AgotState, eff: Effect) -> list[int]:
    """The cards a "put_best" effect may put into play: in the zones of its target ("+"
    joined, e.g. "hand+deck+discard"; of the deck only the top ``amount`` cards, 0 = all),
    matching one of the filters of its value, allowed to enter (a unique card with no copy
    in play or in the dead pile; an attachment with a legal host)."""
    t = state.table
    sets = [t.filter_sets[f] for f in eff.value[1:]]
    found: list[int] = []
    for zone in eff.target.zone.split("+"):
        pile = _pile(state, zone)
        if zone == "deck" and eff.amount:
            pile = pile[:eff.amount]
        found.extend(c for c in pile if any(c in m for m in sets))
    return [c for c in found if rules.may_enter(state, c)
            and (t.kind[c] != ATTACHMENT or rules.targets(state, c))]


def _put_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put the best candidate (highest printed cost, then printed STR) into play (The White
    Swords, She-Bear, Great Ranging, Ser Boros Blount, Aegon Targaryen); the deck is shuffled
    when it was searched. A mark effect of the same ability (target nowhere) marks the card
    put into play, for a delayed "at the end of the phase" (``discard_marked`` /
    ``return_marked``)."""
    t = state.table
    found = _put_best_candidates(state, eff)
    if found:
        best = max(found, key=lambda c: (t.cost[c], t.strength[c], -c))
        _put_into_play(state, ctx, eff, [best])
        ab = t.abilities[ctx.source][ctx.ability]
        for e, x in enumerate(ab.effects):
            if x.op == "grant" and isinstance(x.value, tuple) and x.value[0] == MARK:
                state.lasting.append((ctx.source, ctx.ability, e, best, x.until))
    if "deck" in eff.target.zone.split("+"):
        state.rng = rng.shuffle(state.rng, state.draw)


def _can_put_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_put_best_candidates(state, eff))


def _return_marked(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Return to hand every card in play this ability's card marked (Aegon Targaryen: "at the
    end of the phase, if that card is still in play, return it to your hand")."""
    marked = [c for c in _marks_of(state, ctx.source) if c >= 0 and state.zone[c] == PLAY]
    EFFECTS["return_to_hand"](state, ctx, eff, marked)


def _arm_reducer(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Arm the ability's card's "trigger" cost reducer (its NextCostReduction with pay
    "trigger"): it now applies to the next (or, with ``each``, every) matching card the
    player marshals this phase."""
    for r in state.table.next_reducers:
        if r.source == ctx.source and r.pay == "trigger":
            state.reductions.append(r.key)
            rules.note(state, "reduce", r.source, r.amount)


def _guess_top_kind(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Oldtown: name the card type most common among the cards left in the draw deck (the
    player knows its deck list), reveal the top card; if it has that type, draw it and gain
    ``amount`` power for the faction."""
    if not state.draw:
        return
    kind = state.table.kind
    counts: dict[int, int] = {}
    for c in state.draw:
        counts[kind[c]] = counts.get(kind[c], 0) + 1
    named = max(counts, key=lambda k: (counts[k], -k))
    top = state.draw[-1]
    rules.note(state, "reveal_top", top)
    if kind[top] == named:
        rules.draw(state, 1)
        rules.gain_power(state, eff.amount, why="ability")


def _can_guess_top_kind(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(state.draw)


def _exchange_info(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Exchange of Information: of the top ``amount`` cards, one character, one location,
    one attachment and one event go to hand, chosen by the opponent - the least valuable of
    each type (``AgotHooks.pick``); then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    for kind in (CHARACTER, LOCATION, ATTACHMENT, EVENT):
        options = [c for c in top if t.kind[c] == kind]
        if options:
            c = HOOKS.pick(state, ctx, None, options)
            state.draw.remove(c)
            rules.move_to(state, c, HAND)
            rules.note(state, "search", c)
    state.rng = rng.shuffle(state.rng, state.draw)


def _economy(t: Any, c: int) -> int:
    """A card's printed income, initiative and reserve modifiers (income first)."""
    return sum(n * w for stat, w in (("income", 100), ("reserve", 10), ("initiative", 1))
               for i, n in t.modifiers.get(stat, ()) if i == c)


def _at_the_gates(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """At the Gates: the best Limited location with printed cost ``amount`` or lower in the
    deck (most income, then reserve, initiative, printed cost) goes to hand - or into play
    when there are no City plot cards in the used pile (and it may enter); then the deck
    is shuffled."""
    t = state.table
    found = [c for c in state.draw if t.kind[c] == LOCATION and t.keywords[c] & LIMITED
             and t.cost[c] <= eff.amount]
    if found:
        entering = [c for c in found if rules.may_enter(state, c)]
        put = _city_plots(state) == 0 and bool(entering)
        best = max(entering if put else found, key=lambda c: (_economy(t, c), t.cost[c], -c))
        if put:
            _put_into_play(state, ctx, eff, [best])
        else:
            state.draw.remove(best)
            rules.move_to(state, best, HAND)
            rules.note(state, "search", best)
    state.rng = rng.shuffle(state.rng, state.draw)


def _wheels(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Wheels Within Wheels: the events among the top ``amount`` cards are revealed; one goes
    to hand (one the records let the pilot play, then the highest printed cost), the others
    to the discard pile; then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    events = [c for c in top if t.kind[c] == EVENT]
    if events:
        def playable(c: int) -> bool:
            return any(getattr(ab, "pilot", "always") != "never" for ab in t.abilities[c])
        keep = max(events, key=lambda c: (playable(c), t.cost[c], -top.index(c)))
        for c in events:
            state.draw.remove(c)
            rules.move_to(state, c, HAND if c == keep else DISCARD)
        rules.note(state, "search", keep)
    state.rng = rng.shuffle(state.rng, state.draw)


def _lannister_cards(state: AgotState) -> list[int]:
    t = state.table
    return [c for c in _pile(state, "play") if t.card_faction[c] == "lannister"]


def _casterly_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Casterly Rock: up to ``amount`` cards gain 1 gold each - the player's [lannister]
    cards (the gold is spent from them later), Casterly Rock first, then locations,
    attachments, characters."""
    t = state.table
    mine = sorted(_lannister_cards(state),
                  key=lambda c: (c != ctx.source, {LOCATION: 0, ATTACHMENT: 1}.get(t.kind[c], 2), c))
    for c in mine[:eff.amount]:
        state.card_gold[c] = state.card_gold.get(c, 0) + 1
    rules.note(state, "card_gold", len(mine[:eff.amount]))


def _casterly_spend(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Casterly Rock standing: the gold on the player's [lannister] cards moves into the gold
    pool, so it can be spent (an approximation of "spend it as if it were in your gold
    pool": gold left unspent is returned in the taxation phase instead of staying on the
    cards)."""
    moved = 0
    for c in _lannister_cards(state):
        n = state.card_gold.pop(c, 0)
        moved += n
    state.gold += moved
    rules.note(state, "gold_from_cards", moved)


def _can_casterly_spend(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return any(state.card_gold.get(c, 0) for c in _lannister_cards(state))


def _host_joins(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The attachment's host counts as participating on the attacking side of the challenge
    being resolved, knelt or not (its STR counts, its Renown / Insight apply) - Azor Ahai
    Reborn."""
    host = state.parent.get(ctx.source, -1)
    if state.challenge >= 0 and host >= 0 and state.zone[host] == PLAY \
            and host not in state.attackers:
        state.attackers.append(host)
        rules.note(state, "joins", host)


def _can_host_join(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    host = state.parent.get(ctx.source, -1)
    return state.challenge >= 0 and host >= 0 and host not in state.attackers


def _self_to_deck_top(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card leaves play to the top of the draw deck (Scheming Septon)."""
    c = ctx.source
    if state.zone[c] == PLAY:
        rules.leave_play(state, c, DECK)
        rules.note(state, "to_deck_top", c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))


def _gold_by_str(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gain gold equal to the STR of the effect's card (To the Rose Banner!)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY:
            state.gold += rules.strength(state, c)


GAME_OPS.update({
    "put_best": _put_best, "return_marked": _return_marked, "arm_reducer": _arm_reducer,
    "guess_top_kind": _guess_top_kind, "exchange_info": _exchange_info,
    "at_the_gates": _at_the_gates, "wheels": _wheels, "casterly_gold": _casterly_gold,
    "casterly_spend": _casterly_spend, "host_joins": _host_joins,
    "self_to_deck_top": _self_to_deck_top, "gold_by_str": _gold_by_str,
})
GAME_CHECKS.update({
    "put_best": _can_put_best, "guess_top_kind": _can_guess_top_kind,
    "casterly_spend": _can_casterly_spend, "host_joins": _can_host_join,
})


# -- costs
def _kill_candidates(state: AgotState, ctx: Context, cost: Any) -> list[int]:
    return [c for c in runtime.candidates(state, HOOKS, ctx, cost.target)
            if state.table.kind[c] == CHARACTER and c != ctx.source]


def _can_kill_other(state: AgotState, ctx: Context, cost: Any) -> bool:
    return bool(_kill_candidates(state, ctx, cost))


def _kill_other(state: AgotState, ctx: Context, cost: Any) -> None:
    """Kill a matching character the player controls: the least valuable (``pick``)."""
    c = HOOKS.pick(state, ctx, None, _kill_candidates(state, ctx, cost))
    EFFECTS["kill"](state, ctx, None, [c])


COSTS["kill"] = (_can_kill_other, _kill_other)
