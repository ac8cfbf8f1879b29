"""Line shapes of the decklists people have (each also pinned by a real file under
tests/data/decklists/), OCTGN line numbers, AGoT's JSON deck shapes, and saying which game
a list looks like when it is read as another."""
from __future__ import annotations

import json
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from test_api_helpers import KINGSMOOT, OOTB, read_sample, shared_service

from deckcheck.decklists import problems as P
from deckcheck.decklists.detect import read_decklist
from deckcheck.decklists.octgn import card_lines
from deckcheck.decklists.plaintext import NoCardsFound, read_plain_text
from deckcheck.decklists.vocabulary import heading_key, is_count_only
from deckcheck.games import register_game, unregister_game
from deckcheck.validator import validate

REAL = Path(__file__).parent / "data" / "decklists"


@pytest.fixture(scope="module")
def pools(l5r_pool, agot_pool, whi_pool):
    return {"l5r": l5r_pool, "agot": agot_pool, "whi": whi_pool}


@pytest.fixture(scope="module")
def agot_packs(all_db):
    return shared_service(all_db).packs["agot"]


def real(name: str) -> str:
    return (REAL / name).read_text(encoding="utf-8")


# -- headings and labelled lines ---------------------------------------------------------
@pytest.mark.parametrize("line, key", [
    ("Plots (7 cards)", "plots"), ("Character (22 cards):", "character"), ("Plots (7):", "plots"),
    ("Plot: (7)", "plot"), ("Attachment: (0)", "attachment"), ("Characters (33):", "characters"),
    ("Agenda (1 card)", "agenda"), ("Strategiestapel (7 Karten)", "strategiestapel"),
    ("A Noble Cause (Core Set)", "a noble cause core set")])
def test_heading_counts_in_every_style(line, key):
    assert heading_key(line) == key


def test_a_value_is_a_count_only_when_it_holds_nothing_else():
    assert is_count_only("61 cards") and is_count_only("(7)") and is_count_only("60")
    assert not is_count_only("Kings of Summer") and not is_count_only("Invalid")


def test_cardgamedb_export_banner_faction_on_next_line_and_total(agot_pool):
    # the first lines of the CardGameDB export (cardgamedb-export-targaryen-core-set.txt)
    text = real("agot/cardgamedb-export-targaryen-core-set.txt")
    head = "\n".join(text.splitlines()[:14])
    assert head.splitlines()[3] == "Total Cards: (50)" and head.splitlines()[5] == "Faction: "
    result = read_plain_text(head, agot_pool)
    assert result.problems == ()
    assert result.deck.faction == "targaryen"                 # " Targaryen" under "Faction: "
    assert result.deck.cards == {"01027": 1, "01010": 1}      # Fealty, Counting Coppers
    assert result.notes["banners"] == [
        "Deck Created with CardGameDB.com A Game of Thrones 2nd Edition Deckbuilder"]
    assert [(r.line, r.section) for r in result.lines] == [(11, "Agenda: (1)"), (14, "Plot: (7)")]


def test_created_using_banner_after_the_deck_name(agot_pool):
    text = "\n".join(real("agot/danurai-long-watch-created-using.txt").splitlines()[:10])
    result = read_plain_text(text, agot_pool)
    assert result.problems == () and result.deck.name == "The Long Watch"
    assert result.deck.faction == "thenightswatch"
    assert result.notes["banners"] == ["Created using danurai.github.io/agot2 deck builder"]
    assert result.deck.cards == {"01203": 1}                  # Banner of the Wolf


def test_labelled_agenda_and_note_lines(agot_pool):
    # the head of the list in throneteki issue #1562 (throneteki-issue-1562-hot-summer-knights.txt)
    lines = real("agot/throneteki-issue-1562-hot-summer-knights.txt").splitlines()
    assert lines[1] == "Agenda: Kings of Summer" and lines[4] == "Validity:Invalid"
    result = read_plain_text("\n".join(lines[:9]), agot_pool)
    assert result.problems == ()
    assert result.deck.faction == "tyrell"
    assert result.deck.cards == {"04037": 1, "01004": 1, "02059": 2}   # agenda, 2 plots
    agenda = result.lines[0]
    assert (agenda.line, agenda.text, agenda.card_id, agenda.section) == \
        (2, "Agenda: Kings of Summer", "04037", "Agenda")
    assert result.lines[1].section == "Plot (7)"              # "Draw deck:61 cards" is no section


def test_labelled_agenda_with_a_count_and_a_bad_name(agot_pool):
    result = read_plain_text("Agenda: 1x Fealty\nAgenda: Fealtyy\nCharacters\n3x Robb Stark (Core)", agot_pool)
    assert result.deck.cards == {"01027": 1, "01146": 3}
    (problem,) = result.problems
    assert (problem.code, problem.line) == (P.UNKNOWN_NAME, 2)
    assert problem.candidates[0].card.name == "Fealty"
    assert result.lines[-1].section == "Characters"           # the label's section ended with it


def test_thronesdb_pack_codes_and_headings_with_colons(agot_pool):
    # the export pasted in throneteki issue #3521: "Plots (7):", "(CoS)", "(R)" for the redesigns
    text = real("agot/throneteki-issue-3521-live-free-or-die-hard.txt")
    result = read_plain_text(text, agot_pool)
    assert result.problems == () and result.deck.name == "Live free or Die Hard - 8R 2024"
    assert result.deck.cards["17150"] == 1                    # The Free Folk (R), not 11079
    assert result.deck.cards["17144"] == 1                    # Great Hall (R)
    assert sum(result.deck.cards.values()) == 1 + 7 + 33 + 5 + 13 + 9


def test_sorted_by_cycle_pack_and_position_suffix(agot_pool, agot_packs):
    result = read_plain_text("---- Core Set ----\n3x Robb Stark (Core Set #146)\n"
                             "1x The Red Keep (Core Set #61)", agot_pool, packs=agot_packs)
    assert result.problems == ()
    assert result.deck.cards == {"01146": 3, "01061": 1}
    # the position first (proposed in ThronesDB pull request #214): not taken for a comment
    result = read_plain_text("---- Core Set ----\n#146 3x Robb Stark (Core Set)\n# a comment",
                             agot_pool, packs=agot_packs)
    assert result.problems == () and result.deck.cards == {"01146": 3}


# -- OCTGN: honest line numbers, or the entry's position ------------------------------------
def test_octgn_problems_carry_the_card_line(agot_pool, pools):
    text = read_sample(KINGSMOOT)
    numbered = card_lines(text)
    assert len(numbered) == text.count("<card ") and len(set(numbered)) == len(numbered)
    for n in numbered:
        assert text.splitlines()[n - 1].lstrip().startswith("<card ")
    broken = text.replace('id="0fb3ad4b-5cf3-49e9-a33f-484ecafeabf8">A Noble Cause',
                          'id="0fb3ad4b-0000-0000-0000-484ecafeabf8">A Nobel Cuase')
    broken = broken.replace('id="446ac0b9-746f-4aa3-b8bf-f132d2b29499"',
                            'id="446ac0b9-0000-0000-0000-f132d2b29499"')   # Confiscation: read by name
    result = read_decklist(broken, pools=pools)
    (problem,) = result.problems
    assert problem.line == 11 and "A Nobel Cuase" in broken.splitlines()[10]
    assert problem.copies == 1
    assert "Line 11" in problem.message and "None" not in problem.message
    read = {r.line: r for r in result.lines}
    assert read[11].status == P.UNREAD and read[11].section == "Plots"
    assert read[12].card_id == "01009" and read[12].status == P.READ      # Confiscation
    assert len(result.lines) == len(numbered) - 1                          # the faction is no card
    assert result.notes["numbered_by"] == "line"


@pytest.mark.parametrize("path", OOTB, ids=lambda p: p.name)
def test_octgn_entries_and_their_lines(agot_pool, pools, path):
    text = read_sample(path)
    result = read_decklist(text, game="agot", pools=pools)
    lines = text.splitlines()
    assert len(result.lines) == text.count("<card ") - text.count('name="Faction"')
    for r in result.lines:                         # each entry points at its own <card> line
        guid = r.text.split('id="')[1].rstrip('")')
        assert lines[r.line - 1].lstrip().startswith("<card ") and guid in lines[r.line - 1]
        assert r.card_id is not None and r.status == P.READ
    assert all(p.line is not None for p in result.problems)


def test_a_comment_holding_a_card_tag_does_not_shift_the_lines():
    text = ('<deck>\n<!-- <card qty="1" id="x">old</card>\n -->\n<section name="Plots">\n'
            '<card qty="1" id="a">A</card><![CDATA[<card>]]>\n<card qty="2" id="b">B</card>\n</section></deck>')
    assert card_lines(text) == [5, 6]


def test_a_one_line_file_of_another_octgn_game_is_numbered_by_position(agot_pool, pools):
    text = real("agot/octgn-first-edition-intro-baratheon.o8d")
    assert text.count("\n") == 1
    result = read_decklist(text, game="agot", pools=pools)
    first, *rest = result.problems
    assert first.code == P.LOOKS_LIKE_OTHER_GAME and first.variant == "octgn_unknown"
    assert "a12af4e8-be4b-4cda-a6b6-534f9717391f" in first.message_in("en")
    assert first.message_in("de") != first.message_in("en") != first.message_in("pl")
    # read by ids only: "Melisandre" or "Robert Baratheon" of the first edition are no 2nd edition cards
    assert result.deck.cards == {}
    assert [p.line for p in rest] == list(range(1, 49))
    assert all(p.code == P.UNKNOWN_ID for p in rest)
    assert result.notes["numbered_by"] == "position"


def test_an_octgn_file_of_another_registered_game(agot_pool, pools):
    from toygame import GAME as TOY

    toy = replace(TOY, octgn_game_ids=("11111111-2222-3333-4444-555555555555",))
    register_game(toy)
    try:
        text = read_sample(KINGSMOOT).replace("30c200c9-6c98-49a4-a293-106c06295c05",
                                              "11111111-2222-3333-4444-555555555555")
        result = read_decklist(text, game="agot", pools=pools)
    finally:
        unregister_game(toy.id)
    problem = result.problems[0]
    assert (problem.code, problem.variant) == (P.LOOKS_LIKE_OTHER_GAME, "octgn")
    assert problem.message_in("en") == ("This OCTGN file is for Toy Tavern, not for A Game of "
                                        "Thrones: The Card Game (Second Edition).")
    assert "Spielzeugschenke" in problem.message_in("de")
    assert "Zabawkowa Karczma" in problem.message_in("pl")


# -- AGoT JSON deck shapes -----------------------------------------------------------------
def test_thronesdb_json_lines_are_entry_positions(pools):
    data = {"faction_code": "baratheon", "agendas": ["01027"],
            "slots": {"01001": 1, "01048": 3, "01027": 1}}
    result = read_decklist(json.dumps(data), pools=pools)
    assert [(r.line, r.card_id, r.count, r.section) for r in result.lines] == [
        (1, "01001", 1, "slots"), (2, "01048", 3, "slots"), (3, "01027", 1, "slots")]
    missing = read_decklist(json.dumps({**data, "slots": {"01001": 1}}), pools=pools)
    assert [(r.line, r.card_id, r.section) for r in missing.lines] == [(1, "01001", "slots"),
                                                                       (2, "01027", "agendas")]


def test_throneteki_deck_json(agot_pool, pools):
    data = {"name": "Test", "faction": {"name": "House Baratheon", "value": "baratheon"},
            "agenda": {"code": "01027", "name": "Fealty"}, "bannerCards": [],
            "plotCards": [{"card": {"code": "01001"}, "count": 1}, {"code": "01002", "count": 1}],
            "drawCards": [{"card": {"code": "01048"}, "count": 3}]}
    result = read_decklist(json.dumps(data), game="agot", pools=pools)
    assert result.source_format == "throneteki" and result.problems == ()
    assert result.deck.faction == "baratheon" and result.deck.name == "Test"
    assert result.deck.cards == {"01001": 1, "01002": 1, "01048": 3, "01027": 1}
    assert [(r.line, r.section) for r in result.lines] == [
        (1, "plotCards"), (2, "plotCards"), (3, "drawCards"), (4, "agenda")]
    banner = read_decklist(json.dumps({**data, "agenda": "06018", "bannerCards": ["01198"]}),
                           game="agot", pools=pools)
    assert banner.deck.cards["06018"] == 1 and banner.deck.cards["01198"] == 1


def test_throneteki_json_with_bad_entries_is_refused(pools):
    from deckcheck.model import DeckInputError

    for bad in ({"plotCards": [{"card": {"code": "01001"}, "count": "x"}]},
                {"plotCards": [["01001", 1]]}, {"drawCards": [{"count": 1}]},
                {"plotCards": [], "faction": 7}):
        with pytest.raises(DeckInputError):
            read_decklist(json.dumps(bad), game="agot", pools=pools)
    unknown = read_decklist(json.dumps({"plotCards": [], "faction": "Haus Nirgendwo"}), game="agot",
                            pools=pools)
    assert [p.code for p in unknown.problems] == [P.UNKNOWN_FACTION]


def test_a_json_list_of_card_ids_one_per_copy(agot_pool, pools):
    ids = ["01027", "01001", "01048", "01048", "01048"]
    result = read_decklist(json.dumps(ids), game="agot", pools=pools)
    assert result.source_format == "codes"
    assert result.deck.cards == {"01027": 1, "01001": 1, "01048": 3}
    assert [(r.line, r.card_id, r.count) for r in result.lines] == [
        (1, "01027", 1), (2, "01001", 1), (3, "01048", 3)]
    assert read_decklist(json.dumps(ids), pools=pools).deck.game == "agot"
    one = read_decklist('["01027"]', game="agot", pools=pools)
    assert one.deck.cards == {"01027": 1}


# -- which game a list looks like -------------------------------------------------------------
def _names(pool, n, exclude=()):
    """``n`` names of cards of ``pool`` that name one card and none of the ``exclude`` pools."""
    out = []
    for card in sorted(pool.cards.values(), key=lambda c: c.id):
        if card.deck_card and len(pool.find(card.name)) == 1 and \
                not any(other.find(card.name) for other in exclude) and card.name not in out:
            out.append(card.name)
        if len(out) == n:
            return out
    raise AssertionError("not enough names")


def test_a_warhammer_list_read_as_thrones_says_so(pools, whi_pool, agot_pool, l5r_pool):
    text = "\n".join(f"3x {name}" for name in _names(whi_pool, 8, (agot_pool, l5r_pool)))
    with pytest.raises(NoCardsFound) as caught:
        read_decklist(text, game="agot", pools=pools)
    err = caught.value
    assert err.details["looks_like"] == "whi" and err.details["game"] == "agot"
    assert "it looks like a list for Warhammer: Invasion" in err.message_in("en")
    assert err.message_in("de") != err.message_in("en") and "Warhammer" in err.message_in("pl")
    assert err.to_dict("de")["details"]["looks_like"] == "whi"
    with pytest.raises(NoCardsFound) as plain:                # a misspelled list says nothing more
        read_decklist("3x Robb Stork\n2x Nedd Stark", game="agot", pools=pools)
    assert "looks_like" not in plain.value.details and plain.value.variant is None


def test_a_list_mostly_of_another_game_gets_a_problem(pools, whi_pool, agot_pool, l5r_pool):
    whi_names = _names(whi_pool, 6, (agot_pool, l5r_pool))
    agot_names = _names(agot_pool, 2, (whi_pool, l5r_pool))
    text = "\n".join(f"2x {name}" for name in agot_names + whi_names)
    result = read_decklist(text, game="agot", pools=pools)
    first = result.problems[0]
    assert first.code == P.LOOKS_LIKE_OTHER_GAME and first.line is None
    assert first.message_in("en") == ("This looks like a list for Warhammer: Invasion, not for "
                                      "A Game of Thrones: The Card Game (Second Edition).")
    assert [p.code for p in result.problems[1:]] == [P.UNKNOWN_NAME] * 6
    verdict = validate(result.deck, agot_pool, unread=result.problems)
    reasons = [v.details["reason"] for v in verdict.violations if v.code == "AGOT_UNREAD_LINE"]
    assert P.LOOKS_LIKE_OTHER_GAME in reasons and not verdict.valid


def test_a_real_thrones_list_is_not_said_to_be_another_game(pools, agot_packs):
    text = real("agot/danurai-winter-raids.txt").replace("Iron Mines", "Iron Minse")
    result = read_decklist(text, game="agot", pools=pools, packs={"agot": agot_packs},
                           as_of=date(2017, 2, 2))
    assert [p.code for p in result.problems] == [P.UNKNOWN_NAME]
