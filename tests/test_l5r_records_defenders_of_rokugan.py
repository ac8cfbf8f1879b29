"""The records of deckcheck/games/l5r/engine/records/defenders_of_rokugan.py, one test each
from the printed text, on positions built with tests/l5r_scenario.py."""
from __future__ import annotations


from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, fire, scenario, trigger, use

INERT = ["reinforced-plate", "subterranean-guile", "desolation", "fruitful-respite",
         "the-strength-of-the-mountain", "agasha-hiyori", "hida-o-ushi", "hida-sukune",
         "purifier-apprentice", "shadowlands-hunter", "shinjo-yasamura", "yogo-asami",
         "kansen-haunt", "northern-curtain-wall", "river-of-the-last-stand", "seventh-tower",
         "third-whisker-warrens", "watchtower-of-valor", "kuni-wasteland", "support-of-the-crab",
         "matsu-agetoki"]
MISSING = {"isawa-eju": "helps", "slovenly-scavenger": "helps", "siege-warfare": "helps",
           "daidoji-netsu": "hurts", "kaiu-shihobu": "helps", "kaiu-siege-force": "helps",
           "unyielding-sensei": "helps", "kaiu-forges": "helps"}

globals().update(record_tests(packs=["Defenders of Rokugan"], size=32, inert=INERT,
                             missing=MISSING))


def test_favorable_dealbroker_puts_a_cost_1_character_of_the_dynasty_deck_into_play(l5r_pool):
    s = scenario(l5r_pool, play=["favorable-dealbroker"])
    f = s.card("favorable-dealbroker")
    ones = [c for c in s.dynasty if s.table.cost[c] == 1 and s.table.type[c] == "character"]
    assert ones                                                   # filler "doji-whisperer" costs 1
    fire(s, "enters_play", card=f, option="province")
    trigger(s, Action("trigger", f, -1, 0))
    assert any(c in s.play for c in ones)


def test_moto_eviscerator_loses_1_honor_to_join_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["moto-eviscerator", "doji-whisperer"], honor=10)
    m = s.card("moto-eviscerator")
    assert not abilities(s, m)                                    # no conflict
    s.declare("military", [s.card("doji-whisperer")])
    use(s, Action("ability", m, -1, 0))
    assert m in s.attackers and s.honor == 9


def test_kyuden_hida_plays_a_character_of_the_top_3_dynasty_cards(l5r_pool):
    s = scenario(l5r_pool, play=["kyuden-hida"], fate=5, step="dynasty.act")
    h = s.card("kyuden-hida")
    top = s.dynasty[-3:]
    chars = [c for c in top if s.table.type[c] == "character"]
    assert chars
    act(s, Action("ability", h, -1, 0))
    assert h in s.bowed
    assert sum(1 for c in top if c in s.play) == 1
    assert sum(1 for c in top if c in s.dynasty_discard) == 2
