"""The organizer's desk after registration: every registered deck as read (and its
exports), the deck-check sheets, the seeded and logged pick of players whose decks are
checked in a round, and the decklists published with the players' consent.

The records and the repository port are here (card_db.event_desk.SqlEventDeskRepository
implements it); the registrations themselves stay EventService's.

- **Pick**: the organizer names the round and how many players (``n``); the seed is the
  organizer's (any text up to 64 characters) or 16 random hex digits. The pick is
  ``event_sheets.pick_players`` over the names of every registered player, ranked by
  SHA-256 of ``deckcheck-pick:<event>:<round>:<seed>:<player>``; stored with the seed,
  the players it chose from, who (the API key's name) and when, so it can be re-derived.
  Each pick is a new record: a second pick for a round does not erase the first.
- **Consent**: a player's choice to have the list published, recorded with its time at
  each registration that states it (the latest counts; a new version that does not state
  it keeps the earlier choice).
- **Publication**: only after the lock (EVENT_NOT_LOCKED, 409); then everyone may read
  the consenting players' lists, the others listed as not published. Before it, the
  public list answers DECKLISTS_NOT_PUBLISHED (404). A list registered again after
  publication (a reopened registration) is marked so, with its versions (issue 35).
"""
from __future__ import annotations

import datetime as dt
import secrets
from dataclasses import dataclass
from collections.abc import Iterable, Iterator
from typing import Any, Protocol

from deckcheck.model import DeckInputError
from deckcheck.services.event_sheets import (
    deck_code,
    decks_csv,
    decks_text,
    pick_material,
    pick_players,
    sheet_and_text,
)
from deckcheck.services.events import (
    ApiKey,
    DecklistVersion,
    Event,
    EventError,
    EventService,
    Registration,
    as_utc,
    csv_cell,
    iso_z,
)

MAX_ROUND = 99
MAX_SEED = 64


class EventNotLocked(EventError):
    code = "EVENT_NOT_LOCKED"


class DecklistsNotPublished(EventError):
    code = "DECKLISTS_NOT_PUBLISHED"


@dataclass(slots=True)
class DeckCheckPick:
    id: int
    event_id: int
    round: int
    n: int
    seed: str
    candidates: list
    picked: list
    by_key_id: int
    by_name: str
    picked_at: dt.datetime


@dataclass(slots=True)
class Consent:
    registration_id: int
    consent: bool
    recorded_at: dt.datetime


@dataclass(slots=True)
class Publication:
    event_id: int
    published_at: dt.datetime
    by_key_id: int


class EventDeskRepository(Protocol):
    def add_pick(self, pick: DeckCheckPick) -> DeckCheckPick:
        """Stores the pick (its ``id`` ignored) and returns it with its id."""

    def picks(self, event_id: int) -> list[DeckCheckPick]:
        """Oldest first."""

    def player_names(self, event_id: int) -> list[str]:
        """The names of the event's registered players (no decklists read)."""

    def set_consent(self, registration_id: int, consent: bool, at: dt.datetime) -> None: ...

    def consents(self, event_id: int) -> dict[int, Consent]:
        """Registration id -> its latest consent, for every registration of the event that has one."""

    def publish(self, event_id: int, by_key_id: int, at: dt.datetime) -> Publication:
        """Publishes the event's decklists (once: a second call returns the first)."""

    def publication(self, event_id: int) -> Publication | None: ...


class EventDeskService:
    def __init__(self, repository: EventDeskRepository, events: EventService):
        self.repository = repository
        self.events = events

    # -- decks as read ------------------------------------------------------------------------------
    def deck_view(self, event: Event, reg: Registration, version: DecklistVersion, lang: str,
                  text_lang: str = "en", consent: Consent | None = None) -> dict[str, Any]:
        """One registered deck as the organizer reads it (sections, names beside the
        player's, the verdict's violations in ``lang``, the plain text in ``text_lang``)."""
        pool = self.events._validation().pool(event.game)
        verdict = EventService.stored_verdict(version, lang)
        sheet, text = sheet_and_text(pool, version.sha256, version.submitted, lang, text_lang, version.canonical,
                                     EventService.stored_verdict(version, "en").get("read", ()))
        return {"player": reg.player, "version": version.version, "registered_at": iso_z(version.registered_at),
                "sha256": version.sha256, "deck_code": deck_code(version.sha256), "valid": version.valid,
                "source_format": version.source_format,
                "violations": [{"code": v.get("code"), "message": v.get("message")}
                               for v in verdict.get("violations", [])],
                "problems": len(version.problems),
                "lists": [{"id": lv.get("id"), "name": lv.get("name"), "effective": lv.get("effective")}
                          for lv in verdict.get("lists", [])],
                "publish_consent": bool(consent and consent.consent),
                "deck": sheet, "text": text}

    def decks(self, event: Event, lang: str, text_lang: str = "en") -> list[dict[str, Any]]:
        """Every registered deck of the event (newest versions), by player name."""
        return list(self.each_deck(event, lang, text_lang))

    def each_deck(self, event: Event, lang: str, text_lang: str = "en") -> Iterator[dict[str, Any]]:
        """``decks`` one at a time, read a chunk at a time (the downloads stream them)."""
        consents = self.repository.consents(event.id)
        for reg, version in self.events.each_decklist(event.id):
            yield self.deck_view(event, reg, version, lang, text_lang, consents.get(reg.id))

    def decks_page(self, event: Event, lang: str, text_lang: str = "en", after: str | None = None,
                   limit: int | None = None) -> tuple[list[dict[str, Any]], str | None]:
        """A page of ``decks`` after the cursor ``after``, and the cursor of the next page (or None)."""
        consents = self.repository.consents(event.id)
        page = self.events.decklists_page(event.id, after, limit)
        return ([self.deck_view(event, reg, version, lang, text_lang, consents.get(reg.id))
                 for reg, version in page.rows], page.next)

    def owned_deck(self, event_id: int, player: str, owner: ApiKey, lang: str, text_lang: str = "en"
                   ) -> dict[str, Any]:
        event = self.events.owned_event(event_id, owner)
        reg, version = self.events.registration(event_id, player)
        return self.deck_view(event, reg, version, lang, text_lang, self.repository.consents(event_id).get(reg.id))

    @staticmethod
    def csv(decks: Iterable[dict[str, Any]]) -> Iterator[str]:
        return decks_csv(decks, csv_cell)

    @staticmethod
    def text(decks: Iterable[dict[str, Any]]) -> Iterator[str]:
        return decks_text(decks)

    # -- picks ---------------------------------------------------------------------------------------
    def pick(self, event_id: int, owner: ApiKey, n: int, round_no: int, seed: str | None = None,
             now: dt.datetime | None = None) -> DeckCheckPick:
        """Pick ``n`` registered players for the deck check of round ``round_no`` (logged)."""
        event = self.events.owned_event(event_id, owner)
        seed = " ".join((seed or "").split())
        if "\x00" in seed or len(seed) > MAX_SEED:
            raise DeckInputError("INVALID_REQUEST", {"seed": [f"at most {MAX_SEED} characters"]})
        if not 1 <= round_no <= MAX_ROUND or n < 1:
            raise DeckInputError("INVALID_REQUEST", {"round": round_no, "n": n})
        seed = seed or secrets.token_hex(8)
        players = sorted(self.repository.player_names(event.id), key=str.casefold)
        picked = pick_players(players, n, pick_material(event.id, round_no, seed))
        record = DeckCheckPick(id=0, event_id=event.id, round=round_no, n=n, seed=seed, candidates=players,
                               picked=picked, by_key_id=owner.id, by_name=owner.name,
                               picked_at=now or self.events.now())
        return self.repository.add_pick(record)

    def picks(self, event_id: int, owner: ApiKey) -> list[DeckCheckPick]:
        event = self.events.owned_event(event_id, owner)
        return self.repository.picks(event.id)

    @staticmethod
    def pick_view(pick: DeckCheckPick) -> dict[str, Any]:
        return {"id": pick.id, "event": pick.event_id, "round": pick.round, "n": pick.n, "seed": pick.seed,
                "picked": list(pick.picked), "candidates": list(pick.candidates), "by": pick.by_name,
                "picked_at": iso_z(pick.picked_at),
                "method": "sha256(f'deckcheck-pick:{event}:{round}:{seed}:{player}'), lowest first"}

    @staticmethod
    def verify_pick(pick: DeckCheckPick) -> bool:
        """Whether the stored pick is what its seed derives."""
        return pick.picked == pick_players(pick.candidates, pick.n, pick_material(pick.event_id, pick.round,
                                                                                   pick.seed))

    # -- consent and publication -----------------------------------------------------------------------
    def record_consent(self, registration: Registration, consent: bool | None,
                       now: dt.datetime | None = None) -> bool | None:
        """Record the player's choice (None: not stated, the earlier one stays); the choice now in force."""
        if consent is not None:
            self.repository.set_consent(registration.id, bool(consent), now or self.events.now())
            return bool(consent)
        found = self.repository.consents(registration.event_id).get(registration.id)
        return bool(found and found.consent)

    def publish(self, event_id: int, owner: ApiKey, now: dt.datetime | None = None) -> Publication:
        event = self.events.owned_event(event_id, owner)
        if event.locked_at is None:
            raise EventNotLocked({"event": event.id})
        return self.repository.publish(event.id, owner.id, now or self.events.now())

    def publication(self, event_id: int) -> Publication | None:
        return self.repository.publication(event_id)

    def published(self, event_id: int, lang: str, text_lang: str = "en", after: str | None = None,
                  limit: int | None = None) -> dict[str, Any]:
        """A page of the published decklists: the consenting players' decks, the others by name
        only; ``next``: the cursor of the next page, or None."""
        event = self.events.event(event_id)
        publication = self.repository.publication(event.id)
        if publication is None or event.locked_at is None:
            raise DecklistsNotPublished({"event": event.id},
                                        variant="not_locked" if event.locked_at is None else None)
        consents = self.repository.consents(event.id)
        page = self.events.decklists_page(event.id, after, limit)
        players = []
        for reg, version in page.rows:
            consent = consents.get(reg.id)
            if consent and consent.consent:
                view = self.deck_view(event, reg, version, lang, text_lang, consent)
                players.append({"player": reg.player, "published": True, **{
                    k: view[k] for k in ("version", "deck_code", "sha256", "valid", "deck", "text")},
                    **self._after_publication(reg, version, publication)})
            else:
                players.append({"player": reg.player, "published": False})
        return {"event": self.events.event_view(event, self.events.player_count(event)),
                "published_at": iso_z(publication.published_at), "players": players, "next": page.next}

    def _after_publication(self, reg: Registration, version: DecklistVersion, publication: Publication
                           ) -> dict[str, Any]:
        """Issue 35: whether the list changed after publication (a registration reopened by the
        organizer), and then every version with its time and SHA-256, so readers see what changed."""
        changed = as_utc(version.registered_at) > as_utc(publication.published_at)
        if not changed:
            return {"changed_after_publication": False}
        return {"changed_after_publication": True,
                "versions": [{"version": v.version, "registered_at": iso_z(v.registered_at), "sha256": v.sha256,
                              "deck_code": deck_code(v.sha256),
                              "after_publication": as_utc(v.registered_at) > as_utc(publication.published_at)}
                             for v in self.events.history(reg.id)]}
