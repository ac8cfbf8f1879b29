"""The closing tests every L5R record test module (tests/test_l5r_records_*.py) makes from its
tables, so that a module holds only its data and its own positions:

    globals().update(record_tests(packs=["Clan War"], size=94, inert=INERT, missing=MISSING))

binds, in the module, those of these tests its tables ask for:
- ``test_every_card_of_the_pack_has_a_record``: every card with a text first printed in one
  of ``packs`` (``size`` of them) has a record under its name;
- ``test_inert_records_say_why[code]``: each ``inert`` code is an inert record without an
  ability that says why;
- ``test_records_say_what_they_leave_out[code]``: each ``missing`` code (code -> lean) is a
  record with parts not modeled, each part said; the lean is a str when every part leans that
  way, a tuple when it gives each part's lean in order; the record has abilities exactly when
  the code is in ``partly``;
- ``test_records_without_abilities_say_why[code]``: each ``plain`` code is modeled without an
  ability (keywords only, or no text), and its note says which.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

import pytest

from deckcheck.games.l5r.engine.records import RECORDS

Lean = str | tuple[str, ...]


def assert_inert(pool, code: str) -> None:
    """An inert record: no ability, and a reason a player can read."""
    rec = RECORDS[code]
    assert rec.status == "inert" and not rec.abilities, (code, rec.status)
    assert len(rec.inert) > 20, rec.inert
    assert rec.name == pool.card(code).name, code


def assert_missing(pool, code: str, lean: Lean, partly: bool = False) -> None:
    """A record with parts not modeled: each part said, leaning as ``lean`` says; abilities
    only when it is ``partly`` modeled."""
    rec = RECORDS[code]
    assert rec.status == "missing", (code, rec.status)
    assert bool(rec.abilities) == partly, (code, rec.abilities)
    leans = [m.lean for m in rec.missing]
    if isinstance(lean, tuple):
        assert leans == list(lean), rec.missing
    else:
        assert set(leans) == {lean}, rec.missing
    assert all(len(m.text) > 20 for m in rec.missing), rec.missing
    assert rec.name == pool.card(code).name, code


def assert_plain(pool, code: str) -> None:
    """A record modeled without an ability: its note says why (keywords only, or no text)."""
    rec = RECORDS[code]
    assert rec.status == "modeled" and not rec.abilities and rec.note, (code, rec.status)
    assert rec.note.lower().startswith("no text") == (not pool.card(code).text), rec.note
    assert rec.name == pool.card(code).name, code


def assert_named(pool, codes) -> None:
    """Each code has a record under the card's name."""
    for code in codes:
        assert code in RECORDS, code
        assert RECORDS[code].name == pool.card(code).name, code


def record_tests(*, packs: Sequence[str] = (), size: int = 0, inert: Sequence[str] = (),
                 missing: Mapping[str, Lean] | None = None, partly: Collection[str] = (),
                 plain: Sequence[str] = ()) -> dict[str, Callable]:
    """The closing tests of a record test module, by name (see the module's docstring)."""
    missing = dict(missing or {})
    for table in (inert, plain):
        assert len(set(table)) == len(table), table            # a code listed twice
    assert set(partly) <= set(missing), set(partly) - set(missing)

    def test_every_card_of_the_pack_has_a_record(l5r_pool):
        codes = [c.id for c in l5r_pool.cards.values()
                 if c.packs and l5r_pool.pack_name(c.packs[0]) in packs and c.text]
        assert len(codes) == size
        assert_named(l5r_pool, codes)

    @pytest.mark.parametrize("code", list(inert))
    def test_inert_records_say_why(l5r_pool, code):
        assert_inert(l5r_pool, code)

    @pytest.mark.parametrize("code", sorted(missing))
    def test_records_say_what_they_leave_out(l5r_pool, code):
        assert_missing(l5r_pool, code, missing[code], code in partly)

    @pytest.mark.parametrize("code", list(plain))
    def test_records_without_abilities_say_why(l5r_pool, code):
        assert_plain(l5r_pool, code)

    wanted = ((test_every_card_of_the_pack_has_a_record, packs),
              (test_inert_records_say_why, inert),
              (test_records_say_what_they_leave_out, missing),
              (test_records_without_abilities_say_why, plain))
    return {test.__name__: test for test, table in wanted if table}
