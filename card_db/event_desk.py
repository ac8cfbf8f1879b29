"""The organizer's desk after registration (deckcheck.services.event_desk): the logged
picks of players whose decks are checked, the players' consent to publication, and the
publication of an event's decklists.

Tables (migration ``0007_event_publish``):

- ``event_deck_check_pick``: one row per pick (event, round, n, seed, the players chosen
  from and the players picked, who and when); never updated.
- ``event_publish_consent``: per registration, the player's latest choice and its time.
- ``event_publication``: per event, when (and by which key) its decklists were published.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column, select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, Session, SQLModel

from card_db.events import Registration
from deckcheck.services import event_desk as desk


class DeckCheckPickRow(SQLModel, table=True):
    __tablename__ = "event_deck_check_pick"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    round: int
    n: int
    seed: str = Field(max_length=64)
    candidates: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    picked: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    by_key_id: int = Field(foreign_key="api_key.id")
    by_name: str = Field(max_length=100)
    picked_at: dt.datetime


class PublishConsentRow(SQLModel, table=True):
    __tablename__ = "event_publish_consent"

    registration_id: int = Field(foreign_key="event_registration.id", primary_key=True)
    consent: bool
    recorded_at: dt.datetime


class PublicationRow(SQLModel, table=True):
    __tablename__ = "event_publication"

    event_id: int = Field(foreign_key="event.id", primary_key=True)
    published_at: dt.datetime
    by_key_id: int = Field(foreign_key="api_key.id")


def _record(cls: Any, row: Any) -> Any:
    return cls(**{f.name: getattr(row, f.name) for f in dataclasses.fields(cls)})


class SqlEventDeskRepository:
    """deckcheck.services.event_desk.EventDeskRepository in the events database."""

    def __init__(self, engine: Engine):
        self.engine = engine

    def add_pick(self, pick: desk.DeckCheckPick) -> desk.DeckCheckPick:
        values = {f.name: getattr(pick, f.name) for f in dataclasses.fields(pick) if f.name != "id"}
        row = DeckCheckPickRow(**values)
        with Session(self.engine) as session, session.begin():
            session.add(row)
            session.flush()
            return _record(desk.DeckCheckPick, row)

    def picks(self, event_id: int) -> list[desk.DeckCheckPick]:
        with Session(self.engine) as session:
            rows = session.execute(select(DeckCheckPickRow).where(DeckCheckPickRow.event_id == event_id)
                                   .order_by(DeckCheckPickRow.id)).scalars()
            return [_record(desk.DeckCheckPick, r) for r in rows]

    def player_names(self, event_id: int) -> list[str]:
        with Session(self.engine) as session:
            return list(session.execute(select(Registration.player).where(Registration.event_id == event_id)).scalars())

    def set_consent(self, registration_id: int, consent: bool, at: dt.datetime) -> None:
        with Session(self.engine) as session, session.begin():
            row = session.get(PublishConsentRow, registration_id)
            if row is None:
                session.add(PublishConsentRow(registration_id=registration_id, consent=consent, recorded_at=at))
            else:
                row.consent, row.recorded_at = consent, at

    def consents(self, event_id: int) -> dict[int, desk.Consent]:
        with Session(self.engine) as session:
            rows = session.execute(select(PublishConsentRow)
                                   .join(Registration, Registration.id == PublishConsentRow.registration_id)
                                   .where(Registration.event_id == event_id)).scalars()
            return {r.registration_id: _record(desk.Consent, r) for r in rows}

    def publish(self, event_id: int, by_key_id: int, at: dt.datetime) -> desk.Publication:
        try:
            with Session(self.engine) as session, session.begin():
                row = session.get(PublicationRow, event_id)
                if row is None:
                    row = PublicationRow(event_id=event_id, published_at=at, by_key_id=by_key_id)
                    session.add(row)
                    session.flush()
                return _record(desk.Publication, row)
        except IntegrityError:          # published at the same moment by another request
            found = self.publication(event_id)
            if found is None:
                raise
            return found

    def publication(self, event_id: int) -> desk.Publication | None:
        with Session(self.engine) as session:
            row = session.get(PublicationRow, event_id)
            return None if row is None else _record(desk.Publication, row)
