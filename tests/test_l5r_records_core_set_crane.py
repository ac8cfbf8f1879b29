"""The records of deckcheck/games/l5r/engine/records/core_set/crane.py, one test each, on positions
built with tests/l5r_scenario.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules, rings
from deckcheck.games.l5r.engine.hooks import HOOKS
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, fire, legal, on_top, scenario, use, window


INERT = ['cautious-scout', 'doji-challenger', 'doji-gift-giver', 'guest-of-honor',
    'kakita-kaezin', 'political-rival', 'steward-of-law', 'above-question',
    'duelist-training', 'admit-defeat', 'noble-sacrifice', 'voice-of-honor',
    'the-art-of-peace', 'shizuka-toshi']

globals().update(record_tests(inert=INERT))


def test_asahina_artisan_bows_to_give_another_crane_character_3_political(l5r_pool):
    s = scenario(l5r_pool, play=["asahina-artisan", "doji-whisperer"])
    artisan, whisperer = s.card("asahina-artisan"), s.card("doji-whisperer")
    assert not [a for a in legal(s) if a.kind == "ability"]         # only during a conflict
    s.declare("political", [whisperer])
    assert Action("ability", artisan, whisperer, 0) in legal(s)
    assert Action("ability", artisan, artisan, 0) not in legal(s)   # another character
    act(s, Action("ability", artisan, whisperer, 0))
    # "resolve" is then the only action left: the conflict resolves with 3 + 3 political
    assert (1, "won", "political", 6) in s.events and artisan in s.bowed
    assert s.pending == "ring"
    act(s, Action("decline"))                                       # the air ring's effect
    from deckcheck.games.l5r.engine import play_rules
    assert play_rules.skill(s.state, whisperer, 2) == 3                  # until the end of the conflict


def test_savvy_politician_honored_honors_another_character(l5r_pool):
    s = scenario(l5r_pool, play=["savvy-politician", "doji-whisperer"])
    sp, w = s.card("savvy-politician"), s.card("doji-whisperer")
    s.state.status[sp] = 1
    fire(s, "honored", card=sp)
    assert Action("trigger", sp, w, 0) in window(s)
    act(s, Action("trigger", sp, w, 0))
    assert s.status[w] == 1


def test_doji_hotaru_resolves_the_claimed_ring_again_in_a_political_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-hotaru"], honor=10)
    h = s.card("doji-hotaru")
    act(s, Action("declare", 0, 0, option="political", cards=(h,)))   # 6 political: broken
    act(s, Action("ring", option="air", amount=0))                      # +2 honor
    assert s.honor == 12 and s.pending == "respond"                     # the ring is claimed
    act(s, Action("trigger", h, -1, 0))                                 # air again: +2
    assert s.honor == 14 and 0 in s.claimed
    # in a military conflict it does not trigger
    s = scenario(l5r_pool, play=["doji-hotaru"], honor=10)
    h = s.card("doji-hotaru")
    act(s, Action("declare", 0, 0, option="military", cards=(h,)))
    act(s, Action("ring", option="air", amount=0))
    assert s.honor == 12 and s.pending != "respond"


def test_height_of_fashion_cannot_be_played_during_a_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "cautious-scout"], hand=["height-of-fashion"],
                 fate=5)
    w, hof = s.card("doji-whisperer"), s.card("height-of-fashion")
    assert Action("play", hof, w) in legal(s)
    s.declare("political", [w])
    assert not [a for a in legal(s) if a.kind == "play" and a.card == hof]


def test_asahina_storyteller_honored_crane_characters_draw_when_leaving(l5r_pool):
    s = scenario(l5r_pool, play=["asahina-storyteller", "brash-samurai", "doji-whisperer",
                                 "hida-guardian"],
                 honored=["brash-samurai", "hida-guardian"])
    b, w, g = s.card("brash-samurai"), s.card("doji-whisperer"), s.card("hida-guardian")
    hand = len(s.hand)
    play_rules.leave_play(s.state, b)                     # honored Crane: draws
    assert len(s.hand) == hand + 1
    play_rules.leave_play(s.state, w)                     # ordinary
    play_rules.leave_play(s.state, g)                     # honored Crab
    assert len(s.hand) == hand + 1


def test_brash_samurai_honors_itself_when_alone(l5r_pool):
    s = scenario(l5r_pool, play=["brash-samurai", "doji-whisperer"])
    b, w = s.card("brash-samurai"), s.card("doji-whisperer")
    s.declare("military", [b, w])
    assert not abilities(s, b)
    s.declare("military", [b])
    use(s, Action("ability", b, -1, 0))
    assert s.status[b] == 1


def test_daidoji_nerishma_turns_a_facedown_province_card_faceup(l5r_pool):
    s = scenario(l5r_pool, play=["daidoji-nerishma"])
    n = s.card("daidoji-nerishma")
    down = len(s.facedown)
    assert down == 4
    act(s, Action("ability", n, -1, 0))
    assert len(s.facedown) == 3 and s.provinces[0][0] not in s.facedown


def test_kakita_asami_takes_1_honor_while_winning_a_political_conflict(l5r_pool):
    s = scenario(l5r_pool, play=["kakita-asami"])
    a = s.card("kakita-asami")
    s.declare("military", [a])
    assert not abilities(s, a)
    s.declare("political", [a])
    honor, opp = s.honor, s.opp_honor
    use(s, Action("ability", a, -1, 0))
    assert s.honor == honor + 1 and s.opp_honor == opp - 1


def test_the_perfect_gift_takes_1_of_the_top_4(l5r_pool):
    s = scenario(l5r_pool, hand=["the-perfect-gift"], play=["doji-whisperer"],
                 conflict_discard=["jade-tetsubo", "height-of-fashion", "banzai", "levy"], fate=2)
    g = s.card("the-perfect-gift")
    top = on_top(s, "jade-tetsubo", "height-of-fashion", "banzai", "levy")
    size = len(s.conflict)
    act(s, Action("ability", g, -1, 0))
    kept = [c for c in top if c in s.hand]
    assert len(kept) == 1 and s.table.cost[kept[0]] == 2      # the dearest it can pay for
    assert len(s.conflict) == size - 1


def test_way_of_the_crane_honors_a_crane_character(l5r_pool):
    s = scenario(l5r_pool, hand=["way-of-the-crane"], play=["doji-whisperer", "hida-guardian"])
    wc, w = s.card("way-of-the-crane"), s.card("doji-whisperer")
    assert abilities(s, wc) == [Action("ability", wc, w, 0)]
    act(s, Action("ability", wc, w, 0))
    assert s.status[w] == 1


def test_artisan_academy_top_card_playable_until_the_end_of_the_phase(l5r_pool):
    s = scenario(l5r_pool, province=["artisan-academy"], play=["doji-whisperer"],
                 conflict_discard=["jade-tetsubo"], fate=0)
    a = s.card("artisan-academy")
    (t,) = on_top(s, "jade-tetsubo")
    use(s, Action("ability", a, -1, 0))
    assert t in s.hand and t not in s.conflict
    back = type(s.state).from_json(s.state.to_json())      # the mark survives a JSON round trip
    assert back.used == s.state.used and back.lasting == s.state.lasting
    s.state.fate = 2
    assert Action("play", t, s.card("doji-whisperer")) in legal(s)
    s.state.fate = 0
    runtime.end_phase(s.state, HOOKS)                 # not played: back on top of the deck
    assert t not in s.hand and s.conflict[-1] == t
    d = scenario(l5r_pool, province=["artisan-academy"], step="dynasty.act", fate=0)
    assert not abilities(d, d.card("artisan-academy"))


def test_the_fire_ring_never_dishonors_an_own_character(l5r_pool):
    """ENGINE fix met by Way of the Crane (and Doji Hotaru): with every character honored, the
    greedy fire ring effect declines instead of dishonoring one."""

    s = scenario(l5r_pool, play=["doji-whisperer"], honored=["doji-whisperer"])
    assert rings.best(s.state, rings.FIRE) == rings.DECLINE


def test_the_pilot_never_plays_attachments_meant_for_the_opponent(l5r_pool):
    from deckcheck.games.l5r.engine.pilot import _helps

    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["pacifism", "fiery-madness"], fate=5)
    t = s.table
    assert not _helps(t, s.card("pacifism")) and not _helps(t, s.card("fiery-madness"))
