"""Records of the cards of the six test decks used by two decks or fewer (first half, by use):
reviewed against the card texts of the snapshot, one test each in
tests/test_l5r_records_decks_more_a.py.

The passive opponent never attacks, defends, plays cards nor controls characters, holds no
hand and never claims a ring; it bids the same each round. Texts about its characters, hand,
events, duels or an attack on the player's provinces do nothing (``inert``). The player's
province cards are never revealed (nobody attacks them) and the engine gives them no
abilities: their texts are inert, Eminent (a province that starts face up) is missing.
Greedy policies written into the records (the pilot uses every offered ability).
"""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import EACH, Target
from deckcheck.games.l5r.engine import ops_decks_more_a  # noqa: F401  (registers the ops)
from deckcheck.games.l5r.engine.ops_crab_crane import game, when
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED
from deckcheck.games.l5r.engine.records.dsl import OnlyAttachments, statics
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    LEAVES_PLAY,
    PHASE_BEGINS,
    action,
    bow_self,
    card,
    chars,
    choose,
    conflict_type,
    constant,
    each,
    event_action,
    event_reaction,
    fate,
    forced,
    gain_honor,
    glory,
    helps,
    honor,
    in_conflict,
    interrupt,
    military,
    participating,
    place_fate,
    political,
    reaction,
    ready,
    self_is,
    this,
)

NO_CHARACTERS = "the passive opponent controls no characters"
NEVER_ATTACKS = "the passive opponent never attacks the player's provinces"
NEVER_REVEALED = (f"{NEVER_ATTACKS}, so this province is never revealed (and the engine gives "
                  "province cards no abilities)")
NO_HAND = "the passive opponent holds no hand"
NO_DUELS = f"a duel needs a character of the opponent: {NO_CHARACTERS}"


def _participants(f) -> Target:
    return Target(EACH, f, "play", "participating")


# -- events ------------------------------------------------------------------------------------------
card("soul-beyond-reproach", "Soul Beyond Reproach",
     event_action(game("ma_honor_twice", target=choose(chars(), state="ma_not_honored"))),
     note="Honors a character that is not honored yet, twice (a dishonored one ends honored, an "
          "ordinary one honored). Air role only: deck building.")

card("way-of-the-chrysanthemum", "Way of the Chrysanthemum",
     event_reaction(DIALS_REVEALED, game("ma_bid_gift"), game("uni_count", "round", "title"),
                    when=(when("ma_bid_gift"), when("uni_limit", (1, "round", "title")))),
     note="Played when the player's bid was lower than the opponent's: it gains the honor the "
          "bid gave again. The window opens after the draw of the bid (rules: before it), so a "
          "copy just drawn may answer.")

card("clarity-of-purpose", "Clarity of Purpose",
     event_action(ready(choose(chars(), state="ready_participating"), until="contest"),
                  when=(conflict_type("political"),), phases=("conflict",)),
     note="Played in a political conflict on a ready participant: it is readied at the end of "
          "the conflict (it does not bow from the resolution). Stopping the opponent's bowing "
          "effects is inert: the passive opponent plays none; in military conflicts it does "
          "nothing else.")

card("called-to-war", "Called to War",
     event_action(place_fate(1, choose(chars("bushi")))),
     note="The passive opponent never gives the honor to choose a second character.")

card("prepare-for-war", "Prepare for War",
     event_action(game("ma_prepare", target=choose(chars(), state="ma_prepare"))),
     note="Discards a dishonored status token, honors a Commander; discarding the player's own "
          "attachments or an honored token is never chosen.")

card("elegance-and-grace", "Elegance and Grace",
     event_action(game("ma_ready_honored"), when=(when("ma_honored_bowed"),)),
     note="Readies the most valuable bowed honored character, or pair with total printed cost 6 "
          f"or less ({NO_CHARACTERS}).")

card("festival-for-the-fortunes", "Festival for the Fortunes",
     event_action(honor(each(chars(), state="ma_not_honored"))),
     note=f"Honors each of the player's characters ({NO_CHARACTERS}).")

card("return-the-offense", "Return the Offense", inert=NO_DUELS)

card("those-who-serve", "Those Who Serve",
     missing=(helps("reduces the cost of characters played from the provinces this dynasty "
                    "phase by 1: the engine has no cost reduction for dynasty characters"),))

card("try-again-tomorrow", "Try Again Tomorrow",
     inert=f"moves an attacking character of the opponent home: {NO_CHARACTERS} (moving one's own "
           "home is not played)")

card("feeding-an-army", "Feeding an Army",
     inert="breaks a face-up friendly province: the player's provinces stay facedown against a "
           "passive opponent (Eminent provinces are missing in their own records)")

card("ujiaki-s-offer", "Ujiaki's Offer",
     inert=f"places fate on, bows, moves home and dishonors a participant: {NO_CHARACTERS} "
           "(doing it to one's own is not played)")

card("earth-becomes-sky", "Earth Becomes Sky",
     inert=f"bows a readied character of the opponent: {NO_CHARACTERS}")

card("kirei-ko", "Kirei-ko",
     inert=f"bows a character of the opponent that triggered an ability: {NO_CHARACTERS}")

card("oracle-of-stone", "Oracle of Stone",
     missing=(helps("each player draws 2 then discards 2: the player's card filtering is not "
                    "played (the pilot has no measure of which cards to keep)"),))

card("the-path-of-man", "The Path of Man",
     event_reaction(CONTEST_WON, fate(2), when=(when("ma_won_by", 5),)),
     note="The passive opponent counts no skill: won by the player's whole skill.")

# -- attachments ---------------------------------------------------------------------------------------
card("true-strike-kenjutsu", "True Strike Kenjutsu", inert=NO_DUELS)

card("daidoji-yari", "Daidoji Yari",
     inert=f"takes covert from the opponent's characters: {NO_CHARACTERS}; +2 military and "
           "Restricted are printed and played")

card("makeshift-war-camp", "Makeshift War Camp",
     inert=f"during a conflict at the attached province of the player: {NEVER_ATTACKS}")

card("stolen-breath", "Stolen Breath",
     inert=f"keeps a character out of political conflicts: {NO_CHARACTERS} (putting it on one's "
           "own is not played)")

# -- characters -----------------------------------------------------------------------------------------
card("isawa-tadaka-2", "Isawa Tadaka",
     inert=f"discards from the opponent's hand: {NO_HAND}",
     missing=(helps("Disguised: played over a Shugenja in play (the engine plays him from the "
                    "hand at full cost only)"),))

card("fushicho", "Fushichō",
     interrupt(LEAVES_PLAY, game("ma_put_fate", target=choose(chars(clan="phoenix", not_self=True),
                                                               zone="dynasty_discard")),
               about="self", zone="dynasty_discard"),
     note="Asked when it reaches the dynasty discard pile (a fate phase discard, a sacrifice): "
          "the best Phoenix character there enters play with 1 fate. Leaving to the hand or a "
          "deck is not answered. No attachments (OnlyAttachments with no trait).")
statics("fushicho", OnlyAttachments(()))

card("benevolent-host", "Benevolent Host",
     reaction(ENTERS_PLAY, game("ma_put_fate", 2,
                                target=choose(chars("courtier"), zone="province")),
              when=(when("event_option", "province"),)),
     note="After it is played from a province: a face-up Courtier of the provinces enters "
          "play, with 1 fate when its printed cost is 2 or lower.")

card("callow-delegate", "Callow Delegate",
     interrupt(LEAVES_PLAY, honor(choose(chars(not_self=True), state="ma_not_honored")),
               about="self", zone="dynasty_discard"),
     note="Asked when it reaches the dynasty discard pile; leaving to the hand or a deck is not "
          "answered.")

card("chancellor-s-aide", "Chancellor's Aide",
     inert=f"a chosen player discards a card: {NO_HAND} (and never gives honor); choosing "
           "oneself is not played")

card("doji-diplomat", "Doji Diplomat",
     inert="reveals a facedown province of the opponent: information only, the opponent's "
           "provinces are data")

card("hantei-sotorii", "Hantei Sotorii",
     action(glory(3, choose(chars(), state="ma_honored_participating"), until="contest"),
            when=(conflict_type("military"), participating()), phases=("conflict",)),
     note="+3 glory on an honored participant (glory counts in the skill of honored characters "
          "only). Pride is a keyword the engine plays.")

card("ashigaru-levy", "Ashigaru Levy",
     reaction(ENTERS_PLAY, game("ma_levy"), when=(when("ma_levy_copy"),)),
     note="Another copy face up in a province or in the dynasty discard pile enters play.")

card("commander-of-the-legions", "Commander of the Legions",
     constant(military(1, each(chars(clan="lion", not_self=True)), until="")),
     forced(PHASE_BEGINS, game("dl_fate_shield",
                               target=each(chars(clan="lion", max_cost=3), state="has_fate")),
            about="any", when=(when("event_option", "fate"), when("dl_honor_lead", 5))),
     note="The fate phase's removal is answered by 1 fate more, as the phase begins, on each "
          "Lion character with printed cost 3 or lower that has fate while the player leads "
          "by 5 honor (one without fate is still discarded: only the removal is stopped).")

card("ikoma-tsanuri", "Ikoma Tsanuri",
     action(military(1, _participants(chars())), political(1, _participants(chars())),
            when=(participating(),
                  when("dl_count_at_least", (_participants(chars("bushi")), 3))),
            phases=("conflict",)))

card("ikoma-tsanuri-2", "Ikoma Tsanuri",
     inert="stops the opponent triggering province abilities: the passive opponent's provinces "
           "have none; Rally is a keyword the engine plays")

_GOHEI = (participating(), self_is("ready"),
          when("dl_count_at_least", (_participants(chars("bushi", not_self=True)), 2)))
card("matsu-gohei", "Matsu Gohei",
     forced(CONTEST_WON, ready(this(), until="contest"), when=_GOHEI),
     forced(CONTEST_LOST, ready(this(), until="contest"), when=_GOHEI),
     note="Attacking with 2 or more other Bushi, it bows with the others and readies at the end "
          "of the conflict.")

card("shrine-maiden", "Shrine Maiden",
     reaction(ENTERS_PLAY, game("ma_shrine")))

# -- holdings, provinces, strongholds ---------------------------------------------------------------
card("bonsai-garden", "Bonsai Garden",
     action(gain_honor(1), when=(in_conflict(), when("ring", "air")), phases=("conflict",)))

card("esteemed-tea-house", "Esteemed Tea House",
     inert=f"returns an attachment of a participant to its owner's hand: {NO_CHARACTERS} "
           "(returning one's own is not played)")

card("emperor-s-summons", "Emperor's Summons", inert=f"after this province is revealed: {NEVER_REVEALED}")
card("driven-by-courage", "Driven By Courage", inert=f"a province's action: {NEVER_REVEALED}")
card("pledge-of-loyalty", "Pledge of Loyalty", inert=f"a province's interrupt: {NEVER_REVEALED}")
card("dishonorable-assault", "Dishonorable Assault",
     inert=f"during a conflict at this province: {NEVER_ATTACKS}")
card("weight-of-duty", "Weight of Duty",
     inert=f"a province's action against the opponent's characters: {NEVER_REVEALED}; "
           f"{NO_CHARACTERS}")

card("tsuma", "Tsuma",
     missing=(helps("Eminent: starts face up, and each character played from it enters play "
                    "honored (the engine keeps the player's provinces facedown and gives province "
                    "cards no abilities)"),))

card("kyuden-isawa", "Kyūden Isawa",
     missing=(helps("bow it and discard a Spell event to play a Spell event from the conflict "
                    "discard pile: replaying events from the discard pile is not modeled"),),
     note="Its fate, honor and province strength bonus are printed and played.")

card("kyuden-ikoma", "Kyūden Ikoma",
     inert="after a character loses a conflict as an attacker: the player never loses one "
           "against a passive opponent (records/__init__), and it bows the opponent's character")

card("seven-fold-palace", "Seven Fold Palace",
     reaction(CONTEST_WON, gain_honor(2), costs=(bow_self(),), when=(when("ma_honored_in_event"),)),
     note="After a won conflict with an honored attacker (the player is always the attacker).")

card("hayaken-no-shiro", "Hayaken no Shiro",
     action(ready(choose(chars("bushi", max_cost=2), state="bowed")), costs=(bow_self(),)))
