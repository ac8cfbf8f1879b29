"""Card records of the Westeros Cycle: Taking the Black, The Road to Winterfell, The King's
Peace, No Middle Ground, Calm over Westeros, True Steel."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ATTACKERS, CHARACTER, CONTEST_WON, Cost, DOMINANCE_WON, DRAWN,
    FirstCostReduction, KILLED, KNEEL_FACTION, KNEEL_SELF, KNELT, LOCATION, MARSHALED,
    NextCostReduction, OPPONENT_ONLY, PHASE_BEGINS, SACRIFICE_SELF, THIS, UNTIL_CONTEST,
    UNTIL_PHASE, WOULD_BE_KILLED, action, ambush, at_end_of, attachments, blank, bonus, card,
    cards, challenge_is, chars, choose, cond, constant, discard, draw, each, event_action,
    event_reaction, events, forced, game_on, game_op, gold, helps, hurts, icon, income, interrupt,
    keyword, keywords_of, locations, only, pay_gold, per, phase_is, power, put_into_play, reaction,
    reserve, save, search, stand, strength, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    FOR_OPPONENTS_CHARACTER,
    CHALLENGES_BEGIN, DIREWOLF, LOYAL, NO_OPPONENT, NO_OPPONENT_CARDS, ONLY_OWN_KILLS, USED_PLOTS_1,
    named, put_best, used_plots,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

SAVE = ("the engine has no 'would be killed' interrupt window; only the deck's own kill "
        "effects kill here")
_LANNISTER_UNIQUE = chars(factions=("lannister",), unique=True)
SANSA = named("Sansa Stark")
ARYA = named("Arya Stark")
KNIGHT = chars("Knight")
LADY_CHAR = chars("Lady")
STARK_CHARS = chars(factions=("stark",))
DIREWOLF_CHAR = chars("Direwolf")
BY_5 = cond("event_amount_at_least", 5)
_ARMED = choose(chars(loyal=False), state="with:Weapon")


# -- Taking the Black --------------------------------------------------------------------------
card("02001", "Will",
     missing=(hurts("after the player loses an unopposed challenge it must sacrifice a "
                    "Ranger"),),
     note="Stealth and Insight are keywords.")
card("02002", "The Watch Has Need",
     missing=(helps("every Builder, Ranger or Steward character of the top X cards to hand "
                    "(X: reserve)"),))
card("02003", "Maester Luwin",
     constant(keyword("insight"), when=(cond("controls", (named("Robb Stark"), 1)),)),
     note="With Jon Snow he gains stealth, with Rickon Stark pillage, with Bran Stark immunity "
          f"to opponents' plot effects: none acts on {NO_OPPONENT}.")
card("02004", "Lady",
     action(game_on("move_attachment", choose(SANSA, state="knelt")),
            stand(choose(SANSA, state="knelt")), costs=(pay_gold(1),), limit=1,
            limit_per="phase"),
     statics=(only(chars(factions=("stark",))), bonus(strength=2)),
     note="The move is modeled onto a knelt Sansa Stark (who then stands); moving Lady to any "
          "other character changes nothing against a passive opponent. Terminal is a keyword.")


def _move_attachment(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """This attachment (the ability's card) moves to the chosen card (Lady)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY and c != state.parent.get(ctx.source, -1):
            state.parent[ctx.source] = c
            play_rules.note(state, "move", ctx.source, c)


def _can_move_attachment(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """The attachment moves to a different character (not the one it is attached to)."""
    host = state.parent.get(ctx.source, -1)
    return any(c >= 0 and c != host and state.zone[c] == PLAY for c in cards)


GAME_OPS["move_attachment"] = _move_attachment
GAME_CHECKS["move_attachment"] = _can_move_attachment

card("02005", "Arbor Knight",
     action(strength(1, choose(chars("House Redwyne"), state="attacking"), until=UNTIL_CONTEST),
            costs=(pay_gold(1),), phases=("challenges",), limit=3, pilot="never"),
     note=f"Used in the action window inside a challenge; the limit of 3 per phase counts per "
          f"round (a challenges action). +1 STR in a challenge that {NO_OPPONENT} never "
          "contests changes no result (only a 'won by 5 STR' card such as Street of the "
          "Sisters could care), so the greedy pilot keeps its gold.")
card("04043", "Renly Baratheon",
     reaction(DRAWN, draw(1), when=(cond("event_option", "insight"),
                                    cond("event_cards_include", cards(loyal=True)))),
     note="One extra card per Insight draw that holds a loyal card. 'Cannot be saved while "
          "an opponent controls a King' is inert.")
card("02006", "Pleasure Barge", reaction(MARSHALED, draw(3), about="self"),
     statics=(income(-1),),
     missing=(hurts("draws only if the player has drawn no card yet this phase (played as "
                    "always)"),),
     note="Immune to card effects: the player's own do not aim at it.")
card("02007", "Renly Baratheon",
     statics=(FirstCostReduction(chars(exclude_faction="baratheon"), 1),))
card("02008", "King Robert's Warhammer", statics=(only(chars()), bonus(strength=1)),
     note=f"Its reaction kneels characters of the losing opponent; {NO_OPPONENT} has none.")
card("02009", "The Hound",
     missing=(hurts("after each challenge he wins, the player discards a card at random or he "
                    "returns to hand"),),
     note="Ambush (4) is a keyword.")
card("02010", "Cersei's Wheelhouse",
     missing=(helps("1 gold or 1 card after the player becomes first player (every round "
                    "here)"),),
     note="-1 Initiative changes nothing: the player wins initiative anyway.")
card("02011", "The Seastone Chair",
     inert=f"replaces claim to kill a character of the losing opponent; {NO_OPPONENT} has none.")
card("02012", "Rise of the Kraken",
     missing=(helps("2 power instead of 1 for each unopposed challenge won (against the "
                    "passive opponent every challenge won is unopposed)"),))
card("02013", "Merchant Prince",
     missing=(helps("+1 STR and a [military] icon while he has an attachment"),))
card("02014", "Vaes Dothrak",
     inert=f"discards an attachment from play; {NO_OPPONENT} has none, and the player's own are "
           "never worth it.")
card("02015", "Bastard Daughter",
     inert=f"discards from each opponent's hand; {NO_OPPONENT_CARDS}.")
card("02016", "The Long Plan",
     missing=(helps("unspent gold is kept through taxation, and 1 gold after each challenge "
                    "the player loses"),))
card("02017", "Support of the People",
     event_reaction(CONTEST_WON, put_best("deck", locations(max_printed_cost=3)),
                    when=(challenge_is("power"), BY_5)))
card("02018", "Street of the Sisters",
     reaction(CONTEST_WON, power(1),
              when=(challenge_is("power"), cond("event_amount_at_least", 5)),
              costs=(KNEEL_FACTION,)),
     note="Unopposed, the challenge is won by the whole attacking STR.")
card("02019", "Muster the Realm",
     inert=f"raises the claim value; claim does nothing against {NO_OPPONENT}.")

# -- The Road to Winterfell --------------------------------------------------------------------
card("02020", "Here to Serve",
     when_revealed(put_best("deck", chars("Maester", max_printed_cost=3))))
card("02021", "Winterfell Kennel Master",
     action(game_op("kneel_to_join", target=choose(DIREWOLF_CHAR, state="standing")),
            when=(cond("an_attacker", STARK_CHARS),), phases=("challenges",), limit=1,
            pilot="join"),
     missing=(helps("kneeling a character with a Direwolf attachment (not a Direwolf itself) "
                    "to have it join the challenge"),),
     note="Used in the action window inside a challenge; once per phase = once per round "
          "(a challenges action). The pilot has a Direwolf the challenge plan does not need "
          "join when it has Renown or Insight.")
card("02022", "Winterfell Castle",
     missing=(helps("+2 STR to each of 2 or more unique participating [stark] characters in "
                    "[military] and [power] challenges"),))
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
card("02025", "Unsworn Apprentice",
     missing=(helps("gains a challenge icon of the player's choice for the phase (he has none "
                    "of his own)"),))
card("02026", "Brandon's Gift",
     reaction(MARSHALED, game_op("arm_reducer"), about="mine",
              when=(cond("event_card", chars("Builder")),), limit=3, limit_per="phase"),
     statics=(NextCostReduction(cards(factions=("thenightswatch",)), 1, pay="trigger"),))
card("02027", "Royal Entourage",
     missing=(hurts("kneels after the player loses an [intrigue] challenge"),))
card("02028", "In the Name of Your King!",
     inert=f"played only while defending a [military] challenge; {NO_OPPONENT} never attacks.")
card("02029", "Brothel Madame",
     inert=f"asks a player for gold or forbids its [military] challenges; {NO_OPPONENT} has no "
           "gold and never attacks, and choosing the player itself gives it nothing.")
card("02030", "Wardens of the West",
     inert=f"makes the losing opponent discard from hand; {NO_OPPONENT_CARDS} (the plot's "
           "numbers are read as printed).")
card("02031", "The Reader",
     reaction(CONTEST_WON, draw(1),
              when=(cond("event_cards_include", chars(factions=("greyjoy",), unique=True)),),
              limit=1, limit_per="phase"),
     note="Every challenge is unopposed here. The other choice (discard the top 3 cards of "
          "each opponent's deck) has nothing to act on.")
card("02032", "Raiding Longship",
     inert=f"Takes a defending character's STR out of a challenge; {NO_OPPONENT} never "
           "defends.")
card("02033", "Rakharo",
     inert="Intimidate (with another Bloodrider) acts on nothing, and claim kills no character "
           "of the passive opponent, so his reaction never fires.")
card("15009", "Rakharo",
     inert="Discards from the losing opponent's hand; the passive opponent has no hand.")
card("02034", "Crown of Gold", constant(strength(-4, ATTACHED_CARD)), pilot="never",
     inert="Meant for an opponent's character (-4 STR, killed at 0); the King trait is not "
           "given.")
card("17134", "Crown of Gold", constant(strength(-4, ATTACHED_CARD)), pilot="never",
     inert="Meant for an opponent's character (-4 STR); the King trait is not given.")
card("02035", "Nymeria Sand",
     inert=f"takes a challenge icon from an opponent's character; {NO_OPPONENT} has none.")
card("02036", "In Doran's Name",
     event_action(per(gold(1), "used_plots"), costs=(KNEEL_FACTION,), when=(USED_PLOTS_1,)),
     note="Offered once at least one plot is in the used pile.")
card("02037", "Syrio Forel",
     missing=(helps("a character gains a [military] icon (and stealth) for the phase"),))
card("02038", "Shadowblack Lane",
     reaction(CONTEST_WON, search(events(out_of_faction=False), top=10),
              when=(challenge_is("intrigue"),), costs=(KNEEL_FACTION,)))
card("02039", "Trading with the Pentoshi",
     inert=f"its When Revealed gives gold to {NO_OPPONENT}, who does nothing with it "
           "(the printed 10 gold are the plot's income).")
card("02040", "Political Disaster", when_revealed(game_op("keep_locations", 2)),
     note="The player keeps its two most expensive locations; the opponent has none.")


def _keep_locations(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The player keeps up to ``amount`` of its locations (the most expensive ones) and
    discards the rest from play (Political Disaster)."""
    t = state.table
    mine = [c for c in state.locations if state.zone[c] == PLAY]
    mine.sort(key=lambda c: (-t.cost[c], c))
    EFFECTS["discard"](state, ctx, eff, mine[eff.amount:])


GAME_OPS["keep_locations"] = _keep_locations


# -- The King's Peace --------------------------------------------------------------------------
card("02041", "Ser Rodrik Cassel",
     missing=(helps("while he attacks in a [military] challenge, each unique [stark] "
                    "character gains insight"),))
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
card("02046", "Practice Blade",
     statics=(only(chars(factions=("thenightswatch",))), bonus(strength=1, icons=("military",))),
     note="Ambush (2) is a keyword.")
card("02047", "Moon Boy",
     missing=(hurts("after a lost challenge he is in, a card of the hand is discarded at "
                    "random"),),
     note="Insight is a keyword.")
card("02048", "The King's Peace",
     inert=f"reacts to challenges initiated against the player; {NO_OPPONENT} never attacks.")
card("02049", "Ser Gregor Clegane",
     inert=f"reacts to pillage discarding a character from the opponent's deck; {NO_OPPONENT} "
           "has none (Pillage and Renown are keywords).")
card("02050", "I Never Bet Against My Family",
     event_reaction(PHASE_BEGINS, put_into_play(choose(_LANNISTER_UNIQUE, zone="deck",
                                                       state="bottom_5")),
                    at_end_of(UNTIL_PHASE, discard(choose())),
                    costs=(KNEEL_FACTION,), when=(CHALLENGES_BEGIN,)),
     note="Played as the challenges phase begins (its first action window), so the character "
          "can attack; it is discarded from play when the phase ends. The other revealed "
          "cards stay at the bottom of the deck.")
card("02051", "Newly-Made Lord",
     inert="its optional reaction discards a location with printed cost 3 or lower from play: "
           f"{NO_OPPONENT} has none, so only one of the player's own could go (declined).")
card("02052", "Fishing Net", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02053", "Crone of Vaes Dothrak",
     inert=f"reacts to cards discarded from an opponent's hand or deck; {NO_OPPONENT} has none.")
card("02054", "The Silver Steed",
     missing=(helps("renown in [power] challenges; sacrificed after that renown for an "
                    "additional [power] challenge"),))
card("02055", "Attainted", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02056", "The Boneway",
     missing=(helps("a vengeance token per lost challenge, 6 of them for 3 power"),))
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

# -- No Middle Ground --------------------------------------------------------------------------
card("02061", "Hodor",
     missing=(hurts("cannot be declared as an attacker unless the player controls Bran Stark"),
              hurts("does not count his STR for dominance")))
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
card("02065", "Halder",
     inert="+1 STR until the end of the phase: STR does not decide an unopposed challenge, "
           "and dominance is counted before any action window of its phase; kneeling a "
           "location or attachment for it only costs. (His attachment restriction is a "
           "keyword.)")
card("17118", "Halder",
     missing=(helps("kneel [thenightswatch] locations and attachments: +X STR to a "
                    "[thenightswatch] character"),))
card("02066", "The Watcher on the Walls",
     inert=f"kills each attacking character in a [military] challenge: {NO_OPPONENT} never "
           "attacks, and killing the player's own attackers only hurts.")
card("02067", "For the Watch!",
     inert=f"protects the player in challenges initiated against it; {NO_OPPONENT} "
           "initiates none (the plot's numbers are read as printed).")
card("02068", "Gendry",
     reaction(DOMINANCE_WON, power(1, THIS)),
     note="The forced reaction after an opponent wins dominance never fires: the passive "
          "opponent counts 0 and a tie wins nothing.")
card("22001", "Gendry",
     constant(keyword("renown"), when=(cond("controls", (LOYAL, 1), negate=True),)),
     reaction(PHASE_BEGINS, strength(2, _ARMED, UNTIL_PHASE),
              keywords_of(chars(names=("Gendry",)), _ARMED, UNTIL_PHASE),
              when=(phase_is("challenges"),)),
     note="The chosen character gains the keywords Gendry has while the phase lasts (his "
          "renown while no loyal character is in play).")
card("02069", "Tobho Mott's Armory", reaction(DOMINANCE_WON, draw(1), costs=(KNEEL_SELF,)))
card("02070", "Red Cloaks",
     missing=(helps("+1 STR in [intrigue] challenges for each gold moved onto it"),))
card("02071", "Paid Off", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02072", "Priest of the Drowned God",
     constant(strength(1, each(chars("Drowned God")))))
card("02073", "Loot",
     inert=f"paid from the losing opponent's gold and discards from its deck; "
           f"{NO_OPPONENT_CARDS} and no gold.")
card("02074", "Dothraki Outriders", statics=(SelfCostReduction(chars("Dothraki")),),
     note="No attachments and Pillage are keywords.")
card("02075", "Blood of the Dragon",
     missing=(hurts("each non-Dragon character (the player's own) gets -1 STR and dies at 0"),))
card("02076", "Maester of Starfall",
     inert=f"takes a keyword from a character: {NO_OPPONENT} has none, and taking one "
           "from the player's own only hurts.")
card("02077", "Condemned", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02078", "Wildling Scout",
     inert=f"sacrifices itself to grant stealth; {NO_OPPONENT} never declares defenders to "
           "bypass.")
card("02079", "The First Snow of Winter",
     forced(PHASE_BEGINS, game_op("return_cheap", 3), when=(phase_is("challenges"),),
            zone="plot"),
     note="Only the player has characters: its own cheap ones go back to hand.")


def _return_cheap(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each character in play with printed cost ``amount`` or lower returns to its owner's
    hand (The First Snow of Winter)."""
    t = state.table
    cheap = [c for c in state.characters if state.zone[c] == PLAY and t.cost[c] <= eff.amount]
    EFFECTS["return_to_hand"](state, ctx, eff, cheap)


GAME_OPS["return_cheap"] = _return_cheap

card("02080", "Wraiths in Their Midst",
     inert=f"lowers the reserve of an opponent's plot; {NO_OPPONENT} reveals none.")

# -- Calm over Westeros ------------------------------------------------------------------------
card("02081", "Greatjon's Vanguard",
     constant(strength(2), keyword("renown"),
              when=(cond("count_at_least", ("used_plots", 3), negate=True),)),
     note="'No attachments' is a keyword.")
card("02082", "Winterfell Crypt",
     inert=f"shuffles a character back into its owner's deck: {NO_OPPONENT} has none, and the "
           "player's own would only go away.")
card("02083", "Roseroad Patrol",
     inert=f"gains stealth, which bypasses defenders; {NO_OPPONENT} never defends.")
card("02084", "Pulling the Strings",
     inert=f"copies a plot from an opponent's used pile; {NO_OPPONENT} has none.")
card("20012", "Bronn",
     constant(per(strength(2), "gold_on_card")),
     missing=(helps(f"Interrupt: discard his gold to save a Lord or Lady from being killed "
                    f"({SAVE})"),),
     note="+2 STR per gold bestowed on him (the greedy pilot bestows none). Bestow and his "
          "attachment restriction are keywords.")
card("02085", "Chett",
     missing=(helps("kneel a Steward in the dominance phase to return a Direwolf or Raven card "
                    "from the discard pile to hand"),))
card("02086", "Northern Rookery", reaction(MARSHALED, draw(1), about="self"),
     statics=(reserve(1),))
card("02087", "Kingswood",
     missing=(hurts("sacrificed after the player loses a [power] challenge"),),
     note=f"Its STR penalty acts while the player defends; {NO_OPPONENT} never attacks.")
card("02088", "Stinking Drunk", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02089", "Bronn",
     inert=f"his icons come while defending and his control changes by an opponent's action; "
           f"{NO_OPPONENT} does neither, so he is a 5-STR [military] character.")
card("02090", "Trial by Combat",
     inert=f"changes which claim is applied; claim does nothing against {NO_OPPONENT}.")
card("02091", "Raider from Pyke",
     missing=(helps("Weapon cards in hand gain ambush (their printed cost): the engine reads "
                    "ambush from printed text only"),))
card("17107", "Raider from Pyke",
     constant(ambush(each(attachments("Item", "Weapon"), zone="hand"), 0)))
card("02092", "Iron Mines",
     interrupt(WOULD_BE_KILLED, save(), costs=(SACRIFICE_SELF,), pilot="save_worth"),
     note="Only the player's own effects kill here (e.g. Theon Greyjoy 26083 when the "
          "marshaling phase begins).")
card("17108", "Iron Mines",
     interrupt(WOULD_BE_KILLED, save(), costs=(KNEEL_SELF, SACRIFICE_SELF),
               when=(cond("phase", "plot", negate=True),), pilot="save_worth"),
     note="Only the player's own effects kill here (e.g. Theon Greyjoy 26083 when the "
          "marshaling phase begins; not Wildfire Assault, revealed in the plot phase).")
card("02093", "Mirri Maz Duur",
     inert=f"replaces claim to kill a character of the losing opponent; {NO_OPPONENT} has none.")
card("02094", "Blood Magic Ritual",
     missing=(helps("saves a non-Army character from being killed (the player's own effects), "
                    "blanking it"),))
card("02095", "Knights of the Sun", constant(keyword("renown"), when=(used_plots(3),)))
card("02096", "Vengeance for Elia",
     inert=f"played only while defending; {NO_OPPONENT} never attacks.")
card("02097", "Street of Steel",
     reaction(CONTEST_WON, search(attachments("Weapon", "Item"), top=10),
              when=(challenge_is("military"),), costs=(KNEEL_FACTION,)))
card("02098", "The Eyrie",
     missing=(helps("kneel it: a character cannot be killed this phase"),))
card("02099", "Nightmares",
     event_action(blank(choose(cards(kinds=(CHARACTER, LOCATION))), until=UNTIL_PHASE),
                  pilot="never"),
     note="Meant for an opponent's card; the passive opponent has none, so the pilot never "
          "plays it (on its own card it would only blank it).")
card("02100", "Famine", inert=f"raises an opponent's marshaling costs; {NO_OPPONENT} marshals "
                              "nothing.")

# -- True Steel --------------------------------------------------------------------------------
card("02101", "Septa Mordane",
     constant(strength(2, each(SANSA)), keyword("renown", each(SANSA))),
     constant(icon("intrigue", each(ARYA))),
     note=f"Arya's \"immune to opponents' plot effects\" has nothing to act on against "
          f"{NO_OPPONENT}.")
card("02102", "Ward", statics=(only(chars(max_printed_cost=4)),), pilot="never",
     inert=f"Takes control of the attached character: meant for an opponent's; "
           f"{NO_OPPONENT} has none.")
card("17126", "Ward", pilot="never",
     inert=f"takes control of a cheap unique character; {NO_OPPONENT} has none.")
card("02103", "Butterbumps",
     missing=(hurts("after a lost challenge he is in, a card of the hand is discarded at "
                    "random"),),
     note="Insight is a keyword.")
card("02104", "A Gift of Arbor Red",
     event_action(search(None, top=4), costs=(KNEEL_FACTION,)),
     note="The opponent reveals nothing; the player's pick among its top 4 is the first one "
          "(as the engine's searches take it).")
card("02105", "Sworn Brother", statics=(FirstCostReduction(locations(), 1),))
card("02106", "Old Bear's Raven",
     constant(icon("intrigue", ATTACHED_CARD),
              when=(cond("attached_to", named("Old Bear Mormont")),)),
     statics=(only(chars()), bonus(keywords=("stealth",))),
     note="Stealth has nothing to bypass here; the icon is what counts.")
card("02107", "Ser Barristan Selmy",
     interrupt(WOULD_BE_KILLED, save(), costs=(Cost("stand_self"),),
               when=(cond("event_card", chars("Lord", "Lady")),)),
     note=f"Standing him is the cost: he saves only while knelt; {ONLY_OWN_KILLS}. Renown is "
          "a keyword.")
card("02108", "City Watch",
     missing=(helps("its Ambush (6) costs 2 less while the player has more faction power than "
                    "the opponent (any power at all here)"),))
card("02109", "Ser Ilyn Payne",
     inert=f"kills a character of printed cost 3 or lower; {NO_OPPONENT} has none, and killing "
           "the player's own only hurts.")
card("02110", "Small Council Chamber",
     reaction(CONTEST_WON, power(1, THIS), when=(challenge_is("intrigue"),)),
     note="Immune to events: the player's own do not aim at it.")
card("02111", "Dagmer Cleftjaw",
     inert=f"takes a location of the losing opponent instead of claim; {NO_OPPONENT} has "
           "none (renown is read as a keyword).")
card("02112", "Drowned God's Blessing", constant(trait("Drowned God", ATTACHED_CARD)),
     statics=(only(chars(factions=("greyjoy",))),),
     note="+1 Initiative changes nothing: the player wins initiative anyway.")
card("02113", "Jhogo",
     inert="Stealth (with another Bloodrider) acts on nothing, and the defending player's "
           "dead pile is empty: +0 STR.")
card("02114", "Funeral Pyre",
     event_reaction(KILLED, draw(3), when=(cond("event_card", chars("Lord", "Lady")),),
                    costs=(KNEEL_FACTION,)),
     note="Only the player's own characters die here (its own kill effects).")
card("02115", "Tyene Sand",
     inert=f"poisons a character without an [intrigue] icon; {NO_OPPONENT} has none, and "
           "poisoning the player's own only hurts.")
card("02116", "Imprisoned", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02117", "Maester's Chain",
     inert=f"discards a Condition attachment; {NO_OPPONENT} puts none on the player's "
           "characters.")
card("02118", "Street of Silk",
     reaction(CONTEST_WON, search(cards("Ally", "Companion"), top=5),
              when=(cond("event_cards_include", chars("Lord", "Lady")),), costs=(KNEEL_FACTION,)))
card("02119", "Forgotten Plans",
     inert="blanks the other revealed non-Scheme plots: while it is revealed, the player's plot "
           f"is this Scheme, and {NO_OPPONENT} reveals none.")
card("02120", "Close Call",
     when_revealed(discard(choose(chars(), zone="dead")), draw(1)),
     note="Close Call is the only revealed plot (Summer): the draw always follows a move "
          "[001 §Dann]; with an empty dead pile nothing happens. The forced choice moves the "
          "cheapest dead character.")
