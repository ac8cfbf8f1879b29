"""The one error base of deckcheck: a stable code, JSON-safe details, a message in en/de/pl.

    raise DeckInputError("DECK_TOO_LARGE", {"lines": n, "maximum": MAX_LINES}, variant="lines")

- ``code`` is public and stable (upper snake case); ``variant`` picks one of the code's
  sentences (registered as ``CODE.variant`` in ``deckcheck.messages``) and is never shown.
- ``details`` is JSON-safe data pointing at the offending input (sent to clients as is).
- The message fields are the details (when they are a mapping) plus the keyword
  arguments, which win: ``DeckInputError("UNKNOWN_CARD", {"ids": all_ids}, ids=first_ten)``.
  Lists read as "a, b, c"; a ``deckcheck.messages.Localized`` value reads in the
  message's language (``one_of(games)`` -> "l5r, agot or whi" / "l5r, agot oder whi").
- ``message`` is the English text (also ``str(error)``); ``message_in(lang)`` any of
  en/de/pl; ``to_dict(lang)`` the ``{"code", "message", "details"}`` of an error answer.

Subclasses say where an error comes from (``DeckInputError``: input that cannot be
read; ``deckcheck.goldfish.ActionError``: a goldfish action or session refused;
``deckcheck.services.events.EventError``: an event refusing a change, with class codes;
``api.statuses.ApiError``: the web layer, with its HTTP status); the texts of every code
are in ``deckcheck/texts``. A sentence is never passed in: ``details`` given as a string
is a TypeError.
"""
from __future__ import annotations

from typing import Any, Mapping

from deckcheck.message_entries import LANGS
from deckcheck.messages import render_message


class DeckcheckError(Exception):
    """A refusal with a stable ``code``; see the module docstring."""

    def __init__(self, code: str, details: Any = None, /, *, variant: str | None = None, **fields: Any):
        if isinstance(details, str):
            raise TypeError(f"{code}: pass the message's fields, not a sentence (see deckcheck.errors)")
        self.code = code
        self.variant = variant
        self.details = details
        self.fields: dict[str, Any] = {**details, **fields} if isinstance(details, Mapping) else fields
        super().__init__(code)

    @property
    def message(self) -> str:
        """The English message (rendered when asked: many errors are caught unread)."""
        return self.message_in("en")

    @property
    def key(self) -> str:
        """The registry key of the sentence (``CODE`` or ``CODE.variant``)."""
        return self.code if self.variant is None else f"{self.code}.{self.variant}"

    def message_in(self, lang: str) -> str:
        return render_message(self.code, lang if lang in LANGS else "en", self.fields, self.variant)

    def details_in(self, lang: str) -> Any:
        """The details for a reader of ``lang`` (the same unless they hold messages)."""
        return self.details

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"code": self.code, "message": self.message_in(lang), "details": self.details_in(lang)}

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled with its state (goldfish workers send errors between processes)."""
        return _rebuild, (type(self), self.__dict__.copy())


def _rebuild(cls: type[DeckcheckError], state: dict[str, Any]) -> DeckcheckError:
    error = cls.__new__(cls)
    Exception.__init__(error, state.get("code", ""))
    error.__dict__.update(state)
    return error


class DeckInputError(DeckcheckError, ValueError):
    """The deck cannot be read at all (wrong shape, unknown game, absurd counts)."""
