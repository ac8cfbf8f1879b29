"""AGoT conditions and counts the card records name (``cond(name, value)``,
``per=``), beyond the basic ones in hooks.py: each reads the state and the ability's
context, cheaply (constants are evaluated in the hot loop)."""
from __future__ import annotations

from typing import Any

from deckcheck.games.agot.engine import rules
from deckcheck.games.agot.engine.effects import (
    CHALLENGES,
    CHARACTER,
)
from deckcheck.games.agot.engine.hooks import (
    COUNTS,
    CONDITIONS,
    AgotHooks,
    _pile,
)
from deckcheck.games.agot.engine.state import (
    PLAY,
    AgotState,
)
from deckcheck.goldfish.abilities.runtime import Context

# Marks: a lasting GRANT of ("mark", name) on a card remembers something about it until the
# end of a period (Gold Cloaks "entered play using ambush this phase", the character Hear Me
# Roar! put into play). Marks are neither icons nor keywords, so nothing else reads them.
MARK = "mark"


def _event_card_in(state: AgotState, ctx: Context, value: Any) -> bool:
    """The triggering event's card matches the filter ``value`` (e.g. "a [stark] character")."""
    if ctx.event is None or ctx.event.card < 0:
        return False
    matches = rules.filter_set(state, value)
    return matches is None or ctx.event.card in matches


def _marks_of(state: AgotState, source: int) -> list[int]:
    """The cards carrying a lasting mark that ``source``'s abilities placed."""
    out = []
    for entry in state.lasting:
        if entry[0] == source:
            eff = state.table.abilities[entry[0]][entry[1]].effects[entry[2]]
            if eff.op == "grant" and eff.value[0] == MARK:
                out.append(entry[3])
    return out


def _marked(state: AgotState, ctx: Context, value: Any) -> bool:
    """A card still in play carries a lasting mark placed by this ability's card."""
    return any(c >= 0 and state.zone[c] == PLAY for c in _marks_of(state, ctx.source))


def _event_card_is(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a filter; the triggering event's card matches it (e.g. the killed character
    is a Lord or Lady)."""
    if ctx.event is None or ctx.event.card < 0:
        return False
    matches = rules.filter_set(state, value)
    return matches is None or ctx.event.card in matches


CONDITIONS["event_card"] = _event_card_in      # Taxation: a Limited card was marshaled


def _other_attacker(state: AgotState, ctx: Context, value: Any) -> bool:
    """Another card than the ability's own attacks in the challenge being resolved and matches
    the filter ``value``."""
    if state.challenge < 0:
        return False
    matches = rules.filter_set(state, value)
    return any(c != ctx.source and (matches is None or c in matches) for c in state.attackers)


def _has_duplicate(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card has at least one duplicate on it."""
    parent = state.parent
    return any(parent.get(d) == ctx.source for d in state.duplicates)


def _plot_trait(state: AgotState, ctx: Context, value: Any) -> bool:
    """The revealed plot has the trait ``value`` (lower case); the passive opponent reveals
    none, so "a player has a War plot revealed" reads the player's plot only."""
    return state.plot >= 0 and value in state.table.traits[state.plot]


CONDITIONS.update({
    "event_card_in": _event_card_in, "other_attacker": _other_attacker,
    "has_duplicate": _has_duplicate, "plot_trait": _plot_trait,
})


def _first_player(state: AgotState, ctx: Context, value: Any) -> bool:
    """The player is the first player this round (it chose itself after winning initiative)."""
    from deckcheck.games.agot.engine.state import US
    return state.first_player == US


def _count_at_least(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: (count name, n): the count (see COUNTS) is at least n."""
    name, n = value
    return COUNTS[name](state, ctx) >= n


def _has_icon(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the ability's card has that icon now."""
    from deckcheck.games.agot.engine.effects import ICON_BITS
    return bool(rules.icons(state, ctx.source) & ICON_BITS[value])


def _challenge_open(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the player may still initiate a challenge of it this phase."""
    return bool(rules.open_challenges(state) & (1 << CHALLENGES.index(value)))


CONDITIONS.update({
    "marked": _marked, "event_card_is": _event_card_is, "first_player": _first_player,
    "count_at_least": _count_at_least, "has_icon": _has_icon, "challenge_open": _challenge_open,
})


# counts an effect's amount may be multiplied by (Effect.per)
def _gold_pool(state: AgotState, ctx: Context) -> int:
    """Gold in the player's gold pool."""
    return state.gold


def _used_plots(state: AgotState, ctx: Context) -> int:
    """Plot cards in the player's used pile."""
    return len(state.used_plots)


def _won_by_fives(state: AgotState, ctx: Context) -> int:
    """On a won challenge: every full 5 STR by which it was won (the passive opponent
    defends with 0 STR, so the margin is the attacking STR)."""
    return ctx.event.amount // 5 if ctx.event is not None else 0


COUNTS.update({"gold_pool": _gold_pool, "used_plots": _used_plots, "won_by_fives": _won_by_fives})


def _event_cards_include(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; one of the event's cards (the attackers of a challenge) matches
    it (The Reader: a unique [greyjoy] character participated)."""
    if ctx.event is None:
        return False
    matches = rules.filter_set(state, value)
    return any(matches is None or c in matches for c in ctx.event.cards)


def _alone_attacker(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; the event's cards are one single attacker, and it matches the
    filter (Lady Sansa's Rose: a Knight attacking alone)."""
    if ctx.event is None or len(ctx.event.cards) != 1:
        return False
    matches = rules.filter_set(state, value)
    return matches is None or ctx.event.cards[0] in matches


def _plot_trait(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a trait or a tuple of traits; the player's revealed plot has one of them (the
    passive opponent reveals no plot, so "a Summer plot card revealed" means the player's)."""
    if state.plot < 0:
        return False
    traits = state.table.traits[state.plot]
    wanted = (value,) if isinstance(value, str) else value
    return any(t.lower() in traits for t in wanted)


def _challenge_number(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: n; a challenge is being resolved and it is the n-th the player initiated this
    phase (counted from the challenge types already used; The Lord of the Crossing)."""
    if state.challenge < 0:
        return False
    return 3 - bin(state.challenges_left & 7).count("1") == value


def _deck_has(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; a matching card is in the draw deck (a search would find one)."""
    matches = rules.filter_set(state, value)
    return any(matches is None or c in matches for c in state.draw)


def _new_faction(state: AgotState, ctx: Context, value: Any) -> bool:
    """The event's card is a character with a faction affiliation (neutral has none [001
    §Neutral]) that no other card the player controls shares: not the faction card, nor a
    card in play, nor the revealed plot, nor the agenda (Hollow Hill)."""
    if ctx.event is None or ctx.event.card < 0:
        return False
    t = state.table
    c = ctx.event.card
    faction = t.card_faction[c]
    if t.kind[c] != CHARACTER or faction == "neutral" or faction == state.faction:
        return False
    others = [x for x in _pile(state, "play") if x != c]
    others.extend(_pile(state, "plot"))
    others.extend(_pile(state, "agenda"))
    return all(t.card_faction[x] != faction for x in others)


CONDITIONS.update({
    "event_cards_include": _event_cards_include,
    "alone_attacker": _alone_attacker, "plot_trait": _plot_trait,
    "challenge_number": _challenge_number, "deck_has": _deck_has,
    "new_faction": _new_faction,
})


def _count_in_play(state: AgotState, ctx: Context, value: Any) -> int:
    """value: (filter, state word, other): how many cards in play match the filter (None =
    any) and are "knelt" / "standing" ("" = either); with ``other`` the ability's own card
    does not count. The passive opponent has no cards, so "in play" is the player's."""
    filt, word, other = value
    matches = rules.filter_set(state, filt) if filt is not None else None
    knelt = state.knelt
    n = 0
    for c in _pile(state, "play"):
        if (matches is not None and c not in matches) or (other and c == ctx.source):
            continue
        if (word == "knelt" and c not in knelt) or (word == "standing" and c in knelt):
            continue
        n += 1
    return n


AgotHooks.counts = {"in_play": _count_in_play}    # counts with a value (a constant's ``per``)


def _challenge_lost(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type: has the player lost a challenge of that type this round
    (reads the bits challenges.py keeps in ``state.used[LOST_CHALLENGES]``)?"""
    from deckcheck.games.agot.engine.challenges import LOST_CHALLENGES
    return bool(state.used.get(LOST_CHALLENGES, 0) & (1 << CHALLENGES.index(value)))


CONDITIONS["challenge_lost"] = _challenge_lost


def _participating(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a filter (None = any card); one of the event's cards (the attackers of a
    "contest_won" / "contest_declared" event) matches it."""
    if ctx.event is None:
        return False
    if value is None:
        return bool(ctx.event.cards)
    matches = rules.filter_set(state, value)
    return any(c in matches for c in ctx.event.cards)


def _first_challenge(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the challenge being declared is the first of that type the
    player initiates this round (its once-a-round bit is still open)."""
    k = state.challenge
    return k >= 0 and CHALLENGES[k] == value and bool(state.challenges_left & (1 << k))


CONDITIONS["participating"] = _participating


CONDITIONS["first_challenge"] = _first_challenge


def _used_plot_trait(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a trait (lower case): a plot in the player's used pile has it."""
    traits = state.table.traits
    return any(value in traits[p] for p in state.used_plots)


def _event_cards_any(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a filter: one of the triggering event's cards matches it."""
    if ctx.event is None:
        return False
    matches = rules.filter_set(state, value)
    return any(c in matches for c in ctx.event.cards)


def _no_lasting_from_source(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card has no lasting effect of its own running. With a marker effect
    "until the end of the phase" this is a once-per-phase limit, or makes modes exclusive."""
    src = ctx.source
    return not any(e[0] == src for e in state.lasting)


def _count_with_host(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: (filter, n): at least n characters in play match the filter, counting the
    card this attachment is attached to as one of them (the attachment gives it the trait)."""
    filt, n = value
    host = state.parent.get(ctx.source, -1)
    if host < 0 or state.zone[ctx.source] != PLAY:
        return False
    matches = rules.filter_set(state, filt)
    zone = state.zone
    count = 1 + sum(1 for c in state.characters
                    if c != host and zone[c] == PLAY and c in matches)
    return count >= n


CONDITIONS["used_plot_trait"] = _used_plot_trait


CONDITIONS["event_cards_any"] = _event_cards_any


CONDITIONS["no_lasting_from_source"] = _no_lasting_from_source


CONDITIONS["count_with_host"] = _count_with_host


# -- added for wave15-e2 ----------------------------------------------------------------------
def _hand_has(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a filter; a matching card is in the player's hand."""
    matches = rules.filter_set(state, value)
    return any(c in matches for c in state.hand)


CONDITIONS["hand_has"] = _hand_has


def _initiative_at_most(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: n; the player's initiative value (plot and modifiers) is n or lower."""
    return rules.initiative(state) <= value


CONDITIONS["initiative_at_most"] = _initiative_at_most


def _challenges_initiated(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: n; the player has initiated exactly n challenges this round (0 while the
    attackers of its first challenge are declared: Ser Robar Royce)."""
    return state.initiated == value


CONDITIONS["challenges_initiated"] = _challenges_initiated


def _tyrell_in_hand_up_to_3(state: AgotState, ctx: Context) -> int:
    """[tyrell] characters in hand, at most 3 (Highgarden 22023 reveals up to 3)."""
    t = state.table
    return min(3, sum(1 for c in state.hand
                      if t.kind[c] == CHARACTER and t.card_faction[c] == "tyrell"))


COUNTS["tyrell_characters_in_hand_up_to_3"] = _tyrell_in_hand_up_to_3
