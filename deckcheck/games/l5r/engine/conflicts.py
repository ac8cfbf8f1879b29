"""The conflict phase [000 §Anhang I, 3.1-3.4], [003 §Einen Konflikt deklarieren und abhandeln].

Decision ``conflict`` (a selection decision; the action window before a conflict):
- Action("declare", slot, ring, option=type, cards=attackers): one military and one
  political conflict per round; an unclaimed ring, an unbroken opponent province (the
  stronghold province, slot 4, only once three others are broken), at least one ready
  attacker whose skill of that type is not a dash. The ring's fate goes to the player;
- Action("pass", option=type): give up that conflict opportunity;
- Action("play", c, target=host, amount=extra fate): a character from hand (home) or an
  attachment from hand on a character; Action("ability", ...): an action ability.
Decision ``conflict_action`` (the window after attackers are declared; the passive defender
declares nobody and passes first): the same plays (characters from hand enter the conflict)
and abilities, or Action("resolve").

Resolution: the attacker's skill (ready participants, +1 for the Imperial Favor of the
type) against 0: the attacker wins with at least 1; won unopposed (always: the opponent
never defends) the opponent loses 1 honor; with skill >= the province's strength (+ the
stronghold bonus for the stronghold province) the province breaks - the stronghold
province breaking wins the game; the ring's effect (decision ``ring``, rings.py), the ring is
claimed; participants bow and go home. Pride: a participant with Pride is honored when it
wins (event HONORED, as any honoring); Pride's dishonor after a lost conflict never happens:
the passive opponent never wins, and with no winner nobody loses [000 §Gewinnen (einen
Konflikt gewinnen)]. Imperial Favor (3.4, decision ``favor``): the glory of the ready characters + 1 per
claimed ring against the opponent's 0: with more, the player takes the Favor and chooses
its side.
"""
from __future__ import annotations

from collections.abc import Iterator

from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Event
from deckcheck.goldfish.abilities.records import CONTEST_DECLARED, CONTEST_LOST, CONTEST_WON
from deckcheck.goldfish.actions import Action
from deckcheck.games.l5r.engine import honor, opponent, play_rules
from deckcheck.games.l5r.engine.cards import ATTACHMENT, CHARACTER, HOLDING
from deckcheck.games.l5r.engine.hooks import HOOKS, conflict_skill
from deckcheck.games.l5r.engine.honor import note
from deckcheck.games.l5r.engine import rings
from deckcheck.games.l5r.engine.state import (
    MILITARY, POLITICAL, RINGS, SH_SLOT, TYPE_OF, TYPES, L5rState)

OPENS_STRONGHOLD = 3


def begin(state: L5rState) -> None:
    state.conflicts_done = 0
    state.step += 1


def ask(state: L5rState) -> None:
    if state.conflicts_done == MILITARY | POLITICAL:
        state.step = state.flow.at("conflict.favor")
        return
    state.pending = "conflict"


def open_slots(state: L5rState) -> list[int]:
    broken = state.opp_broken
    slots = [s for s in range(SH_SLOT) if s not in broken]
    if len(broken) >= OPENS_STRONGHOLD:
        slots.append(SH_SLOT)
    return slots


def candidates(state: L5rState, ctype: int) -> tuple[int, ...]:
    t = state.table
    skill = t.military if ctype == MILITARY else t.political
    return tuple(c for c in state.play if t.type[c] == CHARACTER and c not in state.bowed
                 and skill[c] is not None and not play_rules.cannot(state, c, "attack"))


def hand_plays(state: L5rState) -> list[Action]:
    """Characters and attachments the player can pay for, from hand."""
    return list(iter_hand_plays(state))


def iter_hand_plays(state: L5rState) -> Iterator[Action]:
    """``hand_plays`` one at a time (in hand order; a character's plays from 0 extra fate up),
    for callers that stop at the first they want."""
    t = state.table
    titles = set()
    for c in state.hand:
        kind = t.type[c]
        if kind != CHARACTER and kind != ATTACHMENT:
            continue
        key = (t.title[c], kind)
        if key in titles or not play_rules.can_pay_hand(state, c):
            continue
        if "limited" in t.keywords[c] and state.limited_round == state.round:
            continue
        titles.add(key)
        if kind == CHARACTER:
            if play_rules.duplicate_in_play(state, c) < 0:
                for extra in range(state.fate - play_rules.hand_cost(state, c) + 1):
                    yield Action("play", c, amount=extra)
        else:
            for host in play_rules.attachment_hosts(state, c):
                yield Action("play", c, host)


def any_hand_play(state: L5rState) -> bool:
    """Would ``hand_plays`` list anything (stops at the first)?"""
    t = state.table
    for c in state.hand:
        kind = t.type[c]
        if kind != CHARACTER and kind != ATTACHMENT or not play_rules.can_pay_hand(state, c):
            continue
        if "limited" in t.keywords[c] and state.limited_round == state.round:
            continue
        if kind == CHARACTER:
            if play_rules.duplicate_in_play(state, c) < 0:
                return True
        elif t.type[c] == ATTACHMENT and play_rules.attachment_hosts(state, c):
            return True
    return False


def defender_chooses_element(state: L5rState) -> bool:
    """A card in play says the defending player chooses the contested ring's element (the fact
    ``defender_chooses_element`` of its record's statics): when the player attacks, the passive
    opponent does."""
    t = state.table
    return any(getattr(f, "defender_chooses_element", False) for c in state.play
               if t.records[c] is not None for f in t.records[c].statics)


def actions(state: L5rState) -> list[Action]:
    out: list[Action] = []
    slots = open_slots(state)
    free = [r for r in range(len(RINGS)) if r not in state.claimed]
    if free and defender_chooses_element(state):
        free = free[:1]                   # the passive opponent's fixed choice: the first in order
    for ctype in (MILITARY, POLITICAL):
        if state.conflicts_done & ctype:
            continue
        cands = candidates(state, ctype)
        if cands:
            for ring in free:
                for slot in slots:
                    out.append(Action("declare", slot, ring, option=TYPES[ctype], cards=cands))
        out.append(Action("pass", option=TYPES[ctype]))
    out.extend(hand_plays(state))
    out.extend(runtime.action_choices(state, HOOKS, "conflict"))
    return out


def accepts(state: L5rState, action: Action) -> bool:
    return action.kind != "declare" or len(action.cards) >= 1


def resolve(state: L5rState, action: Action) -> None:
    kind = action.kind
    state.pending = ""                     # ask again (or move on) after each action
    if kind == "pass":
        state.conflicts_done |= TYPE_OF[action.option]
        note(state, "pass_conflict", action.option)
    elif kind == "declare":
        declare(state, action)
    elif kind == "play":
        play_from_hand(state, action)
    elif kind == "ability":
        runtime.use_action(state, HOOKS, action)


def declare(state: L5rState, action: Action) -> None:
    ctype = TYPE_OF[action.option]
    state.conflicts_done |= ctype
    state.c_type, state.c_ring, state.c_slot = ctype, action.target, action.card
    state.attackers = list(action.cards)
    state.c_played = []                    # "cards played in this conflict" count from here
    state.conflicts += 1
    fate = state.ring_fate.pop(action.target, 0)
    note(state, "declare", action.option, RINGS[action.target], action.card, tuple(action.cards))
    play_rules.gain_fate(state, fate)
    state.pending = ""
    state.step += 1                        # the conflict's action window
    play_rules.fire(state, Event(CONTEST_DECLARED, -1, action.option, 0, tuple(action.cards)))
    play_rules.reveal_opponent_province(state, action.card)    # the attacked province turns up


def play_from_hand(state: L5rState, action: Action) -> None:
    t = state.table
    c = action.card
    play_rules.pay_hand(state, c)
    if "limited" in t.keywords[c]:
        state.limited_round = state.round
    play_rules.count_play(state, c)
    if t.type[c] == ATTACHMENT:
        play_rules.attach(state, c, action.target)
    else:
        play_rules.enter_play(state, c, "hand", action.amount, participating=bool(state.c_type))


# -- inside the conflict ---------------------------------------------------------------------------
def ask_window(state: L5rState) -> None:
    state.pending = "conflict_action"


def window_actions(state: L5rState) -> list[Action]:
    out = hand_plays(state)
    out.extend(runtime.action_choices(state, HOOKS, "conflict"))
    out.append(Action("resolve"))
    return out


RESOLVE = Action("resolve")


def window_only(state: L5rState) -> Action | None:
    """The window's one action (resolve) when no card can be played and no ability used
    (``Decision.only``: the window is not listed just to find that out)."""
    if any_hand_play(state) or runtime.any_action(state, HOOKS, "conflict"):
        return None
    return RESOLVE


def resolve_window(state: L5rState, action: Action) -> None:
    if action.kind == "resolve":
        state.pending = ""
        state.step += 1
        settle(state)
    elif action.kind == "play":
        play_from_hand(state, action)
    elif action.kind == "ability":
        runtime.use_action(state, HOOKS, action)


# state.used: changes of the attacked province's strength until the end of the conflict, each
# kept with the conflict's number (state.conflicts) so that they lapse with it
MARK_STRENGTH_ADD = -(140 << 20)      # + (conflict << 10) + 512 + amount
MARK_STRENGTH_BASE = -(141 << 20)     # + (conflict << 10) + 1 + the base strength set


def strength(state: L5rState, slot: int) -> int:
    """What an attack must reach to break the opponent's province in ``slot``: its strength, and
    for the attacked province the changes effects made until the end of the conflict ("set the
    base strength to", "gets -3 strength"; ops/province_strength.py)."""
    total = opponent.strength(state.opp, slot)
    if state.c_type and slot == state.c_slot:
        now = state.conflicts << 10
        set_to = state.used.get(MARK_STRENGTH_BASE, 0)
        if set_to and set_to & ~1023 == now:
            total += (set_to & 1023) - 1 - state.opp.parts[slot].toughness
        changed = state.used.get(MARK_STRENGTH_ADD, 0)
        if changed and changed & ~1023 == now:
            total += (changed & 1023) - 512
    return total


def settle(state: L5rState) -> None:
    """Compare skill, break the province, set up the ring effect (3.2.3 - 3.2.5)."""
    total = conflict_skill(state)
    name = TYPES[state.c_type]
    cards = tuple(state.attackers)
    if total >= 1 and state.attackers:
        state.conflicts_won += 1
        note(state, "won", name, total)
        for c in cards:
            if "pride" in state.table.keywords[c] and c in state.play:
                play_rules.honor_character(state, c)
        honor.opponent_loses(state, 1)                # unopposed
        if state.outcome:
            return
        if state.c_slot not in state.opp_broken and total >= strength(state, state.c_slot):
            play_rules.break_province(state, state.c_slot)       # not if an action broke it already
            if state.outcome:
                return
        state.ring_pending = state.c_ring
        play_rules.fire(state, Event(CONTEST_WON, -1, name, total, cards))
    else:
        note(state, "lost", name, total)
        state.ring_pending = -1
        play_rules.fire(state, Event(CONTEST_LOST, -1, name, total, cards))


def claim(state: L5rState) -> None:
    """3.2.7: the winner claims the contested ring (the conflict is still in progress, so
    "after you claim a ring during a conflict in which this character participates" holds)."""

    ring = state.ring_pending
    state.ring_pending = -1
    state.step += 1
    if ring >= 0:
        rings.claim(state, ring)


def close(state: L5rState) -> None:
    """3.2.8: the participants bow and go home; the conflict's lasting effects end."""
    for c in state.attackers:
        play_rules.bow(state, c)
    state.attackers = []
    state.c_type, state.c_ring, state.c_slot = 0, -1, -1
    runtime.expire(state, "contest", HOOKS)


# -- the Imperial Favor (3.4) -----------------------------------------------------------------------
def count_glory(state: L5rState) -> int:
    return sum(play_rules.glory(state, c) for c in play_rules.characters(state) if c not in state.bowed) \
        + len(state.claimed) + glory_bonus(state)


def glory_bonus(state: L5rState) -> int:
    """What face-up holdings add to the player's side of the glory count: a static of their
    record with ``glory_count = n`` (The Imperial Palace: "+3 during each glory count")."""
    t = state.table
    total = 0
    for slot in state.provinces:
        for c in slot:
            rec = t.records[c]
            if rec is not None and rec.statics and t.type[c] == HOLDING and c not in state.facedown:
                total += sum(getattr(rule, "glory_count", 0) for rule in rec.statics)
    return total


def favor(state: L5rState) -> None:
    chars = play_rules.characters(state)
    state.round_characters = len(chars)
    state.round_military = sum(play_rules.skill(state, c, MILITARY) or 0 for c in chars)
    state.round_political = sum(play_rules.skill(state, c, POLITICAL) or 0 for c in chars)
    state.step += 1
    if count_glory(state) > 0:            # the passive opponent counts 0
        state.pending = "favor"


def favor_actions(state: L5rState) -> list[Action]:
    return [Action("favor", option=TYPES[MILITARY]), Action("favor", option=TYPES[POLITICAL])]


def resolve_favor(state: L5rState, action: Action) -> None:
    state.favor = TYPE_OF[action.option]
    note(state, "favor", action.option)
    state.pending = ""
