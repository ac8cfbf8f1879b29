"""The examples of README.md and docs/api.md run as written (issue 39): every shell block
that talks to the server (curl) or makes an API key is run by bash, in the order of its
file and sharing its variables ($KEY, $EVENT, $TOKEN), against `deckcheck serve` on a free
port of this machine (the documents' `localhost:8000`) over a private copy of the card
database. curl fails on an HTTP error (4xx/5xx) and the block on the first failing command
(`set -e -o pipefail`): an example that asks for more than the server allows or sends a
placeholder fails here. The README names nothing outside the repository."""
from __future__ import annotations

import os
import re
import subprocess

import pytest
from conftest import ROOT, copy_db
from processes import running
from test_api_gunicorn import DECKCHECK, free_port, wait_until_up
from test_api_helpers import need_rules

DOCS = ("README.md", "docs/api.md")
BLOCK = re.compile(r"```(?:sh|bash)\n(.*?)```", re.S)
OUTSIDE = re.compile(r"-d\s+'[^']*\"https?://")


def blocks(doc: str) -> list[str]:
    """The shell blocks of ``doc`` that talk to the server (the others install, deploy or
    show a command's options), without the examples that have the server fetch a deck from
    another site (this machine may have no internet): a paragraph (commands between blank
    lines) whose body names an outside address."""
    out = []
    for block in BLOCK.findall((ROOT / doc).read_text(encoding="utf-8")):
        if ("curl " not in block and "apikey create" not in block) or " [--" in block:
            continue
        kept = [part for part in re.split(r"\n\s*\n", block) if not OUTSIDE.search(part)]
        out.append("\n\n".join(kept) + "\n")
    return out


@pytest.fixture(scope="module")
def served(all_db, tmp_path_factory):
    need_rules("agot")
    if not DECKCHECK.exists():
        pytest.skip("the deckcheck command is not installed in this environment")
    tmp = tmp_path_factory.mktemp("docs")
    url = copy_db(all_db, tmp / "deckcheck.sqlite")
    port = free_port()
    env = {**os.environ, "DATABASE_URL": url, "DECKCHECK_LOCAL_WORKER": "1", "DECKCHECK_WARM": "0"}
    argv = [str(DECKCHECK), "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "1"]
    with running(argv, tmp / "server.log", env) as proc:
        wait_until_up(f"http://127.0.0.1:{port}", proc)
        yield port, env, tmp, (tmp / "server.log")


@pytest.mark.parametrize("doc", DOCS)
def test_every_example_runs_as_written(served, doc):
    port, env, tmp, _log = served
    script = ["set -e -o pipefail", 'curl() { command curl --fail-with-body --max-time 120 "$@"; }']
    for n, block in enumerate(blocks(doc), start=1):
        script.append(f"echo '--- block {n}' >&2")
        script.append(block.replace("localhost:8000", f"127.0.0.1:{port}"))
    work = tmp / doc.replace("/", "-")
    work.mkdir(exist_ok=True)
    for folder in ROOT.iterdir():      # the examples name the checkout's folders (tests/data, .venv)
        if folder.is_dir() and not (work / folder.name).exists():     # and write their files here
            (work / folder.name).symlink_to(folder)
    done = subprocess.run(["bash", "-c", "\n".join(script)], cwd=work, env={**env, "TMPDIR": str(work)},
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, (done.stderr[-3000:], done.stdout[-2000:])


def test_make_serve_says_where_it_listens(served):
    *_, log = served
    assert re.search(r"serving on http://127\.0\.0\.1:\d+/", log.read_text(encoding="utf-8"))


def test_the_readme_points_inside_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../shared" not in readme and "shared/spec" not in readme
    for target in re.findall(r"\]\((?!https?://|#)([^)#]+)", readme):
        assert (ROOT / target).exists(), target


def test_the_api_docs_page_is_a_page_of_the_site(served):
    """Inside the site's navigation, with a phone's viewport, in the reader's language, on a
    server without a session key (the API keeps no session)."""
    import urllib.request

    port, *_ = served
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/docs?lang=pl", timeout=30) as r:
        html = r.read().decode("utf-8")
    assert 'name="viewport"' in html and 'class="main-nav"' in html and "Sprawdź talię" in html
    assert 'href="/api/v1/docs" aria-current="page"' in html and "/api/v1/validate/batch" in html
