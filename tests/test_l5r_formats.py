"""L5R formats, rules versions, list selection by date, the contract JSON and the
message templates of every L5R code."""
from __future__ import annotations

import datetime as dt

import pytest
from test_l5r_decks import CRANE, CRANE_NO_ROLE, FINAL_DAY, V10_DAY, check, codes, deck, only, swap

from deckcheck.decklists.canonical import deck_from_dict
from deckcheck.games.l5r import codes as l5r_codes
from deckcheck.games.l5r import formats, rules_versions
from deckcheck.model import DeckInputError
from deckcheck.report import verdict_to_dict
from deckcheck.rules.codes import REGISTRY, template_fields
from deckcheck.validator import validate

# -- formats and rules versions --------------------------------------------------------------------

def test_format_registry():
    assert formats.DEFAULT_FORMAT == "stronghold"
    assert set(formats.FORMATS) == {"stronghold", "single-core", "skirmish", "jade-edict"}
    assert formats.FORMATS["stronghold"].list_format == "stronghold"
    assert formats.FORMATS["single-core"].list_format is None
    assert not formats.FORMATS["single-core"].tournament


def test_format_metadata(l5r_pool):
    meta = formats.FORMATS["stronghold"].metadata(l5r_pool)
    assert meta["params"]["copies"] == 3 and meta["params"]["provinces"] == 5
    assert [lv["id"] for lv in meta["lists"]][-1] == "il-2021-02-23"


@pytest.mark.parametrize("day, name", [
    (dt.date(2017, 1, 1), "RRG v1.0"), (dt.date(2017, 10, 5), "RRG v1.0"), (dt.date(2019, 5, 6), "RRG v9"),
    (dt.date(2019, 8, 1), "RRG v10"), (dt.date(2019, 10, 9), "RRG v11"), (dt.date(2020, 1, 6), "RRG v12"),
    (dt.date(2021, 3, 1), "RRG v16"),
])
def test_rules_version_in_force(day, name):
    assert rules_versions.rules_version(day, None) == name


@pytest.mark.parametrize("text", ["RRG v10", "v10", "10", "rrg-v10", " RRG V10 "])
def test_explicit_rules_version(text):
    assert rules_versions.rules_version(dt.date(2021, 3, 1), text) == "RRG v10"


def test_unknown_rules_version(l5r_pool):
    with pytest.raises(DeckInputError) as err:
        check(l5r_pool, CRANE, rules_version="RRG v14")
    assert err.value.code == "UNKNOWN_RULES_VERSION"


def test_explicit_rules_version_in_the_verdict(l5r_pool):
    verdict = check(l5r_pool, CRANE, as_of=FINAL_DAY, rules_version="v11")
    assert verdict.valid and verdict.rules_version == "RRG v11"
    assert [lv.id for lv in verdict.lists] == ["il-2021-02-23"]


def test_explicit_list_version(l5r_pool):
    cards = swap(CRANE, ["asahina-artisan"], {"guest-of-honor": 3})
    verdict = check(l5r_pool, cards, as_of=FINAL_DAY, list_id="rrg-v10")
    assert verdict.valid and [lv.id for lv in verdict.lists] == ["rrg-v10"]
    with pytest.raises(DeckInputError) as err:
        check(l5r_pool, cards, list_id="no-such-list")
    assert err.value.code == "UNKNOWN_LIST"


def test_before_the_first_restricted_list(l5r_pool):
    """RRG v1.0 without lists: two later-restricted names are fine on 2018-05-01."""
    cards = swap(CRANE_NO_ROLE, ["asahina-artisan", "banzai"], {"guest-of-honor": 3, "charge": 3})
    verdict = check(l5r_pool, cards, as_of=dt.date(2018, 5, 1))
    assert verdict.valid and verdict.lists == () and verdict.rules_version == "RRG v1.0"
    assert codes(check(l5r_pool, cards, as_of=dt.date(2018, 12, 20))) == ["L5R_RESTRICTED_LIST"]


# -- single core set ------------------------------------------------------------------------------------

def test_single_core_accepts_thirty_card_decks(l5r_pool):
    cards = swap(CRANE_NO_ROLE, ["seal-of-the-dragon", "asahina-artisan", "asahina-storyteller",
                                 "brash-samurai", "cautious-scout", "banzai", "fine-katana", "ornate-fan",
                                 "assassination"], {"good-omen": 1, "contingency-plan": 0, "for-shame": 1})
    verdict = check(l5r_pool, cards, fmt="single-core")
    assert verdict.valid, codes(verdict)
    assert (verdict.counts["dynasty"], verdict.counts["conflict"]) == (30, 30)
    assert verdict.lists == ()
    assert sorted(codes(check(l5r_pool, cards))) == ["L5R_CONFLICT_SIZE", "L5R_DYNASTY_SIZE"]


def test_single_core_only_takes_core_set_cards(l5r_pool):
    v = only(check(l5r_pool, CRANE_NO_ROLE, fmt="single-core"), "L5R_CARD_POOL")
    assert v.cards == ("seal-of-the-dragon",)
    assert (v.params["pool"], v.params["pool_de"]) == ("Core Set", "Grundspiel")


def test_single_core_is_casual(l5r_pool):
    """No unreleased check, no restricted list, no seasonal role table."""
    cards = swap(CRANE_NO_ROLE, ["seal-of-the-dragon", "asahina-artisan", "banzai"],
                 {"good-omen": 1, "for-shame": 1, "guest-of-honor": 3, "charge": 3, "keeper-of-fire": 1})
    assert check(l5r_pool, cards, fmt="single-core", as_of=dt.date(2017, 1, 1)).valid
    assert check(l5r_pool, cards, fmt="single-core", as_of=V10_DAY).valid


# -- skirmish ----------------------------------------------------------------------------------------

def _skirmish(pool) -> dict[str, int]:
    cards = {cid: min(n, 2) for cid, n in CRANE_NO_ROLE.items()
             if pool.cards[cid].side in ("dynasty", "conflict")}
    cards["doji-hotaru"] = 2
    return cards


def test_skirmish_deck(l5r_pool):
    verdict = check(l5r_pool, _skirmish(l5r_pool), fmt="skirmish", as_of=FINAL_DAY, faction="crane")
    assert verdict.valid, codes(verdict)
    assert verdict.counts == {"stronghold": 0, "role": 0, "provinces": 0, "dynasty": 30, "conflict": 32,
                              "influence_spent": 2, "influence_budget": 6}
    assert [lv.id for lv in verdict.lists] == ["skirmish-ffg"]
    # without 'faction' the clan comes from the dynasty deck
    assert check(l5r_pool, _skirmish(l5r_pool), fmt="skirmish", as_of=FINAL_DAY).valid


@pytest.mark.parametrize("add, code, expected, actual", [
    ({"shizuka-toshi": 1}, "L5R_STRONGHOLD_COUNT", 0, 1),
    ({"keeper-of-air": 1}, "L5R_ROLE_COUNT", 0, 1),
    ({"the-art-of-peace": 1}, "L5R_PROVINCE_COUNT", 0, 1),
    ({"admit-defeat": 1}, "L5R_COPIES", 2, 3),
    ({"indomitable-will": 2, "let-go": 1}, "L5R_CONFLICT_INFLUENCE", 6, 2 + 4 + 2),
])
def test_skirmish_rules(l5r_pool, add, code, expected, actual):
    cards = swap(_skirmish(l5r_pool), add=add)
    if code == "L5R_CONFLICT_INFLUENCE":
        cards = swap(cards, ["good-omen"])
    v = only(check(l5r_pool, cards, fmt="skirmish", as_of=FINAL_DAY, faction="crane"), code)
    assert (v.expected, v.actual) == (expected, actual)


def test_skirmish_banned_list(l5r_pool):
    cards = swap(_skirmish(l5r_pool), ["doji-hotaru"], {"guest-of-honor": 2})
    v = only(check(l5r_pool, cards, fmt="skirmish", as_of=FINAL_DAY, faction="crane"), "L5R_BANNED")
    assert v.cards == ("guest-of-honor",) and v.params["list"] == "Skirmish banned list (FFG)"


def test_skirmish_role_only_cards_are_out(l5r_pool):
    cards = swap(_skirmish(l5r_pool), ["good-omen"], {"defend-your-honor": 2})
    v = only(check(l5r_pool, cards, fmt="skirmish", as_of=FINAL_DAY, faction="crane"), "L5R_ROLE_ONLY")
    assert v.cards == ("defend-your-honor",)


def test_skirmish_clan_undeclared(l5r_pool):
    cards = swap(_skirmish(l5r_pool), ["doji-hotaru"], {"agasha-swordsmith": 2})
    assert codes(check(l5r_pool, cards, fmt="skirmish", as_of=FINAL_DAY)) == ["L5R_CLAN_UNDECLARED"]
    assert codes(check(l5r_pool, cards, fmt="skirmish", as_of=FINAL_DAY, faction="crane")) == \
        ["L5R_DYNASTY_CLAN"]


def test_skirmish_unknown_clan(l5r_pool):
    with pytest.raises(DeckInputError) as err:
        check(l5r_pool, _skirmish(l5r_pool), fmt="skirmish", faction="wasp")
    assert err.value.code == "UNKNOWN_CLAN"


# -- jade edict ---------------------------------------------------------------------------------------

def test_jade_edict(l5r_pool):
    day = dt.date(2021, 7, 1)
    v = only(check(l5r_pool, CRANE, fmt="jade-edict", as_of=day), "L5R_BANNED")
    assert v.cards == ("shameful-display",)          # banned by the Jade Edict, not by FFG
    cards = swap(CRANE, ["shameful-display"], {"pilgrimage": 1})
    verdict = check(l5r_pool, cards, fmt="jade-edict", as_of=day)
    assert verdict.valid and [lv.id for lv in verdict.lists] == ["jade-edict-2021"]
    assert check(l5r_pool, CRANE, as_of=day).valid


# -- contract JSON and messages ----------------------------------------------------------------------

def test_contract_json_round_trip(l5r_pool):
    data = {"game": "l5r", "format": "stronghold", "as_of": "2019-08-01",
            "cards": [{"id": cid, "count": n} for cid, n in CRANE.items()]}
    verdict = validate(deck_from_dict(data), l5r_pool)
    out = verdict_to_dict(verdict, l5r_pool)
    assert out["valid"] and out["rules_version"] == "RRG v10"
    assert out["lists"][0]["id"] == "rrg-v10" and out["lists"][0]["effective"] == "2019-07-08"
    assert set(out["counts"]) == {"stronghold", "role", "provinces", "dynasty", "conflict",
                                  "influence_spent", "influence_budget"}


def test_messages_in_three_languages(l5r_pool):
    cards = swap(CRANE, ["keeper-of-air", "asahina-artisan", "ancestral-lands"],
                 {"guest-of-honor": 3, "steward-of-law": 1, "night-raid": 1})
    verdict = check(l5r_pool, cards)
    assert sorted(codes(verdict)) == ["L5R_CONFLICT_INFLUENCE", "L5R_PROVINCE_ELEMENTS",
                                      "L5R_RESTRICTED_LIST"]
    for lang in ("en", "de", "pl"):
        for v in verdict_to_dict(verdict, l5r_pool, lang)["violations"]:
            assert "{" not in v["message"] and "}" not in v["message"], (lang, v)
    de = {v["code"]: v["message"] for v in verdict_to_dict(verdict, l5r_pool, "de")["violations"]}
    assert "Ehrengast" in de["L5R_RESTRICTED_LIST"] and "Rechtsverwalter" in de["L5R_RESTRICTED_LIST"]
    assert de["L5R_PROVINCE_ELEMENTS"].startswith("Nur 4 der 5 Provinzen")
    assert "Erde" in de["L5R_PROVINCE_ELEMENTS"] and "Feuer" in de["L5R_PROVINCE_ELEMENTS"]
    pl = {v["code"]: v["message"] for v in verdict_to_dict(verdict, l5r_pool, "pl")["violations"]}
    assert "Ziemia" in pl["L5R_PROVINCE_ELEMENTS"] and "Ogień" in pl["L5R_PROVINCE_ELEMENTS"]
    en = {v["code"]: v["message"] for v in verdict_to_dict(verdict, l5r_pool)["violations"]}
    assert en["L5R_CONFLICT_INFLUENCE"].startswith("The out-of-clan conflict cards cost 12 influence; "
                                                   "the deck has 10")


def test_every_code_has_three_languages_with_the_same_fields():
    for code in l5r_codes.ALL:
        entry = REGISTRY[code]
        en = template_fields(entry.en)
        for lang in ("de", "pl"):
            fields = {f[:-3] if f.endswith("_" + lang) else f for f in template_fields(entry.template(lang))}
            assert fields == en, (code, lang)
        assert entry.de != entry.en and entry.pl != entry.en


def test_code_names_are_public_upper_snake_case():
    assert all(code.startswith("L5R_") and code == code.upper() for code in l5r_codes.ALL)
    assert len(set(l5r_codes.ALL)) == len(l5r_codes.ALL) == 22


def test_deck_fixture_helper_drops_zero_counts():
    assert "x" not in deck({"x": 0}).cards
