"""Decklist formats other than plain text: OCTGN .o8d (the real files), ThronesDB JSON,
FiveRingsDB / EmeraldDB JSON, canonical JSON; format and game detection."""
from __future__ import annotations

import json

import pytest
from test_api_helpers import KINGSMOOT, OOTB, need_cards, need_rules, read_sample

from deckcheck.decklists.canonical import canonical_hash, canonical_json
from deckcheck.decklists.detect import read_decklist
from deckcheck.model import DeckInputError


@pytest.fixture(scope="module")
def pools(l5r_pool, agot_pool, whi_pool):
    return {"l5r": l5r_pool, "agot": agot_pool, "whi": whi_pool}


@pytest.fixture(scope="module")
def agot(agot_pool):
    need_cards(agot_pool, "agot")
    return agot_pool


def sections(deck, pool):
    out: dict[str, int] = {}
    for cid, n in deck.cards.items():
        t = pool.cards[cid].type
        key = t if t in ("agenda", "plot") else "draw"
        out[key] = out.get(key, 0) + n
    return out


# -- OCTGN -----------------------------------------------------------------------------
def test_kingsmoot_o8d_maps_every_guid(agot, pools):
    result = read_decklist(read_sample(KINGSMOOT), pools=pools)
    deck = result.deck
    assert result.source_format == "octgn" and deck.game == "agot"
    assert deck.faction == "baratheon"
    assert result.problems == ()
    assert sections(deck, agot) == {"agenda": 1, "plot": 7, "draw": 60}
    assert deck.cards["01027"] == 1                      # Fealty
    assert deck.cards["01011"] == 2                      # Filthy Accusations, the doubled plot
    assert deck.cards["01052"] == 3                      # Stannis Baratheon
    assert len(deck.cards) == 33


def test_prerelease_name_is_matched_by_guid(agot, pools):
    """OOTB Secrets and Schemes names 01094 Lannisport Merchant by its pre-release name."""
    path = next(p for p in OOTB if "Secrets-and-Schemes" in p.name)
    text = read_sample(path)
    assert "Steward of the Rock" in text
    result = read_decklist(text, pools=pools)
    assert result.problems == ()
    assert result.deck.cards["01094"] == 1
    assert agot.cards["01094"].name == "Lannisport Merchant"


def test_kingsmoot_deck_validates_on_its_date(agot, pools):
    need_rules("agot")
    from deckcheck.validator import validate

    deck = read_decklist(read_sample(KINGSMOOT), pools=pools, game="agot").deck
    from dataclasses import replace

    verdict = validate(replace(deck, as_of=__import__("datetime").date(2017, 6, 1)), agot)
    assert verdict.valid, verdict.violations
    assert verdict.lists and verdict.lists[0].effective.year <= 2017


@pytest.mark.parametrize("path", OOTB, ids=lambda p: p.stem)
def test_out_of_the_box_decks_read_and_fail(agot, pools, path):
    need_rules("agot")
    from deckcheck.validator import validate

    result = read_decklist(read_sample(path), pools=pools)
    assert result.problems == ()
    assert result.deck.faction in {"thenightswatch", "targaryen", "lannister", "stark"}
    draw = sections(result.deck, agot)["draw"]
    assert 43 <= draw <= 46
    codes = {v.code for v in validate(result.deck, agot).violations}
    assert "AGOT_DRAW_DECK_SIZE" in codes


def test_unknown_guid_falls_back_to_the_printed_name(agot, pools):
    text = read_sample(KINGSMOOT).replace("a380b0e0-610c-47f9-ac9f-ae12163b45fd", "00000000-0000-0000-0000-000000000000")
    result = read_decklist(text, pools=pools)
    assert result.deck.cards["01022"] == 1      # Summons, found by its name in the Plots section
    assert result.problems == ()


def test_unknown_guid_and_name_is_a_problem_with_line_and_candidates(agot, pools):
    text = read_sample(KINGSMOOT).replace(
        '<card qty="1" id="a380b0e0-610c-47f9-ac9f-ae12163b45fd">Summons</card>',
        '<card qty="1" id="00000000-0000-0000-0000-000000000000">Sumons</card>')
    result = read_decklist(text, pools=pools)
    assert "01022" not in result.deck.cards
    (problem,) = result.problems
    assert problem.code == "UNKNOWN_ID"
    assert problem.line == 14                 # the <card> line of the file
    assert text.splitlines()[13].strip().startswith('<card qty="1" id="00000000')
    assert "Sumons" in problem.text
    assert problem.candidates[0].card.name == "Summons"


def test_o8d_with_entities_or_dtd_is_refused(pools):
    bomb = ('<?xml version="1.0"?><!DOCTYPE deck [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>'
            '<deck game="30c200c9-6c98-49a4-a293-106c06295c05"><section name="Plots">'
            '<card qty="1" id="x">&b;</card></section></deck>')
    with pytest.raises(DeckInputError) as err:
        read_decklist(bomb, pools=pools)
    assert err.value.code == "FORBIDDEN_XML"
    external = ('<?xml version="1.0"?><!DOCTYPE deck SYSTEM "file:///etc/passwd">'
                '<deck game="30c200c9-6c98-49a4-a293-106c06295c05"></deck>')
    with pytest.raises(DeckInputError) as err:
        read_decklist(external, pools=pools)
    assert err.value.code == "FORBIDDEN_XML"


def test_malformed_o8d_and_bad_quantities(agot, pools):
    with pytest.raises(DeckInputError) as err:
        read_decklist('<deck game="30c200c9-6c98-49a4-a293-106c06295c05"><section name="Plots"><card',
                      pools=pools)
    assert err.value.code == "MALFORMED_XML"
    text = read_sample(KINGSMOOT).replace('qty="3" id="6ab37ed8', 'qty="-3" id="6ab37ed8')
    with pytest.raises(DeckInputError) as err:
        read_decklist(text, pools=pools)
    assert err.value.code == "INVALID_COUNT"
    assert err.value.details["line"] == 20
    assert 'qty="-3"' in text.splitlines()[19]


# -- ThronesDB JSON ----------------------------------------------------------------------------
THRONESDB = {
    "id": 12345, "name": "Bend the Knee", "date_creation": "2017-05-20T10:00:00+00:00",
    "faction_code": "baratheon", "faction_name": "House Baratheon", "agendas": ["01027"],
    "slots": {"01002": 1, "01004": 1, "01009": 1, "01011": 2, "01022": 1, "01026": 1,
              "01028": 2, "01046": 2, "01047": 3, "01048": 3, "01049": 2, "01050": 2, "01051": 1,
              "01052": 3, "01053": 3, "01054": 3, "01055": 1, "01056": 3, "01057": 2, "01038": 2,
              "01039": 3, "01040": 3, "01059": 3, "01060": 2, "01061": 3, "01032": 1, "01033": 1,
              "01035": 3, "01058": 1, "01062": 3, "01063": 2, "01064": 3},
    "version": "1.0",
}


def test_thronesdb_json_reads_faction_agenda_and_slots(agot, pools):
    result = read_decklist(json.dumps(THRONESDB), pools=pools)
    assert result.source_format == "thronesdb"
    assert result.deck.faction == "baratheon" and result.deck.name == "Bend the Knee"
    assert result.deck.cards["01027"] == 1                   # agenda added from "agendas"
    assert sections(result.deck, agot) == {"agenda": 1, "plot": 7, "draw": 60}
    kingsmoot = read_decklist(read_sample(KINGSMOOT), pools=pools).deck
    assert dict(result.deck.cards) == dict(kingsmoot.cards)


def test_thronesdb_json_agenda_objects_and_bad_slots(agot, pools):
    data = {**THRONESDB, "agendas": [{"code": "01027", "name": "Fealty"}]}
    assert read_decklist(json.dumps(data), pools=pools).deck.cards["01027"] == 1
    with pytest.raises(DeckInputError) as err:
        read_decklist(json.dumps({**THRONESDB, "slots": {"01002": -2}}), pools=pools)
    assert err.value.code == "INVALID_COUNT"
    with pytest.raises(DeckInputError) as err:
        read_decklist(json.dumps({**THRONESDB, "slots": [1, 2]}), pools=pools)
    assert err.value.code == "INVALID_CARDS"
    with pytest.raises(DeckInputError) as err:
        read_decklist(json.dumps(THRONESDB), game="l5r", pools=pools)
    assert err.value.code == "WRONG_GAME"


def test_thronesdb_unknown_faction_is_a_problem(agot, pools):
    result = read_decklist(json.dumps({**THRONESDB, "faction_code": "house-bolton"}), pools=pools)
    assert result.deck.faction is None
    assert [p.code for p in result.problems] == ["UNKNOWN_FACTION"]


# -- FiveRingsDB / EmeraldDB JSON -------------------------------------------------------------
FIVERINGSDB = {"success": True, "record": {
    "id": "8a6b2c5e", "name": "Crane honor (Core + Imperial)", "format": "standard",
    "primary_clan": "crane", "secondary_clan": "crab",
    "cards": {"shizuka-toshi": 1, "01-keeper-of-water": 1, "ancestral-lands": 1, "the-art-of-war": 1,
              "meditations-on-the-tao": 1, "entrenched-position": 1, "night-raid": 1,
              "doji-whisperer": 3, "brash-samurai": 3, "guest-of-honor": 2, "kakita-yoshi": 2,
              "asahina-artisan": 3, "savvy-politician": 3, "cautious-scout": 3,
              "admit-defeat": 3, "banzai": 3, "height-of-fashion": 3, "political-rival": 3,
              "ready-for-battle": 2}}}


def test_fiveringsdb_record_with_unprefixed_and_prefixed_ids(l5r_pool, pools):
    need_cards(l5r_pool, "l5r")
    result = read_decklist(json.dumps(FIVERINGSDB), pools=pools)
    assert result.source_format == "fiveringsdb"
    deck = result.deck
    assert deck.game == "l5r" and deck.format == "stronghold" and deck.name.startswith("Crane honor")
    assert deck.cards["guest-of-honor"] == 2 and deck.cards["shizuka-toshi"] == 1
    unknown = [cid for cid in deck.cards if l5r_pool.card(cid) is None]
    assert unknown == []
    assert l5r_pool.card("01-keeper-of-water").id == "keeper-of-water"


def test_emeralddb_deck_object_and_unsupported_format(l5r_pool, pools):
    need_cards(l5r_pool, "l5r")
    emerald = {**FIVERINGSDB["record"], "format": "emerald", "user_id": "u1"}
    result = read_decklist(json.dumps(emerald), pools=pools)
    assert result.deck.format is None
    assert [p.code for p in result.problems] == ["UNSUPPORTED_FORMAT"]
    skirmish = {**FIVERINGSDB["record"], "format": "skirmish"}
    assert read_decklist(json.dumps(skirmish), pools=pools).deck.format == "skirmish"


def test_slots_maps_of_l5r_ids(l5r_pool, pools):
    need_cards(l5r_pool, "l5r")
    bare = {"name": "z", "slots": {"guest-of-honor": 2, "charge": 3}}
    result = read_decklist(json.dumps(bare), pools=pools)
    assert result.source_format == "fiveringsdb" and dict(result.deck.cards) == bare["slots"]
    assert read_decklist(json.dumps(bare), pools=pools, game="l5r").deck.game == "l5r"
    agot = read_decklist(json.dumps({"slots": {"01001": 1, "01027": 1}}), pools=pools)
    assert agot.source_format == "thronesdb" and agot.deck.game == "agot"


# -- canonical JSON and detection ----------------------------------------------------------------
def test_canonical_json_and_its_hash_are_stable(pools):
    text = json.dumps({"game": "whi", "capital": "empire", "cards": {"01116": 2, "01119": 1}})
    a = read_decklist(text, pools=pools)
    b = read_decklist(json.dumps({"cards": [{"id": "01119", "count": 1}, {"id": "01116", "count": 2}],
                                  "capital": "empire", "game": "whi"}), pools=pools)
    assert a.source_format == "canonical"
    assert canonical_json(a.deck) == canonical_json(b.deck)
    assert canonical_hash(a.deck) == canonical_hash(b.deck)
    assert len(canonical_hash(a.deck)) == 64
    assert json.loads(canonical_json(a.deck))["cards"] == {"01116": 2, "01119": 1}


def test_json_that_is_no_deck_and_malformed_json(pools):
    with pytest.raises(DeckInputError) as err:
        read_decklist('{"hello": "world"}', pools=pools)
    assert err.value.code == "UNKNOWN_DECK_FORMAT"
    with pytest.raises(DeckInputError) as err:
        read_decklist('{"game": "agot", "cards": {', pools=pools)
    assert err.value.code == "MALFORMED_JSON" and err.value.details["line"] == 1
    with pytest.raises(DeckInputError) as err:
        read_decklist("[" * 50000 + "]" * 50000, pools=pools)
    assert err.value.code in ("MALFORMED_JSON", "INVALID_DECK")


def test_plain_text_game_is_detected(pools, l5r_pool, agot_pool, whi_pool):
    for pool in (l5r_pool, agot_pool, whi_pool):
        need_cards(pool)
    assert read_decklist("3x Robert Baratheon\n2x A Noble Cause\n", pools=pools).deck.game == "agot"
    assert read_decklist("3x Guest of Honor\n3x Charge!\n", pools=pools).deck.game == "l5r"
    assert read_decklist("3x Warpstone Excavation\n2x Rat Ogres\n", pools=pools).deck.game == "whi"
    with pytest.raises(DeckInputError) as err:
        read_decklist("3x Nothing Like A Card\n", pools=pools)
    assert err.value.code == "UNKNOWN_GAME"


def test_empty_and_huge_inputs(pools):
    with pytest.raises(DeckInputError) as err:
        read_decklist("  \n\n ", pools=pools, game="agot")
    assert err.value.code == "EMPTY_DECKLIST"
    with pytest.raises(DeckInputError) as err:
        read_decklist("x" * 1_000_001, pools=pools, game="agot")
    assert err.value.code == "DECK_TOO_LARGE"
