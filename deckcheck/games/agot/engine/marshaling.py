"""Marshaling phase [001 §Aufmarschieren], [001 §Einkommen], [001 §Limitiert].

The active player collects income (plot gold value + modifiers), then marshals cards
from hand one at a time until passing: characters and locations, attachments onto a
legal card, duplicates of an own unique card for free, at most one Limited card per
round; a card an effect says "cannot" be marshaled (Marching Orders) is not offered.
Cost reducers of the deck (recognized from card text) are marshaling actions
(``reduce``) or apply by themselves. Shadow (X) cards may go facedown into shadows for
2 gold, and a card placed in shadows in an earlier round may come out for X gold.
Events are never marshaled; an event with a marshaling action is played from hand
(``ability``) when its record says so. The passive opponent marshals nothing.

Decision ``marshal``: Action("marshal", card[, target][, amount=bestow gold]) |
Action("shadow", card) | Action("unshadow", card[, target]) |
Action("reduce", card=source, amount=reducer key) | Action("pass").
"""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import ATTACHMENT, LIMITED
from deckcheck.games.agot.engine.state import OUT, PLAY, SHADOWS, AgotState
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action

PASS = Action("pass")


def collect_income(state: AgotState) -> None:
    gained = play_rules.income(state)
    state.gold += gained
    state.income_round = gained
    play_rules.note(state, "income", gained)
    state.step += 1


def ask_marshal(state: AgotState) -> None:
    state.pending = "marshal"


def marshal_options(state: AgotState) -> list[tuple[int, int, int]]:
    """The hand's cards that may be marshaled now, one per title, in hand order:
    ``(card, cost, host)``; host >= 0 means a free duplicate onto that in-play card. The
    cost is after every reducer, affordable or not (the gold check is the caller's)."""
    t = state.table
    kinds = t.kind
    titles = t.title
    keywords = t.keywords
    unique = t.unique
    hosts = None
    reductions = (play_rules.cost_reductions(state)
                  if t.each_reducers or t.first_reducers or state.reductions else None)
    printed = t.cost
    blocked = state.limited_used
    forbidden = "marshal" in t.forbidden          # "cannot marshal" effects
    seen: set[int] = set()
    out: list[tuple[int, int, int]] = []
    for c in state.hand:
        title = titles[c]
        if title in seen:
            continue                                # copies are the same choice
        seen.add(title)
        if kinds[c] > ATTACHMENT or (blocked and keywords[c] & LIMITED):
            continue                                # events are never marshaled
        if forbidden and play_rules.cannot(state, c, "marshal"):
            continue
        if unique[c]:
            if hosts is None:
                hosts = play_rules.hosts_in_play(state)
            host = hosts.get(title, -1)
            if host >= 0:
                out.append((c, 0, host))
                continue
            if state.dead and play_rules.copy_in_dead_pile(state, c):
                continue
        cost = printed[c] if not reductions else play_rules.cost_with(printed[c], c, reductions)
        if t.self_reducers and c in t.self_reducers:
            cost = max(0, cost - play_rules.self_reduction(state, c))
        out.append((c, cost, -1))
    return out


def ready_reducers(state: AgotState) -> list[int]:
    """Keys of the "next card costs less" reducers that can be used now."""
    t = state.table
    out = []
    if t.next_reducers:
        zone = state.zone
        knelt = state.knelt
        used = state.reductions
        for r in t.next_reducers:
            source = r.source
            if r.key in used or r.pay in ("trigger", "ability"):
                continue            # armed by a card ability / used by a record's own action
            if r.pay == "faction":
                if state.faction_knelt or zone[source] != OUT:
                    continue
            elif zone[source] != PLAY or source in knelt:
                continue
            elif play_rules.cannot(state, source, "trigger"):      # The King in the North
                continue
            out.append(r.key)
    return out


def marshal_actions(state: AgotState) -> list[Action]:
    t = state.table
    gold = state.gold
    out: list[Action] = []
    options = marshal_options(state)
    state.scratch = (state.tick, options)         # reused by pilots for this decision
    for c, cost, host in options:
        if host >= 0:
            out.append(Action("marshal", c, host))
        elif cost <= gold:
            if t.kind[c] == ATTACHMENT or t.bestow[c] > 0:
                _enter_options(state, c, cost, gold, "marshal", out)
            else:
                out.append(Action("marshal", c))
    shadow = t.shadow
    if gold >= play_rules.SHADOW_COST:
        out.extend(Action("shadow", c) for c in play_rules.one_per_title(state, state.hand)
                   if shadow[c] >= 0)
    for c in state.shadows:
        if (state.shadow_round.get(c, state.round) < state.round and shadow[c] <= gold
                and t.kind[c] <= ATTACHMENT and play_rules.may_enter(state, c)):
            _enter_options(state, c, shadow[c], gold, "unshadow", out, bestow=False)
    for key in ready_reducers(state):
        out.append(Action("reduce", t.next_reducers[key].source, -1, key))
    if t.index.actions:
        out.extend(runtime.action_choices(state, state.hooks, "marshaling"))
    out.append(PASS)
    return out


def _enter_options(state: AgotState, c: int, cost: int, gold: int, kind: str,
                   out: list[Action], bestow: bool = True) -> None:
    t = state.table
    extra = min(t.bestow[c], gold - cost) if bestow and t.bestow[c] > 0 else 0
    if t.kind[c] == ATTACHMENT:
        for x in play_rules.targets(state, c):
            out.append(Action(kind, c, x))
            for b in range(1, extra + 1):
                out.append(Action(kind, c, x, b))
    else:
        out.append(Action(kind, c))
        for b in range(1, extra + 1):
            out.append(Action(kind, c, -1, b))


def resolve_marshal(state: AgotState, action: Action) -> None:
    kind = action.kind
    if kind == "pass":
        state.pending = ""
        state.reductions.clear()          # "this phase" reductions end with the phase
        state.step += 1
        return
    t = state.table
    c = action.card
    if kind == "reduce":
        play_rules.use_reducer(state, action.amount)
        return
    if kind == "ability":
        runtime.use_action(state, state.hooks, action)
        return
    if kind == "shadow":
        state.hand.remove(c)
        _pay(state, play_rules.SHADOW_COST)
        play_rules.move_to(state, c, SHADOWS)
        play_rules.note(state, "shadow", c)
        return
    if kind == "unshadow":
        state.shadows.remove(c)
        state.shadow_round.pop(c, None)
        _pay(state, t.shadow[c])
        play_rules.put_into_play(state, c, action.target)
        play_rules.note(state, "unshadow", c)
        play_rules.entered_play(state, c, marshaled=False, how="shadows")
        return
    # marshal from hand
    state.hand.remove(c)
    duplicate = action.target >= 0 and t.title[action.target] == t.title[c]
    cost = 0 if duplicate else play_rules.marshal_cost(state, c, consume=True)
    _pay(state, cost + action.amount)
    if t.keywords[c] & LIMITED:
        state.limited_used = True
    play_rules.put_into_play(state, c, action.target)
    if action.amount:
        state.card_gold[c] = state.card_gold.get(c, 0) + action.amount
    play_rules.note(state, "duplicate" if duplicate else "marshal", c, cost)
    if not duplicate:
        play_rules.entered_play(state, c, marshaled=True)


def _pay(state: AgotState, gold: int) -> None:
    state.gold -= gold
    state.spent_round += gold


