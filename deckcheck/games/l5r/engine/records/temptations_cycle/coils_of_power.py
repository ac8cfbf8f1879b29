"""Records of the cards first printed in Coils of Power (Temptations Cycle). Tests in
tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.province_strength import province_gets
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict
from deckcheck.games.l5r.engine.hooks import STATE_WORDS
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    OnlyAttachments,
    PROVINCE_BROKEN,
    action,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    draw,
    each,
    event_reaction,
    forced,
    glory,
    helps,
    honor,
    hurts,
    in_conflict,
    military,
    participating,
    political,
    reaction,
    ready,
    remove_fate_self,
    statics,
)
from deckcheck.goldfish.abilities.records import (
    Cost,
)
from deckcheck.games.l5r.engine.records.words import (
    NO_CARDS,
    NO_CHARACTERS,
    OWN_PROVINCE,
    SHORT,
    TRAIT_GRANT,
    province,
    restrict,
)
from deckcheck.games.l5r.engine.hooks import COSTS, GAME_OPS
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState


card("offerings-to-the-kami", "Offerings to the Kami", inert=OWN_PROVINCE)

_MEDITATION_MAX, _MEDITATION_COUNT = per_conflict(1, "title")


card("battle-meditation", "Battle Meditation",
     event_reaction(PROVINCE_BROKEN, draw(3), _MEDITATION_COUNT,
                    when=(in_conflict(), _MEDITATION_MAX,
                          cond("dl_count_at_least", (each(chars("berserker"), state="participating"), 1)))),
     note="(Max 1 per conflict) counted per title.")

card("castle-of-the-forgotten", "Castle of the Forgotten",
     missing=(helps("after a province breaks, bowing it makes each conflict of the round "
                    "military"),),
     note="Its fate and honor are printed and played.")

province("deserted-shrine", "Deserted Shrine", "after it is revealed")

STATE_WORDS["dire_participant"] = lambda state, c: c in state.attackers and not state.fate_on.get(c, 0)


card("higashi-kaze-company", "Higashi Kaze Company",
     reaction(CONTEST_WON, ready(choose(chars(not_self=True), state="dire_participant"),
                                 until="contest"),
              about="any", when=(participating(),)),
     note="Another participant without fate readies at the end of the conflict (it does not "
          "stay bowed by the conflict's resolution).")

statics("higashi-kaze-company", OnlyAttachments(("weapon",)))

card("overrun", "Overrun",
     inert="reveals and blanks one of the opponent's provinces: the passive opponent's provinces "
           "have no text, and revealing one changes nothing")


def _fill_provinces(state: L5rState, ctx, eff, cards) -> None:
    """Repentant Legion: 1 facedown dynasty card added to each non-stronghold province."""
    for slot in range(SH_SLOT):
        if state.dynasty:
            c = state.dynasty.pop()
            piles.put(state.provinces, slot, c)
            state.facedown.add(c)


GAME_OPS["fill_provinces"] = _fill_provinces


card("repentant-legion", "Repentant Legion",
     reaction(PROVINCE_BROKEN, game("fill_provinces"), when=(in_conflict(), participating())),
     note="Each non-stronghold province gets 1 more facedown dynasty card (an empty deck adds "
          "none).")

statics("repentant-legion", OnlyAttachments(("weapon",)))

card("ancestral-sight", "Ancestral Sight",
     missing=(helps("the action it gives: a character of the discard pile to the deck bottom "
                    "for 1 fate on its copy in play"),),
     note="Attach to a Shugenja (its host rule); +1 political is printed and played.")

restrict("ancestral-sight", when("uni_host_trait", "shugenja"))

card("asahina-peacekeeper", "Asahina Peacekeeper",
     missing=(hurts("a card discarded for each attacker the player declares in a military "
                    "conflict"),),
     note="Limited is read from the text.")

card("battlefield-orders", "Battlefield Orders",
     missing=(helps("a participant's action ability resolved once more"),))

card("betrayal-of-truth", "Betrayal of Truth",
     inert=f"bows the participants with a status token: {NO_CHARACTERS}, so only the player's "
           "own could be bowed")

card("calling-the-storm", "Calling the Storm",
     missing=(helps("the hand discarded to play from the top of the conflict deck for the "
                    "phase"),))


def _ok_conduit(state: L5rState, ctx, cost) -> bool:
    return state.honor >= state.opp_honor + 5 or ctx.source not in state.bowed


def _pay_conduit(state: L5rState, ctx, cost) -> None:
    if state.honor < state.opp_honor + 5:
        state.bowed.add(ctx.source)


COSTS["bow_unless_honor_lead"] = (_ok_conduit, _pay_conduit)


card("conduit-of-heroes", "Conduit of Heroes",
     action(military(3, choose(chars(not_self=True), state="participating")),
            political(1, choose(chars(not_self=True), state="participating")),
            glory(1, choose(chars(not_self=True), state="participating"), until="contest"),
            costs=(Cost("bow_unless_honor_lead"),), when=(in_conflict(), SHORT),
            phases=("conflict",)),
     note="Bows itself unless the player has 5 more honor than the opponent; +3/+1 and +1 glory "
          "to another participant while the conflict's skill is below the province's strength.")

card("display-of-loyalty", "Display of Loyalty",
     inert=f"dishonors the character with the most fate: {NO_CHARACTERS}, so only the player's "
           "own could be dishonored")

card("final-whisper", "Final Whisper", inert=f"answers a status token on the opponent's character: {NO_CHARACTERS}")

card("fu-sui-temple", "Fū Sui Temple",
     forced(CONTEST_WON, honor(each(chars(), state="participating")), about="any",
            when=(conflict_type("political"),)),
     note="Pride for each participant of a political conflict, played as its half that can "
          "happen: honored after the win (the player never loses one).")

card("kami-of-ancient-wisdom", "Kami of Ancient Wisdom",
     missing=(helps("1 fate placed on a character after fate is removed outside the fate "
                    "phase"),),
     note="No attachments except Spell or Spirit (its host rule).")

statics("kami-of-ancient-wisdom", OnlyAttachments(("spell", "spirit")))

card("militant-faithful", "Militant Faithful",
     inert=f"does not bow while the opponent has a participant with a status token: {NO_CHARACTERS}",
     note="No attachments except Heresy or Weapon (its host rule).")

statics("militant-faithful", OnlyAttachments(("heresy", "weapon")))

card("open-field-skirmisher", "Open Field Skirmisher",
     action(province_gets(-3), costs=(remove_fate_self(1),), when=(participating(), SHORT),
            phases=("conflict",)),
     note="1 of its fate for -3 strength to the attacked province while it attacks short of the "
          "province's strength.")

card("phoenix-tattoo", "Phoenix Tattoo",
     missing=(helps(TRAIT_GRANT.format(what="Tattooed trait")),
              helps("pride for the other participants while its character participates")),
     note="+2/+2 and Restricted are printed and played.")

card("shosuro-deceiver", "Shosuro Deceiver",
     missing=(helps("the triggered abilities of the other dishonored participants"),))

card("tsangusuri-ward", "Tsangusuri Ward",
     inert=f"keeps the opponent's attachments off its character: {NO_CARDS}",
     note="Played only while the player controls a Shugenja (its play rule).")

restrict("tsangusuri-ward", when("dc_control_trait", "shugenja"))
