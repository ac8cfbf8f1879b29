"""Challenges phase [001 §Anhang I 4.], [001 §Herausforderungen gewinnen].

The active player may initiate one military, one intrigue and one power challenge
(plus the additional ones card effects grant: ``play_rules.open_challenges``), each with
standing characters that have the icon (they kneel). The passive opponent
declares no defenders, so a challenge with at least 1 STR on the attacking side is won
unopposed: +1 power for the faction (4.2.3). Claim is applied against an opponent who
has nothing: no character to kill, no hand to discard, no power to move (4.2.4).
Keywords (4.2.5), in the order the first player chooses - here Renown first, then
Insight: each participating Renown character gains 1 power, each participating Insight
character draws 1 card. Intimidate, Pillage and Stealth have nothing to act on against
the passive opponent. Before a challenge the player may put a card with Ambush (X) into
play from hand for X gold (not marshaled, so Limited does not apply); Ambush is printed or
granted to a card in hand by an effect (``play_rules.ambush_cost``: The Wolfswood).

An effect may cap the attackers of one challenge (``play_rules.attacker_cap``: Jousting
Contest) or open / close challenge types (``challenges_left``: Sneak Attack, A Storm of
Swords, A Game of Thrones).
Additional challenges: a constant or lasting ``extra_contest`` effect (value = the type,
amount = how many: Casterly Rock, Khal Drogo) or a one-off grant (``state.extra_challenges``)
lets the player initiate more challenges of that type (``play_rules.open_challenges`` is what may
still be initiated, ``play_rules.use_challenge`` counts one made).

Card abilities: each attacker that kneels tells the cards "knelt" (Satin); after
attackers are declared the cards hear "contest_declared" (option = the type, cards = the
attackers), and "modified" a card whose STR a constant effect raised as the challenge
began (``play_rules.strength_raised``); then, once that trigger window is answered, the action
window inside the challenge [001 §Anhang I 4.]: when an action ability or an event card
can be used now (e.g. one whose condition needs a challenge in progress: ``in_challenge``,
``attacking``), the player may use them before the challenge resolves
(``resolve_challenge``); with nothing usable the challenge resolves at once (no extra
decision). After Insight draws, "drawn" (option = "insight", amount = cards drawn, cards =
those cards); after the challenge is won, "contest_won" (amount = the attacking STR, with
what other cards contribute: the player's "challenge_strength" modifier), after it is lost
(less than 1 STR) "contest_lost", and the lost types are kept for the round
(``state.used[LOST_CHALLENGES]``). The challenge stays open until the reactions to its
result are answered (``close_challenge``), so they still see the challenge and its
attackers, and the effects "until the end of the challenge" last through them; then
those effects expire. Action abilities and event cards with a challenges-phase action
are also offered between challenges (``challenges``).

Report bookkeeping (never read by the rules): the STR behind each challenge type as the
phase begins (``state.str_round``), the challenges won and the power from Renown this
round (``won_round``, ``renown_round``).

Decisions:
- ``challenges``: Action("challenge", option=military|intrigue|power) |
  Action("ambush", card[, target]) | Action("ability", card[, target], amount=ability) |
  Action("pass");
- ``attackers``: Action("attacker", card) | Action("confirm") | Action("cancel");
- ``respond`` (any time an optional trigger can be used): Action("trigger", card[, target],
  amount=ability) | Action("decline"); the window of "would_be_killed" /
  "would_be_discarded" interrupts (saves) holds the leaving: the cards not saved leave play
  once it is answered (``hooks.resolve_saves``);
- ``resolve_challenge`` (the action window inside the challenge, after attackers are
  declared; asked when an ability can be used in it, or after a trigger window opened at
  declaration - then with only "resolve" it resolves by itself):
  Action("ability", card[, target], amount=ability) | Action("resolve");
- ``close_challenge`` (only after a trigger window opened by the challenge's result; one
  action, resolved by itself): Action("close") - the challenge ends.
"""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import (
    ATTACHMENT,
    CHALLENGES,
    INSIGHT,
    INTRIGUE,
    MILITARY,
    POWER,
    RENOWN,
)
from deckcheck.games.agot.engine.state import PLAY, AgotState
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from deckcheck.games.agot.engine.hooks import resolve_saves

PASS = Action("pass")
LOST_CHALLENGES = -1      # state.used key (cleared each round): bits of the types lost this round
CONFIRM = Action("confirm")
CANCEL = Action("cancel")
RESOLVE = Action("resolve")
CLOSE = Action("close")
CHALLENGE_ACTIONS = tuple(Action("challenge", option=name) for name in CHALLENGES)


def ask_challenge(state: AgotState) -> None:
    state.pending = "challenges"
    state.str_round = strength_behind(state)


def strength_behind(state: AgotState) -> tuple[int, int, int]:
    """STR of the standing characters with each challenge icon (military, intrigue,
    power); a character with two icons counts for both. Report bookkeeping, read at the
    start of the challenges phase."""
    military = intrigue = power = 0
    zone = state.zone
    knelt = state.knelt
    for c in state.characters:
        if zone[c] == PLAY and c not in knelt:
            icons = play_rules.icons(state, c)
            if icons:
                s = play_rules.strength(state, c)
                if icons & MILITARY:
                    military += s
                if icons & INTRIGUE:
                    intrigue += s
                if icons & POWER:
                    power += s
    return military, intrigue, power


def challenge_actions(state: AgotState) -> list[Action]:
    t = state.table
    out: list[Action] = []
    gold = state.gold
    if gold > 0:
        for c in play_rules.one_per_title(state, state.hand):
            x = play_rules.ambush_cost(state, c)
            if 0 <= x <= gold and t.kind[c] <= ATTACHMENT and play_rules.may_enter(state, c):
                if t.kind[c] == ATTACHMENT:
                    out.extend(Action("ambush", c, h) for h in play_rules.targets(state, c))
                else:
                    out.append(Action("ambush", c))
    left = play_rules.open_challenges(state)
    if left:
        ready = 0
        zone = state.zone
        knelt = state.knelt
        for c in state.characters:
            if zone[c] == PLAY and c not in knelt:
                ready |= play_rules.icons(state, c)
        for k in range(3):
            if left & ready & (1 << k):
                out.append(CHALLENGE_ACTIONS[k])
    if t.index.actions:
        out.extend(runtime.action_choices(state, state.hooks, "challenges"))
    out.append(PASS)
    return out




def window_actions(state: AgotState) -> list[Action]:
    return runtime.window_actions(state, state.hooks)


def resolve_window(state: AgotState, action: Action) -> None:
    """Answer the trigger window; once it is closed, the cards waiting for a save that did
    not come leave play (hooks.resolve_saves)."""
    runtime.resolve_window(state, state.hooks, action)
    if state.dying and not state.window:
        resolve_saves(state)


def resolve_actions(state: AgotState) -> list[Action]:
    """The action window inside the challenge: the usable abilities, then "resolve"."""
    if state.table.index.actions:
        return [*runtime.action_choices(state, state.hooks, "challenges"), RESOLVE]
    return [RESOLVE]


def resolve_rest(state: AgotState, action: Action) -> None:
    if action.kind == "ability":          # the window stays open for the next one
        runtime.use_action(state, state.hooks, action)
        return
    state.pending = "challenges"
    _outcome(state)


def close_actions(state: AgotState) -> list[Action]:
    return [CLOSE]


def resolve_close(state: AgotState, action: Action) -> None:
    state.pending = "challenges"
    _close(state)


def _action_window(state: AgotState) -> None:
    """After the declaration: open the action window inside the challenge when an ability
    can be used in it, else resolve the challenge at once."""
    if state.outcome:
        return
    if state.table.index.actions and runtime.any_action(state, state.hooks, "challenges"):
        state.pending = "resolve_challenge"
        return
    _outcome(state)


def resolve_challenge_choice(state: AgotState, action: Action) -> None:
    if action.kind == "pass":
        state.pending = ""
        state.step += 1
        return
    if action.kind == "ability":
        runtime.use_action(state, state.hooks, action)
        return
    if action.kind == "ambush":
        c = action.card
        cost = play_rules.ambush_cost(state, c)          # printed or granted in hand
        state.hand.remove(c)
        state.gold -= cost
        state.spent_round += cost
        play_rules.put_into_play(state, c, action.target)
        play_rules.note(state, "ambush", c, cost)
        play_rules.entered_play(state, c, marshaled=False, how="ambush")
        return
    state.challenge = CHALLENGES.index(action.option)
    state.attackers = []
    state.pending = "attackers"


def attacker_actions(state: AgotState) -> list[Action]:
    bit = 1 << state.challenge
    zone = state.zone
    knelt = state.knelt
    chosen = state.attackers
    cap = play_rules.attacker_cap(state)
    out = [Action("attacker", c) for c in state.characters
           if zone[c] == PLAY and c not in knelt and c not in chosen
           and play_rules.icons(state, c) & bit and not play_rules.cannot(state, c, "attack")
           ] if cap < 0 or len(chosen) < cap else []
    if chosen:
        out.append(CONFIRM)
    out.append(CANCEL)
    return out


def resolve_attackers(state: AgotState, action: Action) -> None:
    kind = action.kind
    if kind == "attacker":
        state.attackers.append(action.card)
        return
    if kind == "cancel":
        state.attackers = []
        state.challenge = -1
        state.pending = "challenges"
        return
    state.pending = "challenges"
    _resolve(state)


def _resolve(state: AgotState) -> None:
    """Initiate with the chosen attackers (they kneel, unless an effect says one does not
    kneel to attack: ``cannot`` "kneel_to_attack", read before the challenge counts as
    made), let the cards react to the declaration, open the action window inside the
    challenge when something can be used in it, then resolve against the passive opponent."""
    k = state.challenge
    for c in state.attackers:
        if not play_rules.cannot(state, c, "kneel_to_attack"):
            state.knelt.add(c)
            play_rules.fire(state, "knelt", c)
    play_rules.use_challenge(state, k)
    play_rules.fire(state, "contest_declared", option=CHALLENGES[k], cards=tuple(state.attackers))
    play_rules.strength_raised(state)            # "while attacking" constants begin (Randyll Tarly)
    if state.pending == "respond":
        state.window_resume = "resolve_challenge"
        return
    _action_window(state)


def _outcome(state: AgotState) -> None:
    """Count STR; unopposed, 1 STR wins: +1 power, then Renown and Insight, then the
    "contest_won" reactions; the challenge closes (its lasting effects expire) once the
    trigger window of its result is answered (``close_challenge``)."""
    attackers = state.attackers
    k = state.challenge
    str_total = 0
    for c in attackers:
        if state.zone[c] == PLAY:
            str_total += play_rules.strength(state, c)
    attackers = [c for c in attackers if state.zone[c] == PLAY]
    if attackers:                     # STR other cards contribute to the side (The Red Keep)
        str_total += play_rules.modifier(state, "challenge_strength")
    if str_total < 1:                 # a winner needs at least 1 STR [001 §Herausforderungen gewinnen]
        play_rules.note(state, "challenge_lost", CHALLENGES[k])
        state.used[LOST_CHALLENGES] = state.used.get(LOST_CHALLENGES, 0) | (1 << k)
        play_rules.fire(state, "contest_lost", option=CHALLENGES[k], cards=tuple(attackers))
        _close_after_window(state)
        return
    play_rules.note(state, "challenge_won", CHALLENGES[k], str_total)
    state.won_round += 1
    play_rules.gain_power(state, 1, why="unopposed")
    if state.outcome:
        return
    insight = 0
    for c in attackers:
        kw = play_rules.keywords(state, c)
        if kw & RENOWN:
            state.renown_round += 1
            play_rules.gain_power(state, 1, c, why="renown")
            if state.outcome:
                return
        if kw & INSIGHT:
            insight += 1
    if insight:
        drawn = play_rules.draw(state, insight)
        if drawn:
            play_rules.fire(state, "drawn", option="insight", amount=drawn,
                       cards=tuple(state.hand[-drawn:]))
    play_rules.fire(state, "contest_won", option=CHALLENGES[k], amount=str_total, cards=tuple(attackers))
    _close_after_window(state)


def _close_after_window(state: AgotState) -> None:
    """Close the challenge now, or - when its result opened a trigger window - once that
    window is answered (the reactions still see the challenge in progress)."""
    if state.pending == "respond":
        state.window_resume = "close_challenge"
        return
    _close(state)


def _close(state: AgotState) -> None:
    state.attackers = []
    state.challenge = -1
    runtime.expire(state, "contest", state.hooks)
