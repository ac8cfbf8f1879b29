"""Card records of the Blood and Gold: All Men Are Fools, Guarding the Realm, The Fall of
Astapor, The Red Wedding, Oberyn's Revenge, The Brotherhood Without Banners."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import EVENT
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS, HOOKS
from deckcheck.games.agot.engine.records.dsl import (
    CARD_PLAYED, CONTEST_DECLARED, CONTEST_WON, Cost, ENTERS_PLAY, KNEEL_FACTION, KNEEL_SELF,
    NextCostReduction, OPPONENT_ONLY, PHASE_BEGINS, THIS, UNTIL_PHASE, action, at_end_of, bonus,
    cannot, card, chars, choose, cond, constant, count_in_play, draw, each, event_action,
    event_reaction, events, game_op, gold, helps, hurts, income, keyword, only, pay_gold, per,
    phase_is, power, reaction, reserve, strength, to_deck, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    FOR_OPPONENTS_CHARACTER, NO_OPPONENT, NO_OPPONENT_CARDS, USED_PLOTS_1, named, put_best, setting,
    used_plots,
)
from deckcheck.games.agot.engine.state import AgotState, DISCARD, HAND
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

ONCE_PER_CHALLENGE = Cost("once_per_challenge")
ANNALS_NOT_REMOVED = ("events discarded other than by being played (taxation, costs) are not "
                      "removed from the game, so they stay playable from the discard pile")


# -- All Men Are Fools -------------------------------------------------------------------------
card("06001", "Hoster Tully",
     missing=(helps("while he participates, each other participating House Tully character gains "
                    "renown"),))
card("06002", "The Tumblestone",
     missing=(helps("discard 1 of its Bestow gold to stand a House Tully character that gained "
                    "power"),))
card("06003", "Margaery Tyrell",
     missing=(helps("after a unique King or Lord of the player is killed, another one comes into "
                    "play from the deck"),),
     note="Renown is a keyword.")
card("06004", "All Men Are Fools",
     event_reaction(CONTEST_WON, power(1, each(chars("Lady"))),
                    when=(cond("event_amount_at_least", 5), cond("controls", (chars("Lady"), 1))),
                    costs=(ONCE_PER_CHALLENGE,)),
     note="Unopposed, the margin of the win is the attacking STR.")
card("17140", "All Men Are Fools",
     event_reaction(CONTEST_WON, power(1, each(chars("Lady"))), when=(cond("event_amount_at_least", 5),)),
     note="Up to 5 Ladies: each of the player's Ladies here (more than 5 is rare).")
card("06005", "Eastwatch Carpenter",
     missing=(helps("after income, 1 gold for every 2 [thenightswatch] locations"),))
card("06006", "Eastwatch-by-the-Sea",
     reaction(PHASE_BEGINS, draw(1), when=(phase_is("dominance"),)),
     statics=(reserve(1),),
     note=f"{NO_OPPONENT} reveals no plot (reserve 0): the player's reserve is always higher.")
card("06007", "Fickle Bannerman",
     missing=(hurts("after the player loses a [power] challenge, it goes to the opponent unless 1 "
                    "of its gold is discarded"),),
     note="Bestow (2) and Renown are keywords.")
card("06008", "Storm's End",
     missing=(helps("after winning dominance, 1 faction power becomes 1 power on each of 2 "
                    "characters"),))
card("06009", "Stone Crows",
     inert=f"has the losing opponent kill a defending character; {NO_OPPONENT} has none (Ambush "
           "(3) and Bestow (2) are keywords).")
card("06010", "Attack From the Mountains",
     event_reaction(CONTEST_WON, put_best("hand", chars("Clansman")),
                    when=(cond("event_cards_include", chars("Clansman")),)))
card("06011", "Drowned Disciple",
     reaction(ENTERS_PLAY, power(1, choose(chars("Drowned God"))),
              when=(cond("event_option", "dead"), cond("event_card", chars())), limit=2),
     note="Only the player's own cards put characters into play from its dead pile.")
card("17105", "Drowned Disciple",
     reaction(ENTERS_PLAY, power(1, choose(chars("Drowned God"))),
              when=(cond("event_option", "dead"), cond("event_card", chars())), limit=2,
              limit_per="phase"),
     note="Only the player's own cards put characters into play from its dead pile.")
card("06012", "Moat Cailin",
     inert=f"lowers an opponent's initiative and reserve; {NO_OPPONENT} reveals no plot.")
card("06013", "Ghiscari Elite",
     missing=(helps("after it kneels, an attachment or event of the discard pile goes to the "
                    "bottom of the deck"),))
card("06014", "Slaver's Bay Port", action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",)),
     note=f"1 gold: {NO_OPPONENT} has no dead pile. Limited is a keyword.")
card("06015", "Ricasso",
     missing=(helps("the player counts X more used plots (X: the gold on him)"),))
card("06016", "The Prince's Plan",
     missing=(helps("+1 STR per used plot and a challenge icon for the phase; it returns to hand "
                    "after a lost challenge"),))
card("06017", "Ygritte",
     constant(cannot("kneel")),
     inert="Stealth (while another Wildling is in play) does nothing against a passive "
           "opponent.",
     note="Card effects and costs that kneel a chosen character pass her by (she still "
          "kneels to attack).")

# -- Guarding the Realm ------------------------------------------------------------------------
card("06018", "Alliance",
     inert="deck-building rules only (minimum 75 cards, 2 Banner agendas): the validator "
           "checks them; nothing in play.")
card("06019", "Barring the Gates",
     missing=(hurts("card abilities cannot put characters into play (the player's own)"),))
card("06020", "Late Summer Feast",
     inert=f"lets the losing opponent draw; {NO_OPPONENT} draws nothing (the plot's numbers are "
           "read as printed).")
card("06021", "Bear Island Host",
     missing=(helps("discard 1 of its gold: a House Mormont character does not kneel to attack in "
                    "a [military] challenge"),))
card("06022", "Marriage Pact", pilot="never",
     inert="a Terminal condition keeping its host out of challenges against the player: meant "
           f"for an opponent's character, and {NO_OPPONENT} has none.")
card("06023", "Knight of the Reach",
     reaction(CONTEST_WON, power(1, choose(chars("Lady"))),
              when=(cond("alone_attacker", named("Knight of the Reach")),)),
     note="Defending alone never happens here.")
card("06024", '"Lord Renly\'s Ride"',
     missing=(helps("+X STR and intimidate for the phase (X: printed STR of the top character of "
                    "the dead pile)"),))
card("06025", "Gilly",
     inert=f"gives a Steward stealth; {NO_OPPONENT} never defends (Bestow (3) is a keyword).")
card("06026", "Guarding the Realm",
     inert="takes a character from an opponent's discard pile and returns after a defended "
           f"challenge; {NO_OPPONENT_CARDS} and never attacks.")
card("06027", "Melisandre",
     inert=f"discards from an opponent's hand after dominance; {NO_OPPONENT_CARDS} (Insight is a "
           "keyword).")
card("06028", "Light of the Lord",
     missing=(helps("as the dominance phase begins, stand its host and gain 1 gold"),))
card("06029", "Polliver",
     inert=f"returns the losing opponent's gold after pillage; {NO_OPPONENT} has neither (Pillage "
           "is a keyword).")
card("06030", "The Hand's Solar",
     missing=(helps("kneel it: a character gains an [intrigue] icon for the phase"),))
card("06031", "Wex Pyke",
     inert=f"keeps characters from defending; {NO_OPPONENT} never defends (Bestow (8) is a "
           "keyword).")
card("06032", "Iron Islands Market", action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",)),
     note=f"1 gold: {NO_OPPONENT} has no discard pile. Limited is a keyword.")
card("06033", "Second Sons",
     missing=(hurts("sacrificed at the end of the challenges phase unless 1 of its gold is "
                    "discarded"),),
     note="Bestow (3) is a keyword.")
card("06034", "A Dragon Is No Slave",
     inert="Its action lowers a character's STR: meant for the opponent's; the reaction only "
           "returns it to hand for another use.")
card("06035", "Orphan of the Greenblood",
     missing=(helps("discard 1 of its gold to return another character to hand"),))
card("06036", "Scorching Deserts",
     inert="removes a character with fewer than 2 icons from a challenge: only the player's own "
           "participate here.")
card("06037", "Black Walder",
     missing=(helps("renown and +2 STR per gold on him in the third challenge of the phase"),))
card("06038", "Great Hall",
     statics=(NextCostReduction(chars(unique=True), 1, "kneel", big_cost=6, big_amount=2),),
     note="Limited is a keyword.")
card("17144", "Great Hall",
     statics=(NextCostReduction(chars(unique=True), 1, "kneel", big_cost=6, big_amount=2),))
card("06039", '"The Dornishman\'s Wife"',
     inert="each part needs the opponent to have more power, cards in hand or characters than "
           "the player: the passive opponent has none")
card("17145", '"The Dornishman\'s Wife"',
     missing=(helps("gold, cards or power when a unique character of the player is killed"),))
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

# -- The Fall of Astapor -----------------------------------------------------------------------
card("06041", "Roaming Wolfpack",
     missing=(helps("+2 STR to each attacking Direwolf while it attacks"),),
     note="Intimidate and 'No attachments' are keywords.")
card("06042", "The North Remembers",
     inert="makes each player sacrifice a character or location: only the player has one, so it "
           "never plays it.")
card("06043", "Elinor Tyrell",
     missing=(helps("1 more limited card may be marshaled or played each round"),))
card("06044", "Silver Hair Net",
     missing=(helps("events cost 1 less while its Lady participates"),))
card("06045", "Recruiter for the Watch",
     inert=f"Takes control of an opponent's character; {NO_OPPONENT} has none.")

# -- The Red Wedding ---------------------------------------------------------------------------
card("06046", "Underground Vault", action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",)),
     note=f"1 gold: {NO_OPPONENT} reveals no plot. Limited is a keyword.")
card("06047", "Flea Bottom Bastard", constant(strength(3), when=(cond("phase", "dominance"),)))
card("06048", "Spears of the Merling King",
     missing=(helps("sacrifice it to return a character of the player that is killed to hand"),))
card("06049", "Cersei's Attendant", constant(keyword("insight"), when=(cond("attacking"),)),
     note=f"{NO_OPPONENT} never holds a card: insight whenever she attacks.")
card("06050", "Fever Dreams", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("06051", "Theon Greyjoy",
     inert="takes the STR of stronger characters out while he attacks alone: only he participates "
           "then.")
card("06052", "Corsair's Dirk", statics=(only(chars("Ironborn")), bonus(strength=2)),
     note=f"Its gold comes from the losing opponent; {NO_OPPONENT} has none.")
card("06053", "Grey Worm",
     inert=f"lowers a defender's STR; {NO_OPPONENT} never defends.")
card("06054", "Astapor",
     inert="lowers a participant's STR: only the player's own participate here (Bestow (4) is a "
           "keyword).")
card("06055", "Maester of Sunspear",
     inert="returns an attachment to hand after a lost challenge: only the player's own "
           "attachments are in play.")
card("06056", "Dornish Fiefdom", action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",)),
     note="1 gold: the player is the first player every round here. Limited is a keyword.")
card("06057", "Frey Lordling", reaction(CONTEST_DECLARED, strength(1, THIS, until=UNTIL_PHASE)))
card("06058", "The Twins",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("06059", "Lay Siege",
     inert=f"kneels a location; {NO_OPPONENT} has none.")
card("06060", "Duel",
     inert=f"makes an opponent kneel and kill its characters; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
card("06061", "Dacey Mormont",
     constant(strength(1), per=count_in_play(chars(factions=("stark",)))),
     note="X counts every [stark] character in play, herself included. Renown is a keyword.")
card("06062", "Winterfell Archery Range",
     inert="removes a weak participant from a [military] challenge: only the player's own "
           "participate.")
card("06063", "Oldtown Informer",
     reaction(ENTERS_PLAY, per(draw(1), "gold_on_card"),
              per(game_op("discard_from_hand", 1), "gold_on_card"),
              when=(cond("phase", "challenges"), cond("count_at_least", ("gold_on_card", 1)))),
     note="X = the gold bestowed on her (the greedy pilot bestows none); the player discards "
          "its least valuable cards. Ambush and Bestow are keywords.")
card("17138", "Oldtown Informer",
     missing=(helps("draw and discard X after a card enters play in the challenges phase (X: its "
                    "gold)"),),
     note="Ambush (2) and Bestow (3) are keywords.")


def _discard_from_hand(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard ``amount`` cards from hand: the least valuable ones (AgotHooks.pick)."""
    for _ in range(eff.amount):
        rest = [c for c in state.hand if c != ctx.source]
        if not rest:
            return
        c = HOOKS.pick(state, ctx, None, rest)
        state.hand.remove(c)
        play_rules.move_to(state, c, DISCARD)
        play_rules.note(state, "discard", c)


GAME_OPS["discard_from_hand"] = _discard_from_hand

card("06064", "Arbor Vineyard",
     action(gold(2), costs=(KNEEL_SELF,), phases=("marshaling",),
            when=(cond("plot_trait", "Summer"),)),
     action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",),
            when=(cond("plot_trait", "Summer", negate=True),)),
     note="Only the player's plot is revealed: 2 gold under a Summer plot. Limited is a keyword.")
card("06065", "Othell Yarwyck",
     missing=(helps("kneel a [thenightswatch] location: a [thenightswatch] character gains a "
                    "challenge icon for the phase"),))
card("06066", "Improved Fortifications",
     missing=(helps("sacrificed to save its location from leaving play"),))
card("06067", "Ser Axell Florent",
     inert=f"kneels a character without attachments; {NO_OPPONENT} has none (Bestow (3) is a "
           "keyword).")
card("06068", "Saving the Kingdom",
     inert=f"kneels a weak character; {NO_OPPONENT} has none.")
card("06069", "Ser Osmund Kettleblack",
     missing=(helps("discard 1 of his gold: a Knight from hand attacks this phase, then is "
                    "discarded"),))
card("06070", "Tywin's Stratagem",
     inert="returns a cheap character of each player to hand: only the player's own, so it never "
           "plays it.")
card("06071", "Silence's Crew",
     missing=(helps("+2 STR for each gold on it"),),
     note="Pillage and Bestow (3) are keywords.")
card("06072", "Plunder",
     inert=f"gold for an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("06073", "Strong Belwas",
     missing=(helps("discard 1 of his gold to save another unique [targaryen] character"),))
card("06074", "Breaker of Chains",
     missing=(helps("+1 STR per cheap character; a character of printed cost 2 or lower comes "
                    "into play from hand as its host attacks"),))
card("06075", "Ellaria Sand",
     missing=(helps("after a lost challenge, discard 1 of her gold to stand each Bastard"),))
card("06076", "Secret Schemes",
     event_action(per(draw(1), "used_plots"), costs=(KNEEL_FACTION,), when=(USED_PLOTS_1,)),
     note="Offered once at least one plot is in the used pile.")
card("17169", "Secret Schemes",
     event_action(replace(draw(1), per="used_plots_max5"), costs=(KNEEL_FACTION,),
                  when=(used_plots(1),), phases=("challenges",)))

# -- Oberyn's Revenge --------------------------------------------------------------------------
card("06077", "Walder Frey",
     missing=(helps("while he attacks, the other House Frey characters are attacking too"),),
     note="Renown is a keyword.")
card("06078", "Frey Bastard",
     missing=(helps("discard 1 of its gold: 1 power after a challenge won with 2 attacking House "
                    "Frey"),))
card("06079", "Frey Hospitality",
     inert=f"kills characters of the losing opponent; {NO_OPPONENT} has none.")
card("06080", "The Red Wedding",
     inert=f"kills a Lord or Lady of the losing opponent; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
card("06081", "Bran Stark",
     missing=(helps("kneel him to stand a Direwolf that gains a challenge icon"),))
card("06082", "Passing the Black Gate",
     event_action(game_op("arm_reducer"), costs=(KNEEL_FACTION,), phases=("marshaling",),
                  when=(cond("in_hand", chars(factions=("stark",))),)),
     statics=(NextCostReduction(chars(factions=("stark",)), 1, pay="trigger", each=True),),
     note="Each [stark] character marshaled after it this phase costs 1 less.")
card("06083", "Ser Garlan Tyrell",
     missing=(helps("+1 STR per gold on him; +2 STR to a [tyrell] character for 1 of it"),),
     note="Bestow (3) and Renown are keywords.")
card("06084", "Olenna's Machinations",
     missing=(helps("an additional [power] challenge this phase; it returns to hand after an "
                    "[intrigue] challenge won by 5"),))
card("06085", "Defender of the Wall",
     inert=f"+2 STR while defending; {NO_OPPONENT} never attacks.")
card("06086", "Mutiny At Craster's Keep",
     inert=f"Sacrifices the player's own character to discard an opponent's; {NO_OPPONENT} "
           "has none.")
card("06087", "Stannis's Cavalry",
     inert=f"keeps an opponent's characters from standing; {NO_OPPONENT} has none (Bestow (8) is "
           "a keyword).")
card("06088", "Northern Encampment", action(gold(2), costs=(KNEEL_SELF,), phases=("marshaling",)),
     missing=(hurts("it does not stand in the standing phase unless the player won "
                    "dominance"),),
     note="Limited is a keyword.")
card("06089", "Kayce Merchant",
     missing=(helps("after income, discard 1 of its gold to gain 2"),))
card("06090", "A Task For Every Tool",
     event_action(put_best("hand", chars(factions=("lannister",), max_printed_strength=2)),
                  phases=("challenges",)))
card("06091", "Nute the Barber",
     inert=f"reacts to pillage and the losing opponent's discard pile; {NO_OPPONENT_CARDS} "
           "(Pillage is a keyword).")
card("06092", "Iron Victory",
     missing=(helps("+1 STR to Victarion Greyjoy per power; 1 power to a saved [greyjoy] "
                    "character"),))
card("06093", "Irri",
     missing=(helps("discard 1 of her gold to stand a Lord or Lady"),))
card("06094", "Overthrowing the Masters",
     inert=f"removes a defending character; {NO_OPPONENT} never defends.")
card("06095", "The Red Viper",
     inert=f"takes weak defenders' STR out; {NO_OPPONENT} never defends (Renown is a keyword).")
card("06096", "Dornish Revenge",
     inert=f"forces a defender of the opponent; {NO_OPPONENT} has none.")
card("06097", "Begging Brother",
     inert="Cancels a triggered character ability: the passive opponent has none. "
           "(Bestow is read as a keyword.)")
card("06098", "Flea Bottom",
     action(game_op("put_for_challenge", target=choose(chars(max_printed_cost=3),
                                                       zone="discard")),
            at_end_of(UNTIL_PHASE, to_deck(choose(chars(max_printed_cost=3), zone="discard"))),
            costs=(pay_gold(1), KNEEL_SELF), phases=("challenges",)),
     note="Used for a character that can make a challenge still open; at the end of the "
          "phase it goes to the bottom of the deck.")
card("17142", "Flea Bottom",
     missing=(helps("kneel it and discard 1 of its gold to put a cheap character from the discard "
                    "pile into play"),),
     note="Bestow (3) is a keyword.")
card("06099", "The Iron Bank Will Have Its Due",
     missing=(helps("return a character to hand for gold equal to its printed cost"),))
card("06100", "Wheels Within Wheels", when_revealed(game_op("wheels", 10)),
     note="Of the events among the top 10, one the pilot can play (highest printed cost) goes "
          "to hand, the others to the discard pile.")


def _wheels(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Wheels Within Wheels: the events among the top ``amount`` cards are revealed; one goes
    to hand (one the records let the pilot play, then the highest printed cost), the others
    to the discard pile; then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    events = [c for c in top if t.kind[c] == EVENT]
    if events:
        def playable(c: int) -> bool:
            return any(getattr(ab, "pilot", "always") != "never" for ab in t.abilities[c])
        keep = max(events, key=lambda c: (playable(c), t.cost[c], -top.index(c)))
        for c in events:
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND if c == keep else DISCARD)
        play_rules.note(state, "search", keep)
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["wheels"] = _wheels


# -- The Brotherhood Without Banners -----------------------------------------------------------
card("06101", "Sansa's Maid",
     missing=(helps("+1 STR to each Lady per gold on her"),))
card("06102", "Northern Keep",
     action(gold(2), costs=(KNEEL_SELF,), phases=("marshaling",),
            when=(cond("plot_trait", "Winter"),)),
     action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",),
            when=(cond("plot_trait", "Winter", negate=True),)),
     note="Only the player's plot is revealed: 2 gold under a Winter plot. Limited is a keyword.")
card("06103", "Highgarden Minstrel",
     reaction(CARD_PLAYED, gold(1), when=(cond("event_card", events("Song")),), limit=3))
card("06104", "Horn Hill",
     missing=(helps("kneel it: +X STR to each participating [tyrell] character (X: its gold)"),))
card("06105", "Donal Noye",
     missing=(helps("discard 1 of his gold to put a Weapon from hand into play"),))
card("06106", "Ranger's Bow",
     statics=(only(chars(factions=("thenightswatch",))), bonus(strength=1)),
     note=f"Its action helps a defender; {NO_OPPONENT} never attacks.")
card("06107", "Patchface",
     missing=(helps("gains the keywords and icons of the other Fool characters"),))
card("06108", "King's Blood",
     inert=f"discards power from each opponent's faction card; {NO_OPPONENT} has none (Bestow (3) "
           "is a keyword).")
card("06109", "Genna Frey",
     inert=f"discards from the losing opponent's hand; {NO_OPPONENT_CARDS}.")
card("06110", "The Goldroad", action(gold(1), costs=(KNEEL_SELF,), phases=("challenges",)),
     statics=(income(1),), note="Limited is a keyword.")
card("06111", "Stony Shore Raider",
     inert=f"kneels a location; {NO_OPPONENT} has none (Bestow (3) is a keyword).")
card("06112", "Pay The Iron Price",
     inert=f"takes an attachment from an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("06113", "Freedmen",
     missing=(helps("put into play from the discard pile after a challenge won by 5 STR"),))
card("06114", "Warrior's Braid",
     missing=(helps("renown, and +1 STR per bell token from [military] challenges won"),))
card("06115", "Dornish Spy",
     inert=f"takes a challenge icon from a character; {NO_OPPONENT} has none (Ambush (4) is a "
           "keyword).")
card("06116", "Locked Away", pilot="never",
     inert="a Terminal condition that returns its host to hand: meant for an opponent's "
           f"character, and {NO_OPPONENT} has none.")
card("06117", "Beric Dondarrion",
     missing=(helps("his STR is his kiss tokens (6 when marshaled; played as 0), one discarded to "
                    "save him"),),
     note="Renown is a keyword.")
card("06118", "Unbridled Generosity",
     event_action(game_op("gold_to_cards", 3, each(chars("Mercenary", "Fool")))),
     note="The gold goes on the cards that can use it: Mercenary and Fool characters (Tyrion "
          "Lannister, Vargo Hoat, Shagwell); played only when one is in play.")


def _gold_to_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """1 gold from the treasury onto each of up to ``amount`` of the target's cards, in the
    target's order (Unbridled Generosity)."""
    for c in [c for c in cards if c >= 0][:eff.amount]:
        state.card_gold[c] = state.card_gold.get(c, 0) + 1
        play_rules.note(state, "card_gold", c, 1)


def _any_card(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """The target names at least one card."""
    return any(c >= 0 for c in cards)


GAME_OPS["gold_to_cards"] = _gold_to_cards
GAME_CHECKS["gold_to_cards"] = _any_card
card("06119", "The Brotherhood Without Banners",
     missing=(helps("as the challenges phase begins, kneel the faction card: a neutral character "
                    "gains insight, intimidate, renown or stealth"),))
card("06120", "Favors From the Crown",
     missing=(helps("1 gold (2 with 3 or more) on each card with bestow that enters play"),))
