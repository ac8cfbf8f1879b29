"""What the AGoT record tests share: support cards (real codes of the snapshot with the facts
the tests rely on), positions and checks. Where two checks of the same name differed, each
kept its own name (``assert_inert_record`` looks at the record only, ``assert_inert_placed``
also places the card, ...)."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pytest
from agot_scenario import act, legal, record, scenario

from deckcheck.games.agot.engine import ENGINE, play_rules
from deckcheck.games.agot.engine.state import PLAY, USED
from deckcheck.goldfish.actions import Action as A

# support cards (no record, or a record that stays quiet in these positions)
BASTARD = "01053"        # Bastard in Hiding: baratheon, cost 2, STR 2, military + power, no text
DAYNE = "01113"          # House Dayne Knight: martell Knight, cost 2, STR 2, no text
TUMBLESTONE = "01150"    # Tumblestone Knight: stark Knight, cost 2, STR 2, military + power
RANGING = "01132"        # Ranging Party: thenightswatch Army, cost 4, STR 5, military + power
UNSULLIED = "01171"      # Unsullied: targaryen Army, cost 4, STR 3
MERYN = "15029"          # Ser Meryn Trant: lannister Kingsguard Knight, cost 3
BARRISTAN = "02107"      # Ser Barristan Selmy: baratheon Kingsguard, cost 7
ARYS = "04115"           # Ser Arys Oakheart: martell Kingsguard Knight, cost 4
RED_PRIEST = "14012"     # Red Priest: R'hllor, military + intrigue, STR 2 (inert record)
MARGAERY = "01181"       # Margaery Tyrell: unique tyrell Lady, STR 3
TANDA = "04069"          # Tanda Stokeworth: unique lannister Lady, STR 3
MOON_BOY = "02047"       # Moon Boy: a Fool
OLD_STEWARD = "19010"    # Old Steward: a Steward
SEA_BITCH = "04112"      # Sea Bitch: greyjoy Warship location, cost 1
IRON_VICTORY = "06092"   # Iron Victory: greyjoy Warship location
WARDENS = "01190"        # Wardens of the Reach: tyrell Army, cost 4, STR 3
MASON = "04065"          # Shadow Tower Mason: thenightswatch Builder, cost 2
VANGUARD = "01151"       # Vanguard of the North: stark, cost 4
FIST = "04106"           # Fist of the First Men
PENNY = "11029"          # Penny: lannister, Shadow (1)
STEWARD_AT_WALL = "01133"  # Steward at the Wall: cost 1
BLACK_WIND = "01072"     # Black Wind's Crew: greyjoy, Pillage only
ROSEROAD = "01040"       # The Roseroad: Limited, cost 0, +1 Income
KINGSROAD = "01039"      # The Kingsroad: Limited, cost 1
CITY_OF_SECRETS = "13019"  # a City plot
COPPERS = "01010"        # Counting Coppers (a plot)
DRAGONS_TAIL = "04001"
SECRET_SCHEMES = "06076"
INCINERATE = "15024"


def assert_for_opponents_character(pool, code: str) -> None:
    """An attachment for an opponent's character only: inert, never played, no legal host."""
    rec = record(pool, code)
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=[BASTARD], hand=[code], gold=1)
    assert play_rules.targets(s.state, s.card(code)) == []


def assert_inert_record(pool, code: str):
    rec = record(pool, code)
    assert rec.status == "inert"
    assert rec.inert
    assert not rec.abilities and not rec.statics
    return rec


def step_checked(s, *actions: A) -> None:
    """Checked, one decision at a time: each action must be legal; the game does not run on
    through decisions with a single choice (so a position can be inspected)."""
    for a in actions:
        assert a in legal(s), a
        ENGINE.step(s.state, a)


def leans(rec) -> list[str]:
    return [m.lean for m in rec.missing]


def trigger(s, code: str, target: int = -1, ability: int = 0) -> A:
    return A("trigger", s.card(code), target, ability)


def ability(s, code: str, target: int = -1, k: int = 0) -> A:
    return A("ability", s.card(code), target, k)


def abilities_of(s, code: str) -> list[A]:
    mine = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in mine]


def challenge_checked(s, kind: str, *attackers: str) -> None:
    step_checked(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in attackers),
        A("confirm"))


def won(s, rnd: int = 1) -> list[tuple]:
    return [e for e in s.state.events if e[0] == rnd and e[1] == "challenge_won"]


def to_used(s, *codes: str) -> None:
    """Move plots of the scenario's plot deck to the used pile."""
    for code in codes:
        for p in s.cards(code):
            s.state.plot_deck.remove(p)
            s.state.used_plots.append(p)
            s.state.zone[p] = USED


def pilot_round(s) -> None:
    """Let the greedy pilot play on until the round ends."""
    from deckcheck.games.agot.engine.pilot import GreedyPilot
    pilot = GreedyPilot()
    for _ in range(300):
        if s.state.round != 1 or s.state.outcome:
            return
        actions = legal(s)
        ENGINE.step(s.state, actions[0] if len(actions) == 1 else pilot.choose(s.state, actions))
    raise AssertionError("the pilot made no progress")


COURTESAN = "01187"      # Courtesan of the Rose: tyrell, cost 2, STR 2, intrigue + power
ROBERT = "01048"         # Robert Baratheon: unique King, cost 7, STR 5, loyal
SANSA_CORE = "01147"          # Sansa Stark: unique Lady, cost 3
IRON_THRONE = "01038"    # The Iron Throne: location, cost 2
LITTLE_BIRD = "01034"    # Little Bird: attachment, cost 1
ROSE_GARDEN = "01194"    # Rose Garden: The Reach location, cost 0
BOUNTY = "08044"         # The Bounty of Highgarden: Limited event, gain 5 gold
SIX_MAIDS = "09023"      # "Six Maids in a Pool": Song event


def assert_inert_where_played(pool, code):
    """An inert record: a reason, no abilities, nothing offered for the card."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert and not rec.abilities and not rec.statics
    kind = pool.card(code).type
    if kind == "plot":
        s = scenario(pool, plot=code, gold=20)
    elif kind == "event":
        s = scenario(pool, hand=[code], gold=20)
    else:
        s = scenario(pool, play=[code], gold=20)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert not [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]
    return rec


def assert_missing_record(pool, code, *leans):
    rec = record(pool, code)
    assert rec.status == "missing"
    assert [m.lean for m in rec.missing] == list(leans)
    assert all(m.text for m in rec.missing)
    return rec


def record_tests(inert: Sequence[str] = (), missing: Mapping[str, tuple[str, ...]] | None = None,
                 ) -> dict[str, Callable]:
    """The two closing tests of a record test module, by name, for it to bind with
    ``globals().update(record_tests(inert=INERT, missing=MISSING))`` (the module provides the
    ``pool`` fixture): ``test_inert_cards[code]`` (assert_inert_where_played) and
    ``test_cards_with_parts_not_modeled[code]`` (assert_missing_record, ``missing`` giving
    each code's leans in order)."""
    missing = dict(missing or {})

    @pytest.mark.parametrize("code", list(inert))
    def test_inert_cards(pool, code):
        assert_inert_where_played(pool, code)

    @pytest.mark.parametrize("code", sorted(missing))
    def test_cards_with_parts_not_modeled(pool, code):
        assert_missing_record(pool, code, *missing[code])

    wanted = ((test_inert_cards, inert), (test_cards_with_parts_not_modeled, missing))
    return {test.__name__: test for test, table in wanted if table}


def do(s, *actions):
    """Checked actions without resolving the trivial decisions that follow (``act`` would
    run on into the next phases when only one action is left)."""
    for a in actions:
        assert a in legal(s), a
        ENGINE.step(s.state, a)


def offered_abilities(s, code=None):
    """The action abilities offered now (of the card ``code``)."""
    return [a for a in legal(s) if a.kind == "ability"
            and (code is None or a.card in s.cards(code))]


def challenge(s, kind, *codes):
    act(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in codes),
        A("confirm"))


def to_used_pile(s, n=1):
    """Move n plots of the plot deck to the used pile."""
    for _ in range(n):
        p = s.state.plot_deck.pop()
        s.state.used_plots.append(p)
        s.state.zone[p] = USED


BRAIDED = "01168"        # Braided Warrior: Dothraki, cost 2, STR 3, military only
SYRIO = "01037"          # Syrio's Training: attachment, cost 1, any character
WESTERN_FIEFDOM = "01099"   # kneel: the next [lannister] card costs 1 less
PENTOSHI = "02039"       # Trading with the Pentoshi: 10 gold (Kingdom)
FEAST = "01002"          # A Feast for Crows: 6 gold, reserve 4 (Edict)
STORM = "01005"          # A Storm of Swords: 3 gold (War)


def assert_inert_placed(pool, code, **placed):
    """An inert record: a reason, no abilities, and nothing offered for the card where it
    is placed (``placed``: scenario keywords, by default in play)."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert and not rec.abilities and not rec.statics
    s = scenario(pool, **(placed or {"play": [code]}), gold=20)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert not [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]
    return rec


def abilities_of_first(s, code):
    return [a for a in legal(s) if a.kind == "ability" and a.card == s.card(code)]


def used_pile(s, *codes):
    """Move these plots (in the plot deck) to the used pile."""
    for code in codes:
        p = s.card(code)
        s.state.plot_deck.remove(p)
        s.state.used_plots.append(p)
        s.state.zone[p] = USED


# text-free Core characters (see agot_scenario.FILLER), by what the tests need of them
POWER_BIT = 4               # challenges_left: only the power challenge still open
SANSA = "03013"             # Sansa Stark (a Lady, loyal, unique [stark]), STR 4
LADY_IN_WAITING = "02023"   # tyrell, STR 1, intrigue, loyal (record: no abilities)


def assert_inert_card(pool, code: str, zone: str = "play") -> None:
    """An inert card: no abilities, a reason, and nothing offered for it in play / hand."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert
    assert not rec.abilities and not rec.missing
    kind = pool.card(code).type
    if kind == "plot":
        s = scenario(pool, plot=code, play=[TUMBLESTONE])
    elif kind == "event":
        s = scenario(pool, hand=[code], play=[TUMBLESTONE], gold=5)
    else:
        s = scenario(pool, **{zone: [code]}, gold=5)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert s.state.table.status[c] == "inert"
    assert not [a for a in legal(s) if a.card == c and a.kind in ("ability", "trigger")]


def assert_missing_leaning(pool, code: str, lean: str) -> None:
    rec = record(pool, code)
    assert rec.status == "missing"
    assert rec.missing and all(m.lean == lean for m in rec.missing)


def step_unlogged(s, *actions: A) -> None:
    """Checked actions that stop at the next decision, even one with a single legal action
    (so the position can be looked at before the game runs on)."""
    for a in actions:
        assert a in legal(s), a
        ENGINE.step(s.state, a, log=False)


def challenge_unlogged(s, kind: str, *codes: str) -> None:
    """Declare a challenge of ``kind`` with the first copies of ``codes`` and confirm."""
    step_unlogged(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in codes),
        A("confirm"))


def triggers(s) -> list[A]:
    return [a for a in legal(s) if a.kind == "trigger"]


def abilities_of_card(s, card: int) -> list[A]:
    return [a for a in legal(s) if a.kind == "ability" and a.card == card]


def kill(s, c: int) -> None:
    """Kill a character as the deck's own effects do (a save may answer first)."""
    from deckcheck.games.agot.engine.hooks import EFFECTS
    from deckcheck.goldfish.abilities.records import Effect
    from deckcheck.goldfish.abilities.runtime import Context
    EFFECTS["kill"](s.state, Context(-1, 0), Effect("kill"), [c])


def pilot_choice(s) -> A:
    from deckcheck.games.agot.engine.pilot import GreedyPilot
    return GreedyPilot().choose(s.state, legal(s))


CONFISCATION = "01009"      # plot, initiative 5


def assert_inert_in_play(pool, code: str) -> None:
    """An inert card: no abilities, a reason, and nothing offered for it in play."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert
    assert not rec.abilities and not rec.missing
    s = scenario(pool, play=[code], gold=5)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert s.state.table.status[c] == "inert"
    assert not [a for a in legal(s) if a.card == c and a.kind in ("ability", "trigger")]


def assert_inert_at(pool, code, where="play"):
    """An inert record: a reason, no abilities, nothing offered for the card."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert and not rec.abilities
    s = scenario(pool, **{where: [code]}, gold=20)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert not [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]
    return rec


def _pyke(pool, code):
    rec = record(pool, code)
    assert rec.status == "modeled" and rec.inert
    s = scenario(pool, play=[code, BASTARD], hand=["01078", "04112"], gold=2,
                 step="challenges.initiate")
    kraken = s.card("01078")                                    # a Warship location, cost 3
    assert play_rules.ambush_cost(s.state, kraken) == 2
    assert play_rules.ambush_cost(s.state, s.card("04112")) == 0     # Sea Bitch: cost 1
    act(s, A("ambush", kraken))
    assert s.state.zone[kraken] == PLAY and s.state.gold == 0
    assert play_rules.ambush_cost(s.state, kraken) == -1             # granted in hand only
    plain = scenario(pool, hand=["01078"], gold=5, step="challenges.initiate")
    assert play_rules.ambush_cost(plain.state, plain.card("01078")) == -1
