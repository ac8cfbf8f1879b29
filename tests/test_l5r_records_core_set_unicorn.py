"""The records of deckcheck/games/l5r/engine/records/core_set/unicorn.py, one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, fire, legal, scenario, window


INERT = ['aggressive-moto', 'iuchi-wayfinder', 'shinjo-altansarnai', 'warrior-poet',
    'breakthrough', 'endless-plains']


MISSING = {"meishodo-wielder": ("helps",)}           # one part, leaning "helps"

globals().update(record_tests(inert=INERT, missing=MISSING))


HOLD = "doji-whisperer"      # a character in hand with 1 fate: the window stays open after an


def _with_outpost(pool):
    import l5r_scenario
    base = dict(l5r_scenario.BASE)
    try:
        l5r_scenario.BASE.pop("shizuka-toshi")
        l5r_scenario.BASE["golden-plains-outpost"] = 1
        return scenario(pool, play=["cautious-scout", "doji-whisperer", "border-rider"])
    finally:
        l5r_scenario.BASE.clear()
        l5r_scenario.BASE.update(base)


def test_border_rider_readies_itself(l5r_pool):
    s = scenario(l5r_pool, play=["border-rider"])
    br = s.card("border-rider")
    assert not abilities(s)                                     # ready: nothing to do
    s = scenario(l5r_pool, play=["border-rider"], bowed=["border-rider"])
    br = s.card("border-rider")
    act(s, Action("ability", br, -1, 0))
    assert br not in s.bowed


def test_giver_of_gifts_moves_an_attachment_to_a_ready_attacker(l5r_pool):
    s = scenario(l5r_pool, play=["giver-of-gifts", "doji-whisperer", "cautious-scout"],
                 attach={"fine-katana": "doji-whisperer"})
    g, w, scout, k = (s.card("giver-of-gifts"), s.card("doji-whisperer"),
                      s.card("cautious-scout"), s.card("fine-katana"))
    assert s.attached[k] == w
    assert not abilities(s)                                     # only during a conflict
    s.declare("military", [scout])
    act(s, Action("ability", g, -1, 0))
    assert s.attached[k] == scout and play_rules.skill(s.state, scout, MILITARY) == 4


def test_ide_messenger_spends_1_fate_to_move_a_ready_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["ide-messenger", "doji-whisperer", "cautious-scout"],
                 bowed=["cautious-scout"], fate=2)
    m, w = s.card("ide-messenger"), s.card("doji-whisperer")
    s.declare("political", [m])
    assert [a.target for a in abilities(s)] == [w]              # not the bowed scout
    act(s, Action("ability", m, w, 0))
    assert w in s.attackers and s.fate == 1


def test_ide_trader_gains_fate_once_per_conflict_when_characters_move_in(l5r_pool):
    s = scenario(l5r_pool, play=["ide-trader", "shinjo-outrider"], hand=[HOLD], fate=1)
    t, o = s.card("ide-trader"), s.card("shinjo-outrider")
    s.declare("political", [t])
    act(s, Action("ability", o, -1, 0))                         # the outrider moves in
    assert o in s.attackers
    assert window(s) == [Action("trigger", t, -1, 0), Action("trigger", t, -1, 1)]
    act(s, Action("trigger", t, -1, 0))
    assert s.fate == 2 and s.pending == "conflict_action"       # one of the two, once
    fire(s, "moved_to_conflict", cards=(o,))
    assert s.pending != "respond"                               # once per conflict
    s.state.conflicts += 1                                      # the next conflict
    fire(s, "moved_to_conflict", cards=(o,))
    hand = len(s.hand)
    act(s, Action("trigger", t, -1, 1))
    assert len(s.hand) == hand + 1


def test_moto_horde_takes_weapons_only(l5r_pool):
    s = scenario(l5r_pool, play=["moto-horde"], hand=["fine-katana", "ornate-fan"])
    h, k, f = s.card("moto-horde"), s.card("fine-katana"), s.card("ornate-fan")
    plays = legal(s)
    assert Action("play", k, h) in plays and Action("play", f, h) not in plays


def test_moto_youth_gets_1_military_in_the_military_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["moto-youth"])
    y = s.card("moto-youth")
    assert play_rules.skill(s.state, y, MILITARY) == 2
    s.declare("military", [y])
    assert play_rules.skill(s.state, y, MILITARY) == 3
    s.declare("political", [y])
    assert play_rules.skill(s.state, y, MILITARY) == 2


def test_shinjo_outrider_moves_itself_in_while_the_province_holds(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-outrider", "doji-whisperer"])
    o, w = s.card("shinjo-outrider"), s.card("doji-whisperer")
    s.declare("political", [w])                                 # 3 < 4
    act(s, Action("ability", o, -1, 0))
    assert o in s.attackers
    s = scenario(l5r_pool, play=["shinjo-outrider", "doji-whisperer"], honored=["doji-whisperer"])
    o, w = s.card("shinjo-outrider"), s.card("doji-whisperer")
    s.declare("political", [w])                                 # 3 + 1 glory: enough
    assert not abilities(s)


def test_shinjo_tatsuo_moves_itself_and_the_strongest_other(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-tatsuo", "cautious-scout", "doji-whisperer", "moto-youth"])
    t, scout, y = s.card("shinjo-tatsuo"), s.card("cautious-scout"), s.card("moto-youth")
    s.declare("military", [s.card("doji-whisperer")])
    act(s, Action("ability", t, -1, 0))
    assert t in s.attackers and y in s.attackers and scout not in s.attackers


def test_utaku_infantry_counts_participating_unicorn_characters(l5r_pool):
    s = scenario(l5r_pool, play=["utaku-infantry", "border-rider", "doji-whisperer"])
    i, br, w = s.card("utaku-infantry"), s.card("border-rider"), s.card("doji-whisperer")
    assert play_rules.skill(s.state, i, MILITARY) == 0
    s.declare("military", [i, br, w])
    assert play_rules.skill(s.state, i, MILITARY) == 2 and play_rules.skill(s.state, i, POLITICAL) == 2


def test_utaku_yumino_discards_a_card_for_2_and_2_once_per_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["utaku-yumino"], hand=["fine-katana", "ornate-fan", HOLD], fate=1)
    y = s.card("utaku-yumino")
    s.declare("military", [y], slot=4)                          # the stronghold province: 6
    act(s, Action("ability", y, -1, 0))
    assert play_rules.skill(s.state, y, MILITARY) == 4 and play_rules.skill(s.state, y, POLITICAL) == 4
    assert len(s.hand) == 2 and s.pending == "conflict_action"
    assert not abilities(s)                                     # once per conflict
    s.state.conflicts += 1
    assert abilities(s)


def test_born_in_war_on_cavalry_only_gives_military_per_unclaimed_ring(l5r_pool):
    s = scenario(l5r_pool, play=["border-rider", "doji-whisperer"], hand=["born-in-war"], fate=2)
    br, w, b = s.card("border-rider"), s.card("doji-whisperer"), s.card("born-in-war")
    plays = legal(s)
    assert Action("play", b, br) in plays and Action("play", b, w) not in plays
    act(s, Action("play", b, br))
    assert play_rules.skill(s.state, br, MILITARY) == 2 + 5
    s.state.claimed.add(0)
    assert play_rules.skill(s.state, br, MILITARY) == 2 + 4


def test_favored_mount_bows_to_move_its_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"],
                 attach={"favored-mount": "cautious-scout"})
    w, scout, m = s.card("doji-whisperer"), s.card("cautious-scout"), s.card("favored-mount")
    assert play_rules.skill(s.state, scout, MILITARY) == 3
    s.declare("political", [w])
    act(s, Action("ability", m, -1, 0))
    assert scout in s.attackers and m in s.bowed
    assert RECORDS["favored-mount"].missing[0].lean == "helps"


def test_spyglass_draws_when_its_character_is_declared_or_moves_in(l5r_pool):
    s = scenario(l5r_pool, play=["cautious-scout", "doji-whisperer"],
                 attach={"spyglass": "cautious-scout"})
    scout, g = s.card("cautious-scout"), s.card("spyglass")
    hand = len(s.hand)
    act(s, Action("declare", 0, 0, option="military", cards=(scout,)))
    assert window(s) == [Action("trigger", g, -1, 0)]
    act(s, Action("trigger", g, -1, 0))
    assert len(s.hand) == hand + 1
    fire(s, "moved_to_conflict", cards=(scout,))
    act(s, Action("trigger", g, -1, 1))
    fire(s, "moved_to_conflict", cards=(scout,))                # twice per round
    assert len(s.hand) == hand + 2 and s.pending != "respond"


def test_captive_audience_turns_a_political_conflict_military(l5r_pool):
    s = scenario(l5r_pool, play=["border-rider"], hand=["captive-audience"])
    br, c = s.card("border-rider"), s.card("captive-audience")
    s.declare("political", [br])
    act(s, Action("ability", c, -1, 0))
    assert s.c_type == MILITARY and s.honor == 9
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["captive-audience"])
    s.declare("political", [s.card("doji-whisperer")])
    assert not abilities(s)                                     # political is better


def test_cavalry_reserves_puts_6_cost_of_cavalry_into_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["cautious-scout"], hand=["cavalry-reserves"], fate=3,
                 dynasty_discard=["border-rider", "moto-youth", "shinjo-altansarnai", "utaku-infantry"])
    c = s.card("cavalry-reserves")
    s.declare("military", [s.card("cautious-scout")])
    act(s, Action("ability", c, -1, 0))
    assert s.card("shinjo-altansarnai") in s.attackers and s.card("moto-youth") in s.attackers
    assert s.card("border-rider") in s.dynasty_discard and s.card("utaku-infantry") in s.dynasty_discard
    assert s.fate == 0


def test_i_am_ready_removes_fate_to_ready_a_unicorn_character(l5r_pool):
    s = scenario(l5r_pool, play=["border-rider", "doji-whisperer"], hand=["i-am-ready"],
                 bowed=["border-rider", "doji-whisperer"], fate_on={"border-rider": 1, "doji-whisperer": 1})
    br, w, r = s.card("border-rider"), s.card("doji-whisperer"), s.card("i-am-ready")
    assert Action("ability", r, w, 0) not in legal(s)           # not Unicorn
    act(s, Action("ability", r, br, 0))
    assert br not in s.bowed and s.fate_on.get(br, 0) == 0
    s = scenario(l5r_pool, play=["border-rider", "cautious-scout"], hand=["i-am-ready"],
                 bowed=["border-rider"], fate_on={"border-rider": 1})
    s.declare("military", [s.card("cautious-scout")])
    assert all(a.card != s.card("i-am-ready") for a in abilities(s))   # between conflicts only


def test_way_of_the_unicorn_keeps_the_first_player_token(l5r_pool):
    s = scenario(l5r_pool, hand=["way-of-the-unicorn"], step="regroup.end")
    w = s.card("way-of-the-unicorn")
    assert s.pending == "respond" and not s.first
    act(s, Action("trigger", w, -1, 0))
    assert s.first and w in s.conflict_discard


def test_golden_plains_outpost_bows_to_move_a_cavalry_character_in(l5r_pool):
    t = _with_outpost(l5r_pool)
    sh, scout, w, br = t.table.stronghold, t.card("cautious-scout"), t.card("doji-whisperer"), \
        t.card("border-rider")
    assert t.table.ids[sh] == "golden-plains-outpost"
    t.declare("military", [scout])
    assert [a.target for a in abilities(t)] == [br]             # Cavalry only
    act(t, Action("ability", sh, br, 0))
    assert br in t.attackers and sh in t.bowed and w not in t.attackers
