"""A registered deck as the organizer reads it: the deck code, the deck by section in a
fixed card order (the deck-check sheet), each card's name in the organizer's language
beside the name the player wrote, and the exports (JSON rows, CSV, plain text).

**Deck code.** The first 40 bits of the deck's SHA-256 (the first 10 hex digits) written
as 8 characters of Crockford's base32 (digits and capitals without I, L, O, U), grouped
4-4: ``sha256 = "3f1a9c07e2..."`` -> ``"7WDJ-R1Z2"``. Anyone can recompute it from the
SHA-256; two different decks of one event share a code with a chance of about one in a
trillion. A code read back is compared after Crockford's folding (case; I and L read as
1, O as 0; hyphens and spaces ignored).

**Sections.** Each game's own, in the order of its deckbuilding rules (its ``Game``
record's ``sheet_sections``: e.g. agenda, plot deck, draw deck). Inside a section the cards follow the
plain-text writer's type order (deckcheck/games/<game>/decklists.yaml), then the name in
the sheet's language, then the card id. A card of no section and a card id the pool does
not know are listed under "other" / "unknown": nothing registered is left off a sheet.

**The name as written.** A decklist's stored verdict keeps the deck as read, line by
line; a line that named the card by its German or Polish name says which language the
player wrote in. The sheet shows the organizer's name and, where it differs, the
player's.
"""
from __future__ import annotations

import csv
import hashlib
import io
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from deckcheck.decklists.canonical import deck_from_dict
from deckcheck.decklists.plaintext import write_plain_text
from deckcheck.decklists.problems import faction_label
from deckcheck.decklists.vocabulary import vocabulary
from deckcheck.games import find_game
from deckcheck.games.base import SheetSection
from deckcheck.memo import per_pool
from deckcheck.model import DeckInputError
from deckcheck.pool import CardPool
from deckcheck.text import normalize_name

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_FOLD = str.maketrans({"I": "1", "L": "1", "O": "0"})
WRITTEN_LANGS = ("de", "pl")        # the languages besides English the pool has card names in

OTHER = {"en": "Other cards", "de": "Weitere Karten", "pl": "Inne karty"}
UNKNOWN = {"en": "Cards not in the card data", "de": "Karten, die in den Kartendaten fehlen",
           "pl": "Karty spoza danych kart"}


# -- the deck code ----------------------------------------------------------------------------------
def deck_code(sha256: str) -> str:
    """The short code of a deck's SHA-256 (hex): ``XXXX-XXXX`` in Crockford base32."""
    bits = int(sha256[:10], 16)
    chars = "".join(CROCKFORD[(bits >> (35 - 5 * i)) & 31] for i in range(8))
    return f"{chars[:4]}-{chars[4:]}"


def same_code(code: str, sha256: str) -> bool:
    """Whether a code read back (any case, I/L as 1, O as 0, any hyphens) is this deck's."""
    folded = "".join(code.upper().split()).replace("-", "").translate(_FOLD)
    return folded == deck_code(sha256).replace("-", "")


# -- the pick of decks to check ------------------------------------------------------------------
def pick_material(event_id: int, round_no: int, seed: str) -> str:
    """What the pick of a round hashes: the event, the round and the seed."""
    return f"deckcheck-pick:{event_id}:{round_no}:{seed}"


def pick_players(players: Iterable[str], n: int, material: str) -> list[str]:
    """``n`` of ``players`` (names compared as given), chosen by the seed: each player's rank
    is the SHA-256 (hex) of ``material + ":" + name``; the ``n`` lowest ranks are picked,
    lowest first. Anyone can recompute it with a SHA-256 tool from the stored seed."""
    ranked = sorted(players, key=lambda p: (hashlib.sha256(f"{material}:{p}".encode()).hexdigest(), p))
    return ranked[:max(0, n)]


# -- the name a player wrote ----------------------------------------------------------------------
def written_names(read: Iterable[Mapping[str, Any]], pool: CardPool) -> dict[str, tuple[str, str]]:
    """Card id -> (language, name) for each card whose line named it in German or Polish
    (from a stored verdict's ``read`` lines); cards written in English are left out."""
    out: dict[str, tuple[str, str]] = {}
    for line in read:
        card = line.get("card") or {}
        cid = card.get("id")
        if not cid or cid in out:
            continue
        text = f" {normalize_name(str(line.get('text') or ''))} "
        english = normalize_name(pool.display_name(cid, "en"))
        for lang in WRITTEN_LANGS:
            name = pool.names.get(lang, {}).get(cid)
            key = normalize_name(name) if name else ""
            if name and key and key != english and f" {key} " in text:
                out[cid] = (lang, name)
                break
    return out


def player_language(read: Iterable[Mapping[str, Any]], written: Mapping[str, tuple[str, str]]) -> str:
    """The language most card lines were written in (``en`` when as many were English)."""
    counts: dict[str, int] = {}
    for line in read:
        cid = (line.get("card") or {}).get("id")
        if cid:
            lang = written.get(cid, ("en", ""))[0]
            counts[lang] = counts.get(lang, 0) + 1
    best = max(counts.items(), key=lambda kv: (kv[1], kv[0] == "en"), default=("en", 0))
    return best[0]


# -- the sheet -------------------------------------------------------------------------------------------
def _holds(spec: SheetSection, card: Any) -> bool:
    return (not spec.types or card.type in spec.types) and (spec.side is None or card.side == spec.side)


def sheet_sections(game: str) -> tuple[SheetSection, ...]:
    """The game's sections of the sheet (its ``Game`` record); none for an unknown game."""
    record = find_game(game)
    return record.sheet_sections if record is not None else ()


def _type_order(game: str) -> dict[str, int]:
    order: dict[str, int] = {}
    for spec in vocabulary(game).writer:
        for card_type in spec.get("types") or ():
            order.setdefault(card_type, len(order))
    return order


def deck_sections(canonical: Mapping[str, Any], pool: CardPool, lang: str,
                  written: Mapping[str, tuple[str, str]] | None = None) -> list[dict[str, Any]]:
    """The deck by the game's sections, in the fixed order (module docstring): each with
    its ``key``, ``name`` (in ``lang``), ``count`` and ``cards`` (id, count, name, type,
    pack, and ``written``/``written_lang`` where the player wrote another language's name)."""
    game = str(canonical.get("game"))
    written = written or {}
    entries: list[tuple[str, Any, int]] = []
    unknown: list[tuple[str, Any, int]] = []
    for cid, count in (canonical.get("cards") or {}).items():
        card = pool.card(cid)
        (unknown if card is None else entries).append((cid, card, int(count)))
    sections = sheet_sections(game)
    order = _type_order(game) if sections else {}

    def row(cid: str, card: Any, count: int) -> dict[str, Any]:
        out = {"id": cid, "count": count, "name": pool.display_name(card.id, lang) if card else cid,
               "type": card.type if card else None, "pack": pool.newest_pack(card) if card else None,
               "written": None, "written_lang": None}
        lang_name = written.get(cid)
        if lang_name and lang_name[0] != lang and normalize_name(lang_name[1]) != normalize_name(out["name"]):
            out["written"], out["written_lang"] = lang_name[1], lang_name[0]
        return out

    def section(key: str, names: Mapping[str, str], chosen: list) -> dict[str, Any]:
        chosen.sort(key=lambda e: (order.get(e[1].type, len(order)), pool.display_name(e[1].id, lang).casefold(),
                                   e[0]))
        cards = [row(*e) for e in chosen]
        return {"key": key, "name": names.get(lang) or names["en"], "count": sum(c["count"] for c in cards),
                "cards": cards}

    out: list[dict[str, Any]] = []
    used: set[str] = set()
    for spec in sections:
        chosen = [e for e in entries if e[0] not in used and _holds(spec, e[1])]
        used.update(e[0] for e in chosen)
        out.append(section(spec.key, spec.headings, chosen))
    rest = [e for e in entries if e[0] not in used]
    if rest:
        out.append(section("other", OTHER, rest))
    if unknown:
        out.append({"key": "unknown", "name": UNKNOWN.get(lang) or UNKNOWN["en"],
                    "count": sum(n for _, _, n in unknown),
                    "cards": [row(cid, None, n) for cid, _, n in sorted(unknown)]})
    return out


def _faction_of_cards(canonical: Mapping[str, Any], pool: CardPool) -> str | None:
    """The faction a card gives the deck (an L5R stronghold's clan), when the deck names none."""
    try:
        kinds = vocabulary(str(canonical.get("game"))).faction_cards
    except DeckInputError:        # a game no longer registered: no faction card
        return None
    found = {c.faction for cid in (canonical.get("cards") or {})
             if (c := pool.card(cid)) is not None and c.type in kinds and c.faction}
    return found.pop() if len(found) == 1 else None


def deck_sheet(canonical: Mapping[str, Any], pool: CardPool, lang: str,
               read: Iterable[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """A registered deck as read, for the organizer in ``lang``: faction (AGoT faction,
    L5R clan, WHI capital), the sections, the total, the language the player wrote in."""
    read = list(read)
    written = written_names(read, pool)
    game = str(canonical.get("game"))
    faction = canonical.get("faction") or _faction_of_cards(canonical, pool)
    capital = canonical.get("capital")
    sections = deck_sections(canonical, pool, lang, written)
    return {"faction": faction, "faction_name": faction_label(game, faction, lang),
            "capital": capital, "capital_name": faction_label(game, capital, lang),
            "player_language": player_language(read, written) if read else None,
            "total": sum(s["count"] for s in sections), "sections": sections}


@per_pool(key=lambda sha256, submitted, lang, text_lang, canonical, read: (
    sha256, hashlib.sha256(submitted.encode("utf-8", "replace")).hexdigest(), lang, text_lang), maxsize=4096)
def sheet_and_text(pool: CardPool, sha256: str, submitted: str, lang: str, text_lang: str,
                   canonical: Mapping[str, Any], read: Iterable[Mapping[str, Any]]) -> tuple[dict[str, Any], str]:
    """``deck_sheet`` and ``deck_text`` of one registered list, worked out once per pool:
    a stored list never changes, and the same SHA-256 and text read the same way. The
    answer is shared: callers must not change it."""
    return deck_sheet(canonical, pool, lang, read), deck_text(canonical, pool, text_lang)


def deck_text(canonical: Mapping[str, Any], pool: CardPool, lang: str = "en") -> str:
    """The deck as the plain text deckbuilders read back (headings and names in ``lang``)."""
    return write_plain_text(deck_from_dict(canonical), pool, lang)


# -- exports ----------------------------------------------------------------------------------------------
CSV_COLUMNS = ["player", "version", "deck_code", "sha256", "valid", "section", "count", "card_id", "card_name",
               "written_as", "written_language", "type", "pack"]


def decks_csv(decks: Iterable[Mapping[str, Any]], cell: Any = str) -> Iterator[str]:
    """One row per card of every deck (``cell`` makes a text safe for spreadsheets), a deck's
    rows at a time (a download streams them)."""
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(CSV_COLUMNS)
    for deck in decks:
        head = [cell(deck["player"]), deck["version"], deck["deck_code"], deck["sha256"],
                "yes" if deck["valid"] else "no"]
        for sec in deck["deck"]["sections"]:
            for card in sec["cards"]:
                writer.writerow(head + [sec["key"], card["count"], cell(card["id"]), cell(card["name"]),
                                        cell(card["written"] or ""), card["written_lang"] or "", card["type"] or "",
                                        cell(card["pack"] or "")])
        yield buf.getvalue()
        buf.seek(0)
        buf.truncate()
    yield buf.getvalue()


def decks_text(decks: Iterable[Mapping[str, Any]]) -> Iterator[str]:
    """Every deck's plain text, each under comment lines naming the player, the list
    version and the deck code (a deckbuilder skips lines starting with ``#``), a deck at a time."""
    for i, deck in enumerate(decks):
        player = " ".join(str(deck["player"]).split())
        yield (f"{chr(10) * 2 if i else ''}# {player} - v{deck['version']} - {deck['deck_code']}\n"
               f"# sha256 {deck['sha256']}\n\n{deck['text']}")
