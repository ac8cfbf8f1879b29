"""Conditions, costs, game ops and statics the records of records/decks_common.py need beyond
the dsl and ops_crab_crane (registered into the L5R hooks' tables on import; every name
starts with ``dc_``).

Conditions: dc_empty_rings_at_least (n unclaimed, uncontested rings without fate),
dc_ring_fate_to_gather (another unclaimed ring than the one the pilot contests next holds
fate), dc_ids_in_play (a character with one of these card ids is in play), dc_control_trait
(a character with the trait is in play), dc_host_has_fate, dc_host_max_cost (this
attachment's host's printed cost), dc_host_trait / dc_host_unique_clan (attachment play
restrictions: the chosen host), dc_dreamer_ring (the ring Ethereal Dreamer chose is
contested), dc_void_claimed (the claimed ring is the void ring, or Isawa Kaede attacks: the
contested ring then has the void element), dc_opp_more_honor_before (the opponent had more
honor before this character's status token changed the player's), dc_composure (the
player's bid is lower than the opponent's), dc_mirumoto_attachment, dc_event_cost_at_least,
dc_in_row (this card lies in one of the four row provinces), dc_echoes_candidate,
dc_service_trade.

Costs: dc_bow_one (bow the weakest ready character at home that matches the cost's target:
"bow a friendly <...> character"; the greedy pilot never bows an attacker for it).

Game ops: dc_rings_place, dc_gather_ring_fate, dc_discard_ids, dc_remove_unfated,
dc_dreamer_pick, dc_shuffle_into_deck, dc_mirumoto_play,
dc_to_stronghold_province, dc_echoes, dc_mark_won, dc_honor_if_won, dc_bottom_self,
dc_ready_best_unique.

Statics (the record facts the engine reads) are in statics_decks_common.py.

Marks live in ``state.used`` under negative keys (cleared when the round begins):
``MARK_DREAMER - c`` (the ring + 1 Ethereal Dreamer chose), ``MARK_WON - c`` (conflicts won
this round + 1 when A Perfect Cut was played).
"""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.base import Event
from deckcheck.goldfish.abilities.queries import candidates
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import ATTACHMENT, CHARACTER
from deckcheck.games.l5r.engine.hooks import COSTS, CONDITIONS, GAME_OPS, HOOKS
from deckcheck.games.l5r.engine.state import MILITARY, RINGS, SH_SLOT, L5rState

MARK_DREAMER = -(5 << 20)
MARK_WON = -(6 << 20)


# -- helpers -----------------------------------------------------------------------------------
def value(state: L5rState, c: int) -> int:
    """What the greedy player thinks a character is worth: printed skills + glory + cost."""
    t = state.table
    return (t.military[c] or 0) + (t.political[c] or 0) + t.glory[c] + t.cost[c]


def free_rings(state: L5rState) -> list[int]:
    """Unclaimed rings not being contested."""
    return [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]


def next_ring(state: L5rState) -> int:
    """The ring the greedy pilot declares its next conflict on (pilot.RING_ORDER ties)."""
    from deckcheck.games.l5r.engine.pilot import RING_ORDER

    free = free_rings(state)
    if not free:
        return -1
    return max(free, key=lambda r: (state.ring_fate.get(r, 0), -RING_ORDER.index(r)))


def _host(state: L5rState, a: int) -> int:
    return state.attached.get(a, -1)


def _helpful(state: L5rState, a: int) -> bool:
    t = state.table
    rec = t.records[a]
    if rec is not None and rec.pilot == "never":
        return False
    return t.military_bonus[a] + t.political_bonus[a] > 0 or bool(t.abilities[a])


def mirumoto_options(state: L5rState, c: int) -> list[int]:
    """Attachments of the conflict discard pile the player can pay for and play on c."""
    t = state.table
    out = []
    for a in state.conflict_discard:
        if t.type[a] != ATTACHMENT or not play_rules.can_pay_hand(state, a) or not _helpful(state, a):
            continue
        if "limited" in t.keywords[a] and state.limited_round == state.round:
            continue
        if c in play_rules.attachment_hosts(state, a):
            out.append(a)
    return out


def echoes_options(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in state.dynasty_discard
            if t.type[c] == CHARACTER and t.military[c] is not None
            and play_rules.duplicate_in_play(state, c) < 0]


def _home_ready(state: L5rState, c: int) -> bool:
    return c in state.play and c not in state.attackers and c not in state.bowed


# -- conditions ----------------------------------------------------------------------------------
def _empty_rings_at_least(state, ctx, n):
    return sum(1 for r in free_rings(state) if not state.ring_fate.get(r, 0)) >= n


def _ring_fate_to_gather(state, ctx, v):
    to = next_ring(state)
    return to >= 0 and any(state.ring_fate.get(r, 0) for r in free_rings(state) if r != to)


def _ids_in_play(state, ctx, ids):
    t = state.table
    return any(t.ids[c] in ids for c in state.play)


def _control_trait(state, ctx, trait):
    t = state.table
    return any(trait in t.traits[c] for c in play_rules.characters(state))


def _host_has_fate(state, ctx, v):
    h = _host(state, ctx.source)
    return h in state.play and state.fate_on.get(h, 0) > 0


def _host_max_cost(state, ctx, n):
    h = _host(state, ctx.source)
    return h in state.play and state.table.cost[h] <= n


def _host_trait(state, ctx, trait):
    return ctx.chosen >= 0 and trait in state.table.traits[ctx.chosen]


def _host_unique_clan(state, ctx, clan):
    t = state.table
    return ctx.chosen >= 0 and t.unique[ctx.chosen] and t.clan[ctx.chosen] == clan


def _dreamer_ring(state, ctx, v):
    return state.c_type != 0 and state.used.get(MARK_DREAMER - ctx.source, 0) == state.c_ring + 1


def _void_claimed(state, ctx, v):
    e = ctx.event
    if e is None:
        return False
    if e.option == "void":
        return True
    t = state.table
    return state.c_type != 0 and any(t.ids[c] == "isawa-kaede" for c in state.attackers)


def _opp_more_honor_before(state, ctx, v):
    before = state.honor - (ctx.event.amount if ctx.event is not None else 0)
    return state.opp_honor > before


def _composure(state, ctx, v):
    other = state.opp.bid if state.opp is not None and state.opp.bid is not None else 3
    return 0 < state.bid < other


def _mirumoto_attachment(state, ctx, v):
    return bool(mirumoto_options(state, ctx.source))


def _event_cost_at_least(state, ctx, n):
    e = ctx.event
    return e is not None and e.card >= 0 and state.table.cost[e.card] >= n


def _in_row(state, ctx, v):
    return 0 <= piles.place_of(state.provinces, ctx.source) < SH_SLOT


def _echoes_candidate(state, ctx, v):
    return bool(echoes_options(state))


def _service_pair(state: L5rState) -> tuple[int, int]:
    """(the weakest ready non-unique character at home, the best bowed unique one) when the
    trade gains skill, else (-1, -1)."""
    t = state.table
    chars = play_rules.characters(state)
    cheap = [c for c in chars if not t.unique[c] and _home_ready(state, c)]
    best = [c for c in chars if t.unique[c] and c in state.bowed]
    if not cheap or not best:
        return -1, -1
    low = min(cheap, key=lambda c: (value(state, c), c))
    high = max(best, key=lambda c: (value(state, c), -c))
    return (low, high) if value(state, high) > value(state, low) else (-1, -1)


def _service_trade(state, ctx, v):
    return _service_pair(state)[0] >= 0


CONDITIONS.update({
    "dc_empty_rings_at_least": _empty_rings_at_least,
    "dc_ring_fate_to_gather": _ring_fate_to_gather, "dc_ids_in_play": _ids_in_play,
    "dc_control_trait": _control_trait, "dc_host_has_fate": _host_has_fate,
    "dc_host_max_cost": _host_max_cost, "dc_host_trait": _host_trait,
    "dc_host_unique_clan": _host_unique_clan, "dc_dreamer_ring": _dreamer_ring,
    "dc_void_claimed": _void_claimed, "dc_opp_more_honor_before": _opp_more_honor_before,
    "dc_composure": _composure, "dc_mirumoto_attachment": _mirumoto_attachment,
    "dc_event_cost_at_least": _event_cost_at_least, "dc_in_row": _in_row,
    "dc_echoes_candidate": _echoes_candidate, "dc_service_trade": _service_trade,
})


# -- costs ---------------------------------------------------------------------------------------
def _bow_choices(state, ctx, cost) -> list[int]:
    return [c for c in candidates(state, HOOKS, ctx, cost.target) if _home_ready(state, c)]


def _ok_bow_one(state, ctx, cost):
    return bool(_bow_choices(state, ctx, cost))


def _pay_bow_one(state, ctx, cost):
    found = _bow_choices(state, ctx, cost)
    if found:
        play_rules.bow(state, min(found, key=lambda c: (value(state, c), c)))


COSTS["dc_bow_one"] = (_ok_bow_one, _pay_bow_one)


# -- game ops -------------------------------------------------------------------------------------
def _rings_place(state, ctx, eff, cards):
    for r in free_rings(state):
        if not state.ring_fate.get(r, 0):
            state.ring_fate[r] = 1


def _gather_ring_fate(state, ctx, eff, cards):
    to = next_ring(state)
    rich = [r for r in free_rings(state) if r != to and state.ring_fate.get(r, 0)]
    if to >= 0 and rich:
        src = min(rich, key=lambda r: (state.ring_fate[r], r))
        piles.remove(state.ring_fate, src, 1)
        piles.add(state.ring_fate, to, 1)


def _discard_ids(state, ctx, eff, cards):
    ids = eff.value[1]
    t = state.table
    for c in [c for c in state.play if t.ids[c] in ids]:
        play_rules.leave_play(state, c)


def _remove_unfated(state, ctx, eff, cards):
    """Remove from the game the character without fate the player misses least (bowed ones
    first, then the lowest value)."""
    found = [c for c in play_rules.characters(state) if not state.fate_on.get(c, 0)]
    if not found:
        return
    c = min(found, key=lambda c: (c not in state.bowed, value(state, c), c))
    play_rules.leave_play(state, c, "removed")
    for pile in (state.dynasty_discard, state.conflict_discard):
        if c in pile:
            pile.remove(c)
    state.removed.append(c)


def _dreamer_pick(state, ctx, eff, cards):
    ring = next_ring(state)
    if ring >= 0:
        state.used[MARK_DREAMER - ctx.source] = ring + 1


def _shuffle_into_deck(state, ctx, eff, cards):
    for c in cards:
        if c in state.play:
            play_rules.leave_play(state, c, "deck")
            piles.shuffle(state, state.conflict)


def _mirumoto_play(state, ctx, eff, cards):
    found = mirumoto_options(state, ctx.source)
    if not found:
        return
    t = state.table
    a = max(found, key=lambda x: (t.military_bonus[x] + t.political_bonus[x], t.cost[x], -x))
    play_rules.pay_hand(state, a)
    if "limited" in t.keywords[a]:
        state.limited_round = state.round
    state.conflict_played += 1
    play_rules.attach(state, a, ctx.source)


def _to_stronghold_province(state, ctx, eff, cards):
    c = ctx.source
    slot = piles.place_of(state.provinces, c)
    if 0 <= slot < SH_SLOT:
        piles.take(state.provinces, slot, c)
        piles.put(state.provinces, SH_SLOT, c)
        play_rules.refill(state, slot)


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


def _mark_won(state, ctx, eff, cards):
    state.used[MARK_WON - ctx.source] = state.conflicts_won + 1


def _honor_if_won(state, ctx, eff, cards):
    mark = state.used.get(MARK_WON - ctx.source, 0)
    if mark and state.conflicts_won >= mark:
        for c in cards:
            if c in state.play and play_rules.honor.honor_card(state, c):
                play_rules.fire(state, Event(play_rules.HONORED, c))


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


GAME_OPS.update({
    "dc_rings_place": _rings_place, "dc_gather_ring_fate": _gather_ring_fate,
    "dc_discard_ids": _discard_ids, "dc_remove_unfated": _remove_unfated,
    "dc_dreamer_pick": _dreamer_pick, "dc_shuffle_into_deck": _shuffle_into_deck,
    "dc_mirumoto_play": _mirumoto_play,
    "dc_to_stronghold_province": _to_stronghold_province, "dc_echoes": _echoes,
    "dc_mark_won": _mark_won, "dc_honor_if_won": _honor_if_won, "dc_bottom_self": _bottom_self,
    "dc_ready_best_unique": _ready_best_unique,
})
