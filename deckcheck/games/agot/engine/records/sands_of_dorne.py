"""Card records of Sands of Dorne (codes 10xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_DECLARED, CONTEST_LOST, CONTEST_WON, FirstCostReduction, PHASE_BEGINS,
    THIS, attachments, bonus, cannot, card, challenge_is, chars, cond, constant, draw, each,
    event_action, event_reaction, forced, game_op, gold, helps, hurts, income, interrupt, kneel,
    locations, only, power, put_into_play, reaction, reserve, stand, strength, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CHALLENGES_BEGIN, NO_OPPONENT, NO_OPPONENT_CARDS, used_plots,
)

_MARTELL = chars(factions=("martell",))
BY_5 = cond("event_amount_at_least", 5)
NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"


# -- Sands of Dorne ----------------------------------------------------------------------------
card("10001", "Doran Martell",
     missing=(helps("after a lost challenge, a character gains a challenge icon of the "
                    "player's choice for the phase"),),
     note="Removing a participant with fewer than 2 icons acts only on the player's own.")
card("10002", "Ellaria Sand", inert=f"forces the defending player's characters to defend; {NO_OPPONENT} has none.")
card("10003", "The Red Viper",
     constant(strength(1, THIS, per="power_on_self")),
     reaction(CONTEST_WON, power(1, THIS), when=(cond("event_cards_include", chars("Bastard")),)),
     note="Intimidate is a keyword.")
card("10004", "Darkstar",
     inert="returns each participating character to hand: only the player's own participate "
           "here, so sacrificing him only hurts (Intimidate is a keyword).")
card("10005", "Obara Sand",
     missing=(helps("return a Sand Snake to hand to put a cheaper [martell] character into play "
                    "from hand (once per phase)"),))
card("10006", "Areo Hotah",
     missing=(helps("his Ambush (6) costs 1 less for each plot in the used pile"),),
     note=f"His reaction needs him defending; {NEVER_DEFENDS}.")
card("10007", "Nymeria Sand",
     inert=f"reacts to losing dominance and discards from the winner's hand; {NO_OPPONENT} "
           "never wins dominance and has no hand.")
card("10008", "Tyene Sand",
     inert=f"comes into play after a challenge lost as the defending player; {NEVER_DEFENDS} "
           "(Stealth is a keyword).")
card("10009", "Nymeria's Guard",
     missing=(helps("put into play from hand in the challenges phase for 4 gold and standing a "
                    "Sand Snake"),))
card("10010", "Obella Sand",
     inert=f"reacts to being discarded or killed for an opponent's claim; {NO_OPPONENT} never "
           "wins a challenge.")
card("10011", "Quentyn Martell",
     forced(PHASE_BEGINS, kneel(THIS),
            when=(CHALLENGES_BEGIN, cond("count_at_least", ("used_plots", 3), negate=True))),
     note="Renown is a keyword.")
card("10012", "Ser Cletus Yronwood",
     inert=f"raises the player's initiative: {NO_OPPONENT} reveals no plot, so the player wins "
           "initiative anyway.")
card("10013", "Loreza Sand",
     missing=(helps("draw 1 when a unique [martell] character is killed (by the player's own "
                    "effects; once per phase)"),))
card("10014", "Maester Kedry",
     missing=(helps("kneel him: the next event this phase costs 2 less"),))
card("10015", "House Dayne Escort",
     missing=(helps("marshaled from the discard pile with 3 or more used plots"),))
card("10016", "Shadow City Bastard",
     inert=f"takes icons from a character; {NO_OPPONENT} has none, and sacrificing it for the "
           "player's own only hurts (Ambush (3) is a keyword).")
card("10017", "Dorne", reaction(CONTEST_LOST, game_op("look_top_keep_one", 2)),
     statics=(reserve(1),),
     note="The player loses a challenge only by attacking with 0 STR, so the reaction "
          "practically never happens; the card kept is the costliest of the 2.")
card("17113", "Dorne",
     reaction(CONTEST_LOST, game_op("look_top_keep_one", 2), when=(challenge_is(("military", "power")),)),
     statics=(reserve(1),))
card("10018", "Starfall",
     inert=f"takes a challenge icon from a character; {NO_OPPONENT} has none.")
card("10019", "Hotah's Axe", statics=(only(chars()), bonus(strength=3)),
     missing=(helps("put into play from hand, attached, after a [martell] character enters "
                    "play in the challenges phase"),))
card("10020", "Patience",
     missing=(helps("return its host to hand in the challenges phase (to ambush or marshal it "
                    "again)"),))
card("10021", "Beguiled", pilot="never",
     inert="a Terminal condition that takes an icon from its host: meant for an opponent's "
           f"character, and {NO_OPPONENT} has none.")
card("10022", "No Use For Grief",
     missing=(helps("after a [martell] character of the player was killed this round, put a "
                    "Sand Snake of printed cost 3 or lower (6 with The Red Viper dead) into play "
                    "from the deck"),))
card("10023", "False Plans", inert=f"makes an opponent discard from hand; {NO_OPPONENT_CARDS}.")
card("10024", "To The Spears!",
     event_reaction(CONTEST_DECLARED, stand(each(_MARTELL, state="attacking")),
                    when=(used_plots(3), cond("event_cards_include", _MARTELL))),
     note="Played as the challenge is declared: its [martell] attackers stand at once, which "
          "is what 'does not kneel when declared as an attacker' leaves (the cards hear "
          "'stood').")
card("10025", "Ser Cortnay Penrose",
     reaction(CONTEST_WON, stand(THIS), when=(challenge_is("power"), cond("source_participating"))))
card("10026", "Sea Dragon Tower",
     missing=(helps("kneel it: a character gains a [power] icon for the phase"),))
card("10027", "Fleet From Pyke",
     inert=f"gains an icon after pillage discards a location or attachment from the opponent's "
           f"deck; {NO_OPPONENT} has no deck (Pillage is a keyword).")
card("10028", "Plundered", pilot="never",
     inert=f"attaches to an opponent's location only; {NO_OPPONENT} has none.")
card("10029", "Myrcella Baratheon",
     constant(cannot("kneel_to_attack"), when=(cond("hand_at_most", 0, negate=True),)),
     note=f"{NO_OPPONENT} holds no card, so she does not kneel to attack while the player's "
          "hand holds one.")
card("10030", "Extortion", event_reaction(CONTEST_WON, gold(3), when=(challenge_is("intrigue"),)),
     note=f"The player is always the attacking player; {NO_OPPONENT} has no gold to return.")
card("10031", "Spare Boot",
     missing=(helps("stand an attachment of one of the player's characters and move it to him "
                    "(once per phase)"),))
card("10032", "Turncloak", pilot="never",
     inert=f"takes control of its host after a won challenge: meant for an opponent's "
           f"character, and {NO_OPPONENT} has none.")
card("10033", "Greatjon Umber",
     reaction(CONTEST_WON, stand(THIS),
              when=(challenge_is("military"), cond("source_participating"),
                    cond("count_at_least", ("used_plots", 3), negate=True))),
     note="Intimidate is a keyword.")
card("10034", "Taste For Flesh", inert=f"kills a defending character; {NEVER_DEFENDS}.")
card("10035", "Missandei",
     interrupt("discarded", put_into_play(THIS), about="self", zone="discard"),
     note="Discarded from hand at taxation she comes into play instead (the engine's own "
          "discards from the deck, e.g. Growing Ambition's search, are not modeled).")
card("10036", "Qarth",
     inert="discards an attachment from a card the player controls: only the player's own "
           "attachments, which it never wants gone.")
card("10037", "Leyton Hightower",
     missing=(helps("kneel him to put a non-limited [tyrell] card of printed cost 4 or lower "
                    "into play knelt from hand"),))
card("10038", "Beacon of the South",
     reaction(CONTEST_WON, power(1, ATTACHED_CARD), when=(BY_5, cond("host_participating"))),
     statics=(only(chars(factions=("tyrell",))),))
card("10039", "Val",
     missing=(helps("after she attacks, a Wildling of printed cost 4 or lower from hand joins "
                    "the challenge, knelt"),))
card("10040", "Septon Meribald",
     missing=(helps("kneel him to stand up to 3 characters of printed STR 1 or lower"),))
card("10041", "Oldtown Scholar", inert=f"reacts to an opponent drawing cards; {NO_OPPONENT} never draws.")
card("10042", "Jade Sea Dromond", statics=(income(1),),
     note=f"Its action discards a location of printed cost 3 or lower: {NO_OPPONENT} has none. "
          "Limited is a keyword.")
card("10043", "Brother's Robes",
     inert=f"blanks a location or attachment; {NO_OPPONENT} has none, and blanking the "
           "player's own only hurts.")
card("10044", '"Off To Gulltown"', event_action(draw(1), phases=("challenges",)),
     missing=(helps("a character gains a [military], an [intrigue] and a [power] icon for the "
                    "phase"),))
card("10046", "At Prince Doran's Behest", when_revealed(game_op("reveal_new_plot")),
     note="The new plot is the best left in the plot deck (most gold, then cards drawn, then "
          "reserve: the pilot's ranking; never another copy of Behest); its When Revealed "
          "resolves, initiative is not determined again. The pilot reveals Behest (0 gold) "
          "last in each cycle, so the new plot often comes from the returned used pile.")
card("10047", "Peace and Prosperity",
     statics=(FirstCostReduction(chars(), 3), FirstCostReduction(locations(), 2),
              FirstCostReduction(attachments(), 1)))
card("10048", "Forced March",
     inert=f"{NO_OPPONENT} has no character to kneel; repeating it only kneels the player's "
           "own [military] characters.")
card("17154", "Forced March",
     inert="kneels X characters of each player: the player chooses X = 0 against a passive "
           "opponent (the plot's numbers are read as printed).")
card("10049", "Beyond Reproach",
     inert="sacrifices attachments on characters their owner does not control: the player's "
           f"attachments are all on its own characters and {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
card("10050", "Breaking Ties",
     inert="Its action returns a non-loyal character or location to its owner's hand: meant "
           "for an opponent's card; on its own cards it costs a loyal character to bounce one "
           "of them, so the player never uses it.")
card("17153", "Breaking Ties",
     inert=f"returns a non-loyal character or location; {NO_OPPONENT} has none, and the player's "
           "own would only leave play.")
card("10051", "Grand Melee",
     missing=(hurts("a character attacking alone adds no STR to the challenge"),))
card("10052", "False Spring",
     inert=f"reveals and discards from the opponents' hands; {NO_OPPONENT_CARDS} (the plot's "
           "numbers are read as printed).")
card("17151", "The Wars To Come",
     inert="its plot deck rules are the validator's, and Prized 1 on its plots only rewards an "
           "opponent.")
