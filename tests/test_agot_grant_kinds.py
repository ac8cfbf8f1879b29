"""Every kind of GRANT an AGoT record gives is one the engine reads (fail closed): the card
table's ``grant_kinds`` lets the rules skip the kinds no ability of a deck gives, so a new
kind must be read where it applies and named here (speed-l5r's review of wave/speed-agot)."""
from __future__ import annotations

from deckcheck.games.agot.engine.conditions import MARK
from deckcheck.games.agot.engine.records import RECORDS

READ = {
    "trait": "play_rules.granted_to (filters)",
    "loyal": "play_rules.granted_to (filters)",
    "icon": "play_rules._granted",
    "keyword": "play_rules._granted",
    "keywords_of": "play_rules._granted",
    "ambush": "play_rules.ambush_cost",
    MARK: "conditions.marks_of",
}


def test_every_grant_kind_of_the_records_is_read():
    kinds = {eff.value[0] for record in RECORDS.values() for ab in record.abilities
             for eff in ab.effects if eff.op == "grant"}
    assert kinds <= set(READ), sorted(kinds - set(READ))
