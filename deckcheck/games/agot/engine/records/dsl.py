"""Short words to write AGoT card records with (see records/__init__.py for the rules).

    card("01002", "A Feast for Crows",
         reaction(DOMINANCE_WON, power(2), zone="plot"))

Filters (``chars``, ``locations``, ``attachments``, ``cards``) are the engine's
CardFilter; targets (``choose``, ``each``) say which cards and from which zone.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from deckcheck.games.agot.engine.cards import RECORDS
from deckcheck.games.agot.engine.effects import (
    AGENDA,
    ATTACHMENT,
    CHARACTER,
    EVENT,
    LOCATION,
    PLOT,
    AttachedBonus,
    AttachTarget,
    CardFilter,
    DrawCards,
    EachCostReduction,
    FirstCostReduction,
    Modifier,
    NextCostReduction,
)
from deckcheck.goldfish.abilities.records import (
    ATTACHED,
    BLANK,
    CANNOT,
    CAP_STANDING,
    CARD_PLAYED,
    CHOOSE,
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    DISCARD,
    DOMINANCE_WON,
    DRAW,
    DRAWN,
    EACH,
    ENTERS_PLAY,
    EXTRA_CONTEST,
    EVENT_CARD,
    GAIN_RESOURCE,
    GAIN_SCORE,
    GAME_SPECIFIC,
    GRANT,
    KILL,
    KILLED,
    KNEEL,
    KNELT,
    LEAVES_PLAY,
    MARSHALED,
    MODIFIED,
    MODIFY,
    PARTICIPANTS,
    PHASE_BEGINS,
    PHASE_ENDS,
    PLOT_REVEALED,
    PUT_INTO_PLAY,
    RETURN_TO_DECK,
    RETURN_TO_HAND,
    ROUND_BEGINS,
    ROUND_ENDS,
    SACRIFICE,
    SEARCH,
    STAND,
    THE_PLAYER,
    THIS,
    UNTIL_CONTEST,
    UNTIL_PHASE,
    UNTIL_ROUND,
    ActionAbility,
    CardRecord,
    Cond,
    Constant,
    Cost,
    Effect,
    Missing,
    Target,
    Triggered,
    helps,  # noqa: F401  (record modules import it from here)
    hurts,  # noqa: F401
    register,
)
from deckcheck.games.agot.engine.effects import ICON_BITS, KEYWORD_BITS

POWER_GAINED = "power_gained"    # AGoT event: card gained power (amount, option = why)
UNSAVABLE = "cannot_be_saved"              # hooks.UNSAVABLE (a kill / discard value)
WOULD_BE_KILLED = "would_be_killed"        # AGoT interrupt event: card is about to be killed
WOULD_BE_DISCARDED = "would_be_discarded"  # ... about to be discarded from play


def card(code: str, name: str, *abilities: Any, statics: tuple = (), inert: str = "",
         missing: tuple[Missing, ...] = (), note: str = "", pilot: str = "") -> CardRecord:
    """Register the reviewed record of one card code (``pilot="never"``: the greedy pilot
    never marshals or plays it, e.g. an attachment meant for an opponent's card)."""
    return register(RECORDS, code, name, abilities, statics, inert, missing, note, pilot)


# -- filters -------------------------------------------------------------------------------------
def _filter(kinds: tuple[int, ...], traits=(), factions=(), names=(), **kw: Any) -> CardFilter:
    return CardFilter(kinds=frozenset(kinds), traits=frozenset(t.lower() for t in traits),
                      factions=frozenset(factions), names=frozenset(n.lower() for n in names), **kw)


def chars(*traits: str, factions=(), **kw: Any) -> CardFilter:
    """Characters (with any of ``traits``, of any of ``factions``; CardFilter keywords)."""
    return _filter((CHARACTER,), traits, factions, **kw)


def locations(*traits: str, factions=(), **kw: Any) -> CardFilter:
    return _filter((LOCATION,), traits, factions, **kw)


def attachments(*traits: str, factions=(), **kw: Any) -> CardFilter:
    return _filter((ATTACHMENT,), traits, factions, **kw)


def events(*traits: str, factions=(), **kw: Any) -> CardFilter:
    return _filter((EVENT,), traits, factions, **kw)


def cards(*traits: str, kinds=(), factions=(), **kw: Any) -> CardFilter:
    return _filter(tuple(kinds), traits, factions, **kw)


# -- targets --------------------------------------------------------------------------------------
def choose(filter: CardFilter | None = None, zone: str = "play", state: str = "") -> Target:
    return Target(CHOOSE, filter, zone, state)


def each(filter: CardFilter | None = None, zone: str = "play", state: str = "") -> Target:
    return Target(EACH, filter, zone, state)


ATTACHED_CARD = Target(ATTACHED)
EVENT_CARD_T = Target(EVENT_CARD)
ATTACKERS = Target(PARTICIPANTS)


# -- effects ---------------------------------------------------------------------------------------
def draw(n: int = 1) -> Effect:
    return Effect(DRAW, n)


def gold(n: int) -> Effect:
    return Effect(GAIN_RESOURCE, n)


def power(n: int = 1, target: Target = THE_PLAYER) -> Effect:
    """n power for the faction (default) or on the target cards."""
    return Effect(GAIN_SCORE, n, target)


def stand(target: Target) -> Effect:
    return Effect(STAND, 0, target)


def kneel(target: Target) -> Effect:
    return Effect(KNEEL, 0, target)


def strength(n: int, target: Target = THIS, until: str = "", per: Target | str | None = None) -> Effect:
    """+n STR (``per``: n for each card that target names, e.g. ``each(locations(...))``, or
    per unit of a count of the game by name, hooks.COUNTS)."""
    return Effect(MODIFY, n, target, until, "strength", per)


def stat(name: str, n: int, until: str = "") -> Effect:
    """The player's income / initiative / reserve / draw (cards in the draw phase) /
    challenge_strength (STR added to the player's side of the challenge being resolved) +n."""
    return Effect(MODIFY, n, THE_PLAYER, until, name)


def keyword(name: str, target: Target = THIS, until: str = "") -> Effect:
    return Effect(GRANT, 0, target, until, ("keyword", name.lower()))


def ambush(target: Target, delta: int = 0) -> Effect:
    """The target's cards (in hand) gain Ambush (X), X = printed cost + ``delta``."""
    return Effect(GRANT, 0, target, "", ("ambush", delta))


def trait(name: str, target: Target = THIS, until: str = "") -> Effect:
    """The target's cards gain the trait (filters naming it see it: rules.in_filter)."""
    return Effect(GRANT, 0, target, until, ("trait", name.lower()))


def considered_loyal(target: Target, loyal: bool = True) -> Effect:
    """The target's cards are considered loyal (or not): filters see it (rules.in_filter)."""
    return Effect(GRANT, 0, target, "", ("loyal", loyal))


def keywords_of(filter: CardFilter, target: Target = THIS, until: str = "") -> Effect:
    """The target gains the keywords of each other character in play matching ``filter``."""
    return Effect(GRANT, 0, target, until, ("keywords_of", filter))


def icon(name: str, target: Target = THIS, until: str = "") -> Effect:
    return Effect(GRANT, 0, target, until, ("icon", name.lower()))


def blank(target: Target = ATTACHED_CARD, until: str = "") -> Effect:
    return Effect(BLANK, 0, target, until)


def cannot(what: str, target: Target = THIS, until: str = "") -> Effect:
    """what: stand | kneel_to_attack (read by the engine) | kneel | be_killed | ..."""
    return Effect(CANNOT, 0, target, until, what)


def cap_standing(n: int) -> Effect:
    """No more than n characters stand in the standing phase."""
    return Effect(CAP_STANDING, n)


def search(filter: CardFilter | None, top: int = 0) -> Effect:
    return Effect(SEARCH, top, THE_PLAYER, "", filter)


def put_into_play(target: Target) -> Effect:
    return Effect(PUT_INTO_PLAY, 0, target)


def discard(target: Target, can_be_saved: bool = True) -> Effect:
    """Discard (from play: a duplicate or a "would be discarded" interrupt may save the card,
    unless ``can_be_saved`` is False: "(cannot be saved)")."""
    return Effect(DISCARD, 0, target, "", None if can_be_saved else UNSAVABLE)


def kill(target: Target, can_be_saved: bool = True) -> Effect:
    """Kill (a duplicate or a "would be killed" interrupt may save the character, unless
    ``can_be_saved`` is False: "(cannot be saved)")."""
    return Effect(KILL, 0, target, "", None if can_be_saved else UNSAVABLE)


def to_hand(target: Target) -> Effect:
    return Effect(RETURN_TO_HAND, 0, target)


def to_deck(target: Target) -> Effect:
    return Effect(RETURN_TO_DECK, 0, target)


def sacrifice(target: Target = THIS) -> Effect:
    return Effect(SACRIFICE, 0, target)


def save() -> Effect:
    """On WOULD_BE_KILLED / WOULD_BE_DISCARDED: the event's card does not leave play
    [001 §Retten] (usable only while it is still about to leave)."""
    return Effect(GAME_SPECIFIC, 0, THE_PLAYER, "", "save")


def game_op(name: str, n: int = 0, target: Target = THE_PLAYER) -> Effect:
    """An AGoT-only operation (hooks.GAME_OPS) on the target's cards."""
    return Effect(GAME_SPECIFIC, n, target, "", name)


def game_on(name: str, target: Target, n: int = 0) -> Effect:
    """An AGoT-only operation (hooks.GAME_OPS) on the cards of ``target`` (e.g. the chosen one)."""
    return Effect(GAME_SPECIFIC, n, target, "", name)


def extra_challenge(kind: str, until: str = "") -> Effect:
    """The player may initiate an additional challenge of ``kind`` (rules.open_challenges)."""
    return Effect(EXTRA_CONTEST, 1, THE_PLAYER, until, kind)


def per(effect: Effect, count: str) -> Effect:
    """The effect's amount times a count of the game (hooks.COUNTS, conditions.py): "X is the
    number of ...", "for each ..."."""
    return replace(effect, per=count)


def mark(name: str, target: Target = THIS, until: str = UNTIL_PHASE) -> Effect:
    """A lasting mark on the target (conditions "marked" / "marked_in" and the operations
    "discard_marked" / "return_marked" read it)."""
    return Effect(GRANT, 0, target, until, ("mark", name))


def at_end_of(period: str, effect: Effect) -> Effect:
    """A delayed effect: ``effect`` resolves at the end of the period (UNTIL_PHASE, ...) on
    its cards still in play ("at the end of the phase, return it to your hand")."""
    return replace(effect, until=period)


# -- conditions and costs -----------------------------------------------------------------------------
def cond(name: str, value: Any = None, negate: bool = False) -> Cond:
    return Cond(name, value, negate)


def challenge_is(kind: str | tuple[str, ...]) -> Cond:
    """On CONTEST_DECLARED / CONTEST_WON: the challenge type (or one of several)."""
    return Cond("event_option", kind)


def phase_is(name: str) -> Cond:
    """On PHASE_BEGINS / PHASE_ENDS: which phase."""
    return Cond("event_option", name)


KNEEL_SELF = Cost("kneel_self")
KNEEL_FACTION = Cost("kneel_faction")
SACRIFICE_SELF = Cost("sacrifice_self")
ONCE_PER_PHASE = Cost("once_per_phase")     # "(Limit once per phase.)" as a cost (prefer
#                                             limit=1, limit_per="phase")


def one_of(per_round: int) -> Cost:
    """"Either: A, or B. (Limit N per round.)": write one ability per option, each with this
    cost; one option per event, ``per_round`` uses of the options together."""
    return Cost("one_of", per_round)


def pay_gold(n: int) -> Cost:
    return Cost("gold", n)


def kneel_a(target: Target) -> Cost:
    return Cost("kneel", 0, target)


# -- abilities -------------------------------------------------------------------------------------
def constant(*effects: Effect, when: tuple = (), zone: str = "play",
             per: Cond | None = None) -> Constant:
    """Effects while the card is active; ``per`` (e.g. ``count_in_play(...)``) multiplies
    their amounts: "+1 STR for each ..."."""
    return Constant(tuple(effects), tuple(when), zone, per)


def count_in_play(filter: CardFilter | None = None, state: str = "", other: bool = False) -> Cond:
    """For ``constant(per=...)``: how many cards in play match ``filter`` (``state``:
    "knelt" | "standing" | "" = either; ``other``: not counting the card itself)."""
    return Cond("in_play", (filter, state, other))


def reaction(on: str, *effects: Effect, about: str = "any", when: tuple = (), costs: tuple = (),
             limit: int = 0, zone: str = "play", pilot: str = "always",
             limit_per: str = "round") -> Triggered:
    """``limit`` uses per ``limit_per`` ("round", or "phase": "(Limit once per phase.)")."""
    return Triggered(on, tuple(effects), about, tuple(when), tuple(costs), False, limit, zone,
                     "reaction", pilot, limit_per)


def interrupt(on: str, *effects: Effect, **kw: Any) -> Triggered:
    return replace(reaction(on, *effects, **kw), timing="interrupt")


def forced(on: str, *effects: Effect, about: str = "any", when: tuple = (), limit: int = 0,
           zone: str = "play", limit_per: str = "round") -> Triggered:
    return Triggered(on, tuple(effects), about, tuple(when), (), True, limit, zone, "forced",
                     "always", limit_per)


def when_revealed(*effects: Effect) -> Triggered:
    """A plot's When Revealed ability (forced; choices fall on the player's least valuable
    card, which is what a passive opponent leaves to choose)."""
    return Triggered(PLOT_REVEALED, tuple(effects), "self", (), (), True, 0, "plot",
                     "when_revealed")


def action(*effects: Effect, costs: tuple = (), when: tuple = (), phases: tuple = (),
           limit: int = 1, zone: str = "play", title: str = "", pilot: str = "always",
           limit_per: str = "round") -> ActionAbility:
    """``limit`` uses per ``limit_per`` ("round", or "phase": "(Limit once per phase.)")."""
    return ActionAbility(tuple(effects), tuple(costs), tuple(when), limit, frozenset(phases),
                         zone, title, pilot, limit_per)


def event_action(*effects: Effect, phases: tuple = (), costs: tuple = (), when: tuple = (),
                 pilot: str = "always") -> ActionAbility:
    """An event card's Action, played from hand for its printed cost (no limit)."""
    return ActionAbility(tuple(effects), tuple(costs), tuple(when), 0, frozenset(phases), "hand",
                         "", pilot)


def event_reaction(on: str, *effects: Effect, about: str = "any", when: tuple = (),
                   costs: tuple = (), pilot: str = "always") -> Triggered:
    """An event card's Reaction, played from hand for its printed cost."""
    return Triggered(on, tuple(effects), about, tuple(when), tuple(costs), False, 0, "hand",
                     "reaction", pilot)


def event_interrupt(on: str, *effects: Effect, about: str = "any", when: tuple = (),
                    costs: tuple = (), pilot: str = "always") -> Triggered:
    """An event card's Interrupt, played from hand for its printed cost (Risen from the Sea
    on "would_be_killed")."""
    return Triggered(on, tuple(effects), about, tuple(when), tuple(costs), False, 0, "hand",
                     "interrupt", pilot)


# -- static facts (the engine's precomputed effects) ---------------------------------------------------
def income(n: int) -> Modifier:
    return Modifier("income", n)


def initiative(n: int) -> Modifier:
    return Modifier("initiative", n)


def reserve(n: int) -> Modifier:
    return Modifier("reserve", n)


def draw_phase(n: int) -> Modifier:
    return Modifier("draw", n)


def only(*filters: CardFilter) -> AttachTarget:
    """Attachment restriction: any of these filters (characters by default)."""
    return AttachTarget(tuple(filters))


OPPONENT_ONLY = AttachTarget((CardFilter(kinds=frozenset({CHARACTER})),), opponent=True)
NO_HOST = AttachTarget((), opponent=True)


def bonus(strength: int = 0, icons: tuple[str, ...] = (), keywords: tuple[str, ...] = ()) -> AttachedBonus:
    ib = 0
    for i in icons:
        ib |= ICON_BITS[i]
    kb = 0
    for k in keywords:
        kb |= KEYWORD_BITS[k]
    return AttachedBonus(strength, ib, kb)


__all__ = [name for name in dir() if not name.startswith("_")] + [
    "AGENDA", "ATTACHMENT", "CHARACTER", "EVENT", "LOCATION", "PLOT", "CARD_PLAYED",
    "CONTEST_DECLARED", "CONTEST_LOST", "CONTEST_WON", "DOMINANCE_WON", "DRAWN", "ENTERS_PLAY",
    "KILLED", "KNELT", "LEAVES_PLAY", "MARSHALED", "MODIFIED", "PHASE_BEGINS", "PHASE_ENDS", "PLOT_REVEALED",
    "ROUND_BEGINS", "ROUND_ENDS", "UNTIL_CONTEST", "UNTIL_PHASE", "UNTIL_ROUND", "THIS",
    "THE_PLAYER", "DrawCards", "EachCostReduction", "FirstCostReduction", "NextCostReduction",
    "CardFilter", "Effect", "Target", "Cost", "Cond"]
