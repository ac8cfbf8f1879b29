"""OCTGN ``.o8d`` deck files (XML): sections of ``<card qty=".." id="GUID">Name</card>``.

AGoT 2nd edition GUIDs are the cards' ``octgnId``; the importer stores them as id
aliases, so ``pool.card(guid)`` finds the card. When a GUID is unknown, the printed
name is tried (in the section's card types) before the card becomes a problem. The
"Faction" section names the faction card (not a card of the data set).

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
from deckcheck.decklists.canonical import MAX_CARDS, MAX_COPIES, MAX_ENTRIES
from deckcheck.decklists.names import NameResolver
from deckcheck.decklists.problems import ParseProblem, ParseResult
from deckcheck.decklists.vocabulary import heading_key, vocabulary
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
    if root.tag != "deck":
        raise DeckInputError("MALFORMED_XML", {"root": root.tag[:40]}, variant="root")
    return root


def _line_numbers(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), 1):
        start = line.find(' id="')
        if start >= 0:
            end = line.find('"', start + 5)
            out.setdefault(line[start + 5:end].lower(), number)
    return out


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


def read_octgn(text: str, pool: CardPool, as_of: date | None = None,
               packs: Mapping[str, str] | None = None, suggest: bool = True) -> ParseResult:
    root = parse_xml(text)
    vocab = vocabulary(pool.game)
    resolver = NameResolver(pool, as_of, packs)
    lines = _line_numbers(text)
    cards: dict[str, int] = {}
    problems: list[ParseProblem] = []
    faction = capital = None
    entries = 0
    for card_el, section_el in _cards(root):
        section = None if section_el is None else \
            vocab.headings.get(heading_key(section_el.get("name", "")))
        entries += 1
        if entries > MAX_ENTRIES:
            raise DeckInputError("DECK_TOO_LARGE", {"maximum": MAX_ENTRIES}, variant="entry_limit")
        guid = (card_el.get("id") or "").strip()
        name = (card_el.text or "").strip()
        line = lines.get(guid.lower())
        shown = f'{name} (id="{guid}")'[:300]
        qty_text = (card_el.get("qty") or "1").strip()
        qty = _qty(qty_text)
        if qty is None or not 0 <= qty <= MAX_COPIES:
            raise DeckInputError("INVALID_COUNT", {"line": line, "text": shown, "count": qty_text[:20]},
                                 variant="octgn", name=name[:60], maximum=MAX_COPIES)
        if section is not None and section.special:
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
        if card is None and name:
            res = resolver.resolve(name, section, suggest=suggest and len(problems) < P.MAX_SUGGESTED)
            card = res.card
            if card is None:
                if guid:
                    code, variant = P.UNKNOWN_ID, "name"
                else:
                    code = res.code or P.UNKNOWN_NAME
                    variant = "octgn" if code == P.AMBIGUOUS_NAME else None
                problems.append(ParseProblem(code, {"id": guid, "name": name}, line, shown,
                                             res.candidates, variant))
                continue
        if card is None:
            problems.append(ParseProblem(P.UNKNOWN_ID, {"id": guid}, line, shown))
            continue
        if qty:
            cards[card.id] = cards.get(card.id, 0) + qty
    total = sum(cards.values())
    if total > MAX_CARDS:
        raise DeckInputError("DECK_TOO_LARGE", {"cards": total, "maximum": MAX_CARDS}, variant="cards")
    deck = Deck(game=pool.game, cards=cards, faction=faction, capital=capital)
    return ParseResult(deck, tuple(problems), "octgn", {"entries": entries})

