"""Warhammer: Invasion import: whi_full.json + whi_packs.json + the seed 004 overlays."""
from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest
from conftest import CARDDATA

from card_db.bundle import SnapshotError
from card_db.importers import read
from card_db.importers import whi as whi_importer
from deckcheck.decklists.names import NameResolver


@pytest.fixture(scope="module")
def bundle():
    return read("whi", CARDDATA)


@pytest.fixture(scope="module")
def rows(bundle):
    return {c["id"]: c for c in bundle.cards}


# -- counts ------------------------------------------------------------------------------
def test_counts(bundle, rows, whi_pool):
    assert len(bundle.cards) == 1133 == len(whi_pool)
    assert len(bundle.packs) == 42
    assert len(bundle.printings) == 1133
    assert [c["id"] for c in bundle.cycles][:3] == ["core", "corruption", "assault-on-ulthuan"]
    assert len(bundle.cycles) == 12
    types = {}
    for c in bundle.cards:
        types[c["type"]] = types.get(c["type"], 0) + 1
    assert types == {"unit": 503, "support": 276, "tactic": 259, "quest": 57, "legend": 28,
                     "fulcrum": 6, "draft": 4}


def test_not_deck_cards_are_the_draft_cards_and_fulcrums(rows):
    not_deck = sorted(i for i, c in rows.items() if not c["deck_card"])
    # the 4 draft cards of the Core Set (128-131) and the 6 Cataclysm fulcrums (54-59)
    assert not_deck == ["01128", "01129", "01130", "01131",
                        "11054", "11055", "11056", "11057", "11058", "11059"]
    # legends are shuffled into the deck like any other card
    legends = [c for c in rows.values() if c["type"] == "legend"]
    assert len(legends) == 28 and all(c["deck_card"] for c in legends)


def test_factions_and_sides(rows):
    factions = {}
    sides = {}
    for c in rows.values():
        factions[c["faction"]] = factions.get(c["faction"], 0) + 1
        sides[c["alignment"]] = sides.get(c["alignment"], 0) + 1
    assert factions == {"neutral": 236, "orc": 150, "dwarf": 150, "chaos": 150, "dark_elf": 149,
                        "high_elf": 149, "empire": 149}
    assert sides == {"order": 531, "destruction": 531, None: 71}


# -- field spot checks -----------------------------------------------------------------------
def test_order_only_neutral_card(rows):
    c = rows["04098"]                      # A Noble Quest: "Order only. Action: ..."
    assert (c["name"], c["faction"], c["alignment"], c["loyalty"]) == \
        ("A Noble Quest", "neutral", "order", 0)


def test_errata_destruction_only(rows, bundle):
    rat_ogres = rows["02055"]               # ZdV 55: text replaced, now "Nur Zerstörung"
    assert rat_ogres["alignment"] == "destruction"
    assert rat_ogres["faction"] == "neutral"
    assert rat_ogres["text"].startswith("Skaven. Destruction only.")
    rows_for = [e for e in bundle.errata if e["card_id"] == "02055"]
    assert {e["field"] for e in rows_for} == {"text", "restriction"}
    restriction = next(e for e in rows_for if e["field"] == "restriction")
    assert restriction["new_value"] == "Destruction only" and restriction["applied"] is False
    assert restriction["source"] == \
        "seed 004 (German FAQ 3d), Kartenklarstellungen und Errata, ZdV 55"
    for card_id in ("02079", "02120"):     # Deathmaster Sniktch, Plague Monk
        assert rows[card_id]["alignment"] == "destruction"


def test_hit_points_loyalty_power(rows):
    grimgor = rows["01063"]                 # Grimgor Ironhide: "Hit Points: 6 Hero. Warrior. ..."
    assert (grimgor["hit_points"], grimgor["hero"], grimgor["type"]) == (6, True, "unit")
    assert not grimgor["text"].startswith("Hit Points")
    defender = rows["01001"]               # Defender of the Hold
    stats = ("cost", "loyalty", "power_icons", "hit_points")
    assert [defender[k] for k in stats] == [1, 1, 1, 1]
    gurni = rows["02041"]                  # Gurni Thorgrimson: cost 5, loyalty 3
    assert (gurni["cost"], gurni["loyalty"]) == (5, 3)
    wurrzag = rows["10041"]                # legend, power printed per zone "1-2-1"
    assert wurrzag["extra"]["zone_power"] == [1, 2, 1] and wurrzag["power_icons"] is None


def test_plus_cost_suffix(rows):
    brigade = rows["01011"]                # Mountain Brigade, cost "4 +" in the data
    assert brigade["cost"] == 4
    assert brigade["extra"]["printed_cost"] == "4 +"
    assert brigade["loyalty"] is None      # the source lost the loyalty icons
    assert "cost-plus-suffix" in brigade["extra"]["repairs"]
    flames = rows["01102"]                 # Flames of Tzeentch, "X +"
    assert flames["cost"] is None and flames["extra"]["cost_x"] is True


def test_hidden_race_repairs(rows):
    giant_rats = rows["12024"]             # Skaven, no text in the data
    assert (giant_rats["faction"], giant_rats["alignment"]) == ("neutral", "destruction")
    assert "hidden-race-alignment" in giant_rats["extra"]["repairs"]
    assert giant_rats["extra"]["hidden_race"] == "skaven"
    ariel = rows["12010"]                  # Wood Elf legend, no text in the data
    assert ariel["alignment"] == "order"
    spearman = rows["06019"]               # "Wood Elf. Order only." with no traits field
    assert "Wood Elf" in spearman["traits"] and spearman["alignment"] == "order"
    stalker = rows["12003"]                # "- Lizardmen only.This unit ..."
    assert stalker["race_only"] == ["lizardmen"]
    assert stalker["text"].startswith("Lizardmen only. This unit")


def test_race_restrictions_and_limits(rows):
    assert rows["10013"]["race_only"] == ["orc"]             # 'Idden Boy: "Orc only"
    assert rows["10024"]["race_only"] == ["high_elf"]        # Nagarythe Archer
    assert rows["12049"]["non_race_only"] == ["chaos"]       # Daemonic Offering
    assert rows["12049"]["alignment"] == "destruction"
    assert rows["12021"]["deck_limit"] == 6                  # Rat Swarm: up to 6 copies
    assert rows["09020"]["deck_limit"] == 1                  # Heroic Task: Limit 1 per deck
    assert rows["08039"]["deck_limit"] == 1                  # Spoils of War
    assert rows["01114"]["limited"] is True                  # Armoury: Limited
    assert rows["10054"]["limited"] is False                 # Power of Chaos: "Limited cards"
    assert sum(c["deck_limit"] != 3 for c in rows.values()) == 3


def test_restricted_marker_removed(rows):
    excavation = rows["01116"]
    assert excavation["text"] == "Warpstone. Your units enter this zone corrupted."
    assert excavation["extra"]["printed_restricted"] is True
    assert rows["01119"]["text"].startswith("Action: Gain 1 resource")


def test_traits_cleaned(rows):
    assert rows["02081"]["traits"] == ["Slayer"]             # "Slayer, Toughness 2"
    assert rows["07024"]["traits"] == ["Warrior", "Cavalry"]            # "Calvary"
    assert rows["05051"]["traits"] == ["Undead", "War Machine"]         # "..., Destruction only."
    assert rows["02018"]["traits"] == ["Hero", "Witch Hunter"]
    assert all(t == t.strip(" .-") and t for c in rows.values() for t in c["traits"])


def test_titles(rows):
    assert rows["01119"]["title"] == rows["03057"]["title"] == "innovation"
    assert rows["01120"]["title"] != rows["02004"]["title"]        # Infiltrate! vs Infiltrate
    assert rows["11053"]["name"] == "Reinforcements"
    assert rows["11053"]["title"] != rows["01129"]["title"]        # tactic vs draft card


def test_errata_overlay_applied_where_data_lacks_it(bundle, rows):
    applied = {e["card_id"] for e in bundle.errata if e["applied"]}
    assert applied == {"02027", "02043", "02065", "02076", "03013", "04081", "06011"}
    assert "this zone. (Limit once per turn.)" in rows["02027"]["text"]
    assert "Action: Remove 1 resource token" in rows["02076"]["text"]
    assert "simultaneously" in rows["04081"]["text"]
    assert "lose all actions and triggered abilities" in rows["06011"]["text"]
    every = {e["card_id"] for e in bundle.errata}
    assert len(every) == 42
    assert all(e["source"].startswith("seed 004 (German FAQ 3d), Kartenklarstellungen und Errata, ")
               for e in bundle.errata)


def test_release_dates(whi_pool):
    assert whi_pool.card("01001").released == dt.date(2009, 9, 1)
    assert whi_pool.card("12021").released == dt.date(2013, 11, 26)
    assert whi_pool.card("03057").packs == ("assault-on-ulthuan",)


def test_german_names(whi_pool):
    assert [c.id for c in whi_pool.find("Warpsteinausgrabungen")] == ["01116"]
    assert [c.id for c in whi_pool.find("Besuch der Geisterstadt")] == ["06008"]
    assert [c.id for c in whi_pool.find("Rattenoger")] == ["02055"]
    assert {c.id for c in whi_pool.find("Innovation")} == {"01119", "03057"}
    assert NameResolver(whi_pool).resolve("Innovation").card.id == "03057"             # newest printing
    assert {c.id for c in whi_pool.find("Repetier-Speerschleuder")} == {"02027", "02077"}
    assert NameResolver(whi_pool).resolve("Repetier-Speerschleuder").card is None     # two titles: ambiguous
    assert whi_pool.display_name("04117", "de") == "Seelenräuber"
    assert [c.id for c in whi_pool.find("Seelendieb")] == ["04117"]        # FAQ spelling
    assert [c.id for c in whi_pool.find("Meisterassasine Snietch")] == ["02079"]
    assert whi_pool.display_name("02079", "de") == "Meisterassassine Sniktch"
    assert whi_pool.display_name("01008", "de") == "Zwergenkanoniere"
    assert whi_pool.find("Reinforcements (Cataclysm)")[0].id == "11053"


def test_list_version(whi_pool):
    (lv,) = whi_pool.list_versions("standard")
    assert lv.id == "whi-faq-3d" and lv.effective == dt.date(2011, 7, 13)
    assert lv.restricted == {"01116", "01119", "03057", "04002", "04025", "04042", "04117"}
    assert lv.banned == {"06008"}
    assert "Heidelberger" in lv.issuer and lv.source.startswith("seed 004")


def test_repairs_are_counted(bundle):
    lines = [w for w in bundle.warnings if w.startswith("repair ")]
    counted = {line.split(":")[0][len("repair "):] for line in lines}
    assert {"cost-plus-suffix", "restricted-marker", "hidden-race-alignment", "sentence-space",
            "name-suffix", "near-duplicate-title"} <= counted
    assert counted <= set(whi_importer.REPAIRS)
    assert any(line.startswith("repair restricted-marker: 2 cards") for line in lines)
    assert any(line.startswith("repair cost-plus-suffix: 85 cards") for line in lines)


# -- broken snapshots --------------------------------------------------------------------
def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "carddata"
    shutil.copytree(CARDDATA / "whi", root / "whi")
    return root


def test_missing_card_file(tmp_path):
    root = _copy(tmp_path)
    (root / "whi" / "whi_full.json").unlink()
    with pytest.raises(SnapshotError) as err:
        read("whi", root)
    assert err.value.path.endswith("whi_full.json") and "missing" in err.value.reason


def test_corrupt_card_file(tmp_path):
    root = _copy(tmp_path)
    path = root / "whi" / "whi_full.json"
    path.chmod(0o644)
    path.write_text('[{"name": "Rat Ogres", ', encoding="utf-8")
    with pytest.raises(SnapshotError) as err:
        read("whi", root)
    assert err.value.path.endswith("whi_full.json") and "JSON" in err.value.reason


def test_wrong_shape_card_file(tmp_path):
    root = _copy(tmp_path)
    path = root / "whi" / "whi_full.json"
    path.chmod(0o644)
    path.write_text(json.dumps({"cards": []}), encoding="utf-8")
    with pytest.raises(SnapshotError) as err:
        read("whi", root)
    assert err.value.path.endswith("whi_full.json")


def test_bad_records_are_skipped_with_a_warning(tmp_path):
    root = _copy(tmp_path)
    path = root / "whi" / "whi_full.json"
    path.chmod(0o644)
    data = json.loads(path.read_text(encoding="utf-8"))
    data.append({"name": "No id"})
    data.append(dict(data[0]))                              # duplicate unique_id
    path.write_text(json.dumps(data), encoding="utf-8")
    bundle = read("whi", root)
    assert len(bundle.cards) == 1133
    assert any("no valid unique_id" in w for w in bundle.warnings)
    assert any("duplicate unique_id" in w for w in bundle.warnings)


def test_missing_pack_file(tmp_path):
    root = _copy(tmp_path)
    (root / "whi" / "whi_packs.json").unlink()
    with pytest.raises(SnapshotError) as err:
        read("whi", root)
    assert err.value.path.endswith("whi_packs.json")
