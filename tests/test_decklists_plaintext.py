"""Plain-text decklists: ThronesDB exports, hand-written lists, German names, headings that
tell same-named cards apart, problems with suggestions, and writing lists back."""
from __future__ import annotations

import pytest
from test_api_helpers import KINGSMOOT, need_cards, read_sample

from deckcheck.decklists.detect import read_decklist
from deckcheck.decklists.plaintext import read_plain_text, write_plain_text
from deckcheck.model import Deck, DeckInputError

# The Kingsmoot-winning deck as ThronesDB's plain-text export prints it (default.txt:
# deck name + version, faction, agenda, "Packs:" lines, type headings, "Nx Name (Pack)").
THRONESDB_EXPORT = """\
Bend the Knee 1.0

House Baratheon
Fealty


Packs:
From Core Set to Core Set


Plots

1x A Feast for Crows (Core Set)
1x A Noble Cause (Core Set)
1x Confiscation (Core Set)
2x Filthy Accusations (Core Set)
1x Summons (Core Set)
1x Wildfire Assault (Core Set)

Characters

3x Bastard in Hiding (Core Set)
3x Dragonstone Faithful (Core Set)
3x Fiery Followers (Core Set)
1x King's Hunting Party (Core Set)
2x Littlefinger (Core Set)
2x Maester Cressen (Core Set)
3x Melisandre (Core Set)
3x Robert Baratheon (Core Set)
2x Selyse Baratheon (Core Set)
2x Ser Davos Seaworth (Core Set)
1x Shireen Baratheon (Core Set)
3x Stannis Baratheon (Core Set)
2x Vanguard Lancer (Core Set)

Locations

2x Chamber of the Painted Table (Core Set)
3x Dragonstone Port (Core Set)
2x The Iron Throne (Core Set)
3x The Kingsroad (Core Set)
3x The Red Keep (Core Set)
3x The Roseroad (Core Set)

Attachments

1x Bodyguard (Core Set)
1x Lightbringer (Core Set)
3x Milk of the Poppy (Core Set)
1x Seal of the Hand (Core Set)

Events

3x Consolidation of Power (Core Set)
2x Ours is the Fury (Core Set)
3x Seen In Flames (Core Set)

"""


@pytest.fixture(scope="module")
def agot(agot_pool):
    need_cards(agot_pool, "agot")
    return agot_pool


@pytest.fixture(scope="module")
def l5r(l5r_pool):
    need_cards(l5r_pool, "l5r")
    return l5r_pool


@pytest.fixture(scope="module")
def whi(whi_pool):
    need_cards(whi_pool, "whi")
    return whi_pool


@pytest.fixture(scope="module")
def agot_packs(all_db):
    """Pack names and codes -> pack ids, as the service loads them from the database."""
    from test_api_helpers import shared_service

    return shared_service(all_db).packs["agot"]


@pytest.fixture(scope="module")
def kingsmoot(agot):
    return read_decklist(read_sample(KINGSMOOT), pools={"agot": agot}).deck


# -- AGoT: ThronesDB export ---------------------------------------------------------------------
def test_thronesdb_export_reads_to_the_same_deck_as_the_octgn_file(agot, agot_packs, kingsmoot):
    result = read_plain_text(THRONESDB_EXPORT, agot, packs=agot_packs)
    assert result.problems == ()
    assert result.deck.name == "Bend the Knee 1.0"
    assert result.deck.faction == "baratheon"
    assert dict(result.deck.cards) == dict(kingsmoot.cards)


def test_pack_names_choose_the_printing(agot, agot_packs):
    # "Robert Baratheon" has three cards (Core, LMHR, FotS); the pack code or name picks one
    assert agot_packs["core set"] == "Core"
    assert read_plain_text("Characters\n3x Robert Baratheon (Core Set)\n", agot,
                           packs=agot_packs).deck.cards == {"01048": 3}
    assert read_plain_text("3x Robert Baratheon\n", agot).deck.cards == {"13107": 3}   # the newest
    assert read_plain_text("3x Robert Baratheon (Core)\n", agot).deck.cards == {"01048": 3}
    assert read_plain_text("3x Robert Baratheon (FotS)\n", agot).deck.cards == {"14001": 3}
    # ThronesDB "sorted by cycle" export: the code after '#' wins
    assert read_plain_text("2x Robert Baratheon | #13107 Lions of Casterly Rock\n", agot).deck.cards == {"13107": 2}


def test_hand_written_counts_headings_with_counts_and_bullets(agot):
    text = ("Faction: Stark\nAgenda:\nFealty\nPlots (1):\n- A Noble Cause x2\nDraw deck (60):\n"
            "• 3 Winterfell Steward\n3x  Ser Rodrik Cassel\nHodor ×2\n0x Ice\n")
    result = read_plain_text(text, agot)
    assert result.problems == ()
    deck = result.deck
    assert deck.faction == "stark"
    assert deck.cards["01027"] == 1 and deck.cards["01004"] == 2
    steward = agot.find("Winterfell Steward")[0].id
    assert deck.cards[steward] == 3
    assert sum(deck.cards.values()) == 1 + 2 + 3 + 3 + 2
    assert not any(agot.cards[c].name == "Ice" for c in deck.cards)        # 0x means none


def test_german_names_and_german_faction_line(agot):
    text = "Haus Baratheon\nLehnstreue\n\nStrategiestapel\n1x Zeit der Krähen\n2x Üble Nachrede\n" \
           "Charaktere\n3x Versteckter Bastard\n"
    result = read_plain_text(text, agot)
    assert result.problems == ()
    assert result.deck.faction == "baratheon"
    assert dict(result.deck.cards) == {"01027": 1, "01002": 1, "01011": 2, "01053": 3}


def test_section_heading_tells_a_character_from_an_attachment(agot):
    as_character = read_plain_text("Characters\n1x Lady\n", agot).deck.cards
    as_attachment = read_plain_text("Attachments\n1x Lady\n", agot).deck.cards
    assert [agot.cards[c].type for c in as_character] == ["character"]
    assert [agot.cards[c].type for c in as_attachment] == ["attachment"]
    result = read_plain_text("Robb's deck\n1x Lady\n1x Fealty\n", agot)   # no heading: ambiguous
    (problem,) = result.problems
    assert problem.code == "AMBIGUOUS_NAME" and problem.line == 2
    assert {c.card.type for c in problem.candidates} == {"character", "attachment"}
    assert result.deck.cards == {"01027": 1}


def test_unknown_names_are_problems_with_ranked_suggestions_never_dropped_silently(agot):
    text = "Characters\n3x Stannis Baratheon\n2x Maester Cresen (Core Set)\n1x Zqxj Wvvk\n"
    result = read_plain_text(text, agot)
    assert sum(result.deck.cards.values()) == 3
    first, second = result.problems
    assert (first.code, first.line, first.text) == ("UNKNOWN_NAME", 3, "2x Maester Cresen (Core Set)")
    assert first.candidates[0].card.name == "Maester Cressen" and first.candidates[0].score < 100
    assert [c.card.name for c in first.candidates].count("Maester Cressen") == 1   # one per card, not printing
    assert (second.code, second.line) == ("UNKNOWN_NAME", 4)
    as_dict = first.to_dict()
    assert as_dict["candidates"][0]["id"] in {c.id for c in agot.find("Maester Cressen")}


def test_absurd_counts_name_the_line(agot):
    for line in ("100x Hodor", "-2x Hodor", "Hodor x 1000"):
        with pytest.raises(DeckInputError) as err:
            read_plain_text(f"House Stark\n{line}\n", agot)
        assert err.value.code == "INVALID_COUNT"
        assert err.value.details["line"] == 2 and "Line 2" in err.value.message
    with pytest.raises(DeckInputError) as err:
        read_plain_text("\n".join(["99x Hodor"] * 11), agot)
    assert err.value.code == "DECK_TOO_LARGE"
    with pytest.raises(DeckInputError) as err:
        read_plain_text("1x Hodor\n" * 3001, agot)
    assert err.value.code == "DECK_TOO_LARGE"


def test_unicode_junk_is_not_a_deck(agot):
    junk = "\u202e\u0000\ufffd💥\n\U0001f600 \u200b\u00a0x\n\udcff" + "ꙮ" * 50
    with pytest.raises(DeckInputError) as err:
        read_plain_text(junk, agot)
    assert err.value.code == "NO_CARDS_FOUND"
    assert err.value.details["problems"]
    mixed = read_plain_text("3x Hodor\n\u202eꙮꙮ\n", agot)          # a junk line among cards
    assert sum(mixed.deck.cards.values()) == 3 and mixed.problems[0].line == 2


# -- L5R: German names and FiveRingsDB-style headings --------------------------------------------
GERMAN_L5R = """\
Skorpion-Deck für das Turnier

Festung
1x Stadt der Offenen Hand

Provinzen (2)
1x Überfluss oder Mangel
1x Ancestral Lands

Dynastiedeck (6)
3x Junger Gerüchteverbreiter
3x Isawa Tadaka

Konfliktdeck (11)
3x Gefälschter Erlass
3x Zum Angriff!
2x Überlisten
2x Fallgrube
1x Isawa Tadaka
"""


def test_german_named_l5r_list(l5r):
    result = read_plain_text(GERMAN_L5R, l5r)
    assert result.problems == (), [p.to_dict() for p in result.problems]
    deck = result.deck
    assert deck.name == "Skorpion-Deck für das Turnier"
    assert deck.cards == {"city-of-the-open-hand": 1, "feast-or-famine": 1, "ancestral-lands": 1,
                          "young-rumormonger": 3, "isawa-tadaka": 3, "forged-edict": 3, "charge": 3,
                          "outwit": 2, "pit-trap": 2, "isawa-tadaka-2": 1}


def test_l5r_same_name_in_dynasty_and_conflict_without_heading_is_ambiguous(l5r):
    result = read_plain_text("1x Stadt der Offenen Hand\n3x Isawa Tadaka\n3x Zum Angrif\n", l5r)
    assert result.deck.cards == {"city-of-the-open-hand": 1}
    ambiguous, unknown = result.problems
    assert ambiguous.code == "AMBIGUOUS_NAME"
    assert {c.card.id for c in ambiguous.candidates} == {"isawa-tadaka", "isawa-tadaka-2"}
    assert unknown.code == "UNKNOWN_NAME" and unknown.line == 3
    assert unknown.candidates[0].card.id == "charge"
    assert unknown.candidates[0].locale == "de"


def test_polish_and_english_headings(l5r):
    text = "Twierdza\n1x Shizuka Toshi\nTalia dynastii\n3x Isawa Tadaka\nConflict Deck (3)\n3x Isawa Tadaka\n"
    assert read_plain_text(text, l5r).deck.cards == {"shizuka-toshi": 1, "isawa-tadaka": 3,
                                                     "isawa-tadaka-2": 3}


# -- WHI --------------------------------------------------------------------------------------------
def test_whi_capital_line_and_german_names(whi):
    text = "Capital: Empire\nUnits\n3x Warpsteinausgrabungen\nInnovation x2\n"
    result = read_plain_text(text, whi)
    assert result.deck.capital == "empire"
    assert result.deck.cards["01116"] == 3
    assert sum(n for cid, n in result.deck.cards.items() if whi.cards[cid].name == "Innovation") == 2
    assert read_plain_text("Hauptstadt: Imperium\n1x Warpstone Excavation\n", whi).deck.capital == "empire"
    bad = read_plain_text("Capital: Bretonnia\n1x Warpstone Excavation\n", whi)   # no WHI race
    assert [p.code for p in bad.problems] == ["UNKNOWN_FACTION"] and bad.deck.capital is None


# -- writing back -------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_agot_round_trip_in_every_language(agot, kingsmoot, lang):
    text = write_plain_text(kingsmoot, agot, lang)
    again = read_plain_text(text, agot)
    assert again.problems == ()
    assert dict(again.deck.cards) == dict(kingsmoot.cards) and again.deck.faction == "baratheon"
    if lang == "de":
        assert "Haus Baratheon" in text and "Strategiestapel (7)" in text and "1x Zeit der Krähen" in text
    else:
        assert text.startswith("House Baratheon") and "Plots (7)" in text


def test_round_trip_keeps_printings_and_same_named_cards(agot, l5r, whi):
    agot_deck = Deck(game="agot", faction="baratheon", cards={"14001": 1, "01048": 2, "02004": 1, "22017": 1})
    assert dict(read_plain_text(write_plain_text(agot_deck, agot), agot).deck.cards) == dict(agot_deck.cards)
    l5r_deck = Deck(game="l5r", cards={"shizuka-toshi": 1, "isawa-tadaka": 2, "isawa-tadaka-2": 3,
                                       "exposed-secrets": 1})
    text = write_plain_text(l5r_deck, l5r, "de")
    assert "Festung (1)" in text and "Dynastiedeck (2)" in text and "Konfliktdeck (4)" in text
    assert dict(read_plain_text(text, l5r).deck.cards) == dict(l5r_deck.cards)
    whi_deck = Deck(game="whi", capital="empire", cards={"01116": 3, "01119": 1})
    back = read_plain_text(write_plain_text(whi_deck, whi), whi).deck
    assert dict(back.cards) == dict(whi_deck.cards) and back.capital == "empire"


def test_unknown_ids_are_written_as_notes(agot):
    text = write_plain_text(Deck(game="agot", cards={"01027": 1, "99999": 2}), agot)
    assert "# unknown card id 99999 (2x)" in text
    assert read_plain_text(text, agot).deck.cards == {"01027": 1}


def test_printings_that_differ_in_loyalty_need_a_pack(agot, agot_packs):
    # Arya Stark: 01141/03007/08081 are not loyal, 13101 (LMHR) is: for the deck rules they differ
    result = read_plain_text("Characters\n3x Arya Stark\n1x Winterfell Steward (Core Set)\n", agot,
                             packs=agot_packs)
    assert dict(result.deck.cards) == {"01152": 1}
    (problem,) = result.problems
    assert problem.code == "AMBIGUOUS_NAME"
    assert {c.card.loyal for c in problem.candidates} == {True, False}
    assert read_plain_text("Characters\n3x Arya Stark (Core Set)\n", agot,
                           packs=agot_packs).deck.cards == {"01141": 3}
