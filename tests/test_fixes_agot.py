"""Fix suggestions for AGoT: one deck per violation code, built from real cards (the
Builder decks of tests/test_agot_decks.py broken in one rule, as in test_agot_rules.py,
test_agot_agendas.py and test_agot_lists.py); every suggestion, applied, leaves a legal deck."""
from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from fixes_support import assert_fixed, assert_no_fix, violation_codes, warning_codes
from test_agot_decks import BANNERS, Builder

from deckcheck.decklists.problems import ParseProblem
from deckcheck.games.agot.factions import FACTIONS

CONCLAVE20 = date(2020, 8, 1)
STANDARD115 = date(2025, 8, 1)


def non_loyal(card) -> bool:
    return not card.loyal


def character_with(trait: str):
    return lambda c: c.type == "character" and trait in c.traits and not c.loyal


def _plots(b, cards):
    return sorted(i for i in cards if b.pool.cards[i].type == "plot")


def faction_cards(b):
    cards = b.base("lannister")
    cards[b.pick(1, lambda c: c.faction == "tyrell" and not c.loyal and c.type == "character")[0]] = 2
    return b.deck("lannister", cards)


def loyal_out(b):
    cards = b.base("greyjoy")
    cards.update({i: 1 for i in b.pick(2, lambda c: c.faction == "martell" and c.loyal and c.type == "event")})
    return b.deck("greyjoy", cards)


def agenda_count(b):
    return b.deck("stark", {**b.base("stark"), "01027": 1, "04037": 1})


def alliance_banner(b):
    return b.deck("stark", {**b.base("stark", titles=25), "06018": 1, "01027": 1})


def plot_deck_size(b):
    return b.deck("baratheon", {**b.plots(6), **b.draw("baratheon")})


def plot_doubled(b):
    p = sorted(b.plots(6, where=lambda c: c.deck_limit >= 2))
    return b.deck("martell", {**b.draw("martell"), p[0]: 2, p[1]: 2, p[2]: 1, p[3]: 1, p[4]: 1})


def plot_limit(b):
    limited = list(b.plots(1, where=lambda c: c.deck_limit == 1))
    return b.deck("tyrell", {**b.plots(5, avoid=limited), **b.draw("tyrell"), limited[0]: 2})


def draw_deck_size(b):
    cards = b.base("thenightswatch")
    cards[min(i for i in cards if b.pool.cards[i].type != "plot")] = 2
    return b.deck("thenightswatch", cards)


def copies(b):
    cards = b.base("targaryen")
    cards[min(i for i in cards if b.pool.cards[i].type != "plot")] = 4
    return b.deck("targaryen", cards)


def banner_cards(b):
    cards = {**b.base("stark", titles=17), BANNERS["tyrell"]: 1}
    tyrell = b.draw("tyrell", titles=4, where=non_loyal)
    tyrell[max(tyrell)] = 2                                  # 11 Tyrell cards
    cards.update(tyrell)
    return b.deck("stark", cards)


def house_arryn(b):
    cards = {**b.base("baratheon", titles=17), "23040": 1}
    arryn = b.draw("neutral", titles=4, where=lambda c: "House Arryn" in c.traits)
    cards.update(arryn)
    cards[min(arryn)] = 2
    return b.deck("baratheon", cards)


def maesters(b):
    no_maester = lambda c: "Maester" not in c.traits
    cards = {**b.plots(), **b.draw("stark", titles=16, where=no_maester), "09045": 1}
    found = b.draw("stark", titles=1, where=character_with("Maester"), avoid=cards)
    found.update({i: 3 for i in b.pick(3, lambda c: c.faction not in ("stark", "neutral")
                                       and character_with("Maester")(c))})
    cards.update(found)
    cards[max(found)] = 2
    cards.update(b.draw("stark", titles=1, where=no_maester, avoid=cards))
    return b.deck("stark", cards)


def seven_of(agenda: str, trait: str):
    def make(b):
        members = b.pick(7, lambda c: c.type == "character" and trait in c.traits
                         and (c.faction in ("lannister", "neutral") or not c.loyal)
                         and c.deck_limit >= 3, single_printing=False)
        cards = {**b.plots(), **b.draw("lannister", titles=18, avoid=members,
                                       where=lambda c: trait not in c.traits), agenda: 1}
        cards.update({i: 1 for i in members})
        del cards[members[-1]]
        cards[members[0]] = 3
        return b.deck("lannister", cards)
    return make


def fealty_neutral(b):
    cards = {**b.base("greyjoy", titles=15), "01027": 1}
    cards.update(b.draw("neutral", titles=6))
    cards[max(b.draw("neutral", titles=6))] = 1
    for i in sorted(b.draw("neutral", titles=6))[:5]:
        cards[i] = 3
    return b.deck("greyjoy", cards)


def scheme_plots(b):
    scheme = lambda c: "Scheme" in c.traits
    schemes = b.plots(5, where=scheme)
    others = b.plots(7, where=lambda c: not scheme(c))
    cards = {**schemes, **others, **b.draw("lannister"), "05045": 1}
    del cards[max(schemes)]
    cards.update(b.plots(1, where=lambda c: not scheme(c), avoid=cards))
    return b.deck("lannister", cards)


def cannot_include(b):
    cards = {**b.plots(where=lambda c: "Winter" not in c.traits), **b.draw("tyrell"), "04037": 1}
    bad = b.plots(1, where=lambda c: "Winter" in c.traits)
    del cards[min(i for i in cards if b.pool.cards[i].type == "plot")]
    cards.update(bad)
    return b.deck("tyrell", cards)


def single_copy(b):
    cards = {**b.plots(), **b.draw("lannister", titles=24, where=lambda c: c.type != "event"), "16028": 1}
    singles = b.pick(3, lambda c: c.type == "event" and c.faction == "lannister" and c.deck_limit >= 3)
    cards.update({i: 1 for i in singles})
    cards[singles[0]] = 2
    return b.deck("lannister", cards)


def faction_titles(b):
    cards = {**b.plots(), "25120": 1}
    allowed = lambda c: c.type in ("character", "location", "attachment") and not c.loyal
    for faction in FACTIONS:
        cards.update(b.draw(faction, titles=3, where=allowed))
    cards.update(b.draw("martell", titles=1, avoid=cards))
    return b.deck("martell", cards)


def format_only(b):
    return b.deck("baratheon", {**b.base("baratheon"), "00101": 1})


def not_deck_card(b):
    return b.deck("stark", {**b.base("stark"), "01208": 1})


def card_set(b):
    return b.deck("martell", {**b.base("martell"), "01119": 1})


def restricted(b):
    cards = b.base("stark")
    plots = _plots(b, cards)
    del cards[plots[0]], cards[plots[1]]
    return b.deck("stark", {**cards, "08120": 1, "11020": 1})


def banned(agot_pool):
    b = Builder(agot_pool, as_of=STANDARD115)
    return b.deck("tyrell", {**b.base("tyrell"), "21024": 1})


def pod(b):
    return b.deck("lannister", {**b.base("lannister"), "11089": 1, "14028": 1})


def pod_restricted(agot_pool):
    b = Builder(agot_pool, as_of=CONCLAVE20)
    return b.deck("tyrell", {**b.base("tyrell"), "09001": 1, "09017": 2})


def unreleased(agot_pool):
    early = Builder(agot_pool, as_of=date(2016, 6, 1))
    late = Builder(agot_pool).pick(1, lambda c: c.faction == "stark" and c.type == "character"
                                   and c.released > date(2016, 6, 1))
    return early.deck("stark", {**early.base("stark"), late[0]: 1})


CASES = {
    "AGOT_FACTION_REQUIRED": lambda b: b.deck(None, b.base("stark")),
    "AGOT_FACTION_UNKNOWN": lambda b: b.deck("house bolton", b.base("stark")),
    "AGOT_FACTION_CARDS": faction_cards,
    "AGOT_LOYAL_OUT_OF_FACTION": loyal_out,
    "AGOT_AGENDA_COUNT": agenda_count,
    "AGOT_ALLIANCE_BANNER": alliance_banner,
    "AGOT_PLOT_DECK_SIZE": plot_deck_size,
    "AGOT_PLOT_DOUBLED": plot_doubled,
    "AGOT_PLOT_LIMIT": plot_limit,
    "AGOT_DRAW_DECK_SIZE": draw_deck_size,
    "AGOT_COPIES": copies,
    "AGOT_BANNER_CARDS": banner_cards,
    "AGOT_HOUSE_ARRYN_CARDS": house_arryn,
    "AGOT_MAESTER_CHARACTERS": maesters,
    "AGOT_KINGSGUARD_CHARACTERS": seven_of("13099", "Kingsguard"),
    "AGOT_SMALL_COUNCIL_CHARACTERS": seven_of("26040", "Small Council"),
    "AGOT_FEALTY_NEUTRAL": fealty_neutral,
    "AGOT_SCHEME_PLOTS": scheme_plots,
    "AGOT_AGENDA_CANNOT_INCLUDE": cannot_include,
    "AGOT_AGENDA_SINGLE_COPY": single_copy,
    "AGOT_AGENDA_FACTION_TITLES": faction_titles,
    "AGOT_FORMAT_ONLY": format_only,
    "AGOT_NOT_DECK_CARD": not_deck_card,
    "AGOT_CARD_SET": card_set,
    "AGOT_RESTRICTED_LIST": restricted,
    "AGOT_POD": pod,
}
#: cases that build their deck on another date (they take the pool, not the builder)
ON_OWN_DATE = {
    "AGOT_BANNED": banned,
    "AGOT_POD_RESTRICTED": pod_restricted,
    "AGOT_UNRELEASED": unreleased,
}
#: codes that can have no automatic fix, and why (tested below)
NO_FIX = {
    "AGOT_UNKNOWN_CARD": "unknown",    # no card has the id: which card was meant is not known
    "AGOT_UNREAD_LINE": "unread",      # the line was not read: which card was meant is not known
}


@pytest.fixture(scope="module")
def build(agot_pool) -> Builder:
    return Builder(agot_pool)


@pytest.mark.parametrize("code", violation_codes("agot"))
def test_every_code_has_a_fixed_test_deck(agot_pool, build, code):
    if code in NO_FIX:
        pytest.skip("no automatic fix: see test_codes_without_a_fix")
    assert code in CASES or code in ON_OWN_DATE, f"{code}: no test deck for its fix suggestions"
    deck = CASES[code](build) if code in CASES else ON_OWN_DATE[code](agot_pool)
    assert_fixed(agot_pool, deck, code)


def test_no_warnings_to_fix():
    assert warning_codes("agot") == []


def test_codes_without_a_fix(agot_pool, build):
    assert_no_fix(agot_pool, build.deck("stark", {**build.base("stark"), "99999": 1}),
                  "AGOT_UNKNOWN_CARD", "unknown")
    line = ParseProblem("UNKNOWN_NAME", {"name": "Ned Stork"}, 2, "3x Ned Stork")
    assert_no_fix(agot_pool, build.deck("stark", build.base("stark")), "AGOT_UNREAD_LINE", "unread",
                  unread=[line])


def test_a_banner_for_the_cards_of_one_other_faction_in_a_real_decklist(agot_pool):
    """The Old Ways intro deck (Stark with Greyjoy cards, no agenda): the Banner of the
    Kraken allows its non-loyal Greyjoy cards; the loyal ones must go."""
    from test_api_helpers import OOTB, read_sample

    from deckcheck.services.validation import ValidationService

    path = next(p for p in OOTB if "Stark-Greyjoy" in p.name)
    svc = ValidationService({"agot": agot_pool})
    verdict = svc.validate_text(read_sample(path), as_of="2017-06-01", fixes=True)
    by_code = {v["code"]: v for v in verdict["violations"]}
    banner = by_code["AGOT_FACTION_CARDS"]["suggestions"]["fixes"]
    assert [f["edits"] for f in banner][0] == [
        {"op": "add", "card": "01199", "count": 1, "name": "Banner of the Kraken", "type": "agenda",
         "cost": None, "message": "add 1 × Banner of the Kraken"}]
    loyal = by_code["AGOT_LOYAL_OUT_OF_FACTION"]["suggestions"]["fixes"]
    cut = {e["card"] for f in loyal for e in f["edits"] if e["op"] == "remove"}
    assert set(by_code["AGOT_LOYAL_OUT_OF_FACTION"]["cards"]) <= cut


@pytest.mark.parametrize("name", ["At-the-Wall", "East-to-West", "Secrets-and-Schemes", "Old-Ways"])
def test_every_suggestion_for_a_deck_with_several_violations(agot_pool, name):
    """Real intro decks (two factions, 45 draw cards) break several rules at once: each
    suggestion removes its own violation, and every violation left was there before, no
    further from its bound."""
    from test_api_helpers import OOTB, read_sample

    from deckcheck.decklists.detect import read_decklist
    from deckcheck.fixes import apply, suggest_fixes
    from deckcheck.validator import validate

    path = next(p for p in OOTB if name in p.name)
    deck = read_decklist(read_sample(path), pools={"agot": agot_pool}).deck
    deck = replace(deck, as_of=date(2017, 6, 1))
    verdict = validate(deck, agot_pool)
    assert len(verdict.violations) >= 3
    before = {v.code: v for v in verdict.violations}
    offered = 0
    for target, found in zip(verdict.violations, suggest_fixes(deck, agot_pool, verdict), strict=True):
        for suggestion in found.suggestions:
            offered += 1
            after = validate(apply(deck, suggestion.edits), agot_pool)
            for v in after.violations:
                assert v.code != target.code or set(v.cards).isdisjoint(target.cards) and target.cards, \
                    (target.code, suggestion)
                old = before.get(v.code)
                assert old is not None, (target.code, suggestion, v)
                if old.expected is not None and old.actual is not None:
                    assert abs(v.actual - v.expected) <= abs(old.actual - old.expected)
    assert offered >= 3


def test_a_banner_minimum_is_filled_from_the_pool(build):
    """Nine Tyrell cards, all at three copies, with the Banner of the Rose: the three missing
    Tyrell cards come from the pool (non-loyal, released, on no list)."""
    cards = {**build.base("stark", titles=17), BANNERS["tyrell"]: 1}
    cards.update(build.draw("tyrell", titles=3, where=non_loyal))       # 9 Tyrell cards
    verdict = assert_fixed(build.pool, build.deck("stark", cards), "AGOT_BANNER_CARDS")
    from deckcheck.fixes import suggest_fixes

    (found,) = suggest_fixes(build.deck("stark", cards), build.pool, verdict)
    added = [build.pool.cards[e.card] for f in found.suggestions for e in f.edits if e.op == "add"]
    assert added and all(c.faction == "tyrell" and not c.loyal and c.id not in cards for c in added)
