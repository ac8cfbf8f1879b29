"""The greedy pilot's habits with abilities: it respects ``pilot="never"``, does not bow a
ready participant to pay a cost, chooses sensible targets, and uses abilities in the
dynasty phase."""
from __future__ import annotations


from l5r_scenario import give, legal, scenario

from deckcheck.games.l5r.engine import GreedyPilot, conflicts, play_rules
from deckcheck.games.l5r.engine.records import dsl
from deckcheck.games.l5r.engine.state import SH_SLOT
from deckcheck.goldfish.actions import Action


def choice(s):
    return GreedyPilot().choose(s.state, legal(s))


def test_an_action_ability_marked_never_is_not_used(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "akodo-gunso"])
    w, g = s.card("doji-whisperer"), s.card("akodo-gunso")
    give(s, w, dsl.action(dsl.draw(1), phases=("conflict",), pilot="never"))
    s.declare("military", [g])
    assert Action("ability", w, -1, 0) in legal(s)
    assert choice(s) == Action("resolve")
    give(s, w, dsl.action(dsl.draw(1), phases=("conflict",)))
    assert choice(s) == Action("ability", w, -1, 0)


def test_a_bow_cost_is_paid_by_a_copy_at_home_not_by_an_attacker(l5r_pool):
    s = scenario(l5r_pool, play=["asahina-artisan", "asahina-artisan", "doji-whisperer"])
    a1, a2 = s.cards("asahina-artisan")
    w = s.card("doji-whisperer")
    s.declare("political", [a1, w])
    assert {a.card for a in legal(s) if a.kind == "ability"} == {a1, a2}
    use = choice(s)
    assert use.card == a2 and use.target == w          # the home copy bows; the bonus counts
    s.declare("political", [a1, a2, w])               # both attack: neither is bowed for it
    assert choice(s) == Action("resolve")


def test_a_skill_bonus_goes_to_a_ready_participant_with_the_most_skill(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "matsu-berserker", "akodo-gunso"],
                 hand=["banzai"], fate=3)
    w, b, g = (s.card(x) for x in ("doji-whisperer", "matsu-berserker", "akodo-gunso"))
    s.declare("military", [w, b])
    use = choice(s)
    assert use.kind == "ability" and use.target == b   # berserker: 3 military, whisperer 0


def test_honor_goes_to_the_character_with_the_most_glory(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "brash-samurai", "akodo-gunso"],
                 hand=["way-of-the-crane"], fate=3)
    w, b, g = (s.card(x) for x in ("doji-whisperer", "brash-samurai", "akodo-gunso"))
    s.declare("military", [g])
    assert [a.target for a in legal(s) if a.kind == "ability"] == [w, b]    # Crane only
    assert choice(s).target == b                     # glory 2 against the whisperer's 1


def test_the_dynasty_phase_uses_staging_ground_once_nothing_can_be_bought(l5r_pool):
    s = scenario(l5r_pool, province=["staging-ground"], step="dynasty.act")
    sg = s.card("staging-ground")
    s.state.first, s.state.fate = False, 0
    assert s.pending == "dynasty"
    down = [c for slot in s.provinces[:4] for c in slot if c in s.facedown]
    assert down                                       # face-down cards to reveal
    assert choice(s) == Action("ability", sg, -1, 0)
    s.state.first = True                              # first and not acted: the pass bonus
    assert choice(s) == Action("pass")


# -- playing to win: the stronghold first, holdings out of the way ------------------------------

def test_the_stronghold_is_attacked_when_the_attackers_can_break_it(l5r_pool):
    """Akodo Toturi (6 military) breaks the stronghold province (strength 6 here) as well as
    the last province (4): the game is won by the stronghold, so that is the attack."""
    s = scenario(l5r_pool, play=["akodo-toturi", "doji-challenger"])
    s.state.opp_broken[:] = [0, 1, 2]
    assert conflicts.strength(s.state, SH_SLOT) == 6
    declared = choice(s)
    assert (declared.kind, declared.card, declared.option) == ("declare", SH_SLOT, "military")
    s2 = scenario(l5r_pool, play=["doji-challenger"])         # 3 skill: the stronghold holds
    s2.state.opp_broken[:] = [0, 1, 2]
    assert choice(s2).card == 3


def test_the_third_province_leaves_attackers_for_the_stronghold(l5r_pool):
    """Two provinces broken: the pilot breaks the third with Matsu Berserker and Akodo Gunso
    (military), keeping Doji Challenger and Doji Whisperer (3 political each) for the
    stronghold in the political conflict of the same round. The two strongest military
    characters (Challenger and Berserker) would also break it, but leave 4 political skill."""
    s = scenario(l5r_pool, play=["doji-challenger", "doji-whisperer", "matsu-berserker", "akodo-gunso"])
    s.state.opp_broken[:] = [0, 1]
    declared = choice(s)
    assert declared.option == "military" and declared.card != SH_SLOT
    assert set(declared.cards) == {s.card("matsu-berserker"), s.card("akodo-gunso")}


def test_holdings_that_fill_provinces_are_discarded_but_one(l5r_pool):
    s = scenario(l5r_pool, province=["imperial-storehouse", "favorable-ground", "moto-youth"],
                 step="regroup.discard")
    s.state.pending = "regroup_discard"
    chosen = choice(s)
    holdings = {s.card("imperial-storehouse"), s.card("favorable-ground")}
    assert len(holdings & set(chosen.cards)) == 1 and s.card("moto-youth") not in chosen.cards
    one = scenario(l5r_pool, province=["imperial-storehouse", "moto-youth"], step="regroup.discard")
    one.state.pending = "regroup_discard"
    assert choice(one).cards == ()


class Watching(GreedyPilot):
    """The pilot, checked at every conflict it declares: whenever the stronghold province is
    open and the ready characters of a conflict type still to come reach its strength, the
    conflict is declared there."""

    declared = 0
    at_stronghold = 0

    def _declare(self, state, offers, rings_free, slots):
        action = super()._declare(state, offers, rings_free, slots)
        type(self).declared += 1
        if SH_SLOT in slots:
            need = conflicts.strength(state, SH_SLOT)
            for ctype, cands in offers.items():
                total = (state.favor == ctype) + sum(play_rules.skill(state, c, ctype) or 0 for c in cands)
                if total >= need:
                    assert action.card == SH_SLOT, (state.round, ctype, total, need, action)
                    type(self).at_stronghold += 1
                    break
        return action


def test_on_real_decks_the_stronghold_is_attacked_whenever_it_can_be_broken(l5r_pool):
    from goldfish_golden import decks

    from deckcheck.games.l5r.engine import ENGINE, table_for
    from deckcheck.goldfish.runner import play_game

    for deck in decks("l5r", l5r_pool):
        table = table_for(l5r_pool, deck.cards)
        for seed in range(1, 41):
            play_game(ENGINE, table, Watching(), seed)
    assert Watching.declared > 100 and Watching.at_stronghold > 20
