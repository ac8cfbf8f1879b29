"""Versioned restricted/banned lists kept as data (``data/<game>.yaml``).

Each version records its issuer, source document (and section) and effective date.
``load(game)`` returns rows in the shape of ``card_db.bundle.Bundle.lists``.

File shape::

    versions:
      - code: rrg-v10                # unique per game and format
        format: stronghold
        name: RRG v10
        issuer: Fantasy Flight Games
        effective: 2019-07-08
        source: "seed 000 (German Rules Reference v10), Anhang V"
        restricted: [guest-of-honor, ...]
        banned: []
        pods: [{cards: [a, b], restricted: a}]    # optional
"""
from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import yaml

DATA = Path(__file__).resolve().parent / "data"


class ListDataError(ValueError):
    pass


def path_for(game: str) -> Path:
    return DATA / f"{game}.yaml"


def load(game: str, path: Path | None = None) -> list[dict[str, Any]]:
    path = path or path_for(game)
    if not path.is_file():
        return []
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise ListDataError(f"{path}: not valid YAML ({exc})") from exc
    rows = []
    for i, v in enumerate(doc.get("versions", [])):
        missing = [k for k in ("code", "format", "name", "issuer", "effective", "source") if not v.get(k)]
        if missing:
            raise ListDataError(f"{path}: version #{i + 1} lacks {', '.join(missing)}")
        effective = v["effective"]
        if isinstance(effective, str):
            effective = dt.date.fromisoformat(effective)
        entries = [{"card_id": c, "kind": "restricted", "pod": None, "pod_restricted": None}
                   for c in v.get("restricted", [])]
        entries += [{"card_id": c, "kind": "banned", "pod": None, "pod_restricted": None}
                    for c in v.get("banned", [])]
        for n, pod in enumerate(v.get("pods", []), start=1):
            entries += [{"card_id": c, "kind": "pod", "pod": n, "pod_restricted": pod.get("restricted")}
                        for c in pod["cards"]]
        rows.append({"code": str(v["code"]), "format": v["format"], "name": v["name"],
                     "issuer": v["issuer"], "effective": effective, "source": v["source"],
                     "card_set": v.get("card_set"), "entries": entries})
    return rows
