"""AGoT's deck site for import by link (deckcheck.decklists.links): ThronesDB.

``/decklist/view/<n>[/<slug>]`` (a published decklist), ``/deck/view/<n>`` (a shared deck), with
an optional language prefix (``/de/...``), and ``/api/public/decklist|deck/<n>[.json]`` ->
``<base>/api/public/decklist|deck/<n>``.
"""
from __future__ import annotations

import re
from collections.abc import Mapping

from deckcheck.decklists.links import LANG_PREFIX, Site

DEFAULT_BASES = {"thronesdb": "https://thronesdb.com"}


def sites(bases: Mapping[str, str | None]) -> tuple[Site, ...]:
    base = (bases.get("thronesdb") or DEFAULT_BASES["thronesdb"]).rstrip("/")
    return (
        Site("thronesdb", "ThronesDB", "agot", ("thronesdb.com", "www.thronesdb.com"), base,
             ((re.compile(rf"{LANG_PREFIX}/(?P<kind>decklist|deck)/view/(?P<id>\d{{1,10}})(?:/[^/]*)?/?"),
               "/api/public/{kind}/{id}"),
              (re.compile(r"/api/public/(?P<kind>decklist|deck)/(?P<id>\d{1,10})(?:\.json)?/?"),
               "/api/public/{kind}/{id}"))),
    )
