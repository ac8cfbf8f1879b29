"""The records of deckcheck/games/l5r/engine/records/inheritance_cycle/ (one module per pack), one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.effects import sacrifice
from deckcheck.games.l5r.engine.records.inheritance_cycle.shoju_s_duty import MARK_INVOKER, MARK_INVOKER_BROKEN
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.games.l5r.engine.records.dsl import CARD_PLAYED, CONTEST_WON
from deckcheck.games.l5r.engine.state import MILITARY
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import (AIR, EARTH, FIRE, MIL, VOID, WATER, abilities, act, finish_conflict, fire,
                          legal, plays, scenario, trigger, trigger_card, use)


INERT = ["kitsuki-yuikimi", "emperor-s-summons", "esteemed-tea-house", "dishonorable-assault",
         "earth-becomes-sky", "command-respect", "hero-of-three-trees"]
MISSING = {"isawa-tadaka-2": "helps", "akodo-zentaro": "helps"}


def test_two_heavens_technique_goes_on_a_bushi_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "brash-samurai"], hand=["two-heavens-technique"],
                 fate=1)
    hosts = [a.target for a in plays(s, s.card("two-heavens-technique"))]
    assert hosts == [s.card("brash-samurai")]


def test_iron_crane_legion_takes_weapons_only(l5r_pool):
    s = scenario(l5r_pool, play=["iron-crane-legion"], hand=["fine-katana", "ornate-fan"])
    c = s.card("iron-crane-legion")
    assert RECORDS["iron-crane-legion"].status == "modeled"
    assert plays(s, s.card("fine-katana")) == [Action("play", s.card("fine-katana"), c)]
    assert not plays(s, s.card("ornate-fan"))
    assert play_rules.skill(s.state, c, MIL) is None                      # X = 0: read as a dash


def test_doji_hotaru_discards_doji_kuwanan(l5r_pool):
    s = scenario(l5r_pool, play=["doji-kuwanan"], province=["doji-hotaru-2"], fate=5,
                 step="dynasty.act")
    h, k = s.card("doji-hotaru-2"), s.card("doji-kuwanan")
    act(s, Action("play", h, amount=0))
    assert h in s.play and k not in s.play and k in s.dynasty_discard


def test_bayushi_shoju_draws_2_and_both_players_lose_1_honor(l5r_pool):
    s = scenario(l5r_pool, play=["bayushi-shoju-2"], step="conflict.begins", honor=10)
    assert len(s.hand) == 2 and s.honor == 9 and s.opp_honor == 9


def test_forebearer_s_echoes_brings_back_a_character_for_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["forebearer-s-echoes"],
                 dynasty_discard=["brash-samurai"], fate=2)
    e, w, b = s.card("forebearer-s-echoes"), s.card("doji-whisperer"), s.card("brash-samurai")
    s.declare("political", [w])
    assert not abilities(s, e)
    s.declare("military", [w])
    use(s, Action("ability", e, -1, 0))
    assert b in s.attackers
    finish_conflict(s)
    assert b not in s.play and s.dynasty[0] == b


def test_in_service_to_my_lord_readies_a_unique_character_from_hand_or_discard(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "asako-tsuki"], hand=["in-service-to-my-lord"],
                 bowed=["asako-tsuki"])
    i, w, a = s.card("in-service-to-my-lord"), s.card("doji-whisperer"), s.card("asako-tsuki")
    use(s, Action("ability", i, -1, 0))
    assert a not in s.bowed and w in s.bowed and s.conflict[0] == i
    s2 = scenario(l5r_pool, play=["doji-whisperer", "asako-tsuki"],
                  conflict_discard=["in-service-to-my-lord"], bowed=["asako-tsuki"])
    i2 = s2.card("in-service-to-my-lord")
    use(s2, Action("ability", i2, -1, 1))
    assert s2.card("asako-tsuki") not in s2.bowed and s2.conflict[0] == i2


def test_a_perfect_cut_gives_2_military_and_honors_the_winner(l5r_pool):
    s = scenario(l5r_pool, play=["brash-samurai"], hand=["a-perfect-cut"])
    p, b = s.card("a-perfect-cut"), s.card("brash-samurai")
    s.declare("military", [b])
    use(s, Action("ability", p, b, 0))
    assert play_rules.skill(s.state, b, MIL) == 2 + 2
    finish_conflict(s)
    assert s.status.get(b) == 1


def test_hantei_sotorii_gives_an_honored_participant_3_glory(l5r_pool):
    s = scenario(l5r_pool, play=["hantei-sotorii", "doji-whisperer"], honored=["doji-whisperer"])
    h, w = s.card("hantei-sotorii"), s.card("doji-whisperer")
    s.declare("political", [h, w])
    assert not abilities(s, h)
    s.declare("military", [h, w])
    before = play_rules.skill(s.state, w, MIL)
    use(s, Action("ability", h, w, 0))
    assert play_rules.skill(s.state, w, MIL) == before + 3


def test_isawa_heiko_switches_a_participants_skills_after_a_water_event(l5r_pool):
    s = scenario(l5r_pool, play=["isawa-heiko", "doji-whisperer"],
                 conflict_discard=["against-the-waves", "walking-the-way"])
    h, w = s.card("isawa-heiko"), s.card("doji-whisperer")
    s.declare("military", [w])
    fire(s, CARD_PLAYED, card=s.card("walking-the-way"))          # Air: nothing
    assert s.pending != "respond"
    fire(s, CARD_PLAYED, card=s.card("against-the-waves"))
    trigger_card(s, h)
    assert play_rules.skill(s.state, w, MILITARY) == 3


def test_inferno_guard_invoker_honors_a_participant_and_sacrifices_it_if_a_province_breaks(l5r_pool):
    s = scenario(l5r_pool, play=["inferno-guard-invoker", "doji-whisperer", "matsu-mitsuko"])
    i, w, m = s.card("inferno-guard-invoker"), s.card("doji-whisperer"), s.card("matsu-mitsuko")
    s.declare("political", [w])
    assert not abilities(s, i)
    s.declare("military", [w, m])                                # 4 skill breaks the province
    assert not abilities(s, i)
    s.declare("military", [w])
    act(s, Action("ability", i, w, 0))                           # the conflict resolves on
    assert s.status.get(w) == 1 and w in s.play and not s.opp_broken
    s.state.used[MARK_INVOKER - i] = w + 1                          # honored, then a province
    s.state.used[MARK_INVOKER_BROKEN - i] = len(s.opp_broken) + 1   # broke during the conflict
    s.state.opp_broken.append(0)
    fire(s, CONTEST_WON, option="military", cards=(w,))
    assert w not in s.play


def test_fan_of_command_readies_a_participating_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-mitsuko", "akodo-zentaro"],
                 attach={"fan-of-command": "matsu-mitsuko"})
    m, z, f = s.card("matsu-mitsuko"), s.card("akodo-zentaro"), s.card("fan-of-command")
    assert not abilities(s, f)
    s.declare("military", [m, z])
    s.state.bowed.add(z)
    act(s, Action("ability", f, z, 0))
    assert z not in s.bowed


def test_regal_bearing_sets_the_bid_to_1_and_draws_the_difference(l5r_pool):
    s = scenario(l5r_pool, play=["asako-togama", "matsu-mitsuko"], hand=["regal-bearing"], fate=2)
    t, m, r = s.card("asako-togama"), s.card("matsu-mitsuko"), s.card("regal-bearing")
    s.state.bid = 3
    s.declare("political", [m])                                  # no participating Courtier
    assert not abilities(s, r)
    s.declare("political", [t, m])
    hand = len(s.hand)
    act(s, Action("ability", r, -1, 0))
    assert s.bid == 1 and len(s.hand) == hand - 1 + 2 and s.fate == 1


# -- the cards of the real decks (issue 37) -------------------------------------------------------
INERT_REAL = ["give-no-ground", "hiruma-signaller", "arbiter-of-authority",
              "duel-to-the-death", "softskin", "fortified-assembly", "graceful-guardian",
              "issue-a-challenge", "outflank", "withstand-the-darkness", "daidoji-harrier",
              "kakita-s-final-stance"]
MISSING_REAL = {"licensed-quarter": "helps"}


def test_togashi_ichi_breaks_the_attacked_province_once_10_cards_were_played(l5r_pool):
    from deckcheck.games.l5r.engine import conflicts
    from deckcheck.games.l5r.engine.state import SH_SLOT
    s = scenario(l5r_pool, play=["togashi-ichi"])
    i = s.card("togashi-ichi")
    s.declare("military", [i], slot=SH_SLOT)                            # the stronghold province
    s.state.c_played = s.conflict[:10]
    assert not abilities(s, i)
    s.declare("military", [i], slot=1)
    s.state.c_played = s.conflict[:9]
    assert not abilities(s, i)
    s.state.c_played = s.conflict[:10]
    act(s, Action("ability", i, -1, 0))
    assert s.state.opp_broken == [1]
    conflicts.settle(s.state)                                           # broken once, not twice
    assert s.state.opp_broken == [1]


def test_adorned_barcha_goes_on_a_unique_character_and_trades_a_participant_for_it(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-toturi"], hand=["adorned-barcha"], fate=2)
    b, t = s.card("adorned-barcha"), s.card("akodo-toturi")
    assert [a for a in legal(s) if a.kind == "play" and a.card == b] == [Action("play", b, t)]
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-toturi"],
                 attach={"adorned-barcha": "akodo-toturi"})
    b, t, w = s.card("adorned-barcha"), s.card("akodo-toturi"), s.card("doji-whisperer")
    s.declare("political", [w])
    assert not abilities(s, b)                                        # military conflicts only
    s.declare("military", [w])
    use(s, Action("ability", b, w, 0))
    assert w in s.bowed and t in s.attackers and play_rules.skill(s.state, t, MIL) == 6 + 3


def test_doji_kuwanan_discards_doji_hotaru(l5r_pool):
    s = scenario(l5r_pool, play=["doji-hotaru", "doji-kuwanan"])
    h, k = s.card("doji-hotaru"), s.card("doji-kuwanan")
    fire(s, "enters_play", card=k, option="province")
    assert h not in s.play and k in s.play


def test_shinjo_gunso_puts_a_cheap_character_of_the_top_5_into_play(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-gunso"])
    g = s.card("shinjo-gunso")
    top = s.dynasty[-5:]
    assert any(s.table.type[c] == "character" and s.table.cost[c] <= 2 for c in top)
    fire(s, "enters_play", card=g, option="hand")
    assert s.pending != "respond"                                     # played from the hand
    fire(s, "enters_play", card=g, option="province")
    trigger(s, Action("trigger", g, -1, 0))
    (put,) = [c for c in top if c in s.play]
    assert s.table.cost[put] <= 2 and all(c in s.dynasty_discard for c in top if c != put)


def test_ujik_tactics_gives_each_non_unique_participant_1_military(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-toturi"], hand=["ujik-tactics"])
    u, w, t = s.card("ujik-tactics"), s.card("doji-whisperer"), s.card("akodo-toturi")
    s.declare("military", [w, t])
    use(s, Action("ability", u, -1, 0))
    assert play_rules.skill(s.state, w, MIL) == 0 + 1 and play_rules.skill(s.state, t, MIL) == 6


def test_frontline_engineer_gets_1_glory_per_holding(l5r_pool):
    s = scenario(l5r_pool, play=["frontline-engineer"], province=["borderlands-fortifications"])
    assert play_rules.glory(s.state, s.card("frontline-engineer")) == 0 + 1


def test_palace_guard_cannot_attack_while_more_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["palace-guard"], honor=12)
    assert play_rules.cannot(s.state, s.card("palace-guard"), "attack")
    s = scenario(l5r_pool, play=["palace-guard"], honor=10)
    assert not play_rules.cannot(s.state, s.card("palace-guard"), "attack")


def test_moto_outrider_readies_itself_in_a_military_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["moto-outrider"])
    m = s.card("moto-outrider")
    s.declare("political", [m])
    s.state.bowed.add(m)
    assert not abilities(s, m)
    s.declare("military", [m])
    use(s, Action("ability", m, -1, 0))
    assert m not in s.bowed


def test_fifth_tower_watch_takes_weapons_only(l5r_pool):
    s = scenario(l5r_pool, play=["fifth-tower-watch"], hand=["fine-katana", "ornate-fan"], fate=2)
    f, katana, fan = s.card("fifth-tower-watch"), s.card("fine-katana"), s.card("ornate-fan")
    assert play_rules.attachment_hosts(s.state, katana) == [f]
    assert play_rules.attachment_hosts(s.state, fan) == []
    assert "opponent" in RECORDS["fifth-tower-watch"].note + RECORDS["fifth-tower-watch"].inert


# -- For the Empire, Bonds of Blood, Justice for Satsume: the rest ---------------------------------
INERT_REST = ["false-loyalties", "gateway-to-meido", "magistrate-of-reason",
              "moment-of-perfect-beauty", "scene-of-the-crime", "sententious-poet",
              "alluring-patron", "festival-of-the-departed", "hiruma-yoshino", "niten-pupil",
              "untamed-steppe", "valiant-oathkeeper", "conflict-between-kin", "court-of-justice",
              "effective-deception", "into-the-forbidden-city", "matsu-swiftspear",
              "shosuro-ibuki", "shosuro-miyako-2", "steward-of-the-rich-frog"]
MISSING_REST = {"greater-understanding": "helps", "shameless-gossip": "helps", "toshi-ranbo": "helps",
                "a-new-name": "helps", "akodo-kaede": "helps", "fury-of-the-damned": "helps",
                "yogo-preserver": "helps", "acolyte-of-koyane": "helps", "hida-sugi": "helps",
                "trusted-advisor": "helps", "wayfarer-s-camp": "helps"}


@pytest.mark.parametrize("code, host, other", [("callous-ashigaru", "akodo-toturi", "doji-whisperer"),
                                               ("justicar-s-approach", "doji-whisperer", "akodo-toturi")])
def test_attachments_with_a_host_rule(l5r_pool, code, host, other):
    s = scenario(l5r_pool, play=[host, other], hand=[code], fate=2)
    assert play_rules.attachment_hosts(s.state, s.card(code)) == [s.card(host)]


def test_purity_of_spirit_honors_a_bushi_until_the_end_of_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-gunso"], hand=["purity-of-spirit"])
    p, g = s.card("purity-of-spirit"), s.card("akodo-gunso")
    s.declare("military", [g])
    use(s, Action("ability", p, g, 0))
    assert s.status[g] == 1
    finish_conflict(s)
    assert g not in s.status


def test_shiba_sophist_takes_a_card_of_the_contested_element(l5r_pool):
    s = scenario(l5r_pool, play=["shiba-sophist"], hand=["clarity-of-purpose"])
    sh, spell = s.card("shiba-sophist"), s.card("clarity-of-purpose")
    s.hand.remove(spell)
    s.conflict.append(spell)
    element = sorted(s.table.traits[spell] & {"air", "earth", "fire", "water", "void"})[0]
    s.declare("military", [sh], ring=["air", "earth", "fire", "water", "void"].index(element))
    use(s, Action("ability", sh, -1, 0))
    assert spell in s.hand


def test_shinjo_kyora_switches_to_the_ring_with_fate_and_takes_it(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-kyora"], fate=0)
    k = s.card("shinjo-kyora")
    s.declare("military", [k], ring=AIR)
    assert not abilities(s, k)
    s.state.ring_fate[WATER] = 2
    use(s, Action("ability", k, -1, 0))
    assert s.c_ring == WATER and s.fate == 2 and not s.ring_fate.get(WATER)


def test_benevolent_ambassador_gives_both_players_1_honor(l5r_pool):
    s = scenario(l5r_pool, play=["benevolent-ambassador"], honor=10)
    b = s.card("benevolent-ambassador")
    opp = s.opp_honor
    s.declare("political", [b])
    fire(s, "contest_won", option="political", cards=(b,))
    trigger(s, Action("trigger", b, -1, 0))
    assert s.honor == 11 and s.opp_honor == opp + 1


def test_unfulfilled_duty_readies_bowed_characters_without_fate_up_to_cost_6(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-toturi", "akodo-gunso", "doji-whisperer"],
                 hand=["unfulfilled-duty"], bowed=["akodo-toturi", "akodo-gunso", "doji-whisperer"],
                 fate=2)
    u = s.card("unfulfilled-duty")
    use(s, Action("ability", u, -1, 0))
    ready = [c for c in s.play if c not in s.bowed]
    assert sum(s.table.cost[c] for c in ready) <= 6 and s.card("akodo-toturi") in ready


def test_utaku_rumaru_glory_and_honor_after_a_win(l5r_pool):
    s = scenario(l5r_pool, play=["utaku-rumaru", "doji-whisperer", "akodo-gunso"],
                 hand=["ornate-fan"], honored=["akodo-gunso"])
    r, w, g = s.card("utaku-rumaru"), s.card("doji-whisperer"), s.card("akodo-gunso")
    assert play_rules.glory(s.state, g) == l5r_pool.card("akodo-gunso").glory + 1
    s.declare("political", [r, w])
    fire(s, "contest_won", option="political", cards=(r, w))
    trigger(s, Action("trigger", r, w, 1))
    assert s.status[w] == 1 and s.card("ornate-fan") in s.conflict_discard


def test_sharpen_the_mind_discards_a_card_for_3_and_3(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"sharpen-the-mind": "doji-whisperer"},
                 hand=["ornate-fan"])
    m, w = s.card("sharpen-the-mind"), s.card("doji-whisperer")
    s.declare("military", [w])
    use(s, Action("ability", m, -1, 0))
    assert play_rules.skill(s.state, w, MILITARY) == 0 + 3 and not s.hand


def test_stride_the_waves_moves_its_character_in_with_water_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-gunso"],
                 attach={"stride-the-waves": "doji-whisperer"})
    st, w = s.card("stride-the-waves"), s.card("doji-whisperer")
    s.declare("military", [s.card("akodo-gunso")])
    assert not abilities(s, st)
    s.state.claimed.add(WATER)
    use(s, Action("ability", st, -1, 0))
    assert w in s.attackers


def test_warden_of_the_damned_sacrifices_a_dishonored_character(l5r_pool):
    s = scenario(l5r_pool, play=["warden-of-the-damned", "doji-whisperer"],
                 dishonored=["doji-whisperer"])
    fire(s, "phase_ends", option="conflict")
    assert s.card("doji-whisperer") not in s.play and s.card("warden-of-the-damned") in s.play


# -- The Children of Heaven, A Champion's Foresight, Shoju's Duty: the rest -------------------------
INERT_END = ["emissary-of-lies", "hantei-daisetsu", "overhear", "student-of-anatomies",
             "unspoken-etiquette", "by-any-means", "daidoji-kageyu", "deduction",
             "henshin-mysteries", "quarrelsome-youth", "shiro-kitsuki", "smuggler-s-cove",
             "strategic-weakpoint", "castigated", "chrysanthemum-steward", "golden-plains-raider",
             "hitsu-do-disciple", "know-the-terrain", "mantra-of-air", "persuasive-counselor",
             "root-out-heresy"]
MISSING_END = {"ide-ryoma": "helps", "ikoma-kiyono": "helps", "invoke-the-divine": "helps",
               "natural-negotiator": "helps", "righteous-delegate": "helps",
               "starry-heaven-sanctuary": "helps", "truthseeker": "helps", "court-musician": "helps",
               "erudite-prestige": "helps", "keeper-of-secret-names": "helps",
               "student-of-esoterica": "helps"}


@pytest.mark.parametrize("code, host", [("natural-negotiator", "doji-whisperer"),
                                        ("current-of-the-beryt", "asako-tsuki"),
                                        ("erudite-prestige", "doji-whisperer")])
def test_more_attachments_with_a_host_trait(l5r_pool, code, host):
    s = scenario(l5r_pool, play=["akodo-gunso", host], hand=[code], fate=2)
    assert play_rules.attachment_hosts(s.state, s.card(code)) == [s.card(host)]


@pytest.mark.parametrize("code", ["army-of-the-rising-wave", "unified-company"])
def test_more_armies_take_weapons_only(l5r_pool, code):
    s = scenario(l5r_pool, play=[code], hand=["fine-katana", "ornate-fan"])
    assert play_rules.attachment_hosts(s.state, s.card("fine-katana")) == [s.card(code)]
    assert play_rules.attachment_hosts(s.state, s.card("ornate-fan")) == []


def test_rising_stars_kata_gives_a_unique_participant_3_military_once_a_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["togashi-yoshi", "doji-whisperer"],
                 hand=["rising-stars-kata", "rising-stars-kata"])
    k1, k2 = s.cards("rising-stars-kata")
    t, w = s.card("togashi-yoshi"), s.card("doji-whisperer")
    s.declare("military", [t, w])
    assert [a.target for a in abilities(s, k1)] == [t]                # the unique one
    use(s, Action("ability", k1, t, 0))
    assert play_rules.skill(s.state, t, MILITARY) == 1 + 3 and not abilities(s, k2)


def test_togashi_yoshi_takes_1_fate_from_an_unclaimed_ring_after_a_win(l5r_pool):
    s = scenario(l5r_pool, play=["togashi-yoshi"], fate=0)
    y = s.card("togashi-yoshi")
    s.state.ring_fate[FIRE] = 2
    s.declare("military", [y], ring=AIR)
    fire(s, "contest_won", option="military", cards=(y,))
    trigger(s, Action("trigger", y, -1, 0))
    assert s.fate == 1 and s.ring_fate[FIRE] == 1


def test_army_of_the_rising_wave_puts_1_fate_on_each_unclaimed_ring(l5r_pool):
    s = scenario(l5r_pool, play=["army-of-the-rising-wave"])
    a = s.card("army-of-the-rising-wave")
    s.state.claimed.add(AIR)
    fire(s, "enters_play", card=a, option="province")
    trigger(s, Action("trigger", a, -1, 0))
    assert s.ring_fate == {EARTH: 1, FIRE: 1, WATER: 1, VOID: 1}


def test_asako_takahiro_counts_the_other_participants_status(l5r_pool):
    s = scenario(l5r_pool, play=["asako-takahiro", "doji-whisperer", "akodo-gunso"],
                 honored=["doji-whisperer"], dishonored=["akodo-gunso"])
    a = s.card("asako-takahiro")
    assert play_rules.skill(s.state, a, MILITARY) == 1
    s.declare("political", [a, s.card("doji-whisperer"), s.card("akodo-gunso")])
    assert play_rules.skill(s.state, a, MILITARY) == 1 + 2 and play_rules.skill(s.state, a, 2) == 1 + 2


def test_erudite_prestige_gives_1_political_per_event_played(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"erudite-prestige": "doji-whisperer"},
                 hand=["banzai"])
    e, w = s.card("erudite-prestige"), s.card("doji-whisperer")
    s.declare("political", [w])
    fire(s, "card_played", card=s.card("banzai"))
    trigger(s, Action("trigger", e, -1, 0))
    assert play_rules.skill(s.state, w, 2) == 3 + 1


def test_petal_village_estate_gives_imperial_characters_1_and_1(l5r_pool):
    s = scenario(l5r_pool, play=["swift-magistrate", "doji-whisperer"], province=["petal-village-estate"])
    m, w = s.card("swift-magistrate"), s.card("doji-whisperer")
    assert play_rules.skill(s.state, m, MILITARY) == 2 + 1 and play_rules.skill(s.state, w, MILITARY) == 0


def test_cloak_of_night_gives_an_honored_participant_3_glory(l5r_pool):
    s = scenario(l5r_pool, play=["asako-tsuki", "doji-whisperer"], hand=["cloak-of-night"],
                 honored=["doji-whisperer"], fate=1)
    c, w = s.card("cloak-of-night"), s.card("doji-whisperer")
    s.declare("military", [w])
    before = play_rules.skill(s.state, w, MILITARY)
    use(s, Action("ability", c, w, 0))
    assert play_rules.skill(s.state, w, MILITARY) == before + 3


def test_yasuki_hatsu_digs_an_attachment_while_less_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["yasuki-hatsu"], honor=8)
    y = s.card("yasuki-hatsu")
    top = s.conflict[-5:]
    s.declare("political", [y])
    hand = len(s.hand)
    use(s, Action("ability", y, -1, 0))
    got = [c for c in top if c in s.hand]
    assert len(s.hand) == hand + len(got) and all(s.table.type[c] == "attachment" for c in got)
    assert got or not any(s.table.type[c] == "attachment" for c in top)


def test_gallant_quartermaster_gains_2_fate_when_sacrificed_not_discarded(l5r_pool):
    s = scenario(l5r_pool, play=["gallant-quartermaster"], fate=0)
    g = s.card("gallant-quartermaster")
    play_rules.leave_play(s.state, g)                                 # discarded (fate phase)
    assert s.pending != "respond"
    s = scenario(l5r_pool, play=["gallant-quartermaster"], fate=0)
    g = s.card("gallant-quartermaster")
    sacrifice(s.state, g)
    trigger(s, Action("trigger", g, -1, 0))
    assert s.fate == 2


def test_sharpened_tsuruhashi_returns_to_the_hand_when_its_character_is_sacrificed(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"sharpened-tsuruhashi": "doji-whisperer"})
    t, w = s.card("sharpened-tsuruhashi"), s.card("doji-whisperer")
    play_rules.leave_play(s.state, w)
    assert s.pending != "respond" and t in s.conflict_discard
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"sharpened-tsuruhashi": "doji-whisperer"})
    t, w = s.card("sharpened-tsuruhashi"), s.card("doji-whisperer")
    sacrifice(s.state, w)
    trigger(s, Action("trigger", t, -1, 0))
    assert t in s.hand


def test_shukujo_lets_a_champion_switch_the_conflict_type(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-toturi"], attach={"shukujo": "akodo-toturi"},
                 dishonored=["akodo-toturi"])
    sh, t = s.card("shukujo"), s.card("akodo-toturi")
    s.declare("political", [t])                                       # 3 political, 5 military
    use(s, Action("ability", sh, -1, 0))
    assert s.c_type == MILITARY
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"shukujo": "doji-whisperer"})
    s.declare("military", [s.card("doji-whisperer")])
    assert not abilities(s, s.card("shukujo"))                        # no Champion


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(
    packs=["For the Empire", "Bonds of Blood", "Justice for Satsume", "The Children of Heaven",
           "A Champion's Foresight", "Shoju's Duty"],
    size=129,
    inert=INERT + INERT_REAL + INERT_REST + INERT_END,
    missing={**MISSING, **MISSING_REAL, **MISSING_REST, **MISSING_END},
    partly=["erudite-prestige"]))
