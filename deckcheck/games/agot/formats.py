"""AGoT 2nd edition formats: joust (default), melee, and the Valyrian side line.

All four build decks the same way [seed 001 §Deckbau]; they differ by the list family
(restricted/banned/pods per format in throneteki-json-data) and by the "X format only"
cards they accept. Draft is left out: its agendas name factions or traits when they
are announced, which a decklist does not carry, and its legality depends on the
drafted pool.
"""
from __future__ import annotations

from datetime import date
from types import MappingProxyType

from deckcheck.games.agot import codes  # noqa: F401  (registers the AGoT codes)
from deckcheck.games.agot.deck_rules import agenda_texts, construction, legality
from deckcheck.games.agot.deck import counts, prepare
from deckcheck.rules.context import Format

RULES_VERSION = "Rules Reference"

RULES = (
    construction.faction,
    construction.agendas,
    construction.plot_deck,
    construction.draw_deck,
    construction.copies,
    construction.faction_cards,
    agenda_texts.agenda_texts,
    legality.format_only,
    legality.not_deck_cards,
    legality.unreleased,
    legality.restricted,
    legality.banned,
    legality.pods,
)


def rules_version(as_of: date, explicit: str | None) -> str:
    """One Rules Reference (the German edition is one of the seed documents; it names no
    version number) covers every date."""
    return explicit or RULES_VERSION


def _format(name: str, description: str, list_format: str, format_only_allowed: frozenset[str]) -> Format:
    return Format(
        game="agot", name=name, description=description, rules=RULES, list_format=list_format,
        params=MappingProxyType({"plot_deck_size": 7, "doubled_plots": 1, "draw_minimum": 60,
                                 "format_only_allowed": format_only_allowed}),
        rules_version=rules_version, prepare=prepare, counts=counts, tournament=True)


JOUST = _format("joust", "Two players; the joust restricted/banned list and pods in force on the date.",
                "joust", frozenset())
MELEE = _format("melee", "Three or more players; same deck building, the melee lists in force.",
                "melee", frozenset({"melee"}))
VALYRIAN = _format("valyrian", "Joust with G.O.T.'s Valyrian list (original card set, 2021-07-16).",
                   "valyrian", frozenset())
VALYRIAN_MELEE = _format("valyrian_melee", "Melee with G.O.T.'s Valyrian list (original card set).",
                         "valyrian_melee", frozenset({"melee"}))

DEFAULT_FORMAT = "joust"
FORMATS = MappingProxyType({f.name: f for f in (JOUST, MELEE, VALYRIAN, VALYRIAN_MELEE)})
