"""Records of the cards first printed in Bleeding Sun (Enemy Cycle). Tests in
tests/test_whi_records_enemy_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    ROUND_BEGINS,
    THIS,
    action,
    attached,
    cannot,
    card,
    cards,
    cond,
    constant,
    cost,
    draw,
    each,
    forced,
    helps,
    modify,
    reaction,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MAIN,
    NO_ATTACKS,
    NO_CARDS,
    NO_UNITS,
    OPPONENT_ONLY,
    in_zone,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import QUEST_CARD
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.games.whi.engine.ops.choices import op, register_words
from deckcheck.games.whi.engine.records.enemy_cycle.shared import (
    PUMP,
    indirect,
)


# One Orc's Scrap...: "Building. Kingdom. Action: Sacrifice a development to draw a card."
# Used in the kingdom, quest and capital phases while 6 or more cards are in the deck
# (developments of the quest zone and battlefield first: the kingdom's count for Innovation).
card("04112", "One Orc's Scrap...",
     action(draw(1), costs=(cost("decks_a_sacrifice_development"),),
            when=(in_zone("kingdom"), cond("decks_a_deck_at_least", 6)), phases=MAIN,
            title="Sacrifice a development: draw a card"))

# Soul Stealer: "Attachment. Hex. Attach to a target non-Hero unit. Take control of attached
# unit. Move that unit to your corresponding zone."
card("04117", "Soul Stealer", inert=f"Takes control of an opponent's unit: {NO_UNITS} (on the "
     "player's own unit it changes nothing).")


def _mad_shaman(state: WhiState, ctx, eff, cards) -> None:
    """"Forced: At the beginning of your turn, put a resource token on this unit." and "If this
    unit has more resource tokens on it than hit points, sacrifice it." (checked as the token
    lands: its tokens change at no other time)"""
    c = ctx.source
    state.tokens[c] = state.tokens.get(c, 0) + 1
    if state.tokens[c] > cap.hit_points(state, c):
        cap.leave_play(state, c, "sacrificed")


register_words(h.GAME_OPS, {"mad_shaman": _mad_shaman})
register_words(h.HOOKS.conditions, {
    "quest_in_play": lambda s, ctx, v: any(s.table.kind[c] == QUEST_CARD
                                           for c in s.in_play_cards()),
    "knight_attacking": lambda s, ctx, v: any("Knight" in s.table.traits[c] for c in s.attackers),
})
DISEASES = each(cards(traits=("Disease",)))

card("04101", "Oathbearer",
     missing=(helps("Becoming a development instead of being destroyed: the player's units "
                    "are destroyed only by its own effects."),))
card("04102", "Honor in Death", inert=f"Destroys an attacking unit: {NO_ATTACKS}.")
card("04103", "Master Rune of Defence",
     missing=(helps("A Building that entered the discard pile this turn back into play: the "
                    "player's supports leave play only by its own effects."),))
card("04104", "Stonebearer", inert=f"Counts opposing units in combat: {NO_UNITS}.")
card("04105", "Ancient Debts Repaid",
     missing=(helps("Its tokens (when a Dwarf unit dies while a unit quests here) paying for "
                    "cards: not modeled."),))
card("04106", "Warriors of Ulric",
     missing=(helps("Moving itself into another zone when a zone is declared to attack: the "
                    "pilot has no plan for it."),))
# "Action: Each of your attacking or defending Knight units gains [Power] until the end of the
# turn." (played when one more power burns the zone)
card("04107", "Blessing of Myrmidia",
     tactic(modify(each(units(traits=("Knight",)), state="attacking"), 1, until=UNTIL_ROUND),
            when=(*PUMP, cond("knight_attacking")), phases=BATTLE))
# "Attach to target [High Elf] unit. Action: When attached unit attacks or defends, deal 2
# indirect damage to each opponent."
card("04108", "Moon Staff of Lileath",
     reaction(CONTEST_DECLARED, indirect(2), when=(cond("host_attacking"),)))
card("04109", "Dragon Armour", inert=f"Draws when its unit defends: {NO_ATTACKS}.")
# "This unit gains [Power] for each resource token on it. If this unit has more resource
# tokens on it than hit points, sacrifice it. Forced: At the beginning of your turn, put a
# resource token on this unit."
card("04110", "Mad Shaman",
     constant(modify(THIS, 1, per="tokens")), forced(ROUND_BEGINS, op("mad_shaman")))
# "Battlefield only. This unit cannot attack unless the defending zone has at least one unit."
# (the passive opponent's zones never have one)
card("04111", "Giant Spider", constant(cannot(THIS, "attack")))
card("04113", "Smash Der Beards", inert=f"Counts developments of the defending zone: "
     f"{NO_CARDS}.")
# "Lower the cost to play this unit by 1 for each Disease card in play. Beast of Rot gains
# [Power] for each Disease card in play."
card("04114", "Beast of Rot",
     constant(modify(THIS, -1, stat="cost", per=DISEASES), zone="hand"),
     constant(modify(THIS, 1, per=DISEASES)))
card("04115", "Necrotic Spasms", inert=f"Damages its unit each turn: {OPPONENT_ONLY}.",
     pilot="never")
card("04116", "Angi'arie", inert=f"Blanks a unit's text: {OPPONENT_ONLY}.")
# "Order only. Lower the cost to play this unit by 2 while you have a quest in play."
card("04118", "Grail Knight",
     constant(modify(THIS, -2, stat="cost"), when=(cond("quest_in_play"),), zone="hand"))
card("04119", "Advanced Engineering",
     missing=(helps("Sending one of the top two cards to the bottom of the deck each turn: the "
                    "pilot has no plan for it."),))
# "Attach to a target unit in your battlefield. You may play this card any time you could take
# an action (paying all costs). Attached unit gains [Power]." (played in the capital phase)
card("04120", "Assassin's Blade", constant(modify(attached(), 1)))
