"""The default AGoT pilot: greedy, deterministic, documented.

Card value (used everywhere below): a character is worth its STR + 1 per challenge icon
+ 2 for Renown + 1 for Insight; economy counts for every card type: +2.5 per point of
income, +1.5 per cost reducer, +1 per card drawn when it is marshaled or enters play,
+0.5 per point of reserve; an attachment is worth the STR, icons and keywords it grants;
other locations and attachments 0.2; events 0 (the engine does not play them).
"""
from __future__ import annotations

from collections.abc import Sequence

from deckcheck.games.agot.engine import marshaling, play_rules
from deckcheck.games.agot.engine.cards import CardTable
from deckcheck.games.agot.engine.challenges import CANCEL, CHALLENGE_ACTIONS, CONFIRM, RESOLVE
from deckcheck.games.agot.engine.effects import (
    ATTACHMENT,
    CHARACTER,
    ICON_BITS,
    INSIGHT,
    LIMITED,
    LOCATION,
    RENOWN,
)
from deckcheck.games.agot.engine.marshaling import PASS
from deckcheck.games.agot.engine.setup import DONE, KEEP, MULLIGAN
from deckcheck.games.agot.engine.state import HAND, PLAY, AgotState
from deckcheck.goldfish.abilities.runtime import DECLINE
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.pilot import register_pilot

_BITCOUNT = (0, 1, 1, 2, 1, 2, 2, 3)
NEW_ICON = 100.0     # a character with an icon none in play has is marshaled first


class GreedyPilot:
    name = "greedy"
    description = ("Greedy AGoT pilot: best setup by a fixed ranking, one mulligan for a poor "
                   "setup, plots by gold, marshal for the challenge icons it lacks and then by "
                   "value per gold, every challenge it can win unopposed.")

    def __init__(self, poor_min_characters: int = 2, poor_min_gold: int = 5):
        self.poor_min_characters = poor_min_characters
        self.poor_min_gold = poor_min_gold
        self._table: CardTable | None = None
        self._value: tuple[float, ...] = ()
        self._setups: dict[tuple[int, ...], tuple] = {}
        self._plan_key: tuple = ()
        self._plan_value: list = []
        self._plan_left = 0

    @property
    def assumptions(self) -> tuple[str, ...]:
        return (
            "Setup: every legal setup of the hand is ranked by (challenge icons covered, "
            "characters, gold used, total STR, economy value, cards placed); the best is placed. "
            "No cards are set up in shadows.",
            f"Mulligan (once) when the best setup has fewer than {self.poor_min_characters} "
            f"characters or uses less than {self.poor_min_gold} gold (a 'poor setup').",
            "Plot: the remaining plot with the most gold, then most cards drawn when revealed, "
            "then the highest reserve.",
            "Marshaling: duplicates first (free); then a character with a challenge icon that no "
            "character in play has (one more challenge won a round, 1 power each); then the card "
            "with the highest value per gold (character: STR + icons + 2 Renown + 1 Insight; "
            "economy cards by income, reducers and draw), until nothing affordable is left. Cost reducers that kneel a location or "
            "the faction card are always used for a matching card; reducers that kneel a "
            "character or sacrifice a card only when the card is unaffordable otherwise. "
            "Events are never played; Bestow and Shadow are not used.",
            "Challenges: before the first challenge, Ambush a character that adds a missing "
            "icon; then every challenge type that a standing character can win, scarcest type "
            "first, with one carrier per challenge (the character with the fewest other useful "
            "icons) plus every Renown or Insight character; other characters stay standing "
            "for dominance.",
            "Abilities: when it would otherwise pass, the pilot uses the first ability its "
            "record lets it use (inside a challenge, before it resolves, the first one that "
            "needs a challenge in progress, e.g. +STR for an attacker), and it takes every "
            "optional trigger; an ability that kneels one of its "
            "own characters (Consolidation of Power) only targets a character the challenge "
            "plan does not need and only while STR or gold remains for dominance (one that "
            "has it join the challenge, only such a character with Renown or Insight); an "
            "ability that grants an icon (Selyse Baratheon) only when it opens a challenge no "
            "standing character could make; a save paid with its own card (Jory Cassel) only "
            "for a character worth more. A character that stands again or gains an icon is "
            "planned into the challenges still open.",
            "Taxation: discards events first, then the cards of lowest value.",
            "The opponent is passive: no cards, no defenders, no power; every challenge with "
            "1 STR is won unopposed and dominance is won with any STR or gold, so the power "
            "figures are an optimistic upper bound.",
        )

    # -- values ------------------------------------------------------------------------------
    def _values(self, table: CardTable) -> tuple[float, ...]:
        if table is self._table:
            return self._value
        economy = [0.0] * table.size
        for stat, weight in (("income", 2.5), ("reserve", 0.5), ("draw", 1.0)):
            for i, amount in table.modifiers.get(stat, ()):
                economy[i] += weight * amount
        for group in (table.next_reducers, table.first_reducers, table.each_reducers):
            for r in group:
                economy[r.source] += 1.5
        values = []
        for i in range(table.size):
            kind = table.kind[i]
            v = economy[i] + table.draw_on[i][1] + table.draw_on[i][2]
            if kind == CHARACTER:
                kw = table.keywords[i]
                v += (table.strength[i] + _BITCOUNT[table.icons[i]]
                      + (2 if kw & RENOWN else 0) + (1 if kw & INSIGHT else 0))
            elif kind == ATTACHMENT and (b := table.attach_bonus[i]) is not None:
                v += b.strength + _BITCOUNT[b.icons] + (2 if b.keywords & RENOWN else 0)
            elif kind in (LOCATION, ATTACHMENT) and v == 0:
                v = 0.2
            if table.pilot_never[i]:
                v = -1.0
            values.append(v)
        self._table = table
        self._value = tuple(values)
        self._setups = {}
        return self._value

    # -- setup -------------------------------------------------------------------------------
    def best_setup(self, state: AgotState) -> tuple:
        """(score, plan): plan = ((card, target), ...) in placing order."""
        t = state.table
        self._values(t)
        key = tuple(sorted(state.hand))
        found = self._setups.get(key)
        if found is None:
            found = self._setups[key] = _best_setup(t, key, self._value)
            if len(self._setups) > 4096:
                self._setups.clear()
        return found

    def is_poor(self, score: tuple) -> bool:
        return score[1] < self.poor_min_characters or score[2] < self.poor_min_gold

    def keep_hand(self, state: AgotState) -> bool:
        return not self.is_poor(self.best_setup(state)[0])

    # -- decisions ---------------------------------------------------------------------------
    def choose(self, state: AgotState, actions: Sequence[Action]) -> Action:
        pending = state.pending
        if pending == "marshal":
            return self._marshal(state, actions)
        if pending == "attackers":
            return self._attackers(state, actions)
        if pending == "challenges":
            return self._challenge(state, actions)
        if pending == "plot":
            t = state.table
            return max(actions, key=lambda a: (t.income[a.card], t.draw_on[a.card][0],
                                               t.reserve[a.card], -a.card))
        if pending == "discard":
            v = self._values(state.table)
            return min(actions, key=lambda a: (v[a.card], -state.table.cost[a.card], a.card))
        if pending == "setup":
            return self._setup(state, actions)
        if pending == "mulligan":
            return KEEP if self.keep_hand(state) else MULLIGAN
        if pending == "respond":
            return self._ability(state, actions, "trigger") or DECLINE
        if pending == "dominance":
            return self._ability(state, actions, "ability") or PASS
        if pending == "resolve_challenge":
            abilities = state.table.abilities
            bound = [a for a in actions
                     if a.kind == "ability" and _challenge_bound(abilities[a.card][a.amount])]
            return self._ability(state, bound, "ability") or RESOLVE
        return actions[0]

    def _ability(self, state: AgotState, actions: Sequence[Action], kind: str) -> Action | None:
        """The first ability of ``kind`` (trigger / ability) the records let the pilot use.

        Pilot hints of the records: "never" is never used; "spare" only on a character
        the challenge plan does not need (see ``_spare``), the lowest STR first; "join"
        (kneel a character to have it join the challenge) like "spare", and only on a
        character with Renown or Insight (what joining gains here); "open_challenge" (an
        ability that grants an icon) only when it lets a standing character make a
        challenge still open that no standing character could make; "save_worth" (a save
        that costs its own card, e.g. sacrificing Jory Cassel) only when the character saved
        is worth more than the card paid."""
        abilities = state.table.abilities
        tried: set[tuple[int, int]] = set()
        for a in actions:
            if a.kind != kind:
                continue
            hint = abilities[a.card][a.amount].pilot
            if hint == "never":
                continue
            if hint in ("spare", "join"):
                if (a.card, a.amount) in tried:
                    continue
                tried.add((a.card, a.amount))
                same = {x.target for x in actions
                        if x.kind == kind and x.card == a.card and x.amount == a.amount}
                for c in self._spare(state, a):
                    if c in same and (hint == "spare"
                                      or play_rules.keywords(state, c) & (RENOWN | INSIGHT)):
                        return Action(a.kind, a.card, c, a.amount)
                continue
            if hint == "open_challenge" and not self._opens_challenge(state, a):
                continue
            if hint == "save_worth" and not self._worth_saving(state, a):
                continue
            return a
        return None

    def _spare(self, state: AgotState, a: Action) -> list[int]:
        """Standing characters the challenge plan (made now) does not need, lowest STR
        first, and only those whose kneeling still leaves STR or gold for dominance (the
        ability's gold paid)."""
        t = state.table
        ab = t.abilities[a.card][a.amount]
        gold = state.gold - sum(cost.amount for cost in ab.costs if cost.op == "gold")
        if ab.zone == "hand":
            gold -= t.cost[a.card]
        needed = {c for _, group in self._make_plan(state, -1) for c in group}
        zone, knelt = state.zone, state.knelt
        power = {c: play_rules.strength(state, c) for c in state.characters
                 if zone[c] == PLAY and c not in knelt and c not in needed}
        left = sum(power.values()) + gold
        return sorted((c for c in power if left - power[c] > 0), key=lambda c: (power[c], c))

    def _worth_saving(self, state: AgotState, a: Action) -> bool:
        """A save paid with its own card: the character that would leave play (the event of
        the trigger's window entry) is worth more, with its power, than the ability's card."""
        v = self._values(state.table)
        for entry in state.window:
            if entry[0] == a.card and entry[1] == a.amount:
                saved = entry[3]
                worth = v[saved] + state.card_power.get(saved, 0)
                return saved != a.card and worth > v[a.card] + state.card_power.get(a.card, 0)
        return False

    @staticmethod
    def _opens_challenge(state: AgotState, a: Action) -> bool:
        """The ability gives a standing character an icon, or puts a character from hand into
        play in the challenges phase (The Last of the Giants), for a challenge still open
        that no standing character can make."""
        ab = state.table.abilities[a.card][a.amount]
        target = a.target if a.target >= 0 else a.card
        puts = any(eff.op == "put_into_play" for eff in ab.effects)
        if puts:
            if state.pending != "challenges" or state.zone[target] != HAND \
                    or state.table.strength[target] < 1:
                return False
        elif state.zone[target] != PLAY or target in state.knelt \
                or play_rules.strength(state, target) < 1:
            return False
        ready = 0
        for c in state.characters:
            if state.zone[c] == PLAY and c not in state.knelt:
                ready |= play_rules.icons(state, c)
        if puts:
            return bool(play_rules.open_challenges(state) & state.table.icons[target] & ~ready)
        for eff in ab.effects:
            if eff.op == "grant" and eff.value[0] == "icon":
                bit = ICON_BITS[eff.value[1]]
                if state.challenges_left & bit and not ready & bit:
                    return True
        return False

    def _setup(self, state: AgotState, actions: Sequence[Action]) -> Action:
        legal = set(actions)
        for c, target in self._plan_for(state):
            if state.zone[c] == HAND:
                action = Action("place", c, target)
                if action in legal:
                    return action
        return DONE

    def _plan_for(self, state: AgotState) -> tuple:
        hand_and_placed = sorted(state.hand + [c for g in (state.characters, state.locations,
                                                            state.attachments, state.duplicates)
                                               for c in g])
        key = tuple(hand_and_placed)
        found = self._setups.get(key)
        if found is None:
            self._values(state.table)
            found = self._setups[key] = _best_setup(state.table, key, self._value)
        return found[1]

    def _marshal(self, state: AgotState, actions: Sequence[Action]) -> Action:
        scratch = state.scratch
        if scratch is not None and scratch[0] == state.tick:
            options = scratch[1]
        else:
            options = marshaling.marshal_options(state)
        never = state.table.pilot_never
        candidates = [(a.card, a.target) for a in actions
                      if a.kind == "marshal" and not a.amount and not never[a.card]]
        keys = [a.amount for a in actions if a.kind == "reduce"]
        choice = self._pick_marshal(state, options, candidates, keys)
        if choice is PASS:
            return self._ability(state, actions, "ability") or PASS
        return choice

    def _marshal_fast(self, state: AgotState) -> Action:
        options = marshaling.marshal_options(state)
        t = state.table
        gold = state.gold
        candidates = []
        never = t.pilot_never
        for c, cost, host in options:
            if never[c]:
                continue
            if host >= 0:
                candidates.append((c, host))
            elif cost <= gold:
                if t.kind[c] == ATTACHMENT:
                    candidates.extend((c, x) for x in play_rules.targets(state, c))
                else:
                    candidates.append((c, -1))
        return self._pick_marshal(state, options, candidates, marshaling.ready_reducers(state))

    def _pick_marshal(self, state: AgotState, options: list, candidates: list,
                      keys: list[int]) -> Action:
        """Duplicates first, else a character adding an icon no character in play has (the
        way to 15 power: each challenge type won unopposed is 1 power a round), else the best
        value per gold; reducers as documented."""
        t = state.table
        v = self._values(t)
        title = t.title
        costs = {c: cost for c, cost, _ in options}
        best = None
        best_ratio = -1.0
        best_str = -1
        have = 0                       # icons of the characters in play (they stand next round)
        for c in state.characters:
            if state.zone[c] == PLAY:
                have |= t.icons[c]
        for c, target in candidates:
            if target >= 0 and title[target] == title[c]:
                return Action("marshal", c, target)          # a duplicate: free
            cost = costs[c]
            ratio = v[c] / (cost or 0.5)
            if t.kind[c] == CHARACTER and t.icons[c] & ~have:
                ratio += NEW_ICON                             # one more challenge a round
            if ratio > best_ratio:
                best, best_ratio = (c, target), ratio
                best_str = play_rules.strength(state, target) if target >= 0 else -1
            elif ratio == best_ratio and best is not None and best[0] == c:
                power = play_rules.strength(state, target)       # same attachment: strongest host
                if power > best_str:
                    best, best_str = (c, target), power
        if keys:
            choice = self._reducer_for(state, best, best_ratio, keys, options, v)
            if choice is not None:
                return choice
        return Action("marshal", best[0], best[1]) if best is not None else PASS

    def _reducer_for(self, state: AgotState, best: tuple | None, best_ratio: float,
                     keys: list[int], options: list, v: tuple) -> Action | None:
        t = state.table
        reducers = [t.next_reducers[k] for k in keys]
        if best is not None:
            for r in reducers:
                if (r.pay == "faction" or (r.pay == "kneel" and t.kind[r.source] == LOCATION)) \
                        and best[0] in r.matches:
                    return Action("reduce", r.source, -1, r.key)
        # an unaffordable card that the reducers make affordable, and better per gold?
        gold = state.gold
        most = 0
        for r in reducers:
            most += r.big_amount if r.big_amount > r.amount else r.amount
        found = None
        found_key = None
        for c, cost, host in options:
            if host >= 0 or cost <= gold or cost - most > gold:
                continue
            usable = [r for r in reducers if c in r.matches]
            if not usable:
                continue
            saving = 0
            for r in usable:
                saving += r.big_amount if r.big_cost and t.cost[c] >= r.big_cost else r.amount
            if cost - saving > gold or (t.kind[c] == ATTACHMENT and not play_rules.targets(state, c)):
                continue
            key = (v[c] / max(cost - saving, 0.5), -c)
            if found_key is None or key > found_key:
                found, found_key = usable[0], key
        if found is not None and found_key is not None and found_key[0] > best_ratio:
            return Action("reduce", found.source, -1, found.key)
        return None

    # -- challenges --------------------------------------------------------------------------
    def _plan(self, state: AgotState, current: int = -1) -> list[tuple[int, list[int]]]:
        """Challenges still to make this phase: [(type, attackers)].

        Planned once per challenges phase; planned again when the characters in play
        change (e.g. by Ambush), a lasting effect begins or ends (an icon gained until the
        end of the phase), a challenge type is opened again (A Storm of Swords, an
        additional challenge) or a planned attacker no longer stands. Later decisions of
        the phase drop the challenges already made. With an attacker cap (Jousting
        Contest) a challenge gets no more attackers than the cap. A character that cannot
        attack now (Ser Robar Royce in the first challenge) is left out, and with such a card
        the plan is made again after the first challenge."""
        key = (id(state.table), state.seed, state.round, tuple(state.characters),
               len(state.lasting), state.initiated > 0 and play_rules.may_forbid(state, "attack"))
        left = play_rules.open_challenges(state)
        if key != self._plan_key or left & ~self._plan_left:
            self._plan_key = key
            self._plan_left = left
            self._plan_value = self._make_plan(state, -1)
        plan = [(k, group) for k, group in self._plan_value if left & (1 << k)]
        if (any(c in state.knelt or state.zone[c] != PLAY for _, group in plan for c in group)
                or self._opened(state, plan, left)):
            # a card effect knelt a planned attacker, or stood / gave an icon to a character
            # that can now make a challenge the plan left out
            self._plan_left = left
            self._plan_value = self._make_plan(state, -1)
            plan = [(k, group) for k, group in self._plan_value if left & (1 << k)]
        if current >= 0 and (not plan or plan[0][0] != current):
            plan = self._make_plan(state, current)
        return plan

    @staticmethod
    def _opened(state: AgotState, plan: list[tuple[int, list[int]]], left: int) -> bool:
        """Can a standing character outside the plan now make a challenge the plan left out
        (it stood up again or gained an icon by an ability since the plan was made)?"""
        missing = left
        planned: set[int] = set()
        for k, group in plan:
            missing &= ~(1 << k)
            planned.update(group)
        if not missing:
            return False
        zone, knelt = state.zone, state.knelt
        forbid = play_rules.may_forbid(state, "attack")
        return any(zone[c] == PLAY and c not in knelt and c not in planned
                   and play_rules.icons(state, c) & missing and play_rules.strength(state, c) >= 1
                   and not (forbid and play_rules.cannot(state, c, "attack"))
                   for c in state.characters)

    def _make_plan(self, state: AgotState, current: int) -> list[tuple[int, list[int]]]:
        t = state.table
        zone = state.zone
        knelt = state.knelt
        standing = [c for c in state.characters if zone[c] == PLAY and c not in knelt]
        if play_rules.may_forbid(state, "attack"):        # Ser Robar Royce: not in the first one
            standing = [c for c in standing if not play_rules.cannot(state, c, "attack")]
        icons = {c: play_rules.icons(state, c) for c in standing}
        power = {c: play_rules.strength(state, c) for c in standing}
        left = play_rules.open_challenges(state)
        kinds = [k for k in range(3) if left & (1 << k)]
        kinds.sort(key=lambda k: (sum(1 for c in standing if icons[c] & (1 << k)), k))
        if current >= 0:
            kinds = [current] + [k for k in kinds if k != current]
        wanted = 0
        for k in kinds:
            wanted |= 1 << k
        used: set[int] = set()
        plan: list[tuple[int, list[int]]] = []
        for k in kinds:
            bit = 1 << k
            eligible = [c for c in standing if icons[c] & bit and c not in used and power[c] >= 1]
            if not eligible:
                continue
            carrier = min(eligible, key=lambda c: (
                _BITCOUNT[icons[c] & wanted & ~bit],
                0 if t.keywords[c] & (RENOWN | INSIGHT) else 1,
                power[c], c))
            used.add(carrier)
            plan.append((k, [carrier]))
        cap = play_rules.attacker_cap(state)
        for c in standing:
            if c in used or not play_rules.keywords(state, c) & (RENOWN | INSIGHT):
                continue
            for k, group in plan:
                if icons[c] & (1 << k) and (cap < 0 or len(group) < cap):
                    group.append(c)
                    used.add(c)
                    break
        return plan

    def plan_actions(self, state: AgotState) -> list[Action] | None:
        """Fast path for the runner: the marshaling choice without listing every legal
        action, and a whole challenge (type, attackers, confirm) when no Ambush is possible;
        always the same actions ``choose`` gives (None: ask ``choose``)."""
        pending = state.pending
        if pending == "marshal":
            action = self._marshal_fast(state)
            return None if action is PASS else [action]
        if pending != "challenges":
            return None
        gold = state.gold
        if gold > 0:
            for c in state.hand:
                if 0 <= play_rules.ambush_cost(state, c) <= gold:
                    return None
        plan = self._plan(state)
        if not plan:
            return None
        k, group = plan[0]
        return [CHALLENGE_ACTIONS[k], *(Action("attacker", c) for c in group), CONFIRM]

    def _challenge(self, state: AgotState, actions: Sequence[Action]) -> Action:
        t = state.table
        ambush = [a for a in actions if a.kind == "ambush" and t.kind[a.card] == CHARACTER]
        if ambush:
            ready = 0
            for c in state.characters:
                if state.zone[c] == PLAY and c not in state.knelt:
                    ready |= play_rules.icons(state, c)
            missing = play_rules.open_challenges(state) & ~ready
            for a in sorted(ambush, key=lambda a: (-self._values(t)[a.card], a.card)):
                if t.icons[a.card] & missing:
                    return a
        plan = self._plan(state)
        legal = set(actions)
        for k, _ in plan:
            if CHALLENGE_ACTIONS[k] in legal:
                return CHALLENGE_ACTIONS[k]
        return self._ability(state, actions, "ability") or PASS

    def _attackers(self, state: AgotState, actions: Sequence[Action]) -> Action:
        plan = self._plan(state, state.challenge)
        if plan and plan[0][0] == state.challenge:
            legal = set(actions)
            for c in plan[0][1]:
                if c not in state.attackers and Action("attacker", c) in legal:
                    return Action("attacker", c)
        return CONFIRM if CONFIRM in actions else CANCEL


CHALLENGE_CONDITIONS = frozenset({"in_challenge", "attacking", "an_attacker", "other_attacker"})


def _challenge_bound(ab) -> bool:
    """Does the ability need a challenge in progress (a condition on it, or a target among
    the attackers)? Only those are used inside a challenge; the others wait until the
    pilot would otherwise pass, as before the window existed (e.g. Margaery Tyrell kneels
    after her own challenges, not in the first one)."""
    return (any(c.name in CHALLENGE_CONDITIONS and not c.negate for c in ab.when)
            or any(eff.target.state == "attacking" for eff in ab.effects))


def _best_setup(t: CardTable, hand: tuple[int, ...], value: tuple[float, ...]) -> tuple:
    """Enumerate every legal setup of ``hand``; return (score, plan) of the best one."""
    cands = [c for c in hand if t.kind[c] in (CHARACTER, LOCATION, ATTACHMENT)
             and t.cost[c] <= play_rules.SETUP_GOLD and not t.pilot_never[c]]
    best_score: tuple | None = None
    best_plan: tuple = ()
    n = len(cands)
    chosen: list[int] = []

    kind, title, unique, cost = t.kind, t.title, t.unique, t.cost

    def evaluate() -> None:
        nonlocal best_score, best_plan
        seen_titles: dict[int, int] = {}
        gold = chars = icons = str_total = 0
        econ = 0.0
        hosts: list[int] = []
        attachments: list[int] = []
        duplicates: list[int] = []
        for c in chosen:
            ti = title[c]
            if unique[c] and ti in seen_titles:
                duplicates.append(c)
                continue
            seen_titles.setdefault(ti, c)
            gold += cost[c]
            k = kind[c]
            if k == ATTACHMENT:
                attachments.append(c)
                econ += value[c]
                bonus = t.attach_bonus[c]
                if bonus is not None:
                    str_total += bonus.strength
                    icons |= bonus.icons
            else:
                hosts.append(c)
                if k == CHARACTER:
                    chars += 1
                    str_total += t.strength[c]
                    icons |= t.icons[c]
                else:
                    econ += value[c]
        for a in attachments:
            if t.attach_targets[a].isdisjoint(hosts):
                return                                  # an attachment without a target
        score = (_BITCOUNT[icons], chars, gold, str_total, round(econ, 3), len(chosen))
        if best_score is not None and score <= best_score:
            return
        plan = [(c, -1) for c in hosts]
        for a in attachments:
            allowed = t.attach_targets[a]
            plan.append((a, max((h for h in hosts if h in allowed),
                                key=lambda h: (t.strength[h], -h))))
        plan.extend((d, seen_titles[title[d]]) for d in duplicates)   # after their hosts
        best_score = score
        best_plan = tuple(plan)

    skipped: list[int] = []

    def dominated(gold: int, limited: bool, titles: int) -> bool:
        """Could a skipped character or location still be added? Then a bigger setup
        scores at least as well (every part of the score grows with more cards)."""
        for c in skipped:
            if kind[c] == ATTACHMENT:
                continue
            if limited and keywords[c] & LIMITED:
                continue
            extra = 0 if (unique[c] and (titles >> title[c]) & 1) else cost[c]
            if gold + extra <= play_rules.SETUP_GOLD:
                return True
        return False

    keywords = t.keywords

    def walk(i: int, gold: int, limited: bool, titles: int) -> None:
        if i == n:
            if not dominated(gold, limited, titles):
                evaluate()
            return
        c = cands[i]
        skipped.append(c)
        walk(i + 1, gold, limited, titles)
        skipped.pop()
        is_limited = bool(keywords[c] & LIMITED)
        if is_limited and limited:
            return
        extra = 0 if (unique[c] and (titles >> title[c]) & 1) else cost[c]
        if gold + extra > play_rules.SETUP_GOLD:
            return
        chosen.append(c)
        walk(i + 1, gold + extra, limited or is_limited, titles | (1 << title[c]))
        chosen.pop()

    walk(0, 0, False, 0)
    if best_score is None:
        return (0, 0, 0, 0, 0.0, 0), ()
    return best_score, best_plan


register_pilot("agot", "greedy", GreedyPilot, default=True)
