"""The records of deckcheck/games/l5r/engine/records/core_set/crab.py, one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.l5r.engine import ENGINE, play_rules
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import MIL, POL, abilities, act, legal, on_top, scenario, use, window


INERT = ['borderlands-defender', 'hida-kisada', 'hida-tomonatsu', 'hiruma-ambusher',
    'jade-tetsubo', 'the-mountain-does-not-fall', 'way-of-the-crab',
    'borderlands-fortifications', 'defend-the-wall', 'shiro-nishiyama']

globals().update(record_tests(inert=INERT))


def test_reprieve_keeps_a_character_without_fate_through_the_fate_phase(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"],
                 attach={"reprieve": "doji-whisperer"}, step="fate.begins")
    r, w, scout = s.card("reprieve"), s.card("doji-whisperer"), s.card("cautious-scout")
    assert window(s) == [Action("trigger", r, -1, 0)]
    act(s, Action("trigger", r, -1, 0))
    assert r not in s.attached and r in s.conflict_discard
    assert w in s.play and s.fate_on.get(w, 0) == 0           # after the fate phase
    assert scout not in s.play                                # no Reprieve: discarded


@pytest.mark.parametrize("code", ["doji-whisperer", "eager-scout", "kaiu-envoy"])
def test_text_free_or_keyword_only_characters_are_modeled(code, l5r_pool):
    rec = RECORDS[code]
    assert rec.status == "modeled" and not rec.abilities and rec.note
    s = scenario(l5r_pool, play=[code])
    c = s.card(code)
    kw = s.table.keywords[c]
    assert kw == (frozenset({"courtesy", "sincerity"}) if code == "kaiu-envoy" else frozenset())
    if code == "kaiu-envoy":
        hand, fate = len(s.hand), s.fate
        play_rules.leave_play(s.state, c)
        assert len(s.hand) == hand + 1 and s.fate == fate + 1


def test_watch_commander_is_limited_to_1_per_character(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"],
                 hand=["watch-commander", "watch-commander"], fate=2)
    w, scout = s.card("doji-whisperer"), s.card("cautious-scout")
    wc1, wc2 = s.cards("watch-commander")
    act(s, Action("play", wc1, w))
    assert s.attached[wc1] == w and play_rules.skill(s.state, w, POL) == 3 + 1
    plays = [a for a in legal(s) if a.kind == "play" and a.card == wc2]
    assert Action("play", wc2, scout) in plays and Action("play", wc2, w) not in plays


def test_hida_guardian_gives_2_and_2_per_holding(l5r_pool):
    s = scenario(l5r_pool, play=["hida-guardian", "brash-samurai"],
                 province=["funeral-pyre", "artisan-academy"])
    g, b = s.card("hida-guardian"), s.card("brash-samurai")
    s.declare("military", [g, b])
    assert abilities(s, g) == [Action("ability", g, b, 0)]          # another participant
    use(s, Action("ability", g, b, 0))
    assert play_rules.skill(s.state, b, MIL) == 2 + 4 and play_rules.skill(s.state, b, POL) == 1 + 4
    s2 = scenario(l5r_pool, play=["hida-guardian", "brash-samurai"])
    s2.declare("military", [s2.card("hida-guardian"), s2.card("brash-samurai")])
    assert not abilities(s2, s2.card("hida-guardian"))              # no holding: +0, not offered


def test_hiruma_yojimbo_cannot_be_declared_as_an_attacker(l5r_pool):
    s = scenario(l5r_pool, play=["hiruma-yojimbo", "hida-guardian"])
    y = s.card("hiruma-yojimbo")
    declares = [a for a in legal(s) if a.kind == "declare"]
    assert declares and all(y not in a.cards for a in declares)
    assert all(s.card("hida-guardian") in a.cards for a in declares)


def test_intimidating_hida_makes_the_passing_opponent_lose_1_honor(l5r_pool):
    s = scenario(l5r_pool, play=["intimidating-hida"], step="conflict.begins")
    h = s.card("intimidating-hida")
    before = s.opp_honor
    assert window(s) == [Action("trigger", h, -1, 0)]
    act(s, Action("trigger", h, -1, 0))
    assert s.opp_honor == before - 1 and s.pending == "conflict"


def test_kaiu_shuichi_gains_1_fate_with_a_holding_in_play(l5r_pool):
    s = scenario(l5r_pool, play=["kaiu-shuichi"], province=["funeral-pyre"], fate=0)
    k = s.card("kaiu-shuichi")
    assert not abilities(s, k)                                      # not in a conflict
    s.declare("military", [k])
    use(s, Action("ability", k, -1, 0))
    assert s.fate == 1
    s2 = scenario(l5r_pool, play=["kaiu-shuichi"])
    s2.declare("military", [s2.card("kaiu-shuichi")])
    assert not abilities(s2, s2.card("kaiu-shuichi"))


def test_shrewd_yasuki_keeps_1_of_the_top_2_and_puts_the_other_at_the_bottom(l5r_pool):
    s = scenario(l5r_pool, play=["shrewd-yasuki"], province=["funeral-pyre"],
                 conflict_discard=["jade-tetsubo", "banzai"], fate=1)
    y = s.card("shrewd-yasuki")
    tetsubo, banzai = on_top(s, "jade-tetsubo", "banzai")
    s.declare("political", [y])
    use(s, Action("ability", y, -1, 0))
    assert tetsubo in s.hand or banzai in s.hand
    assert banzai in s.hand                          # the one it can pay for (Tetsubō costs 2)
    assert s.conflict[0] == tetsubo


def test_steadfast_witch_hunter_sacrifices_a_spent_character_to_ready_another(l5r_pool):
    s = scenario(l5r_pool, play=["steadfast-witch-hunter", "doji-whisperer", "hida-guardian"],
                 bowed=["doji-whisperer", "hida-guardian"], fate_on={"hida-guardian": 1})
    h, w, g = (s.card(x) for x in ("steadfast-witch-hunter", "doji-whisperer", "hida-guardian"))
    assert abilities(s, h) == [Action("ability", h, w, 0)]          # only the spent one
    act(s, Action("ability", h, w, 0))
    assert w not in s.play and w in s.dynasty_discard and g not in s.bowed


def test_stoic_gunso_sacrifices_a_spent_character_for_3_military(l5r_pool):
    s = scenario(l5r_pool, play=["stoic-gunso", "doji-whisperer"], bowed=["doji-whisperer"])
    g, w = s.card("stoic-gunso"), s.card("doji-whisperer")
    assert not abilities(s, g)
    s.declare("military", [g])
    use(s, Action("ability", g, w, 0))
    assert w not in s.play and play_rules.skill(s.state, g, MIL) == 2 + 3


def test_vanguard_warrior_sacrificed_when_spent_places_1_fate(l5r_pool):
    s = scenario(l5r_pool, play=["vanguard-warrior", "doji-whisperer"])
    v, w = s.card("vanguard-warrior"), s.card("doji-whisperer")
    assert not abilities(s, v)                       # ready: it may still attack
    s.state.bowed.add(v)
    assert abilities(s, v) == [Action("ability", v, w, 0)]
    act(s, Action("ability", v, w, 0))
    assert v in s.dynasty_discard and s.fate_on[w] == 1


def test_vengeful_berserker_doubles_its_military_when_another_character_leaves(l5r_pool):
    s = scenario(l5r_pool, play=["vengeful-berserker", "doji-whisperer"])
    b, w = s.card("vengeful-berserker"), s.card("doji-whisperer")
    play_rules.leave_play(s.state, w)                     # not during a conflict: nothing
    assert s.pending != "respond"
    s = scenario(l5r_pool, play=["vengeful-berserker", "doji-whisperer"])
    b, w = s.card("vengeful-berserker"), s.card("doji-whisperer")
    s.declare("military", [b])
    play_rules.leave_play(s.state, w)
    assert window(s) == [Action("trigger", b, -1, 0)]
    ENGINE.step(s.state, Action("trigger", b, -1, 0))
    assert play_rules.skill(s.state, b, MIL) == 6


def test_levy_gains_1_fate(l5r_pool):
    s = scenario(l5r_pool, hand=["levy"], play=["doji-whisperer"], fate=0)
    lv = s.card("levy")
    act(s, Action("ability", lv, -1, 0))
    assert s.fate == 1 and lv in s.conflict_discard


def test_rebuild_puts_a_holding_from_the_dynasty_discard_into_a_province(l5r_pool):
    s = scenario(l5r_pool, hand=["rebuild"], play=["doji-whisperer"],
                 dynasty_discard=["funeral-pyre"])
    r, p = s.card("rebuild"), s.card("funeral-pyre")
    old = s.provinces[0]
    dyn = len(s.dynasty)
    act(s, Action("ability", r, p, 0))
    assert s.provinces[0] == (p,) and p not in s.facedown and p not in s.dynasty_discard
    assert len(s.dynasty) == dyn + 1 and old[0] in s.dynasty
    assert not [a for a in legal(s) if a.kind == "ability" and a.card == r]


def test_funeral_pyre_sacrifices_a_spent_character_to_draw(l5r_pool):
    s = scenario(l5r_pool, province=["funeral-pyre"], play=["doji-whisperer", "brash-samurai"],
                 bowed=["doji-whisperer", "brash-samurai"], fate_on={"brash-samurai": 1})
    p, w = s.card("funeral-pyre"), s.card("doji-whisperer")
    assert abilities(s, p) == [Action("ability", p, w, 0)]
    hand = len(s.hand)
    act(s, Action("ability", p, w, 0))
    assert w not in s.play and len(s.hand) == hand + 1
