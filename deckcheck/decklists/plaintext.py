"""Plain-text decklists as people write them and as the deckbuilding sites export them.

Understood line shapes (one card per line; its count in any notation of the card-line
grammar, ``deckcheck.decklists.cardline``: "3x Name", "Name x3", "Name (3)", "Name*3",
"Name - 3", ...; no count means 1; ``choose`` decides between its readings with the data)::

    3x Robert Baratheon (Core Set)      ThronesDB export: count, name, pack name or code
    2x Ghost | #01144 Core Set          a card code after the name: the code wins
    1x Ghost (Core Set #144)            ThronesDB "sorted by cycle": pack and position
    #144 1x Ghost                       a pack position before the count
    Characters (30):                    a heading: the lines below are characters; its count
    Plots (7 cards) / Plot: (7)         may be written in any of these ways, and a comment
    Dynasty Deck (22) // skip           may follow any line
    Agenda: Fealty                      a labelled card: read in the label's section
    Faction:House Tyrell / Faction:     a faction line, or a faction heading with the
      Baratheon                         faction on the next line (CardGameDB, danurai)
    House Stark / Haus Stark            AGoT faction line;  Capital: Empire  (WHI)
    Packs: From Core Set to ...         notes that carry no card (skipped), also
    Total Cards: (60)                   totals, "Validity: Invalid", "Draw deck: 61 cards"
    Influence: 0/13, 13 remaining       (L5R: its total tells same-named strongholds apart)
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
from dataclasses import replace
from datetime import date
from typing import Any

from deckcheck.decklists import inline
from deckcheck.decklists.cardline import Reading, readings
from deckcheck.decklists import problems as P
from deckcheck.decklists.budget import WorkBudget, WorkLimitExceeded
from deckcheck.decklists.canonical import MAX_CARDS, MAX_COPIES
from deckcheck.decklists.names import NameResolver
from deckcheck.decklists.other_game import game_name
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
from deckcheck.messages import one_of
from deckcheck.model import Deck, DeckInputError
from deckcheck.pool import CardPool
from deckcheck.text import normalize_name

MAX_LINES = 3000
MAX_LINE_LENGTH = 300
MAX_PROBLEMS = 200

# a group's subtotal after its cards ("-- 14", "-- 22 Units", "== 60") or a rule ("-----")
_SUBTOTAL = re.compile(r"^(?:[-=]{2,}\s*\(?\d+\)?(?:\s+[^\d\s][^\d]*)?|[-=_~*#]{3,})$")
# "#061 1x The Red Keep": a pack position before a counted card (a comment line would be
# skipped, so the position is cut off before anything else looks at the line)
_POSITION_FIRST = re.compile(r"^#\s?\d{1,4}\s+(?=[+-]?\d+\s*[x×X*]?\s+\S)")
# a comment after a line ("Dynasty Deck (22) // skip"); "https://" has no space before "//"
_COMMENT = re.compile(r"\s+//.*$")
# "Influence: 8/10", "Influence: 0/13, 13 remaining" (FiveRingsDB), "Einfluss: 8 von 10"
_INFLUENCE = re.compile(r"^(?:influence|einfluss|wplyw|wpływ)\b\D*?\d+\s*(?:/|of|von|z)\s*(\d+)",
                        re.IGNORECASE)
_BULLETS = "•·*–—-> \t"
_INVISIBLE = dict.fromkeys(map(ord, "\ufeff\u200b\u200c\u200d\u2060\u00ad"), None)
_LABELS = {"faction": "faction", "fraktion": "faction", "capital": "capital",
           "hauptstadt": "capital", "stolica": "capital", "race": "capital", "rasse": "capital",
           "rasa": "capital", "deck": "name", "name": "name",
           # WHI: an alliance is a card ("Chaos/Orc Alliance", inline.py), never a note
           "alliance": "card", "allianz": "card", "sojusz": "card"}


def clean_line(raw: str) -> str:
    line = _COMMENT.sub("", raw.translate(_INVISIBLE).replace("\u00a0", " ")).strip()
    if line[:1] in "•·*–—>" or line.startswith("- "):
        line = line.lstrip(_BULLETS)
    return _POSITION_FIRST.sub("", " ".join(line.split()))


def _checked(count: int, number: int, raw: str) -> int:
    """The count of a card line; an absurd one refuses the decklist (INVALID_COUNT)."""
    if count < 0 or count > MAX_COPIES:
        raise DeckInputError("INVALID_COUNT", {"line": number, "text": raw.strip()[:200], "count": count},
                             variant="line", maximum=MAX_COPIES)
    return count


def _shown(reading: Reading) -> str:
    """A reading as a problem names it: "3× Ornate Fan"."""
    return f"{reading.copies}× {reading.text}"


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
        self.line_readings: dict[str, tuple[Reading, ...]] = {}   # per list: asked more than once a line
        self.banners: list[str] = []            # deckbuilder banner lines ("Created using ...")
        self.corrections: list[Correction] = []
        self.deferred: list[tuple] = []        # card lines not read yet: read again with the deck's faction
        self.clan_line: str | None = None      # the clan a "Crane Clan" line names (L5R)
        self.influence: int | None = None      # the influence total an "Influence: 8/10" line gives
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
            reading, exact, doubt = self.choose(line)
            if not exact and self.entries_line(line, number):    # several cards on one line (inline.py)
                first = after_packs = False
                continue
            if reading.count is not None and (reading.leading or exact and not self.is_heading(line)):
                if not 0 <= reading.count <= MAX_COPIES and first and self.name is None \
                        and not exact:
                    self.name = line      # "2019 Worlds Lannister": the deck's name (ThronesDB)
                    first = False
                    continue
                first = after_packs = False
                self.card_line(reading, number, line, raw, doubt, exact)
                continue
            # the first line may be the deck's name ("Honor Crane - 2"), unless it is a card
            # with a count ("Ornate Fam (x4)": a misspelled card)
            named = first and not doubt and (reading.count is None or not self.correct
                                             or self.resolver.nearest_name(reading.name, self.section) is None)
            handled, after_packs = self.note_line(line, number, named, after_packs)
            first = False
            if handled:
                continue
            if reading.count is None and (clan := self.after_clan(line)):
                reading = Reading(None, clan)
            after_packs = False
            self.card_line(reading, number, line, raw, doubt)

    def choose(self, line: str) -> tuple[Reading, bool, tuple[Reading, ...]]:
        """The reading of a card line (``cardline.readings``) the card data bears out, whether
        it names a card exactly, and, when the count cannot be told, the readings it could be
        (then the line is not read: fail closed).

        A reading whose name the data has exactly wins; several that differ in count or card
        leave the line unread. With no exact name, a reading with a count is corrected (the
        correction keeps every number written: ``NameResolver.nearest_name``); several
        counted readings that correct to different cards or counts leave it unread too. A
        number that is no count notation ("Ornate Fan 3") never becomes a count: such a line
        is unread when the name without the number is a card."""
        options = self.readings(line)
        certain = [r for r in options if not r.doubtful]
        if options[0].card_id is not None and self.pool.card(options[0].card_id) is not None:
            counts = {r.copies for r in certain if r.count is not None}     # "2x Name | #01029":
            if len(counts) <= 1:                                             # the code names it
                return next((r for r in certain if r.count is not None), options[0]), True, ()
        exact = [(r, key) for r in certain if (key := self.exact_key(r)) is not None]
        if exact:
            if len({(r.copies, key) for r, key in exact}) == 1:
                return exact[-1][0], True, ()
            return exact[0][0], True, tuple(r for r, _ in exact)
        counted = [r for r in certain if r.count is not None]
        if not counted:
            doubt = tuple(r for r in options if r.doubtful and self.exact_key(r) is not None)
            return options[0], False, doubt
        if len(counted) > 1 and self.correct:      # (no fuzzy look-up when only exact names count)
            near = [(r, found[0]) for r in counted
                    if (found := self.resolver.nearest_name(r.name, self.section)) is not None]
            if len({(r.copies, key) for r, key in near}) > 1:
                return near[0][0], False, tuple(r for r, _ in near)
            if near:
                return near[0][0], False, ()
        return counted[0], False, ()

    def exact_key(self, reading: Reading) -> str | frozenset[str] | None:
        """What a reading names exactly: a card id, or the titles of its name (None: nothing).
        A pack hint is left to the resolver; a count in parentheses is never one."""
        found = self.pool.find(reading.text)
        if not found and reading.pack is not None:
            found = self.pool.find(reading.name)
        if found:
            return frozenset(c.title for c in found)
        if " " in reading.name:          # an id is one word ("01047", "guest-of-honor")
            return None
        card = self.resolver.by_id(reading.name)
        return None if card is None else card.id

    def readings(self, line: str) -> tuple[Reading, ...]:
        """The line's readings (cardline.readings), worked out once per list."""
        found = self.line_readings.get(line)
        if found is None:
            found = self.line_readings[line] = readings(line)
        return found

    def is_heading(self, line: str) -> bool:
        return heading_key(line) in self.vocab.headings

    def names_a_card(self, line: str) -> bool:
        """Some reading of the line (with or without a count) names a card exactly."""
        return any(self.exact_key(r) is not None for r in self.readings(line) if not r.doubtful)

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
        if (m := _INFLUENCE.match(line)) is not None:
            self.influence = int(m.group(1))
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
            reading, _, doubt = self.choose(value)
            self.card_line(reading, number, line, line, doubt)
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
        "Alliance: X/Y" card: each entry read as a card line. False for other lines (the
        reader asks only about lines that name no card as written)."""
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
            self.card_line(Reading(entry.count, entry.name), number, entry.text, entry.text)
        return True

    def card_line(self, reading: Reading, number: int, line: str, raw: str,
                  doubt: tuple[Reading, ...] = (), exact: bool = False) -> None:
        """Read one card line as ``reading`` (see ``choose``; ``exact``: its name is a card's);
        ``doubt``: the readings the line could be when its count cannot be told: it is then
        unread, naming them."""
        self.card_lines += 1
        count = _checked(reading.copies, number, raw)
        if doubt:
            variant = "number" if all(r.doubtful for r in doubt) else None
            self.problem(P.UNCERTAIN_COUNT, number, line, variant=variant, name=reading.text,
                         readings=one_of(_shown(r) for r in doubt))
            self.lines.append(ReadLine(number, line, count, None, P.UNREAD, self.heading))
            return
        card = self.pool.card(reading.card_id) if reading.card_id is not None else None
        if card is not None:
            self.read_as(None, count, number, line, self.heading, card)
            return
        body = reading.text
        if self.vocab.name_suffixes and not exact and not self.resolver.exact(body)[0]:
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

    def faction_card(self, res):
        """An ambiguous card that gives the deck its faction (L5R: "Hisu Mori Toride", a Lion
        and a Unicorn stronghold), told by the influence total written ("Influence: 8/10"),
        else by the one faction of the cards of the deck's own-faction sides (L5R dynasty
        cards are the clan's or neutral); ``res`` as it was when neither tells."""
        cards = [c.card for c in res.candidates]
        if not cards or any(c.type not in self.vocab.faction_cards for c in cards):
            return res
        if self.influence is not None:
            fit = [c for c in cards if c.influence_pool == self.influence]
        else:
            own = {c.faction for cid in self.cards if (c := self.pool.card(cid)) is not None
                   and c.side in self.vocab.own_faction_sides and c.faction != "neutral"}
            fit = [c for c in cards if {c.faction} == own]
        return replace(res, card=fit[0], code=None, candidates=()) if len(fit) == 1 else res

    def finish(self) -> None:
        """Read the lines left over with the deck's faction as the whole list gives it; what
        is still not read becomes a problem (problems in line order)."""
        for at, count, body, number, line, section, heading, suggest in self.deferred:
            res = self.resolver.resolve(body, section, suggest=suggest, faction=self.deck_faction(),
                                        correct=self.correct)
            if res.card is None and res.code == P.AMBIGUOUS_NAME:
                res = self.faction_card(res)
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
