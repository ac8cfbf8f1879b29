"""The translation toolchain: extract the English templates into gettext templates (.pot),
and move German and Polish texts still written in the code into the catalogues (.po).

    python -m tools.i18n extract         # deckcheck/locale/messages.pot, api/locale/pages.pot
    python -m tools.i18n update          # merge the .pot into the de/pl .po (new, changed -> fuzzy)
    python -m tools.i18n import-legacy   # inline de/pl texts -> .po, then strip them from the code
    python -m tools.i18n check           # every entry translated, no fuzzy, same placeholders

``make messages`` runs extract and update (``pybabel update`` does the same as ``update``).
The English templates are in registries, not in ``gettext()`` calls, so the extractor
imports the registries (``deckcheck.messages`` with every game's codes, the pages'
``STRINGS`` and ``TYPES``) instead of scanning the source. ``import-legacy`` is idempotent:
run it again after merging code that adds strings the old way ({en, de, pl} in one place).
"""
from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from deckcheck.translations import TRANSLATED, fields_of, split_plural  # noqa: E402

WIDTH = 100
SOURCES = ("deckcheck", "api")      # where inline de/pl texts are looked for


@dataclass(frozen=True)
class Entry:
    context: str
    en: str
    inline: dict[str, str] = field(default_factory=dict)

    @property
    def msgid(self) -> str | tuple[str, str]:
        plural = split_plural(self.en)
        return (plural[1][0], plural[1][-1]) if plural else self.en


@dataclass(frozen=True)
class Domain:
    name: str
    root: Path
    entries: Callable[[], list[Entry]]

    def po(self, lang: str) -> Path:
        return self.root / lang / "LC_MESSAGES" / f"{self.name}.po"

    @property
    def pot(self) -> Path:
        return self.root / f"{self.name}.pot"


def shipped_messages() -> list:
    """The message entries this code base ships: the texts of ``deckcheck/texts`` and the codes
    of every game package under ``deckcheck/games`` (not a game a test registered)."""
    import importlib
    import pkgutil

    import deckcheck.games as games
    from deckcheck.games import Game
    from deckcheck.rules.common_codes import common_codes
    from deckcheck.texts import ALL

    found = list(ALL)
    for info in pkgutil.iter_modules(games.__path__, games.__name__ + "."):
        record = getattr(importlib.import_module(info.name), "GAME", None) if info.ispkg else None
        if isinstance(record, Game):
            found += [*record.codes, *common_codes(record.code_prefix), *record.texts]
    return found


def message_entries() -> list[Entry]:
    from deckcheck.goldfish.phrases import entries as goldfish_entries
    from deckcheck.names import entries as name_entries

    out: dict[tuple[str, str], Entry] = {}
    for message in shipped_messages():
        out.setdefault((message.msgctxt, message.en), Entry(message.msgctxt, message.en, dict(message.inline)))
    for context, english in [*name_entries(), *goldfish_entries()]:
        out.setdefault((context, english), Entry(context, english))
    return list(out.values())


def page_entries() -> list[Entry]:
    from api.pages.i18n import english, entries

    return [Entry(ctx, english(e), {} if isinstance(e, str) else {k: v for k, v in e.items() if k != "en"})
            for ctx, e in entries()]


DOMAINS = (Domain("messages", ROOT / "deckcheck" / "locale", message_entries),
           Domain("pages", ROOT / "api" / "locale", page_entries))


# -- catalogues ---------------------------------------------------------------------------------
# fixed header dates: regenerating the catalogues changes only what changed (no merge noise)
STAMP = datetime(2026, 1, 1, tzinfo=timezone.utc)
TEAMS = {"de": "German <deckcheck>", "pl": "Polish <deckcheck>"}


def new_catalogue(domain: Domain, lang: str | None) -> Catalog:
    return Catalog(locale=lang, domain=domain.name, project="deckcheck", version="1",
                   copyright_holder="deckcheck", msgid_bugs_address="", fuzzy=False,
                   creation_date=STAMP, revision_date=STAMP, last_translator="deckcheck",
                   language_team=TEAMS.get(lang or "", "deckcheck"))


def _stamp(catalogue: Catalog, lang: str | None) -> Catalog:
    catalogue.creation_date = catalogue.revision_date = STAMP
    catalogue.last_translator = "deckcheck"
    catalogue.language_team = TEAMS.get(lang or "", "deckcheck")
    catalogue.msgid_bugs_address = ""
    return catalogue


def read(path: Path) -> Catalog | None:
    if not path.exists():
        return None
    with path.open("rb") as f:
        return read_po(f)


def write(path: Path, catalogue: Catalog) -> None:
    _stamp(catalogue, str(catalogue.locale) if catalogue.locale else None)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalogue, width=WIDTH, ignore_obsolete=True, omit_header=False, sort_output=True)


def template(domain: Domain, entries: Iterable[Entry]) -> Catalog:
    pot = new_catalogue(domain, None)
    for e in entries:
        msgid = e.msgid
        pot.add(msgid, string=("", "") if isinstance(msgid, tuple) else "", context=e.context,
                flags=("python-brace-format",))
    return pot


def extract() -> None:
    for domain in DOMAINS:
        write(domain.pot, template(domain, domain.entries()))
        print(f"{domain.pot.relative_to(ROOT)}: {len(domain.entries())} entries")


def update() -> None:
    """What ``pybabel update`` does: new entries added empty, changed English marked fuzzy,
    removed ones dropped."""
    for domain in DOMAINS:
        pot = read(domain.pot)
        for lang in TRANSLATED:
            cat = read(domain.po(lang)) or new_catalogue(domain, lang)
            cat.update(pot)
            write(domain.po(lang), cat)


def msgstr(en: str, text: str, nplurals: int) -> str | tuple[str, ...]:
    """An inline translation as the catalogue holds it: one text, or one text per plural
    form of the language (``{n:plural:Karte|Karten}`` spelled out)."""
    if split_plural(en) is None:
        return text
    plural = split_plural(text)
    forms = plural[1] if plural else [text]
    return tuple(forms[min(i, len(forms) - 1)] for i in range(nplurals))


def import_legacy() -> int:
    moved: set[tuple[str, str | None, str | None]] = set()
    skipped = 0
    for domain in DOMAINS:
        entries = domain.entries()
        cats = {lang: read(domain.po(lang)) or new_catalogue(domain, lang) for lang in TRANSLATED}
        changed = False
        for e in entries:
            if not e.inline:
                continue
            if split_plural(e.en) is None and any(split_plural(t) for t in e.inline.values()):
                print(f"{domain.name}: {e.context}: the German/Polish count something ({{n:plural:...}}) but "
                      f"the English does not; give the English {{n:plural:one|other}} first", file=sys.stderr)
                skipped += 1
                continue
            for lang, text in e.inline.items():
                cat = cats[lang]
                string = msgstr(e.en, text, cat.num_plurals)
                old = cat.get(e.msgid if isinstance(e.msgid, str) else e.msgid[0], context=e.context)
                if old is not None:
                    old.id = e.msgid
                    old.string = string
                    old.flags.discard("fuzzy")
                else:
                    cat.add(e.msgid, string=string, context=e.context, flags=("python-brace-format",))
                changed = True
            moved.add((e.en, e.inline.get("de"), e.inline.get("pl")))
        if changed:
            for lang, cat in cats.items():
                write(domain.po(lang), cat)
    stripped = sum(strip_sources(moved))
    print(f"import-legacy: {len(moved)} entries moved into the catalogues, {stripped} files edited"
          + (f", {skipped} left in the code" if skipped else ""))
    return 1 if skipped else 0


# -- stripping the moved texts from the code ------------------------------------------------------
def _literal(node: ast.AST | None) -> str | None:
    if node is None:
        return None
    try:
        value = ast.literal_eval(node)
    except (ValueError, SyntaxError):
        return None
    return value if isinstance(value, str) else None


class _Offsets:
    def __init__(self, data: bytes):
        self.starts = [0]
        for i, b in enumerate(data):
            if b == 0x0A:
                self.starts.append(i + 1)

    def start(self, node: ast.AST) -> int:
        return self.starts[node.lineno - 1] + node.col_offset

    def end(self, node: ast.AST) -> int:
        return self.starts[node.end_lineno - 1] + node.end_col_offset


def _removals(elements: list[ast.AST], drop: list[int], offsets: _Offsets) -> list[tuple[int, int, bytes]]:
    """Byte ranges that remove elements ``drop`` (indexes) of a comma-separated sequence,
    each with the separator before it (after it for the first)."""
    out = []
    for i in drop:
        if i > 0:
            out.append((offsets.end(elements[i - 1]), offsets.end(elements[i]), b""))
        else:
            out.append((offsets.start(elements[0]), offsets.start(elements[1]), b""))
    return out


def _edits(tree: ast.AST, data: bytes, moved: set) -> list[tuple[int, int, bytes]]:
    offsets = _Offsets(data)
    edits: list[tuple[int, int, bytes]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and None not in node.keys:
            keys = [_literal(k) for k in node.keys]
            if "en" not in keys or not ({"de", "pl"} & set(keys)):
                continue
            texts = {k: _literal(v) for k, v in zip(keys, node.values, strict=True) if k in ("en", "de", "pl")}
            if (texts.get("en"), texts.get("de"), texts.get("pl")) not in moved:
                continue
            if set(keys) <= {"en", "de", "pl"}:        # a page string: the dict becomes its English
                en_node = node.values[keys.index("en")]
                edits.append((offsets.start(node), offsets.end(node),
                              data[offsets.start(en_node):offsets.end(en_node)]))
                continue
            # pairs: the key's start to the value's end, as one element
            pairs = [_Span(k, v) for k, v in zip(node.keys, node.values, strict=True)]
            edits += _removals(pairs, [i for i, k in enumerate(keys) if k in ("de", "pl")], offsets)
        elif isinstance(node, ast.Call) and node.keywords:
            names = [kw.arg for kw in node.keywords]
            if "en" not in names or not ({"de", "pl"} & set(names)):
                continue
            texts = {kw.arg: _literal(kw.value) for kw in node.keywords if kw.arg in ("en", "de", "pl")}
            if (texts.get("en"), texts.get("de"), texts.get("pl")) not in moved:
                continue
            elements = sorted([*node.args, *node.keywords], key=lambda n: (n.lineno, n.col_offset))
            drop = [i for i, n in enumerate(elements) if isinstance(n, ast.keyword) and n.arg in ("de", "pl")]
            edits += _removals(elements, drop, offsets)
    return edits


class _Span:
    """A dict item (key and value) as one element with a position."""

    def __init__(self, key: ast.AST, value: ast.AST):
        self.lineno, self.col_offset = key.lineno, key.col_offset
        self.end_lineno, self.end_col_offset = value.end_lineno, value.end_col_offset


def _registry_file(data: bytes) -> bool:
    """Whether a file holds registry texts: the page strings or templates built with
    deckcheck.message_entries (``error``/``problem``/codes tables)."""
    return (b"from deckcheck.message_entries import" in data or b"from deckcheck.messages import" in data
            or b"from deckcheck.rules.codes import" in data
            or re.search(rb"(?m)^(STRINGS|TYPES)\b", data) is not None)


def strip_sources(moved: set, root: Path = ROOT, packages: Iterable[str] = SOURCES) -> Iterable[int]:
    """Remove the moved German and Polish texts from the code (files that still parse)."""
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            data = path.read_bytes()
            if b'"de"' not in data and b"de=" not in data:
                continue
            if not _registry_file(data):     # a trio elsewhere may merely look like a moved one
                continue
            edits = _edits(ast.parse(data), data, moved)
            if not edits:
                continue
            for start, end, text in sorted(edits, reverse=True):
                data = data[:start] + text + data[end:]
            ast.parse(data)          # never write a file that no longer parses
            path.write_bytes(data)
            print(f"  {path.relative_to(root)}: {len(edits)} texts moved")
            yield 1


# -- checking -----------------------------------------------------------------------------------
def _bare(fields: set[str], lang: str) -> set[str]:
    return {f.removesuffix(f"_{lang}") for f in fields}


def problems(domains: Iterable[Domain] = DOMAINS) -> list[str]:
    """Every way the catalogues and the code disagree (the tests assert there is none)."""
    out = []
    for domain in domains:
        entries = domain.entries()
        wanted = {(e.context, e.msgid if isinstance(e.msgid, str) else e.msgid[0]): e for e in entries}
        for e in entries:
            if e.inline:
                out.append(f"{domain.name}: {e.context}: German/Polish still in the code (run import-legacy)")
        for lang in TRANSLATED:
            cat = read(domain.po(lang))
            if cat is None:
                out.append(f"{domain.po(lang)}: missing")
                continue
            have = {}
            for m in cat:
                if not m.id:
                    continue
                key = (m.context, m.id if isinstance(m.id, str) else m.id[0])
                have[key] = m
                if key not in wanted:
                    out.append(f"{domain.name}/{lang}: {m.context}: not in the code (stale; run make messages)")
            for key, e in wanted.items():
                m = have.get(key)
                if m is None:
                    out.append(f"{domain.name}/{lang}: {e.context}: no translation for {e.en!r}")
                    continue
                if m.fuzzy:
                    out.append(f"{domain.name}/{lang}: {e.context}: fuzzy (check the translation)")
                forms = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
                if isinstance(e.msgid, tuple) != isinstance(m.id, (tuple, list)):
                    out.append(f"{domain.name}/{lang}: {e.context}: plural in one place only")
                if isinstance(m.id, (tuple, list)) and len(forms) != cat.num_plurals:
                    out.append(f"{domain.name}/{lang}: {e.context}: {len(forms)} forms, "
                               f"the language has {cat.num_plurals}")
                english = _bare(fields_of(e.en), "en")
                for form in forms:
                    if not form.strip():
                        out.append(f"{domain.name}/{lang}: {e.context}: empty translation")
                    elif _bare(fields_of(form), lang) != english:
                        out.append(f"{domain.name}/{lang}: {e.context}: placeholders {sorted(fields_of(form))} "
                                   f"differ from the English {sorted(english)}")
    return out


def check() -> int:
    found = problems()
    for line in found:
        print(line)
    print(f"check: {len(found)} problems")
    return 1 if found else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("extract", "update", "import-legacy", "check"))
    args = parser.parse_args(argv)
    if args.command == "extract":
        extract()
    elif args.command == "update":
        update()
    elif args.command == "import-legacy":
        status = import_legacy()
        extract()
        update()
        return status
    else:
        return check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
