"""The deadlines an organizer types into the events' forms (a new event, an edit, a reopened
registration): the UTC offsets the forms offer, and the reading of a day and time typed in
one of them."""
from __future__ import annotations

import datetime as dt

from deckcheck.model import DeckInputError

# every UTC offset in use (minutes), the half and quarter hours included (+05:30, +05:45, -03:30)
TIMEZONES = sorted({m * 60 for m in range(-12, 15)} | {-570, -210, 210, 270, 330, 345, 390, 525, 570, 630, 765})


def parse_deadline(value: str, offset_minutes: str) -> dt.datetime:
    try:
        local = dt.datetime.fromisoformat(value.strip())
        minutes = int(offset_minutes or "0")
    except ValueError as exc:
        raise DeckInputError("INVALID_DATE", {"deadline": value[:40]}, variant="deadline") from exc
    if not -14 * 60 <= minutes <= 14 * 60:
        minutes = 0
    try:       # kept in the organizer's offset: players see the deadline in it
        aware = local.replace(tzinfo=dt.timezone(dt.timedelta(minutes=minutes)))
        aware.astimezone(dt.UTC)
        return aware
    except OverflowError:
        raise DeckInputError("INVALID_DATE", {"deadline": value[:40]}, variant="deadline_range") from None
