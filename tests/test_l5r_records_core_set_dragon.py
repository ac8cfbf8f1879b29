"""The records of deckcheck/games/l5r/engine/records/core_set/dragon.py, one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import MIL, POL, abilities, act, finish_conflict, legal, scenario, window


INERT = ('enlightened-warrior', 'kitsuki-investigator', 'let-go', 'mantra-of-fire',
    'mirumoto-prodigy', 'mirumoto-raitsugu', 'mirumoto-s-fury', 'niten-adept',
    'restoration-of-balance', 'secluded-temple', 'tattooed-wanderer', 'tranquility')


MISSING = dict.fromkeys(('daimyo-s-favor', 'togashi-kazue', 'togashi-yokuni',
                         'way-of-the-dragon'), "helps")


PLAIN = ('ancestral-daisho', 'kitsuki-s-method')

globals().update(record_tests(inert=INERT, missing=MISSING, plain=PLAIN))


def test_agasha_swordsmith_takes_an_attachment_from_the_top_5(l5r_pool):
    s = scenario(l5r_pool, play=["agasha-swordsmith"])
    c = s.card("agasha-swordsmith")
    hand, deck = list(s.hand), len(s.conflict)
    assert abilities(s, c) == [Action("ability", c, -1, 0)]
    act(s, Action("ability", c, -1, 0))
    new = [x for x in s.hand if x not in hand]
    assert len(new) == 1 and s.table.type[new[0]] == "attachment"
    assert len(s.conflict) == deck - 1
    assert abilities(s, c) == []                                   # once per round


def test_ascetic_visionary_spends_fate_to_a_ring_to_ready_a_monk_and_takes_only_monk_attachments(l5r_pool):
    s = scenario(l5r_pool, play=["ascetic-visionary", "togashi-initiate", "doji-whisperer"],
                 bowed=["togashi-initiate", "doji-whisperer"], hand=["fine-katana"], fate=2)
    av, ti, w = s.card("ascetic-visionary"), s.card("togashi-initiate"), s.card("doji-whisperer")
    katana = s.card("fine-katana")
    assert Action("play", katana, ti) in legal(s)
    assert Action("play", katana, av) not in legal(s)              # no attachments but Monk/Tattoo
    assert abilities(s, av) == []                                  # only while attacking
    s.declare("political", [av], ring=0)
    assert abilities(s, av) == [Action("ability", av, ti, 0)]      # a bowed Monk, not the courtier
    act(s, Action("ability", av, ti, 0))
    assert ti not in s.bowed and w in s.bowed
    assert s.fate == 1 and sum(s.ring_fate.values()) == 1 and 0 not in s.ring_fate


def test_doomed_shugenja_takes_no_fate_when_played_from_a_province(l5r_pool):
    s = scenario(l5r_pool, province=["doomed-shugenja"], fate=7, step="dynasty.act")
    c = s.card("doomed-shugenja")
    act(s, Action("play", c, amount=2))
    assert c in s.play and s.fate_on.get(c, 0) == 0 and s.fate == 6


def test_indomitable_will_keeps_a_lone_winner_ready(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["indomitable-will"], fate=1)
    w, iw = s.card("doji-whisperer"), s.card("indomitable-will")
    s.declare("political", [w])
    finish_conflict(s, take=(iw,))
    assert w not in s.bowed and iw in s.conflict_discard and s.fate == 0


def test_mountain_s_anvil_castle_gives_1_or_2_to_a_participant_with_attachments(l5r_pool):
    s = scenario(l5r_pool, play=["mountain-s-anvil-castle", "doji-whisperer", "cautious-scout"],
                 attach={"fine-katana": "doji-whisperer", "ornate-fan": "doji-whisperer"})
    castle, w, scout = (s.card(x) for x in ("mountain-s-anvil-castle", "doji-whisperer", "cautious-scout"))
    s.declare("military", [w, scout])
    assert abilities(s, castle) == [Action("ability", castle, w, 0)]   # the scout has none
    before = play_rules.skill(s.state, w, MIL), play_rules.skill(s.state, w, POL)
    act(s, Action("ability", castle, w, 0))
    assert (play_rules.skill(s.state, w, MIL), play_rules.skill(s.state, w, POL)) == (before[0] + 2, before[1] + 2)
    assert castle in s.bowed


def test_niten_master_readies_when_a_weapon_is_attached(l5r_pool):
    s = scenario(l5r_pool, play=["niten-master"], bowed=["niten-master"], hand=["fine-katana", "ornate-fan"])
    nm, katana, fan = s.card("niten-master"), s.card("fine-katana"), s.card("ornate-fan")
    act(s, Action("play", fan, nm))
    assert s.pending != "respond" and nm in s.bowed                # not a weapon
    act(s, Action("play", katana, nm))
    act(s, window(s)[0])
    assert nm not in s.bowed


def test_seeker_of_enlightenment_counts_the_fate_on_unclaimed_rings(l5r_pool):
    s = scenario(l5r_pool, play=["seeker-of-enlightenment"])
    c = s.card("seeker-of-enlightenment")
    s.state.ring_fate.update({0: 2, 3: 1})
    assert play_rules.skill(s.state, c, MIL) == 1 + 3 and play_rules.skill(s.state, c, POL) == 1 + 3
    s.state.claimed.add(0)
    assert play_rules.skill(s.state, c, MIL) == 1 + 1


def test_togashi_initiate_spends_fate_to_a_ring_to_honor_itself(l5r_pool):
    s = scenario(l5r_pool, play=["togashi-initiate"], fate=1)
    c = s.card("togashi-initiate")
    s.declare("military", [c], ring=2)
    act(s, Action("ability", c, -1, 0))
    assert s.status[c] == 1 and s.fate == 0 and sum(s.ring_fate.values()) == 1


def test_way_of_the_dragon_limit_1_per_character(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], hand=["way-of-the-dragon"],
                 attach={"way-of-the-dragon": "doji-whisperer"}, fate=2)
    w, scout = s.card("doji-whisperer"), s.card("cautious-scout")
    second = s.card("way-of-the-dragon", 0)
    assert s.attached.get(second) is None
    assert Action("play", second, scout) in legal(s)
    assert Action("play", second, w) not in legal(s)
