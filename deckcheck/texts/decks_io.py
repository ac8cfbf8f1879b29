"""Writing decks in the peers' formats and reading them by link: the errors a person reads.

Fields: ``{format}`` (a format name as sent), ``{formats}`` (the names that would do),
``{game}``, ``{sites}`` (the sites a link may point to), ``{status}`` (the site's HTTP
status), ``{maximum}`` (bytes), ``{seconds}``.
"""
from __future__ import annotations

from deckcheck.message_entries import error

TEXTS = (
    error("EXPORT_FORMAT.unknown",
          en="Unknown export format {format!r}; use one of {formats}."),
    error("EXPORT_FORMAT.game",
          en="The format {format!r} is not for {game} decks; use one of {formats}."),
    # import by link (deckcheck/decklists/links.py, deckcheck/services/deck_links.py)
    error("LINK_NOT_ALLOWED",
          en="Decks are read by link from {sites} only; this link is not a deck or decklist "
             "page of one of them."),
    error("LINK_NOT_ALLOWED.userinfo",
          en="A deck link may not carry a user name or password before the site's name."),
    error("LINK_NOT_FOUND",
          en="The site has no public deck at this link (answer {status}). A private deck must be "
             "shared on the site first."),
    error("LINK_FETCH_FAILED",
          en="The site did not answer as expected (answer {status}); try again later, or paste "
             "the deck's export."),
    error("LINK_FETCH_FAILED.timeout",
          en="The site did not answer within {seconds} seconds; try again later, or paste the "
             "deck's export."),
    error("LINK_FETCH_FAILED.redirect",
          en="The site answered with a redirect, which is not followed; paste the deck's export "
             "instead."),
    error("LINK_FETCH_FAILED.too_large",
          en="The site's answer is larger than {maximum} bytes, so it was not read."),
    error("LINK_FETCH_FAILED.not_json",
          en="The site's answer is not a deck in JSON."),
)
