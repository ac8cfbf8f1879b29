"""The toy game's own card field: ``stars`` (kept in the stored card's ``extra``)."""
from __future__ import annotations

from typing import Any


def read(row: Any) -> dict[str, Any]:
    return {"extra": {"stars": int((row.extra or {}).get("stars", 0))}}
