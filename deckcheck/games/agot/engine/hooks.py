"""How the ability records run on the AGoT state: zones, targets, conditions, costs and
the generic effects, for ``deckcheck.goldfish.abilities.runtime``.

Zones a record may name: play, hand, plot (the revealed plot), agenda, discard, dead,
discard_or_dead (either pile: "from your discard or dead pile"), deck, shadows, used
(the used plot pile). Target state words: standing, knelt,
attacking (among the attackers of the challenge being resolved), opponent (a card the
passive opponent controls: there is none, so such a target never exists).
"""
from __future__ import annotations

from typing import Any

from deckcheck.games.agot.engine import rules
from deckcheck.games.agot.engine.effects import AGENDA, ATTACHMENT, CHALLENGES, CHARACTER, PLOT
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
    if matches is not None:                  # usually a few cards: look them up
        zone = state.zone
        return sum(1 for c in matches if zone[c] == PLAY) >= n
    return len(_pile(state, "play")) >= n


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
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY:
            state.knelt.add(c)


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


def _game(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    GAME_OPS[eff.value](state, ctx, eff, cards)


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
    state.knelt.add(min(found, key=lambda c: (rules.strength(state, c), c)))


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
        if zone == "hand":
            return z == HAND
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
            check = GAME_CHECKS.get(effect.value)
            return check is None or check(state, ctx, effect, cards)
        return True

    def play_cost(self, state: AgotState, card: int) -> int:
        """The printed cost, less the reducers of events (rules.event_cost)."""
        t = state.table
        if t.first_reducers or t.each_reducers:
            return rules.event_cost(state, card)
        return t.cost[card]

    def resources(self, state: AgotState) -> int:
        return state.gold

    def pay_resources(self, state: AgotState, amount: int) -> None:
        state.gold -= amount
        state.spent_round += amount

    def after_play(self, state: AgotState, card: int) -> None:
        if state.table.first_reducers:
            rules.event_cost(state, card, consume=True)     # "the first event each round"
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
    return bool(rules.open_challenges(state) & (1 << CHALLENGES.index(value)))


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
# -- added for Core Set Targaryen / Tyrell (records/core_targaryen_tyrell.py) -------------------
def _participating(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a filter (None = any card); one of the event's cards (the attackers of a
    "contest_won" / "contest_declared" event) matches it."""
    if ctx.event is None:
        return False
    if value is None:
        return bool(ctx.event.cards)
    matches = state.table.filter_sets[value]
    return any(c in matches for c in ctx.event.cards)


def _first_challenge(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the challenge being declared is the first of that type the
    player initiates this round (its once-a-round bit is still open)."""
    k = state.challenge
    return k >= 0 and CHALLENGES[k] == value and bool(state.challenges_left & (1 << k))


CONDITIONS["participating"] = _participating
CONDITIONS["first_challenge"] = _first_challenge


def _betrayal_token(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Ser Jorah Mormont: one betrayal token on the ability's card; with 3 or more the card
    is sacrificed (its constant "if it has 3 or more betrayal tokens", checked at once)."""
    c = ctx.source
    if state.zone[c] != PLAY:
        return
    n = state.tokens.get(c, 0) + 1
    state.tokens[c] = n
    rules.note(state, "token", c, n)
    if n >= 3:
        EFFECTS["sacrifice"](state, ctx, eff, [c])


def _extra_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Olenna's Informant: name a challenge type, one additional challenge of it this phase.
    The engine names for the player: a type some standing character can attack in, one
    already made this round before one still open, then the most such characters."""
    open_ = rules.open_challenges(state)
    counts = [0, 0, 0]
    for c in state.characters:
        if state.zone[c] == PLAY and c not in state.knelt:
            bits = rules.icons(state, c)
            for k in range(3):
                if bits & (1 << k):
                    counts[k] += 1
    k = max(range(3), key=lambda k: (counts[k] > 0, not open_ & (1 << k), counts[k], -k))
    state.extra_challenges[k] += 1
    rules.note(state, "extra_challenge", CHALLENGES[k])


def _shuffle(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Shuffle the draw deck."""
    state.rng = rng.shuffle(state.rng, state.draw)


def _remove_from_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The target cards stop participating in the challenge being resolved."""
    for c in cards:
        if c in state.attackers:
            state.attackers.remove(c)


GAME_OPS["betrayal_token"] = _betrayal_token
GAME_OPS["extra_challenge"] = _extra_challenge
GAME_OPS["shuffle"] = _shuffle
GAME_OPS["remove_from_challenge"] = _remove_from_challenge


# -- added for packs 04-26 (records/packs_04_26.py) ---------------------------------------------


def _used_plot_trait(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a trait (lower case): a plot in the player's used pile has it."""
    traits = state.table.traits
    return any(value in traits[p] for p in state.used_plots)


def _event_cards_any(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a filter: one of the triggering event's cards matches it."""
    if ctx.event is None:
        return False
    matches = state.table.filter_sets[value]
    return any(c in matches for c in ctx.event.cards)


def _no_lasting_from_source(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card has no lasting effect of its own running. With a marker effect
    "until the end of the phase" this is a once-per-phase limit, or makes modes exclusive."""
    src = ctx.source
    return not any(e[0] == src for e in state.lasting)


def _count_with_host(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: (filter, n): at least n characters in play match the filter, counting the
    card this attachment is attached to as one of them (the attachment gives it the trait)."""
    filt, n = value
    host = state.parent.get(ctx.source, -1)
    if host < 0 or state.zone[ctx.source] != PLAY:
        return False
    matches = state.table.filter_sets[filt]
    zone = state.zone
    count = 1 + sum(1 for c in state.characters
                    if c != host and zone[c] == PLAY and c in matches)
    return count >= n


CONDITIONS["used_plot_trait"] = _used_plot_trait
CONDITIONS["event_cards_any"] = _event_cards_any
CONDITIONS["no_lasting_from_source"] = _no_lasting_from_source
CONDITIONS["count_with_host"] = _count_with_host


def _in_play_characters(state: AgotState) -> list[int]:
    zone = state.zone
    return [c for c in state.characters if zone[c] == PLAY]


def _draw_claim(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Draw as many cards as the claim value on the player's revealed plot (Stannis
    Baratheon 14002)."""
    if state.plot >= 0:
        rules.draw(state, state.table.claim[state.plot])


def _vanquish(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Vanquish the Unbelievers: name the trait that keeps the most (power on the
    characters first, then printed cost, then count) and kill every character without it."""
    chars = _in_play_characters(state)
    if not chars:
        return
    t = state.table

    def kept(trait: str) -> tuple[int, int, int]:
        keep = [c for c in chars if trait in t.traits[c]]
        return (sum(state.card_power.get(c, 0) for c in keep), sum(t.cost[c] for c in keep),
                len(keep))

    names = sorted(set().union(*(t.traits[c] for c in chars)))
    best = max(names, key=kept) if names else ""
    rules.note(state, "vanquish", best)
    EFFECTS["kill"](state, ctx, eff, [c for c in chars if best not in t.traits[c]])


VALAR_COST = 10


def _valar(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Valar Dohaeris: keep the characters with a total printed cost of 10 or lower that
    hold the most power (then the most printed cost, then the most cards); the others go
    to the bottom of the deck."""
    chars = _in_play_characters(state)
    t = state.table
    best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}
    for c in chars:
        value = state.card_power.get(c, 0) * 10000 + t.cost[c] * 100 + 1
        for weight, (v, keep) in list(best.items()):
            w = weight + t.cost[c]
            if w <= VALAR_COST and (w not in best or v + value > best[w][0]):
                best[w] = (v + value, keep + (c,))
    keep = set(max(best.values())[1])
    for c in chars:
        if c in keep:
            continue
        rules.leave_play(state, c, DECK)
        state.draw.remove(c)
        state.draw.insert(0, c)                 # the bottom of the deck
        rules.note(state, "to_deck", c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))


def _to_shadows(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The triggering event's card goes from the discard pile into shadows (Ser Jorah
    Mormont 13113, discarded from hand)."""
    c = ctx.event.card if ctx.event is not None else -1
    if c >= 0 and state.zone[c] == DISCARD:
        rules.take_from(state, c)
        rules.move_to(state, c, SHADOWS)
        rules.note(state, "shadow", c)


GAME_OPS["draw_claim"] = _draw_claim
GAME_OPS["vanquish"] = _vanquish
GAME_OPS["valar"] = _valar
GAME_OPS["to_shadows"] = _to_shadows
