"""AGoT conditions and counts the card records name (``cond(name, value)``,
``per=``), beyond the basic ones in hooks.py: each reads the state and the ability's
context, cheaply (constants are evaluated in the hot loop)."""
from __future__ import annotations

from typing import Any  # noqa: F811

from deckcheck.games.agot.engine import play_rules  # noqa: F811
from deckcheck.games.agot.engine.effects import CHALLENGES, CHARACTER, ICON_BITS, KEYWORD_BITS
from deckcheck.games.agot.engine.state import US
from deckcheck.games.agot.engine.challenges import LOST_CHALLENGES
from deckcheck.games.agot.engine import marshaling
from deckcheck.goldfish.abilities.records import EACH, Target
from deckcheck.goldfish.abilities.runtime import candidates
from deckcheck.games.agot.engine.hooks import (
    STATE_WORDS,COUNTS, CONDITIONS, AgotHooks, cards_in_zone, in_phase, game_constants)
from deckcheck.games.agot.engine.state import (PLAY,  # noqa: F811
                                                AgotState)
from deckcheck.goldfish.abilities.runtime import Context  # noqa: F811


# Marks: a lasting GRANT of ("mark", name) on a card remembers something about it until the
# end of a period (Gold Cloaks "entered play using ambush this phase", the character Hear Me
# Roar! put into play). Marks are neither icons nor keywords, so nothing else reads them.
MARK = "mark"


def _event_card_in(state: AgotState, ctx: Context, value: Any) -> bool:
    """The triggering event's card matches the filter ``value`` (e.g. "a [stark] character")."""
    if ctx.event is None or ctx.event.card < 0:
        return False
    matches = play_rules.filter_set(state, value)
    return matches is None or ctx.event.card in matches


def marks_of(state: AgotState, source: int) -> list[int]:
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
    return any(c >= 0 and state.zone[c] == PLAY for c in marks_of(state, ctx.source))


CONDITIONS["event_card"] = _event_card_in      # Taxation: a Limited card was marshaled


def _other_attacker(state: AgotState, ctx: Context, value: Any) -> bool:
    """Another card than the ability's own attacks in the challenge being resolved and matches
    the filter ``value``."""
    if state.challenge < 0:
        return False
    matches = play_rules.filter_set(state, value)
    return any(c != ctx.source and (matches is None or c in matches) for c in state.attackers)


def _has_duplicate(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card has at least one duplicate on it."""
    parent = state.parent
    return any(parent.get(d) == ctx.source for d in state.duplicates)


CONDITIONS.update({
    "other_attacker": _other_attacker,
    "has_duplicate": _has_duplicate,
})


def _first_player(state: AgotState, ctx: Context, value: Any) -> bool:
    """The player is the first player this round (it chose itself after winning initiative)."""
    return state.first_player == US


def _count_at_least(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: (count name, n): the count (see COUNTS) is at least n."""
    name, n = value
    return COUNTS[name](state, ctx) >= n


def _has_icon(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the ability's card has that icon now."""
    return bool(play_rules.icons(state, ctx.source) & ICON_BITS[value])


def _challenge_open(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the player may still initiate a challenge of it this phase."""
    return bool(play_rules.open_challenges(state) & (1 << CHALLENGES.index(value)))


CONDITIONS.update({
    "marked": _marked, "first_player": _first_player,
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


def _faction_power(state: AgotState, ctx: Context) -> int:
    """Power on the player's faction card (King's Gate: "5 or more power on your faction
    card"; the passive opponent has none, so "more power than an opponent" is 1 or more)."""
    return state.power


COUNTS.update({"gold_pool": _gold_pool, "used_plots": _used_plots, "won_by_fives": _won_by_fives,
               "faction_power": _faction_power})


def _event_cards_include(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter (None = any card); one of the event's cards (the attackers of a
    challenge) matches it (The Reader: a unique [greyjoy] character participated)."""
    if ctx.event is None:
        return False
    matches = play_rules.filter_set(state, value)
    return any(matches is None or c in matches for c in ctx.event.cards)


def _alone_attacker(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; the event's cards are one single attacker, and it matches the
    filter (Lady Sansa's Rose: a Knight attacking alone)."""
    if ctx.event is None or len(ctx.event.cards) != 1:
        return False
    matches = play_rules.filter_set(state, value)
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
    matches = play_rules.filter_set(state, value)
    return any(matches is None or c in matches for c in state.draw)


CONDITIONS.update({
    "event_cards_include": _event_cards_include,
    "alone_attacker": _alone_attacker, "plot_trait": _plot_trait,
    "challenge_number": _challenge_number, "deck_has": _deck_has,
})


def _count_in_play(state: AgotState, ctx: Context, value: Any) -> int:
    """value: (filter, state word, other): how many cards in play match the filter (None =
    any) and are "knelt" / "standing" ("" = either); with ``other`` the ability's own card
    does not count. The passive opponent has no cards, so "in play" is the player's."""
    filt, word, other = value
    matches = play_rules.filter_set(state, filt) if filt is not None else None
    knelt = state.knelt
    n = 0
    for c in cards_in_zone(state, "play"):
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
    return bool(state.used.get(LOST_CHALLENGES, 0) & (1 << CHALLENGES.index(value)))


CONDITIONS["challenge_lost"] = _challenge_lost


def _first_challenge(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a challenge type; the challenge being declared is the first of that type the
    player initiates this round (its once-a-round bit is still open)."""
    k = state.challenge
    return k >= 0 and CHALLENGES[k] == value and bool(state.challenges_left & (1 << k))


CONDITIONS["first_challenge"] = _first_challenge


def _used_plot_trait(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a trait (lower case): a plot in the player's used pile has it."""
    traits = state.table.traits
    return any(value in traits[p] for p in state.used_plots)


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
    matches = play_rules.filter_set(state, filt)
    zone = state.zone
    count = 1 + sum(1 for c in state.characters
                    if c != host and zone[c] == PLAY and c in matches)
    return count >= n


CONDITIONS["used_plot_trait"] = _used_plot_trait


CONDITIONS["no_lasting_from_source"] = _no_lasting_from_source


CONDITIONS["count_with_host"] = _count_with_host


# -- for the cards completed last (per-phase limits, granted traits, Ambush in hand) --
def _initiative_at_most(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: n; the player's initiative value (plot and modifiers) is n or lower."""
    return play_rules.initiative(state) <= value


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
# -- more conditions the records name --
def city_plots(state: AgotState, ctx: Context | None = None) -> int:
    """City plot cards in the player's used pile, plus those an effect says it is considered
    to have ("extra_city_plot": Gulltown)."""
    traits = state.table.traits
    return (sum(1 for p in state.used_plots if "city" in traits[p])
            + sum(n for _, n in game_constants(state, "extra_city_plot")))


COUNTS["city_plots"] = city_plots


# -- conditions
def _controls_only(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; every character the player controls matches it (Alysane
    Mormont: "while each character you control has the [stark] affiliation")."""
    matches = play_rules.filter_set(state, value)
    return all(c in matches for c in state.characters if state.zone[c] == PLAY)


def _can_attack_again(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card (value "attached": its host) is a knelt character that could make
    a challenge still open if it stood: the challenges phase, between challenges, an open
    type it has the icon of, STR 1 or more. Against the passive opponent standing a
    character matters only for that (Queensguard)."""
    c = state.parent.get(ctx.source, -1) if value == "attached" else ctx.source
    if c < 0 or state.zone[c] != PLAY or c not in state.knelt or state.challenge >= 0:
        return False
    if not in_phase(state, ctx, "challenges"):
        return False
    return bool(play_rules.open_challenges(state) & play_rules.icons(state, c)) and play_rules.strength(state, c) >= 1


def _in_hand(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a CardFilter; a card in the player's hand matches it."""
    matches = play_rules.filter_set(state, value)
    return any(matches is None or c in matches for c in state.hand)


CONDITIONS.update({"controls_only": _controls_only, "can_attack_again": _can_attack_again,
                   "in_hand": _in_hand})


# -- more conditions the records name --
# Target state words (``Target.state``) beyond the ones AgotHooks.matches reads itself:
# name -> fn(state, ctx, card) -> bool, asked after the target's filter and zone matched.
_ICON_COUNT = (0, 1, 1, 2, 1, 2, 2, 3)


def _few_icons(state: AgotState, ctx: Context, card: int) -> bool:
    """The card has 1 or fewer challenge icons now (Sentinel Stand)."""
    return _ICON_COUNT[play_rules.icons(state, card) & 7] <= 1


def _participant(state: AgotState, ctx: Context, card: int) -> bool:
    """The card is among the triggering event's cards: the attackers of a won challenge,
    still known after the challenge closed (Maiden's Bane)."""
    return ctx.event is not None and card in ctx.event.cards


def _top(n: int):
    def word(state: AgotState, ctx: Context, card: int) -> bool:
        """Among the top cards of the draw deck (the deck's top card is last)."""
        return card in state.draw[-n:]
    return word


def _bottom(n: int):
    def word(state: AgotState, ctx: Context, card: int) -> bool:
        """Among the bottom cards of the draw deck."""
        return card in state.draw[:n]
    return word


STATE_WORDS.update({
    "few_icons": _few_icons, "participant": _participant,
    "top_5": _top(5), "top_10": _top(10), "bottom_5": _bottom(5),
})


def _reserve_margin(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: n; the hand holds at least n cards fewer than the reserve value (Three-Finger
    Hobb: "lower than your reserve value" is n = 1)."""
    return play_rules.reserve(state) - len(state.hand) >= value


def _host_participating(state: AgotState, ctx: Context, value: Any) -> bool:
    """The card this attachment is attached to is among the triggering event's cards (the
    attackers of a won challenge: Mercenary Contract)."""
    host = state.parent.get(ctx.source, -1)
    return host >= 0 and ctx.event is not None and host in ctx.event.cards


def _has_candidates(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: (filter, zone, state word); a card there matches (Daenerys Targaryen: an
    attachment among the top 10 cards of the deck)."""

    filt, zone, word = value
    return bool(candidates(state, state.hooks, ctx, Target(EACH, filt, zone, word)))


def _marked_in(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: (zone, n); at least n cards this ability's card marked are in that zone
    (Craster: characters killed this phase, in the dead pile)."""
    zone, n = value
    h = state.hooks
    return sum(1 for c in marks_of(state, ctx.source) if c >= 0 and h.in_zone(state, c, zone)) >= n


def _event_card_bestow(state: AgotState, ctx: Context, value: Any) -> bool:
    """The triggering event's card has the Bestow keyword (Vargo Hoat)."""
    return ctx.event is not None and ctx.event.card >= 0 and state.table.bestow[ctx.event.card] > 0


CONDITIONS.update({
    "reserve_margin": _reserve_margin, "host_participating": _host_participating,
    "has_candidates": _has_candidates, "marked_in": _marked_in,
    "event_card_bestow": _event_card_bestow,
})


def _used_plots_max5(state: AgotState, ctx: Context) -> int:
    """Plot cards in the player's used pile, at most 5 (Secret Schemes)."""
    return min(5, len(state.used_plots))


COUNTS["used_plots_max5"] = _used_plots_max5


# -- more conditions the records name --
from deckcheck.games.agot.engine.effects import ATTACHMENT  # noqa: E402


def _event_attached_here(state: AgotState, ctx: Context, value: Any) -> bool:
    """The triggering event's card (an attachment that entered play) is attached to the
    ability's card (Seasoned Woodsman: "after you attach an attachment to him")."""
    if ctx.event is None or ctx.event.card < 0:
        return False
    c = ctx.event.card
    return state.zone[c] == PLAY and state.parent.get(c, -1) == ctx.source \
        and state.table.kind[c] == ATTACHMENT


def own_reducers(state: AgotState, source: int) -> list:
    """The "ability" cost reducers of a card (NextCostReduction with pay "ability")."""
    return [r for r in state.table.next_reducers if r.source == source and r.pay == "ability"]


def _reduction_affords(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: n (gold off) or a count name (COUNTS) for it. The card's own "ability" reducer
    (by n) would make affordable a card in hand it applies to that the gold in the pool does
    not pay for now (a sensible player uses such a reducer only for a card it then
    marshals)."""
    n = COUNTS[value](state, ctx) if isinstance(value, str) else value
    reducers = own_reducers(state, ctx.source)
    if n <= 0 or not reducers:
        return False
    matches = reducers[0].matches
    gold = state.gold
    kind = state.table.kind
    for c, cost, host in marshaling.marshal_options(state):
        if host >= 0 or c not in matches or cost <= gold or cost - n > gold:
            continue
        if kind[c] == ATTACHMENT and not play_rules.targets(state, c):
            continue
        return True
    return False


def _shadow_ready(state: AgotState, ctx: Context, value: Any) -> bool:
    """The ability's card is in shadows since an earlier round (it may come out now)."""
    c = ctx.source
    return c in state.shadows and state.shadow_round.get(c, state.round) < state.round


def _gold_on_card(state: AgotState, ctx: Context) -> int:
    """Gold on the ability's card (Bestow)."""
    return state.card_gold.get(ctx.source, 0)


CONDITIONS.update({
    "event_attached_here": _event_attached_here,
    "reduction_affords": _reduction_affords, "shadow_ready": _shadow_ready,
})
COUNTS["gold_on_card"] = _gold_on_card


# -- more conditions the records name --
def _power_on_self(state: AgotState, ctx: Context) -> int:
    """Power on the ability's own card (Catelyn Stark: +1 STR for each power she has; The
    Blackfish: while he has 4 or more power)."""
    return state.card_power.get(ctx.source, 0)


COUNTS["power_on_self"] = _power_on_self


def _has_keyword(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a keyword (lower case); the ability's card has it now, printed or granted
    (Eddard Stark: his power "using renown")."""
    return bool(play_rules.keywords(state, ctx.source) & KEYWORD_BITS[value])


CONDITIONS["has_keyword"] = _has_keyword


def could_attack_again(state: AgotState, c: int) -> bool:
    """c is a knelt character in play that, if it stood now, could make a challenge the
    player may still initiate this phase: the challenges phase between two challenges, an
    open type it has the icon of, STR 1 or more, and nothing says it cannot stand. Against
    the passive opponent this is what standing a character is for (Jon Snow)."""
    if state.zone[c] != PLAY or c not in state.knelt or state.challenge >= 0:
        return False
    if state.table.kind[c] != CHARACTER or not in_phase(state, None, "challenges"):
        return False
    if play_rules.cannot(state, c, "stand"):
        return False
    return bool(play_rules.open_challenges(state) & play_rules.icons(state, c)) and play_rules.strength(state, c) >= 1
# -- for saves and the action window inside a challenge --
def _an_attacker(state: AgotState, ctx: Context, value: Any) -> bool:
    """value: a filter (None = any card); a card that attacks in the challenge being
    resolved matches it - the ability's own card counts ("if you control a participating
    [stark] character": Winterfell Kennel Master)."""
    if state.challenge < 0 or not state.attackers:
        return False
    matches = play_rules.filter_set(state, value)
    return matches is None or any(c in matches for c in state.attackers)


def _event_other(state: AgotState, ctx: Context, value: Any) -> bool:
    """The triggering event's card is another card than the ability's own (Jory Cassel
    saves another character, not himself)."""
    return ctx.event is not None and ctx.event.card != ctx.source


CONDITIONS["an_attacker"] = _an_attacker


CONDITIONS["event_other"] = _event_other


# -- state words for the cards completed last (with:<trait>) --
def _with_attachment(trait: str):
    def word(state: AgotState, ctx: Context, card: int) -> bool:
        """The card has an attachment with the trait (Gendry: "a character with a Weapon
        attachment")."""
        traits = state.table.traits
        parent = state.parent
        return any(parent.get(a) == card and trait in traits[a] and state.zone[a] == PLAY
                   for a in state.attachments)
    return word


STATE_WORDS["with:Weapon"] = _with_attachment("weapon")
