"""Records of the cards first printed in the clan pack Masters of the Court. One test each in
tests/test_l5r_records_masters_of_the_court.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.play_rules import HONORED
from deckcheck.games.l5r.engine.records.dsl import (
    ENTERS_PLAY,
    action, card, chars, choose, draw, each, event_action,
    helps, honor, hurts,
    move_in, participating, reaction, statics,
    this,
)
from deckcheck.games.l5r.engine.records.words import (
    SUPPORT_ROLE,
    HOLDS_NO_HAND, NO_CARDS,
    NO_CHARACTERS, NO_DUELS, OWN_ONLY,
    SHORT, province,
)


# -- Masters of the Court ---------------------------------------------------------------------------

card("festival-for-the-fortunes", "Festival for the Fortunes",
     event_action(honor(each(chars(), state="ma_not_honored"))),
     note=f"Honors each of the player's characters ({NO_CHARACTERS}).")

card("benevolent-host", "Benevolent Host",
     reaction(ENTERS_PLAY, game("ma_put_fate", 2,
                                target=choose(chars("courtier"), zone="province")),
              when=(when("event_option", "province"),)),
     note="After it is played from a province: a face-up Courtier of the provinces enters "
          "play, with 1 fate when its printed cost is 2 or lower.")

# -- the operations of the records added in this review ---------------------------------------
CONDITIONS.update({
    # a card whose cost is a dash is never played from hand (only by its own text)
    "cost_is_a_dash": lambda state, ctx, value: False,
})


card("daimyo-s-gunbai", "Daimyō's Gunbai",
     inert=f"played by its own duel: {NO_DUELS}",
     note="Its cost is a dash: it is never played from hand (a host rule that no host meets).")

statics("daimyo-s-gunbai", when("cost_is_a_dash"))

card("letter-from-the-daimyo", "Letter from the Daimyō",
     inert=f"sacrificed so that the opponent discards 2 cards: {HOLDS_NO_HAND}; +0/+2 and "
           "Restricted are printed and played")

card("political-sanction", "Political Sanction",
     inert=f"stops a participant's abilities: {OWN_ONLY}")

card("shinjo-haruko", "Shinjo Haruko",
     action(move_in(choose(chars(), state="honored")), when=(participating(), SHORT),
            phases=("conflict",)),
     note="Moves an honored character into its conflict while the skill is short.")

card("courteous-scheming", "Courteous Scheming", inert=NO_DUELS)

card("gossip", "Gossip", inert=f"stops the opponent playing a named card: {NO_CARDS}")

card("retreat", "Retreat",
     missing=(helps("moves a participant home (so it stays ready for the next conflict): not "
                    "played"),))

card("the-spear-rushes-forth", "The Spear Rushes Forth",
     inert=f"bows a participant of the opponent: {NO_CHARACTERS}")

card("akodo-makoto", "Akodo Makoto",
     inert=f"discards or takes fate from a participating Courtier: {OWN_ONLY}")

card("armament-artisan", "Armament Artisan",
     reaction(HONORED, honor(this()), about="any", when=(when("event_character"),)),
     note="After another of the player's characters is honored (the passive opponent controls "
          "none).")

card("asahina-takamori", "Asahina Takamori",
     inert=f"keeps an opponent's character out of conflicts: {NO_CHARACTERS}")

card("bayushi-dairu", "Bayushi Dairu",
     missing=(helps("moves a status token between the player's characters: not played"),))

card("beloved-advisor", "Beloved Advisor", action(draw(1)),
     note="The player draws 1 (the passive opponent's draw does nothing); once per round.")

card("chukan-nobue", "Chukan Nobue",
     inert="protects the hand from the opponent's abilities: the passive opponent triggers none")

card("daidoji-uji", "Daidoji Uji",
     missing=(helps("while honored, the characters of the provinces can be played as from "
                    "hand (in conflicts): not modeled"),))

card("iwasaki-pupil", "Iwasaki Pupil",
     missing=(hurts("the player draws 2 fewer cards from the honor bid (at least 1): not "
                    "modeled"),))

card("kakita-favorite", "Kakita Favorite", inert=f"+2 political while in a duel: {NO_DUELS}")

card("kakita-yuri", "Kakita Yuri", inert=NO_DUELS)

card("kitsuki-jusai", "Kitsuki Jusai",
     missing=(helps("with equal bids, 1 fate of the opponent's pool goes to an unclaimed ring "
                    "(for the player to take): not modeled"),))

card("maker-of-keepsakes", "Maker of Keepsakes",
     missing=(hurts("it cannot receive a dishonored token: the passive opponent gives none, but "
                    "the engine lets the player's own costs and effects dishonor it"),))

card("winter-court-hosts", "Winter Court Hosts",
     inert=f"its reaction answers the opponent's cards: {NO_CARDS} (No attachments is read by "
           "the engine)")

card("yasuki-fuzake", "Yasuki Fuzake",
     missing=(helps("when it leaves play, discards the status tokens of one of the player's "
                    "characters: not played"),))

card("distinguished-dojo", "Distinguished Dōjō", inert=f"after the player wins a duel: {NO_DUELS}")

province("market-of-kaze-no-kami", "Market of Kaze-no-Kami", "bows a character when revealed")

card("kyuden-kakita", "Kyūden Kakita", inert=f"after a duel resolves: {NO_DUELS}")

card("support-of-the-crane", "Support of the Crane",
     inert=SUPPORT_ROLE)
