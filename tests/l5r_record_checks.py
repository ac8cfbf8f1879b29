"""What the L5R record tests of the clan packs and premium expansions share: the checks of
records that say what they leave out (inert with a reason, parts not modeled with a lean),
and running a conflict to its end."""
from __future__ import annotations

import pytest

from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.goldfish.actions import Action
from l5r_scenario import act


def assert_inert(code: str) -> None:
    """An inert record: no ability, and a reason a player can read."""
    rec = RECORDS[code]
    assert rec.status == "inert" and not rec.abilities, (code, rec.status)
    assert len(rec.inert) > 20, rec.inert


def assert_missing(code: str, lean: str) -> None:
    """A record with parts not modeled: each part said, all leaning ``lean``."""
    rec = RECORDS[code]
    assert rec.status == "missing", (code, rec.status)
    assert {m.lean for m in rec.missing} == {lean}, rec.missing
    assert all(len(m.text) > 20 for m in rec.missing)


def assert_named(pool, codes) -> None:
    """Each code has a record under the card's name."""
    for code in codes:
        assert code in RECORDS, code
        assert RECORDS[code].name == pool.card(code).name, code


def assert_packs_recorded(pool, packs) -> None:
    """Every card first printed in one of ``packs`` (more than 100 cards: a cycle) has a
    record under its name."""
    codes = [c.id for c in pool.cards.values() if c.packs and pool.pack_name(c.packs[0]) in packs]
    assert len(codes) > 100
    assert [code for code in codes if code not in RECORDS] == []
    assert_named(pool, codes)


def resolve_conflict(s) -> None:
    """Resolve the conflict in progress, declining every optional answer."""
    act(s, Action("resolve"))
    while s.pending in ("respond", "ring"):
        act(s, Action("decline"))


def pack_checks(pack: str, size: int, inert, missing):
    """The three checks every pack's test module makes, for its module to bind by name: every
    card of ``pack`` (``size`` cards with a text) has a record under its name; the ``inert``
    codes say why; the ``missing`` codes (code -> lean) say what they leave out."""

    def test_every_card_of_the_pack_has_a_record(l5r_pool):
        codes = [c.id for c in l5r_pool.cards.values()
                 if c.packs and l5r_pool.pack_name(c.packs[0]) == pack and c.text]
        assert len(codes) == size
        assert_named(l5r_pool, codes)

    @pytest.mark.parametrize("code", list(inert))
    def test_inert_records_say_why(code):
        assert_inert(code)

    @pytest.mark.parametrize("code", sorted(missing))
    def test_records_say_what_they_leave_out(code):
        assert_missing(code, missing[code])

    return (test_every_card_of_the_pack_has_a_record, test_inert_records_say_why,
            test_records_say_what_they_leave_out)
