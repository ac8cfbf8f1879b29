"""Card records of the Core Set (01xxx): House Lannister and House Martell."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import ATTACHMENT, LOCATION
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS, cards_in_zone
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_DECLARED, CONTEST_WON, Cost, ENTERS_PLAY, KILLED, KNEEL_SELF,
    NextCostReduction, PHASE_BEGINS, PHASE_ENDS, THIS, UNTIL_PHASE, action, at_end_of, bonus,
    cannot, card, cards, challenge_is, chars, choose, cond, constant, draw, each, event_action,
    event_reaction, extra_challenge, forced, game_op, gold, helps, icon, income, keyword, mark,
    only, pay_gold, per, phase_is, power, put_into_play, reaction, stand, strength, to_deck,
    to_hand,
)
from deckcheck.games.agot.engine.records.words import (
    CHALLENGES_BEGIN, NO_OPPONENT, NO_OPPONENT_CARDS,
)
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

CHALLENGE_TYPES = ("military", "intrigue", "power")


# -- Core Set ----------------------------------------------------------------------------------
card("01084", "Cersei Lannister",
     inert="Raises the claim of intrigue challenges she attacks in; claim does nothing "
           "against the passive opponent (no hand to discard).")
card("05001", "Cersei Lannister",
     constant(cannot("kneel_to_attack"), when=(cond("in_challenge", "intrigue"),)),
     note="Her power reaction needs cards discarded from an opponent's hand: " + NO_OPPONENT_CARDS
          + ".")
card("11109", "Cersei Lannister",
     inert=f"Makes each opponent discard at random; {NO_OPPONENT} has no hand. (Shadow is a "
           "keyword.)")
card("01086", "Joffrey Baratheon",
     reaction(KILLED, power(1, THIS), when=(cond("event_card", chars("Lord", "Lady")),),
              limit=3),
     note="The passive opponent has no characters: only the player's own Lords and Ladies "
          "die (its own kill effects), and Joffrey gains power then.")
card("01087", "Ser Jaime Lannister",
     forced(CONTEST_DECLARED, stand(THIS),
            when=(challenge_is("military"), cond("source_participating"))),
     constant(keyword("renown"), when=(cond("attacking"), cond("in_challenge", "military"))),
     note="'Does not kneel when declared as an attacker' is played as standing again right "
          "after the declaration; 'participating' = attacking (the player never defends).")
card("01088", "The Tickler",
     inert="Discards the top card of an opponent's deck (and a copy of it from play): the "
           "passive opponent has no deck.")
card("01089", "Tyrion Lannister",
     reaction(CONTEST_DECLARED, gold(2), when=(challenge_is("intrigue"),), limit=2))
card("19014", "Tyrion Lannister",
     reaction(PHASE_BEGINS, put_into_play(choose(chars("Mercenary"), zone="discard")),
              at_end_of(UNTIL_PHASE, to_deck(choose())),
              costs=(Cost("discard_gold", 1),), limit=1, limit_per="phase",
              when=(CHALLENGES_BEGIN,)),
     note="Used as the challenges phase begins (its first action window), so the Mercenary "
          "can attack; it goes to the bottom of the deck when the phase ends. He needs gold "
          "on him (the greedy pilot bestows none; Vargo Hoat or Unbridled Generosity give "
          "some). Stealth and Bestow are keywords.")
card("01090", "Tywin Lannister",
     constant(per(strength(1), "gold_pool")),
     statics=(income(2),))
card("01092", "Gold Cloaks",
     forced(ENTERS_PLAY, mark("ambushed"), about="self",
            when=(cond("event_option", "ambush"),)),
     forced(PHASE_ENDS, game_op("discard_marked"), when=(cond("marked"),)),
     note="Entering play by Ambush marks it until the end of the phase; when that phase "
          "ends it is discarded.")
card("01093", "Lannisport Moneylender", statics=(income(1),))
card("01094", "Lannisport Merchant",
     statics=(NextCostReduction(chars(factions=("lannister",)), 1, "kneel"),))
card("01095", "The Queen's Assassin",
     inert="The opponent must kill one of its characters: the passive opponent has none "
           "(Ambush is read as a keyword).")
card("01096", "Widow's Wail",
     constant(icon("military", ATTACHED_CARD),
              when=(cond("attached_to", chars(names=("Joffrey Baratheon",))),)),
     statics=(only(chars()), bonus(strength=2)))
card("01097", "Casterly Rock", constant(extra_challenge("intrigue")))
card("17166", "Casterly Rock",
     missing=(helps("kneel it to put 1 gold on up to 3 [lannister] cards, spent in the marshaling "
                    "phase"),))
card("22008", "Casterly Rock",
     action(game_op("casterly_gold", 3), costs=(KNEEL_SELF,), phases=("marshaling",)),
     forced(PHASE_BEGINS, game_op("casterly_spend"),
            when=(phase_is("marshaling"), cond("source_standing"))),
     missing=(helps("gold on the cards may be spent at any time Casterly Rock stands, and "
                    "what is not spent stays on the cards (here it moves into the gold pool "
                    "when the marshaling phase begins and unspent gold is returned at "
                    "taxation)"),),
     note="Kneeling it in the marshaling phase puts 1 gold on each of up to 3 [lannister] "
          "cards; that gold is spent the next round, once Casterly Rock stands again.")


def _lannister_cards(state: AgotState) -> list[int]:
    t = state.table
    return [c for c in cards_in_zone(state, "play") if t.card_faction[c] == "lannister"]


def _casterly_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Casterly Rock: up to ``amount`` cards gain 1 gold each - the player's [lannister]
    cards (the gold is spent from them later), Casterly Rock first, then locations,
    attachments, characters."""
    t = state.table
    mine = sorted(_lannister_cards(state),
                  key=lambda c: (c != ctx.source, {LOCATION: 0, ATTACHMENT: 1}.get(t.kind[c], 2), c))
    for c in mine[:eff.amount]:
        state.card_gold[c] = state.card_gold.get(c, 0) + 1
    play_rules.note(state, "gold_on_cards", len(mine[:eff.amount]))


def _casterly_spend(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Casterly Rock standing: the gold on the player's [lannister] cards moves into the gold
    pool, so it can be spent (an approximation of "spend it as if it were in your gold
    pool": gold left unspent is returned in the taxation phase instead of staying on the
    cards)."""
    moved = 0
    for c in _lannister_cards(state):
        n = state.card_gold.pop(c, 0)
        moved += n
    state.gold += moved
    play_rules.note(state, "gold_from_cards", moved)


def _can_casterly_spend(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return any(state.card_gold.get(c, 0) for c in _lannister_cards(state))


GAME_OPS["casterly_gold"] = _casterly_gold
GAME_OPS["casterly_spend"] = _casterly_spend
GAME_CHECKS["casterly_spend"] = _can_casterly_spend

card("01098", "Lannisport",
     reaction(CONTEST_WON, draw(1), when=(challenge_is("intrigue"),)))
card("01099", "Western Fiefdom",
     statics=(NextCostReduction(cards(factions=("lannister",)), 1, "kneel"),))
card("01100", "Hear Me Roar!",
     event_action(put_into_play(choose(chars(factions=("lannister",)), zone="hand")),
                  mark("hear_me_roar", choose()), phases=("challenges",)),
     forced(PHASE_ENDS, game_op("discard_marked"), when=(cond("marked"),), zone="discard"),
     note="Offered in the challenges phase only (put into play during marshaling, the "
          "character would be discarded before it could do anything). The played card, "
          "in the discard pile, discards the marked character when the phase ends.")
card("01101", "The Things I Do For Love",
     inert="Returns a character controlled by an opponent to its owner's hand: the passive "
           "opponent has none.")
card("01102", "Treachery",
     inert="Cancels a triggered ability as it initiates: the passive opponent has none, and "
           "cancelling its own would only hurt the player.")
card("01103", "Areo Hotah",
     inert="Removes a participating character from a challenge: the only participants are "
           "the player's own attackers (and Ambush happens outside challenges here). Ambush "
           "is read as a keyword.")
card("01104", "Arianne Martell",
     action(put_into_play(choose(chars(min_printed_cost=4, max_printed_cost=5), zone="hand")),
            to_hand(THIS), costs=(Cost("unless_used", 1),), limit=1, limit_per="phase"),
     action(put_into_play(choose(chars(max_printed_cost=3), zone="hand")),
            to_hand(THIS), costs=(Cost("unless_used", 0),), limit=1, limit_per="phase",
            pilot="never"),
     note="Two abilities split by the chosen character's printed cost only so the greedy "
          "pilot never swaps Arianne (cost 5) for a character of cost 3 or less; they share "
          "the one use per phase (each closes the other). Back in play after returning to "
          "hand she is a new copy with a fresh limit [001 §„Nur“ und „maximal“].")
card("01105", "Doran Martell",
     constant(per(strength(1, each(chars("Lord", "Lady", factions=("martell",)), state="other")),
                  "used_plots")))
card("01106", "Edric Dayne",
     *(action(icon(kind, THIS, until=UNTIL_PHASE), costs=(pay_gold(1),), limit=0,
              phases=("challenges",),
              when=(cond("source_standing"), cond("challenge_open", kind),
                    cond("has_icon", kind, negate=True)))
       for kind in CHALLENGE_TYPES),
     note="One action per icon. Offered only in the challenges phase while Edric stands, "
          "lacks that icon and a challenge of that type may still be made (elsewhere the "
          "icon would change nothing).")
card("01107", "Maester Caleotte",
     inert="Reacts to losing a challenge: the player never defends, and an attack with STR "
           "has no one to lose to; the icon loss would only fall on its own characters.")
card("01108", "Obara Sand",
     inert="May defend while knelt: the passive opponent never attacks.")
card("01109", "The Red Viper",
     reaction(CONTEST_WON, per(power(1, THIS), "won_by_fives"),
              when=(cond("source_participating"), cond("event_amount_at_least", 5))),
     note="Unopposed, the challenge is won by the whole attacking STR.")
card("01110", "Desert Scavenger",
     statics=(NextCostReduction(chars(factions=("martell",)), 1, "kneel"),))
card("01111", "Dornish Paramour",
     inert="Forces a character of the defending player to defend: the passive opponent "
           "has none.")
card("01112", "Greenblood Trader",
     reaction(ENTERS_PLAY, game_op("look_top_keep_one", 2), about="self"),
     note="Of the top 2 cards the one of highest printed cost (not an event, if possible) "
          "goes to hand; the other goes to the bottom.")
card("01114", "Palace Spearman",
     constant(icon("intrigue"), when=(cond("first_player", negate=True),)))
card("01115", "Dawn",
     constant(per(strength(1, ATTACHED_CARD), "used_plots")),
     constant(keyword("intimidate", ATTACHED_CARD),
              when=(cond("attached_to", chars("House Dayne")),)),
     statics=(only(chars()),),
     note="Intimidate does nothing against the passive opponent; it is granted anyway.")
card("01116", "Ghaston Grey",
     inert="Reacts to losing a challenge as the defending player: the passive opponent "
           "never attacks.")
card("01117", "Sunspear",
     inert="Reacts to losing a challenge as the defending player: the passive opponent "
           "never attacks.")
card("01118", "Blood Orange Grove",
     statics=(NextCostReduction(cards(factions=("martell",)), 1, "kneel"),))
card("01119", "Doran's Game",
     event_reaction(CONTEST_WON, per(power(1), "used_plots"), game_op("drop_other_copies"),
                    when=(challenge_is("intrigue"), cond("event_amount_at_least", 5),
                          cond("count_at_least", ("used_plots", 1)))),
     note="Unopposed, the challenge is won by the whole attacking STR. Max 1 per challenge: "
          "once one copy is played, the others drop out of the trigger window. Not offered "
          "while the used pile is empty (X = 0).")
card("17114", "Doran's Game",
     event_reaction(CONTEST_WON, per(power(1), "used_plots_max5"),
                    when=(challenge_is("intrigue"), cond("event_amount_at_least", 5))))


def _drop_other_copies(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """"(Max 1 per challenge)": the other copies of this title waiting in the open trigger
    window for the same event are dropped [001 §„Nur“ und „maximal“]."""
    title = state.table.title
    mine = title[ctx.source]
    ev = ctx.event
    same = (ev.kind, ev.card, ev.option, ev.amount, tuple(ev.cards)) if ev is not None else ()
    state.window[:] = [e for e in state.window
                       if e[0] == ctx.source or title[e[0]] != mine or tuple(e[2:]) != same]


GAME_OPS["drop_other_copies"] = _drop_other_copies

card("01120", "Unbowed, Unbent, Unbroken",
     inert="Reacts to losing a challenge as the defending player: the passive opponent "
           "never attacks.")
card("01121", "Confinement",
     inert="Takes icons from a character: meant for an opponent's (the passive opponent has "
           "none); on the player's own it would only hurt.")
