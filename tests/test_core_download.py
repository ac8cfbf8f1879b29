"""Online sync, with the network replaced by a fake session serving local archives."""
import io
import tarfile

import pytest

from card_db import download


class FakeResponse:
    def __init__(self, status, content=b""):
        self.status_code, self.content = status, content


class FakeSession:
    def __init__(self, files):
        self.files, self.urls = files, []

    def get(self, url, timeout):
        assert timeout > 0
        self.urls.append(url)
        for suffix, content in self.files.items():
            if url.endswith(suffix):
                return FakeResponse(200, content)
        return FakeResponse(404)


def archive(prefix, files):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(f"{prefix}/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


def test_fetch_lays_out_the_carddata_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCHECK_CACHE", str(tmp_path))
    files = {}
    for src in download.sources():
        if src.raw:
            files[f"/{src.repo}/{src.ref}/{src.path}"] = b"{}"
        else:
            files[f"/{src.repo}/{src.ref}.tar.gz"] = archive("repo-x", {f"{src.path}/a.json": b"[]"})
    root = download.fetch_upstream("https://mirror.invalid", http=FakeSession(files))
    assert (root / "l5r-final" / "a.json").read_text() == "[]"
    assert (root / "agot" / "packs" / "a.json").exists()
    assert (root / "whi" / "whi_full.json").read_text() == "{}"
    assert (root / "l5r-roles" / "ClanRole-2019-09-09.json").exists()


def test_offline_gives_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCHECK_CACHE", str(tmp_path))
    with pytest.raises(download.DownloadError) as err:
        download.fetch_upstream("https://mirror.invalid", http=FakeSession({}))
    assert "HTTP 404" in str(err.value)
