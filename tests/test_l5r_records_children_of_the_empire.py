"""The records added to deckcheck/games/l5r/engine/records/children_of_the_empire.py in the
card review, one test each from the printed text (the pack's first records are tested in
tests/test_l5r_records_premium_expansions.py)."""
from __future__ import annotations

import pytest

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, finish_conflict, fire, scenario, trigger, use

INERT = ["hantei-xxxviii", "unmatched-expertise",
         "guardian-of-virtue", "shinjo-ambusher", "challenge-on-the-fields", "civil-discourse",
         "hand-to-hand", "in-defense-of-rokugan", "magnificent-triumph", "miyako-s-undertaking",
         "severed-from-the-stream", "stay-your-hand", "storied-defeat", "the-fires-of-justice",
         "akodo-toturi-2", "attendant-to-the-emperor", "courtly-challenger", "ichigenkin-soloist",
         "kakita-toshimoko", "midnight-prowler", "mirumoto-hitomi", "paragon-of-grace",
         "righteous-magistrate", "sage-of-gisei-toshi", "seppun-hidden-guard", "shiotome-heroine",
         "siege-captain", "heavy-ballista", "kakita-dojo", "mirumoto-dojo", "midnight-revels",
         "temple-of-the-dragons"]
MISSING = {"jewel-of-the-khamasin": "helps", "mirumoto-daisho": "hurts", "unveiled-destiny": "helps",
           "karmic-balance": "helps", "leniency": "helps", "prayers-to-ebisu": "helps",
           "smuggling-deal": "helps", "subdue-the-spirits": "helps", "unmask": "helps",
           "warm-welcome": "helps", "fire-tensai-acolyte": "hurts", "humble-magistrate": "hurts",
           "matsu-tsuko": "helps", "social-puppeteer": "helps",
           "student-of-war": "helps", "utaku-kamoko": "helps", "yasuki-procurer": "helps",
           "miya-library": "helps", "solitary-strength": "hurts"}

globals().update(record_tests(packs=["Children of the Empire"], size=80, inert=INERT,
                             missing=MISSING, partly=["solitary-strength"]))


@pytest.mark.parametrize("code, trait", [("honed-nodachi", "bushi"), ("iaijutsu-master", "duelist"),
                                         ("infiltrator-s-tools", "shinobi")])
def test_attachments_that_need_a_trait(l5r_pool, code, trait):
    host = {"bushi": "matsu-berserker", "duelist": "kakita-toshimoko", "shinobi": "adept-of-shadows"}[trait]
    s = scenario(l5r_pool, play=["doji-whisperer", host], hand=[code])
    assert play_rules.attachment_hosts(s.state, s.card(code)) == [s.card(host)]


def test_solitary_strength_gains_1_honor_after_its_character_wins(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"solitary-strength": "doji-whisperer"},
                 honor=10)
    a, w = s.card("solitary-strength"), s.card("doji-whisperer")
    fire(s, "contest_won", option="political", cards=(w,))
    trigger(s, Action("trigger", a, -1, 0))
    assert s.honor == 11


def test_kujira_s_hireling_buys_1_and_1_for_1_fate_unlimited(l5r_pool):
    s = scenario(l5r_pool, play=["kujira-s-hireling"], fate=2)
    k = s.card("kujira-s-hireling")
    s.declare("military", [k])
    use(s, Action("ability", k, -1, 0))
    use(s, Action("ability", k, -1, 0))
    assert play_rules.skill(s.state, k, MILITARY) == 1 + 2 and s.fate == 0


def test_gift_of_amaterasu_honors_after_a_win_by_5(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["gift-of-amaterasu"], fate=1)
    e, w = s.card("gift-of-amaterasu"), s.card("doji-whisperer")
    fire(s, "contest_won", option="military", amount=4, cards=(w,))
    assert s.pending != "respond"
    fire(s, "contest_won", option="military", amount=5, cards=(w,))
    trigger(s, Action("trigger", e, w, 0))
    assert s.status.get(w) == 1


def test_glorious_victory_honors_each_character_after_a_military_break(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer"], hand=["glorious-victory"], fate=3)
    e = s.card("glorious-victory")
    s.declare("military", [s.card("matsu-berserker")])
    fire(s, "province_broken", card=0)
    trigger(s, Action("trigger", e, -1, 0))
    assert s.status.get(s.card("matsu-berserker")) == 1 and s.status.get(s.card("doji-whisperer")) == 1


def test_composure_challengers_and_honor_comparisons(l5r_pool):
    s = scenario(l5r_pool, play=["aspiring-challenger", "honest-challenger", "sincere-challenger",
                                 "daring-challenger", "ikoma-orator"], honor=10)
    a, h, si, d, o = (s.card(x) for x in ("aspiring-challenger", "honest-challenger",
                                          "sincere-challenger", "daring-challenger", "ikoma-orator"))
    s.state.bid = 5                                                      # no composure
    assert play_rules.glory(s.state, a) == 1 and play_rules.skill(s.state, h, MILITARY) == 2
    s.state.bid = 1                                                      # composure
    assert play_rules.glory(s.state, a) == 3 and play_rules.skill(s.state, h, MILITARY) == 4
    assert play_rules.skill(s.state, si, POLITICAL) == 2 + 2
    s.state.opp_honor = 11
    assert play_rules.skill(s.state, d, MILITARY) == 3 and play_rules.skill(s.state, o, POLITICAL) == 1
    s.state.opp_honor = 9
    assert play_rules.skill(s.state, d, MILITARY) == 2 and play_rules.skill(s.state, o, POLITICAL) == 3


def test_hantei_xxxviii_takes_no_attachments(l5r_pool):
    s = scenario(l5r_pool, play=["hantei-xxxviii"], hand=["fine-katana"])
    assert not play_rules.attachment_hosts(s.state, s.card("fine-katana"))


def test_hida_yakamo_does_not_bow_in_military_conflicts_while_less_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["hida-yakamo"], honor=5)
    y = s.card("hida-yakamo")
    s.state.opp_honor = 11
    s.declare("military", [y], slot=0)
    finish_conflict(s)
    assert y not in s.bowed
    s2 = scenario(l5r_pool, play=["hida-yakamo"], honor=15)
    s2.state.opp_honor = 11
    s2.declare("military", [s2.card("hida-yakamo")], slot=0)
    finish_conflict(s2)
    assert s2.card("hida-yakamo") in s2.bowed


def test_ide_negotiator_raises_the_bid(l5r_pool):
    s = scenario(l5r_pool, play=["ide-negotiator"], honor=12)
    s.state.bid = 2
    fire(s, "dials_revealed", amount=2)
    assert s.bid == 3


def test_loyal_challenger_gains_1_honor_after_it_wins(l5r_pool):
    s = scenario(l5r_pool, play=["loyal-challenger"], honor=10)
    c = s.card("loyal-challenger")
    s.declare("political", [c])
    fire(s, "contest_won", option="political", amount=3, cards=(c,))
    assert s.honor == 11


def test_outskirts_sentry_honors_a_participant_after_a_move_in(l5r_pool):
    s = scenario(l5r_pool, play=["outskirts-sentry", "doji-whisperer"])
    o, w = s.card("outskirts-sentry"), s.card("doji-whisperer")
    s.declare("military", [o, w])
    fire(s, "moved_to_conflict", cards=(w,))
    trigger(s, Action("trigger", o, w, 0))
    assert s.status.get(w) == 1


def test_tranquil_philosopher_moves_ring_fate_and_gains_1_honor(l5r_pool):
    s = scenario(l5r_pool, play=["tranquil-philosopher"], honor=10)
    p = s.card("tranquil-philosopher")
    s.state.ring_fate = {}
    assert not abilities(s, p)
    s.state.ring_fate = {0: 1, 1: 2}
    use(s, Action("ability", p, -1, 0))
    assert s.honor == 11 and sum(s.ring_fate.values()) == 3 and s.ring_fate.get(0, 0) == 0


def test_tactician_s_camp_gives_honored_characters_1_military(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "matsu-berserker"], province=["tactician-s-camp"],
                 honored=["matsu-berserker"])
    b, w = s.card("matsu-berserker"), s.card("doji-whisperer")
    base = l5r_pool.card("matsu-berserker").military + l5r_pool.card("matsu-berserker").glory
    assert play_rules.skill(s.state, b, MILITARY) == base + 1
    assert play_rules.skill(s.state, w, MILITARY) == l5r_pool.card("doji-whisperer").military


def test_shosuro_hametsu_takes_a_poison_card_for_1_honor(l5r_pool):
    s = scenario(l5r_pool, play=["shosuro-hametsu"], honor=12, fate=3)
    h = s.card("shosuro-hametsu")
    assert not abilities(s, h)                                          # no Poison in the deck
    s2 = scenario(l5r_pool, play=["shosuro-hametsu"], conflict_discard=["stolen-breath"], honor=12)
    p = s2.card("stolen-breath")
    s2.state.conflict_discard.remove(p)
    s2.state.conflict.insert(0, p)
    act(s2, Action("ability", s2.card("shosuro-hametsu"), -1, 0))
    assert p in s2.hand and s2.honor == 11


@pytest.mark.parametrize("code, keyword", [("honorable-challenger", "pride"),
                                           ("prudent-challenger", "courtesy")])
def test_challengers_keep_their_keyword(l5r_pool, code, keyword):
    s = scenario(l5r_pool, play=[code])
    assert keyword in s.table.keywords[s.card(code)]
