"""Changes to an event after registration (issue 19): reopening registrations after the lock,
the audit trail, the event's own list version, and "what if the list changes".

- ``reopen``: the organizer reopens one registration (or every one) until a new deadline;
  the player (token) or the organizer may then register a new version (EventService.register
  audits it: who, when, the old and the new SHA-256, the reason).
- ``upload_list``: a list version for the event in the shape of ``restricted_lists/data``
  (read by ``restricted_lists.loads``, checked by ``deckcheck.event_lists``), stored with the
  SHA-256 of its text. Uploading changes nothing: it is a proposal.
- ``list_change``: every registered decklist checked again against another list version (an
  official one, or an uploaded one), compared with its stored verdict: who becomes illegal,
  who becomes legal, and why. Nothing is stored.
- ``apply_list``: the same check, then the new verdicts and the event's list stored in one
  transaction, audited. An applied upload replaces the official list for the event (see
  deckcheck/event_lists.py); applying an official version sets the event's ``list``.
  A decklist's SHA-256 is of the deck as registered: applying a list changes verdicts, not
  hashes.
"""
from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass, field, replace
from collections.abc import Callable
from typing import Any, Protocol

import restricted_lists
from deckcheck.decklists.canonical import deck_from_dict
from deckcheck.event_lists import MAX_LIST_CHARS, check_list_row, list_row_of, list_version_from_row
from deckcheck.games import get_game
from deckcheck.inputs import refuse_nul
from deckcheck.model import DeckInputError, ListVersion
from deckcheck.services.events import (
    LANGS,
    MAX_EVENT_ID,
    ApiKey,
    DecklistVersion,
    Event,
    EventError,
    EventNotFound,
    EventService,
    Registration,
    as_utc,
    iso_z,
    player_key,
)
from deckcheck.services.ports import EventGuard, WriteConflict


@dataclass(slots=True)
class AuditEntry:
    id: int
    event_id: int
    registration_id: int | None
    at: dt.datetime
    action: str              # reopened(_all), resubmitted, list_uploaded, list_applied, verdict_changed,
                             # event_updated, withdrawn (issue 35)
    by: str                  # organizer or player
    actor: str               # the API key's name or the player's
    player: str | None
    old_sha256: str | None
    new_sha256: str | None
    reason: str | None
    details: dict = field(default_factory=dict)


@dataclass(slots=True)
class ListUpload:
    id: int
    event_id: int
    code: str
    name: str
    sha256: str
    text: str
    data: dict
    uploaded_at: dt.datetime
    uploaded_by: str
    applied_at: dt.datetime | None


HOUSE_PREFIX = "house-"


def house_code(event: Event) -> str:
    """The code of the event's own list: its page's address, unguessable as the event's."""
    return f"{HOUSE_PREFIX}{event.public_id}"


# kept in a withdrawal's entry so that the player's token still opens the player's page, never shown
PRIVATE_DETAILS = ("token_hash", "player_key")


class EventChangeRepository(Protocol):
    def reopen(self, event_id: int, guard: EventGuard, player_key: str | None, until: dt.datetime,
               audit: dict[str, Any], at: dt.datetime) -> tuple[Event, Registration | None] | None: ...

    def audit(self, event_id: int, registration_id: int | None = None) -> list[AuditEntry]: ...

    def add_upload(self, event_id: int, guard: EventGuard, code: str, name: str, sha256: str, text: str,
                   data: dict[str, Any], by: str, at: dt.datetime) -> ListUpload | None: ...

    def uploads(self, event_id: int) -> list[ListUpload]: ...

    def upload(self, event_id: int, upload_id: int) -> ListUpload | None: ...

    def compared_decklists(self, event_id: int, lang: str, order: bool = False
                           ) -> list[tuple[Registration, DecklistVersion]]: ...

    def apply_list(self, event_id: int, guard: EventGuard, list_id: str | None, custom_list: dict[str, Any] | None,
                   verdicts: dict[int, tuple[bool, dict]], audit: dict[str, Any], at: dt.datetime,
                   player_audits: list[tuple[int, str, dict[str, Any]]] | None = None,
                   late: Callable[[set[int]], dict[int, tuple[bool, dict]]] | None = None) -> Event | None: ...


class ListUploadNotFound(EventError):
    code = "LIST_UPLOAD_NOT_FOUND"


class ListChangeConflict(EventError):
    code = "LIST_CHANGE_CONFLICT"


@dataclass(frozen=True, slots=True)
class Checked:
    """A decklist checked again for a report: its validity and the verdict per language."""

    valid: bool
    verdict: dict


def _change(before: bool, after: bool) -> str:
    if before == after:
        return "stays_legal" if after else "stays_illegal"
    return "becomes_legal" if after else "becomes_illegal"


def _key(v: dict[str, Any]) -> tuple[str, tuple[str, ...]]:
    """A violation as compared between two lists: its code and its cards in any order."""
    return v.get("code", ""), tuple(sorted(v.get("cards", ())))


def read_order(version: DecklistVersion) -> list[str | None]:
    """The ids of the cards of a decklist's lines as read (None for a line without a card):
    from its stored verdict, or from the ``card_ids`` a list change reads instead
    (EventChangeRepository.compared_decklists)."""
    stored = EventService.stored_verdict(version, "en")
    if "card_ids" in stored:
        return stored["card_ids"]
    return [r["card"]["id"] if r.get("card") else None for r in stored.get("read") or ()]


class EventChangeService:
    def __init__(self, events: EventService, repository: EventChangeRepository):
        self.events = events
        self.repository = repository

    # -- reopening -----------------------------------------------------------------------------
    def reopen(self, event_id: int, owner: ApiKey, until: dt.datetime, player: str | None = None,
               reason: str | None = None) -> dict[str, Any]:
        """Reopen ``player``'s registration (or every registration) until ``until`` (in the
        future): a new version may then be registered; audited."""
        refuse_nul({"player": player, "reason": reason}, "")
        if not 0 < event_id < MAX_EVENT_ID:     # it cannot exist, and the database cannot take it
            raise EventNotFound({"event": event_id})
        try:
            until = as_utc(until)
        except OverflowError:       # e.g. 9999-12-31T23:59:59-05:00 has no UTC equivalent
            raise DeckInputError("INVALID_DEADLINE", {"until": str(until)[:40]}) from None
        if until <= self.events.now():
            raise DeckInputError("REOPEN_UNTIL_PASSED", {"until": iso_z(until)})
        action = "reopened" if player else "reopened_all"
        audit = {"action": action, "by": "organizer", "actor": owner.name, "reason": reason,
                 "details": {"until": iso_z(until)}}
        done = self.repository.reopen(event_id, lambda ev: self.events._check_owner(ev, owner),
                                      player_key(player) if player else None, until, audit, self.events.now())
        if done is None:
            raise EventNotFound({"event": event_id})
        event, reg = done
        if player and reg is None:
            self.events.registration(event_id, player)  # RegistrationNotFound
        return {"event": self.events.event_view(event), "player": reg.player if reg else None,
                "reopened_until": iso_z(until)}

    # -- the audit trail and a player's history ------------------------------------------------
    @staticmethod
    def entry_view(e: AuditEntry) -> dict[str, Any]:
        details = {k: v for k, v in (e.details or {}).items() if k not in PRIVATE_DETAILS}
        return {"at": iso_z(e.at), "action": e.action, "by": e.by, "actor": e.actor, "player": e.player,
                "old_sha256": e.old_sha256, "new_sha256": e.new_sha256, "reason": e.reason, "details": details}

    def audit_trail(self, event_id: int, owner: ApiKey) -> dict[str, Any]:
        event = self.events.owned_event(event_id, owner)
        return {"event": event.id, "entries": [self.entry_view(e) for e in self.repository.audit(event.id)]}

    def player_history(self, event_id: int, player: str, owner: ApiKey | None, token: str | None,
                       lang: str) -> dict[str, Any]:
        """Every version of the player's list (hash, time, verdict) and the changes made to it
        after the lock; for the organizer or the player's token."""
        reg, _ = self.events.registration_for(event_id, player, owner, token)
        event = self.events.event(event_id)
        return self.history_view(event, reg, self.events.history(reg.id), lang)

    def history_view(self, event: Event, reg: Registration, versions: list[DecklistVersion],
                     lang: str) -> dict[str, Any]:
        until = [u for u in (event.reopened_until, reg.reopened_until) if u is not None]
        open_until = max(until) if until and max(until) > self.events.now() else None
        rows = []
        for v in versions:
            verdict = EventService.stored_verdict(v, lang)
            rows.append({"version": v.version, "registered_at": iso_z(v.registered_at), "sha256": v.sha256,
                         "valid": v.valid, "source_format": v.source_format,
                         "violations": [{"code": x.get("code"), "message": x.get("message")}
                                        for x in verdict.get("violations", [])]})
        return {"event": event.id, "player": reg.player, "reopened_until": iso_z(open_until), "versions": rows,
                "changes": [self.entry_view(e) for e in self.repository.audit(event.id, reg.id)]}

    # -- the event's own list --------------------------------------------------------------------
    def upload_list(self, event_id: int, owner: ApiKey, text: str) -> dict[str, Any]:
        """Check and store a list version for the event (not applied: see ``apply_list``)."""
        event = self.events.owned_event(event_id, owner)
        refuse_nul(text, "yaml")
        if len(text) > MAX_LIST_CHARS:
            raise DeckInputError("INVALID_LIST_FILE", {"characters": len(text)}, variant="too_large",
                                 maximum=MAX_LIST_CHARS)
        try:
            rows = restricted_lists.loads(text, "list")
        except restricted_lists.ListDataError as exc:
            raise DeckInputError("INVALID_LIST_FILE", {"error": str(exc)[:300]}, variant="yaml",
                                 error=str(exc)[:300]) from None
        pool = self.events._validation().pool(event.game)
        row = self.house_row(event, owner, check_list_row(rows, pool, self.family(event)), pool)
        sha = hashlib.sha256(text.encode("utf-8")).hexdigest()
        upload = self.repository.add_upload(event.id, lambda ev: self.events._check_owner(ev, owner), row["code"],
                                            row["name"], sha, text, row, owner.name, self.events.now())
        if upload is None:
            raise EventNotFound({"event": event_id})
        return self.upload_view(upload)

    @staticmethod
    def upload_view(u: ListUpload) -> dict[str, Any]:
        entries = u.data.get("entries", [])
        counts = {kind: sum(1 for e in entries if e["kind"] == kind) for kind in ("restricted", "banned", "pod")}
        return {"id": u.id, "code": u.code, "name": u.name, "issuer": u.data.get("issuer"),
                "effective": u.data.get("effective"), "format": u.data.get("format"), "sha256": u.sha256,
                "uploaded_at": iso_z(u.uploaded_at), "uploaded_by": u.uploaded_by,
                "applied_at": iso_z(u.applied_at), "counts": counts}

    def list_template(self, event_id: int, owner: ApiKey) -> str:
        """The list the event uses now (its own, or the official one in force on its date) as
        a list document to edit and upload, named as the event's own (``house_row``); an empty
        version for a date before every list."""
        event = self.events.owned_event(event_id, owner)
        family = self.family(event)
        if family is None:
            raise DeckInputError("INVALID_LIST_FILE", variant="no_family")
        pool = self.events._validation().pool(event.game)
        if event.custom_list:
            row = {k: v for k, v in event.custom_list.items() if k not in ("sha256", "upload")}
        else:
            lv = (pool.list_by_id(family, event.list_id) if event.list_id
                  else pool.list_in_force(family, event.as_of or self.events.now().date()))
            row = list_row_of(lv) if lv is not None else {
                "code": "event", "format": family, "name": "", "issuer": "",
                "effective": (event.as_of or self.events.now().date()).isoformat(), "source": "", "entries": []}
        row = self.house_row(event, owner, row, pool)
        return restricted_lists.dumps([row])

    def house_row(self, event: Event, owner: ApiKey, row: dict[str, Any], pool: Any) -> dict[str, Any]:
        """Issue 35: the event's own list says what it is, whatever the document called it: its
        code ``house-<public id>`` (its page: /lists/<game>/<format>/house-<public id>), the
        organizer as issuer, and a name of its own: an official version's name (a copied list)
        becomes "<event name> house list, based on <that name>"; a blank one, "<event name> house list"."""
        family = self.family(event)
        official = {lv.name for lv in pool.list_versions(family)} if family else set()
        name = " ".join(str(row.get("name") or "").split())
        if not name:
            name = f"{event.name} house list"
        elif name in official:
            name = f"{event.name} house list, based on {name}"
        return {**row, "code": house_code(event), "name": name[:200], "issuer": owner.name[:200],
                "source": row.get("source") or event.name}

    def house_list(self, game: str, family: str, code: str) -> ListVersion | None:
        """The applied own list of the event whose code this is (its public page), or None."""
        if not code.startswith(HOUSE_PREFIX):
            return None
        event = self.events.repository.event_by_public_id(code[len(HOUSE_PREFIX):])
        row = event.custom_list if event is not None and event.game == game else None
        if not row or row.get("format") != family or row.get("code") != code:
            return None
        return list_version_from_row(game, row)

    def uploads(self, event_id: int, owner: ApiKey) -> dict[str, Any]:
        event = self.events.owned_event(event_id, owner)
        return {"event": event.id, "uploads": [self.upload_view(u) for u in self.repository.uploads(event.id)]}

    # -- what if the list changes ----------------------------------------------------------------
    def _target(self, event: Event, list_id: str | None, upload_id: int | None) -> tuple[Event, dict[str, Any]]:
        """The event as it would be with the other list, and a description of that list."""
        if upload_id is not None:
            upload = self.repository.upload(event.id, upload_id)
            if upload is None:
                raise ListUploadNotFound({"event": event.id, "upload": upload_id})
            custom = {**upload.data, "sha256": upload.sha256, "upload": upload.id}
            return replace(event, custom_list=custom), {
                "kind": "upload", "upload": upload.id, "list": upload.code, "name": upload.name,
                "issuer": upload.data.get("issuer"), "effective": upload.data.get("effective"), "sha256": upload.sha256}
        if not list_id:
            raise DeckInputError("INVALID_REQUEST", {"list": ["missing"]}, variant="list_change")
        self.events.check_settings(event.game, event.format, list_id)
        family = self.family(event)
        lv = self.events._validation().pool(event.game).list_by_id(family, list_id) if family else None
        if lv is None:      # (check_settings knows the list: a format without lists has none)
            raise DeckInputError("UNKNOWN_LIST", {"list": list_id, "lists": []}, game=event.game,
                                 format=event.format)
        return replace(event, list_id=list_id, custom_list=None), {
            "kind": "official", "upload": None, "list": lv.id, "name": lv.name, "issuer": lv.issuer,
            "effective": lv.effective.isoformat(), "sha256": None}

    @staticmethod
    def family(event: Event) -> str | None:
        return get_game(event.game).format(event.format).list_format

    def recheck(self, changed: Event, lang: str | None = None, shared: dict[str, Any] | None = None,
                compared: bool = False) -> list[tuple[Registration, DecklistVersion, Any]]:
        """Every registered decklist checked under ``changed`` (``_check``). Decklists that are
        the same deck share one check of it (a large event repeats a few popular decks: the
        check depends only on the deck and the event, ``shared``). ``compared`` (a list
        change): the stored verdicts are read only as far as a list change compares them, and
        the new ones hold only what a list changes (``_check``)."""
        own = list_version_from_row(changed.game, changed.custom_list) if changed.custom_list else None
        shared = {} if shared is None else shared
        rows = (self.repository.compared_decklists(changed.id, lang or "en", order=lang is None) if compared
                else self.events.current_decklists(changed.id))
        return [(reg, version, self._check(changed, version, lang, own, shared, whole=not compared))
                for reg, version in rows]

    def _check(self, changed: Event, version: DecklistVersion, lang: str | None, own: Any = None,
               shared: dict[str, Any] | None = None, whole: bool = True) -> Any:
        """One registered decklist checked under ``changed``. A list read without problems is
        checked from its canonical deck (a list change changes no reading: the reading depends
        on the text, the game and the date, not on the list), rendered in ``lang`` only for a
        report, or in every language for storing: beside the reading as stored (``whole``), or
        alone (what a list changes: SqlEventChangeRepository.apply_list keeps the reading);
        ``shared`` holds the checks and their renderings by the deck's SHA-256. A list read
        with problems is read again as at registration (its unread lines count in the verdict)."""
        if own is None and changed.custom_list:
            own = list_version_from_row(changed.game, changed.custom_list)
        if version.source_format != "canonical" and version.problems:
            return self.events.submission(changed, decklist=version.submitted, submitted=version.submitted)
        shared = {} if shared is None else shared
        deck = deck_from_dict(version.canonical)
        if lang is None:        # stored verdicts name a violation's cards in the order they were read
            order = dict.fromkeys(c for c in read_order(version) if c is not None and c in deck.cards)
            deck = replace(deck, cards={**{c: deck.cards[c] for c in order}, **deck.cards})
        memo = f"{version.sha256}:{','.join(deck.cards)}"
        validation = self.events._validation()
        if memo not in shared:
            deck = replace(deck, format=changed.format, as_of=changed.as_of, list_id=changed.list_id,
                           rules_version=None)
            shared[memo] = (validation.check(deck, list_version=own), {})
        verdict, renders = shared[memo]

        def render(code: str) -> dict[str, Any]:
            if code not in renders:
                renders[code] = validation.render(verdict, code)
            return renders[code]

        if lang is not None:
            return Checked(verdict.valid, {lang: render(lang)})
        if not whole:
            return Checked(verdict.valid, {code: render(code) for code in LANGS})
        return Checked(verdict.valid, {code: {**render(code), **self._reading(changed, version, code)}
                                       for code in LANGS})

    @staticmethod
    def _reading(changed: Event, version: DecklistVersion, lang: str) -> dict[str, Any]:
        """What a decklist's stored verdict says of its reading (``decklist_verdict_to_dict``:
        problems, the deck as read, corrections, each line), the deck's list the changed one."""
        stored = EventService.stored_verdict(version, lang)
        reading: dict[str, Any] = {k: stored[k] for k in ("parse_problems", "deck", "corrections", "read") if k in stored}
        if "deck" in reading:
            reading["deck"] = {**reading["deck"], "list": changed.list_id}
        return reading

    def _report(self, event: Event, target: dict[str, Any], checked: list, lang: str) -> dict[str, Any]:
        rows = []
        for reg, version, sub in checked:
            before = EventService.stored_verdict(version, lang).get("violations", [])
            after = (sub.verdict.get(lang) or sub.verdict["en"]).get("violations", [])
            old = {_key(v) for v in before}
            new = {_key(v) for v in after}
            rows.append({"player": reg.player, "version": version.version, "sha256": version.sha256,
                         "before": version.valid, "after": sub.valid, "change": _change(version.valid, sub.valid),
                         "violations": after,
                         "new_violations": [v for v in after if _key(v) not in old],
                         "resolved_violations": [v for v in before if _key(v) not in new]})
        summary = {c: sum(1 for r in rows if r["change"] == c)
                   for c in ("becomes_illegal", "becomes_legal", "stays_legal", "stays_illegal")}
        summary["players"] = len(rows)
        return {"event": self.events.event_view(event, len(rows)), "target": target, "summary": summary,
                "players": rows}

    def list_change(self, event_id: int, owner: ApiKey, lang: str, list_id: str | None = None,
                    upload_id: int | None = None) -> dict[str, Any]:
        """Who becomes illegal (and legal) under the other list, and why; nothing is stored."""
        event = self.events.owned_event(event_id, owner)
        changed, target = self._target(event, list_id, upload_id)
        return self._report(event, target, self.recheck(changed, lang, compared=True), lang)

    def apply_list(self, event_id: int, owner: ApiKey, lang: str, list_id: str | None = None,
                   upload_id: int | None = None, reason: str | None = None) -> dict[str, Any]:
        """Check every registered decklist against the other list, then store the new verdicts
        and make the list the event's, in one transaction; audited (one entry for the change,
        one per player whose verdict changed). The checks take long on a large event and
        registrations stay open meanwhile: the decklists registered or replaced during them are
        checked inside the transaction, with the event locked (registrations wait the moment
        that takes), so the stored verdicts are one consistent snapshot and a stream of
        registrations cannot keep a list change from applying. ListChangeConflict only if the
        registrations changed in a way the store could not follow (nothing stored; run it
        again)."""
        refuse_nul(reason, "reason")
        event = self.events.owned_event(event_id, owner)
        changed, target = self._target(event, list_id, upload_id)
        shared: dict[str, Any] = {}
        checked = self.recheck(changed, shared=shared, compared=True)
        report = self._report(event, target, checked, lang)
        verdicts = {version.id: (sub.valid, sub.verdict) for _, version, sub in checked}

        def change_of(reg: Registration, version: DecklistVersion, sub: Any) -> tuple[int, str, dict[str, Any]]:
            return (reg.id, reg.player, {"list": target["list"], "before": version.valid, "after": sub.valid,
                                         "codes": [v["code"] for v in sub.verdict["en"].get("violations", [])]})

        player_audits = [change_of(reg, version, sub) for reg, version, sub in checked if version.valid != sub.valid]

        def late(version_ids: set[int]) -> dict[int, tuple[bool, dict]]:
            found = [(reg, version, self._check(changed, version, None, shared=shared, whole=False))
                     for reg, version in self.repository.compared_decklists(changed.id, "en", order=True)
                     if version.id in version_ids]
            player_audits.extend(change_of(reg, version, sub) for reg, version, sub in found
                                 if version.valid != sub.valid)
            return {version.id: (sub.valid, sub.verdict) for _, version, sub in found}

        audit = {"action": "list_applied", "by": "organizer", "actor": owner.name, "reason": reason,
                 "details": {"target": target, "summary": report["summary"],
                             "previous": {"list": event.list_id,
                                          "upload": (event.custom_list or {}).get("upload")}}}
        try:
            applied = self.repository.apply_list(
                event.id, lambda ev: self.events._check_owner(ev, owner),
                event.list_id if changed.custom_list else changed.list_id, changed.custom_list,
                verdicts, audit, self.events.now(), player_audits, late)
        except WriteConflict:
            raise ListChangeConflict({"event": event.id}) from None
        report["event"] = self.events.event_view(applied or event, len(checked))
        report["applied"] = True
        return report


__all__ = ["AuditEntry", "EventChangeRepository", "EventChangeService", "LANGS", "ListChangeConflict",
           "ListUpload", "ListUploadNotFound"]
