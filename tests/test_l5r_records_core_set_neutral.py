"""The records of deckcheck/games/l5r/engine/records/core_set/neutral.py, one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, fire, legal, scenario


INERT = ['miya-mystic', 'otomo-courtier', 'seppun-guardsman', 'cloud-the-mind', 'assassination',
    'fallen-in-battle', 'for-shame', 'outwit', 'rout', 'spies-at-court', 'ancestral-lands',
    'entrenched-position', 'elemental-fury', 'night-raid', 'rally-to-the-cause',
    'fertile-fields', 'manicured-garden', 'meditations-on-the-tao', 'shameful-display',
    'pilgrimage', 'keeper-of-air', 'keeper-of-earth', 'keeper-of-fire', 'keeper-of-void',
    'keeper-of-water', 'seeker-of-air', 'seeker-of-earth', 'seeker-of-fire',
    'seeker-of-void', 'seeker-of-water']


MISSING = {"contingency-plan": ("helps",)}           # one part, leaning "helps"

globals().update(record_tests(inert=INERT, missing=MISSING))


HOLD = "doji-whisperer"      # a character in hand with 1 fate: the window stays open after an


def test_imperial_storehouse_sacrificed_draws_a_card(l5r_pool):
    s = scenario(l5r_pool, province=["imperial-storehouse"], fate=0, step="dynasty.act")
    c = s.card("imperial-storehouse")
    hand = len(s.hand)
    act(s, Action("ability", c, -1, 0))
    assert len(s.hand) == hand + 1 and c in s.dynasty_discard
    assert c not in [x for slot in s.provinces for x in slot]      # the province was refilled
    assert s.provinces[0] != ()


def test_banzai_gives_a_participating_character_2_military(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], hand=["banzai"])
    w, scout, b = s.card("doji-whisperer"), s.card("cautious-scout"), s.card("banzai")
    s.declare("military", [scout])
    assert Action("ability", b, scout, 0) in legal(s)
    assert Action("ability", b, w, 0) not in legal(s)               # not participating
    act(s, Action("ability", b, scout, 0))
    from deckcheck.games.l5r.engine import play_rules
    assert play_rules.skill(s.state, scout, 1) == 2 + 2
    assert s.honor == 10                                      # not short: no second +2
    assert b in s.conflict_discard and b not in s.hand


def test_banzai_loses_1_honor_to_resolve_twice_while_the_conflict_is_short(l5r_pool):
    from deckcheck.games.l5r.engine import conflicts, play_rules
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["banzai", "banzai"])
    w, b, b2 = s.card("doji-whisperer"), s.card("banzai"), s.card("banzai", 1)
    s.declare("military", [w])
    assert conflicts.strength(s.state, s.state.c_slot) > 0 + 2   # short after the first +2
    act(s, Action("ability", b, w, 0))
    assert play_rules.skill(s.state, w, 1) == 0 + 2 + 2 and s.honor == 9
    assert Action("ability", b2, w, 0) not in legal(s)         # (Max 1 per conflict)


def test_banzai_keeps_the_last_honor(l5r_pool):
    from deckcheck.games.l5r.engine import play_rules
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["banzai"], honor=1)
    w, b = s.card("doji-whisperer"), s.card("banzai")
    s.declare("military", [w])
    act(s, Action("ability", b, w, 0))
    assert play_rules.skill(s.state, w, 1) == 0 + 2 and s.honor == 1


@pytest.mark.parametrize("code", ["fine-katana", "ornate-fan"])
def test_keyword_only_attachments_are_modeled_by_the_engine(code, l5r_pool):
    rec = RECORDS[code]
    assert rec.status == "modeled" and not rec.abilities and rec.note
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={code: "doji-whisperer"})
    w, a = s.card("doji-whisperer"), s.card(code)
    assert s.table.keywords[a] == frozenset({"restricted"})
    assert play_rules.skill(s.state, w, MILITARY) + play_rules.skill(s.state, w, POLITICAL) == 3 + 2


def test_keeper_initiate_enters_play_with_fate_when_the_role_ring_is_claimed(l5r_pool):
    # the scenario's role is Seeker of Air: its element is air
    s = scenario(l5r_pool, dynasty_discard=["keeper-initiate"])
    k = s.card("keeper-initiate")
    fire(s, "ring_claimed", option="fire")
    assert s.pending != "respond"
    fire(s, "ring_claimed", option="air")
    act(s, Action("trigger", k, -1, 0))
    assert k in s.play and s.fate_on[k] == 1 and k not in s.dynasty_discard
    s = scenario(l5r_pool, province=["keeper-initiate"])
    k = s.card("keeper-initiate")
    fire(s, "ring_claimed", option="air")
    act(s, Action("trigger", k, -1, 1))
    assert k in s.play and s.provinces[0] != (k,) and s.provinces[0]


def test_seeker_initiate_takes_a_card_of_the_top_5_when_the_role_ring_is_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["seeker-initiate"])
    c = s.card("seeker-initiate")
    hand, deck = len(s.hand), len(s.conflict)
    fire(s, "ring_claimed", option="air")
    act(s, Action("trigger", c, -1, 0))
    assert len(s.hand) == hand + 1 and len(s.conflict) == deck - 1


def test_wandering_ronin_removes_fate_for_2_and_2_twice_per_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["wandering-ronin"], fate_on={"wandering-ronin": 3},
                 hand=[HOLD], fate=1)
    r = s.card("wandering-ronin")
    assert not abilities(s)
    s.declare("political", [r])
    act(s, Action("ability", r, -1, 0))                         # 4: enough, no more
    assert play_rules.skill(s.state, r, POLITICAL) == 4 and s.fate_on[r] == 2
    assert s.pending == "conflict_action" and not abilities(s)
    s = scenario(l5r_pool, play=["wandering-ronin"], fate_on={"wandering-ronin": 3},
                 hand=[HOLD], fate=1)
    r = s.card("wandering-ronin")
    s.declare("political", [r], slot=4)                         # the stronghold province: 6
    act(s, Action("ability", r, -1, 0))
    act(s, Action("ability", r, -1, 0))
    assert play_rules.skill(s.state, r, POLITICAL) == 6 and s.fate_on[r] == 1
    s.state.lasting.clear()                                     # short of 6 again
    assert s.pending == "conflict_action" and not abilities(s)  # twice per conflict                                     # twice per conflict


def test_charge_puts_a_province_character_into_the_military_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["cautious-scout"], province=["moto-youth"], hand=["charge"], fate=1)
    y, c = s.card("moto-youth"), s.card("charge")
    s.declare("political", [s.card("cautious-scout")])
    assert not abilities(s)
    s.declare("military", [s.card("cautious-scout")])
    act(s, Action("ability", c, -1, 0))
    assert y in s.attackers and s.fate == 0 and s.provinces[0] and y not in s.provinces[0]


def test_court_games_honors_a_participant_max_once_per_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "doji-whisperer"],
                 hand=["court-games", "court-games", HOLD], fate=1)
    w1, w2 = s.cards("doji-whisperer")[:2]
    c = s.card("court-games")
    s.declare("political", [w1, w2])
    act(s, Action("ability", c, w1, 0))
    assert s.status[w1] == 1 and s.pending == "conflict_action"
    assert not abilities(s)
    s.state.conflicts += 1
    assert Action("ability", s.card("court-games", 1), w2, 0) in abilities(s)


def test_court_games_is_not_used_when_it_can_change_nothing(l5r_pool):
    """Seed 000 (Aktionsfähigkeiten): "Eine Fähigkeit kann nicht initiiert werden ..., falls das
    Abhandeln ihrer Effekte allein nicht die Möglichkeit hat, den Spielstatus zu verändern."
    Every participant already honored: Court Games' only effect would be its per-conflict count,
    which changes nothing, so it is not offered and the limit stays unused."""
    s = scenario(l5r_pool, play=["doji-whisperer", "doji-whisperer"],
                 hand=["court-games", HOLD], fate=1)
    w1, w2 = s.cards("doji-whisperer")[:2]
    s.declare("political", [w1])
    s.status[w1] = 1                                   # honored already
    assert not abilities(s)
    s.status[w1] = 0
    assert [a.target for a in abilities(s)] == [w1]    # and w2, at home, is no choice


def test_good_omen_places_fate_on_a_costly_character_after_a_lower_bid(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-tatsuo", "border-rider"], hand=["good-omen"])
    t, g = s.card("shinjo-tatsuo"), s.card("good-omen")              # not Border Rider (cost 2)
    s.state.bid = 3
    assert not abilities(s)
    s.state.bid = 1
    assert [a.target for a in abilities(s)] == [t]
    act(s, Action("ability", g, t, 0))
    assert s.fate_on[t] == 1


def test_favorable_ground_is_sacrificed_to_move_a_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], province=["favorable-ground"])
    w, scout, f = s.card("doji-whisperer"), s.card("cautious-scout"), s.card("favorable-ground")
    s.declare("political", [w])
    act(s, Action("ability", f, scout, 0))
    assert scout in s.attackers and f in s.dynasty_discard


def test_favorable_ground_moves_home_an_attacker_the_conflict_does_not_need(l5r_pool):
    from deckcheck.games.l5r.engine import conflicts
    s = scenario(l5r_pool, play=["doji-whisperer", "kakita-yoshi", "doji-challenger"],
                 province=["favorable-ground"])
    w, y, c = s.card("doji-whisperer"), s.card("kakita-yoshi"), s.card("doji-challenger")
    f = s.card("favorable-ground")
    s.declare("political", [y])                                 # Yoshi alone is needed
    assert [a for a in abilities(s) if a.card == f and a.amount == 1] == []
    s.declare("political", [w, y, c])
    assert conflicts.strength(s.state, s.state.c_slot) <= 3 + 6  # Whisperer + Yoshi break it
    spare = [a.target for a in abilities(s) if a.card == f and a.amount == 1]
    assert spare and set(spare) <= {w, y, c}
    act(s, Action("ability", f, c, 1))
    assert c not in s.attackers and f in s.dynasty_discard
    conflicts.settle(s.state)
    s.state.c_type = 0
    assert c not in s.bowed                                     # moved home: it stays ready


def test_favorable_ground_keeps_attackers_at_the_stronghold_province(l5r_pool, monkeypatch):
    from deckcheck.games.l5r.engine import conflicts
    from deckcheck.games.l5r.engine.state import SH_SLOT
    s = scenario(l5r_pool, play=["doji-whisperer", "kakita-yoshi", "doji-challenger"],
                 province=["favorable-ground"])
    w, y, c = s.card("doji-whisperer"), s.card("kakita-yoshi"), s.card("doji-challenger")
    f = s.card("favorable-ground")
    monkeypatch.setattr(conflicts, "strength", lambda state, slot: 1)   # any one attacker breaks it
    s.declare("political", [w, y, c], slot=1)
    assert [a for a in abilities(s) if a.card == f and a.amount == 1]
    s.declare("political", [w, y, c], slot=SH_SLOT)               # breaking it wins the game
    assert [a for a in abilities(s) if a.card == f and a.amount == 1] == []
