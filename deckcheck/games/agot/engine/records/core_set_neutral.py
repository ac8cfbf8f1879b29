"""Card records of the Core Set (01xxx): the neutral cards (plots, agendas, characters,
locations, attachments, events; the melee titles are no deck cards: engine.cards.deck_card)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import CHARACTER
from deckcheck.games.agot.engine.hooks import (
    EFFECTS, GAME_CHECKS, GAME_OPS, KILL_UNSAVABLE, put_cards_into_play,
)
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ATTACHMENT, CONTEST_DECLARED, CONTEST_WON, Cost, DOMINANCE_WON,
    FirstCostReduction, KNEEL_FACTION, KNEEL_SELF, LOCATION, MARSHALED, Modifier,
    NextCostReduction, PHASE_BEGINS, PHASE_ENDS, SACRIFICE_SELF, UNTIL_CONTEST,
    WOULD_BE_DISCARDED, WOULD_BE_KILLED, action, attachments, blank, bonus, cannot, card, cards,
    challenge_is, chars, choose, cond, constant, discard, draw, each, event_reaction, events,
    forced, game_op, income, initiative, interrupt, kneel, only, phase_is, power, reaction,
    reserve, save, search, stand, strength, when_revealed,
)
from deckcheck.games.agot.engine.state import AgotState, DECK, PLAY
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

MILITARY_BIT, INTRIGUE_BIT, POWER_BIT = 1, 2, 4
NO_OPPONENT = "against the passive opponent there is nothing to target"
BANNER = "a deck-building rule only (the validator checks it); no effect in play"


# -- Core Set ----------------------------------------------------------------------------------
card("01001", "A Clash of Kings",
     inert="moves power from the losing opponent's faction card; the passive opponent has "
           "no power")
card("01002", "A Feast for Crows", reaction(DOMINANCE_WON, power(2), zone="plot"))
card("01003", "A Game of Thrones",
     forced(PHASE_BEGINS, game_op("close_challenges", MILITARY_BIT | POWER_BIT),
            when=(phase_is("challenges"),), zone="plot"),
     forced(CONTEST_WON, game_op("open_challenges", MILITARY_BIT | POWER_BIT),
            when=(challenge_is("intrigue"),), limit=1, zone="plot"),
     note="Military and power challenges are closed when the challenges phase begins and "
          "open again once an intrigue challenge is won that phase.")
card("01004", "A Noble Cause", statics=(FirstCostReduction(chars("Lord", "Lady"), 2),))
card("01005", "A Storm of Swords",
     forced(CONTEST_DECLARED, game_op("open_challenges", MILITARY_BIT),
            when=(challenge_is("military"),), limit=1, zone="plot"),
     note="After the first military challenge is declared, the military challenge type is "
          "open once more (the additional challenge is optional: the pilot may pass).")
card("01006", "Building Orders",
     when_revealed(search(cards(kinds=(ATTACHMENT, LOCATION)), top=10)))
card("01007", "Calling the Banners",
     inert="1 gold per character the chosen opponent controls; the passive opponent has none")
card("01008", "Calm Over Westeros",
     inert="lowers the claim of an attacking opponent; the passive opponent never attacks")
card("01009", "Confiscation",
     when_revealed(discard(choose(attachments()))),
     note="Only the player has attachments, so the forced choice discards one of its own.")
card("01010", "Counting Coppers", when_revealed(draw(3)))
card("01011", "Filthy Accusations", when_revealed(kneel(choose(chars(), state="standing"))),
     note="Only the player has characters, so one of its own kneels.")
card("01012", "Fortified Position", constant(blank(each(chars())), zone="plot"),
     note="Every character's printed text box (keywords, abilities, income modifiers) is "
          "blank while it is the revealed plot; traits stay. (Legal attachment hosts are "
          "fixed per deck: a blanked No attachments still keeps attachments off.)")
card("01013", "Heads on Spikes",
     inert="discards from the opponent's hand; the passive opponent has no hand")
card("01014", "Jousting Contest", constant(game_op("max_attackers", 1), zone="plot"),
     note="At most 1 attacker per challenge (the passive opponent never defends).")
card("01015", "Marched to the Wall", when_revealed(discard(choose(chars()), can_be_saved=False)),
     note="Each player discards a character he controls: the player its least valuable.")
card("01016", "Marching Orders",
     constant(cannot("marshal", each(cards(kinds=(LOCATION, ATTACHMENT)), zone="hand")),
              cannot("play", each(events(), zone="hand")), zone="plot"),
     note="Locations and attachments in hand cannot be marshaled, events cannot be played.")
card("01017", "Naval Superiority",
     inert="zeroes the gold of revealed Kingdom and Edict plots: the player's own revealed "
           "plot is Naval Superiority itself (Siege, War), the opponent reveals none")
card("01018", "Power Behind the Throne",
     action(stand(choose(chars(), state="knelt")), zone="plot", limit=1),
     note="The one stand token placed when revealed is the once-per-round limit: the plot "
          "stays revealed for this round only.")
card("01019", "Rebuilding", when_revealed(game_op("shuffle_back", 3)),
     note="The player shuffles its 3 most expensive discarded cards back into the deck.")


def _shuffle_back(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Up to ``amount`` cards of the discard pile (the player takes its most expensive
    ones) are shuffled into the draw deck (Rebuilding)."""
    t = state.table
    chosen = sorted(state.discard, key=lambda c: (-t.cost[c], -t.strength[c], c))[:eff.amount]
    for c in chosen:
        state.discard.remove(c)
        state.draw.append(c)
        state.zone[c] = DECK
    if chosen:
        play_rules.note(state, "shuffle_back", len(chosen))
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["shuffle_back"] = _shuffle_back

card("01020", "Reinforcements", when_revealed(game_op("reinforce", 5)),
     note="The player puts its best character of printed cost 5 or lower from hand or "
          "discard pile into play.")


def _reinforce(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put into play the best character (highest printed cost, then STR) with printed
    cost ``amount`` or lower from the hand or the discard pile (Reinforcements)."""
    t = state.table
    found = [c for c in state.hand + state.discard
             if t.kind[c] == CHARACTER and t.cost[c] <= eff.amount and play_rules.may_enter(state, c)]
    if found:
        best = max(found, key=lambda c: (t.cost[c], t.strength[c], -c))
        put_cards_into_play(state, ctx, eff, [best])


GAME_OPS["reinforce"] = _reinforce

card("01021", "Sneak Attack",
     forced(CONTEST_DECLARED, game_op("close_challenges", MILITARY_BIT | INTRIGUE_BIT | POWER_BIT),
            zone="plot"),
     note="After the first challenge is declared, no other challenge may be initiated.")
card("01022", "Summons", when_revealed(search(chars(), top=10)))
card("01023", "Supporting the Faith",
     forced(PHASE_BEGINS, game_op("return_gold"), when=(phase_is("challenges"),), zone="plot"))
card("01024", "Taxation",
     forced(MARSHALED, game_op("extra_limited"), when=(cond("event_card", cards(limited=True)),),
            limit=1, zone="plot"),
     note="After the first Limited card is marshaled this round, one more may be.")


def _extra_limited(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """One more Limited card may be marshaled this round (Taxation)."""
    state.limited_used = False


GAME_OPS["extra_limited"] = _extra_limited

card("01026", "Wildfire Assault", when_revealed(game_op("keep_best", 3)),
     note="The player keeps its 3 most valuable characters; the others are killed.")


def _keep_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kill every character the player controls except the ``amount`` it keeps (its most
    valuable: power on it, printed cost, STR) - Wildfire Assault (cannot be saved)."""
    t = state.table
    mine = [c for c in state.characters if state.zone[c] == PLAY]
    mine.sort(key=lambda c: (-state.card_power.get(c, 0), -t.cost[c],
                             -play_rules.strength(state, c), c))
    EFFECTS["kill"](state, ctx, KILL_UNSAVABLE, mine[eff.amount:])


GAME_OPS["keep_best"] = _keep_best

card("01027", "Fealty",
     action(game_op("next_reduction"), costs=(KNEEL_FACTION,), zone="agenda",
            phases=("challenges",), limit=0, when=(cond("in_hand", events(loyal=True)),)),
     statics=(NextCostReduction(cards(loyal=True), 1, pay="faction", play=True),),
     note="In the marshaling phase the reduction is the marshaling action 'reduce' (for a "
          "loyal card marshaled, or a loyal event played in that phase); in the challenges "
          "phase it is an action while a loyal event is in hand (the other phases have no "
          "action window for events here). The 15-neutral-cards limit is a deck-building rule "
          "(the validator checks it).")


def _own_reducer(state: AgotState, ctx: Context) -> int:
    """The key of the ability card's "next card this phase" reducer (its NextCostReduction
    static), or -1."""
    for r in state.table.next_reducers:
        if r.source == ctx.source:
            return r.key
    return -1


def _next_reduction(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card's NextCostReduction becomes pending: the next matching card marshaled
    or played this phase costs less (Fealty used outside the marshaling phase; its cost is
    the ability's)."""
    key = _own_reducer(state, ctx)
    if key >= 0 and key not in state.reductions:
        state.reductions.append(key)
        play_rules.note(state, "reduce", ctx.source, state.table.next_reducers[key].amount)


def _can_next_reduction(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    key = _own_reducer(state, ctx)
    return key >= 0 and key not in state.reductions


GAME_OPS["next_reduction"] = _next_reduction
GAME_CHECKS["next_reduction"] = _can_next_reduction

card("01028", "Littlefinger", reaction(MARSHALED, draw(2), about="self"),
     statics=(income(1),))
card("23017", "Littlefinger",
     inert="Moves 1 power from a card in play to him: the opponent has none, so only the "
           "player's own power moves (its total is unchanged). (Insight is a keyword.)")
card("01029", "Varys",
     interrupt(PHASE_ENDS, discard(each(chars())), when=(phase_is("dominance"),),
               costs=(Cost("remove_self"),), pilot="never"),
     note="Discarding every character only hurts the player here (the opponent has none): "
          "the pilot never uses it. Stealth is read as a keyword.")
card("25077", "Varys",
     inert="His action names a card that cannot be marshaled or played (meant for the "
           "opponent's); the gold he gains only pays for it.")
card("01030", "Rattleshirt's Raiders",
     inert="discards an attachment of the losing opponent; " + NO_OPPONENT,
     note="No attachments is read as a keyword.")
card("01031", "Wildling Horde",
     action(strength(2, choose(chars("Wildling"), state="attacking"), until=UNTIL_CONTEST),
            costs=(KNEEL_FACTION,), phases=("challenges",), limit=0),
     note="Used in the action window inside a challenge (the Wildling must be attacking: "
          "the player never defends). No attachments and Pillage are read as keywords.")
card("01032", "Seal of the Hand",
     action(stand(ATTACHED_CARD), costs=(KNEEL_SELF,), limit=0),
     statics=(only(chars("Lord", "Lady")),))
card("01033", "Bodyguard",
     interrupt(WOULD_BE_KILLED, save(), about="attached", costs=(SACRIFICE_SELF,),
               pilot="save_worth"),
     interrupt(WOULD_BE_DISCARDED, save(), about="attached", costs=(SACRIFICE_SELF,),
               pilot="save_worth"),
     statics=(only(chars("Lord", "Lady")),),
     note="Only the player's own effects kill or discard its characters here (Wildfire "
          "Assault, Marched to the Wall, ...); the pilot saves when the character is worth "
          "more than Bodyguard.")
card("01034", "Little Bird", statics=(only(chars()), bonus(icons=("intrigue",))))
card("01035", "Milk of the Poppy", constant(blank(ATTACHED_CARD)), statics=(only(chars()),),
     pilot="never",
     note="Meant for an opponent's character; the passive opponent has none, so the pilot "
          "never attaches it (to its own character it would blank it). Terminal is read "
          "as a keyword.")
card("01036", "Noble Lineage", statics=(only(chars()), bonus(icons=("power",))))
card("01037", "Syrio's Training", statics=(only(chars()), bonus(icons=("military",))))
card("01038", "The Iron Throne", statics=(Modifier("dominance", 8), reserve(1)))
card("13117", "The Iron Throne",
     inert="Names a card that cannot be marshaled, played or put into play this phase: meant "
           "for the opponent's cards; naming one of its own would only hurt. (Contested "
           "matters for no card here.)")
card("01039", "The Kingsroad",
     statics=(NextCostReduction(chars(), 3, pay="kneel_sacrifice"), initiative(1)))
card("01040", "The Roseroad", statics=(income(1),))
card("01041", "Put to the Sword", inert="kills a character of the losing opponent; " + NO_OPPONENT)
card("01042", "Put to the Torch",
     inert="discards a location of the losing opponent; " + NO_OPPONENT)
card("01043", "Superior Claim",
     event_reaction(CONTEST_WON, power(2),
                    when=(challenge_is("power"), cond("event_amount_at_least", 5)),
                    costs=(Cost("once_per_challenge"),)),
     note="Unopposed, the margin of the win is the attacking STR.")
card("01044", "Tears of Lys",
     inert="poisons a character of the losing opponent; " + NO_OPPONENT)
card("01045", "The Hand's Judgment",
     inert="cancels an opponent's event; the passive opponent plays none")
for _code, _name in (("01198", "Banner of the Stag"), ("01199", "Banner of the Kraken"),
                     ("01200", "Banner of the Lion"), ("01201", "Banner of the Sun"),
                     ("01202", "Banner of the Watch"), ("01203", "Banner of the Wolf"),
                     ("01204", "Banner of the Dragon"), ("01205", "Banner of the Rose")):
    card(_code, _name, inert=BANNER)
