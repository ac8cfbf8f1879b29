"""Records of the cards first printed in the Bloodquest Cycle: Rising Dawn, The Accursed Dead. One
test each in tests/test_whi_records_bloodquest_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.events import GAME_BEGINS
from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    DRAWN,
    ENTERS_PLAY,
    MOVED,
    ROUND_BEGINS,
    action,
    attached,
    cannot,
    card,
    cards,
    choose,
    cond,
    constant,
    corrupt,
    cost,
    deal_damage,
    draw,
    each,
    forced,
    gain,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    return_to_hand,
    search,
    tactic,
    tokens,
    units,
)
from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_UNITS,
    OPPONENT_CARD_ONLY,
    OWN_ONLY,
)
from deckcheck.goldfish.abilities.records import Effect, GAME_SPECIFIC, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import BATTLE, in_zone
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, TACTIC, UNIT
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.state import DECK, HAND, OUT, QUEST, WhiState
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Context
from deckcheck.goldfish.abilities.records import ActionAbility
from deckcheck.games.whi.engine.state import DISCARD
from deckcheck.goldfish.abilities.records import THIS
from deckcheck.games.whi.engine.ops.choices import left, legend_or_artefact, opponent_indirect, priciest, token_holder, unit_in_play

# -- Rising Dawn ------------------------------------------------------------------------------------

# Eltharion the Grim (legend): "Action: Put 1 resource token on target [High Elf] card you
# control. (Limit once per turn.) Action: Remove 3 resource tokens from [High Elf] cards you
# control to (choose 1): deal 5 indirect damage to target opponent, gain 3 resources, or
# cancel an Action that targets a [High Elf] unit you control."


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _opponent_indirect(state: WhiState, ctx, eff, cards) -> None:
    opponent_indirect(state, eff.amount)


def _remove_token(state: WhiState, ctx, eff, cards) -> None:
    for c in cards:
        piles.remove(state.tokens, c if c >= 0 else ctx.source, max(1, eff.amount))


def _self_damager(state: WhiState, c: int) -> bool:
    """c's record has an action that deals damage to c itself (e.g. Dreamer of Dragons)."""
    for ab in state.table.abilities[c]:
        if isinstance(ab, ActionAbility) and ab.zone == "play" and any(
                e.op == GAME_SPECIFIC and e.value == "deal_damage" and e.target.who == THIS.who
                for e in ab.effects):
            return True
    return False


def _damage_capped(state: WhiState, ctx, c) -> bool:
    return (c in state.attackers and unit_in_play(state, c) and left(state, c) == 1
            and _self_damager(state, c))


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


register_words(h.HOOKS.conditions, {
    "return_ready": lambda s, ctx, v: bool(s.discard) and legend_or_artefact(s, ctx, v),
})


register_words(h.STATE_WORDS, {
    "damage_capped": _damage_capped,
    "priciest": priciest(None),
    "spare_tokens": lambda s, ctx, c: (token_holder(s, ctx, c) and s.table.kind[c] != UNIT
                                       and s.where[c] != DISCARD),
})


register_words(h.HOOKS.costs, {
    "remove_tokens_from": (
    lambda s, ctx, cost: sum(s.tokens.get(c, 0) for c in _token_pool(s, ctx, cost)) >= cost.amount,
    _pay_token_pool),
})


# -- records -----------------------------------------------------------------------------------
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


# -- records -----------------------------------------------------------------------------------
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

# -- The Accursed Dead ------------------------------------------------------------------------------

# Lion Standard: "Action: Spend 1 resource to have target unit get +1 hit point until the end
# of the turn."
# Against a passive opponent hit points only meet the player's own damage: used on an
# attacker that damages itself for power (Dreamer of Dragons) once its damage is capped, so it
# can take one more, when that one more power burns the zone attacked (the unit is destroyed
# when the hit point goes at the end of the turn: the delayed check).
_CAPPED = choose(units(), state="damage_capped")

card("09045", "Lion Standard",
     action(modify(_CAPPED, 1, stat="hit_points", until=UNTIL_ROUND),
            Effect(GAME_SPECIFIC, 0, _CAPPED, until=UNTIL_ROUND, value="check_destroyed"),
            costs=(cost("gold", 1),), when=(cond("before_combat_damage"), cond("burns_with", 1)),
            phases=BATTLE, title="1 resource: an attacker gets +1 hit point"))

# Arcane Power: "Spell. Action: Draw a card. Then, if you control a legend or Artefact support
# card, return target card from your discard pile to your hand."
card("09057", "Arcane Power",
     tactic(draw(1), return_to_hand(choose(cards(), zone="discard", state="priciest")),
            when=(cond("return_ready"),), title="draw a card, a card back from the discard"),
     tactic(draw(1), when=(cond("return_ready", negate=True),), title="draw a card"))


# == The rest of the cycle (issue 37's review), pack by pack ==================================
OPPONENT_DECK = ("Reaches into an opponent's deck or discard pile; the passive opponent's never "
                 "matter.")
BLACK_ARK = ("Its tokens, paid for with the top card of the deck, feed the Black Ark raiders "
             "(Maranith, Elkana, Fleeting Shade): not modeled.")
BODYGUARD = ("Attacking from any zone with a legend of its race: the engine attacks from the "
             "battlefield only.")
PUMP = (cond("before_combat_damage"), cond("burns_with", 1))


def _boon(state: WhiState, ctx, eff, cards) -> None:
    """Discard the top card of the deck; gain resources equal to its printed cost."""
    if state.deck:
        c = state.deck.pop()
        state.discard.append(c)
        state.where[c] = DISCARD
        cap.gain(state, state.table.cost[c])
        cap.check_deck(state)


register_words(h.GAME_OPS, {"boon_of_tzeentch": _boon})
register_words(h.HOOKS.conditions, {
    "orc_attacking": lambda s, ctx, v: any(s.table.race_of[c] == "orc" for c in s.attackers),
})

# -- Rising Dawn: the rest --------------------------------------------------------------------
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

# -- Fragments of Power -----------------------------------------------------------------------
card("09021", "Star Crown Fragments",
     missing=(helps("Sacrificed to take five cards of the discard pile back (its host, a Hero "
                    "or legend, is a rule the engine does not read: it is never played)."),))
card("09022", "Ungrim Baragor", inert=f"Takes power from units of a trait as it attacks: "
     f"{NO_UNITS}, and the player's own would only lose it.")
card("09023", "Master of Maps",
     missing=(helps("A second Limited card in a turn a quest is played: not modeled."),))
# "Grudge. When your capital is dealt combat damage, you may put this card into play from your
# hand (in any zone). Each [Dwarf] unit in this zone deals +1 damage in combat." (played from
# hand as usual: the capital never takes combat damage)
card("09024", "Blood Vengeance",
     constant(modify(each(units(races=("dwarf",)), state="same_zone"), 1, stat="combat_damage")))
# "Battlefield only. Action: When you play this unit from your hand, put up to 2 Goblin units
# into play in your battlefield from your hand." (one each)
GOBLIN_FROM_HAND = put(choose(units(traits=("Goblin",)), zone="hand"), "battlefield")
card("09025", "Arachnarok Spider",
     reaction(ENTERS_PLAY, GOBLIN_FROM_HAND, about="self", when=(cond("event_option", "play"),)),
     reaction(ENTERS_PLAY, GOBLIN_FROM_HAND, about="self", when=(cond("event_option", "play"),)))
# "Play only if you control a legend or Artefact support card. Action: Each [Orc] unit you
# control gains [Power][Power] until the end of the turn." (once Orc units attack)
card("09026", "Da Great Leader",
     tactic(modify(each(units(races=("orc",))), 2, until=UNTIL_ROUND),
            when=(cond("legend_or_artefact"), cond("before_combat_damage"),
                  cond("orc_attacking")), phases=BATTLE))
# "This unit deals +2 damage in combat. Action: When this unit defends, ..." (it never defends)
card("09027", "Averheim Soldiers", constant(modify(THIS, 2, stat="combat_damage")))
card("09028", "Higher Learning",
     missing=(helps("Cards with Kingdom or Quest abilities count as developments: not "
                    "modeled."),))
card("09029", "Ellyrian Patron",
     missing=(helps("A quest of the top five cards into play: not modeled."),))
card("09030", "Tor Elyr", inert="Protects supports from an opponent's card effects; the "
     "passive opponent plays none.")
# "Battlefield only. This unit cannot attack unless the defending zone has at least 1 corrupted
# unit." (the passive opponent has no units)
card("09031", "Sworn of Khorne", constant(cannot(THIS, "attack")))
# "Attach to a target [Chaos] unit. Attached unit gains Toughness 1. If attached unit survives
# combat, heal all damage on it." (the passive opponent deals no combat damage)
card("09032", "Stolen Skin", constant(keyword(attached(), "toughness", 1)))
card("09033", "Agent of the Malekith", inert="Removes a token from a card: only the player's "
     "own have any.")
card("09034", "Swift-moving Storm", inert="Scout makes the opponent discard from its hand; the "
     "passive opponent has none.")
card("09035", "Arkayne Vampire", inert=f"Its hit points grow with damage on it, and its action "
     f"moves damage between units: {NO_DAMAGE}, and only the player's own units are there.")
card("09036", "Descendant of Gods", inert=f"Hit points and defence for a legend: {NO_ATTACKS}.")
card("09037", "Dance to Loec",
     missing=(helps("Played as an extra development: not modeled."),))
card("09038", "Snotling Invasion",
     missing=(helps("An Invasion quest played into the opponent's zone: not modeled."),))
card("09039", "Summon the Reserves", inert=f"Acts when a zone is attacked: {NO_ATTACKS}.")
card("09040", "We Hates Them All",
     missing=(helps("Tokens for Skaven units entering play, spent on attacking Skaven: not "
                    "modeled."),))

# -- The Accursed Dead: the rest --------------------------------------------------------------
card("09041", "The Liber Mortis",
     missing=(helps("A unit of a discard pile into play (its host, a Hero or legend, is a rule "
                    "the engine does not read: it is never played)."),))
card("09042", "Kurt Helborg",
     missing=(helps("Tactics cost 1 less while it is in combat: not modeled."),))
card("09043", "Reckless Engineer",
     missing=(helps("Sacrificing a development for a support of the top of the deck: not "
                    "modeled."),))
card("09044", "Ancient Vengeance",
     missing=(helps("Dwarf units played into its zone cost 1 less: not modeled."),))
card("09046", "Purged by Flame",
     missing=(helps("Two tokens on one of the player's cards: the pilot has no plan for "
                    "it."),))
card("09047", "War Boar", inert="Makes quests count as supports, which matters only to an "
     "opponent's cards.")
card("09048", "Valley of Many Eyes",
     missing=(hurts("Cards played into its zone are destroyed when the top card's cost is "
                    "even: not modeled."),))
# "Action: When this unit enters a zone, put 1 resource token on target quest you control."
card("09049", "Roaming Shaman",
     reaction(ENTERS_PLAY, tokens(1, choose(cards(kinds=(QUEST_CARD,)))), about="self"),
     reaction(MOVED, tokens(1, choose(cards(kinds=(QUEST_CARD,)))), about="self"))
card("09050", "Red Arrow Coach",
     missing=(helps("Moving itself and a unit to another zone: the pilot has no plan for "
                    "it."),))
card("09051", "Stricken Warrior", inert="Acts when it is opposed in combat; the passive "
     "opponent never opposes it.")
# "Rift. Units in all corresponding zones deal +1 damage in combat." (the player's units of its
# zone: the passive opponent has none)
card("09052", "Rift of Battle",
     constant(modify(each(units(), state="same_zone"), 1, stat="combat_damage")))
card("09053", "Treasure Thieves", inert=OPPONENT_DECK)
card("09054", "Jealous Eyes", inert="Moves tokens from an opponent's card; the passive opponent "
     "has none.")
card("09055", "Bladesinger", inert=f"Enters play to defend: {NO_ATTACKS}; its other action only "
     "puts the player's own unit back on top of its deck.")
card("09056", "Drakenhof Castle", inert=f"Cancels damage to Undead units: {NO_DAMAGE}.")
card("09058", "Rebuild the Hold", inert=f"Takes a burn token off the player's capital: "
     f"{NO_DAMAGE} (its tokens serve only that).")
card("09059", "Hidden Operative",
     missing=(helps("Moving its questing unit to another zone: the pilot has no plan for "
                    "it."),))
card("09060", "Beastman Incursion",
     missing=(helps("An Invasion quest played into the opponent's zone: not modeled."),))

# -- Vessel of the Winds ----------------------------------------------------------------------
card("09061", "Windcatcher Prism",
     missing=(helps("Resources for random discards (its host, a Hero or legend, is a rule the "
                    "engine does not read: it is never played)."),))
# "Each of your attacking units gains [Power]."
card("09062", "Gorbad Ironclaw", constant(modify(each(units(), state="attacking"), 1)))
card("09063", "Brom Longbellow", inert=f"Acts when the capital takes combat damage: "
     f"{NO_ATTACKS}.")
card("09064", "Ale Hall",
     missing=(helps("Discarding a quest or Grudge card for [Power]: the pilot has no plan for "
                    "it."),))
card("09065", "Honouring the Ancestors", inert=f"Puts a defender into play: {NO_ATTACKS}.")
card("09066", "Da Immortulz", missing=(helps(BODYGUARD),))
card("09067", "Morglor the Mangler",
     missing=(helps("+2 damage in combat (and +4 more for a legend while opposed): its host, "
                    "an Orc unit or legend, is a rule the engine does not read, so it is never "
                    "played."),))
card("09068", "Master Engineer",
     missing=(helps("A Siege or Fortification from hand into play for 1 resource: not "
                    "modeled."),))
# "Attach to an [Empire] unit you control. Kingdom. Attached unit gains Counterstrike 3. Quest.
# Attached unit gets +4 hit points. Battlefield. Attached unit gains [Power][Power]." (each part
# in the zone it names: Counterstrike only matters when defending)
card("09069", "Runefang of Drakwald",
     constant(modify(attached(), 4, stat="hit_points"), zone="quest"),
     constant(modify(attached(), 2), zone="battlefield"))
card("09070", "Learned Mage",
     missing=(helps("Damaging itself to order the top card of a deck: the pilot has no plan "
                    "for it."),))
card("09071", "Echoes of Magic", inert="Answers a quest just played; the passive opponent "
     "plays none.")
card("09072", "Xirat'p",
     missing=(helps("Corrupting itself to play a Spell from the top of the deck: not "
                    "modeled."),))
card("09073", "P'tarix",
     missing=(helps("Corrupting itself to put a Spell from hand on top of the deck: not "
                    "modeled."),))
card("09074", "Elkana", missing=(helps("Black Ark tokens for [Power]: not modeled."),))
card("09075", "Temple of Spite", missing=(helps(BLACK_ARK),))
card("09076", "Mage-Priest of Itza",
     missing=(helps("Five cards of the discard pile back into the deck: not modeled."),))
# "Battlefield only. This unit enters play corrupted. Action: When this unit enters or leaves
# play, deal 2 damage to target unit..." (only the player's own units are there: not used)
card("09077", "Clan Eshin Mutant", forced(ENTERS_PLAY, corrupt(THIS), about="self"))
card("09078", "Gathering the Horde",
     missing=(helps("Its tokens putting Orc units of the top of the deck into play: not "
                    "modeled."),))
card("09079", "Pleasure Cults",
     missing=(helps("An Invasion quest played into the opponent's zone: not modeled."),))
card("09080", "Secret Crypts",
     missing=(helps("Tokens for Undead units entering play, spent on returning one: not "
                    "modeled."),))

# -- Portent of Doom --------------------------------------------------------------------------
card("09081", "Eye of Sheerian",
     missing=(helps("Looking at and discarding top cards of a deck (its host, a Hero or "
                    "legend, is a rule the engine does not read: it is never played)."),))
card("09082", "Skarbrand",
     missing=(helps("Each player takes 1 damage whenever a unit leaves play: not modeled."),
              hurts("The player's own capital takes it too.")))
card("09083", "Spirit Slayer", inert=f"Makes units of a trait defend: {NO_UNITS}.")
card("09084", "Strollaz's Banner",
     missing=(helps("A unit of the discard pile back into the deck and a quest token whenever "
                    "a unit enters its zone: not modeled."),))
card("09085", "Roving Goblins",
     missing=(helps("More units questing on one quest, and a token for it: not modeled."),))
# "Action: Put 1 resource token on target quest for each unit questing here." (one unit quests
# on a quest in this engine)
card("09086", "Progress In Numbers",
     tactic(tokens(1, choose(cards(kinds=(QUEST_CARD,)), state="has_quester"))))
card("09087", "Carroburg Cutthroats", inert="Takes a resource from an opponent; the passive "
     "opponent has none.")
card("09088", "The Sealed Vaults",
     missing=(helps("Three cards of the deck discarded for resources: the pilot has no plan "
                    "for it."),))
# "This unit enters play with 1 resource token on it. Action: Remove 1 resource token from a
# unit you control to have this unit gain [Power] until the end of the turn." (its own token)
card("09089", "Prince Althran",
     forced(ENTERS_PLAY, tokens(1), about="self"),
     action(modify(THIS, 1, until=UNTIL_ROUND), costs=(cost("remove_tokens", 1),),
            when=(cond("attacking"), *PUMP), phases=BATTLE),
     missing=(helps("Tokens of the player's other units paying for it too."),))
card("09090", "Mage of Loec", inert="Cancels an action just triggered; the passive opponent "
     "triggers none.")
card("09091", "Fleeting Shade", inert=f"Black Ark tokens for Toughness: {NO_DAMAGE}.")
card("09092", "Possess Mind", inert=f"Its unit damages its controller's units: {OPPONENT_CARD_ONLY}.",
     pilot="never")
card("09093", "Murderlust",
     missing=(helps("Sacrificing a unit to restore two: the pilot has no plan for it."),))
card("09094", "Swords of Chaos", missing=(helps(BODYGUARD),))
card("09095", "Northern Forge",
     missing=(helps("Corrupting itself to put an attachment from hand into play: not "
                    "modeled."),))
card("09096", "Council of Thirteen",
     missing=(hurts("Each turn it discards the top card of the deck (a card drawn if a unit of "
                    "that cost dies): not modeled."),))
card("09097", "Ghostly Apparition", inert=f"Protects an Undead unit: {NO_DAMAGE}, and the "
     "passive opponent plays no card effects.")
card("09098", "Shield of the Gods", inert=f"Lizardmen defend any zone: {NO_ATTACKS}.")
card("09099", "Unstable Flux",
     missing=(helps("Tokens for Spells, spent on damage to each player by the top cards: not "
                    "modeled."),))
card("09100", "Border Patrol", inert=f"Acts when a zone is attacked: {NO_ATTACKS}.")

# -- Shield of the Gods -----------------------------------------------------------------------
card("09101", "Shield of Aeons", inert=f"Cancels combat damage to its Hero or legend: "
     f"{NO_DAMAGE}.")
card("09102", "Anethra Helbane",
     missing=(helps("Drawing up to five cards once a turn: not modeled."),
              hurts("Discarding down to five cards.")))
card("09103", "Dwarf Adventurer", inert="Taxes an opponent's units; the passive opponent plays "
     "none.")
card("09104", "Hospitable Cave", inert=f"Toughness for questing units: {NO_DAMAGE}.")
card("09105", "Mangler Squigs",
     missing=(helps("Doubling its power on an odd top card (2 damage to itself on an even one) "
                    "as it attacks: not modeled."),))
# "Quest. Action: At the beginning of your turn, search the top 5 cards of your deck for a
# Creature unit, reveal it, and add it to your hand."
card("09106", "Creature Pen",
     reaction(ROUND_BEGINS, search(units(traits=("Creature",)), top=5)))
# "Knight units in this zone gain Toughness 1."
card("09107", "Steel Standard",
     constant(keyword(each(units(traits=("Knight",)), state="same_zone"), "toughness", 1)))
card("09108", "Temple of Ulric",
     missing=(helps("Switching a quest for another from hand: not modeled."),))
card("09110", "Valour of Ages", inert=f"Works for a unit defending alone: {NO_ATTACKS}.")
card("09111", "Slaanesh Cultist",
     missing=(hurts("It cannot be restored, and when corrupted it destroys a corrupted unit "
                    "(only the player's own are there): not modeled."),))
card("09112", "Necrodomo's Prophecy",
     missing=(helps("Sacrificing a unit to put a Chaos card on top of the deck: the pilot has "
                    "no plan for it."),))
card("09113", "Black Guards", missing=(helps(BODYGUARD),))
card("09114", "Naggarond Forge",
     missing=(hurts("At the end of each turn a card of the hand is discarded or it is "
                    "sacrificed: not modeled."),))
# "Attach to a target Lizardmen unit you control. Action: When attached unit attacks or defends,
# draw cards equal to the number of Treasure and Artefact cards you control."
card("09115", "Trinkets of Gold",
     reaction(CONTEST_DECLARED,
              Effect("draw", 1, per=each(cards(traits=("Treasure", "Artefact")))),
              when=(cond("host_attacking"),)))
card("09116", "Death in the Shadows", inert=OWN_ONLY.format("units"))
card("09117", "Talismanic Tatoos",
     constant(modify(attached(), 1, per="developments_in_zone")))
card("09118", "Winter Campaign",
     missing=(helps("Tokens for combat damage, spent on an extra attack: not modeled."),))
card("09119", "Through All of Time",
     missing=(helps("Tokens moved onto High Elf cards with tokens: not modeled."),))
card("09120", "Guardians of the Gods", inert=f"Doubles Savage damage: {NO_DAMAGE}.")
