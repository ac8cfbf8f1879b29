"""The ability layer on AGoT: the defects the goldfish issue names, pinned with real cards."""
from __future__ import annotations

import pytest
from agot_scenario import act, fire, legal, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_a_feast_for_crows_gains_two_power_after_dominance(pool):
    s = scenario(pool, play=["01053"], plot="01002", step="dominance.count")
    # dominance won (+1), then the reaction is offered; the player takes it (+2)
    assert s.state.pending == "respond"
    assert A("trigger", s.card("01002"), -1, 0) in legal(s)
    before = play_rules.total_power(s.state)
    act(s, A("trigger", s.card("01002"), -1, 0))
    assert play_rules.total_power(s.state) == before + 2


def test_milk_of_the_poppy_blanks_robert_renown(pool):
    # Robert Baratheon (01048) has Renown; with Milk of the Poppy attached he has none
    s = scenario(pool, play=["01048"], attach={"01035": "01048"})
    robert = s.card("01048")
    assert not play_rules.keywords(s.state, robert) & 1
    plain = scenario(pool, play=["01048"])
    assert play_rules.keywords(plain.state, plain.card("01048")) & 1


def test_stannis_caps_standing_at_two(pool):
    s = scenario(pool, play=["01052", "01053", "01113", "01150"], knelt=["01052", "01053", "01113", "01150"],
                 step="standing.stand")
    standing = [c for c in s.state.characters if c not in s.state.knelt]
    assert len(standing) == 2
    assert s.card("01052") in standing            # the strongest stand


def test_fire_without_listeners_is_free(pool):
    s = scenario(pool, play=["01053"])
    fire(s, "dominance_won")
    assert s.state.pending == "marshal" and not s.state.window


def _table(pool, *codes):
    from deckcheck.games.agot.engine import table_for
    counts = {c: 1 for c in codes}
    counts.update({"01053": 30, "01113": 30, "01009": 1})
    return table_for(pool, counts, None)


def test_keywords_on_a_line_with_other_text_are_read(pool):
    from deckcheck.games.agot.engine.cardtext import recognize
    from deckcheck.games.agot.engine.effects import ASSAULT, NO_ATTACHMENTS
    host = pool.card("21010")                     # Lord Anders's Host: "Ambush (8). Assault. No attachments."
    rec = recognize(host.id, host.name, host.type, host.text)
    assert rec.ambush == 8 and rec.keywords & ASSAULT and rec.keywords & NO_ATTACHMENTS
    paid = pool.card("02071")                     # Paid Off: "Opponent's character only. Ambush (1)."
    assert recognize(paid.id, paid.name, paid.type, paid.text).ambush == 1


def test_construction_words_no_longer_swallow_abilities(pool):
    from deckcheck.games.agot.engine.cardtext import recognize
    for code in ("08036", "16036"):               # Change of Plans, The Gathering Storm
        card = pool.card(code)
        rec = recognize(card.id, card.name, card.type, card.text)
        assert not rec.modeled and rec.unmodeled, code


def test_attachments_fail_closed(pool):
    from deckcheck.games.agot.engine.effects import CHARACTER
    # Paid Off (opponent's character only) and Frozen Solid (a location attachment whose
    # text the engine does not read) never go on the player's characters
    t = _table(pool, "02071", "03021", "01032", "01085", "01048")
    for code in ("02071", "03021"):
        i = t.ids.index(code)
        assert not any(t.kind[j] == CHARACTER for j in t.attach_targets[i]), code
    seal = t.ids.index("01032")                  # Seal of the Hand: Lord or Lady only
    assert t.ids.index("01085") not in t.attach_targets[seal]     # Grand Maester Pycelle: a Maester
    assert t.ids.index("01048") in t.attach_targets[seal]         # Robert Baratheon: a Lord


def test_game_log_is_readable_and_is_the_runners_game(pool):
    from deckcheck.games.agot.engine import ENGINE, GreedyPilot
    from deckcheck.goldfish.gamelog import as_text, game_log
    from deckcheck.goldfish.runner import play_game
    from test_goldfish_support import OCTGN, octgn_deck
    from deckcheck.games.agot.engine import table_for
    faction, cards = octgn_deck(OCTGN / "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d", pool)
    table = table_for(pool, cards, faction)
    log = game_log("agot", table, 11)
    fast = play_game(ENGINE, table, GreedyPilot(), 11)
    assert log["log"] == [list(a) for a in fast.log]
    assert log["outcome"] == fast.outcome and log["ended_round"] == fast.ended_round
    text = as_text(log)
    assert "Round 1" in text and "Reveals the plot" in text and "> Marshal" in text
    assert "#" not in text                       # card names, never instance numbers



def test_phase_end_reactions_come_before_the_phase_effects_expire(pool):
    """The Wall's "when the challenges phase ends" interrupt is answered while the phase's
    lasting effects still hold (Hear Me Roar!'s mark on Tywin Lannister); they expire
    after it."""
    s = scenario(pool, play=["01137"], hand=["01100", "01090"], gold=1,
                 step="challenges.initiate")
    st = s.state
    roar, tywin, wall = s.card("01100"), s.card("01090"), s.card("01137")
    act(s, A("ability", roar, tywin, 0))
    assert st.zone[tywin] == 2 and st.lasting            # Tywin in play, marked for the phase
    act(s, A("pass"))                                    # the challenges phase ends
    assert st.pending == "respond" and A("trigger", wall, -1, 1) in legal(s)
    assert st.lasting                                    # the phase's effects still hold
    power = play_rules.total_power(st)
    act(s, A("trigger", wall, -1, 1))
    assert play_rules.total_power(st) == power + 2 and not st.lasting


def test_every_noted_event_has_a_sentence(pool):
    """The game log never shows an event as a raw code with numbers."""
    import re
    from pathlib import Path

    from deckcheck.games.agot.engine import narrate
    engine = Path(narrate.__file__).parent
    kinds = set()
    for path in engine.rglob("*.py"):      # records/ and ops/ note events too
        kinds |= set(re.findall(r'note\(state, "([a-z_]+)"', path.read_text(encoding="utf-8")))
    s = scenario(pool, play=["01053"], hand=["01113"])
    c = s.card("01053")
    values = {"draw": (1, (c,)), "setup": (8, 3), "challenge_won": ("military", 3),
              "challenge_lost": ("military",), "income": (5,), "power": (1, -1, "dominance"),
              "extra_challenge": ("military",), "vanquish": ("Lord",), "manual": ("kneel", c, 0),
              "shuffle_back": (2,), "gold_on_cards": (2,), "gold_from_cards": (2,),
              "lose_power": (1,)}
    assert len(kinds) > 30
    for kind in sorted(kinds):
        text = narrate.sentence(s.state, (1, kind, *values.get(kind, (c, 1, c))))
        assert not text.startswith("(") and not re.search(r"\b1 1\b", text), (kind, text)
        if kind not in values and kind not in ("round", "mulligan", "eliminated", "plots_return"):
            assert "Bastard in Hiding" in text, (kind, text)


def test_filters_matched_on_the_table_agree_with_the_printed_sets(pool):
    # play_rules.table_matches (used for cards with a granted trait or loyalty) is the same test
    # as the table's precomputed filter sets, for every filter the records of these decks use
    from pathlib import Path

    from deckcheck.decklists.detect import read_decklist
    from deckcheck.games.agot.engine import ENGINE, table_for
    real = Path(__file__).parent / "data" / "decklists" / "agot"
    for name in ("throneteki-issue-1562-hot-summer-knights.txt",
                 "throneteki-issue-3521-live-free-or-die-hard.txt", "danurai-khalasar.txt"):
        deck = read_decklist((real / name).read_text(encoding="utf-8"), "agot", {"agot": pool}).deck
        t = table_for(pool, dict(deck.cards), deck.faction)
        state = ENGINE.new_state(t, 1)
        assert t.filter_sets
        for f, printed in t.filter_sets.items():
            for c in range(t.size):
                assert play_rules.table_matches(state, f, c, t.traits[c], t.loyal[c]) == (c in printed)
