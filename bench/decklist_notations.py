"""Generated decklists at a large budget: the real legal decks of tests/data written again in
random notations (tests/decklist_notations.py), each checked as the CI test does:

- the deck read equals the deck written, or its verdict is not valid;
- strict and default reading give the same counts;
- with one count raised from 3 to 4, the verdict is never valid.

Prints how many decks ran, how many each outcome had, and every seed that broke a rule
(``--show`` prints its text).

    .venv/bin/python bench/decklist_notations.py [--decks 20000] [--seed 0] [--show 3]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT)]

import decklist_notations as N  # noqa: E402
from conftest import build_db  # noqa: E402
from test_api_helpers import shared_service  # noqa: E402


def check(service, deck, rng: random.Random) -> str:
    """The outcome of one generated deck: a name for the tally; "BROKEN ..." breaks a rule."""
    pool = service.pool(deck.game)
    raise_one = rng.random() < 0.5 and 3 in deck.cards.values()
    text, raised = N.write(deck, pool, rng, raise_one)
    payload = {"decklist": text, "game": deck.game, "as_of": deck.as_of}
    if deck.format:
        payload["format"] = deck.format
    valid = service.validate_payload(payload)["valid"]
    if raised is not None:
        return "BROKEN raised count read as valid" if valid else "raised: not valid"
    day = date.fromisoformat(deck.as_of)
    read = service.read_decklist(text, deck.game, as_of=day)
    strict = service.read_decklist(text, deck.game, as_of=day, strict=True)
    if dict(strict.deck.cards) != dict(read.deck.cards):
        return "BROKEN strict and default counts differ"
    same = N.identity(pool, dict(read.deck.cards)) == N.identity(pool, deck.cards)
    if not same:
        return "BROKEN read differently but valid" if valid else "read differently: not valid"
    return "read as written, valid" if valid else "read as written: not valid"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decks", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=3)
    args = parser.parse_args()
    service = shared_service(build_db(("l5r", "agot", "whi")))
    decks = N.real_decks(service)
    tally: Counter[str] = Counter()
    games: Counter[str] = Counter()
    broken: list[int] = []
    start = time.process_time()
    for n in range(args.seed, args.seed + args.decks):
        rng = random.Random(n)
        deck = rng.choice(decks)
        games[deck.game] += 1
        outcome = check(service, deck, rng)
        tally[outcome] += 1
        if outcome.startswith("BROKEN"):
            broken.append(n)
            if len(broken) <= args.show:
                rng = random.Random(n)
                deck = rng.choice(decks)
                raise_one = rng.random() < 0.5 and 3 in deck.cards.values()
                print(f"--- seed {n}: {outcome} ({deck.name})")
                print(N.write(deck, service.pool(deck.game), rng, raise_one)[0])
    cpu = time.process_time() - start
    print(f"decks: {sum(tally.values())} from {len(decks)} real legal decks "
          f"({', '.join(f'{g} {c}' for g, c in sorted(games.items()))}); seeds {args.seed}.."
          f"{args.seed + args.decks - 1}; CPU {cpu:.1f} s ({1000 * cpu / max(args.decks, 1):.2f} ms a deck)")
    for outcome, count in sorted(tally.items()):
        print(f"  {count:6d}  {outcome}")
    print(f"broken: {len(broken)}" + (f" (seeds {broken[:20]})" if broken else ""))


if __name__ == "__main__":
    main()
