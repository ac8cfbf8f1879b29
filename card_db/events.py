"""Tournament events: organizers' API keys, events, players' registered decklists.

Tables (migration ``0002_events``):

- ``api_key``: organizers' keys, stored as the SHA-256 of a random token (the token
  itself is shown once, when it is created).
- ``event``: game, format, as-of date or list version, registration deadline, lock, and
  whether decklists are read strictly (``strict``, migration ``0005_event_strict``), the
  organizer's UTC offset in minutes (``utc_offset``, migration ``0006_event_offset``), the
  random id of its public links (``public_id``, migration ``0011_event_public_id``).
- ``event_registration``: one row per player and event (the player's name is unique
  per event, case-insensitively), with the SHA-256 of the player's own token.
- ``event_decklist``: every decklist a player registered (version 1, 2, ...): the text
  as submitted, the canonical deck, its SHA-256, the verdict. The newest version is
  the registered list; older ones are the history.

``SqlEventRepository`` is the only writer; each of its methods runs in one transaction.
It implements deckcheck.services.ports.EventRepository; the rules (deadline, lock, tokens,
ownership) are deckcheck.services.events.EventService's.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
from typing import Any, TypeVar

from sqlalchemy import JSON, Column, Index, Text, UniqueConstraint, false, func, select, text, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlmodel import Field, Session, SQLModel

from card_db.event_audit import audit_row
from deckcheck.services import ports


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
    strict: bool = Field(default=False, sa_column_kwargs={"server_default": false()})
    # the organizer's UTC offset in minutes (+05:30 = 330): players see the deadline in it
    utc_offset: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    # issue 19 (migration 0008_event_changes, card_db/event_changes.py): every registration
    # reopened after the lock until reopened_until; the event's own list version, applied
    reopened_until: dt.datetime | None = None
    custom_list: dict | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    # issue 35 (migration 0011_event_public_id): the id in the event's public links
    public_id: str = Field(max_length=24, unique=True, index=True)
    max_players: int | None = None                      # no new player once this many registered


class Registration(SQLModel, table=True):
    __tablename__ = "event_registration"
    __table_args__ = (UniqueConstraint("event_id", "player_key"),
                      Index("ix_event_registration_look_alike", "event_id", "name_skeleton"))

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player: str = Field(max_length=100)
    player_key: str = Field(max_length=100)             # casefolded, for uniqueness
    # issue 41 (migration 0012_player_look_alike): the name's confusable skeleton
    # (deckcheck.inputs.name_skeleton); a new player whose name has a registered one is refused
    name_skeleton: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    token_hash: str = Field(max_length=64)
    current_version: int = 1
    created_at: dt.datetime
    updated_at: dt.datetime
    reopened_until: dt.datetime | None = None           # issue 19 (migration 0008_event_changes)


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


R = TypeVar("R")


def port_record(cls: type[R], row: Any) -> R:
    """The plain record (deckcheck.services.ports) of a table row."""
    return cls(**{f.name: getattr(row, f.name) for f in dataclasses.fields(cls)})


def _values(record: Any) -> dict[str, Any]:
    """A record's fields (shallow: no copies of the JSON documents)."""
    return {f.name: getattr(record, f.name) for f in dataclasses.fields(record)}


class SqlEventRepository:
    """Events, API keys and registrations in the database (ports.EventRepository)."""

    def __init__(self, engine: Engine):
        self.engine = engine

    def ping(self) -> None:
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))

    # -- API keys ------------------------------------------------------------------------------
    def add_api_key(self, key: ports.NewApiKey) -> ports.ApiKey:
        row = ApiKey(name=key.name, key_hash=key.key_hash, hint=key.hint, created_at=key.created_at)
        with Session(self.engine) as session, session.begin():
            session.add(row)
            session.flush()
            return port_record(ports.ApiKey, row)

    def api_key_by_hash(self, key_hash: str) -> ports.ApiKey | None:
        with Session(self.engine) as session:
            row = session.execute(select(ApiKey).where(ApiKey.key_hash == key_hash)).scalar()
            return None if row is None else port_record(ports.ApiKey, row)

    def api_key(self, key_id: int) -> ports.ApiKey | None:
        with Session(self.engine) as session:
            row = session.get(ApiKey, key_id)
            return None if row is None else port_record(ports.ApiKey, row)

    def api_keys(self) -> list[ports.ApiKey]:
        with Session(self.engine) as session:
            return [port_record(ports.ApiKey, r) for r in session.execute(select(ApiKey).order_by(ApiKey.id)).scalars()]

    def revoke_api_key(self, key_id: int, at: dt.datetime) -> bool:
        with Session(self.engine) as session, session.begin():
            result = session.execute(update(ApiKey).where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None))
                                     .values(revoked_at=at))
            return result.rowcount > 0

    # -- events ----------------------------------------------------------------------------------
    def add_event(self, event: ports.NewEvent) -> ports.Event:
        row = Event(**_values(event))
        with Session(self.engine) as session, session.begin():
            session.add(row)
            session.flush()
            return port_record(ports.Event, row)

    def event(self, event_id: int) -> ports.Event | None:
        with Session(self.engine) as session:
            row = session.get(Event, event_id)
            return None if row is None else port_record(ports.Event, row)

    def events_of_owner(self, owner_key_id: int, limit: int, offset: int = 0) -> tuple[list[ports.Event], int]:
        with Session(self.engine) as session:
            rows = session.execute(select(Event).where(Event.owner_key_id == owner_key_id)
                                   .order_by(Event.id.desc()).limit(limit).offset(offset)).scalars()
            total = session.execute(select(func.count()).select_from(Event)
                                    .where(Event.owner_key_id == owner_key_id)).scalar() or 0
            return [port_record(ports.Event, r) for r in rows], total

    def event_by_public_id(self, public_id: str) -> ports.Event | None:
        with Session(self.engine) as session:
            row = session.execute(select(Event).where(Event.public_id == public_id)).scalar()
            return None if row is None else port_record(ports.Event, row)

    def lock_event(self, event_id: int, guard: ports.EventGuard, at: dt.datetime) -> ports.Event | None:
        with Session(self.engine) as session, session.begin():
            row = self._locked_event(session, event_id)
            if row is None:
                return None
            guard(port_record(ports.Event, row))
            if row.locked_at is None:
                row.locked_at = at
            session.flush()
            return port_record(ports.Event, row)

    def player_count(self, event_id: int) -> int:
        with Session(self.engine) as session:
            return session.execute(select(func.count()).select_from(Registration)
                                   .where(Registration.event_id == event_id)).scalar() or 0

    # -- registrations ------------------------------------------------------------------------------
    def register(self, event_id: int, player: str, player_key: str, token_hash: str,
                 submission: ports.Submission, guard: ports.RegistrationGuard, at: dt.datetime,
                 name_skeleton: str = "") -> tuple[ports.Registration, ports.DecklistVersion, bool] | None:
        try:
            with Session(self.engine) as session, session.begin():
                event = self._locked_event(session, event_id)
                if event is None:
                    return None
                reg = session.execute(select(Registration).where(Registration.event_id == event_id,
                                                                 Registration.player_key == player_key)
                                      .with_for_update()).scalar()
                look_alike = None if reg is not None or not name_skeleton else session.execute(
                    select(Registration.player).where(Registration.event_id == event_id,
                                                      Registration.name_skeleton == name_skeleton).limit(1)).scalar()
                audit = guard(port_record(ports.Event, event),
                              None if reg is None else port_record(ports.Registration, reg), look_alike)
                old_sha256 = self._current_sha256(session, reg) if audit and reg is not None else None
                created = reg is None
                if reg is None:
                    reg = Registration(event_id=event_id, player=player, player_key=player_key,
                                       name_skeleton=name_skeleton or None, token_hash=token_hash,
                                       current_version=1, created_at=at, updated_at=at)
                    session.add(reg)
                    session.flush()
                else:
                    reg.current_version += 1
                    reg.updated_at = at
                version = DecklistVersion(registration_id=reg.id, version=reg.current_version,
                                          **_values(submission), registered_at=at)
                session.add(version)
                if audit:        # a change after the lock (issue 19): audited in this transaction
                    session.add(audit_row(event_id, reg.id, player, at, audit, old_sha256, submission.sha256))
                session.flush()
                return (port_record(ports.Registration, reg), port_record(ports.DecklistVersion, version), created)
        except IntegrityError as exc:
            raise ports.WriteConflict(str(exc)) from exc
        except OperationalError as exc:
            if self._busy(exc):
                raise ports.WriteConflict(str(exc)) from exc
            raise

    @staticmethod
    def _current_sha256(session: Session, reg: Registration) -> str | None:
        return session.execute(select(DecklistVersion.sha256).where(
            DecklistVersion.registration_id == reg.id, DecklistVersion.version == reg.current_version)).scalar()

    def _locked_event(self, session: Session, event_id: int) -> Event | None:
        """The event row, locked until the transaction ends. PostgreSQL: SELECT ... FOR
        UPDATE. SQLite has no row locks, and its driver starts the transaction only at the
        first write (the reads before it see whatever was committed then): a write that
        changes nothing comes first, so the transaction holds the database's write lock
        (waiting up to the busy timeout for it) before it reads anything."""
        if self.engine.dialect.name == "sqlite":
            session.execute(update(Event).where(Event.id == event_id).values(locked_at=Event.locked_at)
                            .execution_options(synchronize_session=False))
        return session.get(Event, event_id, with_for_update=True)

    def _busy(self, exc: OperationalError) -> bool:
        """SQLite's "database is locked" (another writer held the lock past the timeout)."""
        return self.engine.dialect.name == "sqlite" and "locked" in str(exc.orig).lower()

    def registration(self, event_id: int, player_key: str
                     ) -> tuple[ports.Registration, ports.DecklistVersion] | None:
        with Session(self.engine) as session:
            reg = session.execute(select(Registration).where(Registration.event_id == event_id,
                                                             Registration.player_key == player_key)).scalar()
            if reg is None:
                return None
            current = session.execute(select(DecklistVersion).where(
                DecklistVersion.registration_id == reg.id,
                DecklistVersion.version == reg.current_version)).scalar()
            return port_record(ports.Registration, reg), port_record(ports.DecklistVersion, current)

    def history(self, registration_id: int) -> list[ports.DecklistVersion]:
        with Session(self.engine) as session:
            rows = session.execute(select(DecklistVersion).where(
                DecklistVersion.registration_id == registration_id).order_by(DecklistVersion.version)).scalars()
            return [port_record(ports.DecklistVersion, r) for r in rows]

    def current_decklists(self, event_id: int, after: str | None = None, limit: int | None = None
                          ) -> list[tuple[ports.Registration, ports.DecklistVersion]]:
        with Session(self.engine) as session:
            q = (select(Registration, DecklistVersion)
                 .join(DecklistVersion, (DecklistVersion.registration_id == Registration.id)
                       & (DecklistVersion.version == Registration.current_version))
                 .where(Registration.event_id == event_id)
                 .order_by(Registration.player_key))
            if after is not None:       # a page: the unique (event, player key) index serves it
                q = q.where(Registration.player_key > after)
            if limit is not None:
                q = q.limit(limit)
            return [(port_record(ports.Registration, r), port_record(ports.DecklistVersion, d))
                    for r, d in session.execute(q)]

    def verdict_counts(self, event_id: int) -> tuple[int, int]:
        with Session(self.engine) as session:
            players, valid = session.execute(
                select(func.count(), func.count().filter(DecklistVersion.valid))
                .select_from(Registration)
                .join(DecklistVersion, (DecklistVersion.registration_id == Registration.id)
                      & (DecklistVersion.version == Registration.current_version))
                .where(Registration.event_id == event_id)).one()
            return players or 0, valid or 0

    def reopened_after(self, event_id: int, at: dt.datetime) -> bool:
        with Session(self.engine) as session:
            return session.execute(select(Registration.id).where(
                Registration.event_id == event_id, Registration.reopened_until > at).limit(1)).first() is not None
