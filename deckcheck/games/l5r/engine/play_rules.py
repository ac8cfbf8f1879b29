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
    DRAWN,
    ENTERS_PLAY,
    LEAVES_PLAY,
    MODIFY,
    Cond,
)
from deckcheck.goldfish.abilities.base import Context
from deckcheck.goldfish.state import WIN
from deckcheck.games.l5r.engine import honor
from deckcheck.games.l5r.engine.cards import ATTACHMENT, CHARACTER, DYNASTY
from deckcheck.games.l5r.engine.honor import note
from deckcheck.games.l5r.engine.state import MILITARY, SH_SLOT, TYPES, L5rState

DECK_OUT_HONOR = 5
PLAYED_FROM = ("province", "hand")      # ``enter_play``'s ways of a character being played
MAX_RESTRICTED = 2

# the L5R events beyond the framework's kinds (deckcheck.goldfish.abilities.records)
PROVINCE_BROKEN = "province_broken"     # card = the attacked province slot (the opponent's)
PROVINCE_REVEALED = "province_revealed"  # card = the opponent's province slot turned face up
RING_CLAIMED = "ring_claimed"           # option = the ring's element
HONORED = "honored"                     # card = the character
DISHONORED = "dishonored"
FATE_PLACED = "fate_placed"             # card = the character, amount = fate placed
MOVED_TO_CONFLICT = "moved_to_conflict"  # cards = the characters an effect moved into the conflict
DIALS_REVEALED = "dials_revealed"       # amount = the player's bid (``state.bid``): a forced
                                        # trigger may change state.bid before honor moves


def fire(state: L5rState, event: Event) -> None:
    if event.kind in state.table.index.triggers:
        runtime.fire(state, state.hooks, event)


def reveal_opponent_province(state: L5rState, slot: int) -> None:
    """The opponent's province in ``slot`` turns face up (an attack on it, or an effect): it
    stays face up for the rest of the game; PROVINCE_REVEALED the first time."""
    if slot >= 0 and slot not in state.opp_revealed:
        state.opp_revealed.add(slot)
        fire(state, Event(PROVINCE_REVEALED, slot))


def break_province(state: L5rState, slot: int) -> None:
    """The opponent's province in ``slot`` breaks (the conflict won by enough, or an effect):
    the stronghold's breaks win the game, another fires PROVINCE_BROKEN."""
    state.opp_broken.append(slot)
    state.broken_rounds.append(state.round)
    note(state, "broken", slot)
    if slot == SH_SLOT:
        state.end(WIN, "stronghold_broken")
        return
    fire(state, Event(PROVINCE_BROKEN, slot))


def count_play(state: L5rState, c: int) -> None:
    """A card played from hand (or as from hand) or a dynasty event played from a province:
    counted for the round and, during a conflict, kept as played in it ("if you have played 3
    or more cards in this conflict")."""
    if state.table.side[c] == DYNASTY:
        state.dynasty_played += 1
    else:
        state.conflict_played += 1
    if state.c_type:
        state.c_played.append(c)


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


def hand_cost(state: L5rState, c: int) -> int:
    """The fate card c costs to play from hand now: its printed cost less the reduction of the
    ready stronghold (a static of its record with ``reduces(state, card) -> int``, used by
    bowing the stronghold: Iron Mountain Castle)."""
    cost = state.table.cost[c]
    return max(0, cost - _reduction(state, c)) if cost else 0


def _reduction(state: L5rState, c: int) -> int:
    t = state.table
    rec = t.records[t.stronghold]
    if rec is None or not rec.statics or t.stronghold in state.bowed:
        return 0
    return max((rule.reduces(state, c) for rule in rec.statics if hasattr(rule, "reduces")),
               default=0)


def _from_characters(t, c: int) -> bool:
    """Is c's cost paid with fate on the player's characters (a static of its record with
    ``paid_from_characters``: Tetsubō of Blood)?"""
    rec = t.records[c]
    return rec is not None and any(getattr(rule, "paid_from_characters", False) for rule in rec.statics)


def can_pay_hand(state: L5rState, c: int) -> bool:
    cost = hand_cost(state, c)
    if _from_characters(state.table, c):
        return sum(state.fate_on.get(x, 0) for x in characters(state)) >= cost
    return cost <= state.fate


def pay_hand(state: L5rState, c: int) -> None:
    """Pay for card c played from hand (``hand_cost``): a reduction bows the stronghold; a
    cost paid with fate on characters takes it from the one with the most fate each time."""
    t = state.table
    cost = t.cost[c]
    if cost and _reduction(state, c):
        cost = hand_cost(state, c)
        state.bowed.add(t.stronghold)
    if not _from_characters(t, c):
        pay(state, cost)
        return
    for _ in range(cost):
        rich = [x for x in characters(state) if state.fate_on.get(x, 0)]
        if not rich:
            return
        piles.remove(state.fate_on, max(rich, key=lambda x: (state.fate_on[x], -x)), 1)


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


def refill(state: L5rState, slot: int, size: int = 0) -> None:
    """Put the top dynasty card facedown into an empty province (not the stronghold's); a
    province whose record has a static with ``refill_to = n`` ("refill it to 3 cards
    instead of 1") gets n cards; ``size`` 1: setup's one card per province [000
    §Vorbereitung 6]."""
    if slot == SH_SLOT or state.outcome or state.provinces[slot]:
        return
    fill_to(state, slot, size or refill_size(state, slot))


def fill_to(state: L5rState, slot: int, n: int) -> None:
    """Add top dynasty cards facedown until the province holds ``n`` cards."""
    for _ in range(n - len(state.provinces[slot])):
        if not state.dynasty and not _deck_out(state, state.dynasty_discard, state.dynasty, "dynasty"):
            return
        c = state.dynasty.pop()
        piles.put(state.provinces, slot, c)
        state.facedown.add(c)


def refill_size(state: L5rState, slot: int) -> int:
    t = state.table
    if slot < len(state.province_card):
        rec = t.records[state.province_card[slot]]
        if rec is not None:
            for rule in rec.statics:
                n = getattr(rule, "refill_to", 0)
                if n:
                    return n
    return 1


def reveal(state: L5rState, slot: int) -> None:
    """Turn the province's facedown cards face up; Rally: a card with it adds the top card
    of the dynasty deck to the province, faceup (the keyword's reminder text on the cards; the
    v10 rules reference predates it)."""
    for c in list(state.provinces[slot]):
        if c in state.facedown:
            state.facedown.discard(c)
            seen(state, c)
            note(state, "revealed", c)
            if "rally" in state.table.keywords[c] and not state.outcome:
                if state.dynasty or _deck_out(state, state.dynasty_discard, state.dynasty, "dynasty"):
                    extra = state.dynasty.pop()
                    piles.put(state.provinces, slot, extra)
                    seen(state, extra)
                    note(state, "revealed", extra)


# -- skill ------------------------------------------------------------------------------------------
def skill(state: L5rState, c: int, ctype: int) -> int | None:
    """The character's current skill of a conflict type (None: a dash); an honored
    (dishonored) character adds (subtracts) its current glory."""
    t = state.table
    printed = t.military[c] if ctype == MILITARY else t.political[c]
    if printed is None:
        return None
    status = state.status.get(c, 0)
    value = printed + (status * glory(state, c) if status else 0)   # its current glory
    if state.attached:
        bonus = t.military_bonus if ctype == MILITARY else t.political_bonus
        for a, host in state.attached.items():
            if host == c:
                value += bonus[a]
    if t.index.may_apply(MODIFY, state.lasting):
        value += runtime.constant_total(state, state.hooks, MODIFY, c, TYPES[ctype])
    return max(0, value)


def glory(state: L5rState, c: int) -> int:
    t = state.table
    value = t.glory[c]
    if t.index.may_apply(MODIFY, state.lasting):
        value += runtime.constant_total(state, state.hooks, MODIFY, c, "glory")
    return max(0, value)


# -- entering and leaving play ------------------------------------------------------------------
def discard_dynasty_event(state: L5rState, c: int) -> None:
    """A dynasty event card played from its province has resolved: it goes to the dynasty
    discard pile, and the province it left is refilled facedown once empty [000 §Provinz
    wieder auffüllen] (as a character played from there is)."""
    slot = piles.place_of(state.provinces, c)
    take_from(state, c)
    state.dynasty_discard.append(c)
    if slot >= 0:
        note(state, "event_discarded", c, slot)
        refill(state, slot)


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
    on it from the pool; ``how`` "province" or "hand": it was played (kept for "a character
    you played this phase"), else put into play. The ENTERS_PLAY event's amount is 1 + the
    province slot the character came from (0: not from a province), for "refill that
    province" abilities."""
    origin = piles.place_of(state.provinces, c) + 1
    take_from(state, c)
    seen(state, c)
    state.play.append(c)
    if how in PLAYED_FROM:
        state.played_phase.append(c)
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
        if len(restricted) > MAX_RESTRICTED + _extra_restricted(state, host):
            # the controller discards one: the weakest by skill bonus
            drop = min(restricted, key=lambda x: (t.military_bonus[x] + t.political_bonus[x], x != a))
            discard_attachment(state, drop)
            note(state, "restricted_discard", drop, host, MAX_RESTRICTED + _extra_restricted(state, host))
    note(state, "attached", a, host)
    fire(state, Event(ENTERS_PLAY, a, "attach"))


def _extra_restricted(state: L5rState, host: int) -> int:
    """More restricted attachments the host may have: a static of the stronghold's record with
    ``extra_restricted(state, host) -> int`` (Iron Mountain Castle, for Dragon characters)."""
    rec = state.table.records[state.table.stronghold]
    if rec is None or not rec.statics:
        return 0
    return sum(rule.extra_restricted(state, host) for rule in rec.statics
               if hasattr(rule, "extra_restricted"))


def discard_attachment(state: L5rState, a: int, to_hand: bool = False, why: str = "") -> None:
    """An attachment leaves play (to the hand, or its discard pile); LEAVES_PLAY's option says
    where, or ``why`` ("host_sacrificed": its character was sacrificed)."""
    state.attached.pop(a, None)
    if to_hand or "ancestral" in state.table.keywords[a]:
        state.hand.append(a)
    else:
        state.conflict_discard.append(a)
    runtime.forget_uses(state, a)
    fire(state, Event(LEAVES_PLAY, a, why or ("hand" if to_hand else "discard")))


def leave_play(state: L5rState, c: int, to: str = "discard", sacrificed: bool = False) -> None:
    """A character leaves play (to its discard pile, the hand, or a deck's bottom): its
    attachments go (Ancestral ones, and the others of an attachment that grants Ancestral,
    to the hand), its fate returns to the token pool, its
    status token changes honor, Courtesy gains 1 fate, Sincerity draws 1 card. The event
    LEAVES_PLAY tells the status token it had (amount: 1 honored, -1 dishonored, 0) and where
    it went (option), "sacrifice" when it was sacrificed."""
    if c not in state.play:
        return
    t = state.table
    state.play.remove(c)
    if c in state.attackers:
        state.attackers.remove(c)
    on = [a for a, h in state.attached.items() if h == c]
    granting = [a for a in on if _grants_ancestral(t, a)]
    for a in on:
        discard_attachment(state, a, to_hand=any(g != a for g in granting),
                           why="host_sacrificed" if sacrificed else "")
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
    fire(state, Event(LEAVES_PLAY, c, "sacrifice" if sacrificed else to, status))


def may_join(state: L5rState, c: int) -> bool:
    """May character c in play move into the conflict in progress (it is not in it, its skill
    of the conflict's type is not a dash, nothing says it cannot attack)?"""
    if not state.c_type or c not in state.play or c in state.attackers:
        return False
    t = state.table
    printed = t.military[c] if state.c_type == MILITARY else t.political[c]
    return printed is not None and not cannot(state, c, "attack")


def _grants_ancestral(t, a: int) -> bool:
    """Does attachment a give the other attachments on its host Ancestral (a static of its
    record with ``grants_ancestral``: Adopted Kin)?"""
    rec = t.records[a]
    return rec is not None and any(getattr(rule, "grants_ancestral", False) for rule in rec.statics)


def honor_character(state: L5rState, c: int) -> bool:
    """Honor a character (a card effect, Pride) and tell the cards (event HONORED); False
    when it was honored already (nothing happens, no event)."""
    if honor.honor_card(state, c):
        fire(state, Event(HONORED, c))
        return True
    return False


def dishonor_character(state: L5rState, c: int) -> bool:
    """Dishonor a character and tell the cards (event DISHONORED); False when it was
    dishonored already or cannot be dishonored."""
    if cannot(state, c, "be_dishonored"):           # "this character cannot be dishonored"
        return False
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
    return runtime.cannot(state, state.hooks, c, what)


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
                        state, state.hooks, Context(a, -1, None, c), (rule,)):
                    return False
                continue
            check = getattr(rule, "host_ok", None)
            if check is not None and not check(state, a, c):
                return False
    return True
