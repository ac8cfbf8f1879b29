"""The application layer between the entry points (api/: HTTP, pages, CLI) and the domain.

Each service takes what it persists through the small Protocols of ``ports``
(implemented by card_db's repositories, or by in-memory fakes) and reports what it did
to ``observers`` (metrics):

- ``validation.ValidationService``: pools per game, read a payload or decklist, validate,
  render the verdict
- ``decklists.DecklistService``: read a decklist in any format, write one back as text
- ``events.EventService``: API keys, events, registrations, deadlines and locks, reports
- ``event_changes.EventChangeService``: reopenings after the lock, the audit trail, an
  event's own list version, "what if the list changes" and applying it
- ``event_edits.EventEditService``: an event's settings edited before the lock, a
  registration withdrawn (both audited)
- ``goldfish.GoldfishService``: goldfish sessions and Monte-Carlo runs
- ``cards.CardsService``: card search and one card's detail for pages and the API
- ``health.HealthService``: liveness and readiness facts

``Services`` bundles one of each, as an application (create_app, the CLI) builds them.
"""
from __future__ import annotations

from dataclasses import dataclass

from deckcheck.services.cards import CardsService
from deckcheck.services.decklists import DecklistService
from deckcheck.services.event_changes import EventChangeService
from deckcheck.services.event_edits import EventEditService
from deckcheck.services.events import EventService
from deckcheck.services.goldfish import GoldfishService
from deckcheck.services.health import HealthService
from deckcheck.services.observers import Observers
from deckcheck.services.validation import ValidationService

__all__ = ["CardsService", "DecklistService", "EventChangeService", "EventEditService", "EventService", "GoldfishService", "HealthService", "Observers", "Services",
           "ValidationService"]


@dataclass(frozen=True, slots=True)
class Services:
    validation: ValidationService
    decklists: DecklistService
    events: EventService
    goldfish: GoldfishService
    cards: CardsService
    health: HealthService
    event_changes: EventChangeService | None = None     # issue 19: reopenings, event lists, list changes
    event_edits: EventEditService | None = None         # issue 35: settings edited, registrations withdrawn

    @property
    def observers(self) -> Observers:
        return self.validation.observers
