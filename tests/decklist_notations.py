"""Real legal decks written again in the notations people use (for the generated tests of
tests/test_decklists_notations.py and bench/decklist_notations.py).

A deck is one of the real files of tests/data/decklists whose source says it is legal; it
is read once, written back by the plain-text writer (headings and faction line in en, de or
pl), and each card line is written again in a randomly chosen notation of the card-line
grammar (deckcheck/decklists/cardline.py), with the card's name in a language the data has
for it, a random case, spacing, pack hint, bullet and line ending.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

DATA = Path(__file__).parent / "data" / "decklists"

# {n}: the count, {s}: the name; a pack hint goes where {p} is (or nowhere)
NOTATIONS = (
    "{n}x {s}{p}", "{n} x {s}{p}", "{n}× {s}{p}", "{n} {s}{p}", "x{n} {s}{p}", "{n}x{s}{p}",
    "{s}{p} x{n}", "{s} x{n}{p}", "{s} ×{n}{p}", "{s}*{n}{p}", "{s} * {n}{p}", "{s}{p} (x{n})",
    "{s} ({n}){p}", "{s}{p} ({n})", "{s} - {n}{p}", "{s}: {n}", "{s},{n}", "{s}x{n}", "{s} {n}x{p}",
    "{s} (x{n}){p}", "{s} ({n} copies)",
)
_CARD_LINE = re.compile(r"^(\d+)x (.+?)(?: \| #(\S+))?$")
ENDINGS = ("\n", "\r\n")
BULLETS = ("", "", "", "- ", "• ", "* ")


@dataclass(frozen=True)
class RealDeck:
    name: str
    game: str
    as_of: str
    format: str | None
    cards: dict[str, int]          # as read from the real file
    faction: str | None
    capital: str | None


def legal_files() -> list[tuple[Path, dict]]:
    out = []
    for sidecar in sorted(DATA.rglob("*.source.yaml")):
        meta = yaml.safe_load(sidecar.read_text(encoding="utf-8"))
        if meta.get("expect", {}).get("valid") is True and not meta.get("strict"):
            out.append((sidecar.with_name(sidecar.name[:-len(".source.yaml")]), meta))
    return out


def real_decks(service) -> list[RealDeck]:
    """The legal real decks, as the service reads them."""
    from datetime import date

    decks = []
    for path, meta in legal_files():
        result = service.read_decklist(path.read_text(encoding="utf-8"), meta["game"],
                                       as_of=date.fromisoformat(str(meta["as_of"])))
        deck = result.deck
        decks.append(RealDeck(path.name, meta["game"], str(meta["as_of"]), meta.get("format"),
                              dict(deck.cards), deck.faction, deck.capital))
    return decks


def _case(text: str, rng: random.Random) -> str:
    return rng.choice((text, text, text.lower(), text.upper(), text.title()))


def _spaced(text: str, rng: random.Random) -> str:
    if rng.random() < 0.7:
        return text
    return re.sub(" ", lambda _: rng.choice((" ", "  ", "\t")), text)


def card_line(count: int, name: str, pack: str | None, card_id: str | None,
              rng: random.Random) -> str:
    """One card written in a random notation (the count always written)."""
    form = rng.choice(NOTATIONS)
    hint = f" ({_case(pack, rng)})" if pack and "{p}" in form and rng.random() < 0.4 else ""
    line = form.format(n=count, s=_case(name, rng), p=hint)
    if card_id is not None:
        line += f" | #{card_id}"
    return rng.choice(BULLETS) + _spaced(line, rng) + rng.choice(("", "", " ", "  // note"))


def write(deck: RealDeck, pool, rng: random.Random, raise_one: bool = False) -> tuple[str, str | None]:
    """The deck as text in random notations; ``raise_one``: one card with 3 copies gets 4
    (returns the text and the raised card's id)."""
    from deckcheck.decklists.plaintext import write_plain_text
    from deckcheck.model import Deck

    lang = rng.choice(("en", "de", "pl"))
    plain = write_plain_text(Deck(game=deck.game, cards=deck.cards, faction=deck.faction,
                                  capital=deck.capital), pool, lang)
    by_name = {}
    for cid in deck.cards:
        by_name.setdefault(pool.display_name(cid, lang), []).append(cid)
    raised = None
    if raise_one:
        threes = sorted(cid for cid, n in deck.cards.items() if n == 3)
        raised = rng.choice(threes) if threes else None
    ending = rng.choice(ENDINGS)
    out = []
    for line in plain.splitlines():
        m = _CARD_LINE.match(line)
        if m is None:
            out.append(line)
            continue
        count, name, card_id = int(m.group(1)), m.group(2), m.group(3)
        ids = [card_id] if card_id else by_name.get(name, [])
        cid = ids[0] if len(ids) == 1 else None
        if cid is not None and card_id is None:
            names = sorted({n for table in pool.names.values() if (n := table.get(cid))})
            name = rng.choice(names) if rng.random() < 0.3 else name
        if cid is not None and cid == raised:
            count += 1
        card = pool.card(cid) if cid else None
        pack = pool.pack_name(card.packs[0]) if card is not None and card.packs else None
        out.append(card_line(count, name, pack, card_id, rng))
    return ending.join(out) + ending, raised


def identity(pool, cards: dict[str, int]) -> dict[tuple, int]:
    """The cards by what makes two printings the same card for the deck rules."""
    out: dict[tuple, int] = {}
    for cid, n in cards.items():
        card = pool.card(cid)
        key = (cid,) if card is None else (card.title, card.type, card.side, card.faction, card.loyal)
        out[key] = out.get(key, 0) + n
    return out
