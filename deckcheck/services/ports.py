"""The ports of the application layer: what the services need from persistence, as small
Protocols, and the plain records that cross them.

card_db implements them over the database (card_db/catalog.py, card_db/events.py,
card_db/goldfish_store.py, card_db/web_sessions.py); tests and embedders may hand in anything with the same
methods (in-memory fakes). Nothing here imports Flask, SQL or card_db.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from deckcheck.pool import CardPool

S = TypeVar("S")


class CatalogUnavailable(Exception):
    """The card catalog has no schema yet (before the first 'deckcheck db sync')."""


class WriteConflict(Exception):
    """A write collided with a concurrent one (two first registrations of one player, a
    database busy past its timeout); nothing was written. The service may retry."""


# -- cards ---------------------------------------------------------------------------------
class CardCatalog(Protocol):
    """The cards as the validator needs them: one CardPool per game, rebuilt when the
    catalog's stamp changes (after a sync)."""

    def load_pools(self) -> dict[str, CardPool]:
        """Every game's pool; raises CatalogUnavailable when there is no schema yet."""

    def load_pool(self, game: str) -> CardPool:
        """One game's pool (empty when the database has none of its cards); raises
        CatalogUnavailable when there is no schema yet."""

    def stamp(self) -> str:
        """Changes whenever a sync changes the cards ("" before the first sync)."""

    def pack_hints(self) -> dict[str, dict[str, str]]:
        """Per game: normalized pack name / code -> pack id (the '(Core Set)' hints of
        decklists). Empty when unknown; never raises."""

    def game_names(self) -> dict[str, str]:
        """Game id -> full name as the catalog knows it. Empty when unknown; never raises."""


class CardRecords(Protocol):
    """What card pages show beyond the pool: the stored rows of one card, the packs."""

    def card_rows(self, game: str, card_id: str) -> dict[str, Any]:
        """The card's stored fields plus ``printings``, ``names``, ``errata``, ``rulings``
        ({} for an unknown card)."""

    def packs_in_release_order(self) -> dict[str, list[dict[str, Any]]]:
        """Per game: ``{"id", "name", "released"}`` of every pack, oldest first."""


class Pingable(Protocol):
    def ping(self) -> None:
        """Raises when the store cannot be reached."""


# -- events ----------------------------------------------------------------------------------
@dataclass(slots=True)
class ApiKey:
    id: int
    name: str
    key_hash: str
    hint: str
    created_at: dt.datetime
    revoked_at: dt.datetime | None = None


@dataclass(slots=True)
class Event:
    id: int
    name: str
    game: str
    format: str
    as_of: dt.date | None
    list_id: str | None
    deadline: dt.datetime
    locked_at: dt.datetime | None
    owner_key_id: int
    created_at: dt.datetime
    strict: bool = False        # decklists read strictly: no misspelled name corrected
    utc_offset: int = 0         # the organizer's UTC offset in minutes: the deadline is shown in it
    # issue 19, changes after the lock (migration 0008_event_changes): every registration takes
    # new decklists until reopened_until (one registration: Registration.reopened_until);
    # custom_list: the event's own list version, applied (deckcheck.services.event_changes)
    reopened_until: dt.datetime | None = None
    custom_list: dict | None = None
    # issue 35 (migration 0011_event_public_id): the event's id in its public links (random, so
    # that events cannot be found by counting); ``id`` stays the key the organizer's calls use
    public_id: str = ""
    max_players: int | None = None     # issue 35: no new player once this many are registered


@dataclass(slots=True)
class Registration:
    id: int
    event_id: int
    player: str
    player_key: str
    token_hash: str
    current_version: int
    created_at: dt.datetime
    updated_at: dt.datetime
    reopened_until: dt.datetime | None = None      # issue 19: reopened after the lock until then


@dataclass(slots=True)
class DecklistVersion:
    id: int
    registration_id: int
    version: int
    submitted: str
    source_format: str
    canonical: dict
    sha256: str
    valid: bool
    verdict: dict
    problems: list
    registered_at: dt.datetime


@dataclass(frozen=True)
class Submission:
    """One decklist, already read and validated."""

    submitted: str
    source_format: str
    canonical: dict
    sha256: str
    valid: bool
    verdict: dict
    problems: list


@dataclass(frozen=True)
class NewApiKey:
    name: str
    key_hash: str
    hint: str
    created_at: dt.datetime


@dataclass(frozen=True)
class NewEvent:
    name: str
    game: str
    format: str
    as_of: dt.date | None
    list_id: str | None
    deadline: dt.datetime
    owner_key_id: int
    created_at: dt.datetime
    strict: bool = False
    utc_offset: int = 0
    public_id: str = ""
    max_players: int | None = None


EventGuard = Callable[[Event], None]
# the rules of one registration, decided with the event row locked: the event, the
# player's registration as it stands (None for a new player) and, for a new player, the name
# of a registered player whose name looks the same (the same ``name_skeleton``; else None);
# raising writes nothing. It may
# return an audit entry (``{"action", "by", "actor", "reason"}``, a change after the lock) that
# the repository writes in the same transaction, with the old and the new SHA-256.
RegistrationGuard = Callable[[Event, Registration | None, str | None], dict | None]


class EventRepository(Protocol):
    """API keys, events, registrations and their decklist versions. Each method is one
    transaction; the two that decide inside it (``lock_event``, ``register``) call the
    service's ``guard`` with the event row locked (no other registration or lock of the
    event runs until the transaction ends), and write nothing if it raises."""

    def add_api_key(self, key: NewApiKey) -> ApiKey: ...

    def api_key_by_hash(self, key_hash: str) -> ApiKey | None: ...

    def api_key(self, key_id: int) -> ApiKey | None: ...

    def api_keys(self) -> list[ApiKey]: ...

    def revoke_api_key(self, key_id: int, at: dt.datetime) -> bool:
        """True when an active key was revoked."""

    def add_event(self, event: NewEvent) -> Event: ...

    def event(self, event_id: int) -> Event | None: ...

    def events_of_owner(self, owner_key_id: int, limit: int, offset: int = 0) -> tuple[list[Event], int]:
        """A page of the key's events, newest first, and how many it has in all."""

    def event_by_public_id(self, public_id: str) -> Event | None: ...

    def lock_event(self, event_id: int, guard: EventGuard, at: dt.datetime) -> Event | None:
        """Sets ``locked_at`` (once) after ``guard(event)``; None for an unknown event."""

    def player_count(self, event_id: int) -> int: ...

    def register(self, event_id: int, player: str, player_key: str, token_hash: str,
                 submission: Submission, guard: RegistrationGuard, at: dt.datetime, name_skeleton: str = ""
                 ) -> tuple[Registration, DecklistVersion, bool] | None:
        """After ``guard(event, registration or None, look-alike name or None)`` under the
        event's lock (a new player's ``name_skeleton`` is stored with the registration): the player's
        registration (created with ``token_hash`` when new, else its version bumped) and the
        new decklist version; the flag says whether the registration was created. None for
        an unknown event; WriteConflict on a race."""

    def registration(self, event_id: int, player_key: str
                     ) -> tuple[Registration, DecklistVersion] | None:
        """The registration with its current decklist version."""

    def history(self, registration_id: int) -> list[DecklistVersion]:
        """Every version, oldest first."""

    def current_decklists(self, event_id: int, after: str | None = None, limit: int | None = None
                          ) -> list[tuple[Registration, DecklistVersion]]:
        """The players' registrations with their current versions, by player key: every one,
        or the first ``limit`` whose key sorts after ``after`` (a page)."""

    def reopened_after(self, event_id: int, at: dt.datetime) -> bool:
        """Whether some registration of the event is reopened until after ``at``."""

    def verdict_counts(self, event_id: int) -> tuple[int, int]:
        """(players, players whose current decklist is valid), counted by the database."""


# -- goldfish ---------------------------------------------------------------------------------
class SessionStore(Protocol[S]):
    """Goldfish sessions (``S``: deckcheck.services.goldfish.Session) by id:
    card_db.goldfish_store.DatabaseSessionStore, or the service's memory store."""

    def get(self, session_id: str) -> S | None: ...

    def put(self, session: S) -> None: ...

    def delete(self, session_id: str) -> None: ...


class WebSessionStore(Protocol):
    """The web pages' server-side sessions (the cookie carries only the session id):
    card_db.web_sessions.DatabaseWebSessionStore. Keeps a bounded number of sessions and
    never returns an expired one."""

    def get(self, key: str) -> dict[str, Any] | None: ...

    def set(self, key: str, data: dict[str, Any], ttl: float) -> None: ...

    def delete(self, key: str) -> bool: ...


class RunStore(Protocol):
    def put(self, report: dict[str, Any]) -> str:
        """Stores the report; returns its id."""

    def get(self, run_id: str) -> dict[str, Any] | None: ...

