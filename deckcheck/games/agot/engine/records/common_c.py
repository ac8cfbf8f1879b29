"""Reviewed records: common cards of the joust format (cards named on the restricted lists
and pods, the ones decks are built around), third group.

Reminders for reading them: the passive opponent reveals no plot, controls no cards, has
no hand, gold or power and never defends, so every challenge is won unopposed, claim takes
nothing, and whatever targets an opponent's cards does nothing. Choices the opponent makes
fall on the player's least valuable card (``AgotHooks.pick``).

Two timing conventions of this module: the engine's pilot uses action abilities only when it
would otherwise pass (after its challenges), so a "Challenges Action" that sets up the
challenges to come (a temporary attacker, an attacker that does not kneel) is written as a
reaction to the beginning of the challenges phase - the first action window of the phase
[001 §Anhang I]; and an "Action" that only lasts until the end of the phase is useless for
dominance, which is counted before the dominance phase's action window.
"""
from __future__ import annotations

from dataclasses import replace

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD,
    ATTACHMENT,
    CHARACTER,
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    EVENT_CARD_T,
    GRANT,
    KILLED,
    KNEEL_FACTION,
    KNEEL_SELF,
    LEAVES_PLAY,
    LOCATION,
    MARSHALED,
    PHASE_BEGINS,
    PHASE_ENDS,
    PLOT,
    PLOT_REVEALED,
    THIS,
    UNTIL_PHASE,
    Cost,
    EachCostReduction,
    Effect,
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
    forced,
    game_op,
    gold,
    helps,
    hurts,
    income,
    interrupt,
    keyword,
    kill,
    one_of,
    only,
    pay_gold,
    phase_is,
    put_into_play,
    reaction,
    reserve,
    sacrifice,
    search,
    stand,
    strength,
    to_deck,
    to_hand,
    when_revealed,
)
from deckcheck.goldfish.abilities.records import PLAYER

NO_OPPONENT = "the passive opponent"
CHALLENGES_BEGIN = phase_is("challenges")
ONCE_THIS_PHASE = cond("no_lasting_from_source")
PHASE_MARKER = strength(0, THIS, until=UNTIL_PHASE)   # marks "used this phase" (no change)
MAX_CHALLENGES = 9          # "no limit" for one_of: one option per event, never the round cap


def mark(name: str, target: Target = THIS, until: str = UNTIL_PHASE) -> Effect:
    """A lasting mark on the target (conditions "marked" / "marked_in" read it)."""
    return Effect(GRANT, 0, target, until, ("mark", name))


def plot_with(trait: str) -> Target:
    """The player, naming plot cards with ``trait`` (for "reveal_new_plot")."""
    return Target(PLAYER, cards(trait, kinds=(PLOT,)))


def used_plots(n: int):
    return cond("count_at_least", ("used_plots", n))


# -- plots ---------------------------------------------------------------------------------------
card("04080", "Valar Morghulis", when_revealed(game_op("kill_each_character")),
     note="Every character the player controls dies (the opponent has none), except those "
          "immune to Omen card effects (Craster).")
card("08080", "The King in the North",
     constant(cannot("trigger", each(cards(kinds=(CHARACTER, LOCATION, ATTACHMENT)))),
              when=(cond("controls", (chars("King"), 1), negate=True),), zone="plot"),
     note="Without a King character (printed trait) the player's characters, locations and "
          "attachments cannot trigger their abilities (actions, reactions, interrupts, forced "
          "ones) nor kneel for their cost reductions; constant abilities and events work. "
          "(A 'draw N' written as a static, DrawCards, would not be stopped: only plots use "
          "one.)")
card("10046", "At Prince Doran's Behest", when_revealed(game_op("reveal_new_plot")),
     note="The new plot is the best left in the plot deck (most gold, then cards drawn, then "
          "reserve: the pilot's ranking; never another copy of Behest); its When Revealed "
          "resolves, initiative is not determined again. The pilot reveals Behest (0 gold) "
          "last in each cycle, so the new plot often comes from the returned used pile.")
card("12047", "Return to the Fields",
     *(reaction(PLOT_REVEALED, sacrifice(choose(chars(max_printed_cost=2))), draw(1), gold(1),
                about="self", zone="plot", pilot="spare") for _ in range(3)),
     note="Up to 3 sacrifices, each one a separate choice. The pilot sacrifices only spare "
          "characters of printed cost 2 or lower (not needed for its challenges, dominance "
          "still won); a player may sacrifice costlier ones too.")
card("20059", "The Stranger", when_revealed(game_op("kill_same_cost")),
     note="The passive opponent chooses one of the player's characters (the least valuable); "
          "the player has no opponent's character to choose. Each character with that "
          "printed cost dies.")
card("22030", "The Mad King's Command",
     forced(PHASE_BEGINS, game_op("keep_chosen", 3), when=(CHALLENGES_BEGIN,), zone="plot"),
     note="The player keeps 3 characters, 3 locations, 3 attachments (most power, then "
          "printed cost, then STR) and 3 cards of hand and shadows (highest cost); every "
          "other card goes to the bottom of the deck.")
card("25082", "Robert's Rebellion",
     forced(PHASE_ENDS, game_op("lose_faction_power", 3),
            when=(phase_is("challenges"), cond("challenge_lost", "power")), zone="plot"),
     note="The player loses a [power] challenge only by attacking with 0 STR (the passive "
          "opponent never attacks), so the 3 power are practically never lost.")
card("25100", "The Last Greenseer",
     inert="Switches its gold, claim and reserve with another revealed plot card: the passive "
           "opponent reveals none, so it plays with its printed values.")

# -- agendas -------------------------------------------------------------------------------------
card("11118", "Assault from the Shadows", statics=(income(-1),),
     missing=(helps("Marshaling Action: kneel the faction card to place a card from hand in "
                    "shadows, with shadow (its printed cost) (the greedy pilot uses no "
                    "shadows)"),),
     note="The gold reduction is modeled as -1 income.")
card("13079", "Kingdom of Shadows", statics=(EachCostReduction(chars(), -1),),
     missing=(helps("the first character brought out of shadows each round costs 2 less "
                    "(the greedy pilot uses no shadows)"),),
     note="Characters marshaled from hand cost 1 more (duplicates stay free; setup, ambush "
          "and shadows are not marshaling). Including shadow characters of any faction is a "
          "deck-building rule.")
card("13118", "Valyrian Steel",
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_card", attachments()),),
              costs=(one_of(3),), zone="agenda"),
     reaction(ENTERS_PLAY, gold(1), about="mine", when=(cond("event_card", attachments()),),
              costs=(one_of(3),), zone="agenda"),
     missing=(helps("Action: kneel the faction card and pay X to put an attachment with "
                    "printed cost X into play from hand (outside the marshaling phase)"),),
     note="Either a card or 1 gold per attachment entering play (3 times per round); the "
          "pilot takes the card. The deck size and one copy per attachment are deck-building "
          "rules.")
card("21030", "Battle of the Trident",
     *(reaction(CONTEST_WON, game_op("reveal_new_plot", target=plot_with(trait)),
                costs=(KNEEL_FACTION,),
                when=(challenge_is(kind), cond("event_cards_include", chars("Army", "Commander"))),
                zone="agenda")
       for kind, trait in (("military", "War"), ("intrigue", "Edict"), ("power", "Siege"))),
     missing=(hurts("then a plot of the used pile is removed from the game until the plot "
                    "deck is down to 1 card"),),
     note="'After claim is applied' is read right after the challenge is won (claim takes "
          "nothing from the passive opponent). The new plot (the best of its trait: most "
          "gold, cards drawn, reserve) replaces the revealed one for the rest of the round; "
          "its When Revealed resolves. The plot deck rule is a deck-building rule.")

# -- Baratheon -----------------------------------------------------------------------------------
card("12025", "Khorane Sathmantes",
     inert=f"His action kneels a character and a location: meant for {NO_OPPONENT}'s cards; "
           "kneeling its own would only hurt.")
card("14001", "Robert Baratheon",
     inert="His reaction stops characters or locations from standing: meant for the "
           f"opponent's; {NO_OPPONENT} has none, so each choice could only hurt the player "
           "(declined). (Renown is a keyword.)")
card("14008", "Selyse Baratheon", statics=(EachCostReduction(attachments("R'hllor"), 3),))
card("14011", "Ser Imry Florent",
     inert=f"He dies and locations are sacrificed so that an opponent kneels characters; "
           f"{NO_OPPONENT} has none.")

# -- Greyjoy -------------------------------------------------------------------------------------
card("11012", "Nighttime Marauders",
     inert=f"Its reaction discards from an opponent's hand; {NO_OPPONENT} has none. (Pillage "
           "and Shadow are keywords.)")
card("12019", "Maiden's Bane",
     reaction(CONTEST_WON, stand(choose(chars("Captain"), state="participant")),
              game_op("then_stand", target=THIS), costs=(KNEEL_SELF, one_of(MAX_CHALLENGES))),
     reaction(CONTEST_WON, stand(choose(chars(), state="participant")),
              costs=(KNEEL_SELF, one_of(MAX_CHALLENGES))),
     note="Every challenge is won unopposed here. A Captain stood this way stands Maiden's "
          "Bane again (one option per challenge).")
card("13092", '"The Bloody Cup"',
     inert=f"Places a character of the losing opponent on its deck; {NO_OPPONENT} has none.")
card("25023", "Ralf Kenning",
     inert=f"Lowers the income and reserve of an opponent's plot; {NO_OPPONENT} reveals none. "
           "(Pillage is a keyword.)")

# -- Lannister -----------------------------------------------------------------------------------
_LANNISTER_UNIQUE = chars(factions=("lannister",), unique=True)
card("02050", "I Never Bet Against My Family",
     event_reaction(PHASE_BEGINS, put_into_play(choose(_LANNISTER_UNIQUE, zone="deck",
                                                       state="bottom_5")),
                    at_end_of(UNTIL_PHASE, discard(choose())),
                    costs=(KNEEL_FACTION,), when=(CHALLENGES_BEGIN,)),
     note="Played as the challenges phase begins (its first action window), so the character "
          "can attack; it is discarded from play when the phase ends. The other revealed "
          "cards stay at the bottom of the deck.")
card("13070", "Tunnels of the Red Keep",
     inert="Its +STR lasts until the end of the phase: STR does not decide an unopposed "
           "challenge, and dominance is counted before any action window of its phase; "
           "returning itself to shadows only costs gold to bring it back. (Shadow is a "
           "keyword.)")
card("15030", "The Red Keep", statics=(income(1),),
     note=f"The interrupt cancels an opponent's triggered ability: {NO_OPPONENT} has none.")
card("25106", "A Lannister's Honor",
     inert=f"The losing opponent kills one of its characters; {NO_OPPONENT} has none.")

# -- Martell -------------------------------------------------------------------------------------
_MARTELL = chars(factions=("martell",))
card("10017", "Dorne", reaction(CONTEST_LOST, game_op("look_top_keep_one", 2)),
     statics=(reserve(1),),
     note="The player loses a challenge only by attacking with 0 STR, so the reaction "
          "practically never happens; the card kept is the costliest of the 2.")
card("10024", "To The Spears!",
     event_reaction(CONTEST_DECLARED, stand(each(_MARTELL, state="attacking")),
                    when=(used_plots(3), cond("event_cards_include", _MARTELL))),
     note="Played as the challenge is declared: its [martell] attackers stand at once, which "
          "is what 'does not kneel when declared as an attacker' leaves (the cards hear "
          "'stood').")
card("17169", "Secret Schemes",
     event_action(replace(draw(1), per="used_plots_max5"), costs=(KNEEL_FACTION,),
                  when=(used_plots(1),), phases=("challenges",)))
card("26027", "Ghost Hill Elite",
     missing=(helps("after it enters play, it may take an [intrigue] or [power] icon from "
                    "one of the player's own characters until the end of the phase (killing "
                    "an icon-less character is meant for the opponent's)"),),
     note="Ambush and No attachments are keywords.")

# -- Night's Watch -------------------------------------------------------------------------------
card("02065", "Halder",
     inert="+1 STR until the end of the phase: STR does not decide an unopposed challenge, "
           "and dominance is counted before any action window of its phase; kneeling a "
           "location or attachment for it only costs. (His attachment restriction is a "
           "keyword.)")
card("04085", "Craster",
     constant(cannot("omen_effects")),
     forced(KILLED, mark("killed", EVENT_CARD_T), about="mine",
            when=(cond("event_card", chars()),)),
     reaction(KILLED, game_op("put_marked_into_play"), about="mine",
              costs=(Cost("sacrifice_self"),), when=(cond("marked_in", ("dead", 2)),)),
     note="He remembers the characters killed this phase while he is in play (a character "
          "killed before he entered play is missed); his action is offered right after a "
          "kill, once 2 or more of them are in the dead pile (after Valar Morghulis, an Omen "
          "plot that spares him, all the dead come back).")
card("06045", "Recruiter for the Watch",
     inert=f"Takes control of an opponent's character; {NO_OPPONENT} has none.")
card("11085", "Three-Finger Hobb",
     reaction("reserve_checked", draw(2), when=(cond("reserve_margin", 1),)),
     note="His attachment restriction is a keyword.")
card("15033", "Clydas", inert=f"Moves gold from an opponent's gold pool; {NO_OPPONENT} has none.")
card("17119", "Three-Finger Hobb",
     reaction("reserve_checked", draw(1),
              when=(cond("reserve_margin", 1), cond("reserve_margin", 5, negate=True))),
     reaction("reserve_checked", draw(2), when=(cond("reserve_margin", 5),)),
     note="His attachment restriction is a keyword.")
card("17170", "Great Ranging",
     reaction(MARSHALED, put_into_play(choose(cards(names=("Fist of the First Men",)),
                                              zone="deck")),
              game_op("shuffle"), about="self"),
     reaction(MARSHALED, put_into_play(choose(cards(names=("Fist of the First Men",)),
                                              zone="hand")), about="self"),
     reaction(MARSHALED, put_into_play(choose(cards(names=("Fist of the First Men",)),
                                              zone="discard")), about="self"),
     note="One copy of Fist of the First Men comes into play (deck first, then hand, then "
          "discard pile). Assault, Intimidate and No attachments are keywords.")
card("25010", "Sentinel Stand",
     constant(strength(2, each(chars(), state="few_icons")), when=(cond("source_standing"),)))
card("25090", "Saved by the Watch",
     inert=f"Puts an opponent's sacrificed or discarded character into play; {NO_OPPONENT} "
           "has none.")

# -- Stark ---------------------------------------------------------------------------------------
card("06061", "Dacey Mormont",
     constant(strength(1), per=count_in_play(chars(factions=("stark",)))),
     note="X counts every [stark] character in play, herself included. Renown is a keyword.")
card("08082", "I Am No One",
     event_reaction(PHASE_BEGINS, keyword("insight", choose(chars(max_printed_cost=3)),
                                          UNTIL_PHASE),
                    cannot("kneel_to_attack", choose(chars(max_printed_cost=3)), UNTIL_PHASE),
                    when=(CHALLENGES_BEGIN,)),
     missing=(hurts("the character loses its faction affiliations and traits (cards "
                    "counting [stark] characters or traits still count it)"),),
     note="Played as the challenges phase begins (its first action window): the character "
          "gains insight and does not kneel to attack until the phase ends. Stealth has "
          "nothing to bypass here.")
_MORMONT = cards("House Mormont")
card("11081", "Bear Island Scout",
     reaction(MARSHALED, search(_MORMONT), about="self",
              when=(cond("controls", (chars(exclude_faction="stark"), 1), negate=True),
                    cond("deck_has", _MORMONT))),
     note="Every character in play must be [stark] (neutral ones are not); the search takes "
          "the first House Mormont card from the top.")
card("17122", "Wyman Manderly",
     action(kill(choose(chars(), state="standing")), pilot="never"),
     reaction(KILLED, stand(THIS), draw(1), PHASE_MARKER, about="mine",
              when=(ONCE_THIS_PHASE, cond("source_standing", negate=True))),
     reaction(KILLED, draw(1), PHASE_MARKER, about="mine",
              when=(ONCE_THIS_PHASE, cond("source_standing"))),
     reaction(LEAVES_PLAY, stand(THIS), draw(1), PHASE_MARKER, about="mine",
              when=(cond("event_option", "sacrifice"), cond("event_card", chars()),
                    ONCE_THIS_PHASE, cond("source_standing", negate=True))),
     reaction(LEAVES_PLAY, draw(1), PHASE_MARKER, about="mine",
              when=(cond("event_option", "sacrifice"), cond("event_card", chars()),
                    ONCE_THIS_PHASE, cond("source_standing"))),
     note="Limit once per phase: the reaction leaves a marker until the end of the phase "
          "(standing him is skipped when he already stands; the card is drawn anyway). The "
          "pilot never kills its own character with his action.")
card("21018", "Grey Wind",
     statics=(only(chars(factions=("stark",), unique=True)), bonus(keywords=("stealth",))),
     note=f"Cancelling a triggered character ability and moving Grey Wind do nothing against "
          f"{NO_OPPONENT}; stealth has nothing to bypass.")

# -- Targaryen -----------------------------------------------------------------------------------
_DOTHRAKI = chars("Dothraki")
card("02034", "Crown of Gold", constant(strength(-4, ATTACHED_CARD)), pilot="never",
     inert="Meant for an opponent's character (-4 STR, killed at 0); the King trait is not "
           "given.")
card("06034", "A Dragon Is No Slave",
     inert="Its action lowers a character's STR: meant for the opponent's; the reaction only "
           "returns it to hand for another use.")
card("10035", "Missandei",
     interrupt("discarded", put_into_play(THIS), about="self", zone="discard"),
     note="Discarded from hand at taxation she comes into play instead (the engine's own "
          "discards from the deck, e.g. Growing Ambition's search, are not modeled).")
card("11074", "Meereenese Market",
     action(to_deck(choose(cards(), zone="discard")), costs=(KNEEL_SELF,)),
     statics=(income(1),),
     note="Only the player's discard pile has cards: one goes to the bottom of its deck "
          "(it only delays running out of cards).")
card("11093", "Drogon",
     inert=f"His reaction lowers a character of the losing opponent; {NO_OPPONENT} has none. "
           "(Ambush and No attachments are keywords.)")
card("13114", "Mercenary Contract",
     reaction(CONTEST_WON, stand(ATTACHED_CARD), costs=(pay_gold(1), KNEEL_SELF),
              when=(cond("host_participating"),)),
     statics=(only(chars()),),
     missing=(helps("the attached character gains the Mercenary trait (traits are printed "
                    "ones in the engine)"),))
card("15001", "Daenerys Targaryen",
     action(game_op("search_or_put", 3, each(attachments(), zone="deck", state="top_10")),
            costs=(one_of(1),), when=(cond("has_candidates", (attachments(), "deck", "top_10")),)),
     action(game_op("search_or_put", 3, each(cards("Dragon"), zone="deck", state="top_10")),
            costs=(one_of(1),), when=(cond("has_candidates", (cards("Dragon"), "deck",
                                                              "top_10")),)),
     note="Once per round: the first attachment (else Dragon card) among the top 10 cards is "
          "taken; with printed cost 3 or lower it is put into play (an attachment on its first "
          "legal host) instead of going to hand.")
card("15017", "Womb of the World",
     reaction(PHASE_BEGINS, put_into_play(choose(_DOTHRAKI, zone="deck", state="top_5")),
              game_op("shuffle"), at_end_of(UNTIL_PHASE, to_hand(choose())),
              costs=(KNEEL_SELF,), when=(CHALLENGES_BEGIN,)),
     note="Used as the challenges phase begins (its first action window), so the Dothraki "
          "character can attack; it returns to hand when the phase ends.")
card("15022", "Overwhelming Numbers",
     missing=(helps("during a challenge with 2 attacking Dothraki, put up to 2 Dothraki "
                    "characters into play from hand or discard pile, knelt and attacking (their "
                    "Renown counts), returned to hand after the challenge"),))
card("17135", "Gifts for the Widow",
     event_action(game_op("attachment_for_gold"), costs=(KNEEL_FACTION,)),
     note="X is the printed cost of the costliest attachment of the deck the player can pay "
          "for and attach; it goes on the first legal host.")
card("19014", "Tyrion Lannister",
     reaction(PHASE_BEGINS, put_into_play(choose(chars("Mercenary"), zone="discard")),
              at_end_of(UNTIL_PHASE, to_deck(choose())),
              costs=(Cost("discard_gold", 1),), limit=1, limit_per="phase",
              when=(CHALLENGES_BEGIN,)),
     note="Used as the challenges phase begins (its first action window), so the Mercenary "
          "can attack; it goes to the bottom of the deck when the phase ends. He needs gold "
          "on him (the greedy pilot bestows none; Vargo Hoat or Unbridled Generosity give "
          "some). Stealth and Bestow are keywords.")

# -- Tyrell --------------------------------------------------------------------------------------
card("11044", "Growing Ambition",
     missing=(helps("pay X to search the deck for X different cards, discard them, then take "
                    "back X cards of the discard pile chosen by an opponent (also from "
                    "shadows for X)"),))

# -- neutral -------------------------------------------------------------------------------------
card("06118", "Unbridled Generosity",
     event_action(game_op("gold_to_cards", 3, each(chars("Mercenary", "Fool")))),
     note="The gold goes on the cards that can use it: Mercenary and Fool characters (Tyrion "
          "Lannister, Vargo Hoat, Shagwell); played only when one is in play.")
card("13097", "Sparrows",
     inert=f"Moves power from an opponent's faction card; {NO_OPPONENT} has none. (Shadow is "
           "a keyword.)")
card("15045", "Bribery",
     inert="Kneels (or takes) a character: meant for an opponent's; kneeling its own only "
           "hurts.")
card("18017", "Vargo Hoat",
     reaction(ENTERS_PLAY, game_op("card_gold", 1, EVENT_CARD_T), about="mine",
              when=(cond("event_card_bestow"),), limit=2, limit_per="phase"),
     missing=(helps("Action: move 1 gold from him to a character with 2 or less gold; he "
                    "gains its keywords until the end of the phase"),),
     note="Bestow is a keyword (the greedy pilot bestows no gold).")
card("20045", "Shagwell",
     missing=(helps("while a character with gold has a keyword, each Fool character with gold "
                    "(he is one) gains it"),),
     note="Bestow is a keyword (the greedy pilot bestows no gold).")
