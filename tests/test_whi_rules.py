"""Warhammer: Invasion deck rules, with real cards from the snapshot.

Base decks are built from the pool by a fixed recipe (the first 17 titles of a race in
id order that carry no race restriction, are on no list and have rules text, 3 copies
each = 51 cards), so every test starts from a legal deck of real cards and breaks
exactly one rule.
"""
from __future__ import annotations

from datetime import date

import pytest

from deckcheck.decklists.names import NameResolver
from deckcheck.games.whi import formats
from deckcheck.games.whi.races import MAIN_RACES
from deckcheck.model import Deck, DeckInputError
from deckcheck.report import verdict_to_dict
from deckcheck.validator import validate

AS_OF = date(2014, 1, 1)          # after the last WHI release (Hidden Kingdoms, 2013-11-26)

# real cards used by name below
RAT_OGRES = "02055"               # neutral Skaven, erratum ZdV 55: Destruction only
NOBLE_QUEST = "04098"             # neutral tactic, "Order only"
ERRANT_WOLF = "02058"             # neutral unit, "Order only"
DWARF_EMPIRE_ALLIANCE = "01122"   # neutral support, "Order only"
BURN_IT_DOWN = "01118"            # neutral tactic, no side
IDDEN_BOY = "10013"               # Orc unit, "Orc only"
BRIDE_OF_KHAINE = "10003"         # Dark Elf unit, "Dark Elf only"
SHINY_OFFERING = "12055"          # Orc support, "Non-Orc only"
DAEMONIC_OFFERING = "12049"       # Chaos support, "Non-Chaos only"
RAT_SWARM = "12021"               # neutral Skaven, "Skaven only", up to 6 copies
HEROIC_TASK = "09020"             # neutral quest, "Limit 1 per deck"
INNOVATION, INNOVATION_AOU = "01119", "03057"
INFILTRATE, INFILTRATE_QUEST = "02004", "01120"   # Empire tactic / neutral quest "Infiltrate!"
WARPSTONE_EXCAVATION = "01116"    # restricted
MINING_TUNNELS = "04002"          # restricted (Dwarf)
VISIT_THE_HAUNTED_CITY = "06008"  # banned (Empire)
CUT_SUPPLY_LINES = "01128"        # draft variant card
DREADFIRE_PORTAL = "11054"        # Cataclysm fulcrum
PILGRIMAGE = "01117"              # neutral tactic without rules text in the data


def base_cards(pool, race: str, titles: int = 17, hidden: bool = False) -> dict[str, int]:
    lv = pool.list_versions("standard")[0]
    listed = lv.restricted | lv.banned
    picked: dict[str, int] = {}
    seen: set[str] = set()
    for card in sorted(pool.cards.values(), key=lambda c: c.id):
        if hidden:
            if card.faction != "neutral" or race.capitalize() not in card.traits:
                continue
        elif card.faction != race:
            continue
        if (not card.deck_card or card.race_only or card.non_race_only or not card.text
                or card.deck_limit < 3 or card.id in listed or card.title in seen):
            continue
        picked[card.id] = 3
        seen.add(card.title)
        if len(picked) == titles:
            break
    assert len(picked) == titles, f"not enough {race} cards"
    return picked


def deck(cards: dict[str, int], capital: str | None = None, as_of: date = AS_OF,
         fmt: str | None = None, list_id: str | None = None) -> Deck:
    return Deck("whi", dict(cards), format=fmt, capital=capital, as_of=as_of, list_id=list_id)


def codes_of(verdict) -> list[str]:
    return sorted(v.code for v in verdict.violations)


def only(verdict, code: str):
    assert codes_of(verdict) == [code], verdict.violations
    return verdict.violations[0]


# -- legal decks ---------------------------------------------------------------------------
@pytest.mark.parametrize("race", sorted(MAIN_RACES))
def test_legal_base_deck_of_each_race(whi_pool, race):
    verdict = validate(deck(base_cards(whi_pool, race), capital=race), whi_pool)
    assert verdict.valid, verdict.violations
    assert verdict.warnings == ()
    side = MAIN_RACES[race]
    assert verdict.counts == {"deck": 51, "order": 51 if side == "order" else 0,
                              "destruction": 51 if side == "destruction" else 0, "neutral": 0}
    assert verdict.format == "standard"
    assert [lv.id for lv in verdict.lists] == ["whi-faq-3d"]


def test_legal_deck_with_neutral_order_only_cards(whi_pool):
    cards = base_cards(whi_pool, "dwarf", titles=13)
    cards.update({NOBLE_QUEST: 3, ERRANT_WOLF: 3, DWARF_EMPIRE_ALLIANCE: 3, BURN_IT_DOWN: 3})
    verdict = validate(deck(cards, capital="dwarf"), whi_pool)
    assert verdict.valid, verdict.violations
    assert verdict.counts == {"deck": 51, "order": 48, "destruction": 0, "neutral": 3}


def test_no_maximum_deck_size(whi_pool):
    verdict = validate(deck(base_cards(whi_pool, "empire", titles=40), capital="empire"), whi_pool)
    assert verdict.valid and verdict.counts["deck"] == 120


def test_mixed_order_races_pass(whi_pool):
    cards = base_cards(whi_pool, "dwarf", titles=9)
    cards.update(base_cards(whi_pool, "high_elf", titles=8))
    assert validate(deck(cards, capital="high_elf"), whi_pool).valid


# -- deck size -------------------------------------------------------------------------------
def test_deck_size(whi_pool):
    cards = base_cards(whi_pool, "chaos")
    first = next(iter(cards))
    cards[first] = 1                                # 51 - 2 = 49
    v = only(validate(deck(cards, capital="chaos"), whi_pool), "WHI_DECK_SIZE")
    assert (v.expected, v.actual, v.cards) == (50, 49, ())


def test_not_deck_cards_do_not_count(whi_pool):
    cards = base_cards(whi_pool, "orc", titles=16)  # 48
    cards.update({CUT_SUPPLY_LINES: 1, DREADFIRE_PORTAL: 1})
    verdict = validate(deck(cards, capital="orc"), whi_pool)
    assert codes_of(verdict) == ["WHI_DECK_SIZE", "WHI_NOT_DECK_CARD"]
    size = next(v for v in verdict.violations if v.code == "WHI_DECK_SIZE")
    assert size.actual == 48
    assert verdict.counts["deck"] == 48


# -- copies ------------------------------------------------------------------------------------
def test_four_copies(whi_pool):
    cards = base_cards(whi_pool, "dark_elf")
    first = next(iter(cards))
    cards[first] = 4
    v = only(validate(deck(cards, capital="dark_elf"), whi_pool), "WHI_COPIES")
    assert (v.cards, v.expected, v.actual) == ((first,), 3, 4)


def test_reprints_count_as_one_title(whi_pool):
    cards = base_cards(whi_pool, "empire")
    cards.update({INNOVATION: 2, INNOVATION_AOU: 2})
    v = only(validate(deck(cards, capital="empire"), whi_pool), "WHI_COPIES")
    assert set(v.cards) == {INNOVATION, INNOVATION_AOU}
    assert (v.expected, v.actual) == (3, 4)
    cards[INNOVATION_AOU] = 1                       # 3 copies over two printings: fine
    assert validate(deck(cards, capital="empire"), whi_pool).valid


def test_near_duplicate_titles_are_different_cards(whi_pool):
    cards = base_cards(whi_pool, "empire")
    cards.update({INFILTRATE: 3, INFILTRATE_QUEST: 3})
    assert validate(deck(cards, capital="empire"), whi_pool).valid


def test_card_text_permits_more_copies(whi_pool):
    cards = base_cards(whi_pool, "skaven", titles=15, hidden=True)
    cards[RAT_SWARM] = 6
    assert validate(deck(cards, capital="skaven"), whi_pool).valid
    cards[RAT_SWARM] = 7
    v = only(validate(deck(cards, capital="skaven"), whi_pool), "WHI_COPIES")
    assert (v.cards, v.expected, v.actual) == ((RAT_SWARM,), 6, 7)


def test_card_text_permits_fewer_copies(whi_pool):
    cards = base_cards(whi_pool, "high_elf")
    cards[HEROIC_TASK] = 1
    assert validate(deck(cards, capital="high_elf"), whi_pool).valid
    cards[HEROIC_TASK] = 2
    v = only(validate(deck(cards, capital="high_elf"), whi_pool), "WHI_COPIES")
    assert (v.cards, v.expected, v.actual) == ((HEROIC_TASK,), 1, 2)


# -- Order / Destruction ------------------------------------------------------------------------
def test_rat_ogres_in_a_destruction_deck(whi_pool):
    cards = base_cards(whi_pool, "orc")
    cards[RAT_OGRES] = 3
    verdict = validate(deck(cards, capital="orc"), whi_pool)
    assert verdict.valid
    assert verdict.counts["destruction"] == 54


def test_rat_ogres_in_an_order_deck(whi_pool):
    cards = base_cards(whi_pool, "dwarf")
    cards[RAT_OGRES] = 3
    v = only(validate(deck(cards, capital="dwarf"), whi_pool), "WHI_ORDER_DESTRUCTION")
    assert (v.cards, v.expected, v.actual) == ((RAT_OGRES,), 0, 3)
    assert v.params == {"order": 51, "destruction": 3}


def test_order_only_card_in_a_destruction_deck(whi_pool):
    cards = base_cards(whi_pool, "chaos")
    cards[NOBLE_QUEST] = 2
    v = only(validate(deck(cards, capital="chaos"), whi_pool), "WHI_ORDER_DESTRUCTION")
    assert (v.cards, v.actual) == ((NOBLE_QUEST,), 2)


def test_smaller_side_is_reported(whi_pool):
    cards = base_cards(whi_pool, "empire", titles=10)          # 30 Order
    destruction = base_cards(whi_pool, "dark_elf", titles=7)   # 21 Destruction
    cards.update(destruction)
    verdict = validate(deck(cards), whi_pool)
    v = only(verdict, "WHI_ORDER_DESTRUCTION")
    assert set(v.cards) == set(destruction) and v.actual == 21
    assert v.params == {"order": 30, "destruction": 21}


def test_tie_reports_the_side_the_capital_is_not_on(whi_pool):
    cards = dict(base_cards(whi_pool, "empire", titles=9))
    orcs = base_cards(whi_pool, "orc", titles=9)
    cards.update(orcs)
    v = only(validate(deck(cards, capital="empire"), whi_pool), "WHI_ORDER_DESTRUCTION")
    assert set(v.cards) == set(orcs)
    v = only(validate(deck(cards, capital="orc"), whi_pool), "WHI_ORDER_DESTRUCTION")
    assert set(v.cards) == set(base_cards(whi_pool, "empire", titles=9))


def test_with_a_capital_the_other_side_is_reported_even_when_larger(whi_pool):
    orcs = base_cards(whi_pool, "orc", titles=7)                 # 21 Destruction
    empire = base_cards(whi_pool, "empire", titles=10)           # 30 Order
    v = only(validate(deck({**orcs, **empire}, capital="orc"), whi_pool), "WHI_ORDER_DESTRUCTION")
    assert set(v.cards) == set(empire) and v.actual == 30


# -- race restrictions and capital ----------------------------------------------------------------
def test_race_only_card_with_its_capital(whi_pool):
    cards = base_cards(whi_pool, "orc")
    cards[IDDEN_BOY] = 3
    verdict = validate(deck(cards, capital="orc"), whi_pool)
    assert verdict.valid and verdict.warnings == ()


def test_race_only_card_with_another_capital(whi_pool):
    cards = base_cards(whi_pool, "chaos", titles=16)
    cards[IDDEN_BOY] = 3
    v = only(validate(deck(cards, capital="chaos"), whi_pool), "WHI_RACE_ONLY")
    assert (v.cards, v.actual, v.params["capital"]) == ((IDDEN_BOY,), 1, "Chaos")


def test_race_only_without_capital_is_a_warning(whi_pool):
    cards = base_cards(whi_pool, "orc")
    cards[IDDEN_BOY] = 3
    verdict = validate(deck(cards), whi_pool)
    assert verdict.valid
    (w,) = verdict.warnings
    assert (w.code, w.cards) == ("WHI_RACE_ONLY_UNCHECKED", (IDDEN_BOY,))


def test_race_only_cards_no_capital_can_satisfy(whi_pool):
    cards = base_cards(whi_pool, "orc")
    cards.update({IDDEN_BOY: 3, BRIDE_OF_KHAINE: 3})
    v = only(validate(deck(cards), whi_pool), "WHI_RACE_ONLY_CONFLICT")
    assert set(v.cards) == {IDDEN_BOY, BRIDE_OF_KHAINE} and v.actual == 2
    cards = base_cards(whi_pool, "orc")
    cards.update({IDDEN_BOY: 3, SHINY_OFFERING: 1})
    v = only(validate(deck(cards), whi_pool), "WHI_RACE_ONLY_CONFLICT")
    assert set(v.cards) == {IDDEN_BOY, SHINY_OFFERING}


def test_non_race_only_card(whi_pool):
    cards = base_cards(whi_pool, "dark_elf", titles=14)
    cards.update(base_cards(whi_pool, "chaos", titles=3))
    cards[DAEMONIC_OFFERING] = 3
    assert validate(deck(cards, capital="dark_elf"), whi_pool).valid
    v = only(validate(deck(cards, capital="chaos"), whi_pool), "WHI_NON_RACE_ONLY")
    assert (v.cards, v.params["capital"]) == ((DAEMONIC_OFFERING,), "Chaos")


def test_hidden_race_capital(whi_pool):
    cards = base_cards(whi_pool, "skaven", titles=17, hidden=True)
    cards[RAT_SWARM] = 3
    assert validate(deck(cards, capital="skaven"), whi_pool).valid
    orc = base_cards(whi_pool, "orc", titles=1)
    cards.update(orc)
    v = only(validate(deck(cards, capital="orc"), whi_pool), "WHI_RACE_ONLY")
    assert v.cards == (RAT_SWARM,)


def test_capital_spellings(whi_pool):
    cards = base_cards(whi_pool, "high_elf")
    for typed in ("high_elf", "High Elf", "high-elf", "Hochelfen", "HIGH ELVES"):
        assert validate(deck(cards, capital=typed), whi_pool).valid, typed


def test_unknown_capital(whi_pool):
    v = only(validate(deck(base_cards(whi_pool, "dwarf"), capital="elves"), whi_pool),
             "WHI_CAPITAL_UNKNOWN")
    assert v.params["capital"] == "elves" and "High Elf" in v.params["races"].en
    assert "Hochelfen" in v.params["races"].de and "high_elf" not in v.params["races"].en


def test_capital_race_not_in_deck(whi_pool):
    v = only(validate(deck(base_cards(whi_pool, "dwarf"), capital="empire"), whi_pool),
             "WHI_CAPITAL_RACE")
    assert (v.expected, v.actual, v.params) == (1, 0, {"capital": "Empire", "capital_de": "Imperium",
                                                       "capital_pl": "Imperium"})


def test_capital_of_the_other_side(whi_pool):
    v = only(validate(deck(base_cards(whi_pool, "dwarf"), capital="orc"), whi_pool),
             "WHI_CAPITAL_RACE")
    assert v.params["capital"] == "Orc"


# -- cards that are not deck cards ----------------------------------------------------------------
def test_draft_card_and_fulcrum(whi_pool):
    cards = base_cards(whi_pool, "empire")
    cards.update({CUT_SUPPLY_LINES: 1, DREADFIRE_PORTAL: 2})
    v = only(validate(deck(cards, capital="empire"), whi_pool), "WHI_NOT_DECK_CARD")
    assert set(v.cards) == {CUT_SUPPLY_LINES, DREADFIRE_PORTAL}
    assert (v.expected, v.actual) == (0, 2)


# -- restricted and banned lists ----------------------------------------------------------------
def test_one_restricted_title_in_any_number(whi_pool):
    cards = base_cards(whi_pool, "dwarf")
    cards[WARPSTONE_EXCAVATION] = 3
    assert validate(deck(cards, capital="dwarf"), whi_pool).valid


def test_two_restricted_titles(whi_pool):
    cards = base_cards(whi_pool, "dwarf")
    cards.update({WARPSTONE_EXCAVATION: 3, MINING_TUNNELS: 1})
    verdict = validate(deck(cards, capital="dwarf"), whi_pool)
    v = only(verdict, "WHI_RESTRICTED_LIST")
    assert set(v.cards) == {WARPSTONE_EXCAVATION, MINING_TUNNELS}
    assert (v.expected, v.actual) == (1, 2)
    assert v.params["list"] == verdict.lists[0].name


def test_restricted_cards_named_in_german(whi_pool):
    (excavation,) = whi_pool.find("Warpsteinausgrabungen")
    innovation = NameResolver(whi_pool).resolve("Innovation").card
    assert (excavation.id, innovation.id) == (WARPSTONE_EXCAVATION, INNOVATION_AOU)
    cards = base_cards(whi_pool, "empire")
    cards.update({excavation.id: 2, innovation.id: 1})
    verdict = validate(deck(cards, capital="empire"), whi_pool)
    v = only(verdict, "WHI_RESTRICTED_LIST")
    assert set(v.cards) == {WARPSTONE_EXCAVATION, INNOVATION_AOU}
    message = verdict_to_dict(verdict, whi_pool, "de")["violations"][0]["message"]
    assert "Warpsteinausgrabungen" in message and "Innovation" in message
    assert "Eingeschränkt" in message or "eingeschränkt" in message
    assert verdict_to_dict(verdict, whi_pool)["lists"][0]["id"] == "whi-faq-3d"


def test_banned_card_named_in_german(whi_pool):
    (visit,) = whi_pool.find("Besuch der Geisterstadt")
    assert visit.id == VISIT_THE_HAUNTED_CITY
    cards = base_cards(whi_pool, "empire")
    cards[visit.id] = 1
    verdict = validate(deck(cards, capital="empire"), whi_pool)
    v = only(verdict, "WHI_BANNED")
    assert (v.cards, v.expected, v.actual) == ((VISIT_THE_HAUNTED_CITY,), 0, 1)
    message = verdict_to_dict(verdict, whi_pool, "de")["violations"][0]["message"]
    assert "Besuch der Geisterstadt" in message


def test_lists_apply_from_their_effective_date(whi_pool):
    cards = {k: v for k, v in base_cards(whi_pool, "empire", titles=25).items()
             if whi_pool.card(k).released <= date(2011, 7, 1)}
    assert sum(cards.values()) >= 50
    cards[VISIT_THE_HAUNTED_CITY] = 3
    before = validate(deck(cards, capital="empire", as_of=date(2011, 7, 12)), whi_pool)
    assert before.valid and before.lists == ()
    assert before.rules_version == "rulebook"
    after = validate(deck(cards, capital="empire", as_of=date(2011, 7, 13)), whi_pool)
    assert codes_of(after) == ["WHI_BANNED"]
    assert after.rules_version == "rulebook + FAQ 3d"


def test_explicit_list(whi_pool):
    cards = base_cards(whi_pool, "empire")
    cards[VISIT_THE_HAUNTED_CITY] = 1
    verdict = validate(deck(cards, capital="empire", list_id="whi-faq-3d"), whi_pool)
    assert codes_of(verdict) == ["WHI_BANNED"]


# -- release dates, formats, warnings -----------------------------------------------------------
def test_unreleased_cards(whi_pool):
    cards = base_cards(whi_pool, "orc")
    cards[IDDEN_BOY] = 3                                       # Days of Blood, 2012-11-01
    v = only(validate(deck(cards, capital="orc", as_of=date(2012, 10, 1)), whi_pool),
             "WHI_UNRELEASED")
    late = {k for k in cards if whi_pool.card(k).released > date(2012, 10, 1)}
    assert set(v.cards) == late and IDDEN_BOY in late
    assert v.params == {"date": "2012-10-01"}


def test_casual_format(whi_pool):
    cards = base_cards(whi_pool, "empire")
    cards.update({VISIT_THE_HAUNTED_CITY: 3, WARPSTONE_EXCAVATION: 3, INNOVATION: 3})
    early = date(2010, 1, 1)
    verdict = validate(deck(cards, capital="empire", as_of=early, fmt="casual"), whi_pool)
    assert verdict.valid and verdict.format == "casual" and verdict.lists == ()
    cards[RAT_OGRES] = 1                                       # deck rules still apply
    assert codes_of(validate(deck(cards, capital="empire", fmt="casual"), whi_pool)) == \
        ["WHI_ORDER_DESTRUCTION"]


def test_missing_text_warning(whi_pool):
    cards = base_cards(whi_pool, "dwarf")
    cards[PILGRIMAGE] = 1
    verdict = validate(deck(cards, capital="dwarf"), whi_pool)
    assert verdict.valid
    (w,) = verdict.warnings
    assert (w.code, w.cards) == ("WHI_TEXT_MISSING", (PILGRIMAGE,))


def test_unknown_card(whi_pool):
    cards = base_cards(whi_pool, "dwarf")
    cards["99999"] = 1
    v = only(validate(deck(cards, capital="dwarf"), whi_pool), "WHI_UNKNOWN_CARD")
    assert v.cards == ("99999",)


def test_formats_module():
    assert formats.DEFAULT_FORMAT == "standard"
    assert set(formats.FORMATS) == {"standard", "casual"}
    assert formats.FORMATS["standard"].list_format == "standard"
    assert formats.FORMATS["casual"].list_format is None


def test_every_message_renders_in_every_language(whi_pool):
    cards = base_cards(whi_pool, "dwarf", titles=10)
    cards.update({RAT_OGRES: 4, IDDEN_BOY: 1, WARPSTONE_EXCAVATION: 1, MINING_TUNNELS: 1,
                  VISIT_THE_HAUNTED_CITY: 1, CUT_SUPPLY_LINES: 1, PILGRIMAGE: 1, "99999": 1})
    verdict = validate(deck(cards, capital="empire", as_of=date(2012, 1, 1)), whi_pool)
    found = {v.code for v in verdict.violations + verdict.warnings}
    assert found == {"WHI_DECK_SIZE", "WHI_COPIES", "WHI_ORDER_DESTRUCTION", "WHI_RACE_ONLY",
                     "WHI_NOT_DECK_CARD", "WHI_RESTRICTED_LIST", "WHI_BANNED", "WHI_UNRELEASED",
                     "WHI_UNKNOWN_CARD", "WHI_TEXT_MISSING"}
    for lang in ("en", "de", "pl"):
        out = verdict_to_dict(verdict, whi_pool, lang)
        for item in out["violations"] + out["warnings"]:
            assert "{" not in item["message"] and item["message"], (lang, item)
    conflict = validate(deck({IDDEN_BOY: 3, BRIDE_OF_KHAINE: 3, SHINY_OFFERING: 3}), whi_pool)
    unknown = validate(deck(base_cards(whi_pool, "orc"), capital="nowhere"), whi_pool)
    for verdict in (conflict, unknown):
        for lang in ("en", "de", "pl"):
            for item in verdict_to_dict(verdict, whi_pool, lang)["violations"]:
                assert "{" not in item["message"], (lang, item)


# -- review fixes ---------------------------------------------------------------------------------
def test_zero_count_entries_are_not_in_the_deck(whi_pool):
    """A Deck built in code may carry ids with count 0 (the contract JSON drops them):
    they are no cards of the deck, so neither the not-deck-card rule nor the race rules
    may report them."""
    cards = base_cards(whi_pool, "dwarf")
    cards.update({DREADFIRE_PORTAL: 0, IDDEN_BOY: 0, RAT_OGRES: 0})
    verdict = validate(deck(cards, capital="dwarf"), whi_pool)
    assert verdict.valid, verdict.violations
    assert verdict.counts == {"deck": 51, "order": 51, "destruction": 0, "neutral": 0}


def test_copies_message_reads_well_for_a_limit_of_one(whi_pool):
    """"höchstens 1 sind erlaubt" / "2 kopii" were wrong German / Polish grammar."""
    cards = base_cards(whi_pool, "high_elf")
    cards[HEROIC_TASK] = 2
    verdict = validate(deck(cards, capital="high_elf"), whi_pool)
    messages = {lang: verdict_to_dict(verdict, whi_pool, lang)["violations"][0]["message"]
                for lang in ("en", "de", "pl")}
    assert messages == {"en": "Heroic Task: 2 copies; at most 1 allowed.",
                        "de": "Heroic Task: 2 Kopien; erlaubt: höchstens 1.",
                        "pl": "Heroic Task: liczba kopii 2; dozwolone najwyżej 1."}


def test_capital_race_is_named_in_the_message_language(whi_pool):
    """The capital appeared as the internal key ("dark_elf") in every language."""
    cards = base_cards(whi_pool, "dark_elf", titles=16)
    cards[IDDEN_BOY] = 3
    verdict = validate(deck(cards, capital="dark_elf"), whi_pool)
    v = only(verdict, "WHI_RACE_ONLY")
    assert v.params["capital"] == "Dark Elf"
    messages = {lang: verdict_to_dict(verdict, whi_pool, lang)["violations"][0]["message"]
                for lang in ("en", "de", "pl")}
    assert "(Dark Elf)" in messages["en"]
    assert "(Dunkelelfen)" in messages["de"] and "dark_elf" not in messages["de"]
    assert "(Mroczne Elfy)" in messages["pl"] and "dark_elf" not in messages["pl"]
    missing = validate(deck(base_cards(whi_pool, "dwarf"), capital="high_elf"), whi_pool)
    only(missing, "WHI_CAPITAL_RACE")
    assert "(Hochelfen)" in verdict_to_dict(missing, whi_pool, "de")["violations"][0]["message"]
    assert "(Wysokie Elfy)" in verdict_to_dict(missing, whi_pool, "pl")["violations"][0]["message"]


def test_explicit_rules_version(whi_pool):
    """An explicit rules version must be one the validator knows; it was echoed into the
    verdict whatever it said."""
    cards = base_cards(whi_pool, "empire")
    verdict = validate(Deck("whi", cards, capital="empire", as_of=date(2010, 1, 1),
                            rules_version="Rulebook + FAQ 3d"), whi_pool)
    assert verdict.valid and verdict.rules_version == "rulebook + FAQ 3d"
    with pytest.raises(DeckInputError) as err:
        validate(Deck("whi", cards, capital="empire", rules_version="FAQ 9z"), whi_pool)
    assert err.value.code == "UNKNOWN_RULES_VERSION"
    assert err.value.details["versions"] == ["rulebook", "rulebook + FAQ 3d"]
