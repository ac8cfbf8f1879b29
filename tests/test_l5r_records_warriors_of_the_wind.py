"""The records of deckcheck/games/l5r/engine/records/warriors_of_the_wind.py, one test each
from the printed text, on positions built with tests/l5r_scenario.py."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import act, finish_conflict, fire, legal, scenario, trigger, use

INERT = ["ikoma-anakazu", "agasha-taiko", "kaito-nobukai", "shosuro-hyobu", "khan-s-ordu",
         "support-of-the-unicorn"]
MISSING = {"compass": "helps", "ring-of-binding": "helps", "visiting-advisor": "helps",
           "trading-on-the-sand-road": "helps", "warriors-of-the-wind": "helps",
           "ivory-kingdoms-unicorn": "helps", "saadiyah-al-mozedu": "helps",
           "young-warrior": "hurts", "utaku-battle-steed": "helps"}

globals().update(record_tests(packs=["Warriors of the Wind"], size=28, inert=INERT,
                             missing=MISSING, partly=["utaku-battle-steed"]))


def test_curved_blade_gives_2_more_military_while_attacking_and_only_to_unicorn(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-outrider", "doji-whisperer"], attach={"curved-blade": "shinjo-outrider"})
    b, o = s.card("curved-blade"), s.card("shinjo-outrider")
    assert play_rules.skill(s.state, o, MILITARY) == 2 + 1                  # "curved-blade" at home
    s.declare("military", [o])
    assert play_rules.skill(s.state, o, MILITARY) == 2 + 1 + 2
    hosts = play_rules.attachment_hosts(s.state, b)
    assert o in hosts and s.card("doji-whisperer") not in hosts


def test_utaku_battle_steed_honors_its_character_after_a_military_win(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-outrider"], attach={"utaku-battle-steed": "shinjo-outrider"})
    u, o = s.card("utaku-battle-steed"), s.card("shinjo-outrider")
    fire(s, "contest_won", option="political", cards=(o,))
    assert s.pending != "respond"
    fire(s, "contest_won", option="military", cards=(o,))
    trigger(s, Action("trigger", u, -1, 0))
    assert s.status.get(o) == 1


def test_shinomen_wayfinders_takes_weapons_only(l5r_pool):
    s = scenario(l5r_pool, play=["shinomen-wayfinders"], hand=["ornate-fan", "curved-blade"])
    w = s.card("shinomen-wayfinders")
    assert w not in play_rules.attachment_hosts(s.state, s.card("ornate-fan"))
    assert w in play_rules.attachment_hosts(s.state, s.card("curved-blade"))


def test_speak_to_the_heart_counts_the_opponents_faceup_provinces(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-outrider"], hand=["speak-to-the-heart"])
    e, o = s.card("speak-to-the-heart"), s.card("shinjo-outrider")
    s.declare("political", [o])
    assert not [a for a in legal(s) if a.card == e]                       # none face up
    s.state.opp_revealed.update({0, 1, 4})                               # the stronghold does not count
    use(s, Action("ability", e, o, 0))
    assert play_rules.skill(s.state, o, POLITICAL) == 2 + 2                # printed 2


def test_spoils_of_war_draws_3_and_discards_1_after_a_military_win(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-outrider"], hand=["spoils-of-war", "ornate-fan"])
    e, o = s.card("spoils-of-war"), s.card("shinjo-outrider")
    fire(s, "contest_won", option="political", cards=(o,))
    assert s.pending != "respond"
    fire(s, "contest_won", option="military", cards=(o,))
    hand = len(s.hand)
    trigger(s, Action("trigger", e, -1, 0))
    assert len(s.hand) == hand - 1 + 3 - 1 and e in s.conflict_discard


def test_aranat_gets_1_fate_per_facedown_province_after_it_is_played(l5r_pool):
    s = scenario(l5r_pool, play=["aranat"])
    a = s.card("aranat")
    s.state.opp_revealed.add(2)
    fire(s, "enters_play", card=a, option="put")
    assert s.pending != "respond"                                         # put, not played
    fire(s, "enters_play", card=a, option="province")
    trigger(s, Action("trigger", a, -1, 0))
    assert s.fate_on.get(a) == 4                                          # 5 provinces, 1 face up


def test_hida_tsuru_gets_1_and_1_per_character_moved_in(l5r_pool):
    s = scenario(l5r_pool, play=["hida-tsuru", "doji-whisperer"])
    h, w = s.card("hida-tsuru"), s.card("doji-whisperer")
    s.declare("military", [h])
    fire(s, "moved_to_conflict", cards=(w,))
    trigger(s, Action("trigger", h, -1, 0))
    fire(s, "moved_to_conflict", cards=(w,))
    trigger(s, Action("trigger", h, -1, 0))                               # unlimited
    assert play_rules.skill(s.state, h, MILITARY) == 4 + 2


def test_iuchi_daiyu_gives_1_military_per_faceup_province(l5r_pool):
    s = scenario(l5r_pool, play=["iuchi-daiyu", "shinjo-outrider"])
    d, o = s.card("iuchi-daiyu"), s.card("shinjo-outrider")
    s.declare("military", [o], slot=0)
    s.state.opp_revealed.update({0, 1})
    act(s, Action("ability", d, o, 0))
    assert play_rules.skill(s.state, o, MILITARY) == 2 + 2


def test_iuchi_farseer_reveals_a_facedown_province_of_the_opponent(l5r_pool):
    s = scenario(l5r_pool, play=["iuchi-farseer"])
    f = s.card("iuchi-farseer")
    s.state.opp_revealed.add(0)
    fire(s, "enters_play", card=f, option="province")
    trigger(s, Action("trigger", f, -1, 0))
    assert s.opp_revealed == {0, 1}


def test_kakita_ryoku_honors_a_character_while_the_player_holds_the_favor(l5r_pool):
    s = scenario(l5r_pool, play=["kakita-ryoku", "doji-whisperer"])
    k, w = s.card("kakita-ryoku"), s.card("doji-whisperer")
    fire(s, "phase_begins", option="conflict")
    assert s.pending != "respond"
    s.state.favor = POLITICAL
    fire(s, "phase_begins", option="conflict")
    trigger(s, Action("trigger", k, w, 0))
    assert s.status.get(w) == 1


def test_moto_chagatai_does_not_bow_when_the_province_breaks(l5r_pool):
    s = scenario(l5r_pool, play=["moto-chagatai", "shinjo-outrider"])
    m, o = s.card("moto-chagatai"), s.card("shinjo-outrider")
    s.declare("military", [m, o])                                         # 6 + 2 >= 4: breaks
    finish_conflict(s)
    assert 0 in s.opp_broken and m not in s.bowed and o in s.bowed
    s2 = scenario(l5r_pool, play=["moto-chagatai"])
    m2 = s2.card("moto-chagatai")
    s2.state.opp_broken.append(0)                                         # a stronghold attack
    s2.declare("political", [m2], slot=1)                                 # 3 < 4: nothing breaks
    finish_conflict(s2)
    assert m2 in s2.bowed


def test_shinjo_trailblazer_gets_2_and_2_when_the_attack_reveals_a_province(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-trailblazer"], step="conflict.declare")
    t = s.card("shinjo-trailblazer")
    act(s, Action("declare", 0, 0, option="military", cards=(t,)))
    assert 0 in s.opp_revealed
    trigger(s, Action("trigger", t, -1, 0))
    assert play_rules.skill(s.state, t, MILITARY) == 2 + 2


def test_wild_stallion_moves_itself_and_another_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["wild-stallion", "shinjo-outrider", "doji-whisperer"])
    w, o = s.card("wild-stallion"), s.card("shinjo-outrider")
    s.declare("military", [s.card("doji-whisperer")])
    use(s, Action("ability", w, -1, 0))
    assert w in s.attackers and o in s.attackers


def test_shiro_shinjo_gains_1_fate_per_faceup_province_in_the_dynasty_phase(l5r_pool):
    s = scenario(l5r_pool, play=["shiro-shinjo"], fate=0)              # as a card in play
    h = s.card("shiro-shinjo")
    fire(s, "phase_begins", option="dynasty")
    assert s.pending != "respond"                                         # none face up yet
    s.state.opp_revealed.update({0, 1, 4})
    fire(s, "phase_begins", option="conflict")
    assert s.pending != "respond"
    fire(s, "phase_begins", option="dynasty")
    trigger(s, Action("trigger", h, -1, 0))
    assert s.fate == 2 and h in s.bowed
