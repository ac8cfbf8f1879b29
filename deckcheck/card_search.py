"""Card search for people (the cards page, ``GET /games/{game}/cards?q=``, ``deckcheck cards
search``): the cards whose name in any language is close to what was typed, ranked by how
close the nearest of their names is, a name in the asked language first, and without the
noise of a fuzzy match (a query that is a card's name does not list every card sharing a
few letters with it: "Ehrengast" is Guest of Honor, not Ghost).

Closeness of a name to the query, both normalized: the same name 100; the query begins the
name or one of its words (a prefix of it, e.g. "Ehren" or "Gast") 90 plus up to 9 for how
much of the name it covers; otherwise the similarity of the whole strings (rapidfuzz's
``ratio``, 0-100). Hits below ``FLOOR`` or more than ``SPREAD`` below the best are cut.
"""
from __future__ import annotations

from rapidfuzz import fuzz

from deckcheck.pool import Candidate, CardPool
from deckcheck.text import normalize_name

FLOOR = 70.0        # a name less similar than this is no match
SPREAD = 20.0       # a hit this far below the best is noise beside it
LANG_BONUS = 0.5    # between two equally close names, the asked language's wins


def closeness(query: str, name: str) -> float:
    """How close a normalized ``name`` is to the normalized ``query`` (0-100)."""
    if name == query:
        return 100.0
    if name.startswith(query) or f" {query}" in f" {name}":
        return 90.0 + 9.0 * len(query) / len(name)
    return float(fuzz.ratio(query, name))


def search(pool: CardPool, text: str, lang: str = "en", limit: int = 200) -> tuple[Candidate, ...]:
    """The cards whose name is close to ``text`` in any language, closest first (score,
    the matched name and its language), noise cut."""
    query = normalize_name(text)
    if not query:
        return ()
    found: dict[str, Candidate] = {}
    for cand in pool.search(text, limit=limit, cutoff=FLOOR - 10):
        card = cand.card
        best: tuple[float, str, str] | None = None
        for locale, table in pool.names.items():
            name = table.get(card.id)
            if not name:
                continue
            score = closeness(query, normalize_name(name)) + (LANG_BONUS if locale == lang else 0.0)
            if best is None or score > best[0]:
                best = (score, name, locale)
        if best is not None and best[0] >= FLOOR:
            found[card.id] = Candidate(card, min(best[0], 100.0), best[1], best[2])
    ranked = sorted(found.values(), key=lambda c: (-c.score, pool.display_name(c.card.id, lang), c.card.id))
    top = ranked[0].score if ranked else 0.0
    return tuple(c for c in ranked if c.score >= top - SPREAD)[:limit]
