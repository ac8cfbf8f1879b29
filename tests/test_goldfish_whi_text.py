"""Reading WHI card text (engine/text.py, cards.py) on real cards: rules text told from traits,
keywords and flavour; Toughness X; zone prefixes; where a support's text works."""
from __future__ import annotations

import pytest
from whi_scenario import fire, scenario

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import table_for
from deckcheck.games.whi.engine.cards import AMBUSH_MISSING, _has_text, _with_engine_gaps
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.pilot import GreedyPilot
from deckcheck.games.whi.engine.state import BATTLEFIELD, KINGDOM, QUEST
from deckcheck.games.whi.engine.text import rules_sentences, works_in, zone_prefix
from deckcheck.goldfish.abilities.records import CardRecord

# -- rules text ---------------------------------------------------------------------------------
WITH_TEXT = {
    "01116": "Your units enter this zone corrupted.",              # capital "Your"
    "01013": "Each unit attacking this zone",                      # capital "Each"
    "01016": "Opponent's units cost 1 additional resource",        # capital "Opponent's"
    "01038": "Attached unit gains [Power].",                       # flavour after it
    "01053": "Attached unit cannot be corrupted.",
    "02044": None,                                                 # see WITHOUT_TEXT
}
WITHOUT_TEXT = (
    "01091",   # Dark Zealot: "Zealot. Let me introduce you to... pain!" (flavour with "you")
    "03004",   # High Elf Spearmen: flavour "Vicious and savage, these Elven defenders ..."
    "02044",   # Reiksguard Swordsmen: Counterstrike 4 and "Fierce defenders of the Empire."
    "01001",   # Defender of the Hold: "Battlefield only." and quoted-less flavour
    "01003",   # Hammerer of Karak Azul: Toughness 1 with its reminder
    "01012",   # Ironbreakers of Ankhor: Toughness X and the X the engine reads
    "01033",   # Huntsmen: "Quest zone only." and flavour
    "01035",   # Free Company: Scout
    "01085",   # Chaos Knights: traits and a quoted flavour with attribution
    "01122",   # Dwarf/Empire Alliance: the alliance's loyalty symbols
    "01111",   # Contested Village: Limited
)


@pytest.mark.parametrize("code", [c for c, v in WITH_TEXT.items() if v])
def test_rules_text_is_found_whatever_its_first_word(whi_pool, code):
    card = whi_pool.card(code)
    assert _has_text(card)
    assert any(WITH_TEXT[code] in s for s in rules_sentences(card))


@pytest.mark.parametrize("code", WITHOUT_TEXT)
def test_traits_keywords_and_flavour_are_no_rules_text(whi_pool, code):
    assert not _has_text(whi_pool.card(code)), whi_pool.card(code).text


def test_flavour_after_rules_is_left_out_of_the_rules_sentences(whi_pool):
    assert rules_sentences(whi_pool.card("01038")) == [
        "Attach to a target unit in your battlefield.", "Attached unit gains [Power]."]


# -- Toughness X --------------------------------------------------------------------------------
def test_ironbreakers_toughness_is_the_number_of_developments_in_their_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["01012"], race="dwarf",
                 developments={"battlefield": ["01026", "01026"], "kingdom": ["01026"]})
    ironbreakers = s.card("01012")
    assert cap.keyword(s.state, ironbreakers, "toughness") == 2
    assert cap.deal_damage(s.state, ironbreakers, 3) == 1          # 2 of the 3 cancelled
    assert s.damage == {ironbreakers: 1}
    bare = scenario(whi_pool, battlefield=["01012"], race="dwarf")
    assert cap.keyword(bare.state, bare.card("01012"), "toughness") == 0


def test_bodyguard_of_belegar_counts_the_other_dwarf_units_in_its_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["04001", "01003", "01003", "01026"], race="dwarf")
    assert cap.keyword(s.state, s.card("04001"), "toughness") == 2   # not itself, not Empire


# -- zone prefixes ------------------------------------------------------------------------------
def test_zone_prefixes_are_read_after_traits_and_keywords(whi_pool):
    assert zone_prefix(whi_pool.card("01014").text) == KINGDOM          # Keystone Forge
    card = whi_pool.card("01109")                                      # "Siege. Kingdom. ..."
    assert zone_prefix(card.text, card.traits) == KINGDOM
    card = whi_pool.card("01114")                                      # "Building. Limited (...). Kingdom."
    assert zone_prefix(card.text, card.traits) == KINGDOM
    card = whi_pool.card("01115")
    assert zone_prefix(card.text, card.traits) == QUEST
    card = whi_pool.card("01001")                                      # "Battlefield only."
    assert zone_prefix(card.text, card.traits) == -1


def test_keystone_forge_heals_only_from_the_kingdom(whi_pool):
    for zone, healed in (("kingdom", True), ("battlefield", False)):
        s = scenario(whi_pool, **{zone: ["01014"]}, race="dwarf")
        s.state.capital_damage = [2, 0, 0]
        fire(s, ROUND_BEGINS)
        assert (s.capital_damage[0] == 1) is healed, zone


# -- where a support's text works (the pilot's placement) -------------------------------------
def test_supports_are_placed_where_their_text_works(whi_pool):
    assert works_in(whi_pool.card("01070")) == BATTLEFIELD    # Totem of Gork: "this zone" + attacking
    assert works_in(whi_pool.card("01068")) == BATTLEFIELD    # Rock Lobber: "Battlefield."
    assert works_in(whi_pool.card("01013")) == -1             # Rune of Fortitude: being attacked
    pilot = GreedyPilot()
    cases = {"01070": "battlefield", "01068": "battlefield", "01014": "kingdom",
             "01116": "kingdom", "01040": "kingdom"}
    for code, zone in cases.items():
        s = scenario(whi_pool, hand=[code], resources=9, race="orc")
        assert pilot._zone_for(s.state, s.card(code)) == zone, code


def test_a_support_that_corrupts_the_units_of_its_zone_never_goes_to_the_battlefield(whi_pool):
    from deckcheck.games.whi.engine.pilot import support_zone
    s = scenario(whi_pool, hand=["01116"], resources=9)
    excavation = s.card("01116")
    assert s.table.drawback[excavation]
    assert support_zone(s.state, excavation, [BATTLEFIELD, QUEST]) == QUEST


# -- Ambush -------------------------------------------------------------------------------------
def test_ambush_is_declared_missing_where_a_record_does_not_speak_of_it(whi_pool):
    band = whi_pool.card("10026")                       # Band Together: "Ambush 0. Action: ..."
    rec = CardRecord("10026", band.name, (), inert="something else entirely")
    played = _with_engine_gaps(rec, band)
    assert played.status == "missing" and played.missing[-1].text == AMBUSH_MISSING
    assert played.missing[-1].lean == "helps"
    said = CardRecord("10026", band.name, (), inert="Ambush never triggers here.")
    assert _with_engine_gaps(said, band) is said
    plain = whi_pool.card("01014")
    assert _with_engine_gaps(rec, plain) is rec
    table = table_for(whi_pool, {"10026": 3, "01026": 30}, "dwarf")
    assert table.keywords[table.ids.index("10026")] == {"ambush": 0}
