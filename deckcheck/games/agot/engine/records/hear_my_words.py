"""Card records of Hear My Words (codes 20xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS, HOOKS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, Cost, PHASE_ENDS, THIS, UNTIL_PHASE, action, at_end_of, bonus, card, chars,
    choose, cond, constant, discard, draw, each, event_action, forced, game_op, helps, hurts,
    keyword, kill, only, phase_is, put_into_play, strength, to_hand, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import LOYAL, NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect, STOOD
from deckcheck.goldfish.abilities.runtime import Context


# -- Hear My Words -----------------------------------------------------------------------------
card("20001", "Ser Richard Horpe", constant(strength(1, THIS, per="power_on_self")),
     note="His action moves power between the player's own cards: no total changes. Renown "
          "is a keyword.")
card("20002", "Sellsails",
     missing=(helps("discard 1 of its gold to stand a Smuggler or Warship card"),),
     note="Bestow (2) is a keyword.")
card("20003", "Dark and Full of Terrors",
     inert=f"sends a kneeling weak character to shadows; {NO_OPPONENT} has none, and the player's "
           "own would only leave play.")
card("20004", "No Song So Sweet",
     missing=(helps("a standing [baratheon] character joins a [power] challenge"),))
card("20005", "Set Down Our Deeds",
     missing=(helps("up to 3 power of a card traded for 2 cards each"),))
card("20006", "Black Lorren",
     inert=f"kills a defending character; {NO_OPPONENT} never defends (Bestow (1) is a keyword).")
card("20007", "Sea Song",
     missing=(helps("1 card or 1 power after cards are discarded for reserve; insight for The "
                    "Reader"),))
card("20008", "Saltcliffe",
     missing=(helps("kneel it to put 1 gold on a Raider without gold"),))
card("20009", "Though All Men Do Despise Us",
     missing=(helps("each attacking Raider gains 1 power when no defenders are declared (every "
                    "challenge here)"),))
card("20010", "No Godless Man",
     missing=(helps("1 card per 5 STR of a [power] challenge won with a Drowned God"),))
card("20011", "Ser Lancel Lannister",
     missing=(hurts("power on the player's Lords and Ladies does not count towards its total"), helps("kneel him to put Warrior's Sons into play from hand or discard pile")))
card("20013", "Mountain's Man", constant(trait("House Clegane", ATTACHED_CARD)),
     statics=(only(chars(factions=("lannister",))),),
     note=f"Its kneel follows pillage on the opponent's deck; {NO_OPPONENT} has none.")
card("20014", '"A Lion Still Has Claws"',
     inert=f"returns characters with a trait to hand: {NO_OPPONENT} has none, and the player's "
           "own only leave play.")
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
card("20016", "Anders Yronwood",
     inert="acts while the player is not the first player: it is first every round here "
           "(Intimidate is a keyword).")
card("20017", "Edric Dayne",
     missing=(helps("a non-loyal card entering the discard pile goes to shadows (once per round)"),))
card("20018", "Sword of the Morning",
     inert=f"counts and forces defenders; {NO_OPPONENT} has none.")
card("20019", "Elia's Lance",
     inert=f"acts after a lost challenge on the winner's defenders; {NO_OPPONENT} never defends "
           "(Ambush (2) is a keyword).")
card("20020", "We Guard the Way",
     missing=(helps("X Guard or House Yronwood characters gain renown for the phase"),))
card("20021", "Old Tattersalt",
     missing=(helps("a card of printed cost 1 or lower of the top X cards to hand as he enters "
                    "play"),),
     note="Shadow (2) is a keyword.")
card("20022", "First Ranger", constant(trait("Ranger", ATTACHED_CARD)),
     statics=(only(chars(unique=True)), bonus(icons=("military",))),
     note=f"Its kill is of the losing opponent's characters; {NO_OPPONENT} has none.")
card("20023", "Lord Steward", constant(trait("Steward", ATTACHED_CARD)),
     statics=(only(chars(unique=True)), bonus(icons=("intrigue",))),
     note=f"It takes control of the losing opponent's characters; {NO_OPPONENT} has none.")
card("20024", "I Pledge My Life and Honor",
     inert=f"needs a challenge won as the defender; {NO_OPPONENT} never attacks.")
card("20025", "Corn, Corn, Corn",
     inert=f"makes an opponent satisfy a claim; {NO_OPPONENT} has nothing to lose.")
card("20026", "Farlen", constant(keyword("renown", each(chars("Direwolf", unique=True)))),
     missing=(helps("The Wolfswood comes into play from hand, deck or discard pile as he is "
                    "marshaled"),))
card("20027", "Reek",
     missing=(hurts("sacrificed while the player controls Theon Greyjoy"),),
     note="Shadow (2) is a keyword; giving him away for a character of the opponent acts on "
          "nothing.")
card("20028", "Our Blades are Sharp",
     missing=(helps("sacrifice a non-[stark] card to return 2 House Bolton cards to hand"),))
card("20029", "Family, Duty, Honor",
     missing=(helps("discard 1 power to save a House Tully character leaving play"),))
card("20030", "Here We Stand",
     missing=(helps("every Bear Island, Bearskin Cloak and House Mormont card of the top 10 to "
                    "hand"),))
card("20031", "Golden Company",
     missing=(helps("renown while it has gold; its gold saves Mercenaries returned to hand"),),
     note="Bestow (1) is a keyword.")
card("20032", "Septa Lemore",
     missing=(helps("insight for Aegon Targaryen; a [targaryen] character with shadow returns to "
                    "shadows as she leaves play"),))
card("20033", "Our Word Is Good as Gold",
     missing=(helps("a Mercenary of the top 10 attacks this phase, then goes to hand"),))
card("20034", "The Dragon Has Three Heads",
     missing=(helps("Dragons gain renown (with Rhaegal) for the phase"),))
card("20035", "Beneath the Gold, the Bitter Steel",
     missing=(helps("a Mercenary with gold gains renown (and insight with 3 gold)"),))
card("20036", "Mina Redwyne",
     missing=(helps("draw 1 after The Queen of Thorns or a House Redwyne card enters play or the "
                    "discard pile"),))
card("20037", "Ser Guyard Morrigen",
     missing=(helps("gold from Summer plots on Knights and Rainbow Guard, who gain [intrigue] "
                    "icons"),),
     note="Bestow (1) is a keyword.")
card("20038", "Behold our Bounty",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("20039", "First in Battle",
     missing=(helps("Army and House Tarly characters do not kneel to attack in the first challenge"),))
card("20040", "We Light the Way",
     missing=(helps("kneel a House Hightower or Oldtown card to place the top card in shadows"),))
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
card("20042", "Brave Companions",
     missing=(helps("+1 STR per character with gold; an Army, a Commander and a Mercenary of the "
                    "top 10 to hand"),),
     note="Bestow (1) and Pillage are keywords.")
card("20043", "Septon Utt",
     missing=(helps("unique characters with 2 or more gold gain insight"),),
     note="Bestow (2) is a keyword.")
card("20044", "Kindly Man",
     missing=(helps("places or removes tokens on cards as he stands"),),
     note="Ambush (4) and Shadow (2) are keywords.")
card("20045", "Shagwell",
     missing=(helps("while a character with gold has a keyword, each Fool character with gold "
                    "(he is one) gains it"),),
     note="Bestow is a keyword (the greedy pilot bestows no gold).")
card("20046", "Jinglebell",
     missing=(helps("when killed, a card sharing a trait with him from the deck to hand"),))
card("20047", "Sweetsleep", pilot="never",
     inert="a Terminal attachment blanking the other attachments of its card: meant for an "
           f"opponent's card, and {NO_OPPONENT} has none.")
card("20048", "The Higher Mysteries",
     missing=(helps("after a challenge won with a Maester, the top card of the deck comes into "
                    "play"),))
card("20049", "As High as Honor",
     missing=(helps("kneel a neutral location to put a neutral card from hand into play"),))
card("20050", "We Stand Together",
     missing=(helps("stand an attacking House Frey character after a won challenge"),))
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
card("20052", "The Many-Faced God",
     missing=(helps("the first card ambushed each round costs 1 less (ambush costs are the "
                    "printed ones in the engine)"),
              helps("Action: kneel the faction card to give a character the printed icons, "
                    "keywords, affiliations and Traits of the top character of the dead pile "
                    "until the end of the phase")),
     note="'No Kingdom plots' is a deck-building rule (the validator checks it).")
card("20053", "The Crone",
     inert="Characters of printed STR 1 or lower cannot leave play: nothing of the passive "
           "opponent removes characters, and the player's own removal effects seldom meet "
           "such a character in the one round it is revealed.")
card("20054", "The Father",
     forced(PHASE_ENDS, to_hand(choose(chars(unique=True, exclude_traits=frozenset({"army"})))),
            when=(phase_is("dominance"),), zone="plot"),
     note="Only the player has characters: its own least valuable unique non-Army character "
          "returns to hand when the dominance phase ends (the power on it is lost).")
card("20055", "The Late Lord Frey",
     missing=(helps("a House Frey card from hand or discard pile into play as each challenge "
                    "begins"),))
card("20056", "The Maiden",
     missing=(helps("from the used pile, +2 reserve on the player's The Seven plots"),))
card("20057", "The Mother",
     inert=f"draws when characters enter play for an opponent; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
card("20058", "The Smith",
     inert="kneels a location (paying with an own attachment): the passive opponent has no "
           "locations, and kneeling its own would only hurt the player")
card("20059", "The Stranger", when_revealed(game_op("kill_same_cost")),
     note="The passive opponent chooses one of the player's characters (the least valuable); "
          "the player has no opponent's character to choose. Each character with that "
          "printed cost dies.")


def _kill_same_cost(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The Stranger: the passive opponent chooses one of the player's characters (the least
    valuable, as every forced choice: ``AgotHooks.pick``); the player has no opponent's
    character to choose. Then each character with its printed cost is killed."""
    mine = [c for c in state.characters if state.zone[c] == PLAY]
    if not mine:
        return
    chosen = HOOKS.pick(state, ctx, None, mine)
    cost = state.table.cost[chosen]
    EFFECTS["kill"](state, ctx, eff, [c for c in mine if state.table.cost[c] == cost])


GAME_OPS["kill_same_cost"] = _kill_same_cost
card("20060", "The Warrior",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT} (the plot's numbers are "
           "read as printed).")
