// The WebAssembly module in Node: its API, its errors, and the same answers as
// the native CLI (built from the same core) on random graphs.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');

const { cliPath, GameGraph, rng } = require('./helpers.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

const NAMES = ['DRAW', 'WIN', 'LOSE'];

function randomGraphText(rand) {
  const n = 1 + Math.floor(rand() * 40);
  const m = Math.floor(rand() * n * 3);
  const lines = [];
  const name = (i) => (rand() < 0.5 ? `v${i}` : `ключ_${i}`);
  const label = Array.from({ length: n }, (_, i) => name(i));
  for (let i = 0; i < n; i++) if (rand() < 0.3) lines.push(label[i]);
  for (let k = 0; k < m; k++) {
    lines.push(`${label[Math.floor(rand() * n)]} ${label[Math.floor(rand() * n)]}`);
    if (rand() < 0.05) lines.push('# a comment');
  }
  for (let i = 0; i < n; i++) {
    if (rand() < 0.05) lines.push(`${label[i]} = ${['win', 'lose', 'draw', 'DRAW'][Math.floor(rand() * 4)]}`);
  }
  // Conflicting fixes would be a parse error; keep the first of each vertex.
  const seen = new Set();
  return lines.filter((l) => {
    const m2 = /^(\S+) = /.exec(l);
    if (!m2) return true;
    if (seen.has(m2[1])) return false;
    seen.add(m2[1]);
    return true;
  }).join('\n') + '\n';
}

test('solveGraphText: the article\'s rules on a small graph', () => {
  const r = gg.solveGraphText('a b\nb c\nc\nd d\ng = draw\nh g\n');
  assert.deepEqual(r.names, ['a', 'b', 'c', 'd', 'g', 'h']);
  assert.equal(r.format, 'named');
  assert.equal(r.n, 6);
  assert.equal(r.m, 4);
  assert.ok(r.outcome instanceof Uint8Array && r.depth instanceof Int32Array && r.move instanceof Int32Array);
  assert.deepEqual([...r.outcome], [2, 1, 2, 0, 0, 0]);
  assert.deepEqual([...r.depth], [2, 1, 0, -1, -1, -1]);
  assert.deepEqual([...r.move], [1, 2, -1, 3, -1, 4]);
  assert.deepEqual([...r.edges], [0, 1, 1, 2, 3, 3, 5, 4]);
  assert.deepEqual([...r.fixed], [0, 0, 0, 0, 3, 0]);
  assert.deepEqual(gg.Outcome, { DRAW: 0, WIN: 1, LOSE: 2 });
});

test('solveGraphText: the other convention and the cp form', () => {
  const w = gg.solveGraphText('a b\nb c\n', { noMove: 'win' });
  assert.deepEqual([...w.outcome], [1, 2, 1]);
  const cp = gg.solveGraphText('4 3\n1 2\n2 3\n3 1\n');
  assert.equal(cp.format, 'cp');
  assert.deepEqual(cp.names, ['1', '2', '3', '4']);
  assert.deepEqual([...cp.outcome], [0, 0, 0, 2]);
  const named = gg.solveGraphText('4 3\n1 2\n2 3\n3 1\n', { format: 'named' });
  assert.equal(named.format, 'named');
  assert.deepEqual(named.names, ['4', '3', '1', '2']);
  assert.deepEqual(gg.solveGraphText('').names, []);
});

test('solveGraphEdges: typed arrays in, typed arrays out, fixed outcomes', () => {
  const r = gg.solveGraphEdges(4, new Int32Array([0, 1, 1, 2, 2, 2, 3, 0]), { fixed: new Uint8Array([0, 0, 2, 0]) });
  assert.deepEqual([...r.outcome], [2, 1, 2, 1]);
  assert.deepEqual([...r.depth], [2, 1, 0, 3]);
  assert.deepEqual([...r.move], [1, 2, -1, 0]);
  const empty = gg.solveGraphEdges(0, new Int32Array(0));
  assert.equal(empty.n, 0);
  assert.equal(empty.outcome.length, 0);
});

test('progress is reported, ending at (n, n)', () => {
  const calls = [];
  gg.solveGraphEdges(3, new Int32Array([0, 1, 1, 2]), { onProgress: (d, t) => calls.push([d, t]) });
  assert.ok(calls.length >= 1);
  assert.deepEqual(calls[calls.length - 1], [3, 3]);
  for (let i = 1; i < calls.length; i++) assert.ok(calls[i][0] >= calls[i - 1][0]);
});

test('errors are GameGraphError exceptions carrying the parser\'s message and position', () => {
  const cases = [
    ['a b c\n', 1, 5, /unexpected 'c' after the edge 'a b'/],
    ['a b\n\nx = maybe\n', 3, 5, /expected win, lose or draw after '=', found 'maybe'/],
    // Columns count characters: 'extra' starts at byte 16 but character 12.
    ['ключ b\nключ = win extra\n', 2, 12, /unexpected 'extra'/],
    ['= a\n', 1, 1, /expected a vertex name before '='/],
  ];
  for (const [text, line, column, re] of cases) {
    assert.throws(() => gg.solveGraphText(text), (e) => {
      assert.ok(e instanceof Error);
      assert.ok(e instanceof gg.GameGraphError);
      assert.equal(e.name, 'GameGraphError');
      assert.match(e.message, re);
      assert.match(e.message, new RegExp(`^line ${line}, column ${column}: `));
      assert.equal(e.line, line);
      assert.equal(e.column, column);
      return true;
    });
  }
  assert.throws(() => gg.solveGraphText('3 2\n1 2\n2 9\n', { format: 'cp' }), /line 3, column 3: vertex 9 is out of range 1..3/);
  assert.throws(() => gg.solveGraphEdges(2, new Int32Array([0, 5])), /vertex out of range/);
  assert.throws(() => gg.solveGraphEdges(2, new Int32Array([0, 1, 1])), /length is odd/);
  assert.throws(() => gg.solveGraphEdges(2, [0, 1]), /Int32Array/);
  assert.throws(() => gg.solveGraphEdges(-1, new Int32Array(0)), /whole number/);
  assert.throws(() => gg.solveGraphEdges(2, new Int32Array(0), { fixed: new Uint8Array(3) }), /one code per vertex/);
  assert.throws(() => gg.solveGraphEdges(1, new Int32Array(0), { fixed: new Uint8Array([7]) }), /fixed\[0\] = 7/);
  assert.throws(() => gg.solveGraphText('a b', { noMove: 'maybe' }), /options.noMove must be 'lose' or 'win'/);
  assert.throws(() => gg.solveGraphText('a b', { format: 'csv' }), /options.format/);
  assert.throws(() => gg.solveGraphText(42), /text must be a string/);
  // The module keeps working after errors.
  assert.deepEqual([...gg.solveGraphText('x y\n').outcome], [1, 2]);
});

test('same answers as the native CLI on 300 random graphs', { skip: !fs.existsSync(cliPath) && 'native CLI not built' }, () => {
  const rand = rng(2024);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-node-'));
  try {
    for (let c = 0; c < 300; c++) {
      const text = randomGraphText(rand);
      const noMove = c % 2 ? 'win' : 'lose';
      const file = path.join(dir, `g${c}.txt`);
      fs.writeFileSync(file, text);
      const out = execFileSync(cliPath, ['graph', '--no-move', noMove, '--moves', file], { encoding: 'utf8' });
      const r = gg.solveGraphText(text, { noMove });
      const wasmLines = r.names.map((name, v) => [
        name, NAMES[r.outcome[v]], r.depth[v] < 0 ? '-' : String(r.depth[v]), r.move[v] < 0 ? '-' : r.names[r.move[v]],
      ].join(' '));
      assert.deepEqual(wasmLines, out.trimEnd().split('\n').filter((l) => l.length > 0), `graph ${c}:\n${text}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the native CLI and the module reject the same bad input with the same message', { skip: !fs.existsSync(cliPath) && 'native CLI not built' }, () => {
  for (const text of ['a b c\n', 'a =\n', '2 1\n1 3\n', 'a\u0001\n']) {
    const p = spawnSync(cliPath, ['graph'], { input: text, encoding: 'utf8' });
    let msg = null;
    try {
      gg.solveGraphText(text);
    } catch (e) {
      msg = e.message;
    }
    if (text === '2 1\n1 3\n') {
      // Auto-detection falls back to the named form: a valid graph.
      assert.equal(msg, null);
      assert.equal(p.status, 0);
      continue;
    }
    assert.ok(msg);
    assert.equal(p.status, 1);
    assert.equal(p.stderr.trim(), `gamegraph: <stdin>: ${msg}`);
  }
});

test('a chain of 1,000,000 vertices, as edges and as text', () => {
  const n = 1000000;
  const e = new Int32Array(2 * (n - 1));
  for (let i = 0; i < n - 1; i++) {
    e[2 * i] = i;
    e[2 * i + 1] = i + 1;
  }
  const r = gg.solveGraphEdges(n, e);
  for (const v of [0, 1, 2, 500000, 999998, 999999]) {
    const d = n - 1 - v;
    assert.equal(r.depth[v], d);
    assert.equal(r.outcome[v], d % 2 ? 1 : 2);
    assert.equal(r.move[v], v === n - 1 ? -1 : v + 1);
  }
  const lines = [];
  for (let i = 1; i < n; i++) lines.push(`${i} ${i + 1}`);
  const t = gg.solveGraphText(`${n} ${n - 1}\n${lines.join('\n')}\n`);
  assert.equal(t.format, 'cp');
  assert.equal(t.names.length, n);
  assert.equal(t.names[n - 1], String(n));
  assert.deepEqual(t.depth, r.depth);
  assert.deepEqual(t.outcome, r.outcome);
});

test('repeated large solves do not grow the heap without bound', () => {
  const n = 200000;
  const rand = rng(7);
  const e = new Int32Array(6 * n);
  for (let i = 0; i < e.length; i++) e[i] = Math.floor(rand() * n);
  gg.solveGraphEdges(n, e);
  const heap = gg.HEAP8.length;
  for (let k = 0; k < 10; k++) gg.solveGraphEdges(n, e);
  assert.equal(gg.HEAP8.length, heap);
});
