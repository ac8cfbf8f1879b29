"""Core Set records: the Unicorn and neutral cards (characters, attachments, events, holdings,
provinces, the stronghold, the roles), reviewed against the card texts of the snapshot; one
test each in tests/test_l5r_records_core_unicorn_neutral.py. Banzai! and Imperial Storehouse
are in records/core.py.

The passive opponent never attacks, defends, plays cards nor controls characters: texts about
defending, the opponent's characters or hand, or an attack on the player's own provinces do
nothing (``inert``); so do the Core Set roles' reactions (the Keeper ones need a won defense,
the Seeker ones a revealed own province). Abilities that move characters in or buy skill
with fate, cards or honor are offered only while the conflict's skill is below the attacked
province's strength (``uni_short``): the greedy pilot uses every offered ability, this is its
policy written into the records.
"""
from __future__ import annotations


from deckcheck.games.l5r.engine.ops_crab_crane import game
from deckcheck.games.l5r.engine.ops_unicorn_neutral import (
    MinCost,
    per_conflict,
    per_round,
    uni,
    uni_when,
)
from deckcheck.games.l5r.engine.records.dsl import OnlyAttachments, statics
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    RING_CLAIMED,
    ROUND_ENDS,
    action,
    attached,
    bow_self,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    discard_from_hand,
    draw,
    each,
    event_action,
    event_reaction,
    fate,
    fate_cost,
    helps,
    honor,
    honor_cost,
    in_conflict,
    military,
    move_in,
    participating,
    place_fate,
    political,
    put_into_play,
    reaction,
    ready,
    remove_fate,
    remove_fate_self,
    sacrifice_self,
    this,
)
from deckcheck.games.l5r.engine.play_rules import MOVED_TO_CONFLICT

NO_CHARACTERS = "the passive opponent controls no characters"
NEVER_ATTACKS = "the passive opponent never attacks the player's provinces"
NEVER_DEFENDS = "the passive opponent never defends"
NO_HAND = "the passive opponent has no hand of cards"
NO_FAVOR = "the passive opponent never holds the Imperial Favor"
KEYWORDS_ONLY = "keywords and skill bonuses only: the engine reads them itself"
SHORT = uni_when("uni_short")


def province(code: str, name: str, what: str) -> None:
    card(code, name, inert=f"{what}: {NEVER_ATTACKS}, so its provinces are never contested or revealed")


# -- Unicorn characters ------------------------------------------------------------------------------
card("aggressive-moto", "Aggressive Moto", inert=f"cannot be declared as a defender: {NEVER_DEFENDS}")

card("border-rider", "Border Rider", action(ready()),
     note="Ready this character: offered only while it is bowed (any action window).")

card("giver-of-gifts", "Giver of Gifts",
     action(uni("uni_gift"), when=(in_conflict(), uni_when("uni_gift")), phases=("conflict",)),
     note="Moves the attachment with the biggest skill bonus of the conflict's type from a "
          "character that does not count (at home or bowed) to a ready attacker that may hold "
          "it; the pilot's policy: only during a conflict.")

_limit, _count = per_conflict(1)
card("ide-messenger", "Ide Messenger",
     action(move_in(choose(chars(), state="ready")), costs=(fate_cost(1),),
            when=(in_conflict(), SHORT), phases=("conflict",)),
     note="A ready character at home only (a bowed one adds no skill).")

card("ide-trader", "Ide Trader",
     reaction(MOVED_TO_CONFLICT, fate(1), _count, about="any", when=(participating(), _limit),
              limit=0),
     reaction(MOVED_TO_CONFLICT, draw(1), _count, about="any", when=(participating(), _limit),
              limit=0),
     note="Select one - gain 1 fate or draw 1 card: two triggers sharing the once per conflict "
          "limit (the greedy pilot takes the fate).")

card("iuchi-wayfinder", "Iuchi Wayfinder",
     inert="looks at a facedown province: information only, the opponent's provinces are data")

card("meishodo-wielder", "Meishōdō Wielder",
     missing=(helps("Its cost is reduced by 1 while the player is first player (the engine "
                    "has no cost reduction for dynasty characters)."),))

card("moto-horde", "Moto Horde", note="No attachments except Weapon: a host rule.")
statics("moto-horde", OnlyAttachments(("weapon",)))

card("moto-youth", "Moto Youth",
     constant(military(1, this(), until=""), when=(conflict_type("military"),)),
     note="The first military conflict each round is the player's only one: the passive "
          "opponent declares none.")

card("shinjo-altansarnai", "Shinjo Altansarnai",
     inert=f"the opponent discards one of its characters: {NO_CHARACTERS}")

card("shinjo-outrider", "Shinjo Outrider",
     action(move_in(this()), when=(in_conflict(), SHORT, cond("self_is", "ready")),
            phases=("conflict",)))

card("shinjo-tatsuo", "Shinjo Tatsuo",
     action(uni("uni_tatsuo"), when=(in_conflict(), SHORT, uni_when("uni_tatsuo")),
            phases=("conflict",)),
     note="Moves itself and the strongest other ready character at home.")

card("utaku-infantry", "Utaku Infantry",
     constant(military(1, this(), until="", per=each(chars(clan="unicorn"), state="participating")),
              political(1, this(), until="", per=each(chars(clan="unicorn"), state="participating")),
              when=(participating(),)),
     note="It counts itself (a participating Unicorn character).")

_limit, _count = per_conflict(1)
card("utaku-yumino", "Utaku Yumino",
     action(military(2), political(2), _count, costs=(discard_from_hand(1),),
            when=(in_conflict(), participating(), SHORT, _limit), phases=("conflict",), limit=0),
     note="The pilot's policy: only while it participates; the cheapest card is discarded.")

card("warrior-poet", "Warrior Poet",
     inert=f"gives the opponent's participating characters -1/-1: {NO_CHARACTERS}")

# -- Unicorn attachments, events, province, stronghold -------------------------------------------------
card("born-in-war", "Born in War",
     constant(military(1, attached(), until="", per="uni_unclaimed_rings")),
     note="Cavalry character only: an attachment restriction.")
statics("born-in-war", uni_when("uni_host_trait", "cavalry"))

card("favored-mount", "Favored Mount",
     action(move_in(attached()), costs=(bow_self(),),
            when=(in_conflict(), SHORT, uni_when("uni_host_ready")), phases=("conflict",)),
     missing=(helps("The attached character gains Cavalry (traits are printed only in the "
                    "engine: Born in War, Golden Plains Outpost and Cavalry Reserves do not see "
                    "it)."),))

_limit, _count = per_round(2)
card("spyglass", "Spyglass",
     reaction(CONTEST_DECLARED, draw(1), _count, about="any",
              when=(uni_when("uni_host_in_event"), _limit), limit=0),
     reaction(MOVED_TO_CONFLICT, draw(1), _count, about="any",
              when=(uni_when("uni_host_in_event"), _limit), limit=0),
     note="Commits (declared as an attacker) or moves: one limit of twice per round.")

card("breakthrough", "Breakthrough",
     inert="declares the second conflict at once: the player declares it next anyway, the "
           "passive opponent takes no conflict opportunity in between")

card("captive-audience", "Captive Audience",
     event_action(uni("uni_switch_military"), costs=(honor_cost(1),),
                  when=(conflict_type("political"), SHORT, uni_when("uni_military_better")),
                  phases=("conflict",)),
     note="The pilot's policy: only when the conflict is short of breaking the province and "
          "the ready attackers count more military than political skill.")

card("cavalry-reserves", "Cavalry Reserves",
     event_action(uni("uni_put_best", "dynasty_discard", "cavalry", 6),
                  when=(conflict_type("military"),
                        uni_when("uni_put_best", ("dynasty_discard", "cavalry", 6))),
                  phases=("conflict",)),
     note="Up to 6 printed cost of Cavalry characters: the strongest in military skill first.")

card("i-am-ready", "I Am Ready",
     event_action(remove_fate(1, choose(chars(clan="unicorn"), state="has_fate")),
                  ready(choose(chars(clan="unicorn"), state="has_fate")),
                  when=(cond("in_conflict", negate=True),), phases=("conflict",)),
     note="A bowed Unicorn character with fate only (readying is the point); the pilot's "
          "policy: in the conflict phase between conflicts, when it can attack again.")

card("way-of-the-unicorn", "Way of the Unicorn",
     event_reaction(ROUND_ENDS, uni("uni_keep_first"), when=(cond("first_player", negate=True),)),
     note="The token passes only at the end of the round, and the interrupt's only effect is "
          "keeping it: played right after the pass, it gives the token back.")

province("endless-plains", "Endless Plains", "after an attack is declared there")

card("golden-plains-outpost", "Golden Plains Outpost",
     action(move_in(choose(chars("cavalry"), state="ready")), costs=(bow_self(),),
            when=(conflict_type("military"), SHORT), phases=("conflict",)),
     note="A ready Cavalry character at home only.")

# -- neutral characters -------------------------------------------------------------------------------
_role_claim = (uni_when("uni_role_element"),)
card("keeper-initiate", "Keeper Initiate",
     reaction(RING_CLAIMED, put_into_play(this()), place_fate(1, this()), about="any",
              when=_role_claim, zone="dynasty_discard", limit=0),
     reaction(RING_CLAIMED, put_into_play(this()), place_fate(1, this()), about="any",
              when=_role_claim, zone="province", limit=0),
     note="From the dynasty discard pile or face up in a province; the role's element is one "
          "of its traits.")

card("seeker-initiate", "Seeker Initiate",
     reaction(RING_CLAIMED, game("look_take", 5, "shuffle"), about="any", when=_role_claim),
     note="Takes the dearest card it can pay for among the top 5 (else the cheapest).")

card("miya-mystic", "Miya Mystic",
     inert=f"discards an attachment: only the player's own are in play ({NO_CHARACTERS})")

card("otomo-courtier", "Otomo Courtier", inert=f"cannot attack a player holding the Favor: {NO_FAVOR}")

card("seppun-guardsman", "Seppun Guardsman",
     inert=f"cannot attack a player holding the Favor: {NO_FAVOR}")

card("wandering-ronin", "Wandering Ronin",
     action(military(2), political(2), per_conflict(2)[1], costs=(remove_fate_self(1),),
            when=(in_conflict(), participating(), SHORT, per_conflict(2)[0]),
            phases=("conflict",), limit=0),
     note="The pilot's policy: only while it participates.")

# -- neutral attachments, events, holdings ----------------------------------------------------------
card("fine-katana", "Fine Katana", note=KEYWORDS_ONLY)
card("ornate-fan", "Ornate Fan", note=KEYWORDS_ONLY)

card("cloud-the-mind", "Cloud the Mind",
     inert=f"blanks a character's text: only the player's own are in play ({NO_CHARACTERS})")

card("assassination", "Assassination",
     inert=f"discards a cheap character: only the player's own are in play ({NO_CHARACTERS})")

card("charge", "Charge!",
     event_action(uni("uni_put_best", "province", "", 0),
                  when=(conflict_type("military"), uni_when("uni_put_best", ("province", "", 0))),
                  phases=("conflict",)),
     note="The face-up province character with the most military skill (not a copy of a "
          "unique character in play).")

card("contingency-plan", "Contingency Plan",
     missing=(helps("Changing the honor bid by 1 after the dials are revealed (the engine "
                    "fires no event there)."),))

_limit, _count = per_conflict(1, "title")
card("court-games", "Court Games",
     event_action(honor(choose(chars(), state="participating")), _count,
                  when=(conflict_type("political"), _limit), phases=("conflict",)),
     note="Honors a participating character (the other choice is the opponent's: it has none).")

card("fallen-in-battle", "Fallen in Battle",
     inert=f"discards a participating character: only the player's own participate ({NO_CHARACTERS})")

card("for-shame", "For Shame!", inert=f"targets the opponent's participating character: {NO_CHARACTERS}")

card("good-omen", "Good Omen",
     event_action(place_fate(1, choose(MinCost(types=("character",), min_cost=3))),
                  when=(uni_when("uni_bid_lower"),)))

card("outwit", "Outwit", inert=f"moves an opponent's character home: {NO_CHARACTERS}")
card("rout", "Rout", inert=f"moves an opponent's character home: {NO_CHARACTERS}")
card("spies-at-court", "Spies at Court", inert=f"discards from the opponent's hand: {NO_HAND}")

card("favorable-ground", "Favorable Ground",
     action(move_in(choose(chars(), state="ready")), costs=(sacrifice_self(),),
            when=(in_conflict(), SHORT), phases=("conflict",)),
     missing=(helps("Moving a character home from the conflict instead is not offered."),))

# -- neutral provinces -------------------------------------------------------------------------------
province("ancestral-lands", "Ancestral Lands", "more strength when defending")
province("entrenched-position", "Entrenched Position", "more strength when defending")
province("elemental-fury", "Elemental Fury", "after it is revealed")
province("night-raid", "Night Raid", "after it is revealed")
province("rally-to-the-cause", "Rally to the Cause", "after it is revealed")
province("fertile-fields", "Fertile Fields", "during a conflict at this province")
province("manicured-garden", "Manicured Garden", "during a conflict at this province")
province("meditations-on-the-tao", "Meditations on the Tao", "during a conflict at this province")
province("shameful-display", "Shameful Display", "during a conflict at this province")
province("pilgrimage", "Pilgrimage", "during a conflict at this province")

# -- roles ---------------------------------------------------------------------------------------------
for _el in ("air", "earth", "fire", "void", "water"):
    card(f"keeper-of-{_el}", f"Keeper of {_el.capitalize()}",
         inert=f"gains fate after a won {_el} conflict as the defender: {NEVER_DEFENDS} "
               "(the influence bonus is deckbuilding)")
    card(f"seeker-of-{_el}", f"Seeker of {_el.capitalize()}",
         inert=f"gains fate after an own {_el} province is revealed: {NEVER_ATTACKS} "
               "(the extra province is deckbuilding)")
