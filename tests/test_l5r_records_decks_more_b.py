"""The records of group B of the test decks' cards
(deckcheck/games/l5r/engine/records/decks_more_b.py), one test each, on positions built with
tests/l5r_scenario.py."""
from __future__ import annotations

import pytest
from l5r_scenario import act, fire, legal, scenario, window

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.ops.event_traits import MARK_INVOKER, MARK_INVOKER_BROKEN
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.games.l5r.engine.records.dsl import CARD_PLAYED, CONTEST_DECLARED, CONTEST_WON, PHASE_BEGINS
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action

AIR, EARTH, FIRE, WATER, VOID = range(5)

GROUP = [line.split("|")[0].strip() for line in """
asako-togama | shiba-tetsu | offerings-to-the-kami | public-forum | my-ancestor-s-strength |
walking-the-way | asako-azunami | inferno-guard-invoker | isawa-heiko | isawa-tsuke-2 |
shiba-pureheart | ancestral-shrine | retire-to-the-brotherhood | blade-of-10-000-battles |
fan-of-command | formal-invitation | setting-the-standard | ikoma-reservist | defend-your-honor |
even-the-odds | regal-bearing | akodo-zentaro | kitsu-motso | matsu-agetoki | matsu-mitsuko |
matsu-tsuko-2 | tactician-s-apprentice | frostbitten-crossing | under-amaterasu-s-gaze |
kami-unleashed | a-war-on-two-fronts | command-respect | privileged-position | ardent-omoidasu |
bushido-adherent | chronicler-of-conquests | hero-of-three-trees | implacable-magistrate |
lion-s-pride-paragon | revered-ikoma | righteous-samurai | procedural-interference |
exposed-courtyard | kenson-no-gakka""".replace("\n", " ").split("|")]


def abilities(s, c):
    return [a for a in legal(s) if a.kind == "ability" and a.card == c]


def trigger(s, c):
    mine = [a for a in window(s) if a.card == c]
    assert mine, window(s)
    act(s, mine[0])


def test_every_card_of_the_group_has_a_record(l5r_pool):
    assert len(GROUP) == len(set(GROUP)) == 44
    for code in GROUP:
        assert code in RECORDS, code
        assert RECORDS[code].name == l5r_pool.card(code).name


INERT = ["offerings-to-the-kami", "public-forum", "isawa-tsuke-2", "shiba-pureheart",
         "retire-to-the-brotherhood", "defend-your-honor", "even-the-odds", "command-respect",
         "privileged-position", "kitsu-motso", "frostbitten-crossing",
         "ardent-omoidasu", "hero-of-three-trees", "righteous-samurai", "kenson-no-gakka",
         "under-amaterasu-s-gaze", "matsu-agetoki",
         "asako-azunami"]
MISSING = {"akodo-zentaro": "helps", "implacable-magistrate": "hurts",
           "procedural-interference": "helps"}


@pytest.mark.parametrize("code", INERT + sorted(MISSING))
def test_records_that_say_what_they_leave_out(code):
    rec = RECORDS[code]
    assert not rec.abilities
    if code in INERT:
        assert rec.status == "inert" and len(rec.inert) > 20
    else:
        assert rec.status == "missing" and {m.lean for m in rec.missing} == {MISSING[code]}


# -- Phoenix ------------------------------------------------------------------------------------
def test_asako_togama_switches_a_claimed_ring_for_the_richest_unclaimed_one(l5r_pool):
    s = scenario(l5r_pool, play=["asako-togama"], fate=0)
    t = s.card("asako-togama")
    s.state.claimed = {AIR}
    s.state.ring_fate = {WATER: 2}
    assert not abilities(s, t)                                   # not participating
    s.declare("political", [t], ring=EARTH)
    act(s, Action("ability", t, -1, 0))
    assert s.claimed == {WATER} and s.fate == 2


def test_shiba_tetsu_gets_1_1_after_a_spell_is_played_in_a_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["shiba-tetsu"], conflict_discard=["my-ancestor-s-strength", "fine-katana"])
    t, spell, katana = s.card("shiba-tetsu"), s.card("my-ancestor-s-strength"), s.card("fine-katana")
    s.declare("military", [t])
    fire(s, CARD_PLAYED, card=katana)
    assert s.pending != "respond"
    fire(s, CARD_PLAYED, card=spell)
    trigger(s, t)
    assert play_rules.skill(s.state, t, MILITARY) == 3 and play_rules.skill(s.state, t, POLITICAL) == 2


@pytest.mark.parametrize("shugenja", [False, True])
def test_walking_the_way_puts_the_best_of_the_top_3_dynasty_cards_into_a_province(l5r_pool, shugenja):
    s = scenario(l5r_pool, play=["isawa-heiko"] if shugenja else ["doji-whisperer"],
                 hand=["walking-the-way"], dynasty_discard=["matsu-tsuko-2"], fate=0 if shugenja else 1)
    w, m = s.card("walking-the-way"), s.card("matsu-tsuko-2")
    assert not [a for a in legal(s) if a.card == w]                 # nothing worth it on top
    s.state.dynasty_discard.remove(m)
    s.state.dynasty.append(m)
    act(s, Action("ability", w, -1, 0))
    slot = next(i for i in range(4) if m in s.provinces[i])
    assert m not in s.facedown and m not in s.dynasty and len(s.provinces[slot]) == 1
    assert s.fate == 0 and w in s.conflict_discard


def test_isawa_heiko_switches_a_participants_skills_after_a_water_event(l5r_pool):
    s = scenario(l5r_pool, play=["isawa-heiko", "doji-whisperer"],
                 conflict_discard=["against-the-waves", "walking-the-way"])
    h, w = s.card("isawa-heiko"), s.card("doji-whisperer")
    s.declare("military", [w])
    fire(s, CARD_PLAYED, card=s.card("walking-the-way"))          # Air: nothing
    assert s.pending != "respond"
    fire(s, CARD_PLAYED, card=s.card("against-the-waves"))
    trigger(s, h)
    assert play_rules.skill(s.state, w, MILITARY) == 3


def test_my_ancestors_strength_gives_a_shugenja_the_skills_of_a_dead_character(l5r_pool):
    s = scenario(l5r_pool, play=["isawa-heiko"], hand=["my-ancestor-s-strength"],
                 dynasty_discard=["matsu-tsuko-2"], fate=1)
    h, a = s.card("isawa-heiko"), s.card("my-ancestor-s-strength")
    s.declare("political", [h])                                   # 4 political < Heiko's 5
    assert not [x for x in legal(s) if x.card == a]
    s.declare("military", [h])
    act(s, Action("ability", a, -1, 1))                           # its second ability
    assert play_rules.skill(s.state, h, MILITARY) == 5 and play_rules.skill(s.state, h, POLITICAL) == 4


def test_inferno_guard_invoker_honors_a_participant_and_sacrifices_it_if_a_province_breaks(l5r_pool):
    s = scenario(l5r_pool, play=["inferno-guard-invoker", "doji-whisperer", "matsu-mitsuko"])
    i, w, m = s.card("inferno-guard-invoker"), s.card("doji-whisperer"), s.card("matsu-mitsuko")
    s.declare("political", [w])
    assert not abilities(s, i)
    s.declare("military", [w, m])                                # 4 skill breaks the province
    assert not abilities(s, i)
    s.declare("military", [w])
    act(s, Action("ability", i, w, 0))                           # the conflict resolves on
    assert s.status.get(w) == 1 and w in s.play and not s.opp_broken
    s.state.used[MARK_INVOKER - i] = w + 1                          # honored, then a province
    s.state.used[MARK_INVOKER_BROKEN - i] = len(s.opp_broken) + 1   # broke during the conflict
    s.state.opp_broken.append(0)
    fire(s, CONTEST_WON, option="military", cards=(w,))
    assert w not in s.play


def test_ancestral_shrine_returns_claimed_rings_for_1_honor_each(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["ancestral-shrine"], honor=10)
    a = s.card("ancestral-shrine")
    assert not abilities(s, a)                                   # no claimed ring
    s.state.claimed = {AIR, FIRE}
    act(s, Action("ability", a, -1, 0))
    assert not s.claimed and s.honor == 12


# -- Lion attachments ---------------------------------------------------------------------------
def test_blade_of_10000_battles_goes_on_unique_characters_and_takes_back_a_card(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-tsuko-2", "doji-whisperer"], hand=["blade-of-10-000-battles"],
                 attach={"blade-of-10-000-battles": "matsu-tsuko-2"},
                 conflict_discard=["ornate-fan"], fate=3, honor=12)
    m, w = s.card("matsu-tsuko-2"), s.card("doji-whisperer")
    second, fan = s.card("blade-of-10-000-battles", 0), s.card("ornate-fan")
    assert Action("play", second, m) in legal(s) or second not in s.hand
    assert Action("play", second, w) not in legal(s)
    s.declare("military", [m])
    fire(s, CONTEST_WON, option="military", cards=(m,))
    blade = next(a for a, h in s.attached.items() if h == m)
    trigger(s, blade)
    assert fan in s.hand and fan not in s.conflict_discard


def test_fan_of_command_readies_a_participating_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-mitsuko", "akodo-zentaro"],
                 attach={"fan-of-command": "matsu-mitsuko"})
    m, z, f = s.card("matsu-mitsuko"), s.card("akodo-zentaro"), s.card("fan-of-command")
    assert not abilities(s, f)
    s.declare("military", [m, z])
    s.state.bowed.add(z)
    act(s, Action("ability", f, z, 0))
    assert z not in s.bowed


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


def test_setting_the_standard_draws_2_and_discards_1_after_its_character_wins(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"setting-the-standard": "doji-whisperer"})
    w, st = s.card("doji-whisperer"), s.card("setting-the-standard")
    before, discard = len(s.hand), len(s.conflict_discard)
    s.declare("political", [w])
    fire(s, CONTEST_WON, option="political", cards=(w,))
    trigger(s, st)
    assert len(s.hand) == before + 1 and len(s.conflict_discard) == discard + 1


# -- Lion conflict characters -------------------------------------------------------------------
def test_ikoma_reservist_gets_2_military_with_the_fire_or_water_ring(l5r_pool):
    s = scenario(l5r_pool, play=["ikoma-reservist"])
    r = s.card("ikoma-reservist")
    s.state.claimed = {AIR}
    assert play_rules.skill(s.state, r, MILITARY) == 1
    s.state.claimed = {WATER}
    assert play_rules.skill(s.state, r, MILITARY) == 3


def test_kami_unleashed_is_sacrificed_to_resolve_the_contested_ring(l5r_pool):
    s = scenario(l5r_pool, play=["kami-unleashed", "doji-whisperer"])
    k = s.card("kami-unleashed")
    assert not abilities(s, k)
    s.declare("military", [k], ring=EARTH)
    hand = len(s.hand)
    act(s, Action("ability", k, -1, 0))
    assert k not in s.play and len(s.hand) == hand + 1


def test_regal_bearing_sets_the_bid_to_1_and_draws_the_difference(l5r_pool):
    s = scenario(l5r_pool, play=["asako-togama", "matsu-mitsuko"], hand=["regal-bearing"], fate=2)
    t, m, r = s.card("asako-togama"), s.card("matsu-mitsuko"), s.card("regal-bearing")
    s.state.bid = 3
    s.declare("political", [m])                                  # no participating Courtier
    assert not abilities(s, r)
    s.declare("political", [t, m])
    hand = len(s.hand)
    act(s, Action("ability", r, -1, 0))
    assert s.bid == 1 and len(s.hand) == hand - 1 + 2 and s.fate == 1


def test_a_war_on_two_fronts_breaks_a_second_province(l5r_pool):
    s = scenario(l5r_pool, play=["akodo-zentaro", "matsu-mitsuko"], hand=["a-war-on-two-fronts"],
                 fate=2, honor=12)
    z, m, w = s.card("akodo-zentaro"), s.card("matsu-mitsuko"), s.card("a-war-on-two-fronts")
    s.state.opp_honor = 10
    s.declare("military", [z, m], slot=0)
    fire(s, CONTEST_DECLARED, option="military", cards=(z, m))
    trigger(s, w)
    assert w in s.conflict_discard and s.fate == 0
    if s.pending == "conflict_action":
        act(s, Action("resolve"))
    assert sorted(s.opp_broken) == [0, 1]


# -- Lion dynasty characters --------------------------------------------------------------------
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


def test_matsu_tsuko_breaks_the_attacked_province_after_winning_with_more_honor(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-tsuko-2"], honor=12)
    m = s.card("matsu-tsuko-2")
    s.state.opp_honor = 10
    s.declare("military", [m], slot=1)
    fire(s, CONTEST_WON, option="military", cards=(m,))
    trigger(s, m)
    assert 1 in s.opp_broken
    s2 = scenario(l5r_pool, play=["matsu-tsuko-2"], honor=10)
    m2 = s2.card("matsu-tsuko-2")
    s2.state.opp_honor = 10
    s2.declare("military", [m2], slot=1)
    fire(s2, CONTEST_WON, option="military", cards=(m2,))
    assert s2.pending != "respond" and 1 not in s2.opp_broken


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
    trigger(s, t)
    assert len(s.hand) == hand + 1


def test_bushido_adherent_honors_a_participant(l5r_pool):
    s = scenario(l5r_pool, play=["bushido-adherent", "doji-whisperer"])
    b, w = s.card("bushido-adherent"), s.card("doji-whisperer")
    s.declare("military", [w])
    assert not abilities(s, b)
    s.declare("military", [b, w])
    act(s, Action("ability", b, w, 0))
    assert s.status.get(w) == 1


def test_chronicler_of_conquests_gains_1_honor_with_a_battlefield_in_play(l5r_pool):
    s = scenario(l5r_pool, play=["chronicler-of-conquests"])
    c = s.card("chronicler-of-conquests")
    s.declare("political", [c])
    assert not abilities(s, c)
    s2 = scenario(l5r_pool, play=["chronicler-of-conquests"], province=["exposed-courtyard"], honor=10)
    c2 = s2.card("chronicler-of-conquests")
    s2.declare("political", [c2])
    act(s2, Action("ability", c2, -1, 0))
    assert s2.honor == 11


def test_revered_ikoma_gains_1_fate_after_2_honor_this_phase(l5r_pool):
    s = scenario(l5r_pool, play=["revered-ikoma"], honor=10, fate=0)
    r = s.card("revered-ikoma")
    fire(s, PHASE_BEGINS, option="conflict")
    assert not abilities(s, r)
    s.state.honor = 11
    assert not abilities(s, r)
    s.state.honor = 12
    act(s, Action("ability", r, -1, 1))                          # its second ability
    assert s.fate == 1


def test_exposed_courtyard_lends_an_event_of_the_discard_pile_for_the_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "isawa-heiko"], province=["exposed-courtyard"],
                 conflict_discard=["against-the-waves"], bowed=["isawa-heiko"], fate=3)
    x, w, e = s.card("exposed-courtyard"), s.card("doji-whisperer"), s.card("against-the-waves")
    s.declare("political", [w])
    assert not abilities(s, x)
    s.declare("military", [w])
    deck, discard = len(s.conflict), len(s.conflict_discard)
    act(s, Action("ability", x, -1, 0))
    assert e in s.hand and len(s.conflict) == deck - 2 and len(s.conflict_discard) == discard + 1
    s.state.hand.remove(e)                                        # played
    s.state.conflict_discard.append(e)
    fire(s, CARD_PLAYED, card=e)
    assert s.conflict[0] == e and e not in s.conflict_discard


def test_lions_pride_paragon_does_not_bow_while_dire(l5r_pool):
    for fate_on, bows in (({}, False), ({"lion-s-pride-paragon": 1}, True)):
        s = scenario(l5r_pool, play=["lion-s-pride-paragon", "doji-whisperer"], fate_on=fate_on)
        p, w = s.card("lion-s-pride-paragon"), s.card("doji-whisperer")
        s.declare("military", [p, w])
        act(s, Action("resolve"))
        while s.pending in ("respond", "ring"):
            act(s, Action("decline"))
        assert (p in s.bowed) == bows and w in s.bowed
