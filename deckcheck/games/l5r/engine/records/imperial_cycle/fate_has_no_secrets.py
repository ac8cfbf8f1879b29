"""Records of the cards first printed in Fate Has No Secrets (Imperial Cycle). Tests in
tests/test_l5r_records_imperial_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.province_strength import province_base
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.imperial_favor import discard_favor
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    Filter,
    LEAVES_PLAY,
    action,
    card,
    constant,
    each,
    event_action,
    fate,
    forced,
    helps,
    honor,
    hurts,
    in_conflict,
    military,
    move_in,
    participating,
    phase,
    political,
    reaction,
)
from deckcheck.games.l5r.engine.records.words import (
    KEYWORD_ONLY,
    NO_CHARACTERS,
    SHORT,
    TRAIT_GRANT,
    province,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import RINGS
from deckcheck.games.l5r.engine.rings import elements


card("the-stone-of-sorrows", "The Stone of Sorrows",
     inert="stops the opponent removing or gaining fate from rings: the passive opponent never "
           "does; +1/+1 is printed and played (Seeker role only: deck building)")

card("consumed-by-five-fires", "Consumed by Five Fires",
     inert=f"removes fate from the opponent's characters: {NO_CHARACTERS}")

province("massing-at-twilight", "Massing at Twilight", "skill counted at this province")

card("a-fate-worse-than-death", "A Fate Worse Than Death",
     inert=f"bows, moves home, dishonors and blanks a participant: {NO_CHARACTERS}, and the "
           "player's own could only lose by it")

card("crisis-breaker", "Crisis Breaker",
     inert="needs the opponent to count more military skill than the player: the passive "
           "opponent counts none")

card("cunning-magistrate", "Cunning Magistrate",
     missing=(hurts("while it participates, the other dishonored participants count no skill"),))

card("fair-accord", "Fair Accord",
     event_action(fate(2), costs=(discard_favor(),), phases=("dynasty",)),
     note="Trades the Imperial Favor for 2 fate in the dynasty phase.")


def _ring_claimed_or_contested(state: L5rState, ctx, element: str) -> bool:
    """"While you have claimed or are contesting the <element> ring"."""
    r = RINGS.index(element)
    return r in state.claimed or (state.c_ring >= 0 and r in elements(state, state.c_ring))


CONDITIONS["ring_held"] = _ring_claimed_or_contested


card("henshin-disciple", "Henshin Disciple",
     constant(political(2, until=""), when=(when("ring_held", "air"),)),
     constant(military(2, until=""), when=(when("ring_held", "earth"),)),
     forced(CONTEST_WON, honor(), about="any", when=(participating(), when("ring_held", "fire"))),
     note="Pride with the Fire ring is played as Pride's half that can happen: honored after a "
          "won conflict (the player never loses one).")

card("itinerant-philosopher", "Itinerant Philosopher",
     inert=f"bows an opposing participant with attachments: {NO_CHARACTERS}")

card("master-of-gisei-toshi", "Master Of Gisei Toshi",
     inert="stops non-Spell events in a ring's conflicts: the passive opponent plays none, so "
           "it could only stop the player's")

card("miwaku-kabe-guard", "Miwaku Kabe Guard", inert=KEYWORD_ONLY)

card("moto-juro", "Moto Juro",
     action(move_in(), when=(in_conflict(), SHORT), phases=("conflict",), limit=2),
     note="Moves itself into the conflict while its skill is below the province's strength; "
          "moving home is never chosen.")

card("origami-master", "Origami Master",
     missing=(helps("moving its honored status token to another character"),),
     note="Pride is read from the text.")

card("ride-them-down", "Ride Them Down",
     event_action(province_base(1), costs=(discard_favor(),), when=(in_conflict(), SHORT),
                  phases=("conflict",)),
     note="Discards the Imperial Favor to set the attacked province's base strength to 1 until "
          "the end of the conflict (the stronghold's bonus still counts), while the conflict's "
          "skill is below the province's strength.")

card("seal-of-the-lion", "Seal of the Lion",
     missing=(helps(TRAIT_GRANT.format(what="Lion clan symbol and the Commander trait")),),
     note="+1 military is printed and played.")

card("seppun-ishikawa", "Seppun Ishikawa",
     constant(military(1, until="", per=each(Filter(traits=("imperial",), not_self=True))),
              political(1, until="", per=each(Filter(traits=("imperial",), not_self=True)))),
     note="+1/+1 per other Imperial card in play (characters, attachments, faceup holdings).")


def _test_of_skill(state: L5rState, ctx, eff, cards) -> None:
    """Test of Skill: the top 3 conflict cards (4 with a Duelist in play) revealed, up to 2 of
    the type most of them share kept (the dearer on a tie of types), the rest discarded."""
    t = state.table
    duelist = any("duelist" in t.traits[c] for c in play_rules.characters(state))
    top = state.conflict[-(4 if duelist else 3):]
    for c in top:
        state.conflict.remove(c)
        play_rules.seen(state, c)
    if not top:
        return
    kind = max({t.type[c] for c in top},
               key=lambda k: (min(2, sum(t.type[c] == k for c in top)), sum(t.cost[c] for c in top if t.type[c] == k)))
    keep = sorted((c for c in top if t.type[c] == kind), key=lambda c: -t.cost[c])[:2]
    state.hand.extend(keep)
    state.conflict_discard.extend(c for c in top if c not in keep)


GAME_OPS["test_of_skill"] = _test_of_skill


card("test-of-skill", "Test of Skill",
     event_action(game("test_of_skill")),
     note="The type named is the one most of the revealed cards share.")

card("waning-hostilities", "Waning Hostilities",
     inert="limits each player to one conflict: the passive opponent declares none, so it could "
           "only cost the player its second")

card("yasuki-taka", "Yasuki Taka",
     reaction(LEAVES_PLAY, fate(1), about="any", limit=0,
              when=(phase("conflict"), when("event_character"), when("event_clan", "crab"))),
     note="After a Crab character leaves play in the conflict phase (unlimited).")

card("young-harrier", "Young Harrier",
     inert="keeps the player's Crane characters from being dishonored: the passive opponent "
           "never dishonors them")
