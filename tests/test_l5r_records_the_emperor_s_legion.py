"""The records added to deckcheck/games/l5r/engine/records/the_emperor_s_legion.py in the card
review, one test each from the printed text (the pack's first records are tested in
tests/test_l5r_records_clan_packs.py)."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from l5r_record_checks import record_tests
from l5r_scenario import finish_conflict, scenario

INERT = ["total-warfare", "kitsuki-kagi", "embrace-death", "akodo-motivator", "insolent-outcast",
         "moto-ariq", "samurai-of-integrity", "shosuro-denmaru", "yasuki-hikaru",
         "support-of-the-lion"]
MISSING = {"tactical-ingenuity": "helps", "honor-in-battle": "helps",
           "right-hand-of-the-emperor": "helps", "caravan-guard": "hurts",
           "doji-kuzunobu": "hurts", "isawa-tsuke": "helps", "voice-of-the-ancestors": "helps"}

globals().update(record_tests(packs=["The Emperor's Legion"], size=27, inert=INERT,
                             missing=MISSING))


def test_tactical_ingenuity_attaches_to_a_commander_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "shosuro-denmaru"], hand=["tactical-ingenuity"])
    hosts = play_rules.attachment_hosts(s.state, s.card("tactical-ingenuity"))
    assert hosts == [s.card("shosuro-denmaru")]


def test_champions_of_yomi_takes_spirit_attachments_only(l5r_pool):
    s = scenario(l5r_pool, play=["champions-of-yomi"], hand=["fine-katana"])
    assert s.card("champions-of-yomi") not in play_rules.attachment_hosts(s.state, s.card("fine-katana"))


def test_hall_of_victories_gives_1_honor_per_conflict_won(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["hall-of-victories"], honor=10)
    s.declare("political", [s.card("doji-whisperer")])
    opp = s.opp_honor
    finish_conflict(s)
    assert s.honor >= 11 and s.opp_honor == opp - 1
