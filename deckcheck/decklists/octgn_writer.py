"""A deck written as an OCTGN ``.o8d`` file (the shape ``octgn.py`` beside this module reads).

``<deck game="GUID">`` with one ``<section name="...">`` per part of the deck and
``<card qty="n" id="GUID">Name</card>`` entries, as OCTGN's deck editor saves them. The game
GUID is the game's OCTGN plugin (``Game.octgn_game_ids``; omitted for a game without one).
A card's ``id`` is its OCTGN GUID where the card data has one (AGoT: throneteki-json-data's
``octgnId``); elsewhere it is our card id, which our reader finds as well, and the name lets
a person or a name-matching converter place the card. AGoT's faction and WHI's capital are a
"Faction" / "Capital" section naming it, as in OCTGN's files. The sections are the plain-text
writer's (each game's ``decklists.yaml``), named as the game's OCTGN plugin names them (the
entry's ``octgn`` name where it differs from the English, L5R's "Province Cards"), so a card
lands in a section whose card types admit it. The deck's name goes into ``<notes>``.
"""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from deckcheck.decklists.vocabulary import vocabulary
from deckcheck.games import get_game
from deckcheck.model import Card, Deck
from deckcheck.pool import CardPool


def sections(deck: Deck, pool: CardPool) -> list[tuple[str, list[tuple[str, Card | None, int]]]]:
    """(OCTGN section name, [(card id, card, count)]) in the writer's order; cards no heading
    admits go to "Other", ids the card data does not know to "Unknown"."""
    entries = sorted(deck.cards.items())
    placed: set[str] = set()
    out: list[tuple[str, list[tuple[str, Card | None, int]]]] = []
    for spec in vocabulary(deck.game).writer:
        types = set(spec.get("types") or ())
        side = spec.get("side")
        chosen: list[tuple[str, Card | None, int]] = []
        for cid, count in entries:
            card = pool.card(cid)
            if cid in placed or card is None:
                continue
            if (not types or card.type in types) and (side is None or card.side == side):
                chosen.append((cid, card, count))
                placed.add(cid)
        if chosen:
            out.append((spec.get("octgn") or spec["en"], chosen))
    rest = [(cid, pool.card(cid), n) for cid, n in entries if cid not in placed]
    known = [e for e in rest if e[1] is not None]
    if known:
        out.append(("Other", known))
    unknown = [e for e in rest if e[1] is None]
    if unknown:
        out.append(("Unknown", unknown))
    return out


def write_octgn(deck: Deck, pool: CardPool, lang: str = "en") -> str:
    game = get_game(deck.game)
    guid = game.octgn_game_ids[0] if game.octgn_game_ids else None
    head = f"<deck game={quoteattr(guid)}>" if guid else "<deck>"
    out = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', head]
    vocab = vocabulary(deck.game)
    names = vocab.faction_names["en"]
    specials = {section.special for section in vocab.headings.values()}
    for label, code in (("Faction", deck.faction), ("Capital", deck.capital)):
        if code and code in names and label.lower() in specials:
            out.append(f'  <section name="{label}" shared="False">')
            out.append(f'    <card qty="1">{escape(names[code])}</card>')
            out.append("  </section>")
    for heading, chosen in sections(deck, pool):
        out.append(f"  <section name={quoteattr(heading)} shared=\"False\">")
        for cid, card, count in chosen:
            card_guid = card.octgn_id if card is not None and card.octgn_id else cid
            name = escape(card.name) if card is not None else ""
            out.append(f"    <card qty=\"{count}\" id={quoteattr(card_guid)}>{name}</card>")
        out.append("  </section>")
    out.append(f"  <notes>{escape(deck.name or '')}</notes>")
    out.append("</deck>")
    return "\n".join(out) + "\n"


write = write_octgn
