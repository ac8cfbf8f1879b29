"""The records of deckcheck/games/l5r/engine/records/temptations_cycle/ (one module per pack), one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.l5r.engine import conflicts
from deckcheck.games.l5r.engine import play_rules, rings
from deckcheck.games.l5r.engine.records.dsl import CARD_PLAYED, CONTEST_DECLARED, CONTEST_WON, PHASE_BEGINS
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import (AIR, EARTH, FIRE, MIL, POL, abilities, act, finish_conflict, fire, plays,
                          scenario, trigger, trigger_card, use, window)


INERT = ["keen-warrior", "solitary-hero", "make-your-case", "feeding-an-army", "ujiaki-s-offer",
         "offerings-to-the-kami", "under-amaterasu-s-gaze"]
MISSING = {"procedural-interference": "helps"}


def test_tetsubo_of_blood_is_paid_with_character_fate_and_its_host_cannot_be_honored(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "brash-samurai"], hand=["tetsubo-of-blood"],
                 fate=5)
    t, w, b = s.card("tetsubo-of-blood"), s.card("doji-whisperer"), s.card("brash-samurai")
    assert not plays(s, t)                                            # no fate on characters
    s.state.fate_on.update({w: 2, b: 1})
    use(s, Action("play", t, b))
    assert s.fate == 5 and s.fate_on == {w: 1, b: 1}
    assert not play_rules.honor.honor_card(s.state, b) and s.status.get(b) is None
    s.state.ring_pending = FIRE
    assert [a.card for a in rings.actions(s.state) if a.amount == 1] == [w]


def test_commander_of_the_legions_gives_other_lions_1_military(l5r_pool):
    s = scenario(l5r_pool, play=["commander-of-the-legions", "matsu-berserker", "doji-whisperer"])
    b, w = s.card("matsu-berserker"), s.card("doji-whisperer")
    assert play_rules.skill(s.state, b, MIL) == l5r_pool.card("matsu-berserker").military + 1
    assert play_rules.skill(s.state, w, MIL) == 0
    assert play_rules.skill(s.state, s.card("commander-of-the-legions"), MIL) == 4


@pytest.mark.parametrize("honor,kept", [(15, 2), (14, 1)])
def test_commander_of_the_legions_keeps_fate_on_cheap_lions_5_honor_ahead(l5r_pool, honor, kept):
    s = scenario(l5r_pool, play=["commander-of-the-legions", "akodo-gunso", "ikoma-tsanuri"],
                 fate_on={"commander-of-the-legions": 1, "ikoma-tsanuri": 2}, honor=honor,
                 step="fate.begins")
    t, g, c = s.card("ikoma-tsanuri"), s.card("akodo-gunso"), s.card("commander-of-the-legions")
    assert s.fate_on.get(t, 0) == kept and g not in s.play             # no fate: discarded
    assert c in s.play and s.fate_on.get(c, 0) == 0                     # printed cost 4


def test_setting_the_standard_draws_2_and_discards_1_after_its_character_wins(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"setting-the-standard": "doji-whisperer"})
    w, st = s.card("doji-whisperer"), s.card("setting-the-standard")
    before, discard = len(s.hand), len(s.conflict_discard)
    s.declare("political", [w])
    fire(s, CONTEST_WON, option="political", cards=(w,))
    trigger_card(s, st)
    assert len(s.hand) == before + 1 and len(s.conflict_discard) == discard + 1


def test_a_war_on_two_fronts_breaks_a_second_province(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-zentaro", "matsu-mitsuko"], hand=["a-war-on-two-fronts"],
                 fate=2, honor=12)
    z, m, w = s.card("akodo-zentaro"), s.card("matsu-mitsuko"), s.card("a-war-on-two-fronts")
    s.state.opp_honor = 10
    s.declare("military", [z, m], slot=0)
    fire(s, CONTEST_DECLARED, option="military", cards=(z, m))
    trigger_card(s, w)
    assert w in s.conflict_discard and s.fate == 0
    if s.pending == "conflict_action":
        act(s, Action("resolve"))
    assert sorted(s.opp_broken) == [0, 1]


def test_revered_ikoma_gains_1_fate_after_2_honor_this_phase(l5r_pool):
    s = scenario(l5r_pool, play=["revered-ikoma"], honor=10, fate=0)
    r = s.card("revered-ikoma")
    fire(s, PHASE_BEGINS, option="conflict")
    assert not abilities(s, r)
    s.state.honor = 11
    assert not abilities(s, r)
    s.state.honor = 12
    act(s, Action("ability", r, -1, 1))                          # its second ability
    assert s.fate == 1


def test_lions_pride_paragon_does_not_bow_while_dire(l5r_pool):
    for fate_on, bows in (({}, False), ({"lion-s-pride-paragon": 1}, True)):
        s = scenario(l5r_pool, play=["lion-s-pride-paragon", "doji-whisperer"], fate_on=fate_on)
        p, w = s.card("lion-s-pride-paragon"), s.card("doji-whisperer")
        s.declare("military", [p, w])
        finish_conflict(s)
        assert (p in s.bowed) == bows and w in s.bowed


# -- the cards of the real decks (issue 37) -------------------------------------------------------
INERT_REAL = ["guardians-of-rokugan", "watchtower-of-sun-s-shadow", "disparaging-challenge",
              "the-eternal-watch", "arrogant-kakita", "deserted-shrine", "overrun",
              "daidoji-iron-warrior"]
MISSING_REAL = {"khanbulak-benefactor": "helps", "daidoji-uji-2": "helps",
                "iuchi-soulweaver": "helps", "promising-youth": "helps",
                "castle-of-the-forgotten": "helps", "midnight-builder": "helps"}


def test_khanbulak_benefactor_draws_2_as_it_enters_play(l5r_pool):
    s = scenario(l5r_pool, play=["khanbulak-benefactor"])
    k = s.card("khanbulak-benefactor")
    hand = len(s.hand)
    fire(s, "enters_play", card=k, option="province")
    trigger(s, Action("trigger", k, -1, 0))
    assert len(s.hand) == hand + 2


def test_silent_skirmisher_sacrifices_a_spent_character_for_2_military(l5r_pool):
    s = scenario(l5r_pool, play=["silent-skirmisher", "doji-whisperer"], bowed=["doji-whisperer"])
    k, w = s.card("silent-skirmisher"), s.card("doji-whisperer")
    s.declare("military", [k])
    use(s, Action("ability", k, w, 0))
    assert w not in s.play and play_rules.skill(s.state, k, MIL) == 1 + 2


def test_damned_hida_gets_3_military_without_fate(l5r_pool):
    s = scenario(l5r_pool, play=["damned-hida"])
    d = s.card("damned-hida")
    assert play_rules.skill(s.state, d, MIL) == 3 + 3
    s.state.fate_on[d] = 1
    assert play_rules.skill(s.state, d, MIL) == 3


def test_unleashed_experiment_costs_2_honor_to_attack(l5r_pool):
    s = scenario(l5r_pool, play=["unleashed-experiment", "doji-whisperer"], honor=10)
    u = s.card("unleashed-experiment")
    fire(s, CONTEST_DECLARED, option="military", cards=(s.card("doji-whisperer"),))
    assert s.honor == 10
    s.declare("military", [u])
    fire(s, CONTEST_DECLARED, option="military", cards=(u,))
    assert s.honor == 8


def test_battle_meditation_draws_3_after_a_break_with_a_berserker_in(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer"], hand=["battle-meditation"])
    b = s.card("battle-meditation")
    s.declare("military", [s.card("doji-whisperer")])
    fire(s, "province_broken", card=0)
    assert s.pending != "respond"                                     # no Berserker in it
    s.declare("military", [s.card("matsu-berserker")])
    hand = len(s.hand)
    fire(s, "province_broken", card=0)
    trigger(s, Action("trigger", b, -1, 0))
    assert len(s.hand) == hand - 1 + 3


def test_higashi_kaze_company_keeps_a_participant_without_fate_ready(l5r_pool):
    s = scenario(l5r_pool, play=["higashi-kaze-company", "doji-whisperer", "aggressive-moto"],
                 fate_on={"aggressive-moto": 1})
    h, w, moto = s.card("higashi-kaze-company"), s.card("doji-whisperer"), s.card("aggressive-moto")
    s.declare("military", [h, w, moto])
    act(s, Action("resolve"))
    assert Action("trigger", h, w, 0) in window(s) and Action("trigger", h, moto, 0) not in window(s)
    act(s, Action("trigger", h, w, 0))
    while s.pending in ("respond", "ring"):
        act(s, Action("decline"))
    assert w not in s.bowed and h in s.bowed and moto in s.bowed


def test_repentant_legion_adds_a_facedown_card_to_each_province_after_a_break(l5r_pool):
    s = scenario(l5r_pool, play=["repentant-legion"])
    r = s.card("repentant-legion")
    s.declare("military", [r])
    before = [len(slot) for slot in s.provinces[:4]]
    fire(s, "province_broken", card=0)
    trigger(s, Action("trigger", r, -1, 0))
    assert [len(slot) for slot in s.provinces[:4]] == [n + 1 for n in before]
    assert all(slot[-1] in s.facedown for slot in s.provinces[:4])


def test_ride_on_moves_a_cavalry_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "aggressive-moto"], hand=["ride-on"])
    r, w, moto = s.card("ride-on"), s.card("doji-whisperer"), s.card("aggressive-moto")
    assert not abilities(s, r)
    s.declare("military", [w])
    use(s, Action("ability", r, moto, 0))
    assert moto in s.attackers


# -- Twisted Loyalties, Honor in Flames, A Crimson Offering: the rest -------------------------------
INERT_REST = ["asako-maezawa-2", "brushfires", "exemplary-etiquette", "heresy",
              "superior-authority", "the-scorpion-clan-coup", "yasuki-oguri-2",
              "curse-of-misfortune", "cycle-of-vengeance", "darkness-rising", "messenger-of-misery",
              "the-roar-of-the-lioness", "the-way-of-peace", "unhallow", "bonds-of-blood",
              "by-onnotangu-s-light", "forward-garrison", "sanguine-mastery",
              "seeking-enlightenment", "seize-the-mind", "yogo-paramour"]
MISSING_REST = {"daughter-of-war": "helps", "diplomatic-gift-giver": "helps",
                "renowned-singer": "helps",
                "sinister-peacekeeper": "helps", "nimble-noyan": "helps",
                "raze-to-the-ground": "helps", "shadow-steed": "helps", "shoju-s-diviner": "helps",
                "command-the-tributary": "helps",
                "iuchi-shahai-2": "helps", "resourceful-maho-tsukai": "helps",
                "shadowed-village": "helps", "togashi-kazue-2": "helps",
                "guardian-dojo": ("helps", "hurts")}


@pytest.mark.parametrize("code, host, other", [("chikara", "hida-kisada", "doji-whisperer"),
                                               ("kunshu", "akodo-toturi", "doji-whisperer")])
def test_attachments_for_a_unique_host(l5r_pool, code, host, other):
    s = scenario(l5r_pool, play=[host, other], hand=[code], fate=2)
    assert play_rules.attachment_hosts(s.state, s.card(code)) == [s.card(host)]


def test_in_harmony_needs_a_claimed_ring(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["in-harmony"])
    i = s.card("in-harmony")
    assert play_rules.attachment_hosts(s.state, i) == []
    s.state.claimed.add(AIR)
    assert play_rules.attachment_hosts(s.state, i) == [s.card("doji-whisperer")]


def test_resourceful_maho_tsukai_takes_spells_only(l5r_pool):
    s = scenario(l5r_pool, play=["resourceful-maho-tsukai"], hand=["fine-katana", "shape-the-flesh"])
    assert play_rules.attachment_hosts(s.state, s.card("fine-katana")) == []
    assert play_rules.attachment_hosts(s.state, s.card("shape-the-flesh")) == [s.card("resourceful-maho-tsukai")]


def test_self_understanding_resolves_each_claimed_ring_after_a_win(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"self-understanding": "doji-whisperer"},
                 honor=10)
    su, w = s.card("self-understanding"), s.card("doji-whisperer")
    s.state.claimed.add(AIR)
    s.declare("political", [w])
    before = (s.honor, s.opp_honor)
    fire(s, "contest_won", option="political", cards=(w,))
    trigger(s, Action("trigger", su, -1, 0))
    assert (s.honor, s.opp_honor) != before                           # the Air ring's honor


def test_master_of_jade_trades_2_honor_for_1_fate_on_a_character(l5r_pool):
    s = scenario(l5r_pool, play=["master-of-jade", "doji-whisperer"], honor=10)
    m, w = s.card("master-of-jade"), s.card("doji-whisperer")
    use(s, Action("ability", m, w, 0))
    assert s.honor == 8 and s.fate_on[w] == 1


def test_perfect_land_believer_gets_2_and_2_while_ordinary(l5r_pool):
    s = scenario(l5r_pool, play=["perfect-land-believer"])
    p = s.card("perfect-land-believer")
    assert play_rules.skill(s.state, p, MIL) == 3 and play_rules.skill(s.state, p, POL) == 2
    s.state.status[p] = 1
    assert play_rules.skill(s.state, p, MIL) == 1 + 0


def test_reserve_tents_moves_a_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-gunso"], province=["reserve-tents"])
    r, w, g = s.card("reserve-tents"), s.card("doji-whisperer"), s.card("akodo-gunso")
    s.declare("military", [w])
    use(s, Action("ability", r, g, 0))
    assert g in s.attackers


def test_shadow_steed_readies_its_character_without_fate_for_1_honor(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"shadow-steed": "doji-whisperer"},
                 bowed=["doji-whisperer"], honor=10)
    st, w = s.card("shadow-steed"), s.card("doji-whisperer")
    use(s, Action("ability", st, -1, 0))
    assert w not in s.bowed and s.honor == 9


def test_shape_the_flesh_keeps_its_character_from_being_honored(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"shape-the-flesh": "doji-whisperer"})
    assert not play_rules.honor_character(s.state, s.card("doji-whisperer"))


def test_shoshi_ni_kie_readies_a_bowed_ordinary_character(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-gunso"], hand=["shoshi-ni-kie"],
                 bowed=["doji-whisperer", "akodo-gunso"], honored=["akodo-gunso"])
    k, w = s.card("shoshi-ni-kie"), s.card("doji-whisperer")
    assert [a.target for a in abilities(s, k)] == [w]
    use(s, Action("ability", k, w, 0))
    assert w not in s.bowed


@pytest.mark.parametrize("code, mil, pol, glory", [("steward-of-cryptic-lore", 0, 3, 0),
                                                   ("desperate-negotiator", 2, 2, 0),
                                                   ("kaito-mai", 0, 0, 3)])
def test_dire_characters(l5r_pool, code, mil, pol, glory):
    s = scenario(l5r_pool, play=[code], fate_on={code: 1})
    c = s.card(code)
    base = (play_rules.skill(s.state, c, MIL), play_rules.skill(s.state, c, POL), play_rules.glory(s.state, c))
    s.state.fate_on[c] = 0
    assert (play_rules.skill(s.state, c, MIL), play_rules.skill(s.state, c, POL),
            play_rules.glory(s.state, c)) == (base[0] + mil, base[1] + pol, base[2] + glory)


def test_iuchi_shahai_places_fate_on_itself_after_a_maho_event(l5r_pool):
    s = scenario(l5r_pool, play=["iuchi-shahai-2"], hand=["bonds-of-blood", "banzai"], honor=10)
    i = s.card("iuchi-shahai-2")
    fire(s, CARD_PLAYED, card=s.card("banzai"))
    assert s.pending != "respond"
    fire(s, CARD_PLAYED, card=s.card("bonds-of-blood"))
    trigger(s, Action("trigger", i, -1, 0))
    assert s.fate_on[i] == 1 and s.honor == 9


def test_ki_alignment_takes_2_kiho_of_different_titles(l5r_pool):
    s = scenario(l5r_pool, play=["tattooed-wanderer"], hand=["ki-alignment"],
                 conflict_discard=["hurricane-punch", "void-fist", "hurricane-punch"])
    k, m = s.card("ki-alignment"), s.card("tattooed-wanderer")
    for c in [*s.cards("hurricane-punch"), s.card("void-fist")]:
        s.conflict_discard.remove(c)
        s.conflict.append(c)
    s.declare("military", [m])
    fire(s, CONTEST_DECLARED, option="military", cards=(m,))
    trigger(s, Action("trigger", k, -1, 0))
    got = [c for c in s.hand if "kiho" in s.table.traits[c]]
    assert len(got) == 2 and len({s.table.title[c] for c in got}) == 2


# -- The Temptation of the Scorpion, Coils of Power, Peace at Any Cost: the rest --------------------
INERT_END = ["an-agreeable-arrangement", "blessed-by-fukurokujin", "enraged", "meticulous-scout",
             "mushin-no-shin", "whispers-of-power", "young-philosopher", "betrayal-of-truth",
             "display-of-loyalty", "final-whisper", "cleanse-the-empire", "golden-plains",
             "inquisitorial-initiate", "lord-s-ascendancy", "moto-conqueror",
             "relentless-inquisitor", "shiro-gisu", "subterfuge", "underhanded-samurai"]
MISSING_END = {"dark-resurrection": "helps", "reconnaissance": "helps", "shadow-step": "helps",
               "talented-performer": "hurts", "the-western-wind": "helps", "untainted": "helps",
               "yogo-junzo": "helps", "ancestral-sight": "helps", "asahina-peacekeeper": "hurts",
               "battlefield-orders": "helps", "calling-the-storm": "helps",
               "kami-of-ancient-wisdom": "helps",
               "phoenix-tattoo": "helps", "shosuro-deceiver": "helps", "adorned-temple": "helps",
               "furtive-sympathizer": "helps"}


@pytest.mark.parametrize("code, host, other", [("the-skin-of-fu-leng", "akodo-toturi", "doji-whisperer"),
                                               ("ancestral-sight", "asako-tsuki", "doji-whisperer")])
def test_more_attachments_with_a_host_rule(l5r_pool, code, host, other):
    s = scenario(l5r_pool, play=[host, other], hand=[code], fate=3)
    assert play_rules.attachment_hosts(s.state, s.card(code)) == [s.card(host)]


def test_tsangusuri_ward_needs_a_shugenja(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["tsangusuri-ward"])
    assert play_rules.attachment_hosts(s.state, s.card("tsangusuri-ward")) == []
    s = scenario(l5r_pool, play=["doji-whisperer", "asako-tsuki"], hand=["tsangusuri-ward"])
    assert len(play_rules.attachment_hosts(s.state, s.card("tsangusuri-ward"))) == 2


@pytest.mark.parametrize("code, ok, other", [("kami-of-ancient-wisdom", "clarity-of-purpose", "fine-katana"),
                                             ("militant-faithful", "fine-katana", "ornate-fan")])
def test_characters_with_attachment_rules(l5r_pool, code, ok, other):
    s = scenario(l5r_pool, play=[code], hand=[ok, other])
    assert play_rules.attachment_hosts(s.state, s.card(other)) == []
    if s.table.type[s.card(ok)] == "attachment":
        assert play_rules.attachment_hosts(s.state, s.card(ok)) == [s.card(code)]


def test_conduit_of_heroes_bows_itself_for_3_1_and_1_glory(l5r_pool):
    s = scenario(l5r_pool, play=["conduit-of-heroes", "doji-whisperer"], honor=10)
    c, w = s.card("conduit-of-heroes"), s.card("doji-whisperer")
    s.declare("military", [w])
    use(s, Action("ability", c, w, 0))
    assert play_rules.skill(s.state, w, MIL) == 0 + 3 and c in s.bowed
    s = scenario(l5r_pool, play=["conduit-of-heroes", "doji-whisperer"], honor=16)
    c, w = s.card("conduit-of-heroes"), s.card("doji-whisperer")
    s.declare("military", [w])
    use(s, Action("ability", c, w, 0))
    assert c not in s.bowed                                           # 5 more honor


def test_fu_sui_temple_honors_the_participants_of_a_won_political_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-gunso"], province=["fu-sui-temple"])
    w, g = s.card("doji-whisperer"), s.card("akodo-gunso")
    s.declare("military", [w])
    fire(s, "contest_won", option="military", cards=(w,))
    assert w not in s.status
    s.declare("political", [w])
    fire(s, "contest_won", option="political", cards=(w,))
    assert s.status[w] == 1 and g not in s.status


def test_at_any_cost_trades_3_honor_for_2_fate_on_a_character(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["at-any-cost"], honor=10)
    a, w = s.card("at-any-cost"), s.card("doji-whisperer")
    use(s, Action("ability", a, w, 0))
    assert s.honor == 7 and s.fate_on[w] == 2


def test_belief_in_the_little_teacher_discards_a_dishonored_token(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], dishonored=["doji-whisperer"],
                 attach={"belief-in-the-little-teacher": "doji-whisperer"})
    b, w = s.card("belief-in-the-little-teacher"), s.card("doji-whisperer")
    use(s, Action("ability", b, -1, 0))
    assert w not in s.status


def test_dutiful_assistant_gives_2_glory_while_honored(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"dutiful-assistant": "doji-whisperer"})
    w = s.card("doji-whisperer")
    g = play_rules.glory(s.state, w)
    s.state.status[w] = 1
    assert play_rules.glory(s.state, w) == g + 2


def test_open_field_skirmisher_spends_its_fate_for_minus_3(l5r_pool):
    s = scenario(l5r_pool, play=["open-field-skirmisher"], fate_on={"open-field-skirmisher": 1})
    o = s.card("open-field-skirmisher")
    s.declare("military", [o], slot=2)
    use(s, Action("ability", o, -1, 0))
    assert conflicts.strength(s.state, 2) == 1 and not s.fate_on.get(o)


def test_doom_thrower_sacrifices_a_spent_character_for_minus_2(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-gunso"], province=["doom-thrower"],
                 bowed=["akodo-gunso"])
    d, g = s.card("doom-thrower"), s.card("akodo-gunso")
    s.declare("military", [s.card("doji-whisperer")], slot=0)
    use(s, Action("ability", d, g, 0))
    assert g not in s.play and conflicts.strength(s.state, 0) == 2


def test_steward_of_cryptic_lore_weakens_the_province_in_an_earth_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["steward-of-cryptic-lore", "doji-whisperer"])
    st = s.card("steward-of-cryptic-lore")
    s.declare("military", [s.card("doji-whisperer")], ring=AIR, slot=0)
    assert not abilities(s, st)
    s.declare("military", [s.card("doji-whisperer")], ring=EARTH, slot=0)
    use(s, Action("ability", st, -1, 1))
    assert conflicts.strength(s.state, 0) == 1


def test_overlooked_community_returns_a_ring_to_clear_a_dishonored_token(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["overlooked-community"],
                 dishonored=["doji-whisperer"])
    o, w = s.card("overlooked-community"), s.card("doji-whisperer")
    assert not abilities(s, o)                                        # no claimed ring
    s.state.claimed.add(AIR)
    use(s, Action("ability", o, w, 0))
    assert w not in s.status and not s.claimed


def test_ikoma_ujiaki_switches_to_the_type_with_more_skill_for_2_honor(l5r_pool):
    s = scenario(l5r_pool, play=["ikoma-ujiaki-2"], honor=10)
    i = s.card("ikoma-ujiaki-2")
    s.declare("political", [i])
    assert not abilities(s, i)                                        # 5 political beats 3 military
    s.declare("military", [i])
    use(s, Action("ability", i, -1, 0))
    assert s.c_type == POL and s.honor == 8


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(
    packs=["Twisted Loyalties", "Honor in Flames", "A Crimson Offering",
           "The Temptation of the Scorpion", "Coils of Power", "Peace at Any Cost"],
    size=128,
    inert=INERT + INERT_REAL + INERT_REST + INERT_END,
    missing={**MISSING, **MISSING_REAL, **MISSING_REST, **MISSING_END},
    partly=["iuchi-shahai-2", "khanbulak-benefactor", "shadow-steed"]))
