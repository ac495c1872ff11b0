'use strict';
// Games whose every move goes to a later id, solved by one sweep from the last id
// down (wasm/rules/sweep.js), against the engine's retrograde solve of the same
// moves (the module's solveGraphEdges): the same outcomes and depths, and the move
// the first in moves(p) order that realises the value; through solveRules too,
// where the explorer says whether every move went forward.
//
//   node --test tests/node/rules-sweep.test.js
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { root, GameGraph, rng, loadPageModule } = require('./helpers');

const { solveForward } = loadPageModule('wasm/rules/sweep.js');
const { DRAW, WIN, LOSE } = { DRAW: 0, WIN: 1, LOSE: 2 };

let gg;
before(async () => {
  gg = await GameGraph();
});

// The move the sweep must give at u: -1 where u is fixed or has no move, else the
// first target in order that realises u's value.
function expectedMove(u, targets, outcome, depth, fixed) {
  if ((fixed && fixed[u] !== 0) || targets.length === 0) return -1;
  for (const v of targets) {
    if (outcome[u] === WIN && outcome[v] === LOSE && depth[v] === depth[u] - 1) return v;
    if (outcome[u] === LOSE && outcome[v] === WIN && depth[v] === depth[u] - 1) return v;
    if (outcome[u] === DRAW && outcome[v] === DRAW) return v;
  }
  return -2; // (none realises it: a wrong value)
}

// A random game whose moves all go forward: n positions, each with 0..maxDegree
// moves to later ids (repeats allowed), some outcomes fixed (some of those with
// moves too, which the fixed outcome overrides); its moves as pairs.
function randomForward(r, n, maxDegree, fixedShare) {
  const pick = (k) => Math.floor(r() * k);
  const fixed = new Uint8Array(n);
  const pairs = [];
  for (let u = 0; u < n; u++) {
    if (r() < fixedShare) {
      fixed[u] = 1 + pick(3);
      if (r() < 0.7) continue;
    }
    if (u === n - 1) continue;
    const d = pick(maxDegree + 1);
    for (let j = 0; j < d; j++) pairs.push(u, u + 1 + pick(Math.min(n - u - 1, 1 + pick(8) === 1 ? n : 6)));
  }
  return { fixed, pairs: Int32Array.from(pairs) };
}

// The pairs cut into chunks at random places (a position's moves may span two).
function chunksOf(r, pairs) {
  const chunks = [];
  let at = 0;
  while (at < pairs.length) {
    const len = 2 * (1 + Math.floor(r() * 6));
    chunks.push(pairs.slice(at, at + len));
    at += len;
  }
  return chunks;
}

test('solveForward: random games whose moves go forward, against the engine: outcomes, depths, the first move that realises the value', () => {
  const r = rng(20261127);
  for (let round = 0; round < 400; round++) {
    const n = 1 + Math.floor(r() * (round < 200 ? 12 : 300));
    const g = randomForward(r, n, 1 + Math.floor(r() * 5), r() < 0.3 ? 0 : r() * 0.4);
    const noMove = r() < 0.5 ? 'lose' : 'win';
    const withFixed = g.fixed.some((f) => f !== 0);
    const want = gg.solveGraphEdges(n, g.pairs, { noMove, fixed: withFixed ? g.fixed : undefined });
    const got = solveForward(n, chunksOf(r, g.pairs), withFixed ? g.fixed : null, noMove, null);
    const at = `round ${round} (n ${n}, ${g.pairs.length / 2} moves, noMove ${noMove})`;
    assert.deepEqual(Array.from(got.outcome), Array.from(want.outcome), at);
    assert.deepEqual(Array.from(got.depth), Array.from(want.depth), at);
    const targets = Array.from({ length: n }, () => []);
    for (let k = 0; k < g.pairs.length; k += 2) targets[g.pairs[k]].push(g.pairs[k + 1]);
    for (let u = 0; u < n; u++) assert.equal(got.move[u], expectedMove(u, targets[u], got.outcome, got.depth, withFixed ? g.fixed : null), `${at}, position ${u}`);
  }
});

test('solveForward: no moves at all; the chunks dropped as read; progress; moves that do not go forward refused', () => {
  const none = solveForward(3, [], null, 'lose', null);
  assert.deepEqual(Array.from(none.outcome), [LOSE, LOSE, LOSE]);
  assert.deepEqual(Array.from(none.depth), [0, 0, 0]);
  assert.deepEqual(Array.from(none.move), [-1, -1, -1]);
  // a chain of 200,000: the first loses after 199,999 moves where the last, without a move, loses
  const n = 200000;
  const pairs = new Int32Array(2 * (n - 1));
  for (let u = 0; u < n - 1; u++) {
    pairs[2 * u] = u;
    pairs[2 * u + 1] = u + 1;
  }
  const chunks = [pairs.subarray(0, 100000), pairs.subarray(100000)];
  const said = [];
  const chain = solveForward(n, chunks, null, 'lose', (solved) => said.push(solved));
  assert.deepEqual(chunks, [null, null]);
  assert.equal(chain.outcome[0], WIN); // (199,999 moves from the end: an odd number)
  assert.equal(chain.depth[0], n - 1);
  assert.equal(chain.move[0], 1);
  assert.deepEqual(said, [65536, 131072, 196608]);
  const empty = solveForward(0, [], null, 'lose', null);
  assert.deepEqual([empty.outcome.length, empty.depth.length, empty.move.length], [0, 0, 0]);
  for (const bad of [[0, 0], [1, 0], [0, 3], [1, 2, 0, 1], [0, -1], [-1, 0], [0, 1, -1, 2]]) {
    assert.throws(() => solveForward(3, [Int32Array.from(bad)], null, 'lose', null), /solveForward: /, String(bad));
  }
});

// A game as a rules script whose positions are numbers 0..n-1 and moves its
// pairs: through solveRules, against the engine's solve of the moves it found.
function scriptOf(n, pairs, fixed) {
  const targets = Array.from({ length: n }, () => []);
  for (let k = 0; k < pairs.length; k += 2) targets[pairs[k]].push(pairs[k + 1]);
  const words = ['', 'win', 'lose', 'draw'];
  return `const start = 0;
const T = ${JSON.stringify(targets)};
const F = ${JSON.stringify(Array.from(fixed, (f) => words[f]))};
function moves(p) { return T[p]; }
function outcome(p) { return F[p] || undefined; }
`;
}

// A random layered game: layers of positions, each move into the next layer
// (its breadth-first ids then go forward), some outcomes fixed.
function randomLayered(r, layers) {
  const pairs = [];
  const starts = [0];
  for (const size of layers) starts.push(starts[starts.length - 1] + size);
  const n = starts[layers.length];
  const fixed = new Uint8Array(n);
  for (let l = 0; l < layers.length; l++) {
    for (let u = starts[l]; u < starts[l + 1]; u++) {
      if (l > 0 && r() < 0.1) {
        fixed[u] = 1 + Math.floor(r() * 3);
        continue;
      }
      if (l + 1 === layers.length) continue;
      const d = 1 + Math.floor(r() * 4);
      for (let j = 0; j < d; j++) pairs.push(u, starts[l + 1] + Math.floor(r() * layers[l + 1]));
    }
  }
  return { n, pairs, fixed };
}

test('solveRules: a game whose moves all go forward (swept) and one with a move back (the engine), each against the engine on the moves found', async () => {
  const r = rng(7);
  const connect = fs.readFileSync(path.join(root, 'examples', 'rules', 'connect4.js'), 'utf8').replace(/const COLS = \d+, ROWS = \d+;/, 'const COLS = 4, ROWS = 3;');
  const back = 'const start = 0;\nfunction moves(p) { return p === 0 ? [1, 2] : p === 1 ? [3] : p === 2 ? [1, 3] : p === 3 ? [4, 0] : []; }\n';
  const layered = randomLayered(r, [1, 3, 8, 20, 50, 120, 300, 700, 1500, 2500, 2000, 800]);
  for (const source of [connect, back, scriptOf(layered.n, layered.pairs, layered.fixed)]) {
    for (const noMove of ['lose', 'win']) {
      for (const workers of [1, 2]) {
        const res = await gg.solveRules(source, { noMove, workers, maxStates: 1000000 });
        const pairs = [];
        for (let i = 0; i < res.n; i++) for (const t of res.moves(i)) pairs.push(i, t);
        const want = gg.solveGraphEdges(res.n, Int32Array.from(pairs), { noMove, fixed: res.fixed || undefined });
        assert.deepEqual(Array.from(res.outcome), Array.from(want.outcome));
        assert.deepEqual(Array.from(res.depth), Array.from(want.depth));
        const forwardOnly = pairs.every((x, k) => k % 2 === 0 || x > pairs[k - 1]);
        assert.equal(forwardOnly, source !== back);
        if (source !== connect) assert.ok(res.n > (source === back ? 4 : 2000), 'reached ' + res.n);
        for (let i = 0; i < res.n; i++) {
          const m = res.bestMove(i);
          if (forwardOnly) assert.equal(m, expectedMove(i, res.moves(i), res.outcome, res.depth, res.fixed));
          else assert.equal(m, want.move[i]);
        }
      }
    }
  }
});

test('solveRules: a game swept within a budget that holds its exploring but not the sweep is refused with the figure', async () => {
  // a chain of 80,000 integer positions, every move forward (its key table last
  // doubled at 45,875 keys: exploring holds the most at its end)
  const source = 'const start = 0;\nfunction moves(p) { return p < 79999 ? [p + 1] : []; }\n';
  let explored = 0;
  const full = await gg.solveRules(source, { workers: 1, onProgress: (found, solved, phase, info) => { if (phase === 'explore' && info) explored = info.bytes; } });
  const n = full.n;
  assert.equal(n, 80000);
  assert.equal(full.outcome[0], WIN); // (79,999 moves from the end)
  await assert.rejects(gg.solveRules(source, { workers: 1, maxMemory: explored + 4 * n }), (e) => {
    assert.equal(e.code, 'memory');
    assert.match(e.message, /^solving the 80,000 positions needs .* over the budget of /);
    assert.ok(e.bytesNeeded >= explored + 8 * n, String(e.bytesNeeded));
    return true;
  });
  const fits = await gg.solveRules(source, { workers: 1, maxMemory: explored + 8 * n });
  assert.equal(fits.depth[0], 79999);
});
