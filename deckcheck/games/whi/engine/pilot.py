"""The greedy WHI pilot (registered as "greedy", the default).

Each decision, in words:
- mulligan: keep a hand with at least two units and at least three cards playable on
  turns 1-2 (cost + loyalty tax <= 4); otherwise take the mulligan;
- capital phase: play the most expensive affordable card first (units before supports,
  then quests and legends; never a card whose record says so); a unit goes to the
  battlefield until it has 4 power, then to the kingdom until the kingdom has 5 power, then
  (with 6 power in the battlefield) to the quest zone until it has 2 power, else to the
  battlefield (a zone-restricted unit where it must go); a support goes where its text
  works (``support_zone``: its zone prefix, the battlefield for "this zone" with attacking
  or "your battlefield", never the battlefield for a drawback to its zone's units, else the
  kingdom); an attachment onto its most useful legal host (``host_for``); a unit placed in
  the quest zone goes onto a free quest card (questing); then one development per turn,
  into the kingdom: a card the pilot can never use (a tactic without a record, a legend of
  another race, a unique card in play, a card its record keeps out, an attachment whose
  host the engine cannot read), or with 6 or more cards in hand the most expensive card;
  then pass;
- actions and triggered abilities: used whenever they can be (records may say "never");
- attack: every turn with every unit that can attack; of the zones this attack burns, the
  one with the most hit points left; when it burns none, the unburned zone closest to
  burning (ties: kingdom, quest, battlefield).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.attachments import legal_hosts
from deckcheck.games.whi.engine.battlefield import attack_power, candidates
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, TACTIC, UNIT
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.phases import free_quests
from deckcheck.games.whi.engine.state import BATTLEFIELD, KINGDOM, QUEST, ZONE_NAMES
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.pilot import register_pilot

_KIND_ORDER = {UNIT: 0, SUPPORT: 1, QUEST_CARD: 2, LEGEND: 3, TACTIC: 4}
# unit placement (tried against the project's nine WHI test decks, 300 games each: building
# the kingdom and quest zone later and less is faster against a passive opponent; mean
# turns to win 6.74 with 3/6/5/3, 6.48 with these)
BATTLE_FIRST = 4          # battlefield power before units go to the kingdom
KINGDOM_GOAL = 5          # kingdom power the pilot builds to
BATTLE_BEFORE_QUEST = 6   # battlefield power before units go to the quest zone
QUEST_GOAL = 2            # quest power it builds to
DEVELOP_HAND = 6          # with this many cards in hand a live card may become a development


class GreedyPilot:
    name = "greedy"
    description = ("Plays the most expensive affordable card each time; units to the "
                   "battlefield, kingdom or quest zone by a fixed plan; attacks every turn "
                   "with everything, burning a zone whenever it can.")
    assumptions = (
        "The opponent is passive: it never defends, so every attack deals the attackers' "
        "full power to the zone attacked.",
        "Attacks: every turn, with every unit that can attack. When the attack can burn a "
        "zone, it attacks the zone with the most hit points left among those it burns, so "
        "that little damage is lost beyond burning and the weaker zone stays for a smaller "
        "attack; otherwise the zone closest to burning (ties: kingdom, quest, battlefield).",
        "Unit placement follows a fixed plan (battlefield to 4 power, kingdom to 5, quest "
        "to 2, then battlefield); a player adapting to the draw would do better.",
        "Developments: a card the pilot can never use, or with 6+ cards in hand the most "
        "expensive one; developments only add hit points, which a passive opponent never "
        "tests.",
        "Supports go where their text works: the zone their prefix names (\"Kingdom.\", "
        "\"Battlefield.\"), the battlefield when the text helps attacking units of its zone "
        "or names your battlefield, never the battlefield when it hurts the units entering "
        "its zone (\"enter this zone corrupted\": corrupted units cannot attack), else the "
        "kingdom. Attachments go onto a unit in the battlefield first, then the strongest.",
        "Quests go to the quest zone; a unit the plan puts into the quest zone goes onto a "
        "free quest card (questing); units are not placed there for the quest's sake.",
        "Abilities and tactics with a record are used whenever they can be; a card without "
        "a record plays as its cost, loyalty, power and hit points only.",
        "Race cards whose loyalty the card data lacks pay no loyalty tax (numbers lean high).",
        "Ambush and Raider are not played (ambush cards come from hand at full cost). A "
        "legend attacks with a third of the power the card data gives it (the data adds up "
        "its three zones: Malekith 6 for 2 in each zone), rounded down, and adds nothing to "
        "its kingdom and quest zones (numbers lean low for such decks).",
    )

    def keep_hand(self, state: Any) -> bool:
        t = state.table
        unit_count = sum(1 for c in state.hand if t.kind[c] == UNIT)
        cheap = sum(1 for c in state.hand if t.kind[c] in _KIND_ORDER
                    and cap.play_cost(state, c) <= 4)
        return unit_count >= 2 and cheap >= 3

    def choose(self, state: Any, actions: Sequence[Action]) -> Action:
        pending = state.pending
        if pending == "capital":
            return self._capital(state, actions)
        if pending == "attack":
            z = attack_target(state)
            want = ZONE_NAMES[z] if z >= 0 else ZONE_NAMES[0]
            for a in actions:
                if a.kind == "attack" and a.option == want:
                    return a
            return actions[-1]
        if pending == "attackers":
            return Action("declare", cards=tuple(candidates(state)))
        for a in actions:            # action windows, triggers, restore: use what is there
            if a.kind in ("ability", "trigger", "restore") and not self._never(state, a):
                return a
        return actions[-1]

    def _never(self, state: Any, a: Action) -> bool:
        ab = state.table.abilities[a.card][a.amount] if a.kind in ("ability", "trigger") else None
        return ab is not None and getattr(ab, "pilot", "always") == "never"

    def plan_actions(self, state: Any) -> list[Action] | None:
        """The fast path (runner.play_game): in the capital phase, the card ``choose`` would
        play, found without listing every legal action (the same rule, the same tie-break:
        the first card of the hand among the best); None elsewhere."""
        if state.pending != "capital":
            return None
        best = self._best(state, _playable(state))
        if best < 0:
            return None
        if state.table.attach_to[best] is not None:
            return [Action("play", best, host_for(state, best), 0, "attach")]
        zone = self._where(state, best)
        if zone == "quest" and state.table.kind[best] == UNIT:
            free = free_quests(state)
            if free:
                return [Action("play", best, free[0], 0, "quest")]
        return [Action("play", best, option=zone)]

    def _best(self, state: Any, cards: Sequence[int]) -> int:
        t = state.table
        counts = cap.loyalty_counts(state)
        best, key = -1, None
        for c in cards:
            k = (cap.play_cost(state, c, counts), -_KIND_ORDER.get(t.kind[c], 9))
            if key is None or k > key:
                best, key = c, k
        return best

    def _where(self, state: Any, card: int) -> str:
        zone = self._zone_for(state, card)
        if zone == "capital" or ZONE_NAMES.index(zone) in cap.zones_for(state, card):
            return zone
        return ZONE_NAMES[cap.zones_for(state, card)[0]]

    def _capital(self, state: Any, actions: Sequence[Action]) -> Action:
        plays = [a for a in actions if a.kind == "play" and not _never_played(state.table, a.card)]
        if plays:
            seen: list[int] = []
            for a in plays:
                if a.card not in seen:
                    seen.append(a.card)
            card = self._best(state, seen)
            if state.table.attach_to[card] is not None:
                host = host_for(state, card)
                return next((a for a in plays if a.card == card and a.target == host),
                            next(a for a in plays if a.card == card))
            zone = self._where(state, card)
            fitting = [a for a in plays if a.card == card and a.option == zone]
            for a in fitting:
                if a.target >= 0:                 # onto a free quest: questing
                    return a
            if fitting:
                return fitting[0]
            return next(a for a in plays if a.card == card)
        for a in actions:
            if a.kind == "ability" and not self._never(state, a):
                return a
        develops = [a for a in actions if a.kind == "develop" and a.option == "kingdom"]
        if develops:
            pick = min(develops, key=lambda a: self._use(state, a.card))
            if self._dead(state, pick.card) or len(state.hand) >= DEVELOP_HAND:
                return pick
        return actions[-1]

    def _dead(self, state: Any, card: int) -> bool:
        """A card the pilot can never use: a tactic without a record, a legend its capital
        cannot play, a unique card already in play, a card its record keeps out."""
        t = state.table
        if _never_played(t, card):
            return True
        if t.kind[card] == TACTIC:
            return not t.abilities[card]
        if t.kind[card] == LEGEND and t.race_of[card] not in (state.race, "neutral"):
            return True
        if t.attach_to[card] is not None and not t.attach_to[card].understood:
            return True                   # an attachment whose host the engine cannot read
        return t.unique[card] and any(t.title[c] == t.title[card] for c in state.in_play_cards())

    def _use(self, state: Any, card: int) -> tuple:
        dead = self._dead(state, card)
        return (0 if dead else 1, 0 if dead else -state.table.cost[card], card)

    def _zone_for(self, state: Any, card: int) -> str:
        t = state.table
        kind = t.kind[card]
        if kind == LEGEND:
            return "capital"
        options = cap.zones_for(state, card)
        if kind == QUEST_CARD:
            return ZONE_NAMES[QUEST]
        if kind == SUPPORT:
            return ZONE_NAMES[support_zone(state, card, options)]
        kingdom = cap.zone_power(state, KINGDOM)
        battle = cap.zone_power(state, BATTLEFIELD)
        if kingdom < KINGDOM_GOAL and battle >= BATTLE_FIRST:
            wanted = KINGDOM
        elif cap.zone_power(state, QUEST) < QUEST_GOAL and battle >= BATTLE_BEFORE_QUEST:
            wanted = QUEST
        else:
            wanted = BATTLEFIELD
        if wanted not in options:
            wanted = options[0] if options else BATTLEFIELD
        return ZONE_NAMES[wanted]


def _playable(state: Any) -> list[int]:
    """The cards of the hand (one per title, in hand order) that may be played now: the same
    test as the listing of the capital phase (phases.plays)."""
    t = state.table
    counts = cap.loyalty_counts(state)
    out, titles = [], set()
    for c in state.hand:
        if t.title[c] in titles:
            continue
        titles.add(t.title[c])
        if (t.kind[c] in _PLAYABLE and cap.play_cost(state, c, counts) <= state.resources
                and cap.may_play(state, c) and (t.kind[c] == LEGEND or cap.zones_for(state, c))
                and (t.attach_to[c] is None or legal_hosts(state, c))
                and not _never_played(t, c)):
            out.append(c)
    return out


def _never_played(t: Any, card: int) -> bool:
    """The card's record says the greedy pilot never puts it out (``CardRecord.pilot``: e.g.
    a unit whose Forced text only hurts against a passive opponent)."""
    rec = t.records[card]
    return rec is not None and rec.pilot == "never"


_PLAYABLE = (UNIT, SUPPORT, QUEST_CARD, LEGEND)


def attack_target(state: Any) -> int:
    """The opponent zone to attack, toward two (or three) burned zones soonest: of the zones
    the attackers' power burns this turn, the one with the most hit points left (the least
    damage lost beyond burning; the easier zone stays for a later, smaller attack); when
    none burns, the zone closest to burning (ties: the lower index). -1 when every zone is
    burned."""
    burned = {z for z, _ in state.burned}
    rests = sorted((hit_points_of(state, z) - state.opp_damage[z], z) for z in range(3) if z not in burned)
    if len(rests) < 2:
        return rests[0][1] if rests else -1
    # the choice differs from the closest zone only if the attack burns a second one; the
    # battlefield's power (and the legend's) bounds the attackers' without listing them (a
    # penalty to the zone's power could hide a better zone: the closest is then attacked)
    bound = cap.zone_power(state, BATTLEFIELD) + (cap.power(state, state.legend) if state.legend >= 0 else 0)
    if bound < rests[1][0]:
        return rests[0][1]
    power = attack_power(state, candidates(state))
    burnable = [(rest, -z) for rest, z in rests if rest <= power]
    return -max(burnable)[1] if len(burnable) > 1 else rests[0][1]


def support_zone(state: Any, card: int, options: Sequence[int]) -> int:
    """Where the pilot puts a support: where its text works (its zone prefix, or the
    battlefield for a text about attacking from "this zone" or about "your battlefield":
    text.works_in); a support that hurts the units of its zone ("Your units enter this zone
    corrupted") never in the battlefield, where the pilot's units attack (corrupted units
    cannot attack, but still add their power in the kingdom); else the kingdom."""
    t = state.table
    want = t.works_in[card] if t.works_in else -1
    if want < 0 or (t.drawback and t.drawback[card] and want == BATTLEFIELD):
        want = KINGDOM
    if want in options:
        return want
    rest = [z for z in options if not (t.drawback and t.drawback[card] and z == BATTLEFIELD)]
    return (rest or list(options))[0]


def host_for(state: Any, card: int) -> int:
    """The unit the pilot attaches ``card`` to: among its legal hosts, one in the
    battlefield first (attackers use what an attachment gives), then uncorrupted, then the
    highest power, then the highest cost (ties: the first in zone order)."""
    t = state.table
    hosts = legal_hosts(state, card)
    return max(hosts, key=lambda u: (cap.zone_of(state, u) == BATTLEFIELD,
                                     u not in state.corrupted, cap.power(state, u), t.cost[u],
                                     -hosts.index(u)))

register_pilot("whi", "greedy", GreedyPilot, default=True)
