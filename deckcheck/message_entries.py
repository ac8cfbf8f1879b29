"""One entry of the message registry (``deckcheck.messages``): its code, kind and English
template, the German and Polish ones read from the gettext catalogues, and the constructors
``error`` / ``problem`` / ``suggestion`` that the text modules (``deckcheck/texts``) and the
games' code modules build their entries with.

Kept apart from the registry so that the text modules, which the registry loads, depend on
the entry alone and not on the registry that loads them.
"""
from __future__ import annotations

from pathlib import Path

from deckcheck.translations import Catalogues, Plural, forms_of

LANGS = ("en", "de", "pl")

VIOLATION = "violation"
ERROR = "error"
PROBLEM = "problem"
SUGGESTION = "suggestion"     # fix suggestions (deckcheck.fixes): sentences about edits
KINDS = (VIOLATION, ERROR, PROBLEM, SUGGESTION)

CATALOGUES = Catalogues(Path(__file__).resolve().parent / "locale", "messages")


class Message:
    """One entry: its public code (and variant), the English template, and the German and
    Polish templates (``de`` / ``pl``: from the catalogue, or inline texts not yet moved)."""

    __slots__ = ("code", "en", "inline", "warning", "kind", "variant", "context")

    def __init__(self, code: str, en: str, de: str | None = None, pl: str | None = None,
                 warning: bool = False, kind: str = VIOLATION, variant: str | None = None,
                 context: str | None = None):
        self.code = code
        self.en = en
        self.inline = {lang: text for lang, text in (("de", de), ("pl", pl)) if text}
        self.warning = warning
        self.kind = kind
        self.variant = variant
        self.context = context      # the catalogue's msgctxt when it is not the key

    def _identity(self) -> tuple:
        return (self.code, self.en, tuple(sorted(self.inline.items())), self.warning, self.kind,
                self.variant, self.context)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and self._identity() == other._identity()

    def __hash__(self) -> int:
        return hash(self._identity())

    def __repr__(self) -> str:
        return f"Message({self.key!r}, {self.en!r})"

    def __getstate__(self) -> tuple:
        return self._identity()

    def __setstate__(self, state: tuple) -> None:
        code, en, inline, warning, kind, variant, context = state
        for name, value in (("code", code), ("en", en), ("inline", dict(inline)), ("warning", warning),
                            ("kind", kind), ("variant", variant), ("context", context)):
            object.__setattr__(self, name, value)

    @property
    def key(self) -> str:
        return self.code if self.variant is None else f"{self.code}.{self.variant}"

    @property
    def msgctxt(self) -> str:
        return self.context or self.key

    def compiled(self, lang: str) -> str | Plural:
        """The template in ``lang`` (a Plural when it counts something)."""
        lang = lang if lang in LANGS else "en"
        return CATALOGUES.compile(lang, self.msgctxt, self.en, self.inline.get(lang))

    def forms(self, lang: str) -> tuple[str, ...]:
        """Every plural form of the template in ``lang`` (one when nothing is counted)."""
        return forms_of(self.compiled(lang))

    def template(self, lang: str) -> str:
        """The template in ``lang``; of a counted one, the forms joined with " | "."""
        return " | ".join(self.forms(lang))

    @property
    def de(self) -> str:
        return self.template("de")

    @property
    def pl(self) -> str:
        return self.template("pl")


def split_key(key: str) -> tuple[str, str | None]:
    code, dot, variant = key.partition(".")
    return code, (variant if dot else None)


def error(key: str, *, en: str, de: str | None = None, pl: str | None = None) -> Message:
    """An error template (for ``deckcheck/texts``): ``error("DECK_TOO_LARGE.lines", en=...)``."""
    code, variant = split_key(key)
    return Message(code, en, de, pl, kind=ERROR, variant=variant)


def problem(key: str, *, en: str, de: str | None = None, pl: str | None = None) -> Message:
    """A parse problem template (for ``deckcheck/texts``)."""
    code, variant = split_key(key)
    return Message(code, en, de, pl, kind=PROBLEM, variant=variant)


def suggestion(key: str, *, en: str, de: str | None = None, pl: str | None = None) -> Message:
    """A fix-suggestion sentence (for ``deckcheck/texts``)."""
    code, variant = split_key(key)
    return Message(code, en, de, pl, kind=SUGGESTION, variant=variant)
