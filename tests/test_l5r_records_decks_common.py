"""The records of the non-Core-Set cards of the test decks
(deckcheck/games/l5r/engine/records/decks_common.py), one test each, on positions built with
tests/l5r_scenario.py; and the engine's Rally and province refill size they rely on."""
from __future__ import annotations

from collections import Counter

import pytest
from l5r_scenario import (BASE, FILLER_CONFLICT, FILLER_DYNASTY, abilities, act, fire, legal, scenario,
                          trigger, use, window)

from deckcheck.games.l5r.engine import ENGINE, rings, play_rules, table_for
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.goldfish import piles
from deckcheck.goldfish.actions import Action

MIL, POL = 1, 2
AIR, EARTH, FIRE, WATER, VOID = range(5)

GROUP = [
    "the-stone-of-sorrows", "written-in-the-stars", "jade-masterpiece", "censure", "goblin-sneak",
    "embrace-the-void", "consumed-by-five-fires", "bayushi-shoju-2", "doji-hotaru-2", "ofushikai",
    "asako-tsuki", "isawa-kaede", "isawa-ujina", "feral-ningyo", "kiku-matsuri", "vassal-fields",
    "benten-s-touch", "game-of-sadane", "ethereal-dreamer", "the-imperial-palace",
    "prodigy-of-the-waves", "chikai-order-protector", "adopted-kin", "stoic-rival",
    "keen-warrior", "solitary-hero", "elegant-tessen", "finger-of-jade", "agasha-sumiko-2",
    "inscribed-tanto", "kitsuki-yuikimi", "tetsubo-of-blood", "hiruma-skirmisher",
    "illustrious-forge", "kitsuki-counselor", "inventive-mirumoto", "pathfinder-s-blade",
    "riot-in-the-streets", "iron-mountain-castle", "mountaintop-statuary",
    "two-heavens-technique", "city-of-the-rich-frog", "a-season-of-war", "forebearer-s-echoes",
    "a-perfect-cut", "make-your-case", "before-the-throne", "iron-crane-legion",
    "in-service-to-my-lord", "proving-ground", "honored-veterans", "kudaka",
]


def finish(s) -> None:
    """Resolve the conflict in progress (declining the ring's effect)."""
    use(s, Action("resolve"))
    if s.pending == "ring":
        use(s, Action("decline"))


def plays(s, c: int) -> list[Action]:
    return [a for a in legal(s) if a.kind == "play" and a.card == c]


# -- the group is complete ---------------------------------------------------------------------
def test_every_card_of_the_group_has_a_record(l5r_pool):
    assert len(GROUP) == len(set(GROUP)) == 52
    for code in GROUP:
        assert code in RECORDS, code
        assert RECORDS[code].name == l5r_pool.card(code).name


# -- inert and missing-only records -------------------------------------------------------------
INERT = ["the-stone-of-sorrows", "censure", "consumed-by-five-fires", "kiku-matsuri",
         "vassal-fields", "game-of-sadane", "chikai-order-protector", "stoic-rival",
         "keen-warrior", "solitary-hero", "finger-of-jade", "inscribed-tanto", "kitsuki-yuikimi",
         "hiruma-skirmisher", "illustrious-forge", "pathfinder-s-blade", "riot-in-the-streets",
         "make-your-case", "before-the-throne", "proving-ground", "isawa-kaede"]
MISSING = {"honored-veterans": "helps",
           "a-season-of-war": "helps"}


@pytest.mark.parametrize("code", INERT)
def test_inert_records_say_why(code):
    rec = RECORDS[code]
    assert rec.status == "inert" and not rec.abilities and len(rec.inert) > 20


@pytest.mark.parametrize("code", sorted(MISSING))
def test_missing_only_records_say_what_and_which_way(code):
    rec = RECORDS[code]
    assert rec.status == "missing" and not rec.abilities
    assert {m.lean for m in rec.missing} == {MISSING[code]}


# -- engine: Rally, refill size ------------------------------------------------------------------
def test_rally_adds_the_top_dynasty_card_faceup_when_revealed(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["stoic-rival"])
    r = s.card("stoic-rival")
    s.state.facedown.add(r)
    top = s.dynasty[-1]
    play_rules.reveal(s.state, 0)
    assert s.provinces[0] == (r, top) and top not in s.facedown and r not in s.facedown


def test_city_of_the_rich_frog_is_filled_to_3_cards(l5r_pool):
    deck = Counter(BASE) - Counter({"shameful-display": 1}) + Counter({"city-of-the-rich-frog": 1})
    for i in range(10):
        deck[FILLER_DYNASTY[i % 2]] += 1
        deck[FILLER_CONFLICT[i % 2]] += 1
    state = ENGINE.start(table_for(l5r_pool, dict(deck)), 3)
    t = state.table
    frog = state.province_card.index(next(p for p in t.provinces if t.ids[p] == "city-of-the-rich-frog"))
    assert frog != 4
    assert [len(state.provinces[i]) for i in range(4)] == [3 if i == frog else 1 for i in range(4)]
    for c in list(state.provinces[frog]):               # emptied: refilled to 3 again
        piles.take(state.provinces, frog, c)
    play_rules.refill(state, frog)
    assert len(state.provinces[frog]) == 3


# -- Dragon --------------------------------------------------------------------------------------
def test_written_in_the_stars_puts_1_fate_on_each_ring_without_fate(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["written-in-the-stars"], fate=3)
    w = s.card("written-in-the-stars")
    s.state.ring_fate.update({AIR: 2, FIRE: 1, EARTH: 1})
    use(s, Action("ability", w, -1, 0))
    assert s.ring_fate == {AIR: 2, FIRE: 1, EARTH: 1, WATER: 1, VOID: 1} and s.fate == 2
    s2 = scenario(l5r_pool, play=["doji-whisperer"], hand=["written-in-the-stars"], fate=3)
    s2.state.ring_fate.update({AIR: 1, FIRE: 1, EARTH: 1, WATER: 1})
    assert not abilities(s2, s2.card("written-in-the-stars"))        # 1 ring only: no gain


def test_jade_masterpiece_gathers_ring_fate_on_the_next_contested_ring(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"jade-masterpiece": "doji-whisperer"})
    j = s.card("jade-masterpiece")
    assert not abilities(s, j)                                        # no fate on the rings
    s.state.ring_fate.update({AIR: 2, WATER: 1})
    use(s, Action("ability", j, -1, 0))
    assert s.ring_fate.get(AIR) == 3 and not s.ring_fate.get(WATER) and j in s.bowed
    assert not abilities(s, j)


def test_adopted_kin_gives_the_host_s_other_attachments_ancestral(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"],
                 attach={"fine-katana": "doji-whisperer", "adopted-kin": "doji-whisperer",
                         "ornate-fan": "cautious-scout"})
    k, f, o = s.card("adopted-kin"), s.card("fine-katana"), s.card("ornate-fan")
    play_rules.leave_play(s.state, s.card("doji-whisperer"))
    assert f in s.hand and k in s.conflict_discard                    # not Kin itself
    play_rules.leave_play(s.state, s.card("cautious-scout"))
    assert o in s.conflict_discard                                    # no Kin there
    s2 = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"],
                  hand=["adopted-kin"], attach={"adopted-kin": "doji-whisperer"}, fate=1)
    k1, k2 = s2.cards("adopted-kin")
    hosts = [a.target for a in plays(s2, k2 if k2 in s2.hand else k1)]
    assert s2.card("cautious-scout") in hosts and s2.card("doji-whisperer") not in hosts


def test_agasha_sumiko_makes_a_more_honorable_opponent_lose_2_honor(l5r_pool):
    s = scenario(l5r_pool, play=["agasha-sumiko-2"], honor=8, step="fate.begins")
    a = s.card("agasha-sumiko-2")
    assert a in s.dynasty_discard and s.pending == "respond"
    before = s.opp_honor
    trigger(s, Action("trigger", a, -1, 0))
    assert s.opp_honor == before - 2
    s2 = scenario(l5r_pool, play=["agasha-sumiko-2"], honor=12, step="fate.begins")
    assert s2.card("agasha-sumiko-2") in s2.dynasty_discard and s2.pending != "respond"


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


def test_iron_mountain_castle_reduces_an_attachment_and_holds_3_restricted(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "inventive-mirumoto"],
                 hand=["elegant-tessen", "fine-katana", "fine-katana", "fine-katana"], fate=0,
                 conflict_discard=["iron-mountain-castle"])        # the first stronghold by id
    sh, t = s.table.stronghold, s.card("elegant-tessen")
    w, m = s.card("doji-whisperer"), s.card("inventive-mirumoto")
    assert s.table.ids[sh] == "iron-mountain-castle"
    s.state.conflict_discard.remove(sh)
    use(s, Action("play", t, w))                                      # 1 fate, paid 0
    assert s.attached[t] == w and s.fate == 0 and sh in s.bowed
    k1, k2, k3 = s.cards("fine-katana")
    for k in (k1, k2, k3):
        play_rules.attach(s.state, k, m)                                   # Dragon: 3 restricted
    assert all(s.attached.get(k) == m for k in (k1, k2, k3))
    play_rules.attach(s.state, k3, w)                                      # Crane: 2 restricted
    play_rules.attach(s.state, k2, w)
    assert sum(1 for a, h in s.attached.items() if h == w) == 2


def test_mountaintop_statuary_moves_onto_the_stronghold_province(l5r_pool):
    s = scenario(l5r_pool, province=["mountaintop-statuary"], step="dynasty.ends")
    m = s.card("mountaintop-statuary")
    trigger(s, Action("trigger", m, -1, 0))
    assert s.provinces[4] == (m,) and len(s.provinces[0]) == 1 and s.provinces[0][0] in s.facedown


def test_two_heavens_technique_goes_on_a_bushi_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "brash-samurai"], hand=["two-heavens-technique"],
                 fate=1)
    hosts = [a.target for a in plays(s, s.card("two-heavens-technique"))]
    assert hosts == [s.card("brash-samurai")]


def test_tetsubo_of_blood_is_paid_with_character_fate_and_its_host_cannot_be_honored(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "brash-samurai"], hand=["tetsubo-of-blood"],
                 fate=5)
    t, w, b = s.card("tetsubo-of-blood"), s.card("doji-whisperer"), s.card("brash-samurai")
    assert not plays(s, t)                                            # no fate on characters
    s.state.fate_on.update({w: 2, b: 1})
    use(s, Action("play", t, b))
    assert s.fate == 5 and s.fate_on == {w: 1, b: 1}
    assert not play_rules.honor.honor_card(s.state, b) and s.status.get(b) is None
    s.state.ring_pending = FIRE
    assert [a.card for a in rings.actions(s.state) if a.amount == 1] == [w]


def test_iron_crane_legion_takes_weapons_only(l5r_pool):
    s = scenario(l5r_pool, play=["iron-crane-legion"], hand=["fine-katana", "ornate-fan"])
    c = s.card("iron-crane-legion")
    assert RECORDS["iron-crane-legion"].status == "modeled"
    assert plays(s, s.card("fine-katana")) == [Action("play", s.card("fine-katana"), c)]
    assert not plays(s, s.card("ornate-fan"))
    assert play_rules.skill(s.state, c, MIL) is None                      # X = 0: read as a dash


# -- Crane, Phoenix ----------------------------------------------------------------------------------
def test_doji_hotaru_discards_doji_kuwanan(l5r_pool):
    s = scenario(l5r_pool, play=["doji-kuwanan"], province=["doji-hotaru-2"], fate=5,
                 step="dynasty.act")
    h, k = s.card("doji-hotaru-2"), s.card("doji-kuwanan")
    act(s, Action("play", h, amount=0))
    assert h in s.play and k not in s.play and k in s.dynasty_discard


def test_embrace_the_void_moves_the_fate_phase_fate_to_the_pool(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "asako-tsuki"], hand=["embrace-the-void"])
    e, w = s.card("embrace-the-void"), s.card("doji-whisperer")
    assert Action("play", e, w) in plays(s, e)
    s0 = scenario(l5r_pool, play=["doji-whisperer"], hand=["embrace-the-void"])
    assert not plays(s0, s0.card("embrace-the-void"))                # no Shugenja
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"embrace-the-void": "doji-whisperer"},
                 fate_on={"doji-whisperer": 2}, step="fate.begins")
    e = s.card("embrace-the-void")
    trigger(s, Action("trigger", e, -1, 0))
    assert s.fate == 1


def test_ofushikai_goes_on_a_unique_phoenix_character_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "ethereal-dreamer", "asako-tsuki"],
                 hand=["ofushikai"], fate=2)
    hosts = [a.target for a in plays(s, s.card("ofushikai"))]
    assert hosts == [s.card("asako-tsuki")]


def test_asako_tsuki_honors_a_scholar_when_water_is_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["asako-tsuki", "doji-whisperer"])
    a = s.card("asako-tsuki")
    fire(s, "ring_claimed", option="air")
    assert s.pending != "respond"
    fire(s, "ring_claimed", option="water")
    assert window(s) == [Action("trigger", a, a, 0)]
    trigger(s, Action("trigger", a, a, 0))
    assert s.status[a] == 1


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


def test_feral_ningyo_enters_a_water_conflict_free_and_leaves_at_its_end(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["feral-ningyo"], fate=0)
    n, w = s.card("feral-ningyo"), s.card("doji-whisperer")
    s.declare("political", [w], ring=AIR)
    assert not abilities(s, n)
    s.declare("political", [w], ring=WATER)
    use(s, Action("ability", n, -1, 0))
    assert n in s.attackers and s.fate == 0
    finish(s)
    assert n not in s.play and n in s.conflict


def test_benten_s_touch_bows_a_shugenja_at_home_to_honor_a_participant(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "asako-tsuki"], hand=["benten-s-touch"])
    b, w, a = s.card("benten-s-touch"), s.card("doji-whisperer"), s.card("asako-tsuki")
    s.declare("political", [w])
    use(s, Action("ability", b, w, 0))
    assert s.status[w] == 1 and a in s.bowed
    s2 = scenario(l5r_pool, play=["asako-tsuki"], hand=["benten-s-touch"])
    s2.declare("political", [s2.card("asako-tsuki")])                # the only one attacks
    assert not abilities(s2, s2.card("benten-s-touch"))


def test_ethereal_dreamer_gets_2_and_2_in_the_chosen_ring_s_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["ethereal-dreamer"], step="conflict.begins")
    d = s.card("ethereal-dreamer")
    s.state.ring_fate.update({FIRE: 2})
    trigger(s, Action("trigger", d, -1, 0))
    s.declare("military", [d], ring=AIR)
    assert play_rules.skill(s.state, d, MIL) == 1
    s.declare("military", [d], ring=FIRE)
    assert play_rules.skill(s.state, d, MIL) == 3 and play_rules.skill(s.state, d, POL) == 3


def test_prodigy_of_the_waves_readies_while_water_is_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["prodigy-of-the-waves"], bowed=["prodigy-of-the-waves"])
    p = s.card("prodigy-of-the-waves")
    assert not abilities(s, p)
    s.state.claimed.add(WATER)
    use(s, Action("ability", p, -1, 0))
    assert p not in s.bowed


# -- Scorpion, Lion, neutral ----------------------------------------------------------------------------
def test_bayushi_shoju_draws_2_and_both_players_lose_1_honor(l5r_pool):
    s = scenario(l5r_pool, play=["bayushi-shoju-2"], step="conflict.begins", honor=10)
    assert len(s.hand) == 2 and s.honor == 9 and s.opp_honor == 9


def test_forebearer_s_echoes_brings_back_a_character_for_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["forebearer-s-echoes"],
                 dynasty_discard=["brash-samurai"], fate=2)
    e, w, b = s.card("forebearer-s-echoes"), s.card("doji-whisperer"), s.card("brash-samurai")
    s.declare("political", [w])
    assert not abilities(s, e)
    s.declare("military", [w])
    use(s, Action("ability", e, -1, 0))
    assert b in s.attackers
    finish(s)
    assert b not in s.play and s.dynasty[0] == b


def test_in_service_to_my_lord_readies_a_unique_character_from_hand_or_discard(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "asako-tsuki"], hand=["in-service-to-my-lord"],
                 bowed=["asako-tsuki"])
    i, w, a = s.card("in-service-to-my-lord"), s.card("doji-whisperer"), s.card("asako-tsuki")
    use(s, Action("ability", i, -1, 0))
    assert a not in s.bowed and w in s.bowed and s.conflict[0] == i
    s2 = scenario(l5r_pool, play=["doji-whisperer", "asako-tsuki"],
                  conflict_discard=["in-service-to-my-lord"], bowed=["asako-tsuki"])
    i2 = s2.card("in-service-to-my-lord")
    use(s2, Action("ability", i2, -1, 1))
    assert s2.card("asako-tsuki") not in s2.bowed and s2.conflict[0] == i2


def test_the_imperial_palace_adds_3_to_the_glory_count(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], bowed=["doji-whisperer"],
                 province=["the-imperial-palace"], step="conflict.favor")
    assert s.pending == "favor"
    s2 = scenario(l5r_pool, play=["doji-whisperer"], bowed=["doji-whisperer"],
                  step="conflict.favor")
    assert s2.pending != "favor"


def test_goblin_sneak_takes_1_fate_from_the_opponent(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["goblin-sneak"], fate=2)
    g = s.card("goblin-sneak")
    use(s, Action("play", g, amount=0))
    trigger(s, Action("trigger", g, -1, 0))
    assert s.fate_on[g] == 1 and s.fate == 0


def test_elegant_tessen_readies_a_cheap_host(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "kudaka"], hand=["elegant-tessen", "elegant-tessen"],
                 bowed=["doji-whisperer", "kudaka"], fate=2)
    t1, t2 = s.cards("elegant-tessen")
    w, k = s.card("doji-whisperer"), s.card("kudaka")
    use(s, Action("play", t1, k))
    assert s.pending != "respond" and k in s.bowed                    # cost 4: no
    use(s, Action("play", t2, w))
    trigger(s, Action("trigger", t2, -1, 0))
    assert w not in s.bowed


def test_a_perfect_cut_gives_2_military_and_honors_the_winner(l5r_pool):
    s = scenario(l5r_pool, play=["brash-samurai"], hand=["a-perfect-cut"])
    p, b = s.card("a-perfect-cut"), s.card("brash-samurai")
    s.declare("military", [b])
    use(s, Action("ability", p, b, 0))
    assert play_rules.skill(s.state, b, MIL) == 2 + 2
    finish(s)
    assert s.status.get(b) == 1


def test_kudaka_gains_1_fate_and_draws_after_claiming_air_twice_a_round(l5r_pool):
    s = scenario(l5r_pool, play=["kudaka"], fate=0)
    k = s.card("kudaka")
    for n in (1, 2):
        fire(s, "ring_claimed", option="air")
        trigger(s, Action("trigger", k, -1, 0))
        assert s.fate == n and len(s.hand) == n
    fire(s, "ring_claimed", option="air")
    assert s.pending != "respond"
