"""Setup [001 §Aufbau], [001 §Mulligan]: shuffle, draw 7, one optional mulligan, place
setup cards facedown (at most 8 gold, at most 1 Limited card, attachments on a placed
legal target, extra copies of a placed unique card as free duplicates, Shadow cards
facedown into shadows for 2 gold), reveal them, draw back up to 7.

Decisions:
- ``mulligan``: Action("keep") | Action("mulligan");
- ``setup``: Action("place", card[, target]) | Action("shadow", card) |
  Action("unplace", card) | Action("done").
"""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import ATTACHMENT, CHARACTER, LIMITED, LOCATION
from deckcheck.games.agot.engine.state import DECK, DUPLICATE, HAND, PLAY, SETUP, SHADOWS, AgotState
from deckcheck.goldfish import rng
from deckcheck.goldfish.actions import Action

KEEP = Action("keep")
MULLIGAN = Action("mulligan")
DONE = Action("done")


def deal(state: AgotState) -> None:
    state.rng = rng.shuffle(state.rng, state.draw)
    play_rules.draw(state, play_rules.HAND_SIZE)
    state.step += 1


def ask_mulligan(state: AgotState) -> None:
    state.pending = "mulligan"


def mulligan_actions(state: AgotState) -> list[Action]:
    return [KEEP, MULLIGAN]


def resolve_mulligan(state: AgotState, action: Action) -> None:
    state.pending = ""
    state.step += 1
    if action.kind != "mulligan":
        return
    state.mulligan_taken = True
    for c in state.hand:
        state.zone[c] = DECK
    state.draw.extend(state.hand)
    state.hand.clear()
    state.seen_round = [-1] * len(state.seen_round)
    state.drawn = 0
    state.rng = rng.shuffle(state.rng, state.draw)
    play_rules.note(state, "mulligan")
    play_rules.draw(state, play_rules.HAND_SIZE)


def ask_setup(state: AgotState) -> None:
    state.pending = "setup"


def _placed(state: AgotState) -> list[int]:
    zone = state.zone
    return [c for group in (state.characters, state.locations, state.attachments, state.duplicates)
            for c in group if zone[c] == SETUP]


def _limited_placed(state: AgotState) -> bool:
    kw = state.table.keywords
    return any(kw[c] & LIMITED for c in _placed(state)) or any(
        kw[c] & LIMITED for c in state.shadows if state.shadow_round.get(c) == 0)


def setup_actions(state: AgotState) -> list[Action]:
    t = state.table
    left = play_rules.SETUP_GOLD - state.setup_gold
    limited_done = _limited_placed(state)
    placed = _placed(state)
    out: list[Action] = []
    for c in state.hand:
        kind = t.kind[c]
        if kind not in (CHARACTER, LOCATION, ATTACHMENT):
            continue
        if t.keywords[c] & LIMITED and limited_done:
            continue
        if t.unique[c]:
            host = play_rules.copy_in_play(state, c)
            if host >= 0:
                out.append(Action("place", c, host))       # a free duplicate
                continue
        if t.cost[c] <= left:
            if kind == ATTACHMENT:
                allowed = t.attach_targets[c]
                out.extend(Action("place", c, x) for x in placed
                           if x in allowed and t.kind[x] in (CHARACTER, LOCATION)
                           and state.zone[x] == SETUP and x not in state.duplicates)
            else:
                out.append(Action("place", c))
        if t.shadow[c] >= 0 and play_rules.SHADOW_COST <= left:
            out.append(Action("shadow", c))
    out.append(DONE)
    out.extend(Action("unplace", c) for c in placed)
    out.extend(Action("unplace", c) for c in state.shadows if state.shadow_round.get(c) == 0)
    return out


def resolve_setup(state: AgotState, action: Action) -> None:
    t = state.table
    kind = action.kind
    if kind == "done":
        state.pending = ""
        state.step += 1
        return
    c = action.card
    if kind == "place":
        state.hand.remove(c)
        duplicate = action.target >= 0 and t.title[action.target] == t.title[c]
        if not duplicate:
            state.setup_gold += t.cost[c]
        play_rules.put_into_play(state, c, action.target, zone=SETUP)
    elif kind == "shadow":
        state.hand.remove(c)
        state.setup_gold += play_rules.SHADOW_COST
        play_rules.move_to(state, c, SHADOWS)
    elif kind == "unplace":
        _unplace(state, c)


def _unplace(state: AgotState, c: int) -> None:
    t = state.table
    if state.zone[c] == SHADOWS:
        state.shadows.remove(c)
        state.shadow_round.pop(c, None)
        state.setup_gold -= play_rules.SHADOW_COST
    else:
        for x in [x for x, host in state.parent.items() if host == c]:
            _unplace(state, x)
        duplicate = c in state.duplicates
        for group in (state.characters, state.locations, state.attachments, state.duplicates):
            if c in group:
                group.remove(c)
        host = state.parent.pop(c, -1)
        if not (duplicate or (host >= 0 and t.title[host] == t.title[c])):
            state.setup_gold -= t.cost[c]
    state.zone[c] = HAND
    state.hand.append(c)


def reveal(state: AgotState) -> None:
    """Reveal the setup cards (they count as already in play: no "enters play"
    reactions), record the setup, draw back up to 7."""
    t = state.table
    zone = state.zone
    placed = _placed(state)
    chars = 0
    icons = 0
    limited = 0
    for c in placed:
        zone[c] = DUPLICATE if c in state.duplicates else PLAY
        if t.keywords[c] & LIMITED:
            limited += 1
        if t.kind[c] == CHARACTER and zone[c] == PLAY:
            chars += 1
            icons |= play_rules.icons(state, c)
    in_shadows = sum(1 for c in state.shadows if state.shadow_round.get(c) == 0)
    state.setup_titles = tuple(sorted(t.title[c] for c in placed))
    play_rules.note(state, "setup", state.setup_gold, len(placed))
    state.step += 1
    play_rules.draw(state, play_rules.HAND_SIZE - len(state.hand))
    state.setup_record = (state.setup_gold, len(placed) + in_shadows, chars, icons, limited,
                          int(state.mulligan_taken), in_shadows, state.drawn)
