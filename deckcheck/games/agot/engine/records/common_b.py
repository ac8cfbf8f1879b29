"""Reviewed records of the joust format's most common cards (group b): cards named on the
AGoT restricted lists and pods over the list versions, the cards decks are built around.

Reminders for reading them: the passive opponent reveals no plot, controls no cards, has no
hand and never attacks or defends; every challenge with 1 STR is won unopposed (by the whole
attacking STR), claim takes nothing, and the only cards in play, in the piles and in hand are
the player's own. So "choose a character" with nothing else to choose falls on the player's
own, and what only targets an opponent's cards does nothing. "(Limit N per phase.)" on a card
whose ability is used in one phase of the round is counted per round.
"""
from __future__ import annotations

from dataclasses import replace

from deckcheck.games.agot.engine.records.dsl import (
    SACRIFICE_SELF,
    WOULD_BE_KILLED,
    interrupt,
    save,
    ATTACHED_CARD,
    ATTACHMENT,
    CARD_PLAYED,
    CHARACTER,
    CONTEST_WON,
    ENTERS_PLAY,
    KNEEL_FACTION,
    KNEEL_SELF,
    LEAVES_PLAY,
    LOCATION,
    MARSHALED,
    PHASE_BEGINS,
    PHASE_ENDS,
    THIS,
    UNTIL_PHASE,
    Cost,
    NextCostReduction,
    Target,
    action,
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
    constant,
    count_in_play,
    discard,
    draw,
    each,
    event_action,
    event_reaction,
    events,
    forced,
    game_op,
    gold,
    helps,
    hurts,
    income,
    keyword,
    kneel_a,
    locations,
    only,
    phase_is,
    pay_gold,
    power,
    put_into_play,
    reaction,
    sacrifice,
    search,
    strength,
    to_deck,
    to_hand,
    when_revealed,
)
from deckcheck.goldfish.abilities.records import PLAYER

NO_OPPONENT = "the passive opponent"
SAVE = ("the engine has no 'would be killed' interrupt window; only the deck's own kill "
        "effects kill here")
LADY = chars("Lady")
KNIGHT = chars("Knight")
REACH_LOCATION = locations("The Reach")
SILENCE = cards(names=("Silence",))
MARSHALABLE = cards(kinds=(CHARACTER, LOCATION, ATTACHMENT))
NON_CHARACTER = cards(kinds=(LOCATION, ATTACHMENT))
USED_PLOTS_MAX = 6           # a 7-plot deck has at most 6 plots in its used pile


def _per(effect, count: str):
    """The effect's amount once per unit of a count (conditions.COUNTS)."""
    return replace(effect, per=count)


# -- plots ---------------------------------------------------------------------------------------
card("20054", "The Father",
     forced(PHASE_ENDS, to_hand(choose(chars(unique=True, exclude_traits=frozenset({"army"})))),
            when=(phase_is("dominance"),), zone="plot"),
     note="Only the player has characters: its own least valuable unique non-Army character "
          "returns to hand when the dominance phase ends (the power on it is lost).")
card("10050", "Breaking Ties",
     inert="Its action returns a non-loyal character or location to its owner's hand: meant "
           "for an opponent's card; on its own cards it costs a loyal character to bounce one "
           "of them, so the player never uses it.")
card("09051", "Trade Routes", when_revealed(replace(gold(1), per=each(locations()))),
     note=f"1 gold per location the player controls; {NO_OPPONENT} controls none. The gold "
          "stays in the pool until the taxation phase.")
card("10048", "Forced March",
     inert=f"{NO_OPPONENT} has no character to kneel; repeating it only kneels the player's "
           "own [military] characters.")
card("12046", "We Take Westeros!",
     when_revealed(game_op("put_best_of", target=each(locations(), zone="discard"))),
     note="Only the player's discard pile holds cards: its most expensive location that may "
          "enter goes into play.")
card("09052", "Nothing Burns Like The Cold",
     when_revealed(discard(choose(attachments()))),
     when_revealed(discard(choose(locations(limited=False)))),
     note="Only the player controls cards: it discards its own least valuable attachment and "
          "non-limited location.")
card("20053", "The Crone",
     inert="Characters of printed STR 1 or lower cannot leave play: nothing of the passive "
           "opponent removes characters, and the player's own removal effects seldom meet "
           "such a character in the one round it is revealed.")

# -- agendas -------------------------------------------------------------------------------------
card("20052", "The Many-Faced God",
     missing=(helps("the first card ambushed each round costs 1 less (ambush costs are the "
                    "printed ones in the engine)"),
              helps("Action: kneel the faction card to give a character the printed icons, "
                    "keywords, affiliations and Traits of the top character of the dead pile "
                    "until the end of the phase")),
     note="'No Kingdom plots' is a deck-building rule (the validator checks it).")
card("12045", "Sea of Blood",
     reaction(CONTEST_WON, search(events()),
              when=(challenge_is("military"), cond("event_amount_at_least", 5),
                    cond("deck_has", events())),
              costs=(KNEEL_FACTION,), zone="agenda"),
     missing=(helps("each blood token reduces the cost of the events played during [military] "
                    "challenges by 1"),
              hurts("events cannot be played during [intrigue] or [power] challenges (the "
                    "engine still plays event reactions to winning them)")),
     note="Unopposed, a challenge is won by its whole STR; the search takes the first event "
          "from the top.")
card("13099", "The White Book",
     reaction(CONTEST_WON,
              game_op("stand_event_cards", target=Target(PLAYER, chars("Kingsguard"))),
              when=(cond("controls", (chars("King", "Queen"), 1)),), costs=(KNEEL_FACTION,),
              zone="agenda"),
     note="With a King or Queen the player stands its participating Kingsguard after a won "
          f"challenge; standing the defending ones does nothing ({NO_OPPONENT} never attacks). "
          "The Kingsguard inclusion rules are deck-building rules.")

# -- characters ----------------------------------------------------------------------------------
card("06103", "Highgarden Minstrel",
     reaction(CARD_PLAYED, gold(1), when=(cond("event_card", events("Song")),), limit=3))
card("11021", "Wyman Manderly",
     action(sacrifice(choose(chars())), limit=0, pilot="never"),
     reaction(LEAVES_PLAY, game_op("stand_if_knelt", target=THIS), draw(1),
              when=(cond("event_option", ("sacrifice", "kill")), cond("event_card", chars())),
              limit=3),
     note="The reaction answers each character sacrificed or killed (several at once count "
          "once each). The pilot never uses his action (sacrificing its own character only "
          "pays for his reaction).")
card("02091", "Raider from Pyke",
     missing=(helps("Weapon cards in hand gain ambush (their printed cost): the engine reads "
                    "ambush from printed text only"),))
card("11033", "Hizdahr zo Loraq",
     action(game_op("own_reduction", 3), costs=(Cost("discard_hand"),),
            when=(cond("reduction_affords", 3), cond("hand_at_most", 1, negate=True)),
            phases=("marshaling",)),
     statics=(NextCostReduction(MARSHALABLE, 3, pay="ability"),),
     missing=(helps("the reduction also applies to a card ambushed or brought out of shadows "
                    "(only marshaled cards are reduced)"),),
     note="The pilot uses it only for a card it then marshals (unaffordable now, affordable "
          "3 cheaper) and discards its least valuable other card.")
card("11051", "Drowned God Fanatic",
     missing=(helps("Action: kill a character to put him into play from the dead pile (once "
                    "per round), e.g. to trigger Drowned Disciple"),),
     note="Cancelling an opponent's triggered ability is inert.")
card("06011", "Drowned Disciple",
     reaction(ENTERS_PLAY, power(1, choose(chars("Drowned God"))),
              when=(cond("event_option", "dead"), cond("event_card", chars())), limit=2),
     note="Only the player's own cards put characters into play from its dead pile.")
card("07015", "Seasoned Woodsman",
     reaction(ENTERS_PLAY, draw(1), when=(cond("event_attached_here"),),
              costs=(Cost("one_of", 2),)),
     reaction(ENTERS_PLAY, gold(1), when=(cond("event_attached_here"),),
              costs=(Cost("one_of", 2),)),
     note="One choice per attachment (the pilot takes the card), twice per round.")
card("11089", "Painted Dogs",
     action(game_op("stand_for_challenge",
                    target=choose(chars("Clansman", names=("Tyrion Lannister",)), state="other")),
            costs=(Cost("return_self"),), phases=("challenges",), limit=0),
     note="Used in the challenges phase for a character that can then make a challenge still "
          "open (otherwise it would only send him back to hand). Ambush is a keyword.")
card("09012", "Green-Apple Knight",
     constant(strength(1), per=count_in_play(KNIGHT, other=True)),
     constant(cannot("kneel_to_attack"), when=(cond("controls", (KNIGHT, 3)),)),
     note="He is a Knight himself: 3 Knights in play means 2 others.")
card("11061", "Meera Reed",
     inert="Blanking a character when she comes out of shadows is meant for an opponent's; "
           "going back to shadows after a [stark] character is sacrificed only lets her do "
           "that again. (Shadow and Stealth are keywords.)")
card("12002", "Euron Crow's Eye",
     reaction(MARSHALED, put_into_play(choose(SILENCE, zone="deck")), game_op("shuffle_deck"),
              about="self"),
     reaction(MARSHALED, put_into_play(choose(SILENCE, zone="discard")),
              game_op("shuffle_deck"), about="self"),
     reaction(MARSHALED, put_into_play(choose(SILENCE, zone="hand")), game_op("shuffle_deck"),
              about="self"),
     note="Silence comes from the deck first, then the discard pile, then the hand (the "
          "pilot takes the first offer). Intimidate is a keyword.")
card("12029", "Desert Raider",
     inert=f"Reacts to losing a challenge to a winning opponent; {NO_OPPONENT} never wins one.")
card("20012", "Bronn",
     constant(_per(strength(2), "gold_on_card")),
     missing=(helps(f"Interrupt: discard his gold to save a Lord or Lady from being killed "
                    f"({SAVE})"),),
     note="+2 STR per gold bestowed on him (the greedy pilot bestows none). Bestow and his "
          "attachment restriction are keywords.")
card("06063", "Oldtown Informer",
     reaction(ENTERS_PLAY, _per(draw(1), "gold_on_card"),
              _per(game_op("discard_from_hand", 1), "gold_on_card"),
              when=(cond("phase", "challenges"), cond("count_at_least", ("gold_on_card", 1)))),
     note="X = the gold bestowed on her (the greedy pilot bestows none); the player discards "
          "its least valuable cards. Ambush and Bestow are keywords.")
card("13085", "Yoren",
     inert=f"Takes control of a character: meant for an opponent's; {NO_OPPONENT} has none.")
card("13103", "The Queen's Retinue",
     action(put_into_play(THIS), when=(cond("shadow_ready"),), zone="shadows", limit=0),
     note=f"Each opponent draws 2 cards: nothing for {NO_OPPONENT}. Only a card placed in "
          "shadows in an earlier round comes out (the greedy pilot places none there).")
card("09037", "Qotho",
     action(put_into_play(THIS),
            costs=(Cost("discard_matching", 2, each(cards(factions=("targaryen",)),
                                                    zone="hand")),),
            zone="hand_card", limit=0),
     note="The player discards its 2 least valuable [targaryen] cards from hand.")
card("11109", "Cersei Lannister",
     inert=f"Makes each opponent discard at random; {NO_OPPONENT} has no hand. (Shadow is a "
           "keyword.)")

# -- locations -----------------------------------------------------------------------------------
card("06098", "Flea Bottom",
     action(game_op("put_for_challenge", target=choose(chars(max_printed_cost=3),
                                                       zone="discard")),
            at_end_of(UNTIL_PHASE, to_deck(choose(chars(max_printed_cost=3), zone="discard"))),
            costs=(pay_gold(1), KNEEL_SELF), phases=("challenges",)),
     note="Used for a character that can make a challenge still open; at the end of the "
          "phase it goes to the bottom of the deck.")
card("09017", "The Hightower",
     reaction(ENTERS_PLAY, gold(1), draw(1),
              when=(cond("event_card", chars(factions=("tyrell",))),), limit=1,
              limit_per="phase"))
card("17111", "The Red Keep", statics=(income(1),),
     note="Cancelling an opponent's triggered ability is inert against the passive opponent.")
card("04017", "Tower of the Sun", reaction(CARD_PLAYED, gold(1), limit=1, limit_per="phase"),
     note="Only the player plays events.")
card("02092", "Iron Mines",
     interrupt(WOULD_BE_KILLED, save(), costs=(SACRIFICE_SELF,), pilot="save_worth"),
     note="Only the player's own effects kill here (e.g. Theon Greyjoy 26083 when the "
          "marshaling phase begins).")
card("11034", "Meereen",
     action(game_op("place_hand_under"), draw(3),
            at_end_of(UNTIL_PHASE, game_op("return_from_under")), costs=(KNEEL_SELF,),
            when=(cond("count_at_least", ("gold_pool", 1)),), phases=("marshaling",)),
     note="Used in the marshaling phase with gold left: the hand goes under Meereen, 3 cards "
          "are drawn; at the end of the phase the hand is discarded and the cards come back "
          "(when Meereen leaves play they come back at once, the hand is not discarded).")
card("02032", "Raiding Longship",
     inert=f"Takes a defending character's STR out of a challenge; {NO_OPPONENT} never "
           "defends.")
card("19015", "Randyll Tarly",
     action(game_op("stand_for_challenge", target=choose(chars("Army"), state="knelt")),
            costs=(kneel_a(each(REACH_LOCATION)), Cost("one_of", 2)), phases=("challenges",),
            limit=0),
     action(game_op("reveal_top_location", target=Target(PLAYER, REACH_LOCATION)),
            costs=(kneel_a(each(REACH_LOCATION)), Cost("one_of", 2)), limit=0),
     missing=(helps("the limit is twice per phase: the engine counts both choices twice per "
                    "round"),),
     note="Standing an Army character is offered in the challenges phase, for one that can "
          "then make a challenge still open; revealing the top card draws a location (a The "
          "Reach one is put into play). Renown is a keyword.")
card("06038", "Great Hall",
     statics=(NextCostReduction(chars(unique=True), 1, "kneel", big_cost=6, big_amount=2),),
     note="Limited is a keyword.")
card("25006", "Castamere",
     inert=f"Applies [military] claim as well; claim takes nothing from {NO_OPPONENT}.")
card("11082", "Skagos",
     missing=(helps("Action: kneel it and sacrifice a standing [stark] card to put a copy of "
                    "that card from the deck into play (standing again, its enter-play "
                    "abilities again)"),),
     note="Shadow is a keyword.")
card("14028", "Lionstar",
     action(game_op("put_for_challenge",
                    target=choose(chars(factions=("lannister",), max_printed_cost=4),
                                  zone="hand")),
            at_end_of(UNTIL_PHASE, discard(choose(chars(factions=("lannister",),
                                                        max_printed_cost=4), zone="hand"))),
            costs=(KNEEL_SELF,), phases=("challenges",)),
     missing=(helps("the action in other phases (e.g. a character for its enter-play "
                    "ability)"),),
     note="Used in the challenges phase for a character that can make a challenge still "
          "open; it is discarded at the end of the phase.")
card("08017", "The Water Gardens",
     action(_per(game_op("own_reduction", 1), "used_plots"), costs=(KNEEL_SELF,),
            when=(cond("reduction_affords", "used_plots"),), phases=("marshaling",)),
     statics=tuple(NextCostReduction(NON_CHARACTER, n, pay="ability")
                   for n in range(1, USED_PLOTS_MAX + 1)),
     missing=(helps("the reduction for an event played or a card ambushed (only marshaled "
                    "locations and attachments are reduced)"),),
     note="X = the plots in the used pile (one reducer per possible X). Used only for a "
          "location or attachment it then marshals.")
card("14042", "The Hollow Hill",
     action(search(chars(loyal=False), top=10), costs=(KNEEL_SELF,),
            when=(cond("controls", (chars(loyal=True), 1), negate=True),),
            phases=("dominance",)))

# -- attachments ---------------------------------------------------------------------------------
card("24012", "War Scorpion", statics=(only(chars()), bonus(strength=2)),
     note=f"Its action removes or kills an attacking character: {NO_OPPONENT} never attacks. "
          "Ambush is a keyword.")
card("02102", "Ward", statics=(only(chars(max_printed_cost=4)),), pilot="never",
     inert=f"Takes control of the attached character: meant for an opponent's; "
           f"{NO_OPPONENT} has none.")
card("14022", "Warhammer",
     constant(strength(2, ATTACHED_CARD),
              when=(cond("attached_to", chars(max_printed_strength=4)),)),
     statics=(only(chars()),),
     note=f"A host of printed STR 5 or more gains intimidate: nothing to kneel against "
          f"{NO_OPPONENT}.")
card("25026", "Boots",
     statics=(only(chars(unique=True, max_printed_cost=3)), bonus(keywords=("renown",))),
     note="Ambush is a keyword.")
card("13044", "Unexpected Guile",
     statics=(only(chars(shadow=True)), bonus(strength=2, keywords=("insight",))),
     missing=(hurts("Forced Interrupt: when a challenge its character takes part in ends, "
                    "both return to shadows (and must be brought out again)"),),
     note="'You control' is the only possibility here. Shadow is a keyword.")

# -- events --------------------------------------------------------------------------------------
card("11070", "Clever Feint",
     missing=(helps("kneel the faction card to return the player's own cards with shadow to "
                    "shadows (to bring them out again for their abilities)"),))
card("09023", '"Six Maids in a Pool"',
     event_action(replace(draw(1), per=each(LADY)), when=(cond("controls", (LADY, 1)),)))
card("08044", "The Bounty of Highgarden", event_action(gold(5)),
     note="Limited: no other Limited card may be marshaled or played that round.")
card("04059", "Dissension",
     inert=f"Discards an Ally character: meant for an opponent's; {NO_OPPONENT} has none.")
card("17146", "Bribery",
     inert=f"Kneels or takes control of an opponent's character; {NO_OPPONENT} has none.")
card("11076", "A Mission in Essos",
     missing=(helps("played from shadows: the deck (but its bottom card) leaves the game, the "
                    "discard pile is shuffled in and 3 cards are drawn"),))
card("17141", "To the Rose Banner!",
     missing=(helps("kneel the faction card to remove a [tyrell] character until the next "
                    "phase (it comes back standing and enters play again)"),))
card("17127", "I Am No One",
     *(event_reaction(PHASE_BEGINS, keyword("insight", choose(who, state="standing"), UNTIL_PHASE),
                      cannot("kneel_to_attack", choose(who, state="standing"), UNTIL_PHASE),
                      when=(phase_is("challenges"),))
       for who in (chars(names=("Arya Stark",)), chars(unique=True, max_printed_cost=3))),
     missing=(hurts("the character loses its faction affiliations and Traits until the end "
                    "of the phase"),),
     note="Played as the challenges phase begins (an action before the first challenge): "
          "a standing Arya Stark or unique character of printed cost 3 or lower gains insight "
          "and does not kneel when declared as an attacker.")
card("06086", "Mutiny At Craster's Keep",
     inert=f"Sacrifices the player's own character to discard an opponent's; {NO_OPPONENT} "
           "has none.")
card("13086", "Bound for the Wall",
     inert=f"Takes a character from the losing opponent's deck; {NO_OPPONENT} has none.")
card("11114", "Gifts for the Widow", event_action(game_op("search_attachment_x")),
     note="X = the printed cost of the most expensive attachment in the deck the gold pool "
          "pays for; it goes onto the strongest legal character.")
card("20015", "Burning Bright",
     event_action(game_op("put_for_challenge", target=choose(chars("Army", "Knight"),
                                                             zone="discard")),
                  at_end_of(UNTIL_PHASE, discard(choose(chars("Army", "Knight"),
                                                        zone="discard"))),
                  phases=("challenges",)),
     missing=(helps("the action in other phases (e.g. a character for its enter-play "
                    "ability)"),),
     note="Played in the challenges phase for a character that can make a challenge still "
          "open; it is discarded at the end of the phase.")
