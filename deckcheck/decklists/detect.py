"""Pick the decklist format (and, if not given, the game) and read the deck.

Formats: canonical deck JSON (the contract), the games' own deck JSON (ThronesDB,
throneteki / card-data decks, a list of card codes, FiveRingsDB/EmeraldDB), OCTGN ``.o8d``
XML, plain text. Without a ``game``: JSON and OCTGN files say it themselves; plain text is
read against every loaded pool and the game whose cards match the most lines wins (ties
and no match at all are an error asking for ``game``). With a ``game``, a plain-text list
whose lines name another game's cards says so (``deckcheck.decklists.other_game``).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from datetime import date
from typing import Any

from deckcheck.decklists.budget import WorkBudget
from deckcheck.decklists.canonical import MAX_ENTRIES, deck_from_dict
from deckcheck.decklists.octgn import looks_like_octgn, read_octgn, sniff_game
from deckcheck.decklists.other_game import best_other_game, other_game_problem, worth_comparing
from deckcheck.decklists.plaintext import NoCardsFound, match_score, read_plain_text
from deckcheck.decklists.problems import ParseResult
from deckcheck.games import all_games, game_ids
from deckcheck.inputs import load_json
from deckcheck.messages import one_of
from deckcheck.model import DeckInputError
from deckcheck.pool import CardPool

MAX_TEXT = 1_000_000     # characters; a real decklist is a few kilobytes

FORMATS = ("canonical", "thronesdb", "throneteki", "codes", "fiveringsdb", "octgn", "text")


def read_decklist(text: str, game: str | None = None, pools: Mapping[str, CardPool] | None = None,
                  packs: Mapping[str, Mapping[str, str]] | None = None,
                  as_of: date | None = None, suggest: bool = True,
                  budget: WorkBudget | None = None, strict: bool = False) -> ParseResult:
    """``suggest=False`` skips the ranked suggestions for unknown names (they cost a few
    milliseconds each); misspelled names are still corrected (a cheaper look-up, and one
    that decides verdicts), unless ``strict=True`` (the line stays unread, naming the close
    card: ``deckcheck.decklists.names``). ``budget`` (``deckcheck.decklists.budget``) is the
    request's: the lines and entries read and the fuzzy look-ups are spent from it
    (WorkLimitExceeded when it runs out); without one, reading is bounded by the per-deck
    limits only."""
    if not isinstance(text, str):
        raise DeckInputError("INVALID_DECKLIST")
    if len(text) > MAX_TEXT:
        raise DeckInputError("DECK_TOO_LARGE", {"characters": len(text), "maximum": MAX_TEXT},
                             variant="characters")
    if game is not None and game not in game_ids():
        raise DeckInputError("UNKNOWN_GAME", {"game": str(game)[:40]}, variant="field", games=game_ids())
    pools = pools or {}
    packs = packs or {}
    stripped = text.lstrip("\ufeff \t\r\n")
    if not stripped:
        raise DeckInputError("EMPTY_DECKLIST")
    if stripped[0] in "{[":
        result = read_json(stripped, game)
        if budget is not None:
            budget.spend_entries(len(result.deck.cards) + len(result.problems))
        return result
    if looks_like_octgn(stripped):
        if budget is not None:     # a <card> entry counts as a line (no more than a deck may have)
            budget.spend_text(min(stripped.count("<card"), MAX_ENTRIES + 1), len(stripped))
        game = game or sniff_game(stripped) or _guess_octgn_game(stripped, pools)
        pool = _pool(pools, game)
        return read_octgn(stripped, pool, as_of, packs.get(pool.game), suggest, budget)
    asked = game
    if game is None:
        game = _guess_text_game(stripped, pools, budget)
    pool = _pool(pools, game)

    def score(text: str, other: CardPool) -> int:
        return match_score(text, other, budget)

    try:
        result = read_plain_text(stripped, pool, as_of, packs.get(pool.game), suggest, budget, strict)
    except NoCardsFound as exc:
        other = best_other_game(stripped, pool.game, pools, 0, score) if asked is not None else None
        if other is None:
            raise
        raise exc.looking_like(other) from None
    if asked is not None and worth_comparing(result):
        other = best_other_game(stripped, pool.game, pools, result.notes.get("resolved_lines", 0),
                                score)
        if other is not None:
            result = replace(result, problems=(other_game_problem(other, pool.game), *result.problems))
    return result


def read_json(text: str, game: str | None = None) -> ParseResult:
    try:
        data = load_json(text)          # an integer of thousands of digits: MALFORMED_JSON
    except (json.JSONDecodeError, RecursionError) as exc:
        if isinstance(exc, json.JSONDecodeError):
            raise DeckInputError("MALFORMED_JSON", {"line": exc.lineno, "column": exc.colno},
                                 variant="syntax", error=exc.msg) from exc
        raise DeckInputError("MALFORMED_JSON", variant="nesting") from exc
    return read_data(data, game)


def read_data(data: Any, game: str | None = None) -> ParseResult:
    """A decoded JSON deck in any supported JSON format: the canonical deck, else the
    format of the game reader that claims it most surely (``match``; a game's readers are
    on its record, ``json_readers``), else a canonical deck of the ``game`` asked for."""
    if isinstance(data, list) and len(data) == 1 and isinstance(data[0], Mapping):
        data = data[0]
    if not isinstance(data, (Mapping, list)):
        raise DeckInputError("INVALID_DECK")
    if isinstance(data, Mapping) and "cards" in data and "game" in data:
        deck = deck_from_dict(data)
        _same_game(game, deck.game)
        return ParseResult(deck, (), "canonical")
    reader, owner, best = None, "", 0
    for record in all_games():
        for candidate in record.load_json_readers():
            score = candidate.match(data, record.id == game)
            if score > best:
                reader, owner, best = candidate, record.id, score
    if reader is not None:
        _same_game(game, owner)
        return reader.read(data)
    if not isinstance(data, Mapping):       # a list no reader takes (a list of ids: the game's reader)
        raise DeckInputError("INVALID_DECK")
    if "cards" in data and game is not None:
        return ParseResult(deck_from_dict(data, default_game=game), (), "canonical")
    raise DeckInputError("UNKNOWN_DECK_FORMAT", {"keys": sorted(str(k)[:40] for k in list(data)[:20])})


def _same_game(asked: str | None, found: str) -> None:
    if asked is not None and asked != found:
        raise DeckInputError("WRONG_GAME", {"game": asked, "deck_game": found}, variant="asked")


def _pool(pools: Mapping[str, CardPool], game: str | None) -> CardPool:
    if game is None:
        raise DeckInputError("UNKNOWN_GAME", variant="undetected", games=one_of(game_ids()))
    pool = pools.get(game)
    if pool is None or not len(pool):
        raise DeckInputError("NO_CARD_DATA", {"game": game})
    return pool


def _guess_text_game(text: str, pools: Mapping[str, CardPool],
                     budget: WorkBudget | None = None) -> str | None:
    """The game whose pool names the most lines (each pool tried spends the lines again)."""
    scores = sorted(((match_score(text, pool, budget), game) for game, pool in pools.items() if len(pool)),
                    reverse=True)
    if not scores or scores[0][0] == 0 or (len(scores) > 1 and scores[0][0] == scores[1][0]):
        return None
    return scores[0][1]


def _guess_octgn_game(text: str, pools: Mapping[str, CardPool]) -> str | None:
    from deckcheck.decklists.octgn import parse_xml

    root = parse_xml(text)
    ids = [c.get("id") or "" for c in root.iter("card")][:200]
    scores = sorted(((sum(1 for i in ids if pool.card(i)), game) for game, pool in pools.items()),
                    reverse=True)
    if not scores or scores[0][0] == 0 or (len(scores) > 1 and scores[0][0] == scores[1][0]):
        return None
    return scores[0][1]
