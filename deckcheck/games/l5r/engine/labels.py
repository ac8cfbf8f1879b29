"""The words an L5R report page shows for the report's fields and notes (see
deckcheck.goldfish.phrases: the German and Polish are in the messages catalogue)."""
from __future__ import annotations

from deckcheck.games.l5r.engine.headline import HEADLINE_NOTE, KEY_CARD_RULE
from deckcheck.games.l5r.engine.opponent import PASSIVE
from deckcheck.games.l5r.engine.report import OUTCOMES_NOTE, REASONS, STRONGHOLD_NOTE
from deckcheck.games.l5r.engine.sections import CARDS_NOTE, KEY_CARDS_NOTE, OPENING_NOTE, ROUND_FIELDS, ROUNDS_NOTE
from deckcheck.goldfish.headlines import NAMED_RULE

REPORT_LABELS = {
    # the deck
    "deck.clan": "Clan",
    "deck.stronghold": "Stronghold",
    "deck.role": "Role",
    "deck.provinces": "Provinces",
    "deck.dynasty": "Dynasty deck",
    "deck.conflict": "Conflict deck",
    "deck.stronghold_fate": "Fate of the stronghold",
    "deck.stronghold_honor": "Honor of the stronghold",
    # the opening
    "province_characters": "Characters in the provinces",
    "province_holdings": "Holdings in the provinces",
    "affordable_characters": "Characters the first fate can buy",
    "none_affordable": "No character affordable",
    "province_cost": "Fate cost of the characters in the provinces",
    "mulligan.dynasty.rate": "Dynasty mulligan",
    "mulligan.dynasty.cards_replaced": "Dynasty cards replaced",
    "mulligan.conflict.rate": "Conflict mulligan",
    "mulligan.conflict.cards_replaced": "Conflict cards replaced",
    # by round
    "honor": "Honor",
    "fate_gained": "Fate gained",
    "fate_spent": "Fate spent",
    "fate_left": "Fate left",
    "characters": "Characters in play",
    "military": "Military skill",
    "political": "Political skill",
    "conflicts": "Conflicts declared",
    "conflicts_won": "Conflicts won",
    "broken": "Provinces broken",
    "hand": "Cards in hand",
    "drawn": "Conflict cards drawn",
    "bid": "Honor bid",
    "rings": "Rings claimed",
    "dynasty_played": "Dynasty cards played",
    "conflict_played": "Conflict cards played",
    "dynasty_revealed": "Dynasty cards seen face up",
    "favor": "Imperial Favor",
    "all_games.honor": "Honor (all games)",
    "all_games.fate_left": "Fate left (all games)",
    "all_games.broken": "Provinces broken (all games)",
    "all_games.characters": "Characters in play (all games)",
}

# The report's notes as a page shows them: the note the report carries -> its words for a
# person (no field names); German and Polish in the messages catalogue.
REPORT_TEXTS = {
    ROUNDS_NOTE: (
        "Means over the games still playing each round. All games: over every game, a game "
        "that ended keeps its last values. Imperial Favor: the share of the games playing that "
        "hold it at the round's end. Won by now: the share of all games won by then. Skill is "
        "the characters' total at the end of the conflict phase, bowed or not."),
    OPENING_NOTE: (
        "The four provinces as they turn face up at the start of round 1 (after the dynasty "
        "mulligan): characters, holdings, how many of those characters the round-1 fate could "
        "buy, and the total fate cost of the characters shown. A mulligan counts the games that "
        "replaced at least one card of that deck; cards replaced: how many (0-4). First player: "
        "the games the deck went first."),
    CARDS_NOTE: (
        "Seen by round N: a conflict card drawn into hand (N = 0: the opening hand); a dynasty "
        "card face up in a province (or in hand) by the end of round N (from round 1: the "
        "provinces turn face up then). Exact chance: the chance of at least one copy among the "
        "cards the game had taken from that deck by then (conflict: 4 in setup, then the cards "
        "drawn; dynasty: the cards taken from the dynasty deck that are no longer face down), "
        "averaged over games. The mulligans move seen away from the exact value both ways: a "
        "second look at up to 4 cards raises it, cards the pilot sends back (expensive ones) "
        "never show; round N counts only the games still running at its end, so late rounds "
        "(few games, the slow ones) drift."),
    STRONGHOLD_NOTE: (
        "The round in which the deck broke the opponent's stronghold province (the game ends "
        "there), over the games where it did; cumulative shares are of all games. Games that "
        "ended another way first (honor) never broke it."),
}
# notes a page shows as the report says them (translated all the same)
REPORT_TEXTS.update({text: text for text in (KEY_CARD_RULE, NAMED_RULE, HEADLINE_NOTE, PASSIVE.passive, OUTCOMES_NOTE,
                                          *REASONS.values(), KEY_CARDS_NOTE, *ROUND_FIELDS.values())})
