"""Reading AGoT card text: keywords, and proposals for card records.

Keywords are read generically (they are rules, not abilities). Everything else the
recognizer finds is a proposal only: a card's abilities come from its reviewed record
(records/), never from this reader alone.

Works on throneteki text with or without its markup (``<b>``, ``<i>``, ``[stark]``).
Each line of a card's text is either understood completely (keywords, "+1 Income.",
a cost reducer, a "draw N" trigger, an attachment's restriction or bonus) or counted as
an ability the engine does not model; ``Recognized.modeled`` is True only when every
line was understood. Recognition runs once per card when a deck's table is built.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from deckcheck.games.agot.engine.effects import (
    ATTACHMENT,
    CHARACTER,
    EVENT,
    ICON_BITS,
    KEYWORD_BITS,
    LOCATION,
    NO_ATTACHMENTS,
    AttachedBonus,
    AttachTarget,
    CardFilter,
    DrawCards,
    EachCostReduction,
    Effect,
    FirstCostReduction,
    Modifier,
    NextCostReduction,
)

_TAG = re.compile(r"</?[a-zA-Z]+[^>]*>")
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_KIND_WORDS = {"character": CHARACTER, "location": LOCATION, "attachment": ATTACHMENT,
               "event": EVENT}


@dataclass(slots=True)
class Recognized:
    keywords: int = 0
    ambush: int = -1
    shadow: int = -1           # -1: no Shadow; shadow (X) with X not a number -> 0 and unmodeled
    bestow: int = -1
    attach_except: frozenset[str] = frozenset()   # "No attachments except <i>Weapon</i>"
    effects: list[Effect] = field(default_factory=list)
    unmodeled: list[str] = field(default_factory=list)   # lines not understood

    @property
    def modeled(self) -> bool:
        return not self.unmodeled


def plain(text: str) -> str:
    return _TAG.sub("", text or "").replace("\u00a0", " ")


def _count(word: str) -> int | None:
    word = word.lower()
    if word.isdigit():
        return int(word)
    return _NUMBER_WORDS.get(word)


def _sentences(line: str) -> list[str]:
    parts = [p.strip() for p in re.split(r"(?<=[.)])\s+", line.strip()) if p.strip()]
    return [p[:-1].strip() if p.endswith(".") else p for p in parts]


# -- keywords -----------------------------------------------------------------------------
_KW_X = re.compile(r"^(ambush|shadow|bestow) \((\d+|x)\)$", re.IGNORECASE)
_NO_ATT_EXCEPT = re.compile(r"^no attachments except (.+)$", re.IGNORECASE)


def _keyword_line(line: str, rec: Recognized) -> str:
    """Record the keyword sentences of a line (wherever they stand in it, e.g. "Opponent's
    character only. Ambush (1)."); return what is left of the line ("" = all keywords)."""
    rest: list[str] = []
    for s in _sentences(line):
        low = s.lower()
        if low in KEYWORD_BITS:
            rec.keywords |= KEYWORD_BITS[low]
            continue
        m = _KW_X.match(s)
        if m:
            kind, value = m.group(1).lower(), m.group(2)
            if not value.isdigit():
                rec.unmodeled.append(f"{kind} (X)")
            setattr(rec, kind, int(value) if value.isdigit() else 0)
            continue
        m = _NO_ATT_EXCEPT.match(s)
        traits = _traits(m.group(1)) if m else None
        if traits is not None:
            rec.keywords |= NO_ATTACHMENTS
            rec.attach_except = frozenset(traits)
            continue
        rest.append(s + ".")
    return " ".join(rest)


def _traits(phrase: str) -> list[str] | None:
    """'Lord or Lady' / 'Bastard, Lord, or Lady' / 'Weapon' -> lower-case traits."""
    parts = [p.strip() for p in re.split(r",\s*(?:or\s+)?|\s+or\s+", phrase.strip()) if p.strip()]
    if not parts or any(not p[:1].isupper() or len(p.split()) > 3 for p in parts):
        return None
    return [p.lower() for p in parts]


# -- card filters ("the next [stark] Lord or Lady character") ------------------------------
_FACTION = re.compile(r"^\[([a-z]+)\]\s*")
_NON_FACTION = re.compile(r"^non-\[([a-z]+)\]\s*")
_PRINTED_COST = re.compile(r"\s+with printed cost (\d+) or higher$")


def parse_filter(phrase: str) -> CardFilter | None:
    """A card description as used by reducers; None when some word is not understood."""
    text = phrase.strip()
    values: dict[str, object] = {}
    m = _PRINTED_COST.search(text)
    if m:
        values["min_printed_cost"] = int(m.group(1))
        text = text[:m.start()]
    words = text.rsplit(" ", 1)
    last = words[-1].lower()
    if last in _KIND_WORDS:
        values["kinds"] = frozenset({_KIND_WORDS[last]})
    elif last != "card":
        return None
    text = words[0] if len(words) == 2 else ""
    while text:
        low = text.lower()
        if low.startswith("non-character"):
            values["exclude_kinds"] = frozenset({CHARACTER})
            text = text[len("non-character"):].strip()
        elif low.startswith("unique"):
            values["unique"] = True
            text = text[6:].strip()
        elif low.startswith("non-unique"):
            values["unique"] = False
            text = text[10:].strip()
        elif low.startswith("non-limited"):
            values["limited"] = False
            text = text[11:].strip()
        elif low.startswith("loyal"):
            values["loyal"] = True
            text = text[5:].strip()
        elif low.startswith("neutral or out-of-faction"):
            values["out_of_faction"] = True
            text = text[len("neutral or out-of-faction"):].strip()
        elif m2 := _NON_FACTION.match(low):
            values["exclude_faction"] = m2.group(1)
            text = text[m2.end():]
        elif _FACTION.match(low):
            factions = []
            while True:
                m2 = _FACTION.match(text.lower())
                if not m2:
                    break
                factions.append(m2.group(1))
                text = text[m2.end():]
                if text.lower().startswith("or ["):
                    text = text[3:]
            values["factions"] = frozenset(factions)
        else:
            traits = _traits(text)
            if traits is None:
                return None
            values["traits"] = frozenset(traits)
            text = ""
    return CardFilter(**values)   # type: ignore[arg-type]


# -- economy and draw ---------------------------------------------------------------------
_MODIFIER = re.compile(r"^([+-]\d+) (income|initiative|reserve)$", re.IGNORECASE)
_DRAW_PHASE = re.compile(
    r"^(increase|reduce) the number of cards (?:you draw|each player draws) in the draw phase by (\d+)$",
    re.IGNORECASE)
_NEXT = re.compile(
    r"^(?:marshaling )?action: kneel (and sacrifice )?(.+?) to reduce the cost of the next (.+?) "
    r"you marshal(?: or play)? this phase by (\d+)\.?"
    r"(?: \(by (\d+) instead if that character's printed cost is (\d+) or higher\.?\))?\.?$", re.IGNORECASE)
_FIRST = re.compile(
    r"^reduce the cost of the first (.+?) you marshal(?: or play)?(?: this round| each round) by (\d+)$",
    re.IGNORECASE)
_EACH = re.compile(r"^reduce the cost of each (.+?) you marshal by (\d+)$", re.IGNORECASE)
_REVEAL_DRAW = re.compile(r"^when revealed: draw (\w+) cards?$", re.IGNORECASE)
_MARSHAL_DRAW = re.compile(r"^reaction: after you marshal (.+?), draw (\w+) cards?$", re.IGNORECASE)
_ENTER_DRAW = re.compile(r"^reaction: after (.+?) enters play, draw (\w+) cards?$", re.IGNORECASE)


def _economy_line(line: str, name: str, rec: Recognized) -> bool:
    text = line.strip()
    text = text.removesuffix(".")
    sentences = _sentences(line)
    if sentences and all(_MODIFIER.match(s) for s in sentences):
        for s in sentences:
            m = _MODIFIER.match(s)
            rec.effects.append(Modifier(m.group(2).lower(), int(m.group(1))))   # type: ignore[union-attr]
        return True
    m = _DRAW_PHASE.match(text)
    if m:
        sign = 1 if m.group(1).lower() == "increase" else -1
        rec.effects.append(Modifier("draw", sign * int(m.group(2))))
        return True
    m = _NEXT.match(line.strip().rstrip())
    if m:
        who = m.group(2).strip().lower()
        filt = parse_filter(m.group(3))
        if filt is None or filt.kinds == frozenset({EVENT}):
            return False
        if who == "your faction card":
            pay = "faction"
        elif who == name.lower():
            pay = "kneel_sacrifice" if m.group(1) else "kneel"
        else:
            return False
        big_amount = int(m.group(5)) if m.group(5) else 0
        big_cost = int(m.group(6)) if m.group(6) else 0
        rec.effects.append(NextCostReduction(filt, int(m.group(4)), pay, big_cost, big_amount))
        return True
    m = _FIRST.match(text)
    if m:
        filt = parse_filter(m.group(1))
        if filt is None or filt.kinds == frozenset({EVENT}):
            return False
        rec.effects.append(FirstCostReduction(filt, int(m.group(2))))
        return True
    m = _EACH.match(text)
    if m:
        filt = parse_filter(m.group(1))
        if filt is None or filt.kinds == frozenset({EVENT}):
            return False
        rec.effects.append(EachCostReduction(filt, int(m.group(2))))
        return True
    for pattern, when in ((_REVEAL_DRAW, "reveal"), (_MARSHAL_DRAW, "marshal"), (_ENTER_DRAW, "enter")):
        m = pattern.match(text)
        if not m:
            continue
        if when != "reveal" and m.group(1).strip().lower() != name.lower():
            return False
        number = _count(m.group(m.lastindex))   # type: ignore[arg-type]
        if number is None:
            return False
        rec.effects.append(DrawCards(when, number))
        return True
    return False


# -- attachments --------------------------------------------------------------------------
_ATTACHED = re.compile(r"^attached character (.+)$", re.IGNORECASE)
_GETS_STR = re.compile(r"^gets \+(\d+) str$", re.IGNORECASE)
_GAINS_ICON = re.compile(r"^gains an? \[(military|intrigue|power)\] icon$", re.IGNORECASE)
_GAINS_KW = re.compile(r"^gains (renown|insight|stealth|intimidate|pillage)$", re.IGNORECASE)


def _attached_line(line: str, rec: Recognized) -> bool:
    sentences = _sentences(line)
    bonus = AttachedBonus()
    if not sentences:
        return False
    for s in sentences:
        m = _ATTACHED.match(s)
        if not m:
            return False
        for clause in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1)):
            clause = clause.strip()
            if (g := _GETS_STR.match(clause)):
                bonus = AttachedBonus(bonus.strength + int(g.group(1)), bonus.icons, bonus.keywords)
            elif (g := _GAINS_ICON.match(clause)):
                bonus = AttachedBonus(bonus.strength, bonus.icons | ICON_BITS[g.group(1).lower()],
                                      bonus.keywords)
            elif (g := _GAINS_KW.match(clause)):
                bonus = AttachedBonus(bonus.strength, bonus.icons,
                                      bonus.keywords | KEYWORD_BITS[g.group(1).lower()])
            else:
                return False
    rec.effects.append(bonus)
    return True


_ONLY = re.compile(r"^(.+?) only$", re.IGNORECASE)


def _restriction_line(line: str, rec: Recognized) -> bool:
    sentences = _sentences(line)
    if len(sentences) != 1:
        return False
    m = _ONLY.match(sentences[0])
    if not m:
        return False
    phrase = m.group(1).strip()
    low = phrase.lower()
    if low in ("opponent's character", "character an opponent controls"):
        rec.effects.append(AttachTarget((CardFilter(kinds=frozenset({CHARACTER})),), opponent=True))
        return True
    alternatives = []
    for alt in re.split(r",\s*(?:or\s+)?|\s+or\s+(?=(?:unique |non-unique |\[|[A-Z]))", phrase):
        alt = alt.strip()
        for suffix in (" you control", " you own"):
            if alt.lower().endswith(suffix):
                alt = alt[: -len(suffix)]
        filt = parse_filter(alt)
        if filt is None:
            if alt[:1].isupper() and " " in alt and alt.split()[-1].lower() not in _KIND_WORDS:
                filt = CardFilter(names=frozenset({alt.lower()}))   # "or The Red Viper only"
            else:
                return False
        alternatives.append(filt)
    if not alternatives:
        return False
    rec.effects.append(AttachTarget(tuple(_merge_trait_alternatives(alternatives))))
    return True


def _merge_trait_alternatives(alternatives: list[CardFilter]) -> list[CardFilter]:
    """'<i>Lord</i> or <i>Lady</i> character' splits into 'Lord' + 'Lady character': give
    the kind of the last alternative to the bare trait ones before it."""
    if len(alternatives) < 2:
        return alternatives
    last = alternatives[-1]
    out = []
    for alt in alternatives:
        if not alt.kinds and not alt.names and alt is not last:
            alt = CardFilter(kinds=last.kinds, traits=alt.traits, factions=alt.factions,
                             unique=alt.unique)
        out.append(alt)
    return out


# -- the whole card -----------------------------------------------------------------------
_CACHE: dict[tuple[str, str, str], Recognized] = {}
_CONSTRUCTION = re.compile(r"(include|deck size|in your deck|plot deck)")


def recognize(code: str, name: str, type_: str, text: str) -> Recognized:
    """Keywords, modeled effects and unmodeled lines of one card (cached)."""
    key = (code, name, text or "")
    found = _CACHE.get(key)
    if found is not None:
        return found
    rec = Recognized()
    for raw in plain(text).split("\n"):
        line = raw.strip()
        if not line:
            continue
        line = _keyword_line(line, rec)
        if not line:
            continue
        if _economy_line(line, name, rec):
            continue
        if type_ == "attachment" and (_attached_line(line, rec) or _restriction_line(line, rec)):
            continue
        low = line.lower()
        if low.endswith("format only.") or (type_ == "agenda" and _CONSTRUCTION.search(low)):
            continue     # deck-building text, not an ability
        rec.unmodeled.append(line)
    _CACHE[key] = rec
    return rec


# -- proposals -------------------------------------------------------------------------------------
def propose(code: str, name: str, type_: str, text: str) -> str | None:
    """A draft record (Python source in the words of records/dsl.py) for a card whose every
    line the recognizer understood, or None. A person reviews it against the card text
    before it goes into records/; the draft decides nothing by itself."""
    rec = recognize(code, name, type_, text)
    if not rec.modeled:
        return None
    statics = [repr(e) for e in rec.effects]
    if not statics:
        return None
    return f'card("{code}", {name!r},\n     statics=({", ".join(statics)},))'
