"""Guards for text that comes from outside (requests, forms, pasted decklists), shared by
the entry points and the services so that every way in refuses the same input the same way.

- ``load_json(text)``: ``json.loads`` that refuses an integer literal of more than
  ``MAX_INT_DIGITS`` digits with MALFORMED_JSON (variant ``number``) instead of Python's
  ValueError, whatever ``sys.set_int_max_str_digits`` says (reading a very long integer
  costs quadratic time);
- ``nul_path(value)`` / ``refuse_nul(value, field)``: text holding a NUL character
  (``\\x00``) is refused with INVALID_TEXT (variant ``nul``): PostgreSQL cannot store it
  in a text column while SQLite can, so it is refused before any database sees it;
- ``one_line(text)`` and ``is_blank(text)``: a name as stored (whitespace runs collapsed)
  and whether nothing visible is left of it (zero-width and other invisible characters
  count as blank);
- ``person_name(text)`` and ``mixed_script_word(name)``: a person's name as stored (NFKC,
  no zero-width or other format characters, one line), and the first word of it that mixes
  alphabets the way look-alikes do (a Cyrillic "А" in a Latin name), if any;
- ``skeleton(text)`` and ``name_skeleton(name)``: the confusable skeleton of Unicode TS #39
  (section 4) over Unicode's confusables data as confusable-homoglyphs ships it, and a
  name's skeleton as compared between players ("Тео" in Cyrillic and "Teo" in Latin are one).
"""
from __future__ import annotations

import json
import unicodedata
from functools import cache
from typing import Any

from confusable_homoglyphs import categories
from confusable_homoglyphs.utils import load as load_homoglyph_data

from deckcheck.model import DeckInputError

MAX_INT_DIGITS = 4300          # Python's default int <-> str limit; far beyond any useful number
NUL = "\x00"


def json_int(text: str) -> int:
    """``parse_int`` for ``json.loads``: the integer, or DeckInputError MALFORMED_JSON."""
    digits = len(text) - (text[:1] == "-")
    if digits > MAX_INT_DIGITS:
        raise DeckInputError("MALFORMED_JSON", {"digits": digits, "maximum": MAX_INT_DIGITS},
                             variant="number")
    return int(text)


def load_json(text: str | bytes) -> Any:
    """``json.loads`` with integers of at most MAX_INT_DIGITS digits (DeckInputError
    MALFORMED_JSON otherwise); syntax errors stay json.JSONDecodeError."""
    return json.loads(text, parse_int=json_int)


def nul_path(value: Any, field: str = "") -> str | None:
    """Where the first NUL character in ``value`` (a string, or JSON-like data: dicts,
    lists, strings, keys included) is, as a path like ``decks[2].cards`` (``field`` for
    the top); None when there is none. Iterative: the data may be deeply nested."""
    stack: list[tuple[Any, str]] = [(value, field)]
    while stack:
        item, path = stack.pop()
        if isinstance(item, str):
            if NUL in item:
                return path
        elif isinstance(item, dict):
            for key, inner in item.items():
                inner_path = f"{path}.{key}" if path else str(key)
                if isinstance(key, str) and NUL in key:
                    return inner_path
                stack.append((inner, inner_path))
        elif isinstance(item, (list, tuple)):
            stack.extend((inner, f"{path}[{i}]") for i, inner in enumerate(item))
    return None


def refuse_nul(value: Any, field: str) -> None:
    """DeckInputError INVALID_TEXT (``{"field": path}``) when ``value`` holds a NUL."""
    path = nul_path(value, field)
    if path is not None:
        shown = path.replace(NUL, "\\u0000")[:200] or "body"
        raise DeckInputError("INVALID_TEXT", {"field": shown}, variant="nul")


def one_line(text: str) -> str:
    """The text with every run of whitespace (line breaks included) one space, trimmed."""
    return " ".join(text.split())


_INVISIBLE = frozenset(("Cc", "Cf", "Zs", "Zl", "Zp", "Mn", "Me"))


def is_blank(text: str) -> bool:
    """True when nothing visible is left: only whitespace, control and format characters
    (zero-width spaces, joiners, BOM), lone combining marks, or the letters that are drawn
    as nothing (braille blank, Hangul fillers)."""
    return all(ch.isspace() or unicodedata.category(ch) in _INVISIBLE or ch in "\u2800\u3164\uffa0"
               for ch in text)


def person_name(text: str) -> str:
    """A person's name as stored and compared: NFKC (full-width and compatibility letters
    become the ordinary ones), format characters dropped (zero-width spaces and joiners, bidi
    marks, soft hyphens: "Ann" and "Ann" + U+200B are one name), whitespace runs one space."""
    folded = unicodedata.normalize("NFKC", text)
    return one_line("".join(ch for ch in folded if unicodedata.category(ch) != "Cf"))


# Scripts one word may mix (Unicode TS #39, "highly restrictive"): Japanese, Chinese with
# Bopomofo, Korean, each with Latin; any other mix in one word is how look-alikes are made.
_SCRIPT_MIXES = (frozenset({"LATIN", "HAN", "HIRAGANA", "KATAKANA"}), frozenset({"LATIN", "HAN", "BOPOMOFO"}),
                 frozenset({"LATIN", "HAN", "HANGUL"}))
_ANY_SCRIPT = frozenset({"COMMON", "INHERITED"})


def mixed_script_word(name: str) -> str | None:
    """The first word of ``name`` whose letters come from scripts no language mixes in one
    word ("Аnn" with a Cyrillic А), else None. Words in different scripts are fine."""
    for word in name.split():
        scripts = set(categories.unique_aliases(word)) - _ANY_SCRIPT
        if len(scripts) > 1 and not any(scripts <= mix for mix in _SCRIPT_MIXES):
            return word
    return None


@cache
def confusable_prototypes() -> dict[str, str]:
    """Each character of Unicode's confusables.txt mapped to its prototype. confusable-homoglyphs
    keeps the file's "source ; prototype" pairs in both directions (``{char: [{"c": other}]}``),
    so each class is a star: the prototype is the member that is no source, i.e. the string of
    more than one character (sources are one code point), else the member linked to every
    other one; a pair of two characters takes the smaller as its prototype (either is one
    class). The bidi marks the file's comments put around right-to-left letters are dropped."""
    def bare(text: str) -> str:
        return text.replace("\u200e", "").replace("\u200f", "")

    links: dict[str, set[str]] = {}
    for char, entries in load_homoglyph_data("confusables.json").items():
        for entry in entries:
            a, b = bare(char), bare(entry["c"])
            if a and b and a != b:
                links.setdefault(a, set()).add(b)
                links.setdefault(b, set()).add(a)
    found: dict[str, str] = {}
    for char, others in links.items():
        if len(char) != 1:
            continue
        long = [o for o in others if len(o) > 1]
        if long:                                       # a source whose prototype is a sequence
            found[char] = min(long)
        elif len(others) == 1:                         # a source, or the prototype of one source
            (other,) = others
            centre = other if len(links[other]) > 1 else min(char, other)
            if centre != char:
                found[char] = centre
    return found


def skeleton(text: str) -> str:
    """The confusable skeleton (UTS #39: NFD, each character replaced by its prototype, NFD):
    two strings that look alike have the same one ("Аnn" in Cyrillic letters is "Ann")."""
    prototypes = confusable_prototypes()
    return unicodedata.normalize("NFD", "".join(prototypes.get(ch, ch)
                                                for ch in unicodedata.normalize("NFD", text)))


def name_skeleton(name: str) -> str:
    """A person's name as compared for look-alikes: the skeleton of the stored name (``person_name``),
    casefolded and taken again (an upper-case Cyrillic "Т" looks like "T", its lower case does
    not look like "t"), spaces collapsed. Names that differ only in it are one name to a reader."""
    return " ".join(skeleton(skeleton(person_name(name)).casefold()).split())
