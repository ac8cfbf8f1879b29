"""Validating a deck: the format, list version, rules version and game it asks for.

Fields: ``{game}`` (a game id or, for rules versions, the game's short name),
``{format}``, ``{formats}``, ``{list}``, ``{rules_version}``, ``{versions}``,
``{faction}``, ``{clans}``.
"""
from __future__ import annotations

from deckcheck.messages import error

TEXTS = (
    error("UNKNOWN_FORMAT",
          en="Unknown format {format!r} for {game}; use one of {formats}.",
          de="Unbekanntes Format „{format}“ für {game}; erlaubt sind: {formats}.",
          pl="Nieznany format „{format}” dla gry {game}; dozwolone są: {formats}."),
    error("UNKNOWN_LIST",
          en="Unknown list version {list!r} for {game} {format}.",
          de="Unbekannte Listenversion „{list}“ für {game} {format}.",
          pl="Nieznana wersja listy „{list}” dla {game} {format}."),
    error("UNKNOWN_RULES_VERSION",
          en="Unknown {game} rules version {rules_version!r}; use one of {versions}.",
          de="Unbekannte Regelversion „{rules_version}“ für {game}; erlaubt sind: {versions}.",
          pl="Nieznana wersja zasad „{rules_version}” dla {game}; dozwolone są: {versions}."),
    error("WRONG_GAME",
          en="The deck is for {game}, the card pool for {pool_game}.",
          de="Das Deck ist für {game}, der Kartenpool für {pool_game}.",
          pl="Talia jest do gry {game}, a pula kart do gry {pool_game}."),
    error("RULES_UNAVAILABLE",
          en="The {game} rules are not installed on this server.",
          de="Die Regeln für {game} sind auf diesem Server nicht installiert.",
          pl="Zasady gry {game} nie są zainstalowane na tym serwerze."),
)
