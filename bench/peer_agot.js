// Times the AGoT community's Node validator (throneteki-deck-helper) on decks written by
// bench/validate_peer.py. The peer's code is NOT part of this project: fetch it outside the
// repository (bench/validate_peer.py --help says how) and give its folder in PEER_DIR.
//
//   PEER_DIR=/tmp/perfpeer/node_modules/throneteki-deck-helper \
//     node bench/peer_agot.js <carddata/agot> <decks.json> <rounds>
//
// decks.json: {"as_of": "YYYY-MM-DD", "sets": {"name": [{"faction", "agenda", "banners",
// "plots": {code: n}, "draw": {code: n}}, ...]}}. Prints one JSON line per set and round:
// {"set", "round", "reused_cpu_us", "entry_cpu_us"} - CPU microseconds per deck of this
// process, with one DeckValidator reused and with the public validateDeck() entry point.
'use strict';

const fs = require('fs');
const path = require('path');

const peerDir = process.env.PEER_DIR;
if (!peerDir) {
    console.error('PEER_DIR is not set (the folder of throneteki-deck-helper)');
    process.exit(2);
}
const helper = require(path.resolve(peerDir));
const DeckValidator = require(path.join(path.resolve(peerDir), 'lib', 'DeckValidator'));

const [dataDir, decksFile, roundsArg] = process.argv.slice(2);
const rounds = parseInt(roundsArg || '5', 10);
const spec = JSON.parse(fs.readFileSync(decksFile, 'utf8'));

const packs = [];
const cards = {};
for (const file of fs.readdirSync(path.join(dataDir, 'packs'))) {
    const pack = JSON.parse(fs.readFileSync(path.join(dataDir, 'packs', file), 'utf8'));
    packs.push({ code: pack.code, releaseDate: pack.releaseDate });
    for (const card of pack.cards) {
        cards[card.code] = Object.assign({}, card, { packCode: pack.code, label: card.name });
    }
}

// the peer reads flat lists {name, restricted, banned, pods, format}: the joust list in force
const lists = JSON.parse(fs.readFileSync(path.join(dataDir, 'restricted-list.json'), 'utf8'))
    .filter((l) => l.date <= spec.as_of)
    .sort((a, b) => (a.date < b.date ? 1 : -1));
const restrictedLists = [];
for (const l of lists) {
    const joust = (l.formats || []).find((f) => f.name === 'joust');
    if (joust) {
        restrictedLists.push({ name: l.name, format: 'joust', restricted: joust.restricted || [],
            banned: joust.banned || [], pods: joust.pods || [] });
        break;
    }
}

function peerDeck(d) {
    const entries = (m) => Object.entries(m).filter(([c]) => cards[c])
        .map(([c, n]) => ({ card: cards[c], count: n }));
    return {
        faction: { value: d.faction },
        agenda: d.agenda && cards[d.agenda] ? cards[d.agenda] : undefined,
        bannerCards: (d.banners || []).filter((c) => cards[c]).map((c) => cards[c]),
        plotCards: entries(d.plots),
        drawCards: entries(d.draw),
        format: 'joust',
    };
}

function cpuUs() {
    const u = process.cpuUsage();
    return u.user + u.system;
}

const options = { packs, restrictedLists };
const reused = new DeckValidator(packs, restrictedLists);
let sink = 0;
for (const [name, raw] of Object.entries(spec.sets)) {
    const decks = raw.map(peerDeck);
    // reach a steady JIT first, as a long-running server would
    for (let i = 0; i < 3; i++) {
        for (const d of decks) sink += reused.validateDeck(d).extendedStatus.length;
    }
    for (const d of decks.slice(0, 200)) sink += helper.validateDeck(d, options).extendedStatus.length;
    const reps = Math.max(1, Math.ceil(5000 / decks.length));
    for (let r = 0; r < rounds; r++) {
        let t = cpuUs();
        for (let k = 0; k < reps; k++) {
            for (const d of decks) sink += reused.validateDeck(d).extendedStatus.length;
        }
        const reusedUs = (cpuUs() - t) / (reps * decks.length);
        const entryReps = Math.max(1, Math.ceil(500 / decks.length));   // ~0.5 ms a call
        t = cpuUs();
        for (let k = 0; k < entryReps; k++) {
            for (const d of decks) sink += helper.validateDeck(d, options).extendedStatus.length;
        }
        const entryUs = (cpuUs() - t) / (entryReps * decks.length);
        console.log(JSON.stringify({ set: name, round: r, reused_cpu_us: reusedUs,
            entry_cpu_us: entryUs, errors_seen: sink > 0 }));
    }
}
