"""The AGoT importer on the real snapshot (throneteki-json-data + ThronesDB translations):
cards, packs, printings, aliases, errata and all 32 restricted-list versions."""
from __future__ import annotations

import json
import shutil
from collections import Counter
from datetime import date
from pathlib import Path

import pytest
from conftest import CARDDATA
from sqlalchemy import select

from card_db import schema as s
from card_db.bundle import SnapshotError
from card_db.importers import read
from deckcheck.decklists.names import NameResolver
from deckcheck.model import PlotStats

VARIANT_PACKS = {"VDS", "ToJ", "VHotK", "VKm"}


@pytest.fixture(scope="module")
def bundle(carddata):
    return read("agot", carddata)


def test_card_and_pack_counts(bundle):
    assert len(bundle.cards) == 2240
    assert len({c["id"] for c in bundle.cards}) == 2240
    assert len(bundle.packs) == 71 and len(bundle.printings) == 2240
    variant = [c for c in bundle.cards if c["extra"]["pack"] in VARIANT_PACKS]
    assert Counter(c["extra"]["pack"] for c in variant) == {"ToJ": 281, "VDS": 21, "VKm": 8, "VHotK": 1}
    assert Counter(c["format_only"] for c in bundle.cards) == {
        None: 1936, "draft": 302, "melee": 1, "hand_of_the_king": 1}
    # 104 cards print "Draft format only."; the other 198 Tower of Joy cards are draft printings
    assert sum(1 for c in bundle.cards if c["extra"].get("format_from_pack")) == 198
    assert sum(1 for c in bundle.cards if not c["deck_card"]) == 14            # title cards
    assert bundle.summary()["errata"] == 10


def test_packs_have_release_dates_and_cycles(bundle):
    packs = {p["id"]: p for p in bundle.packs}
    assert packs["Core"]["released"] == date(2015, 10, 8)
    assert packs["Core"]["cycle_id"] == "core" and packs["Core"]["code"] == "1"
    assert packs["R2"]["released"] == date(2026, 7, 1)
    assert packs["VKm"]["released"] is None and packs["VKm"]["cycle_id"] == "variants"
    printing = next(p for p in bundle.printings if p["card_id"] == "01027")
    assert printing == {"card_id": "01027", "pack_id": "Core", "position": "27", "quantity": 1}


def test_card_fields(agot_pool):
    cards = agot_pool.cards
    stag = cards["01198"]                                             # a Banner agenda
    assert (stag.name, stag.type, stag.faction, stag.traits, stag.deck_limit) == \
        ("Banner of the Stag", "agenda", "neutral", ("Banner",), 1)
    robert = cards["01048"]                                           # a loyal character
    assert (robert.loyal, robert.unique, robert.cost, robert.strength, robert.icons) == \
        (True, True, 7, 5, ("military", "power"))
    assert robert.traits == ("King", "Lord") and robert.text.startswith("Intimidate. Renown.")
    feast = cards["01002"]                                            # plot stats
    assert feast.plot_stats == PlotStats(income=6, initiative=1, claim=1, reserve=4)
    assert (feast.deck_limit, feast.octgn_id) == (1, "0ed58a09-7482-4632-b88f-309ae5621c2e")
    assert cards["01004"].deck_limit == 2                             # may be the doubled plot
    assert cards["01045"].cost is None                                # printed cost X
    assert cards["00001"].format_only == "draft"                      # VDS draft agenda
    assert cards["00104"].format_only == "draft" and cards["00104"].deck_limit == 40
    assert cards["17147"].format_only == "melee"
    assert cards["00030"].format_only == "hand_of_the_king"
    assert cards["01208"].deck_card is False and cards["01208"].type == "title"
    assert cards["01039"].limited is True and cards["01038"].limited is False
    assert cards["01128"].loyal is False and cards["01128"].faction == "thenightswatch"
    assert cards["01031"].faction == "neutral" and cards["01031"].loyal is False
    assert cards["01001"].released == date(2015, 10, 8) and cards["01001"].packs == ("Core",)
    assert cards["05045"].title == "rains of castamere"
    assert cards["17148"].released == date(2020, 10, 1)


def test_extra_keeps_printed_keywords_and_strings(agot_db):
    from card_db.database import get_engine
    with get_engine(agot_db).connect() as conn:
        rows = {r.id: r for r in conn.execute(select(s.Card).where(
            s.Card.game == "agot", s.Card.id.in_(["11002", "01045", "01002", "00101", "01048"])))}
    assert rows["11002"].extra["shadow"] == "2" and "shadow (2)" in rows["11002"].extra["keywords"]
    assert rows["01045"].extra["cost_text"] == "X"
    assert rows["01002"].extra["plot_deck_limit"] == 1
    assert rows["00101"].extra["format_from_pack"] is True
    assert rows["01048"].extra["keywords"] == ["intimidate", "renown"]


def test_errata_are_recorded_as_applied(bundle):
    errata = {e["card_id"]: e for e in bundle.errata}
    assert len(errata) == 10 and all(e["applied"] for e in errata.values())
    assert errata["14036"]["new_value"].startswith("Limit 1 copy per character.")
    assert errata["20052"]["source"] == "Global Operations Team (G.O.T.) FAQ v2.0"


def test_aliases_translations_and_octgn_ids(bundle):
    by_locale = Counter(a["locale"] for a in bundle.aliases)
    assert by_locale["id"] == 1236                   # every well-formed OCTGN GUID
    assert by_locale["de"] > 1100 and by_locale["fr"] > 50 and by_locale["es"] > 600
    assert {"card_id": "01002", "locale": "de", "name": "Zeit der Krähen",
            "source": "ThronesDB translations"} in bundle.aliases


def test_pool_lookups(agot_pool):
    assert [c.id for c in agot_pool.find("Zeit der Krähen")] == ["01002"]
    assert agot_pool.display_name("01027", "de") == "Lehnstreue"
    assert agot_pool.card("0ed58a09-7482-4632-b88f-309ae5621c2e").id == "01002"
    assert agot_pool.card("0ED58A09-7482-4632-B88F-309AE5621C2E").id == "01002"
    assert [c.id for c in agot_pool.find("Steward of the Rock")] == ["01094"]   # pre-release name
    fixed = NameResolver(agot_pool).resolve("A Feest for Crowz")    # plainly misspelled: corrected
    assert fixed.corrected and fixed.card.id == "01002"
    missed = NameResolver(agot_pool).resolve("A Feest for Crowz", correct=False)
    assert missed.card is None and missed.candidates[0].card.id == "01002"
    assert missed.candidates[0].score < 100
    assert [c.id for c in agot_pool.find("The Rains of Castamere")] == ["05045"]
    # 01050 (Core) is not loyal, 14006/04087/16001 are: a different card for the deck rules,
    # so the bare name is ambiguous and a decklist names the pack, as ThronesDB exports do
    assert NameResolver(agot_pool).resolve("Ser Davos Seaworth (TTWDFL)").card.id == "16001"


def test_all_32_list_versions_for_both_formats(bundle, carddata):
    data = json.loads((carddata / "agot" / "restricted-list.json").read_text(encoding="utf-8"))
    assert len(data) == 32
    rows = {(r["code"], r["format"]): r for r in bundle.lists}
    assert len(rows) == 64
    families = {"gotvalyrian1.0": ("valyrian", "valyrian_melee")}
    for version in data:
        for fmt in version["formats"]:
            family = families.get(version["code"], ("joust", "melee"))[fmt["name"] == "melee"]
            row = rows[(version["code"], family)]
            kinds = Counter(e["kind"] for e in row["entries"])
            assert kinds["restricted"] == len(fmt.get("restricted", []))
            assert kinds["banned"] == len(fmt.get("banned", []))
            assert kinds["banned_printing"] == len(version["bannedCards"])
            assert len({e["pod"] for e in row["entries"] if e["kind"] == "pod"}) == len(fmt.get("pods", []))
            assert row["effective"] == date.fromisoformat(version["date"])
            assert row["card_set"] == version["cardSet"]


def summary(pool, fmt, code):
    lv = pool.list_by_id(fmt, code)
    return (len(lv.restricted), len(lv.banned), len(lv.pods), len(lv.banned_printings))


def test_list_versions_spot_checks(agot_pool):
    assert {f: len(v) for f, v in agot_pool.lists.items()} == \
        {"joust": 31, "melee": 31, "valyrian": 1, "valyrian_melee": 1}
    assert summary(agot_pool, "joust", "ffg1.1") == (0, 0, 0, 0)
    assert summary(agot_pool, "melee", "ffg1.2") == (14, 0, 0, 160)
    assert summary(agot_pool, "joust", "ffg3.0") == (41, 0, 0, 196)
    assert summary(agot_pool, "joust", "conclave2.0") == (38, 7, 8, 192)
    assert summary(agot_pool, "melee", "conclave2.0") == (31, 4, 0, 192)
    assert summary(agot_pool, "joust", "redesigns2.2") == (6, 1, 5, 92)
    assert summary(agot_pool, "valyrian", "gotvalyrian1.0") == (40, 7, 8, 92)
    assert summary(agot_pool, "joust", "gotstandard1.13") == (26, 2, 19, 433)
    assert summary(agot_pool, "joust", "gotstandard2.1") == (26, 0, 25, 108)
    assert summary(agot_pool, "melee", "gotstandard2.1") == (52, 2, 7, 108)
    standard = agot_pool.list_by_id("joust", "gotstandard2.1")
    assert (standard.name, standard.issuer, standard.card_set, standard.effective) == \
        ("Standard v2.1", "Global Operations Team (G.O.T.)", "redesign2", date(2026, 7, 1))
    assert standard.source.endswith("GOT-Card-Legality-v2.1-Joust-5.pdf")
    assert agot_pool.list_by_id("joust", "ffg2.0").source == "throneteki-json-data restricted-list.json"
    mace = [p for p in agot_pool.list_by_id("joust", "conclave2.0").pods if p.restricted == "09001"]
    assert [sorted(p.cards) for p in mace] == [["09017"]]
    assert agot_pool.list_by_id("joust", "redesigns2.1").name == "Redesigns FAQ v2.1"


def test_upstream_oddity_of_standard_113_is_imported_as_is(bundle):
    """Standard v1.13's bannedCards lists the two first cycles and 100 codes that no card
    has (04121-04220); v1.14 drops them again. Imported faithfully, with a warning."""
    row = next(r for r in bundle.lists if r["code"] == "gotstandard1.13" and r["format"] == "joust")
    printings = {e["card_id"] for e in row["entries"] if e["kind"] == "banned_printing"}
    assert {"02001", "04121", "04220"} <= printings
    assert any(w.startswith("gotstandard1.13: 100 bannedCards") for w in bundle.warnings)


# -- broken snapshots ------------------------------------------------------------------------------
def copy_snapshot(tmp_path: Path) -> Path:
    root = tmp_path / "carddata"
    shutil.copytree(CARDDATA / "agot", root / "agot")
    return root


def test_missing_restricted_list_names_the_file(tmp_path):
    root = copy_snapshot(tmp_path)
    (root / "agot" / "restricted-list.json").unlink()
    with pytest.raises(SnapshotError) as err:
        read("agot", root)
    assert err.value.path.endswith("restricted-list.json") and "missing" in err.value.reason


def test_corrupt_pack_names_the_file(tmp_path):
    root = copy_snapshot(tmp_path)
    (root / "agot" / "packs" / "Core.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(SnapshotError) as err:
        read("agot", root)
    assert err.value.path.endswith("Core.json")


def test_missing_agot_folder(tmp_path):
    with pytest.raises(SnapshotError):
        read("agot", tmp_path)


def test_without_translations_only_english_names(tmp_path):
    root = copy_snapshot(tmp_path)
    found = read("agot", root)
    assert len(found.cards) == 2240
    assert not any(a["locale"] in ("de", "fr", "es") for a in found.aliases)
    assert any("no translations" in w for w in found.warnings)
