"""Records of the cards first printed in Justice for Satsume (Inheritance Cycle). Tests in
tests/test_l5r_records_inheritance_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.deck_searches import dynasty_search
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    PHASE_ENDS,
    action,
    attached,
    card,
    chars,
    choose,
    cond,
    constant,
    discard_from_hand,
    each,
    event_action,
    forced,
    helps,
    in_conflict,
    military,
    move_in,
    political,
    reaction,
)
from deckcheck.goldfish.abilities.records import EVENT_CARD, Effect, Target
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NO_CHARACTERS,
    NO_DUELS,
    NO_EVENTS,
    NO_HAND_TO_COMPARE,
    SHORT,
    province,
    restrict,
)


# -- the operations only these records use ----------------------------------------------------
def _ids_in_play(state, ctx, ids):
    t = state.table
    return any(t.ids[c] in ids for c in state.play)


def _discard_ids(state, ctx, eff, cards):
    ids = eff.value[1]
    t = state.table
    for c in [c for c in state.play if t.ids[c] in ids]:
        play_rules.leave_play(state, c)


CONDITIONS["dc_ids_in_play"] = _ids_in_play
GAME_OPS["dc_discard_ids"] = _discard_ids


card("doji-hotaru-2", "Doji Hotaru",
     forced(ENTERS_PLAY, game("dc_discard_ids", ("doji-kuwanan",)), about="any",
            when=(when("dc_ids_in_play", ("doji-kuwanan",)),)),
     note=f"Doji Kuwanan in play with her is discarded. The honor reaction answers the opponent "
          f"playing cards: {NO_EVENTS}.")

card("isawa-heiko", "Isawa Heiko",
     constant(military(1, Target(EVENT_CARD), until="", per="ps_swapped_military"),
              political(1, Target(EVENT_CARD), until="", per="ps_swapped_political")),
     reaction(CARD_PLAYED, game("ps_swap_skills"), about="any",
              when=(when("in_conflict"), when("mb_event_trait", "water"), when("ps_swap_gain"))),
     note="After the player plays a Water event during a conflict: the participant that gains "
          "most skill in the conflict has its base skills switched (ps_swap_skills, the "
          "bookkeeping constant as Bayushi Yunako's), until the end of the conflict rather "
          "than the phase (its participants bow at the end anyway). Water characters are "
          "played in the dynasty phase, where a switch until its end does nothing.",
     missing=(helps("Water attachments or characters played from hand during a conflict fire "
                    "no card-played event in the engine"),))

card("doji-kuwanan", "Doji Kuwanan",
     forced(ENTERS_PLAY, game("dc_discard_ids", ("doji-hotaru", "doji-hotaru-2")), about="any",
            when=(when("dc_ids_in_play", ("doji-hotaru", "doji-hotaru-2")),)),
     note="Doji Hotaru in play with him is discarded. Its action bows a participant with less "
          f"military: {NO_CHARACTERS}, and bowing the player's own could only hurt them.")

card("shinjo-gunso", "Shinjo Gunsō",
     reaction(ENTERS_PLAY, dynasty_search(5, 2), when=(when("event_option", "province"),)),
     note="Played from a province: of the top 5 dynasty cards, the character of cost 2 or lower "
          "with the most skill goes into play, the rest to the discard pile.")

card("ujik-tactics", "Ujik Tactics",
     event_action(military(1, each(chars(unique=False), state="participating")),
                  when=(in_conflict(),), phases=("conflict",)),
     note="Only participants' skill counts, so it is given to the participating non-unique "
          "characters.")

card("acolyte-of-koyane", "Acolyte of Koyane",
     missing=(helps("pride for a participant in a political conflict (honored if it wins)"),))

card("callous-ashigaru", "Callous Ashigaru",
     inert="discards the cards of the opponent's provinces after a break: the passive "
           "opponent's provinces hold no cards",
     note="Attach to a unique character (its host rule); +2/+1 and Restricted are printed and "
          "played.")

restrict("callous-ashigaru", when("mb_host_unique"))

province("conflict-between-kin", "Conflict Between Kin", "during conflicts at this province")

card("court-of-justice", "Court of Justice", inert=f"looks at the opponent's hand: {HOLDS_NO_HAND}")

province("effective-deception", "Effective Deception", "during conflicts at this province")

card("hida-sugi", "Hida Sugi",
     missing=(helps("putting a card of the dynasty discard pile on the bottom of the dynasty "
                    "deck after it wins"),))

province("into-the-forbidden-city", "Into the Forbidden City", "during a conflict at this province")

card("justicar-s-approach", "Justicar's Approach", inert=f"the duel it gives: {NO_DUELS}",
     note="Attach to a Courtier (its host rule); +1 military is printed and played.")

restrict("justicar-s-approach", when("uni_host_trait", "courtier"))

card("matsu-swiftspear", "Matsu Swiftspear", inert=NO_HAND_TO_COMPARE)

card("sharpen-the-mind", "Sharpen the Mind",
     action(military(3, attached()), political(3, attached()), costs=(discard_from_hand(1),),
            when=(when("mb_host_participating"), SHORT), phases=("conflict",)),
     note="Discards the cheapest card of the hand for +3/+3 while its character participates "
          "short of the province's strength.")

card("shosuro-ibuki", "Shosuro Ibuki",
     inert="removes fate from the other participants: only the player's own participate, so it "
           "could only hurt them; Disguised is read from the text")

card("shosuro-miyako-2", "Shosuro Miyako",
     inert=f"dishonors a character of the opponent: {NO_CHARACTERS}; played by Disguised only")

card("steward-of-the-rich-frog", "Steward of the Rich Frog", inert=NO_HAND_TO_COMPARE)

card("stride-the-waves", "Stride the Waves",
     action(move_in(attached()), when=(in_conflict(), cond("claimed", "water"), SHORT),
            phases=("conflict",), limit=2),
     note="With the Water ring claimed, moves its character in while the conflict's skill is "
          "below the province's strength; moving home is never chosen. +1/+1 is printed and "
          "played.")

card("trusted-advisor", "Trusted Advisor",
     missing=(helps("a card drawn when the player takes a ring's fate during its conflict"),))

card("warden-of-the-damned", "Warden of the Damned",
     forced(PHASE_ENDS, Effect("sacrifice", 0, choose(chars(), state="dishonored")), about="any",
            when=(when("event_option", "conflict"),)),
     note="As the conflict phase ends the player sacrifices a dishonored character (the "
          "pilot's pick) if it has one; the opponent has none.")

card("wayfarer-s-camp", "Wayfarer's Camp",
     missing=(helps("two characters played from the provinces at once in the dynasty phase"),))
