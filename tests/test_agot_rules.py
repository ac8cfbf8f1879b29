"""The base AGoT deck-building rules [seed 001 §Deckbau]: one real-card deck per rule
that breaks exactly that rule, with the code, the cards and the numbers."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from test_agot_decks import Builder, codes_of, only

from deckcheck.games.agot import codes
from deckcheck.model import Deck, DeckInputError
from deckcheck.report import verdict_to_dict
from deckcheck.rules.codes import REGISTRY
from deckcheck.validator import validate


@pytest.fixture(scope="module")
def build(agot_pool) -> Builder:
    return Builder(agot_pool)


def plot_ids(build, cards):
    return sorted(i for i in cards if build.pool.cards[i].type == "plot")


def test_every_agot_code_is_registered_in_three_languages():
    for code in codes.ALL:
        entry = REGISTRY[code]
        assert entry.en and entry.de and entry.pl and entry.de != entry.en


def test_every_agot_code_has_a_failing_deck_test():
    sources = "".join(p.read_text(encoding="utf-8")
                      for p in Path(__file__).parent.glob("test_agot_*.py"))
    missing = [code for code in codes.ALL if f'"{code}"' not in sources]
    assert missing == []


# -- faction -------------------------------------------------------------------------------------
def test_faction_is_required(build):
    v = only(build.check(None, build.base("stark")), "AGOT_FACTION_REQUIRED")
    factions = v.params["factions"]          # in words, never codes like "thenightswatch"
    assert "House Stark" in factions.en and "The Night's Watch" in factions.en
    assert "Die Nachtwache" in factions.de and "Nocna Straż" in factions.pl
    assert "thenightswatch" not in factions.en + factions.de + factions.pl


def test_faction_must_exist(build):
    v = only(build.check("house bolton", build.base("stark")), "AGOT_FACTION_UNKNOWN")
    assert v.params["faction"] == "house bolton"


def test_non_loyal_out_of_faction_card_needs_an_agenda(build):
    cards = build.base("lannister")
    other = build.pick(1, lambda c: c.faction == "tyrell" and not c.loyal and c.type == "character")
    cards[other[0]] = 2
    v = only(build.check("lannister", cards), "AGOT_FACTION_CARDS")
    assert (v.cards, v.expected, v.actual) == (tuple(other), 0, 1)


def test_loyal_card_only_in_its_own_faction(build):
    cards = build.base("greyjoy")
    loyal = build.pick(2, lambda c: c.faction == "martell" and c.loyal and c.type == "event")
    cards.update({i: 1 for i in loyal})
    v = only(build.check("greyjoy", cards), "AGOT_LOYAL_OUT_OF_FACTION")
    assert (v.cards, v.actual) == (tuple(loyal), 2)


# -- agendas ---------------------------------------------------------------------------------------
def test_at_most_one_agenda(build):
    cards = {**build.base("stark"), "01027": 1, "04037": 1}      # Fealty + Kings of Summer
    winter = [i for i in plot_ids(build, cards) if "Winter" in build.pool.cards[i].traits]
    assert not winter
    v = only(build.check("stark", cards), "AGOT_AGENDA_COUNT")
    assert (v.cards, v.expected, v.actual) == (("01027", "04037"), 1, 2)


def test_two_copies_of_one_agenda(build):
    verdict = build.check("stark", {**build.base("stark"), "01027": 2})
    assert codes_of(verdict) == ["AGOT_AGENDA_COUNT", "AGOT_COPIES"]
    copies = verdict.violations[1]
    assert (copies.cards, copies.expected, copies.actual) == (("01027",), 1, 2)


# -- plot deck -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("plots", [6, 8])
def test_plot_deck_has_exactly_seven_cards(build, plots):
    cards = {**build.plots(plots), **build.draw("baratheon")}
    v = only(build.check("baratheon", cards), "AGOT_PLOT_DECK_SIZE")
    assert (v.expected, v.actual) == (7, plots)


def test_one_plot_title_may_be_doubled(build):
    p = sorted(build.plots(6, where=lambda c: c.deck_limit >= 2))
    draw = build.draw("martell")
    assert build.check("martell", {**draw, p[0]: 2, **{i: 1 for i in p[1:]}}).valid
    cards = {**draw, p[0]: 2, p[1]: 2, p[2]: 1, p[3]: 1, p[4]: 1}
    v = only(build.check("martell", cards), "AGOT_PLOT_DOUBLED")
    assert (v.cards, v.expected, v.actual) == ((p[0], p[1]), 1, 2)


def test_plot_deck_limit_one_is_never_doubled(build):
    limited = list(build.plots(1, where=lambda c: c.deck_limit == 1))
    cards = {**build.plots(5, avoid=limited), **build.draw("tyrell"), limited[0]: 2}
    v = only(build.check("tyrell", cards), "AGOT_PLOT_LIMIT")
    assert (v.cards, v.expected, v.actual) == ((limited[0],), 1, 2)


def test_a_doubled_plot_has_two_copies_at_most(build):
    plots = build.plots(6, where=lambda c: c.deck_limit == 2)
    cards = {**plots, **build.draw("tyrell")}
    cards[min(plots)] = 3
    del cards[max(plots)]
    v = only(build.check("tyrell", cards), "AGOT_PLOT_LIMIT")
    assert (v.cards, v.expected, v.actual) == ((min(plots),), 2, 3)


# -- draw deck and copies ------------------------------------------------------------------------------------
def test_draw_deck_has_at_least_sixty_cards(build):
    cards = build.base("thenightswatch")
    assert build.check("thenightswatch", {**cards, **build.draw("thenightswatch", titles=30)}).valid
    cards[min(i for i in cards if build.pool.cards[i].type != "plot")] = 2
    v = only(build.check("thenightswatch", cards), "AGOT_DRAW_DECK_SIZE")
    assert (v.cards, v.expected, v.actual) == ((), 60, 59)


def test_at_most_three_copies_per_title(build):
    cards = build.base("targaryen")
    first = min(i for i in cards if build.pool.cards[i].type != "plot")
    cards[first] = 4
    v = only(build.check("targaryen", cards), "AGOT_COPIES")
    assert (v.cards, v.expected, v.actual) == ((first,), 3, 4)
    assert v.params["title"] == build.pool.cards[first].name


def test_copies_are_counted_by_title_across_printings_and_card_types(build):
    cards = build.base("stark", titles=19)
    cards.update({"22017": 2, "02004": 2})        # Lady: a character and an attachment
    v = only(build.check("stark", cards), "AGOT_COPIES")
    assert (set(v.cards), v.expected, v.actual) == ({"22017", "02004"}, 3, 4)
    cards.update({"22017": 2, "02004": 1})
    assert build.check("stark", cards).valid


def test_the_lowest_deck_limit_among_the_printings_counts(build):
    cards = build.base("targaryen")               # Crown of Gold: deck limit 1, redesign 3
    for crown in ({"02034": 2}, {"02034": 1, "17134": 1}):
        v = only(build.check("targaryen", {**cards, **crown}, list_id="ffg1.1"), "AGOT_COPIES")
        assert (set(v.cards), v.expected, v.actual) == (set(crown), 1, 2)
    assert build.check("targaryen", {**cards, "17134": 3}, list_id="ffg1.1").valid


def test_a_plot_and_an_event_of_one_title_share_the_copy_limit(build):
    cards = build.base("lannister", titles=20)
    plots = plot_ids(build, cards)
    del cards[plots[0]]
    cards.update({"06100": 1, "16006": 3})       # Wheels Within Wheels: plot + event
    v = only(build.check("lannister", cards, list_id="ffg1.1"), "AGOT_COPIES")
    assert (set(v.cards), v.expected, v.actual) == ({"06100", "16006"}, 3, 4)
    cards["16006"] = 2
    assert build.check("lannister", cards, list_id="ffg1.1").valid


# -- printings the format does not allow ----------------------------------------------------------------
def test_draft_only_card_five_times_in_joust(build):
    cards = build.base("baratheon")
    verdict = build.check("baratheon", {**cards, "00009": 5})       # VDS Compelled by the King
    assert codes_of(verdict) == ["AGOT_COPIES", "AGOT_FORMAT_ONLY"]
    assert (verdict.violations[1].cards, verdict.violations[1].params["format"]) == (("00009",), "joust")
    v = only(build.check("baratheon", {**cards, "00104": 5}), "AGOT_FORMAT_ONLY")  # ToJ, limit 40
    assert v.cards == ("00104",)
    # a Tower of Joy reprint without the text is a draft printing too
    assert build.pool.cards["00101"].format_only == "draft"
    v = only(build.check("baratheon", {**cards, "00101": 1}), "AGOT_FORMAT_ONLY")


def test_melee_only_card(build, agot_pool):
    cards = build.base("lannister")
    v = only(build.check("lannister", {**cards, "17147": 1}), "AGOT_FORMAT_ONLY")
    assert v.cards == ("17147",)
    melee = Builder(agot_pool, fmt="melee")
    assert melee.check("lannister", {**melee.base("lannister"), "17147": 1}).valid


def test_title_cards_are_not_deck_cards(build):
    v = only(build.check("stark", {**build.base("stark"), "01208": 1}), "AGOT_NOT_DECK_CARD")
    assert v.cards == ("01208",)


def test_unreleased_cards(build, agot_pool):
    early = Builder(agot_pool, as_of=date(2016, 6, 1))
    cards = early.base("stark")
    late = build.pick(1, lambda c: c.faction == "stark" and c.type == "character"
                      and c.released > date(2016, 6, 1))
    verdict = early.check("stark", {**cards, late[0]: 1})
    v = only(verdict, "AGOT_UNRELEASED")
    assert (v.cards, v.actual, v.params["date"]) == (tuple(late), 1, "2016-06-01")
    assert verdict.lists == ()                     # no list before FFG FAQ 1.1 (2016-10-10)


def test_unknown_card_ids(build):
    v = only(build.check("stark", {**build.base("stark"), "99999": 1}), "AGOT_UNKNOWN_CARD")
    assert v.cards == ("99999",)


def test_octgn_guid_resolves_like_the_card_id(build):
    cards = build.base("stark")
    first = min(i for i in cards if build.pool.cards[i].octgn_id and build.pool.cards[i].type != "plot")
    guid = build.pool.cards[first].octgn_id
    cards[guid.upper()] = cards.pop(first)
    assert build.check("stark", cards).valid


def test_all_violations_are_reported_with_messages(build, agot_pool):
    cards = {**build.plots(6), **build.draw("stark", titles=19), "01027": 1, "04037": 1,
             "00009": 1}
    verdict = build.check("stark", cards)
    assert codes_of(verdict) == ["AGOT_AGENDA_COUNT", "AGOT_PLOT_DECK_SIZE",
                                 "AGOT_DRAW_DECK_SIZE", "AGOT_FACTION_CARDS", "AGOT_FORMAT_ONLY"]
    data = verdict_to_dict(verdict, agot_pool, "de")
    assert data["valid"] is False
    assert data["violations"][1]["message"] == \
        "Der Strategiestapel hat 6 Karten; er muss aus genau 7 Karten bestehen."
    assert "Lehnstreue" in data["violations"][0]["message"]      # German card name


def test_unknown_list_version_is_an_input_error(build, agot_pool):
    deck = build.deck("stark", build.base("stark"), list_id="gotstandard9.9")
    with pytest.raises(DeckInputError) as err:
        validate(deck, agot_pool)
    assert err.value.code == "UNKNOWN_LIST"


def test_deck_of_another_game_is_an_input_error(agot_pool):
    with pytest.raises(DeckInputError):
        validate(Deck(game="whi", cards={"01001": 1}), agot_pool)
