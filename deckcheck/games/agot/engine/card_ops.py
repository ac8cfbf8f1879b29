"""AGoT-only operations the card records name (``game_op(name)``: GAME_OPS, with an
optional GAME_CHECKS entry saying when the operation can be used), beyond the generic
effects in hooks.py."""
from __future__ import annotations


from deckcheck.games.agot.engine import play_rules  # noqa: F811
from deckcheck.games.agot.engine.effects import (ATTACHMENT, CHALLENGES, CHARACTER, EVENT,  # noqa: F811
                                                  )
from deckcheck.games.agot.engine.hooks import (EFFECTS, GAME_CHECKS,  # noqa: F811
                                                GAME_OPS, HOOKS, UNSAVABLE, WOULD, put_cards_into_play)
from deckcheck.games.agot.engine.state import (DECK, DISCARD, DUPLICATE, HAND, PLAY,  # noqa: F811
                                                SHADOWS, AgotState)
from deckcheck.goldfish import rng  # noqa: F811
from deckcheck.goldfish.abilities import runtime  # noqa: F811
from deckcheck.goldfish.abilities.records import EACH, LEAVES_PLAY, Effect, Target  # noqa: F811
from deckcheck.goldfish.abilities.runtime import Context, Event  # noqa: F811

from deckcheck.games.agot.engine.conditions import marks_of

VALAR_COST = 10
# the kills / discards of Wildfire Assault, Vanquish the Unbelievers, Gold Cloaks and Hear Me
# Roar! "cannot be saved"
KILL_UNSAVABLE = Effect("kill", value=UNSAVABLE)
DISCARD_UNSAVABLE = Effect("discard", value=UNSAVABLE)


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
        play_rules.note(state, "shuffle_back", len(chosen))
    state.rng = rng.shuffle(state.rng, state.draw)


def _reinforce(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put into play the best character (highest printed cost, then STR) with printed
    cost ``amount`` or lower from the hand or the discard pile (Reinforcements)."""
    t = state.table
    found = [c for c in state.hand + state.discard
             if t.kind[c] == CHARACTER and t.cost[c] <= eff.amount and play_rules.may_enter(state, c)]
    if found:
        best = max(found, key=lambda c: (t.cost[c], t.strength[c], -c))
        put_cards_into_play(state, ctx, eff, [best])


def _keep_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kill every character the player controls except the ``amount`` it keeps (its most
    valuable: power on it, printed cost, STR) - Wildfire Assault (cannot be saved)."""
    t = state.table
    mine = [c for c in state.characters if state.zone[c] == PLAY]
    mine.sort(key=lambda c: (-state.card_power.get(c, 0), -t.cost[c],
                             -play_rules.strength(state, c), c))
    EFFECTS["kill"](state, ctx, KILL_UNSAVABLE, mine[eff.amount:])


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
        play_rules.note(state, "joins", c)


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
    play_rules.note(state, "duplicate_top", top, c)
    if not state.draw:
        play_rules.draw(state, 0)


def _draw_top_if(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Reveal the top card of the draw deck; draw it when it matches the filter of the
    effect's target (``Target(PLAYER, filter)``), else it stays on top."""
    if not state.draw:
        return
    matches = state.table.filter_sets.get(eff.target.filter)
    top = state.draw[-1]
    play_rules.note(state, "reveal_top", top)
    if eff.target.filter is None or top in matches:
        play_rules.draw(state, 1)


GAME_OPS.update({
    "shuffle_deck": _shuffle_deck, "join_challenge": _join_challenge,
    "top_card_as_duplicate": _top_card_as_duplicate, "draw_top_if": _draw_top_if,
})


def _discard_marked(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard from play every card this ability's card marked (a delayed "at the end of
    the phase, discard it from play (cannot be saved)": Gold Cloaks, Hear Me Roar!)."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == PLAY]
    EFFECTS["discard"](state, ctx, DISCARD_UNSAVABLE, marked)


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
    play_rules.move_to(state, keep, HAND)
    play_rules.note(state, "search", keep)
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
        play_rules.note(state, "lose_power", 1)


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
    low = min(play_rules.strength(state, c) for c in mine)
    weakest = [c for c in mine if play_rules.strength(state, c) == low]
    EFFECTS["discard"](state, ctx, eff, [min(weakest, key=lambda c: (state.table.cost[c], c))])


def _search_or_put(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """``cards`` = the deck's cards matching the effect's target (top first): the first one
    is taken; with printed cost ``amount`` or lower it is put into play when it may enter
    (an attachment needs a legal host), else it goes to hand; the deck is shuffled
    (A Time For Wolves)."""
    t = state.table
    if cards:
        c = cards[0]
        hosts_ok = t.kind[c] != ATTACHMENT or bool(play_rules.targets(state, c))
        if t.cost[c] <= eff.amount and play_rules.may_enter(state, c) and hosts_ok:
            put_cards_into_play(state, ctx, eff, [c])
        else:
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND)
            play_rules.note(state, "search", c)
    state.rng = rng.shuffle(state.rng, state.draw)


def _move_attachment(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """This attachment (the ability's card) moves to the chosen card (Lady)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY and c != state.parent.get(ctx.source, -1):
            state.parent[ctx.source] = c
            play_rules.note(state, "move", ctx.source, c)


GAME_OPS.update({
    "lose_power": _lose_power, "return_cheap": _return_cheap,
    "keep_locations": _keep_locations, "discard_weakest": _discard_weakest,
    "search_or_put": _search_or_put, "move_attachment": _move_attachment,
})


def _consolidate(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Consolidation of Power: the chosen standing characters kneel, then the first of them
    gains 1 power (the record's check keeps their total STR within ``eff.amount``)."""
    chosen = [c for c in cards if c >= 0 and state.zone[c] == PLAY and c not in state.knelt]
    for c in chosen:
        play_rules.kneel(state, c)
    if chosen:
        play_rules.gain_power(state, 1, chosen[0], why="ability")


def _can_consolidate(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """Standing characters in play with at most ``eff.amount`` STR in all."""
    kind = state.table.kind
    return bool(cards) and all(
        c >= 0 and kind[c] == CHARACTER and state.zone[c] == PLAY and c not in state.knelt
        and not play_rules.cannot(state, c, "kneel")
        for c in cards) and sum(play_rules.strength(state, c) for c in cards) <= eff.amount


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
    play_rules.note(state, "token", c, n)
    if n >= 3:
        EFFECTS["sacrifice"](state, ctx, eff, [c])


def _extra_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Olenna's Informant: name a challenge type, one additional challenge of it this phase.
    The engine names for the player: a type some standing character can attack in, one
    already made this round before one still open, then the most such characters."""
    open_ = play_rules.open_challenges(state)
    counts = [0, 0, 0]
    for c in state.characters:
        if state.zone[c] == PLAY and c not in state.knelt:
            bits = play_rules.icons(state, c)
            for k in range(3):
                if bits & (1 << k):
                    counts[k] += 1
    k = max(range(3), key=lambda k: (counts[k] > 0, not open_ & (1 << k), counts[k], -k))
    state.extra_challenges[k] += 1
    play_rules.note(state, "extra_challenge", CHALLENGES[k])


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
        play_rules.draw(state, state.table.claim[state.plot])


def _vanquish(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Vanquish the Unbelievers: name the trait that keeps the most (power on the
    characters first, then printed cost, then count) and kill every character without it
    (cannot be saved)."""
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
    play_rules.note(state, "vanquish", best)
    EFFECTS["kill"](state, ctx, KILL_UNSAVABLE, [c for c in chars if best not in t.traits[c]])


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
        play_rules.leave_play(state, c, DECK)
        state.draw.remove(c)
        state.draw.insert(0, c)                 # the bottom of the deck
        play_rules.note(state, "to_deck", c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))


def _to_shadows(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The triggering event's card goes from the discard pile into shadows (Ser Jorah
    Mormont 13113, discarded from hand)."""
    c = ctx.event.card if ctx.event is not None else -1
    if c >= 0 and state.zone[c] == DISCARD:
        play_rules.take_from(state, c)
        play_rules.move_to(state, c, SHADOWS)
        play_rules.note(state, "shadow", c)


GAME_OPS["draw_claim"] = _draw_claim


GAME_OPS["vanquish"] = _vanquish


GAME_OPS["valar"] = _valar


GAME_OPS["to_shadows"] = _to_shadows


# -- for the cards completed last (per-phase limits, granted traits, Ambush in hand) --
def _can_move_attachment(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """The attachment moves to a different character (not the one it is attached to)."""
    host = state.parent.get(ctx.source, -1)
    return any(c >= 0 and c != host and state.zone[c] == PLAY for c in cards)


GAME_CHECKS["move_attachment"] = _can_move_attachment


def _also_on(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """"Choose up to N characters": the ability's first effect (on the chosen card) also
    applies to up to ``amount`` other cards its target's filter and zone match (whatever its
    state word) - attacking ones first, then standing ones, the strongest first (Growing
    Strong)."""
    first = state.table.abilities[ctx.source][ctx.ability].effects[0]
    wide = Target(EACH, first.target.filter, first.target.zone)
    others = [c for c in runtime.candidates(state, HOOKS, ctx, wide) if c != ctx.chosen]
    attacking = set(state.attackers) if state.challenge >= 0 else set()
    others.sort(key=lambda c: (c not in attacking, c in state.knelt,
                               -play_rules.strength(state, c), c))
    for c in others[:eff.amount]:
        runtime.apply_effects(state, HOOKS, ctx._replace(chosen=c), (first,))


def _deck_worth(state: AgotState, c: int) -> float:
    """A rough worth of drawing card c now, for arranging the top of the deck: characters by
    STR and icons, locations and attachments less, events least; a unique card whose copy is
    in play (a duplicate) is worth little, one whose copy is dead nothing."""
    t = state.table
    if t.unique[c]:
        if play_rules.copy_in_dead_pile(state, c):
            return -1.0
        if play_rules.copy_in_play(state, c) >= 0:
            return 0.5
    kind = t.kind[c]
    if kind == CHARACTER:
        return 3.0 + t.strength[c] + bin(t.icons[c]).count("1")
    if kind == ATTACHMENT:
        bonus = t.attach_bonus[c]
        return 1.5 + (bonus.strength if bonus is not None else 0)
    if kind == EVENT:
        return 1.0
    return 2.0 + 2.5 * sum(a for i, a in t.modifiers.get("income", ()) if i == c)


ARRANGE_BURY = 3


def _arrange_top(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Look at the top ``amount`` cards of the draw deck; up to ARRANGE_BURY of them go to
    the bottom, the others back on top in any order ("The Bear and the Maiden Fair"). The
    player buries the cards worth less than the deck's average (``_deck_worth``), the least
    worth first, and puts the rest back with the best on top."""
    deck = state.draw                              # top card last
    look = deck[-eff.amount:] if eff.amount else []
    if not look:
        return
    worth = {c: _deck_worth(state, c) for c in deck}
    average = sum(worth.values()) / len(deck)
    low = sorted((c for c in look if worth[c] < average), key=lambda c: (worth[c], c))
    bury = low[:ARRANGE_BURY]
    keep = sorted((c for c in look if c not in bury), key=lambda c: (worth[c], -c))
    del deck[-len(look):]
    deck[:0] = bury                                # the bottom of the deck
    deck.extend(keep)                              # the best card on top (drawn first)
    play_rules.note(state, "arrange", ctx.source, len(bury))


GAME_OPS.update({"also_on": _also_on, "arrange_top": _arrange_top})


def _own_reducer(state: AgotState, ctx: Context) -> int:
    """The key of the ability card's "next card this phase" reducer (its NextCostReduction
    static), or -1."""
    for r in state.table.next_reducers:
        if r.source == ctx.source:
            return r.key
    return -1


def _next_reduction(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card's NextCostReduction becomes pending: the next matching card marshaled
    or played this phase costs less (Fealty used outside the marshaling phase; its cost is
    the ability's)."""
    key = _own_reducer(state, ctx)
    if key >= 0 and key not in state.reductions:
        state.reductions.append(key)
        play_rules.note(state, "reduce", ctx.source, state.table.next_reducers[key].amount)


def _can_next_reduction(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    key = _own_reducer(state, ctx)
    return key >= 0 and key not in state.reductions


GAME_OPS["next_reduction"] = _next_reduction


GAME_CHECKS["next_reduction"] = _can_next_reduction


def _token_on_self(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """One token on the ability's card in play (Tormund Giantsbane's tale tokens; a card
    carries one kind of token, kept in ``state.tokens``)."""
    c = ctx.source
    if state.zone[c] == PLAY:
        n = state.tokens.get(c, 0) + 1
        state.tokens[c] = n
        play_rules.note(state, "token", c, n)


def _power_per_event_card(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """``amount`` power for the faction for each of the triggering event's cards (the
    attackers of a won challenge) that the effect's target filter matches (Daenerys
    Targaryen 25053: each unique attacking Bloodrider)."""
    if ctx.event is None:
        return
    n = sum(1 for c in ctx.event.cards if play_rules.in_filter(state, eff.target.filter, c))
    play_rules.gain_power(state, eff.amount * n, why="ability")


GAME_OPS.update({"token_on_self": _token_on_self, "power_per_event_card": _power_per_event_card})
# -- added for the 00xxx-04xxx printings of the real decks (records/packs_00_04_printings.py) --
def _others_in_play(state: AgotState, ctx: Context, cards: list[int]) -> list[int]:
    kind = state.table.kind
    return [c for c in cards if c >= 0 and c != ctx.source and state.zone[c] == PLAY
            and kind[c] == CHARACTER]


def _power_other_participant(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """``amount`` power on one of the effect's cards (the attackers of the won challenge)
    other than the ability's own card: the player chooses the one of highest printed cost
    (the least likely to leave play with it), then the first declared (Eddard Stark)."""
    found = _others_in_play(state, ctx, cards)
    if found:
        cost = state.table.cost
        best = max(found, key=lambda c: (cost[c], -found.index(c)))
        play_rules.gain_power(state, eff.amount, best, why="ability")


def _can_power_other_participant(state: AgotState, ctx: Context, eff: Effect,
                                 cards: list[int]) -> bool:
    return bool(_others_in_play(state, ctx, cards))


def _stand_to_attack(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the effect's cards (the chosen one), as the generic stand effect does."""
    EFFECTS["stand"](state, ctx, eff, cards)


def _can_stand_to_attack(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """Only a card that could then make a challenge still open (conditions.could_attack_again):
    the one use of standing a character against the passive opponent (Jon Snow)."""
    from deckcheck.games.agot.engine.conditions import could_attack_again
    return any(c >= 0 and could_attack_again(state, c) for c in cards)


GAME_OPS.update({"power_other_participant": _power_other_participant,
                 "stand_to_attack": _stand_to_attack})
GAME_CHECKS.update({"power_other_participant": _can_power_other_participant,
                    "stand_to_attack": _can_stand_to_attack})
# -- for saves and the action window inside a challenge --
def _save(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Save the triggering event's card: it was about to leave play ("would_be_killed" /
    "would_be_discarded", hooks.WOULD) and now stays [001 §Retten]."""
    ev = ctx.event
    if ev is None:
        return
    for entry in state.dying:
        if entry[0] == ev.card and WOULD[entry[1]] == ev.kind:
            state.dying.remove(entry)
            play_rules.note(state, "saved", ev.card, ctx.source)
            return


def _can_save(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """The event's card is still about to leave play (not saved yet, not gone)."""
    ev = ctx.event
    return ev is not None and any(e[0] == ev.card and WOULD[e[1]] == ev.kind
                                  for e in state.dying)


def _attach_to_event_card(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card (an event card resolving from hand) is attached to the event's
    card as a Condition attachment (Risen from the Sea); its record's constants then apply
    to the card it is attached to, and it is discarded when that card leaves play (an event
    in play counts as Terminal: play_rules.leave_play)."""
    c = ctx.source
    host = ctx.event.card if ctx.event is not None else -1
    if host < 0 or state.zone[c] != HAND or state.zone[host] != PLAY:
        return
    state.hand.remove(c)
    state.zone[c] = PLAY
    state.attachments.append(c)
    state.parent[c] = host
    play_rules.note(state, "attach", c, host)


def _kneel_to_join(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kneel each chosen standing character to have it participate in the challenge being
    resolved on the player's side (Winterfell Kennel Master, Wardens of the North)."""
    if state.challenge < 0:
        return
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY and c not in state.knelt and c not in state.attackers:
            state.knelt.add(c)
            play_rules.fire(state, "knelt", c)
            state.attackers.append(c)
            play_rules.note(state, "joins", c)


def _can_kneel_to_join(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """A challenge is being resolved and a chosen card stands outside it."""
    return state.challenge >= 0 and any(
        c >= 0 and state.zone[c] == PLAY and c not in state.knelt and c not in state.attackers
        for c in cards)


GAME_OPS.update({"save": _save, "attach_to_event_card": _attach_to_event_card,
                 "kneel_to_join": _kneel_to_join})
GAME_CHECKS.update({"save": _can_save, "kneel_to_join": _can_kneel_to_join})
