"""A '(Pack)' after a card name chooses the card printed in that pack.

In AGoT 2nd edition every printing has its own card id, and a later card of the same name is
often another card (a redesign, a new version with other text, cost or loyalty): "Theon
Greyjoy (Core Set)" is 01071, never the newest Theon (26083, Justice for Elia). The pack is
known by its full name, its code (the deckbuilders' "Core", "WotN", "TRtW") or its id, from
the pool itself: a site embedding the library reads it like the service does. A pack name
that settles nothing (no such pack, or no card of that name in it) never reads as another
card: the line is read only when the name leaves no choice, else it is a problem naming the
candidates. Without a pack the newest printing released on the day is read (unchanged).
"""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from test_api_helpers import need_cards

from deckcheck.decklists.detect import read_decklist
from deckcheck.decklists.names import NameResolver
from deckcheck.decklists.plaintext import read_plain_text
from deckcheck.model import Card
from deckcheck.pool import CardPool

TODAY = date(2026, 11, 24)
REAL = Path(__file__).parent / "data" / "decklists" / "agot"

# lines of the project's real AGoT decklists (tests/data/decklists/agot) that were read as a
# later card of the same name when the pack names came only from the service
CORE_LINES = [
    ("2x Theon Greyjoy (Core Set)", "01071"),            # not 26083 (Justice for Elia)
    ("3x Khal Drogo (Core Set)", "01162"),               # not 15005
    ("2x Ser Jorah Mormont (Core Set)", "01165"),        # not 13113
    ("3x Balon Greyjoy (Core Set)", "01068"),            # not 12001
    ("1x Littlefinger (Core Set)", "01028"),             # not 23017
    ("3x Old Bear Mormont (Core Set)", "01126"),         # not 16010
    ("2x Catelyn Stark (Core Set)", "01143"),            # not 16011
    ("3x Catelyn Stark (Wolves of the North)", "03002"),
    ("3x Stannis Baratheon (There Is My Claim)", "04067"),   # not 14002
    ("3x Gendry (No Middle Ground)", "02068"),           # not 22001
    ("2x Maester Cressen (Core Set)", "01046"),          # not 25101
    ("1x Shireen Baratheon (Core Set)", "01051"),        # not 11067
    ("2x The Iron Throne (Core Set)", "01038"),          # not 13117
    ("3x Varys (Core Set)", "01029"),                    # not 25077
    ("1x Ice (Core Set)", "01153"),                      # not 25052
    ("2x Highgarden (Core Set)", "01192"),               # not 22023
    ("2x The Shadow Tower (Wolves of the North)", "03034"),  # not 24014
    ("3x The Blackfish (Wolves of the North)", "03004"),     # not 21016
    ("3x Rakharo (The Road to Winterfell)", "02033"),    # not 15009
    ("1x Crown of Gold (The Road to Winterfell)", "02034"),  # not 17134
    ("2x Pyke (Across the Seven Kingdoms)", "04013"),    # not 17163
    ("3x Iron Mines (Calm Over Westeros)", "02092"),     # not 17108
    ("3x Robb Stark (Core Set)", "01146"),               # not 04002
    ("2x Arya Stark (Core Set)", "01141"),               # not ambiguous (13101 is loyal)
]

# the same cards by the codes ThronesDB and throneteki write
CODE_LINES = [
    ("2x Theon Greyjoy (Core)", "01071"),
    ("2x Theon Greyjoy (TFoA)", "06051"),
    ("2x Theon Greyjoy (JfE)", "26083"),
    ("3x Catelyn Stark (WotN)", "03002"),
    ("3x Rakharo (TRtW)", "02033"),
    ("3x Stannis Baratheon (TIMC)", "04067"),
    ("2x Pyke (AtSK)", "04013"),
    ("2x Pyke (R2)", "17163"),
    ("3x Gendry (NMG)", "02068"),
    ("2x Theon Greyjoy (core set)", "01071"),          # case and punctuation do not matter
    ("3x Rakharo (Road to Winterfell)", "02033"),       # nor a leading article
]


@pytest.fixture(scope="module")
def agot(agot_pool):
    need_cards(agot_pool, "agot")
    return agot_pool


def _read(text: str, pool, as_of=TODAY):
    """The library path: no pack table given, the pool's own pack names are used."""
    return read_plain_text(text, pool, as_of)


# -- the pack named chooses the card -----------------------------------------------------------
@pytest.mark.parametrize("line,card_id", CORE_LINES)
def test_a_full_pack_name_chooses_that_packs_card(agot, line, card_id):
    result = _read(line, agot)
    assert result.problems == ()
    assert set(result.deck.cards) == {card_id}
    assert agot.card(card_id).packs == (agot.pack_id(line[line.rindex("(") + 1:-1]),)
    # the day does not matter: a pack named is that pack, also long after newer versions
    assert set(_read(line, agot, date(2017, 6, 1)).deck.cards) == {card_id}


@pytest.mark.parametrize("line,card_id", CODE_LINES)
def test_a_pack_code_chooses_that_packs_card(agot, line, card_id):
    result = _read(line, agot)
    assert result.problems == ()
    assert set(result.deck.cards) == {card_id}


def test_read_decklist_without_pack_table_reads_like_the_service(agot, all_db):
    # the embedding API (deckcheck.read_decklist) and the service read the same cards
    from test_api_helpers import shared_service

    service = shared_service(all_db)
    text = "House Greyjoy\n2x Theon Greyjoy (Core Set)\n3x Balon Greyjoy (Core Set)\n2x Pyke (AtSK)\n"
    library = read_decklist(text, game="agot", pools={"agot": agot}, as_of=TODAY)
    assert dict(library.deck.cards) == {"01071": 2, "01068": 3, "04013": 2}
    assert dict(service.read_decklist(text, "agot", TODAY).deck.cards) == dict(library.deck.cards)


def test_without_a_pack_the_newest_printing_of_the_day_is_read(agot):
    # decisions: no pack named -> the newest constructed-legal printing released by as_of
    assert set(_read("2x Theon Greyjoy", agot).deck.cards) == {"26083"}
    assert set(_read("2x Theon Greyjoy", agot, date(2016, 6, 1)).deck.cards) == {"01071"}
    assert set(_read("2x Theon Greyjoy", agot, date(2018, 1, 1)).deck.cards) == {"06051"}


def test_a_pack_not_yet_released_is_still_the_card_named(agot):
    # the line is read as it says; the deck rules then report the card as unreleased that day
    assert set(_read("1x Theon Greyjoy (Justice for Elia)", agot, date(2016, 6, 1)).deck.cards) == {"26083"}


def test_pack_names_of_the_pool(agot):
    assert agot.pack_id("Core Set") == agot.pack_id("core") == agot.pack_id("CORE") == "Core"
    assert agot.pack_id("The Road to Winterfell") == agot.pack_id("Road to Winterfell") == "TRtW"
    assert agot.pack_id("Redesigns") == agot.pack_id("R") == "R"
    assert agot.pack_id("16") is None           # a ThronesDB CardGameDB number is no pack name
    assert agot.pack_id("Core Sett") is None


# -- a pack that settles nothing: never another card -------------------------------------------
def test_an_unknown_pack_with_several_cards_of_the_name_is_a_problem(agot):
    result = _read("House Greyjoy\n2x Theon Greyjoy (Core Sett)\n1x Balon Greyjoy (Core)\n", agot)
    assert dict(result.deck.cards) == {"01068": 1}          # Theon is not guessed
    (problem,) = result.problems
    assert problem.code == "AMBIGUOUS_NAME" and problem.variant == "unknown_pack"
    assert [c.card.id for c in problem.candidates] == ["01071", "06051", "26083"]   # oldest first
    assert problem.message == (
        "Line 2: 'Core Sett' is not a pack we know, and 'Theon Greyjoy' names 3 different cards; "
        "write the pack's full name or its code, or use the card id. Did you mean Theon Greyjoy "
        "(Core Set, House Greyjoy), Theon Greyjoy (The Fall of Astapor, House Greyjoy) or "
        "Theon Greyjoy (Justice for Elia, House Greyjoy)?")
    assert "„Core Sett“ ist keine uns bekannte Erweiterung" in problem.message_in("de")
    assert "„Core Sett” nie jest znanym nam dodatkiem" in problem.message_in("pl")


def test_a_pack_without_a_card_of_the_name_is_a_problem(agot):
    result = _read("2x Theon Greyjoy (Wolves of the North)\n1x Hodor\n", agot)
    (problem,) = result.problems
    assert problem.code == "AMBIGUOUS_NAME" and problem.variant == "not_in_pack"
    assert problem.message.startswith("Line 1: 'Wolves of the North' has no card named 'Theon Greyjoy', "
                                      "and that name has 3 different cards in other packs")
    assert "In „Wolves of the North“ gibt es keine Karte namens „Theon Greyjoy“" in problem.message_in("de")
    assert "w „Wolves of the North” nie ma karty o nazwie „Theon Greyjoy”" in problem.message_in("pl")


def test_a_pack_that_settles_nothing_reads_a_name_that_leaves_no_choice(agot):
    # one Hodor (02061, No Middle Ground): neither a wrong pack nor a note can mean another card
    assert dict(_read("2x Hodor (Core Set)\n", agot).deck.cards) == {"02061": 2}
    assert dict(_read("2x Hodor (maybe cut)\n", agot).deck.cards) == {"02061": 2}
    # on a day when only the Core Set Theon was out, only it can be meant
    assert dict(_read("2x Theon Greyjoy (Core Sett)\n", agot, date(2016, 6, 1)).deck.cards) == {"01071": 2}


def test_the_decks_faction_narrows_a_pack_that_settles_nothing(agot):
    # Janos Slynt: 04010 (Lannister, AtSK) and 11006 (Night's Watch, TSC)
    assert dict(_read("House Lannister\n1x Janos Slynt (Core Sett)\n", agot).deck.cards) == {"04010": 1}
    assert dict(_read("Night's Watch\n1x Janos Slynt (Core Sett)\n", agot).deck.cards) == {"11006": 1}
    assert _read("1x Janos Slynt (Core Sett)\n1x Hodor\n", agot).problems[0].variant == "unknown_pack"


# -- true reprints: the same card under a new id -----------------------------------------------
def test_true_reprints_are_read_as_the_printing_named(agot):
    # Great Hall: 06038 (Guarding the Realm) and 17144 (Redesigns) have the same text; the ids
    # differ and the lists tell them apart (17144 is outside the original card set)
    a, b = agot.card("06038"), agot.card("17144")
    assert (a.name, a.text, a.cost, a.faction) == (b.name, b.text, b.cost, b.faction)
    assert set(_read("1x Great Hall (Guarding the Realm)", agot).deck.cards) == {"06038"}
    assert set(_read("1x Great Hall (GtR)", agot).deck.cards) == {"06038"}
    assert set(_read("1x Great Hall (Redesigns)", agot).deck.cards) == {"17144"}
    assert set(_read("1x Great Hall", agot).deck.cards) == {"17144"}          # the newest


def test_one_card_printed_in_several_packs_is_that_card_by_any_of_them():
    # a card id with several printings (Card.packs): each of its packs names it
    def card(cid, packs, released):
        return Card(id=cid, game="agot", name="Ser Test", type="character", faction="stark",
                    title="ser test", packs=packs, released=released)

    pool = CardPool("agot", [card("01001", ("Core", "Reprint"), date(2015, 1, 1)),
                             card("09001", ("Later",), date(2019, 1, 1))],
                    extras={"pack_names": {"Core": "Core Set", "Reprint": "Reprint Box",
                                           "Later": "Later Pack"}})
    resolver = NameResolver(pool, TODAY)
    assert resolver.resolve("Ser Test (Core Set)").card.id == "01001"
    assert resolver.resolve("Ser Test (Reprint Box)").card.id == "01001"
    assert resolver.resolve("Ser Test (Reprint)").card.id == "01001"
    assert resolver.resolve("Ser Test (Later Pack)").card.id == "09001"
    assert resolver.resolve("Ser Test").card.id == "09001"
    wrong = resolver.resolve("Ser Test (Other Box)")
    assert wrong.card is None and wrong.variant == "unknown_pack" and wrong.pack == "Other Box"
    # a pool built without pack names still knows the pack ids its cards name
    bare = CardPool("agot", [card("01001", ("Core",), date(2015, 1, 1)), card("09001", ("Later",), date(2019, 1, 1))])
    assert NameResolver(bare, TODAY).resolve("Ser Test (core)").card.id == "01001"


# -- the real files -----------------------------------------------------------------------------
@pytest.mark.parametrize("path", sorted(REAL.glob("*.txt")), ids=lambda p: p.name)
def test_every_real_line_naming_a_pack_is_read_as_a_card_of_that_pack(agot, path):
    import yaml

    meta = yaml.safe_load(path.with_name(path.name + ".source.yaml").read_text(encoding="utf-8"))
    text = path.read_text(encoding="utf-8")
    for as_of in (meta["as_of"], TODAY):       # the day of the deck, and long after it
        result = read_decklist(text, game="agot", pools={"agot": agot}, as_of=as_of)
        if as_of == meta["as_of"]:      # (later, a line without a pack may name several cards)
            assert len(result.problems) == meta["expect"].get("unread", 0), result.problems
        checked = 0
        for line in result.lines:
            pack = _pack_of(line.text)
            if pack is None or agot.pack_id(pack) is None or line.card_id is None:
                continue
            assert agot.pack_id(pack) in agot.card(line.card_id).packs, (line.text, line.card_id)
            checked += 1
        assert checked or "(" not in text


def _pack_of(text: str) -> str | None:
    text = text.split(" #")[0].rstrip(")") + ")" if "#" in text else text
    if not text.endswith(")") or "(" not in text:
        return None
    return text[text.rindex("(") + 1:-1].strip() or None


# -- the other readers ----------------------------------------------------------------------------
def test_octgn_ids_are_exact_whatever_the_day(agot):
    guid = next(g for g, cid in agot.id_aliases.items() if cid == "01071" and g == g.lower())
    text = ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
            '<deck game="30c200c9-6c98-49a4-a293-106c06295c05">\n'
            '<section name="Characters" shared="False">\n'
            f'<card qty="2" id="{guid}">Theon Greyjoy</card>\n</section>\n</deck>\n')
    assert dict(read_decklist(text, pools={"agot": agot}, as_of=TODAY).deck.cards) == {"01071": 2}


def test_l5r_and_whi_plain_text_pack_suffixes(l5r_pool, whi_pool):
    need_cards(l5r_pool, "l5r")
    need_cards(whi_pool, "whi")
    # L5R: Akodo Toturi, Core Set (akodo-toturi) and Children of the Empire (akodo-toturi-2)
    assert set(read_plain_text("1x Akodo Toturi (Core Set)", l5r_pool, TODAY).deck.cards) == {"akodo-toturi"}
    assert set(read_plain_text("1x Akodo Toturi (L5C01)", l5r_pool, TODAY).deck.cards) == {"akodo-toturi"}
    assert set(read_plain_text("1x Akodo Toturi (Children of the Empire)", l5r_pool,
                               TODAY).deck.cards) == {"akodo-toturi-2"}
    bad = read_plain_text("1x Akodo Toturi (Core Sett)\n1x Akodo Toturi (Core)", l5r_pool, TODAY)
    assert dict(bad.deck.cards) == {"akodo-toturi": 1}
    assert bad.problems[0].variant == "unknown_pack"
    # WHI: Innovation, Core Set (01119) and Assault on Ulthuan (03057)
    assert set(read_plain_text("1x Innovation (Core Set)", whi_pool, TODAY).deck.cards) == {"01119"}
    assert set(read_plain_text("1x Innovation (Assault on Ulthuan)", whi_pool, TODAY).deck.cards) == {"03057"}
    wrong = read_plain_text("1x Innovation (Cataclysm)\n1x Innovation (Core Set)", whi_pool, TODAY)
    assert wrong.problems[0].variant == "not_in_pack"
