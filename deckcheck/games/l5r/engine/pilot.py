"""The greedy L5R pilot (registered as "greedy", the default): decent, not optimal, and fast;
it plays each game to win soonest (the stronghold first, holdings out of the dynasty row).

Each rule below is one of its ``assumptions`` (printed beside every number of a report).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import chain
from typing import Any

from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.pilot import register_pilot
from deckcheck.games.l5r.engine import conflicts, dynasty, rings, play_rules
from deckcheck.games.l5r.engine.hooks import HOOKS, PROVINCE_EVENT
from deckcheck.games.l5r.engine.cards import ATTACHMENT, CHARACTER, HOLDING
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL, SH_SLOT, TYPE_OF, L5rState

MULLIGAN_DYNASTY_COST = 5       # province characters this expensive (or more) are replaced
MULLIGAN_CONFLICT_COST = 3      # conflict cards this expensive (or more) are replaced
RING_ORDER = (0, 2, 1, 3, 4)    # air, fire, earth, water, void: ties of ring fate go this way
LOW_HONOR = 7                   # at or below: bid 1
DRAW_HAND = 2                   # hand at or below: bid 5 (when honor allows)
OPP_HONOR_CAP = 17              # never give the opponent honor above this
HOLDINGS_BLOCK = 2              # face-up holdings in this many provinces keep characters out


def _value(t: Any, c: int) -> int:
    return (t.military[c] or 0) + (t.political[c] or 0) + t.glory[c]


def _helps(t: Any, a: int) -> bool:
    """An attachment worth playing on an own character: a skill bonus, or a reviewed record
    the pilot may use."""
    rec = t.records[a]
    if rec is not None and rec.pilot == "never":
        return False
    return t.military_bonus[a] + t.political_bonus[a] > 0 or bool(t.abilities[a])


def _dynasty_ability(state: L5rState, a: Action) -> bool:
    """An ability the pilot uses in the dynasty phase: a card in play, limited per round, or
    a dynasty event face up in a province (played, its province refills)."""
    ab = state.table.abilities[a.card][a.amount]
    return ab.zone == PROVINCE_EVENT or (ab.zone != "hand" and ab.limit > 0)


def _usable_by_pilot(state: L5rState, a: Action) -> bool:
    """May the pilot use this offered ability: not marked ``pilot="never"`` (the ability or
    the card's record), and its cost does not bow a ready participant (it would stop counting
    in the conflict; a copy at home is used instead)?"""
    t = state.table
    ab = t.abilities[a.card][a.amount]
    rec = t.records[a.card]
    if ab.pilot == "never" or (rec is not None and rec.pilot == "never"):
        return False
    if a.card in state.attackers and a.card not in state.bowed:
        if any(cost.op == "bow_self" for cost in ab.costs):
            return False
    return True


def _chosen_effect(ab: Any) -> Any:
    for eff in ab.effects:
        if eff.target.who == "choose":
            return eff
    return None


def _target_key(state: L5rState, ab: Any, c: int) -> tuple:
    """How good card c is as the chosen card of ability ``ab`` (higher is better)."""
    eff = _chosen_effect(ab)
    if eff is None or c < 0:
        return (0,)
    t = state.table
    op = eff.op
    name = eff.value[0] if op == "game" and isinstance(eff.value, tuple) else ""
    ctype = state.c_type or MILITARY
    counting = c in state.attackers and c not in state.bowed
    skill = play_rules.skill(state, c, ctype) or 0 if t.type[c] == CHARACTER else 0
    if op == "modify" and eff.value in ("military", "political"):
        return (counting, skill)                     # the bonus counts in the conflict
    if name == "honor":
        return (t.glory[c], counting, _value(t, c))  # honored: + glory to both skills
    if name == "dishonor":
        return (-t.glory[c], -_value(t, c))
    if op in ("sacrifice", "discard", "kill", "return_to_hand", "return_to_deck", "kneel"):
        return (-_value(t, c) if t.type[c] == CHARACTER else -t.cost[c],)
    if op == "stand" or name == "move_in":
        return (skill, _value(t, c))
    if op == "put_into_play" or name == "place_fate":
        return (_value(t, c),)
    return (0,)


def best_ability(state: L5rState, offered: Iterable[Action]) -> Action | None:
    """The first offered ability (table order) the pilot may use, with its best target; read
    up to the next ability after it (``runtime.iter_action_choices`` asks no further)."""
    chosen = None
    for a in offered:
        if not _usable_by_pilot(state, a):
            continue
        if chosen is None:
            chosen = a
        elif (a.card, a.amount) != (chosen.card, chosen.amount):
            break
        elif a.kind == chosen.kind:
            ab = state.table.abilities[a.card][a.amount]
            if _target_key(state, ab, a.target) > _target_key(state, ab, chosen.target):
                chosen = a
    return chosen


class GreedyPilot:
    name = "greedy"
    description = ("Greedy L5R pilot: buys the strongest characters it can afford with a little "
                   "extra fate, attacks the stronghold as soon as it can break it (with just "
                   "enough skill), bids for cards only when its hand is nearly empty.")
    assumptions = (
        f"Dynasty mulligan: replaces province characters costing {MULLIGAN_DYNASTY_COST} or more "
        "and dynasty events; keeps holdings.",
        f"Conflict mulligan: replaces conflict cards costing {MULLIGAN_CONFLICT_COST} or more.",
        "Dynasty phase: buys characters in order of military + political skill + glory, each "
        "with 1 extra fate (2 if it costs 3 or more) while the fate covers cost and extra fate "
        "(the first one also with less); as first player with nothing to buy it passes at once "
        "for the pass bonus.",
        f"Honor bid: 1 at {LOW_HONOR} honor or less, 5 when the hand holds {DRAW_HAND} cards or "
        f"fewer and the opponent stays at {OPP_HONOR_CAP} honor or less, else the opponent's bid.",
        "Conflicts: plays for the soonest win. Once the stronghold province can be attacked, it "
        "attacks it whenever its attackers can break it. When breaking a third province opens "
        "the stronghold and the round's other conflict is still to come, it breaks the province "
        "in the way that leaves enough ready characters of the other type to break the "
        "stronghold in the same round (sending first the characters with little skill of the "
        "other type). Otherwise it attacks the open province with the lowest "
        "strength. In each case the conflict type whose fewest attackers break it goes first, "
        "with just those attackers (all of them when nothing can be broken); the ring with the "
        "most fate, ties air, fire, earth, water, void.",
        "Cards from hand: attachments with a skill bonus or a reviewed ability go on the character "
        "with the highest skill (others, e.g. ones meant for the opponent's characters, stay in "
        "hand); characters "
        "from hand are played into the conflict; event cards and action abilities are used "
        "whenever the engine offers them (the first in deck order), except those whose record "
        "says the pilot never uses them, and never paying a bow cost with a ready participant "
        "(a copy at home is used instead); triggered abilities always, except those whose "
        "record says the pilot never uses them.",
        "Targets of abilities: a skill bonus goes to a ready participant (the one with the most "
        "skill of the conflict's type), honor to the character with the most glory, a "
        "sacrifice, discard or bow to the least valuable card, ready / move into the conflict to "
        "the most skilled, fate or put into play to the most valuable; otherwise the first.",
        "Dynasty phase: once nothing more can be bought (and it is not passing first for the "
        "bonus), it uses the action abilities of its cards in play that are usable there and "
        "limited per round (revealing face-down province cards, searching the deck) and plays the "
        "dynasty events face up in its provinces, then buys what they revealed; event cards "
        "from hand wait for the conflicts.",
        "Ring effects: air gains 2 honor (takes 1 when the opponent has 2 or less), fire honors the "
        "character with the most glory, water readies the strongest bowed character, earth draws.",
        "Imperial Favor: the side where its characters' total skill is lower.",
        "Regroup: discards face-up characters it could not buy with one round's stronghold fate "
        "and copies of unique characters already in play; keeps one holding (one with an "
        f"ability first) and discards the others once {HOLDINGS_BLOCK} or more provinces show a "
        "holding, so that new characters can come into the dynasty row.",
    )

    def keep_hand(self, state: Any) -> bool:
        return True

    # -- the fast path (deckcheck.goldfish.runner.play_game) ------------------------------------
    def plan_actions(self, state: L5rState) -> list[Action] | None:
        """The same answer ``choose`` gives, without listing every legal action, for the big
        decisions (dynasty plays, the conflict decision, the conflict window) and the small
        ones; None = ask ``choose`` (or the decision has one action: the engine answers)."""
        if state.pending == "dynasty":
            plays = [Action("play", c) for c in dynasty.province_characters(state)
                     if dynasty.can_play(state, c)]
            return [self._dynasty(state, plays)] if plays else None
        if state.pending == "conflict":
            return self._plan_conflict(state)
        if state.pending == "conflict_action":
            return self._plan_window(state)
        if state.pending == "bid":
            return [self._bid(state, ())]
        if state.pending == "ring":
            return [rings.best(state, state.ring_pending)]
        if state.pending == "favor":
            return [self._favor(state, ())]
        return None

    def _plan_conflict(self, state: L5rState) -> list[Action] | None:
        t = state.table
        plays: list[Action] = []
        for c in state.hand:
            if t.type[c] == ATTACHMENT and _helps(t, c) and play_rules.can_pay_hand(state, c):
                plays = conflicts.hand_plays(state)
                break
        offered = runtime.iter_action_choices(state, HOOKS, "conflict")    # read if needed
        extra = self._extra(state, plays, offered)
        if extra is not None:
            return [extra]
        free = [r for r in range(5) if r not in state.claimed]
        slots = conflicts.open_slots(state)
        if not free or not slots:
            return None
        offers = {}
        for ctype in (MILITARY, POLITICAL):
            if not state.conflicts_done & ctype:
                cands = conflicts.candidates(state, ctype)
                if cands:
                    offers[ctype] = cands
        if not offers:
            return None
        return [self._declare(state, offers, free, slots)]

    def _plan_window(self, state: L5rState) -> list[Action] | None:
        offered = runtime.iter_action_choices(state, HOOKS, "conflict")
        head = next(offered, None)         # read lazily: the pilot takes the first it may use
        use = best_ability(state, chain((head,), offered)) if head is not None else None
        if use is not None:
            return [use]
        t = state.table
        first = None                       # the first play that is an attachment the pilot wants
        played = False
        for a in conflicts.iter_hand_plays(state):
            played = True
            if t.type[a.card] == CHARACTER and a.amount == 0:
                return [a]
            if first is None and t.type[a.card] == ATTACHMENT and a.target in state.attackers \
                    and _helps(t, a.card):
                first = a
        if head is None and not played:
            return None                    # one action (resolve): the engine answers it
        return [first if first is not None else conflicts.RESOLVE]

    def _extra(self, state: L5rState, plays: Sequence[Action],
               offered: Iterable[Action]) -> Action | None:
        """Before declaring: an attachment worth playing (on the best character), else an
        ability."""
        t = state.table
        for a in plays:
            if t.type[a.card] == ATTACHMENT and _helps(t, a.card):
                hosts = [b.target for b in plays if b.card == a.card]
                best = max(hosts, key=lambda h: (_value(t, h), -h))
                return Action("play", a.card, best)
        return best_ability(state, offered)

    def _window(self, state: L5rState, plays: Sequence[Action],
                offered: Sequence[Action]) -> Action:
        t = state.table
        use = best_ability(state, offered)
        if use is not None:
            return use
        for a in plays:
            if t.type[a.card] == CHARACTER and a.amount == 0:
                return a
        for a in plays:
            if t.type[a.card] == ATTACHMENT and a.target in state.attackers and _helps(t, a.card):
                return a
        return conflicts.RESOLVE

    # -- the decisions -------------------------------------------------------------------------
    def choose(self, state: L5rState, actions: Sequence[Action]) -> Action:
        fn = getattr(self, "_" + state.pending, None)
        if fn is None:
            return actions[0]
        return fn(state, actions)

    def _dynasty_mulligan(self, state: L5rState, actions: Sequence[Action]) -> Action:
        t = state.table
        out = tuple(c for c in actions[0].cards
                    if (t.type[c] == CHARACTER and t.cost[c] >= MULLIGAN_DYNASTY_COST)
                    or t.type[c] not in (CHARACTER, HOLDING))
        return actions[0]._replace(cards=out)

    def _conflict_mulligan(self, state: L5rState, actions: Sequence[Action]) -> Action:
        t = state.table
        return actions[0]._replace(
            cards=tuple(c for c in actions[0].cards if t.cost[c] >= MULLIGAN_CONFLICT_COST))

    def _dynasty(self, state: L5rState, actions: Sequence[Action]) -> Action:
        t = state.table
        plays = [a for a in actions if a.kind == "play"]
        if not plays:
            for a in actions:
                if a.kind == "duplicate":
                    return a
            if state.dyn_acted or not state.first:        # no pass bonus to keep
                use = best_ability(state, [a for a in actions if a.kind == "ability"
                                           and _dynasty_ability(state, a)])
                if use is not None:
                    return use
            return Action("pass")
        chars = sorted({a.card for a in plays}, key=lambda c: (-_value(t, c), t.cost[c], c))
        budget = state.fate
        planned: list[tuple[int, int]] = []
        titles = set()
        for c in chars:
            want = 2 if t.cost[c] >= 3 else 1
            if t.unique[c] and t.title[c] in titles:
                continue
            if t.cost[c] + want <= budget or (not planned and t.cost[c] <= budget):
                extra = min(want, budget - t.cost[c])
                planned.append((c, extra))
                titles.add(t.title[c])
                budget -= t.cost[c] + extra
        best, extra = planned[0]
        return Action("play", best, amount=extra)

    def _bid(self, state: L5rState, actions: Sequence[Action]) -> Action:
        other = state.opp.bid if state.opp.bid is not None else 3
        if state.honor <= LOW_HONOR:
            n = 1
        elif len(state.hand) <= DRAW_HAND and state.opp_honor + (5 - other) <= OPP_HONOR_CAP \
                and state.honor > 5 - other + LOW_HONOR:
            n = 5
        else:
            n = other
        return Action("bid", amount=n)

    def _conflict(self, state: L5rState, actions: Sequence[Action]) -> Action:
        extra = self._extra(state, [a for a in actions if a.kind == "play"],
                            [a for a in actions if a.kind == "ability"])
        if extra is not None:                  # attachments and abilities first
            return extra
        offers: dict[int, tuple[int, ...]] = {}
        rings_free: set[int] = set()
        slots: set[int] = set()
        for a in actions:
            if a.kind == "declare":
                offers[TYPE_OF[a.option]] = a.cards
                rings_free.add(a.target)
                slots.add(a.card)
        if not offers:
            for a in actions:
                if a.kind == "pass":
                    return a
            return actions[0]
        return self._declare(state, offers, rings_free, slots)

    def _declare(self, state: L5rState, offers: dict[int, tuple[int, ...]], rings_free: Any,
                 slots: Any) -> Action:
        """The conflict that wins soonest: the stronghold province when some type's attackers
        break it; else, when this break opens the stronghold and the other conflict of the
        round is still to come, the province and type that leave enough attackers of the
        other type to break the stronghold too; else the weakest province with the fewest
        attackers (all of them when nothing breaks)."""
        plan = None
        if SH_SLOT in slots:
            plan = self._breaking(state, offers, SH_SLOT)
        elif len(state.opp_broken) == conflicts.OPENS_STRONGHOLD - 1:
            plan = self._opening(state, offers, slots)
        if plan is None:
            slot = min(slots, key=lambda s: (conflicts.strength(state, s), s != SH_SLOT, s))
            plan = (slot,) + self._fewest(state, offers, conflicts.strength(state, slot))
        slot, ctype, picked = plan
        kind = "military" if ctype == MILITARY else "political"
        ring = max(rings_free, key=lambda r: (state.ring_fate.get(r, 0), -RING_ORDER.index(r)))
        return Action("declare", slot, ring, option=kind, cards=tuple(sorted(picked)))

    def _fewest(self, state: L5rState, offers: dict[int, tuple[int, ...]],
                need: int) -> tuple[int, list[int]]:
        """(type, attackers): the type whose fewest attackers reach ``need`` (else the most
        skill)."""
        best: Any = None                # offers is never empty here: the loop sets it
        for ctype in (MILITARY, POLITICAL):
            if ctype not in offers:
                continue
            picked, total = self._attackers(state, offers[ctype], ctype, need)
            score = (total >= need, -len(picked) if total >= need else total)
            if best is None or score > best[0]:
                best = (score, ctype, picked)
        return best[1], best[2]

    def _breaking(self, state: L5rState, offers: dict[int, tuple[int, ...]],
                  slot: int) -> tuple[int, int, list[int]] | None:
        need = conflicts.strength(state, slot)
        ctype, picked = self._fewest(state, offers, need)
        total = self._total(state, picked, ctype)
        return (slot, ctype, picked) if total >= need else None

    def _opening(self, state: L5rState, offers: dict[int, tuple[int, ...]],
                 slots: Any) -> tuple[int, int, list[int]] | None:
        """The third province broken so that the round's other conflict breaks the
        stronghold: the province and type whose attackers leave enough ready characters
        of the other type (fewest attackers first, then the weakest province)."""
        sh_need = conflicts.strength(state, SH_SLOT)
        found: Any = None
        for ctype in offers:
            other = POLITICAL if ctype == MILITARY else MILITARY
            if state.conflicts_done & other:
                continue
            sparing = sorted(offers[ctype], key=lambda c: (
                play_rules.skill(state, c, other) or 0, -(play_rules.skill(state, c, ctype) or 0), c))
            for slot in slots:
                need = conflicts.strength(state, slot)
                strongest, _ = self._attackers(state, offers[ctype], ctype, need)
                for picked in (strongest, self._enough(state, sparing, ctype, need)):
                    if self._total(state, picked, ctype) < need:
                        continue
                    rest = [c for c in conflicts.candidates(state, other) if c not in picked]
                    left = self._attackers(state, rest, other, sh_need)[1] if rest else 0
                    key = (len(picked), need, slot)
                    if left >= sh_need and (found is None or key < found[0]):
                        found = (key, slot, ctype, picked)
        return None if found is None else found[1:]

    @staticmethod
    def _enough(state: L5rState, cands: Sequence[int], ctype: int, need: int) -> list[int]:
        """Attackers taken in the given order until their skill reaches ``need``."""
        picked: list[int] = []
        total = 1 if state.favor == ctype else 0
        for c in cands:
            if total >= need:
                break
            value = play_rules.skill(state, c, ctype) or 0
            if value > 0:
                picked.append(c)
                total += value
        return picked

    @staticmethod
    def _total(state: L5rState, picked: Sequence[int], ctype: int) -> int:
        return (1 if state.favor == ctype else 0) + sum(
            play_rules.skill(state, c, ctype) or 0 for c in picked)

    @staticmethod
    def _attackers(state: L5rState, cands: Sequence[int], ctype: int, need: int) -> tuple[list[int], int]:
        skills = sorted(((play_rules.skill(state, c, ctype) or 0, c) for c in cands), reverse=True)
        bonus = 1 if state.favor == ctype else 0
        picked: list[int] = []
        total = bonus
        for value, c in skills:
            if total >= need and picked:
                break
            if value > 0 or not picked:
                picked.append(c)
                total += value
        return picked, total

    def _conflict_action(self, state: L5rState, actions: Sequence[Action]) -> Action:
        return self._window(state, [a for a in actions if a.kind == "play"],
                            [a for a in actions if a.kind == "ability"])

    def _ring(self, state: L5rState, actions: Sequence[Action]) -> Action:
        return rings.best(state, state.ring_pending)

    def _favor(self, state: L5rState, actions: Sequence[Action]) -> Action:
        side = "military" if state.round_military <= state.round_political else "political"
        return Action("favor", option=side)

    def _regroup_discard(self, state: L5rState, actions: Sequence[Action]) -> Action:
        t = state.table
        out = [c for c in actions[0].cards if t.type[c] != HOLDING and (
            t.type[c] != CHARACTER or t.cost[c] > t.stronghold_fate
            or play_rules.duplicate_in_play(state, c) >= 0)]
        holdings = [c for c in actions[0].cards if t.type[c] == HOLDING]
        if len(holdings) >= HOLDINGS_BLOCK:
            keep = max(holdings, key=lambda c: (bool(t.abilities[c]), -c))
            out += [c for c in holdings if c != keep]
        return actions[0]._replace(cards=tuple(c for c in actions[0].cards if c in out))

    def _respond(self, state: L5rState, actions: Sequence[Action]) -> Action:
        use = best_ability(state, [a for a in actions if a.kind == "trigger"
                                   and state.table.abilities[a.card][a.amount].pilot != "never"])
        return use if use is not None else actions[-1]


register_pilot("l5r", "greedy", GreedyPilot, default=True)
