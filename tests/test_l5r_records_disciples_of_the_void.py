"""The records added to deckcheck/games/l5r/engine/records/disciples_of_the_void.py in the
card review, one test each from the printed text (the pack's first records are tested in
tests/test_l5r_records_clan_packs.py)."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import MILITARY
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import fire, scenario, trigger

INERT = ["guardian-kami", "yogo-kikuyo", "doji-shigeru", "fire-tensai-initiate", "isawa-tadaka",
         "kaito-temple-protector", "moto-nergui", "sanpuku-seido", "support-of-the-phoenix"]
MISSING = {"kaito-kosori": "helps", "karmic-twist": "helps", "wholeness-of-the-world": "helps",
           "hida-amoro": "hurts", "inquisitive-ishika": "helps",
           "secluded-shrine": "helps"}

globals().update(record_tests(packs=["Disciples of the Void"], size=27, inert=INERT,
                             missing=MISSING))


def test_favor_of_the_kami_gives_1_glory(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"favor-of-the-kami": "doji-whisperer"})
    w = s.card("doji-whisperer")
    assert play_rules.glory(s.state, w) == l5r_pool.card("doji-whisperer").glory + 1


def test_katana_of_fire_counts_fire_cards_and_the_fire_ring(l5r_pool):
    s = scenario(l5r_pool, play=["agasha-swordsmith", "doomed-shugenja"],
                 attach={"katana-of-fire": "agasha-swordsmith"})
    a = s.card("agasha-swordsmith")
    assert play_rules.skill(s.state, a, MILITARY) == 1 + 3                # 2 Fire characters + itself
    s.state.claimed.add(2)                                               # fire
    assert play_rules.skill(s.state, a, MILITARY) == 1 + 3 + 2
    s2 = scenario(l5r_pool, play=["doji-whisperer"], hand=["katana-of-fire"])
    assert not play_rules.attachment_hosts(s2.state, s2.card("katana-of-fire"))   # no Shugenja


def test_fire_elemental_guard_takes_spells_only(l5r_pool):
    s = scenario(l5r_pool, play=["fire-elemental-guard", "agasha-swordsmith"],
                 hand=["katana-of-fire", "fine-katana"])
    g = s.card("fire-elemental-guard")
    assert g in play_rules.attachment_hosts(s.state, s.card("katana-of-fire"))
    assert g not in play_rules.attachment_hosts(s.state, s.card("fine-katana"))


def test_pacifist_philosopher_gains_fate_for_the_opponents_two_passes(l5r_pool):
    s = scenario(l5r_pool, play=["pacifist-philosopher"], fate=0)
    p = s.card("pacifist-philosopher")
    fire(s, "phase_begins", option="conflict")
    trigger(s, Action("trigger", p, -1, 0))
    fire(s, "phase_ends", option="conflict")
    trigger(s, Action("trigger", p, -1, 1))
    assert s.fate == 2


def test_togashi_tadakatsu_lets_the_opponent_choose_the_element(l5r_pool):
    from deckcheck.games.l5r.engine import conflicts

    def rings(s):
        return {a.target for a in conflicts.actions(s.state) if a.kind == "declare"}
    s = scenario(l5r_pool, play=["doji-whisperer"])
    assert rings(s) == {0, 1, 2, 3, 4}                                # the player chooses
    s = scenario(l5r_pool, play=["doji-whisperer", "togashi-tadakatsu"])
    assert rings(s) == {0}                                            # the opponent: air
    s.state.claimed.add(0)
    assert rings(s) == {1}                                            # earth once air is claimed
