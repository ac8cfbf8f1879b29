"""The L5R decklist shapes found in real files (tests/data/decklists/l5r/), one test each,
with lines taken from those files: FiveRingsDB's text export (provinces with their element,
indented type headings, the influence line), forum posts ("Dragon: Seeker of Fire", "(6
influence)" notes, "**" marks), the JSON list of card ids and the OCTGN plugin's decks."""
from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from deckcheck.decklists.detect import read_decklist
from deckcheck.decklists.plaintext import read_plain_text

DATA = Path(__file__).parent / "data" / "decklists" / "l5r"


def _read(text: str, pool, as_of: date = date(2018, 9, 12)):
    return read_plain_text(text, pool, as_of=as_of)


def test_fiveringsdb_province_lines_end_with_the_element(l5r_pool):
    text = "City of the Open Hand\nKeeper of Void\nFertile Fields Air\nMeditations on the Tao Fire\n" \
           "Shameful Display Void\nRally to the Cause Water\n"
    result = _read(text, l5r_pool)
    assert result.problems == ()
    assert result.deck.cards == {"city-of-the-open-hand": 1, "keeper-of-void": 1, "fertile-fields": 1,
                                 "meditations-on-the-tao": 1, "shameful-display": 1,
                                 "rally-to-the-cause": 1}


def test_an_element_word_that_belongs_to_the_name_is_kept(l5r_pool):
    # "Keeper of Void" is a card by its full name; only an unknown name loses its suffix
    result = _read("Seeker of Void\nKeeper of Void\n", l5r_pool)
    assert result.deck.cards == {"seeker-of-void": 1, "keeper-of-void": 1}


def test_an_element_suffix_does_not_make_an_unknown_name_a_card(l5r_pool):
    result = _read("Shizuka Toshi\nFields of Nothing Air\n", l5r_pool)
    assert [p.line for p in result.problems] == [2]
    assert result.deck.cards == {"shizuka-toshi": 1}


def test_fiveringsdb_export_headings_and_influence_line(l5r_pool):
    text = (DATA / "fiveringsdb-text-scorpion.txt").read_text(encoding="utf-8")
    result = _read(text, l5r_pool)
    assert result.problems == ()
    sections = {line.section for line in result.lines}
    assert "Character (36)" in sections and "Attachment (10)" in sections
    assert result.deck.cards["bayushi-liar"] == 2          # "2x  Bayushi Liar": two spaces
    assert result.deck.cards["unassuming-yojimbo"] == 2    # "Unassuming Yōjimbō", the last line
    counts = {"dynasty": 0, "conflict": 0}
    for card_id, n in result.deck.cards.items():
        side = l5r_pool.card(card_id).side
        if side in counts:
            counts[side] += n
    assert counts == {"dynasty": 42, "conflict": 45}        # the headings' own counts


def test_a_clan_and_role_line_reads_the_role(l5r_pool):
    text = "Dragon: Seeker of Fire\n\nMountain's Anvil Castle\n\n3x Let Go\n"
    result = _read(text, l5r_pool, date(2017, 12, 14))
    assert result.problems == ()
    assert result.deck.cards == {"seeker-of-fire": 1, "mountain-s-anvil-castle": 1, "let-go": 3}
    assert result.deck.name is None                        # not taken for the deck's name
    assert [(line.line, line.card_id) for line in result.lines][0] == (1, "seeker-of-fire")


def test_a_clan_label_before_a_non_card_is_not_read_as_a_card(l5r_pool):
    result = _read("Dragon: my fate denial deck\nMountain's Anvil Castle\n", l5r_pool)
    assert result.deck.cards == {"mountain-s-anvil-castle": 1}
    assert result.deck.name == "Dragon: my fate denial deck"


def test_influence_notes_and_out_of_clan_marks(l5r_pool):
    text = "3x Embrace the Void (6 influence)\n2x Consumed by Five Fires (4 influence)\n" \
           "3 **Let Go\n3 **Mirumoto’s Fury\n3 Lion’s Pride Brawler\nYōjin no Shiro\nAkodo Gunsō\n"
    result = _read(text, l5r_pool, date(2017, 12, 14))
    assert result.problems == ()
    assert result.deck.cards == {"embrace-the-void": 3, "consumed-by-five-fires": 2, "let-go": 3,
                                 "mirumoto-s-fury": 3, "lion-s-pride-brawler": 3,
                                 "yojin-no-shiro": 1, "akodo-gunso": 1}


def test_a_json_list_of_card_ids_one_per_copy(l5r_pool):
    text = (DATA / "core-suggested-lion.json").read_text(encoding="utf-8")
    result = read_decklist(text, "l5r", {"l5r": l5r_pool})
    assert result.source_format == "fiveringsdb"
    assert result.deck.name == "Lion Suggested Deck"
    ids = json.loads(text)["cards"]
    assert sum(result.deck.cards.values()) == len(ids) == 67
    assert result.deck.cards["otomo-courtier"] == 3 and result.deck.cards["yojin-no-shiro"] == 1
    first = result.lines[0]
    assert (first.line, first.card_id, first.count) == (1, "yojin-no-shiro", 1)
    courtier = next(line for line in result.lines if line.card_id == "otomo-courtier")
    assert courtier.count == 3


def test_the_json_list_is_told_apart_without_a_game(l5r_pool):
    text = (DATA / "core-suggested-crane.json").read_text(encoding="utf-8")
    assert read_decklist(text, None, {"l5r": l5r_pool}).deck.game == "l5r"


def test_a_list_of_digit_codes_is_not_claimed_as_l5r():
    from deckcheck.games.l5r import fiveringsdb

    assert fiveringsdb.match({"cards": ["01001", "01002"]}) == 0
    assert fiveringsdb.match({"cards": ["shizuka-toshi", "seeker-of-air"]}) == 2


def test_fiveringsdb_deck_json_lines_are_numbered_by_position():
    from deckcheck.games.l5r import fiveringsdb

    result = fiveringsdb.read({"name": "x", "cards": {"shizuka-toshi": 1, "doji-whisperer": 3}})
    assert [(line.line, line.card_id, line.count) for line in result.lines] == \
        [(1, "shizuka-toshi", 1), (2, "doji-whisperer", 3)]


def test_the_octgn_plugin_deck_is_l5r_with_its_sections(l5r_pool):
    text = (DATA / "octgn-sample.o8d").read_text(encoding="utf-8")
    result = read_decklist(text, None, {"l5r": l5r_pool})
    assert result.deck.game == "l5r"
    assert result.deck.cards["magistrate-station"] == 1 and result.deck.cards["web-of-lies"] == 1
    assert result.deck.cards["keeper-of-water"] == 1 and result.deck.cards["pragmatism"] == 1
    # "Hisu Mori Toride" names two strongholds and its GUID is not in the card data
    [problem] = result.problems
    assert problem.line == 4
    assert {c.card.id for c in problem.candidates} == {"hisu-mori-toride-lion", "hisu-mori-toride-unicorn"}


@pytest.mark.parametrize("heading", ["Province Cards", "Provinces (5)", " Holding (6)", "Dynasty Deck (42)"])
def test_l5r_headings(heading, l5r_pool):
    from deckcheck.decklists.vocabulary import heading_key, vocabulary

    assert heading_key(heading) in vocabulary("l5r").headings
