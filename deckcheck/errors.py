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
read; ``deckcheck.goldfish.ActionError``: a goldfish action or session refused); the
texts of every code are in ``deckcheck/texts``.
"""
from __future__ import annotations

from typing import Any, Mapping

from deckcheck.messages import LANGS, render_message

_NO_DETAILS: Any = object()


class DeckcheckError(Exception):
    """A refusal with a stable ``code``; see the module docstring."""

    def __init__(self, code: str, details: Any = None, legacy_details: Any = _NO_DETAILS, /, *,
                 variant: str | None = None, **fields: Any):
        self.code = code
        self.variant = variant
        if isinstance(details, str):
            # Transitional: ``Error(code, "English sentence", details)`` from call sites not
            # converted yet (the message is that sentence in every language).
            self._literal: str | None = details
            details = None if legacy_details is _NO_DETAILS else legacy_details
        else:
            if legacy_details is not _NO_DETAILS:
                raise TypeError("details and fields: pass the fields as keyword arguments")
            self._literal = None
        self.details = details
        self.fields: dict[str, Any] = {**details, **fields} if isinstance(details, Mapping) else fields
        self.message = self.message_in("en")
        super().__init__(self.message)

    @property
    def key(self) -> str:
        """The registry key of the sentence (``CODE`` or ``CODE.variant``)."""
        return self.code if self.variant is None else f"{self.code}.{self.variant}"

    def message_in(self, lang: str) -> str:
        if self._literal is not None:
            return self._literal
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
    Exception.__init__(error, state.get("message", ""))
    error.__dict__.update(state)
    return error


class DeckInputError(DeckcheckError, ValueError):
    """The deck cannot be read at all (wrong shape, unknown game, absurd counts)."""
