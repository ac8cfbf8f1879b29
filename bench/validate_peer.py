"""Benchmark: our AGoT validation against the AGoT community's Node validator, side by side.

The peer is throneteki-deck-helper (npm; MIT). Its code is fetched OUTSIDE this repository,
never committed::

    mkdir -p /tmp/perfpeer && cd /tmp/perfpeer && npm init -y && \
        npm install throneteki-deck-helper@2.7.0
    .venv/bin/python bench/validate_peer.py [--decks 2000] [--rounds 5] [--db sqlite:///...]
        [--peer /tmp/perfpeer/node_modules/throneteki-deck-helper] [--code /tmp/old-checkout]

Both sides get the same decks: the generated ones of bench/validate_agot.py, each real AGoT
decklist of tests/data and sample-decklists repeated (what a deckbuilding site does on every
edit) and 300/1,000-card decks. The rounds alternate (peer, us, peer, us...) so a busy
machine slows both alike; the figures are CPU time per deck of each process (Node's
process.cpuUsage, Python's process_time), the best and the median of the rounds. Our side
is ``deckcheck.validator.validate`` (the verdict object; rendering is timed separately).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

# --code DIR: time the deckcheck of another checkout (e.g. an older commit) with these scripts
_CODE = sys.argv[sys.argv.index("--code") + 1] if "--code" in sys.argv else str(Path(__file__).resolve().parents[1])
sys.path[:0] = [_CODE, str(Path(__file__).resolve().parent)]

from benchpool import load_pool_and_packs  # noqa: E402
from load_validate import KINGSMOOT  # noqa: E402
from validate_agot import AS_OF, make_decks  # noqa: E402

from deckcheck.decklists.detect import read_decklist  # noqa: E402
from deckcheck.model import Deck  # noqa: E402
from deckcheck.pool import CardPool  # noqa: E402
from deckcheck.report import verdict_to_dict  # noqa: E402
from deckcheck.validator import validate  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("DECKCHECK_DATA", str(ROOT.parent / "shared" / "carddata")))
PEER = "/tmp/perfpeer/node_modules/throneteki-deck-helper"
REAL_AGOT = (ROOT / "tests/data/decklists/agot/danurai-fat-cat-crossing.txt",
             ROOT / "tests/data/decklists/agot/danurai-king-renly-fealty.txt",
             ROOT / "tests/data/decklists/agot/danurai-long-watch.txt")


def real_decks(pool: CardPool, packs: dict, paths=REAL_AGOT) -> list[Deck]:
    """Each real decklist read as a canonical deck (as of the generated decks' date)."""
    decks = []
    for path in paths:
        result = read_decklist(path.read_text(encoding="utf-8"), game=pool.game,
                               pools={pool.game: pool}, packs=packs, as_of=AS_OF)
        decks.append(replace(result.deck, as_of=AS_OF))
    return decks


def big_deck(pool: CardPool, cards: int, seed: int = 1) -> Deck:
    """A deck of ``cards`` cards from one faction (many broken copies): linear cost per card."""
    import random

    rng = random.Random(seed)
    ids = sorted(c.id for c in pool.cards.values() if c.deck_card and c.faction in ("stark", "neutral"))
    chosen = rng.sample(ids, min(len(ids), cards // 3 + 1))
    deck: dict[str, int] = {}
    left = cards
    for cid in chosen:
        if left <= 0:
            break
        deck[cid] = min(3, left)
        left -= deck[cid]
    return Deck(game="agot", faction="stark", cards=deck, as_of=AS_OF)


def peer_json(deck: Deck, pool: CardPool) -> dict:
    """The deck as the peer reads it: faction, agenda, banners, plots, draw cards."""
    out = {"faction": deck.faction or "", "agenda": None, "banners": [], "plots": {}, "draw": {}}
    for cid, n in deck.cards.items():
        card = pool.cards.get(cid)
        if card is None:
            continue
        if card.type == "agenda":
            if out["agenda"] is None:
                out["agenda"] = cid
            else:
                out["banners"].append(cid)
        elif card.type == "plot":
            out["plots"][cid] = n
        else:
            out["draw"][cid] = n
    return out


def ours(decks: list[Deck], pool: CardPool, render: bool = False, memo: bool = True) -> float:
    """CPU microseconds per deck for validating (and with ``render``, rendering) ``decks``;
    ``memo=False``: without the verdict memo (each check worked out, as for a new deck)."""
    import deckcheck.validator as validator

    saved = getattr(validator, "MEMO_SIZE", None)
    if saved is not None and not memo:
        validator.MEMO_SIZE = 0
    try:
        reps = max(1, 5000 // len(decks))
        start = time.process_time()
        for _ in range(reps):
            for deck in decks:
                v = validate(deck, pool)
                if render:
                    verdict_to_dict(v, pool, "en")
        return (time.process_time() - start) / (reps * len(decks)) * 1e6
    finally:
        if saved is not None:
            validator.MEMO_SIZE = saved


def peer(spec_path: str, peer_dir: str) -> dict[str, dict]:
    out = subprocess.run(["node", str(ROOT / "bench" / "peer_agot.js"), str(DATA / "agot"),
                          spec_path, "1"], env={**os.environ, "PEER_DIR": peer_dir},
                         capture_output=True, text=True, check=True).stdout
    return {row["set"]: row for row in map(json.loads, out.splitlines())}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decks", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--db", help="database URL (default: a fresh temporary import)")
    ap.add_argument("--peer", default=os.environ.get("PEER_DIR", PEER))
    ap.add_argument("--code", help="the checkout whose deckcheck is timed (default: this one)")
    args = ap.parse_args()
    if not (Path(args.peer) / "lib" / "DeckValidator.js").exists():
        raise SystemExit(f"the peer is not at {args.peer}: see the top of this file")

    pool, packs, _ = load_pool_and_packs("agot", args.db)
    sets = {"generated": make_decks(pool, args.decks),
            "real kingsmoot-1st-baratheon": [Deck(game="agot", faction="baratheon", cards=KINGSMOOT,
                                                   as_of=AS_OF)]}
    for deck, path in zip(real_decks(pool, packs), REAL_AGOT, strict=True):
        sets[f"real {path.stem}"] = [deck]
    sets["300 cards"] = [big_deck(pool, 300)]
    sets["1000 cards"] = [big_deck(pool, 1000)]
    spec = {"as_of": AS_OF.isoformat(),
            "sets": {k: [peer_json(d, pool) for d in v] for k, v in sets.items()}}
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(spec, fh)
    for decks in sets.values():                           # warm-up: per-pool indexes
        ours(decks[:200], pool)

    import deckcheck

    print(f"deckcheck from {Path(deckcheck.__file__).parent.parent}")
    print(f"load average {', '.join(f'{x:.2f}' for x in os.getloadavg())}; {args.rounds} rounds, "
          "alternating; CPU us per deck (best / median)")
    rows: dict[str, dict[str, list[float]]] = {k: {"peer": [], "entry": [], "us": [], "render": [],
                                                   "cold": []} for k in sets}
    for _ in range(args.rounds):
        got = peer(fh.name, args.peer)
        for name, decks in sets.items():
            rows[name]["peer"].append(got[name]["reused_cpu_us"])
            rows[name]["entry"].append(got[name]["entry_cpu_us"])
            rows[name]["us"].append(ours(decks, pool))
            rows[name]["render"].append(ours(decks, pool, render=True))
            rows[name]["cold"].append(ours(decks, pool, memo=False))
    os.unlink(fh.name)
    print(f"{'decks':34s} {'peer reused':>13s} {'peer entry':>13s} {'ours':>13s} "
          f"{'ours+render':>13s} {'ours no memo':>13s} {'ratio':>6s} {'no memo':>7s} {'ratio/entry':>11s}")
    for name, r in rows.items():
        def cell(xs):
            return f"{min(xs):5.1f}/{statistics.median(xs):5.1f}"
        ratio = statistics.median(r["us"]) / statistics.median(r["peer"])
        ratio_e = statistics.median(r["us"]) / statistics.median(r["entry"])
        cold = statistics.median(r["cold"]) / statistics.median(r["peer"])
        print(f"{name:34s} {cell(r['peer']):>13s} {cell(r['entry']):>13s} {cell(r['us']):>13s} "
              f"{cell(r['render']):>13s} {cell(r['cold']):>13s} {ratio:6.2f} {cold:7.2f} {ratio_e:11.2f}")
    print("ratio = ours / peer with a reused validator (median CPU); no memo = the same without "
          "our verdict memo (every check worked out); ratio/entry = ours / the peer's public "
          "validateDeck()")


if __name__ == "__main__":
    main()
