"""Download the card data snapshots from their upstream repositories (online sync).

Each game's importer lists its sources (``SOURCES`` in ``card_db/importers/<game>.py``).
Each source is one repository archive (or one raw file) fetched with ``requests``
(timeouts, retries with back-off), cached under ``$DECKCHECK_CACHE`` (default
``~/.cache/deckcheck``), and unpacked into a folder laid out like
``shared/carddata`` so the same importers read it.
"""
from __future__ import annotations

import io
import shutil
import tarfile
from collections.abc import Iterable
from pathlib import Path

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from card_db.importers import Source, importable_games
from card_db.importers import sources as game_sources
from deckcheck.settings import Settings

ARCHIVE = "https://codeload.github.com/{repo}/tar.gz/{ref}"
RAW = "https://raw.githubusercontent.com/{repo}/{ref}/{path}"


def sources(games: Iterable[str] | None = None) -> tuple[Source, ...]:
    """The sources of ``games`` (default: every game with an importer), in the games' order."""
    games = importable_games() if games is None else games
    return tuple(src for game in games for src in game_sources(game))


class DownloadError(ConnectionError):
    pass


def cache_dir() -> Path:
    return Path(Settings.from_env().cache or Path.home() / ".cache" / "deckcheck").expanduser()


def session(retries: int = 3) -> requests.Session:
    s = requests.Session()
    retry = Retry(total=retries, backoff_factor=0.5, status_forcelist=(429, 500, 502, 503, 504),
                  allowed_methods=("GET",))
    s.mount("https://", HTTPAdapter(max_retries=retry))
    s.headers["User-Agent"] = "deckcheck-sync"
    return s


def _get(http: requests.Session, url: str, timeout: float) -> bytes:
    try:
        resp = http.get(url, timeout=timeout)
    except requests.RequestException as exc:
        raise DownloadError(f"cannot download {url}: {exc.__class__.__name__} "
                            "(offline? use --source with a local folder)") from exc
    if resp.status_code != 200:
        raise DownloadError(f"cannot download {url}: HTTP {resp.status_code}")
    return resp.content


def _extract(data: bytes, inner: str, dest: Path) -> None:
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        members = [m for m in tar.getmembers() if m.isfile()]
        found = 0
        for m in members:
            parts = m.name.split("/", 1)          # strip "<repo>-<ref>/"
            if len(parts) < 2 or not parts[1].startswith(inner.rstrip("/") + "/"):
                continue
            rel = parts[1][len(inner.rstrip("/")) + 1:]
            if not rel or ".." in Path(rel).parts:
                continue
            out = dest / rel
            out.parent.mkdir(parents=True, exist_ok=True)
            src = tar.extractfile(m)
            if src is not None:
                out.write_bytes(src.read())
                found += 1
    if not found:
        raise DownloadError(f"the archive has no folder {inner!r}")


def fetch_upstream(base: str | None = None, http: requests.Session | None = None,
                   timeout: float = 30.0) -> Path:
    """Download every game's sources into ``<cache>/carddata`` and return that folder.

    ``base`` replaces the archive host (for mirrors): ``{base}/{repo}/{ref}.tar.gz``
    and ``{base}/{repo}/{ref}/{path}`` for raw files.
    """
    http = http or session()
    root = cache_dir() / "carddata"
    staging = cache_dir() / "carddata.partial"
    shutil.rmtree(staging, ignore_errors=True)
    archives: dict[tuple[str, str], bytes] = {}
    for src in sources():
        dest = staging / src.target
        if src.raw:
            url = (f"{base.rstrip('/')}/{src.repo}/{src.ref}/{src.path}" if base
                   else RAW.format(repo=src.repo, ref=src.ref, path=src.path))
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(_get(http, url, timeout))
        else:
            key = (src.repo, src.ref)
            if key not in archives:
                url = (f"{base.rstrip('/')}/{src.repo}/{src.ref}.tar.gz" if base
                       else ARCHIVE.format(repo=src.repo, ref=src.ref))
                archives[key] = _get(http, url, timeout * 4)
            _extract(archives[key], src.path, dest)
    shutil.rmtree(root, ignore_errors=True)
    staging.rename(root)
    return root
