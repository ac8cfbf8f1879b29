"""The application layer (deckcheck/services) with in-memory fakes of its ports: no
database, no Flask. The real repositories are exercised by the API tests."""
from __future__ import annotations

import dataclasses
import datetime as dt
from datetime import date

import pytest

from deckcheck.goldfish import ActionError
from deckcheck.model import Alias, Card, Deck, DeckInputError, ListVersion
from deckcheck.pool import CardPool
from deckcheck.services import events as ev
from deckcheck.services import ports
from deckcheck.services.cards import CardsService
from deckcheck.services.goldfish import GoldfishService, MemoryRunStore, MemorySessionStore
from deckcheck.services.health import HealthService
from deckcheck.services.observers import Observer
from deckcheck.services.validation import ValidationService
from deckcheck.text import normalize_name


def _card(cid: str, name: str, **kw) -> Card:
    return Card(id=cid, game="agot", name=name, type=kw.pop("type", "character"), title=normalize_name(name),
                faction=kw.pop("faction", "neutral"), **kw)


def _pool(stamp: str = "s1") -> CardPool:
    return CardPool("agot", [
        _card("01002", "A Feast for Crows", type="plot", released=date(2015, 10, 8)),
        _card("01027", "Fealty", type="agenda", deck_limit=1),
        _card("01109", "Winterfell Steward", faction="stark", released=date(2015, 10, 8)),
    ], [Alias("01002", "de", "Zeit der Krähen", "test")],
        [ListVersion("v1", "agot", "joust", "V1", "x", date(2018, 1, 1), "s", restricted=frozenset({"01027"}))],
        stamp=stamp)


class FakeCatalog:
    """ports.CardCatalog + ports.CardRecords + ports.Pingable in memory."""

    def __init__(self, pools: dict[str, CardPool] | None = None, up: bool = True):
        self.pools = pools
        self.up = up
        self.loads = 0

    def load_pools(self):
        if self.pools is None:
            raise ports.CatalogUnavailable("no schema")
        self.loads += 1
        return dict(self.pools)

    def load_pool(self, game):
        return self.pools[game]

    def stamp(self):
        return next((p.stamp for p in (self.pools or {}).values()), "")

    def pack_hints(self):
        return {"agot": {"core set": "core"}}

    def game_names(self):
        return {"agot": "Thrones"}

    def card_rows(self, game, card_id):
        return {"id": card_id, "printings": [{"pack": "core", "quantity": 3}], "designer": "X"}

    def packs_in_release_order(self):
        return {"agot": [{"id": "core", "name": "Core Set", "released": "2015-10-08"}]}

    def ping(self):
        if not self.up:
            raise ConnectionError("down")


class Counts:
    def __init__(self):
        self.seen = []
        self.games = []

    def validated(self, game, valid):
        self.seen.append((game, valid))

    def goldfish_games(self, game, games, mode):
        self.games.append((game, games, mode))


# -- validation ---------------------------------------------------------------------------------
def test_validation_reads_validates_renders_and_tells_its_observers():
    catalog = FakeCatalog({"agot": _pool()})
    svc = ValidationService.from_catalog(catalog, reload_interval=0)
    counts = Counts()
    svc.observers.add(counts)
    svc.observers.add(counts)                      # twice: still counted once
    out = svc.validate_payload({"decklist": "Fealty\n1x Zeit der Krähen (Core Set)\n", "game": "agot"}, "de")
    assert out["game"] == "agot" and out["valid"] is False and out["violations"]
    assert out["deck"]["cards"] == {"01002": 1, "01027": 1} and out["parse_problems"] == []
    assert counts.seen == [("agot", False)]
    assert svc.game_names["agot"] == "Thrones" and svc.packs == {"agot": {"core set": "core"}}
    with pytest.raises(DeckInputError) as err:
        svc.validate_payload({"game": "whi", "cards": {"x": 1}})
    assert err.value.code == "NO_CARD_DATA"


def test_validation_reloads_when_the_stamp_moves_and_starts_empty_without_schema():
    catalog = FakeCatalog({"agot": _pool("s1")})
    svc = ValidationService.from_catalog(catalog, reload_interval=0)
    assert svc.reload_if_changed() is False and catalog.loads == 1
    catalog.pools = {"agot": _pool("s2")}
    assert svc.reload_if_due() is True and svc.stamp() == "s2"
    empty = ValidationService.from_catalog(FakeCatalog(None))
    assert empty.pools == {} and empty.cards_loaded() == {"l5r": 0, "agot": 0, "whi": 0}


# -- events ---------------------------------------------------------------------------------------
class MemoryEvents:
    """ports.EventRepository in memory (one lock for 'transactions')."""

    def __init__(self):
        self.keys, self.events, self.regs, self.versions = {}, {}, {}, []

    def add_api_key(self, key):
        row = ports.ApiKey(id=len(self.keys) + 1, **dataclasses.asdict(key))
        self.keys[row.id] = row
        return row

    def api_key_by_hash(self, key_hash):
        return next((k for k in self.keys.values() if k.key_hash == key_hash), None)

    def api_key(self, key_id):
        return self.keys.get(key_id)

    def api_keys(self):
        return list(self.keys.values())

    def revoke_api_key(self, key_id, at):
        key = self.keys.get(key_id)
        if key is None or key.revoked_at is not None:
            return False
        key.revoked_at = at
        return True

    def add_event(self, event):
        row = ports.Event(id=len(self.events) + 1, locked_at=None, **dataclasses.asdict(event))
        self.events[row.id] = row
        return row

    def event(self, event_id):
        found = self.events.get(event_id)
        return dataclasses.replace(found) if found else None

    def events_of_owner(self, owner_key_id):
        return sorted((e for e in self.events.values() if e.owner_key_id == owner_key_id), key=lambda e: -e.id)

    def lock_event(self, event_id, guard, at):
        row = self.events.get(event_id)
        if row is None:
            return None
        guard(row)
        row.locked_at = row.locked_at or at
        return row

    def player_count(self, event_id):
        return sum(1 for r in self.regs.values() if r.event_id == event_id)

    def register(self, event_id, player, player_key, token_hash, submission, guard, at, name_skeleton=""):
        row = self.events.get(event_id)
        if row is None:
            return None
        reg = self.regs.get((event_id, player_key))
        guard(row, reg, None)
        created = reg is None
        if created:
            reg = self.regs[(event_id, player_key)] = ports.Registration(
                len(self.regs) + 1, event_id, player, player_key, token_hash, 1, at, at)
        else:
            reg.current_version += 1
            reg.updated_at = at
        version = ports.DecklistVersion(len(self.versions) + 1, reg.id, reg.current_version,
                                        registered_at=at, **dataclasses.asdict(submission))
        self.versions.append(version)
        return reg, version, created

    def registration(self, event_id, player_key):
        reg = self.regs.get((event_id, player_key))
        if reg is None:
            return None
        return reg, next(v for v in self.versions if v.registration_id == reg.id and v.version == reg.current_version)

    def history(self, registration_id):
        return [v for v in self.versions if v.registration_id == registration_id]

    def current_decklists(self, event_id, after=None, limit=None):
        rows = sorted(((r, self.registration(event_id, r.player_key)[1]) for r in self.regs.values()
                       if r.event_id == event_id and (after is None or r.player_key > after)),
                      key=lambda pair: pair[0].player_key)
        return rows[:limit] if limit is not None else rows

    def verdict_counts(self, event_id):
        rows = self.current_decklists(event_id)
        return len(rows), sum(1 for _, version in rows if version.valid)


SUB = ports.Submission("x", "text", {"cards": {}}, "0" * 64, True, {"en": {"violations": []}}, [])


def test_events_tokens_registrations_deadline_and_lock():
    svc = ev.EventService(MemoryEvents())
    key, token = svc.create_api_key("TO")
    assert token.startswith("dck_") and svc.find_api_key(token) == key and key.key_hash != token
    other, _ = svc.create_api_key("other")
    deadline = ev.utcnow() + dt.timedelta(days=1)
    event = svc.create_event(key, name="Joust", game="agot", format="joust", deadline=deadline)
    first = svc.register(event.id, "  Ann   Example ", SUB)
    assert first.player_token.startswith("dcp_") and first.registration.player == "Ann Example"
    with pytest.raises(ev.PlayerTokenRequired):               # replacing: the player's token ...
        svc.register(event.id, "ANN example", SUB)
    with pytest.raises(ev.InvalidPlayerToken):
        svc.register(event.id, "ANN example", SUB, token="dcp_wrong")
    with pytest.raises(ev.EventNotFound):
        svc.register(event.id, "ANN example", SUB, owner=other)
    again = svc.register(event.id, "ANN example", SUB, token=first.player_token)
    assert again.player_token is None and again.decklist.version == 2
    by_organizer = svc.register(event.id, "Ann Example", SUB, owner=key)     # ... or the organizer
    assert by_organizer.player_token is None and by_organizer.decklist.version == 3
    assert svc.token_matches(again.registration, first.player_token)
    assert not svc.token_matches(again.registration, "dcp_wrong")
    assert [v.version for v in svc.history(first.registration.id)] == [1, 2, 3]
    report = svc.report(event, "en")
    assert report["summary"] == {"players": 1, "valid": 1, "invalid": 0}
    assert "".join(svc.report_csv(event, "en")).splitlines()[1].startswith("Ann Example,yes,3,")
    with pytest.raises(DeckInputError):
        svc.register(event.id, "   ", SUB)
    with pytest.raises(ev.EventClosed):                       # after the deadline
        svc.register(event.id, "Bo", SUB, now=deadline)
    with pytest.raises(ev.EventNotFound):
        svc.lock_event(event.id, other)
    assert svc.lock_event(event.id, key).locked_at is not None
    with pytest.raises(ev.EventClosed) as closed:
        svc.register(event.id, "Bo", SUB)
    assert closed.value.details == {"event": event.id, "locked": True}
    assert svc.event_view(svc.event(event.id))["open"] is False
    with pytest.raises(ev.EventNotFound):
        svc.event(2 ** 63)
    assert svc.revoke_api_key(key.id) is True and svc.find_api_key(token) is None


def test_events_retry_write_conflicts_then_answer_a_conflict(monkeypatch):
    monkeypatch.setattr(ev, "REGISTER_BACKOFF", 0.0)

    class Racy(MemoryEvents):
        conflicts = 1

        def register(self, *args):
            if self.conflicts:
                self.conflicts -= 1
                raise ports.WriteConflict("race")
            return super().register(*args)

    repo = Racy()
    svc = ev.EventService(repo)
    key, _ = svc.create_api_key("TO")
    event = svc.create_event(key, name="e", game="agot", format="joust",
                             deadline=ev.utcnow() + dt.timedelta(days=1))
    assert svc.register(event.id, "Ann", SUB).player_token
    repo.conflicts = ev.REGISTER_ATTEMPTS - 1
    assert svc.register(event.id, "Bo", SUB).player_token           # retried until it went through
    repo.conflicts = ev.REGISTER_ATTEMPTS
    with pytest.raises(ev.RegistrationConflict) as err:             # not "closed": send it again
        svc.register(event.id, "Cy", SUB)
    assert err.value.code == "REGISTRATION_CONFLICT" and "Send it again" in err.value.message_in("en")
    assert svc.find_registration(event.id, "Cy") is None


def test_open_event_checks_settings_and_deadline():
    svc = ev.EventService(MemoryEvents(), ValidationService({"agot": _pool()}))
    key, _ = svc.create_api_key("TO")
    future = ev.utcnow() + dt.timedelta(days=3)
    event = svc.open_event(key, name=" Joust ", game="agot", deadline=future)
    assert (event.name, event.format, event.as_of) == ("Joust", "joust", future.date())
    for kwargs, code in (({"format": "vintage"}, "UNKNOWN_FORMAT"), ({"list_id": "nope"}, "UNKNOWN_LIST"),
                         ({"deadline": ev.utcnow() - dt.timedelta(days=1)}, "DEADLINE_PASSED")):
        with pytest.raises(DeckInputError) as err:
            svc.open_event(key, **{"name": "x", "game": "agot", "deadline": future, **kwargs})
        assert err.value.code == code


# -- goldfish, cards, health ------------------------------------------------------------------------
def test_goldfish_service_keeps_sessions_in_the_store_it_is_given():
    sessions = MemorySessionStore()
    svc = GoldfishService(sessions, MemoryRunStore())
    with pytest.raises(ActionError) as err:
        svc.get_session("nope")
    assert err.value.code == "UNKNOWN_SESSION"
    with pytest.raises(ActionError) as err:
        svc.run_report("nope")
    assert err.value.code == "UNKNOWN_RUN"
    assert len(sessions) == 0


def test_goldfish_runs_are_stored_and_counted(agot_pool):
    from test_api_validate import KINGSMOOT_CARDS

    counts = Counts()
    svc = GoldfishService(MemorySessionStore(), MemoryRunStore(), ValidationService({"agot": agot_pool}))
    svc.observers.add(counts)
    deck = Deck("agot", dict(KINGSMOOT_CARDS), faction="baratheon", as_of=date(2017, 6, 1))
    run_id, report = svc.run(deck, agot_pool, games=3, seed=2, max_rounds=5)
    assert svc.run_report(run_id) is report and counts.games == [("agot", 3, "run")]
    assert "<svg" in svc.run_plot(run_id)
    session, state, actions = svc.start_session(deck, agot_pool, 7)
    assert svc.view(session.id) == (state, actions)


def test_a_batch_tells_its_observers_each_outcome_once():
    class Many(Counts):
        def __init__(self):
            super().__init__()
            self.told = []

        def validated_many(self, game, valid, count):
            self.told.append((game, valid, count))

    class Declared(Observer):          # the Protocol's own validated_many: validated, one by one
        def __init__(self):
            self.seen = []

        def validated(self, game, valid):
            self.seen.append((game, valid))

    svc = ValidationService.from_catalog(FakeCatalog({"agot": _pool()}), reload_interval=0)
    counts, many, declared = Counts(), Many(), Declared()
    for observer in (counts, many, declared):
        svc.observers.add(observer)
    deck = {"game": "agot", "cards": {"01002": 1, "01109": 3}}
    out = svc.validate_batch([deck, {"decklist": "1x Zeit der Krähen (Core Set)", "game": "agot"},
                              {"game": "agot", "cards": {"01002": "x"}}, deck, {"game": "whi", "cards": {}}])
    assert out["summary"] == {"total": 5, "valid": 0, "invalid": 3, "errors": 2}
    assert many.seen == [("agot", False)] and many.told == [("agot", False, 2)]   # the decklist: as it is read
    assert counts.seen == declared.seen == [("agot", False)] * 3     # without validated_many: one by one


def test_cards_and_health_with_fakes():
    catalog = FakeCatalog({"agot": _pool()})
    validation = ValidationService.from_catalog(catalog)
    cards = CardsService(validation, catalog)
    pool = validation.pool("agot")
    detail = cards.detail(pool.card("01027"), pool, "en")
    assert detail["attributes"] == {"designer": "X"} and detail["printings"][0]["pack"] == "core"
    assert [e["status"] for e in detail["list_timeline"]] == ["restricted"]
    assert cards.packs()["agot"][0]["name"] == "Core Set" and cards.packs()["l5r"] == []
    assert [c.id for c, _ in cards.search("", "agot", "", "", "")] == ["01002", "01027", "01109"]
    assert cards.search_page("agot", q="Zeit der Krahen")["items"][0]["id"] == "01002"
    assert cards.filters("agot") == {"types": ["agenda", "character", "plot"], "factions": ["neutral", "stark"]}
    health = HealthService(validation, {"database": catalog, "events_database": FakeCatalog(up=False)})
    ready = health.readiness()
    assert not ready.ready and ready.checks["events_database"] == "unreachable (ConnectionError)"
    assert ready.failed == ["events_database", "l5r cards", "whi cards"]
    assert health.liveness() == {"status": "ok", "games": {"l5r": 0, "agot": 3, "whi": 0}, "stamp": "s1"}
