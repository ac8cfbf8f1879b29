"""AGoT-only operations the card records name (``game_op(name)``: GAME_OPS, with an
optional GAME_CHECKS entry saying when the operation can be used), beyond the generic
effects in hooks.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import rules
from deckcheck.games.agot.engine.effects import (
    ATTACHMENT,
    CHALLENGES,
    CHARACTER,
)
from deckcheck.games.agot.engine.hooks import (
    EFFECTS,
    GAME_CHECKS,
    GAME_OPS,
    HOOKS,
    _put_into_play,
)
from deckcheck.games.agot.engine.state import (
    DECK,
    DISCARD,
    DUPLICATE,
    HAND,
    PLAY,
    SHADOWS,
    AgotState,
)
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import LEAVES_PLAY, Effect
from deckcheck.games.agot.engine.conditions import _marks_of
from deckcheck.goldfish.abilities.runtime import Context, Event

VALAR_COST = 10


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


# -- added for the common cards (records/common_b.py) ----------------------------------------
from deckcheck.games.agot.engine.effects import LOCATION  # noqa: E402
from deckcheck.games.agot.engine.state import OUT  # noqa: E402


def _stand_if_knelt(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the target cards that are knelt; with none knelt it does nothing, and unlike the
    generic stand it never keeps the ability's other effects from resolving ("stand Wyman
    Manderly and draw 1 card")."""
    EFFECTS["stand"](state, ctx, eff, cards)


def _event_cards_to_stand(state: AgotState, ctx: Context, eff: Effect) -> list[int]:
    if ctx.event is None:
        return []
    matches = state.table.filter_sets.get(eff.target.filter)
    return [c for c in ctx.event.cards if state.zone[c] == PLAY and c in state.knelt
            and (matches is None or c in matches)]


def _stand_event_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the triggering event's cards (the attackers of a won challenge) that match the
    filter of the effect's target (``Target(PLAYER, filter)``) - The White Book."""
    EFFECTS["stand"](state, ctx, eff, _event_cards_to_stand(state, ctx, eff))


def _can_stand_event_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_event_cards_to_stand(state, ctx, eff))


def _reveal_top_location(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Reveal the top card of the draw deck: a location is drawn, or put into play instead
    when it matches the filter of the effect's target (Randyll Tarly: The Reach); any other
    card stays on top."""
    if not state.draw:
        return
    top = state.draw[-1]
    rules.note(state, "reveal_top", top)
    if state.table.kind[top] != LOCATION:
        return
    matches = state.table.filter_sets.get(eff.target.filter)
    if matches is not None and top in matches and rules.may_enter(state, top):
        _put_into_play(state, ctx, eff, [top])
    else:
        rules.draw(state, 1)


def _put_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put the chosen character into play (from hand, discard pile, ...) to attack in a
    challenge still open (Lionstar, Burning Bright, Flea Bottom)."""
    _put_into_play(state, ctx, eff, cards)


def _can_put_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """A sensible player puts a character into play for the challenges only when it can make
    one: it may enter, has STR and an icon of a challenge type still open."""
    open_ = rules.open_challenges(state)
    t = state.table
    return any(c >= 0 and state.zone[c] != PLAY and rules.may_enter(state, c)
               and t.kind[c] == CHARACTER and t.strength[c] >= 1 and t.icons[c] & open_
               for c in cards)


def _stand_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the chosen knelt character to attack in a challenge still open (Painted Dogs,
    Randyll Tarly)."""
    EFFECTS["stand"](state, ctx, eff, cards)


def _can_stand_for_challenge(state: AgotState, ctx: Context, eff: Effect,
                             cards: list[int]) -> bool:
    """A sensible player stands a character in the challenges phase only when it can then
    make a challenge: it is knelt, may stand, has STR and an icon of a type still open."""
    open_ = rules.open_challenges(state)
    return any(c >= 0 and state.zone[c] == PLAY and c in state.knelt
               and not rules.cannot(state, c, "stand") and rules.strength(state, c) >= 1
               and rules.icons(state, c) & open_ for c in cards)


def _put_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Of the target's cards, put the one of highest printed cost that may enter (an
    attachment needs a legal host) into play (We Take Westeros!: the player picks)."""
    t = state.table
    ok = [c for c in cards if c >= 0 and state.zone[c] != PLAY and rules.may_enter(state, c)
          and (t.kind[c] != ATTACHMENT or rules.targets(state, c))]
    if ok:
        _put_into_play(state, ctx, eff, [max(ok, key=lambda c: (t.cost[c], -c))])


def _own_reduction(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The next matching card marshaled this phase costs ``amount`` less: the card's own
    "ability" reducer (statics NextCostReduction, pay "ability") of the largest amount not
    above ``amount`` is put to use (Hizdahr zo Loraq by 3; The Water Gardens by X, one
    reducer per possible X)."""
    from deckcheck.games.agot.engine.conditions import own_reducers
    fit = [r for r in own_reducers(state, ctx.source)
           if r.amount <= eff.amount and r.key not in state.reductions]
    if fit:
        r = max(fit, key=lambda r: r.amount)
        state.reductions.append(r.key)
        rules.note(state, "reduce", ctx.source, r.amount)


def _cards_under(state: AgotState, source: int) -> list[int]:
    return [c for c, host in state.parent.items() if host == source and state.zone[c] == OUT]


def _place_hand_under(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each card in hand goes facedown under the ability's card (out of the game, its
    ``parent`` the card: if that card leaves play they return to hand, rules.leave_play)
    - Meereen."""
    for c in list(state.hand):
        state.hand.remove(c)
        state.zone[c] = OUT
        state.parent[c] = ctx.source
    rules.note(state, "under", ctx.source)


def _return_from_under(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Meereen at the end of the phase: discard the hand, then the cards under the ability's
    card return to hand. Nothing when the card left play (they came back with it)."""
    if state.zone[ctx.source] != PLAY:
        return
    for c in list(state.hand):
        state.hand.remove(c)
        rules.move_to(state, c, DISCARD)
    for c in _cards_under(state, ctx.source):
        del state.parent[c]
        rules.move_to(state, c, HAND)
    rules.note(state, "return_under", ctx.source)


def _attachment_for_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> list:
    """The attachments of the draw deck the gold in the pool pays for (X = the printed
    cost) that have a legal character host."""
    t = state.table
    return [c for c in state.draw if t.kind[c] == ATTACHMENT and t.cost[c] <= state.gold
            and rules.may_enter(state, c)
            and any(t.kind[h] == CHARACTER for h in rules.targets(state, c))]


def _search_attachment_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gifts for the Widow: X = the printed cost of the best attachment the pool pays for
    (highest cost); X gold is paid, the attachment enters play on the strongest legal
    character, the deck is shuffled."""
    t = state.table
    found = _attachment_for_x(state, ctx, eff, cards)
    if found:
        c = max(found, key=lambda c: (t.cost[c], -c))
        HOOKS.pay_resources(state, t.cost[c])
        host = max((h for h in rules.targets(state, c) if t.kind[h] == CHARACTER),
                   key=lambda h: (rules.strength(state, h), -h))
        rules.take_from(state, c)
        rules.put_into_play(state, c, host)
        rules.note(state, "put", c)
        rules.entered_play(state, c, marshaled=False, how="put")
    state.rng = rng.shuffle(state.rng, state.draw)


def _can_search_attachment_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_attachment_for_x(state, ctx, eff, cards))


def _discard_from_hand(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard ``amount`` cards from hand: the least valuable ones (AgotHooks.pick)."""
    for _ in range(eff.amount):
        rest = [c for c in state.hand if c != ctx.source]
        if not rest:
            return
        c = HOOKS.pick(state, ctx, None, rest)
        state.hand.remove(c)
        rules.move_to(state, c, DISCARD)
        rules.note(state, "discard", c)


GAME_OPS.update({
    "stand_if_knelt": _stand_if_knelt, "stand_event_cards": _stand_event_cards,
    "reveal_top_location": _reveal_top_location, "put_for_challenge": _put_for_challenge,
    "put_best": _put_best, "own_reduction": _own_reduction,
    "place_hand_under": _place_hand_under, "return_from_under": _return_from_under,
    "search_attachment_x": _search_attachment_x, "discard_from_hand": _discard_from_hand,
    "stand_for_challenge": _stand_for_challenge,
})
GAME_CHECKS.update({
    "stand_event_cards": _can_stand_event_cards, "put_for_challenge": _can_put_for_challenge,
    "search_attachment_x": _can_search_attachment_x, "stand_for_challenge": _can_stand_for_challenge,
})
