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
        banned_printings: [...]                   # optional (AGoT: printings outside the card set)
        card_set: redesigns                       # optional (AGoT)

``loads(text)`` reads such a document from text (an event's own list, issue 19); ``dumps``
writes versions (rows as ``load`` returns them) back in this shape.

Card ids are text, whatever they look like: the document is read with YAML's implicit
numbers and booleans off (issue 35: ``banned: [01047]`` is the card ``01047``, where plain
YAML 1.1 reads the octal number 551), and written with every id quoted.
"""
from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import yaml

DATA = Path(__file__).resolve().parent / "data"


class ListDataError(ValueError):
    pass


class _TextLoader(yaml.SafeLoader):
    """SafeLoader with no implicit int, float or bool: a bare ``01047`` or ``1e3`` is text,
    as a card id must be. Dates (``effective``) and null are still read."""


_TextLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers
            if tag not in ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}


class CardId(str):
    """A card id as ``dumps`` writes it: always quoted."""


class _Dumper(yaml.SafeDumper):
    pass


_Dumper.add_representer(CardId, lambda dumper, value: dumper.represent_scalar(
    "tag:yaml.org,2002:str", str(value), style='"'))


def path_for(game: str) -> Path:
    return DATA / f"{game}.yaml"


def load(game: str, path: Path | None = None) -> list[dict[str, Any]]:
    path = path or path_for(game)
    if not path.is_file():
        return []
    return loads(path.read_text(encoding="utf-8"), str(path))


def loads(text: str, origin: str = "<text>") -> list[dict[str, Any]]:
    """The versions of one list document given as text (the file shape above); ListDataError
    names ``origin`` and what is wrong (not YAML, a version lacking a field, a field of the
    wrong type, a bad date)."""
    try:
        doc = yaml.load(text, Loader=_TextLoader) or {}  # noqa: S506 (a SafeLoader)
    except yaml.YAMLError as exc:
        raise ListDataError(f"{origin}: not valid YAML ({exc})") from exc
    if not isinstance(doc, dict) or not isinstance(doc.get("versions", []), list):
        raise ListDataError(f"{origin}: expected a mapping with a list of 'versions'")
    rows = []
    for i, v in enumerate(doc.get("versions", [])):
        if not isinstance(v, dict):
            raise ListDataError(f"{origin}: version #{i + 1} is not a mapping")
        missing = [k for k in ("code", "format", "name", "issuer", "effective", "source") if not v.get(k)]
        if missing:
            raise ListDataError(f"{origin}: version #{i + 1} lacks {', '.join(missing)}")
        effective = v["effective"]
        try:
            if isinstance(effective, str):
                effective = dt.date.fromisoformat(effective)
        except ValueError:
            raise ListDataError(f"{origin}: version #{i + 1}: effective {effective!r} is not a date") from None
        if not isinstance(effective, dt.date) or isinstance(effective, dt.datetime):
            raise ListDataError(f"{origin}: version #{i + 1}: effective {effective!r} is not a date")
        for key in ("restricted", "banned", "pods", "banned_printings"):
            if not isinstance(v.get(key, []), list):
                raise ListDataError(f"{origin}: version #{i + 1}: {key} is not a list")
        for key in ("restricted", "banned", "banned_printings"):
            if not all(isinstance(c, (str, int)) and not isinstance(c, bool) for c in v.get(key, [])):
                raise ListDataError(f"{origin}: version #{i + 1}: {key} holds something that is not a card id")
        for n, pod in enumerate(v.get("pods", []), start=1):
            if not isinstance(pod, dict) or not isinstance(pod.get("cards"), list) or not all(
                    isinstance(c, (str, int)) and not isinstance(c, bool) for c in pod["cards"]):
                raise ListDataError(f"{origin}: version #{i + 1}: pod #{n} needs 'cards', a list of card ids")
        entries: list[dict[str, Any]] = [
            {"card_id": str(c), "kind": "restricted", "pod": None, "pod_restricted": None}
            for c in v.get("restricted", [])]
        entries += [{"card_id": str(c), "kind": "banned", "pod": None, "pod_restricted": None}
                    for c in v.get("banned", [])]
        entries += [{"card_id": str(c), "kind": "banned_printing", "pod": None, "pod_restricted": None}
                    for c in v.get("banned_printings", [])]
        for n, pod in enumerate(v.get("pods", []), start=1):
            restricted = pod.get("restricted")
            entries += [{"card_id": str(c), "kind": "pod", "pod": n,
                         "pod_restricted": None if restricted is None else str(restricted)}
                        for c in pod["cards"]]
        rows.append({"code": str(v["code"]), "format": str(v["format"]), "name": str(v["name"]),
                     "issuer": str(v["issuer"]), "effective": effective, "source": str(v["source"]),
                     "card_set": v.get("card_set"), "entries": entries})
    return rows


def dumps(rows: list[dict[str, Any]]) -> str:
    """Versions (rows in the shape ``load`` returns) as a list document (YAML text)."""
    versions = []
    for row in rows:
        entries = row.get("entries", [])
        version: dict[str, Any] = {k: row[k] for k in ("code", "format", "name", "issuer", "effective", "source")}
        if isinstance(version["effective"], str):
            version["effective"] = dt.date.fromisoformat(version["effective"])
        if row.get("card_set"):
            version["card_set"] = row["card_set"]
        for kind, key in (("restricted", "restricted"), ("banned", "banned"), ("banned_printing", "banned_printings")):
            ids = [CardId(e["card_id"]) for e in entries if e["kind"] == kind]
            if ids or key != "banned_printings":
                version[key] = ids
        pods: dict[int, dict[str, Any]] = {}
        for e in entries:
            if e["kind"] == "pod":
                pod = pods.setdefault(int(e.get("pod") or 0), {"cards": []})
                pod["cards"].append(CardId(e["card_id"]))
                if e.get("pod_restricted"):
                    pod["restricted"] = CardId(e["pod_restricted"])
        if pods:
            version["pods"] = [pods[n] for n in sorted(pods)]
        versions.append(version)
    return yaml.dump({"versions": versions}, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)
