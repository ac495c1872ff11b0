// Sprague-Grundy values and sums in the WebAssembly module: the API, its errors,
// the same answers as the native CLI, and a JS reference (Fraenkel and Yesha's
// labelling applied literally) on random graphs; sums against the win / lose /
// draw solve of the explicit product graph.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const { cliPath, GameGraph, rng } = require('./helpers.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

const INF = -1;
const OPEN = -2;

// Random graph text: cycles, self-loops, parallel edges, isolated vertices.
// down: the share of moves to a lower vertex (fewer cycles).
function randomGraph(rand, maxN, down = 0.6) {
  const n = 1 + Math.floor(rand() * maxN);
  const m = Math.floor(rand() * n * 2.5);
  const lines = ['v0'];
  for (let i = 1; i < n; i++) if (rand() < 0.3) lines.push(`v${i}`);
  for (let k = 0; k < m; k++) {
    const u = Math.floor(rand() * n);
    const v = rand() < down ? Math.floor(rand() * u) : Math.floor(rand() * n);
    lines.push(`v${u} v${v}`);
    if (rand() < 0.1) lines.push(`v${u} v${v}`);
  }
  return lines.join('\n') + '\n';
}

function successors(r) {
  const succ = Array.from({ length: r.n }, () => []);
  for (let i = 0; i < r.edges.length; i += 2) succ[r.edges[i]].push(r.edges[i + 1]);
  return succ;
}

// The labelling as written: at stage m, while an unlabelled u has no follower
// labelled m and every unlabelled or inf follower of u has a follower labelled m,
// label u with m; then unlabelled vertices without a follower labelled m are inf.
function referenceValues(succ) {
  const lab = succ.map(() => OPEN);
  const hasM = (v, m) => succ[v].some((w) => lab[w] === m);
  for (let m = 0; ; m++) {
    for (let changed = true; changed;) {
      changed = false;
      for (let u = 0; u < succ.length; u++) {
        if (lab[u] !== OPEN || hasM(u, m)) continue;
        if (succ[u].every((v) => (lab[v] !== OPEN && lab[v] !== INF) || hasM(v, m))) {
          lab[u] = m;
          changed = true;
        }
      }
    }
    let left = false;
    for (let u = 0; u < succ.length; u++) {
      if (lab[u] !== OPEN) continue;
      if (hasM(u, m)) left = true;
      else lab[u] = INF;
    }
    if (!left) return lab;
  }
}

test('grundyGraphText: values, sets, moves, outcomes, labels', () => {
  const r = gg.grundyGraphText('a b\nb c\nc\nd e\ne d\nf d\nf c\n');
  assert.deepEqual(r.names, ['a', 'b', 'c', 'd', 'e', 'f']);
  assert.equal(r.n, 6);
  assert.equal(r.m, 6);
  assert.equal(r.format, 'named');
  assert.ok(r.grundy instanceof Int32Array && r.move instanceof Int32Array && r.outcome instanceof Uint8Array);
  assert.deepEqual([...r.grundy], [0, 1, 0, -1, -1, -1]);
  assert.deepEqual([...r.move], [-1, 2, -1, 4, 3, 2]);
  assert.deepEqual([...r.outcome], [2, 1, 2, 0, 0, 1]);
  assert.deepEqual([...r.infSet(5)], [0]);
  assert.deepEqual([...r.infSet(3)], []);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map(r.label), ['0', '1', '0', 'inf()', 'inf()', 'inf(0)']);
  assert.deepEqual([...r.edges], [0, 1, 1, 2, 3, 4, 4, 3, 5, 3, 5, 2]);
  assert.equal(r.numValues, 2);
  const cp = gg.grundyGraphText('3 3\n1 2\n2 3\n1 3\n', { format: 'cp' });
  assert.deepEqual(cp.names, ['1', '2', '3']);
  assert.deepEqual([...cp.grundy], [2, 1, 0]);
});

test('grundyGraphText: errors are GameGraphErrors, and the module stays usable', () => {
  assert.throws(() => gg.grundyGraphText('a b\n  b = draw\n'), (e) => e instanceof gg.GameGraphError &&
    e.line === 2 && e.column === 3 && /normal play/.test(e.message));
  assert.throws(() => gg.grundyGraphText('a b c d\n'), (e) => e instanceof gg.GameGraphError && e.line === 1);
  assert.throws(() => gg.grundyGraphText('a b\n', { noMove: 'win' }), /normal play only/);
  assert.throws(() => gg.grundyGraphText('a b\n', { format: 'xml' }), gg.GameGraphError);
  assert.throws(() => gg.grundyGraphText(42), gg.GameGraphError);
  const r = gg.grundyGraphText('a b\n');
  assert.throws(() => gg.sumGames([]), gg.GameGraphError);
  assert.throws(() => gg.sumGames([{ result: r, vertex: 2 }]), /vertex/);
  assert.throws(() => gg.sumGames([{ result: r, vertex: 0.5 }]), /vertex/);
  assert.throws(() => gg.sumGames([{ result: {}, vertex: 0 }]), /Int32Array/);
  assert.throws(() => gg.sumGames([{ vertex: 0 }]), gg.GameGraphError);
  assert.deepEqual([...gg.grundyGraphText('a b\nb c\n').grundy], [0, 1, 0]);
});

test('grundyGraphText: the JS reference, the win/lose/draw solve and the moves on random graphs', () => {
  const rand = rng(11);
  let infinite = 0;
  for (let iter = 0; iter < 400; iter++) {
    const text = randomGraph(rand, iter < 300 ? 8 : 30);
    const r = gg.grundyGraphText(text);
    const wld = gg.solveGraphText(text);
    const succ = successors(r);
    const want = referenceValues(succ);
    for (let u = 0; u < r.n; u++) {
      const at = `graph ${iter}, vertex ${r.names[u]}:\n${text}`;
      assert.equal(r.grundy[u], want[u], at);
      const k = [...new Set(succ[u].map((v) => want[v]).filter((x) => x >= 0))].sort((a, b) => a - b);
      assert.deepEqual([...r.infSet(u)], want[u] < 0 ? k : [], at);
      assert.equal(r.outcome[u], wld.outcome[u], at);
      const mv = r.move[u];
      if (r.outcome[u] === gg.Outcome.LOSE) {
        assert.equal(mv, -1, at);
      } else {
        assert.ok(succ[u].includes(mv), at);
        if (r.outcome[u] === gg.Outcome.WIN) assert.equal(r.grundy[mv], 0, at);
        else assert.equal(r.outcome[mv], gg.Outcome.DRAW, at);
      }
      if (r.grundy[u] < 0) infinite++;
    }
  }
  assert.ok(infinite > 300, `only ${infinite} infinite values: the graphs lack cycles`);
});

test('grundyGraphText with order: the labelling as it happened, stage by stage', () => {
  const r = gg.grundyGraphText('a b\nb c\nc\nd e\ne d\nf d\nf c\n', { order: true });
  // stage 0: c (no move), then a (its only move, to b, is answered by b -> c); at its end
  // d and e (no move to a 0); stage 1: b (its moves reach 0 only), then f (no move to a 1).
  assert.deepEqual([...r.order].map((v) => r.names[v]), ['c', 'a', 'd', 'e', 'b', 'f']);
  assert.deepEqual([...r.orderStage], [0, 0, 0, 0, 1, 1]);
  assert.equal(gg.grundyGraphText('a b\n').order, undefined);
  assert.deepEqual([...gg.grundyGraphText('2 1\n0 1\n', { format: 'cp0', order: true }).grundy], [1, 0]);
  const rand = rng(12);
  for (let iter = 0; iter < 200; iter++) {
    const text = randomGraph(rand, 12);
    const o = gg.grundyGraphText(text, { order: true });
    const at = `graph ${iter}:\n${text}`;
    assert.deepEqual([...o.order].sort((x, y) => x - y), Array.from({ length: o.n }, (_, i) => i), at);
    const succ = successors(o);
    const seen = new Set();
    for (let i = 0; i < o.n; i++) {
      const v = o.order[i];
      const m = o.orderStage[i];
      if (i > 0) {
        const pm = o.orderStage[i - 1];
        assert.ok(m > pm || (m === pm && !(o.grundy[o.order[i - 1]] < 0 && o.grundy[v] >= 0)), at);
      }
      if (o.grundy[v] >= 0) {
        assert.equal(m, o.grundy[v], at);
        // every follower valued below m was valued before it
        for (const w of succ[v]) if (o.grundy[w] >= 0 && o.grundy[w] < m) assert.ok(seen.has(w), at);
      } else {
        // no follower valued m, every value below m among its followers: mex(K) = m
        const k = [...o.infSet(v)];
        assert.ok(!k.includes(m) && Array.from({ length: m }, (_, j) => j).every((j) => k.includes(j)), at);
      }
      seen.add(v);
    }
  }
});

test('grundyGraphText and sumGames give the CLI\'s output', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-grundy-'));
  try {
    const rand = rng(5);
    for (let iter = 0; iter < 25; iter++) {
      const text = randomGraph(rand, 12);
      const file = path.join(dir, `g${iter}.txt`);
      fs.writeFileSync(file, text);
      const r = gg.grundyGraphText(text);
      const lines = r.names.map((name, i) => `${name} ${r.label(i)} ${r.move[i] < 0 ? '-' : r.names[r.move[i]]}\n`);
      assert.equal(execFileSync(cliPath, ['grundy', '--moves', file], { encoding: 'utf8' }), lines.join(''));
      for (let k = 0; k < 4; k++) {
        const a = Math.floor(rand() * r.n);
        const b = Math.floor(rand() * r.n);
        const s = gg.sumGames([{ result: r, vertex: a }, { result: r, vertex: b }]);
        const move = s.move === null ? '-' : `${s.move.component + 1} ${r.names[s.move.from]} ${r.names[s.move.to]}`;
        const cli = execFileSync(cliPath, ['sum', `${file}:${r.names[a]}`, `${file}:${r.names[b]}`], { encoding: 'utf8' });
        assert.equal(cli, `${s.label} ${['DRAW', 'WIN', 'LOSE'][s.outcome]}\n${move}\n`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('sumGames: against the win/lose/draw solve of the explicit product graph', () => {
  const rand = rng(3);
  const seen = [0, 0, 0];
  for (let iter = 0; iter < 60; iter++) {
    const parts = 2 + (iter % 2);
    const results = Array.from({ length: parts }, () => gg.grundyGraphText(randomGraph(rand, parts === 2 ? 7 : 4, 0.85)));
    // Product states in mixed radix, component 0 fastest.
    const sizes = results.map((r) => r.n);
    const total = sizes.reduce((a, b) => a * b, 1);
    const decode = (s) => sizes.map((n) => { const x = s % n; s = Math.floor(s / n); return x; });
    const encode = (xs) => xs.reduceRight((s, x, i) => s * sizes[i] + x, 0);
    const succ = results.map(successors);
    const edges = [];
    for (let s = 0; s < total; s++) {
      const xs = decode(s);
      xs.forEach((x, i) => succ[i][x].forEach((y) => {
        const ys = xs.slice();
        ys[i] = y;
        edges.push(s, encode(ys));
      }));
    }
    const product = gg.solveGraphEdges(total, new Int32Array(edges));
    const pg = gg.grundyGraphText(`${total} ${edges.length / 2}\n` +
      Array.from({ length: edges.length / 2 }, (_, k) => `${edges[2 * k] + 1} ${edges[2 * k + 1] + 1}`).join('\n') + '\n',
    { format: 'cp' });
    for (let s = 0; s < total; s++) {
      const xs = decode(s);
      const r = gg.sumGames(xs.map((x, i) => ({ result: results[i], vertex: x })));
      assert.equal(r.outcome, product.outcome[s], `iteration ${iter}, state ${xs}`);
      assert.equal(r.label, pg.label(s), `iteration ${iter}, state ${xs}: the sum theorem`);
      seen[r.outcome]++;
      if (r.outcome === gg.Outcome.WIN) {
        const c = r.move.component;
        assert.equal(r.move.from, xs[c]);
        assert.ok(succ[c][xs[c]].includes(r.move.to));
        const ys = xs.slice();
        ys[c] = r.move.to;
        assert.equal(product.outcome[encode(ys)], gg.Outcome.LOSE);
      } else {
        assert.equal(r.move, null);
      }
    }
  }
  assert.ok(seen.every((k) => k > 30), `outcomes seen (draw, win, lose): ${seen}`);
});
