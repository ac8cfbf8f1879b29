"""L5R's deck statistics (``deckcheck.stats``): its sections (stronghold, role, provinces,
dynasty and conflict decks), its figures (characters' skills and glory, the influence spent
of the stronghold's budget) and how its decks are drawn [l5r.md §5.2, §5.3]: 4 conflict
cards, then each round the honor bid (assumed 2); the dynasty deck fills the 4 provinces at
setup (later refills depend on what was bought: not shown). Its mulligan keeps part of the
hand: no "with a mulligan" figure."""
from __future__ import annotations

from typing import Any

from deckcheck.model import Card
from deckcheck.stats.odds import DrawModel

DRAW_MODELS = (DrawModel("conflict", 4, 2, bid=2), DrawModel("dynasty", 4, 0, rounds=0))


def section_of(card: Card) -> str | None:
    if card.type in ("stronghold", "role"):
        return card.type
    return "provinces" if card.side == "province" else card.side


def figures(sections: dict[str, list[tuple[Card, int]]]) -> dict[str, Any]:
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


def figures_line(f: dict[str, Any]) -> str:
    influence = f["influence"]
    return (f"  characters {f['characters']}: military {f['military']}, political "
            f"{f['political']}, glory {f['glory']}; influence spent {influence['spent']}"
            + (f" of {influence['budget']}" if influence["budget"] is not None else ""))


def figure_rows(f: dict[str, Any]) -> list[tuple[str, Any]]:
    influence = f["influence"]
    return [("stats_characters", f["characters"]),
            ("stats_skills", [("stats_l5r_military", f["military"]), ("stats_l5r_political", f["political"])]),
            ("stats_glory", f["glory"]),
            ("sec_influence_spent", f"{influence['spent']}"
             + (f" / {influence['budget']}" if influence["budget"] is not None else ""))]
