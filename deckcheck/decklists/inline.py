"""Lines that hold several card entries, as Warhammer: Invasion lists were printed.

FFG's articles and forum posts often print a whole list, or a whole section, on one
line::

    3 Walking Sacrifice 3 Swarm of Bats 3 Shades ...      the whole list on one line
    Units: 3x Dreamer of Dragons 3x Elven Scout ...      a section and its cards
    Quests: 1x Heroic Task (Starts on the board.) 3x Planning for War
    Units: Shades x3, Mortella x2                         counts after the names
    Alliance: Chaos/Orc x3                                the support card "Chaos/Orc Alliance"

``split`` cuts such a line into entries. Card names may hold commas ("Bule, Lord of
Pus") and, in principle, numbers, so a line is cut only at count tokens ("3", "3x",
"x3"), and among the possible cuts the one that yields the most names the pool knows
exactly wins (then the one with the most entries). A line without a section prefix is
cut only when the result is mostly known names: at least one, and no fewer known names
than unknown ones; otherwise it stays one line for the ordinary reader (so prose with
numbers is not taken for cards). An entry whose name is not known is still an entry:
the reader reports it as an unread line (with candidates), never drops it. A section
prefix is taken only before counted entries: "Agenda: Fealty" stays an ordinary line.

"Alliance: X/Y" names the core set's alliance support card "X/Y Alliance" (FFG's forum
lists wrote "Alliance: Chaos/Orc x3" for three copies of it). An alliance card only
adds loyalty symbols: it says nothing about the deck's capital, so the capital and the
"<Race> only" checks do not use it. An "Alliance:" line that names no such card goes
to the ordinary reader, which reports it (it is never read as a note).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from deckcheck.decklists.cardline import COUNT_AFTER, COUNT_BEFORE
from deckcheck.decklists.vocabulary import Section, heading_key
from deckcheck.text import normalize_name

# the count tokens are the card-line grammar's (cardline.py)
_PREFIX = re.compile(r"^([^:\d][^:]{0,40}):\s*(\S.*)$")   # "Units: ...", "Units (15): ..."
_TRIM = ",;"
MAX_WORDS = 80          # a line longer than this is not cut (lines are at most 300 characters)


@dataclass(frozen=True, slots=True)
class Entry:
    count: int
    name: str          # the card's name as written (a parenthesized note kept)
    text: str          # the entry as written, count included


@dataclass(frozen=True, slots=True)
class Split:
    entries: tuple[Entry, ...]
    heading: str | None = None         # the section prefix as written ("Units")
    section: Section | None = None


Known = Callable[[str], bool]


def split(line: str, known: Known, headings: Mapping[str, Section],
          card_labels: Mapping[str, str]) -> Split | None:
    """The entries of ``line``, or None when it is one ordinary line (a single card, a
    heading, a note). ``known(name)``: the pool has a card named exactly ``name``;
    ``headings``: normalized section words; ``card_labels``: normalized label ->
    name template ("{} Alliance")."""
    known = _memo(known)
    prefix = _PREFIX.match(line)
    if prefix is not None:
        label, rest = prefix.group(1), prefix.group(2)
        template = card_labels.get(heading_key(label))
        if template is not None:
            return _card_label(label, rest, template, known)
        section = headings.get(heading_key(label))
        if section is None or section.types is None:
            return None           # "Capital: Empire", "Faction: Stark": not card sections
        # "Units: 3x A 3x B"; the entries need counts, so a bare "Agenda: Fealty" stays
        entries = _entries(rest.split(), known)
        return Split(entries, label.strip(), section) if entries else None
    words = line.split()
    if len(words) < 4 or _counts(words) < 2:
        return None
    entries = _entries(words, known)
    if entries is None or len(entries) < 2:
        return None
    hits = sum(1 for e in entries if known(e.name))
    if hits == 0 or hits < len(entries) - hits:
        return None
    return Split(entries)


def _memo(known: Known) -> Known:
    seen: dict[str, bool] = {}

    def lookup(name: str) -> bool:
        if name not in seen:
            seen[name] = known(name)
        return seen[name]
    return lookup


def _counts(words: list[str]) -> int:
    return sum(1 for w in words if COUNT_BEFORE.match(w) or COUNT_AFTER.match(w))


def _entries(words: list[str], known: Known) -> tuple[Entry, ...] | None:
    if not words or len(words) > MAX_WORDS:
        return None
    if COUNT_BEFORE.match(words[0]):
        return _best(words, known, count_first=True)
    if COUNT_AFTER.match(words[-1]):
        return _best(words, known, count_first=False)
    return None


def _best(words: list[str], known: Known, count_first: bool) -> tuple[Entry, ...] | None:
    """The cut of ``words`` into entries with the most known names, then the most
    entries. Count-first: each entry starts at a count token; count-last: each ends at one."""
    n = len(words)
    pattern = COUNT_BEFORE if count_first else COUNT_AFTER
    marks = [i for i, w in enumerate(words) if pattern.match(w)]
    # best[i]: (known names, entries, cut) for words[i:] (count-first) or words[:i] (count-last)
    best: dict[int, tuple[int, int, tuple[Entry, ...]]] = {}
    if count_first:
        best[n] = (0, 0, ())
        for start in reversed(marks):
            for end in [m for m in marks if m > start + 1] + [n]:
                if end not in best or end - start < 2:
                    continue
                entry = _entry(words, start, end, count_first, known)
                if entry is None:
                    continue
                hits, count, tail = best[end]
                score = (hits + known(entry.name), count + 1)
                if start not in best or score > best[start][:2]:
                    best[start] = (*score, (entry, *tail))
        found = best.get(0)
    else:
        best[0] = (0, 0, ())
        for stop in marks:
            end = stop + 1
            for start in [0] + [m + 1 for m in marks if m < stop]:
                if start not in best or end - start < 2:
                    continue
                entry = _entry(words, start, end, count_first, known)
                if entry is None:
                    continue
                hits, count, head = best[start]
                score = (hits + known(entry.name), count + 1)
                if end not in best or score > best[end][:2]:
                    best[end] = (*score, (*head, entry))
        found = best.get(n)
    return found[2] if found else None


def _entry(words: list[str], start: int, end: int, count_first: bool, known: Known) -> Entry | None:
    chunk = words[start:end]
    count_word, name_words = (chunk[0], chunk[1:]) if count_first else (chunk[-1], chunk[:-1])
    name = " ".join(name_words).strip(_TRIM + " ")
    if not name or not normalize_name(name):
        return None
    m = (COUNT_BEFORE if count_first else COUNT_AFTER).match(count_word)
    if m is None:
        return None
    return Entry(int(m.group(1)), name, " ".join(chunk).strip(_TRIM + " "))


def _card_label(label: str, rest: str, template: str, known: Known) -> Split | None:
    """'Alliance: Chaos/Orc x3' -> 3x 'Chaos/Orc Alliance' (either order of the races)."""
    words = rest.split()
    count = 1
    if len(words) > 1:
        last = COUNT_AFTER.match(words[-1]) or COUNT_BEFORE.match(words[-1])
        first = COUNT_BEFORE.match(words[0])
        if last:
            count, words = int(last.group(1)), words[:-1]
        elif first:
            count, words = int(first.group(1)), words[1:]
    value = " ".join(words).strip(_TRIM + " ")
    swapped = "/".join(part.strip() for part in reversed(value.split("/")))
    for races in (value, swapped):
        name = template.format(races)
        if known(name):
            return Split((Entry(count, name, f"{label.strip()}: {rest.strip()}"),))
    return None
