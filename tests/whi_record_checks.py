"""What the WHI record tests (tests/test_whi_records_*.py) share: the checks of an inert or a
partly modeled record, and the moves that build a position on tests/whi_scenario.py."""
from __future__ import annotations

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


def assert_missing(pool, code: str, leans: tuple[str, ...]) -> None:
    """A record that models nothing names its missing parts with their leans."""
    rec = RECORDS[code]
    assert rec.status == "missing" and not rec.abilities
    assert tuple(m.lean for m in rec.missing) == leans
    assert rec.name == pool.card(code).name


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
