"""Records of the 00xxx-04xxx printings the real decks name ("Name (Pack)" lines): one test
per card, each building a position by hand and triggering the ability as the engine does."""
from __future__ import annotations

import pytest
from agot_scenario import fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import ENGINE, play_rules
from deckcheck.games.agot.engine.hooks import EFFECTS
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.games.agot.engine.state import DEAD, DISCARD, PLAY
from deckcheck.goldfish.abilities.runtime import Context
from deckcheck.goldfish.actions import Action as A

# text-free Core characters (see agot_scenario.FILLER)
TUMBLESTONE = "01150"       # stark, House Tully Knight, STR 2, military + power, cost 2
BASTARD = "01053"           # baratheon Bastard, STR 2, military + power, cost 2
COURTESAN = "01187"         # tyrell, STR 2, intrigue + power, cost 2
SANSA = "03013"             # Sansa Stark: unique [stark] Lady, STR 4, intrigue + power, cost 2
CONFISCATION = "01009"      # plot, initiative 5


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def assert_inert(pool, code: str) -> None:
    """An inert card: no abilities, a reason, and nothing offered for it in play."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert
    assert not rec.abilities and not rec.missing
    s = scenario(pool, play=[code], gold=5)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert s.state.table.status[c] == "inert"
    assert not [a for a in legal(s) if a.card == c and a.kind in ("ability", "trigger")]


def act(s, *actions: A) -> None:
    """Checked actions that stop at the next decision."""
    for a in actions:
        assert a in legal(s), a
        ENGINE.step(s.state, a, log=False)


def challenge(s, kind: str, *codes: str) -> None:
    act(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in codes),
        A("confirm"))


def triggers(s) -> list[A]:
    return [a for a in legal(s) if a.kind == "trigger"]


# -- 00xxx ----------------------------------------------------------------------------------------
def test_00280_ser_robar_royce(pool):
    rec = record(pool, "00280")
    assert rec.status == "modeled"
    s = scenario(pool, play=["00280"], plot=CONFISCATION)
    plain = scenario(pool, plot=CONFISCATION)
    assert play_rules.initiative(s.state) == play_rules.initiative(plain.state) - 1 == 4
    s = scenario(pool, play=["00280", "01053"], step="challenges.initiate")
    robar = s.card("00280")
    s.state.challenge = 0                                 # declaring the first challenge
    assert play_rules.cannot(s.state, robar, "attack")
    s.state.initiated = 1                                 # a later one
    assert not play_rules.cannot(s.state, robar, "attack")


# -- 02xxx ----------------------------------------------------------------------------------------
def test_02033_rakharo(pool):
    assert_inert(pool, "02033")


def test_02068_gendry(pool):
    record(pool, "02068")
    s = scenario(pool, play=["02068"])
    gendry = s.card("02068")
    fire(s, "dominance_won")
    assert triggers(s) == [A("trigger", gendry, -1, 0)]
    act(s, A("trigger", gendry, -1, 0))
    assert s.state.card_power[gendry] == 1
    assert len(RECORDS["02068"].abilities) == 1              # the opponent's dominance: never


def test_02113_jhogo(pool):
    assert_inert(pool, "02113")
    s = scenario(pool, play=["02113", "02033"], step="challenges.initiate")
    jhogo = s.card("02113")
    act(s, A("challenge", option="military"), A("attacker", jhogo))
    assert play_rules.strength(s.state, jhogo) == 3                 # the opponent's dead pile: empty


# -- 03xxx ----------------------------------------------------------------------------------------
def test_03002_catelyn_stark(pool):
    record(pool, "03002")
    s = scenario(pool, play=["03002", TUMBLESTONE, TUMBLESTONE, TUMBLESTONE, BASTARD])
    cat = s.card("03002")
    assert play_rules.strength(s.state, cat) == 5
    s.state.card_power[cat] = 3
    assert play_rules.strength(s.state, cat) == 8                   # +1 STR per power on her
    ctx = Context(cat, 0)
    EFFECTS["kill"](s.state, ctx, None, [s.card(TUMBLESTONE, 0)])
    assert s.state.zone[s.card(TUMBLESTONE, 0)] == DEAD
    assert triggers(s) == [A("trigger", cat, -1, 1)]
    act(s, A("trigger", cat, -1, 1))
    assert s.state.card_power[cat] == 4
    EFFECTS["sacrifice"](s.state, ctx, None, [s.card(BASTARD)])  # not [stark]: nothing
    assert not triggers(s)
    EFFECTS["sacrifice"](s.state, ctx, None, [s.card(TUMBLESTONE, 1)])
    act(s, A("trigger", cat, -1, 1))
    assert s.state.card_power[cat] == 5
    EFFECTS["kill"](s.state, ctx, None, [s.card(TUMBLESTONE, 2)])
    assert not triggers(s)                                     # limit twice per round
    assert s.state.zone[s.card(TUMBLESTONE, 2)] == DEAD


def test_03003_eddard_stark(pool):
    record(pool, "03003")
    s = scenario(pool, play=["03003", TUMBLESTONE, SANSA], step="challenges.initiate")
    ned, knight, sansa = s.card("03003"), s.card(TUMBLESTONE), s.card(SANSA)
    challenge(s, "power", "03003", TUMBLESTONE, SANSA)
    assert s.state.card_power[ned] == 1                        # renown
    assert triggers(s) == [A("trigger", ned, -1, 0)]
    act(s, A("trigger", ned, -1, 0))
    assert s.state.card_power[ned] == 1
    assert s.state.card_power.get(knight, 0) + s.state.card_power.get(sansa, 0) == 1
    assert ned not in s.state.card_power or s.state.card_power[ned] == 1
    # alone: no other participating character to choose
    alone = scenario(pool, play=["03003", TUMBLESTONE], step="challenges.initiate")
    challenge(alone, "military", "03003")
    assert not triggers(alone) and alone.state.card_power[alone.card("03003")] == 1
    # not participating: nothing
    other = scenario(pool, play=["03003", TUMBLESTONE, BASTARD], step="challenges.initiate")
    challenge(other, "military", TUMBLESTONE, BASTARD)
    assert not triggers(other)


def test_03004_the_blackfish(pool):
    record(pool, "03004")
    s = scenario(pool, play=["03004", TUMBLESTONE, BASTARD], step="challenges.initiate")
    fish, knight = s.card("03004"), s.card(TUMBLESTONE)
    s.state.card_power[fish] = 3
    challenge(s, "military", TUMBLESTONE)
    assert knight in s.state.knelt                             # 3 power: kneels as usual
    assert triggers(s) == [A("trigger", fish, -1, 1)]
    before = len(s.state.hand)
    act(s, A("trigger", fish, -1, 1))
    assert len(s.state.hand) == before + 1
    fire(s, "contest_won", option="military", amount=2, cards=(knight,))
    assert not triggers(s)                                     # once per phase
    t = scenario(pool, play=["03004", TUMBLESTONE, BASTARD], step="challenges.initiate")
    fish, knight, bastard = t.card("03004"), t.card(TUMBLESTONE), t.card(BASTARD)
    t.state.card_power[fish] = 4
    challenge(t, "power", TUMBLESTONE, BASTARD)
    assert knight not in t.state.knelt and bastard in t.state.knelt   # House Tully only
    assert not triggers(t)                                     # not a military challenge


def test_03005_jon_snow(pool):
    record(pool, "03005")
    s = scenario(pool, play=["03005", SANSA, TUMBLESTONE, BASTARD], knelt=[SANSA, TUMBLESTONE],
                 step="challenges.initiate")
    jon, sansa, knight = s.card("03005"), s.card(SANSA), s.card(TUMBLESTONE)
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert offered == [A("ability", jon, sansa, 0)]            # unique [stark], knelt
    act(s, offered[0])
    assert sansa not in s.state.knelt
    assert s.state.zone[knight] == DISCARD                    # the knelt [stark] character
    assert s.state.zone[jon] == PLAY
    assert not [a for a in legal(s) if a.kind == "ability"]   # once per round
    # no challenge Sansa could still make: not offered
    t = scenario(pool, play=["03005", SANSA, TUMBLESTONE], knelt=[SANSA],
                 step="challenges.initiate")
    t.state.challenges_left = 1                               # only military left
    assert not [a for a in legal(t) if a.kind == "ability"]
    # the only other [stark] character is the one to stand: Jon sacrifices himself
    u = scenario(pool, play=["03005", SANSA], knelt=[SANSA], step="challenges.initiate")
    act(u, A("ability", u.card("03005"), u.card(SANSA), 0))
    assert u.state.zone[u.card("03005")] == DISCARD and u.card(SANSA) not in u.state.knelt


def test_03034_the_shadow_tower(pool):
    assert_inert(pool, "03034")


# -- 04xxx ----------------------------------------------------------------------------------------
def test_04013_pyke(pool):
    assert_inert(pool, "04013")


def test_04067_stannis_baratheon(pool):
    record(pool, "04067")
    s = scenario(pool, play=["04067", BASTARD, COURTESAN], step="challenges.initiate")
    stannis, bastard, courtesan = s.card("04067"), s.card(BASTARD), s.card(COURTESAN)
    act(s, A("challenge", option="power"), A("attacker", bastard), A("attacker", stannis))
    assert play_rules.strength(s.state, bastard) == 1               # participating non-King
    assert play_rules.strength(s.state, stannis) == 6               # a King
    assert play_rules.strength(s.state, courtesan) == 2             # not participating
    act(s, A("cancel"))
    act(s, A("challenge", option="military"), A("attacker", bastard))
    assert play_rules.strength(s.state, bastard) == 2               # not a power challenge


def test_04083_brienne_of_tarth(pool):
    assert_inert(pool, "04083")
