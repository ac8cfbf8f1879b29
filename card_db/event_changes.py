"""Changes to an event after the lock (issue 19): the audit trail, the event's uploaded list
versions, reopened registrations and applied list changes.

Tables (migration ``0008_event_changes``; the new columns of ``event`` and
``event_registration`` are declared in card_db/events.py):

- ``event_audit``: who (an API key's name or the player), when, what (``action``), the old
  and the new SHA-256 of a decklist, the reason and details (JSON).
- ``event_list``: list versions an organizer uploaded for an event: the text as uploaded, its
  SHA-256, the checked row (deckcheck.event_lists), when it was applied.

``SqlEventChangeRepository`` implements deckcheck.services.event_changes.EventChangeRepository;
each write is one transaction with the event row locked (as card_db.events does).
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import orjson
from sqlalchemy import JSON, Column, Text, literal_column, select, text
from sqlalchemy.engine import Engine
from sqlmodel import Field, Session, SQLModel

from card_db.event_audit import EventAudit, audit_row
from card_db.events import DecklistVersion, Registration, SqlEventRepository, port_record
from deckcheck.services import ports
from deckcheck.services.event_changes import AuditEntry, ListUpload


class EventList(SQLModel, table=True):
    __tablename__ = "event_list"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    code: str = Field(max_length=64)
    name: str = Field(max_length=200)
    sha256: str = Field(max_length=64)
    text: str = Field(sa_column=Column(Text, nullable=False))
    data: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    uploaded_at: dt.datetime
    uploaded_by: str = Field(max_length=100)
    applied_at: dt.datetime | None = None


def _entry(row: EventAudit) -> AuditEntry:
    return AuditEntry(id=row.id, event_id=row.event_id, registration_id=row.registration_id, at=row.at,
                      action=row.action, by=row.by, actor=row.actor, player=row.player,
                      old_sha256=row.old_sha256, new_sha256=row.new_sha256, reason=row.reason,
                      details=row.details or {})


def _upload(row: EventList) -> ListUpload:
    return ListUpload(id=row.id, event_id=row.event_id, code=row.code, name=row.name, sha256=row.sha256,
                      text=row.text, data=row.data, uploaded_at=row.uploaded_at, uploaded_by=row.uploaded_by,
                      applied_at=row.applied_at)


def _current(event_id: int) -> Any:
    """The registered (newest) decklist versions of an event: the join of their registrations."""
    return (select(DecklistVersion.id)
            .join(Registration, (DecklistVersion.registration_id == Registration.id)
                  & (DecklistVersion.version == Registration.current_version))
            .where(Registration.event_id == event_id))


# the columns of a decklist version a list change reads (not its stored verdict: 23 kB a deck,
# most of it the reading in three languages, 1.2 s of CPU to read on 1,500 decks; issue 41)
_COMPARED = ("id", "registration_id", "version", "submitted", "source_format", "canonical", "sha256", "valid",
             "problems", "registered_at")


# the ids of the cards a stored verdict read, in order, as a JSON array (SQLite, PostgreSQL)
_READ_IDS = ("(SELECT json_group_array(json_extract(r.value, '$.card.id')) "
             "FROM json_each(event_decklist.verdict, '$.en.read') AS r)",
             "(SELECT json_agg(r -> 'card' -> 'id')::text "
             "FROM json_array_elements(event_decklist.verdict -> 'en' -> 'read') AS r)")


def _names(paths: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """The (language, key) paths as written into the statement: names of the verdict's own
    (a language code, a key of deckcheck's verdict), never text from a request."""
    if not all(name.replace("_", "").isalpha() and name.isascii() for path in paths for name in path):
        raise ValueError(f"not a verdict key: {paths!r}")
    return paths


def _set_keys_sqlite(paths: tuple[tuple[str, str], ...]) -> Any:
    """SQLite: the stored verdict with each (language, key) of ``paths`` set (a JSON value,
    ``:p0``...) and each language's ``deck.list`` (where the deck is) set to ``:list``."""
    sets = [f"'$.\"{lang}\".\"{key}\"', json(:p{i})" for i, (lang, key) in enumerate(paths)]
    sets += [f"'$.\"{lang}\".deck.list', json(:list)" for lang in sorted({lang for lang, _ in paths})]
    return text(f"UPDATE event_decklist SET valid = :valid, verdict = json_set(verdict, {', '.join(sets)}) "
                "WHERE id = :vid")


def _set_keys_postgres(paths: tuple[tuple[str, str], ...]) -> Any:
    """PostgreSQL: as _set_keys_sqlite (jsonb_set keeps a verdict without that deck unchanged)."""
    expr = "verdict::jsonb"
    for i, (lang, key) in enumerate(paths):
        expr = f"jsonb_set({expr}, '{{{lang},{key}}}', CAST(:p{i} AS jsonb))"
    for lang in sorted({lang for lang, _ in paths}):
        expr = f"jsonb_set({expr}, '{{{lang},deck,list}}', CAST(:list AS jsonb))"
    return text(f"UPDATE event_decklist SET valid = :valid, verdict = ({expr})::json WHERE id = :vid")


class SqlEventChangeRepository:
    """The audit trail, uploaded lists, reopenings and applied list changes in the database."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self._events = SqlEventRepository(engine)

    def reopen(self, event_id: int, guard: ports.EventGuard, player_key: str | None, until: dt.datetime,
               audit: dict[str, Any], at: dt.datetime) -> tuple[ports.Event, ports.Registration | None] | None:
        """Reopen one registration (``player_key``) or all of them until ``until``; None for
        an unknown event; ``(event, None)`` with a player that has no registration (nothing written)."""
        with Session(self.engine) as session, session.begin():
            event = self._events._locked_event(session, event_id)
            if event is None:
                return None
            guard(port_record(ports.Event, event))
            reg = None
            if player_key is None:
                event.reopened_until = until
            else:
                reg = session.execute(select(Registration).where(Registration.event_id == event_id,
                                                                 Registration.player_key == player_key)).scalar()
                if reg is None:
                    return port_record(ports.Event, event), None
                reg.reopened_until = until
            session.add(audit_row(event_id, reg.id if reg else None, reg.player if reg else None, at, audit))
            session.flush()
            return port_record(ports.Event, event), (port_record(ports.Registration, reg) if reg else None)

    def _set_verdicts(self, session: Session, verdicts: dict[int, tuple[bool, dict]], list_id: str | None) -> None:
        """Each verdict's keys set inside the stored one, by primary key, in one statement a
        shape (the rows are neither read nor written whole: the database edits them)."""
        statement = _set_keys_postgres if self.engine.dialect.name == "postgresql" else _set_keys_sqlite
        shapes: dict[tuple[tuple[str, str], ...], list[dict[str, Any]]] = {}
        listed = orjson.dumps(list_id).decode()
        for vid, (valid, verdict) in verdicts.items():
            paths = tuple((lang, key) for lang, keys in sorted(verdict.items()) for key in keys)
            params = {f"p{i}": orjson.dumps(verdict[lang][key], option=orjson.OPT_NON_STR_KEYS).decode()
                      for i, (lang, key) in enumerate(paths)}
            shapes.setdefault(paths, []).append({"vid": vid, "valid": valid, "list": listed, **params})
        for paths, rows in shapes.items():
            session.execute(statement(_names(paths)), rows)

    def audit(self, event_id: int, registration_id: int | None = None) -> list[AuditEntry]:
        with Session(self.engine) as session:
            q = select(EventAudit).where(EventAudit.event_id == event_id)
            if registration_id is not None:
                q = q.where(EventAudit.registration_id == registration_id)
            return [_entry(r) for r in session.execute(q.order_by(EventAudit.id)).scalars()]

    def add_upload(self, event_id: int, guard: ports.EventGuard, code: str, name: str, sha256: str, text: str,
                   data: dict[str, Any], by: str, at: dt.datetime) -> ListUpload | None:
        with Session(self.engine) as session, session.begin():
            event = self._events._locked_event(session, event_id)
            if event is None:
                return None
            guard(port_record(ports.Event, event))
            row = EventList(event_id=event_id, code=code, name=name, sha256=sha256, text=text, data=data,
                            uploaded_at=at, uploaded_by=by)
            session.add(row)
            session.flush()
            session.add(audit_row(event_id, None, None, at, {
                "action": "list_uploaded", "by": "organizer", "actor": by,
                "details": {"upload": row.id, "code": code, "name": name, "sha256": sha256}}))
            session.flush()
            return _upload(row)

    def uploads(self, event_id: int) -> list[ListUpload]:
        with Session(self.engine) as session:
            rows = session.execute(select(EventList).where(EventList.event_id == event_id).order_by(EventList.id))
            return [_upload(r) for r in rows.scalars()]

    def upload(self, event_id: int, upload_id: int) -> ListUpload | None:
        with Session(self.engine) as session:
            row = session.get(EventList, upload_id)
            return _upload(row) if row is not None and row.event_id == event_id else None

    def compared_decklists(self, event_id: int, lang: str, order: bool = False
                           ) -> list[tuple[ports.Registration, ports.DecklistVersion]]:
        """``current_decklists`` with each verdict cut to what a list change compares: the
        violations in ``lang`` (or English), and with ``order`` the ids of the cards as read
        (``{"en": {"card_ids": [...]}}``, None for a line without a card: the order a stored
        verdict names them in, deckcheck.services.event_changes.read_order)."""
        verdict = DecklistVersion.__table__.c.verdict
        langs = list(dict.fromkeys((lang, "en")))
        columns = [getattr(DecklistVersion, c) for c in _COMPARED]
        extracts = [verdict[(code, "violations")] for code in langs]
        if order:       # the ids alone, gathered by the database (the lines read are most of a verdict)
            extracts.append(literal_column(_READ_IDS[self.engine.dialect.name == "postgresql"]))
        q = (select(Registration, *columns, *extracts)
             .join(DecklistVersion, (DecklistVersion.registration_id == Registration.id)
                   & (DecklistVersion.version == Registration.current_version))
             .where(Registration.event_id == event_id).order_by(Registration.player_key))
        out = []
        with Session(self.engine) as session:
            for row in session.execute(q):
                values = dict(zip(_COMPARED, row[1:1 + len(_COMPARED)], strict=True))
                found = row[1 + len(_COMPARED):]
                violations: list = next((v for v in found[:len(langs)] if v is not None), [])
                compared: dict[str, Any] = {lang: {"violations": violations}}
                if order:
                    compared.setdefault("en", {})["card_ids"] = orjson.loads(found[-1] or "[]")
                out.append((port_record(ports.Registration, row[0]), ports.DecklistVersion(**values, verdict=compared)))
        return out

    def apply_list(self, event_id: int, guard: ports.EventGuard, list_id: str | None,
                   custom_list: dict[str, Any] | None, verdicts: dict[int, tuple[bool, dict]],
                   audit: dict[str, Any], at: dt.datetime,
                   player_audits: list[tuple[int, str, dict[str, Any]]] | None = None,
                   late: Callable[[set[int]], dict[int, tuple[bool, dict]]] | None = None) -> ports.Event | None:
        """Make the list the event's (an official ``list_id``, or ``custom_list``) and store the
        new verdicts (decklist version id -> (valid, {language: {key: value}})) of the registered
        decklists: the keys given are set in the stored verdict, the others (the reading, which
        a list does not change) kept as stored, and each language's ``deck.list`` is ``list_id``.
        WriteConflict when a registered decklist changed since they were computed. One audit
        entry for the change, one per player whose verdict changed (``player_audits``:
        registration id, player, details)."""
        with Session(self.engine) as session, session.begin():
            event = self._events._locked_event(session, event_id)
            if event is None:
                return None
            guard(port_record(ports.Event, event))
            current = set(session.execute(_current(event_id)).scalars())
            if current != set(verdicts) and late is not None:
                # registered or replaced while the verdicts were computed: checked here, with the
                # event locked (registrations wait the moment it takes), the others kept
                verdicts = {vid: v for vid, v in verdicts.items() if vid in current}
                verdicts.update(late(current - set(verdicts)))
            if current != set(verdicts):
                raise ports.WriteConflict("registered decklists changed while the list change was computed")
            self._set_verdicts(session, verdicts, list_id)
            event.list_id = list_id
            event.custom_list = custom_list
            if custom_list and custom_list.get("upload"):
                upload = session.get(EventList, custom_list["upload"])
                if upload is not None:
                    upload.applied_at = at
            session.add(audit_row(event_id, None, None, at, audit))
            for registration_id, player, details in player_audits or ():
                session.add(audit_row(event_id, registration_id, player, at, {
                    "action": "verdict_changed", "by": "organizer", "actor": audit["actor"],
                    "reason": audit.get("reason"), "details": details}))
            session.flush()
            return port_record(ports.Event, event)
