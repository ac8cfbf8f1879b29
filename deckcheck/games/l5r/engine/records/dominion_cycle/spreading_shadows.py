"""Records of the cards first printed in Spreading Shadows (Dominion Cycle). Tests in
tests/test_l5r_records_dominion_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.goldfish.abilities.records import (
    Target,
)

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import (
    game,
    when,
)
from deckcheck.games.l5r.engine.play_rules import MOVED_TO_CONFLICT
from deckcheck.games.l5r.engine.records.dsl import (
    PARTICIPANTS,
    action,
    attached,
    card,
    chars,
    choose,
    gain_honor,
    helps,
    honor_cost,
    military,
    participating,
    reaction,
    ready,
)
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NEVER_REVEALED,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    OWN_PROVINCE,
    province,
)


# -- the operations only these records use ----------------------------------------------------
def _battlefield_in_play(state: L5rState, ctx, value) -> bool:
    t = state.table
    if any("battlefield" in t.traits[c] for c in state.play):
        return True
    return any("battlefield" in t.traits[c] for slot in state.provinces for c in slot
               if c not in state.facedown)


CONDITIONS["mb_battlefield_in_play"] = _battlefield_in_play


card("driven-by-courage", "Driven By Courage", inert=f"a province's action: {NEVER_REVEALED}")

card("retire-to-the-brotherhood", "Retire to the Brotherhood", inert=OWN_PROVINCE)

card("chronicler-of-conquests", "Chronicler of Conquests",
     action(gain_honor(1), when=(participating(), when("mb_battlefield_in_play")),
            phases=("conflict",)),
     note="Gains 1 honor while participating if a Battlefield card is in play (the player's "
          "own: Exposed Courtyard in a province; the opponent has none).")

card("butcher-of-the-fallen", "Butcher of the Fallen",
     inert=f"keeps characters from defending: {NEVER_DEFENDS}; Rally is read from the text")

card("cunning-negotiator", "Cunning Negotiator",
     inert=f"{NO_DUELS}; Rally is read from the text")

card("moto-stables", "Moto Stables",
     reaction(MOVED_TO_CONFLICT, military(2, Target(PARTICIPANTS)), about="any", limit=2),
     note="+2 military to the characters an effect moves into the conflict (twice per round); "
          "being declared as an attacker is no move.")

card("shinsei-s-last-hope", "Shinsei's Last Hope",
     missing=(helps("Eminent: faceup from the start, characters played from it cost 2 less and "
                    "enter play dishonored (the engine plays the player's provinces facedown)"),))

card("thunder-guard-elite", "Thunder Guard Elite",
     inert=f"a random discard from the opponent's hand: {HOLDS_NO_HAND}; Pride is read from the "
           "text")

card("twilight-rider", "Twilight Rider",
     reaction(MOVED_TO_CONFLICT, ready(choose(chars(), state="bowed")), about="any",
              when=(when("source_participating"),)),
     note="After it is moved into a conflict by an effect, it readies a bowed character (the "
          "pilot's pick). Rally is read from the text.")

card("daidoji-marketplace", "Daidoji Marketplace",
     missing=(helps("revealing its province as the conflict phase begins"),),
     note="Rally is read from the text.")

card("disciple-of-shinsei", "Disciple of Shinsei",
     inert=f"discards an attachment as it leaves play: {NO_CHARACTERS}, so only the player's own "
           "could be discarded")

card("dispatch-to-nowhere", "Dispatch to Nowhere",
     inert=f"discards a character without fate: {NO_CHARACTERS}, so only the player's own could "
           "be discarded")

card("ethereal-alignment", "Ethereal Alignment",
     inert=f"restores one of the player's broken provinces: {NEVER_ATTACKS}, so none breaks")

card("highlight-the-flaws", "Highlight the Flaws",
     inert="cancels a province's triggered ability: the passive opponent's provinces have none")

card("inspired-visionary", "Inspired Visionary",
     inert=f"shuffles an attachment into its owner's deck: {NO_CHARACTERS}, so only the "
           "player's own could go")

card("logistics", "Logistics",
     missing=(helps("moving a card between the player's provinces, drawing 1 with a "
                    "Battlefield"),))

card("mountaintop-vigil", "Mountaintop Vigil",
     inert="cancels the ring effects of the conflict: only the player resolves them, so it "
           "could only cost the player")

card("never-yield", "Never Yield", inert=f"protects the attackers from the opponent's bows and moves: {NO_CARDS}")

card("obsidian-talisman", "Obsidian Talisman",
     action(game("ps_discard_status", target=attached()), costs=(honor_cost(1),),
            when=(when("host_status", -1),), limit=0),
     note="+1 military is printed and played.")

card("seven-stings-keep", "Seven Stings Keep",
     inert=f"makes the opponent declare defenders first: {NEVER_DEFENDS}; its fate and honor "
           "are printed and played")

province("spectral-visitation", "Spectral Visitation", "after it is revealed")

card("suffer-the-consequences", "Suffer the Consequences",
     missing=(helps("an extra political conflict for a sacrificed bowed character"),))

card("traveling-philosopher", "Traveling Philosopher",
     inert=f"turns one of the player's provinces facedown: {NEVER_ATTACKS}, so they stay "
           "facedown anyway")

card("wind-s-path", "Wind's Path",
     missing=(helps("Eminent: the characters in it played into conflicts as if from the hand "
                    "(the engine plays the player's provinces facedown and without text)"),))
