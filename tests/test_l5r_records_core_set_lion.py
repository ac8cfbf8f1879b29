"""The records of deckcheck/games/l5r/engine/records/core_set/lion.py, one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.l5r.engine import play_rules
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import MIL, POL, abilities, act, finish_conflict, fire, legal, scenario, window


INERT = ('deathseeker', 'lion-s-pride-brawler', 'master-of-the-spear', 'ready-for-battle',
    'strength-in-numbers', 'the-art-of-war', 'ikoma-eiji', 'vengeful-oathkeeper')


PLAIN = ('matsu-berserker',)

globals().update(record_tests(inert=INERT, plain=PLAIN))


def test_ikoma_prodigy_gains_1_honor_when_fate_is_placed_on_it(l5r_pool):
    s = scenario(l5r_pool, province=["ikoma-prodigy"], fate=7, step="dynasty.act")
    c = s.card("ikoma-prodigy")
    assert Action("play", c, amount=2) in legal(s)
    act(s, Action("play", c, amount=2))          # cost 1 + 2 fate placed on it
    assert s.fate == 4 and s.fate_on[c] == 2
    assert window(s) == [Action("trigger", c, -1, 0)]
    act(s, Action("trigger", c, -1, 0))
    assert s.honor == 11


def test_akodo_gunso_refills_its_province_face_up(l5r_pool):
    s = scenario(l5r_pool, province=["akodo-gunso"], fate=7, step="dynasty.act")
    g = s.card("akodo-gunso")
    act(s, Action("play", g, amount=0))
    refill = s.provinces[0]
    assert refill and all(c in s.facedown for c in refill)
    act(s, window(s)[0])
    assert s.provinces[0] == refill and not any(c in s.facedown for c in refill)


def test_for_greater_glory_places_fate_on_participating_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "akodo-gunso", "doji-whisperer"],
                 hand=["for-greater-glory"], fate=1)
    b, g, w = s.card("matsu-berserker"), s.card("akodo-gunso"), s.card("doji-whisperer")
    s.declare("military", [b, g, w])
    finish_conflict(s, take=(s.card("for-greater-glory"),))
    assert (s.fate_on.get(b), s.fate_on.get(g), s.fate_on.get(w)) == (1, 1, None)
    assert s.fate == 0


def test_guidance_of_the_ancestors_plays_itself_from_the_discard_pile(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], conflict_discard=["guidance-of-the-ancestors"], fate=1)
    g, w = s.card("guidance-of-the-ancestors"), s.card("doji-whisperer")
    act(s, Action("ability", g, w, 0))
    assert s.attached[g] == w and g not in s.conflict_discard and s.fate == 0
    assert play_rules.skill(s.state, w, POL) == 3 + 1


def test_honored_blade_gains_1_honor_when_its_character_wins(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker"], attach={"honored-blade": "matsu-berserker"})
    b, blade = s.card("matsu-berserker"), s.card("honored-blade")
    s.declare("military", [b])
    finish_conflict(s, take=(blade,))
    assert s.honor == 11


def test_honored_general_honors_itself_and_lifts_other_lion_participants(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-gunso", "cautious-scout"], province=["honored-general"],
                 fate=7, step="dynasty.act")
    hg, g, scout = s.card("honored-general"), s.card("akodo-gunso"), s.card("cautious-scout")
    act(s, Action("play", hg, amount=0))
    act(s, window(s)[0])
    assert s.status[hg] == 1
    s.declare("military", [g, scout])
    assert play_rules.skill(s.state, g, MIL) == 2                        # the general stays home
    s.state.attackers.append(hg)
    assert play_rules.skill(s.state, g, MIL) == 3 and play_rules.skill(s.state, scout, MIL) == 2


def test_kitsu_spiritcaller_brings_a_character_back_into_the_conflict_for_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["kitsu-spiritcaller", "matsu-berserker"], dynasty_discard=["akodo-gunso"])
    k, b, g = s.card("kitsu-spiritcaller"), s.card("matsu-berserker"), s.card("akodo-gunso")
    assert abilities(s, k) == []
    s.declare("military", [b])
    assert abilities(s, k) == [Action("ability", k, g, 0)]
    act(s, Action("ability", k, g, 0))
    assert g in s.attackers and k in s.bowed
    finish_conflict(s)
    assert g not in s.play and s.dynasty[0] == g                   # the bottom of its deck


def test_matsu_beiona_takes_2_fate_with_3_other_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-gunso", "matsu-berserker"], province=["matsu-beiona"],
                 fate=7, step="dynasty.act", honor=12)
    mb = s.card("matsu-beiona")
    act(s, Action("play", mb, amount=0))
    assert s.pending != "respond"                                  # only 2 other Bushi
    s2 = scenario(l5r_pool, play=["akodo-gunso", "matsu-berserker", "obstinate-recruit"],
                  province=["matsu-beiona"], fate=7, step="dynasty.act", honor=12)
    mb = s2.card("matsu-beiona")
    act(s2, Action("play", mb, amount=0))
    act(s2, window(s2)[0])
    assert s2.fate_on[mb] == 2 and s2.fate == 4


def test_obstinate_recruit_leaves_when_the_opponent_is_more_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["obstinate-recruit"], honor=10)
    r = s.card("obstinate-recruit")
    fire(s, "phase_begins", option="conflict")
    assert r in s.play                                             # 10 against 10
    s.state.honor = 9
    fire(s, "phase_ends", option="draw")
    assert r not in s.play and r in s.dynasty_discard


def test_sashimono_goes_on_bushi_and_keeps_them_ready_after_military_conflicts(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer", "akodo-gunso"],
                 attach={"sashimono": "matsu-berserker"}, hand=["sashimono"], fate=2)
    b, w, g = s.card("matsu-berserker"), s.card("doji-whisperer"), s.card("akodo-gunso")
    second = s.card("sashimono", 0)                                # the copy in hand
    assert second in s.hand
    assert Action("play", second, g) in legal(s) and Action("play", second, w) not in legal(s)
    s.declare("military", [b, g])
    finish_conflict(s)
    assert b not in s.bowed and g in s.bowed


def test_staging_ground_turns_two_facedown_cards_face_up(l5r_pool):
    s = scenario(l5r_pool, province=["staging-ground"])
    sg = s.card("staging-ground")
    down = [c for slot in s.provinces[:4] for c in slot if c in s.facedown]
    assert len(down) == 3
    act(s, Action("ability", sg, -1, 0))
    assert len([c for slot in s.provinces[:4] for c in slot if c in s.facedown]) == 1


@pytest.mark.parametrize("honor,stays", [(15, True), (14, False)])
def test_steadfast_samurai_survives_the_fate_phase_5_honor_ahead(l5r_pool, honor, stays):
    s = scenario(l5r_pool, play=["steadfast-samurai"], honor=honor, step="fate.begins")
    c = s.card("steadfast-samurai")
    assert (c in s.play) == stays
    if stays:
        assert s.fate_on.get(c, 0) == 0


def test_venerable_historian_honors_itself_while_more_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["venerable-historian"], honor=11)
    v = s.card("venerable-historian")
    s.declare("political", [v])
    act(s, Action("ability", v, -1, 0))
    assert s.status[v] == 1
    s2 = scenario(l5r_pool, play=["venerable-historian"], honor=10)
    s2.declare("political", [s2.card("venerable-historian")])
    assert abilities(s2, s2.card("venerable-historian")) == []


def test_way_of_the_lion_doubles_a_lion_participant_s_base_military(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "cautious-scout"], hand=["way-of-the-lion"])
    b, scout, wl = s.card("matsu-berserker"), s.card("cautious-scout"), s.card("way-of-the-lion")
    s.declare("military", [b, scout])
    assert abilities(s, wl) == [Action("ability", wl, b, 0)]       # the scout is Crane
    act(s, Action("ability", wl, b, 0))
    assert play_rules.skill(s.state, b, MIL) == 6


def test_yojin_no_shiro_gives_each_attacker_1_military(l5r_pool):
    s = scenario(l5r_pool, play=["yojin-no-shiro", "matsu-berserker", "akodo-gunso", "cautious-scout"],
                 hand=["fine-katana"])                              # the window stays open
    y, b, g, scout = (s.card(x) for x in ("yojin-no-shiro", "matsu-berserker", "akodo-gunso", "cautious-scout"))
    s.declare("military", [b, g])
    act(s, Action("ability", y, -1, 0))
    assert [play_rules.skill(s.state, c, MIL) for c in (b, g, scout)] == [4, 3, 2] and y in s.bowed


def test_stand_your_ground_keeps_the_dearest_honored_character_through_the_fate_phase(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "cautious-scout", "doji-whisperer"],
                 hand=["stand-your-ground"], honored=["cautious-scout", "doji-whisperer"],
                 fate=1, step="fate.begins")
    g, b, scout, w = (s.card(x) for x in ("stand-your-ground", "matsu-berserker", "cautious-scout",
                                          "doji-whisperer"))
    assert window(s) == [Action("trigger", g, -1, 0)]
    act(s, Action("trigger", g, -1, 0))
    assert g in s.conflict_discard
    assert scout in s.play and s.fate_on.get(scout, 0) == 0 and scout not in s.status
    assert w not in s.play and b not in s.play   # one honored character (the dearest) only


def test_stand_your_ground_keeps_no_character_that_is_not_honored(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker"], hand=["stand-your-ground"], fate=1,
                 step="fate.begins")
    assert s.state.pending != "respond"
    assert s.card("matsu-berserker") not in s.play and s.card("stand-your-ground") in s.hand
