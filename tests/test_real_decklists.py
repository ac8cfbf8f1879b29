"""Real decklist files from public places, read exactly as found.

Each file under ``tests/data/decklists/<game>/`` has a sidecar ``<file>.source.yaml``:

```yaml
source: https://...            # where the file (or the text it was transcribed from) was found
found: 2026-11-24              # when
what: tournament report, 2nd place at ...   # what the file is
game: agot                     # l5r | agot | whi
format: joust                  # optional
as_of: 2017-06-01              # the day the deck was played or published (its rules and lists)
expect:
  valid: true                  # the verdict its source implies
  codes: []                    # violation codes it must have (when not valid)
  unread: 0                    # lines that no person could read either (default 0)
  corrections: 0               # lines read only after correcting a misspelling (default 0)
notes: ...                     # why the expectation is what it is
```

A file must read with no unread line that a person could have read (``unread``), and get
the verdict its source implies: a deck played at an event was legal under the list in
force that day, unless the source says otherwise."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from test_api_helpers import shared_service

DATA = Path(__file__).parent / "data" / "decklists"
SIDECAR = ".source.yaml"


def _cases() -> list[Path]:
    return sorted(p for p in DATA.rglob(f"*{SIDECAR}"))


def _decklist(sidecar: Path) -> Path:
    return sidecar.with_name(sidecar.name[:-len(SIDECAR)])


@pytest.mark.parametrize("sidecar", _cases(), ids=lambda p: str(p.relative_to(DATA))[:-len(SIDECAR)])
def test_real_file_reads_cleanly_and_gets_its_verdict(all_db, sidecar):
    meta = yaml.safe_load(sidecar.read_text(encoding="utf-8"))
    for key in ("source", "found", "game", "as_of", "expect"):
        assert key in meta, f"{sidecar.name}: the sidecar needs {key!r}"
    text = _decklist(sidecar).read_text(encoding="utf-8")
    payload = {"decklist": text, "game": meta["game"], "as_of": str(meta["as_of"])}
    if meta.get("format"):
        payload["format"] = meta["format"]
    if meta.get("strict"):
        payload["strict"] = True
    verdict = shared_service(all_db).validate_payload(payload)
    expect = meta["expect"]
    problems = [(p["line"], p["text"], p["code"]) for p in verdict.get("parse_problems", [])]
    assert len(problems) == expect.get("unread", 0), problems
    assert len(verdict.get("corrections", [])) == expect.get("corrections", 0), verdict.get("corrections")
    codes = {v["code"] for v in verdict["violations"]}
    assert verdict["valid"] is expect["valid"], [v["message"] for v in verdict["violations"]]
    assert set(expect.get("codes", ())) <= codes, codes

