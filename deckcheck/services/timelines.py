"""A deck's legality timeline (``deckcheck.timeline``) as the API and the check page answer
it: one row per list version of the format's list family, oldest first, rendered in the
reader's language."""
from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from deckcheck.decklists.canonical import deck_to_dict
from deckcheck.decklists.problems import ParseResult
from deckcheck.games import get_game
from deckcheck.report import violation_to_dict
from deckcheck.sources import source_text
from deckcheck.timeline import Period, timeline

if TYPE_CHECKING:
    from deckcheck.services.validation import ValidationService

__all__ = ["result_timeline", "payload_timeline"]


def payload_timeline(validation: ValidationService, data: Mapping[str, Any], lang: str = "en",
                     today: dt.date | None = None) -> dict[str, Any]:
    """A request body as for POST /validate (canonical deck or decklist) -> its timeline.
    ``as_of`` and ``list`` of the body are not used: every list version is tried."""
    budget = validation.budget()
    budget.spend_deck()
    return result_timeline(validation, validation.read_payload(data, budget=budget), lang, today)


def result_timeline(validation: ValidationService, result: ParseResult, lang: str = "en",
                    today: dt.date | None = None) -> dict[str, Any]:
    """The timeline of a deck as read (unread lines make every period not legal)."""
    deck = result.deck
    pool = validation.pool(deck.game)
    fmt = get_game(deck.game).format(deck.format)
    periods = timeline(deck, pool, fmt.name, unread=result.problems, today=today)
    today = today or dt.date.today()
    rows = [_period(p, pool, lang, today) for p in periods]
    return {"game": deck.game, "format": fmt.name, "list_family": fmt.list_format,
            "deck": deck_to_dict(deck), "unread": len(result.problems),
            "legal_now": next((r["legal"] for r in reversed(rows) if r["in_force"]), None),
            "periods": rows}


def _period(p: Period, pool: Any, lang: str, today: dt.date) -> dict[str, Any]:
    lv = p.list_version
    in_force = (p.starts is None or p.starts <= today) and (p.ends is None or today <= p.ends)
    return {"list": lv.id if lv else None, "name": lv.name if lv else None,
            "issuer": lv.issuer if lv else None, "source": source_text(lv.source) if lv else None,
            "effective": p.starts.isoformat() if p.starts else None,
            "until": p.ends.isoformat() if p.ends else None,
            "checked_on": p.checked_on.isoformat(), "in_force": in_force,
            "legal": p.legal, "rules_version": p.verdict.rules_version,
            "violations": [violation_to_dict(v, pool, lang) for v in p.verdict.violations],
            "changes": [{"card": c.card, "name": pool.display_name(c.card, lang),
                         "before": c.before, "after": c.after} for c in p.changes]}
