"""WHI: a report's fields and notes as its page names them; deckcheck.goldfish.phrases
translates them."""
from __future__ import annotations

from deckcheck.games.whi.engine.headline import HEADLINE_NOTE, KEY_CARD_RULE, WIN_TARGET
from deckcheck.games.whi.engine.opening import OPENING_NOTE
from deckcheck.games.whi.engine.opponent import PASSIVE
from deckcheck.games.whi.engine.report import KEY_CARDS_NOTE, REASONS, TURNS_NOTE, WIN_NOTE
from deckcheck.goldfish.headlines import NAMED_RULE

REPORT_LABELS = {
    # the deck
    "deck.race": "Race",
    "deck.cards": "Cards",
    "deck.units": "Units",
    "deck.supports": "Supports",
    "deck.tactics": "Tactics",
    "deck.quests": "Quests",
    "deck.legends": "Legends",
    # the opening hand
    "playable_turn1": "Cards playable on turn 1",
    "playable_turn2": "Cards playable on turn 2",
    "units_in_hand": "Units in hand",
    "hand_cost": "Cost of the hand",
    "no_play_turn1_rate": "Nothing to play on turn 1",
    # by turn
    "damage_dealt": "Damage dealt",
    "damage_total": "Damage on the opponent's capital",
    "damage_total_all_games": "Damage on the opponent's capital (all games)",
    "zones_burned": "Zones burned",
    "zones_burned_all_games": "Zones burned (all games)",
    "resources_gained": "Resources gained",
    "resources_spent": "Resources spent",
    "cards_drawn": "Cards drawn",
    "hand": "Cards in hand",
    "units": "Units in play",
    "power.kingdom": "Power in the kingdom",
    "power.quest": "Power in the quest zone",
    "power.battlefield": "Power on the battlefield",
    "developments": "Developments",
    "cards_played": "Cards played",
    "deck_left": "Cards left in the deck",
}

# The report's notes as a page shows them: the note the report carries -> its words for a
# person (no field names); German and Polish in the messages catalogue.
REPORT_TEXTS = {
    TURNS_NOTE: (
        "Per turn of the player, means over the games still playing it; in the columns marked "
        "all games a finished game keeps its last value (damage stays on burned zones). Power: "
        "each zone's power at the end of the turn, its printed power (kingdom 3, quest 1, "
        "battlefield 0) plus its cards' power icons; the next turn's kingdom power is its "
        "resources, its quest power the cards it draws."),
    OPENING_NOTE: (
        "The kept hand (after the pilot's mulligan). Cards playable on turn 1 or turn 2: its "
        "cards the deck could pay for with that turn's resources (cost plus the loyalty tax). "
        "Cost of the hand: their total printed cost. Nothing to play on turn 1: hands with no "
        "card playable on turn 1. First player: games in which the deck took the first turn (a "
        "coin flip by the seed; the first player skips the quest and battlefield phases of its "
        "first turn)."),
}
# notes a page shows as the report says them (translated all the same)
REPORT_TEXTS.update({text: text for text in (KEY_CARD_RULE, NAMED_RULE, HEADLINE_NOTE, PASSIVE, WIN_TARGET, WIN_NOTE, *REASONS.values(), KEY_CARDS_NOTE)})
