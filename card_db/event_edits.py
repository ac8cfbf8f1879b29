"""The organizer's corrections to an event (deckcheck.services.event_edits): its settings
edited before the lock, a registration withdrawn. No tables of its own: the event's columns
(card_db/events.py) and the audit trail (card_db/event_changes.py); each write is one
transaction with the event row locked, its audit entry written in it."""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.engine import Engine
from sqlmodel import Session

from card_db.event_audit import audit_row
from card_db.event_desk import PublishConsentRow
from card_db.events import DecklistVersion, Registration, SqlEventRepository, port_record
from deckcheck.services import ports


class SqlEventEditRepository:
    """deckcheck.services.event_edits.EventEditRepository in the events database."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self._events = SqlEventRepository(engine)

    def update_event(self, event_id: int, guard: ports.EventGuard, values: dict[str, Any],
                     verdicts: dict[int, tuple[bool, dict]] | None, audit: dict[str, Any],
                     at: dt.datetime) -> ports.Event | None:
        with Session(self.engine) as session, session.begin():
            event = self._events._locked_event(session, event_id)
            if event is None:
                return None
            guard(port_record(ports.Event, event))
            if verdicts is not None:
                current = set(session.execute(
                    select(DecklistVersion.id).join(Registration,
                                                    (DecklistVersion.registration_id == Registration.id)
                                                    & (DecklistVersion.version == Registration.current_version))
                    .where(Registration.event_id == event_id)).scalars())
                if current != set(verdicts):
                    raise ports.WriteConflict("registered decklists changed while they were checked again")
                for version_id, (valid, verdict) in verdicts.items():
                    row = session.get(DecklistVersion, version_id)
                    assert row is not None            # one of the registered versions, just read
                    row.valid, row.verdict = valid, verdict
            for key, value in values.items():
                setattr(event, key, value)
            session.add(audit_row(event_id, None, None, at, audit))
            session.flush()
            return port_record(ports.Event, event)

    def withdraw(self, event_id: int, guard: ports.EventGuard, player_key: str, audit: dict[str, Any],
                 at: dt.datetime) -> tuple[ports.Event, str | None] | None:
        with Session(self.engine) as session, session.begin():
            event = self._events._locked_event(session, event_id)
            if event is None:
                return None
            guard(port_record(ports.Event, event))
            reg = session.execute(select(Registration).where(Registration.event_id == event_id,
                                                             Registration.player_key == player_key)).scalar()
            if reg is None:
                return port_record(ports.Event, event), None
            old_sha256 = self._events._current_sha256(session, reg)
            session.add(audit_row(event_id, reg.id, reg.player, at, audit, old_sha256))
            session.execute(delete(PublishConsentRow).where(PublishConsentRow.registration_id == reg.id))
            session.execute(delete(DecklistVersion).where(DecklistVersion.registration_id == reg.id))
            session.delete(reg)
            session.flush()
            return port_record(ports.Event, event), old_sha256
