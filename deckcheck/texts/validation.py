"""Validating a deck: the format, list version, rules version and game it asks for.

Fields: ``{game}`` (a game id or, for rules versions, the game's short name),
``{format}``, ``{formats}``, ``{list}``, ``{rules_version}``, ``{versions}``,
``{faction}``, ``{clans}``.
"""
from __future__ import annotations

from deckcheck.message_entries import error

TEXTS = (
    error("UNKNOWN_FORMAT",
          en="Unknown format {format!r} for {game}; use one of {formats}."),
    error("UNKNOWN_LIST",
          en="Unknown list version {list!r} for {game} {format}."),
    error("UNKNOWN_RULES_VERSION",
          en="Unknown {game} rules version {rules_version!r}; use one of {versions}."),
    error("WRONG_GAME",
          en="The deck is for {game}, the card pool for {pool_game}."),
    error("RULES_UNAVAILABLE",
          en="The {game} rules are not installed on this server."),
)
