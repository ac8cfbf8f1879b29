"""Ability records: what a card does, written as plain data the engine interprets.

A card's abilities are declared once, as frozen records keyed by card code, and the game
interprets them; cards never hold code. The vocabulary follows the one the mature
engines of these games converged on (throneteki's ``persistentEffect`` / ``reaction`` /
``action`` with ``when``, ``cost``, ``limit`` and an effects library; ringteki's the same
for L5R; the Haskell Warhammer: Invasion engine's card definitions as data), written here
as our own small set of records:

- ``Constant``: while the card is active (in play, the revealed plot, the agenda) its
  effects apply to the cards its target selects, if its condition holds.
- ``Triggered``: when an event of a kind happens (and its conditions hold), the card's
  effects resolve - by themselves when ``forced``, otherwise the player is asked (an
  optional trigger is a decision). Costs are paid first; ``limit`` caps uses per
  ``limit_per`` period: a round (the default) or a phase ("Limit once per phase.").
- ``ActionAbility``: the player may use it in an action window of the listed phases.

Effects (``Effect``) name an operation of the generic set below; the game implements
each operation on its own state (``deckcheck.goldfish.abilities.runtime.Hooks``). A
lasting effect (``until`` = phase / challenge / round) is stored in the state as plain
data and expires at the end of that period; any other operation given an ``until`` is a
delayed effect: it resolves at the end of that period, on its cards still in play ("at the
end of the phase, return it to your hand"). An effect's ``per`` counts its amount once per
matching card ("+1 STR for each The Reach location you control").

A card's ``CardRecord`` also says what is NOT modeled: ``inert`` (the text does nothing
against a passive opponent, with the reason) or ``missing`` parts, each tagged ``helps``
or ``hurts`` the deck, so every report can say which way its numbers lean.
"""
from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence
from typing import Any, Union

# -- event kinds every game may fire (a game may add its own) ------------------------------
ENTERS_PLAY = "enters_play"          # card = the card; option = how (marshal, ambush, put, setup)
MARSHALED = "marshaled"              # card was marshaled / played from hand as a cost-paid card
LEAVES_PLAY = "leaves_play"          # card; option = destination (discard, dead, hand, deck)
KILLED = "killed"                    # card
PLOT_REVEALED = "plot_revealed"      # card = the plot
PHASE_BEGINS = "phase_begins"        # option = phase name
PHASE_ENDS = "phase_ends"            # option = phase name
ROUND_BEGINS = "round_begins"
ROUND_ENDS = "round_ends"
CONTEST_DECLARED = "contest_declared"  # a challenge / conflict / attack: option = its type,
                                       # cards = the attacking cards
CONTEST_WON = "contest_won"          # option = type, cards = attackers, amount = attacking STR
CONTEST_LOST = "contest_lost"
DOMINANCE_WON = "dominance_won"
DRAWN = "drawn"                      # amount = cards drawn (outside the draw phase too)
CARD_PLAYED = "card_played"          # an event card was played: card
KNELT = "knelt"                      # card knelt (kneel effects and costs, attackers)
STOOD = "stood"                      # card stood (a phase's standing, a stand effect)
MODIFIED = "modified"                # a lasting effect (or an attachment) changed card's stat:
                                     # option = the stat, amount = the change

EVENT_KINDS = frozenset({ENTERS_PLAY, MARSHALED, LEAVES_PLAY, KILLED, PLOT_REVEALED,
                         PHASE_BEGINS, PHASE_ENDS, ROUND_BEGINS, ROUND_ENDS, CONTEST_DECLARED,
                         CONTEST_WON, CONTEST_LOST, DOMINANCE_WON, DRAWN, CARD_PLAYED,
                         MODIFIED, STOOD, KNELT})

# -- the generic effects ------------------------------------------------------------------
DRAW = "draw"                  # amount cards
GAIN_RESOURCE = "gain_resource"  # amount (AGoT gold, L5R fate, WHI resources)
GAIN_SCORE = "gain_score"      # amount (AGoT power: on the faction card or on the target)
STAND = "stand"                # target
KNEEL = "kneel"                # target
MODIFY = "modify"              # value = stat name, amount (+/-), target, until
GRANT = "grant"                # value = ("icon" | "keyword" | "trait", name), target, until
BLANK = "blank"                # target (its printed text box counts as empty), until
CAP_STANDING = "cap_standing"  # amount = how many cards of the target's kind may stand
SEARCH = "search"              # value = filter, amount = how many top cards (0 = whole deck):
                               # the first match goes to hand, the deck is shuffled
PUT_INTO_PLAY = "put_into_play"  # target (from hand / discard / deck ...)
DISCARD = "discard"            # target (from hand or play) to the discard pile
KILL = "kill"                  # target character
RETURN_TO_HAND = "return_to_hand"  # target
RETURN_TO_DECK = "return_to_deck"  # target (to the bottom)
SACRIFICE = "sacrifice"        # target (own card, leaves play)
REDUCE_NEXT = "reduce_next"    # value = filter, amount: the next matching card costs less
CANNOT = "cannot"              # value = what the target cannot do ("stand", "be_declared", ...)
EXTRA_CONTEST = "extra_contest"  # value = contest type (one more challenge of it), until
GAME_SPECIFIC = "game"         # value = the name of an operation only one game knows

EFFECT_OPS = frozenset({DRAW, GAIN_RESOURCE, GAIN_SCORE, STAND, KNEEL, MODIFY, GRANT, BLANK,
                        CAP_STANDING, SEARCH, PUT_INTO_PLAY, DISCARD, KILL, RETURN_TO_HAND,
                        RETURN_TO_DECK, SACRIFICE, REDUCE_NEXT, CANNOT, EXTRA_CONTEST,
                        GAME_SPECIFIC})

# durations (``Effect.until``); "" = instant (or, for a constant, while it is active)
UNTIL_CONTEST = "contest"
UNTIL_PHASE = "phase"
UNTIL_ROUND = "round"
DURATIONS = ("", UNTIL_CONTEST, UNTIL_PHASE, UNTIL_ROUND)

# who the cards of an effect / a cost are (``Target.who``)
SELF = "self"                  # the ability's own card
ATTACHED = "attached"          # the card this attachment is attached to
EVENT_CARD = "event"           # the card the triggering event is about
PARTICIPANTS = "participants"  # the event's cards (e.g. the attackers)
EACH = "each"                  # every card that matches, in ``zone``
CHOOSE = "choose"              # one card the player chooses among the matches
PLAYER = "player"              # no card: the player (gold, power on the faction card, draw)
WHO = frozenset({SELF, ATTACHED, EVENT_CARD, PARTICIPANTS, EACH, CHOOSE, PLAYER})

# periods of an ability's ``limit`` (``limit_per``): its uses are counted per round or per phase
LIMIT_ROUND = "round"
LIMIT_PHASE = "phase"
LIMIT_PERIODS = (LIMIT_ROUND, LIMIT_PHASE)

# lean of a missing ability: a judgement written in its record, or nobody judged it
HELPS = "helps"
HURTS = "hurts"
UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Target:
    """Which cards: ``who`` (see WHO), narrowed by the game's ``filter`` record (None = any),
    taken from ``zone`` (the game's zone name: play, hand, discard, deck, ...), and ``state``
    a game-read word ("standing", "knelt", "attacking", "" = any)."""

    who: str = SELF
    filter: Any = None
    zone: str = "play"
    state: str = ""


THIS = Target(SELF)
THE_PLAYER = Target(PLAYER)


@dataclass(frozen=True, slots=True)
class Cond:
    """A named condition the game evaluates (``Hooks.conditions[name]``); ``value`` is its
    argument; ``negate`` turns it around."""

    name: str
    value: Any = None
    negate: bool = False


@dataclass(frozen=True, slots=True)
class Effect:
    """``op`` with ``amount`` on ``target``; ``until``: a lasting op (LASTING ones) lasts that
    long, any other op is delayed to the end of that period; ``per`` (a Target): the amount
    counts once per card it names (read when the effect is read)."""

    op: str
    amount: int = 0
    target: Target = THE_PLAYER
    until: str = ""
    value: Any = None
    per: Any = None                # a count the amount is multiplied by: a name the game
                                   # knows (``Hooks.count``: "+1 STR for each gold in your
                                   # gold pool") or a Target whose matching cards are counted
                                   # ("for each The Reach location you control"); read when a
                                   # constant or lasting effect is evaluated, and when an
                                   # instant effect resolves

    def __post_init__(self) -> None:
        if self.op not in EFFECT_OPS:
            raise ValueError(f"unknown effect {self.op!r}")
        if self.until not in DURATIONS:
            raise ValueError(f"unknown duration {self.until!r}")


@dataclass(frozen=True, slots=True)
class Cost:
    """What is paid before the effects: op in kneel_self, kneel_faction, sacrifice_self,
    gold (amount), kneel (a chosen card matching ``target``), discard_power (amount from
    the source card), return_self (to hand) - the game knows how."""

    op: str
    amount: int = 0
    target: Target = THIS


@dataclass(frozen=True, slots=True)
class Constant:
    effects: tuple[Effect, ...]
    when: tuple[Cond, ...] = ()
    zone: str = "play"             # where the card must be for it to apply
    per: Cond | None = None        # "+1 STR for each ...": the effects' amounts are multiplied
                                   # by this count (``Hooks.counts[per.name]``)


@dataclass(frozen=True, slots=True)
class Triggered:
    on: str                         # event kind
    effects: tuple[Effect, ...]
    about: str = "any"              # whose event: "self" (the event's card is this card),
                                    # "attached" (the card this is attached to), "mine" (a card
                                    # of the player), "any"
    when: tuple[Cond, ...] = ()
    costs: tuple[Cost, ...] = ()
    forced: bool = False
    limit: int = 0                  # uses per ``limit_per``; 0 = no limit
    zone: str = "play"              # play | hand (an event card) | plot (revealed) | agenda
    timing: str = "reaction"        # reaction | interrupt | when_revealed (for people)
    pilot: str = "always"           # the greedy pilot: "always" uses it, "never" declines
                                    # (a game's pilot may know more hints, e.g. AGoT "spare")
    limit_per: str = LIMIT_ROUND    # the period ``limit`` counts: "round" | "phase"

    def __post_init__(self) -> None:
        if self.limit_per not in LIMIT_PERIODS:
            raise ValueError(f"unknown limit period {self.limit_per!r}")


@dataclass(frozen=True, slots=True)
class ActionAbility:
    effects: tuple[Effect, ...]
    costs: tuple[Cost, ...] = ()
    when: tuple[Cond, ...] = ()
    limit: int = 1                  # uses per ``limit_per``; 0 = no limit
    phases: frozenset[str] = frozenset()   # action windows it may be used in; empty = any
    zone: str = "play"              # play | hand (an event card) | ...
    title: str = ""
    pilot: str = "always"           # the greedy pilot: "always" (when it can), "never"
                                    # (a game's pilot may know more hints, e.g. AGoT "spare")
    limit_per: str = LIMIT_ROUND    # the period ``limit`` counts: "round" | "phase"

    def __post_init__(self) -> None:
        if self.limit_per not in LIMIT_PERIODS:
            raise ValueError(f"unknown limit period {self.limit_per!r}")


Ability = Union[Constant, Triggered, ActionAbility]


@dataclass(frozen=True, slots=True)
class Missing:
    """A part of a card's text the engine does not play, and which way that leans: the
    reviewer's judgement (``helps`` / ``hurts``); without one the lean is unknown."""

    text: str
    lean: str = UNKNOWN

    def __post_init__(self) -> None:
        if self.lean not in (HELPS, HURTS, UNKNOWN):
            raise ValueError(f"lean must be {HELPS!r}, {HURTS!r} or {UNKNOWN!r}")


@dataclass(frozen=True, slots=True)
class CardRecord:
    """A reviewed card: its abilities as records, the game's static facts (``statics``:
    e.g. AGoT income modifiers, cost reducers, attachment restriction), and what is not
    modeled. ``inert`` = why the text does nothing against a passive opponent."""

    code: str
    name: str
    abilities: tuple[Ability, ...] = ()
    statics: tuple[Any, ...] = ()
    inert: str = ""
    missing: tuple[Missing, ...] = ()
    note: str = ""
    pilot: str = ""                 # "never": greedy pilots never put this card out

    @property
    def status(self) -> str:
        if self.missing:
            return "missing"
        if self.inert and not self.abilities and not self.statics:
            return "inert"
        return "modeled"


def helps(text: str) -> Missing:
    """A part not modeled whose absence makes the numbers lean low."""
    return Missing(text, HELPS)


def hurts(text: str) -> Missing:
    """A part not modeled whose absence makes the numbers lean high."""
    return Missing(text, HURTS)


def register(registry: dict[str, CardRecord], code: str, name: str, abilities: Sequence[Ability],
             statics: Sequence[Any] = (), inert: str = "", missing: Sequence[Missing] = (),
             note: str = "", pilot: str = "") -> CardRecord:
    """Put a game's reviewed record into its registry (a second record of a code is an error)."""
    if code in registry:
        raise ValueError(f"card {code!r} has two records")
    rec = CardRecord(code, name, tuple(abilities), tuple(statics), inert, tuple(missing), note,
                     pilot)
    registry[code] = rec
    return rec
