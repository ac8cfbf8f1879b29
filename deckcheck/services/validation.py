"""Validation: pools loaded once per process, decks in, verdict dicts out.

Used by the REST API, the pages and the CLI; translates input (canonical JSON or a
decklist in any supported format) into a Deck and the Verdict into the contract's JSON.
The cards come from a CardCatalog (card_db.catalog.SqlCardCatalog over the database);
pools are reloaded when the catalog's stamp changes (after a sync), asked at most every
``reload_interval`` seconds per process by ``reload_if_due``.

Every request's reading is bounded: one ``WorkBudget`` (``deckcheck.decklists.budget``) per
``validate_payload`` or ``validate_batch`` call, and one per ``read_decklist`` /
``read_payload`` call made without one, counts its decks, lines and fuzzy look-ups and
refuses the request (``WorkLimitExceeded``, REQUEST_TOO_LARGE) when it needs more.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from datetime import date
from typing import Any

from deckcheck.decklists.budget import LIMITS, Limits, WorkBudget, WorkLimitExceeded
from deckcheck.decklists.canonical import canonical_json, deck_from_dict, parse_date
from deckcheck.decklists.detect import read_decklist
from deckcheck.decklists.problems import ParseResult
from deckcheck.errors import DeckcheckError
from deckcheck.games import all_games, game_ids, get_game
from deckcheck.model import Deck, DeckInputError, ListVersion, Verdict
from deckcheck.pool import CardPool
from deckcheck.report import decklist_verdict_to_dict, verdict_to_dict
from deckcheck.services.observers import Observers
from deckcheck.services.ports import CardCatalog, CatalogUnavailable
from deckcheck.validator import validate

_OVERRIDES = ("format", "faction", "capital", "rules_version", "name")

log = logging.getLogger("deckcheck.services")


def _game_names() -> dict[str, str]:
    """Each registered game's English name (the catalog's names win where it has them)."""
    return {g.id: g.names["en"] for g in all_games()}


class ValidationService:
    def __init__(self, pools: Mapping[str, CardPool], catalog: CardCatalog | None = None,
                 packs: Mapping[str, Mapping[str, str]] | None = None,
                 game_names: Mapping[str, str] | None = None, reload_interval: float = 5.0,
                 observers: Observers | None = None, limits: Limits = LIMITS):
        self.pools = dict(pools)
        self.limits = limits      # the work one request may do (deckcheck.decklists.budget)
        self.catalog = catalog
        self.packs = {g: dict(v) for g, v in (packs or {}).items()}
        self.game_names = {**_game_names(), **(game_names or {})}
        self.reload_interval = reload_interval
        self.observers = observers if observers is not None else Observers()
        self._next_check = time.monotonic() + reload_interval
        self._lock = threading.Lock()

    @classmethod
    def from_catalog(cls, catalog: CardCatalog, reload_interval: float = 5.0) -> ValidationService:
        packs, names = catalog.pack_hints(), catalog.game_names()
        try:
            pools = catalog.load_pools()
        except CatalogUnavailable:      # no schema yet: serve 503s until a sync
            pools = {}
        return cls(pools, catalog, packs, names, reload_interval)

    # -- pools ---------------------------------------------------------------------
    def pool(self, game: str) -> CardPool:
        if game not in game_ids():
            raise DeckInputError("UNKNOWN_GAME", {"game": game}, games=list(game_ids()))
        pool = self.pools.get(game)
        if pool is None or not len(pool):
            raise DeckInputError("NO_CARD_DATA", {"game": game})
        return pool

    def stamp(self) -> str:
        return next((p.stamp for p in self.pools.values() if p.stamp), "")

    def cards_loaded(self) -> dict[str, int]:
        """Cards per game (0 = no data)."""
        return {g: len(self.pools[g]) if g in self.pools else 0 for g in game_ids()}

    def reload_if_changed(self) -> bool:
        """Reload every pool if the catalog's stamp moved (cheap: one query)."""
        if self.catalog is None:
            return False
        stamp = self.catalog.stamp()
        if self.pools and all(p.stamp == stamp for p in self.pools.values()):
            return False
        with self._lock:
            pools = self.catalog.load_pools()
            packs, names = self.catalog.pack_hints(), self.catalog.game_names()
            self.pools, self.packs = pools, packs
            self.game_names = {**_game_names(), **names}
        return True

    def reload_due(self) -> bool:
        """Whether ``reload_if_due`` would look for a changed card data now."""
        return time.monotonic() >= self._next_check

    def reload_if_due(self) -> bool:
        """``reload_if_changed`` at most once per ``reload_interval`` seconds."""
        now = time.monotonic()
        if now < self._next_check:
            return False
        self._next_check = now + self.reload_interval
        try:
            return self.reload_if_changed()
        except Exception:  # noqa: BLE001  (a database hiccup must not fail requests: keep the pools)
            return False

    # -- reading ---------------------------------------------------------------------------
    def budget(self) -> WorkBudget:
        """A fresh work budget for one request."""
        return WorkBudget(self.limits)

    def read_decklist(self, text: str, game: str | None = None, as_of: date | None = None,
                      suggest: bool = True, budget: WorkBudget | None = None,
                      strict: bool = False) -> ParseResult:
        """Read a decklist within ``budget`` (the request's; a fresh one when not given).
        Ranked suggestions stop when the budget's allowance for them is spent. ``strict``: no
        misspelled name is read as the card it is close to (the line stays unread, naming
        that card); otherwise such lines are read and listed as corrections."""
        budget = self.budget() if budget is None else budget
        result = read_decklist(text, game=game, pools=self.pools, packs=self.packs, as_of=as_of,
                               suggest=suggest, budget=budget, strict=strict)
        deck = result.deck
        try:       # a JSON decklist may spell unpaired surrogates ("\\ud800"): no UTF-8 text
            canonical_json(deck).encode("utf-8")
            (deck.name or "").encode("utf-8")
        except UnicodeEncodeError:
            raise DeckInputError("INVALID_TEXT") from None
        return result

    def read_payload(self, data: Mapping[str, Any], suggest: bool = True,
                     budget: WorkBudget | None = None) -> ParseResult:
        """A request body: a canonical deck, or ``{"decklist": text, ...overrides}`` (with
        ``"strict": true`` no name is corrected); its entries or lines are spent from
        ``budget`` (a fresh one when not given)."""
        budget = self.budget() if budget is None else budget
        if "decklist" not in data:
            return ParseResult(self._read_canonical(data, budget), (), "canonical")
        as_of = parse_date(data.get("as_of"))
        result = self.read_decklist(data["decklist"], data.get("game"), as_of, suggest, budget,
                                    bool(data.get("strict")))
        overrides = {k: data[k] for k in _OVERRIDES if data.get(k) is not None}
        if as_of is not None:
            overrides["as_of"] = as_of
        if data.get("list") is not None:
            overrides["list_id"] = data["list"]
        if overrides:
            result = replace(result, deck=replace(result.deck, **overrides))
        return result

    @staticmethod
    def _read_canonical(data: Mapping[str, Any], budget: WorkBudget) -> Deck:
        """A canonical deck (a body without ``decklist``), its entries spent from ``budget``."""
        deck = deck_from_dict(data)
        budget.spend_entries(len(deck.cards))
        return deck

    # -- validation ----------------------------------------------------------------------
    def check(self, deck: Deck, fmt: str | None = None, unread: Iterable[Any] = (),
              list_version: ListVersion | None = None, notify: bool = True) -> Verdict:
        """The deck's verdict; ``unread`` (a reading's problems) makes it invalid (fail closed).
        ``list_version``: checked against this list instead of the pool's (an event's own);
        ``notify=False``: the observers are not told (the caller tells them: a batch, at once)."""
        verdict = validate(deck, self.pool(deck.game), fmt, unread, list_version=list_version)
        if notify:
            self.observers.validated(verdict.game, verdict.valid)
        return verdict

    def render(self, verdict: Verdict, lang: str = "en") -> dict[str, Any]:
        return verdict_to_dict(verdict, self.pool(verdict.game), lang)

    def validate_deck(self, deck: Deck, fmt: str | None = None, lang: str = "en") -> dict[str, Any]:
        return self.render(self.check(deck, fmt), lang)

    def render_result(self, verdict: Verdict, result: ParseResult, lang: str = "en") -> dict[str, Any]:
        """The verdict of what was read; a decklist's also carries ``deck``, ``parse_problems``,
        ``corrections`` and the deck as read (in ``lang``, like the violations)."""
        return decklist_verdict_to_dict(verdict, result, self.pool(verdict.game), lang)

    def validate_result(self, result: ParseResult, lang: str = "en") -> dict[str, Any]:
        """Validate what was read and render it (``render_result``)."""
        return self.render_result(self.check(result.deck, unread=result.problems), result, lang)

    def validate_payload(self, data: Mapping[str, Any], lang: str = "en",
                         suggest: bool = True, fixes: bool = False) -> dict[str, Any]:
        """POST /validate in one call: read the body (within one request's budget),
        validate, render; ``fixes``: each violation also carries its fix suggestions."""
        budget = self.budget()
        budget.spend_deck()
        result = self.read_payload(data, suggest, budget)
        if fixes:
            return self.validate_with_fixes(result, lang)
        return self.validate_result(result, lang)

    def validate_with_fixes(self, result: ParseResult, lang: str = "en") -> dict[str, Any]:
        """``validate_result`` plus ``suggestions`` on every violation (``deckcheck.fixes``:
        the smallest edits that remove it without causing another, or why there are none)."""
        from deckcheck.fixes import attach_fixes

        verdict = self.check(result.deck, unread=result.problems)
        pool = self.pool(verdict.game)
        return attach_fixes(self.render_result(verdict, result, lang), result.deck, pool, verdict, lang)

    def stored_fixes(self, canonical: Mapping[str, Any], violations: Iterable[Mapping[str, Any]],
                     lang: str = "en") -> list[dict[str, Any]]:
        """The stored ``violations`` of a canonical deck (an event registration's), each with
        the ``suggestions`` of the same violation found now (matched by code and cards; none
        when the rules or lists have changed it since)."""
        from deckcheck.fixes import fixes_by_violation

        deck = deck_from_dict(canonical)
        found = fixes_by_violation(deck, self.pool(deck.game), lang)
        out = []
        for v in violations:
            match = found.get((str(v.get("code")), tuple(v.get("cards") or ())))
            out.append({**v, "suggestions": match} if match is not None else dict(v))
        return out

    def validate_batch(self, items: Iterable[Any], lang: str = "en",
                       load_item: Callable[[Any], Mapping[str, Any]] = lambda item: item,
                       fatal: Callable[[DeckInputError], bool] = lambda exc: False) -> dict[str, Any]:
        """Many bodies at once: ``results[i]`` answers ``items[i]`` with its ``verdict`` or its
        ``error`` (in ``lang``), and a ``summary`` of the counts. ``load_item`` turns an item
        into a body (raising a DeckInputError for one it cannot read); one unreadable deck, or
        a bug in one deck's rules, never fails the others, but an error ``fatal`` says the
        whole batch cannot be answered (no card data, no rules) is raised, and so is
        WorkLimitExceeded: the whole batch shares one work budget (decks, lines, fuzzy
        look-ups, each name looked up once). Ranked suggestions for unknown entries stop
        when the budget's allowance for them is spent (those entries stay unread). The
        canonical decks are checked once every item is read, each game's together, so
        a refused batch has checked none of them and the observers are told of none."""
        results: list[dict[str, Any]] = []
        budget = self.budget()
        told: dict[tuple[str, bool], int] = {}      # canonical decks checked, for the observers
        canonical: dict[str, list[tuple[int, Deck]]] = {}   # game -> (index, deck), checked together
        pools: dict[str, CardPool] = {}

        def failed(index: int, exc: Exception) -> None:
            if isinstance(exc, DeckInputError):
                if fatal(exc):
                    raise exc
                results[index] = {"index": index, "verdict": None, "error": exc.to_dict(lang)}
            else:   # a bug in one deck's rules must not cost the other verdicts
                log.error("batch item %d failed", index, exc_info=exc)
                error = DeckcheckError("INTERNAL_ERROR", variant="batch")
                results[index] = {"index": index, "verdict": None, "error": error.to_dict(lang)}

        try:
            for index, item in enumerate(items):
                budget.spend_deck()
                results.append({"index": index, "verdict": None, "error": None})
                try:
                    data = load_item(item)
                    if "decklist" in data:
                        result = self.read_payload(data, budget=budget)
                        results[index]["verdict"] = self.validate_result(result, lang)
                    else:   # a canonical deck: no reading to report (no ParseResult)
                        deck = self._read_canonical(data, budget)
                        if deck.game not in pools:   # what refuses the whole batch (no card
                            # data, no rules) is found in the batch's order, as when each deck
                            # was checked on reading it; once per game
                            pool = self.pool(deck.game)
                            get_game(deck.game).load_formats()
                            pools[deck.game] = pool
                        canonical.setdefault(deck.game, []).append((index, deck))
                except WorkLimitExceeded:
                    raise
                except Exception as exc:  # noqa: BLE001
                    failed(index, exc)
            for game, decks in canonical.items():   # each game's decks, once every item is read
                pool = pools[game]
                for index, deck in decks:
                    try:
                        checked = validate(deck, pool)
                    except Exception as exc:  # noqa: BLE001 (this deck's answer; the others go on)
                        failed(index, exc)
                        continue
                    outcome = (checked.game, checked.valid)
                    told[outcome] = told.get(outcome, 0) + 1
                    try:
                        results[index]["verdict"] = self.render(checked, lang)
                    except Exception as exc:  # noqa: BLE001
                        failed(index, exc)
        finally:    # (also when the batch is refused: what was checked was checked)
            for (game, valid), count in told.items():
                self.observers.validated_many(game, valid, count)
        verdicts = [r["verdict"] for r in results if r["verdict"] is not None]
        n_valid = sum(1 for v in verdicts if v["valid"])
        return {"results": results, "summary": {"total": len(results), "valid": n_valid,
                                                "invalid": len(verdicts) - n_valid,
                                                "errors": len(results) - len(verdicts)}}

    def validate_text(self, text: str, game: str | None = None, fmt: str | None = None,
                      as_of: str | None = None, list_id: str | None = None,
                      lang: str = "en", strict: bool = False, fixes: bool = False) -> dict[str, Any]:
        payload: dict[str, Any] = {"decklist": text, "game": game, "format": fmt, "as_of": as_of,
                                   "list": list_id, "strict": strict}
        result = self.read_payload(payload)
        return self.validate_with_fixes(result, lang) if fixes else self.validate_result(result, lang)
