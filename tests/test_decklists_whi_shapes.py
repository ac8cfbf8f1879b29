"""Warhammer: Invasion lists as FFG's articles and the forums printed them: a whole list
on one line, section lines holding several cards, "Alliance: X/Y" lines, capital lines,
race headings, German and Polish words. The lines are taken from the real files in
tests/data/decklists/whi (see their sidecars); deckcheck/decklists/inline.py cuts them."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from test_api_helpers import need_cards

from deckcheck.decklists import inline
from deckcheck.decklists.detect import read_decklist
from deckcheck.decklists.plaintext import read_plain_text
from deckcheck.decklists.problems import UNREAD
from deckcheck.decklists.vocabulary import vocabulary

DATA = Path(__file__).parent / "data" / "decklists" / "whi"

# ffg-2011-worlds-lyons-dark-elf.txt (the whole list on one line)
LYONS_2011 = ("3 Walking Sacrifice 3 Swarm of Bats 3 Shades 3 Thief of Essence 2 Vile Sorceress "
              "3 Beastlord Rakarth 3 Sorcerer of Tzneetch 3 Wight Lord 3 Seasoned Corsair "
              "3 Sacrifice to Khaine 3 Burn it Down 3 Offering to Hekarti 3 Warpstone Excavation "
              "3 Contested Village 3 Slave Pens 3 Har Ganeth 3 Withering Hex")
# ffg-2012-stuff-of-legends-zieniewicz-high-elf.txt
UNITS = "Units: 3x Dreamer of Dragons 3x Elven Scout 3x Lion Standard 3x Lothern Sea Master 3x Valorous Mage"
QUESTS = "Quests: 1x Heroic Task (Starts on the board.) 3x Planning for War"
LEGEND = "Legend: 3x Eltharion the Grim (One copy starts on the board.)"
# ffg-forum-lexington-regional-dark-elf.txt
ALLIANCE = "  • Alliance: Chaos/Orc x3"
AS_OF = date(2012, 7, 24)


@pytest.fixture()
def pool(whi_pool):
    need_cards(whi_pool, "whi")
    return whi_pool


def read(pool, text: str, as_of: date = AS_OF):
    return read_plain_text(text, pool, as_of)


def ids(pool, *names: str) -> list[str]:
    out = []
    for name in names:
        found = pool.find(name)
        assert found, name
        out.append(found[0].id)
    return out


# -- the whole list on one line ---------------------------------------------------------------
def test_a_list_on_one_line_is_read_entry_by_entry(pool):
    result = read(pool, LYONS_2011, date(2011, 8, 17))
    assert len(result.lines) == 17
    assert {r.line for r in result.lines} == {1}
    assert [r.text for r in result.lines][:2] == ["3 Walking Sacrifice", "3 Swarm of Bats"]
    walking, wight, vile = ids(pool, "Walking Sacrifice", "Wight Lord", "Vile Sorceress")
    assert result.deck.cards[walking] == 3 and result.deck.cards[wight] == 3
    assert result.deck.cards[vile] == 2
    # the two misspelled names are entries of line 1 that were not read, never dropped
    unread = [(p.line, p.text, p.copies) for p in result.problems]
    assert unread == [(1, "3 Sorcerer of Tzneetch", 3), (1, "3 Slave Pens", 3)]
    assert result.problems[0].candidates[0].card.name == "Sorcerer of Tzeentch"
    assert sum(result.deck.cards.values()) + 6 == 50
    assert [r.status for r in result.lines].count(UNREAD) == 2


def test_a_name_with_a_comma_stays_whole(pool):
    result = read(pool, "3 Bule, Lord of Pus 3 Shades")
    assert not result.problems
    bule, shades = ids(pool, "Bule, Lord of Pus", "Shades")
    assert result.deck.cards == {bule: 3, shades: 3}


def test_a_line_with_numbers_that_names_no_cards_is_not_cut(pool):
    result = read(pool, "3 Shades\n3 rounds of swiss 2 games each")
    assert len(result.problems) == 1
    assert result.problems[0].text == "3 rounds of swiss 2 games each"


def test_the_cut_with_the_most_known_names_wins():
    known = {"foo 3 bar", "baz", "foo", "bar"}.__contains__
    found = inline.split("3 Foo 3 Bar 2 Baz", lambda n: known(n.lower()), {}, {})
    assert [(e.count, e.name) for e in found.entries] == [(3, "Foo"), (3, "Bar"), (2, "Baz")]
    known = {"foo 3 bar", "baz"}.__contains__
    found = inline.split("3 Foo 3 Bar 2 Baz", lambda n: known(n.lower()), {}, {})
    assert [(e.count, e.name) for e in found.entries] == [(3, "Foo 3 Bar"), (2, "Baz")]


def test_counts_after_the_names_on_one_line(pool):
    result = read(pool, "Shades x3, Hag Queen x3, Mannfred von Carstein x2")
    shades, hag, mannfred = ids(pool, "Shades", "Hag Queen", "Mannfred von Carstein")
    assert not result.problems
    assert result.deck.cards == {shades: 3, hag: 3, mannfred: 2}


# -- section lines ------------------------------------------------------------------------------
def test_a_section_line_holds_its_cards(pool):
    result = read(pool, UNITS)
    assert not result.problems
    assert len(result.lines) == 5
    assert {r.section for r in result.lines} == {"Units"}
    assert all(pool.card(r.card_id).type == "unit" for r in result.lines)
    assert sum(result.deck.cards.values()) == 15


def test_a_note_in_parentheses_is_not_a_card(pool):
    result = read(pool, f"{LEGEND}\n\n{QUESTS}")
    assert not result.problems
    eltharion, task, planning = ids(pool, "Eltharion the Grim", "Heroic Task", "Planning for War")
    assert result.deck.cards == {eltharion: 3, task: 1, planning: 3}
    assert [r.section for r in result.lines] == ["Legend", "Quests", "Quests"]


def test_german_and_polish_section_words(pool):
    for word in ("Einheiten", "Jednostki"):
        result = read(pool, f"{word}: 3x Shades 3x Hag Queen")
        assert not result.problems, word
        assert sum(result.deck.cards.values()) == 6


def test_support_cards_and_cards_headings(pool):
    text = ("[Cards]\nUnits\n- Grimgor Ironhide x3\nSupport Cards\n- Orc Dark Elf Alliance x3\n"
            "Tactics\n- Troll Vomit x3\n")                      # ffg-forum-glen-burnie-...
    result = read(pool, text, date(2011, 3, 1))
    assert not result.problems
    sections = {pool.card(r.card_id).name: r.section for r in result.lines}
    assert sections == {"Grimgor Ironhide": "Units", "Orc/Dark Elf Alliance": "Support Cards",
                        "Troll Vomit": "Tactics"}


# -- capital and race ---------------------------------------------------------------------------
@pytest.mark.parametrize("line, race", [("Capital: High Elves", "high_elf"), ("Orcs", "orc"),
                                        ("Hauptstadt: Zwerge", "dwarf"), ("Stolica: Mroczne Elfy", "dark_elf"),
                                        ("Orkowie", "orc"), ("Capital: Skaven", "skaven")])
def test_capital_lines_and_race_headings(pool, line, race):
    result = read(pool, f"{line}\n3x Shades")
    assert not result.problems, [p.message for p in result.problems]
    assert result.deck.capital == race


# -- alliances ----------------------------------------------------------------------------------
def test_an_alliance_line_is_the_alliance_card(pool):
    result = read(pool, f"Capital: Dark Elves\n{ALLIANCE}", date(2010, 3, 1))
    alliance, = ids(pool, "Chaos/Orc Alliance")
    assert not result.problems
    assert result.deck.cards == {alliance: 3}
    assert result.deck.capital == "dark_elf"      # an alliance says nothing about the capital
    assert result.lines[0].text == "Alliance: Chaos/Orc x3"


def test_an_alliance_in_either_order_and_without_a_count(pool):
    result = read(pool, "Alliance: Orc/Chaos\nAllianz: Dwarf/Empire x2")
    chaos_orc, dwarf_empire = ids(pool, "Chaos/Orc Alliance", "Dwarf/Empire Alliance")
    assert not result.problems
    assert result.deck.cards == {chaos_orc: 1, dwarf_empire: 2}


def test_an_alliance_that_names_no_card_is_reported_not_skipped(pool):
    result = read(pool, "3x Shades\nAlliance: Skaven/Undead x3")
    assert [p.text for p in result.problems] == ["Alliance: Skaven/Undead x3"]
    assert result.problems[0].copies == 3
    assert result.deck.capital is None


def test_the_alliance_label_is_a_whi_word():
    assert vocabulary("whi").card_labels == {"alliance": "{} Alliance", "allianz": "{} Alliance",
                                             "sojusz": "{} Alliance"}
    assert vocabulary("agot").card_labels == {}


# -- whole files --------------------------------------------------------------------------------
def test_the_stuff_of_legends_file_reads_by_section(pool):
    text = (DATA / "ffg-2012-stuff-of-legends-zieniewicz-high-elf.txt").read_text(encoding="utf-8")
    result = read(pool, text)
    assert result.deck.capital == "high_elf"
    read_cards = sum(result.deck.cards.values())
    unread = sum(p.copies or 0 for p in result.problems)
    assert read_cards + unread == 51          # nothing dropped; "Eataine Warroom" waits for a correction
    assert {r.section for r in result.lines} == {"Legend", "Units", "Quests", "Supports", "Tactics"}


def test_a_one_line_list_is_told_to_be_whi_without_a_game(pool, all_db):
    from test_api_helpers import shared_service

    pools = shared_service(all_db).pools
    result = read_decklist(LYONS_2011, pools=pools, as_of=date(2011, 8, 17))
    assert result.deck.game == "whi"
