"""CardPool, name normalization and the shared rule primitives on small hand-made cards."""
from datetime import date

from deckcheck.decklists.names import NameResolver
from deckcheck.model import Alias, Card, ListVersion
from deckcheck.pool import CardPool
from deckcheck.rules import primitives as p
from deckcheck.text import normalize_name


def card(cid, name, **kw):
    return Card(id=cid, game="agot", name=name, type=kw.pop("type", "character"),
                title=normalize_name(name), **kw)


POOL = CardPool("agot", [
    card("01002", "A Feast for Crows", type="plot", released=date(2015, 10, 8)),
    card("01109", "Winterfell Steward", released=date(2015, 10, 8)),
    card("17109", "Winterfell Steward", released=date(2020, 1, 1)),
    card("01027", "Fealty", type="agenda", deck_limit=1),
], [Alias("01002", "de", "Zeit der Krähen", "test"), Alias("01109", "id", "guid-1", "octgn")],
    [ListVersion("v2", "agot", "joust", "V2", "x", date(2020, 1, 1), "s", restricted=frozenset({"01027"})),
     ListVersion("v1", "agot", "joust", "V1", "x", date(2018, 1, 1), "s")])


def test_normalize_folds_case_diacritics_punctuation_and_article():
    assert normalize_name("The Rains of Castamere") == normalize_name("rains of castamere")
    assert normalize_name("Zeit der Krähen") == "zeit der krahen"
    assert normalize_name("Mirumoto's Fury") == "mirumotos fury"
    assert normalize_name("Zum Angriff!") == "zum angriff"


def test_find_by_alias_and_id_alias():
    assert [c.id for c in POOL.find("zeit der krahen")] == ["01002"]
    assert POOL.card("guid-1").id == "01109"
    assert POOL.card("GUID-1").id == "01109"
    assert POOL.card("nope") is None


def test_lookup_prefers_newest_printing_and_ranks_misspellings():
    assert NameResolver(POOL).resolve("Winterfell Steward").card.id == "17109"
    fixed = NameResolver(POOL).resolve("Winterfel Stewart")     # 2 edits, nothing else near
    assert fixed.corrected and fixed.card.id == "17109"
    miss = NameResolver(POOL, strict=True).resolve("Winterfel Stewart")
    assert miss.card is None and miss.variant == "strict"
    assert miss.candidates and miss.candidates[0].card.name == "Winterfell Steward"
    assert miss.candidates[0].score < 100


def test_display_name_falls_back_to_english():
    assert POOL.display_name("01002", "de") == "Zeit der Krähen"
    assert POOL.display_name("01109", "de") == "Winterfell Steward"


def test_list_in_force_by_date():
    assert POOL.list_in_force("joust", date(2017, 1, 1)) is None
    assert POOL.list_in_force("joust", date(2019, 1, 1)).id == "v1"
    assert POOL.list_in_force("joust", date(2020, 1, 1)).id == "v2"
    assert POOL.list_by_id("joust", "v1").name == "V1"


def test_copies_by_title_counts_across_ids_with_lowest_limit():
    a, b = POOL.cards["01109"], POOL.cards["17109"]
    found = list(p.copies_by_title([(a, 3), (b, 3)], "X_COPIES"))
    assert len(found) == 1
    assert found[0].expected == 3 and found[0].actual == 6
    assert set(found[0].cards) == {"01109", "17109"}
    assert not list(p.copies_by_title([(a, 2), (b, 1)], "X_COPIES"))
    assert list(p.copies_by_title([(a, 2), (b, 1)], "X_COPIES", cap=2))[0].expected == 2


def test_copies_over_limit_adds_other_copies_without_their_limits():
    a, b = POOL.cards["01109"], POOL.cards["17109"]
    draw = p.count_by_title([(a, 2)])
    plots = p.count_by_title([(b, 2)])                # (AGoT: plots of a draw-deck title)
    assert draw["winterfell steward"] == p.TitleCopies(2, 3, ["01109"], "Winterfell Steward")
    (found,) = p.copies_over_limit(draw, "X_COPIES", also=plots)
    assert (found.cards, found.expected, found.actual) == (("01109", "17109"), 3, 4)
    assert not list(p.copies_over_limit(plots, "X_COPIES"))


def test_deck_size_range():
    assert not list(p.deck_size(40, "S", 40, 45))
    low = list(p.deck_size(39, "S", 40, 45))[0]
    assert (low.expected, low.actual) == (40, 39)
    high = list(p.deck_size(46, "S", 40, 45))[0]
    assert (high.expected, high.actual) == (45, 46)


def test_restricted_banned_unreleased():
    lv = ListVersion("l", "agot", "joust", "L", "x", date(2020, 1, 1), "s",
                     restricted=frozenset({"01027", "01002"}), banned=frozenset({"01109"}))
    entries = [(POOL.cards["01027"], 1), (POOL.cards["01002"], 1), (POOL.cards["01109"], 1)]
    r = list(p.restricted_list(entries, lv, "R"))
    assert r and r[0].actual == 2
    assert not list(p.restricted_list(entries[:1], lv, "R"))
    assert list(p.banned(entries, lv, "B"))[0].cards == ("01109",)
    u = list(p.unreleased([(POOL.cards["17109"], 1)], date(2019, 1, 1), "U"))
    assert u[0].cards == ("17109",)
