"""Goldfish sessions and runs for the API and the CLI (no Flask, no SQL here).

Interactive sessions (a person stepping through a game) live in a SessionStore given to
the service (card_db.goldfish_store.DatabaseSessionStore, or MemorySessionStore below):
    goldfish = GoldfishService(MemorySessionStore())
    session, state, actions = goldfish.start_session(deck, pool, seed=7)
    state, actions = goldfish.act(session.id, {"kind": "keep"})
    state, actions = goldfish.view(session.id);  log = goldfish.session_log(session.id)
    state, actions = goldfish.undo(session.id)    # the last decision taken back (seed + log replayed)
``deck`` is a deckcheck.model.Deck or a mapping card id -> count (then pass ``faction``).
A session serializes with ``Session.to_json`` and comes back with ``Session.from_json(data, pool)``.

Monte-Carlo reports (no store needed):
    report = run_report(deck, pool, games=10_000, seed=1, workers=None, progress=cb,
                        key_cards=["Robert Baratheon"])      # None = the default key cards
    svg = plot_svg(report)
    comparison = compare_report(deck_a, deck_b, pool, games=2000, seed=1)
``GoldfishService.run`` plays one for the API, keeps it in the RunStore and tells the
observers how many games were played; ``GoldfishService.compare`` plays two decks on the
same seeds and returns their paired comparison.

Decks that deckcheck.validator finds invalid are refused (DeckInvalid, an ActionError
"DECK_INVALID", details = the verdict in the reader's language); pass ``check=None`` to skip
the check, or another callable (deck, pool) -> Verdict | None. Every error is an ActionError with a stable code.
"""
from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from deckcheck.decklists.problems import ParseResult
from deckcheck.errors import DeckcheckError
from deckcheck.goldfish import gamelog, runner
from deckcheck.goldfish.pilot import get_pilot
from deckcheck.goldfish.actions import Action, ActionError, action_from_json
from deckcheck.goldfish.games import engine_module
from deckcheck.message_entries import LANGS
from deckcheck.model import Deck, DeckInputError, Verdict
from deckcheck.pool import CardPool
from deckcheck.services.observers import Observers
from deckcheck.services.ports import RunStore, SessionStore


class DeckReader(Protocol):
    """What the goldfish service asks of the validation service (ValidationService): a
    request's deck read, its game's pool, and a verdict."""

    def read_payload(self, data: Mapping[str, Any]) -> ParseResult: ...

    def pool(self, game: str) -> CardPool: ...

    def check(self, deck: Deck, fmt: str | None = None, unread: Iterable[Any] = ()) -> Verdict: ...

__all__ = ["ActionError", "DeckInvalid", "GoldfishService", "MemoryRunStore", "MemorySessionStore", "Session",
           "compare_report", "game_log", "plot_svg", "replay_log", "run_report", "validate_deck"]

MAX_ROUNDS_LIMIT = 100
MAX_REPORT_GAMES = 100_000
MAX_KEY_CARDS = 20


# -- decks and their check ----------------------------------------------------------------------
def _deck_of(deck: Deck | Mapping[str, int], pool: Any, faction: str | None) -> Deck:
    if isinstance(deck, Deck):
        return deck
    if not isinstance(deck, Mapping):
        raise ActionError("INVALID_DECK", variant="goldfish")
    return Deck(game=pool.game, cards=dict(deck), faction=faction)


def validate_deck(deck: Deck, pool: Any) -> Verdict | None:
    """deckcheck.validator for the deck's game, or None if that game has no rules yet."""
    from deckcheck.games import get_game

    try:
        get_game(deck.game).load_formats()
    except (ImportError, DeckInputError):
        return None
    from deckcheck.validator import validate

    return validate(deck, pool)


Check = Callable[[Deck, Any], "Verdict | None"]


def _checked(deck: Deck, pool: Any, check: Check | None) -> bool:
    """True when the deck was checked and is valid; raises when it is invalid."""
    if check is None:
        return False
    verdict = check(deck, pool)
    if verdict is None:
        return False
    if not verdict.valid:
        raise DeckInvalid(verdict, pool)
    return True


def _about_deck(exc: DeckcheckError, which: str) -> DeckcheckError:
    """A refusal of one deck of a comparison, its details saying which (``deck``: "a" or
    "b") in every language (errors whose details are not a mapping keep them)."""
    details_in = exc.details_in

    def labelled(lang: str) -> Any:
        details = details_in(lang)
        if details is None:
            return {"deck": which}
        return {**details, "deck": which} if isinstance(details, Mapping) else details

    exc.details_in = labelled          # type: ignore[method-assign]
    exc.details = labelled("en")
    return exc


class DeckInvalid(ActionError):
    """DECK_INVALID: the deck is not legal; the details are its verdict, in the reader's
    language (``details_in``)."""

    def __init__(self, verdict: Verdict, pool: Any):
        from deckcheck.report import verdict_to_dict

        self.verdicts = {lang: verdict_to_dict(verdict, pool, lang) for lang in LANGS}
        super().__init__("DECK_INVALID", self.verdicts["en"])

    def details_in(self, lang: str) -> Any:
        return self.verdicts.get(lang, self.details)

    def of_deck(self, which: str) -> DeckInvalid:
        """Say which deck of a comparison the verdict is about (``deck``: "a" or "b")."""
        for verdict in self.verdicts.values():
            verdict["deck"] = which
        return self


def _table(deck: Deck, pool: Any) -> Any:
    if deck.game != pool.game:
        raise ActionError("WRONG_GAME", game=deck.game, pool_game=pool.game)
    module = engine_module(deck.game)
    return module.table_for(pool, deck.cards, deck.faction)


def checked_max_rounds(value: int) -> int:
    """``value`` when it is a number of rounds a game may last (INVALID_MAX_ROUNDS else)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_ROUNDS_LIMIT:
        raise ActionError("INVALID_MAX_ROUNDS", maximum=MAX_ROUNDS_LIMIT)
    return value


# -- sessions ---------------------------------------------------------------------------------------
@dataclass(slots=True)
class Session:
    id: str
    game: str
    cards: dict[str, int]
    faction: str | None
    seed: int
    max_rounds: int
    state: Any
    validated: bool = False
    created: float = field(default_factory=time.time)
    lock: Any = field(default_factory=threading.Lock, repr=False, compare=False)

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "game": self.game, "seed": self.seed, "max_rounds": self.max_rounds,
                "faction": self.faction, "validated": self.validated,
                "unscored": self.state.unscored, "created": self.created}

    def to_json(self) -> dict[str, Any]:
        data = self.summary()
        data["cards"] = dict(self.cards)
        data["state"] = self.state.to_json()
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any], pool: Any) -> Session:
        try:
            module = engine_module(data["game"])
            state = module.ENGINE.load(data["state"], pool)
            return cls(id=str(data["id"]), game=data["game"], cards=dict(data["cards"]),
                       faction=data.get("faction"), seed=int(data["seed"]),
                       max_rounds=int(data["max_rounds"]), state=state,
                       validated=bool(data.get("validated")), created=float(data.get("created", 0)))
        except (KeyError, TypeError, ValueError) as exc:
            raise ActionError("INVALID_SESSION", error=str(exc)) from exc


class MemorySessionStore:
    """Sessions in memory: at most ``max_sessions`` (least recently used dropped first),
    each forgotten ``ttl`` seconds after its last use. Thread-safe."""

    def __init__(self, max_sessions: int = 1000, ttl: float = 3600.0,
                 clock: Callable[[], float] = time.monotonic):
        self.max_sessions = max_sessions
        self.ttl = ttl
        self.clock = clock
        self._items: OrderedDict[str, tuple[float, Session]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            self._expire(self.clock())
            return len(self._items)

    def _expire(self, now: float) -> None:
        while self._items:
            key, (touched, _) = next(iter(self._items.items()))
            if now - touched <= self.ttl:
                break
            del self._items[key]

    def get(self, session_id: str) -> Session | None:
        with self._lock:
            now = self.clock()
            self._expire(now)
            item = self._items.pop(session_id, None)
            if item is None:
                return None
            self._items[session_id] = (now, item[1])
            return item[1]

    def put(self, session: Session) -> None:
        with self._lock:
            now = self.clock()
            self._expire(now)
            self._items.pop(session.id, None)
            self._items[session.id] = (now, session)
            while len(self._items) > self.max_sessions:
                self._items.popitem(last=False)

    def delete(self, session_id: str) -> None:
        with self._lock:
            self._items.pop(session_id, None)


class MemoryRunStore:
    """Run reports in per-process memory: at most ``max_runs``, each kept ``ttl`` seconds."""

    def __init__(self, max_runs: int = 200, ttl: float = 3600.0, clock: Callable[[], float] = time.time):
        self.max_runs = max_runs
        self.ttl = ttl
        self.clock = clock
        self._runs: OrderedDict[str, tuple[float, dict[str, Any]]] = OrderedDict()
        self._lock = threading.Lock()

    def put(self, report: dict[str, Any]) -> str:
        run_id = secrets.token_urlsafe(9)
        with self._lock:
            now = self.clock()
            self._runs[run_id] = (now, report)
            while len(self._runs) > self.max_runs or (
                    self._runs and next(iter(self._runs.values()))[0] < now - self.ttl):
                self._runs.popitem(last=False)
        return run_id

    def get(self, run_id: str) -> dict[str, Any] | None:
        with self._lock:
            found = self._runs.get(run_id)
        if found is None or found[0] < self.clock() - self.ttl:
            return None
        return found[1]


def _views(session: Session) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    module = engine_module(session.game)
    state = session.state
    return module.describe(state), module.actions_json(state, module.ENGINE.legal_actions(state))


class GoldfishService:
    """Sessions in ``sessions``, run reports in ``runs``; decks read and pools taken from
    ``validation`` (for ``read_deck``); ``observers`` hear of every run played."""

    def __init__(self, sessions: SessionStore[Session], runs: RunStore | None = None,
                 validation: DeckReader | None = None, observers: Observers | None = None):
        self.sessions = sessions
        self.runs = runs if runs is not None else MemoryRunStore()
        self.validation = validation
        self.observers = observers if observers is not None else Observers()

    def read_deck(self, payload: Mapping[str, Any]) -> tuple[Deck, CardPool]:
        """A canonical deck or a decklist (as for POST /validate) and its game's pool. A
        decklist with a line that was not read is refused (DECK_INVALID, its verdict listing
        the unread lines) before any game is played."""
        if self.validation is None:
            raise DeckInputError("NO_CARD_DATA", variant="goldfish")
        result = self.validation.read_payload(payload)
        pool = self.validation.pool(result.deck.game)
        if result.problems:     # fail closed: a deck with lines not read is never played as if whole
            raise DeckInvalid(self.validation.check(result.deck, unread=result.problems), pool)
        return result.deck, pool

    def read_decks(self, payload_a: Mapping[str, Any], payload_b: Mapping[str, Any]
                   ) -> tuple[Deck, Deck, CardPool]:
        """The two decks of a comparison, read as ``read_deck`` reads one (a refusal says
        which deck: ``deck`` "a" or "b" in its verdict or details), and their game's pool."""
        decks = []
        for which, payload in (("a", payload_a), ("b", payload_b)):
            try:
                decks.append(self.read_deck(payload))
            except DeckInvalid as exc:
                raise exc.of_deck(which) from None
            except DeckcheckError as exc:
                raise _about_deck(exc, which) from None
        (deck_a, pool), (deck_b, _) = decks
        if deck_a.game != deck_b.game:
            raise ActionError("MIXED_GAMES", game_a=deck_a.game, game_b=deck_b.game)
        return deck_a, deck_b, pool

    # -- sessions -----------------------------------------------------------------------------
    def start_session(self, deck: Deck | Mapping[str, int], pool: Any, seed: int | None = None, *,
                      faction: str | None = None, max_rounds: int = 20, check: Check | None = validate_deck
                      ) -> tuple[Session, dict[str, Any], list[dict[str, Any]]]:
        """A new interactive game: (session, state view, legal actions with labels)."""
        deck_obj = _deck_of(deck, pool, faction)
        validated = _checked(deck_obj, pool, check)
        table = _table(deck_obj, pool)
        if seed is None:
            seed = secrets.randbelow(2**31)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ActionError("INVALID_SEED")
        module = engine_module(deck_obj.game)
        state = module.ENGINE.start(table, seed, checked_max_rounds(max_rounds), verbose=True)
        session = Session(id=secrets.token_urlsafe(12), game=deck_obj.game, cards=dict(deck_obj.cards),
                          faction=deck_obj.faction, seed=seed, max_rounds=max_rounds, state=state,
                          validated=validated)
        self.sessions.put(session)
        state_view, actions = _views(session)
        return session, state_view, actions

    def get_session(self, session: Session | str) -> Session:
        if isinstance(session, Session):
            return session
        found = self.sessions.get(session) if "\x00" not in session else None   # no store keeps NUL ids
        if found is None:
            raise ActionError("UNKNOWN_SESSION", {"session": str(session)[:64]})
        return found

    def act(self, session: Session | str, action: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """Apply one action (JSON form or Action) and return (state view, legal actions).

        An action of kind "manual" is the escape hatch (see the game's ``manual``); it marks
        the game unscored."""
        s = self.get_session(session)
        action_obj = action if isinstance(action, Action) else action_from_json(action)
        module = engine_module(s.game)
        with s.lock:                     # one action at a time per session
            module.ENGINE.apply(s.state, action_obj)
            self.sessions.put(s)
            return _views(s)

    def view(self, session: Session | str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        return _views(self.get_session(session))

    def session_log(self, session: Session | str, lang: str = "en") -> dict[str, Any]:
        """Everything needed to replay the game: seed, deck, max_rounds and the action log;
        and the game in words (``lines``: every decision with its label, every event; in
        ``lang`` for a page, English for the API)."""
        s = self.get_session(session)
        table = s.state.table
        told = gamelog.replay_told(s.game, table, s.seed, list(s.state.log), s.max_rounds, lang)
        return {**s.summary(), "cards": dict(s.cards),
                "log": [Action(*entry).to_json() for entry in s.state.log],
                "lines": told["lines"]}

    def undo(self, session: Session | str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """Take back the last decision of the player: the session is rebuilt from its seed
        and its log without the last entry (the engine's own answers to trivial decisions
        are not logged, so the game stops again at that decision). Returns (state view,
        legal actions); NOTHING_TO_UNDO when no decision was made yet."""
        s = self.get_session(session)
        module = engine_module(s.game)
        with s.lock:
            log = list(s.state.log)
            if not log:
                raise ActionError("NOTHING_TO_UNDO")
            s.state = module.ENGINE.replay(s.state.table, s.seed, log[:-1], s.max_rounds, verbose=True)
            self.sessions.put(s)
            return _views(s)

    # -- runs -----------------------------------------------------------------------------------
    def run(self, deck: Deck, pool: Any, games: int, seed: int = 1, max_rounds: int = 20,
            workers: int | None = 1, progress: Callable[[int, int], None] | None = None,
            key_cards: list[str] | None = None) -> tuple[str, dict[str, Any]]:
        """Play ``games`` games, keep the report: (run id, report). ``workers`` None = all
        cores; ``progress(done, total)`` hears how far the run is; ``key_cards`` (codes or
        names) replace the default key cards of the report."""
        report = run_report(deck, pool, games=games, seed=seed, workers=workers, progress=progress,
                            max_rounds=max_rounds, key_cards=key_cards)
        self.observers.goldfish_games(deck.game, games, "run")
        return self.runs.put(report), report

    def compare(self, deck_a: Deck, deck_b: Deck, pool: Any, games: int, seed: int = 1,
                max_rounds: int = 20, workers: int | None = 1,
                progress: Callable[[int, int], None] | None = None,
                key_cards: list[str] | None = None) -> dict[str, Any]:
        """Play both decks ``games`` times on the same seeds: their paired comparison
        (``compare_report``). Nothing is stored."""
        comparison = compare_report(deck_a, deck_b, pool, games=games, seed=seed, workers=workers,
                                    progress=progress, max_rounds=max_rounds, key_cards=key_cards)
        self.observers.goldfish_games(deck_a.game, 2 * games, "compare")
        return comparison

    def run_report(self, run_id: str) -> dict[str, Any]:
        report = self.runs.get(run_id) if "\x00" not in run_id else None
        if report is None:
            raise ActionError("UNKNOWN_RUN", {"run": run_id[:64]})
        return report

    def run_plot(self, run_id: str) -> str:
        return plot_svg(self.run_report(run_id))


def replay_log(data: Mapping[str, Any], pool: Any, verbose: bool = True) -> Any:
    """The final state of a logged game (``session_log`` output); sessions keep the
    narrative log, so ``verbose`` is on by default to give the same state."""
    try:
        deck = Deck(game=data["game"], cards=dict(data["cards"]), faction=data.get("faction"))
        seed = int(data["seed"])
        max_rounds = checked_max_rounds(int(data.get("max_rounds", 20)))
        log = list(data["log"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ActionError("INVALID_LOG", error=str(exc)) from exc
    module = engine_module(deck.game)
    return module.ENGINE.replay(_table(deck, pool), seed, log, max_rounds, verbose=verbose)


# -- Monte-Carlo --------------------------------------------------------------------------------------
def _run_args(games: int, seed: int, max_rounds: int) -> int:
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_REPORT_GAMES:
        raise ActionError("INVALID_GAMES", maximum=MAX_REPORT_GAMES)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ActionError("INVALID_SEED")
    return checked_max_rounds(max_rounds)


def checked_key_cards(key_cards: Any) -> list[str] | None:
    """The key cards asked for (names or codes), or None (INVALID_KEY_CARDS when malformed)."""
    if key_cards is None:
        return None
    if isinstance(key_cards, str) or not isinstance(key_cards, (list, tuple)) or not all(
            isinstance(k, str) for k in key_cards):
        raise ActionError("INVALID_KEY_CARDS", maximum=MAX_KEY_CARDS)
    if len(key_cards) > MAX_KEY_CARDS:
        raise ActionError("INVALID_KEY_CARDS", maximum=MAX_KEY_CARDS)
    return list(key_cards) or None


def playable(deck: Deck | Mapping[str, int], pool: Any, faction: str | None,
              check: Check | None) -> tuple[Deck, bool, Any]:
    """(deck, validated, table) of a deck the engine can play; refusals raise."""
    deck_obj = _deck_of(deck, pool, faction)
    validated = _checked(deck_obj, pool, check)
    table = _table(deck_obj, pool)
    engine_module(deck_obj.game).ENGINE.start(table, 1, 1)     # refuses decks the engine cannot play
    return deck_obj, validated, table


def run_report(deck: Deck | Mapping[str, int], pool: Any, games: int = 1000, seed: int = 1,
               workers: int | None = 1, progress: Callable[[int, int], None] | None = None, *,
               faction: str | None = None, max_rounds: int = 20, pilot: Any = None,
               check: Check | None = validate_deck, key_cards: list[str] | None = None) -> dict[str, Any]:
    """Play ``games`` goldfish games (game i with seed + i) and return the report dict.
    ``workers`` None = all cores; the report does not depend on it. ``key_cards``: codes or
    names of the deck's key cards (None = the game's default rule)."""
    rounds = _run_args(games, seed, max_rounds)
    keys = checked_key_cards(key_cards)
    deck_obj, validated, table = playable(deck, pool, faction, check)
    options = {"key_cards": keys} if keys else None
    try:
        report = runner.run(deck_obj.game, table, games, seed, workers, pilot, rounds, progress,
                            options=options)
    except KeyError as exc:
        raise ActionError("UNKNOWN_PILOT", pilot=_pilot_name(pilot, exc), game=deck_obj.game) from exc
    return decorate_report(report, deck_obj.name, validated)


def decorate_report(report: dict[str, Any], name: str | None, validated: bool) -> dict[str, Any]:
    """What a run report says of its deck beyond the engine's figures: checked, its name."""
    report["deck"]["validated"] = validated
    if name:
        report["deck"]["name"] = name
    return report


def game_log(deck: Deck | Mapping[str, int], pool: Any, seed: int = 1, *, faction: str | None = None,
             max_rounds: int = 20, check: Check | None = validate_deck) -> dict[str, Any]:
    """One whole game of the pilot, in words: game i of a run with base seed ``seed - i``.
    ``lines``: {round, phase, decision, choice, options} for decisions, {round, text} for
    events; ``text``: the same as plain text."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**31:
        raise ActionError("INVALID_SEED")
    deck_obj = _deck_of(deck, pool, faction)
    _checked(deck_obj, pool, check)
    table = _table(deck_obj, pool)
    told = gamelog.game_log(deck_obj.game, table, seed, checked_max_rounds(max_rounds))
    told["text"] = gamelog.as_text(told)
    return told


def compare_report(deck_a: Deck | Mapping[str, int], deck_b: Deck | Mapping[str, int], pool: Any,
                   games: int = 1000, seed: int = 1, workers: int | None = 1,
                   progress: Callable[[int, int], None] | None = None, *,
                   faction: str | None = None, max_rounds: int = 20, pilot: Any = None,
                   check: Check | None = validate_deck,
                   key_cards: list[str] | None = None) -> dict[str, Any]:
    """Play deck A and deck B ``games`` times each, game i of both with seed + i, and
    compare them: per headline metric the means of both and the paired difference B - A
    (mean, 95% confidence interval, a sentence). Both decks are checked like a run's (an
    illegal one is refused before any game); ``key_cards`` (codes or names) name the key
    cards of both decks (each must be in one of them). ``progress(done, 2 * games)``."""
    rounds = _run_args(games, seed, max_rounds)
    keys = checked_key_cards(key_cards)
    game_a, game_b = (_deck_of(d, pool, faction).game for d in (deck_a, deck_b))
    if game_a != game_b:
        raise ActionError("MIXED_GAMES", game_a=game_a, game_b=game_b)
    try:
        a, valid_a, table_a = playable(deck_a, pool, faction, check)
    except DeckInvalid as exc:
        raise exc.of_deck("a") from None
    try:
        b, valid_b, table_b = playable(deck_b, pool, faction, check)
    except DeckInvalid as exc:
        raise exc.of_deck("b") from None
    module = engine_module(a.game)
    if not hasattr(module, "compare"):
        raise ActionError("NO_ENGINE", game=a.game)
    if keys:          # a code names its title in either deck (a reprint has another code)
        keys = [pool.card(k).name if pool.card(k) is not None else k for k in keys]

    def part(offset: int) -> Callable[[int, int], None] | None:
        if progress is None:
            return None
        return lambda done, total: progress(offset + done, 2 * games)

    try:
        records = [runner.play_records(d.game, t, games, seed, workers, pilot, rounds, part(k * games))
                   for k, (d, t) in enumerate(((a, table_a), (b, table_b)))]
    except KeyError as exc:
        raise ActionError("UNKNOWN_PILOT", pilot=_pilot_name(pilot, exc), game=a.game) from exc
    pilot_obj = pilot if pilot is not None and not isinstance(pilot, str) else get_pilot(a.game, pilot)
    return module.compare((records[0], table_a, a.name, valid_a), (records[1], table_b, b.name, valid_b),
                          pilot_obj, seed=seed, max_rounds=rounds, key_cards=keys)


def _pilot_name(pilot: Any, exc: KeyError) -> str:
    """The pilot a KeyError of the runner could not find (its name, when one was given)."""
    if isinstance(pilot, str):
        return pilot
    return str(exc.args[0]) if exc.args else ""


def plot_svg(report: Mapping[str, Any]) -> str:
    from deckcheck.goldfish.plot import plot_svg as _plot

    return _plot(report)
