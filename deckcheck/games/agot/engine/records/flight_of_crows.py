"""Card records of the Flight of Crows: The Archmaester's Key, Journey to Oldtown, Kingsmoot,
Favor of the Old Gods, The Faith Militant, Someone Always Tells."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS, HOOKS, characters_in_play
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ATTACHMENT, CHARACTER, CONTEST_WON, DrawCards, ENTERS_PLAY, KNEEL_SELF,
    LOCATION, NextCostReduction, OPPONENT_ONLY, PHASE_BEGINS, UNTIL_PHASE, action, bonus, cannot,
    card, cards, chars, choose, cond, constant, each, event_action, event_reaction, game_op, gold,
    helps, hurts, icon, income, keyword, only, per, phase_is, reaction, strength, trait,
    when_revealed,
)
from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.records.words import (
    CANCEL, CHALLENGES_BEGIN, LOYAL, NO_OPPONENT, NO_OPPONENT_CARDS, named, reveal_top_draw_if,
)
from deckcheck.games.agot.engine.state import AgotState, DECK
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import Effect, LEAVES_PLAY
from deckcheck.goldfish.abilities.runtime import Context, Event

NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"

NON_CHARACTER = cards(kinds=(LOCATION, ATTACHMENT))
USED_PLOTS_MAX = 6           # a 7-plot deck has at most 6 plots in its used pile


# -- The Archmaester's Key ---------------------------------------------------------------------
card("08001", "Archmaester's Key",
     inert=f"plays an event from an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("08002", "Dreadfort Maester",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("08003", "At Night They Howl",
     missing=(helps("stand every Direwolf character and character with a Direwolf attachment"),))
card("08004", "Septa Nysterica",
     missing=(helps("kneel her to stand an attacking character of STR 4 or lower and remove it "
                    "from the challenge"),))
card("08005", "Oathkeeper", statics=(only(chars()), bonus(strength=2)),
     missing=(helps("sacrificed after a challenge won by 5 STR to search the deck for a "
                    "non-[tyrell] character"),))
card("08006", "Young Builder",
     missing=(helps("discard 1 of its gold to draw 1 after a [thenightswatch] location or "
                    "attachment enters play"),),
     note="Bestow (3) is a keyword.")
card("08007", '"The Rat Cook"',
     inert=f"takes control of a character; {NO_OPPONENT} has none, and the player's own would "
           "only be blanked.")
card("08008", "Queen's Men",
     inert=f"looks at and discards from an opponent's hand; {NO_OPPONENT_CARDS}.")
card("08009", "Traitor to the Crown", statics=(OPPONENT_ONLY,), pilot="never",
     inert="attaches to an opponent's character only: the passive opponent has none")
card("08010", "Maester at the Rock",
     missing=(helps("kneel him to put a [lannister] event just played back on top of the deck"),))
card("08011", "Ashemark",
     inert="returns every cheap character to its owner's hand: only the player's own are in play "
           "(Bestow (3) is a keyword).")
card("08012", "Acolyte of the Waves",
     missing=(helps("1 power when it is killed (by the player's own effects)"),))
card("08013", "Nagga's Ribs",
     missing=(helps("2 STR for dominance per character in the dead pile (the discard pile's "
                    "characters go there)"),))
card("08014", "Daario Naharis",
     missing=(helps("after a won challenge he attacks in, stand another Ally, Companion or "
                    "Mercenary"),),
     note="Renown is a keyword.")
card("08015", "Bloody Arakh",
     missing=(helps("sacrificed after a won [military] challenge for an additional [military] "
                    "challenge"),))
card("08016", "Dorea Sand",
     inert="returns another cheap character to hand: only the player's own are in play.")
card("08017", "The Water Gardens",
     action(per(game_op("own_reduction", 1), "used_plots"), costs=(KNEEL_SELF,),
            when=(cond("reduction_affords", "used_plots"),), phases=("marshaling",)),
     statics=tuple(NextCostReduction(NON_CHARACTER, n, pay="ability")
                   for n in range(1, USED_PLOTS_MAX + 1)),
     missing=(helps("the reduction for an event played or a card ambushed (only marshaled "
                    "locations and attachments are reduced)"),),
     note="X = the plots in the used pile (one reducer per possible X). Used only for a "
          "location or attachment it then marshals.")
card("08018", "Mag the Mighty",
     missing=(hurts("after each challenge he wins, the player must kill one of its characters"),),
     note="Renown is a keyword.")
card("08019", "The Iron Bank",
     missing=(helps("its gold spends in the marshaling phase and grows each income"),))
card("17143", "The Iron Bank",
     missing=(helps("its gold spends in the marshaling phase and grows each income (to 5)"),))
card("08020", "Valar Dohaeris", when_revealed(game_op("valar")),
     note="The player keeps the characters (total printed cost 10 or lower) holding the most "
          "power, then the most cost; the rest go to the bottom of the deck.")


VALAR_COST = 10


def _valar(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Valar Dohaeris: keep the characters with a total printed cost of 10 or lower that
    hold the most power (then the most printed cost, then the most cards); the others go
    to the bottom of the deck."""
    chars = characters_in_play(state)
    t = state.table
    best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}
    for c in chars:
        value = state.card_power.get(c, 0) * 10000 + t.cost[c] * 100 + 1
        for weight, (v, keep) in list(best.items()):
            w = weight + t.cost[c]
            if w <= VALAR_COST and (w not in best or v + value > best[w][0]):
                best[w] = (v + value, keep + (c,))
    kept = set(max(best.values())[1])
    for c in chars:
        if c in kept:
            continue
        play_rules.leave_play(state, c, DECK)
        state.draw.remove(c)
        state.draw.insert(0, c)                 # the bottom of the deck
        play_rules.note(state, "to_deck", c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))


GAME_OPS["valar"] = _valar


# -- Journey to Oldtown ------------------------------------------------------------------------
card("08021", "Maege Mormont",
     reaction(CONTEST_WON, reveal_top_draw_if(cards(factions=("stark",))),
              when=(cond("event_cards_include", chars("House Mormont")),)),
     note="Renown is a keyword.")
card("08022", "The House of Black and White",
     inert=f"kills a character; {NO_OPPONENT} has none (Bestow (10) is a keyword).")
card("08023", "Brightwater Knight",
     missing=(helps("discard 1 of its gold: the next Knight costs 2 less"),),
     note="Bestow (3) is a keyword.")
card("08024", "Oldtown", action(game_op("guess_top_kind", 1), costs=(KNEEL_SELF,), limit=0),
     note="Names the card type most common in what is left of the deck.")
card("17175", "Oldtown",
     missing=(helps("name a cardtype: a matching top card is drawn for 1 power"),))


def _guess_top_kind(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Oldtown: name the card type most common among the cards left in the draw deck (the
    player knows its deck list), reveal the top card; if it has that type, draw it and gain
    ``amount`` power for the faction."""
    if not state.draw:
        return
    kind = state.table.kind
    counts: dict[int, int] = {}
    for c in state.draw:
        counts[kind[c]] = counts.get(kind[c], 0) + 1
    named = max(counts, key=lambda k: (counts[k], -k))
    top = state.draw[-1]
    play_rules.note(state, "reveal_top", top)
    if kind[top] == named:
        play_rules.draw(state, 1)
        play_rules.gain_power(state, eff.amount, why="ability")


def _can_guess_top_kind(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(state.draw)


GAME_OPS["guess_top_kind"] = _guess_top_kind
GAME_CHECKS["guess_top_kind"] = _can_guess_top_kind

card("08025", "Dareon",
     inert=f"moves gold from an opponent; {NO_OPPONENT} has none.")
card("08026", "Journey to Oldtown",
     inert="removes one of the player's characters from the game for a round: it only shields it "
           "from an opponent's plot.")
card("08027", "Devan Seaworth",
     missing=(helps("after winning dominance, his gold buys a location from the deck"),),
     note="Bestow (3) is a keyword.")
card("08028", "Stannis's Wrath",
     inert=f"kneels a character; {NO_OPPONENT} has none.")
card("08029", "Black Ears",
     missing=(helps("2 gold: into play from hand after a character is killed (the player's own)"),))
card("08030", "Kingslayer",
     inert=f"kills a character with 2 or more power; {NO_OPPONENT} has none, and the player's own "
           "only hurts.")
card("08031", "Tris Botley",
     inert=f"removes a card of an opponent's discard pile; {NO_OPPONENT_CARDS} (Pillage is a "
           "keyword).")
card("08032", "Black Wind", constant(keyword("renown", each(named("Asha Greyjoy")))),
     note=f"Its draw follows pillage discarding from the opponent's deck; {NO_OPPONENT} has "
          "none.")
card("08033", "Stormcrows",
     inert=f"lowers characters' STR; {NO_OPPONENT} has none (Bestow (5) is a keyword).")
card("08034", "Consuming Flames",
     inert="lowers a participant's STR to kill it: only the player's own participate.")
card("08035", "Arianne Martell",
     inert=f"returns a weaker character to hand; {NO_OPPONENT} has none (Insight is a keyword).")
card("08036", "Change of Plans",
     inert="Reacts to losing a challenge: the passive opponent never attacks, and the "
           "player's own challenge is won unopposed or, with 0 STR, won by nobody [001 "
           "§Herausforderungen gewinnen]; so it never loses one.")
card("08037", "Thoros of Myr",
     missing=(helps("kneel him and discard 1 of his power to save another non-loyal character"),),
     note="Renown is a keyword.")
card("08038", "Gates of the Moon", statics=(income(2),),
     note="The +1 gold for each opponent's plot is inert (the passive opponent reveals none).")

# -- Kingsmoot ---------------------------------------------------------------------------------
card("08039", "The House With the Red Door",
     missing=(helps("a unique location of printed cost 3 or lower from the deck is in play from "
                    "setup"), hurts("at most 4 gold spent in setup")))
card("08040", "Sailing the Summer Sea",
     missing=(helps("an additional [power] challenge"), hurts("no [military] or [intrigue] challenge")))
card("08041", "Ramsay Snow",
     missing=(hurts("as he enters play, the player sacrifices a character"),))
card("08042", "The Dreadfort",
     missing=(helps("kneel it after a sacrifice to stand a House Bolton or non-[stark] character"),))
card("08043", "Ser Hyle Hunt",
     missing=(helps("1 gold: stand a weaker participant and remove it from the challenge"),))
card("08044", "The Bounty of Highgarden", event_action(gold(5)),
     note="Limited: no other Limited card may be marshaled or played that round.")

# -- Favor of the Old Gods ---------------------------------------------------------------------
card("08045", "Haunted Forest Scout",
     constant(cannot("kneel_to_attack"), when=(cond("controls", (chars("Ranger"), 3)),)),
     note="It cannot defend, and the player never does.")
card("08046", "Mole's Town",
     inert="keeps a character from attacking: only the player's own, so it never uses it (Bestow "
           "(4) is a keyword).")
card("08047", "Lyseni Pirate",
     inert=f"takes gold from the losing opponent; {NO_OPPONENT} has none, and stealth bypasses no "
           "one.")
card("08048", "Laughing Lord",
     inert=f"gives intimidate, which kneels a defender; {NO_OPPONENT} has none.")
card("08049", "Raff the Sweetling",
     inert=f"reacts to pillage discarding a character from the opponent's deck; {NO_OPPONENT} has "
           "none (Pillage is a keyword).")
card("08050", "Sparring in Secret",
     missing=(helps("kneel a Knight to stand another Knight"),))
card("08052", "Kingsmoot",
     missing=(helps("after winning dominance, a unique [greyjoy] character gains 1 power per "
                    "unique [greyjoy] character"),))
card("08053", "Jhiqui",
     missing=(helps("discard a card after a won challenge: a participating Lord or Lady gains 1 "
                    "power"),))
card("08054", "The Skahazadhan",
     missing=(helps("kneel it and discard a card after revealing a plot for 2 gold (3 under "
                    "Summer)"),))
card("08055", "Darkstar",
     inert=f"reacts to bypassing by stealth; {NO_OPPONENT} has no character (Stealth is a "
           "keyword).")
card("08056", "Sand Steed",
     missing=(helps("1 power on its host after a Summer plot enters the used pile"),))
card("08057", "Tom of Sevenstreams",
     missing=(helps("stand a non-loyal character after a Song event"),))
card("08058", "Lem Lemoncloak",
     constant(strength(2), icon("power"), when=(cond("controls", (LOYAL, 1), negate=True),)))
card("08059", "Forgotten By History",
     inert=f"shuffles away a character by its controller's power; {NO_OPPONENT} has none.")
card("08060", "The Withering Cold",
     missing=(hurts("no standing phase this round (the player's characters stay knelt)"),))
card("08061", "Nymeria",
     missing=(helps("kneel her and other Direwolves to have them join a challenge"),),
     note="Intimidate and 'No attachments' are keywords.")
card("08062", "Favor of the Old Gods",
     missing=(helps("kneel it to stand its host while all the player's cards are [stark]"),))
card("08063", "Hightower Spy",
     missing=(helps("+X STR for the phase (X: printed cost of the revealed top card)"),),
     note="Ambush (3) is a keyword.")
card("08064", "Blessed by the Maiden", constant(trait("The Seven", ATTACHED_CARD)),
     statics=(only(chars()),),
     note="'No attachments except Blessing' only narrows where the player attaches.")
card("08065", "Garrison on the Wall",
     inert=f"stands after defending; {NEVER_DEFENDS}.")
card("08066", "Obsidian Arrows",
     inert=f"lowers a defender's STR; {NO_OPPONENT} never defends (Bestow (4) is a keyword).")
card("08067", "Selyse Baratheon",
     missing=(hurts("after she is marshaled, the faction card and every non-Lady character kneel"),))
card("08068", "Dragonstone Castle",
     inert=f"keeps a character from standing; {NO_OPPONENT} has none.")
card("08069", "Ser Balon Swann",
     reaction(ENTERS_PLAY, gold(2), about="mine",
              when=(cond("event_card", chars("Knight", exclude_faction="lannister")),),
              limit=1, limit_per="phase"),
     note="Renown is read as a keyword.")
card("17165", "Ser Balon Swann",
     reaction(ENTERS_PLAY, gold(2), when=(cond("event_card", chars("Knight", exclude_faction="lannister")),),
              limit=1),
     note="Renown is a keyword.")
card("08070", "Sweet Cersei",
     missing=(helps("gold on it spends in the challenges phase; 1 more after each [intrigue] "
                    "challenge won"),))
card("08071", "Coastal Reaver",
     inert=f"makes an opponent put a card of its hand on its deck; {NO_OPPONENT_CARDS}.")
card("08072", "Support of Harlaw",
     missing=(helps("kneel a Warship: its host gains renown (or pillage, stealth) for the phase"),))
card("08073", "Wise Master",
     missing=(helps("discard 1 of its gold to return an out-of-faction attachment or event from "
                    "the discard pile"),))
card("08074", "Yunkai",
     inert="removes weak characters from the challenge: only the player's own participate (Bestow "
           "(4) is a keyword).")
card("08075", "Planky Town Trader",
     missing=(helps("as it leaves play, a non-[martell] character from hand comes into play"),))
card("08076", "Shandystone",
     inert=f"acts after a challenge lost while defending; {NEVER_DEFENDS}.")
card("08077", "Warrior's Sons",
     inert=f"takes power when an opponent plays an event; {NO_OPPONENT} plays none.")
card("08078", "Seized by the Guard", pilot="never",
     inert=f"blanks a location: meant for an opponent's, and {NO_OPPONENT} has none (Bestow "
           "(4) is a keyword).")
card("08079", "Greensight",
     missing=(helps("the player may discard its revealed top card as the draw phase begins"),))
card("08080", "The King in the North",
     constant(cannot("trigger", each(cards(kinds=(CHARACTER, LOCATION, ATTACHMENT)))),
              when=(cond("controls", (chars("King"), 1), negate=True),), zone="plot"),
     note="Without a King character (printed trait) the player's characters, locations and "
          "attachments cannot trigger their abilities (actions, reactions, interrupts, forced "
          "ones) nor kneel for their cost reductions; constant abilities and events work. "
          "(A 'draw N' written as a static, DrawCards, would not be stopped: only plots use "
          "one.)")
card("17159", "The King in the North",
     missing=(hurts("no abilities of characters, locations and attachments without the King or "
                    "Queen trait"),))


# -- The Faith Militant ------------------------------------------------------------------------
card("08081", "Arya Stark",
     missing=(hurts("while she stands, no character can be saved (the player's own saves)"),))
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

# -- Someone Always Tells ----------------------------------------------------------------------
card("08083", "Highgarden Refugee",
     statics=(SelfCostReduction(chars(), 1, plot_trait="summer"),),
     note="The passive opponent reveals no plot: a Summer plot is the player's.")
card("08084", "Arbor Queen",
     missing=(helps("kneel it: +2 STR to a [tyrell] and a non-[tyrell] character"),))
card("08085", "Coldhands",
     inert="removes another character of each player from the game: only the player's own, so the "
           "optional reaction is never used.")
card("08086", "The Bay of Seals",
     inert=f"stands a character an opponent owns; {NO_OPPONENT} has none.")
card("08087", "King's Men",
     inert=f"blanks a kneeling character; {NO_OPPONENT} has none, and blanking the player's own "
           "only hurts.")
card("08088", "Sacrificed to the Red God",
     missing=(helps("sacrifice a character to search for a R'hllor character of equal or lower "
                    "cost"),))
card("08089", "Cersei's Informer",
     missing=(helps("move 1 of its gold to draw 1 and discard 1"),))
card("08090", "Ser Pounce",
     constant(cannot("kneel_to_attack", ATTACHED_CARD), when=(cond("in_challenge", "intrigue"),)),
     statics=(only(chars(unique=True, max_printed_cost=3)), bonus(icons=("intrigue",))),
     note="Ambush (1) is a keyword.")
card("08091", "Tarle the Thrice-Drowned",
     missing=(helps("non-unique Drowned God characters may be marshaled from the dead pile"),))
card("08092", "Given to the Drowned God",
     missing=(helps("kill a Drowned God to draw its printed cost in cards"),))
card("08094", "Mhysa",
     missing=(helps("in the first [power] challenge her Lady does not kneel and gets +1 STR per "
                    "attacker"),))
card("08095", "House Yronwood Knight",
     inert=f"discards from the winning opponent's hand; {NO_OPPONENT_CARDS}.")
card("08096", "Secret Pact", statics=(only(chars(exclude_faction="martell")), bonus(keywords=("renown",))),
     note="On the player's own non-[martell] character: renown; it never attacks the player "
          "itself. Ambush (3) is a keyword.")
card("08097", "The High Sparrow",
     missing=(hurts("no player gains more than 7 gold or draws more than 3 cards a round"),))
card("08098", '"The Song of the Seven"',
     inert=f"moves power after losing dominance; {NO_OPPONENT} never wins it.")
card("08099", "The Faith Militant",
     missing=(hurts("non-The Seven characters and locations of the player cannot gain power"),))
card("08100", "Compelled by the Faith",
     inert="moves power from cards to their controller's faction card: the player's total stays "
           "the same (the plot's numbers are read as printed).")
card("08101", "Host of the Riverlands",
     missing=(helps("discard 1 of its gold: 1 more power for a House Tully character that gained "
                    "power"),),
     note="Bestow (3) is a keyword.")
card("08102", "Godswood",
     missing=(helps("kneel it after a won challenge under a Winter plot to draw the claim value"),))
card("08103", "Mace Tyrell", statics=(income(1),),
     missing=(helps("after he kneels, draw 2 and put a card back on top"),))
card("08104", "This Must Be Answered Fiercely!",
     inert=f"answers 3 attackers against the player; {NO_OPPONENT} never attacks.")
card("08105", "Septon Cellador",
     inert=f"makes an opponent discard from hand; {NO_OPPONENT_CARDS}.")
card("08106", "The Crow is a Tricksy Bird",
     inert=f"chooses an opponent's next plot; {NO_OPPONENT} has none.")
card("08107", "The Bastard of Nightsong",
     inert=f"moves power from the losing opponent's faction card; {NO_OPPONENT} has none.")
card("08108", "King at the Wall", constant(trait("King", ATTACHED_CARD)),
     statics=(only(chars(factions=("baratheon",), unique=True)),),
     missing=(helps("after a won [power] challenge, draw 1 per out-of-faction location"),))
card("08109", "Qyburn",
     missing=(helps("kneel him after a character is killed: draw 2, discard 1"),))
card("08110", "A Plot Against The Queen",
     inert="returns characters with power to hand after a lost [power] challenge: only the "
           "player's own.")
card("08111", "Saltcliffe Sailor",
     inert="stealth for characters with gold, and moving its gold to a non-[greyjoy] "
           "character: the passive opponent never defends, and gold on a card does nothing "
           "else here (Bestow is read as a keyword)")
card("08112", "Driftwood Cudgel",
     missing=(helps("+1 STR per character in the dead pile; moves on when its host is killed"),))
card("08113", "Raiding Khalasar",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT} (Pillage is a keyword).")
card("08114", "To Go Forward You Must Go Back",
     missing=(helps("shuffle the hand into the deck and draw 5"),))
card("08115", "Host of the Boneway", constant(per(strength(1), "used_plots")),
     note="Intimidate and No attachments are read as keywords.")
card("08116", "Someone Always Tells", inert=CANCEL)
card("17168", "Someone Always Tells",
     inert=CANCEL)
card("08117", "Mya Stone",
     inert=f"changes the claim of a challenge the player defends; {NO_OPPONENT} never attacks.")
card("08118", "The Great Sept of Baelor",
     inert=f"blanks a character entering play; {NO_OPPONENT} has none (Bestow (3) is a keyword).")
card("08119", "The Seven-Pointed Star", constant(trait("The Seven", ATTACHED_CARD)),
     statics=(only(chars()),),
     missing=(helps("kneel its host: the next The Seven card costs 2 less"),))
card("08120", "You Win Or You Die", statics=(DrawCards("reveal", 2),))
