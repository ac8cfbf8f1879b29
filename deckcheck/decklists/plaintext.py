"""Plain-text decklists as people write them and as the deckbuilding sites export them.

Understood line shapes (one card per line, the count may be left out and means 1)::

    3x Robert Baratheon (Core Set)      ThronesDB export: count, name, pack name or code
    3 Robert Baratheon                  count without the x
    Robert Baratheon x3                 count at the end
    2x Ghost | #01144 Core Set          a card code after the name: the code wins
    1x Ghost (Core Set #144)            ThronesDB "sorted by cycle": pack and position
    #144 1x Ghost                       a pack position before the count
    Characters (30):                    a heading: the lines below are characters; its count
    Plots (7 cards) / Plot: (7)         may be written in any of these ways
    Agenda: Fealty                      a labelled card: read in the label's section
    Faction:House Tyrell / Faction:     a faction line, or a faction heading with the
      Baratheon                         faction on the next line (CardGameDB, danurai)
    House Stark / Haus Stark            AGoT faction line;  Capital: Empire  (WHI)
    Packs: From Core Set to ...         notes that carry no card (skipped), also
    Total Cards: (60)                   totals, "Validity: Invalid", "Draw deck: 61 cards"
    Created using ... deck builder      deckbuilder banners: skipped, kept in the notes
    -- 22 Units / -----                 a group's subtotal, a rule: skipped
    Dragon: Seeker of Fire              a clan / faction name, then a card: the card is read
    Fertile Fields Air                  a card name and a word the game's vocabulary lists as
                                        a suffix (``name_suffixes``; L5R: the province element)
    3 Shades 3 Hate 2 Mortella          several cards on one line, "Units: 3x A 3x B",
                                        "Alliance: Chaos/Orc x3" (WHI; see inline.py)

Names may be English or any language the pool knows (German aliases); a bare card id
(``3x 01047``) is that card; a name that plainly misspells one card is read as it and
listed as a correction (``deckcheck.decklists.names``: the rules, the day and the
deck's faction decide between namesakes). A line that is none of these becomes a
problem with the line number, the text and ranked suggestions; the deck is built from
the other lines, and the problem makes it illegal (fail closed).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date
from typing import Any

from deckcheck.decklists import inline
from deckcheck.decklists import problems as P
from deckcheck.decklists.budget import WorkBudget, WorkLimitExceeded
from deckcheck.decklists.canonical import MAX_CARDS, MAX_COPIES
from deckcheck.decklists.names import NameResolver
from deckcheck.decklists.problems import Correction, ParseProblem, ParseResult, ReadLine
from deckcheck.decklists.vocabulary import (
    GameVocabulary,
    Section,
    banner_prefixes,
    heading_key,
    is_count_only,
    meta_prefixes,
    note_labels,
    vocabulary,
)
from deckcheck.games import get_game
from deckcheck.model import Deck, DeckInputError
from deckcheck.pool import CardPool
from deckcheck.text import normalize_name

MAX_LINES = 3000
MAX_LINE_LENGTH = 300
MAX_PROBLEMS = 200

# any number of digits: "12345678901x Name" is an absurd count, not a card name
# (lines are at most MAX_LINE_LENGTH characters, so int() stays cheap)
_COUNT_FIRST = re.compile(r"^([+-]?\d+)\s*[x×X*]?\s+(\S.*)$")
_COUNT_GLUED = re.compile(r"^([+-]?\d+)[x×X](\S.*)$")
_COUNT_LAST = re.compile(r"^(\S.*?)\s+[x×X*]\s?([+-]?\d+)$")
_CODE_SUFFIX = re.compile(r"\s*\|\s*#\s*([A-Za-z0-9_-]+).*$")
# "(Core Set #144)": ThronesDB's "sorted by cycle" export names the pack and the position
# a group's subtotal after its cards ("-- 14", "-- 22 Units", "== 60") or a rule ("-----")
_SUBTOTAL = re.compile(r"^(?:[-=]{2,}\s*\(?\d+\)?(?:\s+[^\d\s][^\d]*)?|[-=_~*#]{3,})$")
_PACK_POSITION = re.compile(r"\(([^()#]+?)\s*#\s*\d+\)$")
# "#061 1x The Red Keep": a pack position before a counted card (a comment line would be
# skipped, so the position is cut off before anything else looks at the line)
_POSITION_FIRST = re.compile(r"^#\s?\d{1,4}\s+(?=[+-]?\d+\s*[x×X*]?\s+\S)")
_BULLETS = "•·*–—-> \t"
_INVISIBLE = dict.fromkeys(map(ord, "\ufeff\u200b\u200c\u200d\u2060\u00ad"), None)
_LABELS = {"faction": "faction", "fraktion": "faction", "capital": "capital",
           "hauptstadt": "capital", "stolica": "capital", "race": "capital", "rasse": "capital",
           "rasa": "capital", "deck": "name", "name": "name",
           # WHI: an alliance is a card ("Chaos/Orc Alliance", inline.py), never a note
           "alliance": "card", "allianz": "card", "sojusz": "card"}


def clean_line(raw: str) -> str:
    line = raw.translate(_INVISIBLE).replace("\u00a0", " ").strip()
    if line[:1] in "•·*–—>" or line.startswith("- "):
        line = line.lstrip(_BULLETS)
    return _POSITION_FIRST.sub("", " ".join(line.split()))


def count_parts(line: str) -> tuple[str, str] | None:
    """'3x Name' -> ('3', 'Name'); 'Name x3' -> ('3', 'Name'); None without a count."""
    m = _COUNT_FIRST.match(line) or _COUNT_GLUED.match(line)
    if m:
        return m.group(1), m.group(2)
    m = _COUNT_LAST.match(line)
    if m:
        return m.group(2), m.group(1)
    return None


def split_count(line: str, number: int, raw: str) -> tuple[int | None, str]:
    """'3x Name' -> (3, 'Name'); 'Name' -> (None, 'Name'). Absurd counts raise."""
    parts = count_parts(line)
    if parts is None:
        return None, line
    count_text, body = parts
    count = int(count_text)
    if count < 0 or count > MAX_COPIES:
        raise DeckInputError("INVALID_COUNT", {"line": number, "text": raw.strip()[:200], "count": count},
                             variant="line", maximum=MAX_COPIES)
    return count, body.strip()


class NoCardsFound(DeckInputError):
    """NO_CARDS_FOUND: no line names a card. The details list the first problems, their
    messages in the reader's language (``details_in``), and, when the lines name cards of
    another loaded game, that game (``looks_like``; see ``deckcheck.decklists.other_game``)."""

    def __init__(self, game: str, problems: list[ParseProblem] | tuple[ParseProblem, ...],
                 looks_like: str | None = None, count: int | None = None):
        self.game = game
        self.problems = tuple(problems[:10])
        self.count = len(problems) if count is None else count
        self.looks_like = looks_like
        from deckcheck.decklists.other_game import game_name

        fields = {"game_name": game_name(game)}      # "a card of A Game of Thrones", not "a agot card"
        if looks_like is not None:
            fields["other"] = game_name(looks_like)
        super().__init__("NO_CARDS_FOUND", self.details_in("en"), count=self.count,
                         variant="other_game" if looks_like else None, **fields)

    def details_in(self, lang: str) -> dict[str, Any]:
        out = {"game": self.game, "problems": [p.to_dict(lang) for p in self.problems]}
        if self.looks_like is not None:
            out["looks_like"] = self.looks_like
        return out

    def looking_like(self, other: str) -> NoCardsFound:
        """The same error, saying that the lines name cards of the game ``other``."""
        return NoCardsFound(self.game, self.problems, other, self.count)


class _Reader:
    def __init__(self, pool: CardPool, as_of: date | None, packs: Mapping[str, str] | None,
                 suggest: bool, budget: WorkBudget | None = None, strict: bool = False,
                 correct: bool = True):
        self.pool = pool
        game = get_game(pool.game)
        self.faction_field = game.deck_faction_field   # faction | capital
        self.faction_word = game.faction_word          # faction | race ... (in messages)
        self.vocab: GameVocabulary = vocabulary(pool.game)
        self.resolver = NameResolver(pool, as_of, packs, strict, budget=budget)
        self.budget = budget
        self.suggest = suggest
        self.correct = correct
        self.cards: dict[str, int] = {}
        self.problems: list[ParseProblem] = []
        self.faction: str | None = None
        self.capital: str | None = None
        self.name: str | None = None
        self.section: Section | None = None
        self.heading: str | None = None        # the last heading, as written
        self.lines: list[ReadLine] = []
        self.banners: list[str] = []            # deckbuilder banner lines ("Created using ...")
        self.corrections: list[Correction] = []
        self.deferred: list[tuple] = []        # card lines not read yet: read again with the deck's faction
        self.clan_line: str | None = None      # the clan a "Crane Clan" line names (L5R)
        self.resolved_lines = 0
        self.card_lines = 0

    # -- problems ----------------------------------------------------------------------
    def problem(self, code: str, number: int, text: str, candidates=(), variant: str | None = None,
                copies: int | None = None, **fields) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(ParseProblem(code, fields, number, text[:MAX_LINE_LENGTH],
                                              tuple(candidates), variant, copies))
        elif len(self.problems) == MAX_PROBLEMS:
            self.problems.append(ParseProblem(P.TOO_MANY_PROBLEMS, {"maximum": MAX_PROBLEMS}, number))

    # -- lines -----------------------------------------------------------------------------
    def read(self, text: str) -> None:
        lines = text.splitlines()
        if len(lines) > MAX_LINES:
            raise DeckInputError("DECK_TOO_LARGE", {"lines": len(lines), "maximum": MAX_LINES},
                                 variant="lines")
        if self.budget is not None:
            self.budget.spend_text(len(lines), len(text))
        after_packs = False
        first = True
        for number, raw in enumerate(lines, 1):
            line = clean_line(raw)
            if not line:
                continue
            if len(line) > MAX_LINE_LENGTH:
                self.problem(P.UNREADABLE_LINE, number, line)
                first = False
                continue
            if self.entries_line(line, number):      # several cards on one line (inline.py)
                first = after_packs = False
                continue
            try:
                count, body = split_count(line, number, raw)
            except DeckInputError:
                if not (first and self.name is None) or self.names_a_card(line):
                    raise
                self.name = line          # "2019 Worlds Lannister": the deck's name (ThronesDB)
                first = False
                continue
            if count is None:
                handled, after_packs = self.note_line(line, number, first, after_packs)
                first = False
                if handled:
                    continue
                count, body = 1, self.after_clan(line) or line
            first = False
            after_packs = False
            self.card_line(count, body, number, line)

    def names_a_card(self, line: str) -> bool:
        """The line without its count names a card exactly (or by a '| #code' suffix)."""
        parts = count_parts(line)
        body = parts[1] if parts else line
        m = _CODE_SUFFIX.search(body)
        if m and self.pool.card(m.group(1)) is not None:
            return True
        return bool(self.resolver.exact(body[:m.start()].strip() if m else body)[0])

    def note_line(self, line: str, number: int, first: bool, after_packs: bool) -> tuple[bool, bool]:
        """Headings, faction lines, labelled lines, notes. Returns (handled, after_packs)."""
        vocab = self.vocab
        key = heading_key(line)
        section = vocab.headings.get(key)
        if section is not None:
            self.section = self.section.narrowed(section) if self.section else section
            self.heading = line
            return True, False
        if _SUBTOTAL.match(line) and not self.names_a_card(line.lstrip("-= ")):   # "-- 22 Units"
            return True, False
        lower = line.lower()
        if lower.startswith(banner_prefixes()):   # "Created using ... deck builder"
            self.banners.append(line)
            return True, False
        label, value = _labelled(line)
        if label == "card":        # "Alliance: X" that names no card: a card line, reported
            return False, False
        if label is not None:
            if label == "name":
                self.name = self.name or value
                return True, False
            self.set_faction(label, value, number, line)
            return True, False
        if ":" in line and self.labelled_line(line, number):
            return True, False
        if lower.startswith(meta_prefixes()) and not self.resolver.exact(line)[0]:
            return True, lower.startswith(("packs:", "pakete:"))
        if self.section is not None and self.section.special:
            self.set_faction(self.section.special, line, number, line)
            return True, False
        code = vocab.factions.get(key)
        if code is not None:
            self.set_faction(self.faction_field, line, number, line)
            return True, False
        if key in vocab.informative:
            self.clan_line = self.clan_line or vocab.clan_lines.get(key)
            return True, False
        cards, _, _ = self.resolver.exact(line)
        if cards or self.after_clan(line):
            return False, False
        if after_packs and lower.startswith("from "):
            return True, False
        if first and self.name is None:   # "Bend the Knee 1.0": the deck's name (ThronesDB)
            self.name = line
            return True, False
        return False, False

    def labelled_line(self, line: str, number: int) -> bool:
        """'Label: value' lines: a note ("Validity: Invalid", "Total Cards: (60)"), a heading
        with its count ("Draw deck: 61 cards"), or a card under the section its label names
        ("Agenda: Fealty"). False for any other line (and for a card name with a colon)."""
        head, _, tail = line.partition(":")
        tail = tail.strip()
        if not tail or not head.strip() or self.resolver.exact(line)[0]:
            return False
        if normalize_name(head) in note_labels():
            return True
        section = self.vocab.headings.get(heading_key(head))
        if section is None:
            return False
        if is_count_only(tail):
            self.section = self.section.narrowed(section) if self.section else section
            self.heading = line
            return True
        if section.special:
            self.set_faction(section.special, tail, number, line)
            return True
        self.labelled_cards(section, head.strip(), tail, number, line)
        return True

    def labelled_cards(self, section: Section, heading: str, value: str, number: int, line: str) -> None:
        """The card a labelled line names ("Agenda: Fealty", "Agenda: 1x Fealty"), read in
        the label's section; the section in force before the line stays in force after it."""
        saved = self.section, self.heading
        self.section, self.heading = section, heading
        try:
            count, body = split_count(value, number, line)
            self.card_line(1 if count is None else count, body, number, line)
        finally:
            self.section, self.heading = saved
    def after_clan(self, line: str) -> str | None:
        """'Dragon: Seeker of Fire' -> 'Seeker of Fire' when the part before the colon names a
        faction or clan of the game and the rest names a card exactly; else None."""
        head, colon, tail = line.partition(":")
        tail = tail.strip()
        if not colon or not tail:
            return None
        key = normalize_name(head)
        if key not in self.vocab.factions and key not in self.vocab.informative:
            return None
        return tail if self.resolver.exact(tail)[0] else None

    def without_suffix(self, body: str) -> str | None:
        """'Fertile Fields Air' -> 'Fertile Fields' when the last words are suffixes of the
        game's vocabulary and the rest names a card exactly; else None."""
        words = body.split()
        cut = len(words)
        while cut > 1 and normalize_name(words[cut - 1]) in self.vocab.name_suffixes:
            cut -= 1
        if cut == len(words):
            return None
        rest = " ".join(words[:cut])
        return rest if self.resolver.exact(rest)[0] else None

    def set_faction(self, label: str, value: str, number: int, line: str) -> None:
        code = self.vocab.factions.get(normalize_name(value))
        what = self.faction_word
        if normalize_name(value) in self.vocab.informative:
            # L5R: the clan comes from the stronghold; a clan line only helps reading names
            self.clan_line = self.clan_line or self.vocab.clan_lines.get(normalize_name(value))
            return
        if code is None:
            self.problem(P.UNKNOWN_FACTION, number, line, variant=what, value=value)
            return
        attr = self.faction_field
        current = getattr(self, attr)
        if current is not None and current != code:
            self.problem(P.CONFLICTING_FACTION, number, line, variant=what, value=code, kept=current)
            return
        setattr(self, attr, code)

    def entries_line(self, line: str, number: int) -> bool:
        """A line holding several entries ("3 A 3 B", "Units: 3x A 3x B") or an
        "Alliance: X/Y" card: each entry read as a card line. False for other lines."""
        if self.names_a_card(line):
            return False
        head, colon, tail = line.partition(":")
        if colon and is_count_only(tail):        # "Draw deck:61 cards": a heading with its count
            return False
        found = inline.split(line, lambda name: bool(self.resolver.exact(name)[0]),
                             self.vocab.headings, self.vocab.card_labels)
        if found is None:
            return False
        if found.section is not None:
            self.section = self.section.narrowed(found.section) if self.section else found.section
            self.heading = found.heading
        for entry in found.entries:
            self.card_line(entry.count, entry.name, number, entry.text)
        return True

    def card_line(self, count: int, body: str, number: int, line: str) -> None:
        self.card_lines += 1
        card = None
        m = _CODE_SUFFIX.search(body)
        if m:
            card = self.pool.card(m.group(1))
            body = body[:m.start()].strip()
        body = _PACK_POSITION.sub(r"(\1)", body)
        if card is None:
            if self.vocab.name_suffixes and not self.resolver.exact(body)[0]:
                body = self.without_suffix(body) or body      # "Fertile Fields Air" (L5R)
            suggest = self.suggest and len(self.problems) + len(self.deferred) < P.MAX_SUGGESTED
            res = self.resolver.resolve(body, self.section, suggest=suggest, faction=self.deck_faction(),
                                        correct=self.correct)
            if res.card is None:     # the deck's faction, known at the end, may still decide it
                self.deferred.append((len(self.lines), count, body, number, line, self.section,
                                      self.heading, suggest))
                self.lines.append(ReadLine(number, line, count, None, P.UNREAD, self.heading))
                return
            self.read_as(res, count, number, line, self.heading)
            return
        self.read_as(None, count, number, line, self.heading, card)

    def read_as(self, res, count: int, number: int, line: str, heading: str | None,
                card=None, at: int | None = None) -> None:
        """Count the line as its card (``res.card``, else ``card``); a corrected name is
        listed as a Correction."""
        status = P.READ
        if res is not None:
            card = res.card
            if res.corrected:
                status = P.CORRECTED
                self.corrections.append(Correction(number, line, card.id, res.score, res.name))
        read = ReadLine(number, line, count, card.id, status, heading)
        if at is None:
            self.lines.append(read)
        else:
            self.lines[at] = read
        self.resolved_lines += 1
        if count:
            self.cards[card.id] = self.cards.get(card.id, 0) + count

    def deck_faction(self) -> str | None:
        """The deck's faction as read so far: its faction / capital line, else the clan of a
        clan line, else the one faction of the cards that give it (L5R strongholds)."""
        named = getattr(self, self.faction_field) or self.clan_line
        if named is not None or not self.vocab.faction_cards:
            return named
        found = {c.faction for cid in self.cards
                 if (c := self.pool.card(cid)) is not None and c.type in self.vocab.faction_cards}
        return found.pop() if len(found) == 1 else None

    def finish(self) -> None:
        """Read the lines left over with the deck's faction as the whole list gives it; what
        is still not read becomes a problem (problems in line order)."""
        faction = self.deck_faction()
        for at, count, body, number, line, section, heading, suggest in self.deferred:
            res = self.resolver.resolve(body, section, suggest=suggest, faction=faction, correct=self.correct)
            if res.card is not None:
                self.read_as(res, count, number, line, heading, at=at)
                continue
            extra = {} if res.pack is None else {"pack": res.pack}     # the pack named did not settle it
            self.problem(res.code or P.UNKNOWN_NAME, number, line, res.candidates, variant=res.variant,
                         copies=count, name=res.name, count=len(res.candidates), **extra)
        self.deferred = []
        self.corrections.sort(key=lambda c: c.line or 0)
        self.problems.sort(key=lambda p: (p.code == P.TOO_MANY_PROBLEMS, p.line or 0))


def _labelled(line: str) -> tuple[str | None, str]:
    """'Faction: Stark' -> ('faction', 'Stark'); other lines -> (None, line)."""
    if ":" not in line:
        return None, line
    head, _, tail = line.partition(":")
    label = _LABELS.get(normalize_name(head))
    if label is None or not tail.strip():
        return None, line
    return label, tail.strip()


def read_plain_text(text: str, pool: CardPool, as_of: date | None = None,
                    packs: Mapping[str, str] | None = None, suggest: bool = True,
                    budget: WorkBudget | None = None, strict: bool = False,
                    correct: bool = True) -> ParseResult:
    """``strict``: a misspelled name is never read as the card it is close to (see
    ``deckcheck.decklists.names``): the line stays unread, naming that card. ``correct=False``
    does not even look for the close card (telling the game: only exact names count).
    ``budget``: the request's work budget (``deckcheck.decklists.budget``)."""
    reader = _Reader(pool, as_of, packs, suggest, budget, strict, correct)
    reader.read(text)
    reader.finish()
    if not reader.resolved_lines:
        raise NoCardsFound(pool.game, reader.problems)
    total = sum(reader.cards.values())
    if total > MAX_CARDS:
        raise DeckInputError("DECK_TOO_LARGE", {"cards": total, "maximum": MAX_CARDS}, variant="cards")
    deck = Deck(game=pool.game, cards=reader.cards, faction=reader.faction, capital=reader.capital,
                name=reader.name)
    notes: dict[str, Any] = {"resolved_lines": reader.resolved_lines, "card_lines": reader.card_lines}
    if reader.banners:
        notes["banners"] = reader.banners[:5]
    return ParseResult(deck, tuple(reader.problems), "text", notes, tuple(reader.lines),
                       tuple(reader.corrections))


def match_score(text: str, pool: CardPool, budget: WorkBudget | None = None) -> int:
    """How many lines of ``text`` name a card of ``pool`` exactly (for telling the game)."""
    try:
        result = read_plain_text(text, pool, suggest=False, budget=budget, correct=False)
    except WorkLimitExceeded:      # the request's budget is spent: no other game is tried
        raise
    except DeckInputError:
        return 0
    return result.notes["resolved_lines"] + (1 if result.deck.faction or result.deck.capital else 0)


# -- writing -------------------------------------------------------------------------------
def write_plain_text(deck: Deck, pool: CardPool, lang: str = "en") -> str:
    """The deck as a plain-text list that ``read_plain_text`` reads back to the same cards."""
    vocab = vocabulary(deck.game)
    out: list[str] = []
    if deck.name:   # labelled: a bare name line could read as a card, a clan or JSON ("[Precon] ...")
        out += [f"Name: {deck.name}", ""]
    if deck.faction:
        names = vocab.faction_names.get(lang) or vocab.faction_names["en"]
        out.append(names.get(deck.faction, f"Faction: {deck.faction}"))
    if deck.capital:
        names = vocab.faction_names.get(lang) or vocab.faction_names["en"]
        out.append(f"{'Hauptstadt' if lang == 'de' else 'Capital'}: {names.get(deck.capital, deck.capital)}")
    if out and out[-1]:
        out.append("")
    entries = []
    unknown = []
    for cid, count in deck.cards.items():
        card = pool.card(cid)
        if card is None:
            unknown.append((cid, count))
        else:
            entries.append((card, count))
    used: set[str] = set()
    for spec in vocab.writer:
        types = set(spec.get("types") or ())
        side = spec.get("side")
        chosen = [(c, n) for c, n in entries if c.id not in used
                  and (not types or c.type in types) and (side is None or c.side == side)]
        if not chosen:
            continue
        used.update(c.id for c, _ in chosen)
        heading = spec.get(lang) or spec["en"]
        out.append(f"{heading} ({sum(n for _, n in chosen)})")
        chosen.sort(key=lambda e: (e[0].type, pool.display_name(e[0].id, lang).lower(), e[0].id))
        out += [f"{n}x {_line_name(c, pool, lang)}" for c, n in chosen]
        out.append("")
    rest = [(c, n) for c, n in entries if c.id not in used]
    if rest:
        out.append("Other" if lang != "de" else "Sonstige")
        out += [f"{n}x {_line_name(c, pool, lang)}" for c, n in sorted(rest, key=lambda e: e[0].id)]
        out.append("")
    for cid, count in unknown:
        out.append(f"# unknown card id {cid} ({count}x)")
    return "\n".join(out).rstrip() + "\n"


def _line_name(card, pool: CardPool, lang: str) -> str:
    name = pool.display_name(card.id, lang)
    same_name = [c for c in pool.find(name) if c.type == card.type and c.side == card.side]
    if len(same_name) > 1 and card.packs:   # several printings: name the pack to keep this one
        return f"{name} | #{card.id}"
    return name
