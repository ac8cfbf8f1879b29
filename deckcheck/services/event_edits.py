"""The organizer's corrections to an event (issue 35): its settings edited before the lock,
and a registration withdrawn (a stray or fake one) at any time. Both are written to the
event's audit trail (deckcheck/services/event_changes.py) in the transaction that makes them.

- ``update``: name, deadline, time zone (the UTC offset the deadline's clock time is read
  in), format, strict, the most players (players already registered stay). Refused after the lock (SettingsLocked, 409). A new format or
  strictness checks every registered decklist again (read again as at registration) and
  stores the new verdicts with the settings; a decklist registered meanwhile makes it a
  ListChangeConflict (nothing stored). Audited with each field's old and new value.
- ``withdraw``: the registration, its decklist versions and its consent are deleted, so the
  player leaves the report, the CSV, future picks and the published lists, and the name is
  free again; the audit keeps who, when, why and the SHA-256 of the list that was
  registered, and (never shown) the hash of the player's token, so the player's own page
  can say "withdrawn by the organizer" instead of "not registered".
"""
from __future__ import annotations

import datetime as dt
import hmac
from dataclasses import replace
from typing import Any, Protocol

from deckcheck.inputs import is_blank, one_line, refuse_nul
from deckcheck.model import DeckInputError
from deckcheck.services.event_changes import AuditEntry, EventChangeService, ListChangeConflict
from deckcheck.services.events import (
    MAX_EVENT_ID,
    ApiKey,
    Event,
    EventError,
    EventNotFound,
    RegistrationNotFound,
    as_utc,
    check_cap,
    iso_z,
    offset_minutes,
    offset_text,
    player_key,
    token_hash,
)
from deckcheck.services.ports import EventGuard, WriteConflict

EDITABLE = ("name", "deadline", "utc_offset", "format", "strict", "max_players")
MAX_OFFSET = 14 * 60
MAX_REASON = 500


class SettingsLocked(EventError):
    code = "EVENT_SETTINGS_LOCKED"


class RegistrationWithdrawn(EventError):
    code = "REGISTRATION_WITHDRAWN"


class EventEditRepository(Protocol):
    def update_event(self, event_id: int, guard: EventGuard, values: dict[str, Any],
                     verdicts: dict[int, tuple[bool, dict]] | None, audit: dict[str, Any],
                     at: dt.datetime) -> Event | None:
        """Set ``values`` on the event after ``guard(event)``; with ``verdicts`` (decklist
        version id -> (valid, verdict)) store them too, WriteConflict when the registered
        decklists are not those. None for an unknown event."""

    def withdraw(self, event_id: int, guard: EventGuard, player_key: str, audit: dict[str, Any],
                 at: dt.datetime) -> tuple[Event, str | None] | None:
        """Delete the player's registration with its versions and consent, audited with the
        old SHA-256; ``(event, old sha256)``, ``(event, None)`` when the player has none."""


def parse_offset(value: str) -> int:
    """``+05:30`` / ``-03:00`` / ``Z`` as minutes; DeckInputError for anything else."""
    text = value.strip()
    if text in ("Z", "UTC", "+00:00", "-00:00"):
        return 0
    try:
        sign = {"+": 1, "-": -1}[text[0]]
        hours, minutes = text[1:].split(":")
        total = sign * (int(hours) * 60 + int(minutes))
        if len(hours) != 2 or len(minutes) != 2 or not 0 <= int(minutes) < 60 or abs(total) > MAX_OFFSET:
            raise ValueError(text)
    except (KeyError, IndexError, ValueError):
        raise DeckInputError("INVALID_REQUEST", {"utc_offset": value[:12]}, variant="utc_offset") from None
    return total


class EventEditService:
    def __init__(self, changes: EventChangeService, repository: EventEditRepository):
        self.changes = changes
        self.events = changes.events
        self.repository = repository

    # -- settings --------------------------------------------------------------------------------
    def update(self, event_id: int, owner: ApiKey, body: dict[str, Any], lang: str = "en") -> Event:
        """Apply the given settings (any of EDITABLE) before the lock; audited."""
        event = self.events.owned_event(event_id, owner)
        self._ensure_unlocked(event)
        refuse_nul({k: body.get(k) for k in ("name", "format", "utc_offset")}, "")
        values = self._values(event, body)
        if not values:
            return event
        changed = replace(event, **values)
        verdicts = None
        if "format" in values or "strict" in values:      # every verdict depends on them
            verdicts = {version.id: (sub.valid, sub.verdict) for _, version, sub in self.changes.recheck(changed)}
        audit = {"action": "event_updated", "by": "organizer", "actor": owner.name, "reason": None,
                 "details": {"changes": {k: {"old": self._shown(event, k), "new": self._shown(changed, k)}
                                         for k in values}}}

        def guard(ev: Event) -> None:
            self.events._check_owner(ev, owner)
            self._ensure_unlocked(ev)

        try:
            done = self.repository.update_event(event.id, guard, values, verdicts, audit, self.events.now())
        except WriteConflict:
            raise ListChangeConflict({"event": event.id}) from None
        if done is None:
            raise EventNotFound({"event": event_id})
        return done

    def _values(self, event: Event, body: dict[str, Any]) -> dict[str, Any]:
        """The fields that change, checked as ``open_event`` checks a new event's."""
        values: dict[str, Any] = {}
        if body.get("name") is not None:
            name = one_line(body["name"])
            if is_blank(name):
                raise DeckInputError("INVALID_REQUEST", variant="blank_name")
            values["name"] = name[:200]
        if body.get("format") is not None:
            fmt = self.events.check_settings(event.game, body["format"], event.list_id)
            family = self.changes.family(replace(event, format=fmt))
            if event.custom_list and event.custom_list.get("format") != family:
                raise DeckInputError("INVALID_REQUEST", {"format": fmt}, variant="format_house_list")
            values["format"] = fmt
        if body.get("strict") is not None:
            values["strict"] = bool(body["strict"])
        if "max_players" in body:          # null lifts the limit
            values["max_players"] = check_cap(body["max_players"])
        offset = parse_offset(body["utc_offset"]) if body.get("utc_offset") is not None else None
        deadline = body.get("deadline")
        if deadline is not None or offset is not None:
            if deadline is None:      # a new time zone: the deadline keeps its clock time
                deadline = as_utc(event.deadline) + dt.timedelta(minutes=event.utc_offset)
                deadline = deadline.replace(tzinfo=None)
            if offset is None:
                offset = offset_minutes(deadline) if deadline.tzinfo is not None else event.utc_offset
            try:
                aware = deadline.replace(tzinfo=dt.timezone(dt.timedelta(minutes=offset)))
                new_deadline = as_utc(aware)
            except OverflowError:
                raise DeckInputError("INVALID_DEADLINE", {"deadline": str(deadline)[:40]}) from None
            if new_deadline <= self.events.now():
                raise DeckInputError("DEADLINE_PASSED", {"deadline": iso_z(new_deadline)})
            values["deadline"], values["utc_offset"] = new_deadline, offset
        if "deadline" in values and (as_utc(event.deadline), event.utc_offset) == (values["deadline"],
                                                                                  values["utc_offset"]):
            del values["deadline"], values["utc_offset"]
        return {k: v for k, v in values.items() if k in ("deadline", "utc_offset") or getattr(event, k) != v}

    @staticmethod
    def _shown(event: Event, key: str) -> Any:
        value = getattr(event, key)
        if key == "deadline":
            return iso_z(value)
        if key == "utc_offset":
            return offset_text(value)
        return value

    @staticmethod
    def _ensure_unlocked(event: Event) -> None:
        if event.locked_at is not None:
            raise SettingsLocked({"event": event.id}, locked_at=iso_z(event.locked_at))

    # -- withdrawing a registration -------------------------------------------------------------------
    def withdraw(self, event_id: int, owner: ApiKey, player: str, reason: str | None) -> dict[str, Any]:
        """Remove the player from the event (any time); audited with the reason, required."""
        refuse_nul({"player": player, "reason": reason}, "")
        reason = one_line(reason or "")[:MAX_REASON]
        if is_blank(reason):
            raise DeckInputError("INVALID_REQUEST", {"reason": ["missing"]}, variant="withdraw_reason")
        if not 0 < event_id < MAX_EVENT_ID:
            raise EventNotFound({"event": event_id})
        reg, _ = self.events.registration_for(event_id, player, owner, None)   # 404s first
        audit = {"action": "withdrawn", "by": "organizer", "actor": owner.name, "reason": reason,
                 "details": {"player_key": reg.player_key, "token_hash": reg.token_hash,
                             "versions": reg.current_version}}
        done = self.repository.withdraw(event_id, lambda ev: self.events._check_owner(ev, owner), reg.player_key,
                                        audit, self.events.now())
        if done is None:
            raise EventNotFound({"event": event_id})
        event, old_sha256 = done
        if old_sha256 is None:       # withdrawn by another request meanwhile
            raise RegistrationNotFound({"event": event_id, "player": player})
        return {"event": self.events.event_view(event), "player": reg.player, "withdrawn": True,
                "reason": reason, "old_sha256": old_sha256}

    def withdrawal(self, event_id: int, player: str, token: str | None) -> AuditEntry | None:
        """The withdrawal of the player's registration whose token this is, or None."""
        if not token:
            return None
        key, hashed = player_key(player), token_hash(token)
        for entry in reversed(self.changes.repository.audit(event_id)):
            details = entry.details or {}
            if entry.action == "withdrawn" and details.get("player_key") == key and hmac.compare_digest(
                    str(details.get("token_hash", "")), hashed):
                return entry
        return None

    def ensure_not_withdrawn(self, event_id: int, player: str, token: str | None) -> None:
        """RegistrationWithdrawn (410) for the token of a withdrawn registration."""
        entry = self.withdrawal(event_id, player, token)
        if entry is not None:
            raise RegistrationWithdrawn({"event": event_id, "player": entry.player, "at": iso_z(entry.at),
                                         "reason": entry.reason}, player=entry.player, at=iso_z(entry.at))
