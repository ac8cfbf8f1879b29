"""Card lines: how people write one card and its count, as one grammar.

A card line is a name with at most one count (N a whole number)::

    leading    N Name   Nx Name   N x Name   N× Name   NxName   xN Name   ×N Name
    trailing   Name xN  Name ×N   NamexN     Name Nx   Name*N   Name * N
               Name (xN)  Name (N)  Name (Nx)  Name (N copies)  Name - N  Name: N  Name,N
    none       Name                                      one copy

and around the name, hints that are not part of it: a pack in parentheses, before or after a
trailing count ("Name (Core Set) x3", "Name x3 (Core Set)", "3x Name (Core Set)"), a pack
and position ("Name (Core Set #144)", ThronesDB), a card code after a bar ("Name | #01144").
The words a count may carry in parentheses ("copies", "Kopien", "szt.") are the shared
decklist words (``vocabulary.yaml``, ``count_words``).

``readings(line)`` gives every way the line can be read: as written (no count) and by each
notation that matches. Which one holds is decided with the card data by the reader
(``deckcheck.decklists.plaintext``), never here: a name the data has exactly wins, two
readings that name different cards or counts leave the line unread. A number the grammar
does not call a count ("Name 3") gives a ``doubtful`` reading: it is never taken, only
named in the problem that says why the line was not read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from deckcheck.decklists.vocabulary import count_words

_X = "[x×X]"
# a count token of a line holding several entries ("3 A 3x B", "A x3, B x2"; inline.py)
COUNT_BEFORE = re.compile(rf"^(\d{{1,2}}){_X}?$")
COUNT_AFTER = re.compile(rf"^{_X}(\d{{1,2}})[,;]?$")
# "| #01144 Core Set": a card code after the name (the code wins over the name); a count
# after it ("| #01144 x3") is the line's count
_CODE = re.compile(r"\s*\|\s*#\s*([A-Za-z0-9_-]+)(.*)$")
_COUNT_AFTER_CODE = re.compile(rf"^(?:{_X}\s*\d+|\d+\s*{_X}|\*\s*\d+|\(\s*{_X}?\s*\d+\s*{_X}?\s*\))$")
# "(Core Set #144)": ThronesDB's "sorted by cycle" export names the pack and the position
_PACK_POSITION = re.compile(r"\(([^()#]+?)\s*#\s*\d+\)$")
# any number of digits: "12345678901x Name" is an absurd count (the reader refuses it), not a name
_LEADING = (
    re.compile(rf"^([+-]?\d+)\s*{_X}\s*(\S.*)$"),        # 3x Name, 3 x Name, 3×Name, 3xName
    re.compile(r"^([+-]?\d+)\s+(\S.*)$"),                 # 3 Name
    re.compile(rf"^{_X}\s*(\d+)\s+(\S.*)$"),              # x3 Name, × 3 Name
)
_TRAILING = (
    re.compile(rf"^(.*?\S)\s*{_X}\s*(\d+)$"),             # Name x3, Name ×3, Namex3
    re.compile(rf"^(.*?\S)\s+(\d+)\s*{_X}$"),             # Name 3x
    re.compile(r"^(.*?\S)\s*\*\s*(\d+)$"),                # Name*3, Name * 3
    re.compile(r"^(.*?\S)\s+[-–—]\s*(\d+)$"),             # Name - 3
    re.compile(r"^(.*?\S)\s*[:,;]\s*(\d+)$"),             # Name: 3, Name,3
)
_BARE = re.compile(r"^(.*?\S)\s+(\d+)$")                  # Name 3: doubtful
_PAREN = re.compile(r"^(.*?\S)\s*\(([^()]*)\)$")          # Name (...)
_DIGIT = re.compile(r"\d")
_LEADING_FIRST = frozenset("0123456789+-xX×")     # the first character of a leading count
_TRAILING_LAST = frozenset("0123456789)xX×")      # the last one of a trailing count


@lru_cache(maxsize=1)
def _paren_count() -> re.Pattern[str]:
    """A parenthesis that holds only a count: "(3)", "(x3)", "(3x)", "(3 copies)", "(3 szt.)"."""
    words = "|".join(sorted((re.escape(w) for w in count_words()), key=len, reverse=True))
    return re.compile(rf"^\s*(?:{_X}\s*)?(\d+)\s*(?:{_X}|(?:{words})\.?)?\s*$", re.IGNORECASE)


@dataclass(slots=True)
class Reading:
    """One way to read a card line (not frozen: made for every line, so made cheaply; never
    changed once made)."""

    count: int | None          # None: no count written (one copy)
    name: str                  # the name as written
    pack: str | None = None    # the text of a trailing parenthesis that holds no count
    card_id: str | None = None  # a card code after a bar
    leading: bool = False      # the count stands before the name
    doubtful: bool = False     # a number the grammar does not call a count ("Name 3")

    @property
    def text(self) -> str:
        """The name with its pack hint, as the name resolver reads it."""
        return f"{self.name} ({self.pack})" if self.pack else self.name

    @property
    def copies(self) -> int:
        return 1 if self.count is None else self.count


def paren_count(text: str) -> int | None:
    """The count a parenthesis holds ("x3" -> 3), or None."""
    m = _paren_count().match(text)
    return int(m.group(1)) if m else None


def _split_pack(text: str) -> tuple[str, str | None]:
    """'Name (Core Set)' -> ('Name', 'Core Set'); a parenthesis holding a count is no pack."""
    m = _PAREN.match(text)
    if m is None or not m.group(2).strip() or paren_count(m.group(2)) is not None:
        return text, None
    return m.group(1), m.group(2).strip()


def _trailing(body: str) -> list[tuple[int, str, bool]]:
    """(count, rest, doubtful) for each trailing count notation of ``body``."""
    out: list[tuple[int, str, bool]] = []
    m = _PAREN.match(body)
    if m is not None and (n := paren_count(m.group(2))) is not None:
        out.append((n, m.group(1), False))
    for pattern in _TRAILING:
        m = pattern.match(body)
        if m is not None:
            out.append((int(m.group(2)), m.group(1), False))
    m = _BARE.match(body)
    if m is not None and not out:
        out.append((int(m.group(2)), m.group(1), True))
    return out


def readings(line: str) -> tuple[Reading, ...]:
    """Every reading of a cleaned card line: as written first, then each count notation."""
    card_id = None
    m = _CODE.search(line)
    if m is not None:
        rest = m.group(2).strip()
        card_id, line = m.group(1), line[:m.start()].strip()
        if _COUNT_AFTER_CODE.match(rest):
            line = f"{line} {rest}"
    line = _PACK_POSITION.sub(r"(\1)", line)
    name, pack = _split_pack(line)
    out = [Reading(None, name, pack, card_id)]
    if not _DIGIT.search(line):         # no number: no count (most lines of a name-only list)
        return tuple(out)
    seen: set[tuple[int | None, str, str | None]] = {(None, name, pack)}

    def add(count: int, rest: str, pack_hint: str | None, leading: bool, doubtful: bool = False) -> None:
        rest = rest.strip()
        if not rest:
            return
        if pack_hint is None:
            rest, pack_hint = _split_pack(rest)
        if (count, rest, pack_hint) not in seen:
            seen.add((count, rest, pack_hint))
            out.append(Reading(count, rest, pack_hint, card_id, leading, doubtful))

    if line[0] in _LEADING_FIRST:          # (a cheap look at the ends saves the patterns)
        for pattern in _LEADING:
            m = pattern.match(line)
            if m is not None:
                add(int(m.group(1)), m.group(2), None, True)
    if name[-1] in _TRAILING_LAST:         # a trailing count, before or after a pack
        for count, rest, doubtful in _trailing(name):
            add(count, rest, pack, False, doubtful)
    return tuple(out)
