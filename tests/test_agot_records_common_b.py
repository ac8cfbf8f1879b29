"""Reviewed records of the joust format's most common cards, group b (records/common_b.py):
one test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import ENGINE, play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, RENOWN
from deckcheck.games.agot.engine.state import DISCARD, HAND, OUT, PLAY, USED
from deckcheck.goldfish.actions import Action as A

# Core Set characters without text (tests/agot_scenario.FILLER), with what the tests use
BASTARD = "01053"        # Bastard in Hiding: baratheon, cost 2, STR 2, military + power
DAYNE = "01113"          # House Dayne Knight: martell, cost 2, STR 2, Knight
TUMBLESTONE = "01150"    # Tumblestone Knight: stark, cost 2, STR 2, Knight
COURTESAN = "01187"      # Courtesan of the Rose: tyrell, cost 2, STR 2, intrigue + power
ROBERT = "01048"         # Robert Baratheon: unique King, cost 7, STR 5, loyal
RANGING = "01132"        # Ranging Party: Army, cost 4, STR 5, keywords only
MARGAERY = "01181"       # Margaery Tyrell: unique Lady, cost 3
SANSA = "01147"          # Sansa Stark: unique Lady, cost 3
ROSEROAD = "01040"       # The Roseroad: Limited location, cost 0
IRON_THRONE = "01038"    # The Iron Throne: location, cost 2
LITTLE_BIRD = "01034"    # Little Bird: attachment, cost 1
ROSE_GARDEN = "01194"    # Rose Garden: The Reach location, cost 0
BOUNTY = "08044"         # The Bounty of Highgarden: Limited event, gain 5 gold
SIX_MAIDS = "09023"      # "Six Maids in a Pool": Song event


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def assert_inert(pool, code):
    """An inert record: a reason, no abilities, nothing offered for the card."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert and not rec.abilities and not rec.statics
    kind = pool.card(code).type
    if kind == "plot":
        s = scenario(pool, plot=code, gold=20)
    elif kind == "event":
        s = scenario(pool, hand=[code], gold=20)
    else:
        s = scenario(pool, play=[code], gold=20)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert not [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]
    return rec


def assert_missing(pool, code, *leans):
    rec = record(pool, code)
    assert rec.status == "missing"
    assert [m.lean for m in rec.missing] == list(leans)
    assert all(m.text for m in rec.missing)
    return rec


def do(s, *actions):
    """Checked actions without resolving the trivial decisions that follow (``act`` would
    run on into the next phases when only one action is left)."""
    for a in actions:
        assert a in legal(s), a
        ENGINE.step(s.state, a)


def abilities(s, code=None):
    """The action abilities offered now (of the card ``code``)."""
    return [a for a in legal(s) if a.kind == "ability"
            and (code is None or a.card in s.cards(code))]


def challenge(s, kind, *codes):
    act(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in codes),
        A("confirm"))


def to_used_pile(s, n=1):
    """Move n plots of the plot deck to the used pile."""
    for _ in range(n):
        p = s.state.plot_deck.pop()
        s.state.used_plots.append(p)
        s.state.zone[p] = USED


# -- plots ---------------------------------------------------------------------------------------
def test_20054_the_father(pool):
    record(pool, "20054")
    # King Renly's Host is a unique Army (cheaper than Robert): it stays
    s = scenario(pool, play=[ROBERT, "04063", BASTARD], plot="20054", step="dominance.ends")
    assert s.state.zone[s.card(ROBERT)] == HAND
    assert s.state.zone[s.card("04063")] == PLAY and s.state.zone[s.card(BASTARD)] == PLAY
    # only at the end of the dominance phase
    s = scenario(pool, play=[ROBERT], plot="20054")
    fire(s, "phase_ends", option="challenges")
    assert s.state.zone[s.card(ROBERT)] == PLAY


def test_10050_breaking_ties(pool):
    assert_inert(pool, "10050")


def test_09051_trade_routes(pool):
    record(pool, "09051")
    s = scenario(pool, play=[ROSEROAD, IRON_THRONE], plot="09051", gold=1)
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.gold == 1 + 2
    s = scenario(pool, play=[BASTARD], plot="09051", gold=1)
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.gold == 1


def test_10048_forced_march(pool):
    assert_inert(pool, "10048")


def test_12046_we_take_westeros(pool):
    record(pool, "12046")
    s = scenario(pool, discard=[ROSEROAD, IRON_THRONE], plot="12046")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(IRON_THRONE)] == PLAY         # the most expensive one
    assert s.state.zone[s.card(ROSEROAD)] == DISCARD


def test_09052_nothing_burns_like_the_cold(pool):
    record(pool, "09052")
    s = scenario(pool, play=[BASTARD, ROSEROAD, IRON_THRONE], attach={LITTLE_BIRD: BASTARD},
                 plot="09052")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(LITTLE_BIRD)] == DISCARD
    assert s.state.zone[s.card(IRON_THRONE)] == DISCARD     # the non-limited location
    assert s.state.zone[s.card(ROSEROAD)] == PLAY
    assert s.state.zone[s.card(BASTARD)] == PLAY


def test_20053_the_crone(pool):
    assert_inert(pool, "20053")


# -- agendas -------------------------------------------------------------------------------------
def test_20052_the_many_faced_god(pool):
    assert_missing(pool, "20052", "helps", "helps")


def test_12045_sea_of_blood(pool):
    rec = assert_missing(pool, "12045", "helps", "hurts")
    assert rec.abilities
    s = scenario(pool, agenda="12045", play=[RANGING], deck=[BOUNTY],
                 step="challenges.initiate")
    agenda, bounty = s.card("12045"), s.card(BOUNTY)
    challenge(s, "military", RANGING)                       # won by 5 STR
    assert window(s) == [A("trigger", agenda, -1, 0)]
    do(s, A("trigger", agenda, -1, 0))
    assert s.state.zone[bounty] == HAND and s.state.faction_knelt
    # won by less than 5: nothing
    s = scenario(pool, agenda="12045", play=[BASTARD], deck=[BOUNTY], step="challenges.initiate")
    challenge(s, "military", BASTARD)
    assert s.state.pending != "respond"


def test_13099_the_white_book(pool):
    record(pool, "13099")
    s = scenario(pool, agenda="13099", play=[ROBERT, "02107"], step="challenges.initiate")
    agenda, barristan = s.card("13099"), s.card("02107")
    challenge(s, "power", "02107")
    assert barristan in s.state.knelt
    assert window(s) == [A("trigger", agenda, -1, 0)]
    act(s, A("trigger", agenda, -1, 0))
    assert barristan not in s.state.knelt and s.state.faction_knelt
    # without a King or Queen nothing stands
    s = scenario(pool, agenda="13099", play=["02107"], step="challenges.initiate")
    do(s, A("challenge", option="power"), A("attacker", s.card("02107")), A("confirm"))
    assert s.state.pending != "respond" and s.card("02107") in s.state.knelt


# -- characters ----------------------------------------------------------------------------------
def test_06103_highgarden_minstrel(pool):
    record(pool, "06103")
    s = scenario(pool, play=["06103", MARGAERY], hand=[SIX_MAIDS, BOUNTY], gold=5)
    minstrel = s.card("06103")
    act(s, A("ability", s.card(SIX_MAIDS), -1, 0))
    assert s.state.gold == 3
    assert window(s) == [A("trigger", minstrel, -1, 0)]
    act(s, A("trigger", minstrel, -1, 0))
    assert s.state.gold == 4
    act(s, A("ability", s.card(BOUNTY), -1, 0))            # not a Song
    assert s.state.pending == "marshal" and s.state.gold == 4 - 2 + 5


def test_11021_wyman_manderly(pool):
    rec = record(pool, "11021")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, play=["11021", BASTARD], knelt=["11021"])
    wyman, bastard = s.card("11021"), s.card(BASTARD)
    assert A("ability", wyman, bastard, 0) in abilities(s)
    hand = len(s.state.hand)
    act(s, A("ability", wyman, bastard, 0))
    assert s.state.zone[bastard] == DISCARD
    assert window(s) == [A("trigger", wyman, -1, 1)]
    act(s, A("trigger", wyman, -1, 1))
    assert wyman not in s.state.knelt and len(s.state.hand) == hand + 1
    # standing already: he still draws for a killed character
    s = scenario(pool, play=["11021", BASTARD])
    hand = len(s.state.hand)
    fire(s, "leaves_play", s.card(BASTARD), "kill")
    act(s, A("trigger", s.card("11021"), -1, 1))
    assert len(s.state.hand) == hand + 1
    # a character returned to hand does not count
    fire(s, "leaves_play", s.card(BASTARD), "hand")
    assert s.state.pending != "respond"


def test_02091_raider_from_pyke(pool):
    assert_missing(pool, "02091", "helps")


def test_11033_hizdahr_zo_loraq(pool):
    record(pool, "11033")
    s = scenario(pool, play=["11033"], hand=[ROBERT, BASTARD], gold=5)
    hizdahr, robert, bastard = s.card("11033"), s.card(ROBERT), s.card(BASTARD)
    assert not [a for a in legal(s) if a.kind == "reduce"]   # only through the action
    assert abilities(s, "11033") == [A("ability", hizdahr, -1, 0)]
    act(s, A("ability", hizdahr, -1, 0))
    assert s.state.zone[bastard] == DISCARD                 # the least valuable card
    assert play_rules.marshal_cost(s.state, robert) == 4
    act(s, A("marshal", robert))
    assert s.state.gold == 1 and s.state.zone[robert] == PLAY
    # Robert affordable anyway: no use for it
    s = scenario(pool, play=["11033"], hand=[ROBERT, BASTARD], gold=8)
    assert not abilities(s, "11033")


def test_11051_drowned_god_fanatic(pool):
    assert_missing(pool, "11051", "helps")


def test_06011_drowned_disciple(pool):
    record(pool, "06011")
    # Aeron Damphair puts Black Wind's Crew (Ironborn) into play from the dead pile
    s = scenario(pool, play=["06011", "01065"], dead=["01072"], step="dominance.count")
    disciple, aeron, crew = s.card("06011"), s.card("01065"), s.card("01072")
    aeron_trigger = [a for a in window(s) if a.card == aeron]
    act(s, aeron_trigger[0])
    assert s.state.zone[crew] == PLAY
    offered = window(s)
    assert {a.target for a in offered if a.card == disciple} == {disciple, aeron}
    act(s, A("trigger", disciple, aeron, 0))
    assert s.state.card_power.get(aeron) == 1
    # a character marshaled is not from the dead pile
    s = scenario(pool, play=["06011"], hand=[BASTARD], gold=5)
    do(s, A("marshal", s.card(BASTARD)))
    assert s.state.pending == "marshal"


def test_07015_seasoned_woodsman(pool):
    record(pool, "07015")
    s = scenario(pool, play=["07015", BASTARD], hand=[LITTLE_BIRD, "01036"], gold=5)
    woodsman = s.card("07015")
    act(s, A("marshal", s.card(LITTLE_BIRD), woodsman))
    assert window(s) == [A("trigger", woodsman, -1, 0), A("trigger", woodsman, -1, 1)]
    hand = len(s.state.hand)
    act(s, A("trigger", woodsman, -1, 0))
    assert len(s.state.hand) == hand + 1 and s.state.pending == "marshal"   # one choice
    # onto another character: nothing
    act(s, A("marshal", s.card("01036"), s.card(BASTARD)))
    assert s.state.pending == "marshal"


def test_11089_painted_dogs(pool):
    record(pool, "11089")
    s = scenario(pool, play=["11089", "01091"], knelt=["11089", "01091"],
                 step="challenges.initiate")
    dogs, burned = s.card("11089"), s.card("01091")
    assert abilities(s, "11089") == [A("ability", dogs, burned, 0)]   # not himself
    act(s, A("ability", dogs, burned, 0))
    assert s.state.zone[dogs] == HAND and burned not in s.state.knelt
    # Burned Men ([military] only) cannot make the challenge left: not used
    s = scenario(pool, play=["11089", "01091"], knelt=["11089", "01091"],
                 step="challenges.initiate")
    s.state.challenges_left = 2                              # intrigue only
    assert not abilities(s, "11089")


def test_09012_green_apple_knight(pool):
    record(pool, "09012")
    s = scenario(pool, play=["09012", DAYNE, TUMBLESTONE], step="challenges.initiate")
    gak = s.card("09012")
    assert play_rules.strength(s.state, gak) == 1 + 2
    challenge(s, "military", "09012")
    assert gak not in s.state.knelt
    s = scenario(pool, play=["09012", DAYNE], step="challenges.initiate")
    assert play_rules.strength(s.state, s.card("09012")) == 2
    challenge(s, "military", "09012")
    assert s.card("09012") in s.state.knelt


def test_11061_meera_reed(pool):
    assert_inert(pool, "11061")


def test_12002_euron_crows_eye(pool):
    record(pool, "12002")
    s = scenario(pool, hand=["12002"], deck=["12016"], gold=10)
    euron, silence = s.card("12002"), s.card("12016")
    act(s, A("marshal", euron))
    assert window(s) == [A("trigger", euron, silence, 0)]      # only the deck holds it
    act(s, A("trigger", euron, silence, 0))
    assert s.state.zone[silence] == PLAY
    s = scenario(pool, hand=["12002", "12016"], gold=10)
    act(s, A("marshal", s.card("12002")))
    assert window(s) == [A("trigger", s.card("12002"), s.card("12016"), 2)]


def test_12029_desert_raider(pool):
    assert_inert(pool, "12029")


def test_20012_bronn(pool):
    assert_missing(pool, "20012", "helps")
    s = scenario(pool, play=["20012"])
    bronn = s.card("20012")
    assert play_rules.strength(s.state, bronn) == 0
    s.state.card_gold[bronn] = 2
    assert play_rules.strength(s.state, bronn) == 4


def test_06063_oldtown_informer(pool):
    record(pool, "06063")
    s = scenario(pool, play=["06063"], hand=[BASTARD], step="challenges.initiate")
    informer = s.card("06063")
    fire(s, "enters_play", s.card(BASTARD), "ambush")
    assert s.state.pending != "respond"                      # no gold on her
    s.state.card_gold[informer] = 2
    fire(s, "enters_play", s.card(BASTARD), "ambush")
    hand, discard = len(s.state.hand), len(s.state.discard)
    act(s, A("trigger", informer, -1, 0))
    assert len(s.state.hand) == hand and len(s.state.discard) == discard + 2
    # not outside the challenges phase
    s = scenario(pool, play=["06063"], hand=[BASTARD], gold=5)
    s.state.card_gold[s.card("06063")] = 2
    do(s, A("marshal", s.card(BASTARD)))
    assert s.state.pending == "marshal"


def test_13085_yoren(pool):
    assert_inert(pool, "13085")


def test_13103_the_queens_retinue(pool):
    record(pool, "13103")
    s = scenario(pool, shadows=["13103"])
    retinue = s.card("13103")
    assert abilities(s, "13103") == [A("ability", retinue, -1, 0)]
    act(s, A("ability", retinue, -1, 0))
    assert s.state.zone[retinue] == PLAY and s.state.gold == 0
    # placed in shadows this round: not yet
    s = scenario(pool, shadows=["13103"])
    s.state.shadow_round[s.card("13103")] = s.state.round
    assert not abilities(s, "13103")


def test_09037_qotho(pool):
    record(pool, "09037")
    s = scenario(pool, hand=["09037", "01168", "04053", BASTARD])
    qotho = s.card("09037")
    assert abilities(s, "09037") == [A("ability", qotho, -1, 0)]
    act(s, A("ability", qotho, -1, 0))
    assert s.state.zone[qotho] == PLAY and s.state.gold == 0
    assert s.state.zone[s.card("01168")] == DISCARD and s.state.zone[s.card("04053")] == DISCARD
    assert s.state.zone[s.card(BASTARD)] == HAND
    s = scenario(pool, hand=["09037", "01168", BASTARD])
    assert not abilities(s, "09037")                         # one [targaryen] card only


def test_11109_cersei_lannister(pool):
    assert_inert(pool, "11109")


# -- locations -----------------------------------------------------------------------------------
def test_06098_flea_bottom(pool):
    record(pool, "06098")
    s = scenario(pool, play=["06098"], discard=[BASTARD, RANGING], gold=2,
                 step="challenges.initiate")
    flea, bastard = s.card("06098"), s.card(BASTARD)
    assert abilities(s, "06098") == [A("ability", flea, bastard, 0)]   # printed cost 3 or less
    act(s, A("ability", flea, bastard, 0))
    assert s.state.zone[bastard] == PLAY and s.state.gold == 1 and flea in s.state.knelt
    act(s, A("pass"))                                        # the challenges phase ends
    assert s.state.draw[0] == bastard                        # the bottom of the deck
    s = scenario(pool, play=["06098"], discard=[BASTARD], gold=2, step="challenges.initiate")
    s.state.challenges_left = 0
    assert not abilities(s, "06098")


def test_09017_the_hightower(pool):
    record(pool, "09017")
    s = scenario(pool, play=["09017"], hand=[COURTESAN, MARGAERY, BASTARD], gold=10)
    tower = s.card("09017")
    act(s, A("marshal", s.card(BASTARD)))                    # not [tyrell]
    assert s.state.pending == "marshal"
    act(s, A("marshal", s.card(COURTESAN)))
    hand = len(s.state.hand)
    act(s, A("trigger", tower, -1, 0))
    assert s.state.gold == 10 - 2 - 2 + 1 and len(s.state.hand) == hand + 1
    act(s, A("marshal", s.card(MARGAERY)))
    assert s.state.pending == "marshal"                      # once per phase


def test_17111_the_red_keep(pool):
    record(pool, "17111")
    s = scenario(pool, play=["17111"], plot="01010")
    plain = scenario(pool, play=[IRON_THRONE], plot="01010")
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 1


def test_04017_tower_of_the_sun(pool):
    record(pool, "04017")
    s = scenario(pool, play=["04017"], hand=[BOUNTY], gold=2)
    tower, bounty = s.card("04017"), s.card(BOUNTY)
    do(s, A("ability", bounty, -1, 0))
    assert window(s) == [A("trigger", tower, -1, 0)]
    do(s, A("trigger", tower, -1, 0))
    assert s.state.gold == 5 + 1
    fire(s, "card_played", bounty)
    assert s.state.pending == "marshal"                      # once per phase


def test_02092_iron_mines(pool):
    assert record(pool, "02092").status == "modeled"
    # Theon Greyjoy (26083) kills the cheapest character as the marshaling phase begins: the
    # pilot's Iron Mines may save it (sacrificed); here the player saves Bastard in Hiding
    s = scenario(pool, play=["26083", "02092", BASTARD], plot="01009", step="marshaling.begins")
    mines, bastard = s.card("02092"), s.card(BASTARD)
    assert A("trigger", mines, -1, 0) in legal(s)
    act(s, A("trigger", mines, -1, 0))
    assert s.state.zone[bastard] == PLAY and s.state.zone[mines] == DISCARD


def test_11034_meereen(pool):
    record(pool, "11034")
    s = scenario(pool, play=["11034"], hand=[BASTARD, DAYNE], deck=[TUMBLESTONE, COURTESAN,
                                                                   ROSEROAD], gold=1)
    meereen = s.card("11034")
    act(s, A("ability", meereen, -1, 0))
    assert s.state.zone[s.card(BASTARD)] == OUT and s.state.zone[s.card(DAYNE)] == OUT
    assert sorted(s.state.hand) == sorted(s.cards(TUMBLESTONE) + s.cards(COURTESAN)
                                          + s.cards(ROSEROAD))
    do(s, A("marshal", s.card(ROSEROAD)), A("pass"))        # the marshaling phase ends
    assert sorted(s.state.hand) == sorted([s.card(BASTARD), s.card(DAYNE)])
    assert s.state.zone[s.card(TUMBLESTONE)] == DISCARD
    assert s.state.zone[s.card(ROSEROAD)] == PLAY
    # no gold left: not used
    s = scenario(pool, play=["11034"], hand=[BASTARD], gold=0)
    assert not abilities(s, "11034")


def test_02032_raiding_longship(pool):
    assert_inert(pool, "02032")


def test_19015_randyll_tarly(pool):
    assert_missing(pool, "19015", "helps")
    s = scenario(pool, play=["19015", RANGING, ROSE_GARDEN], knelt=[RANGING],
                 step="challenges.initiate")
    randyll, ranging, garden = s.card("19015"), s.card(RANGING), s.card(ROSE_GARDEN)
    assert A("ability", randyll, ranging, 0) in abilities(s, "19015")
    act(s, A("ability", randyll, ranging, 0))
    assert ranging not in s.state.knelt and garden in s.state.knelt
    s.state.knelt.add(ranging)
    s.state.challenges_left = 2                              # intrigue only: no use for him
    assert A("ability", randyll, ranging, 0) not in abilities(s, "19015")
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
    assert not abilities(s, "19015")                         # twice, with a location left


def test_06038_great_hall(pool):
    record(pool, "06038")
    s = scenario(pool, play=["06038"], hand=[ROBERT], gold=10)
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [s.card("06038")]
    act(s, reduce[0])
    assert play_rules.marshal_cost(s.state, s.card(ROBERT)) == 7 - 2


def test_25006_castamere(pool):
    assert_inert(pool, "25006")


def test_11082_skagos(pool):
    assert_missing(pool, "11082", "helps")


def test_14028_lionstar(pool):
    assert_missing(pool, "14028", "helps")
    s = scenario(pool, play=["14028"], hand=["01085", "01089"], step="challenges.initiate")
    lionstar, pycelle = s.card("14028"), s.card("01085")
    assert abilities(s, "14028") == [A("ability", lionstar, pycelle, 0)]   # not Tyrion (5)
    act(s, A("ability", lionstar, pycelle, 0))
    assert s.state.zone[pycelle] == PLAY and lionstar in s.state.knelt
    act(s, A("pass"))
    assert s.state.zone[pycelle] == DISCARD                  # at the end of the phase
    s = scenario(pool, play=["14028"], hand=["01085"], step="challenges.initiate")
    s.state.challenges_left = 0
    assert not abilities(s, "14028")


def test_08017_the_water_gardens(pool):
    assert_missing(pool, "08017", "helps")
    s = scenario(pool, play=["08017"], hand=[IRON_THRONE], gold=1)
    gardens, throne = s.card("08017"), s.card(IRON_THRONE)
    assert not abilities(s, "08017")                         # no used plot: X = 0
    to_used_pile(s)
    assert not [a for a in legal(s) if a.kind == "reduce"]
    assert abilities(s, "08017") == [A("ability", gardens, -1, 0)]
    act(s, A("ability", gardens, -1, 0))
    assert play_rules.marshal_cost(s.state, throne) == 1
    act(s, A("marshal", throne))
    assert s.state.zone[throne] == PLAY and s.state.gold == 0
    # X = 2 with two used plots
    s = scenario(pool, play=["08017"], hand=[IRON_THRONE], plots=["01010", "01011"], gold=0)
    to_used_pile(s, 2)
    act(s, A("ability", s.card("08017"), -1, 0))
    assert play_rules.marshal_cost(s.state, s.card(IRON_THRONE)) == 0


def test_14042_the_hollow_hill(pool):
    record(pool, "14042")
    s = scenario(pool, play=["14042", BASTARD], deck=[DAYNE], step="dominance.count")
    hill, dayne = s.card("14042"), s.card(DAYNE)
    assert s.state.pending == "dominance"
    do(s, A("ability", hill, -1, 0))
    assert s.state.zone[dayne] == HAND and hill in s.state.knelt
    s = scenario(pool, play=["14042", ROBERT], deck=[DAYNE], step="dominance.count")
    assert s.state.pending != "dominance"                    # a loyal character in play


# -- attachments ---------------------------------------------------------------------------------
def test_24012_war_scorpion(pool):
    record(pool, "24012")
    s = scenario(pool, play=[BASTARD], attach={"24012": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 4


def test_02102_ward(pool):
    rec = record(pool, "02102")
    assert rec.pilot == "never" and rec.inert
    s = scenario(pool, play=[BASTARD, ROBERT], hand=["02102"], gold=10)
    ward = s.card("02102")
    assert s.state.table.pilot_never[ward]
    assert play_rules.targets(s.state, ward) == [s.card(BASTARD)]   # printed cost 4 or lower


def test_14022_warhammer(pool):
    record(pool, "14022")
    s = scenario(pool, play=[BASTARD], attach={"14022": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2 + 2
    s = scenario(pool, play=[RANGING], attach={"14022": RANGING})
    assert play_rules.strength(s.state, s.card(RANGING)) == 5     # printed STR 5: no bonus


def test_25026_boots(pool):
    record(pool, "25026")
    s = scenario(pool, play=[MARGAERY, ROBERT, BASTARD], hand=["25026"], gold=5)
    boots = s.card("25026")
    assert play_rules.targets(s.state, boots) == [s.card(MARGAERY)]
    act(s, A("marshal", boots, s.card(MARGAERY)))
    assert play_rules.keywords(s.state, s.card(MARGAERY)) & RENOWN


def test_13044_unexpected_guile(pool):
    assert_missing(pool, "13044", "hurts")
    s = scenario(pool, play=["11061", BASTARD], hand=["13044"], gold=5)
    guile, meera = s.card("13044"), s.card("11061")
    assert play_rules.targets(s.state, guile) == [meera]          # a character with shadow
    act(s, A("marshal", guile, meera))
    assert play_rules.strength(s.state, meera) == 1 + 2
    assert play_rules.keywords(s.state, meera) & INSIGHT


# -- events --------------------------------------------------------------------------------------
def test_11070_clever_feint(pool):
    assert_missing(pool, "11070", "helps")


def test_09023_six_maids_in_a_pool(pool):
    record(pool, "09023")
    s = scenario(pool, play=[MARGAERY, SANSA], hand=[SIX_MAIDS], gold=2)
    hand = len(s.state.hand)
    act(s, A("ability", s.card(SIX_MAIDS), -1, 0))
    assert len(s.state.hand) == hand - 1 + 2 and s.state.gold == 0
    s = scenario(pool, play=[BASTARD], hand=[SIX_MAIDS], gold=2)
    assert not abilities(s)                                  # no Lady


def test_08044_the_bounty_of_highgarden(pool):
    record(pool, "08044")
    s = scenario(pool, hand=[BOUNTY, BOUNTY], gold=2)
    do(s, A("ability", s.card(BOUNTY), -1, 0))
    assert s.state.gold == 5
    assert not abilities(s)                                  # Limited: one a round
    s = scenario(pool, hand=[BOUNTY, ROSEROAD], gold=2)
    do(s, A("marshal", s.card(ROSEROAD)))
    assert not abilities(s)                                  # a Limited card marshaled


def test_04059_dissension(pool):
    assert_inert(pool, "04059")


def test_17146_bribery(pool):
    assert_inert(pool, "17146")


def test_11076_a_mission_in_essos(pool):
    assert_missing(pool, "11076", "helps")


def test_17141_to_the_rose_banner(pool):
    assert_missing(pool, "17141", "helps")


def test_17127_i_am_no_one(pool):
    assert_missing(pool, "17127", "hurts")
    s = scenario(pool, play=["08081", ROBERT, MARGAERY], knelt=[MARGAERY], hand=["17127"],
                 gold=1, step="challenges.begins")
    arya, event = s.card("08081"), s.card("17127")
    offered = window(s)
    assert A("trigger", event, arya, 0) in offered
    assert {a.target for a in offered} == {arya}             # not Robert (7), not knelt
    act(s, A("trigger", event, arya, 0))
    assert s.state.gold == 0 and play_rules.keywords(s.state, arya) & INSIGHT
    hand = len(s.state.hand)
    challenge(s, "military", "08081")
    assert arya not in s.state.knelt                         # she may attack again
    assert len(s.state.hand) == hand + 1                     # insight


def test_06086_mutiny_at_crasters_keep(pool):
    assert_inert(pool, "06086")


def test_13086_bound_for_the_wall(pool):
    assert_inert(pool, "13086")


def test_11114_gifts_for_the_widow(pool):
    record(pool, "11114")
    s = scenario(pool, play=[BASTARD], hand=["11114"], deck=[LITTLE_BIRD, "01036", "01153"],
                 gold=1)
    act(s, A("ability", s.card("11114"), -1, 0))
    bird = s.card(LITTLE_BIRD)
    assert s.state.zone[bird] == PLAY and s.state.parent[bird] == s.card(BASTARD)
    assert s.state.gold == 0
    s = scenario(pool, play=[BASTARD], hand=["11114"], deck=["01153"], gold=5)
    assert not abilities(s)                                  # Ice has no legal host


def test_20015_burning_bright(pool):
    assert_missing(pool, "20015", "helps")
    s = scenario(pool, play=[BASTARD], hand=["20015"], discard=[RANGING], gold=2,
                 step="challenges.initiate")
    ranging = s.card(RANGING)
    act(s, A("ability", s.card("20015"), ranging, 0))
    assert s.state.zone[ranging] == PLAY and s.state.gold == 0
    act(s, A("pass"))
    assert s.state.zone[ranging] == DISCARD
    s = scenario(pool, hand=["20015"], discard=[BASTARD], gold=2, step="challenges.initiate")
    assert not abilities(s)                                  # not an Army or Knight


# -- framework additions these records use ---------------------------------------------------------
def test_put_into_play_tells_where_the_card_came_from(pool, monkeypatch):
    """A card put into play by an effect enters play "put", or "shadows" / "dead" when it
    came out of shadows / from the dead pile (hooks.put_cards_into_play)."""
    from deckcheck.games.agot.engine.hooks import put_cards_into_play
    from deckcheck.goldfish.abilities.runtime import Context
    s = scenario(pool, play=["06011"], hand=[TUMBLESTONE], shadows=[BASTARD], dead=[DAYNE])
    how = {}
    entered = play_rules.entered_play

    def spy(state, c, marshaled, how_=""):
        how[c] = how_
        entered(state, c, marshaled, how_)
    monkeypatch.setattr(play_rules, "entered_play",
                        lambda state, c, marshaled, how="": spy(state, c, marshaled, how))
    ctx = Context(s.card("06011"), 0)
    for code in (TUMBLESTONE, BASTARD, DAYNE):
        put_cards_into_play(s.state, ctx, None, [s.card(code)])
        assert s.state.zone[s.card(code)] == PLAY
    assert how == {s.card(TUMBLESTONE): "put", s.card(BASTARD): "shadows", s.card(DAYNE): "dead"}
    assert window(s) == [A("trigger", s.card("06011"), s.card("06011"), 0)]   # the dead one


def test_meereen_leaving_play_gives_the_cards_back(pool):
    s = scenario(pool, play=["11034"], hand=[BASTARD, DAYNE], gold=1)
    meereen = s.card("11034")
    do(s, A("ability", meereen, -1, 0))
    assert s.state.zone[s.card(BASTARD)] == OUT
    play_rules.leave_play(s.state, meereen, DISCARD)
    assert s.state.zone[s.card(BASTARD)] == HAND and s.state.zone[s.card(DAYNE)] == HAND
    hand = list(s.state.hand)
    do(s, A("pass"))                                         # the phase ends: nothing more
    assert all(s.state.zone[c] == HAND for c in hand)
