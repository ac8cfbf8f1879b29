"""Import by link: a ThronesDB, EmeraldDB or FiveRingsDB deck link -> the deck, read and
checked as any pasted decklist.

Only the address ``deckcheck.decklists.links.read_link`` builds is fetched (its site's API
base and the link's id), with ``requests``: no redirect is followed (a 3xx is refused, so an
answer cannot send us elsewhere), the answer is read in chunks and counted as it arrives
(decompressed bytes: a small gzip body cannot grow past the cap), the whole fetch has a
deadline besides the socket timeout, and the environment's proxy and .netrc settings are not
used (no credentials are sent anywhere). Answers are kept for a short while in a cachetools
TTLCache, so a link pasted twice, or checked by many people at once, asks the site once.
"""
from __future__ import annotations

import json
import threading
import time
from collections.abc import Mapping
from datetime import date
from typing import Any

import requests
from cachetools import TTLCache

from deckcheck.decklists.links import DeckLink, Site, read_link, sites
from deckcheck.model import DeckInputError
from deckcheck.services.decklists import DecklistService

USER_AGENT = "deckcheck (deck legality checker; import by link)"


class DeckLinkService:
    def __init__(self, decklists: DecklistService, bases: Mapping[str, str] | None = None,
                 timeout: float = 10.0, max_bytes: int = 1 << 20, cache_seconds: float = 300.0,
                 session: requests.Session | None = None):
        self.decklists = decklists
        self.sites: tuple[Site, ...] = sites(bases)
        self.timeout = timeout
        self.max_bytes = max_bytes
        self.session = session or requests.Session()
        self.session.trust_env = False
        self.cache: TTLCache[str, str] = TTLCache(maxsize=256, ttl=cache_seconds)
        self.lock = threading.Lock()

    def link(self, url: str) -> DeckLink:
        return read_link(url, self.sites)

    def fetch(self, link: DeckLink) -> str:
        """The site's answer for ``link`` as text (cached for ``cache_seconds``)."""
        with self.lock:
            cached = self.cache.get(link.api_url)
        if cached is not None:
            return cached
        text = self._get(link.api_url)
        with self.lock:
            self.cache[link.api_url] = text
        return text

    def _get(self, url: str) -> str:
        deadline = time.monotonic() + self.timeout
        try:
            with self.session.get(url, timeout=self.timeout, stream=True, allow_redirects=False,
                                  headers={"Accept": "application/json", "User-Agent": USER_AGENT}) as r:
                if 300 <= r.status_code < 400:
                    raise DeckInputError("LINK_FETCH_FAILED", {"status": r.status_code}, variant="redirect")
                if r.status_code in (401, 403, 404, 410):
                    raise DeckInputError("LINK_NOT_FOUND", {"status": r.status_code})
                if r.status_code != 200:
                    raise DeckInputError("LINK_FETCH_FAILED", {"status": r.status_code})
                body = bytearray()
                for chunk in r.iter_content(chunk_size=16384):
                    body += chunk
                    if len(body) > self.max_bytes:
                        raise DeckInputError("LINK_FETCH_FAILED", {"maximum": self.max_bytes},
                                             variant="too_large")
                    if time.monotonic() > deadline:
                        raise requests.Timeout()
        except requests.Timeout:
            raise DeckInputError("LINK_FETCH_FAILED", {"seconds": self.timeout}, variant="timeout") from None
        except requests.RequestException:
            raise DeckInputError("LINK_FETCH_FAILED", {"status": 0}) from None
        try:
            text = body.decode("utf-8")
            data = json.loads(text)
        except ValueError:
            raise DeckInputError("LINK_FETCH_FAILED", None, variant="not_json") from None
        if not isinstance(data, dict):
            raise DeckInputError("LINK_FETCH_FAILED", None, variant="not_json")
        return text

    def import_link(self, url: str, as_of: date | None = None, lang: str = "en",
                    strict: bool = False) -> dict[str, Any]:
        """The deck behind ``url`` read as ``DecklistService.parse`` reads a decklist, with the
        site, the address asked and the site's answer (``decklist``, to check or keep)."""
        link = self.link(url)
        text = self.fetch(link)
        parsed = self.decklists.parse(text, link.site.game, as_of, lang, strict=strict)
        return {"site": link.site.key, "source_url": link.api_url, "decklist": text, **parsed}
