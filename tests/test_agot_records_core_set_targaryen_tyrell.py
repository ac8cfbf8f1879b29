"""Records of the Core Set Targaryen and Tyrell cards (01160-01197), one test per card."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    assert_inert_where_played,
    BASTARD, DAYNE, LITTLE_BIRD, RANGING, ROSEROAD, ROSE_GARDEN, TUMBLESTONE,
    abilities_of_first, assert_inert_at, assert_inert_placed, assert_inert_record,
    assert_missing_record, offered_abilities, step_unlogged, triggers,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import ENGINE, play_rules
from deckcheck.games.agot.engine.records import core_set_targaryen_tyrell
from deckcheck.games.agot.engine.effects import INSIGHT, INTRIGUE, LIMITED, POWER, RENOWN
from deckcheck.games.agot.engine.hooks import HOOKS
from deckcheck.games.agot.engine.state import DECK, DISCARD, HAND, PLAY, SHADOWS
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action as A


PASS = A("pass")
DECLINE = A("decline")
FILLER_MIL = "01053"        # Bastard in Hiding: military, power; no text
FILLER_INT = "01113"        # House Dayne Knight: military, intrigue; no text
COURTESAN = "01187"         # Courtesan of the Rose: tyrell, intrigue, power; no text


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def inert(pool, code):
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert and not rec.abilities
    return rec


def abilities(s, kind="ability"):
    return [a for a in legal(s) if a.kind == kind]


def won(s):
    """The challenges won so far: (type, attacking STR)."""
    return [(e[2], e[3]) for e in s.state.events if e[1] == "challenge_won"]


def challenge(s, kind, *codes):
    """Initiate a challenge of ``kind`` with the cards of ``codes`` as attackers."""
    act(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in codes), A("confirm"))


# -- Targaryen ------------------------------------------------------------------------------
def test_01160_daenerys_targaryen(pool):
    inert(pool, "01160")
    s = scenario(pool, play=["01160"])
    assert play_rules.keywords(s.state, s.card("01160")) & INSIGHT      # the keyword stays


def test_01161_drogon(pool):
    record(pool, "01161")
    s = scenario(pool, play=["01161", "01160"])
    assert play_rules.keywords(s.state, s.card("01160")) & RENOWN        # Stormborn
    assert not play_rules.keywords(s.state, s.card("01161")) & RENOWN    # Drogon is not
    alone = scenario(pool, play=["01160"])
    assert not play_rules.keywords(alone.state, alone.card("01160")) & RENOWN


def test_01162_khal_drogo(pool):
    record(pool, "01162")
    s = scenario(pool, play=["01162", FILLER_MIL, FILLER_INT], step="challenges.initiate")
    challenge(s, "military", "01162")
    assert A("challenge", option="military") in legal(s)          # the additional one
    challenge(s, "military", FILLER_MIL)
    assert A("challenge", option="military") not in legal(s)
    assert A("challenge", option="intrigue") in legal(s)
    plain = scenario(pool, play=[FILLER_MIL, FILLER_INT], step="challenges.initiate")
    challenge(plain, "military", FILLER_MIL)
    assert A("challenge", option="military") not in legal(plain)


def test_01163_magister_illyrio(pool):
    rec = record(pool, "01163")
    s = scenario(pool, play=["01163", FILLER_MIL, FILLER_INT], knelt=[FILLER_MIL, FILLER_INT],
                 gold=4, step="challenges.initiate")
    illyrio, knelt = s.card("01163"), s.card(FILLER_MIL)
    use = A("ability", illyrio, knelt, 0)
    assert use in legal(s)
    act(s, use)
    assert knelt not in s.state.knelt and s.state.gold == 2
    assert not abilities(s)                                       # once per phase
    m = scenario(pool, play=["01163", FILLER_MIL], knelt=[FILLER_MIL], gold=2)
    assert abilities(m) == [A("ability", m.card("01163"), m.card(FILLER_MIL), 1)]
    assert rec.abilities[1].pilot == "never"
    poor = scenario(pool, play=["01163", FILLER_MIL], knelt=[FILLER_MIL], gold=1,
                    step="challenges.initiate")
    assert not abilities(poor)


def test_01164_rhaegal(pool):
    record(pool, "01164")
    s = scenario(pool, play=["01164", "01160"], knelt=["01160"], step="challenges.initiate")
    rhaegal, dany = s.card("01164"), s.card("01160")
    fire(s, "contest_won", option="power", amount=5, cards=(dany,))
    assert A("trigger", rhaegal, dany, 0) in legal(s)
    act(s, A("trigger", rhaegal, dany, 0))
    assert dany not in s.state.knelt
    s.state.knelt.add(dany)
    fire(s, "contest_won", option="military", amount=5, cards=(dany,))
    assert s.state.pending != "respond"                           # limit once
    other = scenario(pool, play=["01164", "01160", FILLER_MIL], knelt=["01160"],
                     step="challenges.initiate")
    fire(other, "contest_won", option="power", amount=2, cards=(other.card(FILLER_MIL),))
    assert other.state.pending != "respond"                       # no Stormborn attacker


def test_01165_ser_jorah_mormont(pool):
    record(pool, "01165")
    s = scenario(pool, play=["01165"], step="challenges.initiate")
    jorah = s.card("01165")
    for n in (1, 2):
        fire(s, "contest_won", option="military", amount=4, cards=(jorah,))
        assert s.state.tokens[jorah] == n and s.state.zone[jorah] == PLAY
    fire(s, "contest_won", option="military", amount=4, cards=())  # not participating
    assert s.state.tokens[jorah] == 2
    s.state.card_power[jorah] = 3
    fire(s, "contest_won", option="military", amount=4, cards=(jorah,))
    assert s.state.zone[jorah] == DISCARD and jorah not in s.state.tokens
    assert play_rules.total_power(s.state) == 0                         # his power is gone


def test_01166_viserion(pool):
    inert(pool, "01166")


def test_01167_viserys_targaryen(pool):
    inert(pool, "01167")


def test_01169_handmaiden(pool):
    rec = record(pool, "01169")
    s = scenario(pool, play=["01169", "01160", FILLER_MIL], knelt=["01160", FILLER_MIL],
                 step="challenges.initiate")
    maid, dany = s.card("01169"), s.card("01160")
    assert abilities(s) == [A("ability", maid, dany, 0)]         # a Lady only
    act(s, A("ability", maid, dany, 0))
    assert dany not in s.state.knelt and s.state.zone[maid] == DISCARD
    assert rec.abilities[0].pilot == "never"


def test_01170_targaryen_loyalist(pool):
    record(pool, "01170")
    s = scenario(pool, play=["01170"], hand=["01162", "01175"], gold=6)
    drogo, estate = s.card("01162"), s.card("01175")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [s.card("01170")]
    act(s, reduce[0])
    assert s.card("01170") in s.state.knelt
    assert play_rules.marshal_cost(s.state, drogo) == 5
    assert play_rules.marshal_cost(s.state, estate) == 0                # a location: not reduced


def test_01171_unsullied(pool):
    inert(pool, "01171")


def test_01172_drogos_arakh(pool):
    record(pool, "01172")
    h = scenario(pool, play=["01162", "01168", "01160"], hand=["01172"])
    assert set(play_rules.targets(h.state, h.card("01172"))) == {h.card("01162"), h.card("01168")}
    s = scenario(pool, play=["01162", FILLER_MIL], attach={"01172": "01162"},
                 step="challenges.initiate")
    drogo = s.card("01162")
    assert play_rules.strength(s.state, drogo) == 7
    challenge(s, "military", "01162")
    assert drogo not in s.state.knelt                              # the first military one
    challenge(s, "military", "01162")                              # Khal Drogo's additional one
    assert drogo in s.state.knelt
    warrior = scenario(pool, play=["01168", FILLER_MIL], attach={"01172": "01168"},
                       step="challenges.initiate")
    challenge(warrior, "military", "01168")
    assert warrior.card("01168") in warrior.state.knelt            # not Khal Drogo


def test_01173_plaza_of_punishment(pool):
    inert(pool, "01173")


def test_01174_dothraki_sea(pool):
    record(pool, "01174")
    s = scenario(pool, play=["01174", FILLER_MIL], hand=["01162"], plot="01009",
                 step="challenges.initiate")
    sea, drogo = s.card("01174"), s.card("01162")
    fire(s, "contest_won", option="military", amount=2, cards=(s.card(FILLER_MIL),))
    assert s.state.pending != "respond"                            # power challenges only
    fire(s, "contest_won", option="power", amount=2, cards=(s.card(FILLER_MIL),))
    act(s, A("trigger", sea, drogo, 0))
    assert s.state.zone[drogo] == PLAY and s.state.zone[sea] == DISCARD
    act(s, PASS)                                                   # the phase ends
    assert s.state.zone[drogo] == HAND


def test_01175_illyrios_estate(pool):
    rec = record(pool, "01175")
    s = scenario(pool, play=["01175", "01162"], hand=["01172", "01194"], gold=5)
    arakh = s.card("01172")
    act(s, next(a for a in legal(s) if a.kind == "reduce"))
    assert play_rules.marshal_cost(s.state, arakh) == 1                 # any [targaryen] card
    assert play_rules.marshal_cost(s.state, s.card("01194")) == 0       # Rose Garden costs 0 anyway
    assert not rec.abilities
    assert s.state.table.keywords[s.card("01175")] & LIMITED


def test_01176_dracarys(pool):
    inert(pool, "01176")


def test_01177_fire_and_blood(pool):
    record(pool, "01177")
    s = scenario(pool, play=[FILLER_MIL], hand=["01177"], dead=["01161", "01160"], gold=1,
                 step="challenges.initiate")
    fab, drogon, dany = s.card("01177"), s.card("01161"), s.card("01160")
    offered = set(abilities(s))
    assert offered == {A("ability", fab, drogon, 0), A("ability", fab, drogon, 1),
                       A("ability", fab, dany, 1)}
    act(s, A("ability", fab, drogon, 0))
    assert s.state.zone[drogon] == PLAY and s.state.gold == 0
    assert s.state.zone[fab] == DISCARD
    t = scenario(pool, play=[FILLER_MIL], hand=["01177"], dead=["01160"], gold=1,
                 step="challenges.initiate")
    act(t, A("ability", t.card("01177"), t.card("01160"), 1))
    assert t.state.zone[t.card("01160")] == DECK and t.card("01160") in t.state.draw
    assert not t.state.dead


def test_01178_waking_the_dragon(pool):
    rec = record(pool, "01178")
    s = scenario(pool, play=["01160", "01168"], hand=["01178"], knelt=["01160", "01168"], plot="01009",
                 step="challenges.initiate")
    wake, dany = s.card("01178"), s.card("01160")
    assert abilities(s) == [A("ability", wake, dany, 0)]          # unique only
    act(s, A("ability", wake, dany, 0))
    assert dany not in s.state.knelt and s.state.zone[dany] == PLAY
    act(s, PASS)                                                   # the phase ends
    assert s.state.zone[dany] == HAND
    assert rec.abilities[0].pilot == "never"


# -- Tyrell ------------------------------------------------------------------------------
def _pair(pool, code, other, icon):
    s = scenario(pool, play=[code])
    c = s.card(code)
    assert play_rules.strength(s.state, c) == 2 and not play_rules.icons(s.state, c) & icon
    both = scenario(pool, play=[code, other])
    c = both.card(code)
    assert play_rules.strength(both.state, c) == 3 and play_rules.icons(both.state, c) & icon


def test_01179_left(pool):
    record(pool, "01179")
    _pair(pool, "01179", "01184", POWER)


def test_01180_maester_lomys(pool):
    inert(pool, "01180")


def test_01181_margaery_tyrell(pool):
    record(pool, "01181")
    s = scenario(pool, play=["01181", FILLER_MIL], step="challenges.initiate")
    marg, other = s.card("01181"), s.card(FILLER_MIL)
    assert A("ability", marg, other, 0) in legal(s)
    act(s, A("ability", marg, other, 0))
    assert play_rules.strength(s.state, other) == 5 and marg in s.state.knelt
    assert not abilities(s)                                        # she is knelt
    act(s, PASS)                                                   # the phase ends
    assert play_rules.strength(s.state, other) == 2
    m = scenario(pool, play=["01181", FILLER_MIL])
    assert not abilities(m)                                        # challenges phase only


def test_01182_paxter_redwyne(pool):
    record(pool, "01182")
    s = scenario(pool, play=["01182", "01181"], hand=["01195", "01195"], plot="01009",
                 gold=1, step="challenges.initiate")
    assert play_rules.income(s.state) == 4 + 1
    first, second = s.cards("01195")
    assert HOOKS.play_cost(s.state, first) == 0
    act(s, A("ability", first, s.card("01181"), 1))
    assert s.state.gold == 1                                       # played for 0
    assert HOOKS.play_cost(s.state, second) == 1                   # only the first each round
    plain = scenario(pool, play=["01181"], hand=["01195"], step="challenges.initiate")
    assert HOOKS.play_cost(plain.state, plain.card("01195")) == 1


def test_01183_randyll_tarly(pool):
    rec = record(pool, "01183")
    assert rec.status == "modeled"
    s = scenario(pool, play=["01183", "01181", COURTESAN], knelt=["01183"],
                 hand=["01195", "01195"], gold=2, step="challenges.initiate")
    randyll, marg = s.card("01183"), s.card("01181")
    act(s, A("ability", marg, randyll, 0))                        # +3 STR: he may stand
    assert s.state.pending == "respond"
    act(s, A("trigger", randyll, -1, 0))
    assert randyll not in s.state.knelt and play_rules.strength(s.state, randyll) == 8
    s.state.knelt.add(randyll)
    gs1, gs2 = s.cards("01195")
    act(s, A("ability", gs1, randyll, 1), A("trigger", randyll, -1, 0))
    assert randyll not in s.state.knelt
    s.state.knelt.add(randyll)
    act(s, A("ability", gs2, randyll, 1))
    assert s.state.pending != "respond" and randyll in s.state.knelt   # twice per phase
    runtime.end_phase(s.state, HOOKS)
    assert runtime.within_limit(s.state, randyll, 0, 2, "phase")      # a new phase: again
    # a constant effect that begins: a plot revealed (A Song of Summer: +1 STR each)
    s = scenario(pool, play=["01183"], knelt=["01183"], plots=["03050"], step="plot.choose")
    randyll = s.card("01183")
    act(s, A("plot", s.card("03050")))
    assert s.state.pending == "respond"
    act(s, A("trigger", randyll, -1, 0))
    assert randyll not in s.state.knelt
    # ... or his declaration as an attacker (The Lord of the Crossing: +2 STR in the third
    # challenge); he kneels to attack, then stands
    s = scenario(pool, play=["01183"], agenda="02060", step="challenges.initiate")
    randyll = s.card("01183")
    s.state.challenges_left = 4                                     # the third challenge
    act(s, A("challenge", option="power"), A("attacker", randyll), A("confirm"))
    assert s.state.pending == "respond" and randyll in s.state.knelt
    act(s, A("trigger", randyll, -1, 0))
    assert randyll not in s.state.knelt
    # ... not when the constant lowers his STR (the first challenge: -1 STR)
    s = scenario(pool, play=["01183", FILLER_INT], agenda="02060", step="challenges.initiate")
    act(s, A("challenge", option="power"), A("attacker", s.card("01183")), A("confirm"))
    assert s.state.pending == "challenges" and s.card("01183") in s.state.knelt


def test_01184_right(pool):
    record(pool, "01184")
    _pair(pool, "01184", "01179", INTRIGUE)


def test_01185_the_knight_of_flowers(pool):
    inert(pool, "01185")
    s = scenario(pool, play=["01185"])
    assert play_rules.keywords(s.state, s.card("01185")) & RENOWN


def test_01186_the_queen_of_thorns(pool):
    record(pool, "01186")
    s = scenario(pool, play=["01186"], hand=["01183", "01186", "01162"],
                 step="challenges.initiate")
    qot, randyll = s.card("01186"), s.card("01183")
    fire(s, "contest_won", option="power", amount=5, cards=(qot,))
    assert s.state.pending != "respond"                            # intrigue only
    fire(s, "contest_won", option="intrigue", amount=5, cards=())
    assert s.state.pending != "respond"                            # she must participate
    fire(s, "contest_won", option="intrigue", amount=5, cards=(qot,))
    assert abilities(s, "trigger") == [A("trigger", qot, randyll, 0)]   # tyrell, cost <= 6
    act(s, A("trigger", qot, randyll, 0))
    assert s.state.zone[randyll] == PLAY


def test_01188_garden_caretaker(pool):
    record(pool, "01188")
    s = scenario(pool, play=["01188"], hand=["01183", "01193"], gold=6)
    act(s, next(a for a in legal(s) if a.kind == "reduce"))
    assert play_rules.marshal_cost(s.state, s.card("01183")) == 5
    assert play_rules.marshal_cost(s.state, s.card("01193")) == 3       # characters only


def test_01189_olennas_informant(pool):
    record(pool, "01189")
    s = scenario(pool, play=[COURTESAN], hand=["01189"], gold=4, step="challenges.initiate")
    informant = s.card("01189")
    challenge(s, "intrigue", COURTESAN)
    assert A("challenge", option="intrigue") not in legal(s)
    act(s, A("ambush", informant))
    assert s.state.pending == "respond"
    act(s, A("trigger", informant, -1, 0))
    assert A("challenge", option="intrigue") in legal(s)         # named: intrigue (made)
    challenge(s, "intrigue", "01189")
    assert A("challenge", option="intrigue") not in legal(s)
    m = scenario(pool, play=[COURTESAN], hand=["01189"], gold=4)
    act(m, A("marshal", m.card("01189")))
    assert m.state.pending != "respond"                            # not in the challenges phase


def test_01190_wardens_of_the_reach(pool):
    record(pool, "01190")
    s = scenario(pool, play=["01190", "01192", "01193", "01174"])
    wardens = s.card("01190")
    assert play_rules.strength(s.state, wardens) == 3 + 2               # Highgarden, The Mander
    t = scenario(pool, play=["01190", "01192", "01193", "01194", "01194"])
    assert play_rules.strength(t.state, t.card("01190")) == 3 + 4
    alone = scenario(pool, play=["01190"])
    assert play_rules.strength(alone.state, alone.card("01190")) == 3


def test_01191_heartsbane(pool):
    record(pool, "01191")
    h = scenario(pool, play=["01181", FILLER_MIL], hand=["01191"])
    assert play_rules.targets(h.state, h.card("01191")) == [h.card("01181")]   # [tyrell] only
    s = scenario(pool, play=["01181"], attach={"01191": "01181"}, step="challenges.initiate")
    marg, sword = s.card("01181"), s.card("01191")
    challenge(s, "intrigue", "01181")
    assert s.state.pending == "resolve_challenge"                  # the window inside the challenge
    assert abilities(s) == [A("ability", sword, -1, 0)]
    ENGINE.step(s.state, A("ability", sword, -1, 0), log=False)   # stop at the next decision
    assert play_rules.strength(s.state, marg) == 6 and not won(s)
    assert legal(s) == [A("resolve")]
    act(s, A("resolve"))
    assert won(s) == [("intrigue", 6)]
    assert play_rules.strength(s.state, marg) == 3                      # until the end of the challenge
    other = scenario(pool, play=[COURTESAN, FILLER_INT], attach={"01191": COURTESAN},
                     step="challenges.initiate")
    challenge(other, "intrigue", FILLER_INT)                       # its host does not attack
    assert other.state.pending == "challenges" and won(other) == [("intrigue", 2)]


def test_01192_highgarden(pool):
    rec = record(pool, "01192")
    s = scenario(pool, play=["01192", COURTESAN, "01181"], gold=1, step="challenges.initiate")
    garden, court, marg = s.card("01192"), s.card(COURTESAN), s.card("01181")
    assert not [a for a in abilities(s) if a.card == garden]       # no attacker yet
    challenge(s, "intrigue", COURTESAN, "01181")
    assert set(abilities(s)) == {A("ability", garden, court, 0), A("ability", garden, marg, 0)}
    act(s, A("ability", garden, court, 0))                        # then the challenge resolves
    assert court not in s.state.knelt and marg in s.state.knelt
    assert won(s) == [("intrigue", 3)]                              # without the Courtesan
    assert garden in s.state.knelt and s.state.gold == 0
    assert rec.abilities[0].pilot == "never"


def test_01193_the_mander(pool):
    record(pool, "01193")
    s = scenario(pool, play=["01193", FILLER_MIL], step="challenges.initiate")
    mander = s.card("01193")
    fire(s, "contest_won", option="military", amount=4, cards=(s.card(FILLER_MIL),))
    assert s.state.pending != "respond"
    hand = len(s.state.hand)
    fire(s, "contest_won", option="military", amount=5, cards=(s.card(FILLER_MIL),))
    act(s, A("trigger", mander, -1, 0))
    assert len(s.state.hand) == hand + 2 and mander in s.state.knelt


def test_01194_rose_garden(pool):
    record(pool, "01194")
    s = scenario(pool, play=["01194", COURTESAN, "01162"], hand=["01191", "01172"], gold=5)
    assert s.state.table.keywords[s.card("01194")] & LIMITED
    act(s, next(a for a in legal(s) if a.kind == "reduce"))
    assert play_rules.marshal_cost(s.state, s.card("01191")) == 0       # any [tyrell] card
    assert play_rules.marshal_cost(s.state, s.card("01172")) == 2       # not a [targaryen] one


def test_01195_growing_strong(pool):
    rec = record(pool, "01195")
    assert rec.status == "modeled" and rec.abilities[1].pilot == "never"
    s = scenario(pool, play=["01181", COURTESAN, "01188", "01183", FILLER_MIL], knelt=["01183"],
                 hand=["01195"], gold=1, step="challenges.initiate")
    st = s.state
    marg, court, caretaker, randyll = (s.card(c) for c in ("01181", COURTESAN, "01188", "01183"))
    offered = abilities(s)
    assert A("ability", s.card("01195"), court, 1) in offered
    assert not any(a.card == s.card("01195") and a.amount == 0 for a in offered)   # no attacker
    act(s, A("ability", s.card("01195"), caretaker, 1))
    # the chosen one and two more [tyrell] characters: the standing ones, the strongest
    assert [play_rules.strength(st, c) for c in (caretaker, marg, court, randyll)] == [3, 5, 4, 5]
    assert play_rules.strength(st, s.card(FILLER_MIL)) == 2              # not [tyrell]
    assert st.gold == 0 and st.zone[s.card("01195")] == DISCARD
    # inside a challenge: an attacker first, then the other attackers
    s = scenario(pool, play=["01181", COURTESAN, "01188", "01183"], hand=["01195"], gold=1,
                 step="challenges.initiate")
    st = s.state
    marg, court, caretaker, randyll = (s.card(c) for c in ("01181", COURTESAN, "01188", "01183"))
    st.challenge, st.attackers = 2, [court, caretaker]
    assert [a.target for a in abilities(s)
            if a.card == s.card("01195") and a.amount == 0] == [court, caretaker]
    runtime.use_action(st, HOOKS, A("ability", s.card("01195"), caretaker, 0))
    assert [play_rules.strength(st, c) for c in (caretaker, court, randyll, marg)] == [3, 4, 7, 3]


def test_01196_olennas_cunning(pool):
    record(pool, "01196")
    s = scenario(pool, play=[COURTESAN], hand=["01196"], deck=["01193", "01190"], gold=2,
                 step="challenges.initiate")
    cunning, mander = s.card("01196"), s.card("01193")
    fire(s, "contest_won", option="military", amount=2, cards=(s.card(COURTESAN),))
    assert s.state.pending != "respond"
    fire(s, "contest_won", option="power", amount=2, cards=(s.card(COURTESAN),))
    act(s, A("trigger", cunning, -1, 0))
    assert s.state.zone[mander] == HAND                            # not the Wardens on top
    assert s.state.zone[cunning] == DISCARD and s.state.gold == 0


def test_01197_the_bear_and_the_maiden_fair(pool):
    record(pool, "01197")
    # top of the deck (drawn first): an event, Randyll, a Wardens, a dead unique's copy, a
    # Caretaker; below them the filler characters
    s = scenario(pool, hand=["01197", COURTESAN], dead=["01181"],
                 deck=["01196", "01183", "01190", "01181", "01188"], gold=2)
    st = s.state
    bear = s.card("01197")
    assert A("ability", bear, -1, 0) in legal(s)                   # costs 0
    act(s, A("ability", bear, -1, 0))
    assert st.pending == "marshal" and st.gold == 2
    top = st.draw[::-1]
    # Randyll and the Wardens stay on top, the best first; the cards worth less than an
    # average card of the deck (the event, the dead unique, the 1-STR Caretaker) go under
    assert top[:2] == [s.card("01183"), s.card("01190")]
    assert st.draw[:3] == sorted(st.draw[:3], key=lambda c: (core_set_targaryen_tyrell.deck_worth(st, c), c))
    assert set(st.draw[:3]) == {s.card("01196"), s.cards("01181")[0], s.card("01188")}
    assert st.zone[bear] == DISCARD


# -- the framework additions these cards needed -------------------------------------------------
def test_counted_amount_applies_to_instant_effects_too(pool):
    from deckcheck.games.agot.engine.records.dsl import each, gold, locations
    from deckcheck.goldfish.abilities import runtime
    from deckcheck.goldfish.abilities.records import Effect

    s = scenario(pool, play=["01190", "01192", "01193"])       # Wardens: its filter is known
    per = each(locations("The Reach"))
    g = gold(2)
    effect = Effect(g.op, g.amount, g.target, per=per)
    runtime.apply_effects(s.state, HOOKS, runtime.Context(s.card("01190"), 0), [effect])
    assert s.state.gold == 4                                       # 2 for each of 2 locations


def test_delayed_effect_skips_a_card_no_longer_in_play(pool):
    s = scenario(pool, play=["01160"], hand=["01178"], knelt=["01160"], plot="01009",
                 step="challenges.initiate")
    dany = s.card("01160")
    act(s, A("ability", s.card("01178"), dany, 0))
    play_rules.leave_play(s.state, dany, DISCARD)
    act(s, PASS)
    assert s.state.zone[dany] == DISCARD and not s.state.lasting


def test_attachment_with_strength_bonus_fires_modified(pool, monkeypatch):
    from deckcheck.goldfish.abilities import runtime

    seen = []
    real = runtime.fire

    def spy(state, hooks, event):
        seen.append(event)
        real(state, hooks, event)

    monkeypatch.setattr(runtime, "fire", spy)
    s = scenario(pool, play=["01168", "01183"], hand=["01172"], gold=2)  # Randyll listens
    act(s, A("marshal", s.card("01172"), s.card("01168")))
    assert runtime.Event("modified", s.card("01168"), "strength", 2) in seen


def test_pilot_makes_khal_drogos_additional_challenge(pool):
    from deckcheck.games.agot.engine.pilot import GreedyPilot

    s = scenario(pool, play=["01162", FILLER_MIL, "01150"], plot="01009",
                 step="challenges.initiate")
    pilot = GreedyPilot()
    for _ in range(50):                          # a pilot that loops fails, not hangs
        if s.state.pending not in ("challenges", "attackers", "respond", "resolve_challenge"):
            break
        act(s, pilot.choose(s.state, legal(s)))
    else:
        raise AssertionError("the pilot loops")
    assert [k for k, _ in won(s)].count("military") == 2


def test_04014_viserys_targaryen(pool):
    record(pool, "04014")
    s = scenario(pool, play=["04014"], step="dominance.ends")
    viserys = s.card("04014")
    assert triggers(s) == [A("trigger", viserys, -1, 0)]
    step_unlogged(s, A("trigger", viserys, -1, 0))
    assert s.state.card_power[viserys] == 1


def test_08093_daenerys_targaryen(pool):
    assert_inert_record(pool, "08093")


def test_11093_drogon(pool):
    assert_inert_placed(pool, "11093")


def test_13113_ser_jorah_mormont(pool):
    record(pool, "13113")
    # reserve 4 (A Feast for Crows), 5 cards in hand: one is discarded at taxation
    s = scenario(pool, hand=["13113", BASTARD, DAYNE, TUMBLESTONE, COURTESAN], plot="01002",
                 step="taxation.reserve")
    jorah = s.card("13113")
    assert s.state.pending == "discard"
    act(s, A("discard", jorah))
    assert window(s) == [A("trigger", jorah, -1, 0)]
    act(s, A("trigger", jorah, -1, 0))
    assert s.state.zone[jorah] == SHADOWS and jorah in s.state.shadows
    assert jorah not in s.state.discard
    # another card discarded: nothing happens
    s = scenario(pool, hand=["13113", BASTARD, DAYNE, TUMBLESTONE, COURTESAN], plot="01002",
                 step="taxation.reserve")
    act(s, A("discard", s.card(BASTARD)))
    assert s.state.pending != "respond" and s.state.zone[s.card("13113")] == HAND


def test_15001_daenerys_targaryen(pool):
    record(pool, "15001")
    s = scenario(pool, play=["15001"], deck=[LITTLE_BIRD], filler=4)
    dany, bird = s.card("15001"), s.card(LITTLE_BIRD)
    act(s, A("ability", dany, -1, 0))
    assert s.state.zone[bird] == PLAY and s.state.parent[bird] == dany    # cost 1: into play
    assert not abilities_of_first(s, "15001")                    # once per round
    s = scenario(pool, play=["15001"], deck=["01164"], filler=4)          # Rhaegal: a Dragon
    assert abilities_of_first(s, "15001") == [A("ability", s.card("15001"), -1, 1)]
    act(s, A("ability", s.card("15001"), -1, 1))
    assert s.state.zone[s.card("01164")] == PLAY                         # cost 3
    deep = scenario(pool, play=["15001"], deck=[LITTLE_BIRD], filler=12)
    bird = deep.card(LITTLE_BIRD)
    deep.state.draw.remove(bird)
    deep.state.draw.insert(0, bird)                     # not among the top 10 any more
    assert not abilities_of_first(deep, "15001")


def test_15005_khal_drogo(pool):
    assert_inert_at(pool, "15005")


def test_17171_daenerys_targaryen(pool):
    assert_inert_at(pool, "17171")


def test_19015_randyll_tarly(pool):
    assert_missing_record(pool, "19015", "helps")
    s = scenario(pool, play=["19015", RANGING, ROSE_GARDEN], knelt=[RANGING],
                 step="challenges.initiate")
    randyll, ranging, garden = s.card("19015"), s.card(RANGING), s.card(ROSE_GARDEN)
    assert A("ability", randyll, ranging, 0) in offered_abilities(s, "19015")
    act(s, A("ability", randyll, ranging, 0))
    assert ranging not in s.state.knelt and garden in s.state.knelt
    s.state.knelt.add(ranging)
    s.state.challenges_left = 2                              # intrigue only: no use for him
    assert A("ability", randyll, ranging, 0) not in offered_abilities(s, "19015")
    # reveal the top card: a The Reach location is put into play, another is drawn
    s = scenario(pool, play=["19015", ROSE_GARDEN], deck=[ROSE_GARDEN])
    top = s.state.draw[-1]
    act(s, A("ability", s.card("19015"), -1, 1))
    assert s.state.zone[top] == PLAY
    s = scenario(pool, play=["19015", ROSE_GARDEN, ROSE_GARDEN, ROSE_GARDEN],
                 deck=[BASTARD, ROSEROAD])
    randyll = s.card("19015")
    roseroad, bastard = s.card(ROSEROAD), s.card(BASTARD)
    act(s, A("ability", randyll, -1, 1))
    assert s.state.zone[roseroad] == HAND
    act(s, A("ability", randyll, -1, 1))
    assert s.state.zone[bastard] != HAND and s.state.draw[-1] == bastard   # stays on top
    assert not offered_abilities(s, "19015")                         # twice, with a location left


def test_22023_highgarden(pool):
    rec = record(pool, "22023")
    assert rec.status == "modeled" and [a.pilot for a in rec.abilities] == [
        "always", "never", "never"]
    s = scenario(pool, play=["22023", "01181", COURTESAN], hand=["01188", "01190", "01183", "01187"],
                 step="challenges.initiate")
    st = s.state
    hg, marg, court = s.card("22023"), s.card("01181"), s.card(COURTESAN)
    # +2 STR for each [tyrell] character revealed, up to 3, on the one chosen
    act(s, A("ability", hg, court, 1))
    assert play_rules.strength(st, court) == 2 + 6 and hg in st.knelt
    # return a unique [tyrell] character to hand, once per phase
    assert [a.target for a in legal(s) if a.card == hg and a.amount == 2] == [marg]
    act(s, A("ability", hg, marg, 2))
    assert st.zone[marg] == HAND
    assert not [a for a in legal(s) if a.card == hg]


def test_25053_daenerys_targaryen(pool):
    rec = record(pool, "25053")
    assert rec.status == "modeled" and rec.inert
    s = scenario(pool, play=["25053", "15009", "04053"], step="challenges.initiate")
    dany, rakharo, devoted = s.card("25053"), s.card("15009"), s.card("04053")
    st = s.state
    fire(s, "contest_won", option="power", amount=9, cards=(devoted,))
    assert st.pending != "respond"                          # no unique Bloodrider attacked
    power = play_rules.total_power(st)
    fire(s, "contest_won", option="military", amount=9, cards=(rakharo, devoted, dany))
    act(s, A("trigger", dany, -1, 0))
    assert play_rules.total_power(st) == power + 1               # Rakharo; the Devoted is not unique
    fire(s, "contest_won", option="intrigue", amount=9, cards=(rakharo,))
    assert st.pending != "respond"                          # once per phase
    runtime.end_phase(st, HOOKS)
    fire(s, "contest_won", option="intrigue", amount=9, cards=(rakharo,))
    assert st.pending == "respond"


REDESIGNS_INERT = ["17129"]
REDESIGNS_MISSING = {
    "17128": ("helps",), "17174": ("helps",)}


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])
