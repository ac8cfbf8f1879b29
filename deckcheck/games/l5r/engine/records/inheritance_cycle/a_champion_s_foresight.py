"""Records of the cards first printed in A Champion's Foresight (Inheritance Cycle). Tests in
tests/test_l5r_records_inheritance_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    OnlyAttachments,
    THIS,
    action,
    attached,
    card,
    chars,
    choose,
    constant,
    each,
    glory,
    helps,
    military,
    participating,
    political,
    reaction,
    ready,
    statics,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NEVER_LOSES,
    NO_CARDS,
    NO_CHARACTERS,
    NO_EVENTS,
    NO_HAND_TO_COMPARE,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    province,
    restrict,
)
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.state import RINGS, L5rState
from deckcheck.goldfish import piles


card("fan-of-command", "Fan of Command",
     action(ready(choose(chars("bushi"), state="participating")),
            when=(when("mb_host_participating"),), phases=("conflict",)),
     note="Readies a participating Bushi while its character participates; +1/+1 is printed "
          "and played.")

card("frontline-engineer", "Frontline Engineer",
     constant(glory(1, until="", per="holdings")),
     note=f"+1 glory per holding in play (the opponent has none). Its action while defending: "
          f"{PLAYER_NEVER_DEFENDS}.")

card("outflank", "Outflank", inert=f"keeps a character from defending: {NEVER_DEFENDS}")

card("palace-guard", "Palace Guard",
     constant(Effect("cannot", 0, THIS, value="attack"), when=(when("more_honor"),)),
     note="It cannot attack while the player has more honor than the opponent.")

card("shukujo", "Shukujo",
     action(game("switch_type"),
            when=(when("mb_host_participating"), when("attached_host_trait", "champion"),
                  when("switch_gains"), SHORT), phases=("conflict",)),
     note="Attach to a unique Crane character (its host rule); +2/+3, Ancestral and Restricted "
          "are printed and played.")

restrict("shukujo", when("dc_host_unique_clan", "crane"))

card("withstand-the-darkness", "Withstand the Darkness", inert=NO_EVENTS)

def _fate_each_ring(state: L5rState, ctx, eff, cards) -> None:
    """1 fate on each unclaimed ring."""
    for r in range(len(RINGS)):
        if r not in state.claimed:
            piles.add(state.ring_fate, r, 1)


GAME_OPS["fate_each_ring"] = _fate_each_ring


card("army-of-the-rising-wave", "Army of the Rising Wave",
     reaction(ENTERS_PLAY, game("fate_each_ring")),
     note="1 fate on each unclaimed ring as it enters play (the player takes a ring's fate when "
          "it declares a conflict on it).")

statics("army-of-the-rising-wave", OnlyAttachments(("weapon",)))

card("asako-takahiro", "Asako Takahiro",
     constant(military(2, until="", per=each(chars(not_self=True), state="dishonored_participant")),
              political(2, until="", per=each(chars(not_self=True), state="honored_participant")),
              when=(participating(),)),
     note="Pride is read from the text.")

card("by-any-means", "By Any Means", inert=f"copies an opposing participant's skill: {NO_CHARACTERS}")

card("court-musician", "Court Musician",
     missing=(helps("the player's next card in the conflict costs 1 less"),))

card("current-of-the-beryt", "Current of the Beryt",
     inert="takes two actions in a row: the passive opponent passes anyway, so the player takes "
           "every action already",
     note="Attach to a Shugenja (its host rule); +1/+1 is printed and played.")

restrict("current-of-the-beryt", when("uni_host_trait", "shugenja"))

card("daidoji-kageyu", "Daidoji Kageyu",
     inert=f"draws per card the opponent played in the conflict: {NO_CARDS}; Disguised is read "
           "from the text")

card("deduction", "Deduction",
     inert=f"bows a cheap participant: {NO_CHARACTERS}, and the player's own could only lose by "
           "it")

card("erudite-prestige", "Erudite Prestige",
     reaction(CARD_PLAYED, political(1, attached()), about="any", limit=0,
              when=(when("mb_host_participating"),)),
     missing=(helps("characters and attachments the player plays (the engine tells the cards "
                    "of events played only)"),),
     note="Attach to a Courtier (its host rule): +1 political to it per event the player plays "
          "while it participates.")

restrict("erudite-prestige", when("uni_host_trait", "courtier"))

province("henshin-mysteries", "Henshin Mysteries", "during a conflict at this province")

card("keeper-of-secret-names", "Keeper of Secret Names",
     missing=(helps("resolving a province's action ability (the engine gives provinces no "
                    "abilities)"),))

card("petal-village-estate", "Petal Village Estate",
     constant(military(1, each(chars("imperial")), until=""), political(1, each(chars("imperial")), until="")))

card("quarrelsome-youth", "Quarrelsome Youth", inert=NEVER_LOSES)

card("shiro-kitsuki", "Shiro Kitsuki",
     inert=f"claims rings when the opponent plays a named card: {NO_CARDS}; its fate and honor "
           "are printed and played")

province("smuggler-s-cove", "Smuggler's Cove", "during a conflict at this province")

card("strategic-weakpoint", "Strategic Weakpoint", inert=f"when its province would be broken: {NEVER_ATTACKS}")

card("unified-company", "Unified Company", inert=NO_HAND_TO_COMPARE,
     note="No attachments except Weapon (its host rule).")

statics("unified-company", OnlyAttachments(("weapon",)))
