"""Tournament events: organizers' API keys, events, players' registered decklists.

The rules live here: tokens and their hashes (a token is shown once, only its SHA-256 is
stored), player names compared folded, the registration deadline and the lock (after
either, decklists are immutable), replacing a list keeps every earlier version, the
report. The writes go through an EventRepository (card_db.events.SqlEventRepository);
its ``register`` and ``lock_event`` are one transaction each, and call back into the
rules (``guard``) with the event row locked: whether the event is open, whose event it is
and whether the player's token matches are decided inside the transaction that writes.
Times are aware datetimes in UTC.
"""
from __future__ import annotations

import base64
import csv
import datetime as dt
import hashlib
import hmac
import io
import json
import random
import secrets
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from deckcheck.decklists.canonical import canonical_hash, deck_from_dict, deck_to_dict, parse_date
from deckcheck.errors import DeckcheckError
from deckcheck.event_lists import list_version_from_row
from deckcheck.games import find_game, get_game
from deckcheck.inputs import is_blank, mixed_script_word, name_skeleton, one_line, person_name, refuse_nul
from deckcheck.message_entries import LANGS
from deckcheck.model import DeckInputError
from deckcheck.services.event_sheets import deck_code
from deckcheck.services.ports import (
    ApiKey,
    DecklistVersion,
    Event,
    EventRepository,
    NewApiKey,
    NewEvent,
    Registration,
    Submission,
    WriteConflict,
)

if TYPE_CHECKING:
    from deckcheck.services.validation import ValidationService

KEY_PREFIX = "dck_"
PLAYER_TOKEN_PREFIX = "dcp_"
MAX_EVENT_ID = 2 ** 31              # ids are SQL INTEGER (32 bits on PostgreSQL): larger ones cannot exist
PUBLIC_ID_BYTES = 12                # an event's public id: 16 URL-safe characters, 96 random bits
EVENTS_PER_PAGE = 20
MAX_PLAYERS = 100_000               # an event's cap on players, when it has one
MAX_EVENTS_PER_PAGE = 100
PAGE_SIZE = 100                     # players per page of an event's heavy answers (issue 41)
MAX_PAGE_SIZE = 500
EXPORT_CHUNK = 200                  # players read at a time by the whole-event downloads
REGISTER_ATTEMPTS = 4               # a registration's write conflicts: retried with a growing
REGISTER_BACKOFF = 0.05             # pause (seconds, doubled each time, with jitter)


# -- errors ------------------------------------------------------------------------------
class EventError(DeckcheckError):
    """An event refusing a request; each subclass has its own ``code`` (its texts are in
    ``deckcheck/texts/service.py``): ``EventNotFound({"event": 7})``."""

    code = "EVENT_ERROR"

    def __init__(self, details: Any = None, /, *, variant: str | None = None, **fields: Any):
        super().__init__(type(self).code, details, variant=variant, **fields)


class EventNotFound(EventError):
    code = "EVENT_NOT_FOUND"


class RegistrationNotFound(EventError):
    code = "REGISTRATION_NOT_FOUND"


class EventClosed(EventError):
    code = "EVENT_CLOSED"


class PlayerTokenRequired(EventError):
    code = "PLAYER_TOKEN_REQUIRED"


class InvalidPlayerToken(EventError):
    code = "INVALID_PLAYER_TOKEN"


class EventFull(EventError):
    code = "EVENT_FULL"


class PlayerNameTaken(EventError):
    """Issue 41: a new player's name looks the same as a registered one's (the same confusable
    skeleton, deckcheck.inputs.name_skeleton: "Тео" in Cyrillic beside "Teo"); a reader could
    not tell the two apart, so the second is refused as taken."""

    code = "PLAYER_NAME_TAKEN"


class _RulesChanged(Exception):
    """Raised by a registration's guard: the event's rules (its list, format, date, strictness)
    changed after the submission was checked (a list change applied meanwhile)."""

    def __init__(self, event: Event):
        super().__init__("rules changed")
        self.event = event


def same_rules(a: Event, b: Event) -> bool:
    """Whether a decklist's verdict under ``a`` is its verdict under ``b``."""
    return (a.game, a.format, a.as_of, a.list_id, a.custom_list, a.strict) == \
        (b.game, b.format, b.as_of, b.list_id, b.custom_list, b.strict)


class RegistrationConflict(EventError):
    """Other submissions for the event kept the registration from being written (the
    database stayed busy through every retry); nothing was stored, the same request may
    simply be sent again."""

    code = "REGISTRATION_CONFLICT"


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


def offset_minutes(value: dt.datetime) -> int:
    """The UTC offset of an aware datetime in whole minutes (0 for a naive one, taken as UTC)."""
    offset = value.utcoffset()
    return 0 if offset is None else int(offset.total_seconds() // 60)


def offset_text(minutes: int) -> str:
    """``+05:30``, ``-03:30``, ``+00:00``: an offset in minutes as ISO 8601 writes it."""
    sign = "-" if minutes < 0 else "+"
    hours, mins = divmod(abs(minutes), 60)
    return f"{sign}{hours:02d}:{mins:02d}"


def in_offset(value: dt.datetime, minutes: int) -> str:
    """The moment in the organizer's offset, ISO 8601 (``2099-12-05T09:00:00+05:30``)."""
    return as_utc(value).astimezone(dt.timezone(dt.timedelta(minutes=minutes))).isoformat()


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token(prefix: str) -> str:
    return prefix + secrets.token_urlsafe(32)


def new_public_id() -> str:
    """16 random URL-safe characters; never all digits (those read as an event's number)."""
    while True:
        found = secrets.token_urlsafe(PUBLIC_ID_BYTES)
        if not found.isdigit():
            return found


def check_cap(value: int | None) -> int | None:
    """The most players an event takes: None (no limit) or 1 to MAX_PLAYERS."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_PLAYERS:
        raise DeckInputError("INVALID_REQUEST", {"max_players": str(value)[:12]}, variant="max_players",
                             maximum=MAX_PLAYERS)
    return value


def player_key(name: str) -> str:
    """The name as compared for uniqueness: as stored (``person_name``: NFKC, no zero-width
    characters, inner spaces collapsed), casefolded."""
    return " ".join(person_name(name).casefold().split())


def closed_reason(event: Event, now: dt.datetime) -> tuple[str, dict[str, Any]] | None:
    """Why the event's decklists can no longer change: the EVENT_CLOSED variant and its
    fields (``("locked", {"locked_at": ...})`` / ``("deadline", {"deadline": ...})``), or None."""
    if event.locked_at is not None:
        return "locked", {"locked_at": iso_z(event.locked_at)}
    if as_utc(now) >= as_utc(event.deadline):      # said in the organizer's offset
        return "deadline", {"deadline": in_offset(event.deadline, event.utc_offset)}
    return None


def reopened(event: Event, registration: Registration | None, now: dt.datetime) -> bool:
    """Issue 19: an existing registration the organizer reopened after the deadline or the
    lock (that one, or every registration of the event) takes new decklists until then."""
    if registration is None:
        return False
    return any(until is not None and as_utc(now) < as_utc(until)
               for until in (event.reopened_until, registration.reopened_until))


def csv_cell(value: Any) -> str:
    """A CSV cell that spreadsheets will not run as a formula."""
    text = "" if value is None else str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def page_cursor(player_key: str) -> str:
    """The ``after`` of the next page: the last player's key, base64url (opaque to readers)."""
    return base64.urlsafe_b64encode(player_key.encode("utf-8")).decode("ascii").rstrip("=")


def cursor_key(cursor: str) -> str:
    """The player key in a page cursor; INVALID_REQUEST for anything ``page_cursor`` did not make."""
    try:
        return base64.b64decode(cursor + "=" * (-len(cursor) % 4), altchars=b"-_", validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        raise DeckInputError("INVALID_REQUEST", {"after": ["not a page cursor"]}) from None


def page_size(limit: int | None) -> int:
    if limit is None:
        return PAGE_SIZE
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE_SIZE:
        raise DeckInputError("INVALID_REQUEST", {"limit": [f"1 to {MAX_PAGE_SIZE}"]})
    return limit


@dataclass(frozen=True)
class DecklistsPage:
    """A page of an event's players with their current decklists, and the cursor of the next."""

    rows: list[tuple[Registration, DecklistVersion]]
    next: str | None


@dataclass(frozen=True)
class Registered:
    registration: Registration
    decklist: DecklistVersion
    player_token: str | None       # set when the registration was created (shown once)


# -- the service ------------------------------------------------------------------------------
class EventService:
    def __init__(self, repository: EventRepository, validation: ValidationService | None = None):
        self.repository = repository
        self.validation = validation

    @staticmethod
    def now() -> dt.datetime:
        return utcnow()             # looked up per call: tests move the clock

    # -- API keys ------------------------------------------------------------------------
    def create_api_key(self, name: str) -> tuple[ApiKey, str]:
        """A new key; returns the key and the token (the only time the token is known)."""
        refuse_nul(name, "name")
        token = new_token(KEY_PREFIX)
        key = self.repository.add_api_key(NewApiKey(name=name[:100], key_hash=token_hash(token),
                                                    hint=token[:12], created_at=self.now()))
        return key, token

    def find_api_key(self, token: str) -> ApiKey | None:
        """The active key of the token, or None."""
        if not token or len(token) > 200 or "\x00" in token:
            return None
        key = self.repository.api_key_by_hash(token_hash(token))
        if key is None or key.revoked_at is not None:
            return None
        return key

    def active_api_key(self, key_id: Any) -> ApiKey | None:
        """The key with this id while it is not revoked (a signed-in organizer's), or None."""
        if not isinstance(key_id, int) or isinstance(key_id, bool) or not 0 < key_id < MAX_EVENT_ID:
            return None
        key = self.repository.api_key(key_id)
        if key is None or key.revoked_at is not None:
            return None
        return key

    def list_api_keys(self) -> list[ApiKey]:
        return self.repository.api_keys()

    def revoke_api_key(self, key_id: int) -> bool:
        return self.repository.revoke_api_key(key_id, self.now())

    # -- events ----------------------------------------------------------------------------
    def create_event(self, owner: ApiKey, *, name: str, game: str, format: str,
                     deadline: dt.datetime, as_of: dt.date | None = None,
                     list_id: str | None = None, strict: bool = False, max_players: int | None = None) -> Event:
        """Store an event as given (``open_event`` checks the settings first); the deadline's
        own UTC offset is kept as the organizer's (players see the deadline in it)."""
        return self.repository.add_event(NewEvent(
            name=name, game=game, format=format, as_of=as_of, list_id=list_id, deadline=as_utc(deadline),
            owner_key_id=owner.id, created_at=self.now(), strict=bool(strict),
            utc_offset=offset_minutes(deadline), public_id=new_public_id(), max_players=max_players))

    def check_settings(self, game: str, format: str | None, list_id: str | None) -> str:
        """The format's name (the game's default when not given); DeckInputError for a game
        without cards or rules, an unknown format or list version."""
        pool = self._validation().pool(game)
        fmt = get_game(game).format(format)
        fmt_name = fmt.name
        if list_id is not None and (not fmt.list_format or pool.list_by_id(fmt.list_format, list_id) is None):
            known = [lv.id for lv in pool.list_versions(fmt.list_format)] if fmt.list_format else []
            raise DeckInputError("UNKNOWN_LIST", {"list": list_id, "lists": known}, game=game, format=fmt_name)
        return fmt_name

    def open_event(self, owner: ApiKey, *, name: str, game: str, deadline: dt.datetime,
                   format: str | None = None, as_of: dt.date | str | None = None,
                   list_id: str | None = None, wording: str | None = None, strict: bool = False,
                   max_players: int | None = None) -> Event:
        """A new event after checking its settings: a name with something visible in it (kept
        on one line: whitespace runs collapsed), no NUL in any text, a registered game with
        cards and rules, a known format and list version, a deadline in the future; ``as_of``
        defaults to the deadline's day (UTC). ``wording`` picks the variant of the
        past-deadline sentence (the pages' own: "page"). ``strict``: the players' decklists
        are read without correcting misspelled names (such a line stays unread). ``max_players``:
        no new player once that many are registered (None: no limit)."""
        refuse_nul({"name": name, "game": game, "format": format, "list": list_id,
                    "as_of": as_of if isinstance(as_of, str) else None}, "")
        name = one_line(name)
        if is_blank(name):
            raise DeckInputError("INVALID_REQUEST", variant="blank_name")
        if find_game(game) is None:
            raise DeckInputError("UNKNOWN_GAME", variant="bare", game=game)
        fmt_name = self.check_settings(game, format, list_id)
        try:
            as_utc(deadline)
        except OverflowError:       # e.g. 0001-01-01T00:00:00+01:00 has no UTC equivalent
            raise DeckInputError("INVALID_DEADLINE", {"deadline": str(deadline)[:40]}) from None
        if as_utc(deadline) <= self.now():
            raise DeckInputError("DEADLINE_PASSED", {"deadline": iso_z(deadline)}, variant=wording)
        as_of = parse_date(as_of) or as_utc(deadline).date()
        return self.create_event(owner, name=name, game=game, format=fmt_name, deadline=deadline,
                                 as_of=as_of, list_id=list_id, strict=strict, max_players=check_cap(max_players))

    def event(self, event_id: int) -> Event:
        event = self.repository.event(event_id) if 0 < event_id < MAX_EVENT_ID else None
        if event is None:
            raise EventNotFound({"event": event_id})
        return event

    def owned_event(self, event_id: int, owner: ApiKey) -> Event:
        event = self.event(event_id)
        self._check_owner(event, owner)
        return event

    def public_event(self, ref: str, owner: ApiKey | None = None) -> Event:
        """The event of a public link: its public id, or (for its own organizer only) its
        number; EventNotFound otherwise, so that no one finds events by counting (issue 35)."""
        if ref.isascii() and ref.isdigit():
            event = self.event(int(ref)) if len(ref) <= 10 else None
            if event is None or owner is None or event.owner_key_id != owner.id:
                raise EventNotFound({"event": ref[:24]})
            return event
        event = self.repository.event_by_public_id(ref) if 0 < len(ref) <= 24 else None
        if event is None:
            raise EventNotFound({"event": ref[:24]})
        return event

    def events_of(self, owner: ApiKey, page: int = 1, per_page: int = EVENTS_PER_PAGE
                  ) -> tuple[list[Event], int]:
        """A page (from 1) of the key's events, newest first, and how many there are in all."""
        if page < 1 or not 1 <= per_page <= MAX_EVENTS_PER_PAGE or page > MAX_EVENT_ID // per_page:
            raise DeckInputError("INVALID_REQUEST", {"page": page, "per_page": per_page})
        return self.repository.events_of_owner(owner.id, per_page, (page - 1) * per_page)

    def lock_event(self, event_id: int, owner: ApiKey) -> Event:
        """From now on no decklist can be registered or replaced."""
        event = None
        if 0 < event_id < MAX_EVENT_ID:
            event = self.repository.lock_event(event_id, lambda ev: self._check_owner(ev, owner), self.now())
        if event is None:
            raise EventNotFound({"event": event_id})
        return event

    def is_open(self, event: Event) -> bool:
        return closed_reason(event, self.now()) is None

    def may_change(self, event: Event, player: str | None) -> bool:
        """Open, or ``player``'s registration reopened after the lock (issue 19)."""
        if self.is_open(event):
            return True
        found = self.find_registration(event.id, player) if player else None
        return found is not None and reopened(event, found[0], self.now())

    def ensure_may_change(self, event: Event, player: str | None) -> None:
        """EventClosed unless ``may_change`` (the registration's transaction decides again)."""
        if not self.may_change(event, player):
            self.ensure_open(event)

    def ensure_open(self, event: Event, now: dt.datetime | None = None) -> None:
        reason = closed_reason(event, now or self.now())
        if reason:
            variant, fields = reason
            raise EventClosed({"event": event.id, "locked": event.locked_at is not None}, variant=variant,
                              **fields)

    def player_count(self, event: Event) -> int:
        return self.repository.player_count(event.id)

    def event_view(self, event: Event, players: int | None = None) -> dict[str, Any]:
        """The event as the API answers it."""
        return {"id": event.id, "public_id": event.public_id, "name": event.name, "game": event.game, "format": event.format,
                "as_of": event.as_of.isoformat() if event.as_of else None, "list": event.list_id,
                "deadline": iso_z(event.deadline), "locked_at": iso_z(event.locked_at),
                "deadline_local": in_offset(event.deadline, event.utc_offset),
                "utc_offset": offset_text(event.utc_offset),
                "open": self.is_open(event), "strict": bool(event.strict),
                "reopened_until": iso_z(event.reopened_until),
                "custom_list": None if not event.custom_list else {
                    k: event.custom_list.get(k) for k in ("upload", "code", "name", "issuer", "effective", "sha256")},
                "players": self.player_count(event) if players is None else players,
                "max_players": event.max_players,
                "created_at": iso_z(event.created_at)}

    @staticmethod
    def _check_owner(event: Event, owner: ApiKey) -> None:
        if event.owner_key_id != owner.id:     # another key's: as if there were none (404)
            raise EventNotFound({"event": event.id})

    def _validation(self) -> ValidationService:
        if self.validation is None:
            raise DeckInputError("NO_CARD_DATA", variant="events")
        return self.validation

    # -- registrations --------------------------------------------------------------------------
    def submission(self, event: Event, *, deck: Mapping[str, Any] | None = None,
                   decklist: str | None = None, submitted: str | None = None) -> Submission:
        """Read a canonical ``deck`` or a ``decklist`` for the event and validate it under the
        event's format, as-of date and list (a strict event corrects no misspelled name); the
        verdict is kept rendered in every language, a decklist's with its corrections.
        ``submitted`` is the text stored as submitted (default: the decklist, or the deck as
        sorted JSON)."""
        validation = self._validation()
        result = None
        if decklist is None:
            unread: tuple[Any, ...] = ()
            read_deck, problems, source = deck_from_dict(deck), [], "canonical"
            if submitted is None:
                submitted = json.dumps(deck, ensure_ascii=False, sort_keys=True)
        else:
            result = validation.read_decklist(decklist, event.game, event.as_of, strict=bool(event.strict))
            read_deck, problems, source = result.deck, result.problem_dicts(), result.source_format
            unread = result.problems
            submitted = decklist if submitted is None else submitted
        if read_deck.game != event.game:
            raise DeckInputError("WRONG_GAME", {"game": read_deck.game, "event_game": event.game},
                                 variant="event", event=event.id)
        deck_obj = replace(read_deck, format=event.format, as_of=event.as_of, list_id=event.list_id,
                           rules_version=None)
        own_list = list_version_from_row(event.game, event.custom_list) if event.custom_list else None
        verdict = validation.check(deck_obj, unread=unread, list_version=own_list)
        if result is None:
            rendered = {lang: validation.render(verdict, lang) for lang in LANGS}
        else:     # with the deck as read and the corrections (never silent)
            as_read = replace(result, deck=deck_obj)
            rendered = {lang: validation.render_result(verdict, as_read, lang) for lang in LANGS}
        return Submission(submitted=submitted, source_format=source, canonical=deck_to_dict(deck_obj),
                          sha256=canonical_hash(deck_obj), valid=verdict.valid, verdict=rendered,
                          problems=problems)

    def register(self, event_id: int, player: str, submission: Submission, *,
                 owner: ApiKey | None = None, token: str | None = None,
                 now: dt.datetime | None = None, reason: str | None = None,
                 under: Event | None = None) -> Registered:
        """Register or replace a player's decklist. A new player name registers (and gets a
        token, shown once); replacing a registered list takes the event's organizer
        (``owner``) or that player's ``token`` (PlayerTokenRequired, InvalidPlayerToken).
        Refused (EventClosed) after the deadline or a lock; another key's event is not found (EventNotFound).
        Replacing keeps every earlier version.

        The checks and the write are one transaction with the event locked
        (``EventRepository.register`` calls back into ``guard``), so two submissions of one
        new name at the same moment cannot both pass as "new". A write conflict (a race the
        database reported, or a database busy past its timeout) is retried a few times, then
        RegistrationConflict. A new name that looks like a registered one (``name_skeleton``) is
        refused (PlayerNameTaken; the registered name is not said). ``under``: the event as the
        submission was checked; when its rules changed before the write (a list change applied
        meanwhile), the submission is checked again under the event as locked and written with
        that verdict, so no verdict is stored under a list the event no longer has (such a
        check again is not a write conflict: it spends none of the retries; after more than
        REGISTER_ATTEMPTS list changes during one registration, RegistrationConflict). NUL in any text to store is refused (DeckInputError
        INVALID_TEXT), and so is a player name with nothing visible in it (INVALID_REQUEST)."""
        refuse_nul(player, "player")
        refuse_nul(submission.submitted, "decklist")
        refuse_nul(submission.canonical, "deck")
        player = person_name(player)
        if is_blank(player):
            raise DeckInputError("INVALID_REQUEST", {"player": ["blank"]}, variant="blank_player")
        look_alike = mixed_script_word(player)
        if look_alike is not None:
            raise DeckInputError("INVALID_REQUEST", {"player": ["mixed_scripts"]}, variant="mixed_script_player",
                                 word=look_alike)
        if not 0 < event_id < MAX_EVENT_ID:
            raise EventNotFound({"event": event_id})
        at = now or self.now()

        def guard(event: Event, existing: Registration | None, look_alike: str | None) -> dict[str, Any] | None:
            if owner is not None:
                self._check_owner(event, owner)
            if existing is None and look_alike is not None:
                raise PlayerNameTaken({"event": event.id, "player": player}, player=player)
            if under is not None and not same_rules(under, event):
                raise _RulesChanged(event)
            late = closed_reason(event, at) is not None and reopened(event, existing, at)
            if not late:
                self.ensure_open(event, at)
            if existing is None and event.max_players is not None and \
                    self.repository.player_count(event.id) >= event.max_players:   # read under the event's lock
                raise EventFull({"event": event.id, "max_players": event.max_players},
                                max_players=event.max_players)
            if existing is not None and owner is None:
                if not token:
                    raise PlayerTokenRequired({"event": event.id, "player": existing.player}, variant="replace")
                if not self.token_matches(existing, token):
                    raise InvalidPlayerToken()
            if late:      # a change after the lock: audited with the old and the new SHA-256
                return {"action": "resubmitted", "by": "organizer" if owner is not None else "player",
                        "actor": owner.name if owner is not None else existing.player if existing else None,
                        "reason": reason}
            return None

        skeleton, attempt, rechecks = name_skeleton(player), 0, 0
        while attempt < REGISTER_ATTEMPTS and rechecks <= REGISTER_ATTEMPTS:
            new = new_token(PLAYER_TOKEN_PREFIX)
            try:
                done = self.repository.register(event_id, player, player_key(player), token_hash(new),
                                                submission, guard, at, skeleton)
            except _RulesChanged as changed:     # checked again outside the transaction, then written
                rechecks += 1                    # (not a write conflict: a list change is no race lost)
                under = changed.event
                submission = (self.submission(under, deck=submission.canonical, submitted=submission.submitted)
                              if submission.source_format == "canonical" else
                              self.submission(under, decklist=submission.submitted, submitted=submission.submitted))
                continue
            except WriteConflict:
                attempt += 1
                if attempt < REGISTER_ATTEMPTS:
                    time.sleep(REGISTER_BACKOFF * 2 ** (attempt - 1) * (1 + random.random()))
                continue
            if done is None:
                raise EventNotFound({"event": event_id})
            registration, version, created = done
            return Registered(registration, version, new if created else None)
        raise RegistrationConflict({"event": event_id, "player": player})

    def find_registration(self, event_id: int, player: str
                          ) -> tuple[Registration, DecklistVersion] | None:
        if not 0 < event_id < MAX_EVENT_ID:
            raise EventNotFound({"event": event_id})
        refuse_nul(player, "player")
        return self.repository.registration(event_id, player_key(player))

    def registration(self, event_id: int, player: str) -> tuple[Registration, DecklistVersion]:
        """The player's registration and current decklist; RegistrationNotFound."""
        found = self.find_registration(event_id, player)
        if found is None:
            raise RegistrationNotFound({"event": event_id, "player": player})
        return found

    def registration_for(self, event_id: int, player: str, owner: ApiKey | None,
                         token: str | None) -> tuple[Registration, DecklistVersion]:
        """A registration as its reader may see it: the event's organizer (``owner``), or the
        player with the token of the first registration. EventNotFound, RegistrationNotFound,
        PlayerTokenRequired, InvalidPlayerToken (an unknown player reads as a wrong token)."""
        if owner is not None:
            self.owned_event(event_id, owner)
            return self.registration(event_id, player)
        self.event(event_id)                                    # EventNotFound first
        if not token:
            raise PlayerTokenRequired()
        found = self.find_registration(event_id, player)
        if found is None or not self.token_matches(found[0], token):
            raise InvalidPlayerToken()
        return found

    @staticmethod
    def token_matches(registration: Registration | None, token: str | None) -> bool:
        """The player's own token (compared in constant time)."""
        if registration is None or not token:
            return False
        return hmac.compare_digest(registration.token_hash, token_hash(token))

    def history(self, registration_id: int) -> list[DecklistVersion]:
        """Every decklist version of a registration, oldest first."""
        return self.repository.history(registration_id)

    def current_decklists(self, event_id: int) -> list[tuple[Registration, DecklistVersion]]:
        """Every player of the event with the registered (newest) decklist, by player name."""
        return self.repository.current_decklists(event_id)

    def decklists_page(self, event_id: int, after: str | None = None, limit: int | None = None) -> DecklistsPage:
        """A page of ``current_decklists`` (``limit``, default PAGE_SIZE) after the cursor ``after``."""
        size = page_size(limit)
        rows = self.repository.current_decklists(event_id, cursor_key(after) if after else None, size + 1)
        more = len(rows) > size
        rows = rows[:size]
        return DecklistsPage(rows, page_cursor(rows[-1][0].player_key) if more else None)

    def each_decklist(self, event_id: int) -> Iterator[tuple[Registration, DecklistVersion]]:
        """Every player with the current decklist, read EXPORT_CHUNK at a time (a download
        streams the whole event without holding it)."""
        after: str | None = None
        while True:
            rows = self.repository.current_decklists(event_id, after, EXPORT_CHUNK)
            yield from rows
            if len(rows) < EXPORT_CHUNK:
                return
            after = rows[-1][0].player_key

    def summary(self, event_id: int) -> dict[str, int]:
        players, valid = self.repository.verdict_counts(event_id)
        return {"players": players, "valid": valid, "invalid": players - valid}

    @staticmethod
    def stored_verdict(version: DecklistVersion, lang: str) -> dict[str, Any]:
        return version.verdict.get(lang) or version.verdict.get("en") or {}

    def registration_view(self, event_id: int, reg: Registration, version: DecklistVersion, lang: str,
                          token: str | None = None,
                          history: list[DecklistVersion] | None = None) -> dict[str, Any]:
        """A registration as the API answers it."""
        out = {"event": event_id, "player": reg.player, "version": version.version,
               "registered_at": iso_z(version.registered_at), "sha256": version.sha256,
               "deck_code": deck_code(version.sha256),
               "valid": version.valid, "source_format": version.source_format,
               "submitted": version.submitted, "deck": version.canonical,
               "verdict": self.stored_verdict(version, lang), "problems": version.problems}
        if token:
            out["player_token"] = token
        if history is not None:
            out["history"] = [{"version": v.version, "registered_at": iso_z(v.registered_at),
                               "sha256": v.sha256, "valid": v.valid, "source_format": v.source_format}
                              for v in history]
        return out

    # -- reports -------------------------------------------------------------------------------------
    def report_row(self, reg: Registration, version: DecklistVersion, lang: str) -> dict[str, Any]:
        verdict = self.stored_verdict(version, lang)
        return {"player": reg.player, "valid": version.valid, "version": version.version,
                "registered_at": iso_z(version.registered_at), "sha256": version.sha256,
                "violations": verdict.get("violations", []), "problems": len(version.problems),
                "corrections": verdict.get("corrections", [])}

    def report(self, event: Event, lang: str, after: str | None = None, limit: int | None = None) -> dict[str, Any]:
        """A page of the players' registered decklists (valid or not, with the violations), the
        summary of the whole event, and ``next``: the cursor of the next page, or None."""
        page = self.decklists_page(event.id, after, limit)
        summary = self.summary(event.id)
        return {"event": self.event_view(event, summary["players"]), "summary": summary,
                "players": [self.report_row(reg, version, lang) for reg, version in page.rows], "next": page.next}

    REPORT_COLUMNS = ("player", "valid", "version", "registered_at", "sha256", "violation_codes",
                      "violation_messages", "parse_problems", "corrections")

    def report_csv(self, event: Event, lang: str) -> Iterator[str]:
        """The report of every player as CSV text (cells safe from spreadsheet formulas), a
        chunk at a time: the download is whole, never held whole in memory."""
        buf = io.StringIO()
        writer = csv.writer(buf)
        writer.writerow(self.REPORT_COLUMNS)
        for i, (reg, version) in enumerate(self.each_decklist(event.id), 1):
            row = self.report_row(reg, version, lang)
            writer.writerow([csv_cell(row["player"]), "yes" if row["valid"] else "no", row["version"],
                             row["registered_at"], row["sha256"],
                             " ".join(v["code"] for v in row["violations"]),
                             csv_cell(" | ".join(v["message"] for v in row["violations"])), row["problems"],
                             csv_cell(" | ".join(c["message"] for c in row.get("corrections", ())))])
            if i % EXPORT_CHUNK == 0:
                yield buf.getvalue()
                buf.seek(0)
                buf.truncate()
        yield buf.getvalue()

