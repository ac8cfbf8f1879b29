"""What an AGoT report page calls its figures and notes (deckcheck.goldfish.phrases)."""
from __future__ import annotations

from deckcheck.games.agot.engine.headline import CEILING_NOTE, HEADLINE_NOTE, KEY_CARD_RULE
from deckcheck.games.agot.engine.report import (
    CARDS_NOTE,
    KEY_CARDS_NOTE,
    OPPONENT,
    ROUNDS_NOTE,
    WIN_NOTE,
    WIN_TARGET,
)
from deckcheck.goldfish.headlines import NAMED_RULE

REPORT_LABELS = {
    # the deck
    "deck.faction": "Faction",
    "deck.draw": "Draw deck",
    "deck.plots": "Plots",
    "deck.agendas": "Agendas",
    # setup
    "poor_setup_rate": "Poor setups",
    "poor_setup": "Poor setup",
    "gold_used": "Gold used",
    "cards_placed": "Cards placed",
    "characters_placed": "Characters placed",
    "icons_covered.military": "Military icon present",
    "icons_covered.intrigue": "Intrigue icon present",
    "icons_covered.power": "Power icon present",
    "key_card_placed_rate": "Setups with a key card",
    "limited_placed_rate": "Setups with a Limited card",
    "shadows_placed_rate": "Setups with a card in shadows",
    # by round
    "gold_income": "Gold income",
    "gold_spent": "Gold spent",
    "hand_size": "Cards in hand",
    "characters": "Characters in play",
    "power": "Power",
    "power_all_games": "Power (all games)",
    "power_gained": "Power gained",
    "ceiling": "Ceiling",
    "power_vs_ceiling": "Power against the ceiling",
    "challenges_won": "Challenges won",
    "dominance_won": "Dominance won",
    "renown_power": "Power from Renown",
    "ability_power": "Power from abilities",
    "strength_behind.games": "Games that reached the challenges phase",
    "strength_behind.military": "STR behind military",
    "strength_behind.intrigue": "STR behind intrigue",
    "strength_behind.power": "STR behind power",
    "strength_behind.weakest": "STR behind the weakest type",
}

# The report's notes as a page shows them: the note the report carries -> its words for a
# person (no field names); German and Polish in the messages catalogue.
REPORT_TEXTS = {
    ROUNDS_NOTE: (
        "Per round, over the games still playing it. Power gained is set against the ceiling "
        "(the ceiling of a round is what an unopposed game without card abilities can give: "
        "3 challenges won + dominance + 1 per participating Renown character; in the round the "
        "deck reaches 15 power it counts only up to the power gained). Power from abilities is "
        "the power gained beyond challenges, dominance and Renown (card abilities; negative "
        "when power was lost). STR behind a challenge type is the STR of the standing "
        "characters with its icon at the start of the challenges phase (over the games that "
        "reached it); the weakest type is the lowest of the three."),
    CARDS_NOTE: (
        "Seen: drawn at least once by the end of round N (round 0 = after setup). Exact "
        "chance: the chance of at least one copy among the cards each game had drawn by then "
        "(averaged over games); a mulligan gives a second look at 7 cards, which is why seen "
        "can exceed it. Round N counts only the games still running at its end, so late rounds "
        "(few games left, the slow ones) drift away from the exact value."),
}
# notes a page shows as the report says them (translated all the same)
REPORT_TEXTS.update({text: text for text in (KEY_CARD_RULE, NAMED_RULE, CEILING_NOTE, HEADLINE_NOTE, OPPONENT, WIN_TARGET, WIN_NOTE, KEY_CARDS_NOTE)})
