"""The records of deckcheck/games/l5r/engine/records/core_set/phoenix.py, one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import MIL, POL, abilities, act, fire, legal, scenario, stronghold, window


INERT = ('kuroi-mori', 'solemn-scholar', 'adept-of-the-waves', 'meddling-mediator',
    'radiant-orator', 'shiba-yojimbo', 'isawa-masahiro', 'pacifism', 'way-of-the-phoenix',
    'display-of-power')


MISSING = {"young-rumormonger": "helps"}

globals().update(record_tests(inert=INERT, missing=MISSING, plain=["serene-warrior"]))


def test_isawa_mori_seido_bows_for_2_glory_on_an_honored_participant(l5r_pool):
    s, sh = stronghold(l5r_pool, "isawa-mori-seido", play=["doji-whisperer", "cautious-scout"],
                       honored=["doji-whisperer"])
    w, scout = s.card("doji-whisperer"), s.card("cautious-scout")
    assert not abilities(s, sh)                                  # only during a conflict
    s.declare("political", [w, scout])
    assert abilities(s, sh) == [Action("ability", sh, w, 0)]     # the honored participant only
    assert play_rules.skill(s.state, w, POL) == 3 + 1
    act(s, Action("ability", sh, w, 0))
    assert sh in s.bowed and play_rules.glory(s.state, w) == 3
    assert (1, "won", "political", 3 + 3 + 0) in s.events         # honored: + its current glory


def test_shiba_peacemaker_is_never_an_attacker(l5r_pool):
    s = scenario(l5r_pool, play=["shiba-peacemaker", "cautious-scout"])
    p, scout = s.card("shiba-peacemaker"), s.card("cautious-scout")
    declares = [a for a in legal(s) if a.kind == "declare"]
    assert declares and all(p not in a.cards and scout in a.cards for a in declares
                            if a.option == "military")
    s = scenario(l5r_pool, play=["shiba-peacemaker", "yogo-hiroue"])
    p, h = s.card("shiba-peacemaker"), s.card("yogo-hiroue")
    s.declare("political", [h])
    assert not abilities(s, h)                                   # Hiroue cannot move it in


def test_asako_diplomat_honors_a_character_after_it_wins(l5r_pool):
    s = scenario(l5r_pool, play=["asako-diplomat", "doji-whisperer"])
    d, w = s.card("asako-diplomat"), s.card("doji-whisperer")
    fire(s, "contest_won", option="political", amount=2, cards=(w,))
    assert s.pending != "respond"                                # it did not take part
    fire(s, "contest_won", option="political", amount=2, cards=(d,))
    assert Action("trigger", d, w, 0) in window(s)
    act(s, Action("trigger", d, w, 0))
    assert s.status[w] == 1


def test_fearsome_mystic_has_2_more_glory_in_air_conflicts(l5r_pool):
    s = scenario(l5r_pool, play=["fearsome-mystic"], honored=["fearsome-mystic"])
    m = s.card("fearsome-mystic")
    s.declare("political", [m], ring=1)                          # earth
    assert play_rules.skill(s.state, m, POL) == 4 + 1
    s.declare("political", [m], ring=0)                          # air
    assert play_rules.glory(s.state, m) == 3 and play_rules.skill(s.state, m, POL) == 4 + 3


def test_isawa_atsuko_gives_participants_1_1_in_a_void_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["isawa-atsuko", "adept-of-the-waves"])
    a, adept = s.card("isawa-atsuko"), s.card("adept-of-the-waves")
    s.declare("military", [a, adept], ring=0)
    assert not abilities(s, a)                                   # air: not offered
    s.declare("military", [a, adept], ring=4)
    act(s, Action("ability", a, -1, 0))                          # then the conflict resolves
    assert (1, "won", "military", 3 + 1 + 2 + 1) in s.events


def test_shiba_tsukune_resolves_two_unclaimed_rings_when_the_conflict_phase_ends(l5r_pool):
    s = scenario(l5r_pool, play=["shiba-tsukune"], honor=10)
    t = s.card("shiba-tsukune")
    s.state.claimed = {0}                                        # air claimed: fire, earth next
    hand = len(s.hand)
    fire(s, "phase_ends", option="fate")
    assert s.pending != "respond"
    fire(s, "phase_ends", option="conflict")
    act(s, Action("trigger", t, -1, 0))
    assert s.status[t] == 1 and len(s.hand) == hand + 1 and s.honor == 10


def test_forgotten_library_draws_when_the_draw_phase_begins(l5r_pool):
    s = scenario(l5r_pool, province=["forgotten-library"])
    lib = s.card("forgotten-library")
    hand = len(s.hand)
    fire(s, "phase_begins", option="conflict")
    assert s.pending != "respond"
    fire(s, "phase_begins", option="draw")
    act(s, Action("trigger", lib, -1, 0))
    assert len(s.hand) == hand + 1


def test_ishiken_initiate_gets_1_1_per_claimed_ring(l5r_pool):
    s = scenario(l5r_pool, play=["ishiken-initiate"])
    c = s.card("ishiken-initiate")
    assert play_rules.skill(s.state, c, MIL) == 1
    s.state.claimed = {0, 3}
    assert play_rules.skill(s.state, c, MIL) == 3 and play_rules.skill(s.state, c, POL) == 3


def test_seeker_of_knowledge_gives_the_contested_ring_the_air_element(l5r_pool):
    s = scenario(l5r_pool, play=["seeker-of-knowledge", "fearsome-mystic"],
                 honored=["fearsome-mystic"], honor=10)
    k, m = s.card("seeker-of-knowledge"), s.card("fearsome-mystic")
    s.declare("political", [m], ring=4)                          # void, Seeker at home
    assert play_rules.glory(s.state, m) == 1
    s.declare("political", [k, m], ring=4)                       # void and air
    assert play_rules.glory(s.state, m) == 3                          # "during air conflicts"
    act(s, Action("resolve"))
    assert s.pending == "ring"                                   # void alone offers nothing
    assert Action("ring", option="air", amount=0) in legal(s)
    act(s, Action("ring", option="air", amount=0))
    assert s.honor == 12 and 4 in s.claimed                      # the void ring is claimed


def test_magnificent_kimono_gives_its_host_pride(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"],
                 attach={"magnificent-kimono": "doji-whisperer"})
    w, scout = s.card("doji-whisperer"), s.card("cautious-scout")
    fire(s, "contest_won", option="military", amount=2, cards=(scout,))
    assert w not in s.status                                     # the host did not take part
    fire(s, "contest_won", option="political", amount=3, cards=(w,))
    assert s.status[w] == 1
    fire(s, "contest_lost", option="political", amount=0, cards=(w,))
    assert w not in s.status                                     # dishonored: back to ordinary


def test_grasp_of_earth_goes_on_a_shugenja_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "solemn-scholar"], hand=["grasp-of-earth"],
                 fate=3)
    g, scholar = s.card("grasp-of-earth"), s.card("solemn-scholar")
    plays = [a for a in legal(s) if a.kind == "play" and a.card == g]
    assert plays == [Action("play", g, scholar)]


def test_supernatural_storm_gives_x_per_shugenja(l5r_pool):
    s = scenario(l5r_pool, play=["cautious-scout", "solemn-scholar", "adept-of-the-waves"],
                 hand=["supernatural-storm"])
    scout, storm = s.card("cautious-scout"), s.card("supernatural-storm")
    assert not abilities(s, storm)                               # only during a conflict
    s.declare("military", [scout])
    act(s, Action("ability", storm, scout, 0))
    assert play_rules.skill(s.state, scout, MIL) == 2 + 2 and storm in s.conflict_discard
    s = scenario(l5r_pool, play=["cautious-scout"], hand=["supernatural-storm"])
    s.declare("military", [s.card("cautious-scout")])
    assert not abilities(s, s.card("supernatural-storm"))       # no Shugenja: X = 0


def test_against_the_waves_readies_a_bowed_shugenja(l5r_pool):
    s = scenario(l5r_pool, play=["solemn-scholar", "cautious-scout"], hand=["against-the-waves"],
                 bowed=["solemn-scholar", "cautious-scout"], fate=1)
    scholar, atw = s.card("solemn-scholar"), s.card("against-the-waves")
    assert abilities(s, atw) == [Action("ability", atw, scholar, 0)]
    act(s, Action("ability", atw, scholar, 0))
    assert scholar not in s.bowed and s.fate == 0


def test_know_the_world_switches_rings_to_take_the_fate(l5r_pool):
    s = scenario(l5r_pool, hand=["know-the-world"], fate=1)
    k = s.card("know-the-world")
    s.state.claimed = {0}
    s.state.ring_fate = {2: 1, 3: 1}
    assert not abilities(s, k)                                   # 1 fate: not worth its cost
    s.state.ring_fate = {2: 3, 3: 1}
    s.state.c_ring = 2
    assert not abilities(s, k)                                   # the contested ring is not free
    s.state.c_ring = -1
    act(s, Action("ability", k, -1, 0))
    assert s.claimed == {2} and s.fate == 3 and 2 not in s.ring_fate


def test_sincerity_characters_draw_when_they_leave_play(l5r_pool):
    for code in ("naive-student", "bayushi-liar"):
        s = scenario(l5r_pool, play=[code])
        hand = len(s.hand)
        play_rules.leave_play(s.state, s.card(code))
        assert len(s.hand) == hand + 1
        assert RECORDS[code].status == "modeled" and not RECORDS[code].abilities
