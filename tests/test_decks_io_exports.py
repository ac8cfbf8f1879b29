"""Exports in the peers' formats (issue 38): every format a game has reads back, through our
readers, to the same deck and the same verdict, for the real decks of tests/data and
/work/shared/sample-decklists and for random decks of each game's cards."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_api_helpers import OCTGN_DIR, shared_service

from deckcheck.decklists.exports import export_deck, export_format, export_formats, formats_for
from deckcheck.model import Deck, DeckInputError

DATA = Path(__file__).parent / "data" / "decklists"
REAL = [(p.parent.name, p) for p in sorted(DATA.glob("*/*")) if not p.name.endswith(".yaml")]
REAL += [("agot", p) for p in sorted(OCTGN_DIR.glob("*.o8d"))]


@pytest.fixture(scope="module")
def service(all_db):
    return shared_service(all_db)


def read_back(service, deck: Deck, name: str) -> Deck:
    text = export_deck(deck, service.pool(deck.game), name)
    result = service.read_decklist(text, deck.game)
    assert result.problems == (), (name, text[:300], result.problems)
    return result.deck


def assert_same(service, deck: Deck, back: Deck, name: str) -> None:
    assert dict(back.cards) == dict(deck.cards), name
    assert (back.faction, back.capital) == (deck.faction, deck.capital), name
    if name != "o8d":                       # an OCTGN file keeps the name in its notes only
        assert back.name == deck.name, name
    if name == "emeralddb-json":
        assert back.format == deck.format
    def verdict(d: Deck):
        checked = service.check(d, deck.format)
        return checked.valid, sorted((v.code, tuple(sorted(v.cards)), v.actual) for v in checked.violations)
    assert verdict(back) == verdict(deck), name


def test_every_game_has_text_and_o8d_and_its_sites_formats():
    assert formats_for("agot") == ["text", "thronesdb-json", "throneteki-json", "o8d"]
    assert formats_for("l5r") == ["text", "emeralddb-json", "o8d"]
    assert formats_for("whi") == ["text", "o8d"]


@pytest.mark.parametrize(("game", "path"), REAL, ids=[p.name for _, p in REAL])
def test_real_decks_read_back_in_every_format(service, game, path):
    if not path.is_file():
        pytest.skip(f"{path} is missing")
    deck = service.read_decklist(path.read_text(encoding="utf-8"), game).deck
    if not deck.cards:
        pytest.skip("nothing of the file is a card of the data (first-edition AGoT)")
    for name in formats_for(game):
        assert_same(service, deck, read_back(service, deck, name), name)


def test_shapes_are_the_sites(service):
    agot = service.pool("agot")
    deck = Deck("agot", {"06018": 1, "01198": 1, "01001": 2, "01027": 1, "01109": 3},
                faction="stark", name="Wolves")
    thronesdb = json.loads(export_deck(deck, agot, "thronesdb-json"))
    assert thronesdb["faction_code"] == "stark" and thronesdb["faction_name"] == "House Stark"
    assert thronesdb["agendas"] == ["01027", "01198", "06018"] and thronesdb["slots"]["01001"] == 2
    teki = json.loads(export_deck(deck, agot, "throneteki-json"))
    assert teki["agenda"] == {"code": "06018"} and {"code": "01198"} in teki["bannerCards"]
    assert teki["faction"] == {"value": "stark", "name": "House Stark"}
    assert all(set(e) == {"card", "count"} for e in teki["plotCards"] + teki["drawCards"])
    o8d = export_deck(deck, agot, "o8d")
    assert '<deck game="30c200c9-6c98-49a4-a293-106c06295c05">' in o8d
    assert f'id="{agot.card("01001").octgn_id}"' in o8d and '<section name="Faction"' in o8d
    l5r = service.pool("l5r")
    crane = Deck("l5r", {"shizuka-toshi": 1, "guest-of-honor": 2}, format="stronghold", name="Crane")
    emerald = json.loads(export_deck(crane, l5r, "emeralddb-json"))
    assert emerald["format"] == "standard" and emerald["primary_clan"] == "crane"
    assert emerald["cards"] == {"guest-of-honor": 2, "shizuka-toshi": 1}
    crane = Deck("l5r", {"shizuka-toshi": 1, "the-art-of-peace": 1, "charge": 3})
    sections = re.findall(r'<section name="([^"]+)"', export_deck(crane, l5r, "o8d"))
    assert sections == ["Stronghold", "Province Cards", "Conflict Deck"]     # as OCTGN's L5R plugin names them


def test_a_format_of_another_game_or_unknown_is_refused():
    with pytest.raises(DeckInputError) as exc:
        export_format("thronesdb-json", "l5r")
    assert exc.value.code == "EXPORT_FORMAT" and exc.value.details["formats"] == formats_for("l5r")
    with pytest.raises(DeckInputError) as exc:
        export_format("mtga", "agot")
    assert exc.value.variant == "unknown" and exc.value.details["formats"] == list(export_formats())


def test_unknown_card_ids_are_kept_or_told(service):
    """A card id the data does not know is never dropped silently: the JSON formats keep it
    (the validator reports it), the OCTGN file names it and reading tells it unread."""
    deck = Deck("agot", {"01001": 1, "99999": 2}, faction="stark")
    pool = service.pool("agot")
    for name in ("thronesdb-json", "throneteki-json"):
        back = service.read_decklist(export_deck(deck, pool, name), "agot").deck
        assert back.cards["99999"] == 2
    result = service.read_decklist(export_deck(deck, pool, "o8d"), "agot")
    assert [p.code for p in result.problems] == ["UNKNOWN_ID"]


def _decks(game: str):
    """Random decks of the game's cards: 1-40 different cards, 1-3 copies each, with a
    faction / capital of the game (AGoT, WHI) and a name with characters XML and JSON escape.
    Mostly not legal, which is the harder case: every violation must survive the trip too."""
    def build(service):
        pool = service.pool(game)
        ids = sorted(c.id for c in pool.cards.values() if c.deck_card)
        field = {"agot": "faction", "whi": "capital"}.get(game)
        from deckcheck.decklists.vocabulary import vocabulary

        factions = sorted(vocabulary(game).faction_names["en"]) or [None]
        return st.builds(
            lambda cards, faction, name: Deck(game, dict(cards), name=name or None,
                                              **({field: faction} if field else {})),
            st.dictionaries(st.sampled_from(ids), st.integers(1, 3), min_size=1, max_size=40),
            st.sampled_from(factions),
            st.text(alphabet="ab <&>\"'[]{}ü", max_size=20).map(lambda s: " ".join(s.split())))   # text reads runs of spaces as one
    return build


@pytest.mark.parametrize("game", ["agot", "l5r", "whi"])
def test_random_decks_read_back_in_every_format(service, game):
    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    @given(deck=_decks(game)(service))
    def check(deck):
        for name in formats_for(game):
            assert_same(service, deck, read_back(service, deck, name), name)
    check()
