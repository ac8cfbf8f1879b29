"""What the event's pages show of the changes after registration (issue 19): whether a closed
event still takes new versions (a registration reopened), one player's changes on the
player's own page, and the changes section of the organizer's event page and of its changes
page (api/pages/event_changes.py), from deckcheck/services/event_changes.py."""
from __future__ import annotations

from typing import Any

from api.extensions import event_desk, service, services
from api.pages.deadlines import TIMEZONES
from deckcheck.games import get_game
from deckcheck.services.event_changes import EventChangeService
from deckcheck.services.events import Event, as_utc


def change_service() -> EventChangeService:
    found = services().event_changes
    assert found is not None
    return found


def accepts_changes(ev: Event) -> bool:
    """Closed, but some registration was reopened and still takes a new version."""
    events = change_service().events
    now = events.now()
    if ev.reopened_until is not None and now < as_utc(ev.reopened_until):
        return True
    return events.repository.reopened_after(ev.id, now)      # one query, no decklist read (issue 41)


def player_changes(ev: Event, reg: Any) -> list[dict[str, Any]]:
    """The changes after the lock to one player's registration, for the player's own page."""
    changes = change_service()
    return [changes.entry_view(e) for e in changes.repository.audit(ev.id, reg.id)]


def changes_context(ev: Event, **extra: Any) -> dict[str, Any]:
    """What the changes section of the organizer's event page shows."""
    changes = change_service()
    family = get_game(ev.game).format(ev.format).list_format
    pool = service().pools.get(ev.game)
    official = [{"id": lv.id, "name": lv.name, "effective": lv.effective.isoformat()}
                for lv in (pool.list_versions(family) if pool is not None and family else ())]
    # the names only (issue 41: not every decklist of a large event)
    return {"players": sorted(event_desk().repository.player_names(ev.id), key=lambda p: (p.casefold(), p)),
            "official": official, "family": family, "timezones": TIMEZONES,
            "uploads": [changes.upload_view(u) for u in changes.repository.uploads(ev.id)],
            "audit": [changes.entry_view(e) for e in reversed(changes.repository.audit(ev.id))],
            "form": extra.pop("form", {}), **extra}
