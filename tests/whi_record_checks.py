"""What the WHI record tests (tests/test_whi_records_*.py) share: the checks of an inert or a
partly modeled record, and the moves that build a position on tests/whi_scenario.py."""
from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.goldfish.actions import Action
from whi_scenario import act, legal

MILITIA = "01026"        # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text
FREE_CO = "01035"        # Free Company: Empire unit, cost 3, power 1, 3 hit points
HOLD = MILITIA           # a card kept in hand: the capital window stays open after each act


def assert_inert(pool, code: str) -> None:
    """An inert record says why and offers nothing."""
    rec = RECORDS[code]
    assert rec.status == "inert" and rec.inert and not rec.abilities
    assert rec.name == pool.card(code).name


def assert_missing(pool, code: str, leans: tuple[str, ...], partly: bool = False) -> None:
    """A record with parts not modeled names them with their leans; it has abilities only
    when it is ``partly`` modeled."""
    rec = RECORDS[code]
    assert rec.status == "missing" and bool(rec.abilities) == partly
    assert tuple(m.lean for m in rec.missing) == leans
    assert rec.name == pool.card(code).name


def record_tests(inert: Sequence[str] = (), missing: Mapping[str, tuple[str, ...]] | None = None,
                 partly: Collection[str] = ()) -> dict[str, Callable]:
    """The closing tests of a record test module, by name, for it to bind with
    ``globals().update(record_tests(inert=..., missing=...))``:
    ``test_inert_records_say_why_and_offer_nothing[code]`` (assert_inert) and
    ``test_missing_parts_are_declared_with_their_lean[code]`` (assert_missing, ``missing``
    giving each code's leans in order; the codes in ``partly`` have abilities too)."""
    missing = dict(missing or {})
    assert len(set(inert)) == len(inert), inert                 # a code listed twice
    assert set(partly) <= set(missing), set(partly) - set(missing)

    @pytest.mark.parametrize("code", list(inert))
    def test_inert_records_say_why_and_offer_nothing(whi_pool, code):
        assert_inert(whi_pool, code)

    @pytest.mark.parametrize("code", sorted(missing))
    def test_missing_parts_are_declared_with_their_lean(whi_pool, code):
        assert_missing(whi_pool, code, missing[code], code in partly)

    wanted = ((test_inert_records_say_why_and_offer_nothing, inert),
              (test_missing_parts_are_declared_with_their_lean, missing))
    return {test.__name__: test for test, table in wanted if table}


def uses(s, code: str, copy: int = 0) -> list[Action]:
    """The abilities and triggers of a card offered now."""
    c = s.card(code, copy)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def cast(s, code: str) -> None:
    """Play the tactic ``code`` from hand (its ability, not a development)."""
    act(s, next(a for a in legal(s) if a.card == s.card(code) and a.kind == "ability"))


def play_to(s, code: str, zone: str, copy: int = 0) -> None:
    """Play a unit or support from hand into ``zone``."""
    act(s, Action("play", s.card(code, copy), option=zone))


def power(s, code: str, copy: int = 0) -> int:
    return cap.power(s.state, s.card(code, copy))


def attack_kingdom(s, *codes: str, room: int | None = None) -> None:
    """Attack the opponent's kingdom with the cards of ``codes``; ``room``: the damage the
    kingdom can still take (set through its damage) before the attack."""
    if room is not None:
        s.state.opp_damage[0] = hit_points_of(s.state, 0) - room
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(s.card(c) for c in codes)))
