"""A card's own fields and rulings as a person reads them on the card page: every field
labelled in words in the page's language (fields a player does not need, such as OCTGN
ids, are left out), and rulings' markdown rendered safely (markdown-it-py with raw HTML
off, so anything the data holds is escaped; links only to http(s) or to other cards)."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

from markdown_it import MarkdownIt
from markupsafe import Markup

from api.pages.i18n import STRINGS, label, translate

# fields of the card data a player does not need on the card page
HIDDEN = frozenset({"octgn_id", "extra"})
_md = MarkdownIt("commonmark", {"html": False, "typographer": False}).disable(["image"])


def value_name(value: str, lang: str) -> str:
    """A value of the card data in words in ``lang``: a deck side, element, role, challenge
    icon or alignment (``val_<value>``, the words of the rules documents), else a faction,
    clan or race; a value nobody translated reads as in the data."""
    key = f"val_{value}"
    return translate(key, lang) if key in STRINGS else label(value, lang)


def _value(key: str, value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return translate("yes" if value else "no", lang)
    if key == "format_only":
        return format_name(str(value), lang)
    if isinstance(value, Mapping):
        return ", ".join(f"{value_name(str(k), lang)}: {v}" for k, v in value.items())
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(value_name(v, lang) if isinstance(v, str) else str(v) for v in value)
    if isinstance(value, str):
        return value_name(value, lang)
    return str(value)


def card_facts(attributes: Mapping[str, Any], lang: str) -> list[tuple[str, str]]:
    """``(label, value)`` for each game field of the card: known fields by name, in the
    page's language; unknown ones (a new column) by a readable form of their name."""
    out = []
    for key, value in attributes.items():
        if key in HIDDEN:
            continue
        name = translate(f"attr_{key}", lang) if f"attr_{key}" in STRINGS else label(key)
        out.append((name, _value(key, value, lang)))
    return out


def format_name(name: str | None, lang: str) -> str:
    """A format or list family in words ("joust" -> "Joust (two players)")."""
    if not name:
        return ""
    key = f"fmt_{name}"
    return translate(key, lang) if key in STRINGS else label(name)


def rules_version_name(value: str | None, lang: str) -> str:
    """A rules version as the reader's edition names the documents: "RRG v10" ->
    "Referenzhandbuch v10" (de), "Kompendium zasad v10" (pl); WHI's "rulebook + FAQ 3d" ->
    "Spielregel + HgF 3d"; any other name as it is."""
    text = value or ""
    if m := re.fullmatch(r"(?:RRG|Rules Reference)(?: v([0-9.]+))?", text):
        title = translate("rules_reference", lang)
        return f"{title} v{m.group(1)}" if m.group(1) else title
    if m := re.fullmatch(r"rulebook(?: \+ FAQ (\w+))?", text):
        return translate("rulebook_faq", lang, version=m.group(1)) if m.group(1) else translate("rulebook", lang)
    return text


def ruling_html(text: str, game: str) -> Markup:
    """A ruling's markdown as safe HTML. Links to a bare card id ("[Name](card-id)") go to
    that card's page; other links only when they are http(s); raw HTML is escaped."""
    tokens = _md.parse(text or "")
    for token in tokens:
        for child in token.children or ():
            if child.type != "link_open":
                continue
            href = str(child.attrGet("href") or "")
            if href.startswith(("https://", "http://")):
                child.attrSet("rel", "noopener")
            elif href and "/" not in href and ":" not in href:
                child.attrSet("href", f"/cards/{quote(game)}/{quote(href)}")
            else:
                child.attrSet("href", "#")
    return Markup(_md.renderer.render(tokens, _md.options, {}))
