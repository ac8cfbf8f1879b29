"""Synthetic L5R game records in history.py's layout, for report tests whose expected numbers
must be known exactly (hypergeometric odds, shares, cumulative sums). Real games are played
in the other report tests."""
from __future__ import annotations

from types import SimpleNamespace

from deckcheck.games.l5r.engine import history as h
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN


def table(dynasty: int = 40, conflict: int = 40) -> SimpleNamespace:
    """A deck: stronghold, role, 5 provinces, ``dynasty`` cards (titles of 3 copies: the
    first a unique character of cost 5) and ``conflict`` cards (titles of 2 copies, events)."""
    ids, names, side, type_, cost, unique, title = [], [], [], [], [], [], []
    title_names, title_copies, title_side = [], [], []

    def add(code, name, s, t, c=0, u=False, copies=1):
        title_names.append(name)
        title_copies.append(copies)
        title_side.append(s)
        for _ in range(copies):
            ids.append(code)
            names.append(name)
            side.append(s)
            type_.append(t)
            cost.append(c)
            unique.append(u)
            title.append(len(title_names) - 1)

    add("sh", "Stronghold", "stronghold", "stronghold")
    add("role", "Role", "role", "role")
    for k in range(5):
        add(f"p{k}", f"Province {k}", "province", "province")
    start = len(ids)
    for k in range(dynasty // 3):
        add(f"d{k}", f"Dynasty {k}", "dynasty", "character", 5 if k == 0 else 2, k == 0, 3)
    if dynasty % 3:
        add("dx", "Dynasty rest", "dynasty", "holding", 0, False, dynasty % 3)
    dyn = tuple(range(start, len(ids)))
    start = len(ids)
    for k in range(conflict // 2):
        add(f"c{k}", f"Conflict {k}", "conflict", "event", 1, False, 2)
    con = tuple(range(start, len(ids)))
    return SimpleNamespace(
        ids=tuple(ids), names=tuple(names), side=tuple(side), type=tuple(type_),
        cost=tuple(cost), unique=tuple(unique), title=tuple(title),
        title_names=tuple(title_names), title_copies=tuple(title_copies),
        title_side=tuple(title_side), stronghold=0, role=1, provinces=tuple(range(2, 7)),
        dynasty_cards=dyn, conflict_cards=con, stronghold_fate=7, stronghold_honor=11,
        clan_name="crab", records=(None,) * len(ids), texts=("",) * len(ids), size=len(ids))


def row(k: int, **values) -> tuple:
    """One round row: every field 0 unless given by its ROW_FIELDS name."""
    out = [0] * len(h.ROW_FIELDS)
    out[h.R_ROUND] = k
    for name, v in values.items():
        out[h.ROW_FIELDS.index(name)] = v
    return tuple(out)


def record(outcome: str, reason: str, rows: list[tuple], broken: tuple[int, ...], titles: int,
           seen: dict[int, int] | None = None, in_play: dict[int, int] | None = None,
           setup: tuple = (0, 0, 2, 1, 1, 4, 1)) -> tuple:
    seen_t = tuple((seen or {}).get(t, -1) for t in range(titles))
    in_play_t = tuple((in_play or {}).get(t, -1) for t in range(titles))
    ended = len(rows)
    out = [None] * 9
    out[h.OUTCOME], out[h.REASON], out[h.ENDED], out[h.UNSCORED] = outcome, reason, ended, False
    out[h.SETUP], out[h.ROWS], out[h.SEEN], out[h.IN_PLAY], out[h.BROKEN] = (
        setup, tuple(rows), seen_t, in_play_t, broken)
    return tuple(out)


OUTCOMES = (WIN, ELIMINATED, TIMEOUT)
