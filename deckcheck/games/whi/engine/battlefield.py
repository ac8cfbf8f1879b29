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
from deckcheck.games.whi.engine.state import BATTLEFIELD, KINGDOM, QUEST, ZONE_NAMES, WhiState
from deckcheck.goldfish.actions import Action
from deckcheck.games.whi.engine.phases import phase_event

PASS = Action("pass")


def candidates(state: WhiState) -> list[int]:
    """The units that may attack: the battlefield's, then those of the kingdom and quest zone
    that a card lets attack from there (the keywords ``attack_from_any`` and
    ``attack_from_quest`` a record grants: "this unit may attack from any zone"), then the
    legend."""
    t = state.table
    out = [c for c in state.zones[BATTLEFIELD]
           if t.kind[c] == UNIT and c not in state.corrupted and not h.cannot(state, c, "attack")]
    if t.attacks_elsewhere:
        for z in (KINGDOM, QUEST):
            out += [c for c in state.zones[z]
                    if t.kind[c] == UNIT and c not in state.corrupted
                    and not h.cannot(state, c, "attack") and _attacks_from(state, c, z)]
    if state.legend >= 0 and state.legend not in state.corrupted:
        out.append(state.legend)
    return out


def _attacks_from(state: WhiState, c: int, zone: int) -> bool:
    return bool(cap.keyword(state, c, "attack_from_any")
                or (zone == QUEST and cap.keyword(state, c, "attack_from_quest")))


def attack_power(state: WhiState, attackers) -> int:
    """The combat damage the attackers deal: each its power plus what "deals +X damage in
    combat" adds (a MODIFY of the stat ``combat_damage``), never below 0."""
    if not state.table.combat_bonus:
        return sum(cap.power(state, c) for c in attackers)
    return sum(max(0, cap.power(state, c) + cap.combat_bonus(state, c)) for c in attackers)


# -- steps ----------------------------------------------------------------------------------
def choose_zone(state: WhiState) -> None:
    state.attack_zone = -1
    state.attackers = ()
    if not candidates(state):
        state.step = state.flow.at("battlefield.end")   # no attacker: straight on (the FAQ's end of turn)
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
        state.step = state.flow.at("battlefield.end")


def legal_attackers(state: WhiState) -> list[Action]:
    return [Action("declare", cards=tuple(candidates(state)))]


def resolve_attackers(state: WhiState, action: Action) -> None:
    state.pending = ""
    state.attackers = tuple(action.cards)
    if not state.attackers:
        state.attack_zone = -1
        state.step = state.flow.at("battlefield.end")
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
        cap.damage_opponent(state, state.attack_zone, attack_power(state, state.attackers),
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
    phase_event(h.PHASE_ENDS, "battlefield")(state)
