"""Card records of the Core Set (01xxx): House Targaryen and House Tyrell."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import ATTACHMENT, CHALLENGES, CHARACTER, EVENT, LOCATION
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS, HOOKS, put_cards_into_play
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, Cost, ENTERS_PLAY, Effect, FirstCostReduction, KNEEL_SELF,
    MODIFIED, MODIFY, NextCostReduction, PHASE_ENDS, SACRIFICE_SELF, THIS, Target, UNTIL_CONTEST,
    UNTIL_PHASE, action, at_end_of, attachments, bonus, cannot, card, cards, challenge_is, chars,
    choose, cond, constant, draw, each, event_action, event_reaction, events, extra_challenge,
    forced, game_op, helps, icon, income, interrupt, keyword, kneel_a, locations, one_of, only,
    pay_gold, phase_is, power, put_into_play, reaction, search, stand, strength, to_deck, to_hand,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState, DISCARD, PLAY, SHADOWS
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import EACH, PLAYER
from deckcheck.goldfish.abilities.runtime import Context

REACH_LOCATION = locations("The Reach")
NO_DEFENDERS = "The passive opponent never attacks or defends"
TYRELL = chars(factions=("tyrell",))
_KNELT_CHARACTER = choose(chars(), state="knelt")
_DOTHRAKI_IN_HAND = choose(chars("Dothraki"), zone="hand")
_UNIQUE_DEAD = chars(factions=("targaryen",), unique=True)
_KNELT_UNIQUE_TARGARYEN = choose(chars(factions=("targaryen",), unique=True), state="knelt")
_BLOODRIDERS = chars("Bloodrider", unique=True)
_TYRELL_IN_HAND = chars(factions=("tyrell",))


# -- Core Set ----------------------------------------------------------------------------------
card("01160", "Daenerys Targaryen",
     inert=f"{NO_DEFENDERS}: no character is ever on an opponent's side of a challenge "
           "(Insight is a keyword, read generically).")
card("17128", "Daenerys Targaryen",
     missing=(helps("kneel the faction card to put a Dragon or Title card of the top 10 into play"),))
card("08093", "Daenerys Targaryen",
     inert="lowers the STR of (and kills) a character after a [targaryen] event: only the "
           "player's own characters could be chosen, which only hurts; her own STR is never "
           "reduced in a goldfish")
card("15001", "Daenerys Targaryen",
     action(game_op("search_or_put", 3, each(attachments(), zone="deck", state="top_10")),
            costs=(one_of(1),), when=(cond("has_candidates", (attachments(), "deck", "top_10")),)),
     action(game_op("search_or_put", 3, each(cards("Dragon"), zone="deck", state="top_10")),
            costs=(one_of(1),), when=(cond("has_candidates", (cards("Dragon"), "deck",
                                                              "top_10")),)),
     note="Once per round: the first attachment (else Dragon card) among the top 10 cards is "
          "taken; with printed cost 3 or lower it is put into play (an attachment on its first "
          "legal host) instead of going to hand.")
card("17171", "Daenerys Targaryen",
     inert="Her reaction lowers a participating character's STR and kills it at 0: meant "
           "for the opponent's defenders; its own attackers would only suffer.")
card("25053", "Daenerys Targaryen",
     reaction(CONTEST_WON, game_op("power_per_event_card", 1, Target(PLAYER, _BLOODRIDERS)),
              when=(cond("event_cards_include", _BLOODRIDERS),), limit=1, limit_per="phase"),
     inert="Khal Drogo's intimidate does nothing against a passive opponent.",
     note="1 power for each unique Bloodrider among the attackers of the won challenge (the "
          "player always attacks). Insight is read as a keyword.")


def _power_per_event_card(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """``amount`` power for the faction for each of the triggering event's cards (the
    attackers of a won challenge) that the effect's target filter matches (Daenerys
    Targaryen 25053: each unique attacking Bloodrider)."""
    if ctx.event is None:
        return
    n = sum(1 for c in ctx.event.cards if play_rules.in_filter(state, eff.target.filter, c))
    play_rules.gain_power(state, eff.amount * n, why="ability")


GAME_OPS["power_per_event_card"] = _power_per_event_card

card("01161", "Drogon", constant(keyword("renown", each(chars("Stormborn")))))
card("17129", "Drogon",
     inert=f"weakens a character of the losing opponent; {NO_OPPONENT} has none (Ambush (6) and "
           "'No attachments' are keywords).")
card("11093", "Drogon",
     inert=f"His reaction lowers a character of the losing opponent; {NO_OPPONENT} has none. "
           "(Ambush and No attachments are keywords.)")
card("01162", "Khal Drogo", constant(extra_challenge("military")),
     note="The additional [military] challenge: rules.open_challenges.")
card("15005", "Khal Drogo",
     inert="Saves an Army or Dothraki character from being returned to hand: only opponents' "
           "effects do that unasked (the deck's own, e.g. Dothraki Sea, return on purpose at "
           "the end of the phase). (Renown is a keyword.)")
card("01163", "Magister Illyrio",
     action(stand(_KNELT_CHARACTER), costs=(pay_gold(2),), phases=("challenges",),
            limit_per="phase"),
     action(stand(_KNELT_CHARACTER), costs=(pay_gold(2),), phases=("marshaling",),
            pilot="never", limit_per="phase"),
     note="One ability per phase with an action window (split only so that the greedy pilot "
          "keeps its gold in marshaling); the dominance window is left out: a character stood "
          "there would stand in the standing phase anyway.")
card("01164", "Rhaegal",
     reaction(CONTEST_WON, stand(choose(chars("Stormborn"), state="knelt")),
              when=(cond("event_cards_include", chars("Stormborn")),), limit=1,
              limit_per="phase"))
card("01165", "Ser Jorah Mormont",
     forced(CONTEST_WON, game_op("betrayal_token"), when=(cond("source_participating"),)),
     note="Each won challenge he attacks in puts a betrayal token on him; the third one "
          "sacrifices him (and the power on him returns).")


def _betrayal_token(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Ser Jorah Mormont: one betrayal token on the ability's card; with 3 or more the card
    is sacrificed (its constant "if it has 3 or more betrayal tokens", checked at once)."""
    c = ctx.source
    if state.zone[c] != PLAY:
        return
    n = state.tokens.get(c, 0) + 1
    state.tokens[c] = n
    play_rules.note(state, "token", c, n)
    if n >= 3:
        EFFECTS["sacrifice"](state, ctx, eff, [c])


GAME_OPS["betrayal_token"] = _betrayal_token

card("13113", "Ser Jorah Mormont",
     interrupt("discarded", game_op("to_shadows"), about="self", zone="discard"),
     note="Discarded from hand at taxation he goes into shadows instead. (Shadow (4) and "
          "his attachment restriction are read as keywords.)")


def _to_shadows(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The triggering event's card goes from the discard pile into shadows (Ser Jorah
    Mormont 13113, discarded from hand)."""
    c = ctx.event.card if ctx.event is not None else -1
    if c >= 0 and state.zone[c] == DISCARD:
        play_rules.take_from(state, c)
        play_rules.move_to(state, c, SHADOWS)
        play_rules.note(state, "shadow", c)


GAME_OPS["to_shadows"] = _to_shadows

card("01166", "Viserion",
     inert="Stealth does nothing against an opponent who never defends.")
card("01167", "Viserys Targaryen",
     inert="The passive opponent has no attachments; discarding one's own is never wanted.")
card("04014", "Viserys Targaryen",
     interrupt(PHASE_ENDS, power(1, THIS), when=(phase_is("dominance"),)),
     note=f"{NO_OPPONENT} controls no King, so he gains 1 power each dominance phase; forcing "
          "Kings to defend has nothing to act on.")
card("01169", "Handmaiden",
     action(stand(choose(chars("Lady"), state="knelt")), costs=(SACRIFICE_SELF,), limit=0,
            pilot="never"),
     note="The greedy pilot never sacrifices her blindly (it uses abilities only when it "
          "would pass, when a stood Lady no longer attacks).")
card("01170", "Targaryen Loyalist",
     statics=(NextCostReduction(chars(factions=("targaryen",)), 1),))
card("01171", "Unsullied", inert=f"{NO_DEFENDERS}: there is never a defending character.")
card("01172", "Drogo's Arakh",
     constant(cannot("kneel_to_attack", ATTACHED_CARD),
              when=(cond("attached_to", chars(names=("Khal Drogo",))),
                    cond("first_challenge", "military"))),
     statics=(only(chars("Dothraki")), bonus(strength=2)))
card("01173", "Plaza of Punishment",
     inert="Only the player's own characters could be chosen; shrinking and killing them "
           "is never wanted.")
card("01174", "Dothraki Sea",
     reaction(CONTEST_WON, put_into_play(_DOTHRAKI_IN_HAND),
              at_end_of(UNTIL_PHASE, to_hand(_DOTHRAKI_IN_HAND)),
              when=(challenge_is("power"),), costs=(SACRIFICE_SELF,)))
card("01175", "Illyrio's Estate",
     statics=(NextCostReduction(cards(factions=("targaryen",)), 1),))
card("01176", "Dracarys!",
     inert="Only the player's own attackers participate; shrinking and killing them is "
           "never wanted.")
card("01177", "Fire and Blood",
     event_action(put_into_play(choose(chars("Hatchling", factions=("targaryen",), unique=True),
                                       zone="dead")),
                  phases=("challenges",)),
     event_action(to_deck(choose(_UNIQUE_DEAD, zone="dead")), game_op("shuffle"),
                  phases=("challenges",)),
     note="Two ways to play it: a Hatchling back into play, or any unique [targaryen] "
          "character shuffled back into the deck.")
card("01178", "Waking the Dragon",
     event_action(stand(_KNELT_UNIQUE_TARGARYEN),
                  at_end_of(UNTIL_PHASE, to_hand(_KNELT_UNIQUE_TARGARYEN)), pilot="never"),
     note="The greedy pilot never plays it (it uses abilities only when it would pass, when "
          "a stood character no longer attacks and only returns to hand).")
card("01179", "Left",
     constant(strength(1), icon("power"), when=(cond("controls", (chars(names=("Right",)), 1)),)),
     note=f"Not kneeling as a defender is inert ({NO_DEFENDERS}).")
card("01180", "Maester Lomys",
     inert=f"{NO_DEFENDERS}: the player never wins a challenge as the defending player.")
card("01181", "Margaery Tyrell",
     action(strength(3, choose(chars()), until=UNTIL_PHASE), costs=(KNEEL_SELF,),
            phases=("challenges",), limit=0))
card("01182", "Paxter Redwyne",
     statics=(income(1), FirstCostReduction(events(), 1)))
card("01183", "Randyll Tarly",
     reaction(MODIFIED, stand(THIS), about="self",
              when=(cond("event_option", "strength"), cond("event_amount_at_least", 1)),
              limit=2, limit_per="phase"),
     note="His STR is raised by a lasting effect or an attachment as it begins, or by a "
          "constant effect that begins as a card enters play, a plot is revealed or he is "
          "declared as an attacker (rules.strength_raised); a constant that rises for "
          "another reason (a card leaving play) is not noticed.")
card("17174", "Randyll Tarly",
     missing=(helps("kneel a The Reach location to stand an Army or draw a revealed location"),),
     note="Renown is a keyword.")
card("19015", "Randyll Tarly",
     action(game_op("stand_for_challenge", target=choose(chars("Army"), state="knelt")),
            costs=(kneel_a(each(REACH_LOCATION)), Cost("one_of", 2)), phases=("challenges",),
            limit=0),
     action(game_op("reveal_top_location", target=Target(PLAYER, REACH_LOCATION)),
            costs=(kneel_a(each(REACH_LOCATION)), Cost("one_of", 2)), limit=0),
     missing=(helps("the limit is twice per phase: the engine counts both choices twice per "
                    "round"),),
     note="Standing an Army character is offered in the challenges phase, for one that can "
          "then make a challenge still open; revealing the top card draws a location (a The "
          "Reach one is put into play). Renown is a keyword.")


def _reveal_top_location(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Reveal the top card of the draw deck: a location is drawn, or put into play instead
    when it matches the filter of the effect's target (Randyll Tarly: The Reach); any other
    card stays on top."""
    if not state.draw:
        return
    top = state.draw[-1]
    play_rules.note(state, "reveal_top", top)
    if state.table.kind[top] != LOCATION:
        return
    matches = state.table.filter_sets.get(eff.target.filter)
    if matches is not None and top in matches and play_rules.may_enter(state, top):
        put_cards_into_play(state, ctx, eff, [top])
    else:
        play_rules.draw(state, 1)


GAME_OPS["reveal_top_location"] = _reveal_top_location

card("01184", "Right",
     constant(strength(1), icon("intrigue"), when=(cond("controls", (chars(names=("Left",)), 1)),)),
     note=f"Not kneeling as a defender is inert ({NO_DEFENDERS}).")
card("01185", "The Knight of Flowers",
     inert=f"{NO_DEFENDERS}: the limit on defenders never matters (Renown is a keyword).")
card("01186", "The Queen of Thorns",
     reaction(CONTEST_WON,
              put_into_play(choose(chars(factions=("tyrell",), max_printed_cost=6), zone="hand")),
              when=(challenge_is("intrigue"), cond("source_participating"))))
card("01188", "Garden Caretaker",
     statics=(NextCostReduction(chars(factions=("tyrell",)), 1),))
card("01189", "Olenna's Informant",
     reaction(ENTERS_PLAY, game_op("extra_challenge"), about="self",
              when=(cond("phase", "challenges"),)),
     note="The engine names the challenge type for the player (hooks._extra_challenge).")


def _extra_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Olenna's Informant: name a challenge type, one additional challenge of it this phase.
    The engine names for the player: a type some standing character can attack in, one
    already made this round before one still open, then the most such characters."""
    open_ = play_rules.open_challenges(state)
    counts = [0, 0, 0]
    for c in state.characters:
        if state.zone[c] == PLAY and c not in state.knelt:
            bits = play_rules.icons(state, c)
            for k in range(3):
                if bits & (1 << k):
                    counts[k] += 1
    k = max(range(3), key=lambda k: (counts[k] > 0, not open_ & (1 << k), counts[k], -k))
    state.extra_challenges[k] += 1
    play_rules.note(state, "extra_challenge", CHALLENGES[k])


GAME_OPS["extra_challenge"] = _extra_challenge

card("01190", "Wardens of the Reach",
     constant(strength(1, per=each(locations("The Reach")))))
card("01191", "Heartsbane",
     action(strength(3, ATTACHED_CARD, until=UNTIL_CONTEST), costs=(KNEEL_SELF,),
            when=(cond("attacking", "attached"),), limit=0),
     statics=(only(chars(factions=("tyrell",))),),
     note="Used in the action window inside a challenge in which the attached character "
          "attacks ('participating': the player never defends).")
card("01192", "Highgarden",
     action(stand(choose(chars(), state="attacking")),
            game_op("remove_from_challenge", target=choose(chars(), state="attacking")),
            costs=(KNEEL_SELF, pay_gold(1)), phases=("challenges",), limit=0, pilot="never"),
     note="Used in the action window inside a challenge. Meant for an opponent's attacker; "
          "on its own attacker it is the same as not declaring it, so the greedy pilot never "
          "uses it.")
card("22023", "Highgarden",
     action(Effect(MODIFY, 2, choose(chars(), state="attacking"), UNTIL_PHASE, "strength",
                   "tyrell_characters_in_hand_up_to_3"),
            costs=(KNEEL_SELF,), when=(cond("in_hand", _TYRELL_IN_HAND),), limit=0),
     action(Effect(MODIFY, 2, choose(chars()), UNTIL_PHASE, "strength",
                   "tyrell_characters_in_hand_up_to_3"),
            costs=(KNEEL_SELF,), when=(cond("in_hand", _TYRELL_IN_HAND),), limit=0,
            pilot="never"),
     action(to_hand(choose(chars(factions=("tyrell",), unique=True))), phases=("challenges",),
            limit=1, limit_per="phase", pilot="never"),
     note="First action: +2 STR for each [tyrell] character revealed from hand (up to 3), all "
          "on the one character chosen (the card lets the same one be chosen each time); two "
          "abilities split by that choice only so that the greedy pilot uses it on an "
          "attacker inside a challenge. The second action returns a unique [tyrell] character "
          "to hand (to marshal it again for its enters-play ability): the greedy pilot never "
          "does, a person may.")
card("01193", "The Mander",
     reaction(CONTEST_WON, draw(2), costs=(KNEEL_SELF,),
              when=(cond("event_amount_at_least", 5),)),
     note="Won by: the attacking STR (the passive opponent defends with 0).")
card("01194", "Rose Garden",
     statics=(NextCostReduction(cards(factions=("tyrell",)), 1),))
card("01195", "Growing Strong",
     event_action(strength(2, choose(TYRELL, state="attacking"), until=UNTIL_PHASE),
                  game_op("also_on", 2), phases=("challenges",)),
     event_action(strength(2, choose(TYRELL), until=UNTIL_PHASE), game_op("also_on", 2),
                  phases=("challenges",), pilot="never"),
     note="Up to three: the chosen character and two more [tyrell] characters the player "
          "picks (card_ops.also_on: attackers first, then standing ones, the strongest). Two "
          "abilities split by the first choice only so that the greedy pilot plays it inside "
          "a challenge for an attacker, never after its challenges (when STR no longer "
          "matters).")


def _also_on(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """"Choose up to N characters": the ability's first effect (on the chosen card) also
    applies to up to ``amount`` other cards its target's filter and zone match (whatever its
    state word) - attacking ones first, then standing ones, the strongest first (Growing
    Strong)."""
    first = state.table.abilities[ctx.source][ctx.ability].effects[0]
    wide = Target(EACH, first.target.filter, first.target.zone)
    others = [c for c in runtime.candidates(state, HOOKS, ctx, wide) if c != ctx.chosen]
    attacking = set(state.attackers) if state.challenge >= 0 else set()
    others.sort(key=lambda c: (c not in attacking, c in state.knelt,
                               -play_rules.strength(state, c), c))
    for c in others[:eff.amount]:
        runtime.apply_effects(state, HOOKS, ctx._replace(chosen=c), (first,))


GAME_OPS["also_on"] = _also_on

card("01196", "Olenna's Cunning",
     event_reaction(CONTEST_WON, search(cards(exclude_kinds=frozenset({CHARACTER}))),
                    when=(challenge_is(("intrigue", "power")),)),
     note="The passive opponent is taken to name character: the first non-character card "
          "of the deck is found.")
card("01197", '"The Bear and the Maiden Fair"',
     event_action(game_op("arrange_top", 5)),
     note="The player chooses itself (the passive opponent's deck does not matter): of its "
          "top 5 cards up to 3 that are worth less than an average card of the deck go to "
          "the bottom, the best of the others on top (card_ops.arrange_top).")


def deck_worth(state: AgotState, c: int) -> float:
    """A rough worth of drawing card c now, for arranging the top of the deck: characters by
    STR and icons, locations and attachments less, events least; a unique card whose copy is
    in play (a duplicate) is worth little, one whose copy is dead nothing."""
    t = state.table
    if t.unique[c]:
        if play_rules.copy_in_dead_pile(state, c):
            return -1.0
        if play_rules.copy_in_play(state, c) >= 0:
            return 0.5
    kind = t.kind[c]
    if kind == CHARACTER:
        return 3.0 + t.strength[c] + bin(t.icons[c]).count("1")
    if kind == ATTACHMENT:
        bonus = t.attach_bonus[c]
        return 1.5 + (bonus.strength if bonus is not None else 0)
    if kind == EVENT:
        return 1.0
    return 2.0 + 2.5 * sum(a for i, a in t.modifiers.get("income", ()) if i == c)


ARRANGE_BURY = 3


def _arrange_top(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Look at the top ``amount`` cards of the draw deck; up to ARRANGE_BURY of them go to
    the bottom, the others back on top in any order ("The Bear and the Maiden Fair"). The
    player buries the cards worth less than the deck's average (``deck_worth``), the least
    worth first, and puts the rest back with the best on top."""
    deck = state.draw                              # top card last
    look = deck[-eff.amount:] if eff.amount else []
    if not look:
        return
    worth = {c: deck_worth(state, c) for c in deck}
    average = sum(worth.values()) / len(deck)
    low = sorted((c for c in look if worth[c] < average), key=lambda c: (worth[c], c))
    bury = low[:ARRANGE_BURY]
    keep = sorted((c for c in look if c not in bury), key=lambda c: (worth[c], -c))
    del deck[-len(look):]
    deck[:0] = bury                                # the bottom of the deck
    deck.extend(keep)                              # the best card on top (drawn first)
    play_rules.note(state, "arrange", ctx.source, len(bury))


GAME_OPS["arrange_top"] = _arrange_top

