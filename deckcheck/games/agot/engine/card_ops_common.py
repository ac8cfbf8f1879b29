"""AGoT-only operations for the most common cards of the format (records/common_a.py,
common_b.py, common_c.py): GAME_OPS / GAME_CHECKS entries beside those of card_ops.py."""
from __future__ import annotations

from typing import Any  # noqa: F811

from deckcheck.games.agot.engine import play_rules  # noqa: F811
from deckcheck.games.agot.engine.effects import (ATTACHMENT, CHARACTER, EVENT,  # noqa: F811
                                                  LIMITED, LOCATION)
from deckcheck.games.agot.engine.hooks import (EFFECTS, GAME_CHECKS,  # noqa: F811
                                                GAME_OPS, HOOKS, cards_in_zone,
                                                put_cards_into_play)
from deckcheck.games.agot.engine.state import (DECK, DISCARD, HAND, PLAY,  # noqa: F811
                                                SHADOWS, AgotState)
from deckcheck.goldfish import rng  # noqa: F811
from deckcheck.goldfish.abilities import runtime  # noqa: F811
from deckcheck.goldfish.abilities.records import LEAVES_PLAY, Effect  # noqa: F811
from deckcheck.goldfish.abilities.runtime import Context, Event  # noqa: F811
from deckcheck.games.agot.engine.conditions import MARK, city_plots, marks_of


# -- for the common cards of the format, group A (records/common_a.py) --
def _put_best_candidates(state: AgotState, eff: Effect) -> list[int]:
    """The cards a "put_best" effect may put into play: in the zones of its target ("+"
    joined, e.g. "hand+deck+discard"; of the deck only the top ``amount`` cards, 0 = all),
    matching one of the filters of its value, allowed to enter (a unique card with no copy
    in play or in the dead pile; an attachment with a legal host)."""
    t = state.table
    sets = [t.filter_sets[f] for f in eff.value[1:]]
    found: list[int] = []
    for zone in eff.target.zone.split("+"):
        pile = cards_in_zone(state, zone)
        if zone == "deck" and eff.amount:
            pile = pile[:eff.amount]
        found.extend(c for c in pile if any(c in m for m in sets))
    return [c for c in found if play_rules.may_enter(state, c)
            and (t.kind[c] != ATTACHMENT or play_rules.targets(state, c))]


def _put_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put the best candidate (highest printed cost, then printed STR) into play (The White
    Swords, She-Bear, Great Ranging, Ser Boros Blount, Aegon Targaryen); the deck is shuffled
    when it was searched. A mark effect of the same ability (target nowhere) marks the card
    put into play, for a delayed "at the end of the phase" (``discard_marked`` /
    ``return_marked``)."""
    t = state.table
    found = _put_best_candidates(state, eff)
    if found:
        best = max(found, key=lambda c: (t.cost[c], t.strength[c], -c))
        put_cards_into_play(state, ctx, eff, [best])
        ab = t.abilities[ctx.source][ctx.ability]
        for e, x in enumerate(ab.effects):
            if x.op == "grant" and isinstance(x.value, tuple) and x.value[0] == MARK:
                state.lasting.append((ctx.source, ctx.ability, e, best, x.until))
    if "deck" in eff.target.zone.split("+"):
        state.rng = rng.shuffle(state.rng, state.draw)


def _can_put_best(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_put_best_candidates(state, eff))


def _return_marked(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Return to hand every card in play this ability's card marked (Aegon Targaryen: "at the
    end of the phase, if that card is still in play, return it to your hand")."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == PLAY]
    EFFECTS["return_to_hand"](state, ctx, eff, marked)


def _arm_reducer(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Arm the ability's card's "trigger" cost reducer (its NextCostReduction with pay
    "trigger"): it now applies to the next (or, with ``each``, every) matching card the
    player marshals this phase."""
    for r in state.table.next_reducers:
        if r.source == ctx.source and r.pay == "trigger":
            state.reductions.append(r.key)
            play_rules.note(state, "reduce", r.source, r.amount)


def _guess_top_kind(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Oldtown: name the card type most common among the cards left in the draw deck (the
    player knows its deck list), reveal the top card; if it has that type, draw it and gain
    ``amount`` power for the faction."""
    if not state.draw:
        return
    kind = state.table.kind
    counts: dict[int, int] = {}
    for c in state.draw:
        counts[kind[c]] = counts.get(kind[c], 0) + 1
    named = max(counts, key=lambda k: (counts[k], -k))
    top = state.draw[-1]
    play_rules.note(state, "reveal_top", top)
    if kind[top] == named:
        play_rules.draw(state, 1)
        play_rules.gain_power(state, eff.amount, why="ability")


def _can_guess_top_kind(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(state.draw)


def _exchange_info(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Exchange of Information: of the top ``amount`` cards, one character, one location,
    one attachment and one event go to hand, chosen by the opponent - the least valuable of
    each type (``AgotHooks.pick``); then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    for kind in (CHARACTER, LOCATION, ATTACHMENT, EVENT):
        options = [c for c in top if t.kind[c] == kind]
        if options:
            c = HOOKS.pick(state, ctx, None, options)
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND)
            play_rules.note(state, "search", c)
    state.rng = rng.shuffle(state.rng, state.draw)


def _economy(t: Any, c: int) -> int:
    """A card's printed income, initiative and reserve modifiers (income first)."""
    return sum(n * w for stat, w in (("income", 100), ("reserve", 10), ("initiative", 1))
               for i, n in t.modifiers.get(stat, ()) if i == c)


def _at_the_gates(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """At the Gates: the best Limited location with printed cost ``amount`` or lower in the
    deck (most income, then reserve, initiative, printed cost) goes to hand - or into play
    when there are no City plot cards in the used pile (and it may enter); then the deck
    is shuffled."""
    t = state.table
    found = [c for c in state.draw if t.kind[c] == LOCATION and t.keywords[c] & LIMITED
             and t.cost[c] <= eff.amount]
    if found:
        entering = [c for c in found if play_rules.may_enter(state, c)]
        put = city_plots(state) == 0 and bool(entering)
        best = max(entering if put else found, key=lambda c: (_economy(t, c), t.cost[c], -c))
        if put:
            put_cards_into_play(state, ctx, eff, [best])
        else:
            state.draw.remove(best)
            play_rules.move_to(state, best, HAND)
            play_rules.note(state, "search", best)
    state.rng = rng.shuffle(state.rng, state.draw)


def _wheels(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Wheels Within Wheels: the events among the top ``amount`` cards are revealed; one goes
    to hand (one the records let the pilot play, then the highest printed cost), the others
    to the discard pile; then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    events = [c for c in top if t.kind[c] == EVENT]
    if events:
        def playable(c: int) -> bool:
            return any(getattr(ab, "pilot", "always") != "never" for ab in t.abilities[c])
        keep = max(events, key=lambda c: (playable(c), t.cost[c], -top.index(c)))
        for c in events:
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND if c == keep else DISCARD)
        play_rules.note(state, "search", keep)
    state.rng = rng.shuffle(state.rng, state.draw)


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


def _host_joins(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The attachment's host counts as participating on the attacking side of the challenge
    being resolved, knelt or not (its STR counts, its Renown / Insight apply) - Azor Ahai
    Reborn."""
    host = state.parent.get(ctx.source, -1)
    if state.challenge >= 0 and host >= 0 and state.zone[host] == PLAY \
            and host not in state.attackers:
        state.attackers.append(host)
        play_rules.note(state, "joins", host)


def _can_host_join(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    host = state.parent.get(ctx.source, -1)
    return state.challenge >= 0 and host >= 0 and host not in state.attackers


def _self_to_deck_top(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card leaves play to the top of the draw deck (Scheming Septon)."""
    c = ctx.source
    if state.zone[c] == PLAY:
        play_rules.leave_play(state, c, DECK)
        play_rules.note(state, "to_deck_top", c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))


def _gold_by_str(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gain gold equal to the STR of the effect's card (To the Rose Banner!)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY:
            state.gold += play_rules.strength(state, c)


GAME_OPS.update({
    "put_best": _put_best, "return_marked": _return_marked, "arm_reducer": _arm_reducer,
    "guess_top_kind": _guess_top_kind, "exchange_info": _exchange_info,
    "at_the_gates": _at_the_gates, "wheels": _wheels, "casterly_gold": _casterly_gold,
    "casterly_spend": _casterly_spend, "host_joins": _host_joins,
    "self_to_deck_top": _self_to_deck_top, "gold_by_str": _gold_by_str,
})
GAME_CHECKS.update({
    "put_best": _can_put_best, "guess_top_kind": _can_guess_top_kind,
    "casterly_spend": _can_casterly_spend, "host_joins": _can_host_join,
})


# -- for the common cards of the format, group C (records/common_c.py) --
from deckcheck.games.agot.engine.state import DEAD, PLOT_DECK, REVEALED, USED  # noqa: E402


def _then_stand(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the target cards - a stand that follows a cost kneeling the same card ("kneel
    Maiden's Bane ... then stand Maiden's Bane"), so it is usable while the card still
    stands."""
    EFFECTS["stand"](state, ctx, eff, cards)


def _best_plot(state: AgotState, plots: list[int]) -> int:
    """The plot the player picks: the most gold, then cards drawn when revealed, then
    reserve (the greedy pilot's own ranking of plots)."""
    t = state.table
    return max(plots, key=lambda p: (t.income[p], t.draw_on[p][0], t.reserve[p], -p))


def _plots_matching(state: AgotState, ctx: Context, eff: Effect) -> list[int]:
    """The plots of the plot deck matching the filter of the effect's target, without
    copies of the ability's own card (a player never reveals another At Prince Doran's
    Behest with Behest, and the copies could reveal each other without end)."""
    filt = eff.target.filter
    matches = state.table.filter_sets.get(filt) if filt is not None else None
    title = state.table.title
    own = title[ctx.source]
    return [p for p in state.plot_deck
            if (matches is None or p in matches) and title[p] != own]


def _reveal_new_plot(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Choose and reveal a new plot card from the plot deck (one matching the filter of the
    effect's target, e.g. a War plot): the revealed plot before it goes to the used pile,
    an emptied plot deck takes the used pile back, and the new plot's When Revealed
    resolves. Initiative is not determined again. (At Prince Doran's Behest, Battle of the
    Trident.)"""
    found = _plots_matching(state, ctx, eff)
    if not found:
        return
    p = _best_plot(state, found)
    state.plot_deck.remove(p)
    if state.plot >= 0:
        state.used_plots.append(state.plot)
        state.zone[state.plot] = USED
    state.plot = p
    state.zone[p] = REVEALED
    play_rules.note(state, "reveal", p)
    if not state.plot_deck:
        state.plot_deck = state.used_plots
        state.used_plots = []
        for x in state.plot_deck:
            state.zone[x] = PLOT_DECK
        play_rules.note(state, "plots_return")
    reveal_draw = state.table.draw_on[p][0]
    if reveal_draw and not play_rules.is_blank(state, p):
        play_rules.draw(state, reveal_draw)
    play_rules.fire(state, "plot_revealed", p)


def _can_reveal_new_plot(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """A matching plot card is left in the plot deck."""
    return bool(_plots_matching(state, ctx, eff))


def _kill_each_character(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kill each character in play, except those immune to the source's card effects by one
    of its traits (``cannot`` "<trait>_effects", e.g. Craster: "omen_effects") - Valar
    Morghulis."""
    t = state.table
    traits = t.traits[ctx.source]
    doomed = [c for c in state.characters if state.zone[c] == PLAY
              and not any(play_rules.cannot(state, c, f"{tr}_effects") for tr in traits)]
    EFFECTS["kill"](state, ctx, eff, doomed)


def _kill_same_cost(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The Stranger: the passive opponent chooses one of the player's characters (the least
    valuable, as every forced choice: ``AgotHooks.pick``); the player has no opponent's
    character to choose. Then each character with its printed cost is killed."""
    mine = [c for c in state.characters if state.zone[c] == PLAY]
    if not mine:
        return
    chosen = HOOKS.pick(state, ctx, None, mine)
    cost = state.table.cost[chosen]
    EFFECTS["kill"](state, ctx, eff, [c for c in mine if state.table.cost[c] == cost])


def _to_bottom(state: AgotState, c: int) -> None:
    """Card c (in play or in hand / shadows) goes to the bottom of its owner's deck."""
    if state.zone[c] == PLAY:
        play_rules.leave_play(state, c, DECK)
        state.draw.remove(c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))
    else:
        play_rules.take_from(state, c)
    state.draw.insert(0, c)
    state.zone[c] = DECK
    play_rules.note(state, "to_deck", c)


def _keep_chosen(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The Mad King's Command: the player keeps up to ``amount`` characters, locations and
    attachments in play (the most power on them, then printed cost, then STR) and up to
    ``amount`` cards of hand and shadows together (the highest printed cost); every other
    card goes to the bottom of the deck (cannot be saved). A kept attachment whose host
    goes returns to hand, as when any card leaves play."""
    t = state.table
    n = eff.amount
    zone = state.zone

    def worth(c: int) -> tuple:
        return (state.card_power.get(c, 0), t.cost[c], play_rules.strength(state, c), -c)

    gone: list[int] = []
    for group in (state.attachments, state.characters, state.locations):
        mine = sorted((c for c in group if zone[c] == PLAY), key=worth, reverse=True)
        gone.extend(mine[n:])
    held = sorted(state.hand + state.shadows, key=lambda c: (t.cost[c], -c), reverse=True)
    gone.extend(held[n:])
    for c in gone:
        if zone[c] in (PLAY, HAND, SHADOWS):
            _to_bottom(state, c)


def _gold_to_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """1 gold from the treasury onto each of up to ``amount`` of the target's cards, in the
    target's order (Unbridled Generosity)."""
    for c in [c for c in cards if c >= 0][:eff.amount]:
        state.card_gold[c] = state.card_gold.get(c, 0) + 1
        play_rules.note(state, "card_gold", c, 1)


def _any_card(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """The target names at least one card."""
    return any(c >= 0 for c in cards)


def _card_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each target card in play gains ``amount`` gold from the treasury (Vargo Hoat)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY:
            state.card_gold[c] = state.card_gold.get(c, 0) + eff.amount
            play_rules.note(state, "card_gold", c, eff.amount)


def _put_marked_into_play(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put every card this ability's card marked (Craster: each character killed this
    phase) into play from the dead pile."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == DEAD]
    for c in marked:
        put_cards_into_play(state, ctx, eff, [c])


def _attachments_for_gold(state: AgotState) -> list[int]:
    t = state.table
    return [c for c in state.draw if t.kind[c] == ATTACHMENT and t.cost[c] <= state.gold
            and play_rules.may_enter(state, c) and play_rules.targets(state, c)]


def _attachment_for_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gifts for the Widow: the player names X = the printed cost of the most expensive
    attachment in its deck that it can pay for and attach; it pays X, the attachment is put
    into play on a character it controls (the first legal host), the deck is shuffled."""
    found = _attachments_for_gold(state)
    if found:
        t = state.table
        c = max(found, key=lambda x: (t.cost[x], -x))
        state.gold -= t.cost[c]
        state.spent_round += t.cost[c]
        put_cards_into_play(state, ctx, eff, [c])
    state.rng = rng.shuffle(state.rng, state.draw)


def _can_attachment_for_gold(state: AgotState, ctx: Context, eff: Effect,
                             cards: list[int]) -> bool:
    """An attachment the player could pay for and attach is in the deck."""
    return bool(_attachments_for_gold(state))


def _lose_faction_power(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard ``amount`` power from the faction card (as much as it has): Robert's
    Rebellion."""
    lost = min(state.power, eff.amount)
    state.power -= lost
    if lost:
        play_rules.note(state, "lose_power", lost)


GAME_OPS.update({
    "then_stand": _then_stand, "reveal_new_plot": _reveal_new_plot,
    "kill_each_character": _kill_each_character, "kill_same_cost": _kill_same_cost,
    "keep_chosen": _keep_chosen, "gold_to_cards": _gold_to_cards, "card_gold": _card_gold,
    "put_marked_into_play": _put_marked_into_play,
    "attachment_for_gold": _attachment_for_gold, "lose_faction_power": _lose_faction_power,
})
GAME_CHECKS.update({
    "reveal_new_plot": _can_reveal_new_plot, "gold_to_cards": _any_card,
    "attachment_for_gold": _can_attachment_for_gold,
})


# -- for the common cards of the format, group B (records/common_b.py) --
from deckcheck.games.agot.engine.state import OUT  # noqa: E402


def _stand_if_knelt(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the target cards that are knelt; with none knelt it does nothing, and unlike the
    generic stand it never keeps the ability's other effects from resolving ("stand Wyman
    Manderly and draw 1 card")."""
    EFFECTS["stand"](state, ctx, eff, cards)


def _event_cards_to_stand(state: AgotState, ctx: Context, eff: Effect) -> list[int]:
    if ctx.event is None:
        return []
    matches = state.table.filter_sets.get(eff.target.filter)
    return [c for c in ctx.event.cards if state.zone[c] == PLAY and c in state.knelt
            and (matches is None or c in matches)]


def _stand_event_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the triggering event's cards (the attackers of a won challenge) that match the
    filter of the effect's target (``Target(PLAYER, filter)``) - The White Book."""
    EFFECTS["stand"](state, ctx, eff, _event_cards_to_stand(state, ctx, eff))


def _can_stand_event_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_event_cards_to_stand(state, ctx, eff))


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


def _put_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put the chosen character into play (from hand, discard pile, ...) to attack in a
    challenge still open (Lionstar, Burning Bright, Flea Bottom)."""
    put_cards_into_play(state, ctx, eff, cards)


def _can_put_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """A sensible player puts a character into play for the challenges only when it can make
    one: it may enter, has STR and an icon of a challenge type still open."""
    open_ = play_rules.open_challenges(state)
    t = state.table
    return any(c >= 0 and state.zone[c] != PLAY and play_rules.may_enter(state, c)
               and t.kind[c] == CHARACTER and t.strength[c] >= 1 and t.icons[c] & open_
               for c in cards)


def _stand_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the chosen knelt character to attack in a challenge still open (Painted Dogs,
    Randyll Tarly)."""
    EFFECTS["stand"](state, ctx, eff, cards)


def _can_stand_for_challenge(state: AgotState, ctx: Context, eff: Effect,
                             cards: list[int]) -> bool:
    """A sensible player stands a character in the challenges phase only when it can then
    make a challenge: it is knelt, may stand, has STR and an icon of a type still open."""
    open_ = play_rules.open_challenges(state)
    return any(c >= 0 and state.zone[c] == PLAY and c in state.knelt
               and not play_rules.cannot(state, c, "stand") and play_rules.strength(state, c) >= 1
               and play_rules.icons(state, c) & open_ for c in cards)


def _put_best_of(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Of the target's cards, put the one of highest printed cost that may enter (an
    attachment needs a legal host) into play (We Take Westeros!: the player picks)."""
    t = state.table
    ok = [c for c in cards if c >= 0 and state.zone[c] != PLAY and play_rules.may_enter(state, c)
          and (t.kind[c] != ATTACHMENT or play_rules.targets(state, c))]
    if ok:
        put_cards_into_play(state, ctx, eff, [max(ok, key=lambda c: (t.cost[c], -c))])


def _own_reduction(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The next matching card marshaled this phase costs ``amount`` less: the card's own
    "ability" reducer (statics NextCostReduction, pay "ability") of the largest amount not
    above ``amount`` is put to use (Hizdahr zo Loraq by 3; The Water Gardens by X, one
    reducer per possible X)."""
    from deckcheck.games.agot.engine.conditions import own_reducers
    fit = [r for r in own_reducers(state, ctx.source)
           if r.amount <= eff.amount and r.key not in state.reductions]
    if fit:
        r = max(fit, key=lambda r: r.amount)
        state.reductions.append(r.key)
        play_rules.note(state, "reduce", ctx.source, r.amount)


def _cards_under(state: AgotState, source: int) -> list[int]:
    return [c for c, host in state.parent.items() if host == source and state.zone[c] == OUT]


def _place_hand_under(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each card in hand goes facedown under the ability's card (out of the game, its
    ``parent`` the card: if that card leaves play they return to hand, play_rules.leave_play)
    - Meereen."""
    for c in list(state.hand):
        state.hand.remove(c)
        state.zone[c] = OUT
        state.parent[c] = ctx.source
    play_rules.note(state, "under", ctx.source)


def _return_from_under(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Meereen at the end of the phase: discard the hand, then the cards under the ability's
    card return to hand. Nothing when the card left play (they came back with it)."""
    if state.zone[ctx.source] != PLAY:
        return
    for c in list(state.hand):
        state.hand.remove(c)
        play_rules.move_to(state, c, DISCARD)
    for c in _cards_under(state, ctx.source):
        del state.parent[c]
        play_rules.move_to(state, c, HAND)
    play_rules.note(state, "return_under", ctx.source)


def _attachment_for_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> list:
    """The attachments of the draw deck the gold in the pool pays for (X = the printed
    cost) that have a legal character host."""
    t = state.table
    return [c for c in state.draw if t.kind[c] == ATTACHMENT and t.cost[c] <= state.gold
            and play_rules.may_enter(state, c)
            and any(t.kind[h] == CHARACTER for h in play_rules.targets(state, c))]


def _search_attachment_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gifts for the Widow: X = the printed cost of the best attachment the pool pays for
    (highest cost); X gold is paid, the attachment enters play on the strongest legal
    character, the deck is shuffled."""
    t = state.table
    found = _attachment_for_x(state, ctx, eff, cards)
    if found:
        c = max(found, key=lambda c: (t.cost[c], -c))
        HOOKS.pay_resources(state, t.cost[c])
        host = max((h for h in play_rules.targets(state, c) if t.kind[h] == CHARACTER),
                   key=lambda h: (play_rules.strength(state, h), -h))
        play_rules.take_from(state, c)
        play_rules.put_into_play(state, c, host)
        play_rules.note(state, "put", c)
        play_rules.entered_play(state, c, marshaled=False, how="put")
    state.rng = rng.shuffle(state.rng, state.draw)


def _can_search_attachment_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_attachment_for_x(state, ctx, eff, cards))


def _discard_from_hand(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard ``amount`` cards from hand: the least valuable ones (AgotHooks.pick)."""
    for _ in range(eff.amount):
        rest = [c for c in state.hand if c != ctx.source]
        if not rest:
            return
        c = HOOKS.pick(state, ctx, None, rest)
        state.hand.remove(c)
        play_rules.move_to(state, c, DISCARD)
        play_rules.note(state, "discard", c)


GAME_OPS.update({
    "stand_if_knelt": _stand_if_knelt, "stand_event_cards": _stand_event_cards,
    "reveal_top_location": _reveal_top_location, "put_for_challenge": _put_for_challenge,
    "put_best_of": _put_best_of, "own_reduction": _own_reduction,
    "place_hand_under": _place_hand_under, "return_from_under": _return_from_under,
    "search_attachment_x": _search_attachment_x, "discard_from_hand": _discard_from_hand,
    "stand_for_challenge": _stand_for_challenge,
})
GAME_CHECKS.update({
    "stand_event_cards": _can_stand_event_cards, "put_for_challenge": _can_put_for_challenge,
    "search_attachment_x": _can_search_attachment_x, "stand_for_challenge": _can_stand_for_challenge,
})
