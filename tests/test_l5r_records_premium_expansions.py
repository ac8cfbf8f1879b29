"""The records first written for the premium expansions (in records/children_of_the_empire.py
and clan_war.py), one test each, on positions built with tests/l5r_scenario.py. The records
added since have their tests in each pack's own test module."""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import AIR, FIRE, MIL, POL, WATER, abilities, act, fire, legal, scenario, use


INERT = ["kiku-matsuri", "vassal-fields", "inscribed-tanto", "illustrious-forge", "proving-ground",
         "true-strike-kenjutsu", "return-the-offense", "try-again-tomorrow", "chancellor-s-aide",
         "kirei-ko", "defend-your-honor", "privileged-position"]

globals().update(record_tests(inert=INERT))


def test_kitsuki_counselor_gets_1_and_1_with_composure(l5r_pool):
    s = scenario(l5r_pool, play=["kitsuki-counselor"])
    c = s.card("kitsuki-counselor")
    assert play_rules.skill(s.state, c, MIL) == 1                          # no bid yet
    s.state.bid = 1
    assert play_rules.skill(s.state, c, MIL) == 2 and play_rules.skill(s.state, c, POL) == 2
    s.state.bid = 3
    assert play_rules.skill(s.state, c, POL) == 1


def test_inventive_mirumoto_plays_an_attachment_from_the_discard_pile(l5r_pool):
    s = scenario(l5r_pool, play=["inventive-mirumoto"], conflict_discard=["fine-katana"], fate=2)
    m, f = s.card("inventive-mirumoto"), s.card("fine-katana")
    assert not abilities(s, m)                                        # water not claimed
    s.state.claimed.add(WATER)
    use(s, Action("ability", m, -1, 0))
    assert s.attached[f] == m and play_rules.skill(s.state, m, MIL) == 1 + 2


def test_isawa_ujina_removes_a_character_without_fate_from_the_game(l5r_pool):
    s = scenario(l5r_pool, play=["isawa-ujina", "doji-whisperer", "brash-samurai"],
                 fate_on={"isawa-ujina": 1})
    w = s.card("doji-whisperer")
    fire(s, "ring_claimed", option="fire")
    assert w in s.play
    fire(s, "ring_claimed", option="void")
    assert w in s.removed and w not in s.play and w not in s.dynasty_discard
    s2 = scenario(l5r_pool, play=["isawa-ujina", "isawa-kaede", "doji-whisperer"],
                  fate_on={"isawa-ujina": 1, "isawa-kaede": 1})
    s2.declare("political", [s2.card("isawa-kaede")])
    fire(s2, "ring_claimed", option="air")                          # Kaede adds void
    assert s2.card("doji-whisperer") in s2.removed


def test_called_to_war_places_1_fate_on_a_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer"], hand=["called-to-war"])
    e, b, w = s.card("called-to-war"), s.card("matsu-berserker"), s.card("doji-whisperer")
    assert Action("ability", e, w, 0) not in legal(s)
    use(s, Action("ability", e, b, 0))
    assert s.fate_on.get(b) == 1


def test_ancestral_shrine_returns_claimed_rings_for_1_honor_each(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["ancestral-shrine"], honor=10)
    a = s.card("ancestral-shrine")
    assert not abilities(s, a)                                   # no claimed ring
    s.state.claimed = {AIR, FIRE}
    act(s, Action("ability", a, -1, 0))
    assert not s.claimed and s.honor == 12


def test_bushido_adherent_honors_a_participant(l5r_pool):
    s = scenario(l5r_pool, play=["bushido-adherent", "doji-whisperer"])
    b, w = s.card("bushido-adherent"), s.card("doji-whisperer")
    s.declare("military", [w])
    assert not abilities(s, b)
    s.declare("military", [b, w])
    act(s, Action("ability", b, w, 0))
    assert s.status.get(w) == 1

