"""The audit trail of an event: one row for each change an organizer or a player made
after registration (who, when, why, the list's hashes before and after)."""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column, Text
from sqlmodel import Field, SQLModel


class EventAudit(SQLModel, table=True):
    __tablename__ = "event_audit"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    registration_id: int | None = None
    at: dt.datetime
    action: str = Field(max_length=32)
    by: str = Field(max_length=16)                   # organizer or player
    actor: str = Field(max_length=100)               # the API key's name or the player's
    player: str | None = Field(default=None, max_length=100)
    old_sha256: str | None = Field(default=None, max_length=64)
    new_sha256: str | None = Field(default=None, max_length=64)
    reason: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    details: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))



def audit_row(event_id: int, registration_id: int | None, player: str | None, at: dt.datetime,
              audit: dict[str, Any], old_sha256: str | None = None, new_sha256: str | None = None) -> EventAudit:
    """The row of one audit entry (``audit``: action, by, actor, reason, details)."""
    reason = audit.get("reason")
    return EventAudit(event_id=event_id, registration_id=registration_id, player=player, at=at,
                      action=audit["action"], by=audit["by"], actor=str(audit["actor"])[:100],
                      old_sha256=old_sha256, new_sha256=new_sha256,
                      reason=reason[:500] if reason else None, details=audit.get("details") or {})
