"""Records of the cards first printed in The Iron Chronicle (Mists of Memory cycle). Tests in
tests/test_agot_records_mists_of_memory.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, PHASE_ENDS, POWER_GAINED, THIS, bonus, card, chars,
    cond, constant, draw, forced, game_op, gold, helps, hurts, income,
    keyword, only, phase_is, reaction, reserve, stand, trait,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, NO_OPPONENT_CARDS
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


card("25027", "The Old Hawk",
     missing=(helps("renown for [martell] characters with STR 6 or more under a Summer plot"),),
     note="Insight is a keyword.")
card("25028", "The Throne of Dorne", statics=(reserve(1),),
     note="Its reaction needs the player to lose dominance, which it never does here.")
card("25029", "Highborn Recruit",
     missing=(helps("kneel it: a character with 1 or fewer icons gains insight or renown for the "
                    "phase"),))
card("25030", "Insubordination", pilot="never",
     inert="a Terminal condition killing a character that attacks the player alone: meant "
           f"for an opponent's character, and {NO_OPPONENT} has none.")
card("25031", "Ghost",
     reaction(CONTEST_WON, draw(1), when=(cond("event_cards_include", chars("Direwolf")),)),
     missing=(helps("sacrificed to save Jon Snow from being killed"),),
     note="'No attachments' is a keyword.")
card("25032", "Taste the Blood",
     missing=(helps("a used plot's when revealed again after an [intrigue] challenge won with an "
                    "Old Gods participant"),))
card("25033", "Arstan Whitebeard",
     missing=(helps("he cannot kneel (so attacks standing) while the player controls no Lord or "
                    "Lady"), hurts("sacrificed while the player controls Ser Barristan Selmy"),))
card("25034", "Summerhall",
     inert="kills a character brought to 0 STR: only the player's own.")
card("25035", "Ser Parmen Crane",
     constant(keyword("renown"), when=(cond("controls", (chars("Rainbow Guard"), 2)),)),
     note="Another Rainbow Guard: 2 of them in play, he being one.")
card("25036", "Chivalry of the South",
     missing=(helps("2 power when a challenge ends with no participant (every attacker removed)"),))
card("25037", "Jalabhar Xho",
     inert=f"changes control by a player's action; {NO_OPPONENT} never takes him, and the player "
           "has him already.")
card("25038", "The Moon Door",
     inert="kills a weak participant: only the player's own; ties for initiative and dominance "
           "never happen against the passive opponent.")
card("25039", "A Southron Peace",
     missing=(hurts("the player cannot initiate [military] challenges while it is revealed"),))
card("25040", "The Gold Price",
     missing=(hurts("the player's locations enter play knelt"),))
card("25041", "Ser Andrew Estermont",
     missing=(helps("kill a R'hllor character to save a unique [baratheon] one"),))
card("25042", "The Laughing Storm",
     inert=f"kneels a character of the losing opponent and stops random discards; {NO_OPPONENT} "
           "has none and makes none.")
card("25043", "Tarle the Thrice-Drowned",
     missing=(helps("a Drowned God entering the dead pile comes back into play (another character "
                    "is killed)"),),
     note="Renown is a keyword.")
card("25044", "The Drowned God Wakes",
     inert="kills every character but one of each player: only the player has any, so it never "
           "plays it.")
card("25045", "Warrior's Sons", reaction(POWER_GAINED, stand(THIS), about="self", limit=1,
                                           limit_per="phase"),
     note="'No attachments' is a keyword.")
card("25046", "The Sack of King's Landing",
     inert=f"kills characters of an opponent losing a location; {NO_OPPONENT} has none (pillage "
           "acts on the opponent's deck).")
card("25047", "Ser Arys Oakheart",
     inert=f"forces a defender; {NO_OPPONENT} has none (Renown is a keyword).")
card("25048", "Vulture King",
     inert=f"pillage and an icon taken from the losing opponent; {NO_OPPONENT} has neither deck "
           "nor character.")
card("25049", "Marsh's Conspirator",
     inert=f"blanks a character; {NO_OPPONENT} has none (Shadow (2) is a keyword).")
card("25050", "Legacy of the Watch",
     missing=(helps("power, 2 cards or a stand after a challenge won by 5 with 2 Rangers, "
                    "Stewards or Builders"),))
card("25051", "Galbart Glover",
     inert=f"raises the cost of an opponent's characters; {NO_OPPONENT} marshals none.")
card("25054", "Naught but Ashes",
     inert="lowers a participant's STR: only the player's own participate (Shadow (1) is a "
           "keyword).")
card("25055", "Willas Tyrell",
     missing=(helps("adds his STR to a challenge with a character attacking alone"),),
     note="Insight is a keyword.")
card("25056", "The Warden of the South", constant(trait("Commander", ATTACHED_CARD)),
     statics=(only(chars("Lord", factions=("tyrell",))), bonus(strength=1)),
     missing=(helps("kneel it to stand its host after its STR is raised"),))
card("25057", "Belligerent Heir",
     missing=(helps("+1 STR per gold; gold on an attacking neutral character each phase"),))
card("25058", "The Red Fork",
     missing=(helps("back into play from the discard pile after a [military] challenge won by 5"),),
     note="+2 Initiative changes nothing: the player wins initiative anyway.")
card("25059", "Greyscale", pilot="never",
     inert="a Terminal condition killing its host by an opponent's hand: meant for an "
           f"opponent's character, and {NO_OPPONENT} has none.")
card("25060", "City Blockade",
     missing=(hurts("Limited cards cannot be marshaled, played or put into play"),))
card("25061", "Allard Seaworth",
     missing=(helps("discard a facedown attachment for 1 power"),))
card("25062", "Martial Law", pilot="never",
     inert=f"a Terminal condition for an opponent's location; {NO_OPPONENT} has none.")
card("25063", "Great Kraken's Crew",
     inert=f"takes a defender's STR out; {NO_OPPONENT} never defends (Shadow (2) is a keyword).")
card("25064", "Nightfall",
     missing=(helps("renown for a House Harlaw host"),))
card("25065", "Grand Maester Pycelle",
     inert="puts discarded cards under the agenda: the player never wants its own there, and the "
           "passive opponent discards nothing.")
card("25066", "Kingswood",
     missing=(helps("kneel and return it to hand to draw 1 after a character is ambushed"),),
     note="+1 Initiative changes nothing: the player wins initiative anyway.")
card("25067", "Water Gardens Sentry",
     inert=f"may defend [intrigue] challenges; {NO_OPPONENT} never attacks.")
card("25068", "Nymeria of Ny Sar",
     missing=(helps("kneel it after a challenge won by 5 to reveal a [martell] or Summer plot"),))
card("25069", "Bowen Marsh",
     inert=f"keeps a character from attacking; {NO_OPPONENT} has none (Insight and Shadow (4) are "
           "keywords).")
card("25070", "The Watch Needs Good Men",
     inert=f"marshals from an opponent's discard pile; {NO_OPPONENT_CARDS} (the plot's numbers "
           "are read as printed).")
card("25071", "Jon Snow",
     inert=f"chooses which characters the claim takes; {NO_OPPONENT} has none ('No attachments "
           "except Direwolf' is a keyword).")
card("25072", "The Hour of the Wolf",
     missing=(hurts("when revealed, the player sacrifices a non-loyal character"),))
card("25073", "Black Balaq",
     inert=f"lowers defenders' STR; {NO_OPPONENT} never defends (Bestow (1) is a keyword).")
card("25074", "Aegon the Conqueror",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("25075", "Dickon Tarly",
     missing=(helps("stands after another [tyrell] character stands (once per phase)"),))
card("25076", "Olenna's Wheelhouse",
     missing=(helps("a [tyrell] character leaves the game for the phase and comes back (to enter "
                    "play again)"),))
card("25078", "The Green Fork", statics=(income(1),),
     missing=(helps("back into play from the discard pile after an [intrigue] challenge won by "
                    "5"),))
card("25079", "Battle on the Green Fork",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT} (the plot's numbers are "
           "read as printed).")
card("25080", "The Gift of Mercy",
     inert=f"places tokens on the losing opponent's characters; {NO_OPPONENT} has none (its plot "
           "rule is the validator's).")
card("25081", "Blackhaven Rider",
     missing=(hurts("as it enters play, the player kneels a loyal character"),))
card("25082", "Robert's Rebellion",
     forced(PHASE_ENDS, game_op("lose_faction_power", 3),
            when=(phase_is("challenges"), cond("challenge_lost", "power")), zone="plot"),
     note="The player loses a [power] challenge only by attacking with 0 STR (the passive "
          "opponent never attacks), so the 3 power are practically never lost.")


def _lose_faction_power(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard ``amount`` power from the faction card (as much as it has): Robert's
    Rebellion."""
    lost = min(state.power, eff.amount)
    state.power -= lost
    if lost:
        play_rules.note(state, "lose_power", lost)


GAME_OPS["lose_faction_power"] = _lose_faction_power

card("25083", "The Knight",
     inert=f"returns characters from the defending player's discard pile; {NO_OPPONENT_CARDS} "
           "(Pillage is a keyword).")
card("25084", "Harren the Black",
     inert=f"acts after pillage discards from the opponent's deck; {NO_OPPONENT} has none.")
card("25085", "Qyburn",
     inert=f"borrows a character from an opponent's dead pile; {NO_OPPONENT_CARDS} (Shadow (3) is "
           "a keyword).")
card("25086", "Lann the Clever",
     missing=(helps("after a won [intrigue] challenge, return a [lannister] participant for 3 "
                    "gold or 1 power"),))
card("25087", "Ser Willam Wells",
     inert=f"takes icons from a character; {NO_OPPONENT} has none.")
card("25088", "Red Mountains",
     inert=f"forces an opponent to attack; {NO_OPPONENT} never does (+1 Initiative changes "
           "nothing).")
card("25089", "Maester Harmune",
     inert=f"acts after gold is moved from an opponent; {NO_OPPONENT} has none.")
card("25090", "Saved by the Watch",
     inert=f"Puts an opponent's sacrificed or discarded character into play; {NO_OPPONENT} "
           "has none.")
card("25091", "Bolton Loyalist",
     missing=(hurts("after a lost [intrigue] challenge, it goes to the opponent unless another "
                    "character is sacrificed"),))
card("25092", "Raventree Hall",
     reaction(POWER_GAINED, gold(1), when=(cond("event_card", chars()),), limit=1,
              limit_per="phase"))
card("25093", "Pink Graces",
     missing=(helps("at the end of the challenges phase, draw 1 if no [military] claim was applied"),))
card("25094", "Temple of the Graces",
     inert=f"changes the claim, which takes nothing from {NO_OPPONENT}.")
card("25095", "Margaery Tyrell",
     missing=(helps("a revealed [tyrell] card goes to shadows"),),
     note="Renown and Shadow (5) are keywords.")
card("25096", "Gilbert of the Vines",
     missing=(helps("X gold: 2 of the top X cards to hand"),))
card("25097", "Little Bird",
     missing=(helps("out of shadows, the player may draw 1"),),
     note="Shadow (1) is a keyword.")
card("25098", "The Blue Fork", statics=(reserve(2),),
     missing=(helps("back into play from the discard pile after a [power] challenge won by "
                    "5"),))
card("25099", "Enemies in Every Shadow",
     missing=(helps("+1 STR to each character while no card is in shadows"),))
card("25100", "The Last Greenseer",
     inert="Switches its gold, claim and reserve with another revealed plot card: the passive "
           "opponent reveals none, so it plays with its printed values.")
