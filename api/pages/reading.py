"""The deck as read, for the verdict panel: the card lines by section (count, card, pack,
faction), corrected lines with what was written, unread lines in place with their
candidates, and the one-click "use this card" that rewrites one line of the pasted list.

static/pages/check.js draws the same from the API's JSON: keep the two in step.

"Use this card" replaces the line only where that is safe: the line at that number still
reads (after the reader's own cleaning, ``clean_line``) exactly as the verdict quoted it
and holds no other entry, or the quoted entry stands once inside a longer line (a list
that puts several cards on one line; then only its name changes). Lists in JSON or XML
are not rewritten."""
from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from flask import g

from api.pages.i18n import label, pack_label
from deckcheck.decklists.plaintext import clean_line
from deckcheck.decklists.problems import DID_YOU_MEAN
from deckcheck.messages import lookup
from deckcheck.pool import CardPool
from deckcheck.report import card_label

UNREAD_SUFFIX = "_UNREAD_LINE"
MAX_CANDIDATES = 5
_COUNT_FIRST = re.compile(r"^(\d+\s*[x×X*]?\s+)\S")
_COUNT_LAST = re.compile(r"\S(\s+[x×X*]\s?\d+)$")


def unread_count(verdict: Mapping[str, Any]) -> int:
    """How many lines the reader did not read (one violation each)."""
    return sum(1 for v in verdict.get("violations", ()) if str(v.get("code", "")).endswith(UNREAD_SUFFIX))


def is_plain_text(text: str) -> bool:
    """A pasted list of lines (not a JSON or XML file, whose lines are not rewritten)."""
    head = text.lstrip("\ufeff \t\r\n")[:1]
    return bool(head) and head not in "<{["


def did_you_mean_opening(lang: str) -> str:
    """How the sentence naming a problem's candidates begins in ``lang`` ("Did you mean ")."""
    entry = lookup(DID_YOU_MEAN)
    return entry.template(lang).split("{candidates}")[0] if entry is not None else ""


def without_candidates(message: str, lang: str) -> str:
    """A problem's message without its closing "Did you mean ...?" sentence: the panel
    lists the candidates itself (with packs and buttons), so a person reads them once."""
    opening = did_you_mean_opening(lang)
    cut = message.rfind(" " + opening) if opening else -1
    return message[:cut] if cut > 0 else message


def shorten_unread(violation: Mapping[str, Any], problems: Sequence[Mapping[str, Any]], lang: str) -> str:
    """An unread line's violation message with its problem's candidates sentence left out
    (the deck as read lists them); any other message as it is."""
    message = violation.get("message", "")
    if not str(violation.get("code", "")).endswith(UNREAD_SUFFIX):
        return message
    for p in problems:
        if (p.get("candidates") and p.get("line") == violation.get("line") and p.get("text") == violation.get("text")
                and p.get("message") and p["message"] in message):
            return message.replace(p["message"], without_candidates(p["message"], lang), 1)
    return message


def replacement(written: str, whole: bool, count: int | None, pack: str | None, name: str) -> str:
    """The new text for a line (``whole``: '3x Name (Pack)', as the deckbuilders export it:
    the pack tells namesakes apart) or for one entry inside a longer line (its count kept,
    the name replaced)."""
    if whole:
        return f"{count if count is not None else 1}x {name}" + (f" ({pack})" if pack else "")
    first = _COUNT_FIRST.match(written)
    if first:
        return first.group(1) + name
    last = _COUNT_LAST.search(written)
    return name + last.group(1) if last else name


def line_fit(text: str | None, line: int | None, written: str, shared: bool) -> str | None:
    """'whole' when line ``line`` of ``text`` is exactly ``written`` (and holds no other
    entry: not ``shared``), 'part' when ``written`` stands once inside it, else None."""
    if not text or not written or not isinstance(line, int) or not is_plain_text(text):
        return None
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return None
    cleaned = clean_line(lines[line - 1])
    if cleaned == written:
        return None if shared else "whole"
    return "part" if len(_entry(written).findall(cleaned)) == 1 else None


def _entry(written: str) -> re.Pattern[str]:
    """``written`` as a whole entry inside a longer line (not the start of a longer name)."""
    return re.compile(r"(?<![\w'])" + re.escape(written) + r"(?![\w'])")


def use_value(line: int, written: str, new: str) -> str:
    return json.dumps([line, written, new], ensure_ascii=False)


def apply_use(text: str, value: str) -> str:
    """The list with the button's change made, if the line still says what it said;
    otherwise the list unchanged."""
    try:
        line, written, new = json.loads(value)
    except (ValueError, TypeError):
        return text
    if not (isinstance(line, int) and isinstance(written, str) and isinstance(new, str)) or "\n" in new:
        return text
    lines = text.splitlines()
    if not written or not 1 <= line <= len(lines) or not is_plain_text(text):
        return text
    cleaned = clean_line(lines[line - 1])
    if cleaned == written:
        lines[line - 1] = new
    elif len(_entry(written).findall(cleaned)) == 1:
        lines[line - 1] = _entry(written).sub(lambda _m: new, cleaned)
    else:
        return text
    return "\n".join(lines) + ("\n" if text.endswith(("\n", "\r")) else "")


def labelled(card: Mapping[str, Any] | None, pool: CardPool | None) -> dict[str, Any] | None:
    """A card label of the verdict (id, name, pack, faction) with what the page needs."""
    if card is None:
        return None
    lang = g.get("lang", "en")          # the page's language
    return {**card, "faction_label": label(card.get("faction"), lang),
            "pack_label": pack_label(card.get("pack"), lang),
            "known": pool is not None and pool.card(card["id"]) is not None}


def candidates(problem: Mapping[str, Any], pool: CardPool | None, lang: str, text: str | None,
               count: int | None, shared: bool) -> list[dict[str, Any]]:
    """The problem's candidates with pack and faction, each with its 'use this card' value
    when the line can be rewritten."""
    written = problem.get("text", "")
    fit = line_fit(text, problem.get("line"), written, shared)
    out = []
    for c in (problem.get("candidates") or ())[:MAX_CANDIDATES]:
        found = pool.card(c["id"]) if pool is not None else None
        english = found.name if found is not None else c.get("name", c["id"])
        card = card_label(c["id"], pool, lang) if found is not None else {
            "id": c["id"], "name": english, "pack": c.get("pack"), "faction": c.get("faction")}
        entry = labelled(card, pool)
        entry["use"] = (use_value(problem["line"], written,
                                  replacement(written, fit == "whole", count, card.get("pack"), english))
                        if fit else None)
        out.append(entry)
    return out


def read_view(verdict: Mapping[str, Any], problems: Sequence[Mapping[str, Any]], pool: CardPool | None,
              lang: str, text: str | None = None) -> dict[str, Any]:
    """``sections`` (the deck as read, in the list's order, grouped by the heading each line
    stood under), ``unread_rows`` (its unread lines, for links to them), ``corrections``, and
    ``other_problems``: the problems that are not a card line of the table (a faction line,
    too many problems, a list read without lines)."""
    read = list(verdict.get("read") or ())
    per_line: dict[Any, int] = {}
    for entry in read:
        per_line[entry.get("line")] = per_line.get(entry.get("line"), 0) + 1
    by_line = {(p.get("line"), p.get("text")): p for p in problems}
    shown: set[tuple[Any, Any]] = set()
    sections: list[dict[str, Any]] = []
    for entry in read:
        heading = (entry.get("section") or "").strip().rstrip(":").strip() or None
        if not sections or sections[-1]["heading"] != heading:
            sections.append({"heading": heading, "rows": [], "cards": 0})
        row = {"line": entry.get("line"), "count": entry.get("count"), "text": entry.get("text", ""),
               "status": entry.get("status"), "card": labelled(entry.get("card"), pool),
               "reason": "", "candidates": []}
        if row["card"] is not None and row["status"] != "unread":
            sections[-1]["cards"] += entry.get("count") or 0
        key = (entry.get("line"), entry.get("text"))
        if row["status"] == "unread" and key in by_line:
            shown.add(key)
            problem = by_line[key]
            row["candidates"] = candidates(problem, pool, lang, text, entry.get("count"),
                                           per_line[entry.get("line")] > 1)
            row["reason"] = reason(problem, lang)
        sections[-1]["rows"].append(row)
    others = [{"line": p.get("line"), "text": p.get("text", ""), "message": reason(p, lang),
               "candidates": candidates(p, pool, lang, text, p.get("copies"), per_line.get(p.get("line"), 0) > 1)}
              for p in problems if (p.get("line"), p.get("text")) not in shown]
    unread_rows = [row for sec in sections for row in sec["rows"] if row["status"] == "unread"]
    return {"sections": sections, "unread_rows": unread_rows, "corrections": corrections_view(verdict, pool),
            "other_problems": others}


def reason(problem: Mapping[str, Any], lang: str) -> str:
    """Why a line was not read; its candidates are listed under it, not in the sentence."""
    message = problem.get("message", "")
    return without_candidates(message, lang) if problem.get("candidates") else message


def corrections_view(verdict: Mapping[str, Any], pool: CardPool | None) -> list[dict[str, Any]]:
    """The verdict's corrected lines (line, what was written, the card it was read as)."""
    return [{"line": c.get("line"), "text": c.get("text", ""), "card": labelled(c.get("read_as"), pool)}
            for c in verdict.get("corrections") or ()]
