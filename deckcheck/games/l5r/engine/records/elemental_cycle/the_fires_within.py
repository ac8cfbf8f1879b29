"""Records of the cards first printed in The Fires Within (Elemental Cycle). Tests in
tests/test_l5r_records_elemental_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    action,
    attached,
    attachments,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    draw,
    fate,
    glory,
    helps,
    honor,
    honor_cost,
    in_conflict,
    military,
    opponent_loses_honor,
    participating,
    political,
    reaction,
    return_to_hand,
    sacrifice_self,
)
from deckcheck.goldfish.abilities.records import (
    Cost,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_DUELS,
    province,
    restrict,
)
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import COSTS
from deckcheck.games.l5r.engine.state import RINGS, L5rState


card("chikai-order-protector", "Chikai Order Protector",
     inert=f"only while defending: {NEVER_DEFENDS}")

card("battle-maiden-recruit", "Battle Maiden Recruit",
     constant(military(2, until=""), when=(when("mb_claimed_any", ("water", "void")),)))

card("insult-to-injury", "Insult to Injury", inert=NO_DUELS)

card("shiksha-scout", "Shiksha Scout",
     inert="counting an extra participating character: the passive opponent has none, so the "
           "player controls more participants in every conflict already; its skills are printed "
           "and played")

province("abandoning-honor", "Abandoning Honor", "its strength and when it is broken")

card("ancestral-armory", "Ancestral Armory",
     action(return_to_hand(choose(attachments("weapon"), zone="conflict_discard")),
            costs=(sacrifice_self(),)),
     note="Sacrificed to return a Weapon of the conflict discard pile to the hand.")

card("breach-of-etiquette", "Breach of Etiquette",
     inert="costs honor for abilities triggered on non-Courtiers: only the player triggers "
           "abilities, so it could only cost the player")

card("hiruma-kogoe", "Hiruma Kogoe",
     missing=(helps("with less honor than the opponent, putting the top 3 conflict cards back in "
                    "the order the player wants"),),
     note="Sincerity is read from the text.")

card("icon-of-favor", "Icon of Favor",
     constant(glory(1, attached(), until=""), when=(when("has_favor"),)),
     reaction(CONTEST_WON, honor(attached()), about="any", when=(cond("ring", "fire"),)),
     note="Fire role only: deck building.")

card("ikoma-ikehata", "Ikoma Ikehata",
     reaction(CONTEST_WON, honor(choose(chars(), state="ordinary")), draw(1), about="any",
              when=(participating(), conflict_type("political"))),
     note=f"Covert does nothing: {NEVER_DEFENDS}.")

card("infiltrator", "Infiltrator",
     missing=(helps("plays or discards the top card of the opponent's conflict deck (the passive "
                    "opponent's decks are not modeled)"),))

card("invocation-of-ash", "Invocation of Ash",
     missing=(helps("moving it to another character for 1 honor and 1 fate of that character"),),
     note="+2/+2 is printed and played.")

card("jurojin-s-curse", "Jurōjin's Curse",
     inert=f"a second fate phase while its character is ready: {NO_CHARACTERS}, and on the "
           "player's own character it only costs fate and characters")

card("mantis-seafarer", "Mantis Seafarer",
     reaction(CONTEST_WON, fate(1), costs=(honor_cost(1),), about="any", limit=0,
              when=(participating(),)),
     note="Trades 1 honor for 1 fate after each conflict it wins. Air role only: deck building.")

def _fate_to_fire(state: L5rState, ctx, cost) -> None:
    play_rules.pay(state, 1)
    piles.add(state.ring_fate, RINGS.index("fire"), 1)


COSTS["fate_to_fire"] = (lambda state, ctx, cost: state.fate >= 1, _fate_to_fire)


card("master-alchemist", "Master Alchemist",
     action(honor(choose(chars(), state="ordinary")), costs=(Cost("fate_to_fire"),),
            when=(in_conflict(),), phases=("conflict",)),
     note="Spends 1 fate onto the Fire ring to honor one of the player's ordinary characters.")

card("sadane-student", "Sadane Student",
     constant(political(2, until=""), when=(when("mb_claimed_any", ("air", "fire")),)))

card("smoke", "Smoke",
     inert=f"-2 military to the non-unique participants: {NO_CHARACTERS}, and the player's own "
           "could only lose by it; +1 military is printed and played")

card("soshi-shiori", "Soshi Shiori",
     reaction(CONTEST_WON, opponent_loses_honor(1), about="any", limit=0),
     note="The opponent is the player chosen.")

card("the-wrath-of-the-kami", "The Wrath of the Kami", inert=f"during a conflict at its province: {NEVER_ATTACKS}")

card("wicked-tetsubo", "Wicked Tetsubō", inert=f"sets a defender's skill to 0: {NEVER_DEFENDS}",
     note="Attach to a Berserker (its host rule); +1/+1 and Restricted are printed and played.")

restrict("wicked-tetsubo", when("uni_host_trait", "berserker"))
