"""The rules every phase uses: fate, drawing and refilling with the empty-deck penalty,
skill, characters entering and leaving play, attachments, and the event bus.

Empty decks [000 §Keine Karten mehr im Deck]: when a conflict card must be drawn or a
province refilled from an empty deck, the player loses 5 honor, shuffles the matching
discard pile into a new deck and goes on.
"""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Event
from deckcheck.goldfish.abilities.records import (
    CANNOT,
    DRAWN,
    ENTERS_PLAY,
    LEAVES_PLAY,
    MODIFY,
    Cond,
)
from deckcheck.goldfish.abilities.base import Context
from deckcheck.games.l5r.engine import honor
from deckcheck.games.l5r.engine.cards import ATTACHMENT, CHARACTER, DYNASTY
from deckcheck.games.l5r.engine.honor import note
from deckcheck.games.l5r.engine.state import MILITARY, SH_SLOT, TYPES, L5rState

DECK_OUT_HONOR = 5
MAX_RESTRICTED = 2

# the L5R events beyond the framework's kinds (deckcheck.goldfish.abilities.records)
PROVINCE_BROKEN = "province_broken"     # card = the attacked province slot (the opponent's)
RING_CLAIMED = "ring_claimed"           # option = the ring's element
HONORED = "honored"                     # card = the character
DISHONORED = "dishonored"
FATE_PLACED = "fate_placed"             # card = the character, amount = fate placed


_HOOKS: list = []


def hooks():
    if not _HOOKS:
        from deckcheck.games.l5r.engine.hooks import HOOKS
        _HOOKS.append(HOOKS)
    return _HOOKS[0]


def fire(state: L5rState, event: Event) -> None:
    if event.kind in state.table.index.triggers:
        runtime.fire(state, hooks(), event)


# -- fate -------------------------------------------------------------------------------------
def gain_fate(state: L5rState, n: int) -> None:
    if n > 0:
        state.fate += n
        state.fate_gained += n
        note(state, "fate", n, state.fate)


def pay(state: L5rState, n: int) -> None:
    n = min(n, state.fate)
    state.fate -= n
    state.fate_spent += n


def place_fate(state: L5rState, c: int, n: int, from_pool: bool = True) -> None:
    if n > 0:
        if from_pool:
            pay(state, n)
        piles.add(state.fate_on, c, n)
        fire(state, Event(FATE_PLACED, c, "", n))


# -- cards seen -------------------------------------------------------------------------------
def seen(state: L5rState, c: int) -> None:
    t = state.table.title[c]
    if state.seen_round[t] < 0:
        state.seen_round[t] = state.round


# -- drawing and refilling ------------------------------------------------------------------------
def _deck_out(state: L5rState, discard: list[int], deck: list[int], what: str) -> bool:
    honor.lose(state, DECK_OUT_HONOR)
    note(state, "deck_out", what)
    if state.outcome:
        return False
    piles.reshuffle(state, discard, deck)
    return bool(deck)


def draw(state: L5rState, n: int) -> list[int]:
    if n <= 0 or state.outcome:
        return []
    got = piles.draw(state, state.conflict, state.hand, n,
                     lambda: _deck_out(state, state.conflict_discard, state.conflict, "conflict"))
    for c in got:
        seen(state, c)
    state.drawn += len(got)
    if got:
        note(state, "draw", len(got))
        fire(state, Event(DRAWN, -1, "", len(got)))
    return got


def refill(state: L5rState, slot: int) -> None:
    """Put the top dynasty card facedown into an empty province (not the stronghold's)."""
    if slot == SH_SLOT or state.outcome or state.provinces[slot]:
        return
    if not state.dynasty and not _deck_out(state, state.dynasty_discard, state.dynasty, "dynasty"):
        return
    c = state.dynasty.pop()
    piles.put(state.provinces, slot, c)
    state.facedown.add(c)


def reveal(state: L5rState, slot: int) -> None:
    for c in state.provinces[slot]:
        if c in state.facedown:
            state.facedown.discard(c)
            seen(state, c)
            note(state, "revealed", c)


# -- skill ------------------------------------------------------------------------------------------
def skill(state: L5rState, c: int, ctype: int) -> int | None:
    """The character's current skill of a conflict type (None: a dash)."""
    t = state.table
    printed = t.military[c] if ctype == MILITARY else t.political[c]
    if printed is None:
        return None
    value = printed + state.status.get(c, 0) * t.glory[c]
    if state.attached:
        bonus = t.military_bonus if ctype == MILITARY else t.political_bonus
        for a, host in state.attached.items():
            if host == c:
                value += bonus[a]
    if t.index.may_apply(MODIFY, state.lasting):
        value += runtime.constant_total(state, hooks(), MODIFY, c, TYPES[ctype])
    return max(0, value)


def glory(state: L5rState, c: int) -> int:
    t = state.table
    value = t.glory[c]
    if t.index.may_apply(MODIFY, state.lasting):
        value += runtime.constant_total(state, hooks(), MODIFY, c, "glory")
    return max(0, value)


# -- entering and leaving play ------------------------------------------------------------------
def take_from(state: L5rState, c: int) -> None:
    """Take a card out of wherever it is outside play (hand, a province, a deck, a pile)."""
    if c in state.hand:
        state.hand.remove(c)
        return
    slot = piles.place_of(state.provinces, c)
    if slot >= 0:
        piles.take(state.provinces, slot, c)
        state.facedown.discard(c)
        return
    for pile in (state.dynasty_discard, state.conflict_discard, state.dynasty, state.conflict):
        if c in pile:
            pile.remove(c)
            return


def enter_play(state: L5rState, c: int, how: str, fate: int = 0, participating: bool = False) -> None:
    """A character enters play ready at home (or into the conflict), with ``fate`` placed
    on it from the pool. The ENTERS_PLAY event's amount is 1 + the province slot the
    character came from (0: not from a province), for "refill that province" abilities."""
    origin = piles.place_of(state.provinces, c) + 1
    take_from(state, c)
    seen(state, c)
    state.play.append(c)
    state.bowed.discard(c)
    if fate:
        pay(state, fate)
        piles.add(state.fate_on, c, fate)
    if participating and state.c_type:
        state.attackers.append(c)
    note(state, "enters", c, how, fate)
    fire(state, Event(ENTERS_PLAY, c, how, origin))
    if fate:
        fire(state, Event(FATE_PLACED, c, "", fate))


def attach(state: L5rState, a: int, host: int) -> None:
    take_from(state, a)
    seen(state, a)
    state.attached[a] = host
    t = state.table
    if "restricted" in t.keywords[a]:
        restricted = [x for x, h in state.attached.items() if h == host and "restricted" in t.keywords[x]]
        if len(restricted) > MAX_RESTRICTED:
            # the controller discards one: the weakest by skill bonus
            drop = min(restricted, key=lambda x: (t.military_bonus[x] + t.political_bonus[x], x != a))
            discard_attachment(state, drop)
    note(state, "attached", a, host)
    fire(state, Event(ENTERS_PLAY, a, "attach"))


def discard_attachment(state: L5rState, a: int, to_hand: bool = False) -> None:
    state.attached.pop(a, None)
    if to_hand or "ancestral" in state.table.keywords[a]:
        state.hand.append(a)
    else:
        state.conflict_discard.append(a)
    runtime.forget_uses(state, a)
    fire(state, Event(LEAVES_PLAY, a, "hand" if to_hand else "discard"))


def leave_play(state: L5rState, c: int, to: str = "discard") -> None:
    """A character leaves play (to its discard pile, the hand, or a deck's bottom): its
    attachments go (Ancestral ones to the hand), its fate returns to the token pool, its
    status token changes honor, Courtesy gains 1 fate, Sincerity draws 1 card. The event
    LEAVES_PLAY tells the status token it had (amount: 1 honored, -1 dishonored, 0)."""
    if c not in state.play:
        return
    t = state.table
    state.play.remove(c)
    if c in state.attackers:
        state.attackers.remove(c)
    for a in [a for a, h in state.attached.items() if h == c]:
        discard_attachment(state, a)
    state.fate_on.pop(c, None)
    state.bowed.discard(c)
    runtime.forget_uses(state, c)
    if to == "hand":
        state.hand.append(c)
    elif to == "deck":
        (state.dynasty if t.side[c] == DYNASTY else state.conflict).insert(0, c)
    else:
        (state.dynasty_discard if t.side[c] == DYNASTY else state.conflict_discard).append(c)
    note(state, "leaves", c, to)
    status = state.status.get(c, 0)
    honor.left_play(state, c)
    kw = t.keywords[c]
    if "courtesy" in kw:
        gain_fate(state, 1)
    if "sincerity" in kw:
        draw(state, 1)
    fire(state, Event(LEAVES_PLAY, c, to, status))


def honor_character(state: L5rState, c: int) -> bool:
    """Honor a character (a card effect, Pride) and tell the cards (event HONORED); False
    when it was honored already (nothing happens, no event)."""
    if honor.honor_card(state, c):
        fire(state, Event(HONORED, c))
        return True
    return False


def dishonor_character(state: L5rState, c: int) -> bool:
    """Dishonor a character and tell the cards (event DISHONORED); False when it was
    dishonored already."""
    if honor.dishonor_card(state, c):
        fire(state, Event(DISHONORED, c))
        return True
    return False


def bow(state: L5rState, c: int) -> None:
    state.bowed.add(c)


def ready(state: L5rState, c: int) -> None:
    state.bowed.discard(c)


def characters(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in state.play if t.type[c] == CHARACTER]


def duplicate_in_play(state: L5rState, c: int) -> int:
    """The unique character in play that ``c`` is a copy of, or -1."""
    t = state.table
    if not t.unique[c]:
        return -1
    title = t.title[c]
    for p in state.play:
        if t.title[p] == title:
            return p
    return -1


def cannot(state: L5rState, c: int, what: str) -> bool:
    """Does a constant or lasting CANNOT effect say ``what`` for card c ("attack": it cannot
    be declared as an attacker)?"""
    t = state.table
    return t.index.may_apply(CANNOT, state.lasting) and \
        what in runtime.constant_values(state, hooks(), CANNOT, c)


def attachment_hosts(state: L5rState, a: int) -> list[int]:
    """The characters attachment ``a`` may be attached to now: not "No attachments", and every
    host rule of the two cards' records allows it (``host_ok``)."""
    t = state.table
    if t.type[a] != ATTACHMENT:
        return []
    return [c for c in state.play if "no attachments" not in t.keywords[c] and host_ok(state, a, c)]


def host_ok(state: L5rState, a: int, c: int) -> bool:
    """Host rules in the records' ``statics``: a ``Cond`` of the attachment is a play
    restriction asked with the host as the chosen card ("cannot be played during a
    conflict", "limit 1 per character"); an entry with a ``host_ok(state, attachment, host)``
    method is a rule of either card ("Attach to a Bushi character", "No attachments except
    Monk")."""
    t = state.table
    for rec in (t.records[a], t.records[c]):
        if rec is None or not rec.statics:
            continue
        for rule in rec.statics:
            if isinstance(rule, Cond):
                if rec is t.records[a] and not runtime.conditions_hold(
                        state, hooks(), Context(a, -1, None, c), (rule,)):
                    return False
                continue
            check = getattr(rule, "host_ok", None)
            if check is not None and not check(state, a, c):
                return False
    return True
