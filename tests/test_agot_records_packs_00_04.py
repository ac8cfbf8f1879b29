"""Records of the non-Core cards (packs 00xxx - 04xxx) the real test decks play: one test
per card, each building a position by hand and triggering the ability as the engine does."""
from __future__ import annotations

import pytest
from agot_scenario import fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import ENGINE, play_rules
from deckcheck.games.agot.engine.effects import (
    INSIGHT,
    INTIMIDATE,
    INTRIGUE,
    MILITARY,
    POWER,
    RENOWN,
    STEALTH,
)
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.games.agot.engine.state import DEAD, DISCARD, HAND, PLAY
from deckcheck.goldfish.abilities.records import HELPS
from deckcheck.goldfish.actions import Action as A

# text-free Core characters (see agot_scenario.FILLER), by what the tests need of them
POWER_BIT = 4               # challenges_left: only the power challenge still open
TUMBLESTONE = "01150"       # stark, House Tully Knight, STR 2, military + power, cost 2
BASTARD = "01053"           # baratheon, STR 2, military + power
COURTESAN = "01187"         # tyrell Companion, STR 2, intrigue + power
DAYNE = "01113"             # martell Knight, STR 2, military + intrigue
SANSA = "03013"             # Sansa Stark (a Lady, loyal, unique [stark]), STR 4
LADY_IN_WAITING = "02023"   # tyrell, STR 1, intrigue, loyal (record: no abilities)


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def assert_inert(pool, code: str, zone: str = "play") -> None:
    """An inert card: no abilities, a reason, and nothing offered for it in play / hand."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert
    assert not rec.abilities and not rec.missing
    kind = pool.card(code).type
    if kind == "plot":
        s = scenario(pool, plot=code, play=[TUMBLESTONE])
    elif kind == "event":
        s = scenario(pool, hand=[code], play=[TUMBLESTONE], gold=5)
    else:
        s = scenario(pool, **{zone: [code]}, gold=5)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert s.state.table.status[c] == "inert"
    assert not [a for a in legal(s) if a.card == c and a.kind in ("ability", "trigger")]


def assert_missing(pool, code: str, lean: str) -> None:
    rec = record(pool, code)
    assert rec.status == "missing"
    assert rec.missing and all(m.lean == lean for m in rec.missing)


def act(s, *actions: A) -> None:
    """Checked actions that stop at the next decision, even one with a single legal action
    (so the position can be looked at before the game runs on)."""
    for a in actions:
        assert a in legal(s), a
        ENGINE.step(s.state, a, log=False)


def challenge(s, kind: str, *codes: str) -> None:
    """Declare a challenge of ``kind`` with the first copies of ``codes`` and confirm."""
    act(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in codes),
        A("confirm"))


def triggers(s) -> list[A]:
    return [a for a in legal(s) if a.kind == "trigger"]


def abilities(s, card: int) -> list[A]:
    return [a for a in legal(s) if a.kind == "ability" and a.card == card]


def kill(s, c: int) -> None:
    """Kill a character as the deck's own effects do (a save may answer first)."""
    from deckcheck.games.agot.engine.hooks import EFFECTS
    from deckcheck.goldfish.abilities.records import Effect
    from deckcheck.goldfish.abilities.runtime import Context
    EFFECTS["kill"](s.state, Context(-1, 0), Effect("kill"), [c])


def pilot_choice(s) -> A:
    from deckcheck.games.agot.engine.pilot import GreedyPilot
    return GreedyPilot().choose(s.state, legal(s))


# -- 00xxx ----------------------------------------------------------------------------------------
def test_00018_hollow_hill(pool):
    record(pool, "00018")
    s = scenario(pool, play=["00018", TUMBLESTONE], hand=[DAYNE, TUMBLESTONE], gold=6,
                 faction="stark")
    hill = s.card("00018")
    act(s, A("marshal", s.card(TUMBLESTONE, 1)))        # [stark]: the faction card matches
    assert s.state.pending == "marshal"
    before = len(s.state.hand)
    act(s, A("marshal", s.card(DAYNE)))                 # the first [martell] card
    assert triggers(s) == [A("trigger", hill, -1, 0)]
    act(s, A("trigger", hill, -1, 0))
    assert len(s.state.hand) == before - 1 + 1


# -- 02xxx ----------------------------------------------------------------------------------------
def test_02003_maester_luwin(pool):
    record(pool, "02003")
    s = scenario(pool, play=["02003", "04002"])
    assert play_rules.keywords(s.state, s.card("02003")) & INSIGHT
    alone = scenario(pool, play=["02003"])
    assert not play_rules.keywords(alone.state, alone.card("02003")) & INSIGHT


def test_02004_lady(pool):
    rec = record(pool, "02004")
    assert rec.status == "modeled"
    s = scenario(pool, play=[SANSA, TUMBLESTONE, BASTARD], attach={"02004": TUMBLESTONE},
                 knelt=[SANSA], gold=2)
    lady, sansa, knight = s.card("02004"), s.card(SANSA), s.card(TUMBLESTONE)
    assert play_rules.strength(s.state, knight) == 4
    assert set(play_rules.targets(s.state, lady)) == {sansa, knight}      # [stark] only
    assert A("ability", lady, sansa, 0) in legal(s)
    act(s, A("ability", lady, sansa, 0))
    assert s.state.parent[lady] == sansa and sansa not in s.state.knelt
    assert play_rules.strength(s.state, sansa) == 6 and play_rules.strength(s.state, knight) == 2
    assert s.state.gold == 1
    s.state.knelt.add(sansa)
    s.state.parent[lady] = knight
    assert A("ability", lady, sansa, 0) not in legal(s)        # once per phase
    act(s, A("pass"))                                          # the challenges phase
    assert s.state.pending == "challenges"
    assert A("ability", lady, sansa, 0) in legal(s)            # again in another phase
    s.state.parent[lady] = sansa
    assert A("ability", lady, sansa, 0) not in legal(s)        # only to a different character


def test_02005_arbor_knight(pool):
    assert record(pool, "02005").status == "modeled"
    s = scenario(pool, play=["02005", DAYNE], gold=5, step="challenges.initiate")
    knight = s.card("02005")
    assert not abilities(s, knight)                       # no challenge in progress
    challenge(s, "intrigue", "02005")
    assert abilities(s, knight) == [A("ability", knight, knight, 0)]
    assert pilot_choice(s) == A("resolve")                # the pilot keeps its gold
    for _ in range(3):
        act(s, A("ability", knight, knight, 0))
    assert play_rules.strength(s.state, knight) == 1 + 3 and s.state.gold == 2
    assert not abilities(s, knight)                       # 3 times per phase (= round)
    act(s, A("resolve"))
    assert ("challenge_won", "intrigue", 4) in [e[1:] for e in s.state.events]


def test_02011_the_seastone_chair(pool):
    assert_inert(pool, "02011")


def test_02018_street_of_the_sisters(pool):
    record(pool, "02018")
    s = scenario(pool, play=["02018", TUMBLESTONE, BASTARD, COURTESAN],
                 step="challenges.initiate")
    street = s.card("02018")
    challenge(s, "power", TUMBLESTONE, BASTARD, COURTESAN)          # 6 STR
    assert triggers(s) == [A("trigger", street, -1, 0)]
    before = play_rules.total_power(s.state)
    act(s, A("trigger", street, -1, 0))
    assert play_rules.total_power(s.state) == before + 1 and s.state.faction_knelt
    weak = scenario(pool, play=["02018", TUMBLESTONE, BASTARD], step="challenges.initiate")
    challenge(weak, "power", TUMBLESTONE, BASTARD)                   # 4 STR
    assert weak.state.pending == "challenges" and not triggers(weak)


def test_02019_muster_the_realm(pool):
    assert_inert(pool, "02019")


def test_02021_winterfell_kennel_master(pool):
    assert_missing(pool, "02021", HELPS)
    s = scenario(pool, play=["02021", TUMBLESTONE, "01149", DAYNE], step="challenges.initiate")
    master, knight, pup = s.card("02021"), s.card(TUMBLESTONE), s.card("01149")
    challenge(s, "intrigue", DAYNE)                       # no participating [stark] character
    assert s.state.pending == "challenges"
    challenge(s, "power", TUMBLESTONE)
    assert abilities(s, master) == [A("ability", master, pup, 0)]
    assert pilot_choice(s) == A("resolve")                # the Pup has no Renown / Insight
    act(s, A("ability", master, pup, 0))
    assert pup in s.state.knelt and s.state.attackers == [knight, pup]
    act(s, A("resolve"))
    assert ("challenge_won", "power", 2 + 1) in [e[1:] for e in s.state.events]
    assert s.state.pending == "challenges"
    s.state.knelt.discard(pup)
    s.state.knelt.discard(knight)
    challenge(s, "military", TUMBLESTONE)
    assert not abilities(s, master)                       # once per phase (= round)


def test_02023_lady_in_waiting(pool):
    assert_inert(pool, "02023")
    assert "duplicate" in RECORDS["02023"].inert
    s = scenario(pool, play=[SANSA], hand=[LADY_IN_WAITING], gold=2)
    # marshaled as a character (2 gold), never as a duplicate on the Lady
    assert [a for a in legal(s) if a.kind == "marshal"] == [A("marshal", s.card(LADY_IN_WAITING))]


def test_02024_lady_sansas_rose(pool):
    record(pool, "02024")
    s = scenario(pool, play=[TUMBLESTONE], hand=["02024", "02024"], gold=2,
                 step="challenges.initiate")
    knight = s.card(TUMBLESTONE)
    challenge(s, "military", TUMBLESTONE)
    offered = triggers(s)
    assert {a.card for a in offered} == set(s.cards("02024")) and {a.amount for a in offered} == {0}
    act(s, offered[0])
    assert s.state.card_power[knight] == 1 and s.state.gold == 1
    # max 1 per challenge: the copy is not offered; the challenge closes after the window
    assert s.state.pending == "close_challenge"
    # with a Lady in play: 3 power instead
    s = scenario(pool, play=[TUMBLESTONE, SANSA], hand=["02024"], gold=1,
                 step="challenges.initiate")
    challenge(s, "military", TUMBLESTONE)
    assert triggers(s) == [A("trigger", s.card("02024"), -1, 1)]
    act(s, triggers(s)[0])
    assert s.state.card_power[s.card(TUMBLESTONE)] == 3
    # two attackers: not alone
    s = scenario(pool, play=[TUMBLESTONE, BASTARD], hand=["02024"], gold=1,
                 step="challenges.initiate")
    challenge(s, "military", TUMBLESTONE, BASTARD)
    assert not triggers(s)


def test_02028_in_the_name_of_your_king(pool):
    assert_inert(pool, "02028")


def test_02031_the_reader(pool):
    record(pool, "02031")
    s = scenario(pool, play=["02031"], step="challenges.initiate")
    reader = s.card("02031")
    challenge(s, "intrigue", "02031")
    assert triggers(s) == [A("trigger", reader, -1, 0)]
    before = len(s.state.hand)
    act(s, A("trigger", reader, -1, 0))
    assert len(s.state.hand) == before + 1
    act(s, A("close"))
    s.state.knelt.discard(reader)
    challenge(s, "power", "02031")
    assert not triggers(s)                           # once per phase
    other = scenario(pool, play=["02031", TUMBLESTONE], step="challenges.initiate")
    challenge(other, "military", TUMBLESTONE)        # no unique [greyjoy] participant
    assert not triggers(other)


def test_02039_trading_with_the_pentoshi(pool):
    assert_inert(pool, "02039")


def test_02040_political_disaster(pool):
    record(pool, "02040")
    s = scenario(pool, plot="02040", play=["02018", "02064", "04007"])
    fire(s, "plot_revealed", s.card("02040"))
    assert [c for c in s.state.locations if s.state.zone[c] == PLAY] == [
        s.card("02064"), s.card("04007")]
    assert s.state.zone[s.card("02018")] == DISCARD


def test_02042_wolf_dreams(pool):
    record(pool, "02042")
    s = scenario(pool, hand=["02042"], deck=["01149"])
    dreams, pup = s.card("02042"), s.card("01149")
    assert A("ability", dreams, -1, 0) in legal(s)
    act(s, A("ability", dreams, -1, 0))
    assert s.state.zone[pup] == HAND and s.state.zone[dreams] == DISCARD
    assert s.state.faction_knelt
    none_left = scenario(pool, hand=["02042"])
    assert not [a for a in legal(none_left) if a.kind == "ability"]


def test_02043_ser_hobber_redwyne(pool):
    record(pool, "02043")
    s = scenario(pool, hand=["02043"], deck=[SANSA], gold=5)
    hobber = s.card("02043")
    act(s, A("marshal", hobber))
    assert triggers(s) == [A("trigger", hobber, -1, 0)]
    act(s, A("trigger", hobber, -1, 0))
    assert s.state.zone[s.card(SANSA)] == HAND


def test_02044_mare_in_heat(pool):
    rec = record(pool, "02044")
    assert rec.inert and not rec.abilities and rec.pilot == "never"
    s = scenario(pool, play=[TUMBLESTONE, COURTESAN], hand=["02044"], gold=2)
    mare = s.card("02044")
    assert play_rules.targets(s.state, mare) == [s.card(TUMBLESTONE)]    # Knight only
    assert s.state.table.pilot_never[mare]


def test_02045_ser_alliser_thorne(pool):
    assert_inert(pool, "02045")


def test_02048_the_kings_peace(pool):
    assert_inert(pool, "02048")


def test_02051_newly_made_lord(pool):
    assert_inert(pool, "02051")
    s = scenario(pool, play=["02018"], hand=["02051"], gold=4)
    act(s, A("marshal", s.card("02051")))
    assert s.state.pending == "marshal" and s.state.zone[s.card("02018")] == PLAY


def test_02053_crone_of_vaes_dothrak(pool):
    assert_inert(pool, "02053")


def test_02057_hedge_knight(pool):
    record(pool, "02057")
    s = scenario(pool, play=["02057"])
    hedge = s.card("02057")
    assert play_rules.strength(s.state, hedge) == 2 and not play_rules.icons(s.state, hedge) & POWER
    s = scenario(pool, play=["02057", TUMBLESTONE])
    hedge = s.card("02057")
    assert play_rules.strength(s.state, hedge) == 3 and play_rules.icons(s.state, hedge) & POWER


def test_02058_knighted(pool):
    assert record(pool, "02058").status == "modeled"
    s = scenario(pool, play=[COURTESAN, BASTARD], attach={"02058": COURTESAN})
    assert play_rules.strength(s.state, s.card(COURTESAN)) == 3
    assert set(play_rules.targets(s.state, s.card("02058"))) == {s.card(COURTESAN), s.card(BASTARD)}
    # the Knight trait: Hedge Knight sees a second Knight, A Tourney for the King gives renown
    s = scenario(pool, play=["02057", COURTESAN], attach={"02058": COURTESAN}, plot="02059")
    hedge, court = s.card("02057"), s.card(COURTESAN)
    assert play_rules.strength(s.state, hedge) == 3 and play_rules.icons(s.state, hedge) & POWER
    assert play_rules.keywords(s.state, court) & RENOWN
    assert play_rules.in_filter(s.state, chars("Knight"), court)
    plain = scenario(pool, play=["02057", COURTESAN], plot="02059")
    assert play_rules.strength(plain.state, plain.card("02057")) == 2
    assert not play_rules.keywords(plain.state, plain.card(COURTESAN)) & RENOWN


def test_02059_a_tourney_for_the_king(pool):
    record(pool, "02059")
    s = scenario(pool, plot="02059", play=[TUMBLESTONE, COURTESAN])
    assert play_rules.keywords(s.state, s.card(TUMBLESTONE)) & RENOWN
    assert not play_rules.keywords(s.state, s.card(COURTESAN)) & RENOWN


def test_02060_the_lord_of_the_crossing(pool):
    record(pool, "02060")
    s = scenario(pool, agenda="02060", play=[LADY_IN_WAITING, TUMBLESTONE, BASTARD],
                 step="challenges.initiate")
    challenge(s, "intrigue", LADY_IN_WAITING)        # first: 1 - 1 = 0 STR, not won
    assert play_rules.total_power(s.state) == 0
    challenge(s, "military", TUMBLESTONE)            # second: no change
    assert play_rules.total_power(s.state) == 1
    challenge(s, "power", BASTARD)                   # third: won, +1 for the agenda
    assert play_rules.total_power(s.state) == 3
    # STR during the third challenge
    t = scenario(pool, agenda="02060", play=[BASTARD], step="challenges.initiate")
    t.state.challenges_left = 0                     # military and intrigue done, power now
    t.state.challenge = 2
    t.state.attackers = [t.card(BASTARD)]
    assert play_rules.strength(t.state, t.card(BASTARD)) == 4


def test_02062_wardens_of_the_north(pool):
    assert record(pool, "02062").status == "modeled"
    s = scenario(pool, plot="02062", play=[TUMBLESTONE, "01146", DAYNE], gold=1,
                 step="challenges.initiate")
    wardens, robb = s.card("02062"), s.card("01146")
    s.state.challenges_left = POWER_BIT                   # the last challenge of the round
    challenge(s, "power", TUMBLESTONE)
    assert abilities(s, wardens) == [A("ability", wardens, robb, 0)]   # another [stark] one
    assert pilot_choice(s) == A("ability", wardens, robb, 0)   # spare, and he has Renown
    act(s, A("ability", wardens, robb, 0))
    assert robb in s.state.knelt and robb in s.state.attackers
    act(s, A("resolve"))
    assert s.state.card_power[robb] == 1                   # his Renown
    # with a challenge still open that needs him, the pilot keeps him standing
    t = scenario(pool, plot="02062", play=[TUMBLESTONE, "01146"], gold=1,
                 step="challenges.initiate")
    challenge(t, "power", TUMBLESTONE)
    assert abilities(t, t.card("02062")) and pilot_choice(t) == A("resolve")


def test_02063_ser_horas_redwyne(pool):
    assert record(pool, "02063").status == "modeled"
    s = scenario(pool, play=["02063", SANSA], knelt=[SANSA], step="challenges.initiate")
    horas, sansa = s.card("02063"), s.card(SANSA)
    challenge(s, "military", "02063")
    assert triggers(s) == [A("trigger", horas, sansa, 0)]
    act(s, A("trigger", horas, sansa, 0))
    assert sansa not in s.state.knelt
    act(s, A("resolve"))
    assert play_rules.total_power(s.state) == 1
    # knelt by a card effect (Consolidation of Power kneels him): the Lady stands too
    s = scenario(pool, play=["02063", SANSA, BASTARD], knelt=[SANSA], hand=["01062"], gold=1)
    horas, sansa = s.card("02063"), s.card(SANSA)
    act(s, A("ability", s.card("01062"), horas, 0))
    assert horas in s.state.knelt and triggers(s) == [A("trigger", horas, sansa, 0)]
    act(s, A("trigger", horas, sansa, 0))
    assert sansa not in s.state.knelt


def test_02064_the_arbor(pool):
    record(pool, "02064")
    s = scenario(pool, plot="01009", play=["02064"])
    plain = scenario(pool, plot="01009")
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 3


def test_02074_dothraki_outriders(pool):
    record(pool, "02074")
    s = scenario(pool, play=["02053", "03035", TUMBLESTONE], hand=["02074"], gold=6)
    riders = s.card("02074")
    assert play_rules.marshal_cost(s.state, riders) == 6          # 8 - 2 Dothraki
    assert A("marshal", riders) in legal(s)
    s.state.gold = 5
    assert A("marshal", riders) not in legal(s)
    s.state.gold = 6
    act(s, A("marshal", riders))
    assert s.state.zone[riders] == PLAY and s.state.gold == 0


def test_02078_wildling_scout(pool):
    assert_inert(pool, "02078")


def test_02079_the_first_snow_of_winter(pool):
    record(pool, "02079")
    s = scenario(pool, plot="02079", play=[TUMBLESTONE, "02107"], step="challenges.begins")
    assert s.state.zone[s.card(TUMBLESTONE)] == HAND
    assert s.state.zone[s.card("02107")] == PLAY


def test_02080_wraiths_in_their_midst(pool):
    assert_inert(pool, "02080")


def test_02084_pulling_the_strings(pool):
    assert_inert(pool, "02084")


def test_02093_mirri_maz_duur(pool):
    assert_inert(pool, "02093")


def test_02099_nightmares(pool):
    rec = record(pool, "02099")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, plot="01009", play=["02064"], hand=["02099"], gold=1)
    arbor, nightmares = s.card("02064"), s.card("02099")
    with_arbor = play_rules.income(s.state)
    assert A("ability", nightmares, arbor, 0) in legal(s)
    act(s, A("ability", nightmares, arbor, 0))
    assert play_rules.income(s.state) == with_arbor - 3 and s.state.gold == 0


def test_02100_famine(pool):
    assert_inert(pool, "02100")


def test_02101_septa_mordane(pool):
    record(pool, "02101")
    s = scenario(pool, play=["02101", SANSA, "01141"])
    sansa, arya = s.card(SANSA), s.card("01141")
    assert play_rules.strength(s.state, sansa) == 6 and play_rules.keywords(s.state, sansa) & RENOWN
    assert play_rules.icons(s.state, arya) & INTRIGUE
    plain = scenario(pool, play=[SANSA, "01141"])
    assert play_rules.strength(plain.state, plain.card(SANSA)) == 4
    assert not play_rules.icons(plain.state, plain.card("01141")) & INTRIGUE


def test_02104_a_gift_of_arbor_red(pool):
    record(pool, "02104")
    s = scenario(pool, hand=["02104"], deck=["02043", SANSA])      # Sansa on top
    gift = s.card("02104")
    act(s, A("ability", gift, -1, 0))
    assert s.state.zone[s.card(SANSA)] == HAND and s.state.zone[s.card("02043")] != HAND
    assert s.state.faction_knelt and s.state.zone[gift] == DISCARD


def test_02106_old_bears_raven(pool):
    record(pool, "02106")
    s = scenario(pool, play=["01126"], attach={"02106": "01126"})
    bear = s.card("01126")
    assert play_rules.icons(s.state, bear) & INTRIGUE and play_rules.keywords(s.state, bear) & STEALTH
    other = scenario(pool, play=[TUMBLESTONE], attach={"02106": TUMBLESTONE})
    knight = other.card(TUMBLESTONE)
    assert not play_rules.icons(other.state, knight) & INTRIGUE
    assert play_rules.keywords(other.state, knight) & STEALTH


def test_02107_ser_barristan_selmy(pool):
    assert record(pool, "02107").status == "modeled"
    s = scenario(pool, play=["02107", "01086", TUMBLESTONE], knelt=["02107"])
    barristan, joffrey, knight = s.card("02107"), s.card("01086"), s.card(TUMBLESTONE)
    assert play_rules.keywords(s.state, barristan) & RENOWN
    kill(s, knight)                                       # not a Lord or Lady
    assert s.state.zone[knight] == DEAD
    kill(s, joffrey)                                      # Joffrey Baratheon: a Lord
    assert triggers(s) == [A("trigger", barristan, -1, 0)]
    assert pilot_choice(s) == A("trigger", barristan, -1, 0)
    act(s, A("trigger", barristan, -1, 0))
    assert s.state.zone[joffrey] == PLAY and barristan not in s.state.knelt
    kill(s, joffrey)                                      # he stands: no save left
    assert s.state.zone[joffrey] == DEAD


def test_02114_funeral_pyre(pool):
    record(pool, "02114")
    s = scenario(pool, play=["04002", TUMBLESTONE], hand=["02114"])
    pyre, robb, knight = s.card("02114"), s.card("04002"), s.card(TUMBLESTONE)
    play_rules.leave_play(s.state, knight, DEAD)
    fire(s, "killed", knight)                                    # not a Lord or Lady
    assert not triggers(s)
    play_rules.leave_play(s.state, robb, DEAD)
    fire(s, "killed", robb)
    assert triggers(s) == [A("trigger", pyre, -1, 0)]
    before = len(s.state.hand)
    act(s, A("trigger", pyre, -1, 0))
    assert len(s.state.hand) == before - 1 + 3 and s.state.faction_knelt


def test_02120_close_call(pool):
    record(pool, "02120")
    s = scenario(pool, plot="02120", dead=[TUMBLESTONE])
    before = len(s.state.hand)
    fire(s, "plot_revealed", s.card("02120"))
    assert s.state.zone[s.card(TUMBLESTONE)] == DISCARD
    assert len(s.state.hand) == before + 1
    empty = scenario(pool, plot="02120")
    fire(empty, "plot_revealed", empty.card("02120"))
    assert len(empty.state.hand) == 0                         # nothing moved: no draw [001 §Dann]


# -- 03xxx ----------------------------------------------------------------------------------------
def test_03001_king_robbs_host(pool):
    assert_inert(pool, "03001")


def test_03006_wolves_of_the_north(pool):
    assert_inert(pool, "03006")


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
    act(s, A("trigger", jory, -1, 0))
    assert s.state.zone[eddard] == PLAY and s.state.zone[jory] == DISCARD
    assert not s.state.card_power.get(eddard)
    # a Winter plot: the saved character gains 1 power; a cheap one is not worth Jory
    w = scenario(pool, plot="03049", play=["03008", "01144", "03014"])
    jory, eddard, shaggy = w.card("03008"), w.card("01144"), w.card("03014")
    kill(w, shaggy)
    assert triggers(w) == [A("trigger", jory, -1, 1)]
    assert pilot_choice(w) == A("decline")                # Shaggydog is worth less
    act(w, A("decline"))
    assert w.state.zone[shaggy] == DEAD
    kill(w, eddard)
    act(w, A("trigger", jory, -1, 1))
    assert w.state.zone[eddard] == PLAY and w.state.card_power[eddard] == 1


def test_03009_riverrun_minstrel(pool):
    record(pool, "03009")
    s = scenario(pool, hand=["03009"], play=[COURTESAN], gold=4)
    minstrel = s.card("03009")
    act(s, A("marshal", minstrel))
    assert triggers(s) == [A("trigger", minstrel, minstrel, 0)]     # the only House Tully
    act(s, A("trigger", minstrel, minstrel, 0))
    assert s.state.card_power[minstrel] == 1


def test_03011_osha(pool):
    assert record(pool, "03011").status == "modeled"
    s = scenario(pool, play=["03011", TUMBLESTONE], step="challenges.initiate")
    osha, knight = s.card("03011"), s.card(TUMBLESTONE)
    challenge(s, "military", "03011", TUMBLESTONE)
    assert abilities(s, osha) == [A("ability", osha, -1, 0)]
    assert pilot_choice(s) == A("resolve")                # never used by the greedy pilot
    act(s, A("ability", osha, -1, 0))
    assert osha not in s.state.knelt and s.state.attackers == [knight]
    act(s, A("resolve"))
    assert ("challenge_won", "military", 2) in [e[1:] for e in s.state.events]


def test_03014_shaggydog(pool):
    record(pool, "03014")
    s = scenario(pool, play=["03014", "03016"])
    rickon = s.card("03016")
    assert play_rules.strength(s.state, rickon) == 3 and play_rules.icons(s.state, rickon) & MILITARY
    assert play_rules.strength(s.state, s.card("03014")) == 3


def test_03016_rickon_stark(pool):
    assert_inert(pool, "03016")


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
    act(s, A("ability", justice, knight, 0))
    assert knight in s.state.knelt and s.state.gold == 0


def test_03027_fishwhiskers(pool):
    assert_inert(pool, "03027")


def test_03035_aggo(pool):
    record(pool, "03035")
    s = scenario(pool, plot="03050", play=["03035"], knelt=["03035"])
    aggo = s.card("03035")
    assert A("ability", aggo, aggo, 0) in legal(s)
    act(s, A("ability", aggo, aggo, 0))
    assert aggo not in s.state.knelt
    s.state.knelt.add(aggo)
    assert A("ability", aggo, aggo, 0) not in legal(s)          # once per round
    winter = scenario(pool, plot="03049", play=["03035"], knelt=["03035"])
    assert not [a for a in legal(winter) if a.kind == "ability"]


def test_03037_house_florent_knight(pool):
    record(pool, "03037")
    s = scenario(pool, play=[LADY_IN_WAITING, TUMBLESTONE], hand=["03037"], gold=5)
    act(s, A("marshal", s.card("03037")))
    assert s.state.zone[s.card(LADY_IN_WAITING)] == DISCARD
    assert s.state.zone[s.card(TUMBLESTONE)] == PLAY and s.state.zone[s.card("03037")] == PLAY
    alone = scenario(pool, hand=["03037"], gold=5)              # he is the weakest himself
    act(alone, A("marshal", alone.card("03037")))
    assert alone.state.zone[alone.card("03037")] == DISCARD


def test_03046_a_time_for_wolves(pool):
    record(pool, "03046")
    s = scenario(pool, plot="03046", deck=["01149"])
    fire(s, "plot_revealed", s.card("03046"))
    assert s.state.zone[s.card("01149")] == PLAY                 # cost 2: into play
    big = scenario(pool, plot="03046", deck=["01145"])
    fire(big, "plot_revealed", big.card("03046"))
    assert big.state.zone[big.card("01145")] == HAND             # cost 5: to hand


def test_03048_snowed_under(pool):
    assert_inert(pool, "03048")


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
    act(s, A("trigger", cache, -1, 0))
    assert len(s.state.hand) == before + 2 and s.state.gold == 0
    assert s.state.pending != "respond"                    # either / or
    g = scenario(pool, plot="03052", step="taxation.ends")
    act(g, A("trigger", g.card("03052"), -1, 1))
    assert g.state.gold == 3 and g.state.pending != "respond"


# -- 04xxx ----------------------------------------------------------------------------------------
def test_04002_robb_stark(pool):
    record(pool, "04002")
    s = scenario(pool, play=["04002", SANSA, LADY_IN_WAITING, TUMBLESTONE])
    robb = s.card("04002")
    assert play_rules.strength(s.state, robb) == 5 and play_rules.keywords(s.state, robb) & RENOWN
    s.state.challenge = 0                                   # a [military] challenge
    assert play_rules.strength(s.state, robb) == 5 + 3           # Robb, Sansa, Lady-in-Waiting
    s.state.challenge = 1
    assert play_rules.strength(s.state, robb) == 5
    # his action: stand and remove a participating non-King character (never by the pilot)
    s = scenario(pool, play=["04002", TUMBLESTONE], step="challenges.initiate")
    robb, knight = s.card("04002"), s.card(TUMBLESTONE)
    k = len(RECORDS["04002"].abilities) - 1
    challenge(s, "military", "04002", TUMBLESTONE)
    assert abilities(s, robb) == [A("ability", robb, knight, k)]     # not Robb, a King
    assert pilot_choice(s) == A("resolve")
    act(s, A("ability", robb, knight, k))
    assert knight not in s.state.knelt and s.state.attackers == [robb]
    assert not abilities(s, robb)                         # once per challenge


def test_04003_riverrun(pool):
    record(pool, "04003")
    s = scenario(pool, play=["04003"], hand=["03009"], gold=4)
    riverrun, minstrel = s.card("04003"), s.card("03009")
    act(s, A("marshal", minstrel), A("trigger", minstrel, minstrel, 0))
    assert triggers(s) == [A("trigger", riverrun, -1, 0)]
    act(s, A("trigger", riverrun, -1, 0))
    assert s.state.card_power[minstrel] == 2 and riverrun in s.state.knelt
    assert s.state.pending == "marshal"


def test_04004_ser_colen_of_greenpools(pool):
    record(pool, "04004")
    s = scenario(pool, play=["04004"])
    colen = s.card("04004")
    assert play_rules.strength(s.state, colen) == 1
    s.state.challenge = 2                                   # a [power] challenge
    assert play_rules.strength(s.state, colen) == 4


def test_04005_bitterbridge_encampment(pool):
    record(pool, "04005")
    s = scenario(pool, play=["04005"], hand=["02107"], plots=["03050"], step="plot.choose")
    camp, barristan = s.card("04005"), s.card("02107")
    act(s, A("plot", s.card("03050")))
    assert triggers(s) == [A("trigger", camp, barristan, 0)]
    act(s, A("trigger", camp, barristan, 0))
    assert s.state.zone[barristan] == PLAY and camp in s.state.knelt
    winter = scenario(pool, play=["04005"], hand=["02107"], plots=["03049"], step="plot.choose")
    act(winter, A("plot", winter.card("03049")))
    assert not triggers(winter)


def test_04007_white_tree(pool):
    assert_inert(pool, "04007")


def test_04008_white_raven(pool):
    record(pool, "04008")
    s = scenario(pool, plot="03050", play=["04008"], step="dominance.count")
    raven = s.card("04008")
    assert triggers(s) == [A("trigger", raven, -1, 0)]
    act(s, A("trigger", raven, -1, 0))
    assert play_rules.total_power(s.state) == 2                  # dominance + the raven
    plain = scenario(pool, plot="01009", play=["04008"], step="dominance.count")
    assert not triggers(plain) and play_rules.total_power(plain.state) == 1


def test_04012_captains_daughter(pool):
    assert_inert(pool, "04012")


def test_04014_viserys_targaryen(pool):
    record(pool, "04014")
    s = scenario(pool, play=["04014"], step="dominance.ends")
    viserys = s.card("04014")
    assert triggers(s) == [A("trigger", viserys, -1, 0)]
    act(s, A("trigger", viserys, -1, 0))
    assert s.state.card_power[viserys] == 1


# -- framework pieces added with these records ------------------------------------------------------
def test_an_event_card_already_played_is_not_usable_from_a_leftover_window_entry(pool):
    """A window entry of an event card (here Funeral Pyre) may outlive the card's play (two
    kills open two entries); once the card is in the discard pile, the entry must not play
    it again - even when its cost could be paid again."""
    from deckcheck.games.agot.engine.hooks import HOOKS
    from deckcheck.goldfish.abilities import runtime

    s = scenario(pool, play=["04002"], hand=["02114"])
    pyre, robb = s.card("02114"), s.card("04002")
    play_rules.leave_play(s.state, robb, DEAD)
    fire(s, "killed", robb)
    ability = s.state.table.abilities[pyre][0]
    ctx = runtime.Context(pyre, 0, runtime.Event("killed", robb))
    assert runtime.usable(s.state, HOOKS, ctx, ability) == [-1]
    act(s, A("trigger", pyre, -1, 0))
    s.state.faction_knelt = False                    # the cost could be paid again
    assert s.state.zone[pyre] == DISCARD
    assert runtime.usable(s.state, HOOKS, ctx, ability) == []
