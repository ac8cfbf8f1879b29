"""Card records of the Core Set (01xxx): The Night's Watch and House Stark."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import could_attack_again
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHMENT, ATTACKERS, CHARACTER, CONTEST_DECLARED, CONTEST_WON, Cost, ENTERS_PLAY, Effect,
    KILLED, KNEEL_SELF, LEAVES_PLAY, LOCATION, NextCostReduction, PHASE_ENDS, SACRIFICE_SELF, THIS,
    UNTIL_CONTEST, WOULD_BE_KILLED, action, ambush, bonus, cannot     as cannot_, card, cards,
    chars, choose, cond, constant, draw, each, event_action, forced, game_op, gold, icon,
    interrupt, keyword, kneel, locations, only, phase_is, power, put_into_play, reaction, reserve,
    save, stand, strength, to_deck, to_hand,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, reveal_top_draw_if
from deckcheck.games.agot.engine.state import AgotState, DUPLICATE, PLAY
from deckcheck.goldfish.abilities.records import STOOD
from deckcheck.goldfish.abilities.runtime import Context

NW = "thenightswatch"
NW_CHARS = chars(factions=(NW,))
STARK_CHARS = chars(factions=("stark",))
NO_DEFENDERS = "needs the opponent to attack: the passive opponent never initiates a challenge"


def _per_count(effect: Effect, counted, most: int, when: tuple = ()) -> tuple:
    """"+1 for each X you control" as a ladder of constants: the n-th applies while the
    player controls at least n cards matching ``counted`` (conditions are cheap; a
    variable amount is not part of the record vocabulary)."""
    return tuple(constant(effect, when=when + (cond("controls", (counted, n)),))
                 for n in range(1, most + 1))


NON_KING = chars(exclude_traits=frozenset({"king"}))
UNIQUE_STARK = chars(factions=("stark",), unique=True)


# -- Core Set ----------------------------------------------------------------------------------
card("01122", "Benjen Stark",
     interrupt(KILLED, power(2), to_deck(THIS), game_op("shuffle_deck"), about="self",
               zone="dead"),
     inert="Rangers cannot be bypassed by stealth: the passive opponent has no Stealth "
           "characters and never defends.",
     note="The interrupt is played right after the kill (he is in the dead pile for that "
          "moment): 2 power, then he is shuffled back into the deck.")
card("01123", "Ghost",
     inert="bypassing a defender with stealth needs an opponent's character; the passive "
           "opponent has none (No attachments and Stealth are keywords, read generically).")
card("01124", "Jon Snow",
     forced(CONTEST_DECLARED, game_op("join_challenge"),
            when=(cond("source_standing"), cond("other_attacker", NW_CHARS))),
     note="Modeled at the declaration of attackers: while standing he joins the attacking "
          "side (STR, Renown, Insight count) of each challenge with another attacking "
          "[thenightswatch] character, and stays standing. He counts as attacking for "
          "other cards too (the text says participating).")


def _join_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card counts as participating on the attacking side of the challenge
    being resolved, without kneeling (its STR counts, its Renown / Insight apply)."""
    c = ctx.source
    if state.challenge >= 0 and state.zone[c] == PLAY and c not in state.attackers:
        state.attackers.append(c)
        play_rules.note(state, "joins", c)


GAME_OPS["join_challenge"] = _join_challenge

card("03005", "Jon Snow",
     action(game_op("stand_to_attack", target=choose(UNIQUE_STARK, state="knelt")),
            costs=(Cost("sacrifice", 0, each(STARK_CHARS)),), limit=1),
     note="Offered only when the stood character can then make a challenge still open (the one "
          "use of standing against the passive opponent); the sacrificed [stark] character is "
          "a knelt one first, then the cheapest, never the one stood.")


def _stand_to_attack(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the effect's cards (the chosen one), as the generic stand effect does."""
    EFFECTS["stand"](state, ctx, eff, cards)


def _can_stand_to_attack(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """Only a card that could then make a challenge still open (conditions.could_attack_again):
    the one use of standing a character against the passive opponent (Jon Snow)."""
    return any(c >= 0 and could_attack_again(state, c) for c in cards)


GAME_OPS["stand_to_attack"] = _stand_to_attack
GAME_CHECKS["stand_to_attack"] = _can_stand_to_attack

card("01125", "Maester Aemon",
     interrupt(WOULD_BE_KILLED, save(), costs=(KNEEL_SELF,),
               when=(cond("event_card", NW_CHARS),)),
     note="Only the player's own effects kill here (e.g. Wildfire Assault). No attachments is "
          "a keyword.")
card("01126", "Old Bear Mormont",
     interrupt(PHASE_ENDS,
               put_into_play(choose(cards(kinds=(CHARACTER, LOCATION, ATTACHMENT),
                                          factions=(NW,)), zone="hand")),
               when=(phase_is("challenges"),)),
     inert="Not kneeling as a defender needs an opponent's attack (" + NO_DEFENDERS + ").",
     note="The passive opponent never attacks, so the player never loses a challenge as "
          "the defender: the condition of the interrupt always holds.")
card("16010", "Old Bear Mormont",
     action(stand(choose(chars(factions=("thenightswatch",)), state="other")),
            costs=(KNEEL_SELF,), phases=("challenges",)),
     action(stand(choose(chars("Lord"), state="other")), costs=(KNEEL_SELF,),
            phases=("challenges",)),
     reaction(KILLED, stand(THIS), about="mine"),
     note="The action ([thenightswatch] or Lord) is two abilities that share the kneel cost; "
          "it is offered in the challenges window only (in marshaling it would only trade "
          "one knelt character for another).")
card("01127", "Samwell Tarly", statics=(reserve(1),), note="Insight is a keyword.")
card("01128", "Ser Waymar Royce",
     inert="discards from an opponent's hand when he is killed; the passive opponent has "
           "no hand.")
card("01129", "Yoren",
     inert="takes a character from an opponent's discard pile; the passive opponent has "
           "none.")
card("17116", "Yoren",
     inert=f"takes a character of an opponent; {NO_OPPONENT} has none.")
card("13085", "Yoren",
     inert=f"Takes control of a character: meant for an opponent's; {NO_OPPONENT} has none.")
card("01130", "Messenger Raven",
     action(draw(1), costs=(Cost("return_self"),), phases=("dominance",)),
     note="Used in the dominance phase's action window, after dominance is counted.")
card("01131", "Old Forest Hunter",
     action(gold(1), costs=(Cost("discard_hand"),), phases=("marshaling",), limit_per="phase"),
     action(gold(1), costs=(Cost("discard_hand"),), phases=("challenges",), pilot="never",
            limit_per="phase"),
     note="Once per phase (one ability per phase with an action window). The greedy pilot "
          "uses it when marshaling would otherwise stop, discarding the cheapest card; gold "
          "in other phases only pays for Ambush or events, so it is left to a person there "
          "(dominance, standing, taxation: the gold is returned unused).")
card("01133", "Steward at the Wall", statics=(NextCostReduction(NW_CHARS, 1),))
card("01134", "Veteran Builder",
     action(stand(choose(locations(), state="knelt")), costs=(SACRIFICE_SELF,), pilot="never"),
     note="Sacrificing a 4 STR character to stand a location is no blind goldfish play: "
          "offered to a person, never used by the greedy pilot.")
card("01135", "Longclaw",
     statics=(only(NW_CHARS), bonus(strength=1, keywords=("renown",))))
card("01136", "Castle Black",
     inert="stands a defending character; " + NO_DEFENDERS + ".")
card("22014", "Castle Black",
     inert="stands a character after a challenge is initiated against the player, and cancels "
           "an opponent's location ability: the passive opponent never attacks and has no "
           "cards")
card("01137", "The Wall",
     constant(strength(1, each(NW_CHARS))),
     interrupt(PHASE_ENDS, power(2), costs=(KNEEL_SELF,), when=(phase_is("challenges"),)),
     inert="Forced Reaction (kneel after losing an unopposed challenge): only a defender "
           "loses an unopposed challenge, and " + NO_DEFENDERS + ".")
card("01138", "A Meager Contribution",
     inert="reacts to an opponent collecting income; the passive opponent has no gold.")
card("01139", "Take the Black",
     inert="takes control of an opponent's character; the passive opponent has none.")
card("01140", "The Sword in the Darkness",
     inert="needs a challenge won as the defending player; " + NO_DEFENDERS + ".")
card("01141", "Arya Stark",
     constant(icon("military"), when=(cond("has_duplicate"),)),
     reaction(ENTERS_PLAY, game_op("top_card_as_duplicate"), about="self"),
     note="Stealth is a keyword. Set up cards do not enter play [001 §Aufbau]: no duplicate "
          "then.")


def _top_card_as_duplicate(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The top card of the draw deck goes facedown onto the ability's card as a duplicate
    (an empty draw deck eliminates, as after a draw [001 §Spielsieg])."""
    c = ctx.source
    if not state.draw or state.zone[c] != PLAY:
        return
    top = state.draw.pop()
    state.zone[top] = DUPLICATE
    state.duplicates.append(top)
    state.parent[top] = c
    play_rules.note(state, "duplicate_top", top, c)
    if not state.draw:
        play_rules.draw(state, 0)


GAME_OPS["top_card_as_duplicate"] = _top_card_as_duplicate

card("01142", "Bran Stark",
     inert="cancels an opponent's event; the passive opponent plays none.")
card("01143", "Catelyn Stark",
     inert="stops opponents' triggered abilities; the passive opponent has none.")
card("03002", "Catelyn Stark",
     constant(strength(1, THIS, per="power_on_self")),
     reaction(LEAVES_PLAY, power(1, THIS),
              when=(cond("event_option", ("kill", "sacrifice")), cond("event_card", STARK_CHARS)),
              limit=2),
     note="Killed or sacrificed = leaves play for either reason; she herself, once out of "
          "play, gains nothing.")
card("16011", "Catelyn Stark",
     inert="Her action works only while defending; the passive opponent never attacks.")
card("01144", "Eddard Stark",
     inert="stands after a challenge is initiated against the player; " + NO_DEFENDERS +
           " (Renown is a keyword).")
card("03003", "Eddard Stark",
     reaction(CONTEST_WON, game_op("power_other_participant", 1, ATTACKERS),
              when=(cond("source_participating"), cond("has_keyword", "renown"))),
     note="Renown is read as a keyword. 'After he gains power using renown' = after a won "
          "challenge he attacked in while he has Renown (an unopposed win always gives it); "
          "the other attacker of highest printed cost gains the power.")


def _others_in_play(state: AgotState, ctx: Context, cards: list[int]) -> list[int]:
    kind = state.table.kind
    return [c for c in cards if c >= 0 and c != ctx.source and state.zone[c] == PLAY
            and kind[c] == CHARACTER]


def _power_other_participant(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """``amount`` power on one of the effect's cards (the attackers of the won challenge)
    other than the ability's own card: the player chooses the one of highest printed cost
    (the least likely to leave play with it), then the first declared (Eddard Stark)."""
    found = _others_in_play(state, ctx, cards)
    if found:
        cost = state.table.cost
        best = max(found, key=lambda c: (cost[c], -found.index(c)))
        play_rules.gain_power(state, eff.amount, best, why="ability")


def _can_power_other_participant(state: AgotState, ctx: Context, eff: Effect,
                                 cards: list[int]) -> bool:
    return bool(_others_in_play(state, ctx, cards))


GAME_OPS["power_other_participant"] = _power_other_participant
GAME_CHECKS["power_other_participant"] = _can_power_other_participant

card("01145", "Grey Wind",
     inert="kills a character with STR 1 or lower (2 with Robb Stark); the passive opponent "
           "has none, and killing one's own is no goldfish play (Intimidate and No "
           "attachments are keywords).",
     note="A person might kill an own 1 STR [stark] character to trigger Robb Stark; not "
          "modeled.")
card("21018", "Grey Wind",
     statics=(only(chars(factions=("stark",), unique=True)), bonus(keywords=("stealth",))),
     note=f"Cancelling a triggered character ability and moving Grey Wind do nothing against "
          f"{NO_OPPONENT}; stealth has nothing to bypass.")
card("01146", "Robb Stark",
     reaction(LEAVES_PLAY, stand(each(chars())),
              when=(cond("event_option", ("kill", "sacrifice")),
                    cond("event_card", STARK_CHARS)),
              limit=1),
     note="Renown is a keyword. Hears kills and sacrifices by the deck's own effects and "
          "costs (the passive opponent kills nothing).")
card("04002", "Robb Stark",
     *_per_count(strength(1), chars(loyal=True), 15, when=(cond("in_challenge", "military"),)),
     action(stand(choose(NON_KING, state="attacking")),
            game_op("remove_from_challenge", target=choose(NON_KING, state="attacking")),
            costs=(Cost("once_per_challenge"),),
            when=(cond("attacking"), cond("in_challenge", "military")), limit=0, pilot="never"),
     note="Renown is a keyword. His action is used in the action window inside a [military] "
          f"challenge he attacks in; it gains nothing against {NO_OPPONENT} (a character "
          "removed before the result is the same as one never declared), so the greedy pilot "
          "never uses it.")
card("01147", "Sansa Stark",
     forced(ENTERS_PLAY, kneel(THIS), about="self"),
     reaction(STOOD, power(1), about="self", limit=1),
     note="'Enters play knelt' is played as a forced kneel when she enters play (set up "
          "cards do not enter play and stay standing). She stands in every standing phase "
          "she was knelt in, and by card effects.")
card("01148", "Summer",
     constant(keyword("insight", each(chars(names=("Bran Stark",))))),
     reaction(ENTERS_PLAY,
              to_hand(choose(chars(factions=("stark",), max_printed_strength=2),
                             zone="discard_or_dead")),
              about="self"),
     note="No attachments is a keyword.")
card("01149", "Direwolf Pup",
     *(constant(strength(1), when=(cond("controls", (cards("Direwolf"), n + 1)),))
       for n in range(1, 9)),
     note="+1 STR per other Direwolf card in play, counted up to 8 (one constant per step; "
          "'controls' counts the Pup itself, hence n + 1).")
card("01151", "Vanguard of the North",
     constant(cannot_("kneel_to_attack"),
              when=(cond("in_challenge", "military"), cond("plot_trait", "war"))),
     note="No attachments is a keyword. The passive opponent reveals no plot: only the "
          "player's War plot counts.")
card("01152", "Winterfell Steward", statics=(NextCostReduction(STARK_CHARS, 1),))
card("01153", "Ice",
     statics=(only(STARK_CHARS), bonus(strength=2)),
     inert="Reaction (sacrifice Ice to kill a character of the losing opponent): the "
           "passive opponent has no characters.")
card("25052", "Ice", statics=(only(chars(factions=("stark",), unique=True)), bonus(strength=2)),
     inert="Kills a character after it is saved: meant for an opponent's character.")
card("01154", "Gates of Winterfell",
     action(reveal_top_draw_if(cards(factions=("stark",))), costs=(KNEEL_SELF,),
            phases=("challenges",)),
     note="A revealed card that is not [stark] stays on top of the deck.")


def _draw_top_if(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Reveal the top card of the draw deck; draw it when it matches the filter of the
    effect's target (``Target(PLAYER, filter)``), else it stays on top."""
    if not state.draw:
        return
    matches = state.table.filter_sets.get(eff.target.filter)
    top = state.draw[-1]
    play_rules.note(state, "reveal_top", top)
    if eff.target.filter is None or top in matches:
        play_rules.draw(state, 1)


GAME_OPS["draw_top_if"] = _draw_top_if

card("01155", "The Wolfswood",
     constant(ambush(each(cards("Direwolf"), zone="hand"))),
     note="Direwolf cards in hand gain Ambush (X = printed cost) (rules.ambush_cost).")
card("01156", "Heart Tree Grove",
     statics=(NextCostReduction(cards(kinds=(CHARACTER, LOCATION, ATTACHMENT),
                                      factions=("stark",)), 1),),
     note="Limited is a keyword.")
card("01157", "For the North!",
     event_action(strength(2, choose(STARK_CHARS, state="attacking"), until=UNTIL_CONTEST),
                  draw(1), when=(cond("in_challenge", "military"),)),
     note="Played in the action window inside a [military] challenge ('participating' = "
          "attacking: the player never defends). The passive opponent never defends, so the "
          "challenge is won (the attacking STR is at least 2): the card is drawn at once.")
card("01158", "Like Warm Rain",
     inert="needs an intrigue challenge lost as the defending player; " + NO_DEFENDERS + ".")
card("01159", "Winter Is Coming",
     inert="raises claim, and claim does nothing against the passive opponent (no "
           "characters, hand or power to lose).")
