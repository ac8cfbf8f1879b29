"""Deck links people share -> the one API address of the site that answers the deck as JSON.

A link is read by a grammar, never fetched as given: its host must be one of the site's own
hosts (or the host of the configured API base, so a mirror or a test server can stand in),
exactly, with no user name, password or port; its path must be a deck or decklist page (or the
API's own address) with an id of the site's shape. The address fetched is then built from the
configured base and that id alone, so nothing a person types chooses where a request goes:

Each game names its sites (its record's ``deck_sites``: ThronesDB for AGoT in
games/agot/deck_sites.py, EmeraldDB and FiveRingsDB for L5R in games/l5r/deck_sites.py).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

from deckcheck.games import all_games
from deckcheck.games.base import load
from deckcheck.model import DeckInputError


@dataclass(frozen=True, slots=True)
class Site:
    key: str                      # settings key and the name in answers: "thronesdb"
    name: str                     # as people write it: "ThronesDB"
    game: str
    hosts: tuple[str, ...]        # the hosts of the pages people share
    base: str                     # the API's base URL (from the settings)
    paths: tuple[tuple[re.Pattern[str], str], ...]   # page path -> API path ("{kind}", "{id}")

    def allowed_hosts(self) -> frozenset[str]:
        return frozenset((*self.hosts, urlsplit(self.base).hostname or ""))


LANG_PREFIX = r"(?:/[a-z]{2})?"      # a site's language prefix (/de/...)
UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"


def sites(bases: Mapping[str, str | None] | None = None) -> tuple[Site, ...]:
    """Every game's deck sites (its record's ``deck_sites``), with their API bases: ``bases``
    by site key (the settings), else each site's own."""
    return tuple(site for game in sorted(all_games(), key=lambda g: g.id) if game.deck_sites
                 for site in load(game.deck_sites).sites(bases or {}))


@dataclass(frozen=True, slots=True)
class DeckLink:
    site: Site
    api_url: str        # the only address fetched for this link


def site_names(known: tuple[Site, ...]) -> str:
    return ", ".join(s.name for s in known)


def read_link(url: str, known: tuple[Site, ...]) -> DeckLink:
    """The site and API address of a deck link; LINK_NOT_ALLOWED for anything else."""
    refused = DeckInputError("LINK_NOT_ALLOWED", {"sites": [s.name for s in known]}, sites=site_names(known))
    text = url.strip()
    if not text or len(text) > 500 or any(ch.isspace() or ord(ch) < 32 or ch == "\\" for ch in text):
        raise refused
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise refused from None
    if parts.scheme not in ("https", "http") or not parts.hostname:
        raise refused
    if "@" in parts.netloc:
        raise DeckInputError("LINK_NOT_ALLOWED", {"sites": [s.name for s in known]}, variant="userinfo")
    host = parts.hostname.lower().rstrip(".")
    for site in known:
        base = urlsplit(site.base)
        if host not in site.allowed_hosts():
            continue
        if host == base.hostname:
            if (parts.scheme, port) != (base.scheme, base.port):      # the base's own scheme and port
                continue
        elif parts.scheme != "https" or port is not None:              # the public sites: https only
            continue
        for pattern, api_path in site.paths:
            m = pattern.fullmatch(parts.path)
            if m is not None:
                return DeckLink(site, site.base + api_path.format(**m.groupdict()))
    raise refused
