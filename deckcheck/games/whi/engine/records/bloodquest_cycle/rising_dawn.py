"""Records of the cards first printed in Rising Dawn (Bloodquest Cycle). Tests in
tests/test_whi_records_bloodquest_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.events import GAME_BEGINS
from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    DRAWN,
    ENTERS_PLAY,
    MOVED,
    action,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    cost,
    deal_damage,
    each,
    forced,
    gain,
    helps,
    modify,
    reaction,
    search,
    tactic,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import BATTLE, in_zone
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import LEGEND, SUPPORT, TACTIC, UNIT
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.state import DECK, HAND, OUT, QUEST, WhiState
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Context
from deckcheck.goldfish.abilities.records import ActionAbility
from deckcheck.games.whi.engine.state import DISCARD
from deckcheck.goldfish.abilities.records import THIS
from deckcheck.games.whi.engine.ops.choices import opponent_indirect
from deckcheck.games.whi.engine.records.bloodquest_cycle.shared import (
    BLACK_ARK,
    OPPONENT_DECK,
)


# Eltharion the Grim (legend): "Action: Put 1 resource token on target [High Elf] card you
# control. (Limit once per turn.) Action: Remove 3 resource tokens from [High Elf] cards you
# control to (choose 1): deal 5 indirect damage to target opponent, gain 3 resources, or
# cancel an Action that targets a [High Elf] unit you control."


def _opponent_indirect(state: WhiState, ctx, eff, cards) -> None:
    opponent_indirect(state, eff.amount)


def _remove_token(state: WhiState, ctx, eff, cards) -> None:
    for c in cards:
        piles.remove(state.tokens, c if c >= 0 else ctx.source, max(1, eff.amount))


def _token_pool(state: WhiState, ctx, cost) -> list[int]:
    """The cards a "remove X tokens from cards you control" cost takes from: the cost's
    target cards with a spare token (the source first)."""
    cards = [c for c in runtime.candidates(state, h.HOOKS, ctx, cost.target)
             if state.tokens.get(c, 0) > 0]
    return sorted(cards, key=lambda c: (c != ctx.source, c))


def _pay_token_pool(state: WhiState, ctx, cost) -> None:
    need = cost.amount
    for c in _token_pool(state, ctx, cost):
        take = min(need, state.tokens.get(c, 0))
        piles.remove(state.tokens, c, take)
        need -= take
        if not need:
            return


register_words(h.GAME_OPS, {
    "opponent_indirect": _opponent_indirect,
    "remove_token": _remove_token,
})


register_words(h.HOOKS.costs, {
    "remove_tokens_from": (
    lambda s, ctx, cost: sum(s.tokens.get(c, 0) for c in _token_pool(s, ctx, cost)) >= cost.amount,
    _pay_token_pool),
})


def _start_in_play(state: WhiState, ctx, eff, cards) -> None:
    """Setup (GAME_BEGINS, the card still in the deck): the source quest goes into the quest
    zone, and one card of the deck is set aside facedown under it (``state.attached``, the
    card OUT of every pile): the pilot's pick is a legend its capital may play, else the most
    expensive card (ties: the first in the deck list)."""
    c = ctx.source
    if state.where[c] != DECK:
        return
    cap.enter_zone(state, c, QUEST, "setup")
    t = state.table
    state.seen.setdefault(t.title[c], 0)             # known from the start (report.py)
    pool = list(state.deck)
    if not pool:
        return
    legends = [d for d in pool if t.kind[d] == LEGEND and t.race_of[d] in (state.race, "neutral")]
    pick = (legends or sorted(pool, key=lambda d: (-t.cost[d], d)))[0]
    state.deck.remove(pick)
    state.where[pick] = OUT
    state.attached[pick] = c
    h.note(state, "attach", pick, c)


def set_aside(state: WhiState, source: int) -> list[int]:
    """The cards set aside facedown under ``source`` (not in play)."""
    return [a for a, host in state.attached.items() if host == source and state.where[a] == OUT]


def _take_set_aside(state: WhiState, ctx, eff, cards) -> None:
    """The cards set aside under the source go into the hand; then the source is
    sacrificed."""
    t = state.table
    for a in set_aside(state, ctx.source):
        del state.attached[a]
        state.hand.append(a)
        state.where[a] = HAND
        state.seen.setdefault(t.title[a], state.round)
    cap.leave_play(state, ctx.source, "sacrificed")


def spell_plan(state: WhiState, ctx) -> tuple | None:
    """What the source's tokens can play at no cost from the discard pile: a Spell whose
    printed cost is at most the tokens. A Spell tactic with an ability from hand usable in
    this phase, with no cost but its resources (with its first target), before a Spell unit
    or support whose record does something (not inert) that may be played into a zone now;
    the most expensive first (ties: the first in the pile). (spell, the context to resolve a
    tactic with or None, its effects or the zone) or None."""
    t = state.table
    have = state.tokens.get(ctx.source, 0)
    phase = h.phase_name(state)
    spells = sorted((c for c in state.discard if "Spell" in t.traits[c] and t.cost[c] <= have),
                    key=lambda c: (t.kind[c] != TACTIC, -t.cost[c]))
    for c in spells:
        if t.kind[c] in (UNIT, SUPPORT):
            rec = t.records[c]
            zones = cap.zones_for(state, c) if cap.may_play(state, c) else []
            if rec is not None and rec.abilities and zones:
                return c, None, zones[0] if t.kind[c] == SUPPORT else zones[-1]
            continue
        for k, ab in enumerate(t.abilities[c]):
            if not isinstance(ab, ActionAbility) or ab.zone != "hand":
                continue
            if (ab.phases and phase not in ab.phases) or any(x.op != "gold" for x in ab.costs):
                continue
            base = Context(c, k)
            if ab.when and not runtime.conditions_hold(state, h.HOOKS, base, ab.when):
                continue
            picks = runtime.choices(state, h.HOOKS, base, ab.effects)
            if picks:
                return c, base._replace(chosen=picks[0]), ab.effects
    return None


def _play_spell_from_discard(state: WhiState, ctx, eff, cards) -> None:
    """Remove tokens equal to the Spell's printed cost and play it at no cost (a tactic
    resolves and stays in the discard pile; a unit or support enters its zone); then
    sacrifice the source."""
    plan = spell_plan(state, ctx)
    if plan is None:
        return
    spell, sctx, what = plan
    piles.remove(state.tokens, ctx.source, state.table.cost[spell])
    state.played += 1
    if sctx is None:
        h.note(state, "play", spell, 0)
        cap.enter_zone(state, spell, what, "play")
    else:
        h.note(state, "ability", spell, sctx.chosen)
        runtime.apply_effects(state, h.HOOKS, sctx, what)
    if not state.outcome:
        cap.leave_play(state, ctx.source, "sacrificed")
        kind = ("unit", "support", "tactic")[state.table.kind[spell]]
        h.fire_event(state, h.CARD_PLAYED, spell, kind)


register_words(h.GAME_OPS, {
    "start_in_play": _start_in_play,
    "take_set_aside": _take_set_aside,
    "play_spell_from_discard": _play_spell_from_discard,
})


register_words(h.HOOKS.conditions, {
    "has_set_aside": lambda s, ctx, v: bool(set_aside(s, ctx.source)),
    "spell_ready": lambda s, ctx, v: spell_plan(s, ctx) is not None,
})


_HIGH_ELF_TOKENS = each(cards(races=("high_elf",)), state="spare_tokens")

card("09002", "Eltharion the Grim",
     action(tokens(1), limit=1, title="1 resource token on Eltharion"),
     action(op("opponent_indirect", 5), costs=(cost("remove_tokens_from", 3, _HIGH_ELF_TOKENS),),
            title="remove 3 tokens: 5 indirect damage to the opponent"),
     action(gain(3), costs=(cost("remove_tokens_from", 3, _HIGH_ELF_TOKENS),), pilot="never",
            title="remove 3 tokens: gain 3 resources"),
     note="The cancel choice is inert: the passive opponent uses no Action.")

# Lothern Sea Master: "Battlefield. This unit enters play with 3 resource tokens on it.
# Action: Deal X indirect damage to target opponent. X is the number of resource tokens on
# this unit. Then, remove 1 resource token from this card. (Limit once per turn)." ("Battlefield."
# read as the zone of the first ability: tokens only when it enters the battlefield.)
card("09009", "Lothern Sea Master",
     forced(ENTERS_PLAY, tokens(3), about="self", when=(in_zone("battlefield"),)),
     action(op("opponent_indirect", 1, per="tokens"), op("remove_token", 1),
            when=(cond("tokens_at_least", 1),), limit=1,
            title="X indirect damage to the opponent, then 1 token off"))

# Heroic Task: "Epic. Limit 1 per deck. Start the game with this card in play and 1 card
# attached to it facedown. You cannot take a mulligan. Quest. Action: When you draw 1 or more
# cards, put 1 resource token on this card if a unit is questing here. Quest. Action: Remove 3
# resource tokens from this card and sacrifice it to take the card attached to it into hand.
# If that card is an Artefact support card, you may attach it to a Hero or legend instead."
# It starts in the quest zone (setup.py: GAME_BEGINS) with a card set aside under it (the
# deck's legend); setup.py offers no mulligan while it is in play.
card("09020", "Heroic Task",
     forced(GAME_BEGINS, op("start_in_play"), zone="deck"),
     reaction(DRAWN, tokens(1), when=(cond("questing_here"),), limit=0),
     action(op("take_set_aside"), costs=(cost("remove_tokens", 3),),
            when=(cond("has_set_aside"),), title="3 tokens: the card set aside into the hand"),
     note="The Artefact choice (a 'may': attach it to a Hero or legend instead) is not "
     "offered; the card goes into the hand.")

# Dawnstar Sword: "Artefact. Weapon. Attach to a target Hero or legend you control. ...
# Attached Hero or legend gains [Power] x5 while in combat and takes 2 damage if it survives
# combat."
card("09001", "Dawnstar Sword",
     missing=(helps("+5 power to the attached Hero or legend in combat (the 2 damage after it "
                    "would hurt): the engine does not read its host rule ('a target Hero or "
                    "legend you control'), so it has no legal host and is not played."),),
     pilot="never")

# Gathering the Winds: "Condition. Forced: When you play a Spell card, put 1 resource token on
# this card. Action: Remove resource tokens from this card equal to the printed cost of a
# target Spell card in your discard pile to play it at no cost. Then, sacrifice this card."
card("09010", "Gathering the Winds",
     forced(CARD_PLAYED, tokens(1), when=(cond("event_card", cards(traits=("Spell",))),)),
     action(op("play_spell_from_discard"), when=(cond("spell_ready"),),
            title="tokens: a Spell from the discard pile at no cost, then sacrifice this"))

# Helm of Fortune: "Attachment. Armour. Attach to a target [High Elf] unit. Attached unit gets
# +1 hit point. Attached unit cannot be targeted by opponents' card effects while questing."
# (the protection from opponents' effects is inert: the passive opponent has none)
card("09011", "Helm of Fortune", constant(modify(attached(), 1, stat="hit_points")))


def _boon(state: WhiState, ctx, eff, cards) -> None:
    """Discard the top card of the deck; gain resources equal to its printed cost."""
    if state.deck:
        c = state.deck.pop()
        state.discard.append(c)
        state.where[c] = DISCARD
        cap.gain(state, state.table.cost[c])
        cap.check_deck(state)


register_words(h.GAME_OPS, {"boon_of_tzeentch": _boon})

card("09003", "Stone Vengeance", inert=f"It enters from hand when the capital takes combat "
     f"damage ({NO_ATTACKS}), and its Toughness for Dwarf units works against damage: "
     f"{NO_DAMAGE}.")
# "Limited. Action: Search the top 5 cards of your deck for a [Dwarf] unit or legend ... add it
# to your hand."
card("09004", "Calling the Council",
     tactic(search(cards(kinds=(UNIT, LEGEND), races=("dwarf",)), top=5)))
# "Elite. Forced: When this unit enters play, deal 1 damage to each Goblin unit you control."
card("09005", "Orc Bully",
     forced(ENTERS_PLAY, deal_damage(each(units(traits=("Goblin",))), 1), about="self"))
card("09006", "The Unending Horde",
     missing=(helps("Orc units leaving play kept on it and put back into play: not "
                    "modeled."),))
# "Action: When this unit enters a zone, it gains [Power] and Counterstrike 3 until the end of
# the turn." (Counterstrike only matters when defending)
card("09007", "Emperor's Chosen",
     reaction(ENTERS_PLAY, modify(THIS, 1, until=UNTIL_ROUND), about="self"),
     reaction(MOVED, modify(THIS, 1, until=UNTIL_ROUND), about="self"))
# "Spell. Action: Heal 1 damage on target Mage unit. It deals +2 damage in combat until the end
# of the turn." (an attacking Mage, when the 2 burn the zone)
card("09008", "Rage of the Bear",
     tactic(modify(choose(units(traits=("Mage",)), state="attacking"), 2, stat="combat_damage",
                   until=UNTIL_ROUND),
            when=(cond("before_combat_damage"), cond("burns_with", 2)), phases=BATTLE))
card("09012", "Mounted Marauders", inert="The defending player sacrifices a quest or support of "
     "the attacked zone; the passive opponent has none.")
card("09013", "Boon of Tzeentch", tactic(op("boon_of_tzeentch"), phases=("capital",)))
card("09014", "Maranith", inert=OPPONENT_DECK)
card("09015", "Tower of Oblivion", missing=(helps(BLACK_ARK),))
card("09016", "Blessed Enchantress",
     missing=(helps("One more token on a quest of its zone whenever a card effect puts "
                    "some there: not modeled."),))
card("09017", "Hidden Sorceress", inert="Takes tokens from an opponent's quests; the passive "
     "opponent has none.")
card("09018", "New Trade Route",
     missing=(helps("Its questing unit's power counts in the kingdom as well: not "
                    "modeled."),))
card("09019", "Enslave the World", inert=OPPONENT_DECK + " (its tokens serve only that)")
