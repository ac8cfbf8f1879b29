"""Card records of the Sea of Shadow: When All Is Darkest, Whispers of War, Mountain and Vale,
Lord of the Waters, Justice for Elia, No Crown but Truth."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, Modifier, OPPONENT_ONLY, bonus, card, chars, cond, constant, each, helps, hurts,
    icon, income, keyword, locations, only, reserve, strength, trait,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, FOR_OPPONENTS_CHARACTER, NO_OPPONENT, NO_OPPONENT_CARDS,
)


# -- Whispers of War ---------------------------------------------------------------------------
card("26027", "Ghost Hill Elite",
     missing=(helps("after it enters play, it may take an [intrigue] or [power] icon from "
                    "one of the player's own characters until the end of the phase (killing "
                    "an icon-less character is meant for the opponent's)"),),
     note="Ambush and No attachments are keywords.")
card("26001", "Ser Clayton Suggs",
     missing=(helps("+1 STR for the phase to a character that gained power"),))
card("26002", "Roast Boar", statics=(OPPONENT_ONLY,), pilot="never", inert=FOR_OPPONENTS_CHARACTER)
card("26003", "Moqorro",
     missing=(helps("out of shadows, a character gains an [intrigue] icon for the phase"),),
     note="Shadow (2) is a keyword.")
card("26004", "Naval Bombardment",
     inert=f"stops an opponent's [intrigue] challenges; {NO_OPPONENT} never attacks.")
card("26005", "Ashemark Councilor",
     missing=(helps("STR equal to the cards with gold; 1 gold on up to 3 cards as it enters play"),))
card("26006", "Lannisport", statics=(income(1),),
     note=f"Its reaction ends a [power] challenge against the player; {NO_OPPONENT} never attacks.")
card("26007", "Maester of the Tor",
     missing=(helps("out of shadows, the top card of the deck goes to shadows"),),
     note="Shadow (2) is a keyword.")
card("26008", "Yronwood",
     inert=CANCEL)
card("26009", "Benjen Stark",
     inert=f"forbids the losing opponent a challenge type; {NO_OPPONENT} never attacks (Renown is "
           "a keyword).")
card("26010", "When All Is Darkest",
     inert="takes control of a character coming out of shadows: only the player's own do (Shadow "
           "(2) is a keyword).")
card("26011", "Trident Guard", constant(keyword("renown")),
     missing=(hurts("no renown under a revealed plot of claim 0 (the passive opponent's claim "
                    "is 0)"),))
card("26012", "The Warden of the North", constant(trait("Commander", ATTACHED_CARD)),
     statics=(only(chars("Lord", factions=("stark",))), bonus(keywords=("renown",))),
     missing=(hurts("while its host participates, the player plays no events and brings no "
                    "card out of shadows"),))
card("26013", "Red Lamb",
     missing=(helps("a [power] icon and the Knight trait while the player controls Ser Barristan "
                    "Selmy"),))
card("26014", "Slaver's Bay",
     inert="kills participants at 0 STR: only the player's own participate.")
card("26015", "Agent of the Citadel",
     missing=(helps("after a won challenge, the next card out of shadows costs 2 less"),))
card("26016", "Highgarden Destrier",
     missing=(helps("+1 STR per character of printed cost 3 or lower"),))
card("26017", "Harrenhal Cupbearer",
     inert=f"kneels a character of the losing opponent; {NO_OPPONENT} has none (Shadow (3) is a "
           "keyword).")
card("26018", "Milkwater Crossing",
     inert="takes every keyword and immunity for a phase: only the player's own (+1 Initiative "
           "changes nothing).")
card("26019", "City of Shadows",
     missing=(helps("when revealed, a card with shadow returns to hand (or shadows)"),))
card("26020", "The Minstrel's Muse",
     missing=(helps("draw 1 after each Song event"), hurts("at most 3 events this round"),))
card("26021", "Red Keep Servant",
     constant(icon("intrigue"), when=(cond("controls", (locations("King's Landing"), 1)),)))
card("26022", "The King's Justice",
     inert=f"kills a kneeling character of the losing opponent; {NO_OPPONENT} has none.")
card("26023", "Ralf the Limper",
     inert=f"reacts to discards from an opponent's deck; {NO_OPPONENT} has none (Pillage and "
           "Shadow (5) are keywords).")
card("26024", "Swift Longship",
     inert=f"takes a defender's STR out; {NO_OPPONENT} never defends (Shadow (0) is a keyword; +1 "
           "Initiative changes nothing).")
card("26025", "The Imp's Agent",
     inert=f"makes the losing opponent put a card of its hand on its deck; {NO_OPPONENT_CARDS} "
           "(Shadow (3) is a keyword).")
card("26026", "Joffrey's Crossbow",
     inert=f"chooses the claim's characters; {NO_OPPONENT} has none.")
card("26028", "A Toast to the King",
     inert=f"makes an opponent satisfy a claim; {NO_OPPONENT} has nothing to lose.")
card("26029", "Oathsworn Wildling",
     missing=(hurts("sacrificed unless the player controls another Wildling or Jon Snow"),))
card("26030", "The Black Gate",
     missing=(helps("kneel it and sacrifice a [thenightswatch] character to put a cheaper one "
                    "sharing a trait into play"),))
card("26031", "House Umber Berserkers",
     missing=(helps("its Shadow (X) costs the number of used plots (minimum 1)"),),
     note="Assault and 'No attachments' are keywords.")
card("26033", "Sorrowful Man",
     inert=f"switches cards of an opponent's discard and dead piles; {NO_OPPONENT_CARDS} (Shadow "
           "(2) is a keyword).")
card("26034", "Queen of Meereen", constant(trait("Queen", ATTACHED_CARD)),
     statics=(only(chars("Lady")),),
     missing=(helps("kneel it and discard cards: the next card costs 2 less per card"),))
card("26035", "Horn Hill Vanguard",
     missing=(helps("+1 STR per standing [tyrell] character while it attacks"),),
     note="Assault, Intimidate and 'No attachments' are keywords.")
card("26036", "Beneath the Petals",
     missing=(helps("insight and an icon for a character with shadow; 1 gold and shadows when "
                    "revealed from the deck"),))
card("26037", "Biter",
     inert=f"kills a character knelt by intimidate; {NO_OPPONENT} has none (Intimidate is a "
           "keyword).")
card("26038", "Reinstatement",
     missing=(helps("a Standing Action putting a Small Council character into play from the "
                    "discard pile (the engine opens no action window in the standing phase)"),))
card("26039", "Striking at Dawn",
     missing=(hurts("no card effect raises or lowers STR (the player's own bonuses)"),))
card("26040", "The Small Council",
     missing=(helps("after winning dominance, 1 power on a standing Small Council character (and "
                    "a card with a King or Queen)"),))
card("26041", "Stormlord",
     missing=(hurts("as the dominance phase begins, the player sacrifices a character unless it "
                    "controls a King"),),
     note="Renown is a keyword.")
card("26042", "Narrow Sea Dromond", statics=(Modifier("dominance", 1),),
     note=f"Its reaction kneels a character; {NO_OPPONENT} has none. Shadow (1) is a keyword.")
card("26043", "Wandering Disciple",
     missing=(helps("out of shadows, a Drowned God from the dead pile for the phase"),),
     note="Shadow (3) is a keyword.")
card("26044", "Taking the Shield Islands",
     inert=f"puts cards of the losing opponent's hand on its deck; {NO_OPPONENT_CARDS} (Shadow "
           "(1) is a keyword).")
card("26045", "Crawn Son of Calor",
     missing=(helps("marshaled into shadows from the discard pile"),),
     note="Shadow (4) and Stealth are keywords.")
card("26046", "The Regent's Council",
     missing=(helps("dominance is determined again after an [intrigue] challenge won with a Small "
                    "Council character"),))
card("26047", "Ser Gulian Qorgyle",
     inert=f"takes icons from an opponent's attackers or defenders; {NO_OPPONENT} has none.")
card("26048", "Retribution",
     inert=f"answers a character killed for [military] claim; {NO_OPPONENT} never wins a "
           "challenge.")
card("26049", "Northern Envoy",
     inert=f"reveals an opponent's deck; {NO_OPPONENT} has none.")
card("26050", "Grey Galley",
     inert=f"adds STR while the player defends; {NO_OPPONENT} never attacks (Shadow (1) is a "
           "keyword).")
card("26051", "Steelshanks Walton",
     inert="takes control of a non-loyal character the player owns: it controls all of its own "
           "already.")
card("26052", "Dubious Loyalties", constant(trait("House Bolton", ATTACHED_CARD)),
     statics=(only(chars(loyal=False)), bonus(keywords=("renown",))),
     note="On the player's own non-loyal character; stealth bypasses no one, and taking "
          "control changes nothing here.")
card("26053", "Magister Illyrio", statics=(income(1),),
     missing=(helps("as the challenges phase begins, 1 gold per 2 cards in shadows"),),
     note="Insight and Shadow (5) are keywords.")
card("26054", "Take to the Sky!",
     missing=(helps("saves a Dragon or Stormborn character, returning it to hand"),))
card("26055", "Butterbumps",
     missing=(helps("back to shadows to stand a stronger participant and remove it"),),
     note="Shadow (2) is a keyword.")
card("26056", "The Whispering Sound",
     missing=(helps("kneel it after a location enters play in the challenges phase: draw 2, put 1 "
                    "back"),))
card("26058", "The Warden of the East", constant(trait("Commander", ATTACHED_CARD)),
     statics=(only(chars("House Arryn")), bonus(strength=2)),
     note=f"Its power follows characters revealed from an opponent's cards; {NO_OPPONENT} has "
          "none.")
card("26059", "Battle Beneath the Wall",
     missing=(hurts("in challenges of the named type every eligible character of the player must "
                    "attack"),))
card("26060", "Strained Reserves",
     missing=(hurts("at most 2 characters, locations or attachments enter play for the player "
                    "this round (4 under Summer)"),))
card("26061", "Edric Storm",
     missing=(hurts("the player gains at most 3 power a round"),),
     note="Stealth is a keyword.")
card("26062", "A New Hand",
     missing=(helps("a Small Council character leaving play fetches another from the deck"),))
card("26063", "Orkmont Elite",
     missing=(helps("renown while it has an attachment"),),
     note="Assault and Pillage are keywords.")
card("26064", "Reaver's Greataxe", constant(trait("Raider", ATTACHED_CARD)),
     statics=(only(chars(factions=("greyjoy",), unique=False)),),
     missing=(helps("its host does not kneel to attack in the first challenge each phase (the "
                    "opponent has fewer attachments)"),))
card("26065", "Gyles Rosby", statics=(income(2),),
     missing=(hurts("killed when the player has no gold in its pool during the challenges "
                    "phase"),))
card("26066", "King's Landing Dromond",
     missing=(helps("1 less gold returned to the treasury in taxation"),),
     note="Its return of a cheap character acts only on the player's own. Shadow (1) is a keyword.")
card("26067", "Southron Informant",
     missing=(hurts("entering play in the challenges phase (ambush), it goes to the opponent"),),
     note="Ambush (1) is a keyword.")
card("26068", "Dornish Sloop", statics=(reserve(1),),
     note=f"Its icon loss is for an opponent's character; {NO_OPPONENT} has none. Shadow (0) is a "
          "keyword.")
card("26069", "Dirk",
     missing=(hurts("characters discarded from play go to the dead pile"),))
card("26070", "Conspirator's Blade",
     missing=(helps("out of shadows, the next card out of shadows costs 2 less"),),
     note="Shadow (1) is a keyword.")
card("26071", "Tytos Blackwood",
     missing=(hurts("while he participates, the player's other characters without power are "
                    "blanked"),),
     note="Renown is a keyword.")
card("26072", "Above the Rest",
     missing=(helps("1 more power for a character that gained exactly 1 (a House Tully one stands)"),))
card("26073", "Ser Harry Strickland",
     missing=(helps("as he enters play, stand a Mercenary that gains an icon"),),
     note="Renown and Shadow (3) are keywords.")
card("26074", "Qartheen Galleas",
     missing=(helps("out of shadows, a card with shadow returns from the discard pile to hand"),),
     note="Shadow (1) is a keyword.")
card("26075", "Megga Tyrell",
     missing=(helps("1 power after characters are removed from a challenge (twice per round)"),))
card("26076", "Redwyne Merchanter", statics=(income(1),),
     missing=(helps("out of shadows, +2 STR to a character for the phase"),),
     note="Shadow (1) is a keyword.")
card("26077", "The Bastard of Driftmark",
     missing=(helps("stands after a Warship location enters play (twice per phase)"),),
     note="Shadow (4) and Stealth are keywords.")
card("26078", "Ibbenese Whaler",
     missing=(helps("the first card into shadows costs 1 less; back to shadows with an empty hand "
                    "to draw 2"),))
card("26079", "The War of the Five Kings",
     inert=f"raises the claim per rival, which takes nothing from {NO_OPPONENT} (the plot's "
           "numbers are read as printed).")
card("26080", "Trading With Braavos",
     missing=(helps("after a won challenge, kneel the faction card to search the top 10 for a "
                    "location"),),
     note="Its deck-building rules are the validator's.")
card("26081", "Living Shadow",
     inert=f"attaches to a character it bypasses; {NO_OPPONENT} has none, so it stays a 0-STR "
           "character that cannot be killed (Shadow (1) and Stealth are keywords).")
card("26082", "Northern Pyre",
     missing=(helps("kneel it under a Winter plot: a participant's STR is set to 3"),))
card("26084", "Smiler",
     missing=(helps("kneel it after an unopposed challenge: renown for its host"),),
     note="Ambush (2) is a keyword.")
card("26085", "Ser Osfryd Kettleblack",
     constant(keyword("renown"), when=(cond("hand_at_most", 0, negate=True),)),
     note=f"{NO_OPPONENT} holds no card: renown while the player's hand holds one.")
card("26086", "Slander and Lies", statics=(OPPONENT_ONLY,), pilot="never", inert=FOR_OPPONENTS_CHARACTER)
card("26087", "The Red Viper",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT} (Shadow (5) and Stealth are "
           "keywords).")
card("26088", "The Viper's Spear",
     missing=(helps("+3 STR to a Sand Snake or The Red Viper in [military] challenges"),))
card("26089", "Greyguard Artisan",
     inert=f"blanks an attachment; {NO_OPPONENT} has none (Shadow (2) is a keyword).")
card("26090", "Torch and Oil",
     inert=f"reveals an opponent's drawn or shadowed cards; {NO_OPPONENT} has none.")
card("26091", "Northern Patriarch",
     inert=CANCEL)
card("26092", "Winterfell Kennels", constant(strength(1, each(chars("Direwolf")))),
     missing=(helps("kneel it to put a Direwolf card into play from hand for the phase"),))
card("26093", "White Graces",
     missing=(helps("discarded from hand or deck, it becomes a duplicate on a unique Lady or Grace"),))
card("26094", "Poisoned Locusts", pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("26095", "Baelor Brightsmile",
     missing=(helps("after a challenge won by 5, the top card may become his duplicate"),),
     note="Renown is a keyword.")
card("26096", "Enameled Green Armor", statics=(only(chars()), bonus(keywords=("renown",))),
     missing=(helps("kneel it: a participant adds its STR to the player's side"),))
card("26097", "Alleras the Sphinx",
     missing=(helps("after a lost challenge, a card of the top 10 goes under the agenda"),))
card("26098", "Candle in the Dark",
     inert=CANCEL)
card("26099", "A Meeting of Minds", constant(keyword("insight", each(chars("Small Council"))), zone="plot"))
card("26100", "The Doom of Valyria",
     missing=(hurts("with 3 or more used plots, every non-limited card of the player in play and "
                    "in shadows is discarded"),))
card("26101", "Melisandre",
     missing=(hurts("each participating character without shadow (the player's own) gets -1 STR"),),
     note="Shadow (5) and Stealth are keywords; her action to shadow a weak character acts only "
          "on the player's own.")
card("26102", "No Crown but Truth",
     inert=CANCEL)
card("26103", "Shipborn Bastard",
     missing=(helps("STR equal to the cards with initiative modifiers (played as 0)"),))
card("26104", "Lonely Light", statics=(reserve(1),),
     missing=(hurts("while it stands, the player's cards cost 1 more to bring out of "
                    "shadows"),))
card("26105", "Alchemist Apprentice",
     missing=(helps("kneel him to return a cheap location to hand"),))
card("26106", "All the Gold in Casterly Rock",
     missing=(helps("2 gold per card in shadows after an [intrigue] challenge"),),
     note="Limited and Shadow (0) are keywords.")
card("26107", "Ser Manfrey Martell",
     missing=(hurts("while he participates, insight and renown resolve for the losing player (not "
                    "the player)"),),
     note="Renown is a keyword.")
card("26108", "Hidden in Shadow",
     missing=(helps("sacrifice it to send its host to shadows; draw 1 when it is discarded from "
                    "shadows"),))
card("26109", "Wick Whittlestick",
     inert="makes each player discard a participant: only the player's own (Shadow (3) is a "
           "keyword).")
card("26110", "Seventy-Nine Sentinels",
     inert=f"adds defenders; {NO_OPPONENT} never attacks.")
card("26111", "Howland Reed",
     missing=(helps("the first [stark] card out of shadows each round costs 2 less"),),
     note="Stealth is a keyword.")
card("26112", '"Wolves in the Hills"',
     inert=f"changes the claim, which takes nothing from {NO_OPPONENT}.")
card("26113", "War Elephants",
     missing=(helps("its Ambush (8) costs 1 less per Commander"), hurts("it cannot be marshaled or placed in setup"),),
     note="Intimidate and 'No attachments' are keywords.")
card("26114", "The Stallion Who Mounts the World",
     missing=(helps("after a [power] challenge won as the attacker, a Dothraki from the deck into "
                    "play"),))
card("26116", "Growing Influence",
     inert=CANCEL)
card("26117", "Elder Brother",
     missing=(helps("cannot be killed under a The Seven plot"),))
card("26118", '"Widow\'s Ford"',
     missing=(helps("attachments and locations entering the discard pile go to shadows"),))
card("26119", "The Age of Heroes",
     missing=(helps("as the challenges phase begins, a Legacy or Valyrian Steel attachment from "
                    "the deck"),))
card("26120", "Armed to the Teeth",
     missing=(helps("5 attachments set aside under the agenda, put into play after won challenges"),))
card("26032", "White Harbor Galley",
     missing=(helps("+1 STR to each participating character; out of shadows, a knelt character "
                    "joins the challenge"),),
     note="Shadow (1) is a keyword.")
