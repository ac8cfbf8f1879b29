"""The Core Set example records (deckcheck/games/l5r/engine/records/core.py), one test each,
on positions built with tests/l5r_scenario.py."""
from __future__ import annotations

from l5r_scenario import act, fire, legal, scenario, window

from deckcheck.goldfish.actions import Action


def test_ikoma_prodigy_gains_1_honor_when_fate_is_placed_on_it(l5r_pool):
    s = scenario(l5r_pool, province=["ikoma-prodigy"], fate=7, step="dynasty.act")
    c = s.card("ikoma-prodigy")
    assert Action("play", c, amount=2) in legal(s)
    act(s, Action("play", c, amount=2))          # cost 1 + 2 fate placed on it
    assert s.fate == 4 and s.fate_on[c] == 2
    assert window(s) == [Action("trigger", c, -1, 0)]
    act(s, Action("trigger", c, -1, 0))
    assert s.honor == 11


def test_imperial_storehouse_sacrificed_draws_a_card(l5r_pool):
    s = scenario(l5r_pool, province=["imperial-storehouse"], fate=0, step="dynasty.act")
    c = s.card("imperial-storehouse")
    hand = len(s.hand)
    act(s, Action("ability", c, -1, 0))
    assert len(s.hand) == hand + 1 and c in s.dynasty_discard
    assert c not in [x for slot in s.provinces for x in slot]      # the province was refilled
    assert s.provinces[0] != ()


def test_asahina_artisan_bows_to_give_another_crane_character_3_political(l5r_pool):
    s = scenario(l5r_pool, play=["asahina-artisan", "doji-whisperer"])
    artisan, whisperer = s.card("asahina-artisan"), s.card("doji-whisperer")
    assert not [a for a in legal(s) if a.kind == "ability"]         # only during a conflict
    s.declare("political", [whisperer])
    assert Action("ability", artisan, whisperer, 0) in legal(s)
    assert Action("ability", artisan, artisan, 0) not in legal(s)   # another character
    act(s, Action("ability", artisan, whisperer, 0))
    # "resolve" is then the only action left: the conflict resolves with 3 + 3 political
    assert (1, "won", "political", 6) in s.events and artisan in s.bowed
    assert s.pending == "ring"
    act(s, Action("decline"))                                       # the air ring's effect
    from deckcheck.games.l5r.engine import play_rules
    assert play_rules.skill(s.state, whisperer, 2) == 3                  # until the end of the conflict


def test_banzai_gives_a_participating_character_2_military(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], hand=["banzai"])
    w, scout, b = s.card("doji-whisperer"), s.card("cautious-scout"), s.card("banzai")
    s.declare("military", [scout])
    assert Action("ability", b, scout, 0) in legal(s)
    assert Action("ability", b, w, 0) not in legal(s)               # not participating
    act(s, Action("ability", b, scout, 0))
    from deckcheck.games.l5r.engine import play_rules
    assert play_rules.skill(s.state, scout, 1) == 2 + 2
    assert b in s.conflict_discard and b not in s.hand


def test_savvy_politician_honored_honors_another_character(l5r_pool):
    s = scenario(l5r_pool, play=["savvy-politician", "doji-whisperer"])
    sp, w = s.card("savvy-politician"), s.card("doji-whisperer")
    s.state.status[sp] = 1
    fire(s, "honored", card=sp)
    assert Action("trigger", sp, w, 0) in window(s)
    act(s, Action("trigger", sp, w, 0))
    assert s.status[w] == 1


def test_doji_hotaru_resolves_the_claimed_ring_again_in_a_political_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-hotaru"], honor=10)
    h = s.card("doji-hotaru")
    act(s, Action("declare", 0, 0, option="political", cards=(h,)))   # 6 political: broken
    act(s, Action("ring", option="air", amount=0))                      # +2 honor
    assert s.honor == 12 and s.pending == "respond"                     # the ring is claimed
    act(s, Action("trigger", h, -1, 0))                                 # air again: +2
    assert s.honor == 14 and 0 in s.claimed
    # in a military conflict it does not trigger
    s = scenario(l5r_pool, play=["doji-hotaru"], honor=10)
    h = s.card("doji-hotaru")
    act(s, Action("declare", 0, 0, option="military", cards=(h,)))
    act(s, Action("ring", option="air", amount=0))
    assert s.honor == 12 and s.pending != "respond"


def test_every_record_names_a_card_of_the_pool(l5r_pool):
    from deckcheck.games.l5r.engine.records import RECORDS

    for code, rec in RECORDS.items():
        card = l5r_pool.card(code)
        assert card is not None and card.name == rec.name, code
