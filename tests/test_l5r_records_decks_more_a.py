"""The records of deckcheck/games/l5r/engine/records/decks_more_a.py, one test each, on
positions built with tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from l5r_scenario import abilities, act, fire, legal, scenario, trigger, use, window

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.goldfish.actions import Action

MIL, POL = 1, 2
AIR, EARTH, FIRE, WATER, VOID = range(5)

GROUP = [
    "soul-beyond-reproach", "way-of-the-chrysanthemum", "true-strike-kenjutsu", "emperor-s-summons",
    "isawa-tadaka-2", "clarity-of-purpose", "fushicho", "kyuden-isawa", "called-to-war",
    "prepare-for-war", "kyuden-ikoma", "elegance-and-grace", "festival-for-the-fortunes",
    "return-the-offense", "those-who-serve", "try-again-tomorrow", "benevolent-host",
    "callow-delegate", "chancellor-s-aide", "doji-diplomat", "hantei-sotorii", "bonsai-garden",
    "esteemed-tea-house", "driven-by-courage", "pledge-of-loyalty", "tsuma", "seven-fold-palace",
    "daidoji-yari", "makeshift-war-camp", "feeding-an-army", "ujiaki-s-offer", "ashigaru-levy",
    "commander-of-the-legions", "ikoma-tsanuri", "ikoma-tsanuri-2", "matsu-gohei",
    "dishonorable-assault", "weight-of-duty", "hayaken-no-shiro", "stolen-breath", "shrine-maiden",
    "earth-becomes-sky", "kirei-ko", "oracle-of-stone", "the-path-of-man",
]


def test_every_card_of_the_group_has_a_record(l5r_pool):
    assert len(GROUP) == len(set(GROUP)) == 45
    for code in GROUP:
        assert code in RECORDS, code
        assert RECORDS[code].name == l5r_pool.card(code).name


# -- inert and missing-only records -------------------------------------------------------------
INERT = ["true-strike-kenjutsu", "emperor-s-summons", "kyuden-ikoma", "return-the-offense",
         "try-again-tomorrow", "chancellor-s-aide", "doji-diplomat", "esteemed-tea-house",
         "driven-by-courage", "pledge-of-loyalty", "daidoji-yari", "makeshift-war-camp",
         "feeding-an-army", "ujiaki-s-offer", "ikoma-tsanuri-2", "dishonorable-assault",
         "weight-of-duty", "stolen-breath", "earth-becomes-sky", "kirei-ko"]
MISSING = ["isawa-tadaka-2", "kyuden-isawa", "those-who-serve", "tsuma", "oracle-of-stone"]


@pytest.mark.parametrize("code", INERT)
def test_inert_records_say_why(code):
    rec = RECORDS[code]
    assert rec.status == "inert" and not rec.abilities and len(rec.inert) > 20


@pytest.mark.parametrize("code", MISSING)
def test_missing_only_records_say_what_and_which_way(code):
    rec = RECORDS[code]
    assert rec.status == "missing" and not rec.abilities
    assert {m.lean for m in rec.missing} == {"helps"}


# -- events --------------------------------------------------------------------------------------
def test_soul_beyond_reproach_honors_twice(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], hand=["soul-beyond-reproach"],
                 dishonored=["doji-whisperer"], honored=["cautious-scout"], fate=1)
    e, w, c = s.card("soul-beyond-reproach"), s.card("doji-whisperer"), s.card("cautious-scout")
    assert Action("ability", e, c, 0) not in legal(s)                 # already honored
    use(s, Action("ability", e, w, 0))
    assert s.status[w] == 1 and s.fate == 0


def test_way_of_the_chrysanthemum_gains_the_honor_the_bid_gave(l5r_pool):
    s = scenario(l5r_pool, hand=["way-of-the-chrysanthemum"], fate=2, honor=10, step="draw.bid")
    w = s.card("way-of-the-chrysanthemum")
    act(s, Action("bid", amount=1))                                   # against the opponent's 3
    assert s.honor == 12
    trigger(s, Action("trigger", w, -1, 0))
    assert s.honor == 14 and s.fate == 0
    s2 = scenario(l5r_pool, hand=["way-of-the-chrysanthemum"], fate=2, step="draw.bid")
    act(s2, Action("bid", amount=3))
    assert s2.pending != "respond"


def test_clarity_of_purpose_keeps_a_participant_ready_after_a_political_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["clarity-of-purpose"], fate=1)
    e, w = s.card("clarity-of-purpose"), s.card("doji-whisperer")
    s.declare("military", [w])
    assert not abilities(s, e)
    s.declare("political", [w])
    use(s, Action("ability", e, w, 0))
    act(s, Action("resolve"))
    while s.pending in ("respond", "ring"):
        act(s, Action("decline"))
    assert w not in s.bowed


def test_called_to_war_places_1_fate_on_a_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer"], hand=["called-to-war"])
    e, b, w = s.card("called-to-war"), s.card("matsu-berserker"), s.card("doji-whisperer")
    assert Action("ability", e, w, 0) not in legal(s)
    use(s, Action("ability", e, b, 0))
    assert s.fate_on.get(b) == 1


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


def test_elegance_and_grace_readies_two_honored_characters_up_to_cost_6(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout", "kudaka"],
                 hand=["elegance-and-grace"], bowed=["doji-whisperer", "cautious-scout", "kudaka"],
                 honored=["doji-whisperer", "cautious-scout", "kudaka"], fate=2)
    e = s.card("elegance-and-grace")
    use(s, Action("ability", e, -1, 0))
    ready = {x for x in (s.card("doji-whisperer"), s.card("cautious-scout"), s.card("kudaka"))
             if x not in s.bowed}
    t = s.state.table
    assert len(ready) == 2 and sum(t.cost[x] for x in ready) <= 6
    s2 = scenario(l5r_pool, play=["doji-whisperer"], hand=["elegance-and-grace"],
                  bowed=["doji-whisperer"], fate=2)
    assert not abilities(s2, s2.card("elegance-and-grace"))            # not honored


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


# -- characters ---------------------------------------------------------------------------------
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


def test_callow_delegate_honors_a_character_when_it_leaves_play(l5r_pool):
    s = scenario(l5r_pool, play=["callow-delegate", "doji-whisperer"])
    c, w = s.card("callow-delegate"), s.card("doji-whisperer")
    play_rules.leave_play(s.state, c)
    fire(s, "leaves_play", card=c)
    trigger(s, Action("trigger", c, w, 0))
    assert s.status[w] == 1


def test_hantei_sotorii_gives_an_honored_participant_3_glory(l5r_pool):
    s = scenario(l5r_pool, play=["hantei-sotorii", "doji-whisperer"], honored=["doji-whisperer"])
    h, w = s.card("hantei-sotorii"), s.card("doji-whisperer")
    s.declare("political", [h, w])
    assert not abilities(s, h)
    s.declare("military", [h, w])
    before = play_rules.skill(s.state, w, MIL)
    use(s, Action("ability", h, w, 0))
    assert play_rules.skill(s.state, w, MIL) == before + 3


def test_ashigaru_levy_brings_another_copy(l5r_pool):
    s = scenario(l5r_pool, play=["ashigaru-levy"], dynasty_discard=["ashigaru-levy"])
    a1, a2 = s.cards("ashigaru-levy")
    fire(s, "enters_play", card=a1, option="province")
    trigger(s, Action("trigger", a1, -1, 0))
    assert a2 in s.play and a2 not in s.dynasty_discard


def test_commander_of_the_legions_gives_other_lions_1_military(l5r_pool):
    s = scenario(l5r_pool, play=["commander-of-the-legions", "matsu-berserker", "doji-whisperer"])
    b, w = s.card("matsu-berserker"), s.card("doji-whisperer")
    assert play_rules.skill(s.state, b, MIL) == l5r_pool.card("matsu-berserker").military + 1
    assert play_rules.skill(s.state, w, MIL) == 0
    assert play_rules.skill(s.state, s.card("commander-of-the-legions"), MIL) == 4


@pytest.mark.parametrize("honor,kept", [(15, 2), (14, 1)])
def test_commander_of_the_legions_keeps_fate_on_cheap_lions_5_honor_ahead(l5r_pool, honor, kept):
    s = scenario(l5r_pool, play=["commander-of-the-legions", "akodo-gunso", "ikoma-tsanuri"],
                 fate_on={"commander-of-the-legions": 1, "ikoma-tsanuri": 2}, honor=honor,
                 step="fate.begins")
    t, g, c = s.card("ikoma-tsanuri"), s.card("akodo-gunso"), s.card("commander-of-the-legions")
    assert s.fate_on.get(t, 0) == kept and g not in s.play             # no fate: discarded
    assert c in s.play and s.fate_on.get(c, 0) == 0                     # printed cost 4


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
    act(s, Action("resolve"))
    while s.pending in ("respond", "ring"):
        act(s, Action("decline"))
    assert m not in s.bowed and s.card("akodo-gunso") in s.bowed
    s2 = scenario(l5r_pool, play=["matsu-gohei", "matsu-berserker"])
    m2 = s2.card("matsu-gohei")
    s2.declare("military", [m2, s2.card("matsu-berserker")])
    act(s2, Action("resolve"))
    while s2.pending in ("respond", "ring"):
        act(s2, Action("decline"))
    assert m2 in s2.bowed


def test_shrine_maiden_takes_the_spells_of_the_top_3_cards(l5r_pool):
    s = scenario(l5r_pool, play=["shrine-maiden"], hand=["clarity-of-purpose"])
    m, spell = s.card("shrine-maiden"), s.card("clarity-of-purpose")
    s.hand.remove(spell)
    s.conflict.append(spell)                                           # on top of the deck
    others = s.conflict[-3:-1]
    fire(s, "enters_play", card=m, option="hand")
    trigger(s, Action("trigger", m, -1, 0))
    assert spell in s.hand and all(c in s.conflict_discard for c in others)


# -- holdings and strongholds -----------------------------------------------------------------------
def test_bonsai_garden_gains_1_honor_in_an_air_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["bonsai-garden"], honor=10)
    g, w = s.card("bonsai-garden"), s.card("doji-whisperer")
    s.declare("political", [w], ring=FIRE)
    assert not abilities(s, g)
    s.declare("political", [w], ring=AIR)
    use(s, Action("ability", g, -1, 0))
    assert s.honor == 11


def test_seven_fold_palace_gains_2_honor_after_an_honored_attacker_wins(l5r_pool):
    s = scenario(l5r_pool, play=["seven-fold-palace", "doji-whisperer", "cautious-scout"],
                 honored=["doji-whisperer"])
    p = s.card("seven-fold-palace")
    fire(s, "contest_won", option="military", amount=2, cards=(s.card("cautious-scout"),))
    assert s.pending != "respond"
    fire(s, "contest_won", option="military", amount=2, cards=(s.card("doji-whisperer"),))
    trigger(s, Action("trigger", p, -1, 0))
    assert s.honor == 12 and p in s.bowed


def test_hayaken_no_shiro_readies_a_cheap_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["hayaken-no-shiro", "akodo-gunso", "matsu-berserker"],
                 bowed=["akodo-gunso", "matsu-berserker"])
    h = s.card("hayaken-no-shiro")
    g, b = s.card("akodo-gunso"), s.card("matsu-berserker")
    cheap = [x for x in (g, b) if s.state.table.cost[x] <= 2]
    dear = [x for x in (g, b) if s.state.table.cost[x] > 2]
    for x in dear:
        assert Action("ability", h, x, 0) not in legal(s)
    use(s, Action("ability", h, cheap[0], 0))
    assert cheap[0] not in s.bowed and h in s.bowed
