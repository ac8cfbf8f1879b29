"""The Core Set neutral records (records/core_set_neutral.py): one test per card code, real cards from
the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import assert_inert_at
from agot_scenario import act, fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.effects import INTRIGUE, MILITARY, POWER, RENOWN
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.games.agot.engine.state import DEAD, DECK, DISCARD, HAND, OUT, PLAY
from deckcheck.goldfish.actions import Action as A

# characters used below (no text, or text that stays quiet in these positions)
BASTARD = "01053"        # Bastard in Hiding: cost 2, STR 2, military + power, no text
DAYNE = "01113"          # House Dayne Knight: cost 2, STR 2, military + intrigue, no text
TUMBLESTONE = "01150"    # Tumblestone Knight: cost 2, STR 2, military + power, no text
COURTESAN = "01187"      # Courtesan of the Rose: cost 2, STR 2, intrigue + power, no text
RANGING = "01132"        # Ranging Party: cost 4, STR 5, military + power
JOFFREY = "01086"        # Joffrey Baratheon: a Lord, cost 3
ROBERT = "01048"         # Robert Baratheon: a Lord with Renown, cost 7
PYCELLE = "01085"        # Grand Maester Pycelle: loyal Lannister, cost 3
JON = "01124"            # Jon Snow: cost 6


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def assert_inert(pool, code: str) -> None:
    rec = record(pool, code)
    assert rec.status == "inert"
    assert rec.inert
    assert not rec.abilities and not rec.statics


def offered(s) -> set[str]:
    """The challenge types the player may initiate now."""
    return {a.option for a in legal(s) if a.kind == "challenge"}


def won(s, rnd: int = 1) -> list[tuple]:
    return [e for e in s.state.events if e[0] == rnd and e[1] == "challenge_won"]


def trigger(s, code: str, target: int = -1, ability: int = 0) -> A:
    return A("trigger", s.card(code), target, ability)


def leave(s, why: str, c: int) -> None:
    """Kill / discard a card from play as the deck's own effects do."""
    from deckcheck.games.agot.engine.hooks import EFFECTS
    from deckcheck.goldfish.abilities.records import Effect
    from deckcheck.goldfish.abilities.runtime import Context
    EFFECTS[why](s.state, Context(-1, 0), Effect(why), [c])


def challenge(s, kind: str, *attackers: str) -> None:
    act(s, A("challenge", option=kind), *(A("attacker", s.card(c)) for c in attackers),
        A("confirm"))


# -- plots -----------------------------------------------------------------------------------------
def test_01001_a_clash_of_kings(pool):
    assert_inert(pool, "01001")


def test_01002_a_feast_for_crows(pool):
    record(pool, "01002")
    s = scenario(pool, play=[BASTARD], plot="01002", step="dominance.count")
    assert s.state.pending == "respond"
    before = play_rules.total_power(s.state)
    act(s, trigger(s, "01002"))
    assert play_rules.total_power(s.state) == before + 2


def test_01003_a_game_of_thrones(pool):
    record(pool, "01003")
    s = scenario(pool, play=[DAYNE, BASTARD], plot="01003", step="challenges.begins")
    assert offered(s) == {"intrigue"}             # no intrigue win yet this phase
    challenge(s, "intrigue", DAYNE)
    assert len(won(s)) == 1
    assert offered(s) == {"military", "power"}    # Bastard in Hiding may attack now


def test_01004_a_noble_cause(pool):
    record(pool, "01004")
    s = scenario(pool, hand=[JOFFREY, "01089"], plot="01004", gold=10)
    joffrey, tyrion = s.card(JOFFREY), s.card("01089")   # both Lords: cost 3 and 5
    assert play_rules.marshal_cost(s.state, joffrey) == 1
    assert play_rules.marshal_cost(s.state, tyrion) == 3
    act(s, A("marshal", joffrey))
    assert s.state.gold == 9
    assert play_rules.marshal_cost(s.state, tyrion) == 5      # only the first one this round


def test_01005_a_storm_of_swords(pool):
    record(pool, "01005")
    s = scenario(pool, play=[BASTARD, TUMBLESTONE, COURTESAN], plot="01005",
                 step="challenges.initiate")
    challenge(s, "military", BASTARD)
    assert "military" in offered(s)               # the additional military challenge
    challenge(s, "military", TUMBLESTONE)
    assert offered(s) == {"intrigue", "power"}    # no third one
    assert len(won(s)) == 2


def test_01006_building_orders(pool):
    record(pool, "01006")
    s = scenario(pool, deck=["01040"], plot="01006")      # the rest of the deck: characters
    road = s.card("01040")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[road] == HAND


def test_01007_calling_the_banners(pool):
    assert_inert(pool, "01007")


def test_01008_calm_over_westeros(pool):
    assert_inert(pool, "01008")


def test_01009_confiscation(pool):
    record(pool, "01009")
    s = scenario(pool, play=[BASTARD], attach={"01034": BASTARD}, plot="01009")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card("01034")] == DISCARD      # its own attachment: no other


def test_01010_counting_coppers(pool):
    record(pool, "01010")
    s = scenario(pool, plots=["01010"], step="plot.choose")
    before = len(s.state.hand)
    act(s, A("plot", s.card("01010")))
    assert s.state.pending == "marshal"
    assert len(s.state.hand) == before + 3 + 2     # when revealed, then the draw phase


def test_01011_filthy_accusations(pool):
    record(pool, "01011")
    s = scenario(pool, play=[RANGING, BASTARD], plot="01011")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.knelt == {s.card(BASTARD)}           # the least valuable own character


def test_01012_fortified_position(pool):
    record(pool, "01012")
    s = scenario(pool, play=[ROBERT, "01028"], plot="01012")
    assert not play_rules.keywords(s.state, s.card(ROBERT)) & RENOWN
    assert play_rules.income(s.state) == 5                    # Littlefinger's +1 Income is blank
    plain = scenario(pool, play=[ROBERT, "01028"], plot="01010")
    assert play_rules.keywords(plain.state, plain.card(ROBERT)) & RENOWN
    assert play_rules.income(plain.state) == 2 + 1


def test_01013_heads_on_spikes(pool):
    assert_inert(pool, "01013")


def test_01014_jousting_contest(pool):
    record(pool, "01014")
    s = scenario(pool, play=[BASTARD, TUMBLESTONE], plot="01014", step="challenges.initiate")
    act(s, A("challenge", option="military"), A("attacker", s.card(BASTARD)))
    assert not [a for a in legal(s) if a.kind == "attacker"]
    free = scenario(pool, play=[BASTARD, TUMBLESTONE], plot="01010", step="challenges.initiate")
    act(free, A("challenge", option="military"), A("attacker", free.card(BASTARD)))
    assert A("attacker", free.card(TUMBLESTONE)) in legal(free)


def test_01015_marched_to_the_wall(pool):
    record(pool, "01015")
    s = scenario(pool, play=[RANGING, BASTARD], plot="01015")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(BASTARD)] == DISCARD
    assert s.state.zone[s.card(RANGING)] == PLAY


def test_01016_marching_orders(pool):
    record(pool, "01016")
    s = scenario(pool, hand=["01040", "01034", BASTARD, "01043"], play=[TUMBLESTONE],
                 plot="01016", gold=9)
    marshals = {a.card for a in legal(s) if a.kind == "marshal"}
    assert marshals == {s.card(BASTARD)}                 # no location, no attachment
    fire(s, "contest_won", option="power", amount=6)
    assert s.state.pending == "marshal"                  # Superior Claim is not offered
    free = scenario(pool, hand=["01040", "01043"], plot="01010", gold=9)
    assert A("marshal", free.card("01040")) in legal(free)
    fire(free, "contest_won", option="power", amount=6)
    assert free.state.pending == "respond"


def test_01017_naval_superiority(pool):
    assert_inert(pool, "01017")


def test_01018_power_behind_the_throne(pool):
    record(pool, "01018")
    s = scenario(pool, play=[BASTARD, TUMBLESTONE], knelt=[BASTARD, TUMBLESTONE],
                 plot="01018", step="challenges.initiate")
    uses = [a for a in legal(s) if a.kind == "ability" and a.card == s.card("01018")]
    assert {a.target for a in uses} == {s.card(BASTARD), s.card(TUMBLESTONE)}
    act(s, uses[0])
    assert len(s.state.knelt) == 1
    assert not [a for a in legal(s) if a.kind == "ability"]   # one stand token


def test_01019_rebuilding(pool):
    record(pool, "01019")
    s = scenario(pool, discard=[BASTARD, RANGING, JON, "01028"], plot="01019")
    deck = len(s.state.draw)
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.discard == [s.card(BASTARD)]          # the cheapest stays
    assert len(s.state.draw) == deck + 3
    assert all(s.state.zone[s.card(c)] == DECK for c in (RANGING, JON, "01028"))


def test_01020_reinforcements(pool):
    record(pool, "01020")
    s = scenario(pool, hand=[JON, BASTARD], discard=["01028", RANGING], plot="01020")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card("01028")] == PLAY         # Littlefinger, cost 5, from discard
    assert s.state.zone[s.card(JON)] == HAND             # cost 6: not allowed
    assert len(s.state.hand) == 2                        # put into play: no marshal draw


def test_01021_sneak_attack(pool):
    record(pool, "01021")
    s = scenario(pool, play=[BASTARD, COURTESAN], plot="01021", step="challenges.initiate")
    challenge(s, "military", BASTARD)
    assert len(won(s)) == 1                             # the phase ended: no second one
    assert s.state.round == 2
    free = scenario(pool, play=[BASTARD, COURTESAN], plot="01010", step="challenges.initiate")
    challenge(free, "military", BASTARD)
    assert offered(free) == {"intrigue", "power"}


def test_01022_summons(pool):
    record(pool, "01022")
    s = scenario(pool, plot="01022")
    hand = len(s.state.hand)
    fire(s, "plot_revealed", s.state.plot)
    assert len(s.state.hand) == hand + 1
    assert s.state.table.kind[s.state.hand[-1]] == 0      # a character


def test_01023_supporting_the_faith(pool):
    record(pool, "01023")
    s = scenario(pool, play=[BASTARD], plot="01023", gold=5, step="challenges.begins")
    assert s.state.gold == 0
    kept = scenario(pool, play=[BASTARD], plot="01010", gold=5, step="challenges.begins")
    assert kept.state.gold == 5


def test_01024_taxation(pool):
    record(pool, "01024")
    s = scenario(pool, hand=["01040", "01039", "01093"], plot="01024", gold=10)
    act(s, A("marshal", s.card("01040")))
    assert A("marshal", s.card("01039")) in legal(s)     # a second Limited card
    act(s, A("marshal", s.card("01039")))
    assert A("marshal", s.card("01093")) not in legal(s)  # not a third
    plain = scenario(pool, hand=["01040", "01039"], plot="01010", gold=10)
    act(plain, A("marshal", plain.card("01040")))
    assert A("marshal", plain.card("01039")) not in legal(plain)


def test_01025_the_winds_of_winter_is_vanilla(pool):
    assert "01025" not in RECORDS                        # no text at all: nothing to record
    s = scenario(pool, plot="01025")
    assert s.state.table.status[s.state.plot] == "modeled"


def test_01026_wildfire_assault(pool):
    record(pool, "01026")
    s = scenario(pool, play=[BASTARD, RANGING, JON, COURTESAN, "01028"], plot="01026")
    fire(s, "plot_revealed", s.state.plot)
    alive = {c for c in s.state.characters if s.state.zone[c] == PLAY}
    assert alive == {s.card(JON), s.card("01028"), s.card(RANGING)}
    assert s.state.zone[s.card(BASTARD)] == DEAD and s.state.zone[s.card(COURTESAN)] == DEAD


# -- agenda --------------------------------------------------------------------------------------
def test_01027_fealty(pool):
    rec = record(pool, "01027")
    assert rec.status == "modeled"
    s = scenario(pool, hand=[PYCELLE, BASTARD], agenda="01027", gold=5, faction="lannister")
    fealty = s.card("01027")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [fealty]
    act(s, reduce[0])
    assert s.state.faction_knelt
    assert play_rules.marshal_cost(s.state, s.card(BASTARD)) == 2    # not loyal
    act(s, A("marshal", s.card(PYCELLE)))
    assert s.state.gold == 3                                    # 3 - 1
    assert not [a for a in legal(s) if a.kind == "reduce"]
    # a loyal event played in the marshaling phase (Consolidation of Power, cost 1)
    s = scenario(pool, play=[BASTARD], hand=["01062", PYCELLE], agenda="01027", gold=3,
                 faction="baratheon")
    act(s, A("reduce", s.card("01027"), -1, 0))
    assert s.state.hooks.play_cost(s.state, s.card("01062")) == 0
    act(s, A("ability", s.card("01062"), s.card(BASTARD), 0))
    assert s.state.pending == "marshal"
    assert s.state.gold == 3 and not s.state.reductions        # used up by the event
    assert play_rules.marshal_cost(s.state, s.card(PYCELLE)) == 3
    # in the challenges phase: an action while a loyal event is in hand (Hear Me Roar!)
    s = scenario(pool, play=[BASTARD], hand=["01100", PYCELLE], agenda="01027", gold=0,
                 faction="lannister", step="challenges.initiate")
    fealty, roar = s.card("01027"), s.card("01100")
    assert [a for a in legal(s) if a.kind == "ability"] == [A("ability", fealty, -1, 0)]
    act(s, A("ability", fealty, -1, 0))
    assert s.state.faction_knelt
    act(s, A("ability", roar, s.card(PYCELLE), 0))              # 1 - 1 = 0 gold
    assert s.state.zone[s.card(PYCELLE)] == PLAY
    plain = scenario(pool, play=[BASTARD], hand=[PYCELLE], agenda="01027",
                     faction="lannister", step="challenges.initiate")
    assert not [a for a in legal(plain) if a.kind == "ability"]   # no loyal event in hand


def assert_banner(pool, code: str) -> None:
    assert_inert(pool, code)
    assert "deck-building" in RECORDS[code].inert


def test_01198_banner_of_the_stag(pool):
    assert_banner(pool, "01198")


def test_01199_banner_of_the_kraken(pool):
    assert_banner(pool, "01199")


def test_01200_banner_of_the_lion(pool):
    assert_banner(pool, "01200")


def test_01201_banner_of_the_sun(pool):
    assert_banner(pool, "01201")


def test_01202_banner_of_the_watch(pool):
    assert_banner(pool, "01202")


def test_01203_banner_of_the_wolf(pool):
    assert_banner(pool, "01203")


def test_01204_banner_of_the_dragon(pool):
    assert_banner(pool, "01204")


def test_01205_banner_of_the_rose(pool):
    assert_banner(pool, "01205")


# -- characters ----------------------------------------------------------------------------------
def test_01028_littlefinger(pool):
    record(pool, "01028")
    s = scenario(pool, hand=["01028"], gold=5)
    lf = s.card("01028")
    hand = len(s.state.hand)
    act(s, A("marshal", lf))
    assert s.state.pending == "respond"
    act(s, trigger(s, "01028"))
    assert len(s.state.hand) == hand - 1 + 2
    base = scenario(pool, plot="01010")
    with_lf = scenario(pool, play=["01028"], plot="01010")
    assert play_rules.income(with_lf.state) == play_rules.income(base.state) + 1


def test_01029_varys(pool):
    rec = record(pool, "01029")
    assert rec.abilities[0].pilot == "never"
    s = scenario(pool, play=["01029", BASTARD], step="dominance.ends")
    assert s.state.pending == "respond"
    act(s, trigger(s, "01029"))
    assert s.state.zone[s.card("01029")] == OUT          # removed from the game
    assert s.state.zone[s.card(BASTARD)] == DISCARD


def test_01030_rattleshirts_raiders(pool):
    assert_inert(pool, "01030")


def test_01031_wildling_horde(pool):
    record(pool, "01031")
    s = scenario(pool, play=["01031", COURTESAN], step="challenges.initiate")
    horde = s.card("01031")
    assert not [a for a in legal(s) if a.card == horde]      # no challenge in progress
    challenge(s, "military", "01031")
    assert s.state.pending == "resolve_challenge"             # the window inside the challenge
    assert legal(s) == [A("ability", horde, horde, 0), A("resolve")]
    act(s, A("ability", horde, horde, 0))                     # then the challenge resolves
    assert s.state.faction_knelt
    assert won(s)[0][2:] == ("military", 5 + 2)


# -- attachments ---------------------------------------------------------------------------------
def test_01032_seal_of_the_hand(pool):
    record(pool, "01032")
    s = scenario(pool, play=[JOFFREY, BASTARD], attach={"01032": JOFFREY}, knelt=[JOFFREY])
    seal = s.card("01032")
    assert play_rules.targets(s.state, seal) == [s.card(JOFFREY)]    # Lord or Lady only
    act(s, A("ability", seal, -1, 0))
    assert s.card(JOFFREY) not in s.state.knelt and seal in s.state.knelt
    assert not [a for a in legal(s) if a.kind == "ability"]


def test_01033_bodyguard(pool):
    rec = record(pool, "01033")
    assert rec.status == "modeled"
    s = scenario(pool, play=[JOFFREY, BASTARD], hand=["01033"], gold=3)
    assert play_rules.targets(s.state, s.card("01033")) == [s.card(JOFFREY)]
    # killed: sacrifice Bodyguard to save the Lord (the pilot does: he is worth more)
    s = scenario(pool, play=[JOFFREY, BASTARD], attach={"01033": JOFFREY})
    joffrey, guard = s.card(JOFFREY), s.card("01033")
    leave(s, "kill", joffrey)
    assert s.state.pending == "respond" and s.state.zone[joffrey] == PLAY
    assert GreedyPilot().choose(s.state, legal(s)) == A("trigger", guard, -1, 0)
    act(s, A("trigger", guard, -1, 0))
    assert s.state.zone[joffrey] == PLAY and s.state.zone[guard] == DISCARD
    # discarded from play: its second interrupt
    s = scenario(pool, play=[JOFFREY, BASTARD], attach={"01033": JOFFREY})
    joffrey, guard = s.card(JOFFREY), s.card("01033")
    leave(s, "discard", joffrey)
    assert [a for a in legal(s) if a.kind == "trigger"] == [A("trigger", guard, -1, 1)]
    act(s, A("trigger", guard, -1, 1))
    assert s.state.zone[joffrey] == PLAY and s.state.zone[guard] == DISCARD
    # "(cannot be saved)" (Marched to the Wall): no window
    s = scenario(pool, play=[JOFFREY], attach={"01033": JOFFREY}, plots=["01015"],
                 step="plot.choose")
    act(s, A("plot", s.card("01015")))
    assert s.state.zone[s.card(JOFFREY)] == DISCARD and s.state.zone[s.card("01033")] == HAND


def test_01034_little_bird(pool):
    record(pool, "01034")
    s = scenario(pool, play=[BASTARD], attach={"01034": BASTARD})
    assert play_rules.icons(s.state, s.card(BASTARD)) & INTRIGUE
    assert play_rules.targets(s.state, s.card("01034")) == [s.card(BASTARD)]


def test_01035_milk_of_the_poppy(pool):
    rec = record(pool, "01035")
    assert rec.pilot == "never"
    s = scenario(pool, play=[ROBERT], attach={"01035": ROBERT})
    assert not play_rules.keywords(s.state, s.card(ROBERT)) & RENOWN
    plain = scenario(pool, play=[ROBERT])
    assert play_rules.keywords(plain.state, plain.card(ROBERT)) & RENOWN
    hosts = scenario(pool, play=[BASTARD, JOFFREY], hand=["01035"], gold=1)
    assert sorted(play_rules.targets(hosts.state, hosts.card("01035"))) == sorted(
        [hosts.card(BASTARD), hosts.card(JOFFREY)])


def test_01036_noble_lineage(pool):
    record(pool, "01036")
    s = scenario(pool, play=[DAYNE], attach={"01036": DAYNE})
    assert play_rules.icons(s.state, s.card(DAYNE)) & POWER


def test_01037_syrios_training(pool):
    record(pool, "01037")
    s = scenario(pool, play=[COURTESAN], attach={"01037": COURTESAN})
    assert play_rules.icons(s.state, s.card(COURTESAN)) & MILITARY


# -- locations -----------------------------------------------------------------------------------
def test_01038_the_iron_throne(pool):
    record(pool, "01038")
    s = scenario(pool, play=["01038"], plot="01010", step="dominance.count")
    assert play_rules.total_power(s.state) == 1                # 8 STR for dominance, nothing else
    empty = scenario(pool, plot="01010", step="dominance.count")
    assert play_rules.total_power(empty.state) == 0
    assert play_rules.reserve(s.state) == 10 + 1


def test_01039_the_kingsroad(pool):
    record(pool, "01039")
    s = scenario(pool, play=["01039"], hand=[JON], gold=3, plot="01010")
    road = s.card("01039")
    assert play_rules.initiative(s.state) == 3 + 1
    assert A("marshal", s.card(JON)) not in legal(s)
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    act(s, reduce[0])
    assert s.state.zone[road] == DISCARD                 # knelt and sacrificed
    act(s, A("marshal", s.card(JON)))
    assert s.state.gold == 0


def test_01040_the_roseroad(pool):
    record(pool, "01040")
    s = scenario(pool, play=["01040"], plot="01010")
    assert play_rules.income(s.state) == 2 + 1


# -- events ----------------------------------------------------------------------------------------
def test_01041_put_to_the_sword(pool):
    assert_inert(pool, "01041")


def test_01042_put_to_the_torch(pool):
    assert_inert(pool, "01042")


def test_01043_superior_claim(pool):
    record(pool, "01043")
    s = scenario(pool, play=[RANGING, COURTESAN], hand=["01043", "01043"],
                 step="challenges.initiate")
    challenge(s, "power", RANGING)                        # won by 5
    assert s.state.pending == "respond"
    before = play_rules.total_power(s.state)
    act(s, trigger(s, "01043"))
    assert play_rules.total_power(s.state) == before + 2
    assert s.state.pending == "challenges"                # the second copy: max 1 per challenge
    assert s.state.zone[s.card("01043", 1)] == HAND
    small = scenario(pool, play=[COURTESAN], hand=["01043"], step="challenges.initiate")
    challenge(small, "power", COURTESAN)                  # won by 2 only
    assert small.state.pending != "respond"


def test_01044_tears_of_lys(pool):
    assert_inert(pool, "01044")


def test_01045_the_hands_judgment(pool):
    assert_inert(pool, "01045")


# -- the pilot with the challenge effects ---------------------------------------------------------
def pilot_round(s) -> None:
    """Let the greedy pilot play on until the round ends."""
    pilot = GreedyPilot()
    for _ in range(200):
        if s.state.round != 1 or s.state.outcome:
            return
        actions = legal(s)
        act(s, actions[0] if len(actions) == 1 else pilot.choose(s.state, actions))
    raise AssertionError("the pilot made no progress")


def test_pilot_makes_the_additional_military_challenge(pool):
    s = scenario(pool, play=[BASTARD, TUMBLESTONE, DAYNE, "01168"], plot="01005",
                 step="challenges.initiate")                 # + Braided Warrior (military)
    pilot_round(s)
    assert [e[2] for e in won(s)].count("military") == 2


def test_pilot_declares_one_attacker_under_jousting_contest(pool):
    # Robb, Eddard and Balon: STR 5, military + power, Renown - without the cap the third
    # one joins a challenge for its Renown
    lords = ["01146", "01144", "01068"]
    s = scenario(pool, play=lords, plot="01014", step="challenges.initiate")
    planned = GreedyPilot().plan_actions(s.state)        # the runner's fast path, unchecked
    assert [a.kind for a in planned] == ["challenge", "attacker", "confirm"]
    pilot_round(s)
    assert len(won(s)) == 2 and all(e[3] == 5 for e in won(s))
    free = scenario(pool, play=lords, plot="01010", step="challenges.initiate")
    pilot_round(free)
    assert sorted(e[3] for e in won(free)) == [5, 10]


def test_13117_the_iron_throne(pool):
    rec = assert_inert_at(pool, "13117")
    assert "opponent" in rec.inert


def test_23017_littlefinger(pool):
    assert_inert_at(pool, "23017")


def test_25077_varys(pool):
    assert_inert_at(pool, "25077")
