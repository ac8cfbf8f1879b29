"""Plain dicts for the goldfish page's templates: a run report, a comparison, a run's
progress (no Flask here).

The reports of the three games differ (AGoT counts rounds and power, L5R rounds, honor
and provinces, WHI turns and burned zones); these functions read what a report holds
instead of naming every field: the headline's sentences, the outcomes, the distribution
of the winning round or turn, the opening hands, the per-round (turn) economy, key cards
and card odds. Coverage is read fail-closed: a report without it says so, and every card
the engine does not model is listed with the way its missing text leans."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from deckcheck.goldfish import phrases
from deckcheck.goldfish.stats import FEW_GAMES
from deckcheck.names import faction_name

FINISHED = "finished"
TAG = re.compile(r"<[^>]+>")
MAX_PERIODS = 8          # columns of the per-round card odds and key-card tables


def words(key: str) -> str:
    """A report field as words: ``mulligan_rate`` -> ``Mulligan rate`` (a field no engine
    labelled; tests/test_web_goldfish_words.py finds any left on a page)."""
    text = key.replace("_", " ").replace(".", " ").strip()
    return text[:1].upper() + text[1:]


class Labels:
    """The report fields and notes of one game in one language (deckcheck.goldfish.phrases)."""

    def __init__(self, game: Any, lang: str):
        self.game = str(game) if game else None
        self.lang = lang

    def __call__(self, key: str) -> str:
        return phrases.label(self.game, key, self.lang) or words(key)

    def text(self, said: Any) -> Any:
        """A note of the report in the page's words (anything else as it is)."""
        return phrases.text(self.game, said, self.lang) if isinstance(said, str) else said


def number(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))
    return str(value)


def percent(value: Any) -> str:
    try:
        return f"{round(float(value) * 100)}%"
    except (TypeError, ValueError):
        return ""


def plain(text: Any) -> str:
    """Card text without its HTML tags (the pages escape the rest)."""
    return TAG.sub("", str(text or ""))


def _is_share(key: str, value: Any) -> bool:
    return isinstance(value, float) and 0.0 <= value <= 1.0 and not key.endswith(("mean", "median", "stdev"))


# -- run state ----------------------------------------------------------------------------------------
def run_state(data: Mapping[str, Any]) -> dict[str, Any]:
    """A stored run as the page needs it, for both shapes the service may give: the report
    itself (a synchronous run: finished), or a job ``{state, done, total, report?}``."""
    if "report" in data and isinstance(data.get("report"), Mapping):
        return {"state": FINISHED, "report": data["report"], "done": data.get("done"), "total": data.get("total")}
    if "headline" in data or "outcomes" in data:
        return {"state": FINISHED, "report": data, "done": data.get("games"), "total": data.get("games")}
    state = str(data.get("state") or "queued")
    return {"state": state, "report": None, "done": int(data.get("done") or 0), "total": int(data.get("total") or 0)}


# -- a run report ---------------------------------------------------------------------------------------
def period_of(report: Mapping[str, Any]) -> str:
    return str(report.get("period") or ("turn" if "turns" in report else "round"))


def coverage_view(coverage: Mapping[str, Any] | None) -> dict[str, Any]:
    """What the engine plays of the deck. ``known`` False: the report says nothing about it,
    and the page says that the numbers may leave anything out."""
    if not isinstance(coverage, Mapping) or not coverage:
        return {"known": False}
    entries: dict[str, Mapping[str, Any]] = {}
    for item in list(coverage.get("titles") or ()) + list(coverage.get("cards") or ()):
        if isinstance(item, Mapping):
            entries.setdefault(str(item.get("id") or item.get("name")), item)
    missing, inert = [], []
    for item in entries.values():
        status = item.get("status") or "missing"
        texts = []
        for part in item.get("missing") or item.get("not_modeled") or item.get("texts") or ():
            if isinstance(part, Mapping):
                texts.append({"text": plain(part.get("text")), "lean": part.get("lean")})
            else:
                texts.append({"text": plain(part), "lean": None})
        entry = {"name": item.get("name") or item.get("id"), "type": item.get("type"),
                 "copies": item.get("copies"), "texts": texts, "reason": plain(item.get("reason"))}
        (inert if status == "inert" else missing if status == "missing" else []).append(entry)
    copies = coverage.get("copies") or {}
    shares = coverage.get("shares") or {}
    not_modeled = coverage.get("cards_not_modeled", copies.get("missing"))
    total = coverage.get("cards_total") or coverage.get("total") or (
        sum(v for v in copies.values() if isinstance(v, int)) or None)
    return {"known": True, "note": coverage.get("note"), "lean": coverage.get("lean") or "unknown",
            "lean_note": coverage.get("lean_note"), "lean_copies": coverage.get("lean_copies") or {},
            "unreviewed": coverage.get("unreviewed"),
            "copies": {k: copies.get(k) for k in ("modeled", "inert", "missing") if k in copies},
            "shares": {k: shares.get(k, 0.0) for k in ("modeled", "inert", "missing")},
            "total": total, "not_modeled": not_modeled,
            "missing": sorted(missing, key=lambda e: str(e["name"])),
            "inert": sorted(inert, key=lambda e: str(e["name"]))}


def _distribution(data: Any, period: str, label: Labels) -> dict[str, Any] | None:
    if not isinstance(data, Mapping) or not isinstance(data.get("distribution"), list):
        return None
    rows = [{"at": row.get(period, row.get("round", row.get("value"))), "games": row.get("games"),
             "share": row.get("share", 0.0), "cumulative": row.get("cumulative")}
            for row in data["distribution"] if isinstance(row, Mapping)]
    top = max((r["share"] or 0.0 for r in rows), default=0.0) or 1.0
    for r in rows:
        r["width"] = round(100 * (r["share"] or 0.0) / top)
    stats = [(k, number(data[k])) for k in ("mean", "median", "min", "max") if data.get(k) is not None]
    return {"target": label.text(data.get("target")), "rows": rows, "stats": stats, "note": label.text(data.get("note"))}


def stat_rows(section: Any, label: Labels, prefix: str = "") -> tuple[list[dict[str, Any]], list[str]]:
    """A report section (opening hands, setup) as rows of (label, value, detail) and its notes."""
    rows: list[dict[str, Any]] = []
    notes: list[str] = []
    if not isinstance(section, Mapping):
        return rows, notes
    for key, value in section.items():
        path = f"{prefix}.{key}" if prefix else key
        if key == "games":
            continue
        if isinstance(value, str):
            value = label.text(value)
            notes.append(f"{label(path)}: {value}" if prefix or key not in ("note",) else value)
        elif isinstance(value, Mapping) and "mean" in value:
            detail = f"{number(value.get('min'))}–{number(value.get('max'))}" if "min" in value else ""
            rows.append({"label": label(path), "value": number(value["mean"]), "detail": detail,
                         "median": number(value.get("median"))})
        elif isinstance(value, Mapping):
            sub_rows, sub_notes = stat_rows({k: v for k, v in value.items() if k != "distribution"},
                                            label, path)
            rows.extend(sub_rows)
            notes.extend(sub_notes)
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            rows.append({"label": label(path), "value": percent(value) if _is_share(key, value) else number(value),
                         "detail": "", "median": ""})
    return rows, notes


def _common_setups(section: Any) -> list[dict[str, Any]]:
    if not isinstance(section, Mapping):
        return []
    return [{"cards": ", ".join(map(str, item.get("cards") or ())), "share": percent(item.get("share"))}
            for item in section.get("most_common_setups") or () if isinstance(item, Mapping)]


def period_table(rows: Any, fields: Mapping[str, str] | None, period: str, label: Labels) -> dict[str, Any]:
    """The per-round (per-turn) means as a table: the numbers of each row, nested ones
    (``power`` per zone, ``all_games``) as their own columns."""
    if not isinstance(rows, list) or not rows:
        return {"columns": [], "rows": []}
    columns: list[tuple[str, str, str]] = []          # (path, label, hint)
    for key, value in rows[0].items():
        if key == period:
            continue
        if isinstance(value, Mapping):
            columns += [(f"{key}.{sub}", label(f"{key}.{sub}"), "") for sub, v in value.items()
                        if isinstance(v, (int, float)) and not isinstance(v, bool)]
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            columns.append((key, label(key), str(label.text((fields or {}).get(key)) or "")))

    def cell(row: Mapping[str, Any], path: str) -> str:
        head, _, sub = path.partition(".")
        value = row.get(head)
        if sub:
            value = value.get(sub) if isinstance(value, Mapping) else None
        if value is None:
            return ""
        if row.get("too_few_games") and head != "games_playing":
            return "–"
        return percent(value) if head in ("won_by_now", "favor") or head.endswith("share") else number(value)

    return {"columns": [{"label": label, "hint": hint} for _, label, hint in columns],
            "rows": [{"at": row.get(period), "few": bool(row.get("too_few_games")),
                      "cells": [cell(row, path) for path, _, _ in columns]}
                     for row in rows if isinstance(row, Mapping)],
            "few": any(isinstance(row, Mapping) and row.get("too_few_games") for row in rows)}


def _by_period(items: Any) -> list[Mapping[str, Any]]:
    """The first ``MAX_PERIODS`` rounds (turns) of a per-round list."""
    return [x for x in (items or ()) if isinstance(x, Mapping)][:MAX_PERIODS]


def card_odds(cards: Any, period: str, label: Labels) -> list[dict[str, Any]]:
    """Card odds: one table per deck (AGoT, WHI: the draw deck; L5R: dynasty and conflict),
    per title the share of games that saw a copy by the end of each round (turn) and the
    exact (hypergeometric) chance."""
    if not isinstance(cards, Mapping):
        return []
    decks = [(None, cards)] if "titles" in cards else [
        (name, part) for name, part in cards.items() if isinstance(part, Mapping) and "titles" in part]
    tables = []
    for name, part in decks:
        titles = [t for t in part.get("titles") or () if isinstance(t, Mapping)]
        if not titles:
            continue
        by = f"by_{period}"
        heads = [{"at": row.get(period), "games": row.get("games"), "few": bool(row.get("too_few_games"))}
                 for row in _by_period(titles[0].get(by))]
        tables.append({"deck": name, "note": label.text(part.get("note") or cards.get("note")), "periods": heads,
                       "few": any(h["few"] for h in heads),
                       "titles": [{"name": t.get("name"), "copies": t.get("copies"),
                                   "cells": [{"seen": percent(r.get("seen")), "exact": percent(r.get("hypergeometric")),
                                              "few": bool(r.get("too_few_games"))}
                                             for r in _by_period(t.get(by))]}
                                  for t in titles]})
    return tables


def key_cards(section: Any, period: str, label: Labels) -> dict[str, Any] | None:
    if not isinstance(section, Mapping) or not section.get("titles"):
        return None
    titles = [t for t in section["titles"] if isinstance(t, Mapping)]
    by = f"in_play_by_{period}"
    heads = [row.get(period) for row in _by_period(titles[0].get(by))]
    return {"rule": label.text(section.get("rule")), "note": label.text(section.get("note")), "periods": heads,
            "titles": [{"name": t.get("name"), "copies": t.get("copies"),
                        "mean": number((t.get(period) or {}).get("mean")) if isinstance(t.get(period), Mapping) else "",
                        "never": percent(t.get("never")),
                        "cells": ["–" if r.get("too_few_games") else percent(r.get("share"))
                                  for r in _by_period(t.get(by))]}
                       for t in titles]}


def headline(report: Mapping[str, Any], label: Labels) -> tuple[list[str], list[str]]:
    """The headline's sentences, and its notes (the key cards, the ceiling, the caveats)."""
    section = report.get("headline")
    notes: list[str] = []
    if not isinstance(section, Mapping):
        return [], notes
    sentences = phrases.headline_sentences(report, label.lang)
    for value in section.values():
        if isinstance(value, str):           # the key-card rule, the ceiling, the caveats
            notes.append(label.text(value))
    return sentences, notes


def outcomes(report: Mapping[str, Any], label: Labels) -> list[dict[str, Any]]:
    rows = []
    for name, data in (report.get("outcomes") or {}).items():
        if not isinstance(data, Mapping):
            continue
        reasons = [str(label.text(r.get("label") or r.get("text")) or label(k)) + f" ({percent(r.get('share'))})"
                   for k, r in (data.get("reasons") or {}).items() if isinstance(r, Mapping)]
        rows.append({"outcome": name, "games": data.get("games"), "share": percent(data.get("share")),
                     "width": round(100 * float(data.get("share") or 0.0)), "reasons": reasons})
    return rows


def deck_facts(deck: Any, label: Labels) -> list[tuple[str, str]]:
    if not isinstance(deck, Mapping):
        return []
    facts = []
    for key, value in deck.items():
        if key in ("name", "validated", "coverage", "headline", "key_cards", "key_card_rule"):
            continue
        if key in ("faction", "clan", "race") and isinstance(value, str):
            value = faction_name(value, label.lang)
        if isinstance(value, list):
            value = ", ".join(map(str, value))
        elif isinstance(value, Mapping):
            continue
        facts.append((label(f"deck.{key}"), number(value) if not isinstance(value, str) else value))
    return facts


def report_view(report: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """Everything the report page shows, in the order it shows it, in ``lang``."""
    period = period_of(report)
    label = Labels(report.get("game"), lang)
    sentences, notes = headline(report, label)
    opening_data = report.get("opening") if "opening" in report else report.get("setup")
    opening_rows, opening_notes = stat_rows(opening_data, label)
    wins = [(key, _distribution(report.get(key), period, label)) for key in ("win_round", "win_turn", "stronghold_round")]
    pilot = report.get("pilot") if isinstance(report.get("pilot"), Mapping) else {}
    opponent = report.get("opponent")
    if isinstance(opponent, Mapping):
        opponent = opponent.get("passive") or opponent.get("name")
    deck = report.get("deck") if isinstance(report.get("deck"), Mapping) else {}
    return {
        "game": report.get("game"), "period": period, "games": report.get("games"), "seed": report.get("seed"),
        "max_rounds": report.get("max_rounds"), "engine": report.get("engine"), "few_games": FEW_GAMES,
        "deck_name": deck.get("name"), "validated": bool(deck.get("validated")), "deck_facts": deck_facts(deck, label),
        "headline": sentences, "headline_notes": notes,
        "key_card_names": list((report.get("headline") or {}).get("key_cards") or ()),
        "coverage": coverage_view(report.get("coverage")),
        "outcomes": outcomes(report, label), "outcomes_note": label.text(report.get("outcomes_note")),
        "wins": [(key, dist) for key, dist in wins if dist is not None],
        "opening": opening_rows, "opening_notes": opening_notes, "setups": _common_setups(opening_data),
        "economy": period_table(report.get("rounds") or report.get("turns"), report.get("round_fields"), period,
                                label),
        "economy_note": label.text(report.get("rounds_note") or report.get("turns_note") or (
            (report.get("strength") or {}).get("rounds_note") if isinstance(report.get("strength"), Mapping) else None)),
        "key_cards": key_cards(report.get("key_cards"), period, label),
        "card_odds": card_odds(report.get("cards"), period, label),
        "pilot": {"description": label.text(pilot.get("description")),
                  "assumptions": [label.text(a) for a in pilot.get("assumptions") or ()]},
        "opponent": label.text(opponent) if isinstance(opponent, str) else None,
    }


# -- a comparison ----------------------------------------------------------------------------------------
def compare_view(comparison: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """Two decks on the same seeds: per metric both means, B - A with its 95% interval and
    the sentence; each deck's coverage (fail closed as in a report)."""
    label = Labels(comparison.get("game"), lang)
    metrics = []
    for key, m in (comparison.get("metrics") or {}).items():
        if not isinstance(m, Mapping):
            continue
        ci = m.get("ci95") or (None, None)
        metrics.append({"label": phrases.metric(label.game, key, label.lang) or m.get("label") or label(key),
                        "unit": m.get("unit"),
                        "a": percent(m.get("a")) if m.get("unit") == "share" else number(m.get("a")),
                        "b": percent(m.get("b")) if m.get("unit") == "share" else number(m.get("b")),
                        "difference": number(m.get("mean_difference")),
                        "ci": f"{number(ci[0])} … {number(ci[1])}" if len(ci) == 2 and ci[0] is not None else "",
                        "significant": bool(m.get("clear")),
                        "sentence": (phrases.compare_sentence(comparison, key, label.lang) if label.lang != "en" else None)
                        or m.get("sentence"), "better": m.get("better")})
    sides = {}
    for which in ("a", "b"):
        side = comparison.get(which) if isinstance(comparison.get(which), Mapping) else {}
        sides[which] = {"name": side.get("name"), "coverage": coverage_view(side.get("coverage")),
                        "facts": deck_facts(side, label)}
    return {"game": comparison.get("game"), "games": comparison.get("games"), "seed": comparison.get("seed"),
            "period": period_of(comparison), "metrics": metrics, "sides": sides,
            "method": comparison.get("method"), "note": comparison.get("note"),
            "difference": comparison.get("difference")}

