"""The records first written for the clan packs (in records/disciples_of_the_void.py,
underhand_of_the_emperor.py, masters_of_the_court.py, the_emperor_s_legion.py,
seekers_of_wisdom.py), one test each, on positions built with tests/l5r_scenario.py. The
records added since have their tests in each pack's own test module."""
from __future__ import annotations

import pytest
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.records.dsl import CARD_PLAYED, CONTEST_WON
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import (AIR, EARTH, MIL, POL, WATER, abilities, act, finish_conflict, fire, legal,
                          scenario, trigger, trigger_card, use, window)


INERT = ["kyuden-ikoma", "stolen-breath", "kitsu-motso", "ardent-omoidasu", "kenson-no-gakka"]
MISSING = {"kyuden-isawa": "helps", "those-who-serve": "helps"}

globals().update(record_tests(inert=INERT, missing=MISSING))


def test_elegant_tessen_readies_a_cheap_host(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "kudaka"], hand=["elegant-tessen", "elegant-tessen"],
                 bowed=["doji-whisperer", "kudaka"], fate=2)
    t1, t2 = s.cards("elegant-tessen")
    w, k = s.card("doji-whisperer"), s.card("kudaka")
    use(s, Action("play", t1, k))
    assert s.pending != "respond" and k in s.bowed                    # cost 4: no
    use(s, Action("play", t2, w))
    trigger(s, Action("trigger", t2, -1, 0))
    assert w not in s.bowed


def test_clarity_of_purpose_keeps_a_participant_ready_after_a_political_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["clarity-of-purpose"], fate=1)
    e, w = s.card("clarity-of-purpose"), s.card("doji-whisperer")
    s.declare("military", [w])
    assert not abilities(s, e)
    s.declare("political", [w])
    use(s, Action("ability", e, w, 0))
    finish_conflict(s)
    assert w not in s.bowed


def test_prepare_for_war_clears_dishonor_and_honors_a_commander(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "ikoma-tsanuri", "cautious-scout"],
                 hand=["prepare-for-war", "prepare-for-war"], dishonored=["doji-whisperer"], fate=2)
    e1, e2 = s.cards("prepare-for-war")
    w, t, c = s.card("doji-whisperer"), s.card("ikoma-tsanuri"), s.card("cautious-scout")
    assert Action("ability", e1, c, 0) not in legal(s)                # nothing to gain
    use(s, Action("ability", e1, w, 0))
    assert w not in s.status
    use(s, Action("ability", e2, t, 0))
    assert s.status[t] == 1


def test_festival_for_the_fortunes_honors_each_character(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"],
                 hand=["festival-for-the-fortunes"], fate=3)
    use(s, Action("ability", s.card("festival-for-the-fortunes"), -1, 0))
    assert s.status[s.card("doji-whisperer")] == 1 and s.status[s.card("cautious-scout")] == 1


def test_the_path_of_man_gains_2_fate_after_winning_by_5(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["the-path-of-man"])
    p = s.card("the-path-of-man")
    fire(s, "contest_won", option="military", amount=4, cards=(s.card("doji-whisperer"),))
    assert s.pending != "respond"
    fire(s, "contest_won", option="military", amount=5, cards=(s.card("doji-whisperer"),))
    trigger(s, Action("trigger", p, -1, 0))
    assert s.fate == 2


def test_fushicho_puts_a_phoenix_character_into_play_with_1_fate(l5r_pool):
    s = scenario(l5r_pool, play=["fushicho"], dynasty_discard=["asako-tsuki", "doji-whisperer"])
    f, a = s.card("fushicho"), s.card("asako-tsuki")
    play_rules.leave_play(s.state, f)
    assert f in s.dynasty_discard
    fire(s, "leaves_play", card=f)
    assert Action("trigger", f, s.card("doji-whisperer"), 0) not in window(s)
    trigger(s, Action("trigger", f, a, 0))
    assert a in s.play and s.fate_on.get(a) == 1
    s2 = scenario(l5r_pool, play=["fushicho", "doji-whisperer"], hand=["fine-katana"])
    hosts = play_rules.attachment_hosts(s2.state, s2.card("fine-katana"))
    assert s2.card("doji-whisperer") in hosts and s2.card("fushicho") not in hosts


def test_benevolent_host_puts_a_courtier_of_the_provinces_into_play(l5r_pool):
    s = scenario(l5r_pool, play=["benevolent-host"], province=["doji-whisperer"])
    h, w = s.card("benevolent-host"), s.card("doji-whisperer")
    fire(s, "enters_play", card=h, option="put")
    assert s.pending != "respond"                                      # not played
    fire(s, "enters_play", card=h, option="province")
    trigger(s, Action("trigger", h, w, 0))
    assert w in s.play and s.fate_on.get(w) == 1                       # printed cost 1


def test_ashigaru_levy_brings_another_copy(l5r_pool):
    s = scenario(l5r_pool, play=["ashigaru-levy"], dynasty_discard=["ashigaru-levy"])
    a1, a2 = s.cards("ashigaru-levy")
    fire(s, "enters_play", card=a1, option="province")
    trigger(s, Action("trigger", a1, -1, 0))
    assert a2 in s.play and a2 not in s.dynasty_discard


def test_ikoma_tsanuri_pumps_participants_with_3_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["ikoma-tsanuri", "matsu-berserker", "akodo-gunso", "doji-whisperer"])
    t, b, g, w = (s.card(x) for x in ("ikoma-tsanuri", "matsu-berserker", "akodo-gunso",
                                      "doji-whisperer"))
    s.declare("military", [t, b, w])
    assert not abilities(s, t)                                         # 2 Bushi
    s.declare("military", [t, b, g, w])
    use(s, Action("ability", t, -1, 0))
    assert play_rules.skill(s.state, w, POL) == 4 and play_rules.skill(s.state, t, MIL) == 3


def test_matsu_gohei_stays_ready_attacking_with_2_other_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-gohei", "matsu-berserker", "akodo-gunso"])
    m = s.card("matsu-gohei")
    s.declare("military", [m, s.card("matsu-berserker"), s.card("akodo-gunso")])
    finish_conflict(s)
    assert m not in s.bowed and s.card("akodo-gunso") in s.bowed
    s2 = scenario(l5r_pool, play=["matsu-gohei", "matsu-berserker"])
    m2 = s2.card("matsu-gohei")
    s2.declare("military", [m2, s2.card("matsu-berserker")])
    finish_conflict(s2)
    assert m2 in s2.bowed


def test_asako_togama_switches_a_claimed_ring_for_the_richest_unclaimed_one(l5r_pool):
    s = scenario(l5r_pool, play=["asako-togama"], fate=0)
    t = s.card("asako-togama")
    s.state.claimed = {AIR}
    s.state.ring_fate = {WATER: 2}
    assert not abilities(s, t)                                   # not participating
    s.declare("political", [t], ring=EARTH)
    act(s, Action("ability", t, -1, 0))
    assert s.claimed == {WATER} and s.fate == 2


def test_shiba_tetsu_gets_1_1_after_a_spell_is_played_in_a_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["shiba-tetsu"], conflict_discard=["my-ancestor-s-strength", "fine-katana"])
    t, spell, katana = s.card("shiba-tetsu"), s.card("my-ancestor-s-strength"), s.card("fine-katana")
    s.declare("military", [t])
    fire(s, CARD_PLAYED, card=katana)
    assert s.pending != "respond"
    fire(s, CARD_PLAYED, card=spell)
    trigger_card(s, t)
    assert play_rules.skill(s.state, t, MILITARY) == 3 and play_rules.skill(s.state, t, POLITICAL) == 2


@pytest.mark.parametrize("shugenja", [False, True])
def test_walking_the_way_puts_the_best_of_the_top_3_dynasty_cards_into_a_province(l5r_pool, shugenja):
    s = scenario(l5r_pool, play=["isawa-heiko"] if shugenja else ["doji-whisperer"],
                 hand=["walking-the-way"], dynasty_discard=["matsu-tsuko-2"], fate=0 if shugenja else 1)
    w, m = s.card("walking-the-way"), s.card("matsu-tsuko-2")
    assert not [a for a in legal(s) if a.card == w]                 # nothing worth it on top
    s.state.dynasty_discard.remove(m)
    s.state.dynasty.append(m)
    act(s, Action("ability", w, -1, 0))
    slot = next(i for i in range(4) if m in s.provinces[i])
    assert m not in s.facedown and m not in s.dynasty and len(s.provinces[slot]) == 1
    assert s.fate == 0 and w in s.conflict_discard


def test_blade_of_10000_battles_goes_on_unique_characters_and_takes_back_a_card(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-tsuko-2", "doji-whisperer"], hand=["blade-of-10-000-battles"],
                 attach={"blade-of-10-000-battles": "matsu-tsuko-2"},
                 conflict_discard=["ornate-fan"], fate=3, honor=12)
    m, w = s.card("matsu-tsuko-2"), s.card("doji-whisperer")
    second, fan = s.card("blade-of-10-000-battles", 0), s.card("ornate-fan")
    assert Action("play", second, m) in legal(s) or second not in s.hand
    assert Action("play", second, w) not in legal(s)
    s.declare("military", [m])
    fire(s, CONTEST_WON, option="military", cards=(m,))
    blade = next(a for a, h in s.attached.items() if h == m)
    trigger_card(s, blade)
    assert fan in s.hand and fan not in s.conflict_discard


def test_kami_unleashed_is_sacrificed_to_resolve_the_contested_ring(l5r_pool):
    s = scenario(l5r_pool, play=["kami-unleashed", "doji-whisperer"])
    k = s.card("kami-unleashed")
    assert not abilities(s, k)
    s.declare("military", [k], ring=EARTH)
    hand = len(s.hand)
    act(s, Action("ability", k, -1, 0))
    assert k not in s.play and len(s.hand) == hand + 1


def test_matsu_tsuko_breaks_the_attacked_province_after_winning_with_more_honor(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-tsuko-2"], honor=12)
    m = s.card("matsu-tsuko-2")
    s.state.opp_honor = 10
    s.declare("military", [m], slot=1)
    fire(s, CONTEST_WON, option="military", cards=(m,))
    trigger_card(s, m)
    assert 1 in s.opp_broken
    s2 = scenario(l5r_pool, play=["matsu-tsuko-2"], honor=10)
    m2 = s2.card("matsu-tsuko-2")
    s2.state.opp_honor = 10
    s2.declare("military", [m2], slot=1)
    fire(s2, CONTEST_WON, option="military", cards=(m2,))
    assert s2.pending != "respond" and 1 not in s2.opp_broken

