"""The L5R formats: which rules, which list family, which numbers.

- ``stronghold``: the FFG tournament format. ``as_of`` picks the rules version (v1.0 from
  the Core Set, 10-character limit and clan role tables through v11, none from v12) and
  the restricted/banned list in force (none before 2018-05-29; Imperial Law with a banned
  list from 2020-01-06). ``deck.rules_version`` / ``deck.list_id`` name one explicitly.
- ``single-core``: casual decks built from one Core Set ([000 §Deckbau], "Achtung"):
  Core Set cards only, at least 30 cards per deck, no lists, no role tables.
- ``skirmish``: FFG Skirmish rules v1 (2020): no stronghold, province or role cards, the
  clan named in ``faction``; dynasty and conflict decks 30-40 cards, 6 influence from one
  other clan, at most 2 copies per name, its banned list (from the card data flags).
- ``jade-edict``: the stronghold rules with the community Jade Edict lists (card data flags).
"""
from __future__ import annotations

from deckcheck.games.l5r import clans, deck, provinces, roles, rules_versions
from deckcheck.games.l5r.deck_rules import construction, legality
from deckcheck.rules.context import Format

DEFAULT_FORMAT = "stronghold"

#: the rules every format runs (each one is silent where the format's numbers make it moot)
RULES = (
    construction.stronghold_count,
    construction.role_count,
    construction.dynasty_size,
    construction.conflict_size,
    construction.not_deck_cards,
    construction.format_only,
    construction.card_pool,
    construction.clan_undeclared,
    clans.dynasty_clan,
    clans.splash_clans,
    clans.not_splashable,
    clans.clan_only,
    clans.influence,
    clans.support_clan,
    clans.conflict_characters,
    legality.copies,
    provinces.province_count,
    provinces.province_copies,
    provinces.province_clan,
    provinces.province_elements,
    roles.role_only,
    roles.role_availability,
    legality.restricted_list,
    legality.banned,
    legality.unreleased,
)

STANDARD = {
    "strongholds": 1,
    "roles": 1,
    "provinces": 5,
    "dynasty": (40, 45),
    "conflict": (40, 45),
    "copies": 3,
    "influence": None,          # the stronghold's influence value
    "clan_from": "stronghold",
    "card_pool": None,
    "role_tables": True,        # seasonal Keeper/Seeker tables (sanctioned play only)
}


def _format(name: str, description: str, list_format: str | None, tournament: bool = True,
            **params: object) -> Format:
    return Format(game="l5r", name=name, description=description, rules=RULES,
                  list_format=list_format, params={**STANDARD, **params},
                  rules_version=rules_versions.rules_version, prepare=deck.prepare,
                  counts=deck.counts, tournament=tournament)


FORMATS = {
    "stronghold": _format(
        "stronghold",
        "FFG tournament format: the rules version and the restricted/banned list in force on the deck's date.",
        "stronghold"),
    "single-core": _format(
        "single-core",
        "Casual decks from a single Core Set: Core Set cards only, at least 30 cards per deck.",
        None, tournament=False, dynasty=(30, 45), conflict=(30, 45), card_pool="core",
        role_tables=False),
    "skirmish": _format(
        "skirmish",
        "FFG Skirmish (2020): no stronghold, province or role cards; clan in 'faction'; "
        "decks of 30-40 cards, 6 influence, 2 copies per name, Skirmish banned list.",
        "skirmish", strongholds=0, roles=0, provinces=0, dynasty=(30, 40), conflict=(30, 40),
        copies=2, influence=6, clan_from="faction"),
    "jade-edict": _format(
        "jade-edict",
        "Stronghold rules with the community Jade Edict restricted/banned lists (2021).",
        "jade-edict"),
}
