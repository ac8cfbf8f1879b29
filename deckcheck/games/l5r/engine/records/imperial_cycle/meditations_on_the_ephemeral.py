"""Records of the cards first printed in Meditations on the Ephemeral (Imperial Cycle). Tests in
tests/test_l5r_records_imperial_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.ops.greedy_choices import free_rings
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.imperial_favor import discard_favor
from deckcheck.games.l5r.engine.records.dsl import (
    PHASE_BEGINS,
    PHASE_ENDS,
    RING_CLAIMED,
    action,
    card,
    chars,
    choose,
    conflict_type,
    each,
    event_action,
    fate,
    helps,
    honor,
    hurts,
    military,
    participating,
    political,
    reaction,
    sacrifice_self,
)
from deckcheck.games.l5r.engine.records.words import (
    NOT_IN_CONFLICT,
    NO_CHARACTERS,
    NO_EVENTS,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    TRAIT_GRANT,
    province,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.state import L5rState


# -- the operations only these records use ----------------------------------------------------
def _empty_rings_at_least(state, ctx, n):
    return sum(1 for r in free_rings(state) if not state.ring_fate.get(r, 0)) >= n


def _rings_place(state, ctx, eff, cards):
    for r in free_rings(state):
        if not state.ring_fate.get(r, 0):
            state.ring_fate[r] = 1


CONDITIONS["dc_empty_rings_at_least"] = _empty_rings_at_least
GAME_OPS["dc_rings_place"] = _rings_place


# -- records -----------------------------------------------------------------------------------
card("written-in-the-stars", "Written in the Stars",
     event_action(game("dc_rings_place"),
                  when=(NOT_IN_CONFLICT, when("dc_empty_rings_at_least", 2)), phases=("conflict",)),
     note="Played before a conflict is declared when 2 or more unclaimed rings have no fate: 1 "
          "fate on each of them (the player takes a ring's fate when it declares a conflict on "
          "it; the passive opponent never does). Removing fate from the rings is never chosen.")

card("asako-tsuki", "Asako Tsuki",
     reaction(RING_CLAIMED, honor(choose(chars("scholar"))), about="any",
              when=(when("event_option", "water"),)))

card("iron-mine", "Iron Mine",
     reaction(PHASE_BEGINS, game("keep_fateless"), costs=(sacrifice_self(),), about="any",
              when=(when("event_option", "fate"), when("fateless_character"))),
     note="Answers the fate phase's discard of a character without fate (the only way one of "
          "the player's characters leaves play against its will here): the dearest one stays "
          "and the mine is sacrificed. Characters the player sacrifices itself as a cost are "
          "not kept (the greedy pilot pays the costs it chose).")

card("kuni-ritsuko", "Kuni Ritsuko", inert=f"wins a conflict as a defender: {PLAYER_NEVER_DEFENDS}")

card("seal-of-the-unicorn", "Seal of the Unicorn",
     missing=(helps(TRAIT_GRANT.format(what="Unicorn clan symbol and the Cavalry trait")),),
     note="+1 military is printed and played.")

CONDITIONS["one_attacker"] = lambda state, ctx, value: state.c_type != 0 and len(state.attackers) == 1


card("a-legion-of-one", "A Legion of One",
     event_action(military(3, choose(chars(), state="participating")),
                  when=(conflict_type("military"), when("one_attacker"), SHORT), phases=("conflict",)),
     missing=(helps("removing 1 fate from the character to resolve it twice"),),
     note="+3 military to the player's only participant, while the conflict's skill is below "
          "the province's strength.")

province("along-the-river-of-gold", "Along the River of Gold", "during a conflict at a Water province")

card("beastmaster-matriarch", "Beastmaster Matriarch",
     inert="+2 military per ring the opponent claimed: the passive opponent claims none")

card("illustrious-plagiarist", "Illustrious Plagiarist",
     inert=f"takes the abilities of an event in the opponent's discard pile: {NO_EVENTS}")

card("kanjo-district", "Kanjo District",
     inert=f"bows and moves home a participant: {NO_CHARACTERS}, and the player's own could "
           "only lose by it")

card("miya-satoshi", "Miya Satoshi",
     missing=(helps("digging the dynasty deck for an Imperial card to put into a province "
                    "faceup"),))

card("mono-no-aware", "Mono no Aware",
     inert=f"removes 1 fate from each character: {NO_CHARACTERS}, so it only costs the player "
           "its own fate (for 3 fate and 1 card drawn)")

card("oni-mask", "Oni Mask", inert=f"blanks a participant: {NO_CHARACTERS}")

card("pillow-book", "Pillow Book",
     missing=(helps("playing the top card of the conflict deck while its character "
                    "participates"),))

card("sake-house-confidant", "Sake House Confidant",
     action(political(2, each(chars("shinobi"), state="participating")), costs=(discard_favor(),),
            when=(participating(), conflict_type("political"), SHORT), phases=("conflict",)),
     note="Discards the Imperial Favor for +2 political to each participating Shinobi, while "
          "the political conflict's skill is below the province's strength.")

card("seal-of-the-dragon", "Seal of the Dragon",
     missing=(helps(TRAIT_GRANT.format(what="Dragon clan symbol and the Monk trait")),),
     note="+1 political is printed and played.")


def _passed_for_fate(state: L5rState, ctx, value) -> bool:
    """The player gained the dynasty phase's fate for passing first."""
    return state.first and state.dyn_passed and not state.dyn_acted


CONDITIONS["passed_for_fate"] = _passed_for_fate


card("shinjo-scout", "Shinjo Scout",
     reaction(PHASE_ENDS, fate(1), about="any",
              when=(when("event_option", "dynasty"), when("passed_for_fate"))),
     note="Answered as the dynasty phase ends, once the player passed first for its fate.")

card("silver-tongued-magistrate", "Silver-Tongued Magistrate",
     missing=(hurts("while it attacks, the other characters without fate count no skill"),))

card("talisman-of-the-sun", "Talisman of the Sun",
     inert=f"the player as the defender: {PLAYER_NEVER_DEFENDS}")

card("togashi-mendicant", "Togashi Mendicant",
     missing=(helps("putting the top 3 dynasty cards back in the order the player wants"),))
