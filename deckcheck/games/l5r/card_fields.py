"""L5R's own Card fields, read from the stored card's ``extra``: the skill and province
strength bonuses of attachments and strongholds (``military_bonus``, ``political_bonus``,
``strength_bonus``, stored as signed strings such as "+2") as ints, and the rest of
``extra`` as stored."""
from __future__ import annotations

from typing import Any

BONUS_KEYS = ("military_bonus", "political_bonus", "strength_bonus")


def _bonus(value: Any) -> Any:
    if isinstance(value, str):
        text = value.strip()
        try:
            return int(text)
        except ValueError:
            return text              # "X" and the like: kept as printed
    return value


def read(row: Any) -> dict[str, Any]:
    stored = getattr(row, "extra", None) or {}
    if not isinstance(stored, dict) or not stored:
        return {}
    extra = {k: (_bonus(v) if k in BONUS_KEYS else v) for k, v in stored.items()}
    return {"extra": extra}
