"""OpenAPI schema of a verdict's optional ``stats`` (``deckcheck.stats``): only in the answer
of POST /validate with ``"stats": true``."""
from __future__ import annotations

from marshmallow import Schema, fields

STATS_DOC = ("Only with \"stats\": true: the deck's statistics and draw odds (cost curve, types, "
             "factions, the game's figures, the exact chance to have a card in hand by round).")


class SectionStatsSchema(Schema):
    section = fields.String(required=True, metadata={"description": "draw, plot, agenda (agot); "
                            "dynasty, conflict, provinces, stronghold, role (l5r); deck (whi)"})
    cards = fields.Integer(required=True)
    cost_curve = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "copies per printed cost; \"–\": no printed cost (or X)"})
    average_cost = fields.Float(allow_none=True, required=True)
    types = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    factions = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True,
                           metadata={"description": "copies per faction (agot), clan (l5r), race (whi)"})


class OddsStepSchema(Schema):
    step = fields.String(required=True, metadata={"description": "opening, round or turn"})
    n = fields.Integer(metadata={"description": "the round/turn (not for the opening hand)"})
    seen = fields.Integer(required=True, metadata={"description": "cards seen by then"})


class OddsTableSchema(Schema):
    section = fields.String(required=True)
    deck_size = fields.Integer(required=True)
    opening = fields.Integer(required=True, metadata={"description": "cards in the opening hand"})
    per_round = fields.Integer(required=True, metadata={"description": "cards drawn each round/turn "
                                                        "(0: later draws not modeled)"})
    unit = fields.String(required=True, metadata={"description": "round or turn"})
    bid = fields.Integer(allow_none=True, required=True, metadata={
        "description": "l5r: the honor bid assumed each round (the draw phase draws the bid)"})
    full_mulligan = fields.Boolean(required=True)
    steps = fields.List(fields.Nested(OddsStepSchema), required=True)
    by_copies = fields.Dict(keys=fields.String(), values=fields.Dict(), required=True, metadata={
        "description": "for a card with 1, 2 or 3 copies: chances (at least one copy seen, per "
                       "step, exact hypergeometric, 0-1) and opening_with_mulligan (null when the "
                       "game has no full-hand mulligan)"})


class StatsCardSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    section = fields.String(required=True)
    copies = fields.Integer(required=True)


class DeckStatsSchema(Schema):
    sections = fields.List(fields.Nested(SectionStatsSchema), required=True)
    figures = fields.Dict(required=True, metadata={
        "description": "agot: characters, icons (military/intrigue/power: characters with it), strength, "
                       "plots (average income/initiative/claim/reserve); l5r: clan, characters, military, "
                       "political, glory, influence {spent, budget}; whi: units, loyalty, power, hit_points"})
    odds = fields.List(fields.Nested(OddsTableSchema), required=True)
    cards = fields.List(fields.Nested(StatsCardSchema), required=True, metadata={
        "description": "the cards of the drawn sections, to look their row up by copies"})
    unknown = fields.Integer(required=True, metadata={"description": "entries the pool does not know "
                                                      "(left out of every figure)"})
