"""Reviewed records of the cards from packs 04xxx .. 26xxx that the real test decks play
(records/packs_04_26.py): one test per card code, with real cards from the snapshot."""
from __future__ import annotations

import pytest
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import (
    INSIGHT,
    INTIMIDATE,
    INTRIGUE,
    PILLAGE,
    POWER,
    RENOWN,
    STEALTH,
)
from deckcheck.games.agot.engine.hooks import HOOKS
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.games.agot.engine.state import DEAD, DECK, DISCARD, HAND, PLAY, SHADOWS, USED
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action as A

# Core Set characters without text (tests/agot_scenario.FILLER), with what the tests use
BASTARD = "01053"        # Bastard in Hiding: baratheon, cost 2, STR 2, Bastard
DAYNE = "01113"          # House Dayne Knight: martell, cost 2, STR 2, Knight
TUMBLESTONE = "01150"    # Tumblestone Knight: stark, cost 2, STR 2, House Tully Knight
COURTESAN = "01187"      # Courtesan of the Rose: tyrell, cost 2, STR 2


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def assert_inert(pool, code, where="play"):
    """An inert record: a reason, no abilities, nothing offered for the card."""
    rec = record(pool, code)
    assert rec.status == "inert" and rec.inert and not rec.abilities
    s = scenario(pool, **{where: [code]}, gold=20)
    c = s.card(code)
    assert s.state.table.abilities[c] == ()
    assert not [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]
    return rec


# -- plots -----------------------------------------------------------------------------------------
def test_04039_summer_harvest(pool):
    record(pool, "04039")
    s = scenario(pool, play=[BASTARD], plot="04039", step="marshaling.income")
    assert s.state.gold == 2 and play_rules.income(s.state) == 2     # X = 0 + 2


def test_04040_winter_festival(pool):
    record(pool, "04040")
    s = scenario(pool, play=[BASTARD], plot="04040", step="challenges.ends")
    plot = s.card("04040")
    assert window(s) == [A("trigger", plot, -1, 0)]
    act(s, A("trigger", plot, -1, 0))
    assert (1, "power", 2, -1, "ability") in s.state.events
    other = scenario(pool, play=[BASTARD], plot="04040", step="marshaling.ends")
    assert other.state.pending != "respond"


def test_08020_valar_dohaeris(pool):
    record(pool, "08020")
    # Robert (7), Cersei (4), two 2-cost knights: keep 10 gold's worth, the most power first
    s = scenario(pool, play=["01048", "01084", BASTARD, DAYNE], plot="08020")
    robert, cersei = s.card("01048"), s.card("01084")
    s.state.card_power[cersei] = 2
    fire(s, "plot_revealed", s.card("08020"))
    kept = [c for c in s.state.characters if s.state.zone[c] == PLAY]
    assert cersei in kept
    assert sum(s.state.table.cost[c] for c in kept) <= 10
    assert set(kept) == {cersei, s.card(BASTARD), s.card(DAYNE)}
    assert s.state.zone[robert] == DECK and s.state.draw[0] == robert   # bottom of the deck
    assert play_rules.total_power(s.state) == 2


def test_08120_you_win_or_you_die(pool):
    record(pool, "08120")
    s = scenario(pool, play=[BASTARD], plots=["08120"], step="plot.choose")
    act(s, A("plot", s.card("08120")))
    assert s.state.pending == "marshal"
    assert len(s.state.hand) == 4                       # 2 on reveal, 2 in the draw phase


def test_10047_peace_and_prosperity(pool):
    record(pool, "10047")
    # Stannis (6), The Iron Throne (2), Seal of the Hand (3); a second character
    s = scenario(pool, play=["01048"], hand=["01052", "01038", "01032", "01084"], plot="10047",
                 gold=20)
    st = s.state
    stannis, throne, seal, cersei = (s.card(c) for c in ("01052", "01038", "01032", "01084"))
    assert play_rules.marshal_cost(st, stannis) == 3
    assert play_rules.marshal_cost(st, throne) == 0
    assert play_rules.marshal_cost(st, seal) == 2
    act(s, A("marshal", stannis))
    assert st.gold == 17
    assert play_rules.marshal_cost(st, cersei) == 4          # the first character only
    assert play_rules.marshal_cost(st, throne) == 0          # the others still apply


def test_12052_vanquish_the_unbelievers(pool):
    record(pool, "12052")
    # Lord: Robert and Stannis; no Lord: Bastard in Hiding -> "Lord" keeps the most
    s = scenario(pool, play=["01048", "01052", BASTARD], plot="12052", step="challenges.begins")
    st = s.state
    assert st.zone[s.card(BASTARD)] == DEAD
    assert st.zone[s.card("01048")] == PLAY and st.zone[s.card("01052")] == PLAY
    # power decides before cost: the Bastard holds 3 power
    s = scenario(pool, play=["01048", BASTARD], plot="12052")
    s.state.card_power[s.card(BASTARD)] = 3
    act(s, A("pass"))                                       # on to the challenges phase
    assert s.state.zone[s.card("01048")] == DEAD and s.state.zone[s.card(BASTARD)] == PLAY


def test_13040_a_city_besieged(pool):
    record(pool, "13040")
    s = scenario(pool, play=["01038", BASTARD], plot="13040")
    fire(s, "plot_revealed", s.card("13040"))
    assert s.card("01038") in s.state.knelt
    # a City plot in the used pile: "up to 2" - the player kneels none of its own
    s = scenario(pool, play=["01038"], plot="13040", plots=["13019"])
    city = s.card("13019")
    s.state.plot_deck.remove(city)
    s.state.used_plots.append(city)
    s.state.zone[city] = USED
    fire(s, "plot_revealed", s.card("13040"))
    assert s.card("01038") not in s.state.knelt


def test_13120_expose_duplicity(pool):
    record(pool, "13120")
    s = scenario(pool, shadows=["25101", "11067"], plot="13120")
    fire(s, "plot_revealed", s.card("13120"))
    assert not s.state.shadows
    assert s.state.zone[s.card("25101")] == DISCARD and s.state.zone[s.card("11067")] == DISCARD


def test_16036_the_gathering_storm(pool):
    rec = record(pool, "16036")
    assert rec.status == "inert" and "opponent" in rec.inert and not rec.abilities


# -- agendas ---------------------------------------------------------------------------------------
def test_04037_kings_of_summer(pool):
    record(pool, "04037")
    s = scenario(pool, play=[BASTARD], plot="04039", agenda="04037", step="marshaling.income")
    assert s.state.gold == 3                            # Summer Harvest 2 + 1
    assert play_rules.reserve(s.state) == 7
    both = scenario(pool, play=[BASTARD], plot="00006", agenda="04037", step="marshaling.income")
    assert both.state.gold == 2                         # Feast or Famine is Winter too
    assert play_rules.reserve(both.state) == 6


def test_04038_kings_of_winter(pool):
    record(pool, "04038")
    s = scenario(pool, play=[BASTARD], plot="04040", agenda="04038")
    assert play_rules.reserve(s.state) == 5 and play_rules.income(s.state) == 5


def test_17150_the_free_folk(pool):
    rec = record(pool, "17150")
    assert rec.status == "inert" and "claim" in rec.inert and not rec.abilities


# -- Baratheon ---------------------------------------------------------------------------------------
def test_04047_asshai_priestess(pool):
    assert_inert(pool, "04047")


def test_04068_red_gods_blessing(pool):
    record(pool, "04068")
    # Stannis 14002 and Gendry are R'hllor; the Bastard gains the trait with the Blessing
    s = scenario(pool, play=["14002", "22001", BASTARD], attach={"04068": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2 + 3
    s = scenario(pool, play=["14002", "22001", BASTARD], attach={"04068": "14002"})
    assert play_rules.strength(s.state, s.card("14002")) == 7 + 2
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2


def test_11067_shireen_baratheon(pool):
    assert_inert(pool, "11067")


def test_14002_stannis_baratheon(pool):
    record(pool, "14002")
    s = scenario(pool, play=["14002"], plot="01025", step="challenges.initiate")   # claim 2
    stannis = s.card("14002")
    fire(s, "contest_won", option="power", amount=7, cards=(stannis,))
    assert window(s) == [A("trigger", stannis, -1, 0)]
    act(s, A("trigger", stannis, -1, 0))
    assert len(s.state.hand) == 2
    s = scenario(pool, play=["14002"], plot="01025", step="challenges.initiate")
    fire(s, "contest_won", option="military", amount=7, cards=(s.card("14002"),))
    assert s.state.pending == "challenges" and not s.state.hand


def test_22001_gendry(pool):
    rec = record(pool, "22001")
    assert rec.status == "modeled"
    s = scenario(pool, play=["22001", BASTARD])
    assert play_rules.keywords(s.state, s.card("22001")) & RENOWN
    s = scenario(pool, play=["22001", "01084"])           # Cersei is loyal
    assert not play_rules.keywords(s.state, s.card("22001")) & RENOWN
    # the challenges phase begins: a non-loyal character with a Weapon attachment (Bastard in
    # Hiding with Lightbringer) gets +2 STR and Gendry's keywords
    s = scenario(pool, play=["22001", BASTARD, DAYNE], attach={"01058": BASTARD},
                 step="challenges.begins")
    gendry, bastard = s.card("22001"), s.card(BASTARD)
    assert [a for a in legal(s) if a.kind == "trigger"] == [A("trigger", gendry, bastard, 1)]
    act(s, A("trigger", gendry, bastard, 1))
    assert play_rules.strength(s.state, bastard) == 2 + 2
    assert play_rules.keywords(s.state, bastard) & RENOWN                  # Gendry's renown
    assert not play_rules.keywords(s.state, s.card(DAYNE)) & RENOWN


def test_25101_maester_cressen(pool):
    assert_inert(pool, "25101")


# -- Greyjoy ---------------------------------------------------------------------------------------
def test_12001_balon_greyjoy(pool):
    assert_inert(pool, "12001")


def test_17108_iron_mines(pool):
    assert record(pool, "17108").status == "modeled"
    # Theon Greyjoy kills the cheapest character as the marshaling phase begins: saved
    s = scenario(pool, play=["26083", "17108", BASTARD], plot="01009", step="marshaling.begins")
    mines, bastard = s.card("17108"), s.card(BASTARD)
    assert window(s) == [A("trigger", mines, -1, 0)]
    assert s.state.zone[bastard] == PLAY
    act(s, A("trigger", mines, -1, 0))
    assert s.state.zone[bastard] == PLAY and s.state.zone[mines] == DISCARD
    assert (1, "income", 4) in s.state.events                     # then income, as before
    # not in the plot phase
    from deckcheck.games.agot.engine.hooks import EFFECTS
    from deckcheck.goldfish.abilities.records import Effect
    from deckcheck.goldfish.abilities.runtime import Context
    p = scenario(pool, play=["17108", BASTARD], plots=["01009", "01004"], step="plot.choose")
    EFFECTS["kill"](p.state, Context(-1, 0), Effect("kill"), [p.card(BASTARD)])
    assert p.state.zone[p.card(BASTARD)] == DEAD and p.state.pending == "plot"


def _pyke(pool, code):
    rec = record(pool, code)
    assert rec.status == "modeled" and rec.inert
    s = scenario(pool, play=[code, BASTARD], hand=["01078", "04112"], gold=2,
                 step="challenges.initiate")
    kraken = s.card("01078")                                    # a Warship location, cost 3
    assert play_rules.ambush_cost(s.state, kraken) == 2
    assert play_rules.ambush_cost(s.state, s.card("04112")) == 0     # Sea Bitch: cost 1
    act(s, A("ambush", kraken))
    assert s.state.zone[kraken] == PLAY and s.state.gold == 0
    assert play_rules.ambush_cost(s.state, kraken) == -1             # granted in hand only
    plain = scenario(pool, hand=["01078"], gold=5, step="challenges.initiate")
    assert play_rules.ambush_cost(plain.state, plain.card("01078")) == -1


def test_17163_pyke(pool):
    _pyke(pool, "17163")


def test_26083_theon_greyjoy(pool):
    record(pool, "26083")
    s = scenario(pool, play=["26083", "01084", BASTARD], plot="01009", step="marshaling.begins")
    st = s.state
    assert st.zone[s.card(BASTARD)] == DEAD                 # the cheapest character dies
    assert st.zone[s.card("26083")] == PLAY and st.zone[s.card("01084")] == PLAY
    assert st.pending == "marshal" and st.gold == 4           # income after the kill


# -- neutral and the Free Folk ----------------------------------------------------------------------
def test_04018_pyromancers(pool):
    assert_inert(pool, "04018")


def test_05042_ocean_road(pool):
    record(pool, "05042")
    # a stark deck: the neutral Iron Throne and the martell knight are out of faction
    s = scenario(pool, play=["05042"], hand=["01038", DAYNE, TUMBLESTONE], gold=5,
                 faction="stark")
    road = s.card("05042")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [road]
    act(s, reduce[0])
    assert road in s.state.knelt
    assert play_rules.marshal_cost(s.state, s.card(TUMBLESTONE)) == 2
    assert play_rules.marshal_cost(s.state, s.card(DAYNE)) == 1


def test_06017_ygritte(pool):
    rec = record(pool, "06017")
    assert rec.status == "modeled" and rec.inert
    # Consolidation of Power cannot choose her; attacking still kneels her
    s = scenario(pool, play=["06017", BASTARD], hand=["01062"], gold=1)
    ygritte = s.card("06017")
    targets = {a.target for a in legal(s) if a.kind == "ability"}
    assert ygritte not in targets and s.card(BASTARD) in targets
    HOOKS.effects["kneel"](s.state, None, None, [ygritte])
    assert ygritte not in s.state.knelt
    s = scenario(pool, play=["06017"], step="challenges.initiate")
    act(s, A("challenge", option="military"), A("attacker", s.card("06017")))
    assert s.state.pending == "attackers"


def test_06097_begging_brother(pool):
    assert_inert(pool, "06097")


def test_07039_rattleshirt(pool):
    assert_inert(pool, "07039")


def test_07040_dalla(pool):
    record(pool, "07040")
    # Crow Killers (Wildling, 3) and Northern Refugee (Wildling, 2) marshaled in one phase
    s = scenario(pool, play=["07040"], hand=["07041", "04117", BASTARD], gold=10)
    dalla = s.card("07040")
    act(s, A("marshal", s.card("07041")))
    assert window(s) == [A("trigger", dalla, -1, 0)]
    hand = len(s.state.hand)
    act(s, A("trigger", dalla, -1, 0))
    assert len(s.state.hand) == hand + 1
    act(s, A("marshal", s.card("04117")))
    assert s.state.pending == "marshal"                   # once per phase
    # the next phase: she draws again
    act(s, A("pass"))
    assert s.state.pending == "challenges" and not s.state.lasting
    fire(s, "enters_play", s.card("04117"), "put")
    assert window(s) == [A("trigger", dalla, -1, 0)]
    # a non-Wildling does not count
    s = scenario(pool, play=["07040"], hand=[BASTARD, DAYNE], gold=10)
    act(s, A("marshal", s.card(BASTARD)))
    assert s.state.pending == "marshal" and len(s.state.hand) == 1


def test_07041_crow_killers(pool):
    assert_inert(pool, "07041")


def test_07045_the_last_of_the_giants(pool):
    rec = record(pool, "07045")
    assert rec.status == "modeled" and rec.abilities[0].pilot == "open_challenge"
    # Wun Wun has no icon; Ygritte (military, intrigue) is neutral
    s = scenario(pool, play=[BASTARD], hand=["07045", "06017", TUMBLESTONE], gold=2,
                 step="challenges.initiate")
    giants, ygritte = s.card("07045"), s.card("06017")
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert offered == [A("ability", giants, ygritte, 0)]                 # neutral only
    assert GreedyPilot()._ability(s.state, offered, "ability") == offered[0]   # intrigue open
    act(s, A("ability", giants, ygritte, 0))
    st = s.state
    assert st.zone[ygritte] == PLAY and play_rules.keywords(st, ygritte) & INTIMIDATE
    act(s, A("challenge", option="intrigue"), A("attacker", ygritte), A("confirm"))
    assert st.zone[ygritte] == PLAY and st.pending == "challenges"
    act(s, A("pass"))
    assert st.zone[ygritte] == DEAD                                      # the phase ended
    # no challenge to open (the Bastard covers military and power, intrigue is made)
    s = scenario(pool, play=[BASTARD], hand=["07045", "06017"], gold=2, step="challenges.initiate")
    s.state.challenges_left = 5
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert offered and GreedyPilot()._ability(s.state, offered, "ability") is None


def test_13117_the_iron_throne(pool):
    rec = assert_inert(pool, "13117")
    assert "opponent" in rec.inert


def test_08038_gates_of_the_moon(pool):
    record(pool, "08038")
    s = scenario(pool, play=["08038"], plot="01009", step="marshaling.income")
    assert s.state.gold == 4 + 2


def test_11001_varamyr_sixskins(pool):
    record(pool, "11001")
    s = scenario(pool, play=["11001"], step="challenges.begins")
    varamyr = s.card("11001")
    modes = window(s)
    assert modes == [A("trigger", varamyr, -1, k) for k in range(4)]
    assert not play_rules.icons(s.state, varamyr) & INTRIGUE
    act(s, modes[0])                                          # Eagle
    assert s.state.pending == "challenges"                    # the other modes are gone
    assert play_rules.icons(s.state, varamyr) & INTRIGUE
    assert play_rules.keywords(s.state, varamyr) & INSIGHT
    s = scenario(pool, play=["11001"], step="challenges.begins")
    act(s, A("trigger", varamyr, -1, 1))                      # Cat
    assert play_rules.icons(s.state, varamyr) & POWER and play_rules.keywords(s.state, varamyr) & STEALTH
    act(s, A("pass"))                                         # the phase ends: it expires
    assert not play_rules.icons(s.state, varamyr) & POWER


def test_11077_wun_wun(pool):
    assert_inert(pool, "11077")


def test_12040_rogue_wildling(pool):
    record(pool, "12040")
    s = scenario(pool, play=["07041"], hand=["12040"], knelt=["07041"], gold=5,
                 step="challenges.initiate")
    rogue, crow = s.card("12040"), s.card("07041")
    act(s, A("ambush", rogue))
    assert window(s) == [A("trigger", rogue, crow, 0)]
    act(s, A("trigger", rogue, crow, 0))
    assert crow not in s.state.knelt


def test_15039_lysa_arryn(pool):
    assert_inert(pool, "15039")


def test_26057_lysa_arryn(pool):
    assert record(pool, "26057").status == "modeled"
    loyal = chars(loyal=True)
    # she is House Arryn, so loyal: Gendry loses his renown
    s = scenario(pool, play=["26057", "22001"], plot="01009")
    lysa, gendry = s.card("26057"), s.card("22001")
    assert play_rules.in_filter(s.state, loyal, lysa) and lysa in play_rules.filter_set(s.state, loyal)
    assert not play_rules.in_filter(s.state, loyal, gendry)
    assert not play_rules.keywords(s.state, gendry) & RENOWN
    alone = scenario(pool, play=["22001"], plot="01009")
    assert play_rules.keywords(alone.state, alone.card("22001")) & RENOWN
    # initiative 0 (A Noble Cause): the keywords of the other loyal characters (Pycelle: insight)
    s = scenario(pool, play=["26057", "01085"], plot="01004")
    assert play_rules.initiative(s.state) == 0
    assert play_rules.keywords(s.state, s.card("26057")) & INSIGHT
    s = scenario(pool, play=["26057", "01085"], plot="01009")          # initiative 5
    assert not play_rules.keywords(s.state, s.card("26057")) & INSIGHT


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


def test_15040_tormund_giantsbane(pool):
    rec = record(pool, "15040")
    assert rec.status == "modeled" and rec.abilities[2].pilot == "never"
    s = scenario(pool, play=["15040", "06017"], step="challenges.initiate")
    tormund, ygritte = s.card("15040"), s.card("06017")
    assert not [a for a in legal(s) if a.kind == "ability"]              # no tale token yet
    fire(s, "contest_won", option="power", amount=4, cards=(tormund,))
    act(s, A("trigger", tormund, -1, 0))
    assert s.state.tokens[tormund] == 1
    fire(s, "contest_won", option="military", amount=3, cards=(ygritte,))
    assert s.state.pending != "respond"                                   # he must participate
    s.state.challenge, s.state.attackers = 1, [ygritte]                  # inside a challenge
    assert A("ability", tormund, ygritte, 1) in legal(s)
    act(s, A("ability", tormund, ygritte, 1))
    assert play_rules.strength(s.state, ygritte) == 3 + 2 and play_rules.keywords(s.state, ygritte) & RENOWN
    assert tormund not in s.state.tokens
    assert not [a for a in legal(s) if a.kind == "ability"]              # the token is spent


def test_17144_great_hall(pool):
    record(pool, "17144")
    s = scenario(pool, play=["17144"], hand=["01052", "01084", BASTARD], gold=10)
    hall = s.card("17144")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [hall]
    act(s, reduce[0])
    assert play_rules.marshal_cost(s.state, s.card("01052")) == 6 - 2     # printed cost 6: -2
    assert play_rules.marshal_cost(s.state, s.card("01084")) == 4 - 1
    assert play_rules.marshal_cost(s.state, s.card(BASTARD)) == 2         # not unique


def test_20041_lady_stoneheart(pool):
    rec = record(pool, "20041")
    assert rec.status == "modeled"
    # from the dead pile: a Dominance action, paying 1 power from a Brotherhood character
    s = scenario(pool, play=["22001", BASTARD], dead=["20041"], step="challenges.initiate")
    st = s.state
    stoneheart, gendry = s.card("20041"), s.card("22001")
    st.card_power[gendry] = 2
    act(s, A("pass"))
    assert st.pending == "dominance"
    assert A("ability", stoneheart, -1, 2) in legal(s)
    act(s, A("ability", stoneheart, -1, 2))
    assert st.zone[stoneheart] == PLAY and st.card_power[gendry] == 1
    s = scenario(pool, play=["22001", BASTARD], dead=["20041"], step="challenges.initiate")
    act(s, A("pass"))
    assert s.state.pending != "dominance"                 # no Brotherhood power to discard
    # loyal: Messenger Raven (1) and Old Forest Hunter (2); the cheapest dies, one only
    s = scenario(pool, play=["20041", "01130", "01131", "06057"], step="challenges.ends")
    st = s.state
    assert st.zone[s.card("01130")] == DEAD
    assert st.zone[s.card("01131")] == PLAY and st.zone[s.card("06057")] == PLAY
    # no loyal character: a House Frey one (Frey Lordling) dies
    s = scenario(pool, play=["20041", "06057", BASTARD], step="challenges.ends")
    assert s.state.zone[s.card("06057")] == DEAD and s.state.zone[s.card(BASTARD)] == PLAY


def test_21026_thenns(pool):
    assert_inert(pool, "21026")


def test_21028_magnar_of_thenn(pool):
    rec = record(pool, "21028")
    assert rec.inert and rec.status == "modeled"
    s = scenario(pool, play=["07040", "07041", BASTARD], hand=["21028"], gold=5)
    magnar = s.card("21028")
    assert play_rules.targets(s.state, magnar) == [s.card("07040")]   # the unique Wildling only
    act(s, A("marshal", magnar, s.card("07040")))
    assert play_rules.keywords(s.state, s.card("07040")) & PILLAGE


def test_23017_littlefinger(pool):
    assert_inert(pool, "23017")


def test_25077_varys(pool):
    assert_inert(pool, "25077")


def test_04079_king_beyond_the_wall(pool):
    rec = record(pool, "04079")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=["07041", BASTARD], hand=["04079"], gold=5)
    kbtw = s.card("04079")
    assert play_rules.targets(s.state, kbtw) == [s.card("07041")]
    assert s.state.table.pilot_never[kbtw]


# -- Night's Watch ----------------------------------------------------------------------------------
def test_04025_dolorous_edd(pool):
    assert_inert(pool, "04025", where="hand")


def test_04026_craven(pool):
    rec = assert_inert(pool, "04026", where="hand")
    assert rec.pilot == "never"
    s = scenario(pool, play=[BASTARD], hand=["04026"], gold=5)
    assert s.state.table.pilot_never[s.card("04026")]


def test_04045_thoren_smallwood(pool):
    assert_inert(pool, "04045")


def test_16010_old_bear_mormont(pool):
    record(pool, "16010")
    # Old Forest Hunter ([thenightswatch]) attacked and knelt; Robert (Lord) too
    s = scenario(pool, play=["16010", "01131", "01048"], knelt=["01131", "01048"],
                 step="challenges.initiate")
    bear, hunter, robert = s.card("16010"), s.card("01131"), s.card("01048")
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert A("ability", bear, hunter, 0) in offered and A("ability", bear, robert, 1) in offered
    assert not [a for a in offered if a.target == bear]
    act(s, A("ability", bear, robert, 1))
    assert bear in s.state.knelt and robert not in s.state.knelt
    assert not [a for a in legal(s) if a.kind == "ability"]   # he is knelt now
    # a character of his dies: he stands
    fire(s, "killed", hunter)
    assert window(s) == [A("trigger", bear, -1, 2)]
    act(s, A("trigger", bear, -1, 2))
    assert bear not in s.state.knelt
    # not in the marshaling window
    m = scenario(pool, play=["16010", "01131"], knelt=["01131"])
    assert not [a for a in legal(m) if a.kind == "ability"]


def test_24014_the_shadow_tower(pool):
    assert_inert(pool, "24014")


# -- Stark ------------------------------------------------------------------------------------------
def test_04021_donella_hornwood(pool):
    rec = record(pool, "04021")
    assert rec.status == "modeled"
    s = scenario(pool, play=["04021"], hand=["01131", "01130", TUMBLESTONE, "01159"], gold=10)
    hunter, raven, winter = s.card("01131"), s.card("01130"), s.card("01159")   # all loyal
    assert play_rules.marshal_cost(s.state, hunter) == 2 - 1
    assert play_rules.marshal_cost(s.state, s.card(TUMBLESTONE)) == 2
    assert HOOKS.play_cost(s.state, winter) == 1 - 1            # a loyal event too
    act(s, A("marshal", hunter))
    assert s.state.gold == 9
    assert play_rules.marshal_cost(s.state, raven) == 1              # the first one only
    assert HOOKS.play_cost(s.state, winter) == 1


def test_04041_ser_edmure_tully(pool):
    assert_inert(pool, "04041")


def test_04062_the_wolf_king(pool):
    rec = record(pool, "04062")
    assert rec.status == "modeled"
    s = scenario(pool, play=[TUMBLESTONE, BASTARD], hand=["04062"], gold=5)
    assert play_rules.targets(s.state, s.card("04062")) == [s.card(TUMBLESTONE)]
    s = scenario(pool, play=[TUMBLESTONE, "01187"], attach={"04062": TUMBLESTONE},
                 step="challenges.initiate")                   # the Courtesan: intrigue
    knight = s.card(TUMBLESTONE)
    assert play_rules.in_filter(s.state, chars("King"), knight)          # gains the King trait
    act(s, A("challenge", option="military"), A("attacker", knight), A("confirm"))
    assert knight not in s.state.knelt                              # [military]: stands
    act(s, A("challenge", option="power"), A("attacker", knight), A("confirm"))
    assert knight in s.state.knelt                                  # [power]: kneels


def test_04101_house_manderly_knight(pool):
    record(pool, "04101")
    s = scenario(pool, play=["04101"], plot="04040")             # Winter
    assert play_rules.strength(s.state, s.card("04101")) == 1 + 2
    s = scenario(pool, play=["04101"], plot="04039")             # Summer
    assert play_rules.strength(s.state, s.card("04101")) == 1


def test_04117_northern_refugee(pool):
    rec = record(pool, "04117")
    assert rec.status == "modeled"
    s = scenario(pool, hand=["04117"], plot="04040")                     # Winter
    assert play_rules.marshal_cost(s.state, s.card("04117")) == 2 - 1
    s = scenario(pool, hand=["04117"], plot="04039")                     # Summer
    assert play_rules.marshal_cost(s.state, s.card("04117")) == 2


def test_16011_catelyn_stark(pool):
    assert_inert(pool, "16011", where="hand")


def test_21016_the_blackfish(pool):
    record(pool, "21016")
    # Vanguard of the North: a [stark] Army with a [military] icon only
    s = scenario(pool, play=["21016", "01151", TUMBLESTONE])
    assert play_rules.icons(s.state, s.card("01151")) & INTRIGUE
    assert not play_rules.icons(s.state, s.card(TUMBLESTONE)) & INTRIGUE


def test_25052_ice(pool):
    rec = record(pool, "25052")
    assert rec.inert and rec.status == "modeled"
    s = scenario(pool, play=["01143", TUMBLESTONE, "01084"], hand=["25052"], gold=5)
    ice, catelyn = s.card("25052"), s.card("01143")
    assert play_rules.targets(s.state, ice) == [catelyn]              # unique [stark] only
    act(s, A("marshal", ice, catelyn))
    assert play_rules.strength(s.state, catelyn) == 4 + 2


# -- Targaryen -------------------------------------------------------------------------------------
def test_04034_beggar_king(pool):
    rec = record(pool, "04034")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=["04053", BASTARD], hand=["04034"], gold=5)
    assert play_rules.targets(s.state, s.card("04034")) == [s.card("04053")]


def test_04053_devoted_bloodrider(pool):
    record(pool, "04053")
    s = scenario(pool, play=["04053", "04053", "15009", BASTARD])
    a, b = s.cards("04053")
    assert play_rules.strength(s.state, a) == 2 + 2 and play_rules.strength(s.state, b) == 2 + 2
    assert play_rules.strength(s.state, s.card("15009")) == 4 + 2
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2


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


def test_15005_khal_drogo(pool):
    assert_inert(pool, "15005")


def test_15009_rakharo(pool):
    assert_inert(pool, "15009")


def test_17134_crown_of_gold(pool):
    rec = record(pool, "17134")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=["14002", BASTARD], attach={"17134": "14002"})
    assert play_rules.strength(s.state, s.card("14002")) == 7 - 4
    s = scenario(pool, play=[BASTARD], hand=["17134"], gold=5)
    assert s.state.table.pilot_never[s.card("17134")]


def test_17171_daenerys_targaryen(pool):
    assert_inert(pool, "17171")


# -- Tyrell ----------------------------------------------------------------------------------------
def test_04023_knight_of_summer(pool):
    record(pool, "04023")
    s = scenario(pool, play=["04023"], plot="04039")            # Summer
    k = s.card("04023")
    assert play_rules.strength(s.state, k) == 3 + 2 and play_rules.keywords(s.state, k) & RENOWN
    s = scenario(pool, play=["04023"], plot="00006")            # Summer and Winter: 1 vs 1
    k = s.card("04023")
    assert play_rules.strength(s.state, k) == 3 and not play_rules.keywords(s.state, k) & RENOWN


def test_04024_there_is_my_claim(pool):
    assert_inert(pool, "04024", where="hand")


def test_04043_renly_baratheon(pool):
    record(pool, "04043")
    # Renly attacks with Insight and draws Summer (loyal): he draws one more card
    s = scenario(pool, play=["04043"], deck=[TUMBLESTONE, "01148"], plot="01009",
                 step="challenges.initiate")
    renly = s.card("04043")
    act(s, A("challenge", option="power"), A("attacker", renly), A("confirm"))
    assert s.state.hand == [s.card("01148")]
    assert window(s)[0] == A("trigger", renly, -1, 0)
    act(s, A("trigger", renly, -1, 0))
    assert s.card(TUMBLESTONE) in s.state.hand
    # a non-loyal card drawn with Insight: nothing
    s = scenario(pool, play=["04043"], deck=[BASTARD], plot="01009", step="challenges.initiate")
    fire(s, "drawn", option="insight", amount=1, cards=(s.card(BASTARD),))
    assert s.state.pending == "challenges"


def test_04104_renlys_pavilion(pool):
    assert_inert(pool, "04104")


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


def test_23015_ser_robar_royce(pool):
    rec = record(pool, "23015")
    assert rec.status == "modeled"
    s = scenario(pool, play=["23015"], plot="01009")
    assert play_rules.initiative(s.state) == 5 - 1
    s = scenario(pool, play=["23015", BASTARD], step="challenges.initiate")
    robar, bastard = s.card("23015"), s.card(BASTARD)
    act(s, A("challenge", option="military"))
    assert A("attacker", robar) not in legal(s) and A("attacker", bastard) in legal(s)
    act(s, A("attacker", bastard), A("confirm"))
    act(s, A("challenge", option="power"))
    assert A("attacker", robar) in legal(s)                              # the second one
    # the greedy pilot makes its first challenge without him, then attacks with him
    s = scenario(pool, play=["23015", BASTARD], step="challenges.initiate")
    plan = GreedyPilot()._make_plan(s.state, -1)
    assert all(s.card("23015") not in group for _, group in plan)


# -- Martell ---------------------------------------------------------------------------------------
def test_08036_change_of_plans(pool):
    rec = assert_inert(pool, "08036", where="hand")
    assert "lose" in rec.inert
