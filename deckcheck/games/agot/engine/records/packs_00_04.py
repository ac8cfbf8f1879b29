"""Reviewed records: the non-Core cards (packs 00xxx to 04xxx: the Valyrian Draft Set, the
Westeros cycle, Wolves of the North and the first War of Five Kings packs) that the
project's real test decks and sample decks play.

Against the passive opponent every challenge is won unopposed, nobody ever attacks the
player, claim does nothing and the opponent controls no card, gold, power or plot; so
"a Summer / Winter plot card revealed" can only be the player's own plot, and "the
losing opponent" has nothing to lose. The lean of every part not modeled is for the
deck's own numbers.
"""
from __future__ import annotations

from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD,
    ATTACKERS,
    CHARACTER,
    CONTEST_WON,
    DOMINANCE_WON,
    ENTERS_PLAY,
    EVENT_CARD_T,
    KILLED,
    KNEEL_FACTION,
    KNEEL_SELF,
    KNELT,
    LOCATION,
    MARSHALED,
    PHASE_BEGINS,
    PHASE_ENDS,
    PLOT,
    PLOT_REVEALED,
    SACRIFICE_SELF,
    THIS,
    UNTIL_CONTEST,
    UNTIL_PHASE,
    WOULD_BE_KILLED,
    Cost,
    Effect,
    action,
    blank,
    bonus,
    card,
    cards,
    challenge_is,
    chars,
    choose,
    cond,
    constant,
    discard,
    draw,
    each,
    event_action,
    event_reaction,
    forced,
    game_op,
    gold,
    helps,
    icon,
    income,
    interrupt,
    keyword,
    kneel,
    only,
    pay_gold,
    phase_is,
    power,
    put_into_play,
    reaction,
    save,
    search,
    stand,
    strength,
    trait,
    when_revealed,
)
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC

POWER_GAINED = "power_gained"       # rules.gain_power: card, amount (power on a card)
NO_OPPONENT = "the passive opponent"


def _named(*names: str):
    return chars(names=names)


def _game_on(name: str, target, n: int = 0) -> Effect:
    """An AGoT-only operation (hooks.GAME_OPS) on the cards of ``target``."""
    return Effect(GAME_SPECIFIC, n, target, "", name)


def _per_count(effect: Effect, counted, most: int, when: tuple = ()) -> tuple:
    """"+1 for each X you control" as a ladder of constants: the n-th applies while the
    player controls at least n cards matching ``counted`` (conditions are cheap; a
    variable amount is not part of the record vocabulary)."""
    return tuple(constant(effect, when=when + (cond("controls", (counted, n)),))
                 for n in range(1, most + 1))


SANSA = _named("Sansa Stark")
ARYA = _named("Arya Stark")
RICKON = _named("Rickon Stark")
KNIGHT = chars("Knight")
LADY_CHAR = chars("Lady")
DIREWOLF = cards("Direwolf")
STARK_CHARS = chars(factions=("stark",))
DIREWOLF_CHAR = chars("Direwolf")
UNIQUE_STARK = chars(factions=("stark",), unique=True)
NON_KING = chars(exclude_traits=frozenset({"king"}))
ONLY_OWN_KILLS = "only the player's own effects kill here (e.g. Wildfire Assault)"

# -- Valyrian Draft Set ------------------------------------------------------------------------
card("00018", "Hollow Hill", reaction(MARSHALED, draw(1), when=(cond("new_faction"),)),
     note="Draft format only (not legal in joust). Neutral cards have no faction affiliation "
          "[001 §Neutral]; the faction card counts as a card the player controls, so only an "
          "out-of-faction character of a faction not yet in play draws.")

# -- Westeros cycle (02xxx) ------------------------------------------------------------------------
card("02003", "Maester Luwin",
     constant(keyword("insight"), when=(cond("controls", (_named("Robb Stark"), 1)),)),
     note="With Jon Snow he gains stealth, with Rickon Stark pillage, with Bran Stark immunity "
          f"to opponents' plot effects: none acts on {NO_OPPONENT}.")
card("02004", "Lady",
     action(_game_on("move_attachment", choose(SANSA, state="knelt")),
            stand(choose(SANSA, state="knelt")), costs=(pay_gold(1),), limit=1,
            limit_per="phase"),
     statics=(only(chars(factions=("stark",))), bonus(strength=2)),
     note="The move is modeled onto a knelt Sansa Stark (who then stands); moving Lady to any "
          "other character changes nothing against a passive opponent. Terminal is a keyword.")
card("02005", "Arbor Knight",
     action(strength(1, choose(chars("House Redwyne"), state="attacking"), until=UNTIL_CONTEST),
            costs=(pay_gold(1),), phases=("challenges",), limit=3, pilot="never"),
     note=f"Used in the action window inside a challenge; the limit of 3 per phase counts per "
          f"round (a challenges action). +1 STR in a challenge that {NO_OPPONENT} never "
          "contests changes no result (only a 'won by 5 STR' card such as Street of the "
          "Sisters could care), so the greedy pilot keeps its gold.")
card("02011", "The Seastone Chair",
     inert=f"replaces claim to kill a character of the losing opponent; {NO_OPPONENT} has none.")
card("02018", "Street of the Sisters",
     reaction(CONTEST_WON, power(1),
              when=(challenge_is("power"), cond("event_amount_at_least", 5)),
              costs=(KNEEL_FACTION,)),
     note="Unopposed, the challenge is won by the whole attacking STR.")
card("02019", "Muster the Realm",
     inert=f"raises the claim value; claim does nothing against {NO_OPPONENT}.")

card("02021", "Winterfell Kennel Master",
     action(game_op("kneel_to_join", target=choose(DIREWOLF_CHAR, state="standing")),
            when=(cond("an_attacker", STARK_CHARS),), phases=("challenges",), limit=1,
            pilot="join"),
     missing=(helps("kneeling a character with a Direwolf attachment (not a Direwolf itself) "
                    "to have it join the challenge"),),
     note="Used in the action window inside a challenge; once per phase = once per round "
          "(a challenges action). The pilot has a Direwolf the challenge plan does not need "
          "join when it has Renown or Insight.")
card("02023", "Lady-in-Waiting",
     inert="Its only text lets it be marshaled as a free duplicate on a Lady instead of as a "
           "character: a duplicate adds no STR, icon or ability and only saves the Lady from "
           "leaving play, which the passive opponent never makes happen; as a 1-STR [intrigue] "
           "character it wins challenges, so the engine marshals it as one.")
card("02024", "Lady Sansa's Rose",
     event_reaction(CONTEST_WON, power(1, ATTACKERS),
                    when=(cond("alone_attacker", KNIGHT),
                          cond("controls", (LADY_CHAR, 1), negate=True)),
                    costs=(Cost("once_per_challenge"),)),
     event_reaction(CONTEST_WON, power(3, ATTACKERS),
                    when=(cond("alone_attacker", KNIGHT), cond("controls", (LADY_CHAR, 1))),
                    costs=(Cost("once_per_challenge"),)),
     note="Only attacking alone happens here; a Knight trait granted (Knighted) counts.")
card("02028", "In the Name of Your King!",
     inert=f"played only while defending a [military] challenge; {NO_OPPONENT} never attacks.")
card("02031", "The Reader",
     reaction(CONTEST_WON, draw(1),
              when=(cond("event_cards_include", chars(factions=("greyjoy",), unique=True)),),
              limit=1, limit_per="phase"),
     note="Every challenge is unopposed here. The other choice (discard the top 3 cards of "
          "each opponent's deck) has nothing to act on.")
card("02039", "Trading with the Pentoshi",
     inert=f"its When Revealed gives gold to {NO_OPPONENT}, who does nothing with it "
           "(the printed 10 gold are the plot's income).")
card("02040", "Political Disaster", when_revealed(game_op("keep_locations", 2)),
     note="The player keeps its two most expensive locations; the opponent has none.")

card("02042", "Wolf Dreams",
     event_action(search(DIREWOLF), costs=(KNEEL_FACTION,), when=(cond("deck_has", DIREWOLF),)),
     note="Played only when a Direwolf card is left in the deck; the search takes the first "
          "one from the top.")
card("02043", "Ser Hobber Redwyne", reaction(MARSHALED, search(LADY_CHAR), about="self"))
card("02044", "Mare in Heat", statics=(only(KNIGHT),), pilot="never",
     inert="removes a stronger participating character from a challenge the attached Knight "
           f"fights alone: only defenders could be, and {NO_OPPONENT} never defends.")
card("02045", "Ser Alliser Thorne",
     inert=f"both abilities need the player to defend; {NO_OPPONENT} never attacks.")
card("02048", "The King's Peace",
     inert=f"reacts to challenges initiated against the player; {NO_OPPONENT} never attacks.")
card("02051", "Newly-Made Lord",
     inert="its optional reaction discards a location with printed cost 3 or lower from play: "
           f"{NO_OPPONENT} has none, so only one of the player's own could go (declined).")
card("02053", "Crone of Vaes Dothrak",
     inert=f"reacts to cards discarded from an opponent's hand or deck; {NO_OPPONENT} has none.")
card("02057", "Hedge Knight",
     constant(strength(1), icon("power"), when=(cond("controls", (KNIGHT, 2)),)),
     note="Hedge Knight is a Knight himself: two Knights in play means another one.")
card("02058", "Knighted", constant(trait("Knight", ATTACHED_CARD)),
     statics=(only(chars()), bonus(strength=1)),
     note="The Knight trait is seen by the filters of other cards (rules.in_filter: Hedge "
          "Knight, A Tourney for the King, Lady Sansa's Rose); not by the attachment "
          "restrictions of other attachments (Mare in Heat).")
card("02059", "A Tourney for the King",
     constant(keyword("renown", each(KNIGHT)), zone="plot"),
     note=f"\"Immune to opponents' events\" has nothing to act on against {NO_OPPONENT}.")
card("02060", "The Lord of the Crossing",
     constant(strength(-1, each(chars(), state="attacking")),
              when=(cond("challenge_number", 1),), zone="agenda"),
     constant(strength(2, each(chars(), state="attacking")),
              when=(cond("challenge_number", 3),), zone="agenda"),
     forced(CONTEST_WON, power(1), when=(cond("challenge_number", 3),), zone="agenda"),
     note="Challenges are counted from the challenge types already used this phase (an "
          "effect that reopens a type would miscount).")
card("02062", "Wardens of the North",
     action(game_op("kneel_to_join", target=choose(STARK_CHARS, state="standing")),
            when=(cond("an_attacker", STARK_CHARS),), phases=("challenges",), limit=2,
            zone="plot", pilot="join"),
     note="Used in the action window inside a challenge with an attacking [stark] character; "
          "the one knelt stands outside the challenge, so it is another. The pilot has a "
          "character the challenge plan does not need join when it has Renown or Insight.")
card("02063", "Ser Horas Redwyne",
     reaction(KNELT, stand(choose(LADY_CHAR, state="knelt")), about="self"),
     note="Knelt as an attacker, by an effect or to pay a cost: each tells the cards 'knelt'.")
card("02064", "The Arbor", statics=(income(3),), note="Limited is a keyword.")
card("02074", "Dothraki Outriders", statics=(SelfCostReduction(chars("Dothraki")),),
     note="No attachments and Pillage are keywords.")
card("02078", "Wildling Scout",
     inert=f"sacrifices itself to grant stealth; {NO_OPPONENT} never declares defenders to "
           "bypass.")
card("02079", "The First Snow of Winter",
     forced(PHASE_BEGINS, game_op("return_cheap", 3), when=(phase_is("challenges"),),
            zone="plot"),
     note="Only the player has characters: its own cheap ones go back to hand.")
card("02080", "Wraiths in Their Midst",
     inert=f"lowers the reserve of an opponent's plot; {NO_OPPONENT} reveals none.")
card("02084", "Pulling the Strings",
     inert=f"copies a plot from an opponent's used pile; {NO_OPPONENT} has none.")
card("02093", "Mirri Maz Duur",
     inert=f"replaces claim to kill a character of the losing opponent; {NO_OPPONENT} has none.")
card("02099", "Nightmares",
     event_action(blank(choose(cards(kinds=(CHARACTER, LOCATION))), until=UNTIL_PHASE),
                  pilot="never"),
     note="Meant for an opponent's card; the passive opponent has none, so the pilot never "
          "plays it (on its own card it would only blank it).")
card("02100", "Famine", inert=f"raises an opponent's marshaling costs; {NO_OPPONENT} marshals "
                              "nothing.")
card("02101", "Septa Mordane",
     constant(strength(2, each(SANSA)), keyword("renown", each(SANSA))),
     constant(icon("intrigue", each(ARYA))),
     note=f"Arya's \"immune to opponents' plot effects\" has nothing to act on against "
          f"{NO_OPPONENT}.")
card("02104", "A Gift of Arbor Red",
     event_action(search(None, top=4), costs=(KNEEL_FACTION,)),
     note="The opponent reveals nothing; the player's pick among its top 4 is the first one "
          "(as the engine's searches take it).")
card("02106", "Old Bear's Raven",
     constant(icon("intrigue", ATTACHED_CARD),
              when=(cond("attached_to", _named("Old Bear Mormont")),)),
     statics=(only(chars()), bonus(keywords=("stealth",))),
     note="Stealth has nothing to bypass here; the icon is what counts.")
card("02107", "Ser Barristan Selmy",
     interrupt(WOULD_BE_KILLED, save(), costs=(Cost("stand_self"),),
               when=(cond("event_card", chars("Lord", "Lady")),)),
     note=f"Standing him is the cost: he saves only while knelt; {ONLY_OWN_KILLS}. Renown is "
          "a keyword.")
card("02114", "Funeral Pyre",
     event_reaction(KILLED, draw(3), when=(cond("event_card", chars("Lord", "Lady")),),
                    costs=(KNEEL_FACTION,)),
     note="Only the player's own characters die here (its own kill effects).")
card("02120", "Close Call",
     when_revealed(discard(choose(chars(), zone="dead")), draw(1)),
     note="Close Call is the only revealed plot (Summer): the draw always follows a move "
          "[001 §Dann]; with an empty dead pile nothing happens. The forced choice moves the "
          "cheapest dead character.")

# -- Wolves of the North (03xxx) -------------------------------------------------------------------
card("03001", "King Robb's Host",
     inert=f"moves power from the losing opponent's faction card; {NO_OPPONENT} has none.")
card("03006", "Wolves of the North",
     inert=f"reacts to bypassing a character with stealth; {NO_OPPONENT} never defends.")
card("03008", "Jory Cassel",
     interrupt(WOULD_BE_KILLED, save(), costs=(SACRIFICE_SELF,),
               when=(cond("event_card", UNIQUE_STARK), cond("event_other"),
                     cond("plot_trait", "winter", negate=True)), pilot="save_worth"),
     interrupt(WOULD_BE_KILLED, save(), power(1, EVENT_CARD_T), costs=(SACRIFICE_SELF,),
               when=(cond("event_card", UNIQUE_STARK), cond("event_other"),
                     cond("plot_trait", "winter")), pilot="save_worth"),
     note=f"Two abilities: without and with a Winter plot revealed (the player's own: "
          f"{NO_OPPONENT} reveals none). He saves another character; {ONLY_OWN_KILLS}. The "
          "pilot sacrifices him only for a character worth more.")
card("03009", "Riverrun Minstrel",
     reaction(ENTERS_PLAY, power(1, choose(chars("House Tully"))), about="self"))
card("03011", "Osha",
     action(game_op("remove_from_challenge", target=THIS), stand(THIS),
            when=(cond("attacking"),), phases=("challenges",), limit=1, pilot="never"),
     note="Used in the action window inside a challenge she attacks in; once per phase = once "
          "per round (a challenges action). Removing her before the result and standing her "
          f"is the same as not declaring her against {NO_OPPONENT}: the greedy pilot never "
          "uses it.")
card("03014", "Shaggydog",
     constant(strength(2, each(RICKON)), icon("military", each(RICKON))),
     note="'He' is Rickon Stark. No attachments is a keyword.")
card("03016", "Rickon Stark",
     inert="cancels search effects: the opponent searches nothing, and cancelling the "
           "player's own searches only hurts.")
card("03017", "Winterfell", constant(strength(1, each(chars(factions=("stark",))))),
     note="Its reaction (kneel Winterfell: a player with a non-Winter plot cannot trigger card "
          f"abilities this challenge) only stops the player's own abilities against "
          f"{NO_OPPONENT}; never used.")
card("03019", "Nymeria",
     statics=(only(chars(factions=("stark",), unique=True)), bonus(keywords=("intimidate",))),
     pilot="never",
     inert=f"intimidate has nothing to kneel against {NO_OPPONENT}, and moving her changes "
           "nothing.")
card("03026", "Even Handed Justice",
     event_action(kneel(choose(chars(), state="standing")), pilot="never"),
     note="Each player kneels a standing character: the passive opponent has none, so only "
          "one of the player's own kneels - the pilot never plays it.")
card("03027", "Fishwhiskers",
     inert=f"only takes defenders' STR away; {NO_OPPONENT} never defends.")
card("03035", "Aggo",
     action(stand(choose(chars("Bloodrider"), state="knelt")),
            when=(cond("plot_trait", "Summer"),), limit=1))
card("03037", "House Florent Knight",
     forced(ENTERS_PLAY, game_op("discard_weakest"), about="self"),
     note="The opponent has no character: one of the player's own with the lowest STR (he "
          "himself when he is the weakest) is discarded.")
card("03046", "A Time For Wolves",
     when_revealed(_game_on("search_or_put", each(DIREWOLF, zone="deck"), 3)),
     note="The first Direwolf card from the top is taken; with printed cost 3 or lower it is "
          "put into play (when it may enter) instead of going to hand.")
card("03048", "Snowed Under",
     inert=f"its own base initiative is already 0, and {NO_OPPONENT} reveals no plot.")
card("03049", "The Long Winter", when_revealed(game_op("lose_power", 1)),
     note="It is the only revealed plot (Winter, no Summer): the player discards 1 power.")
card("03050", "A Song of Summer", constant(strength(1, each(chars())), zone="plot"),
     note="It is the only revealed plot (Summer), so no Winter plot is revealed.")
card("03052", "Ranger's Cache",
     interrupt(PHASE_ENDS, draw(2), when=(phase_is("taxation"),), limit=1,
               costs=(Cost("unless_used", 1),), zone="plot"),
     interrupt(PHASE_ENDS, gold(3), when=(phase_is("taxation"),), limit=1,
               costs=(Cost("unless_used", 0),), zone="plot"),
     note="Either choice closes the other; the gold stays in the pool until the next "
          "taxation phase.")

# -- War of Five Kings cycle (04xxx) ------------------------------------------------------------
card("04002", "Robb Stark",
     *_per_count(strength(1), chars(loyal=True), 15, when=(cond("in_challenge", "military"),)),
     action(stand(choose(NON_KING, state="attacking")),
            game_op("remove_from_challenge", target=choose(NON_KING, state="attacking")),
            costs=(Cost("once_per_challenge"),),
            when=(cond("attacking"), cond("in_challenge", "military")), limit=0, pilot="never"),
     note="Renown is a keyword. His action is used in the action window inside a [military] "
          f"challenge he attacks in; it gains nothing against {NO_OPPONENT} (a character "
          "removed before the result is the same as one never declared), so the greedy pilot "
          "never uses it.")
card("04003", "Riverrun",
     reaction(POWER_GAINED, power(1, EVENT_CARD_T), when=(cond("event_card", chars("House Tully")),),
              costs=(KNEEL_SELF,)),
     note="Power is never moved to the player's characters here, only gained.")
card("04004", "Ser Colen of Greenpools",
     constant(strength(3), when=(cond("in_challenge", "power"),)))
card("04005", "Bitterbridge Encampment",
     reaction(PLOT_REVEALED, put_into_play(choose(chars(), zone="hand")),
              when=(cond("event_card", cards("Summer", kinds=(PLOT,))),), costs=(KNEEL_SELF,)),
     note=f"{NO_OPPONENT} has no hand: only the player puts a character into play.")
card("04007", "White Tree",
     inert=f"takes gold from an opponent who collects income; {NO_OPPONENT} has no gold.")
card("04008", "White Raven",
     reaction(DOMINANCE_WON, power(1), when=(cond("plot_trait", ("Summer", "Winter")),)),
     note=f"Its forced sacrifice follows a lost [power] challenge; against {NO_OPPONENT} the "
          "player never loses one.")
card("04012", "Captain's Daughter",
     inert="meant for an opponent's character entering play; on the player's own it only "
           "puts its own character back on its deck.")
card("04014", "Viserys Targaryen",
     interrupt(PHASE_ENDS, power(1, THIS), when=(phase_is("dominance"),)),
     note=f"{NO_OPPONENT} controls no King, so he gains 1 power each dominance phase; forcing "
          "Kings to defend has nothing to act on.")
