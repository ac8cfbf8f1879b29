"""The battlefield phase: choose an opponent's zone, declare attackers, combat damage,
burning [004 §Erweiterter Rundenablauf 4].

Against the passive opponent no unit defends, so combat reduces to this: the attackers'
total power is dealt to the attacked zone (Counterstrike and the defenders' Toughness never
happen; the attackers take no damage). A zone burns when its damage reaches its hit points
(8, see opponent.py); a burning zone cannot be assigned more damage but may still be
attacked [004 §HgF], so damage beyond the hit points is lost. Units in the player's
battlefield may attack, and the legend "as though it were a unit in the battlefield";
corrupted cards cannot be declared attackers (halogenandtoast/WarhammerInvasion
docs/rules/combat.md "2. Declare attackers", effects.md "Corruption", cards.md "Legends"),
nor units an effect says "cannot attack". Attacking does not corrupt. A legend's power is
printed per zone; the card data has one number, the sum of the zones, of which a third is
its battlefield power (cards._power; its kingdom and quest power are left out: the numbers
lean low for a deck with a legend). The FAQ's action windows: after the zone is chosen (battlefield.chosen), after the
attackers are declared (battlefield.declared; the windows after the defenders and after the
damage is assigned are the same moment here: nobody defends and the assignment is the whole
power to the zone), and after the damage (battlefield.after). Decisions:

- ``attack``: ``Action("attack", option=zone)`` for each zone of the opponent's capital,
  or ``Action("pass")`` (no attack this turn);
- ``attackers`` (a selection): ``Action("declare", cards=candidates)``: answer with the
  attackers chosen (none = no attack after all).
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.opponent import breaks_to_win, hit_points_of
from deckcheck.games.whi.engine.state import BATTLEFIELD, ZONE_NAMES, WhiState
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.state import WIN

PASS = Action("pass")


def candidates(state: WhiState) -> list[int]:
    t = state.table
    out = [c for c in state.zones[BATTLEFIELD]
           if t.kind[c] == UNIT and c not in state.corrupted and not h.cannot(state, c, "attack")]
    if state.legend >= 0 and state.legend not in state.corrupted:
        out.append(state.legend)
    return out


def attack_power(state: WhiState, attackers) -> int:
    return sum(cap.power(state, c) for c in attackers)


def damage_opponent(state: WhiState, zone: int, amount: int, attackers: tuple[int, ...]) -> int:
    """Deal ``amount`` to a zone of the opponent's capital; burn it at its hit points; win
    at the number of burned zones the opponent's capital needs. The damage dealt."""
    burned = {z for z, _ in state.burned}
    if zone in burned or amount <= 0:
        return 0
    room = hit_points_of(state, zone) - state.opp_damage[zone]
    dealt = min(amount, room)
    state.opp_damage[zone] += dealt
    state.dealt += dealt
    h.note(state, "damage", -1, dealt, ZONE_NAMES[zone])
    h.fire_event(state, h.COMBAT_DAMAGE if attackers else h.DAMAGED, -1, ZONE_NAMES[zone], dealt,
                 attackers)
    if state.opp_damage[zone] >= hit_points_of(state, zone):
        state.burned.append((zone, state.round))
        h.note(state, "burned", -1, zone)
        h.fire_event(state, h.ZONE_BURNED, -1, ZONE_NAMES[zone])
        if len(state.burned) >= breaks_to_win(state):
            state.end(WIN, "zones_burned")
    return dealt


# -- steps ----------------------------------------------------------------------------------
def choose_zone(state: WhiState) -> None:
    state.attack_zone = -1
    state.attackers = ()
    if not candidates(state):
        state.step = _at("battlefield.end")   # no attacker: straight on (the FAQ's end of turn)
        return
    state.pending = "attack"


def declare(state: WhiState) -> None:
    state.pending = "attackers"


def legal_attack(state: WhiState) -> list[Action]:
    return [Action("attack", option=z) for z in ZONE_NAMES] + [PASS]


def resolve_attack(state: WhiState, action: Action) -> None:
    state.pending = ""
    if action.kind == "attack":
        state.attack_zone = ZONE_NAMES.index(action.option)
        state.step += 1
    else:
        state.step = _at("battlefield.end")


def legal_attackers(state: WhiState) -> list[Action]:
    return [Action("declare", cards=tuple(candidates(state)))]


def resolve_attackers(state: WhiState, action: Action) -> None:
    state.pending = ""
    state.attackers = tuple(action.cards)
    if not state.attackers:
        state.attack_zone = -1
        state.step = _at("battlefield.end")
        return
    state.step += 1
    state.attacks += 1
    zone = state.attack_zone
    h.note(state, "attack", -1, zone, state.attackers)
    h.fire_event(state, h.CONTEST_DECLARED, -1, ZONE_NAMES[zone], 0, state.attackers)


def combat_damage(state: WhiState) -> None:
    """Defenders: none (the passive opponent never defends), so no Counterstrike and no
    damage to the attackers; the attackers still attacking deal their power to the zone."""
    state.step += 1
    if state.attack_zone >= 0 and state.attackers:
        damage_opponent(state, state.attack_zone, attack_power(state, state.attackers),
                        state.attackers)


def end_of_phase(state: WhiState) -> None:
    """The battlefield phase ends: combat is over, so no unit is attacking any more, then
    "end of the battlefield phase" effects. The FAQ's sequence [004 §Erweiterter
    Rundenablauf 4] has one last action window after the damage is dealt (units still
    attack in it: Scout and "after the unit deals damage" effects see them), then the phase
    ends (halogenandtoast/WarhammerInvasion docs/rules/combat.md "5. Apply damage": "After
    this step there is one final action window, then the battlefield phase ends")."""
    state.attackers = ()
    state.attack_zone = -1
    from deckcheck.games.whi.engine.phases import phase_event
    phase_event(h.PHASE_ENDS, "battlefield")(state)


def _at(name: str) -> int:
    from deckcheck.games.whi.engine.game import FLOW
    return FLOW.at(name)
