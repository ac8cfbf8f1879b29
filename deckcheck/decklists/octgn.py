"""OCTGN ``.o8d`` deck files (XML): sections of ``<card qty=".." id="GUID">Name</card>``.

AGoT 2nd edition GUIDs are the cards' ``octgnId``; the importer stores them as id
aliases, so ``pool.card(guid)`` finds the card. When a GUID is unknown, the printed
name is tried (in the section's card types) before the card becomes a problem. The
"Faction" section names the faction card (not a card of the data set).

Each entry is placed by the line of its ``<card`` tag; a file that puts several entries on
one line (some are a single line) numbers them by their position instead. A file whose
``<deck game="...">`` names another OCTGN game says so (LOOKS_LIKE_OTHER_GAME) and is read
by card ids only. The deck as read (``ParseResult.lines``) has one ReadLine per entry.

The XML is read with defusedxml: documents with a DTD or entity declarations are
refused (no entity expansion, no external resources).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from deckcheck.decklists import problems as P
from deckcheck.decklists.budget import WorkBudget
from deckcheck.decklists.canonical import MAX_CARDS, MAX_COPIES, MAX_ENTRIES
from deckcheck.decklists.names import NameResolver
from deckcheck.decklists.problems import ParseProblem, ParseResult, ReadLine
from deckcheck.decklists.vocabulary import heading_key, vocabulary
from deckcheck.decklists.other_game import game_name
from deckcheck.games import all_games
from deckcheck.model import Deck, DeckInputError
from deckcheck.pool import CardPool
from deckcheck.text import normalize_name

_GAME_ATTR = re.compile(r"<deck\b[^>]*\bgame=\"([0-9a-fA-F-]{36})\"")


def looks_like_octgn(text: str) -> bool:
    head = text.lstrip("\ufeff \t\r\n")[:400]
    return head.startswith("<") and "<deck" in head


def sniff_game(text: str) -> str | None:
    """The game whose OCTGN game id (``<deck game="...">``, on its record) the file names."""
    m = _GAME_ATTR.search(text[:2000])
    if m is None:
        return None
    guid = m.group(1).lower()
    return next((g.id for g in all_games() if guid in g.octgn_game_ids), None)


def parse_xml(text: str) -> Element:
    try:
        root = fromstring(text.lstrip("\ufeff"), forbid_dtd=True)
    except DefusedXmlException as exc:
        raise DeckInputError("FORBIDDEN_XML", {"reason": type(exc).__name__}) from exc
    except (ParseError, ValueError) as exc:
        raise DeckInputError("MALFORMED_XML", None, variant="syntax", error=str(exc)) from exc
    if root.tag == "data":       # a converter's output: <data><deck ...>...</deck></data>
        decks = [child for child in root if child.tag == "deck"]
        if len(decks) == 1:
            return decks[0]
    if root.tag != "deck":
        raise DeckInputError("MALFORMED_XML", {"root": root.tag[:40]}, variant="root")
    return root


# what can hold "<card" without being a card element: comments, CDATA, processing instructions
_NOT_MARKUP = re.compile(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>", re.S)
_CARD_TAG = re.compile(r"<card(?=[\s/>])")


def card_lines(text: str) -> list[int]:
    """The line of each ``<card`` start tag, in document order (the order of ``_cards``).
    Comments, CDATA sections and processing instructions are blanked first (newlines kept),
    so a ``<card`` inside them is not counted."""
    def blank(m: re.Match[str]) -> str:
        return re.sub(r"[^\n]", " ", m.group(0))

    markup = _NOT_MARKUP.sub(blank, text)
    return [markup.count("\n", 0, m.start()) + 1 for m in _CARD_TAG.finditer(markup)]


def entry_numbers(text: str, entries: int) -> tuple[list[int], bool]:
    """Where each card entry is, for messages and the deck as read: its line in the file when
    every entry has a line of its own, else (several entries on one line, e.g. a file on a
    single line) its position among the entries, 1-based. The flag says which: True for lines."""
    found = card_lines(text)
    if len(found) == entries and len(set(found)) == entries:
        return found, True
    return list(range(1, entries + 1)), False


def _qty(text: str) -> int | None:
    """``qty="3"`` -> 3; None unless the text is plain ASCII digits (with an optional
    minus sign): ``"\u00b2"``, ``"--1"``, ``"1_0"`` are not counts."""
    digits = text[1:] if text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 9:     # no int("1" * 5000)
        return None
    return int(text)


def _cards(root: Element) -> list[tuple[Element, Element | None]]:
    """Every ``<card>`` once, in document order, with its nearest enclosing
    ``<section>`` (None for a card outside every section). Iterative: deeply nested
    input cannot exhaust the recursion limit."""
    found: list[tuple[Element, Element | None]] = []
    stack: list[tuple[Element, Element | None]] = [(root, None)]
    while stack:
        element, section = stack.pop()
        if element.tag == "card":
            found.append((element, section))
        inner = element if element.tag == "section" else section
        stack.extend((child, inner) for child in reversed(element))
    return found


def card_name(card: Element) -> str:
    """The card's name: the element's text, or (a converter's files) its ``<value>`` child's."""
    name = (card.text or "").strip()
    if not name:
        value = card.find("value")
        if value is not None:
            name = (value.text or "").strip()
    return name


def declared_game(root: Element) -> str | None:
    """The OCTGN game id the file names (``<deck game="...">``), lower case."""
    guid = (root.get("game") or "").strip().lower()
    return guid or None


def _other_game_problem(guid: str | None, game: str) -> ParseProblem | None:
    """A problem when the file names another OCTGN game than ``game``'s (None otherwise)."""
    records = {g.id: g for g in all_games()}
    if guid is None or guid in records[game].octgn_game_ids:
        return None
    other = next((g for g in records.values() if guid in g.octgn_game_ids), None)
    if other is not None:
        return ParseProblem(P.LOOKS_LIKE_OTHER_GAME, {"other": game_name(other.id), "game": game_name(game),
                                                      "other_game": other.id}, None, f'game="{guid}"',
                            variant="octgn")
    return ParseProblem(P.LOOKS_LIKE_OTHER_GAME, {"id": guid[:40], "game": game_name(game)}, None,
                        f'game="{guid[:40]}"', variant="octgn_unknown")


def read_octgn(text: str, pool: CardPool, as_of: date | None = None,
               packs: Mapping[str, str] | None = None, suggest: bool = True,
               budget: WorkBudget | None = None) -> ParseResult:
    """The deck of an OCTGN file. A file that names another OCTGN game is read by card ids
    only (the names of another game's cards are not this game's cards) and says so
    (LOOKS_LIKE_OTHER_GAME)."""
    root = parse_xml(text)
    vocab = vocabulary(pool.game)
    resolver = NameResolver(pool, as_of, packs, budget=budget)
    found = _cards(root)
    if len(found) > MAX_ENTRIES:
        raise DeckInputError("DECK_TOO_LARGE", {"maximum": MAX_ENTRIES}, variant="entry_limit")
    numbers, by_line = entry_numbers(text, len(found))
    cards: dict[str, int] = {}
    problems: list[ParseProblem] = []
    read: list[ReadLine] = []
    foreign = _other_game_problem(declared_game(root), pool.game)
    if foreign is not None:
        problems.append(foreign)
    faction = capital = None
    for (card_el, section_el), line in zip(found, numbers, strict=True):
        section_name = None if section_el is None else (section_el.get("name") or "").strip()[:100]
        section = None if section_name is None else vocab.headings.get(heading_key(section_name))
        guid = (card_el.get("id") or "").strip()
        name = card_name(card_el)
        shown = f'{name} (id="{guid}")'[:300]
        qty_text = (card_el.get("qty") or "1").strip()
        qty = _qty(qty_text)
        if qty is None or not 0 <= qty <= MAX_COPIES:
            raise DeckInputError("INVALID_COUNT", {"line": line, "text": shown, "count": qty_text[:20]},
                                 variant="octgn", name=name[:60], maximum=MAX_COPIES)
        if section is not None and section.special and foreign is None:
            code = vocab.factions.get(normalize_name(name))
            if code is None:
                problems.append(ParseProblem(P.UNKNOWN_FACTION, {"value": name}, line, shown,
                                             variant="octgn"))
            elif section.special == "capital":
                capital = code
            else:
                faction = code
            continue
        card = pool.card(guid) if guid else None
        if card is None and name and foreign is None:
            # names from OCTGN's card database are never misspelt: suggested, never corrected
            res = resolver.resolve(name, section, suggest=suggest and len(problems) < P.MAX_SUGGESTED,
                                   faction=faction or capital, correct=False)
            card = res.card
            if card is None:
                variant: str | None
                if guid:
                    code, variant = P.UNKNOWN_ID, "name"
                else:
                    code = res.code or P.UNKNOWN_NAME
                    variant = "octgn" if code == P.AMBIGUOUS_NAME else None
                problems.append(ParseProblem(code, {"id": guid, "name": name}, line, shown,
                                             res.candidates, variant, qty))
                read.append(ReadLine(line, shown, qty, None, P.UNREAD, section_name))
                continue
        if card is None:
            problems.append(ParseProblem(P.UNKNOWN_ID, {"id": guid, "name": name}, line, shown,
                                         variant="name" if name else None, copies=qty))
            read.append(ReadLine(line, shown, qty, None, P.UNREAD, section_name))
            continue
        read.append(ReadLine(line, shown, qty, card.id, P.READ, section_name))
        if qty:
            cards[card.id] = cards.get(card.id, 0) + qty
    total = sum(cards.values())
    if total > MAX_CARDS:
        raise DeckInputError("DECK_TOO_LARGE", {"cards": total, "maximum": MAX_CARDS}, variant="cards")
    deck = Deck(game=pool.game, cards=cards, faction=faction, capital=capital)
    return ParseResult(deck, tuple(problems), "octgn",
                       {"entries": len(found), "numbered_by": "line" if by_line else "position"},
                       tuple(read))
