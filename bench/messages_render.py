"""Benchmark: rendering violation messages (the validation hot path: ``report`` renders
each violation with ``deckcheck.messages.render``) and error / problem messages
(``render_message``), per language. Prints microseconds per message (the fastest of --repeat runs: the machine is shared).

    .venv/bin/python bench/messages_render.py [--repeat 7] [--rounds 200]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import deckcheck.games  # noqa: E402,F401  (registers the games' codes)
from deckcheck.message_entries import VIOLATION  # noqa: E402
from deckcheck.messages import MESSAGES, load_texts, render, render_message  # noqa: E402


def sample_fields(template: str) -> dict:
    import string

    names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    return {name: (3 if name in ("actual", "expected", "count", "cards", "lines", "limit", "maximum")
                   else "Sample") for name in names}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    load_texts()
    violations = [(e.code, sample_fields(e.en)) for e in MESSAGES.values() if e.kind == VIOLATION]
    others = [(e.code, e.variant, sample_fields(e.en)) for e in MESSAGES.values() if e.kind != VIOLATION]
    for lang in ("en", "de", "pl"):
        render(violations[0][0], lang, violations[0][1])        # first use builds the tables
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            for _ in range(args.rounds):
                for code, fields in violations:
                    render(code, lang, fields)
            times.append((time.perf_counter() - t0) / (args.rounds * len(violations)) * 1e6)
        e_times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            for _ in range(args.rounds // 4):
                for code, variant, fields in others:
                    render_message(code, lang, fields, variant)
            e_times.append((time.perf_counter() - t0) / ((args.rounds // 4) * len(others)) * 1e6)
        print(f"{lang}: violation render {min(times):.2f} us/message ({len(violations)} codes); "
              f"error/problem render {min(e_times):.2f} us/message ({len(others)} texts)")


if __name__ == "__main__":
    main()
