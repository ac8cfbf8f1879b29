"""Records of the cards first printed in Campaigns of Conquest (Dominion Cycle). Tests in
tests/test_l5r_records_dominion_cycle.py."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import STATE_WORDS
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import when
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.records.dsl import (
    OnlyAttachments,
    action,
    bow_self,
    card,
    chars,
    choose,
    constant,
    dynasty_event,
    helps,
    honor,
    hurts,
    in_conflict,
    military,
    move_in,
    political,
    ready,
    statics,
)
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_LOSES,
    NO_CARDS,
    NO_CHARACTERS,
    NO_EVENTS,
    SHORT,
    TRAIT_GRANT,
    province,
)


card("stoic-rival", "Stoic Rival",
     inert=f"dishonors another participating character with fewer attachments: {NO_CHARACTERS} "
           "(dishonoring one's own is not played); Rally is a keyword the engine plays")

card("ikoma-tsanuri-2", "Ikoma Tsanuri",
     inert="stops the opponent triggering province abilities: the passive opponent's provinces "
           "have none; Rally is a keyword the engine plays")

card("hayaken-no-shiro", "Hayaken no Shiro",
     action(ready(choose(chars("bushi", max_cost=2), state="bowed")), costs=(bow_self(),)))

card("isawa-tsuke-2", "Isawa Tsuke",
     inert=f"removes fate from participating characters: meant for the opponent's "
           f"({NO_CHARACTERS}; removing the player's own fate is never played); Pride is a "
           "keyword the engine plays")

card("forgery", "Forgery", inert=f"cancels an event: {NO_EVENTS}")

card("local-daimyo-s-retainer", "Local Daimyō's Retainer",
     missing=(hurts("played only while the player controls 3 faceup provinces: the player's "
                    "provinces are never revealed against a passive opponent, but the engine "
                    "lets it be played"),))

card("mercenary-company", "Mercenary Company", inert=f"{NEVER_LOSES} Rally is read from the text.",
     note="No attachments except Weapon (its host rule).")

statics("mercenary-company", OnlyAttachments(("weapon",)))

card("shadow-stalker", "Shadow Stalker",
     constant(military(2, until=""), political(2, until=""),
              when=(when("honor_at_least", 7, negate=True),)),
     note="+2/+2 while the player has 6 honor or fewer. Rally is read from the text.")

province("the-pursuit-of-justice", "The Pursuit of Justice", "during a conflict at a Water province")

card("asceticism", "Asceticism",
     inert=f"protects its character from the opponent's triggered abilities: {NO_CARDS}; +1/+1 "
           "is printed and played")

province("breaking-in", "Breaking In", "after it is revealed")

def _most_fate(state: L5rState, c: int) -> bool:
    """Among the characters in play (the passive opponent has none), one with the most fate."""
    most = max((state.fate_on.get(x, 0) for x in play_rules.characters(state)), default=0)
    return c in state.play and state.fate_on.get(c, 0) == most


STATE_WORDS["most_fate"] = _most_fate

card("celebrated-renown", "Celebrated Renown",
     dynasty_event(honor(choose(chars(), state="most_fate"))),
     note="Played from its province: honors a character with the most fate among characters in "
          f"play, the player's ({NO_CHARACTERS}); Rally is a keyword the engine plays.")

card("crippling-taxes", "Crippling Taxes",
     missing=(helps("discards a province's cards (the player's own, to refill them): the "
                    "engine has no effect choosing a province"),),
     note="Keeper role only: deck building.")

card("hidden-mountain-pass", "Hidden Mountain Pass",
     missing=(helps("turning its province facedown as the conflict phase ends, to be revealed "
                    "(and rally) again"),),
     note="Rally is read from the text.")

card("kuni-purifier", "Kuni Purifier",
     inert=f"a random discard when the opponent passes a conflict: {HOLDS_NO_HAND}")

card("kyofuki-s-hammer", "Kyofuki's Hammer",
     missing=(helps("discarding a province card after its character wins (the player's own, to "
                    "refill it)"),),
     note="+1 military is printed and played.")

card("open-window", "Open Window",
     action(move_in(choose(chars("shinobi"), state="ready_home")), when=(in_conflict(), SHORT),
            phases=("conflict",)),
     note="Moves a ready Shinobi at home into the conflict while its skill is below the "
          "province's strength. Rally is read from the text.")

card("ride-at-dawn", "Ride at Dawn",
     inert=f"a random discard from the opponent's hand: {HOLDS_NO_HAND}; Rally is read from the "
           "text")

card("steed-of-the-steppes", "Steed of the Steppes",
     missing=(helps(TRAIT_GRANT.format(what="Cavalry trait")),
              helps("sacrificed to ready its character once the opponent has 3 faceup "
                    "provinces")),
     note="+1 military is printed and played.")

card("sturdy-tetsubo", "Sturdy Tetsubō",
     inert=f"the reaction it gives makes the opponent discard: {HOLDS_NO_HAND}; +3 military and "
           "Restricted are printed and played")

card("under-siege", "Under Siege", inert=f"sets the defender's hand aside: {HOLDS_NO_HAND}")

card("veteran-of-toshi-ranbo", "Veteran of Toshi Ranbo",
     missing=(helps("+1 glory per faceup province of the player (the engine plays the player's "
                    "provinces facedown)"),),
     note="Rally is read from the text.")
