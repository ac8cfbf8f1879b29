"""Cards from the packs after the Core Set (04xxx .. 26xxx) that the project's real test
decks and sample decks play: reviewed records.

Reminders for reading them: the passive opponent reveals no plot, controls no cards,
has no hand and never defends, so "a Winter plot card is revealed" reads the player's
own plot, an unopposed challenge is won with any STR (STR bonuses rarely change
anything) and whatever targets an opponent's cards does nothing.
"""
from __future__ import annotations

from dataclasses import replace

from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD,
    CONTEST_WON,
    DRAWN,
    ENTERS_PLAY,
    KILLED,
    KNEEL_SELF,
    MODIFY,
    PHASE_BEGINS,
    PHASE_ENDS,
    SACRIFICE_SELF,
    THIS,
    UNTIL_PHASE,
    WOULD_BE_KILLED,
    Cost,
    DrawCards,
    Effect,
    FirstCostReduction,
    NextCostReduction,
    Target,
    action,
    ambush,
    at_end_of,
    attachments,
    bonus,
    cannot,
    card,
    cards,
    challenge_is,
    chars,
    choose,
    cond,
    considered_loyal,
    constant,
    discard,
    draw,
    each,
    event_action,
    forced,
    game_op,
    icon,
    income,
    initiative,
    interrupt,
    keyword,
    keywords_of,
    kill,
    kneel,
    locations,
    only,
    phase_is,
    power,
    put_into_play,
    reaction,
    reserve,
    save,
    stand,
    stat,
    strength,
    to_hand,
    trait,
    when_revealed,
)
from deckcheck.goldfish.abilities.records import PLAYER

LOYAL = chars(loyal=True)
SUMMER = cond("plot_trait", "summer")
NOT_SUMMER = cond("plot_trait", "summer", negate=True)
WINTER = cond("plot_trait", "winter")
NOT_WINTER = cond("plot_trait", "winter", negate=True)
ONCE_THIS_PHASE = cond("no_lasting_from_source")

# -- plots ---------------------------------------------------------------------------------------
card("04039", "Summer Harvest", statics=(income(2),),
     note="Gold X = 2 + the printed gold of the opponent's revealed plot; the passive "
          "opponent reveals none (0), so X = 2. Against a real opponent X is usually 6-8.")
card("04040", "Winter Festival",
     interrupt(PHASE_ENDS, power(2), when=(phase_is("challenges"), NOT_SUMMER), zone="plot"),
     note="Only the player's own (Winter) plot is revealed, so the condition always holds.")
card("08020", "Valar Dohaeris", when_revealed(game_op("valar")),
     note="The player keeps the characters (total printed cost 10 or lower) holding the most "
          "power, then the most cost; the rest go to the bottom of the deck.")
card("08120", "You Win Or You Die", statics=(DrawCards("reveal", 2),))
card("10047", "Peace and Prosperity",
     statics=(FirstCostReduction(chars(), 3), FirstCostReduction(locations(), 2),
              FirstCostReduction(attachments(), 1)))
card("12052", "Vanquish the Unbelievers",
     forced(PHASE_BEGINS, game_op("vanquish"), when=(phase_is("challenges"),), zone="plot"),
     note="The player's own characters die: it names the trait that keeps the most power, "
          "then the most printed cost. Traits given by cards are not counted.")
card("13040", "A City Besieged",
     replace(when_revealed(kneel(choose(locations(), state="standing"))),
             when=(cond("used_plot_trait", "city", negate=True),)),
     note="Only the player has locations: one of its own kneels. With a City plot in the "
          "used pile the text says 'up to 2', and the player chooses none.")
card("13120", "Expose Duplicity", when_revealed(discard(each(None, zone="shadows"))),
     note="The player's own cards in shadows are discarded (the opponent has none).")
card("16036", "The Gathering Storm",
     inert="Its When Revealed lets each opponent replace its revealed plot; the passive "
           "opponent reveals no plot.")

# -- agendas -------------------------------------------------------------------------------------
card("04037", "Kings of Summer",
     constant(stat("income", 1), when=(SUMMER, NOT_WINTER), zone="agenda"),
     statics=(reserve(1),),
     note="'No Winter plots' is a deck-building rule (checked by the validator).")
card("04038", "Kings of Winter", statics=(reserve(-1),),
     note="The gold reduction falls on the opponent's plots (inert: it reveals none); "
          "'no Summer plots' is a deck-building rule.")
card("17150", "The Free Folk",
     inert="Raising claim does nothing against a passive opponent (claim takes nothing "
           "from it); the rest is a deck-building rule.")

# -- Baratheon -----------------------------------------------------------------------------------
card("04047", "Asshai Priestess",
     inert="Kneels a character with STR 2 or lower: meant for an opponent's; on its own "
           "characters it only hurts, so the player never uses it.")
card("04068", "Red God's Blessing",
     *(constant(strength(1, ATTACHED_CARD),
                when=(cond("count_with_host", (chars("R'hllor"), n)),)) for n in range(1, 9)),
     note="+1 STR per R'hllor character, the host counted (it gains the trait), up to +8. "
          "The R'hllor trait itself is not given to the host for other cards.")
card("11067", "Shireen Baratheon",
     inert="Her action takes two participants' STR out of a challenge: against a passive "
           "opponent only the player's own attackers, which only hurts.")
card("14002", "Stannis Baratheon",
     reaction(CONTEST_WON, game_op("draw_claim"), when=(challenge_is("power"),)),
     note="Immune to opponents' events: the passive opponent plays none.")
_ARMED = choose(chars(loyal=False), state="with:Weapon")
card("22001", "Gendry",
     constant(keyword("renown"), when=(cond("controls", (LOYAL, 1), negate=True),)),
     reaction(PHASE_BEGINS, strength(2, _ARMED, UNTIL_PHASE),
              keywords_of(chars(names=("Gendry",)), _ARMED, UNTIL_PHASE),
              when=(phase_is("challenges"),)),
     note="The chosen character gains the keywords Gendry has while the phase lasts (his "
          "renown while no loyal character is in play).")
card("25101", "Maester Cressen",
     inert="Places the top 2 cards of the deck under the agenda: only agendas that use "
           "such cards care; otherwise it only thins the own deck, and the player declines.")

# -- Greyjoy -------------------------------------------------------------------------------------
card("12001", "Balon Greyjoy",
     inert="His action takes a card from an opponent's discard pile; the passive opponent "
           "has none. (Pillage and Renown are read as keywords.)")
card("17108", "Iron Mines",
     interrupt(WOULD_BE_KILLED, save(), costs=(KNEEL_SELF, SACRIFICE_SELF),
               when=(cond("phase", "plot", negate=True),), pilot="save_worth"),
     note="Only the player's own effects kill here (e.g. Theon Greyjoy 26083 when the "
          "marshaling phase begins; not Wildfire Assault, revealed in the plot phase).")
card("17163", "Pyke",
     constant(ambush(each(locations("Warship"), zone="hand"), -1)),
     inert="The reaction puts a card on top of its owner's deck: meant for an opponent's "
           "card; its own would only be delayed.",
     note="Warship locations in hand gain Ambush (printed cost - 1) (rules.ambush_cost); the "
          "greedy pilot ambushes characters only.")
card("26083", "Theon Greyjoy",
     forced(PHASE_BEGINS, kill(choose(chars())), when=(phase_is("marshaling"),)),
     note="'After a player collects income' is read at the beginning of the marshaling "
          "phase (income comes next, nothing happens in between); the player kills its "
          "cheapest character. The opponent's 2 power when he leaves play is not counted "
          "(it only matters for initiative ties).")

# -- Lannister / neutral and the Free Folk -----------------------------------------------------
card("04018", "Pyromancers",
     inert="Its Dominance action discards a location: meant for an opponent's; on its own it "
           "only hurts (and the engine has no dominance action window).")
card("05042", "Ocean Road", statics=(NextCostReduction(cards(out_of_faction=True), 1, "kneel"),))
card("06017", "Ygritte",
     constant(cannot("kneel")),
     inert="Stealth (while another Wildling is in play) does nothing against a passive "
           "opponent.",
     note="Card effects and costs that kneel a chosen character pass her by (she still "
          "kneels to attack).")
card("06097", "Begging Brother",
     inert="Cancels a triggered character ability: the passive opponent has none. "
           "(Bestow is read as a keyword.)")
card("07039", "Rattleshirt", inert="Restricts defenders: the passive opponent never defends.")
card("07040", "Dalla",
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_card", chars("Wildling")),),
              limit=1, limit_per="phase"))
card("07041", "Crow Killers",
     inert="Does not kneel against an opponent with a higher reserve value; the passive "
           "opponent reveals no plot (reserve 0).")
_GIANT = choose(chars(factions=("neutral",)), zone="hand")
card("07045", '"The Last of the Giants"',
     event_action(put_into_play(_GIANT), keyword("intimidate", _GIANT, UNTIL_PHASE),
                  at_end_of(UNTIL_PHASE, kill(_GIANT)), pilot="open_challenge"),
     note="The greedy pilot plays it in the challenges phase for a character whose icon makes "
          "a challenge still open that no standing character can make (pilot hint "
          "open_challenge); the character is killed at the end of the phase (intimidate does "
          "nothing against a passive opponent).")
card("13117", "The Iron Throne",
     inert="Names a card that cannot be marshaled, played or put into play this phase: meant "
           "for the opponent's cards; naming one of its own would only hurt. (Contested "
           "matters for no card here.)")
card("08038", "Gates of the Moon", statics=(income(2),),
     note="The +1 gold for each opponent's plot is inert (the passive opponent reveals none).")
card("11001", "Varamyr Sixskins",
     reaction(PHASE_BEGINS, icon("intrigue", THIS, UNTIL_PHASE),
              keyword("insight", THIS, UNTIL_PHASE), when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, icon("power", THIS, UNTIL_PHASE), keyword("stealth", THIS, UNTIL_PHASE),
              when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, keyword("intimidate", THIS, UNTIL_PHASE),
              strength(2, THIS, UNTIL_PHASE), when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, strength(5, THIS, UNTIL_PHASE),
              when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     note="One mode per phase (Eagle, Cat, Wolf, Bear - the pilot takes the first, Eagle: an "
          "intrigue icon and insight). The animal traits are not given.")
card("11077", "Wun Wun",
     inert="He joins a challenge only for his STR (no icons, no keywords): an unopposed "
           "challenge is won with any STR.")
card("12040", "Rogue Wildling",
     reaction(ENTERS_PLAY, stand(choose(chars("Wildling"), state="knelt")), about="self"))
card("26057", "Lysa Arryn",
     constant(considered_loyal(each(chars("House Arryn")))),
     constant(keywords_of(chars(loyal=True)), when=(cond("initiative_at_most", 0),)),
     note="House Arryn characters (she is one) count as loyal for every filter (rules."
          "in_filter): e.g. Lady Stoneheart's kill, Gendry's renown, The Hollow Hill.")
card("15039", "Lysa Arryn",
     inert="Removes another card from the game when she is killed: meant for an opponent's "
           "card; on its own it only hurts.")
_WILDLING = chars("Wildling")
card("15040", "Tormund Giantsbane",
     reaction(CONTEST_WON, game_op("token_on_self"), when=(cond("source_participating"),)),
     action(strength(2, choose(_WILDLING, state="attacking"), UNTIL_PHASE),
            keyword("renown", choose(_WILDLING, state="attacking"), UNTIL_PHASE),
            costs=(Cost("discard_token", 1),), limit=0),
     action(strength(2, choose(_WILDLING), UNTIL_PHASE),
            keyword("renown", choose(_WILDLING), UNTIL_PHASE),
            costs=(Cost("discard_token", 1),), limit=0, pilot="never"),
     note="Tale tokens on him (state.tokens). The action is two abilities split by the chosen "
          "Wildling only so that the greedy pilot gives renown to an attacker inside a "
          "challenge, never after its challenges. Intimidate is read as a keyword (inert "
          "against a passive opponent).")
card("17144", "Great Hall",
     statics=(NextCostReduction(chars(unique=True), 1, "kneel", big_cost=6, big_amount=2),))
card("20041", "Lady Stoneheart",
     # the House Frey one first: it applies only while no loyal character is in play, so the
     # kill of the loyal one cannot open it afterwards
     forced(PHASE_ENDS, kill(choose(chars("House Frey"))),
            when=(phase_is("challenges"), cond("controls", (LOYAL, 1), negate=True))),
     forced(PHASE_ENDS, kill(choose(LOYAL)), when=(phase_is("challenges"),)),
     action(put_into_play(THIS), costs=(Cost("discard_power_from", 1, each(chars("Brotherhood"))),),
            zone="dead", phases=("dominance",), limit=0),
     note="The player kills its own cheapest loyal character (a House Frey one when it has no "
          "loyal character; with both, the loyal one dies even if the House Frey one is "
          "cheaper). From the dead pile she comes back for 1 power from a Brotherhood "
          "character (the one with the most); kiss tokens are placed by no card here.")
card("21026", "Thenns",
     inert="Assault and its restriction act on an opponent's location; the passive opponent "
           "has none. (Assault and Pillage are read as keywords.)")
card("21028", "Magnar of Thenn", statics=(only(chars("Wildling", unique=True)),
                                          bonus(keywords=("pillage",))),
     inert="Saving the host by sacrificing another Wildling trades one character for "
           "another; the Lord trait is not given.")
card("23017", "Littlefinger",
     inert="Moves 1 power from a card in play to him: the opponent has none, so only the "
           "player's own power moves (its total is unchanged). (Insight is a keyword.)")
card("25077", "Varys",
     inert="His action names a card that cannot be marshaled or played (meant for the "
           "opponent's); the gold he gains only pays for it.")
card("04079", "King Beyond the Wall", statics=(only(chars("Wildling")),), pilot="never",
     inert="Raises claim while attacking a player with more power: the passive opponent has "
           "0 power and claim takes nothing from it; the King trait is not given.")

# -- Night's Watch -------------------------------------------------------------------------------
card("04025", "Dolorous Edd",
     inert="His action works only while defending; the passive opponent never attacks.")
card("04026", "Craven", pilot="never",
     inert="Meant for an opponent's character (it cannot attack); on its own it only hurts.")
card("04045", "Thoren Smallwood",
     inert="Reacts to winning a challenge as the defender; the passive opponent never attacks.")
card("16010", "Old Bear Mormont",
     action(stand(choose(chars(factions=("thenightswatch",)), state="other")),
            costs=(KNEEL_SELF,), phases=("challenges",)),
     action(stand(choose(chars("Lord"), state="other")), costs=(KNEEL_SELF,),
            phases=("challenges",)),
     reaction(KILLED, stand(THIS), about="mine"),
     note="The action ([thenightswatch] or Lord) is two abilities that share the kneel cost; "
          "it is offered in the challenges window only (in marshaling it would only trade "
          "one knelt character for another).")
card("24014", "The Shadow Tower",
     inert="Both abilities concern cards owned by an opponent (its characters under the "
           "player's control, its shadows area); the passive opponent has none.")

# -- Stark ---------------------------------------------------------------------------------------
card("04021", "Donella Hornwood",
     statics=(FirstCostReduction(cards(loyal=True), 1, play=True),),
     note="The first loyal card marshaled or played from hand each round (rules.event_cost).")
card("04041", "Ser Edmure Tully",
     inert="Moves power between the player's own characters: its total is unchanged.")
card("04062", "The Wolf King",
     constant(trait("King", ATTACHED_CARD)),
     constant(cannot("kneel_to_attack", ATTACHED_CARD), when=(cond("in_challenge", "military"),)),
     statics=(only(chars(factions=("stark",))),))
card("04101", "House Manderly Knight", constant(strength(2), when=(WINTER,)))
card("04117", "Northern Refugee",
     statics=(SelfCostReduction(chars(), 1, plot_trait="winter"),),
     note="The passive opponent reveals no plot: a Winter plot is the player's.")
card("16011", "Catelyn Stark",
     inert="Her action works only while defending; the passive opponent never attacks.")
card("21016", "The Blackfish",
     constant(icon("intrigue", each(chars("Army", factions=("stark",))))))
card("25052", "Ice", statics=(only(chars(factions=("stark",), unique=True)), bonus(strength=2)),
     inert="Kills a character after it is saved: meant for an opponent's character.")

# -- Targaryen -----------------------------------------------------------------------------------
card("04034", "Beggar King", statics=(only(chars(factions=("targaryen",))),), pilot="never",
     inert="Reacts to an opponent revealing a plot with more gold; the passive opponent "
           "reveals none. The King trait is not given.")
card("04053", "Devoted Bloodrider", constant(strength(1, each(chars("Bloodrider")))))
card("13113", "Ser Jorah Mormont",
     interrupt("discarded", game_op("to_shadows"), about="self", zone="discard"),
     note="Discarded from hand at taxation he goes into shadows instead. (Shadow (4) and "
          "his attachment restriction are read as keywords.)")
card("15005", "Khal Drogo",
     inert="Saves an Army or Dothraki character from being returned to hand: only opponents' "
           "effects do that unasked (the deck's own, e.g. Dothraki Sea, return on purpose at "
           "the end of the phase). (Renown is a keyword.)")
card("15009", "Rakharo",
     inert="Discards from the losing opponent's hand; the passive opponent has no hand.")
card("17134", "Crown of Gold", constant(strength(-4, ATTACHED_CARD)), pilot="never",
     inert="Meant for an opponent's character (-4 STR); the King trait is not given.")
_BLOODRIDERS = chars("Bloodrider", unique=True)
card("25053", "Daenerys Targaryen",
     reaction(CONTEST_WON, game_op("power_per_event_card", 1, Target(PLAYER, _BLOODRIDERS)),
              when=(cond("event_cards_include", _BLOODRIDERS),), limit=1, limit_per="phase"),
     inert="Khal Drogo's intimidate does nothing against a passive opponent.",
     note="1 power for each unique Bloodrider among the attackers of the won challenge (the "
          "player always attacks). Insight is read as a keyword.")
card("17171", "Daenerys Targaryen",
     inert="Her reaction lowers a participating character's STR and kills it at 0: meant "
           "for the opponent's defenders; its own attackers would only suffer.")

# -- Tyrell --------------------------------------------------------------------------------------
card("04023", "Knight of Summer",
     constant(strength(2), keyword("renown"), when=(SUMMER, NOT_WINTER)))
card("04024", "There Is My Claim",
     inert="Raises claim: claim takes nothing from the passive opponent.")
card("04043", "Renly Baratheon",
     reaction(DRAWN, draw(1), when=(cond("event_option", "insight"),
                                    cond("event_cards_include", cards(loyal=True)))),
     note="One extra card per Insight draw that holds a loyal card. 'Cannot be saved while "
          "an opponent controls a King' is inert.")
card("04104", "Renly's Pavilion",
     inert="Moves 1 STR from one character to another: STR does not decide an unopposed "
           "challenge, and the opponent has no character to lower.")
_TYRELL_IN_HAND = chars(factions=("tyrell",))
card("22023", "Highgarden",
     action(Effect(MODIFY, 2, choose(chars(), state="attacking"), UNTIL_PHASE, "strength",
                   "tyrell_characters_in_hand_up_to_3"),
            costs=(KNEEL_SELF,), when=(cond("in_hand", _TYRELL_IN_HAND),), limit=0),
     action(Effect(MODIFY, 2, choose(chars()), UNTIL_PHASE, "strength",
                   "tyrell_characters_in_hand_up_to_3"),
            costs=(KNEEL_SELF,), when=(cond("in_hand", _TYRELL_IN_HAND),), limit=0,
            pilot="never"),
     action(to_hand(choose(chars(factions=("tyrell",), unique=True))), phases=("challenges",),
            limit=1, limit_per="phase", pilot="never"),
     note="First action: +2 STR for each [tyrell] character revealed from hand (up to 3), all "
          "on the one character chosen (the card lets the same one be chosen each time); two "
          "abilities split by that choice only so that the greedy pilot uses it on an "
          "attacker inside a challenge. The second action returns a unique [tyrell] character "
          "to hand (to marshal it again for its enters-play ability): the greedy pilot never "
          "does, a person may.")
card("23015", "Ser Robar Royce",
     constant(cannot("attack"), when=(cond("challenges_initiated", 0),)),
     statics=(initiative(-1),),
     note="Not an attacker in the first challenge the player initiates each round (the "
          "defender part is inert: the passive opponent never attacks); the greedy pilot "
          "plans him into the later challenges.")

# -- Martell -------------------------------------------------------------------------------------
card("08036", "Change of Plans",
     inert="Reacts to losing a challenge: the passive opponent never attacks, and the "
           "player's own challenge is won unopposed or, with 0 STR, won by nobody [001 "
           "§Herausforderungen gewinnen]; so it never loses one.")
