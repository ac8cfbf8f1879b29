"""Reviewed records for the most played cards of the joust format (the cards named on the
restricted lists and pods, and the cards decks are built around), group A.

Conventions of this module:
- ``put_best(zones, *filters, top=0)``: put the best matching card (highest printed cost,
  then STR) into play from the zones ("hand+deck+discard"; of the deck only the top
  ``top`` cards when given); with a ``TEMPORARY`` mark in the same ability the card is
  marked until the end of the phase, and the card's forced "at the end of the phase"
  reads the mark (``discard_marked`` / ``return_marked``).
- ``setting(name, n)``: a constant the engine reads by name (hooks: set_strength,
  events_from_discard, event_discount, extra_city_plot).
- "(Limit once per phase.)" is the ``ONCE_PER_PHASE`` cost; "either ... or" with one limit
  is one ability per option with ``one_of(n)``.
"""
from __future__ import annotations

from dataclasses import replace

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD,
    CARD_PLAYED,
    CONTEST_DECLARED,
    CONTEST_WON,
    ENTERS_PLAY,
    KNEEL_FACTION,
    KNEEL_SELF,
    MARSHALED,
    OPPONENT_ONLY,
    PHASE_BEGINS,
    PHASE_ENDS,
    THIS,
    UNTIL_CONTEST,
    UNTIL_PHASE,
    Cost,
    Effect,
    FirstCostReduction,
    NextCostReduction,
    Target,
    action,
    ambush,
    attachments,
    cannot,
    card,
    cards,
    chars,
    choose,
    cond,
    constant,
    draw,
    each,
    event_action,
    event_reaction,
    forced,
    game_op,
    gold,
    helps,
    hurts,
    income,
    initiative,
    keyword,
    kneel_a,
    locations,
    one_of,
    only,
    pay_gold,
    phase_is,
    power,
    put_into_play,
    reaction,
    reserve,
    sacrifice,
    stand,
    stat,
    strength,
    when_revealed,
)
from deckcheck.goldfish.abilities.records import KNELT, STOOD
from deckcheck.goldfish.abilities.records import EACH, GAME_SPECIFIC, GRANT, PLAYER

NO_OPPONENT = "the passive opponent has no cards"
CANCEL = ("cancels an effect of an opponent's card; the passive opponent plays nothing "
          "(cancelling its own effects would only hurt the player)")
NOWHERE = Target(EACH, None, "nowhere")        # a target that takes in no card
TEMPORARY = Effect(GRANT, 0, NOWHERE, UNTIL_PHASE, ("mark", "temporary"))
ONCE_PER_CHALLENGE = Cost("once_per_challenge")
DISCARD_FROM_HAND = Cost("discard_hand")


def per(effect: Effect, count: str) -> Effect:
    """The effect's amount times a count of the game (hooks.COUNTS): "X is the number of ..."."""
    return replace(effect, per=count)


def put_best(zones: str, *filters, top: int = 0) -> Effect:
    return Effect(GAME_SPECIFIC, top, Target(PLAYER, None, zones), "", ("put_best", *filters))


def setting(name: str, n: int = 0) -> Effect:
    return game_op(name, n)


def game_on(name: str, target: Target, n: int = 0) -> Effect:
    """An AGoT-only operation on the target's cards (e.g. the chosen one)."""
    return Effect(GAME_SPECIFIC, n, target, "", name)


USED_PLOTS_1 = cond("count_at_least", ("used_plots", 1))

# -- plots ----------------------------------------------------------------------------------------
card("15048", "The White Swords",
     when_revealed(put_best("hand+discard", chars("Kingsguard"))),
     note="The optional put is always taken: the best Kingsguard character (highest printed "
          "cost) from hand or discard pile.")
card("11020", "Exchange of Information", when_revealed(game_op("exchange_info", 10)),
     note="The opponent chooses which revealed cards the player gets: the least valuable "
          "character, location, attachment and event of the top 10 (one of each type).")
card("13020", "At the Gates", when_revealed(game_op("at_the_gates", 1)),
     note="Fetches the Limited location of printed cost 1 or lower with the most income; it "
          "goes straight into play unless a City plot is in the used pile (Gulltown counts "
          "as one).")
card("17156", "At the Palace of Sorrows", constant(setting("set_strength", 3), zone="plot"),
     note="Every character's STR is 3 while this plot is revealed; a set value overrides all "
          "other modifiers [001 §Modifikatoren].")
card("15051", "Loan from the Iron Bank", constant(stat("income", -1), zone="used"),
     note="The printed 10 gold is the plot's income; while it lies in the used pile the "
          "revealed plot's gold is 1 lower (until the used pile returns to the plot deck).")
ANNALS_NOT_REMOVED = ("events discarded other than by being played (taxation, costs) are not "
                      "removed from the game, so they stay playable from the discard pile")
card("06040", "The Annals of Castle Black",
     constant(setting("events_from_discard", 0), zone="plot"),
     missing=(hurts(ANNALS_NOT_REMOVED),),
     note="Events in the discard pile are offered as if in hand; an event played while the "
          "plot is revealed (from hand or discard) is removed from the game.")
card("17158", "The Annals of Castle Black",
     constant(setting("events_from_discard", 2), zone="plot"),
     missing=(hurts(ANNALS_NOT_REMOVED),),
     note="Twice per phase an event in the discard pile is offered as if in hand; an event "
          "played while the plot is revealed is removed from the game.")
card("20058", "The Smith",
     inert="kneels a location (paying with an own attachment): the passive opponent has no "
           "locations, and kneeling its own would only hurt the player")
card("06100", "Wheels Within Wheels", when_revealed(game_op("wheels", 10)),
     note="Of the events among the top 10, one the pilot can play (highest printed cost) goes "
          "to hand, the others to the discard pile.")
card("05049", "Littlefinger's Meddling", constant(setting("event_discount", 2), zone="plot"))

# -- agendas --------------------------------------------------------------------------------------
card("16027", "Aloof and Apart", statics=(FirstCostReduction(chars(min_printed_cost=6), 2),),
     note="Prized 1 on the player's characters of printed cost 6 or higher only rewards an "
          "opponent: nothing against the passive opponent.")
card("20051", "A Mummer's Farce",
     forced(STOOD, draw(1), about="mine", when=(cond("event_card", chars("Fool")),),
            zone="agenda"),
     missing=(helps("the facedown cards stay attached to the Fool, not in hand: they do not "
                    "count against the reserve (here they are drawn into hand)"),
              helps("each facedown card is a Weapon giving its Fool +1 STR"),
              hurts("the facedown cards are discarded when their Fool leaves play")),
     note="Approximated: when a Fool the player controls stands, the top card of the deck "
          "becomes playable as if in hand - here it is drawn. Non-loyal Fools of any faction "
          "are a deck-building rule (the validator's concern).")
card("11039", "Trading With Qohor",
     missing=(helps("after claim is applied for a won challenge, sacrifice an attachment to "
                    "put a different one of equal or lower printed cost into play from the "
                    "deck"),),
     note="Raising an opponent's plot gold does nothing for the passive opponent.")

# -- characters -----------------------------------------------------------------------------------
card("08051", "Asha Greyjoy",
     inert="reacts to discarding with pillage; the passive opponent has no deck to discard "
           "from (Pillage and Stealth are read as keywords)")
card("08093", "Daenerys Targaryen",
     inert="lowers the STR of (and kills) a character after a [targaryen] event: only the "
           "player's own characters could be chosen, which only hurts; her own STR is never "
           "reduced in a goldfish")
card("21013", "Great Ranging",
     reaction(MARSHALED, put_best("hand+deck+discard", cards(names=("Fist of the First Men",))),
              about="self"),
     statics=(reserve(1),),
     note="Assault, Insight, Intimidate and No attachments are read as keywords.")
card("19006", "Ser Boros Blount",
     reaction(ENTERS_PLAY, put_best("deck", chars("Kingsguard"),
                                    chars("Knight", exclude_faction="lannister"), top=10),
              TEMPORARY, about="self"),
     forced(PHASE_ENDS, game_op("discard_marked"), when=(cond("marked"),)),
     missing=(hurts("the card put into play is discarded at the end of the phase only while "
                    "Ser Boros is still in play"),),
     note="The best Kingsguard or non-[lannister] Knight character of the top 10 comes into "
          "play until the end of the phase (a temporary attacker after Ambush; an enters-play "
          "trigger such as Ser Balon Swann's gold after marshaling).")
card("13001", "Alysane Mormont",
     constant(cannot("kneel_to_attack"),
              when=(cond("in_challenge", "military"),
                    cond("controls_only", chars(factions=("stark",))))),
     note="The stealth she gains has nothing to act on against the passive opponent. No "
          "attachments except Weapon is read as a keyword.")
card("08069", "Ser Balon Swann",
     reaction(ENTERS_PLAY, gold(2), about="mine",
              when=(cond("event_card", chars("Knight", exclude_faction="lannister")),),
              limit=1, limit_per="phase"),
     note="Renown is read as a keyword.")
card("13031", "Alannys Greyjoy",
     reaction(ENTERS_PLAY, draw(1), about="mine",
              when=(cond("event_card", locations(factions=("greyjoy",))),),
              limit=1, limit_per="phase"))
card("11014", "Aegon Targaryen",
     reaction(ENTERS_PLAY, put_best("deck", chars("Army", "Mercenary")), TEMPORARY,
              about="self"),
     forced(PHASE_ENDS, game_op("return_marked"), when=(cond("marked"),)),
     missing=(hurts("the card returns to hand at the end of the phase only while Aegon is "
                    "still in play"),),
     note="The best Army or Mercenary character of the deck comes into play until the end of "
          "the phase, then goes to hand (coming out of shadows in the marshaling phase, this "
          "is a search to hand with its enters-play triggers).")
card("11004", "Scheming Septon",
     action(draw(1), gold(2), game_op("self_to_deck_top"), phases=("challenges",),
            limit_per="phase"),
     note="Once per phase, in the challenges phase only. The greedy pilot "
          "uses it after its challenges: a card now, 2 gold for Ambush or events, and Septon "
          "is the next card drawn. Shadow (2) is read as a keyword.")
card("07013", "Satin",
     reaction(KNELT, stand(choose(chars("Steward"), state="knelt_other")), about="self",
              limit=2, limit_per="phase"),
     note="No attachments except Weapon is read as a keyword.")
card("17102", "Victarion Greyjoy",
     action(stand(THIS), costs=(kneel_a(choose(locations("Warship"))),),
            phases=("challenges",), limit=2),
     action(keyword("renown", THIS, until=UNTIL_CONTEST),
            costs=(kneel_a(choose(locations("Warship"))),), when=(cond("attacking"),),
            phases=("challenges",), limit=0),
     note="The renown option of the second action is used in the action window inside a "
          "challenge Victarion attacks in; its other option, kneeling a location, has no "
          "target but the player's own locations.")
card("17106", "Drowned God Fanatic",
     action(put_into_play(THIS), costs=(Cost("kill", 0, choose(chars(factions=("greyjoy",)))),),
            zone="dead", limit=1, pilot="never"),
     note="Killing a [greyjoy] character to bring it back from the dead pile is offered to a "
          "person, never used by the greedy pilot. Its cancel interrupt has nothing to cancel "
          "against the passive opponent.")
card("08111", "Saltcliffe Sailor",
     inert="stealth for characters with gold, and moving its gold to a non-[greyjoy] "
           "character: the passive opponent never defends, and gold on a card does nothing "
           "else here (Bestow is read as a keyword)")
card("05010", "Taena Merryweather",
     reaction(CARD_PLAYED, draw(1), costs=(DISCARD_FROM_HAND,)),
     note="After each event the player plays, it discards its least valuable card in hand "
          "(lowest printed cost) to draw one.")
card("08115", "Host of the Boneway", constant(per(strength(1), "used_plots")),
     note="Intimidate and No attachments are read as keywords.")
card("14012", "Red Priest",
     inert="looks at an opponent's hand and removes a card from it: " + NO_OPPONENT)
card("05001", "Cersei Lannister",
     constant(cannot("kneel_to_attack"), when=(cond("in_challenge", "intrigue"),)),
     note="Her power reaction needs cards discarded from an opponent's hand: " + NO_OPPONENT
          + ".")
card("09001", "Mace Tyrell",
     reaction(ENTERS_PLAY, power(1, THIS), about="mine",
              when=(cond("event_card", chars(factions=("tyrell",))),),
              costs=(pay_gold(1),), limit=1, limit_per="phase"),
     missing=(helps("Action: kneel the faction card to remove another [tyrell] character from "
                    "the game until the next phase begins (it comes back and enters play "
                    "again)"),))
card("14033", "She-Bear",
     reaction(MARSHALED,
              put_best("hand", chars(factions=("stark",), max_printed_cost=3),
                       attachments(factions=("stark",), max_printed_cost=3)),
              about="self"),
     note="Puts the best [stark] character or attachment of printed cost 3 or lower from hand "
          "into play (an attachment onto its first legal host).")

# -- attachments ----------------------------------------------------------------------------------
card("11054", "Queensguard",
     action(stand(ATTACHED_CARD), costs=(DISCARD_FROM_HAND,),
            when=(cond("can_attack_again", "attached"),), limit=3),
     statics=(only(chars(exclude_traits=frozenset({"lady"}))),),
     note="Offered only when standing the character lets it make a challenge still open - the "
          "one use against the passive opponent. Discards the least valuable card in hand. "
          "Shadow (2) is read as a keyword.")
card("14020", "Azor Ahai Reborn",
     forced(CONTEST_DECLARED, game_op("host_joins"),
            when=(cond("event_cards_include", chars("R'hllor")),)),
     statics=(only(chars(unique=True)),),
     note="The attached character participates (knelt or standing) in each challenge an "
          "R'hllor character of the player attacks in. Terminal is read as a keyword.")
card("08009", "Traitor to the Crown", statics=(OPPONENT_ONLY,), pilot="never",
     inert="attaches to an opponent's character only: the passive opponent has none")

# -- locations ------------------------------------------------------------------------------------
card("13032", "Nightflyer", statics=(initiative(1),),
     note="Shadow (X) is brought out for X = 0 here; the location it could then discard "
          "would be one of the player's own, so the reaction is not modeled (it only hurts).")
card("08024", "Oldtown", action(game_op("guess_top_kind", 1), costs=(KNEEL_SELF,), limit=0),
     note="Names the card type most common in what is left of the deck.")
card("22008", "Casterly Rock",
     action(game_op("casterly_gold", 3), costs=(KNEEL_SELF,), phases=("marshaling",)),
     forced(PHASE_BEGINS, game_op("casterly_spend"),
            when=(phase_is("marshaling"), cond("source_standing"))),
     missing=(helps("gold on the cards may be spent at any time Casterly Rock stands, and "
                    "what is not spent stays on the cards (here it moves into the gold pool "
                    "when the marshaling phase begins and unspent gold is returned at "
                    "taxation)"),),
     note="Kneeling it in the marshaling phase puts 1 gold on each of up to 3 [lannister] "
          "cards; that gold is spent the next round, once Casterly Rock stands again.")
card("12020", "Scouting Vessel",
     inert="changes what pillage discards; the passive opponent has no deck to discard from")
card("11030", "Bowels of Casterly Rock",
     reaction(ENTERS_PLAY, gold(2), about="mine", when=(cond("event_option", "shadows"),),
              costs=(one_of(1),)),
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_option", "shadows"),),
              costs=(one_of(1),)),
     note="Either option once per phase; cards come out of shadows in the marshaling phase "
          "only here, so the limit is counted per round. The greedy pilot takes the gold.")
card("17125", "Skagos",
     missing=(helps("Action: kneel and return Skagos to shadows and sacrifice a standing "
                    "[stark] card to put a copy of it from the deck into play knelt"),),
     note="Shadow (1) is read as a keyword.")
card("22014", "Castle Black",
     inert="stands a character after a challenge is initiated against the player, and cancels "
           "an opponent's location ability: the passive opponent never attacks and has no "
           "cards")
card("22006", "Pyke",
     constant(ambush(each(locations("Warship"), zone="hand"), -1)),
     missing=(helps("after a [greyjoy] location enters play, kneel Pyke to put another "
                    "card on top of its owner's deck, drawn at the end of the phase (the "
                    "player's own card, to replay it)"),),
     note="Warship locations in hand gain Ambush (printed cost - 1) (rules.ambush_cost); the "
          "greedy pilot ambushes characters only.")
card("19019", "Gulltown", constant(setting("extra_city_plot", 1)), statics=(income(1),),
     note="Limited is read as a keyword.")
card("04066", "The Haunted Forest",
     inert="adds STR when the player defends and kneels after a lost challenge: the passive "
           "opponent never attacks")
card("02026", "Brandon's Gift",
     reaction(MARSHALED, game_op("arm_reducer"), about="mine",
              when=(cond("event_card", chars("Builder")),), limit=3, limit_per="phase"),
     statics=(NextCostReduction(cards(factions=("thenightswatch",)), 1, pay="trigger"),))
card("21024", "Goldengrove",
     action(stand(choose(cards(max_printed_cost=1), state="knelt_other")), costs=(KNEEL_SELF,),
            limit=2),
     missing=(helps("kneeling a Small Council character instead of Goldengrove, to stand a "
                    "card of that character's printed cost or lower"),),
     note="Stands another knelt card of printed cost 1 or lower (a reducer location to use "
          "again, a cheap character for another challenge); taking control does nothing "
          "here.")

# -- events ---------------------------------------------------------------------------------------
card("06076", "Secret Schemes",
     event_action(per(draw(1), "used_plots"), costs=(KNEEL_FACTION,), when=(USED_PLOTS_1,)),
     note="Offered once at least one plot is in the used pile.")
card("02036", "In Doran's Name",
     event_action(per(gold(1), "used_plots"), costs=(KNEEL_FACTION,), when=(USED_PLOTS_1,)),
     note="Offered once at least one plot is in the used pile.")
card("13034", "Shadow of the East",
     inert="discards an attachment: only the player's own could be chosen, which only hurts "
           "(Shadow (0) is read as a keyword)")
card("08116", "Someone Always Tells", inert=CANCEL)
card("11096", "He Calls It Thinking", inert=CANCEL)
card("15024", "Incinerate",
     inert="lowers the STR of a participating character: the passive opponent never defends, "
           "and lowering its own attacker would only hurt")
card("06082", "Passing the Black Gate",
     event_action(game_op("arm_reducer"), costs=(KNEEL_FACTION,), phases=("marshaling",),
                  when=(cond("in_hand", chars(factions=("stark",))),)),
     statics=(NextCostReduction(chars(factions=("stark",)), 1, pay="trigger", each=True),),
     note="Each [stark] character marshaled after it this phase costs 1 less.")
card("03038", "To the Rose Banner!",
     event_action(game_on("gold_by_str", choose(chars(factions=("tyrell",)))),
                  sacrifice(choose(chars(factions=("tyrell",)))),
                  phases=("marshaling",), pilot="never"),
     note="Sacrificing a character for gold is offered to a person, never used blindly by the "
          "greedy pilot.")
card("04001", "The Dragon's Tail", event_action(draw(2)),
     note="The opponent's 2 cards do nothing for the passive opponent.")
card("17147", "The Dragon's Tail",
     inert="Melee format only; the goldfish plays joust")
card("06004", "All Men Are Fools",
     event_reaction(CONTEST_WON, power(1, each(chars("Lady"))),
                    when=(cond("event_amount_at_least", 5), cond("controls", (chars("Lady"), 1))),
                    costs=(ONCE_PER_CHALLENGE,)),
     note="Unopposed, the margin of the win is the attacking STR.")
card("06039", '"The Dornishman\'s Wife"',
     inert="each part needs the opponent to have more power, cards in hand or characters than "
           "the player: the passive opponent has none")
