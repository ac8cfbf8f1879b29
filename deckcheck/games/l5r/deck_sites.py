"""L5R's deck sites for import by link (deckcheck.decklists.links).

- EmeraldDB: ``/decks/<uuid>[/...]`` and ``/api/decklists/<uuid>`` -> ``<base>/api/decklists/<uuid>``.
- FiveRingsDB: ``/decklists/<id>[/<slug>]`` -> ``<base>/decklists/<id>`` (its API wraps the deck
  as ``{"record": ...}``, which the L5R reader unwraps).
"""
from __future__ import annotations

import re
from collections.abc import Mapping

from deckcheck.decklists.links import UUID, Site

DEFAULT_BASES = {"emeralddb": "https://www.emeralddb.org", "fiveringsdb": "https://api.fiveringsdb.com"}


def sites(bases: Mapping[str, str | None]) -> tuple[Site, ...]:
    base = {key: (bases.get(key) or default).rstrip("/") for key, default in DEFAULT_BASES.items()}
    return (
        Site("emeralddb", "EmeraldDB", "l5r", ("emeralddb.org", "www.emeralddb.org"), base["emeralddb"],
             ((re.compile(rf"/decks/(?P<id>{UUID})(?:/[^/]*)*/?"), "/api/decklists/{id}"),
              (re.compile(rf"/api/decklists/(?P<id>{UUID})/?"), "/api/decklists/{id}"))),
        Site("fiveringsdb", "FiveRingsDB", "l5r", ("fiveringsdb.com", "www.fiveringsdb.com",
                                                   "api.fiveringsdb.com"), base["fiveringsdb"],
             ((re.compile(r"/decklists/(?P<id>[0-9A-Za-z]{1,64})(?:/[^/]*)?/?"), "/decklists/{id}"),)),
    )
