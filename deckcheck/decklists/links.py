"""Deck links people share -> the one API address of the site that answers the deck as JSON.

A link is read by a grammar, never fetched as given: its host must be one of the site's own
hosts (or the host of the configured API base, so a mirror or a test server can stand in),
exactly, with no user name, password or port; its path must be a deck or decklist page (or the
API's own address) with an id of the site's shape. The address fetched is then built from the
configured base and that id alone, so nothing a person types chooses where a request goes:

- ThronesDB (AGoT): ``/decklist/view/<n>[/<slug>]`` (a published decklist),
  ``/deck/view/<n>`` (a shared deck), with an optional language prefix (``/de/...``), and
  ``/api/public/decklist|deck/<n>[.json]`` -> ``<base>/api/public/decklist|deck/<n>``.
- EmeraldDB (L5R): ``/decks/<uuid>[/...]`` and ``/api/decklists/<uuid>`` ->
  ``<base>/api/decklists/<uuid>``.
- FiveRingsDB (L5R): ``/decklists/<id>[/<slug>]`` -> ``<base>/decklists/<id>`` (its API wraps
  the deck as ``{"record": ...}``, which the L5R reader unwraps).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

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


_LANG = r"(?:/[a-z]{2})?"
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

DEFAULT_BASES = {"thronesdb": "https://thronesdb.com", "emeralddb": "https://www.emeralddb.org",
                 "fiveringsdb": "https://api.fiveringsdb.com"}


def sites(bases: Mapping[str, str] | None = None) -> tuple[Site, ...]:
    """The sites with their API bases (``bases`` over ``DEFAULT_BASES``, by site key)."""
    base = {**DEFAULT_BASES, **{k: v for k, v in (bases or {}).items() if v}}
    return (
        Site("thronesdb", "ThronesDB", "agot", ("thronesdb.com", "www.thronesdb.com"),
             base["thronesdb"].rstrip("/"),
             ((re.compile(rf"{_LANG}/(?P<kind>decklist|deck)/view/(?P<id>\d{{1,10}})(?:/[^/]*)?/?"),
               "/api/public/{kind}/{id}"),
              (re.compile(r"/api/public/(?P<kind>decklist|deck)/(?P<id>\d{1,10})(?:\.json)?/?"),
               "/api/public/{kind}/{id}"))),
        Site("emeralddb", "EmeraldDB", "l5r", ("emeralddb.org", "www.emeralddb.org"),
             base["emeralddb"].rstrip("/"),
             ((re.compile(rf"/decks/(?P<id>{_UUID})(?:/[^/]*)*/?"), "/api/decklists/{id}"),
              (re.compile(rf"/api/decklists/(?P<id>{_UUID})/?"), "/api/decklists/{id}"))),
        Site("fiveringsdb", "FiveRingsDB", "l5r", ("fiveringsdb.com", "www.fiveringsdb.com",
                                                   "api.fiveringsdb.com"),
             base["fiveringsdb"].rstrip("/"),
             ((re.compile(r"/decklists/(?P<id>[0-9A-Za-z]{1,64})(?:/[^/]*)?/?"), "/decklists/{id}"),)),
    )


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
