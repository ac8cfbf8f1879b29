"""Every L5R deck rule: a real-card deck that breaks exactly that rule (code, cards and
numbers asserted), plus the interpretations of shared/spec/decisions.md and the known
defects of other validators that ours must not share."""
from __future__ import annotations

import datetime as dt

import pytest
from test_l5r_decks import (
    CRANE,
    CRANE_NO_ROLE,
    DRAGON,
    FINAL_DAY,
    V10_DAY,
    check,
    clan_deck,
    codes,
    only,
    swap,
)

from deckcheck.games.l5r.provinces import assign

# -- stronghold, role, deck sizes ------------------------------------------------------------

def test_no_stronghold(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["shizuka-toshi"])), "L5R_STRONGHOLD_COUNT")
    assert (v.cards, v.expected, v.actual) == ((), 1, 0)


def test_two_strongholds_of_one_clan(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, add={"kyuden-kakita": 1})), "L5R_STRONGHOLD_COUNT")
    assert (set(v.cards), v.expected, v.actual) == ({"shizuka-toshi", "kyuden-kakita"}, 1, 2)


def test_two_strongholds_of_two_clans_leave_the_clan_unknown(l5r_pool):
    verdict = check(l5r_pool, swap(CRANE, add={"mountain-s-anvil-castle": 1}))
    v = only(verdict, "L5R_STRONGHOLD_COUNT")
    assert v.actual == 2
    assert verdict.counts["influence_budget"] == 0


def test_two_copies_of_the_role(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, add={"keeper-of-air": 1})), "L5R_ROLE_COUNT")
    assert (v.cards, v.expected, v.actual) == (("keeper-of-air",), 1, 2)


def test_two_different_roles(l5r_pool):
    # a splash within the stronghold's 10 influence, so the Keeper bonus does not matter
    cards = swap(CRANE_NO_ROLE, add={"keeper-of-air": 1, "seeker-of-fire": 1})
    v = only(check(l5r_pool, cards), "L5R_ROLE_COUNT")
    assert (set(v.cards), v.actual) == ({"keeper-of-air", "seeker-of-fire"}, 2)


@pytest.mark.parametrize("remove, add, expected, actual", [
    (["asahina-artisan"], {}, 40, 39),
    ([], {"kakita-yoshi": 2, "doji-shizue": 2}, 45, 46),
])
def test_dynasty_size(l5r_pool, remove, add, expected, actual):
    v = only(check(l5r_pool, swap(CRANE, remove, add)), "L5R_DYNASTY_SIZE")
    assert (v.cards, v.expected, v.actual) == ((), expected, actual)
    assert v.params["minimum"] == 40 and v.params["maximum"] == 45


@pytest.mark.parametrize("remove, add, expected, actual", [
    (["banzai"], {}, 40, 39),
    ([], {"curry-favor": 2, "political-sanction": 2}, 45, 46),
])
def test_conflict_size(l5r_pool, remove, add, expected, actual):
    v = only(check(l5r_pool, swap(CRANE, remove, add)), "L5R_CONFLICT_SIZE")
    assert (v.expected, v.actual) == (expected, actual)


# -- clan and influence --------------------------------------------------------------------------

def test_dynasty_card_of_another_clan(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["asahina-artisan"], {"agasha-swordsmith": 3})),
             "L5R_DYNASTY_CLAN")
    assert (v.cards, v.actual) == (("agasha-swordsmith",), 1)
    assert (v.params["clan"], v.params["clan_de"], v.params["clan_pl"]) == ("Crane", "Kranich-Klan", "Żurawia")


def test_splash_from_two_clans(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["seal-of-the-dragon"], {"magnificent-kimono": 2})),
             "L5R_CONFLICT_SPLASH_CLANS")
    assert set(v.cards) == {"let-go", "indomitable-will", "magnificent-kimono"}
    assert (v.expected, v.actual, v.params["clans"]) == (1, 2, "Dragon, Phoenix")


def test_out_of_clan_card_without_influence_cost(l5r_pool):
    assert l5r_pool.cards["way-of-the-dragon"].influence_cost is None
    v = only(check(l5r_pool, swap(CRANE, ["seal-of-the-dragon"], {"way-of-the-dragon": 2})),
             "L5R_CONFLICT_NOT_SPLASHABLE")
    assert (v.cards, v.actual) == (("way-of-the-dragon",), 1)


def test_influence_over_budget_without_the_keeper(l5r_pool):
    verdict = check(l5r_pool, swap(CRANE, ["keeper-of-air"]))
    v = only(verdict, "L5R_CONFLICT_INFLUENCE")
    assert (v.expected, v.actual) == (10, 12)
    assert set(v.cards) == {"let-go", "indomitable-will", "seal-of-the-dragon"}
    assert (verdict.counts["influence_spent"], verdict.counts["influence_budget"]) == (12, 10)


def test_influence_over_the_keeper_budget(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["for-shame"], {"indomitable-will": 1, "seal-of-the-dragon": 1})),
             "L5R_CONFLICT_INFLUENCE")
    assert (v.expected, v.actual) == (13, 15)


def test_clan_only_card_in_another_clans_deck(l5r_pool):
    """isawa-tadaka-2: "[Crab] and [Phoenix] only." - allowed_clans crab, phoenix."""
    assert set(l5r_pool.cards["isawa-tadaka-2"].allowed_clans) == {"crab", "phoenix"}
    v = only(check(l5r_pool, swap(DRAGON, ["grasp-of-earth"], {"isawa-tadaka-2": 2})), "L5R_CLAN_ONLY")
    assert (v.cards, v.actual, v.params["clan"]) == (("isawa-tadaka-2",), 1, "Dragon")


def test_clan_only_card_in_an_allowed_clan(l5r_pool):
    cards = clan_deck(l5r_pool, "shiro-nishiyama")
    first = next(cid for cid, c in l5r_pool.cards.items() if cid in cards and c.side == "conflict")
    verdict = check(l5r_pool, swap(cards, [first], {"isawa-tadaka-2": 3}))
    assert verdict.valid, codes(verdict)
    assert verdict.counts["influence_spent"] == 6


def test_support_role_allows_only_its_clan(l5r_pool):
    verdict = check(l5r_pool, swap(CRANE, ["keeper-of-air"], {"support-of-the-phoenix": 1}))
    v = only(verdict, "L5R_SUPPORT_CLAN")
    assert set(v.cards) == {"let-go", "indomitable-will", "seal-of-the-dragon"}
    assert v.params["clan"] == "Phoenix" and v.params["role"] == "Support of the Phoenix"
    assert verdict.counts["influence_budget"] == 18


def test_support_role_adds_eight_influence(l5r_pool):
    cards = swap(CRANE, ["keeper-of-air", "for-shame"], {"support-of-the-dragon": 1, "let-go": 0,
                                                         "indomitable-will": 1, "seal-of-the-dragon": 1})
    verdict = check(l5r_pool, cards, as_of=FINAL_DAY)
    assert verdict.valid, codes(verdict)
    assert (verdict.counts["influence_spent"], verdict.counts["influence_budget"]) == (15, 18)


def test_eleven_characters_in_the_conflict_deck(l5r_pool):
    cards = swap(CRANE, ["banzai", "fine-katana", "ornate-fan"],
                 {"doji-fumiki": 3, "menacing-iron-warrior": 3, "young-harrier": 3})
    v = only(check(l5r_pool, cards), "L5R_CONFLICT_CHARACTERS")
    assert (v.expected, v.actual, v.params["rules"]) == (10, 11, "RRG v10")
    assert set(v.cards) == {"political-rival", "doji-fumiki", "menacing-iron-warrior", "young-harrier"}
    # the limit is gone from RRG v12 on
    assert check(l5r_pool, cards, as_of=FINAL_DAY).valid
    assert check(l5r_pool, cards, as_of=FINAL_DAY, rules_version="RRG v11").violations[0].code == \
        "L5R_CONFLICT_CHARACTERS"


# -- copies -----------------------------------------------------------------------------------

def test_four_copies(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["cautious-scout"], {"asahina-artisan": 1, "cautious-scout": 2})),
             "L5R_COPIES")
    assert (v.cards, v.expected, v.actual, v.params["title"]) == (("asahina-artisan",), 3, 4, "Asahina Artisan")


def test_three_plus_three_copies_under_two_ids(l5r_pool):
    """fiveringsdb counts copies per id; the rules count by name."""
    assert l5r_pool.cards["doji-hotaru"].title == l5r_pool.cards["doji-hotaru-2"].title
    cards = swap(CRANE, ["asahina-artisan", "asahina-storyteller"], {"doji-hotaru": 3, "doji-hotaru-2": 3})
    v = only(check(l5r_pool, cards, as_of=FINAL_DAY), "L5R_COPIES")
    assert (set(v.cards), v.expected, v.actual) == ({"doji-hotaru", "doji-hotaru-2"}, 3, 6)


def test_copies_split_over_dynasty_and_conflict_count_together(l5r_pool):
    # Isawa Tadaka: a dynasty character and a conflict character of the same name
    cards = clan_deck(l5r_pool, "isawa-mori-seido")
    dyn = next(c for c in cards if l5r_pool.cards[c].side == "dynasty")
    con = next(c for c in cards if l5r_pool.cards[c].side == "conflict")
    cards = swap(cards, [dyn, con], {"isawa-tadaka": 3, "isawa-tadaka-2": 3})
    verdict = check(l5r_pool, cards)
    v = only(verdict, "L5R_COPIES")
    assert (set(v.cards), v.actual) == ({"isawa-tadaka", "isawa-tadaka-2"}, 6)


def test_limit_one_per_deck(l5r_pool):
    assert l5r_pool.cards["chisei-district"].deck_limit == 1
    cards = swap(CRANE, ["favorable-ground"], {"chisei-district": 2, "kakita-yoshi": 1})
    v = only(check(l5r_pool, cards), "L5R_DECK_LIMIT")
    assert (v.cards, v.expected, v.actual) == (("chisei-district",), 1, 2)


# -- provinces ----------------------------------------------------------------------------------

def test_four_provinces(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["shameful-display"])), "L5R_PROVINCE_COUNT")
    assert (v.cards, v.expected, v.actual) == ((), 5, 4)


def test_six_provinces(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, add={"pilgrimage": 1})), "L5R_PROVINCE_COUNT")
    assert (len(v.cards), v.expected, v.actual) == (6, 5, 6)


def test_doubled_two_element_province(l5r_pool):
    """Tsuma (air + fire) twice fills both slots, so only the copy rule is broken."""
    cards = swap(CRANE, ["the-art-of-peace", "meditations-on-the-tao"], {"tsuma": 2})
    v = only(check(l5r_pool, cards, as_of=FINAL_DAY), "L5R_PROVINCE_COPIES")
    assert (v.cards, v.expected, v.actual, v.params["title"]) == (("tsuma",), 1, 2, "Tsuma")


def test_doubled_province_counts_twice(l5r_pool):
    """EmeraldDB counts a doubled province once; here it is 2 of the 5 provinces."""
    verdict = check(l5r_pool, swap(CRANE, ["ancestral-lands"], {"rally-to-the-cause": 1}))
    assert sorted(codes(verdict)) == ["L5R_PROVINCE_COPIES", "L5R_PROVINCE_ELEMENTS"]
    assert verdict.counts["provinces"] == 5
    elements = verdict.violations[1] if verdict.violations[1].code == "L5R_PROVINCE_ELEMENTS" \
        else verdict.violations[0]
    assert (elements.params["missing"], elements.params["doubled"]) == ("earth", "water")


def test_province_of_another_clan(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["the-art-of-peace"], {"sacred-sanctuary": 1})), "L5R_PROVINCE_CLAN")
    assert (v.cards, v.actual) == (("sacred-sanctuary",), 1)


def test_missing_element(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["ancestral-lands"], {"night-raid": 1})), "L5R_PROVINCE_ELEMENTS")
    assert set(v.cards) == {"meditations-on-the-tao", "night-raid"}
    assert (v.expected, v.actual) == (5, 4)
    assert (v.params["missing"], v.params["doubled"]) == ("earth", "fire")
    assert (v.params["missing_de"], v.params["doubled_pl"]) == ("Erde", "Ogień")


def test_seeker_doubles_its_own_element(l5r_pool):
    assert check(l5r_pool, DRAGON).valid        # two Void provinces, no Earth province


def test_seeker_duplicate_of_the_wrong_element(l5r_pool):
    v = only(check(l5r_pool, swap(DRAGON, ["pilgrimage"], {"night-raid": 1})), "L5R_PROVINCE_ELEMENTS")
    assert set(v.cards) == {"restoration-of-balance", "night-raid"}
    assert (v.params["missing"], v.params["doubled"]) == ("earth", "fire")


def test_two_element_province_fills_either_slot(l5r_pool):
    assert l5r_pool.cards["city-of-the-rich-frog"].elements == ("earth", "void")
    for replaced in ("ancestral-lands", "shameful-display"):
        verdict = check(l5r_pool, swap(CRANE, [replaced], {"city-of-the-rich-frog": 1}), as_of=FINAL_DAY)
        assert verdict.valid, (replaced, codes(verdict))
    v = only(check(l5r_pool, swap(CRANE, ["rally-to-the-cause"], {"city-of-the-rich-frog": 1}), as_of=FINAL_DAY),
             "L5R_PROVINCE_ELEMENTS")
    # three provinces for the earth and void slots: which one is left out does not matter
    assert set(v.cards) == {"ancestral-lands", "shameful-display", "city-of-the-rich-frog"}
    assert (v.params["missing"], v.params["doubled"]) == ("water", "earth, void")


def test_tomoe_province_fills_any_slot(l5r_pool):
    """Toshi Ranbo has all five elements ([000 §Provinzen, Provinzkarten])."""
    assert set(l5r_pool.cards["toshi-ranbo"].elements) == {"air", "earth", "fire", "water", "void"}
    cards = clan_deck(l5r_pool, "city-of-the-open-hand", day=FINAL_DAY)
    for replaced in ("fertile-fields", "ancestral-lands", "meditations-on-the-tao", "rally-to-the-cause",
                     "shameful-display"):
        verdict = check(l5r_pool, swap(cards, [replaced], {"toshi-ranbo": 1}), as_of=FINAL_DAY)
        assert verdict.valid, (replaced, codes(verdict))


def test_element_matching():
    both = assign([("air",), ("air", "void"), ("fire",), ("water",), ("earth",)])
    assert all(both.placed) and both.fill["void"] == 1
    seeker = assign([("void",), ("void",), ("fire",), ("water",), ("air",)], seeker="void")
    assert all(seeker.placed) and seeker.fill == {"air": 1, "earth": 0, "fire": 1, "water": 1, "void": 2}
    three = assign([("void",), ("void",), ("void",), ("water",), ("air",)], seeker="void")
    assert sum(three.placed) == 4
    crowd, wanted = three.crowd([("void",), ("void",), ("void",), ("water",), ("air",)])
    assert crowd == {0, 1, 2} and wanted == {"void"}


# -- roles ----------------------------------------------------------------------------------------

def test_role_only_card_without_its_role(l5r_pool):
    assert l5r_pool.cards["defend-your-honor"].role_restriction == "keeper"
    v = only(check(l5r_pool, swap(DRAGON, ["court-games"], {"defend-your-honor": 2})), "L5R_ROLE_ONLY")
    assert (v.cards, v.actual) == (("defend-your-honor",), 1)


def test_role_only_cards_with_their_role(l5r_pool):
    # Keeper of Air satisfies "Keeper role only" and "Air role only"
    cards = swap(CRANE, ["court-games"], {"defend-your-honor": 2, "soul-beyond-reproach": 1})
    assert l5r_pool.cards["soul-beyond-reproach"].role_restriction == "air"
    assert check(l5r_pool, cards).valid


def test_role_not_available_to_the_clan(l5r_pool):
    """Table 2018-12-25: Crane may use Keeper of Air and Seeker of Fire."""
    cards = swap(CRANE, ["keeper-of-air"], {"keeper-of-fire": 1})
    v = only(check(l5r_pool, cards), "L5R_ROLE_AVAILABILITY")
    assert v.cards == ("keeper-of-fire",)
    assert v.params["table"] == "2018-12-25"
    assert v.params["roles"] == "Keeper of Air, Seeker of Fire"
    # from 2019-11 every role is open to every clan
    assert check(l5r_pool, cards, as_of=dt.date(2019, 11, 15)).valid


def test_role_tables_follow_the_date(l5r_pool):
    core_crane = CRANE_NO_ROLE
    early = dt.date(2018, 6, 1)          # table 2018-01-22: Crane -> Seeker of Air only
    assert check(l5r_pool, swap(core_crane, add={"seeker-of-air": 1}), as_of=early).valid
    v = only(check(l5r_pool, swap(core_crane, add={"keeper-of-air": 1}), as_of=early), "L5R_ROLE_AVAILABILITY")
    assert (v.params["table"], v.params["roles"]) == ("2018-01-22", "Seeker of Air")
    later = dt.date(2019, 9, 20)         # table 2019-09-09: Crane -> Seeker of Void, Keeper of Air
    assert check(l5r_pool, swap(core_crane, add={"keeper-of-air": 1}), as_of=later).valid
    assert codes(check(l5r_pool, swap(core_crane, add={"seeker-of-fire": 1}), as_of=later)) == \
        ["L5R_ROLE_AVAILABILITY"]
    # Support roles are open to every clan whatever the table (here without a splash)
    no_splash = swap(core_crane, ["seal-of-the-dragon"], {"good-omen": 1, "for-shame": 1})
    assert check(l5r_pool, swap(no_splash, add={"support-of-the-phoenix": 1}), as_of=later).valid


# -- cards that are not deck cards, other formats, unknown ids --------------------------------------

def test_treaty_is_not_a_deck_card(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, add={"upholding-bushido": 1}), as_of=FINAL_DAY), "L5R_NOT_DECK_CARD")
    assert (v.cards, v.actual) == (("upholding-bushido",), 1)


def test_shadowlands_card_is_not_a_deck_card(l5r_pool):
    shadow = next(c for c in sorted(l5r_pool.cards.values(), key=lambda c: c.id)
                  if c.faction == "shadowlands" and c.side == "dynasty")
    verdict = check(l5r_pool, swap(CRANE, add={shadow.id: 1}), as_of=dt.date(2021, 6, 1))
    v = only(verdict, "L5R_NOT_DECK_CARD")
    assert v.cards == (shadow.id,)
    assert verdict.counts["dynasty"] == 42


def test_draft_province(l5r_pool):
    assert l5r_pool.cards["overlooked-virtues"].format_only == "draft"
    v = only(check(l5r_pool, swap(CRANE, ["the-art-of-peace"], {"overlooked-virtues": 1})), "L5R_FORMAT_ONLY")
    assert (v.cards, v.params["only"], v.params["format"]) == (("overlooked-virtues",), "draft", "stronghold")


def test_unknown_card_id(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, add={"no-such-card": 1})), "L5R_UNKNOWN_CARD")
    assert v.cards == ("no-such-card",)


def test_prefixed_ids_are_accepted(l5r_pool):
    cards = swap(CRANE, ["doji-challenger"], {"01-doji-challenger": 3})
    verdict = check(l5r_pool, cards)
    assert verdict.valid and verdict.counts["dynasty"] == 42


# -- restricted and banned lists, release dates -------------------------------------------------------

def test_two_restricted_titles(l5r_pool):
    cards = swap(CRANE, ["asahina-artisan", "political-rival"], {"guest-of-honor": 3, "steward-of-law": 2})
    v = only(check(l5r_pool, cards), "L5R_RESTRICTED_LIST")
    assert (set(v.cards), v.expected, v.actual) == ({"guest-of-honor", "steward-of-law"}, 1, 2)
    assert v.params["list"] == "RRG v10 restricted list"


def test_one_restricted_title_at_three_copies(l5r_pool):
    assert check(l5r_pool, swap(CRANE, ["asahina-artisan"], {"guest-of-honor": 3})).valid


def test_restricted_province_counts(l5r_pool):
    """Feast or Famine (province) is on the v10 list: with Guest of Honor that is two names."""
    cards = swap(CRANE, ["meditations-on-the-tao", "asahina-artisan"], {"feast-or-famine": 1, "guest-of-honor": 3})
    # Feast or Famine is "Fire role only": a Fire role (Seeker of Fire, open to Crane)
    cards = swap(cards, ["keeper-of-air", "let-go", "indomitable-will"],
                 {"seeker-of-fire": 1, "contingency-plan": 3, "good-omen": 2})
    v = only(check(l5r_pool, cards), "L5R_RESTRICTED_LIST")
    assert set(v.cards) == {"feast-or-famine", "guest-of-honor"}


def test_isawa_tadaka_2_is_not_covered_by_the_v10_entry(l5r_pool):
    """The v10 list names Isawa Tadaka (Jünger der Leere, D 10) = isawa-tadaka only."""
    assert "isawa-tadaka" in l5r_pool.list_by_id("stronghold", "rrg-v10").restricted
    cards = clan_deck(l5r_pool, "shiro-nishiyama")
    conflict = [c for c in cards if l5r_pool.cards[c].side == "conflict"]
    cards = swap(cards, conflict[:2], {"isawa-tadaka-2": 3, "rebuild": 3})
    assert "rebuild" in l5r_pool.list_by_id("stronghold", "rrg-v10").restricted
    verdict = check(l5r_pool, cards)
    assert verdict.valid, codes(verdict)


def test_a_single_banned_card(l5r_pool):
    """ringteki-deck-helper accepts a deck with exactly one banned card."""
    v = only(check(l5r_pool, swap(CRANE, ["for-shame"], {"for-shame": 1, "charge": 1}), as_of=FINAL_DAY),
             "L5R_BANNED")
    assert (v.cards, v.expected, v.actual) == (("charge",), 0, 1)
    assert v.params["list"] == "Imperial Law (final FFG, February 2021)"


def test_banned_wins_over_restricted(l5r_pool):
    """Policy Debate is restricted and banned in the July 2020 Imperial Law."""
    day = dt.date(2020, 8, 1)
    lv = l5r_pool.list_in_force("stronghold", day)
    assert lv.id == "il-2020-07-01" and "policy-debate" in lv.restricted & lv.banned
    cards = swap(CRANE, ["for-shame", "favorable-ground"], {"for-shame": 1, "policy-debate": 1,
                                                           "the-imperial-palace": 1, "kakita-yoshi": 2})
    v = only(check(l5r_pool, cards, as_of=day), "L5R_BANNED")
    assert v.cards == ("policy-debate",)


def test_unreleased_card(l5r_pool):
    v = only(check(l5r_pool, swap(CRANE, ["asahina-artisan"], {"kakita-ryoku": 3}), as_of=dt.date(2019, 3, 1)),
             "L5R_UNRELEASED")
    assert v.cards == ("kakita-ryoku",) and v.params["date"] == "2019-03-01"


def test_v10_and_final_imperial_law_verdicts_of_one_deck(l5r_pool):
    cards = swap(CRANE, ["asahina-artisan"], {"guest-of-honor": 3})
    v10 = check(l5r_pool, cards, as_of=V10_DAY)
    assert v10.valid
    assert (v10.rules_version, [lv.id for lv in v10.lists]) == ("RRG v10", ["rrg-v10"])
    final = check(l5r_pool, cards, as_of=FINAL_DAY)
    assert (final.rules_version, [lv.id for lv in final.lists]) == ("RRG v16", ["il-2021-02-23"])
    v = only(final, "L5R_BANNED")
    assert v.cards == ("guest-of-honor",)


def test_every_violation_is_reported(l5r_pool):
    cards = swap(CRANE, ["shameful-display", "asahina-artisan", "keeper-of-air"],
                 {"agasha-swordsmith": 4, "guest-of-honor": 3, "steward-of-law": 1, "no-such-card": 2})
    assert sorted(codes(check(l5r_pool, cards))) == sorted([
        "L5R_UNKNOWN_CARD", "L5R_DYNASTY_SIZE", "L5R_DYNASTY_CLAN",
        "L5R_CONFLICT_INFLUENCE", "L5R_COPIES", "L5R_PROVINCE_COUNT", "L5R_RESTRICTED_LIST"])
