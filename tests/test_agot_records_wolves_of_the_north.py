"""Tests of the card records of Wolves of the North (codes 03xxx)
(records/wolves_of_the_north.py): one test per card code, real cards from the snapshot,
positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COURTESAN, LADY_IN_WAITING, SANSA, TUMBLESTONE, WARDENS, abilities_of_card,
    ability, assert_inert_at, assert_inert_card, assert_inert_in_play, assert_missing_record,
    challenge_unlogged, kill, pilot_choice, step_checked, step_unlogged, triggers,
)
from agot_scenario import fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INTIMIDATE, INTRIGUE, MILITARY
from deckcheck.games.agot.engine.state import DEAD, DISCARD, HAND, PLAY
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_03001_king_robbs_host(pool):
    assert_inert_card(pool, "03001")


def test_03004_the_blackfish(pool):
    record(pool, "03004")
    s = scenario(pool, play=["03004", TUMBLESTONE, BASTARD], step="challenges.initiate")
    fish, knight = s.card("03004"), s.card(TUMBLESTONE)
    s.state.card_power[fish] = 3
    challenge_unlogged(s, "military", TUMBLESTONE)
    assert knight in s.state.knelt                             # 3 power: kneels as usual
    assert triggers(s) == [A("trigger", fish, -1, 1)]
    before = len(s.state.hand)
    step_unlogged(s, A("trigger", fish, -1, 1))
    assert len(s.state.hand) == before + 1
    fire(s, "contest_won", option="military", amount=2, cards=(knight,))
    assert not triggers(s)                                     # once per phase
    t = scenario(pool, play=["03004", TUMBLESTONE, BASTARD], step="challenges.initiate")
    fish, knight, bastard = t.card("03004"), t.card(TUMBLESTONE), t.card(BASTARD)
    t.state.card_power[fish] = 4
    challenge_unlogged(t, "power", TUMBLESTONE, BASTARD)
    assert knight not in t.state.knelt and bastard in t.state.knelt   # House Tully only
    assert not triggers(t)                                     # not a military challenge


def test_03006_wolves_of_the_north(pool):
    assert_inert_card(pool, "03006")


def test_03008_jory_cassel(pool):
    assert record(pool, "03008").status == "modeled"
    s = scenario(pool, play=["03008", "01144", TUMBLESTONE])
    jory, eddard, knight = s.card("03008"), s.card("01144"), s.card(TUMBLESTONE)
    kill(s, knight)                                       # not unique: dies
    assert s.state.zone[knight] == DEAD
    kill(s, jory)                                         # not himself
    assert not triggers(s) and s.state.zone[jory] == DEAD
    s = scenario(pool, play=["03008", "01144"])
    jory, eddard = s.card("03008"), s.card("01144")
    kill(s, eddard)
    assert triggers(s) == [A("trigger", jory, -1, 0)]     # no Winter plot
    assert pilot_choice(s) == A("trigger", jory, -1, 0)   # Eddard is worth more
    step_unlogged(s, A("trigger", jory, -1, 0))
    assert s.state.zone[eddard] == PLAY and s.state.zone[jory] == DISCARD
    assert not s.state.card_power.get(eddard)
    # a Winter plot: the saved character gains 1 power; a cheap one is not worth Jory
    w = scenario(pool, plot="03049", play=["03008", "01144", "03014"])
    jory, eddard, shaggy = w.card("03008"), w.card("01144"), w.card("03014")
    kill(w, shaggy)
    assert triggers(w) == [A("trigger", jory, -1, 1)]
    assert pilot_choice(w) == A("decline")                # Shaggydog is worth less
    step_unlogged(w, A("decline"))
    assert w.state.zone[shaggy] == DEAD
    kill(w, eddard)
    step_unlogged(w, A("trigger", jory, -1, 1))
    assert w.state.zone[eddard] == PLAY and w.state.card_power[eddard] == 1


def test_03009_riverrun_minstrel(pool):
    record(pool, "03009")
    s = scenario(pool, hand=["03009"], play=[COURTESAN], gold=4)
    minstrel = s.card("03009")
    step_unlogged(s, A("marshal", minstrel))
    assert triggers(s) == [A("trigger", minstrel, minstrel, 0)]     # the only House Tully
    step_unlogged(s, A("trigger", minstrel, minstrel, 0))
    assert s.state.card_power[minstrel] == 1


def test_03011_osha(pool):
    assert record(pool, "03011").status == "modeled"
    s = scenario(pool, play=["03011", TUMBLESTONE], step="challenges.initiate")
    osha, knight = s.card("03011"), s.card(TUMBLESTONE)
    challenge_unlogged(s, "military", "03011", TUMBLESTONE)
    assert abilities_of_card(s, osha) == [A("ability", osha, -1, 0)]
    assert pilot_choice(s) == A("resolve")                # never used by the greedy pilot
    step_unlogged(s, A("ability", osha, -1, 0))
    assert osha not in s.state.knelt and s.state.attackers == [knight]
    step_unlogged(s, A("resolve"))
    assert ("challenge_won", "military", 2) in [e[1:] for e in s.state.events]


def test_03014_shaggydog(pool):
    record(pool, "03014")
    s = scenario(pool, play=["03014", "03016"])
    rickon = s.card("03016")
    assert play_rules.strength(s.state, rickon) == 3 and play_rules.icons(s.state, rickon) & MILITARY
    assert play_rules.strength(s.state, s.card("03014")) == 3


def test_03016_rickon_stark(pool):
    assert_inert_card(pool, "03016")


def test_03017_winterfell(pool):
    record(pool, "03017")
    s = scenario(pool, play=["03017", TUMBLESTONE, COURTESAN])
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 3
    assert play_rules.strength(s.state, s.card(COURTESAN)) == 2


def test_03019_nymeria(pool):
    rec = record(pool, "03019")
    assert rec.inert and rec.pilot == "never" and not rec.abilities
    s = scenario(pool, play=[SANSA, TUMBLESTONE], attach={"03019": SANSA})
    nymeria = s.card("03019")
    assert play_rules.targets(s.state, nymeria) == [s.card(SANSA)]      # unique [stark] only
    assert play_rules.keywords(s.state, s.card(SANSA)) & INTIMIDATE


def test_03026_even_handed_justice(pool):
    rec = record(pool, "03026")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, play=[TUMBLESTONE], hand=["03026"], gold=2)
    justice, knight = s.card("03026"), s.card(TUMBLESTONE)
    step_unlogged(s, A("ability", justice, knight, 0))
    assert knight in s.state.knelt and s.state.gold == 0


def test_03027_fishwhiskers(pool):
    assert_inert_card(pool, "03027")


def test_03034_the_shadow_tower(pool):
    assert_inert_in_play(pool, "03034")


def test_03035_aggo(pool):
    record(pool, "03035")
    s = scenario(pool, plot="03050", play=["03035"], knelt=["03035"])
    aggo = s.card("03035")
    assert A("ability", aggo, aggo, 0) in legal(s)
    step_unlogged(s, A("ability", aggo, aggo, 0))
    assert aggo not in s.state.knelt
    s.state.knelt.add(aggo)
    assert A("ability", aggo, aggo, 0) not in legal(s)          # once per round
    winter = scenario(pool, plot="03049", play=["03035"], knelt=["03035"])
    assert not [a for a in legal(winter) if a.kind == "ability"]


def test_03037_house_florent_knight(pool):
    record(pool, "03037")
    s = scenario(pool, play=[LADY_IN_WAITING, TUMBLESTONE], hand=["03037"], gold=5)
    step_unlogged(s, A("marshal", s.card("03037")))
    assert s.state.zone[s.card(LADY_IN_WAITING)] == DISCARD
    assert s.state.zone[s.card(TUMBLESTONE)] == PLAY and s.state.zone[s.card("03037")] == PLAY
    alone = scenario(pool, hand=["03037"], gold=5)              # he is the weakest himself
    step_unlogged(alone, A("marshal", alone.card("03037")))
    assert alone.state.zone[alone.card("03037")] == DISCARD


def test_03038_to_the_rose_banner(pool):
    rec = record(pool, "03038")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, play=[WARDENS], hand=["03038"])
    step_checked(s, ability(s, "03038", s.card(WARDENS)))
    assert s.state.gold == 3 and s.state.zone[s.card(WARDENS)] == DISCARD


def test_03046_a_time_for_wolves(pool):
    record(pool, "03046")
    s = scenario(pool, plot="03046", deck=["01149"])
    fire(s, "plot_revealed", s.card("03046"))
    assert s.state.zone[s.card("01149")] == PLAY                 # cost 2: into play
    big = scenario(pool, plot="03046", deck=["01145"])
    fire(big, "plot_revealed", big.card("03046"))
    assert big.state.zone[big.card("01145")] == HAND             # cost 5: to hand


def test_03048_snowed_under(pool):
    assert_inert_card(pool, "03048")


def test_03049_the_long_winter(pool):
    record(pool, "03049")
    s = scenario(pool, plot="03049", play=[TUMBLESTONE])
    s.state.power = 2
    s.state.card_power[s.card(TUMBLESTONE)] = 1
    fire(s, "plot_revealed", s.card("03049"))
    assert play_rules.total_power(s.state) == 2 and s.card(TUMBLESTONE) not in s.state.card_power


def test_03050_a_song_of_summer(pool):
    record(pool, "03050")
    s = scenario(pool, plot="03050", play=[TUMBLESTONE])
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 3
    s.state.zone[s.card("03050")] = DISCARD          # not revealed any more
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 2


def test_03052_rangers_cache(pool):
    record(pool, "03052")
    s = scenario(pool, plot="03052", step="taxation.ends")
    cache = s.card("03052")
    assert triggers(s) == [A("trigger", cache, -1, 0), A("trigger", cache, -1, 1)]
    before = len(s.state.hand)
    step_unlogged(s, A("trigger", cache, -1, 0))
    assert len(s.state.hand) == before + 2 and s.state.gold == 0
    assert s.state.pending != "respond"                    # either / or
    g = scenario(pool, plot="03052", step="taxation.ends")
    step_unlogged(g, A("trigger", g.card("03052"), -1, 1))
    assert g.state.gold == 3 and g.state.pending != "respond"


def test_17141_to_the_rose_banner(pool):
    assert_missing_record(pool, "17141", "helps")


def test_21016_the_blackfish(pool):
    record(pool, "21016")
    # Vanguard of the North: a [stark] Army with a [military] icon only
    s = scenario(pool, play=["21016", "01151", TUMBLESTONE])
    assert play_rules.icons(s.state, s.card("01151")) & INTRIGUE
    assert not play_rules.icons(s.state, s.card(TUMBLESTONE)) & INTRIGUE


def test_24014_the_shadow_tower(pool):
    assert_inert_at(pool, "24014")
