"""Every agenda that changes deck building: a legal deck passes, and decks that break
exactly its rule fail with the expected code, cards and numbers (real cards)."""
from __future__ import annotations

import pytest
from test_agot_decks import BANNERS, Builder, codes_of, only

from deckcheck.games.agot.agendas import AGENDAS


@pytest.fixture(scope="module")
def build(agot_pool) -> Builder:
    return Builder(agot_pool)


def non_loyal(card) -> bool:
    return not card.loyal


def character_with(trait: str):
    return lambda c: c.type == "character" and trait in c.traits and not c.loyal


def test_every_agenda_with_deck_building_text_has_a_record(agot_pool):
    """Agenda texts that talk about the deck or plot deck are all modelled."""
    words = ("include", "deck size", "may run", "plot deck must")
    for card in agot_pool.cards.values():
        if card.type == "agenda" and card.format_only != "draft" and \
                any(w in card.text.lower() for w in words):
            assert card.id in AGENDAS, (card.id, card.name)


# -- Banners and Alliance ------------------------------------------------------------------------
def test_banner_needs_twelve_cards_of_its_faction(build):
    cards = {**build.base("stark", titles=17), BANNERS["tyrell"]: 1}
    tyrell = build.draw("tyrell", titles=4, where=non_loyal)
    tyrell[max(tyrell)] = 2                                  # 11 Tyrell cards
    cards.update(tyrell)
    v = only(build.check("stark", cards), "AGOT_BANNER_CARDS")
    assert (v.cards, v.expected, v.actual) == (("01205",), 12, 11)


def test_banner_allows_no_loyal_cards_and_no_plots_of_its_faction(build, agot_pool):
    cards = {**build.base("stark", titles=16), BANNERS["tyrell"]: 1}
    cards.update(build.draw("tyrell", titles=4, where=non_loyal))
    loyal = build.pick(1, lambda c: c.faction == "tyrell" and c.loyal and c.type == "character")
    v = only(build.check("stark", {**cards, loyal[0]: 1}), "AGOT_LOYAL_OUT_OF_FACTION")
    assert (v.cards, v.actual) == (tuple(loyal), 1)
    # every faction plot in the data is loyal: a Tyrell plot is reported as loyal
    plot = build.pick(1, lambda c: c.faction == "tyrell" and c.type == "plot")
    first_plot = min(i for i in cards if agot_pool.cards[i].type == "plot")
    del cards[first_plot]
    v = only(build.check("stark", {**cards, plot[0]: 1}), "AGOT_LOYAL_OUT_OF_FACTION")
    assert v.cards == tuple(plot)


def test_banner_without_alliance_is_a_second_agenda(build):
    cards = {**build.base("lannister", titles=16), "01027": 1, BANNERS["baratheon"]: 1}
    cards.update(build.draw("baratheon", titles=4, where=non_loyal))
    v = only(build.check("lannister", cards), "AGOT_AGENDA_COUNT")
    assert (v.cards, v.expected, v.actual) == (("01027", "01198"), 1, 2)


def test_alliance_needs_75_cards(build):
    stark = build.draw("stark", titles=17)
    cards = {**build.plots(), **stark, "06018": 1, BANNERS["tyrell"]: 1, BANNERS["martell"]: 1}
    cards.update(build.draw("tyrell", titles=4, where=non_loyal))
    cards.update(build.draw("martell", titles=4, where=non_loyal))
    assert build.check("stark", cards).valid                         # 75 cards
    cards[min(stark)] = 2                                           # 74
    v = only(build.check("stark", cards), "AGOT_DRAW_DECK_SIZE")
    assert (v.expected, v.actual) == (75, 74)


def test_alliance_allows_two_more_agendas_only(build):
    cards = {**build.base("stark", titles=13), "06018": 1}
    for faction in ("tyrell", "martell", "greyjoy"):
        cards[BANNERS[faction]] = 1
        cards.update(build.draw(faction, titles=4, where=non_loyal))
    v = only(build.check("stark", cards), "AGOT_AGENDA_COUNT")
    assert (v.expected, v.actual) == (3, 4)
    assert set(v.cards) == {"06018", "01205", "01201", "01199"}


def test_alliance_allows_banner_agendas_only(build):
    cards = {**build.base("stark", titles=25), "06018": 1, "01027": 1}
    v = only(build.check("stark", cards), "AGOT_ALLIANCE_BANNER")
    assert (v.cards, v.actual) == (("01027",), 1)


def test_alliance_with_banner_trait_agendas_that_are_not_faction_banners(build):
    # Trading With Braavos allows 1 copy of each non-limited location: no locations here
    cards = {**build.plots(), **build.draw("stark", titles=21, where=lambda c: c.type != "location"),
             "06018": 1, "23040": 1, "26080": 1}
    cards.update(build.draw("neutral", titles=4, where=lambda c: "House Arryn" in c.traits))
    assert build.check("stark", cards).valid


# -- sizes and counts ---------------------------------------------------------------------------------
def test_banner_of_the_falcon_counts_house_arryn_cards(build):
    cards = {**build.base("baratheon", titles=17), "23040": 1}
    arryn = build.draw("neutral", titles=4, where=lambda c: "House Arryn" in c.traits)
    cards.update(arryn)
    assert build.check("baratheon", cards).valid
    cards[min(arryn)] = 2
    v = only(build.check("baratheon", cards), "AGOT_HOUSE_ARRYN_CARDS")
    assert (v.cards, v.expected, v.actual) == (("23040",), 12, 11)


def test_fealty_allows_at_most_15_neutral_cards(build):
    cards = {**build.base("greyjoy", titles=15), "01027": 1}
    cards.update(build.draw("neutral", titles=6))
    cards[max(build.draw("neutral", titles=6))] = 1          # 5 x 3 + 1 = 16
    for i in sorted(build.draw("neutral", titles=6))[:5]:
        cards[i] = 3
    v = only(build.check("greyjoy", cards), "AGOT_FEALTY_NEUTRAL")
    assert (v.cards, v.expected, v.actual) == (("01027",), 15, 16)
    # the cards it counts go with it: the six neutral titles, 16 copies
    neutral = set(build.draw("neutral", titles=6))
    assert sorted(v.details["counted"]) == sorted(neutral)
    assert sum(cards[i] for i in v.details["counted"]) == v.actual


def test_the_long_voyage_needs_100_cards(build):
    draw = build.draw("stark", titles=34)
    cards = {**build.plots(), **draw, "16030": 1}
    assert build.check("stark", cards).valid                         # 102 cards
    cards[min(draw)] = 1                                            # 100
    assert build.check("stark", cards).valid
    cards[max(draw)] = 2                                            # 99
    v = only(build.check("stark", cards), "AGOT_DRAW_DECK_SIZE")
    assert (v.expected, v.actual) == (100, 99)


@pytest.mark.parametrize("agenda,kind,extra", [("17152", "attachment", {}),
                                               ("13118", "attachment", {"list_id": "ffg1.1"}),
                                               ("16028", "event", {})])
def test_one_copy_of_each_attachment_or_event(build, agenda, kind, extra):
    cards = {**build.plots(), **build.draw("lannister", titles=24, where=lambda c: c.type != kind),
             agenda: 1}
    singles = build.pick(3, lambda c: c.type == kind and c.faction == "lannister"
                         and c.deck_limit >= 3)
    cards.update({i: 1 for i in singles})
    verdict = build.check("lannister", cards, **extra)
    assert verdict.valid, verdict.violations
    cards[singles[0]] = 2
    v = only(build.check("lannister", cards, **extra), "AGOT_AGENDA_SINGLE_COPY")
    assert (v.cards, v.expected, v.actual) == ((singles[0],), 1, 2)
    assert v.params["agenda"] == build.pool.cards[agenda].name
    del cards[singles[0]]                                           # 74 cards
    v = only(build.check("lannister", cards, **extra), "AGOT_DRAW_DECK_SIZE")
    assert (v.expected, v.actual) == (75, 74)


def test_trading_with_braavos(build):
    cards = {**build.plots(), **build.draw("stark", titles=20, where=lambda c: c.type != "location"),
             "26080": 1}
    warships = build.pick(2, lambda c: c.faction == "greyjoy" and c.type == "location"
                          and "Warship" in c.traits and not c.loyal)
    limited = build.pick(1, lambda c: c.type == "location" and c.limited and c.faction == "neutral")
    cards.update({warships[0]: 1, warships[1]: 1, limited[0]: 3})
    assert build.check("stark", cards).valid
    cards[warships[1]] = 2
    v = only(build.check("stark", cards), "AGOT_AGENDA_SINGLE_COPY")
    assert (v.cards, v.actual) == ((warships[1],), 2)
    cards[warships[1]] = 1
    other = build.pick(1, lambda c: c.faction == "greyjoy" and c.type == "location"
                       and "Warship" not in c.traits and not c.loyal)[0]
    cards[other] = 1
    v = only(build.check("stark", cards), "AGOT_FACTION_CARDS")
    assert v.cards == (other,)


# -- plot deck agendas ----------------------------------------------------------------------------------
def test_the_rains_of_castamere_needs_five_different_schemes(build):
    scheme = lambda c: "Scheme" in c.traits
    schemes = build.plots(5, where=scheme)
    others = build.plots(7, where=lambda c: not scheme(c))
    cards = {**schemes, **others, **build.draw("lannister"), "05045": 1}
    assert build.check("lannister", cards).valid
    first = min(i for i in schemes if build.pool.cards[i].deck_limit >= 2)
    cards[first] = 2
    del cards[max(schemes)]
    v = only(build.check("lannister", cards), "AGOT_SCHEME_PLOTS")
    assert (v.cards, v.expected, v.actual, v.params["distinct"]) == (("05045",), 5, 5, 4)
    cards[first] = 1
    cards.update(build.plots(1, where=lambda c: not scheme(c), avoid=cards))
    v = only(build.check("lannister", cards), "AGOT_SCHEME_PLOTS")
    assert (v.expected, v.actual, v.params["distinct"]) == (5, 4, 4)


def test_the_wars_to_come_ten_plots_two_doubled(build):
    plots = build.plots(8, where=lambda c: c.deck_limit >= 2)
    doubled = sorted(plots)[:2]
    cards = {**plots, **build.draw("martell"), "17151": 1}
    cards.update({i: 2 for i in doubled})
    assert build.check("martell", cards).valid
    cards[sorted(plots)[2]] = 2
    del cards[sorted(plots)[3]]
    v = only(build.check("martell", cards), "AGOT_PLOT_DOUBLED")
    assert (v.expected, v.actual) == (2, 3)
    v = only(build.check("martell", {**build.base("martell"), "10045": 1}, list_id="ffg1.1"),
             "AGOT_PLOT_DECK_SIZE")
    assert (v.expected, v.actual) == (10, 7)


def test_battle_of_the_trident_ten_edict_siege_or_war_plots(build):
    war = lambda c: any(t in c.traits for t in ("Edict", "Siege", "War"))
    cards = {**build.plots(10, where=war), **build.draw("baratheon"), "21030": 1}
    assert build.check("baratheon", cards).valid
    other = build.plots(1, where=lambda c: not war(c))
    del cards[min(i for i in cards if build.pool.cards[i].type == "plot")]
    cards.update(other)
    v = only(build.check("baratheon", cards), "AGOT_AGENDA_CANNOT_INCLUDE")
    assert (v.cards, v.params["agenda"]) == (tuple(other), "Battle of the Trident")


@pytest.mark.parametrize("agenda,trait", [("04037", "Winter"), ("04038", "Summer"),
                                          ("20052", "Kingdom"), ("25080", "Omen")])
def test_agendas_that_forbid_a_plot_trait(build, agenda, trait):
    cards = {**build.plots(where=lambda c: trait not in c.traits), **build.draw("tyrell"), agenda: 1}
    assert build.check("tyrell", cards).valid
    bad = build.plots(1, where=lambda c: trait in c.traits)
    del cards[min(i for i in cards if build.pool.cards[i].type == "plot")]
    cards.update(bad)
    v = only(build.check("tyrell", cards), "AGOT_AGENDA_CANNOT_INCLUDE")
    assert (v.cards, v.actual) == (tuple(bad), 1)


# -- what the deck may include ------------------------------------------------------------------------------
def test_the_brotherhood_without_banners_forbids_loyal_characters(build):
    no_loyal_characters = lambda c: not (c.type == "character" and c.loyal)
    cards = {**build.plots(), **build.draw("baratheon", where=no_loyal_characters), "06119": 1}
    assert build.check("baratheon", cards).valid
    loyal = build.pick(1, lambda c: c.faction == "baratheon" and c.type == "character" and c.loyal)
    cards[loyal[0]] = 1
    v = only(build.check("baratheon", cards), "AGOT_AGENDA_CANNOT_INCLUDE")
    assert v.cards == tuple(loyal)


def test_the_conclave_maester_characters(build):
    no_maester = lambda c: "Maester" not in c.traits
    cards = {**build.plots(), **build.draw("stark", titles=16, where=no_maester), "09045": 1}
    maesters = build.draw("stark", titles=1, where=character_with("Maester"), avoid=cards)
    maesters.update({i: 3 for i in build.pick(3, lambda c: c.faction not in ("stark", "neutral")
                                              and character_with("Maester")(c))})
    cards.update(maesters)
    assert build.check("stark", cards).valid                     # 12 Maester characters
    cards[max(maesters)] = 2
    cards.update(build.draw("stark", titles=1, where=no_maester, avoid=cards))
    v = only(build.check("stark", cards), "AGOT_MAESTER_CHARACTERS")
    assert (v.cards, v.expected, v.actual) == (("09045",), 12, 11)
    loyal = build.pick(1, lambda c: c.faction == "lannister" and c.type == "character"
                       and "Maester" in c.traits and c.loyal, single_printing=False)
    cards[loyal[0]] = 1                     # the Conclave allows non-loyal Maesters only
    v = only(build.check("stark", cards), "AGOT_LOYAL_OUT_OF_FACTION")
    assert v.cards == tuple(loyal)


@pytest.mark.parametrize("agenda,trait,code", [
    ("13099", "Kingsguard", "AGOT_KINGSGUARD_CHARACTERS"),
    ("26040", "Small Council", "AGOT_SMALL_COUNCIL_CHARACTERS")])
def test_seven_different_characters_of_a_trait(build, agenda, trait, code):
    members = build.pick(7, lambda c: c.type == "character" and trait in c.traits
                         and (c.faction in ("lannister", "neutral") or not c.loyal)
                         and c.deck_limit >= 3, single_printing=False)
    cards = {**build.plots(), **build.draw("lannister", titles=18, avoid=members,
                                           where=lambda c: trait not in c.traits), agenda: 1}
    cards.update({i: 1 for i in members})
    assert build.check("lannister", cards).valid
    del cards[members[-1]]
    cards[members[0]] = 3                                       # copies do not make it 7
    v = only(build.check("lannister", cards), code)
    assert (v.cards, v.expected, v.actual) == ((agenda,), 7, 6)


def test_free_folk_original_only_neutral_cards(build):
    cards = {**build.plots(), **build.draw("neutral"), "11079": 1}
    assert build.check("stark", cards, list_id="ffg1.1").valid
    stark = build.pick(1, lambda c: c.faction == "stark" and c.type == "location")
    cards[stark[0]] = 1
    v = only(build.check("stark", cards, list_id="ffg1.1"), "AGOT_AGENDA_CANNOT_INCLUDE")
    assert v.cards == tuple(stark)


def test_free_folk_redesign_neutral_and_non_loyal_wildlings(build):
    wildlings = build.pick(3, lambda c: character_with("Wildling")(c) and c.faction != "neutral")
    cards = {**build.plots(), **build.draw("neutral", titles=19, avoid=wildlings), "17150": 1}
    cards.update({i: 1 for i in wildlings})
    assert build.check("thenightswatch", cards).valid
    own = build.pick(1, lambda c: c.faction == "thenightswatch" and c.type == "event")
    cards[own[0]] = 1
    v = only(build.check("thenightswatch", cards), "AGOT_AGENDA_CANNOT_INCLUDE")
    assert v.cards == tuple(own)


def test_kingdom_of_shadows_allows_printed_shadow_characters(build):
    from deckcheck.games.agot.agendas import printed_shadow
    shadows = build.pick(2, lambda c: c.type == "character" and not c.loyal
                         and c.faction == "greyjoy" and printed_shadow(c))
    cards = {**build.base("stark"), "17148": 1}
    cards.update({i: 1 for i in shadows})
    assert build.check("stark", cards).valid
    assert build.check("stark", {**cards, "17148": 0, "13079": 1}, list_id="ffg1.1").valid
    plain = build.pick(1, lambda c: c.type == "character" and not c.loyal
                       and c.faction == "greyjoy" and not printed_shadow(c))
    cards[plain[0]] = 1
    v = only(build.check("stark", cards), "AGOT_FACTION_CARDS")
    assert v.cards == tuple(plain)


def test_a_mummers_farce_allows_non_loyal_fools(build):
    fool = build.pick(1, lambda c: character_with("Fool")(c) and c.faction not in ("tyrell", "neutral"))
    cards = {**build.base("tyrell"), "20051": 1, fool[0]: 1}
    assert build.check("tyrell", cards).valid
    plain = build.pick(1, lambda c: c.type == "character" and not c.loyal and c.faction == fool_faction(
        build, fool[0]) and "Fool" not in c.traits)
    cards[plain[0]] = 1
    v = only(build.check("tyrell", cards), "AGOT_FACTION_CARDS")
    assert v.cards == tuple(plain)


def fool_faction(build, card_id):
    return build.pool.cards[card_id].faction


def test_sea_of_blood_redesign_forbids_neutral_events(build):
    cards = {**build.base("greyjoy"), "17149": 1}
    assert build.check("greyjoy", cards).valid
    event = build.pick(1, lambda c: c.type == "event" and c.faction == "neutral")
    cards[event[0]] = 1
    v = only(build.check("greyjoy", cards), "AGOT_AGENDA_CANNOT_INCLUDE")
    assert v.cards == tuple(event)


def test_armed_to_the_teeth_only_weapon_attachments(build):
    weapon = lambda c: c.type == "attachment" and "Weapon" in c.traits
    cards = {**build.plots(), **build.draw("stark", titles=18,
                                           where=lambda c: c.type != "attachment"), "26120": 1}
    cards.update(build.draw("neutral", titles=2, where=weapon))
    assert build.check("stark", cards).valid
    other = build.pick(1, lambda c: c.type == "attachment" and c.faction == "stark"
                       and "Weapon" not in c.traits)
    cards[other[0]] = 1
    v = only(build.check("stark", cards), "AGOT_AGENDA_CANNOT_INCLUDE")
    assert v.cards == tuple(other)


def test_uniting_the_realm_three_titles_per_faction(build):
    from deckcheck.games.agot.factions import FACTIONS
    cards = {**build.plots(), "25120": 1}
    allowed = lambda c: c.type in ("character", "location", "attachment") and not c.loyal
    for faction in FACTIONS:
        cards.update(build.draw(faction, titles=3, where=allowed))
    assert build.check("martell", cards).valid                   # 72 cards, 3 titles each
    extra = build.draw("martell", titles=1, avoid=cards)
    cards.update(extra)
    v = only(build.check("martell", cards), "AGOT_AGENDA_FACTION_TITLES")
    assert (v.expected, v.actual, v.params["faction"]) == (3, 4, "martell")
    assert set(extra) <= set(v.cards) and len(v.cards) == 4
    event = build.pick(1, lambda c: c.type == "event" and c.faction == "stark" and not c.loyal)
    del cards[next(iter(extra))]
    cards[event[0]] = 1
    assert codes_of(build.check("martell", cards)) == ["AGOT_FACTION_CARDS",
                                                       "AGOT_AGENDA_FACTION_TITLES"]


def test_the_kings_voice_is_hand_of_the_king_only(build):
    cards = {**build.base("stark"), "00030": 1, "01027": 1}
    v = only(build.check("stark", cards), "AGOT_FORMAT_ONLY")
    assert v.cards == ("00030",)
