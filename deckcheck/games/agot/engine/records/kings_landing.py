"""Card records of the King's Landing: At the Gates, City of Secrets, Pit of Snakes, Beneath the
Red Keep, The Blackwater, Long May He Reign."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import city_plots
from deckcheck.games.agot.engine.effects import LIMITED, LOCATION
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_CHECKS, GAME_OPS, put_cards_into_play
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, ENTERS_PLAY, EachCostReduction, KNEEL_FACTION, KNEEL_SELF,
    NextCostReduction, POWER_GAINED, SACRIFICE_SELF, THIS, Target, action, attachments, bonus,
    cannot, card, challenge_is, chars, choose, cond, constant, discard, draw, each, event_action,
    game_op, gold, helps, hurts, income, initiative, kneel, locations, one_of, only, pay_gold,
    power, put_into_play, reaction, reserve, search, stand, strength, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, NO_OPPONENT, NO_OPPONENT_CARDS, put_best,
)
from deckcheck.games.agot.engine.state import AgotState, HAND, PLAY
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect, PLAYER
from deckcheck.goldfish.abilities.runtime import Context
from typing import Any

NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"


# -- At the Gates ------------------------------------------------------------------------------
card("13001", "Alysane Mormont",
     constant(cannot("kneel_to_attack"),
              when=(cond("in_challenge", "military"),
                    cond("controls_only", chars(factions=("stark",))))),
     note="The stealth she gains has nothing to act on against the passive opponent. No "
          "attachments except Weapon is read as a keyword.")
card("13002", "Old Gate",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("controls_only", chars(factions=("stark",))),)),
     statics=(income(1),),
     note="Offered while every character of the player is [stark]. Limited is a keyword.")
card("13003", "The Knight of Flowers",
     missing=(helps("after a card comes out of shadows, stand a Kingsguard character (twice "
                    "per round)"),),
     note="Shadow (5) and Renown are keywords.")
card("13004", "Gate of the Gods",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("controls", (chars(), 1)),)),
     statics=(income(1),),
     note="The passive opponent has no character: any character of the player is the strongest in "
          "play. Limited is a keyword.")
card("13005", "Aged Craftsman",
     reaction(ENTERS_PLAY, put_best("deck", locations(factions=("thenightswatch",), max_printed_cost=2),
                                    top=10), about="self"))
card("13006", "Flea Bottom Alley",
     action(put_best("hand", chars(factions=("thenightswatch",), max_printed_cost=3)), draw(1),
            costs=(KNEEL_SELF, SACRIFICE_SELF), phases=("marshaling",)),
     note="Limited is a keyword.")
card("13007", "R'hllor Infiltrator",
     missing=(helps("kneel it in the dominance phase: it goes to the opponent and the player "
                    "gains 1 power"),))
card("13008", "King's Gate",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("count_at_least", ("faction_power", 5)),)),
     statics=(income(1),),
     note="Offered with 5 or more power on the faction card. Limited is a keyword.")
card("13009", "Ser Mandon Moore",
     inert=f"makes an opponent kill or discard; {NO_OPPONENT_CARDS} (Shadow (3) is a keyword).")
card("13010", "Lion Gate", statics=(income(1),),
     missing=(helps("sacrifice it to draw 2 while the player has 2 or more cards in shadows"),),
     note="Limited is a keyword.")
card("13011", "Baelor Blacktyde",
     inert=f"limits an opponent's events; {NO_OPPONENT} plays none.")
card("13012", "Iron Gate",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("first_player"),)),
     statics=(income(1),),
     note="The player is the first player every round here. Limited is a keyword.")
card("13013", "Viserion",
     inert=f"gains intimidate, which kneels a defender; {NO_OPPONENT} has none (Ambush (5) is a "
           "keyword).")
card("13014", "Dragon Gate",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("controls", (attachments(), 2)),)),
     statics=(income(1),),
     note="Offered with 2 or more attachments in play. Limited is a keyword.")
card("13015", "Southron Escort",
     missing=(helps("discard another card from shadows to put it into play from shadows"),))
card("13016", "River Gate", statics=(income(1),),
     missing=(helps("sacrifice it to draw 2 after the player lost 2 challenges this phase"),),
     note="Limited is a keyword.")
card("13017", "Littlefinger",
     missing=(helps("after a character comes out of shadows, up to 3 cards of the hand are "
                    "swapped for new ones"),),
     note="Shadow (6) and Stealth are keywords.")
card("13018", "White Sword Tower", constant(strength(1, each(chars("Kingsguard")))),
     missing=(hurts("without a Kingsguard character the player plays at most 1 event each "
                    "phase"),))
card("13019", "City of Secrets",
     missing=(helps("when revealed: draw 2, then discard 2 unless a City plot is in the used pile"),))
card("13020", "At the Gates", when_revealed(game_op("at_the_gates", 1)),
     note="Fetches the Limited location of printed cost 1 or lower with the most income; it "
          "goes straight into play unless a City plot is in the used pile (Gulltown counts "
          "as one).")


def _economy(t: Any, c: int) -> int:
    """A card's printed income, initiative and reserve modifiers (income first)."""
    return sum(n * w for stat, w in (("income", 100), ("reserve", 10), ("initiative", 1))
               for i, n in t.modifiers.get(stat, ()) if i == c)


def _at_the_gates(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """At the Gates: the best Limited location with printed cost ``amount`` or lower in the
    deck (most income, then reserve, initiative, printed cost) goes to hand - or into play
    when there are no City plot cards in the used pile (and it may enter); then the deck
    is shuffled."""
    t = state.table
    found = [c for c in state.draw if t.kind[c] == LOCATION and t.keywords[c] & LIMITED
             and t.cost[c] <= eff.amount]
    if found:
        entering = [c for c in found if play_rules.may_enter(state, c)]
        put = city_plots(state) == 0 and bool(entering)
        best = max(entering if put else found, key=lambda c: (_economy(t, c), t.cost[c], -c))
        if put:
            put_cards_into_play(state, ctx, eff, [best])
        else:
            state.draw.remove(best)
            play_rules.move_to(state, best, HAND)
            play_rules.note(state, "search", best)
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["at_the_gates"] = _at_the_gates


# -- City of Secrets ---------------------------------------------------------------------------
card("13021", "Smalljon Umber",
     missing=(hurts("-1 STR for each plot in the used pile"),),
     note="Renown is a keyword.")
card("13022", "No Surprises",
     inert=f"stops an opponent's events and shadows; {NO_OPPONENT} has neither.")
card("13023", "Arrogant Contender",
     inert=f"counts and takes power for the opponent's participants; {NO_OPPONENT} has none.")
card("13024", "Show of Strength",
     inert="blanks every character with STR 3 or lower: only the player's own are in play.")
card("13025", "Owen the Oaf",
     missing=(hurts("while he participates, characters with more than 1 icon (the player's own) "
                    "add no STR"),))
card("13026", "Shadow of the Wall",
     missing=(helps("stand a character with 1 or fewer icons; back to hand under a Winter plot"),),
     note="Shadow (0) is a keyword.")
card("13027", "Red Keep Gaoler",
     missing=(helps("move 2 faction power to a [baratheon] character to put it into play from "
                    "shadows"),))
card("13028", "The Black Cells",
     inert=f"locks an opponent's character; {NO_OPPONENT} has none (Shadow (2) is a keyword).")
card("13029", "The Regent's Guard",
     missing=(helps("return an expensive [lannister] character to hand to put it into play from "
                    "shadows"),))
card("13030", "Pyromancer's Cache",
     missing=(helps("its location trades its text for 'kneel: draw 1'"),))
card("13032", "Nightflyer", statics=(initiative(1),),
     note="Shadow (X) is brought out for X = 0 here; the location it could then discard "
          "would be one of the player's own, so the reaction is not modeled (it only hurts).")
card("17164", "Nightflyer",
     inert=f"discards a location; {NO_OPPONENT} has none (Shadow (X) is a keyword; +1 Initiative "
           "changes nothing).")
card("13033", "Black Market Merchant",
     missing=(helps("out of shadows, a cheap attachment of the top 10 is attached to a character"),))
card("13034", "Shadow of the East",
     inert="discards an attachment: only the player's own could be chosen, which only hurts "
           "(Shadow (0) is read as a keyword)")
card("13035", "The Fowler Twins",
     inert="forces a character into the next challenge: only the player's own, who attack when it "
           "wants anyway.")
card("13036", "Shadow of the South",
     inert=f"takes a challenge icon from a character; {NO_OPPONENT} has none (Shadow (1) is a "
           "keyword).")
card("13037", "Ghost of High Heart",
     missing=(helps("+1 STR to each character without loyal characters; kneel her to swap a card "
                    "of the hand"),))
card("13038", "Shadow Politics",
     inert="each choice acts on shadows, discard piles or an opponent's hand: the player gains "
           "nothing from any against a passive opponent (Shadow (1) is a keyword).")
card("13039", "Knights of the Hollow Hill", statics=(income(3), reserve(1)),
     missing=(hurts("no setup cards, and the player's other cards give no gold bonus"),),
     note="+2 Initiative changes nothing: the player wins initiative anyway.")
card("13040", "A City Besieged",
     replace(when_revealed(kneel(choose(locations(), state="standing"))),
             when=(cond("used_plot_trait", "city", negate=True),)),
     note="Only the player has locations: one of its own kneels. With a City plot in the "
          "used pile the text says 'up to 2', and the player chooses none.")

# -- Pit of Snakes -----------------------------------------------------------------------------
card("13041", "Eddard Stark",
     inert=f"kills a character; {NO_OPPONENT} has none (Renown is a keyword).")
card("13042", "Malleon's Tome", statics=(only(chars()), bonus(icons=("intrigue",))),
     missing=(helps("after a won challenge, stand its host if it is Eddard Stark or a Maester"),),
     note="Shadow (1) is a keyword.")
card("13043", "Maester Gormon",
     missing=(helps("a non-[tyrell] top card of the deck may be marshaled or played once per phase"),))
card("13044", "Unexpected Guile",
     statics=(only(chars(shadow=True)), bonus(strength=2, keywords=("insight",))),
     missing=(hurts("Forced Interrupt: when a challenge its character takes part in ends, "
                    "both return to shadows (and must be brought out again)"),),
     note="'You control' is the only possibility here. Shadow is a keyword.")
card("17139", "Unexpected Guile",
     missing=(helps("+2 STR, and its host goes back to shadows after a won challenge"),))


# -- Beneath the Red Keep ----------------------------------------------------------------------
card("13045", "Maester Mullin",
     inert=f"keeps a character from attacking; {NO_OPPONENT} has none.")
card("13046", "Guard Duty",
     inert=f"stands a defender; {NEVER_DEFENDS}.")
card("13047", "Ser Eldon Estermont",
     action(stand(choose(locations(factions=("baratheon",)), state="knelt"))))
card("13048", "Shadow of the Throne",
     inert=f"kneels locations; {NO_OPPONENT} has none (Shadow (1) is a keyword).")
card("13049", "Chiswyck",
     missing=(helps("after a won challenge, discard the top card to draw 1"),),
     note="Pillage is a keyword.")
card("13050", '"Hands of Gold"',
     inert=f"returns a character of the losing opponent; {NO_OPPONENT} has none.")
card("13051", "King's Landing Proselyte",
     missing=(helps("kill a standing [greyjoy] character to put it into play from shadows"),))
card("13052", "Outfitted for War",
     missing=(helps("kneel its Warship: +3 STR to a [greyjoy] participant in a [military] "
                    "challenge"),))
card("13053", "Jon Connington",
     missing=(helps("out of shadows, another card of shadows of cost 4 or lower comes into play"),),
     note="Shadow (5) and Renown are keywords.")
card("13054", "The Dragonpit",
     inert=f"lowers the STR of characters of players with fewer cards in shadows; {NO_OPPONENT} "
           "has no character.")
card("13055", "Arianne Martell",
     inert=f"takes challenge icons from characters; {NO_OPPONENT} has none (Shadow (5) and "
           "Stealth are keywords).")
card("13056", "A Pit of Snakes",
     inert=f"poisons a character without icons; {NO_OPPONENT} has none.")
card("13057", "The Most Devout",
     inert=f"gains power when characters enter play for an opponent; {NO_OPPONENT} has none.")
card("13058", "Statue of Baelor",
     missing=(helps("kneel it and discard a power from a card to stand that card"),))
card("13059", "The Faith's Decree",
     inert=f"stops an opponent's abilities; {NO_OPPONENT} has none.")
card("13060", "Manning the City Walls",
     when_revealed(put_best("hand", chars(unique=False, max_printed_cost=3))),
     missing=(helps("printed cost 6 or lower instead with a City plot in the used pile"),))
card("13061", "White Harbor Watchman",
     inert="kills a character coming out of shadows: only the player's own, so it never does.")
card("13062", "Tower of the Hand",
     missing=(helps("after a card comes out of shadows under a Winter plot, stand a [stark] "
                    "character"),))
card("13063", "Alyce Graceford",
     missing=(helps("kneel her: another The Seven character gains renown for the phase"),))
card("13064", "The Maidenvault",
     missing=(helps("out of shadows, stand a participating Lady and remove her from the challenge"),))
card("13065", "Forest Patrol",
     missing=(helps("kneel a [thenightswatch] location to put it into play from shadows"),))
card("13066", "Blackbird", statics=(reserve(1),),
     missing=(helps("out of shadows, stand another [thenightswatch] location"),),
     note="Shadow (1) is a keyword.")
card("13067", "Castle Guard",
     inert="returns a character that came out of shadows: only the player's own, so it never does.")
card("13068", "Public Execution",
     inert=f"kills a kneeling character; {NO_OPPONENT} has none.")
card("13069", "Doubting Septa",
     missing=(helps("sacrifice her after a won [intrigue] challenge: 1 power on a character or "
                    "location"),))
card("13070", "Tunnels of the Red Keep",
     inert="Its +STR lasts until the end of the phase: STR does not decide an unopposed "
           "challenge, and dominance is counted before any action window of its phase; "
           "returning itself to shadows only costs gold to bring it back. (Shadow is a "
           "keyword.)")
card("13071", "Gorold Goodbrother",
     inert=f"stands after a location enters an opponent's discard pile; {NO_OPPONENT_CARDS} "
           "(Pillage and Renown are keywords).")
card("13072", "Shadow of the Isles",
     inert="makes each player discard a location: only the player has one (Shadow (1) is a "
           "keyword).")
card("13073", "Shadowblack Assassin",
     inert=f"kills a weak character; {NO_OPPONENT} has none (Shadow (2) is a keyword).")
card("13074", "Dragon Skull",
     missing=(helps("intimidate and renown on its [targaryen] host while no Dragon is in play"),))
card("13075", "Sarella Sand",
     missing=(helps("after a lost challenge she attacks in, an additional challenge of that type"),))
card("13076", "Meadowlark",
     missing=(helps("journey tokens per plot revealed; sacrifice it to put a character of that "
                    "cost from the deck into play"),))
card("13077", "Advisor to the Crown",
     statics=(NextCostReduction(chars("Maester"), 1, "kneel"),))
card("13078", "Knights of the Mind",
     missing=(helps("each Maester gains a [military] icon for the phase"),))
card("13079", "Kingdom of Shadows", statics=(EachCostReduction(chars(), -1),),
     missing=(helps("the first character brought out of shadows each round costs 2 less "
                    "(the greedy pilot uses no shadows)"),),
     note="Characters marshaled from hand cost 1 more (duplicates stay free; setup, ambush "
          "and shadows are not marshaling). Including shadow characters of any faction is a "
          "deck-building rule.")
card("17148", "Kingdom of Shadows",
     missing=(hurts("without in-faction characters, cards cost 1 more to marshal into shadows"),),
     note="Its deck-building rule is the validator's.")


# -- The Blackwater ----------------------------------------------------------------------------
card("13080", "City of Spiders",
     missing=(helps("when revealed, the when revealed ability of a City plot of the used pile "
                    "again"),))
card("13081", "Smallfolk Mob",
     missing=(helps("sacrifice a unique [stark] character to put it into play from shadows"),))
card("13082", "Shadow of the North",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT} (Shadow (1) is a keyword).")
card("13083", "Highgarden Jester",
     missing=(hurts("after its insight draws, a card of the hand goes back on top of the deck"),),
     note="Insight is a keyword.")
card("13084", "Shadow of the Rose",
     missing=(helps("a card with shadow from the top 10 into shadows; back to hand under Summer"),))
card("13086", "Bound for the Wall",
     inert=f"Takes a character from the losing opponent's deck; {NO_OPPONENT} has none.")
card("17121", "Bound for the Wall",
     inert=f"takes cards from the losing opponent's deck; {NO_OPPONENT} has none.")
card("13087", "Ser Preston Greenfield",
     inert=f"moves the losing opponent's power; {NO_OPPONENT} has none (Shadow (4) is a keyword).")
card("13088", "Blackwater Rush",
     missing=(helps("kneel it after a card comes out of shadows: 1 power on a [baratheon] "
                    "character"),))
card("13089", "Tyrion Lannister",
     missing=(helps("after a card comes out of shadows, another card goes into shadows with "
                    "shadow (its cost)"),),
     note="Shadow (5) and Insight are keywords.")
card("13090", "A Very Large Shadow",
     missing=(helps("the next card out of shadows costs 3 less"),))
card("13091", "Maester Kerwin",
     missing=(helps("kill him to save another character"),))
card("13092", '"The Bloody Cup"',
     inert=f"Places a character of the losing opponent on its deck; {NO_OPPONENT} has none.")
card("13093", "Covert Loyalist",
     missing=(helps("discard an expensive [targaryen] card to put it into play from shadows"),))
card("13094", "Music of Dragons",
     event_action(search(chars("Dragon")), phases=("challenges",),
                  when=(cond("deck_has", chars("Dragon")),)))
card("13095", "Dagos Manwoody",
     missing=(helps("renown and stealth with 5 different traits among the used plots"),))
card("13096", "The Mountain's Skull",
     statics=(only(chars()), bonus(strength=2, keywords=("renown",))),
     note=f"Its reaction follows an opponent's character being killed; {NO_OPPONENT} has none.")
card("13097", "Sparrows",
     inert=f"Moves power from an opponent's faction card; {NO_OPPONENT} has none. (Shadow is "
           "a keyword.)")
card("13098", "White Cloak", constant(trait("Kingsguard", ATTACHED_CARD)),
     statics=(only(chars("Knight")),),
     missing=(helps("kneel its host to save a King or Queen from being killed"),))
card("13099", "The White Book",
     reaction(CONTEST_WON,
              game_op("stand_event_cards", target=Target(PLAYER, chars("Kingsguard"))),
              when=(cond("controls", (chars("King", "Queen"), 1)),), costs=(KNEEL_FACTION,),
              zone="agenda"),
     note="With a King or Queen the player stands its participating Kingsguard after a won "
          f"challenge; standing the defending ones does nothing ({NO_OPPONENT} never attacks). "
          "The Kingsguard inclusion rules are deck-building rules.")


def _event_cards_to_stand(state: AgotState, ctx: Context, eff: Effect) -> list[int]:
    if ctx.event is None:
        return []
    matches = state.table.filter_sets.get(eff.target.filter)
    return [c for c in ctx.event.cards if state.zone[c] == PLAY and c in state.knelt
            and (matches is None or c in matches)]


def _stand_event_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the triggering event's cards (the attackers of a won challenge) that match the
    filter of the effect's target (``Target(PLAYER, filter)``) - The White Book."""
    EFFECTS["stand"](state, ctx, eff, _event_cards_to_stand(state, ctx, eff))


def _can_stand_event_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_event_cards_to_stand(state, ctx, eff))


GAME_OPS["stand_event_cards"] = _stand_event_cards
GAME_CHECKS["stand_event_cards"] = _can_stand_event_cards


# -- Long May He Reign -------------------------------------------------------------------------
card("13100", "King's Landing Riot",
     missing=(hurts("with 3 or more City plots used, every character is discarded as the "
                    "challenges phase ends"),))
card("13101", "Arya Stark",
     inert=f"marks characters the player does not control; {NO_OPPONENT} has none (Shadow (4) and "
           "Stealth are keywords).")
card("13102", "Blood of the First Men",
     missing=(helps("kneel its host to have it join a challenge with a participating [stark] "
                    "character"),))
card("13103", "The Queen's Retinue",
     action(put_into_play(THIS), when=(cond("shadow_ready"),), zone="shadows", limit=0),
     note=f"Each opponent draws 2 cards: nothing for {NO_OPPONENT}. Only a card placed in "
          "shadows in an earlier round comes out (the greedy pilot places none there).")
card("17137", "The Queen's Retinue",
     missing=(helps("put into play from shadows for free (the opponent may draw)"),),
     note="Shadow (4) is a keyword.")
card("13104", "Huntress",
     missing=(helps("+1 STR (+3 for the phase when knelt) to cheap [tyrell] characters"),))
card("13105", "Recruit from the Dungeons",
     inert=f"joins a challenge the player defends; {NO_OPPONENT} never attacks (Shadow (2) is a "
           "keyword).")
card("13106", "Rimegate",
     missing=(helps("kneel it to save another location from being discarded"),))
card("13107", "Robert Baratheon", reaction(POWER_GAINED, power(1), about="self", limit=2),
     note="Renown is a keyword.")
card("13108", "Long May He Reign", constant(cannot("be_killed", ATTACHED_CARD)),
     statics=(only(chars("King")),),
     note=f"It is sacrificed after a [power] challenge lost while defending; {NEVER_DEFENDS}.")
card("13109", "The Bastard of Driftmark",
     reaction(CONTEST_WON, stand(choose(locations(), state="knelt")),
              when=(challenge_is("intrigue"), cond("source_participating"))))
card("13110", "Alchemists' Guildhall",
     inert=CANCEL)
card("13111", "Blackwater Raiders",
     inert=f"takes a location from an opponent's discard pile; {NO_OPPONENT_CARDS} (Shadow (3) is "
           "a keyword).")
card("13112", "Fishmonger's Square",
     inert=f"needs 10 cards in an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("13114", "Mercenary Contract",
     reaction(CONTEST_WON, stand(ATTACHED_CARD), costs=(pay_gold(1), KNEEL_SELF),
              when=(cond("host_participating"),)),
     statics=(only(chars()),),
     missing=(helps("the attached character gains the Mercenary trait (traits are printed "
                    "ones in the engine)"),))
card("13115", "Friends at Court",
     missing=(helps("out of shadows, 2 gold returns a card of shadows to hand"),))
card("13116", "Poisoned Dagger", statics=(only(chars()), bonus(strength=2)),
     note=f"Its kill is the losing opponent's; {NO_OPPONENT} has none. Shadow (2) is a keyword.")
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
card("17152", "Valyrian Steel",
     missing=(helps("attachments put into play from hand for their cost; a card or a gold after "
                    "each enters play"),),
     note="Its deck-building rules are the validator's.")
card("13119", "City of Wealth",
     missing=(helps("+1 gold, initiative and reserve per City plot in the used pile"),))
card("13120", "Expose Duplicity", when_revealed(discard(each(None, zone="shadows"))),
     note="The player's own cards in shadows are discarded (the opponent has none).")
