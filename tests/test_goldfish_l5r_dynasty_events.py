"""Dynasty events: an event card of the dynasty deck, face up in a province, is played from
there in an action window (its fate cost paid); it then goes to the dynasty discard pile and
the province it left is refilled facedown [000 §Provinz wieder auffüllen]. One that cannot
change the game stays face up in its province. Positions built with tests/l5r_scenario.py;
the cards: Celebrated Renown (32-celebrated-renown, cost 1: honor a character with the
most fate) and Honored Veterans (33-honored-veterans, cost 0: honor a Bushi played this
phase)."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from deckcheck.games.l5r.engine import ENGINE
from deckcheck.games.l5r.engine.hooks import PROVINCE_EVENT
from deckcheck.games.l5r.engine.narrate import sentence
from deckcheck.games.l5r.engine.state import HONORED
from deckcheck.goldfish import piles
from deckcheck.goldfish.actions import Action as A
from l5r_scenario import abilities, act, legal, scenario, use


def _slot(s, c):
    return piles.place_of(s.provinces, c)


def test_the_records_play_from_the_province(l5r_pool):
    s = scenario(l5r_pool, province=["celebrated-renown", "honored-veterans"])
    for code in ("celebrated-renown", "honored-veterans"):
        c = s.card(code)
        assert [ab.zone for ab in s.table.abilities[c]] == [PROVINCE_EVENT]


def test_a_face_up_dynasty_event_is_played_then_discarded_and_its_province_refilled(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker"], province=["celebrated-renown"],
                 fate_on={"matsu-berserker": 1}, fate=3, step="dynasty.act")
    cr, mb = s.card("celebrated-renown"), s.card("matsu-berserker")
    slot = _slot(s, cr)
    played = s.dynasty_played
    assert abilities(s, cr) == [A("ability", cr, mb, 0)]
    use(s, A("ability", cr, mb, 0))
    assert s.status[mb] == HONORED and s.fate == 2                   # cost 1 paid
    assert cr in s.dynasty_discard and _slot(s, cr) == -1
    assert len(s.provinces[slot]) == 1 and s.provinces[slot][0] in s.facedown
    assert s.dynasty_played == played + 1 and s.conflict_played == 0
    said = [sentence(s.state, e) for e in s.events if e[1] == "event_discarded"]
    assert said == [f"Celebrated Renown goes from province {slot + 1} to the dynasty discard pile."]
    de = [sentence(s.state, e, "de") for e in s.events if e[1] == "event_discarded"]
    assert de == [f"Celebrated Renown kommt aus einer Provinz (Provinz {slot + 1}) auf den "
                  "Dynastie-Ablagestapel."]


def test_a_dynasty_event_needs_its_fate_cost_and_a_face_up_card(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker"], province=["celebrated-renown"], fate=0,
                 step="dynasty.act")
    assert abilities(s, s.card("celebrated-renown")) == []
    s = scenario(l5r_pool, play=["matsu-berserker"], province=["celebrated-renown"], fate=3,
                 step="dynasty.act")
    s.state.facedown.add(s.card("celebrated-renown"))
    assert abilities(s, s.card("celebrated-renown")) == []


def test_a_dynasty_event_is_played_in_a_conflict_window_too(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker"], province=["celebrated-renown"], fate=1)
    cr, mb = s.card("celebrated-renown"), s.card("matsu-berserker")
    s.declare("military", [mb])
    use(s, A("ability", cr, mb, 0))
    assert s.status[mb] == HONORED and s.fate == 0 and cr in s.dynasty_discard
    assert s.c_played == [cr]                        # a card played in this conflict


def test_a_dynasty_event_that_changes_nothing_stays_in_its_province(l5r_pool):
    # no Bushi played this phase: Honored Veterans cannot be played; the phase goes on
    s = scenario(l5r_pool, play=["matsu-berserker"], province=["honored-veterans"], fate=3,
                 step="dynasty.act")
    hv = s.card("honored-veterans")
    slot = _slot(s, hv)
    assert abilities(s, hv) == []
    act(s, A("pass"))
    assert _slot(s, hv) == slot and hv not in s.facedown


def test_the_greedy_pilot_plays_a_dynasty_event_once_nothing_more_is_bought(l5r_pool):
    from deckcheck.games.l5r.engine.pilot import GreedyPilot
    s = scenario(l5r_pool, province=["matsu-berserker", "honored-veterans"], fate=1,
                 step="dynasty.act")
    s.state.first = False
    pilot = GreedyPilot()
    mb, hv = s.card("matsu-berserker"), s.card("honored-veterans")
    first = pilot.choose(s.state, legal(s))
    assert first.kind == "play" and first.card == mb
    use(s, first)
    assert pilot.choose(s.state, legal(s)) == A("ability", hv, mb, 0)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fate=st.integers(0, 4), before=st.integers(0, 3), extra=st.integers(0, 2))
def test_playing_a_dynasty_event_keeps_every_card_and_pays_its_cost(l5r_pool, fate, before, extra):
    """Wherever the event lies (another card beside it or not) and whatever fate: it is offered
    exactly when the fate covers its cost; played, it costs that fate, no card is lost or
    doubled, and its province is not left empty."""
    row = ["doji-whisperer"] * before + ["celebrated-renown"]
    s = scenario(l5r_pool, play=["matsu-berserker"], province=row, fate=fate, step="dynasty.act")
    cr, mb = s.card("celebrated-renown"), s.card("matsu-berserker")
    for _ in range(extra):                           # cards added beside it (as by Rally)
        piles.put(s.state.provinces, _slot(s, cr), s.state.dynasty.pop())
    slot = _slot(s, cr)

    def every_card():
        st_ = s.state
        return sorted([*st_.dynasty, *st_.dynasty_discard, *st_.play,
                       *(c for p in st_.provinces for c in p)])

    cards = every_card()
    offered = abilities(s, cr)
    assert bool(offered) == (fate >= 1)
    if not offered:
        return
    ENGINE.step(s.state, offered[0])
    assert s.fate == fate - 1 and cr in s.dynasty_discard and every_card() == cards
    assert s.provinces[slot] and mb in s.status
