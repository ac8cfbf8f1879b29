"""Records of the cards first printed in Tainted Lands (Elemental Cycle). Tests in
tests/test_l5r_records_elemental_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import HAND_CARD
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    THIS,
    action,
    card,
    chars,
    choose,
    cond,
    constant,
    each,
    event_action,
    forced,
    gain_honor,
    helps,
    honor_cost,
    hurts,
    in_conflict,
    lose_honor,
    military,
    participating,
    political,
    put_into_play,
    statics,
    this,
)
from deckcheck.games.l5r.engine.ops.statics import GrantsAncestral
from deckcheck.games.l5r.engine.records.words import (
    Effect,
    HOLDS_NO_HAND,
    NO_CHARACTERS,
    OWN_ATTACHMENT,
    SHORT,
    province,
)


# -- the operations only these records use ----------------------------------------------------
def _shuffle_into_deck(state, ctx, eff, cards):
    for c in cards:
        if c in state.play:
            play_rules.leave_play(state, c, "deck")
            piles.shuffle(state, state.conflict)


GAME_OPS["dc_shuffle_into_deck"] = _shuffle_into_deck


card("adopted-kin", "Adopted Kin",
     note="The host's other attachments go back to the hand when it leaves play (play_rules.leave_play "
          "reads its GrantsAncestral); Limit 1 per character; Fire role only: deck building.")

statics("adopted-kin", when("host_without_copy"), GrantsAncestral())

card("feral-ningyo", "Feral Ningyo",
     action(put_into_play(this(), into_conflict=True),
            game("dc_shuffle_into_deck", target=this(), until="contest"),
            when=(in_conflict(), when("ring", "water")), phases=("conflict",), zone=HAND_CARD),
     note="Put into a water conflict from the hand without paying its cost; shuffled into the "
          "conflict deck at the conflict's end.")

card("oracle-of-stone", "Oracle of Stone",
     missing=(helps("each player draws 2 then discards 2: the player's card filtering is not "
                    "played (the pilot has no measure of which cards to keep)"),))

card("bonsai-garden", "Bonsai Garden",
     action(gain_honor(1), when=(in_conflict(), when("ring", "air")), phases=("conflict",)))

card("ikoma-reservist", "Ikoma Reservist",
     constant(military(2, until=""), when=(when("mb_claimed_any", ("fire", "water")),)),
     note="+2 military while the player has claimed the fire or the water ring.")

province("border-fortress", "Border Fortress", "during a conflict at this province")

card("marauding-oni", "Marauding Oni",
     constant(Effect("cannot", 0, THIS, value="be_honored"),
              Effect("cannot", 0, THIS, value="be_dishonored")),
     forced(CONTEST_DECLARED, lose_honor(1), about="any", when=(participating(),)),
     note="Loses 1 honor each time it is declared as an attacker (it never defends).")

card("spreading-the-darkness", "Spreading the Darkness",
     event_action(military(4, choose(chars(), state="participating")), costs=(honor_cost(2),),
                  when=(in_conflict(), SHORT), phases=("conflict",)),
     note="The 2 honor lost is paid as a cost (never the last honor). Played only while the "
          "conflict's skill is below the province's strength. Its immunity to the opponent's "
          "abilities does nothing: the passive opponent uses none.")

card("tainted-koku", "Tainted Koku", inert=f"{NO_CHARACTERS} to poison; {OWN_ATTACHMENT}")

province("upholding-authority", "Upholding Authority", "its strength and when it is broken")

card("apprentice-earthcaller", "Apprentice Earthcaller",
     inert=f"sets an attacker's skill to its printed values: {NO_CHARACTERS} among the attackers "
           "but the player's own, which could only lose by it")

card("asahina-takako", "Asahina Takako",
     missing=(helps("looking at the facedown province cards and switching or discarding them"),))

card("court-novice", "Court Novice",
     constant(political(2, until=""), when=(when("mb_claimed_any", ("air", "water")),)))

card("impulsive-novice", "Impulsive Novice",
     constant(military(1, until=""), political(1, until=""),
              when=(when("mb_claimed_any", ("fire", "void")),)))

card("kuni-yori", "Kuni Yori",
     constant(military(1, each(chars(), state="participating"), until=""),
              political(1, each(chars(), state="participating"), until=""),
              when=(cond("ring", "earth"),)),
     note="+1/+1 to the player's characters in Earth conflicts (only participants count). Its "
          f"action makes a player discard at random: {HOLDS_NO_HAND}, and the player's own "
          "hand could only lose by it.")

card("press-of-battle", "Press of Battle",
     inert=f"bows a non-unique participant: {NO_CHARACTERS}, and the player's own could only "
           "lose by it")

card("sabotage", "Sabotage",
     inert="discards a card in the opponent's provinces: the passive opponent's provinces hold "
           "no cards")

card("sneaky-shinjo", "Sneaky Shinjo",
     missing=(helps("played from its province after the player passes in the dynasty phase"),))

province("teachings-of-the-elements", "Teachings of the Elements", "its strength")

card("writ-of-authority", "Writ of Authority",
     missing=(hurts("discarded while the opponent is more honorable: the engine keeps it"),),
     note="+3 political and Restricted are printed and played; Earth role only: deck building.")
