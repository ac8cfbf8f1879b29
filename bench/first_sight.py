"""Benchmark: validation at first sight, side by side, as ratios (every deck and body sent once).

    .venv/bin/python bench/first_sight.py [--db sqlite:///...] [--rounds 5] [--code DIR]
        [--peer /tmp/perfpeer/node_modules/throneteki-deck-helper] [--skip-http | --http-only]
        [--against DIR] [--decks real|generated] [--requests 3000] [--skip-batch]

A deckbuilding site sends a changed deck after every edit, so no deck and no body repeats:
real decks are edited once per variant (one card count changed or one card added), generated
decks are drawn anew each round. Printed, each the median of the rounds' paired ratios
(the two sides alternate within a round, so a busy machine slows both alike):

- in process, AGoT against the community's Node validator (``bench/peer_agot.js``, one
  validator reused): real tournament decks and generated decks, CPU per deck of each process.
  The peer (throneteki-deck-helper, npm, MIT) is fetched OUTSIDE this repository, never
  committed: ``mkdir -p /tmp/perfpeer && cd /tmp/perfpeer && npm init -y && npm install
  throneteki-deck-helper@2.7.0``;
- L5R and WHI real decks, CPU microseconds per deck;
- ``/api/v1/validate`` over HTTP (gunicorn as ``deckcheck serve`` runs it: 2 workers, 4 threads,
  the app loaded as it loads it, the work quota on as by default) against a hello-JSON Flask app
  under the same server settings: the server processes' CPU per request, the sides taking turns
  to go first in each round. The bodies: the real decks of the three games, each edited once
  (``--decks generated``: generated AGoT decks). ``--against DIR`` serves another checkout
  (e.g. an export of main) as a third side in the same rounds: before and after, side by side;
- ``/validate/batch`` of 500 decks: the server's CPU per deck against the same batch answered
  in process (``ValidationService.validate_batch``), and the server's RSS after the batches.

``--code DIR`` times another checkout's deckcheck (e.g. the base commit in a second worktree):
this script stays the same, only the code under test changes.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
_CODE = Path(sys.argv[sys.argv.index("--code") + 1]).resolve() if "--code" in sys.argv else HERE.parent
sys.path[:0] = [str(_CODE), str(HERE)]

from benchpool import load_pool_and_packs  # noqa: E402
from validate_agot import AS_OF, make_decks  # noqa: E402

from deckcheck.decklists.canonical import deck_to_dict  # noqa: E402
from deckcheck.decklists.detect import read_decklist  # noqa: E402
from deckcheck.model import Deck  # noqa: E402
from deckcheck.pool import CardPool  # noqa: E402
from deckcheck.validator import validate  # noqa: E402

ROOT = HERE.parent
DATA = Path(os.environ.get("DECKCHECK_DATA", str(ROOT.parent / "shared" / "carddata")))
DECKLISTS = ROOT / "tests" / "data" / "decklists"
PEER = "/tmp/perfpeer/node_modules/throneteki-deck-helper"
BATCH = 500


# -- distinct decks ------------------------------------------------------------------------------
def real_decks(game: str, pool: CardPool, packs: dict) -> list[Deck]:
    """The real decklists of tests/data for ``game``, each read as a canonical deck."""
    found = []
    for path in sorted((DECKLISTS / game).iterdir()):
        if path.suffix == ".yaml" or path.name.startswith("README"):
            continue
        result = read_decklist(path.read_text(encoding="utf-8"), game=game, pools={game: pool},
                               packs=packs, as_of=AS_OF if game == "agot" else None)
        if result.deck.cards and not result.problems:
            found.append(replace(result.deck, name=path.stem, as_of=AS_OF if game == "agot" else result.deck.as_of))
    return found


def edits(decks: list[Deck], pool: CardPool, n: int, seed: int) -> list[Deck]:
    """``n`` decks, each one of ``decks`` with one edit (a count changed or a card added), no
    two alike: what a deckbuilding site sends after each edit."""
    rng = random.Random(seed)
    ids = sorted(c.id for c in pool.cards.values())
    out, seen = [], set()
    while len(out) < n:
        deck = decks[len(out) % len(decks)]
        cards = dict(deck.cards)
        if rng.random() < 0.5:
            cid = rng.choice(list(cards))
            cards[cid] = max(1, cards[cid] + rng.choice((-1, 1)))
        else:
            cards[rng.choice(ids)] = rng.randint(1, 3)
        key = (id(deck), tuple(sorted(cards.items())))
        if key not in seen:
            seen.add(key)
            out.append(replace(deck, cards=cards))
    return out


def body(deck: Deck) -> dict:
    return {k: v for k, v in deck_to_dict(deck).items() if v is not None}


# -- in process ----------------------------------------------------------------------------------
def cpu_us(decks: list[Deck], pool: CardPool) -> float:
    """CPU microseconds per deck of validating each deck once."""
    start = time.process_time()
    for deck in decks:
        validate(deck, pool)
    return (time.process_time() - start) / len(decks) * 1e6


def peer_json(deck: Deck, pool: CardPool) -> dict:
    """The deck as the peer reads it: faction, agenda, banners, plots, draw cards."""
    out: dict = {"faction": deck.faction or "", "agenda": None, "banners": [], "plots": {}, "draw": {}}
    for cid, n in deck.cards.items():
        card = pool.cards.get(cid)
        if card is None:
            continue
        if card.type == "agenda":
            if out["agenda"] is None:
                out["agenda"] = cid
            else:
                out["banners"].append(cid)
        else:
            out["plots" if card.type == "plot" else "draw"][cid] = n
    return out


def peer_us(sets: dict[str, list[Deck]], pool: CardPool, peer_dir: str) -> dict[str, float]:
    spec = {"as_of": AS_OF.isoformat(), "sets": {k: [peer_json(d, pool) for d in v] for k, v in sets.items()}}
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(spec, fh)
    try:
        out = subprocess.run(["node", str(HERE / "peer_agot.js"), str(DATA / "agot"), fh.name, "1"],
                             env={**os.environ, "PEER_DIR": peer_dir}, capture_output=True, text=True,
                             check=True).stdout
    finally:
        os.unlink(fh.name)
    return {row["set"]: row["reused_cpu_us"] for row in map(json.loads, out.splitlines())}


def in_process(args, db: str) -> None:
    agot, agot_packs, _ = load_pool_and_packs("agot", db)
    real = real_decks("agot", agot, agot_packs)
    ratios: dict[str, list[float]] = {"real": [], "generated": []}
    us: dict[str, list[float]] = {"real": [], "generated": [], "peer real": [], "peer generated": []}
    cpu_us(make_decks(agot, 200, seed=999) + edits(real, agot, 200, 999), agot)        # warm-up
    for r in range(args.rounds):
        sets = {"real": edits(real, agot, 600, r), "generated": make_decks(agot, 1000, seed=100 + r)}
        theirs = peer_us(sets, agot, args.peer)
        for name, decks in sets.items():
            ours = cpu_us(decks, agot)
            us[name].append(ours)
            us["peer " + name].append(theirs[name])
            ratios[name].append(ours / theirs[name])
    print(f"AGoT against the Node validator ({len(real)} real decks edited, 600 edits a round; "
          "1,000 generated decks a round):")
    for name in ("real", "generated"):
        print(f"  {name:10s} ours {statistics.median(us[name]):6.1f} us, peer "
              f"{statistics.median(us['peer ' + name]):6.1f} us per deck: ratio "
              f"{statistics.median(ratios[name]):.2f} (rounds {min(ratios[name]):.2f}-{max(ratios[name]):.2f})")
    for game in ("l5r", "whi"):
        pool, packs, _ = load_pool_and_packs(game, db)
        decks = real_decks(game, pool, packs)
        cpu_us(edits(decks, pool, 200, 999), pool)
        runs = {i: [] for i in range(len(decks))}
        for r in range(args.rounds):
            for i, deck in enumerate(decks):
                runs[i].append(cpu_us(edits([deck], pool, 100, r), pool))
        print(f"{game.upper()} real decks, each edited 100 times a round, CPU us per deck (median of rounds):")
        for i, deck in enumerate(decks):
            print(f"  {deck.name:50.50s} {statistics.median(runs[i]):6.1f}")


# -- over HTTP -----------------------------------------------------------------------------------
HELLO = """
from flask import Flask, jsonify
app = Flask("hello")
@app.post("/api/v1/validate")
def hello():
    return jsonify(hello="world")
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """gunicorn with the settings ``deckcheck serve`` uses (api.server.options), serving
    deckcheck's app as ``deckcheck serve`` loads it (templates warmed, the heap frozen: api/server.py)
    from the checkout ``code``, or the hello app. Every other setting is ``deckcheck serve``'s
    default (the work quota on, no rate limit) but for the reload check (once an hour)."""

    def __init__(self, db: str, hello: bool, code: Path = _CODE):
        self.port = free_port()
        load = ("ns = {}; exec(HELLO, ns); app = ns['app']" if hello else
                "from api import create_app; from api.extensions import freeze_heap; "
                "from deckcheck.settings import Settings; app = create_app(); "
                "exec('from api.warm import warm; warm(app)' if Settings.from_env().warm else ''); freeze_heap()")
        code_text = (f"import sys; sys.path.insert(0, {str(HERE)!r}); from first_sight import HELLO\n"
                     "from gunicorn.app.base import BaseApplication\nfrom api.server import options\n"
                     "class App(BaseApplication):\n"
                     "    def load_config(self):\n"
                     f"        for k, v in options('127.0.0.1', {self.port}, 2).items(): self.cfg.set(k, v)\n"
                     f"    def load(self):\n        {load}\n        return app\n"
                     "App().run()\n")
        env = {**os.environ, "PYTHONPATH": str(code), "DATABASE_URL": db, "DECKCHECK_ACCESSLOG": "",
               "DECKCHECK_RELOAD_SECONDS": "3600", "DECKCHECK_REQUEST_LOG": "1"}
        for name in ("DECKCHECK_RATE_LIMIT", "DECKCHECK_WORK_QUOTA", "DECKCHECK_WARM", "DECKCHECK_HEAVY_WORKERS"):
            env.pop(name, None)
        if hello:                 # a bare server: no heavy lane loading deckcheck beside hello
            env["DECKCHECK_HEAVY_WORKERS"] = "0"
        self.proc = subprocess.Popen([sys.executable, "-c", code_text], cwd=code, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and len(self.workers()) < 2:
            time.sleep(0.5)
        post(self.port, "/api/v1/validate", [b'{"game": "agot", "cards": {}}'] * 20, 2)
        # started when its processes stop spending (workers warmed; a heavy lane's arbiter,
        # a child of the master too, counted but idle)
        last = self.cpu()
        while time.monotonic() < deadline:
            time.sleep(1)
            now = self.cpu()
            if now - last < 0.03:
                break
            last = now

    def workers(self) -> list[int]:
        out = subprocess.run(["pgrep", "-P", str(self.proc.pid)], capture_output=True, text=True).stdout
        return [int(p) for p in out.split()]

    def cpu(self) -> float:
        """CPU seconds of the server's processes (the master and its workers)."""
        tick, spent = os.sysconf("SC_CLK_TCK"), 0.0
        for pid in [self.proc.pid, *self.workers()]:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            spent += (int(fields[11]) + int(fields[12])) / tick
        return spent

    def rss_mb(self) -> float:
        total = 0.0
        for pid in [self.proc.pid, *self.workers()]:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) / 1024
        return total

    def stop(self) -> None:
        os.killpg(self.proc.pid, signal.SIGTERM)
        self.proc.wait(timeout=30)


def post(port: int, path: str, bodies: list[bytes], connections: int) -> int:
    """Send every body once over ``connections`` kept-alive connections; the non-200 count."""
    bad = [0]

    def run(part: list[bytes]) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        for b in part:
            conn.request("POST", path, b, {"Content-Type": "application/json", "Accept-Language": "de"})
            r = conn.getresponse()
            r.read()
            bad[0] += r.status != 200
        conn.close()

    threads = [threading.Thread(target=run, args=(bodies[i::connections],)) for i in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return bad[0]


def spent(server: Server, path: str, bodies: list[bytes], connections: int = 8) -> float:
    """The workers' CPU seconds per body."""
    before = server.cpu()
    bad = post(server.port, path, bodies, connections)
    if bad:
        print(f"  ({bad} answers not 200)")
    return (server.cpu() - before) / len(bodies)


def real_bodies(games: list[tuple[CardPool, list[Deck]]], n: int, seed: int) -> list[bytes]:
    """``n`` bodies of POST /validate, a third of each game: its real decks of tests/data,
    each sent once with one edit (what a deckbuilding site sends), shuffled."""
    out = []
    for pool, decks in games:
        out += [json.dumps(body(d), default=str).encode() for d in edits(decks, pool, n // 3, seed)]
    random.Random(seed).shuffle(out)
    return out


def over_http(args, db: str) -> None:
    from deckcheck.services import ValidationService

    agot, _, _ = load_pool_and_packs("agot", db)
    games = []
    for game in ("agot", "l5r", "whi"):
        pool, packs, _ = load_pool_and_packs(game, db)
        games.append((pool, real_decks(game, pool, packs)))
    app, hello = Server(db, hello=False), Server(db, hello=True)
    base = Server(db, hello=False, code=Path(args.against).resolve()) if args.against else None
    try:
        sides = {"deckcheck": app, "hello": hello, **({"base": base} if base else {})}
        per: dict[str, list[float]] = {name: [] for name in sides}
        ratios: dict[str, list[float]] = {"deckcheck / hello": [], **(
            {"base / hello": [], "deckcheck / base": []} if base else {})}
        for r in range(args.rounds):
            bodies = (real_bodies(games, args.requests, 200 + r) if args.decks == "real" else
                      [json.dumps(body(d)).encode() for d in make_decks(agot, args.requests, seed=200 + r)])
            names = list(sides)
            names = names[r % len(names):] + names[:r % len(names)]        # each side first in turn
            got = {name: spent(sides[name], "/api/v1/validate", bodies) for name in names}
            for name, cpu in got.items():
                per[name].append(cpu * 1000)
            ratios["deckcheck / hello"].append(got["deckcheck"] / got["hello"])
            if base:
                ratios["base / hello"].append(got["base"] / got["hello"])
                ratios["deckcheck / base"].append(got["deckcheck"] / got["base"])
        what = "real decks of the three games, each edited" if args.decks == "real" else "generated AGoT decks"
        print(f"/validate, {args.requests:,} distinct bodies a round ({what}) over 8 connections, "
              f"server CPU (master + 2 workers) per request, median of rounds:")
        for name, values in per.items():
            print(f"  {name:10s} {statistics.median(values):.3f} ms  ({args.against if name == 'base' else ''})")
        for name, values in ratios.items():
            print(f"  {name:18s} {statistics.median(values):.2f} (rounds {min(values):.2f}-{max(values):.2f})")
        if args.skip_batch:
            return
        service = ValidationService({"agot": agot})
        ratios, per = [], []
        for r in range(args.rounds):
            decks = [body(d) for d in make_decks(agot, BATCH * 10, seed=300 + r)]
            batches = [decks[i:i + BATCH] for i in range(0, len(decks), BATCH)]
            served = spent(app, "/api/v1/validate/batch",
                           [json.dumps({"decks": b}).encode() for b in batches], 2) / BATCH
            start = time.process_time()
            for b in batches:
                service.validate_batch([dict(d) for d in b], "de")
            alone = (time.process_time() - start) / len(decks)
            ratios.append(served / alone)
            per.append((served * 1e6, alone * 1e6))
        print(f"/validate/batch of {BATCH} distinct decks: server CPU {statistics.median(p[0] for p in per):.0f} "
              f"us per deck, in process {statistics.median(p[1] for p in per):.0f} us: ratio "
              f"{statistics.median(ratios):.2f} (rounds {min(ratios):.2f}-{max(ratios):.2f})")
        print(f"server RSS after the batches (master + 2 workers): {app.rss_mb():.0f} MB; "
              f"hello-JSON Flask: {hello.rss_mb():.0f} MB")
    finally:
        for server in (app, hello, base):
            if server is not None:
                server.stop()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", help="card database URL (default: a fresh temporary import)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--code", help="the checkout whose deckcheck is timed (default: this one)")
    ap.add_argument("--peer", default=os.environ.get("PEER_DIR", PEER))
    ap.add_argument("--skip-http", action="store_true")
    ap.add_argument("--against", help="another checkout served beside this one (e.g. main), same rounds")
    ap.add_argument("--decks", choices=("real", "generated"), default="real",
                    help="bodies of /validate: real decks of the three games edited, or generated AGoT decks")
    ap.add_argument("--requests", type=int, default=3000, help="distinct bodies per side and round")
    ap.add_argument("--skip-batch", action="store_true", help="no /validate/batch figures")
    ap.add_argument("--http-only", action="store_true", help="only the figures over HTTP (no Node peer needed)")
    args = ap.parse_args()
    if not args.http_only and not (Path(args.peer) / "lib" / "DeckValidator.js").exists():
        raise SystemExit(f"the peer is not at {args.peer}: see the top of this file")
    db = args.db
    if db is None:
        from card_db.database import get_engine
        from card_db.sync import sync

        db = f"sqlite:///{Path(tempfile.mkdtemp(prefix='deckcheck-bench-')) / 'cards.sqlite'}"
        sync(get_engine(db), source=str(DATA), progress=False)
    import deckcheck

    print(f"deckcheck from {Path(deckcheck.__file__).parent.parent}; {os.cpu_count()} cores; "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {args.rounds} rounds")
    if not args.http_only:
        in_process(args, db)
    if not args.skip_http:
        over_http(args, db)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
