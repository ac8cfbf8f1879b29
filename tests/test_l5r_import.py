"""The L5R import: counts, field spot checks, packs and printings, aliases and names,
errata, clan role tables, list versions (checked against the seed and the data flags),
lookups through the pool, and SnapshotError for missing or corrupt files."""
from __future__ import annotations

import datetime as dt
import json
import re
import shutil
from pathlib import Path

import pytest
from conftest import CARDDATA, SHARED
from sqlalchemy import select

from card_db import schema as s
from card_db.bundle import SnapshotError
from card_db.database import get_engine
from card_db.importers import read
from deckcheck.decklists.names import NameResolver
from deckcheck.decklists.vocabulary import Section

FINAL = CARDDATA / "l5r-final"


@pytest.fixture(scope="module")
def bundle(carddata):
    return read("l5r", carddata)


@pytest.fixture(scope="module")
def rows(l5r_db):
    """card id -> Card row of the test database (for the columns the pool leaves out)."""
    with get_engine(l5r_db).connect() as conn:
        return {r.id: r for r in conn.execute(select(s.Card).where(s.Card.game == "l5r"))}


def _flags() -> dict[str, dict]:
    return {p.stem: json.loads(p.read_text(encoding="utf-8"))[0] for p in (FINAL / "Card").glob("*.json")}


# -- counts ---------------------------------------------------------------------------------

def test_counts(bundle, l5r_pool):
    assert bundle.summary() == {"cards": 1373, "packs": 42, "printings": 1373, "errata": 21,
                                "aliases": len(bundle.aliases), "list_versions": 13, "rulings": 1011}
    assert len(bundle.cycles) == 9
    assert len(l5r_pool) == 1373
    assert sum(1 for a in bundle.aliases if a["locale"] == "id") == 1140
    assert len(bundle.clan_roles) == 7 + 14 + 14


def test_only_expected_warnings(bundle):
    assert bundle.warnings == [("l5r/json '26-kuni-wastelands' (Kuni Wastelands) matched 'kuni-wasteland' "
                                "by pack position; the names differ")]


def test_sections_by_type(l5r_pool):
    types = {}
    for c in l5r_pool.cards.values():
        types[c.type] = types.get(c.type, 0) + 1
    assert types == {"character": 613, "event": 309, "attachment": 174, "province": 123, "holding": 85,
                     "stronghold": 26, "role": 25, "treaty": 12, "warlord": 6}


# -- field spot checks -----------------------------------------------------------------------

def test_tomoe_province(l5r_pool):
    c = l5r_pool.cards["toshi-ranbo"]
    assert (c.type, c.side, c.faction, c.strength, c.deck_limit, c.unique) == \
        ("province", "province", "scorpion", 3, 1, True)
    assert c.elements == ("air", "earth", "fire", "void", "water")


def test_two_element_province(l5r_pool):
    c = l5r_pool.cards["kakudaira"]
    assert (c.elements, c.faction, c.strength) == (("air", "void"), "phoenix", 5)


def test_role_only_cards(l5r_pool):
    assert l5r_pool.cards["defend-your-honor"].role_restriction == "keeper"
    assert l5r_pool.cards["along-the-river-of-gold"].role_restriction == "water"
    assert sum(1 for c in l5r_pool.cards.values() if c.role_restriction) == 112


def test_stronghold_values(l5r_pool, rows):
    c = l5r_pool.cards["shizuka-toshi"]
    assert (c.type, c.side, c.faction) == ("stronghold", "province", "crane")
    assert (c.influence_pool, c.fate, c.honor, c.deck_limit) == (10, 7, 11, 1)
    assert rows["shizuka-toshi"].extra["strength_bonus"] == "+2"


def test_clan_restricted_conflict_character(l5r_pool, rows):
    c = l5r_pool.cards["isawa-tadaka-2"]
    assert c.allowed_clans == ("crab", "phoenix")
    assert (c.side, c.type, c.faction, c.influence_cost) == ("conflict", "character", "phoenix", 2)
    assert (c.military, c.political, c.glory, c.cost, c.unique) == (5, 3, 2, 5, True)
    assert c.title == l5r_pool.cards["isawa-tadaka"].title == "isawa tadaka"
    assert rows["isawa-tadaka-2"].extra["name_extra"] == "(2)"


def test_influence_costs(l5r_pool):
    assert l5r_pool.cards["way-of-the-dragon"].influence_cost is None     # clan card, cannot be splashed
    assert l5r_pool.cards["banzai"].influence_cost == 0                   # neutral
    assert l5r_pool.cards["admit-defeat"].influence_cost == 2
    assert l5r_pool.cards["guest-of-honor"].influence_cost is None        # dynasty


def test_character_values(l5r_pool):
    c = l5r_pool.cards["guest-of-honor"]
    assert (c.cost, c.military, c.political, c.glory, c.traits) == (4, 1, 4, 1, ("courtier",))
    assert (c.released, c.packs, c.deck_limit, c.unique) == (dt.date(2017, 10, 5), ("core",), 3, False)


def test_printed_x_values(l5r_pool, rows):
    assert l5r_pool.cards["iron-crane-legion"].military is None
    assert rows["iron-crane-legion"].extra["printed_military"] == "X"
    assert rows["web-of-lies"].extra["printed_strength"] == "X"


def test_legality_flags_kept(rows):
    extra = rows["policy-debate"].extra
    assert extra["is_banned"] is True and extra["is_restricted"] is False
    assert extra["is_banned_in_jade"] is True and extra["is_banned_in_skirmish"] is False


def test_cards_that_are_no_deck_cards(l5r_pool):
    assert l5r_pool.cards["upholding-bushido"].deck_card is False          # treaty
    assert l5r_pool.cards["akuma-no-oni-coop"].deck_card is False          # warlord
    assert l5r_pool.cards["penanggalan"].deck_card is False                # Shadowlands opponent card
    assert l5r_pool.cards["overlooked-virtues"].format_only == "draft"
    assert l5r_pool.cards["closed-shell-castle"].format_only == "draft"
    assert sum(1 for c in l5r_pool.cards.values() if not c.deck_card) == 12 + 6 + 70


def test_name_with_macron(l5r_pool):
    c = l5r_pool.cards["hidden-moon-dojo"]
    assert (c.name, c.title, c.deck_limit) == ("Hidden Moon Dōjō", "hidden moon dojo", 1)


def test_text_of_cards_without_text(l5r_pool):
    assert l5r_pool.cards["doji-whisperer"].text == ""


# -- packs, cycles, printings, rulings ----------------------------------------------------------

def test_packs(l5r_db):
    with get_engine(l5r_db).connect() as conn:
        packs = {p.id: p for p in conn.execute(select(s.Pack).where(s.Pack.game == "l5r"))}
        cycles = {c.id: c for c in conn.execute(select(s.Cycle).where(s.Cycle.game == "l5r"))}
    assert (packs["core"].released, packs["core"].code, packs["core"].cycle_id) == (dt.date(2017, 10, 5), "L5C01", "core")
    assert (packs["bonds-of-blood"].released, packs["bonds-of-blood"].cycle_id) == (dt.date(2019, 7, 19), "inheritance")
    assert packs["draft-pack"].released is None
    assert cycles["imperial"].name == "Imperial Cycle"


def test_printings(bundle):
    by_card = {(p["card_id"], p["pack_id"]): p for p in bundle.printings}
    assert by_card[("guest-of-honor", "core")] == {"card_id": "guest-of-honor", "pack_id": "core",
                                                    "position": "51", "quantity": 1}
    assert by_card[("keeper-of-air", "core")]["position"] == "214A"
    assert by_card[("pathfinder-s-blade", "for-honor-and-glory")]["position"] == "31"   # cycle-wide


def test_rulings(bundle):
    ruling = next(r for r in bundle.rulings if r["card_id"] == "calling-in-favors")
    assert ruling["source"] == "Developer ruling" and ruling["link"].startswith("http")


# -- aliases and names -----------------------------------------------------------------------------

def test_lookups(l5r_pool):
    assert [c.id for c in l5r_pool.find("Ehrengast")] == ["guest-of-honor"]
    assert [c.id for c in l5r_pool.find("Zum Angriff!")] == ["charge"]
    assert [c.id for c in l5r_pool.find("zum angriff")] == ["charge"]
    assert l5r_pool.card("01-guest-of-honor").id == "guest-of-honor"
    assert l5r_pool.card("20-isawa-tadaka").id == "isawa-tadaka-2"
    assert l5r_pool.card("08-isawa-tadaka").id == "isawa-tadaka"
    assert l5r_pool.card("30-disciple-of-shinsei").id == "disciple-of-shinsei"   # position differs
    assert l5r_pool.card("26-kuni-wastelands").id == "kuni-wasteland"            # name changed
    assert [c.id for c in l5r_pool.find("Kuni Wastelands")] == ["kuni-wasteland"]
    assert [c.id for c in l5r_pool.find("Uznać porażkę")] == ["admit-defeat"]
    assert l5r_pool.display_name("guest-of-honor", "de") == "Ehrengast"
    assert l5r_pool.display_name("ancestral-daisho", "de") == "Daishō der Ahnen"
    assert [c.id for c in l5r_pool.find("Daisho der Ahen")] == ["ancestral-daisho"]
    assert l5r_pool.display_name("mountain-s-anvil-castle", "de") == "Bergamboss-Burg"


def test_misspelled_name_gives_ranked_candidates(l5r_pool):
    found = l5r_pool.search("Gest of Honour")
    assert found[0].card.id == "guest-of-honor" and found[0].score < 100
    fixed = NameResolver(l5r_pool).resolve("Ehrengsat")     # one swap from "Ehrengast": corrected
    assert fixed.corrected and fixed.card.id == "guest-of-honor" and fixed.candidates[0].locale == "de"
    lookup = NameResolver(l5r_pool).resolve("Ehrengsat", correct=False)
    assert lookup.card is None and lookup.candidates[0].card.id == "guest-of-honor"
    assert lookup.candidates[0].locale == "de"


def test_one_name_two_cards_resolves_to_the_newest(l5r_pool):
    assert {c.id for c in l5r_pool.find("Isawa Tadaka")} == {"isawa-tadaka", "isawa-tadaka-2"}
    conflict = Section(side="conflict")     # what the "Conflict Deck" heading of a decklist gives
    assert NameResolver(l5r_pool).resolve("Isawa Tadaka", conflict).card.id == "isawa-tadaka-2"


def test_seed_names_cite_their_source(bundle):
    alias = next(a for a in bundle.aliases if a["name"] == "Ehrengast")
    assert alias["source"].startswith("seed 000_79113f00bcb0d63f")
    assert "Anhang V" in alias["source"] and "core D51" in alias["source"]


# -- errata ---------------------------------------------------------------------------------------

def test_errata(bundle, l5r_pool):
    errata = {(e["card_id"], e["field"]): e for e in bundle.errata}
    assert len(errata) == 21
    assert {e["date"] for e in bundle.errata} == {dt.date(2019, 7, 8)}
    assert sorted(c for (c, _), e in errata.items() if e["scope"] == "de") == \
        ["ancestral-daisho", "outwit", "rout", "secluded-temple", "steward-of-law"]
    pit = errata[("pit-trap", "text")]
    assert not pit["applied"] and "already carries" in pit["note"]
    # the English data still has the old Isawa Tadaka wording: the erratum is applied
    tadaka = errata[("isawa-tadaka", "text")]
    assert tadaka["applied"] and "contested or in your claimed ring pool" in l5r_pool.cards["isawa-tadaka"].text
    # a later erratum (RRG v16) supersedes the v10 one: recorded, not applied
    city = errata[("city-of-the-open-hand", "text")]
    assert not city["applied"] and "RRG v16" in city["note"]
    assert errata[("ancestral-daisho", "name")]["applied"]
    assert {c for (c, _), e in errata.items() if e["applied"]} == {"isawa-tadaka", "ancestral-daisho"}


# -- clan roles --------------------------------------------------------------------------------------

def test_clan_role_tables(l5r_pool):
    tables = dict(l5r_pool.extras["clan_roles"])
    assert list(tables) == [dt.date(2018, 1, 22), dt.date(2018, 12, 25), dt.date(2019, 9, 9)]
    assert tables[dt.date(2018, 1, 22)]["crab"] == {"keeper-of-earth"}
    assert tables[dt.date(2018, 12, 25)]["crab"] == {"seeker-of-earth", "keeper-of-water"}
    assert tables[dt.date(2019, 9, 9)]["lion"] == {"seeker-of-air", "seeker-of-earth"}


# -- lists ------------------------------------------------------------------------------------------

_SETS = {"Grundspiel": "core", "Kaiserreich-Zyklus": "imperial", "Elementar-Zyklus": "elemental",
         "Jünger der Leere": "disciples-of-the-void"}


def test_v10_list_is_the_18_cards_of_the_seed(bundle, l5r_pool):
    """Parse Anhang V of seed 000 and resolve each entry by set + printed number."""
    text = next((SHARED / "seeds").glob("000_*.txt")).read_text(encoding="utf-8")
    appendix = text[text.index("## Anhang V: Liste eingeschränkter Karten"):text.index("# Index")]
    entries = re.findall(r"◇ (.+?) \(\*(.+?), ([A-Z]) (\d+)\*\)", appendix)
    assert len(entries) == 18
    packs = {p["id"]: p for p in bundle.packs}
    printed: dict[tuple[str, str], set[str]] = {}
    for p in bundle.printings:
        for key in (p["pack_id"], packs[p["pack_id"]]["cycle_id"]):
            printed.setdefault((key, p["position"]), set()).add(p["card_id"])
    ids = set()
    for name, where, _letter, number in entries:
        (card,) = printed[(_SETS[where], number)]
        assert card in {c.id for c in l5r_pool.find(name)}, (name, card)
        ids.add(card)
    v10 = l5r_pool.list_by_id("stronghold", "rrg-v10")
    assert v10.restricted == ids and v10.banned == frozenset()
    assert v10.effective == dt.date(2019, 7, 8) and "Anhang V" in v10.source


def test_final_imperial_law_equals_the_data_flags(l5r_pool):
    flags = _flags()
    final = l5r_pool.list_versions("stronghold")[-1]
    assert (final.id, final.effective) == ("il-2021-02-23", dt.date(2021, 2, 23))
    assert final.restricted == {cid for cid, c in flags.items() if c["is_restricted"]}
    assert final.banned == {cid for cid, c in flags.items() if c["is_banned"]}
    assert "data-flags" not in l5r_pool.lists            # the flags cross-check the import, no family


def test_list_timeline(l5r_pool):
    versions = l5r_pool.list_versions("stronghold")
    assert [lv.id for lv in versions] == [
        "rl-2018-05-29", "rl-2018-12-13", "rrg-v9", "rrg-v10", "rrg-v11", "il-2020-01-06",
        "il-2020-04-21", "il-2020-07-01", "il-2020-10-05", "il-2020-12-18", "il-2021-02-23"]
    assert [len(lv.restricted) for lv in versions] == [8, 14, 17, 18, 21, 18, 16, 21, 23, 23, 22]
    assert [len(lv.banned) for lv in versions] == [0, 0, 0, 0, 0, 9, 10, 13, 14, 16, 16]
    assert all(lv.issuer == "Fantasy Flight Games" and lv.source for lv in versions)
    assert l5r_pool.list_in_force("stronghold", dt.date(2018, 1, 1)) is None
    assert l5r_pool.list_in_force("stronghold", dt.date(2019, 8, 1)).id == "rrg-v10"


def test_jade_edict_and_skirmish_lists(l5r_pool):
    flags = _flags()
    (jade,) = l5r_pool.list_versions("jade-edict")
    assert jade.restricted == {cid for cid, c in flags.items() if c["is_restricted_in_jade"]}
    assert jade.banned == {cid for cid, c in flags.items() if c["is_banned_in_jade"]}
    assert (len(jade.restricted), len(jade.banned)) == (28, 45)
    (skirmish,) = l5r_pool.list_versions("skirmish")
    assert skirmish.restricted == frozenset()
    assert skirmish.banned == {cid for cid, c in flags.items() if c["is_banned_in_skirmish"]}
    assert len(skirmish.banned) == 15


# -- missing and corrupt files ---------------------------------------------------------------------

def _mirror(src: Path, dst: Path, replace: dict[str, bytes | None]) -> None:
    """``dst`` mirrors ``src`` with symlinks, except the relative paths in ``replace``
    (written with the given bytes, or left out when None)."""
    dst.mkdir(parents=True, exist_ok=True)
    for child in src.iterdir():
        rel = child.name
        inner = {k[len(rel) + 1:]: v for k, v in replace.items() if k.startswith(rel + "/")}
        if rel in replace:
            if replace[rel] is not None:
                (dst / rel).write_bytes(replace[rel])
        elif inner:
            _mirror(child, dst / rel, inner)
        else:
            (dst / rel).symlink_to(child)


@pytest.mark.parametrize("replace, culprit", [
    ({"l5r-final/Pack.json": b"[{\"id\": \"core\""}, "l5r-final/Pack.json"),
    ({"l5r-final/PackCard/core.json": None}, "l5r-final/PackCard/core.json"),
    ({"l5r-final/Card/guest-of-honor.json": b"{\"id\": \"guest-of-honor\"}"}, "l5r-final/Card/guest-of-honor.json"),
    ({"l5r-final/Card/charge.json": b"\xff\xfe not utf-8"}, "l5r-final/Card/charge.json"),
    ({"l5r-final/Ruling/rulings.json": None}, "l5r-final/Ruling/rulings.json"),
    ({"l5r-final/Translation/core/de.json": b"{\"cards\": 3}"}, "l5r-final/Translation/core/de.json"),
    ({"l5r-final/Label/en.json": b"not json"}, "l5r-final/Label/en.json"),
    ({"l5r/json/Card/01-guest-of-honor.json": b"[]"}, "l5r/json/Card/01-guest-of-honor.json"),
    ({"l5r-roles/ClanRole-2018-12-25.json": b"[{\"clan\": \"crab\"}]"}, "l5r-roles/ClanRole-2018-12-25.json"),
    ({"l5r-roles": None}, "l5r-roles"),
    ({"l5r/json": None}, "l5r/json"),
])
def test_snapshot_errors_name_the_file(tmp_path, replace, culprit):
    root = tmp_path / "carddata"
    root.mkdir()
    for folder in ("l5r-final", "l5r", "l5r-roles"):
        inner = {k[len(folder) + 1:]: v for k, v in replace.items() if k.startswith(folder + "/")}
        if folder in replace:
            continue
        if inner:
            _mirror(CARDDATA / folder, root / folder, inner)
        else:
            (root / folder).symlink_to(CARDDATA / folder)
    with pytest.raises(SnapshotError) as err:
        read("l5r", root)
    assert err.value.path == str(root / culprit)


def test_corrupt_project_data_file(tmp_path, monkeypatch):
    import card_db.importers.l5r as importer

    data = tmp_path / "l5r"
    shutil.copytree(importer.DATA_DIR, data)
    (data / "names.yaml").write_text("names: [unclosed", encoding="utf-8")
    monkeypatch.setattr(importer, "DATA_DIR", data)
    with pytest.raises(SnapshotError) as err:
        read("l5r", CARDDATA)
    assert err.value.path == str(data / "names.yaml")
