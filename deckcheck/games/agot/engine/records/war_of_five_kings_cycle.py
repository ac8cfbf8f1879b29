"""Card records of the War of Five Kings Cycle: Across the Seven Kingdoms, Called to Arms, For
Family Honor, There Is My Claim, Ghosts of Harrenhal, Tyrion's Chain."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import marks_of
from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS, put_cards_into_play
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CARD_PLAYED, CONTEST_WON, Cost, DOMINANCE_WON, ENTERS_PLAY, EVENT_CARD_T,
    FirstCostReduction, KILLED, KNEEL_FACTION, KNEEL_SELF, MARSHALED, OPPONENT_ONLY, PHASE_ENDS,
    PLOT, PLOT_REVEALED, THIS, action, ambush, attachments, bonus, cannot, card, cards,
    challenge_is, chars, choose, cond, constant, draw, each, event_action, event_reaction,
    forced, game_op, gold, helps, hurts, income, initiative, interrupt, keyword, kneel,
    locations, mark, only, pay_gold, phase_is, power, put_into_play, reaction, reserve, stand,
    stat, strength, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, FOR_OPPONENTS_CHARACTER, NO_OPPONENT, NO_OPPONENT_CARDS, put_best, used_plots,
)
from deckcheck.games.agot.engine.state import AgotState, DEAD, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

BY_5 = cond("event_amount_at_least", 5)

POWER_GAINED = "power_gained"       # rules.gain_power: card, amount (power on a card)
SUMMER = cond("plot_trait", "summer")
NOT_SUMMER = cond("plot_trait", "summer", negate=True)
WINTER = cond("plot_trait", "winter")
NOT_WINTER = cond("plot_trait", "winter", negate=True)


# -- Across the Seven Kingdoms -----------------------------------------------------------------
card("04001", "The Dragon's Tail", event_action(draw(2)),
     note="The opponent's 2 cards do nothing for the passive opponent.")
card("17147", "The Dragon's Tail",
     inert="Melee format only; the goldfish plays joust")
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
card("04006", "Arry",
     missing=(helps("return him to hand to draw 1 card"),
              hurts("sacrificed while the player controls Arya Stark")),
     note="Ambush (4) is a keyword.")
card("04007", "White Tree",
     inert=f"takes gold from an opponent who collects income; {NO_OPPONENT} has no gold.")
card("04008", "White Raven",
     reaction(DOMINANCE_WON, power(1), when=(cond("plot_trait", ("Summer", "Winter")),)),
     note=f"Its forced sacrifice follows a lost [power] challenge; against {NO_OPPONENT} the "
          "player never loses one.")
card("04009", "Ruby of R'hllor", inert=f"discards named cards from the losing opponent's hand; {NO_OPPONENT_CARDS}.")
card("04010", "Janos Slynt", missing=(helps("1 gold: +2 STR for the phase"),),
     note="Intimidate is a keyword.")
card("04011", "Levies at the Rock", inert=f"answers a challenge initiated against the player; {NO_OPPONENT} never attacks.")
card("04012", "Captain's Daughter",
     inert="meant for an opponent's character entering play; on the player's own it only "
           "puts its own character back on its deck.")
card("04013", "Pyke",
     inert="Gives stealth until the end of the phase: the passive opponent never defends.")
card("17163", "Pyke",
     constant(ambush(each(locations("Warship"), zone="hand"), -1)),
     inert="The reaction puts a card on top of its owner's deck: meant for an opponent's "
           "card; its own would only be delayed.",
     note="Warship locations in hand gain Ambush (printed cost - 1) (rules.ambush_cost); the "
          "greedy pilot ambushes characters only.")
card("22006", "Pyke",
     constant(ambush(each(locations("Warship"), zone="hand"), -1)),
     missing=(helps("after a [greyjoy] location enters play, kneel Pyke to put another "
                    "card on top of its owner's deck, drawn at the end of the phase (the "
                    "player's own card, to replay it)"),),
     note="Warship locations in hand gain Ambush (printed cost - 1) (rules.ambush_cost); the "
          "greedy pilot ambushes characters only.")
card("04015", "Shierak Qiya",
     event_reaction(CONTEST_WON, stand(choose(chars(), state="participant")),
                    when=(challenge_is("power"), BY_5), costs=(KNEEL_FACTION,)))
card("04016", "Harmen Uller", constant(ambush(each(chars("Sand Snake"), zone="hand"), -1)),
     note="Renown is a keyword.")
card("04017", "Tower of the Sun", reaction(CARD_PLAYED, gold(1), limit=1, limit_per="phase"),
     note="Only the player plays events.")
card("04018", "Pyromancers",
     inert="Its Dominance action discards a location: meant for an opponent's; on its own it "
           "only hurts (and the engine has no dominance action window).")

# -- Called to Arms ----------------------------------------------------------------------------
card("04019", "Rains of Autumn",
     missing=(hurts("the player's characters and locations give no gold bonus (income)"),))
card("04020", "Varys's Riddle",
     inert=f"copies the when revealed ability of another revealed plot: the player's revealed "
           f"plot is this one and {NO_OPPONENT} reveals none.")
card("04021", "Donella Hornwood",
     statics=(FirstCostReduction(cards(loyal=True), 1, play=True),),
     note="The first loyal card marshaled or played from hand each round (rules.event_cost).")
card("04022", "Fear Cuts Deeper Than Swords", inert=CANCEL)
card("04023", "Knight of Summer",
     constant(strength(2), keyword("renown"), when=(SUMMER, NOT_WINTER)))
card("04024", "There Is My Claim",
     inert="Raises claim: claim takes nothing from the passive opponent.")
card("04025", "Dolorous Edd",
     inert="His action works only while defending; the passive opponent never attacks.")
card("04026", "Craven", pilot="never",
     inert="Meant for an opponent's character (it cannot attack); on its own it only hurts.")
card("04028", "The Stone Drum",
     constant(stat("income", 1), when=(cond("plot_trait", "Kingdom"),)),
     note="Only the player's plot is revealed here.")
card("04029", "Shae",
     action(stand(THIS), costs=(pay_gold(1),), phases=("challenges",), limit=2, limit_per="phase"))
card("04030", "The Boy King", constant(trait("King", ATTACHED_CARD)),
     statics=(only(chars("Lord")),),
     missing=(helps("1 power on its host after a character of printed cost 3 or lower is "
                    "killed (the player's own)"),))
card("04031", "Balon Greyjoy",
     constant(cannot("kneel_to_attack"), when=(cond("in_challenge", "military"),)),
     missing=(helps("kneel a [greyjoy] location: +1 STR to each loyal character for the "
                    "challenge"),),
     note=f"{NO_OPPONENT} controls no King, so he never kneels to attack in [military] "
          "challenges. Renown is a keyword.")
card("04032", "Ours is the Old Way", inert=f"gives or takes stealth; {NO_OPPONENT} never defends.")
card("04033", "Doreah",
     missing=(helps("insight in a challenge with a participating Lord or Lady"),))
card("04034", "Beggar King", statics=(only(chars(factions=("targaryen",))),), pilot="never",
     inert="Reacts to an opponent revealing a plot with more gold; the passive opponent "
           "reveals none. The King trait is not given.")
card("04035", "Starfall Cavalry",
     reaction(ENTERS_PLAY, draw(1), about="self",
              when=(cond("count_at_least", ("used_plots", 3), negate=True),)),
     reaction(ENTERS_PLAY, draw(3), about="self", when=(used_plots(3),)))
card("04036", "Venomous Blade",
     statics=(only(chars(factions=("martell",))), bonus(strength=1)),
     note=f"Its poison is for a character of {NO_OPPONENT}, who has none. Ambush (3) is a "
          "keyword.")
card("04037", "Kings of Summer",
     constant(stat("income", 1), when=(SUMMER, NOT_WINTER), zone="agenda"),
     statics=(reserve(1),),
     note="'No Winter plots' is a deck-building rule (checked by the validator).")
card("04038", "Kings of Winter", statics=(reserve(-1),),
     note="The gold reduction falls on the opponent's plots (inert: it reveals none); "
          "'no Summer plots' is a deck-building rule.")
card("04039", "Summer Harvest", statics=(income(2),),
     missing=(helps("X is 2 higher than the printed gold of the opponent's revealed plot: "
                    "the passive opponent reveals no plot, so the engine gives 2 gold, where a "
                    "real opponent's plot adds its printed gold"),),
     note="Its gold is modeled as 2 (the part it adds to a revealed plot's gold); the plot's "
          "gold itself is the missing part, leaning low.")
card("04040", "Winter Festival",
     interrupt(PHASE_ENDS, power(2), when=(phase_is("challenges"), NOT_SUMMER), zone="plot"),
     note="Only the player's own (Winter) plot is revealed, so the condition always holds.")

# -- For Family Honor --------------------------------------------------------------------------
card("04041", "Ser Edmure Tully",
     inert="Moves power between the player's own characters: its total is unchanged.")
card("04042", "Bear Island",
     reaction(MARSHALED, gold(1), when=(cond("event_card", cards(loyal=True)),), limit=2,
              limit_per="phase"))
card("04044", "Crown of Golden Roses", constant(trait("King", ATTACHED_CARD)),
     statics=(only(chars("Lord")),),
     missing=(helps("discard a card: +X STR to its host (X: its icons)"),))
card("04045", "Thoren Smallwood",
     inert="Reacts to winning a challenge as the defender; the passive opponent never attacks.")
card("04046", "Night Gathers...", inert=f"marshals from an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("04047", "Asshai Priestess",
     inert="Kneels a character with STR 2 or lower: meant for an opponent's; on its own "
           "characters it only hurts, so the player never uses it.")
card("04048", "Visited by Shadows", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("04049", "Ser Amory Lorch", constant(keyword("renown")),
     note=f"{NO_OPPONENT} controls no character, never more than 3.")
card("04050", "Harrenhal",
     missing=(helps("kneel it: a [lannister] or House Bolton character from hand attacks this "
                    "phase, then is killed"),))
card("04051", "Lordsport Fisherman",
     missing=(helps("after he is marshaled, the bottom card of the deck goes to hand"),))
card("04052", "King of Salt and Rock", constant(trait("King", ATTACHED_CARD)),
     statics=(only(chars("Ironborn")),),
     note=f"Pillage and the power after it act on the opponent's deck; {NO_OPPONENT} has none.")
card("04053", "Devoted Bloodrider", constant(strength(1, each(chars("Bloodrider")))))
card("04054", "Blood of My Blood",
     missing=(helps("a Bloodrider of the deck comes into play for the phase, then to hand"),))
card("04055", "Spearmaiden", inert=f"chooses a character for the claim; {NO_OPPONENT} has none.")
card("04056", "The Scorpion's Sting",
     missing=(helps("after a lost challenge, up to X [martell] characters gain renown (X: used "
                    "plots)"),))
card("04057", "Hot Pie",
     missing=(helps("kneel a Companion: the next unique character costs 1 less"),))
card("04058", "The God's Eye", statics=(income(1), reserve(1)))
card("04059", "Dissension",
     inert=f"Discards an Ally character: meant for an opponent's; {NO_OPPONENT} has none.")

# -- There Is My Claim -------------------------------------------------------------------------
card("04060", "Battle of Oxcross",
     inert=f"limits defenders; {NO_OPPONENT} never defends (the plot's numbers are read as "
           "printed).")
card("04061", "Jojen Reed",
     missing=(helps("after he stands, the player draws 1 (or discards the revealed top "
                    "cards)"),),
     note="Stealth is a keyword.")
card("04062", "The Wolf King",
     constant(trait("King", ATTACHED_CARD)),
     constant(cannot("kneel_to_attack", ATTACHED_CARD), when=(cond("in_challenge", "military"),)),
     statics=(only(chars(factions=("stark",))),))
card("04063", "King Renly's Host",
     constant(strength(4), when=(cond("plot_trait", "Summer"),)),
     constant(cannot("attack"), when=(cond("plot_trait", "Winter"),)),
     note="Only the player's plot is revealed here. Intimidate and 'No attachments' are "
          "keywords.")
card("04064", "Caswell's Keep",
     missing=(helps("after a plot is revealed, the better of the top 2 cards stays on top"),))
card("04065", "Shadow Tower Mason",
     missing=(helps("[military] and [intrigue] icons with 3 or more [thenightswatch] locations "
                    "and attachments"),))
card("04066", "The Haunted Forest",
     inert="adds STR when the player defends and kneels after a lost challenge: the passive "
           "opponent never attacks")
card("04068", "Red God's Blessing",
     *(constant(strength(1, ATTACHED_CARD),
                when=(cond("count_with_host", (chars("R'hllor"), n)),)) for n in range(1, 9)),
     note="+1 STR per R'hllor character, the host counted (it gains the trait), up to +8. "
          "The R'hllor trait itself is not given to the host for other cards.")
card("04069", "Tanda Stokeworth", reaction(MARSHALED, gold(3), about="self"),
     note="Each player gains 3 gold: the passive opponent does nothing with its own.")
card("04070", "Without His Beard", inert=f"discards from the losing opponent's hand; {NO_OPPONENT_CARDS}.")
card("04071", "Aeron Damphair",
     missing=(helps("after a character is saved, stand it"),))
card("04072", "King Balon's Solar",
     missing=(helps("1 gold after the player wins initiative (every round here)"),))
card("04073", "Pyat Pree",
     missing=(helps("after a won challenge, a [targaryen] attachment or event of the top X "
                    "cards to hand (X: the STR it was won by)"),))
card("04074", "Vaes Tolorro",
     missing=(helps("power of a killed character (the player's own) moves onto it"),))
card("04075", "Elia Sand", inert=f"gives stealth after a lost challenge; {NO_OPPONENT} never defends.")
card("04076", "Burning on the Sand", inert=f"lowers the winning opponent's claim; {NO_OPPONENT} never wins a challenge.")
card("04077", "Jaqen H'ghar",
     inert=f"marks unique characters to kill after a challenge: {NO_OPPONENT} has none, and "
           "killing the player's own only hurts.")
card("04078", "Isle of Ravens",
     missing=(helps("kneel it to shuffle a card of the player's discard pile into its deck"),))
card("04079", "King Beyond the Wall", statics=(only(chars("Wildling")),), pilot="never",
     inert="Raises claim while attacking a player with more power: the passive opponent has "
           "0 power and claim takes nothing from it; the King trait is not given.")
card("04080", "Valar Morghulis", when_revealed(game_op("kill_each_character")),
     note="Every character the player controls dies (the opponent has none), except those "
          "immune to Omen card effects (Craster).")


def _kill_each_character(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kill each character in play, except those immune to the source's card effects by one
    of its traits (``cannot`` "<trait>_effects", e.g. Craster: "omen_effects") - Valar
    Morghulis."""
    t = state.table
    traits = t.traits[ctx.source]
    doomed = [c for c in state.characters if state.zone[c] == PLAY
              and not any(play_rules.cannot(state, c, f"{tr}_effects") for tr in traits)]
    EFFECTS["kill"](state, ctx, eff, doomed)


GAME_OPS["kill_each_character"] = _kill_each_character


# -- Ghosts of Harrenhal -----------------------------------------------------------------------
card("04081", "Roose Bolton", inert=f"kills characters of the losing opponent; {NO_OPPONENT} has none.")
card("04082", "Harrenhal",
     inert=f"kills a character that enters play: {NO_OPPONENT} has none, and the player's own "
           "only come in to stay.")
card("04083", "Brienne of Tarth",
     inert="Not kneeling as a defender: the player never defends. Renown is read as a keyword.")
card("04084", "Offer of a Peach",
     missing=(helps("stand an attacking character and remove it from the challenge"),))
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


def _put_marked_into_play(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put every card this ability's card marked (Craster: each character killed this
    phase) into play from the dead pile."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == DEAD]
    for c in marked:
        put_cards_into_play(state, ctx, eff, [c])


GAME_OPS["put_marked_into_play"] = _put_marked_into_play


# -- Tyrion's Chain ----------------------------------------------------------------------------
card("04086", "Dragonglass Dagger",
     missing=(helps("+2 STR to its [thenightswatch] host while it participates"),),
     note=f"Immunity to an opponent's character abilities: {NO_OPPONENT} has none.")
card("04087", "Ser Davos Seaworth",
     inert=f"reacts to bypassing a character with stealth; {NO_OPPONENT} has none (Stealth is "
           "a keyword).")
card("04088", "Ritual of R'hllor",
     missing=(helps("X gold after winning dominance: X standing R'hllor characters gain 1 "
                    "power"),))
card("04089", "Joffrey Baratheon",
     inert=f"kills a cheaper non-King character; {NO_OPPONENT} has none, and killing the "
           "player's own only hurts.")
card("04090", "Chataya's Brothel",
     missing=(helps("kneel a character with an [intrigue] icon for 1 gold (twice per "
                    "phase)"),))
card("04091", "Helya",
     missing=(hurts("every attachment gains terminal: the player's go to the discard pile "
                    "instead of back to hand"),))
card("04092", "Bless Him With Salt",
     missing=(helps("in a [power] challenge, +3 STR to a Drowned God or Ironborn participant "
                    "and 1 card if it is won"),))
card("04093", "Xaro Xhoan Daxos",
     reaction(MARSHALED, gold(2), when=(cond("event_card", attachments(unique=True)),), limit=1,
              limit_per="phase"))
card("04094", "Mother of Dragons",
     missing=(helps("kneel it to have its host join a challenge with a participating "
                    "Dragon"),))
card("04095", "Myrcella Baratheon",
     constant(keyword("renown"), when=(cond("controls", (chars("King"), 1), negate=True),)),
     note=f"{NO_OPPONENT} has no King: only the player's own count. Defending never happens.")
card("04096", "The Prince's Pass", inert=f"acts after a challenge lost while defending; {NO_OPPONENT} never attacks.")
card("04097", "Silent Sisters", missing=(helps("+1 STR for each character in the dead pile"),))
card("04098", "The Frostfangs", pilot="never",
     inert="goes to the opponent as it enters play, and its -1 Reserve with it: the player "
           "never marshals it.")
card("04099", "Quiet as a Shadow", inert=f"gives stealth; {NO_OPPONENT} never defends.")
card("04100", "Ghosts of Harrenhal",
     missing=(helps("when revealed, the top character of the dead pile comes back into "
                    "play"),))
card("04101", "House Manderly Knight", constant(strength(2), when=(WINTER,)))
card("23015", "Ser Robar Royce",
     constant(cannot("attack"), when=(cond("challenges_initiated", 0),)),
     statics=(initiative(-1),),
     note="Not an attacker in the first challenge the player initiates each round (the "
          "defender part is inert: the passive opponent never attacks); the greedy pilot "
          "plans him into the later challenges.")
card("04102", '"Wolf in the Night"',
     missing=(helps("+3 STR and renown for a [stark] character attacking alone"),))
card("04103", "Ser Robar Royce",
     reaction(PLOT_REVEALED, power(1, THIS), when=(cond("plot_trait", "Summer"),), limit=1,
              limit_per="phase"),
     forced(PLOT_REVEALED, kneel(THIS), when=(cond("plot_trait", "Winter"),)),
     note="Only the player's plot is revealed here.")
card("04104", "Renly's Pavilion",
     inert="Moves 1 STR from one character to another: STR does not decide an unopposed "
           "challenge, and the opponent has no character to lower.")
card("04105", "Qhorin Halfhand",
     inert=f"kills a character of the losing opponent; {NO_OPPONENT} has none (Renown is a "
           "keyword).")
card("04106", "Fist of the First Men", constant(strength(1, each(chars("Ranger")))),
     note=f"{NO_OPPONENT} reveals no plot (reserve 0): the player's reserve is always higher.")
card("04107", "Salladhor Saan",
     reaction(CONTEST_WON, put_best("hand", locations("Warship"), attachments("Weapon")),
              when=(cond("source_participating"),)))
card("04108", "The Valyrian",
     inert=f"adds the defending player's gold to an attacker's STR; {NO_OPPONENT} has none "
           "(Ambush (2) is a keyword).")
card("04109", "Podrick Payne", inert=f"saves a character killed for [military] claim; {NO_OPPONENT} never wins a challenge.")
card("04110", "Tyrion's Chain",
     missing=(helps("after a won challenge, the when revealed ability of a revealed War plot "
                    "again"),))
card("04111", "Esgred",
     missing=(hurts("sacrificed while the player controls Asha Greyjoy (who gains 1 "
                    "power)"),),
     note="Stealth bypasses no one here.")
card("04112", "Sea Bitch", inert=f"takes control of a location; {NO_OPPONENT} has none.")
card("04113", "Quaithe of the Shadow",
     inert="removes every character with STR 2 or lower from the challenge: only the "
           "player's own participate, herself among them (Ambush (3) is a keyword).")
card("04114", "House of the Undying", inert=f"takes characters from an opponent's dead pile; {NO_OPPONENT_CARDS}.")
card("04115", "Ser Arys Oakheart",
     inert=f"discards an Ally; {NO_OPPONENT} has none, and discarding the player's own only "
           "hurts.")
card("04116", "The Greenblood",
     missing=(helps("+1 STR to each [martell] character while a Summer plot is revealed"),))
card("04117", "Northern Refugee",
     statics=(SelfCostReduction(chars(), 1, plot_trait="winter"),),
     note="The passive opponent reveals no plot: a Winter plot is the player's.")
card("04118", "Relentless Assault",
     missing=(helps("after a challenge won by 5 STR, kneel the faction card for an additional "
                    "challenge of that type"),))
card("04119", "Tarred Heads", inert=f"discards from the losing opponent's hand; {NO_OPPONENT_CARDS}.")
card("04120", "Battle of the Blackwater",
     missing=(hurts("when revealed, every duplicate the player controls is discarded"),))
