"""Rule helpers every AGoT phase uses: drawing, power, income/initiative/reserve with
their modifiers, marshaling costs and reducers, entering and leaving play.

All of them read the static facts from ``state.table`` (the CardTable) and change only
the plain data of the state. Rules references are to the German Rules Reference [001]
(see shared/spec/agot.md).
"""
from __future__ import annotations

from deckcheck.games.agot.engine.effects import (
    AGENDA,
    ATTACHMENT,
    CHALLENGES,
    CHARACTER,
    EVENT,
    ICON_BITS,
    KEYWORD_BITS,
    LIMITED,
    LOCATION,
    PLOT,
    TERMINAL,
)
from deckcheck.games.agot.engine.state import (
    DEAD,
    DECK,
    DISCARD,
    DUPLICATE,
    HAND,
    OUT,
    PLAY,
    PLOT_DECK,
    REVEALED,
    SETUP,
    SHADOWS,
    USED,
    AgotState,
)
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.state import ELIMINATED, WIN

WIN_POWER = 15          # [001 §Spielsieg]
HAND_SIZE = 7           # [001 §Aufbau]
SETUP_GOLD = 8
SHADOW_COST = 2         # marshaling a card into shadows (not in seed 001; later rules reference)
DRAW_PHASE_CARDS = 2


def reveal_plot(state: AgotState, p: int) -> None:
    """Plot p leaves the plot deck and becomes the revealed plot; the one revealed before it
    goes to the used pile."""
    state.plot_deck.remove(p)
    if state.plot >= 0:
        state.used_plots.append(state.plot)
        state.zone[state.plot] = USED
    state.plot = p
    state.zone[p] = REVEALED
    note(state, "reveal", p)


def after_reveal(state: AgotState, p: int) -> None:
    """After plot p is revealed: an emptied plot deck takes the used pile back, then the cards
    the plot draws when revealed are drawn (unless it is blank)."""
    if not state.plot_deck:
        state.plot_deck = state.used_plots
        state.used_plots = []
        for x in state.plot_deck:
            state.zone[x] = PLOT_DECK
        note(state, "plots_return")
    reveal_draw = state.table.draw_on[p][0]
    if reveal_draw and not is_blank(state, p):
        draw(state, reveal_draw)


def note(state: AgotState, *event: object) -> None:
    """A line of the narrative log (only for interactive sessions)."""
    if state.verbose:
        state.events.append((state.round,) + event)


# -- cards moving ---------------------------------------------------------------------
def draw(state: AgotState, n: int) -> int:
    """Draw up to n cards; an empty draw deck eliminates at once [001 §Spielsieg]."""
    drawn = 0
    deck = state.draw
    if n > 0:
        titles = state.table.title
        seen = state.seen_round
        rnd = state.round
        hand = state.hand
        zone = state.zone
        while drawn < n and deck:
            c = deck.pop()
            hand.append(c)
            zone[c] = HAND
            t = titles[c]
            if seen[t] < 0:
                seen[t] = rnd
            drawn += 1
        state.drawn += drawn
        if state.verbose and drawn:
            note(state, "draw", drawn, tuple(hand[-drawn:]))
    if not deck:
        note(state, "eliminated")
        state.end(ELIMINATED, "decked")
    return drawn


def total_power(state: AgotState) -> int:
    return state.power + sum(state.card_power.values())


def gain_power(state: AgotState, n: int, card: int = -1, why: str = "") -> None:
    """n power for the faction (card = -1) or on a card; a card that gains power tells the
    cards "power_gained" (card, option = why, amount = n): Lightbringer, Riverrun."""
    if n <= 0:
        return
    if card >= 0:
        state.card_power[card] = state.card_power.get(card, 0) + n
    else:
        state.power += n
    if state.verbose:
        note(state, "power", n, card, why)
    if total_power(state) >= WIN_POWER:
        state.end(WIN, "power_15")
    elif card >= 0:
        fire(state, "power_gained", card, why, n)


def is_active(state: AgotState, i: int) -> bool:
    """Is this card's constant ability in effect (in play, revealed plot, agenda, and its
    printed text box not blank)?"""
    kind = state.table.kind[i]
    zone = state.zone[i]
    if kind == PLOT:
        on = zone == REVEALED
    elif kind == AGENDA:
        on = zone == OUT
    else:
        on = zone == PLAY
    if on and state.table.index.may_apply("blank", state.lasting):
        return on and not is_blank(state, i)
    return on


def is_blank(state: AgotState, c: int) -> bool:
    """Is c's printed text box blank [001 §Leer]: no printed traits, keywords, abilities or
    gold / initiative / reserve modifiers (what other cards give it stays)."""
    if not state.table.index.may_apply("blank", state.lasting):
        return False
    return runtime.blank(state, state.hooks, c)


def modifier(state: AgotState, stat: str) -> int:
    total = 0
    for i, amount in state.table.modifiers.get(stat, ()):
        if is_active(state, i):
            total += amount
    if state.table.index.may_apply("modify", state.lasting):
        total += runtime.constant_total(state, state.hooks, "modify", -1, stat)
    return total


def cannot(state: AgotState, c: int, what: str) -> bool:
    """Does a constant or lasting effect say c cannot ``what`` (stand, ...)? Only asked when
    an ability of the deck may say so."""
    if what not in state.table.forbidden:
        return False
    return runtime.cannot(state, state.hooks, c, what)


def may_forbid(state: AgotState, what: str) -> bool:
    """Cheap test: can a constant effect say a card cannot ``what`` in this game?"""
    found = state.table.index.constants.get("cannot")
    if not found:
        return False
    abilities = state.table.abilities
    return any(abilities[s][k].effects[e].value == what for s, k, e in found)


def standing_cap(state: AgotState) -> int:
    """How many characters may stand in the standing phase (-1 = no cap)."""
    if "cap_standing" not in state.table.index.constants:
        return -1
    caps = [amount for s, k, e in state.table.index.constants["cap_standing"]
            for amount in (state.table.abilities[s][k].effects[e].amount,)
            if is_active(state, s)]
    return min(caps) if caps else -1


def attacker_cap(state: AgotState) -> int:
    """How many characters may be declared as attackers in one challenge (-1 = no cap):
    the lowest active "max_attackers" constant (Jousting Contest)."""
    found = state.table.index.constants.get("game")
    if not found:
        return -1
    abilities = state.table.abilities
    caps = [eff.amount for s, k, e in found for eff in (abilities[s][k].effects[e],)
            if eff.value == "max_attackers" and is_active(state, s)]
    return min(caps) if caps else -1


def income(state: AgotState) -> int:
    base = state.table.income[state.plot] if state.plot >= 0 else 0
    return max(0, base + modifier(state, "income"))


def initiative(state: AgotState) -> int:
    base = state.table.initiative[state.plot] if state.plot >= 0 else 0
    return max(0, base + modifier(state, "initiative"))


def reserve(state: AgotState) -> int:
    base = state.table.reserve[state.plot] if state.plot >= 0 else 0
    return max(0, base + modifier(state, "reserve"))


def draw_phase_cards(state: AgotState) -> int:
    return max(0, DRAW_PHASE_CARDS + modifier(state, "draw"))


# -- strength, icons, keywords with attachment bonuses ------------------------------------
def _bonuses(state: AgotState, c: int) -> list:
    """The attachment bonuses on c (empty unless the deck has bonus attachments)."""
    t = state.table
    if not t.has_bonus:
        return []
    parent, bonus = state.parent, t.attach_bonus
    return [bonus[a] for a in state.attachments if parent.get(a) == c and bonus[a] is not None]


def fixed_strength(state: AgotState) -> int:
    """The STR every character's STR is set to (-1 = none): the last active "set_strength"
    constant (At the Palace of Sorrows). A set value overrides every other modifier
    [001 §Modifikatoren]."""
    abilities = state.table.abilities
    fixed = -1
    for s, k, e in state.table.index.constants["game"]:
        eff = abilities[s][k].effects[e]
        if eff.value == "set_strength" and is_active(state, s):
            fixed = eff.amount
    return fixed


def strength(state: AgotState, c: int) -> int:
    if "game" in state.table.index.constants and state.table.kind[c] == CHARACTER:
        fixed = fixed_strength(state)
        if fixed >= 0:
            return fixed
    value = state.table.strength[c] + sum(b.strength for b in _bonuses(state, c))
    if state.table.index.may_apply("modify", state.lasting):
        value += runtime.constant_total(state, state.hooks, "modify", c, "strength")
        return value if value > 0 else 0
    return value


# the grant kinds ``_granted`` reads for icons and for keywords (its loop below)
_GRANTS_READ = {"icon": frozenset({"icon"}), "keyword": frozenset({"keyword", "keywords_of"})}


def _granted(state: AgotState, c: int, what: str) -> int:
    """The icon or keyword bits (``what``) effects grant c now: asked only when an ability
    of the deck may grant one (a keyword also by copying: "keywords_of")."""
    if not _GRANTS_READ[what] & state.table.grant_kinds:
        return 0
    if not state.table.index.may_apply("grant", state.lasting):
        return 0
    bits = 0
    table = ICON_BITS if what == "icon" else KEYWORD_BITS
    for value in runtime.constant_values(state, state.hooks, "grant", c):
        if value[0] == what:
            bits |= table[value[1]]
        elif value[0] == "keywords_of" and what == "keyword":
            bits |= _keywords_of(state, value[1], c)
    return bits


_COPYING: list[bool] = []            # keywords being copied: copies of copies are not read


def _keywords_of(state: AgotState, f, c: int) -> int:
    """The keywords of each other character in play that filter f matches, as it has them
    now (Lysa Arryn: those of the other loyal characters; Gendry's reaction: Gendry's). A
    keyword that character itself copies from another is not passed on (no copy loops)."""
    if _COPYING:
        return 0
    _COPYING.append(True)
    try:
        bits = 0
        for x in state.characters:
            if x != c and state.zone[x] == PLAY and in_filter(state, f, x):
                bits |= keywords(state, x)
        return bits
    finally:
        _COPYING.pop()


def icons(state: AgotState, c: int) -> int:
    value = state.table.icons[c]
    for b in _bonuses(state, c):
        value |= b.icons
    return value | _granted(state, c, "icon")


def keywords(state: AgotState, c: int) -> int:
    value = 0 if is_blank(state, c) else state.table.keywords[c]
    for b in _bonuses(state, c):
        value |= b.keywords
    return value | _granted(state, c, "keyword")


def ambush_cost(state: AgotState, c: int) -> int:
    """Gold to put c into play from hand with Ambush (X), or -1 (no Ambush): its printed
    Ambush, or the Ambush an effect grants it in hand (a GRANT of ("ambush", d): X is its
    printed cost + d - The Wolfswood, Pyke), the lowest."""
    t = state.table
    x = t.ambush[c]
    if "ambush" not in t.grant_kinds:
        return x
    for value in runtime.constant_values(state, state.hooks, "grant", c):
        if value[0] == "ambush":
            y = max(0, t.cost[c] + value[1])
            if x < 0 or y < x:
                x = y
    return x


# -- uniques, costs, reducers -------------------------------------------------------------------
def copy_in_play(state: AgotState, c: int) -> int:
    """The in-play (or, during setup, placed) copy of c's title, or -1."""
    title = state.table.title
    want = title[c]
    zone = state.zone
    for group in (state.characters, state.locations, state.attachments):
        for x in group:
            if title[x] == want and zone[x] in (PLAY, SETUP):
                return x
    return -1


def hosts_in_play(state: AgotState) -> dict[int, int]:
    """title -> the in-play card of that title (hosts for duplicates)."""
    title = state.table.title
    zone = state.zone
    out: dict[int, int] = {}
    for group in (state.characters, state.locations, state.attachments):
        for x in group:
            if zone[x] == PLAY:
                out.setdefault(title[x], x)
    return out


def copy_in_dead_pile(state: AgotState, c: int) -> bool:
    """Is another copy of c's title in the dead pile? (c itself does not count: the only
    copy in the dead pile may come back directly from there [001 §Totenstapel].)"""
    title = state.table.title
    want = title[c]
    return any(title[x] == want and x != c for x in state.dead)


def self_reduction(state: AgotState, c: int) -> int:
    """Gold off c's own marshaling cost for the matching cards in play, or while the
    revealed plot has a trait (SelfCostReduction)."""
    found = state.table.self_reducers.get(c)
    if found is None:
        return 0
    matches, amount, plot_trait = found
    if plot_trait:
        return amount if state.plot >= 0 and plot_trait in state.table.traits[state.plot] else 0
    zone = state.zone
    return amount * sum(1 for x in state.characters + state.locations + state.attachments
                        if x in matches and zone[x] == PLAY)


def marshal_cost(state: AgotState, c: int, consume: bool = False) -> int:
    """Gold to marshal c now: printed cost minus every reducer that applies."""
    t = state.table
    cost = t.cost[c]
    if t.self_reducers:
        cost -= self_reduction(state, c)
    if t.each_reducers:
        for r in t.each_reducers:
            if c in r.matches and is_active(state, r.source):
                cost -= r.amount
    if t.first_reducers:
        for r in t.first_reducers:
            if r.key not in state.first_used and c in r.matches and is_active(state, r.source):
                cost -= r.amount
                if consume:
                    state.first_used.add(r.key)
    if state.reductions:
        keep = []
        for key in state.reductions:
            r = t.next_reducers[key]
            if c in r.matches:
                cost -= r.big_amount if r.big_cost and t.cost[c] >= r.big_cost else r.amount
                if consume and not r.each:
                    continue                  # "the next card": used up
            keep.append(key)
        if consume:
            state.reductions[:] = keep
    return max(0, cost)


def event_cost(state: AgotState, c: int, consume: bool = False) -> int:
    """Gold to play event c from hand: printed cost minus the active reducers that reduce
    events ("the first event you play each round", "... you marshal or play") and the
    pending "next card this phase" reductions that do; ``consume`` uses up the
    first-per-round ones and the pending ones that applied."""
    t = state.table
    cost = t.cost[c]
    if t.kind[c] != EVENT:
        return cost
    for r in t.each_reducers:
        if r.events and c in r.matches and is_active(state, r.source):
            cost -= r.amount
    for r in t.first_reducers:
        if r.events and r.key not in state.first_used and c in r.matches \
                and is_active(state, r.source):
            cost -= r.amount
            if consume:
                state.first_used.add(r.key)
    if state.reductions:
        for key in list(state.reductions):
            r = t.next_reducers[key]
            if r.events and c in r.matches:
                cost -= r.amount
                if consume and not r.each:
                    state.reductions.remove(key)
    return max(0, cost)


def cost_reductions(state: AgotState) -> list[tuple[frozenset[int], int, int, int]]:
    """The reductions that apply right now: (cards, amount, big_cost, big_amount) - every
    active "each" and unused "first" reducer and every pending "next card" reduction.
    Compute once per decision, then ``cost_with`` for each card."""
    t = state.table
    out = []
    for r in t.each_reducers:
        if is_active(state, r.source):
            out.append((r.matches, r.amount, 0, 0))
    for r in t.first_reducers:
        if r.key not in state.first_used and is_active(state, r.source):
            out.append((r.matches, r.amount, 0, 0))
    for key in state.reductions:
        r = t.next_reducers[key]
        out.append((r.matches, r.amount, r.big_cost, r.big_amount))
    return out


def cost_with(cost: int, c: int, reductions: list[tuple[frozenset[int], int, int, int]]) -> int:
    printed = cost
    for matches, amount, big_cost, big_amount in reductions:
        if c in matches:
            cost -= big_amount if big_cost and printed >= big_cost else amount
    return cost if cost > 0 else 0


def use_reducer(state: AgotState, key: int) -> None:
    r = state.table.next_reducers[key]
    if r.pay == "faction":
        state.faction_knelt = True
    else:
        kneel(state, r.source)
        if r.pay == "kneel_sacrifice":
            leave_play(state, r.source, DISCARD)
    state.reductions.append(key)
    note(state, "reduce", r.source, r.amount)


def may_enter(state: AgotState, c: int) -> bool:
    """Not a unique card with a copy in play or in the dead pile [001 §Einzigartige Karten]."""
    t = state.table
    if not t.unique[c]:
        return True
    return copy_in_play(state, c) < 0 and not copy_in_dead_pile(state, c)


def targets(state: AgotState, a: int) -> list[int]:
    """Legal hosts in play for attachment a."""
    allowed = state.table.attach_targets[a]
    zone = state.zone
    out = [x for x in state.characters if x in allowed and zone[x] == PLAY]
    out.extend(x for x in state.locations if x in allowed and zone[x] == PLAY)
    return out


def put_into_play(state: AgotState, c: int, host: int = -1, zone: int = PLAY) -> None:
    """c (from wherever it is, already removed from that list) enters play."""
    kind = state.table.kind[c]
    state.zone[c] = zone
    if host >= 0 and state.table.title[host] == state.table.title[c]:
        state.zone[c] = DUPLICATE if zone == PLAY else zone
        state.duplicates.append(c)
        state.parent[c] = host
        return
    if kind == CHARACTER:
        state.characters.append(c)
    elif kind == LOCATION:
        state.locations.append(c)
    elif kind == ATTACHMENT:
        state.attachments.append(c)
        state.parent[c] = host


def entered_play(state: AgotState, c: int, marshaled: bool, how: str = "") -> None:
    """c entered play: the "draw N" statics, then the event bus (ENTERS_PLAY, and
    MARSHALED when it was marshaled)."""
    reveal, on_marshal, on_enter = state.table.draw_on[c]
    n = on_enter + (on_marshal if marshaled else 0)
    if n and not is_blank(state, c):
        draw(state, n)
    triggers = state.table.index.triggers
    if triggers:
        host = state.parent.get(c, -1)
        if "modified" in triggers and host >= 0 and state.table.has_bonus:
            bonus = state.table.attach_bonus[c]
            if bonus is not None and bonus.strength and state.zone[c] == PLAY:
                fire(state, "modified", host, "strength", bonus.strength)
        if "modified" in triggers:
            strength_raised(state, card=c)
        fire(state, "enters_play", c, how or ("marshal" if marshaled else "put"))
        if marshaled:
            fire(state, "marshaled", c)


def open_challenges(state: AgotState) -> int:
    """Bits of the challenge types the player may still initiate this phase: each type
    once a round, plus the additional ones granted (constant or lasting ``extra_contest``
    effects, e.g. Khal Drogo; one-off grants in ``state.extra_challenges``, e.g. Olenna's
    Informant) and not yet made."""
    left = state.challenges_left
    extra = state.extra_challenges
    counted = "extra_contest" in state.table.index.constants or bool(state.lasting)
    if left == 7 or (not counted and not any(extra)):
        return left
    h = state.hooks if counted else None
    for k, name in enumerate(CHALLENGES):
        if left & (1 << k):
            continue
        n = extra[k]
        if h is not None:
            n += runtime.constant_total(state, h, "extra_contest", -1, name)
        if n > 0:
            left |= 1 << k
    return left


def use_challenge(state: AgotState, k: int) -> None:
    """The player initiates a challenge of type k: the round's one, else an additional one
    (``state.initiated`` counts them: "the first challenge each round")."""
    state.initiated += 1
    bit = 1 << k
    if state.challenges_left & bit:
        state.challenges_left &= ~bit
    else:
        state.extra_challenges[k] -= 1


def fire(state: AgotState, kind: str, card: int = -1, option: str = "", amount: int = 0,
         cards: tuple[int, ...] = ()) -> None:
    """Tell the cards an event happened (nothing to do when no card listens to it: none of
    the deck's triggers answers this kind and option)."""
    if state.table.index.triggers_for(kind, option):
        runtime.fire(state, state.hooks, runtime.Event(kind, card, option, amount, tuple(cards)))


def kneel(state: AgotState, c: int) -> None:
    """c kneels (a card effect, a cost, a reducer); the cards hear "knelt" (Ser Horas
    Redwyne, Satin), as they do for attackers kneeling (challenges)."""
    state.knelt.add(c)
    fire(state, "knelt", c)


def leave_play(state: AgotState, c: int, to_zone: int) -> None:
    """c leaves play: attachments go back to hand (Terminal ones, and an event card attached
    as a Condition - Risen from the Sea - to the discard pile), duplicates are discarded,
    its power and gold return [001 §Das Spiel verlassen]."""
    t = state.table
    for group in (state.characters, state.locations, state.attachments, state.duplicates):
        if c in group:
            group.remove(c)
    state.parent.pop(c, None)
    state.knelt.discard(c)
    state.card_power.pop(c, None)
    state.card_gold.pop(c, None)
    if state.tokens:
        state.tokens.pop(c, None)
    runtime.forget_uses(state, c)           # back in play it is a new copy of its abilities
    for a in [x for x, host in state.parent.items() if host == c]:
        if state.zone[a] == DUPLICATE or t.keywords[a] & TERMINAL or t.kind[a] == EVENT:
            leave_play(state, a, DISCARD)
        else:
            leave_play(state, a, HAND)
    move_to(state, c, to_zone)


def move_to(state: AgotState, c: int, to_zone: int) -> None:
    """Put c (already out of every in-play list) into a pile."""
    state.zone[c] = to_zone
    if to_zone == HAND:
        state.hand.append(c)
    elif to_zone == DISCARD:
        state.discard.append(c)
    elif to_zone == DEAD:
        state.dead.append(c)
    elif to_zone == DECK:
        state.draw.append(c)
    elif to_zone == SHADOWS:
        state.shadows.append(c)
        state.shadow_round[c] = state.round


def take_from(state: AgotState, c: int) -> None:
    """Remove c from the pile it is in (hand, deck, discard, dead, shadows)."""
    for pile in (state.hand, state.draw, state.discard, state.dead, state.shadows):
        if c in pile:
            pile.remove(c)
            break
    state.shadow_round.pop(c, None)


def held_mask(state: AgotState) -> int:
    """Bit mask of the titles in hand or in play (for "seen by round N" statistics)."""
    titles = state.table.title
    mask = 0
    for group in (state.hand, state.characters, state.locations, state.attachments,
                  state.duplicates):
        for c in group:
            mask |= 1 << titles[c]
    return mask


def one_per_title(state: AgotState, cards: list[int]) -> list[int]:
    """The first instance of each title among ``cards`` (copies are interchangeable)."""
    titles = state.table.title
    seen: set[int] = set()
    out = []
    for c in cards:
        t = titles[c]
        if t not in seen:
            seen.add(t)
            out.append(c)
    return out


# -- STR raised by constant effects (for "after X's STR is increased" reactions) ------------
def _strength_watchers(state: AgotState, but: int = -1) -> list[int]:
    """Cards in play with a reaction to their own STR being raised (Randyll Tarly)."""
    found = state.table.index.triggers.get("modified")
    if not found:
        return []
    abilities = state.table.abilities
    zone = state.zone
    return [c for c, k in found
            if c != but and zone[c] == PLAY and abilities[c][k].about == "self"]


def strength_raised(state: AgotState, card: int = -1) -> None:
    """Constant effects may have started to raise a card's STR: because ``card`` entered play
    (or, a plot, was revealed), or (card = -1) because the challenge being resolved was
    declared with its attackers. Each watcher whose STR from constant effects is higher now than without
    that card / outside that challenge hears "modified" (option "strength", amount = the
    rise). Lasting effects and attachments tell the cards themselves when they begin; a rise
    for any other reason (a card leaving play, a phase beginning) is not noticed."""
    watchers = _strength_watchers(state, card)
    if not watchers:
        return
    h = state.hooks
    now = [runtime.constant_total(state, h, "modify", w, "strength") for w in watchers]
    if card >= 0:
        zone = state.zone[card]
        state.zone[card] = OUT                       # as if it had not come
        before = [runtime.constant_total(state, h, "modify", w, "strength") for w in watchers]
        state.zone[card] = zone
    else:
        k, attackers = state.challenge, state.attackers
        state.challenge, state.attackers = -1, []    # as if no challenge were declared
        before = [runtime.constant_total(state, h, "modify", w, "strength") for w in watchers]
        state.challenge, state.attackers = k, attackers
    for w, old, new in zip(watchers, before, now, strict=True):
        if new > old and state.zone[w] == PLAY:
            runtime.fire(state, h, runtime.Event("modified", w, "strength", new - old))


# -- traits and loyalty granted by effects (Knighted, The Wolf King, Lysa Arryn) --------------
# The card filters of the records are matched once per deck (``CardTable.filter_sets``, from
# printed traits and loyalty). A GRANT of ("trait", name) or ("loyal", True / False) changes
# that for the cards it reaches while it applies; ``filter_set`` / ``in_filter`` are the
# filter as it stands now.
_COMPUTING: list[bool] = []          # granted properties being computed: filters read printed


def may_change(state: AgotState, f) -> bool:
    """May a trait or loyalty grant change whether a card matches filter f? Only a trait f
    names that an ability of the deck may grant, or a loyalty when f asks for one and an
    ability may grant it (``table_matches`` reads traits and loyalty there only)."""
    t = state.table
    return bool(f.traits & t.granted_traits) or (f.loyal is not None and "loyal" in t.grant_kinds)


def granted_to(state: AgotState, c: int) -> tuple[frozenset[str], bool | None] | None:
    """(the traits granted to c beyond its printed ones, its loyalty if an effect says
    otherwise) while an active trait or loyalty grant reaches c in play; None when none does
    (or none changes anything). Only c's grants are asked: the ability index lists the few
    that may reach it."""
    if _COMPUTING or state.zone[c] != PLAY:
        return None
    _COMPUTING.append(True)
    try:
        values = runtime.constant_values(state, state.hooks, "grant", c)
    finally:
        _COMPUTING.pop()
    if not values:
        return None
    t = state.table
    traits: set[str] = set()
    loyal = None
    for value in values:
        if value[0] == "trait":
            traits.add(value[1])
        elif value[0] == "loyal":
            loyal = value[1]
    extra = frozenset(traits) - t.traits[c]
    if loyal == t.loyal[c]:
        loyal = None
    return (extra, loyal) if extra or loyal is not None else None


def table_matches(state: AgotState, f, c: int, traits: frozenset[str], loyal: bool) -> bool:
    """Does card c match filter f with these traits and this loyalty (its other facts as
    printed)? The same test as ``cards._matches``, on the table's data."""
    t = state.table
    if f.kinds and t.kind[c] not in f.kinds:
        return False
    if f.exclude_kinds and t.kind[c] in f.exclude_kinds:
        return False
    faction = t.card_faction[c]
    if f.factions and faction not in f.factions:
        return False
    if f.exclude_faction and faction == f.exclude_faction:
        return False
    if (f.traits or f.names) and not (traits & f.traits) and t.names[c].lower() not in f.names:
        return False
    if f.unique is not None and t.unique[c] != f.unique:
        return False
    if f.limited is not None and bool(t.keywords[c] & LIMITED) != f.limited:
        return False
    if f.loyal is not None and loyal != f.loyal:
        return False
    if f.out_of_faction is not None and (faction != t.faction) != f.out_of_faction:
        return False
    if f.min_printed_cost and t.cost[c] < f.min_printed_cost:
        return False
    if f.max_printed_strength is not None and t.strength[c] > f.max_printed_strength:
        return False
    if f.max_printed_cost is not None and t.cost[c] > f.max_printed_cost:
        return False
    return True


def filter_set(state: AgotState, f):
    """The cards filter f matches now: its printed set, changed for the cards in play an
    effect grants a trait or a loyalty (None for no filter)."""
    if f is None:
        return None
    printed = state.table.filter_sets[f]
    if _COMPUTING or not may_change(state, f):
        return printed                       # (while grants are computed: as printed)
    t = state.table
    out = None
    for group in (state.characters, state.locations, state.attachments):
        for c in group:
            granted = granted_to(state, c)
            if granted is None:
                continue
            if out is None:
                out = set(printed)
            traits, loyal = granted
            if table_matches(state, f, c, t.traits[c] | traits,
                             t.loyal[c] if loyal is None else loyal):
                out.add(c)
            else:
                out.discard(c)
    return printed if out is None else out


def in_filter(state: AgotState, f, c: int) -> bool:
    """Does card c match filter f now (granted traits and loyalty included)? A filter no
    record names is matched on the spot."""
    t = state.table
    granted = granted_to(state, c) if may_change(state, f) else None
    if granted is None:
        printed = t.filter_sets.get(f)
        if printed is not None:
            return c in printed
        return table_matches(state, f, c, t.traits[c], t.loyal[c])
    traits, loyal = granted
    return table_matches(state, f, c, t.traits[c] | traits, t.loyal[c] if loyal is None else loyal)
