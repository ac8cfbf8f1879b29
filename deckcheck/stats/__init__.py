"""Deck statistics and draw odds (issue 20): what the deck is made of, section by section
(cost curve, card types, factions/clans/races), the game's own figures and the exact chance
to have a card in hand by round N (``deckcheck.stats.odds``). What is the game's own (its
sections, figures and draw models) is in its package, the module its ``Game`` record names
as ``deck_stats`` (e.g. deckcheck/games/agot/deck_stats.py).

Pure: a Deck and its CardPool in, plain data out (JSON-ready); the pages and the CLI word
it. Only asked for (``stats=true`` on POST /validate, ``deckcheck validate --stats``): the
default verdict does not carry it.
"""
from __future__ import annotations

from collections import Counter
from types import ModuleType
from typing import Any

from deckcheck.model import Card, Deck
from deckcheck.pool import CardPool
from deckcheck.games import find_game
from deckcheck.stats.odds import DrawModel, at_least_one, odds_table, with_mulligan
from deckcheck.validator import resolve

NO_COST = "–"     # a card without a printed cost (or X): its own column of the curve


def _own(game: str) -> ModuleType | None:
    """The game's statistics module (its record's ``deck_stats``), None for a game without."""
    record = find_game(game)
    return record.load_deck_stats() if record is not None else None


def section_of(card: Card) -> str | None:
    """The deck section a card is counted in (None: not a deck card of these statistics);
    a game without statistics of its own counts its deck cards in one "deck"."""
    own = _own(card.game)
    if own is not None:
        return own.section_of(card)
    return "deck" if card.deck_card else None


def _curve(cards: list[tuple[Card, int]]) -> dict[str, int]:
    counted: Counter[int] = Counter()
    none = 0
    for card, n in cards:
        if card.cost is None:
            none += n
        else:
            counted[card.cost] += n
    curve = {str(cost): counted[cost] for cost in sorted(counted)}
    if none:
        curve[NO_COST] = none
    return curve


def _section(name: str, cards: list[tuple[Card, int]]) -> dict[str, Any]:
    types: Counter[str] = Counter()
    factions: Counter[str] = Counter()
    for card, n in cards:
        types[card.type] += n
        factions[card.faction or "neutral"] += n
    costed = [(c.cost, n) for c, n in cards if c.cost is not None]
    copies = sum(n for _, n in costed)
    return {"section": name, "cards": sum(n for _, n in cards),
            "cost_curve": _curve(cards),
            "average_cost": round(sum(cost * n for cost, n in costed) / copies, 2) if copies else None,
            "types": dict(types.most_common()), "factions": dict(factions.most_common())}


def draw_models(game: str) -> tuple[DrawModel, ...]:
    """How the game's decks are drawn (its statistics module's ``DRAW_MODELS``)."""
    own = _own(game)
    return tuple(own.DRAW_MODELS) if own is not None else ()


def figures_line(game: str, figures: dict[str, Any]) -> str | None:
    """The game's figures in a line of English for the terminal (None: none)."""
    own = _own(game)
    return own.figures_line(figures) if own is not None and figures else None


def figure_rows(game: str, figures: dict[str, Any]) -> list[tuple[str, Any]]:
    """The game's figures for the pages: (message key, value) rows; a value is a number, a
    text, or (message key, value) pairs shown in one row."""
    own = _own(game)
    return own.figure_rows(figures) if own is not None and figures else []


def deck_stats(deck: Deck, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    """The statistics of ``deck`` (cards the pool does not know are left out and counted in
    ``unknown``): its sections, the game's figures, the odds tables and the cards to pick
    from (id, name in ``lang``, section, copies)."""
    resolved, unknown = resolve(deck, pool)
    sections: dict[str, list[tuple[Card, int]]] = {}
    for card, n in resolved:
        name = section_of(card)
        if name is not None:
            sections.setdefault(name, []).append((card, n))
    own = _own(deck.game)
    odds = [odds_table(model, sum(n for _, n in sections[model.section]),
                       tuple(sorted({1, 2, 3} | {n for _, n in sections[model.section]})))
            for model in draw_models(deck.game) if sections.get(model.section)]
    drawn = {table["section"] for table in odds}
    cards = sorted(({"id": c.id, "name": pool.display_name(c.id, lang), "section": section_of(c), "copies": n}
                    for c, n in resolved if section_of(c) in drawn), key=lambda x: (x["section"], x["name"]))
    return {"sections": [_section(name, cards_of) for name, cards_of in sections.items()],
            "figures": own.figures(sections) if own is not None else {},
            "odds": odds, "cards": cards, "unknown": len(unknown)}


__all__ = ["DrawModel", "NO_COST", "at_least_one", "deck_stats", "draw_models", "figure_rows", "figures_line",
           "odds_table", "section_of", "with_mulligan"]
