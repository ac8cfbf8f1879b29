"""Timing of the AGoT goldfish engine: the action window inside a challenge, the challenge
kept open while the reactions to its result are answered, the "would be killed /
discarded" save window (and duplicates saving), and cards put into the deck from play
going to the bottom. Real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_scenario import legal, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import ENGINE, play_rules, table_for
from deckcheck.games.agot.engine.hooks import EFFECTS
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.state import DEAD, DECK, DISCARD, PLAY, AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context
from deckcheck.goldfish.actions import Action as A
from deckcheck.goldfish.runner import play_game

MARGAERY = "01181"       # Margaery Tyrell: unique tyrell Lady, STR 3, intrigue + power
COURTESAN = "01187"      # Courtesan of the Rose: tyrell, STR 2, intrigue + power, no text
DAYNE = "01113"          # House Dayne Knight: martell, STR 2, military + intrigue, no text
HEARTSBANE = "01191"     # Action: while attached character attacks, kneel: +3 STR (challenge)
HIGHGARDEN = "01192"     # Challenges Action: stand an attacker and remove it (pilot: never)
MANDER = "01193"         # Reaction: after you win a challenge by 5 STR, kneel: draw 2
AEMON = "01125"          # Maester Aemon: kneel to save a [thenightswatch] character
WAYMAR = "01128"         # Ser Waymar Royce: [thenightswatch], his interrupt targets opponents
BUILDER = "01134"        # Veteran Builder: [thenightswatch], no abilities that matter here
INTRIGUE = 1


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def step(s, *actions: A) -> None:
    """Checked actions that stop at the next decision, even a trivial one."""
    for a in actions:
        assert a in legal(s), (a, legal(s))
        ENGINE.step(s.state, a, log=False)


def kill(s, c: int) -> None:
    EFFECTS["kill"](s.state, Context(-1, 0), Effect("kill"), [c])


# -- 1. the action window inside a challenge -----------------------------------------------------
def test_an_action_is_offered_inside_the_challenge_before_it_resolves(pool):
    s = scenario(pool, play=[MARGAERY, COURTESAN], attach={HEARTSBANE: MARGAERY},
                 step="challenges.initiate")
    marg, sword = s.card(MARGAERY), s.card(HEARTSBANE)
    step(s, A("challenge", option="intrigue"), A("attacker", marg), A("confirm"))
    assert s.state.pending == "resolve_challenge" and s.state.challenge == INTRIGUE
    assert legal(s) == [A("ability", sword, -1, 0), A("resolve")]
    step(s, A("ability", sword, -1, 0))
    assert play_rules.strength(s.state, marg) == 6 and sword in s.state.knelt
    assert s.state.pending == "resolve_challenge" and legal(s) == [A("resolve")]
    step(s, A("resolve"))
    assert ("challenge_won", "intrigue", 6) in [e[1:] for e in s.state.events]
    assert s.state.pending == "challenges" and play_rules.strength(s.state, marg) == 3


def test_no_extra_decision_when_nothing_can_be_used_inside_the_challenge(pool):
    s = scenario(pool, play=[COURTESAN, DAYNE], attach={HEARTSBANE: COURTESAN},
                 step="challenges.initiate")
    step(s, A("challenge", option="intrigue"), A("attacker", s.card(DAYNE)), A("confirm"))
    assert s.state.pending == "challenges"      # resolved at once: Heartsbane's host is not attacking
    assert ("challenge_won", "intrigue", 2) in [e[1:] for e in s.state.events]


def test_inside_a_challenge_the_pilot_keeps_abilities_that_need_no_challenge(pool):
    # Margaery Tyrell (kneel: +3 STR until the end of the phase) could be used now, but it
    # needs no challenge: the pilot waits (she may still attack), as before the window
    s = scenario(pool, play=[MARGAERY, COURTESAN, DAYNE], attach={HEARTSBANE: COURTESAN},
                 step="challenges.initiate")
    marg, court, sword = s.card(MARGAERY), s.card(COURTESAN), s.card(HEARTSBANE)
    step(s, A("challenge", option="military"), A("attacker", s.card(DAYNE)), A("confirm"))
    actions = legal(s)
    assert A("ability", marg, court, 0) in actions and s.state.pending == "resolve_challenge"
    assert A("ability", sword, -1, 0) not in actions
    assert GreedyPilot().choose(s.state, actions) == A("resolve")


def test_the_greedy_pilot_uses_an_ability_inside_the_challenge_when_its_hint_allows(pool):
    s = scenario(pool, play=[MARGAERY, HIGHGARDEN], attach={HEARTSBANE: MARGAERY}, gold=3,
                 step="challenges.initiate")
    marg, sword, garden = s.card(MARGAERY), s.card(HEARTSBANE), s.card(HIGHGARDEN)
    pilot = GreedyPilot()
    step(s, A("challenge", option="intrigue"), A("attacker", marg), A("confirm"))
    actions = legal(s)
    assert A("ability", garden, marg, 0) in actions       # offered, but its hint is "never"
    assert pilot.plan_actions(s.state) is None
    assert pilot.choose(s.state, actions) == A("ability", sword, -1, 0)
    step(s, A("ability", sword, -1, 0))
    assert pilot.choose(s.state, legal(s)) == A("resolve")


def test_the_runner_fast_path_plays_the_same_games_with_the_window(pool):
    cards = {MARGAERY: 3, HEARTSBANE: 3, COURTESAN: 3, MANDER: 2, "01183": 3, "01185": 3,
             "01190": 3, "01188": 3, "01184": 3, "01180": 3, "01157": 3, "01150": 3,
             "01004": 2, "01006": 1, "01008": 1, "01009": 1, "01010": 1, "01011": 1}
    table = table_for(pool, cards, "tyrell")
    used = 0
    for seed in range(12):
        slow = play_game(ENGINE, table, GreedyPilot(), seed, fast=False)
        fast = play_game(ENGINE, table, GreedyPilot(), seed, fast=True)
        assert fast.to_json() == slow.to_json()
        assert ENGINE.replay(table, seed, fast.log).to_json() == fast.to_json()
        used += sum(1 for a in fast.log if a.kind == "ability")
    assert used                                         # the pilot used the window


def test_games_with_saves_play_the_same_on_the_fast_path(pool):
    # Theon Greyjoy (26083) kills a character each marshaling phase: Risen from the Sea,
    # Iron Mines, Bodyguard and duplicates save them; the Iron Fleet Scout acts inside
    cards = {"26083": 3, "01081": 3, "17108": 3, "01033": 3, "01079": 3, "01067": 3,
             "01069": 2, "01071": 3, "01073": 3, "01075": 3, "01072": 3, "01080": 2,
             "01078": 2, "01004": 2, "01006": 1, "01008": 1, "01009": 1, "01010": 1,
             "01011": 1}
    table = table_for(pool, cards, "greyjoy")
    saved = 0
    for seed in range(12):
        slow = play_game(ENGINE, table, GreedyPilot(), seed, fast=False)
        fast = play_game(ENGINE, table, GreedyPilot(), seed, fast=True)
        assert fast.to_json() == slow.to_json()
        assert ENGINE.replay(table, seed, fast.log).to_json() == fast.to_json()
        saved += sum(1 for a in fast.log if a.kind == "trigger")
    assert saved


# -- 2. the challenge stays open while the reactions to its result are answered --------------------
def test_contest_won_reactions_see_the_challenge_and_its_lasting_effects(pool):
    s = scenario(pool, play=[MARGAERY, MANDER], attach={HEARTSBANE: MARGAERY},
                 step="challenges.initiate")
    marg, sword, mander = s.card(MARGAERY), s.card(HEARTSBANE), s.card(MANDER)
    step(s, A("challenge", option="intrigue"), A("attacker", marg), A("confirm"),
         A("ability", sword, -1, 0), A("resolve"))
    assert s.state.pending == "respond"                 # The Mander: won by 6 STR
    assert s.state.challenge == INTRIGUE and s.state.attackers == [marg]
    assert play_rules.strength(s.state, marg) == 6           # "until the end of the challenge" holds
    step(s, A("trigger", mander, -1, 0))
    assert s.state.pending == "close_challenge" and legal(s) == [A("close")]
    assert s.state.challenge == INTRIGUE
    step(s, A("close"))
    assert s.state.pending == "challenges" and s.state.challenge == -1
    assert s.state.attackers == [] and play_rules.strength(s.state, marg) == 3


def test_a_challenge_without_reactions_closes_at_once(pool):
    s = scenario(pool, play=[COURTESAN], step="challenges.initiate")
    step(s, A("challenge", option="power"), A("attacker", s.card(COURTESAN)), A("confirm"))
    assert s.state.pending == "challenges" and s.state.challenge == -1


# -- 3. saves: "would be killed / discarded" ------------------------------------------------------------
def test_a_kill_waits_for_the_save_window_and_a_declined_save_kills(pool):
    s = scenario(pool, play=[AEMON, BUILDER])
    builder = s.card(BUILDER)
    kill(s, builder)
    assert s.state.pending == "respond" and s.state.zone[builder] == PLAY
    assert s.state.dying == [(builder, "kill")]
    step(s, A("decline"))
    assert s.state.zone[builder] == DEAD and not s.state.dying
    assert s.state.pending == "marshal"


def test_a_saved_card_stays_and_the_log_says_so(pool):
    from deckcheck.games.agot.engine.narrate import sentence
    s = scenario(pool, play=[AEMON, BUILDER])
    aemon, builder = s.card(AEMON), s.card(BUILDER)
    kill(s, builder)
    step(s, A("trigger", aemon, -1, 0))
    assert s.state.zone[builder] == PLAY and not s.state.dying
    saved = [e for e in s.state.events if e[1] == "saved"]
    assert saved == [(1, "saved", builder, aemon)]
    assert sentence(s.state, saved[0]) == "Veteran Builder is saved from leaving play by Maester Aemon."
    assert not [e for e in s.state.events if e[1] == "killed"]


def test_a_kill_without_a_usable_save_happens_at_once(pool):
    s = scenario(pool, play=[AEMON, BUILDER], knelt=[AEMON])
    kill(s, s.card(BUILDER))
    assert s.state.zone[s.card(BUILDER)] == DEAD and not s.state.dying
    assert s.state.pending == "marshal"


def test_a_duplicate_saves_its_card(pool):
    s = scenario(pool, play=[MARGAERY, COURTESAN], hand=[MARGAERY])
    marg, copy = s.cards(MARGAERY)
    s.state.hand.remove(copy)
    play_rules.put_into_play(s.state, copy, marg)              # the second copy as a duplicate
    kill(s, marg)
    assert s.state.zone[marg] == PLAY and s.state.zone[copy] == DISCARD
    assert not s.state.duplicates
    kill(s, marg)                                         # no duplicate left
    assert s.state.zone[marg] == DEAD


def test_the_dying_list_survives_a_json_round_trip(pool):
    s = scenario(pool, play=[AEMON, BUILDER])
    kill(s, s.card(BUILDER))
    back = AgotState.from_json(s.state.to_json())
    assert back.dying == [(s.card(BUILDER), "kill")]


# -- 4. a card put into the deck from play goes to the bottom ---------------------------------------
def test_return_to_deck_from_play_goes_to_the_bottom(pool):
    s = scenario(pool, play=[COURTESAN, MARGAERY], discard=[BUILDER])
    court, builder = s.card(COURTESAN), s.card(BUILDER)
    top = s.state.draw[-1]
    EFFECTS["return_to_deck"](s.state, Context(-1, 0), Effect("return_to_deck"), [court])
    assert s.state.zone[court] == DECK and s.state.draw[0] == court
    assert s.state.draw[-1] == top                        # the top card is still on top
    EFFECTS["return_to_deck"](s.state, Context(-1, 0), Effect("return_to_deck"), [builder])
    assert s.state.draw[0] == builder and s.state.draw[1] == court
