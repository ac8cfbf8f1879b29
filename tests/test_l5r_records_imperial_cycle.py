"""The records of deckcheck/games/l5r/engine/records/imperial_cycle/ (one module per pack), one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine import conflicts
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.games.l5r.engine import play_rules
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import (AIR, EARTH, FIRE, MIL, POL, VOID, WATER, abilities, act, finish_conflict,
                          fire, plays, scenario, trigger, use, window)


INERT = ["the-stone-of-sorrows", "censure", "consumed-by-five-fires", "finger-of-jade",
         "hiruma-skirmisher", "pathfinder-s-blade", "riot-in-the-streets", "before-the-throne",
         "isawa-kaede", "public-forum", "frostbitten-crossing"]
MISSING = {"implacable-magistrate": "hurts"}


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


def test_mountaintop_statuary_moves_onto_the_stronghold_province(l5r_pool):
    s = scenario(l5r_pool, province=["mountaintop-statuary"], step="dynasty.ends")
    m = s.card("mountaintop-statuary")
    trigger(s, Action("trigger", m, -1, 0))
    assert s.provinces[4] == (m,) and len(s.provinces[0]) == 1 and s.provinces[0][0] in s.facedown


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


def test_asako_tsuki_honors_a_scholar_when_water_is_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["asako-tsuki", "doji-whisperer"])
    a = s.card("asako-tsuki")
    fire(s, "ring_claimed", option="air")
    assert s.pending != "respond"
    fire(s, "ring_claimed", option="water")
    assert window(s) == [Action("trigger", a, a, 0)]
    trigger(s, Action("trigger", a, a, 0))
    assert s.status[a] == 1


def test_benten_s_touch_bows_a_shugenja_at_home_to_honor_a_participant(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "asako-tsuki"], hand=["benten-s-touch"])
    b, w, a = s.card("benten-s-touch"), s.card("doji-whisperer"), s.card("asako-tsuki")
    s.declare("political", [w])
    use(s, Action("ability", b, w, 0))
    assert s.status[w] == 1 and a in s.bowed
    s2 = scenario(l5r_pool, play=["asako-tsuki"], hand=["benten-s-touch"])
    s2.declare("political", [s2.card("asako-tsuki")])                # the only one attacks
    assert not abilities(s2, s2.card("benten-s-touch"))


def test_prodigy_of_the_waves_readies_while_water_is_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["prodigy-of-the-waves"], bowed=["prodigy-of-the-waves"])
    p = s.card("prodigy-of-the-waves")
    assert not abilities(s, p)
    s.state.claimed.add(WATER)
    use(s, Action("ability", p, -1, 0))
    assert p not in s.bowed


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


def test_shrine_maiden_takes_the_spells_of_the_top_3_cards(l5r_pool):
    s = scenario(l5r_pool, play=["shrine-maiden"], hand=["clarity-of-purpose"])
    m, spell = s.card("shrine-maiden"), s.card("clarity-of-purpose")
    s.hand.remove(spell)
    s.conflict.append(spell)                                           # on top of the deck
    others = s.conflict[-3:-1]
    fire(s, "enters_play", card=m, option="hand")
    trigger(s, Action("trigger", m, -1, 0))
    assert spell in s.hand and all(c in s.conflict_discard for c in others)


# -- the cards of the real decks (issue 37) -------------------------------------------------------
INERT_REAL = ["staunch-hida", "kakita-blade", "policy-debate", "raise-the-alarm", "pit-trap",
              "massing-at-twilight", "kuni-ritsuko"]
MISSING_REAL = {"seal-of-the-crane": "helps", "chasing-the-sun": "helps",
                "centipede-tattoo": "helps", "seal-of-the-unicorn": "helps"}


def test_shinjo_saddle_goes_on_a_cavalry_character_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "aggressive-moto"], hand=["shinjo-saddle"], fate=2)
    saddle, moto = s.card("shinjo-saddle"), s.card("aggressive-moto")
    assert plays(s, saddle) == [Action("play", saddle, moto)]


def test_centipede_tattoo_goes_on_a_monk_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "tattooed-wanderer"], hand=["centipede-tattoo"])
    t, monk = s.card("centipede-tattoo"), s.card("tattooed-wanderer")
    assert plays(s, t) == [Action("play", t, monk)]


# -- Tears of Amaterasu, For Honor and Glory, Into the Forbidden City: the rest --------------------
INERT_REST = ["blood-of-onnotangu", "disdainful-remark", "doji-representative", "hito-district",
              "karada-district", "kitsuki-yaruma", "meek-informant", "smoke-and-mirrors",
              "tears-of-amaterasu", "time-for-war", "harmonize", "high-kick", "miwaku-kabe",
              "northern-wall-sensei", "stoic-magistrate", "bayushi-kachiko", "child-of-the-plains",
              "chisei-district", "feast-or-famine", "mantra-of-water", "misinformation"]
MISSING_REST = {"swift-magistrate": "hurts", "ikoma-ujiaki": "helps", "magnificent-lighthouse": "helps",
                "seal-of-the-scorpion": "helps", "back-alley-hideaway": "helps",
                "enigmatic-magistrate": "hurts", "kakita-yoshi": "helps", "seal-of-the-crab": "helps",
                "tattered-missive": "helps",
                "bayushi-yojiro": ("helps", "hurts")}


def test_gifted_tactician_draws_after_winning_a_military_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["gifted-tactician"])
    g = s.card("gifted-tactician")
    s.declare("political", [g])
    fire(s, "contest_won", option="political", cards=(g,))
    assert s.pending != "respond"
    s.declare("military", [g])
    hand = len(s.hand)
    fire(s, "contest_won", option="military", cards=(g,))
    trigger(s, Action("trigger", g, -1, 0))
    assert len(s.hand) == hand + 1


def test_windswept_yurt_is_sacrificed_for_2_fate_and_refilled_faceup(l5r_pool):
    s = scenario(l5r_pool, province=["windswept-yurt"], fate=0, step="dynasty.act")
    y = s.card("windswept-yurt")
    use(s, Action("ability", y, -1, 0))
    assert s.fate == 2 and y in s.dynasty_discard
    assert s.provinces[0] and not any(c in s.facedown for c in s.provinces[0])


def test_ide_tadaji_moves_a_ready_cheap_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["ide-tadaji", "doji-whisperer", "akodo-toturi"])
    i, w, t = s.card("ide-tadaji"), s.card("doji-whisperer"), s.card("akodo-toturi")
    s.declare("military", [i])
    assert [a.target for a in abilities(s, i)] == [w]                 # Toturi costs 5
    use(s, Action("ability", i, w, 0))
    assert w in s.attackers and t not in s.attackers


def test_kabuki_hero_spends_1_fate_for_its_political_skill_as_military(l5r_pool):
    s = scenario(l5r_pool, play=["kabuki-hero"], fate=1)
    k = s.card("kabuki-hero")
    s.declare("military", [k])
    use(s, Action("ability", k, -1, 0))
    assert s.fate == 0 and play_rules.skill(s.state, k, MIL) == 0 + 2


def test_kamayari_goes_on_a_bushi_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-toturi"], hand=["kamayari"], fate=2)
    k, t = s.card("kamayari"), s.card("akodo-toturi")
    assert plays(s, k) == [Action("play", k, t)]
    assert not RECORDS["kamayari"].abilities and RECORDS["kamayari"].inert


def test_ageless_crone_raises_the_cost_of_events_while_it_participates(l5r_pool):
    s = scenario(l5r_pool, play=["ageless-crone"], hand=["banzai"], fate=0)
    c, b = s.card("ageless-crone"), s.card("banzai")
    s.declare("military", [c])
    assert not abilities(s, b)                                        # Banzai! costs 1 now
    s.state.fate = 1
    assert abilities(s, b)


def test_tattered_missive_goes_on_a_courtier_only(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-toturi", "doji-whisperer"], hand=["tattered-missive"], fate=1)
    m, w = s.card("tattered-missive"), s.card("doji-whisperer")
    assert plays(s, m) == [Action("play", m, w)]


def test_test_of_courage_moves_in_and_honors_a_lion_with_a_lower_bid(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-toturi", "doji-whisperer"], hand=["test-of-courage"], fate=1)
    tc, t, w = s.card("test-of-courage"), s.card("akodo-toturi"), s.card("doji-whisperer")
    s.state.bid = 1
    s.declare("military", [w])
    use(s, Action("ability", tc, t, 0))
    assert t in s.attackers and s.status[t] == 1
    s = scenario(l5r_pool, play=["akodo-toturi", "doji-whisperer"], hand=["test-of-courage"], fate=1)
    s.state.bid = 5
    s.declare("military", [s.card("doji-whisperer")])
    assert not abilities(s, s.card("test-of-courage"))


def test_war_dog_master_gets_the_cost_of_the_top_dynasty_card(l5r_pool):
    s = scenario(l5r_pool, play=["war-dog-master"])
    d = s.card("war-dog-master")
    top = s.dynasty[-1]
    s.declare("military", [d])
    fire(s, "contest_declared", option="military", cards=(d,))
    trigger(s, Action("trigger", d, -1, 0))
    assert top in s.dynasty_discard
    assert play_rules.skill(s.state, d, MIL) == 2 + s.table.cost[top]


# -- The Chrysanthemum Throne, Fate Has No Secrets, Meditations on the Ephemeral: the rest ----------
INERT_END = ["guard-duty", "guardians-of-the-seikitsu", "a-fate-worse-than-death", "crisis-breaker",
             "itinerant-philosopher", "master-of-gisei-toshi", "miwaku-kabe-guard",
             "waning-hostilities", "young-harrier", "along-the-river-of-gold",
             "beastmaster-matriarch", "illustrious-plagiarist", "kanjo-district", "mono-no-aware",
             "oni-mask", "talisman-of-the-sun"]
MISSING_END = {"akodo-toshiro": "helps", "curry-favor": "helps", "doji-shizue": "helps",
               "haughty-magistrate": "hurts", "kaiu-inventor": "helps",
               "seal-of-the-phoenix": "helps", "cunning-magistrate": "hurts",
               "origami-master": "helps", "seal-of-the-lion": "helps",
               "a-legion-of-one": "helps", "miya-satoshi": "helps", "pillow-book": "helps",
               "seal-of-the-dragon": "helps", "silver-tongued-magistrate": "hurts",
               "togashi-mendicant": "helps"}


def test_agasha_sumiko_stays_ready_attacking_with_the_favor(l5r_pool):
    s = scenario(l5r_pool, play=["agasha-sumiko"])
    a = s.card("agasha-sumiko")
    s.state.favor = 1
    s.declare("military", [a])
    finish_conflict(s)
    assert a not in s.bowed
    s = scenario(l5r_pool, play=["agasha-sumiko"])
    s.declare("military", [s.card("agasha-sumiko")])
    finish_conflict(s)
    assert s.card("agasha-sumiko") in s.bowed


def test_backhanded_compliment_costs_the_opponent_1_honor(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["backhanded-compliment"])
    b = s.card("backhanded-compliment")
    before = s.opp_honor
    use(s, Action("ability", b, -1, 0))
    assert s.opp_honor == before - 1


def test_fawning_diplomat_claims_the_favor_leaving_play(l5r_pool):
    s = scenario(l5r_pool, play=["fawning-diplomat"])
    f = s.card("fawning-diplomat")
    play_rules.leave_play(s.state, f)
    trigger(s, Action("trigger", f, -1, 0))
    assert s.favor == 1


def test_utaku_mediator_gets_1_and_1_without_the_favor(l5r_pool):
    s = scenario(l5r_pool, play=["utaku-mediator"])
    u = s.card("utaku-mediator")
    assert play_rules.skill(s.state, u, MIL) == 1 and play_rules.skill(s.state, u, POL) == 2
    s.state.favor = 2
    assert play_rules.skill(s.state, u, MIL) == 0 and play_rules.skill(s.state, u, POL) == 1


def test_fair_accord_trades_the_favor_for_2_fate_in_the_dynasty_phase(l5r_pool):
    s = scenario(l5r_pool, hand=["fair-accord"], fate=0, step="dynasty.act")
    f = s.card("fair-accord")
    assert not abilities(s, f)                                        # no favor
    s = scenario(l5r_pool, hand=["fair-accord"], fate=0, step="dynasty.act")
    s.state.favor = 1
    use(s, Action("ability", s.card("fair-accord"), -1, 0))
    assert s.fate == 2 and s.favor == 0


def test_henshin_disciple_with_the_air_earth_and_fire_rings(l5r_pool):
    s = scenario(l5r_pool, play=["henshin-disciple"])
    h = s.card("henshin-disciple")
    assert play_rules.skill(s.state, h, POL) == 2
    s.state.claimed.add(AIR)
    assert play_rules.skill(s.state, h, POL) == 4 and play_rules.skill(s.state, h, MIL) == 2
    s.declare("military", [h], ring=EARTH)
    assert play_rules.skill(s.state, h, MIL) == 4
    s.declare("military", [h], ring=FIRE)
    fire(s, "contest_won", option="military", cards=(h,))
    assert s.status[h] == 1


def test_moto_juro_moves_itself_in_while_short(l5r_pool):
    s = scenario(l5r_pool, play=["moto-juro", "doji-whisperer"])
    m = s.card("moto-juro")
    s.declare("military", [s.card("doji-whisperer")])
    use(s, Action("ability", m, -1, 0))
    assert m in s.attackers


def test_seppun_ishikawa_counts_the_other_imperial_cards(l5r_pool):
    s = scenario(l5r_pool, play=["seppun-ishikawa", "swift-magistrate", "doji-whisperer"])
    i = s.card("seppun-ishikawa")
    assert play_rules.skill(s.state, i, MIL) == 2 + 1 and play_rules.skill(s.state, i, POL) == 2 + 1


def test_test_of_skill_keeps_2_cards_of_the_commonest_type(l5r_pool):
    s = scenario(l5r_pool, hand=["test-of-skill"], play=["doji-whisperer"], fate=1)
    t = s.card("test-of-skill")
    top = s.conflict[-3:]
    hand = len(s.hand)
    use(s, Action("ability", t, -1, 0))
    kept = [c for c in top if c in s.hand]
    assert 1 <= len(kept) <= 2 and len({s.table.type[c] for c in kept}) == 1
    assert all(c in s.conflict_discard for c in top if c not in kept)
    assert len(s.hand) == hand - 1 + len(kept)


def test_yasuki_taka_gains_1_fate_when_a_crab_character_leaves_in_the_conflict_phase(l5r_pool):
    s = scenario(l5r_pool, play=["yasuki-taka", "staunch-hida", "doji-whisperer"], fate=0)
    y = s.card("yasuki-taka")
    play_rules.leave_play(s.state, s.card("doji-whisperer"))
    assert s.pending != "respond"                                     # a Crane character
    play_rules.leave_play(s.state, s.card("staunch-hida"))
    trigger(s, Action("trigger", y, -1, 0))
    assert s.fate == 1


def test_a_legion_of_one_gives_a_lone_attacker_3_military(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-toturi"], hand=["a-legion-of-one"])
    a, w, t = s.card("a-legion-of-one"), s.card("doji-whisperer"), s.card("akodo-toturi")
    s.declare("military", [w, t])
    assert not abilities(s, a)
    s.declare("military", [w])
    use(s, Action("ability", a, w, 0))
    assert play_rules.skill(s.state, w, MIL) == 0 + 3


def test_sake_house_confidant_discards_the_favor_for_2_political_to_shinobi(l5r_pool):
    s = scenario(l5r_pool, play=["sake-house-confidant", "doji-whisperer"])
    c, w = s.card("sake-house-confidant"), s.card("doji-whisperer")
    s.state.favor = 1
    s.declare("political", [c, w])
    assert not abilities(s, c)                                        # 1 + 3 reaches 4 already
    s.declare("political", [c])
    use(s, Action("ability", c, -1, 0))
    assert s.favor == 0 and play_rules.skill(s.state, c, POL) == 1 + 2
    assert play_rules.skill(s.state, w, POL) == 3


def test_shinjo_scout_gains_1_fate_after_passing_first(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-scout"], fate=0, step="dynasty.ends")
    sc = s.card("shinjo-scout")
    s.state.dyn_passed, s.state.dyn_acted, s.state.first = True, False, True
    fire(s, "phase_ends", option="dynasty")
    trigger(s, Action("trigger", sc, -1, 0))
    assert s.fate == 1


def test_ride_them_down_sets_the_attacked_province_to_1(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["ride-them-down"], fate=1)
    r, w = s.card("ride-them-down"), s.card("doji-whisperer")
    s.state.favor = 2
    s.declare("military", [w], slot=0)
    use(s, Action("ability", r, -1, 0))
    assert conflicts.strength(s.state, 0) == 1 and s.favor == 0
    s.state.conflicts += 1                                            # the next conflict
    assert conflicts.strength(s.state, 0) == 4


def test_gaijin_customs_readies_a_bowed_non_unicorn_character(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "aggressive-moto"], hand=["gaijin-customs"],
                 bowed=["doji-whisperer", "aggressive-moto"], fate=1)
    g, w = s.card("gaijin-customs"), s.card("doji-whisperer")
    assert [a.target for a in abilities(s, g)] == [w]                 # the Moto is Unicorn
    use(s, Action("ability", g, w, 0))
    assert w not in s.bowed and s.card("aggressive-moto") in s.bowed
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["gaijin-customs"], bowed=["doji-whisperer"],
                 fate=1)
    assert not abilities(s, s.card("gaijin-customs"))                 # no Unicorn card in play


def test_shinjo_saddle_moves_to_a_participating_cavalry_character(l5r_pool):
    s = scenario(l5r_pool, play=["aggressive-moto", "border-rider"],
                 attach={"shinjo-saddle": "border-rider"})
    sd, moto = s.card("shinjo-saddle"), s.card("aggressive-moto")
    s.declare("military", [moto])
    use(s, Action("ability", sd, moto, 0))
    assert s.attached[sd] == moto and play_rules.skill(s.state, moto, MIL) == 3 + 1


def test_iron_mine_is_sacrificed_instead_of_the_dearest_character_leaving_play(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], province=["iron-mine"],
                 step="fate.begins")
    m, w, scout = s.card("iron-mine"), s.card("doji-whisperer"), s.card("cautious-scout")
    assert window(s) == [Action("trigger", m, -1, 0)]
    act(s, Action("trigger", m, -1, 0))
    assert m in s.dynasty_discard and all(m not in p for p in s.provinces)
    assert scout in s.play and s.fate_on.get(scout, 0) == 0  # the dearer one (cost 2) stays
    assert w not in s.play                                   # cost 1: discarded


def test_iron_mine_is_not_offered_when_every_character_has_fate(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["iron-mine"],
                 fate_on={"doji-whisperer": 1}, step="fate.begins")
    assert s.state.pending != "respond"
    assert s.card("iron-mine") in s.provinces[0] and s.card("doji-whisperer") in s.play


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(
    packs=["Tears of Amaterasu", "For Honor and Glory", "Into the Forbidden City",
           "The Chrysanthemum Throne", "Fate Has No Secrets", "Meditations on the Ephemeral"],
    size=120,
    inert=INERT + INERT_REAL + INERT_REST + INERT_END,
    missing={**MISSING, **MISSING_REAL, **MISSING_REST, **MISSING_END},
    partly=["a-legion-of-one"]))
