"""The WHI effect operations, costs, conditions and counts the card records use (see
hooks.py for the vocabulary); WhiHooks takes its tables from here."""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import events as ev
from deckcheck.games.whi.engine.attachments import legal_hosts, moved_with
from deckcheck.games.whi.engine.cards import TACTIC
from deckcheck.games.whi.engine.events import (
    CORRUPTED,
    RESTORED,
    ZONE_INDEX,
    capital_target,
    fire_event,
    note,
    phase_name,
)
from deckcheck.games.whi.engine.state import (
    BATTLEFIELD,
    DEVELOPMENT,
    DISCARD,
    HAND,
    IN_ZONE,
    ON_CAPITAL,
    ZONE_NAMES,
    WhiState,
)
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import BASE_CONDITIONS, Context
from deckcheck.goldfish.abilities.records import UNTIL_ROUND, Effect


def game_op_name(effect: Effect) -> str:
    v = effect.value
    return v if isinstance(v, str) else v[0]


def _units(state: WhiState, cards: list[int]) -> list[int]:
    return [c for c in cards if c >= 0 and state.where[c] == IN_ZONE]


def _zone_for(state: WhiState, ctx: Context, effect: Effect, card: int) -> int:
    """Where an effect puts a card into play: the zone its value names, else the card's
    only zone, else the source's zone, else the battlefield."""
    v = effect.value
    if isinstance(v, str) and v in ZONE_INDEX:
        return ZONE_INDEX[v]
    only = state.table.only_zone[card]
    if only >= 0:
        return only
    z = cap.zone_of(state, ctx.source) if ctx.source >= 0 else -1
    return z if z >= 0 else BATTLEFIELD


# -- effects -----------------------------------------------------------------------------------
def _draw(state, ctx, eff, cards):
    cap.draw(state, eff.amount)


def _gain(state, ctx, eff, cards):
    if eff.amount >= 0:
        cap.gain(state, eff.amount)
    else:
        state.resources = max(0, state.resources + eff.amount)


def restore_cards(state, ctx, eff, cards):
    for c in cards:
        if c in state.corrupted:
            state.corrupted.discard(c)
            note(state, "restore", c)
            fire_event(state, RESTORED, c)


def corrupt_cards(state, ctx, eff, cards):
    """Corrupt units; a unit that "cannot be corrupted" is not ("cannot" is absolute:
    halogenandtoast/WarhammerInvasion docs/rules/effects.md, the rulebook's example is
    "Attached unit cannot be corrupted")."""
    for c in _units(state, cards):
        if c not in state.corrupted and not ev.cannot(state, c, "be_corrupted"):
            state.corrupted.add(c)
            note(state, "corrupt", c)
            fire_event(state, CORRUPTED, c)


def _modify(state, ctx, eff, cards):
    """An instant MODIFY lasts until the end of the turn."""
    for c in cards:
        state.lasting.append((ctx.source, ctx.ability, _index_of(state, ctx, eff), c, UNTIL_ROUND))


def _index_of(state, ctx, eff) -> int:
    effects = state.table.abilities[ctx.source][ctx.ability].effects
    for i, e in enumerate(effects):
        if e == eff or (e.op == eff.op and e.value == eff.value):
            return i
    return 0


def _put_into_play(state, ctx, eff, cards):
    """Put cards into play: a unit or support into ``_zone_for``'s zone, an attachment onto
    its most useful legal host (none: it stays where it is)."""
    kind = state.table.kind
    for c in cards:
        if state.where[c] in (IN_ZONE, ON_CAPITAL) or kind[c] == TACTIC:
            continue
        if state.table.attach_to[c] is not None:     # an attachment needs a host [004]
            hosts = legal_hosts(state, c)
            if hosts:
                cap.attach(state, c, max(hosts, key=lambda u: (cap.usefulness(state, u)[:3], -u)), "put")
            continue
        zone = _zone_for(state, ctx, eff, c)
        if state.table.hero[c] and cap.hero_in(state, zone):
            continue                     # Limit one Hero per zone [004 §HgF]
        cap.enter_zone(state, c, zone, "put")


def _discard(state, ctx, eff, cards):
    for c in cards:
        if state.where[c] == HAND:
            piles.move(c, state.hand, state.discard)
            state.where[c] = DISCARD
        elif state.where[c] in (IN_ZONE, ON_CAPITAL, DEVELOPMENT):
            cap.leave_play(state, c, "discarded")


def _to_hand(state, ctx, eff, cards):
    for c in cards:
        if state.where[c] == DISCARD:
            piles.move(c, state.discard, state.hand)
            state.where[c] = HAND
        elif state.where[c] in (IN_ZONE, ON_CAPITAL, DEVELOPMENT):
            cap.leave_play(state, c, "returned", to="hand")


def _to_deck(state, ctx, eff, cards):
    for c in cards:
        if state.where[c] in (IN_ZONE, ON_CAPITAL, DEVELOPMENT):
            cap.leave_play(state, c, "returned", to="deck")


def _sacrifice(state, ctx, eff, cards):
    for c in cards:
        cap.leave_play(state, c, "sacrificed")


def _destroy(state, ctx, eff, cards):
    for c in cards:
        cap.leave_play(state, c, "destroyed")


def _search(state, ctx, eff, cards):
    """The first card of the top ``amount`` (0 = all) matching the filter goes to hand; the
    deck is shuffled."""
    look = state.deck[-eff.amount:] if eff.amount else list(state.deck)
    f = eff.value
    for c in reversed(look):
        if f is None or f.ok(state.table, ctx.source, c):
            state.deck.remove(c)
            state.hand.append(c)
            state.where[c] = HAND
            state.seen.setdefault(state.table.title[c], state.round)
            break
    piles.shuffle(state, state.deck)
    cap.check_deck(state)


def _lasting_marker(state, ctx, eff, cards):
    for c in cards:
        state.lasting.append((ctx.source, ctx.ability, _index_of(state, ctx, eff), c, UNTIL_ROUND))


def _game(state, ctx, eff, cards):
    name = game_op_name(eff)
    fn = GAME_OPS.get(name)
    if fn is None:
        raise KeyError(f"whi: game operation {name!r} is not implemented")
    fn(state, ctx, eff, cards)


def _deal_damage(state, ctx, eff, cards):
    for c in _units(state, cards):
        cap.deal_damage(state, c, eff.amount)


def _damage_capital(state, ctx, eff, cards):
    z = capital_target(state)
    if z >= 0:
        cap.damage_opponent(state, z, eff.amount, ())


def _heal(state, ctx, eff, cards):
    for c in cards:
        if c == -1:
            z = cap.zone_of(state, ctx.source)
            z = z if z >= 0 else max(range(3), key=lambda i: state.capital_damage[i])
            state.capital_damage[z] = max(0, state.capital_damage[z] - eff.amount)
        else:
            cap.heal(state, c, eff.amount)


def move_cards(state, ctx, eff, cards):
    """Move units to another zone of the player's capital. A moved unit counts as entering
    the new zone, not as entering play [004 §HgF: "zählt als ob sie eine neue Zone betreten
    hat, allerdings nicht, als ob sie das Spiel betreten hat"]: the MOVED event (option = the
    zone entered, amount = the zone left). Its attachments go along, still attached [004
    §Verstärkungen]."""
    to = ZONE_INDEX[eff.value[1]]
    for c in _units(state, cards):
        z = cap.zone_of(state, c)
        if z == to or (state.table.hero[c] and cap.hero_in(state, to)):
            continue
        piles.take(state.zones, z, c)
        piles.put(state.zones, to, c)
        if state.attached:
            moved_with(state, c, to)
        for q, u in list(state.questing.items()):
            if u == c:                   # stops questing; the quest loses its tokens [004 §HgF]
                del state.questing[q]
                state.tokens.pop(q, None)
        if z == BATTLEFIELD and c in state.attackers:
            state.attackers = tuple(a for a in state.attackers if a != c)
        note(state, "move", c, to)
        fire_event(state, ev.MOVED, c, ZONE_NAMES[to], z)


def _develop_top(state, ctx, eff, cards):
    z = cap.zone_of(state, ctx.source)
    for _ in range(max(1, eff.amount)):
        if state.deck:
            c = state.deck[-1]
            state.deck.pop()
            state.where[c] = HAND            # from_where reads HAND: put it back there first
            state.hand.append(c)
            cap.develop(state, c, z if z >= 0 else 0, played=False)
    cap.check_deck(state)


def _tokens(state, ctx, eff, cards):
    for c in cards:
        piles.add(state.tokens, c if c >= 0 else ctx.source, eff.amount)


def _lose(state, ctx, eff, cards):
    state.resources = max(0, state.resources - eff.amount)


GAME_OPS = {"deal_damage": _deal_damage, "damage_capital": _damage_capital, "heal": _heal,
            "move": move_cards, "develop": _develop_top, "resource_tokens": _tokens,
            "lose_resource": _lose}

EFFECTS = {
    "draw": _draw, "gain_resource": _gain, "stand": restore_cards, "kneel": corrupt_cards,
    "modify": _modify, "put_into_play": _put_into_play, "discard": _discard,
    "return_to_hand": _to_hand, "return_to_deck": _to_deck, "sacrifice": _sacrifice,
    "kill": _destroy, "search": _search, "cannot": _lasting_marker, "grant": _lasting_marker,
    "game": _game,
}


# -- costs -------------------------------------------------------------------------------------
def _own_units(state, ctx, cost) -> list[int]:
    """The cards a cost may use, least useful first (capital.usefulness: the pilot's rule)."""
    return sorted(runtime.candidates(state, state.hooks, ctx, cost.target),
                  key=lambda c: cap.usefulness(state, c) if c >= 0 else (False, -1, -1, c))


def _pay_first(fn):
    def pay(state, ctx, cost):
        cards = _own_units(state, ctx, cost)
        if cards:
            fn(state, ctx, None, cards[:1])
    return pay


def _corruptible(state, c) -> bool:
    return c not in state.corrupted and not ev.cannot(state, c, "be_corrupted")


COSTS = {
    "corrupt_self": (lambda s, ctx, cost: ctx.source not in s.corrupted
                     and s.where[ctx.source] == IN_ZONE
                     and not ev.cannot(s, ctx.source, "be_corrupted"),
                     lambda s, ctx, cost: corrupt_cards(s, ctx, None, [ctx.source])),
    "sacrifice_self": (lambda s, ctx, cost: s.where[ctx.source] in (IN_ZONE, ON_CAPITAL),
                       lambda s, ctx, cost: cap.leave_play(s, ctx.source, "sacrificed")),
    "damage_self": (lambda s, ctx, cost: s.where[ctx.source] == IN_ZONE,
                    lambda s, ctx, cost: cap.deal_damage(s, ctx.source, max(1, cost.amount))),
    "corrupt": (lambda s, ctx, cost: any(_corruptible(s, c) for c in _own_units(s, ctx, cost)),
                lambda s, ctx, cost: corrupt_cards(s, ctx, None, [c for c in _own_units(s, ctx, cost)
                                                             if _corruptible(s, c)][:1])),
    "sacrifice": (lambda s, ctx, cost: bool(_own_units(s, ctx, cost)), _pay_first(_sacrifice)),
    "discard_hand": (lambda s, ctx, cost: len([c for c in s.hand if c != ctx.source])
                     >= max(1, cost.amount),
                     lambda s, ctx, cost: _discard(s, ctx, None, [c for c in s.hand
                                                                  if c != ctx.source][-max(1, cost.amount):])),
    "remove_tokens": (lambda s, ctx, cost: s.tokens.get(ctx.source, 0) >= max(1, cost.amount),
                      lambda s, ctx, cost: piles.remove(s.tokens, ctx.source, max(1, cost.amount))),
}


# -- conditions and counts ---------------------------------------------------------------------
def _source_zone(state, ctx) -> int:
    return cap.zone_of(state, ctx.source)


CONDITIONS = {
    **BASE_CONDITIONS,
    "phase": lambda s, ctx, v: phase_name(s) == v if isinstance(v, str) else phase_name(s) in v,
    "in_zone": lambda s, ctx, v: _source_zone(s, ctx) == ZONE_INDEX[v],
    "attacking": lambda s, ctx, v: ctx.source in s.attackers,
    "damaged": lambda s, ctx, v: s.damage.get(ctx.source, 0) > 0,
    "corrupted": lambda s, ctx, v: ctx.source in s.corrupted,
    "tokens_at_least": lambda s, ctx, v: s.tokens.get(ctx.source, 0) >= v,
    "hand_at_least": lambda s, ctx, v: len(s.hand) >= v,
    "resources_at_least": lambda s, ctx, v: s.resources >= v,
    "burned_at_least": lambda s, ctx, v: len(s.burned) >= v,
    "questing_here": lambda s, ctx, v: ctx.source in s.questing,    # a unit on this quest
    "units_in_zone_at_least": lambda s, ctx, v: (
        _source_zone(s, ctx) >= 0
        and len(cap.units(s, _source_zone(s, ctx))) >= v),
    # the unit this attachment is on dealt combat damage: it attacked with at least 1 power
    # and the attack dealt at least 1 damage [004 §HgF, Sadistic Mutation]
    "attached_dealt_damage": lambda s, ctx, v: ctx.event is not None and ctx.event.amount > 0
        and s.attached.get(ctx.source, -1) in ctx.event.cards
        and cap.power(s, s.attached[ctx.source]) > 0,
    "event_zone": lambda s, ctx, v: ctx.event is not None and (
        ctx.event.card >= 0 and s.where[ctx.event.card] == IN_ZONE
        and cap.zone_of(s, ctx.event.card) == _source_zone(s, ctx)),
    # LEAVES_PLAY / MOVED: the zone the event's card left (value: a zone name, or "same" for
    # the source's zone: "after a unit leaves this zone")
    "event_from": lambda s, ctx, v: ctx.event is not None and ctx.event.kind in (
        ev.LEAVES_PLAY, ev.MOVED) and ctx.event.amount == (
        _source_zone(s, ctx) if v == "same" else ZONE_INDEX[v]) and ctx.event.amount >= 0,
    # ENTERS_PLAY / MOVED: the zone the event's card entered ("units that enter your X zone")
    "event_into": lambda s, ctx, v: ctx.event is not None and ctx.event.card >= 0 and (
        ctx.event.kind in (ev.ENTERS_PLAY, ev.MOVED)) and s.where[ctx.event.card] == IN_ZONE
        and cap.zone_of(s, ctx.event.card) == (_source_zone(s, ctx) if v == "same"
                                               else ZONE_INDEX[v]),
}

COUNTS = {
    "units_in_zone": lambda s, ctx, v: len(cap.units(s, _source_zone(s, ctx)))
    if _source_zone(s, ctx) >= 0 else 0,
    "developments_in_zone": lambda s, ctx, v: len(s.developments[_source_zone(s, ctx)])
    if _source_zone(s, ctx) >= 0 else 0,
    "developments": lambda s, ctx, v: sum(len(d) for d in s.developments),
    "resources": lambda s, ctx, v: s.resources,
    "burned": lambda s, ctx, v: len(s.burned),
    "tokens": lambda s, ctx, v: s.tokens.get(ctx.source, 0),
    "units": lambda s, ctx, v: len(cap.units(s)),
    "hand": lambda s, ctx, v: len(s.hand),
}
