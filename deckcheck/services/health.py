"""Health facts: which card data this process holds (liveness) and whether it can serve
(readiness: every store answers, every game's cards are loaded)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckcheck.services.ports import Pingable
from deckcheck.services.validation import ValidationService


@dataclass(frozen=True, slots=True)
class Readiness:
    checks: dict[str, Any]          # store name -> "ok" | "unreachable (...)", "games" -> cards per game
    failed: list[str]               # what is not ready ("database", "agot cards", ...)

    @property
    def ready(self) -> bool:
        return not self.failed


class HealthService:
    """``probes``: the stores to ping by name (the composition root names them, e.g.
    "database" and, when it is another one, "events_database")."""

    def __init__(self, validation: ValidationService, probes: Mapping[str, Pingable] | None = None):
        self.validation = validation
        self.probes = dict(probes or {})

    def liveness(self) -> dict[str, Any]:
        """Cards loaded per game (0 = no data) and the card data's stamp."""
        return {"status": "ok", "games": self.validation.cards_loaded(), "stamp": self.validation.stamp()}

    def readiness(self) -> Readiness:
        checks: dict[str, Any] = {name: ping(probe) for name, probe in self.probes.items()}
        if all(v == "ok" for v in checks.values()):
            self.validation.reload_if_due()           # picks up a sync that happened meanwhile
        cards = self.validation.cards_loaded()
        checks["games"] = cards
        failed = [k for k, v in checks.items() if k != "games" and v != "ok"]
        failed += [f"{g} cards" for g, n in cards.items() if n == 0]
        return Readiness(checks, failed)


def ping(probe: Pingable) -> str:
    try:
        probe.ping()
        return "ok"
    except Exception as exc:  # noqa: BLE001  (any failure means: not ready)
        return f"unreachable ({type(exc).__name__})"
