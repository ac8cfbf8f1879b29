"""Deck statistics and draw odds (issue 20): what the deck is made of, section by section
(cost curve, card types, factions/clans/races), the game's own figures (AGoT challenge
icons and strength, L5R skills and influence spent, WHI loyalty and power icons), and the
exact chance to have a card in hand by round N (``deckcheck.stats.odds``).

Pure: a Deck and its CardPool in, plain data out (JSON-ready); the pages and the CLI word
it. Only asked for (``stats=true`` on POST /validate, ``deckcheck validate --stats``): the
default verdict does not carry it.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from deckcheck.model import Card, Deck
from deckcheck.pool import CardPool
from deckcheck.stats.odds import DRAW_MODELS, DrawModel, at_least_one, odds_table, with_mulligan
from deckcheck.validator import resolve

NO_COST = "–"     # a card without a printed cost (or X): its own column of the curve


def section_of(card: Card) -> str | None:
    """The deck section a card is counted in (None: not a deck card of these statistics)."""
    if card.game == "agot":
        return card.type if card.type in ("agenda", "plot") else "draw"
    if card.game == "l5r":
        if card.type in ("stronghold", "role"):
            return card.type
        return "provinces" if card.side == "province" else card.side
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
    costed = [(c, n) for c, n in cards if c.cost is not None]
    copies = sum(n for _, n in costed)
    return {"section": name, "cards": sum(n for _, n in cards),
            "cost_curve": _curve(cards),
            "average_cost": round(sum((c.cost or 0) * n for c, n in costed) / copies, 2) if copies else None,
            "types": dict(types.most_common()), "factions": dict(factions.most_common())}


def _agot_figures(sections: dict[str, list[tuple[Card, int]]]) -> dict[str, Any]:
    characters = [(c, n) for c, n in sections.get("draw", ()) if c.type == "character"]
    icons = {icon: sum(n for c, n in characters if icon in c.icons) for icon in ("military", "intrigue", "power")}
    plots = [(c.plot_stats, n) for c, n in sections.get("plot", ()) if c.plot_stats is not None]
    plot_avg = {}
    for stat in ("income", "initiative", "claim", "reserve"):
        known = [(getattr(p, stat), n) for p, n in plots if getattr(p, stat) is not None]
        total = sum(n for _, n in known)
        plot_avg[stat] = round(sum(v * n for v, n in known) / total, 2) if total else None
    return {"characters": sum(n for _, n in characters), "icons": icons,
            "strength": sum((c.strength or 0) * n for c, n in characters), "plots": plot_avg}


def _l5r_figures(sections: dict[str, list[tuple[Card, int]]]) -> dict[str, Any]:
    clan = next((c.faction for c, _ in sections.get("stronghold", ())), None)
    characters = [(c, n) for side in ("dynasty", "conflict") for c, n in sections.get(side, ())
                  if c.type == "character"]
    spent = sum((c.influence_cost or 0) * n for c, n in sections.get("conflict", ())
                if clan and c.faction not in (clan, "neutral", None))
    budget = next((c.influence_pool for c, _ in sections.get("stronghold", ())
                   if c.influence_pool is not None), None)
    return {"clan": clan, "characters": sum(n for _, n in characters),
            "military": sum((c.military or 0) * n for c, n in characters),
            "political": sum((c.political or 0) * n for c, n in characters),
            "glory": sum((c.glory or 0) * n for c, n in characters),
            "influence": {"spent": spent, "budget": budget}}


def _whi_figures(sections: dict[str, list[tuple[Card, int]]]) -> dict[str, Any]:
    cards = sections.get("deck", [])
    units = [(c, n) for c, n in cards if c.type == "unit"]
    return {"units": sum(n for _, n in units),
            "loyalty": sum((c.loyalty or 0) * n for c, n in cards),
            "power": sum((c.power_icons or 0) * n for c, n in cards),
            "hit_points": sum((c.hit_points or 0) * n for c, n in units)}


FIGURES = {"agot": _agot_figures, "l5r": _l5r_figures, "whi": _whi_figures}


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
    figures = FIGURES.get(deck.game)
    odds = [odds_table(model, sum(n for _, n in sections[model.section]),
                       tuple(sorted({1, 2, 3} | {n for _, n in sections[model.section]})))
            for model in DRAW_MODELS.get(deck.game, ()) if sections.get(model.section)]
    drawn = {table["section"] for table in odds}
    cards = sorted(({"id": c.id, "name": pool.display_name(c.id, lang), "section": section_of(c), "copies": n}
                    for c, n in resolved if section_of(c) in drawn), key=lambda x: (x["section"], x["name"]))
    return {"sections": [_section(name, cards_of) for name, cards_of in sections.items()],
            "figures": figures(sections) if figures else {},
            "odds": odds, "cards": cards, "unknown": len(unknown)}


__all__ = ["DRAW_MODELS", "DrawModel", "NO_COST", "at_least_one", "deck_stats", "odds_table", "section_of",
           "with_mulligan"]
