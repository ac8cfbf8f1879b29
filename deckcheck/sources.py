"""The sources the data cites (list versions, errata, rulings, card names, rules versions)
as the world knows them: document title, version, issuer, date, link and section, from the
mapping in ``deckcheck/data/sources.yaml`` (data, not code). Seed file names, spec paths
and data file names never leave the service: the API, the pages and the CLI all show a
source through this module, and a source the mapping does not know is shown without its
internal phrases."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

DATA = Path(__file__).with_name("data") / "sources.yaml"
FIELDS = ("title", "version", "issuer", "date", "url", "lang")
_BRACKETED = re.compile(r"\s*\[[^\]]*\]")


@lru_cache(maxsize=1)
def _mapping() -> tuple[tuple[str, ...], tuple[dict[str, Any], ...]]:
    data = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    entries = [{**e, "prefix": p} for e in data["sources"]
               for p in (e["prefix"] if isinstance(e["prefix"], list) else [e["prefix"]])]
    entries.sort(key=lambda e: len(e["prefix"]), reverse=True)
    return tuple(data.get("internal", ())), tuple(entries)


def _clean(text: str, internal: tuple[str, ...]) -> str:
    for phrase in internal:
        text = text.replace(phrase, "")
    return " ".join(_BRACKETED.sub("", text).split()).strip(" ,;:")


@lru_cache(maxsize=1024)
def _view(text: str) -> tuple[tuple[str, str], ...]:
    internal, entries = _mapping()
    for entry in entries:
        if text.startswith(entry["prefix"]):
            rest = text[len(entry["prefix"]):]
            view = {k: str(entry[k]) for k in FIELDS if entry.get(k)}
            if text.startswith(("https://", "http://")):
                view["url"] = text
                rest = ""
            section = "" if entry.get("section") is False else _clean(rest, internal)
            if "title" not in view:          # the prefix names the document, the rest its version
                view["title"] = _clean(entry["prefix"] + rest, internal)
                section = ""
            if section:
                view["section"] = section
            return tuple(view.items())
    if text.startswith(("https://", "http://")):
        return (("title", text.split("/")[-1] or text), ("url", text))
    return (("title", _clean(text, internal)),)


def source_view(source: str | None) -> dict[str, Any]:
    """``{"title", "version", "issuer", "date", "url", "section", "lang"}`` for a source
    string of the data (empty values left out); a link source keeps its address as ``url``."""
    text = (source or "").strip()
    return dict(_view(text)) if text else {}


def source_text(source: str | None) -> str:
    """The source in one line: "title, version, section (issuer, date)"."""
    view = source_view(source)
    if not view:
        return ""
    head = ", ".join(v for v in (view.get("title"), view.get("version"), view.get("section")) if v)
    tail = ", ".join(v for v in (view.get("issuer"), view.get("date")) if v)
    return f"{head} ({tail})" if tail else head
