"""The records of deckcheck/games/l5r/engine/records/dominion_cycle/ (one module per pack), one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.l5r.engine import conflicts
from collections import Counter
from deckcheck.games.l5r.engine import ENGINE, play_rules, table_for
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.games.l5r.engine.records.dsl import CARD_PLAYED
from deckcheck.goldfish import piles
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import (BASE, FILLER_CONFLICT, FILLER_DYNASTY, MIL, POL, abilities, act, fire,
                          legal, scenario, trigger, use, window)


INERT = ["stoic-rival", "doji-diplomat", "driven-by-courage", "pledge-of-loyalty", "daidoji-yari",
         "makeshift-war-camp", "ikoma-tsanuri-2", "weight-of-duty", "isawa-tsuke-2",
         "shiba-pureheart", "retire-to-the-brotherhood", "righteous-samurai"]
MISSING = {"a-season-of-war": "helps", "tsuma": "helps"}


def test_rally_adds_the_top_dynasty_card_faceup_when_revealed(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["stoic-rival"])
    r = s.card("stoic-rival")
    s.state.facedown.add(r)
    top = s.dynasty[-1]
    play_rules.reveal(s.state, 0)
    assert s.provinces[0] == (r, top) and top not in s.facedown and r not in s.facedown


def test_city_of_the_rich_frog_is_filled_to_3_cards_after_setup(l5r_pool):
    """"After setup, fill this province to 3 cards": setup puts one card on each province and
    the dynasty mulligan replaces them one for one [000 §Vorbereitung 6, §Mulligan]; the
    province gets its other two cards after the last step of setup, never into the mulligan."""
    deck = Counter(BASE) - Counter({"shameful-display": 1}) + Counter({"city-of-the-rich-frog": 1})
    for i in range(10):
        deck[FILLER_DYNASTY[i % 2]] += 1
        deck[FILLER_CONFLICT[i % 2]] += 1
    state = ENGINE.start(table_for(l5r_pool, dict(deck)), 3)
    t = state.table
    frog = state.province_card.index(next(p for p in t.provinces if t.ids[p] == "city-of-the-rich-frog"))
    assert frog != 4
    assert state.pending == "dynasty_mulligan"
    assert [len(state.provinces[i]) for i in range(4)] == [1, 1, 1, 1]
    [offer] = ENGINE.legal_actions(state)
    assert len(offer.cards) == 4
    state = ENGINE.apply(state, offer._replace(cards=state.provinces[frog]))   # one for one
    assert len(state.provinces[frog]) == 1 and state.pending == "conflict_mulligan"
    [offer] = ENGINE.legal_actions(state)
    state = ENGINE.apply(state, offer._replace(cards=()))
    assert [len(state.provinces[i]) for i in range(4)] == [3 if i == frog else 1 for i in range(4)]
    for c in list(state.provinces[frog]):               # emptied: refilled to 3 again
        piles.take(state.provinces, frog, c)
    play_rules.refill(state, frog)
    assert len(state.provinces[frog]) == 3


def test_agasha_sumiko_makes_a_more_honorable_opponent_lose_2_honor(l5r_pool):
    s = scenario(l5r_pool, play=["agasha-sumiko-2"], honor=8, step="fate.begins")
    a = s.card("agasha-sumiko-2")
    assert a in s.dynasty_discard and s.pending == "respond"
    before = s.opp_honor
    trigger(s, Action("trigger", a, -1, 0))
    assert s.opp_honor == before - 2
    s2 = scenario(l5r_pool, play=["agasha-sumiko-2"], honor=12, step="fate.begins")
    assert s2.card("agasha-sumiko-2") in s2.dynasty_discard and s2.pending != "respond"


def test_iron_mountain_castle_reduces_an_attachment_and_holds_3_restricted(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "inventive-mirumoto"],
                 hand=["elegant-tessen", "fine-katana", "fine-katana", "fine-katana"], fate=0,
                 conflict_discard=["iron-mountain-castle"])        # the first stronghold by id
    sh, t = s.table.stronghold, s.card("elegant-tessen")
    w, m = s.card("doji-whisperer"), s.card("inventive-mirumoto")
    assert s.table.ids[sh] == "iron-mountain-castle"
    s.state.conflict_discard.remove(sh)
    use(s, Action("play", t, w))                                      # 1 fate, paid 0
    assert s.attached[t] == w and s.fate == 0 and sh in s.bowed
    k1, k2, k3 = s.cards("fine-katana")
    for k in (k1, k2, k3):
        play_rules.attach(s.state, k, m)                                   # Dragon: 3 restricted
    assert all(s.attached.get(k) == m for k in (k1, k2, k3))
    play_rules.attach(s.state, k3, w)                                      # Crane: 2 restricted
    play_rules.attach(s.state, k2, w)
    assert sum(1 for a, h in s.attached.items() if h == w) == 2


def test_elegance_and_grace_readies_two_honored_characters_up_to_cost_6(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout", "kudaka"],
                 hand=["elegance-and-grace"], bowed=["doji-whisperer", "cautious-scout", "kudaka"],
                 honored=["doji-whisperer", "cautious-scout", "kudaka"], fate=2)
    e = s.card("elegance-and-grace")
    use(s, Action("ability", e, -1, 0))
    ready = {x for x in (s.card("doji-whisperer"), s.card("cautious-scout"), s.card("kudaka"))
             if x not in s.bowed}
    t = s.state.table
    assert len(ready) == 2 and sum(t.cost[x] for x in ready) <= 6
    s2 = scenario(l5r_pool, play=["doji-whisperer"], hand=["elegance-and-grace"],
                  bowed=["doji-whisperer"], fate=2)
    assert not abilities(s2, s2.card("elegance-and-grace"))            # not honored


def test_seven_fold_palace_gains_2_honor_after_an_honored_attacker_wins(l5r_pool):
    s = scenario(l5r_pool, play=["seven-fold-palace", "doji-whisperer", "cautious-scout"],
                 honored=["doji-whisperer"])
    p = s.card("seven-fold-palace")
    fire(s, "contest_won", option="military", amount=2, cards=(s.card("cautious-scout"),))
    assert s.pending != "respond"
    fire(s, "contest_won", option="military", amount=2, cards=(s.card("doji-whisperer"),))
    trigger(s, Action("trigger", p, -1, 0))
    assert s.honor == 12 and p in s.bowed


def test_hayaken_no_shiro_readies_a_cheap_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["hayaken-no-shiro", "akodo-gunso", "matsu-berserker"],
                 bowed=["akodo-gunso", "matsu-berserker"])
    h = s.card("hayaken-no-shiro")
    g, b = s.card("akodo-gunso"), s.card("matsu-berserker")
    cheap = [x for x in (g, b) if s.state.table.cost[x] <= 2]
    dear = [x for x in (g, b) if s.state.table.cost[x] > 2]
    for x in dear:
        assert Action("ability", h, x, 0) not in legal(s)
    use(s, Action("ability", h, cheap[0], 0))
    assert cheap[0] not in s.bowed and h in s.bowed


def test_chronicler_of_conquests_gains_1_honor_with_a_battlefield_in_play(l5r_pool):
    s = scenario(l5r_pool, play=["chronicler-of-conquests"])
    c = s.card("chronicler-of-conquests")
    s.declare("political", [c])
    assert not abilities(s, c)
    s2 = scenario(l5r_pool, play=["chronicler-of-conquests"], province=["exposed-courtyard"], honor=10)
    c2 = s2.card("chronicler-of-conquests")
    s2.declare("political", [c2])
    act(s2, Action("ability", c2, -1, 0))
    assert s2.honor == 11


def test_exposed_courtyard_lends_an_event_of_the_discard_pile_for_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "isawa-heiko"], province=["exposed-courtyard"],
                 conflict_discard=["against-the-waves"], bowed=["isawa-heiko"], fate=3)
    x, w, e = s.card("exposed-courtyard"), s.card("doji-whisperer"), s.card("against-the-waves")
    s.declare("political", [w])
    assert not abilities(s, x)
    s.declare("military", [w])
    deck, discard = len(s.conflict), len(s.conflict_discard)
    act(s, Action("ability", x, -1, 0))
    assert e in s.hand and len(s.conflict) == deck - 2 and len(s.conflict_discard) == discard + 1
    s.state.hand.remove(e)                                        # played
    s.state.conflict_discard.append(e)
    fire(s, CARD_PLAYED, card=e)
    assert s.conflict[0] == e and e not in s.conflict_discard


# -- the cards of the real decks (issue 37) -------------------------------------------------------
INERT_REAL = ["shrug-off-despair", "butcher-of-the-fallen", "cunning-negotiator",
              "thunder-guard-elite", "forgery", "the-pursuit-of-justice", "compromised-secrets",
              "flank-the-enemy", "inventive-buttressing"]
MISSING_REAL = {"cycle-of-rebirth": "helps", "scouted-terrain": "helps",
                "shinsei-s-last-hope": "helps", "silent-ones-monastery": "helps",
                "local-daimyo-s-retainer": "hurts",
                "ganzu-warrior": "helps", "worldly-shiotome": "helps"}


@pytest.mark.parametrize("code", ["white-horde-vanguard", "mercenary-company"])
def test_weapons_only_and_the_rest_inert(l5r_pool, code):
    s = scenario(l5r_pool, play=[code], hand=["fine-katana", "ornate-fan"], fate=2)
    c = s.card(code)
    assert play_rules.attachment_hosts(s.state, s.card("fine-katana")) == [c]
    assert play_rules.attachment_hosts(s.state, s.card("ornate-fan")) == []
    assert not RECORDS[code].abilities and len(RECORDS[code].inert) > 20


def test_moto_stables_gives_a_character_moved_in_2_military(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "aggressive-moto"], province=["moto-stables"])
    st, w, moto = s.card("moto-stables"), s.card("doji-whisperer"), s.card("aggressive-moto")
    s.declare("military", [moto])
    s.state.attackers.append(w)
    fire(s, "moved_to_conflict", cards=(w,))
    trigger(s, window(s)[0])
    assert play_rules.skill(s.state, w, MIL) == 0 + 2 and play_rules.skill(s.state, moto, MIL) == 3
    assert st in s.play or st in [c for slot in s.provinces for c in slot]


def test_twilight_rider_readies_a_character_after_it_moves_in(l5r_pool):
    s = scenario(l5r_pool, play=["twilight-rider", "aggressive-moto"], bowed=["aggressive-moto"])
    r, moto = s.card("twilight-rider"), s.card("aggressive-moto")
    s.declare("military", [r])
    fire(s, "moved_to_conflict", cards=(moto,))
    assert s.pending != "respond"                                     # another one moved
    fire(s, "moved_to_conflict", cards=(r,))
    trigger(s, Action("trigger", r, moto, 0))
    assert moto not in s.bowed


def test_shadow_stalker_gets_2_and_2_at_6_honor_or_fewer(l5r_pool):
    s = scenario(l5r_pool, play=["shadow-stalker"], honor=6)
    c = s.card("shadow-stalker")
    assert play_rules.skill(s.state, c, MIL) == 2 + 2 and play_rules.skill(s.state, c, POL) == 0 + 2
    s.state.honor = 7
    assert play_rules.skill(s.state, c, MIL) == 2


def test_beautiful_entertainer_gains_2_honor_leaving_play_while_less_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["beautiful-entertainer"], honor=5)
    b = s.card("beautiful-entertainer")
    play_rules.leave_play(s.state, b)
    trigger(s, Action("trigger", b, -1, 0))
    assert s.honor == 7
    s = scenario(l5r_pool, play=["beautiful-entertainer"], honor=12)
    play_rules.leave_play(s.state, s.card("beautiful-entertainer"))
    assert s.pending != "respond"


def test_shinjo_altansarnai_puts_a_cheap_non_unique_character_into_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-altansarnai-2"])
    a = s.card("shinjo-altansarnai-2")
    s.declare("political", [a])
    assert not abilities(s, a)
    s.declare("military", [a])
    top = s.dynasty[-8:]
    use(s, Action("ability", a, -1, 0))
    (put,) = [c for c in top if c in s.play]
    assert put in s.attackers and s.table.cost[put] <= 3 and not s.table.unique[put]
    assert sorted(s.dynasty) == sorted(c for c in top if c != put)   # shuffled back


def test_apprentice_engineer_puts_a_holding_of_the_discard_into_a_province(l5r_pool):
    s = scenario(l5r_pool, play=["apprentice-engineer"], dynasty_discard=["borderlands-fortifications"])
    e, h = s.card("apprentice-engineer"), s.card("borderlands-fortifications")
    fire(s, "enters_play", card=e, option="hand")
    trigger(s, Action("trigger", e, h, 0))
    assert h not in s.dynasty_discard and any(h in slot for slot in s.provinces[:4])
    assert h not in s.facedown


def test_worldly_shiotome_is_honored_after_a_gaijin_event(l5r_pool):
    s = scenario(l5r_pool, play=["worldly-shiotome"], hand=["ujik-tactics", "banzai"])
    w = s.card("worldly-shiotome")
    fire(s, CARD_PLAYED, card=s.card("banzai"))
    assert s.pending != "respond"
    fire(s, CARD_PLAYED, card=s.card("ujik-tactics"))
    trigger(s, Action("trigger", w, -1, 0))
    assert s.status[w] == 1


# -- Rokugan at War, Spreading Shadows, In Pursuit of Truth: the rest -------------------------------
INERT_REST = ["countryside-trader", "garanto-guardian", "kakita-yoshi-2", "paralyzing-delicacy",
              "sharing-shinsei-s-wisdom", "disciple-of-shinsei", "dispatch-to-nowhere",
              "ethereal-alignment", "highlight-the-flaws", "inspired-visionary",
              "mountaintop-vigil", "never-yield", "seven-stings-keep", "spectral-visitation",
              "traveling-philosopher", "blatant-swindler", "courteous-greeting", "cursecatcher",
              "hunting-falcon", "kitsuki-chiari", "lost-papers", "mantra-of-void",
              "return-from-shadows", "scholar-of-old-rempet", "shrewd-investigator",
              "student-of-the-tao"]
MISSING_REST = {"akodo-reserve-company": "helps", "captivating-story": "helps",
                "educated-heimin": "helps", "field-of-ruin": "helps", "governor-s-spy": "helps",
                "kakudaira": "helps", "ninkatoshi": "helps", "our-foe-does-not-wait": "helps",
                "prepared-ambush": "helps", "recalled-defenses": "helps",
                "serene-ise-zumi": "helps", "wandering-mediator": "helps",
                "daidoji-marketplace": "helps", "logistics": "helps", "suffer-the-consequences": "helps", "wind-s-path": "helps", "asahina-augur": "helps",
                "master-tactician": "helps", "shori": "helps", "studious": "helps",
                "study-the-natural-world": "helps", "the-wealth-of-the-crane": "helps"}


def test_akodo_reserve_company_takes_weapons_only(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-reserve-company"], hand=["fine-katana", "ornate-fan"])
    assert play_rules.attachment_hosts(s.state, s.card("fine-katana")) == [s.card("akodo-reserve-company")]
    assert play_rules.attachment_hosts(s.state, s.card("ornate-fan")) == []


@pytest.mark.parametrize("code, host, other", [("shori", "akodo-toturi", "doji-whisperer"),
                                               ("studious", "asako-tsuki", "doji-whisperer")])
def test_attachments_with_a_host_rule(l5r_pool, code, host, other):
    s = scenario(l5r_pool, play=[host, other], hand=[code], fate=2)
    assert play_rules.attachment_hosts(s.state, s.card(code)) == [s.card(host)]


def test_studious_draws_after_its_character_wins(l5r_pool):
    s = scenario(l5r_pool, play=["asako-tsuki"], attach={"studious": "asako-tsuki"})
    st, a = s.card("studious"), s.card("asako-tsuki")
    s.declare("political", [a])
    hand = len(s.hand)
    fire(s, "contest_won", option="political", cards=(a,))
    trigger(s, Action("trigger", st, -1, 0))
    assert len(s.hand) == hand + 1


def test_third_whisker_sneak_takes_a_card_of_the_top_5_after_a_win(l5r_pool):
    s = scenario(l5r_pool, play=["third-whisker-sneak"], fate=5)
    t = s.card("third-whisker-sneak")
    top = s.conflict[-5:]
    s.declare("military", [t])
    hand = len(s.hand)
    fire(s, "contest_won", option="military", cards=(t,))
    trigger(s, Action("trigger", t, -1, 0))
    assert len(s.hand) == hand + 1 and s.hand[-1] in top


def test_way_with_words_takes_1_honor_after_a_political_win(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"way-with-words": "doji-whisperer"},
                 honor=10)
    ww, w = s.card("way-with-words"), s.card("doji-whisperer")
    opp = s.opp_honor
    s.declare("military", [w])
    fire(s, "contest_won", option="military", cards=(w,))
    assert s.pending != "respond"
    s.declare("political", [w])
    fire(s, "contest_won", option="political", cards=(w,))
    trigger(s, Action("trigger", ww, -1, 0))
    assert s.honor == 11 and s.opp_honor == opp - 1


# -- Campaigns of Conquest, As Honor Demands, Atonement: the rest -----------------------------------
INERT_END = ["asceticism", "breaking-in", "kuni-purifier", "ride-at-dawn", "sturdy-tetsubo",
             "under-siege", "contested-countryside", "fearless-skirmisher", "foothills-keep",
             "hida-etsuji", "honor-s-reward", "master-of-the-court", "stoke-insurrection",
             "bayushi-kachiko-2", "fire-and-oil", "in-search-of-self", "magistrate-s-intervention",
             "sudden-tempest", "treasured-gift", "unbridled-ambition"]
MISSING_END = {"crippling-taxes": "helps",
               "hidden-mountain-pass": "helps", "kyofuki-s-hammer": "helps",
               "steed-of-the-steppes": "helps", "veteran-of-toshi-ranbo": "helps",
               "asako-lawmaster": "helps", "divine-ancestry": "helps",
               "endless-archives": "helps", "master-of-many-lifetimes": "helps",
               "soshi-diviner": "helps", "the-receding-tide": "helps", "waterfall-tattoo": "helps"}


def test_open_window_moves_a_shinobi_in(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "shadow-stalker"], province=["open-window"])
    o, w, sh = s.card("open-window"), s.card("doji-whisperer"), s.card("shadow-stalker")
    s.declare("military", [w])
    use(s, Action("ability", o, sh, 0))
    assert sh in s.attackers


def test_pious_guardian_gains_1_honor_as_the_conflict_phase_ends(l5r_pool):
    s = scenario(l5r_pool, play=["pious-guardian"], honor=10)
    p = s.card("pious-guardian")
    fire(s, "phase_ends", option="fate")
    assert s.pending != "respond"
    fire(s, "phase_ends", option="conflict")
    trigger(s, Action("trigger", p, -1, 0))
    assert s.honor == 11


def test_spiritcaller_prodigy_brings_back_a_cheap_lion_character(l5r_pool):
    s = scenario(l5r_pool, play=["spiritcaller-prodigy"], dynasty_discard=["akodo-gunso"],
                 step="dynasty.act")
    p, g = s.card("spiritcaller-prodigy"), s.card("akodo-gunso")
    use(s, Action("ability", p, g, 0))
    assert g in s.play and p not in s.play


def test_command_by_name_sets_the_attacked_province_to_0(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["command-by-name", "ornate-fan"], fate=1,
                 honor=10)
    c, w = s.card("command-by-name"), s.card("doji-whisperer")
    s.declare("military", [w], slot=4)
    use(s, Action("ability", c, -1, 0))
    assert conflicts.strength(s.state, 4) == 0 + 2 and s.honor == 9   # the stronghold's +2 stays


def test_obsidian_talisman_discards_its_character_s_dishonored_token(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"obsidian-talisman": "doji-whisperer"},
                 dishonored=["doji-whisperer"], honor=10)
    o, w = s.card("obsidian-talisman"), s.card("doji-whisperer")
    use(s, Action("ability", o, -1, 0))
    assert w not in s.status and s.honor == 9


def test_ceaseless_duty_keeps_the_dearest_cheap_character_through_the_fate_phase(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], hand=["ceaseless-duty"],
                 fate=1, step="fate.begins")
    d, w, scout = s.card("ceaseless-duty"), s.card("doji-whisperer"), s.card("cautious-scout")
    assert window(s) == [Action("trigger", d, -1, 0)]
    act(s, Action("trigger", d, -1, 0))
    assert d in s.conflict_discard
    assert scout in s.play and s.fate_on.get(scout, 0) == 0  # cost 2 <= 5 unbroken provinces
    assert w not in s.play                                   # only one (the dearest) is kept


def test_ceaseless_duty_does_not_keep_a_character_dearer_than_the_unbroken_provinces(l5r_pool):
    s = scenario(l5r_pool, play=["aranat"], hand=["ceaseless-duty"], fate=1, step="fate.begins")
    assert s.state.pending != "respond"                      # printed cost 6 > 5 provinces
    assert s.card("aranat") not in s.play and s.card("ceaseless-duty") in s.hand


# -- dynasty events played from a province (zone ``province_event``) --------------------------------
def test_honored_veterans_honors_a_bushi_played_this_phase(l5r_pool):
    """33-honored-veterans: "Each player chooses up to one Bushi character they played this
    phase - honor each of those characters." Played from its province for 0 fate."""
    s = scenario(l5r_pool, play=["hida-guardian"], province=["matsu-berserker", "honored-veterans",
                                                             "doji-whisperer"],
                 fate=4, step="dynasty.act")
    hv, mb = s.card("honored-veterans"), s.card("matsu-berserker")
    hg, dw = s.card("hida-guardian"), s.card("doji-whisperer")
    assert abilities(s, hv) == []                    # Hida Guardian was not played this phase
    act(s, Action("play", dw))                       # a Courtier played: still none
    assert abilities(s, hv) == []
    act(s, Action("play", mb))
    assert abilities(s, hv) == [Action("ability", hv, mb, 0)]
    use(s, Action("ability", hv, mb, 0))
    assert s.status == {mb: 1} and s.fate == 2 and hv in s.dynasty_discard
    assert hg not in s.status


def test_honored_veterans_forgets_the_characters_of_the_last_phase(l5r_pool):
    s = scenario(l5r_pool, province=["matsu-berserker", "honored-veterans"], fate=4,
                 step="dynasty.act")
    hv, mb = s.card("honored-veterans"), s.card("matsu-berserker")
    act(s, Action("play", mb))
    act(s, Action("pass"))                           # the dynasty phase ends: the draw bid
    assert s.pending == "bid" and s.played_phase == [] and hv not in s.facedown
    s.declare("military", [mb])                      # a conflict window of the next phase
    assert abilities(s, hv) == []


def test_celebrated_renown_honors_a_character_with_the_most_fate(l5r_pool):
    """32-celebrated-renown: "Choose a character with the most fate among characters in play -
    honor that character." Played from its province for 1 fate."""
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer", "hida-guardian"],
                 province=["celebrated-renown"],
                 fate_on={"matsu-berserker": 2, "doji-whisperer": 2, "hida-guardian": 1},
                 honored=["doji-whisperer"], fate=1, step="dynasty.act")
    cr, mb = s.card("celebrated-renown"), s.card("matsu-berserker")
    assert abilities(s, cr) == [Action("ability", cr, mb, 0)]   # the honored one: no change
    use(s, Action("ability", cr, mb, 0))
    assert s.status[mb] == 1 and s.fate == 0 and cr in s.dynasty_discard
    s = scenario(l5r_pool, play=["matsu-berserker"], province=["celebrated-renown"],
                 honored=["matsu-berserker"], fate=1, step="dynasty.act")
    assert abilities(s, s.card("celebrated-renown")) == []     # nothing to change


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(
    packs=["Rokugan at War", "Spreading Shadows", "In Pursuit of Truth", "Campaigns of Conquest",
           "As Honor Demands", "Atonement"],
    size=136,
    inert=INERT + INERT_REAL + INERT_REST + INERT_END,
    missing={**MISSING, **MISSING_REAL, **MISSING_REST, **MISSING_END},
    partly=["studious", "worldly-shiotome"]))
