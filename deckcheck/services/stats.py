"""The verdict with the deck's statistics and draw odds (``deckcheck.stats``), only when
asked (``stats=true`` on POST /validate, ``deckcheck validate --stats``): the default
verdict is built by ValidationService.validate_payload alone and never carries them."""
from __future__ import annotations

from typing import Any, Mapping

from deckcheck.services.validation import ValidationService
from deckcheck.stats import deck_stats


def validate_with_stats(service: ValidationService, data: Mapping[str, Any], lang: str = "en",
                        fixes: bool = False) -> dict[str, Any]:
    """POST /validate with ``stats``: the same verdict (same budget, same reading) plus
    ``stats`` for the deck as read."""
    budget = service.budget()
    budget.spend_deck()
    parsed = service.read_payload({k: v for k, v in data.items() if k != "stats"}, True, budget)
    verdict = service.validate_with_fixes(parsed, lang) if fixes else service.validate_result(parsed, lang)
    verdict["stats"] = deck_stats(parsed.deck, service.pool(parsed.deck.game), lang)
    return verdict
