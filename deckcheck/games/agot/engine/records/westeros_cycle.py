"""Card records of the Westeros Cycle: Taking the Black, The Road to Winterfell, The King's
Peace, No Middle Ground, Calm over Westeros, True Steel."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ATTACKERS, CHARACTER, CONTEST_WON, Cost, DOMINANCE_WON, DRAWN, KILLED,
    KNEEL_FACTION, KNEEL_SELF, KNELT, LOCATION, MARSHALED, NextCostReduction, PHASE_BEGINS,
    SACRIFICE_SELF, THIS, UNTIL_CONTEST, UNTIL_PHASE, WOULD_BE_KILLED, action, at_end_of, blank,
    bonus, card, cards, challenge_is, chars, choose, cond, constant, discard, draw, each,
    event_action, event_reaction, forced, game_on, game_op, gold, helps, icon, income,
    interrupt, keyword, keywords_of, only, pay_gold, per, phase_is, power, put_into_play,
    reaction, save, search, stand, strength, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CHALLENGES_BEGIN, DIREWOLF, LOYAL, NO_OPPONENT, ONLY_OWN_KILLS, USED_PLOTS_1, named,
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
_ARMED = choose(chars(loyal=False), state="with:Weapon")


# -- Taking the Black --------------------------------------------------------------------------
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
card("02011", "The Seastone Chair",
     inert=f"replaces claim to kill a character of the losing opponent; {NO_OPPONENT} has none.")
card("02018", "Street of the Sisters",
     reaction(CONTEST_WON, power(1),
              when=(challenge_is("power"), cond("event_amount_at_least", 5)),
              costs=(KNEEL_FACTION,)),
     note="Unopposed, the challenge is won by the whole attacking STR.")
card("02019", "Muster the Realm",
     inert=f"raises the claim value; claim does nothing against {NO_OPPONENT}.")

# -- The Road to Winterfell --------------------------------------------------------------------
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
card("02026", "Brandon's Gift",
     reaction(MARSHALED, game_op("arm_reducer"), about="mine",
              when=(cond("event_card", chars("Builder")),), limit=3, limit_per="phase"),
     statics=(NextCostReduction(cards(factions=("thenightswatch",)), 1, pay="trigger"),))
card("02028", "In the Name of Your King!",
     inert=f"played only while defending a [military] challenge; {NO_OPPONENT} never attacks.")
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
card("02036", "In Doran's Name",
     event_action(per(gold(1), "used_plots"), costs=(KNEEL_FACTION,), when=(USED_PLOTS_1,)),
     note="Offered once at least one plot is in the used pile.")
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

# -- No Middle Ground --------------------------------------------------------------------------
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
card("02074", "Dothraki Outriders", statics=(SelfCostReduction(chars("Dothraki")),),
     note="No attachments and Pillage are keywords.")
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
card("02084", "Pulling the Strings",
     inert=f"copies a plot from an opponent's used pile; {NO_OPPONENT} has none.")
card("20012", "Bronn",
     constant(per(strength(2), "gold_on_card")),
     missing=(helps(f"Interrupt: discard his gold to save a Lord or Lady from being killed "
                    f"({SAVE})"),),
     note="+2 STR per gold bestowed on him (the greedy pilot bestows none). Bestow and his "
          "attachment restriction are keywords.")
card("02091", "Raider from Pyke",
     missing=(helps("Weapon cards in hand gain ambush (their printed cost): the engine reads "
                    "ambush from printed text only"),))
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
card("02104", "A Gift of Arbor Red",
     event_action(search(None, top=4), costs=(KNEEL_FACTION,)),
     note="The opponent reveals nothing; the player's pick among its top 4 is the first one "
          "(as the engine's searches take it).")
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
card("02113", "Jhogo",
     inert="Stealth (with another Bloodrider) acts on nothing, and the defending player's "
           "dead pile is empty: +0 STR.")
card("02114", "Funeral Pyre",
     event_reaction(KILLED, draw(3), when=(cond("event_card", chars("Lord", "Lady")),),
                    costs=(KNEEL_FACTION,)),
     note="Only the player's own characters die here (its own kill effects).")
card("02120", "Close Call",
     when_revealed(discard(choose(chars(), zone="dead")), draw(1)),
     note="Close Call is the only revealed plot (Summer): the draw always follows a move "
          "[001 §Dann]; with an empty dead pile nothing happens. The forced choice moves the "
          "cheapest dead character.")
