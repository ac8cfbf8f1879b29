"""Tournament events: organizers' API keys, events, players' registered decklists.

Tables (migration ``0002_events``):

- ``api_key``: organizers' keys, stored as the SHA-256 of a random token (the token
  itself is shown once, when it is created).
- ``event``: game, format, as-of date or list version, registration deadline, lock.
- ``event_registration``: one row per player and event (the player's name is unique
  per event, case-insensitively), with the SHA-256 of the player's own token.
- ``event_decklist``: every decklist a player registered (version 1, 2, ...): the text
  as submitted, the canonical deck, its SHA-256, the verdict. The newest version is
  the registered list; older ones are the history.

The functions below are the only writers; each runs in one transaction. Times are
aware datetimes in UTC.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import secrets
import unicodedata
from dataclasses import dataclass
from typing import Any

from sqlalchemy import JSON, Column, Text, UniqueConstraint, func, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, Session, SQLModel

KEY_PREFIX = "dck_"
PLAYER_TOKEN_PREFIX = "dcp_"


class ApiKey(SQLModel, table=True):
    __tablename__ = "api_key"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=100)
    key_hash: str = Field(max_length=64, unique=True)
    hint: str = Field(max_length=12)                    # first characters, to tell keys apart
    created_at: dt.datetime
    revoked_at: dt.datetime | None = None


class Event(SQLModel, table=True):
    __tablename__ = "event"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=200)
    game: str = Field(max_length=8)
    format: str = Field(max_length=32)
    as_of: dt.date | None = None
    list_id: str | None = Field(default=None, max_length=64)
    deadline: dt.datetime
    locked_at: dt.datetime | None = None
    owner_key_id: int = Field(foreign_key="api_key.id", index=True)
    created_at: dt.datetime


class Registration(SQLModel, table=True):
    __tablename__ = "event_registration"
    __table_args__ = (UniqueConstraint("event_id", "player_key"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player: str = Field(max_length=100)
    player_key: str = Field(max_length=100)             # casefolded, for uniqueness
    token_hash: str = Field(max_length=64)
    current_version: int = 1
    created_at: dt.datetime
    updated_at: dt.datetime


class DecklistVersion(SQLModel, table=True):
    __tablename__ = "event_decklist"
    __table_args__ = (UniqueConstraint("registration_id", "version"),)

    id: int | None = Field(default=None, primary_key=True)
    registration_id: int = Field(foreign_key="event_registration.id", index=True)
    version: int
    submitted: str = Field(sa_column=Column(Text, nullable=False))
    source_format: str = Field(max_length=16)
    canonical: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    sha256: str = Field(max_length=64)
    valid: bool
    verdict: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    problems: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    registered_at: dt.datetime


# -- errors ------------------------------------------------------------------------------
class EventError(Exception):
    code = "EVENT_ERROR"

    def __init__(self, message: str, details: Any = None):
        super().__init__(message)
        self.message = message
        self.details = details


class EventNotFound(EventError):
    code = "EVENT_NOT_FOUND"


class RegistrationNotFound(EventError):
    code = "REGISTRATION_NOT_FOUND"


class EventClosed(EventError):
    code = "EVENT_CLOSED"


class NotOwner(EventError):
    code = "NOT_EVENT_OWNER"


# -- helpers -----------------------------------------------------------------------------
def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(microsecond=0)


def as_utc(value: dt.datetime) -> dt.datetime:
    """Aware UTC; a naive datetime is taken to be UTC already."""
    if value.tzinfo is None:
        return value.replace(tzinfo=dt.UTC)
    return value.astimezone(dt.UTC)


def iso_z(value: dt.datetime | None) -> str | None:
    return as_utc(value).isoformat().replace("+00:00", "Z") if value is not None else None


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token(prefix: str) -> str:
    return prefix + secrets.token_urlsafe(32)


def player_key(name: str) -> str:
    """The name as compared for uniqueness: NFKC, casefolded, inner spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


# -- API keys ------------------------------------------------------------------------------
def create_api_key(engine: Engine, name: str) -> tuple[ApiKey, str]:
    """A new key; returns the row and the token (the only time the token is known)."""
    token = new_token(KEY_PREFIX)
    row = ApiKey(name=name[:100], key_hash=token_hash(token), hint=token[:12], created_at=utcnow())
    with Session(engine) as session, session.begin():
        session.add(row)
        session.flush()
        session.expunge(row)
    return row, token


def find_api_key(engine: Engine, token: str) -> ApiKey | None:
    if not token or len(token) > 200:
        return None
    with Session(engine) as session:
        row = session.execute(select(ApiKey).where(ApiKey.key_hash == token_hash(token))).scalar()
        if row is None or row.revoked_at is not None:
            return None
        session.expunge(row)
        return row


def list_api_keys(engine: Engine) -> list[ApiKey]:
    with Session(engine) as session:
        rows = list(session.execute(select(ApiKey).order_by(ApiKey.id)).scalars())
        for r in rows:
            session.expunge(r)
        return rows


def revoke_api_key(engine: Engine, key_id: int) -> bool:
    with Session(engine) as session, session.begin():
        result = session.execute(update(ApiKey).where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None))
                                 .values(revoked_at=utcnow()))
        return result.rowcount > 0


# -- events ----------------------------------------------------------------------------------
def create_event(engine: Engine, owner: ApiKey, *, name: str, game: str, format: str,
                 deadline: dt.datetime, as_of: dt.date | None = None,
                 list_id: str | None = None) -> Event:
    row = Event(name=name, game=game, format=format, as_of=as_of, list_id=list_id, deadline=as_utc(deadline),
                owner_key_id=owner.id, created_at=utcnow())
    with Session(engine) as session, session.begin():
        session.add(row)
        session.flush()
        session.expunge(row)
    return row


def _check_id(event_id: int) -> None:
    """Ids outside SQL's 64-bit integers cannot exist (and would overflow the driver)."""
    if not 0 < event_id < 2 ** 63:
        raise EventNotFound(f"There is no event {event_id}.", {"event": event_id})


def get_event(engine: Engine, event_id: int) -> Event:
    _check_id(event_id)
    with Session(engine) as session:
        row = session.get(Event, event_id)
        if row is None:
            raise EventNotFound(f"There is no event {event_id}.", {"event": event_id})
        session.expunge(row)
        return row


def owned_event(engine: Engine, event_id: int, owner: ApiKey) -> Event:
    event = get_event(engine, event_id)
    if event.owner_key_id != owner.id:
        raise NotOwner(f"Event {event_id} belongs to another API key.", {"event": event_id})
    return event


def closed_reason(event: Event, now: dt.datetime) -> str | None:
    if event.locked_at is not None:
        return f"the event was locked at {iso_z(event.locked_at)}"
    if as_utc(now) >= as_utc(event.deadline):
        return f"the registration deadline {iso_z(event.deadline)} has passed"
    return None


def lock_event(engine: Engine, event_id: int, owner: ApiKey) -> Event:
    _check_id(event_id)
    with Session(engine) as session, session.begin():
        event = session.get(Event, event_id, with_for_update=True)
        if event is None:
            raise EventNotFound(f"There is no event {event_id}.", {"event": event_id})
        if event.owner_key_id != owner.id:
            raise NotOwner(f"Event {event_id} belongs to another API key.", {"event": event_id})
        if event.locked_at is None:
            event.locked_at = utcnow()
        session.flush()
        session.expunge(event)
    return event


def player_count(engine: Engine, event_id: int) -> int:
    with Session(engine) as session:
        return session.execute(select(func.count()).select_from(Registration)
                               .where(Registration.event_id == event_id)).scalar() or 0


# -- registrations ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Submission:
    """One decklist, already read and validated by the caller."""

    submitted: str
    source_format: str
    canonical: dict
    sha256: str
    valid: bool
    verdict: dict
    problems: list


@dataclass(frozen=True)
class Registered:
    registration: Registration
    decklist: DecklistVersion
    player_token: str | None       # set when the registration was created (shown once)


def register(engine: Engine, event_id: int, player: str, submission: Submission,
             now: dt.datetime | None = None) -> Registered:
    """Register or replace a player's decklist; refused (EventClosed) after the deadline or
    a lock. Replacing keeps every earlier version. One transaction; a race between two
    first registrations of one player is retried once."""
    for attempt in (1, 2):
        try:
            return _register_once(engine, event_id, player, submission, now or utcnow())
        except IntegrityError as exc:
            if attempt == 2:
                raise EventClosed("The registration changed at the same time; try again.",
                                  {"event": event_id, "player": player}) from exc
    raise AssertionError("unreachable")


def _register_once(engine: Engine, event_id: int, player: str, submission: Submission,
                   now: dt.datetime) -> Registered:
    _check_id(event_id)
    key = player_key(player)
    token = None
    with Session(engine) as session, session.begin():
        event = session.get(Event, event_id, with_for_update=True)
        if event is None:
            raise EventNotFound(f"There is no event {event_id}.", {"event": event_id})
        reason = closed_reason(event, now)
        if reason:
            raise EventClosed(f"Decklists of event {event_id} can no longer change: {reason}.",
                              {"event": event_id, "locked": event.locked_at is not None})
        reg = session.execute(select(Registration).where(Registration.event_id == event_id,
                                                         Registration.player_key == key)
                              .with_for_update()).scalar()
        if reg is None:
            token = new_token(PLAYER_TOKEN_PREFIX)
            reg = Registration(event_id=event_id, player=player, player_key=key,
                               token_hash=token_hash(token), current_version=1,
                               created_at=now, updated_at=now)
            session.add(reg)
            session.flush()
        else:
            reg.current_version += 1
            reg.updated_at = now
        version = DecklistVersion(registration_id=reg.id, version=reg.current_version,
                                  submitted=submission.submitted, source_format=submission.source_format,
                                  canonical=submission.canonical, sha256=submission.sha256,
                                  valid=submission.valid, verdict=submission.verdict,
                                  problems=submission.problems, registered_at=now)
        session.add(version)
        session.flush()
        session.expunge(reg)
        session.expunge(version)
    return Registered(reg, version, token)


def get_registration(engine: Engine, event_id: int, player: str) -> tuple[Registration, DecklistVersion]:
    _check_id(event_id)
    with Session(engine) as session:
        reg = session.execute(select(Registration).where(Registration.event_id == event_id,
                                                         Registration.player_key == player_key(player))).scalar()
        if reg is None:
            raise RegistrationNotFound(f"{player!r} has no decklist registered for event {event_id}.",
                                       {"event": event_id, "player": player})
        current = session.execute(select(DecklistVersion).where(
            DecklistVersion.registration_id == reg.id,
            DecklistVersion.version == reg.current_version)).scalar()
        session.expunge_all()
        return reg, current


def history(engine: Engine, registration_id: int) -> list[DecklistVersion]:
    with Session(engine) as session:
        rows = list(session.execute(select(DecklistVersion).where(
            DecklistVersion.registration_id == registration_id).order_by(DecklistVersion.version)).scalars())
        session.expunge_all()
        return rows


def current_decklists(engine: Engine, event_id: int) -> list[tuple[Registration, DecklistVersion]]:
    """Every player of the event with the registered (newest) decklist, by player name."""
    with Session(engine) as session:
        q = (select(Registration, DecklistVersion)
             .join(DecklistVersion, (DecklistVersion.registration_id == Registration.id)
                   & (DecklistVersion.version == Registration.current_version))
             .where(Registration.event_id == event_id)
             .order_by(Registration.player_key))
        rows = [(r, d) for r, d in session.execute(q)]
        session.expunge_all()
        return rows
