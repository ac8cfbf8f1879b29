"""The records of deckcheck/games/l5r/engine/records/elemental_cycle/ (one module per pack), one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.l5r.engine import conflicts
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import (AIR, EARTH, FIRE, MIL, POL, VOID, WATER, abilities, act, finish_conflict,
                          fire, legal, plays, scenario, trigger, trigger_card, use)


INERT = ["game-of-sadane", "chikai-order-protector", "even-the-odds", "asako-azunami"]
MISSING = {"oracle-of-stone": "helps"}


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


def test_ofushikai_goes_on_a_unique_phoenix_character_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "ethereal-dreamer", "asako-tsuki"],
                 hand=["ofushikai"], fate=2)
    hosts = [a.target for a in plays(s, s.card("ofushikai"))]
    assert hosts == [s.card("asako-tsuki")]


def test_feral_ningyo_enters_a_water_conflict_free_and_leaves_at_its_end(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["feral-ningyo"], fate=0)
    n, w = s.card("feral-ningyo"), s.card("doji-whisperer")
    s.declare("political", [w], ring=AIR)
    assert not abilities(s, n)
    s.declare("political", [w], ring=WATER)
    use(s, Action("ability", n, -1, 0))
    assert n in s.attackers and s.fate == 0
    finish_conflict(s)
    assert n not in s.play and n in s.conflict


def test_ethereal_dreamer_gets_2_and_2_in_the_chosen_ring_s_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["ethereal-dreamer"], step="conflict.begins")
    d = s.card("ethereal-dreamer")
    s.state.ring_fate.update({FIRE: 2})
    trigger(s, Action("trigger", d, -1, 0))
    s.declare("military", [d], ring=AIR)
    assert play_rules.skill(s.state, d, MIL) == 1
    s.declare("military", [d], ring=FIRE)
    assert play_rules.skill(s.state, d, MIL) == 3 and play_rules.skill(s.state, d, POL) == 3


def test_kudaka_gains_1_fate_and_draws_after_claiming_air_twice_a_round(l5r_pool):
    s = scenario(l5r_pool, play=["kudaka"], fate=0)
    k = s.card("kudaka")
    for n in (1, 2):
        fire(s, "ring_claimed", option="air")
        trigger(s, Action("trigger", k, -1, 0))
        assert s.fate == n and len(s.hand) == n
    fire(s, "ring_claimed", option="air")
    assert s.pending != "respond"


def test_soul_beyond_reproach_honors_twice(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], hand=["soul-beyond-reproach"],
                 dishonored=["doji-whisperer"], honored=["cautious-scout"], fate=1)
    e, w, c = s.card("soul-beyond-reproach"), s.card("doji-whisperer"), s.card("cautious-scout")
    assert Action("ability", e, c, 0) not in legal(s)                 # already honored
    use(s, Action("ability", e, w, 0))
    assert s.status[w] == 1 and s.fate == 0


def test_callow_delegate_honors_a_character_when_it_leaves_play(l5r_pool):
    s = scenario(l5r_pool, play=["callow-delegate", "doji-whisperer"])
    c, w = s.card("callow-delegate"), s.card("doji-whisperer")
    play_rules.leave_play(s.state, c)
    fire(s, "leaves_play", card=c)
    trigger(s, Action("trigger", c, w, 0))
    assert s.status[w] == 1


def test_bonsai_garden_gains_1_honor_in_an_air_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["bonsai-garden"], honor=10)
    g, w = s.card("bonsai-garden"), s.card("doji-whisperer")
    s.declare("political", [w], ring=FIRE)
    assert not abilities(s, g)
    s.declare("political", [w], ring=AIR)
    use(s, Action("ability", g, -1, 0))
    assert s.honor == 11


def test_my_ancestors_strength_gives_a_shugenja_the_skills_of_a_dead_character(l5r_pool):
    s = scenario(l5r_pool, play=["isawa-heiko"], hand=["my-ancestor-s-strength"],
                 dynasty_discard=["matsu-tsuko-2"], fate=1)
    h, a = s.card("isawa-heiko"), s.card("my-ancestor-s-strength")
    s.declare("political", [h])                                   # 4 political < Heiko's 5
    assert not [x for x in legal(s) if x.card == a]
    s.declare("military", [h])
    act(s, Action("ability", a, -1, 1))                           # its second ability
    assert play_rules.skill(s.state, h, MILITARY) == 5 and play_rules.skill(s.state, h, POLITICAL) == 4


def test_formal_invitation_needs_glory_2_and_moves_its_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["asako-togama", "shiba-tetsu", "matsu-mitsuko"],
                 hand=["formal-invitation"], attach={"formal-invitation": "asako-togama"})
    t, tetsu, w = s.card("asako-togama"), s.card("shiba-tetsu"), s.card("matsu-mitsuko")
    second = next(c for c in s.hand if s.table.ids[c] == "formal-invitation")
    first = next(a for a, h in s.attached.items() if h == t)
    assert Action("play", second, tetsu) not in legal(s)                  # glory 1
    assert Action("play", second, w) in legal(s)                          # glory 2
    s.declare("military", [w])
    assert not abilities(s, first)
    s.declare("political", [w])
    act(s, Action("ability", first, -1, 0))
    assert t in s.attackers


def test_ikoma_reservist_gets_2_military_with_the_fire_or_water_ring(l5r_pool):
    s = scenario(l5r_pool, play=["ikoma-reservist"])
    r = s.card("ikoma-reservist")
    s.state.claimed = {AIR}
    assert play_rules.skill(s.state, r, MILITARY) == 1
    s.state.claimed = {WATER}
    assert play_rules.skill(s.state, r, MILITARY) == 3


def test_matsu_mitsuko_moves_a_character_in_while_more_honorable_and_short(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-mitsuko", "doji-whisperer", "akodo-zentaro"], honor=10)
    m, w, z = s.card("matsu-mitsuko"), s.card("doji-whisperer"), s.card("akodo-zentaro")
    s.state.opp_honor = 10
    s.declare("military", [w])
    assert not abilities(s, m)                                   # not more honorable
    s.state.honor = 12
    s.declare("military", [m])
    assert not abilities(s, m)                                   # 4 skill breaks already
    s.declare("military", [w])
    act(s, Action("ability", m, z, 0))
    assert z in s.attackers


def test_tacticians_apprentice_draws_when_the_bid_is_lower(l5r_pool):
    s = scenario(l5r_pool, play=["tactician-s-apprentice"])
    t = s.card("tactician-s-apprentice")
    assert s.state.opp.bid == 3
    s.state.bid = 3
    fire(s, "dials_revealed", amount=3)
    assert s.pending != "respond"
    s.state.bid = 1
    hand = len(s.hand)
    fire(s, "dials_revealed", amount=1)
    trigger_card(s, t)
    assert len(s.hand) == hand + 1


# -- the cards of the real decks (issue 37) -------------------------------------------------------
INERT_REAL = ["sacred-sanctuary", "border-fortress", "tainted-koku", "upholding-authority",
              "insult-to-injury", "shiksha-scout", "appealing-to-the-fortunes", "void-fist",
              "magistrate-station", "tengu-sensei"]
MISSING_REAL = {"ancient-master": "helps", "shiotome-encampment": "helps",
                "deceptive-offer": "helps"}


def test_hurricane_punch_gives_a_participating_monk_2_military_and_draws(l5r_pool):
    s = scenario(l5r_pool, play=["tattooed-wanderer"], hand=["hurricane-punch"])
    h, m = s.card("hurricane-punch"), s.card("tattooed-wanderer")
    assert not abilities(s, h)                                        # no conflict
    s.declare("military", [m])
    hand = len(s.hand)
    use(s, Action("ability", h, m, 0))
    assert play_rules.skill(s.state, m, MIL) == 2 + 2 and len(s.hand) == hand - 1 + 1


def test_shinjo_shono_gives_each_participating_cavalry_1_and_1(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-shono", "aggressive-moto", "doji-whisperer"])
    sh, moto, w = s.card("shinjo-shono"), s.card("aggressive-moto"), s.card("doji-whisperer")
    s.declare("military", [moto, w])
    assert not abilities(s, sh)                                       # Shono is not in it
    s.declare("military", [sh, moto, w])
    use(s, Action("ability", sh, -1, 0))
    assert play_rules.skill(s.state, moto, MIL) == 3 + 1 and play_rules.skill(s.state, moto, POL) == 0 + 1
    assert play_rules.skill(s.state, sh, MIL) == 4 + 1 and play_rules.skill(s.state, w, POL) == 3


def test_marauding_oni_loses_1_honor_when_declared_and_takes_no_status(l5r_pool):
    s = scenario(l5r_pool, play=["marauding-oni"], honor=10)
    o = s.card("marauding-oni")
    s.declare("military", [o])
    fire(s, "contest_declared", option="military", cards=(o,))
    assert s.honor == 9
    assert not play_rules.honor_character(s.state, o) and not play_rules.dishonor_character(s.state, o)
    assert o not in s.status


def test_spreading_the_darkness_costs_2_honor_for_4_military_while_short(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["spreading-the-darkness"], honor=10)
    d, w = s.card("spreading-the-darkness"), s.card("doji-whisperer")
    s.declare("military", [w])
    use(s, Action("ability", d, w, 0))
    assert s.honor == 8 and play_rules.skill(s.state, w, MIL) == 0 + 4


def test_battle_maiden_recruit_gets_2_military_with_water_or_void_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["battle-maiden-recruit"])
    b = s.card("battle-maiden-recruit")
    assert play_rules.skill(s.state, b, MIL) == 0
    s.state.claimed.add(FIRE)
    assert play_rules.skill(s.state, b, MIL) == 0
    s.state.claimed.add(VOID)
    assert play_rules.skill(s.state, b, MIL) == 2


def test_hawk_tattoo_played_in_a_conflict_moves_its_host_in(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "aggressive-moto"], hand=["hawk-tattoo"], fate=3)
    h, w, moto = s.card("hawk-tattoo"), s.card("doji-whisperer"), s.card("aggressive-moto")
    s.declare("military", [moto])
    use(s, Action("play", h, w))
    trigger(s, Action("trigger", h, -1, 0))
    assert s.attached[h] == w and w in s.attackers


def test_yoritomo_gets_1_and_1_per_fate_in_the_pool(l5r_pool):
    s = scenario(l5r_pool, play=["yoritomo"], fate=4)
    y = s.card("yoritomo")
    assert play_rules.skill(s.state, y, MIL) == 3 + 4 and play_rules.skill(s.state, y, POL) == 3 + 4
    s.state.fate = 0
    assert play_rules.skill(s.state, y, MIL) == 3


def test_tainted_hero_attacks_only_once_its_text_is_blank(l5r_pool):
    s = scenario(l5r_pool, play=["tainted-hero", "doji-whisperer"], bowed=["doji-whisperer"])
    h, w = s.card("tainted-hero"), s.card("doji-whisperer")
    assert play_rules.cannot(s.state, h, "attack")
    use(s, Action("ability", h, w, 1))                                # its second ability
    assert w not in s.play and not play_rules.cannot(s.state, h, "attack")


def test_minami_kaze_regulars_gains_1_fate_and_draws_after_winning(l5r_pool):
    s = scenario(l5r_pool, play=["minami-kaze-regulars"], fate=0)
    m = s.card("minami-kaze-regulars")
    s.declare("military", [m])
    hand = len(s.hand)
    fire(s, "contest_won", option="military", cards=(m,))
    trigger(s, Action("trigger", m, -1, 0))
    assert s.fate == 1 and len(s.hand) == hand + 1
    assert RECORDS["minami-kaze-regulars"].statics[0].traits == ("weapon",)


# -- Breath of the Kami, Tainted Lands, The Fires Within: the rest ---------------------------------
INERT_REST = ["demonstrating-excellence", "hiruma-outpost", "isawa-uona", "maze-of-illusion",
              "soshi-shadowshaper", "apprentice-earthcaller", "press-of-battle", "sabotage",
              "teachings-of-the-elements", "abandoning-honor", "breach-of-etiquette",
              "jurojin-s-curse", "smoke", "the-wrath-of-the-kami"]
MISSING_REST = {"heartless-intimidator": "helps", "hisu-mori-toride-lion": "helps",
                "winds-of-change": "helps", "asahina-takako": "helps", "sneaky-shinjo": "helps",
                "writ-of-authority": "hurts", "hiruma-kogoe": "helps", "infiltrator": "helps",
                "invocation-of-ash": "helps"}


@pytest.mark.parametrize("code, trait", [("the-mirror-s-gaze", "shugenja"),
                                         ("wicked-tetsubo", "berserker")])
def test_attachments_with_a_host_trait(l5r_pool, code, trait):
    host = {"shugenja": "asako-tsuki", "berserker": "matsu-berserker"}[trait]
    s = scenario(l5r_pool, play=["doji-whisperer", host], hand=[code], fate=2)
    assert play_rules.attachment_hosts(s.state, s.card(code)) == [s.card(host)]


def test_matsu_seventh_legion_takes_weapons_only(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-seventh-legion"], hand=["fine-katana", "ornate-fan"])
    m = s.card("matsu-seventh-legion")
    assert play_rules.attachment_hosts(s.state, s.card("fine-katana")) == [m]
    assert play_rules.attachment_hosts(s.state, s.card("ornate-fan")) == []


def test_fu_sui_disciple_honors_an_ordinary_character_with_air_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["fu-sui-disciple", "doji-whisperer"])
    f, w = s.card("fu-sui-disciple"), s.card("doji-whisperer")
    assert not abilities(s, f)
    s.state.claimed.add(AIR)
    use(s, Action("ability", f, w, 0))
    assert s.status[w] == 1


@pytest.mark.parametrize("code, rings, mil, pol", [
    ("third-tower-guard", (EARTH, WATER), 2, 0), ("court-novice", (AIR, WATER), 0, 2),
    ("impulsive-novice", (FIRE, VOID), 1, 1), ("sadane-student", (AIR, FIRE), 0, 2)])
def test_characters_stronger_with_a_ring_claimed(l5r_pool, code, rings, mil, pol):
    for ring in rings:
        s = scenario(l5r_pool, play=[code])
        c = s.card(code)
        base = (play_rules.skill(s.state, c, MIL), play_rules.skill(s.state, c, POL))
        s.state.claimed.add(ring)
        assert (play_rules.skill(s.state, c, MIL), play_rules.skill(s.state, c, POL)) == \
            (base[0] + mil, base[1] + pol)


def test_kuni_yori_gives_the_participants_1_and_1_in_earth_conflicts(l5r_pool):
    s = scenario(l5r_pool, play=["kuni-yori", "doji-whisperer"])
    w = s.card("doji-whisperer")
    s.declare("military", [w], ring=AIR)
    assert play_rules.skill(s.state, w, MIL) == 0
    s.declare("military", [w], ring=EARTH)
    assert play_rules.skill(s.state, w, MIL) == 1 and play_rules.skill(s.state, w, POL) == 3 + 1


def test_ancestral_armory_returns_a_weapon_for_itself(l5r_pool):
    s = scenario(l5r_pool, province=["ancestral-armory"], conflict_discard=["fine-katana"],
                 step="dynasty.act")
    a, k = s.card("ancestral-armory"), s.card("fine-katana")
    use(s, Action("ability", a, k, 0))
    assert k in s.hand and a in s.dynasty_discard


def test_icon_of_favor_glory_with_the_favor_and_honor_after_a_fire_win(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"icon-of-favor": "doji-whisperer"})
    i, w = s.card("icon-of-favor"), s.card("doji-whisperer")
    g = play_rules.glory(s.state, w)
    s.state.favor = 1
    assert play_rules.glory(s.state, w) == g + 1
    s.declare("political", [w], ring=FIRE)
    fire(s, "contest_won", option="political", cards=(w,))
    trigger(s, Action("trigger", i, -1, 1))                           # its second ability
    assert s.status[w] == 1


def test_ikoma_ikehata_honors_and_draws_after_a_political_win(l5r_pool):
    s = scenario(l5r_pool, play=["ikoma-ikehata", "doji-whisperer"])
    k, w = s.card("ikoma-ikehata"), s.card("doji-whisperer")
    s.declare("political", [k])
    hand = len(s.hand)
    fire(s, "contest_won", option="political", cards=(k,))
    trigger(s, Action("trigger", k, w, 0))
    assert s.status[w] == 1 and len(s.hand) == hand + 1


def test_mantis_seafarer_trades_1_honor_for_1_fate_after_a_win(l5r_pool):
    s = scenario(l5r_pool, play=["mantis-seafarer"], honor=10, fate=0)
    m = s.card("mantis-seafarer")
    s.declare("military", [m])
    fire(s, "contest_won", option="military", cards=(m,))
    trigger(s, Action("trigger", m, -1, 0))
    assert s.honor == 9 and s.fate == 1


def test_master_alchemist_puts_1_fate_on_the_fire_ring_to_honor(l5r_pool):
    s = scenario(l5r_pool, play=["master-alchemist", "doji-whisperer"], fate=1)
    m, w = s.card("master-alchemist"), s.card("doji-whisperer")
    s.declare("political", [w])
    use(s, Action("ability", m, w, 0))
    assert s.status[w] == 1 and s.fate == 0 and s.ring_fate.get(FIRE) == 1


def test_soshi_shiori_costs_the_opponent_1_honor_after_each_win(l5r_pool):
    s = scenario(l5r_pool, play=["soshi-shiori", "doji-whisperer"])
    sh = s.card("soshi-shiori")
    before = s.opp_honor
    s.declare("political", [s.card("doji-whisperer")])
    fire(s, "contest_won", option="political", cards=(s.card("doji-whisperer"),))
    trigger(s, Action("trigger", sh, -1, 0))
    assert s.opp_honor == before - 1


# -- The Ebb and Flow, All and Nothing, Elements Unbound: the rest ----------------------------------
INERT_END = ["fight-on", "flooded-waste", "ikebana-artisan", "menacing-iron-warrior",
             "seeking-the-truth", "tireless-sodan-senzo", "discourage-pursuit", "mark-of-shame",
             "raging-battleground", "mantra-of-earth", "reclusive-zokujin", "roving-michibiku",
             "specialized-defenses", "taryu-jiai", "web-of-lies"]
MISSING_END = {"force-of-the-river": "helps", "hidden-moon-dojo": "helps",
               "master-of-the-swift-waves": "helps",
               "bustling-academy": "helps", "iuchi-shahai": "helps", "togashi-mitsu": "helps", "agasha-shunsen": "helps", "awakened-tsukumogami": "helps",
               "being-and-becoming": "helps", "hisu-mori-toride-unicorn": "helps",
               "kitsu-warrior": "helps", "mantis-tenkinja": "helps", "restored-heirloom": "helps",
               "unleash-the-djinn": "helps", "yasuki-broker": "helps"}


def test_disguised_protector_an_optional_action_leans_helps():
    assert {m.lean for m in RECORDS["disguised-protector"].missing} == {"helps"}


def test_heroic_resolve_readies_its_character_with_2_rings_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"heroic-resolve": "doji-whisperer"},
                 bowed=["doji-whisperer"])
    h, w = s.card("heroic-resolve"), s.card("doji-whisperer")
    s.state.claimed.add(AIR)
    assert not abilities(s, h)
    s.state.claimed.add(FIRE)
    use(s, Action("ability", h, -1, 0))
    assert w not in s.bowed


def test_volcanic_troll_gets_2_and_2_while_fire_is_unclaimed(l5r_pool):
    s = scenario(l5r_pool, play=["volcanic-troll"])
    v = s.card("volcanic-troll")
    assert play_rules.skill(s.state, v, MIL) == 5 and play_rules.skill(s.state, v, POL) == 5
    s.state.claimed.add(FIRE)
    assert play_rules.skill(s.state, v, MIL) == 3
    assert RECORDS["volcanic-troll"].statics[0].traits == ("weapon",)


def test_all_and_nothing_resolves_air_and_draws_when_void_is_claimed(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["all-and-nothing"], honor=10)
    a = s.card("all-and-nothing")
    fire(s, "ring_claimed", option="fire")
    assert s.pending != "respond"
    hand, before = len(s.hand), (s.honor, s.opp_honor)
    fire(s, "ring_claimed", option="void")
    trigger(s, Action("trigger", a, -1, 0))
    assert len(s.hand) == hand - 1 + 1 and (s.honor, s.opp_honor) != before


def test_dispatch_moves_a_unicorn_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "aggressive-moto"], hand=["dispatch"], fate=1)
    d, w, moto = s.card("dispatch"), s.card("doji-whisperer"), s.card("aggressive-moto")
    s.declare("military", [w])
    use(s, Action("ability", d, moto, 0))
    assert moto in s.attackers


def test_imperial_librarian_gives_each_other_character_1_glory(l5r_pool):
    s = scenario(l5r_pool, play=["imperial-librarian", "doji-whisperer"])
    i, w = s.card("imperial-librarian"), s.card("doji-whisperer")
    assert play_rules.glory(s.state, w) == l5r_pool.card("doji-whisperer").glory + 1
    assert play_rules.glory(s.state, i) == 2


def test_kuni_laboratory_gives_1_and_1_and_costs_1_honor_a_conflict_phase(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["kuni-laboratory"], honor=10)
    w = s.card("doji-whisperer")
    assert play_rules.skill(s.state, w, MIL) == 1 and play_rules.skill(s.state, w, POL) == 4
    fire(s, "phase_begins", option="conflict")
    assert s.honor == 9


def test_shosuro_sadako_adds_its_glory_while_dishonored(l5r_pool):
    s = scenario(l5r_pool, play=["shosuro-sadako"], dishonored=["shosuro-sadako"])
    c = s.card("shosuro-sadako")
    assert play_rules.skill(s.state, c, MIL) == 1 + 3 and play_rules.skill(s.state, c, POL) == 1 + 3


def test_pragmatism_while_less_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"pragmatism": "doji-whisperer"}, honor=8)
    w = s.card("doji-whisperer")
    assert play_rules.skill(s.state, w, POL) == 3 + 1 + 1
    assert not play_rules.honor_character(s.state, w) and not play_rules.dishonor_character(s.state, w)
    s.state.honor = 12
    assert play_rules.skill(s.state, w, POL) == 3 + 1 and play_rules.honor_character(s.state, w)


def test_reader_of_omens_gets_3_political_with_air_or_void(l5r_pool):
    s = scenario(l5r_pool, play=["reader-of-omens"])
    r = s.card("reader-of-omens")
    assert play_rules.skill(s.state, r, POL) == 0
    s.state.claimed.add(VOID)
    assert play_rules.skill(s.state, r, POL) == 3


def test_nezumi_infiltrator_lowers_the_attacked_province_by_1(l5r_pool):
    s = scenario(l5r_pool, play=["nezumi-infiltrator", "doji-whisperer"])
    n = s.card("nezumi-infiltrator")
    s.declare("military", [s.card("doji-whisperer")], slot=1)
    fire(s, "enters_play", card=n, option="hand")
    trigger(s, Action("trigger", n, -1, 0))
    assert conflicts.strength(s.state, 1) == 3


def test_perfect_land_ethos_clears_the_tokens_when_more_are_dishonored(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-gunso"], hand=["perfect-land-ethos"],
                 dishonored=["doji-whisperer"], fate=2)
    p = s.card("perfect-land-ethos")
    use(s, Action("ability", p, -1, 0))
    assert not s.status
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["perfect-land-ethos"],
                 honored=["doji-whisperer"], fate=2)
    assert not abilities(s, s.card("perfect-land-ethos"))


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(
    packs=["Breath of the Kami", "Tainted Lands", "The Fires Within", "The Ebb and Flow",
           "All and Nothing", "Elements Unbound"],
    size=120,
    inert=INERT + INERT_REAL + INERT_REST + INERT_END,
    missing={**MISSING, **MISSING_REAL, **MISSING_REST, **MISSING_END}))
