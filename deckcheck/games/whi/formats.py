"""Formats of Warhammer: Invasion.

- ``standard``: tournament play. Every deck rule, the FAQ's restricted and banned list
  (list family "standard", the version in force on ``as_of``), unreleased cards are
  violations.
- ``casual``: the same deck-building rules without the FAQ lists and without the
  release-date check (kitchen-table play with any cards one owns).
"""
from __future__ import annotations

from datetime import date

from deckcheck.games.whi import deck_rules
from deckcheck.model import DeckInputError
from deckcheck.rules.context import Format

FAQ_3D = date(2011, 7, 13)   # see restricted_lists/data/whi.yaml for the date's source
RULES_VERSIONS = ("rulebook", "rulebook + FAQ 3d")


def rules_version(as_of: date, explicit: str | None) -> str:
    """The rules documents in force: the core rulebook plus the newest FAQ we have. An
    explicit version must be one of ``RULES_VERSIONS`` (case and spaces do not matter)."""
    if explicit:
        key = " ".join(explicit.lower().split())
        for name in RULES_VERSIONS:
            if key == name.lower():
                return name
        raise DeckInputError("UNKNOWN_RULES_VERSION",
                             {"rules_version": explicit[:40], "versions": list(RULES_VERSIONS)}, game="WHI")
    return RULES_VERSIONS[1] if as_of >= FAQ_3D else RULES_VERSIONS[0]


_DECK_RULES = (
    deck_rules.deck_size,
    deck_rules.copies,
    deck_rules.order_destruction,
    deck_rules.race_restrictions,
    deck_rules.capital_race,
    deck_rules.not_deck_cards,
    deck_rules.text_missing,
)

STANDARD = Format(
    game="whi", name="standard",
    description="Tournament play: at least 50 cards, 3 copies per title, one side (Order or "
                "Destruction), race restrictions, FAQ 3d restricted and banned lists.",
    rules=_DECK_RULES + (deck_rules.restricted_list, deck_rules.banned, deck_rules.unreleased),
    list_format="standard", params={"min_deck": 50, "max_deck": None, "copies": 3},
    rules_version=rules_version, prepare=deck_rules.prepare, counts=deck_rules.counts, tournament=True)

CASUAL = Format(
    game="whi", name="casual",
    description="Casual play: the deck-building rules without restricted/banned lists or "
                "release dates.",
    rules=_DECK_RULES, list_format=None, params={"min_deck": 50, "max_deck": None, "copies": 3},
    rules_version=rules_version, prepare=deck_rules.prepare, counts=deck_rules.counts, tournament=False)

DEFAULT_FORMAT = "standard"
FORMATS = {f.name: f for f in (STANDARD, CASUAL)}
